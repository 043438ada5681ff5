"""The preflop equity table: the exact all-in equity of every starting-hand class against
every other (169 x 169), how it is computed, shipped, loaded and rebuilt.

For each pair of classes, one representative of every suit-isomorphic pair of hands is solved
exactly (:func:`~pokerlib.equity.preflop_counts.preflop_showdown_counts`) and weighted by how
many hand pairs it stands for, so card removal is counted.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..combinatorics import SUIT_PERMUTATIONS
from ..errors import DataError, EquityError
from .classes import class_combo_cards, class_index
from .preflop_counts import preflop_showdown_counts

__all__ = [
    "DATA_DIR",
    "HOLDEM_TABLE_FILE",
    "preflop_class_equity",
    "PreflopTable",
    "preflop_equity_table",
]

#: The folder of pokerlib's shipped data files, and the preflop table's file in it.
DATA_DIR = Path(__file__).parent.parent / "data"
HOLDEM_TABLE_FILE = "holdem_preflop_equity.npz"

HandPair = tuple[tuple[int, ...], tuple[int, ...]]


def _canonical(h1: tuple[int, ...], h2: tuple[int, ...]) -> HandPair:
    """The same pair of hands under the suit relabelling that gives the smallest tuple."""
    best: HandPair | None = None
    for perm in SUIT_PERMUTATIONS:
        a = tuple(sorted(((c & ~3) | perm[c & 3]) for c in h1))
        b = tuple(sorted(((c & ~3) | perm[c & 3]) for c in h2))
        key = (a, b)
        if best is None or key < best:
            best = key
    assert best is not None
    return best


def _class_pair_groups(i: int, j: int) -> dict[HandPair, int]:
    """Suit-isomorphic groups of the non-overlapping hand pairs of classes i and j:
    canonical representative -> how many pairs it stands for."""
    groups: dict[HandPair, int] = {}
    for h1 in class_combo_cards(i):
        for h2 in class_combo_cards(j):
            if set(h1) & set(h2):
                continue
            key = _canonical(h1, h2)
            groups[key] = groups.get(key, 0) + 1
    return groups


def preflop_class_equity(a: str, b: str) -> tuple[float, int]:
    """Exact all-in equity of class ``a`` against class ``b`` before the flop, averaged over
    every pair of hands that do not share a card (card removal counted), and that number of
    hand pairs. Computed from scratch (about 0.1-1 s); the shipped table has all of them.

    >>> eq, pairs = preflop_class_equity("AA", "KK")
    >>> round(eq, 4), pairs
    (0.8195, 36)
    """
    groups = _class_pair_groups(class_index(a), class_index(b))
    if not groups:
        return float("nan"), 0
    total = sum(groups.values())
    acc = 0.0
    for (h1, h2), weight in groups.items():
        w1, tt, _, n = preflop_showdown_counts(h1, h2)
        acc += weight * (w1 + tt / 2) / n
    return acc / total, total


@dataclass(frozen=True)
class PreflopTable:
    """The shipped 169 x 169 table: ``equity[i, j]`` of class i against class j, ``pairs[i, j]``
    non-overlapping hand pairs (the card-removal weight); rows in :data:`HAND_CLASSES` order.
    Call it with two class names for one entry."""

    equity: np.ndarray
    pairs: np.ndarray
    meta: dict[str, Any]

    def __post_init__(self) -> None:
        for name in ("equity", "pairs"):
            value = getattr(self, name)
            if not isinstance(value, np.ndarray) or value.shape != (169, 169) or \
                    value.dtype.kind not in ("f" if name == "equity" else "iu"):
                kind = "floats" if name == "equity" else "integers"
                raise EquityError(key="eq_x_numpy_array", name=name, kind=kind, value=value)
        if not isinstance(self.meta, dict):
            raise EquityError(key="eq_meta_dict", meta=self.meta)

    def __call__(self, a: str, b: str) -> float:
        return float(self.equity[class_index(a), class_index(b)])


@functools.lru_cache(maxsize=1)
def preflop_equity_table() -> PreflopTable:
    """Load the shipped table of all-in equities between the 169 classes (exact).

    >>> t = preflop_equity_table()
    >>> round(t("AA", "KK"), 4), int(t.pairs[class_index("AA"), class_index("KK")])
    (0.8195, 36)
    """
    path = DATA_DIR / HOLDEM_TABLE_FILE
    if not path.exists():
        raise DataError(key="eq_missing_run_python", path=path)
    with np.load(path) as z:
        eq, pairs, meta = z["equity"], z["pairs"], json.loads(str(z["meta"]))
    eq.setflags(write=False)
    pairs.setflags(write=False)
    return PreflopTable(eq, pairs, meta)
