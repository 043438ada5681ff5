"""Lesson 01's Oasis Poker table: one seeded session played by clicking on a drawn casino
layout, with the advisor's EVs (only for what the balance can pay), the settlement and the
balance chart, in English or Japanese."""

from __future__ import annotations

import html
from dataclasses import replace

import ipywidgets as W

from ...cards import Card, Deck
from ...errors import PokerError, RulesError
from ...events import Exchanged
from ...hand_api import SeatView
from ...lang import Messages, check_lang
from ...oasis import ARTICLE_DECK, Advice, OasisDetail, OasisGame, OasisRules, OasisSession
from ...oasis.advisor import advise, warm_up
from ..ahead import Ahead
from ..charts.oasis_charts import option_label, settlement_rows
from ..charts.widget_charts import advice_svg, balance_svg
from .arguments import check_seed, check_whole_number
from .buttons import guard_click, style_when_enabled
from .display import LessonBox, chart_html, error_html, run_action
from .oasis_view import (
    FELT_CSS,
    OasisView,
    dealer_html,
    player_html,
    result_banner_html,
    stakes_html,
)

__all__ = ["OasisTableUI", "legal_advice", "unaffordable_options", "TEXT"]

#: Every word the table shows, in both languages (Ante, Raise and Fold stay English in
#: Japanese, as the article writes them).
TEXT = Messages(
    en={
        "rules": "Rules", "replay": "Replay the article's hand", "exchange": "Exchange",
        "fold": "Fold", "raise": "Raise", "advice": "Advice", "next": "Next hand",
        "restart": "Start again", "mark tip": "mark to exchange",
        "exchange tip": "swap the marked cards (fee per card)", "fold tip": "give up the Ante",
        "raise tip": "bet two Antes more and see the dealer",
        "advice tip": "expected value of every option",
        "restart tip": "play again from the starting balance under the same rules",
        "rules line": "<b>{name}</b>: fees in Antes by cards exchanged {fees}; {exchanges} "
                      "exchange{s}; {forced}dealer qualifies with {qualifier}. {note}",
        "forced": "five forces the raise; ", "always": "any hand",
        "qualifier": "{ranks} high or better",
        "your turn": "Mark cards to exchange and press <b>Exchange</b>, or <b>Fold</b> / "
                     "<b>Raise</b>.",
        "no raise": " Your balance after the Ante ({balance}) cannot cover a Raise "
                    "({need}): you can only fold.",
        "turn some": "Mark cards to exchange and press <b>Exchange</b>, or {rest}.",
        "turn press": "Press {actions}.",
        "no raise yet": " Your balance after the Ante ({balance}) cannot cover a Raise "
                        "({need}).",
        "exchanged": "Exchanged {out} for {new}: fee {fee}. Now {next}.",
        "folded": "You folded: the Ante (and any fee) is lost.",
        "raised": "You raised; the dealer shows the hand.",
        "article": "The article's hand: mark <b>2♦</b>, press <b>Exchange</b> (fee 10), then "
                   "<b>Raise</b> (20).",
        "restarted": "Started again: {balance} points, {name} rules.",
        "mark first": "mark the cards to exchange first (click them)",
        "over": "the hand is over: press Next hand",
        "choose rules": "choose one of the rules: {names}",
        "no advice": "the hand is over: deal the next hand to ask for advice",
        "broke": "Your balance ({balance}) cannot cover the next Ante ({ante}): press "
                 "<b>Start again</b> to play from {start} points.",
        "computing": "Advisor: computing… (every option counted exactly)",
        "best": "Advisor: best is <b>{label}</b> ({ev:+.3f} Antes).",
        "left out": " Not choices: {labels} (the balance, {balance}, cannot cover them).",
        "no fold": " Fold is not a choice: these rules force the Raise after a five-card "
                   "exchange.",
        "sunk fee": " The exchange fee already paid ({fee} points) is left out: it is gone "
                    "whichever you choose.",
        "rules mid hand": "finish this hand before changing the rules to {name}: a change "
                          "starts a new session from {balance} points",
        "rules changed": "Rules changed to <b>{name}</b>: a new session starts from {balance} "
                         "points.",
        "session closed": " The last session ({hands} hand{s}, net {net:+d}) is closed.",
        "or": " or ", "exchange name": "exchange",
        "balance line": "Balance <b>{balance}</b> points; hands played {hands}; net {net:+d}",
        "settlement": "Settlement", "before": "Balance before", "after": "Balance after",
    },
    ja={
        "rules": "ルール", "replay": "記事の一局を再現", "exchange": "交換",
        "fold": "Fold", "raise": "Raise", "advice": "アドバイス", "next": "次の一局",
        "restart": "最初からやり直す", "mark tip": "交換するカードに印をつける",
        "exchange tip": "印のカードを交換（1枚ごとに交換費）", "fold tip": "Anteを放棄する",
        "raise tip": "Anteの2倍を追加してディーラーと勝負",
        "advice tip": "各選択肢の期待値",
        "restart tip": "同じルールで最初の持ち点からやり直す",
        "rules line": "<b>{name}</b>: 交換費（交換枚数ごと、Ante単位）{fees}。交換は{exchanges}回"
                      "まで{s}。{forced}ディーラー資格は{qualifier}。{note}",
        "forced": "5枚交換したらRaiseが必須。", "always": "どの役でもあり",
        "qualifier": "{ranks}ハイ以上",
        "your turn": "交換するカードをクリックして印をつけ<b>交換</b>を押すか、<b>Fold</b> / "
                     "<b>Raise</b> を選んでください。",
        "no raise": " Ante後の持ち点（{balance}）ではRaise（{need}）を払えません。Foldしか"
                    "できません。",
        "turn some": "交換するカードをクリックして印をつけ<b>交換</b>を押すか、{rest}を選んで"
                     "ください。",
        "turn press": "{actions}を選んでください。",
        "no raise yet": " Ante後の持ち点（{balance}）ではRaise（{need}）を払えません。",
        "exchanged": "{out} を交換して {new}: 交換費 {fee}。次は{next}。",
        "folded": "Foldしました。Ante（と交換費）を失いました。",
        "raised": "Raiseしました。ディーラーがカードを公開します。",
        "article": "記事の一局: <b>2♦</b> に印をつけて<b>交換</b>（交換費 10）、次に<b>Raise</b>"
                   "（20）。",
        "restarted": "最初からやり直しました: {balance}点、{name} のルール。",
        "mark first": "先に交換するカードをクリックして印をつけてください",
        "over": "この一局は終わりました。次の一局を押してください",
        "choose rules": "ルールを選んでください: {names}",
        "no advice": "この一局は終わりました。次の一局でアドバイスを求めてください",
        "broke": "持ち点（{balance}）では次のAnte（{ante}）を払えません。<b>最初からやり直す</b>"
                 "を押すと {start}点から再開します。",
        "computing": "アドバイス: 計算中…（すべての選択肢を全通りで厳密に計算）",
        "best": "アドバイス: 最善は<b>{label}</b>（{ev:+.3f} Ante）。",
        "left out": " 選べない選択肢: {labels}（持ち点 {balance} では払えません）。",
        "no fold": " Foldは選べません。このルールでは5枚交換したらRaiseが必須です。",
        "sunk fee": " 払い済みの交換費（{fee}ポイント）は数えていません。どれを選んでも"
                    "戻らないからです。",
        "rules mid hand": "ルールを{name}に変える前に、このハンドを終えてください。ルールを"
                          "変えると{balance}ポイントから新しいセッションが始まります",
        "rules changed": "ルールを<b>{name}</b>に変えました。{balance}ポイントから新しい"
                         "セッションを始めます。",
        "session closed": " これまでのセッション（{hands}ハンド、純増 {net:+d}）は終わりです。",
        "or": " か ", "exchange name": "交換",
        "balance line": "持ち点 <b>{balance}</b> 点、プレイした局数 {hands}、"
                        "純増 {net:+d}",
        "settlement": "精算", "before": "精算前の持ち点", "after": "精算後の持ち点",
    },
)

