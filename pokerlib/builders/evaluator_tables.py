"""Builds ``pokerlib/data/evaluator_tables.npz``: the evaluator's lookup tables, from the rules
of poker (``python -m pokerlib regenerate evaluator-tables``). Reading them takes a few
milliseconds; building them takes about 1.6 s, which every fresh kernel paid before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError
from ..evaluate.tables import TABLES_FILE, build_lookup_tables, table_parts

__all__ = ["regenerate_data"]


def regenerate_data(name: str = "evaluator-tables", progress: bool = True) -> str:
    """Build the lookup tables and write them to ``pokerlib/data/evaluator_tables.npz``;
    returns the file's path (``progress`` is accepted for the common signature: the work takes
    about two seconds)."""
    if name != "evaluator-tables":
        raise DataError(key="builder_wrong_data_set", expected="evaluator-tables", name=name)
    path = Path(__file__).resolve().parent.parent / "data" / TABLES_FILE
    path.parent.mkdir(exist_ok=True)
    parts: dict[str, Any] = table_parts(build_lookup_tables())
    np.savez_compressed(path, **parts)
    return str(path)
