"""Every main lesson ends with what to remember, and none is too long to read (issue 36, item 7).

Read from the lesson sources (``notebooks/src/*.py``, both editions of every markdown cell), so
the check holds before the notebooks are stored again.

**Words of prose**, as counted here: the English text of every markdown cell of the lesson,
split at white space into tokens that hold a letter or a digit, after taking out what is not
prose — fenced code blocks (code shown, not read as sentences), tables (the glossary every
lesson opens with is looked up, not read through, and the course asks for it) and HTML tags
(``<details>``, ``<span>&#36;</span>``) — and leaving out the solution cells (closed
``<details>`` blocks of code that nbbuild writes around each solution). Inline code
(`` `best_high` ``) counts: a learner reads it as a word of the sentence. A main lesson has at
most 1,800 such words; what is longer moves to the game's appendix (00a, 01a, 02c, 03a), which
has no limit.

**What to remember**: the lesson's last cell, headed "## What to remember" / "## 覚えておくこと",
of at most 8 lines in each edition, a line being a heading, a list item or a paragraph as the
learner sees it (the source may wrap it); every number it states is one the lesson shows.
"""

from __future__ import annotations

import json
import re
import runpy
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "notebooks" / "src"
MAIN = ("00_cards_and_hands", "01_oasis_poker", "02_aof_holdem", "02b_pushfold_strategy",
        "03_omaha_hi_lo", "04_practice")
MOST_WORDS = 1800
MOST_LINES = 8
HEADING = {"en": "## What to remember", "ja": "## 覚えておくこと"}

FENCED = re.compile(r"```.*?```", re.S)
TAG = re.compile(r"<[^>\n]+>")
BLOCK = re.compile(r"\s*(?:[*+-]|\d+\.|#+|\||>)\s")
WORD = re.compile(r"\w")
TABLE_ROW = re.compile(r"^[ \t>]*\|.*$", re.M)
NUMBER = re.compile(r"(?<![\w.])[−-]?\d+(?:,\d{3})*(?:\.\d+)?")


def lesson_cells(name: str) -> list:
    """The cells of a lesson source, as nbbuild makes them (importing the source writes
    nothing: its ``write`` runs only as ``__main__``)."""
    if str(SOURCES) not in sys.path:
        sys.path.insert(0, str(SOURCES))
    return runpy.run_path(str(SOURCES / f"{name}.py"), run_name="lesson_source")["cells"]


def text(cell, lang: str) -> str:
    return cell.source if lang == "en" else cell.metadata.get("edition", {}).get(lang, "")


def prose_words(markdown: str) -> int:
    """Words of prose in one markdown text (see the module docstring).

    >>> prose_words("Run `best_high`:\\n```python\\nbest_high('As')\\n```\\n<b>one</b> | two |")
    4
    """
    text = TABLE_ROW.sub("", TAG.sub("", FENCED.sub(" ", markdown)))
    return sum(1 for token in text.split() if WORD.search(token))


def lesson_words(cells) -> int:
    return sum(prose_words(c.source) for c in cells
               if c.cell_type == "markdown" and "solution" not in c.metadata.get("tags", []))


def summary_lines(markdown: str) -> list[str]:
    """The lines of a summary as the learner sees them: each heading, list item and paragraph
    is one line, however its source is wrapped (a wrapped item's next source line belongs to
    it).

    >>> summary_lines("## Title\\n\\n* one,\\n  wrapped\\n* two\\n\\nA paragraph\\nwrapped.")
    ['## Title', '* one, wrapped', '* two', 'A paragraph wrapped.']
    """
    lines: list[str] = []
    previous_blank = True
    for line in markdown.splitlines():
        if not line.strip():
            previous_blank = True
            continue
        if previous_blank or BLOCK.match(line):
            lines.append(line.strip())
        else:
            lines[-1] += " " + line.strip()
        previous_blank = False
    return lines


@pytest.fixture(scope="module", params=MAIN)
def lesson(request):
    return request.param, lesson_cells(request.param)


def test_prose_words_counts_words_and_leaves_out_code_and_tags():
    assert prose_words("A *pair* of `K`s beats <span>&#36;</span>2.") == 6
    assert prose_words("```python\nmany words of code here\n```") == 0
    assert prose_words("| Ante | first stake |\n|---|---|\n\nBelow it.") == 2


@pytest.mark.parametrize("name", MAIN)
def test_no_main_lesson_has_over_1800_words_of_prose(name):
    words = lesson_words(lesson_cells(name))
    assert words <= MOST_WORDS, \
        f"{name} has {words} words of prose: move detail to the game's appendix, with a link"


def test_a_long_lesson_would_be_caught():
    cells = lesson_cells("00_cards_and_hands")
    padded = cells + [type(cells[0])(cell_type="markdown", source="word " * MOST_WORDS,
                                     metadata={})]
    assert lesson_words(padded) > MOST_WORDS


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_main_lesson_ends_with_what_to_remember(lesson, lang):
    name, cells = lesson
    last = cells[-1]
    assert last.cell_type == "markdown", f"{name} should end with its summary"
    lines = summary_lines(text(last, lang))
    assert lines[0] == HEADING[lang], f"{name}'s last cell is not the summary: {lines[0]!r}"
    assert len(lines) <= MOST_LINES, f"{name}'s summary has {len(lines)} lines ({lang})"
    assert len(lines) >= 4, f"{name}'s summary says too little to remember ({lang})"


def _stored_outputs(name: str, lang: str) -> str:
    folder = ROOT / "notebooks" / ("ja" if lang == "ja" else "")
    path = folder / f"{name}.ipynb"
    if not path.exists():
        return ""
    parts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for out in cell.get("outputs", []):
            parts.append("".join(out.get("text", "")))
            for mime, data in out.get("data", {}).items():
                if mime.startswith("text/"):
                    parts.append(data if isinstance(data, str) else "".join(data))
    return "\n".join(parts)


def _value(number: str) -> float:
    return round(float(number.replace(",", "").replace("−", "-")), 6)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_number_of_a_summary_is_one_the_lesson_shows(lesson, lang):
    """A summary repeats the lesson's numbers, it does not bring new ones: each number in it
    appears in the rest of the lesson (its prose, its code or the outputs stored)."""
    name, cells = lesson
    summary = TAG.sub(" ", re.sub(r"\]\([^)]*\)", "]", text(cells[-1], lang)))
    rest = "\n".join(text(c, lang) if c.cell_type == "markdown" else c.source
                     for c in cells[:-1]) + _stored_outputs(name, lang)
    shown = {_value(n) for n in NUMBER.findall(rest)}
    # a share may be said as a percentage of what the lesson prints (0.619 -> 61.9%)
    new = [n for n in NUMBER.findall(summary)
           if _value(n) not in shown and round(_value(n) / 100, 6) not in shown
           and not re.fullmatch(r"0?\d", n)]   # small counts and lesson numbers such as 01
    assert not new, f"{name}'s summary ({lang}) says numbers the lesson does not: {new}"
