"""The layout shows the layers: the engine imports nothing from the course layer or the
offline builders, and nothing that draws (charts, widgets, progress bars); what a lesson runs
never imports a builder. Read from every module's import statements (function-level imports
included), so a lazy import cannot slip past."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import pokerlib

PACKAGE = Path(pokerlib.__file__).parent
#: third-party packages that draw or show something: presentation, not engine
PRESENTATION_PACKAGES = ("matplotlib", "ipywidgets", "IPython", "tqdm", "PIL")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, text: str | None = None) -> set[str]:
    """Every module ``path`` imports (its file, or ``text`` in its place), as absolute names."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text() if text is None else text)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.add(target)
            out.update(f"{target}.{a.name}" for a in node.names)  # `from .. import module`
    return out


def _layer(module: str) -> str:
    if module.startswith(("pokerlib.course", "pokerlib.builders")):
        return module.split(".")[1]
    if module == "pokerlib.__main__":
        return "commands"
    return "engine"


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def test_the_package_has_the_three_layers():
    layers = {_layer(m) for m in MODULES}
    assert layers == {"engine", "course", "builders", "commands"}
    # the game packages, cards and hand histories are engine; widgets and charts are course
    for engine in ("pokerlib.cards", "pokerlib.oasis.game", "pokerlib.aof.hand",
                   "pokerlib.omaha.hand", "pokerlib.phh.replay", "pokerlib.lang"):
        assert _layer(engine) == "engine"
    for course in ("pokerlib.course.widgets.oasis_table", "pokerlib.course.charts.base",
                   "pokerlib.course.drills.oasis", "pokerlib.course.progress_bar",
                   "pokerlib.course.fonts", "pokerlib.course.timeline"):
        assert course in MODULES and _layer(course) == "course"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _layer(m) == "engine"))
def test_the_engine_imports_no_presentation(module):
    wrong = sorted(i for i in _imports(MODULES[module])
                   if i.startswith(("pokerlib.course", "pokerlib.builders"))
                   or i.split(".")[0] in PRESENTATION_PACKAGES)
    assert wrong == [], f"{module} imports {wrong}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _layer(m) == "course"))
def test_the_course_never_imports_a_builder(module):
    wrong = sorted(i for i in _imports(MODULES[module]) if i.startswith("pokerlib.builders"))
    assert wrong == [], f"{module} imports {wrong}"


def test_the_checker_sees_a_lazy_import():
    """The engine test above would catch an import hidden inside a function, relative or
    absolute, and a third-party drawing package."""
    game = PACKAGE / "oasis" / "game.py"
    clean = _imports(game)
    assert "pokerlib.cards" in clean and not any(i.startswith("pokerlib.course") for i in clean)
    for late in ("from ..course.charts import base", "import pokerlib.builders.oasis_edge",
                 "from .. import course", "import matplotlib.pyplot as plt"):
        text = game.read_text() + f"\n\ndef _late():\n    {late}\n"
        found = _imports(game, text) - clean
        assert any(i.startswith(("pokerlib.course", "pokerlib.builders", "matplotlib"))
                   for i in found), late


def test_the_engine_holds_no_sentence_of_the_course():
    """The course layer's refusals live in course/refusals.py and join the one table when the
    course is imported; the engine's table has none of them, and an engine-only program never
    loads them."""
    import re
    import subprocess
    import sys

    from pokerlib.course.refusals import COURSE_TEXT
    from pokerlib.error_messages import ERRORS

    tables = [PACKAGE / "error_messages.py", *sorted((PACKAGE / "error_tables").glob("*.py"))]
    engine_keys = {key for path in tables
                   for key in re.findall(r'^    "([a-z0-9_]+)": \(', path.read_text(), re.M)}
    assert engine_keys and COURSE_TEXT and not engine_keys & set(COURSE_TEXT)
    assert not any(k.startswith(("ui_", "drill_", "course_")) for k in engine_keys)
    assert set(COURSE_TEXT) <= set(ERRORS.keys())          # registered once imported
    code = ("import sys, pokerlib.oasis, pokerlib.aof, pokerlib.omaha, pokerlib.phh\n"
            "from pokerlib.error_messages import ERRORS\n"
            "print('ui_true_false' in ERRORS.keys(), any(m.startswith('pokerlib.course') "
            "for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=PACKAGE.parent).stdout.split()
    assert out == ["False", "False"]
