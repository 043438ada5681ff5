"""Lesson 02's study tools: a hold'em equity calculator (cards or hand classes) and the
heads-up push/fold range chart by stack depth."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

import ipywidgets as W

from ...aof import PushFoldResult, Range, pushfold_equilibrium
from ...aof.pushfold import load_headsup_data
from ...cards import cards_html
from ...equity import EquityResult
from ...errors import PokerError, TableError
from ...lang import Messages, check_lang
from ..charts.aof_charts import range_title
from ..charts.widget_charts import equity_svg, range_svg
from .arguments import check_real_number, check_text, check_texts
from .card_fields import CardField, field_error_html, read_cards
from .class_equity import ClassEquity, HandEntry, class_equity, entry, is_class_text
from .display import (
    TABLE_STYLE,
    LessonBox,
    chart_html,
    error_html,
    run_action,
)

__all__ = ["EquityExplorer", "PushFoldChart"]

TEXT = Messages(
    en={
        "hand": "hand {n}", "hand hint": "As Kd, or a class: AKs / QQ / T9o",
        "board": "board", "board hint": "0, 3, 4 or 5 cards", "run": "Equity",
        "computing": "computing… ({what})",
        "boards": "exact over {boards:,} boards", "deals": "{deals:,} combinations of hands",
        "table": "exact, from the 169 × 169 table of starting-hand classes: the average over "
                 "the {deals} pairs of hands of {a} and {b} (wins and ties are not in the "
                 "table)",
        "exact one": "exact: all {boards:,} boards",
        "exact classes": "exact: the average over {deals:,} combinations of hands ({parts}), "
                         "all {boards:,} boards for each",
        "sampled": "estimate: the average over {deals:,} random combinations of hands "
                   "({parts}), {boards:,} random boards each; ± one standard error",
        "part": "{label}: {n} hands", "no board": "(none)",
        "th hand": "hand", "th equity": "equity", "th win": "wins alone", "th tie": "ties",
        "not a class": "{text} is not a starting-hand class: write a pair (77), a suited "
                       "hand (AKs) or an offsuit hand (T9o)",
        "blocked": "{label}: every hand of it shares a card with the board or another hand",
        "no deal": "these hands cannot be dealt together: they always share a card",
        "depth": "stack (BB)", "SB all-in": "SB all-in", "BB calls SB": "BB calls SB",
        "summary": "{depth:g} BB, {name}: {share:.1%} of hands; the small blind's expected "
                   "result {ev:+.3f} BB per hand",
        "solving": "computing… (the equilibrium at {depth:g} BB is not among the shipped "
                   "depths: solving it now, about a second)",
    },
    ja={
        "hand": "ハンド{n}", "hand hint": "As Kd、またはクラス: AKs / QQ / T9o",
        "board": "ボード", "board hint": "0・3・4・5枚", "run": "エクイティ",
        "computing": "計算中…（{what}）",
        "boards": "全{boards:,}通りのボードで厳密に", "deals": "ハンドの組み合わせ{deals:,}通り",
        "table": "スターティングハンドのクラスの169 × 169表による厳密値: {a}と{b}の"
                 "ハンドの組{deals}通りの平均（表には勝ちと同点の内訳はありません）",
        "exact one": "厳密: 全{boards:,}通りのボード",
        "exact classes": "厳密: ハンドの組み合わせ{deals:,}通り（{parts}）の平均、"
                         "それぞれ全{boards:,}通りのボード",
        "sampled": "推定: ランダムなハンドの組み合わせ{deals:,}通り（{parts}）の平均、"
                   "それぞれランダムなボード{boards:,}枚。±は標準誤差1つ分",
        "part": "{label}: {n}ハンド", "no board": "（なし）",
        "th hand": "ハンド", "th equity": "エクイティ", "th win": "単独で勝つ",
        "th tie": "同点",
        "not a class": "{text} はスターティングハンドのクラスではありません。ペアは77、"
                       "スーテッドはAKs、オフスートはT9oのように書いてください",
        "blocked": "{label}: どのハンドもボードか他のハンドとカードが重なります",
        "no deal": "これらのハンドは同時に配れません（必ずカードが重なります）",
        "depth": "スタック (BB)", "SB all-in": "SBのオールイン", "BB calls SB": "BBのコール",
        "summary": "{depth:g} BB、{name}: ハンドの{share:.1%}。SBの期待値は一局あたり"
                   "{ev:+.3f} BB",
        "solving": "計算中…（{depth:g} BBの均衡は収録されていないので、いま解いています。"
                   "1秒ほどかかります）",
    },
)

_KEYED = {"not_a_class": "not a class", "class_blocked": "blocked", "no_deal": "no deal"}


class EquityExplorer:
    """Type two to six hands and a board; **Equity** shows each hand's share of the pot. A hand
    is two cards (``As Kd``) or a starting-hand class (``AKs``, ``QQ``, ``T9o``): a class
    stands for all its hands and its equity is the average over them, as the result line
    says. One text box per entry of ``hands`` (1 to 6; an empty box is a hand not in). The
    board has 0, 3, 4 or 5 cards, as in the Omaha explorer.

    >>> e = EquityExplorer()
    >>> e.hand_boxes[0].value, e.hand_boxes[1].value = "As Qs", "Kh Kd"
    >>> e.board_box.value = "Qh 9s 2c"
    >>> e.run_button.click()
    >>> round(e.result[0].equity, 4)
    0.2465
    >>> e.hand_boxes[0].value, e.hand_boxes[1].value = "AKs", "QQ"   # two classes
    >>> e.board_box.value = ""; e.run_button.click()
    >>> round(e.result[0].equity, 4), "169 × 169" in e.result_html.value
    (0.4605, True)
    """

    def __init__(self, hands: Sequence[str] = ("As Ks", "Qh Qd", ""), board: str = "",
                 lang: str = "en"):
        hands = check_texts(hands, "the hands", 1, 6)
        self.lang = check_lang(lang)
        t = self._text
        self.hand_boxes = [W.Text(value=h, description=t("hand", n=i + 1),
                                  placeholder=t("hand hint"),
                                  layout=W.Layout(width="30em")).add_class(
            "pokerlib-aof-eq-hand") for i, h in enumerate(hands)]
        self.board_box = W.Text(value=check_text(board, "the board"), description=t("board"),
                                placeholder=t("board hint"),
                                layout=W.Layout(width="30em")).add_class(
            "pokerlib-aof-eq-board")
        self.run_button = W.Button(description=t("run"), button_style="primary").add_class(
            "pokerlib-aof-eq-run")
        self.result_html = W.HTML().add_class("pokerlib-aof-eq-result")
        self.chart = chart_html("pokerlib-aof-eq-chart")   # SVG, written at once
        self.result: EquityResult | None = None
        self.details: ClassEquity | None = None
        self.run_button.on_click(lambda _: self.run())
        self.widget = LessonBox([*self.hand_boxes, self.board_box, self.run_button,
                                 self.result_html, self.chart],
                                owner=self).add_class("pokerlib-aof-equity")

    def _text(self, key: str, **fields: object) -> str:
        return TEXT(key, self.lang, **fields)

    def _read(self) -> tuple[list[HandEntry], tuple]:
        """The hands and the board typed; a mistake names the box it is in."""
        boxes = [(i + 1, b.value.strip()) for i, b in enumerate(self.hand_boxes)
                 if b.value.strip()]
        cards = [CardField("hand", text, (2,), number=n) for n, text in boxes
                 if not is_class_text(text)]
        board_field = CardField("board", self.board_box.value, (0, 3, 4, 5))
        read = read_cards([*cards, board_field])
        entries = [entry(text) for _, text in boxes]
        if len(entries) < 2:
            raise PokerError("too few hands", key="too_few_hands", got=len(entries))
        return entries, read[-1]

    def _sentence_html(self, exc: PokerError) -> str:
        key = getattr(exc, "key", None)
        if key in _KEYED:
            return error_html(PokerError(self._text(_KEYED[key], **exc.fields)), self.lang)
        return field_error_html(exc, self.lang)

    def run(self) -> None:
        """Compute the equities of the hands typed (or show why they cannot be computed). The
        previous result and chart are cleared first, and "computing…" is shown before the
        work starts."""
        self.result = self.details = None
        self.chart.value = ""
        try:
            entries, board = self._read()
        except PokerError as exc:
            self.result_html.value = self._sentence_html(exc)
            return
        deals = math.prod(len(e.combos) for e in entries)
        boards = math.comb(52 - 2 * len(entries) - len(board), 5 - len(board))
        what = (self._text("deals", deals=deals) if deals > 1
                else self._text("boards", boards=boards))
        self.result_html.value = f"<i>{html.escape(self._text('computing', what=what))}</i>"
        try:
            details = class_equity(entries, board)
        except PokerError as exc:
            self.result_html.value = self._sentence_html(exc)
            return
        self.details, self.result = details, details.result
        self.result_html.value = self._result_html(details)
        labels = [e.label for e in entries]

        self.chart.value = equity_svg(details.result, labels=labels, lang=self.lang)

    def _result_html(self, d: ClassEquity) -> str:
        """The result as a table, under one line that says how it was computed."""
        t = self._text
        parts = ", ".join(t("part", label=label, n=n)
                          for label, n in zip(d.labels, d.combos) if n > 1)
        if d.method == "table":
            how = t("table", deals=d.deals, a=d.labels[0], b=d.labels[1])
        elif d.method == "sampled":
            how = t("sampled", deals=d.deals, parts=parts, boards=d.boards)
        elif d.averaged:
            how = t("exact classes", deals=d.deals, parts=parts, boards=d.boards)
        else:
            how = t("exact one", boards=d.boards)
        r = d.result
        board = cards_html(r.board) if r.board else t("no board")

        def pct(x: float) -> str:
            return "—" if math.isnan(x) else f"{x:.2%}"

        rows = "".join(
            f"<tr><td>{html.escape(label)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{pct(p.win)}</td><td>{pct(p.tie)}</td></tr>"
            for label, p in zip(d.labels, r))
        head = "".join(f"<th>{t(k)}</th>" for k in ("th hand", "th equity", "th win", "th tie"))
        return (f'<div class="pokerlib-equity"><div>{t("board")} {board} — '
                f"{html.escape(how)}</div><table{TABLE_STYLE}><tr>{head}</tr>{rows}</table></div>")


class PushFoldChart:
    """Heads-up push/fold equilibrium charts: a slider for the stack depth (1 to 25 big blinds)
    and a choice between the small blind's all-in range and the big blind's calling range.

    Every tenth of a big blind is shipped (``HU_SHIPPED_DEPTHS``: the solver's own answers,
    computed when the data was built), so a move of the slider or a depth typed between its
    steps with one decimal (6.1) only looks the equilibrium up and writes the chart as SVG
    (:func:`~pokerlib.course.charts.widget_charts.range_svg`, a few milliseconds); every chart
    drawn is kept, so moving back shows the same one. A finer depth (6.15) is solved on the
    spot: the widget says "computing…" and takes the old chart away at once.

    >>> c = PushFoldChart(stack_bb=8)
    >>> c.depth.value = 15
    >>> c.range.name, round(c.range.share, 3)
    ('SB all-in', 0.457)
    """

    #: The two ranges the chart can show.
    CHOICES = ("SB all-in", "BB calls SB")

    def __init__(self, stack_bb: float = 8, which: str = "SB all-in", lang: str = "en"):
        stack_bb = check_real_number(stack_bb, "stack_bb (the stack in big blinds)", 1, 25)
        if which not in self.CHOICES:
            raise TableError(key="ui_which_one", value=', '.join(map(repr, self.CHOICES)),
                             which=which)
        self.lang = check_lang(lang)
        self.depth = W.FloatSlider(value=stack_bb, min=1, max=25, step=0.5,
                                   description=TEXT("depth", lang),
                                   style={"description_width": "initial"},  # never clipped
                                   continuous_update=False).add_class("pokerlib-aof-depth")
        self.which = W.ToggleButtons(options=[(TEXT(c, lang), c) for c in self.CHOICES],
                                     value=which).add_class("pokerlib-aof-which")
        self.summary = W.HTML().add_class("pokerlib-aof-range-text")
        self.chart = chart_html("pokerlib-aof-chart")
        self._drawn: dict[tuple[float, str], tuple[str, str]] = {}
        self._solved: set[float] = set()
        self.depth.observe(lambda _: self.draw(), names="value")
        self.which.observe(lambda _: self.draw(), names="value")
        self.widget = LessonBox([W.HBox([self.depth, self.which]), self.summary,
                              self.chart], owner=self).add_class("pokerlib-aof-pushfold")
        self.draw()

    def _shipped(self, depth: float) -> bool:
        """Whether the equilibrium at ``depth`` is at hand (shipped, or solved here before)."""
        return f"{depth:g}" in load_headsup_data() or depth in self._solved

    def draw(self) -> None:
        """Look up (or solve) the equilibrium at the slider's depth and draw the chosen range;
        the text above the chart and the chart change together."""
        depth, which = float(self.depth.value), self.which.value
        key = (depth, which)
        if key not in self._drawn and not self._shipped(depth):
            # seconds of work: say so now, and take away the chart of another depth
            self.chart.value = ""
            self.summary.value = f"<i>{html.escape(TEXT('solving', self.lang, depth=depth))}</i>"
        res = run_action(self.summary, pushfold_equilibrium, depth, 2, lang=self.lang)
        if res is None:
            self.chart.value = ""
            return
        self._solved.add(depth)
        self.result: PushFoldResult = res
        self.range: Range = res.ranges[0 if which == self.CHOICES[0] else 1]
        rng = self.range
        if key not in self._drawn:
            summary = html.escape(TEXT(
                "summary", self.lang, depth=depth, name=range_title(rng, self.lang),
                share=rng.share, ev=res.value[0]))
            self._drawn[key] = (range_svg(rng, self.lang), summary)
        chart, summary = self._drawn[key]
        self.chart.value = chart
        self.summary.value = summary
