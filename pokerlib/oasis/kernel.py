"""The compiled exact kernel: every option of an Oasis Poker situation, exactly, in one pass.

The method is :mod:`pokerlib.oasis.dealer_counts`' (inclusion-exclusion over the subsets of the
player's replacement cards) written as one numba function (``@njit(cache=True)``: compiled
on first use and cached beside this module, no C toolchain needed), with these changes:

* the dealer's ``C(n, 4)`` completions are scored inside the kernel, and their scores are
  renumbered to the distinct scores the up card allows (a few thousand), which keeps the
  count tables small (one card: ``n`` rows, two cards: ``C(n, 2)`` rows of cumulative counts;
  three cards: the sorted scores of their ``n - 3`` completions; four cards: one score);
* each replacement set ``R`` is visited once per number of cards ``k`` and serves every discard
  of ``k`` cards: the ranks of its subsets and its count of non-qualifying dealer hands (which
  depends on ``R`` alone) are computed once;
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

__all__ = ["option_sums", "situation_sums", "kernel_tables"]

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
def _five_card_items(pool: Any, n: int, tot: int, nq0: int, nq1: Any, nq2: Any, nq3: Any,
                     nq4: Any, qualifier: int, ra: int, rank_key: Any, rank_bit: Any,
                     flush: Any, dense5: Any, binom: Any, item: Any, iscore: Any, ni: int,
                     sum_best: Any, sum_raise: Any, raises: Any) -> int:  # pragma: no cover
    """The 5-card exchange's draws a < b < c < d < e: settle those below the qualifier, add
    the others to the items (from ``ni`` on; returns the new count). What does not depend on
    ``e`` is computed once per (a, b, c, d)."""
    f1 = np.empty(4, dtype=np.int64)
    f2 = np.empty(6, dtype=np.int64)
    f3 = np.empty(4, dtype=np.int64)
    settled = 0
    folds = 0
    nraise = 0
    for d in range(3, n - 1):
        cd = pool[d]
        bd2 = binom[d, 2]
        bd3 = binom[d, 3]
        bd4 = binom[d, 4]
        for c in range(2, d):
            cc = pool[c]
            bc2 = binom[c, 2]
            bc3 = binom[c, 3]
            for b in range(1, c):
                cb = pool[b]
                bb2 = binom[b, 2]
                for a in range(b):
                    ca = pool[a]
                    f1[0] = a
                    f1[1] = b
                    f1[2] = c
                    f1[3] = d
                    f2[0] = bb2 + a
                    f2[1] = bc2 + a
                    f2[2] = bc2 + b
                    f2[3] = bd2 + a
                    f2[4] = bd2 + b
                    f2[5] = bd2 + c
                    f3[0] = bc3 + bb2 + a
                    f3[1] = bd3 + bb2 + a
                    f3[2] = bd3 + bc2 + a
                    f3[3] = bd3 + bc2 + b
                    f4 = bd4 + bc3 + bb2 + a
                    nqf = nq0 + nq4[f4]
                    for i in range(4):
                        nqf -= nq1[f1[i]] + nq3[f3[i]]
                    for i in range(6):
                        nqf += nq2[f2[i]]
                    key4 = rank_key[ca] + rank_key[cb] + rank_key[cc] + rank_key[cd]
                    bit4 = rank_bit[ca] | rank_bit[cb] | rank_bit[cc] | rank_bit[cd]
                    s4 = ca & 3
                    if (cb & 3) != s4 or (cc & 3) != s4 or (cd & 3) != s4:
                        s4 = -1
                    code4 = (5 << 30) | (31 << 33) | a | (b << 6) | (c << 12) | (d << 18)
                    for e in range(d + 1, n):
                        ce = pool[e]
                        if s4 >= 0 and (ce & 3) == s4:
                            sp = flush[bit4 | rank_bit[ce]]
                        else:
                            sp = dense5[key4 + rank_key[ce]]
                        be2 = binom[e, 2]
                        be3 = binom[e, 3]
                        be4 = binom[e, 4]
                        nq = (nqf - nq1[e] + nq2[be2 + a] + nq2[be2 + b] + nq2[be2 + c]
                              + nq2[be2 + d] + nq4[be4 + f3[0]] + nq4[be4 + f3[1]]
                              + nq4[be4 + f3[2]] + nq4[be4 + f3[3]]
                              - nq3[be3 + f2[0]] - nq3[be3 + f2[1]] - nq3[be3 + f2[2]]
                              - nq3[be3 + f2[3]] - nq3[be3 + f2[4]] - nq3[be3 + f2[5]])
                        if sp < qualifier:
                            num = nq - (1 + ra) * (tot - nq)
                            sum_raise[31] += num
                            if num > -tot:
                                settled += num
                                nraise += 1
                            else:
                                folds += 1
                        else:
                            item[ni] = code4 | (e << 24) | (nq << 38)
                            iscore[ni] = sp
                            ni += 1
    sum_best[31] += settled - folds * tot
    raises[31] += nraise
    return ni


@njit(cache=True)
def _four_card_items(pool: Any, n: int, tot: int, nq0: int, nq1: Any, nq2: Any, nq3: Any,
                     nq4: Any, qualifier: int, ra: int, rank_key: Any, rank_bit: Any,
                     flush: Any, dense5: Any, binom: Any, item: Any, iscore: Any, ni: int,
                     sum_best: Any, sum_raise: Any, raises: Any, kkey: Any, kbit: Any,
                     ksuit: Any) -> int:  # pragma: no cover
    """The five 4-card exchanges (one kept card each) over the draws a < b < c < d, like
    :func:`_five_card_items`: what does not depend on ``d`` is computed once per (a, b, c)."""
    for c in range(2, n - 1):
        cc = pool[c]
        bc2 = binom[c, 2]
        bc3 = binom[c, 3]
        for b in range(1, c):
            cb = pool[b]
            bb2 = binom[b, 2]
            for a in range(b):
                ca = pool[a]
                t3 = bc3 + bb2 + a
                p_ab = bb2 + a
                p_ac = bc2 + a
                p_bc = bc2 + b
                nqf = nq0 - nq1[a] - nq1[b] - nq1[c] + nq2[p_ab] + nq2[p_ac] + nq2[p_bc] \
                    - nq3[t3]
                key3 = rank_key[ca] + rank_key[cb] + rank_key[cc]
                bit3 = rank_bit[ca] | rank_bit[cb] | rank_bit[cc]
                s3 = ca & 3
                if (cb & 3) != s3 or (cc & 3) != s3:
                    s3 = -1
                code3 = (4 << 30) | a | (b << 6) | (c << 12)
                for d in range(c + 1, n):
                    cd = pool[d]
                    bd2 = binom[d, 2]
                    bd3 = binom[d, 3]
                    nq = (nqf - nq1[d] + nq2[bd2 + a] + nq2[bd2 + b] + nq2[bd2 + c]
                          - nq3[bd3 + p_ab] - nq3[bd3 + p_ac] - nq3[bd3 + p_bc]
                          + nq4[binom[d, 4] + t3])
                    key4 = key3 + rank_key[cd]
                    bit4 = bit3 | rank_bit[cd]
                    s4 = s3 if (cd & 3) == s3 else -1
                    code = code3 | (d << 18) | (nq << 38)
                    for i in range(5):
                        m = 31 ^ (1 << i)   # keep card i
                        if s4 >= 0 and ksuit[m] == s4:
                            sp = flush[kbit[m] | bit4]
                        else:
                            sp = dense5[kkey[m] + key4]
                        if sp < qualifier:
                            num = nq - (1 + ra) * (tot - nq)
                            sum_raise[m] += num
                            if num > -tot:
                                sum_best[m] += num
                                raises[m] += 1
                            else:
                                sum_best[m] -= tot
                        else:
                            item[ni] = code | (m << 33)
                            iscore[ni] = sp
                            ni += 1
    return ni


@njit(cache=True, nogil=True)   # a widget computes advice ahead, beside the notebook
def option_sums(hand: Any, upcard: int, pool: Any, mult: Any, qualifier: int, raise_antes: int,
                ks: Any, rank_key: Any, rank_bit: Any, flush: Any, dense5: Any, binom: Any
                ) -> tuple[Any, Any, Any, Any]:  # pragma: no cover - compiled
    """For each discard mask 0..31 of ``hand`` (5 card indices) whose size is in ``ks`` (a
    (6,) 0/1 array, index = number of cards; keeping the hand is always computed): the exact
    integer sums (best of fold/raise, always raise), the raise counts, and the denominators
    ``C(n, k) * C(n - k, 4)`` (0 for masks not computed). ``pool``: the unknown cards.

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
    masks = np.empty(10, dtype=np.int64)
    if ks[4] == 1 and n - 4 >= 4:
        for m in range(32):
            if msize[m] == 4:
                denom[m] = binom[n, 4] * tots[4]
        ni = _four_card_items(pool, n, tots[4], nq0, nq1, nq2, nq3, nq4, qualifier, ra,
                              rank_key, rank_bit, flush, dense5, binom, item, iscore, ni,
                              sum_best, sum_raise, raises, kkey, kbit, ksuit)
    for k in range(1, 4):
        if ks[k] == 0 or n - k < 4:
            continue
        tot = tots[k]
        nm = 0
        for m in range(32):
            if msize[m] == k:
                masks[nm] = m
                nm += 1
                denom[m] = binom[n, k] * tot
        for i in range(k):
            r[i] = i
        while True:
            nq = _nq_of(r, k, nq0, nq1, nq2, nq3, nq4, binom)
            dkey = 0
            dbit = 0
            code = k << 30
            dsuit = pool[r[0]] & 3
            for i in range(k):
                c = pool[r[i]]
                dkey += rank_key[c]
                dbit |= rank_bit[c]
                code |= r[i] << (6 * i)
                if (c & 3) != dsuit:
                    dsuit = -2
            for mi in range(nm):
                m = masks[mi]
                ks_ = ksuit[m]
                if dsuit >= 0 and (ks_ == -1 or ks_ == dsuit):
                    sp = flush[kbit[m] | dbit]
                else:
                    sp = dense5[kkey[m] + dkey]
                if sp < qualifier:
                    num = nq - (1 + ra) * (tot - nq)
                    sum_raise[m] += num
                    if num > -tot:
                        sum_best[m] += num
                        raises[m] += 1
                    else:
                        sum_best[m] -= tot
                else:
                    item[ni] = code | (m << 33) | (nq << 38)
                    iscore[ni] = sp
                    ni += 1
            # next k-subset of range(n), colex order
            i = 0
            while i < k - 1 and r[i] + 1 == r[i + 1]:
                r[i] = i
                i += 1
            r[i] += 1
            if r[k - 1] >= n:
                break
    if ks[5] == 1 and n - 5 >= 4:
        denom[31] = binom[n, 5] * tots[5]
        ni = _five_card_items(pool, n, tots[5], nq0, nq1, nq2, nq3, nq4, qualifier, ra,
                              rank_key, rank_bit, flush, dense5, binom, item, iscore, ni,
                              sum_best, sum_raise, raises)
    # -- the sweep: items in score order against the dealer's hands in score order ------------
    ifirst = np.zeros(_N_SCORES + 2, dtype=np.int64)
    for i in range(ni):
        ifirst[iscore[i] + 1] += 1
    for x in range(1, _N_SCORES + 2):
        ifirst[x] += ifirst[x - 1]
    ifill = ifirst.copy()
    sitem = np.empty(ni, dtype=np.int64)
    for i in range(ni):
        sitem[ifill[iscore[i]]] = item[i]
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
            sum_raise[m] += num
            if num > -tot:
                sum_best[m] += num
                raises[m] += 1
            else:
                sum_best[m] -= tot
    return sum_best, sum_raise, raises, denom


def situation_sums(hand: Any, upcard: int, pool: Any, rules: Any,
                   counts: tuple[int, ...] | None = None
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`option_sums` for card indices (``hand``: 5, ``pool``: the unknown cards) under
    an :class:`~pokerlib.oasis.rules.OasisRules`; ``counts``: the numbers of cards to exchange
    (default: those the rules allow)."""
    from .rules import multiples_by_score

    ks = np.zeros(6, dtype=np.int64)
    for k in (rules.exchange_counts if counts is None else counts):
        ks[k] = 1
    return option_sums(np.asarray(hand, dtype=np.int64), int(upcard),
                       np.asarray(sorted(int(c) for c in pool), dtype=np.int64),
                       multiples_by_score(rules.paytable).astype(np.int64),
                       int(rules.qualifier_score), int(rules.raise_antes), ks, *kernel_tables())
