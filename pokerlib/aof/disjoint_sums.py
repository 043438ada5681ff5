"""Sums over the opponents' hands that share no card, board by board: the counting kernel
of the exact push/fold values (:mod:`pokerlib.aof.multiway_exact`, docs/aof-exact.md).

On one board, every hole-card pair that misses the board (1,081 of the 1,326) is ranked once
with the fast evaluator's tables and the pairs are sorted by rank. For a player's hand ``h``
of rank ``R`` the kernel needs sums like

    Phi(h) = sum over hands g1, g2 (, g3) of the opponents, pairwise disjoint and disjoint
             from h, of u1(g1) * u2(g2) (* u3(g3))

where each ``u`` is an opponent's weight (its frequency of the action taken) on a **set** of
hands. A set counts the hands ranked below ``R`` with weight 1 and those tied with ``R`` with
weight ``x`` (a slot's *fraction*: ``LT`` = 0, ``LE`` = 1, or the quadrature points of
:func:`~pokerlib.aof.multiway_exact.share_nodes`), or every hand (``ALL``, a player who
folded: their cards are only removed from the deck). Disjointness is handled by
inclusion-exclusion over cards: with ``M[c]`` the weight of the set's hands that hold card
``c`` and ``T`` the set's total,

    F(h)   = T - M[x] - M[y] + u(h)                   (one opponent, h = {x, y})
    Phi(h) = F1 F2 - sum_c M1h[c] M2h[c] + F12(h)     (two opponents)

where ``Mh[c] = M[c] - u({c, x}) - u({c, y})`` counts the hands with card ``c`` that miss
``h``, and ``F12`` is ``F`` of the product ``u1 u2`` (the pairs where both opponents hold the
same hand were subtracted twice). Three opponents add the pairs of them that meet, the stars
(two meet the third) and the triangles (all three meet pairwise): see :func:`_three`. Sweeping
the hands in rank order, the sets grow by one hand at a time (a tied hand's fraction ``x``
before the hands of its rank are queried, the rest after), so a board costs about
``1,081 x 52`` operations per set and term.

A *term* (a row of :data:`TERM_COLUMNS` integers) says which sum to add where: it adds
``coefficient * Phi`` for ``m`` opponents (1 to 3) with slots ``a, b, c`` and product slots
``ab, ac, bc, abc`` to ``out[row, class of h]``, weighted by the board's weight; a *slot* is
``(vector, fraction)``: a row of the weight vectors and its set.

>>> import numpy as np
>>> from pokerlib.aof.suit_boards import board_classes
>>> boards, weights = board_classes()
>>> ones = np.ones((1, 1326))
>>> slots = np.array([[0, ALL]]); terms = np.array([[0, 1, 0] + [-1] * 11])
>>> out = board_sums(boards[:1], weights[:1], ones, slots, terms, np.ones(1), 1)
>>> int(out.sum()) == 4 * 1081 * 990       # (hand, opponent's hand) pairs on 4 boards
True
"""

from __future__ import annotations

import functools

import numpy as np
from numba import njit

from ..errors import TableError
from ..evaluate.tables import CARD_KEY, CARD_RANK_BIT, SUIT_BITS, lookup_tables
from .multiway_solver import class_of_card_pair

__all__ = ["LT", "LE", "ALL", "N_HANDS", "hand_cards", "pair_ids", "hand_classes",
           "board_ranks", "board_sums", "no_board_sums", "TERM_COLUMNS"]

#: The sets of an opponent's hands a slot counts: ranked below ``h``, at most ``h``, or all.
LT, LE, ALL = 0.0, 1.0, -1.0
#: Two-card hands of a 52-card deck.
N_HANDS = 1326
#: A term's columns: row, opponents m, slots a, b, c, product slots ab, ac, bc, abc, then
#: (filled in by the kernel) the pair sums of a-c, b-c, c-b, the triangle sums of a-b-c and
#: the pair sums of a-b.
TERM_COLUMNS = 14


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
    b = np.asarray(board) if isinstance(board, (np.ndarray, list, tuple)) else None
    if b is None or b.shape != (5,) or b.dtype.kind not in "iu" or len(set(b.tolist())) != 5 \
            or b.min() < 0 or b.max() > 51:
        raise TableError(key="aof_exact_boards")
    dense, fsuit, flush = _tables()
    return _ranks(np.asarray(board, dtype=np.int64), hand_cards(), CARD_KEY.astype(np.int64),
                  CARD_RANK_BIT.astype(np.int64), dense, fsuit, flush, SUIT_BITS)


