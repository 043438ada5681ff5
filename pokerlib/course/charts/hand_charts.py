"""Lesson 00's chart: how often each hand category occurs."""

from __future__ import annotations

import re
from collections.abc import Mapping

import numpy as np
from matplotlib.axes import Axes

from ...evaluate import HandCategory
from ...lang import Messages
from .base import chart_axes, localized

__all__ = ["category_frequencies"]

TEXT = Messages(
    en={"cards": "{n} cards", "share": "share of all hands", "log": " (log scale)",
        "title": "How often each hand occurs"},
    ja={"cards": "{n}枚", "share": "全ハンドに占める割合", "log": "（対数目盛）",
        "title": "各役の出現頻度"},
)


def _two_lines(name: str) -> str:
    """A long Japanese name on two lines (ストレート / フラッシュ), so that neighbouring labels
    under the bars do not run into each other."""
    if len(name) <= 6:
        return name
    half = len(name) // 2
    return f"{name[:half]}\n{name[half:]}"


def _cards_label(label: object, lang: str) -> str:
    """A legend label such as "5 cards" in ``lang`` ("5枚"); any other label unchanged."""
    match = re.fullmatch(r"(\d+) cards?", str(label))
    return TEXT("cards", lang, n=match.group(1)) if match else str(label)


def category_frequencies(counts_by_label: Mapping[str, Mapping[HandCategory, int]],
                         ax: Axes | None = None, log: bool = True, lang: str = "en") -> Axes:
    """Grouped bars: for each label (e.g. "5 cards", "7 cards") the share of all hands in each
    category, strongest category on the left; ``counts_by_label`` maps a label to a
    ``{HandCategory: count}`` dict such as :func:`pokerlib.evaluate.category_counts` returns.
    Bar heights are fractions of all hands (each label's bars sum to 1); the category names
    and the axis labels are in ``lang``.

    >>> ax = category_frequencies({"5": {HandCategory.FLUSH: 1, HandCategory.ONE_PAIR: 3}},
    ...                           log=False, lang="ja")
    >>> [round(float(b.get_height()), 2) for b in ax.patches if b.get_height()]
    [0.25, 0.75]
    >>> ax.get_title()
    '各役の出現頻度'

    A label "5 cards" is said in ``lang`` ("5枚"), so one lesson cell serves both editions.
    """
    ax = chart_axes(ax, (9, 4), lang)
    cats = sorted(HandCategory, reverse=True)
    labels = list(counts_by_label)
    width = 0.8 / max(1, len(labels))
    x = np.arange(len(cats))
    for i, label in enumerate(labels):
        counts = counts_by_label[label]
        total = sum(counts.values())
        heights = [counts.get(c, 0) / total for c in cats]
        ax.bar(x + (i - (len(labels) - 1) / 2) * width, heights, width,
               label=_cards_label(label, lang))
    names = [c.english.replace(" ", "\n", 1) if lang == "en" else _two_lines(c.japanese)
             for c in cats]
    ax.set_xticks(x, names, fontsize=8)
    if log:
        ax.set_yscale("log")
    ax.set_ylabel(TEXT("share", lang) + (TEXT("log", lang) if log else ""))
    ax.set_title(TEXT("title", lang))
    ax.legend()
    return localized(ax, lang)
