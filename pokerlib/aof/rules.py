"""AoF table rules: the two actions, the options of a table (stack, blinds, antes, top-ups,
a rake) and positions.

>>> AofRules(stack=30, ante=1, ante_kind="each").ante_kind
'each'
>>> AofRules(small_blind=3, big_blind=2)
Traceback (most recent call last):
...
pokerlib.errors.RulesError: the small blind (3) must not be above the big blind (2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import seating, validate
from ..errors import RulesError, TableError
from ..kinds import Kind
from .rake import Rake

__all__ = ["Action", "AnteKind", "AofRules", "ARTICLE_RULES", "PRESETS", "positions",
           "MIN_SEATS", "MAX_SEATS"]

#: An AoF table seats 2 to 9 players.
MIN_SEATS, MAX_SEATS = 2, 9


class Action(Kind):
    """The only two decisions in AoF (a choice; what was done at a betting round is a
    :class:`pokerlib.betting.ActionRecord`)."""

    FOLD = "fold"
    ALL_IN = "all-in"


class AnteKind(Kind):
    """Who posts antes: nobody, every player, or the big blind once for the whole table.

    It is a :class:`~pokerlib.kinds.Kind`, so the plain words work too: ``AnteKind("each")
    is AnteKind.EACH`` and ``AnteKind.EACH == "each"``; it shows as the plain word inside
    ``AofRules(...)``.
    """

    NONE = "none"
    EACH = "each"
    BIG_BLIND = "big-blind"


def _chips(name: str, value: Any, least: int) -> None:
    validate.chips(value, name, RulesError, least)


@dataclass(frozen=True)
class AofRules:
    """Table options (every one documented; the article's table is the default).

    * ``stack``: starting stack in chips (16 = 8 big blinds with blinds 1/2);
    * ``small_blind``, ``big_blind``: the small blind may be 0 but not above the big blind;
    * ``ante`` and ``ante_kind`` (an :class:`AnteKind` or its word): ``"none"`` (then
      ``ante`` is 0), ``"each"`` (every player posts ``ante``) or ``"big-blind"`` (the big
      blind posts one ante of ``ante`` for the whole table); antes are dead money in the main
      pot;
    * ``blind_first``: with a big-blind ante and a big blind too short for both, the ante is
      taken first (``False``, the default) or the blind (``True``);
    * ``top_up``: in a session, stacks below ``stack`` are topped up to it before each hand
      (a stack above it keeps its winnings);
    * ``rake``: ``None`` (no rake, the default) or a :class:`~pokerlib.aof.rake.Rake`: a
      percentage of each pot, rounded down to whole chips, at most a cap per hand, from pots
      that see a flop or from all pots; the raked chips leave the table.

    A field the rules do not allow raises :class:`~pokerlib.errors.RulesError`.
    """

    stack: int = 16
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    ante_kind: AnteKind = AnteKind.NONE
    blind_first: bool = False
    top_up: bool = False
    rake: Rake | None = None

    def __post_init__(self) -> None:
        _chips("stack", self.stack, 1)
        _chips("small_blind", self.small_blind, 0)
        _chips("big_blind", self.big_blind, 1)
        _chips("ante", self.ante, 0)
        if self.small_blind > self.big_blind:
            raise RulesError(key="blinds_order", small=self.small_blind, big=self.big_blind)
        try:
            kind = AnteKind(self.ante_kind)
        except (ValueError, TypeError):
            raise RulesError(key="one_of", what="ante_kind", allowed="'none', 'each', 'big-blind'",
                             value=self.ante_kind) from None
        object.__setattr__(self, "ante_kind", kind)
        if kind is AnteKind.NONE and self.ante:
            raise RulesError(key="aof_ante_kind_none", ante=self.ante)
        if kind is not AnteKind.NONE and not self.ante:
            raise RulesError(key="aof_ante_missing", kind=kind.value)
        forced = self.big_blind + self.ante   # the big blind posts its blind and an ante
        if forced > self.stack:
            raise RulesError(key="aof_forced_over_stack", blind=self.big_blind, ante=self.ante,
                             forced=forced, stack=self.stack)
        for name in ("blind_first", "top_up"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(key="flag", what=name, value=getattr(self, name))
        if self.rake is not None and not isinstance(self.rake, Rake):
            raise RulesError(key="type", what="rake", value=self.rake,
                             allowed="None (no rake) or a Rake such as Rake(5, cap=2)")

    @property
    def stack_bb(self) -> float:
        """Starting stack in big blinds."""
        return self.stack / self.big_blind


#: The article's table: 16 points each, blinds 1/2 (8 big blinds), no antes, no top-up.
ARTICLE_RULES = AofRules()
#: Named presets. Sites vary; these are examples of the options, not any site's exact rules.
PRESETS = {
    "article": ARTICLE_RULES,
    "article-top-up": AofRules(top_up=True),
    "article-rake": AofRules(rake=Rake(5, cap=2)),   # 5 %, at most 1 big blind a hand
    "big-blind-ante": AofRules(stack=30, small_blind=1, big_blind=2, ante=2,
                               ante_kind=AnteKind.BIG_BLIND),
    "ante-each": AofRules(stack=30, small_blind=1, big_blind=2, ante=1,
                          ante_kind=AnteKind.EACH),
}


def positions(n: int) -> tuple[str, ...]:
    """Position names in preflop acting order for ``n`` players (2 to 9, an AoF table):
    :func:`pokerlib.seating.positions`.

    >>> positions(2), positions(4)
    (('SB', 'BB'), ('CO', 'BTN', 'SB', 'BB'))
    """
    if not isinstance(n, int) or isinstance(n, bool) or not MIN_SEATS <= n <= MAX_SEATS:
        raise TableError(key="aof_seats", least=MIN_SEATS, most=MAX_SEATS, value=n)
    return seating.positions(n)
