"""The event log of a hand: what happened, in order, as small frozen values.

An AoF or Omaha hand appends one event to ``hand.events`` as each thing happens — a post,
the hole cards dealt, the board dealt, an action, a hand shown or mucked, an uncalled bet
returned, a rake taken, a pot awarded — and so does an Oasis game (its Ante, the deals, the
exchanges, the fold or raise, the dealer's cards shown and the payout), so that whatever tells
the story of a hand (the timeline, the hand-history writer, a widget) reads the log instead of
replaying the hand. Each event has a :attr:`kind`, an :class:`EventKind`; no chip appears
or disappears (:func:`chip_moves`):

>>> from pokerlib.aof import AofHand
>>> h = AofHand({"A": 16, "B": 16}, button="A", seed=1)
>>> h.fold()
>>> [str(e.kind) for e in h.events]
['post', 'post', 'deal', 'deal', 'action', 'uncalled', 'pot']
>>> print(*(e.describe() for e in h.events if e.kind is not EventKind.DEAL), sep="\\n")
A posts small blind 1
B posts big blind 2
A folds
1 uncalled back to B
main pot 2: B 2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from .betting import ActionRecord, Street
from .cards import Card, format_cards
from .errors import TableError
from .kinds import Kind
from .pots import Award, Pot

__all__ = ["EventKind", "PostKind", "Posted", "Dealt", "BoardDealt", "Acted", "Shown",
           "Mucked", "Returned", "Raked", "PotAwarded", "Exchanged", "Paid", "NothingToCall",
           "Event",
           "Side", "PLAYER", "DEALER", "chip_moves", "posts_of", "actions_of"]

class Side(Kind):
    """The two sides of an Oasis hand, as its log names them."""

    PLAYER = "player"
    DEALER = "dealer"


PLAYER, DEALER = Side.PLAYER, Side.DEALER


class EventKind(Kind):
    """What kind of thing happened in a hand."""

    POST = "post"
    DEAL = "deal"
    BOARD = "board"
    ACTION = "action"
    SHOW = "show"
    MUCK = "muck"
    UNCALLED = "uncalled"
    RAKE = "rake"
    POT = "pot"
    EXCHANGE = "exchange"
    PAID = "paid"
    NOTHING_TO_CALL = "nothing-to-call"


class PostKind(Kind):
    """What a player put in before the cards: an ante, the two blinds, a big-blind ante, a
    live big blind posted to come in (``POST``) or a dead small blind (``DEAD``: it goes to
    the pot, not in front)."""

    ANTE = "ante"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    BIG_BLIND_ANTE = "big-blind ante"
    POST = "post"
    DEAD = "dead"


@dataclass(frozen=True)
class Posted:
    """``player`` posted ``chips`` (all they had when short: then ``all_in``) as ``post``."""

    kind: ClassVar[EventKind] = EventKind.POST
    player: Any
    post: PostKind
    chips: int
    all_in: bool = False

    def describe(self) -> str:
        return f"{self.player} posts {self.post} {self.chips}"


@dataclass(frozen=True)
class Dealt:
    """``player`` was dealt the hole ``cards`` (the log holds every card; a seat's
    :meth:`view <pokerlib.aof.AofHand.view>` shows only what it may see)."""

    kind: ClassVar[EventKind] = EventKind.DEAL
    player: Any
    cards: tuple[Card, ...]

    def describe(self) -> str:
        return f"{self.player} is dealt {format_cards(self.cards)}"


@dataclass(frozen=True)
class BoardDealt:
    """The board ``cards`` dealt for ``street`` (after burning ``burn``)."""

    kind: ClassVar[EventKind] = EventKind.BOARD
    street: Street
    cards: tuple[Card, ...]
    burn: Card | None = None

    def describe(self) -> str:
        return f"{self.street}: {format_cards(self.cards)}"


@dataclass(frozen=True)
class Acted:
    """A player acted: the :class:`~pokerlib.betting.ActionRecord` (kind, chips added, the
    total in front after it, all-in, street)."""

    kind: ClassVar[EventKind] = EventKind.ACTION
    action: ActionRecord

    @property
    def player(self) -> Any:
        return self.action.player

    def describe(self) -> str:
        return self.action.describe("en")


@dataclass(frozen=True)
class Shown:
    """``player`` showed ``cards`` at the showdown."""

    kind: ClassVar[EventKind] = EventKind.SHOW
    player: Any
    cards: tuple[Card, ...]

    def describe(self) -> str:
        return f"{self.player} shows {format_cards(self.cards)}"


@dataclass(frozen=True)
class Mucked:
    """``player`` mucked ``cards`` at the showdown (the pots are still awarded to the best
    hands: the log keeps the cards, a seat's view does not show them)."""

    kind: ClassVar[EventKind] = EventKind.MUCK
    player: Any
    cards: tuple[Card, ...]

    def describe(self) -> str:
        return f"{self.player} mucks"


@dataclass(frozen=True)
class Returned:
    """``chips`` of ``player``'s bet nobody called came back to them."""

    kind: ClassVar[EventKind] = EventKind.UNCALLED
    player: Any
    chips: int

    def describe(self) -> str:
        return f"{self.chips} uncalled back to {self.player}"


@dataclass(frozen=True)
class Raked:
    """The rake took ``chips`` from pot ``pot`` (an index: 0 the main pot); they leave the
    table."""

    kind: ClassVar[EventKind] = EventKind.RAKE
    pot: int
    chips: int

    def describe(self) -> str:
        return f"rake {self.chips} from pot {self.pot}"


@dataclass(frozen=True)
class PotAwarded:
    """A pot (after any rake) and who won which share of it, and how."""

    kind: ClassVar[EventKind] = EventKind.POT
    pot: Pot
    shares: tuple[tuple[Any, int], ...]
    how: Award

    def describe(self) -> str:
        won = ", ".join(f"{p} {c}" for p, c in self.shares)
        return f"{self.pot.name} {self.pot.amount}: {won}"


@dataclass(frozen=True)
class Exchanged:
    """Oasis: ``player`` discarded ``discarded`` and drew ``drawn`` in their places, paying
    ``fee``."""

    kind: ClassVar[EventKind] = EventKind.EXCHANGE
    player: Any
    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]
    fee: int

    def describe(self) -> str:
        return (f"{self.player} exchanges {format_cards(self.discarded)} for "
                f"{format_cards(self.drawn)} (fee {self.fee})")