@njit(cache=True)
def _add_hand(g: int, phase: int, w_all: np.ndarray, slot_frac: np.ndarray,
              hands: np.ndarray, cur: np.ndarray,
              M: np.ndarray, T: np.ndarray, U: np.ndarray, has_u: np.ndarray,
              q_ptr: np.ndarray, q_list: np.ndarray, q_pairs: np.ndarray, Q: np.ndarray,
              R: np.ndarray, C: np.ndarray, t_ptr: np.ndarray, t_list: np.ndarray, tris: np.ndarray,
              t_all: np.ndarray, t_card: np.ndarray) -> None:
    """Put hand ``g`` into the slots: ``phase`` 0 the ``ALL`` slots (before the sweep), 1 the
    fraction of a tied hand the others count (at its rank, before its queries), 2 the rest
    (after them). Keep the slots' current weights ``cur``, card sums ``M``,
    totals ``T``, hand matrices ``U`` and the three-opponent sums (``Q = U_i U_k`` with its
    row sums ``R``; triangles of three hands on three cards, in all and per card) up to date."""
    p, q = hands[g, 0], hands[g, 1]
    for s in range(len(slot_frac)):
        f = slot_frac[s]
        if phase == 0:
            if f >= 0:
                continue
            w = w_all[s, g]
        elif f < 0:
            continue
        else:
            w = w_all[s, g] * (f if phase == 1 else 1.0 - f)
        if w == 0.0:
            continue
        cur[s, g] += w
        if has_u[s]:
            for e in range(q_ptr[s], q_ptr[s + 1]):
                qi = q_list[e]
                i, k = q_pairs[qi, 0], q_pairs[qi, 1]
                if i == s:           # U_i gains (p, q): rows p and q of U_i U_k change
                    for c in range(52):
                        Q[qi, p, c] += w * U[k, q, c]
                        Q[qi, q, c] += w * U[k, p, c]
                        C[qi, c] += w * (U[k, p, c] + U[k, q, c])
                    R[qi, p] += w * M[k, q]
                    R[qi, q] += w * M[k, p]
                else:                # U_k gains (p, q): columns q and p change
                    for a in range(52):
                        Q[qi, a, q] += w * U[i, a, p]
                        Q[qi, a, p] += w * U[i, a, q]
                        R[qi, a] += w * (U[i, a, p] + U[i, a, q])
                    C[qi, q] += w * M[i, p]
                    C[qi, p] += w * M[i, q]
            for e in range(t_ptr[s], t_ptr[s + 1]):
                ti = t_list[e]
                o1, o2 = -1, -1
                for j in range(3):
                    if tris[ti, j] != s:
                        if o1 < 0:
                            o1 = tris[ti, j]
                        else:
                            o2 = tris[ti, j]
                tot = 0.0
                for c in range(52):
                    d = w * (U[o1, p, c] * U[o2, q, c] + U[o1, q, c] * U[o2, p, c])
                    t_card[ti, c] += d
                    tot += d
                t_all[ti] += tot
                t_card[ti, p] += tot
                t_card[ti, q] += tot
            U[s, p, q] += w
            U[s, q, p] += w
        M[s, p] += w
        M[s, q] += w
        T[s] += w


@njit(cache=True)
def _y(qi: int, x: int, y: int, q_pairs: np.ndarray, Q: np.ndarray, R: np.ndarray,
       U: np.ndarray, M: np.ndarray, out: np.ndarray) -> None:
    """``out[a] = sum over b not in {x, y} of U_i[a, b] * (M_k[b] - U_k[b, x] - U_k[b, y])``."""
    i, k = q_pairs[qi, 0], q_pairs[qi, 1]
    ukxy = U[k, x, y]
    for a in range(52):
        out[a] = (R[qi, a] - U[i, a, x] * M[k, x] - U[i, a, y] * M[k, y]
                  - Q[qi, a, x] - Q[qi, a, y] + (U[i, a, y] + U[i, a, x]) * ukxy)


