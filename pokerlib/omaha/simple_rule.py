"""A starting-hand rule a person can remember for Omaha Hi/Lo, and what it costs against the
best choice in a model the course can measure.

**The model.** Before the flop you either fold or put in the same amount as each of three
opponents holding random hands, and the hand goes to the showdown with no more betting; the
pot is then four times your stake, so playing is worth your stake times (4 x share - 1),
where *share* is your hand's average share of the pot (halves, ties and quarters counted).
The best choice plays exactly the hands whose share beats a quarter (their **fair share**).
Random opponents and no later betting make this a yardstick, not the game: real opponents
who stay in hold better than random hands.

**The rule** (:data:`RULE_TEXT`), play a hand when it has

1. an ace and another card 8 or lower;
2. an ace and another card of the ace's suit;
3. four different ranks 8 or lower (the ace counts as low);
4. a 2 and a 3, and two cards of one suit;
5. two cards of one suit, and a pair of queens or kings or four cards T or higher;

and fold the rest.

>>> plays("As 2d 9c Kh"), plays("Ks Kd 7c 2h"), plays("Ks Kd 7s 2h")
(True, False, True)

**How exact.** The shares come from 24,000,000 seeded deals (a random hand, three random
hands and a board each; ``python -m pokerlib regenerate omaha-starting-hands``), by suit
class of the starting hand: the exact count, every opponent hand and every board, is some
10^17 showdowns against three hands. So the costs :func:`simple_rule_cost` reports are
estimates with a standard error; which hands the rule plays, and the arithmetic from the
shares to the costs, are exact.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..cards import Card, parse_cards
from ..combinatorics import SUIT_PERMUTATIONS
from ..errors import TableError
from ..lang import Messages, resolve_lang

__all__ = ["RULE_TEXT", "rule_lines", "plays", "rule_line", "StartingHands",
           "starting_hands", "share_of", "suit_class_keys", "SimpleRuleCost",
           "simple_rule_cost", "DATA_FILE"]

#: the shipped shares (``pokerlib/data``), written by :mod:`pokerlib.builders.omaha_starting_hands`
DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "omaha_starting_hands.npz"

_A, _Q, _K, _T, _EIGHT = 12, 10, 11, 8, 6     # rank numbers (2 = 0)

#: The rule in words, both editions (the Omaha article's words: プレー, フォルド, ロー).
RULE_TEXT = Messages(
    en={"title": "Play a starting hand that has",
        "1": "an ace and another card 8 or lower;",
        "2": "an ace and another card of the ace's suit;",
        "3": "four different ranks 8 or lower (the ace counts as low);",
        "4": "a 2 and a 3, and two cards of one suit;",
        "5": "two cards of one suit, and a pair of queens or kings or four cards T or higher.",
        "rest": "Fold the rest."},
    ja={"title": "次のどれかに当てはまるスターティングハンドをプレーします。",
        "1": "エースと、8以下のもう1枚",
        "2": "エースと、エースと同じスートのもう1枚",
        "3": "8以下の異なる4つの数字（エースは低いカードとして数えます）",
        "4": "2と3、そして同じスートの2枚",
        "5": "同じスートの2枚、そしてQかKのペア、または4枚ともT以上",
        "rest": "残りはフォルドします。"})


def rule_lines(lang: str | None = None) -> list[str]:
    """The rule in ``lang``: the title, lines 1 to 5, and "fold the rest".

    >>> rule_lines("en")[1]
    'an ace and another card 8 or lower;'
    """
    lang = resolve_lang(lang)
    return [RULE_TEXT(k, lang) for k in ("title", "1", "2", "3", "4", "5", "rest")]


def _line(cards: tuple[int, ...]) -> int:
    """The first line (1 to 5) that plays four card indices, or 0 (fold)."""
    ranks = [c >> 2 for c in cards]
    suits = [c & 3 for c in cards]
    low = {-1 if r == _A else r for r in ranks if r <= _EIGHT or r == _A}
    two_suited = max(Counter(suits).values()) >= 2
    if _A in ranks and len(low) >= 2:
        return 1
    if any(r == _A and suits.count(s) >= 2 for r, s in zip(ranks, suits)):
        return 2
    if len(low) >= 4:
        return 3
    if 0 in ranks and 1 in ranks and two_suited:
        return 4
    pairs = [r for r, n in Counter(ranks).items() if n >= 2]
    if two_suited and (any(r in (_Q, _K) for r in pairs) or min(ranks) >= _T):
        return 5
    return 0


def _hand(hand: Any) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(hand, count=4))


def rule_line(hand: Any) -> int:
    """The line of the rule (1 to 5) that plays ``hand`` (four cards), or 0: fold.

    >>> rule_line("As 2d 9c Kh"), rule_line("Ah 9h Kc Qd"), rule_line("9s 8d 7c 6h")
    (1, 2, 0)
    """
    return _line(_hand(hand))


def plays(hand: Any) -> bool:
    """Does the rule play ``hand`` (four cards, any spelling :func:`parse_cards` reads)?"""
    return rule_line(hand) > 0


def suit_class_keys(cards: np.ndarray) -> np.ndarray:
    """One number per row of four card indices, the same for every hand that differs only
    by a permutation of the suits (the smallest sorted-card key over the 24 permutations):
    hands with the same number have the same chances."""
    c = np.asarray(cards, dtype=np.int64)
    best = None
    for perm in SUIT_PERMUTATIONS:
        s = np.sort(4 * (c >> 2) + np.array(perm)[c & 3], axis=1)
        k = ((s[:, 0] * 52 + s[:, 1]) * 52 + s[:, 2]) * 52 + s[:, 3]
        best = k if best is None else np.minimum(best, k)
    assert best is not None
    return best


@dataclass(frozen=True)
class StartingHands:
    """The shipped shares by suit class: ``hands`` (one hand of each class, card indices),
    ``combos`` (how many of the 270,725 hands each stands for), and per number of opponents
    (1 or 3) the deals, the mean share and its standard error."""

    hands: np.ndarray
    combos: np.ndarray
    deals: np.ndarray
    share: dict[int, np.ndarray]
    stderr: dict[int, np.ndarray]

    def cards(self, i: int) -> tuple[Card, ...]:
        """The example hand of class ``i``."""
        return tuple(Card(int(c)) for c in self.hands[i])

    def class_of(self, cards: np.ndarray) -> np.ndarray:
        """The class number of each row of four card indices."""
        keys = suit_class_keys(self.hands)
        order = np.argsort(keys)
        return order[np.searchsorted(keys[order], suit_class_keys(cards))]


@functools.lru_cache(maxsize=1)
def starting_hands() -> StartingHands:
    """The shipped shares (``omaha_starting_hands.npz``)."""
    with np.load(DATA_FILE) as d:
        n = d["deals"].astype(float)
        share, err = {}, {}
        for k, tag in ((3, "3"), (1, "1")):
            mean = d["share" + tag] / n
            var = np.maximum(d["square" + tag] / n - mean ** 2, 0.0)
            share[k], err[k] = mean, np.sqrt(var / (n - 1))
        return StartingHands(d["hands"].astype(np.int64), d["combos"].astype(np.int64),
                             d["deals"].astype(np.int64), share, err)


def share_of(hand: Any, opponents: int = 3) -> tuple[float, float]:
    """The shipped estimate of ``hand``'s share of the pot against ``opponents`` (3 or 1)
    random hands to the showdown, and its standard error.

    >>> share, stderr = share_of("Ah 2h 3s Kd")
    >>> 0.35 < share < 0.45, stderr < 0.01
    (True, True)
    """
    cards = np.array([_hand(hand)])
    if isinstance(opponents, bool) or opponents not in (1, 3):
        raise TableError(key="type", what="opponents", value=opponents,
                         allowed="3 or 1 (the shipped shares)")
    data = starting_hands()
    i = int(data.class_of(cards)[0])
    return float(data.share[opponents][i]), float(data.stderr[opponents][i])


@functools.lru_cache(maxsize=1)
def _rule_plays() -> np.ndarray:
    return np.array([_line(tuple(int(c) for c in h)) > 0 for h in starting_hands().hands])


@dataclass(frozen=True)
class SimpleRuleCost:
    """The rule against the best choice in the fair-share model, in stakes per hand dealt:
    ``optimal_ev`` (play exactly the hands whose share beats ``price``), ``rule_ev``, their
    difference ``cost`` and its standard error ``cost_se`` (the shares are estimates); the
    shares of all hands each plays; and ``misplayed``: the share of hands where the two
    differ. ``biggest`` lists the classes the rule misplays that cost the most (an example
    hand, its share of the pot, the rule's choice)."""

    opponents: int
    price: float
    optimal_ev: float
    rule_ev: float
    cost: float
    cost_se: float
    optimal_plays: float
    rule_plays: float
    misplayed: float
    biggest: tuple[tuple[str, float, bool], ...]


def simple_rule_cost(opponents: int = 3, price: float | None = None) -> SimpleRuleCost:
    """What the rule gives up against the best choice, against ``opponents`` (3, or 1)
    random hands when playing costs ``price`` of the final pot (default: the fair share,
    1 / (opponents + 1)).

    >>> c = simple_rule_cost()
    >>> 0 < c.cost < c.optimal_ev, c.price
    (True, 0.25)
    """
    if isinstance(opponents, bool) or opponents not in (1, 3):
        raise TableError(key="type", what="opponents", value=opponents,
                         allowed="3 or 1 (the shipped shares)")
    if price is None:
        price = 1 / (opponents + 1)
    if isinstance(price, bool) or not isinstance(price, (int, float)) or not 0 < price < 1:
        raise TableError(key="omaha_rule_price", value=price)
    data = starting_hands()
    w = data.combos / data.combos.sum()
    share, err = data.share[opponents], data.stderr[opponents]
    gain = share / price - 1                 # playing, in stakes
    best = gain > 0
    rule = _rule_plays()
    differ = best != rule
    lost = np.where(differ, np.abs(gain), 0.0)
    order = np.argsort(-(w * lost))[:5]
    biggest = tuple((" ".join(c.code for c in data.cards(int(i))), float(share[i]),
                     bool(rule[i])) for i in order if differ[i])
    return SimpleRuleCost(opponents, float(price), float((w * np.maximum(gain, 0)).sum()),
                          float((w * np.where(rule, gain, 0.0)).sum()),
                          float((w * lost).sum()),
                          float(np.sqrt((np.where(differ, w * err / price, 0.0) ** 2).sum())),
                          float((w * best).sum()), float((w * rule).sum()),
                          float((w * differ).sum()), biggest)
