"""Lessons 02 and 02b's exercises (All-in-or-Fold Hold'em; push/fold strategy): how each answer
is checked and hinted, in the lesson's language."""

from __future__ import annotations

from typing import Any

from ..aof import HU_DEPTHS, PRESETS, AofHand, meets_jackpot_condition, pushfold_equilibrium
from ..cards import Deck
from ..equity import preflop_equity_table
from ..lang import Messages
from ..pots import settle
from . import answers
from .exercises import Exercise, Hint, register, translate_questions

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
                  "{next:g} it calls {share:.0%} of hands",
        "look_payouts": "a player can win from each opponent at most what they put in: find "
                        "the main pot and the side pots first",
        "method_payouts": "the main pot takes the smallest all-in (A's 5) from each player; the "
                          "side pot the next level (up to B's 12) from B and C; what only C "
                          "put in goes back to C. Then each pot goes to the best hand "
                          "eligible for it",
        "look_uncalled": "can D match all of A's all-in?",
        "method_uncalled": "an all-in is matched only up to what the caller has; the part "
                           "nobody matched goes back before any pot is won",
        "why_ako": "AKo holds no pair yet: it needs the board to bring an ace or a king (or a "
                   "straight or a flush) while the pair does not improve more, and five board "
                   "cards do that less than half of the time",
        "why_22": "22's pair is already made, but five board cards bring AKo an ace or a king "
                  "(or a straight or a flush) more than half of the time",
        "method_favourite": "look it up: preflop_equity_table()(\"22\", \"AKo\") is 22's "
                            "share of the pot on average; above 0.5 makes 22 the favourite",
        "look_jackpot": "the condition is about the hole cards as much as the board",
        "method_jackpot": "for each hand ask: does a straight flush or better use both hole "
                          "cards and three board cards? meets_jackpot_condition(hole, board) "
                          "checks one hand",
        "worked_jackpot": "{reason}: {answers}",
        "look_decision": "find K7o in the small blind's chart at 10 big blinds",
        "method_decision": "the chart shows how often the equilibrium goes all-in with each "
                           "hand: always, never, or sometimes (mixed); "
                           "pushfold_equilibrium(10).ranges[0].frequency(\"K7o\") is the "
                           "number",
        "look_call": "compare where each choice leaves you on average, in big blinds",
        "method_call": "calling: you end with your equity's share of the pot of both stacks "
                       "(2 × 8 BB); folding: you keep your stack minus the big blind already "
                       "posted",
        "look_rake": "find J8s in the big blind's calling chart, once without and once with "
                     "the rake",
        "method_rake": "ranges[1].frequency(\"J8s\") of pushfold_equilibrium(10) and of "
                       "pushfold_equilibrium(10, rake=PRESETS[\"article-rake\"].rake) is how "
                       "often the big blind calls: 1 is call, 0 is fold, in between is mixed",
        "look_widest": "move the slider down from 8 big blinds and watch the big blind's "
                       "calling chart",
        "method_widest": "the big blind calls with every hand when its chart is full (100% of "
                         "hands); find the deepest stack where that still holds, in 0.5 big "
                         "blind steps"},
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
                   "フォールドなら{keeps:g}BB が残ります。コールした場合からフォールドした"
                   "場合を引いた差は{diff:+g}BB です（負ならコールの方が損）",
        "rake": "10BB でビッグブラインドが J8s をコールする頻度は、レーキなしで{plain:.0%}、"
                "コースのレーキありで{raked:.0%}です。コールされたオールインからレーキを取られる"
                "と、コールが割高になります",
        "widest": "ビッグブラインドは{depth:g}BB まではすべてのハンドでコールし、{next:g}BB では"
                  "{share:.0%}のハンドでコールします",
        "look_payouts": "各プレーヤーが相手1人から取れるのは、自分が入れた額までです。まず"
                        "メインポットとサイドポットを作りましょう",
        "method_payouts": "メインポットは一番少ないオールイン（A の5点）を3人から集めます。"
                          "サイドポットはその次の段（B の12点まで）を B と C から集めます。C "
                          "だけが入れた分は C に戻ります。そして各ポットを、受領資格のある中で"
                          "最も強いハンドに渡します",
        "look_uncalled": "D は A のオールインの全額に対応できるでしょうか",
        "method_uncalled": "オールインに対応できるのは、対応する人の持ち点までです。誰も対応"
                           "しなかった分は、ポットを精算する前に戻ります",
        "why_ako": "AKo はまだペアではありません。勝つには共有札に A か K が来る（または"
                   "ストレートかフラッシュができる）うえに、ペアの側がそれ以上よくならない必要が"
                   "あり、5枚の共有札でそうなるのは半分より少ない割合です",
        "why_22": "22 のペアはもうできていますが、5枚の共有札で AKo に A か K が来る（または"
                  "ストレートかフラッシュができる）のは半分より多い割合です",
        "method_favourite": "表で調べましょう: preflop_equity_table()(\"22\", \"AKo\") は 22 が"
                            "平均で取るポットの割合です。0.5 より大きければ 22 が有利です",
        "look_jackpot": "条件は共有札だけでなく、私有札の使い方にも関わります",
        "method_jackpot": "それぞれの手について、私有札2枚と共有札3枚でストレートフラッシュ"
                          "以上ができるかを考えます。meets_jackpot_condition(私有札, 共有札) で"
                          "1つずつ確かめられます",
        "worked_jackpot": "{reason}: {answers}",
        "look_decision": "10BB のスモールブラインドの表で K7o を探しましょう",
        "method_decision": "表は、均衡で各ハンドをどれくらいの頻度でオールインするかを示します。"
                           "いつも、決してしない、ときどき（ミックス）のどれかです。"
                           "pushfold_equilibrium(10).ranges[0].frequency(\"K7o\") がその数です",
        "look_call": "それぞれの選択で平均いくら残るかを、BB 単位で比べましょう",
        "method_call": "コールすると、2人のスタックを合わせたポット（2 × 8BB）のうちエクイティの"
                       "割合が残ります。フォールドすると、すでに出したビッグブラインドを除いた"
                       "スタックが残ります",
        "look_rake": "ビッグブラインドのコールの表で J8s を探しましょう。レーキなしとレーキ"
                     "ありの2回です",
        "method_rake": "pushfold_equilibrium(10) と pushfold_equilibrium(10, "
                       "rake=PRESETS[\"article-rake\"].rake) の ranges[1].frequency(\"J8s\") "
                       "が、ビッグブラインドがコールする頻度です。1 ならコール、0 ならフォールド、"
                       "その間ならミックスです",
        "look_widest": "スライダーを 8BB から下げて、ビッグブラインドのコールの表を見ましょう",
        "method_widest": "表がすべて埋まる（100%のハンド）とき、ビッグブラインドはすべての"
                         "ハンドでコールします。それが成り立つ最も深いスタックを 0.5BB 刻みで"
                         "探してください"})

