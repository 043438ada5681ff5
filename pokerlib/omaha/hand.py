"""One Omaha Hi/Lo hand in play: posts, dealing, the four betting rounds and the showdown.

An :class:`OmahaHand` is made by :meth:`OmahaTable.start_hand` (or ``start_hand_at``) with the
positions the table worked out and a deck already checked to hold enough cards; players act
through the table. When the last round ends the hand settles the pots
(:func:`pokerlib.pots.settle`), pays the stacks and keeps a :class:`HandRecord`.

At the showdown the players show in the article's order (:func:`showdown_order`): the last
player to bet or raise on the river first; with no bet on the river, the last one to bet or
raise on the turn, then the flop, then preflop (posting a blind is not a bet); if nobody bet,
or that player has folded, the first player still in left of the button. Then clockwise.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..betting import STREETS, ActionKind, ActionRecord, BettingRound, LegalActions, Street
from ..cards import Card, Deck
from ..errors import HandStateError, IllegalActionError, TableError
from ..evaluate import HandValue, LowValue
from ..events import (
    Acted,
    BoardDealt,
    Dealt,
    Event,
    Mucked,
    Posted,
    PotAwarded,
    Returned,
    Shown,
    actions_of,
    posts_of,
)
from ..hand_api import (
    Action,
    Choice,
    Game,
    HandView,
    action_parts,
    read_choice,
    said_choice,
    seat_view,
)
from ..pots import PotSettlement, settle
from .reading import HandReading, read_hand
from .record import HandRecord, PostKind, ShowdownHand
from .rules import OmahaRules
from .seat import SeatedPlayer, SeatStatus

if TYPE_CHECKING:  # the table makes hands; a hand only points back to it
    from .table import OmahaTable

__all__ = ["OmahaHand", "showdown_order"]



def _seat_numbers(value: object, what: str) -> list[int]:
    """``value`` as a list of distinct seat numbers, or TableError."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TableError(key="seat_list", what=what, value=value)
    out = list(value)
    if not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in out):
        raise TableError(key="seat_list", what=what, value=out)
    if len(set(out)) != len(out):
        raise TableError(key="seat_twice", what=what, value=out)
    return out


def showdown_order(live: Iterable[int], button: int,
                   aggressors: Sequence[int | None] = ()) -> tuple[int, ...]:
    """The order in which the players still in show their hands (the article's rule).

    ``live`` are the seats still in the hand, ``button`` the button seat (seats are numbered
    clockwise) and ``aggressors`` the last player to bet or raise on each street played,
    preflop first (``None``: nobody bet or raised; the blinds and posts are not bets).

    The last player to bet or raise on the river shows first; if nobody bet the river, the
    last one to bet or raise on the turn; and so on back to preflop. If nobody bet or raised
    on any street, or that player is no longer in the hand, the first player still in left
    of the button shows first. Then the others, clockwise.

    >>> showdown_order([0, 2, 3], button=0, aggressors=[None, None, 3, None])  # turn bettor
    (3, 0, 2)
    >>> showdown_order([0, 2, 3], button=0, aggressors=[1, None, None, None])  # 1 has folded
    (2, 3, 0)
    >>> showdown_order([0, 2, 3], button=3)                                    # nobody bet
    (0, 2, 3)
    """
    seats = _seat_numbers(live, "live")
    if len(seats) < 2:
        raise TableError(key="omaha_showdown_two", value=seats)
    if not isinstance(button, int) or isinstance(button, bool) or button < 0:
        raise TableError(key="type", what="the button", allowed="a seat number", value=button)
    if isinstance(aggressors, (str, bytes)) or not isinstance(aggressors, Sequence) \
            or len(aggressors) > len(STREETS):
        raise TableError(key="omaha_aggressors", most=len(STREETS), value=aggressors)
    for a in aggressors:
        if a is not None and (not isinstance(a, int) or isinstance(a, bool) or a < 0):
            raise TableError(key="type", what="an aggressor", allowed="a seat number or None",
                             value=a)
    clockwise = sorted(seats, key=lambda s: (s <= button, s))   # from the left of the button
    last = next((a for a in reversed(aggressors) if a is not None), None)
    i = clockwise.index(last) if last in clockwise else 0
    return tuple(clockwise[i:] + clockwise[:i])


@dataclass(frozen=True)
class OmahaDetail:
    """Omaha's own part of a :class:`~pokerlib.hand_api.SeatView`: the hand's ``number``, the
    ``street`` being played (or the last), the :class:`~pokerlib.omaha.SeatStatus` of every
    seat at the table, who is ``all_in``, and after the hand the showdown: the ``readings``
    (best high and low) of the hands shown, and of the viewer's own hand if it was mucked,
    and which seats ``mucked`` (their cards and readings stay with the record)."""

    number: int
    street: Street
    status: dict[int, SeatStatus]
    all_in: frozenset[int]
    readings: dict[int, HandReading]
    mucked: frozenset[int]


