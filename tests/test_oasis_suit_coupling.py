"""The suit-coupling proof that Premium Casino Europa's 5-card exchange (2 Antes) is never
optimal: the slack's terms against brute force, the slack against exact 5-card values of
dead sets of one rank class, the shipped representatives recomputed, and the house edge it
makes exact."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import numpy as np
import pytest

from pokerlib.builders.oasis_exact_edge.coupling_five import (
    DENOM5,
    class_slack,
    five_card_numerator,
    pair_slack,
    pool_terms,
    random_member,
)
from pokerlib.combinatorics import colex_subsets
from pokerlib.evaluate import score_batch
from pokerlib.oasis import OasisRules, house_edge
from pokerlib.oasis import shipped_data as hd
from pokerlib.oasis.rules import multiples_by_score, pay_line_of_score

EUROPA = OasisRules.premium_casino_europa()
HE01 = Fraction(723583636439, 69766306810200)


@pytest.mark.parametrize("hand, up", [([1, 6, 11, 21, 30], 48), ([0, 4, 8, 12, 16], 20),
                                      ([49, 50, 51, 45, 41], 0)])
def test_pool_terms_count_every_draw(hand, up):
    """Flush-type draws, straight flushes, royals, the multiples' sum and T(D), against every
    one of the C(46, 5) draws scored by the evaluator."""
    t = pool_terms(hand, up, EUROPA)
    pool = np.array([c for c in range(52) if c not in hand and c != up])
    draws = pool[colex_subsets(46, 5).astype(np.int64)]
    sc = score_batch(draws, check=False)
    mult = multiples_by_score(EUROPA.paytable)[sc]
    line = pay_line_of_score()[sc]
    flush = ((draws & 3) == (draws[:, :1] & 3)).all(axis=1)
    assert (t.flushes, t.straight_flushes, t.royals) == (
        int(flush.sum()), int((line[flush] >= 8).sum()), int((line == 9).sum()))
    assert t.multiple_sum == int(mult.sum())
    gap = 2 + EUROPA.raise_antes * (1 + mult[flush])
    assert t.player == Fraction(int(gap.sum()), len(draws))
    assert t.up_suit == sum(1 for c in pool if c & 3 == up & 3)


def _v5(hand: list[int], up: int) -> Fraction:
    return Fraction(five_card_numerator(hand, up, EUROPA), DENOM5)


def test_pair_slack_bounds_the_exact_difference():
    """Dead sets of one rank class (same up card, same discard ranks, other suits), valued
    exactly by the kernel: |V5(D) - V5(D')| <= pair_slack, and V5(D') <= V5(D) +
    class_slack(D). The first pair is the extreme: five suited discards against a mix."""
    up = 4 * 12 + 0                                   # A of spades
    ranks = [0, 2, 5, 7, 9]                           # 2, 4, 7, 9, J
    pairs = [([4 * r + 1 for r in ranks], [4 * r + i % 4 for i, r in enumerate(ranks)])]
    rng = random.Random(7)
    for _ in range(2):
        pairs.append((random_member(ranks, up, rng), random_member(ranks, up, rng)))
    for d, d2 in pairs:
        a, b = pool_terms(d, up, EUROPA), pool_terms(d2, up, EUROPA)
        va, vb = _v5(d, up), _v5(d2, up)
        assert abs(va - vb) <= pair_slack(a, b)
        assert vb <= va + class_slack(a, EUROPA)
        assert pair_slack(a, b) <= class_slack(a, EUROPA)


def test_the_class_slack_covers_every_member_of_a_class():
    """class_slack(rep) >= pair_slack(rep, D') for every suit assignment D' of two classes
    (the bound on T(D') and q(D') by the caps)."""
    from itertools import product

    for up, ranks in ((0, [1, 1, 4, 8, 12]), (44, [0, 3, 3, 3, 11])):
        rep = pool_terms(random_member(ranks, up, random.Random(1)), up, EUROPA)
        cap = class_slack(rep, EUROPA)
        for suits in product(range(4), repeat=5):
            cards = [4 * r + s for r, s in zip(ranks, suits)]
            if len(set(cards)) == 5 and up not in cards:
                assert pair_slack(rep, pool_terms(cards, up, EUROPA)) <= cap


def _shipped() -> tuple[dict, dict]:
    js = json.loads((hd.DATA_DIR / f"{hd.COUPLING_DATA_NAME}.json").read_text())
    with np.load(hd.DATA_DIR / f"{hd.COUPLING_DATA_NAME}.npz") as z:
        arrays = {k: z[k] for k in z.files}
    return js, arrays


def test_the_shipped_proof_holds():
    js, a = _shipped()
    assert js["status"] == "proven" and js["finished"] and js["fee"] == 2
    assert js["command"] == "python -m pokerlib regenerate oasis-coupling-europa"
    n = js["rank_classes"]
    assert n == js["rank_classes_valued"] == len(a["v5_numerator"]) == len(a["rep"])
    assert int(a["situations"].sum()) == js["bound_survivor_situations"]
    assert js["situations"] == 122_151_120
    v5 = a["v5_numerator"] / DENOM5
    assert v5.max() == pytest.approx(js["max_rep_v5"], abs=1e-12)
    assert js["max_rep_v5"] + js["max_class_slack"] < 1 and js["min_margin"] > 0
    assert js["check"]["class_bound_holds"] and js["check"]["pair_bound_holds"]
    # no representative holds its up card
    assert (a["rep"].astype(np.int64) != 4 * a["up_rank"].astype(np.int64)[:, None]).all()


def test_a_sample_of_the_shipped_representatives_recomputes():
    """Eight representatives (the largest V5 among them) valued again by the kernel, and
    their margins at least the shipped smallest one."""
    js, a = _shipped()
    rng = np.random.default_rng(3)
    picks = list(rng.choice(len(a["rep"]), 7, replace=False)) + [int(a["v5_numerator"].argmax())]
    for i in picks:
        hand, up = [int(c) for c in a["rep"][i]], 4 * int(a["up_rank"][i])
        num = five_card_numerator(hand, up, EUROPA)
        assert num == int(a["v5_numerator"][i])
        margin = 1 - Fraction(num, DENOM5) - class_slack(pool_terms(hand, up, EUROPA), EUROPA)
        assert float(margin) >= js["min_margin"] - 1e-12


def test_europa_full_edge_is_exact_by_proof():
    he = house_edge(EUROPA)
    assert he.exact and he.status == "proven" and he.strategy == "every exchange"
    assert he.fraction == HE01 == house_edge(EUROPA, exchanges=1).fraction
    assert he.lower == he.upper == float(HE01)
    assert "by proof" in str(he) and "an estimate" not in str(he)
    assert "証明による厳密値" in he.describe("ja") and he.status_text("ja") == "証明済みの厳密値"
    assert "Suit coupling" in he.note and "fee 2" in he.note
    assert he.action_frequencies == house_edge().action_frequencies
    # a dearer 5-card exchange is covered too; a cheaper one (Casino Senator's 1) is not
    assert house_edge(OasisRules(name="five for 3", fees=(1, 2, 3, 4, 3))).fraction == HE01
    assert house_edge(OasisRules.casino_senator()).status == "exact"   # counted, not proven
    assert hd.proven_never_optimal_fees() == {2: 2, 3: 3, 4: 2, 5: 2}


def test_the_random_check_resumes_and_refuses_an_unfinished_run(tmp_path):
    """check_members (both proofs' random check): a member of each drawn class, valued once;
    a second run over the same folder values nothing again and gives the same records; a run
    with a class not valued yet is refused and writes nothing."""
    from pokerlib.builders.oasis_exact_edge.coupling_five import check_members, random_member
    from pokerlib.errors import DataError

    classes = [{"rank": r % 13, "ranks": [(r + i) % 13 for i in (0, 1, 2, 5, 7)], "num": 1}
               for r in range(26)]
    valued = []

    def value(c, member):
        valued.append(member)
        return sum(member)

    def member(c, rng):
        return random_member(c["ranks"], 4 * c["rank"], rng)

    first = check_members(tmp_path, classes, 9, 3, member, value, log=lambda t: None)
    assert len(first) == len(valued) == 9
    for d in first:
        c = classes[d["class"]]
        assert sorted(x >> 2 for x in d["member"]) == sorted(c["ranks"])
        assert 4 * c["rank"] not in d["member"] and d["num"] == sum(d["member"])
    again = check_members(tmp_path, classes, 9, 3, member, value, log=lambda t: None)
    assert again == first and len(valued) == 9
    classes[4]["num"] = None
    with pytest.raises(DataError) as e:
        check_members(tmp_path / "other", classes, 9, 3, member, value)
    assert e.value.key == "coupling_check_unfinished" and not (tmp_path / "other").exists()
