"""Lesson 03's charts: stacks over an Omaha session, hi/lo equity, and who won which part of
each pot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ...lang import Messages
from ...pots import Award, PotSettlement, split_chips
from .base import (
    PLAYER_COLOURS,
    chart_axes,
    localized,
    name_of,
    names_of,
    settlement_of,
    whole_number_ticks,
)
from .base import TEXT as COMMON

if TYPE_CHECKING:  # only for annotations: the charts read these objects' public fields
    from ...equity import HiLoEquityResult

__all__ = ["stack_chart", "hilo_equity_chart", "pot_split_parts", "pot_split_chart"]

TEXT = Messages(
    en={
        "stacks title": "Stacks over the session",
        "high half": "won through the high half", "low half": "won through the low half",
        "scoops": "scoops (whole pot alone)", "share": "share of the pot / probability",
        "exact": "exact: all {boards:,} boards",
        "monte carlo": "Monte Carlo: {boards:,} random boards",
        "hilo title": "Hi/lo equity ({method}); a low is made {low:.1%}",
        "high": "{name} (high)", "low": "{name} (low)",
        "split title": "Who won which part of each pot", "hatched": "hatched: the low half",
    },
    ja={
        "stacks title": "セッション中のスタック",
        "high half": "ハイで獲得した取り分", "low half": "ローで獲得した取り分",
        "scoops": "スクープ（ポット全体を独占）", "share": "ポットの取り分 / 確率",
        "exact": "厳密: 全{boards:,}通りのボード",
        "monte carlo": "モンテカルロ: ランダムなボード{boards:,}枚",
        "hilo title": "ハイ/ローのエクイティ（{method}）。ローができる確率 {low:.1%}",
        "high": "{name}（ハイ）", "low": "{name}（ロー）",
        "split title": "各ポットを誰がどれだけ獲得したか", "hatched": "斜線: ローの半分",
    },
)


def stack_chart(stack_history: Sequence[Mapping[int, int]],
                names: Mapping[int, str] | None = None, ax: Axes | None = None,
                title: str | None = None, lang: str = "en", you: int | None = None) -> Axes:
    """One line per seat: its chips at the start and after every hand.

    ``stack_history`` is a list of ``{seat: chips}`` dicts (as :attr:`OmahaTable.stack_history`
    keeps it); ``names`` maps seats to the players' names shown in the legend. Returns the
    Axes (one ``Line2D`` per seat); the x axis counts whole hands.
    """
    ax = chart_axes(ax, (8, 3.5), lang)
    seats = sorted({s for snap in stack_history for s in snap})
    names = names or {}
    # equal stacks draw the same line: each later line is narrower and on top of the earlier
    # ones, so every colour still shows as a band; the learner's seat (``you``) is drawn last,
    # black and dashed, over all of them
    order = [s for s in seats if s != you] + [s for s in seats if s == you]
    for k, s in enumerate(order):
        xs = [i for i, snap in enumerate(stack_history) if s in snap]
        mine = s == you
        ax.plot(xs, [stack_history[i][s] for i in xs], marker="s" if mine else "o",
                markersize=3 + 2 * (len(order) - 1 - k), zorder=2 + k,
                linewidth=1.5 if mine else 1.5 + 2 * (len(order) - 1 - k),
                color="black" if mine else None, linestyle="--" if mine else "-",
                label=str(names.get(s, COMMON("seat", lang, seat=s))))
    whole_number_ticks(ax.xaxis)
    ax.set_xlabel(COMMON("hands played", lang))
    ax.set_ylabel(COMMON("chips", lang))
    ax.set_title(title or TEXT("stacks title", lang))
    if seats:
        ax.legend(fontsize=8, ncols=min(len(seats), 5))
    return localized(ax, lang)


def hilo_equity_chart(result: HiLoEquityResult, labels: Sequence[str] | None = None,
                      ax: Axes | None = None, lang: str = "en") -> Axes:
    """Omaha hi/lo equity of each player: a stacked bar of the share won through the high half
    and through the low half (together the equity), and beside it the chance to scoop.

    ``result`` is a :class:`pokerlib.equity.HiLoEquityResult`. Bars are in the order
    high share, low share, scoop (one container each).
    """
    ax = chart_axes(ax, (7, 3.5), lang)
    players = list(result)
    labels = labels or [" ".join(map(str, p.hand)) for p in players]
    x = np.arange(len(players))
    hi = [p.high_share for p in players]
    lo = [p.low_share for p in players]
    sc = [p.scoop for p in players]
    ax.bar(x - 0.17, hi, 0.32, label=TEXT("high half", lang), color="#2e86c1")
    ax.bar(x - 0.17, lo, 0.32, bottom=hi, label=TEXT("low half", lang), color="#28b463")
    ax.bar(x + 0.17, sc, 0.32, label=TEXT("scoops", lang), color="#f5b041")
    for i, p in enumerate(players):
        ax.text(i - 0.17, p.equity + 0.01, f"{p.equity:.1%}", ha="center", fontsize=8)
    ax.set_xticks(x, labels)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel(TEXT("share", lang))
    method = TEXT("exact" if result.exact else "monte carlo", lang, boards=result.boards)
    ax.set_title(TEXT("hilo title", lang, method=method, low=result.low_made), fontsize=9)
    ax.legend(fontsize=8, loc="upper right")
    return localized(ax, lang)


def pot_split_parts(settlement: PotSettlement | Any, names: Mapping[Any, str] | None = None,
                    lang: str = "en") -> list[tuple[str, str, int]]:
    """The chips of each pot by winner and half: ``[(pot name, "Ann (high)", chips), ...]``;
    a pot not split hi/lo gives ``"Ann"``. Uncalled bets are left out. Players appear by name:
    ``names`` maps seats to names (a replay or hand record passed for ``settlement`` gives its
    table's names)."""
    names = names_of(settlement, names)
    settlement = settlement_of(settlement)
    out: list[tuple[str, str, int]] = []
    for r in settlement.results:
        n = r.pot.name
        if r.how is Award.HIGH_LOW:
            high = (r.pot.amount + 1) // 2
            for p, c in split_chips(high, r.high_winners):
                out.append((n, TEXT("high", lang, name=name_of(p, names)), c))
            for p, c in split_chips(r.pot.amount - high, r.low_winners):
                out.append((n, TEXT("low", lang, name=name_of(p, names)), c))
        else:
            for p, c in r.shares:
                out.append((n, name_of(p, names), c))
    return out


def pot_split_chart(settlement: PotSettlement | Any, names: Mapping[Any, str] | None = None,
                    ax: Axes | None = None, lang: str = "en") -> Axes:
    """Each pot as a horizontal bar cut into what each winner took (the low half hatched),
    one colour per player, named in the legend. ``settlement`` may be a replay (then its
    table's names are used). Returns the Axes; one bar segment per (pot, winner, half)."""
    names = names_of(settlement, names)
    settlement = settlement_of(settlement)
    ax = chart_axes(ax, (7, 1.6 + 0.5 * len(settlement.results)), lang)
    pots = [r.pot for r in settlement.results]
    left = {p.index: 0 for p in pots}
    winners: list[str] = []
    for r in settlement.results:
        for p in (*r.high_winners, *r.low_winners, *(q for q, _ in r.shares)):
            if name_of(p, names) not in winners:
                winners.append(name_of(p, names))
    colour = {w: PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i, w in enumerate(winners)}
    low_seen = False
    for r in settlement.results:
        high = (r.pot.amount + 1) // 2
        parts = ([(p, c, False) for p, c in split_chips(high, r.high_winners)]
                 + [(p, c, True) for p, c in split_chips(r.pot.amount - high, r.low_winners)]
                 if r.how is Award.HIGH_LOW else [(p, c, False) for p, c in r.shares])
        y = pots.index(r.pot)
        for p, chips, low in parts:
            who = name_of(p, names)
            label = TEXT("low" if low else "high", lang, name=who) if r.how is Award.HIGH_LOW \
                else who
            ax.barh(y, chips, left=left[r.pot.index], color=colour[who],
                    hatch="//" if low else None, edgecolor="white")
            ax.text(left[r.pot.index] + chips / 2, y, f"{label}\n{chips}", ha="center",
                    va="center", fontsize=8)
            left[r.pot.index] += chips
            low_seen = low_seen or low
    ax.set_yticks(range(len(pots)), [p.label(lang) for p in pots])
    ax.invert_yaxis()
    ax.set_xlabel(COMMON("chips", lang))
    ax.set_title(TEXT("split title", lang), fontsize=9)
    handles = [Patch(color=colour[w], label=w) for w in winners]
    if low_seen:
        handles.append(Patch(facecolor="white", edgecolor="black", hatch="//",
                             label=TEXT("hatched", lang)))
    ax.legend(handles=handles, fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    return localized(ax, lang)
