"""Every five-card board once per suit class: the 2,598,960 boards of a full deck reduced
by the 24 permutations of the suits to 134,459 classes, each with its size.

Push/fold strategies are per starting-hand class (``AKs``, ``T9o``...), and a permutation of
the suits maps each class onto itself, so a sum over every board of something summed over
whole classes is the same for the boards of one suit class: it is enough to take one board
per class (the class's smallest board as a 52-bit mask) and weigh it by the class's size.

>>> boards, weights = board_classes()
>>> len(boards), int(weights.sum())
(134459, 2598960)
"""

from __future__ import annotations

import functools
import itertools
import math

import numpy as np
from numba import njit

from ..combinatorics import subsets

__all__ = ["board_classes", "SUIT_PERMUTATIONS", "N_BOARDS", "N_BOARD_CLASSES",
           "relabel_suits"]

#: Every five-card board of a 52-card deck.
N_BOARDS = math.comb(52, 5)
#: Their suit classes.
N_BOARD_CLASSES = 134_459
#: The 24 permutations of the four suits (card ``c`` has suit ``c & 3``, rank ``c >> 2``).
SUIT_PERMUTATIONS = np.array(list(itertools.permutations(range(4))), dtype=np.int64)


def relabel_suits(cards: np.ndarray, perm: np.ndarray) -> np.ndarray:
    """The cards (indices 0..51) with suit ``s`` renamed ``perm[s]``."""
    cards = np.asarray(cards)
    return (cards & ~3) | np.asarray(perm)[cards & 3]


@njit(cache=True)
def _smallest_masks(boards: np.ndarray, perms: np.ndarray) -> np.ndarray:
    out = np.empty(len(boards), dtype=np.int64)
    for i in range(len(boards)):
        best = np.int64(-1)
        for p in range(len(perms)):
            m = np.int64(0)
            for j in range(5):
                c = boards[i, j]
                m |= np.int64(1) << ((c & ~3) | perms[p, c & 3])
            if best < 0 or m < best:
                best = m
        out[i] = best
    return out


@functools.lru_cache(maxsize=1)
def board_classes() -> tuple[np.ndarray, np.ndarray]:
    """``(boards, weights)``: one board per suit class as five card indices (an int64 array
    of shape (134459, 5), rows in increasing order of the class's smallest 52-bit mask) and
    how many of the 2,598,960 boards each stands for (int64, summing to 2,598,960)."""
    boards = subsets(52, 5).astype(np.int64)
    masks = _smallest_masks(boards, SUIT_PERMUTATIONS)
    uniq, counts = np.unique(masks, return_counts=True)
    bits = (uniq[:, None] >> np.arange(52, dtype=np.int64)[None, :]) & 1
    reps = np.nonzero(bits)[1].reshape(-1, 5).astype(np.int64)
    reps.setflags(write=False)
    counts = counts.astype(np.int64)
    counts.setflags(write=False)
    return reps, counts
