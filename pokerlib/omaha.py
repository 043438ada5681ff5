"""Omaha Hi/Lo 8-or-better: a table that plays whole hands and keeps a session going.

An :class:`OmahaTable` seats players with stacks and plays one **hand** after another: the
**button** moves one seat a hand, the **small blind** and **big blind** are posted (heads-up the
button posts the small blind), four **hole cards** are dealt to each player starting with the
small blind, then come the preflop, flop, turn and river betting rounds (see
:mod:`pokerlib.betting`) and, if two or more players are left, the **showdown**. Each player
makes a high hand and a low hand, each from exactly 2 hole cards and 3 board cards; every pot
(main and side pots alike) is split high/low when a player eligible for it has a qualifying low,
and otherwise goes to the best high hand (:func:`pokerlib.pots.settle`). The table remembers
the last 50 hands.

Players act through the table, whoever's turn it is: :meth:`~OmahaTable.fold`,
:meth:`~OmahaTable.check`, :meth:`~OmahaTable.call`, :meth:`~OmahaTable.bet`,
:meth:`~OmahaTable.raise_to`, :meth:`~OmahaTable.all_in`; :meth:`~OmahaTable.legal_actions`
says what is allowed.

The article's hand, A♦ K♦ 3♠ 2♠ on J♦ 4♦ 3♣ Q♦ 5♥, is the nuts both ways:

>>> r = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
>>> r.high.describe(), r.low.describe()
('Flush, ace high', '5-4-3-2-A low (the wheel)')
>>> [str(c) for c in r.high_hole], [str(c) for c in r.low_hole]
(['A♦', 'K♦'], ['2♠', 'A♦'])

A two-player limit hand, replayed from a stacked deck:

>>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
>>> t.sit(0, "Ann", 100); t.sit(1, "Bob", 100)
>>> h = t.start_hand(deck=stacked_deck({0: "Ad Kd 3s 2s", 1: "Kc Kh 9s 9c"},
...                                      "Jd 4d 3c Qd 5h", button=0, seats=[0, 1]))
>>> t.call(); t.check()                      # preflop: the button completes, the big blind checks
>>> t.check(); t.check(); t.check(); t.check(); t.check(); t.check()
>>> h.is_over, t.stacks
(True, {0: 102, 1: 98})
"""

from __future__ import annotations

import html as _html
import random
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .betting import (LIMIT_2_4, NO_LIMIT_1_2, POT_LIMIT_1_2, Action, BettingRound,
                      BettingRules, LegalActions, Structure)
from .cards import Card, Deck, PokerError, cards_html, format_cards, parse_cards
from .evaluate import HandValue, LowValue, omaha_high, omaha_low
from .pots import PotSettlement, settle

__all__ = [
    "OmahaRules",
    "OMAHA_HILO_LIMIT_2_4",
    "OMAHA_HILO_POT_LIMIT_1_2",
    "OMAHA_HILO_NO_LIMIT_1_2",
    "HandReading",
    "read_hand",
    "TableError",
    "HandStateError",
    "OmahaTable",
    "OmahaHand",
    "HandRecord",
    "SimpleBot",
    "stacked_deck",
]


class TableError(PokerError, ValueError):
    """A seating request the table cannot honour (seat taken, no such seat, no chips)."""


class HandStateError(PokerError):
    """An action when no hand is running, or starting a hand while one is."""


@dataclass(frozen=True)
class OmahaRules:
    """Table rules: the betting structure and sizes, the number of seats and how many hands the
    history keeps. Presets: :data:`OMAHA_HILO_LIMIT_2_4` (the article's $2/$4 game),
    :data:`OMAHA_HILO_POT_LIMIT_1_2`, :data:`OMAHA_HILO_NO_LIMIT_1_2`.

    >>> OMAHA_HILO_LIMIT_2_4.name
    'Omaha Hi/Lo 8-or-better, limit 2/4'
    """

    betting: BettingRules = LIMIT_2_4
    max_seats: int = 10
    history_size: int = 50

    @property
    def name(self) -> str:
        return f"Omaha Hi/Lo 8-or-better, {self.betting.name}"


OMAHA_HILO_LIMIT_2_4 = OmahaRules(LIMIT_2_4)
OMAHA_HILO_POT_LIMIT_1_2 = OmahaRules(POT_LIMIT_1_2)
OMAHA_HILO_NO_LIMIT_1_2 = OmahaRules(NO_LIMIT_1_2)


