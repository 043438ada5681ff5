"""Issue 10 for pokerlib.pots: bad contributions, orders, winners and hand values are refused
with a PotError that says what is allowed, never a ZeroDivisionError/TypeError from inside,
and never a wrong payout."""

from __future__ import annotations

import copy
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.errors import PokerError, PotError
from pokerlib.evaluate import best_high, low8
from pokerlib.pots import Pot, PotResult, PotSettlement, collect, settle, split_chips

# --- the listed items -------------------------------------------------------------------------

def test_split_chips_between_nobody():
    with pytest.raises(PotError, match="at least one winner"):
        split_chips(10, [])


def test_settle_needs_an_order():
    with pytest.raises(PotError, match=r"order must be a list of players \(names or seat "
                       r"numbers\), not None"):
        settle({"a": 1, "b": 1}, order=None, high={"a": 1, "b": 2})  # type: ignore[arg-type]


def test_a_name_twice_in_order_is_refused_not_paid_14_6():
    with pytest.raises(PotError, match="order names player 'a' twice"):
        settle({"a": 10, "b": 10}, order=["a", "a", "b"], high={"a": 2, "b": 2})
    # the same tie with a proper order splits 10/10
    assert settle({"a": 10, "b": 10}, order=["a", "b"], high={"a": 2, "b": 2}).payouts == \
        {"a": 10, "b": 10}


@pytest.mark.parametrize("high", [
    {"a": best_high("As Ks Qs Js Ts"), "b": 5},          # a HandValue and a number
    {"a": best_high("As Ks Qs Js Ts"), "b": low8("As 2d 3h 4c 5s")},
    {"a": "strong", "b": 3},
    {"a": math.nan, "b": 3},                              # NaN is not ordered
    {"a": {1}, "b": {2}},                                 # sets: a partial order
])
def test_values_that_cannot_be_compared(high):
    with pytest.raises(PotError, match="cannot be compared"):
        settle({"a": 10, "b": 10}, order=["a", "b"], high=high)


def test_low_values_that_cannot_be_compared():
    with pytest.raises(PotError, match="low hand values cannot be compared"):
        settle({"a": 10, "b": 10}, order=["a", "b"], high={"a": 1, "b": 2},
               low={"a": low8("As 2d 3h 4c 5s"), "b": 7})


def test_other_bad_arguments():
    cons = {"a": 10, "b": 10}
    for bad in (None, 5, [("a", 10)], "ab"):
        with pytest.raises(PotError, match="contributions"):
            settle(bad, order=["a", "b"], high={"a": 1, "b": 2})  # type: ignore[arg-type]
    with pytest.raises(PotError, match="folded"):
        settle(cons, None, order=["a", "b"], high={"a": 1, "b": 2})  # type: ignore[arg-type]
    with pytest.raises(PotError, match="folded"):
        settle(cons, 5, order=["a", "b"], high={"a": 1, "b": 2})  # type: ignore[arg-type]
    with pytest.raises(PotError, match="high must be a mapping"):
        settle(cons, order=["a", "b"], high=[1, 2])  # type: ignore[arg-type]
    with pytest.raises(PotError, match="dead money"):
        settle(cons, order=["a", "b"], high={"a": 1, "b": 2}, dead=True)
    with pytest.raises(PotError, match="contribution of 'a'"):
        collect({"a": True, "b": 1})
    with pytest.raises(PotError, match="amount to split"):
        split_chips(-1, ["a"])
    with pytest.raises(PotError, match="amount to split"):
        split_chips(2.5, ["a"])  # type: ignore[arg-type]
    with pytest.raises(PotError, match="winners names player 'a' twice"):
        split_chips(3, ["a", "a"])
    with pytest.raises(PotError, match="winners must be a list"):
        split_chips(3, 7)  # type: ignore[arg-type]


def test_value_types_refuse_nonsense():
    with pytest.raises(PotError, match="amount and level"):
        Pot(-1, ("a",), 1, 0)
    with pytest.raises(PotError, match="eligible"):
        Pot(1, ["a"], 1, 0)  # type: ignore[arg-type]
    for index in ("main pot", None, -1, True):   # a pot is numbered, not named
        with pytest.raises(PotError, match="index is 0"):
            Pot(1, ("a",), 1, index)  # type: ignore[arg-type]
    pot = Pot(10, ("a", "b"), 5, 0)
    with pytest.raises(PotError, match="do not add up"):
        PotResult(pot, ("a",), (), (("a", 9),), "high")
    with pytest.raises(PotError, match="how must be one of"):
        PotResult(pot, ("a",), (), (("a", 10),), "won")
    with pytest.raises(PotError, match="contributions"):
        PotSettlement((("a", -1),), (), (), ())
    with pytest.raises(PotError, match="results"):
        PotSettlement((("a", 1),), (), (), (5,))  # type: ignore[arg-type]


