"""Widgets for the lessons (ipywidgets).

Each interactive table is a class that owns its widgets and a game object and exposes plain
methods, so it can be driven from Python (tests call ``button.click()`` or set ``.value``) as
well as by a learner; a notebook shows ``table.widget``. Errors from the game (an illegal
action, a bad card) are shown in the widget as their message, never as a traceback.

The module is split into one section per lesson.
"""

from __future__ import annotations

import html as _html

import ipywidgets as W

from .cards import PokerError

__all__: list[str] = []


# a face-down card, drawn with CSS rather than the 🂠 glyph, which many fonts lack
_CARD_BACK = ('<span style="display:inline-block;width:1.4em;height:1.6em;margin:0.1em;'
              'border:1px solid #888;border-radius:0.3em;vertical-align:middle;background:'
              'repeating-linear-gradient(45deg,#2c5f9e 0 3px,#dfe8f5 3px 6px)"></span>')


def _png(draw, figsize) -> bytes:
    """Draw with ``draw(ax)`` on a new figure and return it as PNG bytes (for a W.Image)."""
    import io

    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=figsize, layout="constrained")
    try:
        draw(ax)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=80)
    finally:
        plt.close(fig)
    return buf.getvalue()


def _chart_image(width: int, css_class: str) -> W.Image:
    """An Image widget for a chart, hidden while it is empty (an empty Image draws as a
    broken picture in the browser)."""
    image = W.Image(format="png", width=width).add_class(css_class)
    image.layout.display = "none"
    image.observe(lambda change: setattr(image.layout, "display",
                                         None if change["new"] else "none"), names="value")
    return image


def error_html(exc: Exception) -> str:
    """A game error as a short red message for a widget (no traceback)."""
    return (f'<span style="color:#b03a2e"><b>{type(exc).__name__}:</b> '
            f"{_html.escape(str(exc))}</span>")


def run_action(status: W.HTML, action, *args, **kwargs):
    """Call ``action``; on a :class:`PokerError` show its message in ``status`` and return None."""
    try:
        return action(*args, **kwargs)
    except PokerError as exc:
        status.value = error_html(exc)
        return None


# === Lesson 00: cards and hands =============================================================

from .cards import Deck, cards_html, parse_cards  # noqa: E402
from .evaluate import best_high, omaha_high, omaha_low  # noqa: E402


class HandExplorer:
    """Type or deal 5-7 cards and see the best high hand: its category, the best five cards
    highlighted and its description in English and Japanese.

    Drive it from Python as a learner would from the page:

    >>> h = HandExplorer("Qs Qd 8h 8c Qh 2d 3c")
    >>> h.value.describe()
    'Full house, queens full of eights'
    >>> h.cards.value = "As Kd"          # too few cards: the message is shown, not raised
    >>> "5 to 7 cards" in h.result.value
    True
    >>> h.deal_button.click(); len(h.hand)
    7
    """

    def __init__(self, cards: str = "As Qs Qh 9s 2c 3s 7s", seed: int = 0):
        self.seed = seed
        self.deals = 0
        self.hand: tuple = ()
        self.value = None
        self.cards = W.Text(value=cards, description="Cards",
                            placeholder="e.g. As Kd Qh 10c 9s (5 to 7 cards)",
                            layout=W.Layout(width="28em"))
        self.count = W.Dropdown(options=[5, 6, 7], value=7, description="Deal",
                                layout=W.Layout(width="10em"))
        self.deal_button = W.Button(description="Deal new cards", icon="random")
        self.result = W.HTML()
        self.result.add_class("pokerlib-hand-result")
        self.deal_button.add_class("pokerlib-hand-deal")
        self.cards.observe(lambda change: self.show(), names="value")
        self.deal_button.on_click(lambda _b: self.deal())
        self.widget = W.VBox([W.HBox([self.cards]), W.HBox([self.count, self.deal_button]),
                              self.result])
        self.show()

    def deal(self) -> None:
        """Deal ``count`` cards from a seeded deck (the n-th deal is the same on every machine)."""
        deck = Deck(seed=self.seed + self.deals)
        self.deals += 1
        self.cards.value = " ".join(c.code for c in deck.deal(self.count.value))

    def show(self) -> None:
        try:
            self.hand = parse_cards(self.cards.value)
            self.value = best_high(self.hand)
        except PokerError as exc:
            self.hand, self.value = (), None
            self.result.value = error_html(exc)
            return
        v = self.value
        self.result.value = (
            f"<div>{cards_html(self.hand, highlight=v.cards)}</div>"
            f"<div style='margin-top:0.4em'><b>{_html.escape(v.describe())}</b> &nbsp;"
            f"{v.describe('ja')} &nbsp;<span style='color:#666'>(category: "
            f"{v.category.english} / {v.category.japanese}; best five: "
            f"{' '.join(str(c) for c in v.cards)})</span></div>")


