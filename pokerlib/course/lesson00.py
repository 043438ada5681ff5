"""Lesson 00's exercises (cards and hand rankings): how each answer is checked and hinted."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..cards import Card, Deck, format_cards, parse_cards
from ..evaluate import HandCategory, best_high, low8, omaha_high, omaha_low
from ..i18n import Messages
from .exercises import Exercise, register, translate_questions

__all__ = ["RANKING_HANDS", "HINTS", "disagreement"]

WINNERS = ("first", "second", "tie")

#: The hints of lesson 00's exercises, in both languages of the course.
HINTS = Messages(
    en={
        "choices": "answer with one of {choices}",
        "category_first": "{first}; {second}: the category decides before any rank",
        "board_alone": "each player's best five of seven: {hand} for both, made by the board "
                       "alone",
        "two_hole_cards": "an Omaha hand uses exactly two hole cards: with one spade in the hole "
                          "there is no flush, and with one low card in the hole no straight to "
                          "the five",
        "highest_first": "compare lows from the highest card down, and the lower card wins: 8 "
                         "against 7 decides before the other cards are looked at",
        "function": "set answer to your function itself: answer = full_ranking (no brackets)",
        "orders": "your ranking orders {a} and {b} differently from best_high ({da}; {db})",
        "five_cards": "give five board cards, not {n}",
        "one_card": "change exactly one card of {board}; you changed {n}",
        "still_low": "with that board the hand still has a low ({low}): a low needs three board "
                     "cards of different ranks, 8 or lower",
    },
    ja={
        "choices": "{choices} のどれかで答えてください",
        "category_first": "{first}、{second}。数字より先に、役の種類で勝ち負けが決まります",
        "board_alone": "7枚から最も強い5枚を選ぶと、2人とも{hand}で、共有札だけで完成しています",
        "two_hole_cards": "オマハのハンドはホールカードをちょうど2枚使います。ホールカードの"
                          "スペードが1枚ではフラッシュにならず、8以下のカードが1枚では5までの"
                          "ストレートもできません",
        "highest_first": "ローは一番上のカードから比べ、低い方が勝ちです。8と7の比較で決まり、"
                         "残りのカードは見ません",
        "function": "answer には関数そのものを入れてください: answer = full_ranking"
                    "（かっこは付けません）",
        "orders": "{a} と {b} のどちらが強いか、あなたの ranking と best_high で判定が"
                  "食い違います（{da}、{db}）",
        "five_cards": "ボードは5枚にしてください（{n}枚でした）",
        "one_card": "{board} のカードをちょうど1枚だけ変えてください（{n}枚変わっています）",
        "still_low": "そのボードでもまだローがあります（{low}）。ローにはボードに数字の違う"
                     "8以下のカードが3枚必要です",
    })


def _winner(a: str, b: str) -> str:
    va, vb = best_high(a), best_high(b)
    return "first" if va > vb else "second" if vb > va else "tie"


def _named(hand: str, lang: str) -> str:
    value = best_high(hand).describe(lang)
    return f"{format_cards(hand)} is {value}" if lang == "en" else f"{format_cards(hand)} は{value}"


def _choice(answer: Any) -> str:
    return str(answer).strip().lower()


def _winner_hint(first: str, second: str) -> Callable[[Any, Any, str], str]:
    def hint(answer: Any, expected: Any, lang: str) -> str:
        if _choice(answer) not in WINNERS:
            return HINTS("choices", lang, choices=", ".join(repr(c) for c in WINNERS))
        return HINTS("category_first", lang, first=_named(first, lang),
                     second=_named(second, lang))
    return hint


register(Exercise(
    "00.1", "Q♠ Q♦ 8♥ 8♣ Q♥ against K♠ K♥ A♦ 7♣ 3♠: which wins?",
    expected=lambda: _winner("Qs Qd 8h 8c Qh", "Ks Kh Ad 7c 3s"),
    same=lambda answer, expected: _choice(answer) == expected,
    hint=_winner_hint("Qs Qd 8h 8c Qh", "Ks Kh Ad 7c 3s"),
    kind="predict"))

BOARD_SF = "2h 3h 4h 5h 6h"


def _board_hint(answer: Any, expected: Any, lang: str) -> str:
    if _choice(answer) not in WINNERS:
        return HINTS("choices", lang, choices=", ".join(repr(c) for c in WINNERS))
    return HINTS("board_alone", lang, hand=best_high("As Ad " + BOARD_SF).describe(lang))


register(Exercise(
    "00.2", "A♠ A♦ against K♣ Q♣ on the board 2♥ 3♥ 4♥ 5♥ 6♥: who wins?",
    expected=lambda: _winner("As Ad " + BOARD_SF, "Kc Qc " + BOARD_SF),
    same=lambda answer, expected: _choice(answer) == expected,
    hint=_board_hint,
    kind="predict"))

OMAHA_HOLE, OMAHA_BOARD = "4s 9h 9c Jh", "As 2s 3s Kd Qc"


def _same_category(answer: Any, expected: HandCategory) -> bool:
    """The category's English name (any case) or its Japanese name."""
    text = str(answer).strip()
    return text.lower() == expected.describe("en").lower() or text == expected.describe("ja")


