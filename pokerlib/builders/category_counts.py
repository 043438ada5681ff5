"""Builds ``pokerlib/data/category_counts.json``: every 5-, 6- and 7-card hand counted by
category (``python -m pokerlib regenerate category-counts``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from ..course.progress_bar import progress_bar
from ..errors import DataError
from ..evaluate.counts import COUNTS_FILE, category_counts

__all__ = ["regenerate_data"]


def regenerate_data(name: str = "category-counts", progress: bool = True) -> str:
    """Count every 5-, 6- and 7-card hand by category and write
    ``pokerlib/data/category_counts.json`` (run as ``python -m pokerlib regenerate
    category-counts``); returns the file's path."""
    if name != "category-counts":
        raise DataError(key="ev_pokerlib_evaluate_regenerates", name=name)

    def bar(n: int) -> Callable[[float], None] | None:
        if not progress:
            return None
        show = progress_bar(1000, f"{n} cards")  # the bar counts thousandths
        return lambda frac: show(round(1000 * frac))

    counts = {str(n): {c.name: k for c, k in category_counts(n, progress=bar(n)).items()}
              for n in (5, 6, 7)}
    path = Path(__file__).resolve().parent.parent / "data" / COUNTS_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps({
        "about": "Number of all 5-, 6- and 7-card hands in each high-hand category (best five), "
                 "counted exactly by pokerlib.evaluate.category_counts.",
        "regenerate": "python -m pokerlib regenerate category-counts",
        "counts": counts}, indent=1) + "\n")
    return str(path)
