"""Lesson 02 widgets, driven from Python as a learner would drive them (the charts are tested
in test_plots.py)."""

from __future__ import annotations

import re

import matplotlib
import matplotlib.pyplot as plt
import pytest

from pokerlib.aof import pushfold_equilibrium
from pokerlib.course.widgets import AofTableUI, EquityExplorer, PushFoldChart
from pokerlib.equity import equity

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here


@pytest.fixture(autouse=True)
def _close():
    yield
    plt.close("all")


def test_table_first_hand_waits_for_the_learner():
    t = AofTableUI(seed=3)
    assert t.hand.to_act == "A" and t.session.hands_played == 0
    assert not t.allin_button.disabled and not t.fold_button.disabled
    assert t.next_button.disabled
    assert "your turn" in t.result_html.value
    assert "pokerlib-aof-allin" in t.allin_button._dom_classes
    assert "pokerlib-aof-result" in t.result_html._dom_classes


def test_all_in_click_plays_the_hand_out():
    t = AofTableUI(seed=3)
    t.allin_button.click()
    h = t.hand
    assert h.is_over and ("A", "all-in") in [(p, str(a)) for p, a in h.actions]
    assert t.allin_button.disabled and t.fold_button.disabled and not t.next_button.disabled
    assert t.result_html.value.startswith("<b>Hand 1:</b>")
    assert "You went all-in for 16." in t.result_html.value
    # the hand's pots and the session's stacks, as SVG, with the players' names
    assert t.stacks_chart.value.startswith("<svg") and ">A (you)</text>" in t.stacks_chart.value
    assert ">main pot: " in t.pots_chart.value and t.pots_chart.layout.display is None
    assert "main pot" in t.pots_html.value
    assert t.session.history[-1] == t.session.stacks
    assert sum(t.session.stacks.values()) == 64


def test_fold_click_then_next_hand():
    t = AofTableUI(seed=3)
    t.fold_button.click()
    assert t.hand.is_over and dict(t.hand.actions)["A"] == "fold"
    assert t.session.stacks["A"] == 16  # A posted nothing on the first hand
    before = t.session.hands_played
    t.next_button.click()
    # the bots act up to the learner, and the new hand waits for them
    assert t.session.hands_played == before and not t.hand.is_over and t.hand.to_act == "A"
    assert t.session.button == "C" and len(t.session.hands) == 2


def hand_state(h):
    """Everything a click may change in a hand, read through its public attributes."""
    return (dict(h.behind), dict(h.bets), tuple(h.folded), tuple(h.actions), h.to_act,
            h.board, h.settlement, tuple(h.log))


def test_refused_actions_show_a_sentence_and_change_nothing():
    t = AofTableUI(seed=3)
    t.fold_button.click()
    state = hand_state(t.hand)
    t.act("all-in")                 # the hand is over: refused, with the reason
    assert "the hand is over" in t.result_html.value and "Error" not in t.result_html.value
    assert hand_state(t.hand) == state
    t2 = AofTableUI(seed=3)
    t2.next_hand()                  # hand not over yet
    assert "finish this hand first" in t2.result_html.value
    assert t2.session.hands_played == 0


def test_a_double_click_acts_once_and_keeps_the_result():
    """In the browser a quick double click sends a second click before the first answer
    arrives: it finds the button disabled and does nothing, so the result stays on show."""
    t = AofTableUI(seed=3)
    seen = []
    act = t.session.act
    t.session.act = lambda *a: (seen.append((t.allin_button.disabled,
                                             t.next_button.disabled)), act(*a))[1]
    t.allin_button.click()
    assert seen == [(True, True)]   # every button was disabled before the hand was played
    result, state = t.result_html.value, hand_state(t.hand)
    assert t.hand.is_over and t.allin_button.disabled and not t.next_button.disabled
    t.allin_button.click()          # the double click's second half
    t.fold_button.click()
    assert t.result_html.value == result and hand_state(t.hand) == state
    assert "over" not in result and "You went all-in" in result
    t.next_button.click()
    t.next_button.click()           # a second Next deals nothing more
    assert t.session.hands_played == 1 and len(t.session.hands) == 2


def test_a_whole_session_by_clicking_restarts_when_over():
    t = AofTableUI(seed=8)
    sessions = t.sessions
    for _ in range(200):
        if t.hand.to_act == "A":
            t.allin_button.click()
        t.next_button.click()
        if t.sessions > sessions:
            break
    assert t.sessions == sessions + 1  # always all-in ends the session fast
    assert t.session.hands_played == 0 and sum(t.session.stacks.values()) == 64


