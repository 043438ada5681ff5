"""A widget's kept chart figure (ChartCanvas) draws exactly what a new figure draws: the charts
of seeded AoF, drill and Oasis sessions, drawn one after another on one canvas, are compared
pixel by pixel with the same charts drawn on new figures (figure_png), in English and Japanese.
Anything the canvas failed to take away or set back (a bar, a legend, a twin axis, the colour
cycle, limits, ticks, where the Axes starts its layout) shows up as a pixel that differs."""

from __future__ import annotations

import io
import random

import numpy as np
import pytest
from PIL import Image

from pokerlib.course.charts import (
    advice_chart,
    aof_stacks_chart,
    balance_chart,
    drill_chart,
    pots_chart,
)
from pokerlib.course.drills import SplitDrill
from pokerlib.course.widgets import AofTableUI, OasisTableUI
from pokerlib.course.widgets.display import ChartCanvas, figure_png


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def same_as_a_new_figure(canvas: ChartCanvas, draw, size) -> None:
    fresh, kept = pixels(figure_png(draw, size)), pixels(canvas.png(draw, size))
    assert fresh.shape == kept.shape
    assert (fresh != kept).any(axis=-1).sum() == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_aof_charts_on_a_kept_figure_are_those_of_a_new_one(lang):
    ui = AofTableUI(seed=2026, lang=lang)
    rng = random.Random(1)
    pots, stacks = ChartCanvas(), ChartCanvas()
    played = 0
    while played < 6:
        if not ui.allin_button.disabled:
            (ui.allin_button if rng.random() < 0.6 else ui.fold_button).click()
            continue
        h = ui.hand
        st, hist, names = h.settlement, list(ui.session.history), {p: p for p in h.players}
        same_as_a_new_figure(pots, lambda ax, st=st, names=names: pots_chart(
            st, ax=ax, lang=lang, names=names), (6, 3.2))
        same_as_a_new_figure(stacks, lambda ax, hist=hist: aof_stacks_chart(
            hist, ax=ax, lang=lang), (7, 3))
        ui.next_button.click()
        played += 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_drill_and_oasis_charts_on_a_kept_figure_are_those_of_a_new_one(lang):
    canvas = ChartCanvas()             # the drill chart has a twin axis on the right
    drill = SplitDrill(seed=3)
    for i in range(4):
        spot = drill.next()
        pay = spot.payouts()
        drill.grade(pay if i % 2 else {next(iter(pay)): spot.total})
        same_as_a_new_figure(canvas, lambda ax: drill_chart(drill.record, lang=lang, ax=ax),
                             (7, 4))  # noqa: B023 (drawn at once)
    advice, balance = ChartCanvas(), ChartCanvas()
    ui = OasisTableUI(seed=5, lang=lang)
    for _ in range(3):
        g = ui.game
        adv = g.advise()
        # a different number of options gives the chart another height
        same_as_a_new_figure(advice, lambda ax, adv=adv: advice_chart(
            adv, ax=ax, top=8, lang=lang, unaffordable={adv[0].label}),
            (6.5, 0.38 * min(8, len(adv)) + 1.5))
        ui.fold_button.click()
        bal = list(ui.session.balances)
        same_as_a_new_figure(balance, lambda ax, bal=bal: balance_chart(bal, ax=ax, lang=lang),
                             (6, 2.6))
        ui.next_button.click()


def test_the_same_key_gives_back_the_last_picture_without_drawing():
    canvas = ChartCanvas()
    drawn = []

    def draw(ax):
        drawn.append(1)
        ax.plot([1, 2, 3])

    first = canvas.png(draw, (4, 3), key="a")
    assert canvas.png(draw, (4, 3), key="a") is first and len(drawn) == 1
    assert canvas.png(draw, (4, 3), key="b") == first and len(drawn) == 2
    assert canvas.png(draw, (4, 3)) == first and len(drawn) == 3     # no key: drawn again
