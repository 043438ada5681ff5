"""pokerlib.evaluate against an independent reference evaluator (tests/reference.py).

* every one of the 2,598,960 five-card hands goes through the numpy fast path;
* seeded random 5/6/7-card, Omaha and low hands go through every path (``score``,
  ``score_batch``, ``best_high``, ``omaha_*``, ``low8``, ``low_batch``) and the reference;
* the rules of docs/rules.md ("Common to all three" and the Omaha low) as named examples.
"""

from __future__ import annotations

import subprocess
import sys
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import Card, CardError, DuplicateCardError, PokerError, parse_cards
from pokerlib.evaluate import (
    LOW_NONE,
    N_CLASSES,
    HandCategory,
    HandValue,
    LowValue,
    best_high,
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

sys.path.insert(0, str(Path(__file__).parent))
import reference as ref  # noqa: E402  (the tests' own slow evaluator, no pokerlib code)

H = HandCategory


# --- helpers ----------------------------------------------------------------------------------

def deal(rng: np.random.Generator, n_hands: int, n_cards: int) -> np.ndarray:
    """``n_hands`` rows of ``n_cards`` distinct card indices, uniformly dealt."""
    return rng.random((n_hands, 52)).argsort(axis=1)[:, :n_cards].astype(np.int8)


def ref_cards(row) -> list[tuple[int, str]]:
    return [ref.from_index(i) for i in row]


def assert_same_order(scores, keys) -> None:
    """Scores and reference keys rank the hands identically: equal scores exactly where the keys
    are equal, and a higher score exactly where the key is higher."""
    order = np.argsort(np.asarray(scores), kind="stable")
    prev_s = prev_k = None
    for i in order:
        s, k = int(scores[i]), keys[i]
        if prev_s is not None:
            if s == prev_s:
                assert k == prev_k, (s, k, prev_k)
            else:
                assert k > prev_k, (s, prev_s, k, prev_k)
        prev_s, prev_k = s, k


CATEGORY_OF_SCORE = np.array([category_of(s) for s in range(N_CLASSES)], dtype=np.int8)


# --- every five-card hand ---------------------------------------------------------------------

def all_five_card_hands():
    """All C(52, 5) hands in chunks (one per lowest card), ~13 MB in total as int8."""
    four = np.array(list(combinations(range(52), 4)), dtype=np.int8)
    for low in range(48):
        rest = four[four[:, 0] > low]
        yield np.column_stack([np.full(len(rest), low, dtype=np.int8), rest])


@pytest.fixture(scope="module")
def every_hand():
    """(hands, scores) for all 2,598,960 five-card hands, scored by ``score_batch``."""
    hands = np.concatenate(list(all_five_card_hands()))
    scores = np.concatenate([score_batch(hands[i:i + 300_000])
                             for i in range(0, len(hands), 300_000)])
    return hands, scores


def test_all_hands_category_counts(every_hand):
    hands, scores = every_hand
    # sorted rows, all different, C(52, 5) of them: every five-card hand exactly once
    assert len(hands) == 2_598_960 and (np.diff(hands.astype(int), axis=1) > 0).all()
    assert len(np.unique((hands.astype(np.int64) * 52 ** np.arange(5)).sum(axis=1))) == len(hands)
    counts = np.bincount(CATEGORY_OF_SCORE[scores], minlength=9)
    assert dict(zip(H, counts.tolist())) == {
        H.HIGH_CARD: 1_302_540, H.ONE_PAIR: 1_098_240, H.TWO_PAIR: 123_552,
        H.THREE_OF_A_KIND: 54_912, H.STRAIGHT: 10_200, H.FLUSH: 5_108, H.FULL_HOUSE: 3_744,
        H.FOUR_OF_A_KIND: 624, H.STRAIGHT_FLUSH: 40,
    }
    assert int((scores == N_CLASSES - 1).sum()) == 4  # the four royal flushes


def test_all_hands_distinct_values(every_hand):
    _, scores = every_hand
    distinct = np.unique(scores)
    assert len(distinct) == 7_462 and distinct[0] == 0 and distinct[-1] == N_CLASSES - 1
    per_category = np.bincount(CATEGORY_OF_SCORE[distinct], minlength=9).tolist()
    assert per_category == [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]


def test_all_hands_agree_with_the_reference(every_hand):
    """A five-card hand's value depends only on its multiset of ranks and whether it is a flush.
    Group all 2.6M hands that way: every group must have one score, and the groups' scores must
    sort exactly as the reference ranks one hand of each group."""
    hands, scores = every_hand
    ranks = np.sort(hands // 4, axis=1).astype(np.int64)
    suits = hands % 4
    flush = (suits == suits[:, :1]).all(axis=1)
    code = (ranks * 13 ** np.arange(5)).sum(axis=1) + flush * 13 ** 5
    _, first, group = np.unique(code, return_index=True, return_inverse=True)
    assert len(first) == 7_462
    group_score = scores[first]
    assert np.array_equal(group_score[group.ravel()], scores)  # one score per group
    keys = [ref.hand_key(ref_cards(hands[i])) for i in first]
    assert_same_order(group_score, keys)  # ... and ties exactly where the reference ties
    assert len(set(keys)) == 7_462
    assert [k[0] for k in keys] == CATEGORY_OF_SCORE[group_score].tolist()


def test_one_hand_path_on_all_classes(every_hand):
    """``score`` (one hand per call) and ``best_high`` on one hand of every class, and on the
    same hands given as Card tuples."""
    hands, scores = every_hand
    _, first = np.unique(scores, return_index=True)
    for i in first:
        row = hands[i].tolist()
        assert score(row) == scores[i]
    for i in first[::7]:
        cs = tuple(Card(c) for c in hands[i])
        v = best_high(cs)
        assert v.score == score(cs) == scores[i] and sorted(v.cards) == sorted(cs)


# --- random 5/6/7-card hands ------------------------------------------------------------------

@pytest.mark.parametrize("n_cards, n_hands", [(5, 30_000), (6, 20_000), (7, 20_000)])
def test_score_and_batch_agree_with_reference(n_cards, n_hands):
    hands = deal(np.random.default_rng(100 + n_cards), n_hands, n_cards)
    batch = score_batch(hands)
    assert batch.dtype == np.int16 and batch.shape == (n_hands,)
    single = [score(h) for h in hands.tolist()]
    assert single == batch.tolist()
    keys = [ref.best_key(ref_cards(h)) for h in hands]
    assert_same_order(batch, keys)
    assert CATEGORY_OF_SCORE[batch].tolist() == [k[0] for k in keys]


@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_best_high_agrees_with_reference(n_cards):
    hands = deal(np.random.default_rng(200 + n_cards), 4_000, n_cards)
    for row in hands:
        cs = parse_cards(row)
        v = best_high(cs)
        assert v.score == score(cs)
        assert len(v.cards) == 5 and set(v.cards) <= set(cs)  # a real five of the input
        assert score(v.cards) == v.score
        # the chosen five are a best five by the reference too
        assert ref.hand_key(ref_cards(v.cards)) == ref.best_key(ref_cards(row))
        assert v.category == ref.best_key(ref_cards(row))[0]


def test_batch_accepts_any_integer_dtype():
    hands = deal(np.random.default_rng(3), 2_000, 7)
    want = score_batch(hands)
    for dtype in (np.int16, np.int32, np.int64, np.uint8, np.intp):
        assert np.array_equal(score_batch(hands.astype(dtype)), want)
    assert np.array_equal(score_batch(hands.tolist()), want)
    assert score_batch(np.empty((0, 7), dtype=np.int8)).shape == (0,)


@pytest.mark.parametrize("shape", [(3, 4), (3, 8), (5,), (2, 5, 1)])
def test_batch_rejects_wrong_shapes(shape):
    with pytest.raises(CardError, match=r"\(N, 5\.\.7\)"):
        score_batch(np.zeros(shape, dtype=np.int8))


# --- the ranking rules ------------------------------------------------------------------------

def v(text: str) -> HandValue:
    return best_high(text)


@pytest.mark.parametrize("text, cat, en, ja", [
    ("As Ks Qs Js Ts", H.STRAIGHT_FLUSH, "Royal flush", "ロイヤルフラッシュ"),
    ("9h 8h 7h 6h 5h", H.STRAIGHT_FLUSH, "Straight flush, nine high",
     "9ハイのストレートフラッシュ"),
    ("5d 4d 3d 2d Ad", H.STRAIGHT_FLUSH, "Straight flush, five high",
     "5ハイのストレートフラッシュ"),
    ("Kc Kd Kh Ks 2c", H.FOUR_OF_A_KIND, "Four of a kind, kings", "Kのフォーカード"),
    ("Qs Qd 8h 8c Qh", H.FULL_HOUSE, "Full house, queens full of eights", "Qと8のフルハウス"),
    ("As Qs 9s 7s 3s", H.FLUSH, "Flush, ace high", "Aハイのフラッシュ"),
    ("Ah 2d 3c 4s 5h", H.STRAIGHT, "Straight, five high", "5ハイのストレート"),
    ("7s 7h 7d Kc 2s", H.THREE_OF_A_KIND, "Three of a kind, sevens", "7のスリーカード"),
    ("Js Jh 4d 4c As", H.TWO_PAIR, "Two pair, jacks and fours", "Jと4のツーペア"),
    ("6s 6h 9d 4c 2s", H.ONE_PAIR, "One pair, sixes", "6のワンペア"),
    ("Ah Jd 9c 5s 3h", H.HIGH_CARD, "High card, ace", "Aハイのハイカード"),
])
def test_category_and_description(text, cat, en, ja):
    value = v(text)
    assert value.category == cat
    assert value.describe() == value.describe("en") == str(value) == en
    assert value.describe("ja") == ja
    assert describe_score(value.score) == en and describe_score(value.score, "ja") == ja
    assert value.is_royal == (en == "Royal flush")
    assert cat.english.lower() in en.lower() or en == "Royal flush"
    assert cat.japanese in ja or ja == "ロイヤルフラッシュ"


def test_japanese_category_names_from_rules():
    assert [c.japanese for c in sorted(H, reverse=True)] == [
        "ストレートフラッシュ", "フォーカード", "フルハウス", "フラッシュ", "ストレート",
        "スリーカード", "ツーペア", "ワンペア", "ハイカード"]
    with pytest.raises(ValueError, match="lang"):
        v("As Ks Qs Js Ts").describe("fr")


def test_categories_rank_in_order():
    ladder = ["As Ks Qs Js Ts", "Ks Qs Js Ts 9s", "2c 2d 2h 2s 3c", "3s 3h 3d 2c 2s",
              "Ks Qs 9s 7s 3s", "As Kd Qh Jc Ts", "Ah 2d 3c 4s 5h", "As Ah Ad Kc Qs",
              "As Ad Kc Kd Qh", "As Ad Kc Qd Jh", "Ah Kd Qc Js 9h", "7c 5d 4h 3s 2c"]
    values = [v(t) for t in ladder]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)


def test_wheel_and_no_wrap_around():
    assert v("Ah 2d 3c 4s 5h").category == H.STRAIGHT
    assert v("Kd As 2c 3h 4s").category == H.HIGH_CARD  # K-A-2-3-4 is not a straight
    assert v("Qd Kd As 2c 3h").category == H.HIGH_CARD
    assert v("Qs Ks As 2s 3s").category == H.FLUSH  # nor a straight flush
    assert v("Ah 2d 3c 4s 5h") < v("2c 3h 4s 5d 6s") < v("Ts Jd Qc Kh As")
    wheel = v("Ah 2d 3c 4s 5h")
    assert [c.rank_char for c in wheel.cards] == ["5", "4", "3", "2", "A"]
    # with a six, the six-high straight plays, not the wheel
    assert v("Ah 2d 3c 4s 5h 6c 9d").describe() == "Straight, six high"


def test_kickers_and_ties():
    assert v("As Ad Kc 7h 2s") > v("Ah Ac Qd Jh 9s")  # pair, then kickers in order
    assert v("As Ad Kc 7h 3s") > v("Ah Ac Kd 7s 2c")  # ... down to the last card
    assert v("As Ad 2c 2d 3h") > v("Ks Kd Qc Qd Ah")  # two pair: the higher pair first
    assert v("Ks Kd 5c 5d 9h") > v("Kh Kc 5h 5s 8h")  # then the kicker
    assert v("3s 3h 3d 2c 2s") > v("2s 2h 2d As Ad")  # full house: the trips first
    assert v("Ah Kc Qd 9s 7h") == v("As Kd Qh 9c 7s")  # identical ranks tie; suits never rank
    assert hash(v("Ah Kc Qd 9s 7h")) == hash(v("As Kd Qh 9c 7s"))
    assert v("As Ks Qs Js Ts") == v("Ah Kh Qh Jh Th")
    assert v("Ah Kh Qh Jh 9h") > v("Ah Kh Qh Jh 8h")  # flushes compare like high cards


def test_hand_value_total_order():
    a, b = v("As Ad Kc 7h 2s"), v("Ah Ac Qd Jh 9s")
    assert a > b and a >= b and b < a and b <= a and a != b and max(a, b) is a
    assert sorted([a, b]) == [b, a]
    assert (a == "As") is False
    with pytest.raises(TypeError):
        _ = a < 5


def test_holdem_uses_zero_one_or_two_hole_cards():
    board = "As Ks Qs Js Ts"
    assert v("2h 3h " + board) == v("4d 5d " + board)  # both play the board: a tie
    one = v("Ah 9c Kd Kc 2s 7h 4d")
    assert one.describe() == "One pair, kings" and Card("Ah") in one.cards  # one hole card
    flush = best_high(parse_cards("As Qs") + parse_cards("Qh 9s 2c 3s 7s"))
    assert flush.describe() == "Flush, ace high"
    assert flush.cards == parse_cards("As Qs 9s 7s 3s")


def test_best_five_display_order():
    fh = v("8c Qs 8h Qd Qh")
    assert [c.rank_char for c in fh.cards] == ["Q", "Q", "Q", "8", "8"]
    assert [c.rank_char for c in v("9c 2d Kh 2s 9s 5d Jh").cards] == ["9", "9", "2", "2", "K"]


@pytest.mark.parametrize("text, n", [("As Kd Qh Jc", 4), ("As Kd Qh Jc Tc 9s 8d 7h", 8)])
def test_best_high_wrong_count(text, n):
    with pytest.raises(CardError, match=f"best_high takes 5 to 7 cards, got {n}"):
        best_high(text)


def test_best_high_duplicate():
    with pytest.raises(DuplicateCardError, match="As"):
        best_high("As Kd Qh Jc as")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=14, max_size=14, unique=True),
       st.integers(5, 7), st.integers(5, 7))
