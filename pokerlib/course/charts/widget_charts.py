"""The charts a widget redraws on every click, written as SVG (:mod:`.svg`) in a few
milliseconds instead of a new matplotlib figure: the AoF table's pots and stacks after each
hand, a drill's session after each answer, the Oasis table's advice.

Each draws what its matplotlib namesake in the lessons draws, with the same words (the same
message tables) and colours: :func:`pots_svg` as :func:`~.aof_charts.pots_chart`,
:func:`stacks_svg` as :func:`~.aof_charts.aof_stacks_chart` (players by name),
:func:`drill_svg` as :func:`~.drill_charts.drill_chart`, :func:`advice_svg` as
:func:`~.oasis_charts.advice_chart`, :func:`balance_svg` as
:func:`~.oasis_charts.balance_chart`, and the equity explorers' results: :func:`equity_svg`
as :func:`~.aof_charts.equity_chart`, :func:`hilo_svg` as
:func:`~.omaha_charts.hilo_equity_chart`; and the push/fold chart's :func:`range_svg` as
:func:`~.aof_charts.range_chart`. Each returns the ``<svg>`` text for an ``HTML`` widget.

>>> from pokerlib.course.drills import SplitDrill
>>> drill = SplitDrill(seed=2)
>>> spot = drill.next()
>>> _ = drill.grade({"Bob": spot.total})
>>> svg = drill_svg(drill.record)
>>> ">1 spot: 0 best choices (0%), 310 chips lost in all</text>" in svg
True
"""

from __future__ import annotations

import functools
import html
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from ...lang import Messages, check_lang
from .aof_charts import FOLDED_ALPHA, colour_legend, pot_layers, range_cell, range_title
from .aof_charts import TEXT as AOF_TEXT
from .arguments import checked
from .base import PLAYER_COLOURS, POT_COLOURS, name_of, names_of, settlement_of
from .base import TEXT as COMMON
from .drill_charts import DRILL_CHART_WORDS
from .oasis_charts import ACTION_COLOURS, UNAFFORDABLE_COLOUR, option_label
from .oasis_charts import TEXT as OASIS_TEXT
from .omaha_charts import TEXT as OMAHA_TEXT
from .svg import FONT_FAMILY, SvgChart, text_width

if TYPE_CHECKING:
    from ...equity import EquityResult, HiLoEquityResult
    from ...oasis import Advice
    from ..drills import DrillRecord

__all__ = ["pots_svg", "stacks_svg", "drill_svg", "advice_svg", "balance_svg", "equity_svg",
           "hilo_svg", "range_svg"]

_DRILL = Messages(**DRILL_CHART_WORDS)


def pots_svg(settlement: Any, lang: str = "en", names: Mapping[Any, str] | None = None,
             width: int = 480, height: int = 360) -> str:
    """Each player's contribution as a bar cut into layers, one colour per pot (main pot at
    the bottom), the legend naming each pot, its chips and who can win it; the uncalled part
    grey and hatched, folded players' chips lighter, dead money a bar of its own."""
    lang = check_lang(lang)
    names = names_of(settlement, names)
    st = settlement_of(settlement)
    cons = dict(st.contributions)
    back = dict(st.uncalled)
    players, layers, eligible = pot_layers(st)
    labels = [name_of(p, names) for p in players]
    if st.dead:
        labels.append(AOF_TEXT("dead bar", lang))
    top = max([*cons.values(), st.dead, 1])
    chart = SvgChart(width, height, title=AOF_TEXT("pots title", lang),
                     ylabel=AOF_TEXT("put in", lang), legend_columns=1,
                     css_class="pokerlib-svg-chart pokerlib-pots-svg")
    chart.set_x(-0.6, len(labels) - 0.4, ticks=range(len(labels)), labels=labels)
    chart.set_y(0, top * 1.05, integer=True)
    faded = False
    for k, (pot, below, heights) in enumerate(layers):
        colour = POT_COLOURS[k % len(POT_COLOURS)]
        for i, (p, h) in enumerate(zip(players, heights)):
            if h > 0:
                folded = p not in eligible
                faded = faded or folded
                chart.bar(i, h, below, colour, width=0.8,
                          opacity=FOLDED_ALPHA if folded else 1.0)
        who = ", ".join(name_of(p, names) for p in pot.eligible)
        chart.key("bar", colour, AOF_TEXT("pot legend", lang, pot=pot.label(lang),
                                          amount=pot.amount, who=who))
    if faded:
        chart.key("bar", POT_COLOURS[0], AOF_TEXT("folded", lang), FOLDED_ALPHA)
    for p, c in back.items():
        chart.bar(players.index(p), c, cons[p] - c, "#d0d0d0", width=0.8, hatch=True,
                  edge="#888")
        chart.key("hatch", "#d0d0d0",
                  AOF_TEXT("uncalled", lang, chips=c, who=name_of(p, names)))
    if st.dead:
        chart.bar(len(players), st.dead, 0, POT_COLOURS[0], width=0.8, opacity=0.6)
        chart.key("bar", POT_COLOURS[0], AOF_TEXT("dead", lang, chips=st.dead), 0.6)
    return chart.svg()


