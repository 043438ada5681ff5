"""Seating: who posts which blind, who acts in which order, and what the seats are called,
for every button game of the course (AoF hold'em, Omaha, the table pictures).

Players are listed in seat order, clockwise; any hashable labels do (names or seat numbers).
One rule has an exception worth its own function: **heads-up the button posts the small
blind** (and so acts first before the flop and last after it); with three or more players the
small blind sits left of the button.

>>> blinds(["Ann", "Bob", "Cho", "Dee"], button="Bob")
('Cho', 'Dee')
>>> blinds(["Ann", "Bob"], button="Bob")           # heads-up: the button is the small blind
('Bob', 'Ann')
>>> acting_order(["Ann", "Bob", "Cho", "Dee"], "Bob"), acting_order(["Ann", "Bob"], "Bob")
(['Ann', 'Bob', 'Cho', 'Dee'], ['Bob', 'Ann'])
>>> acting_order(["Ann", "Bob"], "Bob", "flop")
['Ann', 'Bob']
>>> positions(6)
('UTG', 'UTG+1', 'CO', 'BTN', 'SB', 'BB')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .betting import STREETS, Street
from .errors import TableError

__all__ = ["seats_after", "button_posts_small_blind", "blinds", "acting_order", "positions",
           "MAX_PLAYERS"]

#: The most players a position chart names (a full ring of ten).
MAX_PLAYERS = 10


def seats_after(players: Sequence[Any], seat: Any) -> list[Any]:
    """The seats from the left of ``seat`` round to ``seat`` itself: the dealing and odd-chip
    order when ``seat`` is the button, the preflop acting order when it is the big blind.

    >>> seats_after(["A", "B", "C", "D"], "B")
    ['C', 'D', 'A', 'B']
    """
    if not isinstance(players, (list, tuple)) or not players:
        raise TableError(key="type", what="players", allowed="a list of players", value=players)
    players = list(players)
    try:
        b = players.index(seat)
    except ValueError:
        raise TableError(key="misc_one_players", seat=seat, players=players) from None
    return [players[(b + 1 + i) % len(players)] for i in range(len(players))]


def button_posts_small_blind(players: int) -> bool:
    """Whether the button posts the small blind: heads-up (two players dealt in) it does;
    with more players the small blind sits left of the button."""
    return players == 2


def blinds(players: Sequence[Any], button: Any) -> tuple[Any, Any]:
    """``(small blind, big blind)`` of a hand with ``button`` on the button."""
    if not isinstance(players, (list, tuple)) or len(players) < 2:
        raise TableError(key="type", what="players", allowed="a list of two or more players",
                         value=players)
    after = seats_after(players, button)
    if button_posts_small_blind(len(after)):
        return button, after[0]
    return after[0], after[1]


def acting_order(players: Sequence[Any], button: Any,
                 street: Street | str = Street.PREFLOP) -> list[Any]:
    """The order in which ``players`` act on ``street``: before the flop from the left of the
    big blind round to the big blind; after it from the left of the button round to the
    button (heads-up, then, the button acts first before the flop and last after it)."""
    if street not in STREETS:
        raise TableError(key="misc_street_one", value=', '.join(STREETS), street=street)
    if Street(street) is Street.PREFLOP:
        return seats_after(players, blinds(players, button)[1])
    return seats_after(players, button)


def positions(n: int) -> tuple[str, ...]:
    """The names of the seats in preflop acting order for ``n`` players (2 to 10): the
    early seats (UTG, UTG+1, ...), the cutoff, the button and the blinds; heads-up just the
    two blinds (the button is the small blind).

    >>> positions(2), positions(4)
    (('SB', 'BB'), ('CO', 'BTN', 'SB', 'BB'))
    """
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= MAX_PLAYERS:
        raise TableError(key="misc_positions_are_named", MAX_PLAYERS=MAX_PLAYERS, n=n)
    if button_posts_small_blind(n):
        return ("SB", "BB")
    early = (["UTG"] + [f"UTG+{i}" for i in range(1, n - 4)] + ["CO"])[-(n - 3):] if n > 3 \
        else []
    return tuple(early + ["BTN", "SB", "BB"])
