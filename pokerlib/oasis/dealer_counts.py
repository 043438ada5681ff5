"""Counting the dealer's hands: how many of the dealer's possible hands do not qualify, lose
to, tie with or beat a player's score, when some unknown cards are out of the dealer's reach.

This is the engine behind :func:`pokerlib.oasis.advise`. The dealer's hand is the up card plus
4 of the ``n`` unknown cards (the *pool*, 46 cards before any exchange). :class:`DealerCounts`
scores all ``C(n, 4)`` completions once with :func:`~pokerlib.evaluate.score_batch` and keeps
**cumulative** counts: ``cum_total[x]`` is the number of completions scoring below ``x``;
``cum_single[p, x]`` the same among completions that contain pool card ``p``; ``cum_pair`` for
two given cards; sorted keys for three; the single completion made of four given cards.
Completions that avoid a set ``R`` of replacement cards (the player's new cards) then follow
by inclusion-exclusion::

    avoid(R) = all - sum contain(p) + sum contain(p, q) - sum contain(p, q, r) + contain(R4)

so every count is exact integer arithmetic and no completion is scored twice.
"""

from __future__ import annotations

import functools
from itertools import combinations
from math import comb
from typing import Any

import numpy as np

from ..combinatorics import colex_rank, colex_subsets, prefix_sums
from ..errors import CardError
from ..evaluate import N_CLASSES, score_batch

__all__ = [
    "N_SCORES",
    "DealerCounts",
    "replacement_sets",
    "upcard_table",
    "raise_ev",
    "raise_numerator",
]

#: The number of distinct hand scores (7,462): count tables have one column per score.
N_SCORES = N_CLASSES
_KEY_SHIFT = 13  # triple keys: triple id << 13 | score (scores < 8192)


@functools.lru_cache(maxsize=8)
def replacement_sets(n: int, k: int) -> np.ndarray:
    """Every set of ``k`` positions out of a pool of ``n`` cards, as a read-only int64
    ``(C(n, k), k)`` array in colex order (:func:`~pokerlib.combinatorics.colex_subsets`, kept
    in int64 because the advisor indexes and counts with it on every call)."""
    out = colex_subsets(n, k).astype(np.int64)
    out.setflags(write=False)
    return out


class DealerCounts:
    """Cumulative score counts of the dealer's completions from a pool of unknown cards.

    >>> from pokerlib.cards import parse_cards
    >>> hand, up = parse_cards("Qs Qd 8h 8c 2d"), parse_cards("Ks")[0]
    >>> pool = [c for c in range(52) if c not in hand and c != up]
    >>> d = DealerCounts(pool, up)
    >>> d.total, int(d.cum_total[-1])
    (163185, 163185)
    """

    def __init__(self, pool: Any, upcard: int):
        self.pool = np.asarray(sorted(int(c) for c in pool), dtype=np.int64)
        self.n = len(self.pool)
        self.upcard = int(upcard)
        self.combos = replacement_sets(self.n, 4)
        self.total = len(self.combos)
        # The up card's completions from all 51 other cards are scored once (cached); those
        # drawn only from the pool keep their colex order, so they line up with self.combos.
        scores51, bits51 = upcard_table(self.upcard)
        pool_bits = sum(1 << int(c) for c in self.pool)
        inside = (bits51 & np.uint64(~pool_bits & (2 ** 64 - 1))) == 0
        self.scores = scores51[inside].astype(np.int64)
        if len(self.scores) != self.total:
            raise CardError("the pool of unknown cards must not contain the up card")
        self.cum_total = prefix_sums(np.bincount(self.scores, minlength=N_SCORES))

    @functools.cached_property
    def cum_single(self) -> np.ndarray:
        """(n, N_SCORES + 1): completions containing pool card p with score below x."""
        keys = (self.combos * N_SCORES + self.scores[:, None]).ravel()
        hist = np.bincount(keys, minlength=self.n * N_SCORES).reshape(self.n, N_SCORES)
        return prefix_sums(hist)

    @functools.cached_property
    def cum_pair(self) -> np.ndarray:
        """(C(n, 2), N_SCORES + 1), indexed by the pair's colex rank."""
        cols = list(combinations(range(4), 2))
        pid = np.stack([colex_rank(self.combos[:, list(c)]) for c in cols], axis=1)
        keys = (pid * N_SCORES + self.scores[:, None]).ravel()
        npairs = comb(self.n, 2)
        hist = np.bincount(keys, minlength=npairs * N_SCORES).reshape(npairs, N_SCORES)
        return prefix_sums(hist.astype(np.int32))

    @functools.cached_property
    def triple_keys(self) -> np.ndarray:
        """Sorted keys ``triple rank << 13 | score`` of every (triple, completion) incidence."""
        cols = list(combinations(range(4), 3))
        tid = np.stack([colex_rank(self.combos[:, list(c)]) for c in cols], axis=1)
        return np.sort(((tid << _KEY_SHIFT) | self.scores[:, None]).ravel())

    def count_below_single(self, R: np.ndarray, X: np.ndarray) -> np.ndarray:
        """:meth:`count_below` for one replacement card per row (``R`` shape (M, 1)), fast:
        scores are first bucketed by the few thresholds asked about."""
        X = np.asarray(X, dtype=np.int64)
        T, where = np.unique(X, return_inverse=True)
        where = where.reshape(X.shape)
        B = len(T) + 1
        bucket = np.searchsorted(T, self.scores, side="right")  # thresholds <= score
        total = np.cumsum(np.bincount(bucket, minlength=B))
        keys = (self.combos * B + bucket[:, None]).ravel()
        single = np.cumsum(np.bincount(keys, minlength=self.n * B).reshape(self.n, B), axis=1)
        # count(score < T[i]) = hands in buckets 0..i
        r = np.asarray(R, dtype=np.int64).reshape(len(X), 1)
        return total[where] - single[r, where]

    def count_below(self, R: np.ndarray, X: np.ndarray) -> np.ndarray:
        """For each row: how many completions avoid every pool position in ``R[i]`` (sorted,
        shape (M, k)) and score below each threshold ``X[i, t]`` (shape (M, T))."""
        R = np.asarray(R, dtype=np.int64).reshape(len(X), -1)
        X = np.asarray(X, dtype=np.int64)
        out = self.cum_total[X].astype(np.int64)
        k = R.shape[1]
        for size in range(1, min(k, 4) + 1):
            sign = -1 if size % 2 else 1
            for cols in combinations(range(k), size):
                sub = R[:, list(cols)]
                if size == 1:
                    part = self.cum_single[sub[:, 0][:, None], X]
                elif size == 2:
                    part = self.cum_pair[colex_rank(sub)[:, None], X]
                elif size == 3:
                    base = colex_rank(sub)[:, None] << _KEY_SHIFT
                    keys = self.triple_keys
                    part = np.searchsorted(keys, base + X) - np.searchsorted(keys, base)
                else:
                    part = self.scores[colex_rank(sub)][:, None] < X
                out += sign * part.astype(np.int64)
        return out


