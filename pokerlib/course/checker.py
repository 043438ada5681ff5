"""``make check``: run the learner's workspace lessons top to bottom and list every exercise
as correct, not answered, not yet (with its hint) or with its check cell missing.

A learner's changed outputs never count as failures: each notebook is executed as it is (its
stored outputs are not compared), and the status of every exercise is read from the kernel
after the last cell. Only a notebook that cannot run to the end (a cell raised an error that
it was not meant to) or cannot be read at all makes the check fail; the other lessons are
checked all the same.
"""

from __future__ import annotations

import json
import logging
import re
import tempfile
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError

from ..lang import Messages, check_lang
from .exercises import STATUSES, exercises

__all__ = ["LessonCheck", "check_notebook", "format_table", "read_notebook", "lesson_id"]

_REPORT = ("import json as _json\nfrom pokerlib.course.exercises import results as _results\n"
           "print('@@course-results@@' + _json.dumps(_results()))")
_MARK = "@@course-results@@"
#: What a check cell prints first: "Exercise 00.1: not yet - HINT" (or 練習問題 … もう一歩 - …).
_LINE = re.compile(r"^(?:Exercise|練習問題) (\S+): (.*?)(?: - (.*))?$")
_CHECK_CALL = re.compile(r"""\bcheck\(\s*["']([^"']+)["']""")

_WORDS = Messages(
    en={"missing": "check cell missing", "unreadable": "could not be read",
        "no_exercises": "no exercises", "lesson": "lesson", "exercise": "exercise",
        "status": "status", "hint": "hint", "edition_en": "English edition",
        "edition_ja": "Japanese edition",
        "total": "{done} of {total} exercises correct", "total_of": "{label}: {total}",
        "did_not_run": "{name} did not run to the end: {error}",
        "cannot_read": "{name} could not be read ({why}); the other lessons were checked. "
                       "For a fresh copy (yours is kept in my-course/backups/): "
                       "make reset-lesson LESSON={lesson}",
        "why_utf8": "not UTF-8 text", "why_empty": "the file is empty",
        "why_json": "not valid JSON: the file may be cut short",
        "why_shape": "not a Jupyter notebook: no list of cells",
        "why_io": "{error}",
        "why_folder": "a folder stands where the lesson's notebook should be",
        "kernel": "the kernel stopped: {error}",
        "kernel_died": "the kernel stopped while running cell {cell}: the lesson's code ended "
                       "Python (os._exit, a crash inside a library, or memory ran out), so the "
                       "cells after it did not run",
        "kernel_timeout": "cell {cell} ran longer than {seconds} s and was stopped; the cells "
                          "after it did not run",
        "kernel_start": "the kernel could not start: {error}"},
    ja={"missing": "確認セルがありません", "unreadable": "読めません",
        "no_exercises": "練習問題なし", "lesson": "レッスン", "exercise": "問題",
        "status": "結果", "hint": "ヒント", "edition_en": "英語版", "edition_ja": "日本語版",
        "total": "{total} 問中 {done} 問正解", "total_of": "{label}: {total}",
        "did_not_run": "{name} は最後まで実行できませんでした: {error}",
        "cannot_read": "{name} を読めませんでした（{why}）。ほかのレッスンは確認しました。"
                       "新しいコピーにするには（あなたのコピーは my-course/backups/ に残ります）: "
                       "make reset-lesson LESSON={lesson}",
        "why_utf8": "UTF-8 のテキストではありません", "why_empty": "ファイルが空です",
        "why_json": "JSON として読めません。ファイルが途中で切れているかもしれません",
        "why_shape": "Jupyter ノートブックではありません（セルの一覧がありません）",
        "why_io": "{error}",
        "why_folder": "レッスンのノートブックがあるはずの場所にフォルダーがあります",
        "kernel": "カーネルが止まりました: {error}",
        "kernel_died": "セル {cell} の実行中にカーネルが止まりました。レッスンのコードが Python を"
                       "終了させました（os._exit、ライブラリ内のクラッシュ、メモリー不足など）。"
                       "そのあとのセルは実行されていません",
        "kernel_timeout": "セル {cell} が {seconds} 秒より長くかかったので止めました。"
                          "そのあとのセルは実行されていません",
        "kernel_start": "カーネルを起動できませんでした: {error}"})


