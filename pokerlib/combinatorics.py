"""Counting and listing card subsets: the small combinatorial pieces the evaluators, the
equity calculators and the Oasis tables share.

Every function here is written once and used everywhere:

>>> subsets(4, 2).tolist()              # all 2-subsets of range(4), lexicographic order
[[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
>>> colex_subsets(4, 2).tolist()        # colex order: the subsets of range(m) come first
[[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]]
>>> colex_rank(colex_subsets(4, 2)).tolist()
[0, 1, 2, 3, 4, 5]
>>> int(BINOMIAL[52, 5])
2598960
"""

from __future__ import annotations

import functools
from itertools import permutations
from math import comb

import numpy as np

from .errors import ScoreError
from .validate import whole_number

__all__ = [
    "BINOMIAL",
    "SUIT_PERMUTATIONS",
    "subsets",
    "colex_subsets",
    "colex_rank",
    "prefix_sums",
]

#: ``BINOMIAL[n, k]`` = C(n, k) for 0 <= n <= 52 and 0 <= k <= 7 (int64, read-only).
BINOMIAL = np.array([[comb(n, k) for k in range(8)] for n in range(53)], dtype=np.int64)
BINOMIAL.setflags(write=False)

#: The 24 ways to relabel the four suits (suit ``s`` becomes ``perm[s]``).
SUIT_PERMUTATIONS: tuple[tuple[int, ...], ...] = tuple(permutations(range(4)))


def _readonly(rows: np.ndarray) -> np.ndarray:
    rows.setflags(write=False)
    return rows


def _sizes(n: object, k: object) -> tuple[int, int]:
    """``n`` cards (0..52) and a subset size ``k`` (0..7), checked once at the public edge."""
    return (whole_number(n, "n (the number of cards)", ScoreError, minimum=0, maximum=52),
            whole_number(k, "k (the subset size)", ScoreError, minimum=0, maximum=7))


def subsets(n: int, k: int) -> np.ndarray:
    """All k-subsets of ``range(n)`` as a read-only ``(C(n, k), k)`` uint8 array, each row
    sorted, rows in lexicographic order (``n`` up to 52 cards, ``k`` up to 7).

    >>> subsets(5, 3).shape, subsets(3, 0).shape, subsets(2, 3).shape
    ((10, 3), (1, 0), (0, 3))
    """
    return _subsets(*_sizes(n, k))


@functools.lru_cache(maxsize=1024)
def _subsets(n: int, k: int) -> np.ndarray:
    if k == 0:
        return _readonly(np.zeros((1, 0), dtype=np.uint8))
    if k > n:
        return _readonly(np.zeros((0, k), dtype=np.uint8))
    parts = []
    for first in range(n - k + 1):
        rest = _subsets(n - first - 1, k - 1).astype(np.int16) + first + 1
        head = np.full((len(rest), 1), first, dtype=np.int16)
        parts.append(np.hstack([head, rest]))
    return _readonly(np.vstack(parts).astype(np.uint8))


def colex_subsets(n: int, k: int) -> np.ndarray:
    """All k-subsets of ``range(n)`` as a read-only ``(C(n, k), k)`` int8 array in **colex**
    order: each row sorted, row ``i`` the subset whose :func:`colex_rank` is ``i``. So the
    subsets of ``range(m)`` are the first C(m, k) rows for every ``m <= n``.

    Built with numpy, without Python tuples, so C(51, 5) rows take a fraction of a second.
    """
    return _colex_subsets(*_sizes(n, k))


@functools.lru_cache(maxsize=16)
def _colex_subsets(n: int, k: int) -> np.ndarray:
    rows = np.zeros((1, 0), dtype=np.int8)  # the empty subset
    for j in range(k):
        # subsets of size j + 1: each largest element m after every j-subset of range(m)
        parts = [np.hstack([rows[:comb(m, j)], np.full((comb(m, j), 1), m, dtype=np.int8)])
                 for m in range(j, n)]
        rows = np.concatenate(parts) if parts else np.zeros((0, j + 1), dtype=np.int8)
    return _readonly(rows)


def colex_rank(rows: np.ndarray) -> np.ndarray:
    """The colex rank of each row of sorted positions: the sum of C(c_j, j + 1) over the row's
    members ``c_0 < c_1 < ...`` (see :func:`colex_subsets`).

    >>> colex_rank(np.array([[0, 1, 2], [1, 2, 4]])).tolist()
    [0, 6]
    """
    given = rows
    try:
        rows = np.asarray(rows)
    except (TypeError, ValueError):   # ragged lists
        rows = np.zeros(0, dtype=object)
    if rows.ndim < 1 or rows.dtype.kind not in "iu" or rows.shape[-1] > 7 or (
            rows.size and (rows.min() < 0 or rows.max() > 52)):
        raise ScoreError(key="combinatorics_rows", value=given)
    rows = rows.astype(np.int64)
    ranks = np.zeros(rows.shape[:-1], dtype=np.int64)
    for j in range(rows.shape[-1]):
        ranks += BINOMIAL[rows[..., j], j + 1]
    return ranks


def prefix_sums(hist: np.ndarray, dtype: type | np.dtype | None = None) -> np.ndarray:
    """Prefix sums with a leading zero along the last axis:
    ``out[..., x] == hist[..., :x].sum(-1)``. ``dtype`` defaults to int64 (int32 stays int32).

    >>> prefix_sums(np.array([3, 1, 2])).tolist()
    [0, 3, 4, 6]
    """
    if not isinstance(hist, np.ndarray) or hist.ndim < 1 or hist.dtype.kind not in "iu":
        raise ScoreError(key="combinatorics_hist", value=hist)
    if dtype is None:
        dtype = np.int32 if hist.dtype == np.int32 else np.int64
    out = np.zeros(hist.shape[:-1] + (hist.shape[-1] + 1,), dtype=dtype)
    np.cumsum(hist, axis=-1, out=out[..., 1:])
    return out
