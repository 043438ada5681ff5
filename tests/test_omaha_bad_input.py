"""Bad input to pokerlib.omaha: every refusal is a PokerError kind that says what is allowed,
a refused call leaves the table exactly as it was (its full snapshot), and chips are conserved."""

from __future__ import annotations

import pytest
from bad_values import BAD, FAST, JUNK, NOT_BOOL, NOT_SEED, NOT_WHOLE  # tests/bad_values.py
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.betting import LIMIT_2_4, ActionError
from pokerlib.cards import Deck
from pokerlib.errors import DeckError, HandStateError, PokerError, RulesError, TableError
from pokerlib.omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaRules,
    OmahaTable,
    SimpleBot,
    read_hand,
    stacked_deck,
)


def table(n: int = 3, rules: OmahaRules = OMAHA_HILO_LIMIT_2_4, seats: int = 6) -> OmahaTable:
    t = OmahaTable(rules, seats=seats)
    for s in range(n):
        t.sit(s, f"P{s}", 100)
    return t


def refused(t: OmahaTable, error: type[Exception], call, *args, **kwargs) -> None:
    """``call`` raises ``error`` and the table is exactly as before."""
    before = t.snapshot()
    with pytest.raises(error):
        call(*args, **kwargs)
    assert t.snapshot() == before


def still_usable(t: OmahaTable) -> None:
    """The table plays a hand to the end afterwards, without losing a chip."""
    chips = t.total_chips()
    t.start_hand()
    while t.to_act is not None:
        t.fold()
    assert t.total_chips() == chips


# --- damage on refusal ----------------------------------------------------------------------

def test_short_deck_is_refused_before_the_blinds_are_posted():
    t = table()
    refused(t, DeckError, t.start_hand, deck=Deck(cards=range(10)))
    assert t.total_chips() == 300 and t.hands_played == 0 and t.to_act is None
    still_usable(t)


def test_text_deck_is_refused_before_anything_moves():
    t = table()
    refused(t, TableError, t.start_hand, deck="As Ks")
    still_usable(t)


def test_deck_just_long_enough_is_accepted():
    t = table(2)
    t.start_hand(deck=Deck(cards=range(16)))    # 4 + 4 hole cards, 3 burns, 5 board cards
    while t.to_act is not None:
        t.check() if t.legal_actions().check else t.call()
    assert t.total_chips() == 200
    refused(t, DeckError, t.start_hand, deck=Deck(cards=range(15)))


def test_start_hand_refusals_change_nothing_after_hands_too():
    t = table(4)
    still_usable(t)
    t.sit_out(3)
    still_usable(t)
    for kwargs in (dict(deck=Deck(cards=range(12))), dict(deck=[1, 2]), dict(button=True),
                   dict(button=3), dict(button="0"), dict(button=99)):
        error = DeckError if "deck" in kwargs and isinstance(kwargs["deck"], Deck) else TableError
        refused(t, error, t.start_hand, **kwargs)
    still_usable(t)


def test_start_hand_at_refusals_change_nothing():
    t = table(4)
    still_usable(t)
    for deck in (Deck(cards=range(20)), "As Ks"):
        refused(t, PokerError, t.start_hand_at, 0, small_blind=1, big_blind=2, deck=deck)
    for kwargs in (dict(posts=[3]), dict(posts={3: 5}), dict(posts={True: "post"}),
                   dict(posts={3: None}), dict(posts={3: ("post", "post")}),
                   dict(small_blind=True), dict(big_blind=2.0)):
        args = dict(small_blind=1, big_blind=2)
        args.update(kwargs)
        refused(t, TableError, t.start_hand_at, 0, **args)
    still_usable(t)
    t.start_hand()
    refused(t, HandStateError, t.start_hand_at, 0, small_blind=1, big_blind=2)
    refused(t, HandStateError, t.start_hand)


# --- rules and table set-up -----------------------------------------------------------------

@pytest.mark.parametrize("kwargs", [
    dict(betting="NL"), dict(betting=None), dict(history_size=-1), dict(history_size=0),
    dict(history_size=True), dict(max_seats=1), dict(max_seats=12), dict(max_seats=2.5),
    dict(max_seats=True),
])
def test_omaha_rules_check_every_field(kwargs):
    with pytest.raises(RulesError):
        OmahaRules(**kwargs)


@pytest.mark.parametrize("kwargs", [
    dict(seats="3"), dict(seats=2.5), dict(seats=True), dict(seats=11), dict(seats=1),
    dict(rules=LIMIT_2_4), dict(rules=None), dict(seed="x"), dict(seed=True), dict(seed=1.5),
])
def test_table_set_up_is_checked(kwargs):
    with pytest.raises(TableError):
        OmahaTable(**kwargs)


