"""The suit-coupling proof that Galewind's 4-card exchange (2 Antes) is never optimal:
the slack's terms against brute force, the caps reached, the slack against exact 4-card values
of situations of one rank class, the shipped representatives recomputed, and what
``house_edge`` says of it."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import product
from math import comb

import numpy as np
import pytest

from pokerlib.builders import oasis_coupling
from pokerlib.builders.oasis_exact_edge.coupling import pair_slack
from pokerlib.builders.oasis_exact_edge.coupling_four import (
    DENOM4,
    _cover,
    class_caps4,
    class_slack4,
    four_card_numerators,
    pool_terms4,
    random_member,
)
from pokerlib.combinatorics import colex_subsets
from pokerlib.errors import DataError
from pokerlib.evaluate import score_batch
from pokerlib.oasis import OasisRules, house_edge, house_edge_data
from pokerlib.oasis import shipped_data as hd
from pokerlib.oasis.rules import multiples_by_score, pay_line_of_score

GALEWIND = OasisRules.galewind()


@pytest.mark.parametrize("hand, keep, up", [
    ([1, 6, 11, 21, 30], 0, 48),         # keep 2♥ (a wheel straight flush is possible)
    ([33, 5, 9, 13, 17], 0, 20),         # keep T♥, discards of its suit: fewer flushes
    ([49, 50, 51, 45, 41], 2, 0),        # keep A♣ against the 2♠
    ([32, 4, 8, 12, 16], 0, 24),         # keep T♠, the up card's suit
])
def test_pool_terms4_count_every_draw(hand, keep, up):
    """Flush-type draws (c + R a flush), straight flushes, royals, the multiples' sum, T(D)
    and the pool's cards of u's suit, against every one of the C(46, 4) draws R scored by the
    evaluator with the kept card."""
    t = pool_terms4(hand, keep, up, GALEWIND)
    c = hand[keep]
    pool = np.array([x for x in range(52) if x not in hand and x != up])
    draws = pool[colex_subsets(46, 4).astype(np.int64)]
    finals = np.concatenate([np.full((len(draws), 1), c), draws], axis=1)
    sc = score_batch(finals, check=False)
    mult = multiples_by_score(GALEWIND.paytable)[sc]
    line = pay_line_of_score()[sc]
    flush = ((finals & 3) == (c & 3)).all(axis=1)
    assert (t.flushes, t.straight_flushes, t.royals) == (
        int(flush.sum()), int((line[flush] >= 8).sum()), int((line == 9).sum()))
    assert t.multiple_sum == int(mult.sum())
    gap = 2 + GALEWIND.raise_antes * (1 + mult[flush])
    assert t.player == Fraction(int(gap.sum()), len(draws))
    assert t.up_suit == sum(1 for x in pool if x & 3 == up & 3)
    assert t.dealer_flush == Fraction(comb(t.up_suit, 4), comb(42, 4))
    assert t.mean_gap == 2 + GALEWIND.raise_antes * (1 + Fraction(int(mult.sum()), len(draws)))


def test_the_caps_are_reached():
    """T_max: 495 flush-type 4-sets, 5 straight flushes (one royal) - a kept T with the 12
    other cards of its suit in the pool; Q_max: 12 cards of u's suit in the pool."""
    t_max, q_max, most = class_caps4(GALEWIND)
    assert most == (495, 5, 1)
    assert t_max == Fraction(14 * 495 + 90 * 5 + 100 * 1, comb(46, 4))
    assert q_max == Fraction(comb(12, 4), comb(42, 4))
    # T♥ kept, no other heart dealt, up card a spade, no other spade dealt
    t = pool_terms4([33, 2, 7, 11, 15], 0, 48, GALEWIND)
    assert (t.flushes, t.straight_flushes, t.royals) == most
    assert t.player == t_max and t.dealer_flush == q_max


def _v4(hand: list[int], keep: int, up: int) -> Fraction:
    return Fraction(four_card_numerators(hand, up, GALEWIND)[keep], DENOM4)


