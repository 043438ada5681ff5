"""Exact counts over every Oasis Poker situation: the tables behind the exact house edge.

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

**One-card exchanges.** For a kept set ``K`` of 4 positions, discarding ``d`` and drawing ``r``
(both among the 47 others) leaves the dealer 4 of the 45 cards outside ``K + d + r``; the same
inclusion-exclusion over subsets of ``K``, with ``d`` and ``r`` added, gives every ``(d, r)``
at once (:func:`exchange_numerators`, about 1.3 ms per kept set), with a uint8 cumulative table
for every triple of positions. Kept sets are computed once per orbit of the permutations of
the three suits other than the up card's (50,181 of the 249,900 per up card) and spread to
the others (:func:`fill_from_canonical`). Each hand's five exchange values are then gathers.
Keep values (denominator C(46, 4)) and exchange values (46 replacements x C(45, 4)) share the
denominator ``DENOM_01`` = 42 x C(46, 4), so the optimal 0/1-card value of every situation is
an integer over it and the house edge is again an exact fraction.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from itertools import combinations
from math import comb
from typing import Any

import numpy as np

from ...combinatorics import BINOMIAL, SUIT_PERMUTATIONS, colex_rank, colex_subsets, prefix_sums
from ...errors import CardError
from ...evaluate import score_batch
from ...oasis.dealer_counts import N_SCORES, raise_numerator, upcard_table
from ...oasis.rules import PAY_LINES, pay_line_of_score

__all__ = [
    "FOLD",
    "RAISE",
    "EXCHANGE",
    "choose_01",
    "wagered_x46",
    "N_DEALER",
    "N_HANDS",
    "N_SITUATIONS",
    "N_DEALER_AFTER",
    "DENOM_01",
    "KEEP_FACTOR",
    "hand_positions",
    "hand_cards",
    "UpcardCounts",
    "raise_numerators",
    "upcard_numerators",
    "ExchangeTables",
    "exchange_numerators",
    "exchange_wins_by_line",
    "kept_values_by_line",
    "canonical_index",
    "kept_set_and_column",
    "position_perms",
    "kept_orbits",
    "fill_from_canonical",
    "kept_values",
    "exchange_tables",
    "hand_values_01",
    "needed_kept_ranks",
]

#: the paytable's lines (high card .. royal flush)
N_PAY_LINES = len(PAY_LINES)
N_DEALER = comb(46, 4)          # dealer completions once the player's 5 cards are known
N_HANDS = comb(52, 5)           # 2,598,960
N_SITUATIONS = N_HANDS * 47     # (hand, up card) situations


@functools.lru_cache(maxsize=1)
def hand_positions() -> np.ndarray:
    """All C(51, 5) = 2,349,060 five-subsets of positions 0..50, sorted rows, colex order
    (row ``i`` has colex rank ``i``)."""
    return colex_subsets(51, 5)


def hand_cards(upcard: int, positions: np.ndarray) -> np.ndarray:
    """Card ids of rows of positions (the 51 cards other than ``upcard``, in order)."""
    p = positions.astype(np.int64)
    return p + (p >= upcard)


@functools.lru_cache(maxsize=1)
def _kept_sets() -> np.ndarray:
    """Every 4-subset of the 51 positions (a dealer's unknown cards, or a kept set), colex
    order, int64 for the table arithmetic."""
    out = colex_subsets(51, 4).astype(np.int64)
    out.setflags(write=False)
    return out


class UpcardCounts:
    """Count tables of the dealer's C(51, 4) = 249,900 hands for one up card.

    >>> t = UpcardCounts(51)  # up card A-club: all hands, those with position 0, with 0 and 1
    >>> int(t.cum_total[-1]), int(t.cum_single[0, -1]), int(t.cum_pair[N_SCORES])
    (249900, 19600, 1176)
    """

    def __init__(self, upcard: int):
        self.upcard = int(upcard)
        scores, _ = upcard_table(self.upcard)       # colex order of _kept_sets()
        self.scores = scores.astype(np.int64)
        combos = _kept_sets()
        self.cum_total = np.concatenate([[0], np.cumsum(np.bincount(self.scores,
                                                                    minlength=N_SCORES))])
        keys = (combos * N_SCORES + self.scores[:, None]).ravel()
        hist = np.bincount(keys, minlength=51 * N_SCORES).reshape(51, N_SCORES)
        self.cum_single = prefix_sums(hist, np.int64)
        pairs = [(a, b) for a in range(4) for b in range(a + 1, 4)]
        pid = np.stack([BINOMIAL[combos[:, b], 2] + combos[:, a] for a, b in pairs], axis=1)
        hist = np.bincount((pid * N_SCORES + self.scores[:, None]).ravel(),
                           minlength=comb(51, 2) * N_SCORES).reshape(-1, N_SCORES)
        self.cum_pair = prefix_sums(hist, np.int32).ravel()  # flat: pair * (N_SCORES + 1) + x
        triples = [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
        tid = np.stack([BINOMIAL[combos[:, c], 3] + BINOMIAL[combos[:, b], 2] + combos[:, a]
                        for a, b, c in triples], axis=1)
        # every triple lies in exactly 48 dealer hands, so triple t's keys start at 48 t
        self.triple_keys = np.sort(((tid << 13) | self.scores[:, None]).ravel())

    def count_below(self, P: np.ndarray, X: np.ndarray) -> np.ndarray:
        """Dealer hands avoiding every position of ``P[i]`` (sorted, shape (M, 5)) that score
        below each ``X[i, t]`` (shape (M, T)): inclusion-exclusion over subsets of P[i]."""
        P = P.astype(np.int64)
        X = np.asarray(X, dtype=np.int64)
        W = N_SCORES + 1
        out = self.cum_total[X]
        for i in range(5):
            out -= self.cum_single[P[:, i:i + 1], X]
        for i in range(5):
            for j in range(i + 1, 5):
                base = (BINOMIAL[P[:, j], 2] + P[:, i]) * W
                out += self.cum_pair[base[:, None] + X]
        keys = self.triple_keys
        for i in range(5):
            for j in range(i + 1, 5):
                for k in range(j + 1, 5):
                    t = BINOMIAL[P[:, k], 3] + BINOMIAL[P[:, j], 2] + P[:, i]
                    out -= np.searchsorted(keys, (t << 13)[:, None] + X) - 48 * t[:, None]
        for skip in range(5):
            q = np.delete(P, skip, axis=1)
            rank = BINOMIAL[q[:, 3], 4] + BINOMIAL[q[:, 2], 3] + BINOMIAL[q[:, 1], 2] + q[:, 0]
            out += self.scores[rank][:, None] < X
        return out


def raise_numerators(table: UpcardCounts, positions: np.ndarray, scores: np.ndarray,
                     mult: np.ndarray, qualifier: int, raise_antes: int,
                     wins: np.ndarray | None = None) -> np.ndarray:
    """Raise EV x C(46, 4) (an integer) of each player hand ``positions`` (rows) with hand
    scores ``scores``: dealer not qualifying +1, player wins +1 + raise_antes x multiple,
    tie 0, dealer wins -(1 + raise_antes). ``wins``, if given, receives how many of the
    C(46, 4) dealer hands qualify and lose (those the paytable multiple is paid on)."""
    sp = scores.astype(np.int64)
    X = np.stack([np.full_like(sp, qualifier), sp, sp + 1], axis=1)
    c = table.count_below(positions, X)
    if wins is not None:
        wins[:] = np.where(sp >= qualifier, c[:, 1] - c[:, 0], 0)
    return raise_numerator(c[:, 0], c[:, 1], c[:, 2], sp, mult[sp], N_DEALER, qualifier,
                           raise_antes)


def upcard_numerators(upcard: int, mult: np.ndarray, qualifier: int, raise_antes: int,
                      chunk: int = 100_000, rows: slice | np.ndarray | None = None,
                      progress: Callable[[int], None] | None = None,
                      wins: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(player scores, raise numerators) of every player hand avoiding ``upcard`` (rows of
    :func:`hand_positions`, or the subset ``rows``). ``wins`` (int64, one per hand), if
    given, receives the qualifying dealer hands each hand beats (of C(46, 4))."""
    table = UpcardCounts(upcard)
    pos = hand_positions() if rows is None else hand_positions()[rows]
    scores = np.empty(len(pos), dtype=np.int16)
    nums = np.empty(len(pos), dtype=np.int64)
    for lo in range(0, len(pos), chunk):
        p = pos[lo:lo + chunk]
        s = score_batch(hand_cards(upcard, p).astype(np.int8), check=False)
        scores[lo:lo + chunk] = s
        nums[lo:lo + chunk] = raise_numerators(
            table, p, s, mult, qualifier, raise_antes,
            None if wins is None else wins[lo:lo + chunk])
        if progress:
            progress(len(p))
    return scores, nums


# --- one-card exchanges ---------------------------------------------------------------------

N_DEALER_AFTER = comb(45, 4)     # dealer completions after a one-card exchange (148,995)
#: common denominator of keep (x C(46, 4)) and one-card exchange (x 46 C(45, 4)) values
DENOM_01 = 46 * N_DEALER_AFTER   # = 42 * C(46, 4) = 6,853,770
KEEP_FACTOR = DENOM_01 // N_DEALER
_W = N_SCORES + 1


class ExchangeTables(UpcardCounts):
    """:class:`UpcardCounts` plus a cumulative table for every triple of positions (each
    triple lies in 48 dealer hands, so uint8 counts), for the one-card exchange values."""

    def __init__(self, upcard: int):
        super().__init__(upcard)
        combos = _kept_sets()
        triples = [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
        tid = np.stack([BINOMIAL[combos[:, c], 3] + BINOMIAL[combos[:, b], 2] + combos[:, a]
                        for a, b, c in triples], axis=1)
        hist = np.zeros((comb(51, 3), _W), dtype=np.uint8)
        np.add.at(hist, (tid.ravel(), np.repeat(self.scores, 4) + 1), 1)
        self.cum_triple = np.cumsum(hist, axis=1, dtype=np.uint8).ravel()
        del self.triple_keys

    def n_containing(self, cols: list[np.ndarray], x: np.ndarray) -> np.ndarray:
        """Dealer hands containing the positions ``cols`` (distinct, any order; each an array
        broadcasting with ``x``) that score below ``x``."""
        k = len(cols)
        if k == 0:
            return self.cum_total[x]
        if k == 1:
            return self.cum_single[cols[0], x]
        # colex rank of the set: each member's rank among the members gives its column
        rank = 0
        for j, e in enumerate(cols):
            pos = sum((o < e).astype(np.int64) for i, o in enumerate(cols) if i != j)
            rank = rank + BINOMIAL[e, pos + 1]
        if k == 2:
            return self.cum_pair[rank * _W + x]
        if k == 3:
            return self.cum_triple[rank * _W + x].astype(np.int64)
        return (self.scores[rank] < x).astype(np.int64)


def exchange_numerators(tables: ExchangeTables, K: np.ndarray, mult: np.ndarray,
                        qualifier: int, raise_antes: int
                        ) -> tuple[np.ndarray, np.ndarray]:
    """For kept sets ``K`` (rows of 4 sorted positions) and every discard ``d`` of the 47
    other positions (columns, in order): the one-card exchange value x DENOM_01 (every
    replacement ``r`` of the 46 left, then the better of fold and raise; fee of 1 Ante
    included), and how many of the 46 replacements lead to a raise.

    Dealer hands avoid K, d and r: inclusion-exclusion over subsets S of K, with d and r::

        avoid = sum_S (-1)^|S| [N(S) - N(S+d) - N(S+r) + N(S+d+r)]
    """
    value, raises, _ = _exchange(tables, K, mult, qualifier, raise_antes, by_line=False)
    return value, raises


def exchange_wins_by_line(tables: ExchangeTables, K: np.ndarray, mult: np.ndarray,
                          qualifier: int, raise_antes: int
                          ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`exchange_numerators` and, per kept set, discard and paytable line (shape
    (B, 47, 10)), the (replacement, dealer hand) pairs, of 46 x C(45, 4), in which the player
    raises after the draw (raise better than fold under ``mult``), the dealer qualifies and the
    player wins with a hand of that line: what the line's multiple is paid on. A change of
    the line's multiple by 1 moves the exchange value (x DENOM_01) by ``raise_antes`` times
    this count while the fold/raise choices stay those of ``mult``."""
    value, raises, lines = _exchange(tables, K, mult, qualifier, raise_antes, by_line=True)
    assert lines is not None
    return value, raises, lines


def _exchange(tables: ExchangeTables, K: np.ndarray, mult: np.ndarray, qualifier: int,
              raise_antes: int, by_line: bool, raise_if: np.ndarray | None = None
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    K = K.astype(np.int64)
    B = len(K)
    allpos = np.arange(51)
    inK = np.zeros((B, 51), dtype=bool)
    inK[np.arange(B)[:, None], K] = True
    pool = np.broadcast_to(allpos, (B, 51))[~inK].reshape(B, 47)        # (B, 47)
    # player's hand K + r for every r
    hands = np.concatenate([np.repeat(K[:, None, :], 47, axis=1), pool[:, :, None]], axis=2)
    sp = score_batch(hand_cards(tables.upcard, hands.reshape(-1, 5)).astype(np.int8),
                     check=False)
    sp = sp.astype(np.int64).reshape(B, 47)
    X = np.stack([np.full_like(sp, qualifier), sp, sp + 1], axis=2)    # (B, r, 3)
    kc = [K[:, i] for i in range(4)]
    subsets = [(s, (-1) ** len(s)) for n in range(5) for s in combinations(range(4), n)]
    # F0[b, r, t]: avoiding K
    F0: Any = 0
    for s, sign in subsets:
        F0 = F0 + sign * tables.n_containing([kc[i][:, None, None] for i in s], X)
    # F1[b, c, r, t]: containing c, avoiding K (c = pool card on axis 1, threshold of r)
    c4 = pool[:, :, None, None]
    X4 = X[:, None, :, :]
    F1: Any = 0
    for s, sign in subsets:
        if len(s) <= 3:
            F1 = F1 + sign * tables.n_containing(
                [kc[i][:, None, None, None] for i in s] + [c4], X4)
    # F2[b, d, r, t]: containing d and r, avoiding K
    d4 = pool[:, :, None, None]
    r4 = pool[:, None, :, None]
    F2: Any = 0
    for s, sign in subsets:
        if len(s) <= 2:
            F2 = F2 + sign * tables.n_containing(
                [kc[i][:, None, None, None] for i in s] + [d4, r4], X4)
    idx = np.arange(47)
    F1rr = F1[:, idx, idx, :]                                          # (B, r, t)
    cnt = F0[:, None, :, :] - F1 - F1rr[:, None, :, :] + F2            # (B, d, r, t)
    qual = (sp >= qualifier)[:, None, :]
    nq = cnt[..., 0]
    win = np.where(qual, cnt[..., 1] - nq, 0)
    tie = np.where(qual, cnt[..., 2] - cnt[..., 1], 0)
    loss = N_DEALER_AFTER - nq - win - tie
    num = nq + win * (1 + raise_antes * mult[sp][:, None, :]) - (1 + raise_antes) * loss
    if raise_if is None:   # the better of fold and raise after the draw
        go = num > -N_DEALER_AFTER
    else:                  # a fixed rule: raise the hands whose score it marks
        go = np.broadcast_to(raise_if[sp][:, None, :], num.shape)
    best = np.where(go, num, -N_DEALER_AFTER)
    off = ~np.eye(47, dtype=bool)                                      # r != d
    value = (best * off).sum(axis=2) - DENOM_01                        # fee: 1 Ante
    raised = go & off
    raises = raised.sum(axis=2)
    if not by_line:
        return value, raises, None
    line = pay_line_of_score()[sp]                                     # (B, r)
    one_hot = (line[:, :, None] == np.arange(N_PAY_LINES)).astype(np.int64)
    lines = np.einsum("bdr,brk->bdk", np.where(raised, win, 0), one_hot)
    return value, raises, lines


# --- suit symmetry of the kept cards ----------------------------------------------------------
# With the up card a spade, permuting hearts, diamonds and clubs changes nothing: the values of
# a kept set K follow from those of the smallest (colex) K among its images.

#: the 6 suit permutations that keep spades (suit 0) in place
_SPADE_FIXING_PERMS = [p for p in SUIT_PERMUTATIONS if p[0] == 0]


def position_perms(upcard: int) -> np.ndarray:
    """(6, 51): where each suit permutation fixing spades sends each position (``upcard``
    must be a spade)."""
    if upcard % 4:
        raise CardError("the up card must be a spade (suit 0)")
    cards = hand_cards(upcard, np.arange(51))
    out = np.empty((len(_SPADE_FIXING_PERMS), 51), dtype=np.int64)
    for i, perm in enumerate(_SPADE_FIXING_PERMS):
        moved = 4 * (cards >> 2) + np.array(perm)[cards & 3]
        out[i] = moved - (moved > upcard)
    return out


def _rank4(rows: np.ndarray) -> np.ndarray:
    """Colex rank of each row of 4 positions, in any order."""
    return colex_rank(np.sort(rows, axis=1))


@functools.lru_cache(maxsize=2)
def kept_orbits(upcard: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every kept set (rows of _kept_sets()): the colex rank of its canonical image
    and which permutation gives it; and the sorted canonical ranks."""
    K4 = _kept_sets().astype(np.int64)
    perms = position_perms(upcard)
    ranks = np.stack([_rank4(p[K4]) for p in perms])
    which = ranks.argmin(axis=0)
    canon = ranks[which, np.arange(len(K4))]
    return canon, which, np.unique(canon)


def canonical_index(upcard: int) -> tuple[np.ndarray, np.ndarray]:
    """For every kept set (rows of _kept_sets()) and discard column: the row of its canonical
    image in ``kept_orbits(upcard)[2]`` (shape (C(51, 4), 1)) and the discard's column there
    (shape (C(51, 4), 47))."""
    canon, which, U = kept_orbits(upcard)
    K4 = _kept_sets().astype(np.int64)
    perms = position_perms(upcard)
    inK = np.zeros((len(K4), 51), dtype=bool)
    inK[np.arange(len(K4))[:, None], K4] = True
    pool = np.broadcast_to(np.arange(51), inK.shape)[~inK].reshape(-1, 47)
    q = perms[which[:, None], pool]                                   # image of each discard
    Kc = _kept_sets().astype(np.int64)[canon]                  # canonical kept set
    idx = q - (Kc[:, None, :] < q[:, :, None]).sum(axis=2)            # its column there
    loc = np.searchsorted(U, canon)
    return loc[:, None], idx


def fill_from_canonical(upcard: int, values: np.ndarray) -> np.ndarray:
    """Values (rows: canonical kept sets in the order of ``kept_orbits(upcard)[2]``; columns:
    the 47 discards) spread to every kept set of _kept_sets()."""
    loc, idx = canonical_index(upcard)
    return values[loc, idx]


def kept_set_and_column(rows: Any, discard: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For hands ``rows`` of :func:`hand_positions` (all if None) and the index 0..4 of the
    card each discards: the colex rank of the 4 cards kept and the discard's column (0..46)
    among the 47 positions outside them, as :func:`exchange_numerators` numbers them."""
    P = (hand_positions() if rows is None else hand_positions()[rows]).astype(np.int64)
    discard = np.asarray(discard, dtype=np.int64)
    keep = np.arange(5)[None, :] != discard[:, None]
    kept = P[keep].reshape(len(P), 4)
    rank = sum(BINOMIAL[kept[:, j], j + 1] for j in range(4))
    return rank, P[np.arange(len(P)), discard] - discard


def kept_values(upcard: int, kept_ranks: np.ndarray, mult: np.ndarray, qualifier: int,
                raise_antes: int, batch: int = 64, raise_if: np.ndarray | None = None
                ) -> tuple[np.ndarray, np.ndarray]:
    """:func:`exchange_numerators` for the kept sets with these colex ranks, in batches.
    ``raise_if`` (a bool per hand score), if given, replaces the better of fold and raise
    after the draw by a fixed rule: raise exactly the hands it marks (a simple strategy's
    exact value, :mod:`pokerlib.oasis.simple_rule`)."""
    vals, raises, _ = _kept(upcard, kept_ranks, mult, qualifier, raise_antes, batch, False,
                            raise_if)
    return vals, raises


def kept_values_by_line(upcard: int, kept_ranks: np.ndarray, mult: np.ndarray,
                        qualifier: int, raise_antes: int, batch: int = 64
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`exchange_wins_by_line` for the kept sets with these colex ranks, in batches
    (the counts per line as int32: at most 46 x C(45, 4) < 2^23)."""
    vals, raises, lines = _kept(upcard, kept_ranks, mult, qualifier, raise_antes, batch, True)
    assert lines is not None
    return vals, raises, lines


def _kept(upcard: int, kept_ranks: np.ndarray, mult: np.ndarray, qualifier: int,
          raise_antes: int, batch: int, by_line: bool, raise_if: np.ndarray | None = None
          ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    tables = exchange_tables(upcard)
    K4 = _kept_sets()
    vals = np.empty((len(kept_ranks), 47), dtype=np.int64)
    raises = np.empty((len(kept_ranks), 47), dtype=np.int8)
    lines = np.empty((len(kept_ranks), 47, N_PAY_LINES), dtype=np.int32) if by_line else None
    for lo in range(0, len(kept_ranks), batch):
        v, r, w = _exchange(tables, K4[kept_ranks[lo:lo + batch]], mult, qualifier,
                            raise_antes, by_line, raise_if)
        vals[lo:lo + batch] = v
        raises[lo:lo + batch] = r
        if lines is not None and w is not None:
            lines[lo:lo + batch] = w
    return vals, raises, lines


@functools.lru_cache(maxsize=1)
def exchange_tables(upcard: int) -> ExchangeTables:
    return ExchangeTables(upcard)


def hand_values_01(upcard: int, mult: np.ndarray, qualifier: int, raise_antes: int,
                   E: np.ndarray, R: np.ndarray, rows: Any = None,
                   kept_ranks: np.ndarray | None = None, keep_wins: np.ndarray | None = None
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per player hand (rows of :func:`hand_positions`, or ``rows``): score, keep value x
    DENOM_01, the five one-card exchange values x DENOM_01 (discarding column i of the sorted
    positions) and their raise counts (of 46 replacements). ``E``/``R``: exchange values and
    raise counts per kept set (row = colex rank, or the row of ``kept_ranks`` if given).
    ``keep_wins``: as in :func:`upcard_numerators` (of C(46, 4), not x DENOM_01)."""
    pos = hand_positions() if rows is None else hand_positions()[rows]
    scores, keep = upcard_numerators(upcard, mult, qualifier, raise_antes, rows=rows,
                                     wins=keep_wins)
    P = pos.astype(np.int64)
    ex = np.empty((len(P), 5), dtype=np.int64)
    rz = np.empty((len(P), 5), dtype=np.int64)
    for i in range(5):
        kept = np.delete(P, i, axis=1)
        rank = sum(BINOMIAL[kept[:, j], j + 1] for j in range(4))
        if kept_ranks is not None:
            rank = np.searchsorted(kept_ranks, rank)
        ex[:, i] = E[rank, P[:, i] - i]   # i kept positions lie below the discard
        rz[:, i] = R[rank, P[:, i] - i]
    return scores, keep * KEEP_FACTOR, ex, rz


def needed_kept_ranks(rows: Any) -> np.ndarray:
    """Sorted colex ranks of every kept set (hand minus one card) of the hands ``rows``."""
    P = hand_positions()[rows].astype(np.int64)
    ranks = [sum(BINOMIAL[np.delete(P, i, axis=1)[:, j], j + 1] for j in range(4))
             for i in range(5)]
    return np.unique(np.concatenate(ranks))


#: the 0/1-card choices, in the order :func:`choose_01` numbers them
FOLD, RAISE, EXCHANGE = range(3)


def choose_01(keep: np.ndarray, exchange: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each hand's best choice (fold, raise or its best one-card exchange; ties go to fold,
    then raise), that choice's value, and which card the best exchange discards."""
    discard = exchange.argmax(axis=1)
    best_exchange = exchange[np.arange(len(exchange)), discard]
    fold = np.full_like(keep, -DENOM_01)   # -1 Ante
    choices = np.stack([fold, keep, best_exchange], axis=1)
    action = choices.argmax(axis=1)
    return action, choices[np.arange(len(keep)), action], discard


def wagered_x46(action: np.ndarray, raising_replacements: np.ndarray,
                 rules: Any) -> np.ndarray:
    """Points wagered per hand (Ante, fee, Raise) x 46: a fold wagers the Ante, a raise the
    Ante and the Raise, an exchange the Ante and the fee, plus the Raise after each of the
    46 replacements that leads to a raise."""
    ante, fee, raise_ = 1, rules.fee_for(1), rules.raise_antes
    fold = ante * 46
    keep_and_raise = (ante + raise_) * 46
    exchange = (ante + fee) * 46 + raise_ * raising_replacements
    return np.select([action == FOLD, action == RAISE], [fold, keep_and_raise], exchange)
