"""Lesson 04's exercises (practice drills): how each answer is checked and hinted.

The checks grade with the drills themselves, so a hint is the drill's own explanation in the
lesson's language wherever one fits.
"""

from __future__ import annotations

from typing import Any

from ..aof import pushfold_equilibrium
from ..cards import Card, format_cards, parse_cards
from ..evaluate import best_high, low8
from ..lang import Messages
from ..oasis import OasisRules
from ..pots import PotSettlement, settle
from . import answers
from .drills import OasisDrill, OasisSpot, PushFoldDrill, PushFoldSpot
from .drills.pushfold_ev import headsup_values
from .drills.split_check import pot_story
from .exercises import Exercise, Hint, register, translate_questions

__all__ = ["HINTS", "KING_SEVEN", "OASIS_HAND", "OASIS_UPCARD", "STAKES", "HIGH", "LOW"]

#: The hints of lesson 04's checks, in both editions' languages.
HINTS = Messages(
    en={
        "ev": "EV = (1 - called) × 1 + called × (equity × 30 - 15) with called = {called:.4f} "
              "and equity = {equity:.4f}: the big blind folds and you win its 1 BB, or it calls "
              "and you get your share of the 30 BB pot minus your 15 BB",
        "split": "where the chips go: {story}",
        "five": "give five cards, e.g. {example}",
        "change_one": "change exactly one card of {hand}; you changed {count}",
        "oasis": "with {hand} the drill says: {grade}",
        "upcard_where": "it is the dealer's up card",
        "why_allin": "all-in risks your whole 20 BB to win the 1.5 BB of blinds: the big "
                     "blind calls {called:.0%} of the time, and then K7o holds {equity:.0%} of "
                     "the pot",
        "why_fold": "folding gives up your 0.5 BB small blind every time, and the big blind "
                    "folds to an all-in {folds:.0%} of the time",
        "method_k7": "compare the EV of going all-in with folding: the equilibrium chart at "
                     "20 BB, pushfold_equilibrium(20).ranges[0].frequency(\"K7o\"), or the "
                     "drill's own assessment",
        "look_ev": "use the formula of the worked example: the big blind either folds or "
                   "calls",
        "method_ev": "EV = (1 - called) × 1 + called × (equity × 30 - 15), with called "
                     "(.showdown) and equity read from headsup_values(...)",
        "look_quartered": "split the pot into halves first; then split the low half between "
                          "the two lows",
        "method_quartered": "{pot} chips: an odd pot's odd chip goes to the high half "
                            "({high}), so the low half is {low}; Bob and Cat split the low half "
                            "again (quartered): does {low} split in two leave a chip over?",
        "look_oasis": "which one-card change makes the hand strong enough to raise against an "
                      "ace?",
        "method_oasis": "is a high card ever enough to raise against an ace? If not, which of "
                        "your five cards could you change, and into what, to make a hand? An "
                        "OasisDrill grades each idea",
    },
    ja={
        "ev": "期待値 = (1 - called) × 1 + called × (equity × 30 - 15)。called = {called:.4f}、"
              "equity = {equity:.4f} です。ビッグブラインドがフォールドすればその1 BBを獲得し、"
              "コールされれば30 BBのポットの自分の取り分から自分の15 BBを引きます",
        "split": "チップの行き先：{story}",
        "five": "カードを5枚にしてください（例 {example}）",
        "change_one": "{hand} のうち、ちょうど1枚だけ変えてください（いまは{count}枚変えています）",
        "oasis": "{hand} についてのドリルの判定：{grade}",
        "upcard_where": "ディーラーの公開カードです",
        "why_allin": "オールインは、ブラインドの1.5 BBを取るために20 BBのスタック全部を"
                     "賭けます。ビッグブラインドがコールするのは{called:.0%}で、そのとき K7o の"
                     "エクイティは{equity:.0%}です",
        "why_fold": "フォールドすると、毎回スモールブラインドの0.5 BBを失います。ビッグ"
                    "ブラインドがオールインにフォールドするのは{folds:.0%}です",
        "method_k7": "オールインとフォールドの期待値を比べましょう。20 BBの均衡の表 "
                     "pushfold_equilibrium(20).ranges[0].frequency(\"K7o\")、またはドリルの"
                     "判定で確かめられます",
        "look_ev": "例の式を使いましょう。ビッグブラインドはフォールドするかコールするかです",
        "method_ev": "期待値 = (1 - called) × 1 + called × (equity × 30 - 15)。called"
                     "（.showdown）と equity は headsup_values(...) から読みます",
        "look_quartered": "まずポットを半分ずつに分け、次にローハーフを2人のローで分けます",
        "method_quartered": "{pot}チップは奇数なので、端数の1枚はハイハーフ（{high}）へ行き、"
                            "ローハーフは{low}です。ローハーフはBobとCatでさらに分けます"
                            "（クォーター）。{low}を2つに分けると、端数は出るでしょうか",
        "look_oasis": "どの1枚を変えれば、Aに対してRaiseできるほど強い手になるでしょう",
        "method_oasis": "Aに対して、ハイカードのままで Raise できることはあるでしょうか。"
                        "できないなら、5枚のうちどれを何に変えれば役ができるでしょう。"
                        "OasisDrill で一つずつ確かめられます",
    })