def test_a_refused_settle_changes_nothing():
    cons, folded, order = {"a": 10, "b": 10, "c": 4}, ["c"], ["a", "b", "c"]
    high = {"a": best_high("As Ks Qs Js Ts"), "b": "x"}
    before = copy.deepcopy((cons, folded, order, high))
    with pytest.raises(PotError):
        settle(cons, folded, order=order, high=high)
    assert (cons, folded, order, high) == before


# --- properties: random bad arguments ---------------------------------------------------------

players = st.sampled_from(["A", "B", "C", 1, 2])
junk = st.one_of(
    st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
    st.text(max_size=4), st.lists(players, max_size=5), st.lists(st.integers(), max_size=3),
    st.dictionaries(players, st.one_of(st.integers(-5, 30), st.floats(), st.none(),
                                       st.booleans(), st.text(max_size=2)), max_size=4),
)
values = st.dictionaries(players, st.one_of(st.integers(0, 5), st.none(), st.floats(),
                                           st.text(max_size=1)), max_size=5)


@settings(max_examples=200, deadline=None)
@given(junk, junk, junk, st.one_of(values, junk), st.one_of(values, junk, st.none()), junk)
def test_settle_refuses_or_settles_every_chip(cons, folded, order, high, low, dead):
    args = copy.deepcopy((cons, folded, order, high, low, dead))
    try:
        s = settle(cons, folded, order=order, high=high, low=low, dead=dead)
    except PokerError:
        assert (cons, folded, order, high, low, dead) == args or any(
            isinstance(x, float) and math.isnan(x) for x in _flat(args))  # NaN != NaN
        return
    assert sum(s.payouts.values()) == s.total  # accepted: every chip accounted for


def _flat(args: tuple) -> list:
    out: list = []
    for a in args:
        out.extend(a.values() if isinstance(a, dict) else a if isinstance(a, list) else [a])
    return out


@settings(max_examples=200, deadline=None)
@given(junk, junk)
def test_split_chips_and_collect_refuse_or_work(amount, winners):
    try:
        shares = split_chips(amount, winners)
    except PokerError:
        pass
    else:
        assert sum(c for _, c in shares) == amount
    for args in ((amount,), (amount, winners), (amount, (), 0, winners)):
        try:
            collect(*args)
        except PokerError:
            pass


#: never a pot's whole number of chips 0 or more
NOT_AMOUNT = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=3),
                       st.integers(max_value=-1), st.lists(st.integers(), max_size=2),
                       st.just(object()))
#: never winners: text (a string is one name, not a list of them), no one, a name twice,
#: and what is no collection of names
NOT_WINNERS = st.one_of(st.text(min_size=1, max_size=3), st.just([]), st.just(()),
                        st.just(["A", "A"]), st.none(), st.integers(), st.floats(allow_nan=True),
                        st.just(object()))
#: never contributions: no mapping, or chips that are no whole number 0 or more
NOT_CONTRIBUTIONS = st.one_of(
    st.none(), st.integers(), st.text(max_size=3), st.lists(st.integers(0, 5), max_size=3),
    st.just(object()),
    st.dictionaries(st.sampled_from("ABC"), NOT_AMOUNT.filter(lambda v: v is not None),
                    min_size=1, max_size=3))


@settings(max_examples=200, deadline=None)
@given(amount=NOT_AMOUNT, winners=NOT_WINNERS, contributions=NOT_CONTRIBUTIONS,
       dead=NOT_AMOUNT.filter(lambda v: v is not None))
def test_split_chips_and_collect_refuse_nonsense(amount, winners, contributions, dead):
    """What split_chips and collect must refuse, asserted (the sweep above accepts any answer
    that keeps every chip): amounts that are no whole number 0 or more, winners that are text,
    nobody, a name twice or no collection, contributions that are no mapping of names to chips,
    dead chips that are no whole number 0 or more."""
    for call in (lambda: split_chips(amount, ["A", "B"]), lambda: split_chips(7, winners),
                 lambda: collect(contributions), lambda: collect({"A": 5, "B": 5}, dead=dead)):
        with pytest.raises(PokerError) as exc:
            call()
        assert exc.value.key is not None, exc.value
