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
    equity_chart,
    hilo_equity_chart,
    pots_chart,
)
from pokerlib.course.drills import SplitDrill
from pokerlib.course.widgets import (
    AofTableUI,
    EquityExplorer,
    HiLoEquityExplorer,
    OasisTableUI,
)
from pokerlib.course.widgets.class_equity import entry
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


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_explorer_charts_on_a_kept_figure_are_those_of_a_new_one(lang):
    """The equity explorers draw every result on one kept figure: each chart (2 or 3 hands,
    so two heights; exact and sampled; then an error, then a chart again) is the one a new
    figure draws."""
    e = EquityExplorer(lang=lang)
    spots = [(["As Ks", "Qh Qd", ""], ""), (["AA", "KK", "QQ"], "2c 7d 9s"),
             (["AKs", "Qh Qd", ""], "2c 7d 9s"), (["AA", "KK", "QQ"], "As Ad Ah"),
             (["AA", "KK", "QQ"], "")]
    for hands, board in spots:
        for box, text in zip(e.hand_boxes, hands):
            box.value = text
        e.board_box.value = board
        e.run_button.click()
        if e.result is None:
            assert e.chart.value == b""
            continue
        labels = [entry(h).label for h in hands if h]
        fresh = figure_png(lambda ax, labels=labels: equity_chart(
            e.result, labels=labels, ax=ax, lang=lang), (6, 0.5 * len(labels) + 1.6))
        assert (pixels(fresh) != pixels(e.chart.value)).any(axis=-1).sum() == 0
    o = HiLoEquityExplorer(lang=lang)
    for hands, board in ((["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s"),
                         (["As 2s 3d Kd", "Ah Kh Qc Jc", "7d 8d 9c Tc"], "4c 5h 9s Td"),
                         (["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s Td 2d")):
        o.hands.value, o.board.value = "\n".join(hands), board
        o.run_button.click()
        fresh = figure_png(lambda ax: hilo_equity_chart(o.value, ax=ax, lang=lang), (7, 3.4))
        assert (pixels(fresh) != pixels(o.chart.value)).any(axis=-1).sum() == 0


def test_kept_pictures_are_given_back_by_key_and_size_only():
    """A canvas gives back a kept picture only for the same key and size: another key, or the
    same key at another size, is drawn; the oldest pictures are forgotten."""
    canvas = ChartCanvas()
    drawn = []

    def draw(values):
        def f(ax):
            drawn.append(values)
            ax.plot(values)
        return f

    a = canvas.png(draw([1, 2]), (4, 3), key="a")
    b = canvas.png(draw([2, 1]), (4, 3), key="b")
    assert pixels(a).tolist() != pixels(b).tolist()
    assert canvas.png(draw([9]), (4, 3), key="a") is a and len(drawn) == 2
    assert canvas.png(draw([9]), (4, 3), key="b") is b and len(drawn) == 2
    wide = canvas.png(draw([1, 2]), (5, 3), key="a")
    assert len(drawn) == 3 and pixels(wide).shape != pixels(a).shape
    for i in range(ChartCanvas.KEPT_PICTURES):
        canvas.png(draw([i, 0]), (4, 3), key=i)
    again = canvas.png(draw([1, 2]), (4, 3), key="a")      # forgotten: drawn again
    assert again is not a and len(drawn) == 4 + ChartCanvas.KEPT_PICTURES