@dataclass(frozen=True)
class Paid:
    """Oasis: the house paid ``player`` ``chips`` (the stakes returned and the winnings)."""

    kind: ClassVar[EventKind] = EventKind.PAID
    player: Any
    chips: int

    def describe(self) -> str:
        return f"{self.player} is paid {self.chips}"


@dataclass(frozen=True)
class NothingToCall:
    """``player`` goes to the showdown without a decision: everybody else still in is all-in
    for no more than ``player`` has put in, so nobody can bet (AoF; a check in effect)."""

    kind: ClassVar[EventKind] = EventKind.NOTHING_TO_CALL
    player: Any

    def describe(self) -> str:
        return f"{self.player} has nothing to call"


Event = (Posted | Dealt | BoardDealt | Acted | Shown | Mucked | Returned | Raked | PotAwarded
         | Exchanged | Paid | NothingToCall)
"""Any event of the log."""


def _log(events: object) -> Iterable[Any]:
    """A log of events as given (a list, a tuple, a hand's ``log``), or a refusal."""
    if not isinstance(events, Iterable) or isinstance(events, (str, bytes)):
        raise TableError(key="type", what="events", allowed="a hand's log (a list of events)",
                         value=events)
    return events


def posts_of(events: Iterable[Event]) -> tuple[tuple[Any, PostKind, int], ...]:
    """``((player, kind, chips), ...)``: the posts of a log, in order."""
    events = _log(events)
    return tuple((e.player, e.post, e.chips) for e in events if isinstance(e, Posted))


def actions_of(events: Iterable[Event]) -> tuple[ActionRecord, ...]:
    """The action records of a log, in order."""
    events = _log(events)
    return tuple(e.action for e in events if isinstance(e, Acted))


def chip_moves(event: Event) -> dict[Any, int]:
    """The chips the event moved to (+) or from (-) each player's stack: a post or an action
    takes chips, an uncalled bet and a pot won give them back; other events move none.

    >>> chip_moves(Posted("A", PostKind.SMALL_BLIND, 1)), chip_moves(Returned("B", 3))
    ({'A': -1}, {'B': 3})
    """
    if isinstance(event, Posted):
        return {event.player: -event.chips}
    if isinstance(event, Acted):
        return {event.player: -event.action.added} if event.action.added else {}
    if isinstance(event, (Returned, Paid)):
        return {event.player: event.chips}
    if isinstance(event, Exchanged):
        return {event.player: -event.fee} if event.fee else {}
    if isinstance(event, PotAwarded):
        out: dict[Any, int] = {}
        for p, c in event.shares:
            out[p] = out.get(p, 0) + c
        return out
    return {}
