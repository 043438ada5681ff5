"""The learner's workspace: a private copy of the lessons to edit freely, kept apart from the
course's own notebooks.

``make workspace`` (``python -m pokerlib.course workspace``) copies the lessons into
``my-course/`` on first use; later runs copy only what is missing and never overwrite a
learner's edits. The folder mirrors the repository (``my-course/notebooks/``,
``my-course/docs/``, ``my-course/README.md``), so a lesson's link to ``../docs/rules.md`` works
in both places and JupyterLab's file browser shows the README and the rules beside the lessons.

A manifest (``my-course/.course.json``) records the fingerprint of each lesson as it was copied,
so the workspace can say which lessons the course has changed since:

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> (root / "notebooks").mkdir(); _ = (root / "notebooks" / "00_a.ipynb").write_text("{}")
>>> ws = Workspace(root, root / "my-course")
>>> [p.name for p in ws.create()]
['00_a.ipynb']
>>> ws.create(), ws.stale()
([], [])
>>> _ = (root / "notebooks" / "00_a.ipynb").write_text('{"new": 1}')
>>> [p.name for p in ws.stale()]
['00_a.ipynb']
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from pathlib import Path

from ..errors import TableError

__all__ = ["Workspace", "WORKSPACE_NAME", "LESSON_FOLDERS"]

WORKSPACE_NAME = "my-course"
#: Folders of lessons, relative to the repository: the English edition and any other editions.
LESSON_FOLDERS = ("notebooks", "notebooks/ja")
_DOCS = ("README.md", "docs/rules.md", "docs/phh.md", "docs/terms-ja.md")
_MANIFEST = ".course.json"


def _number(lesson: Path) -> str:
    """A lesson's number, the start of its file name: ``"01"``, or ``"00a"`` for an appendix."""
    return lesson.stem.split("_", 1)[0]


def _fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Workspace:
    """The workspace of the course at ``repo`` (default folder ``repo/my-course``)."""

    def __init__(self, repo: Path | str, folder: Path | str | None = None):
        self.repo = Path(repo).resolve()
        if not (self.repo / "notebooks").is_dir():
            raise TableError(f"{self.repo} has no notebooks/ folder: give the course's folder")
        self.folder = Path(folder) if folder is not None else self.repo / WORKSPACE_NAME

    # --- what the course has -------------------------------------------------------------------
    def lessons(self) -> list[Path]:
        """The course's lesson notebooks, relative to the repository."""
        found: list[Path] = []
        for sub in LESSON_FOLDERS:
            found += sorted(p.relative_to(self.repo)
                            for p in (self.repo / sub).glob("[0-9]*.ipynb"))
        return found

    def _manifest(self) -> dict[str, str]:
        path = self.folder / _MANIFEST
        if not path.exists():
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
        return {str(k): str(v) for k, v in data.get("copied", {}).items()}

    def _save_manifest(self, copied: dict[str, str]) -> None:
        (self.folder / _MANIFEST).write_text(
            json.dumps({"copied": copied}, indent=1, sort_keys=True) + "\n", encoding="utf-8")

    # --- creating and refreshing -----------------------------------------------------------------
    def create(self) -> list[Path]:
        """Copy every lesson that is not in the workspace yet, and refresh the README and docs
        (the learner reads those, never edits them). Returns the lessons copied now."""
        self.folder.mkdir(parents=True, exist_ok=True)
        copied = self._manifest()
        new: list[Path] = []
        for rel in self.lessons():
            target = self.folder / rel
            if target.exists():
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(self.repo / rel, target)
            copied[str(rel)] = _fingerprint(self.repo / rel)
            new.append(rel)
        for rel_doc in _DOCS:
            source = self.repo / rel_doc
            if source.exists():
                (self.folder / rel_doc).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, self.folder / rel_doc)
        self._save_manifest(copied)
        return new

    def stale(self) -> list[Path]:
        """Workspace lessons copied from an older version of the course's lesson."""
        copied = self._manifest()
        return [rel for rel in self.lessons()
                if (self.folder / rel).exists() and str(rel) in copied
                and copied[str(rel)] != _fingerprint(self.repo / rel)]

    def find(self, lesson: str) -> Path:
        """The lesson named by its number or the start of its file name (``"01"``,
        ``"ja/01"``, ``"01_oasis_poker"``; an appendix by its own number, ``"00a"``).

        >>> import tempfile
        >>> root = Path(tempfile.mkdtemp()); (root / "notebooks").mkdir()
        >>> for name in ("00_cards", "00a_evaluator", "01_oasis"):
        ...     _ = (root / "notebooks" / f"{name}.ipynb").write_text("{}")
        >>> ws = Workspace(root, root / "my-course")
        >>> ws.find("00").name, ws.find("00a").name, ws.find("01_oa").name
        ('00_cards.ipynb', '00a_evaluator.ipynb', '01_oasis.ipynb')
        """
        key = str(lesson).strip().removesuffix(".ipynb")
        folder = "notebooks/ja" if key.startswith("ja/") else "notebooks"
        key = key.removeprefix("ja/")
        here = [rel for rel in self.lessons() if str(rel.parent) == folder]
        # "00" names lesson 00 itself, not its appendix 00a: a whole number first
        matches = [rel for rel in here if _number(rel) == key] \
            or [rel for rel in here if rel.name.startswith(key)]
        if len(matches) != 1:
            names = ", ".join(_number(rel) for rel in self.lessons()
                              if str(rel.parent) == "notebooks")
            raise TableError(f"no single lesson matches {lesson!r}: give its number, one of "
                             f"{names} (add ja/ for the Japanese edition)")
        return matches[0]

    def reset(self, lesson: str) -> tuple[Path, Path | None]:
        """Replace one workspace lesson with a fresh copy of the course's. The old copy is kept
        as ``backups/NAME-YYYYmmdd-HHMMSS.ipynb``; returns (lesson, backup or None)."""
        rel = self.find(lesson)
        target = self.folder / rel
        backup = None
        if target.exists():
            stamp = time.strftime("%Y%m%d-%H%M%S")
            backup = self.folder / "backups" / f"{rel.stem}-{stamp}.ipynb"
            backup.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(target, backup)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(self.repo / rel, target)
        copied = self._manifest()
        copied[str(rel)] = _fingerprint(self.repo / rel)
        self._save_manifest(copied)
        return rel, backup

    def notebooks(self) -> list[Path]:
        """The learner's lesson notebooks in the workspace, in course order."""
        return [self.folder / rel for rel in self.lessons() if (self.folder / rel).exists()]
