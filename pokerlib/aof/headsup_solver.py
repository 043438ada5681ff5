"""The exact heads-up push/fold solve: CFR+ on the 169 x 169 class game, then the mixed hands'
frequencies solved exactly from the indifference equations.

The game, in big blinds and from the small blind's point of view: the small blind (SB) posts
0.5, the big blind (BB) posts 1, both start with ``stack_bb``. SB either folds (loses 0.5) or
goes all-in; BB then folds (SB wins 1) or calls, and the all-in is settled by the exact
class-against-class equity. ``pairs[i, j]`` counts the deals of class ``i`` to SB and class
``j`` to BB (card removal counted), so every sum over ``pairs`` is an average over real deals.

With a **rake** the game is no longer zero-sum: a called all-in pays the rake out of the pot
(each player loses their equity's share of it), and with ``pots="all"`` a fold pays it too.
The solver takes the rake in whole chips like the table, at a big blind of ``big_blind``
chips (the article's 2 by default).

>>> solution = solve_headsup(8)
>>> round(solution.value, 4), solution.exploitability < 1e-9
(-0.0041, True)
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

import numpy as np

from ..equity import preflop_equity_table
from ..errors import TableError
from .rake import Rake
from .rules import ARTICLE_RULES

__all__ = ["HeadsUpGame", "HeadsUpSolution", "HEADSUP_METHOD", "headsup_game",
           "headsup_action_values", "headsup_value_and_exploitability",
           "headsup_strategy_values",
           "regret_matching",
           "solve_headsup_cfr", "clear_headsup_cache", "solve_mixed_frequencies",
           "refine_to_exact_equilibrium",
           "solve_headsup"]

#: How the shipped heads-up equilibria were solved (shown in :class:`PushFoldResult`).
HEADSUP_METHOD = ("exact 169x169 game (exact class equities, card removal counted): CFR+ "
                  "(1,500 iterations, 6,000 if needed), then the mixed hands' frequencies "
                  "solved from the indifference equations")


class HeadsUpGame(NamedTuple):
    """The heads-up push/fold game at one stack depth: two 169 x 169 arrays, and what the
    other outcomes pay (they differ from the defaults only with a rake).

    ``pairs[i, j]``: how many deals give class ``i`` to the small blind and ``j`` to the big
    blind; ``showdown[i, j]``: the small blind's chips (in big blinds) when the all-in is
    called, ``stack_bb * (2 * equity - 1)`` less its equity's share of the rake;
    ``bb_showdown[i, j]``: the big blind's chips then (``None``: ``-showdown``, no rake);
    ``steal``: the small blind's chips when the big blind folds (1); ``walk``: the big blind's
    chips when the small blind folds (0.5).
    """

    pairs: np.ndarray
    showdown: np.ndarray
    bb_showdown: np.ndarray | None = None
    steal: float = 1.0
    walk: float = 0.5

    def payoffs(self) -> dict[str, Any]:
        """The keyword arguments that give the solver's functions this game's rake terms."""
        return {"bb_showdown": self.bb_showdown, "steal": self.steal}


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
        raise TableError(key="aof_stack_bb_number", stack_bb=stack_bb)


def _check_rake(rake: object, big_blind: object) -> None:
    if rake is not None and not isinstance(rake, Rake):
        raise TableError(key="aof_rake_none_no", rake=rake)
    if not isinstance(big_blind, int) or isinstance(big_blind, bool) or big_blind < 1:
        raise TableError(key="aof_big_blind_whole", big_blind=big_blind)


def _check_numbers(name: str, a: np.ndarray) -> None:
    """Refuse an array of text, objects or complex numbers (they once raised a numpy
    TypeError in the middle of the sums): frequencies, counts and values are real numbers."""
    if a.dtype.kind not in "biuf":
        raise TableError(key="aof_array_numbers", name=name, dtype=str(a.dtype))


def _check_arrays(shove: object, call: object, pairs: object, showdown: object,
                  bb_showdown: object = None, steal: object = 1.0) -> None:
    for name, a, shape in (("shove", shove, (169,)), ("call", call, (169,)),
                           ("pairs", pairs, (169, 169)), ("showdown", showdown, (169, 169))):
        if not isinstance(a, np.ndarray) or a.shape != shape:
            raise TableError(key="aof_numpy_array_shape", name=name, shape=shape, a=a)
        _check_numbers(name, a)
    if bb_showdown is not None and (not isinstance(bb_showdown, np.ndarray) or
                                    bb_showdown.shape != (169, 169)):
        raise TableError(key="aof_bb_showdown_none", bb_showdown=bb_showdown)
    if bb_showdown is not None:
        _check_numbers("bb_showdown", bb_showdown)
    if isinstance(steal, bool) or not isinstance(steal, (int, float)) or \
            not np.isfinite(steal):
        raise TableError(key="aof_steal_number_big", steal=steal)


#: The big blind in chips the solver assumes when it rounds a rake (the article's table).
DEFAULT_BIG_BLIND = ARTICLE_RULES.big_blind


def headsup_game(stack_bb: float, rake: Rake | None = None,
                 big_blind: int = DEFAULT_BIG_BLIND) -> HeadsUpGame:
    """The game's arrays for both players starting ``stack_bb`` big blinds (1 to 1,000),
    with an optional ``rake`` taken in whole chips at a big blind of ``big_blind`` chips.

    >>> from pokerlib.aof.rake import Rake
    >>> g = headsup_game(8, Rake(5, cap=2))    # a called all-in: pot 32 chips, rake 1 chip
    >>> round(float((g.showdown + g.bb_showdown).max()), 9), g.steal, g.walk
    (-0.5, 1.0, 0.5)
    """
    _check_stack(stack_bb)
    _check_rake(rake, big_blind)
    t = preflop_equity_table()
    equity = np.nan_to_num(t.equity, nan=0.5)
    pairs = t.pairs.astype(float)
    showdown = float(stack_bb) * (2 * equity - 1)  # SB's chips when the big blind calls
    if rake is None:
        return HeadsUpGame(pairs, showdown)
    # a called all-in: the pot of 2 stacks sees a flop; each player gets its equity's share
    # of what the rake leaves
    cut = float(rake.in_big_blinds(2 * float(stack_bb), big_blind))
    steal, walk = 1.0, 0.5
    if rake.applies(saw_flop=False):  # every pot: a fold pays too (after the uncalled part)
        steal -= float(rake.in_big_blinds(2, big_blind))   # SB 1 matched by the BB's 1
        walk -= float(rake.in_big_blinds(1, big_blind))    # SB 0.5 matched by the BB's 0.5
    return HeadsUpGame(pairs, showdown - equity * cut, -showdown - (1 - equity) * cut,
                       steal, walk)


def headsup_action_values(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                          showdown: np.ndarray, *, bb_showdown: np.ndarray | None = None,
                          steal: float = 1.0) -> tuple[np.ndarray, float, np.ndarray,
                                                       np.ndarray]:
    """What each action is worth, per class, against the other player's frequencies:
    ``(sb_shove, sb_fold, bb_call, bb_fold)``. The small blind's values are averages per hand
    (in big blinds); the big blind's are sums over the deals, so only their difference per
    class matters (which of call or fold is better, and by how much in total). With a rake,
    pass the game's ``bb_showdown`` and ``steal`` (``**game.payoffs()``)."""
    _check_arrays(shove, call, pairs, showdown, bb_showdown, steal)
    bb_sd = -showdown if bb_showdown is None else bb_showdown
    rows = pairs.sum(1)
    sb_shove = (pairs * ((1 - call)[None, :] * steal + call[None, :] * showdown)).sum(1) / rows
    sb_fold = -0.5
    weighted = pairs * shove[:, None]
    bb_call = (weighted * bb_sd).sum(0)
    bb_fold = weighted.sum(0) * -1.0
    return sb_shove, sb_fold, bb_call, bb_fold