#: The presets' notes in Japanese (a rules object of one's own keeps its English note).
_NOTES_JA = {
    "BGaming": "BGamingのPDFによる。1〜5枚を1回、1枚1 Anteの交換はコースの決めごと（PDFに上限の"
               "記載なし）",
    "Galewind": "BGamingのルールではない: Galewind Softwareの交換費 1/2/3/2/1（Wizard of "
                "Odds）。5枚交換したらRaiseのみ",
    "Casino Senator": "BGamingのルールではない: 5枚交換は1 Ante（記載あり）。1〜4枚は1枚1 Ante、"
                      "交換1回、Foldは可能（仮定）",
    "Premium Casino Europa": "BGamingのルールではない: 5枚交換は2 Ante、交換1回（記載あり）。"
                             "1〜4枚は1枚1 Ante、Foldは可能（仮定）",
}


def _chosen_rules(rules: OasisRules | str | None,
                  presets: dict[str, OasisRules]) -> OasisRules:
    """The rules a table starts under: BGaming's when None, a preset by name, or the rules
    given; anything else is refused."""
    if rules is None:
        return presets["BGaming"]
    if isinstance(rules, str):
        if rules not in presets:
            raise RulesError(key="ui_no_oasis_poker", rules=rules,
                             value=', '.join(map(repr, presets)))
        return presets[rules]
    if not isinstance(rules, OasisRules):
        raise RulesError(key="ui_rules_oasisrules_name", value=', '.join(map(repr, presets)),
                         rules=rules)
    return rules


