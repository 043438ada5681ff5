"""Ways to play Oasis Poker (:class:`Strategy`, :data:`STRATEGIES`) and :func:`simulate`, which
plays many seeded hands with one of them.

>>> simulate("always raise", hands=50, seed=2).hands
50
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..cards import Card, Deck
from ..errors import TableError
from ..evaluate import HandCategory, score
from .advisor import Situation, raise_ev_exact
from .arguments import whole_number
from .dealer_counts import replacement_sets
from .game import OasisGame, Settlement
from .rules import OasisRules, pay_line_of_score

__all__ = [
    "Strategy",
    "ThresholdStrategy",
    "STRATEGIES",
    "WEAKEST_PAIR_SCORE",
    "SimulationResult",
    "simulate",
    "MAX_SIMULATED_HANDS",
]

#: The score of the weakest one pair (2-2-5-4-3): "raise with a pair or better" raises from it.
#: Read off the evaluator's own category of every score, not typed as a hand: a typed hand
#: (once 2-2-6-5-4) silently folded the pairs below it. tests/test_thresholds.py finds it
#: again by scoring every 5-card hand.
WEAKEST_PAIR_SCORE = int(np.flatnonzero(pay_line_of_score() == HandCategory.ONE_PAIR)[0])
#: The most hands :func:`simulate` plays in one call.
MAX_SIMULATED_HANDS = 10_000_000


class Strategy:
    """A way to play a hand: which cards to exchange, then whether to raise.

    Subclasses override :meth:`choose_exchange` and :meth:`choose_raise`, or :meth:`play`.
    """

    name = "strategy"

    def choose_exchange(self, game: OasisGame) -> tuple[Card, ...]:
        return ()

    def choose_raise(self, game: OasisGame) -> bool:
        return True

    def play(self, game: OasisGame) -> Settlement:
        """Play ``game`` to its settlement."""
        out = self.choose_exchange(game)
        if out and "exchange" in game.legal_actions():
            game.exchange(out)
        if "raise" in game.legal_actions() and ("fold" not in game.legal_actions()
                                                or self.choose_raise(game)):
            return game.raise_()
        return game.fold()

    def __repr__(self) -> str:
        return f"<Strategy {self.name!r}>"


class ThresholdStrategy(Strategy):
    """Never exchange; raise when the hand scores at least its cut, ``minimum(rules)``
    (:meth:`minimum_score`)."""

    def __init__(self, name: str, minimum: Callable[[OasisRules], int]):
        self.name = name
        self._minimum = minimum

    def minimum_score(self, rules: OasisRules | None = None) -> int:
        """The lowest hand score this strategy raises with under ``rules`` (its cut).

        >>> STRATEGIES["raise with a pair or better"].minimum_score() == WEAKEST_PAIR_SCORE
        True
        """
        return self._minimum(OasisRules.check(rules))

    def choose_raise(self, game: OasisGame) -> bool:
        return score(game.hand) >= self._minimum(game.rules)


class _NeverExchange(Strategy):
    name = "never exchange"

    def choose_raise(self, game: OasisGame) -> bool:
        return raise_ev_exact(game.hand, game.upcard, game.rules, game.discarded) > -1.0


class _Optimal(Strategy):
    """The best of fold, raise and the five one-card exchanges (exact EVs), then the exact
    best of fold/raise after the draw. Multi-card exchanges are not considered."""

    name = "optimal (0/1-card)"

    def play(self, game: OasisGame) -> Settlement:
        sit = Situation(game.hand, game.upcard, game.discarded, game.rules)
        keep = sit.keep_ev()
        can = 1 in game.legal_exchange_counts()
        if can:
            R = replacement_sets(len(sit.pool), 1)
            evs, _ = sit.draw_evs(1, R)
            ex = np.maximum(evs, -1.0).mean(axis=0) - game.rules.fee_for(1)
            i = int(np.argmax(ex))
        if can and ex[i] > max(keep, -1.0):
            old = game.hand
            game.exchange([old[i]])
            pos = int(np.searchsorted(sit.pool, int(game.hand[i])))
            go = evs[pos, i] > -1.0
        else:
            go = keep > -1.0
        if "raise" in game.legal_actions() and (go or "fold" not in game.legal_actions()):
            return game.raise_()
        return game.fold()


def _pair_min(rules: OasisRules) -> int:
    return WEAKEST_PAIR_SCORE


STRATEGIES: dict[str, Strategy] = {
    "optimal": _Optimal(),
    "never exchange": _NeverExchange(),
    "raise with a pair or better": ThresholdStrategy("raise with a pair or better", _pair_min),
    "raise with the qualifier or better": ThresholdStrategy("raise with the qualifier or better",
                                                     lambda r: r.qualifier_score),
    "always raise": ThresholdStrategy("always raise", lambda r: 0),
}


@dataclass(frozen=True)
class SimulationResult:
    """Results of a simulation: one net result in Antes per hand."""

    strategy: str
    results: np.ndarray = field(repr=False)
    seed: int
    rules: str

    @property
    def hands(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        return float(self.results.mean())

    @property
    def se(self) -> float:
        return float(self.results.std(ddof=1) / math.sqrt(len(self.results)))

    @property
    def running_mean(self) -> np.ndarray:
        return np.cumsum(self.results) / np.arange(1, len(self.results) + 1)

    def __str__(self) -> str:
        return (f"{self.strategy}: {self.mean:+.4f} ± {self.se:.4f} Antes per hand "
                f"over {self.hands} hands")


def simulate(strategy: str | Strategy = "raise with a pair or better", hands: int = 1000,
             seed: int = 0, rules: OasisRules | None = None,
             progress: Callable[[int, int], Any] | None = None) -> SimulationResult:
    """Play ``hands`` hands with a strategy, each from a deck shuffled from ``seed``, and
    return every hand's net result in Antes.

    ``strategy``: a name in :data:`STRATEGIES` or a :class:`Strategy`; ``hands``: 1 to
    :data:`MAX_SIMULATED_HANDS`; ``seed``: a whole number. ``progress``: None, or a function
    called as ``f(done, total)`` as the hands are played (a lesson passes
    :func:`pokerlib.course.progress_bar.progress_bar`'s bar).

    >>> r = simulate("raise with a pair or better", hands=200, seed=1)
    >>> r.hands, round(r.mean, 3), round(r.se, 3)
    (200, -0.34, 0.143)
    """
    rules = OasisRules.check(rules)
    if isinstance(strategy, str) and strategy in STRATEGIES:
        strat = STRATEGIES[strategy]
    elif isinstance(strategy, Strategy):
        strat = strategy
    else:
        names = ", ".join(map(repr, STRATEGIES))
        raise TableError(key="oasis_strategy_strategy_one", names=names, strategy=strategy)
    hands = whole_number(hands, "hands", TableError, 1, MAX_SIMULATED_HANDS)
    seed = whole_number(seed, "seed", TableError)
    if not (progress is None or callable(progress)) or isinstance(progress, bool):
        raise TableError(key="oasis_progress_function", progress=progress)
    rng = random.Random(seed)
    out = np.empty(hands)
    report = progress
    every = max(1, hands // 100)
    for i in range(hands):
        game = OasisGame(ante=1, balance=10 ** 9, rules=rules,
                         deck=Deck(seed=rng.getrandbits(32)))
        out[i] = strat.play(game).net
        if report and ((i + 1) % every == 0 or i + 1 == hands):
            report(i + 1, hands)
    return SimulationResult(strat.name, out, seed, rules.name)