def stacks_svg(history: Sequence[Mapping[Any, int]], lang: str = "en",
               names: Mapping[Any, str] | None = None, width: int = 560,
               height: int = 250) -> str:
    """One line per player (named in the legend): the stack at the start (hand 0) and after
    every hand; the x axis counts whole hands."""
    lang = check_lang(lang)
    players = list(history[0]) if history else []
    n = len(history)
    top = max((v for row in history for v in row.values()), default=1)
    chart = SvgChart(width, height, title=AOF_TEXT("stacks title", lang),
                     xlabel=COMMON("hands played (O A)", lang), ylabel=COMMON("points", lang),
                     legend_columns=min(max(len(players), 1), 5),
                     css_class="pokerlib-svg-chart pokerlib-stacks-svg")
    chart.set_x(0, max(n - 1, 2), integer=True)
    chart.set_y(0, max(top, 1) * 1.08, integer=True)
    for i, p in enumerate(players):
        chart.line(range(n), [row.get(p, 0) for row in history],
                   PLAYER_COLOURS[i % len(PLAYER_COLOURS)], marker=2.5,
                   label=name_of(p, names))
    return chart.svg()


def drill_svg(record: DrillRecord, lang: str = "en", width: int = 560,
              height: int = 320) -> str:
    """A drill session at a glance: a red bar for the EV each answer lost (light green for a
    best choice that an estimate let lose a little), a green dot on the axis for each best
    choice, a line for the EV lost in total so far, and on the right axis the share of best
    choices so far (0-100%); the title is the record's summary."""
    lang = check_lang(lang)
    n = len(record)
    x = list(range(1, n + 1))
    unit = (_DRILL(record.unit, lang) if record.unit in ("Antes", "BB", "chips")
            else record.unit)
    losses = [float(v) for v in record.ev_losses]
    correct = [bool(c) for c in record.correct]
    total = [float(v) for v in record.cumulative_loss]
    chart = SvgChart(width, height, title=record.summary(lang) if n else _DRILL("none", lang),
                     xlabel=_DRILL("spot", lang), ylabel=_DRILL("lost", lang, unit=unit),
                     y2label=_DRILL("share", lang) + " (%)", y2colour="#2e86c1",
                     css_class="pokerlib-svg-chart pokerlib-drill-svg")
    last = max(n, 5)
    ticks = (list(range(1, last + 1)) if n <= 20 else
             [int(v) for v in np.linspace(1, n, 10).round()])
    chart.set_x(0.4, last + 0.6, ticks=ticks)
    chart.set_y(0, max(1.0, max(total, default=0.0)) * 1.15)
    chart.set_y2(0, 105, ticks=[0, 20, 40, 60, 80, 100])
    for i, (loss, ok) in enumerate(zip(losses, correct)):
        if loss > 0:
            chart.bar(i + 1, loss, 0, "#7dcea0" if ok else "#c0392b", width=0.6)
    chart.key("bar", "#c0392b", _DRILL("mistake", lang))
    chart.dots([v for v, ok in zip(x, correct) if ok], [0.0] * sum(correct), "#27ae60",
               label=_DRILL("best", lang))
    chart.line(x, total, "#1b1b1b", width=2, marker=2.5, label=_DRILL("total", lang))
    shares = [100 * float(v) / i for i, v in enumerate(np.cumsum(correct), start=1)]
    chart.line(x, shares, "#2e86c1", width=1.5, dash=True, right=True,
               label=_DRILL("share_line", lang))
    return chart.svg()


