"""Lesson 03's Omaha Hi/Lo table: the learner plays one seat against seeded opponents, with
legal-action buttons, a hint, the showdown and pot split, a hand-history pager and a stack
chart."""

from __future__ import annotations

import html

import ipywidgets as W
import matplotlib.pyplot as plt

from ..cards import cards_html
from ..equity import equity_hilo_vs_random
from ..errors import HandStateError, IllegalActionError, OutOfTurnError, PokerError, RulesError
from ..omaha import OMAHA_HILO_LIMIT_2_4, HandRecord, OmahaHand, OmahaRules, OmahaTable, SimpleBot
from ..plots import pot_split_parts, stack_chart
from ..pots import PotSettlement
from .arguments import check_seed, check_text, check_whole_number
from .display import CARD_BACK_HTML, error_html, run_action, show_figure

__all__ = ["OmahaTableUI", "OPPONENT_NAMES", "ACTIONS"]

#: The opponents' names, in seat order (the learner's seat takes the learner's name).
OPPONENT_NAMES = ("Ann", "Bob", "Cho", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy")

#: What :meth:`OmahaTableUI.act` accepts: the table's action methods.
ACTIONS = ("fold", "check", "call", "bet", "raise_to", "all_in")


def _pot_bar_html(settlement: PotSettlement, names: dict[int, str]) -> str:
    """Each pot as a bar of coloured parts, one per winner and half (low halves striped)."""
    colours = ["#2e86c1", "#28b463", "#f5b041", "#af7ac5", "#e74c3c", "#48c9b0"]
    parts = pot_split_parts(settlement, names)
    who = list(dict.fromkeys(label.split(" (")[0] for _, label, _ in parts))
    rows = []
    for r in settlement.results:
        segs = []
        for pot, label, chips in parts:
            if pot != r.pot.name:
                continue
            colour = colours[who.index(label.split(" (")[0]) % len(colours)]
            stripe = ("background-image:repeating-linear-gradient(45deg,transparent 0 6px,"
                      "rgba(255,255,255,.35) 6px 12px);" if label.endswith("(low)") else "")
            segs.append(f'<div class="pokerlib-omaha-potpart" title="{html.escape(label)}" '
                        f'style="flex:{chips};background:{colour};{stripe}color:white;'
                        f'padding:2px 4px;font-size:0.85em;white-space:nowrap;overflow:hidden">'
                        f"{html.escape(label)} {chips}</div>")
        rows.append(f'<div style="margin:2px 0"><b>{html.escape(r.pot.name)}</b> '
                    f"{r.pot.amount} ({html.escape(r.how)})"
                    f'<div style="display:flex;width:30em;border:1px solid #888">'
                    f'{"".join(segs)}</div></div>')
    return "".join(rows)


class OmahaTableUI:
    """Play Omaha Hi/Lo 8-or-better at one seat against simple seeded opponents.

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
                 stack: int = 100, seed: int = 0, seat: int = 0, name: str = "You"):
        if not isinstance(rules, OmahaRules):
            raise RulesError(f"rules must be an OmahaRules (e.g. OMAHA_HILO_LIMIT_2_4), "
                             f"not {rules!r}")
        most = min(rules.max_seats, len(OPPONENT_NAMES) + 1)
        players = check_whole_number(players, "the number of players", 2, most)
        self.rules = rules
        self.seat = check_whole_number(seat, "your seat", 0, players - 1)
        self.start_stack = check_whole_number(stack, "the starting stack", 1)
        seed = check_seed(seed)
        name = check_text(name, "your name", empty=False)
        self.table = OmahaTable(rules, seats=players, seed=seed)
        others = iter(OPPONENT_NAMES)
        for s in range(players):
            self.table.sit(s, name if s == self.seat else next(others), self.start_stack)
        self.bot = SimpleBot(seed=seed + 1)
        self.rebuys: dict[int, int] = {}
        self.page = 0

        B = W.Button
        self.fold_button = B(description="Fold")
        self.check_button = B(description="Check")
        self.call_button = B(description="Call")
        self.bet_button = B(description="Bet")
        self.raise_button = B(description="Raise")
        self.all_in_button = B(description="All-in", button_style="danger")
        self.deal_button = B(description="Deal next hand", button_style="primary")
        self.hint_button = B(description="Hint", icon="question",
                             tooltip="your share of the pot against random hands")
        self.hint_view = W.HTML()
        self.amount = W.IntSlider(description="Amount", min=0, max=0, value=0,
                                  continuous_update=False, layout=W.Layout(width="24em"))
        self.show_box = W.Checkbox(value=False, indent=False,
                                   description="At the showdown, show my hand even when beaten")
        self.table_view = W.HTML()
        self.status = W.HTML()
        self.result = W.HTML()
        self.prev_button = B(description="◀ older", layout=W.Layout(width="7em"))
        self.next_button = B(description="newer ▶", layout=W.Layout(width="7em"))
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
        self.fold_button.on_click(lambda _b: self.act("fold"))
        self.check_button.on_click(lambda _b: self.act("check"))
        self.call_button.on_click(lambda _b: self.act("call"))
        self.bet_button.on_click(lambda _b: self.act("bet", self.amount.value))
        self.raise_button.on_click(lambda _b: self.act("raise_to", self.amount.value))
        self.all_in_button.on_click(lambda _b: self.act("all_in"))
        self.deal_button.on_click(lambda _b: self.deal())
        self.hint_button.on_click(lambda _b: self.hint())
        self.prev_button.on_click(lambda _b: self.show_history(self.page + 1))
        self.next_button.on_click(lambda _b: self.show_history(self.page - 1))
        self.amount.observe(lambda _c: self._label_amounts(), names="value")
        self.show_box.observe(lambda c: self.table.show_beaten_hands(self.seat, c["new"]),
                              names="value")
        actions = W.HBox([self.fold_button, self.check_button, self.call_button,
                          self.bet_button, self.raise_button, self.all_in_button])
        self.widget = W.VBox([
            W.HTML(f"<b>{html.escape(rules.name)}</b> — you are seat {self.seat}"),
            self.table_view, self.status, actions,
            W.HBox([self.amount, self.deal_button, self.hint_button]), self.hint_view,
            self.show_box, self.result,
            W.HTML("<b>Hand history</b> (last 50 hands)"),
            W.HBox([self.prev_button, self.next_button]), self.history_view, self.chart])
        self.deal()

    @property
    def hand(self) -> OmahaHand:
        """The hand being played (or the last one)."""
        hand = self.table.hand
        if hand is None:  # the widget deals its first hand as soon as it is built
            raise HandStateError("no hand has been dealt yet")
        return hand

    # --- the game ------------------------------------------------------------------------

    def deal(self) -> None:
        """Start the next hand (buying in again whoever has no chips) and let the opponents
        act until it is your turn."""
        t = self.table
        if t.hand is not None and not t.hand.is_over:
            self.status.value = error_html(HandStateError("finish this hand first"))
            return
        for s, chips in t.stacks.items():
            if chips == 0:
                t.rebuy(s, self.start_stack)
                self.rebuys[s] = self.rebuys.get(s, 0) + 1
        self.result.value = ""
        if run_action(self.status, t.start_hand) is not None:
            self._run_bots()

    def act(self, name: str, amount: int | None = None) -> None:
        """Your action (``'fold'``, ``'check'``, ``'call'``, ``'bet'``, ``'raise_to'``,
        ``'all_in'``); an illegal one is shown as a message and changes nothing."""
        t = self.table
        if name not in ACTIONS:
            self.status.value = error_html(IllegalActionError(
                f"{name!r} is not an action: the actions are {', '.join(ACTIONS)}"))
            return
        if t.to_act != self.seat:
            self.status.value = error_html(OutOfTurnError("it is not your turn"))
            return
        try:
            getattr(t, name)(*(() if amount is None else (amount,)), seat=self.seat)
        except PokerError as exc:
            self.status.value = error_html(exc)   # rejected: nothing changed
            return
        self._run_bots()

    def hint(self) -> None:
        """Your hand's share of the pot against as many random hands as there are opponents
        still in (exact heads-up on the river, else 20,000 seeded deals), next to the share
        a call needs (the pot odds)."""
        t = self.table
        if t.to_act != self.seat:
            self.hint_view.value = error_html(IllegalActionError(
                "no decision to make now: a hint is for your turn"))
            return
        h = self.hand
        others = sum(1 for s in h.live if s != self.seat)
        res = run_action(self.hint_view, equity_hilo_vs_random, h.hole[self.seat], h.board,
                         opponents=others, seed=h.number)
        if res is None:
            return
        p, legal = res.hero, t.legal_actions()
        err = "" if p.exact else f" ± {p.stderr:.1%}"
        lines = [f"<b>Hint:</b> against {res.against} your hand gets <b>{p.equity:.1%}</b>{err} "
                 f"of the pot on average (high {p.high_share:.1%} + low {p.low_share:.1%}; "
                 f"scoops {p.scoop:.1%}) — {html.escape(res.method)}."]
        if legal.check:
            lines.append("Checking costs nothing.")
        elif legal.call is not None:
            need = legal.call / (h.pot + legal.call)
            lines.append(f"Calling {legal.call} into a pot of {h.pot} needs {need:.1%} of "
                         f"the pot after your call ({legal.call} / {h.pot + legal.call}).")
        lines.append("<i>Players still in usually hold better than random hands: "
                     "treat this as a yardstick.</i>")
        self.hint_view.value = " ".join(lines)

    def _run_bots(self) -> None:
        t = self.table
        while t.to_act is not None and t.to_act != self.seat:
            self.bot.act(t)
        self.refresh()

    # --- drawing -------------------------------------------------------------------------

    def _seat_html(self, s: int) -> str:
        t, h = self.table, self.table.hand
        name = html.escape(t.names[s])
        marks = []
        if h is not None and s == h.button:
            marks.append("BTN")
        if h is not None and s == h.small_blind:
            marks.append("SB")
        if h is not None and s == h.big_blind:
            marks.append("BB")
        cards = ""
        if h is not None and s in h.hole:
            rec = h.record if h.is_over else None
            shown = {p for p, _ in rec.shown} if rec is not None else set()
            if s == self.seat or s in shown:
                cards = cards_html(h.hole[s], size="1em")
            elif s in h.folded:
                cards = "<i>folded</i>"
            else:
                cards = CARD_BACK_HTML * 4
        front = h.in_front(s) if h is not None else 0
        turn = "background:#fff3c4;" if t.to_act == s else ""
        return (f'<tr style="{turn}"><td>{s}</td><td><b>{name}</b> {" ".join(marks)}</td>'
                f"<td>{t.stacks[s]}</td><td>{front or ''}</td><td>{cards}</td></tr>")

    def refresh(self) -> None:
        """Redraw the table, the buttons and, after a hand, the result, history and chart."""
        t, h = self.table, self.hand
        rows = "".join(self._seat_html(s) for s in sorted(t.names))
        board = cards_html(h.board) if h.board else "<i>(no board yet)</i>"
        self.table_view.value = (
            f"<div>Hand #{h.number} — board {board} — pot {h.pot}</div>"
            "<table><tr><th>seat</th><th>player</th><th>stack</th><th>bet</th><th>cards</th>"
            f"</tr>{rows}</table>")
        legal = t.legal_actions() if t.to_act == self.seat else None
        mine = legal is not None
        self.hint_view.value = ""
        self.hint_button.disabled = not mine
        self.fold_button.disabled = not mine
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
        if legal is not None and h.round is not None:
            self.status.value = (f"Hand #{h.number}, {h.round.street}: <b>your turn</b> — "
                                 f"{html.escape(legal.describe())}")
        elif h.is_over and h.record is not None:
            self.status.value = (f"Hand #{h.number} is over. Press <b>Deal next hand</b>."
                                 + (" (you are out of this hand)" if self.seat not in
                                    dict(h.record.hole) else ""))
            self.show_result(h.record)
            self.show_history(0)
            self._draw_chart()

    def _label_amounts(self) -> None:
        t = self.table
        legal = t.legal_actions() if t.to_act == self.seat else None
        v = self.amount.value
        self.bet_button.description = f"Bet {v}" if legal and legal.bet else "Bet"
        self.raise_button.description = (f"Raise to {v}" if legal and legal.raise_to
                                         else "Raise")
        self.call_button.description = (f"Call {legal.call}" if legal and legal.call is not None
                                        else "Call")

    def show_result(self, record: HandRecord) -> None:
        """Show a finished hand in the result panel: the board, who showed what (high and
        low), who mucked, uncalled bets, the winners and a bar for every pot's split. The
        learner's own lines speak to them ("You show", "You muck")."""
        names = dict(record.names)

        def who(s: int, verb: str) -> str:  # "Ann shows", but "You show"
            return (f"{html.escape(names[s])} " + (verb[:-1] if s == self.seat
                                                    and names[s] == "You" else verb))
        lines = [f"<div><b>Hand #{record.number}</b> — board {cards_html(record.board)}</div>"]
        for s, r in record.shown:
            low = html.escape(r.low.describe()) if r.low else "no low"
            lines.append(f"<div>{who(s, 'shows')} "
                         f"{cards_html(dict(record.hole)[s], size='1em')}: high "
                         f"<b>{html.escape(r.high.describe())}</b>, low <b>{low}</b></div>")
        for s in record.mucked:
            lines.append(f"<div>{who(s, 'mucks')}</div>")
        for p, c in record.settlement.uncalled:
            lines.append(f"<div>uncalled {c} returned to {html.escape(names[p])}</div>")
        won = ", ".join(f"{who(p, 'wins')} {c}" for p, c in record.winners.items())
        lines.append(f"<div><b>{won}</b></div>")
        lines.append(_pot_bar_html(record.settlement, names))
        self.result.value = "".join(lines)

    def show_history(self, page: int) -> None:
        """Show hand ``page`` of the history (0 = the latest)."""
        t = self.table
        if not t.history:
            self.history_view.value = "<i>no hand finished yet</i>"
            return
        self.page = max(0, min(page, len(t.history) - 1))
        rec = t.history_page(self.page)
        self.prev_button.disabled = self.page >= len(t.history) - 1
        self.next_button.disabled = self.page == 0
        self.history_view.value = (f"<div>page {self.page + 1} of {len(t.history)}</div>"
                                   + rec._repr_html_())

    def _draw_chart(self) -> None:
        fig, ax = plt.subplots(figsize=(7, 2.8), layout="constrained")
        self.stack_axes = stack_chart(self.table.stack_history, self.table.names, ax=ax)
        show_figure(self.chart, fig)
