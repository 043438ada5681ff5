"""One kernel call per up-suit class (pokerlib.builders.oasis_exact_edge.five_card) gives the exact
5-card
sums of every dead set in the class: checked against the kernel called on each dead set."""

from __future__ import annotations

import random

import numpy as np
import pytest

from pokerlib.builders.oasis_exact_edge.five_card import (
    member_sums,
    rank_keys,
    split_sums,
    up_suit_class,
    up_suit_keys,
)
from pokerlib.oasis import OasisRules
from pokerlib.oasis.kernel import situation_sums

CUSTOM = OasisRules(name="mine", paytable=(0, 1, 3, 4, 6, 8, 10, 30, 40, 250), qualifier="AQ",
                    fees=(1, 2, 3, 4, 1), raise_antes=3)


def _members(hand, up, rng, n):
    """Dead sets of the same up-suit class: the same ranks and the same cards of the up
    card's suit, the other cards moved to random other suits."""
    su = up & 3
    out = []
    while len(out) < n:
        used, member = {up}, []
        for c in hand:
            if c & 3 == su:
                member.append(c)
            else:
                same_rank = [c & ~3 | s for s in range(4)]
                free = [x for x in same_rank
                        if x == c or (x & 3 != su and x not in used and x not in hand)]
                member.append(rng.choice(free))
            used.add(member[-1])
        if len(set(member)) == 5:
            out.append(member)
    return out


def _direct(hand, up, rules):
    pool = [c for c in range(52) if c not in hand and c != up]
    best, forced, raises, _ = situation_sums(hand, up, pool, rules, counts=(5,))
    return int(best[31]), int(forced[31]), int(raises[31])


@pytest.mark.parametrize("rules", [OasisRules.casino_senator(), OasisRules.galewind(), CUSTOM],
                         ids=["senator", "galewind", "custom"])
def test_every_member_of_an_up_suit_class_gets_its_exact_sums(rules):
    rng = random.Random(7)
    checked = flushes_differ = 0
    for _ in range(4):
        cards = rng.sample(range(52), 6)
        hand, up = cards[:5], cards[5]
        split = split_sums(hand, up, rules)
        seen = set()
        for member in _members(hand, up, rng, 4):
            assert up_suit_class(member, up) == up_suit_class(hand, up)
            got = member_sums(member, up, split)
            assert got == _direct(member, up, rules), (hand, member, up)
            seen.add(got)
            checked += 1
        flushes_differ += len(seen) > 1
    assert checked == 16
    assert flushes_differ >= 2   # members really differ (their flush draws), and still agree


def test_the_class_key_keeps_ranks_and_up_suit_cards_only():
    # 2c 2d 7h 9s Kc against the A of clubs: ranks 0 0 5 7 11, clubs 2 and K
    assert up_suit_class([0, 1, 22, 31, 44], 48) == ((0, 0, 5, 7, 11), 1 | 1 << 11)
    # the same with the diamond and spade swapped: the same class
    assert up_suit_class([0, 3, 22, 29, 44], 48) == up_suit_class([0, 1, 22, 31, 44], 48)
    # the club deuce moved to hearts: another class
    assert up_suit_class([2, 1, 22, 31, 44], 48) != up_suit_class([0, 1, 22, 31, 44], 48)


def test_the_keys_of_many_hands_agree_with_the_class_of_each():
    """The job orders hands by up_suit_keys and groups them by rank_keys; the exact stage
    caches by up_suit_class: equal keys exactly where the classes are equal."""
    rng = random.Random(3)
    up = 4 * 11 + 2
    rest = [c for c in range(52) if c != up]
    base = [rng.sample(rest, 5) for _ in range(40)]
    hands = []
    for hand in base:   # each with members of its own class and of its rank class
        hands.append(hand)
        hands += _members(hand, up, rng, 2)
        hands.append([c & ~3 | (c + 1) & 3 if c & ~3 | (c + 1) & 3 not in hand else c
                      for c in hand])
    hands = [h for h in hands if len(set(h)) == 5 and up not in h]
    cards = np.array(hands, dtype=np.int64)
    keys, ranks = up_suit_keys(cards, up), rank_keys(cards)
    classes = [up_suit_class(h, up) for h in hands]
    for i in range(len(hands)):
        for j in range(len(hands)):
            assert (keys[i] == keys[j]) == (classes[i] == classes[j])
            assert (ranks[i] == ranks[j]) == (classes[i][0] == classes[j][0])
    assert len(set(keys.tolist())) > len(set(ranks.tolist()))   # some rank classes split
