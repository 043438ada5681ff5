"""Exercises that check the learner: each answer is compared with the value the library
computes at that moment, and a wrong answer gets a hint that teaches.

A lesson's exercise has three cells: the question (markdown), an **answer cell** (tagged
``answer``) where the learner replaces ``answer = ...`` with their answer, and a **check cell**
(tagged ``check``) that calls :func:`check`. The correct value is never typed into the lesson: the
exercise computes it with ``pokerlib`` when the check runs, so an exercise cannot drift from the
library.

>>> ex = Exercise("xx.1", "2 + 2", expected=lambda: 4,
...               hint=lambda answer, expected, lang: "add the two numbers")
>>> register(ex)
>>> check("xx.1", ...)
Exercise xx.1: not answered yet
>>> check("xx.1", 5)
Exercise xx.1: not yet - add the two numbers
>>> check("xx.1", 4)
Exercise xx.1: correct
>>> results()["xx.1"]
'correct'
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import PokerError
from ..i18n import set_default_lang

__all__ = ["Exercise", "register", "check", "results", "progress", "Progress", "STATUSES",
           "exercises", "language", "translate_questions"]

#: The three states of an exercise, in the learner's language.
STATUSES = {
    "en": {"unanswered": "not answered yet", "correct": "correct", "wrong": "not yet"},
    "ja": {"unanswered": "まだ答えていません", "correct": "正解", "wrong": "もう一歩"},
}
_LINE = {"en": "Exercise {id}: {status}", "ja": "練習問題 {id}: {status}"}
_HEAD = {"en": ("exercise", "question", "status"), "ja": ("問題", "内容", "結果")}
_DONE = {"en": "{done} of {total} correct", "ja": "{total} 問中 {done} 問正解"}


@dataclass(frozen=True)
class Exercise:
    """One exercise: ``expected()`` computes the correct answer with the library, ``same`` says
    whether an answer matches it (default ``==``) and ``hint(answer, expected, lang)`` explains
    what a wrong answer missed, in the lesson's language ("en" or "ja"). ``kind`` is "predict",
    "compute" or "change" (change an example and report what happens)."""

    id: str
    question: str
    expected: Callable[[], Any]
    hint: Callable[[Any, Any, str], str]
    same: Callable[[Any, Any], bool] = field(default=lambda answer, expected: answer == expected)
    kind: str = "compute"
    question_ja: str = ""    # the question in the Japanese edition's progress table

    def question_in(self, lang: str) -> str:
        """The question in ``lang`` (the English one where no Japanese is given)."""
        return self.question_ja if lang == "ja" and self.question_ja else self.question


_EXERCISES: dict[str, Exercise] = {}
_RESULTS: dict[str, str] = {}


def register(exercise: Exercise) -> None:
    """Make ``exercise`` known to :func:`check` (a lesson's exercise module registers its own)."""
    if not isinstance(exercise, Exercise):
        raise PokerError(f"register takes an Exercise, not {type(exercise).__name__}")
    _EXERCISES[exercise.id] = exercise


def translate_questions(questions_ja: dict[str, str]) -> None:
    """Give registered exercises their question in Japanese (for the Japanese edition's
    progress table): ``{exercise id: question}``."""
    for exercise_id, text in questions_ja.items():
        if exercise_id not in _EXERCISES:
            raise PokerError(f"there is no exercise {exercise_id!r} to translate")
        _EXERCISES[exercise_id] = replace(_EXERCISES[exercise_id], question_ja=text)


def exercises(lesson: str | None = None) -> list[Exercise]:
    """The registered exercises (of one lesson, e.g. ``"00"``), in order of their ids."""
    _load_lessons()
    found = [ex for key, ex in _EXERCISES.items()
             if lesson is None or key.split(".")[0] == lesson]
    # by lesson ("02" before "02b" before "03"), then by number (2 before 10)
    return sorted(found, key=lambda ex: (ex.id.split(".")[0],
                                         [int(p) if p.isdigit() else p
                                          for p in ex.id.split(".")[1:]]))


def _load_lessons() -> None:
    from . import lesson00, lesson01, lesson02, lesson03, lesson04  # noqa: F401  (they register)


def _lookup(exercise_id: str) -> Exercise:
    _load_lessons()
    if exercise_id not in _EXERCISES:
        raise PokerError(f"there is no exercise {exercise_id!r}: the exercises are "
                         f"{', '.join(sorted(_EXERCISES))}")
    return _EXERCISES[exercise_id]


def grade(exercise_id: str, answer: Any, lang: str = "en") -> tuple[str, str]:
    """``(status, hint)`` for ``answer``: status is "unanswered", "correct" or "wrong"; the hint
    is in ``lang``."""
    exercise = _lookup(exercise_id)
    if answer is Ellipsis:
        return "unanswered", ""
    expected = exercise.expected()
    try:
        right = bool(exercise.same(answer, expected))
    except Exception as exc:  # the learner's answer may be code that fails: say so, gently
        return "wrong", f"checking your answer raised {type(exc).__name__}: {exc}"
    if right:
        return "correct", ""
    try:
        return "wrong", exercise.hint(answer, expected, lang)
    except Exception as exc:
        return "wrong", f"your answer could not be compared ({type(exc).__name__}: {exc})"


def language() -> str:
    """The edition being read: "ja" when the notebook runs from a ``ja`` folder (the Japanese
    edition, ``notebooks/ja/``), else "en". Lessons pass it to widgets and charts so that the
    code cells of both editions stay the same. It also makes that language the default of
    values shown without one (:func:`pokerlib.i18n.set_default_lang`)."""
    lang = "ja" if Path.cwd().name == "ja" else "en"
    set_default_lang(lang)  # values shown without a language (settlements...) follow it
    return lang


def check(exercise_id: str, answer: Any, lang: str | None = None) -> None:
    """Print one line: whether ``answer`` is correct, with a hint when it is not yet (in the
    edition's language unless ``lang`` is given)."""
    lang = language() if lang is None else lang
    if lang not in STATUSES:
        raise PokerError(f"lang must be one of {', '.join(STATUSES)}, not {lang!r}")
    status, hint = grade(exercise_id, answer, lang)
    _RESULTS[exercise_id] = status
    line = _LINE[lang].format(id=exercise_id, status=STATUSES[lang][status])
    print(f"{line} - {hint}" if hint else line)


def results() -> dict[str, str]:
    """The status of every exercise checked in this session: id -> "unanswered", "correct" or
    "wrong" (the machine-readable form ``make check`` reads)."""
    return dict(_RESULTS)


@dataclass(frozen=True)
class Progress:
    """A lesson's exercises and their status, shown as a table."""

    lesson: str
    rows: tuple[tuple[str, str, str], ...]  # (id, question, status)
    lang: str = "en"

    def __repr__(self) -> str:
        width = max([len(q) for _, q, _ in self.rows] + [8])
        head = _HEAD[self.lang]
        lines = [f"{head[0]:9} {head[1]:{width}}  {head[2]}"]
        lines += [f"{i:9} {q:{width}}  {s}" for i, q, s in self.rows]
        done = sum(s == STATUSES[self.lang]["correct"] for _, _, s in self.rows)
        lines.append(_DONE[self.lang].format(done=done, total=len(self.rows)))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        # Left-aligned (JupyterLab right-aligns table cells), and kept away from MathJax: a
        # question such as "$4/$8 limit (blinds $2/$4)" is text, not LaTeX.
        left = ' style="text-align: left"'
        body = "".join(f"<tr><td{left}>{i}</td><td{left}>{html.escape(q)}</td>"
                       f"<td{left}>{html.escape(s)}</td></tr>" for i, q, s in self.rows)
        done = sum(s == STATUSES[self.lang]["correct"] for _, _, s in self.rows)
        head = "".join(f"<th{left}>{h}</th>" for h in _HEAD[self.lang])
        return (f'<div class="tex2jax_ignore mathjax_ignore"><table><tr>{head}</tr>{body}'
                f"</table><p>{_DONE[self.lang].format(done=done, total=len(self.rows))}</p></div>")


def progress(lesson: str, lang: str | None = None) -> Progress:
    """The status of each of a lesson's exercises as checked so far in this session."""
    lang = language() if lang is None else lang
    if lang not in STATUSES:
        raise PokerError(f"lang must be one of {', '.join(STATUSES)}, not {lang!r}")
    rows = tuple((ex.id, ex.question_in(lang), STATUSES[lang][_RESULTS.get(ex.id, "unanswered")])
                 for ex in exercises(lesson))
    if not rows:
        raise PokerError(f"lesson {lesson!r} has no exercises")
    return Progress(lesson, rows, lang)