class OmahaExplorer:
    """Omaha: 4 hole cards and 3-5 board cards; shows the best high and the best 8-or-better low,
    each made of exactly two hole cards and three board cards, with the cards used highlighted.

    >>> o = OmahaExplorer()                      # starts on the article's example
    >>> o.high.describe(), o.low.describe()
    ('Flush, ace high', '5-4-3-2-A low (the wheel)')
    >>> o.board.value = "Jd 4d Tc Qd 9h"        # only two low cards on the board: no low
    >>> o.low is None and "no qualifying low" in o.result.value
    True
    """

    def __init__(self, hole: str = "Ad Kd 3s 2s", board: str = "Jd 4d 3c Qd 5h"):
        self.hole = W.Text(value=hole, description="Hole (4)", layout=W.Layout(width="20em"))
        self.board = W.Text(value=board, description="Board", layout=W.Layout(width="20em"))
        self.result = W.HTML()
        self.result.add_class("pokerlib-omaha-explorer-result")
        self.high = self.low = None
        for w in (self.hole, self.board):
            w.observe(lambda change: self.show(), names="value")
        self.widget = W.VBox([W.HBox([self.hole, self.board]), self.result])
        self.show()

    def show(self) -> None:
        try:
            hole, board = parse_cards(self.hole.value), parse_cards(self.board.value)
            self.high = omaha_high(hole, board)
            self.low = omaha_low(hole, board)
        except PokerError as exc:
            self.high = self.low = None
            self.result.value = error_html(exc)
            return

        def line(name, value):
            if value is None:
                return f"<div><b>{name}:</b> no qualifying low (8 or better)</div>"
            used_hole = [c for c in value.cards if c in hole]
            used_board = [c for c in value.cards if c in board]
            return (f"<div><b>{name}:</b> {_html.escape(value.describe())} &nbsp; hole "
                    f"{cards_html(hole, highlight=used_hole)} + board "
                    f"{cards_html(board, highlight=used_board)}</div>")

        self.result.value = line("High", self.high) + line("Low", self.low)

# === Lesson 01: Oasis Poker =================================================================

from . import oasis as _oasis  # noqa: E402


