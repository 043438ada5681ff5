"""Hold'em equity: each player's share of the pot, exact over every remaining board, or by
seeded Monte Carlo with a standard error.

Before the flop the exact counts come from :func:`~pokerlib.equity.preflop_counts.preflop_counts`
(boards without a flush counted by rank pattern, a few milliseconds). With board cards every
remaining board is enumerated (:func:`enumerated_counts`): all players share the board, so its
rank keys and suit counters are summed once per board and each hole pair is added on top; only
boards where a flush is possible are looked at card by card.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import numpy as np

from ..combinatorics import subsets
from ..evaluate import CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_ADD, lookup_tables
from .checks import check_samples, check_seed, read_spot
from .preflop_counts import PreflopCounts, preflop_counts
from .results import EquityResult, PlayerEquity

__all__ = ["equity", "enumerated_counts", "DealtCounts", "dealt_counts"]


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


class DealtCounts(NamedTuple):
    """Counts summed over several deals of hands on one known board (:func:`dealt_counts`):
    per player, boards won alone (``win``), boards tied (``tie``), the pots won in units of
    ``1/unit`` of a pot (``share``: exact integers), and the (deal, board) pairs counted."""

    win: np.ndarray
    tie: np.ndarray
    share: np.ndarray
    unit: int
    boards: int


def dealt_counts(pairs: Any, deals: Any, board: Any, dead: Any = ()) -> DealtCounts:
    """Exact counts over every deal of ``deals`` and every board completing ``board``, in one
    pass: ``pairs`` are the distinct hole pairs (card indices, shape (H, 2)), each row of
    ``deals`` picks one pair per player (indices into ``pairs``; the pairs of a deal share no
    card), ``board`` (3 to 5 cards) and ``dead`` are card indices. Every pair is scored once on
    every completion of the board from the cards that are neither board nor dead; a deal counts
    the completions that use none of its cards, so each deal counts the same boards as
    :func:`equity` would for it, and the sums are those of :func:`equity` over the deals
    (its ``share`` times ``unit``, as integers).

    >>> from pokerlib.cards import parse_cards
    >>> pairs = [[int(c) for c in parse_cards(h)] for h in ("As Qs", "Kh Kd", "Kc Ks")]
    >>> c = dealt_counts(pairs, [[0, 1], [0, 2]], [int(x) for x in parse_cards("Qh 9s 2c")])
    >>> c.boards, round(float(c.share[0] / c.unit / c.boards), 4)
    (1980, 0.2424)
    """
    pair_arr = np.asarray(pairs, dtype=np.intp).reshape(-1, 2)
    deal_arr = np.asarray(deals, dtype=np.intp)
    known = np.asarray(board, dtype=np.intp)
    p = deal_arr.shape[1]
    gone = set(map(int, known)) | set(map(int, np.asarray(dead, dtype=np.intp)))
    rest = np.array(sorted(set(range(52)) - gone), dtype=np.intp)
    k = 5 - len(known)
    runs = rest[subsets(len(rest), k)]
    full = np.hstack([np.broadcast_to(known, (len(runs), len(known))), runs])
    bit = np.left_shift(np.int64(1), np.arange(52, dtype=np.int64))
    clash = (bit[pair_arr].sum(1)[:, None] & bit[runs].sum(1)[None, :]) != 0   # (H, R)
    scores = np.zeros(clash.shape, dtype=np.int16)                      # (H, R)
    for i in range(len(pair_arr)):       # each pair on the completions it can meet
        cols = np.flatnonzero(~clash[i])
        scores[i, cols] = _shared_board_scores(pair_arr[i:i + 1], full[cols])[0]
    unit = math.lcm(*range(1, p + 1))
    win = np.zeros(p, dtype=np.int64)
    tie = np.zeros(p, dtype=np.int64)
    share = np.zeros(p, dtype=np.int64)
    boards = 0
    step = max(1, 2_000_000 // max(1, p * len(runs)))
    for start in range(0, len(deal_arr), step):
        d = deal_arr[start:start + step].T                                # (P, D)
        s = scores[d]                                                     # (P, D, R)
        live = ~np.logical_or.reduce(clash[d], 0)                         # (D, R)
        top = (s == s.max(0)) & live
        n = top.sum(0, dtype=np.int8)                                     # winners per board
        for k in range(1, p + 1):
            split = n == k
            if not split.any():
                continue
            for i in range(p):
                c = np.count_nonzero(top[i] & split)
                if k == 1:
                    win[i] += c
                else:
                    tie[i] += c
                share[i] += c * (unit // k)
        boards += int(np.count_nonzero(live))
    return DealtCounts(win, tie, share, unit, boards)


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
