"""Lesson 04's chart: a drill session at a glance — the EV each answer lost, the total so far
and the share of best choices."""

from __future__ import annotations

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ...errors import DrillError
from ...lang import Messages, check_lang
from ..drills import DrillRecord
from ..fonts import cjk_font
from .base import chart_axes

__all__ = ["drill_chart", "DRILL_CHART_WORDS"]

#: The drill chart's words in both languages (see :class:`pokerlib.lang.Messages`).
DRILL_CHART_WORDS = {
    "en": {"spot": "spot", "lost": "EV lost ({unit})", "share": "best choices so far",
           "mistake": "EV lost on this spot", "best": "a best choice",
           "total": "EV lost in total", "share_line": "share of best choices (right axis)",
           "none": "no spots answered yet", "Antes": "Antes", "BB": "BB", "chips": "chips"},
    "ja": {"spot": "問題", "lost": "失った期待値（{unit}）", "share": "最善の選択の割合",
           "mistake": "この問題で失った期待値", "best": "最善の選択",
           "total": "失った期待値の合計", "share_line": "最善の選択の割合（右の軸）",
           "none": "まだ答えた問題はありません", "Antes": "Ante", "BB": "BB", "chips": "チップ"},
}


def drill_chart(record: DrillRecord, lang: str = "en", ax: Axes | None = None) -> Axes:
    """A drill session at a glance: a red bar for the EV each answer lost (a green dot on the
    axis for a best choice; a light green bar when an estimate made a small loss a best
    choice), a line for the EV lost in total so far, and on the right axis
    the share of best choices so far (0-100%). The title is the record's summary; words in
    ``lang`` ("en" or "ja", with a Japanese font). Returns the Axes (the share line is on its
    twin, the figure's other Axes).

    >>> from pokerlib.course.drills import SplitDrill
    >>> drill = SplitDrill(seed=2)
    >>> spot = drill.next()
    >>> _ = drill.grade({"Bob": spot.total})   # every chip to Bob, who wins none of them
    >>> ax = drill_chart(drill.record)
    >>> [float(b.get_height()) for b in ax.containers[0]], ax.get_title()
    ([310.0], '1 spot: 0 best choices (0%), 310 chips lost in all')
    """
    if not isinstance(record, DrillRecord):
        raise DrillError(key="misc_drill_chart_draws", record=record)
    lang = check_lang(lang)
    say = Messages(**DRILL_CHART_WORDS)
    # the fonts go on each text: the labels of an Axes given to us already exist
    fonts = ["DejaVu Sans"] + ([cjk_font()] if lang == "ja" else [])
    ax = chart_axes(ax, (7, 4), "en")  # fonts go on each text below
    n = len(record)
    x = np.arange(1, n + 1)
    unit = say(record.unit, lang) if record.unit in ("Antes", "BB", "chips") else record.unit
    losses, correct = np.array(record.ev_losses), np.array(record.correct, dtype=bool)
    # a best choice can lose a little when an estimate cannot tell two options apart
    ax.bar(x, losses, width=0.6, color=np.where(correct, "#7dcea0", "#c0392b"))
    ax.plot(x[correct], np.zeros(int(correct.sum())), "o", color="#27ae60", ms=7,
            clip_on=False, label=say("best", lang), zorder=3)
    ax.plot(x, record.cumulative_loss, "-", marker=".", color="#1b1b1b", lw=2,
            label=say("total", lang))
    right = ax.twinx()
    shares = 100 * np.cumsum(correct) / np.maximum(x, 1)
    right.plot(x, shares, "--", color="#2e86c1", lw=1.5, label=say("share_line", lang))
    right.set_ylim(0, 105)
    right.set_ylabel(say("share", lang) + " (%)", color="#2e86c1", fontfamily=fonts)
    ax.set_xlim(0.4, max(n, 5) + 0.6)
    ax.set_xticks(range(1, max(n, 5) + 1) if n <= 20 else
                  np.linspace(1, n, 10).round().astype(int))
    ax.set_ylim(0, max(1.0, max(record.cumulative_loss, default=0.0)) * 1.15)
    ax.set_xlabel(say("spot", lang), fontfamily=fonts)
    ax.set_ylabel(say("lost", lang, unit=unit), fontfamily=fonts)
    ax.set_title(record.summary(lang) if n else say("none", lang), fontsize=10, fontfamily=fonts)
    handles = ([Patch(color="#c0392b", label=say("mistake", lang))]
               + ax.get_legend_handles_labels()[0] + right.get_legend_handles_labels()[0])
    ax.legend(handles=handles, loc="upper center", ncol=2, bbox_to_anchor=(0.5, -0.18),
              frameon=False, prop={"family": fonts, "size": 8})
    return ax
