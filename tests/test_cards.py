"""pokerlib.cards: every accepted spelling of a card, formatting, errors, and the deck."""

from __future__ import annotations

import pickle
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import (
    FULL_DECK,
    RANKS,
    SUITS,
    Card,
    CardError,
    Deck,
    DeckError,
    DuplicateCardError,
    PokerError,
    cards_html,
    format_cards,
    parse_cards,
)

SYMBOLS = dict(zip("shdc", "♠♥♦♣"))
CODES = [r + s for r in RANKS for s in SUITS]  # the canonical order: 2s 2h 2d 2c 3s ... Ac


# --- one card, every spelling ---------------------------------------------------------------

def spellings(code: str) -> list[str]:
    """Every way docs/rules.md lets a learner write the card ``code`` (e.g. 'Td')."""
    r, s = code[0], code[1]
    ranks = [r, r.lower()] + (["10"] if r == "T" else [])
    suits = [s, s.upper(), SYMBOLS[s]]
    out = [rk + su for rk in ranks for su in suits]
    out += [SYMBOLS[s] + rk for rk in ranks]  # suit symbol first: '♠A'
    return out


def test_every_card_in_every_spelling():
    for index, code in enumerate(CODES):
        for text in spellings(code):
            c = Card(text)
            assert c == index and c.code == code, text
            assert str(c) == code[0] + SYMBOLS[code[1]]


def test_index_rank_and_suit():
    c = Card("Td")
    assert (c.index, c.rank, c.suit, c.rank_char, c.suit_symbol) == (34, 10, "d", "T", "♦")
    assert [Card(r + "s").rank for r in RANKS] == list(range(2, 15))
    assert Card(51) == Card("Ac") and Card(0) == Card("2s")
    assert Card(Card("Kh")) is Card("Kh")
    # is_red means hearts and diamonds
    assert [Card("A" + s).is_red for s in SUITS] == [False, True, True, False]


def test_card_is_an_immutable_int():
    c = Card("As")
    assert isinstance(c, int)
    with pytest.raises(AttributeError):
        c.rank = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        c.anything = 1  # type: ignore[attr-defined]
    assert pickle.loads(pickle.dumps(c)) == c and type(pickle.loads(pickle.dumps(c))) is Card
    assert repr(c) == "Card('As')" and f"{c:>3}" == " A♠"


def test_card_order_is_rank_then_suit():
    assert sorted(FULL_DECK) == list(FULL_DECK)
    assert [c.code for c in FULL_DECK] == CODES
    assert Card("2c") < Card("3s") < Card("As")


# --- many cards -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "As Kd", "AsKd", "as kd", "AS KD", "A♠ K♦", "♠A ♦K", "A♠K♦", "As, Kd", "[As, Kd]",
    "as,KD", "A♤ K♢", "A\N{BLACK SPADE SUIT}\ufe0f K\N{BLACK DIAMOND SUIT}\ufe0f",
])
def test_parse_two_cards(text):
    assert parse_cards(text) == (Card("As"), Card("Kd"))


def test_parse_tens():
    assert parse_cards("10d 10H") == parse_cards("Td Th") == parse_cards("td th")
    assert parse_cards("10dTh", count=2) == (Card("Td"), Card("Th"))
    assert parse_cards("♣10 10♣", allow_duplicates=True) == (Card("Tc"), Card("Tc"))


def test_parse_iterables():
    expect = (Card("As"), Card("Kd"), Card("Th"))
    assert parse_cards(["As", "Kd", "Th"]) == expect
    assert parse_cards(["As Kd", "10h"]) == expect  # a string item may hold several cards
    assert parse_cards([Card("As"), "♦K", 33]) == expect  # 33 = T♥ = 8 * 4 + 1
    assert parse_cards(iter([48, 46, 33])) == expect
    assert parse_cards(c for c in expect) == expect
    assert parse_cards(np.array([48, 46, 33], dtype=np.int8)) == expect  # a row of a batch
    assert parse_cards(Card("As")) == (Card("As"),) and parse_cards(48) == (Card("As"),)
    assert parse_cards("") == () and parse_cards([]) == ()
    assert all(type(c) is Card for c in parse_cards([48, "Kd"]))


def test_count():
    assert len(parse_cards("As Kd Qh", count=3)) == 3
    with pytest.raises(CardError, match=r"expected 2 cards, got 3: A♠ K♦ Q♥"):
        parse_cards("As Kd Qh", count=2)
    with pytest.raises(CardError, match=r"expected 1 cards, got 0: \(none\)"):
        parse_cards("", count=1)


