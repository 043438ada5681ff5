"""The chips of one hand, action by action: no chip appears or disappears at any step, the last
step is the table's result, and the chart draws exactly those numbers in either language."""

from __future__ import annotations

import random

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402  (after choosing the non-interactive backend)
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from pokerlib.course.timeline import PHASES, TEXT, hand_timeline, timeline_chart  # noqa: E402
from pokerlib.errors import HandStateError, RulesError, TableError  # noqa: E402
from pokerlib.omaha import (  # noqa: E402
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaTable,
    stacked_deck,
)

PRESETS = (OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2, OMAHA_HILO_NO_LIMIT_1_2)


def random_action(table: OmahaTable, rng: random.Random) -> None:
    """A legal action chosen at random, all-ins included (so side pots happen)."""
    legal = table.legal_actions()
    choices = []
    if legal.fold:
        choices.append(table.fold)
    if legal.check:
        choices += [table.check] * 3
    if legal.call is not None:
        choices += [table.call] * 3
    if legal.bet is not None:
        choices.append(lambda: table.bet(rng.randint(*legal.bet)))
    if legal.raise_to is not None:
        choices.append(lambda: table.raise_to(rng.randint(*legal.raise_to)))
    if legal.all_in is not None:
        choices.append(table.all_in)
    rng.choice(choices)()


def play_session(seed: int, rules=OMAHA_HILO_NO_LIMIT_1_2, players: int = 4, hands: int = 3,
                 stacks: list[int] | None = None) -> OmahaTable:
    rng = random.Random(seed)
    table = OmahaTable(rules, seats=players, seed=seed)
    for seat in range(players):
        table.sit(seat, f"P{seat}", stacks[seat] if stacks else rng.randint(1, 60))
    for _ in range(hands):
        if sum(c > 0 for c in table.stacks.values()) < 2:
            break
        table.start_hand()
        while table.to_act is not None:
            random_action(table, rng)
    return table


def the_walkthrough_hand() -> OmahaTable:
    """Lesson 03's hand: blinds, a limp, the big blind's option, a flop raise, two folds, a
    turn bet and a checked river; the high and the low halves go to different players."""
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
    for seat, (name, chips) in enumerate([("Ann", 60), ("Bob", 80), ("Cho", 100), ("Dee", 120)]):
        table.sit(seat, name, chips)
    deck = stacked_deck({0: "Qd Qh 6c 5c", 1: "Ks Kd Qc Jh", 2: "Ac 3h 9s Ts",
                         3: "Jc Tc 9d 3d"}, "7s 4d 2c Kh 8d", button=3, seats=[0, 1, 2, 3])
    table.start_hand(deck=deck, button=3)
    table.call(); table.call(); table.call(); table.check()
    table.check(); table.bet(2); table.raise_to(4); table.fold(); table.fold(); table.call()
    table.check(); table.bet(4); table.call()
    table.check(); table.check()
    return table


def assert_chips_add_up(record) -> None:
    steps = hand_timeline(record)
    total = sum(c for _, c in record.stacks_before)
    for label, pot, stacks, phase in steps:
        assert sum(stacks.values()) + pot == total, label
        assert pot >= 0 and min(stacks.values()) >= 0, label
        assert phase in PHASES
    # stacks are listed in seat order, the order of the record's stacks
    assert steps[0].pot == 0 and list(steps[0].stacks.values()) == [
        c for _, c in record.stacks_before]
    assert steps[-1].pot == 0
    assert list(steps[-1].stacks.values()) == [c for _, c in record.stacks_after]
    phases = [PHASES.index(s.phase) for s in steps]
    assert phases == sorted(phases), "steps go forward through the hand"
    settlement = record.settlement
    assert len(steps) == (1 + len(record.posts) + len(record.actions) + len(settlement.uncalled)
                          + len(settlement.results))


@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(PRESETS),
       players=st.integers(2, 6))
def test_chips_are_conserved_at_every_step_and_end_as_the_table_says(seed, preset, players):
    table = play_session(seed, preset, players)
    for page in range(len(table.history)):
        assert_chips_add_up(table.history_page(page))
    last = table.history_page(0)
    assert hand_timeline(last)[-1].stacks == {table.names[s]: c for s, c in table.stacks.items()
                                              if s in dict(last.names)}


