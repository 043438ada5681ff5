"""Lesson 04's practice drills as widgets: a spot drawn like the tables, the choices as buttons,
card toggles or chip fields, the grade and its explanation after each answer, a running score
and the chart of the session, in English or Japanese.

Each widget owns a drill from :mod:`pokerlib.course.drills` (``ui.drill``) and exposes plain methods
that its buttons call (``answer``, ``next_spot``; the shared part is
:class:`~pokerlib.course.widgets.drill_base.DrillUI`), so a test drives it as a learner would:

>>> ui = PushFoldDrillUI(seed=2)
>>> ui.fold_button.click()
>>> ui.grade_html.value.startswith('<div class="pokerlib-drill-verdict pokerlib-drill-wrong"')
True
>>> ui.fold_button.disabled, ui.next_button.disabled, ui.drill.record.summary()
(True, False, '1 spot: 0 best choices (0%), 0.02 BB lost in all')
"""

from __future__ import annotations

import html

import ipywidgets as W

from ...cards import Card, cards_html, format_cards
from ...errors import RulesError, TableError
from ...lang import check_lang
from ...oasis import OasisRules
from ..drills import Grade, OasisDrill, PushFoldDrill, SplitDrill, SplitSpot
from .arguments import check_seed
from .display import CARD_BACK_HTML, error_html
from .drill_base import MESSAGES, DrillUI
from .table_view import SeatView, TableView, pots_table_html, render_table, settled_pots

__all__ = ["DrillUI", "OasisDrillUI", "PushFoldDrillUI", "SplitDrillUI", "MESSAGES",
           "BB_CHIPS"]

#: Chips per big blind on the drawn push/fold table (blinds 5/10), so every stack is whole.
BB_CHIPS = 10


# --- Oasis Poker -----------------------------------------------------------------------------

