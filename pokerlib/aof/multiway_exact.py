"""Exact push/fold values: every player's expected chips and best response for a strategy
profile, over every board and every deal of hole cards with card removal (docs/aof-exact.md).

The game and the strategies are :mod:`pokerlib.aof.multiway_solver`'s: players act in
order (first left of the big blind, the big blind last), each folds or goes all-in for
``stack_bb`` big blinds, and a strategy maps every node ``(k, history)`` to 169 all-in (or
call) frequencies, one per starting-hand class. Nothing is sampled:

* an outcome where nobody's cards are compared (everybody folds to the big blind, or one
  player is all-in alone) pays fixed chips; it only needs the weight of the deals that lead
  there, a sum over the other players' hands that share no card with each other or with the
  player's hand (:func:`~pokerlib.aof.disjoint_sums.no_board_sums`);
* an all-in of two or more players is counted board by board over the 134,459 suit classes
  of boards (:mod:`pokerlib.aof.suit_boards`): the player's share of the pot, summed over
  the other players' hands below and tied with theirs
  (:func:`~pokerlib.aof.disjoint_sums.board_sums`). A share ``1 / (1 + ties)`` is the
  integral over ``x`` from 0 to 1 of ``x ** ties``: each all-in opponent counts the hands
  below the player's and the fraction ``x`` of those tied with it, and the integral of that
  polynomial is exact at one or two points (:func:`share_nodes`).

Two to four players; four-handed, the three opponents' hands are made disjoint by
inclusion-exclusion over the pairs of them that could meet (docs/aof-exact.md).

>>> game = ExactPushFoldGame(2, 8)
>>> game.nodes
[(0, ''), (1, 'A')]
>>> len(game.terminals), game.deals
(3, 2781381002400)
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, NamedTuple

import numpy as np

from ..errors import TableError
from .disjoint_sums import ALL, TERM_COLUMNS, board_sums, hand_classes, no_board_sums
from .multiway_solver import Node, NodeFrequencies
from .suit_boards import board_classes

__all__ = ["ExactPushFoldGame", "ExactValues", "Terminal", "EXACT_PLAYERS",
           "share_coefficient", "share_nodes"]

#: Table sizes whose values are exact today.
EXACT_PLAYERS = (2, 3, 4)


def share_coefficient(opponents: int, at_most: int) -> float:
    """The weight of the sum that counts ``at_most`` of ``opponents`` all-in opponents as
    "ranked at most mine" and the rest as "ranked below mine": ``s! (o - s)! / (o + 1)!``.
    Summed over the sets, a win alone counts 1 and a tie with ``t`` others ``1 / (1 + t)``.

    >>> share_coefficient(1, 0) + share_coefficient(1, 1)       # heads-up: win 1/2 + 1/2
    1.0
    """
    o, s = opponents, at_most
    return math.factorial(s) * math.factorial(o - s) / math.factorial(o + 1)


def share_nodes(opponents: int) -> tuple[tuple[float, float], ...]:
    """Where to count the ties, and with what weight: ``(x, weight)`` pairs such that the
    share sums' integral over ``x`` from 0 to 1 (each all-in opponent counts the hands ranked
    below mine and the fraction ``x`` of those tied with mine: a polynomial of degree
    ``opponents`` in ``x``) is exact. One opponent: the midpoint; two: Gauss-Radau at 0 and
    2/3 (exact to degree 2; ``x = 0`` counts no tied hand, so its sets need no second
    insertion); three: two-point Gauss-Legendre (exact to degree 3).

    >>> share_nodes(1), share_nodes(2)[0]
    (((0.5, 1.0),), (0.0, 0.25))
    """
    if opponents <= 1:
        return ((0.5, 1.0),)
    if opponents == 2:
        return ((0.0, 0.25), (2 / 3, 0.75))
    d = 0.5 / math.sqrt(3)
    return ((0.5 - d, 0.5), (0.5 + d, 0.5))


class Terminal(NamedTuple):
    """An end of the hand: each acting player's ``'A'`` or ``'F'`` (the big blind has no
    letter when everybody folds to it), the players ``all_in`` and what each put in."""

    history: str
    all_in: tuple[int, ...]
    put: tuple[float, ...]

    @property
    def pot(self) -> float:
        return float(sum(self.put))


class ExactValues(NamedTuple):
    """What :meth:`ExactPushFoldGame.evaluate` found: each player's ``value`` (chips per
    hand in big blinds, from before the blinds), how much each ``gain``\\ s by best-responding,
    the ``best_response`` (0/1 per class at every node), the ``exploitability`` (the gains'
    sum, big blinds per hand) and every node's ``action_values`` (all-in, fold: per class
    summed over its deals, divided by all deals)."""

    value: np.ndarray
    gain: np.ndarray
    best_response: dict[Node, np.ndarray]
    exploitability: float
    action_values: dict[Node, tuple[np.ndarray, np.ndarray]]


def _check_players(players: object) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or \
            players not in EXACT_PLAYERS:
        raise TableError(key="aof_exact_players", players=players,
                         allowed=", ".join(map(str, EXACT_PLAYERS)))
    return players


def _check_stack(stack_bb: object) -> float:
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) or \
            not 1 <= stack_bb <= 1000:
        raise TableError(key="aof_stack_bb_number", stack_bb=stack_bb)
    return float(stack_bb)


class ExactPushFoldGame:
    """The push/fold game of ``players`` (2 to 4) starting ``stack_bb`` big blinds (1 to
    1,000), blinds 0.5 and 1, valued exactly: :meth:`evaluate` over every board,
    :meth:`showdown_sums` over any boards (the pieces :mod:`pokerlib.aof.exact_job` spreads
    over a cluster) and :meth:`combine` to finish from those pieces."""

    def __init__(self, players: int, stack_bb: float):
        self.players = _check_players(players)
        self.stack_bb = _check_stack(stack_bb)
        n = self.players
        self.blind = tuple(0.5 if p == n - 2 else 1.0 if p == n - 1 else 0.0
                           for p in range(n))
        self.nodes: list[Node] = []
        self.terminals: list[Terminal] = []
        self._walk(0, "")
        #: hole-card deals (players in order) and deals with a board
        self.hole_deals = math.prod(math.comb(52 - 2 * i, 2) for i in range(n))
        self.boards_per_deal = math.comb(52 - 2 * n, 5)
        self.deals = self.hole_deals * self.boards_per_deal

    def _walk(self, k: int, hist: str) -> None:
        n = self.players
        if k == n or (k == n - 1 and "A" not in hist):
            allin = tuple(p for p, a in enumerate(hist) if a == "A")
            put = tuple(self.stack_bb if p in allin else self.blind[p] for p in range(n))
            self.terminals.append(Terminal(hist, allin, put))
            return
        self.nodes.append((k, hist))
        self._walk(k + 1, hist + "F")
        self._walk(k + 1, hist + "A")

    # --- the strategy as weight vectors ---------------------------------------------------
    def check_strategy(self, strategy: object) -> NodeFrequencies:
        """The strategy if it maps every node to 169 frequencies in [0, 1], else a keyed
        refusal."""
        if not isinstance(strategy, Mapping):
            raise TableError(key="aof_strategy_map_every")
        for node in self.nodes:
            s = strategy.get(node)
            if not isinstance(s, np.ndarray) or s.shape != (169,) or s.dtype.kind not in "biuf" \
                    or not np.all(np.isfinite(s)) or s.min() < 0 or s.max() > 1:
                raise TableError(key="aof_exact_frequencies", node=node)
        return {node: np.asarray(strategy[node], dtype=float) for node in self.nodes}

    def _weights(self, strategy: NodeFrequencies, z: Terminal, p: int) -> tuple[Any, np.ndarray]:
        """Player ``p``'s weight per class on the way to ``z`` (a key naming it, and 169
        numbers): its frequency of the action it took, 1 for the big blind's walk."""
        if p >= len(z.history):
            return ("walk",), np.ones(169)
        node = (p, z.history[:p])
        s = strategy[node]
        return (node, z.history[p]), s if z.history[p] == "A" else 1 - s

    def _build(self, strategy: NodeFrequencies, showdown: bool
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, list[tuple[int, int]]]:
        """Vectors, slots, terms and coefficients: for ``showdown`` the share sums of each
        all-in player of each all-in of two or more; otherwise every player's deal weight
        at every terminal. Returns also the ``(terminal, player)`` of each output row."""
        cls = hand_classes()
        vec_index: dict[Any, int] = {}
        vecs: list[np.ndarray] = []
        slot_index: dict[tuple[int, float], int] = {}
        terms: list[tuple[int, ...]] = []
        coef: list[float] = []
        rows: list[tuple[int, int]] = []

        def vec(key: Any, per_class: np.ndarray) -> int:
            if key not in vec_index:
                vec_index[key] = len(vecs)
                vecs.append(per_class[cls])
            return vec_index[key]

        def slot(v: int, fraction: float) -> int:
            return slot_index.setdefault((v, fraction), len(slot_index))

        for zi, z in enumerate(self.terminals):
            if showdown and len(z.all_in) < 2:
                continue
            for k in (z.all_in if showdown else range(self.players)):
                row = len(rows)
                rows.append((zi, k))
                others = [p for p in range(self.players) if p != k]
                opp = [p for p in others if p in z.all_in] if showdown else []
                keys = {p: self._weights(strategy, z, p) for p in others}
                vs = {p: vec(keys[p][0], keys[p][1]) for p in others}
                for x, c in (share_nodes(len(opp)) if showdown else ((ALL, 1.0),)):
                    # an opponent all-in counts the hands below mine and the fraction x of
                    # those tied with mine; one who folded counts every hand
                    sets = [x if p in opp else ALL for p in others]
                    slot_of = [slot(vs[p], t) for p, t in zip(others, sets)]
                    products = []
                    for group in ((0, 1), (0, 2), (1, 2), (0, 1, 2)):
                        if max(group) >= len(others):
                            products.append(-1)
                            continue
                        key = ("product",) + tuple(keys[others[g]][0] for g in group)
                        pv = vec(key, np.prod([keys[others[g]][1] for g in group], 0))
                        # a tied hand counts x once per all-in factor of the product
                        tied = sum(sets[g] != ALL for g in group)
                        products.append(slot(pv, x ** tied if tied else ALL))
                    terms.append(tuple([row, len(others)] + slot_of + [-1] * (3 - len(others))
                                       + products + [-1] * 5))
                    coef.append(c)
        slots = np.array(sorted(slot_index, key=slot_index.__getitem__),
                         dtype=np.float64).reshape(-1, 2)
        return (np.array(vecs).reshape(-1, 1326), slots,
                np.array(terms, dtype=np.int64).reshape(-1, TERM_COLUMNS), np.array(coef), rows)

    # --- the sums -----------------------------------------------------------------------
    def showdown_sums(self, strategy: NodeFrequencies, boards: np.ndarray | None = None,
                      weights: np.ndarray | None = None) -> np.ndarray:
        """For each all-in of two or more and each player in it, per class of that player's
        hand: the sum over the given boards (board ``i`` counted ``weights[i]`` times; by
        default every board, one per suit class) and over the other players' hands (no card
        shared, weighted by their frequencies) of the player's share of the pot. One row per
        ``(terminal, player)`` of :meth:`showdown_rows`."""
        strategy = self.check_strategy(strategy)
        if boards is None:
            boards, weights = board_classes()
        boards, weights = _check_boards(boards, weights)
        vecs, slots, terms, coef, rows = self._build(strategy, True)
        return board_sums(boards, weights, vecs, slots, terms, coef, len(rows))

    def showdown_rows(self) -> list[tuple[int, int]]:
        """The ``(terminal index, player)`` of each row of :meth:`showdown_sums`."""
        return [(zi, k) for zi, z in enumerate(self.terminals) if len(z.all_in) >= 2
                for k in z.all_in]

    def deal_weights(self, strategy: NodeFrequencies) -> np.ndarray:
        """Per terminal and player (row ``terminal * players + player``), per class of that
        player's hand: the weight of the other players' hands that lead there (no card
        shared), over hole cards only."""
        strategy = self.check_strategy(strategy)
        vecs, slots, terms, coef, rows = self._build(strategy, False)
        return no_board_sums(vecs, slots, terms, coef, len(rows))

    def evaluate(self, strategy: NodeFrequencies) -> ExactValues:
        """Every player's exact value, gain from best-responding, and best response."""
        strategy = self.check_strategy(strategy)
        return self.combine(strategy, self.showdown_sums(strategy))

    def combine(self, strategy: NodeFrequencies, showdown: np.ndarray) -> ExactValues:
        """:meth:`evaluate` from the showdown sums over every board (the sum of the pieces
        of :meth:`showdown_sums` over board ranges that cover each suit class once)."""
        strategy = self.check_strategy(strategy)
        rows = self.showdown_rows()
        if not isinstance(showdown, np.ndarray) or showdown.shape != (len(rows), 169):
            raise TableError(key="aof_exact_showdown_shape", shape=(len(rows), 169))
        n, S = self.players, self.stack_bb
        J = self.deal_weights(strategy)
        row_of = {r: i for i, r in enumerate(rows)}
        U: dict[tuple[int, int], np.ndarray] = {}
        for zi, z in enumerate(self.terminals):
            pot = z.pot
            for k in range(n):
                j = J[zi * n + k] / self.hole_deals
                if len(z.all_in) >= 2 and k in z.all_in:
                    U[(zi, k)] = pot * showdown[row_of[(zi, k)]] / self.deals - S * j
                else:
                    chips = -z.put[k]
                    if len(z.all_in) == 1 and k == z.all_in[0]:
                        chips += pot
                    if not z.all_in and k == n - 1:
                        chips += pot
                    U[(zi, k)] = chips * j
        value = np.zeros(n)
        for zi, z in enumerate(self.terminals):
            for k in range(n):
                value[k] += float((self._weights(strategy, z, k)[1] * U[(zi, k)]).sum())
        gain = np.zeros(n)
        best: dict[Node, np.ndarray] = {}
        actions: dict[Node, tuple[np.ndarray, np.ndarray]] = {}
        for node in self.nodes:
            k, hist = node
            a = np.zeros(169)
            f = np.zeros(169)
            for zi, z in enumerate(self.terminals):
                if z.history[:k] == hist and len(z.history) > k:
                    if z.history[k] == "A":
                        a += U[(zi, k)]
                    else:
                        f += U[(zi, k)]
            s = strategy[node]
            gain[k] += float((np.maximum(a, f) - (s * a + (1 - s) * f)).sum())
            best[node] = (a > f).astype(float)
            actions[node] = (a, f)
        return ExactValues(value, gain, best, float(gain.sum()), actions)


def _check_boards(boards: object, weights: object) -> tuple[np.ndarray, np.ndarray]:
    b = np.asarray(boards) if isinstance(boards, (np.ndarray, list, tuple)) else None
    if b is None or b.dtype.kind not in "iu" or b.ndim != 2 or b.shape[1] != 5 or \
            (b.size and (b.min() < 0 or b.max() > 51)) or \
            any(len(set(row)) != 5 for row in b.tolist()):
        raise TableError(key="aof_exact_boards")
    w = np.ones(len(b), dtype=np.int64) if weights is None else np.asarray(weights)
    if w.shape != (len(b),) or w.dtype.kind not in "iu" or (w.size and w.min() < 0):
        raise TableError(key="aof_exact_board_weights", boards=len(b))
    return b.astype(np.int64), w.astype(np.int64)
