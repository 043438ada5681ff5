"""Oasis Poker refuses bad input with a PokerError that says what is allowed, and a refused
call changes nothing (issue 10): one test per reported item, then property tests that feed
random bad arguments to every public function and constructor of pokerlib.oasis."""

from __future__ import annotations

import pickle

import pytest
from bad_values import JUNK, NOT_BOOL, NOT_CARDS, NOT_SEED, NOT_WHOLE
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.builders.oasis_house_edge import regenerate_data
from pokerlib.cards import Deck
from pokerlib.errors import (
    DataError,
    DeckError,
    IllegalActionError,
    PokerError,
    RulesError,
    TableError,
)
from pokerlib.oasis import (
    OasisGame,
    OasisRules,
    OasisSession,
    advise,
    article_comparison,
    article_game,
    house_edge,
    raise_ev_exact,
    simulate,
    strategy_ev,
)
from pokerlib.oasis.advisor import one_card_evs

FAST = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])

#: values that are not what any argument wants (bools are not numbers)
NONSENSE = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=6),
    st.integers(min_value=-10**20, max_value=10**20), st.lists(st.integers(-3, 60), max_size=7),
    st.tuples(st.integers(-3, 60)), st.just(object()), st.just(b"As"), st.just({"a": 1}),
)


def snapshot(obj: object) -> bytes:
    return pickle.dumps(obj)


# --- the reported items -------------------------------------------------------------------------

def test_paytable_of_nine_is_a_rules_error():
    with pytest.raises(RulesError, match="10 whole multiples"):
        OasisRules(paytable=(1,) * 9)


def test_qualifier_none_is_a_rules_error():
    with pytest.raises(RulesError, match="qualifier"):
        OasisRules(qualifier=None)


def test_fees_none_is_a_rules_error():
    with pytest.raises(RulesError, match="fees"):
        OasisRules(fees=None)


@pytest.mark.parametrize("field", ["max_exchanges", "raise_antes"])
def test_bools_are_not_numbers_in_rules(field):
    with pytest.raises(RulesError, match=field):
        OasisRules(**{field: True})


def test_rules_given_as_a_name_are_refused_with_the_presets():
    for make in (lambda: OasisGame(rules="BGaming", seed=1),
                 lambda: OasisSession(rules="BGaming"),
                 lambda: advise("As Ks Qs Js 2d", "Qd", "BGaming")):
        with pytest.raises(RulesError, match="OasisRules.presets"):
            make()


def test_a_list_paytable_is_stored_as_a_tuple_and_advise_works():
    listed = OasisRules(paytable=[1, 1, 2, 3, 4, 5, 7, 20, 50, 100], fees=[1, 2, 3, 4, 5])
    assert listed == OasisRules() and hash(listed) == hash(OasisRules())
    assert isinstance(listed.paytable, tuple) and isinstance(listed.fees, tuple)
    a = advise("As Ks Qs Js 2d", "Qd", listed, exact_up_to=1, samples=10)
    assert a.best.ev == advise("As Ks Qs Js 2d", "Qd", exact_up_to=1, samples=10).best.ev


def test_advise_exchanges_left_must_be_a_whole_number_within_the_rules():
    for bad in ("x", True, -1, 2, 1.0, None.__class__):
        with pytest.raises(TableError, match="exchanges_left"):
            advise("As Ks Qs Js 2d", "Qd", exchanges_left=bad)


def test_advise_checks_every_argument():
    h, u = "As Ks Qs Js 2d", "Qd"
    for kwargs, word in [({"exact_up_to": 6}, "exact_up_to"), ({"samples": 1}, "samples"),
                         ({"samples": 10**9}, "samples"), ({"seed": -1}, "seed"),
                         ({"seed": 1.5}, "seed"), ({"exact_up_to": True}, "exact_up_to")]:
        with pytest.raises(TableError, match=word):
            advise(h, u, **kwargs)
    with pytest.raises(PokerError):
        advise(h, "As")                       # a card in two places
    with pytest.raises(PokerError):
        advise(h, u, dead=[c for c in range(52) if c not in (0, 1)])   # too many dead cards


def test_simulate_house_edge_strategy_ev_check_their_arguments():
    for kwargs in ({"hands": 0}, {"hands": True}, {"hands": "10"}, {"seed": 1.5},
                   {"strategy": "bogus"}, {"strategy": 3}, {"progress": "yes"},
                   {"rules": "BGaming"}):
        with pytest.raises(PokerError):
            simulate(**{"hands": 3, **kwargs})
    for kwargs in ({"exchanges": 2}, {"exchanges": True}, {"exchanges": "1"},
                   {"exchanges": 0.0}, {"exchanges": 1.0},   # once accepted as 0 and 1
                   {"exact": "yes"}, {"rules": "Galewind"}):
        with pytest.raises(PokerError):
            house_edge(**kwargs)
    for args in (("always fold",), (None,)):
        with pytest.raises(DataError):
            strategy_ev(*args)
    with pytest.raises(TableError):
        strategy_ev("optimal", "yes")
    with pytest.raises(DataError):
        regenerate_data("something-else")


