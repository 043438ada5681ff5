"""What the lessons and documents say reaches the learner as written: no dollar amount turns
into LaTeX in JupyterLab (which reads a pair of ``$`` as math)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pokerlib.course import progress

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")) + \
    sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb"))
DOCUMENTS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
UNESCAPED = re.compile(r"(?<!\\)\$")


def _prose(markdown: str) -> str:
    """Markdown without its code blocks and code spans (where ``$`` is shown as typed)."""
    return CODE.sub("", markdown)


def _bare_dollars(markdown: str) -> list[str]:
    return [line for line in _prose(markdown).splitlines() if UNESCAPED.search(line)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lesson_text_has_an_unescaped_dollar(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            assert not _bare_dollars("".join(cell["source"])), "write $ as \\$ in markdown"


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_document_has_an_unescaped_dollar(path):
    assert not _bare_dollars(path.read_text(encoding="utf-8"))


def test_the_check_finds_a_dollar_pair_and_ignores_code():
    assert _bare_dollars("($1 in the article's $2/$4 limit game)")
    assert not _bare_dollars(r"(\$1 in the article's \$2/\$4 game) `'$5'`")
    assert not _bare_dollars("```console\n$ python -m pokerlib\n```")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_progress_table_keeps_dollar_amounts_as_text_and_reads_left_to_right(lang):
    page = progress("03", lang)._repr_html_()
    assert "$4/$8" in page or "$4/$8" in page.replace("&#x27;", "'")
    # MathJax (JupyterLab's LaTeX) skips an element with this class
    assert re.search(r'<div class="[^"]*\bmathjax_ignore\b', page)
    assert 'style="text-align: left"' in page.split("<td", 2)[1][:40]
