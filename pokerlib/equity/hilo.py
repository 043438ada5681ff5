"""Omaha Hi/Lo equity: each player's share of a split pot, exact over every remaining board,
or by seeded Monte Carlo with standard errors."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from .checks import check_samples, check_seed, read_spot
from .hilo_kernel import HiLoCounts, hilo_exact_counts
from .hilo_tables import hilo_board_values, hilo_hand_tables, hilo_split
from .results import HiLoEquityResult, HiLoPlayerEquity

__all__ = ["equity_hilo"]


def equity_hilo(hands: Any, board: Any = (), dead: Any = (), *, samples: int | None = None,
                seed: int | None = 0) -> HiLoEquityResult:
    """Omaha Hi/Lo 8-or-better equity of two or more four-card hands, on any street.

    Exact by default: every remaining board is enumerated (heads-up preflop C(44, 5) =
    1,086,008 boards, in a compiled loop: a few hundredths of a second, see
    :mod:`~pokerlib.equity.hilo_kernel`; with more players or known board cards there are
    fewer),
    so Monte Carlo is never *needed*; ``samples=n`` (2 to 100,000,000) draws n random boards,
    seeded by ``seed`` (a whole number of 0 or more; None for fresh randomness), and gives
    standard errors. Shares of a split are fractional (the odd chip is ignored). ``hands`` is
    a list of hands, ``board`` 0, 3, 4 or 5 cards, ``dead`` cards seen elsewhere.

    >>> r = equity_hilo(["Ad Kd 3s 2s", "Kc Kh 9s 9c"], board="Jd 4d 3c Qd")
    >>> r.exact, r.boards, round(r[0].equity, 4), round(r[0].scoop, 4), round(r.low_made, 4)
    (True, 40, 1.0, 1.0, 0.4)
    >>> r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    >>> print(r)
    exact: all 820 boards
    a low is made on 74.39% of boards
    A♠ 2♠ 3♦ K♦: equity 70.24% (high 33.05% + low 37.20%; scoops 47.32%)
    A♥ K♥ Q♣ J♣: equity 29.76% (high 29.76% + low 0.00%; scoops 13.54%)
    """
    holes, bd, dd, rest, k = read_spot(hands, board, dead, hole_cards=4, name="equity_hilo",
                                       example="['As 2s 3d Kd', 'Ah Kh Qc Jc']",
                                       boards=(0, 3, 4, 5),
                                       game="eq_omaha_board")
    samples = check_samples(samples)
    seed = check_seed(seed)
    tables = [hilo_hand_tables(h) for h in holes]
    known = np.array(sorted(map(int, bd)), dtype=np.intp)
    if samples is None:
        return _exact(holes, bd, dd, hilo_exact_counts(tables, known, rest, k))
    p = len(holes)
    sums = np.zeros((7, p))       # high, low, scoop, high win, low win, has low, share^2
    low_made = 0.0
    n = samples
    rng = np.random.default_rng(seed)

    def _draws() -> Iterator[np.ndarray]:
        for s in range(0, n, 200_000):
            m = min(200_000, n - s)
            # the k smallest of m random keys per row (kth must be an index of the row)
            kth = min(k, len(rest) - 1)
            pick = rng.random((m, len(rest))).argpartition(kth, axis=1)[:, :k] if k else \
                np.zeros((m, 0), dtype=np.intp)
            yield rest[pick]

    for part in _draws():
        full = np.hstack([np.broadcast_to(known, (len(part), len(known))), part])
        full.sort(axis=1)
        hi, lo = hilo_board_values(tables, full, check=False)
        hs, ls, sc, hw, lw, has, made = hilo_split(hi, lo, check=False)
        for i, arr in enumerate((hs, ls, sc, hw, lw, has)):
            sums[i] += arr.sum(1)
        sums[6] += ((hs + ls) ** 2).sum(1)
        low_made += made.sum()
    mean = sums / n
    eq = mean[0] + mean[1]
    err = np.sqrt(np.maximum(mean[6] - eq ** 2, 0) / (n - 1))
    lm = low_made / n
    low_err = float(np.sqrt(lm * (1 - lm) / (n - 1)))
    players = tuple(HiLoPlayerEquity(h, float(eq[i]), float(mean[0, i]), float(mean[1, i]),
                                     float(mean[2, i]), float(mean[3, i]), float(mean[4, i]),
                                     float(mean[5, i]), float(err[i]), False)
                    for i, h in enumerate(holes))
    return HiLoEquityResult(players, bd, dd, False, n, float(low_made / n), low_err)


def _exact(holes: Any, bd: Any, dd: Any, c: HiLoCounts) -> HiLoEquityResult:
    """The exact result from the compiled enumeration's integer counts."""
    n, pot = c.boards, c.boards * c.unit
    players = tuple(HiLoPlayerEquity(h, float((c.high[i] + c.low[i]) / pot),
                                     float(c.high[i] / pot), float(c.low[i] / pot),
                                     float(c.scoop[i] / n), float(c.high_win[i] / n),
                                     float(c.low_win[i] / n), float(c.has_low[i] / n), 0.0, True)
                    for i, h in enumerate(holes))
    return HiLoEquityResult(players, bd, dd, True, n, float(c.low_made / n), 0.0)
