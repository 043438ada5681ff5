"""Oasis Poker: the rules, one hand, a session of hands, the exact strategy advisor, the house
edge and simulations.

**The game** (BGaming rules, as the course's source article adopts them; see ``RULES.md``). The
player posts an **Ante**; player and dealer get five cards each, one dealer card face up (the
**up card**). The player may **exchange** cards for the next cards of the deck, paying a **fee**
(one Ante per card under BGaming's rules) that is never returned. Then the player **folds**
(loses the Ante) or **raises** two Antes. The dealer **qualifies** with A-K high or better:
if not, the Ante wins 1:1 and the Raise is returned; if so, the better hand wins (Ante 1:1, Raise
by the paytable), and identical ranks push both bets.

The article's hand, replayed from a stacked deck (player's five cards, then the dealer's five
with the up card first, then the replacement cards):

>>> game = article_game()
>>> game.hand_text, str(game.upcard)
('Q♠ Q♦ 8♥ 8♣ 2♦', 'K♠')
>>> game.exchange("2d")
(Card('Qs'), Card('Qd'), Card('8h'), Card('8c'), Card('Qh'))
>>> s = game.raise_()
>>> s.stake_returned, s.winnings, s.balance_after, s.net
(30, 150, 240, 140)

All chip amounts are integers; every amount in a :class:`Settlement` is shown separately.
Expected values from :func:`advise`, :func:`house_edge` and :func:`simulate` are in **Antes**.
"""

from __future__ import annotations

import functools
import json
import math
import random
import time
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ._progress import progress_bar
from ._oasis_tables import DealerCounts, colex_combos, raise_ev
from .cards import Card, CardError, Deck, PokerError, cards_html, format_cards, parse_cards
from .evaluate import (HandCategory, HandValue, N_CLASSES, best_high, category_of,
                       score, score_batch)

__all__ = [
    "OasisRules",
    "OasisError",
    "IllegalActionError",
    "ExchangeError",
    "InsufficientBalanceError",
    "OasisGame",
    "OasisSession",
    "Settlement",
    "Option",
    "Advice",
    "advise",
    "raise_ev_exact",
    "HouseEdge",
    "house_edge",
    "regenerate_data",
    "Strategy",
    "STRATEGIES",
    "SimulationResult",
    "simulate",
    "strategy_ev",
    "article_game",
    "article_comparison",
    "ARTICLE_DECK",
]

ROYAL_SCORE = N_CLASSES - 1
PAY_LINES = ("High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush",
             "Full house", "Four of a kind", "Straight flush", "Royal flush")


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

class OasisError(PokerError):
    """Base class of the errors an Oasis Poker game raises; the game is left unchanged."""


class IllegalActionError(OasisError):
    """An action that the rules do not allow at this point of the hand (raising after folding,
    exchanging twice under one-exchange rules, dealing before the last hand is settled)."""


class ExchangeError(OasisError, CardError):
    """An exchange that names cards not in the hand, or a number of cards the rules forbid."""


class InsufficientBalanceError(OasisError):
    """A stake (Ante, exchange fee or Raise) that the points balance cannot cover."""


# ---------------------------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class OasisRules:
    """The rules of one operator's Oasis Poker, as data. Use a preset:

    >>> OasisRules.bgaming().fee_for(3), OasisRules.netent().fee_for(3)
    (3, 3)
    >>> OasisRules.netent().fee_for(5), OasisRules.netent().five_forces_raise
    (1, True)
    >>> OasisRules.bgaming().pay_multiple(best_high("Qs Qd 8h 8c Qh").score)
    7

    Fields:

    * ``name`` / ``note``: which operator and what is documented or assumed;
    * ``paytable``: the Raise's winnings X:1 for high card, one pair, two pair, three of a kind,
      straight, flush, full house, four of a kind, straight flush, royal flush;
    * ``qualifier``: the ranks the dealer's weakest qualifying high-card hand starts with
      (``"AK"``: A-K high or better; any pair qualifies); ``""`` = the dealer always qualifies;
    * ``fees``: fee in Antes for exchanging 1, 2, 3, 4, 5 cards (``None`` = not allowed);
    * ``max_exchanges``: how many exchanges a hand allows;
    * ``five_forces_raise``: after exchanging all five cards the player must raise;
    * ``raise_antes``: the Raise in Antes (2).
    """

    name: str = "BGaming"
    paytable: tuple[int, ...] = (1, 1, 2, 3, 4, 5, 7, 20, 50, 100)
    qualifier: str = "AK"
    fees: tuple[int | None, ...] = (1, 2, 3, 4, 5)
    max_exchanges: int = 1
    five_forces_raise: bool = False
    raise_antes: int = 2
    note: str = ""

    def __post_init__(self):
        if len(self.paytable) != 10 or any(not isinstance(p, int) or p < 0
                                           for p in self.paytable):
            raise ValueError("paytable needs 10 whole multiples, high card .. royal flush")
        if len(self.fees) != 5 or any(f is not None and (not isinstance(f, int) or f < 0)
                                      for f in self.fees):
            raise ValueError("fees needs 5 entries (1..5 cards): a whole number of Antes or None")
        if not isinstance(self.max_exchanges, int) or self.max_exchanges < 0:
            raise ValueError("max_exchanges must be a whole number >= 0")
        if not isinstance(self.raise_antes, int) or self.raise_antes < 1:
            raise ValueError("raise_antes must be a whole number >= 1")
        _qualifier_score(self.qualifier)  # reject an unreadable qualifier now

    # -- presets --------------------------------------------------------------------------
    @classmethod
    def bgaming(cls) -> "OasisRules":
        """BGaming's rules (the course default). The BGaming PDF states no maximum number of
        cards or exchanges; the course's **decision**: one exchange of 1-5 cards, one Ante per
        card, folding allowed after exchanging five."""
        return cls(note="BGaming PDF; one exchange of 1-5 cards at 1 Ante per card is the "
                        "course's decision (the PDF gives no maximum)")

    @classmethod
    def netent(cls) -> "OasisRules":
        """Not BGaming's: the widely published NetEnt/Galewind schedule, 1/2/3/2/1 Antes for
        1/2/3/4/5 cards, one exchange, and exchanging five forces the raise."""
        return cls(name="NetEnt/Galewind", fees=(1, 2, 3, 2, 1), five_forces_raise=True,
                   note="not BGaming's rules: NetEnt/Galewind fee schedule 1/2/3/2/1")

    @classmethod
    def casino_senator(cls) -> "OasisRules":
        """Not BGaming's: Casino Senator, as the article cites it: exchanging 5 cards costs
        1 Ante. Only that fee is documented; **assumed**: 1 Ante per card for 1-4 cards, one
        exchange, folding allowed after exchanging five, BGaming's paytable."""
        return cls(name="Casino Senator", fees=(1, 2, 3, 4, 1),
                   note="not BGaming's rules: 5 cards cost 1 Ante (documented); 1 Ante per "
                        "card for 1-4 cards, one exchange, fold allowed (assumed)")

    @classmethod
    def premium_casino_europa(cls) -> "OasisRules":
        """Not BGaming's: Premium Casino Europa, as the article cites it: exchanging 5 cards
        costs 2 Antes, one exchange only. Only those are documented; **assumed**: 1 Ante per
        card for 1-4 cards, folding allowed after exchanging five, BGaming's paytable."""
        return cls(name="Premium Casino Europa", fees=(1, 2, 3, 4, 2),
                   note="not BGaming's rules: 5 cards cost 2 Antes, one exchange "
                        "(documented); 1 Ante per card for 1-4 cards, fold allowed (assumed)")

    @classmethod
    def presets(cls) -> dict[str, "OasisRules"]:
        """Every preset by name, the course default first."""
        return {r.name: r for r in (cls.bgaming(), cls.netent(), cls.casino_senator(),
                                    cls.premium_casino_europa())}

    # -- derived values -------------------------------------------------------------------
    @property
    def exchange_counts(self) -> tuple[int, ...]:
        """The numbers of cards one exchange may replace."""
        return tuple(k for k in range(1, 6) if self.fees[k - 1] is not None)

    def fee_for(self, cards: int) -> int:
        """Fee in Antes for exchanging ``cards`` cards."""
        if not 1 <= cards <= 5 or self.fees[cards - 1] is None:
            raise ExchangeError(f"{self.name} rules do not allow exchanging {cards} cards; "
                                f"allowed: {_counts_text(self.exchange_counts)}")
        return self.fees[cards - 1]

    @property
    def qualifier_score(self) -> int:
        """The lowest dealer score that qualifies."""
        return _qualifier_score(self.qualifier)

    def pay_multiple(self, score_: int) -> int:
        """The Raise's X:1 for a player's hand score."""
        return self.paytable[9] if score_ == ROYAL_SCORE else self.paytable[category_of(score_)]

    def pay_line(self, score_: int) -> str:
        """The paytable line used, e.g. ``'Full house 7:1'``."""
        line = 9 if score_ == ROYAL_SCORE else int(category_of(score_))
        return f"{PAY_LINES[line]} {self.paytable[line]}:1"

    @property
    def qualifier_text(self) -> str:
        if not self.qualifier:
            return "always qualifies"
        return "-".join(self.qualifier) + " high or better"


def _counts_text(counts: Iterable[int]) -> str:
    counts = list(counts)
    return ", ".join(map(str, counts)) + " cards" if counts else "none"