register(Exercise(
    "00.3", "Omaha: 4♠ 9♥ 9♣ J♥ on A♠ 2♠ 3♠ K♦ Q♣ - the best high hand's category "
            "(e.g. 'flush')?",
    expected=lambda: omaha_high(OMAHA_HOLE, OMAHA_BOARD).category,
    same=_same_category,
    hint=lambda answer, expected, lang: HINTS("two_hole_cards", lang),
    kind="compute"))

LOWS = ("8-4-3-2-A", "7-6-5-4-3")


def _better_low() -> str:
    eight, seven = low8("8s 4h 3d 2c Ad"), low8("7s 6h 5d 4c 3s")
    assert eight is not None and seven is not None  # both qualify
    return LOWS[0] if eight > seven else LOWS[1]


register(Exercise(
    "00.4", "Which low is better: 8-4-3-2-A or 7-6-5-4-3?",
    expected=_better_low,
    same=lambda answer, expected: str(answer).strip().upper().replace(" ", "") == expected,
    hint=lambda answer, expected, lang: HINTS("highest_first", lang),
    kind="compute"))

#: The hands a learner's ranking function is compared on: 3,000 seeded deals of five cards,
#: plus every category's edge cases (the wheel, ties across suits).
RANKING_HANDS: tuple[str, ...] = tuple(
    [" ".join(c.code for c in Deck(seed=s).deal(5)) for s in range(3000)]
    + ["Ah 2d 3c 4s 5h", "Kh Ad 2c 3s 4h", "As Kd Qh 9c 7s", "Ah Kc Qd 9s 7h",
       "As Ks Qs Js Ts", "5h 4h 3h 2h Ah", "Kh Kc 9d 9s 2s", "Ks Kd 8d 8s Ac"])


def disagreement(ranking: Callable[[list[Card]], Any]) -> tuple[str, str] | None:
    """The first pair of hands that ``ranking`` orders differently from ``best_high`` (each
    hand compared with the next one in :data:`RANKING_HANDS`), or None when they agree."""
    hands = [parse_cards(h) for h in RANKING_HANDS]
    mine = [ranking(list(h)) for h in hands]
    ours = [best_high(h) for h in hands]
    order = list(range(len(hands)))
    random.Random(0).shuffle(order)
    for i, j in zip(order, order[1:]):
        a, b = mine[i], mine[j]
        x, y = ours[i], ours[j]
        if (a > b) != (x > y) or (a == b) != (x == y):
            return RANKING_HANDS[i], RANKING_HANDS[j]
    return None


def _ranking_hint(answer: Any, expected: Any, lang: str) -> str:
    if not callable(answer):
        return HINTS("function", lang)
    pair = disagreement(answer)
    if pair is None:
        return ""
    a, b = pair
    return HINTS("orders", lang, a=format_cards(a), b=format_cards(b),
                 da=best_high(a).describe(lang), db=best_high(b).describe(lang))


register(Exercise(
    "00.5", "Write ranking(hand) so that a better hand gets a greater value",
    expected=lambda: None,
    same=lambda answer, expected: callable(answer) and disagreement(answer) is None,
    hint=_ranking_hint,
    kind="compute"))

ARTICLE_HOLE, ARTICLE_BOARD = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"


def _changed_board_ok(answer: Any, expected: Any) -> bool:
    board = parse_cards(answer)
    if len(board) != 5 or len(set(board) - set(parse_cards(ARTICLE_BOARD))) != 1:
        return False
    return omaha_low(ARTICLE_HOLE, board) is None


def _changed_board_hint(answer: Any, expected: Any, lang: str) -> str:
    board = parse_cards(answer)
    if len(board) != 5:
        return HINTS("five_cards", lang, n=len(board))
    changed = len(set(board) - set(parse_cards(ARTICLE_BOARD)))
    if changed != 1:
        return HINTS("one_card", lang, board=format_cards(ARTICLE_BOARD), n=changed)
    low = omaha_low(ARTICLE_HOLE, board)
    assert low is not None  # a board without a low is a correct answer, never hinted
    return HINTS("still_low", lang, low=low.describe(lang))


register(Exercise(
    "00.6", "Change one card of the board J♦ 4♦ 3♣ Q♦ 5♥ so that A♦ K♦ 3♠ 2♠ has no low",
    expected=lambda: None,
    same=_changed_board_ok,
    hint=_changed_board_hint,
    kind="change"))

translate_questions({
    "00.1": "Q♠ Q♦ 8♥ 8♣ Q♥ と K♠ K♥ A♦ 7♣ 3♠: どちらが勝つ？",
    "00.2": "ボード 2♥ 3♥ 4♥ 5♥ 6♥ で A♠ A♦ と K♣ Q♣: 勝つのは？",
    "00.3": "オマハ: A♠ 2♠ 3♠ K♦ Q♣ に 4♠ 9♥ 9♣ J♥ — 最も強いハイの役は？",
    "00.4": "強いローはどちら: 8-4-3-2-A か 7-6-5-4-3 か？",
    "00.5": "強い役ほど大きな値を返す ranking(hand) を書く",
    "00.6": "ボード J♦ 4♦ 3♣ Q♦ 5♥ を1枚替えて A♦ K♦ 3♠ 2♠ のローをなくす",
})
