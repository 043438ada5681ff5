"""Exact preflop counting: how often each of two or more hold'em hands wins or ties over every
board (1,712,304 heads-up), counting the boards without a flush by rank pattern (6,175 patterns
instead of 1.7 million boards) and dealing only the boards where someone can make a flush: a
few milliseconds instead of a pass over every board.

>>> from pokerlib.cards import parse_cards
>>> aa, kk = parse_cards("Ah Ad"), parse_cards("Kh Kd")
>>> preflop_showdown_counts(tuple(map(int, aa)), tuple(map(int, kk)))
(1410336, 9308, 292660, 1712304)
>>> c = preflop_counts([(48, 49), (44, 45), (30, 34)])     # three hands
>>> c.boards, [int(w) for w in c.win]
(1370754, [868654, 205734, 291609])
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from ..cards import parse_cards
from ..combinatorics import BINOMIAL, subsets
from ..errors import EquityError
from ..evaluate import CARD_RANK_BIT, CARD_RANK_KEY, RANK_KEYS, lookup_tables

__all__ = ["rank_patterns", "preflop_showdown_counts", "preflop_counts", "PreflopCounts"]


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
        raise EquityError(key="eq_two_hands_share", value=' '.join(map(str, a)),
                          value2=' '.join(map(str, b)))
    return tuple(map(int, a)), tuple(map(int, b))


def preflop_showdown_counts(h1: Any, h2: Any) -> tuple[int, int, int, int]:
    """Exact ``(wins of h1, ties, wins of h2, boards)`` over all 1,712,304 preflop boards for
    two hold'em hands that share no card (card indices, Cards or text)."""
    h1, h2 = _two_hands(h1, h2)
    c = preflop_counts([h1, h2])
    return int(c.win[0]), int(c.tie[0]), int(c.win[1]), c.boards


class PreflopCounts(NamedTuple):
    """Exact counts over every board for each hand: boards it wins alone (``win``), boards it
    ties for the best hand (``tie``), its share of the pots in boards (``share``: a tie of
    ``n`` hands counts ``1/n``; equity = share / boards), and the number of ``boards``."""

    win: np.ndarray
    tie: np.ndarray
    share: np.ndarray
    boards: int


def _tally(scores: np.ndarray, ways: np.ndarray | None = None
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Wins alone, ties and pot shares (P,) of P hands over the boards whose scores are the
    columns of ``scores`` (P, M), each board counted ``ways`` times (once if None)."""
    best = scores.max(0)
    top = scores == best
    n = top.sum(0)
    w = np.ones(scores.shape[1], dtype=np.int64) if ways is None else ways
    win = ((top & (n == 1)) * w).sum(1)
    tie = ((top & (n > 1)) * w).sum(1)
    share = (top * (w / n)).sum(1)
    return win, tie, share


def preflop_counts(holes: Sequence[Sequence[int]], dead: Sequence[int] = ()) -> PreflopCounts:
    """Exact counts for two or more two-card hands (card indices 0..51, all distinct, and
    none of them among the ``dead`` cards) over every board of five of the remaining cards.
    The caller checks the cards (:func:`pokerlib.equity.equity` does)."""
    t = lookup_tables()
    dense = t["dense"][7]
    holes_arr = np.array([tuple(map(int, h)) for h in holes], dtype=np.intp)
    used = {int(c) for c in holes_arr.ravel()} | {int(c) for c in dead}
    # boards without a flush for anyone are counted per rank pattern
    avail = np.full(13, 4, dtype=np.int64)
    for c in used:
        avail[c >> 2] -= 1
    counts, keys = rank_patterns()
    ways = BINOMIAL[avail[None, :], counts].prod(1)
    ok = ways > 0
    ways, keys = ways[ok], keys[ok]
    hrk = CARD_RANK_KEY[holes_arr].sum(1)
    win, tie, share = _tally(dense[keys[None, :] + hrk[:, None]], ways)
    boards = int(ways.sum())
    # then every board with 3+ cards of one suit where someone can have a flush is dealt, and
    # its non-flush verdict above is replaced by the true one. Such a board is (k cards of the
    # suit) x (5 - k others), so its sums are outer sums of the two parts; and five or more
    # cards of one suit among seven leave no room for a full house, so a flush holder's score
    # is the flush score of that suit alone.
    flush_t = t["flush_np"]
    for s in range(4):
        held = [sum(1 for c in h if c & 3 == s) for h in holes_arr.tolist()]
        hbits = [sum(1 << (c >> 2) for c in h if c & 3 == s) for h in holes_arr.tolist()]
        suited = np.array([c for c in range(52) if c & 3 == s and c not in used], np.intp)
        other = np.array([c for c in range(52) if c & 3 != s and c not in used], np.intp)
        for k in range(max(3, 5 - max(held)), min(5, len(suited)) + 1):
            a = suited[subsets(len(suited), k)]
            b = other[subsets(len(other), 5 - k)]
            if not len(a) or not len(b):
                continue
            brk = (CARD_RANK_KEY[a].sum(1)[:, None] + CARD_RANK_KEY[b].sum(1)[None, :]).ravel()
            amask = CARD_RANK_BIT[a].sum(1)
            plain = dense[brk[None, :] + hrk[:, None]]
            true = plain.copy()
            for p in range(len(holes_arr)):
                if k + held[p] >= 5:  # five of the suit: a flush, better than any plain hand
                    true[p] = np.repeat(flush_t[amask + hbits[p]], len(b))
            for sign, scores in ((-1, plain), (1, true)):
                w, ti, sh = _tally(scores)
                win, tie, share = win + sign * w, tie + sign * ti, share + sign * sh
    return PreflopCounts(win, tie, share, boards)
