"""What every drill shares: seeded spots one after another, one graded answer per spot, and a
record; a refused answer changes nothing.

A drill subclass says how to deal spot number ``n`` (:meth:`Drill.deal_spot`, from
:meth:`Drill.rng` only, so the same seed gives the same spots whatever was answered), how to
work out what grading a spot needs (:meth:`Drill.analyse`) and how to grade an answer
(:meth:`Drill.grade_spot`, which must not change the drill). :meth:`Drill.use` puts a spot of
your own on the table (a lesson's worked example, say).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ... import validate
from ...errors import DrillError, TableError
from ...lang import check_lang
from .grade import Grade
from .record import DrillRecord

__all__ = ["Drill", "check_seed", "check_against", "AGAINST"]

#: What a drill can grade against: the exact best choice, or the game's rule to remember.
AGAINST = ("optimum", "rule")


def check_against(against: Any) -> str:
    """A drill's ``against``: ``'optimum'`` or ``'rule'``."""
    if not isinstance(against, str) or against not in AGAINST:
        raise TableError(key="drill_against", value=against)
    return against


def check_seed(seed: Any) -> int:
    """A drill's seed: a whole number >= 0 (``True`` is not a seed)."""
    return int(validate.seed(seed, "a drill's seed", TableError))  # type: ignore[arg-type]


class Drill:
    """Spots one after another: :meth:`next` deals one, :meth:`grade` grades the answer
    (once per spot) and keeps it in :attr:`record`.

    Subclasses set :attr:`unit` and :attr:`kind` and implement :meth:`deal_spot` and
    :meth:`grade_spot`. ``lang`` ("en" or "ja") is the language of the grades' explanations
    and of the record's summary.
    """

    unit = "points"
    kind = "drill"
    spot_type: type = object

    def __init__(self, seed: int = 0, lang: str = "en") -> None:
        self.seed = check_seed(seed)
        self.lang = check_lang(lang)
        self.record = DrillRecord(self.unit, self.lang)
        self._spot: Any = None
        self._analysis: Any = None
        self._answered = False
        self._dealt = 0

    # -- what subclasses provide ---------------------------------------------------------
    def deal_spot(self, number: int) -> tuple[Any, Any]:
        """``(spot, analysis)`` for spot ``number`` (1, 2, ...); ``analysis`` is what grading
        needs later (computed here, never shown)."""
        raise NotImplementedError

    def analyse(self, spot: Any) -> Any:
        """What grading ``spot`` needs (the options' values, the settlement...)."""
        raise NotImplementedError

    def grade_spot(self, spot: Any, analysis: Any, choice: Any) -> Grade:
        """The grade of ``choice`` for ``spot``; raises :class:`DrillError` for an answer it
        cannot read, and changes nothing."""
        raise NotImplementedError

    # -- the drill -------------------------------------------------------------------------
    def rng(self, number: int) -> np.random.Generator:
        """The random numbers for spot ``number``: from the seed, the drill's kind and the
        spot's number only."""
        tag = sum(ord(c) << (8 * i) for i, c in enumerate(self.kind[:6]))
        return np.random.default_rng([self.seed, tag, number])

    def spot_seed(self, number: int) -> int:
        """A seed for spot ``number``'s seeded estimates (from the drill's seed and the
        number, so a spot is graded the same way however it was put on the table)."""
        return int(np.random.default_rng([self.seed, 99, number]).integers(2**31))

    @property
    def spot(self) -> Any:
        """The spot being played (``None`` before the first :meth:`next`)."""
        return self._spot

    @property
    def answered(self) -> bool:
        """Whether the current spot has been graded (then :meth:`next` deals a new one)."""
        return self._answered

    @property
    def spots_dealt(self) -> int:
        return self._dealt

    def next(self, dealt: tuple[Any, Any] | None = None) -> Any:
        """Deal the next spot and return it (an unanswered spot is skipped, not recorded).

        ``dealt`` is what ``deal_spot(spots_dealt + 1)`` returned, for a caller that dealt the
        spot ahead (a widget deals it in the background while the learner thinks: spot *n*
        depends on the seed and *n* only, so it is the spot this call would deal)."""
        n = self._dealt + 1
        if dealt is None:
            dealt = self.deal_spot(n)
        elif not (isinstance(dealt, tuple) and len(dealt) == 2
                  and isinstance(dealt[0], self.spot_type)):
            raise DrillError(key="drill_this_drill_plays", type_name=self.spot_type.__name__,
                             spot=dealt)
        self._spot, self._analysis = dealt
        self._dealt += 1
        self._answered = False
        return self._spot

    def use(self, spot: Any) -> Any:
        """Put a spot of your own on the table instead of dealing one (it is graded and
        recorded like a dealt spot); returns it."""
        if not isinstance(spot, self.spot_type):
            raise DrillError(key="drill_this_drill_plays", type_name=self.spot_type.__name__,
                             spot=spot)
        analysis = self.analyse(spot)
        self._spot, self._analysis = spot, analysis
        self._dealt += 1
        self._answered = False
        return spot

    def assess(self, choice: Any) -> Grade:
        """The grade an answer to the current spot would get, without keeping it (also after
        the spot was graded: "what would the other choice have cost?")."""
        if self._spot is None:
            raise DrillError(key="drill_no_spot_answer", kind=self.kind)
        return self.grade_spot(self._spot, self._analysis, choice)

    def grade(self, choice: Any) -> Grade:
        """Grade the answer to the current spot and keep it in :attr:`record` (one answer per
        spot).

        A refused answer (:class:`~pokerlib.errors.DrillError`) changes nothing: the spot is
        still waiting for an answer.
        """
        if self._spot is not None and self._answered:
            raise DrillError(key="drill_this_spot_already")
        g = self.assess(choice)
        self.record.add(self._spot, choice, g)
        self._answered = True
        return g

    def state(self) -> tuple[Any, ...]:
        """Everything that a call can change, as a comparable value (tests compare it before
        and after a refused answer)."""
        return (self._dealt, self._spot, self._answered, len(self.record),
                tuple(self.record.ev_losses))

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} seed={self.seed}: {self._dealt} spots dealt; "
                f"{self.record.summary()}>")
