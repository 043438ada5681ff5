"""The exact house-edge computations of pokerlib.oasis (pokerlib._oasis_exact): reduced parts
recomputed against brute force and the per-situation advisor, and the shipped data checked."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from pokerlib import _oasis_exact as ex
from pokerlib import oasis
from pokerlib._oasis_tables import colex_combos
from pokerlib.evaluate import score, score_batch
from pokerlib.oasis import OasisRules, house_edge

BG = OasisRules.bgaming()
MULT = oasis._mult_table(BG.paytable)
Q = BG.qualifier_score


def brute_raise(hand, up):
    """EV of raising by scoring every dealer completion with score_batch."""
    pool = [c for c in range(52) if c not in set(hand) | {up}]
    comb4 = np.array(list(combinations(pool, 4)))
    ds = score_batch(np.hstack([np.full((len(comb4), 1), up), comb4])).astype(int)
    sp = score(list(hand))
    m = BG.pay_multiple(sp)
    return np.where(ds < Q, 1, np.where(ds < sp, 1 + 2 * m, np.where(ds == sp, 0, -3))).mean()


def colex_row(positions) -> int:
    """Row of hand_positions() holding these 5 sorted positions."""
    return sum(comb(int(p), j + 1) for j, p in enumerate(sorted(positions)))


def test_hand_positions_are_every_hand_in_colex_order():
    hp = ex.hand_positions()
    assert hp.shape == (comb(51, 5), 5)
    assert (np.diff(hp.astype(int), axis=1) > 0).all()
    rng = np.random.default_rng(1)
    for i in rng.integers(0, len(hp), 50):
        assert colex_row(hp[i]) == i
    small = ex._colex(9, 3)
    assert sorted(map(tuple, small.tolist())) == list(combinations(range(9), 3))
    assert [sum(comb(int(p), j + 1) for j, p in enumerate(r)) for r in small] == \
        list(range(len(small)))


@pytest.mark.parametrize("up", [0, 51])
def test_inclusion_exclusion_matches_direct_counting(up):
    t = ex.UpcardCounts(up)
    combos = colex_combos(51, 4)
    rng = np.random.default_rng(up)
    P = np.sort(np.array([rng.choice(51, 5, replace=False) for _ in range(12)]), axis=1)
    X = rng.integers(0, 7463, size=(12, 3))
    X[0] = [0, 7462, Q]  # the ends of the score range
    got = t.count_below(P.astype(np.int8), X)
    for i, p in enumerate(P):
        avoid = ~np.isin(combos, p).any(axis=1)
        assert avoid.sum() == ex.N_DEALER
        for k, x in enumerate(X[i]):
            assert got[i, k] == int((t.scores[avoid] < x).sum())


@pytest.mark.parametrize("up", [3, 44])
def test_raise_evs_match_brute_force(up):
    rows = np.random.default_rng(up).choice(comb(51, 5), 4, replace=False)
    rows[0] = 0  # the lowest positions
    _, nums = ex.upcard_numerators(up, MULT, Q, 2, rows=rows)
    for r, n in zip(rows, nums):
        hand = tuple(int(c) for c in ex.hand_cards(up, ex.hand_positions()[r]))
        assert n / ex.N_DEALER == pytest.approx(brute_raise(hand, up), abs=1e-12)


def test_raise_evs_match_the_advisor_on_a_slice():
    up = 26  # 8 of diamonds: positions above it shift by one card
    rows = np.arange(300_000, 300_000 + 150)
    scores, nums = ex.upcard_numerators(up, MULT, Q, 2, rows=rows, chunk=64)
    for r, s, n in zip(rows, scores, nums):
        hand = tuple(int(c) for c in ex.hand_cards(up, ex.hand_positions()[r]))
        assert up not in hand and s == score(hand)
        assert n / ex.N_DEALER == pytest.approx(oasis.raise_ev_exact(hand, up), abs=1e-12)


def test_suits_are_symmetric():
    """An up card of another suit gives the same EVs once suits are swapped (so the spades
    stand for all four suits, weight 4)."""
    up = 4 * 9 + 2  # J of diamonds
    rows = np.random.default_rng(7).choice(comb(51, 5), 60, replace=False)
    _, nums = ex.upcard_numerators(up, MULT, Q, 2, rows=rows)
    swap = np.array([c - c % 4 + {0: 2, 2: 0}.get(c % 4, c % 4) for c in range(52)])
    hands = swap[ex.hand_cards(up, ex.hand_positions()[rows])]
    canon = up - 2
    pos = np.sort(hands - (hands > canon), axis=1)
    _, nums2 = ex.upcard_numerators(canon, MULT, Q, 2,
                                    rows=np.array([colex_row(p) for p in pos]))
    assert (nums == nums2).all()


def test_shipped_sample_keep_evs_recompute():
    """The stratified sample's stored keep EVs (one per situation, by the advisor's engine)
    agree with the vectorized computation for situations of three up-card ranks."""
    _, z = oasis._load_data()
    rows = z["situations"].astype(np.int64)
    keep = z["keep"]
    rng = np.random.default_rng(3)
    for rank in (0, 7, 12):
        idx = np.flatnonzero(rows[:, 5] >> 2 == rank)
        idx = idx[rng.choice(len(idx), 100, replace=False)]
        suit = rows[idx, 5] & 3
        # swap each situation's up-card suit with spades
        c = rows[idx, :5]
        s = c & 3
        s2 = np.where(s == suit[:, None], 0, np.where(s == 0, suit[:, None], s))
        cards = (c & ~3) | s2
        up = 4 * rank
        pos = np.sort(cards - (cards > up), axis=1)
        _, nums = ex.upcard_numerators(up, MULT, Q, 2,
                                       rows=np.array([colex_row(p) for p in pos]))
        assert np.allclose(nums / ex.N_DEALER, keep[idx], atol=2e-5)


def test_shipped_exact_data_is_consistent():
    s = oasis._load_exact()["no_exchange"]
    assert s["complete"] and s["situations"] == ex.N_SITUATIONS == 2598960 * 47
    assert s["denominator"] == ex.N_SITUATIONS * ex.N_DEALER
    num = s["strategies"]["never exchange"]["numerator"]
    assert Fraction(s["house_edge_fraction"]) == Fraction(-num, s["denominator"])
    assert sum(v["numerator"] for v in s["categories"].values()) == num
    assert sum(v["numerator"] for v in s["upcards"].values()) == num
    assert sum(v["situations"] for v in s["upcards"].values()) == s["situations"]
    # every hand of a category meets 47 up cards
    counts = json.loads((oasis.DATA_DIR / "oasis_house_edge.json").read_text())["stratum_sizes"]
    by_cat = {}
    for st, n in counts.items():
        by_cat[int(st) // 13] = by_cat.get(int(st) // 13, 0) + n
    for k, line in enumerate(oasis.PAY_LINES):
        assert s["categories"][line]["situations"] == 47 * by_cat[k]
    acts = s["action_situations"]
    assert acts["fold"] + acts["raise"] == s["situations"]
    # high cards that do not qualify against anything fold; good hands raise
    assert s["categories"]["Two pair"]["raise_situations"] == s["categories"]["Two pair"][
        "situations"]
    evs = {n: v["ev"] for n, v in s["strategies"].items()}
    assert evs["never exchange"] == max(evs.values())


def test_shipped_exact_data_recomputes_for_one_up_card():
    """A reduced part redone in full: every hand against the up card 2 (weight 4)."""
    part = oasis._no_exchange_summary(BG, progress=False, part=([0], None))
    shipped = oasis._load_exact()["no_exchange"]
    assert part["upcards"]["2"] == shipped["upcards"]["2"]


def test_exact_values_agree_with_the_stratified_sample():
    """The sample's no-exchange strategy values lie within 3 standard errors of the exact
    values (and the complete straight-flush strata agree to rounding)."""
    summary, _ = oasis._load_data()
    exact = oasis._load_exact()["no_exchange"]
    for name in ("never exchange", "raise with a pair or better",
                 "raise with the qualifier or better", "always raise"):
        m, se = summary["strategies"][name]
        assert abs(m - exact["strategies"][name]["ev"]) < 3 * se
    for line in ("Straight flush", "Royal flush"):  # no exchange ever helps these
        assert exact["categories"][line]["ev"] == pytest.approx(
            summary["categories"][line]["optimal_ev"], abs=1e-9)


def test_house_edge_without_exchanges_is_exact():
    h0 = house_edge(exchanges=0)
    assert h0.exact and h0.se == 0 and float(h0.fraction) == h0.house_edge
    assert (ex.N_SITUATIONS * ex.N_DEALER) % h0.fraction.denominator == 0
    assert h0.rtp == 1 - h0.house_edge
    assert sum(h0.action_frequencies.values()) == pytest.approx(1.0)
    assert 1 < h0.average_wager < 3
    assert h0.house_edge_per_wager == pytest.approx(h0.house_edge / h0.average_wager)
    assert oasis.strategy_ev("never exchange", exact=True) == (-h0.house_edge, 0.0)
    assert "exact" in str(h0)
    he = house_edge()
    assert he.house_edge < h0.house_edge  # exchanging one card helps
    for r in OasisRules.presets().values():
        assert house_edge(r, exchanges=0).fraction == h0.fraction
    with pytest.raises(oasis.OasisError):
        house_edge(exchanges=2)
    with pytest.raises(KeyError):
        oasis.strategy_ev("optimal", exact=True)


def test_exact_regeneration_runs_end_to_end(tmp_path, monkeypatch):
    monkeypatch.setattr(oasis, "DATA_DIR", tmp_path)
    monkeypatch.setattr(oasis, "_EXACT_PART", ([12], slice(0, 2000)))
    oasis._load_exact.cache_clear()
    try:
        path = oasis.regenerate_data("oasis-exact", progress=False)
        assert path == tmp_path / "oasis_exact.json"
        s = oasis._load_exact()["no_exchange"]
        assert not s["complete"] and s["situations"] == 4 * 2000
        assert set(s["upcards"]) == {"A"}
    finally:
        oasis._load_exact.cache_clear()
