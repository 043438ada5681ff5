"""Summaries and descriptions a Japanese learner prints are Japanese, in the articles' words:
an AoF hand's summary, an Omaha hand record, betting structures, pot awards (issue 22)."""

from __future__ import annotations

import pytest

from pokerlib.aof import AofHand
from pokerlib.aof.hand import stacked_deck
from pokerlib.betting import LIMIT_2_4, NO_LIMIT_1_2, POT_LIMIT_1_2
from pokerlib.lang import set_default_lang
from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OmahaTable
from pokerlib.pots import Award

LATIN_WORDS = ("posts", "folds", "wins", "board", "burns", "pot", "button", "shows", "mucks",
               "returned", "uncalled", "limit", "Hand")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_default_lang("en")


def three_way_all_in() -> AofHand:
    h = AofHand({"A": 30, "B": 20, "C": 5}, button="A", seed=3)
    while not h.is_over:
        h.all_in()
    return h


def test_an_aof_summary_speaks_the_aof_articles_words():
    h = three_way_all_in()
    en, ja = h.summary("en").splitlines(), h.summary("ja").splitlines()
    assert en == h.log and len(ja) == len(en)
    assert en[0] == "B posts small blind 1" and ja[0] == "B がSB 1点を支払う"
    assert ja[2] == "A がオールイン（計30点）"
    assert ja[5].startswith("バーンカード ") and "、共有札 " in ja[5]
    assert ja[6] == "メインポット 15点: B が 15点を受領"
    assert ja[7] == "サイドポット1 30点: B が 30点を受領"
    assert not any(w in line for line in ja for w in LATIN_WORDS)
    set_default_lang("ja")
    assert h.summary() == "\n".join(ja)


def test_an_aof_summary_names_antes_and_a_fold():
    from pokerlib.aof.rules import AnteKind, AofRules

    rules = AofRules(ante=1, ante_kind=AnteKind.EACH)
    h = AofHand({"A": 8, "B": 8}, button="A", rules=rules,
                deck=stacked_deck(["B", "A"], {"A": "7c 2d", "B": "As Ad"}))
    h.fold()
    ja = h.summary("ja").splitlines()
    assert ja[:2] == ["B がAnte 1点を支払う", "A がAnte 1点を支払う"]
    assert "A がフォールド" in ja
    assert h.summary("en").splitlines()[:2] == ["B posts ante 1", "A posts ante 1"]


def played_record():
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3, seed=4)
    for seat, name in enumerate(["Ann", "Bob", "Cy"]):
        t.sit(seat, name, 100)
    t.start_hand()
    while not t.hand.is_over:
        legal = t.legal_actions()
        t.call() if legal.call is not None else t.check()
    return t.history_page(0)


def test_an_omaha_hand_record_speaks_the_omaha_articles_words():
    rec = played_record()
    en, ja = rec.describe("en").splitlines(), rec.describe("ja").splitlines()
    assert en[0] == "Hand #1 (Omaha Hi/Lo 8-or-better, limit 2/4), button: seat 0 (Ann)"
    assert ja[0] == "ハンド#1（オマハハイロー（8以下）、リミット 2/4）、ボタン: 席0（Ann）"
    assert ja[1] == "  Bobがスモールブラインド 1をポスト"
    assert "*** プリフロップ ***" in ja and "*** リバー *** [" in "\n".join(ja)
    assert ja[-1] == "  メインポット 6: Bobが3を獲得、Annが3を獲得（ハイとローで分割）"
    assert any("がショー" in line for line in ja) and any("はマック" in line for line in ja)
    assert not any(w in line for line in ja for w in LATIN_WORDS)
    set_default_lang("ja")
    assert rec.describe() == "\n".join(ja)
    assert rec.showdown[0].describe("Bob").startswith("Bob")


def test_structures_and_awards_in_both_languages():
    assert [b.describe("ja") for b in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2)] == \
        ["リミット 2/4", "ポットリミット 1/2", "ノーリミット 1/2"]
    assert [b.describe("en") for b in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2)] == \
        [b.name for b in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2)]
    assert OMAHA_HILO_LIMIT_2_4.describe("en") == OMAHA_HILO_LIMIT_2_4.name
    assert [a.describe("ja") for a in Award] == ["相手なし", "ハイ", "ハイとローで分割", "スクープ"]
    set_default_lang("ja")
    assert Award.SCOOP.describe() == "スクープ" and LIMIT_2_4.describe() == "リミット 2/4"


def test_a_push_fold_result_prints_in_the_learners_language():
    from pokerlib.aof import pushfold_equilibrium

    result = pushfold_equilibrium(8)
    en, ja = result.describe("en").splitlines(), result.describe("ja").splitlines()
    assert en[0].startswith("2 players, 8 BB: exact") and en[1].startswith("SB all-in (")
    assert ja[0].startswith("2人、8 BB の均衡。エクスプロイタビリティ ")
    assert ja[1].startswith("SBのオールイン（") and ja[2].startswith("BBがSBのオールインにコール（")
    assert [r.label("en") for r in result.ranges] == [r.name for r in result.ranges]
    set_default_lang("ja")
    assert str(result) == "\n".join(ja)