class OasisDrillUI(DrillUI):
    """The Oasis Poker drill: your five cards and the dealer's up card; mark cards and press
    **Exchange**, or press **Fold** or **Raise**; the grade says what each choice is worth
    (in Antes, against the exact advisor). ``rules`` is an
    :class:`~pokerlib.oasis.OasisRules` (BGaming's by default), ``seed`` makes the spots
    reproducible and ``lang`` ("en" or "ja") is the widget's language; ``against="rule"``
    grades against lesson 1's rule to remember instead of the optimum.

    >>> ui = OasisDrillUI(seed=3)
    >>> [b.description for b in ui.card_buttons]
    ['7♠', '2♦', '5♦', '2♠', 'T♠']
    >>> ui.raise_button.click()
    >>> ui.grade.correct, ui.grade.best
    (True, 'raise')
    """

    kind = "oasis"

    def __init__(self, rules: OasisRules | None = None, seed: int = 0, lang: str = "en",
                 against: str = "optimum"):
        if rules is not None and not isinstance(rules, OasisRules):
            raise RulesError(key="ui_rules_oasisrules_e", rules=rules)
        drill = OasisDrill(rules, seed=check_seed(seed), lang=check_lang(lang),
                           against=against)
        super().__init__(drill, lang)
        self.rules: OasisRules = drill.rules
        say = self.say
        self.card_buttons = [W.ToggleButton(value=False, tooltip=say("mark_tip"),
                                            layout=W.Layout(width="3.6em", height="2.6em")
                                            ).add_class("pokerlib-drill-card")
                             for _ in range(5)]
        for b in self.card_buttons:
            b.style.font_weight = "bold"
            b.style.font_size = "16px"
            b.observe(lambda _change: self._marks_changed(), names="value")
        self.fold_button = W.Button(description=say("fold"), tooltip=say("fold_tip")
                                    ).add_class("pokerlib-drill-fold")
        self.raise_button = W.Button(description=say("raise"), button_style="danger",
                                     tooltip=say("raise_tip", antes=self.rules.raise_antes)
                                     ).add_class("pokerlib-drill-raise")
        self.exchange_button = W.Button(description=say("exchange"),
                                        tooltip=say("exchange_tip"), button_style="warning"
                                        ).add_class("pokerlib-drill-exchange")
        self._drawing = False
        buttons = [self.exchange_button, self.fold_button, self.raise_button]
        fees = ", ".join(str(self.rules.fee_for(k)) for k in self.rules.exchange_counts)
        words = say("rules", name=self.rules.name, fees=fees, antes=self.rules.raise_antes)
        rules_line = W.HTML(f"<small>{html.escape(words)}</small>")
        mark = W.HTML(f'<b style="white-space:nowrap">{html.escape(say("mark"))}</b>',
                      layout=W.Layout(width="11em", align_self="center"))
        self._assemble([W.HBox([mark, *self.card_buttons]),
                        W.HBox([*buttons, self.next_button]),
                        rules_line], buttons,
                       [(self.fold_button, lambda: self.answer("fold")),
                        (self.raise_button, lambda: self.answer("raise")),
                        (self.exchange_button, lambda: self.answer(self.marked()))])

    def marked(self) -> tuple[Card, ...]:
        """The cards marked for exchange."""
        spot = self.drill.spot
        return tuple(c for c, b in zip(spot.hand, self.card_buttons, strict=True) if b.value)

    def _marks_changed(self) -> None:
        if self._drawing:
            return
        self.draw_spot()
        self.set_choices()

    def draw_spot(self) -> None:
        spot = self.drill.spot
        self._drawing = True
        for card, b in zip(spot.hand, self.card_buttons, strict=True):
            if b.description != str(card):
                b.value = False
            b.description = str(card)
            b.style.text_color = "#c0392b" if card.is_red else "#1b1b1b"
        self._drawing = False
        marked = self.marked()
        row = ('<div style="display:flex;align-items:center;gap:10px;margin:2px 0">'
               '<b style="width:6em">{who}</b><span>{cards}</span></div>')
        dealer = cards_html([spot.upcard], size="1.5em") + CARD_BACK_HTML * 4
        title = self.say("spot", n=spot.number)
        self.spot_html.value = (
            f'<div style="display:inline-block;padding:8px 14px;border-radius:12px;'
            f'background:#1d6b40;color:#fff;margin:4px 0"><div style="opacity:.85">'
            f"{html.escape(title)}</div>"
            + row.format(who=html.escape(self.say("dealer")), cards=dealer)
            + row.format(who=html.escape(self.say("you")),
                         cards=cards_html(spot.hand, highlight=marked, size="1.5em"))
            + "</div>")
        if self.drill.answered:
            self.prompt_html.value = ""
        elif marked:
            k = len(marked)
            fee = self.rules.fee_for(k) if k in self.rules.exchange_counts else None
            self.prompt_html.value = (
                self.say("marked", cards=html.escape(format_cards(marked)), fee=fee,
                         s="s" if fee != 1 else "") if fee is not None else
                html.escape(self.say("count_not_allowed", rules=self.rules.name, k=k)))
        else:
            self.prompt_html.value = self.say("oasis_ask")

    def set_choices(self) -> None:
        done = self.drill.answered
        k = len(self.marked())
        for b in self.card_buttons:
            b.disabled = done
        self.fold_button.disabled = self.raise_button.disabled = done
        self.exchange_button.disabled = done or k not in self.rules.exchange_counts
        self.next_button.disabled = not done


# --- push/fold ---------------------------------------------------------------------------------

