"""The 5-card exchange's exact value for many dead sets at once.

Exchanging all five cards leaves a value before the fee that depends only on the dead set: the
five discards D and the up card u. The kernel (:mod:`pokerlib.oasis.kernel`) values the draws
by class: draws with the same ranks, the same flush or none, and the same cards of the up
card's suit are worth the same. Those class values depend on D only through

* the ranks of D (with multiplicity), which fix how many cards of each rank the pool holds, and
* the ranks of D's cards of the up card's suit, which fix the pool's cards of that suit (the
  only suit the dealer can flush in),

together the dead set's **up-suit class**. Two dead sets of one up-suit class differ only in
how their other suits are spread, which changes only how many draws of five distinct ranks,
none of the up card's suit, are flushes. So one kernel call on any member gives

    sums(D) = base + sum over the three other suits s of G(A_s(D)),

``base``: every such draw counted as a plain hand; ``A_s(D)``: the ranks of suit s left in
D's pool; ``G(A)``: the sum, over the 5-rank sets inside A, of (value as a flush) - (value as
a plain hand). Both the fold-allowed sums (Casino Senator, Europa, BGaming) and the forced-raise
ones (Galewind) come out of one call, as exact integers over :data:`DENOM5`.

A whole game has 1,104,740 up-suit classes (84,980 per up-card rank) against 5,649,150
suit classes of dead sets and 122,151,120 situations.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from math import comb

import numpy as np

from ...oasis.rules import OasisRules

__all__ = ["DENOM5", "SplitSums", "up_suit_class", "rank_keys", "up_suit_keys", "split_sums",
           "member_sums"]

#: the 5-card value's denominator: C(46, 5) draws x C(41, 4) dealer hands
DENOM5 = comb(46, 5) * comb(41, 4)

_BITS = np.arange(8192)
_HAS_BIT = [(_BITS >> i) & 1 == 1 for i in range(13)]


@dataclass(frozen=True)
class SplitSums:
    """One up-suit class's kernel result: ``base_best``/``base_raise``/``base_raises`` (every
    draw of five distinct ranks and none of the up card's suit counted as a plain hand), and
    per set of ranks A (a 13-bit mask) the flush corrections ``g_best[A]``/``g_raise[A]``/
    ``g_raises[A]`` of one suit whose ranks left in the pool are A. ``raises`` counts the
    draws after which raising beats folding."""

    base_best: int
    base_raise: int
    base_raises: int
    g_best: np.ndarray
    g_raise: np.ndarray
    g_raises: np.ndarray


def up_suit_class(hand: Iterable[int], upcard: int) -> tuple[tuple[int, ...], int]:
    """The dead set's up-suit class: its ranks, sorted, and the rank bits of its cards of
    the up card's suit. Card ids as in :mod:`pokerlib.cards` (rank = id >> 2, suit = id & 3)."""
    cards = [int(c) for c in hand]
    su = int(upcard) & 3
    return (tuple(sorted(c >> 2 for c in cards)),
            sum(1 << (c >> 2) for c in cards if c & 3 == su))


def rank_keys(cards: np.ndarray) -> np.ndarray:
    """Per row of card ids (n x 5): a number that is the same exactly for rows with the same
    ranks (a rank class, against one up card)."""
    return np.sort(cards >> 2, axis=1) @ (13 ** np.arange(5, dtype=np.int64))


def up_suit_keys(cards: np.ndarray, upcard: int) -> np.ndarray:
    """Per row of card ids (n x 5): a number that is the same exactly for rows of one up-suit
    class, :func:`up_suit_class` for many hands at once."""
    up_bits = np.where((cards & 3) == (upcard & 3), 1 << (cards >> 2), 0).sum(axis=1)
    return rank_keys(cards) * 8192 + up_bits


def _subset_sums(delta: np.ndarray) -> np.ndarray:
    """G[A] = sum of delta[B] over the subsets B of A (13-bit masks)."""
    g = delta.astype(np.int64).copy()
    for i in range(13):
        has = _HAS_BIT[i]
        g[has] += g[_BITS[has] ^ (1 << i)]
    return g


def split_sums(hand: Iterable[int], upcard: int, rules: OasisRules) -> SplitSums:
    """The kernel's split 5-card sums for the dead set ``hand`` + ``upcard`` (card ids): valid,
    with :func:`member_sums`, for every dead set of the same up-suit class."""
    from ...oasis.kernel import draw_sums, kernel_tables
    from ...oasis.rules import check_swing, multiples_by_score

    check_swing(rules.paytable, rules.raise_antes)   # the int64 sums stay exact
    cards = [int(c) for c in hand]
    up = int(upcard)
    pool = np.asarray([c for c in range(52) if c != up and c not in cards], dtype=np.int64)
    ks = np.zeros(6, dtype=np.int64)
    ks[5] = 1
    sb, sr, rz, _, dplain, dflush = draw_sums(
        np.asarray(cards, dtype=np.int64), up, pool,
        multiples_by_score(rules.paytable).astype(np.int64), int(rules.qualifier_score),
        int(rules.raise_antes), ks, 1, *kernel_tables())
    tot = comb(41, 4)
    d_best = np.maximum(dflush, -tot) - np.maximum(dplain, -tot)
    d_raises = (dflush > -tot).astype(np.int64) - (dplain > -tot).astype(np.int64)
    return SplitSums(int(sb[31]), int(sr[31]), int(rz[31]), _subset_sums(d_best),
                     _subset_sums(dflush - dplain), _subset_sums(d_raises))


def member_sums(hand: Iterable[int], upcard: int, split: SplitSums) -> tuple[int, int, int]:
    """The exact 5-card sums of the dead set ``hand`` + ``upcard`` from its up-suit class's
    :func:`split_sums`: best of fold and raise after the draw, always raise (both over
    :data:`DENOM5`), and the number of draws after which raising is right."""
    cards = [int(c) for c in hand]
    su = int(upcard) & 3
    best, forced, raises = split.base_best, split.base_raise, split.base_raises
    for s in range(4):
        if s == su:
            continue
        left = 8191 & ~sum(1 << (c >> 2) for c in cards if c & 3 == s)
        best += int(split.g_best[left])
        forced += int(split.g_raise[left])
        raises += int(split.g_raises[left])
    return best, forced, raises
