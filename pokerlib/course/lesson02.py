"""Lessons 02 and 02b's exercises (All-in-or-Fold Hold'em; push/fold strategy): how each answer
is checked and hinted, in the lesson's language."""

from __future__ import annotations

from typing import Any

from ..aof import HU_DEPTHS, PRESETS, AofHand, meets_jackpot_condition, pushfold_equilibrium
from ..cards import Deck
from ..equity import preflop_equity_table
from ..errors import PokerError
from ..i18n import Messages
from ..pots import settle
from .exercises import Exercise, register, translate_questions

__all__: list[str] = []

HINTS = Messages(
    en={"payouts": "{pots}; {back}. B wins every pot B is in; the rest goes to the next best "
                   "hand",
        "pot": "{name} {amount} for {players}", "back": "{player} gets {chips} back uncalled",
        "uncalled": "D can match only {matched} of A's {allin}: the {chips} chips nobody "
                    "matched go back to A before anything is won (the pot is A's {matched}, "
                    "D's {matched} and C's small blind)",
        "favourite": "22 wins {share:.1%} of the pot on average: a pair against two higher "
                     "cards is a small favourite, the classic 'coin flip'",
        "jackpot": "the condition needs a straight flush or better made with BOTH hole cards "
                   "and three board cards: a board that makes it alone does not count, and one "
                   "hole card is not enough",
        "decision": "at 10 big blinds the small blind's equilibrium range holds {share:.0%} of "
                    "all hands and plays K7o all-in {freq:.0%} of the time",
        "call_ev": "calling ends with {equity:.0%} of the pot of {pot} on average ({ends:g} big "
                   "blinds); folding keeps {keeps:g}: calling is {diff:+g} big blinds against "
                   "folding",
        "rake": "without a rake the big blind calls J8s {plain:.0%} of the time at 10 big "
                "blinds; with the course rake {raked:.0%}: a rake taken from called all-ins "
                "makes calling cost more",
        "widest": "the big blind calls with every hand up to {depth:g} big blinds; at "
                  "{next:g} it calls {share:.0%} of hands"},
    ja={"payouts": "{pots}。{back}。B は自分が入っているポットをすべて取り、残りは次に強い"
                   "ハンドへ行きます",
        "pot": "{name} {amount}点（{players}）", "back": "コールされなかった{chips}点が{player} に"
                                                   "戻ります",
        "uncalled": "D が対応できるのは A の{allin}点のうち{matched}点だけです。誰も対応しなかった"
                    "{chips}点は、ポットの精算の前に A へ戻ります（ポットは A の{matched}点、D の"
                    "{matched}点、C のスモールブラインド）",
        "favourite": "22 は平均でポットの{share:.1%}を取ります。ペアは自分より高い2枚に対して"
                     "少しだけ有利で、いわゆる「コインフリップ」です",
        "jackpot": "条件は、私有札を2枚とも使い、共有札3枚と合わせてストレートフラッシュ以上を"
                   "作ることです。共有札だけでできた役は数えず、私有札1枚では足りません",
        "decision": "10BB では、均衡でのスモールブラインドのオールインのレンジは全ハンドの"
                    "{share:.0%}で、K7o は{freq:.0%}の頻度でオールインします",
        "call_ev": "コールすると平均でポット{pot}BB の{equity:.0%}（{ends:g}BB）で終わり、"
                   "フォールドなら{keeps:g}BB が残ります。コールはフォールドより{diff:+g}BB です",
        "rake": "10BB でビッグブラインドが J8s をコールする頻度は、レーキなしで{plain:.0%}、"
                "コースのレーキありで{raked:.0%}です。コールされたオールインからレーキを取られる"
                "と、コールが割高になります",
        "widest": "ビッグブラインドは{depth:g}BB まではすべてのハンドでコールし、{next:g}BB では"
                  "{share:.0%}のハンドでコールします"})

# --- lesson 02: playing AoF ---------------------------------------------------------------------

ALL_IN = {"A": 5, "B": 12, "C": 20}


def _all_in_settlement() -> Any:
    return settle(ALL_IN, order=["A", "B", "C"], high={"A": 1, "B": 3, "C": 2})


