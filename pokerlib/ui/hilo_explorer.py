"""Lesson 03's hi/lo equity explorer: several Omaha hands, a board and dead cards, and each
hand's exact share of the pot split into its high and low halves."""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as W
import matplotlib.pyplot as plt

from ..equity import HiLoEquityResult, equity_hilo
from ..plots import hilo_equity_chart
from .arguments import check_text, check_texts
from .display import run_action, show_figure

__all__ = ["HiLoEquityExplorer"]


class HiLoEquityExplorer:
    """Type two or more Omaha hands (one per line), a board and dead cards; see each player's
    equity split into the share won through the high half and through the low half, the
    chance to scoop, and how often a low is made — exact over every remaining board.

    >>> e = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    >>> round(e.value[0].equity, 4), "820 boards" in e.result.value
    (0.7024, True)
    >>> e.hands.value = "As 2s 3d Kd"; e.run_button.click()     # one hand is not enough
    >>> "two or more" in e.result.value
    True
    """

    def __init__(self, hands: Sequence[str] = ("As 2s 3d Kd", "Ah Kh Qc Jc"),
                 board: str = "", dead: str = ""):
        hands = check_texts(hands, "the hands", 0, 10)
        self.hands = W.Textarea(value="\n".join(hands), description="Hands",
                                layout=W.Layout(width="20em", height="6em"))
        self.board = W.Text(value=check_text(board, "the board"), description="Board",
                            layout=W.Layout(width="20em"))
        self.dead = W.Text(value=check_text(dead, "the dead cards"), description="Dead",
                           layout=W.Layout(width="20em"))
        self.run_button = W.Button(description="Compute equity", button_style="primary")
        self.result = W.HTML()
        self.chart = W.Output()
        self.run_button.add_class("pokerlib-omaha-equity-run")
        self.board.add_class("pokerlib-omaha-equity-board")
        self.result.add_class("pokerlib-omaha-equity-result")
        self.chart.add_class("pokerlib-omaha-equity-chart")
        self.run_button.on_click(lambda _b: self.compute())
        self.value: HiLoEquityResult | None = None
        self.widget = W.VBox([W.HBox([self.hands, W.VBox([self.board, self.dead,
                                                          self.run_button])]),
                              self.result, self.chart])
        self.compute()

    def compute(self) -> None:
        """Compute the equities of the hands typed (or show why they cannot be computed)."""
        hands = [line for line in self.hands.value.splitlines() if line.strip()]
        self.value = run_action(self.result, equity_hilo, hands, self.board.value,
                                self.dead.value)
        if self.value is None:
            return
        self.result.value = self.value._repr_html_()
        fig, ax = plt.subplots(figsize=(7, 3.2), layout="constrained")
        self.axes = hilo_equity_chart(self.value, ax=ax)
        show_figure(self.chart, fig)