class PushFoldDrillUI(DrillUI):
    """The push/fold drill on a drawn table: the seats with their positions and stacks (blinds
    5/10, so 1 BB is 10 chips), who has already folded or gone all-in, your hand face up;
    press **All-in** (or **Call**) or **Fold**; the grade says what each is worth in big
    blinds against opponents who play the equilibrium. ``players`` is 2, 3 or 4, ``stack_bb``
    one shipped depth or None for a different one each spot; ``against="rule"`` grades
    against lesson 02b's rule to remember (heads-up, 8 BB)."""

    kind = "pushfold"

    def __init__(self, players: int = 2, stack_bb: float | None = None, seed: int = 0,
                 lang: str = "en", against: str = "optimum"):
        super().__init__(PushFoldDrill(players, stack_bb, seed=check_seed(seed),
                                       lang=check_lang(lang), against=against), lang)
        say = self.say
        self.all_in_button = W.Button(description=say("all_in"), button_style="danger",
                                      tooltip=say("all_in_tip")
                                      ).add_class("pokerlib-drill-allin")
        self.fold_button = W.Button(description=say("pf_fold"), tooltip=say("pf_fold_tip")
                                    ).add_class("pokerlib-drill-fold")
        buttons = [self.all_in_button, self.fold_button]
        self._assemble([W.HBox([*buttons, self.next_button])], buttons,
                       [(self.all_in_button, lambda: self.answer("all-in")),
                        (self.fold_button, lambda: self.answer("fold"))])

    def view(self) -> TableView:
        """The spot as the drawn table shows it (see :mod:`pokerlib.course.widgets.table_view`)."""
        spot = self.drill.spot
        sees = spot.seat_view(BB_CHIPS)   # the spot decides which cards the seat sees
        seats = []
        for position in sees.players:
            you = position == sees.seat
            note = (self.say("did_fold") if position in sees.folded else
                    self.say("did_all_in", chips=sees.in_front[position], bb=spot.stack_bb)
                    if position in spot.all_in else "")
            seats.append(SeatView(
                self.say("you_name", position=position) if you else position,
                sees.stacks[position], in_front=sees.in_front[position],
                cards=sees.cards.get(position, ()), face_down=sees.face_down.get(position, 0),
                folded=position in sees.folded, all_in=position in spot.all_in,
                to_act=you and not self.drill.answered,
                button=position == sees.button, you=you, note=note))
        return TableView(tuple(seats), pot=sees.pot,
                         title=self.say("pf_title", n=spot.number, depth=spot.stack_bb),
                         lang=self.lang)

    def draw_spot(self) -> None:
        spot = self.drill.spot
        self.spot_html.value = render_table(self.view())
        self.prompt_html.value = html.escape(spot.describe(self.lang))
        facing = bool(spot.all_in)
        self.all_in_button.description = self.say("call" if facing else "all_in")
        self.all_in_button.tooltip = self.say("call_tip" if facing else "all_in_tip")

    def set_choices(self) -> None:
        done = self.drill.answered
        self.all_in_button.disabled = self.fold_button.disabled = done
        self.next_button.disabled = not done


# --- hi/lo splits ------------------------------------------------------------------------------

