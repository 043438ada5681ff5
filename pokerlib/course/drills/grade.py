"""A grade: what the best choice was, what the learner's choice was worth, and why.

Every drill returns a :class:`Grade` from ``grade(choice)``. The expected values are in the
drill's unit (Antes for Oasis Poker, big blinds for push/fold, chips for pot splits), and
``ev_loss`` is what the choice gave up against the best choice: ``best_ev - chosen_ev``,
never below zero. A grade speaks the drill's language (``lang``, "en" or "ja"): its
explanation, and the choice and best choice in words (``choice_text``, ``best_text``), while
``choice`` and ``best`` stay the drill's own English labels, for programs.

>>> g = Grade(choice="fold", best="raise", best_ev=0.25, chosen_ev=-1.0, ev_loss=1.25,
...           correct=False, explanation="Raising is worth +0.25 Antes.", unit="Antes")
>>> g.describe()
'fold: not the best choice (raise), costs 1.25 Antes. Raising is worth +0.25 Antes.'
>>> Grade("fold", "raise", 0.25, -1.0, 1.25, False, "Raiseの期待値は+0.25 Anteです。", "Antes",
...       lang="ja", choice_text="Fold", best_text="Raise").describe()
'Fold：最善の選択ではありません（最善はRaise）。1.25 Anteの損です。Raiseの期待値は+0.25 Anteです。'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...errors import DrillError
from ...lang import LANGS, Messages, check_lang

__all__ = ["Grade", "TIE", "loss", "amount_text", "MESSAGES"]

#: Two expected values closer than this are a tie (floating-point noise, not a difference).
TIE = 1e-9


def loss(best_ev: float, chosen_ev: float) -> float:
    """What a choice worth ``chosen_ev`` gives up against the best, ``best_ev``: the
    difference, or 0.0 for a tie (closer than :data:`TIE`) or a choice worth more.

    >>> loss(0.25, -1.0), loss(1.0, 1.0 - 1e-12)
    (1.25, 0.0)
    """
    gap = float(best_ev) - float(chosen_ev)
    return gap if gap > TIE else 0.0


#: A grade's words in both languages (the unit names follow the articles: Ante stays Ante).
MESSAGES = Messages(
    en={"chips": "{n} chips", "chip": "1 chip", "amount": "{x:.2f} {unit}",
        "Antes": "Antes", "BB": "BB", "about": "about ",
        "best": "{choice}: a best choice. {explanation}",
        "not_best": "{choice}: not the best choice ({best}), costs {about}{amount}. "
                    "{explanation}",
        # a pot split (counted in chips) is right or wrong, and its cost is chips misplaced
        "best_chips": "{choice}: a best choice. {explanation}",
        "not_best_chips": "{choice}: not the best choice ({best}), costs {about}{amount}. "
                          "{explanation}",
        "rule": "{choice}: the rule's choice. {explanation}",
        "beats_rule": "{choice}: better than the rule's choice ({best}). {explanation}",
        "not_rule": "{choice}: not the rule's choice ({best}), costs {about}{amount}. "
                    "{explanation}"},
    ja={"chips": "{n}チップ", "chip": "1チップ", "amount": "{x:.2f} {unit}",
        "Antes": "Ante", "BB": "BB", "about": "約",
        "best": "{choice}：最善の選択です。{explanation}",
        "not_best": "{choice}：最善の選択ではありません（最善は{best}）。{about}{amount}の"
                    "損です。{explanation}",
        "best_chips": "{choice}：正解です。{explanation}",
        "not_best_chips": "{choice}：正しくありません（正しくは{best}）。{about}{amount}を"
                          "違うプレーヤーに配っています。{explanation}",
        "rule": "{choice}：目安どおりの選択です。{explanation}",
        "beats_rule": "{choice}：目安の選択（{best}）より良い選択です。{explanation}",
        "not_rule": "{choice}：目安の選択ではありません（目安は{best}）。{about}{amount}の"
                    "損です。{explanation}"})


def amount_text(x: float, unit: str, lang: str = "en") -> str:
    """An amount in its unit: '1.25 Antes', '0.30 BB', '1 chip', '12 chips' (in Japanese
    '1.25 Ante', '12チップ').

    >>> amount_text(1.25, "Antes"), amount_text(1.0, "chips"), amount_text(12.0, "chips")
    ('1.25 Antes', '1 chip', '12 chips')
    >>> amount_text(1.25, "Antes", "ja"), amount_text(12.0, "chips", "ja")
    ('1.25 Ante', '12チップ')
    """
    if unit == "chips":
        n = round(x)
        return MESSAGES("chip", lang) if n == 1 else MESSAGES("chips", lang, n=n)
    name = MESSAGES(unit, lang) if unit in ("Antes", "BB") else unit
    return MESSAGES("amount", lang, x=x, unit=name)


@dataclass(frozen=True)
class Grade:
    """The grade of one answer.

    * ``choice``: the answer as the drill understood it (e.g. ``'exchange 2♦'``);
    * ``best``: the best choice, described (for a pot split, the correct payouts);
    * ``best_ev`` / ``chosen_ev``: expected values of the best choice and of the answer, in
      ``unit``;
    * ``ev_loss``: ``best_ev - chosen_ev`` (>= 0); for a pot split, the chips misallocated;
    * ``correct``: the answer is one of the best choices (ties and equilibrium mixes count);
    * ``explanation``: one or two sentences: what the best choice gains and why;
    * ``exact``: False when an expected value is a seeded estimate, whose standard error is
      ``se`` (the explanation says so);
    * ``lang``: the language of the explanation ("en" or "ja"), and ``choice_text`` /
      ``best_text``: the choice and the best choice in that language (default: ``choice`` and
      ``best``);
    * ``against``: ``"optimum"`` (``best`` is the best choice) or ``"rule"`` (``best`` is the
      choice of the game's rule to remember, and ``ev_loss`` is measured from it).
    """

    choice: str
    best: str
    best_ev: float
    chosen_ev: float
    ev_loss: float
    correct: bool
    explanation: str
    unit: str
    exact: bool = True
    se: float = 0.0
    lang: str = "en"
    choice_text: str = ""
    best_text: str = ""
    against: str = "optimum"

    def __post_init__(self) -> None:
        for name in ("best_ev", "chosen_ev", "ev_loss", "se"):
            v = getattr(self, name)
            if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v):
                raise DrillError(key="drill_grade_finite_number", name=name, v=v)
        if self.ev_loss < 0 or self.se < 0:
            raise DrillError(key="drill_grade_ev_loss", ev_loss=self.ev_loss, se=self.se)
        if not isinstance(self.correct, bool) or not isinstance(self.exact, bool):
            raise DrillError(key="drill_grade_correct_exact")
        for name in ("choice", "best", "explanation", "unit", "choice_text", "best_text"):
            if not isinstance(getattr(self, name), str):
                raise DrillError(key="drill_grade_text", name=name, value=getattr(self, name))
        if self.lang not in LANGS:
            raise DrillError(key="drill_grade_lang_en", lang_=self.lang)
        if self.against not in ("optimum", "rule"):
            raise DrillError(key="drill_against", value=self.against)
        if not self.choice_text:
            object.__setattr__(self, "choice_text", self.choice)
        if not self.best_text:
            object.__setattr__(self, "best_text", self.best)

    def describe(self) -> str:
        """The grade in one line, in the grade's language: the verdict, the cost, then the
        explanation."""
        lang = check_lang(self.lang)
        kind = "_chips" if self.unit == "chips" else ""
        rule = self.against == "rule"
        if self.correct and rule and self.choice != self.best:
            return MESSAGES("beats_rule", lang, choice=self.choice_text, best=self.best_text,
                            explanation=self.explanation)
        if self.correct:
            return MESSAGES("rule" if rule else f"best{kind}", lang, choice=self.choice_text,
                            explanation=self.explanation)
        return MESSAGES("not_rule" if rule else f"not_best{kind}", lang,
                        choice=self.choice_text, best=self.best_text,
                        about="" if self.exact else MESSAGES("about", lang),
                        amount=amount_text(self.ev_loss, self.unit, lang),
                        explanation=self.explanation)

    def __str__(self) -> str:
        return self.describe()