def test_seat_methods_refuse_bad_arguments_and_change_nothing():
    t = table(2)
    bad_calls = [
        (t.sit, (True, "X", 100), {}), (t.sit, (3, "X", True), {}), (t.sit, (3, None, 100), {}),
        (t.sit, (3, "", 100), {}), (t.sit, (3, "X", 100.0), {}), (t.sit, (3, "X", 100),
                                                                   dict(post="yes")),
        (t.sit, (0, "X", 100), {}), (t.leave, (True,), {}), (t.leave, (4,), {}),
        (t.leave, ("0",), {}), (t.sit_out, (None,), {}), (t.sit_in, (0,), dict(post=1)),
        (t.show_beaten_hands, (0, "yes"), {}), (t.show_beaten_hands, (1.0, True), {}),
        (t.rebuy, (0, True), {}), (t.rebuy, (0, 0), {}), (t.rebuy, (0, -5), {}),
        (t.rebuy, (0, 2.5), {}), (t.rebuy, (5, 10), {}), (t.status, (True,), {}),
    ]
    for call, args, kwargs in bad_calls:
        refused(t, TableError, call, *args, **kwargs)
    still_usable(t)
    for page in (True, -1, 5, "0", None):
        refused(t, HandStateError, t.history_page, page)


def test_actions_refuse_bad_amounts_and_seats():
    t = table(3, OMAHA_HILO_NO_LIMIT_1_2)
    t.start_hand()
    for amount in (True, None, 2.5, "6", -4, 10**30, [6]):
        refused(t, ActionError, t.raise_to, amount)
    refused(t, ActionError, t.bet, 6)
    for seat in (True, 7, "0", [0]):
        refused(t, ActionError, t.fold, seat)
    t.raise_to(6)
    while t.to_act is not None:
        t.fold()
    for call in (t.fold, t.check, t.call, t.all_in, t.legal_actions):
        refused(t, HandStateError, call)
    assert t.total_chips() == 300


def test_reading_and_stacked_decks_refuse_bad_input():
    for hole, board in (("As Ks", "2c 3c 4c"), ("As Ks Qs Js", "2c"), (None, "2c 3c 4c"),
                        ("As Ks Qs Js", "As 3c 4c")):
        with pytest.raises(PokerError):
            read_hand(hole, board)
    good = dict(hole={0: "Ad Kd 3s 2s"}, board="Jd 4d 3c", button=0, seats=[0, 1])
    for change in (dict(button=5), dict(button=True), dict(seats=[0]), dict(seats="01"),
                   dict(seats=[0, 0]), dict(hole={2: "Ad Kd 3s 2s"}), dict(hole="Ad"),
                   dict(board="Jd 4d 3c Qd 5h 6h"), dict(burns="2h 3h 4h 5h"), dict(seed="x"),
                   dict(hole={0: "Ad Kd 3s"}), dict(board="Ad 2c 3c")):
        args = dict(good)
        args.update(change)
        with pytest.raises(PokerError):
            stacked_deck(**args)


def test_simple_bot_refuses_bad_input():
    for kwargs in (dict(seed="x"), dict(aggression=2), dict(aggression=None),
                   dict(aggression=True)):
        with pytest.raises(TableError):
            SimpleBot(**kwargs)
    bot = SimpleBot()
    with pytest.raises(TableError):
        bot.choose("table")  # type: ignore[arg-type]
    t = table(2)
    refused(t, HandStateError, bot.act, t)
    with pytest.raises(PokerError):
        bot.strength("As Ks", "")
    assert 0 <= bot.strength("As 2s 3d Kd", "4c 5c 9h") <= 1


# --- property tests -------------------------------------------------------------------------

@FAST
@given(field=st.sampled_from(["betting", "max_seats", "history_size"]), bad=BAD)
def test_omaha_rules_refuse_random_bad_fields(field, bad):
    with pytest.raises(RulesError):
        OmahaRules(**{field: bad})


@FAST
@given(field=st.sampled_from(["seats", "seed"]), data=st.data())
def test_table_constructor_refuses_random_bad_arguments(field, data):
    value = data.draw({"seats": st.one_of(NOT_WHOLE, st.integers(11, 10**30), st.just(0),
                                          st.just(1)),
                       "seed": NOT_SEED}[field])
    with pytest.raises(TableError):
        OmahaTable(**{field: value})


#: never a seat of a 6-seat table (None is "the player to act" where an action takes a seat)
NOT_SEAT = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=3),
                     st.integers(max_value=-1), st.integers(min_value=6), JUNK)
SOME = st.one_of(NOT_WHOLE.filter(lambda v: v is not None), st.just(0))  # no chips to add
NOT_DECK = st.one_of(st.booleans(), st.integers(), st.text(max_size=4), JUNK)
NOT_POSTS = st.one_of(st.booleans(), st.integers(), st.text(min_size=1, max_size=3),
                      st.lists(st.integers(0, 5), min_size=1, max_size=2),
                      st.fixed_dictionaries({3: st.one_of(st.none(), st.integers(),
                                                          st.text(max_size=2))}))