class SplitDrillUI(DrillUI):
    """The hi/lo split drill: an Omaha Hi/Lo showdown laid out as a table (the board, each
    player's four cards, what each put in, the best high and low each can make); type the chips
    each player receives and press **Check**; the grade names the pot or half split wrongly and
    why, and the pots are shown."""

    kind = "split"

    def __init__(self, seed: int = 0, lang: str = "en"):
        super().__init__(SplitDrill(seed=check_seed(seed), lang=check_lang(lang)), lang)
        # FloatText, not IntText: an IntText turned a typed 1.5 into 1 without a word; here
        # check() refuses it with a sentence
        self.chip_inputs: dict[str, W.FloatText] = {}
        self.rows = W.VBox().add_class("pokerlib-drill-split-rows")
        self.check_button = W.Button(description=self.say("check"), button_style="danger",
                                     tooltip=self.say("check_tip")
                                     ).add_class("pokerlib-drill-check")
        self.pots_html = W.HTML().add_class("pokerlib-drill-pots")
        self._assemble([self.rows, W.HBox([self.check_button, self.next_button]),
                        self.pots_html], [self.check_button],
                       [(self.check_button, self.check)])

    def check(self) -> Grade | None:
        """Grade the chips typed in (the button calls this); a box that holds no whole number
        is refused with a sentence and nothing is graded."""
        for p, w in self.chip_inputs.items():
            value = float(w.value)
            if not value.is_integer():
                self.status_html.value = error_html(
                    TableError(self.say("whole chips", player=p, value=f"{value:g}")), self.lang)
                return None
        return self.answer({p: int(w.value) for p, w in self.chip_inputs.items()})

    def _cell(self, text: str, width: str) -> W.HTML:
        return W.HTML(text, layout=W.Layout(width=width))

    def draw_spot(self) -> None:
        spot: SplitSpot = self.drill.spot
        say, e = self.say, html.escape
        board = cards_html(spot.board, size="1.4em")
        self.spot_html.value = (
            f'<div style="display:inline-block;padding:8px 14px;border-radius:12px;'
            f'background:#1d6b40;color:#fff;margin:4px 0"><div style="opacity:.85">'
            f"{e(say('spot', n=spot.number))}</div><b>{e(say('board'))}</b> {board}</div>")
        if self.grade is None:  # a new spot: new fields, one per player
            self.chip_inputs = {p: W.FloatText(value=0, layout=W.Layout(width="6em")
                                               ).add_class("pokerlib-drill-chips")
                                for p in spot.players}
            for p in spot.folded:     # a folded player receives nothing: no box to fill
                self.chip_inputs[p].disabled = True
                self.chip_inputs[p].tooltip = self.say("folded gets none")
        widths = ("7em", "14em", "5em", "13em", "11em", "6.5em", "9em")
        head = [say(k) for k in ("player", "hole", "put_in", "high", "low", "receives")]
        rows = [W.HBox([self._cell(f"<b>{e(h)}</b>", w) for h, w in zip(head, widths)]
                       + [self._cell("", widths[-1])])]
        readings = spot.readings
        put = dict(spot.contributions)
        hands = dict(spot.hands)
        right = spot.payouts() if self.grade is not None else {}
        for p in spot.players:
            name = e(p) + (f" <small>({e(say('button'))})</small>" if p == spot.button else "")
            if p in spot.folded:
                cards, high, low = f"<i>{e(say('folded'))}</i>", "", ""
            else:
                v = readings[p]
                cards = cards_html(hands[p], size="1em")
                high = e(v.high.describe(self.lang))
                low = e(v.low.describe(self.lang)) if v.low is not None else \
                    f"<i>{e(say('no_low'))}</i>"
            mark = ""
            if right:
                ok = self.chip_inputs[p].value == right[p]
                mark = (f'<b style="color:{"#1e8449" if ok else "#b03a2e"}">'
                        f'{"✓" if ok else "✗"} {e(say("right", chips=right[p]))}</b>')
            rows.append(W.HBox([self._cell(name, widths[0]), self._cell(cards, widths[1]),
                                self._cell(str(put[p]), widths[2]),
                                self._cell(f"<small>{high}</small>", widths[3]),
                                self._cell(f"<small>{low}</small>", widths[4]),
                                self.chip_inputs[p], self._cell(mark, widths[6])],
                               layout=W.Layout(align_items="center")))
        self.rows.children = tuple(rows)
        if self.grade is None:
            self.prompt_html.value = say("split_ask", total=spot.total)
            self.pots_html.value = ""
        else:
            self.prompt_html.value = ""
            r = spot.readings
            pots, notes = settled_pots(
                spot.settlement(), {p: p for p in spot.players}, self.lang,
                high={p: v.high.describe(self.lang) for p, v in r.items()},
                low={p: v.low.describe(self.lang) for p, v in r.items() if v.low is not None},
                hilo=True)
            self.pots_html.value = pots_table_html(pots, self.lang) + "".join(
                f"<div><small>{e(note)}</small></div>" for note in notes)

    def show_answer(self, grade: Grade) -> str:
        return html.escape(self.say("right", chips=grade.best_text))

    def set_choices(self) -> None:
        done = self.drill.answered
        self.check_button.disabled = done
        folded = set(self.drill.spot.folded) if self.drill.spot is not None else set()
        for p, w in self.chip_inputs.items():
            w.disabled = done or p in folded
        self.next_button.disabled = not done
