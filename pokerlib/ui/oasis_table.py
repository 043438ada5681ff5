"""Lesson 01's Oasis Poker table: one seeded session played by clicking, with the advisor's
EVs, the settlement and the balance chart."""

from __future__ import annotations

import html

import ipywidgets as W
from matplotlib.axes import Axes

from ..cards import Card, Deck, cards_html
from ..errors import ExchangeError, HandStateError, IllegalActionError, RulesError
from ..oasis import ARTICLE_DECK, Advice, OasisGame, OasisRules, OasisSession
from ..plots import advice_chart, balance_chart
from .arguments import check_seed, check_whole_number
from .display import chart_image, error_html, figure_png, run_action

__all__ = ["OasisTableUI"]


def _chosen_rules(rules: OasisRules | str | None,
                  presets: dict[str, OasisRules]) -> OasisRules:
    """The rules a table starts under: BGaming's when None, a preset by name, or the rules
    given; anything else is refused."""
    if rules is None:
        return presets["BGaming"]
    if isinstance(rules, str):
        if rules not in presets:
            raise RulesError(f"no Oasis Poker rules preset is called {rules!r}: the presets "
                             f"are {', '.join(map(repr, presets))}")
        return presets[rules]
    if not isinstance(rules, OasisRules):
        raise RulesError(f"rules must be an OasisRules or the name of a preset "
                         f"({', '.join(map(repr, presets))}), not {rules!r}")
    return rules


class OasisTableUI:
    """An Oasis Poker table. Toggle the cards you want to exchange and press **Exchange**,
    then **Fold** or **Raise**; the dealer's hand, the settlement and the balance chart follow.
    **Advice** draws the advisor's EV of every option before you decide; **Next hand** deals
    again from the same seeded session; **Replay the article's hand** restarts from 100 points
    with the article's deal; the rules chooser starts a new session under a preset.

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
                 rules: OasisRules | str | None = None, advice_samples: int = 1000):
        self.start_balance = check_whole_number(balance, "the starting balance", 0)
        self.ante = check_whole_number(ante, "the Ante", 1)
        self.seed = check_seed(seed)
        self.advice_samples = check_whole_number(advice_samples, "advice_samples", 1,
                                                 1_000_000)
        self.sessions = 0
        presets = OasisRules.presets()
        chosen = _chosen_rules(rules, presets)
        self.presets = presets if chosen.name in presets else {**presets, chosen.name: chosen}
        self.preset = W.Dropdown(options=list(self.presets), value=chosen.name,
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
        self.advice_image = chart_image(460, "pokerlib-oasis-advice")
        self.balance_image = chart_image(420, "pokerlib-oasis-balance")
        self.advice: Advice | None = None
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
    def rules(self) -> OasisRules:
        """The rules chosen in the preset chooser."""
        return self.presets[self.preset.value]

    @property
    def game(self) -> OasisGame | None:
        """The hand being played (or the last one), None before the first deal."""
        return self.session.current

    def new_session(self, deck: Deck | None = None) -> None:
        """Start again from the starting balance under the chosen rules and deal."""
        self.session = OasisSession(balance=self.start_balance, ante=self.ante,
                                    rules=self.rules, seed=self.seed + self.sessions)
        self.sessions += 1
        r = self.rules
        fees = ", ".join(f"{k}: {r.fee_for(k)}" for k in r.exchange_counts)
        self.rules_html.value = (f"<small><b>{html.escape(r.name)}</b>: fees in Antes by cards "
                                 f"exchanged {fees}; {r.max_exchanges} exchange; "
                                 f"{'five forces the raise; ' if r.five_forces_raise else ''}"
                                 f"dealer qualifies with {r.qualifier_text}. "
                                 f"{html.escape(r.note)}</small>")
        self._deal(deck)

    def _deal(self, deck: Deck | None = None) -> None:
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
        g = self.game
        if g is not None and not g.is_over:
            self.status_html.value = error_html(IllegalActionError(
                "finish this hand first: " + ", ".join(g.legal_actions())))
            return
        self._deal()

    def replay_article(self) -> None:
        """The article's hand from 100 points (Ante 10) under BGaming's rules."""
        self.start_balance, self.ante = 100, 10
        if self.preset.value != "BGaming":
            self.preset.value = "BGaming"  # its observer starts a new session
        self.new_session(deck=Deck.stacked(ARTICLE_DECK))
        self.status_html.value = ("The article's hand: mark <b>2♦</b>, press <b>Exchange</b>"
                                  " (fee 10), then <b>Raise</b> (20).")

    def marked(self) -> tuple[Card, ...]:
        """The cards whose toggle is on."""
        g = self.game
        return tuple(c for c, b in zip(g.hand, self.card_buttons) if b.value) if g else ()

    def _no_hand(self) -> bool:
        """True (and a message shown) when there is no hand to act in."""
        if self.game is None:
            self.status_html.value = error_html(HandStateError(
                "no hand in progress: the balance cannot cover the Ante; choose the rules "
                "again or replay the article to start over"))
            return True
        return False

    def exchange(self) -> None:
        """Exchange the marked cards (the fee is shown, or why the exchange is refused)."""
        g = self.game
        if g is None:
            self._no_hand()
            return
        out = self.marked()
        if not out:
            self.status_html.value = error_html(ExchangeError(
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
        """Fold: the Ante (and any fee) is lost."""
        g = self.game
        if g is None:
            self._no_hand()
            return
        if run_action(self.status_html, g.fold) is not None:
            self.status_html.value = "You folded: the Ante (and any fee) is lost."
        self.refresh()

    def raise_(self) -> None:
        """Raise (two Antes more) and see the dealer's hand."""
        g = self.game
        if g is None:
            self._no_hand()
            return
        if run_action(self.status_html, g.raise_) is not None:
            self.status_html.value = "You raised; the dealer shows the hand."
        self.refresh()

    def show_advice(self) -> None:
        """Compute and draw the advisor's EVs for the hand as it stands."""
        g = self.game
        if g is None or g.is_over:
            self.status_html.value = error_html(IllegalActionError(
                "the hand is over: deal the next hand to ask for advice"))
            return
        adv = run_action(self.status_html, g.advise, samples=self.advice_samples)
        if adv is None:
            return
        self.advice = adv

        def draw(ax: Axes) -> None:
            advice_chart(adv, ax=ax, top=8)

        self.advice_image.value = figure_png(draw, (6, 3.6))
        self.status_html.value = (f"Advisor: best is <b>{html.escape(adv.best.label)}</b> "
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
        if g is not None and g.is_over and g.settlement is not None:
            st = g.settlement
            self.result_html.value = (f"<b>{html.escape(st.describe())}</b>"
                                      + st._repr_html_())
            if s.balance < self.ante:
                self.status_html.value += (" The balance cannot cover another Ante: choose "
                                           "the rules again or replay the article to start "
                                           "over.")
        bal = list(s.balances)

        def draw(ax: Axes) -> None:
            balance_chart(bal, ax=ax)

        self.balance_image.value = figure_png(draw, (6, 2.6))
