"""Cards and decks.

A **card** is one of the 52 cards of a standard deck. Under the hood a :class:`Card` is a
small integer, its *index* ``0..51`` (``rank * 4 + suit``, deuces first, suits in the order
♠ ♥ ♦ ♣), so the fast evaluators can use cards directly as table indices; on the outside it
reads and prints like a card:

>>> c = Card("As")
>>> c, str(c), c.code, c.rank_char, c.suit_char
(Card('As'), 'A♠', 'As', 'A', 's')
>>> parse_cards("Td 10d")
Traceback (most recent call last):
...
pokerlib.errors.DuplicateCardError: duplicate card Td in 'Td 10d': each card can appear only once

A **deck** deals cards from the top. ``Deck(seed=7)`` shuffles reproducibly on every machine;
``Deck.stacked("...")`` puts chosen cards on top, to replay a hand exactly.
"""

from __future__ import annotations

import itertools
import numbers
import random
from collections.abc import Iterable, Mapping
from typing import Any, Union

from .errors import CardError, DeckError, DuplicateCardError, PokerError
from .lang import quoted

__all__ = [
    "PokerError",
    "CardError",
    "DuplicateCardError",
    "DeckError",
    "Card",
    "Deck",
    "parse_cards",
    "format_cards",
    "cards_html",
    "RANKS",
    "SUITS",
    "FULL_DECK",
]

RANKS = "23456789TJQKA"
SUITS = "shdc"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_NAMES = {
    "2": ("deuce", "deuces"), "3": ("three", "threes"), "4": ("four", "fours"),
    "5": ("five", "fives"), "6": ("six", "sixes"), "7": ("seven", "sevens"),
    "8": ("eight", "eights"), "9": ("nine", "nines"), "T": ("ten", "tens"),
    "J": ("jack", "jacks"), "Q": ("queen", "queens"), "K": ("king", "kings"),
    "A": ("ace", "aces"),
}

# Every way a suit may be written: letter (either case), filled or outlined symbol.
_SUIT_OF: dict[str, int] = {}
for _i, (_letter, _symbol, _outline) in enumerate(zip(SUITS, SUIT_SYMBOLS, "♤♡♢♧")):
    for _text in (_letter, _letter.upper(), _symbol, _outline):
        _SUIT_OF[_text] = _i
_RANK_OF: dict[str, int | None] = {r: i for i, r in enumerate(RANKS)}
_RANK_OF.update({r.lower(): i for i, r in enumerate(RANKS)})
_RANK_OF["10"] = _RANK_OF["T"]
_RANK_OF["1"] = None  # only as the start of "10"; a lone "1" is an error


CardLike = Union["Card", str, int]


class Card(int):
    """One playing card; an immutable integer 0..51 that prints as a card.

    >>> Card("10h") == Card("Th") == Card("♥T") == Card("th")
    True
    >>> Card("Ah").rank, Card("Ah").suit, Card("Ah").rank_char
    (14, 'h', 'A')
    >>> sorted([Card("Kd"), Card("2c"), Card("Ks")])
    [Card('2c'), Card('Ks'), Card('Kd')]
    """

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if isinstance(card, Card):
            return card
        if isinstance(card, str):
            found = _scan(card)
            if len(found) != 1:
                raise CardError(key="not_one_card", text=card, found=len(found))
            return found[0]
        # numbers.Integral also admits numpy integers, e.g. a row of a score_batch array
        if isinstance(card, numbers.Integral) and not isinstance(card, bool) and 0 <= card < 52:
            return _CARDS[int(card)]
        raise CardError(key="not_a_card_value", value=card)

    @property
    def index(self) -> int:
        """Position 0..51 in the canonical order (2♠ 2♥ 2♦ 2♣ 3♠ ... A♣)."""
        return int(self)

    @property
    def rank(self) -> int:
        """Rank as a number: 2..10, J=11, Q=12, K=13, A=14."""
        return (self >> 2) + 2

    @property
    def rank_char(self) -> str:
        """Rank letter: '2'..'9', 'T', 'J', 'Q', 'K' or 'A'."""
        return RANKS[self >> 2]

    @property
    def suit(self) -> str:
        """Suit letter: 's', 'h', 'd' or 'c'."""
        return SUITS[self & 3]

    #: The same as :attr:`suit` (the suit letter), under the name that matches
    #: :attr:`rank_char`; kept so that existing code keeps working.
    suit_char = suit

    @property
    def suit_symbol(self) -> str:
        """Suit symbol: '♠', '♥', '♦' or '♣'."""
        return SUIT_SYMBOLS[self & 3]

    @property
    def code(self) -> str:
        """Data form, as in hand-history files: ``'As'``."""
        return RANKS[self >> 2] + SUITS[self & 3]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return (self & 3) in (1, 2)

    def __str__(self) -> str:
        return RANKS[self >> 2] + SUIT_SYMBOLS[self & 3]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def _repr_html_(self) -> str:
        return cards_html([self])

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


