"""The exact Omaha hi/lo enumeration as one compiled loop (numba, ``njit(cache=True)``: compiled
on first use and cached beside this module; numba itself is imported only then, so importing
pokerlib stays quick).

Each board of the remaining cards is dealt in turn; its ten three-card subsets are looked up in
every player's :func:`~pokerlib.equity.hilo_tables.hilo_hand_tables` (as
:func:`~pokerlib.equity.hilo_tables.hilo_board_values` does for a block of boards) and the pot
is split as :func:`~pokerlib.equity.hilo_tables.hilo_split` splits it. Shares are counted in
whole units of ``1 / (2 * lcm(1..P))`` of a pot, so every sum is an exact integer: heads-up
preflop (1,086,008 boards) takes a few hundredths of a second instead of a few tenths.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

from ..combinatorics import BINOMIAL

__all__ = ["HiLoCounts", "hilo_exact_counts"]

_C = np.ascontiguousarray(BINOMIAL[:52, 1:4].astype(np.int64))  # C(c, 1..3) per card


class HiLoCounts(NamedTuple):
    """Exact counts over ``boards`` boards, per player: ``high`` and ``low`` (pot shares won
    through each half, in units of ``1 / unit`` of a pot), boards it ``scoop``\\ s, wins
    (part of) the high (``high_win``) or the low (``low_win``), and makes a low
    (``has_low``); ``low_made``: boards where someone makes a low."""

    high: np.ndarray
    low: np.ndarray
    scoop: np.ndarray
    high_win: np.ndarray
    low_win: np.ndarray
    has_low: np.ndarray
    low_made: int
    boards: int
    unit: int


def _kernel(hi: Any, lo: Any, known: Any, rest: Any, k: int, c: Any,
            lcm: int) -> Any:  # pragma: no cover - compiled
    p = hi.shape[0]
    out = np.zeros((6, p), dtype=np.int64)
    low_made = 0
    boards = 0
    r = rest.shape[0]
    nk = known.shape[0]
    idx = np.arange(k)
    cards = np.empty(5, dtype=np.int64)
    tri = np.empty(10, dtype=np.int64)
    hv = np.empty(p, dtype=np.int64)
    lv = np.empty(p, dtype=np.int64)
    while True:
        # the board: known cards and the chosen ones, sorted
        for i in range(nk):
            cards[i] = known[i]
        for i in range(k):
            cards[nk + i] = rest[idx[i]]
        for i in range(1, 5):
            x = cards[i]
            j = i - 1
            while j >= 0 and cards[j] > x:
                cards[j + 1] = cards[j]
                j -= 1
            cards[j + 1] = x
        t = 0
        for a in range(5):
            for b in range(a + 1, 5):
                for d in range(b + 1, 5):
                    tri[t] = c[cards[a], 0] + c[cards[b], 1] + c[cards[d], 2]
                    t += 1
        best_h = -1
        best_l = 0
        for q in range(p):
            h = -1
            lw = 0
            for t in range(10):
                v = hi[q, tri[t]]
                if v > h:
                    h = v
                w = lo[q, tri[t]]
                if w > lw:
                    lw = w
            hv[q] = h
            lv[q] = lw
            if h > best_h:
                best_h = h
            if lw > best_l:
                best_l = lw
        nh = 0
        nl = 0
        for q in range(p):
            if hv[q] == best_h:
                nh += 1
            if best_l > 0 and lv[q] == best_l:
                nl += 1
        made = best_l > 0
        half = lcm if made else 2 * lcm
        for q in range(p):
            won_h = hv[q] == best_h
            won_l = made and lv[q] == best_l
            if won_h:
                out[0, q] += half // nh
                out[3, q] += 1
            if won_l:
                out[1, q] += lcm // nl
                out[4, q] += 1
            if lv[q] > 0:
                out[5, q] += 1
            if won_h and nh == 1 and (not made or (won_l and nl == 1)):
                out[2, q] += 1
        if made:
            low_made += 1
        boards += 1
        # the next k-subset of rest, in lexicographic order
        i = k - 1
        while i >= 0 and idx[i] == r - k + i:
            i -= 1
        if i < 0:
            break
        idx[i] += 1
        for j in range(i + 1, k):
            idx[j] = idx[j - 1] + 1
    return out, low_made, boards


@functools.lru_cache(maxsize=1)
def _compiled() -> Callable[..., Any]:
    from numba import njit

    compiled: Callable[..., Any] = njit(cache=True)(_kernel)
    return compiled


def hilo_exact_counts(tables: list[tuple[np.ndarray, np.ndarray]], known: Any, rest: Any,
                      k: int) -> HiLoCounts:
    """Exact counts for the players whose :func:`hilo_hand_tables` are ``tables``, over every
    board made of the ``known`` board cards and ``k`` of the cards ``rest`` (the caller checks
    the cards: :func:`pokerlib.equity.equity_hilo` does)."""
    hi = np.ascontiguousarray(np.stack([t[0] for t in tables]))
    lo = np.ascontiguousarray(np.stack([t[1] for t in tables]))
    lcm = math.lcm(*range(1, len(tables) + 1))
    out, low_made, boards = _compiled()(hi, lo, np.asarray(known, dtype=np.int64),
                                    np.asarray(rest, dtype=np.int64), int(k), _C, lcm)
    high, low, scoop, high_win, low_win, has_low = out
    return HiLoCounts(high, low, scoop, high_win, low_win, has_low, int(low_made), int(boards),
                      2 * lcm)
