"""Hand histories: PHH files, exporting what a table played, and replaying a file on a table.

The **Poker Hand History** (PHH) format is the open, TOML-based standard from the PokerKit
authors (``uoftcprg/phh-std``). A file names the **variant**, the forced bets and the
**starting stacks**, then lists every **action** in order, the dealer's as well as the players':

* ``d dh p1 AsQs`` — the dealer deals hole cards to player 1 (``????`` = unknown cards);
* ``d db Qh9s2c`` — the dealer deals board cards (the flop here);
* ``p3 f`` fold, ``p3 cc`` check or call, ``p3 cbr 16`` bet or raise **to** 16 (the player's
  total for this betting round), ``p3 sm AsQs`` show (``p3 sm`` alone: muck);
* anything after ``#`` is commentary.

The package, one idea a module: :mod:`~pokerlib.phh.format` (the :class:`HandHistory` value,
reading and writing files), :mod:`~pokerlib.phh.actions` (the action notation),
:mod:`~pokerlib.phh.replay` and :mod:`~pokerlib.phh.result` (playing a file on a table),
:mod:`~pokerlib.phh.rounds` (the checks PHH spells out), :mod:`~pokerlib.phh.export`
(writing what a table played), :mod:`~pokerlib.phh.examples` (the course's worked examples) and
:mod:`~pokerlib.phh.cli` (``python -m pokerlib replay``).

Players are numbered by position: ``p1`` is the first seat left of the button (the small
blind) and the last player has the button; heads-up ``p1`` is the big blind and ``p2`` the
button, who posts the small blind (PHH writes the forced bets in the same order and reverses
them heads-up). ``docs/phh.md`` lists the fields read and written, the project's extension
codes ``PO/8`` and ``NO/8`` (pot-limit / no-limit Omaha hi/lo), the ``OASIS`` format, and every
known disagreement between PokerKit and the course rules.

Replaying a file drives pokerlib's own tables (:mod:`pokerlib.aof`, :mod:`pokerlib.omaha`,
:mod:`pokerlib.oasis`), so the course's rules decide every chip:

>>> r = replay_example("aof_showdown")
>>> r.complete, r.finishing_stacks
(True, {'C': 32, 'D': 0, 'A': 16, 'B': 16})
>>> [(p["name"], p["amount"], p["eligible"], p["winners"]) for p in r.pots]
[('main pot', 32, ['C', 'D'], ['C'])]

Bad files raise a :class:`PHHError` that says what is wrong and where:

>>> replay('''variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [16, 16]
... actions = ["d dh p1 AsKs", "d dh p2 QhQd", "p1 cbr 16"]
... players = ["A", "B"]''')
Traceback (most recent call last):
...
pokerlib.errors.PHHActionError: action 2 ('p1 cbr 16'): not p1's turn: p2 (B) is to act
"""

from __future__ import annotations

from ..errors import (
    DuplicateDealError,
    FieldTypeError,
    MissingFieldError,
    PHHActionError,
    PHHCardError,
    PHHError,
    PHHFormatError,
    PHHReadError,
    UnknownVariantError,
    UnsupportedHandError,
)
from .cli import EXIT_STATUSES, main
from .examples import (
    EXAMPLES_DIR,
    example_text,
    examples,
    load_example,
    replay_example,
    steps,
)
from .export import export, to_phh, write
from .format import VARIANTS, HandHistory, dumps, load, load_all, loads
from .replay import replay
from .result import Replay

__all__ = [
    "PHHError", "PHHFormatError", "PHHReadError", "UnknownVariantError", "MissingFieldError",
    "FieldTypeError", "PHHCardError", "DuplicateDealError", "PHHActionError",
    "UnsupportedHandError",
    "VARIANTS", "HandHistory", "Replay",
    "loads", "load", "load_all", "dumps", "to_phh", "write", "export", "replay",
    "EXAMPLES_DIR", "examples", "load_example", "example_text", "replay_example", "steps", "main",
    "EXIT_STATUSES",
]
