"""Lesson 02's exercises (All-in-or-Fold Hold'em): how each answer is checked and hinted."""

from __future__ import annotations

from typing import Any

from ..aof import meets_jackpot_condition, pushfold_equilibrium
from ..equity import preflop_equity_table
from ..errors import PokerError
from ..pots import settle
from .exercises import Exercise, register

__all__: list[str] = []

ALL_IN = {"A": 5, "B": 12, "C": 20}


def _payouts() -> dict[str, int]:
    s = settle(ALL_IN, order=["A", "B", "C"], high={"A": 1, "B": 3, "C": 2})
    return {p: int(c) for p, c in s.payouts.items()}


def _same_payouts(answer: Any, expected: dict[str, int]) -> bool:
    if not isinstance(answer, dict):
        raise PokerError("answer with a dict of chips: {'A': ..., 'B': ..., 'C': ...}")
    return {p: answer.get(p, 0) for p in expected} == expected and set(answer) <= set(expected)


def _payout_hint(answer: Any, expected: dict[str, int], lang: str) -> str:
    s = settle(ALL_IN, order=["A", "B", "C"], high={"A": 1, "B": 3, "C": 2})
    pots = "; ".join(f"{p.name} {p.amount} for {', '.join(p.eligible)}" for p in s.pots)
    back = ", ".join(f"{p} gets {c} back uncalled" for p, c in s.uncalled if c)
    return f"{pots}; {back}. B wins every pot B is in; the rest goes to the next best hand"


register(Exercise(
    "02.1", "A 5, B 12, C 20 all-in; B best, C second: what does each player get?",
    expected=_payouts, same=_same_payouts, hint=_payout_hint, kind="compute"))

DECISIONS = ("all-in", "fold", "mixed")


def _sb_decision() -> str:
    freq = pushfold_equilibrium(10).ranges[0].frequency("K7o")
    return "all-in" if freq == 1 else "fold" if freq == 0 else "mixed"


def _decision_hint(answer: Any, expected: str, lang: str) -> str:
    freq = pushfold_equilibrium(10).ranges[0].frequency("K7o")
    share = pushfold_equilibrium(10).ranges[0].share
    return (f"at 10 big blinds the small blind's equilibrium range holds {share:.0%} of all "
            f"hands and plays K7o all-in {freq:.0%} of the time")


register(Exercise(
    "02.2", "Heads-up, 10 big blinds: does the small blind go all-in with K7o? "
            "('all-in', 'fold' or 'mixed')",
    expected=_sb_decision,
    same=lambda answer, expected: str(answer).strip().lower() in DECISIONS
    and str(answer).strip().lower() == expected,
    hint=_decision_hint, kind="predict"))


def _favourite() -> str:
    return "22" if preflop_equity_table()("22", "AKo") > 0.5 else "AKo"


register(Exercise(
    "02.3", "22 against AKo, all-in before the flop: which is the favourite?",
    expected=_favourite,
    same=lambda answer, expected: str(answer).strip().upper().replace("O", "o") == expected,
    hint=lambda answer, expected, lang: (
        f"22 wins {preflop_equity_table()('22', 'AKo'):.1%} of the pot on average: a pair "
        "against two higher cards is a small favourite, the classic 'coin flip'"),
    kind="predict"))

JACKPOT_SPOTS = (("Ks Qs", "As Js Ts 2d 3c"), ("2h 3h", "As Ks Qs Js Ts"),
                 ("9h 2c", "8h 7h 6h 5h Kd"))


def _jackpots() -> list[bool]:
    return [meets_jackpot_condition(hole, board) for hole, board in JACKPOT_SPOTS]


register(Exercise(
    "02.4", "Which of the three hands meet the jackpot condition? (a list of three True/False)",
    expected=_jackpots,
    same=lambda answer, expected: [bool(x) for x in answer] == expected,
    hint=lambda answer, expected, lang: (
        "the condition needs a straight flush or better made with BOTH hole cards and three "
        "board cards: a board that makes it alone does not count, and one hole card is not "
        "enough"),
    kind="predict"))
