"""How the package is put together, read off its imports: the grading code (``course/drills``)
stands without the widgets, so a terminal drill, a test or another front end grades exactly as
the notebook does without loading ipywidgets."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRILLS = ROOT / "pokerlib" / "course" / "drills"
#: what belongs to the notebook front end, never to grading
FRONT_END = ("pokerlib.course.widgets", "pokerlib.course.ahead", "ipywidgets", "IPython")


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports made absolute (also imports inside
    functions: a late import is an import all the same)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def test_the_reader_makes_relative_imports_absolute():
    found = imported_modules(DRILLS / "base.py")
    assert "pokerlib.errors.DrillError" in found and "pokerlib.course.drills.grade" in found


def test_the_grading_code_imports_nothing_of_the_widgets():
    offending = {path.name: sorted(m for m in imported_modules(path) if m.startswith(FRONT_END))
                 for path in sorted(DRILLS.glob("*.py"))}
    assert {name: found for name, found in offending.items() if found} == {}


def test_importing_the_drills_loads_no_widget_module():
    code = ("import sys, pokerlib.course.drills, pokerlib.course.drills.__main__\n"
            f"print(sorted(m for m in sys.modules if m.startswith({FRONT_END!r})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
