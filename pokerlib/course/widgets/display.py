"""How the lesson widgets show things: a game error as a message, a chart as a picture, a
face-down card.

Every widget shows what the game refused as the error's own sentence (no exception class name,
no traceback). A chart a widget redraws on every click is SVG in an ``HTML`` widget
(:func:`chart_html`, drawn by :mod:`pokerlib.course.charts.widget_charts`); a matplotlib
figure goes into an ``Output`` widget with :func:`show_figure`.

>>> from pokerlib.errors import TableError
>>> error_html(TableError("a table has 2 to 10 seats, not 11"))
'<span class="pokerlib-error" style="color:#b03a2e">a table has 2 to 10 seats, not 11</span>'
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as W
import matplotlib.pyplot as plt
from IPython import get_ipython
from IPython.display import display
from matplotlib.figure import Figure

from ...error_messages import ERRORS, render
from ...errors import PokerError
from ...lang import Messages, check_lang

__all__ = ["LessonBox", "WIDGET_NAMES",
           "CARD_BACK_HTML", "TABLE_STYLE", "ERROR_SENTENCES", "error_sentence", "error_html",
           "run_action", "chart_html", "show_figure"]

T = TypeVar("T")

#: A face-down card, drawn with CSS rather than the 🂠 glyph, which many fonts lack.
CARD_BACK_HTML = ('<span style="display:inline-block;width:1.4em;height:1.6em;margin:0.1em;'
                  'border:1px solid #888;border-radius:0.3em;vertical-align:middle;background:'
                  'repeating-linear-gradient(45deg,#2c5f9e 0 3px,#dfe8f5 3px 6px)"></span>')


#: What a learner's mistake says in each language, by the error's ``key`` (see
#: :class:`pokerlib.errors.PokerError`): the library's one table of refusals.
ERROR_SENTENCES = ERRORS


#: The style of a widget's small result table: columns a little apart, so the headings do not
#: run together (a widget's HTML gets no table styling from the notebook).
TABLE_STYLE = ' style="border-spacing:0.9em 0.15em;margin-left:-0.9em"'


#: What each lesson widget is called in the plain text a notebook shows before its cell runs
#: (JupyterLab shows that text, not the widget, until the kernel draws it).
WIDGET_NAMES = Messages(
    en={"HandExplorer": "Hand explorer", "OmahaExplorer": "Omaha hand explorer",
        "OasisTableUI": "Oasis Poker table", "EquityExplorer": "Equity explorer",
        "AofTableUI": "All-in or Fold table", "PushFoldChart": "Push/fold chart",
        "OmahaTableUI": "Omaha Hi/Lo table", "HiLoEquityExplorer": "Hi/lo equity explorer",
        "OasisDrillUI": "Oasis Poker drill", "PushFoldDrillUI": "Push/fold drill",
        "SplitDrillUI": "Pot split drill", "widget": "Lesson widget",
        "plain": "[{name}: run this cell (Shift+Enter) to show it]"},
    ja={"HandExplorer": "ハンド・エクスプローラー",
        "OmahaExplorer": "オマハのハンド・エクスプローラー",
        "OasisTableUI": "オアシスポーカーのテーブル",
        "EquityExplorer": "エクイティ・エクスプローラー",
        "AofTableUI": "AoF（オールインかフォールド）のテーブル",
        "PushFoldChart": "オールインかフォールドのチャート",
        "OmahaTableUI": "オマハハイローのテーブル",
        "HiLoEquityExplorer": "ハイ/ローのエクイティ・エクスプローラー",
        "OasisDrillUI": "オアシスポーカーのドリル",
        "PushFoldDrillUI": "オールインかフォールドのドリル",
        "SplitDrillUI": "ポット分配のドリル", "widget": "レッスンのウィジェット",
        "plain": "［{name}: このセルを実行（Shift+Enter）すると表示されます］"})


class LessonBox(W.VBox):
    """A lesson widget's outer box: a ``VBox`` whose plain-text form (what a notebook shows
    where the widget cannot be drawn, e.g. before its cell runs) names the widget and says how
    to show it, instead of ``VBox(children=(...``.

    >>> LessonBox([], owner="OmahaTableUI")
    [Omaha Hi/Lo table: run this cell (Shift+Enter) to show it]
    """

    def __init__(self, children: Any = (), owner: object = None, lang: str = "en",
                 **kwargs: Any) -> None:
        super().__init__(children, **kwargs)
        kind = owner if isinstance(owner, str) else type(owner).__name__
        lang = check_lang(getattr(owner, "lang", lang))
        name = WIDGET_NAMES(kind if kind in WIDGET_NAMES.keys() else "widget", lang)
        self._plain = WIDGET_NAMES("plain", lang, name=name)

    def __repr__(self) -> str:
        return self._plain


def error_sentence(exc: Exception, lang: str = "en") -> str:
    """The sentence a widget shows for a refused call, in ``lang``: for an error with a known
    ``key`` the sentence of that key, else the error's own (English) message. Never the class
    name or a traceback."""
    check_lang(lang)
    key = getattr(exc, "key", None)
    if isinstance(exc, PokerError) and key is not None:
        said = render(key, lang, exc.fields)
        if said is not None:
            return said
    return str(exc)


def error_html(exc: Exception, lang: str = "en") -> str:
    """A refused call as a short red sentence for a widget (see :func:`error_sentence`)."""
    return (f'<span class="pokerlib-error" style="color:#b03a2e">'
            f"{html.escape(error_sentence(exc, lang))}</span>")


def run_action(status: W.HTML, action: Callable[..., T], *args: Any, lang: str = "en",
               **kwargs: Any) -> T | None:
    """Call ``action(*args, **kwargs)``; if it refuses with a :class:`PokerError`, show the
    error's sentence in ``status`` (in ``lang``) and return None (a refused action changes
    nothing). An action that itself takes a ``lang`` argument is passed with functools.partial.

    Only pokerlib's own errors are caught: anything else is a bug and is raised.
    """
    try:
        return action(*args, **kwargs)
    except PokerError as exc:
        status.value = error_html(exc, lang)
        return None


def chart_html(css_class: str) -> W.HTML:
    """An ``HTML`` widget for a chart written as SVG
    (:mod:`pokerlib.course.charts.widget_charts`), hidden while it is empty."""
    box = W.HTML().add_class(css_class)
    box.layout.display = "none"
    box.observe(lambda change: setattr(box.layout, "display",
                                       None if change["new"] else "none"), names="value")
    return box


def show_figure(out: W.Output, fig: Figure) -> None:
    """Put a matplotlib figure into an ``Output`` widget (only inside a kernel: elsewhere, e.g.
    in pytest, there is no front end to draw it) and close it so it is not shown twice."""
    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        out.clear_output(wait=True)
        with out:
            display(fig)
    plt.close(fig)
