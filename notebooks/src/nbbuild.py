"""Tiny helper for writing lesson notebooks as Python: ``md(...)`` and ``code(...)`` cells.

``make lesson L=02`` rewrites a lesson's notebooks from its script and stores them executed
(``build.py``; ``make notebooks`` does every lesson). Cell tags go in ``code(..., tags=[...])``.

**Two editions from one source.** ``md(en="...", ja="...")`` holds a markdown cell in English
and Japanese; code cells are shared. When every markdown cell of a lesson has both languages,
:func:`write` stores the English edition in ``notebooks/`` and the Japanese one in
``notebooks/ja/`` (same file name). Code that must speak the reader's language asks
``pokerlib.course.language()``, which reads the notebook's folder, so the code cells stay
identical in both editions.
"""

from __future__ import annotations

import copy
import re
import textwrap
from pathlib import Path

import nbformat

LANGS = ("en", "ja")


def _text(text: str) -> str:
    return textwrap.dedent(text).strip()


# Kana, kanji and full-width punctuation: a line break next to one of them is not a space.
_CJK = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
_SOFT_BREAK = re.compile(rf"(?<=[{_CJK}])\n[ \t]*(?:>[ \t]*)?(?=\S)"
                         rf"|(?<=[^\n])\n[ \t]*(?:>[ \t]*)?(?=[{_CJK}])")


def _japanese(text: str) -> str:
    r"""Japanese text with its soft line breaks removed where they touch a Japanese character:
    a browser shows a wrapped line's break as a space, which Japanese does not have. Blank
    lines, new list items, table rows and headings are kept.

    >>> _japanese("## 一局\n\nディーラーの\n公開カード\n\n1. Ante\n2. 交換")
    '## 一局\n\nディーラーの公開カード\n\n1. Ante\n2. 交換'
    """
    lines = _text(text)
    return _SOFT_BREAK.sub(lambda m: "" if _continues(lines, m) else m.group(0), lines)


def _continues(text: str, match: re.Match) -> bool:
    """Whether the line after a break continues the paragraph (is not a new list item, table
    row, heading or blockquote of its own)."""
    following = text[match.end():].split("\n", 1)[0]
    previous = text[:match.start()].rsplit("\n", 1)[-1]
    new_block = re.match(r"(\d+\.|[*+-]|#+|\|)\s", following + " ") is not None
    return not new_block and not previous.lstrip().startswith(("|", "#"))


_CODE = re.compile(r"(```.*?```|`[^`\n]*`)", re.S)

#: A dollar sign as JupyterLab shows it and never reads as math. JupyterLab takes ``$`` pairs out
#: of the markdown before rendering it, and MathJax then pairs the ``$`` left in the page, so
#: neither ``$`` nor ``\$`` (which marked turns back into ``$``) is safe once a paragraph holds
#: two amounts: "\$1 in a \$2/\$4 game" showed as a formula. The character reference hides the
#: sign from the first step, and the element around it keeps MathJax from pairing it with the
#: next one (MathJax looks for both delimiters in one run of text). Checked in Chromium with
#: JupyterLab 4.6 (tests/browser counts the formulas of every lesson it opens).
DOLLAR = "<span>&#36;</span>"


def escape_dollars(text: str) -> str:
    r"""``text`` with each ``$`` outside code written as :data:`DOLLAR` (an escaped ``\$`` too),
    so that "$1 in a $2/$4 game" keeps its amounts in JupyterLab; code shows ``$`` as typed.

    >>> escape_dollars("blinds $2/\\$4, `x = '$5'`")
    "blinds <span>&#36;</span>2/<span>&#36;</span>4, `x = '$5'`"
    """
    parts = _CODE.split(text)
    return "".join(part if i % 2 else re.sub(r"\\?\$", DOLLAR, part)
                   for i, part in enumerate(parts))


def md(text: str | None = None, *, en: str | None = None, ja: str | None = None,
       formula: bool = False):
    """A markdown cell: ``md("...")`` (English only) or ``md(en="...", ja="...")``. Every ``$``
    is shown as a dollar sign (:func:`escape_dollars`); a cell that holds LaTeX on purpose says
    ``formula=True``, which keeps its ``$`` and tags it ``formula`` (the tests allow math only
    there)."""
    english = en if en is not None else text
    if english is None:
        raise ValueError("md() needs the English text")
    keep = (lambda t: t) if formula else escape_dollars
    cell = nbformat.v4.new_markdown_cell(keep(_text(english)))
    if ja is not None:
        cell.metadata["edition"] = {"ja": keep(_japanese(ja))}
    if formula:
        cell.metadata["tags"] = ["formula"]
    return cell


