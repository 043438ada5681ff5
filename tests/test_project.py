"""Project hygiene: the two package lists agree, notebooks are stored as clean runs, the README
keeps its two commands and lists every lesson."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
EDITIONS = NOTEBOOKS + sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb"))


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[ ;]", requirement.strip(), maxsplit=1)[0].lower()


def test_environment_yml_lists_the_same_packages_as_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pip_side = {_name(r) for r in project["dependencies"]}
    pip_side |= {_name(r) for r in project["optional-dependencies"]["dev"]}
    conda_side = set()
    text = (ROOT / "environment.yml").read_text()
    for line in text.split("dependencies:", 1)[1].splitlines():
        # conda-forge entries, and the pip list's packages that only PyPI has
        m = re.match(r"  - ([A-Za-z0-9_.-]+)", line) or re.match(r"      - ([A-Za-z][\w.-]*)", line)
        if m and m.group(1) not in ("python", "pip"):
            conda_side.add(_name(m.group(1)))
    assert conda_side == pip_side


def test_there_are_lessons():
    assert NOTEBOOKS, "no lesson notebooks found"
    assert NOTEBOOKS[0].name == "00_cards_and_hands.ipynb"


@pytest.mark.parametrize("path", EDITIONS, ids=lambda p: str(p.relative_to(ROOT)))
def test_notebook_is_stored_as_a_clean_run(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    counts = [c.get("execution_count") for c in code]
    assert counts == list(range(1, len(code) + 1)), "re-run top to bottom: make notebooks"
    assert "%matplotlib inline" in "".join(code[0]["source"])
    for cell in code:
        tags = cell.get("metadata", {}).get("tags", [])
        errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
        if "raises-exception" in tags:
            assert errors, "a raises-exception cell should show its error"
        else:
            assert not errors, f"unexpected error in cell: {''.join(cell['source'])[:80]}"
        # SVG output holds random ids and dates that nbval would compare
        for o in cell.get("outputs", []):
            assert "image/svg+xml" not in o.get("data", {})


def test_readme_keeps_its_two_commands_and_lists_every_lesson():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make lab" in readme and "make test" in readme
    for path in NOTEBOOKS:
        assert path.name in readme, f"README does not list {path.name}"
