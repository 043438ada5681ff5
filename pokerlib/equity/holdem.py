"""Hold'em equity: each player's share of the pot, exact over every remaining board, or by
seeded Monte Carlo with a standard error.

Before the flop the exact counts come from :func:`~pokerlib.equity.preflop_counts.preflop_counts`
(boards without a flush counted by rank pattern, a few milliseconds). With board cards every
remaining board is enumerated (:func:`enumerated_counts`): all players share the board, so its
rank keys and suit counters are summed once per board and each hole pair is added on top; only
boards where a flush is possible are looked at card by card.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..combinatorics import subsets
from ..evaluate import CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_ADD, lookup_tables
from .checks import check_samples, check_seed, read_spot
from .preflop_counts import PreflopCounts, preflop_counts
from .results import EquityResult, PlayerEquity

__all__ = ["equity", "enumerated_counts"]


def _hole_parts(holes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per hole pair: rank key sum, suit counter sum, and its rank bits in each suit (P, 4)."""
    rk = CARD_RANK_KEY[holes].sum(1)
    sc = CARD_SUIT_ADD[holes].sum(1)
    bits = np.zeros((len(holes), 4), dtype=np.int32)
    for s in range(4):
        bits[:, s] = (CARD_RANK_BIT[holes] * ((holes & 3) == s)).sum(1)
    return rk, sc, bits


def _shared_board_scores(holes: np.ndarray, boards: np.ndarray) -> np.ndarray:
    """Scores (P, N) of P hole pairs on N complete 5-card boards shared by all of them."""
    t = lookup_tables()
    dense, fsuit_t, flush_t = t["dense"][7], t["flush_suit_np"], t["flush_np"]
    boards = boards.astype(np.intp)
    brk = CARD_RANK_KEY[boards].sum(1)
    bsc = CARD_SUIT_ADD[boards].sum(1)
    hrk, hsc, hbits = _hole_parts(holes)
    out = np.empty((len(holes), len(boards)), dtype=np.int16)
    for i in range(len(holes)):
        out[i] = dense[brk + hrk[i]]
        fs = fsuit_t[bsc + hsc[i]]
        rows = np.flatnonzero(fs >= 0)
        if rows.size:
            sub = boards[rows]
            f = fs[rows].astype(np.int64)
            mask = (CARD_RANK_BIT[sub] * ((sub & 3) == f[:, None])).sum(1) + hbits[i][f]
            out[i, rows] = flush_t[mask]
    return out


def _tally(scores: np.ndarray, win: np.ndarray, tie: np.ndarray, share: np.ndarray) -> None:
    best = scores.max(0)
    top = scores == best
    n = top.sum(0)
    win += (top & (n == 1)).sum(1)
    tie += (top & (n > 1)).sum(1)
    share += (top / n).sum(1)


def enumerated_counts(holes: Any, board: Any, rest: np.ndarray, k: int) -> PreflopCounts:
    """Exact counts (as :func:`~pokerlib.equity.preflop_counts.preflop_counts` gives them) for
    the hole pairs ``holes`` (card indices) and the known ``board`` cards, by dealing every
    ``k``-card completion from the cards ``rest``, one board at a time (in blocks)."""
    hole_arr = np.array(holes, dtype=np.intp)
    known = np.array(board, dtype=np.intp)
    p = len(hole_arr)
    win = np.zeros(p, dtype=np.int64)
    tie = np.zeros(p, dtype=np.int64)
    share = np.zeros(p)
    idx = subsets(len(rest), k)
    n = len(idx)
    for start in range(0, n, 250_000):
        part = rest[idx[start:start + 250_000]]
        full = np.hstack([np.broadcast_to(known, (len(part), len(known))), part])
        _tally(_shared_board_scores(hole_arr, full), win, tie, share)
    return PreflopCounts(win, tie, share, n)


def equity(hands: Any, board: Any = (), dead: Any = (), *, samples: int | None = None,
           seed: int | None = 0) -> EquityResult:
    """Each player's hold'em equity: exact over every remaining board, or Monte Carlo.

    ``hands`` is a list of two or more two-card hands (text or cards); ``board`` holds 0 to 5
    cards, ``dead`` cards seen elsewhere (burned or folded). With ``samples=None`` (the default)
    every board is enumerated — 1,712,304 heads-up preflop; ``samples=n`` (2 to 100,000,000)
    draws n random boards, seeded by ``seed`` (a whole number of 0 or more; None for fresh
    randomness), and gives each player a standard error.

    >>> r = equity(["As Qs", "Kh Kd"], board="Qh 9s 2c")
    >>> r.exact, r.boards, round(r[0].equity, 4), round(r[1].equity, 4)
    (True, 990, 0.2465, 0.7535)
    >>> r = equity(["Ah Ad", "7c 2d"], samples=20_000, seed=1)
    >>> r.exact, abs(r[0].equity - 0.88) < 0.02, r[0].stderr < 0.005
    (False, True, True)
    >>> equity(["Ah Ad", "7c 2d"], samples=100, seed=-1)
    Traceback (most recent call last):
    ...
    pokerlib.errors.EquityError: seed must be a whole number >= 0 or None, not -1
    """
    holes, bd, dd, rest, k = read_spot(hands, board, dead, hole_cards=2, name="equity",
                                       example="['As Ks', 'Qh Qd']",
                                       boards=(0, 1, 2, 3, 4, 5),
                                       game="eq_holdem_board")
    samples = check_samples(samples)
    seed = check_seed(seed)
    hole_arr = np.array(holes, dtype=np.intp)
    known = np.array(bd, dtype=np.intp)
    p = len(holes)
    win = np.zeros(p, dtype=np.int64)
    tie = np.zeros(p, dtype=np.int64)
    share = np.zeros(p)
    if samples is None:
        c = (preflop_counts([tuple(map(int, h)) for h in holes], [int(x) for x in dd])
             if not bd else enumerated_counts(hole_arr, known, rest, k))
        win, tie, share, n = c
        eq = share / n
        players = tuple(PlayerEquity(h, float(e), float(w / n), float(t / n))
                        for h, e, w, t in zip(holes, eq, win, tie))
        return EquityResult(players, bd, dd, True, n)
    rng = np.random.default_rng(seed)
    sq = np.zeros(p)
    for start in range(0, samples, 100_000):
        m = min(100_000, samples - start)
        # the k smallest of m random keys per row (kth below len(rest): it must be an index)
        pick = rng.random((m, len(rest))).argpartition(min(k, len(rest) - 1), axis=1)[:, :k] \
            if k else np.zeros((m, 0), dtype=np.intp)
        full = np.hstack([np.broadcast_to(known, (m, len(known))), rest[pick]])
        sc = _shared_board_scores(hole_arr, full)
        top = sc == sc.max(0)
        n_top = top.sum(0)
        sh = top / n_top
        win += (top & (n_top == 1)).sum(1)
        tie += (top & (n_top > 1)).sum(1)
        share += sh.sum(1)
        sq += (sh ** 2).sum(1)
    eq = share / samples
    err = np.sqrt(np.maximum(sq / samples - eq ** 2, 0) / (samples - 1))
    players = tuple(PlayerEquity(h, float(e), float(w / samples), float(t / samples),
                                 float(s), False)
                    for h, e, w, t, s in zip(holes, eq, win, tie, err))
    return EquityResult(players, bd, dd, False, samples)
