"""``python -m pokerlib.course workspace|stale|reset LESSON|check``: the learner's workspace.

The Makefile's ``workspace``, ``lab``, ``reset-lesson`` and ``check`` targets call these.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import PokerError
from .checker import check_notebook, format_table
from .workspace import WORKSPACE_NAME, Workspace


def _stale_note(ws: Workspace) -> str:
    stale = ws.stale()
    if not stale:
        return ""
    names = ", ".join(rel.stem for rel in stale)
    number = stale[0].stem.split("_")[0]
    first = number if str(stale[0].parent) == "notebooks" else "ja/" + number
    return (f"The course has changed these lessons since you copied them: {names}.\n"
            f"Your copies are untouched. To get a fresh copy of one (yours is kept in "
            f"{WORKSPACE_NAME}/backups/): make reset-lesson LESSON={first}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pokerlib.course")
    parser.add_argument("--repo", default=".", help="the course's folder (default: here)")
    parser.add_argument("--folder", default=None, help=f"the workspace (default: {WORKSPACE_NAME})")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("workspace", help="create the workspace, or add lessons it lacks")
    reset = sub.add_parser("reset", help="replace one workspace lesson with a fresh copy")
    reset.add_argument("lesson", help="its number, e.g. 01 (ja/01 for the Japanese edition)")
    check = sub.add_parser("check", help="run the workspace lessons and list the exercises")
    check.add_argument("lessons", nargs="*", help="only these lessons (numbers)")
    args = parser.parse_args(argv)
    try:
        ws = Workspace(Path(args.repo), args.folder)
        if args.command == "workspace":
            new = ws.create()
            where = ws.folder.relative_to(Path.cwd()) if ws.folder.is_relative_to(Path.cwd()) \
                else ws.folder
            if new:
                print(f"Copied {len(new)} lessons into {where}/ - edit them freely; the "
                      f"course's own notebooks stay as they are.")
            else:
                print(f"Your workspace is {where}/ (nothing overwritten).")
            note = _stale_note(ws)
            if note:
                print(note)
            return 0
        if args.command == "reset":
            rel, backup = ws.reset(args.lesson)
            kept = f"; your old copy is {backup.relative_to(ws.folder)}" if backup else ""
            print(f"{rel} is a fresh copy again{kept}")
            return 0
        notebooks = ws.notebooks()
        if args.lessons:
            wanted = {str(ws.find(lesson)) for lesson in args.lessons}
            notebooks = [p for p in notebooks if str(p.relative_to(ws.folder)) in wanted]
        if not notebooks:
            print(f"No lessons in {ws.folder}: run `make workspace` first.")
            return 1
        results = []
        for path in notebooks:
            print(f"running {path.relative_to(ws.folder)} ...", flush=True)
            results.append(check_notebook(path))
        print(format_table(results))
        return 0 if all(r.ran for r in results) else 1
    except PokerError as exc:
        print(exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
