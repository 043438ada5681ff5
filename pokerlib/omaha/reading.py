"""Reading an Omaha hand: the best high and low from exactly 2 hole cards and 3 board cards,
and stacked decks that deal chosen cards to chosen seats.

The article's hand, A♦ K♦ 3♠ 2♠ on J♦ 4♦ 3♣ Q♦ 5♥, is the nuts both ways:

>>> r = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
>>> r.high.describe(), r.low.describe()
('Flush, ace high', '5-4-3-2-A low (the wheel)')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..cards import Card, CardLike, Deck, cards_html, parse_cards
from ..errors import DeckError, TableError
from ..evaluate import HandValue, LowValue, omaha_high, omaha_low
from ..lang import Messages, resolve_lang
from .rules import MAX_PLAYERS

__all__ = ["HandReading", "read_hand", "stacked_deck"]


@dataclass(frozen=True)
class HandReading:
    """A player's best high and best low (``None`` if no 8-or-better low) and which two hole
    cards each uses."""

    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    high: HandValue
    low: LowValue | None

    @property
    def high_hole(self) -> tuple[Card, ...]:
        """The two hole cards in the best high hand."""
        return tuple(c for c in self.high.cards if c in self.hole)

    @property
    def low_hole(self) -> tuple[Card, ...]:
        """The two hole cards in the best low (empty without a low)."""
        return () if self.low is None else tuple(c for c in self.low.cards if c in self.hole)

    def describe(self, lang: str | None = None) -> str:
        """The best high and low in words, in ``lang`` (the default language when None);
        "no low" / 「ローなし」 where there is no qualifying low."""
        lang = resolve_lang(lang)
        low = self.low.describe(lang) if self.low else READING_TEXT("no low", lang)
        return READING_TEXT("line", lang, high=self.high.describe(lang), low=low)

    def _repr_html_(self) -> str:
        lang = resolve_lang(None)
        low = (f"{cards_html(self.low.cards)} <b>{self.low.describe(lang)}</b>" if self.low
               else f"<i>{READING_TEXT('no qualifying low', lang)}</i>")
        return READING_TEXT("html", lang, hole=cards_html(self.hole),
                            board=cards_html(self.board), high_cards=cards_html(self.high.cards),
                            high=self.high.describe(lang), low=low)


#: The words of a hand reading (ハイ, ロー, ホールカード, ボード: the Omaha article's).
READING_TEXT = Messages(
    en={"no low": "no low", "no qualifying low": "no qualifying low",
        "line": "high: {high}; low: {low}",
        "html": "<div>hole {hole} board {board}</div><div>high: {high_cards} <b>{high}</b>"
                "</div><div>low: {low}</div>"},
    ja={"no low": "ローなし", "no qualifying low": "クォリファイするローなし",
        "line": "ハイ: {high}、ロー: {low}",
        "html": "<div>ホールカード {hole} ボード {board}</div><div>ハイ: {high_cards} "
                "<b>{high}</b></div><div>ロー: {low}</div>"})


def read_hand(hole: str | Iterable[CardLike], board: str | Iterable[CardLike]) -> HandReading:
    """Best high and low of an Omaha hand on a board of 3 to 5 cards (exactly 2 + 3 each).

    >>> read_hand("As 2s Kh Qh", "3s 4s 5s 9s Th").low     # all four hole cards needed? no: A-2
    LowValue('5-4-3-2-A low (the wheel)')
    >>> read_hand("As Ks Qh Jh", "2s 4s 6s 8s Td").high.describe()   # four spades on board
    'Flush, ace high'
    """
    h = parse_cards(hole, count=4)
    b = parse_cards(board)
    return HandReading(h, b, omaha_high(h, b), omaha_low(h, b))


def stacked_deck(hole: Mapping[int, str], board: str = "", *, button: int,
                 seats: Iterable[int], burns: str = "", seed: int | None = None) -> Deck:
    """A deck that deals the given hole cards to the given seats and the given board, in the
    table's dealing order (one card at a time from the small blind, a burn before each street).

    ``seats`` are the seats dealt in, ``button`` the button seat of that hand. Cards not given
    come from the rest of the deck (``seed`` shuffles it). Burn cards may be given (3 cards).

    >>> from pokerlib.cards import format_cards
    >>> d = stacked_deck({0: "Ad Kd 3s 2s", 1: "Kc Kh 9s 9c"}, "Jd 4d 3c Qd 5h",
    ...                  button=0, seats=[0, 1])
    >>> format_cards(d.peek(8))      # heads-up the button is the small blind: dealt first
    'A♦ K♣ K♦ K♥ 3♠ 9♠ 2♠ 9♣'
    """
    seats = _seat_list(seats)
    if not isinstance(button, int) or isinstance(button, bool) or button not in seats:
        raise TableError(key="omaha_button_dealt", seats=seats, value=button)
    if not isinstance(hole, Mapping):
        raise TableError(key="type", what="hole", allowed="a mapping seat -> four cards",
                         value=hole)
    for s in hole:
        if s not in seats:
            raise TableError(key="omaha_hole_stranger", seat=s, seats=seats)
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise DeckError(key="seed_or_none", what="seed", value=seed)
    known = {s: parse_cards(c, count=4) for s, c in hole.items()}
    board_cards = parse_cards(board)
    burn_cards = parse_cards(burns)
    if len(board_cards) > 5 or len(burn_cards) > 3:
        raise DeckError(key="omaha_board_burns", board=len(board_cards), burns=len(burn_cards))
    used = [c for cs in known.values() for c in cs] + list(board_cards) + list(burn_cards)
    parse_cards(used)  # each card once
    rest = [c for c in Deck(seed=seed).remaining if c not in set(used)]  # seed=None: unshuffled
    it = iter(rest)
    n = len(seats)
    i = seats.index(button)
    sb = seats[i] if n == 2 else seats[(i + 1) % n]
    start = seats.index(sb)
    order = [seats[(start + k) % n] for k in range(n)]
    top: list[Card] = []
    for k in range(4):
        for s in order:
            top.append(known[s][k] if s in known else next(it))
    burns_left, board_left = list(burn_cards), list(board_cards)
    for street_cards in (3, 1, 1):
        # (a card is an int and 2♠ is 0, so test for "given" by length, never by truth)
        top.append(burns_left.pop(0) if burns_left else next(it))
        for _ in range(street_cards):
            top.append(board_left.pop(0) if board_left else next(it))
    return Deck.stacked(top + list(it))


def _seat_list(seats: object) -> list[int]:
    """The seats dealt in, sorted, or TableError: 2 to 11 distinct seat numbers."""
    if isinstance(seats, (str, bytes)) or not isinstance(seats, Iterable):
        raise TableError(key="seat_list", what="seats", value=seats)
    out = list(seats)
    if not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in out):
        raise TableError(key="seat_list", what="seats", value=out)
    if len(set(out)) != len(out) or not 2 <= len(out) <= MAX_PLAYERS:
        raise TableError(key="omaha_deal_seats", most=MAX_PLAYERS, value=out)
    return sorted(out)
