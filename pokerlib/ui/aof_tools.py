"""Lesson 02's study tools: an exact hold'em equity calculator and the heads-up push/fold
range chart by stack depth."""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as W
from matplotlib.axes import Axes

from ..aof import PushFoldResult, Range, pushfold_equilibrium
from ..equity import EquityResult, equity
from ..errors import TableError
from ..plots import equity_chart, range_chart
from .arguments import check_real_number, check_text, check_texts
from .display import chart_image, figure_png, run_action

__all__ = ["EquityExplorer", "PushFoldChart"]


class EquityExplorer:
    """Pick two or three hands and a board; **Equity** shows each hand's exact share of the
    pot (every remaining board enumerated). One text box per entry of ``hands`` (1 to 6; an
    empty box is a hand not in).

    >>> e = EquityExplorer()
    >>> e.hand_boxes[0].value, e.hand_boxes[1].value = "As Qs", "Kh Kd"
    >>> e.board_box.value = "Qh 9s 2c"
    >>> e.run_button.click()
    >>> round(e.result[0].equity, 4)
    0.2465
    """

    def __init__(self, hands: Sequence[str] = ("As Ks", "Qh Qd", ""), board: str = ""):
        hands = check_texts(hands, "the hands", 1, 6)
        self.hand_boxes = [W.Text(value=h, description=f"hand {i + 1}",
                                  placeholder="e.g. As Kd (empty: not in)").add_class(
            "pokerlib-aof-eq-hand") for i, h in enumerate(hands)]
        self.board_box = W.Text(value=check_text(board, "the board"), description="board",
                                placeholder="0, 3, 4 or 5 cards").add_class(
            "pokerlib-aof-eq-board")
        self.run_button = W.Button(description="Equity", button_style="primary").add_class(
            "pokerlib-aof-eq-run")
        self.result_html = W.HTML().add_class("pokerlib-aof-eq-result")
        self.chart = chart_image(420, "pokerlib-aof-eq-chart")
        self.result: EquityResult | None = None
        self.run_button.on_click(lambda _: self.run())
        self.widget = W.VBox([*self.hand_boxes, self.board_box, self.run_button,
                              self.result_html, self.chart]).add_class("pokerlib-aof-equity")

    def run(self) -> None:
        """Compute the equities of the hands typed (or show why they cannot be computed)."""
        hands = [b.value for b in self.hand_boxes if b.value.strip()]
        res = run_action(self.result_html, equity, hands, self.board_box.value)
        self.result = res
        if res is None:
            return
        self.result_html.value = res._repr_html_()

        def draw(ax: Axes) -> None:
            equity_chart(res, ax=ax)

        self.chart.value = figure_png(draw, (6, 2.6))


class PushFoldChart:
    """Heads-up push/fold equilibrium charts: a slider for the stack depth (1 to 25 big blinds)
    and a choice between the small blind's all-in range and the big blind's calling range.

    >>> c = PushFoldChart(stack_bb=8)
    >>> c.depth.value = 15
    >>> c.range.name, round(c.range.share, 3)
    ('SB all-in', 0.457)
    """

    #: The two ranges the chart can show.
    CHOICES = ("SB all-in", "BB calls SB")

    def __init__(self, stack_bb: float = 8, which: str = "SB all-in"):
        stack_bb = check_real_number(stack_bb, "stack_bb (the stack in big blinds)", 1, 25)
        if which not in self.CHOICES:
            raise TableError(f"which must be one of {', '.join(map(repr, self.CHOICES))}, "
                             f"not {which!r}")
        self.depth = W.FloatSlider(value=stack_bb, min=1, max=25, step=0.5,
                                   description="stack (BB)", continuous_update=False).add_class(
            "pokerlib-aof-depth")
        self.which = W.ToggleButtons(options=list(self.CHOICES),
                                     value=which).add_class("pokerlib-aof-which")
        self.summary = W.HTML().add_class("pokerlib-aof-range-text")
        self.image = chart_image(430, "pokerlib-aof-chart")
        self.depth.observe(lambda _: self.draw(), names="value")
        self.which.observe(lambda _: self.draw(), names="value")
        self.widget = W.VBox([W.HBox([self.depth, self.which]), self.summary,
                              self.image]).add_class("pokerlib-aof-pushfold")
        self.draw()

    def draw(self) -> None:
        """Solve (or look up) the equilibrium at the slider's depth and draw the chosen range."""
        res = run_action(self.summary, pushfold_equilibrium, self.depth.value, 2)
        if res is None:
            return
        self.result: PushFoldResult = res
        self.range: Range = res.ranges[0 if self.which.value == self.CHOICES[0] else 1]
        rng = self.range
        self.summary.value = (f"<b>{self.depth.value:g} BB, {rng.name}:</b> {rng.share:.1%} "
                              f"of hands; the small blind's expected result "
                              f"{res.value[0]:+.3f} BB per hand")

        def draw(ax: Axes) -> None:
            range_chart(rng, ax=ax)

        self.image.value = figure_png(draw, (5.2, 5.2))
