"""Bad input to pokerlib.betting: every refusal is a PokerError kind that says what is allowed,
and a refused action leaves the betting round exactly as it was."""

from __future__ import annotations

import pytest
from bad_values import BAD, FAST, JUNK, NOT_BOOL, NOT_WHOLE  # tests/bad_values.py
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.betting import (
    LIMIT_2_4,
    NO_LIMIT_1_2,
    POT_LIMIT_1_2,
    ActionError,
    BetSizeError,
    BettingRound,
    BettingRules,
    RulesError,
    Structure,
    TableError,
)
from pokerlib.errors import PokerError


def flop_round(rules: BettingRules = NO_LIMIT_1_2) -> BettingRound:
    return BettingRound(rules, "flop", ["A", "B", "C"], {"A": 50, "B": 80, "C": 9}, pot=6)


# --- the listed items -----------------------------------------------------------------------

def test_unknown_structure_is_a_rules_error():
    with pytest.raises(RulesError, match="structure must be one of"):
        BettingRules("bogus", 1, 2)  # type: ignore[arg-type]


def test_limit_of_none_is_a_rules_error():
    with pytest.raises(RulesError, match="small bet"):
        BettingRules.limit(None)  # type: ignore[arg-type]


def test_small_blind_above_big_blind_is_refused():
    with pytest.raises(RulesError, match="small blind"):
        BettingRules.pot_limit(3, 2)
    with pytest.raises(RulesError, match="small blind"):
        BettingRules.no_limit(5, 1)


def test_turn_bet_below_small_bet_is_refused():
    with pytest.raises(RulesError, match="big bet"):
        BettingRules.limit(2, 1)


def test_betting_round_without_rules_is_a_table_error():
    with pytest.raises(TableError, match="BettingRules"):
        BettingRound(None, 0, [1, 2], {1: 5, 2: 5})  # type: ignore[arg-type]


@pytest.mark.parametrize("kwargs", [
    dict(stacks={1: True, 2: 5}), dict(bets={1: True}), dict(pot=True), dict(current_bet=True),
    dict(stacks=None), dict(stacks=[5, 5]), dict(bets=[1]), dict(order="12"), dict(order=None),
    dict(order=[[1], [2]]), dict(street="showdown"), dict(street=4), dict(street=True),
])
def test_betting_round_set_up_is_checked(kwargs):
    args = dict(rules=NO_LIMIT_1_2, street="flop", order=[1, 2], stacks={1: 5, 2: 5})
    args.update(kwargs)
    with pytest.raises(TableError):
        BettingRound(**args)


@pytest.mark.parametrize("field", ["cap_heads_up", "half_bet_reopens"])
def test_flags_are_true_or_false(field):
    with pytest.raises(RulesError, match=field):
        BettingRules(Structure.LIMIT, 1, 2, **{field: 1})


def test_bools_are_not_chips():
    with pytest.raises(RulesError):
        BettingRules(Structure.NO_LIMIT, True, 2)
    with pytest.raises(RulesError):
        BettingRules.limit(2, 4, max_raises=True)
    r = flop_round()
    before = r.snapshot()
    with pytest.raises(BetSizeError):
        r.bet(True)  # type: ignore[arg-type]
    assert r.snapshot() == before


def test_street_names_and_players_are_checked():
    with pytest.raises(RulesError, match="street must be one of"):
        LIMIT_2_4.bet_unit("fourth")
    r = flop_round()
    for who in ("nobody", [1], None):
        with pytest.raises(TableError):
            r.stack(who)
        with pytest.raises(TableError):
            r.bet_of(who)
        with pytest.raises(TableError):
            r.folded(who)


# --- property tests -------------------------------------------------------------------------

#: what each field of BettingRules must refuse (in the order of its arguments)
RULES_NONSENSE = [
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), JUNK),  # structure
    NOT_WHOLE, NOT_WHOLE, NOT_WHOLE, NOT_WHOLE,          # blinds, small and big bet
    NOT_WHOLE.filter(lambda v: v is not None),           # max_raises (None: no cap)
    NOT_BOOL, NOT_BOOL,                                  # cap_heads_up, half_bet_reopens
]


@FAST
@given(field=st.integers(0, 7), data=st.data())
def test_betting_rules_refuse_bad_fields(field, data):
    args: list[object] = [Structure.LIMIT, 1, 2, 2, 4, 3, True, False]
    args[field] = data.draw(RULES_NONSENSE[field])
    with pytest.raises(RulesError):
        BettingRules(*args)  # type: ignore[arg-type]


@FAST
@given(which=st.sampled_from(["limit", "pot_limit", "no_limit"]), a=BAD, b=st.integers(-3, 9))
def test_presets_refuse_bad_sizes(which, a, b):
    with pytest.raises(PokerError):
        getattr(BettingRules, which)(a, b) if which != "limit" else BettingRules.limit(a, b)


#: what each argument of BettingRound must refuse: rules, street, order, stacks, bets, pot
ROUND_NONSENSE = [
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), JUNK),
    st.one_of(st.none(), st.booleans(), st.floats(), st.integers(min_value=4),
              st.integers(max_value=-1), st.text(max_size=4).filter(
                  lambda t: t not in ("preflop", "flop", "turn", "river")), JUNK),
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(min_size=1,
                                                                            max_size=3)),
    st.one_of(st.booleans(), st.integers(), st.text(max_size=3), st.fixed_dictionaries(
        {"A": NOT_WHOLE, "B": st.just(10)})),
    st.one_of(st.booleans(), st.integers(), st.text(min_size=1, max_size=3),
              st.fixed_dictionaries({"A": NOT_WHOLE.filter(lambda v: v is not None)})),
    NOT_WHOLE.filter(lambda v: v is not None),
]


@FAST
@given(arg=st.integers(0, 5), data=st.data())
def test_betting_round_refuses_bad_arguments(arg, data):
    args: list[object] = [NO_LIMIT_1_2, "flop", ["A", "B"], {"A": 10, "B": 10}, {}, 0]
    args[arg] = data.draw(ROUND_NONSENSE[arg])
    with pytest.raises(PokerError):
        BettingRound(*args)  # type: ignore[arg-type]


def _act(r: BettingRound, kind: str, amount: object, who: object) -> None:
    if kind in ("bet", "raise_to"):
        getattr(r, kind)(amount, player=who)
    else:
        getattr(r, kind)(player=who)


@settings(max_examples=50, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rules=st.sampled_from([LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2]), data=st.data())
def test_random_actions_with_bad_amounts_change_nothing_when_refused(rules, data):
    stacks = {p: data.draw(st.integers(1, 60)) for p in "ABCD"}
    posts = {"C": min(stacks["C"], 1), "D": min(stacks["D"], 2)}
    behind = {p: s - posts.get(p, 0) for p, s in stacks.items()}
    r = BettingRound(rules, "preflop", list("ABCD"), behind, bets=posts, current_bet=2)
    total = sum(stacks.values())
    for _ in range(40):
        if r.is_over:
            break
        kind = data.draw(st.sampled_from(["fold", "check", "call", "bet", "raise_to", "all_in"]))
        amount = data.draw(st.one_of(BAD, st.integers(-5, 130)))
        who = data.draw(st.one_of(st.none(), st.sampled_from(list("ABCDX")), BAD))
        before = r.snapshot()
        try:
            _act(r, kind, amount, who)
        except ActionError:
            assert r.snapshot() == before
        assert sum(r.stacks.values()) + sum(r.bets.values()) == total
    if r.is_over:
        with pytest.raises(ActionError):
            r.legal_actions()
