"""The exact heads-up push/fold solve: CFR+ on the 169 x 169 class game, then the mixed hands'
frequencies solved exactly from the indifference equations.

The game, in big blinds and from the small blind's point of view: the small blind (SB) posts
0.5, the big blind (BB) posts 1, both start with ``stack_bb``. SB either folds (loses 0.5) or
goes all-in; BB then folds (SB wins 1) or calls, and the all-in is settled by the exact
class-against-class equity. ``pairs[i, j]`` counts the deals of class ``i`` to SB and class
``j`` to BB (card removal counted), so every sum over ``pairs`` is an average over real deals.

>>> solution = solve_headsup(8)
>>> round(solution.value, 4), solution.exploitability < 1e-9
(-0.0041, True)
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import numpy as np

from ..equity import preflop_equity_table
from ..errors import TableError

__all__ = ["HeadsUpGame", "HeadsUpSolution", "HEADSUP_METHOD", "headsup_game",
           "headsup_action_values", "headsup_value_and_exploitability", "regret_matching",
           "solve_headsup_cfr", "clear_headsup_cache", "solve_mixed_frequencies",
           "refine_to_exact_equilibrium",
           "solve_headsup"]

#: How the shipped heads-up equilibria were solved (shown in :class:`PushFoldResult`).
HEADSUP_METHOD = ("exact 169x169 game (exact class equities, card removal counted): CFR+ "
                  "(1,500 iterations, 6,000 if needed), then the mixed hands' frequencies "
                  "solved from the indifference equations")


class HeadsUpGame(NamedTuple):
    """The heads-up push/fold game at one stack depth, as two 169 x 169 arrays.

    ``pairs[i, j]``: how many deals give class ``i`` to the small blind and ``j`` to the big
    blind; ``showdown[i, j]``: the small blind's chips (in big blinds) when the all-in is
    called, ``stack_bb * (2 * equity - 1)``.
    """

    pairs: np.ndarray
    showdown: np.ndarray


class HeadsUpSolution(NamedTuple):
    """A solved heads-up game: ``shove`` and ``call`` (169 frequencies each), the small blind's
    ``value`` per hand in big blinds, its ``exploitability`` (big blinds per hand both players
    together could gain by deviating) and the ``convergence`` record of CFR+ (exploitability
    every 50 iterations). Unpacks as ``shove, call, value, exploitability, convergence``."""

    shove: np.ndarray
    call: np.ndarray
    value: float
    exploitability: float
    convergence: tuple[float, ...]


def _check_stack(stack_bb: object) -> None:
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) or \
            not 1 <= stack_bb <= 1000:
        raise TableError(f"stack_bb must be a number of big blinds from 1 to 1000, "
                         f"not {stack_bb!r}")


def _check_arrays(shove: object, call: object, pairs: object, showdown: object) -> None:
    for name, a, shape in (("shove", shove, (169,)), ("call", call, (169,)),
                           ("pairs", pairs, (169, 169)), ("showdown", showdown, (169, 169))):
        if not isinstance(a, np.ndarray) or a.shape != shape:
            raise TableError(f"{name} must be a numpy array of shape {shape}, not {a!r}")


def headsup_game(stack_bb: float) -> HeadsUpGame:
    """The game's arrays for both players starting ``stack_bb`` big blinds (1 to 1,000)."""
    _check_stack(stack_bb)
    t = preflop_equity_table()
    equity = np.nan_to_num(t.equity, nan=0.5)
    pairs = t.pairs.astype(float)
    showdown = float(stack_bb) * (2 * equity - 1)  # SB's chips when the big blind calls
    return HeadsUpGame(pairs, showdown)


def headsup_action_values(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                          showdown: np.ndarray) -> tuple[np.ndarray, float, np.ndarray,
                                                         np.ndarray]:
    """What each action is worth, per class, against the other player's frequencies:
    ``(sb_shove, sb_fold, bb_call, bb_fold)``. The small blind's values are averages per hand
    (in big blinds); the big blind's are sums over the deals, so only their difference per
    class matters (which of call or fold is better, and by how much in total)."""
    _check_arrays(shove, call, pairs, showdown)
    rows = pairs.sum(1)
    sb_shove = (pairs * ((1 - call)[None, :] * 1.0 + call[None, :] * showdown)).sum(1) / rows
    sb_fold = -0.5
    weighted = pairs * shove[:, None]
    bb_call = (weighted * -showdown).sum(0)
    bb_fold = weighted.sum(0) * -1.0
    return sb_shove, sb_fold, bb_call, bb_fold


