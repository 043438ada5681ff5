"""Exercises check the learner: stored lessons leave every answer open, every solution makes
its check say "correct", wrong answers get "not yet" with a hint, and ``make check`` reads the
statuses back from a run of the learner's copy."""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path

import nbformat
import pytest

from pokerlib.course import exercises
from pokerlib.course.checker import check_notebook, format_table
from pokerlib.course.exercises import grade
from pokerlib.course.lesson00 import disagreement
from pokerlib.evaluate import best_high

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))


def _cells(path: Path, tag: str) -> list:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [c for c in nb["cells"] if tag in c.get("metadata", {}).get("tags", [])]


def _lesson_id(path: Path) -> str:
    """A lesson's id is its file name up to the first "_": "02" for 02_aof_holdem, "02b" for
    02b_pushfold_strategy (exercise ids start with it: "02b.1")."""
    return path.name.split("_")[0]


# lessons with an Exercises section (an appendix such as 02c may have none)
LESSON_IDS = sorted({_lesson_id(p) for p in LESSONS if _cells(p, "answer")})


def _lesson(lesson: str) -> Path:
    return next(p for p in LESSONS if _lesson_id(p) == lesson)


def test_every_exercise_belongs_to_a_lesson_with_an_exercises_section():
    assert {ex.id.split(".")[0] for ex in exercises()} <= set(LESSON_IDS)


@pytest.mark.parametrize("lesson", LESSON_IDS)
def test_every_lesson_has_four_or_more_exercises_of_mixed_kinds(lesson):
    found = exercises(lesson)
    assert len(found) >= 4
    assert len({ex.kind for ex in found}) >= 2, "mix predict, compute and change exercises"


@pytest.mark.parametrize("lesson", LESSON_IDS)
def test_stored_lesson_leaves_every_answer_open_and_hides_the_solutions(lesson):
    """The stored lesson is what *Run All* makes of it: every check says "not answered yet",
    the progress table counts nothing correct, and no solution ran (a solution is a closed
    markdown block, never a code cell, so Run All cannot run it)."""
    path = _lesson(lesson)
    answers, checks = _cells(path, "answer"), _cells(path, "check")
    ids = [ex.id for ex in exercises(lesson)]
    assert len(answers) == len(checks) == len(ids)
    for cell in answers:
        assert "".join(cell["source"]).startswith("answer = ...")
    for cell, exercise_id in zip(checks, ids):
        assert "".join(cell["source"]) == f'check("{exercise_id}", answer)'
        printed = "".join("".join(o.get("text", "")) for o in cell["outputs"])
        assert printed == f"Exercise {exercise_id}: not answered yet\n"
    nb = json.loads(path.read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    progress_cell = next(c for c, s in zip(nb["cells"], sources)
                         if s.startswith(f'progress("{lesson}")'))
    shown = "".join("".join(o.get("data", {}).get("text/plain", ""))
                    for o in progress_cell["outputs"])
    assert f"0 of {len(ids)} correct" in shown
    solutions = _cells(path, "solution")
    assert [c["metadata"]["exercise"] for c in solutions] == ids
    for cell in solutions:
        assert cell["cell_type"] == "markdown", "Run All must never run a solution"
        text = "".join(cell["source"])
        assert text.startswith("<details>\n<summary>") and text.endswith("</details>")
        assert "<details open" not in text
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert "answer = ..." in "".join(cell["source"]) or \
                not re.search(r"^answer\s*=", "".join(cell["source"]), re.M), \
                "no code cell but the answer cells sets answer"


def _solution_code(cell: dict) -> str:
    """The code of a solution block (what a learner copies into the answer cell)."""
    found = re.search(r"```python\n(.*?)\n```", "".join(cell["source"]), re.S)
    assert found, "a solution holds one python code block"
    return found.group(1)


def _assigned(source: str) -> set[str]:
    """The global names a piece of code binds (assignments, for-loops, defs, imports; not the
    local names inside a function or a comprehension)."""
    names: set[str] = set()
    local = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ListComp, ast.SetComp,
             ast.DictComp, ast.GeneratorExp)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, local):
                visit(child)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(child.name)

    visit(ast.parse(source))
    return names