@functools.lru_cache(maxsize=52)
def upcard_table(upcard: int) -> tuple[np.ndarray, np.ndarray]:
    """Scores of the dealer's C(51, 4) completions of ``upcard`` in colex order of the other
    51 cards, and each completion's 4 cards as a 52-bit mask."""
    others = np.array([c for c in range(52) if c != upcard], dtype=np.int64)
    cards = others[colex_subsets(51, 4)]
    hands = np.empty((len(cards), 5), dtype=np.int64)
    hands[:, 0] = upcard
    hands[:, 1:] = cards
    scores = score_batch(hands, check=False)
    bits = np.bitwise_or.reduce(np.left_shift(np.uint64(1), cards.astype(np.uint64)), axis=1)
    scores.setflags(write=False)
    bits.setflags(write=False)
    return scores, bits


def raise_ev(counts_q: Any, counts_sp: Any, counts_sp1: Any, sp: Any, mult: Any, total: int,
             qualifier: int, raise_antes: int) -> np.ndarray:
    """Expected result in Antes of raising (before fees) from dealer counts.

    ``counts_q``: completions below the qualifier (they do not qualify); ``counts_sp`` /
    ``counts_sp1``: completions scoring below ``sp`` / ``sp + 1``; ``mult``: the paytable
    multiple of the player's hand. Dealer does not qualify: +1 (Ante wins, Raise pushes);
    player wins: +1 + raise_antes * mult; tie: 0; dealer wins: -(1 + raise_antes).
    """
    return raise_numerator(counts_q, counts_sp, counts_sp1, sp, mult, total, qualifier,
                           raise_antes) / total


def raise_numerator(counts_q: Any, counts_sp: Any, counts_sp1: Any, sp: Any, mult: Any,
                    total: int, qualifier: int, raise_antes: int) -> np.ndarray:
    """:func:`raise_ev` times ``total``: an integer when the counts and multiples are."""
    sp = np.asarray(sp)
    qual = sp >= qualifier
    nq = counts_q
    win = np.where(qual, counts_sp - counts_q, 0)
    tie = np.where(qual, counts_sp1 - counts_sp, 0)
    loss = total - nq - win - tie
    return nq + win * (1 + raise_antes * np.asarray(mult)) - (1 + raise_antes) * loss