def test_game_and_session_set_up_is_checked():
    for kwargs in ({"ante": True}, {"ante": 0}, {"ante": 2.5}, {"balance": "100"},
                   {"deck": "As Ks"}, {"seed": "x"}, {"seed": 1.5}):
        with pytest.raises(TableError):
            OasisGame(**kwargs)
    for kwargs in ({"balance": -1}, {"balance": True}, {"ante": 0}, {"ante": None},
                   {"seed": 2.0}):
        with pytest.raises(TableError):
            OasisSession(**kwargs)


def test_refused_session_deal_changes_nothing():
    s = OasisSession(balance=100, ante=10, seed=3)
    before = snapshot(s)
    for kwargs in ({"ante": True}, {"ante": 200}, {"rules": "BGaming"}, {"deck": [1, 2]}):
        with pytest.raises(PokerError):
            s.deal(**kwargs)
        assert snapshot(s) == before
    g = s.deal()
    before = snapshot(s)
    with pytest.raises(IllegalActionError):
        s.deal()
    assert snapshot(s) == before and s.current is g


# --- property tests ------------------------------------------------------------------------------

# Each field with the values it must refuse: the test asserts the refusal, so junk that is
# silently accepted fails it.
NOT_RULES = st.one_of(st.booleans(), st.integers(), st.floats(allow_nan=True),
                      st.text(max_size=8), JUNK)
RULES_FIELDS = {"max_exchanges": NOT_WHOLE, "raise_antes": NOT_WHOLE,
                "five_forces_raise": NOT_BOOL,
                "paytable": st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4),
                                      st.lists(st.integers(0, 5), max_size=9), st.just(object())),
                "fees": st.one_of(st.none(), st.booleans(), st.text(max_size=4),
                                  st.floats(allow_nan=True), st.just(object()))}


@FAST
@given(data=st.data(), field=st.sampled_from(sorted(RULES_FIELDS)))
def test_rules_fields_refuse_nonsense(data, field):
    value = data.draw(RULES_FIELDS[field])
    with pytest.raises(PokerError):
        OasisRules(**{field: value})


#: never text: refused by every text field
NOT_TEXT = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), JUNK)


@FAST
@given(field=st.sampled_from(["name", "qualifier", "note"]), value=NOT_TEXT,
       text=st.text(max_size=8))
def test_rules_text_fields_refuse_what_is_not_text(field, value, text):
    with pytest.raises(RulesError, match=field):
        OasisRules(**{field: value})
    if field == "note" or (field == "name" and text.strip()):   # kept as given
        assert getattr(OasisRules(**{field: text}), field) == text


@pytest.mark.parametrize("name", ["", " ", "\t\n", "\u3000"])
def test_a_blank_rules_name_is_refused(name):
    """The chooser, the hand histories and the printouts show the rules' name: a blank one
    is refused with a keyed sentence (a note may be empty)."""
    with pytest.raises(RulesError) as exc:
        OasisRules(name=name)
    assert exc.value.key == "oasis_rules_name_blank"
    assert "空" in exc.value.message("ja")
    assert OasisRules(note="").note == ""


GAME_FIELDS = {"ante": NOT_WHOLE, "balance": NOT_WHOLE, "seed": NOT_SEED, "rules": NOT_RULES,
               "deck": st.one_of(st.booleans(), st.integers(), st.floats(allow_nan=True),
                                 st.text(max_size=6), st.just(object()))}


@FAST
@given(data=st.data(), field=st.sampled_from(sorted(GAME_FIELDS)))
def test_game_constructor_refuses_nonsense(data, field):
    value = data.draw(GAME_FIELDS[field])
    with pytest.raises(PokerError):
        OasisGame(**{field: value})


@FAST
@given(data=st.data(), field=st.sampled_from(["ante", "balance", "seed", "rules"]))
def test_session_constructor_refuses_nonsense(data, field):
    value = data.draw(GAME_FIELDS[field])
    with pytest.raises(PokerError):
        OasisSession(**{field: value})