@functools.lru_cache(maxsize=None)
def _qualifier_score(qualifier: str) -> int:
    """Lowest score of a high-card hand whose top ranks are ``qualifier`` (e.g. A-K-4-3-2)."""
    if qualifier == "":
        return 0
    ranks = "23456789TJQKA"
    top = [ranks.index(r) for r in qualifier.upper()] if all(
        r in ranks for r in qualifier.upper()) else None
    if not top or len(top) > 5 or len(set(top)) != len(top):
        raise ValueError(f"qualifier {qualifier!r}: give distinct ranks, highest first, "
                         "e.g. 'AK'")
    rest = [r for r in range(13) if r not in top and r < min(top)]
    for low in combinations(rest, 5 - len(top)):
        cards = [r * 4 + (i % 2) for i, r in enumerate(top + list(low))]  # two suits: no flush
        s = score(cards)
        if category_of(s) == HandCategory.HIGH_CARD:
            return s
    raise ValueError(f"qualifier {qualifier!r} is not a high-card hand")


@functools.lru_cache(maxsize=16)
def _mult_table(paytable: tuple[int, ...]) -> np.ndarray:
    """Paytable multiple for every score."""
    cats = np.array([int(category_of(s)) for s in range(N_CLASSES)])
    out = np.array(paytable[:9])[cats]
    out[ROYAL_SCORE] = paytable[9]
    return out


# ---------------------------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settlement:
    """Where every point of one hand went. Amounts are points; ``*_result`` is the winnings
    (+), push (0) or loss (-) of that stake. Fees are never returned.

    ``spent = ante + fees + raise_amount``; ``stake_returned + winnings`` comes back;
    ``net = stake_returned + winnings - spent``; ``balance_after = balance_before + net``.
    """

    ante: int
    ante_outcome: str            # "win", "push" or "lose"
    ante_result: int
    raise_amount: int            # 0 after a fold
    raise_outcome: str           # "win", "push", "lose" or "none" (folded)
    raise_result: int
    fees: int
    cards_exchanged: int
    stake_returned: int
    winnings: int
    balance_before: int
    balance_after: int
    outcome: str                 # fold / dealer does not qualify / player wins / dealer wins / tie
    player_cards: tuple[Card, ...]
    player_hand: HandValue
    dealer_cards: tuple[Card, ...]
    dealer_hand: HandValue | None        # None after a fold: the dealer's cards stay hidden
    dealer_qualified: bool | None
    pay_multiple: int | None             # the paytable line used (player wins only)
    paytable_line: str | None
    discarded: tuple[Card, ...] = ()

    @property
    def spent(self) -> int:
        return self.ante + self.fees + self.raise_amount

    @property
    def total_back(self) -> int:
        return self.stake_returned + self.winnings

    @property
    def net(self) -> int:
        return self.total_back - self.spent

    def rows(self) -> list[tuple[str, int]]:
        """The settlement as (item, points) lines: what was put in (negative), what came
        back (positive), then the net and the balances.

        >>> [r for r in article_game(play=True).rows()][:4]
        [('Ante', -10), ('Exchange fee (1 card)', -10), ('Raise', -20), ('Stake returned', 30)]
        """
        n = self.cards_exchanged
        rows = [("Ante", -self.ante)]
        if self.fees or n:
            rows.append((f"Exchange fee ({n} card{'s' if n != 1 else ''})", -self.fees))
        if self.raise_amount:
            rows.append(("Raise", -self.raise_amount))
        rows += [("Stake returned", self.stake_returned),
                 ("Winnings", self.winnings),
                 ("Net", self.net),
                 ("Balance before", self.balance_before),
                 ("Balance after", self.balance_after)]
        return rows

    def describe(self) -> str:
        """One line in words."""
        text = f"{self.outcome}: net {self.net:+d}, balance {self.balance_before} -> " \
               f"{self.balance_after}"
        if self.paytable_line:
            text += f" (Raise paid {self.paytable_line})"
        return text

    def _repr_html_(self) -> str:
        head = (f"<p><b>{self.outcome}</b>. Player: {cards_html(self.player_cards)} "
                f"{self.player_hand.describe()}")
        if self.dealer_hand is not None:
            q = "qualifies" if self.dealer_qualified else "does not qualify"
            head += (f"<br>Dealer: {cards_html(self.dealer_cards)} "
                     f"{self.dealer_hand.describe()} ({q})")
        head += "</p>"
        body = "".join(f"<tr><td style='text-align:left'>{k}</td><td>{v:+d}</td></tr>"
                       if k not in ("Balance before", "Balance after") else
                       f"<tr><td style='text-align:left'>{k}</td><td>{v}</td></tr>"
                       for k, v in self.rows())
        return head + f"<table>{body}</table>"


# ---------------------------------------------------------------------------------------------
# One hand
# ---------------------------------------------------------------------------------------------