@pytest.mark.parametrize("lesson", LESSON_IDS)
def test_a_copied_solution_changes_no_name_the_lesson_uses_but_answer(lesson):
    """Copying a solution into its answer cell must not overwrite the lesson's variables (in
    lesson 04 a shared name made the worked example grade another hand)."""
    nb = nbformat.read(str(_lesson(lesson)), as_version=4)
    lesson_names: set[str] = set()
    for cell in nb.cells:
        if cell.cell_type == "code":
            lesson_names |= _assigned(
                "\n".join(line for line in cell.source.splitlines()
                          if not line.lstrip().startswith(("%", "!"))))
    lesson_names.discard("answer")
    for cell in _cells(_lesson(lesson), "solution"):
        code = _solution_code(cell)
        assert re.search(r"^answer\s*=", code, re.M), "a solution ends by setting answer"
        clash = (_assigned(code) - {"answer"}) & lesson_names
        assert not clash, f"{cell['metadata']['exercise']} would overwrite {sorted(clash)}"


@pytest.mark.parametrize("lesson", [p.parent.name + "/" + p.name
                                    for p in sorted((ROOT / "notebooks" / "ja").glob("0*.ipynb"))
                                    if _cells(p, "solution")])
def test_the_japanese_editions_solutions_are_closed_blocks_with_the_same_code(lesson):
    ja = ROOT / "notebooks" / lesson
    en = ROOT / "notebooks" / ja.name
    from test_editions import _code_only, _comments, japanese_share

    for cell_ja, cell_en in zip(_cells(ja, "solution"), _cells(en, "solution")):
        assert cell_ja["cell_type"] == "markdown"
        assert "解答例" in "".join(cell_ja["source"])
        # the same code; only the comments speak the edition's language
        assert _code_only(_solution_code(cell_ja)) == _code_only(_solution_code(cell_en))
        for comment in _comments(_solution_code(cell_ja)):
            assert japanese_share(comment) >= 0.3, comment


def test_run_all_of_an_untouched_lesson_marks_no_exercise_correct(tmp_path):
    """Run All in a fresh kernel (as JupyterLab does it, every code cell in order)."""
    path = _lesson("00")
    shutil.copy(path, tmp_path / path.name)
    result = check_notebook(tmp_path / path.name)
    assert result.ran, result.errors
    assert result.statuses == {ex.id: "unanswered" for ex in exercises("00")}


def _answered_copy(path: Path, folder: Path, answers: dict[str, str]) -> Path:
    """A copy of the lesson whose answer cells hold ``answers[id]`` (source code)."""
    nb = nbformat.read(str(path), as_version=4)
    checks = [c for c in nb.cells if "check" in c.metadata.get("tags", [])]
    answer_cells = [c for c in nb.cells if "answer" in c.metadata.get("tags", [])]
    for answer_cell, check_cell in zip(answer_cells, checks):
        exercise_id = re.match(r'check\("([^"]+)"', check_cell.source).group(1)
        if exercise_id in answers:
            answer_cell.source = answers[exercise_id]
    target = folder / path.name
    nbformat.write(nb, str(target))
    return target


@pytest.mark.parametrize("lesson", LESSON_IDS)
def test_filling_every_answer_with_its_solution_makes_every_check_correct(lesson, tmp_path):
    path = _lesson(lesson)
    answers = {c["metadata"]["exercise"]: _solution_code(c) for c in _cells(path, "solution")}
    assert set(answers) == {ex.id for ex in exercises(lesson)}
    copy = _answered_copy(path, tmp_path, answers)
    result = check_notebook(copy)
    assert result.ran, result.errors
    assert result.statuses == {ex.id: "correct" for ex in exercises(lesson)}
    table = format_table([result])
    assert f"{len(answers)} of {len(answers)} exercises correct" in table


def test_a_wrong_answer_in_a_learners_copy_reads_not_yet_and_a_broken_cell_is_reported(tmp_path):
    path = _lesson("00")
    copy = _answered_copy(path, tmp_path, {"00.1": "answer = 'second'", "00.4": "answer = 1/0"})
    result = check_notebook(copy)
    assert result.statuses["00.1"] == "wrong"
    assert result.statuses["00.2"] == "unanswered"
    assert "00.4" not in result.statuses or result.statuses["00.4"] == "unanswered"
    assert not result.ran and "ZeroDivisionError" in result.errors[0]
    table = format_table([result])
    assert "00.1      not yet" in table and "did not run to the end" in table


