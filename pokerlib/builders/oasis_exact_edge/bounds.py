"""Cheap exact upper bounds on the multi-card exchanges of every Oasis Poker situation, and
the (hand, up card) suit classes they are computed on (docs/oasis-exact.md, stage 1).

For one up card ``u`` (a spade; the other suits are the same game, weight 4) the other 51
cards are numbered 0..50 (*positions*) as in :mod:`pokerlib.builders.oasis_exact_edge.counts`.

**The bound.** A final hand ``h`` has the exact raise value ``c`` when only ``h`` and ``u`` are
known (:func:`~pokerlib.builders.oasis_exact_edge.counts.upcard_numerators`). After an exchange of
``k``
cards the ``k`` discards ``D`` are dead too, and::

    raise(h | D) - c = sum over dealer hands touching D of (c - pay) / C(46 - k, 4)

A won hand pays at least ``c`` (so adds nothing); a dealer who does not qualify pays 1, a tie
0, a loss ``-(1 + Raise)``. Bounding each touching hand's count by the ``k`` largest per-card
counts over all 51 cards (a union bound) gives, exactly in integers (units of
``1 / (C(46, 4) C(46 - k, 4))``)::

    B_k(h) = max(-1, c + [(c - 1)+ T_nq,k + c+ T_tie,k(s) + (c + 1 + Raise) T_loss,k(s)]
                        / C(46 - k, 4))  >=  max(fold, raise(h | D))  for every D

An option (keep ``K``, discard ``D``, ``|D| = k``) is worth the mean over the draws ``R`` (k of
the 46 unseen cards) of ``max(fold, raise(K + R | D))``, so at most the mean of ``B_k(K + R)``.
With the superset sums ``S_k(X) = sum of B_k(h) over the 5-sets h containing X``, the draws
avoiding ``D`` are a Moebius inversion over the subsets of the dealt hand::

    sum over R of B_k(K + R) = sum over E subset of D of (-1)^|E| S_k(K + E)

so every option of every situation costs at most 32 look-ups once ``S_k`` is built (about a
second per up card). An option whose bound minus its fee is below the best known value
(max(fold, raise) here; the exact 0/1-card best later) is **never** optimal there.

**Suit classes.** Permuting the three suits other than the up card's changes nothing, so only
the smallest (colex) hand of each orbit is valued, weighing 4 x the orbit's size.
"""

from __future__ import annotations

import functools
from math import comb
from typing import Any

import numpy as np
from numba import njit

from ...combinatorics import BINOMIAL, colex_subsets
from ...oasis.dealer_counts import N_SCORES, upcard_table
from ...oasis.rules import OasisRules, multiples_by_score
from .counts import hand_positions, position_perms, upcard_numerators

__all__ = ["N0", "UpcardBounds", "upcard_bounds", "suit_classes", "option_bounds",
           "HANDS_BY_LINE", "BOUND_SUMS_LIMIT", "bound_sums_weight", "check_bound_sums"]

#: dealer completions once the player's five cards are known
N0 = comb(46, 4)
#: a pruned option's bound must lie below the best known value by more than this (Antes);
#: the bound sums are exact integers, only the final division is rounded (error < 1e-12)
SAFETY = 1e-9
#: 5-card hands of a 52-card deck on each paytable line, high card .. royal flush (an up card's
#: 51 positions hold no more of any line)
HANDS_BY_LINE = (1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4)
#: How large :func:`bound_sums_weight` may be. A hand ``h`` of raise numerator ``c`` (a sum of
#: N0 payouts, each at most a_h = max(1 + Raise x its multiple, 1 + Raise) in size) has a bound
#: numerator ``v = c nk + (c - N0)+ T_nq + c+ T_tie + (c + (1 + Raise) N0) T_loss`` with
#: nk = C(46 - k, 4) and each T at most k x C(50, 3) (k per-card counts of dealer hands), so
#: ``|v| <= N0 a_h (nk + 4 k C(50, 3))``. The superset sums add these over the hands of an up
#: card, so they stay exact in int64 while N0 x max_k (nk + 4 k C(50, 3)) x sum_h a_h < 2**63;
#: sum_h a_h is at most :func:`bound_sums_weight`. (int64 sums wrap exactly, so only the totals
#: must fit, not the partial sums of the inclusion-exclusion.)
BOUND_SUMS_LIMIT = (2**63 - 1) // (N0 * max(comb(46 - k, 4) + 4 * k * comb(50, 3)
                                         for k in range(2, 6)))