def test_pair_slack_bounds_the_exact_difference():
    """Situations of one rank class (same up card, same kept card, same discard ranks, other
    suits), valued exactly by the kernel: |V4(D) - V4(D')| <= pair_slack, and V4(D') <= V4(D)
    + class_slack(D). The first pair is the extreme: four discards of the kept card's suit
    against four of other suits."""
    up = 4 * 12                                       # A of spades
    c = 4 * 9 + 1                                     # J of hearts, kept
    ranks = [0, 3, 5, 11]                             # 2, 5, 7, K
    suited = [c] + [4 * r + 1 for r in ranks]
    mixed = [c] + [4 * r + (2, 3, 0, 2)[i] for i, r in enumerate(ranks)]
    pairs = [(suited, mixed)]
    rng = random.Random(5)
    for _ in range(2):
        pairs.append((random_member(suited, 0, up, rng), random_member(suited, 0, up, rng)))
    for d, d2 in pairs:
        a, b = pool_terms4(d, 0, up, GALEWIND), pool_terms4(d2, 0, up, GALEWIND)
        va, vb = _v4(d, 0, up), _v4(d2, 0, up)
        assert abs(va - vb) <= pair_slack(a, b)
        assert vb <= va + class_slack4(a, GALEWIND)
        assert pair_slack(a, b) <= class_slack4(a, GALEWIND)
    # the extreme pair differs: the slack bounds a real difference
    assert _v4(suited, 0, up) != _v4(mixed, 0, up)


def test_the_class_slack_covers_every_member_of_a_class():
    """class_slack(rep) >= pair_slack(rep, D') for every suit assignment D' of the discards
    of two classes (the caps bound T(D') and q(D'))."""
    for up, c, ranks in ((0, 4 * 8 + 2, [1, 1, 4, 12]), (44, 4 * 3, [0, 3, 3, 11])):
        rep_hand = random_member([c] + [4 * r + 1 for r in ranks], 0, up, random.Random(1))
        rep = pool_terms4(rep_hand, 0, up, GALEWIND)
        cap = class_slack4(rep, GALEWIND)
        for suits in product(range(4), repeat=4):
            cards = [c] + [4 * r + s for r, s in zip(ranks, suits)]
            if len(set(cards)) == 5 and up not in cards:
                assert pair_slack(rep, pool_terms4(cards, 0, up, GALEWIND)) <= cap


def test_representatives_cover_every_class():
    """The greedy choice of representatives: one survivor of each class, from few hands."""
    hand = np.array([0, 0, 0, 1, 1, 2, 2, 2, 3])
    cls = np.array([0, 1, 2, 0, 3, 1, 3, 4, 4])
    rep = _cover(hand, cls, 5)
    assert [int(cls[t]) for t in rep] == [0, 1, 2, 3, 4]
    assert {int(hand[t]) for t in rep} == {0, 2}      # hands 0 and 2 cover all five


def _shipped() -> tuple[dict, dict]:
    js = json.loads((hd.DATA_DIR / f"{hd.COUPLING_FOUR_DATA_NAME}.json").read_text())
    with np.load(hd.DATA_DIR / f"{hd.COUPLING_FOUR_DATA_NAME}.npz") as z:
        arrays = {k: z[k] for k in z.files}
    return js, arrays


def test_the_shipped_proof_holds():
    js, a = _shipped()
    assert js["status"] == "proven" and js["finished"] and js["fee"] == 2 and js["cards"] == 4
    assert js["command"] == "python -m pokerlib regenerate oasis-coupling-galewind-four"
    n = js["rank_classes"]
    assert n == js["rank_classes_valued"] == len(a["v4_numerator"]) == len(a["rep"])
    assert int(a["situations"].sum()) == js["bound_survivor_options"]
    assert js["bound_survivor_situations"] <= js["bound_survivor_options"] \
        <= 5 * js["bound_survivor_situations"]
    assert js["situations"] == 122_151_120 and js["up_ranks_done"] == 13
    v4 = a["v4_numerator"] / DENOM4
    assert v4.max() == pytest.approx(js["max_rep_v4"], abs=1e-12)
    assert js["max_bound"] < 1 and js["min_margin"] > 0
    assert js["check"]["class_bound_holds"] and js["check"]["pair_bound_holds"]
    up = 4 * a["up_rank"].astype(np.int64)
    rep = a["rep"].astype(np.int64)
    assert (rep != up[:, None]).all()
    # one class per (up rank, kept rank, kept a spade, discard ranks)
    kept = rep[np.arange(len(rep)), a["keep"]]
    disc = np.sort(np.where(np.arange(5)[None, :] == a["keep"][:, None], 99, rep >> 2),
                   axis=1)[:, :4]
    keys = {(int(u), int(k >> 2), bool(k & 3 == 0), tuple(int(x) for x in d))
            for u, k, d in zip(a["up_rank"], kept, disc)}
    assert len(keys) == n


