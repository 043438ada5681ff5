"""The record of a finished Omaha hand: seats, posts, actions by street, board, showdown, pots.

A table keeps the last hands as :class:`HandRecord` values (see
:meth:`~pokerlib.omaha.OmahaTable.history_page`); a record can be described as text, shown as
HTML, or written out as a hand-history file (:func:`pokerlib.phh.to_phh`). Every hand that
reached the showdown is in the record with its cards, mucked ones included and marked as
mucked (:class:`ShowdownHand`): the article gives every player the right to see the cards
used at the showdown.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from ..betting import ActionRecord, BettingRules
from ..cards import Card, format_cards
from ..events import Event, PostKind
from ..pots import PotSettlement
from .reading import HandReading

__all__ = ["HandRecord", "ShowdownHand", "PostKind"]


class ShowdownHand(NamedTuple):
    """One hand at the showdown: the ``seat``, its four hole ``cards``, whether the player
    ``shown`` it (``False``: mucked) and its ``reading`` (best high and low).

    A mucked hand keeps its cards and reading: the pots are awarded to the best hands whoever
    shows, and every player may see the cards used at the showdown. It unpacks like a tuple:
    ``for seat, cards, shown, reading in record.showdown: ...``.
    """

    seat: int
    cards: tuple[Card, ...]
    shown: bool
    reading: HandReading

    def describe(self, name: str) -> str:
        """One line: ``"Bob shows ..."`` or ``"Bob mucks ..."`` with the cards and hands.

        >>> from pokerlib.omaha import read_hand
        >>> r = read_hand("9s 8s 7d 2c", "Kh 9d 4s 2h Jh")
        >>> ShowdownHand(1, r.hole, False, r).describe("Bob")
        'Bob mucks 9♠ 8♠ 7♦ 2♣ (high: Two pair, nines and deuces; low: no low)'
        """
        verb = "shows" if self.shown else "mucks"
        hands = self.reading.describe("en")
        return (f"{name} {verb} {format_cards(self.cards)}: {hands}" if self.shown
                else f"{name} {verb} {format_cards(self.cards)} ({hands})")


@dataclass(frozen=True)
class HandRecord:
    """One finished hand, as the history keeps it: who sat where, the blinds and posts, every
    action by street, the board, the cards shown (and mucked), the pots and who won them.

    ``rules`` is the rules' name (for display); ``betting`` the :class:`BettingRules` the hand
    was played with (structure, blinds, bet sizes), so a record can be written out or
    replayed on its own.

    The showdown, three views of the same thing, each in **showdown order** (the article's
    rule: :func:`~pokerlib.omaha.showdown_order`):

    * ``showdown``: every hand that reached the showdown, one :class:`ShowdownHand`
      ``(seat, cards, shown, reading)`` each, mucked hands included (``shown`` is ``False``);
      players who folded before the showdown are not in it; empty without a showdown;
    * ``shown``: ``((seat, reading), ...)``, the hands shown;
    * ``mucked``: the seats whose hands were mucked.

    ``events`` is the hand's whole log (:mod:`pokerlib.events`), in the order things
    happened; the timeline and the hand-history writer read it.

    >>> from pokerlib.omaha import OMAHA_HILO_POT_LIMIT_1_2, OmahaTable
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
    names: tuple[tuple[int, str], ...]           # ((seat, name), ...) of the players dealt in
    stacks_before: tuple[tuple[int, int], ...]   # ((seat, chips), ...)
    posts: tuple[tuple[int, PostKind, int], ...]  # ((seat, kind, chips), ...): small blind, ...
    hole: tuple[tuple[int, tuple[Card, ...]], ...]  # ((seat, cards), ...) every hand dealt
    board: tuple[Card, ...]
    actions: tuple[ActionRecord, ...]
    shown: tuple[tuple[int, HandReading], ...]   # the hands shown, in showdown order
    mucked: tuple[int, ...]                      # seats that mucked, in showdown order
    settlement: PotSettlement
    stacks_after: tuple[tuple[int, int], ...]
    folded: tuple[int, ...] = ()                 # seats that folded, in the order they folded
    betting: BettingRules | None = None   # the betting rules played (None: only the name known)
    showdown: tuple[ShowdownHand, ...] = ()      # every hand at the showdown, mucked ones too
    events: tuple[Event, ...] = ()               # the hand's event log (pokerlib.events)

    @property
    def winners(self) -> dict[Any, int]:
        """Chips each player won from the pots (uncalled bets not counted)."""
        out: dict[Any, int] = {}
        for r in self.settlement.results:
            for p, c in r.shares:
                out[p] = out.get(p, 0) + c
        return out

    @property
    def net(self) -> dict[int, int]:
        """Each seat's chips after the hand minus before it."""
        before, after = dict(self.stacks_before), dict(self.stacks_after)
        return {s: after[s] - before[s] for s in before}

    def describe(self) -> str:
        """The hand as text: posts, actions by street, board, showdown (every hand there, in
        showdown order, mucked ones with their cards) and pots."""
        name: dict[Any, str] = dict(self.names)   # the settlement names players as Hashable
        lines = [f"Hand #{self.number} ({self.rules}), button: seat {self.button} "
                 f"({name.get(self.button, '?')})"]
        for s, kind, c in self.posts:
            lines.append(f"  {name[s]} posts {kind} {c}")
        hole = dict(self.hole)
        street = None
        for a in self.actions:
            if a.street != street:
                street = a.street
                k = street.board_size if street is not None else 0
                cards = f" [{format_cards(self.board[:k])}]" if k else ""
                lines.append(f"*** {str(street).upper()} ***{cards}")
            lines.append("  " + str(replace(a, player=name[a.player])))
        if len(self.board) == 5 and (not self.actions or self.actions[-1].street != "river"):
            lines.append(f"*** BOARD *** [{format_cards(self.board)}]")
        if self.showdown:
            for h in self.showdown:
                lines.append("  " + h.describe(name[h.seat]))
        else:   # a record made without its showdown hands: what was shown, who mucked
            for s, reading in self.shown:
                lines.append(f"  {name[s]} shows {format_cards(hole[s])}: {reading.describe('en')}")
            for s in self.mucked:
                lines.append(f"  {name[s]} mucks")
        for p, c in self.settlement.uncalled:
            lines.append(f"  uncalled {c} returned to {name[p]}")
        for r in self.settlement.results:
            won = ", ".join(f"{name[p]} wins {c}" for p, c in r.shares)
            lines.append(f"  {r.pot.name} {r.pot.amount}: {won} ({r.how})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return "<pre>" + html.escape(self.describe()) + "</pre>"

