"""Who shows first at an Omaha showdown (the article's rule), and the record of every hand that
reached the showdown, mucked ones included.

The rule: the last player to bet or raise on the river shows first; with no bet on the river,
the last to bet or raise on the turn, then the flop, then preflop (the blinds and posts are not
bets); with no bet at all, or when that player has folded, the first player still in left of
the button. Then clockwise; a hand that beats or ties no shown hand for either half may be
mucked, unless it wins a share of a pot.
"""

from __future__ import annotations

import html

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pokerlib.cards import format_cards, parse_cards
from pokerlib.errors import TableError
from pokerlib.omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaTable,
    ShowdownHand,
    read_hand,
    showdown_order,
    stacked_deck,
)

# Four players, no-limit 1/2, the button on seat 0: seat 1 posts the small blind, seat 2 the
# big blind, seat 3 acts first preflop; after the flop seat 1 acts first.
# The board has only two low cards (no low is possible), so only the high hands matter:
HANDS = {0: "7c 7d 5h 3s",    # A: a pair of sevens
         1: "Kc Ks 8h 6h",    # B: three kings, the best hand
         2: "Qc Qd 6c 5c",    # C: a pair of queens
         3: "Jc Jd 8c 3d"}    # D: three jacks
BOARD = "Kh 9d 4s 2c Jh"


def table(stacks=(100, 100, 100, 100), rules=OMAHA_HILO_NO_LIMIT_1_2):
    t = OmahaTable(rules, seats=len(stacks))
    for s, chips in enumerate(stacks):
        t.sit(s, "ABCD"[s], chips)
    return t


def play(t, script, hands=None, board=BOARD, button=0):
    """Deal ``hands`` on ``board`` with the button on ``button`` and play ``script``: a list of
    ``(seat, action, amount)`` (amount None for fold, check, call, all_in), each checked to be
    that seat's turn. Returns the hand's record."""
    hands = HANDS if hands is None else hands
    t.start_hand(deck=stacked_deck(hands, board, button=button, seats=sorted(hands)),
                 button=button)
    for seat, name, *amount in script:
        getattr(t, name)(*amount, seat=seat)
    assert t.hand.is_over, f"the script left the hand running: seat {t.to_act} is to act"
    return t.history_page(0)


def order(rec):
    return [h.seat for h in rec.showdown]


LIMP = [(3, "call"), (0, "call"), (1, "call"), (2, "check")]        # preflop: nobody raises
CHECKS = [(1, "check"), (2, "check"), (3, "check"), (0, "check")]  # a street checked through


# --- who shows first -------------------------------------------------------------------------

def test_turn_bettor_shows_first_when_the_river_is_checked():
    turn = [(1, "check"), (2, "check"), (3, "bet", 4), (0, "call"), (1, "call"), (2, "call")]
    rec = play(table(), LIMP + CHECKS + turn + CHECKS)
    assert order(rec) == [3, 0, 1, 2]
    # D's three jacks are shown first; A's sevens beat nothing shown and are mucked; B's kings
    # beat the jacks; C's queens are mucked. (Shown from the left of the button, as before the
    # fix, B's kings would come first and D, the turn bettor, would have mucked.)
    assert [s for s, _ in rec.shown] == [3, 1] and rec.mucked == (0, 2)
    assert rec.winners == {1: 24}


def test_river_bettor_shows_first_even_after_a_turn_bet():
    turn = [(1, "check"), (2, "check"), (3, "bet", 4), (0, "call"), (1, "call"), (2, "call")]
    river = [(1, "check"), (2, "bet", 10), (3, "call"), (0, "call"), (1, "call")]
    rec = play(table(), LIMP + CHECKS + turn + river)
    assert order(rec) == [2, 3, 0, 1]
    assert [s for s, _ in rec.shown] == [2, 3, 1] and rec.mucked == (0,)


def test_the_raiser_after_a_bet_is_the_last_to_bet_or_raise():
    river = [(1, "check"), (2, "bet", 4), (3, "raise_to", 12), (0, "fold"), (1, "fold"),
             (2, "call")]
    rec = play(table(), LIMP + CHECKS + CHECKS + river)
    assert order(rec) == [3, 2]
    # a re-raise on the flop by the first bettor makes him the last to raise there
    flop = [(1, "bet", 2), (2, "raise_to", 6), (3, "call"), (0, "call"), (1, "raise_to", 20),
            (2, "call"), (3, "call"), (0, "call")]
    rec = play(table(), LIMP + flop + CHECKS + CHECKS)
    assert order(rec) == [1, 2, 3, 0]


def test_a_preflop_raise_counts_when_no_later_street_has_a_bet():
    preflop = [(3, "call"), (0, "raise_to", 6), (1, "call"), (2, "call"), (3, "call")]
    rec = play(table(), preflop + CHECKS + CHECKS + CHECKS)
    assert order(rec) == [0, 1, 2, 3]