def _build(index: int) -> Card:
    return int.__new__(Card, index)


_CARDS: tuple[Card, ...] = tuple(_build(i) for i in range(52))
FULL_DECK: tuple[Card, ...] = _CARDS


def _scan(text: str) -> list[Card]:
    """Read every card in ``text``: rank-suit or suit-rank, spaces and commas optional."""
    out: list[Card] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace() or ch in ",;[]()'\"":
            i += 1
            continue
        start = i
        rank = suit = None
        if text.startswith("10", i):
            rank, i = _RANK_OF["10"], i + 2
        elif ch in _RANK_OF and _RANK_OF[ch] is not None:
            rank, i = _RANK_OF[ch], i + 1
        elif ch in _SUIT_OF:
            suit, i = _SUIT_OF[ch], i + 1
        else:
            raise CardError(_bad(text, start, "is not a rank (A K Q J T 9..2, or 10) or a suit "
                                 "(s h d c or ♠ ♥ ♦ ♣)"),
                            key="not_a_card", text=_token(text, start))
        if i < n and text[i] == "\ufe0f":  # emoji variation selector after ♠ etc.
            i += 1
        if rank is None:  # suit first: a rank must follow
            if text.startswith("10", i):
                rank, i = _RANK_OF["10"], i + 2
            elif i < n and _RANK_OF.get(text[i]) is not None:
                rank, i = _RANK_OF[text[i]], i + 1
            else:
                raise CardError(_bad(text, start, "is a suit without a rank after it"),
                                key="not_a_card", text=_token(text, start))
        else:  # rank first: a suit must follow
            if i < n and text[i] in _SUIT_OF:
                suit, i = _SUIT_OF[text[i]], i + 1
            else:
                raise CardError(_bad(text, start, "is a rank without a suit after it "
                                     "(s h d c or ♠ ♥ ♦ ♣)"),
                                key="not_a_card", text=_token(text, start))
        if i < n and text[i] == "\ufe0f":
            i += 1
        assert rank is not None and suit is not None  # each branch above set both or raised
        out.append(_CARDS[rank * 4 + suit])
    return out


def _token(text: str, at: int) -> str:
    """The word of ``text`` that starts at ``at`` (up to a space or comma), whole: a learner
    who typed "nonsense" is quoted "nonsense", not "nonsen". A very long word ends in "…".

    >>> _token("As nonsense Kd", 3), _token("x" * 30, 0)
    ('nonsense', 'xxxxxxxxxxxxxxxxxxx…')
    """
    end = at
    while end < len(text) and not text[end].isspace() and text[end] not in ",;":
        end += 1
    word = text[at:end]
    return word if len(word) <= 20 else word[:19] + "…"


def _bad(text: str, at: int, what: str) -> str:
    return f"cannot read a card in {quoted(text)}: {text[at:at + 3]!r} at position {at} {what}"


#: The most items :func:`parse_cards` reads from a list, array or other iterable (a deck has 52
#: cards; lists with repeats, such as a row of cards to draw, stay far below this).
MAX_CARD_ITEMS = 10_000
#: The longest text :func:`parse_cards` reads.
MAX_CARD_TEXT = 100_000


