"""Lesson 00's exercises (cards and hand rankings): how each answer is checked and hinted."""

from __future__ import annotations

import inspect
import random
import sys
from collections.abc import Callable
from typing import Any

from ..cards import Card, Deck, format_cards, parse_cards
from ..evaluate import HandCategory, best_high, low8, omaha_high, omaha_low
from ..lang import Messages
from . import answers
from .exercises import Exercise, Hint, register, translate_questions

__all__ = ["RANKING_HANDS", "HINTS", "TRIPS_VS_TWO_PAIR", "disagreement", "library_made"]

#: The hints of lesson 00's exercises, in both languages of the course.
HINTS = Messages(
    en={
        "look_category": "name each hand's category first: the picture at the top of the "
                         "lesson ranks the nine categories",
        "method_category": "the category decides before any rank: find both categories in "
                           "the picture; only hands of the same category compare their ranks",
        "look_board": "each player plays the best five of seven cards: the two hole cards "
                      "and the five board cards",
        "method_board": "write down each player's best five of seven: which of those five "
                        "cards come from the hole, and which from the board?",
        "look_omaha": "an Omaha hand uses exactly two hole cards and exactly three board "
                      "cards",
        "method_omaha": "try the hole cards two at a time (9♥ 9♣, 4♠ 9♥, J♥ 4♠...), each pair "
                        "with the best three board cards, and keep the best five",
        "worked_omaha": "{reason}. The best high is {best}: {cards}",
        "look_low": "compare two lows from the highest card down",
        "why_low": "{wrong} is read from its highest card, the {top}: a low is judged by its "
                   "highest card first, and the smaller cards under it count only when the "
                   "highest cards are equal",
        "method_low": "write both lows from the highest card: 8-4-3-2-A and 7-6-5-4-3; the "
                      "first card that differs decides, and the lower card wins",
        "method_ranking": "check the categories in order: straight flush > four of a kind > "
                          "full house > flush > straight > three of a kind > two pair > one "
                          "pair > high card; in the wheel A-2-3-4-5 the ace counts as 1",
        "worked_ranking": "{orders}. {method}. The solution at the end of the lesson shows "
                          "one way",
        "look_board_low": "a low needs five different ranks of 8 or lower: two from the hand "
                          "and three from the board",
        "method_board_low": "count the board's cards of 8 or lower with different ranks: the "
                            "low needs three of them, so take one away",
        "category_first": "{first}; {second}: the category decides before any rank",
        "board_alone": "each player's best five of seven: {hand} for both, made by the board "
                       "alone",
        "two_hole_cards": "an Omaha hand uses exactly two hole cards: with one spade in the hole "
                          "there is no flush, and with one low card in the hole no straight to "
                          "the five",
        "highest_first": "compare lows from the highest card down, and the lower card wins: 8 "
                         "against 7 decides before the other cards are looked at",
        "own": "write your own ranking: {name} is pokerlib's, and the exercise is to rank the "
               "hand yourself (with groups, the ranks and card.suit) in a function named "
               "full_ranking",
        "raised": "your function failed on one of the hands ({error}): it is called with a "
                  "list of five Card objects",
        "orders": "your ranking orders {a} and {b} differently from best_high ({da}; {db})",
        "five_cards": "give five board cards, not {n}",
        "in_hole": "one of the hole cards {cards}",
        "one_card": "change exactly one card of {board}; you changed {n}",
        "still_low": "with that board the hand still has a low ({low}): a low needs three board "
                     "cards of different ranks, 8 or lower",
    },
    ja={
        "look_category": "まずそれぞれの役の種類を言ってみましょう。レッスンの最初の図に9種類の"
                         "役が強い順に並んでいます",
        "method_category": "数字より先に役の種類で決まります。図で2つの役の種類を探してください。"
                           "数字を比べるのは同じ種類の役どうしのときだけです",
        "look_board": "どちらのプレーヤーも、私有札2枚と共有札5枚の計7枚から最も強い5枚を"
                      "使います",
        "method_board": "それぞれの7枚から最も強い5枚を書き出してみましょう。その5枚のうち、"
                        "私有札から来るのはどれで、共有札から来るのはどれでしょう",
        "look_omaha": "オマハのハンドは、ホールカードをちょうど2枚、ボードをちょうど3枚使います",
        "method_omaha": "ホールカードを2枚ずつ組にして（9♥ 9♣、4♠ 9♥、J♥ 4♠ など）、それぞれに"
                        "ボードの最も強い3枚を合わせ、最も強い5枚を選びます",
        "worked_omaha": "{reason}。最も強いハイは{best}です: {cards}",
        "look_low": "ローどうしは一番上のカードから比べます",
        "why_low": "{wrong} は一番上のカード {top} から読みます。ローはまず一番上のカードで"
                   "比べ、その下の小さいカードは一番上が同じときにだけ比べます",
        "method_low": "2つのローを上のカードから書きます: 8-4-3-2-A と 7-6-5-4-3。最初に違う"
                      "カードで決まり、低い方が勝ちです",
        "method_ranking": "役の種類を強い順に確かめましょう: ストレートフラッシュ > フォーカード > "
                          "フルハウス > フラッシュ > ストレート > スリーカード > ツーペア > "
                          "ワンペア > ハイカード。ウィール A-2-3-4-5 ではAを1と数えます",
        "worked_ranking": "{orders}。{method}。レッスンの最後の解答例に一つのやり方があります",
        "look_board_low": "ローには数字の違う8以下のカードが5枚必要です。手札から2枚、ボードから"
                          "3枚です",
        "method_board_low": "ボードにある、数字の違う8以下のカードを数えましょう。ローには3枚"
                            "必要なので、そのうち1枚をなくします",
        "category_first": "{first}、{second}。数字より先に、役の種類で勝ち負けが決まります",
        "board_alone": "7枚から最も強い5枚を選ぶと、2人とも{hand}で、共有札だけで完成しています",
        "two_hole_cards": "オマハのハンドはホールカードをちょうど2枚使います。ホールカードの"
                          "スペードが1枚ではフラッシュにならず、8以下のカードが1枚では5までの"
                          "ストレートもできません",
        "highest_first": "ローは一番上のカードから比べ、低い方が勝ちです。8と7の比較で決まり、"
                         "残りのカードは見ません",
        "own": "自分で順位付けを書いてください。{name} は pokerlib の関数です。この問題では、"
               "groups・数字・card.suit を使って自分で手の強さを決める関数 full_ranking を"
               "書きます",
        "raised": "あなたの関数がある手でエラーになりました（{error}）。関数には5枚の Card の"
                  "リストが渡されます",
        "orders": "{a} と {b} のどちらが強いか、あなたの ranking と best_high で判定が"
                  "食い違います（{da}、{db}）",
        "five_cards": "ボードは5枚にしてください（{n}枚でした）",
        "in_hole": "ホールカード {cards} の1枚です",
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


def _side(answer: Any) -> str:
    """'first', 'second' or 'tie', in any of the answer reader's words (前者, 後者, 同点...)."""
    return str(answers.must(answers.word("side", answer)))


def _winner_hint(first: str, second: str) -> Callable[[Any, Any, str], str | Hint]:
    def hint(answer: Any, expected: Any, lang: str) -> str | Hint:
        return Hint(HINTS("look_category", lang), HINTS("method_category", lang),
                    HINTS("category_first", lang, first=_named(first, lang),
                          second=_named(second, lang)))
    return hint


#: Exercise 00.1's hands: small three of a kind against big two pair. Not the lesson's own
#: example (the Oasis article's full house against a pair of kings), whose comparison the
#: lesson runs before the exercise.
TRIPS_VS_TWO_PAIR = ("4s 4d 4h 9c 2s", "As Ah Kd Kc Qs")

register(Exercise(
    "00.1", "4♠ 4♦ 4♥ 9♣ 2♠ against A♠ A♥ K♦ K♣ Q♠: which wins?",
    expected=lambda: _winner(*TRIPS_VS_TWO_PAIR),
    reader=_side, hint=_winner_hint(*TRIPS_VS_TWO_PAIR),
    kind="predict", form="first, second or tie"))

BOARD_SF = "2h 3h 4h 5h 6h"


def _board_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    return Hint(HINTS("look_board", lang), HINTS("method_board", lang),
                HINTS("board_alone", lang, hand=best_high("As Ad " + BOARD_SF).describe(lang)))


register(Exercise(
    "00.2", "A♠ A♦ against K♣ Q♣ on the board 2♥ 3♥ 4♥ 5♥ 6♥: who wins?",
    expected=lambda: _winner("As Ad " + BOARD_SF, "Kc Qc " + BOARD_SF),
    reader=_side, hint=_board_hint,
    kind="predict", form="first, second or tie"))

OMAHA_HOLE, OMAHA_BOARD = "4s 9h 9c Jh", "As 2s 3s Kd Qc"


def _category(answer: Any) -> HandCategory:
    """The category an answer names, in any of the answer reader's words (pair, ワン・ペア...)."""
    found: HandCategory = answers.must(answers.word("category", answer))
    return found


def _omaha_hint(answer: Any, expected: HandCategory, lang: str) -> str | Hint:
    best = omaha_high(OMAHA_HOLE, OMAHA_BOARD)
    return Hint(HINTS("look_omaha", lang), HINTS("method_omaha", lang),
                HINTS("worked_omaha", lang, reason=HINTS("two_hole_cards", lang),
                      best=best.describe(lang), cards=format_cards(best.cards)))


register(Exercise(
    "00.3", "Omaha: 4♠ 9♥ 9♣ J♥ on A♠ 2♠ 3♠ K♦ Q♣ - the best high hand's category?",
    expected=lambda: omaha_high(OMAHA_HOLE, OMAHA_BOARD).category,
    reader=_category, hint=_omaha_hint,
    kind="compute", form="a category's name as the picture at the top of the lesson names it "
                         "(straight flush, four of a kind ... high card)"))

LOWS = ("8-4-3-2-A", "7-6-5-4-3")


def _better_low() -> str:
    eight, seven = low8("8s 4h 3d 2c Ad"), low8("7s 6h 5d 4c 3s")
    assert eight is not None and seven is not None  # both qualify
    return LOWS[0] if eight > seven else LOWS[1]


def _low(answer: Any) -> str:
    """'8-4-3-2-A' or '7-6-5-4-3', written in any order or spacing ('7 6 5 4 3'), or named by
    its place in the question (first / second, 前者 / 後者)."""
    return str(answers.must(answers.choice(answer, LOWS, answers.ranks)))


def _low_hint(answer: Any, expected: str, lang: str) -> str | Hint:
    # two choices: "not yet" alone would name the other one, so the first wrong try is told
    # why its own choice fails (a hint's worth), not which one wins
    wrong = answer
    return Hint(HINTS("why_low", lang, wrong=wrong, top=wrong.split("-")[0]),
                HINTS("method_low", lang), HINTS("highest_first", lang))


register(Exercise(
    "00.4", "Which low is better: 8-4-3-2-A or 7-6-5-4-3?",
    expected=_better_low,
    reader=_low, hint=_low_hint,
    kind="compute", form="one of the two lows: 8-4-3-2-A or 7-6-5-4-3"))

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


def library_made(function: Any) -> str | None:
    """The name of the pokerlib function that ``function`` is, or that it calls by name (such
    as ``lambda hand: best_high(hand)``), or None when the ranking is the learner's own.

    >>> library_made(best_high), library_made(lambda hand: best_high(hand))
    ('best_high', 'best_high')
    >>> library_made(lambda hand: sorted(card.rank for card in hand)) is None
    True
    """
    function = getattr(function, "func", function)          # functools.partial(best_high)
    module, name = str(getattr(function, "__module__", "")), getattr(function, "__name__", "")
    if module.startswith("pokerlib") and getattr(sys.modules.get(module), name, None) is function:
        return name
    names: set[str] = set()
    codes = [getattr(function, "__code__", None)]
    while codes:
        code = codes.pop()
        if code is not None:
            names.update(code.co_names)
            codes += [c for c in code.co_consts if inspect.iscode(c)]
    found = getattr(function, "__globals__", {})
    for name in sorted(names):
        value = found.get(name)
        if inspect.isroutine(value) and str(value.__module__).startswith("pokerlib.evaluate"):
            return name
    return None


def _function(answer: Any) -> Any:
    """The learner's function itself (text or a number is not one)."""
    return answers.must(answer if callable(answer) else None)


def _ranking_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    name = library_made(answer)
    if name is not None:
        return HINTS("own", lang, name=name)
    try:
        pair = disagreement(answer)
    except Exception as exc:   # the learner's function failed on a hand
        return HINTS("raised", lang, error=f"{type(exc).__name__}: {exc}")
    if pair is None:
        return ""
    a, b = pair
    orders = HINTS("orders", lang, a=format_cards(a), b=format_cards(b),
                   da=best_high(a).describe(lang), db=best_high(b).describe(lang))
    method = HINTS("method_ranking", lang)
    return Hint(orders, f"{orders}. {method}" if lang == "en" else f"{orders}。{method}",
                HINTS("worked_ranking", lang, orders=orders, method=method))


register(Exercise(
    "00.5", "Write full_ranking(hand) so that a better hand gets a greater value",
    expected=lambda: None,
    same=lambda answer, expected: library_made(answer) is None and disagreement(answer) is None,
    reader=_function, hint=_ranking_hint,
    kind="compute", form="your function itself: answer = full_ranking (no brackets)"))

ARTICLE_HOLE, ARTICLE_BOARD = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"


def _board(answer: Any) -> tuple[Card, ...]:
    """The learner's board; a card given twice, or one of the hole cards, is refused by name."""
    hole = parse_cards(ARTICLE_HOLE)
    return answers.cards(answer, in_play={c: (lambda lang: HINTS(
        "in_hole", lang, cards=format_cards(hole))) for c in hole})


def _changed_board_ok(board: Any, expected: Any) -> bool:
    if len(board) != 5 or len(set(board) - set(parse_cards(ARTICLE_BOARD))) != 1:
        return False
    return omaha_low(ARTICLE_HOLE, board) is None


def _changed_board_hint(board: Any, expected: Any, lang: str) -> str | Hint:
    if len(board) != 5:
        return HINTS("five_cards", lang, n=len(board))
    changed = len(set(board) - set(parse_cards(ARTICLE_BOARD)))
    if changed != 1:
        return HINTS("one_card", lang, board=format_cards(ARTICLE_BOARD), n=changed)
    low = omaha_low(ARTICLE_HOLE, board)
    assert low is not None  # a board without a low is a correct answer, never hinted
    return Hint(HINTS("look_board_low", lang), HINTS("method_board_low", lang),
                HINTS("still_low", lang, low=low.describe(lang)))


register(Exercise(
    "00.6", "Change one card of the board J♦ 4♦ 3♣ Q♦ 5♥ so that A♦ K♦ 3♠ 2♠ has no low",
    expected=lambda: None,
    reader=_board, same=_changed_board_ok, hint=_changed_board_hint,
    kind="change", form="five cards as text, e.g. 'Jd 4d 3c Qd 5h'"))

translate_questions({
    "00.1": "4♠ 4♦ 4♥ 9♣ 2♠ と A♠ A♥ K♦ K♣ Q♠: どちらが勝つ？",
    "00.2": "ボード 2♥ 3♥ 4♥ 5♥ 6♥ で A♠ A♦ と K♣ Q♣: 勝つのは？",
    "00.3": "オマハ: A♠ 2♠ 3♠ K♦ Q♣ に 4♠ 9♥ 9♣ J♥ — 最も強いハイの役は？",
    "00.4": "強いローはどちら: 8-4-3-2-A か 7-6-5-4-3 か？",
    "00.5": "強い役ほど大きな値を返す full_ranking(hand) を書く",
    "00.6": "ボード J♦ 4♦ 3♣ Q♦ 5♥ を1枚替えて A♦ K♦ 3♠ 2♠ のローをなくす",
}, {
    "00.1": "前者、後者、同点のどれか（first、second、tie でも可）",
    "00.2": "前者、後者、同点のどれか（first、second、tie でも可）",
    "00.3": "レッスンの最初の図にある役の種類の名前（ストレートフラッシュ、フォーカード … "
            "ハイカード）",
    "00.4": "2つのローのどちらか: 8-4-3-2-A か 7-6-5-4-3",
    "00.5": "関数そのもの: answer = full_ranking（かっこは付けません）",
    "00.6": "5枚のカードを文字列で（例: 'Jd 4d 3c Qd 5h'）",
})