@njit(cache=True)
def _y_transposed(qi: int, x: int, y: int, q_pairs: np.ndarray, Q: np.ndarray,
                  C: np.ndarray, U: np.ndarray, M: np.ndarray, out: np.ndarray) -> None:
    """:func:`_y` of the pair ``(k, i)`` from the sums of ``(i, k)``: ``U_k U_i`` is the
    transpose of ``U_i U_k`` (the matrices are symmetric), its row sums are the column
    sums ``C``."""
    i, k = q_pairs[qi, 0], q_pairs[qi, 1]
    uixy = U[i, x, y]
    for a in range(52):
        out[a] = (C[qi, a] - U[k, a, x] * M[i, x] - U[k, a, y] * M[i, y]
                  - Q[qi, x, a] - Q[qi, y, a] + (U[k, a, y] + U[k, a, x]) * uixy)


@njit(cache=True)
def _pass(rank: np.ndarray, bw: float, vecs: np.ndarray, slot_vec: np.ndarray,
          slot_frac: np.ndarray, needs_mh: np.ndarray, has_u: np.ndarray, q_pairs: np.ndarray,
          tris: np.ndarray, terms: np.ndarray, coef: np.ndarray, hands: np.ndarray,
          pid: np.ndarray, cls: np.ndarray, out: np.ndarray) -> None:
    """Add one board's terms (``rank``: -1 for hands that meet the board) into ``out``."""
    n_slots = len(slot_vec)
    nh = hands.shape[0]
    w_all = np.zeros((n_slots, nh))
    for s in range(n_slots):
        for g in range(nh):
            if rank[g] >= 0:
                w_all[s, g] = vecs[slot_vec[s], g]
    cur = np.zeros((n_slots, nh))
    M = np.zeros((n_slots, 52))
    T = np.zeros(n_slots)
    F = np.zeros(n_slots)
    Mh = np.zeros((n_slots, 52))
    n_u = 0
    for s in range(n_slots):
        if has_u[s]:
            n_u = s + 1
    U = np.zeros((max(n_u, 1), 52, 52))
    nq, nt = len(q_pairs), len(tris)
    Q = np.zeros((max(nq, 1), 52, 52))
    Rq = np.zeros((max(nq, 1), 52))
    Cq = np.zeros((max(nq, 1), 52))
    t_all = np.zeros(max(nt, 1))
    t_card = np.zeros((max(nt, 1), 52))
    # which three-opponent sums each slot feeds (CSR lists)
    q_ptr = np.zeros(n_slots + 1, dtype=np.int64)
    t_ptr = np.zeros(n_slots + 1, dtype=np.int64)
    for qi in range(nq):
        q_ptr[q_pairs[qi, 0] + 1] += 1
        q_ptr[q_pairs[qi, 1] + 1] += 1
    for ti in range(nt):
        for j in range(3):
            t_ptr[tris[ti, j] + 1] += 1
    for s in range(n_slots):
        q_ptr[s + 1] += q_ptr[s]
        t_ptr[s + 1] += t_ptr[s]
    q_list = np.zeros(max(q_ptr[n_slots], 1), dtype=np.int64)
    t_list = np.zeros(max(t_ptr[n_slots], 1), dtype=np.int64)
    fill = q_ptr[:-1].copy()
    for qi in range(nq):
        for j in range(2):
            s = q_pairs[qi, j]
            q_list[fill[s]] = qi
            fill[s] += 1
    fill = t_ptr[:-1].copy()
    for ti in range(nt):
        for j in range(3):
            s = tris[ti, j]
            t_list[fill[s]] = ti
            fill[s] += 1
    Y = np.zeros((3, 52))
    idx_x = np.zeros(52, dtype=np.int64)
    idx_y = np.zeros(52, dtype=np.int64)
    live = np.flatnonzero(rank >= 0)
    order = live[np.argsort(rank[live], kind="mergesort")]
    for g in order:                          # ALL: every hand that misses the board
        _add_hand(g, 0, w_all, slot_frac, hands, cur, M, T, U, has_u, q_ptr, q_list, q_pairs, Q,
                  Rq, Cq, t_ptr, t_list, tris, t_all, t_card)
    n = len(order)
    i = 0
    while i < n:
        R = rank[order[i]]
        j = i
        while j < n and rank[order[j]] == R:
            j += 1
        for q in range(i, j):                # the tied hands' counted fraction
            _add_hand(order[q], 1, w_all, slot_frac, hands, cur, M, T, U, has_u, q_ptr, q_list,
                      q_pairs, Q, Rq, Cq, t_ptr, t_list, tris, t_all, t_card)
        for q in range(i, j):
            h = order[q]
            x, y = hands[h, 0], hands[h, 1]
            for c in range(52):
                idx_x[c] = pid[c, x]
                idx_y[c] = pid[c, y]
            for s in range(n_slots):
                F[s] = T[s] - M[s, x] - M[s, y] + cur[s, h]
                if needs_mh[s]:
                    for c in range(52):
                        if c == x or c == y or M[s, c] == 0.0:
                            Mh[s, c] = 0.0
                            continue
                        Mh[s, c] = M[s, c] - cur[s, idx_x[c]] - cur[s, idx_y[c]]
            k = cls[h]
            for t in range(len(terms)):
                m = terms[t, 1]
                a = terms[t, 2]
                if m == 1:
                    val = F[a]
                elif m == 2:
                    b = terms[t, 3]
                    val = F[a] * F[b] - _dot(Mh[a], Mh[b]) + F[terms[t, 5]]
                else:
                    val = _three(terms[t], x, y, F, Mh, U, M, q_pairs, Q, Rq, Cq, t_all,
                                 t_card, Y)
                out[terms[t, 0], k] += bw * coef[t] * val
        for q in range(i, j):                # the rest, after the hands of rank R were queried
            _add_hand(order[q], 2, w_all, slot_frac, hands, cur, M, T, U, has_u, q_ptr, q_list,
                      q_pairs, Q, Rq, Cq, t_ptr, t_list, tris, t_all, t_card)
        i = j


