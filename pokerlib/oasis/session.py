"""A session of Oasis Poker hands from one points balance (:class:`OasisSession`), and the
course article's worked examples replayed from stacked decks.

The article's hand (player's five cards, then the dealer's five with the up card first, then
the replacement card):

>>> game = article_game()
>>> game.hand_text, str(game.upcard)
('Q♠ Q♦ 8♥ 8♣ 2♦', 'K♠')
>>> game.exchange("2d")
(Card('Qs'), Card('Qd'), Card('8h'), Card('8c'), Card('Qh'))
>>> s = game.raise_()
>>> s.stake_returned, s.winnings, s.balance_after, s.net
(30, 150, 240, 140)
"""

from __future__ import annotations

import random
from typing import Literal, overload

from ..cards import Deck
from ..errors import IllegalActionError, PokerError, TableError
from .arguments import flag, is_whole_number, whole_number
from .game import OasisGame, Settlement
from .rules import MAX_ANTE, MAX_POINTS, OasisRules, action_words

__all__ = ["OasisSession", "article_game", "article_comparison", "ARTICLE_DECK"]


class OasisSession:
    """Hands played one after another from a points balance.

    ``seed`` makes the whole session reproducible (each hand's deck is shuffled from a seed
    drawn from it); :meth:`deal` also accepts a stacked deck to replay a given hand.

    >>> s = OasisSession(balance=100, ante=10, seed=1)
    >>> g = s.deal()
    >>> s.deal()  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.IllegalActionError: cannot deal: the current hand is not settled; legal ...
    >>> _ = g.fold(); s.balances
    [100, 90]
    """

    def __init__(self, balance: int = 100, ante: int = 10, rules: OasisRules | None = None,
                 seed: int | None = None):
        # points stay whole in the floats the charts use (pokerlib.oasis.rules.MAX_POINTS)
        balance = whole_number(balance, "the starting balance (points)", TableError, minimum=0,
                               maximum=MAX_POINTS)
        ante = whole_number(ante, "the Ante (points)", TableError, minimum=1, maximum=MAX_ANTE)
        self.rules = OasisRules.check(rules)
        if seed is not None and not is_whole_number(seed):
            raise TableError(key="seed_or_none", what="seed", value=seed)
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
            raise IllegalActionError(key="oasis_not_settled", legal=action_words(g.legal_actions()))
        state = self._rng.getstate()
        hand_seed = self._rng.getrandbits(32) if deck is None else None
        try:
            game = OasisGame(ante=self.ante if ante is None else ante, balance=self.balance,
                             rules=self.rules if rules is None else rules,
                             deck=deck if deck is not None else Deck(seed=hand_seed))
        except PokerError:
            self._rng.setstate(state)  # leave the session exactly as it was
            raise
        self.games.append(game)
        return game


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


def _article_balance(balance: object, name: str, minimum: int) -> None:
    """Refuse a balance the article's hand cannot be played from, naming the value given and
    what the hand costs (Ante 10, then exchange fee 10 and Raise 20 when it is played)."""
    if not is_whole_number(balance) or balance < minimum:  # type: ignore[operator]
        raise TableError(key="oasis_article_balance", name=name, minimum=minimum, value=balance)


@overload
def article_game(balance: int = 100, play: Literal[False] = False) -> OasisGame: ...


@overload
def article_game(balance: int = 100, *, play: Literal[True]) -> Settlement: ...


def article_game(balance: int = 100, play: bool = False) -> OasisGame | Settlement:
    """The article's hand (Ante 10, from ``balance``), ready to play; with ``play=True`` it is
    played as the article does (exchange 2♦, raise) and its :class:`Settlement` returned.

    >>> article_game(play=True).describe()
    'player wins: net +140, balance 100 -> 240 (Raise paid Full house 7:1)'
    """
    flag(play, "play")
    _article_balance(balance, "article_game", 40 if play else 10)
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
    _article_balance(balance, "article_comparison", 40)
    out: dict[str, Settlement] = {}
    for outcome, (deck, discard, action) in _COMPARISON.items():
        g = OasisGame(ante=10, balance=balance, deck=Deck.stacked(deck))
        g.exchange(discard)
        out[outcome] = g.fold() if action == "fold" else g.raise_()
    return out

