"""Lesson 03's exercises (Omaha Hi/Lo): how each answer is checked and hinted."""

from __future__ import annotations

from typing import Any

from ..betting import BettingRules
from ..cards import Card, format_cards, parse_cards
from ..evaluate import HandCategory, omaha_high, omaha_low
from ..lang import Messages
from ..omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaRules,
    OmahaTable,
    read_hand,
)
from ..pots import settle
from . import answers
from .exercises import Exercise, Hint, register, translate_questions

__all__ = ["HINTS"]

#: The hints of lesson 03's checks, in both editions' languages (the Omaha article's words).
HINTS = Messages(
    en={
        "low_hole": "the low uses exactly two hole cards of 8 or lower and three board cards: "
                    "the best high is {high}, the best low {low}",
        "pot_limit": "the largest raise is to: the bet to call (7) plus the pot after calling "
                     "it (the blinds 1 + 2, UTG's 7 and the button's own call of 7)",
        "split": "the odd chip of a hi/lo split goes to the high half (23 and 22); the high half "
                 "is split between Ann and Bob with its odd chip to the first seat left of the "
                 "button (Ann), and the whole low half goes to Bob",
        "missed": "the returning player posts both blinds at once: the big blind is live (it "
                  "counts as a bet), the small blind is dead (it goes to the pot)",
        "four_cards": "give four hole cards, not {count}",
        "change_one": "change exactly one card of A♦ K♦ 3♠ 2♠; you changed {count}",
        "low_gone": "the low is now {low}: keep two hole cards that make 5-4-3-2-A with the "
                    "board",
        "low_lost": "the low is now gone: keep two hole cards that make 5-4-3-2-A with the "
                    "board",
        "no_low": "none",
        "on_board": "it is on the board {board}",
        "still_flush": "the high is still {high}: a flush needs two hole diamonds, so one of "
                       "them has to go",
        "uncalled": "Dee put in 4 before the flop and 2 on the flop; nobody called the flop bet, "
                    "so those 2 come back. The pot Dee wins holds Dee's 4, Cho's 4 and Bob's "
                    "small blind 1: Dee gains what the others put in",
        "two_cards": "give two hole cards as text, e.g. 'Ks Qs'",
        "look_low_hole": "a low needs five different ranks of 8 or lower, exactly two of them "
                         "from the hole",
        "method_low_hole": "which ranks of 8 or lower does the board already hold, and which "
                           "two ranks of 8 or lower that the board does not hold can your hole "
                           "cards add?",
        "look_pot_limit": "in pot-limit the largest raise is the call plus the pot after the "
                          "call",
        "method_pot_limit": "add up the pot after the button's call (both blinds, UTG's raise "
                            "and the call), then add the call itself",
        "worked_pot_limit": "{text}: {call} + ({pot}) = {expected}",
        "look_split": "split the pot into a high half and a low half first",
        "method_split": "an odd pot leaves an odd chip, which goes to the high half; then each "
                        "half is split among its winners, a split half's odd chip going to the "
                        "first seat left of the button",
        "look_missed": "a player who missed both blinds pays both to come back",
        "method_missed": "the big blind part is live (it counts as the player's bet); the small "
                         "blind part is dead (it goes to the pot, not to the bet)",
        "worked_missed": "{text}: posted {big} + {small} = {posted}, dead {dead}",
        "look_change": "the flush uses the two hole diamonds; the wheel uses two low hole cards",
        "method_change": "change a card the flush needs but the wheel does not, into a card that "
                         "makes no other diamond flush",
        "look_uncalled": "nobody called Dee's flop bet",
        "method_uncalled": "an uncalled bet comes back to the bettor; Dee gains only what the "
                           "others put in the pot",
    },
    ja={
        "low_hole": "ローはホールカードのうち8以下の2枚ちょうどと、ボードの3枚で作ります。"
                    "いちばん強いハイは{high}、ローは{low}です",
        "pot_limit": "レイズの上限は「コールする額（7）＋コールした後のポット（ブラインドの1と2、"
                     "アンダーザガンの7、ボタン自身のコール7）」までです",
        "split": "ハイとローに分けるときの端数の1枚はハイハーフへ（23と22）。ハイハーフはAnnとBobで"
                 "分け、その端数はボタンの左から最初の席（Ann）へ。ローハーフはすべてBobのものです",
        "missed": "戻ってくるプレーヤーは両方のブラインドを一度にポストします。"
                  "ビッグブラインドの分は自分のベットになり（ライブ）、"
                  "スモールブラインドの分はポットに入ります（デッド）",
        "four_cards": "ホールカードを4枚にしてください（いまは{count}枚）",
        "change_one": "A♦ K♦ 3♠ 2♠ のうち、ちょうど1枚だけ変えてください"
                      "（いまは{count}枚変えています）",
        "low_gone": "ローが{low}になりました。ボードと5-4-3-2-Aを作る2枚のホールカードは"
                    "残してください",
        "low_lost": "ローがなくなりました。ボードと5-4-3-2-Aを作る2枚のホールカードは"
                    "残してください",
        "no_low": "なし",
        "on_board": "ボード {board} にあります",
        "still_flush": "ハイはまだ{high}です。フラッシュにはホールカードのダイヤが2枚必要なので、"
                       "どちらか1枚を変えます",
        "uncalled": "Deeはプリフロップで4、フロップで2を入れました。フロップのベットは"
                    "誰もコールしていないので、その2は戻ります。Deeが取るポットはDeeの4、"
                    "Choの4、Bobのスモールブラインド1。Deeが増やすのは他のプレーヤーが"
                    "入れた分です",
        "two_cards": "ホールカード2枚を文字列で答えてください（例: 'Ks Qs'）",
        "look_low_hole": "ローには数字の違う8以下のカードが5枚必要で、そのうちちょうど2枚が"
                         "ホールカードです",
        "method_low_hole": "ボードにはすでに8以下のどの数字があるでしょう。ボードにない8以下の"
                           "数字を2つ加えられるのは、どのホールカードでしょう",
        "look_pot_limit": "ポットリミットでのレイズの上限は「コールする額＋コールした後の"
                          "ポット」です",
        "method_pot_limit": "ボタンがコールした後のポット（両方のブラインド、アンダーザガンの"
                            "レイズ、そのコール）を足し、さらにコールする額を足します",
        "worked_pot_limit": "{text}: {call} + ({pot}) = {expected}",
        "look_split": "まずポットをハイハーフとローハーフに分けましょう",
        "method_split": "ポットが奇数なら端数の1枚が出ます。それはハイハーフへ行きます。次に"
                        "それぞれのハーフを勝者で分け、分けたハーフの端数はボタンの左から最初の"
                        "席へ行きます",
        "look_missed": "両方のブラインドを逃したプレーヤーは、戻るときに両方を払います",
        "method_missed": "ビッグブラインドの分はライブ（自分のベットになる）、スモールブラインド"
                         "の分はデッド（ベットにならずポットに入る）です",
        "worked_missed": "{text}。ポストは {big} + {small} = {posted}、デッドは {dead}",
        "look_change": "フラッシュはホールカードのダイヤ2枚を、ウィールは8以下のホールカード"
                       "2枚を使います",
        "method_change": "フラッシュには要るがウィールには要らないカードを、ほかのダイヤの"
                         "フラッシュを作らないカードに変えます",
        "look_uncalled": "Deeのフロップのベットには誰もコールしていません",
        "method_uncalled": "コールされなかったベットはベットした人に戻ります。Deeが増やすのは"
                           "他のプレーヤーがポットに入れた分だけです",
    })