@njit(cache=True)
def _dot(u: np.ndarray, v: np.ndarray) -> float:
    acc = 0.0
    for c in range(52):
        acc += u[c] * v[c]
    return acc


@njit(cache=True)
def _three(term: np.ndarray, x: int, y: int, F: np.ndarray, Mh: np.ndarray, U: np.ndarray,
           M: np.ndarray, q_pairs: np.ndarray, Q: np.ndarray, Rq: np.ndarray, Cq: np.ndarray,
           t_all: np.ndarray, t_card: np.ndarray, Y: np.ndarray) -> float:
    """Three opponents' hands, pairwise disjoint and missing h = {x, y}: inclusion-exclusion
    over the three pairs that could meet (docs/aof-exact.md)."""
    a, b, c = term[2], term[3], term[4]
    pab, pac, pbc, pabc = term[5], term[6], term[7], term[8]
    f1, f2, f3 = F[a], F[b], F[c]
    i12 = _dot(Mh[a], Mh[b]) - F[pab]
    i13 = _dot(Mh[a], Mh[c]) - F[pac]
    i23 = _dot(Mh[b], Mh[c]) - F[pbc]
    s3 = 0.0
    for e in range(52):
        s3 += Mh[a, e] * Mh[b, e] * Mh[c, e]
    d13_2 = _dot(Mh[pac], Mh[b])
    d12_3 = _dot(Mh[pab], Mh[c])
    d23_1 = _dot(Mh[pbc], Mh[a])
    _y(term[9], x, y, q_pairs, Q, Rq, U, M, Y[0])     # center a, far side c
    _y(term[10], x, y, q_pairs, Q, Rq, U, M, Y[1])    # center b, far side c
    _y_transposed(term[10], x, y, q_pairs, Q, Cq, U, M, Y[2])   # center c, far side b
    b1 = _dot(Mh[b], Y[0])
    b2 = _dot(Mh[a], Y[1])
    b3 = _dot(Mh[a], Y[2])
    f123 = F[pabc]
    star1 = s3 + b1 - d13_2 - d12_3 + f123
    star2 = s3 + b2 - d23_1 - d12_3 + f123
    star3 = s3 + b3 - d23_1 - d13_2 + f123
    ti = term[12]
    # the triangles on x, y and a third card: (U_b U_c)[x, y] counts the paths x-e-y
    qac, qbc, qab = term[9], term[10], term[13]
    txy = (U[a, x, y] * (Q[qbc, x, y] + Q[qbc, y, x])
           + U[b, x, y] * (Q[qac, x, y] + Q[qac, y, x])
           + U[c, x, y] * (Q[qab, x, y] + Q[qab, y, x]))
    tri = s3 - f123 + t_all[ti] - t_card[ti, x] - t_card[ti, y] + txy
    return (f1 * f2 * f3 - f3 * i12 - f2 * i13 - f1 * i23 + star1 + star2 + star3 - tri)