@FAST
@given(value=NOT_CARDS, seed=st.integers(0, 50), balance=st.integers(10, 60))
def test_an_exchange_of_no_cards_is_refused_and_changes_nothing(value, seed, balance):
    g = OasisGame(ante=10, balance=balance, seed=seed)
    before = snapshot(g)
    with pytest.raises(PokerError):
        g.exchange(value)
    assert snapshot(g) == before


@FAST
@given(first=st.sampled_from(["fold", "raise_"]), then=st.sampled_from(["fold", "raise_",
                                                                          "exchange"]),
       seed=st.integers(0, 50))
def test_acting_on_a_finished_hand_is_refused_and_changes_nothing(first, then, seed):
    g = OasisGame(ante=10, balance=100, seed=seed)
    getattr(g, first)()
    before = snapshot(g)
    with pytest.raises(PokerError):
        g.exchange(g.hand[:1]) if then == "exchange" else getattr(g, then)()
    assert snapshot(g) == before


@FAST
@given(balance=st.integers(10, 29), seed=st.integers(0, 50))
def test_a_raise_the_balance_cannot_pay_is_refused_and_changes_nothing(balance, seed):
    g = OasisGame(ante=10, balance=balance, seed=seed)   # the Raise needs 20 more
    before = snapshot(g)
    with pytest.raises(PokerError):
        g.raise_()
    assert snapshot(g) == before


@FAST
@given(action=st.sampled_from(["fold", "raise_"]), value=NONSENSE, seed=st.integers(0, 50),
       balance=st.integers(10, 60))
def test_fold_or_raise_given_a_value_is_refused_and_changes_nothing(action, value, seed, balance):
    """Fold and Raise take no argument (the rules fix the Raise): any value passed is refused
    with a sentence that says so, and the hand is as before."""
    g = OasisGame(ante=10, balance=balance, seed=seed)
    before = snapshot(g)
    with pytest.raises(IllegalActionError, match="takes no argument"):
        getattr(g, action)(value)
    assert snapshot(g) == before
    g.fold()          # the hand itself is still playable
    assert g.is_over


@FAST
@given(field=st.sampled_from(["ante", "deck", "rules"]), data=st.data())
def test_refused_deals_change_nothing(field, data):
    value = data.draw(GAME_FIELDS[field].filter(lambda v: v is not None))  # None: the default
    s = OasisSession(balance=100, ante=10, seed=1)
    before = snapshot(s)
    with pytest.raises(PokerError):
        s.deal(**{field: value})
    assert snapshot(s) == before


#: what each advisor argument must refuse (None is valid where it means "the default")
ADVISE_NONSENSE = {
    "hand": NOT_CARDS, "upcard": NOT_CARDS, "rules": NOT_RULES,
    "dead": NOT_CARDS, "exchanges_left": NOT_WHOLE.filter(lambda v: v is not None),
    "exact_up_to": st.one_of(NOT_WHOLE.filter(lambda v: v is not None), st.integers(6, 100)),
    "samples": st.one_of(NOT_WHOLE.filter(lambda v: v is not None), st.just(0), st.just(1)),
    "seed": NOT_SEED.filter(lambda v: v is not None) | st.integers(max_value=-1),
}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(sorted(ADVISE_NONSENSE)), data=st.data())
def test_advise_refuses_nonsense(field, data):
    value = data.draw(ADVISE_NONSENSE[field])
    kwargs = {"hand": "Qs Qd 8h 8c 2d", "upcard": "Ks", field: value}
    with pytest.raises(PokerError) as exc:
        advise(**kwargs)
    assert exc.value.key is not None, exc.value     # a sentence in both languages
    assert exc.value.message("ja") != exc.value.message("en")


#: five cards, then an up card, that cannot be a deal: too few or too many cards, a card twice,
#: the up card among the player's cards, two up cards
ADVISE_BAD_DEALS = [("Qs Qd 8h 8c", "Ks"), ("Qs Qd 8h 8c 2d 3d", "Ks"), ("Qs Qs 8h 8c 2d", "Ks"),
                    ("Qs Qd 8h 8c 2d", "Qs"), ("Qs Qd 8h 8c 2d", "Ks Kd"), ("Qs Qd 8h 8c 2d", "")]


@pytest.mark.parametrize("hand, upcard", ADVISE_BAD_DEALS)
def test_advise_refuses_a_deal_that_cannot_be(hand, upcard):
    with pytest.raises(PokerError) as exc:
        advise(hand, upcard)
    assert exc.value.key is not None


