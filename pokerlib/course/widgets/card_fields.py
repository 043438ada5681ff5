"""Reading the explorers' card boxes: each box is a place (a hand, the board, the dead cards),
and a mistake is said in terms of those places, in the lesson's language — "K♦ is both in
hand 1 and on the board", "hand 2: choose 2 cards (you gave 1)" — never in the terms of the
function that would have failed later.

>>> hand = CardField("hand", "As Kd", (2,), number=1)
>>> board = CardField("board", "Kd 7c 2h", (0, 3, 4, 5))
>>> try:
...     read_cards([hand, board])
... except CardError as exc:
...     print(field_sentence(exc, "en")); print(field_sentence(exc, "ja"))
K♦ is both in hand 1 and on the board
K♦ がハンド1とボードの両方にあります
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import Card, parse_cards
from ...errors import CardError, DuplicateCardError, PokerError
from ...lang import Messages, check_lang
from .display import error_html, error_sentence

__all__ = ["CardField", "read_cards", "field_sentence", "field_error_html", "place_name",
           "count_text", "FIELD_TEXT"]

#: The places cards can be typed in, and what a mistake there says.
FIELD_TEXT = Messages(
    en={
        "hand": "hand {n}", "in hand": "in hand {n}",
        "your hand": "your hand", "in your hand": "in your hand",
        "hole": "your hole cards", "in hole": "in your hole cards",
        "board": "the board", "in board": "on the board",
        "dead": "the dead cards", "in dead": "among the dead cards",
        "cards": "the cards", "in cards": "among your cards",
        "choose": "choose {allowed} cards (you gave {got})",
        "one": "{n}", "range": "{low} to {high}", "set": "{most} or {last}",
        "twice": "{card} appears twice {where}: each card can be used only once",
        "both": "{card} is both {a} and {b}",
        "too few": "give two or more hands (you gave {got})",
    },
    ja={
        "hand": "ハンド{n}", "in hand": "ハンド{n}",
        "your hand": "あなたのハンド", "in your hand": "あなたのハンド",
        "hole": "ホールカード", "in hole": "ホールカード",
        "board": "ボード", "in board": "ボード",
        "dead": "除外したカード", "in dead": "除外したカード",
        "cards": "カード", "in cards": "カードの中",
        "choose": "カードを{allowed}選んでください（{got}枚でした）",
        "one": "{n}枚", "range": "{low}〜{high}枚", "set": "{most}・{last}枚のいずれか",
        "twice": "{card} が{where}に2回出てきます。同じカードは1回しか使えません",
        "both": "{card} が{a}と{b}の両方にあります",
        "too few": "ハンドを2つ以上入れてください（{got}つでした）",
    },
)


@dataclass(frozen=True)
class CardField:
    """One box of cards: its ``place`` (``"hand"``, ``"your hand"``, ``"hole"``, ``"board"``,
    ``"dead"`` or ``"cards"``), the ``text`` typed, the numbers of cards it may hold, and the
    hand's ``number`` when there are several hands."""

    place: str
    text: str
    counts: tuple[int, ...]
    number: int = 0


def place_name(place: str, number: int, lang: str, where: bool = False) -> str:
    """A place's name ("hand 2", "the board") or, with ``where``, where a card is in it
    ("in hand 2", "on the board"), in ``lang``."""
    return FIELD_TEXT(("in " if where else "") + place, lang, n=number)


def count_text(counts: Sequence[int], lang: str) -> str:
    """The numbers of cards allowed, in words: "2", "5 to 7", "0, 3, 4 or 5" (or Japanese)."""
    cs = sorted(counts)
    if len(cs) == 1:
        return FIELD_TEXT("one", lang, n=cs[0])
    if cs == list(range(cs[0], cs[-1] + 1)):
        return FIELD_TEXT("range", lang, low=cs[0], high=cs[-1])
    sep = ", " if check_lang(lang) == "en" else "・"
    return FIELD_TEXT("set", lang, most=sep.join(map(str, cs[:-1])), last=cs[-1])


def read_cards(fields: Sequence[CardField]) -> list[tuple[Card, ...]]:
    """The cards of every box, or a :class:`~pokerlib.errors.CardError` that names the box:
    a text that is not cards, the wrong number of cards, a card twice in one box, or a card
    in two boxes. The error's ``key`` and ``fields`` let :func:`field_sentence` say it in
    either language."""
    out: list[tuple[Card, ...]] = []
    seen: dict[Card, CardField] = {}
    for f in fields:
        try:
            cards = parse_cards(f.text, allow_duplicates=True)
        except PokerError as exc:
            raise CardError(f"{f.place} {f.number or ''}: {exc}".replace("  ", " "),
                            key="field_unreadable", place=f.place, number=f.number,
                            cause=exc) from None
        if len(cards) not in f.counts:
            raise CardError(f"{f.place} {f.number or ''}: takes {sorted(f.counts)} cards, "
                            f"not {len(cards)}", key="field_count", place=f.place,
                            number=f.number, counts=f.counts, got=len(cards))
        for i, c in enumerate(cards):
            if c in cards[:i]:
                raise DuplicateCardError(f"{c.code} appears twice in {f.place}",
                                         key="field_twice", card=str(c), place=f.place,
                                         number=f.number)
            if c in seen:
                first = seen[c]
                raise DuplicateCardError(f"{c.code} is both in {first.place} and {f.place}",
                                         key="field_both", card=str(c), a_place=first.place,
                                         a_number=first.number, b_place=f.place,
                                         b_number=f.number)
            seen[c] = f
        out.append(cards)
    return out


def field_sentence(exc: Exception, lang: str = "en") -> str:
    """What a widget shows for ``exc`` in ``lang``: a mistake found by :func:`read_cards`
    said in terms of the boxes, anything else as
    :func:`pokerlib.course.widgets.display.error_sentence` says it."""
    key = getattr(exc, "key", None)
    f = getattr(exc, "fields", {})
    if key in ("field_unreadable", "field_count"):
        # a widget with one box needs no "the cards:" in front
        head = "" if f["place"] == "cards" else place_name(f["place"], f["number"], lang) + ": "
    if key == "field_unreadable":
        return head + error_sentence(f["cause"], lang)
    if key == "field_count":
        return head + FIELD_TEXT("choose", lang, allowed=count_text(f["counts"], lang),
                                 got=f["got"])
    if key == "field_twice":
        return FIELD_TEXT("twice", lang, card=f["card"],
                          where=place_name(f["place"], f["number"], lang, where=True))
    if key == "field_both":
        return FIELD_TEXT("both", lang, card=f["card"],
                          a=place_name(f["a_place"], f["a_number"], lang, where=True),
                          b=place_name(f["b_place"], f["b_number"], lang, where=True))
    if key == "too_few_hands":
        return FIELD_TEXT("too few", lang, got=f["got"])
    return error_sentence(exc, lang)


def field_error_html(exc: Exception, lang: str = "en") -> str:
    """:func:`field_sentence` as the short red line every widget shows for a refused call."""
    return error_html(PokerError(field_sentence(exc, lang)), lang)
