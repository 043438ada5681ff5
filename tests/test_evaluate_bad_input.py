"""Issue 10 for pokerlib.evaluate: every bad argument is refused with a PokerError that says
what is allowed, never a bare IndexError/TypeError/AxisError from inside, and never a silent
wrong answer."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import parse_cards
from pokerlib.errors import CardError, PokerError, ScoreError
from pokerlib.evaluate import (
    HandCategory,
    HandValue,
    LowValue,
    best_high,
    category_counts,
    category_of,
    describe_score,
    low8,
    low_batch,
    omaha_batch,
    omaha_high,
    omaha_low,
    score,
    score_batch,
)

# --- the listed items -------------------------------------------------------------------------

def test_category_of_7462_is_refused():
    with pytest.raises(ScoreError, match=r"7462 is not a hand score: .*0\.\.7461"):
        category_of(7462)


def test_category_of_minus_one_is_refused_not_a_straight_flush():
    with pytest.raises(ScoreError, match="-1 is not a hand score"):
        category_of(-1)


def test_describe_score_unknown_language():
    with pytest.raises(ScoreError, match="lang must be 'en' or 'ja', not 'xx'"):
        describe_score(5, "xx")


def test_batch_card_52_is_refused():
    with pytest.raises(ScoreError, match="card values must be 0..51, got 52 in row 0"):
        score_batch(np.array([[52, 1, 2, 3, 4]]))


def test_negative_cards_do_not_wrap_to_a_royal_flush():
    with pytest.raises(ScoreError, match="got -17"):
        score_batch(np.array([[-1, -5, -9, -13, -17]]))


def test_duplicate_cards_are_refused_not_scored_minus_one():
    with pytest.raises(ScoreError, match="row 0 holds a card twice"):
        score_batch(np.array([[0, 0, 0, 0, 0]]))
    with pytest.raises(ScoreError, match="row 1 holds a card twice"):
        low_batch(np.array([[0, 4, 8, 12, 16], [0, 4, 8, 12, 0]]))


def test_omaha_batch_floats_are_refused_not_truncated():
    with pytest.raises(ScoreError, match="integer card indices"):
        omaha_batch(np.array([[0.5, 4.9, 8, 12]]), np.array([[20, 24, 28]]))


def test_omaha_batch_card_in_hole_and_on_board():
    with pytest.raises(ScoreError, match="holds a card twice"):
        omaha_batch(np.array([[0, 4, 8, 12]]), np.array([[12, 24, 28]]))
    with pytest.raises(ScoreError, match="holds a card twice"):
        omaha_batch(np.array([[0, 4, 8, 12]]), np.array([12, 24, 28]))  # shared board


def test_bool_arrays_are_refused():
    with pytest.raises(ScoreError, match="integer card indices"):
        score_batch(np.ones((2, 5), bool))
    with pytest.raises(ScoreError, match="integer card indices"):
        low_batch(np.ones((2, 5), bool))


def test_low_batch_on_a_1d_array():
    with pytest.raises(CardError, match=r"shape \(N, 5 or more\), got \(5,\)"):
        low_batch(np.array([0, 4, 8, 12, 16]))


@pytest.mark.parametrize("fn, args", [
    (score_batch, (np.zeros((2, 4), np.int8),)),
    (score_batch, (np.arange(8).reshape(1, 8),)),
    (low_batch, (np.arange(4).reshape(1, 4),)),
    (low_batch, (np.arange(10).reshape(1, 5, 2),)),
    (omaha_batch, (np.arange(5).reshape(1, 5), np.arange(5, 10).reshape(1, 5))),
    (omaha_batch, (np.arange(4).reshape(1, 4), np.arange(5, 11).reshape(1, 6))),
    (omaha_batch, (np.arange(8).reshape(2, 4), np.arange(10, 20).reshape(1, 10))),
    (omaha_batch, (np.arange(4), np.arange(5, 10))),
])
def test_wrong_shapes(fn, args):
    with pytest.raises(CardError, match="needs"):
        fn(*args)


def test_ragged_and_text_input():
    with pytest.raises(ScoreError, match="rectangular"):
        score_batch([[0, 1, 2, 3, 4], [5, 6]])
    with pytest.raises(ScoreError, match="integer card indices"):
        score_batch([["As", "Ks", "Qs", "Js", "Ts"]])


def test_check_false_skips_the_checks_and_gives_the_same_scores():
    rng = np.random.default_rng(5)
    hands = rng.random((500, 52)).argsort(axis=1)[:, :7]
    assert np.array_equal(score_batch(hands), score_batch(hands, check=False))
    assert np.array_equal(low_batch(hands), low_batch(hands, check=False))
    a = omaha_batch(hands[:, :4], hands[:, 4:])
    b = omaha_batch(hands[:, :4], hands[:, 4:], check=False)
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1])
    # unchecked, a negative card wraps: the documented price of check=False
    assert score_batch(np.array([[-1, -5, -9, -13, -17]]), check=False)[0] == 7461


def test_values_refuse_scores_and_cards_that_do_not_fit():
    with pytest.raises(ScoreError):
        HandValue(7462)
    with pytest.raises(ScoreError):
        HandValue(True)
    with pytest.raises(ScoreError, match="do not make a hand of score 0"):
        HandValue(0, parse_cards("As Ks Qs Js Ts"))
    with pytest.raises(CardError, match="best five cards"):
        HandValue(7461, parse_cards("As Ks"))
    with pytest.raises(ScoreError, match="not a low score"):
        LowValue(256)
    with pytest.raises(ScoreError, match="not a low score"):
        LowValue(0)
    with pytest.raises(ScoreError, match="do not make the low"):
        LowValue(225, parse_cards("8s 5d 4h 3c 2d"))
    with pytest.raises(ScoreError, match="lang"):
        best_high("As Ks Qs Js Ts").describe("fr")
    assert low8("As 2d 3h 4c 5s").describe(None) == "5-4-3-2-A low (the wheel)"  # the default
    assert HandValue(7461, parse_cards("As Ks Qs Js Ts")) == best_high("Ts Js Qs Ks As")
    assert LowValue(225) == low8("As 2d 3h 4c 5s")


def test_category_counts_arguments():
    for bad in (4, 8, True, "5", None, 5.0):
        with pytest.raises(CardError, match="5, 6 or 7"):
            category_counts(bad)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="shipped"):
        category_counts(5, shipped="yes")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="progress"):
        category_counts(5, progress=5)  # type: ignore[arg-type]


# --- properties: random bad arguments ---------------------------------------------------------

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=True),
    st.text(max_size=12), st.binary(max_size=5),
    st.lists(st.integers(-60, 60), max_size=9),
    st.lists(st.lists(st.integers(-60, 60), max_size=9), max_size=4),
    st.lists(st.floats(-1, 60), max_size=7), st.dictionaries(st.text(max_size=2), st.integers()),
    st.tuples(st.integers(), st.text(max_size=2)),
)


def _refused_or_fine(fn, *args):
    """``fn(*args)`` returns, or raises a PokerError; any other exception fails the test."""
    try:
        return fn(*args)
    except PokerError:
        return None


#: never a high-hand score 0..7461 (a bool is no number)
NOT_SCORE = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=5),
                      st.integers(max_value=-1), st.integers(min_value=7462), st.binary(max_size=3),
                      st.lists(st.integers(0, 7461), max_size=3), st.just(object()))
#: never a low score: 256 minus the mask of five of the eight low ranks
NOT_LOW = st.one_of(NOT_SCORE, st.integers(0, 300).filter(
    lambda v: not (0 < 256 - v < 256 and (256 - v).bit_count() == 5)))
#: never cards: what is no card, and card indices outside 0..51 or repeated
NOT_ANY_CARDS = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True), st.just(object()), st.binary(min_size=1),
    st.text(alphabet="xyzXYZ!?-_", min_size=1, max_size=5),
    st.lists(st.one_of(st.integers(max_value=-1), st.integers(min_value=52)), min_size=1,
             max_size=7),
    st.lists(st.integers(0, 51), min_size=2, max_size=7).filter(lambda c: len(set(c)) < len(c)))


def _distinct(low, high):
    return st.lists(st.integers(0, 51), unique=True, min_size=low, max_size=high)


@settings(max_examples=150, deadline=None)
@given(score=NOT_SCORE, low=NOT_LOW, lang=st.one_of(st.booleans(), st.integers(),
                                                    st.text(max_size=3).filter(
                                                        lambda t: t not in ("en", "ja"))),
       cards=NOT_ANY_CARDS, few=_distinct(0, 4), many=_distinct(8, 12),
       hole=_distinct(0, 8).filter(lambda c: len(c) != 4))
def test_scalar_functions_refuse_what_they_cannot_read(score, low, lang, cards, few, many, hole):
    """Scores outside 0..7461 (or no whole number), low scores that are no five low ranks,
    languages other than en/ja, and cards that are no cards, too few or too many for the
    hand asked (5-7 for a high hand, 5 or more for a low, 4 + 3-5 for Omaha) are refused."""
    for call in (lambda: category_of(score), lambda: describe_score(score),
                 lambda: HandValue(score), lambda: describe_score(100, lang)):
        with pytest.raises(ScoreError):
            call()
    with pytest.raises(ScoreError, match="not a low score"):
        LowValue(low)
    for call in (lambda: best_high(cards), lambda: best_high(few), lambda: best_high(many),
                 lambda: low8(cards), lambda: low8(few),
                 lambda: omaha_high(cards, "2c 3c 4c"), lambda: omaha_low("As Kd Qh Jc", cards),
                 lambda: omaha_high(hole, "2c 3c 4c"), lambda: omaha_high("As Kd Qh Jc", many),
                 lambda: omaha_low("As Kd Qh Jc", few[:2])):
        with pytest.raises(CardError):
            call()


def _card_arrays():
    dtypes = st.sampled_from([np.int8, np.int16, np.int64, np.uint8, np.float64, bool,
                              np.int32, object])
    return st.builds(
        lambda rows, cols, lo, hi, dtype, seed: np.random.default_rng(seed)
        .integers(lo, hi, size=(rows, cols)).astype(dtype),
        st.integers(0, 4), st.integers(0, 9), st.integers(-60, 0), st.integers(1, 300),
        dtypes, st.integers(0, 2**16))


@settings(max_examples=200, deadline=None)
@given(_card_arrays(), _card_arrays(), junk)
def test_batch_functions_refuse_bad_arrays_or_score_correctly(a, b, x):
    for fn in (score_batch, low_batch):
        for arg in (a, x):
            out = _refused_or_fine(fn, arg)
            if out is not None and arg is a:  # accepted: a real hand, scored like the exact API
                for row, s in zip(a, out):
                    if fn is score_batch:
                        assert s == best_high(row.tolist()).score
                    else:
                        low = low8(row.tolist())
                        assert s == (low.score if low else 0)
    out = _refused_or_fine(omaha_batch, a, b)
    if out is not None:
        for h, bd, hi in zip(a, b, out[0]):
            assert hi == omaha_high(h.tolist(), bd.tolist()).score
    _refused_or_fine(omaha_batch, x, b)
    _refused_or_fine(omaha_batch, a, x)


def test_every_category_still_reachable():
    assert {category_of(s) for s in range(0, 7462, 7)} == set(HandCategory)


@pytest.mark.parametrize("cards", [None, 5, 2.5, "AsKsQsJsTs", b"As", {"a": 1}, [], [0, 1, 2],
                                   [0, 1, 2, 3, 4, 5, 6, 7], [60, 1, 2, 3, 4], [1.5, 2, 3, 4, 5],
                                   [None] * 7, ["As"] * 5])
def test_the_fast_score_says_what_it_takes_instead_of_a_type_error(cards):
    """score() checks nothing (it is the simulations' fast path), but what it cannot read at all
    is one keyed sentence pointing to best_high, never a TypeError or IndexError from inside."""
    with pytest.raises(ScoreError) as exc:
        score(cards)
    assert exc.value.key == "score_fast_input" and "best_high()" in exc.value.message("ja")
    assert score(parse_cards("As Ks Qs Js Ts 2c 2d")) == 7461     # the fast path is unchanged