# A wrong answer for each exercise, and what its hint must teach.
WRONG = {
    "00.1": ("second", "A♠ A♥ K♦ K♣ Q♠ is"),
    "00.2": ("first", "made by the board alone"),
    "00.3": ("flush", "The best high is"),
    "00.4": ("8-4-3-2-A", "8 against 7"),
    "00.6": ("Jd 4d 3c Qd 6h", "still has"),
    "01.1": (45, "the fees never do"),
    "01.2": ({1, 3, 4}, "1: A♠ Q♦ J♣ T♥ 8♠"),
    "01.3": ("raise", "Antes more"),
    "01.4": (240, "not on the Raise plus the fee"),
    "01.5": (240, "100 + 10 + 2 × 20"),
    "02.1": ({"A": 15, "B": 14, "C": 8}, "main pot 15 for A, B, C"),
    "02.2": (10, "the 6 chips nobody matched go back to A"),
    "02.3": ("AKo", "coin flip"),
    "02.4": ([True, True, False], "BOTH hole cards"),
    "02b.1": ("fold", "all-in 100% of the time"),
    "02b.2": (0.6, "calling is -0.6 big blinds against folding"),
    "02b.3": (("call", "call"), "with the course rake 0%"),
    "02b.4": (3, "up to 2.5 big blinds"),
    "03.1": ("Ks Qs", "exactly two hole cards"),
    "03.2": (17, "the bet to call (7)"),
    "03.3": ({"Ann": 11, "Bob": 34}, "(23 and 22)"),
    "03.4": ((4, 0), "the small blind is dead"),
    "03.5": ("Ad Kd 3s 4s", "the low is now"),
    "03.6": (3, "those 2 come back"),
    "04.1": ("all-in", "Going all-in gives up"),
    "04.2": (0.64, "called = 0.2617"),
    "04.3": ({"Ann": 22, "Bob": 12, "Cat": 11}, "quartered: Bob 11, Cat 11"),
    "04.4": ("Ks 9d 6c 4h 3d", "raise: not the best choice (fold)"),
}


@pytest.mark.parametrize("exercise_id", sorted(WRONG))
def test_a_wrong_answer_gets_hints_that_lead_before_they_tell(exercise_id):
    """First try: what to look at; second: the method; the worked answer (the words that
    give the answer away) only from the third wrong try on."""
    answer, words = WRONG[exercise_id]
    tiers = [grade(exercise_id, answer, tries=n) for n in (1, 2, 3, 4)]
    assert all(status == "wrong" for status, _ in tiers)
    look, method, worked, again = (hint for _, hint in tiers)
    assert words in worked and again == worked
    assert words not in look and words not in method
    assert len({look, method, worked}) == 3


def test_the_session_counts_tries_and_the_learner_may_ask_for_the_worked_answer(capsys):
    from pokerlib.course import check, hint
    from pokerlib.course.exercises import _LAST_WRONG, _TRIES

    _TRIES.pop("02.1", None)
    _LAST_WRONG.pop("02.1", None)
    hint("02.1")
    assert "try an answer first" in capsys.readouterr().out
    check("02.1", "A gets 15", lang="en")            # the wrong form: not a try
    assert "the chips each player gets" in capsys.readouterr().out
    check("02.1", {"A": 15, "B": 14, "C": 8}, lang="en")
    first = capsys.readouterr().out
    assert "side pots first" in first and "C gets 8 back" not in first
    check("02.1", {"A": 15, "B": 14, "C": 8}, lang="en")   # run again: the same try
    assert capsys.readouterr().out == first
    check("02.1", {"A": 5, "B": 24, "C": 8}, lang="en")
    assert 'hint("02.1") shows the worked answer' in capsys.readouterr().out
    hint("02.1", lang="ja")
    assert "戻ります" in capsys.readouterr().out
    check("02.1", {"A": 0, "B": 37, "C": 0}, lang="en")
    assert "C gets 8 back" in capsys.readouterr().out


