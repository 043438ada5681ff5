"""Every stored lesson is what its source in notebooks/src builds: the same cells, in order,
with the same text, in both editions. So the lint of the stored notebooks' code cells (``make
lint``) is the lint of the sources, and a source changed without ``make lesson L=...`` fails
here, naming the lesson."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"
sys.path.insert(0, str(SRC))

import build  # noqa: E402  (notebooks/src/build.py)
import nbbuild  # noqa: E402

SOURCES = build.sources()


def cells_of(notebook) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source) for cell in notebook.cells]


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_each_stored_lesson_is_built_from_its_source(source):
    cells = runpy.run_path(str(source))["cells"]   # run as a module: it writes nothing
    stored = build.editions(source)
    assert stored, f"{source.stem} has no stored notebook"
    for path in stored:
        lang = "ja" if path.parent.name == "ja" else "en"
        built = nbbuild.edition(cells, lang)
        assert cells_of(nbformat.read(path, as_version=4)) == cells_of(nbbuild._notebook(built)), \
            f"{path.relative_to(ROOT)} is not what {source.name} builds: run make lesson " \
            f"L={source.stem.split('_', 1)[0]}"


def test_a_lesson_is_found_by_its_number_or_its_name_and_an_unknown_one_is_refused():
    assert build.find("02") == [SRC / "02_aof_holdem.py"]
    assert build.find("02b") == [SRC / "02b_pushfold_strategy.py"]
    assert build.find("02_aof_holdem") == [SRC / "02_aof_holdem.py"]
    assert build.find("all") == SOURCES and len(SOURCES) == 10
    with pytest.raises(SystemExit, match="there is no lesson '99': the lessons are 00, 00a"):
        build.find("99")


def test_cell_ids_are_read_off_the_cells_so_a_rebuild_keeps_them():
    cells = [nbbuild.md("one"), nbbuild.code("x = 1"), nbbuild.md("one")]
    first = [c.id for c in nbbuild._notebook(nbbuild.edition(cells, "en")).cells]
    again = [c.id for c in nbbuild._notebook(nbbuild.edition(cells, "en")).cells]
    assert first == again and len(set(first)) == 3