# --- formatting -------------------------------------------------------------------------------

def test_format_styles():
    cs = parse_cards("As Kd 10h 2c")
    assert format_cards(cs) == "A♠ K♦ T♥ 2♣"
    assert format_cards(cs, style="data") == "AsKdTh2c"
    assert format_cards("as kd", style="display") == "A♠ K♦"
    assert " ".join(map(str, cs)) == format_cards(cs)
    assert [c.code for c in cs] == ["As", "Kd", "Th", "2c"]
    with pytest.raises(ValueError, match="style"):
        format_cards(cs, style="fancy")


def _colours(html: str) -> list[str]:
    return re.findall(r"[^-]color:\s*(#[0-9a-fA-F]{6})", html)


def test_html_hearts_and_diamonds_are_red():
    cs = parse_cards("As Kh Qd Jc")
    html = cards_html(cs)
    assert html.count("<span") == 4
    for c in cs:
        assert str(c) in html
    spade, heart, diamond, club = _colours(html)
    assert heart == diamond and spade == club and heart != spade
    r, g, b = (int(heart[i:i + 2], 16) for i in (1, 3, 5))
    assert r > 2 * g and r > 2 * b  # it really is a red
    # one card's own HTML is the same rendering
    assert Card("Kh")._repr_html_() == cards_html([Card("Kh")])


def test_html_highlight_marks_only_the_chosen_cards():
    html = cards_html("As Kh Qd", highlight="Kh")
    backgrounds = re.findall(r"background:\s*(#[0-9a-fA-F]{6})", html)
    assert len(backgrounds) == 3
    assert backgrounds[0] == backgrounds[2] != backgrounds[1]


# --- errors -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, bad", [
    ("Xs", "Xs"), ("As Kz", "Kz"), ("1s", "1s"), ("A", "A"), ("♠", "♠"), ("As K", "K"),
    ("11h", "11h"), ("Ass", "s"), ("As Kd Q", "Q"),
])
def test_unknown_card_names_the_bad_text(text, bad):
    with pytest.raises(CardError) as info:
        parse_cards(text)
    assert isinstance(info.value, PokerError) and isinstance(info.value, ValueError)
    message = str(info.value)
    assert repr(text) in message and bad in message


@pytest.mark.parametrize("value", [52, -1, 3.0, True, None, "As Kd", ""])
def test_not_one_card(value):
    with pytest.raises(CardError) as info:
        Card(value)
    assert repr(value) in str(info.value)


def test_not_a_collection():
    with pytest.raises(CardError, match="3.5"):
        parse_cards(3.5)


@pytest.mark.parametrize("cards", ["As Kd as", "10d Td", ["As", "Kd", Card("As")], [0, 0]])
def test_duplicate_card(cards):
    with pytest.raises(DuplicateCardError) as info:
        parse_cards(cards)
    assert isinstance(info.value, CardError) and isinstance(info.value, PokerError)
    first = parse_cards(cards, allow_duplicates=True)
    dup = next(c for i, c in enumerate(first) if c in first[:i])
    assert f"duplicate card {dup.code}" in str(info.value)


def test_duplicate_from_an_iterator_quotes_the_cards():
    with pytest.raises(DuplicateCardError, match=r"\[As, Kd, As\]"):
        parse_cards(c for c in ["As", "Kd", "As"])


def test_duplicates_allowed_when_asked():
    assert parse_cards("As as", allow_duplicates=True) == (Card("As"), Card("As"))


# --- the deck ---------------------------------------------------------------------------------

def test_new_deck_is_in_canonical_order():
    d = Deck()
    assert d.remaining == FULL_DECK and len(d) == 52 and d.dealt == []


def test_seed_7_is_pinned():
    # A regression pin: these are the first cards of Deck(seed=7) on every machine. If the
    # shuffle algorithm changes, every seeded example in the course changes with it.
    d = Deck(seed=7)
    assert format_cards(d.deal(8), style="data") == "4c4h2sQh9h5cTcKd"
    assert Deck(seed=0).deal(3) != Deck(seed=7).deal(3)


def test_seeded_deck_is_reproducible_and_complete():
    a, b = Deck(seed=123), Deck(seed=123)
    assert a.remaining == b.remaining
    assert sorted(a.remaining) == list(FULL_DECK)
    assert a.remaining != FULL_DECK


def test_deal_burn_remaining():
    d = Deck(seed=7)
    order = d.remaining
    assert d.deal(2) == order[:2]
    assert d.burn() == order[2]
    assert d.deal_one() == order[3]
    assert d.deal(0) == ()
    assert d.peek(2) == order[4:6] and len(d) == 48  # peek deals nothing
    assert d.remaining == order[4:]
    assert d.dealt == list(order[:4])  # the burn card is out of the deck as well


