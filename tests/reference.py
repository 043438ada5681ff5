"""A slow, obvious reference evaluator used only by the tests (after Peter Norvig's poker ranker).

It shares no code with :mod:`pokerlib.evaluate`: cards are ``(rank, suit)`` pairs with ranks
2..14, a five-card hand is ranked by counting ranks, and every larger hand is the best of its
five-card subsets (Omaha: exactly two hole cards with exactly three board cards). Its keys are
tuples that compare the way poker hands do, so ``key(a) > key(b)`` means ``a`` wins.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

RANK_OF = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
SUIT_ORDER = "shdc"  # pokerlib's documented index order: index = (rank - 2) * 4 + suit

# category numbers, weakest first (the same meaning as pokerlib.evaluate.HandCategory)
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)

# shape of the rank counts -> category, when the hand is neither a straight nor a flush
_BY_COUNTS = {
    (4, 1): QUADS,
    (3, 2): FULL_HOUSE,
    (3, 1, 1): TRIPS,
    (2, 2, 1): TWO_PAIR,
    (2, 1, 1, 1): ONE_PAIR,
    (1, 1, 1, 1, 1): HIGH_CARD,
}


def card(text: str) -> tuple[int, str]:
    """``'As'`` -> ``(14, 's')``."""
    return RANK_OF[text[0].upper()], text[1].lower()


def cards(text: str) -> list[tuple[int, str]]:
    return [card(t) for t in text.split()]


def from_index(i: int) -> tuple[int, str]:
    """A pokerlib card index 0..51 as ``(rank, suit)``."""
    return int(i) // 4 + 2, SUIT_ORDER[int(i) % 4]


def hand_key(hand) -> tuple:
    """Rank exactly five cards: ``(category, ranks grouped by count then rank)``."""
    assert len(hand) == 5
    counts = Counter(r for r, _ in hand)
    # ranks ordered by (count, rank), highest first: the ranks that make the category lead
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(c for _, c in groups)
    ranks = tuple(r for r, _ in groups)
    if ranks == (14, 5, 4, 3, 2):
        ranks = (5, 4, 3, 2, 1)  # the wheel: the ace plays low
    straight = len(ranks) == 5 and ranks[0] - ranks[4] == 4
    flush = len({s for _, s in hand}) == 1
    if straight and flush:
        cat = STRAIGHT_FLUSH
    elif flush:
        cat = FLUSH
    elif straight:
        cat = STRAIGHT
    else:
        cat = _BY_COUNTS[shape]
    return cat, ranks


def best_key(hand) -> tuple:
    """The best five-card key among all five-card subsets of 5..7 cards."""
    return max(hand_key(list(five)) for five in combinations(hand, 5))


def best_five(hand) -> list:
    return list(max(combinations(hand, 5), key=lambda f: hand_key(list(f))))


def low_key(hand) -> tuple | None:
    """Ace-to-five low of exactly five cards: the ranks high to low (ace = 1) if they are five
    different ranks of 8 or lower, else ``None``. A *smaller* tuple is a *better* low."""
    assert len(hand) == 5
    ranks = sorted((1 if r == 14 else r for r, _ in hand), reverse=True)
    if len(set(ranks)) != 5 or ranks[0] > 8:
        return None
    return tuple(ranks)


def best_low(hand) -> tuple | None:
    lows = [k for five in combinations(hand, 5) if (k := low_key(list(five))) is not None]
    return min(lows) if lows else None


def omaha_fives(hole, board):
    """Every legal Omaha five: 2 of the 4 hole cards with 3 of the board cards (60 on a river)."""
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            yield list(two) + list(three)


def omaha_high_key(hole, board) -> tuple:
    return max(hand_key(f) for f in omaha_fives(hole, board))


def omaha_low_key(hole, board) -> tuple | None:
    lows = [k for f in omaha_fives(hole, board) if (k := low_key(f)) is not None]
    return min(lows) if lows else None
