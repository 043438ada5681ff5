"""Pictures of hands for notebooks: the nine categories with an example each, and the best five
cards marked among the cards they were chosen from, in English or Japanese.

A picture shows as HTML in a notebook and as plain text elsewhere:

>>> from pokerlib.evaluate import best_high
>>> best = best_high("As Qs Qh 9s 2c 3s 7s")
>>> best_five_picture(best, "As Qs", "Qh 9s 2c 3s 7s")
[A♠] [Q♠] + Q♥ [9♠] 2♣ [3♠] [7♠]  Flush, ace high
>>> print(categories_picture("ja").text.splitlines()[1])
1  ストレートフラッシュ  9♥ 8♥ 7♥ 6♥ 5♥  同じスートで数字が連続する5枚（最高形がロイヤルフラッシュ）
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from ..cards import Card, cards_html, format_cards, parse_cards
from ..errors import CardError, ScoreError
from ..lang import Messages, check_lang
from .categories import HandCategory
from .values import HandValue, LowValue

__all__ = ["Picture", "categories_picture", "best_five_picture", "CATEGORY_EXAMPLES"]

#: One example of each category, strongest first (most are hands from the source articles).
CATEGORY_EXAMPLES: dict[HandCategory, str] = {
    HandCategory.STRAIGHT_FLUSH: "9h 8h 7h 6h 5h",
    HandCategory.FOUR_OF_A_KIND: "Ac Ad Ah As 7d",
    HandCategory.FULL_HOUSE: "Qs Qd Qh 8h 8c",
    HandCategory.FLUSH: "As Qs 9s 7s 3s",
    HandCategory.STRAIGHT: "Th 9c 8s 7d 6c",
    HandCategory.THREE_OF_A_KIND: "7c 7d 7s Kd 2h",
    HandCategory.TWO_PAIR: "Kh Kc 9d 9s As",
    HandCategory.ONE_PAIR: "Kh Kd Qh 9s 7s",
    HandCategory.HIGH_CARD: "As Kd Qh 9c 7s",
}

WORDS = Messages(
    en={"rank": "#", "hand": "hand", "example": "example", "what": "what makes it",
        "STRAIGHT_FLUSH": "five in sequence, all one suit (the ace-high one is the royal flush)",
        "FOUR_OF_A_KIND": "four cards of one rank",
        "FULL_HOUSE": "three of one rank and two of another",
        "FLUSH": "five of one suit",
        "STRAIGHT": "five ranks in sequence (A-2-3-4-5 counts; K-A-2 does not wrap around)",
        "THREE_OF_A_KIND": "three of one rank",
        "TWO_PAIR": "two pairs",
        "ONE_PAIR": "two of one rank",
        "HIGH_CARD": "none of the above: the highest card leads",
        "legend": "gold: the five cards that count; faded: not used"},
    ja={"rank": "#", "hand": "役", "example": "例", "what": "できる形",
        "STRAIGHT_FLUSH": "同じスートで数字が連続する5枚（最高形がロイヤルフラッシュ）",
        "FOUR_OF_A_KIND": "同じ数字が4枚",
        "FULL_HOUSE": "同じ数字の3枚と、別の数字の2枚",
        "FLUSH": "同じスートが5枚",
        "STRAIGHT": "数字が連続する5枚（A・2・3・4・5も可。K・A・2のように端はまたげない）",
        "THREE_OF_A_KIND": "同じ数字が3枚",
        "TWO_PAIR": "ペアが2組",
        "ONE_PAIR": "同じ数字が2枚",
        "HIGH_CARD": "上のどれでもない（一番上の数字から比べる）",
        "legend": "金色: 使われる5枚、薄い色: 使われないカード"})


@dataclass(frozen=True)
class Picture:
    """A picture for a notebook: ``html`` is what Jupyter draws, ``text`` what a terminal
    prints."""

    html: str
    text: str

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def categories_picture(lang: str = "en") -> Picture:
    """The nine categories of high hand, strongest first: name, an example drawn as cards and
    what makes it, in ``lang`` ("en" or "ja").

    >>> categories_picture().text.splitlines()[9]
    '9  High card  A♠ K♦ Q♥ 9♣ 7♠  none of the above: the highest card leads'
    """
    check_lang(lang)
    head = [WORDS(key, lang) for key in ("rank", "hand", "example", "what")]
    cell = "padding:0.2em 0.6em;text-align:left"
    rows = [
        "<tr>" + "".join(f'<th style="{cell}">{html.escape(h)}</th>' for h in head) + "</tr>"]
    lines = ["  ".join(head)]
    for place, (category, example) in enumerate(CATEGORY_EXAMPLES.items(), start=1):
        name, what = category.describe(lang), WORDS(category.name, lang)
        rows.append(f'<tr><td style="{cell}">{place}</td>'
                    f'<td style="{cell};white-space:nowrap"><b>{html.escape(name)}</b></td>'
                    f'<td style="{cell};white-space:nowrap">{cards_html(example, size="1.1em")}'
                    f'</td>'
                    f'<td style="{cell}">{html.escape(what)}</td></tr>')
        lines.append(f"{place}  {name}  {format_cards(example)}  {what}")
    return Picture(f'<table class="pokerlib-categories">{"".join(rows)}</table>',
                   "\n".join(lines))


def best_five_picture(value: HandValue | LowValue, *cards: Any, lang: str = "en") -> Picture:
    """The cards a hand was chosen from, with ``value``'s five cards marked: a gold background
    for the five that count, the others faded. Each argument after ``value`` is one group of
    cards (e.g. the hole cards, then the board), drawn with a "+" between groups; the words
    are ``value.describe(lang)``.

    >>> from pokerlib.evaluate import omaha_low
    >>> best_five_picture(omaha_low("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"),
    ...                   "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h", lang="ja")
    [A♦] K♦ 3♠ [2♠] + J♦ [4♦] [3♣] Q♦ [5♥]  5-4-3-2-Aのロー（ウィール）
    """
    check_lang(lang)
    if not isinstance(value, (HandValue, LowValue)) or len(value.cards) != 5:
        raise ScoreError(key="ev_best_five_picture", value=value)
    if not cards:
        raise CardError(key="ev_best_five_picture_2")
    groups = [parse_cards(group) for group in cards]
    given = parse_cards([c for group in groups for c in group])  # no card in two groups
    missing = [c for c in value.cards if c not in given]
    if missing:
        raise CardError(key="ev_hand_cards_are", value=format_cards(missing),
                        value2=format_cards(given))
    marked = set(value.cards)

    def card(c: Card) -> str:
        if c in marked:
            return cards_html([c], highlight=[c])
        return f'<span style="opacity:0.45">{cards_html([c])}</span>'

    plus = '<span style="margin:0 0.4em;font-size:1.2em">+</span>'
    drawn = plus.join("".join(card(c) for c in group) for group in groups)
    words = value.describe(lang)
    legend = WORDS("legend", lang)
    text = " + ".join(" ".join(f"[{c}]" if c in marked else str(c) for c in group)
                      for group in groups)
    return Picture(f'<div class="pokerlib-best-five">{drawn} &nbsp;<b>{html.escape(words)}</b>'
                   f'<div style="color:#666;font-size:0.85em">{html.escape(legend)}</div></div>',
                   f"{text}  {words}")
