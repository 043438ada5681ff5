"""Tiny helper for writing lesson notebooks as Python: ``md(...)`` and ``code(...)`` cells.

Run a lesson's script to rewrite its .ipynb (without outputs), then store it executed with
``make notebooks``. Cell tags go in ``code(..., tags=[...])``.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import nbformat


def md(text: str):
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip())


def code(text: str, tags: list[str] | None = None):
    cell = nbformat.v4.new_code_cell(textwrap.dedent(text).strip())
    if tags:
        cell.metadata["tags"] = tags
    return cell


def write(path: str | Path, cells: list) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, str(path))


# --- exercises (see pokerlib/course/exercises.py) -----------------------------------------------

def exercise(exercise_id: str, question: str, prompt: str, solution: str) -> tuple[list, object]:
    """The cells of one exercise: the question, an answer cell (tagged ``answer``) the learner
    fills in, and a check cell (tagged ``check``); plus its solution cell for the lesson's
    Solutions section. ``prompt`` says what kind of value to give; ``solution`` is code that
    ends by assigning ``solution = ...`` (tests put it in the answer cell as ``answer = ...``)."""
    number = exercise_id.split(".")[1]
    cells = [
        md(f"**Exercise {number}.** " + textwrap.dedent(question).strip()),
        code(f"answer = ...  # {prompt}", tags=["answer"]),
        code(f'check("{exercise_id}", answer)', tags=["check"]),
    ]
    cell = code(f"# Solution to exercise {number}\n" + textwrap.dedent(solution).strip()
                + "\nsolution", tags=["solution"])
    cell.metadata["exercise"] = exercise_id
    cell.metadata["jupyter"] = {"source_hidden": True, "outputs_hidden": True}
    return cells, cell


def exercises_and_solutions(lesson: str, items: list[tuple[list, object]]) -> tuple[list, list]:
    """The Exercises section (questions, answers, checks, then "Your progress") and the
    Solutions section that ends the lesson, each solution folded away until clicked."""
    body = [md("""
        ## Exercises

        Each exercise has an **answer cell**: replace the `...` after `answer =` with your
        answer and run it, then run the **check** cell below it. The check computes the right
        value with `pokerlib` and says *correct*, *not answered yet* or *not yet* with a hint.
        The solutions are folded away at the end of the lesson.
        """)]
    for cells, _ in items:
        body += cells
    body += [md(f"""
        ## Your progress

        The exercises of this lesson and what their checks said in this session (`make check`
        in a terminal lists every lesson's):
        """),
        code(f'progress("{lesson}")')]
    solutions = [md("""
        ## Solutions

        Try each exercise first. A solution is folded away: click the bar with three dots to
        open it.
        """)] + [solution for _, solution in items]
    return body, solutions


RUN_ALL_FIRST = md("""
    > **Before you start:** choose *Run → Run All Cells* once, so that every table, chart and
    > widget below appears. Until a cell has run, it shows nothing (or an old picture).
    """)
