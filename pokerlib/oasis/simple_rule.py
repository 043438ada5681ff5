"""A rule a person can remember for Oasis Poker (BGaming's rules): five lines that say when to
raise, when to fold and which single card to exchange, and the exact price of playing it.

The rule, first line that fits (:data:`RULE_TEXT`; ranks from 2 up to A):

1. A pair or better: Raise. Except a pair with four cards of one suit, when the pair is
   sevens or lower and below the up card, or the four are within five ranks (a
   straight-flush draw): exchange the card of the pair that is not of that suit.
2. Four cards of one suit: exchange the fifth card.
3. Four in a row, 2-3-4-5 up to T-J-Q-K: exchange the fifth card.
4. Four to a straight with one gap, queen high or better (or J-Q-K-A), unless the up card is
   the rank the straight needs: exchange the fifth card (the lowest, if two would do).
5. A-K high: Raise if one of the other three cards is a Q or has the up card's rank, or is
   a J against an A or K up card; anything else: Fold.

After an exchange, lines 1 and 5 decide Raise or Fold.

>>> simple_rule("Qs Qd 8h 8c 2d", "Ks").text
'raise'
>>> simple_rule("2h 5h 9h Jh Ks", "Ac").text, simple_rule("2h 5h 9h Jh Ks", "Ac").line
('exchange Ks', 2)

How much it costs against the optimal play is counted exactly over every situation by
:mod:`pokerlib.builders.oasis_simple_rule` (``python -m pokerlib regenerate
oasis-simple-rule``) and read back by :func:`simple_rule_cost`.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ..cards import Card, parse_cards
from ..errors import CardError
from ..evaluate import score, score_batch
from ..lang import Messages, resolve_lang
from .rules import pay_line_of_score

__all__ = ["RULE_TEXT", "RuleChoice", "simple_rule", "simple_rule_raises", "rule_lines",
           "rule_choices", "rule_raise_mask", "SimpleRuleCost", "simple_rule_cost",
           "SIMPLE_RULE_FILE", "FOLD", "RAISE", "EXCHANGE"]

#: the rule's choices, numbered as :func:`pokerlib.builders.oasis_exact_edge.counts.choose_01`
#: numbers them
FOLD, RAISE, EXCHANGE = range(3)
#: the shipped exact cost of the rule (``pokerlib/data``)
SIMPLE_RULE_FILE = Path(__file__).resolve().parent.parent / "data" / "oasis_simple_rule.json"

_ACE, _KING, _QUEEN, _JACK, _TEN, _SEVEN = 12, 11, 10, 9, 8, 5   # rank numbers (2 = 0)

#: The rule in words, both editions: lines 1 to 5 and what to do after an exchange.
RULE_TEXT = Messages(
    en={"1": "A pair or better: Raise. Except a pair with four cards of one suit, when the "
             "pair is sevens or lower and below the up card, or the four are within five ranks "
             "(a straight-flush draw): exchange the card of the pair that is not of that suit.",
        "2": "Four cards of one suit: exchange the fifth card.",
        "3": "Four in a row, 2-3-4-5 up to T-J-Q-K: exchange the fifth card.",
        "4": "Four to a straight with one gap, queen high or better (or J-Q-K-A), unless the "
             "up card is the rank it needs: exchange the fifth card (the lowest, if two would "
             "do).",
        "5": "A-K high: Raise if one of the other three cards is a Q or has the up card's "
             "rank, or is a J against an A or K up card; anything else: Fold.",
        "after": "After an exchange, lines 1 and 5 decide: Raise or Fold."},
    ja={"1": "ワンペア以上: Raise。ただし、ペアと同じスートの4枚があり、ペアが7以下で公開カード"
             "より低いとき、または4枚が5つの数字の幅に収まる（ストレートフラッシュまであと1枚の）"
             "ときは、ペアのうちそのスートでない1枚を交換。",
        "2": "同じスートが4枚: 残りの1枚を交換。",
        "3": "4枚の連続（2-3-4-5からT-J-Q-Kまで）: 残りの1枚を交換。",
        "4": "1か所が抜けたストレートの4枚で、最高位がQ以上（またはJ-Q-K-A）: 残りの1枚を交換"
             "（どちらの1枚でもよいときは低いほう）。ただし、必要な数字が公開カードなら交換しない。",
        "5": "A-Kハイ: 残りの3枚にQか公開カードと同じ数字があるか、公開カードがAかKで残りにJが"
             "あればRaise。それ以外はすべてFold。",
        "after": "交換したあとは、1行目と5行目でRaiseかFoldかを決めます。"})


def rule_lines(lang: str | None = None) -> list[str]:
    """The rule's six lines (1 to 5, then what to do after an exchange) in ``lang``.

    >>> rule_lines("en")[1]
    'Four cards of one suit: exchange the fifth card.'
    """
    lang = resolve_lang(lang)
    return [RULE_TEXT(key, lang) for key in ("1", "2", "3", "4", "5", "after")]


@dataclass(frozen=True)
class RuleChoice:
    """What the rule does with a hand: ``action`` ``'fold'``, ``'raise'`` or ``'exchange'``,
    the card it exchanges (``None`` unless it exchanges) and the ``line`` (1 to 5) that
    decided."""

    action: str
    discard: Card | None
    line: int

    @property
    def text(self) -> str:
        """``'fold'``, ``'raise'`` or ``'exchange Ks'`` (the advisor's labels)."""
        return self.action if self.discard is None else f"exchange {self.discard.code}"


def _hand_and_upcard(hand: Any, upcard: Any) -> tuple[tuple[Card, ...], Card]:
    h = parse_cards(hand, count=5)
    u = parse_cards(upcard, count=1)[0]
    parse_cards(h + (u,))  # a card can't be in two places
    return h, u


def _raises(ranks: list[int], category: int, up_rank: int) -> tuple[bool, int]:
    """Lines 1 and 5 for a hand that exchanges nothing: (raise?, line)."""
    if category >= 1:
        return True, 1
    high = sorted(ranks, reverse=True)
    if high[:2] == [_ACE, _KING]:
        return (_QUEEN in high or up_rank in high[2:]
                or (_JACK in high and up_rank in (_ACE, _KING))), 5
    return False, 5


def _within_five(ranks: list[int]) -> bool:
    """Four ranks from lowest to highest at most 4 apart, the ace high or low: with the
    same suit, a straight-flush draw."""
    low = sorted(-1 if r == _ACE else r for r in ranks)
    return max(ranks) - min(ranks) <= 4 or low[-1] - low[0] <= 4


def _straight_gap_need(kept: list[int]) -> int | None:
    """The rank four distinct ranks need for a straight with one gap, queen high or better
    (or J-Q-K-A); None if they are not such a draw."""
    k = sorted(kept)
    if k == [_JACK, _QUEEN, _KING, _ACE]:
        return _TEN
    if k[-1] - k[0] == 4 and k[-1] >= _QUEEN:
        return next(r for r in range(k[0], k[-1]) if r not in k)
    return None


def simple_rule(hand: Any, upcard: Any) -> RuleChoice:
    """The rule's choice for ``hand`` (five cards) against the dealer's ``upcard``, read line
    by line as :data:`RULE_TEXT` says it.

    >>> simple_rule("As Kd 8h 7c Qd", "4s").text, simple_rule("As Kd 8h 7c 2d", "4s").text
    ('raise', 'fold')
    >>> simple_rule("9h 8d 7h 6s 2c", "Ks").text, simple_rule("Qh Jd Th 8s 2c", "9s").text
    ('exchange 2c', 'fold')
    """
    h, u = _hand_and_upcard(hand, upcard)
    ranks = [int(c) >> 2 for c in h]
    suits = [int(c) & 3 for c in h]
    category = int(pay_line_of_score()[score([int(c) for c in h])])
    up = int(u) >> 2
    fours = [i for i in range(5) if len({suits[j] for j in range(5) if j != i}) == 1]
    if category == 1 and fours:
        pair = next(r for r in ranks if ranks.count(r) == 2)
        suited = [ranks[j] for j in range(5) if j != fours[0]]
        if (pair <= _SEVEN and pair < up) or _within_five(suited):
            return RuleChoice("exchange", h[fours[0]], 1)
    if category >= 1:
        return RuleChoice("raise", None, 1)
    if fours:
        return RuleChoice("exchange", h[fours[0]], 2)
    by_rank = sorted(range(5), key=lambda i: ranks[i])   # lowest card first
    for i in by_rank:
        kept = sorted(ranks[j] for j in range(5) if j != i)
        if kept[-1] - kept[0] == 3 and kept[-1] != _ACE:
            return RuleChoice("exchange", h[i], 3)
    for i in by_rank:
        need = _straight_gap_need([ranks[j] for j in range(5) if j != i])
        if need is not None and need != up:
            return RuleChoice("exchange", h[i], 4)
    go, line = _raises(ranks, category, up)
    return RuleChoice("raise" if go else "fold", None, line)


def simple_rule_raises(hand: Any, upcard: Any) -> bool:
    """After an exchange: does the rule raise with ``hand`` (lines 1 and 5)?

    >>> simple_rule_raises("Ah Kd 9h 5h 2h", "Qs"), simple_rule_raises("Ah Kd 9h 5h Qh", "Qs")
    (False, True)
    """
    h, u = _hand_and_upcard(hand, upcard)
    category = int(pay_line_of_score()[score([int(c) for c in h])])
    return _raises([int(c) >> 2 for c in h], category, int(u) >> 2)[0]


# --- the same rule for every hand at once (the exact count) -----------------------------------

@functools.lru_cache(maxsize=13)
def rule_raise_mask(up_rank: int) -> np.ndarray:
    """Lines 1 and 5 as a table: for each hand score (0..7461), does the rule raise against
    an up card of rank ``up_rank`` (0 = deuce .. 12 = ace)? A high-card score fixes the five
    ranks, so the table says exactly what :func:`simple_rule_raises` says."""
    if isinstance(up_rank, bool) or not isinstance(up_rank, int) or not 0 <= up_rank <= 12:
        raise CardError(key="type", what="up_rank", value=up_rank,
                        allowed="a rank number 0 (deuce) to 12 (ace)")
    line = pay_line_of_score()
    mask = line >= 1
    from itertools import combinations
    for ranks in combinations(range(13), 5):     # high-card hands: suits 0,1,2,3,0 (no flush)
        cards = [4 * r + s for r, s in zip(ranks, (0, 1, 2, 3, 0))]
        s = score(cards)
        if line[s] == 0:
            mask[s] = _raises(list(ranks), 0, up_rank)[0]
    mask.setflags(write=False)
    return mask


def rule_choices(cards: np.ndarray, upcard: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rule for many hands at once: ``cards`` (N, 5) card indices against the up card
    ``upcard`` (an index). Returns (action per hand: :data:`FOLD`, :data:`RAISE` or
    :data:`EXCHANGE`; the column 0..4 of the card exchanged, 0 when none; the line 1..5).
    tests/test_oasis_simple_rule.py checks it says what :func:`simple_rule` says."""
    c = np.asarray(cards, dtype=np.int64)
    n = len(c)
    ranks, suits = c >> 2, c & 3
    up = int(upcard) >> 2
    category = pay_line_of_score()[score_batch(c.astype(np.int8), check=False).astype(np.int64)]
    action = np.full(n, -1, dtype=np.int64)
    discard = np.zeros(n, dtype=np.int64)
    line = np.zeros(n, dtype=np.int64)

    def decide(where: np.ndarray, what: int, column: Any, number: int) -> None:
        where = where & (action < 0)
        action[where] = what
        discard[where] = column[where] if isinstance(column, np.ndarray) else column
        line[where] = number

    others = np.array([[j for j in range(5) if j != i] for i in range(5)])   # (5, 4)
    kept_suits = suits[:, others]                                              # (N, 5, 4)
    four_suited = (kept_suits == kept_suits[:, :, :1]).all(axis=2)            # (N, 5)
    has_four = four_suited.any(axis=1)
    four_col = four_suited.argmax(axis=1)
    counts = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    pair_rank = np.where(counts == 2, ranks, -1).max(axis=1)
    suited = np.sort(ranks[:, others][np.arange(n), four_col], axis=1)        # (N, 4)
    suited_low = np.sort(np.where(suited == _ACE, -1, suited), axis=1)
    close = ((suited[:, 3] - suited[:, 0] <= 4) | (suited_low[:, 3] - suited_low[:, 0] <= 4))
    decide((category == 1) & has_four & (((pair_rank <= _SEVEN) & (pair_rank < up)) | close),
           EXCHANGE, four_col, 1)
    decide(category >= 1, RAISE, 0, 1)
    decide(has_four, EXCHANGE, four_col, 2)
    # lines 3 and 4: try the lowest card first
    order = np.argsort(ranks, axis=1, kind="stable")
    kept_ranks = np.sort(ranks[:, others], axis=2)                            # (N, 5, 4)
    lo, hi = kept_ranks[..., 0], kept_ranks[..., 3]
    in_row = (hi - lo == 3) & (hi != _ACE)
    jqka = (kept_ranks == np.array([_JACK, _QUEEN, _KING, _ACE])).all(axis=2)
    gap = (hi - lo == 4) & (hi >= _QUEEN)
    # the rank a one-gap draw needs: the sum of the five ranks lo..hi less the four kept
    need = np.where(jqka, _TEN, 5 * lo + 10 - kept_ranks.sum(axis=2))
    gut = (jqka | gap) & (need != up)
    for mask, number in ((in_row, 3), (gut, 4)):
        first = np.take_along_axis(mask, order, axis=1)        # in order, lowest card first
        some = np.asarray(first.any(axis=1))
        col = order[np.arange(n), first.argmax(axis=1)]
        decide(some, EXCHANGE, col, number)
    high = -np.sort(-ranks, axis=1)
    ak = (high[:, 0] == _ACE) & (high[:, 1] == _KING)
    go = ak & ((high[:, 2:] == _QUEEN).any(axis=1) | (high[:, 2:] == up).any(axis=1)
               | ((high[:, 2:] == _JACK).any(axis=1) & (up >= _KING)))
    decide(go, RAISE, 0, 5)
    decide(np.ones(n, dtype=bool), FOLD, 0, 5)
    return action, discard, line


# --- the shipped exact cost ----------------------------------------------------------------

@dataclass(frozen=True)
class SimpleRuleCost:
    """The rule's exact result over all 122,151,120 situations of BGaming's rules, beside the
    optimal play: EVs in Antes per hand (``rule_ev``, ``optimal_ev``), the ``cost`` (what the
    rule gives up, optimal minus rule, in Antes per hand) and the same as exact fractions,
    with how often the rule raises, folds and exchanges (``actions``: shares of situations),
    and the rule's EV per up-card rank (``upcards``)."""

    rule_ev: float
    optimal_ev: float
    cost: float
    rule_fraction: Fraction
    optimal_fraction: Fraction
    cost_fraction: Fraction
    actions: dict[str, float]
    upcards: dict[str, dict[str, float]]
    seconds: float

    @property
    def house_edge(self) -> float:
        """The house edge when the player follows the rule (a share of the Ante)."""
        return -self.rule_ev


def simple_rule_cost() -> SimpleRuleCost:
    """The shipped exact cost of the rule (``oasis_simple_rule.json``).

    >>> c = simple_rule_cost()
    >>> 0 < c.cost < 0.01, c.cost_fraction == c.optimal_fraction - c.rule_fraction
    (True, True)
    """
    d = _load()
    rule = Fraction(d["rule"]["ev_fraction"])
    best = Fraction(d["optimal"]["ev_fraction"])
    n = d["situations"]
    return SimpleRuleCost(float(rule), float(best), float(best - rule), rule, best, best - rule,
                          {k: v / n for k, v in d["rule"]["action_situations"].items()},
                          {k: {"rule_ev": v["rule_ev"], "optimal_ev": v["optimal_ev"],
                               "cost": v["optimal_ev"] - v["rule_ev"]}
                           for k, v in d["upcards"].items()},
                          float(d.get("seconds", 0.0)))


@functools.lru_cache(maxsize=1)
def _load() -> dict[str, Any]:
    with open(SIMPLE_RULE_FILE, encoding="utf-8") as f:
        return dict(json.load(f))