def advice_svg(advice: Advice, top: int = 10, lang: str = "en",
               unaffordable: Collection[str] = (), paid: float = 0, width: int = 560) -> str:
    """The advisor's options as horizontal bars (EV in Antes, best at the top); an estimated
    option has a hatched bar and an error bar of two standard errors; an option the balance
    cannot cover is grey and marked; ``paid`` (fees already paid this hand, in Antes) is named
    on the axis, since no option's EV counts it."""
    lang = check_lang(lang)
    options = list(advice)[:top]
    blocked = [o.label in unaffordable for o in options]
    labels = [option_label(o, lang) + ("" if o.exact else OASIS_TEXT("estimated", lang))
              + (OASIS_TEXT("unaffordable", lang) if b else "")
              for o, b in zip(options, blocked)]
    lo = min([0.0, *(o.ev - 2 * o.se for o in options)])
    hi = max([0.0, *(o.ev + 2 * o.se for o in options)])
    pad = 0.06 * (hi - lo or 1)
    shown = {o.action for o, b in zip(options, blocked) if not b}
    height = int(30 * len(options) + 110 + 18 * (len(shown) > 2))
    chart = SvgChart(width, height,
                     title=OASIS_TEXT("advice title", lang,
                                      hand=" ".join(map(str, advice.hand)),
                                      upcard=advice.upcard),
                     xlabel=(OASIS_TEXT("ev axis paid", lang, paid=paid) if paid
                             else OASIS_TEXT("ev axis", lang)),
                     legend_columns=4, css_class="pokerlib-svg-chart pokerlib-advice-svg")
    ys = list(range(len(options)))[::-1]
    chart.set_x(lo - pad, hi + pad)
    chart.set_y(-0.6, len(options) - 0.4, ticks=ys, labels=labels)
    for y, o, b in zip(ys, options, blocked):
        chart.hbar(y, o.ev, UNAFFORDABLE_COLOUR if b else ACTION_COLOURS[o.action],
                   hatch=not o.exact, error=2 * o.se)
    chart.vline(0)
    for a in ("raise", "exchange", "fold"):
        if a in shown:
            chart.key("bar", ACTION_COLOURS[a], OASIS_TEXT(f"legend {a}", lang))
    if any(not o.exact for o in options):
        chart.key("hatch", "#ffffff", OASIS_TEXT("legend estimate", lang))
    if any(blocked):
        chart.key("bar", UNAFFORDABLE_COLOUR, OASIS_TEXT("legend unaffordable", lang))
    return chart.svg()


_FAR = 1e300


def balance_svg(balances: Sequence[int], lang: str = "en", width: int = 480,
                height: int = 220) -> str:
    """The balance before the first hand and after every hand (a line, one point per hand,
    the x axis counting whole hands), with the starting balance as a dashed line."""
    lang = check_lang(lang)
    # a chart draws in floats: a balance past their range (10**400 points) is drawn at its edge
    values = [float(b) if abs(int(b)) < 10**300 else (_FAR if b > 0 else -_FAR)
              for b in balances]
    start = values[0] if values else 0.0
    lo, hi = min([*values, start]), max([*values, start])
    pad = max(1.0, 0.08 * (hi - lo))
    chart = SvgChart(width, height, title=OASIS_TEXT("balance title", lang),
                     xlabel=COMMON("hands played (O A)", lang),
                     ylabel=OASIS_TEXT("balance", lang),
                     css_class="pokerlib-svg-chart pokerlib-balance-svg")
    chart.set_x(0, max(len(values) - 1, 2), integer=True)
    chart.set_y(max(0.0, lo - pad) if lo >= 0 else lo - pad, hi + pad, integer=True)
    chart.line(range(len(values)), values, PLAYER_COLOURS[0], marker=2.5,
               label=OASIS_TEXT("balance line", lang))
    chart.line([0, max(len(values) - 1, 2)], [start, start], "#808080", width=1, dash=True,
               label=OASIS_TEXT("start", lang, start=int(balances[0]) if balances else 0))
    return chart.svg()


