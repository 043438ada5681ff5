"""Lesson 03's Omaha Hi/Lo table: the learner plays one seat against seeded opponents on a drawn
table, with legal-action buttons, a hint, the showdown and pot split, a hand-history pager and a
stack chart."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import ipywidgets as W
import matplotlib.pyplot as plt

from ...cards import Card, cards_html
from ...equity import equity_hilo_vs_random
from ...errors import HandStateError, IllegalActionError, PokerError, RulesError
from ...hand_api import LegalActions
from ...lang import check_lang
from ...omaha import (
    OMAHA_HILO_LIMIT_2_4,
    HandRecord,
    OmahaHand,
    OmahaRules,
    OmahaTable,
    SimpleBot,
)
from ..charts import stack_chart
from .arguments import check_seed, check_text, check_whole_number
from .buttons import guard_click, style_when_enabled
from .display import LessonBox, error_html, show_figure
from .omaha_view import (
    MESSAGES,
    betting_name,
    folded_seats,
    omaha_table_view,
    showdown_readings,
)
from .table_view import PotView, TableView, render_table, settled_pots

__all__ = ["OmahaTableUI", "omaha_table_view", "folded_seats", "OPPONENT_NAMES", "MESSAGES"]

#: The opponents' names, in seat order (the learner's seat takes the learner's name).
OPPONENT_NAMES = ("Ann", "Bob", "Cho", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy")


class OmahaTableUI:
    """Play Omaha Hi/Lo 8-or-better at one seat against simple seeded opponents, on a drawn
    table (``lang="ja"`` speaks Japanese).

    Buttons offer the actions legal now; the slider is bounded by the legal bet or raise
    amounts. After each hand the showdown (high and low hands, who showed and who mucked) and
    the split of every pot are shown; the history pager pages through the last 50 hands and a
    chart follows every stack. Opponents who run out of chips buy in again with the starting
    stack (so do you, when you press *Deal* with no chips).

    >>> ui = OmahaTableUI(players=3, seed=1)
    >>> ui.table.hands_played, ui.table.to_act == ui.seat
    (1, True)
    >>> ui.fold_button.click()                    # the opponents finish the hand
    >>> ui.table.hand.is_over, "Hand #1" in ui.result.value
    (True, True)
    >>> ui.deal_button.click(); ui.table.hands_played
    2
    """

    def __init__(self, rules: OmahaRules = OMAHA_HILO_LIMIT_2_4, players: int = 4,
                 stack: int = 100, seed: int = 0, seat: int = 0, name: str | None = None,
                 lang: str = "en"):
        # the learner's legal actions at the last redraw (None inside: not the learner's turn)
        self._seen: tuple[LegalActions | None] | None = None
        if not isinstance(rules, OmahaRules):
            raise RulesError(key="ui_rules_omaharules_e", rules=rules)
        self.lang = check_lang(lang)
        most = min(rules.max_seats, len(OPPONENT_NAMES) + 1)
        players = check_whole_number(players, "the number of players", 2, most)
        self.rules = rules
        self.seat = check_whole_number(seat, "your seat", 0, players - 1)
        self.start_stack = check_whole_number(stack, "the starting stack", 1)
        seed = check_seed(seed)
        name = self.say("you_name") if name is None else check_text(name, "your name",
                                                                     empty=False)
        self.table = OmahaTable(rules, seats=players, seed=seed)
        others = iter(OPPONENT_NAMES)
        for s in range(players):
            self.table.sit(s, name if s == self.seat else next(others), self.start_stack)
        self.bot = SimpleBot(seed=seed + 1)
        self.rebuys: dict[int, int] = {}
        self.page = 0

        say = self.say
        B = W.Button
        self.fold_button = B(description=say("fold"))
        self.check_button = B(description=say("check"))
        self.call_button = B(description=say("call"))
        self.bet_button = B(description=say("bet"))
        self.raise_button = B(description=say("raise"))
        # grey while disabled: a disabled coloured button looks clickable
        self.all_in_button = style_when_enabled(B(description=say("all_in")), "danger")
        self.deal_button = style_when_enabled(B(description=say("deal")), "primary")
        self.hint_button = B(description=say("hint"), icon="question", tooltip=say("hint_tip"))
        self.hint_view = W.HTML()
        self.amount = W.IntSlider(description=say("amount"), min=0, max=0, value=0,
                                  continuous_update=False, layout=W.Layout(width="24em"))
        # a long label needs room: 'initial' stops ipywidgets cutting it at 300 px
        self.show_box = W.Checkbox(value=False, indent=False, description=say("show_box"),
                                   style={"description_width": "initial"},
                                   layout=W.Layout(width="auto"))
        self.table_view = W.HTML()
        self.status = W.HTML()
        self.result = W.HTML()
        self.prev_button = B(description=say("older"), layout=W.Layout(width="7em"))
        self.next_button = B(description=say("newer"), layout=W.Layout(width="7em"))
        self.history_view = W.HTML()
        self.chart = W.Output()
        for w, cls in ((self.fold_button, "fold"), (self.check_button, "check"),
                       (self.call_button, "call"), (self.bet_button, "bet"),
                       (self.raise_button, "raise"), (self.all_in_button, "allin"),
                       (self.deal_button, "deal"), (self.amount, "amount"),
                       (self.table_view, "table"), (self.status, "status"),
                       (self.result, "result"), (self.prev_button, "history-prev"),
                       (self.next_button, "history-next"), (self.history_view, "history"),
                       (self.chart, "stacks"), (self.show_box, "show"),
                       (self.hint_button, "hint"), (self.hint_view, "hint-text")):
            w.add_class(f"pokerlib-omaha-{cls}")
        game = [self.fold_button, self.check_button, self.call_button, self.bet_button,
                self.raise_button, self.all_in_button, self.deal_button, self.hint_button]
        for b, action in ((self.fold_button, lambda: self.act("fold")),
                          (self.check_button, lambda: self.act("check")),
                          (self.call_button, lambda: self.act("call")),
                          (self.bet_button, lambda: self.act("bet", self.amount.value)),
                          (self.raise_button, lambda: self.act("raise", self.amount.value)),
                          (self.all_in_button, lambda: self.act("all-in")),
                          (self.deal_button, self.deal)):
            guard_click(b, action, freeze=game, after=self._set_buttons)
        guard_click(self.hint_button, self.hint)
        guard_click(self.prev_button, lambda: self.show_history(self.page + 1))
        guard_click(self.next_button, lambda: self.show_history(self.page - 1))
        self.amount.observe(lambda _c: self._label_amounts(), names="value")
        self.show_box.observe(lambda c: self.table.show_beaten_hands(self.seat, c["new"]),
                              names="value")
        actions = W.HBox([self.fold_button, self.check_button, self.call_button,
                          self.bet_button, self.raise_button, self.all_in_button])
        rules_name = say("rules", betting=betting_name(rules.betting, self.lang))
        self.widget = LessonBox([
            W.HTML(say("header_you", rules=html.escape(rules_name)) if name == say("you_name")
                   else say("header", rules=html.escape(rules_name), name=html.escape(name))),
            self.table_view, self.status, actions,
            W.HBox([self.amount, self.deal_button, self.hint_button]), self.hint_view,
            self.show_box, self.result,
            W.HTML(say("history_title", n=rules.history_size)),
            W.HBox([self.prev_button, self.next_button]), self.history_view, self.chart],
            owner=self)
        self.deal()

    def say(self, key: str, **fields: object) -> str:
        """One of the table's messages, in the table's language."""
        return MESSAGES(key, self.lang, **fields)

    def _say_to(self, seat: Any, key: str, **fields: object) -> str:
        """A sentence about ``seat``: said to the learner ("You call 2") when it is theirs."""
        return self.say(f"you_{key}" if seat == self.seat else key, **fields)

    @property
    def hand(self) -> OmahaHand:
        """The hand being played (or the last one)."""
        hand = self.table.hand
        if hand is None:  # the widget deals its first hand as soon as it is built
            raise HandStateError(key="no_hand_dealt")
        return hand

    def view(self) -> TableView:
        """What the learner sees of the table now (see :func:`omaha_table_view`)."""
        return omaha_table_view(self.table, self.seat, self.lang)

    def _legal(self) -> LegalActions | None:
        """What the learner may do now (``None``: not the learner's turn), from the seat view
        :meth:`refresh` took: one ``legal_actions()`` per redraw."""
        if self._seen is None:
            sees = self.hand.view(self.seat)
            self._seen = (sees.legal if sees.my_turn else None,)
        return self._seen[0]

    # --- the game ------------------------------------------------------------------------

    def _refuse(self, error: type[PokerError], key: str, **fields: object) -> None:
        self.status.value = error_html(error(self.say(key, **fields)), self.lang)

    def deal(self) -> None:
        """Start the next hand (buying in again whoever has no chips) and let the opponents
        act until it is your turn."""
        t = self.table
        if t.hand is not None and not t.hand.is_over:
            try:
                t.start_hand()   # refused while the hand runs: the table says why
            except PokerError as exc:
                self.status.value = error_html(exc, self.lang)
            return
        for s, chips in t.stacks.items():
            if chips == 0:
                t.rebuy(s, self.start_stack)
                self.rebuys[s] = self.rebuys.get(s, 0) + 1
        self.result.value = ""
        try:
            t.start_hand()
        except PokerError as exc:
            self.status.value = error_html(exc, self.lang)
            return
        self._run_bots()

    def act(self, name: str, amount: int | None = None) -> None:
        """Your action, as the table's ``act`` takes it (``'fold'``, ``'check'``, ``'call'``,
        ``'bet'``, ``'raise'``, ``'all-in'``; an amount for bet and raise); an illegal one is
        shown as the engine's refusal in your language and changes nothing."""
        t = self.table
        try:
            t.act(name, amount, seat=self.seat)
        except PokerError as exc:
            self.status.value = error_html(exc, self.lang)   # rejected: nothing changed
            return
        self._run_bots()

    def hint(self) -> None:
        """Your hand's share of the pot against as many random hands as there are opponents
        still in the hand (exact heads-up on the river, else 20,000 seeded deals), next to the
        share a call needs (the pot odds)."""
        t = self.table
        if t.to_act != self.seat:
            self.hint_view.value = error_html(IllegalActionError(self.say("no_decision")),
                                              self.lang)
            return
        h = self.hand
        sees = h.view(self.seat)
        others = sum(1 for s in sees.players if s != self.seat and s not in sees.folded)
        try:
            res = equity_hilo_vs_random(sees.my_cards, sees.board, opponents=others,
                                        seed=h.number)
        except PokerError as exc:
            self.hint_view.value = error_html(exc, self.lang)
            return
        p, legal = res.hero, sees.legal
        err = "" if p.exact else f" ± {p.stderr:.1%}"
        against = (self.say("against_1") if others == 1 else
                   self.say("against_n", n=others))
        method = (self.say("method_exact", deals=res.deals) if res.exact else
                  self.say("method_mc", deals=res.deals))
        lines = [self.say("hint_text", against=against, equity=p.equity, err=err,
                          high=p.high_share, low=p.low_share, scoop=p.scoop,
                          method=html.escape(method))]
        if legal.check:
            lines.append(self.say("check_free"))
        elif legal.call is not None:
            total = h.pot + legal.call
            lines.append(self.say("pot_odds", call=legal.call, pot=h.pot,
                                  need=legal.call / total, total=total))
        lines.append(self.say("yardstick"))
        self.hint_view.value = " ".join(lines)

    def _run_bots(self) -> None:
        t = self.table
        while t.to_act is not None and t.to_act != self.seat:
            self.bot.act(t)
        self.refresh()

    # --- drawing -------------------------------------------------------------------------

    def _set_buttons(self) -> None:
        h = self.hand
        legal = self._legal()
        self.hint_button.disabled = legal is None
        self.fold_button.disabled = legal is None
        self.check_button.disabled = not (legal is not None and legal.check)
        self.call_button.disabled = not (legal is not None and legal.call is not None)
        self.bet_button.disabled = not (legal is not None and legal.bet is not None)
        self.raise_button.disabled = not (legal is not None and legal.raise_to is not None)
        self.all_in_button.disabled = not (legal is not None and legal.all_in is not None)
        self.deal_button.disabled = not h.is_over
        rng = legal and (legal.bet or legal.raise_to)
        if rng:
            lo, hi = rng
            self.amount.max = max(hi, self.amount.min)   # widen first so min <= max holds
            self.amount.min, self.amount.max = lo, hi
            self.amount.value = lo
            self.amount.disabled = False
        else:
            self.amount.disabled = True
        self._label_amounts()

    def refresh(self) -> None:
        """Redraw the table, the buttons and, after a hand, the result, history and chart."""
        t, h = self.table, self.hand
        sees = h.view(self.seat)    # one seat view (and one legal_actions()) per redraw
        self._seen = (sees.legal if sees.my_turn else None,)
        self.table_view.value = render_table(
            omaha_table_view(t, self.seat, self.lang, sees=sees))
        self.hint_view.value = ""
        self._set_buttons()
        legal = self._legal()
        if legal is not None and h.round is not None:
            self.status.value = self.say(
                "status_turn", n=h.number, street=self.say(h.round.street),
                choices=html.escape(legal.describe(self.lang)))
        elif h.is_over and h.record is not None:
            out = "" if self.seat in dict(h.record.hole) else self.say("status_out")
            self.status.value = self.say("status_over", n=h.number) + out
            self.show_result(h.record)
            self.show_history(0)
            self._draw_chart()
        elif t.to_act is not None and h.round is not None:
            self.status.value = html.escape(self.say(
                "status_wait", n=h.number, street=self.say(h.round.street),
                name=t.names[t.to_act]))

    def _label_amounts(self) -> None:
        legal = self._legal()
        v = self.amount.value
        self.bet_button.description = (self.say("bet_n", n=v) if legal and legal.bet
                                       else self.say("bet"))
        self.raise_button.description = (self.say("raise_n", n=v) if legal and legal.raise_to
                                         else self.say("raise"))
        self.call_button.description = (self.say("call_n", n=legal.call)
                                        if legal and legal.call is not None else self.say("call"))

    def _showdown_lines(self, record: HandRecord) -> list[str]:
        """Who showed what (high and low) and who mucked what, in showdown order, then the
        uncalled bets returned: the record's own entries, drawn."""
        return self._entry_lines(record, ("show", "muck", "uncalled"))

    def _entry_lines(self, record: HandRecord, kinds: tuple[str, ...]) -> list[str]:
        """The record's :meth:`~pokerlib.omaha.HandRecord.entries` of ``kinds`` as HTML lines,
        in the table's language, speaking to the learner ("You call 2")."""
        names: dict[Any, str] = {s: html.escape(n) for s, n in record.names}
        readings = showdown_readings(record)
        pots, _ = settled_pots(record.settlement, dict(record.names), self.lang)
        pot_views = iter(pots)
        lines: list[str] = []
        mucked = False
        for what, v in record.entries():
            if what not in kinds:
                if what == "pot":
                    next(pot_views)
                continue
            if what == "post":
                s = v["seat"]
                lines.append(self._say_to(s, "posts", name=names[s],
                                          kind=self.say(f"k_{v['kind']}"), chips=v["chips"]))
            elif what == "street":
                lines.append(self.say("street", street=self.say(str(v["street"])),
                                      cards=_cards(v["cards"])))
            elif what == "action":
                a = v["action"]
                lines.append(self._say_to(a.player, f"a_{a.kind}", name=names[a.player],
                                          chips=a.added, to=a.to)
                             + (self.say("all_in_tail") if a.all_in else ""))
            elif what == "board":
                lines.append(self.say("board", cards=_cards(v["cards"])))
            elif what in ("show", "muck"):
                s = v["hand"].seat if "hand" in v else v["seat"]
                shown = what == "show"
                mucked = mucked or not shown
                r = readings[s]
                bold = "<b>{}</b>" if shown else "{}"   # the hands shown stand out
                high = bold.format(html.escape(r.high.describe(self.lang)))
                hands = (self.say("hands_hl", high=high,
                                  low=bold.format(html.escape(r.low.describe(self.lang))))
                         if r.low else self.say("hands_h", high=high))
                lines.append(self._say_to(s, "shows" if shown else "mucks", name=names[s],
                                          cards=cards_html(dict(record.hole)[s], size="1em"),
                                          hands=hands))
            elif what == "uncalled":
                if mucked:   # lesson 03: a muck is thrown away unseen; say why it shows here
                    lines.append(self.say("mucked_note"))
                    mucked = False
                lines.append(self.say("uncalled", chips=v["chips"], name=names[v["seat"]]))
            else:
                if mucked:
                    lines.append(self.say("mucked_note"))
                    mucked = False
                r, pot = v["result"], next(pot_views)
                won = self.say("list_sep").join(self._say_to(p, "wins", name=names[p], chips=c)
                                for p, c in r.shares)
                lines.append(self.say("pot_won", pot=html.escape(pot.name), chips=pot.amount,
                                      won=won, how=self.say(f"how_{r.how}")))
        if mucked:
            lines.append(self.say("mucked_note"))
        return lines

    def show_result(self, record: HandRecord) -> None:
        """Show a finished hand in the result panel: the board, who showed what (high and
        low), who mucked what, uncalled bets, the winners and a bar for every pot's split, all
        with the players' names. The learner's own lines speak to them ("You show")."""
        names: dict[Any, str] = {s: html.escape(n) for s, n in record.names}
        board = cards_html(record.board) if record.board else ""
        lines = [self.say("res_title", n=record.number, board=board)]
        lines += self._showdown_lines(record)
        won = self.say("list_sep").join(self._say_to(p, "wins", name=names[p], chips=c)
                                        for p, c in record.winners.items())
        lines.append(f"<b>{won}</b>")
        pots, _ = settled_pots(record.settlement, dict(record.names), self.lang)
        self.result.value = ("".join(f"<div>{x}</div>" for x in lines)
                             + self._pot_bars(pots, record))

    def _pot_bars(self, pots: Iterable[PotView], record: HandRecord) -> str:
        """Each pot as a bar of coloured parts, one per winner and half (low halves
        striped), labelled with names."""
        colours = ["#2e86c1", "#28b463", "#f5b041", "#af7ac5", "#e74c3c", "#48c9b0"]
        who = list(dict.fromkeys(s.name for p in pots for s in p.shares))
        rows = []
        for pot, r in zip(pots, record.settlement.results, strict=True):
            segs = []
            for share in pot.shares:
                label = html.escape(self.say(f"half_{share.half}", name=share.name))
                colour = colours[who.index(share.name) % len(colours)]
                stripe = ("background-image:repeating-linear-gradient(45deg,transparent 0 6px,"
                          "rgba(255,255,255,.35) 6px 12px);" if share.half == "low" else "")
                segs.append(f'<div class="pokerlib-omaha-potpart" title="{label}" '
                            f'style="flex:{share.chips};background:{colour};{stripe}'
                            f"color:white;padding:2px 4px;font-size:0.85em;white-space:nowrap;"
                            f'overflow:hidden">{label} {share.chips}</div>')
            head = self.say("pot_line", pot=html.escape(pot.name), chips=pot.amount,
                            how=self.say(f"how_{r.how}"))
            rows.append(f'<div style="margin:2px 0">{head}'
                        f'<div style="display:flex;width:30em;border:1px solid #888">'
                        f'{"".join(segs)}</div></div>')
        return "".join(rows)

    def record_html(self, record: HandRecord) -> str:
        """A finished hand as the history shows it, in the table's language: the record's
        entries (posts, every action by street, the board, every hand that reached the
        showdown, shown or mucked, and each pot with its winners), by name."""
        names: dict[Any, str] = {s: html.escape(n) for s, n in record.names}
        rules = (self.say("rules", betting=betting_name(record.betting, self.lang))
                 if record.betting is not None else record.rules)
        lines = [self.say("h_title", n=record.number, rules=html.escape(rules),
                          name=names.get(record.button, "?"))]
        lines += self._entry_lines(record, ("post", "street", "action", "board", "show", "muck",
                                            "uncalled", "pot"))
        return ('<div class="pokerlib-omaha-record" style="font-size:0.92em;line-height:1.5">'
                + "".join(f"<div>{x}</div>" for x in lines) + "</div>")

    def show_history(self, page: int) -> None:
        """Show hand ``page`` of the history (0 = the latest)."""
        t = self.table
        if not t.history:
            self.history_view.value = f"<i>{self.say('no_history')}</i>"
            return
        self.page = max(0, min(page, len(t.history) - 1))
        rec = t.history_page(self.page)
        self.prev_button.disabled = self.page >= len(t.history) - 1
        self.next_button.disabled = self.page == 0
        where = self.say("page", page=self.page + 1, pages=len(t.history))
        self.history_view.value = f"<div>{where}</div>" + self.record_html(rec)

    def _draw_chart(self) -> None:
        fig, ax = plt.subplots(figsize=(7, 2.8), layout="constrained")
        self.stack_axes = stack_chart(self.table.stack_history, self.table.names, ax=ax,
                                      lang=self.lang, you=self.seat)
        show_figure(self.chart, fig)


def _cards(cards: Iterable[Card]) -> str:
    cs = tuple(cards)
    return f"[{cards_html(cs, size='0.9em')}]" if cs else ""
