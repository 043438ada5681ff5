"""A push/fold rule a person can remember for the article's stacks (heads-up, 8 BB each:
16 points, blinds 1 and 2), and its exact cost against the equilibrium.

The small blind goes all-in (**push**) with (:data:`RULE_TEXT`):

* any pair, any ace, any king; any queen except Q2o-Q4o; any suited jack;
* other offsuit hands: both cards 7 or higher;
* other suited hands: at most 2 ranks apart with both cards 3 or higher, or at most 4 apart
  with both 5 or higher.

The big blind **calls** the all-in with any pair, any ace, any king; a queen with a 7 or higher
(a suited queen with a 4 or higher); any other two cards both 9 or higher (suited: both 8
or higher).

The cost is exact: each player's expected chips per hand with the rule, against an opponent
who plays the equilibrium, beside the equilibrium's own (the exact 169 x 169 heads-up game of
:mod:`pokerlib.aof.headsup_solver`, card removal counted).

>>> simple_push("K2o"), simple_push("Q4o"), simple_call("Q7o"), simple_call("J7s")
(True, False, True, False)
>>> c = simple_rule_cost(8)
>>> 0 <= c.push_cost < 0.002, 0 <= c.call_cost < 0.002
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..cards import RANKS
from ..equity import CLASS_COMBOS, HAND_CLASSES
from ..errors import TableError
from ..lang import Messages, resolve_lang
from .headsup_solver import headsup_game, headsup_strategy_values
from .pushfold import pushfold_equilibrium
from .ranking import class_number

__all__ = ["RULE_TEXT", "RULE_STACK_BB", "simple_push", "simple_call", "push_line", "rule_lines",
           "rule_frequencies", "SimpleRuleCost", "simple_rule_cost"]

#: the stack the rule is made for: the article's 16 points at blinds 1/2
RULE_STACK_BB = 8

_A, _K, _Q, _J = 12, 11, 10, 9          # rank numbers (2 = 0)
_THREE, _FOUR, _FIVE, _SEVEN, _EIGHT, _NINE = 1, 2, 3, 5, 6, 7

#: The rule in words, both editions (the AoF article's オールイン, フォールド, コール).
RULE_TEXT = Messages(
    en={"push_title": "Small blind, 8 BB: all-in (push) with",
        "push_1": "any pair, any ace, any king; any queen except Q2o-Q4o; any suited jack;",
        "push_2": "other offsuit hands: both cards 7 or higher;",
        "push_3": "other suited hands: at most 2 ranks apart with both cards 3 or higher, or "
                  "at most 4 apart with both 5 or higher. Fold the rest.",
        "call_title": "Big blind, 8 BB: call the all-in with",
        "call_1": "any pair, any ace, any king; a queen with a 7 or higher (suited: a 4 or "
                  "higher); any other two cards both 9 or higher (suited: both 8 or higher). "
                  "Fold the rest."},
    ja={"push_title": "スモールブラインド、8BB: オールインするのは",
        "push_1": "ペアすべて、Aを含むハンドすべて、Kを含むハンドすべて。Qを含むハンドは "
                  "Q2o〜Q4o 以外すべて。スーテッドのJすべて。",
        "push_2": "そのほかのオフスート: 2枚とも7以上。",
        "push_3": "そのほかのスーテッド: 数字の差が2以内で2枚とも3以上、または差が4以内で2枚とも"
                  "5以上。残りはフォールド。",
        "call_title": "ビッグブラインド、8BB: オールインにコールするのは",
        "call_1": "ペアすべて、Aを含むハンドすべて、Kを含むハンドすべて。Qと7以上（スーテッドなら"
                  "Qと4以上）。そのほかは2枚とも9以上（スーテッドなら2枚とも8以上）。残りはフォールド。"})


def rule_lines(lang: str | None = None) -> list[str]:
    """The rule in ``lang``: the push title and its three lines, the call title and its line.

    >>> rule_lines("en")[2]
    'other offsuit hands: both cards 7 or higher;'
    """
    lang = resolve_lang(lang)
    return [RULE_TEXT(k, lang) for k in ("push_title", "push_1", "push_2", "push_3",
                                         "call_title", "call_1")]


def _parts(name: str) -> tuple[int, int, bool | None]:
    """(high rank, low rank, suited: True/False, None for a pair) of a class name."""
    c = HAND_CLASSES[class_number(name)]
    hi, lo = RANKS.index(c[0]), RANKS.index(c[1])
    return hi, lo, None if len(c) == 2 else c[2] == "s"


def _push(hi: int, lo: int, suited: bool | None) -> bool:
    if suited is None or hi >= _K:
        return True
    if hi == _Q:
        return suited or lo >= _FIVE
    if hi == _J and suited:
        return True
    if not suited:
        return lo >= _SEVEN
    return (hi - lo <= 2 and lo >= _THREE) or (hi - lo <= 4 and lo >= _FIVE)


def _call(hi: int, lo: int, suited: bool | None) -> bool:
    if suited is None or hi >= _K:
        return True
    if hi == _Q:
        return lo >= _SEVEN or (bool(suited) and lo >= _FOUR)
    return lo >= (_EIGHT if suited else _NINE)


def push_line(hand: str) -> int:
    """Which line of the small blind's rule decides this class: 1 (pairs, aces, kings,
    queens, suited jacks), 2 (other offsuit hands) or 3 (other suited hands).

    >>> push_line("Q4o"), push_line("T7o"), push_line("64s")
    (1, 2, 3)
    """
    hi, lo, suited = _parts(hand)
    if suited is None or hi >= _Q or (hi == _J and suited):
        return 1
    return 3 if suited else 2


def simple_push(hand: str) -> bool:
    """Does the rule go all-in from the small blind with this class (``'K2o'``, ``'55'``)?"""
    return _push(*_parts(hand))


def simple_call(hand: str) -> bool:
    """Does the rule call the small blind's all-in from the big blind with this class?"""
    return _call(*_parts(hand))


