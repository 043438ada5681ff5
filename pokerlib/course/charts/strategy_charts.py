"""Lesson 02b's charts: how wide the heads-up push/fold ranges are at each stack depth (with
and without a rake), and the results of many seeded sessions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.axes import Axes

from ...errors import TableError
from ...lang import Messages
from .base import POT_COLOURS, chart_axes

if TYPE_CHECKING:  # only for annotations: the charts read these objects' public fields
    from ...aof import PushFoldResult

__all__ = ["range_width_chart", "session_results_chart"]

TEXT = Messages(
    en={"width_title": "Heads-up equilibrium: the share of hands played, by stack depth",
        "depth": "stack of each player (big blinds)", "share": "share of all starting hands",
        "sb": "SB all-in", "bb": "BB calls the all-in", "no_rake": "no rake",
        "sessions_title": "{n} sessions of {hands} hands: {player}'s result per hand",
        "per_hand": "{player}'s result per hand in one session (chips)",
        "count": "sessions", "mean": "mean {mean:+.2f} chips a hand (± {se2:.2f}: 2 standard "
        "errors)", "even": "break-even"},
    ja={"width_title": "ヘッズアップの均衡: スタックの深さごとの参加ハンドの割合",
        "depth": "各プレイヤーのスタック（BB）", "share": "全スターティングハンドに占める割合",
        "sb": "SBのオールイン", "bb": "BBのコール", "no_rake": "レーキなし",
        "sessions_title": "{hands}ハンドのセッションを{n}回: {player}の一局あたりの結果",
        "per_hand": "1セッションでの{player}の一局あたりの結果（点）",
        "count": "セッション数", "mean": "平均 {mean:+.2f}点/ハンド（± {se2:.2f}: 標準誤差の2倍）",
        "even": "損益ゼロ"})


def range_width_chart(results: Sequence[PushFoldResult], ax: Axes | None = None,
                      lang: str = "en") -> Axes:
    """How wide the heads-up ranges are at each stack depth: the small blind's all-in share
    (solid) and the big blind's calling share (dashed) of all 1,326 starting hands, one colour
    per rake (results without a rake and with one can be mixed; each line is labelled)."""
    ax = chart_axes(ax, (7.5, 4), lang)
    groups: dict[Any, list[PushFoldResult]] = {}
    for r in results:
        groups.setdefault(getattr(r, "rake", None), []).append(r)
    for k, (rake, rows) in enumerate(groups.items()):
        rows = sorted(rows, key=lambda r: r.stack_bb)
        depths = [r.stack_bb for r in rows]
        colour = POT_COLOURS[k % len(POT_COLOURS)]
        what = TEXT("no_rake", lang) if rake is None else rake.describe(lang)
        marker = "o" if len(rows) < 15 else None
        ax.plot(depths, [r.ranges[0].share for r in rows], color=colour, marker=marker,
                label=f"{TEXT('sb', lang)} ({what})")
        ax.plot(depths, [r.ranges[1].share for r in rows], color=colour, marker=marker,
                linestyle="--", label=f"{TEXT('bb', lang)} ({what})")
    ax.set_ylim(0, 1.02)
    ax.set_xlabel(TEXT("depth", lang))
    ax.set_ylabel(TEXT("share", lang))
    ax.set_title(TEXT("width_title", lang), fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower left")  # the ranges start high and fall to the right
    return ax


def session_results_chart(results: Sequence[float], hands: int, player: str = "A",
                          ax: Axes | None = None, lang: str = "en") -> Axes:
    """A histogram of one player's result per hand in each of many sessions of ``hands``
    hands, with the mean over all sessions, its band of two standard errors, and zero."""
    values = np.asarray(results, dtype=float)
    if values.ndim != 1 or not len(values) or not np.isfinite(values).all():
        raise TableError(key="misc_results_one_number", results=results)
    ax = chart_axes(ax, (7.5, 3.6), lang)
    mean = float(values.mean())
    se = float(values.std(ddof=1) / np.sqrt(len(values))) if len(values) > 1 else 0.0
    ax.hist(values, bins=30, color="#8c8c8c", edgecolor="white")
    ax.axvspan(mean - 2 * se, mean + 2 * se, color="#55a868", alpha=0.35)
    ax.axvline(mean, color="#55a868", linewidth=2,
               label=TEXT("mean", lang, mean=mean, se2=2 * se))
    ax.axvline(0, color="black", linewidth=1, linestyle=":", label=TEXT("even", lang))
    ax.set_xlabel(TEXT("per_hand", lang, player=player))
    ax.set_ylabel(TEXT("count", lang))
    ax.set_title(TEXT("sessions_title", lang, n=len(values), hands=hands, player=player),
                 fontsize=10)
    ax.legend(fontsize=8, loc="upper left")
    return ax