def test_equity_explorer():
    e = EquityExplorer()
    e.hand_boxes[0].value, e.hand_boxes[1].value, e.hand_boxes[2].value = \
        "Ah Kh", "Qc Qd", "9s 8s"
    e.board_box.value = "Qh 9h 2c"
    e.run_button.click()
    want = equity(["Ah Kh", "Qc Qd", "9s 8s"], "Qh 9h 2c")
    assert e.result.equities == want.equities
    assert "pokerlib-equity" in e.result_html.value
    assert f">{e.result.equities[0]:.1%}</text>" in e.chart.value      # this result, drawn
    e.hand_boxes[1].value = "Ah Qd"
    e.run_button.click()
    assert e.result is None and "A♥ is both in hand 1 and in hand 2" in e.result_html.value
    assert not e.chart.value                      # the old chart went with the old result
    assert "Error" not in e.result_html.value


def test_pushfold_chart_slider_and_toggle():
    c = PushFoldChart(stack_bb=8)
    assert c.range.name == "SB all-in" and c.range.share == pushfold_equilibrium(8).ranges[0].share
    first = c.chart.value
    c.depth.value = 3
    assert c.result.stack_bb == 3 and c.range.share > 0.7
    assert "3 BB" in c.summary.value and c.chart.value != first
    c.which.value = "BB calls SB"
    assert c.range.name == "BB calls SB"
    assert c.range.share == pushfold_equilibrium(3).ranges[1].share


def test_hint_reads_the_equilibrium_chart_for_the_learners_hand():
    from pokerlib.equity import hand_class

    seen, facings, depths = set(), set(), set()
    for seed in range(6):
        t = AofTableUI(seed=seed)
        for n in range(15):
            h = t.hand
            if h.to_act == "A" and len(h.players) == 4:
                # the chart to read: 4 players, the shipped depth nearest the effective stack
                eff = sorted(h.start.values())[-2] / h.rules.big_blind
                depth = min(range(4, 16), key=lambda d: abs(d - eff))  # shipped: 4-15 BB
                facing = tuple(h.position(p) for p, a in h.actions if str(a) == "all-in")
                cls = hand_class(h.holes["A"])
                freq = pushfold_equilibrium(depth, players=4).range(
                    h.position("A"), facing).frequency(cls)
                assert not t.hint_button.disabled and t.hint_html.value == ""
                t.hint_button.click()
                text = t.hint_html.value
                assert f" {cls} {freq:.0%} of the time" in text
                assert f"(4 players, {depth} BB" in text
                assert ("calls" in text) == bool(facing)
                want = "all-in" if freq >= 0.995 else "fold" if freq <= 0.005 else "mixed"
                assert f"here is <b>{want}" in text
                seen.add(want)
                facings.add(bool(facing))
                depths.add(depth)
                (t.fold_button if n % 2 else t.allin_button).click()  # acting clears the hint
                assert t.hint_html.value == ""
            if t.hand.is_over:
                assert t.hint_button.disabled
                t.hint()                            # no decision now: a message, no change
                assert "no decision to make now" in t.hint_html.value
                t.next_button.click()
    assert seen == {"all-in", "fold", "mixed"} and facings == {True, False} and len(depths) > 1


def seat_of(view, name):
    return next(s for s in view.seats if s.name.split(" ")[0].split("（")[0] == name)


def test_the_drawn_table_shows_what_the_learner_may_see():
    t = AofTableUI(seed=3)
    h, view = t.hand, t.view()
    assert [s.name for s in view.seats] == ["A (you)", "B", "C", "D"]
    for p in h.players:
        seat = seat_of(view, p)
        assert seat.stack == h.behind[p] and seat.in_front == h.bets[p]
        assert seat.to_act == (p == "A") and seat.button == (p == h.button)
        assert seat.blind == ("SB" if p == h.small_blind else "BB" if p == h.big_blind else "")
        # only the learner's own cards face up while the hand is played
        assert (seat.cards, seat.face_down) == ((h.holes[p], 0) if p == "A" else ((), 2))
    assert view.pot == h.pot and view.board == () and view.title == "Hand 1"
    page = t.table_html.value
    assert "pokerlib-seat-to-act" in page and "Pot 3" in page
    for s in view.seats:
        assert f">{s.name}</b>" in page and f"stack {s.stack}<" in page