def headsup_value_and_exploitability(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                                     showdown: np.ndarray) -> tuple[float, float]:
    """The small blind's value of the strategy pair, and how much the two best responses
    together gain over it (0 at an exact equilibrium), both in big blinds per hand."""
    _check_arrays(shove, call, pairs, showdown)
    total = pairs.sum()
    rows = pairs.sum(1)
    sb_shove, sb_fold, bb_call, bb_fold = headsup_action_values(shove, call, pairs, showdown)
    v = float((rows * (shove * sb_shove + (1 - shove) * sb_fold)).sum() / total)
    br_sb = float((rows * np.maximum(sb_shove, sb_fold)).sum() / total)
    # the BB's best response against the shove range, as the SB's value
    sb_fold_part = float((rows * (1 - shove)).sum() * sb_fold / total)
    cols_best = np.maximum(bb_call, bb_fold)
    v_vs_br_bb = sb_fold_part - float(cols_best.sum() / total)
    return v, br_sb - v_vs_br_bb


def regret_matching(regrets: np.ndarray) -> np.ndarray:
    """Regret matching: per class, the all-in frequency in proportion to the positive regret of
    ``[fold, all-in]`` (column 1 over the sum), and 0.5 when neither regret is positive."""
    if not isinstance(regrets, np.ndarray) or regrets.ndim != 2 or regrets.shape[1] != 2:
        raise TableError(f"regrets must be a numpy array with two columns, not {regrets!r}")
    pos = np.maximum(regrets, 0)
    s = pos.sum(1)
    return np.where(s > 0, pos[:, 1] / np.where(s > 0, s, 1), 0.5)


def solve_headsup_cfr(stack_bb: float, iterations: int = 1500) -> HeadsUpSolution:
    """CFR+ for ``iterations`` rounds (regrets floored at 0, linear averaging: round ``t``
    weighs ``t``), then :func:`refine_to_exact_equilibrium` on the averages. Solutions are
    remembered (see :func:`clear_headsup_cache`)."""
    _check_stack(stack_bb)
    if not isinstance(iterations, int) or isinstance(iterations, bool) or \
            not 1 <= iterations <= 100_000:
        raise TableError(f"iterations must be a whole number from 1 to 100,000, "
                         f"not {iterations!r}")
    return _cfr(float(stack_bb), iterations)


def clear_headsup_cache() -> None:
    """Forget the heads-up solutions computed so far (to time a fresh solve)."""
    _cfr.cache_clear()


@functools.lru_cache(maxsize=128)
def _cfr(stack_bb: float, iterations: int) -> HeadsUpSolution:
    pairs, showdown = headsup_game(stack_bb)
    n = 169
    rs, rb = np.zeros((n, 2)), np.zeros((n, 2))   # CFR+ regrets [fold, all-in/call]
    xs, ys = np.zeros(n), np.zeros(n)
    x, y = np.full(n, 0.5), np.full(n, 0.5)
    rows = pairs.sum(1)
    hist = []
    for t in range(1, iterations + 1):
        x = regret_matching(rs)
        sb_shove, sb_fold, _, _ = headsup_action_values(x, y, pairs, showdown)
        ev = x * sb_shove + (1 - x) * sb_fold
        rs[:, 0] = np.maximum(rs[:, 0] + rows * (sb_fold - ev), 0)
        rs[:, 1] = np.maximum(rs[:, 1] + rows * (sb_shove - ev), 0)
        xs += t * x
        y = regret_matching(rb)
        _, _, bb_call, bb_fold = headsup_action_values(x, y, pairs, showdown)
        evb = y * bb_call + (1 - y) * bb_fold
        rb[:, 0] = np.maximum(rb[:, 0] + bb_fold - evb, 0)
        rb[:, 1] = np.maximum(rb[:, 1] + bb_call - evb, 0)
        ys += t * y
        if t % 50 == 0 or t == iterations:
            norm = t * (t + 1) / 2  # linear averaging: iteration t has weight t
            hist.append(headsup_value_and_exploitability(xs / norm, ys / norm, pairs,
                                                         showdown)[1])
    xa, ya = xs / (iterations * (iterations + 1) / 2), ys / (iterations * (iterations + 1) / 2)
    xa, ya = refine_to_exact_equilibrium(xa, ya, pairs, showdown)
    v, expl = headsup_value_and_exploitability(xa, ya, pairs, showdown)
    return HeadsUpSolution(xa, ya, v, expl, tuple(hist))


