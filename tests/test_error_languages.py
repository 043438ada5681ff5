"""Every refusal carries a message key and its values and is said in English or Japanese;
``str(error)``, ``describe()`` and settlements follow the default language."""

from __future__ import annotations

from dataclasses import replace

import pytest

import pokerlib.course  # noqa: F401 - registers the course's refusal sentences
from pokerlib import validate
from pokerlib.betting import LIMIT_2_4, NO_LIMIT_1_2, BettingRound, LegalActions
from pokerlib.cards import Deck, parse_cards
from pokerlib.error_messages import ERRORS
from pokerlib.errors import (
    BetSizeError,
    BettingCappedError,
    CardError,
    DeckError,
    ExchangeError,
    HandStateError,
    IllegalActionError,
    InsufficientBalanceError,
    OutOfTurnError,
    PokerError,
    RoundOverError,
    TableError,
)
from pokerlib.lang import set_default_lang
from pokerlib.oasis import OasisGame, OasisRules, OasisSession
from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OmahaTable

JA = ("\u3040", "\u30ff")


def has_kana(text: str) -> bool:
    return any(JA[0] <= ch <= JA[1] for ch in text)


def refused(kind: type[PokerError], call, *args, **kwargs) -> PokerError:
    with pytest.raises(kind) as info:
        call(*args, **kwargs)
    assert info.value.key is not None, str(info.value)
    return info.value


def limit_round() -> BettingRound:
    return BettingRound(LIMIT_2_4, "preflop", order=["UTG", "SB", "BB"],
                        stacks={"UTG": 100, "SB": 99, "BB": 98}, bets={"SB": 1, "BB": 2})


# --- each refusal kind, in both languages ------------------------------------------------------

def test_betting_refusals_say_what_is_allowed_in_both_languages():
    r = limit_round()
    e = refused(IllegalActionError, r.check)
    assert e.message("en") == ("UTG cannot check facing a bet of 2; allowed: fold, "
                               "call 2 (to 2), raise to 4 (adds 4)")
    assert e.message("ja") == ("UTG は 2 のベットを受けているのでチェックできません。"
                               "できること: フォルド、コール 2（計2）、レイズ 計4（4追加）")
    e = refused(OutOfTurnError, r.call, player="BB")
    assert e.message("ja").startswith("いまは UTG の番です（BB の番ではありません）")
    e = refused(BetSizeError, r.raise_to, 5)
    assert "UTG cannot raise to 5" in e.message("en")
    assert "計5へのレイズはできません" in e.message("ja")
    r.raise_to(4)
    r.raise_to(6)
    r.raise_to(8)
    e = refused(BettingCappedError, r.raise_to, 10)
    assert "capped at 8" in e.message("en") and "8でキャップされています" in e.message("ja")
    nl = BettingRound(NO_LIMIT_1_2, "flop", order=["A", "B"], stacks={"A": 50, "B": 9})
    e = refused(BetSizeError, nl.bet, 1)
    assert e.message("ja") == ("A は計1へのベットはできません。最低額は2です。"
                               "できること: フォルド、チェック、ベット 2〜50")
    nl.check()
    nl.check()
    e = refused(RoundOverError, nl.check)
    assert e.message("en") == "the flop betting round is over: nobody is to act"
    assert e.message("ja") == ("フロップのベッティングラウンドは終わっています。"
                               "アクトする人はいません")


def test_oasis_refusals_speak_the_articles_words():
    g = OasisGame(ante=10, balance=100, seed=3)
    e = refused(ExchangeError, g.exchange, [c for c in Deck().remaining if c not in g.hand][:1])
    assert "not in the hand" in e.message("en") and "手札" in e.message("ja")
    g.exchange(g.hand[:1])
    e = refused(IllegalActionError, g.exchange, g.hand[:1])
    assert e.message("en").startswith("cannot exchange again: BGaming rules allow 1 exchange ")
    assert e.message("ja") == ("もう交換できません。BGaming のルールでは交換は一局に1回までです。"
                               "Fold か Raise を選んでください")
    g.fold()
    e = refused(IllegalActionError, g.raise_)
    assert e.message("ja").startswith("Raiseはできません。この一局は終わっています（Fold 済み）")
    poor = OasisGame(ante=10, balance=25, seed=3)
    e = refused(InsufficientBalanceError, poor.raise_)
    assert e.message("ja") == "Raise（20点）はできません。持ち点は15点です。Fold してください"
    e = refused(InsufficientBalanceError, OasisGame, ante=10, balance=5)
    assert e.message("ja") == "Ante 10点は出せません。持ち点は5点なので、Anteは5点までです"
    s = OasisSession(seed=1)
    s.deal()
    e = refused(IllegalActionError, s.deal)
    assert e.message("ja") == ("配れません。いまの一局はまだ精算されていません。"
                               "いまできること: 交換、Fold、Raise")