def _detail(source: OasisGame | SeatView) -> OasisDetail:
    """Oasis's part of the player's seat view (a game is asked for its view now)."""
    d = (source.view() if isinstance(source, OasisGame) else source).detail
    assert isinstance(d, OasisDetail), "an Oasis seat view"
    return d


def legal_advice(advice: Advice, source: OasisGame | SeatView) -> Advice:
    """``advice`` with only the options the player's seat view says the rules allow now: no
    Fold once a five-card exchange has forced the Raise, no exchange once the exchanges are
    used up. (What the balance cannot pay is kept, and marked by
    :func:`unaffordable_options`.)"""
    d = _detail(source)
    rules_allow = {"fold": d.fold_allowed, "raise": True, "exchange": d.exchanges_left > 0}
    return replace(advice, options=tuple(o for o in advice if rules_allow[o.action]))


def unaffordable_options(advice: Advice, source: OasisGame | SeatView) -> set[str]:
    """The (English) labels of the advisor's options that the balance in the player's seat
    view cannot pay for: a Raise above the balance, and an exchange whose fee leaves too
    little for the Raise its EV counts on (its EV assumes raising whenever the draw makes
    that right)."""
    d = _detail(source)
    out = set()
    for o in advice:
        need = {"fold": 0, "raise": d.raise_cost}.get(o.action, o.fee * d.ante + d.raise_cost)
        if need > d.balance:
            out.add(o.label)
    return out


#: The advice chart's width in pixels: drawn at this width (80 dpi) and shown at it, never
#: narrower.
ADVICE_WIDTH = 520


def _advise(hand: tuple[Card, ...], upcard: Card, rules: OasisRules, dead: tuple[Card, ...],
            left: int) -> Advice:
    """:meth:`OasisGame.advise` from the hand's parts, taken when the work starts (the
    advice computed ahead reads nothing of the game while it runs)."""
    return advise(hand, upcard, rules, dead=dead, exchanges_left=left)