def test_nobody_bet_the_first_player_left_of_the_button_shows_first():
    rec = play(table(), LIMP + CHECKS + CHECKS + CHECKS)
    assert order(rec) == [1, 2, 3, 0]          # the big blind's check is not a bet
    # the button elsewhere: the order follows it
    limp = [(1, "call"), (2, "call"), (3, "call"), (0, "check")]   # button 2: SB 3, BB 0
    checks = [(3, "check"), (0, "check"), (1, "check"), (2, "check")]
    rec = play(table(), limp + checks * 3, button=2)
    assert order(rec) == [3, 0, 1, 2]


def test_the_blinds_and_a_missed_blind_post_are_not_bets():
    t = table()
    # seat 3 posts a big blind (live) and a small blind (dead) to come back in; nobody bets
    t.start_hand_at(0, small_blind=1, big_blind=2, posts={3: ("post", "dead")},
                    deck=stacked_deck(HANDS, BOARD, button=0, seats=[0, 1, 2, 3]))
    for seat, name in [(3, "check"), (0, "call"), (1, "call"), (2, "check")] + CHECKS * 3:
        getattr(t, name)(seat=seat)
    rec = t.history_page(0)
    assert order(rec) == [1, 2, 3, 0]
    # a short big blind's post is not a bet either, and calling it is not a raise
    # (seat 2 is all-in for 1 and never acts again)
    t = table(stacks=(100, 100, 1, 100))
    rec = play(t, LIMP[:3] + [(1, "check"), (3, "check"), (0, "check")] * 3)
    assert [(a.player, a.kind) for a in rec.actions if a.street == "preflop"] == \
        [(3, "call"), (0, "call"), (1, "call")]
    assert order(rec) == [1, 2, 3, 0]


def test_an_earlier_aggressor_who_folded_sends_the_order_to_the_left_of_the_button():
    # the button raises preflop, seat 3 bets the flop, then folds on the turn when checked to;
    # nobody bets the turn or river: the last aggressor (seat 3) is out, so the first player
    # still in left of the button shows first, not the preflop raiser
    preflop = [(3, "call"), (0, "raise_to", 6), (1, "call"), (2, "call"), (3, "call")]
    flop = [(1, "check"), (2, "check"), (3, "bet", 6), (0, "call"), (1, "call"), (2, "call")]
    turn = [(1, "check"), (2, "check"), (3, "fold"), (0, "check")]
    river = [(1, "check"), (2, "check"), (0, "check")]
    rec = play(table(), preflop + flop + turn + river)
    assert order(rec) == [1, 2, 0]
    assert 3 not in [h.seat for h in rec.showdown]


def test_an_all_in_bet_counts_and_an_all_in_call_does_not():
    # D goes all-in on the turn (a bet): D shows first after a checked river
    turn = [(1, "check"), (2, "check"), (3, "all_in"), (0, "call"), (1, "call"), (2, "call")]
    river = [(1, "check"), (2, "check"), (0, "check")]
    rec = play(table(stacks=(100, 100, 100, 30)), LIMP + CHECKS + turn + river)
    assert [a.kind for a in rec.actions if a.all_in] == ["bet"]
    assert order(rec) == [3, 0, 1, 2]
    # D calls all-in for less on the turn: B's bet is still the last one
    turn = [(1, "bet", 20), (2, "call"), (3, "all_in"), (0, "call")]
    rec = play(table(stacks=(100, 100, 100, 10)), LIMP + CHECKS + turn + river)
    assert [a.kind for a in rec.actions if a.all_in] == ["call"]
    assert order(rec) == [1, 2, 3, 0]


def test_an_all_in_short_raise_counts_as_a_raise():
    # B bets 10 on the turn; D has 12 left and goes all-in to 12: short of a full raise (it
    # does not reopen the betting), but it raises, so D is the last to bet or raise
    turn = [(1, "bet", 10), (2, "call"), (3, "all_in"), (0, "call"), (1, "call"), (2, "call")]
    river = [(1, "check"), (2, "check"), (0, "check")]
    rec = play(table(stacks=(100, 100, 100, 14)), LIMP + CHECKS + turn + river)
    assert [(a.player, a.kind, a.to) for a in rec.actions if a.all_in] == [(3, "raise", 12)]
    assert order(rec) == [3, 0, 1, 2]


