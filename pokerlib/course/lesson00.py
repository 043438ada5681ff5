"""Lesson 00's exercises (cards and hand rankings): how each answer is checked and hinted."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..cards import Card, Deck, format_cards, parse_cards
from ..errors import PokerError
from ..evaluate import best_high, low8, omaha_high, omaha_low
from .exercises import Exercise, register

__all__ = ["RANKING_HANDS", "disagreement"]

WINNERS = ("first", "second", "tie")


def _winner(a: str, b: str) -> str:
    va, vb = best_high(a), best_high(b)
    return "first" if va > vb else "second" if vb > va else "tie"


def _names(*hands: str) -> str:
    return "; ".join(f"{format_cards(h)} is {best_high(h).describe()}" for h in hands)


def _pick(answer: Any, choices: tuple[str, ...]) -> str:
    text = str(answer).strip().lower()
    if text not in choices:
        raise PokerError(f"answer with one of {', '.join(repr(c) for c in choices)}")
    return text


register(Exercise(
    "00.1", "Q♠ Q♦ 8♥ 8♣ Q♥ against K♠ K♥ A♦ 7♣ 3♠: which wins?",
    expected=lambda: _winner("Qs Qd 8h 8c Qh", "Ks Kh Ad 7c 3s"),
    same=lambda answer, expected: _pick(answer, WINNERS) == expected,
    hint=lambda answer, expected, lang: (
        f"{_names('Qs Qd 8h 8c Qh', 'Ks Kh Ad 7c 3s')}: the category decides before any rank"),
    kind="predict"))

BOARD_SF = "2h 3h 4h 5h 6h"
register(Exercise(
    "00.2", "A♠ A♦ against K♣ Q♣ on the board 2♥ 3♥ 4♥ 5♥ 6♥: who wins?",
    expected=lambda: _winner("As Ad " + BOARD_SF, "Kc Qc " + BOARD_SF),
    same=lambda answer, expected: _pick(answer, WINNERS) == expected,
    hint=lambda answer, expected, lang: (
        f"each player's best five of seven: {best_high('As Ad ' + BOARD_SF).describe()} for "
        f"both, made by the board alone"),
    kind="predict"))

OMAHA_HOLE, OMAHA_BOARD = "4s 9h 9c Jh", "As 2s 3s Kd Qc"
register(Exercise(
    "00.3", "Omaha: 4♠ 9♥ 9♣ J♥ on A♠ 2♠ 3♠ K♦ Q♣ - the best high hand's category "
            "(e.g. 'flush')?",
    expected=lambda: omaha_high(OMAHA_HOLE, OMAHA_BOARD).category.english.lower(),
    same=lambda answer, expected: str(answer).strip().lower() == expected,
    hint=lambda answer, expected, lang: (
        "an Omaha hand uses exactly two hole cards: with one spade in the hole there is no "
        "flush, and with one low card in the hole no straight to the five"),
    kind="compute"))

LOWS = ("8-4-3-2-A", "7-6-5-4-3")


def _better_low() -> str:
    eight, seven = low8("8s 4h 3d 2c Ad"), low8("7s 6h 5d 4c 3s")
    assert eight is not None and seven is not None  # both qualify
    return LOWS[0] if eight > seven else LOWS[1]


register(Exercise(
    "00.4", "Which low is better: 8-4-3-2-A or 7-6-5-4-3?",
    expected=_better_low,
    same=lambda answer, expected: str(answer).strip().upper().replace(" ", "") == expected,
    hint=lambda answer, expected, lang: (
        "compare lows from the highest card down, and the lower card wins: 8 against 7 "
        "decides before the other cards are looked at"),
    kind="compute"))

#: The hands a learner's ranking function is compared on: 3,000 seeded deals of five cards,
#: plus every category's edge cases (the wheel, ties across suits).
RANKING_HANDS: tuple[str, ...] = tuple(
    [" ".join(c.code for c in Deck(seed=s).deal(5)) for s in range(3000)]
    + ["Ah 2d 3c 4s 5h", "Kh Ad 2c 3s 4h", "As Kd Qh 9c 7s", "Ah Kc Qd 9s 7h",
       "As Ks Qs Js Ts", "5h 4h 3h 2h Ah", "Kh Kc 9d 9s 2s", "Ks Kd 8d 8s Ac"])


def disagreement(ranking: Callable[[list[Card]], Any]) -> tuple[str, str] | None:
    """The first pair of hands that ``ranking`` orders differently from ``best_high`` (each
    hand compared with the next one in :data:`RANKING_HANDS`), or None when they agree."""
    hands = [parse_cards(h) for h in RANKING_HANDS]
    mine = [ranking(list(h)) for h in hands]
    ours = [best_high(h) for h in hands]
    order = list(range(len(hands)))
    random.Random(0).shuffle(order)
    for i, j in zip(order, order[1:]):
        a, b = mine[i], mine[j]
        x, y = ours[i], ours[j]
        if (a > b) != (x > y) or (a == b) != (x == y):
            return RANKING_HANDS[i], RANKING_HANDS[j]
    return None


def _ranking_hint(answer: Any, expected: Any, lang: str) -> str:
    if not callable(answer):
        return "set answer to your function itself: answer = ranking (no brackets)"
    pair = disagreement(answer)
    if pair is None:
        return ""
    a, b = pair
    return (f"your ranking orders {format_cards(a)} and {format_cards(b)} differently from "
            f"best_high ({best_high(a).describe()}; {best_high(b).describe()})")


register(Exercise(
    "00.5", "Write ranking(hand) so that a better hand gets a greater value",
    expected=lambda: None,
    same=lambda answer, expected: callable(answer) and disagreement(answer) is None,
    hint=_ranking_hint,
    kind="compute"))

ARTICLE_HOLE, ARTICLE_BOARD = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"


def _changed_board_ok(answer: Any, expected: Any) -> bool:
    board = parse_cards(answer)
    if len(board) != 5 or len(set(board) - set(parse_cards(ARTICLE_BOARD))) != 1:
        return False
    return omaha_low(ARTICLE_HOLE, board) is None


def _changed_board_hint(answer: Any, expected: Any, lang: str) -> str:
    board = parse_cards(answer)
    if len(board) != 5:
        return f"give five board cards, not {len(board)}"
    changed = len(set(board) - set(parse_cards(ARTICLE_BOARD)))
    if changed != 1:
        return f"change exactly one card of {format_cards(ARTICLE_BOARD)}; you changed {changed}"
    low = omaha_low(ARTICLE_HOLE, board)
    return (f"with that board the hand still has {low.describe() if low else 'no'} low: a low "
            f"needs three different board cards of 8 or lower")


register(Exercise(
    "00.6", "Change one card of the board J♦ 4♦ 3♣ Q♦ 5♥ so that A♦ K♦ 3♠ 2♠ has no low",
    expected=lambda: None,
    same=_changed_board_ok,
    hint=_changed_board_hint,
    kind="change"))