class OasisTableUI:
    """An Oasis Poker table drawn as a casino layout. Toggle the cards you want to exchange and
    press **Exchange**, then **Fold** or **Raise**; the dealer's hand, the chips' fate, the
    settlement and the balance chart follow. **Advice** draws the advisor's EV of every option
    the balance can pay for; **Next hand** deals again from the same seeded session (disabled,
    with the reason, when the balance cannot cover the Ante); **Start again** restores the
    starting balance under the same rules; **Replay the article's hand** restarts from 100
    points with the article's deal; the rules chooser starts a new session under a preset, and
    says so (it is refused, and goes back, once the hand being played has had an exchange).
    ``lang`` is ``"en"`` or ``"ja"``. The advisor counts every option exactly, exchanges of
    five cards included (a fraction of a second); ``advice_samples`` and ``exact_up_to``, the
    settings of the earlier sampled estimate, are still accepted and change nothing.

    Buttons are enabled exactly when :meth:`pokerlib.oasis.OasisGame.legal_actions` allows the
    action. ``rules`` is an :class:`~pokerlib.oasis.OasisRules` or a preset's name. Drive it
    from Python as a learner would:

    >>> t = OasisTableUI(seed=3)
    >>> t.replay_button.click()
    >>> [b.description for b in t.card_buttons]
    ['Q♠', 'Q♦', '8♥', '8♣', '2♦']
    >>> t.card_buttons[4].value = True
    >>> t.exchange_button.click()
    >>> t.card_buttons[4].description, t.exchange_button.disabled
    ('Q♥', True)
    >>> t.raise_button.click()
    >>> t.session.balance, t.raise_button.disabled
    (240, True)
    """

    def __init__(self, balance: int = 100, ante: int = 10, seed: int = 0,
                 rules: OasisRules | str | None = None, advice_samples: int = 3000,
                 lang: str = "en", exact_up_to: int = 3):
        self.start_balance = check_whole_number(balance, "the starting balance", 0)
        self.ante = check_whole_number(ante, "the Ante", 1)
        self.seed = check_seed(seed)
        self.advice_samples = check_whole_number(advice_samples, "advice_samples", 1,
                                                 1_000_000)
        self.exact_up_to = check_whole_number(exact_up_to, "exact_up_to", 0, 5)
        self.lang = check_lang(lang)
        self.sessions = 0
        presets = OasisRules.presets()
        chosen = _chosen_rules(rules, presets)
        self.presets = presets if chosen.name in presets else {**presets, chosen.name: chosen}
        t = self._text
        self.preset = W.Dropdown(options=list(self.presets), value=chosen.name,
                                 description=t("rules")).add_class("pokerlib-oasis-preset")
        self.rules_html = W.HTML().add_class("pokerlib-oasis-rules")
        self.card_buttons = [W.ToggleButton(value=False, tooltip=t("mark tip"),
                                            layout=W.Layout(width="3.3em", height="4.4em"))
                             .add_class("pokerlib-oasis-card") for _ in range(5)]
        self.dealer_html = W.HTML().add_class("pokerlib-oasis-dealer")
        self.stakes_html = W.HTML().add_class("pokerlib-oasis-stakes")
        self.player_html = W.HTML().add_class("pokerlib-oasis-player")
        self.banner_html = W.HTML().add_class("pokerlib-oasis-banner-box")

        def button(key: str, css: str, style: str = "", tip: str = "") -> W.Button:
            return W.Button(description=t(key), button_style=style,
                            tooltip=t(tip) if tip else "").add_class(css)

        self.exchange_button = button("exchange", "pokerlib-oasis-exchange", "",
                                      "exchange tip")
        self.fold_button = button("fold", "pokerlib-oasis-fold", "", "fold tip")
        self.raise_button = style_when_enabled(
            button("raise", "pokerlib-oasis-raise", "danger", "raise tip"), "danger")
        self.advise_button = style_when_enabled(button("advice", "pokerlib-oasis-advise", "success",
                                    "advice tip"), "success")
        # a disabled Next hand is drawn grey, not blue (a pale blue one looks clickable)
        self.next_button = style_when_enabled(button("next", "pokerlib-oasis-next"), "info")
        self.restart_button = button("restart", "pokerlib-oasis-restart", "", "restart tip")
        self.replay_button = button("replay", "pokerlib-oasis-article")
        self.replay_button.layout.width = "auto"
        self.restart_button.layout.width = "auto"
        self.status_html = W.HTML().add_class("pokerlib-oasis-status")
        self.result_html = W.HTML().add_class("pokerlib-oasis-result")
        self.balance_html = W.HTML().add_class("pokerlib-oasis-balance-text")
        # the charts are SVG (charts.widget_charts): written in milliseconds
        self.advice_chart = chart_html("pokerlib-oasis-advice")
        self.advice_chart.layout.width = f"{ADVICE_WIDTH}px"
        self.advice_chart.layout.flex = "0 0 auto"
        self.balance_chart = chart_html("pokerlib-oasis-balance")
        self.advice: Advice | None = None
        self._ahead = Ahead()
        self._advice_key: tuple | None = None
        self._balances_drawn: list[int] | None = None
        for b in self.card_buttons:
            b.observe(lambda _: self._show_marks(), names="value")
        # a double click's second click finds its button disabled and does nothing (as in the
        # other tables), instead of replacing the hand's result with "the hand is over"
        game = [self.exchange_button, self.fold_button, self.raise_button, self.advise_button,
                self.next_button]
        everything = game + [self.restart_button, self.replay_button]
        for b, action in ((self.exchange_button, self.exchange), (self.fold_button, self.fold),
                          (self.raise_button, self.raise_), (self.next_button, self.next_hand),
                          (self.advise_button, self.show_advice)):
            guard_click(b, action, freeze=game, after=self._set_buttons)
        guard_click(self.restart_button, self.start_again, freeze=everything,
                    after=self._set_buttons)
        guard_click(self.replay_button, self.replay_article, freeze=everything,
                    after=self._set_buttons)
        self._quiet_preset = False   # True while the table itself sets the chooser
        self.preset.observe(self._rules_chosen, names="value")
        cards = W.HBox(self.card_buttons, layout=W.Layout(justify_content="center"))
        self.felt = W.VBox([self.dealer_html, self.stakes_html, self.banner_html, cards,
                            self.player_html]).add_class("pokerlib-oasis-felt")
        self.widget = LessonBox([
            W.HTML(f"<style>{FELT_CSS}</style>"),
            W.HBox([self.preset, self.replay_button]),
            self.rules_html,
            self.felt,
            W.HBox([self.exchange_button, self.fold_button, self.raise_button,
                    self.advise_button, self.next_button, self.restart_button],
                   layout=W.Layout(flex_flow="row wrap")),
            self.status_html,
            self.balance_html,
            # the advice chart has a row of its own, at its full width (beside the settlement
            # table it was squeezed)
            self.result_html,
            self.advice_chart,
            self.balance_chart,
        ], owner=self).add_class("pokerlib-oasis-table")
        # the kernels load now, with the table, not at the first advice click (and before the
        # first hand's advice is started ahead, which would otherwise run beside it)
        warm_up()
        self.new_session()

    def _text(self, key: str, **fields: object) -> str:
        return TEXT(key, self.lang, **fields)

    def _set_buttons(self) -> None:
        """Enable each button as the game now allows (after a click froze them all)."""
        g = self.game
        legal = g.view().legal if g is not None else ()
        over = g is None or g.is_over
        self.exchange_button.disabled = "exchange" not in legal
        self.fold_button.disabled = "fold" not in legal
        self.raise_button.disabled = "raise" not in legal
        self.advise_button.disabled = over
        self.next_button.disabled = not over or not self.can_deal
        self.restart_button.disabled = self.replay_button.disabled = False

    # --- plain methods (the buttons call these) ------------------------------------------
    @property
    def rules(self) -> OasisRules:
        """The rules chosen in the preset chooser."""
        return self.presets[self.preset.value]

    @property
    def game(self) -> OasisGame | None:
        """The hand being played (or the last one), None before the first deal."""
        return self.session.current

    @property
    def can_deal(self) -> bool:
        """Whether the balance covers the next hand's Ante."""
        return self.session.balance >= self.ante

    def new_session(self, deck: Deck | None = None) -> None:
        """Start again from the starting balance under the chosen rules and deal."""
        self.session = OasisSession(balance=self.start_balance, ante=self.ante,
                                    rules=self.rules, seed=self.seed + self.sessions)
        self.sessions += 1
        self.rules_html.value = f"<small>{self._rules_line(self.rules)}</small>"
        self._deal(deck)

    def _rules_chosen(self, change: dict) -> None:
        """The rules chooser changed: a chooser left with no selection goes back to the rules
        in play and says so (the table keeps working); a change is refused once the hand in
        play has had an exchange (the chooser goes back), else a new session under the new
        rules starts, announced with what was closed."""
        if self._quiet_preset:
            return
        if change["new"] not in self.presets:
            self._set_preset(change["old"] if change["old"] in self.presets
                             else self.session.rules.name)
            self._refuse("choose rules", names=", ".join(self.presets))
            return
        g = self.game
        if g is not None and not g.is_over and g.exchanges:
            self._set_preset(change["old"])
            self._refuse("rules mid hand", name=change["new"], balance=self.start_balance)
            return
        hands, net = len(self.session.history), self.session.net
        self.new_session()
        text = self._text("rules changed", name=html.escape(self.rules.name),
                          balance=self.start_balance)
        if hands:
            text += self._text("session closed", hands=hands, net=net,
                               s="" if hands == 1 else "s")
        if self.game is not None:
            text += " " + self._turn_line(self.game.view())
        self.status_html.value = text

    def _set_preset(self, name: str) -> None:
        """Set the rules chooser without its observer starting a session."""
        self._quiet_preset = True
        try:
            self.preset.value = name
        finally:
            self._quiet_preset = False

    def start_again(self) -> None:
        """Restore the starting balance under the same rules and deal a new hand."""
        self.new_session()
        if self.game is not None:
            self.status_html.value = (self._text("restarted", balance=self.start_balance,
                                                 name=html.escape(self.rules.name))
                                      + " " + self._turn_line(self.game.view()))

    def _rules_line(self, r: OasisRules) -> str:
        fees = ", ".join(f"{k}: {r.fee_for(k)}" for k in r.exchange_counts)
        qualifier = (self._text("qualifier", ranks="-".join(r.qualifier)) if r.qualifier
                     else self._text("always"))
        note = r.note
        if self.lang == "ja" and r == OasisRules.presets().get(r.name):
            note = _NOTES_JA.get(r.name, r.note)
        return self._text("rules line", name=html.escape(r.name), fees=fees,
                          exchanges=r.max_exchanges,
                          s="" if r.max_exchanges == 1 or self.lang == "ja" else "s",
                          forced=self._text("forced") if r.five_forces_raise else "",
                          qualifier=qualifier, note=html.escape(note))

    def _deal(self, deck: Deck | None = None) -> None:
        if not self.can_deal:
            self.refresh()
            return
        game = run_action(self.status_html, self.session.deal, deck=deck, lang=self.lang)
        if game is not None:   # a refused deal (the hand is not over) changes nothing
            self.advice = None
            self.advice_chart.value = ""
            self.result_html.value = ""
            self.status_html.value = self._turn_line(game.view())
        self.refresh()

    def _turn_line(self, view: SeatView) -> str:
        """What the player may do now, naming only the actions the balance pays for (at a
        balance of 0 after the Ante: Fold alone, never "Exchange, or Fold / Raise"), as the
        player's seat view says."""
        actions = tuple(view.legal)
        if set(actions) >= {"exchange", "fold", "raise"}:
            return self._text("your turn")
        rest = tuple(a for a in actions if a != "exchange")
        line = (self._text("turn some", rest=self._legal_text(rest)) if "exchange" in actions
                else self._text("turn press", actions=self._legal_text(actions)))
        return line + self._raise_warning(view)

    def _raise_warning(self, view: SeatView) -> str:
        d = _detail(view)
        if d.raise_affordable:
            return ""
        key = "no raise yet" if view.legal.exchange else "no raise"
        return self._text(key, balance=d.balance, need=d.raise_cost)

    def _legal_text(self, actions: tuple[str, ...]) -> str:
        names = {"exchange": self._text("exchange name"), "fold": "Fold", "raise": "Raise"}
        return self._text("or").join(f"<b>{names[a]}</b>" for a in actions)

    def next_hand(self) -> None:
        """Deal the next hand of the session (the current one must be over, and the balance
        must cover the Ante)."""
        g = self.game
        if (g is None or g.is_over) and not self.can_deal:
            self.refresh()
            return
        self._deal()

    def replay_article(self) -> None:
        """The article's hand from 100 points (Ante 10) under BGaming's rules."""
        self.start_balance, self.ante = 100, 10
        self._set_preset("BGaming")
        self.new_session(deck=Deck.stacked(ARTICLE_DECK))
        self.status_html.value = self._text("article")

    def marked(self) -> tuple[Card, ...]:
        """The cards whose toggle is on."""
        g = self.game
        return tuple(c for c, b in zip(g.hand, self.card_buttons) if b.value) if g else ()

    def _refuse(self, key: str, **fields: object) -> None:
        """Say why a click did nothing (a short red sentence, as for every refused call)."""
        self.status_html.value = error_html(PokerError(self._text(key, **fields)))

    def _mark_first_html(self) -> str:
        """The refusal an Exchange with no card marked shows (cleared once a card is marked)."""
        return error_html(PokerError(self._text("mark first")))

    def _playable(self) -> OasisGame | None:
        """The hand to act in, or None (and the reason shown) when there is none."""
        g = self.game
        if g is None or (g.is_over and not self.can_deal):
            self.refresh()
            return None
        if g.is_over:
            self._refuse("over")
            return None
        return g

    def exchange(self) -> None:
        """Exchange the marked cards (the fee is shown, or why the exchange is refused)."""
        g = self._playable()
        if g is None:
            return
        out = self.marked()
        if not out:
            self._refuse("mark first")
            return
        if run_action(self.status_html, g.exchange, out, lang=self.lang) is not None:
            view = g.view()
            drawn = view.history[-1]
            assert isinstance(drawn, Exchanged)
            self.status_html.value = (self._text(
                "exchanged", out=" ".join(map(str, out)),
                new=" ".join(map(str, drawn.drawn)), fee=_detail(view).fees,
                next=self._legal_text(tuple(a for a in view.legal if a != "exchange")))
                + self._raise_warning(view))
            self.advice = None
            self.advice_chart.value = ""
        self.refresh()

    def fold(self) -> None:
        """Fold: the Ante (and any fee) is lost."""
        g = self._playable()
        if g is None:
            return
        if run_action(self.status_html, g.fold, lang=self.lang) is not None:
            self.status_html.value = self._text("folded")
            self._clear_advice()
        self.refresh()

    def raise_(self) -> None:
        """Raise (two Antes more) and see the dealer's hand."""
        g = self._playable()
        if g is None:
            return
        if run_action(self.status_html, g.raise_, lang=self.lang) is not None:
            self.status_html.value = self._text("raised")
            self._clear_advice()
        self.refresh()

    def _clear_advice(self) -> None:
        # the advice was about choices the ended hand no longer has: a chart left beside the
        # result reads as advice about the hand shown
        self.advice = None
        self.advice_chart.value = ""

    def show_advice(self) -> None:
        """Compute and draw the advisor's EVs for the hand as it stands. Only what the rules
        allow now is listed (after a five-card exchange that forces the Raise, Fold is left
        out and the status says why); options the balance cannot pay for are marked and never
        recommended; fees already paid are left out of every EV, and the chart says so.
        "computing…" is shown first."""
        g = self.game
        if g is None or g.is_over:
            if g is None or not self.can_deal:
                self.refresh()
            else:
                self._refuse("no advice")
            return
        key = self._situation(g)
        view = g.view()
        d = _detail(view)
        if self.advice is None or self._advice_key != key:
            self.status_html.value = "<i>{}</i>".format(self._text("computing"))
            adv = run_action(self.status_html, self._ahead.take, key, _advise, *key[1:],
                             lang=self.lang)
            if adv is None:
                return
            self.advice, self._advice_key = legal_advice(adv, view), key
        adv = self.advice
        assert adv is not None
        blocked = unaffordable_options(adv, view)
        # the rules always leave a choice the balance covers: fold, or the Raise a five-card
        # exchange forced (its cost was checked before the exchange was allowed)
        best = next(o for o in adv if o.label not in blocked)
        lang = self.lang
        paid = d.fees / d.ante

        self.advice_chart.value = advice_svg(adv, top=8, lang=lang, unaffordable=blocked,
                                             paid=paid, width=ADVICE_WIDTH)
        text = self._text("best", label=html.escape(option_label(best, lang)), ev=best.ev)
        if blocked:
            left_out = [option_label(o, lang) for o in adv if o.label in blocked][:4]
            text += self._text("left out", labels=html.escape(", ".join(left_out)),
                               balance=d.balance)
        if "fold" not in view.legal:
            text += self._text("no fold")
        if d.fees:
            text += self._text("sunk fee", fee=d.fees)
        self.status_html.value = text

    # --- drawing -------------------------------------------------------------------------
    def _show_marks(self) -> None:
        for b in self.card_buttons:
            b.button_style = "warning" if b.value else ""
        g = self.game
        if g is not None and self.marked() and self.status_html.value == self._mark_first_html():
            # "mark the cards first" is answered: no longer true, so say what to do next
            self.status_html.value = self._turn_line(g.view())

    @staticmethod
    def _situation(g: OasisGame) -> tuple:
        """The hand as it stands, as the advisor takes it: (the game, hand, up card, rules,
        dead cards, exchanges left)."""
        return id(g), g.hand, g.upcard, g.rules, g.discarded, g.exchanges_left

    def refresh(self) -> None:
        """Redraw every widget from the game state; while the hand is live, its advice is
        computed in the background (:mod:`pokerlib.course.ahead`), so that the Advice button
        only picks it up."""
        g = self.game
        seat_view = g.view() if g is not None else None
        legal = seat_view.legal if seat_view is not None else ()
        lang = self.lang
        if g is not None and not g.is_over:
            key = self._situation(g)
            if self._advice_key != key:
                self._ahead.start(key, _advise, *key[1:])
        if seat_view is not None:
            view = OasisView.of(seat_view)
            for c, b in zip(view.hand, self.card_buttons):
                b.description = str(c)
                b.style.text_color = "#c0392b" if c.is_red else "#1b1b1b"
                b.value = False
                b.disabled = "exchange" not in legal
            self.dealer_html.value = dealer_html(view, lang)
            self.stakes_html.value = stakes_html(view, lang)
            self.player_html.value = player_html(view, lang)
            self.banner_html.value = result_banner_html(view, lang)
        else:
            for b in self.card_buttons:
                b.description, b.value, b.disabled = "", False, True
            self.dealer_html.value = self.stakes_html.value = self.banner_html.value = ""
            self.player_html.value = ""
        self.exchange_button.disabled = "exchange" not in legal
        self.fold_button.disabled = "fold" not in legal
        self.raise_button.disabled = "raise" not in legal
        self.advise_button.disabled = g is None or g.is_over
        over = g is None or g.is_over
        self.next_button.disabled = not over or not self.can_deal
        broke = over and not self.can_deal
        self.restart_button.button_style = "warning" if broke else ""
        if broke:
            self.status_html.value = (
                '<span class="pokerlib-oasis-broke" style="color:#a04000">'
                + self._text("broke", balance=self.session.balance, ante=self.ante,
                             start=self.start_balance) + "</span>")
        s = self.session
        self.balance_html.value = self._text("balance line", balance=s.balance,
                                             hands=len(s.history), net=s.net)
        if g is not None and g.settlement is not None:
            self.result_html.value = self._settlement_html(g)
        bal = list(s.balances)
        if bal != self._balances_drawn:
            self._balances_drawn = bal

            self.balance_chart.value = balance_svg(bal, lang)

    def _settlement_html(self, g: OasisGame) -> str:
        """Where every point went, as the article's settlement table."""
        st = g.settlement
        assert st is not None
        rows = settlement_rows(st, self.lang) + [(self._text("before"), st.balance_before),
                                                 (self._text("after"), st.balance_after)]
        body = "".join(
            f"<tr><td style='text-align:left'>{html.escape(k)}</td>"
            f"<td style='text-align:right'>{v if i >= len(rows) - 2 else format(v, '+d')}"
            f"</td></tr>" for i, (k, v) in enumerate(rows))
        return (f"<div><b>{self._text('settlement')}</b></div>"
                f"<table class='pokerlib-oasis-settlement'>{body}</table>")