# --------------------------------------------------------------------------------------------
# Reading a hand: 2 hole cards + 3 board cards, high and low
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HandReading:
    """A player's best high and best low (``None`` if no 8-or-better low) and which two hole
    cards each uses."""

    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    high: HandValue
    low: LowValue | None

    @property
    def high_hole(self) -> tuple[Card, ...]:
        """The two hole cards in the best high hand."""
        return tuple(c for c in self.high.cards if c in self.hole)

    @property
    def low_hole(self) -> tuple[Card, ...]:
        """The two hole cards in the best low (empty without a low)."""
        return () if self.low is None else tuple(c for c in self.low.cards if c in self.hole)

    def describe(self) -> str:
        low = self.low.describe() if self.low else "no low"
        return f"high: {self.high.describe()}; low: {low}"

    def _repr_html_(self) -> str:
        low = (f"{cards_html(self.low.cards)} <b>{self.low.describe()}</b>" if self.low
               else "<i>no qualifying low</i>")
        return (f"<div>hole {cards_html(self.hole)} board {cards_html(self.board)}</div>"
                f"<div>high: {cards_html(self.high.cards)} <b>{self.high.describe()}</b></div>"
                f"<div>low: {low}</div>")


def read_hand(hole, board) -> HandReading:
    """Best high and low of an Omaha hand on a board of 3 to 5 cards (exactly 2 + 3 each).

    >>> read_hand("As 2s Kh Qh", "3s 4s 5s 9s Th").low     # all four hole cards needed? no: A-2
    LowValue('5-4-3-2-A low (the wheel)')
    >>> read_hand("As Ks Qh Jh", "2s 4s 6s 8s Td").high.describe()   # four spades on board
    'Flush, ace high'
    """
    h = parse_cards(hole, count=4)
    b = parse_cards(board)
    return HandReading(h, b, omaha_high(h, b), omaha_low(h, b))


def stacked_deck(hole: Mapping[int, str], board: str = "", *, button: int,
                 seats: Iterable[int], burns: str = "", seed: int | None = None) -> Deck:
    """A deck that deals the given hole cards to the given seats and the given board, in the
    table's dealing order (one card at a time from the small blind, a burn before each street).

    ``seats`` are the seats dealt in, ``button`` the button seat of that hand. Cards not given
    come from the rest of the deck (``seed`` shuffles it). Burn cards may be given (3 cards).

    >>> d = stacked_deck({0: "Ad Kd 3s 2s", 1: "Kc Kh 9s 9c"}, "Jd 4d 3c Qd 5h",
    ...                  button=0, seats=[0, 1])
    >>> format_cards(d.peek(8))      # heads-up the button is the small blind: dealt first
    'A♦ K♣ K♦ K♥ 3♠ 9♠ 2♠ 9♣'
    """
    seats = sorted(seats)
    known = {s: parse_cards(c, count=4) for s, c in hole.items()}
    board_cards = parse_cards(board)
    burn_cards = parse_cards(burns)
    used = [c for cs in known.values() for c in cs] + list(board_cards) + list(burn_cards)
    parse_cards(used)  # each card once
    rest = [c for c in Deck(seed=seed).remaining if c not in set(used)]  # seed=None: unshuffled
    it = iter(rest)
    n = len(seats)
    i = seats.index(button)
    sb = seats[i] if n == 2 else seats[(i + 1) % n]
    start = seats.index(sb)
    order = [seats[(start + k) % n] for k in range(n)]
    top: list[Card] = []
    for k in range(4):
        for s in order:
            top.append(known[s][k] if s in known else next(it))
    burns_left, board_left = list(burn_cards), list(board_cards)
    for street_cards in (3, 1, 1):
        # (a card is an int and 2♠ is 0, so test for "given" by length, never by truth)
        top.append(burns_left.pop(0) if burns_left else next(it))
        for _ in range(street_cards):
            top.append(board_left.pop(0) if board_left else next(it))
    return Deck.stacked(top + list(it))


# --------------------------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------------------------

@dataclass
class _Player:
    name: str
    stack: int
    sitting_out: bool = False
    waiting: bool = False        # waiting for the big blind to be dealt in
    owe_big: bool = False        # will post a big blind (live) to be dealt in
    owe_small: bool = False      # will post a small blind (dead) to be dealt in
    missed_big: bool = False     # sat out while the big blind passed
    missed_small: bool = False   # sat out while the small blind passed
    show_beaten: bool = False    # shows a hand that cannot win at the showdown (else mucks)