def headsup_value_and_exploitability(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                                     showdown: np.ndarray, *,
                                     bb_showdown: np.ndarray | None = None,
                                     steal: float = 1.0) -> tuple[float, float]:
    """The small blind's value of the strategy pair, and how much the two best responses
    together gain over it (0 at an exact equilibrium), both in big blinds per hand: what
    the small blind would gain by its best response, plus what the big blind would."""
    _check_arrays(shove, call, pairs, showdown, bb_showdown, steal)
    total = pairs.sum()
    rows = pairs.sum(1)
    sb_shove, sb_fold, bb_call, bb_fold = headsup_action_values(
        shove, call, pairs, showdown, bb_showdown=bb_showdown, steal=steal)
    v = float((rows * (shove * sb_shove + (1 - shove) * sb_fold)).sum() / total)
    sb_gain = float((rows * np.maximum(sb_shove, sb_fold)).sum() / total) - v
    bb_gain = float((np.maximum(bb_call, bb_fold) - (call * bb_call + (1 - call) * bb_fold))
                    .sum() / total)
    return v, sb_gain + bb_gain


def headsup_strategy_values(shove: np.ndarray, call: np.ndarray, game: HeadsUpGame
                   ) -> tuple[float, float]:
    """Each player's expected chips per hand (big blinds, from before the blinds) when the
    small blind plays ``shove`` and the big blind ``call``: ``(small blind, big blind)``.
    Without a rake they add up to 0; with one, to minus the rake paid per hand.

    >>> g = headsup_game(8)
    >>> sb, bb = headsup_strategy_values(np.ones(169), np.ones(169), g)   # shove, call: always
    >>> abs(sb) < 1e-9, abs(sb + bb) < 1e-9
    (True, True)
    """
    if not isinstance(game, HeadsUpGame):
        raise TableError(key="aof_game_headsupgame_see", game=game)
    pairs, showdown, bb_showdown, steal, walk = game
    _check_arrays(shove, call, pairs, showdown, bb_showdown, steal)
    bb_sd = -showdown if bb_showdown is None else bb_showdown
    x, y = shove[:, None], call[None, :]
    sb = x * ((1 - y) * steal + y * showdown) + (1 - x) * -0.5
    bb = x * ((1 - y) * -1.0 + y * bb_sd) + (1 - x) * walk
    total = pairs.sum()
    return float((pairs * sb).sum() / total), float((pairs * bb).sum() / total)


