"""Exact Oasis Poker values over every situation (internal; used by :mod:`pokerlib.oasis`).

The no-exchange game (fold, or raise with the five cards dealt) is evaluated for **all**
2,598,960 x 47 (hand, up card) situations. Suits are symmetric, so only the 13 up cards of one
suit are computed, each weighing 4.

For one up card ``u`` the other 51 cards are numbered 0..50 (*positions*). A dealer hand is
``u`` plus 4 of them; a player hand is 5 of them, and the dealer's 4 must avoid those 5. How
many dealer hands avoiding the player's set ``P`` score below ``x`` follows by
inclusion-exclusion over the subsets ``S`` of ``P`` (the dealer has only 4 unknown cards, so
``|S| <= 4``)::

    avoid(P, x) = sum over S of (-1)^|S| * N(S, x)
    N(S, x) = dealer hands u + (4 of 51) that contain S and score below x

``N`` comes from count tables built once per up card: cumulative by score for ``S`` empty
(7,463 entries), one card (51 rows) and two cards (1,275 rows); for three cards (48 hands
each) a sorted key array searched with :func:`numpy.searchsorted`; for four cards the one hand's
score. Every player hand's counts below the qualifier, below its own score and below its score
+ 1 are then numpy gathers, in integers: the raise EV of a situation is an exact fraction with
denominator C(46, 4) = 163,185, and the house edge an exact fraction too.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from math import comb
from typing import Callable

import numpy as np

from ._oasis_tables import NS, colex_combos, upcard_table
from .evaluate import score_batch

N_DEALER = comb(46, 4)          # dealer completions once the player's 5 cards are known
N_HANDS = comb(52, 5)           # 2,598,960
N_SITUATIONS = N_HANDS * 47     # (hand, up card) situations
_BIN = np.array([[comb(i, j) for j in range(6)] for i in range(52)], dtype=np.int64)


@functools.lru_cache(maxsize=1)
def hand_positions() -> np.ndarray:
    """All C(51, 5) = 2,349,060 five-subsets of positions 0..50, sorted rows, colex order
    (row ``i`` has colex rank ``i``)."""
    return _colex(51, 5)


def _colex(n: int, k: int) -> np.ndarray:
    """k-subsets of range(n) in colex order, built with numpy (no Python tuples)."""
    rows = np.zeros((1, 0), dtype=np.int8)  # the empty subset
    for j in range(k):
        # subsets of size j + 1: each largest element m after every j-subset of range(m)
        parts = [np.hstack([rows[:comb(m, j)], np.full((comb(m, j), 1), m, dtype=np.int8)])
                 for m in range(j, n)]
        rows = np.concatenate(parts)
    rows.setflags(write=False)
    return rows


def hand_cards(upcard: int, positions: np.ndarray) -> np.ndarray:
    """Card ids of rows of positions (the 51 cards other than ``upcard``, in order)."""
    p = positions.astype(np.int64)
    return p + (p >= upcard)


class UpcardCounts:
    """Count tables of the dealer's C(51, 4) = 249,900 hands for one up card.

    >>> t = UpcardCounts(51)  # up card A-club: all hands, those with position 0, with 0 and 1
    >>> int(t.cum_total[-1]), int(t.cum_single[0, -1]), int(t.cum_pair[NS])
    (249900, 19600, 1176)
    """

    def __init__(self, upcard: int):
        self.upcard = int(upcard)
        scores, _ = upcard_table(self.upcard)       # colex order of colex_combos(51, 4)
        self.scores = scores.astype(np.int64)
        combos = colex_combos(51, 4)
        self.cum_total = np.concatenate([[0], np.cumsum(np.bincount(self.scores,
                                                                    minlength=NS))])
        keys = (combos * NS + self.scores[:, None]).ravel()
        hist = np.bincount(keys, minlength=51 * NS).reshape(51, NS)
        self.cum_single = _cum(hist, np.int64)
        pairs = [(a, b) for a in range(4) for b in range(a + 1, 4)]
        pid = np.stack([_BIN[combos[:, b], 2] + combos[:, a] for a, b in pairs], axis=1)
        hist = np.bincount((pid * NS + self.scores[:, None]).ravel(),
                           minlength=comb(51, 2) * NS).reshape(-1, NS)
        self.cum_pair = _cum(hist, np.int32).ravel()  # flat: pair * (NS + 1) + x
        triples = [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
        tid = np.stack([_BIN[combos[:, c], 3] + _BIN[combos[:, b], 2] + combos[:, a]
                        for a, b, c in triples], axis=1)
        # every triple lies in exactly 48 dealer hands, so triple t's keys start at 48 t
        self.triple_keys = np.sort(((tid << 13) | self.scores[:, None]).ravel())

    def count_below(self, P: np.ndarray, X: np.ndarray) -> np.ndarray:
        """Dealer hands avoiding every position of ``P[i]`` (sorted, shape (M, 5)) that score
        below each ``X[i, t]`` (shape (M, T)): inclusion-exclusion over subsets of P[i]."""
        P = P.astype(np.int64)
        X = np.asarray(X, dtype=np.int64)
        W = NS + 1
        out = self.cum_total[X]
        for i in range(5):
            out -= self.cum_single[P[:, i:i + 1], X]
        for i in range(5):
            for j in range(i + 1, 5):
                base = (_BIN[P[:, j], 2] + P[:, i]) * W
                out += self.cum_pair[base[:, None] + X]
        keys = self.triple_keys
        for i in range(5):
            for j in range(i + 1, 5):
                for k in range(j + 1, 5):
                    t = _BIN[P[:, k], 3] + _BIN[P[:, j], 2] + P[:, i]
                    out -= np.searchsorted(keys, (t << 13)[:, None] + X) - 48 * t[:, None]
        for skip in range(5):
            q = np.delete(P, skip, axis=1)
            rank = _BIN[q[:, 3], 4] + _BIN[q[:, 2], 3] + _BIN[q[:, 1], 2] + q[:, 0]
            out += self.scores[rank][:, None] < X
        return out


def _cum(hist: np.ndarray, dtype) -> np.ndarray:
    out = np.zeros(hist.shape[:-1] + (hist.shape[-1] + 1,), dtype=dtype)
    np.cumsum(hist, axis=-1, out=out[..., 1:])
    return out


def raise_numerators(table: UpcardCounts, positions: np.ndarray, scores: np.ndarray,
                     mult: np.ndarray, qualifier: int, raise_antes: int) -> np.ndarray:
    """Raise EV x C(46, 4) (an integer) of each player hand ``positions`` (rows) with hand
    scores ``scores``: dealer not qualifying +1, player wins +1 + raise_antes x multiple,
    tie 0, dealer wins -(1 + raise_antes)."""
    sp = scores.astype(np.int64)
    X = np.stack([np.full_like(sp, qualifier), sp, sp + 1], axis=1)
    c = table.count_below(positions, X)
    qual = sp >= qualifier
    nq = c[:, 0]
    win = np.where(qual, c[:, 1] - nq, 0)
    tie = np.where(qual, c[:, 2] - c[:, 1], 0)
    loss = N_DEALER - nq - win - tie
    return nq + win * (1 + raise_antes * mult[sp]) - (1 + raise_antes) * loss


def upcard_numerators(upcard: int, mult: np.ndarray, qualifier: int, raise_antes: int,
                      chunk: int = 100_000, rows: slice | np.ndarray | None = None,
                      progress: Callable[[int], None] | None = None
                      ) -> tuple[np.ndarray, np.ndarray]:
    """(player scores, raise numerators) of every player hand avoiding ``upcard`` (rows of
    :func:`hand_positions`, or the subset ``rows``)."""
    table = UpcardCounts(upcard)
    pos = hand_positions() if rows is None else hand_positions()[rows]
    scores = np.empty(len(pos), dtype=np.int16)
    nums = np.empty(len(pos), dtype=np.int64)
    for lo in range(0, len(pos), chunk):
        p = pos[lo:lo + chunk]
        s = score_batch(hand_cards(upcard, p).astype(np.int8))
        scores[lo:lo + chunk] = s
        nums[lo:lo + chunk] = raise_numerators(table, p, s, mult, qualifier, raise_antes)
        if progress:
            progress(len(p))
    return scores, nums


def edge_fraction(total_numerator: int) -> Fraction:
    """House edge per Ante from the sum over all situations of the best EV x C(46, 4)."""
    return Fraction(-total_numerator, N_SITUATIONS * N_DEALER)