def parse_cards(cards: str | Iterable[CardLike] | CardLike, *, count: int | None = None,
                allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Read cards from text (``"As Kd"``, ``"AsKd"``, ``"10h"``, ``"A♠"``, ``"♠A"``, any case)
    or from an iterable of such strings, indices or Cards.

    ``count`` demands an exact number of cards. Duplicates are an error unless allowed.

    >>> parse_cards("As Kd")
    (Card('As'), Card('Kd'))
    >>> parse_cards("AsKd10h") == parse_cards(["A♠", "♦K", Card("Th")])
    True
    >>> parse_cards("As Kd", count=3)
    Traceback (most recent call last):
    ...
    pokerlib.errors.CardError: expected 3 cards, got 2: A♠ K♦
    """
    if count is not None and (not isinstance(count, int) or isinstance(count, bool)
                              or count < 0):
        raise CardError(key="whole_number_at_least", what="count", minimum=0, value=count)
    if not isinstance(allow_duplicates, bool):
        raise CardError(key="flag", what="allow_duplicates", value=allow_duplicates)
    shown: Any = cards  # what an error message quotes (a consumed iterator is quoted as a list)
    if isinstance(cards, str):
        if len(cards) > MAX_CARD_TEXT:  # no hand, board or deck is written in so many letters
            raise CardError(key="cards_text_too_long", maximum=MAX_CARD_TEXT, got=len(cards))
        found = _scan(cards)
    elif isinstance(cards, numbers.Integral):
        found = [Card(cards)]  # type: ignore[arg-type]  # numpy integers are cards too
    elif isinstance(cards, (Mapping, bytes)):   # its keys or bytes are no list of cards
        raise CardError(key="not_cards", value=cards)
    else:
        try:
            iterator = iter(cards)  # type: ignore[arg-type]  # a non-iterable raises below
        except TypeError:
            raise CardError(key="not_cards", value=cards) from None
        # read one item more than allowed, never all of them: range(10**12) or an endless
        # generator is refused at once instead of filling the memory or running forever
        items = list(itertools.islice(iterator, MAX_CARD_ITEMS + 1))
        if len(items) > MAX_CARD_ITEMS:
            raise CardError(key="too_many_cards", maximum=MAX_CARD_ITEMS)
        shown = items
        found = []
        for item in items:
            if isinstance(item, str):
                found.extend(_scan(item))
            else:
                found.append(Card(item))
    if not allow_duplicates:
        seen: set[int] = set()
        for c in found:
            if c in seen:
                raise DuplicateCardError(f"duplicate card {c.code} in {_show(shown)}: "
                                         "each card can appear only once",
                                         key="duplicate_card", card=str(c))
            seen.add(c)
    if count is not None and len(found) != count:
        raise CardError(f"expected {count} cards, got {len(found)}: "
                        + (" ".join(map(str, found)) or "(none)"),
                        key="card_count", expected=count, got=len(found))
    return tuple(found)


def _show(cards: Any) -> str:
    if isinstance(cards, str):
        return repr(cards)
    try:
        return "[" + ", ".join(str(Card(c)) if not isinstance(c, str) else c for c in cards) + "]"
    except PokerError:
        return repr(cards)


def format_cards(cards: Iterable[CardLike], style: str = "display") -> str:
    """Cards as text: ``'display'`` gives ``A♠ K♦``, ``'data'`` gives ``AsKd``.

    >>> format_cards("As Kd"), format_cards("As Kd", style="data")
    ('A♠ K♦', 'AsKd')
    """
    if not isinstance(style, str) or style not in ("display", "data"):
        raise CardError(key="one_of", what="style", allowed="'display', 'data'",
                        value=style)
    cs = parse_cards(cards, allow_duplicates=True)
    if style == "display":
        return " ".join(str(c) for c in cs)
    if style == "data":
        return "".join(c.code for c in cs)
    raise CardError(key="one_of", what="style", allowed="'display', 'data'",
                        value=style)


def cards_html(cards: Iterable[CardLike], highlight: Iterable[CardLike] = (),
               size: str = "1.3em") -> str:
    """HTML for notebooks: one boxed card each, hearts and diamonds in red; cards in
    ``highlight`` get a gold background (e.g. the best five)."""
    if not isinstance(size, str) or not size.strip() or any(ch in size for ch in ';"<>'):
        raise CardError(key="type", what="size", allowed="a CSS font size such as '1.3em'",
                        value=size)
    cs = parse_cards(cards, allow_duplicates=True)
    marked = set(parse_cards(highlight, allow_duplicates=True))
    parts = []
    for c in cs:
        colour = "#c0392b" if c.is_red else "#1b1b1b"
        bg = "#ffe58a" if c in marked else "#ffffff"
        parts.append(
            f'<span style="display:inline-block;min-width:2.1em;padding:0.15em 0.3em;'
            f'margin:0.1em;border:1px solid #888;border-radius:0.3em;background:{bg};'
            f'color:{colour};font-size:{size};font-family:monospace;text-align:center">'
            f"{c}</span>")
    return "".join(parts)


def _check_seed(seed: Any) -> None:
    from .validate import seed as check_seed

    check_seed(seed, "seed", DeckError, optional=True)


class Deck:
    """A deck of cards dealt from the top.

    ``Deck(seed=7)`` is a shuffled deck whose order is the same on every machine and Python
    version (it uses its own Fisher-Yates shuffle driven by :class:`random.Random`).
    ``Deck.stacked(top)`` puts the given cards on top in that order, the rest after them, so a
    worked example can be replayed card for card; ``Deck()`` is unshuffled.

    >>> d = Deck.stacked("As Kd 4c")
    >>> d.deal(2), d.burn(), len(d)
    ((Card('As'), Card('Kd')), Card('4c'), 49)
    >>> Deck(seed=7).deal(3) == Deck(seed=7).deal(3)
    True
    """

    def __init__(self, seed: int | None = None, *, shuffle: bool | None = None,
                 cards: Iterable[CardLike] | None = None) -> None:
        _check_seed(seed)
        if shuffle is not None and not isinstance(shuffle, bool):
            raise DeckError(key="one_of", what="shuffle", allowed="True, False, None",
                            value=shuffle)
        order = list(_CARDS) if cards is None else list(parse_cards(cards))
        if shuffle is None:
            shuffle = seed is not None
        if shuffle:
            rng = random.Random(None if seed is None else int(seed))
            for i in range(len(order) - 1, 0, -1):
                j = int(rng.random() * (i + 1))
                order[i], order[j] = order[j], order[i]
        self._cards: list[Card] = order  # index 0 is the top card
        self._pos = 0
        self.seed = seed
        self.dealt: list[Card] = []

    @classmethod
    def stacked(cls, top: str | Iterable[CardLike], rest: str = "ordered",
                seed: int | None = None) -> Deck:
        """A deck whose top cards are ``top`` in order; the remaining cards follow in the
        canonical order (``rest='ordered'``) or shuffled with ``seed`` (``rest='shuffled'``)."""
        if not isinstance(rest, str) or rest not in ("ordered", "shuffled"):
            raise DeckError(key="one_of", what="rest", allowed="'ordered', 'shuffled'",
                            value=rest)
        _check_seed(seed)
        first = list(parse_cards(top))
        used = set(first)
        remaining = [c for c in _CARDS if c not in used]
        if rest == "shuffled":
            # shuffle=True: without a seed this must still shuffle (randomly), not keep the order
            remaining = Deck(seed=seed, cards=remaining, shuffle=True)._cards
        return cls(cards=first + remaining, shuffle=False)

    def __len__(self) -> int:
        return len(self._cards) - self._pos

    @property
    def remaining(self) -> tuple[Card, ...]:
        """The cards still in the deck, top first."""
        return tuple(self._cards[self._pos:])

    def peek(self, n: int = 1) -> tuple[Card, ...]:
        """The next ``n`` cards without dealing them."""
        self._check(n)
        return tuple(self._cards[self._pos:self._pos + n])

    def _check(self, n: int) -> None:
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise DeckError(key="deck_deal_count", value=n)
        if n > len(self):
            raise DeckError(key="deck_short", n=n, left=len(self), s="s" if n != 1 else "")

    def deal(self, n: int = 1) -> tuple[Card, ...]:
        """Take ``n`` cards off the top."""
        self._check(n)
        out = tuple(self._cards[self._pos:self._pos + n])
        self._pos += n
        self.dealt.extend(out)
        return out

    def deal_one(self) -> Card:
        """Take the top card."""
        return self.deal(1)[0]

    def burn(self) -> Card:
        """Take the top card off face down (it plays no part in any hand)."""
        return self.deal(1)[0]

    def remove(self, cards: str | Iterable[CardLike]) -> None:
        """Take known cards out of the deck (e.g. the cards already seen), wherever they are."""
        gone = parse_cards(cards)
        live = self._cards[self._pos:]
        missing = [c for c in gone if c not in live]
        if missing:
            raise DeckError(key="deck_remove", cards=" ".join(map(str, missing)))
        out = set(gone)
        self._cards = self._cards[:self._pos] + [c for c in live if c not in out]

    def __repr__(self) -> str:
        return f"<Deck: {len(self)} cards left>"
