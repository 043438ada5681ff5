"""Omaha Hi/Lo table rules: the betting structure, the number of seats, the history kept.

A rules object is frozen data, checked when it is made: a field the game cannot play is
refused at once with a :class:`~pokerlib.errors.RulesError`, not when a hand is dealt.

>>> OmahaRules(max_seats=12)
Traceback (most recent call last):
  ...
pokerlib.errors.RulesError: max_seats must be a whole number from 2 to 11 (four hole cards ...
"""

from __future__ import annotations

from dataclasses import dataclass

from ..betting import LIMIT_2_4, NO_LIMIT_1_2, POT_LIMIT_1_2, BettingRules
from ..errors import RulesError
from ..lang import resolve_lang

__all__ = [
    "OmahaRules",
    "OMAHA_HILO_LIMIT_2_4",
    "OMAHA_HILO_POT_LIMIT_1_2",
    "OMAHA_HILO_NO_LIMIT_1_2",
    "MAX_PLAYERS",
    "MAX_HISTORY",
    "cards_needed",
]

MAX_PLAYERS = 11
"""The most players one 52-card deck can deal a whole Omaha hand to (11 * 4 + 3 + 5 = 52)."""


MAX_HISTORY = 100_000
"""The most finished hands a table's history may keep."""


def cards_needed(players: int) -> int:
    """Cards a hand of ``players`` players uses: four hole cards each, a burn before each of
    the flop, turn and river, and five board cards.

    >>> cards_needed(2), cards_needed(10)
    (16, 48)
    """
    return 4 * players + 3 + 5


@dataclass(frozen=True)
class OmahaRules:
    """Table rules: the betting structure and sizes, the number of seats and how many hands the
    history keeps. Presets: :data:`OMAHA_HILO_LIMIT_2_4` (the article's $2/$4 game),
    :data:`OMAHA_HILO_POT_LIMIT_1_2`, :data:`OMAHA_HILO_NO_LIMIT_1_2`.

    * ``betting``: a :class:`~pokerlib.betting.BettingRules` (structure, blinds, bet sizes);
    * ``max_seats``: the most seats a table may have, 2 to 11 (one deck must deal the hand);
    * ``history_size``: how many finished hands the table keeps, 1 to :data:`MAX_HISTORY`.

    >>> OMAHA_HILO_LIMIT_2_4.name
    'Omaha Hi/Lo 8-or-better, limit 2/4'
    """

    betting: BettingRules = LIMIT_2_4
    max_seats: int = 10
    history_size: int = 50

    def __post_init__(self) -> None:
        if not isinstance(self.betting, BettingRules):
            raise RulesError(key="type", what="betting", value=self.betting,
                             allowed="BettingRules (LIMIT_2_4, BettingRules.pot_limit(1, 2)...)")
        m = self.max_seats
        if not isinstance(m, int) or isinstance(m, bool) or not 2 <= m <= MAX_PLAYERS:
            raise RulesError(key="omaha_max_seats", most=MAX_PLAYERS, value=m)
        h = self.history_size
        if not isinstance(h, int) or isinstance(h, bool) or not 1 <= h <= MAX_HISTORY:
            raise RulesError(key="whole_number_between", what="history_size", minimum=1,
                             maximum=MAX_HISTORY, value=h)

    @property
    def name(self) -> str:
        """The game's name with its betting, e.g. ``'Omaha Hi/Lo 8-or-better, limit 2/4'``."""
        return f"Omaha Hi/Lo 8-or-better, {self.betting.name}"

    def describe(self, lang: str | None = None) -> str:
        """:attr:`name` in ``lang`` (the default language when None).

        >>> OMAHA_HILO_LIMIT_2_4.describe("ja")
        'オマハハイロー（8以下）、リミット 2/4'
        """
        if resolve_lang(lang) == "en":
            return self.name
        return f"オマハハイロー（8以下）、{self.betting.describe('ja')}"


OMAHA_HILO_LIMIT_2_4 = OmahaRules(LIMIT_2_4)
"""The article's $2/$4 limit game, blinds $1/$2."""
OMAHA_HILO_POT_LIMIT_1_2 = OmahaRules(POT_LIMIT_1_2)
"""Pot-limit, blinds 1/2."""
OMAHA_HILO_NO_LIMIT_1_2 = OmahaRules(NO_LIMIT_1_2)
"""No-limit, blinds 1/2."""