class OasisTableUI:
    """An Oasis Poker table. Toggle the cards you want to exchange and press **Exchange**,
    then **Fold** or **Raise**; the dealer's hand, the settlement and the balance chart follow.
    **Advice** draws the advisor's EV of every option before you decide; **Next hand** deals
    again from the same seeded session; **Replay the article's hand** restarts from 100 points
    with the article's deal; the rules chooser starts a new session under a preset.

    Buttons are enabled exactly when :meth:`pokerlib.oasis.OasisGame.legal_actions` allows the
    action. Drive it from Python as a learner would:

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
                 rules: "_oasis.OasisRules | None" = None, advice_samples: int = 1000):
        self.start_balance = balance
        self.ante = ante
        self.seed = seed
        self.advice_samples = advice_samples
        self.sessions = 0
        presets = _oasis.OasisRules.presets()
        rules = rules or presets["BGaming"]
        self.presets = presets if rules.name in presets else {**presets, rules.name: rules}
        self.preset = W.Dropdown(options=list(self.presets), value=rules.name,
                                 description="Rules").add_class("pokerlib-oasis-preset")
        self.rules_html = W.HTML().add_class("pokerlib-oasis-rules")
        self.card_buttons = [W.ToggleButton(value=False, layout=W.Layout(width="4.5em"),
                                            tooltip="mark to exchange").add_class(
            "pokerlib-oasis-card") for _ in range(5)]
        self.dealer_html = W.HTML().add_class("pokerlib-oasis-dealer")
        self.exchange_button = W.Button(description="Exchange",
                                        tooltip="swap the marked cards (fee per card)"
                                        ).add_class("pokerlib-oasis-exchange")
        self.fold_button = W.Button(description="Fold", tooltip="give up the Ante"
                                    ).add_class("pokerlib-oasis-fold")
        self.raise_button = W.Button(description="Raise", button_style="danger",
                                     tooltip="bet two Antes more and see the dealer"
                                     ).add_class("pokerlib-oasis-raise")
        self.next_button = W.Button(description="Next hand", button_style="info"
                                    ).add_class("pokerlib-oasis-next")
        self.advise_button = W.Button(description="Advice", button_style="success",
                                      tooltip="expected value of every option"
                                      ).add_class("pokerlib-oasis-advise")
        self.replay_button = W.Button(description="Replay the article's hand",
                                      layout=W.Layout(width="auto")
                                      ).add_class("pokerlib-oasis-article")
        self.status_html = W.HTML().add_class("pokerlib-oasis-status")
        self.result_html = W.HTML().add_class("pokerlib-oasis-result")
        self.balance_html = W.HTML().add_class("pokerlib-oasis-balance-text")
        self.advice_image = _chart_image(460, "pokerlib-oasis-advice")
        self.balance_image = _chart_image(420, "pokerlib-oasis-balance")
        self.advice: _oasis.Advice | None = None
        for b in self.card_buttons:
            b.observe(lambda _: self._show_marks(), names="value")
        self.exchange_button.on_click(lambda _: self.exchange())
        self.fold_button.on_click(lambda _: self.fold())
        self.raise_button.on_click(lambda _: self.raise_())
        self.next_button.on_click(lambda _: self.next_hand())
        self.advise_button.on_click(lambda _: self.show_advice())
        self.replay_button.on_click(lambda _: self.replay_article())
        self.preset.observe(lambda ch: self.new_session(), names="value")
        self.widget = W.VBox([
            W.HBox([self.preset, self.replay_button]),
            self.rules_html,
            W.HBox([W.HTML("<b>Dealer</b>&nbsp;"), self.dealer_html]),
            W.HBox([W.HTML("<b>You</b>&nbsp;")] + self.card_buttons),
            W.HBox([self.exchange_button, self.fold_button, self.raise_button,
                    self.advise_button, self.next_button]),
            self.status_html,
            self.balance_html,
            W.HBox([self.result_html, self.advice_image]),
            self.balance_image,
        ]).add_class("pokerlib-oasis-table")
        self.new_session()

    # --- plain methods (the buttons call these) ------------------------------------------
    @property
    def rules(self) -> "_oasis.OasisRules":
        return self.presets[self.preset.value]

    @property
    def game(self) -> "_oasis.OasisGame":
        return self.session.current

    def new_session(self, deck=None) -> None:
        """Start again from the starting balance under the chosen rules and deal."""
        self.session = _oasis.OasisSession(balance=self.start_balance, ante=self.ante,
                                           rules=self.rules, seed=self.seed + self.sessions)
        self.sessions += 1
        r = self.rules
        fees = ", ".join(f"{k}: {r.fee_for(k)}" for k in r.exchange_counts)
        self.rules_html.value = (f"<small><b>{_html.escape(r.name)}</b>: fees in Antes by cards "
                                 f"exchanged {fees}; {r.max_exchanges} exchange; "
                                 f"{'five forces the raise; ' if r.five_forces_raise else ''}"
                                 f"dealer qualifies with {r.qualifier_text}. "
                                 f"{_html.escape(r.note)}</small>")
        self._deal(deck)

    def _deal(self, deck=None) -> None:
        self.advice = None
        self.advice_image.value = b""
        self.result_html.value = ""
        game = run_action(self.status_html, self.session.deal, deck=deck)
        if game is not None:
            self.status_html.value = ("Mark cards to exchange and press <b>Exchange</b>, or "
                                      "<b>Fold</b> / <b>Raise</b>.")
        self.refresh()

    def next_hand(self) -> None:
        """Deal the next hand of the session (the current one must be over)."""
        if self.game is not None and not self.game.is_over:
            self.status_html.value = error_html(_oasis.IllegalActionError(
                "finish this hand first: " + ", ".join(self.game.legal_actions())))
            return
        self._deal()

    def replay_article(self) -> None:
        """The article's hand from 100 points (Ante 10) under BGaming's rules."""
        self.start_balance, self.ante = 100, 10
        if self.preset.value != "BGaming":
            self.preset.value = "BGaming"  # its observer starts a new session
        self.new_session(deck=_oasis.Deck.stacked(_oasis.ARTICLE_DECK))
        self.status_html.value = ("The article's hand: mark <b>2♦</b>, press <b>Exchange</b>"
                                  " (fee 10), then <b>Raise</b> (20).")

    def marked(self) -> tuple:
        """The cards whose toggle is on."""
        g = self.game
        return tuple(c for c, b in zip(g.hand, self.card_buttons) if b.value) if g else ()

    def exchange(self) -> None:
        g = self.game
        out = self.marked()
        if not out:
            self.status_html.value = error_html(_oasis.ExchangeError(
                "mark the cards to exchange first (click them)"))
            return
        if run_action(self.status_html, g.exchange, out) is not None:
            fee = g.fees
            self.status_html.value = (f"Exchanged {' '.join(map(str, out))} for "
                                      f"{' '.join(map(str, g.exchanges[-1][1]))}: fee {fee}. "
                                      f"Now <b>" + "</b> or <b>".join(
                                          a for a in g.legal_actions() if a != "exchange")
                                      + "</b>.")
            self.advice = None
            self.advice_image.value = b""
        self.refresh()

    def fold(self) -> None:
        if run_action(self.status_html, self.game.fold) is not None:
            self.status_html.value = "You folded: the Ante (and any fee) is lost."
        self.refresh()

    def raise_(self) -> None:
        if run_action(self.status_html, self.game.raise_) is not None:
            self.status_html.value = "You raised; the dealer shows the hand."
        self.refresh()

    def show_advice(self) -> None:
        """Compute and draw the advisor's EVs for the hand as it stands."""
        g = self.game
        if g is None or g.is_over:
            self.status_html.value = error_html(_oasis.IllegalActionError(
                "the hand is over: deal the next hand to ask for advice"))
            return
        self.advice = g.advise(samples=self.advice_samples)
        adv = self.advice
        from .plots import advice_chart

        self.advice_image.value = _png(lambda ax: advice_chart(adv, ax=ax, top=8),
                                             (6, 3.6))
        self.status_html.value = (f"Advisor: best is <b>{_html.escape(adv.best.label)}</b> "
                                  f"({adv.best.ev:+.3f} Antes).")

    # --- drawing -------------------------------------------------------------------------
    def _show_marks(self) -> None:
        for b in self.card_buttons:
            b.button_style = "warning" if b.value else ""

    def refresh(self) -> None:
        """Redraw every widget from the game state."""
        g = self.game
        legal = g.legal_actions() if g is not None else ()
        if g is not None:
            for c, b in zip(g.hand, self.card_buttons):
                b.description = str(c)
                b.value = False
                b.disabled = "exchange" not in legal
            if g.is_over and not g.folded:
                self.dealer_html.value = cards_html(g.dealer_cards)
            else:
                self.dealer_html.value = cards_html([g.upcard]) + " ?? ?? ?? ??"
        self.exchange_button.disabled = "exchange" not in legal
        self.fold_button.disabled = "fold" not in legal
        self.raise_button.disabled = "raise" not in legal
        self.advise_button.disabled = g is None or g.is_over
        self.next_button.disabled = g is not None and not g.is_over
        s = self.session
        hand = f"Your hand: <b>{g.hand_value.describe()}</b>. " if g is not None else ""
        self.balance_html.value = (f"{hand}Balance <b>{s.balance}</b> points; hands played "
                                   f"{len(s.history)}; net {s.net:+d}")
        if g is not None and g.is_over:
            st = g.settlement
            self.result_html.value = (f"<b>{_html.escape(st.describe())}</b>"
                                      + st._repr_html_())
            if s.balance < self.ante:
                self.status_html.value += (" The balance cannot cover another Ante: choose "
                                           "the rules again or replay the article to start "
                                           "over.")
        bal = list(s.balances)
        from .plots import balance_chart

        self.balance_image.value = _png(lambda ax: balance_chart(bal, ax=ax), (6, 2.6))


