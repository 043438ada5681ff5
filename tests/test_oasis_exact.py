"""The exact house-edge computations (pokerlib.builders.oasis_exact_edge.counts and exact_build):
reduced
parts recomputed against brute force and the per-situation advisor, and the shipped data
checked."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest
from oasis_reference import brute_one_card, brute_raise  # tests/oasis_reference.py

import pokerlib.builders.oasis_house_edge as oasis_builder
from pokerlib import oasis
from pokerlib.builders.oasis_exact import ExactPart, no_exchange_summary
from pokerlib.builders.oasis_exact_edge import counts as ex
from pokerlib.combinatorics import colex_subsets
from pokerlib.errors import DataError
from pokerlib.evaluate import score
from pokerlib.oasis import OasisRules, house_edge, shipped_data
from pokerlib.oasis.advisor import one_card_evs
from pokerlib.oasis.rules import multiples_by_score
from pokerlib.oasis.shipped_data import forget_loaded_data, load_exact_data, load_sample_data

BG = OasisRules.bgaming()
MULT = multiples_by_score(BG.paytable)
Q = BG.qualifier_score


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
    small = colex_subsets(9, 3)
    assert sorted(map(tuple, small.tolist())) == list(combinations(range(9), 3))
    assert [sum(comb(int(p), j + 1) for j, p in enumerate(r)) for r in small] == \
        list(range(len(small)))


@pytest.mark.parametrize("up", [0, 51])
def test_inclusion_exclusion_matches_direct_counting(up):
    t = ex.UpcardCounts(up)
    combos = colex_subsets(51, 4)
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
    _, z = load_sample_data()
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
    s = load_exact_data()["no_exchange"]
    assert s["complete"] and s["situations"] == ex.N_SITUATIONS == 2598960 * 47
    assert s["denominator"] == ex.N_SITUATIONS * ex.N_DEALER
    num = s["strategies"]["never exchange"]["numerator"]
    assert Fraction(s["house_edge_fraction"]) == Fraction(-num, s["denominator"])
    assert sum(v["numerator"] for v in s["categories"].values()) == num
    assert sum(v["numerator"] for v in s["upcards"].values()) == num
    assert sum(v["situations"] for v in s["upcards"].values()) == s["situations"]
    # every hand of a category meets 47 up cards
    shipped = shipped_data.DATA_DIR / "oasis_house_edge.json"
    counts = json.loads(shipped.read_text())["stratum_sizes"]
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
    part = no_exchange_summary(BG, progress=False, part=ExactPart((0,)))
    shipped = load_exact_data()["no_exchange"]
    assert part["upcards"]["2"] == shipped["upcards"]["2"]


def test_exact_values_agree_with_the_stratified_sample():
    """The sample's no-exchange strategy values lie within 3 standard errors of the exact
    values (and the complete straight-flush strata agree to rounding)."""
    summary, _ = load_sample_data()
    exact = load_exact_data()["no_exchange"]
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
    with pytest.raises(DataError):
        house_edge(exchanges=2)
    with pytest.raises(DataError):
        oasis.strategy_ev("always fold", exact=True)


def test_exact_regeneration_runs_end_to_end(tmp_path, monkeypatch):
    monkeypatch.setattr(shipped_data, "DATA_DIR", tmp_path)
    forget_loaded_data()
    try:
        path = oasis_builder.regenerate_data("oasis-exact", progress=False,
                                             exact_part=ExactPart((12,), slice(0, 600)))
        assert path == tmp_path / "oasis_exact.json"
        s = load_exact_data()["no_exchange"]
        assert not s["complete"] and s["situations"] == 4 * 600
        assert set(s["upcards"]) == {"A"}
        s1 = load_exact_data()["one_card"]
        assert not s1["complete"] and s1["situations"] == 4 * 600 and s1["check"] == {}
        assert s1["strategies"]["never exchange"]["numerator"] == \
            ex.KEEP_FACTOR * s["strategies"]["never exchange"]["numerator"]
        assert s1["strategies"]["optimal"]["numerator"] >= \
            s1["strategies"]["never exchange"]["numerator"]
    finally:
        forget_loaded_data()


# --- the optimal 0/1-card game ----------------------------------------------------------------

def values_01(up, rows):
    """(score, keep, exchanges, raise counts) of hand rows, kept sets computed directly."""
    kr = ex.needed_kept_ranks(rows)
    E, R = ex.kept_values(up, kr, MULT, Q, 2)
    return ex.hand_values_01(up, MULT, Q, 2, E, R, rows=rows, kept_ranks=kr)


def test_common_denominator():
    assert ex.DENOM_01 == 46 * comb(45, 4) == 42 * comb(46, 4)


def test_one_card_values_match_brute_force():
    up = 4 * 11  # K of spades; a hand with a flush draw and a pair of queens
    hand = sorted(int(c) for c in oasis.parse_cards("Qh Qd 8h 3h 2h"))
    pos = [c - (c > up) for c in hand]
    _, keep, exv, rz = values_01(up, np.array([colex_row(pos)]))
    assert keep[0] / ex.DENOM_01 == pytest.approx(brute_raise(hand, up), abs=1e-12)
    assert np.allclose(exv[0] / ex.DENOM_01, brute_one_card(hand, up), atol=1e-12, rtol=0)
    assert ((0 <= rz) & (rz <= 46)).all()


def test_one_card_values_match_the_advisor_on_a_slice():
    up = 4 * 6  # 8 of spades
    rows = np.arange(1_700_000, 1_700_000 + 40)
    sp, keep, exv, _ = values_01(up, rows)
    for j, r in enumerate(rows):
        hand = tuple(int(c) for c in ex.hand_cards(up, ex.hand_positions()[r]))
        k, e = one_card_evs(hand, up, BG)
        assert keep[j] / ex.DENOM_01 == pytest.approx(k, abs=1e-12)
        assert np.allclose(exv[j] / ex.DENOM_01, e, atol=1e-12, rtol=0)


def test_kept_sets_follow_from_their_canonical_image():
    """Kept sets are computed once per permutation orbit of hearts/diamonds/clubs."""
    up = 4 * 9
    canon, which, U = ex.kept_orbits(up)
    assert len(U) < len(canon) / 4 and set(canon[U]) == set(U)  # canonical sets map to self
    rows = np.random.default_rng(2).choice(len(canon), 30, replace=False)
    need = np.unique(canon[rows])
    vals, raises = ex.kept_values(up, need, MULT, Q, 2)
    full = np.zeros((len(U), 47), dtype=np.int64)
    full[np.searchsorted(U, need)] = vals
    spread = ex.fill_from_canonical(up, full)
    direct, _ = ex.kept_values(up, rows, MULT, Q, 2)
    assert (which[rows] != 0).any()
    assert (spread[rows] == direct).all()
    # orbit sizes add up to every kept set
    assert np.bincount(np.searchsorted(U, canon)).sum() == comb(51, 4)


def test_shipped_sample_exchange_evs_recompute():
    """The stratified sample's stored 1-card exchange EVs (by the advisor's engine) agree
    with the vectorized computation."""
    _, z = load_sample_data()
    rows = z["situations"].astype(np.int64)
    rng = np.random.default_rng(4)
    for rank in (2, 12):
        idx = np.flatnonzero(rows[:, 5] >> 2 == rank)
        idx = idx[rng.choice(len(idx), 6, replace=False)]
        suit = rows[idx, 5] & 3
        c = rows[idx, :5]
        s = c & 3
        cards = (c & ~3) | np.where(s == suit[:, None], 0, np.where(s == 0, suit[:, None], s))
        up = 4 * rank
        order = np.argsort(cards, axis=1)
        pos = np.take_along_axis(cards - (cards > up), order, axis=1)
        _, keep, exv, _ = values_01(up, np.array([colex_row(p) for p in pos]))
        stored = np.take_along_axis(z["exchange"][idx], order, axis=1)
        assert np.allclose(keep / ex.DENOM_01, z["keep"][idx], atol=2e-5)
        assert np.allclose(exv / ex.DENOM_01, stored, atol=2e-5)


def test_shipped_one_card_data_is_consistent():
    data = load_exact_data()
    s, s0 = data["one_card"], data["no_exchange"]
    assert s["complete"] and s["situations"] == ex.N_SITUATIONS
    assert s["denominator"] == ex.N_SITUATIONS * ex.DENOM_01
    num = s["strategies"]["optimal"]["numerator"]
    assert Fraction(s["house_edge_fraction"]) == Fraction(-num, s["denominator"])
    # the no-exchange part of this run is the no-exchange computation, exactly
    assert s["strategies"]["never exchange"]["numerator"] == \
        ex.KEEP_FACTOR * s0["strategies"]["never exchange"]["numerator"]
    assert num > s["strategies"]["never exchange"]["numerator"]
    assert sum(v["numerator"] for v in s["categories"].values()) == num
    assert sum(v["numerator"] for v in s["upcards"].values()) == num
    assert sum(s["action_situations"].values()) == s["situations"]
    for line in s["categories"]:
        assert s["categories"][line]["situations"] == s0["categories"][line]["situations"]
        assert s["categories"][line]["numerator"] >= \
            ex.KEEP_FACTOR * s0["categories"][line]["numerator"]


def test_shipped_one_card_data_recomputes_a_slice():
    """The data keeps the exact total of a slice of hands (computed with the suit-symmetry
    step); recompute it with every kept set computed directly."""
    chk = load_exact_data()["one_card"]["check"]
    rank, (lo, hi) = chk["upcard_rank"], chk["rows"]
    _, keep, exv, _ = values_01(4 * rank, np.arange(lo, hi))
    best = np.maximum(np.maximum(keep, -ex.DENOM_01), exv.max(axis=1))
    assert int(best.sum()) == chk["numerator"]
    assert int(((exv.max(axis=1) > keep) & (exv.max(axis=1) > -ex.DENOM_01)).sum()) == \
        chk["exchange_situations"]


def test_exact_optimum_agrees_with_the_stratified_sample():
    summary, _ = load_sample_data()
    s = load_exact_data()["one_card"]
    m, se = summary["strategies"]["optimal"]
    assert abs(m - s["strategies"]["optimal"]["ev"]) < 3 * se
    for line, c in summary["categories"].items():
        exact = s["categories"][line]["ev"]
        if c["complete"]:
            assert exact == pytest.approx(c["optimal_ev"], abs=1e-9)
        else:
            assert abs(exact - c["optimal_ev"]) < 4 * c["se"]
    for name, (f, fse) in summary["action_frequencies"].items():
        assert abs(s["action_situations"][name] / s["situations"] - f) < 4 * fse


def test_house_edge_of_the_one_card_game_is_exact():
    he = house_edge()
    assert he.exact and he.se == 0 and float(he.fraction) == he.house_edge
    assert (ex.N_SITUATIONS * ex.DENOM_01) % he.fraction.denominator == 0
    assert 0 < he.house_edge < house_edge(exchanges=0).house_edge
    assert he.n_situations == ex.N_SITUATIONS
    assert sum(he.action_frequencies.values()) == pytest.approx(1.0)
    assert he.house_edge_per_wager == pytest.approx(he.house_edge / he.average_wager)
    assert oasis.strategy_ev("optimal") == (-he.house_edge, 0.0)
    est = house_edge(exact=False)
    assert not est.exact and abs(est.house_edge - he.house_edge) < 3 * est.se
    assert "2-5 cards" in he.note
    for r in OasisRules.presets().values():
        h = house_edge(r, exchanges=1)
        assert h.fraction == he.fraction
        edge, se = h.house_edge_all_exchanges
        assert edge == he.house_edge - h.multi_card_gain and se == h.multi_card_gain_se
