"""Counting every hand: how many of all 5-, 6- and 7-card hands fall in each category, and
the command that writes those counts to the shipped data file.

>>> category_counts(5)[HandCategory.FOUR_OF_A_KIND]
624
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib.resources import files
from itertools import combinations
from typing import Any

import numpy as np

from ..combinatorics import BINOMIAL, colex_subsets
from ..errors import CardError, DataError, ScoreError
from .categories import HandCategory
from .fast import score_batch
from .tables import lookup_tables

__all__ = ["category_counts", "COUNTS_FILE"]

#: The data file (in ``pokerlib/data``) that :mod:`pokerlib.builders.category_counts` writes.
COUNTS_FILE = "category_counts.json"


def category_counts(n_cards: int = 5, progress: Callable[[float], Any] | None = None,
                    shipped: bool = False) -> dict[HandCategory, int]:
    """How many of all C(52, n) hands of ``n_cards`` (5, 6 or 7) fall in each category, counted
    exactly by scoring every hand with :func:`~pokerlib.evaluate.score_batch` (5 cards: a few
    seconds; 7 cards: 133,784,560 hands, about twenty seconds).

    ``shipped=True`` reads the same counts from the data file that
    ``python -m pokerlib regenerate category-counts`` writes, instead of counting again.
    ``progress``, if given, is called with the fraction done.

    >>> category_counts(5)[HandCategory.STRAIGHT_FLUSH]
    40
    >>> category_counts(7, shipped=True)[HandCategory.STRAIGHT_FLUSH]
    41584
    """
    if not isinstance(n_cards, int) or isinstance(n_cards, bool) or n_cards not in (5, 6, 7):
        raise CardError(key="ev_category_counts_takes", n_cards=n_cards)
    if not isinstance(shipped, bool):
        raise ScoreError(key="ev_shipped_true_false", shipped=shipped)
    if progress is not None and not callable(progress):
        raise ScoreError(key="ev_progress_function_fraction", progress=progress)
    if shipped:
        try:
            data = json.loads(files("pokerlib").joinpath("data", COUNTS_FILE).read_text())
        except (OSError, ValueError) as exc:
            raise DataError(key="ev_cannot_read_shipped", COUNTS_FILE=COUNTS_FILE,
                            exc=exc) from None
        return {HandCategory[name]: n for name, n in data["counts"][str(n_cards)].items()}
    counts = np.zeros(9, dtype=np.int64)
    cat = np.frombuffer(lookup_tables()["category"], dtype=np.uint8)
    tails = colex_subsets(52, 5)
    if n_cards == 5:
        counts += np.bincount(cat[score_batch(tails, check=False)], minlength=9)
    else:
        # fix the first n-5 cards, then every 5-subset of the cards above them (colex order:
        # the 5-subsets of range(m) are the first C(m, 5) rows)
        heads = list(combinations(range(52), n_cards - 5))
        for done, head in enumerate(heads):
            first = head[-1] + 1
            m = 52 - first
            if m < 5:
                continue
            rest = tails[: BINOMIAL[m, 5]].astype(np.int16) + first
            hands = np.concatenate([np.broadcast_to(np.array(head, np.int16),
                                                    (len(rest), len(head))), rest], axis=1)
            counts += np.bincount(cat[score_batch(hands, check=False)], minlength=9)
            if progress is not None and done % 25 == 0:
                progress(done / len(heads))
    if progress is not None:
        progress(1.0)
    return {HandCategory(i): int(counts[i]) for i in range(8, -1, -1)}