def test_side_pots_and_dead_blinds_are_counted():
    # short stacks all-in make side pots; a player back from sitting out posts a dead blind
    table = play_session(5, OMAHA_HILO_NO_LIMIT_1_2, 4, hands=0, stacks=[5, 12, 40, 40])
    table.start_hand()
    while table.to_act is not None:
        table.all_in() if table.legal_actions().all_in is not None else table.call()
    record = table.history_page(0)
    assert len(record.settlement.results) >= 2, "the all-ins make side pots"
    assert_chips_add_up(record)
    assert any("side pot" in s.label for s in hand_timeline(record))
    assert any("サイドポット" in s.label for s in hand_timeline(record, "ja"))

    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
    for seat in range(4):
        table.sit(seat, "ABCD"[seat], 100)
    table.start_hand(); table.fold(); table.fold(); table.fold()
    table.sit_out(3)
    for _ in range(2):
        table.start_hand(); table.fold(); table.fold()
    table.sit_in(3, post=True)
    hand = table.start_hand()
    while table.to_act is not None:
        table.check() if table.legal_actions().check else table.call()
    assert hand.dead == 1
    steps = hand_timeline(hand)
    assert [s.label for s in steps if s.phase == "blinds"][-2:] == ["D: posts 2",
                                                                     "D: dead blind 1"]
    assert_chips_add_up(hand.record)


def test_the_walkthrough_hand_step_by_step():
    table = the_walkthrough_hand()
    steps = hand_timeline(table.history_page(0))
    assert [s.label for s in steps[:4]] == ["start", "Ann: small blind 1", "Bob: big blind 2",
                                            "Cho calls 2"]
    pots = {s.phase: s.pot for s in steps}           # the pot at the end of each phase
    assert (pots["preflop"], pots["flop"], pots["turn"], pots["river"]) == (8, 16, 24, 24)
    assert steps[-1].label == "main pot 24 → Bob 12, Cho 12"
    assert steps[-1].stacks == {"Ann": 58, "Bob": 82, "Cho": 102, "Dee": 118}
    ja = hand_timeline(table.history_page(0), "ja")
    assert [s.label for s in ja[:4]] == ["開始", "Ann: スモールブラインド 1",
                                         "Bob: ビッグブラインド 2", "Cho: コール 2"]
    assert ja[-1].label == "メインポット 24 → Bob 12, Cho 12"
    assert [(s.pot, s.stacks) for s in ja] == [(s.pot, s.stacks) for s in steps]


def test_an_uncalled_bet_comes_back_before_the_pot_is_won():
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3)
    for seat, name in enumerate(["Ann", "Bob", "Cho"]):
        table.sit(seat, name, 50)
    hand = table.start_hand(button=0)              # Bob small blind, Cho big blind, Ann first
    table.raise_to(4); table.fold(); table.fold()
    *_, back, won = hand_timeline(hand)
    assert back.label == "2 uncalled back to Ann" and back.pot == 5
    assert won.label == "main pot 5 → Ann 5" and won.stacks["Ann"] == 53
    assert hand.board == [], "nobody called: no flop is dealt"


def test_the_chart_draws_the_timeline_with_names_and_whole_chips():
    table = the_walkthrough_hand()
    record = table.history_page(0)
    steps = hand_timeline(record)
    top, bottom = timeline_chart(record)
    lines = {line.get_label(): list(line.get_ydata()) for line in top.get_lines()
             if not line.get_label().startswith("_")}
    assert lines == {f"{n} ({steps[0].stacks[n]} → {steps[-1].stacks[n]})":
                     [s.stacks[n] for s in steps] for n in steps[0].stacks}
    pot_line = next(line for line in bottom.get_lines() if line.get_label() == "pot")
    assert list(pot_line.get_ydata()) == [s.pot for s in steps]
    assert [t.get_text() for t in bottom.get_xticklabels()] == [s.label for s in steps]
    for ax in (top, bottom):
        ticks = ax.get_yticks()
        assert all(float(t).is_integer() for t in ticks)
    legend = [t.get_text() for t in top.get_legend().get_texts()]
    assert [t.split(" ")[0] for t in legend] == ["Ann", "Bob", "Cho", "Dee"]
    assert "flop" in [t.get_text() for t in top.texts]
    plt.close("all")


