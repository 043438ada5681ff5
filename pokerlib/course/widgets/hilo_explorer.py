"""Lesson 03's hi/lo equity explorer: several Omaha hands, a board and dead cards, and each
hand's exact share of the pot split into its high and low halves."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

import ipywidgets as W

from ...cards import cards_html
from ...equity import HiLoEquityResult, equity_hilo
from ...errors import PokerError
from ...lang import Messages, check_lang
from ..charts.widget_charts import hilo_svg
from .arguments import check_text, check_texts
from .card_fields import CardField, field_error_html, read_cards
from .display import TABLE_STYLE, LessonBox, chart_html

__all__ = ["HiLoEquityExplorer"]

TEXT = Messages(
    en={
        "hands": "Hands", "board": "Board", "dead": "Dead", "run": "Compute equity",
        "computing": "computing… (exact over {boards:,} boards)",
        "exact": "exact: all {boards:,} boards",
        "sampled": "Monte Carlo: {boards:,} random boards (± one standard error)",
        "head": "board {board} — {method}; a low is made on {low:.2%} of boards",
        "no board": "(none)", "th hand": "hand", "th equity": "equity",
        "th high": "from high", "th low": "from low", "th scoop": "scoop",
    },
    ja={
        "hands": "ハンド", "board": "ボード", "dead": "除外したカード", "run": "エクイティを計算",
        "computing": "計算中…（全{boards:,}通りのボードで厳密に）",
        "exact": "厳密: 全{boards:,}通りのボード",
        "sampled": "モンテカルロ: ランダムなボード{boards:,}枚（±は標準誤差1つ分）",
        "head": "ボード {board} — {method}。ローができるボードは{low:.2%}",
        "no board": "（なし）", "th hand": "ハンド", "th equity": "エクイティ",
        "th high": "ハイから", "th low": "ローから", "th scoop": "スクープ",
    },
)


class HiLoEquityExplorer:
    """Type two or more Omaha hands (one per line), a board and dead cards; see each player's
    equity split into the share won through the high half and through the low half, the
    chance to scoop, and how often a low is made — exact over every remaining board. A
    mistake clears the previous result and chart and says which box it is in.

    >>> e = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    >>> round(e.value[0].equity, 4), "820 boards" in e.result.value
    (0.7024, True)
    >>> e.hands.value = "As 2s 3d Kd"; e.run_button.click()     # one hand is not enough
    >>> "two or more" in e.result.value, e.value, len(e.chart.value)
    (True, None, 0)
    """

    def __init__(self, hands: Sequence[str] = ("As 2s 3d Kd", "Ah Kh Qc Jc"),
                 board: str = "", dead: str = "", lang: str = "en"):
        hands = check_texts(hands, "the hands", 0, 10)
        self.lang = check_lang(lang)
        # JupyterLab gives a description 80 px and cuts the rest ("除外したカ…"): the Japanese
        # labels get room for seven characters, the box keeps its 20em beside them
        label, width = ({"description_width": "9em"}, "27em") if lang == "ja" else ({}, "20em")
        self.hands = W.Textarea(value="\n".join(hands), description=TEXT("hands", lang),
                                style=label, layout=W.Layout(width=width, height="6em"))
        self.board = W.Text(value=check_text(board, "the board"), style=label,
                            description=TEXT("board", lang), layout=W.Layout(width=width))
        self.dead = W.Text(value=check_text(dead, "the dead cards"), style=label,
                           description=TEXT("dead", lang), layout=W.Layout(width=width))
        self.run_button = W.Button(description=TEXT("run", lang), button_style="primary")
        self.result = W.HTML()
        self.chart = chart_html("pokerlib-omaha-equity-chart")   # SVG, written at once
        self.run_button.add_class("pokerlib-omaha-equity-run")
        self.board.add_class("pokerlib-omaha-equity-board")
        self.result.add_class("pokerlib-omaha-equity-result")
        self.run_button.on_click(lambda _b: self.compute())
        self.value: HiLoEquityResult | None = None
        self.widget = LessonBox([W.HBox([self.hands, W.VBox([self.board, self.dead,
                                                          self.run_button])]),
                              self.result, self.chart], owner=self)
        self.compute()

    def compute(self) -> None:
        """Compute the equities of the hands typed (or show why they cannot be computed). The
        previous result and chart are cleared first, and "computing…" is shown before the
        work starts."""
        self.value = None
        self.chart.value = ""
        lines = [line for line in self.hands.value.splitlines() if line.strip()]
        try:
            fields = [CardField("hand", line, (4,), number=i + 1) for i, line in enumerate(lines)]
            *holes, board, dead = read_cards([
                *fields, CardField("board", self.board.value, (0, 3, 4, 5)),
                CardField("dead", self.dead.value, tuple(range(0, 53)))])
            if len(holes) < 2:
                raise PokerError("too few hands", key="too_few_hands", got=len(holes))
        except PokerError as exc:
            self.result.value = field_error_html(exc, self.lang)
            return
        boards = math.comb(52 - 4 * len(holes) - len(board) - len(dead), 5 - len(board))
        self.result.value = f"<i>{html.escape(TEXT('computing', self.lang, boards=boards))}</i>"
        try:
            value = equity_hilo(holes, board, dead)
        except PokerError as exc:
            self.result.value = field_error_html(exc, self.lang)
            return
        self.value = value
        self.result.value = self._result_html(value)

        self.chart.value = hilo_svg(value, lang=self.lang)

    def _result_html(self, r: HiLoEquityResult) -> str:
        lang = self.lang
        method = TEXT("exact" if r.exact else "sampled", lang, boards=r.boards)
        board = cards_html(r.board) if r.board else TEXT("no board", lang)
        head = TEXT("head", lang, board="{board}", method=method, low=r.low_made)
        rows = "".join(
            f"<tr><td>{cards_html(p.hand)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{p.high_share:.2%}</td><td>{p.low_share:.2%}</td>"
            f"<td>{p.scoop:.2%}</td></tr>" for p in r)
        ths = "".join(f"<th>{TEXT(k, lang)}</th>"
                      for k in ("th hand", "th equity", "th high", "th low", "th scoop"))
        return (f'<div class="pokerlib-equity-hilo"><div>'
                f"{html.escape(head).replace('{board}', board)}</div>"
                f"<table{TABLE_STYLE}><tr>{ths}</tr>{rows}</table></div>")