def button(messages, key: str, lang: str = "ja") -> str:
    """A widget's button name in bold, as the widget shows it in ``lang``: lesson text takes
    it from the widget's own message table (e.g. ``button(OASIS_TEXT, "exchange")`` is
    ``**交換**``), so the two cannot drift apart."""
    return f"**{messages(key, lang)}**"


def code(text: str, tags: list[str] | None = None, ja: dict[str, str] | None = None):
    """A code cell, the same in both editions except its comments and docstrings: ``ja`` maps
    each English comment or docstring text to its Japanese (the Japanese edition's learner
    reads the code's comments in Japanese). The code itself cannot differ: :func:`same_code`
    checks it."""
    source = textwrap.dedent(text).strip()
    cell = nbformat.v4.new_code_cell(source)
    if tags:
        cell.metadata["tags"] = tags
    if ja:
        japanese = source
        for english, translated in ja.items():
            if english not in japanese:
                raise ValueError(f"no comment {english!r} in the cell to translate")
            japanese = japanese.replace(english, translated)
        if not same_code(source, japanese):
            raise ValueError("a translation changed the code, not only its comments")
        cell.metadata["edition"] = {"ja": japanese}
    return cell


def code_only(source: str) -> str:
    """``source`` without its comments and docstrings (IPython magics kept as comments-free
    text): what must be the same in both editions."""
    import ast
    import io
    import tokenize

    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    text = "\n".join(lines)
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
              if t.type != tokenize.COMMENT]
    tree = ast.parse(tokenize.untokenize(tokens))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
    return ast.dump(tree)


def same_code(english: str, japanese: str) -> bool:
    """Whether two editions of a cell differ only in comments and docstrings."""
    return code_only(english) == code_only(japanese)


def bilingual(cells: list) -> bool:
    """Whether every markdown cell has its Japanese text."""
    return all("ja" in c.metadata.get("edition", {})
               for c in cells if c.cell_type == "markdown")


def edition(cells: list, lang: str) -> list:
    """The cells of one edition: each markdown cell in ``lang``, code cells unchanged."""
    out = []
    for cell in cells:
        cell = copy.deepcopy(cell)
        texts = cell.metadata.pop("edition", {})
        if lang != "en" and (cell.cell_type == "markdown" or lang in texts):
            cell.source = texts[lang]
        out.append(cell)
    return out


def _notebook(cells: list):
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def write(path: str | Path, cells: list) -> None:
    """Store the English edition at ``path`` and, when every markdown cell is bilingual, the
    Japanese edition in the ``ja/`` folder beside it."""
    path = Path(path)
    nbformat.write(_notebook(edition(cells, "en")), str(path))
    if bilingual(cells):
        (path.parent / "ja").mkdir(exist_ok=True)
        nbformat.write(_notebook(edition(cells, "ja")), str(path.parent / "ja" / path.name))


# --- exercises (see pokerlib/course/exercises.py) -----------------------------------------------

def exercise(exercise_id: str, question: str, prompt: str, solution: str,
             *, ja: str | None = None, prompt_ja: str | None = None,
             solution_ja: dict[str, str] | None = None) -> tuple[list, object]:
    """The cells of one exercise: the question (ending with what kind of answer to give), an
    answer cell (tagged ``answer``) the learner fills in, and a check cell (tagged ``check``);
    plus its solution for the lesson's Solutions section.

    ``solution`` is code that ends by assigning ``answer = ...``, so that a learner who opens it
    can copy it into the answer cell. It is stored as a **markdown** cell (a fenced code block
    inside ``<details>``): *Run All* never runs it, it puts nothing under the exercise and
    changes no name of the lesson, and it stays closed until the learner clicks it. The tests
    take the code out of the block and prove it correct in a copy of the lesson.
    ``solution_ja`` maps the solution's English comments and docstrings to Japanese, as
    ``code(..., ja=...)`` does.
    """
    number = exercise_id.split(".")[1]
    question_en = f"**Exercise {number}.** {_text(question)}\n\n*Answer with* {prompt}."
    question_ja = None if ja is None else \
        f"**練習問題 {number}.** {_text(ja)}\n\n*答え方:* {prompt_ja or prompt}"
    cells = [
        md(en=question_en, ja=question_ja),
        code("answer = ...", tags=["answer"]),
        code(f'check("{exercise_id}", answer)', tags=["check"]),
    ]
    cell = solution_cell(exercise_id, solution, solution_ja)
    return cells, cell


SOLUTION_OPEN = {
    "en": ("Solution to exercise {id}",
           "click to open; try the exercise first",
           "Copy the code into the answer cell of exercise {id}, run it, then run the check."),
    "ja": ("練習問題 {id} の解答例",
           "クリックすると開きます。先に自分で解いてみてください",
           "このコードを練習問題 {id} の解答セルに写して実行し、チェックのセルを実行してください。"),
}