def _payouts() -> dict[str, int]:
    return {p: int(c) for p, c in _all_in_settlement().payouts.items()}


def _same_payouts(answer: Any, expected: dict[str, int]) -> bool:
    if not isinstance(answer, dict):
        raise PokerError("answer with a dict of chips: {'A': ..., 'B': ..., 'C': ...}")
    return {p: answer.get(p, 0) for p in expected} == expected and set(answer) <= set(expected)



def _payout_hint(answer: Any, expected: dict[str, int], lang: str) -> str:
    s = _all_in_settlement()
    pots = "; ".join(HINTS("pot", lang, name=p.label(lang), amount=p.amount,
                           players=", ".join(p.eligible)) for p in s.pots)
    back = ", ".join(HINTS("back", lang, player=p, chips=c) for p, c in s.uncalled if c)
    return HINTS("payouts", lang, pots=pots, back=back)


register(Exercise(
    "02.1", "A 5, B 12, C 20 all-in; B best, C second: what does each player get?",
    expected=_payouts, same=_same_payouts, hint=_payout_hint, kind="compute"))

SHORT_BIG_BLIND = {"A": 16, "B": 16, "C": 16, "D": 10}


def _short_big_blind_hand() -> AofHand:
    """Example 4 changed: D, the big blind, has only 10 chips and calls A's all-in."""
    hand = AofHand(SHORT_BIG_BLIND, button="B", deck=Deck(seed=1))
    hand.all_in("A")
    hand.fold("B")
    hand.fold("C")
    hand.all_in("D")
    return hand


def _uncalled() -> int:
    settlement = _short_big_blind_hand().settlement
    return 0 if settlement is None else dict(settlement.uncalled).get("A", 0)


register(Exercise(
    "02.2", "Example 4 with D (big blind) holding 10 chips and calling: chips back to A "
            "uncalled?",
    expected=_uncalled,
    hint=lambda answer, expected, lang: HINTS(
        "uncalled", lang, matched=SHORT_BIG_BLIND["D"], allin=SHORT_BIG_BLIND["A"],
        chips=expected),
    kind="change"))


def _favourite() -> str:
    return "22" if preflop_equity_table()("22", "AKo") > 0.5 else "AKo"


register(Exercise(
    "02.3", "22 against AKo, all-in before the flop: which is the favourite?",
    expected=_favourite,
    same=lambda answer, expected: str(answer).strip().upper().replace("O", "o") == expected,
    hint=lambda answer, expected, lang: HINTS(
        "favourite", lang, share=preflop_equity_table()("22", "AKo")),
    kind="predict"))

JACKPOT_SPOTS = (("Ks Qs", "As Js Ts 2d 3c"), ("2h 3h", "As Ks Qs Js Ts"),
                 ("9h 2c", "8h 7h 6h 5h Kd"))


def _jackpots() -> list[bool]:
    return [meets_jackpot_condition(hole, board) for hole, board in JACKPOT_SPOTS]


register(Exercise(
    "02.4", "Which of the three hands meet the jackpot condition? (a list of three True/False)",
    expected=_jackpots,
    same=lambda answer, expected: [bool(x) for x in answer] == expected,
    hint=lambda answer, expected, lang: HINTS("jackpot", lang),
    kind="predict"))

# --- lesson 02b: push/fold strategy -------------------------------------------------------------

DECISIONS = ("all-in", "fold", "mixed")


def _word(freq: float, yes: str) -> str:
    return yes if freq >= 0.9995 else "fold" if freq <= 0.0005 else "mixed"


def _sb_decision() -> str:
    return _word(pushfold_equilibrium(10).ranges[0].frequency("K7o"), "all-in")


def _decision_hint(answer: Any, expected: str, lang: str) -> str:
    sb = pushfold_equilibrium(10).ranges[0]
    return HINTS("decision", lang, share=sb.share, freq=sb.frequency("K7o"))


register(Exercise(
    "02b.1", "Heads-up, 10 big blinds: does the small blind go all-in with K7o? "
             "('all-in', 'fold' or 'mixed')",
    expected=_sb_decision,
    same=lambda answer, expected: str(answer).strip().lower() in DECISIONS
    and str(answer).strip().lower() == expected,
    hint=_decision_hint, kind="predict"))