def test_the_chart_speaks_japanese():
    record = the_walkthrough_hand().history_page(0)
    top, bottom = timeline_chart(record, lang="ja")
    assert top.get_title() == TEXT("title", "ja", number=1)
    assert bottom.get_ylabel() == "ポット（チップ）"
    assert "フロップ" in [t.get_text() for t in top.texts]
    assert bottom.get_xticklabels()[1].get_text() == "Ann: スモールブラインド 1"
    plt.close("all")


def test_bad_arguments_are_refused_with_a_sentence():
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
    table.sit(0, "Ann", 100); table.sit(1, "Bob", 100)
    hand = table.start_hand()
    before = table.snapshot()
    with pytest.raises(HandStateError, match="still being played"):
        hand_timeline(hand)
    with pytest.raises(HandStateError, match="still being played"):
        timeline_chart(hand)
    assert table.snapshot() == before
    table.fold()
    for junk in (None, table, "hand", 3, [hand]):
        with pytest.raises(TableError, match="finished Omaha hand"):
            hand_timeline(junk)
    with pytest.raises(RulesError, match="lang must be"):
        hand_timeline(hand, lang="fr")
    with pytest.raises(TableError, match="two matplotlib Axes"):
        timeline_chart(hand, axes=[1, 2])
    plt.close("all")


def test_players_with_the_same_name_keep_their_own_lines():
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3)
    for seat in range(3):
        table.sit(seat, "Sam", 40)
    table.start_hand(); table.fold(); table.fold()
    steps = hand_timeline(table.history_page(0))
    assert list(steps[0].stacks) == ["Sam (seat 0)", "Sam (seat 1)", "Sam (seat 2)"]
    assert_chips_add_up(table.history_page(0))


def test_both_languages_have_every_text():
    assert set(TEXT.keys()) >= {"fold", "check", "call", "bet", "raise", "small blind",
                                "big blind", "post", "dead", "uncalled", "pot"}
    # every part of the hand has a label in both languages; the Japanese ones are the
    # article's words (the start has no label: nothing happened yet)
    assert {p: TEXT(f"phase_{p}", "ja") for p in PHASES} == {
        "start": "", "blinds": "ブラインド", "preflop": "プリフロップ", "flop": "フロップ",
        "turn": "ターン", "river": "リバー", "end": "ポット"}
    assert [TEXT(f"phase_{p}", "en") for p in PHASES] == [
        "", "blinds", "preflop", "flop", "turn", "river", "pots"]


def test_the_learners_seat_is_spoken_to_in_the_second_person():
    from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OmahaTable

    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
    for seat, name in enumerate(["Ann", "Bob", "Cho"]):
        t.sit(seat, name, 100)
    t.start_hand()
    while t.to_act is not None:
        t.call() if t.legal_actions().call else t.check()
    labels = [s.label for s in hand_timeline(t.hand, "en", learner=0)]
    assert "You call 2" in labels and "Bob calls 1" in labels
    assert not any(label.startswith(("You calls", "You checks", "Ann")) for label in labels)
    ja = [s.label for s in hand_timeline(t.hand, "ja", learner=0)]
    assert "あなた: コール 2" in ja and "Bob: コール 1" in ja
    # without a learner, every seat is spoken of by name, even one named "You"
    plain = [s.label for s in hand_timeline(t.hand, "en")]
    assert "Ann calls 2" in plain and not any(x.startswith("You") for x in plain)
    with pytest.raises(TableError) as refused:
        hand_timeline(t.hand, "en", learner=3)    # seat 3 is empty
    assert refused.value.key == "seat_not_in_hand"


def test_a_betting_record_of_the_learner_reads_in_the_second_person():
    from pokerlib.betting import ActionRecord

    call, raise_ = ActionRecord(0, "call", added=2, to=2), ActionRecord(0, "raise", added=4, to=6)
    assert call.describe("en", learner=0) == "You call 2"
    assert raise_.describe("en", learner=0) == "You raise to 6"
    assert call.describe("ja", learner=0) == "あなた がコール（2）"
    assert call.describe("en", learner=1) == call.describe("en") == "0 calls 2"
