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

# === Lesson 01: Oasis Poker =================================================================

# === Lesson 02: AoF Hold'em =================================================================

# === Lesson 03: Omaha Hi/Lo =================================================================
