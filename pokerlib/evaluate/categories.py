"""The nine categories of high hand (high card .. straight flush) and their names."""

from __future__ import annotations

from enum import IntEnum

from ..error_messages import Said
from ..errors import ScoreError

__all__ = ["HandCategory", "N_CLASSES", "LOW_NONE", "ROYAL_FLUSH_JA"]

#: The number of distinct high hands (scores 0..7461).
N_CLASSES = 7462
#: A low score of 0 means "no qualifying low".
LOW_NONE = 0
#: The Japanese name of the ace-high straight flush.
ROYAL_FLUSH_JA = "ロイヤルフラッシュ"


class HandCategory(IntEnum):
    """The nine kinds of high hand, weakest = 0. A royal flush is the ace-high straight flush.

    >>> HandCategory.FULL_HOUSE.english, HandCategory.FULL_HOUSE.japanese
    ('Full house', 'フルハウス')
    """

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @classmethod
    def _missing_(cls, value: object) -> None:
        # HandCategory(9), HandCategory("x"): a refusal naming the range, not enum's ValueError
        raise ScoreError(key="whole_number_between", what=Said("a hand category", "役の種類"),
                         value=value,
                         minimum=0, maximum=8)

    @property
    def english(self) -> str:
        """The English name, e.g. ``'Three of a kind'``."""
        return _ENGLISH[self]

    @property
    def japanese(self) -> str:
        """The name used in the course's source articles."""
        return _JAPANESE[self]

    def describe(self, lang: str | None = None) -> str:
        """The category's name in ``lang``: ``'en'`` (English) or ``'ja'`` (the articles' word).

        >>> HandCategory.THREE_OF_A_KIND.describe(), HandCategory.THREE_OF_A_KIND.describe("ja")
        ('Three of a kind', 'スリーカード')
        """
        if lang is None:
            from ..lang import default_lang

            lang = default_lang()
        if lang == "ja":
            return _JAPANESE[self]
        if lang == "en":
            return _ENGLISH[self]
        raise ScoreError(key="lang", lang_=lang)


_ENGLISH = {
    HandCategory.HIGH_CARD: "High card", HandCategory.ONE_PAIR: "One pair",
    HandCategory.TWO_PAIR: "Two pair", HandCategory.THREE_OF_A_KIND: "Three of a kind",
    HandCategory.STRAIGHT: "Straight", HandCategory.FLUSH: "Flush",
    HandCategory.FULL_HOUSE: "Full house", HandCategory.FOUR_OF_A_KIND: "Four of a kind",
    HandCategory.STRAIGHT_FLUSH: "Straight flush",
}
_JAPANESE = {
    HandCategory.HIGH_CARD: "ハイカード", HandCategory.ONE_PAIR: "ワンペア",
    HandCategory.TWO_PAIR: "ツーペア", HandCategory.THREE_OF_A_KIND: "スリーカード",
    HandCategory.STRAIGHT: "ストレート", HandCategory.FLUSH: "フラッシュ",
    HandCategory.FULL_HOUSE: "フルハウス", HandCategory.FOUR_OF_A_KIND: "フォーカード",
    HandCategory.STRAIGHT_FLUSH: "ストレートフラッシュ",
}
