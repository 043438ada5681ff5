"""Hand counts, hold'em matchups, PokerKit's orderings, the heads-up caller chart and an Omaha
hi/lo count: figures other people published, reproduced by pokerlib from its own rules. Each
test's docstring or constant comment names its source and the figure as published; none of
the figures was computed by pokerlib. (Caribbean Stud and Oasis are in
tests/test_outside_sources.py; docs/sources.md lists both files' sources.)
"""

from __future__ import annotations

from hashlib import md5
from itertools import combinations
from math import comb

import numpy as np
import pytest

from pokerlib.aof import pushfold_equilibrium
from pokerlib.cards import parse_cards
from pokerlib.combinatorics import subsets
from pokerlib.equity import equity
from pokerlib.evaluate import (
    LOW_NONE,
    N_CLASSES,
    HandCategory,
    category_of,
    low_batch,
    omaha_batch,
    score_batch,
)

# --- how many hands of each category, and how many distinct values ----------------------------

#: Wikipedia, "Poker probability", table "Frequency of 5-card poker hands", column "Frequency":
#: royal flush 4; straight flush (excluding royal flush) 36; four of a kind 624; full house
#: 3,744; flush (excluding royal flush and straight flush) 5,108; straight (excluding royal
#: flush and straight flush) 10,200; three of a kind 54,912; two pair 123,552; one pair
#: 1,098,240; no pair / high card 1,302,540; total 2,598,960.
#: Distinct values: the treys LookupTable docstring (ihendley/treys, treys/lookup.py, from
#: worldveil/deuces): "Straight Flush 10 / Four of a Kind 156 / Full Houses 156 / Flush 1277 /
#: Straight 10 / Three of a Kind 858 / Two Pair 858 / One Pair 2860 / High Card 1277 / TOTAL
#: 7462" (its straight flushes include the royal flush).
FIVE_CARDS = {  # category: (frequency, distinct values); straight flushes without the royal
    "royal flush": (4, 1), "STRAIGHT_FLUSH": (36, 9), "FOUR_OF_A_KIND": (624, 156),
    "FULL_HOUSE": (3_744, 156), "FLUSH": (5_108, 1_277), "STRAIGHT": (10_200, 10),
    "THREE_OF_A_KIND": (54_912, 858), "TWO_PAIR": (123_552, 858),
    "ONE_PAIR": (1_098_240, 2_860), "HIGH_CARD": (1_302_540, 1_277),
}
#: Wikipedia, "Poker probability", table "Frequency of 7-card poker hands" (best five of seven),
#: column "Frequency": royal flush 4,324; straight flush 37,260; four of a kind 224,848; full
#: house 3,473,184; flush 4,047,644; straight 6,180,020; three of a kind 6,461,620; two pair
#: 31,433,400; one pair 58,627,800; no pair 23,294,460; total 133,784,560 (the first ones, and
#: the 41,584 straight flushes altogether, also in Brian Alspach, "7-Card Poker Hands", 2000,
#: http://people.math.sfu.ca/~alspach/comp20/). And the same article: "The number of distinct
#: 5-card poker hands that are possible from 7 cards is 4,824."
SEVEN_CARDS = {
    "royal flush": 4_324, "STRAIGHT_FLUSH": 37_260, "FOUR_OF_A_KIND": 224_848,
    "FULL_HOUSE": 3_473_184, "FLUSH": 4_047_644, "STRAIGHT": 6_180_020,
    "THREE_OF_A_KIND": 6_461_620, "TWO_PAIR": 31_433_400, "ONE_PAIR": 58_627_800,
    "HIGH_CARD": 23_294_460,
}
SEVEN_CARD_DISTINCT = 4_824


def hands_per_score(n_cards: int) -> np.ndarray:
    """How many hands of ``n_cards`` cards have each score 0..7461, by brute force: the first
    n - 5 cards fixed, then every five of the cards above them."""
    hits = np.zeros(N_CLASSES, dtype=np.int64)
    for head in combinations(range(52), n_cards - 5):
        first = head[-1] + 1 if head else 0
        rest = subsets(52 - first, 5).astype(np.int16) + first
        if not len(rest):
            continue
        hands = np.hstack([np.broadcast_to(np.array(head, np.int16), (len(rest), len(head))),
                           rest])
        hits += np.bincount(score_batch(hands, check=False), minlength=N_CLASSES)
    return hits


