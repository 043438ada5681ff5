"""Lesson 02's charts: push/fold range charts, pots as layers of chips, stacks over a
session, a solver's convergence and hold'em equity."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.image import AxesImage

from ...equity import HAND_CLASSES
from ...lang import Messages
from ...pots import PotSettlement
from ..fonts import use_language
from .base import (
    POT_COLOURS,
    chart_axes,
    localized,
    name_of,
    names_of,
    settlement_of,
    whole_number_ticks,
)
from .base import TEXT as COMMON

if TYPE_CHECKING:  # only for annotations: the charts read these objects' public fields
    from ...aof import PushFoldResult, Range
    from ...equity import EquityResult

__all__ = ["range_chart", "range_grid", "range_title", "colour_legend", "pots_chart",
           "aof_stacks_chart", "convergence_chart", "equity_chart"]

#: How faded a folded player's chips are in :func:`pots_chart` (the legend shows the shade).
FOLDED_ALPHA = 0.45

TEXT = Messages(
    en={
        "all-in": "{position} all-in", "call": "{position} calls {facing}",
        "range title": "{name}: {share:.1%} of hands",
        "colour legend": "share of the time all-in",
        "colour legend call": "share of the time calling",
        "colour legend played": "share of the time played",
        "stack axis": "chips",
        "pots title": "Pots: layers of contributions", "put in": "chips put in",
        "pot legend": "{pot}: {amount} ({who})", "uncalled": "uncalled: {chips} back to {who}",
        "folded": "lighter: chips of a player who folded (they stay in the pot; cannot win it)",
        "dead": "dead money {chips} (in the main pot)", "dead bar": "dead",
        "stacks title": "Stacks after every hand",
        "iteration": "iteration", "check": "checkpoint (every 50 CFR+ iterations)",
        "exploitability": "exploitability (BB/hand)",
        "convergence title": "{players} players, {stack:g} BB: convergence",
        "wins": "wins alone", "ties": "share of ties", "equity bar": "equity",
        "share": "share of the pot", "equity": "Equity", "equity title": "{title} ({how})",
        "exact": "exact",
        "monte carlo": "Monte Carlo",
    },
    ja={
        "all-in": "{position}のオールイン", "call": "{position}が{facing}のオールインにコール",
        "range title": "{name}: ハンドの{share:.1%}",
        "colour legend": "オールインする割合",
        "colour legend call": "コールする割合",
        "colour legend played": "プレイする割合",
        "stack axis": "点",
        "pots title": "ポット: 出した点の層", "put in": "出した点",
        "pot legend": "{pot}: {amount}（{who}）",
        "uncalled": "未対応額: {chips}を{who}に返却",
        "folded": "薄い色: フォールドした人の点（ポットに残る。受領資格なし）",
        "dead": "先払いしたブラインド {chips}（メインポットに入る）",
        "dead bar": "先払い分",
        "stacks title": "各局後のスタック",
        "iteration": "反復回数", "check": "記録した時点（CFR+ 50反復ごと）",
        "exploitability": "エクスプロイタビリティ（BB/ハンド）",
        "convergence title": "{players}人、{stack:g} BB: 収束",
        "wins": "単独で勝つ", "ties": "同点の取り分", "equity bar": "エクイティ",
        "share": "ポットの取り分", "equity": "エクイティ", "equity title": "{title}（{how}）",
        "exact": "厳密",
        "monte carlo": "モンテカルロ",
    },
)


def range_title(rng: Range | Any, lang: str = "en") -> str:
    """A range's name in ``lang`` (``'SB all-in'``, ``'BB calls SB'``); its ``name`` for an
    object that has no position.

    >>> from pokerlib.aof import pushfold_equilibrium
    >>> [range_title(r, "ja") for r in pushfold_equilibrium(8).ranges]
    ['SBのオールイン', 'BBがSBのオールインにコール']
    """
    position = getattr(rng, "position", None)
    if position is None:
        return str(getattr(rng, "name", ""))
    facing = tuple(getattr(rng, "facing", ()))
    if not facing:
        return TEXT("all-in", lang, position=position)
    return TEXT("call", lang, position=position, facing=" + ".join(facing))


def colour_legend(ranges: Sequence[Any], lang: str = "en") -> str:
    """What the colours of range charts mean: how often the hand goes all-in, or is called
    with (a range that faces an all-in), or "played" for a mix of both kinds.

    >>> from pokerlib.aof import pushfold_equilibrium
    >>> [colour_legend([r]) for r in pushfold_equilibrium(8).ranges]
    ['share of the time all-in', 'share of the time calling']
    """
    kinds = {bool(tuple(getattr(r, "facing", ()))) for r in ranges}
    key = {frozenset([True]): "colour legend call",
           frozenset([True, False]): "colour legend played"}.get(frozenset(kinds), "colour legend")
    return TEXT(key, lang)


def range_chart(freq: Range | Sequence[float] | np.ndarray, ax: Axes | None = None,
                title: str | None = None, cmap: str = "Greens", lang: str = "en",
                colorbar: bool = True) -> Axes:
    """The 13 x 13 grid of starting hands coloured by how often they are played.

    ``freq`` is a :class:`pokerlib.aof.Range` or 169 frequencies in
    :data:`pokerlib.equity.HAND_CLASSES` order (pairs on the diagonal, suited above it,
    offsuit below). Each cell shows its class and, for mixed hands, the frequency, in a size
    that fits the cell; a colour bar says what the colours mean ("share of the time all-in",
    or "calling" for a range that faces an all-in).
    """
    name = range_title(freq, lang) if hasattr(freq, "freq") else None
    share = getattr(freq, "share", None)
    values = np.asarray(getattr(freq, "freq", freq), dtype=float).reshape(13, 13)
    ax = chart_axes(ax, (6.2, 5.6), lang)
    image = ax.imshow(values, cmap=cmap, vmin=0, vmax=1)
    size = _label_size(ax, colorbar)
    for i in range(13):
        for j in range(13):
            label, colour = range_cell(i * 13 + j, values[i, j])
            ax.text(j, i, label, ha="center", va="center", fontsize=size, color=colour)
    ax.set_xticks([])
    ax.set_yticks([])
    if title is None and name is not None and share is not None:
        title = TEXT("range title", lang, name=name, share=share)
    if title:
        ax.set_title(title, fontsize=10)
    if colorbar:
        range_colorbar(image, ax, lang, colour_legend([freq], lang))
    return localized(ax, lang)


def range_cell(index: int, freq: float) -> tuple[str, str]:
    """What the cell of class ``HAND_CLASSES[index]`` played ``freq`` of the time shows: its
    label (the class, and the frequency when mixed) and the label's colour."""
    label = HAND_CLASSES[index] + (f"\n{freq:.2f}" if 0 < freq < 1 else "")
    return label, "white" if freq > 0.6 else "black"


