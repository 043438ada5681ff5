"""The 169 starting-hand classes ranked from strongest to weakest (all-in equity against a
random hand), and the checked look-up of a class name that strategies and ranges share."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from ..equity import HAND_CLASSES, class_index, preflop_equity_table
from ..errors import PokerError, TableError

__all__ = ["hand_ranking", "class_number"]


@functools.lru_cache(maxsize=1)
def hand_ranking() -> tuple[str, ...]:
    """The 169 classes from strongest to weakest by all-in equity against a random hand
    (card removal counted), from the shipped exact equity table.

    >>> hand_ranking()[:3], hand_ranking()[-1]
    (('AA', 'KK', 'QQ'), '32o')
    """
    t = preflop_equity_table()
    vs_random = (t.equity * t.pairs).sum(1) / t.pairs.sum(1)
    return tuple(HAND_CLASSES[i] for i in np.argsort(-vs_random, kind="stable"))


def class_number(name: Any) -> int:
    """The index of a starting-hand class (``'AA'``, ``'AKs'``, ``'T9o'``) in
    :data:`pokerlib.equity.HAND_CLASSES`; anything else raises a
    :class:`~pokerlib.errors.TableError` that says how to write a class.

    >>> class_number("AA"), class_number("aks")
    (0, 1)
    """
    if not isinstance(name, str):
        raise TableError(key="aof_not_a_class", text=name)
    try:
        return class_index(name)
    except PokerError:  # the equity module's own error, told as a table error
        raise TableError(key="aof_not_a_class", text=name) from None