def equity_svg(result: EquityResult, labels: Sequence[str] | None = None, lang: str = "en",
               width: int = 480) -> str:
    """A bar per hand (the first at the top): the share it wins alone, then its share of ties
    (together its equity, written at the bar's end); one equity bar when the wins and ties are
    not known (a hand class read from the 169 x 169 table)."""
    lang = check_lang(lang)
    players = list(result)
    names = list(labels or [" ".join(map(str, p.hand)) for p in players])
    how = AOF_TEXT("exact" if result.exact else "monte carlo", lang)
    split = not any(p.win != p.win for p in players)       # NaN: not known
    chart = SvgChart(width, 40 * len(players) + 120,
                     title=AOF_TEXT("equity title", lang, title=AOF_TEXT("equity", lang),
                                    how=how),
                     xlabel=AOF_TEXT("share", lang), legend_columns=2,
                     css_class="pokerlib-svg-chart pokerlib-equity-svg")
    ys = list(range(len(players)))[::-1]
    chart.set_x(0, 1.12, ticks=[0, 0.2, 0.4, 0.6, 0.8, 1.0])
    chart.set_y(-0.6, len(players) - 0.4, ticks=ys, labels=names)
    for y, p in zip(ys, players):
        if split:
            chart.hbar(y, p.win, "#55a868")
            chart.hbar(y, p.equity - p.win, "#ccb974", start=p.win)
        else:
            chart.hbar(y, p.equity, "#55a868")
        chart.label(p.equity, y, f"{p.equity:.1%}", anchor="start", dx=4, dy=4)
    if split:
        chart.key("bar", "#55a868", AOF_TEXT("wins", lang))
        chart.key("bar", "#ccb974", AOF_TEXT("ties", lang))
    else:
        chart.key("bar", "#55a868", AOF_TEXT("equity bar", lang))
    return chart.svg()


def hilo_svg(result: HiLoEquityResult, labels: Sequence[str] | None = None, lang: str = "en",
             width: int = 560, height: int = 270) -> str:
    """Omaha hi/lo equity of each player: a stacked bar of the share won through the high half
    and through the low half (together the equity, written above it), and beside it the
    chance to scoop."""
    lang = check_lang(lang)
    players = list(result)
    names = list(labels or [" ".join(map(str, p.hand)) for p in players])
    method = OMAHA_TEXT("exact" if result.exact else "monte carlo", lang, boards=result.boards)
    chart = SvgChart(width, height,
                     title=OMAHA_TEXT("hilo title", lang, method=method, low=result.low_made),
                     ylabel=OMAHA_TEXT("share", lang), legend_columns=3,
                     css_class="pokerlib-svg-chart pokerlib-hilo-svg")
    chart.set_x(-0.6, len(players) - 0.4, ticks=range(len(players)), labels=names)
    chart.set_y(0, 1.1, ticks=[0, 0.2, 0.4, 0.6, 0.8, 1.0])
    for i, p in enumerate(players):
        chart.bar(i - 0.17, p.high_share, 0, "#2e86c1", width=0.32)
        chart.bar(i - 0.17, p.low_share, p.high_share, "#28b463", width=0.32)
        chart.bar(i + 0.17, p.scoop, 0, "#f5b041", width=0.32)
        chart.label(i - 0.17, p.equity, f"{p.equity:.1%}", dy=-4)
    chart.key("bar", "#2e86c1", OMAHA_TEXT("high half", lang))
    chart.key("bar", "#28b463", OMAHA_TEXT("low half", lang))
    chart.key("bar", "#f5b041", OMAHA_TEXT("scoops", lang))
    return chart.svg()


@functools.cache
def _greens_table() -> tuple[str, ...]:
    """matplotlib's "Greens" colour map (the lessons' range charts) as 256 hex colours."""
    from matplotlib import colormaps
    rgba = colormaps["Greens"](np.linspace(0, 1, 256))
    return tuple("#" + "".join(f"{round(c * 255):02x}" for c in row[:3]) for row in rgba)


def _greens(v: float) -> str:
    """The colour of a range cell played ``v`` of the time (0 to 1)."""
    return _greens_table()[min(max(int(v * 256), 0), 255)]     # as matplotlib indexes it


