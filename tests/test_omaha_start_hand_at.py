"""OmahaTable.start_hand_at: a hand started with the positions given (button, blinds, posts,
deck) plays exactly like the same hand reached by moving the button and sitting out, and an
impossible setup raises a specific error and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pokerlib.cards import Deck
from pokerlib.omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    HandStateError,
    OmahaTable,
    SimpleBot,
    TableError,
)


def table(stacks, rules=OMAHA_HILO_LIMIT_2_4, seats=None):
    t = OmahaTable(rules, seats=seats or len(stacks), seed=0)
    for s, chips in enumerate(stacks):
        t.sit(s, "ABCDEFGHIJ"[s], chips)
    return t


def check_down(t):
    while t.to_act is not None:
        t.check() if t.legal_actions().check else t.call()


def posts_of(hand) -> dict:
    """The posts a hand made outside the blinds, as start_hand_at takes them."""
    out: dict = {}
    for seat, kind, _ in hand.posts:
        if kind in ("post", "dead"):
            out.setdefault(seat, []).append(kind)
    return out


def state(t):
    """Everything a failed setup must leave as it was (seen from the public API)."""
    return (t.stacks, t.names, t.hands_played, t.hand, len(t.history), t.to_act,
            {s: t.status(s) for s in t.stacks}, [dict(x) for x in t.stack_history])


def test_missed_blinds_posted_by_hand_match_the_table():
    # the table's own way: seat 4 sits out for three hands, then posts $2 live + $1 dead
    t = table([100] * 5)
    t.start_hand(); check_down(t)
    t.sit_out(4)
    for _ in range(3):
        t.start_hand(); check_down(t)
    t.sit_in(4, post=True)
    h = t.start_hand(deck=Deck(seed=9))
    # the same hand set up directly on a fresh table with the same stacks
    u = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=5)
    for s in range(5):
        u.sit(s, t.names[s], h.stacks_before[s])
    g = u.start_hand_at(h.button, small_blind=h.small_blind, big_blind=h.big_blind,
                        posts=posts_of(h), deck=Deck(seed=9))
    assert list(g.posts) == list(h.posts) == [(1, "small blind", 1), (2, "big blind", 2),
                                              (4, "post", 2), (4, "dead", 1)]
    assert g.dead == h.dead == 1 and g.hole == h.hole
    assert u.to_act == t.to_act and u.legal_actions() == t.legal_actions()
    check_down(t); check_down(u)
    assert u.stacks == t.stacks and u.history_page(0).board == t.history_page(0).board


def test_heads_up_the_button_posts_the_small_blind_and_acts_first():
    t = table([50, 50])
    h = t.start_hand_at(1, small_blind=1, big_blind=0)
    assert list(h.posts) == [(1, "small blind", 1), (0, "big blind", 2)]
    assert t.to_act == 1 and t.legal_actions().call == 1


def test_no_small_blind_only_the_big_blind_posts():
    t = table([100] * 4)
    h = t.start_hand_at(0, small_blind=None, big_blind=2)
    assert list(h.posts) == [(2, "big blind", 2)] and h.pot == 2
    assert t.to_act == 3           # left of the big blind
    check_down(t)
    assert sum(t.stacks.values()) == 400


def test_a_short_stack_posts_what_it_has_and_is_all_in():
    t = table([100, 100, 1, 100], rules=OMAHA_HILO_NO_LIMIT_1_2)
    h = t.start_hand_at(0, small_blind=1, big_blind=3, posts={2: "post"})
    assert (2, "post", 1) in h.posts and t.stacks[2] == 0
    check_down(t)
    assert sum(t.stacks.values()) == 301


def test_the_record_keeps_the_betting_rules():
    t = table([100, 100, 100], rules=OMAHA_HILO_POT_LIMIT_1_2)
    t.start_hand_at(2, small_blind=0, big_blind=1, deck=Deck(seed=3))
    t.fold(); t.fold()
    rec = t.history_page(0)
    assert rec.betting == OMAHA_HILO_POT_LIMIT_1_2.betting and rec.rules.endswith("1/2")
    assert rec.net == {0: -1, 1: 1, 2: 0}    # the small blind folded to the big blind


BAD = [
    (dict(button=7, small_blind=0, big_blind=1), TableError, "button seat 7 has no player"),
    (dict(button=0, small_blind=1, big_blind=0), TableError, "big blind seat 0 also has the "
     "button"),
    (dict(button=0, small_blind=1, big_blind=1), TableError, "also has the small blind"),
    (dict(button=0, small_blind=0, big_blind=1), TableError, "small blind and the button are "
     "both seat 0"),
    (dict(button=0, small_blind=1, big_blind=2, posts={2: "post"}), TableError,
     "posts a blind already"),
    (dict(button=0, small_blind=1, big_blind=2, posts={3: "big"}), TableError,
     "write 'post'"),
    (dict(button=0, small_blind=1, big_blind=2, posts={3: ("post", "post")}), TableError,
     "write 'post'"),
    (dict(button=0, small_blind=1, big_blind=2, posts={9: "post"}), TableError,
     "seat 9 cannot post"),
    (dict(button=0, small_blind=1, big_blind=4), TableError, "big blind seat 4 has no player "
     "ready"),   # seat 4 sits out
    (dict(button=0, small_blind=1, big_blind=2, deck="AsKs"), TableError, "deck must be a Deck"),
]


@pytest.mark.parametrize("kwargs, error, message", BAD)
def test_an_impossible_setup_raises_and_changes_nothing(kwargs, error, message):
    t, twin = table([100] * 5), table([100] * 5)
    for x in (t, twin):
        x.start_hand(); check_down(x)
        x.sit_out(4)
    before = state(t)
    with pytest.raises(error, match=message):
        t.start_hand_at(kwargs.pop("button"), **kwargs)
    assert state(t) == before
    # the table moves on exactly like one that was never asked
    a, b = t.start_hand(deck=Deck(seed=5)), twin.start_hand(deck=Deck(seed=5))
    assert (a.button, a.small_blind, a.big_blind, a.posts, a.hole) == \
        (b.button, b.small_blind, b.big_blind, b.posts, b.hole)


def test_no_new_hand_while_one_is_running():
    t = table([100] * 3)
    t.start_hand_at(0, small_blind=1, big_blind=2)
    before = (t.stacks, t.hands_played, t.to_act, t.hand.pot, list(t.hand.actions))
    with pytest.raises(HandStateError, match="still being played"):
        t.start_hand_at(1, small_blind=2, big_blind=0)
    assert (t.stacks, t.hands_played, t.to_act, t.hand.pot, list(t.hand.actions)) == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(3, 6), away=st.integers(0, 5),
       hands_away=st.integers(1, 4), wait=st.booleans())
def test_any_table_hand_replays_from_its_positions(seed, n, away, hands_away, wait):
    """Whatever positions the table derives (moving button, missed and posted blinds), the
    same button, blinds, posts and deck given explicitly play the same hand."""
    away %= n
    t = table([60] * n, rules=OMAHA_HILO_POT_LIMIT_1_2)
    bot = SimpleBot(seed=seed)
    k = 0
    for phase in range(3):
        if phase == 1:
            t.sit_out(away)
        if phase == 2:
            t.sit_in(away, post=not wait)
        for _ in range(hands_away if phase == 1 else 2):
            # a hand needs two players with chips who are not sitting out
            if sum(1 for s in t.stacks if t.status(s) not in ("out of chips", "sitting out")) < 2:
                return
            k += 1
            h = t.start_hand(deck=Deck(seed=seed + k))
            u = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=n)
            for s in h.seats:
                u.sit(s, t.names[s], h.stacks_before[s])
            g = u.start_hand_at(h.button, small_blind=h.small_blind, big_blind=h.big_blind,
                                posts=posts_of(h), deck=Deck(seed=seed + k))
            assert (g.posts, g.hole, g.dead) == (h.posts, h.hole, h.dead)
            if posts_of(h):
                event("a player posted to come back")
            while t.to_act is not None:
                assert u.to_act == t.to_act and u.legal_actions() == t.legal_actions()
                kind, amount = bot.act(t)
                a = t.hand.actions[-1]
                if a.kind in ("bet", "raise"):
                    (u.bet if a.kind == "bet" else u.raise_to)(a.to)
                else:
                    getattr(u, a.kind)()
            assert u.to_act is None
            assert u.stacks == {s: t.stacks[s] for s in h.seats}