def by_category(hits: np.ndarray) -> dict[str, tuple[int, int]]:
    """(hands, distinct scores) per category, the royal flush apart."""
    cat = np.array([int(category_of(s)) for s in range(N_CLASSES)])
    royal = np.arange(N_CLASSES) == N_CLASSES - 1
    out = {"royal flush": (int(hits[royal].sum()), int((hits[royal] > 0).sum()))}
    for c in HandCategory:
        m = (cat == c) & ~royal
        out[c.name] = (int(hits[m].sum()), int((hits[m] > 0).sum()))
    return out


def test_five_card_counts_and_distinct_values_are_wikipedias_and_treys():
    hits = hands_per_score(5)
    assert by_category(hits) == FIVE_CARDS
    assert hits.sum() == 2_598_960 and (hits > 0).sum() == 7_462


def test_seven_card_counts_and_distinct_values_are_wikipedias():
    hits = hands_per_score(7)
    assert {k: v[0] for k, v in by_category(hits).items()} == SEVEN_CARDS
    assert hits.sum() == comb(52, 7) == 133_784_560
    assert (hits > 0).sum() == SEVEN_CARD_DISTINCT


# --- hold'em matchups, every board counted -----------------------------------------------------

#: ImperialBower/pkcore (Rust), src/analysis/store/heads_up.rs, the doc comment of PreflopRow,
#: "first hand, second hand, first-win% (count), second-win% (count), tie% (count)" over all
#: 1,712,304 boards: "A♠ A♥ K♠ K♥, 82.36% (1410336), 17.09% (292660), 0.54% (9308)";
#: "A♠ A♥ K♦ K♣, 81.06% (1388072), 18.55% (317694), 0.38% (6538)";
#: "A♠ K♠ J♦ J♣, 45.94% (786618), 53.68% (919198), 0.38% (6488)";
#: "A♠ K♠ 7♣ 6♣, 60.14% (1029832), 39.42% (674947), 0.44% (7525)";
#: "A♠ A♥ A♦ A♣, 2.17% (37210), 2.17% (37210), 95.65% (1637884)".
MATCHUPS = [
    ("As Ah", "Ks Kh", 1_410_336, 292_660, 9_308),
    ("As Ah", "Kd Kc", 1_388_072, 317_694, 6_538),
    ("As Ks", "Jd Jc", 786_618, 919_198, 6_488),
    ("As Ks", "7c 6c", 1_029_832, 674_947, 7_525),
    ("As Ah", "Ad Ac", 37_210, 37_210, 1_637_884),
]


@pytest.mark.parametrize("first, second, wins, losses, ties", MATCHUPS)
def test_a_matchup_wins_ties_and_loses_on_the_published_boards(first, second, wins, losses,
                                                               ties):
    r = equity([first, second])
    n = r.boards
    assert n == comb(48, 5) == wins + losses + ties
    assert (round(r[0].win * n), round(r[1].win * n), round(r[0].tie * n)) == (wins, losses,
                                                                              ties)


def brute_force_boards(first: str, second: str) -> tuple[int, int, int]:
    """(first wins, second wins, ties) over every board, each scored here as 7 cards."""
    a, b = list(map(int, parse_cards(first))), list(map(int, parse_cards(second)))
    rest = np.array([c for c in range(52) if c not in a + b])
    boards = rest[subsets(len(rest), 5).astype(np.int64)]
    sa = score_batch(np.hstack([np.tile(a, (len(boards), 1)), boards]), check=False)
    sb = score_batch(np.hstack([np.tile(b, (len(boards), 1)), boards]), check=False)
    return int((sa > sb).sum()), int((sb > sa).sum()), int((sa == sb).sum())