class OasisGame:
    """One hand of Oasis Poker played from a points balance.

    Creating the game posts the Ante and deals: the player's five cards, then the dealer's five
    (the first is the up card), from ``deck`` (a :class:`~pokerlib.cards.Deck`; a seeded or
    stacked deck makes the hand reproducible). Replacement cards come off the same deck;
    discarded cards are dead.

    >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(ARTICLE_DECK))
    >>> g.legal_actions(), g.balance
    (('exchange', 'fold', 'raise'), 90)
    >>> g.exchange("Qs Qd 8h 8c 2d 2d")
    Traceback (most recent call last):
    ...
    pokerlib.errors.DuplicateCardError: duplicate card 2d in 'Qs Qd 8h 8c 2d 2d': each card can appear only once
    >>> g.fold().balance_after
    90
    >>> g.raise_()
    Traceback (most recent call last):
    ...
    pokerlib.oasis.IllegalActionError: cannot raise: the hand is over (folded); start a new hand
    """

    def __init__(self, ante: int = 10, balance: int = 100, rules: OasisRules | None = None,
                 deck: Deck | None = None, seed: int | None = None):
        rules = OasisRules.bgaming() if rules is None else rules
        if not isinstance(ante, int) or isinstance(ante, bool) or ante < 1:
            raise OasisError(f"the Ante must be a whole number of points of at least 1, "
                             f"not {ante!r}")
        if not isinstance(balance, int) or isinstance(balance, bool):
            raise OasisError(f"the balance must be a whole number of points, not {balance!r}")
        if ante > balance:
            raise InsufficientBalanceError(f"cannot post an Ante of {ante}: the balance is "
                                           f"{balance}; the Ante may be at most {balance}")
        if deck is None:
            deck = Deck(seed=seed, shuffle=True)
        if len(deck) < 10:
            raise OasisError(f"the deck has {len(deck)} cards; a hand needs at least 10")
        self.rules = rules
        self.ante = ante
        self.balance_before = balance
        self.balance = balance - ante   # points not at stake: the Ante is posted now
        self.deck = deck
        self.original_hand: tuple[Card, ...] = deck.deal(5)
        self.hand: tuple[Card, ...] = self.original_hand
        self._dealer: tuple[Card, ...] = deck.deal(5)
        self.upcard: Card = self._dealer[0]
        self.discarded: tuple[Card, ...] = ()
        self.exchanges: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = []
        self.fees = 0
        self.raise_amount = 0
        self.folded = False
        self.settlement: Settlement | None = None

    # -- what the player sees -----------------------------------------------------------
    @property
    def hand_text(self) -> str:
        return format_cards(self.hand)

    @property
    def hand_value(self) -> HandValue:
        return best_high(self.hand)

    @property
    def is_over(self) -> bool:
        return self.settlement is not None

    @property
    def dealer_cards(self) -> tuple[Card, ...]:
        """The dealer's five cards, once revealed after a raise; before, only the up card."""
        if self.settlement is not None and not self.folded:
            return self._dealer
        return (self.upcard,)

    @property
    def fee_per_card_text(self) -> str:
        return ", ".join(f"{k}: {self.rules.fee_for(k) * self.ante}"
                         for k in self.rules.exchange_counts)

    def legal_exchange_counts(self) -> tuple[int, ...]:
        """How many cards may be exchanged now (the rules allow it, fees and any forced raise
        are affordable)."""
        if self.is_over or len(self.exchanges) >= self.rules.max_exchanges:
            return ()
        out = []
        for k in self.rules.exchange_counts:
            if self._exchange_cost(k) <= self.balance and k <= len(self.deck):
                out.append(k)
        return tuple(out)

    def _exchange_cost(self, k: int) -> int:
        """Points an exchange of ``k`` cards needs: its fee, plus the Raise it may force."""
        need = self.rules.fee_for(k) * self.ante
        if k == 5 and self.rules.five_forces_raise:
            need += self.rules.raise_antes * self.ante
        return need

    def legal_actions(self) -> tuple[str, ...]:
        """The actions allowed now, in the order ``exchange``, ``fold``, ``raise``."""
        if self.is_over:
            return ()
        out = []
        if self.legal_exchange_counts():
            out.append("exchange")
        if not self._must_raise():
            out.append("fold")
        if self.rules.raise_antes * self.ante <= self.balance:
            out.append("raise")
        return tuple(out)

    def _must_raise(self) -> bool:
        return (self.rules.five_forces_raise
                and any(len(out) == 5 for out, _ in self.exchanges))

    def _over(self, action: str) -> None:
        if self.is_over:
            how = "folded" if self.folded else "settled"
            raise IllegalActionError(f"cannot {action}: the hand is over ({how}); "
                                     "start a new hand")

    # -- actions ------------------------------------------------------------------------
    def exchange(self, cards) -> tuple[Card, ...]:
        """Discard ``cards`` (from the hand) and draw as many from the deck; pays the fee.
        Returns the new hand (replacements take the discarded cards' places)."""
        self._over("exchange")
        out = parse_cards(cards)
        if len(self.exchanges) >= self.rules.max_exchanges:
            raise IllegalActionError(
                f"cannot exchange again: {self.rules.name} rules allow "
                f"{self.rules.max_exchanges} exchange{'s' if self.rules.max_exchanges != 1 else ''}"
                f" per hand; now fold or raise")
        missing = [c for c in out if c not in self.hand]
        if missing:
            raise ExchangeError("cannot exchange " + " ".join(map(str, missing))
                                + f": not in the hand ({self.hand_text})")
        k = len(out)
        if k not in self.rules.exchange_counts:
            raise ExchangeError(f"cannot exchange {k} cards: {self.rules.name} rules allow "
                                f"{_counts_text(self.rules.exchange_counts)}")
        fee = self.rules.fee_for(k) * self.ante
        need = self._exchange_cost(k)
        if need > self.balance:
            extra = " plus the forced Raise" if need > fee else ""
            raise InsufficientBalanceError(
                f"cannot exchange {k} cards: the fee{extra} is {need} and the balance is "
                f"{self.balance}; affordable: {_counts_text(self.legal_exchange_counts())}")
        if k > len(self.deck):
            raise OasisError(f"cannot exchange {k} cards: only {len(self.deck)} left in the deck")
        new = self.deck.deal(k)
        it = iter(new)
        self.hand = tuple(next(it) if c in out else c for c in self.hand)
        self.discarded = self.discarded + out
        self.exchanges.append((out, new))
        self.fees += fee
        self.balance -= fee
        return self.hand

    def fold(self) -> Settlement:
        """Give up the hand: the Ante is lost, fees stay lost."""
        self._over("fold")
        if self._must_raise():
            raise IllegalActionError("cannot fold: after exchanging five cards these rules "
                                     f"({self.rules.name}) force the raise; raise")
        self.folded = True
        self.settlement = self._settle(None)
        return self.settlement

    def raise_(self) -> Settlement:
        """Raise ``raise_antes`` Antes; the dealer reveals and the hand is settled."""
        self._over("raise")
        amount = self.rules.raise_antes * self.ante
        if amount > self.balance:
            raise InsufficientBalanceError(f"cannot raise {amount}: the balance is "
                                           f"{self.balance}; fold instead")
        self.raise_amount = amount
        self.balance -= amount
        self.settlement = self._settle(best_high(self._dealer))
        self.balance = self.settlement.balance_after
        return self.settlement

    def _settle(self, dealer: HandValue | None) -> Settlement:
        rules, a, r = self.rules, self.ante, self.raise_amount
        player = best_high(self.hand)
        mult = line = None
        qualified = None
        if dealer is None:
            outcome, ao, ar, ro, rr, back = "fold", "lose", -a, "none", 0, 0
        else:
            qualified = dealer.score >= rules.qualifier_score
            if not qualified:
                outcome, ao, ar, ro, rr = "dealer does not qualify", "win", a, "push", 0
            elif player.score > dealer.score:
                mult = rules.pay_multiple(player.score)
                line = rules.pay_line(player.score)
                outcome, ao, ar, ro, rr = "player wins", "win", a, "win", r * mult
            elif player.score < dealer.score:
                outcome, ao, ar, ro, rr = "dealer wins", "lose", -a, "lose", -r
            else:
                outcome, ao, ar, ro, rr = "tie", "push", 0, "push", 0
            back = (a if ao != "lose" else 0) + (r if ro != "lose" else 0)
        winnings = max(ar, 0) + max(rr, 0)
        spent = a + self.fees + r
        after = self.balance_before - spent + back + winnings
        return Settlement(
            ante=a, ante_outcome=ao, ante_result=ar, raise_amount=r, raise_outcome=ro,
            raise_result=rr, fees=self.fees,
            cards_exchanged=sum(len(o) for o, _ in self.exchanges),
            stake_returned=back, winnings=winnings, balance_before=self.balance_before,
            balance_after=after, outcome=outcome, player_cards=self.hand, player_hand=player,
            dealer_cards=self._dealer, dealer_hand=dealer, dealer_qualified=qualified,
            pay_multiple=mult, paytable_line=line, discarded=self.discarded)

    def advise(self, **kwargs) -> "Advice":
        """The advisor's options for the hand as it stands (cards discarded are known dead)."""
        left = self.rules.max_exchanges - len(self.exchanges)
        return advise(self.hand, self.upcard, self.rules, dead=self.discarded,
                      exchanges_left=left, **kwargs)

    def __repr__(self) -> str:
        state = "over" if self.is_over else "to act"
        return (f"<OasisGame {self.hand_text} vs up card {self.upcard}, Ante {self.ante}, "
                f"{state}>")


# ---------------------------------------------------------------------------------------------
# A session: hand after hand from one balance
# ---------------------------------------------------------------------------------------------

class OasisSession:
    """Hands played one after another from a points balance.

    ``seed`` makes the whole session reproducible (each hand's deck is shuffled from a seed
    drawn from it); :meth:`deal` also accepts a stacked deck to replay a given hand.

    >>> s = OasisSession(balance=100, ante=10, seed=1)
    >>> g = s.deal()
    >>> s.deal()
    Traceback (most recent call last):
    ...
    pokerlib.oasis.IllegalActionError: cannot deal: the current hand is not settled; legal now: exchange, fold, raise
    >>> _ = g.fold(); s.balances
    [100, 90]
    """

    def __init__(self, balance: int = 100, ante: int = 10, rules: OasisRules | None = None,
                 seed: int | None = None):
        if not isinstance(balance, int) or isinstance(balance, bool) or balance < 0:
            raise OasisError(f"the starting balance must be a whole number >= 0, "
                             f"not {balance!r}")
        self.rules = OasisRules.bgaming() if rules is None else rules
        self.ante = ante
        self.start = balance
        self.seed = seed
        self._rng = random.Random(seed)
        self.games: list[OasisGame] = []

    @property
    def current(self) -> OasisGame | None:
        return self.games[-1] if self.games else None

    @property
    def history(self) -> list[Settlement]:
        """The settlements of the hands played, in order."""
        return [g.settlement for g in self.games if g.settlement is not None]

    @property
    def balance(self) -> int:
        """Points not at stake right now."""
        return self.games[-1].balance if self.games else self.start

    @property
    def balances(self) -> list[int]:
        """The balance before the first hand and after each settled hand."""
        return [self.start] + [s.balance_after for s in self.history]

    @property
    def net(self) -> int:
        return self.balances[-1] - self.start

    def deal(self, ante: int | None = None, deck: Deck | None = None,
             rules: OasisRules | None = None) -> OasisGame:
        """Post the Ante and deal a new hand (the previous one must be settled). A failed deal
        (an Ante the balance cannot cover) changes nothing."""
        g = self.current
        if g is not None and not g.is_over:
            raise IllegalActionError("cannot deal: the current hand is not settled; legal now: "
                                     + ", ".join(g.legal_actions()))
        state = self._rng.getstate()
        hand_seed = self._rng.getrandbits(32) if deck is None else None
        try:
            game = OasisGame(ante=self.ante if ante is None else ante, balance=self.balance,
                             rules=rules or self.rules,
                             deck=deck if deck is not None else Deck(seed=hand_seed))
        except PokerError:
            self._rng.setstate(state)  # leave the session exactly as it was
            raise
        self.games.append(game)
        return game


# ---------------------------------------------------------------------------------------------
# The article's worked examples
# ---------------------------------------------------------------------------------------------

#: The article's hand: player Q♠ Q♦ 8♥ 8♣ 2♦; dealer K♠ (up) K♥ 9♣ 6♦ 4♠ -- the article
#: shows a pair of kings, these three small cards are the course's choice; replacement Q♥.
ARTICLE_DECK = "Qs Qd 8h 8c 2d Ks Kh 9c 6d 4s Qh"

_COMPARISON = {
    # outcome: (stacked deck, discard, action) -- Ante 10, one-card exchange, from 100
    "fold": (ARTICLE_DECK, "2d", "fold"),
    "dealer does not qualify": ("Qs Qd 8h 8c 2d Ks Jh 9c 6d 4s Qh", "2d", "raise"),
    "tie": ("As Kd Qh 9c 2c Ah Kc Qd 9s 7h 7s", "2c", "raise"),
    "dealer wins": ("Qs Qd 8h 8c 2d Ks Kh Kd 5c 4h 3s", "2d", "raise"),
    "player wins": (ARTICLE_DECK, "2d", "raise"),
}


def article_game(balance: int = 100, play: bool = False):
    """The article's hand (Ante 10, from ``balance``), ready to play; with ``play=True`` it is
    played as the article does (exchange 2♦, raise) and its :class:`Settlement` returned.

    >>> article_game(play=True).describe()
    'player wins: net +140, balance 100 -> 240 (Raise paid Full house 7:1)'
    """
    game = OasisGame(ante=10, balance=balance, deck=Deck.stacked(ARTICLE_DECK))
    if not play:
        return game
    game.exchange("2d")
    return game.raise_()