def test_heads_up():
    hands = {0: HANDS[1], 1: HANDS[3]}   # the button (small blind) holds the kings
    limp = [(0, "call"), (1, "check")]
    checks = [(1, "check"), (0, "check")]      # after the flop the big blind acts first
    t = table(stacks=(100, 100))
    assert order(play(t, limp + checks * 3, hands)) == [1, 0]          # nobody bet
    rec = play(t, limp + checks * 2 + [(1, "check"), (0, "bet", 4), (1, "call")], hands)
    assert order(rec) == [0, 1]                                        # the river bettor
    rec = play(t, limp + checks + [(1, "check"), (0, "bet", 4), (1, "call")] + checks, hands)
    assert order(rec) == [0, 1]                                        # the turn bettor
    # an all-in preflop raise, called: no betting after it, the raiser shows first
    rec = play(t, [(0, "call"), (1, "all_in"), (0, "call")], hands)
    assert order(rec) == [1, 0] and rec.showdown[0].shown


def test_limit_showdown_order():
    t = table(rules=OMAHA_HILO_LIMIT_2_4)
    turn = [(1, "check"), (2, "bet", 4), (3, "call"), (0, "call"), (1, "call")]
    rec = play(t, LIMP + CHECKS + turn + CHECKS)
    assert order(rec) == [2, 3, 0, 1]


# --- the record keeps every hand at the showdown ---------------------------------------------

def test_mucked_hands_keep_their_cards_in_the_record_and_its_description():
    turn = [(1, "check"), (2, "check"), (3, "bet", 4), (0, "call"), (1, "call"), (2, "call")]
    rec = play(table(), LIMP + CHECKS + turn + CHECKS)
    board = parse_cards(BOARD)
    assert rec.showdown == tuple(
        ShowdownHand(s, parse_cards(HANDS[s]), s in (3, 1), read_hand(HANDS[s], board))
        for s in (3, 0, 1, 2))
    for seat, cards, shown, reading in rec.showdown:   # unpacks like a tuple
        assert cards == dict(rec.hole)[seat] and reading.hole == cards
        assert shown == (seat not in rec.mucked)
    text = rec.describe()
    lines = [line.strip() for line in text.splitlines()]
    a = read_hand(HANDS[0], board)
    assert f"A mucks 7♣ 7♦ 5♥ 3♠ ({a.describe()})" in lines
    assert f"D shows J♣ J♦ 8♣ 3♦: {read_hand(HANDS[3], board).describe()}" in lines
    # in showdown order: D, A, B, C
    showdown_lines = [line for line in lines if " shows " in line or " mucks " in line]
    assert [line[0] for line in showdown_lines] == list("DABC")
    page = rec._repr_html_()
    assert html.escape(f"A mucks {format_cards(parse_cards(HANDS[0]))}") in page
    assert html.escape(f"C mucks {format_cards(parse_cards(HANDS[2]))}") in page


def test_folded_players_are_not_in_the_showdown_and_no_showdown_is_empty():
    river = [(1, "check"), (2, "bet", 4), (3, "fold"), (0, "call"), (1, "fold")]
    rec = play(table(), LIMP + CHECKS + CHECKS + river)
    assert order(rec) == [2, 0] and set(rec.folded) == {1, 3}
    rec = play(table(), [(3, "fold"), (0, "fold"), (1, "fold")])
    assert rec.showdown == () and rec.shown == () and rec.mucked == ()
    assert " mucks" not in rec.describe() and " shows" not in rec.describe()


def test_show_beaten_hands_changes_only_the_shown_flag():
    turn = [(1, "check"), (2, "check"), (3, "bet", 4), (0, "call"), (1, "call"), (2, "call")]
    t = table()
    t.show_beaten_hands(0)
    rec = play(t, LIMP + CHECKS + turn + CHECKS)
    assert order(rec) == [3, 0, 1, 2]
    assert [s for s, _ in rec.shown] == [3, 0, 1] and rec.mucked == (2,)
    assert "A shows 7♣ 7♦ 5♥ 3♠" in rec.describe()


def test_hand_showdown_order_and_aggressors_follow_the_hand():
    t = table()
    h = t.start_hand(deck=stacked_deck(HANDS, BOARD, button=0, seats=[0, 1, 2, 3]), button=0)
    for seat, name, *amount in LIMP + CHECKS:
        getattr(t, name)(*amount, seat=seat)
    assert h.showdown_order == (1, 2, 3, 0)
    assert h.aggressors == {"preflop": None, "flop": None, "turn": None}
    t.check(1); t.bet(4, seat=2)
    assert h.aggressors["turn"] == 2 and h.showdown_order == (2, 3, 0, 1)
    t.fold(3)
    assert h.showdown_order == (2, 0, 1)


# --- showdown_order, the rule alone ----------------------------------------------------------