def _label_size(ax: Axes, colorbar: bool) -> float:
    """A font size for the cells' labels that fits a cell ("A5s" over "0.19") in the width
    the Axes will have once the figure is laid out."""
    fig = ax.get_figure(root=True)
    assert isinstance(fig, Figure)
    spec = ax.get_subplotspec()
    columns = spec.get_gridspec().ncols if spec is not None else 1
    width_in = fig.get_figwidth() / columns * 0.88 - (0.7 if colorbar else 0.25)
    return float(np.clip(width_in * 72 / 13 / 3.0, 4.5, 9))


def range_colorbar(image: AxesImage, ax: Axes | Sequence[Axes], lang: str = "en",
                   label: str | None = None) -> None:
    """The colour legend of range charts: 0 (never) to 1 (always), named ``label`` (by default
    "share of the time all-in")."""
    axes = [ax] if isinstance(ax, Axes) else list(ax)
    fig = axes[0].get_figure()
    assert fig is not None
    bar = fig.colorbar(image, ax=axes, fraction=0.046, pad=0.03, shrink=0.9)
    bar.set_label(label or TEXT("colour legend", lang))
    bar.set_ticks([0, 0.25, 0.5, 0.75, 1])


def range_grid(ranges: Sequence[Range], columns: int = 2, lang: str = "en",
               cmap: str = "Greens") -> Figure:
    """Several range charts side by side, sized for a notebook's width (about 9 inches wide,
    ``columns`` charts per row, labels that stay readable) with one shared colour legend.

    >>> from pokerlib.aof import pushfold_equilibrium
    >>> four = pushfold_equilibrium(8, players=4)
    >>> fig = range_grid([four.range(p) for p in ("CO", "BTN", "SB")])
    >>> len(fig.axes)         # three charts and the colour legend
    4
    """
    use_language(lang)
    columns = max(1, min(columns, len(ranges)))
    rows = math.ceil(len(ranges) / columns)
    fig, axes = plt.subplots(rows, columns, figsize=(9, 4.3 * rows + 0.3),
                             layout="constrained", squeeze=False)
    used = []
    for ax, rng in zip(axes.flat, ranges):
        range_chart(rng, ax=ax, lang=lang, cmap=cmap, colorbar=False)
        used.append(ax)
    for ax in list(axes.flat)[len(ranges):]:
        fig.delaxes(ax)
    if used:
        image = used[0].images[0]
        range_colorbar(image, used, lang, colour_legend(ranges, lang))
        localized(used[0], lang)
    return fig