def test_omaha_table_refusals_in_both_languages():
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3, seed=1)
    t.sit(0, "Ann", 100)
    e = refused(TableError, t.sit, 0, "Bob", 100)
    assert e.message("en") == "seat 0 is taken by Ann; free seats: [1, 2]"
    assert e.message("ja") == "席0にはAnnが座っています。空いている席: [1, 2]"
    e = refused(HandStateError, t.start_hand)
    assert e.message("ja") == "ハンドにはチップのあるプレーヤーが2人必要です（いまは1人）"
    t.sit(1, "Bob", 100)
    t.start_hand()
    e = refused(HandStateError, t.start_hand)
    assert "まだ続いています" in e.message("ja") and "still being played" in e.message("en")


def test_card_and_deck_refusals_in_both_languages():
    e = refused(CardError, parse_cards, "As Kd", count=5)
    assert e.message("ja") == "カードを5枚選んでください（2枚でした）"
    d = Deck(seed=1)
    d.deal(50)
    e = refused(DeckError, d.deal, 3)
    assert e.message("en") == "cannot deal 3 cards: only 2 left in the deck"
    assert e.message("ja") == "3枚は配れません。山札に残っているのは2枚です"
    e = refused(DeckError, Deck, seed="x")
    assert e.message("ja") == "シードは0以上の整数か None で指定してください（'x' は使えません）"


def test_the_validation_module_refuses_with_keys_in_both_languages():
    e = refused(TableError, validate.whole_number, True, "the Ante", minimum=1)
    assert str(e) == "the Ante must be a whole number >= 1, not True"
    assert e.message("ja") == "Anteは1以上の整数で指定してください（True は使えません）"
    e = refused(TableError, validate.flag, 1, "post")
    assert e.message("ja") == "postは True か False で指定してください（1 は使えません）"
    e = refused(TableError, validate.chips, -1, "the pot")
    assert e.message("ja") == "ポットは0以上の整数（チップ数）で指定してください（-1 は使えません）"
    assert validate.seed(None, optional=True) is None and validate.seed(7) == 7
    e = refused(TableError, validate.real_number, 2.5, "stack_bb", 1, 2)
    assert e.message("en") == "stack_bb must be a number from 1 to 2, not 2.5"
    e = refused(CardError, validate.cards, "As As", "hand")
    assert e.key == "duplicate_card"


def test_every_message_has_both_languages():
    assert set(ERRORS.keys()) >= {"not_a_card", "out_of_turn", "oasis_exchange_again",
                                  "omaha_seat_taken", "seed", "flag"}
    for key in ERRORS.keys():
        # Messages refuses a table whose languages differ; each key renders as itself
        assert ERRORS._tables["en"][key] and ERRORS._tables["ja"][key]


# --- the default language ---------------------------------------------------------------------

def test_str_of_an_error_follows_the_default_language():
    r = limit_round()
    e = refused(IllegalActionError, r.check)
    assert str(e).startswith("UTG cannot check")
    set_default_lang("ja")
    assert str(e).startswith("UTG は 2 のベットを受けているので")
    # an error without a key keeps its own text
    assert str(PokerError("plain words")) == "plain words"
    set_default_lang("en")
    assert str(e).startswith("UTG cannot check")


