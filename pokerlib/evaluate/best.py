"""The exact API for people: the best high hand, the best 8-or-better low, and Omaha's
2-from-the-hole + 3-from-the-board rule, from cards given as text, :class:`~pokerlib.cards.Card`
or indices (checked).

>>> best_high("As Qs Qh 9s 2c 3s 7s").describe()
'Flush, ace high'
>>> omaha_low("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
LowValue('5-4-3-2-A low (the wheel)')
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..cards import Card, parse_cards
from ..errors import CardError
from .fast import score
from .tables import LOW_BIT_OF_CARD
from .values import HandValue, LowValue, display_order

__all__ = ["best_high", "low8", "omaha_high", "omaha_low"]


def _cards(cards: Any, allowed: tuple[int, ...], what: str) -> tuple[Card, ...]:
    cs = parse_cards(cards)
    if len(cs) not in allowed:
        lo, hi = min(allowed), max(allowed)
        need = f"{lo}" if lo == hi else f"{lo} to {hi}"
        raise CardError(key="ev_takes_cards_got", what=what, need=need, n=len(cs))
    return cs


def best_high(cards: Any) -> HandValue:
    """The best five-card high hand from 5, 6 or 7 cards (hold'em: hole + board, any mix).

    >>> best_high("As Qs Qh 9s 2c 3s 7s").cards == parse_cards("As Qs 9s 7s 3s")
    True
    >>> best_high("Ah 2d 3c 4s 5h").describe()
    'Straight, five high'
    >>> best_high("As Ks")
    Traceback (most recent call last):
    ...
    pokerlib.errors.CardError: best_high takes 5 to 7 cards, got 2
    """
    cs = _cards(cards, (5, 6, 7), "best_high")
    best = score(cs)
    five = next(f for f in combinations(cs, 5) if score(f) == best)
    return HandValue(best, display_order(five, best))


def low8(cards: Any) -> LowValue | None:
    """The best ace-to-five low of 8 or better from any five of 5 or more cards, or ``None``.

    >>> low8("Kc Qd 8h 6s 4c 3d 2h"), low8("Ac Ad 2c 3h 9s")
    (LowValue('8-6-4-3-2 low'), None)
    """
    cs = parse_cards(cards)
    if len(cs) < 5:
        raise CardError(key="ev_low_takes_more", n=len(cs))
    chosen: dict[int, Card] = {}
    for bit in range(8):
        for c in cs:
            if LOW_BIT_OF_CARD[c] == 1 << bit:
                chosen[bit] = c
                break
        if len(chosen) == 5:
            break
    if len(chosen) < 5:
        return None
    mask = sum(1 << b for b in chosen)
    return LowValue(256 - mask, tuple(chosen[b] for b in sorted(chosen, reverse=True)))


def _omaha_parts(hole: Any, board: Any) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    h = _cards(hole, (4,), "Omaha hole")
    b = _cards(board, (3, 4, 5), "The Omaha board")
    parse_cards(h + b)  # a card can't be in the hole and on the board
    return h, b


def omaha_high(hole: Any, board: Any) -> HandValue:
    """Best Omaha high hand: exactly 2 of the 4 hole cards with exactly 3 of the 3-5 board cards.

    >>> omaha_high("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h").describe()
    'Flush, ace high'
    >>> omaha_high("As Kh Qd Jc", "2s 7s 9s Ts 4d").describe()   # one spade is no flush
    'High card, ace'
    """
    h, b = _omaha_parts(hole, board)
    best, five = -1, h[:0]
    for p in combinations(h, 2):
        for t in combinations(b, 3):
            s = score(p + t)
            if s > best:
                best, five = s, p + t
    return HandValue(best, display_order(five, best))


def omaha_low(hole: Any, board: Any) -> LowValue | None:
    """Best Omaha 8-or-better low from exactly 2 hole + 3 board cards, or ``None``.

    >>> omaha_low("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    LowValue('5-4-3-2-A low (the wheel)')
    >>> omaha_low("Ad 2d Ks Qs", "3c 4d 9h Th Jc") is None   # the board has only two low cards
    True
    """
    h, b = _omaha_parts(hole, board)
    best: tuple[int, tuple[Card, ...]] | None = None
    for p in combinations(h, 2):
        for t in combinations(b, 3):
            bits = [LOW_BIT_OF_CARD[c] for c in p + t]
            mask = bits[0] | bits[1] | bits[2] | bits[3] | bits[4]
            if mask.bit_count() == 5 and (best is None or mask < best[0]):
                best = (mask, p + t)
    if best is None:
        return None
    mask, five = best
    ordered = tuple(sorted(five, key=lambda c: LOW_BIT_OF_CARD[c], reverse=True))
    return LowValue(256 - mask, ordered)