def test_comparison_matches_reference(cards, n, m):
    a, b = cards[:n], cards[7:7 + m]
    ka, kb = ref.best_key(ref_cards(a)), ref.best_key(ref_cards(b))
    va, vb = best_high(a), best_high(b)
    assert (va > vb, va == vb, va < vb) == (ka > kb, ka == kb, ka < kb)


# --- Omaha ------------------------------------------------------------------------------------

def test_article_example():
    hole, board = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"
    hi = omaha_high(hole, board)
    assert hi.describe() == "Flush, ace high" and hi.describe("ja") == "Aハイのフラッシュ"
    assert hi.cards == parse_cards("Ad Kd Qd Jd 4d")
    lo = omaha_low(hole, board)
    assert lo.ranks == (5, 4, 3, 2, 1) and str(lo) == "5-4-3-2-A low (the wheel)"
    assert set(lo.cards) == set(parse_cards("Ad 2s 4d 3c 5h"))
    assert [c.rank_char for c in lo.cards] == ["5", "4", "3", "2", "A"]
    h, l = omaha_batch(np.array([parse_cards(hole)]), np.array([parse_cards(board)]))
    assert int(h[0]) == hi.score and int(l[0]) == lo.score
    # the nuts both ways: no other four hole cards do better
    rest = [c for c in range(52) if c not in parse_cards(hole + " " + board)]
    others = np.array(list(combinations(rest, 4)), dtype=np.int8)
    hs, ls = omaha_batch(others, np.array(parse_cards(board), dtype=np.int8))
    assert hs.max() <= hi.score and ls.max() <= lo.score


