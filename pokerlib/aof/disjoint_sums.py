"""Sums over the opponents' hands that share no card, board by board: the counting kernel
of the exact push/fold values (:mod:`pokerlib.aof.multiway_exact`, docs/aof-exact.md).

On one board, every hole-card pair that misses the board (1,081 of the 1,326) is ranked once
with the fast evaluator's tables and the pairs are sorted by rank. For a player's hand ``h``
of rank ``R`` the kernel needs sums like

    Phi(h) = sum over hands g1, g2 of the opponents, pairwise disjoint and disjoint from h,
             of u1(g1) * u2(g2)

where each ``u`` is an opponent's weight (its frequency of the action taken) restricted to a
**set** of hands: those ranked below ``R`` (``LT``), at most ``R`` (``LE``), or every hand
(``ALL``, a player who folded: their cards are only removed from the deck). Disjointness is
handled by inclusion-exclusion over cards: with ``M[c]`` the weight of the set's hands that
hold card ``c`` and ``T`` the set's total,

    F(h)   = T - M[x] - M[y] + u(h)                   (one opponent, h = {x, y})
    Phi(h) = F1 F2 - sum_c M1h[c] M2h[c] + F12(h)     (two opponents)

where ``Mh[c] = M[c] - u({c, x}) - u({c, y})`` counts the hands with card ``c`` that miss
``h``, and ``F12`` is ``F`` of the product ``u1 u2`` (the pairs where both opponents hold the
same hand were subtracted twice). Sweeping the hands in rank order, ``M`` and ``T`` of the
``LT`` and ``LE`` sets grow by one hand at a time, so a board costs about ``1,081 x 52``
operations per set.

A *term* says which sums to add where: ``(row, m, a, b, p)`` adds ``coefficient * Phi`` for
``m`` opponents (1 or 2) with slots ``a`` (and ``b``, product slot ``p``) to ``out[row,
class of h]``, weighted by the board's weight; a *slot* is ``(vector, set)``: a row of the
weight vectors and ``LT``, ``LE`` or ``ALL``.

>>> import numpy as np
>>> from pokerlib.aof.suit_boards import board_classes
>>> boards, weights = board_classes()
>>> ones = np.ones((1, 1326))
>>> slots = np.array([[0, ALL]]); terms = np.array([[0, 1, 0, -1, -1]])
>>> out = board_sums(boards[:1], weights[:1], ones, slots, terms, np.ones(1), 1)
>>> int(out.sum()) == 4 * 1081 * 990       # (hand, opponent's hand) pairs on 4 boards
True
"""

from __future__ import annotations

import functools

import numpy as np
from numba import njit

from ..evaluate.tables import CARD_KEY, CARD_RANK_BIT, SUIT_BITS, lookup_tables
from .multiway_solver import class_of_card_pair

__all__ = ["LT", "LE", "ALL", "N_HANDS", "hand_cards", "pair_ids", "hand_classes",
           "board_ranks", "board_sums", "no_board_sums"]

#: The sets of an opponent's hands a slot counts: ranked below ``h``, at most ``h``, or all.
LT, LE, ALL = 0, 1, 2
#: Two-card hands of a 52-card deck.
N_HANDS = 1326


@functools.lru_cache(maxsize=1)
def hand_cards() -> np.ndarray:
    """The 1,326 hands as card pairs ``(a, b)``, ``a < b``, in lexicographic order."""
    out = np.array([(a, b) for a in range(52) for b in range(a + 1, 52)], dtype=np.int64)
    out.setflags(write=False)
    return out


@functools.lru_cache(maxsize=1)
def pair_ids() -> np.ndarray:
    """A 52 x 52 table: the index in :func:`hand_cards` of the hand ``{a, b}`` (-1 if a == b)."""
    t = np.full((52, 52), -1, dtype=np.int64)
    for i, (a, b) in enumerate(hand_cards()):
        t[a, b] = t[b, a] = i
    t.setflags(write=False)
    return t


@functools.lru_cache(maxsize=1)
def hand_classes() -> np.ndarray:
    """The starting-hand class (0..168) of each of the 1,326 hands."""
    hc = hand_cards()
    out = class_of_card_pair()[hc[:, 0], hc[:, 1]].astype(np.int64)
    out.setflags(write=False)
    return out


