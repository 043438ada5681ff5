"""The 3-4 player push/fold solve: fictitious play on a fixed, seeded sample of deals, and the
exploitability check on an independent sample (the "holdout").

The game tree: players act in order (first left of the big blind, the big blind last), each
folding or going all-in for ``stack_bb`` big blinds; a player's decision point (a *node*) is
``(k, history)``: the ``k``-th player to act after the earlier players' ``'F'`` (fold) or
``'A'`` (all-in). A *strategy* maps every node to 169 all-in frequencies, one per starting-hand
class. Fictitious play starts from everybody playing the top half of hands and, round after
round, averages in each node's best response to the current strategy.

>>> game = SampledPushFoldGame(3, 8.0, deals=2_000, seed=1)
>>> game.nodes
[(0, ''), (1, 'F'), (2, 'FA'), (1, 'A'), (2, 'AF'), (2, 'AA')]
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

from .. import validate
from ..equity import CLASS_COMBOS, class_index, hand_class, preflop_equity_table
from ..errors import TableError
from ..evaluate import score_batch
from .ranking import hand_ranking

__all__ = ["Node", "NodeFrequencies", "SampledPushFoldGame", "FictitiousPlayResult",
           "fictitious_play", "holdout_exploitability", "sample_deals", "class_of_card_pair",
           "HOLDOUT_DEALS"]

#: A decision point: (index in acting order, 'F'/'A' for each earlier player).
Node = tuple[int, str]
#: A strategy: for every node, 169 all-in frequencies (one per class of HAND_CLASSES).
NodeFrequencies = dict[Node, np.ndarray]

#: Deals in the independent sample that checks a solution's exploitability.
HOLDOUT_DEALS = 400_000


def _whole(name: str, value: object, least: int, most: int) -> None:
    validate.whole_number(value, name, TableError, least, most)


def _check_game(players: object, stack_bb: object, deals: object, seed: object) -> None:
    _whole("players", players, 2, 4)
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) or \
            not 1 <= stack_bb <= 1000:
        raise TableError(key="aof_stack_bb_number", stack_bb=stack_bb)
    _whole("deals", deals, 1, 10_000_000)
    _whole("seed", seed, 0, 2**63)


@functools.lru_cache(maxsize=1)
def class_of_card_pair() -> np.ndarray:
    """A 52 x 52 table: the starting-hand class index of the two cards ``a``, ``b``."""
    t = np.zeros((52, 52), dtype=np.int16)
    for a in range(52):
        for b in range(52):
            if a != b:
                t[a, b] = class_index(hand_class([a, b]))
    return t


def sample_deals(players: int, deals: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """``deals`` random deals (seeded): each player's class (in acting order) and the score of
    their best five cards on that deal's board, as two ``(deals, players)`` arrays."""
    _whole("players", players, 2, 9)
    _whole("deals", deals, 1, 10_000_000)
    _whole("seed", seed, 0, 2**63)
    rng = np.random.default_rng(seed)
    cls_of = class_of_card_pair()
    cls = np.empty((deals, players), dtype=np.int16)
    sc = np.empty((deals, players), dtype=np.int16)
    for start in range(0, deals, 50_000):
        m = min(50_000, deals - start)
        cards = rng.random((m, 52)).argpartition(2 * players + 5, axis=1)[:, :2 * players + 5]
        board = cards[:, 2 * players:]
        for p in range(players):
            hole = cards[:, 2 * p:2 * p + 2]
            cls[start:start + m, p] = cls_of[hole[:, 0], hole[:, 1]]
            sc[start:start + m, p] = score_batch(np.hstack([hole, board]), check=False)
    return cls, sc