HOLE, BOARD = "Ks Qs 7h 6h", "As Js Ts 5h 4h"


def _low_hole() -> frozenset:
    return frozenset(read_hand(HOLE, BOARD).low_hole)


def _on_the_board(board: str) -> dict[Card, Any]:
    """Where each card of ``board`` is, for a refusal that names a card already in play."""
    cards = parse_cards(board)
    return {c: (lambda lang: HINTS("on_board", lang, board=format_cards(cards))) for c in cards}


def _two_hole_cards(answer: Any) -> frozenset:
    """Two cards ("Ks Qs", "K♠ Q♠"); a board card is refused by name."""
    return frozenset(answers.cards(answer, in_play=_on_the_board(BOARD)))


def _low_hole_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    if len(answer) != 2:
        return HINTS("two_cards", lang)
    reading = read_hand(HOLE, BOARD)
    low = reading.low.describe(lang) if reading.low else HINTS("no_low", lang)
    return Hint(HINTS("look_low_hole", lang), HINTS("method_low_hole", lang),
                HINTS("low_hole", lang, high=reading.high.describe(lang), low=low))


register(Exercise(
    "03.1", "K♠ Q♠ 7♥ 6♥ on A♠ J♠ T♠ 5♥ 4♥: which two hole cards make the best low?",
    expected=_low_hole, reader=_two_hole_cards,
    hint=_low_hole_hint, kind="compute", form="two hole cards as text, e.g. 'Ks Qs'"))


