"""``make check``: run the learner's workspace lessons top to bottom and list every exercise
as correct, not answered or not yet.

A learner's changed outputs never count as failures: each notebook is executed as it is (its
stored outputs are not compared), and the status of every exercise is read from the kernel
after the last cell. Only a notebook that cannot run to the end (a cell raised an error that
it was not meant to) makes the check fail.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from .exercises import STATUSES

__all__ = ["LessonCheck", "check_notebook", "format_table"]

_REPORT = ("import json as _json\nfrom pokerlib.course.exercises import results as _results\n"
           "print('@@course-results@@' + _json.dumps(_results()))")
_MARK = "@@course-results@@"


@dataclass(frozen=True)
class LessonCheck:
    """One notebook's run: the status of each exercise it checks, and the cells that failed."""

    path: Path
    statuses: dict[str, str]        # exercise id -> "unanswered" / "correct" / "wrong"
    errors: tuple[str, ...]         # "cell 12: NameError: name 'x' is not defined"

    @property
    def ran(self) -> bool:
        return not self.errors


def check_notebook(path: Path, timeout: int = 900) -> LessonCheck:
    """Execute ``path`` in a fresh kernel (in its own folder) and read back its exercises."""
    nb = nbformat.read(str(path), as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(_REPORT))
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    errors = []
    for number, cell in enumerate(nb.cells[:-1], start=1):
        if cell.cell_type != "code" or "raises-exception" in cell.metadata.get("tags", []):
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                errors.append(f"cell {number}: {out.get('ename')}: {out.get('evalue')}")
    statuses: dict[str, str] = {}
    for out in nb.cells[-1].get("outputs", []):
        for line in out.get("text", "").splitlines():
            if line.startswith(_MARK):
                statuses = json.loads(line[len(_MARK):])
    return LessonCheck(path, statuses, tuple(errors))


def format_table(checks: list[LessonCheck], lang: str = "en") -> str:
    """The table ``make check`` prints: lesson, exercise, status; then any failed cells."""
    words = STATUSES[lang]
    rows = [("lesson", "exercise", "status")]
    for c in checks:
        for exercise_id in sorted(c.statuses, key=lambda i: [int(p) for p in i.split(".")
                                                             if p.isdigit()]):
            rows.append((c.path.stem, exercise_id, words[c.statuses[exercise_id]]))
        if not c.statuses and c.ran:
            rows.append((c.path.stem, "-", "no exercises"))
    width = [max(len(r[i]) for r in rows) for i in range(3)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, width)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in width))
    done = sum(s == "correct" for c in checks for s in c.statuses.values())
    total = sum(len(c.statuses) for c in checks)
    lines.append(f"\n{done} of {total} exercises correct")
    for c in checks:
        for error in c.errors:
            lines.append(f"{c.path.name} did not run to the end: {error}")
    return "\n".join(lines)
