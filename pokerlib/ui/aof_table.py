"""Lesson 02's All-in or Fold table: the learner plays one seat of a seeded session against the
push/fold equilibrium, with a hint, the pots and a chart of every stack."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as W
from matplotlib.axes import Axes

from ..aof import (
    ARTICLE_RULES,
    Action,
    AofHand,
    AofRules,
    AofSession,
    EquilibriumStrategy,
    Strategy,
)
from ..cards import cards_html
from ..equity import hand_class
from ..errors import HandStateError, IllegalActionError, PokerError, RulesError, TableError
from ..plots import aof_stacks_chart, pots_chart
from .arguments import check_seed, check_text, check_texts
from .display import chart_image, error_html, figure_png, run_action

__all__ = ["AofTableUI"]


class AofTableUI:
    """A 4-seat AoF table: the learner plays one seat (``learner``), the others play the
    push/fold equilibrium. Press **All-in** or **Fold** when it is your turn; then the board,
    the showdown, the pot breakdown and the chart of every stack over the hands played appear;
    **Next hand** deals again (a new session starts when the learner or everyone else is out).

    Drive it from Python as a learner would: ``t.allin_button.click()``,
    ``t.fold_button.click()``, ``t.next_button.click()``; the game is ``t.session``.

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
                 opponents: Callable[[int], Strategy] | None = None):
        self.seed = check_seed(seed)
        self.players = check_texts(players, "the players", 2, 9)
        if len(set(self.players)) != len(self.players):
            raise TableError(f"the players must have distinct names, not {list(self.players)}")
        self.learner = check_text(learner, "the learner's name")
        for who, name in (("the learner", learner), ("the button", button)):
            if name not in self.players:
                raise TableError(f"{who} must be one of the players {list(self.players)}, "
                                 f"not {name!r}")
        if not isinstance(rules, AofRules):
            raise RulesError(f"rules must be an AofRules (e.g. ARTICLE_RULES), not {rules!r}")
        if opponents is not None and not callable(opponents):
            raise TableError("opponents must be a function from a seat's index to a strategy, "
                             f"not {opponents!r}")
        self.rules = rules
        self.first_button = button
        self.make_opponent: Callable[[int], Strategy] = (
            opponents or (lambda i: EquilibriumStrategy(seed=self.seed * 10 + i)))
        self.sessions = 0
        self.hole_html = W.HTML().add_class("pokerlib-aof-hole")
        self.board_html = W.HTML().add_class("pokerlib-aof-board")
        self.result_html = W.HTML().add_class("pokerlib-aof-result")
        self.table_html = W.HTML().add_class("pokerlib-aof-seats")
        self.pots_html = W.HTML().add_class("pokerlib-aof-pots")
        self.pots_image = chart_image(460, "pokerlib-aof-pots-chart")
        self.stacks_image = chart_image(520, "pokerlib-aof-stacks")
        self.allin_button = W.Button(description="All-in", button_style="danger",
                                     tooltip="put in your whole stack").add_class(
            "pokerlib-aof-allin")
        self.fold_button = W.Button(description="Fold",
                                    tooltip="give up this hand").add_class("pokerlib-aof-fold")
        self.next_button = W.Button(description="Next hand",
                                    button_style="info").add_class("pokerlib-aof-next")
        self.hint_button = W.Button(description="Hint", icon="question",
                                    tooltip="what the push/fold equilibrium does here").add_class(
            "pokerlib-aof-hint")
        self.hint_html = W.HTML().add_class("pokerlib-aof-hint-text")
        self.allin_button.on_click(lambda _: self.act(Action.ALL_IN))
        self.fold_button.on_click(lambda _: self.act(Action.FOLD))
        self.next_button.on_click(lambda _: self.next_hand())
        self.hint_button.on_click(lambda _: self.hint())
        self.widget = W.VBox([
            self.table_html,
            W.HBox([W.HTML("<b>Your cards</b>&nbsp;"), self.hole_html]),
            W.HBox([W.HTML("<b>Board</b>&nbsp;"), self.board_html]),
            W.HBox([self.allin_button, self.fold_button, self.next_button, self.hint_button]),
            self.hint_html,
            self.result_html,
            W.HBox([self.pots_html, self.pots_image]),
            self.stacks_image,
        ]).add_class("pokerlib-aof-table")
        self._new_session()

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
            raise HandStateError("no hand has been dealt yet")
        return hand

    def act(self, action: Action | str) -> None:
        """The learner folds or goes all-in. A refused action raises in the game and changes
        nothing: its message is shown (never raised) and stays on show."""
        try:
            self.session.act(action, self.learner)
        except PokerError as exc:
            self.result_html.value = error_html(exc)
            return
        self.refresh()

    def hint(self) -> None:
        """Show what the push/fold equilibrium does with the learner's hand at this point:
        the range that applies (e.g. "SB all-in", "BB calls CO") and its frequency for the
        hand's class, at the stack depth and number of players the equilibrium was solved for
        (3-4 players: the nearest shipped depth to the effective stack)."""
        h, me = self.hand, self.learner
        if h.is_over or h.to_act != me:
            self.hint_html.value = error_html(IllegalActionError(
                "no decision to make now: a hint is for your turn to go all-in or fold"))
            return
        try:
            strategy = EquilibriumStrategy()
            res = strategy.result_for(h)
            rng, freq = strategy.decision(h, me)
            eff = strategy.effective_bb(h)
        except PokerError as exc:   # e.g. no shipped equilibrium for these stacks
            self.hint_html.value = error_html(exc)
            return
        cls = hand_class(h.holes[me])
        verb = "calls" if rng.facing else "goes all-in"
        if freq >= 0.995:
            says = "all-in"
        elif freq <= 0.005:
            says = "fold"
        else:
            says = f"mixed: all-in {freq:.0%} of the time, fold the rest"
        depth = (f"{res.stack_bb:g} BB" if abs(res.stack_bb - eff) < 1e-9 else
                 f"{res.stack_bb:g} BB, the nearest solved depth to the effective "
                 f"{eff:g} BB")
        self.hint_html.value = (
            f"<b>Hint:</b> {cls} here is <b>{says}</b>. The push/fold equilibrium "
            f"({res.players} players, {depth}) {verb} with {cls} {freq:.0%} of the time as "
            f"<i>{html.escape(rng.name)}</i> ({rng.share:.1%} of all hands).")

    def next_hand(self) -> None:
        """Deal the next hand, or start a new session if this one is over for the learner."""
        if not self.hand.is_over:
            self.result_html.value = error_html(IllegalActionError(
                "finish this hand first: all-in or fold"))
            return
        if self.session.is_over or self.session.stacks[self.learner] == 0:
            self._new_session()
            return
        if run_action(self.result_html, self.session.new_hand) is not None:
            self.refresh()

    # --- drawing -------------------------------------------------------------------------
    def _seat_line(self, p: str) -> str:
        h = self.hand
        stack = self.session.stacks[p] if h.is_over else h.behind.get(p, 0)
        if p not in h.players:
            return f"<td><s>{html.escape(p)}</s><br>out</td>"
        tags = []
        if p == h.button:
            tags.append("button")
        if p == h.small_blind:
            tags.append("SB")
        if p == h.big_blind:
            tags.append("BB")
        did = dict(h.actions).get(p)
        shown = h.is_over and p in h.live and len(h.live) > 1
        cards = cards_html(h.holes[p], size="1em") if (shown or p == self.learner) else "?? ??"
        me = " (you)" if p == self.learner else ""
        return (f"<td style='padding:0 1em'><b>{html.escape(p)}{me}</b> {' '.join(tags)}<br>"
                f"stack {stack}, in {h.bets[p]}<br>{did or ''}<br>{cards}</td>")

    def refresh(self) -> None:
        """Redraw every widget from the game state."""
        h, me = self.hand, self.learner
        s = self.session
        self.hint_html.value = ""
        self.hint_button.disabled = h.is_over or h.to_act != me
        self.table_html.value = ("<table><tr>" + "".join(self._seat_line(p) for p in
                                                         self.players) + "</tr></table>")
        self.hole_html.value = cards_html(h.holes[me]) if me in h.players else "(out)"
        self.board_html.value = cards_html(h.board) if h.board else "(no board)"
        my_turn = h.to_act == me
        legal = h.legal_actions() if my_turn else ()
        self.allin_button.disabled = Action.ALL_IN not in legal
        self.fold_button.disabled = Action.FOLD not in legal
        self.next_button.disabled = not h.is_over
        n = s.hands_played + (0 if h.is_over else 1)
        if my_turn:
            behind = h.behind[me]
            self.result_html.value = (f"<b>Hand {n}:</b> your turn ({h.position(me)}) — "
                                      f"all-in for {behind + h.bets[me]} or fold? "
                                      f"Pot {h.pot}.")
        st = h.settlement
        if h.is_over and st is not None:
            self.result_html.value = f"<b>Hand {n}:</b> " + html.escape(self.outcome())
            self.pots_html.value = st._repr_html_()
            hist = list(s.history)

            def draw_pots(ax: Axes) -> None:
                pots_chart(st, ax=ax)

            def draw_stacks(ax: Axes) -> None:
                aof_stacks_chart(hist, ax=ax)

            self.pots_image.value = figure_png(draw_pots, (6, 3.2))
            self.stacks_image.value = figure_png(draw_stacks, (7, 3))
        else:
            self.pots_html.value = ""

    def outcome(self) -> str:
        """One line: what the learner did and who won what."""
        h, me = self.hand, self.learner
        st = h.settlement
        if st is None:
            return "the hand is not over yet"
        did = dict(h.actions).get(me)
        parts = [f"you {did}" if did else "you did not need to act"]
        for r in st.results:
            who = ", ".join(f"{p} {c}" for p, c in r.shares)
            why = ""
            if r.how != "uncontested":
                why = " with " + " / ".join(h.values[p].describe() for p in r.high_winners)
            parts.append(f"{r.pot.name} {r.pot.amount} to {who}{why}")
        for p, c in st.uncalled:
            parts.append(f"{c} uncalled back to {p}")
        net = h.net.get(me, 0)
        parts.append(f"your result {net:+d}, stack {self.session.stacks[me]}")
        if self.session.is_over or self.session.stacks[me] == 0:
            parts.append("session over: Next hand starts a new one")
        return "; ".join(parts)