def test_the_drawn_table_at_an_all_in_showdown():
    for seed in range(20):
        t = AofTableUI(seed=seed)
        t.allin_button.click()
        h = t.hand
        if len(h.live) > 1:
            break
    view = t.view()
    assert view.board == h.board and len(h.board) == 5 and view.pot == 0
    assert view.title == "Hand 1 · showdown"
    for p in h.players:
        seat = seat_of(view, p)
        assert seat.folded == (p in h.folded) and seat.in_front == 0
        assert seat.stack == t.session.stacks[p]
        if p in h.live:                              # every hand still in is shown
            assert seat.cards == h.holes[p] and seat.note == h.values[p].describe()
        won = sum(c for r in h.settlement.results for q, c in r.shares if q == p)
        assert seat.won == won
    shares = [(x.name, x.chips) for pot in view.pots for x in pot.shares]
    assert sum(c for _, c in shares) == sum(r.pot.amount for r in h.settlement.results)
    assert all(not name.isdigit() for name, _ in shares)
    page = t.table_html.value
    assert "pokerlib-seat-folded" in page or not h.folded
    assert "high: high:" not in t.pots_html.value and "high: high:" not in page


def test_japanese_table():
    t = AofTableUI(seed=2026, lang="ja")
    assert (t.allin_button.description, t.fold_button.description,
            t.next_button.description, t.hint_button.description) == (
        "オールイン", "フォールド", "次の一局", "ヒント")
    assert "あなたの番です" in t.result_html.value and "ポット 3" in t.table_html.value
    assert "A（あなた）" in t.table_html.value
    t.hint_button.click()
    assert "ヒント" in t.hint_html.value and "均衡" in t.hint_html.value
    assert "COのオールイン" in t.hint_html.value
    t.allin_button.click()
    assert "あなたは16でオールインしました。" in t.result_html.value
    assert "未対応額 14はA（あなた）に返却されました。" in t.result_html.value
    assert "メインポット" in t.pots_html.value and "メインポット" in t.table_html.value
    t.act("fold")
    assert "この一局は終わりました" in t.result_html.value
    t.hint()
    assert "いまは決めることがありません" in t.hint_html.value
    for n in range(30):                              # a few hands: no English left
        if t.hand.to_act == "A":
            (t.allin_button if n % 3 else t.fold_button).click()
        shown = re.sub(r"<[^>]+>", " ", t.result_html.value + t.table_html.value
                       + t.pots_html.value)
        assert not ENGLISH.search(shown), ENGLISH.search(shown)
        t.next_button.click()


#: English words of the AoF table's status lines, results and drawn table (and of the hands'
#: names): a Japanese table must show none of them.
ENGLISH = re.compile(r"\b(Hand|your|turn|fold|folded|Pot|pot|You|went|all-in|main|side|"
                     r"uncalled|back|result|stack|Session|over|with|showdown|wins|out|chips|"
                     r"pair|Pair|high|flush|Flush|straight|Straight|kind|full|house|to)\b")


def test_a_bad_language_is_refused():
    from pokerlib.errors import RulesError

    with pytest.raises(RulesError, match="lang"):
        AofTableUI(lang="fr")


def test_a_disabled_next_hand_button_is_drawn_grey():
    t = AofTableUI(seed=3)
    assert t.next_button.disabled and t.next_button.button_style == ""   # hand in play
    t.fold_button.click()
    assert not t.next_button.disabled and t.next_button.button_style == "info"
    t.next_button.click()
    assert t.next_button.disabled and t.next_button.button_style == ""


def test_the_japanese_aof_table_says_the_articles_words_for_returned_chips_and_points():
    """The AoF article says 未対応額 for the part nobody matched and counts in 点: the drawn
    table's note and the pots table say so too (Omaha keeps its own article's words)."""
    from pokerlib.course.widgets.table_view import pots_table_html, settled_pots
    from pokerlib.pots import settle

    s = settle({"A": 16, "B": 2}, [], order=["A", "B"], high={"A": 5, "B": 9})
    pots, notes = settled_pots(s, {"A": "A", "B": "B"}, "ja", game="aof")
    assert notes == ("未対応額14はAに戻る",)
    assert "<th style='text-align:left;padding:0 8px'>点</th>" in pots_table_html(pots, "ja", "aof")
    _, omaha_notes = settled_pots(s, {"A": "A", "B": "B"}, "ja")
    assert omaha_notes == ("コールされなかった14はAに戻る",)