def test_exhausted_deck():
    d = Deck(seed=1)
    d.deal(50)
    before = (d.remaining, list(d.dealt))
    with pytest.raises(DeckError) as info:
        d.deal(3)
    assert isinstance(info.value, PokerError)
    assert "cannot deal 3 cards" in str(info.value) and "only 2 left" in str(info.value)
    assert (d.remaining, d.dealt) == before  # a failed deal changes nothing
    d.deal(2)
    with pytest.raises(DeckError, match="only 0 left"):
        d.burn()
    with pytest.raises(DeckError, match="-1"):
        Deck().deal(-1)


def test_stacked_deck_replays_a_hand():
    d = Deck.stacked("Qs Qd 8h 8c 2d Ks")
    assert d.deal(5) == parse_cards("Qs Qd 8h 8c 2d")
    assert d.deal_one() == Card("Ks")
    top = set(parse_cards("Qs Qd 8h 8c 2d Ks"))
    assert d.remaining == tuple(c for c in FULL_DECK if c not in top)  # the rest in order


def test_stacked_rest_shuffled():
    a = Deck.stacked("As Kd", rest="shuffled", seed=3)
    b = Deck.stacked("As Kd", rest="shuffled", seed=3)
    assert a.remaining == b.remaining and a.remaining[:2] == parse_cards("As Kd")
    assert sorted(a.remaining) == list(FULL_DECK)
    ordered = Deck.stacked("As Kd").remaining
    assert a.remaining[2:] != ordered[2:]
    # without a seed the rest is still shuffled (randomly); 50! orders make a tie negligible
    assert Deck.stacked("As Kd", rest="shuffled").remaining[2:] != ordered[2:]
    with pytest.raises(ValueError, match="rest"):
        Deck.stacked("As", rest="sorted")


def test_stacked_rejects_duplicates():
    with pytest.raises(DuplicateCardError, match="As"):
        Deck.stacked("As Kd as")


def test_remove_known_cards():
    d = Deck(seed=5)
    d.deal(3)
    gone = [c for c in d.remaining[10:13]]
    left = [c for c in d.remaining if c not in gone]
    d.remove(gone)
    assert d.remaining == tuple(left) and len(d) == 46


def test_remove_a_card_not_in_the_deck():
    d = Deck.stacked("As Kd")
    d.deal(1)  # As is gone
    d.remove("2c")
    before = d.remaining
    for bad, named in [("As", "A♠"), ("2c", "2♣"), ("Kd As", "A♠")]:
        with pytest.raises(DeckError) as info:
            d.remove(bad)
        assert isinstance(info.value, PokerError) and named in str(info.value)
        assert d.remaining == before  # nothing removed when any card is missing
    assert "K♦" not in str(_error(d.remove, "Kd As"))  # only the missing card is named


def _error(fn, *args) -> Exception:
    try:
        fn(*args)
    except PokerError as e:
        return e
    raise AssertionError("no error")


# --- properties -------------------------------------------------------------------------------

card_sets = st.lists(st.integers(0, 51), unique=True, max_size=52)


@settings(deadline=None)  # no timing: the machine is shared
@given(card_sets)
def test_round_trip_both_styles(indices):
    cs = tuple(Card(i) for i in indices)
    assert parse_cards(format_cards(cs, style="data")) == cs
    assert parse_cards(format_cards(cs, style="display")) == cs


@settings(deadline=None)
@given(card_sets, st.data())
def test_any_spelling_mix_parses(indices, data):
    cs = tuple(Card(i) for i in indices)
    words = [data.draw(st.sampled_from(spellings(c.code))) for c in cs]
    sep = data.draw(st.sampled_from([" ", "", ", ", "  "]))
    assert parse_cards(sep.join(words)) == cs


@settings(deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 52))
def test_any_seed_deals_a_permutation(seed, n):
    d = Deck(seed=seed)
    full = d.remaining
    assert sorted(full) == list(FULL_DECK)
    assert d.deal(n) == full[:n] and d.remaining == full[n:]
    assert Deck(seed=seed).remaining == full


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(0, 51), unique=True, min_size=1, max_size=52))
def test_stacked_top_then_the_rest(top):
    d = Deck.stacked([Card(i) for i in top])
    assert d.deal(len(top)) == tuple(Card(i) for i in top)
    assert set(d.remaining) | set(top) == set(FULL_DECK) and len(d) == 52 - len(top)