_OFFSETS = np.array([0, 1, 52, 52 + 1275, 52 + 1275 + 20825, 52 + 1275 + 20825 + 249900],
                    dtype=np.int64)


def bound_sums_weight(rules: OasisRules) -> int:
    """The payouts of the largest sizes (Antes, a won or a lost hand, whichever is larger)
    weighted by how many hands pay on each line: what the bound sums must hold.

    >>> bound_sums_weight(OasisRules.bgaming()) < BOUND_SUMS_LIMIT // 10
    True
    """
    ra = rules.raise_antes
    return sum(n * max(1 + ra * m, 1 + ra) for n, m in zip(HANDS_BY_LINE, rules.paytable))


def check_bound_sums(rules: OasisRules) -> None:
    """Refuse, with a :class:`~pokerlib.errors.RulesError`, rules whose bound sums could pass
    2**63 (:data:`BOUND_SUMS_LIMIT`)."""
    from ...errors import RulesError

    weight = bound_sums_weight(rules)
    if weight > BOUND_SUMS_LIMIT:
        raise RulesError(key="oasis_edge_bound_sums", weight=f"{weight:,}",
                         largest=f"{BOUND_SUMS_LIMIT:,}")


@functools.lru_cache(maxsize=1)
def _dealer_sets() -> np.ndarray:
    return colex_subsets(51, 4).astype(np.int64)


