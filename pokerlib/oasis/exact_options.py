"""The exact value of every option of one Oasis situation (a hand and the dealer's up card),
from the kernel: fold, raise, and each exchange the rules allow, as exact fractions.

The house-edge estimate of :func:`~pokerlib.oasis.house_edge_data.house_edge` for rules without
shipped figures values random situations with these, and so does the offline exact-edge job
(:mod:`pokerlib.builders.oasis_exact_edge`).

>>> value, action, wager = best_option("As Ad 7c 5h 2d", "Kh", OasisRules.bgaming())
>>> action, value > 0
('raise', True)
>>> situation(0)[1]
Card('2s')
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

from ..cards import Card, parse_cards
from ..errors import DataError
from .arguments import whole_number
from .kernel import situation_sums
from .rules import OasisRules

__all__ = ["N_HANDS", "N_SITUATIONS", "option_values", "best_of", "best_option", "best_01",
           "situation"]


N_HANDS = math.comb(51, 5)
#: the situations: 13 spade up cards x every 5 of the other 51 cards, each weighing 4
#: (= 2,598,960 x 47 = 122,151,120 (hand, up card) situations)
N_SITUATIONS = 4 * 13 * N_HANDS


def _colex_unrank(rank: int, k: int) -> list[int]:
    """The k-subset of positions whose colex rank is ``rank``."""
    out = []
    for j in range(k, 0, -1):
        c = j - 1
        while math.comb(c + 1, j) <= rank:
            c += 1
        out.append(c)
        rank -= math.comb(c, j)
    return out[::-1]


def option_values(hand: Sequence[Any], upcard: Any, rules: OasisRules,
                  counts: Sequence[int]) -> dict[int, tuple[Fraction, str, Fraction]]:
    """Exact options of a situation from the kernel, by discard mask (bit ``i`` = the
    ``i``-th card of ``hand``; ``-1`` = fold, ``0`` = raise the dealt hand): the value in
    Antes (fee included), the action and the expected amount wagered. Exchanges of the
    ``counts`` numbers of cards only. (The job's inner step: the cards are not checked here;
    :func:`best_option` is the checked way in.)"""
    h = [int(c) for c in hand]
    pool = [c for c in range(52) if c not in set(h) | {int(upcard)}]
    best, forced, raises, denom = situation_sums(h, int(upcard), pool, rules, tuple(counts))
    ra = rules.raise_antes
    out = {-1: (Fraction(-1), "fold", Fraction(1)),
           0: (Fraction(int(forced[0]), int(denom[0])), "raise", Fraction(1 + ra))}
    for mask in range(1, 32):
        if not denom[mask]:
            continue
        k = bin(mask).count("1")
        fee = rules.fee_for(k)
        draws = math.comb(len(pool), k)
        if k == 5 and rules.five_forces_raise:
            value = Fraction(int(forced[mask]), int(denom[mask])) - fee
            share = Fraction(1)
        else:
            value = Fraction(int(best[mask]), int(denom[mask])) - fee
            share = Fraction(int(raises[mask]), draws)
        out[mask] = (value, f"exchange {k}", 1 + fee + ra * share)
    return out


def best_of(options: dict[int, tuple[Fraction, str, Fraction]], masks: Iterable[int]
         ) -> tuple[Fraction, str, Fraction]:
    """The best of ``masks`` (fold first, then raise, then exchanges on equal values)."""
    top = None
    for m in masks:
        if m in options and (top is None or options[m][0] > top[0]):
            top = options[m]
    assert top is not None
    return top


def best_option(hand: Any, upcard: Any, rules: OasisRules | None = None
                ) -> tuple[Fraction, str, Fraction]:
    """The exact value in Antes of the best option of a situation, its action (``fold``,
    ``raise`` or ``exchange k``) and the expected amount wagered (Ante + fee + Raise). The
    cards are read and checked (five in the hand, one up card, none twice); ``rules``
    default to BGaming's."""
    rules = OasisRules.check(rules)
    hand = parse_cards(hand, count=5)
    upcard = parse_cards(upcard, count=1)[0]
    parse_cards(tuple(hand) + (upcard,))   # a card can't be in two places
    counts = tuple(rules.exchange_counts) if rules.max_exchanges else ()
    opts = option_values(hand, upcard, rules, counts)
    return best_of(opts, sorted(opts))


def best_01(hand: Sequence[int], upcard: int, rules: OasisRules
            ) -> tuple[Fraction, str, Fraction]:
    """The exact best of fold, raise and the 1-card exchanges (if the rules allow them)."""
    one = (1,) if rules.max_exchanges and rules.fees[0] is not None else ()
    opts = option_values(hand, upcard, rules, one)
    return best_of(opts, sorted(opts))


def situation(i: int) -> tuple[tuple[Card, ...], Card]:
    """Situation number ``i`` (0..13 x C(51, 5) - 1): the hand and the spade up card (a number
    outside that range is refused, keyed)."""
    i = whole_number(i, "situation number", DataError, 0, 13 * N_HANDS - 1)
    up_rank, hand_rank = divmod(i, N_HANDS)
    up = 4 * up_rank  # suit 0: spades
    others = [c for c in range(52) if c != up]
    return tuple(Card(others[p]) for p in _colex_unrank(hand_rank, 5)), Card(up)