def pot_layers(settlement: PotSettlement) -> tuple[list[Any], list[tuple[Any, int, list[int]]],
                                                    set[Any]]:
    """What the pots charts draw of a settlement: the players (in contribution order); per pot
    (main pot first) the pot, the level its layer starts at, and each player's chips in that
    layer (the top layer also takes the chips folded above the last live level; what went
    back is not in any layer); and who can win some pot (everyone else folded)."""
    cons = dict(settlement.contributions)
    back = dict(settlement.uncalled)
    players = list(cons)
    eligible = set().union(*(p.eligible for p in settlement.pots)) if settlement.pots else set()
    layers = []
    below = 0
    for k, pot in enumerate(settlement.pots):
        live = [cons[p] - back.get(p, 0) for p in players]
        heights = ([max(0, c - below) for c in live] if k == len(settlement.pots) - 1
                   else [max(0, min(c, pot.level) - below) for c in live])
        layers.append((pot, below, heights))
        below = pot.level
    return players, layers, eligible


def pots_chart(settlement: PotSettlement | Any, ax: Axes | None = None,
               title: str | None = None, lang: str = "en",
               names: Mapping[Any, str] | None = None) -> Axes:
    """Each player's contribution as a bar cut into layers, one colour per pot (main pot at
    the bottom); the legend names each pot, its chips and who can win it. The uncalled part is
    grey and hatched (it goes back), folded players' bars are faded, and dead money (antes) is
    a bar of its own. Players appear by name (``names`` maps a seat to its name when the
    settlement counts seats; a replay passed for ``settlement`` gives its table's names)."""
    ax = chart_axes(ax, (7, 4), lang)
    names = names_of(settlement, names)
    settlement = settlement_of(settlement)
    cons = dict(settlement.contributions)
    back = dict(settlement.uncalled)
    players, layers, eligible = pot_layers(settlement)
    x = list(range(len(players)))
    faded = False
    for k, (pot, below, heights) in enumerate(layers):
        colour = POT_COLOURS[k % len(POT_COLOURS)]
        who = ", ".join(name_of(p, names) for p in pot.eligible)
        bars = ax.bar(x, heights, bottom=below, color=colour, edgecolor="white",
                      label=TEXT("pot legend", lang, pot=pot.label(lang),
                                 amount=pot.amount, who=who))
        for p, bar, h in zip(players, bars, heights):
            if p not in eligible:
                bar.set_alpha(FOLDED_ALPHA)
                faded = faded or h > 0
    if faded:   # the lighter shade gets its own legend entry
        ax.bar([0], [0], color=POT_COLOURS[0], alpha=FOLDED_ALPHA, edgecolor="white",
               label=TEXT("folded", lang))
    for p, c in back.items():
        i = players.index(p)
        ax.bar([i], [c], bottom=cons[p] - c, color="#d0d0d0", hatch="//", edgecolor="#888",
               label=TEXT("uncalled", lang, chips=c, who=name_of(p, names)))
    labels = [name_of(p, names) for p in players]
    if settlement.dead:
        ax.bar([len(players)], [settlement.dead], color=POT_COLOURS[0], alpha=0.6,
               label=TEXT("dead", lang, chips=settlement.dead))
        labels.append(TEXT("dead bar", lang))
        x = x + [len(x)]
    ax.set_xticks(x, labels)
    ax.set_ylabel(TEXT("put in", lang))
    ax.set_title(title or TEXT("pots title", lang))
    # the legend goes under the bars, full width: beside them its long pot lines squeezed the
    # bars into a strip and pushed the title off a notebook-wide figure
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.14), ncols=1,
              frameon=False)
    return localized(ax, lang)