def rule_frequencies() -> tuple[np.ndarray, np.ndarray]:
    """The rule as the solver's arrays: (push, call), 169 frequencies 0 or 1 each, in the
    order of :data:`pokerlib.equity.HAND_CLASSES`."""
    push = np.array([1.0 if simple_push(n) else 0.0 for n in HAND_CLASSES])
    call = np.array([1.0 if simple_call(n) else 0.0 for n in HAND_CLASSES])
    return push, call


@dataclass(frozen=True)
class SimpleRuleCost:
    """What the rule gives up at ``stack_bb``, in big blinds per hand, against an opponent
    who plays the equilibrium: ``push_cost`` (the small blind's equilibrium value minus its
    value with the rule), ``call_cost`` (the same for the big blind); the hands where the
    rule and the equilibrium differ (``push_differs``, ``call_differs``: classes, strongest
    first by grid order); and the shares of the 1,326 hands each pushes or calls with."""

    stack_bb: float
    push_cost: float
    call_cost: float
    push_differs: tuple[str, ...]
    call_differs: tuple[str, ...]
    push_share: float
    call_share: float
    equilibrium_push_share: float
    equilibrium_call_share: float


def simple_rule_cost(stack_bb: float = RULE_STACK_BB) -> SimpleRuleCost:
    """The rule's exact cost at ``stack_bb`` big blinds (a depth of the shipped heads-up
    equilibria, 1 to 25 in steps of 0.5; the rule is made for 8).

    >>> c = simple_rule_cost(8)
    >>> c.push_differs, c.call_differs
    (('T5s', 'T4s', '74s', '76o', '43s'), ('J7s',))
    """
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) or \
            not 1 <= stack_bb <= 25 or float(stack_bb) * 2 != int(float(stack_bb) * 2):
        raise TableError(key="aof_rule_stack", value=stack_bb)
    eq = pushfold_equilibrium(stack_bb)
    game = headsup_game(stack_bb)
    shove, call = np.array(eq.ranges[0].freq), np.array(eq.ranges[1].freq)
    push, answer = rule_frequencies()
    sb, bb = headsup_strategy_values(shove, call, game)
    sb_rule = headsup_strategy_values(push, call, game)[0]
    bb_rule = headsup_strategy_values(shove, answer, game)[1]

    def differs(rule: np.ndarray, best: np.ndarray) -> tuple[str, ...]:
        return tuple(n for n, a, b in zip(HAND_CLASSES, rule, best) if abs(a - b) > 0.5)

    def share(f: np.ndarray) -> float:
        return float(np.dot(f, CLASS_COMBOS) / 1326)

    return SimpleRuleCost(float(stack_bb), sb - sb_rule, bb - bb_rule,
                          differs(push, shove), differs(answer, call), share(push),
                          share(answer), share(shove), share(call))