def regret_matching(regrets: np.ndarray) -> np.ndarray:
    """Regret matching: per class, the all-in frequency in proportion to the positive regret of
    ``[fold, all-in]`` (column 1 over the sum), and 0.5 when neither regret is positive."""
    if not isinstance(regrets, np.ndarray) or regrets.ndim != 2 or regrets.shape[1] != 2:
        raise TableError(key="aof_regrets_numpy_array", regrets=regrets)
    _check_numbers("regrets", regrets)
    pos = np.maximum(regrets, 0)
    s = pos.sum(1)
    return np.where(s > 0, pos[:, 1] / np.where(s > 0, s, 1), 0.5)


def _matching(fold: np.ndarray, act: np.ndarray) -> np.ndarray:
    """:func:`regret_matching` of the CFR+ regrets ``[fold, act]`` given as two vectors (the
    solver's own arrays, not checked again on every round). They are already floored at 0,
    so taking their positive parts again would change nothing: ``act / (fold + act)`` where
    the sum is positive, else 0.5."""
    s = fold + act
    return np.divide(act, s, out=np.full(len(s), 0.5), where=s > 0)


def solve_headsup_cfr(stack_bb: float, iterations: int = 1500, rake: Rake | None = None,
                      big_blind: int = DEFAULT_BIG_BLIND) -> HeadsUpSolution:
    """CFR+ for ``iterations`` rounds (regrets floored at 0, linear averaging: round ``t``
    weighs ``t``), then :func:`refine_to_exact_equilibrium` on the averages. Solutions are
    remembered (see :func:`clear_headsup_cache`)."""
    _check_stack(stack_bb)
    _check_rake(rake, big_blind)
    if not isinstance(iterations, int) or isinstance(iterations, bool) or \
            not 1 <= iterations <= 100_000:
        raise TableError(key="aof_iterations_whole_number", iterations=iterations)
    return _cfr(float(stack_bb), iterations, rake, big_blind)