def _four_players(rules: OmahaRules) -> OmahaTable:
    """A four-player table after its first deal: seat 0 button, 1 and 2 the blinds, 3 first."""
    table = OmahaTable(rules, seats=4)
    for seat in range(4):
        table.sit(seat, "ABCD"[seat], 100)
    table.start_hand()
    return table


def _pot_limit_max() -> int:
    table = _four_players(OMAHA_HILO_POT_LIMIT_1_2)
    table.raise_to(7)                      # under the gun raises the maximum
    sizes = table.legal_actions().raise_to
    assert sizes is not None  # the button may raise
    return int(sizes[1])


def _pot_limit_hint(answer: Any, expected: int, lang: str) -> str | Hint:
    return Hint(HINTS("look_pot_limit", lang), HINTS("method_pot_limit", lang),
                HINTS("worked_pot_limit", lang, text=HINTS("pot_limit", lang), call=7,
                      pot="1 + 2 + 7 + 7", expected=expected))


register(Exercise(
    "03.2", "Pot-limit, blinds 1/2: UTG raises to 7. The most the button may raise to?",
    expected=_pot_limit_max, reader=answers.as_whole, hint=_pot_limit_hint,
    kind="compute", form="a whole number of chips, e.g. 1 or 1チップ"))


def _split() -> dict[str, int]:
    s = settle({"Ann": 15, "Bob": 15, "Cy": 15}, folded=["Cy"], order=["Ann", "Bob", "Cy"],
               high={"Ann": 100, "Bob": 100}, low={"Ann": None, "Bob": 7})
    return {p: int(c) for p, c in s.payouts.items() if c}


def _chips_each(answer: Any) -> dict[str, int]:
    """Chips per player: {'Ann': 23, ...}, "Ann 23, Bob 22", "ann=23 bob=22"."""
    return answers.players(answer, ["Ann", "Bob", "Cy"])


def _same_split(answer: Any, expected: dict[str, int]) -> bool:
    return {p: c for p, c in answer.items() if c} == expected


def _split_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    return Hint(HINTS("look_split", lang), HINTS("method_split", lang), HINTS("split", lang))


register(Exercise(
    "03.3", "A 45-chip pot: Ann and Bob tie for high, only Bob has a low. Each one's chips?",
    expected=_split, reader=_chips_each, same=_same_split, hint=_split_hint, kind="compute",
    form="the chips of each, e.g. Ann 0, Bob 0 or {'Ann': 0, 'Bob': 0}"))


def _missed_blinds_post() -> tuple[int, int]:
    table = OmahaTable(OmahaRules(BettingRules.limit(4, 8)), seats=4)
    for seat in range(4):
        table.sit(seat, "ABCD"[seat], 100)

    def check_down() -> None:
        while table.to_act is not None:
            table.check() if table.legal_actions().check else table.call()

    table.start_hand()
    check_down()
    table.sit_out(3)
    for _ in range(2):
        table.start_hand()
        check_down()
    table.sit_in(3, post=True)
    hand = table.start_hand()
    posted = sum(amount for seat, *_, amount in hand.posts if seat == 3)
    return posted, int(hand.dead)


def _pair(answer: Any) -> tuple[int, int]:
    """(posted, dead): (6, 2), "6 2", "6, 2"."""
    found: tuple[int, int] = answers.must(answers.number_pair(answer))
    return found


def _post_hint(answer: Any, expected: tuple[int, int], lang: str) -> str | Hint:
    posted, dead = expected
    return Hint(HINTS("look_missed", lang), HINTS("method_missed", lang),
                HINTS("worked_missed", lang, text=HINTS("missed", lang), big=posted - dead,
                      small=dead, posted=posted, dead=dead))


register(Exercise(
    "03.4", "$4/$8 limit (blinds $2/$4): a player who missed both blinds posts to come back "
            "at once. (posted, dead)?",
    expected=_missed_blinds_post, reader=_pair, hint=_post_hint,
    kind="compute", form="two numbers, posted then dead: e.g. 1 1 or (1, 1)"))


ARTICLE_HOLE, ARTICLE_BOARD = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"


def _four_hole_cards(answer: Any) -> tuple[Card, ...]:
    """The learner's hole cards; a board card, or a card given twice, is refused by name."""
    return answers.cards(answer, in_play=_on_the_board(ARTICLE_BOARD))


