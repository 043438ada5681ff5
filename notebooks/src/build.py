"""Rewrite lessons from their sources here and store them executed from a fresh kernel, both
editions: ``python notebooks/src/build.py 02`` (what ``make lesson L=02`` runs) rebuilds lesson
02 only, ``build.py all`` (``make notebooks``) every lesson.

A lesson is named by its number as the file names have it (``02``, ``02b``), or by the whole
name (``02_aof_holdem``). Each edition is executed in its own folder, as a learner's Run All
does, with this checkout's pokerlib first on the kernel's path.
"""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent
NOTEBOOKS = SRC.parent
ROOT = NOTEBOOKS.parent


def sources() -> list[Path]:
    """Every lesson source, in lesson order."""
    return sorted(SRC.glob("[0-9]*.py"))


def find(name: str) -> list[Path]:
    """The sources ``name`` means: all of them for "all", else the one lesson it names."""
    if name == "all":
        return sources()
    found = [p for p in sources() if p.stem == name or p.stem.split("_", 1)[0] == name]
    if len(found) != 1:
        numbers = ", ".join(p.stem.split("_", 1)[0] for p in sources())
        raise SystemExit(f"there is no lesson {name[:40]!r}: the lessons are {numbers} "
                         "(or 'all')")
    return found


def editions(source: Path) -> list[Path]:
    """The stored notebooks of ``source``: the English edition, and the Japanese one if any."""
    name = source.with_suffix(".ipynb").name
    return [p for p in (NOTEBOOKS / name, NOTEBOOKS / "ja" / name) if p.exists()]


def build(source: Path) -> None:
    """Write ``source``'s notebooks (without outputs), then execute each from a fresh kernel and
    store it with its outputs."""
    print(f"{source.stem}: writing", flush=True)
    sys.path[:0] = [str(SRC), str(ROOT)]       # nbbuild, and this checkout's pokerlib
    try:
        runpy.run_path(str(source), run_name="__main__")
    finally:
        del sys.path[:2]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    for notebook in editions(source):
        print(f"{source.stem}: executing {notebook.relative_to(ROOT)}", flush=True)
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook",
                        "--execute", "--inplace", "--ExecutePreprocessor.record_timing=False",
                        str(notebook)], check=True, env=env)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        raise SystemExit("name one lesson, e.g. 'make lesson L=02', or 'all'")
    for source in find(argv[0]):
        build(source)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
