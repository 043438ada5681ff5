"""Lesson 01's exercises (Oasis Poker): how each answer is checked and hinted, in English and
Japanese."""

from __future__ import annotations

from typing import Any

from ..cards import Deck, format_cards
from ..evaluate import HandCategory, best_high
from ..lang import Messages
from ..oasis import OasisGame, OasisRules, Option, advise, article_game
from . import answers
from .exercises import Exercise, Hint, register, translate_questions

__all__: list[str] = []

HINTS = Messages(
    en={"tie": "you paid the Ante ({ante}), {cards} exchange fees ({fee} each) and the Raise "
               "({raise_}); on a tie the Ante and the Raise come back, the fees never do: "
               "{balance} - {fees} = {expected}",
        "look_tie": "list what you paid in this hand, and what a tie gives back",
        "method_tie": "on a tie the Ante and the Raise come back, the exchange fees never "
                      "do: the balance ends lower by the fees alone",
        "look_qualify": "the dealer qualifies with ace-king high or better",
        "method_qualify": "a high-card hand qualifies only with both an ace and a king; any "
                          "pair qualifies. Check the four hands one by one",
        "look_advice": "every choice has an expected result in Antes: folding always costs "
                       "the Ante (-1); the others are better only if they lose less on average",
        "method_advice": "ask the advisor: advise(\"As Kd 9h 5c 2c\", \"Qh\") lists every "
                         "option with its EV, best first; compare your choice with the top "
                         "of the list",
        "look_flush": "the winnings are what the Ante and the Raise win, not the stakes that "
                      "come back",
        "method_flush": "the Ante wins 1:1 and the Raise (two Antes) wins at the paytable's "
                        "multiple for a flush; the exchange fee is not part of the Raise",
        "look_no_exchange": "without the exchange there is no fee: only the Ante and the Raise "
                            "are at stake",
        "method_no_exchange": "two pair still beats the dealer: the Ante wins 1:1, the Raise at "
                              "the paytable's multiple for two pair, and both stakes come back",
        "qualify": "the dealer needs ace-king high or better: a high-card hand qualifies only "
                   "with both an ace and a king, and any pair qualifies. {hands}",
        "worse": "{chosen} is worth {chosen_ev:+.3f} Antes; {best} is worth {best_ev:+.3f}, "
                 "{gap:.3f} Antes more",
        "not_allowed": "that option is not allowed here; the best is {best} "
                       "({best_ev:+.3f} Antes)",
        "fold": "fold", "raise": "raise", "exchange": "exchange {cards}",
        "flush": "the Ante ({ante}) wins 1:1; a flush pays {x}:1 on the Raise ({raise_}) "
                 "only, not on the Raise plus the fee ({fee}); the stakes that come back are "
                 "not winnings: {ante} + {x} × {raise_} = {expected}",
        "no_exchange": "without the exchange there is no fee: you spend the Ante ({ante}) and "
                       "the Raise ({raise_}). Your hand ({hand}) still beats the dealer's "
                       "({dealer}); the Ante wins 1:1 and the Raise {x}:1, and both stakes "
                       "come back: {balance} + {ante} + {x} × {raise_} = {expected}"},
    ja={"tie": "Ante（{ante}点）、交換費{cards}枚分（1枚{fee}点）、Raise（{raise_}点）を"
               "払いました。同点ではAnteとRaiseは返りますが、交換費は戻りません。"
               "{balance} - {fees} = {expected}",
        "look_tie": "この局で払ったものと、同点のときに返ってくるものを書き出してみましょう",
        "method_tie": "同点ではAnteとRaiseは返りますが、交換費は戻りません。最後の点数は"
                      "交換費の分だけ減ります",
        "look_qualify": "ディーラー資格はAとKを含むハイカード以上です",
        "method_qualify": "ハイカードならAとKの両方が必要で、ペアならどのペアでも資格ありです。"
                          "4つの手を1つずつ確かめましょう",
        "look_advice": "どの選択にもAnte単位の期待値があります。Foldは必ずAnteを失います"
                       "（-1）。ほかの選択は、平均の損がそれより小さいときだけ良い選択です",
        "method_advice": "アドバイザーに聞いてみましょう: advise(\"As Kd 9h 5c 2c\", \"Qh\") は"
                         "すべての選択肢を期待値の高い順に並べます。自分の選択と一番上を"
                         "比べてください",
        "look_flush": "加点とは、AnteとRaiseが勝ち取る点数です。返ってくる元は含みません",
        "method_flush": "Anteは1:1、Raise（Ante 2つ分）は配当表のフラッシュの倍率で加点されます。"
                        "交換費はRaiseに含まれません",
        "look_no_exchange": "交換しなければ交換費はかかりません。賭けるのはAnteとRaiseだけです",
        "method_no_exchange": "ツーペアはディーラーにまだ勝ちます。Anteは1:1、Raiseは配当表の"
                              "ツーペアの倍率で加点され、元も両方返ります",
        "qualify": "ディーラー資格はAとKを含むハイカード以上です。ハイカードならAとKの両方が"
                   "必要で、ペアならどのペアでも資格ありです。{hands}",
        "worse": "{chosen}の期待値は{chosen_ev:+.3f} Ante、{best}は{best_ev:+.3f} Anteです。"
                 "{best}の方が{gap:.3f} Ante多くなります",
        "not_allowed": "その選択はここではできません。最善は{best}（{best_ev:+.3f} Ante）です",
        "fold": "Fold", "raise": "Raise", "exchange": "{cards}の交換",
        "flush": "Ante（{ante}点）は1:1で加点されます。フラッシュの配当{x}:1はRaise（{raise_}点）"
                 "だけに掛かり、Raiseと交換費（{fee}点）の合計には掛かりません。返ってくる元は"
                 "加点に数えません: {ante} + {x} × {raise_} = {expected}",
        "no_exchange": "交換しなければ交換費はかかりません。使うのはAnte（{ante}点）とRaise"
                       "（{raise_}点）です。{hand}はディーラーの{dealer}に勝ちます。Anteは1:1、"
                       "Raiseは{x}:1の加点で、元も両方返ります: {balance} + {ante} + {x} × "
                       "{raise_} = {expected}"})


