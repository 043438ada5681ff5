"""Opponents: strategies that choose fold or all-in for a seat (always all-in, the top share of
hands, a range chart, the push/fold equilibrium).

>>> from pokerlib.aof import stacked_deck
>>> h = AofHand({"A": 16, "B": 16}, button="A", deck=stacked_deck(["B", "A"], {"A": "Kh Kd"}))
>>> TopPercent(10).decide(h, "A"), AlwaysAllIn().frequency(h, "B")
('all-in', 1.0)
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from .. import validate
from ..equity import CLASS_COMBOS, HAND_CLASSES, class_index, hand_class
from ..errors import TableError
from .hand import AofHand, is_player_name
from .pushfold import (
    MAX_STACK_BB,
    PushFoldResult,
    Range,
    pushfold_equilibrium,
    shipped_multiway_depths,
)
from .ranking import class_number, hand_ranking
from .rules import Action

__all__ = ["Strategy", "AlwaysAllIn", "TopPercent", "RangeChart", "EquilibriumStrategy"]

def _check_seed(seed: Any) -> None:
    validate.seed(seed, "seed", TableError)


def _check_seat(hand: Any, player: Any) -> None:
    if not isinstance(hand, AofHand):
        raise TableError(key="type", what="hand", allowed="an AofHand", value=hand)
    if not is_player_name(player) or player not in hand.players:
        raise TableError(key="aof_not_at_table", player=player, players=list(hand.players))


def _frequency(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or \
            not 0 <= value <= 1:
        raise TableError(key="real_number_between", what=f"{what}: frequency", low=0, high=1,
                         value=value)
    return float(value)


def _node_of(hand: AofHand, player: Any) -> tuple[int, str]:
    """(index in acting order, what each earlier player did: 'A' all-in, 'F' fold)."""
    k = hand.acting_order.index(player)
    done = dict(hand.actions)
    hist = ""
    for q in hand.acting_order[:k]:
        a = done.get(q)
        if a is None:  # never acted: all-in while posting, or had nothing left
            hist += "A" if hand.behind[q] == 0 and hand.bets[q] > 0 else "F"
        else:
            hist += "A" if a is Action.ALL_IN else "F"
    return k, hist


class Strategy:
    """Chooses fold or all-in for a seat. Subclasses implement :meth:`frequency`: the
    probability of going all-in with this hand here; :meth:`decide` draws from it (seeded)."""

    name = "strategy"

    def __init__(self, seed: int = 0):
        _check_seed(seed)
        self._rng = random.Random(seed)

    def frequency(self, hand: AofHand, player: Any) -> float:
        """How often ``player`` goes all-in in ``hand`` now (0 to 1)."""
        raise NotImplementedError

    def decide(self, hand: AofHand, player: Any) -> Action:
        """Fold or all-in for ``player`` in ``hand``, drawn from :meth:`frequency`."""
        _check_seat(hand, player)
        f = self.frequency(hand, player)
        if f >= 1:
            return Action.ALL_IN
        if f <= 0:
            return Action.FOLD
        return Action.ALL_IN if self._rng.random() < f else Action.FOLD

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {self.name}>"


class AlwaysAllIn(Strategy):
    """Goes all-in with every hand.

    >>> h = AofHand({"A": 16, "B": 16}, button="A", seed=3)
    >>> AlwaysAllIn().decide(h, "A")
    'all-in'
    """

    name = "always all-in"

    def frequency(self, hand: AofHand, player: Any) -> float:
        """Always 1."""
        _check_seat(hand, player)
        return 1.0


class TopPercent(Strategy):
    """Goes all-in (opening or calling) with the top ``percent`` (0 to 100) of starting hands,
    ranked by all-in equity against a random hand and counted in combos (1,326 in all).

    >>> s = TopPercent(10)
    >>> "AA" in s.classes and "72o" not in s.classes, round(s.share, 3)
    (True, 0.098)
    """

    def __init__(self, percent: float, seed: int = 0):
        super().__init__(seed)
        if isinstance(percent, bool) or not isinstance(percent, (int, float)) or \
                not math.isfinite(percent) or not 0 <= percent <= 100:
            raise TableError(key="real_number_between", what="percent", low=0, high=100,
                             value=percent)
        self.percent = percent
        chosen, combos = [], 0
        for name in hand_ranking():
            n = int(CLASS_COMBOS[class_index(name)])
            if combos + n > percent / 100 * 1326 + 1e-9:
                break
            chosen.append(name)
            combos += n
        self.classes = frozenset(chosen)
        self.share = combos / 1326
        self.name = f"top {percent:g}%"

    def frequency(self, hand: AofHand, player: Any) -> float:
        """1 for the chosen classes, else 0."""
        _check_seat(hand, player)
        return 1.0 if hand_class(hand.holes[player]) in self.classes else 0.0


class RangeChart(Strategy):
    """A push/fold chart: ``shove`` (class -> frequency from 0 to 1) when nobody is all-in yet,
    ``call`` when someone is (the same chart if not given); classes not listed fold.
    Frequencies below 1 are mixed (seeded).

    >>> from pokerlib.aof import stacked_deck
    >>> s = RangeChart({"AA": 1, "KK": 1, "A5s": 0.5}, call={"AA": 1})
    >>> h = AofHand({"A": 16, "B": 16}, button="A", deck=stacked_deck(["B", "A"], {"A": "Kh Kd"}))
    >>> s.frequency(h, "A")
    1.0
    """

    def __init__(self, shove: Mapping[str, float], call: Mapping[str, float] | None = None,
                 seed: int = 0, name: str = "range chart"):
        super().__init__(seed)
        if not isinstance(name, str):
            raise TableError(key="text", what="name", value=name)
        self.shove = self._chart(shove, "shove")
        self.call = self.shove if call is None else self._chart(call, "call")
        self.name = name

    @staticmethod
    def _chart(chart: Any, what: str) -> dict[str, float]:
        if not isinstance(chart, Mapping):
            raise TableError(key="type", what=what, value=chart,
                             allowed="a mapping of classes such as 'AKs' to frequencies")
        return {HAND_CLASSES[class_number(k)]: _frequency(v, repr(k)) for k, v in chart.items()}

    def frequency(self, hand: AofHand, player: Any) -> float:
        """The chart's frequency for the player's class: the call chart when someone is
        already all-in, else the shove chart."""
        _check_seat(hand, player)
        facing = any(a is Action.ALL_IN for _, a in hand.actions) or \
            any(hand.behind[q] == 0 and hand.bets[q] > hand.rules.big_blind
                for q in hand.players if q != player)
        chart = self.call if facing else self.shove
        return chart.get(hand_class(hand.holes[player]), 0.0)


class EquilibriumStrategy(Strategy):
    """Plays the push/fold equilibrium for the table's number of players (2 to 4) and its
    effective stack in big blinds (heads-up solved on the spot, with the table's rake if it
    has one; 3-4 players from the nearest precomputed stack depth, without a rake). Its
    decisions depend on the seat's position and on who is already all-in. ``stack_bb`` (1 to
    1,000) fixes the depth instead.
    """

    name = "equilibrium"

    def __init__(self, stack_bb: float | None = None, seed: int = 0):
        super().__init__(seed)
        if stack_bb is not None and (
                isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float))
                or not math.isfinite(stack_bb) or not 1 <= stack_bb <= MAX_STACK_BB):
            raise TableError(key="aof_stack_bb", most=MAX_STACK_BB, value=stack_bb)
        self.stack_bb = stack_bb

    def effective_bb(self, hand: AofHand) -> float:
        """The stack depth the strategy plays: ``stack_bb`` if given, else the hand's
        effective stack (the second largest starting stack) in big blinds."""
        if not isinstance(hand, AofHand):
            raise TableError(key="type", what="hand", allowed="an AofHand", value=hand)
        if self.stack_bb is not None:
            return self.stack_bb
        return sorted(hand.start.values())[-2] / hand.rules.big_blind

    def result_for(self, hand: AofHand) -> PushFoldResult:
        """The equilibrium this strategy plays in ``hand``."""
        n = min(len(hand.players), 4)
        depth = min(self.effective_bb(hand), MAX_STACK_BB)
        if n == 2:  # heads-up at a raked table: the equilibrium with that rake
            rules = hand.rules
            return pushfold_equilibrium(max(1.0, round(depth * 2) / 2), 2, rake=rules.rake,
                                        big_blind=rules.big_blind)
        shipped = shipped_multiway_depths(n)
        near = min(shipped, key=lambda d: abs(d - depth))
        return pushfold_equilibrium(near, n)

    def frequency(self, hand: AofHand, player: Any) -> float:
        """How often ``player`` goes all-in (or calls an all-in) with their hand, now."""
        return self.decision(hand, player)[1]

    def decision(self, hand: AofHand, player: Any) -> tuple[Range, float]:
        """The equilibrium range that applies to ``player`` now (e.g. "CO all-in",
        "BB calls SB") and its all-in frequency for the player's hand class."""
        _check_seat(hand, player)
        res = self.result_for(hand)
        k, hist = _node_of(hand, player)
        n = res.players
        if len(hand.players) > n:  # more seats than solved: the early seats are merged
            extra = len(hand.players) - n
            early, hist = hist[:extra + 1], hist[extra + 1:]
            k = max(0, k - extra)
            if k > 0:
                hist = ("A" if "A" in early else "F") + hist
            elif "A" in early:  # facing an all-in from a merged early seat: the first caller
                k, hist = 1, "A"
        rng = res.range_at(k, hist)
        return rng, float(rng.freq[class_index(hand_class(hand.holes[player]))])