# === Lesson 02: AoF Hold'em =================================================================

from .aof import (ARTICLE_RULES, Action, AofRules, AofSession,  # noqa: E402
                  EquilibriumStrategy, pushfold_equilibrium)


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

    def __init__(self, seed: int = 0, learner: str = "A", players=("A", "B", "C", "D"),
                 rules: AofRules = ARTICLE_RULES, button: str = "B", opponents=None):
        self.seed = seed
        self.learner = learner
        self.players = tuple(players)
        self.rules = rules
        self.first_button = button
        self.make_opponent = opponents or (lambda i: EquilibriumStrategy(seed=seed * 10 + i))
        self.sessions = 0
        self.hole_html = W.HTML().add_class("pokerlib-aof-hole")
        self.board_html = W.HTML().add_class("pokerlib-aof-board")
        self.result_html = W.HTML().add_class("pokerlib-aof-result")
        self.table_html = W.HTML().add_class("pokerlib-aof-seats")
        self.pots_html = W.HTML().add_class("pokerlib-aof-pots")
        self.pots_image = _chart_image(460, "pokerlib-aof-pots-chart")
        self.stacks_image = _chart_image(520, "pokerlib-aof-stacks")
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
    def hand(self):
        return self.session.hand

    def act(self, action) -> None:
        """The learner folds or goes all-in (errors are shown, never raised)."""
        before = self.hand._state()
        run_action(self.result_html, self.session.act, action, self.learner)
        if self.hand._state() != before:  # refused actions leave their message on show
            self.refresh()

    def hint(self) -> None:
        """Show what the push/fold equilibrium does with the learner's hand at this point:
        the range that applies (e.g. "SB all-in", "BB calls CO") and its frequency for the
        hand's class, at the stack depth and number of players the equilibrium was solved for
        (3-4 players: the nearest shipped depth to the effective stack)."""
        h, me = self.hand, self.learner
        if h.is_over or h.to_act != me:
            self.hint_html.value = error_html(PokerError(
                "no decision to make now: a hint is for your turn to go all-in or fold"))
            return
        from .equity import hand_class

        strategy = EquilibriumStrategy()
        res = strategy.result_for(h)
        rng, freq = strategy.decision(h, me)
        cls = hand_class(h.holes[me])
        verb = "calls" if rng.facing else "goes all-in"
        if freq >= 0.995:
            says = "all-in"
        elif freq <= 0.005:
            says = "fold"
        else:
            says = f"mixed: all-in {freq:.0%} of the time, fold the rest"
        eff = strategy.effective_bb(h)
        depth = (f"{res.stack_bb:g} BB" if abs(res.stack_bb - eff) < 1e-9 else
                 f"{res.stack_bb:g} BB, the nearest solved depth to the effective "
                 f"{eff:g} BB")
        self.hint_html.value = (
            f"<b>Hint:</b> {cls} here is <b>{says}</b>. The push/fold equilibrium "
            f"({res.players} players, {depth}) {verb} with {cls} {freq:.0%} of the time as "
            f"<i>{_html.escape(rng.name)}</i> ({rng.share:.1%} of all hands).")

    def next_hand(self) -> None:
        """Deal the next hand, or start a new session if this one is over for the learner."""
        if not self.hand.is_over:
            self.result_html.value = error_html(PokerError(
                "finish this hand first: all-in or fold"))
            return
        if self.session.is_over or self.session.stacks[self.learner] == 0:
            self._new_session()
            return
        self.session.new_hand()
        self.refresh()

    # --- drawing -------------------------------------------------------------------------
    def _seat_line(self, p) -> str:
        h = self.hand
        stack = self.session.stacks[p] if h.is_over else h.behind.get(p, 0)
        if p not in h.players:
            return f"<td><s>{p}</s><br>out</td>"
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
        return (f"<td style='padding:0 1em'><b>{p}{me}</b> {' '.join(tags)}<br>"
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
        if h.is_over:
            self.result_html.value = f"<b>Hand {n}:</b> " + _html.escape(self.outcome())
            self.pots_html.value = h.settlement._repr_html_()
            from .plots import aof_stacks_chart, pots_chart

            st = h.settlement
            self.pots_image.value = _png(lambda ax: pots_chart(st, ax=ax), (6, 3.2))
            hist = list(s.history)
            self.stacks_image.value = _png(lambda ax: aof_stacks_chart(hist, ax=ax), (7, 3))
        else:
            self.pots_html.value = ""

    def outcome(self) -> str:
        """One line: what the learner did and who won what."""
        h, me = self.hand, self.learner
        did = dict(h.actions).get(me)
        parts = [f"you {did}" if did else "you did not need to act"]
        for r in h.settlement.results:
            who = ", ".join(f"{p} {c}" for p, c in r.shares)
            why = ""
            if r.how != "uncontested":
                why = " with " + " / ".join(h.values[p].describe() for p in r.high_winners)
            parts.append(f"{r.pot.name} {r.pot.amount} to {who}{why}")
        for p, c in h.settlement.uncalled:
            parts.append(f"{c} uncalled back to {p}")
        net = h.net.get(me, 0)
        parts.append(f"your result {net:+d}, stack {self.session.stacks[me]}")
        if self.session.is_over or self.session.stacks[me] == 0:
            parts.append("session over: Next hand starts a new one")
        return "; ".join(parts)


class EquityExplorer:
    """Pick two or three hands and a board; **Equity** shows each hand's exact share of the
    pot (every remaining board enumerated).

    >>> e = EquityExplorer()
    >>> e.hand_boxes[0].value, e.hand_boxes[1].value = "As Qs", "Kh Kd"
    >>> e.board_box.value = "Qh 9s 2c"
    >>> e.run_button.click()
    >>> round(e.result[0].equity, 4)
    0.2465
    """

    def __init__(self, hands=("As Ks", "Qh Qd", ""), board: str = ""):
        self.hand_boxes = [W.Text(value=h, description=f"hand {i + 1}",
                                  placeholder="e.g. As Kd (empty: not in)").add_class(
            "pokerlib-aof-eq-hand") for i, h in enumerate(hands)]
        self.board_box = W.Text(value=board, description="board",
                                placeholder="0, 3, 4 or 5 cards").add_class(
            "pokerlib-aof-eq-board")
        self.run_button = W.Button(description="Equity", button_style="primary").add_class(
            "pokerlib-aof-eq-run")
        self.result_html = W.HTML().add_class("pokerlib-aof-eq-result")
        self.chart = _chart_image(420, "pokerlib-aof-eq-chart")
        self.result = None
        self.run_button.on_click(lambda _: self.run())
        self.widget = W.VBox([*self.hand_boxes, self.board_box, self.run_button,
                              self.result_html, self.chart]).add_class("pokerlib-aof-equity")

    def run(self) -> None:
        from .equity import equity
        from .plots import equity_chart

        hands = [b.value for b in self.hand_boxes if b.value.strip()]
        res = run_action(self.result_html, equity, hands, self.board_box.value)
        if res is None:
            self.result = None
            return
        self.result = res
        self.result_html.value = res._repr_html_()
        self.chart.value = _png(lambda ax: equity_chart(res, ax=ax), (6, 2.6))


class PushFoldChart:
    """Heads-up push/fold equilibrium charts: a slider for the stack depth (big blinds) and a
    choice between the small blind's all-in range and the big blind's calling range.

    >>> c = PushFoldChart(stack_bb=8)
    >>> c.depth.value = 15
    >>> c.range.name, round(c.range.share, 3)
    ('SB all-in', 0.457)
    """

    def __init__(self, stack_bb: float = 8, which: str = "SB all-in"):
        self.depth = W.FloatSlider(value=stack_bb, min=1, max=25, step=0.5,
                                   description="stack (BB)", continuous_update=False).add_class(
            "pokerlib-aof-depth")
        self.which = W.ToggleButtons(options=["SB all-in", "BB calls SB"],
                                     value=which).add_class("pokerlib-aof-which")
        self.summary = W.HTML().add_class("pokerlib-aof-range-text")
        self.image = _chart_image(430, "pokerlib-aof-chart")
        self.depth.observe(lambda _: self.draw(), names="value")
        self.which.observe(lambda _: self.draw(), names="value")
        self.widget = W.VBox([W.HBox([self.depth, self.which]), self.summary,
                              self.image]).add_class("pokerlib-aof-pushfold")
        self.draw()

    def draw(self) -> None:
        from .plots import range_chart

        res = pushfold_equilibrium(self.depth.value, 2)
        self.result = res
        self.range = res.ranges[0 if self.which.value == "SB all-in" else 1]
        rng = self.range
        self.summary.value = (f"<b>{self.depth.value:g} BB, {rng.name}:</b> {rng.share:.1%} "
                              f"of hands; the small blind's expected result "
                              f"{res.value[0]:+.3f} BB per hand")
        self.image.value = _png(lambda ax: range_chart(rng, ax=ax), (5.2, 5.2))


# === Lesson 03: Omaha Hi/Lo =================================================================

from .omaha import OMAHA_HILO_LIMIT_2_4, OmahaRules, OmahaTable, SimpleBot  # noqa: E402


def _show_figure(out: W.Output, fig) -> None:
    """Put a matplotlib figure into an Output widget (only inside a kernel: elsewhere, e.g.
    in pytest, there is no front end to draw it) and close it so it is not shown twice."""
    import matplotlib.pyplot as plt
    from IPython import get_ipython

    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        out.clear_output(wait=True)
        with out:
            from IPython.display import display
            display(fig)
    plt.close(fig)


def _pot_bar_html(settlement, names) -> str:
    """Each pot as a bar of coloured parts, one per winner and half (low halves striped)."""
    from .plots import pot_split_parts  # plots has no widgets; only its data helper is used

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
            segs.append(f'<div class="pokerlib-omaha-potpart" title="{_html.escape(label)}" '
                        f'style="flex:{chips};background:{colour};{stripe}color:white;'
                        f'padding:2px 4px;font-size:0.85em;white-space:nowrap;overflow:hidden">'
                        f"{_html.escape(label)} {chips}</div>")
        rows.append(f'<div style="margin:2px 0"><b>{_html.escape(r.pot.name)}</b> '
                    f"{r.pot.amount} ({_html.escape(r.how)})"
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
        self.rules = rules
        self.seat = seat
        self.start_stack = stack
        self.table = OmahaTable(rules, seats=players, seed=seed)
        names = ["Ann", "Bob", "Cho", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy"]
        others = iter(names)
        for s in range(players):
            self.table.sit(s, name if s == seat else next(others), stack)
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
            W.HTML(f"<b>{_html.escape(rules.name)}</b> — you are seat {seat}"),
            self.table_view, self.status, actions,
            W.HBox([self.amount, self.deal_button, self.hint_button]), self.hint_view,
            self.show_box, self.result,
            W.HTML("<b>Hand history</b> (last 50 hands)"),
            W.HBox([self.prev_button, self.next_button]), self.history_view, self.chart])
        self.deal()

    # --- the game ------------------------------------------------------------------------

    def deal(self) -> None:
        """Start the next hand (buying in again whoever has no chips) and let the opponents
        act until it is your turn."""
        t = self.table
        if t.hand is not None and not t.hand.is_over:
            self.status.value = error_html(PokerError("finish this hand first"))
            return
        for s, chips in t.stacks.items():
            if chips == 0:
                t.rebuy(s, self.start_stack)
                self.rebuys[s] = self.rebuys.get(s, 0) + 1
        self.result.value = ""
        t.start_hand()
        self._run_bots()

    def act(self, name: str, amount: int | None = None) -> None:
        """Your action (``'fold'``, ``'check'``, ``'call'``, ``'bet'``, ``'raise_to'``,
        ``'all_in'``); an illegal one is shown as a message and changes nothing."""
        t = self.table
        if t.to_act != self.seat:
            self.status.value = error_html(PokerError("it is not your turn"))
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
            self.hint_view.value = error_html(PokerError(
                "no decision to make now: a hint is for your turn"))
            return
        h = t.hand
        from .equity import equity_hilo_vs_random

        others = sum(1 for s in h.live if s != self.seat)
        res = equity_hilo_vs_random(h.hole[self.seat], h.board, opponents=others,
                                    seed=h.number)
        p, legal = res.hero, t.legal_actions()
        err = "" if p.exact else f" ± {p.stderr:.1%}"
        lines = [f"<b>Hint:</b> against {res.against} your hand gets <b>{p.equity:.1%}</b>{err} "
                 f"of the pot on average (high {p.high_share:.1%} + low {p.low_share:.1%}; "
                 f"scoops {p.scoop:.1%}) — {_html.escape(res.method)}."]
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
        name = _html.escape(t.names[s])
        marks = []
        if h is not None and s == h.button:
            marks.append("BTN")
        if h is not None and s == h.small_blind:
            marks.append("SB")
        if h is not None and s == h.big_blind:
            marks.append("BB")
        cards = ""
        if h is not None and s in h.hole:
            shown = {p for p, _ in h.record.shown} if h.is_over else set()
            if s == self.seat or s in shown:
                cards = cards_html(h.hole[s], size="1em")
            elif s in h.folded:
                cards = "<i>folded</i>"
            else:
                cards = _CARD_BACK * 4
        front = h.in_front(s) if h is not None else 0
        turn = "background:#fff3c4;" if t.to_act == s else ""
        return (f'<tr style="{turn}"><td>{s}</td><td><b>{name}</b> {" ".join(marks)}</td>'
                f"<td>{t.stacks[s]}</td><td>{front or ''}</td><td>{cards}</td></tr>")

    def refresh(self) -> None:
        """Redraw the table, the buttons and, after a hand, the result, history and chart."""
        t, h = self.table, self.table.hand
        rows = "".join(self._seat_html(s) for s in sorted(t.names))
        board = cards_html(h.board) if h.board else "<i>(no board yet)</i>"
        self.table_view.value = (
            f"<div>Hand #{h.number} — board {board} — pot {h.pot}</div>"
            "<table><tr><th>seat</th><th>player</th><th>stack</th><th>bet</th><th>cards</th>"
            f"</tr>{rows}</table>")
        mine = t.to_act == self.seat
        legal = t.legal_actions() if mine else None
        self.hint_view.value = ""
        self.hint_button.disabled = not mine
        self.fold_button.disabled = not mine
        self.check_button.disabled = not (mine and legal.check)
        self.call_button.disabled = not (mine and legal.call is not None)
        self.bet_button.disabled = not (mine and legal.bet is not None)
        self.raise_button.disabled = not (mine and legal.raise_to is not None)
        self.all_in_button.disabled = not (mine and legal.all_in is not None)
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
        if mine:
            self.status.value = (f"Hand #{h.number}, {h.round.street}: <b>your turn</b> — "
                                 f"{_html.escape(legal.describe())}")
        elif h.is_over:
            self.status.value = (f"Hand #{h.number} is over. Press <b>Deal next hand</b>."
                                 + (" (you are out of this hand)" if self.seat not in
                                    dict(h.record.hole) else ""))
            self._show_result(h.record)
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

    def _show_result(self, rec) -> None:
        names = dict(rec.names)

        def who(s: int, verb: str) -> str:  # "Ann shows", but "You show"
            return (f"{_html.escape(names[s])} " + (verb[:-1] if s == self.seat
                                                     and names[s] == "You" else verb))
        lines = [f"<div><b>Hand #{rec.number}</b> — board {cards_html(rec.board)}</div>"]
        for s, r in rec.shown:
            low = _html.escape(r.low.describe()) if r.low else "no low"
            lines.append(f"<div>{who(s, 'shows')} "
                         f"{cards_html(dict(rec.hole)[s], size='1em')}: high "
                         f"<b>{_html.escape(r.high.describe())}</b>, low <b>{low}</b></div>")
        for s in rec.mucked:
            lines.append(f"<div>{who(s, 'mucks')}</div>")
        for p, c in rec.settlement.uncalled:
            lines.append(f"<div>uncalled {c} returned to {_html.escape(names[p])}</div>")
        won = ", ".join(f"{who(p, 'wins')} {c}" for p, c in rec.winners.items())
        lines.append(f"<div><b>{won}</b></div>")
        lines.append(_pot_bar_html(rec.settlement, names))
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
        import matplotlib.pyplot as plt

        from .plots import stack_chart

        fig, ax = plt.subplots(figsize=(7, 2.8), layout="constrained")
        self.stack_axes = stack_chart(self.table.stack_history, self.table.names, ax=ax)
        _show_figure(self.chart, fig)


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

    def __init__(self, hands=("As 2s 3d Kd", "Ah Kh Qc Jc"), board: str = "",
                 dead: str = ""):
        from .equity import equity_hilo

        self._equity = equity_hilo
        self.hands = W.Textarea(value="\n".join(hands), description="Hands",
                                layout=W.Layout(width="20em", height="6em"))
        self.board = W.Text(value=board, description="Board", layout=W.Layout(width="20em"))
        self.dead = W.Text(value=dead, description="Dead", layout=W.Layout(width="20em"))
        self.run_button = W.Button(description="Compute equity", button_style="primary")
        self.result = W.HTML()
        self.chart = W.Output()
        self.run_button.add_class("pokerlib-omaha-equity-run")
        self.board.add_class("pokerlib-omaha-equity-board")
        self.result.add_class("pokerlib-omaha-equity-result")
        self.chart.add_class("pokerlib-omaha-equity-chart")
        self.run_button.on_click(lambda _b: self.compute())
        self.value = None
        self.widget = W.VBox([W.HBox([self.hands, W.VBox([self.board, self.dead,
                                                          self.run_button])]),
                              self.result, self.chart])
        self.compute()

    def compute(self) -> None:
        hands = [line for line in self.hands.value.splitlines() if line.strip()]
        self.value = run_action(self.result, self._equity, hands, self.board.value,
                                self.dead.value)
        if self.value is None:
            return
        self.result.value = self.value._repr_html_()
        import matplotlib.pyplot as plt

        from .plots import hilo_equity_chart

        fig, ax = plt.subplots(figsize=(7, 3.2), layout="constrained")
        self.axes = hilo_equity_chart(self.value, ax=ax)
        _show_figure(self.chart, fig)

