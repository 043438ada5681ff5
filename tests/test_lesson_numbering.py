"""Lessons are numbered one way in both editions (issue 37, item 6): the main lessons are
Lesson 00 … 04 (with 02b) / レッスン 00 … 04, the appendices Appendix 00a, 01a, 02c, 03a /
付録 00a …; never "Lesson 1", "Appendix 1a", "レッスン1", "第1課", "付録A", nor an appendix
called a lesson.

Read from the lesson sources (every markdown cell in both editions, and the comments of the
code cells) and from the documents (docs/*.md, README.md), with code spans and code blocks left
out: `pokerlib/course/lesson04.py` is a file
name, not a cross-reference."""

from __future__ import annotations

import re
import runpy
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "notebooks" / "src"
LESSONS = {"00", "01", "02", "02b", "03", "04"}
APPENDICES = {"00a", "01a", "02c", "03a"}
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)

# A reference: the word, the white space after it, an optional "[" (a link's text), the number.
EN_REF = re.compile(r"\b(lessons?|appendix|appendices)(\s*)\[?(\d\w*)", re.I)
JA_REF = re.compile(r"(レッスン|付録)([ \t\u3000]*)\[?(\d[0-9a-z]*)")
NEVER = re.compile(r"第\s*[0-9０-９一二三四五六七八九十]+\s*[課章回]|付録\s*[A-ZＡ-Ｚ](?![a-z])"
                   r"|\bchapter\s*\d", re.I)


def bad_references(text: str, lang: str) -> list[str]:
    """The references of ``text`` written another way than the course's.

    >>> bad_references("see lesson 1 and [Appendix 01a](x)", "en")
    ['lesson 1']
    >>> bad_references("レッスン01 と 付録 02c、第2課", "ja")
    ['レッスン01', '第2課']
    """
    text = CODE.sub(" ", text)
    bad = []
    pattern, names = (EN_REF, {"lesson": LESSONS, "lessons": LESSONS, "appendix": APPENDICES,
                               "appendices": APPENDICES}) if lang == "en" else \
        (JA_REF, {"レッスン": LESSONS, "付録": APPENDICES})
    for m in pattern.finditer(text):
        word, space, number = m.group(1), m.group(2), m.group(3)
        # English wraps its lines (a line break is a space); Japanese has no space to lose
        spaced = space.strip(" \t\n") == "" and space != "" if lang == "en" else space == " "
        if number not in names[word.lower()] or not spaced:
            bad.append(m.group(0))
    bad += [m.group(0) for m in NEVER.finditer(text)]
    return bad


def texts(name: str):
    """(where, lang, text) for every markdown cell and every code comment of one lesson."""
    if str(SOURCES) not in sys.path:
        sys.path.insert(0, str(SOURCES))
    cells = runpy.run_path(str(SOURCES / name), run_name="lesson_source")["cells"]
    for i, cell in enumerate(cells):
        editions = {"en": cell.source, **cell.metadata.get("edition", {})}
        if cell.cell_type == "markdown":
            for lang, text in editions.items():
                yield f"{name} cell {i}", lang, text
        else:
            for lang, text in editions.items():
                comments = "\n".join(line.split("#", 1)[1] for line in text.splitlines()
                                     if "#" in line)
                yield f"{name} cell {i} (comments)", lang, comments


SOURCE_FILES = sorted(p.name for p in SOURCES.glob("[0-9]*.py"))


def test_every_lesson_and_appendix_has_a_source():
    numbers = {name.split("_")[0] for name in SOURCE_FILES}
    assert numbers == LESSONS | APPENDICES


@pytest.mark.parametrize("name", SOURCE_FILES)
def test_lessons_are_numbered_one_way(name):
    bad = [(where, lang, ref) for where, lang, text in texts(name)
           for ref in bad_references(text, lang)]
    assert not bad, "write Lesson 00 … 04 / Appendix 00a … (レッスン 00、付録 00a): " + repr(bad)


@pytest.mark.parametrize("name", SOURCE_FILES)
def test_each_title_names_its_own_number(name):
    """A lesson's title says "Lesson NN" / "レッスン NN", an appendix's "Appendix NNa" /
    "付録 NNa", with the number of its file."""
    number = name.split("_")[0]
    first = next(iter(texts(name)))
    cells = [(lang, text) for where, lang, text in texts(name) if where == first[0]]
    en = {"en": "Lesson", "ja": "レッスン"} if number in LESSONS else \
        {"en": "Appendix", "ja": "付録"}
    for lang, text in cells:
        title = text.lstrip().splitlines()[0]
        assert title.startswith(f"# {en[lang]} {number} — "), (name, lang, title)


DOCUMENTS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_documents_number_the_lessons_the_same_way(path):
    text = path.read_text(encoding="utf-8")
    bad = bad_references(text, "en") + bad_references(text, "ja")
    assert not bad, f"{path.name}: {bad}"


def test_a_wrong_number_is_found():
    assert bad_references("Appendix 1a and Lesson 03a", "en") == ["Appendix 1a", "Lesson 03a"]
    assert bad_references("see appendix\n01a and lesson02", "en") == ["lesson02"]
    assert bad_references("付録A を見て、レッスン 02c も", "ja") == ["レッスン 02c", "付録A"]
