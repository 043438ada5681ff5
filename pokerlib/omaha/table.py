"""An Omaha Hi/Lo table: seats and stacks, the button and blinds, and a session of hands.

Players sit, sit out, come back and leave; :meth:`OmahaTable.start_hand` moves the button,
works out who posts what (new players and players who missed blinds), checks the deck and
starts an :class:`~pokerlib.omaha.OmahaHand`; the players to act then fold, check, call, bet,
raise or go all-in through the table. Every refused call raises a
:class:`~pokerlib.errors.PokerError` kind and leaves the table exactly as it was
(:meth:`OmahaTable.snapshot` is the state tests compare).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from .. import validate
from ..betting import LegalActions
from ..cards import Deck
from ..errors import DeckError, HandStateError, TableError
from ..hand_api import Choice
from ..seating import blinds, button_posts_small_blind
from .hand import OmahaHand
from .record import HandRecord, PostKind
from .rules import OMAHA_HILO_LIMIT_2_4, OmahaRules, cards_needed
from .seat import SeatedPlayer, SeatStatus

__all__ = ["OmahaTable"]

Positions = tuple[int, int | None, int, list[int], dict[int, tuple[bool, bool]]]
"""(button, small blind or None, big blind, seats dealt in, {seat: (posts big, posts small)})"""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _flag(value: object, what: str) -> bool:
    return validate.flag(value, what, TableError)


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
        if not isinstance(rules, OmahaRules):
            raise TableError(key="type", what="rules", value=rules,
                             allowed="OmahaRules (OMAHA_HILO_LIMIT_2_4...)")
        if seed is not None and not _is_int(seed):
            raise TableError(key="seed_or_none", what="seed", value=seed)
        if not _is_int(seats) or not 2 <= seats <= rules.max_seats:
            raise TableError(key="omaha_seats", most=rules.max_seats, value=seats)
        self.rules = rules
        self.n_seats = seats
        self._players: dict[int, SeatedPlayer] = {}
        self._rng = random.Random(seed)
        self.hand: OmahaHand | None = None
        self.history: deque[HandRecord] = deque(maxlen=rules.history_size)
        self.hands_played = 0
        self._button: int | None = None
        self._bb: int | None = None
        self._sb: int | None = None
        self.stack_history: list[dict[int, int]] = []   # stacks after each hand (and at the start)

    # --- seating -------------------------------------------------------------------------

    def _seat_number(self, seat: object) -> None:
        if not _is_int(seat) or not 0 <= seat < self.n_seats:  # type: ignore[operator]
            raise TableError(key="omaha_no_seat", seat=seat, last=self.n_seats - 1)

    def _seat(self, seat: object) -> SeatedPlayer:
        self._seat_number(seat)
        if seat not in self._players:
            raise TableError(key="omaha_seat_empty", seat=seat)
        return self._players[seat]

    def sit(self, seat: int, name: str, stack: int, *, post: bool = False) -> None:
        """Seat a player. After the first hand a new player waits for the big blind, or with
        ``post=True`` posts one big blind (live) to be dealt in from the next hand."""
        self._seat_number(seat)
        if seat in self._players:
            raise TableError(key="omaha_seat_taken", seat=seat, name=self._players[seat].name,
                             free=[s for s in range(self.n_seats) if s not in self._players])
        if not _is_int(stack) or stack <= 0:
            raise TableError(key="chips_at_least", what="a stack", minimum=1, value=stack)
        if not isinstance(name, str) or not name.strip():
            raise TableError(key="omaha_name", value=name)
        _flag(post, "post")
        p = SeatedPlayer(name, stack)
        if self._bb is not None:
            p.owe_big, p.waiting = post, not post
        self._players[seat] = p
        if self.hands_played == 0:
            self.stack_history[:] = [{q: x.stack for q, x in sorted(self._players.items())}]

    def leave(self, seat: int) -> int:
        """Take a player (and their chips) away from the table; returns the chips."""
        p = self._seat(seat)
        if self.hand is not None and not self.hand.is_over and seat in self.hand.seats:
            raise HandStateError(key="omaha_leave_in_hand", seat=seat, number=self.hand.number)
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
        _flag(post, "post")
        p.sitting_out = False
        if p.missed_big or p.missed_small:
            if post:
                p.owe_big, p.owe_small = p.missed_big, p.missed_small
            else:
                p.waiting = True
            p.missed_big = p.missed_small = False

    def show_beaten_hands(self, seat: int, show: bool = True) -> None:
        """Whether the player at ``seat`` shows a hand that cannot win at the showdown.

        Players show in showdown order (the last to bet or raise first: see
        :func:`~pokerlib.omaha.showdown_order`); a later hand that neither beats nor ties a
        hand already shown (for the high or the low) and wins nothing may be mucked, the
        default, or shown anyway (``show=True``). The pots go to the best hands either way,
        and the history keeps a mucked hand's cards too (every player may see the cards used
        at the showdown): only whether the hand is marked shown or mucked changes. The choice
        may be made at any time, also during a hand (it counts at that hand's showdown).
        """
        player = self._seat(seat)
        player.show_beaten = _flag(show, "show")

    def rebuy(self, seat: int, chips: int) -> None:
        """Add chips to a player's stack between hands."""
        player = self._seat(seat)
        if not _is_int(chips) or chips <= 0:
            raise TableError(key="whole_number_at_least", what="chips", minimum=1, value=chips)
        if self.hand is not None and not self.hand.is_over:
            raise HandStateError(key="omaha_add_between")
        player.stack += chips

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind for every seated player (during a hand: not counting bets in front)."""
        if self.hand is not None and not self.hand.is_over:
            return {s: self.hand.stack(s) for s in sorted(self._players)}
        return {s: p.stack for s, p in sorted(self._players.items())}

    @property
    def names(self) -> dict[int, str]:
        return {s: p.name for s, p in sorted(self._players.items())}

    def status(self, seat: int) -> SeatStatus:
        """Where the player in ``seat`` stands between hands (a :class:`SeatStatus`)."""
        p = self._seat(seat)
        if p.stack == 0:
            return SeatStatus.OUT_OF_CHIPS
        if p.sitting_out:
            return SeatStatus.SITTING_OUT
        if p.waiting:
            return SeatStatus.WAITING
        if p.owe_big or p.owe_small:
            return SeatStatus.WILL_POST
        return SeatStatus.PLAYING

    def _record_stacks(self) -> None:
        self.stack_history.append({s: p.stack for s, p in sorted(self._players.items())})

    # --- positions -----------------------------------------------------------------------

    def _next(self, seat: int, among: Iterable[int], include: bool = False) -> int:
        among = sorted(among)
        for k in range(0 if include else 1, self.n_seats + 1):
            s = (seat + k) % self.n_seats
            if s in among:
                return s
        raise TableError(key="omaha_no_player")

    def _prev(self, seat: int, among: Iterable[int]) -> int:
        among = set(among)
        for k in range(1, self.n_seats + 1):
            s = (seat - k) % self.n_seats
            if s in among:
                return s
        raise TableError(key="omaha_no_player")

    @staticmethod
    def _between(seat: int, lo: int, hi: int, n: int) -> bool:
        """Whether ``seat`` is in the clockwise interval (lo, hi]."""
        return 0 < (seat - lo) % n <= (hi - lo) % n

    def _everyone(self, ready: list[int], btn: int) -> Positions:
        """Positions when every ready player is dealt in, the button on ``btn``."""
        dealt = sorted(ready)
        sb, bb = blinds(dealt, btn)
        return btn, sb, bb, dealt, {}

    def _ready(self) -> list[int]:
        """Seats that can be dealt in (chips, not sitting out); a hand needs two."""
        ready = sorted(s for s, p in self._players.items() if p.stack > 0 and not p.sitting_out)
        if len(ready) < 2:
            raise HandStateError(key="omaha_need_two", ready=len(ready))
        return ready

    def _positions(self, button: int | None) -> Positions:
        ready = self._ready()
        if self._bb is None or button is not None:
            # first hand (or a button set by hand): everybody ready is dealt in
            start = ready[0] if button is None else button
            if button is not None and (not _is_int(button) or button not in ready):
                raise TableError(key="omaha_seat_not_ready", what="button", seat=button,
                                 ready=sorted(ready))
            return self._everyone(ready, start)
        bb = self._next(self._bb, ready)
        regular = [s for s in ready if not self._players[s].waiting
                   and not (self._players[s].owe_big or self._players[s].owe_small)]
        posters = {s: (self._players[s].owe_big, self._players[s].owe_small)
                   for s in ready if s != bb and not self._players[s].waiting
                   and (self._players[s].owe_big or self._players[s].owe_small)}
        dealt = sorted(set(regular) | set(posters) | {bb})
        if len(dealt) < 2:  # nobody to play against: the waiting players come in now
            last_button = self._bb if self._button is None else self._button  # set together
            return self._everyone(ready, self._next(last_button, ready))
        if button_posts_small_blind(len(dealt)):
            sb = btn = next(s for s in dealt if s != bb)
            posters.pop(sb, None)
        else:
            pool = [s for s in dealt if s != bb and s not in posters] or \
                [s for s in dealt if s != bb]
            sb = self._prev(bb, pool)
            posters.pop(sb, None)
            btn = self._prev(sb, [s for s in dealt if s != bb])
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
        self._check_deck(deck, len(dealt))
        # all checked: from here on the table changes
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
        (((1, 'small blind', 1), (2, 'big blind', 2), (3, 'post', 2), (3, 'dead', 1)), 1, 3)
        >>> t.legal_actions().describe()        # the live post counts as seat 3's bet
        'fold, check, raise to 4 (adds 2)'
        >>> t.fold(); t.fold(); t.fold()
        >>> t.start_hand_at(0, small_blind=0, big_blind=1)
        Traceback (most recent call last):
          ...
        pokerlib.errors.TableError: the small blind and the button are both seat 0: with 4 ...
        """
        self._between_hands()
        dealt = self._ready()
        roles = [("button", button), ("big blind", big_blind)]
        if small_blind is not None:
            roles.append(("small blind", small_blind))
        for what, seat in roles:
            if not isinstance(seat, int) or isinstance(seat, bool) or seat not in dealt:
                raise TableError(key="omaha_seat_not_ready", what=what, seat=seat, ready=dealt)
        if big_blind in (button, small_blind):
            raise TableError(key="omaha_bb_doubled", seat=big_blind,
                             what="button" if big_blind == button else "small blind")
        if small_blind == button and not button_posts_small_blind(len(dealt)):
            raise TableError(key="omaha_sb_on_button", seat=button, players=len(dealt))
        posters: dict[int, tuple[bool, bool]] = {}
        if posts is not None and not isinstance(posts, Mapping):
            raise TableError(key="omaha_posts", value=posts)
        for seat, given in (posts or {}).items():
            if isinstance(given, str):
                kinds: tuple[object, ...] = (given,)
            elif isinstance(given, Iterable):
                kinds = tuple(given)
            else:
                kinds = (given,)
            if not _is_int(seat) or seat not in dealt:
                raise TableError(key="omaha_post_not_ready", seat=seat, ready=dealt)
            if seat in (small_blind, big_blind):
                raise TableError(key="omaha_post_blind", seat=seat)
            if (not kinds or not all(k in (PostKind.POST, PostKind.DEAD) for k in kinds)
                    or len(set(kinds)) != len(kinds)):
                raise TableError(key="omaha_post_kinds", seat=seat, value=kinds)
            posters[seat] = (PostKind.POST in kinds, PostKind.DEAD in kinds)
        self._check_deck(deck, len(dealt))
        # all checked: from here on the table changes
        return self._deal(button, small_blind, big_blind, dealt, posters, deck)

    @staticmethod
    def _check_deck(deck: object, players: int) -> None:
        """Refuse a deck that is not a Deck or cannot deal the whole hand to ``players``."""
        if deck is None:
            return
        if not isinstance(deck, Deck):
            raise TableError(key="type_name", what="deck", allowed="a Deck (stacked_deck(...))",
                             got=type(deck).__name__)
        need = cards_needed(players)
        if len(deck) < need:
            raise DeckError(key="omaha_deck_small", n=len(deck), players=players, need=need)

    def _between_hands(self) -> None:
        if self.hand is not None and not self.hand.is_over:
            raise HandStateError(key="omaha_still_playing", number=self.hand.number,
                                 actor=self.hand.betting_round.to_act)

    def _deal(self, btn: int, sb: int | None, bb: int, dealt: list[int],
              posters: dict[int, tuple[bool, bool]], deck: Deck | None) -> OmahaHand:
        """Start the hand with these positions: post, deal and open the preflop betting."""
        for s in dealt:  # being dealt in settles what a player owed (posted or in the blinds)
            p = self._players[s]
            p.owe_big = p.owe_small = p.waiting = False
        self._button, self._sb, self._bb = btn, sb, bb
        if deck is None:
            deck = Deck(seed=self._rng.getrandbits(32))
        self.hands_played += 1
        self.hand = OmahaHand(self.rules, self._players, self.hands_played, btn, sb, bb, dealt,
                              deck, self._finish_hand, self)
        self.hand.post_and_deal(posters)
        return self.hand

    def _finish_hand(self, hand: OmahaHand) -> None:
        if hand.record is not None:
            self.history.append(hand.record)
        self._record_stacks()

    def _running(self) -> OmahaHand:
        if self.hand is None or self.hand.is_over:
            raise HandStateError(key="omaha_no_hand")
        return self.hand

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or ``None`` between hands."""
        if self.hand is None or self.hand.is_over:
            return None
        return self.hand.betting_round.to_act

    def legal_actions(self) -> LegalActions:
        """What the player to act may do, with exact amounts."""
        return self._running().betting_round.legal_actions()

    def act(self, choice: Choice | str, amount: int | None = None, *, seat: int | None = None
            ) -> None:
        """The player to act takes ``choice`` (fold, check, call, bet, raise, all-in; ``amount``
        for bet and raise), as every game's ``act``; ``seat`` checks whose turn it is."""
        self._running().act(choice, amount, seat=seat)

    def fold(self, seat: int | None = None) -> None:
        """The player to act folds (``seat`` checks that it is their turn)."""
        self._running().act("fold", seat=seat)

    def check(self, seat: int | None = None) -> None:
        self._running().act("check", seat=seat)

    def call(self, seat: int | None = None) -> None:
        self._running().act("call", seat=seat)

    def bet(self, amount: int, seat: int | None = None) -> None:
        """Open the betting for ``amount`` chips."""
        self._running().act("bet", amount, seat=seat)

    def raise_to(self, amount: int, seat: int | None = None) -> None:
        """Raise so that the player's bet this round totals ``amount``."""
        self._running().act("raise", amount, seat=seat)

    def all_in(self, seat: int | None = None) -> None:
        self._running().act("all-in", seat=seat)

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
            raise HandStateError(key="omaha_no_history")
        if not _is_int(page) or not 0 <= page < len(self.history):
            raise HandStateError(key="omaha_page", page=page, last=len(self.history) - 1)
        return self.history[-1 - page]

    def total_chips(self) -> int:
        """All chips at the table: stacks plus chips in the middle of a running hand."""
        behind = sum(self.stacks.values())
        if self.hand is not None and not self.hand.is_over:
            return behind + self.hand.pot
        return behind

    def snapshot(self) -> tuple[Any, ...]:
        """Everything about the table that can change, as one comparable value: seated
        players, positions, counters, history, the random generator and the running hand
        (tests use it to check that a refused call changed nothing)."""
        h = self.hand
        hand_state: tuple[Any, ...] = ()
        if h is not None:
            r = h.round
            hand_state = (h.number, h.is_over, h.street, tuple(h.board), tuple(h.hole.items()),
                          tuple(sorted(h.folded)), tuple(h.posts), tuple(h.actions),
                          tuple(h.events), tuple(h.contributions.items()), h.dead, len(h.deck),
                          None if r is None else r.snapshot())
        return (tuple((s, p.state()) for s, p in sorted(self._players.items())),
                self.n_seats, self.hands_played, self._button, self._sb, self._bb,
                len(self.history), tuple(tuple(d.items()) for d in self.stack_history),
                self._rng.getstate(), id(h), hand_state)