# --- lesson 02: playing AoF ---------------------------------------------------------------------

ALL_IN = {"A": 5, "B": 12, "C": 20}


def _all_in_settlement() -> Any:
    return settle(ALL_IN, order=["A", "B", "C"], high={"A": 1, "B": 3, "C": 2})


def _payouts() -> dict[str, int]:
    return {p: int(c) for p, c in _all_in_settlement().payouts.items()}


def _chips_each(answer: Any) -> dict[str, int]:
    """Chips per player: {'A': 0, ...}, "A 0, B 29, C 8", "a=0 b=29 c=8" (a name in any case;
    a player left out receives 0)."""
    return answers.players(answer, ALL_IN)


def _payout_hint(answer: Any, expected: dict[str, int], lang: str) -> str | Hint:
    s = _all_in_settlement()
    comma, between = ("; ", ", ") if lang == "en" else ("、", "・")
    pots = comma.join(HINTS("pot", lang, name=p.label(lang), amount=p.amount,
                            players=between.join(p.eligible)) for p in s.pots)
    back = ", ".join(HINTS("back", lang, player=p, chips=c) for p, c in s.uncalled if c)
    return Hint(HINTS("look_payouts", lang), HINTS("method_payouts", lang),
                HINTS("payouts", lang, pots=pots, back=back))


register(Exercise(
    "02.1", "A 5, B 12, C 20 all-in; B best, C second: what does each player get?",
    expected=_payouts, reader=_chips_each, hint=_payout_hint,
    same=lambda answer, expected: answer == {p: expected.get(p, 0) for p in ALL_IN}, kind="compute",
    form="the chips each player gets, e.g. A 0, B 0, C 0 or {'A': 0, 'B': 0, 'C': 0}"))

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
    reader=answers.as_whole,
    hint=lambda answer, expected, lang: Hint(
        HINTS("look_uncalled", lang), HINTS("method_uncalled", lang),
        HINTS("uncalled", lang, matched=SHORT_BIG_BLIND["D"], allin=SHORT_BIG_BLIND["A"],
              chips=expected)),
    kind="change", form="a whole number of chips, e.g. 1 or 1点"))


def _favourite() -> str:
    return "22" if preflop_equity_table()("22", "AKo") > 0.5 else "AKo"


def _hand_class(answer: Any) -> str:
    """'22' or 'AKo' ('ako', 'AK offsuit', ２２), or named by its place (first / second,
    前者 / 後者)."""
    return str(answers.must(answers.choice(answer, ("22", "AKo"), answers.hand_class)))


