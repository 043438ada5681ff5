"""The Oasis Poker table drawn as a casino layout: the dealer's five cards across the top of a
green felt (the up card face up, the rest face down until the showdown), the betting spots
for the Ante, the exchange fee and the Raise with the chips on them, the player's five cards,
the balance and the result.

One frozen :class:`OasisView` holds what the player may see at one moment; the functions
below turn a view into HTML, so the drawing is tested by feeding it views:

>>> from pokerlib.cards import Deck
>>> from pokerlib.oasis import ARTICLE_DECK, OasisGame
>>> game = OasisGame(deck=Deck.stacked(ARTICLE_DECK))
>>> view = OasisView.of(game)
>>> view.dealer is None, view.stakes()
(True, [('Ante', 10, None), ('fee', 0, None), ('Raise', 0, None)])
>>> html = felt_html(view, "ja")
>>> "公開カード" in html and html.count('class="pokerlib-card-back"') == 4
True
"""

from __future__ import annotations

import html as _html
from dataclasses import dataclass

from ...cards import Card
from ...evaluate import HandValue, best_high
from ...hand_api import SeatView
from ...lang import Messages
from ...oasis import OasisDetail, OasisGame, Outcome, Settlement, StakeOutcome

__all__ = ["OasisView", "FELT_CSS", "VIEW_TEXT", "card_face_html", "card_back_html",
           "dealer_html", "stakes_html", "player_html", "result_banner_html", "felt_html",
           "pay_line_text"]

#: Words on the felt.
VIEW_TEXT = Messages(
    en={
        "dealer": "Dealer", "up card": "up card {card}", "you": "You",
        "Ante": "Ante", "fee": "Exchange fee", "Raise": "Raise",
        "win": "+{n} won", "push": "push", "lose": "lost", "paid": "paid",
        "balance": "Balance <b>{balance}</b> points", "at stake": "on the table {n}",
        "hidden": "the dealer's cards stay hidden after a fold",
        "net": "net {net:+d}", "pays": "the Raise pays {line}",
        "exchanged": "exchanged {cards}",
    },
    ja={
        "dealer": "ディーラー", "up card": "公開カード {card}", "you": "あなた",
        "Ante": "Ante", "fee": "交換費", "Raise": "Raise",
        "win": "+{n} 加点", "push": "push", "lose": "失った", "paid": "支払済み",
        "balance": "持ち点 <b>{balance}</b> 点", "at stake": "場に {n}",
        "hidden": "Foldしたのでディーラーのカードは伏せたまま",
        "net": "純増 {net:+d}", "pays": "Raiseの配当 {line}",
        "exchanged": "交換した {cards}",
    },
)

#: How the felt, the cards and the chips look (class names all start with pokerlib-).
FELT_CSS = """
.pokerlib-oasis-felt{background:radial-gradient(ellipse at 50% 35%,#2f8f5b 0%,#1f6e43 62%,
#175634 100%);border:9px solid #6b4423;border-radius:14px 14px 42% 42%/14px 14px 24% 24%;
padding:10px 16px 30px 16px;max-width:44em;color:#f3f3f3;box-sizing:border-box;
box-shadow:inset 0 0 18px rgba(0,0,0,.45)}
.pokerlib-oasis-felt .widget-html-content{color:#f3f3f3}
.pokerlib-felt-row{display:flex;justify-content:center;align-items:center;gap:.35em;
flex-wrap:wrap}
.pokerlib-felt-label{font-size:.95em;opacity:.92;text-align:center;margin:.15em 0}
.pokerlib-card-face,.pokerlib-card-back{display:inline-flex;align-items:center;
justify-content:center;width:2.5em;height:3.5em;border-radius:.35em;font:bold 1.15em monospace;
box-shadow:1px 2px 3px rgba(0,0,0,.4)}
.pokerlib-card-face{background:#fff;border:1px solid #999}
.pokerlib-card-back{border:2px solid #fff;background:repeating-linear-gradient(45deg,#2c5f9e 0 4px,
#dfe8f5 4px 8px)}
.pokerlib-spot{display:inline-flex;flex-direction:column;align-items:center;margin:0 .9em;
min-width:5.5em}
.pokerlib-chip{display:inline-flex;align-items:center;justify-content:center;width:2.7em;
height:2.7em;border-radius:50%;font-weight:bold;font-size:.95em;color:#fff;
border:3px dashed rgba(255,255,255,.85);box-shadow:1px 2px 3px rgba(0,0,0,.45)}
.pokerlib-chip-empty{background:transparent;border:2px dashed rgba(255,255,255,.5);
box-shadow:none;color:rgba(255,255,255,.6)}
.pokerlib-spot-outcome{font-size:.85em;margin-top:.15em;min-height:1.2em}
.pokerlib-win{color:#b9f6ca;font-weight:bold}.pokerlib-lose{color:#ffccbc}
.pokerlib-banner{margin:.4em auto 0 auto;padding:.3em .8em;border-radius:.5em;
background:rgba(0,0,0,.35);text-align:center;font-size:1.05em;max-width:34em}
.pokerlib-oasis-felt .pokerlib-oasis-card{width:2.9em;height:4em;background:#fff;
border:1px solid #999;border-radius:.35em;font:bold 1.3em monospace;padding:0;
box-shadow:1px 2px 3px rgba(0,0,0,.4)}
.pokerlib-oasis-felt .pokerlib-oasis-card.mod-warning{background:#ffcf8a;
transform:translateY(-.45em);border:2px solid #e67e22}
.pokerlib-oasis-felt .pokerlib-oasis-card:disabled{opacity:1}
"""