def _tie_after_exchange() -> int:
    game = OasisGame(ante=5, balance=50,
                     deck=Deck.stacked("As Kd Qh 2c 3c Ah Kc Qd 9s 7h 9c 7s"))
    game.exchange("2c 3c")
    return game.raise_().balance_after


def _tie_hint(answer: Any, expected: int, lang: str) -> str | Hint:
    fee = OasisRules.bgaming().fee_for(1) * 5
    return Hint(
        HINTS("look_tie", lang), HINTS("method_tie", lang),
        HINTS("tie", lang, ante=5, cards=2, fee=fee, raise_=OasisRules.bgaming().raise_antes * 5,
              balance=50, fees=2 * fee, expected=expected))


register(Exercise(
    "01.1", "Ante 5 from 50, exchange two cards, raise, tie: the balance at the end?",
    expected=_tie_after_exchange,
    reader=answers.as_number, hint=_tie_hint,
    kind="compute", form="a number of points, e.g. 7 or 7点"))

DEALER_HANDS = ("As Qd Jc Th 8s", "Ks Qd Jc Th 8s", "2s 2d 5c 7h 9s", "As Kd 4c 3h 2s")


def _qualifying() -> set[int]:
    rules = OasisRules.bgaming()
    return {i for i, hand in enumerate(DEALER_HANDS, start=1)
            if best_high(hand).score >= rules.qualifier_score}


def _as_numbers(answer: Any) -> set[int]:
    """The hands' numbers: {1, 3}, "1 3", "1, 3", "1と3"."""
    found: set[int] = answers.must(answers.number_set(answer))
    return found


def _qualify_hint(answer: Any, expected: set[int], lang: str) -> str | Hint:
    return Hint(HINTS("look_qualify", lang), HINTS("method_qualify", lang), HINTS(
        "qualify", lang, hands=("; " if lang == "en" else "、").join(
            f"{i}: {format_cards(h)} {best_high(h).describe(lang)}"
            for i, h in enumerate(DEALER_HANDS, start=1))))


register(Exercise(
    "01.2", "Which of the four dealer hands qualify? (a set of their numbers 1-4)",
    expected=_qualifying,
    reader=_as_numbers, hint=_qualify_hint,
    kind="predict", form="the hands' numbers, e.g. 1 2 or {1, 2}"))

HAND, UPCARD = "As Kd 9h 5c 2c", "Qh"


def _option_label(answer: Any) -> str:
    """'fold', 'raise' or 'exchange <cards>', read as the Oasis drill reads a choice (Fold,
    レイズ, 継続, '5c 2c', '5c 2cを交換'...)."""
    action, cards = answers.oasis_choice(answer)
    return action if action != "exchange" else "exchange " + " ".join(
        sorted(c.code for c in cards))