def clear_headsup_cache() -> None:
    """Forget the heads-up solutions computed so far (to time a fresh solve)."""
    _cfr.cache_clear()


@functools.lru_cache(maxsize=128)
def _cfr(stack_bb: float, iterations: int, rake: Rake | None, big_blind: int
         ) -> HeadsUpSolution:
    game = headsup_game(stack_bb, rake, big_blind)
    pairs, showdown = game.pairs, game.showdown
    kw = game.payoffs()
    n = 169
    xs, ys = np.zeros(n), np.zeros(n)
    x, y = np.full(n, 0.5), np.full(n, 0.5)
    rows = pairs.sum(1)
    hist = []
    # headsup_action_values as matrix-vector products (the same sums, a tenth of the time):
    # sb_shove = (steal * rows + (pairs * (showdown - steal)) @ call) / rows,
    # bb_call = (pairs * bb_showdown).T @ shove, bb_fold = -pairs.T @ shove
    steal = float(game.steal)
    sb_matrix = pairs * (showdown - steal)
    bb_matrix = (pairs * (-showdown if game.bb_showdown is None else game.bb_showdown)).T.copy()
    minus_pairs_t = (-pairs).T.copy()   # bb_fold = -(pairs.T @ x), negated exactly either way
    sb_fold = -0.5
    steal_rows = steal * rows
    # the regrets as two columns each (contiguous), so every step below is one numpy call on
    # a plain vector; the same operations, in the same order, as regret_matching and the
    # updates on the (169, 2) arrays: the same numbers, bit for bit
    r_fold, r_shove, r_bfold, r_call = (np.zeros(n) for _ in range(4))
    for t in range(1, iterations + 1):
        x = _matching(r_fold, r_shove)
        sb_shove = (steal_rows + sb_matrix @ y) / rows
        ev = x * sb_shove + (1 - x) * sb_fold
        r_fold = np.maximum(r_fold + rows * (sb_fold - ev), 0)
        r_shove = np.maximum(r_shove + rows * (sb_shove - ev), 0)
        xs += t * x
        y = _matching(r_bfold, r_call)
        bb_call, bb_fold = bb_matrix @ x, minus_pairs_t @ x
        evb = y * bb_call + (1 - y) * bb_fold
        r_bfold = np.maximum(r_bfold + bb_fold - evb, 0)
        r_call = np.maximum(r_call + bb_call - evb, 0)
        ys += t * y
        if t % 50 == 0 or t == iterations:
            norm = t * (t + 1) / 2  # linear averaging: iteration t has weight t
            hist.append(headsup_value_and_exploitability(xs / norm, ys / norm, pairs,
                                                         showdown, **kw)[1])
    xa, ya = xs / (iterations * (iterations + 1) / 2), ys / (iterations * (iterations + 1) / 2)
    xa, ya = refine_to_exact_equilibrium(xa, ya, pairs, showdown, **kw)
    v, expl = headsup_value_and_exploitability(xa, ya, pairs, showdown, **kw)
    return HeadsUpSolution(xa, ya, v, expl, tuple(hist))


def solve_headsup(stack_bb: float, rake: Rake | None = None,
                  big_blind: int = DEFAULT_BIG_BLIND) -> HeadsUpSolution:
    """The exact heads-up equilibrium: CFR+ for 1,500 rounds, or 6,000 when the mixed hands
    did not pair up into an exact solution (exploitability above 1e-9); with an optional
    ``rake`` taken in whole chips at a big blind of ``big_blind`` chips."""
    _check_stack(stack_bb)
    _check_rake(rake, big_blind)
    x, y, v, expl, hist = solve_headsup_cfr(float(stack_bb), 1500, rake, big_blind)
    if expl > 1e-9:  # the mixed hands did not pair up: run CFR+ longer
        x, y, v, expl, hist = solve_headsup_cfr(float(stack_bb), 6000, rake, big_blind)
    return HeadsUpSolution(x, y, float(v), float(expl), hist)


