"""Issue 10 for pokerlib.cards: every bad argument to a card, a deck or a card helper is
refused with a CardError or DeckError that says what is allowed, and a refused deal leaves the
deck as it was."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from bad_values import NOT_BOOL, NOT_CARDS, NOT_SEED, NOT_WHOLE
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import (
    MAX_CARD_ITEMS,
    MAX_CARD_TEXT,
    Card,
    Deck,
    cards_html,
    format_cards,
    parse_cards,
)
from pokerlib.errors import CardError, DeckError, PokerError

# --- the listed items -------------------------------------------------------------------------

def test_stacked_rest_must_be_ordered_or_shuffled():
    with pytest.raises(DeckError, match="rest must be one of 'ordered', 'shuffled', not 'x'"):
        Deck.stacked("As", rest="x")


def test_format_cards_style_must_be_display_or_data():
    with pytest.raises(CardError, match="style must be one of 'display', 'data', not 'x'"):
        format_cards("As", style="x")


def test_suit_char_is_the_suit():
    assert Card.suit_char is Card.suit
    assert [Card(i).suit_char for i in range(4)] == ["s", "h", "d", "c"]


def test_other_bad_arguments():
    for bad in (True, 52, -1, 1.0, None, "Asx", "", [0]):
        with pytest.raises(CardError):
            Card(bad)  # type: ignore[arg-type]
    assert Card(np.int64(51)) == Card("Ac")
    with pytest.raises(CardError, match="count"):
        parse_cards("As", count=True)  # type: ignore[arg-type]
    with pytest.raises(CardError, match="count"):
        parse_cards("As", count=-1)
    with pytest.raises(CardError, match="allow_duplicates"):
        parse_cards("As", allow_duplicates="yes")  # type: ignore[arg-type]
    with pytest.raises(CardError, match="not a card or a collection"):
        parse_cards(None)  # type: ignore[arg-type]
    with pytest.raises(CardError, match="size"):
        cards_html("As", size=3)  # type: ignore[arg-type]
    with pytest.raises(CardError, match="size"):
        cards_html("As", size='1em"><script>')
    for bad in ("x", 1.5, True, [1]):
        with pytest.raises(DeckError, match="seed"):
            Deck(seed=bad)  # type: ignore[arg-type]
        with pytest.raises(DeckError, match="seed"):
            Deck.stacked("As", rest="shuffled", seed=bad)  # type: ignore[arg-type]
    with pytest.raises(DeckError, match="shuffle"):
        Deck(shuffle="yes")  # type: ignore[arg-type]
    assert Deck(seed=np.int64(7)).deal(3) == Deck(seed=7).deal(3)


def test_a_refused_deal_leaves_the_deck_as_it_was():
    d = Deck(seed=3)
    d.deal(5)
    before = (d.remaining, list(d.dealt), len(d))
    for bad in (True, -1, 1.5, "2", None, 48):
        with pytest.raises(DeckError):
            d.deal(bad)  # type: ignore[arg-type]
        with pytest.raises(DeckError):
            d.peek(bad)  # type: ignore[arg-type]
    with pytest.raises(DeckError):
        d.remove(d.dealt[:1])
    with pytest.raises(CardError):
        d.remove("Xx")
    assert (d.remaining, list(d.dealt), len(d)) == before


# --- properties: random bad arguments ---------------------------------------------------------

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=True),
    st.text(max_size=8), st.binary(max_size=4), st.lists(st.integers(-3, 60), max_size=6),
    st.lists(st.text(max_size=3), max_size=4), st.dictionaries(st.text(max_size=2), st.integers()),
    st.tuples(st.integers(), st.none()),
)


def _refused_or_fine(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except PokerError:
        return None


@settings(max_examples=200, deadline=None)
@given(junk, junk)
def test_card_helpers_refuse_junk(x, y):
    _refused_or_fine(Card, x)
    _refused_or_fine(parse_cards, x)
    _refused_or_fine(parse_cards, "As Kd", count=x)
    _refused_or_fine(parse_cards, x, allow_duplicates=y)
    _refused_or_fine(format_cards, x)
    _refused_or_fine(format_cards, "As", style=x)
    _refused_or_fine(cards_html, x, y)
    _refused_or_fine(cards_html, "As", size=x)


@settings(max_examples=200, deadline=None)
@given(junk, junk, junk)
def test_decks_refuse_junk_and_refusals_change_nothing(x, y, z):
    _refused_or_fine(Deck, x)
    _refused_or_fine(Deck, shuffle=x)
    _refused_or_fine(Deck, cards=x)
    _refused_or_fine(Deck.stacked, x, y, z)
    _refused_or_fine(Deck.stacked, "As", rest=y)
    d = Deck(seed=1)
    d.deal(3)
    before = (d.remaining, list(d.dealt))
    for method in (d.deal, d.peek, d.remove):
        try:
            method(x)
        except PokerError:
            assert (d.remaining, list(d.dealt)) == before
        before = (d.remaining, list(d.dealt))


# What each entry point must refuse, asserted (the helpers above pass when junk is accepted).
@settings(max_examples=150, deadline=None)
@given(cards=NOT_CARDS, count=NOT_WHOLE.filter(lambda v: v is not None), flag=NOT_BOOL,
       seed=NOT_SEED)
def test_card_entry_points_refuse_what_is_certainly_not_cards(cards, count, flag, seed):
    from pokerlib.evaluate import best_high, low8

    for call in (lambda: Card(cards), lambda: parse_cards(cards),
                 lambda: format_cards(cards), lambda: best_high(cards), lambda: low8(cards),
                 lambda: parse_cards("As Kd", count=count),
                 lambda: parse_cards("As", allow_duplicates=flag),
                 lambda: Deck(seed=seed), lambda: Deck(seed=1).deal(count)):
        with pytest.raises(PokerError):
            call()


@pytest.mark.parametrize("make", [lambda: range(10**12), itertools.count,
                                  lambda: np.broadcast_to(np.int64(3), (10**9,)),
                                  lambda: iter(lambda: "As", None)])
def test_endless_or_huge_iterables_are_refused_at_once(make):
    """parse_cards reads at most MAX_CARD_ITEMS items: an endless generator once ran forever
    and range(10**12) ran out of memory; now each is one keyed sentence."""
    with pytest.raises(CardError) as exc:
        parse_cards(make())
    assert exc.value.key == "too_many_cards"
    assert "10,000" in exc.value.message("en") and "52枚" in exc.value.message("ja")
    assert len(parse_cards(["As"] * MAX_CARD_ITEMS, allow_duplicates=True)) == MAX_CARD_ITEMS


def test_text_longer_than_any_cards_is_refused_before_reading():
    with pytest.raises(CardError) as exc:
        parse_cards("As " * (MAX_CARD_TEXT // 3 + 1))
    assert exc.value.key == "cards_text_too_long"
    assert len(parse_cards("As" * 10, allow_duplicates=True)) == 10