def test_four_flush_board_needs_two_suited_hole_cards():
    board = "2s 7s 9s Ts 4d"
    assert omaha_high("As Kh Qd Jc", board).category != H.FLUSH  # one spade is no flush
    assert best_high(parse_cards("As Kh") + parse_cards(board)).category == H.FLUSH  # hold'em
    two = omaha_high("As 3s Qd Jc", board)
    assert two.describe() == "Flush, ace high" and set(parse_cards("As 3s")) <= set(two.cards)


def test_board_straight_or_trips_does_not_play_alone():
    assert omaha_high("2c 2d 9h 9d", "As Ks Qs Js Ts").category == H.ONE_PAIR  # not a royal
    assert omaha_high("Ac Kd 7h 6d", "Qs Qh Qd 2c 3c").category == H.THREE_OF_A_KIND
    assert omaha_high("Ac Ad Kc Kd", "Qs Qh Qd 2c 3c").describe() == \
        "Full house, queens full of aces"


def test_low_needs_two_low_hole_cards_and_three_low_board_cards():
    assert omaha_low("Ad Ks Qs Js", "2c 3d 4h 5s 9c") is None  # only one low hole card
    assert omaha_low("Ad 2d Ks Qs", "3c 4d 9h Th Jc") is None  # only two low board cards
    assert low8(parse_cards("Ad 2d Ks Qs") + parse_cards("3c 4d 9h Th Jc")) is None
    assert omaha_low("Ad 2d Ks Qs", "3c 4d 8h Th Jc").ranks == (8, 4, 3, 2, 1)
    assert omaha_low("Ad Ac 9d 9c", "2c 3d 4h Th Jc") is None  # a pair of aces is one low rank