def per_card_tops(upcard: int, qualifier: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``T_nq[k]``, ``T_tie[k, s]``, ``T_loss[k, s]`` (k = 0..5): the sums of the ``k``
    largest per-card counts of dealer hands (up card + 4 of the 51 positions) that do not
    qualify, that score exactly ``s`` (a tie; 0 below the qualifier) and that beat ``s``."""
    scores, _ = upcard_table(upcard)
    sc = scores.astype(np.int64)
    combos = _dealer_sets()
    keys = (combos * N_SCORES + sc[:, None]).ravel()
    hist = np.bincount(keys, minlength=51 * N_SCORES).reshape(51, N_SCORES)
    below = np.concatenate([np.zeros((51, 1), np.int64), np.cumsum(hist, axis=1)], axis=1)
    total = below[:, -1]                                    # 19,600 each
    s = np.arange(N_SCORES)
    nq = below[:, qualifier]
    tie = np.where(s >= qualifier, hist, 0)                 # (51, S)
    loss = total[:, None] - below[:, np.maximum(qualifier, s + 1)]
    t_nq = np.concatenate([[0], np.cumsum(np.sort(nq)[::-1])[:5]])
    t_tie = np.zeros((6, N_SCORES), np.int64)
    t_loss = np.zeros((6, N_SCORES), np.int64)
    t_tie[1:] = np.cumsum(-np.sort(-tie, axis=0)[:5], axis=0)
    t_loss[1:] = np.cumsum(-np.sort(-loss, axis=0)[:5], axis=0)
    return t_nq, t_tie, t_loss


@njit(cache=True)
def _bound_numerators(nums: Any, scores: Any, k: int, nk: int, n0: int, ra: int, t_nq: Any,
                      t_tie: Any, t_loss: Any) -> Any:  # pragma: no cover - compiled
    """B_k of every hand as an integer over ``n0 * nk``."""
    out = np.empty(nums.shape[0], dtype=np.int64)
    floor = -n0 * nk
    for i in range(nums.shape[0]):
        c = nums[i]
        s = scores[i]
        v = c * nk + max(c - n0, 0) * t_nq[k] + max(c, 0) * t_tie[k, s] \
            + (c + (1 + ra) * n0) * t_loss[k, s]
        out[i] = max(v, floor)
    return out


@njit(cache=True)
def _superset_sums(pos: Any, bnum: Any, binom: Any, offsets: Any) -> Any:  # pragma: no cover
    """S(X) for every set X of 0..4 positions (flat, by size then colex rank): the sum of
    ``bnum`` over the 5-sets (rows of ``pos``) containing X."""
    out = np.zeros(offsets[5], dtype=np.int64)
    for i in range(pos.shape[0]):
        b = bnum[i]
        for m in range(31):          # every proper subset (mask 31 is the hand itself)
            r = 0
            j = 0
            for t in range(5):
                if m >> t & 1:
                    j += 1
                    r += binom[pos[i, t], j]
            out[offsets[j] + r] += b
    return out


@njit(cache=True)
def _classes(pos: Any, perms: Any, binom: Any) -> tuple[Any, Any]:  # pragma: no cover
    """For every hand row: whether it is the smallest (colex) of its orbit under ``perms``
    (position maps), and the orbit's size."""
    n = pos.shape[0]
    canon = np.zeros(n, dtype=np.bool_)
    size = np.zeros(n, dtype=np.int8)
    img = np.empty(perms.shape[0], dtype=np.int64)
    q = np.empty(5, dtype=np.int64)
    for i in range(n):
        for p in range(perms.shape[0]):
            for t in range(5):
                q[t] = perms[p, pos[i, t]]
            q.sort()
            r = 0
            for t in range(5):
                r += binom[q[t], t + 1]
            img[p] = r
        lo = img.min()
        if lo == i:
            canon[i] = True
            img.sort()
            d = 1
            for p in range(1, img.shape[0]):
                if img[p] != img[p - 1]:
                    d += 1
            size[i] = d
    return canon, size


@njit(cache=True)
def _option_bounds(rows: Any, pos: Any, sums: Any, bnum: Any, ks: Any, scale: Any,
                   binom: Any, offsets: Any) -> Any:  # pragma: no cover - compiled
    """For each hand row and discard mask 0..31: the bound on the option's value before the
    fee (Antes; NaN where the mask's size is not in ``ks``). ``sums``/``bnum``: per k."""
    out = np.full((rows.shape[0], 32), np.nan)
    srank = np.empty(32, dtype=np.int64)
    ssize = np.empty(32, dtype=np.int64)
    for a in range(rows.shape[0]):
        i = rows[a]
        for m in range(32):
            r = 0
            j = 0
            for t in range(5):
                if m >> t & 1:
                    j += 1
                    r += binom[pos[i, t], j]
            srank[m] = r
            ssize[m] = j
        for d in range(1, 32):
            k = ssize[d]
            if ks[k] == 0:
                continue
            kept = 31 ^ d
            tot = 0
            e = d
            while True:                      # every subset E of D (including D and empty)
                x = kept | e
                if ssize[x] == 5:
                    v = bnum[k, i]
                else:
                    v = sums[k, offsets[ssize[x]] + srank[x]]
                if ssize[e] & 1:
                    tot -= v
                else:
                    tot += v
                if e == 0:
                    break
                e = (e - 1) & d
            out[a, d] = tot / scale[k]
    return out


class UpcardBounds:
    """The stage-1 bounds for one up card (a spade) under ``rules``: the exact no-dead raise
    numerators and scores of every hand, the bound numerators ``B_k`` and their superset sums
    for the multi-card counts the rules allow."""

    def __init__(self, upcard: int, rules: OasisRules):
        rules = OasisRules.check(rules)
        check_bound_sums(rules)
        self.upcard = int(upcard)
        self.rules = rules
        q, ra = rules.qualifier_score, rules.raise_antes
        self.scores, self.nums = upcard_numerators(self.upcard,
                                                   multiples_by_score(rules.paytable), q, ra)
        t_nq, t_tie, t_loss = per_card_tops(self.upcard, q)
        self.ks = np.zeros(6, dtype=np.int64)
        for k in rules.exchange_counts:
            if k >= 2 and rules.max_exchanges:
                self.ks[k] = 1
        pos = hand_positions().astype(np.int64)
        self.bnum = np.zeros((6, len(pos)), dtype=np.int64)
        self.sums = np.zeros((6, int(_OFFSETS[5])), dtype=np.int64)
        self.scale = np.ones(6)
        sc = self.scores.astype(np.int64)
        for k in range(2, 6):
            if not self.ks[k]:
                continue
            nk = comb(46 - k, 4)
            b = _bound_numerators(self.nums, sc, k, nk, N0, ra, t_nq, t_tie, t_loss)
            if float(np.abs(b.astype(np.float64)).sum()) > 4e18:   # int64 sums stay exact
                raise OverflowError("bound sums too large for int64")
            self.bnum[k] = b
            self.sums[k] = _superset_sums(pos, b, BINOMIAL, _OFFSETS)
            self.scale[k] = float(N0) * nk * comb(46, k)

    def bounds(self, rows: np.ndarray) -> np.ndarray:
        """(len(rows), 32): each option's bound in Antes before the fee (NaN: not bounded)."""
        return _option_bounds(np.asarray(rows, dtype=np.int64),
                              hand_positions().astype(np.int64), self.sums, self.bnum,
                              self.ks, self.scale, BINOMIAL, _OFFSETS)


def upcard_bounds(upcard: int, rules: OasisRules) -> UpcardBounds:
    return _cached_bounds(int(upcard), rules)


@functools.lru_cache(maxsize=1)
def _cached_bounds(upcard: int, rules: OasisRules) -> UpcardBounds:
    return UpcardBounds(upcard, rules)


@functools.lru_cache(maxsize=2)
def suit_classes(upcard: int) -> tuple[np.ndarray, np.ndarray]:
    """The hand rows (of :func:`~pokerlib.builders.oasis_exact_edge.counts.hand_positions`) that
    are the
    smallest of their orbit under the permutations of the three other suits, and each one's
    weight: 4 (the up card's suits) x the orbit's size. The weights sum to 4 x C(51, 5)."""
    canon, size = _classes(hand_positions().astype(np.int64), position_perms(upcard),
                           BINOMIAL)
    rows = np.flatnonzero(canon)
    return rows, 4 * size[rows].astype(np.int64)


def option_bounds(hand: Any, upcard: Any, rules: OasisRules) -> dict[int, float]:
    """The stage-1 bound (Antes, before the fee) of each multi-card discard mask of one
    situation (bit ``i`` = the ``i``-th card of ``hand`` as given) - for tests and checks."""
    from ...cards import Card
    from .counts import hand_cards  # noqa: F401  (positions below)

    up = int(Card(upcard)) if not isinstance(upcard, int) else upcard
    cards = [int(Card(c)) if not isinstance(c, int) else c for c in hand]
    # move to the spade of the up card's rank: swap suits 0 and the up card's suit
    su = up & 3

    def move(c: int) -> int:
        s = c & 3
        return (c & ~3) | (0 if s == su else su if s == 0 else s)

    up0 = move(up)
    moved = [move(c) for c in cards]
    p = [c - (c > up0) for c in moved]
    order = sorted(range(5), key=lambda t: p[t])
    srt = sorted(p)
    row = sum(comb(srt[j], j + 1) for j in range(5))
    b = upcard_bounds(up0, rules).bounds(np.array([row]))[0]
    out = {}
    for m in range(1, 32):
        if np.isnan(b[m]):
            continue
        given = sum(1 << order[t] for t in range(5) if m >> t & 1)
        out[given] = float(b[m])
    return out