def _favourite_hint(answer: Any, expected: str, lang: str) -> str | Hint:
    # two choices: the first wrong try is told why its own choice fails, not which one wins
    why = "why_ako" if answer == "AKo" else "why_22"
    return Hint(HINTS(why, lang), HINTS("method_favourite", lang),
                HINTS("favourite", lang, share=preflop_equity_table()("22", "AKo")))


register(Exercise(
    "02.3", "22 against AKo, all-in before the flop: which is the favourite?",
    expected=_favourite,
    reader=_hand_class, hint=_favourite_hint,
    kind="predict", form="one of the two hands: 22 or AKo"))

#: Exercise 02.4's three hands (hole cards, board). The lesson's own two examples are not among
#: them: their answers are the outputs of the cells just before the exercise.
JACKPOT_SPOTS = (("9h 2c", "8h 7h 6h 5h Kd"), ("6h 9h", "8h 7h 5h 2c Kd"),
                 ("Ac Kc", "9s 8s 7s 6s 5s"))
#: The example of the answer's form; not the answer (a test checks it).
JACKPOT_EXAMPLE = "[True, True, False]"


def _jackpots() -> list[bool]:
    return [meets_jackpot_condition(hole, board) for hole, board in JACKPOT_SPOTS]


def _three_truths(answer: Any) -> list[bool]:
    """Three True/False: [True, False, False], "True False False", "yes no no", "はい いいえ
    いいえ", "○ × ×"; or the hands that meet it by their letters: "a c", "(a)と(c)", "none"."""
    found = answers.word_list(answer, "truth", 3)
    if found is None:                 # "a c", "(a)と(c)": the hands that meet it, by letter
        named = answers.letters(answer, "abc")
        found = None if named is None else tuple(k in named for k in "abc")
    return list(answers.must(found))


def _jackpot_hint(answer: Any, expected: list[bool], lang: str) -> str | Hint:
    said = ", ".join(f"({k}) {v}" for k, v in zip("abc", expected))
    return Hint(HINTS("look_jackpot", lang), HINTS("method_jackpot", lang),
                HINTS("worked_jackpot", lang, reason=HINTS("jackpot", lang), answers=said))


register(Exercise(
    "02.4", "Which of the three hands meet the jackpot condition? (a list of three True/False)",
    expected=_jackpots,
    reader=_three_truths, hint=_jackpot_hint,
    kind="predict", form=f"a list of three True/False, e.g. {JACKPOT_EXAMPLE}, or the letters "
                         "of the hands that meet it, e.g. a b"))

# --- lesson 02b: push/fold strategy -------------------------------------------------------------

DECISIONS = ("all-in", "fold", "mixed")


def _word(freq: float, yes: str) -> str:
    return yes if freq >= 0.9995 else "fold" if freq <= 0.0005 else "mixed"


def _sb_decision() -> str:
    return _word(pushfold_equilibrium(10).ranges[0].frequency("K7o"), "all-in")


def _decision(answer: Any) -> str:
    """'all-in', 'fold' or 'mixed' in any of the answer reader's words (push, 全額参加,
    オールインする, フォールド, ミックス...)."""
    return str(answers.must(answers.word("action", answer, DECISIONS)))


def _decision_hint(answer: Any, expected: str, lang: str) -> str | Hint:
    sb = pushfold_equilibrium(10).ranges[0]
    return Hint(HINTS("look_decision", lang), HINTS("method_decision", lang),
                HINTS("decision", lang, share=sb.share, freq=sb.frequency("K7o")))


register(Exercise(
    "02b.1", "Heads-up, 10 big blinds: does the small blind go all-in with K7o? "
             "('all-in', 'fold' or 'mixed')",
    expected=_sb_decision,
    reader=_decision, hint=_decision_hint, kind="predict",
    form="all-in, fold or mixed"))

CALL_SPOT = {"stack_bb": 8, "equity": 0.4}


def _call_against_fold() -> float:
    """Big blinds that calling wins (+) or loses (-) on average compared with folding."""
    stack, eq = CALL_SPOT["stack_bb"], CALL_SPOT["equity"]
    ends_if_call = eq * 2 * stack      # a share of the pot of both stacks
    ends_if_fold = stack - 1           # the big blind already posted is lost
    return round(ends_if_call - ends_if_fold, 6)


def _call_hint(answer: Any, expected: float, lang: str) -> str | Hint:
    stack, eq = CALL_SPOT["stack_bb"], CALL_SPOT["equity"]
    return Hint(
        HINTS("look_call", lang), HINTS("method_call", lang),
        HINTS("call_ev", lang, equity=eq, pot=2 * stack, ends=round(eq * 2 * stack, 6),
              keeps=stack - 1, diff=expected))


def _same_number(answer: Any, expected: float) -> bool:
    return bool(abs(answer - expected) < 0.01)


