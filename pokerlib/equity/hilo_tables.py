"""Omaha hi/lo hand tables: one Omaha hand's best high and low with every three-card set of
the board, so a board's value is ten look-ups.

A player's high (or low) on a board is the best over (2 of their 4 hole cards) x (3 of the 5
board cards); taking the best over the six hole pairs first gives, per hand, one table over all
22,100 three-card sets. A board's value is then the best of its ten three-card subsets looked
up in that table, so the 1,086,008 heads-up preflop boards cost ten look-ups per board and
player.

>>> high, low = hilo_hand_tables("As 2s 3d Kd")
>>> high.shape, int(low.max()) > 0          # one entry per three-card set; lows are made
((22100,), True)
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

import numpy as np

from ..cards import parse_cards
from ..combinatorics import BINOMIAL, colex_subsets
from ..errors import EquityError
from ..evaluate import omaha_batch

__all__ = [
    "hilo_hand_tables",
    "clear_hilo_hand_tables",
    "hilo_board_values",
    "HiLoSplit",
    "hilo_split",
]

#: The ten ways to take three of a five-card board, as positions (10, 3).
_TRIPLE_POSITIONS = np.array([(i, j, k) for i in range(5) for j in range(i + 1, 5)
                             for k in range(j + 1, 5)], dtype=np.intp)
# C(c, 1), C(c, 2), C(c, 3) for each card c, as contiguous columns (fast look-ups)
_C1, _C2, _C3 = (np.ascontiguousarray(BINOMIAL[:52, j]) for j in (1, 2, 3))


def _triple_index(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Index 0..22099 of the three-card sets a < b < c (their colex rank, see
    :func:`pokerlib.combinatorics.colex_rank`); works elementwise on arrays."""
    return _C1[a] + _C2[b] + _C3[c]


@functools.lru_cache(maxsize=1)
def _all_triples() -> np.ndarray:
    """All 22,100 three-card sets, row ``i`` the set whose colex rank is ``i``."""
    return colex_subsets(52, 3).astype(np.intp)


@functools.lru_cache(maxsize=256)
def _tables(hole: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    tri = _all_triples()
    ok = ~np.isin(tri, hole).any(1)
    hi = np.full(len(tri), -1, dtype=np.int16)
    lo = np.zeros(len(tri), dtype=np.int16)
    sub = tri[ok]
    h, low = omaha_batch(np.broadcast_to(np.array(hole, dtype=np.intp), (len(sub), 4)), sub)
    hi[ok], lo[ok] = h, low
    hi.setflags(write=False)
    lo.setflags(write=False)
    return hi, lo


def hilo_hand_tables(hole: Any) -> tuple[np.ndarray, np.ndarray]:
    """For one four-card Omaha hand (card indices, Cards or text): its best high score and best
    low score (0 = no low) with each of the 22,100 three-card sets, in colex
    order (-1 / 0 for sets that hold one of its own cards). Read-only arrays, cached for the
    last 256 hands (:func:`clear_hilo_hand_tables` empties the cache)."""
    return _tables(tuple(sorted(map(int, parse_cards(hole, count=4)))))


def clear_hilo_hand_tables() -> None:
    """Empty the cache of :func:`hilo_hand_tables` (benchmarks do, so that building the tables
    is part of what they time)."""
    _tables.cache_clear()


#: The most Omaha hands one deck deals beside a board: (52 - 5) // 4.
MAX_PLAYERS = 11
#: The most boards one call takes: every distinct five-card board, C(52, 5).
MAX_BOARDS = 2_598_960


def _check_sizes(players: int, boards: int) -> None:
    """Refuse more players or boards than a deck can make before any work starts (a huge array
    would otherwise take minutes or all the memory before being refused)."""
    if players > MAX_PLAYERS:
        raise EquityError(key="hilo_too_many_players", maximum=MAX_PLAYERS, got=players)
    if boards > MAX_BOARDS:
        raise EquityError(key="hilo_too_many_boards", maximum=MAX_BOARDS, got=boards)


def _check_board_values_args(tables: Any, boards: Any, check: Any) -> None:
    if check is not True:
        raise EquityError(key="eq_check_true_false", check=check)
    if not isinstance(tables, (list, tuple)) or not tables or not all(
            isinstance(t, tuple) and len(t) == 2 and all(
                isinstance(x, np.ndarray) and x.shape == (22100,) for x in t) for t in tables):
        raise EquityError(key="eq_tables_non_empty")
    _check_sizes(len(tables), boards.shape[0] if isinstance(boards, np.ndarray) and boards.ndim
                 else 0)
    if not isinstance(boards, np.ndarray) or boards.ndim != 2 or boards.shape[1] != 5 or \
            boards.dtype.kind not in "iu" or (boards.size and not (
                0 <= boards.min() and boards.max() < 52 and (np.diff(boards, axis=1) > 0).all())):
        raise EquityError(key="eq_boards_n_integer")


def hilo_board_values(tables: list[tuple[np.ndarray, np.ndarray]], boards: np.ndarray,
                      check: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """High and low values (P, N) of P players (their :func:`hilo_hand_tables`) on N complete
    five-card boards (rows sorted ascending). ``check=False`` skips checking the arguments:
    the calculators, which build the boards themselves, save a pass over them."""
    if check is not False:
        _check_board_values_args(tables, boards, check)
    a, b, c = (boards[:, _TRIPLE_POSITIONS[:, i]] for i in range(3))
    idx = _triple_index(a, b, c)                      # (N, 10)
    hi = np.stack([t[0][idx].max(1) for t in tables])
    lo = np.stack([t[1][idx].max(1) for t in tables])
    return hi, lo


class HiLoSplit(NamedTuple):
    """How each board's pot splits (arrays (P, N) for P players, N boards, except
    ``low_made``, (N,)): each player's share won through the high half and the low half,
    whether they scoop, win (part of) each half, and make a qualifying low; and whether some
    player made a low."""

    high_share: np.ndarray
    low_share: np.ndarray
    scoop: np.ndarray
    high_win: np.ndarray
    low_win: np.ndarray
    has_low: np.ndarray
    low_made: np.ndarray


def _check_split_args(hi: Any, lo: Any, check: Any) -> None:
    if check is not True:
        raise EquityError(key="eq_check_true_false", check=check)
    if not all(isinstance(x, np.ndarray) and x.ndim == 2 and x.dtype.kind in "iu"
               for x in (hi, lo)) or hi.shape != lo.shape or hi.shape[0] == 0:
        raise EquityError(key="eq_hi_lo_integer")
    _check_sizes(*hi.shape)


def hilo_split(hi: np.ndarray, lo: np.ndarray, check: bool = True) -> HiLoSplit:
    """Split each board's pot from the players' high and low values (P, N), as
    :func:`hilo_board_values` gives them: half to the best high and half to the best
    qualifying low, or all to the high when nobody has a low; ties share their half.
    ``check=False`` skips checking the arrays (the calculators' own calls)."""
    if check is not False:
        _check_split_args(hi, lo, check)
    hw = hi == hi.max(0)
    nh = hw.sum(0)
    has = lo > 0
    low_made = has.any(0)
    lw = (lo == lo.max(0)) & has
    nl = np.maximum(lw.sum(0), 1)
    half = np.where(low_made, 0.5, 1.0)
    high_share = hw * (half / nh)
    low_share = lw * (0.5 / nl)
    scoop = hw & (nh == 1) & (~low_made | (lw & (nl == 1)))
    return HiLoSplit(high_share, low_share, scoop, hw, lw, has, np.asarray(low_made))