_CHIP_COLOURS = {"Ante": "#c0392b", "fee": "#7f8c8d", "Raise": "#1b2631"}


def pay_line_text(settlement: Settlement, lang: str) -> str:
    """The paytable line a won Raise was paid by ("Full house 7:1"), in ``lang``."""
    line = settlement.paytable_line or ""
    if lang == "en" or settlement.pay_multiple is None:
        return line
    name = "ロイヤルフラッシュ" if line.startswith("Royal") else \
        settlement.player_hand.category.japanese
    return f"{name} {settlement.pay_multiple}:1"


@dataclass(frozen=True)
class OasisView:
    """What the player may see of one Oasis hand at one moment: the player's cards, the
    dealer's up card (and all five cards once revealed after a Raise), the stakes on the
    table, the balance not at stake, and the settlement once the hand is over."""

    hand: tuple[Card, ...]
    upcard: Card
    dealer: tuple[Card, ...] | None
    ante: int
    fees: int
    cards_exchanged: int
    raise_amount: int
    balance: int
    settlement: Settlement | None

    @classmethod
    def of(cls, source: OasisGame | SeatView) -> OasisView:
        """The drawing's part of the player's :class:`~pokerlib.hand_api.SeatView` (the
        engine's view, :meth:`OasisGame.view <pokerlib.oasis.OasisGame.view>`; a game is
        asked for its view now)."""
        view = source.view() if isinstance(source, OasisGame) else source
        d = view.detail
        assert isinstance(d, OasisDetail), "an Oasis seat view"
        return cls(hand=view.my_cards, upcard=d.upcard,
                   dealer=d.dealer if d.dealer_revealed else None, ante=d.ante, fees=d.fees,
                   cards_exchanged=d.cards_exchanged, raise_amount=d.raise_amount,
                   balance=d.balance, settlement=d.settlement)

    @property
    def hand_value(self) -> HandValue:
        return best_high(self.hand)

    @property
    def dealer_value(self) -> HandValue | None:
        return best_high(self.dealer) if self.dealer is not None else None

    def stakes(self) -> list[tuple[str, int, StakeOutcome | None]]:
        """The three betting spots as ``(spot, points, outcome)``: outcome is None while the
        hand is played, then the settlement's :class:`~pokerlib.oasis.StakeOutcome` of the
        Ante and the Raise (``NONE`` after a fold); a fee paid is always lost (never
        returned)."""
        s = self.settlement
        ante = raise_ = fee = None
        if s is not None:
            ante, raise_ = s.ante_outcome, s.raise_outcome
            fee = StakeOutcome.LOSE if self.fees else StakeOutcome.NONE
        return [("Ante", self.ante, ante), ("fee", self.fees, fee),
                ("Raise", self.raise_amount, raise_)]


def card_face_html(card: Card) -> str:
    """One card face up (hearts and diamonds in red)."""
    colour = "#c0392b" if card.is_red else "#1b1b1b"
    return (f'<span class="pokerlib-card-face" style="color:{colour}">'
            f"{_html.escape(str(card))}</span>")


