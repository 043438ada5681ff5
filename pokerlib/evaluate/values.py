"""Hand values for people: :class:`HandValue` and :class:`LowValue` compare, know their best
five cards and describe themselves in English or Japanese; :func:`category_of` and
:func:`describe_score` do the same for a bare score.

>>> describe_score(7461), describe_score(7266, "ja")
('Royal flush', 'Qと8のフルハウス')
>>> category_of(7462)
Traceback (most recent call last):
...
pokerlib.errors.ScoreError: 7462 is not a hand score: scores are whole numbers 0..7461
"""

from __future__ import annotations

import functools
import numbers
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..cards import RANK_NAMES, RANKS, Card, cards_html, parse_cards
from ..errors import CardError, ScoreError
from .categories import N_CLASSES, ROYAL_FLUSH_JA, HandCategory
from .fast import score as fast_score
from .tables import LOW_BIT_OF_CARD, lookup_tables

__all__ = ["HandValue", "LowValue", "category_of", "describe_score", "display_order", "LANGUAGES"]

#: The languages :func:`describe_score` and the values' ``describe`` speak.
LANGUAGES = ("en", "ja")


def _checked_score(value: Any) -> int:
    """``value`` as a high-hand score 0..7461, or a ScoreError saying what is allowed."""
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) \
            or not 0 <= int(value) < N_CLASSES:
        raise ScoreError(key="ev_hand_score_scores", value=value, value2=N_CLASSES - 1)
    return int(value)


def _checked_lang(lang: Any) -> str:
    """``lang`` checked, or the default language (``pokerlib.course.language()``) for None."""
    if lang is None:
        from ..lang import default_lang

        return default_lang()
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ScoreError(key="lang", lang_=lang)
    return lang


def category_of(score: int) -> HandCategory:
    """The category of a score (0..7461).

    >>> category_of(7461), category_of(0)
    (<HandCategory.STRAIGHT_FLUSH: 8>, <HandCategory.HIGH_CARD: 0>)
    """
    return HandCategory(lookup_tables()["category"][_checked_score(score)])


def describe_score(score: int, lang: str | None = None) -> str:
    """Words for a score, e.g. ``'Full house, queens full of eights'`` or ``'Qと8のフルハウス'``.

    >>> describe_score(7266)
    'Full house, queens full of eights'
    """
    value = _checked_score(score)
    _checked_lang(lang)
    ranks = [RANKS[r] for r in lookup_tables()["display"][value]]
    return _describe(category_of(value), ranks, lang)


def _name(rank: str, plural: bool = False) -> str:
    return RANK_NAMES[rank][1 if plural else 0]


def _describe(cat: HandCategory, r: list[str], lang: str | None) -> str:
    """The words for a category whose five ranks (display order) are ``r``."""
    if _checked_lang(lang) == "ja":
        if cat == HandCategory.STRAIGHT_FLUSH and r[0] == "A":
            return ROYAL_FLUSH_JA
        ja = {
            HandCategory.STRAIGHT_FLUSH: f"{r[0]}ハイのストレートフラッシュ",
            HandCategory.FOUR_OF_A_KIND: f"{r[0]}のフォーカード",
            HandCategory.FULL_HOUSE: f"{r[0]}と{r[3]}のフルハウス",
            HandCategory.FLUSH: f"{r[0]}ハイのフラッシュ",
            HandCategory.STRAIGHT: f"{r[0]}ハイのストレート",
            HandCategory.THREE_OF_A_KIND: f"{r[0]}のスリーカード",
            HandCategory.TWO_PAIR: f"{r[0]}と{r[2]}のツーペア",
            HandCategory.ONE_PAIR: f"{r[0]}のワンペア",
            HandCategory.HIGH_CARD: f"{r[0]}ハイのハイカード",
        }
        return ja[cat]
    if cat == HandCategory.STRAIGHT_FLUSH and r[0] == "A":
        return "Royal flush"
    en: dict[HandCategory, Callable[[], str]] = {
        HandCategory.STRAIGHT_FLUSH: lambda: f"Straight flush, {_name(r[0])} high",
        HandCategory.FOUR_OF_A_KIND: lambda: f"Four of a kind, {_name(r[0], True)}",
        HandCategory.FULL_HOUSE: lambda: f"Full house, {_name(r[0], True)} full of "
                                         f"{_name(r[3], True)}",
        HandCategory.FLUSH: lambda: f"Flush, {_name(r[0])} high",
        HandCategory.STRAIGHT: lambda: f"Straight, {_name(r[0])} high",
        HandCategory.THREE_OF_A_KIND: lambda: f"Three of a kind, {_name(r[0], True)}",
        HandCategory.TWO_PAIR: lambda: f"Two pair, {_name(r[0], True)} and {_name(r[2], True)}",
        HandCategory.ONE_PAIR: lambda: f"One pair, {_name(r[0], True)}",
        HandCategory.HIGH_CARD: lambda: f"High card, {_name(r[0])}",
    }
    return en[cat]()


