"""Equity: each player's share of the pot, computed exactly by enumerating every remaining
board where that is feasible, by seeded Monte Carlo (with a standard error) where it is not.

Where each piece lives:

- :mod:`~pokerlib.equity.holdem`: :func:`equity` (hold'em);
- :mod:`~pokerlib.equity.hilo`: :func:`equity_hilo` (Omaha Hi/Lo), built on the per-hand
  tables of :mod:`~pokerlib.equity.hilo_tables`;
- :mod:`~pokerlib.equity.hilo_vs_random`: :func:`equity_hilo_vs_random` (one hand against
  random hands);
- :mod:`~pokerlib.equity.results`: the result records;
- :mod:`~pokerlib.equity.classes`: the 169 starting-hand classes;
- :mod:`~pokerlib.equity.preflop_counts` and :mod:`~pokerlib.equity.preflop_table`: the exact
  169 x 169 class-against-class table, shipped as data (rebuilt by
  :mod:`pokerlib.builders.preflop_equity`);
- :mod:`~pokerlib.equity.checks`: how every argument is checked.

>>> r = equity(["As Qs", "Kh Kd"], board="Qh 9s 2c")
>>> round(r[0].equity, 4)
0.2465
"""

from __future__ import annotations

from ..errors import EquityError
from .classes import CLASS_COMBOS, HAND_CLASSES, class_combos, class_index, hand_class
from .hilo import equity_hilo
from .hilo_vs_random import HiLoVsRandom, equity_hilo_vs_random
from .holdem import equity
from .preflop_table import (
    PreflopTable,
    preflop_class_equity,
    preflop_equity_table,
)
from .results import EquityResult, HiLoEquityResult, HiLoPlayerEquity, PlayerEquity

__all__ = [
    "EquityError",
    "PlayerEquity",
    "EquityResult",
    "equity",
    "HAND_CLASSES",
    "hand_class",
    "class_combos",
    "class_index",
    "preflop_class_equity",
    "preflop_equity_table",
    "HiLoPlayerEquity",
    "HiLoEquityResult",
    "equity_hilo",
    "HiLoVsRandom",
    "equity_hilo_vs_random",
    "CLASS_COMBOS",
    "PreflopTable",
]