@dataclass(frozen=True)
class LessonCheck:
    """One notebook's run: the status of each exercise of its lesson, the cells that failed,
    the hint of each exercise that is not yet right, and why the notebook could not be read
    (empty when it could)."""

    path: Path
    statuses: dict[str, str]        # exercise id -> "unanswered" / "correct" / "wrong" / "missing"
    errors: tuple[str, ...]         # "cell 12: NameError: name 'x' is not defined"
    hints: dict[str, str] = field(default_factory=dict)   # exercise id -> hint (when "wrong")
    unreadable: str = ""

    @property
    def ran(self) -> bool:
        return not self.errors and not self.unreadable

    @property
    def edition(self) -> str:
        return "ja" if self.path.parent.name == "ja" else "en"


def lesson_id(path: Path) -> str:
    """A lesson's id, its file name up to the first "_": "02b" for 02b_pushfold_strategy."""
    return path.name.split("_")[0]


def read_notebook(path: Path, lang: str = "en") -> tuple[Any, str]:
    """``(notebook, "")``, or ``(None, why)`` in ``lang`` when ``path`` is not a notebook that
    can be run: not UTF-8, empty, cut-short JSON, JSON that is not a notebook."""
    try:
        # utf-8-sig: a notebook saved by an editor that starts it with a byte-order mark is fine
        text = Path(path).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        return None, _WORDS("why_utf8", lang)
    except IsADirectoryError:
        return None, _WORDS("why_folder", lang)
    except OSError as exc:
        return None, _WORDS("why_io", lang, error=exc.strerror or type(exc).__name__)
    if not text.strip():
        return None, _WORDS("why_empty", lang)
    try:
        data = json.loads(text)
    except ValueError:
        return None, _WORDS("why_json", lang)
    cells = data.get("cells") if isinstance(data, dict) else None
    if not isinstance(cells, list) or not all(
            isinstance(c, dict) and c.get("cell_type") in ("code", "markdown", "raw")
            and isinstance(c.get("source", ""), (str, list)) for c in cells):
        return None, _WORDS("why_shape", lang)
    logger = logging.getLogger("nbformat")
    level, logger.level = logger.level, logging.CRITICAL
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            nb = nbformat.reads(text, as_version=4)
    except Exception:  # nbformat's own checks: a notebook in a shape it does not know
        return None, _WORDS("why_shape", lang)
    finally:
        logger.level = level
    return nb, ""


def _text(out: Any) -> str:
    if out.get("output_type") == "stream":
        text = out.get("text", "")
    else:
        text = out.get("data", {}).get("text/plain", "")
    return "".join(text) if isinstance(text, list) else str(text)


def _hints(cells: list[Any]) -> dict[str, str]:
    """Each exercise's last hint, from what its check cells printed."""
    wrong = {words["wrong"] for words in STATUSES.values()}
    hints: dict[str, str] = {}
    for cell in cells:
        if cell.cell_type != "code":
            continue
        current: str | None = None
        for out in cell.get("outputs", []):
            for line in _text(out).splitlines():
                match = _LINE.match(line)
                if match:
                    current = match.group(1) if match.group(2) in wrong else None
                    if current is not None:
                        hints[current] = (match.group(3) or "").strip()
                elif current is not None and line.strip():
                    hints[current] = f"{hints[current]} {line.strip()}".strip()
    return hints


def check_notebook(path: Path, timeout: int = 900, lang: str = "en") -> LessonCheck:
    """Execute ``path`` in a fresh kernel (in its own folder) and read back its exercises:
    every exercise of the lesson is listed, "missing" where no cell checks it. A notebook that
    cannot be read is reported (:attr:`LessonCheck.unreadable`), never raised."""
    lang = check_lang(lang)
    path = Path(path)
    nb, why = read_notebook(path, lang)
    if nb is None:
        return LessonCheck(path, {}, (), unreadable=why)
    nb.cells.append(nbformat.v4.new_code_cell(_REPORT))
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                            resources={"metadata": {"path": str(path.parent)}})
    errors = []
    running = [0]   # the cell being run, counted from 1 as the learner sees them

    def started(cell: Any, cell_index: int) -> None:
        running[0] = cell_index + 1

    client.on_cell_start = started
    # the kernel's own log (a warning about its transport on every start) is kept out of the
    # learner's terminal: a stop is said in one sentence of ours
    with tempfile.TemporaryFile("w+") as log:
        try:
            client.execute(stderr=log)
        except Exception as exc:  # the kernel died, a cell ran out of time
            errors.append(_stopped(exc, running[0], timeout, lang))
    for number, cell in enumerate(nb.cells[:-1], start=1):
        if cell.cell_type != "code" or "raises-exception" in cell.metadata.get("tags", []):
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                errors.append(f"cell {number}: {out.get('ename')}: {out.get('evalue')}")
    statuses: dict[str, str] = {}
    for out in nb.cells[-1].get("outputs", []):
        for line in _text(out).splitlines():
            if line.startswith(_MARK):
                statuses = json.loads(line[len(_MARK):])
    called = {m for cell in nb.cells[:-1] if cell.cell_type == "code"
              for m in _CHECK_CALL.findall(cell.source)}
    for ex in exercises(lesson_id(path)):
        if ex.id not in statuses:
            statuses[ex.id] = "unanswered" if ex.id in called else "missing"
    hints = {i: h for i, h in _hints(nb.cells[:-1]).items() if statuses.get(i) == "wrong" and h}
    return LessonCheck(path, statuses, tuple(errors), hints)