def _changed_hole_ok(hole: Any, expected: Any) -> bool:
    if len(hole) != 4 or len(set(hole) - set(parse_cards(ARTICLE_HOLE))) != 1:
        return False
    low = omaha_low(hole, ARTICLE_BOARD)
    return (low is not None and low == omaha_low(ARTICLE_HOLE, ARTICLE_BOARD)
            and omaha_high(hole, ARTICLE_BOARD).category < HandCategory.FLUSH)


def _changed_hole_hint(hole: Any, expected: Any, lang: str) -> str | Hint:
    if len(hole) != 4:
        return HINTS("four_cards", lang, count=len(hole))
    changed = len(set(hole) - set(parse_cards(ARTICLE_HOLE)))
    if changed != 1:
        return HINTS("change_one", lang, count=changed)
    low = omaha_low(hole, ARTICLE_BOARD)
    high = omaha_high(hole, ARTICLE_BOARD)
    if low is None:
        worked = HINTS("low_lost", lang)
    elif low != omaha_low(ARTICLE_HOLE, ARTICLE_BOARD):
        worked = HINTS("low_gone", lang, low=low.describe(lang))
    else:
        worked = HINTS("still_flush", lang, high=high.describe(lang))
    return Hint(HINTS("look_change", lang), HINTS("method_change", lang), worked)


register(Exercise(
    "03.5", "Change one hole card of A♦ K♦ 3♠ 2♠ (board J♦ 4♦ 3♣ Q♦ 5♥) so the hand keeps the "
            "wheel but has no flush",
    expected=lambda: None, reader=_four_hole_cards, same=_changed_hole_ok,
    hint=_changed_hole_hint, kind="change",
    form="four hole cards as text, e.g. 'Ad Kd 3s 2s'"))


def _uncalled_flop_bet() -> int:
    """Dee (under the gun) raises to 4, Cho (big blind) calls, the others fold; on the flop
    Cho checks, Dee bets 2 and Cho folds. Dee's net gain in the hand."""
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
    for seat, name in enumerate(["Ann", "Bob", "Cho", "Dee"]):
        table.sit(seat, name, 100)
    hand = table.start_hand(button=0)
    for action in ("raise_to", "fold", "fold", "call", "check", "bet", "fold"):
        if action in ("raise_to", "bet"):
            getattr(table, action)(4 if action == "raise_to" else 2)
        else:
            getattr(table, action)()
    assert hand.record is not None  # the fold ended the hand
    return hand.record.net[3]


def _uncalled_hint(answer: Any, expected: Any, lang: str) -> str | Hint:
    return Hint(HINTS("look_uncalled", lang), HINTS("method_uncalled", lang),
                HINTS("uncalled", lang))


register(Exercise(
    "03.6", "Dee raises to 4, Cho calls, the others fold; flop: Cho checks, Dee bets 2, Cho "
            "folds. Dee's net gain?",
    expected=_uncalled_flop_bet, reader=answers.as_whole, hint=_uncalled_hint,
    kind="predict", form="a whole number of chips, e.g. 1 or 1チップ"))

translate_questions({
    "03.1": "A♠ J♠ T♠ 5♥ 4♥ に K♠ Q♠ 7♥ 6♥: 最も強いローを作るホールカード2枚は？",
    "03.2": "ポットリミット、ブラインド 1/2: UTG が 7 にレイズ。ボタンがレイズできる最大額は？",
    "03.3": "45 チップのポット: Ann と Bob がハイで同点、ローは Bob だけ。それぞれのチップは？",
    "03.4": "4/8ドルのリミット（ブラインド 2/4ドル）: 逃したブラインドをすぐポストして戻る。"
            "（ポスト額、デッド額）は？",
    "03.5": "A♦ K♦ 3♠ 2♠（ボード J♦ 4♦ 3♣ Q♦ 5♥）のホールカードを1枚替え、ウィールを残して"
            "フラッシュをなくす",
    "03.6": "Dee が 4 にレイズ、Cho がコール、他はフォルド。フロップで Cho チェック、Dee が 2 "
            "ベット、Cho フォルド。Dee の収支は？",
}, {
    "03.1": "ホールカード2枚を文字列で（例: 'Ks Qs'）",
    "03.2": "チップの枚数（整数。例: 1 や 1チップ）",
    "03.3": "それぞれのチップ（例: Ann 0, Bob 0 や {'Ann': 0, 'Bob': 0}）",
    "03.4": "2つの数、ポストした額、デッドの額の順（例: 1 1 や (1, 1)）",
    "03.5": "ホールカード4枚を文字列で（例: 'Ad Kd 3s 2s'）",
    "03.6": "チップの枚数（整数。例: 1 や 1チップ）",
})
