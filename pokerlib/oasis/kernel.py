"""The compiled exact kernel: every option of an Oasis Poker situation, exactly, in one pass.

The method is :mod:`pokerlib.oasis.dealer_counts`' (inclusion-exclusion over the subsets of the
player's replacement cards) written as one numba function (``@njit(cache=True)``: compiled
on first use and cached beside this module, no C toolchain needed), with these changes:

* the dealer's ``C(n, 4)`` completions are scored inside the kernel, and their scores are
  renumbered to the distinct scores the up card allows (a few thousand), which keeps the
  count tables small (one card: ``n`` rows, two cards: ``C(n, 2)`` rows of cumulative counts;
  three cards: the sorted scores of their ``n - 3`` completions; four cards: one score);
* the replacement draws of a discard are valued by **draw class**, not one by one: draws with
  the same ranks, the same flush or none, and the same cards of the up card's suit leave the
  dealer pools that differ only in the suits of cards the dealer cannot flush with, so they
  are worth the same; one representative per class is valued and weighted by the class's
  size (a 5-card exchange: about 84,000 classes for 1,370,754 draws);
* a final hand below the qualifier needs only that count (it can only win when the dealer does
  not qualify), so most weak draws cost a handful of additions.

All counts are integers, so every option's value is an exact fraction:
``sum_best[m] / (C(n, k) * C(n - k, 4))`` Antes before the fee, for the discard bit mask ``m``
(bit ``i`` = the ``i``-th card of the hand; ``m = 0`` is keeping the hand, ``k = 0``).
``sum_best`` takes the better of folding (``-C(n - k, 4)``) and raising after each draw,
``sum_raise`` always raises (the forced raise after a 5-card exchange), ``raises`` counts the
draws after which raising is right.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
from numba import njit

from ..evaluate.tables import CARD_RANK_BIT, CARD_RANK_KEY, lookup_tables

__all__ = ["option_sums", "draw_sums", "situation_sums", "kernel_tables"]

_N_SCORES = 7462
_FEW_TIES = 12  # tie groups up to this size are checked hand by hand, larger ones counted


@functools.lru_cache(maxsize=1)
def kernel_tables() -> tuple[np.ndarray, ...]:
    """The evaluator's tables as the kernel takes them: rank key and rank bit per card, the
    flush table (rank mask -> score), the 5-card non-flush table (rank-key sum -> score) and a
    binomial table C(n, k) for n <= 52, k <= 5."""
    t = lookup_tables()
    binom = np.zeros((53, 6), dtype=np.int64)
    for n in range(53):
        binom[n, 0] = 1
        for k in range(1, 6):
            binom[n, k] = binom[n - 1, k - 1] + binom[n - 1, k] if n else 0
    return (CARD_RANK_KEY.astype(np.int64), CARD_RANK_BIT.astype(np.int64),
            t["flush_np"].astype(np.int32), t["dense"][5].astype(np.int32), binom)


@njit(cache=True)
def _score5(a: int, b: int, c: int, d: int, e: int, rank_key: Any, rank_bit: Any, flush: Any,
            dense5: Any) -> int:  # pragma: no cover - compiled
    s = a & 3
    if (b & 3) == s and (c & 3) == s and (d & 3) == s and (e & 3) == s:
        return flush[rank_bit[a] | rank_bit[b] | rank_bit[c] | rank_bit[d] | rank_bit[e]]
    return dense5[rank_key[a] + rank_key[b] + rank_key[c] + rank_key[d] + rank_key[e]]


@njit(cache=True)
def _count(r: Any, k: int, x: int, c0: int, cnt1: Any, cnt2: Any, cnt3: Any, dsc: Any,
           binom: Any) -> int:  # pragma: no cover - compiled
    """Dealer hands scoring below ``x`` that avoid the ``k`` pool positions ``r`` (sorted),
    by inclusion-exclusion over their subsets, from the running counts of the sweep (hands
    below ``x``: ``c0`` in all, ``cnt1``/``cnt2``/``cnt3`` containing a given position, pair,
    triple; four positions are one hand, compared directly)."""
    c = c0
    for i in range(k):
        c -= cnt1[r[i]]
    for i2 in range(1, k):
        b2 = binom[r[i2], 2]
        for i1 in range(i2):
            c += cnt2[b2 + r[i1]]
    for i3 in range(2, k):
        b3 = binom[r[i3], 3]
        for i2 in range(1, i3):
            b2 = b3 + binom[r[i2], 2]
            for i1 in range(i2):
                c -= cnt3[b2 + r[i1]]
    for i4 in range(3, k):
        b4 = binom[r[i4], 4]
        for i3 in range(2, i4):
            b3 = b4 + binom[r[i3], 3]
            for i2 in range(1, i3):
                b2 = b3 + binom[r[i2], 2]
                for i1 in range(i2):
                    if dsc[b2 + r[i1]] < x:
                        c += 1
    return c


@njit(cache=True)
def _count5(a: int, b: int, c: int, d: int, e: int, x: int, c0: int, cnt1: Any, cnt2: Any,
            cnt3: Any, dsc: Any, binom: Any) -> int:  # pragma: no cover - compiled
    """:func:`_count` for five positions a < b < c < d < e, unrolled."""
    b2 = binom[b, 2]
    c2 = binom[c, 2]
    d2 = binom[d, 2]
    e2 = binom[e, 2]
    c3 = binom[c, 3]
    d3 = binom[d, 3]
    e3 = binom[e, 3]
    d4 = binom[d, 4]
    e4 = binom[e, 4]
    n = (c0 - cnt1[a] - cnt1[b] - cnt1[c] - cnt1[d] - cnt1[e]
         + cnt2[b2 + a] + cnt2[c2 + a] + cnt2[c2 + b] + cnt2[d2 + a] + cnt2[d2 + b]
         + cnt2[d2 + c] + cnt2[e2 + a] + cnt2[e2 + b] + cnt2[e2 + c] + cnt2[e2 + d]
         - cnt3[c3 + b2 + a] - cnt3[d3 + b2 + a] - cnt3[d3 + c2 + a] - cnt3[d3 + c2 + b]
         - cnt3[e3 + b2 + a] - cnt3[e3 + c2 + a] - cnt3[e3 + c2 + b] - cnt3[e3 + d2 + a]
         - cnt3[e3 + d2 + b] - cnt3[e3 + d2 + c])
    if dsc[d4 + c3 + b2 + a] < x:
        n += 1
    if dsc[e4 + c3 + b2 + a] < x:
        n += 1
    if dsc[e4 + d3 + b2 + a] < x:
        n += 1
    if dsc[e4 + d3 + c2 + a] < x:
        n += 1
    if dsc[e4 + d3 + c2 + b] < x:
        n += 1
    return n


@njit(cache=True)
def _count4(a: int, b: int, c: int, d: int, x: int, c0: int, cnt1: Any, cnt2: Any,
            cnt3: Any, dsc: Any, binom: Any) -> int:  # pragma: no cover - compiled
    """:func:`_count` for four positions a < b < c < d, unrolled."""
    b2 = binom[b, 2]
    c2 = binom[c, 2]
    d2 = binom[d, 2]
    c3 = binom[c, 3]
    d3 = binom[d, 3]
    n = (c0 - cnt1[a] - cnt1[b] - cnt1[c] - cnt1[d]
         + cnt2[b2 + a] + cnt2[c2 + a] + cnt2[c2 + b] + cnt2[d2 + a] + cnt2[d2 + b]
         + cnt2[d2 + c]
         - cnt3[c3 + b2 + a] - cnt3[d3 + b2 + a] - cnt3[d3 + c2 + a] - cnt3[d3 + c2 + b])
    if dsc[binom[d, 4] + c3 + b2 + a] < x:
        n += 1
    return n


@njit(cache=True)
def _count_any(v: int, x: int, c0: int, cnt1: Any, cnt2: Any, cnt3: Any, dsc: Any, binom: Any,
               r: Any) -> int:  # pragma: no cover - compiled
    """The count for a packed item ``v`` (positions 6 bits each, their number at bit 30)."""
    k = (v >> 30) & 7
    if k == 5:
        return _count5(v & 63, (v >> 6) & 63, (v >> 12) & 63, (v >> 18) & 63, (v >> 24) & 63,
                       x, c0, cnt1, cnt2, cnt3, dsc, binom)
    if k == 4:
        return _count4(v & 63, (v >> 6) & 63, (v >> 12) & 63, (v >> 18) & 63,
                       x, c0, cnt1, cnt2, cnt3, dsc, binom)
    for i in range(k):
        r[i] = (v >> (6 * i)) & 63
    return _count(r, k, x, c0, cnt1, cnt2, cnt3, dsc, binom)


@njit(cache=True)
def _nq_of(r: Any, k: int, nq0: int, nq1: Any, nq2: Any, nq3: Any, nq4: Any,
           binom: Any) -> int:  # pragma: no cover - compiled
    """Dealer hands that do not qualify and avoid the positions ``r``."""
    c = nq0
    for i in range(k):
        c -= nq1[r[i]]
    for i2 in range(1, k):
        b2 = binom[r[i2], 2]
        for i1 in range(i2):
            c += nq2[b2 + r[i1]]
    for i3 in range(2, k):
        b3 = binom[r[i3], 3]
        for i2 in range(1, i3):
            b2 = b3 + binom[r[i2], 2]
            for i1 in range(i2):
                c -= nq3[b2 + r[i1]]
    for i4 in range(3, k):
        b4 = binom[r[i4], 4]
        for i3 in range(2, i4):
            b3 = b4 + binom[r[i3], 3]
            for i2 in range(1, i3):
                b2 = b3 + binom[r[i2], 2]
                for i1 in range(i2):
                    c += nq4[b2 + r[i1]]
    return c


@njit(cache=True)
def _add_hands(lo: int, hi: int, hands: Any, cnt1: Any, cnt2: Any, cnt3: Any,
               binom: Any) -> None:  # pragma: no cover - compiled
    """Add the dealer hands ``hands[lo:hi]`` (packed positions) to the running counts."""
    for h in range(lo, hi):
        v = hands[h]
        i1 = v & 63
        j2 = (v >> 6) & 63
        k3 = (v >> 12) & 63
        l4 = (v >> 18) & 63
        cnt1[i1] += 1
        cnt1[j2] += 1
        cnt1[k3] += 1
        cnt1[l4] += 1
        bj = binom[j2, 2]
        bk = binom[k3, 2]
        bl = binom[l4, 2]
        cnt2[bj + i1] += 1
        cnt2[bk + i1] += 1
        cnt2[bk + j2] += 1
        cnt2[bl + i1] += 1
        cnt2[bl + j2] += 1
        cnt2[bl + k3] += 1
        ck = binom[k3, 3]
        cl = binom[l4, 3]
        cnt3[ck + bj + i1] += 1
        cnt3[cl + bj + i1] += 1
        cnt3[cl + bk + i1] += 1
        cnt3[cl + bk + j2] += 1


@njit(cache=True)
def _draw_class_items(k: int, m: int, fsuit: int, kept_key: int, kept_bit: int, pool: Any,
                      n: int, tot: int, nq0: int, nq1: Any, nq2: Any, nq3: Any, nq4: Any,
                      dsc: Any,
                      qualifier: int, ra: int, usuit: int, rank_key: Any, rank_bit: Any,
                      flush: Any, dense5: Any, binom: Any, item: Any, iscore: Any,
                      iweight: Any, itag: Any, ni: int, sum_best: Any, sum_raise: Any,
                      raises: Any, split: int, dplain: Any) -> int:  # pragma: no cover
    """The draws of ``k`` cards for the discard mask ``m``, one item per **draw class** with
    its number of draws as weight (``iweight``); those below the qualifier are settled at once.
    The kept cards' rank keys sum to ``kept_key``, their rank bits to ``kept_bit``; a final
    hand can be a flush only in suit ``fsuit`` (the kept cards' common suit; -1: any suit,
    nothing kept; -2: the kept cards' suits differ, no flush).

    Two draws R, R' are worth the same whenever they have the same ranks (with multiplicity),
    both make a flush or neither, and they take the same ranks of the up card's suit: then
    the pools left to the dealer have the same number of cards of each rank and the same cards
    of the up card's suit, so a rank-preserving bijection between them keeps every dealer
    score (the dealer can only flush in the up card's suit), and the final hands score the
    same. So each class is valued once, on a representative draw, and weighted by how many
    draws it holds: a 5-card exchange has about 84,000 classes for C(46, 5) = 1,370,754 draws.

    ``split`` (5 cards only, for :func:`five_card_split`): draws of five distinct ranks and
    none of the up card's suit count as plain hands with their whole weight, and the value of
    the same ranks as a flush in another suit is left aside (an item of weight 0 tagged
    ``8192 + ranks``; the plain value is tagged ``ranks``, or stored in ``dplain`` at once),
    so the sums hold for any pool with these ranks and cards of the up card's suit, whatever
    flushes its other suits allow."""
    # per rank: the pool position of its card of the up card's suit (-1: not in the pool), and
    # the positions of its other cards (o[r] of them)
    pu = np.full(13, -1, dtype=np.int64)
    po = np.full((13, 3), -1, dtype=np.int64)
    o = np.zeros(13, dtype=np.int64)
    for i in range(n):
        c = pool[i]
        rk = c >> 2
        if (c & 3) == usuit:
            pu[rk] = i
        else:
            po[rk, o[rk]] = i
            o[rk] += 1
    all_u = (1 << k) - 1
    up_flush = fsuit == -1 or fsuit == usuit   # can k cards of the up card's suit flush?
    dr = np.empty(5, dtype=np.int64)    # the draw's distinct ranks ...
    km = np.empty(5, dtype=np.int64)    # ... and how many cards of each
    rs = np.empty(5, dtype=np.int64)    # a representative's positions, sorted
    seq = np.zeros(5, dtype=np.int64)   # the draw's ranks, non-decreasing (an odometer)
    settled = 0
    folds = 0
    nraise = 0
    while True:
        nd = 0
        for i in range(k):
            if nd > 0 and dr[nd - 1] == seq[i]:
                km[nd - 1] += 1
            else:
                dr[nd] = seq[i]
                km[nd] = 1
                nd += 1
        ok = True
        key = kept_key
        bits = kept_bit
        for j in range(nd):
            rk = dr[j]
            if km[j] > o[rk] + (1 if pu[rk] >= 0 else 0):
                ok = False
            key += km[j] * rank_key[4 * rk]
            bits |= rank_bit[4 * rk]
        if ok:
            plain = dense5[key]
            for u in range(1 << nd):
                # u: the distinct ranks whose card of the up card's suit is drawn
                w = 1
                for j in range(nd):
                    rk = dr[j]
                    inu = (u >> j) & 1
                    if inu == 1 and pu[rk] < 0:
                        w = 0
                        break
                    w *= binom[o[rk], km[j] - inu]
                if w == 0:
                    continue
                # the suit of other flushes in this class (u = 0, k distinct ranks)
                nf = 0
                fs = -1
                if nd == k and u == 0:
                    for s in range(4):
                        if s == usuit or (fsuit != -1 and s != fsuit):
                            continue
                        every = True
                        for j in range(k):
                            got = False
                            for t in range(o[dr[j]]):
                                if (pool[po[dr[j], t]] & 3) == s:
                                    got = True
                            if not got:
                                every = False
                        if every:
                            nf += 1
                            if fs < 0:
                                fs = s
                for f in range(2):   # f = 1: the final hand is a flush
                    sp = plain
                    ww = w
                    tag = -1
                    other = False    # a flush in a suit other than the up card's
                    if nd == k and u == all_u and up_flush:
                        if f == 0:
                            continue
                        sp = flush[bits]
                    elif split == 1 and nd == k and u == 0:
                        if f == 1:
                            sp = flush[bits]
                            ww = 0
                            tag = 8192 + bits
                        else:
                            tag = bits
                    elif f == 1:
                        if nf == 0:
                            continue
                        sp = flush[bits]
                        ww = nf
                        other = True
                    else:
                        ww = w - nf
                        if ww == 0:
                            continue
                    nr = 0
                    if other:
                        for j in range(k):
                            for t in range(o[dr[j]]):
                                if (pool[po[dr[j], t]] & 3) == fs:
                                    rs[nr] = po[dr[j], t]
                                    nr += 1
                                    break
                    else:
                        for j in range(nd):
                            rk = dr[j]
                            inu = (u >> j) & 1
                            if inu == 1:
                                rs[nr] = pu[rk]
                                nr += 1
                            for t in range(km[j] - inu):
                                rs[nr] = po[rk, t]
                                nr += 1
                        if nf > 0:
                            # not a flush: if the first cards all have a flush suit, one
                            # rank takes its next card (another suit)
                            s0 = pool[rs[0]] & 3
                            same = s0 != usuit and (fsuit == -1 or s0 == fsuit)
                            for j in range(1, k):
                                if (pool[rs[j]] & 3) != s0:
                                    same = False
                            if same:
                                for j in range(k):
                                    if o[dr[j]] > 1:
                                        rs[j] = po[dr[j], 1]
                                        break
                    for i in range(1, k):   # insertion sort of the positions
                        v = rs[i]
                        j = i - 1
                        while j >= 0 and rs[j] > v:
                            rs[j + 1] = rs[j]
                            j -= 1
                        rs[j + 1] = v
                    if k == 5:   # (a dealer hand below the qualifier does not qualify)
                        nq = _count5(rs[0], rs[1], rs[2], rs[3], rs[4], qualifier, nq0, nq1,
                                     nq2, nq3, dsc, binom)
                    else:
                        nq = _nq_of(rs, k, nq0, nq1, nq2, nq3, nq4, binom)
                    if sp < qualifier:
                        num = nq - (1 + ra) * (tot - nq)
                        if 0 <= tag < 8192:   # (a flush always reaches the qualifier,
                            dplain[tag] = num     # a high-card score)
                        sum_raise[m] += ww * num
                        if num > -tot:
                            settled += ww * num
                            nraise += ww
                        else:
                            folds += ww
                    else:
                        code = (k << 30) | (m << 33) | (nq << 38)
                        for i in range(k):
                            code |= rs[i] << (6 * i)
                        item[ni] = code
                        iscore[ni] = sp
                        iweight[ni] = ww
                        itag[ni] = tag
                        ni += 1
        # the next non-decreasing rank sequence
        i = k - 1
        while i >= 0 and seq[i] == 12:
            i -= 1
        if i < 0:
            break
        seq[i] += 1
        for j in range(i + 1, k):
            seq[j] = seq[i]
    sum_best[m] += settled - folds * tot
    raises[m] += nraise
    return ni


@njit(cache=True, nogil=True)   # a widget computes advice ahead, beside the notebook
def option_sums(hand: Any, upcard: int, pool: Any, mult: Any, qualifier: int, raise_antes: int,
                ks: Any, rank_key: Any, rank_bit: Any, flush: Any, dense5: Any, binom: Any
                ) -> tuple[Any, Any, Any, Any]:  # pragma: no cover - compiled
    """For each discard mask 0..31 of ``hand`` (5 card indices) whose size is in ``ks`` (a
    (6,) 0/1 array, index = number of cards; keeping the hand is always computed): the exact
    integer sums (best of fold/raise, always raise), the raise counts, and the denominators
    ``C(n, k) * C(n - k, 4)`` (0 for masks not computed). ``pool``: the unknown cards."""
    sum_best, sum_raise, raises, denom, _, _ = draw_sums(hand, upcard, pool, mult, qualifier,
                                                         raise_antes, ks, 0, rank_key, rank_bit,
                                                         flush, dense5, binom)
    return sum_best, sum_raise, raises, denom


@njit(cache=True, nogil=True)
def draw_sums(hand: Any, upcard: int, pool: Any, mult: Any, qualifier: int, raise_antes: int,
              ks: Any, split: int, rank_key: Any, rank_bit: Any, flush: Any, dense5: Any, binom: Any
          ) -> tuple[Any, Any, Any, Any, Any, Any]:  # pragma: no cover - compiled
    """:func:`option_sums`, and with ``split`` the plain and other-suit flush values of each
    5-card draw of five distinct ranks (see :func:`_draw_class_items`), by rank bits.

    Draws whose final hand cannot beat a qualifying dealer are settled at once (they need only
    the count of non-qualifying dealer hands). The others are sorted by score and counted in
    one sweep over the dealer's hands in score order: running counts per position, pair and
    triple of positions replace cumulative tables, and stay in the processor's cache."""
    n = pool.shape[0]
    ra = raise_antes
    # -- the dealer's completions, colex order of pool positions ------------------------------
    n4 = binom[n, 4]
    n2 = binom[n, 2]
    n3 = binom[n, 3]
    dsc = np.empty(n4, dtype=np.int16)
    packed = np.empty(n4, dtype=np.int32)
    idx = 0
    for l4 in range(3, n):
        for k3 in range(2, l4):
            for j2 in range(1, k3):
                for i1 in range(j2):
                    dsc[idx] = _score5(upcard, pool[i1], pool[j2], pool[k3], pool[l4],
                                       rank_key, rank_bit, flush, dense5)
                    packed[idx] = i1 | (j2 << 6) | (k3 << 12) | (l4 << 18)
                    idx += 1
    # dealer hands in score order (counting sort); start[x] = hands scoring below x
    start = np.zeros(_N_SCORES + 2, dtype=np.int64)
    for i in range(n4):
        start[dsc[i] + 1] += 1
    for x in range(1, _N_SCORES + 2):
        start[x] += start[x - 1]
    fill = start.copy()
    hands = np.empty(n4, dtype=np.int32)
    for i in range(n4):
        hands[fill[dsc[i]]] = packed[i]
        fill[dsc[i]] += 1
    # -- non-qualifying counts per position, pair, triple, four positions ---------------------
    nq1 = np.zeros(n, dtype=np.int64)
    nq2 = np.zeros(n2, dtype=np.int64)
    nq3 = np.zeros(n3, dtype=np.int64)
    _add_hands(0, start[qualifier], hands, nq1, nq2, nq3, binom)
    nq0 = start[qualifier]
    nq4 = np.zeros(n4, dtype=np.int8)
    for i in range(n4):
        nq4[i] = 1 if dsc[i] < qualifier else 0
    # -- the kept cards of every discard mask --------------------------------------------------
    sum_best = np.zeros(32, dtype=np.int64)
    sum_raise = np.zeros(32, dtype=np.int64)
    raises = np.zeros(32, dtype=np.int64)
    denom = np.zeros(32, dtype=np.int64)
    kkey = np.zeros(32, dtype=np.int64)
    kbit = np.zeros(32, dtype=np.int64)
    ksuit = np.full(32, -1, dtype=np.int64)   # -1: no kept card; -2: kept suits differ
    msize = np.zeros(32, dtype=np.int64)
    for m in range(32):
        for i in range(5):
            if m >> i & 1:
                msize[m] += 1
            else:
                kkey[m] += rank_key[hand[i]]
                kbit[m] |= rank_bit[hand[i]]
                s = hand[i] & 3
                if ksuit[m] == -1:
                    ksuit[m] = s
                elif ksuit[m] != s:
                    ksuit[m] = -2
    tots = np.zeros(6, dtype=np.int64)
    for k in range(6):
        if n - k >= 4:
            tots[k] = binom[n - k, 4]
    # -- every (replacement set, discard) pair: settle it or keep it for the sweep -------------
    cap = 1
    for k in range(1, 6):
        if ks[k] == 1 and n - k >= 4:
            cap += binom[5, k] * binom[n, k]
    # an item: positions (6 bits each), k << 30, mask << 33, non-qualifying count << 38
    item = np.empty(cap, dtype=np.int64)
    iscore = np.empty(cap, dtype=np.int16)
    iweight = np.ones(cap, dtype=np.int64)   # draws an item stands for (5-card draw classes)
    itag = np.full(cap, -1, dtype=np.int64)
    dplain = np.zeros(8192, dtype=np.int64)
    dflush = np.zeros(8192, dtype=np.int64)
    ni = 0
    s0 = _score5(hand[0], hand[1], hand[2], hand[3], hand[4], rank_key, rank_bit, flush, dense5)
    denom[0] = n4
    if s0 < qualifier:
        num = nq0 - (1 + ra) * (n4 - nq0)
        sum_raise[0] = num
        sum_best[0] = max(num, -n4)
        raises[0] = 1 if num > -n4 else 0
    else:
        item[0] = nq0 << 38
        iscore[0] = s0
        ni = 1
    r = np.zeros(5, dtype=np.int64)
    for k in range(1, 6):
        if ks[k] == 0 or n - k < 4:
            continue
        for m in range(32):
            if msize[m] == k:   # discard the cards of m, keep the others, draw k
                denom[m] = binom[n, k] * tots[k]
                split_k = split if k == 5 else 0
                ni = _draw_class_items(k, m, ksuit[m], kkey[m], kbit[m], pool, n, tots[k],
                                       nq0, nq1, nq2, nq3, nq4, dsc, qualifier, ra, upcard & 3,
                                       rank_key, rank_bit, flush, dense5, binom, item, iscore,
                                       iweight, itag, ni, sum_best, sum_raise, raises,
                                       split_k, dplain)
    # -- the sweep: items in score order against the dealer's hands in score order ------------
    ifirst = np.zeros(_N_SCORES + 2, dtype=np.int64)
    for i in range(ni):
        ifirst[iscore[i] + 1] += 1
    for x in range(1, _N_SCORES + 2):
        ifirst[x] += ifirst[x - 1]
    ifill = ifirst.copy()
    sitem = np.empty(ni, dtype=np.int64)
    sweight = np.empty(ni, dtype=np.int64)
    stag = np.empty(ni, dtype=np.int64)
    for i in range(ni):
        sitem[ifill[iscore[i]]] = item[i]
        sweight[ifill[iscore[i]]] = iweight[i]
        stag[ifill[iscore[i]]] = itag[i]
        ifill[iscore[i]] += 1
    hmask = np.empty(n4, dtype=np.int64)   # each dealer hand's positions as a bit mask
    for h in range(n4):
        v = hands[h]
        hmask[h] = (1 << (v & 63)) | (1 << ((v >> 6) & 63)) | (1 << ((v >> 12) & 63)) \
            | (1 << ((v >> 18) & 63))
    cnt1 = np.zeros(n, dtype=np.int64)
    cnt2 = np.zeros(n2, dtype=np.int32)
    cnt3 = np.zeros(n3, dtype=np.int32)
    done = 0          # dealer hands (in score order) added to the running counts
    buf = np.empty(ni, dtype=np.int64)
    for sp in range(qualifier, _N_SCORES):
        lo = ifirst[sp]
        hi = ifirst[sp + 1]
        if lo == hi:
            continue
        _add_hands(done, start[sp], hands, cnt1, cnt2, cnt3, binom)
        done = start[sp]
        for j in range(lo, hi):   # dealer hands below sp that avoid the draw
            buf[j] = _count_any(sitem[j], sp, done, cnt1, cnt2, cnt3, dsc, binom, r)
        t_lo = start[sp]
        t_hi = start[sp + 1]   # the dealer hands that tie
        if t_hi - t_lo > _FEW_TIES:
            _add_hands(done, t_hi, hands, cnt1, cnt2, cnt3, binom)
            done = t_hi
        mu = 1 + ra * mult[sp]
        for j in range(lo, hi):
            v = sitem[j]
            k = (v >> 30) & 7
            m = (v >> 33) & 31
            nq = v >> 38
            c0 = buf[j]
            if t_hi - t_lo > _FEW_TIES:
                c1 = _count_any(v, sp + 1, done, cnt1, cnt2, cnt3, dsc, binom, r)
            else:
                c1 = c0
                if t_hi > t_lo:
                    rm = 0
                    for i in range(k):
                        rm |= 1 << ((v >> (6 * i)) & 63)
                    for h in range(t_lo, t_hi):
                        if hmask[h] & rm == 0:
                            c1 += 1
            tot = tots[k]
            num = nq + (c0 - nq) * mu - (1 + ra) * (tot - c1)
            w = sweight[j]
            sum_raise[m] += w * num
            if num > -tot:
                sum_best[m] += w * num
                raises[m] += w
            else:
                sum_best[m] -= w * tot
            if stag[j] >= 8192:
                dflush[stag[j] - 8192] = num
            elif stag[j] >= 0:
                dplain[stag[j]] = num
    return sum_best, sum_raise, raises, denom, dplain, dflush


def situation_sums(hand: Any, upcard: int, pool: Any, rules: Any,
                   counts: tuple[int, ...] | None = None
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`option_sums` for card indices (``hand``: 5, ``pool``: the unknown cards) under
    an :class:`~pokerlib.oasis.rules.OasisRules`; ``counts``: the numbers of cards to exchange
    (default: those the rules allow)."""
    from .rules import check_swing, multiples_by_score

    check_swing(rules.paytable, rules.raise_antes)   # the int64 sums below stay exact
    ks = np.zeros(6, dtype=np.int64)
    for k in (rules.exchange_counts if counts is None else counts):
        ks[k] = 1
    return option_sums(np.asarray(hand, dtype=np.int64), int(upcard),
                       np.asarray(sorted(int(c) for c in pool), dtype=np.int64),
                       multiples_by_score(rules.paytable).astype(np.int64),
                       int(rules.qualifier_score), int(rules.raise_antes), ks, *kernel_tables())