def test_describe_follows_the_default_language():
    legal = LegalActions("Ann", True, False, 2, None, (4, 4), 100, stack=100)
    assert legal.describe() == "fold, call 2 (to 2), raise to 4 (adds 4), all-in for 100 (to 100)"
    r = limit_round()
    r.raise_to(4)
    set_default_lang("ja")
    assert legal.describe() == ("フォルド、コール 2（計2）、レイズ 計4（4追加）、"
                                "オールイン 100（計100）")
    assert str(r.actions[-1]) == "UTG が計4にレイズ"
    set_default_lang("en")
    assert str(r.actions[-1]) == "UTG raises to 4"


def test_a_settlement_follows_the_default_language():
    from pokerlib.oasis import article_game

    s = article_game(play=True)
    set_default_lang("ja")
    assert s.describe().startswith("プレイヤーの勝ち: 純増 +140")
    set_default_lang("en")
    assert has_kana(s.describe("ja")) and not has_kana(s.describe())


def test_the_worked_examples_have_japanese_comments_and_the_same_hands():
    from pokerlib import phh
    from pokerlib.phh.format import loads

    for name in phh.examples():
        en, ja = phh.example_text(name, "en"), phh.example_text(name, "ja")
        # the same hand, only comments and the learner's name differ
        named = {"You": "あなた", "Player": "プレイヤー"}
        assert loads(ja) == loads(en).replace(
            players=[named.get(p, p) for p in loads(en).players]), name
        comments = [line.split("#", 1)[1] for line in ja.splitlines() if "#" in line]
        assert has_kana("".join(comments)), name      # the comments are Japanese
        assert "# flop" not in ja and "# turn" not in ja and "# river" not in ja
    set_default_lang("ja")
    assert phh.example_text("oasis_tie") == phh.example_text("oasis_tie", "ja")


def test_a_japanese_replay_names_the_learner_anata():
    from pokerlib import phh

    assert phh.replay_example("omaha_quartered", lang="en").pots[0]["shares"]["You"] == 30
    assert phh.replay_example("omaha_quartered", lang="ja").pots[0]["shares"]["あなた"] == 30
    set_default_lang("ja")
    assert phh.replay_example("omaha_limit_cap", stop=5).to_act == "あなた"
    assert phh.replay_example("oasis_full_house").finishing_stacks == {"プレイヤー": 240}


def test_the_house_edge_names_its_choices_in_both_languages():
    from pokerlib.oasis import house_edge

    he = house_edge()
    assert set(he.choices("en")) == {"fold", "raise", "exchange one card"}
    assert he.choices("ja") == {"Fold": he.action_frequencies["fold"],
                                "Raise": he.action_frequencies["raise"],
                                "1枚交換": he.action_frequencies["exchange one card"]}
    # the house-edge job names exchanges by their number of cards: the stored result for a
    # straight flush paid 40, and a result where exchanging five is best
    sf40 = house_edge(OasisRules(name="SF 40", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100)))
    assert set(sf40.action_frequencies) == {"fold", "raise", "exchange 1"}
    assert set(sf40.choices("ja")) == {"Fold", "Raise", "1枚交換"}
    job = replace(sf40, action_frequencies={"exchange 5": 0.2, "exchange 2": 0.1, "fold": 0.7})
    assert job.choices("ja") == {"5枚交換": 0.2, "2枚交換": 0.1, "Fold": 0.7}
    assert list(job.choices("en")) == ["exchange 5 cards", "exchange 2 cards", "fold"]


def test_a_hand_file_refused_by_the_table_says_why_in_both_languages():
    from pokerlib import phh
    from pokerlib.errors import PHHActionError

    text = phh.example_text("oasis_full_house", "en").replace('"p1 sd 2d"', '"p1 sd 3c"')
    e = refused(PHHActionError, phh.replay, text)
    assert e.message("en").startswith("action 2 ('p1 sd 3c'): cannot exchange 3♣")
    assert e.message("ja") == ("アクション2（'p1 sd 3c'）: 3♣ は交換できません。手札（Q♠ Q♦ 8♥ "
                               "8♣ 2♦）にありません（いまできること: 交換、Fold、Raise）")