@njit(cache=True)
def _board_loop(boards: np.ndarray, bweights: np.ndarray, vecs: np.ndarray,
                slot_vec: np.ndarray, slot_frac: np.ndarray, needs_mh: np.ndarray,
                has_u: np.ndarray, q_pairs: np.ndarray, tris: np.ndarray,
                terms: np.ndarray, coef: np.ndarray, hands: np.ndarray, pid: np.ndarray,
                cls: np.ndarray, key: np.ndarray, rank_bit: np.ndarray, dense: np.ndarray,
                fsuit: np.ndarray, flush: np.ndarray, suit_bits: int, out: np.ndarray) -> None:
    for i in range(len(boards)):
        rank = _ranks(boards[i], hands, key, rank_bit, dense, fsuit, flush, suit_bits)
        _pass(rank, float(bweights[i]), vecs, slot_vec, slot_frac, needs_mh, has_u, q_pairs,
              tris, terms, coef, hands, pid, cls, out)


def _check_arrays(vecs: object, slots: object, terms: object, coef: object, rows: object
                  ) -> None:
    """Refuse arrays the kernel would misread (it checks nothing in its loops): weight vectors
    ``(V, 1326)`` of numbers, slots naming a vector and a fraction (``ALL`` or 0 to 1), terms
    of :data:`TERM_COLUMNS` integers naming rows and slots that exist, one coefficient per
    term."""
    try:
        v = np.asarray(vecs, dtype=np.float64)
        sl = np.asarray(slots, dtype=np.float64).reshape(-1, 2)
        t = np.asarray(terms)
        c = np.asarray(coef, dtype=np.float64)
    except (TypeError, ValueError):
        raise TableError(key="aof_exact_kernel_arrays") from None
    ok = (v.ndim == 2 and v.shape[1] == N_HANDS and np.isfinite(v).all()
          and isinstance(rows, int) and not isinstance(rows, bool) and rows >= 1
          and t.dtype.kind in "iu" and t.ndim == 2 and t.shape[1] == TERM_COLUMNS
          and c.shape == (len(t),) and np.isfinite(c).all()
          and np.isfinite(sl).all() and (sl[:, 0] == np.round(sl[:, 0])).all()
          and ((sl[:, 0] >= 0) & (sl[:, 0] < len(v))).all()
          and ((sl[:, 1] == ALL) | ((sl[:, 1] >= 0) & (sl[:, 1] <= 1))).all())
    if ok and len(t):
        m = t[:, 1]
        used = t[:, 2:9]
        need = np.concatenate([t[m >= 1][:, [2]].ravel(), t[m >= 2][:, [3, 5]].ravel(),
                               t[m == 3][:, [4, 6, 7, 8]].ravel()])
        ok = (((t[:, 0] >= 0) & (t[:, 0] < rows)).all() and np.isin(m, (1, 2, 3)).all()
              and ((need >= 0) & (need < len(sl))).all() and (used < len(sl)).all())
    if not ok:
        raise TableError(key="aof_exact_kernel_arrays")


