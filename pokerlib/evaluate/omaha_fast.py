"""The Omaha batch path: high and low scores of many Omaha hands (2 hole + 3 board cards)
with one table look-up per hole pair instead of 60 five-card evaluations.

>>> high, low = omaha_batch([[48, 44, 1, 2]], [[40, 36, 32]])
>>> int(high[0]), int(low[0])
(7461, 0)
"""

from __future__ import annotations

import functools
from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from ..combinatorics import subsets
from ..errors import CardError
from .fast import card_array, check_distinct
from .tables import CARD_LOW_BIT, CARD_RANK_BIT, CARD_RANK_KEY, RANK_KEYS, lookup_tables

__all__ = ["omaha_batch"]

_PAIRS = subsets(4, 2).astype(np.intp)  # the six 2-card choices from four hole cards


def _or_last(bits: np.ndarray) -> np.ndarray:
    """Bitwise OR over the last axis (2 or 3 cards)."""
    out = bits[..., 0] | bits[..., 1]
    if bits.shape[-1] == 3:
        out |= bits[..., 2]
    return out


def _triples(nboard: int) -> np.ndarray:
    return subsets(nboard, 3).astype(np.intp)


def omaha_batch(hole: Any, board: Any, *, check: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """High and low scores of many Omaha hands (exactly 2 hole + 3 board cards each).

    ``hole`` has shape (N, 4), ``board`` shape (N, 3..5) or (3..5,) for one board shared by all.
    Returns ``(high, low)``: int16 arrays; ``high`` as :func:`~pokerlib.evaluate.score`, ``low``
    as :attr:`~pokerlib.evaluate.LowValue.score` with :data:`~pokerlib.evaluate.LOW_NONE` (0)
    where no 8-or-better low can be made. ``check=False`` skips checking that the cards are
    integers 0..51 and that no card is both in a hand and on its board (the shapes are always
    checked).

    >>> from pokerlib.cards import parse_cards
    >>> from pokerlib.evaluate import describe_score, low8
    >>> hi, lo = omaha_batch(np.array([parse_cards("Ad Kd 3s 2s")]),
    ...                      np.array([parse_cards("Jd 4d 3c Qd 5h")]))
    >>> describe_score(int(hi[0])), int(lo[0]) == low8("5h 4d 3c 2s Ad").score
    ('Flush, ace high', True)
    """
    hole = card_array(hole, "omaha_batch hole", check=check)
    board = card_array(board, "omaha_batch board", check=check)
    if board.ndim == 1 and hole.ndim == 2:
        board = np.broadcast_to(board, (hole.shape[0], board.shape[0]))
    if hole.ndim != 2 or hole.shape[1] != 4 or board.ndim != 2 \
            or board.shape[1] not in (3, 4, 5) or board.shape[0] != hole.shape[0]:
        raise CardError(key="ev_omaha_batch_needs", shape=hole.shape, shape2=board.shape)
    if check:
        check_distinct(np.concatenate([hole.astype(np.int64), board.astype(np.int64)], axis=1),
                       "omaha_batch (hole and board together)")
    n_boards, high_table, low_table, board_keys = _omaha_tables(board.shape[1])
    hole = hole.astype(np.intp, copy=False)
    board = board.astype(np.intp, copy=False)
    # Non-flush high: one look-up per hole pair (6, not 60), in a table of the best hand from
    # a pair of ranks with any three of a board's ranks; the board's rank multiset is found
    # by its rank-key sum.
    board_id = np.searchsorted(board_keys, CARD_RANK_KEY[board].sum(axis=1))
    hr = hole >> 2
    pair_ranks = hr[:, _PAIRS[:, 0]] * 13 + hr[:, _PAIRS[:, 1]]          # (N, 6)
    high = high_table[pair_ranks * n_boards + board_id[:, None]].max(axis=1)
    # Flushes need three board cards and two hole cards of one suit: only those rows are
    # evaluated combination by combination.
    suits = board & 3
    counts = np.stack([(suits == s).sum(axis=1) for s in range(4)], axis=1)
    suit = counts.argmax(axis=1)
    rows = np.flatnonzero((counts.max(axis=1) >= 3)
                          & (((hole & 3) == suit[:, None]).sum(axis=1) >= 2))
    if rows.size:
        s = suit[rows, None, None]
        hp = hole[rows][:, _PAIRS]                                       # (R, 6, 2)
        bt = board[rows][:, _triples(board.shape[1])]                    # (R, T, 3)
        suited = ((hp & 3) == s).all(axis=2)[:, :, None] & ((bt & 3) == s).all(axis=2)[:, None, :]
        # OR, not sum: a paired rank must not carry into the next rank's bit (or off the table)
        mask = _or_last(CARD_RANK_BIT[hp])[:, :, None] | _or_last(CARD_RANK_BIT[bt])[:, None, :]
        flush = np.where(suited, lookup_tables()["flush_np"][mask], -1).reshape(len(rows), -1)
        high[rows] = np.maximum(high[rows], flush.max(axis=1))
    # Low: one look-up per hole pair, by the pair's low-rank bits and the board's.
    board_low = np.bitwise_or.reduce(CARD_LOW_BIT[board], axis=1)
    hl = CARD_LOW_BIT[hole]
    pair_low = hl[:, _PAIRS[:, 0]] | hl[:, _PAIRS[:, 1]]
    low = low_table[pair_low * 256 + board_low[:, None]].max(axis=1)
    return high.astype(np.int16, copy=False), low.astype(np.int16, copy=False)


@functools.cache
def _omaha_tables(nboard: int) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """``omaha_batch``'s tables for boards of ``nboard`` cards, built on first use:

    * ``high[pair ranks, board]``: the best non-flush score of a pair of hole ranks (13 x 13)
      with any three cards of a board rank multiset (boards sorted by rank-key sum);
    * ``low[pair low bits, board low bits]``: the best low score (0 = none) of two different
      low hole ranks with three different low board ranks.
    """
    dense5 = lookup_tables()["dense"][5]
    rank_key = np.array(RANK_KEYS, dtype=np.int64)
    boards = np.array([b for b in combinations_with_replacement(range(13), nboard)
                       if max(b.count(r) for r in b) <= 4], dtype=np.int64)
    keys = rank_key[boards].sum(axis=1)
    order = np.argsort(keys)
    boards, keys = boards[order], keys[order]
    triples = boards[:, _triples(nboard)]                           # (B, T, 3) ranks
    triple_key = rank_key[triples].sum(axis=2)
    trips_rank = np.where((triples == triples[:, :, :1]).all(axis=2), triples[:, :, 0], -1)
    high = np.empty((13, 13, len(boards)), dtype=np.int16)
    for r1 in range(13):
        for r2 in range(r1, 13):
            key = rank_key[r1] + rank_key[r2] + triple_key
            best = dense5[np.minimum(key, len(dense5) - 1)]
            if r1 == r2:  # a pair with trips of its own rank would be five of a kind
                best = np.where(trips_rank == r1, -1, best)
            high[r1, r2] = high[r2, r1] = best.max(axis=1)
    low = np.zeros((256, 256), dtype=np.int16)
    for p in range(256):
        if p.bit_count() != 2:
            continue
        for b in range(256):
            free = b & ~p
            if free.bit_count() >= 3:  # the three lowest free board ranks make the best low
                for _ in range(free.bit_count() - 3):
                    free &= ~(1 << (free.bit_length() - 1))
                low[p, b] = 256 - (p | free)
    return len(boards), high.reshape(-1), low.reshape(-1), keys