def test_the_famous_sixes_against_fives_has_the_count_of_one_source_not_the_other():
    """pkcore's comment on "THE hand" (Negreanu's 6♠ 6♥ against Hansen's 5♦ 5♣) gives
    "79.73% (1365284), 18.39% (314904), 1.88% (32116)" and beside it "|| 79.71% (1364802) ...
    18.39% (314904) ... 1.90% (32598) // stats from <https://tools.timodenk.com/poker-odds-pre-
    flop/>". Both sum to 1,712,304; every board scored here gives the first, so the quoted
    second figure is wrong. (Its ties, 32,598, are exactly the ties of 6♠ 6♥ against 4♦ 4♣.)"""
    assert brute_force_boards("6s 6h", "5d 5c") == (1_365_284, 314_904, 32_116)
    assert brute_force_boards("6s 6h", "4d 4c")[2] == 32_598


# --- PokerKit's order of every hand ------------------------------------------------------------

def pokerkit_md5(deck: str, keys: np.ndarray, keep: np.ndarray | None = None) -> str:
    """PokerKit's serialisation (pokerkit/tests/test_lookups.py): every 5-card combination of
    its deck, in ``itertools.combinations`` order, sorted (stably) by the lookup's entry, each
    written as its cards' reprs joined, lines joined by newlines; the md5 of that text."""
    cards = [r + s for r in deck for s in "cdhs"]
    combos = np.array(list(combinations(range(52), 5)), dtype=np.int64)
    index = np.array([int(parse_cards(c)[0]) for c in cards])
    order = keys(index[combos])
    rows = np.arange(len(combos)) if keep is None else keep(index[combos])
    rows = rows[np.argsort(order[rows], kind="stable")]
    return md5("\n".join("".join(cards[j] for j in combos[i]) for i in rows).encode()).hexdigest()


def test_every_high_hand_in_pokerkits_order():
    """uoftcprg/pokerkit 0.7, pokerkit/tests/test_lookups.py, StandardLookupTestCase: all
    2,598,960 combinations of Deck.STANDARD (2c 2d 2h 2s 3c ... As) sorted by the lookup's
    entry hash to '488cdd27873395ba75205cd02fb9d6b2'. Sorted by pokerlib's score, weakest
    first, they hash the same: the same order of all 7,462 values, ties kept in deal order."""
    assert pokerkit_md5("23456789TJQKA",
                        lambda h: score_batch(h, check=False)) == "488cdd27873395ba75205cd02fb9d6b2"


def test_every_eight_or_better_low_in_pokerkits_order():
    """The same file, EightOrBetterLookupTestCase: the 57,344 combinations of Deck.REGULAR
    (Ac Ad Ah As 2c ... Ks) that make an 8-or-better low, sorted by the entry (best low first),
    hash to 'ecf2b6b16031562a6761932b1ce1de91'. pokerlib's low scores (higher is better),
    sorted from the best down, hash the same."""
    def best_first(h: np.ndarray) -> np.ndarray:
        return -low_batch(h, check=False).astype(np.int64)

    def with_a_low(h: np.ndarray) -> np.ndarray:
        return np.flatnonzero(low_batch(h, check=False) != LOW_NONE)

    assert pokerkit_md5("A23456789TJQK", best_first, with_a_low) == \
        "ecf2b6b16031562a6761932b1ce1de91"


