"""Omaha Hi/Lo 8-or-better: a table that plays whole hands and keeps a session going.

An :class:`OmahaTable` seats players with stacks and plays one **hand** after another: the
**button** moves one seat a hand, the **small blind** and **big blind** are posted (heads-up the
button posts the small blind), four **hole cards** are dealt to each player starting with the
small blind, then come the preflop, flop, turn and river betting rounds (see
:mod:`pokerlib.betting`) and, if two or more players are left, the **showdown**. Each player
makes a high hand and a low hand, each from exactly 2 hole cards and 3 board cards; every pot
(main and side pots alike) is split high/low when a player eligible for it has a qualifying low,
and otherwise goes to the best high hand (:func:`pokerlib.pots.settle`). At the showdown the
last player to bet or raise shows first (on the river, else on the turn, flop or preflop; with
no bet, or when that player has folded, the first player still in left of the button), then
the others clockwise (:func:`showdown_order`); a hand that beats or ties none of the hands
shown may be mucked. The table remembers the last 50 hands, each with every hand that reached
the showdown, mucked ones included (:attr:`HandRecord.showdown`).

The package, one idea a file: :mod:`~pokerlib.omaha.rules` (:class:`OmahaRules` and its
presets), :mod:`~pokerlib.omaha.reading` (:func:`read_hand`, :func:`stacked_deck`),
:mod:`~pokerlib.omaha.seat` (a seated player), :mod:`~pokerlib.omaha.record`
(:class:`HandRecord`), :mod:`~pokerlib.omaha.hand` (:class:`OmahaHand`),
:mod:`~pokerlib.omaha.table` (:class:`OmahaTable`), :mod:`~pokerlib.omaha.bot`
(:class:`SimpleBot`) and :mod:`~pokerlib.omaha.simple_rule` (which starting hands to play:
a rule to remember and its cost against random hands).

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

from ..errors import HandStateError, TableError
from .bot import SimpleBot
from .hand import OmahaDetail, OmahaHand, showdown_order
from .reading import HandReading, read_hand, stacked_deck
from .record import HandRecord, PostKind, ShowdownHand
from .rules import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaRules,
)
from .seat import SeatStatus
from .table import OmahaTable

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
    "SeatStatus",
    "OmahaHand",
    "OmahaDetail",
    "HandRecord",
    "ShowdownHand",
    "PostKind",
    "showdown_order",
    "SimpleBot",
    "stacked_deck",
]
