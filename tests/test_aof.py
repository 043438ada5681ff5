"""AoF table: the article's four examples, action order, errors that change nothing, blinds and
antes, sessions, strategies, the jackpot condition, and property tests on random tables."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pots import reference

from pokerlib.aof import (
    ARTICLE_RULES,
    Action,
    AlwaysAllIn,
    AofHand,
    AofRules,
    AofSession,
    EquilibriumStrategy,
    IllegalActionError,
    OutOfTurnError,
    RangeChart,
    TableError,
    TopPercent,
    jackpot_hand,
    meets_jackpot_condition,
    positions,
    stacked_deck,
)
from pokerlib.cards import Deck, PokerError, parse_cards
from pokerlib.equity import hand_class
from pokerlib.errors import ActionError, RulesError

SEATS = ["A", "B", "C", "D"]
SIXTEEN = {p: 16 for p in SEATS}
BOARD = "Qh 9s 2c 3s 7s"


def article_hand(stacks, holes, board=BOARD, burns=""):
    return AofHand(stacks, button="B", deck=stacked_deck(["C", "D", "A", "B"], holes, board,
                                                         burns))


# --- the four worked examples ---

def test_example_1_flush_beats_kings_with_burns():
    h = article_hand(SIXTEEN, {"C": "As Qs", "D": "Kh Kd"}, burns="4c 5d 6c")
    assert (h.small_blind, h.big_blind, h.to_act) == ("C", "D", "A")
    h.fold("A"); h.fold("B"); h.all_in("C"); h.all_in("D")
    assert h.burns == parse_cards("4c 5d 6c") and h.board == parse_cards(BOARD)
    assert h.bets == {"A": 0, "B": 0, "C": 16, "D": 16} and h.pot == 32
    assert h.values["C"].describe() == "Flush, ace high"
    assert h.values["D"].describe() == "One pair, kings"
    assert h.stacks == {"A": 16, "B": 16, "C": 32, "D": 0}
    assert sum(h.stacks.values()) == 64


def test_example_2_board_royal_splits():
    h = article_hand(SIXTEEN, {"C": "2h 3h", "D": "4d 5d"}, board="As Ks Qs Js Ts")
    h.fold(); h.fold(); h.all_in(); h.all_in()
    assert h.values["C"] == h.values["D"] and h.values["C"].is_royal
    assert h.stacks == {"A": 16, "B": 16, "C": 16, "D": 16}
    assert dict(h.settlement.results[0].shares) == {"C": 16, "D": 16}
    assert h.jackpot() == {}  # the board plays: not the jackpot condition


def test_example_3_side_pot():
    h = article_hand({"A": 8, "B": 16, "C": 16, "D": 16},
                     {"A": "As Qs", "B": "Kh Kd", "C": "Jh Jd"})
    h.all_in("A"); h.all_in("B"); h.all_in("C"); h.fold("D")
    pots = h.settlement.pots
    assert [(p.amount, set(p.eligible)) for p in pots] == [(26, {"A", "B", "C"}),
                                                          (16, {"B", "C"})]
    assert h.stacks == {"A": 26, "B": 16, "C": 0, "D": 14}
    assert sum(h.stacks.values()) == 56


def test_example_4_last_one_standing():
    h = AofHand(SIXTEEN, button="B", deck=Deck(seed=4))
    h.all_in("A"); h.fold("B"); h.fold("C"); h.fold("D")
    assert h.board == () and h.burns == ()
    assert h.settlement.uncalled == (("A", 14),)
    assert h.settlement.pots[0].amount == 5
    assert h.stacks == {"A": 19, "B": 16, "C": 15, "D": 14} and h.net["A"] == 3


# --- order, errors ---

def test_heads_up_button_is_small_blind_and_acts_first():
    h = AofHand({"X": 20, "Y": 20}, button="Y", seed=1)
    assert h.small_blind == "Y" and h.big_blind == "X" and h.to_act == "Y"
    assert h.position("Y") == "SB" and h.position("X") == "BB"
    h.all_in()
    assert h.to_act == "X"


def test_three_handed_button_first_and_folds_to_big_blind():
    h = AofHand({"A": 10, "B": 10, "C": 10}, button="A", seed=2)
    assert h.acting_order == ("A", "B", "C") and h.to_act == "A"
    h.fold(); h.fold()
    assert h.is_over and h.to_act is None and h.legal_actions().names == ()
    assert h.stacks == {"A": 10, "B": 9, "C": 11}


@pytest.mark.parametrize("do, error, words", [
    (lambda h: h.fold("B"), OutOfTurnError, "it is A's turn"),
    (lambda h: h.all_in("D"), OutOfTurnError, "it is A's turn"),
    (lambda h: h.call(), IllegalActionError, "allowed are fold and all-in"),
    (lambda h: h.check(), IllegalActionError, "allowed are fold and all-in"),
    (lambda h: h.raise_to(6), IllegalActionError, "allowed are fold and all-in"),
    (lambda h: h.act("call"), IllegalActionError, "the choices are fold, all-in"),
    (lambda h: h.fold("Z"), OutOfTurnError, "not at this table"),
])
def test_illegal_actions_raise_and_change_nothing(do, error, words):
    h = AofHand(SIXTEEN, button="B", seed=9)
    before = h.snapshot()
    with pytest.raises(error, match=words) as info:
        do(h)
    assert isinstance(info.value, ActionError) and isinstance(info.value, PokerError)
    assert h.snapshot() == before
    assert h.legal_actions().names == (Action.FOLD, Action.ALL_IN)


def test_acting_after_the_hand_is_over_changes_nothing():
    h = AofHand(SIXTEEN, button="B", seed=9)
    h.fold(); h.fold(); h.fold()
    before = h.snapshot()
    for do in (h.fold, h.all_in, h.call):
        with pytest.raises(IllegalActionError, match="the hand is over"):
            do()
    with pytest.raises(IllegalActionError):
        h.fold("A")
    assert h.snapshot() == before


def test_out_of_turn_after_acting():
    h = AofHand(SIXTEEN, button="B", seed=9)
    h.fold("A")
    with pytest.raises(OutOfTurnError, match="A has folded"):
        h.all_in("A")


@pytest.mark.parametrize("stacks, button", [
    ({"A": 16}, "A"), ({"A": 16, "B": 0}, "A"), ({"A": 16, "B": 16}, "Z"),
    ({p: 5 for p in "ABCDEFGHIJ"}, "A"),
])
def test_bad_tables(stacks, button):
    with pytest.raises(TableError):
        AofHand(stacks, button=button)


def test_short_blinds_post_what_they_have():
    h = AofHand({"A": 16, "B": 16, "C": 1, "D": 1}, button="B", seed=3)
    assert h.bets == {"A": 0, "B": 0, "C": 1, "D": 1}
    assert h.acting_order == ("A", "B", "C", "D") and h.to_act == "A"
    h.all_in(); h.fold()
    # C and D are all-in from their blinds: nobody is left to act, the board is dealt
    assert h.is_over and len(h.board) == 5
    assert sum(h.stacks.values()) == 34


def test_big_blind_covering_a_short_all_in_is_not_asked():
    h = AofHand({"X": 1, "Y": 20}, button="X", seed=5)  # X posts its only chip as small blind
    assert h.is_over and h.actions == [] and len(h.board) == 5
    assert h.settlement.uncalled == (("Y", 1),) and h.settlement.pots[0].amount == 2
    assert sum(h.stacks.values()) == 21
    h = AofHand({"A": 16, "B": 1, "C": 16}, button="A", seed=5)  # B: small blind, all-in
    # A still has chips behind: C (big blind) might have to call A, and A must decide
    assert not h.has_nothing_to_call("C") and not h.has_nothing_to_call("A")
    h.fold("A")
    assert h.has_nothing_to_call("C")  # only B is left, all-in for less than C's blind
    assert h.is_over and "C has nothing to call" in h.summary()


def test_antes_each_and_big_blind_ante_options():
    each = AofRules(stack=20, ante=1, ante_kind="each")
    h = AofHand({p: 20 for p in SEATS}, button="B", rules=each, seed=1)
    assert h.antes == {p: 1 for p in SEATS} and h.pot == 4 + 3
    h.fold(); h.fold(); h.fold()
    assert h.stacks["D"] == 20 - 1 - 2 + 7

    bba = AofRules(stack=20, ante=2, ante_kind="big-blind")
    h = AofHand({"A": 20, "B": 20, "C": 20, "D": 3}, button="B", rules=bba, seed=1)
    assert (h.antes["D"], h.bets["D"]) == (2, 1)  # the ante is taken first
    h2 = AofHand({"A": 20, "B": 20, "C": 20, "D": 3}, button="B",
                 rules=AofRules(stack=20, ante=2, ante_kind="big-blind", blind_first=True),
                 seed=1)
    assert (h2.antes["D"], h2.bets["D"]) == (1, 2)
    with pytest.raises(RulesError):
        AofRules(ante_kind="sometimes")


def test_stacked_deck_deals_holes_then_burns():
    h = article_hand(SIXTEEN, {"A": "2h 2d", "B": "8h 8d", "C": "As Qs", "D": "Kh Kd"},
                     burns="4c 5d 6c")
    assert h.holes == {"A": parse_cards("2h 2d"), "B": parse_cards("8h 8d"),
                       "C": parse_cards("As Qs"), "D": parse_cards("Kh Kd")}


# --- property tests on random tables and actions ---

@st.composite
def tables(draw):
    n = draw(st.integers(2, 9))
    players = [f"P{i}" for i in range(n)]
    sb = draw(st.integers(0, 3))
    bb = draw(st.integers(max(1, sb), 6))
    kind = draw(st.sampled_from(["none", "each", "big-blind"]))
    ante = 0 if kind == "none" else draw(st.integers(1, 3))  # an ante needs a kind, and back
    rules = AofRules(stack=20, small_blind=sb, big_blind=bb, ante=ante,
                     ante_kind=kind, blind_first=draw(st.booleans()))
    stacks = {p: draw(st.integers(1, 40)) for p in players}
    button = draw(st.sampled_from(players))
    actions = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    seed = draw(st.integers(0, 10_000))
    return rules, stacks, button, actions, seed


@settings(max_examples=150, deadline=None)
@given(tables())
def test_random_hands_conserve_chips_and_match_reference(t):
    rules, stacks, button, actions, seed = t
    h = AofHand(stacks, button=button, rules=rules, seed=seed)
    acted = 0
    while h.to_act is not None:
        assert h.legal_actions().names == (Action.FOLD, Action.ALL_IN)
        (h.all_in if actions[acted] else h.fold)()
        acted += 1
    assert acted <= len(stacks)
    assert sum(h.stacks.values()) == sum(stacks.values())
    assert all(c >= 0 for c in h.stacks.values())
    # every card distinct; a board exactly when two or more are left
    cards = [c for hole in h.holes.values() for c in hole] + list(h.burns) + list(h.board)
    assert len(set(cards)) == len(cards)
    assert (len(h.board), len(h.burns)) == ((5, 3) if len(h.live) >= 2 else (0, 0))
    # the pots against the independent chip-by-chip reference
    high = {p: (h.values[p].score if p in h.values else 0) for p in h.players}
    ref = reference(h.bets, set(h.folded), list(h.order), high, None, sum(h.antes.values()))
    assert h.settlement.payouts == ref
    # nobody wins more from an opponent than they matched
    back = dict(h.settlement.uncalled)
    called = {p: h.bets[p] - back.get(p, 0) for p in h.players}
    for p in h.players:
        from_pots = h.stacks[p] - h.behind[p] - back.get(p, 0)
        # live opponents pay at most what p matched; chips of players who folded are forfeit
        cap = sum(min(called[q], called[p]) for q in h.live) \
            + sum(called[q] for q in h.folded) + sum(h.antes.values())
        assert from_pots <= cap
    # the winners of the main pot hold the best hand among its players
    if h.values:
        main = h.settlement.results[0]
        best = max(h.values[p] for p in main.pot.eligible)
        assert all(h.values[p] == best for p in main.high_winners)


# --- jackpot condition ---

def test_jackpot_condition_needs_both_hole_cards():
    assert meets_jackpot_condition("Ks Qs", "As Js Ts 2d 3c")
    assert jackpot_hand("9h 8h", "7h 6h 5h Kc Kd").describe() == "Straight flush, nine high"
    assert not meets_jackpot_condition("2h 3h", "As Ks Qs Js Ts")    # board royal
    assert not meets_jackpot_condition("9h 2c", "8h 7h 6h 5h Kd")    # one hole card only
    assert meets_jackpot_condition("Ah Kh", "Qh Jh Th")               # the flop is enough
    assert meets_jackpot_condition("Ah Kh", "Qh Jh Th 9h 8h")
    assert not meets_jackpot_condition("Ah Ad", "Ac As Kd 2c 3h")     # quads aren't enough


# --- sessions and strategies ---

def test_session_button_moves_busted_leave_history():
    s = AofSession(SEATS, seed=11, button="B",
                   strategies={p: TopPercent(35, seed=i) for i, p in enumerate(SEATS)})
    buttons = []
    while not s.is_over and s.hands_played < 400:
        buttons.append(s.button)
        s.play(1)
    assert s.is_over and sum(s.stacks.values()) == 64
    assert len(s.history) == s.hands_played + 1
    assert all(sum(row.values()) == 64 for row in s.history)
    assert buttons[0] == "B"
    for before, after, row in zip(buttons, buttons[1:], s.history[1:]):
        seats = SEATS[SEATS.index(before) + 1:] + SEATS[:SEATS.index(before) + 1]
        assert after == next(p for p in seats if row[p] > 0)  # next seat still holding chips
    for row, hand in zip(s.history, s.hands):  # busted players are not dealt in
        assert set(hand.players) == {p for p, c in row.items() if c > 0}
    with pytest.raises(IllegalActionError, match="session is over"):
        s.new_hand()


def test_session_is_reproducible_and_top_up():
    def run(seed):
        s = AofSession(SEATS, AofRules(top_up=True), seed=seed, button="B",
                       strategies={p: TopPercent(40, seed=i) for i, p in enumerate(SEATS)})
        s.play(15)
        return s
    a, b = run(3), run(3)
    assert a.history == b.history
    assert all(min(row.values()) >= 0 for row in a.history)
    # with top-ups every hand starts at 16 or more for everybody still seated
    for hand in a.hands:
        assert min(hand.start.values()) >= 16
    assert sum(a.stacks.values()) == 64 + sum(a.added.values())


def test_human_seat_waits_and_errors_change_nothing():
    s = AofSession(SEATS, seed=2, button="B",
                   strategies={p: TopPercent(0) for p in "BCD"})  # they always fold
    h = s.new_hand()
    assert h.to_act == "A"
    with pytest.raises(OutOfTurnError):
        s.fold("B")
    with pytest.raises(IllegalActionError):
        s.new_hand()
    s.all_in("A")
    assert h.is_over and s.hands_played == 1 and s.button == "C"
    assert s.history[-1] == {"A": 19, "B": 16, "C": 15, "D": 14}


def test_strategies():
    h = AofHand({"A": 16, "B": 16}, button="A",
                deck=stacked_deck(["B", "A"], {"A": "7c 2d", "B": "Ah Ad"}))
    assert AlwaysAllIn().decide(h, "A") is Action.ALL_IN
    assert TopPercent(20).decide(h, "A") is Action.FOLD
    assert TopPercent(100).decide(h, "A") is Action.ALL_IN
    assert RangeChart({"72o": 1}).decide(h, "A") is Action.ALL_IN
    mixed = RangeChart({"72o": 0.5}, seed=4)
    picks = {mixed.decide(h, "A") for _ in range(50)}
    assert picks == {Action.FOLD, Action.ALL_IN}
    eq = EquilibriumStrategy()
    assert eq.decide(h, "A") is Action.FOLD  # 8 BB heads-up: the SB folds 72o
    h.all_in()
    assert eq.decide(h, "B") is Action.ALL_IN  # and AA calls
    assert hand_class(h.holes["B"]) == "AA"
    h2 = AofHand({"A": 16, "B": 16}, button="A",
                 deck=stacked_deck(["B", "A"], {"A": "Kc 2d", "B": "7h 2c"}))
    assert eq.decide(h2, "A") is Action.ALL_IN  # but shoves K2o
    h2.all_in()
    assert eq.decide(h2, "B") is Action.FOLD  # which 72o does not call


def test_equilibrium_strategy_on_four_and_six_seats():
    for n in (4, 6):
        players = [f"S{i}" for i in range(n)]
        s = AofSession(players, seed=1, strategies={p: EquilibriumStrategy(seed=i)
                                                    for i, p in enumerate(players)})
        s.play(12)
        assert sum(s.stacks.values()) == 16 * n


def test_positions():
    assert positions(3) == ("BTN", "SB", "BB")
    assert len(positions(9)) == 9 and positions(9)[-3:] == ("BTN", "SB", "BB")
    with pytest.raises(TableError):
        positions(10)


def test_rules_presets_and_validation():
    assert ARTICLE_RULES.stack_bb == 8
    with pytest.raises(RulesError):
        AofRules(big_blind=0)
    with pytest.raises(RulesError):
        AofRules(stack=-1)


def test_play_hands_starts_every_hand_from_equal_stacks_and_moves_the_button():
    from pokerlib.aof import play_hands

    strategies = {p: TopPercent(35, seed=i) for i, p in enumerate("ABC")}
    nets = play_hands(strategies, 30, seed=4, button="B")
    assert len(nets) == 30 and all(sum(n.values()) == 0 for n in nets)
    # nobody can lose more than the 16 chips every hand starts with, or win more than 32
    assert all(-16 <= c <= 32 for n in nets for c in n.values())
    again = play_hands({p: TopPercent(35, seed=i) for i, p in enumerate("ABC")}, 30, seed=4,
                       button="B")
    assert again == nets
    # played again by hand: the k-th hand is dealt from Deck(seed=4 * 1_000_003 + k) with
    # the button on B, C, A, B, ... (TopPercent never mixes, so its choices repeat)
    for k, net in enumerate(nets):
        h = AofHand({p: 16 for p in "ABC"}, "BCA"[k % 3], deck=Deck(seed=4 * 1_000_003 + k))
        while not h.is_over:
            h.act(strategies[h.to_act].decide(h, h.to_act))
        assert h.net == net
    with pytest.raises(PokerError):
        play_hands({"A": TopPercent(10)}, 5)
    with pytest.raises(PokerError):
        play_hands(strategies, 5, button="Z")
    with pytest.raises(PokerError):
        play_hands({"A": TopPercent(10), "B": "tight"}, 5)


def test_refused_actions_carry_a_key_and_fields_for_a_localized_sentence():
    h = AofHand({p: 16 for p in "ABCD"}, "B", deck=Deck(seed=1))
    with pytest.raises(OutOfTurnError) as err:
        h.fold("C")
    assert err.value.key == "aof_out_of_turn"
    assert err.value.fields == {"player": "C", "action": "fold", "actor": "A",
                                "reason": "waits"}
    with pytest.raises(IllegalActionError) as err:
        h.call()
    assert err.value.key == "aof_only" and err.value.fields == {"player": "A",
                                                                "action": "call"}
    with pytest.raises(IllegalActionError) as err:
        h.act("limp")
    assert err.value.key == "hand_api_no_such_choice"
    assert err.value.message("ja") == \
        "AoFには 'limp' という選択はありません。選べるのはフォールド、オールインです"
    h.all_in(), h.fold(), h.fold(), h.fold()
    with pytest.raises(IllegalActionError) as err:
        h.fold()
    assert err.value.key == "aof_hand_over" and err.value.fields == {"winners": "A"}
