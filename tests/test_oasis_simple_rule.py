"""The Oasis Poker rule to remember (pokerlib.oasis.simple_rule): its words and its functions
say the same thing, the fast version used for the exact count agrees with the plain one, and a
part of the shipped exact count is recomputed here, once through the builder without the suit
symmetry and once hand by hand through the advisor's own exact draw values."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import numpy as np
import pytest

from pokerlib.builders.oasis_exact_edge import counts as ex
from pokerlib.builders.oasis_simple_rule import CHECK_PART, rule_values
from pokerlib.cards import Card
from pokerlib.errors import PokerError
from pokerlib.evaluate import score
from pokerlib.oasis import OasisRules
from pokerlib.oasis.advisor import Situation
from pokerlib.oasis.dealer_counts import replacement_sets
from pokerlib.oasis.shipped_data import DATA_DIR
from pokerlib.oasis.simple_rule import (
    EXCHANGE,
    SIMPLE_RULE_FILE,
    rule_choices,
    rule_lines,
    rule_raise_mask,
    simple_rule,
    simple_rule_cost,
    simple_rule_raises,
)

#: one hand for each line of the rule, with what the line says to do
LINE_EXAMPLES = [
    ("Qs Qd 8h 8c 2d", "Ks", "raise", 1),            # two pair
    ("6h 6d 9h Jh 2h", "Ks", "exchange 6d", 1),      # sevens or lower, below the up card
    ("6h 6d 9h Jh 2h", "5s", "raise", 1),            # ... but the pair is above a 5
    ("8h 8d 9h Jh 2h", "Ks", "raise", 1),            # ... and eights are not sevens or lower
    ("8d 9d 7d Th Td", "2s", "exchange Th", 1),      # ... but 7-8-9-T of diamonds: within five
    ("Ah 2h 3h 5h 5d", "4s", "exchange 5d", 1),      # A-2-3-5 of hearts, the ace low
    ("Qh Qd 9h Jh 2h", "Ks", "raise", 1),            # 2-9-J-Q: not within five ranks
    ("2h 5h 9h Jh Ks", "Ac", "exchange Ks", 2),
    ("9h 8d 7h 6s 2c", "Ks", "exchange 2c", 3),
    ("Ah 2d 3h 4s 9c", "Ks", "fold", 5),             # A-2-3-4 is not four in a row
    ("Ah Kd Qh Js 5c", "2s", "exchange 5c", 4),      # J-Q-K-A
    ("Qh Jd Th 8s 2c", "5s", "exchange 2c", 4),
    ("Qh Jd Th 8s 2c", "9s", "fold", 5),             # the up card is the 9 it needs
    ("Jh Td 9h 7s 2c", "As", "fold", 5),             # jack high: not queen high
    ("Ah Kd Qh Ts 9c", "2s", "exchange 9c", 4),      # A-K-Q-T or K-Q-T-9: the lowest goes
    ("As Kd 8h 7c Qd", "4s", "raise", 5),
    ("As Kd 8h 7c 2d", "7h", "raise", 5),            # a card of the up card's rank
    ("As Kd 8h 7c 2d", "Ah", "fold", 5),             # the ace itself does not count
    ("As Kd 8h 7c 2d", "4h", "fold", 5),
    ("Jh 4s Ad Kh 9d", "Kd", "raise", 5),            # a J against a K up card
    ("Jh 4s Ad Kh 9d", "Qd", "fold", 5),
]


@pytest.mark.parametrize("hand, up, says, line", LINE_EXAMPLES)
def test_each_line_does_what_it_says(hand: str, up: str, says: str, line: int) -> None:
    choice = simple_rule(hand, up)
    assert (choice.text, choice.line) == (says, line)


def test_the_words() -> None:
    en, ja = rule_lines("en"), rule_lines("ja")
    assert len(en) == len(ja) == 6
    assert "sevens or lower" in en[0] and "7以下" in ja[0]
    assert "2-3-4-5 up to T-J-Q-K" in en[2] and "T-J-Q-K" in ja[2]
    assert "queen high" in en[3] and "J-Q-K-A" in en[3] and "Q以上" in ja[3]
    assert "Q" in en[4] and "Q" in ja[4] and "lines 1 and 5" in en[5]


def test_fast_rule_agrees_with_the_plain_one() -> None:
    rng = random.Random(36)
    deals = [rng.sample(range(52), 6) for _ in range(6000)]
    by_up: dict[int, list[list[int]]] = {}
    for d in deals:
        by_up.setdefault(d[5], []).append(d[:5])
    names = {0: "fold", 1: "raise"}
    for up, hands in by_up.items():
        action, discard, line = rule_choices(np.array(hands), up)
        mask = rule_raise_mask(up >> 2)
        for h, a, d, n in zip(hands, action, discard, line):
            cards = [Card(c) for c in h]
            want = simple_rule(cards, Card(up))
            got = names.get(int(a), f"exchange {cards[int(d)].code}")
            assert (got, int(n)) == (want.text, want.line), (h, up)
            assert bool(mask[score(h)]) == simple_rule_raises(cards, Card(up))


def _rule_ev_by_advisor(hand: list[Card], up: Card) -> float:
    """The rule's EV of one hand from the advisor's exact values: raise, fold, or the mean
    over the 46 replacements of (raise EV if the rule raises the new hand, else -1), less the
    fee."""
    rules = OasisRules.bgaming()
    choice = simple_rule(hand, up)
    sit = Situation(tuple(hand), up, (), rules)
    if choice.action == "fold":
        return -1.0
    if choice.action == "raise":
        return sit.keep_ev()
    i = hand.index(choice.discard)
    evs, _ = sit.draw_evs(1, replacement_sets(len(sit.pool), 1))
    values = []
    for r, card in enumerate(sit.pool):
        new = list(hand)
        new[i] = Card(int(card))
        values.append(evs[r, i] if simple_rule_raises(new, up) else -1.0)
    return float(np.mean(values)) - rules.fee_for(1)


def test_a_part_of_the_shipped_count_recomputed() -> None:
    data = json.loads(SIMPLE_RULE_FILE.read_text())
    rank, lo, hi = CHECK_PART
    assert data["check"]["upcard_rank"] == rank and data["check"]["rows"] == [lo, hi]
    value, action, _ = rule_values(rank, rows=slice(lo, hi))   # no suit symmetry here
    assert int(value.sum()) == data["check"]["numerator"]
    assert int((action == EXCHANGE).sum()) == data["check"]["exchanges"] > 0
    # a few of those hands, one by one through the advisor
    cards = ex.hand_cards(4 * rank, ex.hand_positions()[lo:hi])
    up = Card(4 * rank)
    picks = list(np.flatnonzero(action == EXCHANGE)[:4]) + [0, 7, 500]
    for i in picks:
        hand = [Card(int(c)) for c in cards[i]]
        assert value[i] / ex.DENOM_01 == pytest.approx(_rule_ev_by_advisor(hand, up),
                                                       abs=1e-12)


def test_the_shipped_cost() -> None:
    data = json.loads(SIMPLE_RULE_FILE.read_text())
    optimum = json.loads((DATA_DIR / "oasis_exact.json").read_text())["one_card"]
    c = simple_rule_cost()
    denom = data["denominator"]
    assert denom == optimum["denominator"]
    assert c.optimal_fraction == Fraction(optimum["strategies"]["optimal"]["numerator"], denom)
    assert c.optimal_fraction == -Fraction(optimum["house_edge_fraction"])
    assert c.rule_fraction == Fraction(data["rule"]["numerator"], denom)
    assert c.cost_fraction == c.optimal_fraction - c.rule_fraction > 0
    assert sum(u["numerator"] for u in data["upcards"].values()) == data["rule"]["numerator"]
    assert sum(data["rule"]["action_situations"].values()) == data["situations"]
    assert c.cost < 0.005   # less than half a percent of the Ante
    for rank, u in data["upcards"].items():
        assert u["numerator"] <= optimum["upcards"][rank]["numerator"]


def test_refusals() -> None:
    for hand, up in (("As Kd", "Qs"), ("As Kd 8h 7c 2d", "As"), ("xx", "Qs"), (5, "Qs")):
        with pytest.raises(PokerError):
            simple_rule(hand, up)
        with pytest.raises(PokerError):
            simple_rule_raises(hand, up)
    for bad in (-1, 13, 2.0, True, "A"):
        with pytest.raises(PokerError):
            rule_raise_mask(bad)  # type: ignore[arg-type]
