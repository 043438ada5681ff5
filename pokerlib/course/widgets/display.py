"""How the lesson widgets show things: a game error as a message, a chart as a picture, a
face-down card.

Every widget shows what the game refused as the error's own sentence (no exception class name,
no traceback), and draws its charts through the same two helpers: :func:`figure_png` for an
``Image`` widget, :func:`show_figure` for an ``Output`` widget.

>>> from pokerlib.errors import TableError
>>> error_html(TableError("a table has 2 to 10 seats, not 11"))
'<span class="pokerlib-error" style="color:#b03a2e">a table has 2 to 10 seats, not 11</span>'
"""

from __future__ import annotations

import html
import io
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as W
import matplotlib.pyplot as plt
import numpy as np
from IPython import get_ipython
from IPython.display import display
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from ...error_messages import ERRORS, render
from ...errors import PokerError
from ...lang import Messages, check_lang

__all__ = ["LessonBox", "WIDGET_NAMES",
           "CARD_BACK_HTML", "TABLE_STYLE", "ERROR_SENTENCES", "error_sentence", "error_html",
           "run_action", "figure_png", "png_bytes", "ChartCanvas", "chart_image", "chart_html",
           "show_figure"]

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


def png_bytes(canvas: FigureCanvasAgg) -> bytes:
    """The picture drawn on ``canvas`` as PNG bytes: RGB with fast compression (a few kB more
    than matplotlib's own PNG, a tenth of its encoding time)."""
    buf = io.BytesIO()
    Image.fromarray(np.asarray(canvas.buffer_rgba())[..., :3]).save(buf, format="png",
                                                                     compress_level=1)
    return buf.getvalue()


def figure_png(draw: Callable[[Axes], object], figsize: tuple[float, float]) -> bytes:
    """Draw with ``draw(ax)`` on a new figure and return it as PNG bytes (for an ``Image``
    widget). The figure is made without pyplot (a plain Agg canvas at 80 dpi: no figure
    manager to create and close), drawn once and encoded by :func:`png_bytes`, so it is never
    shown by the notebook either. A widget that draws the same kind of chart again and again
    uses a :class:`ChartCanvas` instead."""
    fig = Figure(figsize=figsize, dpi=CHART_DPI, layout="constrained")
    canvas = FigureCanvasAgg(fig)
    draw(fig.add_subplot())
    canvas.draw()
    return png_bytes(canvas)


#: The resolution every widget chart is drawn at (the ``Image`` widgets show it at about its
#: size in pixels).
CHART_DPI = 80


class ChartCanvas:
    """One figure a widget draws its chart on again and again: :meth:`png` takes the same
    ``draw(ax)`` as :func:`figure_png` and gives the same picture, pixel for pixel (the tests
    compare them), in less time. The figure, its Axes and the Axes' ticks are kept (making
    them is a large part of what a new figure costs), and so are the text sizes matplotlib
    measured on the canvas; before each chart, the data artists, legend, titles and twin Axes
    of the last one are taken away and the Axes' state (limits, autoscaling, ticks, colour
    cycle, scale, units, position) is set back to a new Axes', so the chart function draws as
    on a new figure. The figure is laid out and drawn once per chart (not twice, as
    ``savefig`` does), and the PNG is encoded fast (:func:`png_bytes`).

    ``key``: a picture drawn from the same data is not drawn again: the PNG of the same
    ``key`` and size is given back while it is among the last :attr:`KEPT_PICTURES` pictures
    drawn with a key (a key must stand for everything the picture shows: the data, the
    language, the names).

    >>> canvas = ChartCanvas()
    >>> png = canvas.png(lambda ax: ax.plot([1, 2, 3]), (4, 3), key=(1, 2, 3))
    >>> png[:4], canvas.png(lambda ax: ax.plot([9]), (4, 3), key=(1, 2, 3)) is png
    (b'\\x89PNG', True)
    """

    #: How many pictures drawn with a key a canvas keeps (the oldest is forgotten first).
    KEPT_PICTURES = 32

    def __init__(self) -> None:
        self.figure = Figure(dpi=CHART_DPI, layout="constrained")
        self.canvas = FigureCanvasAgg(self.figure)
        self.ax = self.figure.add_subplot()
        self._fresh = True
        self._pictures: OrderedDict[tuple[object, tuple[float, ...]], bytes] = OrderedDict()

    def png(self, draw: Callable[[Axes], object], figsize: tuple[float, float],
            key: object = None) -> bytes:
        """``draw(ax)`` on the kept figure of ``figsize`` inches, as PNG bytes."""
        kept = (key, tuple(map(float, figsize)))
        if key is not None and kept in self._pictures:
            self._pictures.move_to_end(kept)
            return self._pictures[kept]
        fig = self.figure
        if tuple(fig.get_size_inches()) != tuple(figsize):
            fig.set_size_inches(figsize)
        if not self._fresh:
            self._reset()
        self._fresh = False
        draw(self.ax)
        self.canvas.draw()
        png = png_bytes(self.canvas)
        if key is not None:
            self._pictures[kept] = png
            if len(self._pictures) > self.KEPT_PICTURES:
                self._pictures.popitem(last=False)
        return png

    def _reset(self) -> None:
        """Take the last chart away and set the Axes back to a new one's state."""
        ax, fig = self.ax, self.figure
        for other in fig.axes:
            if other is not ax:
                fig.delaxes(other)          # a twin (the drill chart's right axis)
        for artist in (*ax.lines, *ax.patches, *ax.collections, *ax.texts, *ax.images,
                       *ax.tables, *ax.artists):
            artist.remove()
        ax.containers.clear()
        if ax.legend_ is not None:
            ax.legend_.remove()
        for loc in ("center", "left", "right"):
            ax.set_title("", loc=loc)
        ax.set_xlabel("")
        ax.set_ylabel("")
        ax.set_prop_cycle(None)
        # a linear scale with its default locators and formatters, as a new Axes has
        ax.set_xscale("linear")
        ax.set_yscale("linear")
        for axis in (ax.xaxis, ax.yaxis):
            # no units: a categorical chart's labels (barh of names) would keep their places
            # and push the next chart's labels along; matplotlib's Axis.clear does the same
            axis.units = None
            axis._converter = None  # type: ignore[union-attr]
            axis._converter_is_explicit = False  # type: ignore[union-attr]
        ax.xaxis.set_inverted(False)
        ax.yaxis.set_inverted(False)
        ax.relim()
        ax.autoscale(True)
        # constrained layout starts from where the Axes is: start where a new one would be
        spec = ax.get_subplotspec()
        assert spec is not None
        ax.set_position(spec.get_position(fig))
        ax.set_in_layout(True)         # set_position takes it out of the layout


def chart_image(width: int, css_class: str) -> W.Image:
    """An ``Image`` widget for a chart, hidden while it is empty (an empty Image draws as a
    broken picture in the browser)."""
    image = W.Image(format="png", width=width).add_class(css_class)
    image.layout.display = "none"
    image.observe(lambda change: setattr(image.layout, "display",
                                         None if change["new"] else "none"), names="value")
    return image


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
