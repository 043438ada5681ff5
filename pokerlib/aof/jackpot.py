"""The jackpot condition the article cites (GGPoker's): a straight flush made with both hole
cards and three board cards. The course pays no jackpot; it only tells a learner when a hand
would have met the condition."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..cards import Card, parse_cards
from ..errors import CardError
from ..evaluate import HandCategory, HandValue, best_high, score

__all__ = ["jackpot_hand", "meets_jackpot_condition"]


def jackpot_hand(hole: Any, board: Any) -> HandValue | None:
    """The best straight flush (or royal flush) made with **both** hole cards and exactly three
    board cards, or ``None``. This is not how pots are won: a royal flush on the board that
    splits the pot does not meet it. ``hole`` is two cards, ``board`` up to five.

    >>> jackpot_hand("Ks Qs", "As Js Ts 2d 3c")
    HandValue('Royal flush')
    >>> jackpot_hand("2h 3h", "As Ks Qs Js Ts") is None   # the board plays: no jackpot
    True
    """
    h = parse_cards(hole, count=2)
    b = parse_cards(board)
    if len(b) > 5:
        raise CardError(key="jackpot_board", n=len(b))
    parse_cards(h + b)
    best: tuple[int, tuple[Card, ...]] | None = None
    for three in combinations(b, 3):
        s = score(h + three)
        if best is None or s > best[0]:
            best = (s, h + three)
    if best is None:
        return None
    v = best_high(best[1])
    return v if v.category == HandCategory.STRAIGHT_FLUSH else None


def meets_jackpot_condition(hole: Any, board: Any) -> bool:
    """Whether ``hole`` + ``board`` meet the cited jackpot condition (see :func:`jackpot_hand`).

    >>> meets_jackpot_condition("9h 8h", "7h 6h 5h Kc Kd")
    True
    >>> meets_jackpot_condition("9h 2c", "8h 7h 6h 5h Kd")   # one hole card: not enough
    False
    """
    return jackpot_hand(hole, board) is not None