def _five_or_none(cards: Any, what: str) -> tuple[Card, ...]:
    """The cards of a value: none, or five distinct cards."""
    if isinstance(cards, tuple) and all(type(c) is Card for c in cards):
        cs = cards
        if len(set(cs)) != len(cs):
            cs = parse_cards(cs)  # raises DuplicateCardError naming the card
    else:
        cs = parse_cards(cards)
    if len(cs) not in (0, 5):
        raise CardError(key="ev_holds_its_best", what=what, n=len(cs))
    return cs


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a high hand: totally ordered (higher is stronger, equal means a tie).

    ``.cards`` are the best five, in display order (the cards that make the category first),
    or none; five cards given must make a hand of this score.

    >>> from pokerlib.evaluate import best_high
    >>> v = best_high("Qs Qd 8h 8c Qh")
    >>> v.category, v.score, [str(c) for c in v.cards]
    (<HandCategory.FULL_HOUSE: 6>, 7266, ['Q♠', 'Q♥', 'Q♦', '8♥', '8♣'])
    >>> v.describe("ja")
    'Qと8のフルハウス'
    """

    score: int
    cards: tuple[Card, ...] = field(default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "score", _checked_score(self.score))
        cards = _five_or_none(self.cards, "HandValue")
        if cards and fast_score(cards) != self.score:
            raise ScoreError(key="ev_do_make_hand", value=' '.join(map(str, cards)),
                             score=self.score, value2=describe_score(self.score),
                             value3=fast_score(cards))
        object.__setattr__(self, "cards", cards)

    @property
    def category(self) -> HandCategory:
        """The hand's category, e.g. ``HandCategory.FULL_HOUSE``."""
        return category_of(self.score)

    @property
    def is_royal(self) -> bool:
        """Whether the hand is the ace-high straight flush."""
        return self.score == N_CLASSES - 1

    @property
    def ranks(self) -> tuple[str, ...]:
        """The five ranks in display order, e.g. ``('Q', 'Q', 'Q', '8', '8')``."""
        return tuple(RANKS[r] for r in lookup_tables()["display"][self.score])

    def describe(self, lang: str | None = None) -> str:
        """Words for the hand in ``lang`` (``'en'`` or ``'ja'``; the default language when
        None)."""
        return _describe(self.category, list(self.ranks), lang)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score == other.score

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score < other.score

    def __hash__(self) -> int:
        return hash(self.score)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"HandValue({self.describe()!r})"

    def _repr_html_(self) -> str:
        return f"{cards_html(self.cards)} <b>{self.describe()}</b>"


def _low_mask(value: Any) -> int:
    """The low-rank mask of a low score (five of the eight low ranks), or a ScoreError."""
    if isinstance(value, numbers.Integral) and not isinstance(value, bool) \
            and 0 < 256 - int(value) < 256 and (256 - int(value)).bit_count() == 5:
        return 256 - int(value)
    raise ScoreError(key="ev_low_score_low", value=value)


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class LowValue:
    """An ace-to-five low of 8 or better. **A better low compares greater.**

    ``.ranks`` are the five ranks from the highest down with the ace as 1, e.g. ``(5, 4, 3, 2,
    1)`` for the wheel; ``.score`` is an integer, higher for a better low (as in
    :func:`~pokerlib.evaluate.omaha_batch`).

    >>> from pokerlib.evaluate import low8
    >>> low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c")
    True
    >>> low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d")
    True
    >>> str(low8("As 2d 3h 4c 5s 9d Kc"))
    '5-4-3-2-A low (the wheel)'
    """

    score: int
    cards: tuple[Card, ...] = field(default=())

    def __post_init__(self) -> None:
        mask = _low_mask(self.score)
        object.__setattr__(self, "score", 256 - mask)
        cards = _five_or_none(self.cards, "LowValue")
        bits = {LOW_BIT_OF_CARD[c] for c in cards}
        if cards and (len(bits) != 5 or sum(bits) != mask):
            raise ScoreError(key="ev_do_make_low", value=' '.join(map(str, cards)),
                             score=self.score)
        object.__setattr__(self, "cards", cards)

    @property
    def mask(self) -> int:
        """The bit mask of the five low ranks (ace = bit 0 .. eight = bit 7)."""
        return 256 - self.score

    @property
    def ranks(self) -> tuple[int, ...]:
        """The five ranks from the highest down, ace as 1."""
        return tuple(b + 1 for b in range(7, -1, -1) if self.mask >> b & 1)

    def describe(self, lang: str | None = None) -> str:
        """Words for the low in ``lang`` (``'en'`` or ``'ja'``; the default language when
        None)."""
        text = "-".join("A" if r == 1 else str(r) for r in self.ranks)
        if _checked_lang(lang) == "ja":
            return f"{text}のロー" + ("（ウィール）" if self.ranks[0] == 5 else "")
        return f"{text} low" + (" (the wheel)" if self.ranks[0] == 5 else "")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        return self.score == other.score

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        return self.score < other.score

    def __hash__(self) -> int:
        return hash(("low", self.score))

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"LowValue({self.describe()!r})"

    def _repr_html_(self) -> str:
        return f"{cards_html(self.cards)} <b>{self.describe()}</b>"


def display_order(five: Iterable[Card], score: int) -> tuple[Card, ...]:
    """Five cards arranged in the order their class displays its ranks (the cards that make
    the category first).

    >>> from pokerlib.cards import parse_cards
    >>> display_order(parse_cards("8h Qs 8c Qd Qh"), 7266)
    (Card('Qs'), Card('Qh'), Card('Qd'), Card('8h'), Card('8c'))
    """
    pool = sorted(five, key=lambda c: c & 3)
    out = []
    for r in lookup_tables()["display"][score]:
        card = next(c for c in pool if c >> 2 == r)
        pool.remove(card)
        out.append(card)
    return tuple(out)
