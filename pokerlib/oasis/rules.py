"""The rules of Oasis Poker as data: :class:`OasisRules`, its presets and the paytable.

One frozen object holds every rule an operator may set: the paytable, the dealer's qualifier,
the exchange fees, how many exchanges a hand allows, whether exchanging five cards forces the
raise, and the size of the Raise. The presets are the operators the course's article cites:

>>> list(OasisRules.presets())
['BGaming', 'Galewind', 'Casino Senator', 'Premium Casino Europa']
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Any

import numpy as np

from ..cards import RANKS
from ..errors import ExchangeError, RulesError, ScoreError
from ..evaluate import N_CLASSES, HandCategory, category_of, score
from .arguments import flag, is_whole_number, whole_number

__all__ = [
    "OasisRules",
    "counts_words",
    "PAY_LINES",
    "LARGEST_COUNT",
    "MAX_SWING",
    "MAX_POINTS",
    "MAX_ANTE",
    "check_swing",
    "ROYAL_SCORE",
    "qualifier_score",
    "multiples_by_score",
    "pay_line_of_score",
    "counts_text",
    "FORMER_PRESET_NAMES",
]

#: Preset names used by earlier versions, mapped to today's (a hand-history file written
#: before a rename still replays).
FORMER_PRESET_NAMES: dict[str, str] = {"NetEnt/Galewind": "Galewind"}

#: The score of a royal flush (the best hand), paid on its own paytable line.
ROYAL_SCORE = N_CLASSES - 1
#: The paytable's lines, weakest first; :attr:`OasisRules.paytable` follows this order.
PAY_LINES = ("High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush",
             "Full house", "Four of a kind", "Straight flush", "Royal flush")

# --- how large the rules may be: what the exact counts can hold ------------------------------
#: The largest count the exact kernels add payouts over: a 5-card exchange's replacement draws
#: times the dealer's completions after them, C(46, 5) x C(41, 4) = 138,816,257,580
#: (:mod:`pokerlib.oasis.kernel`, the denominator of its values). Each (draw, dealer hand) adds
#: one payout in Antes, at most Ante + Raise x the largest multiple won, or Ante + Raise lost.
LARGEST_COUNT = comb(46, 5) * comb(41, 4)
#: The most Antes one hand may win or lose under any rules: the kernels' int64 sums are
#: ``LARGEST_COUNT`` payouts of at most this each, so they stay below 2**63 (and exact) as long
#: as ``1 + raise_antes x max(paytable)`` and ``1 + raise_antes`` are at most
#: (2**63 - 1) // LARGEST_COUNT = 66,443,024. Every smaller count of the exact code (the 0/1-card
#: tables, x 42 x C(46, 4); 4-card exchanges) is smaller, so holds too; sums over many
#: situations are taken in Python integers or checked where they are made
#: (:class:`pokerlib.builders.oasis_exact_edge.JobPlan`).
MAX_SWING = (2**63 - 1) // LARGEST_COUNT
#: The most points a table holds: a float (the charts, the advisor's EVs in points) keeps
#: every whole number up to 2**53 exact.
MAX_POINTS = 2**53
#: The largest Ante in points: a hand then moves at most Ante x MAX_SWING <= MAX_POINTS points.
MAX_ANTE = MAX_POINTS // MAX_SWING


def check_swing(paytable: Iterable[int], raise_antes: int) -> None:
    """Refuse (a :class:`~pokerlib.errors.RulesError`) a paytable and Raise whose largest
    payout, ``1 + raise_antes x max(paytable)`` Antes, is above :data:`MAX_SWING`: the exact
    kernels call it before they count, so no sum of theirs can overflow silently.

    >>> check_swing((1, 1, 2, 3, 4, 5, 7, 20, 50, 100), 2)
    >>> check_swing((1, 1, 2, 3, 4, 5, 7, 20, 50, 10**14), 2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.RulesError: a paytable multiple can be at most 33,221,511 with a Raise of 2 ...
    """
    ra = int(raise_antes)
    if not 1 <= ra <= MAX_SWING - 1:
        raise RulesError(key="whole_number_between", what="raise_antes", minimum=1,
                         maximum=MAX_SWING - 1, value=raise_antes)
    largest = (MAX_SWING - 1) // ra
    top = max(int(p) for p in paytable)
    if top > largest:
        raise RulesError(key="oasis_paytable_too_large", largest=f"{largest:,}", ra=ra,
                         swing=f"{MAX_SWING:,}", value=top)


@dataclass(frozen=True)
class OasisRules:
    """The rules of one operator's Oasis Poker, as data. Use a preset:

    >>> OasisRules.bgaming().fee_for(3), OasisRules.galewind().fee_for(3)
    (3, 3)
    >>> OasisRules.galewind().fee_for(5), OasisRules.galewind().five_forces_raise
    (1, True)
    >>> from pokerlib.evaluate import best_high
    >>> OasisRules.bgaming().pay_multiple(best_high("Qs Qd 8h 8c Qh").score)
    7

    Fields:

    * ``name`` / ``note``: which operator and what is documented or assumed;
    * ``paytable``: the Raise's winnings X:1 for high card, one pair, two pair, three of a kind,
      straight, flush, full house, four of a kind, straight flush, royal flush (any sequence
      of 10 whole numbers; stored as a tuple);
    * ``qualifier``: the ranks the dealer's weakest qualifying high-card hand starts with
      (``"AK"``: A-K high or better; any pair qualifies); ``""`` = the dealer always qualifies;
    * ``fees``: fee in Antes for exchanging 1, 2, 3, 4, 5 cards (``None`` = not allowed);
    * ``max_exchanges``: how many exchanges a hand allows;
    * ``five_forces_raise``: after exchanging all five cards the player must raise;
    * ``raise_antes``: the Raise in Antes (2).

    A field the rules cannot use is refused with a :class:`~pokerlib.errors.RulesError`:

    >>> OasisRules(raise_antes=True)
    Traceback (most recent call last):
    ...
    pokerlib.errors.RulesError: raise_antes must be a whole number from 1 to 66443023, not True

    Every value has a largest allowed, so the exact counts never overflow (see
    :data:`MAX_SWING`): a multiple at most 33,221,511 with a Raise of 2 Antes, a fee at most
    66,443,024 Antes.
    """

    name: str = "BGaming"
    paytable: tuple[int, ...] = (1, 1, 2, 3, 4, 5, 7, 20, 50, 100)
    qualifier: str = "AK"
    fees: tuple[int | None, ...] = (1, 2, 3, 4, 5)
    max_exchanges: int = 1
    five_forces_raise: bool = False
    raise_antes: int = 2
    note: str = ""

    def __post_init__(self) -> None:
        for what in ("name", "note"):
            if not isinstance(getattr(self, what), str):
                raise RulesError(key="text", what=what, value=getattr(self, what))
        if not self.name.strip():  # a chooser, a hand history and the printouts show it
            raise RulesError(key="oasis_rules_name_blank", value=self.name)
        paytable = _sequence(self.paytable, "paytable", 10,
                             "10 whole multiples >= 0, high card .. royal flush")
        if any(not is_whole_number(p) or p < 0 for p in paytable):
            raise RulesError(key="oasis_paytable", value=self.paytable)
        fees = _sequence(self.fees, "fees", 5,
                         "5 entries (1..5 cards): a whole number of Antes >= 0 or None")
        bad = [f for f in fees if f is not None and (not is_whole_number(f) or f < 0)]
        if bad:   # name the entry at fault: the count was right
            raise RulesError(key="oasis_fee_entry", entry=bad[0], value=self.fees)
        if any(f is not None and f > MAX_SWING for f in fees):
            raise RulesError(key="oasis_fee_too_large", largest=f"{MAX_SWING:,}",
                             value=max(f for f in fees if f is not None))
        whole_number(self.max_exchanges, "max_exchanges", RulesError, minimum=0)
        whole_number(self.raise_antes, "raise_antes", RulesError, minimum=1,
                     maximum=MAX_SWING - 1)
        check_swing(paytable, self.raise_antes)
        flag(self.five_forces_raise, "five_forces_raise", RulesError)
        if not isinstance(self.qualifier, str):
            raise RulesError(key="oasis_qualifier_text", value=self.qualifier)
        qualifier_score(self.qualifier)  # reject an unreadable qualifier now
        # plain ints and tuples, so equal rules compare and hash alike
        object.__setattr__(self, "paytable", tuple(int(p) for p in paytable))
        object.__setattr__(self, "fees", tuple(None if f is None else int(f) for f in fees))
        object.__setattr__(self, "max_exchanges", int(self.max_exchanges))
        object.__setattr__(self, "raise_antes", int(self.raise_antes))
        object.__setattr__(self, "five_forces_raise", bool(self.five_forces_raise))

    # -- presets --------------------------------------------------------------------------
    @classmethod
    def bgaming(cls) -> OasisRules:
        """BGaming's rules (the course default). The BGaming PDF states no maximum number of
        cards or exchanges; the course's **decision**: one exchange of 1-5 cards, one Ante per
        card, folding allowed after exchanging five."""
        return cls(note="BGaming PDF; one exchange of 1-5 cards at 1 Ante per card is the "
                        "course's decision (the PDF gives no maximum)")

    @classmethod
    def galewind(cls) -> OasisRules:
        """Not BGaming's: Oasis Poker as Galewind Software's casinos deal it, in the Wizard of
        Odds' "Oasis Poker" (BetOnline gives the same fees): 1/2/3/2/1 Antes for 1/2/3/4/5
        cards, one exchange, and exchanging five forces the raise. (This preset was called
        "NetEnt/Galewind" before; no source we found gives these fees for NetEnt, whose game
        charges one Ante a card: ``docs/sources.md``.)"""
        return cls(name="Galewind", fees=(1, 2, 3, 2, 1), five_forces_raise=True,
                   note="not BGaming's rules: Galewind Software's fees 1/2/3/2/1 (Wizard of "
                        "Odds), exchanging five forces the raise")

    @classmethod
    def casino_senator(cls) -> OasisRules:
        """Not BGaming's: Casino Senator, as the article cites it: exchanging 5 cards costs
        1 Ante. Only that fee is documented; **assumed**: 1 Ante per card for 1-4 cards, one
        exchange, folding allowed after exchanging five, BGaming's paytable."""
        return cls(name="Casino Senator", fees=(1, 2, 3, 4, 1),
                   note="not BGaming's rules: 5 cards cost 1 Ante (documented); 1 Ante per "
                        "card for 1-4 cards, one exchange, fold allowed (assumed)")

    @classmethod
    def premium_casino_europa(cls) -> OasisRules:
        """Not BGaming's: Premium Casino Europa, as the article cites it: exchanging 5 cards
        costs 2 Antes, one exchange only. Only those are documented; **assumed**: 1 Ante per
        card for 1-4 cards, folding allowed after exchanging five, BGaming's paytable."""
        return cls(name="Premium Casino Europa", fees=(1, 2, 3, 4, 2),
                   note="not BGaming's rules: 5 cards cost 2 Antes, one exchange "
                        "(documented); 1 Ante per card for 1-4 cards, fold allowed (assumed)")

    @classmethod
    def presets(cls) -> dict[str, OasisRules]:
        """Every preset by name, the course default first."""
        return {r.name: r for r in (cls.bgaming(), cls.galewind(), cls.casino_senator(),
                                    cls.premium_casino_europa())}

    @classmethod
    def check(cls, rules: Any) -> OasisRules:
        """``rules`` if it is an :class:`OasisRules`, BGaming's for ``None``; anything else
        (a preset's name, say) is refused with a message naming the presets.

        >>> OasisRules.check("BGaming")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        pokerlib.errors.RulesError: rules must be an OasisRules object such as ...; not 'BGaming'
        """
        if rules is None:
            return cls.bgaming()
        if isinstance(rules, OasisRules):
            return rules
        names = list(cls.presets())
        raise RulesError(key="oasis_rules_object", first=repr(names[0]),
                         others=", ".join(repr(n) for n in names[1:]), value=rules)

    # -- derived values -------------------------------------------------------------------
    @property
    def exchange_counts(self) -> tuple[int, ...]:
        """The numbers of cards one exchange may replace."""
        return tuple(k for k in range(1, 6) if self.fees[k - 1] is not None)

    def fee_for(self, cards: int) -> int:
        """Fee in Antes for exchanging ``cards`` cards."""
        fee = self.fees[cards - 1] if is_whole_number(cards) and 1 <= cards <= 5 else None
        if fee is None:
            raise ExchangeError(key="oasis_fee_count", name=self.name, value=cards,
                                allowed=counts_words(self.exchange_counts))
        return fee

    @property
    def qualifier_score(self) -> int:
        """The lowest dealer score that qualifies."""
        return qualifier_score(self.qualifier)

    def pay_multiple(self, score_: int) -> int:
        """The Raise's X:1 for a player's hand score."""
        return self.paytable[_pay_line(score_)]

    def pay_line(self, score_: int) -> str:
        """The paytable line used, e.g. ``'Full house 7:1'``."""
        line = _pay_line(score_)
        return f"{PAY_LINES[line]} {self.paytable[line]}:1"

    @property
    def qualifier_text(self) -> str:
        """The qualifier in words, e.g. ``'A-K high or better'``."""
        if not self.qualifier:
            return "always qualifies"
        return "-".join(self.qualifier) + " high or better"


def _sequence(value: Any, what: str, length: int, allowed: str) -> tuple[Any, ...]:
    """``value`` as a tuple of ``length`` items, or a RulesError saying what is allowed."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise RulesError(key="oasis_sequence", what=what, allowed=allowed, value=value)
    items = tuple(value)
    if len(items) != length:
        raise RulesError(key="oasis_sequence_length", what=what, allowed=allowed,
                         got=len(items))
    return items


def _pay_line(score_: int) -> int:
    """The paytable line (0 high card .. 9 royal flush) of a hand score."""
    if not is_whole_number(score_) or not 0 <= score_ < N_CLASSES:
        raise ScoreError(key="whole_number_between", what="a hand score", minimum=0,
                         maximum=N_CLASSES - 1, value=score_)
    return 9 if score_ == ROYAL_SCORE else int(category_of(int(score_)))


def counts_text(counts: Iterable[int], lang: str = "en") -> str:
    """Numbers of cards in words: ``'1, 2, 5 cards'`` / ``'1・2・5枚'``, or ``'none'`` /
    ``'なし'``."""
    counts = list(counts)
    if lang == "ja":
        return "・".join(map(str, counts)) + "枚" if counts else "なし"
    return ", ".join(map(str, counts)) + " cards" if counts else "none"


_ACTION_WORDS = {"en": {"exchange": "exchange", "fold": "fold", "raise": "raise"},
                 "ja": {"exchange": "交換", "fold": "Fold", "raise": "Raise"}}


def action_words(names: Iterable[str]) -> Callable[[str], str]:
    """Oasis action names said in an error's language (the article keeps Fold and Raise)."""
    names = tuple(names)
    if not names:
        return lambda lang: "なし" if lang == "ja" else "nothing"
    return lambda lang: ("、" if lang == "ja" else ", ").join(_ACTION_WORDS[lang][n]
                                                             for n in names)


def counts_words(counts: Iterable[int]) -> Callable[[str], str]:
    """:func:`counts_text` to be said in an error's language (an error's ``allowed=``).

    >>> counts_words((1, 5))("en") == counts_text((1, 5), "en")
    True
    """
    counts = tuple(counts)
    return lambda lang: counts_text(counts, lang)




@functools.cache
def qualifier_score(qualifier: str) -> int:
    """Lowest score of a high-card hand whose top ranks are ``qualifier`` (e.g. A-K-4-3-2).

    >>> from pokerlib.cards import parse_cards
    >>> qualifier_score("AK") == score(parse_cards("Ah Kd 4s 3c 2h"))
    True
    """
    if qualifier == "":
        return 0
    text = qualifier.upper()
    top = [RANKS.index(r) for r in text] if all(r in RANKS for r in text) else None
    if not top or len(top) > 5 or len(set(top)) != len(top):
        raise RulesError(key="oasis_qualifier_ranks", value=qualifier)
    rest = [r for r in range(13) if r not in top and r < min(top)]
    for low in combinations(rest, 5 - len(top)):
        cards = [r * 4 + (i % 2) for i, r in enumerate(top + list(low))]  # two suits: no flush
        s = score(cards)
        if category_of(s) == HandCategory.HIGH_CARD:
            return s
    raise RulesError(key="oasis_qualifier_high", value=qualifier)


@functools.lru_cache(maxsize=16)
def multiples_by_score(paytable: tuple[int, ...]) -> np.ndarray:
    """The paytable multiple of every hand score (index = score), for a paytable tuple.

    >>> int(multiples_by_score(OasisRules().paytable)[ROYAL_SCORE])
    100
    """
    return np.array(paytable)[pay_line_of_score()]


@functools.lru_cache(maxsize=1)
def pay_line_of_score() -> np.ndarray:
    """The pay line of every score: its category 0..8, or 9 for a royal flush."""
    line = np.array([int(category_of(s)) for s in range(N_CLASSES)], dtype=np.int64)
    line[ROYAL_SCORE] = 9
    line.setflags(write=False)
    return line