@dataclass(frozen=True)
class HandRecord:
    """One finished hand, as the history keeps it: who sat where, the blinds and posts, every
    action by street, the board, the cards shown (and mucked), the pots and who won them.

    ``rules`` is the rules' name (for display); ``betting`` the :class:`BettingRules` the hand
    was played with (structure, blinds, bet sizes), so a record can be written out or
    replayed on its own.

    >>> t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=2)
    >>> t.sit(0, "Ann", 100); t.sit(1, "Bob", 100)
    >>> _ = t.start_hand(); t.fold()
    >>> rec = t.history_page(0)
    >>> rec.rules, rec.betting.small_blind, rec.betting.big_blind
    ('Omaha Hi/Lo 8-or-better, pot-limit 1/2', 1, 2)
    """

    number: int
    rules: str
    button: int
    small_blind: int | None
    big_blind: int
    names: tuple                 # ((seat, name), ...) of the players dealt in
    stacks_before: tuple         # ((seat, chips), ...)
    posts: tuple                 # ((seat, kind, chips), ...): small blind, big blind, post, dead
    hole: tuple                  # ((seat, cards), ...) every hand dealt
    board: tuple[Card, ...]
    actions: tuple[Action, ...]
    shown: tuple                 # ((seat, HandReading), ...) in showdown order
    mucked: tuple                # seats that did not show
    settlement: PotSettlement
    stacks_after: tuple
    folded: tuple = ()           # seats that folded, in the order they folded
    betting: BettingRules | None = None   # the betting rules played (None: only the name known)

    @property
    def winners(self) -> dict:
        """Chips each player won from the pots (uncalled bets not counted)."""
        out: dict = {}
        for r in self.settlement.results:
            for p, c in r.shares:
                out[p] = out.get(p, 0) + c
        return out

    @property
    def net(self) -> dict:
        before, after = dict(self.stacks_before), dict(self.stacks_after)
        return {s: after[s] - before[s] for s in before}

    def describe(self) -> str:
        """The hand as text: posts, actions by street, board, showdown and pots."""
        name = dict(self.names)
        lines = [f"Hand #{self.number} ({self.rules}), button: seat {self.button} "
                 f"({name.get(self.button, '?')})"]
        for s, kind, c in self.posts:
            lines.append(f"  {name[s]} posts {kind} {c}")
        hole = dict(self.hole)
        street = None
        for a in self.actions:
            if a.street != street:
                street = a.street
                k = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}[street]
                cards = f" [{format_cards(self.board[:k])}]" if k else ""
                lines.append(f"*** {street.upper()} ***{cards}")
            lines.append("  " + str(Action(name[a.player], a.kind, a.to, a.added, a.all_in)))
        if len(self.board) == 5 and (not self.actions or self.actions[-1].street != "river"):
            lines.append(f"*** BOARD *** [{format_cards(self.board)}]")
        for s, reading in self.shown:
            lines.append(f"  {name[s]} shows {format_cards(hole[s])}: {reading.describe()}")
        for s in self.mucked:
            lines.append(f"  {name[s]} mucks")
        for p, c in self.settlement.uncalled:
            lines.append(f"  uncalled {c} returned to {name[p]}")
        for r in self.settlement.results:
            won = ", ".join(f"{name[p]} wins {c}" for p, c in r.shares)
            lines.append(f"  {r.pot.name} {r.pot.amount}: {won} ({r.how})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return "<pre>" + _html.escape(self.describe()) + "</pre>"


class OmahaHand:
    """The hand being played (created by :meth:`OmahaTable.start_hand`)."""

    def __init__(self, table: "OmahaTable", number: int, button: int, sb: int | None, bb: int,
                 dealt: list[int], deck: Deck):
        self.table = table
        self.number = number
        self.button = button
        self.small_blind = sb
        self.big_blind = bb
        self.seats = tuple(dealt)          # seat order
        self.deck = deck
        self.rules = table.rules
        self.stacks_before = {s: table._players[s].stack for s in dealt}
        self.contributions = {s: 0 for s in dealt}
        self.dead = 0
        self.folded: set = set()
        self.board: list[Card] = []
        self.hole: dict[int, tuple[Card, ...]] = {}
        self.posts: list[tuple] = []
        self.actions: list[Action] = []
        self.street = 0
        self.round: BettingRound | None = None
        self.record: HandRecord | None = None

    # seat order helpers
    def _from(self, seat: int, include: bool = False) -> list[int]:
        """Dealt-in seats clockwise starting left of ``seat`` (or at it)."""
        seats = self.seats
        n = len(seats)
        i = next(k for k in range(n) if seats[k] > seat) if any(x > seat for x in seats) else 0
        if include and seat in seats:
            i = seats.index(seat)
        return [seats[(i + k) % n] for k in range(n)]

    @property
    def is_over(self) -> bool:
        return self.record is not None

    @property
    def live(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s not in self.folded)

    @property
    def pot(self) -> int:
        """All chips in the middle, including this round's bets and dead money."""
        bets = sum(self.round.bets.values()) if self.round and not self.round.is_over else 0
        return sum(self.contributions.values()) + self.dead + bets

    def stack(self, seat: int) -> int:
        """Chips behind now (during a round: not counting what is in front)."""
        if self.round is not None and not self.is_over and seat in self.round.order:
            return self.round.stack(seat)
        return self.table._players[seat].stack

    def in_front(self, seat: int) -> int:
        if self.round is None or self.is_over or seat not in self.round.order:
            return 0
        return self.round.bet_of(seat)

    def _post(self, seat: int, kind: str, amount: int, live: dict) -> None:
        p = self.table._players[seat]
        amount = min(amount, p.stack)
        if amount <= 0:
            return
        p.stack -= amount
        if kind == "dead":
            self.dead += amount
        else:
            live[seat] = live.get(seat, 0) + amount
        self.posts.append((seat, kind, amount))

    def _begin(self, posters: dict) -> None:
        rules = self.rules.betting
        live: dict = {}
        if self.small_blind is not None:
            self._post(self.small_blind, "small blind", rules.small_blind, live)
        self._post(self.big_blind, "big blind", rules.big_blind, live)
        for seat, (big, small) in posters.items():
            if big:
                self._post(seat, "post", rules.big_blind, live)
            if small:
                self._post(seat, "dead", rules.small_blind, live)
        # four cards each, one at a time, starting with the small blind
        first = self.small_blind if self.small_blind is not None else self.big_blind
        order = self._from(first, include=True)
        dealt: dict[int, list[Card]] = {s: [] for s in order}
        for _ in range(4):
            for s in order:
                dealt[s].append(self.deck.deal_one())
        self.hole = {s: tuple(dealt[s]) for s in self.seats}
        self._open_round(live)
        self._advance()

    def _open_round(self, bets: dict | None = None) -> None:
        """The betting round of the current street: preflop from the left of the big blind,
        with the blinds and posts as ``bets``; later streets from the left of the button."""
        preflop = self.street == 0
        order = [s for s in self._from(self.big_blind if preflop else self.button)
                 if s not in self.folded]
        stacks = {s: self.table._players[s].stack for s in order}
        self.round = BettingRound(self.rules.betting, self.street, order, stacks, bets,
                                  pot=sum(self.contributions.values()) + self.dead,
                                  current_bet=self.rules.betting.big_blind if preflop else None)

    def _advance(self) -> None:
        """After an action: close the round if it is over, deal the next street or settle."""
        while self.round.is_over:
            r = self.round
            for s, b in r.bets.items():
                self.contributions[s] += b
                self.table._players[s].stack = r.stack(s)
            self.folded |= {s for s in r.order if r.folded(s)}
            self._last_aggressor = r.last_aggressor
            if len(self.live) == 1 or self.street == 3:
                self._finish()
                return
            self.street += 1
            self.deck.burn()
            self.board.extend(self.deck.deal(3 if self.street == 1 else 1))
            self._open_round()

    def _act(self, name: str, *args, seat: int | None = None) -> None:
        if self.is_over:
            raise HandStateError(f"hand #{self.number} is over; start the next hand")
        getattr(self.round, name)(*args, player=seat)
        self.actions.append(self.round.actions[-1])
        self._advance()

    def _showdown_order(self) -> list[int]:
        live = self.live
        first = None
        if self.street == 3 and self._last_aggressor in live:
            first = self._last_aggressor
        if first is None:
            first = next(s for s in self._from(self.button) if s in live)
        return [s for s in self._from(first, include=True) if s in live]

    def _finish(self) -> None:
        t = self.table
        odd_order = self._from(self.button)
        shown: list = []
        mucked: list = []
        if len(self.live) == 1:
            s = settle(self.contributions, self.folded, order=odd_order, dead=self.dead)
        else:
            readings = {p: read_hand(self.hole[p], self.board) for p in self.live}
            s = settle(self.contributions, self.folded, order=odd_order,
                       high={p: r.high for p, r in readings.items()},
                       low={p: r.low for p, r in readings.items()}, dead=self.dead)
            winners = {p for r in s.results for p, _ in r.shares}
            best_hi = best_lo = None
            for p in self._showdown_order():
                r = readings[p]
                beats = (not shown or r.high >= best_hi
                         or (r.low is not None and (best_lo is None or r.low >= best_lo)))
                # the software awards every pot regardless; a beaten hand is mucked unless
                # its player chose to show it
                if beats or p in winners or t._players[p].show_beaten:
                    shown.append((p, r))
                    best_hi = r.high if best_hi is None else max(best_hi, r.high)
                    if r.low is not None:
                        best_lo = r.low if best_lo is None else max(best_lo, r.low)
                else:
                    mucked.append(p)
        for p, c in s.payouts.items():
            t._players[p].stack += c
        self.settlement = s
        self.record = HandRecord(
            self.number, self.rules.name, self.button, self.small_blind, self.big_blind,
            tuple((p, t._players[p].name) for p in self.seats),
            tuple(self.stacks_before.items()), tuple(self.posts),
            tuple(self.hole.items()), tuple(self.board), tuple(self.actions), tuple(shown),
            tuple(mucked), s, tuple((p, t._players[p].stack) for p in self.seats),
            tuple(a.player for a in self.actions if a.kind == "fold"), self.rules.betting)
        t._finish_hand(self)


class OmahaTable:
    """A table of Omaha Hi/Lo 8-or-better: seats, stacks, the button, and a session of hands.

    Seats are numbered ``0 .. seats-1`` clockwise. Players joining after the first hand wait
    for the big blind, or post one big blind to be dealt in at once (``sit(..., post=True)``).
    A player who sits out and misses blinds comes back with :meth:`sit_in`: posting the big
    blind live and the small blind dead (``post=True``) or waiting for the big blind.

    >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4, seed=1)
    >>> for s, n in enumerate("ABCD"):
    ...     t.sit(s, n, 100)
    >>> h = t.start_hand()
    >>> (h.button, h.small_blind, h.big_blind), t.to_act, t.legal_actions().describe()
    ((0, 1, 2), 3, 'fold, call 2 (to 2), raise to 4 (adds 4)')
    """

    def __init__(self, rules: OmahaRules = OMAHA_HILO_LIMIT_2_4, seats: int = 6,
                 seed: int | None = 0):
        if not 2 <= seats <= rules.max_seats:
            raise TableError(f"a table has 2 to {rules.max_seats} seats, not {seats}")
        self.rules = rules
        self.n_seats = seats
        self._players: dict[int, _Player] = {}
        self._rng = random.Random(seed)
        self.hand: OmahaHand | None = None
        self.history: deque[HandRecord] = deque(maxlen=rules.history_size)
        self.hands_played = 0
        self._button: int | None = None
        self._bb: int | None = None
        self._sb: int | None = None
        self.stack_history: list[dict] = []   # stacks after each hand (and at the start)

    # --- seating -------------------------------------------------------------------------

    def _seat_number(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n_seats:
            raise TableError(f"no seat {seat!r}: seats are 0..{self.n_seats - 1}")

    def _seat(self, seat: int) -> _Player:
        self._seat_number(seat)
        if seat not in self._players:
            raise TableError(f"seat {seat} is empty")
        return self._players[seat]

    def sit(self, seat: int, name: str, stack: int, *, post: bool = False) -> None:
        """Seat a player. After the first hand a new player waits for the big blind, or with
        ``post=True`` posts one big blind (live) to be dealt in from the next hand."""
        self._seat_number(seat)
        if seat in self._players:
            raise TableError(f"seat {seat} is taken by {self._players[seat].name}; free seats: "
                             f"{[s for s in range(self.n_seats) if s not in self._players]}")
        if not isinstance(stack, int) or isinstance(stack, bool) or stack <= 0:
            raise TableError(f"a stack must be a whole number of chips > 0, not {stack!r}")
        p = _Player(str(name), stack)
        if self._bb is not None:
            p.owe_big, p.waiting = post, not post
        self._players[seat] = p
        if self.hands_played == 0:
            self.stack_history[:] = [{q: x.stack for q, x in sorted(self._players.items())}]

    def leave(self, seat: int) -> int:
        """Take a player (and their chips) away from the table; returns the chips."""
        p = self._seat(seat)
        if self.hand is not None and not self.hand.is_over and seat in self.hand.seats:
            raise HandStateError(f"seat {seat} is in hand #{self.hand.number}; leave after it")
        del self._players[seat]
        return p.stack

    def sit_out(self, seat: int) -> None:
        """Skip the player from the next hand on (they may miss blinds)."""
        self._seat(seat).sitting_out = True

    def sit_in(self, seat: int, *, post: bool = True) -> None:
        """Come back after sitting out. Owing blinds, ``post=True`` posts them at the next
        hand (the big blind live and the small blind dead: $3 in a $2/$4 game) and
        ``post=False`` waits for the big blind instead.

        >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
        >>> for s in range(4):
        ...     t.sit(s, "ABCD"[s], 100)
        >>> def check_down():
        ...     while t.to_act is not None:
        ...         t.check() if t.legal_actions().check else t.call()
        >>> _ = t.start_hand(); check_down()
        >>> t.sit_out(3)                          # the big blind, then the small blind pass
        >>> for _ in range(2):
        ...     _ = t.start_hand(); check_down()
        >>> t.sit_in(3, post=True)
        >>> h = t.start_hand()
        >>> [p for p in h.posts if p[0] == 3], h.dead
        ([(3, 'post', 2), (3, 'dead', 1)], 1)
        """
        p = self._seat(seat)
        p.sitting_out = False
        if p.missed_big or p.missed_small:
            if post:
                p.owe_big, p.owe_small = p.missed_big, p.missed_small
            else:
                p.waiting = True
            p.missed_big = p.missed_small = False

    def show_beaten_hands(self, seat: int, show: bool = True) -> None:
        """Whether the player at ``seat`` shows a hand that cannot win at the showdown.

        Players show in showdown order; a later hand that neither beats nor ties a hand
        already shown (for the high or the low) may be mucked, the default, or shown anyway
        (``show=True``). The pots go to the best hands either way: only what the table sees,
        and what the history records, changes. The choice may be made at any time, also
        during a hand (it counts at that hand's showdown).
        """
        if not isinstance(show, bool):
            raise TableError(f"show must be True or False, not {show!r}")
        self._seat(seat).show_beaten = show

    def rebuy(self, seat: int, chips: int) -> None:
        """Add chips to a player's stack between hands."""
        if self.hand is not None and not self.hand.is_over:
            raise HandStateError("add chips between hands")
        if not isinstance(chips, int) or chips <= 0:
            raise TableError(f"chips must be a whole number > 0, not {chips!r}")
        self._seat(seat).stack += chips

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind for every seated player (during a hand: not counting bets in front)."""
        if self.hand is not None and not self.hand.is_over:
            return {s: self.hand.stack(s) for s in sorted(self._players)}
        return {s: p.stack for s, p in sorted(self._players.items())}

    @property
    def names(self) -> dict[int, str]:
        return {s: p.name for s, p in sorted(self._players.items())}

    def status(self, seat: int) -> str:
        """``'playing'``, ``'sitting out'``, ``'waiting for the big blind'``, ``'will post'``
        or ``'out of chips'``."""
        p = self._seat(seat)
        if p.stack == 0:
            return "out of chips"
        if p.sitting_out:
            return "sitting out"
        if p.waiting:
            return "waiting for the big blind"
        if p.owe_big or p.owe_small:
            return "will post"
        return "playing"

    def _record_stacks(self) -> None:
        self.stack_history.append({s: p.stack for s, p in sorted(self._players.items())})

    # --- positions -----------------------------------------------------------------------

    def _next(self, seat: int, among: Iterable[int], include: bool = False) -> int:
        among = sorted(among)
        for k in range(0 if include else 1, self.n_seats + 1):
            s = (seat + k) % self.n_seats
            if s in among:
                return s
        raise TableError("no player to move to")

    def _prev(self, seat: int, among: Iterable[int]) -> int:
        among = set(among)
        for k in range(1, self.n_seats + 1):
            s = (seat - k) % self.n_seats
            if s in among:
                return s
        raise TableError("no player to move to")

    @staticmethod
    def _between(seat: int, lo: int, hi: int, n: int) -> bool:
        """Whether ``seat`` is in the clockwise interval (lo, hi]."""
        return 0 < (seat - lo) % n <= (hi - lo) % n

    def _everyone(self, ready: list[int], btn: int) -> tuple:
        """Positions when every ready player is dealt in, the button on ``btn``."""
        dealt = sorted(ready)
        if len(dealt) == 2:
            sb, bb = btn, self._next(btn, dealt)
        else:
            sb = self._next(btn, dealt)
            bb = self._next(sb, dealt)
        return btn, sb, bb, dealt, {}

    def _ready(self) -> list[int]:
        """Seats that can be dealt in (chips, not sitting out); a hand needs two."""
        ready = sorted(s for s, p in self._players.items() if p.stack > 0 and not p.sitting_out)
        if len(ready) < 2:
            raise HandStateError(f"a hand needs 2 players with chips, {len(ready)} ready")
        return ready

    def _positions(self, button: int | None) -> tuple[int, int | None, int, list[int], dict]:
        ready = self._ready()
        if self._bb is None or button is not None:
            # first hand (or a button set by hand): everybody ready is dealt in
            start = ready[0] if button is None else button
            if button is not None and button not in ready:
                raise TableError(f"the button seat {button} has no player ready")
            return self._everyone(ready, start)
        bb = self._next(self._bb, ready)
        regular = [s for s in ready if not self._players[s].waiting
                   and not (self._players[s].owe_big or self._players[s].owe_small)]
        posters = {s: (self._players[s].owe_big, self._players[s].owe_small)
                   for s in ready if s != bb and not self._players[s].waiting
                   and (self._players[s].owe_big or self._players[s].owe_small)}
        dealt = sorted(set(regular) | set(posters) | {bb})
        if len(dealt) < 2:  # nobody to play against: the waiting players come in now
            return self._everyone(ready, self._next(self._button, ready))
        if len(dealt) == 2:
            sb = btn = next(s for s in dealt if s != bb)
            posters.pop(sb, None)
        else:
            pool = [s for s in dealt if s != bb and s not in posters] or \
                [s for s in dealt if s != bb]
            sb = self._prev(bb, pool)
            posters.pop(sb, None)
            btn = self._prev(sb, [s for s in dealt if s != bb]) if len(dealt) > 2 else sb
        return btn, sb, bb, dealt, posters

    # --- hands ---------------------------------------------------------------------------

    def start_hand(self, deck: Deck | None = None, *, button: int | None = None) -> OmahaHand:
        """Move the button, post the blinds, deal and start the preflop betting.

        ``deck`` replays a hand (see :func:`stacked_deck`); by default the table's seeded
        random generator shuffles. ``button`` puts the button on a seat by hand.
        """
        self._between_hands()
        prev_sb, prev_bb = self._sb, self._bb
        btn, sb, bb, dealt, posters = self._positions(button)
        n = self.n_seats
        if prev_bb is not None:  # blinds passing players who sit out are owed
            for s, p in self._players.items():
                if s in dealt or not p.sitting_out:
                    continue
                if self._between(s, prev_bb, bb, n):
                    p.missed_big = True
                if sb is not None and prev_sb is not None and self._between(s, prev_sb, sb, n):
                    p.missed_small = True
        return self._deal(btn, sb, bb, dealt, posters, deck)

    def start_hand_at(self, button: int, *, small_blind: int | None, big_blind: int,
                      posts: Mapping[int, str | Iterable[str]] | None = None,
                      deck: Deck | None = None) -> OmahaHand:
        """Start a hand with the positions given, instead of moving them on from the last
        hand: the ``button`` seat, the ``small_blind`` seat (``None``: nobody posts a small
        blind, e.g. after a player left), the ``big_blind`` seat, and players who post to come
        in — ``posts={seat: "post"}`` (a big blind, live), ``"dead"`` (a small blind, dead: it
        goes to the pot) or ``("post", "dead")`` (both, after missing both blinds). Everyone
        seated with chips and not sitting out is dealt in; the amounts are the rules' blinds
        (less for a short stack, who is all-in). ``deck`` as in :meth:`start_hand`. Hand
        histories replay moved and missed blinds with it.

        An impossible setup raises :class:`TableError` (or :class:`HandStateError` while a
        hand runs) and leaves the table exactly as it was.

        >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
        >>> for s, n in enumerate("ABCD"):
        ...     t.sit(s, n, 100)
        >>> h = t.start_hand_at(0, small_blind=1, big_blind=2, posts={3: ("post", "dead")})
        >>> h.posts, h.dead, t.to_act
        ([(1, 'small blind', 1), (2, 'big blind', 2), (3, 'post', 2), (3, 'dead', 1)], 1, 3)
        >>> t.legal_actions().describe()        # the live post counts as seat 3's bet
        'fold, check, raise to 4 (adds 2)'
        >>> t.fold(); t.fold(); t.fold()
        >>> t.start_hand_at(0, small_blind=0, big_blind=1)
        Traceback (most recent call last):
          ...
        pokerlib.omaha.TableError: the small blind and the button are both seat 0: with 4 players dealt in the small blind sits left of the button (heads-up the button posts it)
        """
        self._between_hands()
        dealt = self._ready()
        roles = [("button", button), ("big blind", big_blind)]
        if small_blind is not None:
            roles.append(("small blind", small_blind))
        for what, seat in roles:
            if not isinstance(seat, int) or isinstance(seat, bool) or seat not in dealt:
                raise TableError(f"the {what} seat {seat!r} has no player ready; players "
                                 f"ready: seats {dealt}")
        if big_blind in (button, small_blind):
            raise TableError(f"the big blind seat {big_blind} also has the "
                             f"{'button' if big_blind == button else 'small blind'}: "
                             "the big blind sits left of both")
        if small_blind == button and len(dealt) > 2:
            raise TableError(f"the small blind and the button are both seat {button}: with "
                             f"{len(dealt)} players dealt in the small blind sits left of the "
                             "button (heads-up the button posts it)")
        posters: dict = {}
        for seat, kinds in (posts or {}).items():
            kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
            if seat not in dealt:
                raise TableError(f"seat {seat!r} cannot post: it has no player ready; players "
                                 f"ready: seats {dealt}")
            if seat in (small_blind, big_blind):
                raise TableError(f"seat {seat} posts a blind already; posts are for other "
                                 "players coming in")
            if not kinds or set(kinds) - {"post", "dead"} or len(set(kinds)) != len(kinds):
                raise TableError(f"seat {seat} posts {kinds!r}: write 'post' (a big blind, "
                                 "live), 'dead' (a small blind, dead) or ('post', 'dead')")
            posters[seat] = ("post" in kinds, "dead" in kinds)
        if deck is not None and not isinstance(deck, Deck):
            raise TableError(f"deck must be a Deck, not {type(deck).__name__}")
        # all checked: from here on the table changes
        return self._deal(button, small_blind, big_blind, dealt, posters, deck)

    def _between_hands(self) -> None:
        if self.hand is not None and not self.hand.is_over:
            raise HandStateError(f"hand #{self.hand.number} is still being played; "
                                 f"{self.hand.round.to_act} is to act")

    def _deal(self, btn: int, sb: int | None, bb: int, dealt: list[int], posters: dict,
              deck: Deck | None) -> OmahaHand:
        """Start the hand with these positions: post, deal and open the preflop betting."""
        for s in dealt:  # being dealt in settles what a player owed (posted or in the blinds)
            p = self._players[s]
            p.owe_big = p.owe_small = p.waiting = False
        self._button, self._sb, self._bb = btn, sb, bb
        if deck is None:
            deck = Deck(seed=self._rng.getrandbits(32))
        self.hands_played += 1
        self.hand = OmahaHand(self, self.hands_played, btn, sb, bb, dealt, deck)
        self.hand._begin(posters)
        return self.hand

    def _finish_hand(self, hand: OmahaHand) -> None:
        self.history.append(hand.record)
        self._record_stacks()

    def _running(self) -> OmahaHand:
        if self.hand is None or self.hand.is_over:
            raise HandStateError("no hand is being played: call start_hand()")
        return self.hand

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or ``None`` between hands."""
        if self.hand is None or self.hand.is_over:
            return None
        return self.hand.round.to_act

    def legal_actions(self) -> LegalActions:
        """What the player to act may do, with exact amounts."""
        return self._running().round.legal_actions()

    def fold(self, seat: int | None = None) -> None:
        """The player to act folds (``seat`` checks that it is their turn)."""
        self._running()._act("fold", seat=seat)

    def check(self, seat: int | None = None) -> None:
        self._running()._act("check", seat=seat)

    def call(self, seat: int | None = None) -> None:
        self._running()._act("call", seat=seat)

    def bet(self, amount: int, seat: int | None = None) -> None:
        """Open the betting for ``amount`` chips."""
        self._running()._act("bet", amount, seat=seat)

    def raise_to(self, amount: int, seat: int | None = None) -> None:
        """Raise so that the player's bet this round totals ``amount``."""
        self._running()._act("raise_to", amount, seat=seat)

    def all_in(self, seat: int | None = None) -> None:
        self._running()._act("all_in", seat=seat)

    def history_page(self, page: int = 0) -> HandRecord:
        """A hand from the history: ``0`` is the latest, ``1`` the one before, ...

        There are at most :attr:`OmahaRules.history_size` (50) hands to page through.

        >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
        >>> t.sit(0, "Ann", 100); t.sit(1, "Bob", 100)
        >>> for _ in range(3):
        ...     _ = t.start_hand(); t.fold()
        >>> t.history_page(0).number, t.history_page(2).number, t.history_page(0).winners
        (3, 1, {1: 2})
        """
        if not self.history:
            raise HandStateError("no hand has been played yet")
        if not isinstance(page, int) or not 0 <= page < len(self.history):
            raise HandStateError(f"page {page!r} is not in the history: pages are 0 (latest) "
                                 f"to {len(self.history) - 1}")
        return self.history[-1 - page]

    def total_chips(self) -> int:
        """All chips at the table: stacks plus chips in the middle of a running hand."""
        behind = sum(self.stacks.values())
        if self.hand is not None and not self.hand.is_over:
            return behind + self.hand.pot
        return behind


# --------------------------------------------------------------------------------------------
# Simple opponents
# --------------------------------------------------------------------------------------------

class SimpleBot:
    """A plain, seeded opponent: plays hands with low cards and pairs, bets made hands, calls
    draws, folds the rest to a bet. It never looks at other players' cards.

    >>> t = OmahaTable(OMAHA_HILO_NO_LIMIT_1_2, seats=3, seed=4)
    >>> for s in range(3):
    ...     t.sit(s, f"P{s}", 100)
    >>> _ = t.start_hand()
    >>> bot = SimpleBot(seed=1)
    >>> while t.to_act is not None:
    ...     _ = bot.act(t)
    >>> t.total_chips()
    300
    """

    def __init__(self, seed: int | None = 0, aggression: float = 0.3):
        self.rng = random.Random(seed)
        self.aggression = aggression

    def strength(self, hole, board) -> float:
        """A rough 0..1 rating of a hand (not an equity): low cards, pairs, suits, made hands."""
        hole = parse_cards(hole)
        if len(board) < 3:
            low = sum(1 for c in hole if c.rank <= 5 or c.rank == 14)
            ace2 = any(c.rank == 14 for c in hole) and any(c.rank == 2 for c in hole)
            pairs = len(hole) - len({c.rank for c in hole})
            suited = len(hole) - len({c.suit for c in hole})
            return min(1.0, 0.12 * low + 0.25 * ace2 + 0.1 * pairs + 0.05 * suited
                       + 0.02 * sum(c.rank >= 10 for c in hole))
        r = read_hand(hole, board)
        hi = int(r.high.category) / 8
        lo = 0.0 if r.low is None else (9 - r.low.ranks[0]) / 4
        return min(1.0, max(hi * 1.4, lo * 0.8) + 0.1)

    def choose(self, table: OmahaTable) -> tuple[str, int | None]:
        """The action for the player to act: ``(name, amount)``."""
        h = table.hand
        seat = table.to_act
        legal = table.legal_actions()
        s = self.strength(h.hole[seat], h.board)
        u = self.rng.random()
        grow = legal.bet or legal.raise_to
        if grow and s > 0.55 and u < self.aggression + s / 3:
            lo, hi = grow
            size = lo if table.rules.betting.structure is Structure.LIMIT else \
                min(hi, max(lo, (h.pot // 2)))
            return ("bet" if legal.bet else "raise_to"), size
        if legal.check:
            return "check", None
        if legal.call is not None:
            price = legal.call / max(1, h.pot + legal.call)
            if s > 0.35 or u < 0.35 - price:
                return "call", None
        return "fold", None

    def act(self, table: OmahaTable) -> tuple[str, int | None]:
        """Choose and play one action; returns it."""
        name, amount = self.choose(table)
        if amount is None:
            getattr(table, name)()
        else:
            getattr(table, name)(amount)
        return name, amount