def test_counterfeited_low():
    hero, villain = "Ah 2h Kc Qc", "Ac 5c Js Jh"
    # a deuce on the board duplicates hero's deuce: only 3-4-2 are low on board, so hero's
    # A-2 cannot make five different low ranks, while A-5 makes the wheel
    board = "3d 4s Ks Qd 2d"
    assert omaha_low(hero, board) is None
    assert omaha_low(villain, board).ranks == (5, 4, 3, 2, 1)
    # an ace on the river counterfeits hero's ace: hero's low stays 7-4-3-2-A, but a hand
    # with 2-5 now makes the wheel with the board's ace and passes it
    other = "2c 5d Qs Qh"
    turn, river = "3d 4s 7c Kh", "3d 4s 7c Kh Ad"
    assert omaha_low(hero, turn).ranks == (7, 4, 3, 2, 1)
    assert omaha_low(other, turn).ranks == (7, 5, 4, 3, 2)
    assert omaha_low(hero, turn) > omaha_low(other, turn)
    assert omaha_low(hero, river).ranks == (7, 4, 3, 2, 1)
    assert omaha_low(other, river).ranks == (5, 4, 3, 2, 1)
    assert omaha_low(hero, river) < omaha_low(other, river)


def test_omaha_uses_exactly_two_hole_cards():
    # five low cards on board: a hold'em player has the wheel; an Omaha player needs two
    # low hole cards of different ranks from the three used on the board
    board = "As 2c 3d 4h 5s"
    assert omaha_low("Kd Kh Qd Qh", board) is None
    assert omaha_low("6d 7h Qd Qh", board).ranks == (7, 6, 3, 2, 1)
    assert omaha_high("Kd Kh Qd Qh", board).describe() == "One pair, kings"


