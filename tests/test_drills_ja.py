"""The drills speak Japanese as well as English: the same spots get the same grades in both
languages, and the Japanese explanations are Japanese, in the articles' words (Oasis keeps
Ante, Raise and Fold in English; AoF says オールイン and フォールド; Omaha says ハイ, ロー,
サイドポット)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import Card, parse_cards
from pokerlib.course.drills import (
    DrillRecord,
    Grade,
    OasisDrill,
    OasisSpot,
    PushFoldDrill,
    PushFoldSpot,
    SplitDrill,
    SplitSpot,
    split_check,
)
from pokerlib.course.drills.__main__ import main
from pokerlib.errors import DrillError, RulesError
from pokerlib.oasis import OasisRules

KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def japanese_share(text: str) -> float:
    """Japanese characters among the letters of ``text`` (cards, numbers and the English words
    the articles keep count as neither)."""
    text = re.sub(r"Antes?|Raise|Fold|BGaming|BB|SB|BTN|CO|Ann|Bob|Cat|Dan|Eve", "", text)
    ja, latin = len(KANA_KANJI.findall(text)), len(re.findall(r"[A-Za-z]", text))
    return ja / (ja + latin) if ja + latin else 0.0


def both(make, answers):
    """The grades of the same answers to the same spots, in English and in Japanese."""
    en, ja = make("en"), make("ja")
    out = []
    for answer in answers:
        s_en, s_ja = en.next(), ja.next()
        assert s_en == s_ja
        out.append((s_en, en.grade(answer(s_en)), ja.grade(answer(s_ja))))
    return en, ja, out


def same_numbers(a: Grade, b: Grade) -> None:
    assert (a.choice, a.best, a.best_ev, a.chosen_ev, a.ev_loss, a.correct, a.exact, a.se) == \
        (b.choice, b.best, b.best_ev, b.chosen_ev, b.ev_loss, b.correct, b.exact, b.se)
    assert a.lang == "en" and b.lang == "ja"


def test_oasis_in_japanese_keeps_ante_raise_and_fold():
    rules = OasisRules.bgaming()
    spot = OasisSpot(1, parse_cards("Qs Qd 8h 8c 2d"), Card("Ks"), rules)
    en, ja = OasisDrill(seed=0), OasisDrill(seed=0, lang="ja")
    en.use(spot)
    ja.use(spot)
    a, b = en.grade("2d"), ja.grade("2d")
    same_numbers(a, b)
    assert b.best_text == "Raise" and b.choice_text == "2♦を交換"
    assert "Raise" in b.explanation and "交換費は1 Ante" in b.explanation
    assert "46通りのうちフルハウスになるのが4通り" in b.explanation
    assert "期待値" in b.explanation and "Qと8のツーペア" in b.explanation
    assert "一方、2♦を交換すると" in b.explanation      # the two choices, side by side
    # the loss is said once, where the grade starts, with its subject (the answer's cost)
    assert b.describe().startswith(f"2♦を交換：最善の選択ではありません（最善はRaise）。"
                                   f"{b.ev_loss:.2f} Anteの損です。")
    assert b.describe().count(f"{b.ev_loss:.2f}") == 1
    assert japanese_share(b.explanation) > 0.9
    assert spot.describe("ja") == ("あなたの手札 Q♠ Q♦ 8♥ 8♣ 2♦、ディーラーの公開カード K♠"
                                   "（BGamingのルール）")
    fold = ja.assess("fold")
    assert fold.choice_text == "Fold" and "Foldすると、失うのはAnteだけ" in fold.explanation


def test_oasis_five_card_exchanges_are_exact_in_japanese():
    drill = OasisDrill(seed=0, lang="ja")
    drill.use(OasisSpot(1, parse_cards("Qs Qd 8h 8c 2d"), Card("Ks"), OasisRules.bgaming()))
    g = drill.assess("Qs Qd 8h 8c 2d")
    assert g.exact and "推定" not in g.explanation and "5枚すべて" in g.explanation
    head = g.describe().split("。")[1]
    assert head == f"{g.ev_loss:.2f} Anteの損です"     # exact: no 約


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["fold", "raise", 0, 1]))
def test_oasis_grades_are_the_same_in_both_languages(seed, answer):
    def pick(spot):
        return answer if isinstance(answer, str) else spot.hand[answer:answer + 1]

    _, _, graded = both(lambda lang: OasisDrill(seed=seed, lang=lang), [pick])
    for _, a, b in graded:
        same_numbers(a, b)
        assert japanese_share(b.explanation) > 0.6, b.explanation


def test_pushfold_in_japanese():
    spot = PushFoldSpot(1, 2, 10.0, ("SB", "BB"), "BB", parse_cards("Ah 7d"), ("SB",), ())
    en, ja = PushFoldDrill(seed=0), PushFoldDrill(seed=0, lang="ja")
    en.use(spot)
    ja.use(spot)
    for answer in ("fold", "all-in"):
        a, b = en.assess(answer), ja.assess(answer)
        same_numbers(a, b)
        assert "レンジ" in b.explanation and "エクイティ" in b.explanation
        assert "期待値" in b.explanation and "エクイティが45.0%必要" in b.explanation
        assert {b.choice_text, b.best_text} <= {"コール（オールイン）", "フォールド"}
        assert japanese_share(b.explanation) > 0.8
    assert spot.describe("ja") == ("ヘッズアップ、スタックは全員10 BB。あなたはBBで、私有札は"
                                   "A♥ 7♦（A7o）。SBはオールイン。")


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([2, 3]), st.sampled_from(["fold", "all-in"]))
def test_pushfold_grades_are_the_same_in_both_languages(seed, players, answer):
    _, _, graded = both(lambda lang: PushFoldDrill(players, seed=seed, lang=lang),
                        [lambda s: answer])
    for _, a, b in graded:
        same_numbers(a, b)
        assert "期待値" in b.explanation and japanese_share(b.explanation) > 0.7
        if not b.exact:
            assert "推定" in b.explanation


def test_split_in_japanese_names_the_odd_chip_and_the_side_pot():
    spot = SplitSpot(1, ("Ann", "Bob", "Cat"), "Cat", parse_cards("2c 5d 7h Js Qc"),
                     (("Ann", parse_cards("As 3d Kh Kd")), ("Bob", parse_cards("4s 6c 9h 9d")),
                      ("Cat", parse_cards("Qs Qd 8c 8s"))),
                     (("Ann", 10), ("Bob", 21), ("Cat", 21)))
    en, ja = SplitDrill(seed=0), SplitDrill(seed=0, lang="ja")
    en.use(spot)
    ja.use(spot)
    right = spot.payouts()
    a, b = en.assess(right), ja.assess(right)
    same_numbers(a, b)
    assert b.explanation.startswith("内訳：") and "メインポット" in b.explanation
    assert "サイドポット1" in b.explanation and "ハイ" in b.explanation
    assert japanese_share(b.explanation) > 0.8
    # Ann's low is the best, but she put in only 10: side pot 1's low half is Bob's
    wrong = {**right, "Ann": right["Ann"] + 11, "Bob": right["Bob"] - 11}
    a, b = en.assess(wrong), ja.assess(wrong)
    same_numbers(a, b)
    assert "Ann's low is better, but Ann put in only 10 chips" in a.explanation
    assert b.explanation == ("もう一歩です。Annのローのほうが強いですが、Annは10チップしか"
                             "入れていないので、サイドポット1は獲得できません（獲得できるのは"
                             "21チップ入れたプレーヤーだけです）。そのローハーフはBobが受け取ります。")
    swapped = {**right, "Ann": right["Cat"], "Cat": right["Ann"]}
    assert "Annが受け取るのは" in ja.assess(swapped).explanation
    assert b.choice_text == "Ann {Ann}、Bob {Bob}、Cat {Cat}".format(**wrong)
    assert "ハイは" in spot.describe("ja") and "ボタンはCat" in spot.describe("ja")
    # what each put in, as the English "Ann put in 10" says (not a bare 「Ann（10チップ）」)
    told = spot.describe("ja")
    assert "Annは10チップを入れ、" in told and "（10チップ）" not in told


def test_split_quartering_and_scoop_words():
    from pokerlib.pots import settle

    s = settle({"Ann": 15, "Bob": 15, "Cat": 15}, order=["Ann", "Bob", "Cat"],
               high={"Ann": 3, "Bob": 2, "Cat": 1}, low={"Ann": None, "Bob": 5, "Cat": 5})
    high, low = {"Ann": 3, "Bob": 2, "Cat": 1}, {"Ann": None, "Bob": 5, "Cat": 5}
    assert "quartered: Bob 11, Cat 11" in split_check.pot_story(s, high, low)[0]
    assert "クォーター：Bob 11、Cat 11" in split_check.pot_story(s, high, low, "ja")[0]
    scoop = settle({"Ann": 15, "Bob": 15}, order=["Ann", "Bob"], high={"Ann": 3, "Bob": 2},
                   low={"Ann": 7, "Bob": 5})
    assert "スクープ" in split_check.pot_story(scoop, {"Ann": 3, "Bob": 2},
                                                {"Ann": 7, "Bob": 5}, "ja")[0]
    wrong = split_check.diagnose(s, {"Ann": 22, "Bob": 12, "Cat": 11},
                                 {"Ann": 15, "Bob": 15, "Cat": 15}, high, low, lang="ja")
    assert wrong == ["メインポットの端数の1枚は、ローハーフではなくハイハーフ（Ann）に入ります"]


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.integers(-3, 3))
def test_split_grades_are_the_same_in_both_languages(seed, shift):
    def answer(spot):
        out = spot.payouts()   # move up to |shift| chips between the first two players
        first, second = spot.players[:2]
        moved = max(min(shift, out[second]), -out[first])
        out[first] += moved
        out[second] -= moved
        return out

    _, _, graded = both(lambda lang: SplitDrill(seed=seed, lang=lang), [answer] * 2)
    for _, a, b in graded:
        same_numbers(a, b)
        assert japanese_share(b.explanation) > 0.6, b.explanation


def test_a_record_summarises_in_its_language():
    drill = SplitDrill(seed=2, lang="ja")
    spot = drill.next()
    drill.grade(spot.payouts())
    assert drill.record.summary() == ("1問中1問で正しく分けました（100%）。違うプレーヤーに"
                                      "配ったチップは合計0チップです")
    assert drill.record.summary("en") == "1 spot: 1 best choice (100%), 0 chips lost in all"
    assert DrillRecord("BB", "ja").summary() == "まだ答えた問題はありません"
    with pytest.raises(DrillError):
        DrillRecord("BB", "fr")


def test_bad_languages_are_refused():
    for make in (lambda: OasisDrill(lang="fr"), lambda: PushFoldDrill(lang="jp"),
                 lambda: SplitDrill(lang=None)):  # type: ignore[arg-type]
        with pytest.raises(RulesError, match="lang must be 'en' or 'ja'"):
            make()
    with pytest.raises(DrillError):
        Grade("x", "y", 0.0, 0.0, 0.0, True, "", "BB", lang="de")


def test_a_grade_in_words_defaults_to_its_labels():
    g = Grade("fold", "raise", 0.0, -1.0, 1.0, False, "Because.", "Antes")
    assert (g.choice_text, g.best_text) == ("fold", "raise")


def test_terminal_drill_in_japanese():
    import io

    out = io.StringIO()
    assert main(["oasis", "--spots", "1", "--seed", "3", "--lang", "ja"],
                io.StringIO("fold\n"), out) == 0
    text = out.getvalue()
    assert "問題 1. あなたの手札 7♠ 2♦ 5♦ 2♠ T♠" in text and "最善はRaise" in text
    assert text.rstrip().endswith("1問中0問で最善の選択をしました（0%）。損は合計0.24 Anteです")