register(Exercise(
    "02b.2", "8 BB each, the big blind has 40% equity against the all-in: calling minus "
             "folding, in big blinds?",
    expected=_call_against_fold, reader=answers.as_number, same=_same_number, hint=_call_hint,
    kind="compute", form="a number of big blinds, e.g. 0.5, -1.2 or -1.2 BB"))


def _j8s_calls() -> tuple[float, float]:
    plain = pushfold_equilibrium(10).ranges[1].frequency("J8s")
    raked = pushfold_equilibrium(10, rake=PRESETS["article-rake"].rake).ranges[1]
    return plain, raked.frequency("J8s")


def _j8s_words() -> tuple[str, str]:
    plain, raked = _j8s_calls()
    return _word(plain, "call"), _word(raked, "call")


CALLS = ("call", "fold", "mixed")
#: The example of exercise 02b.3's answer form; not the answer (a test checks it).
RAKE_EXAMPLE = "('fold', 'mixed')"


def _pair_of_words(answer: Any) -> tuple[str, ...]:
    """Two of 'call', 'fold', 'mixed': ('fold', 'mixed'), "fold mixed", "コール、フォールド"
    (calling an all-in is going all-in: 'all-in' is 'call' here, as in the drill)."""
    found: tuple[str, ...] = answers.must(answers.word_list(
        answer, "action", 2, allowed=CALLS, same={"all-in": "call"}))
    return found


def _rake_hint(answer: Any, expected: tuple[str, str], lang: str) -> str | Hint:
    plain, raked = _j8s_calls()
    return Hint(HINTS("look_rake", lang), HINTS("method_rake", lang),
                HINTS("rake", lang, plain=plain, raked=raked))


register(Exercise(
    "02b.3", "10 BB: does the big blind call the all-in with J8s, without and with the course "
             "rake? (two of 'call', 'fold', 'mixed')",
    expected=_j8s_words, reader=_pair_of_words, hint=_rake_hint,
    kind="predict", form=f"two words, e.g. fold mixed or {RAKE_EXAMPLE}, each call, fold or "
                         "mixed"))


def _widest_call() -> float:
    """The deepest shipped stack at which the big blind calls with every hand."""
    return max(d for d in HU_DEPTHS if pushfold_equilibrium(d).ranges[1].share >= 0.9995)


def _widest_hint(answer: Any, expected: float, lang: str) -> str | Hint:
    deeper = min(d for d in HU_DEPTHS if d > expected)
    return Hint(
        HINTS("look_widest", lang), HINTS("method_widest", lang),
        HINTS("widest", lang, depth=expected, next=deeper,
              share=pushfold_equilibrium(deeper).ranges[1].share))


register(Exercise(
    "02b.4", "Move the chart's slider: the deepest stack at which the big blind calls with "
             "every hand?",
    expected=_widest_call, reader=answers.as_number, same=_same_number, hint=_widest_hint,
    kind="change", form="a number of big blinds, e.g. 4.5 or 4.5 BB"))

translate_questions({
    "02.1": "A 5・B 12・C 20 でオールイン、B が最強・C が2番目: それぞれが受け取るのは？",
    "02.2": "例4で D（BB）の持ち点が 10 でコールしたら: A に戻る未対応額は？",
    "02.3": "プリフロップのオールインで 22 対 AKo: 有利なのはどちら？",
    "02.4": "3つの手のうち Jackpot条件を満たすのは？（True/False 3つのリスト）",
    "02b.1": "ヘッズアップ 10BB: SB は K7o でオールインする？",
    "02b.2": "各 8BB、BB のエクイティはオールインに対して 40%: コールとフォールドの差は何BB？",
    "02b.3": "10BB: BB は J8s でオールインにコールする？ レーキなしとコースのレーキありで"
             "（コール・フォールド・ミックスから2つ）",
    "02b.4": "スライダーを動かす: BB がすべての手でコールする最も深いスタックは？",
}, {
    "02.1": "それぞれが受け取る点（例: A 0, B 0, C 0 や {'A': 0, 'B': 0, 'C': 0}）",
    "02.2": "点の数（整数。例: 1 や 1点）",
    "02.3": "2つのハンドのどちらか: 22 か AKo",
    "02.4": f"3つの True/False（例: True True False や {JACKPOT_EXAMPLE}。はい・いいえでも可）、"
            "または条件を満たす手の記号（例: a b）",
    "02b.1": "オールイン、フォールド、ミックスのどれか（all-in、fold、mixed でも可）",
    "02b.2": "BB の数（例: 0.5、-1.2 や -1.2BB）",
    "02b.3": f"2つの語（例: フォールド ミックス や {RAKE_EXAMPLE}。それぞれコール・フォールド・"
             "ミックス、または call・fold・mixed）",
    "02b.4": "BB の数（例: 4.5 や 4.5BB）",
})
