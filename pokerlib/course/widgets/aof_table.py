"""Lesson 02's All-in or Fold table: the learner plays one seat of a seeded session against the
push/fold equilibrium, on a drawn table, with a hint, the pots and a chart of every stack."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from ...aof import (
    ARTICLE_RULES,
    Action,
    AofDetail,
    AofHand,
    AofRules,
    AofSession,
    EquilibriumStrategy,
    Range,
    Strategy,
)
from ...betting import ActionKind, ActionRecord
from ...equity import hand_class
from ...errors import HandStateError, IllegalActionError, PokerError, RulesError, TableError
from ...events import Acted
from ...lang import Messages, check_lang
from ...pots import Award
from ..charts.widget_charts import pots_svg, stacks_svg
from .arguments import check_seed, check_text, check_texts
from .buttons import guard_click, style_when_enabled
from .display import LessonBox, chart_html, error_html
from .table_view import PotView, SeatView, TableView, pots_table_html, render_table, settled_pots

__all__ = ["AofTableUI", "aof_table_view", "MESSAGES"]

#: Every word the AoF table shows, in English and in the Japanese of the AoF article
#: (フォールド, オールイン; docs/terms-ja.md).
MESSAGES = Messages(
    en={
        "allin": "All-in", "allin_tip": "put in your whole stack",
        "fold": "Fold", "fold_tip": "give up this hand",
        "next": "Next hand", "hint": "Hint",
        "hint_tip": "what the push/fold equilibrium does here",
        "you": "{name} (you)",
        "title": "Hand {n}", "title_showdown": "Hand {n} · showdown",
        "title_over": "Hand {n} · over",
        "did_fold": "fold", "did_allin": "all-in {chips}", "out": "out of chips",
        "hand_label": "<b>Hand {n}:</b>",
        "your_turn": "your turn ({position}) — all-in for {chips} or fold? Pot {pot}.",
        "waiting": "{name} to act.",
        "you_allin": "You went all-in for {chips}.", "you_fold": "You folded.",
        "you_idle": "You did not need to act.",
        "pot_won": "{pot} {chips} to {who}{why}.", "share": "{name} {chips}", "list_sep": ", ",
        "why": " with {hands}", "uncalled": "{chips} uncalled back to {name}.",
        "result": "Your result {net:+d}, stack {stack}.",
        "session_over": "Session over: Next hand starts a new one.",
        "hint_text": "<b>Hint:</b> {cls} here is <b>{says}</b>. The push/fold equilibrium "
                     "({players} players, {depth}) {verb} with {cls} {freq:.0%} of the time "
                     "as <i>{range}</i> ({share:.1%} of all hands).",
        "says_allin": "all-in", "says_fold": "fold",
        "says_mixed": "mixed: all-in {freq:.0%} of the time, fold the rest",
        "verb_call": "calls", "verb_allin": "goes all-in",
        "depth": "{depth:g} BB",
        "depth_near": "{depth:g} BB, the nearest solved depth to the effective {eff:g} BB",
        "range_allin": "{position} all-in", "range_call": "{position} calls {facing}",
        "no_decision": "no decision to make now: a hint is for your turn to go all-in or fold",
        "hand_over": "the hand is over: press Next hand to deal the next one",
        "not_your_turn": "it is {name}'s turn, not yours",
        "finish_first": "finish this hand first: all-in or fold",
    },
    ja={
        "allin": "オールイン", "allin_tip": "スタックをすべて賭けます",
        "fold": "フォールド", "fold_tip": "この一局を降ります",
        "next": "次の一局", "hint": "ヒント",
        "hint_tip": "オールインかフォールドの均衡ならここでどうするか",
        "you": "{name}（あなた）",
        "title": "第{n}局", "title_showdown": "第{n}局・ショーダウン",
        "title_over": "第{n}局・終了",
        "did_fold": "フォールド", "did_allin": "オールイン {chips}", "out": "持ち点なし",
        "hand_label": "<b>第{n}局：</b>",
        "your_turn": "あなたの番です（{position}）。{chips}でオールインしますか、"
                     "フォールドしますか？ ポット {pot}。",
        "waiting": "{name}の番です。",
        "you_allin": "あなたは{chips}でオールインしました。",
        "you_fold": "あなたはフォールドしました。",
        "you_idle": "あなたは行動する必要がありませんでした。",
        "pot_won": "{pot} {chips}は{who}へ{why}。", "share": "{name} {chips}", "list_sep": "、",
        "why": "（{hands}）", "uncalled": "未対応額 {chips}は{name}に返却されました。",
        "result": "あなたの純増 {net:+d}、スタック {stack}。",
        "session_over": "セッション終了。「次の一局」で新しいセッションを始めます。",
        "hint_text": "<b>ヒント：</b>ここでの{cls}は<b>{says}</b>です。オールインかフォールドの"
                     "均衡（{players}人、{depth}）では、{cls}で{freq:.0%}の頻度で{verb}します"
                     "（<i>{range}</i>、全ハンドの{share:.1%}）。",
        "says_allin": "オールイン", "says_fold": "フォールド",
        "says_mixed": "混合（{freq:.0%}の頻度でオールイン、残りはフォールド）",
        "verb_call": "コール", "verb_allin": "オールイン",
        "depth": "{depth:g} BB",
        "depth_near": "{depth:g} BB、実効スタック {eff:g} BB に最も近い計算済みの深さ",
        "range_allin": "{position}のオールイン",
        "range_call": "{facing}のオールインに{position}がコール",
        "no_decision": "いまは決めることがありません。ヒントはあなたがオールインかフォールドを"
                       "選ぶ番に使えます",
        "hand_over": "この一局は終わりました。「次の一局」を押してください",
        "not_your_turn": "いまは{name}の番です",
        "finish_first": "先にこの一局を終えてください（オールインかフォールド）",
    })


def _name(player: Any, learner: Any, lang: str) -> str:
    return MESSAGES("you", lang, name=player) if player == learner else str(player)


def aof_table_view(session: AofSession, learner: Any = None, lang: str = "en") -> TableView:
    """What ``learner``'s seat sees of the session's current (or last) hand, for the drawn
    table: every player's stack and chips in front, the learner's own cards (the others face
    down until an all-in showdown), the button and blinds, who is to act, and at the end each
    pot with who won it and with which hand.

    >>> s = AofSession(["A", "B", "C", "D"], seed=1, button="B")
    >>> _ = s.new_hand()
    >>> view = aof_table_view(s, "A")
    >>> [(x.name, x.stack, x.in_front, x.blind) for x in view.seats]
    [('A (you)', 16, 0, ''), ('B', 16, 0, ''), ('C', 15, 1, 'SB'), ('D', 14, 2, 'BB')]
    """
    check_lang(lang)
    h = session.hand
    if h is None:
        raise HandStateError(key="no_hand_dealt")
    sees = h.view(learner if learner in h.players else None)   # the engine hides the cards
    detail = sees.detail
    assert isinstance(detail, AofDetail), "an AoF seat view"
    st = h.result
    readings = detail.readings
    showdown = bool(readings)
    did: dict[Any, ActionRecord] = {e.action.player: e.action for e in sees.history
                                    if isinstance(e, Acted)}
    won: dict[Any, int] = {}
    if st is not None:
        for r in st.results:
            for p, c in r.shares:
                won[p] = won.get(p, 0) + c
    seats = []
    for p in session.players:
        name = _name(p, learner, lang)
        if p not in sees.players:
            seats.append(SeatView(name, 0, out=True, you=p == learner,
                                  note=MESSAGES("out", lang)))
            continue
        folded = p in sees.folded
        note = ""
        if showdown and not folded:
            note = readings[p].describe(lang)
        elif p in did:
            note = (MESSAGES("did_fold", lang) if did[p].kind is ActionKind.FOLD
                    else MESSAGES("did_allin", lang, chips=did[p].to))
        seats.append(SeatView(
            name, sees.stacks[p], in_front=sees.in_front[p],
            cards=sees.cards.get(p, ()), face_down=sees.face_down.get(p, 0),
            folded=folded, all_in=not sees.is_over and not folded and sees.stacks[p] == 0,
            to_act=sees.to_act == p, button=sees.button == p,
            blind="SB" if p == sees.small_blind else "BB" if p == sees.big_blind else "",
            you=p == learner, note=note, won=won.get(p, 0)))
    n = len(session.hands)
    pots: tuple[PotView, ...] = ()
    notes: tuple[str, ...] = ()
    if st is None:
        title = MESSAGES("title", lang, n=n)
    else:
        title = MESSAGES("title_showdown" if showdown else "title_over", lang, n=n)
        names = {p: _name(p, learner, lang) for p in sees.players}
        pots, notes = settled_pots(st, names, lang, game="aof",
                                   high={p: v.describe(lang) for p, v in readings.items()})
    return TableView(tuple(seats), board=sees.board, pot=sees.pot, pots=pots,
                     title=title, notes=notes, lang=lang)


class AofTableUI:
    """A 4-seat AoF table: the learner plays one seat (``learner``), the others play the
    push/fold equilibrium. Press **All-in** or **Fold** when it is your turn; then the board,
    the showdown, the pots and the chart of every stack over the hands played appear;
    **Next hand** deals again (a new session starts when the learner or everyone else is out).
    ``lang="ja"`` speaks Japanese.

    Drive it from Python as a learner would: ``t.allin_button.click()``,
    ``t.fold_button.click()``, ``t.next_button.click()``; the game is ``t.session`` and the
    drawn table's view ``t.view()``.

    >>> t = AofTableUI(seed=1)
    >>> t.hand.to_act, t.allin_button.disabled
    ('A', False)
    >>> t.fold_button.click()
    >>> t.session.hands_played, t.allin_button.disabled
    (1, True)
    """

    def __init__(self, seed: int = 0, learner: str = "A",
                 players: Sequence[str] = ("A", "B", "C", "D"),
                 rules: AofRules = ARTICLE_RULES, button: str = "B",
                 opponents: Callable[[int], Strategy] | None = None, lang: str = "en"):
        self.seed = check_seed(seed)
        self.players = check_texts(players, "the players", 2, 9)
        if len(set(self.players)) != len(self.players):
            raise TableError(key="ui_players_have_distinct", players=list(self.players))
        self.learner = check_text(learner, "the learner's name")
        for who, name in (("the learner", learner), ("the button", button)):
            if name not in self.players:
                raise TableError(key="ui_one_players", who=who, players=list(self.players),
                                 name=name)
        if not isinstance(rules, AofRules):
            raise RulesError(key="ui_rules_aofrules_e", rules=rules)
        if opponents is not None and not callable(opponents):
            raise TableError(key="ui_opponents_function_seat", opponents=opponents)
        self.lang = check_lang(lang)
        self.rules = rules
        self.first_button = button
        self.make_opponent: Callable[[int], Strategy] = (
            opponents or (lambda i: EquilibriumStrategy(seed=self.seed * 10 + i)))
        self.sessions = 0
        say = self.say
        self.table_html = W.HTML().add_class("pokerlib-aof-seats")
        self.result_html = W.HTML().add_class("pokerlib-aof-result")
        self.pots_html = W.HTML().add_class("pokerlib-aof-pots")
        # the charts are SVG (charts.widget_charts): written in milliseconds after each hand
        self.pots_chart = chart_html("pokerlib-aof-pots-chart")
        self.stacks_chart = chart_html("pokerlib-aof-stacks")
        self.allin_button = style_when_enabled(   # grey while disabled, not a pale red
            W.Button(description=say("allin"), tooltip=say("allin_tip"))
            .add_class("pokerlib-aof-allin"), "danger")
        self.fold_button = W.Button(description=say("fold"),
                                    tooltip=say("fold_tip")).add_class("pokerlib-aof-fold")
        self.next_button = style_when_enabled(   # grey while disabled, not a pale blue
            W.Button(description=say("next")).add_class("pokerlib-aof-next"), "info")
        self.hint_button = W.Button(description=say("hint"), icon="question",
                                    tooltip=say("hint_tip")).add_class("pokerlib-aof-hint")
        self.hint_html = W.HTML().add_class("pokerlib-aof-hint-text")
        game_buttons = [self.allin_button, self.fold_button, self.next_button,
                        self.hint_button]
        for b, action in ((self.allin_button, lambda: self.act(Action.ALL_IN)),
                          (self.fold_button, lambda: self.act(Action.FOLD)),
                          (self.next_button, self.next_hand)):
            guard_click(b, action, freeze=game_buttons, after=self._set_buttons)
        guard_click(self.hint_button, self.hint)
        self.widget = LessonBox([
            self.table_html,
            W.HBox([self.allin_button, self.fold_button, self.next_button, self.hint_button]),
            self.hint_html,
            self.result_html,
            W.HBox([self.pots_html, self.pots_chart]),
            self.stacks_chart,
        ], owner=self).add_class("pokerlib-aof-table")
        self._new_session()

    def say(self, key: str, **fields: object) -> str:
        """One of the table's messages, in the table's language."""
        return MESSAGES(key, self.lang, **fields)

    # --- plain methods (the buttons call these) ------------------------------------------
    def _new_session(self) -> None:
        strategies = {p: self.make_opponent(i) for i, p in enumerate(self.players)
                      if p != self.learner}
        self.session = AofSession(self.players, self.rules, seed=self.seed + self.sessions,
                                  button=self.first_button, strategies=strategies)
        self.sessions += 1
        self.session.new_hand()
        self.refresh()

    @property
    def hand(self) -> AofHand:
        """The hand being played (or the last one)."""
        hand = self.session.hand
        if hand is None:  # a session deals its first hand as soon as it starts
            raise HandStateError(key="no_hand_dealt")
        return hand

    def view(self) -> TableView:
        """What the learner sees of the table now (see :func:`aof_table_view`)."""
        return aof_table_view(self.session, self.learner, self.lang)

    def _refuse(self, key: str, **fields: object) -> None:
        self.result_html.value = error_html(IllegalActionError(self.say(key, **fields)),
                                            self.lang)

    def act(self, action: Action | str) -> None:
        """The learner folds or goes all-in. A refused action changes nothing: the reason is
        shown (never raised)."""
        try:
            self.session.act(action, self.learner)   # the engine says whether it may
        except PokerError as exc:
            if exc.key == "aof_hand_over":
                self._refuse("hand_over")
            elif exc.key == "aof_out_of_turn":
                self._refuse("not_your_turn", name=exc.fields["actor"])
            else:
                self.result_html.value = error_html(exc, self.lang)
            return
        self.refresh()

    def _range_name(self, rng: Range) -> str:
        if rng.facing:
            return self.say("range_call", position=rng.position, facing=" + ".join(rng.facing))
        return self.say("range_allin", position=rng.position)

    def hint(self) -> None:
        """Show what the push/fold equilibrium does with the learner's hand at this point:
        the range that applies (e.g. "SB all-in", "BB calls CO") and its frequency for the
        hand's class, at the stack depth and number of players the equilibrium was solved for
        (3-4 players: the nearest shipped depth to the effective stack)."""
        h, me = self.hand, self.learner
        if h.is_over or h.to_act != me:
            self.hint_html.value = error_html(IllegalActionError(self.say("no_decision")),
                                              self.lang)
            return
        try:
            strategy = EquilibriumStrategy()
            res = strategy.result_for(h)
            rng, freq = strategy.decision(h, me)
            eff = strategy.effective_bb(h)
        except PokerError as exc:   # e.g. no shipped equilibrium for these stacks
            self.hint_html.value = error_html(exc, self.lang)
            return
        cls = hand_class(h.holes[me])
        says = (self.say("says_allin") if freq >= 0.995 else
                self.say("says_fold") if freq <= 0.005 else self.say("says_mixed", freq=freq))
        depth = (self.say("depth", depth=res.stack_bb) if abs(res.stack_bb - eff) < 1e-9 else
                 self.say("depth_near", depth=res.stack_bb, eff=eff))
        self.hint_html.value = self.say(
            "hint_text", cls=cls, says=says, players=res.players, depth=depth,
            verb=self.say("verb_call" if rng.facing else "verb_allin"), freq=freq,
            range=html.escape(self._range_name(rng)), share=rng.share)

    def next_hand(self) -> None:
        """Deal the next hand, or start a new session if this one is over for the learner."""
        if not self.hand.is_over:
            self._refuse("finish_first")
            return
        if self.session.is_over or self.session.stacks[self.learner] == 0:
            self._new_session()
            return
        try:
            self.session.new_hand()
        except PokerError as exc:
            self.result_html.value = error_html(exc, self.lang)
            return
        self.refresh()

    # --- drawing -------------------------------------------------------------------------
    def _set_buttons(self) -> None:
        h = self.hand
        legal = h.legal_actions() if h.to_act == self.learner else ()
        self.allin_button.disabled = Action.ALL_IN not in legal
        self.fold_button.disabled = Action.FOLD not in legal
        self.next_button.disabled = not h.is_over
        self.hint_button.disabled = not legal

    def refresh(self) -> None:
        """Redraw every widget from the game state."""
        h, me = self.hand, self.learner
        self.hint_html.value = ""
        self._set_buttons()
        self.table_html.value = render_table(self.view())
        n = len(self.session.hands)
        label = self.say("hand_label", n=n) + " "
        st = h.settlement
        if st is None:
            if h.to_act == me:
                self.result_html.value = label + self.say(
                    "your_turn", position=h.position(me), chips=h.behind[me] + h.bets[me],
                    pot=h.pot)
            else:
                self.result_html.value = label + html.escape(self.say("waiting",
                                                                      name=h.to_act))
            self.pots_html.value = ""
            self.pots_chart.value = ""   # the last hand's pots are not this hand's
            return
        self.result_html.value = label + "<br>".join(html.escape(x) for x in self.outcome())
        names = {p: _name(p, me, self.lang) for p in h.players}
        pots, _ = settled_pots(st, names, self.lang, game="aof",
                               high={p: v.describe(self.lang) for p, v in h.values.items()})
        self.pots_html.value = pots_table_html(pots, self.lang, game="aof")
        self.pots_chart.value = pots_svg(st, self.lang, names)
        self.stacks_chart.value = stacks_svg(list(self.session.history), self.lang,
                                             {p: _name(p, me, self.lang) for p in self.players})

    def outcome(self) -> list[str]:
        """The finished hand in a few short sentences: what the learner did, who won each pot
        and with which hand, uncalled chips returned, and the learner's result."""
        h, me = self.hand, self.learner
        st = h.settlement
        if st is None:
            return []
        did = dict(h.actions).get(me)
        lines = [self.say("you_idle") if did is None else self.say("you_fold")
                 if did is Action.FOLD else self.say("you_allin", chips=h.bets[me])]
        names = {p: _name(p, me, self.lang) for p in h.players}
        pots, _ = settled_pots(st, names, self.lang)
        for pot, r in zip(pots, st.results, strict=True):
            who = (names[r.shares[0][0]] if len(r.shares) == 1 else
                   self.say("list_sep").join(self.say("share", name=names[p], chips=c)
                                             for p, c in r.shares))
            why = ""
            if r.how is not Award.UNCONTESTED:
                why = self.say("why", hands=" / ".join(h.values[p].describe(self.lang)
                                                       for p in r.high_winners))
            lines.append(self.say("pot_won", pot=pot.name, chips=pot.amount, who=who,
                                  why=why))
        for p, c in st.uncalled:
            lines.append(self.say("uncalled", chips=c, name=names[p]))
        lines.append(self.say("result", net=h.net.get(me, 0), stack=self.session.stacks[me]))
        if self.session.is_over or self.session.stacks[me] == 0:
            lines.append(self.say("session_over"))
        return lines
