"""A small SVG chart for the widgets: axes, bars, lines, a legend and titles, written as text.

A widget redraws its chart on every click (the AoF table after each hand, a drill after each
answer, the Oasis advice). Laying out and drawing a new matplotlib figure costs 0.15-0.2 s on
the course's 2-core machine; the same chart written as SVG costs a few milliseconds, and the
browser draws it sharp at any width. The lessons' own charts stay matplotlib
(:mod:`pokerlib.course.charts`); :mod:`~pokerlib.course.charts.widget_charts` draws the widgets'
charts with this module, with the same words and colours.

Text is measured by an estimate (a wide character such as a kanji counts one em, anything
else 0.6 em) that leaves room to spare; the browser draws the real font: DejaVu Sans as the
matplotlib charts, with a Japanese font behind it.

>>> chart = SvgChart(300, 200, title="Stacks", xlabel="hands", ylabel="chips")
>>> chart.set_x(0, 4, integer=True); chart.set_y(0, 30)
>>> chart.line([0, 1, 2], [10, 20, 15], "#2e86c1", label="Ann")
>>> svg = chart.svg()
>>> svg.startswith("<svg") and ">Ann</text>" in svg and ">Stacks</text>" in svg
True
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["SvgChart", "nice_ticks", "text_width", "FONT_FAMILY"]

#: The fonts the browser draws chart text with: as the matplotlib charts, DejaVu Sans first,
#: then a Japanese font (IPAex Gothic is the course's; the others are common system fonts).
FONT_FAMILY = ("'DejaVu Sans', 'IPAexGothic', 'IPAGothic', 'Noto Sans CJK JP', "
               "'Hiragino Sans', 'Yu Gothic', Meiryo, sans-serif")

TICK_SIZE, LABEL_SIZE, TITLE_SIZE, LEGEND_SIZE = 11, 12, 13, 11


def text_width(text: str, size: float) -> float:
    """An upper estimate of ``text``'s width in pixels at font ``size``: one em for a wide
    (East Asian) character, 0.62 em for any other."""
    wide = sum(1 for ch in text if ord(ch) >= 0x2E80)
    return size * (wide + 0.62 * (len(text) - wide))


def nice_ticks(lo: float, hi: float, most: int = 7, integer: bool = False) -> list[float]:
    """Round tick values inside [lo, hi] (at most ``most``), at steps of 1, 2, 2.5 or 5 times
    a power of ten (whole steps only when ``integer``: none at all on a whole-number axis
    shorter than 1 that holds no whole number)."""
    if not (math.isfinite(lo) and math.isfinite(hi)) or hi <= lo:
        return [lo]
    raw = (hi - lo) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        step = m * power
        if integer and step < 1:
            continue
        if integer and step != int(step):
            continue
        first = math.ceil(lo / step - 1e-9)
        last = math.floor(hi / step + 1e-9)
        if last - first + 1 <= most:
            return [round(k * step, 10) for k in range(first, last + 1)]
    # a whole-number axis shorter than the steps above: its whole numbers, if any
    step = float(max(1, math.ceil(raw))) if integer else raw
    first = math.ceil(lo / step - 1e-9)
    return [k * step for k in range(first, first + most) if k * step <= hi + 1e-9]


def _number(v: float) -> str:
    """A tick label: whole numbers without a decimal point, others with at most 2 decimals."""
    if abs(v - round(v)) < 1e-9:
        return f"{round(v):d}".replace("-", "−")
    return f"{v:.2f}".rstrip("0").replace("-", "−")


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _words(text: str) -> list[str]:
    """``text`` cut where a line may break: before a space, and between wide characters."""
    out: list[str] = []
    for ch in text:
        if not out or ch == " " or ord(ch) >= 0x2E80 or ord(out[-1][-1]) >= 0x2E80:
            out.append(ch)
        else:
            out[-1] += ch
    return out


@dataclass
class _Axis:
    lo: float = 0.0
    hi: float = 1.0
    ticks: list[float] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)


@dataclass
class LegendEntry:
    """One line of a legend: a swatch ("bar", "hatch", "line", "dash" or "dot") and its
    label."""
    kind: str
    colour: str
    label: str
    opacity: float = 1.0


class SvgChart:
    """One chart: a plot area with a left (and optionally a right) y axis, an x axis, a title
    above and a legend below; the margins are made from the estimated text widths so that
    nothing is cut off. Data go in data coordinates: :meth:`bar`, :meth:`hbar`,
    :meth:`line`, :meth:`dots`; :meth:`svg` writes the picture."""

    def __init__(self, width: int, height: int, *, title: str = "", xlabel: str = "",
                 ylabel: str = "", y2label: str = "", y2colour: str = "#333",
                 legend_columns: int = 2, css_class: str = "pokerlib-svg-chart"):
        self.width, self.height = int(width), int(height)
        self.title, self.xlabel, self.ylabel = title, xlabel, ylabel
        self.y2label, self.y2colour = y2label, y2colour
        self.legend_columns = max(1, legend_columns)
        self.css_class = css_class
        self.x, self.y, self.y2 = _Axis(), _Axis(), _Axis()
        self._items: list[tuple[str, tuple]] = []   # (kind, data), drawn in order
        self.legend: list[LegendEntry] = []
        self._hatches: set[str] = set()
        self._has_y2 = False

    # --- axes ---------------------------------------------------------------------------
    def _set(self, axis: _Axis, lo: float, hi: float, ticks: Sequence[float] | None,
             labels: Sequence[str] | None, integer: bool) -> None:
        if hi <= lo:
            hi = lo + 1
        axis.lo, axis.hi = float(lo), float(hi)
        axis.ticks = (list(map(float, ticks)) if ticks is not None else
                      nice_ticks(lo, hi, integer=integer))
        axis.ticks = [t for t in axis.ticks if lo - 1e-9 <= t <= hi + 1e-9]
        axis.labels = (list(labels) if labels is not None else
                       [_number(t) for t in axis.ticks])

    def set_x(self, lo: float, hi: float, ticks: Sequence[float] | None = None,
              labels: Sequence[str] | None = None, integer: bool = False) -> None:
        """The x axis's range, and its ticks (round numbers when not given)."""
        self._set(self.x, lo, hi, ticks, labels, integer)

    def set_y(self, lo: float, hi: float, ticks: Sequence[float] | None = None,
              labels: Sequence[str] | None = None, integer: bool = False) -> None:
        """The left y axis's range and ticks."""
        self._set(self.y, lo, hi, ticks, labels, integer)

    def set_y2(self, lo: float, hi: float, ticks: Sequence[float] | None = None,
               labels: Sequence[str] | None = None) -> None:
        """The right y axis's range and ticks (drawn only when set)."""
        self._set(self.y2, lo, hi, ticks, labels, False)
        self._has_y2 = True

    # --- marks --------------------------------------------------------------------------
    def bar(self, x: float, height: float, bottom: float = 0.0, colour: str = "#4c72b0",
            width: float = 0.6, opacity: float = 1.0, hatch: bool = False,
            edge: str = "white") -> None:
        """A vertical bar centred on ``x`` from ``bottom`` to ``bottom + height``."""
        if hatch:
            self._hatches.add(colour)
        self._items.append(("bar", (x, height, bottom, colour, width, opacity, hatch, edge)))

    def hbar(self, y: float, length: float, colour: str = "#4c72b0", height: float = 0.7,
             hatch: bool = False, error: float = 0.0, start: float = 0.0) -> None:
        """A horizontal bar centred on ``y`` from ``start`` to ``start + length`` (with an
        error bar of ``error`` each way at its end when it is not 0)."""
        if hatch:
            self._hatches.add(colour)
        self._items.append(("hbar", (y, length, colour, height, hatch, error, start)))

    def line(self, xs: Sequence[float], ys: Sequence[float], colour: str, *,
             width: float = 1.8, dash: bool = False, marker: float = 0.0,
             right: bool = False, label: str | None = None) -> None:
        """A polyline through the points (dashed, with round markers of radius ``marker``
        when asked; on the right axis when ``right``); ``label`` adds it to the legend."""
        self._items.append(("line", (list(xs), list(ys), colour, width, dash, marker, right)))
        if label is not None:
            self.legend.append(LegendEntry("dash" if dash else "line", colour, label))

    def dots(self, xs: Sequence[float], ys: Sequence[float], colour: str, radius: float = 4.5,
             label: str | None = None) -> None:
        """Round dots at the points, drawn over the plot's frame (not clipped)."""
        self._items.append(("dots", (list(xs), list(ys), colour, radius)))
        if label is not None:
            self.legend.append(LegendEntry("dot", colour, label))

    def label(self, x: float, y: float, text: str, anchor: str = "middle",
              dx: float = 0.0, dy: float = 0.0) -> None:
        """A small text at data point (``x``, ``y``), moved by (``dx``, ``dy``) pixels:
        ``anchor`` "start", "middle" or "end" says which of its ends is there."""
        self._items.append(("label", (x, y, text, anchor, dx, dy)))

    def vline(self, x: float, colour: str = "#000", width: float = 1.0) -> None:
        """A vertical line across the plot at ``x``."""
        self._items.append(("vline", (x, colour, width)))

    def key(self, kind: str, colour: str, label: str, opacity: float = 1.0) -> None:
        """A legend line of its own (a bar's colour, a hatched bar's)."""
        if kind == "hatch":
            self._hatches.add(colour)
        self.legend.append(LegendEntry(kind, colour, label, opacity))

    # --- layout -------------------------------------------------------------------------
    def _legend_rows(self) -> tuple[list[list[tuple[LegendEntry, list[str]]]], list[float]]:
        """The legend's entries in rows of up to ``legend_columns`` (fewer where the labels
        are too long to stand side by side), each label broken into the lines that fit, and
        the width of each column."""
        room = self.width - 8 - 32
        entries = [(e, self._lines(e.label, LEGEND_SIZE, room)) for e in self.legend]
        cols = min(self.legend_columns, max(1, len(entries)))
        while True:
            widths = [max(max(text_width(s, LEGEND_SIZE) for s in lines) + 32
                          for _, lines in entries[c::cols]) for c in range(cols)] \
                if entries else []
            if cols == 1 or sum(widths) <= self.width - 8:
                break
            cols -= 1
        rows = [entries[i:i + cols] for i in range(0, len(entries), cols)]
        return rows, widths

    def _lines(self, text: str, size: float, room: float) -> list[str]:
        """``text`` broken into lines that fit ``room`` pixels (at spaces, or anywhere in a
        run of wide characters)."""
        if "\n" in text:
            return [line for part in text.split("\n") for line in self._lines(part, size, room)]
        if not text or text_width(text, size) <= room:
            return [text] if text else []
        lines: list[str] = []
        line = ""
        for word in _words(text):
            if line and text_width(line + word, size) > room:
                lines.append(line.rstrip())
                line = word.lstrip()
            else:
                line += word
        if line.strip():
            lines.append(line.rstrip())
        return lines

    def svg(self) -> str:
        """The chart as one ``<svg>`` element (width and height in pixels, scaled down with
        the notebook)."""
        has_y2 = self._has_y2
        left = 8 + max((text_width(s, TICK_SIZE) for s in self.y.labels), default=0) + 6
        left += LABEL_SIZE + 8 if self.ylabel else 0
        right = 12.0
        if has_y2:
            right = 8 + max((text_width(s, TICK_SIZE) for s in self.y2.labels), default=0) + 6
            right += LABEL_SIZE + 8 if self.y2label else 0
        # a last x tick label may stand out past the plot's right edge
        if self.x.labels:
            right = max(right, text_width(self.x.labels[-1], TICK_SIZE) / 2 + 4)
        plot_w = max(40.0, self.width - left - right)
        titles = self._lines(self.title, TITLE_SIZE, self.width - 8)
        xlabels = self._lines(self.xlabel, LABEL_SIZE, self.width - 8)
        top = 10 + len(titles) * (TITLE_SIZE + 4) + (6 if titles else 0)
        rows, col_widths = self._legend_rows()
        bottom = 6 + TICK_SIZE + 6 + len(xlabels) * (LABEL_SIZE + 4) + (4 if xlabels else 0)
        lines_down = [max(len(lines) for _, lines in row) for row in rows]
        bottom += sum(lines_down) * (LEGEND_SIZE + 4) + len(rows) * 3 + (6 if rows else 0)
        plot_h = max(40.0, self.height - top - bottom)
        height = int(math.ceil(top + plot_h + bottom))

        # an axis whose ends are equal as floats (a balance of 10**30 and a hand's few points
        # on it) still draws: its values sit at its start instead of dividing by zero
        def px(v: float) -> float:
            return left + (v - self.x.lo) / ((self.x.hi - self.x.lo) or 1.0) * plot_w

        def py(v: float, axis: _Axis = self.y) -> float:
            return top + plot_h - (v - axis.lo) / ((axis.hi - axis.lo) or 1.0) * plot_h

        out: list[str] = [
            f'<svg xmlns="http://www.w3.org/2000/svg" class="{self.css_class}" '
            f'width="{self.width}" height="{height}" viewBox="0 0 {self.width} {height}" '
            f'style="max-width:100%;height:auto;font-family:{FONT_FAMILY}" role="img">']
        if self.title:
            out.append(f'<title>{_esc(self.title)}</title>')
        out.append("<defs>")
        for colour in sorted(self._hatches):
            out.append(f'<pattern id="{self._hatch_id(colour)}" patternUnits="userSpaceOnUse" '
                       f'width="6" height="6" patternTransform="rotate(45)">'
                       f'<rect width="6" height="6" fill="{colour}"/>'
                       f'<line x1="0" y1="0" x2="0" y2="6" stroke="#555" stroke-width="1.2"/>'
                       "</pattern>")
        clip = f"pokerlib-clip-{self.width}x{height}-{int(left)}-{int(top)}"
        out.append(f'<clipPath id="{clip}"><rect x="{left:.1f}" y="{top:.1f}" '
                   f'width="{plot_w:.1f}" height="{plot_h:.1f}"/></clipPath></defs>')
        out.append(f'<rect x="0" y="0" width="{self.width}" height="{height}" fill="white"/>')
        # grid-free frame with ticks, as the matplotlib charts
        for t, s in zip(self.y.ticks, self.y.labels):
            y = py(t)
            out.append(f'<line x1="{left - 4:.1f}" y1="{y:.1f}" x2="{left:.1f}" y2="{y:.1f}" '
                       'stroke="#000"/>')
            out.append(f'<text class="ytick" x="{left - 7:.1f}" y="{y + 4:.1f}" '
                       f'font-size="{TICK_SIZE}" text-anchor="end">{_esc(s)}</text>')
        for t, s in zip(self.x.ticks, self.x.labels):
            x = px(t)
            out.append(f'<line x1="{x:.1f}" y1="{top + plot_h:.1f}" x2="{x:.1f}" '
                       f'y2="{top + plot_h + 4:.1f}" stroke="#000"/>')
            out.append(f'<text class="xtick" x="{x:.1f}" y="{top + plot_h + 6 + TICK_SIZE:.1f}" '
                       f'font-size="{TICK_SIZE}" text-anchor="middle">{_esc(s)}</text>')
        if has_y2:
            for t, s in zip(self.y2.ticks, self.y2.labels):
                y = py(t, self.y2)
                out.append(f'<line x1="{left + plot_w:.1f}" y1="{y:.1f}" '
                           f'x2="{left + plot_w + 4:.1f}" y2="{y:.1f}" stroke="#000"/>')
                out.append(f'<text class="y2tick" x="{left + plot_w + 7:.1f}" y="{y + 4:.1f}" '
                           f'font-size="{TICK_SIZE}">{_esc(s)}</text>')
        out.append(f'<g clip-path="url(#{clip})">')
        unclipped: list[str] = []
        for kind, data in self._items:
            if kind == "bar":
                x, h, b, colour, w, opacity, hatch, edge = data
                x0, x1 = px(x - w / 2), px(x + w / 2)
                y0, y1 = py(b + max(h, 0)), py(b + min(h, 0))
                fill = f"url(#{self._hatch_id(colour)})" if hatch else colour
                out.append(f'<rect class="bar" x="{x0:.1f}" y="{y0:.1f}" '
                           f'width="{x1 - x0:.1f}" height="{max(0.0, y1 - y0):.1f}" fill="{fill}" '
                           f'fill-opacity="{opacity}" stroke="{edge}" stroke-width="0.8"/>')
            elif kind == "hbar":
                y, length, colour, h, hatch, error, start = data
                x0, x1 = sorted((px(start), px(start + length)))
                y0, y1 = py(y + h / 2), py(y - h / 2)
                fill = f"url(#{self._hatch_id(colour)})" if hatch else colour
                out.append(f'<rect class="bar" x="{x0:.1f}" y="{y0:.1f}" '
                           f'width="{x1 - x0:.1f}" height="{y1 - y0:.1f}" fill="{fill}"/>')
                if error:
                    end = start + length
                    e0, e1, yc = px(end - error), px(end + error), py(y)
                    out.append(f'<path d="M{e0:.1f},{yc:.1f}H{e1:.1f}M{e0:.1f},{yc - 4:.1f}'
                               f'V{yc + 4:.1f}M{e1:.1f},{yc - 4:.1f}V{yc + 4:.1f}" '
                               'stroke="#000" fill="none"/>')
            elif kind == "line":
                xs, ys, colour, w, dash, marker, on_right = data
                axis = self.y2 if on_right else self.y
                pts = " ".join(f"{px(a):.1f},{py(b, axis):.1f}" for a, b in zip(xs, ys))
                extra = ' stroke-dasharray="6,4"' if dash else ""
                out.append(f'<polyline class="series" points="{pts}" fill="none" stroke="{colour}" '
                           f'stroke-width="{w}" stroke-linejoin="round"{extra}/>')
                for a, b in zip(xs, ys) if marker else ():
                    out.append(f'<circle cx="{px(a):.1f}" cy="{py(b, axis):.1f}" '
                               f'r="{marker}" fill="{colour}"/>')
            elif kind == "dots":
                xs, ys, colour, r = data
                for a, b in zip(xs, ys):
                    unclipped.append(f'<circle class="dot" cx="{px(a):.1f}" '
                                     f'cy="{py(b):.1f}" r="{r}" fill="{colour}"/>')
            elif kind == "label":
                x, y, text, anchor, dx, dy = data
                unclipped.append(f'<text class="value" x="{px(x) + dx:.1f}" '
                                 f'y="{py(y) + dy:.1f}" font-size="{LEGEND_SIZE}" '
                                 f'text-anchor="{anchor}">{_esc(text)}</text>')
            elif kind == "vline":
                x, colour, w = data
                out.append(f'<line x1="{px(x):.1f}" y1="{top:.1f}" x2="{px(x):.1f}" '
                           f'y2="{top + plot_h:.1f}" stroke="{colour}" stroke-width="{w}"/>')
        out.append("</g>")
        out.append(f'<rect class="frame" x="{left:.1f}" y="{top:.1f}" width="{plot_w:.1f}" '
                   f'height="{plot_h:.1f}" fill="none" stroke="#000" stroke-width="1"/>')
        out.extend(unclipped)
        for i, line in enumerate(titles):
            cx = self._centre(left, plot_w, line, TITLE_SIZE)
            out.append(f'<text class="title" x="{cx:.1f}" '
                       f'y="{10 + TITLE_SIZE + i * (TITLE_SIZE + 4):.1f}" '
                       f'font-size="{TITLE_SIZE}" text-anchor="middle">{_esc(line)}</text>')
        if self.ylabel:
            cx, cy = 6 + LABEL_SIZE, top + plot_h / 2
            out.append(f'<text class="ylabel" x="{cx:.1f}" y="{cy:.1f}" '
                       f'font-size="{LABEL_SIZE}" '
                       f'text-anchor="middle" transform="rotate(-90 {cx:.1f} {cy:.1f})">'
                       f"{_esc(self.ylabel)}</text>")
        if has_y2 and self.y2label:
            cx, cy = self.width - 8, top + plot_h / 2
            out.append(f'<text class="y2label" x="{cx:.1f}" y="{cy:.1f}" '
                       f'font-size="{LABEL_SIZE}" '
                       f'fill="{self.y2colour}" text-anchor="middle" '
                       f'transform="rotate(-90 {cx:.1f} {cy:.1f})">{_esc(self.y2label)}</text>')
        y = top + plot_h + 6 + TICK_SIZE + 6
        for line in xlabels:
            y += LABEL_SIZE + 4
            cx = self._centre(left, plot_w, line, LABEL_SIZE)
            out.append(f'<text class="xlabel" x="{cx:.1f}" '
                       f'y="{y:.1f}" font-size="{LABEL_SIZE}" text-anchor="middle">'
                       f"{_esc(line)}</text>")
        y += 4 if xlabels else 0
        out.append('<g class="pokerlib-svg-legend">')
        start = max(4.0, (self.width - sum(col_widths)) / 2)
        for row, down in zip(rows, lines_down):
            y += LEGEND_SIZE + 7
            x = start
            for (e, lines), w in zip(row, col_widths):
                out.append(self._swatch(e, x, y - LEGEND_SIZE / 2 + 1))
                for k, line in enumerate(lines):
                    out.append(f'<text class="legend" x="{x + 24:.1f}" '
                               f'y="{y + 3 + k * (LEGEND_SIZE + 4):.1f}" '
                               f'font-size="{LEGEND_SIZE}">{_esc(line)}</text>')
                x += w
            y += (down - 1) * (LEGEND_SIZE + 4)
        out.append("</g></svg>")
        return "".join(out)

    def _centre(self, left: float, plot_w: float, line: str, size: float) -> float:
        """Where a centred line goes: over the plot's middle, moved in so it stays whole."""
        half = text_width(line, size) / 2
        return min(max(left + plot_w / 2, half + 4), self.width - half - 4)

    def _hatch_id(self, colour: str) -> str:
        # the same colour gives the same pattern, so two charts on one page may share an id
        return "pokerlib-hatch-" + colour.lstrip("#")

    def _swatch(self, e: LegendEntry, x: float, y: float) -> str:
        if e.kind in ("line", "dash"):
            dash = ' stroke-dasharray="5,3"' if e.kind == "dash" else ""
            return (f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x + 18:.1f}" y2="{y:.1f}" '
                    f'stroke="{e.colour}" stroke-width="2"{dash}/>')
        if e.kind == "dot":
            return f'<circle cx="{x + 9:.1f}" cy="{y:.1f}" r="4.5" fill="{e.colour}"/>'
        fill = f"url(#{self._hatch_id(e.colour)})" if e.kind == "hatch" else e.colour
        return (f'<rect x="{x:.1f}" y="{y - 5:.1f}" width="18" height="10" fill="{fill}" '
                f'fill-opacity="{e.opacity}" stroke="#888" stroke-width="0.5"/>')