def solve_headsup(stack_bb: float) -> HeadsUpSolution:
    """The exact heads-up equilibrium: CFR+ for 1,500 rounds, or 6,000 when the mixed hands
    did not pair up into an exact solution (exploitability above 1e-9)."""
    _check_stack(stack_bb)
    x, y, v, expl, hist = solve_headsup_cfr(float(stack_bb))
    if expl > 1e-9:  # the mixed hands did not pair up: run CFR+ longer
        x, y, v, expl, hist = solve_headsup_cfr(float(stack_bb), 6000)
    return HeadsUpSolution(x, y, float(v), float(expl), hist)


def refine_to_exact_equilibrium(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                                showdown: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Turn averaged strategies into an exact equilibrium: hands clearly in or out become
    pure, and the frequencies of the remaining mixed hands are solved from the indifference
    equations of the other player's mixed hands (:func:`solve_mixed_frequencies`). Several
    cut-offs for "mixed" are tried; the least exploitable result is kept (the averages
    themselves if nothing beats them)."""
    _check_arrays(shove, call, pairs, showdown)
    best = (shove, call, headsup_value_and_exploitability(shove, call, pairs, showdown)[1])
    for tol in (0.002, 0.01, 0.03, 0.1, 0.25):
        xr, yr = solve_mixed_frequencies(shove, call, pairs, showdown, tol)
        e = headsup_value_and_exploitability(xr, yr, pairs, showdown)[1]
        if e < best[2] - 1e-15:
            best = (xr, yr, e)
    return best[0], best[1]


def solve_mixed_frequencies(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                            showdown: np.ndarray, tolerance: float
                            ) -> tuple[np.ndarray, np.ndarray]:
    """One attempt at an exact equilibrium near ``(shove, call)``: frequencies within
    ``tolerance`` of 0 or 1 are rounded to pure actions; the others ("mixed") are solved so
    that every mixed hand of the other player is indifferent between its two actions (least
    squares, clipped to [0, 1])."""
    _check_arrays(shove, call, pairs, showdown)
    if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or \
            not 0 <= tolerance < 0.5:
        raise TableError(f"tolerance must be a number from 0 to below 0.5, not {tolerance!r}")
    x, y, W = shove, call, pairs
    mix_s = np.flatnonzero((x > tolerance) & (x < 1 - tolerance))
    mix_b = np.flatnonzero((y > tolerance) & (y < 1 - tolerance))
    xr, yr = np.where(x >= 0.5, 1.0, 0.0), np.where(y >= 0.5, 1.0, 0.0)
    xr[mix_s], yr[mix_b] = x[mix_s], y[mix_b]  # kept as averaged unless solved below
    rows = W.sum(1)
    if len(mix_s) and len(mix_b):
        # BB indifferent for j in mix_b: sum_i W_ij x_i (1 - showdown_ij) = 0
        coef = (W * (1 - showdown))  # (i, j)
        A = coef[np.ix_(mix_s, mix_b)].T
        xr[mix_s] = 0
        b = -(coef[:, mix_b] * xr[:, None]).sum(0)
        sol_x = np.linalg.lstsq(A, b, rcond=None)[0]
        # SB indifferent for i in mix_s: sum_j W_ij [(1-y_j) + y_j showdown_ij] = -0.5 rows_i
        coef2 = W * (showdown - 1)
        A2 = coef2[np.ix_(mix_s, mix_b)]
        yr[mix_b] = 0
        b2 = -0.5 * rows[mix_s] - W[mix_s].sum(1) - (coef2[mix_s] * yr[None, :]).sum(1)
        sol_y = np.linalg.lstsq(A2, b2, rcond=None)[0]
        xr[mix_s] = np.clip(sol_x, 0, 1)
        yr[mix_b] = np.clip(sol_y, 0, 1)
    return xr, yr
