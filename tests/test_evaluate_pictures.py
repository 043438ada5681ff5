"""Pictures of hands (lesson 00): the nine categories with examples that really are of their
category, and the best five marked, exactly, among the cards they came from."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import FULL_DECK, parse_cards
from pokerlib.errors import CardError, DuplicateCardError, PokerError, ScoreError
from pokerlib.evaluate import (
    HandCategory,
    best_five_picture,
    best_high,
    categories_picture,
    low8,
    omaha_high,
    omaha_low,
)
from pokerlib.evaluate.pictures import CATEGORY_EXAMPLES

GOLD = "#ffe58a"   # cards_html's highlight: the mark of the best five
FADED = 'opacity:0.45'


def _marked(picture_html: str) -> list[str]:
    """The cards drawn on a gold background, in drawing order."""
    return re.findall(rf"background:{GOLD};[^>]*>([^<]+)</span>", picture_html)


def test_each_example_is_a_hand_of_its_category_strongest_first():
    assert list(CATEGORY_EXAMPLES) == sorted(HandCategory, reverse=True)
    for category, example in CATEGORY_EXAMPLES.items():
        assert best_high(example).category == category


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_categories_picture_names_the_nine_categories_in_the_language(lang):
    picture = categories_picture(lang)
    rows = picture.text.splitlines()[1:]
    assert len(rows) == 9
    for place, (row, category) in enumerate(zip(rows, sorted(HandCategory, reverse=True)), 1):
        assert row.startswith(f"{place}  {category.describe(lang)}  ")
        assert category.describe(lang) in picture.html
    assert picture.html.count("<tr>") == 10            # a header and nine rows
    assert ("役" in picture.html) == (lang == "ja")


def test_the_best_five_of_the_aof_articles_hand_are_marked_gold_and_the_rest_faded():
    board = "Qh 9s 2c 3s 7s"
    c = best_high("As Qs " + board)
    picture = best_five_picture(c, "As Qs", board)
    assert sorted(_marked(picture.html)) == sorted(["A♠", "Q♠", "9♠", "3♠", "7♠"])
    assert picture.html.count(FADED) == 2               # Q♥ and 2♣ are not used
    assert picture.text == "[A♠] [Q♠] + Q♥ [9♠] 2♣ [3♠] [7♠]  Flush, ace high"
    assert "gold" in picture.html and "金色" in best_five_picture(c, "As Qs", board,
                                                                  lang="ja").html


def test_omaha_high_and_low_mark_two_hole_cards_and_three_board_cards():
    hole, board = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"
    for value in (omaha_high(hole, board), omaha_low(hole, board)):
        assert value is not None
        marked = _marked(best_five_picture(value, hole, board).html)
        assert len(marked) == 5
        hole_marked = [c for c in marked if c in [str(x) for x in parse_cards(hole)]]
        assert len(hole_marked) == 2
    low = omaha_low(hole, board)
    assert low is not None
    text = best_five_picture(low, hole, board, lang="ja").text
    assert text.endswith("5-4-3-2-Aのロー（ウィール）")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=7, unique=True))
def test_exactly_the_best_five_are_marked_for_any_cards(cards):
    value = best_high(cards)
    picture = best_five_picture(value, cards)
    assert sorted(_marked(picture.html)) == sorted(str(c) for c in value.cards)
    assert picture.html.count(FADED) == len(cards) - 5
    assert picture.text.count("[") == 5
    low = low8(cards)
    if low is not None:
        assert sorted(_marked(best_five_picture(low, cards).html)) == \
            sorted(str(c) for c in low.cards)


def test_bad_arguments_are_refused_with_a_poker_error():
    value = best_high("As Ks Qs Js Ts")
    with pytest.raises(ScoreError, match="hand value"):
        best_five_picture("As Ks Qs Js Ts", "As Ks Qs Js Ts")
    with pytest.raises(CardError, match="needs the cards"):
        best_five_picture(value)
    with pytest.raises(CardError, match="not among the cards"):
        best_five_picture(value, "As Ks Qs Js 9s")
    with pytest.raises(DuplicateCardError):
        best_five_picture(value, "As Ks", "As Qs Js Ts")
    for bad in ("fr", None):
        with pytest.raises(PokerError, match="'en' or 'ja'"):
            best_five_picture(value, "As Ks Qs Js Ts", lang=bad)
        with pytest.raises(PokerError, match="'en' or 'ja'"):
            categories_picture(bad)
    with pytest.raises(PokerError, match="'en' or 'ja'"):
        HandCategory.FLUSH.describe("fr")
    assert HandCategory.FLUSH.describe(None) == "Flush"   # None: the default language


def test_a_category_names_itself_in_either_language():
    assert [c.describe() for c in HandCategory] == [c.english for c in HandCategory]
    assert [c.describe("ja") for c in HandCategory] == [c.japanese for c in HandCategory]