def _stopped(exc: Exception, cell: int, timeout: int, lang: str) -> str:
    """One sentence for a run that stopped: the kernel died in cell ``cell``, the cell ran out
    of time, or the kernel never started (``cell`` 0)."""
    if isinstance(exc, CellTimeoutError) and cell:
        return _WORDS("kernel_timeout", lang, cell=cell, seconds=timeout)
    if isinstance(exc, DeadKernelError) and cell:
        return _WORDS("kernel_died", lang, cell=cell)
    detail = (f"{type(exc).__name__}: {exc}".strip().splitlines() or [""])[0][:200]
    return _WORDS("kernel" if cell else "kernel_start", lang, error=detail)


def _order(exercise_id: str) -> list[int]:
    return [int(p) for p in exercise_id.split(".") if p.isdigit()]


def _reset_name(c: LessonCheck) -> str:
    return ("ja/" if c.edition == "ja" else "") + lesson_id(c.path)


def format_table(checks: list[LessonCheck], lang: str = "en") -> str:
    """The table ``make check`` prints, in ``lang``: for each edition checked, its label, then
    lesson, exercise, status (and the hint under each "not yet"), its total; then the lessons
    that could not be read or did not run to the end."""
    lang = check_lang(lang)
    words = dict(STATUSES[lang], missing=_WORDS("missing", lang))
    lines: list[str] = []
    editions = [e for e in ("en", "ja") if any(c.edition == e for c in checks)]
    for edition in editions:
        group = [c for c in checks if c.edition == edition]
        rows: list[tuple[str, str, str, str]] = []
        for c in group:
            for exercise_id in sorted(c.statuses, key=_order):
                rows.append((c.path.stem, exercise_id, words.get(c.statuses[exercise_id],
                                                                 c.statuses[exercise_id]),
                             c.hints.get(exercise_id, "")))
            if c.unreadable:
                rows.append((c.path.stem, "-", _WORDS("unreadable", lang), ""))
            elif not c.statuses and c.ran:
                rows.append((c.path.stem, "-", _WORDS("no_exercises", lang), ""))
        head = (_WORDS("lesson", lang), _WORDS("exercise", lang), _WORDS("status", lang))
        width = [max([len(head[i])] + [len(r[i]) for r in rows]) for i in range(3)]
        label = _WORDS(f"edition_{edition}", lang)
        if lines:
            lines.append("")
        lines.append(f"{label} ({group[0].path.parent.name}/)")
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(head, width)).rstrip())
        lines.append("  ".join("-" * w for w in width))
        for r in rows:
            lines.append("  ".join(cell.ljust(w) for cell, w in zip(r[:3], width)).rstrip())
            if r[3]:
                lines.append(f"{'':{width[0]}}  {_WORDS('hint', lang)}: {r[3]}")
        done = sum(s == "correct" for c in group for s in c.statuses.values())
        total = sum(len(c.statuses) for c in group)
        lines.append("")
        lines.append(_WORDS("total_of", lang, label=label,
                            total=_WORDS("total", lang, done=done, total=total)))
    for c in checks:
        if c.unreadable:
            lines.append(_WORDS("cannot_read", lang, name=c.path.name, why=c.unreadable,
                                lesson=_reset_name(c)))
        for error in c.errors:
            lines.append(_WORDS("did_not_run", lang, name=c.path.name, error=error))
    return "\n".join(lines)