def article_comparison(balance: int = 100) -> dict[str, Settlement]:
    """The article's table: the same stakes (Ante 10, fee 10, Raise 20) across the outcomes,
    each a separate stacked hand played from ``balance``.

    >>> {k: s.balance_after for k, s in article_comparison().items()}
    {'fold': 80, 'dealer does not qualify': 100, 'tie': 90, 'dealer wins': 60, 'player wins': 240}
    """
    out = {}
    for outcome, (deck, discard, action) in _COMPARISON.items():
        g = OasisGame(ante=10, balance=balance, deck=Deck.stacked(deck))
        g.exchange(discard)
        out[outcome] = g.fold() if action == "fold" else g.raise_()
    return out


# ---------------------------------------------------------------------------------------------
# The advisor
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """One choice and its expected result in Antes (fees included).

    ``action`` is ``"fold"``, ``"raise"`` (keep the hand) or ``"exchange"`` (then the better
    of fold and raise after the draw); ``exact`` is False for a seeded estimate, whose standard
    error is ``se``; ``raise_share`` is the fraction of draws after which raising is right.
    """

    action: str
    discard: tuple[Card, ...]
    ev: float
    exact: bool = True
    se: float = 0.0
    fee: int = 0
    raise_share: float = 1.0

    @property
    def label(self) -> str:
        if self.action != "exchange":
            return self.action
        return "exchange " + format_cards(self.discard)

    def __str__(self) -> str:
        tail = "" if self.exact else f" ± {self.se:.4f} (estimate)"
        return f"{self.label}: {self.ev:+.4f}{tail}"


@dataclass(frozen=True)
class Advice:
    """The options for one situation, best first (a sequence of :class:`Option`)."""

    hand: tuple[Card, ...]
    upcard: Card
    options: tuple[Option, ...]
    rules: OasisRules = field(repr=False, default_factory=OasisRules.bgaming)

    def __iter__(self):
        return iter(self.options)

    def __len__(self) -> int:
        return len(self.options)

    def __getitem__(self, i):
        return self.options[i]

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action: str, discard="") -> Option:
        """The option for an action (and discard): ``advice.option("exchange", "2d")``."""
        want = set(parse_cards(discard)) if discard else set()
        for o in self.options:
            if o.action == action and set(o.discard) == want:
                return o
        raise KeyError(f"no option {action} {discard}".strip())

    def table(self, top: int | None = None) -> list[tuple[str, float, str]]:
        """(option, EV in Antes, exact or ± se) rows, best first."""
        rows = self.options if top is None else self.options[:top]
        return [(o.label, round(o.ev, 4), "exact" if o.exact else f"± {o.se:.4f}")
                for o in rows]

    def __str__(self) -> str:
        return "\n".join(str(o) for o in self.options)

    def _repr_html_(self) -> str:
        body = "".join(f"<tr><td style='text-align:left'>{lab}</td><td>{ev:+.4f}</td>"
                       f"<td>{ex}</td></tr>" for lab, ev, ex in self.table(12))
        more = f"<p>({len(self) - 12} more options)</p>" if len(self) > 12 else ""
        return (f"<p>{cards_html(self.hand)} vs up card {cards_html([self.upcard])}</p>"
                f"<table><tr><th>option</th><th>EV (Antes)</th><th></th></tr>{body}</table>"
                + more)