def test_omaha_errors_name_the_problem():
    with pytest.raises(CardError, match="Omaha hole takes 4 cards, got 3"):
        omaha_high("As Kd Qh", "2c 3c 4c")
    with pytest.raises(CardError, match="board takes 3 to 5 cards, got 2"):
        omaha_low("As Kd Qh Jc", "2c 3c")
    with pytest.raises(CardError, match="board takes 3 to 5 cards, got 6"):
        omaha_high("As Kd Qh Jc", "2c 3c 4c 5c 6c 7c")
    with pytest.raises(DuplicateCardError, match="As"):
        omaha_high("As Kd Qh Jc", "2c 3c As")
    with pytest.raises(CardError, match=r"hole \(N, 4\)"):
        omaha_batch(np.zeros((2, 3), dtype=np.int8), np.zeros((2, 5), dtype=np.int8))
    with pytest.raises(CardError):
        omaha_batch(np.zeros((2, 4), dtype=np.int8), np.zeros((3, 5), dtype=np.int8))
    for err in (CardError, DuplicateCardError):
        assert issubclass(err, PokerError)


@pytest.mark.parametrize("n_board, n_hands", [(3, 1_000), (4, 1_000), (5, 2_500)])
def test_omaha_agrees_with_reference(n_board, n_hands):
    """All 2-from-4 x 3-from-board combinations by brute force in the reference."""
    dealt = deal(np.random.default_rng(300 + n_board), n_hands, 4 + n_board)
    hole, board = dealt[:, :4], dealt[:, 4:]
    hi_b, lo_b = omaha_batch(hole, board)
    hi_keys, lo_keys, his = [], [], []
    for k in range(n_hands):
        h, b = ref_cards(hole[k]), ref_cards(board[k])
        hk, lk = ref.omaha_high_key(h, b), ref.omaha_low_key(h, b)
        hi, lo = omaha_high(hole[k], board[k]), omaha_low(hole[k], board[k])
        assert hi.score == hi_b[k]
        assert set(hi.cards) <= set(parse_cards(dealt[k]))
        assert len(set(hi.cards) & set(parse_cards(hole[k]))) == 2  # exactly two from the hole
        assert ref.hand_key(ref_cards(hi.cards)) == hk
        if lk is None:
            assert lo is None and lo_b[k] == LOW_NONE
        else:
            assert lo.ranks == lk and lo.score == lo_b[k] > LOW_NONE
            assert len(set(lo.cards) & set(parse_cards(hole[k]))) == 2
            assert ref.low_key(ref_cards(lo.cards)) == lk
        hi_keys.append(hk)
        lo_keys.append(lk)
        his.append(hi.score)
    assert_same_order(hi_b, hi_keys)
    with_low = [k for k in range(n_hands) if lo_keys[k] is not None]
    assert len(with_low) > n_hands // 20  # the sample really contains lows
    # a better low has a higher score and a smaller reference tuple
    assert_same_order(lo_b[with_low], [tuple(-r for r in lo_keys[k]) for k in with_low])


