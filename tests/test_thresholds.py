"""Every named score threshold found again by brute force over all 2,598,960 five-card hands.

A threshold typed as a hand drifts silently: ``WEAKEST_PAIR_SCORE`` was once typed as
2-2-6-5-4, and "raise with a pair or better" folded 2-2-5-4-3, 2-2-6-4-3 and 2-2-6-5-3. Here each
threshold is compared with the hands that define it, and those hands are classified by a
classifier written from the rules in this file (rank multiplicities, five of a suit, five in a
row), not by the evaluator's category table, so an error in either one shows.
"""

from __future__ import annotations

import numpy as np
import pytest

from pokerlib.cards import Deck, parse_cards
from pokerlib.combinatorics import subsets
from pokerlib.evaluate import HandCategory, category_of, score, score_batch
from pokerlib.oasis import OasisGame, OasisRules
from pokerlib.oasis.rules import ROYAL_SCORE, qualifier_score
from pokerlib.oasis.strategy import STRATEGIES, WEAKEST_PAIR_SCORE, ThresholdStrategy

ACE, KING = 12, 11


@pytest.fixture(scope="module")
def every_hand():
    """(cards, scores, categories, rank counts) of every five-card hand; categories by the
    rules, computed here."""
    cards = subsets(52, 5).astype(np.int64)
    ranks, suits = cards // 4, cards % 4
    counts = (ranks[:, :, None] == np.arange(13)).sum(axis=1)
    top = np.sort(counts, axis=1)[:, ::-1]
    first, second = top[:, 0], top[:, 1]
    flush = (suits == suits[:, :1]).all(axis=1)
    distinct = first == 1
    span = ranks.max(axis=1) - ranks.min(axis=1)
    wheel = distinct & np.isin(ranks, [12, 0, 1, 2, 3]).all(axis=1)
    straight = distinct & ((span == 4) | wheel)
    cat = np.full(len(cards), int(HandCategory.HIGH_CARD))
    cat[first == 2] = HandCategory.ONE_PAIR
    cat[(first == 2) & (second == 2)] = HandCategory.TWO_PAIR
    cat[first == 3] = HandCategory.THREE_OF_A_KIND
    cat[straight] = HandCategory.STRAIGHT
    cat[flush] = HandCategory.FLUSH
    cat[(first == 3) & (second == 2)] = HandCategory.FULL_HOUSE
    cat[first == 4] = HandCategory.FOUR_OF_A_KIND
    cat[straight & flush] = HandCategory.STRAIGHT_FLUSH
    return cards, score_batch(cards, check=False).astype(np.int64), cat, counts


def rank_patterns(cards: np.ndarray) -> set[tuple[int, ...]]:
    """The distinct rank multisets (highest first) of some hands."""
    return {tuple(sorted((c // 4 for c in row), reverse=True)) for row in cards.tolist()}


def ranks_of(text: str) -> tuple[int, ...]:
    return tuple(sorted((int(c) // 4 for c in parse_cards(text)), reverse=True))


def test_the_classifier_here_agrees_with_the_evaluator(every_hand):
    cards, scores, cat, _ = every_hand
    table = np.array([int(category_of(s)) for s in range(7462)])
    assert np.array_equal(table[scores], cat)
    # and the order of categories is the order of scores: no hand of a lower category
    # outscores a hand of a higher one
    for k in range(8):
        assert scores[cat == k].max() < scores[cat == k + 1].min()


def test_the_weakest_pair_is_two_two_five_four_three(every_hand):
    cards, scores, cat, _ = every_hand
    pairs = cat == HandCategory.ONE_PAIR
    weakest = scores[pairs].min()
    assert WEAKEST_PAIR_SCORE == weakest
    at = cards[pairs & (scores == weakest)]
    assert rank_patterns(at) == {ranks_of("2c 2d 5h 4s 3c")}
    assert len(at) == 6 * 4 ** 3  # two deuces of four suits, three kickers of any suit
    # the three pairs the typed constant (2-2-6-5-4) folded are pairs, and now raise
    for text in ("2c 2d 5h 4s 3c", "2c 2d 6h 4s 3c", "2c 2d 6h 5s 3c"):
        assert WEAKEST_PAIR_SCORE <= score(parse_cards(text)) < score(parse_cards("2c 2d 6h 5s 4c"))
    # everything below the weakest pair is a high card, everything from it up is not
    assert (cat[scores < weakest] == HandCategory.HIGH_CARD).all()
    assert (cat[scores >= weakest] != HandCategory.HIGH_CARD).all()


def test_the_qualifier_is_ace_king_four_three_two(every_hand):
    cards, scores, cat, counts = every_hand
    high = cat == HandCategory.HIGH_CARD
    ace_king = (counts[:, ACE] == 1) & (counts[:, KING] == 1)
    q = qualifier_score("AK")
    assert q == scores[high & ace_king].min()
    assert rank_patterns(cards[high & (scores == q)]) == {ranks_of("Ah Kd 4s 3c 2h")}
    # a hand qualifies (scores at least A-K-4-3-2) exactly when it is a pair or better, or a
    # high card holding an ace and a king
    assert np.array_equal(scores >= q, ~high | ace_king)


def test_the_royal_flush_is_the_top_score(every_hand):
    cards, scores, cat, _ = every_hand
    top = cards[scores == ROYAL_SCORE]
    assert ROYAL_SCORE == scores.max()
    assert rank_patterns(top) == {ranks_of("As Ks Qs Js Ts")} and len(top) == 4
    assert (cat[scores == ROYAL_SCORE] == HandCategory.STRAIGHT_FLUSH).all()


# what each threshold strategy's name promises, hand by hand
PROMISES = {
    "raise with a pair or better": lambda cat, ace_king: cat >= HandCategory.ONE_PAIR,
    "raise with the qualifier or better":
        lambda cat, ace_king: (cat >= HandCategory.ONE_PAIR) | ace_king,
    "always raise": lambda cat, ace_king: np.ones(len(cat), dtype=bool),
}


def test_every_threshold_strategy_is_named_here():
    assert {n for n, s in STRATEGIES.items() if isinstance(s, ThresholdStrategy)} == set(PROMISES)


@pytest.mark.parametrize("name", sorted(PROMISES))
def test_each_strategys_cut_raises_exactly_the_hands_its_name_says(every_hand, name):
    _, scores, cat, counts = every_hand
    ace_king = (counts[:, ACE] == 1) & (counts[:, KING] == 1)
    strategy = STRATEGIES[name]
    assert isinstance(strategy, ThresholdStrategy)
    raises = scores >= strategy.minimum_score(OasisRules.bgaming())
    assert np.array_equal(raises, PROMISES[name](cat, ace_king))


@pytest.mark.parametrize("hand, raises", [
    ("2c 2d 5h 4s 3c", True), ("2c 2d 6h 5s 3c", True), ("Ah Kd Qs Jc 9h", False)])
def test_a_game_played_with_the_pair_strategy_raises_the_weakest_pairs(hand, raises):
    game = OasisGame(ante=1, balance=100, deck=Deck.stacked(hand + " Ks Kh 9c 6d 8s"))
    assert STRATEGIES["raise with a pair or better"].choose_raise(game) is raises