class _Situation:
    """Dealer counts and helpers for one (hand, up card, dead cards) situation."""

    def __init__(self, hand, upcard, dead, rules: OasisRules):
        self.hand = tuple(int(c) for c in hand)
        self.upcard = int(upcard)
        known = set(self.hand) | {self.upcard} | {int(c) for c in dead}
        self.pool = np.array([c for c in range(52) if c not in known], dtype=np.int64)
        self.rules = rules
        self.counts = DealerCounts(self.pool, self.upcard)
        self.Q = rules.qualifier_score
        self.mult = _mult_table(rules.paytable)

    def keep_ev(self) -> float:
        """EV of raising with the hand as it is."""
        sp = score(self.hand)
        c = self.counts.cum_total
        ev = raise_ev(c[self.Q], c[sp], c[sp + 1], sp, self.mult[sp], self.counts.total,
                      self.Q, self.rules.raise_antes)
        return float(ev)

    def draw_evs(self, k: int, R: np.ndarray) -> tuple[np.ndarray, list[tuple[int, ...]]]:
        """Raise EVs (before fees) for every way to discard ``k`` cards (columns) and every
        replacement set ``R`` (rows: sorted pool positions)."""
        discards = list(combinations(range(5), k))
        M = len(R)
        out = np.empty((M, len(discards)))
        step = max(1, 60000 // len(discards))
        total = math.comb(len(self.pool) - k, 4)
        hand = np.array(self.hand)
        for lo in range(0, M, step):
            r = R[lo:lo + step]
            m = len(r)
            new = self.pool[r]                                   # (m, k)
            hands = np.empty((m, len(discards), 5), dtype=np.int64)
            for j, d in enumerate(discards):
                keep = [i for i in range(5) if i not in d]
                hands[:, j, :5 - k] = hand[keep]
                hands[:, j, 5 - k:] = new
            sp = score_batch(hands.reshape(-1, 5)).astype(np.int64).reshape(m, -1)
            X = np.concatenate([np.full((m, 1), self.Q), sp, sp + 1], axis=1)
            cnt = (self.counts.count_below_single(r, X) if k == 1
                   else self.counts.count_below(r, X))
            nd = len(discards)
            out[lo:lo + m] = raise_ev(cnt[:, :1], cnt[:, 1:1 + nd], cnt[:, 1 + nd:], sp,
                                      self.mult[sp], total, self.Q, self.rules.raise_antes)
        return out, discards


def _sample_sets(n: int, k: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """``size`` uniformly random k-subsets of range(n), each row sorted."""
    return np.sort(np.argsort(rng.random((size, n)), axis=1)[:, :k], axis=1)


def advise(hand, upcard, rules: OasisRules | None = None, *, dead=(), exchanges_left=None,
           exact_up_to: int = 4, samples: int = 4000, seed: int = 0) -> Advice:
    """Expected result in Antes (fees included) of every legal option, best first.

    Keeping the hand and exchanging 1 to 4 cards (``exact_up_to``) are **exact**: every
    replacement draw and every dealer completion is counted (about half a second in all).
    Exchanging all five is a seeded estimate from ``samples`` random draws (each draw's dealer
    counts still exact), with ``.exact=False`` and a standard error ``.se``; ``exact_up_to=5``
    makes it exact too (several seconds: 1,370,754 draws). After an exchange, the EV assumes
    the better of fold and raise (raise only, if the rules force it). Under rules with more
    than one exchange, the EVs assume this exchange is the last one (a lower bound; marked not
    exact).

    >>> a = advise("Qs Qd 8h 8c 2d", "Ks")
    >>> a.best.label, round(a.best.ev, 4)
    ('raise', 3.1727)
    >>> round(a.option("exchange", "2d").ev, 4), a.option("fold").ev
    (2.8354, -1.0)
    """
    rules = OasisRules.bgaming() if rules is None else rules
    h = parse_cards(hand, count=5)
    u = parse_cards(upcard, count=1)[0]
    d = parse_cards(dead)
    parse_cards(h + (u,) + d)  # a card can't be in two places
    if exchanges_left is None:
        exchanges_left = rules.max_exchanges
    sit = _Situation(h, u, d, rules)
    opts = [Option("fold", (), -1.0), Option("raise", (), sit.keep_ev())]
    if exchanges_left > 0:
        rng = np.random.default_rng(seed)
        later = rules.max_exchanges > 1 and exchanges_left > 1
        n = len(sit.pool)
        for k in rules.exchange_counts:
            exact = k <= exact_up_to
            R = colex_combos(n, k) if exact else _sample_sets(n, k, samples, rng)
            evs, discards = sit.draw_evs(k, R)
            forced = k == 5 and rules.five_forces_raise
            best = evs if forced else np.maximum(evs, -1.0)
            fee = rules.fee_for(k)
            for j, dsc in enumerate(discards):
                col = best[:, j]
                se = 0.0 if exact else float(col.std(ddof=1) / math.sqrt(len(col)))
                opts.append(Option("exchange", tuple(h[i] for i in dsc),
                                   float(col.mean()) - fee, exact and not later, se, fee,
                                   float((evs[:, j] > -1.0).mean()) if not forced else 1.0))
    opts.sort(key=lambda o: -o.ev)
    return Advice(h, u, tuple(opts), rules)


def raise_ev_exact(hand, upcard, rules: OasisRules | None = None, dead=()) -> float:
    """Exact EV in Antes of raising with ``hand`` (fees already paid are not counted), given
    cards known to be dead (those discarded).

    >>> round(raise_ev_exact("Qs Qd 8h 8c Qh", "Ks", dead="2d"), 4)
    10.8116
    """
    rules = OasisRules.bgaming() if rules is None else rules
    return _Situation(parse_cards(hand, count=5), parse_cards(upcard, count=1)[0],
                      parse_cards(dead), rules).keep_ev()


def _evs01(hand, upcard, rules: OasisRules) -> tuple[float, np.ndarray]:
    """(raise EV, EV of exchanging each card i = best of fold/raise after the draw, fee paid)
    -- the exact 0/1-card part of the advisor, as the house-edge computation uses it."""
    sit = _Situation(hand, upcard, (), rules)
    keep = sit.keep_ev()
    ex = np.full(5, -np.inf)
    if 1 in rules.exchange_counts and rules.max_exchanges >= 1:
        evs, _ = sit.draw_evs(1, colex_combos(len(sit.pool), 1))
        ex = np.maximum(evs, -1.0).mean(axis=0) - rules.fee_for(1)
    return keep, ex


# ---------------------------------------------------------------------------------------------
# Strategies and simulation
# ---------------------------------------------------------------------------------------------

class Strategy:
    """A way to play a hand: which cards to exchange, then whether to raise.

    Subclasses override :meth:`choose_exchange` and :meth:`choose_raise`, or :meth:`play`.
    """

    name = "strategy"

    def choose_exchange(self, game: OasisGame) -> tuple[Card, ...]:
        return ()

    def choose_raise(self, game: OasisGame) -> bool:
        return True

    def play(self, game: OasisGame) -> Settlement:
        """Play ``game`` to its settlement."""
        out = self.choose_exchange(game)
        if out and "exchange" in game.legal_actions():
            game.exchange(out)
        if "raise" in game.legal_actions() and ("fold" not in game.legal_actions()
                                                or self.choose_raise(game)):
            return game.raise_()
        return game.fold()

    def __repr__(self) -> str:
        return f"<Strategy {self.name!r}>"


class _Threshold(Strategy):
    """Never exchange; raise when the hand scores at least ``minimum``."""

    def __init__(self, name: str, minimum: Callable[[OasisRules], int]):
        self.name = name
        self._minimum = minimum

    def choose_raise(self, game: OasisGame) -> bool:
        return score(game.hand) >= self._minimum(game.rules)


class _NeverExchange(Strategy):
    name = "never exchange"

    def choose_raise(self, game: OasisGame) -> bool:
        return raise_ev_exact(game.hand, game.upcard, game.rules, game.discarded) > -1.0


class _Optimal(Strategy):
    """The best of fold, raise and the five one-card exchanges (exact EVs), then the exact
    best of fold/raise after the draw. Multi-card exchanges are not considered."""

    name = "optimal (0/1-card)"

    def play(self, game: OasisGame) -> Settlement:
        sit = _Situation(game.hand, game.upcard, game.discarded, game.rules)
        keep = sit.keep_ev()
        can = 1 in game.legal_exchange_counts()
        if can:
            R = colex_combos(len(sit.pool), 1)
            evs, _ = sit.draw_evs(1, R)
            ex = np.maximum(evs, -1.0).mean(axis=0) - game.rules.fee_for(1)
            i = int(np.argmax(ex))
        if can and ex[i] > max(keep, -1.0):
            old = game.hand
            game.exchange([old[i]])
            pos = int(np.searchsorted(sit.pool, int(game.hand[i])))
            go = evs[pos, i] > -1.0
        else:
            go = keep > -1.0
        if "raise" in game.legal_actions() and (go or "fold" not in game.legal_actions()):
            return game.raise_()
        return game.fold()


def _pair_min(rules: OasisRules) -> int:
    return score([0, 1, 8, 12, 16])  # the weakest one pair, 2-2-4-5-6


STRATEGIES: dict[str, Strategy] = {
    "optimal": _Optimal(),
    "never exchange": _NeverExchange(),
    "raise with a pair or better": _Threshold("raise with a pair or better", _pair_min),
    "raise with the qualifier or better": _Threshold("raise with the qualifier or better",
                                                     lambda r: r.qualifier_score),
    "always raise": _Threshold("always raise", lambda r: 0),
}


@dataclass(frozen=True)
class SimulationResult:
    """Results of a simulation: one net result in Antes per hand."""

    strategy: str
    results: np.ndarray = field(repr=False)
    seed: int
    rules: str

    @property
    def hands(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        return float(self.results.mean())

    @property
    def se(self) -> float:
        return float(self.results.std(ddof=1) / math.sqrt(len(self.results)))

    @property
    def running_mean(self) -> np.ndarray:
        return np.cumsum(self.results) / np.arange(1, len(self.results) + 1)

    def __str__(self) -> str:
        return (f"{self.strategy}: {self.mean:+.4f} ± {self.se:.4f} Antes per hand "
                f"over {self.hands} hands")


def simulate(strategy: str | Strategy = "raise with a pair or better", hands: int = 1000,
             seed: int = 0, rules: OasisRules | None = None, progress=None) -> SimulationResult:
    """Play ``hands`` hands with a strategy, each from a deck shuffled from ``seed``, and
    return every hand's net result in Antes.

    ``progress``: ``True`` for a text progress bar, or a callable ``f(done, total)``.

    >>> r = simulate("raise with a pair or better", hands=200, seed=1)
    >>> r.hands, round(r.mean, 3), round(r.se, 3)
    (200, -0.34, 0.143)
    """
    rules = OasisRules.bgaming() if rules is None else rules
    strat = STRATEGIES[strategy] if isinstance(strategy, str) else strategy
    rng = random.Random(seed)
    out = np.empty(hands)
    if progress is True:
        bar = progress_bar(hands, strat.name)
        report = lambda done, total: bar(done)  # noqa: E731
    else:
        report = progress
    every = max(1, hands // 100)
    for i in range(hands):
        game = OasisGame(ante=1, balance=10 ** 9, rules=rules,
                         deck=Deck(seed=rng.getrandbits(32)))
        out[i] = strat.play(game).net
        if report and ((i + 1) % every == 0 or i + 1 == hands):
            report(i + 1, hands)
    return SimulationResult(strat.name, out, seed, rules.name)


# ---------------------------------------------------------------------------------------------
# House edge (shipped data)
# ---------------------------------------------------------------------------------------------

DATA_DIR = Path(__file__).parent / "data"
_DATA_NAME = "oasis_house_edge"
#: situations per dealt category in the shipped computation (high cards are sub-stratified by
#: their top rank, one pairs by the pair's rank, in proportion to the hands in each);
#: straight flushes and royal flushes are enumerated completely (every hand, every up card).
_PLAN = {0: 40000, 1: 60000, 2: 8000, 3: 4000, 4: 2000, 5: 2000, 6: 1500, 7: 1000,
         8: "all", 9: "all"}
_FULL_SAMPLE = 300  # uniform situations given the full advisor (multi-card exchanges)


def _all_hands_by_stratum() -> tuple[np.ndarray, np.ndarray]:
    """Every 5-card hand (C(52,5) rows) and its stratum: ``13 * category + sub``, where the
    category is 0..8 (9 = royal flush) and ``sub`` is the top rank of a high-card hand, the
    rank of a one pair's pair, 0 otherwise."""
    hands = np.array(list(combinations(range(52), 5)), dtype=np.int8)
    st = np.empty(len(hands), dtype=np.int16)
    step = 500000
    line = _pay_line_of_score()
    for lo in range(0, len(hands), step):
        h = hands[lo:lo + step].astype(np.int64)
        s = score_batch(h)
        c = line[s].astype(np.int16)
        ranks = np.sort(h >> 2, axis=1)
        top = ranks[:, 4]
        paired = np.where(ranks[:, :4] == ranks[:, 1:], ranks[:, 1:], -1).max(axis=1)
        sub = np.where(c == 0, top, np.where(c == 1, paired, 0))
        st[lo:lo + step] = 13 * c + sub
    return hands, st


def _pay_line_of_score() -> np.ndarray:
    """The pay line of every score: its category 0..8, or 9 for a royal flush."""
    line = np.array([int(category_of(s)) for s in range(N_CLASSES)], dtype=np.int64)
    line[ROYAL_SCORE] = 9
    return line


def _plan_situations(seed: int) -> tuple[np.ndarray, np.ndarray, dict[int, int]]:
    """The situations (hand + up card rows, sorted by up card) to evaluate, their strata, and
    each stratum's number of hands in the deck (for the weights)."""
    hands, st = _all_hands_by_stratum()
    rng = np.random.default_rng(seed)
    rows, strata, sizes = [], [], {}
    for cat, plan in _PLAN.items():
        in_cat = st // 13 == cat
        n_cat = int(in_cat.sum())
        for s in np.unique(st[in_cat]):
            idx = np.flatnonzero(st == s)
            sizes[int(s)] = len(idx)
            if plan == "all":
                for i in idx:
                    h = hands[i]
                    for u in range(52):
                        if u not in h:
                            rows.append(list(h) + [u])
                            strata.append(s)
                continue
            n = max(20, round(plan * len(idx) / n_cat))
            for i in idx[rng.integers(0, len(idx), n)]:
                h = hands[i]
                rest = [c for c in range(52) if c not in h]
                rows.append(list(h) + [rest[rng.integers(0, 47)]])
                strata.append(s)
    rows_a = np.array(rows, dtype=np.int8)
    order = np.argsort(rows_a[:, 5], kind="stable")  # one up card's table at a time
    return rows_a[order], np.array(strata, dtype=np.int16)[order], sizes


def _work(args) -> tuple[int, np.ndarray]:
    """Worker: exact 0/1-card EVs for a chunk of situations (+ raise share after a draw)."""
    lo, rows = args
    rules = OasisRules.bgaming()
    out = np.empty((len(rows), 11))
    for j, row in enumerate(rows):
        sit = _Situation(row[:5], row[5], (), rules)
        keep = sit.keep_ev()
        evs, _ = sit.draw_evs(1, colex_combos(len(sit.pool), 1))
        out[j, 0] = keep
        out[j, 1:6] = np.maximum(evs, -1.0).mean(axis=0) - rules.fee_for(1)
        out[j, 6:11] = (evs > -1.0).mean(axis=0)
    return lo, out


def _work_full(row) -> np.ndarray:
    """Worker: best pre-fee EV for each number of cards k = 1..5 (fold allowed after the draw)
    and for k = 5 with a forced raise; k <= 3 exact, 4 and 5 estimated (``_FULL_SAMPLES``)."""
    sit = _Situation(row[:5], row[5], (), OasisRules.bgaming())
    rng = np.random.default_rng(int(np.sum(row.astype(np.int64) * (53 ** np.arange(6)))))
    out = np.empty(8)
    n = len(sit.pool)
    for k in range(1, 6):
        R = colex_combos(n, k) if k <= 3 else _sample_sets(n, k, 2000, rng)
        evs, _ = sit.draw_evs(k, R)
        out[k - 1] = np.maximum(evs, -1.0).mean(axis=0).max()
        if k == 5:
            out[5] = evs.mean()
    out[6] = sit.keep_ev()
    out[7] = 0
    return out


def regenerate_data(name: str = "oasis-house-edge", progress: bool = True,
                    processes: int = 2, seed: int = 2026) -> Path:
    """Recompute the shipped house-edge data (``python -m pokerlib regenerate
    oasis-house-edge``), with a progress bar:

    * the **exact** values over every situation (``pokerlib/data/oasis_exact.json``; about
      20 minutes on two free cores): the no-exchange game (house edge and the simple
      strategies) and the optimal 0/1-card game (house edge, action frequencies);
    * about 100,000 stratified situations with exact 0/1-card EVs, plus a smaller sample given
      the full advisor for multi-card exchanges (roughly 15 minutes on two cores;
      ``pokerlib/data/oasis_house_edge.npz`` and ``.json``).

    ``name="oasis-exact"`` recomputes the exact part only. Returns the last file written."""
    if name not in ("oasis-house-edge", "oasis-exact"):
        raise ValueError(f"unknown data set {name!r}; this module makes 'oasis-house-edge' "
                         "(everything) and 'oasis-exact' (the exact part only)")
    exact_path = _regenerate_exact(progress, processes)
    if name == "oasis-exact":
        return exact_path
    import multiprocessing as mp

    t0 = time.time()
    rows, strata, sizes = _plan_situations(seed)
    evs = np.empty((len(rows), 11))
    chunk = 250
    jobs = [(lo, rows[lo:lo + chunk]) for lo in range(0, len(rows), chunk)]
    bar = progress_bar(len(rows), "0/1-card EVs") if progress else None
    done = 0
    ctx = mp.get_context("fork")
    with ctx.Pool(processes) as pool:
        for lo, out in pool.imap_unordered(_work, jobs):
            evs[lo:lo + len(out)] = out
            done += len(out)
            if bar:
                bar(done)
        # the multi-card note: a uniform sample of situations (stratum weights as dealt)
        rng = np.random.default_rng(seed + 1)
        full_rows = _uniform_situations(rng, _FULL_SAMPLE)
        full = np.empty((len(full_rows), 8))
        bar2 = progress_bar(len(full_rows), "multi-card  ") if progress else None
        for j, out in enumerate(pool.imap(_work_full, list(full_rows))):
            full[j] = out
            if bar2:
                bar2(j + 1)
    DATA_DIR.mkdir(exist_ok=True)
    npz = DATA_DIR / f"{_DATA_NAME}.npz"
    np.savez_compressed(npz, situations=rows, strata=strata, keep=evs[:, 0].astype(np.float32),
                        exchange=evs[:, 1:6].astype(np.float32),
                                        full_situations=full_rows, full=full)
    summary = _summarise(rows, strata, evs, sizes, full_rows, full)
    summary["seconds"] = round(time.time() - t0, 1)
    summary["seed"] = seed
    path = DATA_DIR / f"{_DATA_NAME}.json"
    path.write_text(json.dumps(summary, indent=1) + "\n")
    _load_data.cache_clear()
    return path


# --- exact values over every situation ------------------------------------------------------

_EXACT_NAME = "oasis_exact"
#: restrict the exact computation (tests): ``None`` = every up-card rank and every hand, else
#: ``(ranks, rows)`` with up-card ranks 0..12 and a slice of the hands avoiding the up card
_EXACT_PART: tuple | None = None
#: (up-card rank, first row, end row): hands whose 0/1-card values the data keeps for a test
_CHECK_SLICE = (11, 1_000, 3_000)


def _no_exchange_summary(rules: OasisRules, progress: bool = True, part=None) -> dict:
    """The exact no-exchange game (fold or raise the dealt hand) over all 2,598,960 x 47
    (hand, up card) situations: every strategy's total as an integer numerator over
    ``situations x C(46, 4)``. Up cards are taken in spades only, each weighing 4 (suits are
    symmetric)."""
    from . import _oasis_exact as ex

    ranks, rows = (range(13), None) if part is None else part
    mult = _mult_table(rules.paytable)
    Q = rules.qualifier_score
    cat = _pay_line_of_score()
    pair = _pair_min(rules)
    T = ex.N_DEALER
    n_rows = len(ex.hand_positions()) if rows is None else len(range(*rows.indices(
        len(ex.hand_positions()))))
    bar = progress_bar(len(ranks) * n_rows, "no-exchange EVs") if progress else None
    done = 0
    names = ("never exchange", "raise with a pair or better",
             "raise with the qualifier or better", "always raise")
    strat = dict.fromkeys(names, 0)
    raise_n = tie_n = situations = 0
    cats = {line: {"situations": 0, "numerator": 0, "raise_situations": 0}
            for line in PAY_LINES}
    per_up = {}

    def tick(n: int) -> None:
        nonlocal done
        done += n
        bar(done)

    for rank in ranks:
        u = 4 * rank  # the spade of this rank; the other suits are the same game
        scores, nums = ex.upcard_numerators(u, mult, Q, rules.raise_antes, rows=rows,
                                            progress=tick if bar else None)
        sp = scores.astype(np.int64)
        best = np.maximum(nums, -T)
        values = {"never exchange": best,
                  "raise with a pair or better": np.where(sp >= pair, nums, -T),
                  "raise with the qualifier or better": np.where(sp >= Q, nums, -T),
                  "always raise": nums}
        for name in names:
            strat[name] += 4 * int(values[name].sum())
        raised = nums > -T
        raise_n += 4 * int(raised.sum())
        tie_n += 4 * int((nums == -T).sum())
        situations += 4 * len(nums)
        c = cat[sp]
        for k, line in enumerate(PAY_LINES):
            m = c == k
            cats[line]["situations"] += 4 * int(m.sum())
            cats[line]["numerator"] += 4 * int(best[m].sum())
            cats[line]["raise_situations"] += 4 * int((raised & m).sum())
        per_up["23456789TJQKA"[rank]] = {"situations": 4 * len(nums),
                                         "numerator": 4 * int(best.sum())}
    denom = situations * T
    edge = Fraction(-strat["never exchange"], denom)
    wager = 1 + Fraction(rules.raise_antes * raise_n, situations)
    _add_evs(cats, per_up, T)
    return {
        "what": "Oasis Poker without exchanges (fold, or raise the dealt hand), optimal "
                "fold/raise; exact over every (hand, up card) situation",
        "rules": {"paytable": list(rules.paytable), "qualifier": rules.qualifier,
                  "raise_antes": rules.raise_antes},
        "complete": part is None,
        "situations": situations,
        "dealer_hands": T,
        "denominator": denom,
        **_edge_fields(edge, wager),
        "action_situations": {"fold": situations - raise_n, "raise": raise_n,
                              "fold_raise_equal": tie_n},
        "strategies": {n: {"numerator": v, "ev": v / denom} for n, v in strat.items()},
        "categories": cats,
        "upcards": per_up,
    }


def _add_evs(cats: dict, per_up: dict, per_situation: int) -> None:
    """Each group's EV in Antes: its numerator over its situations x ``per_situation``."""
    for v in list(cats.values()) + list(per_up.values()):
        v["ev"] = v["numerator"] / (v["situations"] * per_situation) if v["situations"] else None


def _edge_fields(edge: Fraction, wager: Fraction) -> dict:
    """The house edge (per Ante and per unit wagered) and average wager of an exact count."""
    return {"house_edge": float(edge),
            "house_edge_fraction": f"{edge.numerator}/{edge.denominator}",
            "average_wager": float(wager),
            "house_edge_per_wager": float(edge / wager)}


def _kept_chunk(args) -> tuple[int, int, np.ndarray, np.ndarray]:
    """Worker: one-card exchange values of a chunk of canonical kept sets of one up card."""
    from . import _oasis_exact as ex

    rank, lo, ranks = args
    rules = OasisRules.bgaming()
    v, r = ex.kept_values(4 * rank, ranks, _mult_table(rules.paytable),
                          rules.qualifier_score, rules.raise_antes)
    return rank, lo, v, r


def _one_card_summary(rules: OasisRules, progress: bool = True, part=None,
                      processes: int = 2) -> dict:
    """The exact optimal 0/1-card game over all 2,598,960 x 47 situations: fold, raise, or
    exchange one card (fee 1 Ante) and then fold or raise. Every value is an integer over
    ``DENOM_01`` = 46 x C(45, 4) = 42 x C(46, 4) per situation, so the totals are exact.
    Up cards are spades only (weight 4); kept 4-card sets are computed once per orbit of the
    permutations of the other three suits. Only BGaming's rules (the workers use them)."""
    import multiprocessing as mp

    from . import _oasis_exact as ex

    ranks, rows = (range(13), None) if part is None else part
    mult = _mult_table(rules.paytable)
    Q, ra = rules.qualifier_score, rules.raise_antes
    cat = _pay_line_of_score()
    D = ex.DENOM_01
    jobs, plan = [], {}
    for rank in ranks:
        if rows is None:
            need = ex.kept_orbits(4 * rank)[2]
        else:
            need = ex.needed_kept_ranks(rows)
        plan[rank] = need
        step = 512
        jobs += [(rank, lo, need[lo:lo + step]) for lo in range(0, len(need), step)]
    total_k = sum(len(v) for v in plan.values())
    bar = progress_bar(total_k, "1-card EVs     ") if progress else None
    tot = {"optimal": 0, "never exchange": 0, "situations": 0, "wager46": 0}
    acts = {"fold": 0, "raise": 0, "exchange one card": 0}
    cats = {line: {"situations": 0, "numerator": 0, "exchange_situations": 0}
            for line in PAY_LINES}
    per_up = {}
    got: dict[int, list] = {r: [] for r in ranks}
    done = 0

    def finish(rank: int) -> None:
        u = 4 * rank
        parts = sorted(got.pop(rank), key=lambda t: t[0])
        E = np.concatenate([p[1] for p in parts])
        R = np.concatenate([p[2] for p in parts])
        if rows is None:  # spread the canonical kept sets to all of them
            E, R = ex.fill_from_canonical(u, E), ex.fill_from_canonical(u, R)
            kr = None
        else:
            kr = plan[rank]
        sp, keep, exv, rz = ex.hand_values_01(u, mult, Q, ra, E, R, rows=rows, kept_ranks=kr)
        i = exv.argmax(axis=1)
        exbest = exv[np.arange(len(exv)), i]
        options = np.stack([np.full_like(keep, -D), keep, exbest], axis=1)
        action = options.argmax(axis=1)  # ties go to fold, then raise
        best = options[np.arange(len(keep)), action]
        tot["optimal"] += 4 * int(best.sum())
        tot["never exchange"] += 4 * int(np.maximum(keep, -D).sum())
        tot["situations"] += 4 * len(keep)
        wager = np.select([action == 0, action == 1],
                          [46, 138], 92 + 2 * rz[np.arange(len(rz)), i])
        tot["wager46"] += 4 * int(wager.sum())
        for a, name in enumerate(acts):
            acts[name] += 4 * int((action == a).sum())
        c = cat[sp.astype(np.int64)]
        for k, line in enumerate(PAY_LINES):
            m = c == k
            cats[line]["situations"] += 4 * int(m.sum())
            cats[line]["numerator"] += 4 * int(best[m].sum())
            cats[line]["exchange_situations"] += 4 * int((m & (action == 2)).sum())
        per_up["23456789TJQKA"[rank]] = {"situations": 4 * len(keep),
                                         "numerator": 4 * int(best.sum())}
        if rows is None and rank == _CHECK_SLICE[0]:
            # a few hands' exact values, for a test to recompute without the symmetry step
            lo, hi = _CHECK_SLICE[1:]
            check.update(upcard_rank=rank, rows=[lo, hi], numerator=int(best[lo:hi].sum()),
                         exchange_situations=int((action[lo:hi] == 2).sum()))

    check: dict = {}
    remaining = {r: len(range(0, len(plan[r]), 512)) for r in ranks}
    ctx = mp.get_context("fork")
    with ctx.Pool(processes) as pool:
        for rank, lo, v, r in pool.imap(_kept_chunk, jobs):
            got[rank].append((lo, v, r))
            done += len(v)
            if bar:
                bar(done)
            remaining[rank] -= 1
            if remaining[rank] == 0:
                finish(rank)
    n = tot["situations"]
    denom = n * D
    edge = Fraction(-tot["optimal"], denom)
    wager = Fraction(tot["wager46"], 46 * n)
    _add_evs(cats, per_up, D)
    return {
        "what": "Oasis Poker under the optimal strategy restricted to exchanges of 0 or 1 "
                "card (fold; raise; or exchange one card for a fee of 1 Ante, then fold or "
                "raise); exact over every (hand, up card) situation and every replacement",
        "rules": {"paytable": list(rules.paytable), "qualifier": rules.qualifier,
                  "raise_antes": rules.raise_antes, "fee_one_card": rules.fee_for(1)},
        "complete": part is None,
        "situations": n,
        "denominator": denom,
        **_edge_fields(edge, wager),
        "action_situations": acts,
        "strategies": {name: {"numerator": tot[name], "ev": tot[name] / denom}
                       for name in ("optimal", "never exchange")},
        "categories": cats,
        "upcards": per_up,
        "check": check,
    }


def _regenerate_exact(progress: bool = True, processes: int = 2) -> Path:
    t0 = time.time()
    summary = {"no_exchange": _no_exchange_summary(OasisRules.bgaming(), progress,
                                                   _EXACT_PART),
               "one_card": _one_card_summary(OasisRules.bgaming(), progress, _EXACT_PART,
                                             processes)}
    summary["seconds"] = round(time.time() - t0, 1)
    DATA_DIR.mkdir(exist_ok=True)
    path = DATA_DIR / f"{_EXACT_NAME}.json"
    path.write_text(json.dumps(summary, indent=1) + "\n")
    _load_exact.cache_clear()
    return path


@functools.lru_cache(maxsize=1)
def _load_exact() -> dict:
    path = DATA_DIR / f"{_EXACT_NAME}.json"
    if not path.exists():
        raise OasisError(f"{path} is missing: run 'python -m pokerlib regenerate "
                         "oasis-house-edge'")
    return json.loads(path.read_text())


def _uniform_situations(rng: np.random.Generator, n: int) -> np.ndarray:
    rows = np.empty((n, 6), dtype=np.int8)
    for i in range(n):
        rows[i] = rng.permutation(52)[:6]
    return rows


def _best_01(keep: np.ndarray, exchange: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Optimal 0/1-card EV and action per situation (0 fold, 1 raise, 2 exchange one card)."""
    ex = exchange.max(axis=1)
    stacked = np.stack([np.full_like(keep, -1.0), keep, ex], axis=1)
    return stacked.max(axis=1), stacked.argmax(axis=1)


def _strat_values(stratum_keep, stratum_ex, scores) -> dict[str, np.ndarray]:
    best, _ = _best_01(stratum_keep, stratum_ex)
    pair = _pair_min(OasisRules.bgaming())
    q = OasisRules.bgaming().qualifier_score
    return {
        "optimal": best,
        "never exchange": np.maximum(stratum_keep, -1.0),
        "raise with a pair or better": np.where(scores >= pair, stratum_keep, -1.0),
        "raise with the qualifier or better": np.where(scores >= q, stratum_keep, -1.0),
        "always raise": stratum_keep,
    }


def _stratified(values: np.ndarray, strata: np.ndarray, weights: dict[int, float],
                complete: set[int]) -> tuple[float, float]:
    """Stratified mean and its standard error (complete strata have no sampling error)."""
    mean = var = 0.0
    for s, w in weights.items():
        v = values[strata == s]
        mean += w * v.mean()
        if s not in complete and len(v) > 1:
            var += w * w * v.var(ddof=1) / len(v)
    return float(mean), float(math.sqrt(var))


def _summarise(rows, strata, evs, sizes, full_rows, full) -> dict:
    total = sum(sizes.values())
    weights = {int(s): n / total for s, n in sizes.items()}
    complete = {s for s in sizes if _PLAN[s // 13] == "all"}
    keep = evs[:, 0]
    ex = evs[:, 1:6]
    share = evs[:, 6:11]
    scores = score_batch(rows[:, :5].astype(np.int64))
    best, action = _best_01(keep, ex)
    m, se = _stratified(best, strata, weights, complete)
    # wagered per hand in Antes: Ante + fee + Raise x probability of raising
    exi = ex.argmax(axis=1)
    raise_p = np.where(action == 1, 1.0, np.where(action == 2, share[np.arange(len(ex)), exi],
                                                    0.0))
    wager = 1.0 + (action == 2) * 1.0 + 2.0 * raise_p
    w_mean, _ = _stratified(wager, strata, weights, complete)
    freqs = {}
    for a, label in enumerate(("fold", "raise", "exchange one card")):
        f, fse = _stratified((action == a).astype(float), strata, weights, complete)
        freqs[label] = [f, fse]
    strategies = {}
    for name, v in _strat_values(keep, ex, scores).items():
        strategies[name] = list(_stratified(v, strata, weights, complete))
    per_category = {}
    for cat in _PLAN:
        ws = {s: w for s, w in weights.items() if s // 13 == cat}
        wc = sum(ws.values())
        mc, sc = _stratified(best, strata, {s: w / wc for s, w in ws.items()}, complete)
        per_category[PAY_LINES[cat]] = {"weight": wc, "n": int((strata // 13 == cat).sum()),
                                        "optimal_ev": mc, "se": sc,
                                        "complete": _PLAN[cat] == "all"}
    # multi-card exchanges, per preset: paired gain over the 0/1-card optimum
    presets = {}
    f_keep = full[:, 6]
    for pname, r in OasisRules.presets().items():
        base = np.maximum(np.maximum(f_keep, -1.0), full[:, 0] - r.fee_for(1))
        opts = [base]
        for k in range(2, 6):
            v = full[:, 5] if (k == 5 and r.five_forces_raise) else full[:, k - 1]
            opts.append(v - r.fee_for(k))
        allbest = np.max(np.stack(opts, axis=1), axis=1)
        gain = allbest - base
        presets[pname] = {
            "multi_card_gain": float(gain.mean()),
            "multi_card_gain_se": float(gain.std(ddof=1) / math.sqrt(len(gain))),
            "multi_card_best_share": float((gain > 1e-12).mean()),
        }
    return {
        "what": "Oasis Poker house edge under the optimal strategy restricted to exchanges of "
                "0 or 1 card (BGaming paytable, A-K qualifier, Raise 2 Antes, fee 1 Ante)",
        "exact_part": "each situation's EVs are exact (every draw, every dealer completion)",
        "estimated_part": "situations are a stratified random sample by the player's dealt "
                          "category (straight flushes and royal flushes enumerated "
                          "completely); the standard error is the sampling error",
        "n_situations": int(len(rows)),
        "ev_per_hand": m, "ev_per_hand_se": se,
        "house_edge": -m, "house_edge_se": se,
        "average_wager": w_mean,
        "house_edge_per_wager": -m / w_mean,
        "action_frequencies": freqs,
        "strategies": strategies,
        "categories": per_category,
        "stratum_sizes": {str(s): int(n) for s, n in sorted(sizes.items())},
        "multi_card": {
            "n_situations": int(len(full_rows)),
            "note": "uniform random situations given the full advisor: exchanges of 2-3 cards "
                    "exact, 4-5 cards estimated from 2,000 seeded draws each; the gain is the "
                    "average improvement over the 0/1-card optimum",
            "presets": presets,
        },
    }


@functools.lru_cache(maxsize=1)
def _load_data() -> tuple[dict, dict]:
    path = DATA_DIR / f"{_DATA_NAME}.json"
    if not path.exists():
        raise OasisError(f"{path} is missing: run 'python -m pokerlib regenerate "
                         "oasis-house-edge'")
    summary = json.loads(path.read_text())
    with np.load(DATA_DIR / f"{_DATA_NAME}.npz") as z:
        arrays = {k: z[k] for k in z.files}
    return summary, arrays


@dataclass(frozen=True)
class HouseEdge:
    """The house edge of a rules preset under the optimal strategy (from the shipped data).

    ``house_edge`` is per Ante (``rtp = 1 - house_edge``), ``house_edge_per_wager`` per point
    wagered (Ante + fees + Raise); ``se`` is the standard error of the sampled part (0 when
    ``exact``; then ``fraction`` is the exact value).
    ``multi_card_gain`` estimates how much exchanging 2-5 cards adds to the player's return.
    """

    rules: str
    house_edge: float
    se: float
    house_edge_per_wager: float
    average_wager: float
    action_frequencies: dict[str, float]
    multi_card_gain: float
    multi_card_gain_se: float
    n_situations: int
    exact: bool = False
    note: str = ""
    #: the exact house edge as a fraction (exact results only)
    fraction: Fraction | None = None

    @property
    def rtp(self) -> float:
        return 1.0 - self.house_edge

    @property
    def house_edge_all_exchanges(self) -> tuple[float, float]:
        """Estimated house edge when exchanges of 2-5 cards are played well too, with its
        standard error (both samples' errors combined)."""
        return (self.house_edge - self.multi_card_gain,
                math.hypot(self.se, self.multi_card_gain_se))

    def __str__(self) -> str:
        if self.exact:
            return (f"{self.rules}: house edge {100 * self.house_edge:.4f}% of the Ante, exact "
                    f"(RTP {100 * self.rtp:.4f}%), {100 * self.house_edge_per_wager:.4f}% per "
                    "point wagered")
        return (f"{self.rules}: house edge {100 * self.house_edge:.2f}% ± "
                f"{100 * self.se:.2f}% of the Ante (RTP {100 * self.rtp:.2f}%), "
                f"{100 * self.house_edge_per_wager:.2f}% per point wagered")


def house_edge(rules: OasisRules | None = None, exchanges: int | None = 1,
               exact: bool = True) -> HouseEdge:
    """House edge and RTP under the optimal strategy, from the shipped data (see
    :func:`regenerate_data`).

    * ``exchanges=1`` (or ``None``): the optimal strategy when exchanges of 0 or 1 card are
      allowed, **exact** over all 2,598,960 x 47 (hand, up card) situations, every replacement
      card and every dealer hand (``.fraction`` is the exact value). Exchanges of 2-5 cards
      are **not** played; every preset shares this game (the 1-card fee is 1 Ante in all of
      them). What playing multi-card exchanges well adds is an estimate,
      ``.multi_card_gain`` (see :attr:`HouseEdge.house_edge_all_exchanges`).
      ``exact=False`` gives the earlier estimate from a stratified sample of situations.
    * ``exchanges=0``: the game without exchanges (fold, or raise the dealt hand), exact.

    >>> he = house_edge()
    >>> he.exact, he.fraction, round(100 * he.house_edge, 4)
    (True, Fraction(723583636439, 69766306810200), 1.0372)
    >>> h0 = house_edge(exchanges=0)
    >>> h0.exact, h0.fraction, round(100 * h0.house_edge, 4)
    (True, Fraction(142031221, 2718662100), 5.2243)
    >>> round(100 * house_edge(exact=False).house_edge, 2)
    0.95
    """
    rules = OasisRules.bgaming() if rules is None else rules
    base = OasisRules.bgaming()
    if (rules.paytable, rules.qualifier, rules.raise_antes) != \
            (base.paytable, base.qualifier, base.raise_antes) or \
            (exchanges != 0 and rules.fees[0] != base.fees[0]):
        raise OasisError("the shipped house edge is for BGaming's paytable, the A-K qualifier, "
                         "a Raise of 2 Antes and a 1-card fee of 1 Ante; these rules differ")
    if exchanges == 0:
        return _house_edge_no_exchange(rules)
    if exchanges not in (None, 1):
        raise OasisError(f"exchanges={exchanges!r}: the shipped house edges are for no "
                         "exchange (0) and for exchanges of at most one card (1)")
    summary, _ = _load_data()
    multi = summary["multi_card"]["presets"].get(rules.name)
    gain, gain_se = (multi["multi_card_gain"], multi["multi_card_gain_se"]) if multi \
        else (float("nan"), float("nan"))
    if exact:
        s = _load_exact()["one_card"]
        return _exact_house_edge(
            rules, s, s["action_situations"], gain, gain_se,
            "; up cards of one suit computed, each weighing 4, and kept cards once per "
            "permutation of the other suits (suit symmetry); exchanges of 2-5 cards are not "
            "played (multi_card_gain estimates what they add)")
    return HouseEdge(
        rules=rules.name, house_edge=summary["house_edge"], se=summary["house_edge_se"],
        house_edge_per_wager=summary["house_edge_per_wager"],
        average_wager=summary["average_wager"],
        action_frequencies={k: v[0] for k, v in summary["action_frequencies"].items()},
        multi_card_gain=gain, multi_card_gain_se=gain_se,
        n_situations=summary["n_situations"], exact=False,
        note=summary["what"] + "; " + summary["exact_part"] + "; " + summary["estimated_part"])


def _house_edge_no_exchange(rules: OasisRules) -> HouseEdge:
    s = _load_exact()["no_exchange"]
    acts = {k: s["action_situations"][k] for k in ("fold", "raise")}  # not fold_raise_equal
    return _exact_house_edge(rules, s, acts, float("nan"), float("nan"),
                             "; up cards of one suit computed, each weighing 4 (suit symmetry)")


def _exact_house_edge(rules: OasisRules, s: dict, acts: dict, gain: float, gain_se: float,
                      how: str) -> HouseEdge:
    """A HouseEdge from one exact count of the shipped data (``how`` ends its note)."""
    frac = Fraction(s["house_edge_fraction"])
    n = s["situations"]
    return HouseEdge(
        rules=rules.name, house_edge=float(frac), se=0.0,
        house_edge_per_wager=s["house_edge_per_wager"], average_wager=s["average_wager"],
        action_frequencies={k: v / n for k, v in acts.items()},
        multi_card_gain=gain, multi_card_gain_se=gain_se, n_situations=n, exact=True,
        fraction=frac, note=s["what"] + how)


def strategy_ev(strategy: str, exact: bool = True) -> tuple[float, float]:
    """A strategy's expected result per hand in Antes and its standard error.

    ``exact=True``: the exact value over every situation (standard error 0), for the
    strategies that never exchange and for the optimal 0/1-card strategy ("optimal").
    ``exact=False``: over the shipped stratified sample of situations (each situation's value
    exact; the sample gives the error).

    >>> m, se = strategy_ev("always raise"); m < strategy_ev("optimal")[0]
    True
    >>> m, se = strategy_ev("never exchange"); round(m, 6), se
    (-0.052243, 0.0)
    >>> m, se = strategy_ev("never exchange", exact=False); round(m, 4), round(se, 4)
    (-0.0518, 0.0006)
    """
    if exact:
        data = _load_exact()
        known = dict(data["no_exchange"]["strategies"])
        known["optimal"] = data["one_card"]["strategies"]["optimal"]
        if strategy not in known:
            raise KeyError(f"no exact value for {strategy!r}; known: " + ", ".join(known))
        return known[strategy]["ev"], 0.0
    summary, _ = _load_data()
    if strategy not in summary["strategies"]:
        raise KeyError(f"no shipped value for {strategy!r}; known: "
                       + ", ".join(summary["strategies"]))
    m, se = summary["strategies"][strategy]
    return m, se
