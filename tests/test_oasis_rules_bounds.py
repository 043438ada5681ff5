"""Rules the exact arithmetic can carry (issue 38, E1): every rules value has a largest allowed,
derived from the kernels' largest int64 sum (pokerlib.oasis.rules.MAX_SWING); at the bound the
kernels agree with Python-integer arithmetic, one above is refused with a sentence naming the
largest, in the rules object, the rules file and the game; the fees sentence names the entry
at fault."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from pokerlib.builders.oasis_exact_edge import JobPlan, rules_from_json
from pokerlib.cards import parse_cards
from pokerlib.errors import PokerError, RulesError, TableError
from pokerlib.evaluate import category_of, score_batch
from pokerlib.oasis import OasisGame, OasisRules, OasisSession, advise
from pokerlib.oasis.advisor import raise_ev_exact
from pokerlib.oasis.kernel import situation_sums
from pokerlib.oasis.rules import (
    LARGEST_COUNT,
    MAX_ANTE,
    MAX_POINTS,
    MAX_SWING,
    ROYAL_SCORE,
    qualifier_score,
)

ROYAL = "As Ks Qs Js Ts"


def at_most(raise_antes: int = 2) -> int:
    """The largest multiple the rules take with this Raise."""
    return (MAX_SWING - 1) // raise_antes


def test_the_bound_is_the_kernels_largest_count_times_the_largest_payout():
    assert LARGEST_COUNT == comb(46, 5) * comb(41, 4)
    assert LARGEST_COUNT * MAX_SWING <= 2**63 - 1 < LARGEST_COUNT * (MAX_SWING + 1)
    assert MAX_ANTE * MAX_SWING <= MAX_POINTS


@pytest.mark.parametrize("ra", [1, 2, 7])
def test_a_multiple_at_the_bound_is_taken_and_one_above_is_refused_naming_the_largest(ra):
    top = at_most(ra)
    OasisRules(name="top", paytable=(1,) * 9 + (top,), raise_antes=ra)
    with pytest.raises(RulesError) as e:
        OasisRules(name="over", paytable=(1,) * 9 + (top + 1,), raise_antes=ra)
    assert e.value.key == "oasis_paytable_too_large"
    assert f"at most {top:,} with a Raise of {ra} Antes" in str(e.value)
    assert f"{top:,} まで" in e.value.message("ja")


@pytest.mark.parametrize("kw, largest", [
    ({"raise_antes": 10**14}, f"{MAX_SWING - 1}"),
    ({"raise_antes": MAX_SWING}, f"{MAX_SWING - 1}"),
    ({"paytable": (1, 1, 2, 3, 4, 5, 7, 20, 50, 10**14)}, f"{at_most():,}"),
    ({"paytable": (1, 1, 2, 3, 4, 5, 7, 20, 50, 10**30)}, f"{at_most():,}"),
    ({"paytable": (1,) * 10, "raise_antes": 1000}, None),        # fine: 1 + 1000 x 1
    ({"fees": (1, 2, 3, 4, MAX_SWING + 1)}, f"{MAX_SWING:,}"),
    ({"fees": (1, 2, 3, 4, 10**30)}, f"{MAX_SWING:,}"),
])
def test_every_rules_value_has_a_largest_allowed(kw, largest):
    if largest is None:
        OasisRules(name="ok", **kw)
        return
    with pytest.raises(RulesError) as e:
        OasisRules(name="big", **kw)
    assert largest in str(e.value)
    # the same from a rules file of the edge command
    with pytest.raises(RulesError):
        rules_from_json(json.loads(json.dumps({k: list(v) if isinstance(v, tuple) else v
                                               for k, v in kw.items()})))


def test_the_fees_sentence_names_the_entry_at_fault_not_the_count():
    with pytest.raises(RulesError) as e:
        OasisRules(fees=(1, 2, 3, 4, -1))
    assert "-1 is not" in str(e.value) and "needs 5" not in str(e.value)
    assert "-1 は使えません" in e.value.message("ja")


def test_the_game_and_session_bound_the_ante_and_the_balance():
    OasisGame(ante=MAX_ANTE, balance=MAX_POINTS)
    for kw in ({"ante": MAX_ANTE + 1, "balance": MAX_POINTS}, {"balance": MAX_POINTS + 1}):
        with pytest.raises(TableError) as e:
            OasisGame(**kw)
        assert str(MAX_ANTE if "ante" in kw else MAX_POINTS) in str(e.value)
    with pytest.raises(TableError):
        OasisSession(balance=100, ante=MAX_ANTE + 1)
    with pytest.raises(TableError):
        OasisSession(balance=MAX_POINTS + 1)


def test_the_kernel_refuses_rules_that_slipped_past_the_rules_object():
    rules = OasisRules()
    object.__setattr__(rules, "paytable", (1,) * 9 + (10**14,))   # bypassing the checks
    hand = [int(c) for c in parse_cards(ROYAL)]
    up = int(parse_cards("2d")[0])
    pool = [c for c in range(52) if c not in hand + [up]]
    with pytest.raises(RulesError):
        situation_sums(hand, up, pool, rules, (5,))


def _raise_sums(paytable: tuple[int, ...], ra: int, hand: str, up: str) -> np.ndarray:
    h = [int(c) for c in parse_cards(hand)]
    u = int(parse_cards(up)[0])
    pool = [c for c in range(52) if c not in h + [u]]
    rules = OasisRules(name="p", paytable=paytable, raise_antes=ra)
    _, forced, _, denom = situation_sums(h, u, pool, rules, (1, 2, 3, 4, 5))
    assert int(denom[31]) == LARGEST_COUNT
    return forced


@pytest.mark.parametrize("hand, up", [(ROYAL, "2d"), ("2c 7d 9h Jc Kd", "As")])
def test_the_kernels_sums_at_the_bound_equal_python_integer_arithmetic(hand, up):
    """The always-raise sums are linear in the paytable: with every multiple ``m`` they are
    ``S(0) + m (S(1) - S(0))``, computed here in Python integers from two small calls; the
    kernel at the largest multiple allowed (sums near 2**63) gives exactly that."""
    ra = 2
    top = at_most(ra)
    zero = [int(x) for x in _raise_sums((0,) * 10, ra, hand, up)]
    one = [int(x) for x in _raise_sums((1,) * 10, ra, hand, up)]
    big = [int(x) for x in _raise_sums((top,) * 10, ra, hand, up)]
    want = [z + top * (o - z) for z, o in zip(zero, one)]
    assert big == want
    assert max(abs(w) for w in want) > 2**60          # the test is near the int64 limit


def _raise_ev_python(hand: str, up: str, rules: OasisRules) -> Fraction:
    """Raising with ``hand``: every dealer completion scored, the payouts summed in Python
    integers."""
    h = [int(c) for c in parse_cards(hand)]
    u = int(parse_cards(up)[0])
    pool = [c for c in range(52) if c not in h + [u]]
    dealer = np.array([[u, *four] for four in combinations(pool, 4)], dtype=np.int64)
    mine = int(score_batch(np.array([h]))[0])
    theirs = score_batch(dealer).astype(int)
    q = qualifier_score(rules.qualifier)
    line = 9 if mine == ROYAL_SCORE else int(category_of(mine))
    total = 0
    for s in theirs.tolist():
        if s < q:
            total += 1
        elif mine > s:
            total += 1 + rules.raise_antes * rules.paytable[line]
        elif mine < s:
            total -= 1 + rules.raise_antes
    return Fraction(total, len(theirs))


def test_raise_ev_exact_and_advise_at_the_bound_agree_with_python_integers():
    rules = OasisRules(name="big", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 50, at_most()))
    want = _raise_ev_python(ROYAL, "2d", rules)
    assert raise_ev_exact(ROYAL, "2d", rules=rules) == float(want)
    assert float(want) > 3e7   # the Raise x the largest multiple, won when the dealer qualifies
    best = advise(ROYAL, "2d", rules).best
    assert best.action == "raise" and best.ev == pytest.approx(float(want), rel=1e-12)


def test_a_rules_object_made_by_replace_is_checked_too():
    with pytest.raises(PokerError):
        dataclasses.replace(OasisRules(), raise_antes=10**30)


def test_the_edge_job_refuses_rules_its_bound_sums_cannot_hold():
    """The bounds stage sums every hand's bound over an up card; its largest sum is bounded by
    the payouts weighted by how many hands pay each line (JobPlan checks before any work)."""
    ok = OasisRules(name="ok", paytable=(10,) * 10)
    JobPlan(ok)
    heavy = OasisRules(name="heavy", paytable=(100,) * 10)
    with pytest.raises(RulesError) as e:
        JobPlan(heavy)
    assert e.value.key == "oasis_edge_bound_sums"
    # a large royal flush alone is fine: only 4 hands pay it
    JobPlan(OasisRules(name="jackpot", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 50, 1_000_000)))


def test_the_table_widget_refuses_an_ante_above_the_bound_and_plays_rules_at_it():
    pytest.importorskip("ipywidgets")
    from pokerlib.course.widgets.oasis_table import OasisTableUI

    with pytest.raises(TableError) as e:
        OasisTableUI(ante=MAX_ANTE + 1, balance=MAX_POINTS)
    assert f"1 to {MAX_ANTE}" in str(e.value)
    big = OasisRules(name="big", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 50, at_most()))
    ui = OasisTableUI(rules=big, seed=3)
    ui.advise_button.click()
    shown = ui.status_html.value + ui.result_html.value
    assert "Traceback" not in shown and "Error" not in shown
