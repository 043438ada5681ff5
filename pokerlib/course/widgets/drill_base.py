"""What the three drill widgets share: the grade, the score, the chart, Next spot and the
status line, and every word they show (:data:`MESSAGES`, English and Japanese).

The widgets themselves are in :mod:`pokerlib.course.widgets.drills`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from ...errors import PokerError, TableError
from ...lang import Messages, check_lang
from ..ahead import Ahead
from ..charts.widget_charts import drill_svg
from ..drills import Drill, Grade
from ..drills.grade import amount_text
from .buttons import guard_click, style_when_enabled
from .display import LessonBox, chart_html, error_html

__all__ = ["DrillUI", "MESSAGES", "signed"]

#: Every word the drill widgets show (the drills' own explanations come from the drills), in
#: English and in the articles' Japanese (Oasis keeps Ante, Raise and Fold in English).
MESSAGES = Messages(
    en={
        "next": "Next spot", "next_tip": "deal a new spot",
        "computing": "computing…", "dealing": "dealing the next spot… computing",
        "spot": "Spot {n}", "answer_first": "Answer this spot first (or press Next spot "
                                            "after answering).",
        "answered": "This spot is graded: press Next spot for a new one.",
        "best": "✓ {choice}: a best choice",
        "wrong": "✗ {choice}: not the best choice. The best: {best}; it costs {about}{cost}.",
        "best_chips": "✓ {choice}: a best choice",
        "wrong_chips": "✗ {choice}: not the best choice. The best: {best}; it costs "
                       "{about}{cost}.",
        "about": "about ",
        "values": "Expected value (EV): your choice {chosen}, the best {best}.",
        "score": "<b>Your score:</b> {summary}",
        # Oasis Poker
        "fold": "Fold", "fold_tip": "give up the Ante", "raise": "Raise",
        "raise_tip": "bet {antes} Antes more and see the dealer's hand",
        "exchange": "Exchange", "exchange_tip": "swap the marked cards (fee per exchange)",
        "dealer": "Dealer", "you": "You", "mark_tip": "mark this card to exchange it",
        "rules": "{name} rules: exchanging 1-5 cards costs {fees} Antes; a Raise is {antes} "
                 "Antes.",
        "oasis_ask": "Mark the cards to exchange and press <b>Exchange</b>, or press <b>Fold</b> "
                     "or <b>Raise</b> to keep your five cards.",
        "marked": "Marked: {cards} (fee {fee} Ante{s}). Press <b>Exchange</b> to swap them.",
        "count_not_allowed": "{rules} rules do not allow exchanging {k} cards.",
        # push/fold
        "all_in": "All-in", "all_in_tip": "put in your whole stack",
        "call": "Call (all-in)", "call_tip": "call the all-in with your whole stack",
        "pf_fold": "Fold", "pf_fold_tip": "give up this hand", "you_name": "{position} (you)",
        "pf_title": "Spot {n} · {depth:g} BB each · blinds 5/10",
        "did_fold": "fold", "did_all_in": "all-in {chips} = {bb:g} BB",
        "mark": "Mark to exchange:",
        # split
        "check": "Check", "check_tip": "grade your split",
        "board": "Board", "player": "player", "hole": "hole cards", "put_in": "put in",
        "high": "high", "low": "low", "receives": "receives",
        "no_low": "no qualifying low", "folded": "folded", "button": "button",
        "split_ask": "{total} chips are on the table: how many does each player receive? "
                     "Type the chips and press <b>Check</b>.",
        "right": "right: {chips}",
        "whole chips": "{player}: {value} is not a number of chips: type a whole number, "
                       "such as 0 or 11",
        "folded gets none": "folded: receives nothing",
    },
    ja={
        "next": "次の問題", "next_tip": "新しい問題を配ります",
        "computing": "計算中…", "dealing": "次の問題を配っています… 計算中",
        "spot": "問題{n}", "answer_first": "先にこの問題に答えてください（答えたあとで"
                                           "「次の問題」を押します）。",
        "answered": "この問題は採点済みです。「次の問題」を押してください。",
        "best": "✓ {choice}：最善の選択です",
        "wrong": "✗ {choice}：最善の選択ではありません（最善は{best}）。{about}{cost}の損です。",
        # a pot split: right or wrong, and the chips given to the wrong players
        "best_chips": "✓ {choice}：正解です",
        "wrong_chips": "✗ {choice}：正しくありません（正しくは{best}）。{about}{cost}を違う"
                       "プレーヤーに配っています。",
        "about": "約",
        "values": "期待値（EV）：あなたの選択 {chosen}、最善 {best}。",
        "score": "<b>あなたの成績：</b>{summary}",
        "fold": "Fold", "fold_tip": "Anteをあきらめます", "raise": "Raise",
        "raise_tip": "さらに{antes} Ante賭けて、ディーラーの手札と比べます",
        "exchange": "交換", "exchange_tip": "選んだカードを交換します（交換費がかかります）",
        "dealer": "ディーラー", "you": "あなた", "mark_tip": "交換するカードに印をつけます",
        "rules": "{name}のルール：1〜5枚の交換費は{fees} Ante、Raiseは{antes} Anteです。",
        "oasis_ask": "交換するカードを選んで<b>交換</b>を押すか、5枚のまま<b>Fold</b>か"
                     "<b>Raise</b>を押してください。",
        "marked": "選んだカード：{cards}（交換費{fee} Ante）。<b>交換</b>を押すと交換します。",
        "count_not_allowed": "{rules}のルールでは{k}枚の交換はできません。",
        "all_in": "オールイン", "all_in_tip": "スタックをすべて賭けます",
        "call": "コール（オールイン）",
        "call_tip": "スタックをすべて使ってオールインにコールします",
        "pf_fold": "フォールド", "pf_fold_tip": "このハンドを降ります",
        "you_name": "{position}（あなた）",
        "pf_title": "問題{n} · 全員{depth:g} BB · ブラインド5/10",
        "did_fold": "フォールド", "did_all_in": "オールイン {chips} = {bb:g} BB",
        "mark": "交換するカード：",
        "check": "答え合わせ", "check_tip": "あなたの分け方を採点します",
        "board": "ボード", "player": "プレーヤー", "hole": "ホールカード", "put_in": "入れた額",
        "high": "ハイ", "low": "ロー", "receives": "受け取る額",
        "no_low": "クォリファイするローなし", "folded": "フォルド", "button": "ボタン",
        "split_ask": "テーブルには{total}チップあります。各プレーヤーはいくら受け取りますか？"
                     "チップ数を入れて<b>答え合わせ</b>を押してください。",
        "right": "正解：{chips}",
        "whole chips": "{player}: {value} はチップの枚数ではありません。0 や 11 のような整数を"
                       "入力してください",
        "folded gets none": "フォールドしたので受け取りません",
    })


def signed(x: float, unit: str, lang: str) -> str:
    """An expected value with its sign: '+0.61 Antes', '-1.00 BB'."""
    return ("-" if x < 0 else "+") + amount_text(abs(x), unit, lang)


class DrillUI:
    """What the three drill widgets share: the spot (:attr:`spot_html`), the choices (the
    subclass's), the grade and explanation after an answer (:attr:`grade_html`), the running
    score (:attr:`score_html`), the chart of the session (:attr:`chart`, a PNG of
    :func:`pokerlib.course.charts.drill_chart`), **Next spot** (:attr:`next_button`) and a status
    line for "computing…" and refused answers (:attr:`status_html`).

    A subclass sets :attr:`kind`, builds its choice widgets, and implements :meth:`draw_spot`
    and :meth:`set_choices`.
    """

    kind = "drill"

    def __init__(self, drill: Drill, lang: str) -> None:
        self.lang = check_lang(lang)
        self.drill = drill
        self._ahead = Ahead()      # the next spot, dealt in the background while one thinks
        self.grade: Grade | None = None
        self.spot_html = W.HTML().add_class("pokerlib-drill-spot")
        self.prompt_html = W.HTML().add_class("pokerlib-drill-prompt")
        self.status_html = W.HTML().add_class("pokerlib-drill-status")
        self.grade_html = W.HTML().add_class("pokerlib-drill-grade")
        self.score_html = W.HTML().add_class("pokerlib-drill-score")
        # SVG (charts.widget_charts): written in milliseconds after every answer
        self.chart = chart_html("pokerlib-drill-chart")
        self.next_button = style_when_enabled(   # grey while disabled, not a pale blue
            W.Button(description=self.say("next"), tooltip=self.say("next_tip"),
                     icon="forward").add_class("pokerlib-drill-next"), "info")

    def say(self, key: str, **fields: object) -> str:
        """One of the widgets' messages, in the widget's language."""
        return MESSAGES(key, self.lang, **fields)

    def _assemble(self, choices: list[W.Widget], buttons: Sequence[W.Button],
                  answers: Sequence[tuple[W.Button, Callable[[], Any]]]) -> None:
        """Wire the answer buttons and Next spot (each click freezes every button, so a double
        click acts once) and lay the widget out; then deal the first spot."""
        everything = list(buttons) + [self.next_button]
        for button, action in answers:
            guard_click(button, action, freeze=everything, after=self.set_choices)
        guard_click(self.next_button, self.next_spot, freeze=everything,
                    after=self.set_choices)
        self.widget = LessonBox([self.spot_html, self.prompt_html, *choices, self.status_html,
                                 self.grade_html, self.score_html, self.chart],
                                owner=self).add_class(f"pokerlib-drill-{self.kind}").add_class(
                                 "pokerlib-drill")
        self.next_spot()

    # --- what a subclass provides ---------------------------------------------------------
    def draw_spot(self) -> None:
        """Draw the current spot and reset the choices."""
        raise NotImplementedError

    def set_choices(self) -> None:
        """Enable the choices the spot allows now (none once it is graded)."""
        raise NotImplementedError

    def show_answer(self, grade: Grade) -> str:
        """Extra HTML under the explanation (the values, or the right split)."""
        return self.say("values", chosen=signed(grade.chosen_ev, grade.unit, self.lang),
                        best=signed(grade.best_ev, grade.unit, self.lang))

    # --- plain methods (the buttons call these) -------------------------------------------
    def next_spot(self) -> None:
        """Deal the next spot ("computing…" shows at once: an Oasis spot takes a moment)."""
        if self.drill.spot is not None and not self.drill.answered:
            self.status_html.value = error_html(TableError(self.say("answer_first")),
                                                self.lang)
            return
        self.status_html.value = f"<i>{self.say('dealing')}</i>"
        try:
            n = self.drill.spots_dealt + 1
            self.drill.next(self._ahead.take(n, self.drill.deal_spot, n))
        except PokerError as exc:
            self.status_html.value = error_html(exc, self.lang)
            return
        self.grade = None
        self.grade_html.value = ""
        self.status_html.value = ""
        self.draw_spot()
        self.set_choices()
        self.prepare_next()

    def prepare_next(self) -> None:
        """Start dealing the next spot in a background thread (:mod:`pokerlib.course.ahead`),
        so that Next only picks it up: the drill's own next spot, dealt while the learner
        thinks."""
        n = self.drill.spots_dealt + 1
        self._ahead.start(n, self.drill.deal_spot, n)

    def answer(self, choice: Any) -> Grade | None:
        """Grade ``choice`` for the current spot and show the grade, the score and the chart;
        a refused answer is shown (never raised) and changes nothing."""
        if self.drill.answered:
            self.status_html.value = error_html(TableError(self.say("answered")), self.lang)
            return None
        self.status_html.value = f"<i>{self.say('computing')}</i>"
        try:
            grade = self.drill.grade(choice)
        except PokerError as exc:
            self.status_html.value = error_html(exc, self.lang)
            return None
        self.grade = grade
        chart = self.chart_svg()        # drawn first, so everything below appears together
        self.status_html.value = ""
        self.grade_html.value = self.grade_view(grade)
        self.draw_spot()
        self.score_html.value = self.say("score", summary=html.escape(self.drill.record.summary()))
        self.chart.value = chart
        return grade

    def grade_view(self, grade: Grade) -> str:
        """The grade as HTML: the verdict, the explanation and :meth:`show_answer`."""
        kind = "_chips" if grade.unit == "chips" else ""
        if grade.correct:
            verdict = self.say(f"best{kind}", choice=grade.choice_text)
            css, colour = "best", "#1e8449"
        else:
            verdict = self.say(f"wrong{kind}", choice=grade.choice_text, best=grade.best_text,
                               about="" if grade.exact else self.say("about"),
                               cost=amount_text(grade.ev_loss, grade.unit, self.lang))
            css, colour = "wrong", "#b03a2e"
        return (f'<div class="pokerlib-drill-verdict pokerlib-drill-{css}" style="margin:4px 0;'
                f"padding:6px 10px;border-left:5px solid {colour};background:#f8f9f9;"
                f'max-width:760px"><b style="color:{colour}">{html.escape(verdict)}</b><br>'
                f"{html.escape(grade.explanation)}<br><small>{self.show_answer(grade)}"
                "</small></div>")

    def chart_svg(self) -> str:
        """The chart of the session so far (:func:`pokerlib.course.charts.drill_chart`, drawn
        as SVG by :func:`pokerlib.course.charts.widget_charts.drill_svg`)."""
        return drill_svg(self.drill.record, self.lang)
