"""A range chart that stays on one figure and is redrawn only where it changed: the push/fold
chart's slider moves from one depth to the next and only a few cells (and the title) differ,
so those are painted again instead of drawing 169 labels on a new figure.

The first chart is drawn in full (:func:`~pokerlib.course.charts.aof_charts.range_chart`, laid
out once and then kept in place). After that, a changed cell is painted by drawing the grid's image
clipped to that cell and then the cell's label; the title is painted over a copy of the
background taken without it. The picture is the same as a chart drawn from scratch (the
tests compare them pixel by pixel).

>>> from pokerlib.aof import pushfold_equilibrium
>>> canvas = RangeChartCanvas()
>>> first = canvas.png(pushfold_equilibrium(8).ranges[0])
>>> second = canvas.png(pushfold_equilibrium(8.5).ranges[0])
>>> first[:4], canvas.repainted < 40        # a PNG; a handful of cells repainted
(b'\\x89PNG', True)
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.transforms import Bbox, TransformedBbox
from PIL import Image

from ...lang import check_lang
from .aof_charts import TEXT, range_cell, range_chart, range_title

if TYPE_CHECKING:
    from ...aof import Range

__all__ = ["RangeChartCanvas"]


class RangeChartCanvas:
    """One range chart of ``figsize`` inches at ``dpi`` in ``lang``; :meth:`png` draws a range
    (a :class:`~pokerlib.aof.Range` or 169 frequencies) and returns the chart as PNG bytes.
    ``repainted`` is how many cells the last call painted again (169 for the first chart)."""

    def __init__(self, figsize: tuple[float, float] = (5.6, 5.0), dpi: int = 80,
                 lang: str = "en") -> None:
        self.lang = check_lang(lang)
        self.figure = Figure(figsize=figsize, dpi=dpi, layout="constrained")
        self.canvas = FigureCanvasAgg(self.figure)
        self.ax = self.figure.add_subplot()
        self.repainted = 0
        self._values: np.ndarray | None = None
        self._title = ""
        self._background: Any = None

    def png(self, freq: Range | Sequence[float] | np.ndarray) -> bytes:
        """The chart of ``freq`` as PNG bytes, painting only what differs from the last one."""
        values = np.asarray(getattr(freq, "freq", freq), dtype=float).reshape(13, 13)
        title = self._title_of(freq)
        if self._values is None:
            self._first(freq, title)
        else:
            self._update(values, title)
        self._values = values.copy()
        self._title = title
        buf = io.BytesIO()
        # RGB, fast compression: a few kB more than matplotlib's PNG, a tenth of the time
        rgb = np.asarray(self.canvas.buffer_rgba())[..., :3]
        Image.fromarray(rgb).save(buf, format="png", compress_level=1)
        return buf.getvalue()

    def _title_of(self, freq: Any) -> str:
        share = getattr(freq, "share", None)
        if not hasattr(freq, "freq") or share is None:
            return ""
        return TEXT("range title", self.lang, name=range_title(freq, self.lang), share=share)

    def _first(self, freq: Any, title: str) -> None:
        """Draw the whole chart, freeze its layout and keep the background behind the title."""
        range_chart(freq, ax=self.ax, lang=self.lang)
        self.canvas.draw()                       # lays the figure out once
        self.figure.set_layout_engine("none")    # ...and keeps it there
        self._image = self.ax.images[0]
        self._labels = list(self.ax.texts)
        self.ax.title.set_visible(False)
        self.canvas.draw()
        top = self.ax.bbox.y1
        fig_box = self.figure.bbox
        self._title_box = Bbox.from_extents(fig_box.x0, top, fig_box.x1, fig_box.y1)
        self._background = self.canvas.copy_from_bbox(self._title_box)
        self.ax.title.set_visible(True)
        self.ax.title.set_text(title)
        self.ax.draw_artist(self.ax.title)
        self.repainted = 169

    def _update(self, values: np.ndarray, title: str) -> None:
        assert self._values is not None
        renderer = self.canvas.get_renderer()
        changed = np.argwhere(values != self._values)
        self.repainted = len(changed)
        if not len(changed):
            return
        image = self._image
        image.set_data(values)
        # the grid resampled to the screen once, as the image draws itself (Agg does not scale
        # images), then put down cell by cell through a clip rectangle
        im, left, bottom, _ = image.make_image(renderer, renderer.get_image_magnification())
        for i, j in changed:
            label, colour = range_cell(int(i) * 13 + int(j), float(values[i, j]))
            text = self._labels[int(i) * 13 + int(j)]
            text.set_text(label)
            text.set_color(colour)
            cell = TransformedBbox(Bbox.from_extents(j - 0.5, i - 0.5, j + 0.5, i + 0.5),
                                   self.ax.transData)
            gc = renderer.new_gc()
            gc.set_clip_rectangle(cell)
            gc.set_alpha(1.0)
            renderer.draw_image(gc, left, bottom, im)
            gc.restore()
            text.draw(renderer)
            if 0 in (i, j) or 12 in (i, j):  # the frame runs over the edge cells: again
                for spine in self.ax.spines.values():
                    clip = spine.get_clip_box()
                    spine.set_clip_box(cell)
                    spine.draw(renderer)
                    spine.set_clip_box(clip)
        if title != self._title:
            self.canvas.restore_region(self._background)
            self.ax.title.set_text(title)
            self.ax.draw_artist(self.ax.title)