def test_printouts_follow_the_default_language():
    from pokerlib import phh
    from pokerlib.equity import equity
    from pokerlib.evaluate import best_high
    from pokerlib.oasis import advise, house_edge
    from pokerlib.omaha import read_hand

    result = equity(["As Qs", "Kd Kc"])
    replay = phh.replay_example("omaha_nuts_both_ways")
    reading = read_hand("Ah Ks Qc Jd", "2h 5h 8h 9h Tc")
    advice = advise("Qs Qd 8h 8c 2d", "Ks")
    assert str(result).startswith("exact: all 1,712,304 boards\nA♠ Q♠: equity 32.12%")
    assert str(replay).splitlines() == ["FO/8 hand, complete",
                                        "finishing stacks: Bob 88, Ann 112",
                                        "main pot 24 (Bob, Ann): Ann 24"]
    assert reading.describe().endswith("low: no low")
    set_default_lang("ja")
    assert str(result).splitlines()[:2] == [
        "厳密: 全1,712,304通りのボード",
        "A♠ Q♠: エクイティ 32.12%（単独で勝つ 31.92%、同点 0.39%）"]
    assert str(replay).splitlines() == ["FO/8 のハンド、最後まで", "最終スタック: Bob 88、Ann 112",
                                        "メインポット 24（Bob、Ann）: Ann 24"]
    assert str(best_high("Qs Qd Qh 8c 8d")) == "Qと8のフルハウス"
    assert reading.describe().endswith("ロー: ローなし")
    assert str(advice).splitlines()[:2] == ["Raise: +3.1727", "交換 2♦: +2.8354"]
    line = str(house_edge())
    assert line.startswith("BGaming、最適戦略（どの交換も可）: "
                           "ハウスエッジ（控除率）は Ante の 1.0372%")
    assert "証明による厳密値" in line


def test_aof_pot_and_push_fold_refusals_in_both_languages():
    from pokerlib.aof import AofHand, AofSession
    from pokerlib.aof.pushfold import pushfold_equilibrium
    from pokerlib.pots import settle

    e = refused(TableError, AofHand, {"A": 16, "B": 16}, button="Z")
    assert e.message("ja") == "ボタン 'Z' はプレイヤー ['A', 'B'] のひとりではありません"
    s = AofSession(["A", "B"], seed=1)
    s.new_hand()
    e = refused(IllegalActionError, s.new_hand)
    assert e.message("ja").startswith("いまの一局はまだ終わっていません。")
    e = refused(TableError, pushfold_equilibrium, 8, 5)
    assert e.message("en") == "players must be a whole number from 2 to 4, not 5"
    assert "2から4までの整数" in e.message("ja")
    from pokerlib.errors import PotError
    e = refused(PotError, settle, {"a": 1, "b": 1}, folded=["a", "b"], order=["a", "b"])
    assert e.message("ja") == "全員がフォールドしています。少なくとも1人は残っている必要があります"


def test_every_key_the_library_raises_has_a_sentence_in_both_languages():
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "pokerlib"
    used = set()
    for path in root.rglob("*.py"):
        if path.parent.name == "widgets":  # widgets keep their own tables for their own keys
            continue
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'\bkey="([a-z0-9_]+)"', text))
        used |= set(re.findall(r'refusal\(\s*"([a-z0-9_]+)"', text))
        used |= set(re.findall(r'key="([a-z0-9_]+)" if', text))
        used |= set(re.findall(r'else "([a-z0-9_]+)",', text)) & {"phh_variant_unknown",
                                                                 "phh_text_type_file",
                                                                 "phh_replacements_due",
                                                                 "oasis_fee_short",
                                                                 "phh_player_action"}
    missing = sorted(k for k in used if k not in ERRORS.keys())
    assert not missing, missing
    assert len(used) > 200


def test_a_complete_board_is_not_called_all_1_boards():
    from pokerlib.equity import equity_hilo

    result = equity_hilo(["As 2s 3h Kd", "Ks Qh Jd Tc"], board="4c 5d 9h Jc 2h")
    assert result.method_in("en") == "exact: the board is complete"
    assert result.method_in("ja") == "厳密: ボードはそろっています"
    assert "all 1 boards" not in str(result)
