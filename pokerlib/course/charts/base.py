"""What every chart shares: a new Axes in the lesson's language, whole-number ticks, players'
names in both languages (a pot names itself: :meth:`pokerlib.pots.Pot.label`).

>>> name_of(2, {2: "Cho"}), name_of("Ann", None)
('Cho', 'Ann')
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import matplotlib
import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.text import Text
from matplotlib.ticker import MaxNLocator

from ...errors import PotError, TableError
from ...lang import Messages
from ...pots import PotSettlement
from ..fonts import use_language

__all__ = ["chart_axes", "localized", "whole_number_ticks", "name_of", "names_of",
           "settlement_of", "POT_COLOURS", "PLAYER_COLOURS", "TEXT"]

#: One colour per pot (main pot first), and one per player in charts that name players.
POT_COLOURS = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3",
               "#8c8c8c", "#ccb974")
PLAYER_COLOURS = ("#2e86c1", "#28b463", "#f5b041", "#af7ac5", "#e74c3c", "#48c9b0",
                  "#7f8c8d", "#a04000", "#1abc9c", "#34495e")

#: Words shared by several charts.
TEXT = Messages(
    en={"seat": "seat {seat}",
        "hands played": "hands played", "chips": "chips",
        "hands played (O A)": "hands played", "points": "points"},
    ja={"seat": "席{seat}",
        "hands played": "プレイしたハンド数", "chips": "チップ",
        "hands played (O A)": "プレイした局数", "points": "点"},
)


def chart_axes(ax: Axes | None, figsize: tuple[float, float], lang: str) -> Axes:
    """The Axes to draw on (the one given, or a new figure's), with matplotlib's fonts set
    for ``lang`` (:func:`pokerlib.course.fonts.use_language`: a Japanese font behind DejaVu
    Sans)."""
    use_language(lang)
    if ax is None:
        _, ax = plt.subplots(figsize=figsize, layout="constrained")
    elif not isinstance(ax, Axes):
        raise TableError(key="type", what="ax",
                         allowed="a matplotlib Axes (plt.subplots()[1]) or None", value=ax)
    return ax


def localized(ax: Axes, lang: str) -> Axes:
    """``ax`` with every text of its figure able to draw ``lang``: a figure made before the
    language was chosen (``plt.subplots`` first, then the chart) keeps the fonts it was made
    with, so each text gets the language's font list."""
    if lang != "en":
        families = list(matplotlib.rcParams["font.family"])
        fig = ax.get_figure(root=True)
        for text in (fig or ax).findobj(Text):
            text.set_fontfamily(families)
    return ax


def whole_number_ticks(axis: Axis) -> None:
    """Ticks only at whole numbers (hands played, iterations: there is no hand 2.5); an axis
    that spans less than two units (a session of one hand) is widened so it has some."""
    axis.set_major_locator(MaxNLocator(integer=True))
    lo, hi = axis.get_view_interval()
    if hi - lo < 2:
        # counts never go below 0: widen upwards from a non-negative start (no "hand -1")
        data_lo = axis.get_data_interval()[0]
        low = math.floor(data_lo) if data_lo >= 0 else round((lo + hi) / 2) - 1
        limits = (low, low + 2)
        if axis is axis.axes.xaxis:
            axis.axes.set_xlim(*limits)
        else:
            axis.axes.set_ylim(*limits)


def name_of(player: Any, names: Mapping[Any, str] | None) -> str:
    """A player's name for a chart: ``names[player]`` when given, else the player itself."""
    if names and player in names:
        return str(names[player])
    return str(player)


def names_of(source: Any, names: Mapping[Any, str] | None) -> Mapping[Any, str] | None:
    """The names to use for ``source``'s players: ``names`` when given, else the names of the
    table or replay ``source`` came from (an object with ``.game.names``, such as a
    :class:`pokerlib.phh.Replay`), else None (the players are their own names)."""
    if names is not None:
        return names
    found = getattr(getattr(source, "game", None), "names", None)
    return found if isinstance(found, Mapping) else None


def settlement_of(source: Any) -> PotSettlement:
    """The pot settlement to draw: ``source`` itself, or the ``.settlement`` of a replay or
    hand record that carries one."""
    if isinstance(source, PotSettlement):
        return source
    found = getattr(source, "settlement", None)
    if isinstance(found, PotSettlement):
        return found
    raise PotError(key="misc_expected_pot_settlement", source=source)