#: Exercise 04.1: heads-up at 20 big blinds, the small blind holds king-seven offsuit.
KING_SEVEN = PushFoldSpot(1, 2, 20.0, ("SB", "BB"), "SB", (Card("Kc"), Card("7d")), (), ())
#: Exercise 04.4: an Oasis hand that folds against the ace (BGaming's rules).
OASIS_HAND, OASIS_UPCARD = "Ks 9d 6c 4h 2s", "Ac"


def _push_fold_drill(lang: str) -> PushFoldDrill:
    drill = PushFoldDrill(seed=0, lang=lang)
    drill.use(KING_SEVEN)
    return drill


def _word(answer: Any) -> str:
    """'all-in' or 'fold', read as the push/fold drill reads a choice (push, 全額参加,
    オールインする, フォールド...), or named by its place (first / second, 前者 / 後者)."""
    return str(answers.must(answers.choice(
        answer, ("all-in", "fold"), lambda a: answers.word("action", a, ("all-in", "fold")))))


def _king_seven_hint(word: Any, expected: Any, lang: str) -> str | Hint:
    # two choices: the first wrong try is told why its own choice fails, not which one wins
    v = headsup_values(pushfold_equilibrium(KING_SEVEN.stack_bb), "SB", (), "Kc 7d")
    why = HINTS("why_allin", lang, called=v.showdown, equity=v.equity) if word == "all-in" \
        else HINTS("why_fold", lang, folds=1 - v.showdown)
    return Hint(why, HINTS("method_k7", lang), _push_fold_drill(lang).assess(word).explanation)


register(Exercise(
    "04.1", "Heads-up at 20 BB the small blind holds K♣ 7♦: 'all-in' or 'fold'?",
    expected=lambda: _push_fold_drill("en").assess("fold").best,
    reader=_word, hint=_king_seven_hint, kind="predict", form="all-in or fold"))


def _ace_seven_15() -> tuple[float, float, float]:
    """(called, equity, EV of all-in) for A♥ 7♦ in the small blind at 15 BB, heads-up."""
    v = headsup_values(pushfold_equilibrium(15), "SB", (), "Ah 7d")
    return v.showdown, v.equity, v.all_in


def _ev_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    called, equity, _ = _ace_seven_15()
    return Hint(HINTS("look_ev", lang), HINTS("method_ev", lang),
                HINTS("ev", lang, called=called, equity=equity))


register(Exercise(
    "04.2", "A♥ 7♦ in the small blind at 15 BB: the EV of going all-in, by hand (in BB)",
    expected=lambda: _ace_seven_15()[2],
    reader=answers.as_number, same=lambda answer, expected: abs(answer - expected) <= 0.005,
    hint=_ev_hint, kind="compute", form="a number of big blinds, e.g. 0.25 or 0.25 BB"))


#: Exercise 04.3: three players put in 15 each; Ann's flush is the best high, Bob and Cat tie
#: for the low with 6-4-3-2-A.
STAKES = {"Ann": 15, "Bob": 15, "Cat": 15}
HIGH = {"Ann": best_high("Kh Th 7h 5h 2h"), "Bob": best_high("Ac 2d 3s 4h 6c"),
        "Cat": best_high("Ad 2c 3h 4s 6d")}
LOW = {"Ann": None, "Bob": low8("Ac 2d 3s 4h 6c"), "Cat": low8("Ad 2c 3h 4s 6d")}