def test_pokerkits_doctest_orders():
    """pokerkit/hands.py doctests: StandardHighHand '7c5d4h3s2c' < '7c6d4h3s2c' < '8c7d6h4s2c'
    < 'AcAsAd2s4s' < 'TsJsQsKsAs'; EightOrBetterLowHand '8c7d6h4s2c' < '7c5d4h3s2c' <
    '5d4h3s2dAd', and 'AcAsAd2s4s', 'TsJsQsKsAs' make no low. pokerkit/lookups.py:
    'As3sQhJsJc' (one pair) < '2s4sKhKsKc' (three of a kind); 'Ah6h7s8c9s' (high card) <
    'AhAc6s6hTd' (two pair)."""
    def cards(texts: list[str]) -> np.ndarray:
        return np.array([list(map(int, parse_cards(" ".join(t[i:i + 2] for i in range(0, 10, 2)))))
                         for t in texts])

    high = score_batch(cards(["7c5d4h3s2c", "7c6d4h3s2c", "8c7d6h4s2c", "AcAsAd2s4s",
                              "TsJsQsKsAs"]))
    assert (np.diff(high.astype(int)) > 0).all()
    low = low_batch(cards(["8c7d6h4s2c", "7c5d4h3s2c", "5d4h3s2dAd", "AcAsAd2s4s",
                           "TsJsQsKsAs"]))
    assert low[0] < low[1] < low[2] and low[3] == low[4] == LOW_NONE
    pairs = score_batch(cards(["As3sQhJsJc", "2s4sKhKsKc", "Ah6h7s8c9s", "AhAc6s6hTd"]))
    assert [category_of(int(s)).name for s in pairs] == ["ONE_PAIR", "THREE_OF_A_KIND",
                                                         "HIGH_CARD", "TWO_PAIR"]
    assert pairs[0] < pairs[1] and pairs[2] < pairs[3]


# --- the heads-up Nash caller chart ------------------------------------------------------------

#: HoldemResources.net, "Using the Nash Charts" (http://www.holdemresources.net/h/poker-theory/
#: hune/usage.html): "The tables show the highest effective stack size in big blinds where a
#: hand can be pushed or called"; its worked example: "locate Q2o. The value there is 5.6bb".
#: The rest of the "Caller" chart (no ante) as transcribed in three independent copies that
#: agree with each other and with the page: A2o 15.8, K2o 8.1, 22 15.0, J9s 13.4, T8o 6.6,
#: J2s 5.6, Q2s 7.2, 98o 6.0, K7o 12.4, J9o 9.5.
CALLER_CHART = {"Q2o": 5.6, "A2o": 15.8, "K2o": 8.1, "22": 15.0, "J9s": 13.4, "T8o": 6.6,
                "J2s": 5.6, "Q2s": 7.2, "98o": 6.0, "K7o": 12.4, "J9o": 9.5}


@pytest.mark.parametrize("hand, chart", sorted(CALLER_CHART.items()))
def test_the_big_blind_calls_up_to_the_caller_charts_stack(hand, chart):
    # The chart rounds a mixed strategy to one stack ("most hands are actually played with
    # mixed strategies for at least a few stack sizes", its About page): our exact equilibrium
    # calls more often than not 0.1 big blinds below the charted stack and less than half the
    # time 0.1 above it.
    def calls(stack_bb: float) -> float:
        return pushfold_equilibrium(round(stack_bb, 2)).ranges[1].hands.get(hand, 0.0)

    assert calls(chart - 0.1) > 0.5 > calls(chart + 0.1)


# --- Omaha hi/lo: boards that give a low -------------------------------------------------------

def test_alspachs_count_of_low_boards_for_ace_deuce():
    """Brian Alspach, "Low Board Blues", Poker Digest 1(6), Oct 9-22 1998
    (http://people.math.sfu.ca/~alspach/mag6): holding A-2 and two high cards, of the boards
    with three low cards and two high ones "a low is possible only if the three low cards are of
    distinct ranks chosen from 3-8 ... Multiplying these numbers yields 195,840 possible
    boards." Every such board dealt here to A♥ 2♦ K♣ Q♠ and scored with the 2 + 3 rule."""
    hole = list(map(int, parse_cards("Ah 2d Kc Qs")))
    rest = [c for c in range(52) if c not in hole]
    low = [c for c in rest if c // 4 <= 6 or c // 4 == 12]   # A and 2-8
    high = [c for c in rest if c not in low]
    assert (len(low), len(high)) == (30, 18)
    lows = np.array(low)[subsets(30, 3).astype(np.int64)]
    highs = np.array(high)[subsets(18, 2).astype(np.int64)]
    boards = np.hstack([np.repeat(lows, len(highs), axis=0), np.tile(highs, (len(lows), 1))])
    _, lo = omaha_batch(np.tile(hole, (len(boards), 1)), boards, check=False)
    assert len(boards) == comb(30, 3) * comb(18, 2)
    assert int((lo != LOW_NONE).sum()) == 195_840