def refine_to_exact_equilibrium(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                                showdown: np.ndarray, *,
                                bb_showdown: np.ndarray | None = None, steal: float = 1.0
                                ) -> tuple[np.ndarray, np.ndarray]:
    """Turn averaged strategies into an exact equilibrium: hands clearly in or out become
    pure, and the frequencies of the remaining mixed hands are solved from the indifference
    equations of the other player's mixed hands (:func:`solve_mixed_frequencies`). Several
    cut-offs for "mixed" are tried; the least exploitable result is kept (the averages
    themselves if nothing beats them)."""
    kw: dict[str, Any] = {"bb_showdown": bb_showdown, "steal": steal}
    _check_arrays(shove, call, pairs, showdown, bb_showdown, steal)
    best = (shove, call,
            headsup_value_and_exploitability(shove, call, pairs, showdown, **kw)[1])
    for tol in (0.002, 0.01, 0.03, 0.1, 0.25):
        xr, yr = solve_mixed_frequencies(shove, call, pairs, showdown, tol, **kw)
        e = headsup_value_and_exploitability(xr, yr, pairs, showdown, **kw)[1]
        if e < best[2] - 1e-15:
            best = (xr, yr, e)
    return best[0], best[1]


def solve_mixed_frequencies(shove: np.ndarray, call: np.ndarray, pairs: np.ndarray,
                            showdown: np.ndarray, tolerance: float, *,
                            bb_showdown: np.ndarray | None = None, steal: float = 1.0
                            ) -> tuple[np.ndarray, np.ndarray]:
    """One attempt at an exact equilibrium near ``(shove, call)``: frequencies within
    ``tolerance`` of 0 or 1 are rounded to pure actions; the others ("mixed") are solved so
    that every mixed hand of the other player is indifferent between its two actions (least
    squares, clipped to [0, 1])."""
    _check_arrays(shove, call, pairs, showdown, bb_showdown, steal)
    bb_sd = -showdown if bb_showdown is None else bb_showdown
    if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or \
            not 0 <= tolerance < 0.5:
        raise TableError(key="aof_tolerance_number_below", tolerance=tolerance)
    x, y, W = shove, call, pairs
    mix_s = np.flatnonzero((x > tolerance) & (x < 1 - tolerance))
    mix_b = np.flatnonzero((y > tolerance) & (y < 1 - tolerance))
    xr, yr = np.where(x >= 0.5, 1.0, 0.0), np.where(y >= 0.5, 1.0, 0.0)
    xr[mix_s], yr[mix_b] = x[mix_s], y[mix_b]  # kept as averaged unless solved below
    rows = W.sum(1)
    if len(mix_s) and len(mix_b):
        # BB indifferent for j in mix_b: sum_i W_ij x_i (bb_showdown_ij + 1) = 0
        coef = (W * (bb_sd + 1))  # (i, j)
        A = coef[np.ix_(mix_s, mix_b)].T
        xr[mix_s] = 0
        b = -(coef[:, mix_b] * xr[:, None]).sum(0)
        sol_x = np.linalg.lstsq(A, b, rcond=None)[0]
        # SB indifferent for i in mix_s:
        #   sum_j W_ij [(1-y_j) steal + y_j showdown_ij] = -0.5 rows_i
        coef2 = W * (showdown - steal)
        A2 = coef2[np.ix_(mix_s, mix_b)]
        yr[mix_b] = 0
        b2 = -0.5 * rows[mix_s] - steal * W[mix_s].sum(1) \
            - (coef2[mix_s] * yr[None, :]).sum(1)
        sol_y = np.linalg.lstsq(A2, b2, rcond=None)[0]
        xr[mix_s] = np.clip(sol_x, 0, 1)
        yr[mix_b] = np.clip(sol_y, 0, 1)
    return xr, yr
