"""Lesson 00's hand explorers: type or deal cards and see the best hand they make (hold'em
style 5-7 cards, or Omaha's two-from-the-hand, three-from-the-board high and low)."""

from __future__ import annotations

import html

import ipywidgets as W

from ...cards import Card, Deck, cards_html
from ...errors import PokerError
from ...evaluate import HandValue, LowValue, best_high, omaha_high, omaha_low
from ...lang import Messages, check_lang
from .arguments import check_seed, check_text
from .card_fields import CardField, field_error_html, read_cards
from .display import LessonBox

__all__ = ["HandExplorer", "OmahaExplorer"]

TEXT = Messages(
    en={
        "cards": "Cards", "cards hint": "e.g. As Kd Qh 10c 9s (5 to 7 cards)",
        "deal count": "Deal", "deal": "Deal new cards",
        "choose count": "choose how many cards to deal: 5, 6 or 7",
        "details": "(category: {category}; best five: {five})",
        "hole": "Hole (4)", "board": "Board",
        "high": "High", "low": "Low", "no low": "no qualifying low (8 or better)",
        "used": "hole {hole} + board {board}",
    },
    ja={
        "cards": "カード", "cards hint": "例: As Kd Qh 10c 9s（5〜7枚）",
        "deal count": "枚数", "deal": "新しく配る",
        "choose count": "配る枚数を選んでください: 5、6、7",
        "details": "（役: {category}、最も強い5枚: {five}）",
        "hole": "ホール(4)", "board": "ボード",
        "high": "ハイ", "low": "ロー", "no low": "クォリファイアーを満たすローなし（8以下）",
        "used": "ホールカード {hole} + ボード {board}",
    },
)


class HandExplorer:
    """Type or deal 5-7 cards and see the best high hand: its category, the best five cards
    highlighted and its description in the lesson's language (``lang="en"`` or ``"ja"``)
    with the other language beside it.

    Drive it from Python as a learner would from the page:

    >>> h = HandExplorer("Qs Qd 8h 8c Qh 2d 3c")
    >>> h.value.describe()
    'Full house, queens full of eights'
    >>> h.cards.value = "As Kd"          # too few cards: the message is shown, not raised
    >>> "choose 5 to 7 cards (you gave 2)" in h.result.value
    True
    >>> h.deal_button.click(); len(h.hand)
    7
    """

    def __init__(self, cards: str = "As Qs Qh 9s 2c 3s 7s", seed: int = 0, lang: str = "en"):
        self.seed = check_seed(seed)
        self.lang = check_lang(lang)
        self.deals = 0
        self.hand: tuple[Card, ...] = ()
        self.value: HandValue | None = None
        t = self._text
        self.cards = W.Text(value=check_text(cards, "the cards"), description=t("cards"),
                            placeholder=t("cards hint"), layout=W.Layout(width="28em"))
        self.count = W.Dropdown(options=[5, 6, 7], value=7, description=t("deal count"),
                                layout=W.Layout(width="10em"))
        self.deal_button = W.Button(description=t("deal"), icon="random")
        self.result = W.HTML()
        self.result.add_class("pokerlib-hand-result")
        self.deal_button.add_class("pokerlib-hand-deal")
        self.cards.add_class("pokerlib-hand-cards")
        self.cards.observe(lambda change: self.show(), names="value")
        self.count.observe(self._count_chosen, names="value")
        self.deal_button.on_click(lambda _b: self.deal())
        self.widget = LessonBox([W.HBox([self.cards]), W.HBox([self.count, self.deal_button]),
                              self.result], owner=self)
        self.show()

    def _text(self, key: str, **fields: object) -> str:
        return TEXT(key, self.lang, **fields)

    def _count_chosen(self, change: dict[str, object]) -> None:
        """A count chooser left with no selection goes back to the count before and says so."""
        if change["new"] in self.count.options:
            return
        self.count.value = change["old"] if change["old"] in self.count.options else 7
        self.show()
        self.result.value = field_error_html(PokerError(self._text("choose count")),
                                             self.lang) + self.result.value

    def deal(self) -> None:
        """Deal ``count`` cards from a seeded deck (the n-th deal is the same on every machine)."""
        if self.count.value not in self.count.options:
            self.count.value = 7
        deck = Deck(seed=self.seed + self.deals)
        self.deals += 1
        self.cards.value = " ".join(c.code for c in deck.deal(self.count.value))

    def show(self) -> None:
        """Read the typed cards and show their best hand (or why they cannot be read)."""
        try:
            [self.hand] = read_cards([CardField("cards", self.cards.value, (5, 6, 7))])
            self.value = best_high(self.hand)
        except PokerError as exc:
            self.hand, self.value = (), None
            self.result.value = field_error_html(exc, self.lang)
            return
        v = self.value
        other = "ja" if self.lang == "en" else "en"
        cat = v.category
        category = (f"{cat.english} / {cat.japanese}" if self.lang == "en"
                    else f"{cat.japanese} / {cat.english}")
        details = self._text("details", category=category,
                             five=" ".join(str(c) for c in v.cards))
        self.result.value = (
            f"<div>{cards_html(self.hand, highlight=v.cards)}</div>"
            f"<div style='margin-top:0.4em'><b>{html.escape(v.describe(self.lang))}</b> &nbsp;"
            f"{html.escape(v.describe(other))} &nbsp;<span style='color:#666'>"
            f"{html.escape(details)}</span></div>")