def _quartered() -> PotSettlement:
    return settle(STAKES, order=["Ann", "Bob", "Cat"], high=HIGH, low=LOW)


def _chips_each(answer: Any) -> dict[str, int]:
    """Chips per player: {'Ann': 23, ...}, "Ann 23, Bob 11, Cat 11", "ann=23 bob=11 cat=11"."""
    return answers.players(answer, STAKES)


def _same_split(answer: Any, expected: dict[str, int]) -> bool:
    return {p: c for p, c in answer.items() if c} == {p: c for p, c in expected.items() if c}


def _split_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    pot = sum(STAKES.values())
    return Hint(HINTS("look_quartered", lang),
                HINTS("method_quartered", lang, pot=pot, high=pot - pot // 2, low=pot // 2),
                HINTS("split", lang, story=("; " if lang == "en" else "。").join(
                    pot_story(_quartered(), HIGH, LOW, lang))))


register(Exercise(
    "04.3", "A 45-chip pot: Ann has the best high, Bob and Cat tie for the low. Each one's "
            "chips?",
    expected=lambda: dict(_quartered().payouts), reader=_chips_each, same=_same_split,
    hint=_split_hint, kind="compute",
    form="the chips of each, e.g. Ann 0, Bob 0, Cat 0 or {'Ann': 0, 'Bob': 0, 'Cat': 0}"))


def _oasis_grade(hand: Any, lang: str) -> Any:
    drill = OasisDrill(seed=0, lang=lang)
    drill.use(OasisSpot(1, parse_cards(hand, count=5), Card(OASIS_UPCARD),
                        OasisRules.bgaming()))
    return drill.assess("raise")


def _five_cards(answer: Any) -> tuple[Card, ...]:
    """The learner's hand; the dealer's up card, or a card given twice, is refused by name."""
    up = Card(OASIS_UPCARD)
    return answers.cards(answer, in_play={up: lambda lang: HINTS("upcard_where", lang)})


def _changed(hand: tuple[Card, ...]) -> int | None:
    """How many of the hand's cards are new; None if it is not 5 cards."""
    if len(hand) != 5:
        return None
    return len(set(hand) - set(parse_cards(OASIS_HAND)))


def _raise_becomes_best(hand: Any, expected: Any) -> bool:
    return _changed(hand) == 1 and _oasis_grade(hand, "en").correct


def _oasis_hint(hand: Any, expected: Any, lang: str) -> str | Hint:
    count = _changed(hand)
    if count is None:
        return HINTS("five", lang, example=repr(OASIS_HAND))   # the hand itself: no answer
    if count != 1:
        return HINTS("change_one", lang, hand=OASIS_HAND, count=count)
    return Hint(HINTS("look_oasis", lang), HINTS("method_oasis", lang),
                HINTS("oasis", lang, hand=format_cards(hand),
                      grade=_oasis_grade(hand, lang).describe()))


register(Exercise(
    "04.4", "Change one card of K♠ 9♦ 6♣ 4♥ 2♠ (dealer shows A♣) so that Raise becomes the best "
            "choice",
    expected=lambda: None, reader=_five_cards, same=_raise_becomes_best, hint=_oasis_hint,
    kind="change",
    form="five cards as text, e.g. 'Ks 9d 6c 4h 2s'"))

translate_questions({
    "04.1": "ヘッズアップ・20 BB、スモールブラインドの私有札は K♣ 7♦: 'all-in' か 'fold' か？",
    "04.2": "スモールブラインドで A♥ 7♦、15 BB: オールインの期待値を手で計算（BB）",
    "04.3": "45チップのポット: ハイはAnn、ローはBobとCatが同点。それぞれのチップは？",
    "04.4": "K♠ 9♦ 6♣ 4♥ 2♠（公開カード A♣）のカードを1枚変えて、Raise を最善の選択にする",
}, {
    "04.1": "オールインかフォールド（all-in か fold でも可）",
    "04.2": "BBの数（例: 0.25 や 0.25BB）",
    "04.3": "それぞれのチップ（例: Ann 0, Bob 0, Cat 0 や {'Ann': 0, 'Bob': 0, 'Cat': 0}）",
    "04.4": "カード5枚を文字列で（例: 'Ks 9d 6c 4h 2s'）",
})
