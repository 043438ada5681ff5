"""A drill's record: every spot, the answer given and its grade, with the totals a chart needs.

>>> from pokerlib.course.drills.grade import Grade
>>> r = DrillRecord("Antes")
>>> r.add("spot 1", "fold", Grade("fold", "raise", 0.5, -1.0, 1.5, False, "", "Antes"))
>>> r.add("spot 2", "raise", Grade("raise", "raise", 0.2, 0.2, 0.0, True, "", "Antes"))
>>> r.ev_losses, r.cumulative_loss, r.total_loss, r.share_correct
([1.5, 0.0], [1.5, 1.5], 1.5, 0.5)
>>> r.summary()
'2 spots: 1 best choice (50%), 1.50 Antes lost in all'
>>> r.summary("ja")
'2問中1問で最善の選択をしました（50%）。損は合計1.50 Anteです'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...errors import DrillError
from ...lang import Messages, check_lang
from .grade import Grade, amount_text

__all__ = ["RecordEntry", "DrillRecord", "MESSAGES"]

#: A record's summary in both languages.
MESSAGES = Messages(
    en={"none": "no spots answered yet", "about": "about ",
        "summary": "{n} spot{s}: {k} best choice{ks} ({share:.0%}), {about}{amount} lost in all",
        "summary_chips": "{n} spot{s}: {k} best choice{ks} ({share:.0%}), {about}{amount} lost "
                         "in all"},
    ja={"none": "まだ答えた問題はありません", "about": "約",
        "summary": "{n}問中{k}問で最善の選択をしました（{share:.0%}）。損は合計{about}{amount}"
                   "です",
        # a pot split: right or wrong, and the chips given to the wrong players
        "summary_chips": "{n}問中{k}問で正しく分けました（{share:.0%}）。違うプレーヤーに"
                         "配ったチップは合計{about}{amount}です"})


@dataclass(frozen=True)
class RecordEntry:
    """One answered spot: the spot as dealt, the answer as given and its grade."""

    spot: Any
    choice: Any
    grade: Grade


class DrillRecord:
    """Every answered spot of one drill, in order, and the running totals.

    ``ev_losses`` (one per spot), ``cumulative_loss`` (running total), ``correct`` (one flag
    per spot) and ``share_correct`` are what a chart of the session shows; ``unit`` says what
    the losses are counted in, ``lang`` the language of :meth:`summary` ("en" or "ja").
    """

    def __init__(self, unit: str, lang: str = "en") -> None:
        if not isinstance(unit, str) or not unit:
            raise DrillError(key="drill_record_unit_word", unit=unit)
        if lang not in ("en", "ja"):
            raise DrillError(key="drill_record_lang_en", lang_=lang)
        self.unit = unit
        self.lang = lang
        self._entries: list[RecordEntry] = []

    def add(self, spot: Any, choice: Any, grade: Grade) -> None:
        """Keep one answered spot."""
        if not isinstance(grade, Grade):
            raise DrillError(key="drill_record_keeps_grade", grade=grade)
        self._entries.append(RecordEntry(spot, choice, grade))

    @property
    def entries(self) -> tuple[RecordEntry, ...]:
        """Every answered spot, first first."""
        return tuple(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[RecordEntry]:
        return iter(self.entries)

    @property
    def grades(self) -> list[Grade]:
        return [e.grade for e in self._entries]

    @property
    def ev_losses(self) -> list[float]:
        """What each answer cost, in :attr:`unit`, spot by spot."""
        return [e.grade.ev_loss for e in self._entries]

    @property
    def cumulative_loss(self) -> list[float]:
        """The running total of :attr:`ev_losses`."""
        out, total = [], 0.0
        for x in self.ev_losses:
            total += x
            out.append(total)
        return out

    @property
    def total_loss(self) -> float:
        """Everything the answers cost, in :attr:`unit`."""
        return float(sum(self.ev_losses))

    @property
    def correct(self) -> list[bool]:
        """Whether each answer was a best choice, spot by spot."""
        return [e.grade.correct for e in self._entries]

    @property
    def correct_count(self) -> int:
        return sum(self.correct)

    @property
    def share_correct(self) -> float:
        """The share of answers that were a best choice (0.0 before the first answer)."""
        return self.correct_count / len(self._entries) if self._entries else 0.0

    @property
    def exact(self) -> bool:
        """Whether every grade so far is exact (no seeded estimate in any loss)."""
        return all(e.grade.exact for e in self._entries)

    def summary(self, lang: str | None = None) -> str:
        """One line: spots answered, best choices and the total cost, in ``lang`` (default:
        the record's language).

        >>> DrillRecord("chips").summary()
        'no spots answered yet'
        """
        lang = check_lang(self.lang if lang is None else lang)
        n = len(self._entries)
        if not n:
            return MESSAGES("none", lang)
        k = self.correct_count
        key = "summary_chips" if self.unit == "chips" else "summary"
        return MESSAGES(key, lang, n=n, s="s" if n != 1 else "", k=k,
                        ks="s" if k != 1 else "", share=self.share_correct,
                        about="" if self.exact else MESSAGES("about", lang),
                        amount=amount_text(self.total_loss, self.unit, lang))

    def __repr__(self) -> str:
        return f"<DrillRecord: {self.summary()}>"
