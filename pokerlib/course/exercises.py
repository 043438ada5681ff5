"""Exercises that check the learner: each answer is compared with the value the library
computes at that moment, and a wrong answer gets a hint that teaches.

A lesson's exercise has three cells: the question (markdown), an **answer cell** (tagged
``answer``) where the learner replaces ``answer = ...`` with their answer, and a **check cell**
(tagged ``check``) that calls :func:`check`. The correct value is never typed into the lesson: the
exercise computes it with ``pokerlib`` when the check runs, so an exercise cannot drift from the
library.

**Hints lead, they do not tell.** A hint is a :class:`Hint` in three tiers: the first wrong try
says what to look at, the second the method, and the worked answer comes only from the third
wrong try on, or when the learner asks for it with :func:`hint` (running a check again with
the same answer is not another try).

**Every right answer is accepted.** An exercise reads its answer with its ``reader``, one of
the course's one answer reader (:mod:`pokerlib.course.answers`), so a Python value and the
plain text a learner types are the same answer (``24``, ``24.0``, ``"24点"``; ``{3, 4}`` and
``"3 4"``), in either edition and as the terminal drills read them. An answer the reader
cannot read (text where a number is asked) gets a plain sentence saying what form to give
instead, and does not count as a try.

>>> from pokerlib.course.answers import number, unreadable
>>> def a_number(answer):
...     found = number(answer)
...     if found is None:
...         raise unreadable()
...     return found
>>> ex = Exercise("xx.1", "2 + 2", expected=lambda: 4, reader=a_number,
...               hint=lambda answer, expected, lang: Hint(
...                   "look at the two numbers", "add them", "2 + 2 = 4"),
...               form="a number, e.g. 5")
>>> register(ex)
>>> check("xx.1", ...)
Exercise xx.1: not answered yet
>>> check("xx.1", "four")
Exercise xx.1: not yet - answer with a number, e.g. 5
>>> check("xx.1", 5)
Exercise xx.1: not yet - look at the two numbers
>>> check("xx.1", "5")
Exercise xx.1: not yet - look at the two numbers
>>> check("xx.1", 3)
Exercise xx.1: not yet - add them (hint("xx.1") shows the worked answer)
>>> hint("xx.1")
Exercise xx.1, worked answer: 2 + 2 = 4
>>> check("xx.1", "４.０")
Exercise xx.1: correct
>>> results()["xx.1"]
'correct'
>>> _forget("xx.1")   # (this example is not one of the course's exercises)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import PokerError
from ..lang import set_default_lang

__all__ = ["Exercise", "Hint", "register", "check", "grade", "hint", "results", "progress",
           "find_exercise",
           "Progress", "STATUSES", "exercises", "language", "translate_questions"]

#: The three states of an exercise, in the learner's language.
STATUSES = {
    "en": {"unanswered": "not answered yet", "correct": "correct", "wrong": "not yet"},
    "ja": {"unanswered": "まだ答えていません", "correct": "正解", "wrong": "もう一歩"},
}
_LINE = {"en": "Exercise {id}: {status}", "ja": "練習問題 {id}: {status}"}
_HEAD = {"en": ("exercise", "question", "status"), "ja": ("問題", "内容", "結果")}
_DONE = {"en": "{done} of {total} correct", "ja": "{total} 問中 {done} 問正解"}
_MORE = {"en": ' (hint("{id}") shows the worked answer)',
         "ja": '（hint("{id}") で解き方の全体が見られます）'}
_WORKED = {"en": "Exercise {id}, worked answer: {text}", "ja": "練習問題 {id} の解き方: {text}"}
_TRY_FIRST = {"en": "Exercise {id}: try an answer first; the worked answer comes after a try",
              "ja": "練習問題 {id}: まず答えてみてください。解き方は一度答えてから見られます"}
_FORM = {"en": "answer with {form}", "ja": "答え方: {form}"}
@dataclass(frozen=True)
class Hint:
    """A hint in three tiers: what to look at, then the method, then the worked answer."""

    look: str
    method: str
    worked: str

    def tier(self, tries: int) -> str:
        """The tier for the ``tries``-th wrong try (1: look, 2: method, 3 or more: worked)."""
        return (self.look, self.method, self.worked)[max(0, min(tries, 3) - 1)]


@dataclass(frozen=True)
class Exercise:
    """One exercise: ``expected()`` computes the correct answer with the library, ``same`` says
    whether an answer matches it (default ``==``) and ``hint(answer, expected, lang)`` explains
    what a wrong answer missed, in the lesson's language ("en" or "ja"): a :class:`Hint` in
    tiers, or a plain sentence when the answer needs another form. ``reader`` turns the
    learner's answer (a value, or the raw text of a text box) into what ``same`` and ``hint``
    compare, or refuses it with a :class:`PokerError` (:mod:`pokerlib.course.answers`).
    ``kind`` is "predict", "compute" or "change" (change an example and report what happens).
    ``form`` / ``form_ja`` say what an answer looks like ("a number of points"); they answer
    any answer the reader cannot read."""

    id: str
    question: str
    expected: Callable[[], Any]
    hint: Callable[[Any, Any, str], str | Hint]
    same: Callable[[Any, Any], bool] = field(default=lambda answer, expected: answer == expected)
    kind: str = "compute"
    question_ja: str = ""    # the question in the Japanese edition's progress table
    form: str = ""           # what an answer looks like, e.g. "a number of points"
    form_ja: str = ""
    reader: Callable[[Any], Any] = field(default=lambda answer: answer)

    def question_in(self, lang: str) -> str:
        """The question in ``lang`` (the English one where no Japanese is given)."""
        return self.question_ja if lang == "ja" and self.question_ja else self.question


_EXERCISES: dict[str, Exercise] = {}
_RESULTS: dict[str, str] = {}
_TRIES: dict[str, int] = {}          # wrong tries of the right form, per exercise
_LAST_WRONG: dict[str, Any] = {}     # the last such answer (what hint() explains)


def _forget(exercise_id: str) -> None:
    """Remove an exercise and its session state (for examples and tests)."""
    for table in (_EXERCISES, _RESULTS, _TRIES, _LAST_WRONG):
        table.pop(exercise_id, None)


def register(exercise: Exercise) -> None:
    """Make ``exercise`` known to :func:`check` (a lesson's exercise module registers its own)."""
    if not isinstance(exercise, Exercise):
        raise PokerError(key="course_register_takes_exercise", type_name=type(exercise).__name__)
    _EXERCISES[exercise.id] = exercise


def translate_questions(questions_ja: dict[str, str],
                        forms_ja: dict[str, str] | None = None) -> None:
    """Give registered exercises their question in Japanese (for the Japanese edition's
    progress table): ``{exercise id: question}``, and the form of their answer in Japanese."""
    for exercise_id, text in questions_ja.items():
        if exercise_id not in _EXERCISES:
            raise PokerError(key="course_there_no_exercise_2", exercise_id=exercise_id)
        _EXERCISES[exercise_id] = replace(_EXERCISES[exercise_id], question_ja=text)
    for exercise_id, text in (forms_ja or {}).items():
        if exercise_id not in _EXERCISES:
            raise PokerError(key="course_there_no_exercise_2", exercise_id=exercise_id)
        _EXERCISES[exercise_id] = replace(_EXERCISES[exercise_id], form_ja=text)


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


def find_exercise(exercise_id: str) -> Exercise:
    """The registered exercise ``exercise_id`` (``"01.2"``), every lesson's registered first;
    an unknown or ill-typed id is refused with a keyed sentence."""
    _load_lessons()
    if not isinstance(exercise_id, str):
        raise PokerError(key="course_exercise_named_by", exercise_id=exercise_id)
    if exercise_id not in _EXERCISES:
        raise PokerError(key="course_there_no_exercise", exercise_id=exercise_id,
                         value=', '.join(sorted(_EXERCISES)))
    return _EXERCISES[exercise_id]


def _form_sentence(exercise: Exercise, lang: str) -> str:
    form = exercise.form_ja if lang == "ja" and exercise.form_ja else exercise.form
    if not form:
        return {"en": "this answer cannot be read: answer in the form the question asks",
                "ja": "この答えは読み取れません。問題の「答え方」の形で答えてください"}[lang]
    return _FORM[lang].format(form=form)


def _hint_of(exercise: Exercise, answer: Any, expected: Any, lang: str) -> str | Hint:
    try:
        return exercise.hint(answer, expected, lang)
    except Exception:  # an answer the hint cannot read: say what form to give
        return _form_sentence(exercise, lang)


def _read(exercise: Exercise, answer: Any) -> tuple[bool, Any]:
    """``(True, value)`` for an answer the exercise's reader reads, else ``(False, why)``:
    the sentence saying what form to give (in both languages, as a function of ``lang``)."""
    try:
        return True, exercise.reader(answer)
    except PokerError as exc:
        if exc.key not in (None, "answer_unreadable"):
            return False, exc.message
    except Exception:  # noqa: S110 - the reader failed on an odd value: say the form
        pass
    return False, lambda lang: _form_sentence(exercise, lang)


def _blank(answer: Any) -> bool:
    """Not answered yet: the ``...`` of a fresh answer cell, or an empty text box."""
    return answer is Ellipsis or (isinstance(answer, str) and not answer.strip())


def grade(exercise_id: str, answer: Any, lang: str = "en", tries: int = 1) -> tuple[str, str]:
    """``(status, hint)`` for ``answer`` (a value, or the raw text a learner typed): status
    is "unanswered", "correct" or "wrong"; the hint is in ``lang``, at the tier of the
    ``tries``-th wrong try (see :class:`Hint`)."""
    exercise = find_exercise(exercise_id)
    if _blank(answer):
        return "unanswered", ""
    read, value = _read(exercise, answer)
    if not read:
        return "wrong", value(lang)
    expected = exercise.expected()
    try:
        right = bool(exercise.same(value, expected))
    except Exception:  # an answer the comparison cannot take: say what form to give
        right = False
    if right:
        return "correct", ""
    found = _hint_of(exercise, value, expected, lang)
    return "wrong", found.tier(tries) if isinstance(found, Hint) else found


def _wrong_try(exercise_id: str, answer: Any, lang: str) -> str:
    """The hint for a wrong answer in this session, counting the tries of the right form."""
    exercise = find_exercise(exercise_id)
    read, value = _read(exercise, answer)
    if not read:
        return str(value(lang))           # the wrong form: not counted as a try
    found = _hint_of(exercise, value, exercise.expected(), lang)
    if not isinstance(found, Hint):
        return found                      # the wrong form: not counted as a try
    if not (exercise_id in _LAST_WRONG and _same_answer(_LAST_WRONG[exercise_id], value)):
        _TRIES[exercise_id] = _TRIES.get(exercise_id, 0) + 1   # running it again is no try
    _TRIES.setdefault(exercise_id, 1)
    _LAST_WRONG[exercise_id] = value
    tries = _TRIES[exercise_id]
    text = found.tier(tries)
    if tries == 2:                        # the next try shows the worked answer anyway
        text += _MORE[lang].format(id=exercise_id)
    return text


def _same_answer(a: Any, b: Any) -> bool:
    try:
        return a is b or bool(a == b)
    except Exception:
        return False


def hint(exercise_id: str, lang: str | None = None) -> None:
    """Print the worked answer for the last wrong answer checked (the learner asks for it);
    before any try, say to try first."""
    lang = language() if lang is None else lang
    if not isinstance(lang, str) or lang not in STATUSES:   # [1, 2] is not hashable
        raise PokerError(key="course_lang_one", value=', '.join(STATUSES), lang_=lang)
    exercise = find_exercise(exercise_id)
    if exercise_id not in _LAST_WRONG:
        print(_TRY_FIRST[lang].format(id=exercise_id))
        return
    found = _hint_of(exercise, _LAST_WRONG[exercise_id], exercise.expected(), lang)
    text = found.worked if isinstance(found, Hint) else found
    print(_WORKED[lang].format(id=exercise_id, text=text))


def language() -> str:
    """The edition being read: "ja" when the notebook runs from a ``ja`` folder (the Japanese
    edition, ``notebooks/ja/``), else "en". Lessons pass it to widgets and charts so that the
    code cells of both editions stay the same. It also makes that language the default of
    values shown without one (:func:`pokerlib.lang.set_default_lang`)."""
    lang = "ja" if Path.cwd().name == "ja" else "en"
    set_default_lang(lang)  # values shown without a language (settlements...) follow it
    return lang


def check(exercise_id: str, answer: Any, lang: str | None = None) -> None:
    """Print one line: whether ``answer`` is correct, with a hint when it is not yet (in the
    edition's language unless ``lang`` is given)."""
    lang = language() if lang is None else lang
    if not isinstance(lang, str) or lang not in STATUSES:   # [1, 2] is not hashable
        raise PokerError(key="course_lang_one", value=', '.join(STATUSES), lang_=lang)
    status, text = grade(exercise_id, answer, lang)
    if status == "wrong":
        text = _wrong_try(exercise_id, answer, lang)
    _RESULTS[exercise_id] = status
    line = _LINE[lang].format(id=exercise_id, status=STATUSES[lang][status])
    print(f"{line} - {text}" if text else line)


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

    def __post_init__(self) -> None:
        # checked when made: a Progress(lesson=5) would otherwise fail later, in its repr
        if not isinstance(self.lesson, str):
            raise PokerError(key="text", what="lesson", value=self.lesson)
        if not isinstance(self.lang, str) or self.lang not in STATUSES:
            raise PokerError(key="course_lang_one", value=', '.join(STATUSES), lang_=self.lang)
        if not isinstance(self.rows, tuple) or not all(
                isinstance(r, tuple) and len(r) == 3 and all(isinstance(c, str) for c in r)
                for r in self.rows):
            raise PokerError(key="type", what="rows",
                             allowed="a tuple of (id, question, status) texts", value=self.rows)

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
    if not isinstance(lang, str) or lang not in STATUSES:   # [1, 2] is not hashable
        raise PokerError(key="course_lang_one", value=', '.join(STATUSES), lang_=lang)
    rows = tuple((ex.id, ex.question_in(lang), STATUSES[lang][_RESULTS.get(ex.id, "unanswered")])
                 for ex in exercises(lesson))
    if not rows:
        raise PokerError(key="course_lesson_has_no", lesson=lesson)
    return Progress(lesson, rows, lang)