#: each public method with the nonsense it must refuse, whether or not a hand is running
METHODS = {
    "sit": (lambda t, v: t.sit(v, "N", 100), NOT_SEAT),
    "sit_chips": (lambda t, v: t.sit(4, "N", v), SOME),
    "sit_name": (lambda t, v: t.sit(4, v, 100),
                 st.one_of(st.none(), st.booleans(), st.integers(), st.just(""), JUNK)),
    "leave": (lambda t, v: t.leave(v), NOT_SEAT),
    "sit_out": (lambda t, v: t.sit_out(v), NOT_SEAT),
    "sit_in": (lambda t, v: t.sit_in(0, post=v), NOT_BOOL),
    "show_beaten": (lambda t, v: t.show_beaten_hands(0, v), NOT_BOOL),
    "rebuy_seat": (lambda t, v: t.rebuy(v, 10), NOT_SEAT),
    "rebuy": (lambda t, v: t.rebuy(0, v), SOME),
    "status": (lambda t, v: t.status(v), NOT_SEAT),
    "history_page": (lambda t, v: t.history_page(v), NOT_WHOLE.filter(lambda v: v is not None)),
    "start_hand_deck": (lambda t, v: t.start_hand(deck=v), NOT_DECK),
    "start_hand_button": (lambda t, v: t.start_hand(button=v), NOT_SEAT),
    "start_hand_at": (lambda t, v: t.start_hand_at(v, small_blind=1, big_blind=2), NOT_SEAT),
    "start_hand_at_blind": (lambda t, v: t.start_hand_at(0, small_blind=1, big_blind=v),
                            NOT_WHOLE),
    "start_hand_at_posts": (lambda t, v: t.start_hand_at(0, small_blind=1, big_blind=2,
                                                         posts=v), NOT_POSTS),
    "bet": (lambda t, v: t.bet(v), NOT_WHOLE.filter(lambda v: v is not None)),
    "raise_to": (lambda t, v: t.raise_to(v), NOT_WHOLE.filter(lambda v: v is not None)),
    "fold": (lambda t, v: t.fold(v), NOT_SEAT),
    "call": (lambda t, v: t.call(v), NOT_SEAT),
}


@FAST
@given(method=st.sampled_from(sorted(METHODS)), data=st.data(), running=st.booleans())
def test_public_methods_refuse_random_bad_arguments_and_change_nothing(method, data, running):
    t = table(3, OMAHA_HILO_POT_LIMIT_1_2)
    still_usable(t)
    if running:
        t.start_hand()
    call, nonsense = METHODS[method]
    value = data.draw(nonsense)
    before = t.snapshot()
    with pytest.raises(PokerError):
        call(t, value)
    assert t.snapshot() == before and t.total_chips() == 300


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rules=st.sampled_from([OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2,
                              OMAHA_HILO_NO_LIMIT_1_2]),
       n=st.integers(2, 5), data=st.data())
def test_random_legal_and_illegal_actions_conserve_chips(rules, n, data):
    t = OmahaTable(rules, seats=6, seed=data.draw(st.integers(0, 99)))
    for s in range(n):
        t.sit(s, f"P{s}", data.draw(st.integers(1, 80)))
    chips = t.total_chips()
    for _ in range(80):
        if t.to_act is None:
            if sum(1 for x in t.stacks.values() if x > 0) < 2:
                break
            deck = data.draw(st.one_of(st.none(), st.just(Deck(cards=range(12))), BAD))
            before = t.snapshot()
            try:
                t.start_hand(deck=deck)
            except PokerError:
                assert t.snapshot() == before
                t.start_hand()
            continue
        kind = data.draw(st.sampled_from(["fold", "check", "call", "bet", "raise_to", "all_in"]))
        seat = data.draw(st.one_of(st.none(), st.just(t.to_act), st.integers(-1, 6), BAD))
        amount = data.draw(st.one_of(st.integers(-5, 200), BAD))
        before = t.snapshot()
        try:
            if kind in ("bet", "raise_to"):
                getattr(t, kind)(amount, seat)
            else:
                getattr(t, kind)(seat)
        except PokerError:
            assert t.snapshot() == before
        assert t.total_chips() == chips


@pytest.mark.parametrize("flag", [True, False])
def test_a_flag_is_never_the_seat_to_act(flag):
    # True == 1 and False == 0 in Python: call(True) used to act for seat 1 when seat 1 was to act
    t = table(3)
    t.start_hand()
    while t.to_act != int(flag):
        t.call()
    before = t.snapshot()
    with pytest.raises(PokerError):
        t.call(flag)
    assert t.snapshot() == before
    t.call(int(flag))   # the seat's number is still its turn
