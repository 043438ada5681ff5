"""Charts for the lessons (matplotlib).

Every function draws on the ``Axes`` it is given (or a new one) and returns it, so tests can
read the chart's data back through the Artist API. The module is split into one section per
lesson.
"""

from __future__ import annotations

import matplotlib.pyplot as plt

__all__: list[str] = []


def _axes(ax=None, figsize=(7, 4)):
    """The Axes to draw on: the one given, or a new figure's."""
    if ax is None:
        _, ax = plt.subplots(figsize=figsize, layout="constrained")
    return ax


# === Lesson 00: cards and hands =============================================================

def category_frequencies(counts_by_label, ax=None, log: bool = True):
    """Grouped bars: for each label (e.g. "5 cards", "7 cards") the share of all hands in each
    category, strongest category on the left; ``counts_by_label`` maps a label to a
    ``{HandCategory: count}`` dict such as :func:`pokerlib.evaluate.category_counts` returns.
    Bar heights are fractions of all hands (each label's bars sum to 1)."""
    import numpy as np

    from .evaluate import HandCategory

    ax = _axes(ax, figsize=(9, 4))
    cats = sorted(HandCategory, reverse=True)
    labels = list(counts_by_label)
    width = 0.8 / max(1, len(labels))
    x = np.arange(len(cats))
    for i, label in enumerate(labels):
        counts = counts_by_label[label]
        total = sum(counts.values())
        heights = [counts.get(c, 0) / total for c in cats]
        ax.bar(x + (i - (len(labels) - 1) / 2) * width, heights, width, label=label)
    ax.set_xticks(x, [c.english.replace(" ", "\n", 1) for c in cats], fontsize=8)
    if log:
        ax.set_yscale("log")
    ax.set_ylabel("share of all hands" + (" (log scale)" if log else ""))
    ax.set_title("How often each hand occurs")
    ax.legend()
    return ax

# === Lesson 01: Oasis Poker =================================================================

# === Lesson 02: AoF Hold'em =================================================================

# === Lesson 03: Omaha Hi/Lo =================================================================
