"""Builds ``pokerlib/data/holdem_preflop_equity.npz``: the exact 169 x 169 all-in equity table
between starting-hand classes (``python -m pokerlib regenerate holdem-preflop-equity``)."""

from __future__ import annotations

import json
import numbers
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from ..course.progress_bar import progress_bar
from ..equity.classes import HAND_CLASSES
from ..equity.preflop_table import (
    DATA_DIR,
    HOLDEM_TABLE_FILE,
    preflop_class_equity,
    preflop_equity_table,
)
from ..errors import EquityError

__all__ = ["regenerate_data"]


def _table_rows(pairs: list[tuple[int, int]]) -> list[tuple[int, int, float, int]]:
    out = []
    for i, j in pairs:
        eq, n = preflop_class_equity(HAND_CLASSES[i], HAND_CLASSES[j])
        out.append((i, j, eq, n))
    return out


def regenerate_data(name: str = "holdem-preflop-equity", progress: bool = True,
                    workers: int = 2) -> Path:
    """Rebuild a data file shipped with pokerlib (``python -m pokerlib regenerate NAME``).

    ``holdem-preflop-equity``: the exact 169 x 169 table (every board, one representative per
    suit-isomorphic pair of hands), about 15-25 minutes on two cores. ``progress`` (True or
    False) shows a progress bar; ``workers`` (1 to 64) is the number of processes.

    >>> regenerate_data("holdem-flop-equity")
    Traceback (most recent call last):
    ...
    pokerlib.errors.EquityError: unknown data set 'holdem-flop-equity': this module builds ...
    """
    if not isinstance(name, str) or name != "holdem-preflop-equity":
        raise EquityError(key="eq_unknown_data_set", name=name)
    if not isinstance(progress, bool):
        raise EquityError(key="eq_progress_true_false", progress=progress)
    if isinstance(workers, bool) or not isinstance(workers, numbers.Integral) or \
            not 1 <= workers <= 64:
        raise EquityError(key="eq_workers_whole_number", workers=workers)
    pairs = [(i, j) for i in range(169) for j in range(i, 169)]
    jobs = [pairs[k:k + 40] for k in range(0, len(pairs), 40)]
    eq = np.full((169, 169), np.nan)
    n = np.zeros((169, 169), dtype=np.int64)
    bar = progress_bar(len(pairs), "class pairs") if progress else None
    start, done = time.time(), 0
    with ProcessPoolExecutor(max_workers=int(workers)) as pool:
        for rows in pool.map(_table_rows, jobs):
            for i, j, e, m in rows:
                eq[i, j], n[i, j] = e, m
                eq[j, i], n[j, i] = 1 - e, m
            done += len(rows)
            if bar:
                bar(done)
    path = DATA_DIR / HOLDEM_TABLE_FILE
    meta = {
        "name": name,
        "method": "exact: every one of the 1,712,304 boards, for one representative of each "
                  "suit-isomorphic pair of hands of the two classes, weighted by how many "
                  "non-overlapping hand pairs it stands for",
        "rows": "HAND_CLASSES in grid order (pokerlib.equity.HAND_CLASSES)",
        "equity": "equity[i, j] = share of the pot of class i all-in against class j, "
                  "ties counted as half",
        "pairs": "pairs[i, j] = number of non-overlapping hand pairs (card removal weight)",
        "seconds": round(time.time() - start, 1),
    }
    np.savez_compressed(path, equity=eq, pairs=n, classes=np.array(HAND_CLASSES),
                        meta=np.array(json.dumps(meta)))
    preflop_equity_table.cache_clear()
    return path