def range_svg(freq: Any, lang: str = "en", width: int = 440) -> str:
    """The 13 x 13 grid of starting hands coloured by how often they are played (pairs on the
    diagonal, suited above it, offsuit below), each cell with its class and, when mixed, the
    frequency; the range's name and share as the title; a colour bar for what the colours
    mean ("share of the time all-in", or "calling" for a range that faces an all-in)."""
    lang = check_lang(lang)
    values = np.asarray(getattr(freq, "freq", freq), dtype=float).reshape(13, 13)
    share = getattr(freq, "share", None)
    title = (AOF_TEXT("range title", lang, name=range_title(freq, lang), share=share)
             if hasattr(freq, "freq") and share is not None else "")
    legend = colour_legend([freq], lang)
    top = 30 if title else 8
    bar_w = 14 + 6 + text_width("0.75", 11) + 8 + 16     # bar, ticks, labels, its name
    cell = (width - 8 - 10 - bar_w) / 13
    grid = 13 * cell
    height = int(top + grid + 10)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="pokerlib-svg-chart '
           f'pokerlib-range-svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" style="max-width:100%;height:auto;'
           f'font-family:{FONT_FAMILY}" role="img">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    if title:
        out.append(f'<text class="title" x="{8 + grid / 2:.1f}" y="20" font-size="13" '
                   f'text-anchor="middle">{html.escape(title)}</text>')
    size = max(7.0, min(11.0, cell / 3.0))
    for i in range(13):
        for j in range(13):
            v = float(values[i, j])
            label, colour = range_cell(i * 13 + j, v)
            x, y = 8 + j * cell, top + i * cell
            out.append(f'<rect class="cell" x="{x:.1f}" y="{y:.1f}" width="{cell:.2f}" '
                       f'height="{cell:.2f}" fill="{_greens(v)}"/>')
            lines = label.split("\n")
            for k, line in enumerate(lines):
                ly = y + cell / 2 + size * 0.35 + (k - (len(lines) - 1) / 2) * size * 1.05
                out.append(f'<text class="cell-label" x="{x + cell / 2:.1f}" y="{ly:.1f}" '
                           f'font-size="{size:.1f}" fill="{colour}" text-anchor="middle">'
                           f"{html.escape(line)}</text>")
    out.append(f'<rect x="8" y="{top}" width="{grid:.1f}" height="{grid:.1f}" fill="none" '
               'stroke="#000"/>')
    # the colour bar: 0 at the bottom, 1 at the top
    bx, by, bh = 8 + grid + 10, top + grid * 0.05, grid * 0.9
    out.append('<defs><linearGradient id="pokerlib-greens" x1="0" y1="1" x2="0" y2="0">'
               + "".join(f'<stop offset="{k / 10:.1f}" stop-color="{_greens(k / 10)}"/>'
                         for k in range(11)) + "</linearGradient></defs>")
    out.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="14" height="{bh:.1f}" '
               'fill="url(#pokerlib-greens)" stroke="#000" stroke-width="0.8"/>')
    for t in (0, 0.25, 0.5, 0.75, 1):
        ty = by + bh * (1 - t)
        out.append(f'<line x1="{bx + 14:.1f}" y1="{ty:.1f}" x2="{bx + 18:.1f}" y2="{ty:.1f}" '
                   'stroke="#000"/>')
        out.append(f'<text class="bar-tick" x="{bx + 20:.1f}" y="{ty + 4:.1f}" '
                   f'font-size="11">{t:g}</text>')
    lx, ly = width - 8, by + bh / 2
    out.append(f'<text class="bar-label" x="{lx:.1f}" y="{ly:.1f}" font-size="12" '
               f'text-anchor="middle" transform="rotate(-90 {lx:.1f} {ly:.1f})">'
               f"{html.escape(legend)}</text>")
    out.append("</svg>")
    return "".join(out)


# each checks its arguments first, as the lessons' charts do (charts.arguments): a wrong value
# is refused in one sentence naming the argument
for _fn in (stacks_svg, drill_svg, advice_svg, balance_svg, equity_svg, hilo_svg,
            range_svg):
    globals()[_fn.__name__] = checked(_fn)
del _fn