def aof_stacks_chart(history: Sequence[Mapping[str, int]], ax: Axes | None = None,
                     title: str | None = None, lang: str = "en") -> Axes:
    """One line per player (named in the legend): their stack at the start (hand 0) and after
    every hand; the x axis counts whole hands."""
    ax = chart_axes(ax, (7, 3.5), lang)
    players = list(history[0]) if history else []
    hands = list(range(len(history)))
    for p in players:
        ax.plot(hands, [row.get(p, 0) for row in history], marker="o", markersize=3,
                label=str(p))
    whole_number_ticks(ax.xaxis)
    ax.set_xlabel(COMMON("hands played (O A)", lang))  # the AoF article: 一局, 点
    ax.set_ylabel(TEXT("stack axis", lang))   # the table counts chips (the article: 点)
    ax.set_title(title or TEXT("stacks title", lang))
    if players:
        ax.legend(fontsize=8, ncols=min(len(players), 5))
    return localized(ax, lang)


def convergence_chart(result: PushFoldResult, ax: Axes | None = None,
                      title: str | None = None, lang: str = "en") -> Axes:
    """Exploitability (big blinds per hand) against iterations of a push/fold solution."""
    ax = chart_axes(ax, (6, 3.2), lang)
    ys = list(result.convergence)
    ax.semilogy(range(1, len(ys) + 1), [max(y, 1e-12) for y in ys],
                label=TEXT("exploitability", lang))
    whole_number_ticks(ax.xaxis)
    ax.set_xlabel(TEXT("iteration" if result.players > 2 else "check", lang))
    ax.set_ylabel(TEXT("exploitability", lang))
    ax.set_title(title or TEXT("convergence title", lang, players=result.players,
                               stack=result.stack_bb))
    ax.legend(fontsize=8)
    return localized(ax, lang)


def equity_chart(result: EquityResult, labels: Sequence[str] | None = None,
                 ax: Axes | None = None, title: str | None = None, lang: str = "en") -> Axes:
    """Stacked bars per hand: wins alone, then its share of ties (equity = their sum). When
    the wins and ties are not known (a player's ``win`` is NaN, e.g. a hand class read from the
    169 x 169 table), one bar for the equity."""
    ax = chart_axes(ax, (6, 3), lang)
    names = list(labels or [" ".join(map(str, p.hand)) for p in result])
    equities = [p.equity for p in result]
    if any(math.isnan(p.win) for p in result):
        ax.barh(names, equities, color="#55a868", label=TEXT("equity bar", lang))
    else:
        wins = [p.win for p in result]
        tie_share = [p.equity - p.win for p in result]
        ax.barh(names, wins, color="#55a868", label=TEXT("wins", lang))
        ax.barh(names, tie_share, left=wins, color="#ccb974", label=TEXT("ties", lang))
    for i, e in enumerate(equities):
        ax.text(e + 0.01, i, f"{e:.1%}", va="center")
    ax.set_xlim(0, 1.12)
    ax.invert_yaxis()
    ax.set_xlabel(TEXT("share", lang))
    how = TEXT("exact" if result.exact else "monte carlo", lang)
    ax.set_title(TEXT("equity title", lang, title=title or TEXT("equity", lang), how=how))
    ax.legend(fontsize=8, loc="lower right")
    return localized(ax, lang)