CALL_SPOT = {"stack_bb": 8, "equity": 0.4}


def _call_against_fold() -> float:
    """Big blinds that calling wins (+) or loses (-) on average compared with folding."""
    stack, eq = CALL_SPOT["stack_bb"], CALL_SPOT["equity"]
    ends_if_call = eq * 2 * stack      # a share of the pot of both stacks
    ends_if_fold = stack - 1           # the big blind already posted is lost
    return round(ends_if_call - ends_if_fold, 6)


def _call_hint(answer: Any, expected: float, lang: str) -> str:
    stack, eq = CALL_SPOT["stack_bb"], CALL_SPOT["equity"]
    return HINTS("call_ev", lang, equity=eq, pot=2 * stack, ends=round(eq * 2 * stack, 6),
                 keeps=stack - 1, diff=expected)


def _same_number(answer: Any, expected: float) -> bool:
    if isinstance(answer, bool) or not isinstance(answer, (int, float)):
        raise PokerError("answer with a number of big blinds, e.g. 0.5 or -1.2")
    return abs(answer - expected) < 0.01


register(Exercise(
    "02b.2", "8 BB each, the big blind has 40% equity against the all-in: calling minus "
             "folding, in big blinds?",
    expected=_call_against_fold, same=_same_number, hint=_call_hint, kind="compute"))


def _j8s_calls() -> tuple[float, float]:
    plain = pushfold_equilibrium(10).ranges[1].frequency("J8s")
    raked = pushfold_equilibrium(10, rake=PRESETS["article-rake"].rake).ranges[1]
    return plain, raked.frequency("J8s")


def _j8s_words() -> tuple[str, str]:
    plain, raked = _j8s_calls()
    return _word(plain, "call"), _word(raked, "call")


def _same_pair(answer: Any, expected: tuple[str, str]) -> bool:
    if isinstance(answer, str) or not isinstance(answer, (tuple, list)) or len(answer) != 2:
        raise PokerError("answer with two words, e.g. ('call', 'fold')")
    return tuple(str(a).strip().lower() for a in answer) == expected


register(Exercise(
    "02b.3", "10 BB: does the big blind call the all-in with J8s, without and with the course "
             "rake? (two of 'call', 'fold', 'mixed')",
    expected=_j8s_words, same=_same_pair,
    hint=lambda answer, expected, lang: HINTS("rake", lang, plain=_j8s_calls()[0],
                                              raked=_j8s_calls()[1]),
    kind="predict"))


def _widest_call() -> float:
    """The deepest shipped stack at which the big blind calls with every hand."""
    return max(d for d in HU_DEPTHS if pushfold_equilibrium(d).ranges[1].share >= 0.9995)


def _widest_hint(answer: Any, expected: float, lang: str) -> str:
    deeper = min(d for d in HU_DEPTHS if d > expected)
    return HINTS("widest", lang, depth=expected, next=deeper,
                 share=pushfold_equilibrium(deeper).ranges[1].share)


register(Exercise(
    "02b.4", "Move the chart's slider: the deepest stack at which the big blind calls with "
             "every hand?",
    expected=_widest_call, same=_same_number, hint=_widest_hint, kind="change"))

translate_questions({
    "02.1": "A 5・B 12・C 20 でオールイン、B が最強・C が2番目: それぞれが受け取るのは？",
    "02.2": "例4で D（BB）の持ち点が 10 でコールしたら: A に戻る未対応額は？",
    "02.3": "プリフロップのオールインで 22 対 AKo: 有利なのはどちら？",
    "02.4": "3つの手のうち Jackpot条件を満たすのは？（True/False 3つのリスト）",
    "02b.1": "ヘッズアップ 10BB: SB は K7o でオールインする？",
    "02b.2": "各 8BB、BB のエクイティはオールインに対して 40%: コールとフォールドの差は何BB？",
    "02b.3": "10BB: BB は J8s でオールインにコールする？ レーキなしとコースのレーキありで"
             "（'call'・'fold'・'mixed' から2つ）",
    "02b.4": "スライダーを動かす: BB がすべての手でコールする最も深いスタックは？",
})