def card_back_html() -> str:
    """One card face down."""
    return '<span class="pokerlib-card-back"></span>'


def dealer_html(view: OasisView, lang: str) -> str:
    """The dealer's side of the felt: the five cards (face down but the up card until the
    showdown) and, once they are shown, the dealer's hand."""
    t = VIEW_TEXT
    if view.dealer is None:
        cards = card_face_html(view.upcard) + card_back_html() * 4
        s = view.settlement
        note = t("hidden", lang) if s is not None and s.outcome is Outcome.FOLD else \
            t("up card", lang, card=view.upcard)
    else:
        value = view.dealer_value
        assert value is not None
        cards = "".join(card_face_html(c) for c in view.dealer)
        note = value.describe(lang)
    return (f'<div class="pokerlib-felt-label"><b>{t("dealer", lang)}</b> — '
            f"{_html.escape(note)}</div>"
            f'<div class="pokerlib-felt-row">{cards}</div>')


def stakes_html(view: OasisView, lang: str) -> str:
    """The betting spots: a chip with the points on each spot that has some, and after the
    settlement what became of it."""
    spots = []
    results = {}
    if view.settlement is not None:
        s = view.settlement
        results = {"Ante": s.ante_result, "Raise": s.raise_result}
    for spot, points, outcome in view.stakes():
        if points:
            chip = (f'<span class="pokerlib-chip" style="background:{_CHIP_COLOURS[spot]}">'
                    f"{points}</span>")
        else:
            chip = '<span class="pokerlib-chip pokerlib-chip-empty">—</span>'
        after = ""
        if outcome is StakeOutcome.WIN:
            after = (f'<span class="pokerlib-win">'
                     f'{VIEW_TEXT("win", lang, n=results[spot])}</span>')
        elif outcome is StakeOutcome.LOSE:   # a fee is paid, a stake lost
            word = VIEW_TEXT("paid" if spot == "fee" else "lose", lang)
            after = f'<span class="pokerlib-lose">{word}</span>'
        elif outcome is StakeOutcome.PUSH:
            after = VIEW_TEXT("push", lang)
        spots.append(f'<span class="pokerlib-spot">{chip}<span>{VIEW_TEXT(spot, lang)}</span>'
                     f'<span class="pokerlib-spot-outcome">{after}</span></span>')
    return f'<div class="pokerlib-felt-row" style="margin:.5em 0">{"".join(spots)}</div>'


def player_html(view: OasisView, lang: str) -> str:
    """Under the player's cards: the hand they make, and the balance."""
    at_stake = view.ante + view.fees + view.raise_amount if view.settlement is None else 0
    balance = view.balance if view.settlement is None else view.settlement.balance_after
    stake = f" · {VIEW_TEXT('at stake', lang, n=at_stake)}" if at_stake else ""
    return (f'<div class="pokerlib-felt-label"><b>{VIEW_TEXT("you", lang)}</b> — '
            f"{_html.escape(view.hand_value.describe(lang))}</div>"
            f'<div class="pokerlib-felt-label">{VIEW_TEXT("balance", lang, balance=balance)}'
            f"{stake}</div>")


def result_banner_html(view: OasisView, lang: str) -> str:
    """Once the hand is over: the outcome, the paytable line that paid, and the net."""
    s = view.settlement
    if s is None:
        return ""
    outcome = s.outcome.describe(lang)
    parts = [f"<b>{_html.escape(outcome[:1].upper() + outcome[1:])}</b>"]
    if s.paytable_line:
        parts.append(_html.escape(VIEW_TEXT("pays", lang, line=pay_line_text(s, lang))))
    parts.append(f"<b>{VIEW_TEXT('net', lang, net=s.net)}</b>")
    return f'<div class="pokerlib-banner pokerlib-oasis-banner">{" — ".join(parts)}</div>'


def felt_html(view: OasisView, lang: str = "en") -> str:
    """The whole table as one picture (the player's cards drawn as cards, not buttons):
    dealer, betting spots, player, balance and result, with its style sheet."""
    mine = "".join(card_face_html(c) for c in view.hand)
    return (f"<style>{FELT_CSS}</style><div class='pokerlib-oasis-felt'>"
            f"{dealer_html(view, lang)}{stakes_html(view, lang)}"
            f"{result_banner_html(view, lang)}"
            f"<div class='pokerlib-felt-row'>{mine}</div>{player_html(view, lang)}</div>")