def test_advise_takes_its_documented_defaults():
    """None means the default for rules, exchanges_left, exact_up_to, samples and seed (the
    sampled settings are accepted and change nothing): none of them is refused."""
    plain = advise("Qs Qd 8h 8c 2d", "Ks")
    same = advise("Qs Qd 8h 8c 2d", "Ks", None, dead=(), exchanges_left=None, exact_up_to=None,
                  samples=None, seed=None)
    assert [(o.label, o.ev) for o in plain] == [(o.label, o.ev) for o in same]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(["hand", "upcard", "rules", "dead"]), data=st.data())
def test_raise_ev_and_one_card_refuse_nonsense(field, data):
    value = data.draw(ADVISE_NONSENSE[field])
    kwargs = {"hand": "Qs Qd 8h 8c 2d", "upcard": "Ks", field: value}
    with pytest.raises(PokerError):
        raise_ev_exact(**kwargs)
    kwargs.pop("dead", None)
    if field != "dead":
        with pytest.raises(PokerError):
            one_card_evs(**kwargs)


STRATEGIES = ("optimal", "never exchange", "raise with a pair or better")
SIMULATE_NONSENSE = {
    "strategy": st.one_of(NOT_TEXT, st.text(max_size=8).filter(lambda t: t not in STRATEGIES)),
    "hands": st.one_of(NOT_WHOLE, st.just(0)), "seed": NOT_SEED, "rules": NOT_RULES,
    # progress is True, False, None or a function
    "progress": st.one_of(st.integers(), st.floats(allow_nan=True), st.text(max_size=4),
                          st.lists(st.integers(), min_size=1, max_size=2),
                          st.binary(min_size=1, max_size=2)),
}


@FAST
@given(field=st.sampled_from(sorted(SIMULATE_NONSENSE)), data=st.data())
def test_simulate_refuses_nonsense(field, data):
    value = data.draw(SIMULATE_NONSENSE[field])
    with pytest.raises(PokerError, match=field if field != "rules" else "rules"):
        simulate(**{"hands": 2, field: value})


@FAST
@given(field=st.sampled_from(["rules", "exchanges", "exact"]), data=st.data())
def test_house_edge_and_strategy_ev_refuse_nonsense(field, data):
    value = data.draw({"rules": NOT_RULES.filter(lambda v: v is not None),
                       "exchanges": st.one_of(NOT_WHOLE.filter(lambda v: v is not None),
                                              st.integers(2, 10**6)),
                       "exact": NOT_BOOL}[field])
    with pytest.raises(PokerError):
        house_edge(**{field: value})
    with pytest.raises(PokerError):
        strategy_ev("optimal", data.draw(NOT_BOOL))
    with pytest.raises(PokerError):
        strategy_ev(data.draw(st.one_of(NOT_TEXT, st.text(max_size=8).filter(
            lambda t: t not in STRATEGIES))))


@FAST
@given(balance=st.one_of(NOT_WHOLE, st.integers(-10**6, 9)), played=st.integers(10, 39),
       play=NOT_BOOL)
def test_article_examples_refuse_nonsense(balance, played, play):
    """The article's hand posts an Ante of 10, and played as the article plays it (exchange fee
    10, Raise 20) needs 40: a balance below is refused by a sentence naming the balance given
    and what is needed, not one about an Ante the learner never chose."""
    for call, value, minimum in ((lambda: article_game(balance), balance, 10),
                                 (lambda: article_game(played, play=True), played, 40),
                                 (lambda: article_comparison(balance), balance, 40),
                                 (lambda: article_comparison(played), played, 40)):
        with pytest.raises(TableError) as exc:
            call()
        assert exc.value.key == "oasis_article_balance"
        assert exc.value.fields["value"] is value and exc.value.fields["minimum"] == minimum
        en, ja = exc.value.message("en"), exc.value.message("ja")
        said = repr(value)[:40]           # a long value is quoted by its first characters
        assert said in en and f"at least {minimum} points" in en
        assert said in ja and f"{minimum}点以上" in ja
    with pytest.raises(PokerError):
        article_game(100, play)
    assert article_game(10).balance == 0 and article_game(40, play=True).balance_after == 180


def test_article_game_minus_five_names_the_balance_given():
    with pytest.raises(TableError, match=r"article_game needs a balance of at least 10 points.*"
                                         r"not -5"):
        article_game(-5)


@FAST
@given(field=st.sampled_from(["name", "progress", "processes", "seed"]), value=NONSENSE)
def test_regenerate_data_arguments_are_checked_before_any_work(field, value):
    kwargs = {"name": "not a data set", field: value}
    with pytest.raises(PokerError):
        regenerate_data(**kwargs)


def test_deck_too_short_is_a_deck_error():
    with pytest.raises(DeckError):
        OasisGame(deck=Deck(cards="As Ks Qs"))
