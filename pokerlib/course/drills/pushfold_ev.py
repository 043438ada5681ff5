"""What going all-in and folding are worth in a push/fold spot, in big blinds, against
opponents who play a push/fold equilibrium (:func:`pokerlib.aof.pushfold_equilibrium`).

Values are chip EV measured from before the blinds, as in the equilibrium itself: every player
starts with ``stack_bb`` big blinds, the small blind posts 0.5 and the big blind 1; folding
loses what you posted; going all-in wins the blinds when everyone folds, and otherwise your
share of the pot at the showdown minus your stack.

* **Heads-up** (:func:`headsup_values`) the values are exact: the opponent's range is a
  frequency per starting-hand class and the shipped 169 x 169 table gives the exact all-in
  equity of every class against every other (card removal counted).
* **3 and 4 players** (:func:`multiway_values`) the all-in value is a seeded estimate over
  random deals: the opponents who acted before you hold hands drawn from the ranges their
  actions imply, the ones after you answer your all-in with their equilibrium frequencies, and
  each deal's showdown is settled like the shipped solution settles it (two players: exact class
  equity; three or four: one random board). Folding is exact.

>>> from pokerlib.aof import pushfold_equilibrium
>>> v = headsup_values(pushfold_equilibrium(10), "SB", (), "As 7d")
>>> round(v.all_in, 4), v.fold, v.exact
(0.6409, -0.5, True)
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...aof import PushFoldResult
from ...cards import Card, CardError, parse_cards
from ...equity import HAND_CLASSES, class_combos, class_index, hand_class, preflop_equity_table
from ...errors import DrillError
from ...evaluate import score_batch

__all__ = ["PushFoldValues", "blind_of", "headsup_values", "multiway_values", "DEALS"]

#: Deals behind a 3-4 player estimate.
DEALS = 40_000


@dataclass(frozen=True)
class PushFoldValues:
    """The two choices' values in big blinds.

    ``all_in`` is going all-in (or calling an all-in), ``fold`` folding; ``exact`` is False for
    a seeded estimate from ``deals`` deals, whose standard error is ``se``. ``showdown`` is how
    often going all-in reaches a showdown, ``equity`` your average share of the pot when it
    does.
    """

    all_in: float
    fold: float
    exact: bool
    se: float
    showdown: float
    equity: float
    deals: int = 0

    @property
    def best(self) -> str:
        """``'all-in'`` or ``'fold'``, whichever is worth more (all-in on a tie)."""
        return "all-in" if self.all_in >= self.fold else "fold"


def blind_of(position: str) -> float:
    """What a position posts before the deal, in big blinds."""
    return {"SB": 0.5, "BB": 1.0}.get(position, 0.0)


def _node(result: PushFoldResult, position: Any, facing: Any, hand: Any
          ) -> tuple[int, str, tuple[Card, Card]]:
    """(index in acting order, what the earlier players did, the two cards), checked."""
    if not isinstance(result, PushFoldResult):
        raise DrillError(key="drill_result_pushfoldresult_pushfold", result=result)
    if position not in result.positions:
        raise DrillError(key="drill_position_at_this", position=position,
                         value=', '.join(result.positions))
    k = result.positions.index(position)
    try:
        fac = set(facing)
    except TypeError:
        raise DrillError(key="drill_facing_list_positions", facing=facing) from None
    earlier = result.positions[:k]
    if not fac <= set(earlier):
        raise DrillError(key="drill_only_players_who", position=position,
                         value=', '.join(earlier) or 'none', value2=sorted(map(str, fac)))
    if k == len(result.positions) - 1 and not fac:
        raise DrillError(key="drill_everyone_folded_there", position=position)
    try:
        cards = parse_cards(hand, count=2)
    except CardError as exc:
        raise DrillError(key="drill_hand_two_cards", exc=exc) from None
    hist = "".join("A" if p in fac else "F" for p in earlier)
    return k, hist, (cards[0], cards[1])


def headsup_values(result: PushFoldResult, position: str, facing: Any, hand: Any
                   ) -> PushFoldValues:
    """Exact values of all-in and fold for ``hand`` heads-up: the small blind opening, or the
    big blind facing the small blind's all-in (``facing=("SB",)``).

    >>> from pokerlib.aof import pushfold_equilibrium
    >>> v = headsup_values(pushfold_equilibrium(10), "BB", ("SB",), "Kc 9h")
    >>> round(v.all_in, 4), v.fold, round(v.equity, 4)
    (0.3568, -1.0, 0.5178)
    """
    if not isinstance(result, PushFoldResult) or result.players != 2:
        raise DrillError(key="drill_headsup_values_needs")
    k, hist, cards = _node(result, position, facing, hand)
    table = preflop_equity_table()
    eq = np.nan_to_num(table.equity, nan=0.5)
    pairs = table.pairs.astype(float)
    me = class_index(hand_class(cards))
    s = result.stack_bb
    if k == 0:  # small blind: the big blind calls with its range y or folds
        y = np.asarray(result.range_at(1, "A").freq, dtype=float)
        w = pairs[me]
        called = w * y
        p_call = called.sum() / w.sum()
        equity = float((called * eq[me]).sum() / called.sum()) if called.sum() else 0.5
        all_in = (1 - p_call) * 1.0 + p_call * s * (2 * equity - 1)
        return PushFoldValues(float(all_in), -0.5, True, 0.0, float(p_call), equity)
    x = np.asarray(result.range_at(0, "").freq, dtype=float)  # the small blind's all-in range
    w = pairs[:, me] * x
    equity = float((w * eq[me]).sum() / w.sum())
    return PushFoldValues(float(s * (2 * equity - 1)), -1.0, True, 0.0, 1.0, equity)


@functools.lru_cache(maxsize=1)
def _class_cards() -> tuple[np.ndarray, np.ndarray]:
    """(169, 12, 2) card indices of every class's hands (padded) and each class's count."""
    cards = np.zeros((169, 12, 2), dtype=np.int64)
    count = np.zeros(169, dtype=np.int64)
    for i, name in enumerate(HAND_CLASSES):
        combos = class_combos(name)
        count[i] = len(combos)
        cards[i, :len(combos)] = [[int(a), int(b)] for a, b in combos]
    return cards, count


@functools.lru_cache(maxsize=1)
def _class_of_pair() -> np.ndarray:
    """(52, 52) class index of every two-card hand."""
    cards, count = _class_cards()
    out = np.zeros((52, 52), dtype=np.int64)
    for i in range(169):
        for a, b in cards[i, :count[i]]:
            out[a, b] = out[b, a] = i
    return out


def _draw_hands(weights: np.ndarray, size: int, rng: np.random.Generator) -> np.ndarray:
    """``size`` two-card hands (card indices), each class drawn in proportion to its weight
    times its number of hands, then one of its hands at random."""
    cards, count = _class_cards()
    p = weights * count
    cls = rng.choice(169, size=size, p=p / p.sum())
    pick = (rng.random(size) * count[cls]).astype(np.int64)
    return cards[cls, pick]


def multiway_values(result: PushFoldResult, position: str, facing: Any, hand: Any, *,
                    deals: int = DEALS, seed: int = 0) -> PushFoldValues:
    """Seeded estimate of all-in for ``hand`` at a 3-4 player table (``facing``: the positions
    already all-in; every other earlier player folded); folding is exact.

    >>> from pokerlib.aof import pushfold_equilibrium
    >>> v = multiway_values(pushfold_equilibrium(10, 3), "BTN", (), "As Ks", deals=20000)
    >>> v.exact, v.fold, 1.9 < v.all_in < 2.3, v.se < 0.05
    (False, 0.0, True, True)
    """
    if not isinstance(result, PushFoldResult) or result.players not in (3, 4):
        raise DrillError(key="drill_multiway_values_needs")
    if not isinstance(deals, int) or isinstance(deals, bool) or not 100 <= deals <= 10**7:
        raise DrillError(key="drill_deals_whole_number", deals=deals)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise DrillError(key="drill_seed_whole_number", seed=seed)
    k, hist, cards = _node(result, position, facing, hand)
    rng = np.random.default_rng(seed)
    n = result.players
    s = result.stack_bb
    positions = result.positions
    blinds = np.array([blind_of(p) for p in positions])
    mine = class_index(hand_class(cards))

    # draw the other players' hands: earlier players from the ranges their actions imply
    others = [j for j in range(n) if j != k]
    kept: list[np.ndarray] = []
    have = 0
    while have < deals:
        size = 2 * (deals - have) + 64
        holes = np.zeros((size, n, 2), dtype=np.int64)
        holes[:, k] = cards
        for j in others:
            if j < k:
                f = np.asarray(result.range_at(j, hist[:j]).freq, dtype=float)
                w = f if hist[j] == "A" else 1.0 - f
            else:
                w = np.ones(169)
            holes[:, j] = _draw_hands(w, size, rng)
        flat = np.sort(holes.reshape(size, -1), axis=1)
        ok = (np.diff(flat, axis=1) != 0).all(axis=1)
        kept.append(holes[ok])
        have += int(ok.sum())
    holes = np.concatenate(kept)[:deals]
    cls = _class_of_pair()[holes[:, :, 0], holes[:, :, 1]]           # (deals, n)

    # one board per deal, from the cards nobody holds (for 3-4 way showdowns)
    keys = rng.random((deals, 52))
    np.put_along_axis(keys, holes.reshape(deals, -1), 2.0, axis=1)
    board = np.argpartition(keys, 5, axis=1)[:, :5]
    scores = np.stack([score_batch(np.concatenate([holes[:, j], board], axis=1), check=False)
                       for j in range(n)], axis=1).astype(np.int64)   # (deals, n)
    eq2 = np.nan_to_num(preflop_equity_table().equity, nan=0.5)

    value = np.zeros(deals)
    p_showdown = np.zeros(deals)
    share_sum = np.zeros(deals)
    later = list(range(k + 1, n))
    for acts in itertools.product("AF", repeat=len(later)):
        prob = np.ones(deals)
        h = hist + "A"
        for j, a in zip(later, acts):
            f = np.asarray(result.range_at(j, h).freq, dtype=float)[cls[:, j]]
            prob *= f if a == "A" else 1.0 - f
            h += a
        inside = [j for j in range(n) if h[j] == "A"]
        dead = sum(blinds[j] for j in range(n) if h[j] == "F")
        if len(inside) == 1:
            value += prob * dead
            continue
        pot = s * len(inside) + dead
        if len(inside) == 2:
            other = inside[1] if inside[0] == k else inside[0]
            share = eq2[mine, cls[:, other]]
        else:
            sc = scores[:, inside]
            top = sc.max(axis=1)
            winners = (sc == top[:, None]).sum(axis=1)
            share = np.where(scores[:, k] == top, 1.0 / winners, 0.0)
        value += prob * (share * pot - s)
        p_showdown += prob
        share_sum += prob * share
    mean = float(value.mean())
    se = float(value.std(ddof=1) / math.sqrt(deals))
    shown = float(p_showdown.mean())
    equity = float(share_sum.mean() / shown) if shown > 0 else 0.0
    return PushFoldValues(mean, 0.0 - blind_of(position), False, se, shown, equity, deals)