def test_a_sample_of_the_shipped_representatives_recomputes():
    """Six representatives (the largest V4 among them) valued again by the kernel, and their
    margins at least the shipped smallest one."""
    js, a = _shipped()
    rng = np.random.default_rng(3)
    picks = list(rng.choice(len(a["rep"]), 5, replace=False)) + [int(a["v4_numerator"].argmax())]
    for i in picks:
        hand, up, keep = [int(x) for x in a["rep"][i]], 4 * int(a["up_rank"][i]), int(a["keep"][i])
        num = four_card_numerators(hand, up, GALEWIND)[keep]
        assert num == int(a["v4_numerator"][i])
        margin = 1 - Fraction(num, DENOM4) - class_slack4(pool_terms4(hand, keep, up, GALEWIND),
                                                           GALEWIND)
        assert float(margin) >= js["min_margin"] - 1e-12


def test_galewind_says_its_four_card_exchange_is_proven(monkeypatch):
    he = house_edge(GALEWIND)
    assert he.status == "exact" and he.exact     # counted, the 4-card exchange by the proof
    assert "the 4-card exchange (fee 2) is proven never optimal by suit coupling" in he.note
    assert "not proven" not in he.note
    assert "oasis-coupling-galewind-four" in he.note
    # a 4-card fee below the proof's is not covered
    four_for_1 = OasisRules(name="four for 1", fees=(1, 2, 3, 1, 1))
    assert house_edge_data._four_card_text(four_for_1) is None
    # without the shipped proof the count is not exact (it left the 4-card exchange to the
    # proof): the estimate again, and its note says the 4-card exchange is not proven
    monkeypatch.setattr(hd, "COUPLING_FOUR_DATA_NAME", "no_such_proof")
    bare = house_edge(GALEWIND)
    assert not bare.exact and bare.status == "estimate"
    assert "(fee 2) was never best in the 2,100 exact random situations (not proven)" in \
        bare.note
    assert "proven never optimal by suit coupling" not in bare.note


def test_the_builder_refuses_what_it_does_not_make(tmp_path):
    """An unknown data set, and a run that is not finished, are refused before anything is
    written."""
    with pytest.raises(DataError) as e:
        oasis_coupling.regenerate_data("oasis-coupling-galewind-five", progress=False,
                                       work=tmp_path)
    assert e.value.key == "coupling_unknown_data_set" and not any(tmp_path.iterdir())
    before = (hd.DATA_DIR / f"{hd.COUPLING_FOUR_DATA_NAME}.json").read_text()
    with pytest.raises(DataError) as e:
        oasis_coupling.write_data({"finished": False}, {}, name="oasis-coupling-galewind-four")
    assert e.value.key == "coupling_run_unfinished"
    assert "regenerate oasis-coupling-galewind-four" in str(e.value)
    assert (hd.DATA_DIR / f"{hd.COUPLING_FOUR_DATA_NAME}.json").read_text() == before


def test_rules_with_two_antes_for_four_and_five_cards_are_exact_by_proof():
    """Both couplings together: BGaming's game with 4 and 5 cards at 2 Antes each has
    BGaming's exact edge, and the note cites both proofs; without the 4-card proof shipped
    (monkeypatched away) it is only the sampled estimate."""
    two_two = OasisRules(name="two and two", fees=(1, 2, 3, 2, 2))
    he = house_edge(two_two)
    assert he.exact and he.status == "proven" and he.fraction == house_edge().fraction
    assert "4-card exchange (fee 2) is proven never optimal" in he.note
    assert "Suit coupling" in he.note
    assert "situations for the 4-card exchange" not in he.note   # fee 2: the bound did not
    assert hd.proven_never_optimal_fees()[4] == 2


def test_without_the_four_card_proof_two_and_two_is_not_proven(monkeypatch):
    real = hd.shipped_coupling
    monkeypatch.setattr(hd, "shipped_coupling",
                        lambda name=hd.COUPLING_DATA_NAME: None
                        if name == hd.COUPLING_FOUR_DATA_NAME else real(name))
    assert hd.proven_never_optimal_fees()[4] == 4
    he = house_edge(OasisRules(name="two and two", fees=(1, 2, 3, 2, 2)), samples=2)
    assert not he.exact and he.status == "estimate"
