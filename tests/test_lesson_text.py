"""What the lessons and documents say reaches the learner as written: no dollar amount turns
into LaTeX in JupyterLab (which reads a pair of ``$`` as math)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from pokerlib.course import progress

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")) + \
    sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb"))
DOCUMENTS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
UNESCAPED = re.compile(r"(?<!\\)\$")
# What JupyterLab's MathJax may read as the start or end of a formula in a markdown cell: a `$`,
# escaped with one backslash or not (marked turns `\$` back into `$` before MathJax looks), and
# the `\\(`/`\\[` delimiters. Two backslashes before `$` are MathJax's own escape, and
# `<span>&#36;</span>` (what nbbuild writes) holds no `$` at all.
DELIMITER = re.compile(r"(?<!\\)\\?\$|\\\\[()\[\]]")


def _prose(markdown: str) -> str:
    """Markdown without its code blocks and code spans (where ``$`` is shown as typed)."""
    return CODE.sub("", markdown)


def _bare_dollars(markdown: str) -> list[str]:
    return [line for line in _prose(markdown).splitlines() if UNESCAPED.search(line)]


def math_delimiters(markdown: str) -> list[str]:
    """The formula delimiters JupyterLab could pair in one markdown cell, with a little text
    around each (an empty list when none can pair: fewer than two)."""
    prose = _prose(markdown)
    found = [prose[max(0, m.start() - 12):m.end() + 12] for m in DELIMITER.finditer(prose)]
    return found if len(found) >= 2 else []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_markdown_cell_holds_dollars_that_jupyterlab_pairs_into_math(path):
    # no lesson means a formula: a cell that did would be tagged "formula" (nbbuild's md(...,
    # formula=True)); the browser suite counts the rendered formulas too
    nb = json.loads(path.read_text(encoding="utf-8"))
    bad = {i: math_delimiters("".join(cell["source"])) for i, cell in enumerate(nb["cells"])
           if cell["cell_type"] == "markdown"
           and "formula" not in cell.get("metadata", {}).get("tags", [])}
    assert not {i: found for i, found in bad.items() if found}, \
        "write a dollar as <span>&#36;</span> (nbbuild's md() does it for lesson text)"


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_document_has_an_unescaped_dollar(path):
    # documents are read on GitHub, where `\$` is a dollar sign
    assert not _bare_dollars(path.read_text(encoding="utf-8"))


def test_the_check_finds_a_dollar_pair_escaped_or_not_and_ignores_code():
    assert _bare_dollars("($1 in the article's $2/$4 limit game)")
    assert not _bare_dollars(r"(\$1 in the article's \$2/\$4 game) `'$5'`")
    assert not _bare_dollars("```console\n$ python -m pokerlib\n```")
    # what JupyterLab showed as "(1𝑖𝑛𝑡ℎ𝑒𝑎𝑟𝑡𝑖𝑐𝑙𝑒′𝑠2/$4 limit game)": escaped once, still paired
    assert math_delimiters(r"(\$1 in the article's \$2/\$4 limit game)")
    assert math_delimiters("($1 in the article's $2/$4 limit game)")
    assert math_delimiters(r"see \\(x\\) here")
    assert not math_delimiters(r"only \$1 here")               # one sign alone pairs with nothing
    assert not math_delimiters("`$1` and `$2/$4`")
    assert not math_delimiters(r"\\$1 and \\$2")             # MathJax's own escape
    assert not math_delimiters("<span>&#36;</span>1 and <span>&#36;</span>2/<span>&#36;</span>4")


def test_nbbuild_writes_every_dollar_outside_code_so_that_none_can_pair():
    sys.path.insert(0, str(ROOT / "notebooks" / "src"))
    from nbbuild import DOLLAR, md

    cell = md(en=r"blinds $2/\$4 and `'$5'`", ja="ブラインド $2/$4")
    assert cell.source == f"blinds {DOLLAR}2/{DOLLAR}4 and `'$5'`"
    assert not math_delimiters(cell.source) and not math_delimiters(cell.metadata["edition"]["ja"])
    formula = md(en="$x^2$", ja="$x^2$", formula=True)
    assert formula.source == "$x^2$" and formula.metadata["tags"] == ["formula"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_progress_table_keeps_dollar_amounts_as_text_and_reads_left_to_right(lang):
    page = progress("03", lang)._repr_html_()
    # the Japanese edition writes the Omaha article's way, 4/8ドル
    amount = {"en": "$4/$8", "ja": "4/8ドル"}[lang]
    assert amount in page or amount in page.replace("&#x27;", "'")
    # MathJax (JupyterLab's LaTeX) skips an element with this class
    assert re.search(r'<div class="[^"]*\bmathjax_ignore\b', page)
    assert 'style="text-align: left"' in page.split("<td", 2)[1][:40]


# --- the Japanese edition names what the Japanese learner sees (issue 22) -------------------

def _markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def _buttons():
    from pokerlib.course.widgets.aof_table import MESSAGES as AOF
    from pokerlib.course.widgets.oasis_table import TEXT as OASIS
    from pokerlib.course.widgets.omaha_view import MESSAGES as OMAHA
    return {"01_oasis_poker": (OASIS, ["exchange", "fold", "raise", "advice", "replay", "rules"]),
            "02_aof_holdem": (AOF, ["allin", "fold", "next", "hint"]),
            "02b_pushfold_strategy": (AOF, ["hint"]),
            "03_omaha_hi_lo": (OMAHA, ["hint"])}


@pytest.mark.parametrize("lesson", ["01_oasis_poker", "02_aof_holdem", "02b_pushfold_strategy",
                                    "03_omaha_hi_lo"])
def test_the_japanese_lesson_names_each_button_as_the_widget_shows_it(lesson):
    messages, keys = _buttons()[lesson]
    text = _markdown(ROOT / "notebooks" / "ja" / f"{lesson}.ipynb")
    for key in keys:
        shown, english = messages(key, "ja"), messages(key, "en")
        assert f"**{shown}**" in text, f"the lesson should name the {shown} button"
        if english != shown:
            assert f"**{english}**" not in text, f"the widget shows {shown}, not {english}"


def test_the_japanese_ranking_order_keeps_every_greater_than_sign():
    text = _markdown(ROOT / "notebooks" / "ja" / "00_cards_and_hands.ipynb")
    assert "(2, 2, 1) ツーペア > (2, 1, 1, 1) ワンペア" in text


def test_the_japanese_appendices_keep_every_section_heading():
    oasis = _markdown(ROOT / "notebooks" / "ja" / "01a_oasis_under_the_hood.ipynb")
    assert [n for n in range(1, 7) if f"## {n}. " in oasis] == [1, 2, 3, 4, 5, 6]
    aof = _markdown(ROOT / "notebooks" / "ja" / "02c_aof_under_the_hood.ipynb")
    assert "## ソルバーの中のレーキ" in aof


@pytest.mark.parametrize("exercise_id", ["01.2", "02.1", "04.3", "02b.2", "01.3"])
def test_japanese_worked_hints_use_japanese_punctuation(exercise_id):
    from pokerlib.course.exercises import grade
    wrong = {"01.2": {1}, "02.1": {"A": 1}, "04.3": {"Ann": 1}, "02b.2": 1.0, "01.3": "raise"}
    text = grade(exercise_id, wrong[exercise_id], "ja", tries=3)[1]
    assert "; " not in text and "(A, B" not in text
    if exercise_id == "02b.2":
        assert "フォールドより-0.6" not in text
    if exercise_id == "01.3":
        assert "Foldの方が" in text        # which option is higher says its subject


CJK = "\u3040-\u30ff\u3400-\u9fff\uff00-\uffef"


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb")),
                         ids=lambda p: p.name)
def test_japanese_prose_uses_japanese_commas(path):
    """No ASCII comma or semicolon next to Japanese text (、 and 。 instead)."""
    prose = _prose(_markdown(path))
    found = re.findall(rf".{{0,12}}(?:[{CJK}][,;] |[,;] [{CJK}]).{{0,12}}", prose)
    assert not found, found


def test_lesson_04_states_the_mixing_rule_the_push_fold_drill_grades_by():
    from pokerlib.course.drills.pushfold import MIX_BAND
    text = _markdown(ROOT / "notebooks" / "04_practice.ipynb")
    low, high = (f"{round(share * 100)}%" for share in MIX_BAND)
    assert f"between {low} and {high} of the time" in text
    ja = _markdown(ROOT / "notebooks" / "ja" / "04_practice.ipynb")
    assert f"{low}から{high}の間" in ja


def test_appendix_01a_and_the_readme_agree_on_the_oasis_regeneration_time():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    minutes = re.search(r"regenerate oasis-house-edge.*?~(\d+) min", readme).group(1)
    assert f"about {minutes} minutes in all" in _markdown(
        ROOT / "notebooks" / "01a_oasis_under_the_hood.ipynb")


# --- what a run costs, not the machine it was made on (issue 36) -----------------------------

@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_lesson_speaks_of_the_machine_it_was_made_on(path):
    # the learner's machine is not "this 2-core machine": a run costs CPU-hours
    text = _markdown(path)
    for words in ("this machine", "this 2-core machine", "このマシン", "2コアのマシン"):
        assert words not in text, words


@pytest.mark.parametrize("edition", ["", "ja"])
def test_lesson_01a_lists_every_shipped_full_strategy_result(edition):
    text = _markdown(ROOT / "notebooks" / edition / "01a_oasis_under_the_hood.ipynb")
    shipped = sorted(p.name for p in (ROOT / "pokerlib" / "data").glob("oasis_edge_*.json"))
    assert shipped and all(name in text for name in shipped)
    # README and docs/oasis-exact.md: Senator's count ran over two sessions
    assert ("two sessions" in text) if not edition else ("2回に分けて" in text)