def _prepare(vecs: np.ndarray, slots: np.ndarray, terms: np.ndarray
             ) -> tuple[np.ndarray, ...]:
    """The kernel's arrays from the terms: which slots need their per-hand card sums, their
    hand matrices, and the pairs ``(i, k)`` and triples of slots the three-opponent terms use
    (numbered into the terms' columns 9-12)."""
    vecs = np.ascontiguousarray(vecs, dtype=np.float64)
    slots = np.asarray(slots, dtype=np.float64).reshape(-1, 2)
    terms = np.array(terms, dtype=np.int64).reshape(-1, TERM_COLUMNS)
    # the slots whose hand matrices are kept come first, so those matrices are one compact
    # block (it stays in cache)
    kept = np.zeros(len(slots), dtype=np.bool_)
    for t in terms:
        if t[1] == 3:
            kept[t[2:5]] = True
    order = np.concatenate([np.flatnonzero(kept), np.flatnonzero(~kept)])
    new_index = np.empty(len(slots), dtype=np.int64)
    new_index[order] = np.arange(len(slots))
    slots = slots[order]
    cols = terms[:, 2:9]
    terms[:, 2:9] = np.where(cols >= 0, new_index[np.maximum(cols, 0)], -1)
    needs = np.zeros(len(slots), dtype=np.bool_)
    has_u = np.zeros(len(slots), dtype=np.bool_)
    q_index: dict[tuple[int, int], int] = {}
    t_index: dict[tuple[int, int, int], int] = {}
    for t in terms:
        m = t[1]
        if m >= 2:
            needs[t[2]] = needs[t[3]] = True
        if m == 3:
            needs[t[2:8]] = True
            has_u[t[2:5]] = True
            a, b, c = (int(v) for v in t[2:5])
            t[9] = q_index.setdefault((a, c), len(q_index))
            t[10] = q_index.setdefault((b, c), len(q_index))
            t[11] = t[10]       # c-b: the transpose of b-c
            t[12] = t_index.setdefault((a, b, c), len(t_index))
            t[13] = q_index.setdefault((a, b), len(q_index))
    q_pairs = np.array(sorted(q_index, key=q_index.__getitem__), dtype=np.int64).reshape(-1, 2)
    tris = np.array(sorted(t_index, key=t_index.__getitem__), dtype=np.int64).reshape(-1, 3)
    return (vecs, np.ascontiguousarray(slots[:, 0].astype(np.int64)),
            np.ascontiguousarray(slots[:, 1]),
            needs, has_u, q_pairs, tris, np.ascontiguousarray(terms))


def board_sums(boards: np.ndarray, weights: np.ndarray, vecs: np.ndarray, slots: np.ndarray,
               terms: np.ndarray, coef: np.ndarray, rows: int) -> np.ndarray:
    """The terms summed over the ``boards`` (rows of five card indices), board ``i`` counted
    ``weights[i]`` times, and over each class's hands: an array ``(rows, 169)``. The arrays
    are built by :mod:`pokerlib.aof.multiway_exact`; their shapes are checked here, the
    boards (rows of five distinct cards 0..51) only by
    :meth:`~pokerlib.aof.multiway_exact.ExactPushFoldGame.showdown_sums`."""
    _check_arrays(vecs, slots, terms, coef, rows)
    vecs, sv, ss, needs, has_u, q_pairs, tris, terms = _prepare(vecs, slots, terms)
    out = np.zeros((rows, 169))
    dense, fsuit, flush = _tables()
    _board_loop(np.asarray(boards, dtype=np.int64), np.asarray(weights, dtype=np.float64),
                vecs, sv, ss, needs, has_u, q_pairs, tris, terms,
                np.asarray(coef, dtype=np.float64), hand_cards(), pair_ids(), hand_classes(),
                CARD_KEY.astype(np.int64), CARD_RANK_BIT.astype(np.int64), dense, fsuit, flush,
                SUIT_BITS, out)
    return out


def no_board_sums(vecs: np.ndarray, slots: np.ndarray, terms: np.ndarray, coef: np.ndarray,
                  rows: int) -> np.ndarray:
    """The same sums with no board: every hand is live and all hands rank equal (so use
    ``ALL`` slots), for the outcomes where nobody's cards are compared."""
    _check_arrays(vecs, slots, terms, coef, rows)
    vecs, sv, ss, needs, has_u, q_pairs, tris, terms = _prepare(vecs, slots, terms)
    out = np.zeros((rows, 169))
    _pass(np.zeros(N_HANDS, dtype=np.int64), 1.0, vecs, sv, ss, needs, has_u, q_pairs, tris,
          terms, np.asarray(coef, dtype=np.float64), hand_cards(), pair_ids(), hand_classes(),
          out)
    return out