# Answers of another form than asked: the hint says which form to give, never the method.
OFF_TARGET = {
    "00.1": ("Q", "first, second or tie"),
    "00.3": ("a good hand", "(straight flush, four of a kind ... high card)"),
    "00.6": ("the five", "five cards as text"),
    "01.1": ("forty", "a number of points"),
    "01.2": ("3 and four", "the hands' numbers"),
    "01.3": ("wait", "fold, raise or the cards to exchange"),
    "01.4": ("a lot", "a number of points"),
    "02.1": ([15, 14, 8], "the chips each player gets"),
    "02.3": ("deuces", "22 or AKo"),
    "02.4": ("a and d", "three True/False"),
    "02b.1": ("maybe", "all-in, fold or mixed"),
    "02b.2": ("minus", "a number of big blinds"),
    "02b.3": ("call", "two words"),
    "03.1": ("K Q", "two hole cards as text"),
    "03.2": ("twenty-four", "whole number of chips"),
    "03.5": ("ace of hearts", "four hole cards as text"),
    "04.1": (1, "all-in or fold"),
    "04.4": ("Ks 9d 6c 4h Ac", "A♣ is already in play (it is the dealer's up card)"),
}


@pytest.mark.parametrize("exercise_id", sorted(OFF_TARGET))
def test_an_answer_of_another_form_says_what_form_to_give(exercise_id):
    answer, words = OFF_TARGET[exercise_id]
    status, text = grade(exercise_id, answer)
    assert status == "wrong" and words in text
    assert "raised" not in text and "could not be compared" not in text
    assert grade(exercise_id, answer, tries=3)[1] == text     # the same at every try


# The Japanese words a learner may answer with (issue 22): accepted where the English are.
JAPANESE = {"00.1": "前者", "00.3": "ワンペア", "01.3": "フォールド", "02b.1": "オールイン",
            "02b.3": ("コール", "フォールド"), "04.1": "フォールド"}


@pytest.mark.parametrize("exercise_id", sorted(JAPANESE))
def test_japanese_answers_are_accepted(exercise_id):
    assert grade(exercise_id, JAPANESE[exercise_id], "ja")[0] == "correct"


def test_a_japanese_answer_of_another_form_is_told_the_form_in_japanese():
    status, text = grade("02b.1", "たぶんオールイン", "ja")
    assert status == "wrong" and "オールイン、フォールド、ミックスのどれか" in text
    assert grade("00.1", "後者", "ja")[0] == "wrong"


def test_every_exercise_says_what_form_its_answer_takes_in_both_languages():
    for ex in exercises():
        assert ex.form and ex.form_ja, ex.id


def test_every_exercise_has_a_wrong_answer_under_test():
    assert set(WRONG) | {"00.5"} == {ex.id for ex in exercises()}


def test_the_ranking_exercise_finds_where_a_learners_ranking_goes_wrong():
    def no_straights(hand):  # a common first attempt: forgets straights and flushes
        from collections import Counter
        counts = sorted(Counter(c.rank_char for c in hand).values(), reverse=True)
        return counts, sorted("23456789TJQKA".index(c.rank_char) for c in hand)[::-1]

    pair = disagreement(no_straights)
    assert pair is not None
    a, b = pair
    assert (no_straights(best_high(a).cards) > no_straights(best_high(b).cards)) != \
        (best_high(a) > best_high(b))
    status, hint = grade("00.5", no_straights)
    assert status == "wrong" and "orders" in hint
    assert "straight flush > four of a kind" in grade("00.5", no_straights, tries=2)[1]
    # the library's own ranking is no answer to "write your own" (tests/test_exercise_leaks.py)
    assert grade("00.5", best_high) == ("wrong", grade("00.5", best_high, tries=3)[1])
    assert grade("00.5", ...)[0] == "unanswered"
    assert "answer = full_ranking" in grade("00.5", 3)[1]


def test_the_workspace_check_command_lists_every_exercise_as_not_answered(tmp_path):
    from pokerlib.course.__main__ import main

    repo = tmp_path / "course"
    shutil.copytree(ROOT / "notebooks", repo / "notebooks",
                    ignore=shutil.ignore_patterns("src", ".ipynb_checkpoints"))
    assert main(["--repo", str(repo), "workspace"]) == 0
    assert main(["--repo", str(repo), "check", "00"]) == 0