def _tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    t = lookup_tables()
    return (np.asarray(t["dense"][7], dtype=np.int64),
            np.asarray(t["flush_suit_np"], dtype=np.int64),
            np.asarray(t["flush_np"], dtype=np.int64))


@njit(cache=True)
def _ranks(board: np.ndarray, hands: np.ndarray, key: np.ndarray, rank_bit: np.ndarray,
           dense: np.ndarray, fsuit: np.ndarray, flush: np.ndarray, suit_bits: int
           ) -> np.ndarray:
    """Each hand's score on the board (0..7461), -1 for a hand that holds a board card."""
    out = np.full(len(hands), -1, dtype=np.int64)
    used = np.int64(0)
    bkey = np.int64(0)
    for j in range(5):
        used |= np.int64(1) << board[j]
        bkey += key[board[j]]
    for i in range(len(hands)):
        a, b = hands[i, 0], hands[i, 1]
        if (used >> a) & 1 or (used >> b) & 1:
            continue
        k = bkey + key[a] + key[b]
        s = fsuit[k & 0xFFF]
        if s < 0:
            out[i] = dense[k >> suit_bits]
        else:
            m = 0
            for j in range(5):
                if board[j] & 3 == s:
                    m += rank_bit[board[j]]
            if a & 3 == s:
                m += rank_bit[a]
            if b & 3 == s:
                m += rank_bit[b]
            out[i] = flush[m]
    return out


def board_ranks(board: np.ndarray) -> np.ndarray:
    """The 1,326 hands' scores on a five-card ``board`` (-1 where a hand holds a board card):
    the same scores as :func:`~pokerlib.evaluate.score_batch` of the seven cards."""
    dense, fsuit, flush = _tables()
    return _ranks(np.asarray(board, dtype=np.int64), hand_cards(), CARD_KEY.astype(np.int64),
                  CARD_RANK_BIT.astype(np.int64), dense, fsuit, flush, SUIT_BITS)


@njit(cache=True)
def _add_hand(g: int, slot_vec: np.ndarray, slot_set: np.ndarray, which: int,
              vecs: np.ndarray, hands: np.ndarray, M: np.ndarray, T: np.ndarray) -> None:
    a, b = hands[g, 0], hands[g, 1]
    for s in range(len(slot_vec)):
        if slot_set[s] == which:
            w = vecs[slot_vec[s], g]
            M[s, a] += w
            M[s, b] += w
            T[s] += w


@njit(cache=True)
def _pass(rank: np.ndarray, bw: float, vecs: np.ndarray, slot_vec: np.ndarray,
          slot_set: np.ndarray, needs_mh: np.ndarray, terms: np.ndarray, coef: np.ndarray,
          hands: np.ndarray, pid: np.ndarray, cls: np.ndarray, out: np.ndarray) -> None:
    """Add one board's terms (``rank``: -1 for hands that meet the board) into ``out``."""
    n_slots = len(slot_vec)
    M = np.zeros((n_slots, 52))
    T = np.zeros(n_slots)
    F = np.zeros(n_slots)
    Mh = np.zeros((n_slots, 52))
    idx_x = np.zeros(52, dtype=np.int64)
    idx_y = np.zeros(52, dtype=np.int64)
    live = np.flatnonzero(rank >= 0)
    order = live[np.argsort(rank[live], kind="mergesort")]
    for g in order:                          # ALL: every hand that misses the board
        _add_hand(g, slot_vec, slot_set, 2, vecs, hands, M, T)
    n = len(order)
    i = 0
    while i < n:
        R = rank[order[i]]
        j = i
        while j < n and rank[order[j]] == R:
            j += 1
        for q in range(i, j):                # LE: hands ranked at most R
            _add_hand(order[q], slot_vec, slot_set, 1, vecs, hands, M, T)
        for q in range(i, j):
            h = order[q]
            x, y = hands[h, 0], hands[h, 1]
            for c in range(52):
                idx_x[c] = pid[c, x]
                idx_y[c] = pid[c, y]
            for s in range(n_slots):
                st = slot_set[s]
                v = slot_vec[s]
                uh = vecs[v, h] if st != 0 else 0.0   # h itself: rank R, not below R
                F[s] = T[s] - M[s, x] - M[s, y] + uh
                if needs_mh[s]:
                    for c in range(52):
                        if c == x or c == y or M[s, c] == 0.0:
                            Mh[s, c] = 0.0
                            continue
                        acc = M[s, c]
                        gx, gy = idx_x[c], idx_y[c]
                        rx, ry = rank[gx], rank[gy]
                        if rx >= 0 and (st == 2 or (st == 1 and rx <= R) or rx < R):
                            acc -= vecs[v, gx]
                        if ry >= 0 and (st == 2 or (st == 1 and ry <= R) or ry < R):
                            acc -= vecs[v, gy]
                        Mh[s, c] = acc
            k = cls[h]
            for t in range(len(terms)):
                m = terms[t, 1]
                a = terms[t, 2]
                if m == 1:
                    val = F[a]
                else:
                    b = terms[t, 3]
                    dot = 0.0
                    for c in range(52):
                        dot += Mh[a, c] * Mh[b, c]
                    val = F[a] * F[b] - dot + F[terms[t, 4]]
                out[terms[t, 0], k] += bw * coef[t] * val
        for q in range(i, j):                # LT: after the hands of rank R were queried
            _add_hand(order[q], slot_vec, slot_set, 0, vecs, hands, M, T)
        i = j


