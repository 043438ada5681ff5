"""A lesson never sends a learner to a file that does not exist, and each lesson links the next.

Checked in the stored notebooks of both editions: every repository path a markdown cell names
(`pokerlib/evaluate/best.py`, `docs/rules.md`, ...) and every relative link target exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = [ROOT / "notebooks", ROOT / "notebooks" / "ja"]
NOTEBOOKS = [p for folder in EDITIONS for p in sorted(folder.glob("[0-9]*.ipynb"))]
# a path into the repository, as lessons write them in backticks or prose
PATH = re.compile(r"(?<![\w/.])((?:pokerlib|docs|notebooks|benchmarks|tests)/[\w./-]*\w)")
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")


def _markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_lesson_names_exists(path):
    text = _markdown(path)
    missing = [p for p in PATH.findall(text) if not (ROOT / p).exists()]
    assert not missing, f"{path.name} names files that do not exist: {missing}"
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        assert (path.parent / target).resolve().exists(), f"{path.name} links to {target}"


@pytest.mark.parametrize("folder", [f for f in EDITIONS if f.is_dir()],
                         ids=lambda f: str(f.relative_to(ROOT)))
def test_every_lesson_links_the_next(folder):
    lessons = sorted(folder.glob("[0-9]*.ipynb"))
    for this, following in zip(lessons, lessons[1:]):
        assert f"]({following.name})" in _markdown(this), \
            f"{this.name} should end with a link to {following.name}"


# The main path of the course; the appendices (00a, 01a, 02c, 03a) are optional side trips.
MAIN = ("00", "01", "02", "02b", "03", "04")


@pytest.mark.parametrize("folder", [f for f in EDITIONS if f.is_dir()],
                         ids=lambda f: str(f.relative_to(ROOT)))
def test_every_main_lesson_links_the_next_main_lesson(folder):
    """A learner who skips an appendix still finds the next lesson (02b -> 03, 03 -> 04)."""
    by_id = {p.name.split("_")[0]: p for p in folder.glob("[0-9]*.ipynb")}
    for this, following in zip(MAIN, MAIN[1:]):
        assert f"]({by_id[following].name})" in _markdown(by_id[this]), \
            f"{by_id[this].name} should link the next main lesson {by_id[following].name}"
