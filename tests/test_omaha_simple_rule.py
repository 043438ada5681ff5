"""The Omaha Hi/Lo starting-hand rule (pokerlib.omaha.simple_rule): its words say what its
function does, its cost is recomputed hand by hand over all 270,725 starting hands, the shipped
shares agree with a fresh estimate by another function (equity_hilo_vs_random), and the builder
counts every deal into the right class."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest

from pokerlib.builders.omaha_starting_hands import class_of, hand_classes, regenerate_data
from pokerlib.cards import Card
from pokerlib.equity import equity_hilo_vs_random
from pokerlib.errors import PokerError
from pokerlib.omaha.simple_rule import (
    plays,
    rule_line,
    rule_lines,
    simple_rule_cost,
    starting_hands,
)

LINE_EXAMPLES = [
    ("As 2d 9c Kh", 1), ("Ah 8d Kc Qs", 1), ("Ah 9d Kc Qs", 0),   # 9 is not 8 or lower
    ("Ah 9h Kc Qd", 2), ("As Ad Kc Qh", 0),                        # two aces, no suited ace
    ("8s 6d 4c 2h", 3), ("8s 6d 6c 2h", 0),                        # three different low ranks
    ("2s 3s Kc Jd", 4), ("2s 3d Kc Jh", 0),                        # no two of one suit
    ("Ks Kd 7s 2h", 5), ("Ks Kd 7c 2h", 0), ("Js Jd 7s 2h", 0),    # jacks are not enough
    ("Ts Jd Qs Kh", 5), ("9s Jd Qs Kh", 0),
]


@pytest.mark.parametrize("hand, line", LINE_EXAMPLES)
def test_each_line_does_what_it_says(hand: str, line: int) -> None:
    assert rule_line(hand) == line and plays(hand) == (line > 0)


def test_the_words() -> None:
    en, ja = rule_lines("en"), rule_lines("ja")
    assert len(en) == len(ja) == 7
    assert "8 or lower" in en[1] and "8以下" in ja[1] and "suit" in en[2] and "スート" in ja[2]
    assert "a 2 and a 3" in en[4] and "2と3" in ja[4]
    assert "queens or kings" in en[5] and "T or higher" in en[5] and "T以上" in ja[5]


def test_the_rule_ignores_which_suit() -> None:
    rng = np.random.default_rng(3)
    for _ in range(300):
        hand = rng.choice(52, 4, replace=False)
        perm = rng.permutation(4)
        moved = 4 * (hand >> 2) + perm[hand & 3]
        assert plays([Card(int(c)) for c in hand]) == plays([Card(int(c)) for c in moved])


def test_the_cost_recomputed_hand_by_hand() -> None:
    """Every one of the 270,725 hands, with the rule asked of that hand itself."""
    data = starting_hands()
    hands = np.array(list(combinations(range(52), 4)))
    cls = class_of(hands)
    assert np.array_equal(np.bincount(cls, minlength=len(data.combos)), data.combos)
    share = data.share[3][cls]
    gain = share / 0.25 - 1
    rule = np.array([rule_line([Card(int(c)) for c in h]) > 0 for h in hands])
    c = simple_rule_cost()
    assert c.optimal_ev == pytest.approx(float(np.maximum(gain, 0).mean()), abs=1e-12)
    assert c.rule_ev == pytest.approx(float(np.where(rule, gain, 0).mean()), abs=1e-12)
    assert c.cost == pytest.approx(c.optimal_ev - c.rule_ev, abs=1e-12)
    assert c.rule_plays == pytest.approx(float(rule.mean()), abs=1e-12)
    assert 0 < c.cost < 0.2 * c.optimal_ev and c.cost_se < 0.1 * c.cost


def test_shipped_shares_agree_with_a_fresh_estimate() -> None:
    data = starting_hands()
    rng = np.random.default_rng(7)
    for i in rng.choice(len(data.combos), 4, replace=False):
        hand = data.cards(int(i))
        fresh = equity_hilo_vs_random(hand, opponents=3, samples=3000, seed=11).hero
        gap = abs(fresh.equity - data.share[3][i])
        assert gap < 4 * np.hypot(fresh.stderr, data.stderr[3][i]), (hand, gap)


def test_a_small_build(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = regenerate_data(progress=False, deals=5000, seed=1, path=tmp_path / "s.npz")
    with np.load(path) as d:
        assert int(d["deals"].sum()) == 5000
        assert 0 < d["share3"].sum() < 5000 and d["share1"].sum() > d["share3"].sum()
    assert len(hand_classes()[0]) == 16432


def test_refusals() -> None:
    for bad in ("As 2d 9c", "As As 2d 3c", 7, None):
        with pytest.raises(PokerError):
            plays(bad)
    for opponents, price in ((2, None), (True, None), (3, 0), (3, 1.5), (3, "0.25")):
        with pytest.raises(PokerError) as e:
            simple_rule_cost(opponents, price)  # type: ignore[arg-type]
        assert e.value.message("ja")