class OmahaHand:
    """The hand being played (created by :meth:`OmahaTable.start_hand`).

    The state is true after every single action: :attr:`folded` holds every player who has
    folded so far (also earlier in the betting round being played) and :attr:`live` every
    player who has not; :attr:`aggressors` names the last player to bet or raise on each street
    so far and :attr:`showdown_order` the order the players still in would show in now.
    """

    def __init__(self, rules: OmahaRules, players: dict[int, SeatedPlayer], number: int,
                 button: int, sb: int | None, bb: int, dealt: list[int], deck: Deck,
                 on_finish: Callable[[OmahaHand], None] | None = None,
                 table: OmahaTable | None = None):
        self.table = table                   # the table the hand is played at
        self.players = players               # the table's seated players (shared, not copied)
        self.on_finish = on_finish
        self.number = number
        self.button = button
        self.small_blind = sb
        self.big_blind = bb
        self.seats = tuple(dealt)          # seat order
        self.deck = deck
        self.rules = rules
        self.stacks_before = {s: players[s].stack for s in dealt}
        self.contributions = {s: 0 for s in dealt}
        self.dead = 0
        self._folded: set[int] = set()
        self._aggressors: list[int | None] = []    # the closed rounds' last bettor or raiser
        self.board: list[Card] = []
        self.hole: dict[int, tuple[Card, ...]] = {}
        self.events: list[Event] = []        # what happened, in order (pokerlib.events)
        self.street: Street = Street.PREFLOP   # the street being played (or the last)
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
    def posts(self) -> tuple[tuple[int, PostKind, int], ...]:
        """``((seat, kind, chips), ...)``: the blinds and posts so far, read from the log."""
        return posts_of(self.events)

    @property
    def actions(self) -> tuple[ActionRecord, ...]:
        """Every action so far, in order, read from the log."""
        return actions_of(self.events)

    @property
    def is_over(self) -> bool:
        return self.record is not None

    @property
    def result(self) -> PotSettlement | None:
        """The settlement once the hand is over (``None`` before): every game's ``result``."""
        return self.settlement if self.record is not None else None

    @property
    def folded(self) -> frozenset[int]:
        """The seats that have folded so far, this betting round included."""
        return frozenset(self._folded)

    @property
    def live(self) -> tuple[int, ...]:
        """The seats still in the hand (dealt in and not folded), in seat order."""
        return tuple(s for s in self.seats if s not in self._folded)

    @property
    def aggressors(self) -> dict[Street, int | None]:
        """The last player to bet or raise on each :class:`~pokerlib.betting.Street` so far
        (``None``: nobody did; the blinds and posts are not bets), the street being played
        included.

        >>> from pokerlib.omaha import OmahaTable
        >>> t = OmahaTable(seats=3)
        >>> for s in range(3):
        ...     t.sit(s, "ABC"[s], 100)
        >>> h = t.start_hand(); t.call(); t.call(); t.check()     # preflop: nobody raised
        >>> t.check(); t.bet(2); t.call(); t.call()                 # flop: seat 2 bets
        >>> h.aggressors
        {'preflop': None, 'flop': 2, 'turn': None}
        """
        out = list(self._aggressors)
        if self.round is not None and not self.round.is_over:
            out.append(self.round.last_aggressor)
        return dict(zip(STREETS, out, strict=False))

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """The order in which the players still in show (or would show, if the hand went to
        a showdown now): see :func:`showdown_order`."""
        if len(self.live) < 2:
            return self.live
        return showdown_order(self.live, self.button, list(self.aggressors.values()))

    @property
    def pot(self) -> int:
        """All chips in the middle, including this round's bets and dead money."""
        bets = sum(self.round.bets.values()) if self.round and not self.round.is_over else 0
        return sum(self.contributions.values()) + self.dead + bets

    def stack(self, seat: int) -> int:
        """Chips behind now (during a round: not counting what is in front)."""
        if self.round is not None and not self.is_over and seat in self.round.order:
            return self.round.stack(seat)
        return self.players[seat].stack

    def in_front(self, seat: int) -> int:
        if self.round is None or self.is_over or seat not in self.round.order:
            return 0
        return self.round.bet_of(seat)

    def _post(self, seat: int, kind: PostKind, amount: int, live: dict) -> None:
        p = self.players[seat]
        amount = min(amount, p.stack)
        if amount <= 0:
            return
        p.stack -= amount
        if kind is PostKind.DEAD:
            self.dead += amount
        else:
            live[seat] = live.get(seat, 0) + amount
        self.events.append(Posted(seat, kind, amount))

    def post_and_deal(self, posters: Mapping[int, tuple[bool, bool]]) -> None:
        """Post the blinds and ``posters``' ``(big, small)`` posts, deal four cards each
        from the small blind on, and open the preflop betting."""
        rules = self.rules.betting
        live: dict = {}
        if self.small_blind is not None:
            self._post(self.small_blind, PostKind.SMALL_BLIND, rules.small_blind, live)
        self._post(self.big_blind, PostKind.BIG_BLIND, rules.big_blind, live)
        for seat, (big, small) in posters.items():
            if big:
                self._post(seat, PostKind.POST, rules.big_blind, live)
            if small:
                self._post(seat, PostKind.DEAD, rules.small_blind, live)
        # four cards each, one at a time, starting with the small blind
        first = self.small_blind if self.small_blind is not None else self.big_blind
        order = self._from(first, include=True)
        dealt: dict[int, list[Card]] = {s: [] for s in order}
        for _ in range(4):
            for s in order:
                dealt[s].append(self.deck.deal_one())
        self.hole = {s: tuple(dealt[s]) for s in self.seats}
        self.events.extend(Dealt(s, self.hole[s]) for s in order)
        self._open_round(live)
        self._advance()

    def _open_round(self, bets: dict | None = None) -> None:
        """The betting round of the current street: preflop from the left of the big blind,
        with the blinds and posts as ``bets``; later streets from the left of the button."""
        preflop = self.street is Street.PREFLOP
        order = [s for s in self._from(self.big_blind if preflop else self.button)
                 if s not in self._folded]
        stacks = {s: self.players[s].stack for s in order}
        self.round = BettingRound(self.rules.betting, self.street, order, stacks, bets,
                                  pot=sum(self.contributions.values()) + self.dead,
                                  current_bet=self.rules.betting.big_blind if preflop else None)

    def _advance(self) -> None:
        """After an action: close the round if it is over, deal the next street or settle."""
        while self.betting_round.is_over:
            r = self.betting_round
            for s, b in r.bets.items():
                self.contributions[s] += b
                self.players[s].stack = r.stack(s)
            self._aggressors.append(r.last_aggressor)
            if len(self.live) == 1 or self.street is Street.RIVER:
                self._finish()
                return
            self.street = STREETS[self.street.number + 1]
            burn = self.deck.burn()
            cards = self.deck.deal(self.street.board_size - len(self.board))
            self.board.extend(cards)
            self.events.append(BoardDealt(self.street, tuple(cards), burn))
            self._open_round()

    def act(self, choice: Action | Choice | str, amount: int | None = None, *,
            seat: int | None = None) -> None:
        """The player to act takes ``choice`` (one :class:`~pokerlib.hand_api.Action`, as
        every game's ``act``; or its parts: a :class:`~pokerlib.hand_api.Choice` or its word —
        fold, check, call, bet, raise, all-in — and ``amount``, the total in front of the
        player, for bet and raise); ``seat`` checks whose turn it is.
        """
        word, amount, seat = action_parts(choice, amount, seat, "omaha")
        if self.is_over:
            raise HandStateError(key="omaha_hand_over", number=self.number)
        c = read_choice(word, "omaha")
        r = self.betting_round
        if c in (Choice.BET, Choice.RAISE):
            if amount is None:
                raise IllegalActionError(key="omaha_needs_amount", choice=said_choice(c, "omaha"))
            (r.bet if c is Choice.BET else r.raise_to)(amount, player=seat)
        else:
            if amount is not None:
                raise IllegalActionError(key="omaha_no_amount", choice=said_choice(c, "omaha"),
                                         amount=amount)
            getattr(r, {Choice.ALL_IN: "all_in"}.get(c, str(c)))(player=seat)
        action = r.actions[-1]
        self.events.append(Acted(action))
        if action.kind is ActionKind.FOLD:   # out of the hand at once, not when the round ends
            self._folded.add(action.player)
        self._advance()

    def legal_actions(self) -> LegalActions:
        """What the player to act may do, with exact amounts (the same
        :class:`~pokerlib.hand_api.LegalActions` as the other games); nothing once the hand
        is over."""
        if self.is_over or self.round is None:
            return LegalActions.none()
        return self.round.legal_actions()

    def view(self, seat: int | None = None) -> HandView:
        """What ``seat`` may see now (``None``, or a seat not dealt in: a spectator): its own
        hole cards and the hands shown at the showdown (mucked hands stay face down), the
        board, stacks, chips in front, pot, and its legal actions when it is its turn.

        >>> from pokerlib.omaha import OmahaTable
        >>> t = OmahaTable(seats=3)
        >>> for s in range(3):
        ...     t.sit(s, "ABC"[s], 100)
        >>> h = t.start_hand(button=0)
        >>> v = h.view(1)
        >>> list(v.cards), v.face_down, v.in_front, v.legal.names, h.view(0).legal.names
        ([1], {0: 4, 2: 4}, {0: 0, 1: 1, 2: 2}, (), ('fold', 'call', 'raise'))
        """
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or seat < 0):
            raise TableError(key="type", what="the seat", allowed="a seat number or None",
                             value=seat)
        over = self.is_over
        shown = [s for s, _ in self.record.shown] if self.record is not None else ()
        return seat_view(seat, self.seats, self.hole, shown, board=tuple(self.board),
                         events=self.events, game=Game.OMAHA,
                         stacks={s: self.stack(s) for s in self.seats},
                         in_front={s: self.in_front(s) for s in self.seats},
                         pot=0 if over else self.pot, folded=self.folded,
                         button=self.button, small_blind=self.small_blind,
                         big_blind=self.big_blind,
                         to_act=None if over or self.round is None else self.round.to_act,
                         legal=self.legal_actions(), is_over=over, detail=self._detail(seat))

    def _detail(self, seat: int | None) -> OmahaDetail:
        rec = self.record
        table = self.table
        return OmahaDetail(
            self.number, self.street,
            {s: table.status(s) for s in self.players} if table is not None else {},
            frozenset() if rec is not None else frozenset(
                s for s in self.live if self.stack(s) == 0),
            {h.seat: h.reading for h in rec.showdown if h.shown or h.seat == seat}
            if rec is not None else {},
            frozenset(rec.mucked) if rec is not None else frozenset())

    @property
    def betting_round(self) -> BettingRound:
        """The betting round being played (after the hand: the last one)."""
        if self.round is None:
            raise HandStateError(key="omaha_not_dealt", number=self.number)
        return self.round

    def _finish(self) -> None:
        odd_order = self._from(self.button)
        showdown: list[ShowdownHand] = []
        paid: dict[Hashable, int] = dict(self.contributions.items())  # settle takes any players
        if len(self.live) == 1:
            s = settle(paid, self._folded, order=odd_order, dead=self.dead)
        else:
            readings = {p: read_hand(self.hole[p], self.board) for p in self.live}
            s = settle(paid, self._folded, order=odd_order,
                       high={p: r.high for p, r in readings.items()},
                       low={p: r.low for p, r in readings.items()}, dead=self.dead)
            winners = {p for r in s.results for p, _ in r.shares}
            best_hi: HandValue | None = None
            best_lo: LowValue | None = None
            for p in self.showdown_order:
                r = readings[p]
                beats = (best_hi is None or not r.high < best_hi
                         or (r.low is not None and (best_lo is None or not r.low < best_lo)))
                # the software awards every pot regardless; a beaten hand is mucked unless
                # its player chose to show it (the record keeps its cards either way)
                shows = beats or p in winners or self.players[p].show_beaten
                showdown.append(ShowdownHand(p, self.hole[p], shows, r))
                if shows:
                    best_hi = r.high if best_hi is None else max(best_hi, r.high)
                    if r.low is not None:
                        best_lo = r.low if best_lo is None else max(best_lo, r.low)
        for h in showdown:
            self.events.append((Shown if h.shown else Mucked)(h.seat, h.cards))
        self.events.extend(Returned(p, c) for p, c in s.uncalled)
        self.events.extend(PotAwarded(r.pot, r.shares, r.how) for r in s.results)
        for seat in self.seats:
            self.players[seat].stack += s.payouts.get(seat, 0)
        self.settlement = s
        self.record = HandRecord(
            self.number, self.rules.name, self.button, self.small_blind, self.big_blind,
            tuple((p, self.players[p].name) for p in self.seats),
            tuple(self.stacks_before.items()),
            tuple(self.hole.items()), tuple(self.board),
            tuple((h.seat, h.reading) for h in showdown if h.shown),
            tuple(h.seat for h in showdown if not h.shown),
            s, tuple((p, self.players[p].stack) for p in self.seats),
            tuple(a.player for a in self.actions if a.kind is ActionKind.FOLD),
            self.rules.betting, tuple(showdown), tuple(self.events))
        if self.on_finish is not None:
            self.on_finish(self)