def _label(option: Option) -> str:
    if option.action != "exchange":
        return option.action
    return "exchange " + " ".join(sorted(c.code for c in option.discard))


def _words(option: Option, lang: str) -> str:
    """The option in the learner's language: Fold, Raise or the cards exchanged."""
    return HINTS(option.action, lang, cards=format_cards(option.discard))


def _best_labels() -> set[str]:
    advice = advise(HAND, UPCARD)
    return {_label(o) for o in advice.options if o.ev == advice.best.ev}


def _advice_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    chosen = answer
    advice = advise(HAND, UPCARD)
    best = advice.best
    worked = HINTS("not_allowed", lang, best=_words(best, lang), best_ev=best.ev)
    for o in advice.options:
        if _label(o) == chosen:
            worked = HINTS("worse", lang, chosen=_words(o, lang), chosen_ev=o.ev,
                           best=_words(best, lang), best_ev=best.ev, gap=best.ev - o.ev)
    return Hint(HINTS("look_advice", lang), HINTS("method_advice", lang), worked)


register(Exercise(
    "01.3", "A♠ K♦ 9♥ 5♣ 2♣ against the dealer's Q♥: 'fold', 'raise' or the cards to exchange?",
    expected=_best_labels,
    same=lambda answer, expected: answer in expected,
    reader=_option_label, hint=_advice_hint,
    kind="predict", form="fold, raise or the cards to exchange as text, e.g. '7d 3s'"))


#: Ante 15: the player's five, the dealer's five (A-K high qualifies), the replacement card
FLUSH_DECK = "2h 5h 9h Jh Ks Ac Kd 7s 4c 3d Qh"


def _flush_game() -> OasisGame:
    game = OasisGame(ante=15, balance=100, deck=Deck.stacked(FLUSH_DECK))
    game.exchange("Ks")
    return game


def _flush_winnings() -> int:
    return _flush_game().raise_().winnings


def _flush_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    s = _flush_game().raise_()
    return Hint(
        HINTS("look_flush", lang), HINTS("method_flush", lang),
        HINTS("flush", lang, ante=s.ante, raise_=s.raise_amount, fee=s.fees,
              x=OasisRules.bgaming().paytable[HandCategory.FLUSH], expected=expected))


register(Exercise(
    "01.4", "Ante 15, one card exchanged, a flush wins against a qualifying dealer: the "
            "winnings on the Ante and the Raise?",
    expected=_flush_winnings,
    reader=answers.as_number, hint=_flush_hint,
    kind="compute", form="a number of points, e.g. 7 or 7点"))


def _raise_at_once() -> int:
    return article_game().raise_().balance_after


def _raise_at_once_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    game = article_game()
    s = game.raise_()
    assert s.dealer_hand is not None  # the hand was raised: the dealer's cards are shown
    return Hint(
        HINTS("look_no_exchange", lang), HINTS("method_no_exchange", lang),
        HINTS("no_exchange", lang, ante=s.ante, raise_=s.raise_amount,
              hand=s.player_hand.describe(lang), dealer=s.dealer_hand.describe(lang),
              x=s.pay_multiple, balance=s.balance_before, expected=expected))


register(Exercise(
    "01.5", "The article's hand without the exchange: raise at once with Q♠ Q♦ 8♥ 8♣ 2♦. "
            "The balance at the end?",
    expected=_raise_at_once,
    reader=answers.as_number, hint=_raise_at_once_hint,
    kind="change", form="a number of points, e.g. 7 or 7点"))

translate_questions({
    "01.1": "Ante 5・持ち点50、2枚交換して Raise、同点: 最後の持ち点は？",
    "01.2": "4つのディーラーの手のうち資格を満たすのはどれ？（番号 1〜4 の集合）",
    "01.3": "A♠ K♦ 9♥ 5♣ 2♣ 対 公開カード Q♥: Fold・Raise・交換するカードのどれ？",
    "01.4": "Ante 15、1枚交換、フラッシュで資格ありのディーラーに勝つ: Ante と Raise の加点は？",
    "01.5": "記事の手を交換せずにすぐ Raise（Q♠ Q♦ 8♥ 8♣ 2♦）: 最後の持ち点は？",
}, {
    "01.1": "点の数（例: 7 や 7点）", "01.2": "手の番号（例: 1 2 や {1, 2}）",
    "01.3": "Fold、Raise、または交換するカードの文字列（例: '7d 3s'）",
    "01.4": "点の数（例: 7 や 7点）", "01.5": "点の数（例: 7 や 7点）",
})
