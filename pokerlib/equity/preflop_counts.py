"""Exact heads-up preflop counting: how often each of two hold'em hands wins or ties over all
1,712,304 boards, counting the boards without a flush by rank pattern (6,175 patterns instead
of 1.7 million boards) and dealing only the boards where a flush is possible.

>>> from pokerlib.cards import parse_cards
>>> aa, kk = parse_cards("Ah Ad"), parse_cards("Kh Kd")
>>> preflop_showdown_counts(tuple(map(int, aa)), tuple(map(int, kk)))
(1410336, 9308, 292660, 1712304)
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from ..cards import parse_cards
from ..combinatorics import BINOMIAL, subsets
from ..errors import EquityError
from ..evaluate import CARD_RANK_BIT, CARD_RANK_KEY, RANK_KEYS, lookup_tables

__all__ = ["rank_patterns", "preflop_showdown_counts"]


@functools.lru_cache(maxsize=1)
def rank_patterns() -> tuple[np.ndarray, np.ndarray]:
    """Every multiset of 5 ranks with at most four of each (the rank patterns of a board):
    how many of each rank, a (6175, 13) array, and the patterns' rank key sums (6175,)."""
    rows = []

    def rec(r: int, left: int, acc: list[int]) -> None:
        if r == 12:
            if left <= 4:
                rows.append(acc + [left])
            return
        for k in range(min(left, 4) + 1):
            rec(r + 1, left - k, acc + [k])

    rec(0, 5, [])
    counts = np.array(rows, dtype=np.int64)
    keys = counts @ np.array(RANK_KEYS, dtype=np.int64)
    counts.setflags(write=False)
    keys.setflags(write=False)
    return counts, keys


def _two_hands(h1: Any, h2: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Check two two-card hands that share no card (card indices, Cards or text) and return
    them as tuples of card indices."""
    a, b = parse_cards(h1, count=2), parse_cards(h2, count=2)
    if set(a) & set(b):
        raise EquityError(f"the two hands share a card: {' '.join(map(str, a))} and "
                          f"{' '.join(map(str, b))}; give two hands with four distinct cards")
    return tuple(map(int, a)), tuple(map(int, b))


def preflop_showdown_counts(h1: Any, h2: Any) -> tuple[int, int, int, int]:
    """Exact ``(wins of h1, ties, wins of h2, boards)`` over all 1,712,304 preflop boards for
    two hold'em hands that share no card (card indices, Cards or text)."""
    h1, h2 = _two_hands(h1, h2)
    t = lookup_tables()
    dense = t["dense"][7]
    holes = np.array([h1, h2], dtype=np.intp)
    used = set(h1) | set(h2)
    # boards without a flush for anyone are counted per rank pattern
    avail = np.full(13, 4, dtype=np.int64)
    for c in used:
        avail[c >> 2] -= 1
    counts, keys = rank_patterns()
    ways = BINOMIAL[avail[None, :], counts].prod(1)
    ok = ways > 0
    ways, keys = ways[ok], keys[ok]
    hrk = CARD_RANK_KEY[holes].sum(1)
    s1, s2 = dense[keys + hrk[0]], dense[keys + hrk[1]]
    w1, tt, w2 = int(ways[s1 > s2].sum()), int(ways[s1 == s2].sum()), int(ways[s1 < s2].sum())
    # then every board with 3+ cards of one suit where someone can have a flush is dealt, and
    # its non-flush verdict above is replaced by the true one. Such a board is (k cards of the
    # suit) x (5 - k others), so its sums are outer sums of the two parts; and five or more
    # cards of one suit among seven leave no room for a full house, so a flush holder's score
    # is the flush score of that suit alone.
    flush_t = t["flush_np"]
    for s in range(4):
        held = [sum(1 for c in h if c & 3 == s) for h in (h1, h2)]
        hbits = [sum(1 << (c >> 2) for c in h if c & 3 == s) for h in (h1, h2)]
        suited = np.array([c for c in range(52) if c & 3 == s and c not in used], np.intp)
        other = np.array([c for c in range(52) if c & 3 != s and c not in used], np.intp)
        for k in range(max(3, 5 - max(held)), 6):
            a = suited[subsets(len(suited), k)]
            b = other[subsets(len(other), 5 - k)]
            brk = (CARD_RANK_KEY[a].sum(1)[:, None] + CARD_RANK_KEY[b].sum(1)[None, :]).ravel()
            amask = CARD_RANK_BIT[a].sum(1)
            n1, n2 = dense[brk + hrk[0]], dense[brk + hrk[1]]
            f1 = (np.repeat(flush_t[amask + hbits[0]], len(b)) if k + held[0] >= 5 else n1)
            f2 = (np.repeat(flush_t[amask + hbits[1]], len(b)) if k + held[1] >= 5 else n2)
            w1 += int(np.count_nonzero(f1 > f2)) - int(np.count_nonzero(n1 > n2))
            tt += int(np.count_nonzero(f1 == f2)) - int(np.count_nonzero(n1 == n2))
            w2 += int(np.count_nonzero(f1 < f2)) - int(np.count_nonzero(n1 < n2))
    return w1, tt, w2, w1 + tt + w2