def test_showdown_order_function():
    assert showdown_order([0, 1, 2, 3], 0, [None, None, 3, None]) == (3, 0, 1, 2)
    assert showdown_order([0, 1, 2, 3], 0, [None, 2, 3, 1]) == (1, 2, 3, 0)
    assert showdown_order([0, 2, 3], 0, [2, None, 1, None]) == (2, 3, 0)  # 1 folded: button
    assert showdown_order([5, 1, 8], 8, []) == (1, 5, 8)
    assert showdown_order([5, 1, 8], 3, [None, None, None, None]) == (5, 8, 1)
    for bad, match in [(([0], 0), "2 or more"), (([0, 0, 1], 0), "twice"),
                       (("01", 0), "list seat numbers"), (([0, 1], -1), "button"),
                       (([0, 1], 0, [None] * 5), "at most 4"), (([0, 1], 0, ["x"]), "seat")]:
        with pytest.raises(TableError, match=match):
            showdown_order(*bad)


# --- random hands: the record agrees with the rule read from the action log ------------------

def reference_order(rec) -> list[int]:
    """The showdown order worked out from the record's action log and the rule's words."""
    live = [s for s, _ in rec.names if s not in rec.folded]
    after_button = sorted(live, key=lambda s: (s <= rec.button, s))
    first = after_button[0]
    for street in ("river", "turn", "flop", "preflop"):
        wagers = [a for a in rec.actions if a.street == street and a.kind in ("bet", "raise")]
        if wagers:
            if wagers[-1].player in live:
                first = wagers[-1].player
            break
    i = after_button.index(first)
    return after_button[i:] + after_button[:i]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), n=st.integers(2, 5),
       rules=st.sampled_from([OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2,
                              OMAHA_HILO_NO_LIMIT_1_2]),
       seed=st.integers(0, 10_000))
def test_random_hands_show_in_the_rules_order(data, n, rules, seed):
    t = OmahaTable(rules, seats=n, seed=seed)
    show_beaten = set()
    for s in range(n):
        t.sit(s, f"P{s}", data.draw(st.integers(3, 60)))
        if data.draw(st.booleans()):
            t.show_beaten_hands(s)
            show_beaten.add(s)
    h = t.start_hand()
    while t.to_act is not None:
        legal = t.legal_actions()
        # folding when a check is free is legal too (and can leave an earlier bettor out)
        choices = (["fold"] + ["check"] * 3 * legal.check + ["call"] * 3 * (legal.call is not None)
                   + ["bet"] * bool(legal.bet) + ["raise_to"] * bool(legal.raise_to)
                   + ["all_in"] * (legal.all_in is not None))
        kind = data.draw(st.sampled_from(choices))
        if kind in ("bet", "raise_to"):
            getattr(t, kind)(data.draw(st.integers(*(legal.bet or legal.raise_to))))
        else:
            getattr(t, kind)()
    rec = t.history_page(0)
    live = [s for s in h.seats if s not in rec.folded]
    if len(live) < 2:
        assert rec.showdown == ()
        event("no showdown")
        return
    event(f"showdown, {len(rec.mucked)} mucked")
    aggressors = [a.player for a in rec.actions if a.kind in ("bet", "raise")]
    if aggressors and aggressors[-1] not in live:
        event("the last aggressor folded")
    assert order(rec) == reference_order(rec)
    assert [s for s, _ in rec.shown] == [x.seat for x in rec.showdown if x.shown]
    assert list(rec.mucked) == [x.seat for x in rec.showdown if not x.shown]
    assert rec.showdown[0].shown                                  # the first hand is shown
    winners = set(rec.winners)
    best_hi = best_lo = None
    for seat, cards, shown, reading in rec.showdown:
        assert cards == dict(rec.hole)[seat]
        assert reading == read_hand(cards, rec.board)
        beats = (best_hi is None or reading.high >= best_hi
                 or (reading.low is not None and (best_lo is None or reading.low >= best_lo)))
        # shown exactly when it beats or ties a shown hand, wins chips, or its player shows
        # beaten hands
        assert shown == (beats or seat in winners or seat in show_beaten)
        if shown:
            best_hi = reading.high if best_hi is None else max(best_hi, reading.high)
            if reading.low is not None:
                best_lo = reading.low if best_lo is None else max(best_lo, reading.low)


def test_the_phh_export_lists_the_showdown_in_order_with_the_mucked_cards():
    from pokerlib import phh

    turn = [(1, "check"), (2, "check"), (3, "bet", 4), (0, "call"), (1, "call"), (2, "call")]
    t = table()
    rec = play(t, LIMP + CHECKS + turn + CHECKS)
    exported = phh.to_phh(rec)
    showdown = [a for a in exported.actions if " sm" in a]
    # PHH numbers players from the small blind: B p1, C p2, D p3, A (the button) p4. D bet the
    # turn and shows first; A's and C's hands are mucked, their cards kept in a comment
    assert showdown == ["p3 sm JcJd8c3d", "p4 sm  # mucks 7c7d5h3s", "p1 sm KcKs8h6h",
                        "p2 sm  # mucks QcQd6c5c"]
    again = phh.replay(exported.dumps())
    assert again.ok and phh.to_phh(again.hand).actions == exported.actions
