"""The evaluator's shipped lookup tables (pokerlib/data/evaluator_tables.npz) are the tables
built from the rules of poker, entry for entry; without the file the evaluator builds them; a
builder asked for another data set refuses in one sentence."""

from __future__ import annotations

import numpy as np
import pytest

from pokerlib.builders.evaluator_tables import regenerate_data
from pokerlib.errors import DataError
from pokerlib.evaluate import tables


def same(a, b) -> bool:
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and np.array_equal(a, b)
    return type(a) is type(b) and a == b


def test_the_shipped_tables_are_the_tables_built_from_the_rules():
    shipped, built = tables.lookup_tables(), tables.build_lookup_tables()
    assert shipped.keys() == built.keys()
    for key in built:
        assert same(shipped[key], built[key]), key


def test_without_the_file_the_tables_are_built(monkeypatch, tmp_path):
    monkeypatch.setattr(tables, "TABLES_FILE", "missing.npz")
    tables.lookup_tables.cache_clear()
    try:
        assert tables.lookup_tables()["display"][0] == (5, 3, 2, 1, 0)
    finally:
        monkeypatch.undo()
        tables.lookup_tables.cache_clear()


def test_a_builder_refuses_another_data_set():
    with pytest.raises(DataError, match="this builder writes 'evaluator-tables', not 'x'"):
        regenerate_data("x")