def test_omaha_batch_traps_and_shared_board():
    cases = [  # (hole, board): paired holes, four-flush boards, hole pairs of low cards
        ("As Ah Ks Qc", "2s 7s 9s Ts 4d"), ("8s 8h Kd Qc", "8d 8c 2h 3s 4d"),
        ("Ad Ac 2d 2c", "3c 4d 5h Th Jc"), ("As Kh Qd Jc", "2s 7s 9s Ts 4d"),
        ("2c 2d 9h 9d", "As Ks Qs Js Ts"), ("7s 7h 6d 6c", "8s 8h 5d 4c 3c"),
    ]
    hole = np.array([parse_cards(h) for h, _ in cases])
    board = np.array([parse_cards(b) for _, b in cases])
    hi, lo = omaha_batch(hole, board)
    for k, (h, b) in enumerate(cases):
        assert hi[k] == omaha_high(h, b).score
        low = omaha_low(h, b)
        assert lo[k] == (low.score if low else LOW_NONE)
    # one board for every hand (1-D) is the same as repeating it (a board that shares no card
    # with any hole: a card in the hole and on the board is refused)
    shared = np.array(parse_cards("2h 3d 5c Jd Qh"))
    a = omaha_batch(hole, shared)
    b = omaha_batch(hole, np.repeat(shared[None, :], len(hole), axis=0))
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1])


