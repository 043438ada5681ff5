"""Lesson 03's exercises (Omaha Hi/Lo): how each answer is checked and hinted."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..betting import POT_LIMIT_1_2, BettingRound, BettingRules
from ..cards import parse_cards
from ..errors import PokerError
from ..evaluate import HandCategory, omaha_high, omaha_low
from ..omaha import OmahaRules, OmahaTable, read_hand
from ..pots import settle
from .exercises import Exercise, register

__all__: list[str] = []

HOLE, BOARD = "Ks Qs 7h 6h", "As Js Ts 5h 4h"


def _low_hole() -> frozenset:
    return frozenset(read_hand(HOLE, BOARD).low_hole)


register(Exercise(
    "03.1", "K♠ Q♠ 7♥ 6♥ on A♠ J♠ T♠ 5♥ 4♥: which two hole cards make the best low?",
    expected=_low_hole,
    same=lambda answer, expected: frozenset(parse_cards(answer)) == expected,
    hint=lambda answer, expected, lang: (
        f"the low uses exactly two hole cards of 8 or lower and three board cards: "
        f"{read_hand(HOLE, BOARD).describe()}"),
    kind="compute"))


def _pot_limit_max() -> int:
    order = ["UTG", "Button", "SB", "BB"]
    rules = POT_LIMIT_1_2
    stacks: dict[Hashable, int] = {p: 100 for p in order}
    stacks["SB"] -= rules.small_blind
    stacks["BB"] -= rules.big_blind
    r = BettingRound(rules, "preflop", order, stacks,
                     {"SB": rules.small_blind, "BB": rules.big_blind},
                     current_bet=rules.big_blind)
    r.raise_to(7)
    sizes = r.legal_actions().raise_to
    assert sizes is not None  # the button may raise
    return int(sizes[1])


register(Exercise(
    "03.2", "Pot-limit, blinds 1/2: UTG raises to 7. The most the button may raise to?",
    expected=_pot_limit_max,
    same=lambda answer, expected: answer == expected,
    hint=lambda answer, expected, lang: (
        "the largest raise is to: the bet to call (7) plus the pot after calling it (the "
        "blinds 1 + 2, UTG's 7 and the button's own call of 7)"),
    kind="compute"))


def _split() -> dict[str, int]:
    s = settle({"Ann": 15, "Bob": 15, "Cy": 15}, folded=["Cy"], order=["Ann", "Bob", "Cy"],
               high={"Ann": 100, "Bob": 100}, low={"Ann": None, "Bob": 7})
    return {p: int(c) for p, c in s.payouts.items() if c}


def _same_split(answer: Any, expected: dict[str, int]) -> bool:
    if not isinstance(answer, dict):
        raise PokerError("answer with a dict of chips: {'Ann': ..., 'Bob': ...}")
    return {p: c for p, c in answer.items() if c} == expected


register(Exercise(
    "03.3", "A 45-chip pot: Ann and Bob tie for high, only Bob has a low. Each one's chips?",
    expected=_split, same=_same_split,
    hint=lambda answer, expected, lang: (
        "the odd chip of a hi/lo split goes to the high half (23 and 22); the high half is "
        "split between Ann and Bob with its odd chip to the first seat left of the button "
        "(Ann), and the whole low half goes to Bob"),
    kind="compute"))


def _missed_blinds_post() -> tuple[int, int]:
    table = OmahaTable(OmahaRules(BettingRules.limit(4, 8)), seats=4)
    for seat in range(4):
        table.sit(seat, "ABCD"[seat], 100)

    def check_down() -> None:
        while table.to_act is not None:
            table.check() if table.legal_actions().check else table.call()

    table.start_hand()
    check_down()
    table.sit_out(3)
    for _ in range(2):
        table.start_hand()
        check_down()
    table.sit_in(3, post=True)
    hand = table.start_hand()
    posted = sum(amount for seat, *_, amount in hand.posts if seat == 3)
    return posted, int(hand.dead)


def _same_post(answer: Any, expected: tuple[int, int]) -> bool:
    try:
        total, dead = answer
    except (TypeError, ValueError):
        raise PokerError("answer with two numbers: (posted, dead)") from None
    return (total, dead) == expected


register(Exercise(
    "03.4", "$4/$8 limit (blinds $2/$4): a player who missed both blinds posts to come back "
            "at once. (posted, dead)?",
    expected=_missed_blinds_post, same=_same_post,
    hint=lambda answer, expected, lang: (
        "the returning player posts both blinds at once: the big blind is live (it counts as "
        "a bet), the small blind is dead (it goes to the pot)"),
    kind="compute"))


ARTICLE_HOLE, ARTICLE_BOARD = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"


def _changed_hole_ok(answer: Any, expected: Any) -> bool:
    hole = parse_cards(answer)
    if len(hole) != 4 or len(set(hole) - set(parse_cards(ARTICLE_HOLE))) != 1:
        return False
    low = omaha_low(hole, ARTICLE_BOARD)
    return (low is not None and low == omaha_low(ARTICLE_HOLE, ARTICLE_BOARD)
            and omaha_high(hole, ARTICLE_BOARD).category < HandCategory.FLUSH)


def _changed_hole_hint(answer: Any, expected: Any, lang: str) -> str:
    hole = parse_cards(answer)
    if len(hole) != 4:
        return f"give four hole cards, not {len(hole)}"
    changed = len(set(hole) - set(parse_cards(ARTICLE_HOLE)))
    if changed != 1:
        return f"change exactly one card of A♦ K♦ 3♠ 2♠; you changed {changed}"
    low = omaha_low(hole, ARTICLE_BOARD)
    high = omaha_high(hole, ARTICLE_BOARD)
    if low is None or low != omaha_low(ARTICLE_HOLE, ARTICLE_BOARD):
        return (f"the low is now {low.describe() if low else 'gone'}: keep two hole cards "
                "that make 5-4-3-2-A with the board")
    return (f"the high is still {high.describe()}: a flush needs two hole diamonds, so one of "
            "them has to go")


register(Exercise(
    "03.5", "Change one hole card of A♦ K♦ 3♠ 2♠ (board J♦ 4♦ 3♣ Q♦ 5♥) so the hand keeps the "
            "wheel but has no flush",
    expected=lambda: None, same=_changed_hole_ok, hint=_changed_hole_hint, kind="change"))
