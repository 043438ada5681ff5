"""An Omaha hand's ``live`` and ``folded`` are true after every single action, not only when a
betting round ends: a player who has just folded is out of the hand at once."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaTable,
    SimpleBot,
)


def assert_state_is_true(h):
    """``folded`` and ``live`` agree with the action log and with the betting round's own
    folded players, and the showdown order is an order of the players still in."""
    folded_by_log = {a.player for a in h.actions if a.kind == "fold"}
    assert h.folded == folded_by_log
    assert h.live == tuple(s for s in h.seats if s not in folded_by_log)
    r = h.betting_round
    folded_in_round = {p for p in r.order if r.folded(p)}
    assert folded_in_round <= h.folded
    assert set(r.live) == set(h.live)      # every player still in is in the round being played
    assert sorted(h.showdown_order) == list(h.live)


def test_a_player_who_folds_is_out_at_once():
    # the lesson's table (seed 7): Cho, first to act, folds before the learner's first turn;
    # he is out of the hand now, not only when the preflop round ends
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4, seed=7)
    for s, name in enumerate(["You", "Ann", "Bob", "Cho"]):
        t.sit(s, name, 100)
    bot = SimpleBot(seed=8)
    h = t.start_hand()
    while t.to_act != 0:
        bot.act(t)
    assert [(a.player, a.kind) for a in h.actions] == [(3, "fold")]
    assert not h.betting_round.is_over and h.street == "preflop"
    assert h.folded == {3} and h.live == (0, 1, 2)
    assert_state_is_true(h)


def test_folded_is_read_only():
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3)
    for s in range(3):
        t.sit(s, "ABC"[s], 100)
    h = t.start_hand()
    t.fold()
    assert h.folded == frozenset({0})
    assert not hasattr(h.folded, "add")    # changed only by actions


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), n=st.integers(2, 6),
       rules=st.sampled_from([OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2,
                              OMAHA_HILO_NO_LIMIT_1_2]),
       seed=st.integers(0, 10_000))
def test_live_and_folded_after_every_action(data, n, rules, seed):
    t = OmahaTable(rules, seats=n, seed=seed)
    for s in range(n):
        t.sit(s, f"P{s}", data.draw(st.integers(3, 80)))
    for _ in range(data.draw(st.integers(1, 3))):
        if sum(1 for v in t.stacks.values() if v > 0) < 2:
            break
        h = t.start_hand()
        assert h.folded == frozenset()
        assert_state_is_true(h)
        while t.to_act is not None:
            legal = t.legal_actions()
            choices = (["fold", "fold"] + ["check"] * legal.check
                       + ["call"] * (legal.call is not None) + ["bet"] * bool(legal.bet)
                       + ["raise_to"] * bool(legal.raise_to)
                       + ["all_in"] * (legal.all_in is not None))
            kind = data.draw(st.sampled_from(choices))
            if kind in ("bet", "raise_to"):
                getattr(t, kind)(data.draw(st.integers(*(legal.bet or legal.raise_to))))
            else:
                getattr(t, kind)()
            assert_state_is_true(h)
        assert set(h.record.folded) == h.folded
        assert {x.seat for x in h.record.showdown} == (set(h.live) if len(h.live) > 1
                                                       else set())