def solution_cell(exercise_id: str, solution: str, solution_ja: dict[str, str] | None = None):
    """A closed ``<details>`` block holding the solution's code (see :func:`exercise`).
    The Japanese text is not passed through :func:`_japanese`, which would join code lines."""
    def text(lang: str, source: str) -> str:
        title, note, how = (t.format(id=exercise_id) for t in SOLUTION_OPEN[lang])
        body = textwrap.dedent(source).strip()
        if "solution =" in body or "answer =" not in body:
            raise ValueError(f"the solution of {exercise_id} must end by assigning answer = ...")
        note = f" ({note})" if lang == "en" else f"（{note}）"
        return (f"<details>\n<summary><b>{title}</b>{note}</summary>\n\n{how}\n\n"
                f"```python\n{body}\n```\n\n</details>")
    japanese = textwrap.dedent(solution).strip()
    for english, translated in (solution_ja or {}).items():
        if english not in japanese:
            raise ValueError(f"no comment {english!r} in the solution of {exercise_id}")
        japanese = japanese.replace(english, translated)
    if not same_code(textwrap.dedent(solution).strip(), japanese):
        raise ValueError(f"a translation changed the code of the solution of {exercise_id}")
    cell = nbformat.v4.new_markdown_cell(text("en", solution))
    cell.metadata["edition"] = {"ja": text("ja", japanese)}
    cell.metadata["tags"] = ["solution"]
    cell.metadata["exercise"] = exercise_id
    return cell


def exercises_and_solutions(lesson: str, items: list[tuple[list, object]]) -> tuple[list, list]:
    """The Exercises section (questions, answers, checks, then "Your progress") and the
    Solutions section that ends the lesson, each solution closed until clicked."""
    first = f'hint("{lesson}.1")'
    body = [md(en="""
        ## Exercises

        Each exercise has an **answer cell**: replace the `...` after `answer =` with your
        answer and run it, then run the **check** cell below it. The check computes the right
        value with `pokerlib` and says *correct*, *not answered yet* or *not yet* with a hint.
        Each question ends with the form of its answer (*Answer with* a number, a word in
        quotes, a dict...); an answer of another form is told which form to give.

        The hints lead: the first wrong try says what to look at, the second the method, and
        the third shows the worked answer; `""" + first + """` (with the exercise's number) shows it
        at once after a try. The solutions wait, closed, at the end of the lesson: *Run All*
        never opens or runs them.
        """, ja="""
        ## 練習問題

        各問題には**解答セル**があります。`answer =` の後の `...` を自分の答えに書き換えて実行し、
        その下の**チェック**セルを実行してください。チェックは `pokerlib` で正しい値をその場で
        計算し、「正解」「まだ答えていません」または「もう一歩」とヒントを表示します。
        問題の最後の「答え方」に、答えの形（数、引用符で囲んだ語、辞書など）が書いてあります。
        語で答える問題は、'first' のような英語のほかに '前者' や 'オールイン' のような日本語でも
        答えられます。形が違う答えには、どの形で答えるかを伝えます。

        ヒントは少しずつ進みます。1回目の不正解では何を見ればよいか、2回目は解き方、3回目で
        解き方の全体を表示します。一度答えた後なら、`""" + first + """`（問題の番号を入れます）で
        すぐに解き方の全体が見られます。解答例はこのレッスンの最後に閉じてあり、
        *すべてのセルを実行* でも開いたり実行されたりはしません。
        """)]
    for cells, _ in items:
        body += cells
    body += [md(en="""
        ## Your progress

        The exercises of this lesson and what their checks said in this session (`make check`
        in a terminal lists every lesson's):
        """, ja="""
        ## あなたの進み具合

        このレッスンの練習問題と、このセッションでのチェック結果です（ターミナルで
        `make check` を実行すると全レッスンの一覧が出ます）。
        """),
        code(f'progress("{lesson}")')]
    solutions = [md(en="""
        ## Solutions

        Try each exercise first. Each solution is closed: click its title to open it, then copy
        its code into the exercise's answer cell and run the check. Nothing here runs by itself.
        """, ja="""
        ## 解答例

        まず自分で解いてみてください。解答例は閉じてあります。見出しをクリックすると開くので、
        コードを練習問題の解答セルに写してチェックを実行してください。ここにあるコードが
        ひとりでに実行されることはありません。
        """)] + [solution for _, solution in items]
    return body, solutions


RUN_ALL_FIRST = md(en="""
    > **Before you start:** choose *Run → Run All Cells* once, so that every table, chart and
    > widget below appears. Until a cell has run, it shows nothing (or an old picture).
    """, ja="""
    > **はじめに:** まずメニューの *実行 → すべてのセルを実行* を一度選んでください。
    > 表・グラフ・ウィジェットがすべて表示されます。実行する前のセルには何も表示されません
    > （または古い図が残っています）。
    """)