@njit(cache=True)
def _board_loop(boards: np.ndarray, bweights: np.ndarray, vecs: np.ndarray,
                slot_vec: np.ndarray, slot_set: np.ndarray, needs_mh: np.ndarray,
                terms: np.ndarray, coef: np.ndarray, hands: np.ndarray, pid: np.ndarray,
                cls: np.ndarray, key: np.ndarray, rank_bit: np.ndarray, dense: np.ndarray,
                fsuit: np.ndarray, flush: np.ndarray, suit_bits: int, out: np.ndarray) -> None:
    for i in range(len(boards)):
        rank = _ranks(boards[i], hands, key, rank_bit, dense, fsuit, flush, suit_bits)
        _pass(rank, float(bweights[i]), vecs, slot_vec, slot_set, needs_mh, terms, coef,
              hands, pid, cls, out)


def _prepare(vecs: np.ndarray, slots: np.ndarray, terms: np.ndarray
             ) -> tuple[np.ndarray, ...]:
    vecs = np.ascontiguousarray(vecs, dtype=np.float64)
    slots = np.asarray(slots, dtype=np.int64).reshape(-1, 2)
    terms = np.asarray(terms, dtype=np.int64).reshape(-1, 5)
    needs = np.zeros(len(slots), dtype=np.bool_)
    two = terms[terms[:, 1] == 2]
    needs[two[:, 2]] = True
    needs[two[:, 3]] = True
    return (vecs, np.ascontiguousarray(slots[:, 0]), np.ascontiguousarray(slots[:, 1]),
            needs, np.ascontiguousarray(terms))


def board_sums(boards: np.ndarray, weights: np.ndarray, vecs: np.ndarray, slots: np.ndarray,
               terms: np.ndarray, coef: np.ndarray, rows: int) -> np.ndarray:
    """The terms summed over the ``boards`` (rows of five card indices), board ``i`` counted
    ``weights[i]`` times, and over each class's hands: an array ``(rows, 169)``. The arrays
    are built by :mod:`pokerlib.aof.multiway_exact`, which checks what it is given; this is
    the unchecked inner path."""
    vecs, sv, ss, needs, terms = _prepare(vecs, slots, terms)
    out = np.zeros((rows, 169))
    dense, fsuit, flush = _tables()
    _board_loop(np.asarray(boards, dtype=np.int64), np.asarray(weights, dtype=np.float64),
                vecs, sv, ss, needs, terms, np.asarray(coef, dtype=np.float64), hand_cards(),
                pair_ids(), hand_classes(), CARD_KEY.astype(np.int64),
                CARD_RANK_BIT.astype(np.int64), dense, fsuit, flush, SUIT_BITS, out)
    return out


def no_board_sums(vecs: np.ndarray, slots: np.ndarray, terms: np.ndarray, coef: np.ndarray,
                  rows: int) -> np.ndarray:
    """The same sums with no board: every hand is live and all hands rank equal (so use
    ``ALL`` slots), for the outcomes where nobody's cards are compared."""
    vecs, sv, ss, needs, terms = _prepare(vecs, slots, terms)
    out = np.zeros((rows, 169))
    _pass(np.zeros(N_HANDS, dtype=np.int64), 1.0, vecs, sv, ss, needs, terms,
          np.asarray(coef, dtype=np.float64), hand_cards(), pair_ids(), hand_classes(), out)
    return out
