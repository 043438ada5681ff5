"""A grade: what the best choice was, what the learner's choice was worth, and why.

Every drill returns a :class:`Grade` from ``grade(choice)``. The expected values are in the
drill's unit (Antes for Oasis Poker, big blinds for push/fold, chips for pot splits), and
``ev_loss`` is what the choice gave up against the best choice: ``best_ev - chosen_ev``,
never below zero.

>>> g = Grade(choice="fold", best="raise", best_ev=0.25, chosen_ev=-1.0, ev_loss=1.25,
...           correct=False, explanation="Raising is worth +0.25 Antes.", unit="Antes")
>>> g.describe()
'fold: not the best choice (raise), costs 1.25 Antes. Raising is worth +0.25 Antes.'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import DrillError

__all__ = ["Grade", "TIE", "loss", "amount_text"]

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


def amount_text(x: float, unit: str) -> str:
    """An amount in its unit: '1.25 Antes', '0.30 BB', '1 chip', '12 chips'.

    >>> amount_text(1.25, "Antes"), amount_text(1.0, "chips"), amount_text(12.0, "chips")
    ('1.25 Antes', '1 chip', '12 chips')
    """
    if unit == "chips":
        n = round(x)
        return f"{n} chip{'s' if n != 1 else ''}"
    return f"{x:.2f} {unit}"


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
      ``se`` (the explanation says so).
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

    def __post_init__(self) -> None:
        for name in ("best_ev", "chosen_ev", "ev_loss", "se"):
            v = getattr(self, name)
            if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v):
                raise DrillError(f"a grade's {name} must be a finite number, not {v!r}")
        if self.ev_loss < 0 or self.se < 0:
            raise DrillError(f"a grade's ev_loss and se are >= 0, not {self.ev_loss!r} and "
                             f"{self.se!r}")
        if not isinstance(self.correct, bool) or not isinstance(self.exact, bool):
            raise DrillError("a grade's correct and exact are True or False")
        for name in ("choice", "best", "explanation", "unit"):
            if not isinstance(getattr(self, name), str):
                raise DrillError(f"a grade's {name} is text, not {getattr(self, name)!r}")

    def describe(self) -> str:
        """The grade in one line: the verdict, the cost, then the explanation."""
        if self.correct:
            verdict = f"{self.choice}: a best choice"
        else:
            about = "" if self.exact else "about "
            verdict = (f"{self.choice}: not the best choice ({self.best}), costs "
                       f"{about}{amount_text(self.ev_loss, self.unit)}")
        return f"{verdict}. {self.explanation}"

    def __str__(self) -> str:
        return self.describe()