class SampledPushFoldGame:
    """The push/fold game on a fixed sample of deals: every node, the payoffs of every
    combination of all-in players on every deal, and :meth:`evaluate`, which values a
    strategy, measures how much each player could gain by deviating and finds the best
    responses. Chips are in big blinds (blinds 0.5 and 1), measured from before the blinds.

    With ``exact_heads_up`` a two-way all-in is settled by the exact class-against-class
    equity instead of the sampled board, which removes the board's luck from the estimate.
    """

    def __init__(self, players: int, stack_bb: float, deals: int, seed: int,
                 exact_heads_up: bool = True):
        _check_game(players, stack_bb, deals, seed)
        if not isinstance(exact_heads_up, bool):
            raise TableError(key="aof_exact_heads_up", exact_heads_up=exact_heads_up)
        self.table = preflop_equity_table().equity if exact_heads_up else None
        self.players = players
        self.stack_bb = float(stack_bb)
        self.classes, self.scores = sample_deals(players, deals, seed)
        self.deals = deals
        self.blind = np.zeros(players)
        self.blind[-2], self.blind[-1] = 0.5, 1.0
        self.nodes: list[Node] = []
        self._add_nodes(0, "")
        self.leaf: dict[int, np.ndarray | None] = {}
        for bits in range(1, 1 << players):
            self.leaf[bits] = self._showdown_payoffs(bits)
        self.leaf[0] = None

    def _add_nodes(self, k: int, hist: str) -> None:
        if k == self.players or (k == self.players - 1 and "A" not in hist):
            return
        self.nodes.append((k, hist))
        self._add_nodes(k + 1, hist + "F")
        self._add_nodes(k + 1, hist + "A")

    def _showdown_payoffs(self, bits: int) -> np.ndarray:
        """Every player's chips on every deal when the players in ``bits`` are all-in."""
        n, S = self.players, self.stack_bb
        allin = [p for p in range(n) if bits >> p & 1]
        put = np.array([S if p in allin else self.blind[p] for p in range(n)])
        out = np.tile(-put.astype(np.float32), (self.deals, 1))
        pot = put.sum()
        if len(allin) == 1:
            out[:, allin[0]] += pot
            return out
        if len(allin) == 2 and self.table is not None:
            # two-way showdown: the exact class-against-class equity instead of this deal's
            # board, which removes the board's luck from the estimate
            a, b = allin
            eq = self.table[self.classes[:, a], self.classes[:, b]].astype(np.float32)
            out[:, a] += pot * eq
            out[:, b] += pot * (1 - eq)
            return out
        s = self.scores[:, allin]
        top = s == s.max(1, keepdims=True)
        out[:, allin] += top * (pot / top.sum(1, keepdims=True))
        return out

    def walk(self, strategy: NodeFrequencies, k: int, hist: str, reach: np.ndarray,
             counterfactual: dict[Node, tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
        """Every player's expected chips per deal from node ``(k, hist)`` on, given the
        probability ``reach`` of getting there on each deal; records in ``counterfactual``
        each node's all-in and fold values summed by class."""
        n = self.players
        if k == n or (k == n - 1 and "A" not in hist):
            if "A" not in hist:  # everybody folded to the big blind
                out = np.zeros((self.deals, n), dtype=np.float32)
                out[:, :] = -self.blind
                out[:, n - 1] += self.blind.sum()
                return out
            bits = sum(1 << p for p, a in enumerate(hist) if a == "A")
            leaf = self.leaf[bits]
            assert leaf is not None
            return leaf
        prob = strategy[(k, hist)][self.classes[:, k]].astype(np.float32)
        va = self.walk(strategy, k + 1, hist + "A", reach * prob, counterfactual)
        vf = self.walk(strategy, k + 1, hist + "F", reach * (1 - prob), counterfactual)
        c = self.classes[:, k]
        counterfactual[(k, hist)] = (np.bincount(c, weights=reach * va[:, k], minlength=169),
                                     np.bincount(c, weights=reach * vf[:, k], minlength=169))
        return prob[:, None] * va + (1 - prob)[:, None] * vf

    def evaluate(self, strategy: NodeFrequencies
                 ) -> tuple[np.ndarray, np.ndarray, dict[Node, np.ndarray]]:
        """``(value, gain, best_response)``: each player's expected chips per hand, how much
        each could gain per hand by best-responding at all their nodes, and the best response
        (0/1 per class) at every node."""
        if not isinstance(strategy, dict) or any(
                not isinstance(strategy.get(n), np.ndarray) or strategy[n].shape != (169,)
                for n in self.nodes):
            raise TableError(key="aof_strategy_map_every")
        cf: dict[Node, tuple[np.ndarray, np.ndarray]] = {}
        v = self.walk(strategy, 0, "", np.ones(self.deals, dtype=np.float32), cf)
        value = v.mean(0)
        gain = np.zeros(self.players)
        br = {}
        for node, (a, f) in cf.items():
            s = strategy[node]
            gain[node[0]] += (np.maximum(a, f) - (s * a + (1 - s) * f)).sum() / self.deals
            br[node] = (a > f).astype(float)
        return value, gain, br


class FictitiousPlayResult(NamedTuple):
    """What :func:`fictitious_play` found: the game's ``nodes``, the averaged ``strategy``,
    each player's ``value`` and the exploitability after every round (``convergence``)."""

    nodes: list[Node]
    strategy: NodeFrequencies
    value: np.ndarray
    convergence: list[float]


def fictitious_play(players: int, stack_bb: float, iterations: int, deals: int, seed: int,
                    progress: Callable[[int, int, float], Any] | None = None
                    ) -> FictitiousPlayResult:
    """Fictitious play for ``iterations`` rounds on ``deals`` seeded deals, starting from
    everybody going all-in with the strongest half of hands (663 of 1,326 combos).
    ``progress``: None, or a function called as ``f(round, iterations, exploitability)``
    after each round."""
    _whole("iterations", iterations, 0, 100_000)
    if isinstance(progress, bool) or not (progress is None or callable(progress)):
        raise TableError(key="aof_progress_function", progress=progress)
    game = SampledPushFoldGame(players, stack_bb, deals, seed)
    start = np.zeros(169)
    combos = 0
    for name in hand_ranking():
        start[class_index(name)] = 1
        combos += CLASS_COMBOS[class_index(name)]
        if combos >= 663:
            break
    strat = {node: start.copy() for node in game.nodes}
    history = []
    for t in range(1, iterations + 1):
        value, gain, br = game.evaluate(strat)
        history.append(float(gain.sum()))
        for node in game.nodes:  # average in the best response
            strat[node] += (br[node] - strat[node]) / (t + 1)
        if progress is not None:
            progress(t, iterations, float(gain.sum()))
    value, gain, _ = game.evaluate(strat)
    history.append(float(gain.sum()))
    return FictitiousPlayResult(game.nodes, strat, value, history)


def holdout_exploitability(players: int, stack_bb: float, strategy: NodeFrequencies,
                           seed: int) -> float:
    """Exploitability of a solution on an independent sample of :data:`HOLDOUT_DEALS` deals
    (``seed`` should differ from the solve's): it adds the sampling noise of the solution and
    that of the check's own best responses, so it errs on the high side."""
    _check_game(players, stack_bb, HOLDOUT_DEALS, seed)
    game = SampledPushFoldGame(players, stack_bb, HOLDOUT_DEALS, seed)
    return float(game.evaluate(strategy)[1].sum())