class OmahaExplorer:
    """Omaha: 4 hole cards and 3-5 board cards; shows the best high and the best 8-or-better low,
    each made of exactly two hole cards and three board cards, with the cards used highlighted.

    >>> o = OmahaExplorer()                      # starts on the article's example
    >>> o.high.describe(), o.low.describe()
    ('Flush, ace high', '5-4-3-2-A low (the wheel)')
    >>> o.board.value = "Jd 4d Tc Qd 9h"        # only two low cards on the board: no low
    >>> o.low is None and "no qualifying low" in o.result.value
    True
    >>> o.board.value = "Jd 4d Ad"               # a card typed twice says where it is
    >>> o.high is None and "A♦ is both in your hole cards and on the board" in o.result.value
    True
    """

    def __init__(self, hole: str = "Ad Kd 3s 2s", board: str = "Jd 4d 3c Qd 5h",
                 lang: str = "en"):
        self.lang = check_lang(lang)
        self.hole = W.Text(value=check_text(hole, "the hole cards"),
                           description=TEXT("hole", lang), layout=W.Layout(width="20em"))
        self.board = W.Text(value=check_text(board, "the board"),
                            description=TEXT("board", lang), layout=W.Layout(width="20em"))
        self.result = W.HTML()
        self.result.add_class("pokerlib-omaha-explorer-result")
        self.high: HandValue | None = None
        self.low: LowValue | None = None
        for w in (self.hole, self.board):
            w.observe(lambda change: self.show(), names="value")
        self.widget = LessonBox([W.HBox([self.hole, self.board]), self.result], owner=self)
        self.show()

    def show(self) -> None:
        """Read the hole cards and the board and show the best high and low (or why not)."""
        try:
            hole, board = read_cards([CardField("hole", self.hole.value, (4,)),
                                      CardField("board", self.board.value, (3, 4, 5))])
            self.high = omaha_high(hole, board)
            self.low = omaha_low(hole, board)
        except PokerError as exc:
            self.high = self.low = None
            self.result.value = field_error_html(exc, self.lang)
            return
        lang = self.lang

        def line(name: str, value: HandValue | LowValue | None) -> str:
            if value is None:
                return f"<div><b>{name}:</b> {TEXT('no low', lang)}</div>"
            used_hole = [c for c in value.cards if c in hole]
            used_board = [c for c in value.cards if c in board]
            used = TEXT("used", lang, hole=cards_html(hole, highlight=used_hole),
                        board=cards_html(board, highlight=used_board))
            return (f"<div><b>{name}:</b> {html.escape(value.describe(lang))} &nbsp; "
                    f"{used}</div>")

        self.result.value = line(TEXT("high", lang), self.high) + line(TEXT("low", lang),
                                                                       self.low)