def test_omaha_batch_matches_exact_api_on_a_large_sample():
    dealt = deal(np.random.default_rng(17), 6_000, 9)
    hi, lo = omaha_batch(dealt[:, :4], dealt[:, 4:])
    for k in range(0, 6_000, 3):
        h, b = dealt[k, :4], dealt[k, 4:]
        assert hi[k] == omaha_high(h, b).score
        low = omaha_low(h, b)
        assert lo[k] == (low.score if low else LOW_NONE)


# --- the 8-or-better low ----------------------------------------------------------------------

def low(text: str) -> LowValue | None:
    return low8(text)


def test_low_comparison_order():
    assert low("7c 6d 5h 4s 3c") > low("8c 5d 4h 3s 2c")  # the highest card decides first
    assert low("7c 6d 4h 3s 2c") > low("7d 6h 5s 3c 2d")  # then the next one down
    assert low("As 2d 3h 4c 5s") > low("2s 3d 4h 5c 6s")  # the wheel is the best low
    assert low("6s 4d 3h 2c Ad") > low("6d 5h 3s 2c Ah")
    assert low("8s 7d 6h 5c 4d") < low("8d 7h 6s 5c 3d")
    assert low("5s 4d 3h 2c Ad") == low("5h 4c 3d 2s Ah")  # suits never matter: a tie
    assert low("As 2d 3h 4c 5s").describe("ja") == "5-4-3-2-Aのロー（ウィール）"


def test_low_qualification():
    assert low("9c 5d 4h 3s 2c") is None  # a nine is too high
    assert low("8c 5d 4h 3s 2c").ranks == (8, 5, 4, 3, 2)
    assert low("Ac Ad 2c 3h 9s") is None  # a pair leaves only four low ranks
    assert low("Kc Qd 8h 6s 4c 3d 2h").ranks == (8, 6, 4, 3, 2)
    with pytest.raises(CardError, match="low8 takes 5 or more cards, got 4"):
        low8("As 2d 3h 4c")


def test_pairs_are_ignored_and_straights_flushes_do_not_spoil():
    assert low("As Ad 2c 3h 4s 5d 5c").ranks == (5, 4, 3, 2, 1)  # pairs just skipped
    assert low("As 2s 3s 4s 5s").ranks == (5, 4, 3, 2, 1)  # a straight flush is still the wheel
    assert best_high("As 2s 3s 4s 5s").category == H.STRAIGHT_FLUSH  # ... and a high hand
    assert low("2h 4h 6h 7h 8h").ranks == (8, 7, 6, 4, 2)


@pytest.mark.parametrize("n_cards", [5, 6, 7, 8])
def test_low8_and_low_batch_agree_with_reference(n_cards):
    # mostly low cards so most hands qualify (and random otherwise)
    rng = np.random.default_rng(400 + n_cards)
    lows = np.array([c for c in range(52) if c // 4 <= 6 or c // 4 == 12])
    hands = np.concatenate([deal(rng, 3_000, n_cards),
                            np.array([rng.choice(lows, n_cards, replace=False)
                                      for _ in range(3_000)], dtype=np.int8)])
    batch = low_batch(hands)
    keys = []
    for k, row in enumerate(hands):
        want = ref.best_low(ref_cards(row))
        got = low8(row)
        if want is None:
            assert got is None and batch[k] == LOW_NONE
        else:
            assert got.ranks == want and got.score == batch[k]
            assert set(got.cards) <= set(parse_cards(row)) and len(got.cards) == 5
        keys.append(want)
    ok = [k for k in range(len(hands)) if keys[k] is not None]
    assert len(ok) > len(hands) // 10  # the sample really contains lows
    assert_same_order(batch[ok], [tuple(-r for r in keys[k]) for k in ok])


# --- import stays light -----------------------------------------------------------------------

def test_tables_are_built_lazily():
    probe = ("import pokerlib, pokerlib.evaluate as e; n = e.lookup_tables.cache_info().currsize; "
             "e.score([0, 4, 8, 12, 17]); print(n, e.lookup_tables.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).parent.parent)
    assert out.stdout.split() == ["0", "1"]  # nothing built at import; built on first use
