"""Lesson 03 widgets and charts, driven from Python as a learner would drive them."""

from __future__ import annotations

import re

import matplotlib
import pytest

from pokerlib.cards import cards_html
from pokerlib.course.charts import hilo_equity_chart, pot_split_chart, pot_split_parts, stack_chart
from pokerlib.course.widgets import HiLoEquityExplorer, OmahaTableUI
from pokerlib.equity import equity_hilo
from pokerlib.omaha import (
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    OmahaTable,
    stacked_deck,
)

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here


def buttons(ui):
    return {"fold": ui.fold_button, "check": ui.check_button, "call": ui.call_button,
            "bet": ui.bet_button, "raise": ui.raise_button, "all-in": ui.all_in_button}


def check_or_call(ui):
    """The learner checks when they may, else calls (by clicking)."""
    (ui.check_button if not ui.check_button.disabled else ui.call_button).click()


def assert_buttons_match_legal(ui):
    t = ui.table
    if t.to_act != ui.seat:
        assert all(b.disabled for b in buttons(ui).values())
        return
    legal = t.legal_actions()
    names = set(legal.names)
    for name, b in buttons(ui).items():
        assert b.disabled == (name not in names), name
    rng = legal.bet or legal.raise_to
    if rng:
        assert (ui.amount.min, ui.amount.max) == rng and not ui.amount.disabled
    else:
        assert ui.amount.disabled


def test_choices_in_words_say_what_the_engine_says():
    import html

    turns = 0
    for seed, lang in ((0, "en"), (1, "ja"), (2, "en")):
        ui = OmahaTableUI(rules=OMAHA_HILO_NO_LIMIT_1_2, players=4, seed=seed, lang=lang)
        for _ in range(40):
            t = ui.table
            if t.hand.is_over:
                ui.deal_button.click()
                continue
            if t.to_act == ui.seat:   # the status line is the engine's own description
                turns += 1
                assert html.escape(t.legal_actions().describe(lang)) in ui.status.value
            check_or_call(ui)
    assert turns >= 6


def test_table_ui_buttons_and_slider_follow_the_legal_actions():
    ui = OmahaTableUI(rules=OMAHA_HILO_NO_LIMIT_1_2, players=4, seed=2)
    assert ui.table.to_act == ui.seat
    assert_buttons_match_legal(ui)
    assert "your turn" in ui.status.value
    assert ui.deal_button.disabled
    for _ in range(30):          # call or check down, several hands
        t = ui.table
        if t.hand.is_over:
            ui.deal_button.click()
        elif t.to_act == ui.seat:
            check_or_call(ui)
        assert_buttons_match_legal(ui)
    total = 4 * 100 + 100 * sum(ui.rebuys.values())
    assert ui.table.total_chips() == total


def test_slider_amount_is_what_a_raise_uses_and_illegal_amounts_are_shown_not_raised():
    ui = OmahaTableUI(rules=OMAHA_HILO_POT_LIMIT_1_2, players=3, seed=4)
    t = ui.table
    assert t.to_act == ui.seat
    legal = t.legal_actions()
    lo, hi = legal.raise_to
    ui.amount.value = hi
    assert ui.raise_button.description == f"Raise to {hi}"
    n = len(t.hand.actions)
    snap = t.hand.round.snapshot()
    ui.act("raise", hi + 1)                     # above the pot-limit maximum
    assert "maximum" in ui.status.value and t.hand.round.snapshot() == snap
    assert "Error" not in ui.status.value
    ui.raise_button.click()
    first = t.hand.actions[n]
    assert (first.player, first.kind, first.to) == (ui.seat, "raise", hi)


def test_fold_finishes_the_hand_shows_result_history_and_chart():
    ui = OmahaTableUI(players=3, seed=1)
    ui.fold_button.click()
    t = ui.table
    assert t.hand.is_over and not ui.deal_button.disabled
    assert "Hand #1" in ui.result.value and "wins" in ui.result.value
    assert "pokerlib-omaha-potpart" in ui.result.value
    assert "page 1 of 1" in ui.history_view.value
    assert len(ui.stack_axes.get_lines()) == 3
    ui.deal_button.click()
    assert t.hands_played == 2 and "Hand #2" in ui.table_view.value
    while not t.hand.is_over:
        ui.fold_button.click() if t.to_act == ui.seat else None
    ui.prev_button.click()
    assert ui.page == 1 and "Hand #1" in ui.history_view.value
    ui.next_button.click()
    assert ui.page == 0 and "Hand #2" in ui.history_view.value
    assert ui.next_button.disabled


def test_acting_out_of_turn_is_a_message():
    ui = OmahaTableUI(players=3, seed=1)
    ui.fold_button.click()
    ui.act("call")   # the table's own refusal: the hand has moved on without you
    assert "turn" in ui.status.value or "no hand is being played" in ui.status.value
    assert ui.status.value.startswith('<span class="pokerlib-error"')


def test_equity_explorer_chart_and_errors():
    e = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    # the chart is this result's: each hand's equity written over its bars
    assert [f">{p.equity:.1%}</text>" in e.chart.value for p in e.value] == [True, True]
    e.board.value = "4c 5h"
    e.run_button.click()
    assert e.value is None and "0, 3, 4 or 5" in e.result.value
    e.board.value = "4c 5h 9s Td"
    e.run_button.click()
    assert e.value.boards == 40


def test_charts_read_back():
    t = OmahaTable(OMAHA_HILO_NO_LIMIT_1_2, seats=3)
    for s in range(3):
        t.sit(s, "ABC"[s], [10, 100, 100][s])
    t.start_hand(deck=stacked_deck({0: "7d 8d 9c 9d", 1: "Kc Ks Jc Jd", 2: "Qc Qd Tc Td"},
                                   "3h 4h 5c Kh 7s", button=0, seats=[0, 1, 2]), button=0)
    t.all_in(); t.call(); t.call(); t.bet(20); t.call()
    while t.to_act is not None:
        t.check()
    rec = t.history_page(0)
    parts = pot_split_parts(rec.settlement, t.names)
    assert parts == [("main pot", "B (high)", 15), ("main pot", "A (low)", 15),
                     ("side pot 1", "B", 40)]
    ax = pot_split_chart(rec.settlement, t.names)
    assert [p.get_width() for p in ax.patches] == [15, 15, 40]
    ax = stack_chart(t.stack_history, t.names)
    lines = ax.get_lines()
    assert [list(l.get_ydata()) for l in lines] == [[10, 15], [100, 125], [100, 70]]
    r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    ax = hilo_equity_chart(r)
    lows = [b.get_height() for b in ax.containers[1]]
    assert lows == pytest.approx([p.low_share for p in r])


def _check_down_hands(ui, hands):
    """Check or call through ``hands`` more hands; their records."""
    out = []
    while len(out) < hands:
        if ui.table.hand.is_over:
            out.append(ui.table.history_page(0))
            ui.deal_button.click()
        else:
            check_or_call(ui)
    return out


def _beaten_when_shown(rec, seat) -> bool:
    order = [s for s, _ in rec.shown]
    if seat not in order or order[0] == seat:
        return False
    earlier = [r for s, r in rec.shown[:order.index(seat)]]
    mine = dict(rec.shown)[seat]
    lows = [r.low for r in earlier if r.low is not None]
    return (mine.high < max(r.high for r in earlier)
            and (mine.low is None or (lows and mine.low < max(lows))))


def test_show_box_lets_the_learner_show_a_beaten_hand():
    ui = OmahaTableUI(players=3, seed=5)
    me = ui.seat
    assert "pokerlib-omaha-show" in ui.show_box._dom_classes and ui.show_box.value is False
    # by default a beaten hand is mucked
    records = _check_down_hands(ui, 40)
    assert any(me in r.mucked for r in records)
    ui.show_box.value = True                       # the learner ticks the box
    records = _check_down_hands(ui, 40)
    assert not any(me in r.mucked for r in records)
    # shown by choice: the learner's hand neither beat nor tied a hand shown before it
    assert any(_beaten_when_shown(r, me) for r in records)
    ui.show_box.value = False                      # and unticked: mucking again
    records = _check_down_hands(ui, 60)
    assert any(me in r.mucked for r in records)


def test_result_speaks_to_the_learner():
    ui = OmahaTableUI(players=3, seed=5)
    while True:
        _check_down_hands(ui, 1)
        rec = ui.table.history_page(0)
        if 0 in rec.mucked:
            break
    ui.show_result(rec)
    text = ui.result.value
    assert "You muck " in text and "You mucks" not in text
    # the mucked hand is shown, marked as mucked (every player may see the cards used at the
    # showdown), with the cards as every card is drawn
    assert cards_html(dict(rec.hole)[0], size="1em") in text
    assert "You show" in ui.record_html(rec) or "You muck " in ui.record_html(rec)
    for a in rec.actions:
        if a.player == 0:       # the history speaks to the learner too: "You call 2"
            assert re.search(r"You (fold|check|call|bet|raise)\b", ui.record_html(rec))
            assert not re.search(r"You (folds|checks|calls|bets|raises)\b",
                                 ui.record_html(rec))


def test_hint_gives_the_share_against_random_hands_and_the_pot_odds():
    from pokerlib.equity import equity_hilo_vs_random

    ui = OmahaTableUI(players=4, seed=7)
    kinds = set()
    for _ in range(40):
        t = ui.table
        if t.hand.is_over:
            assert ui.hint_button.disabled
            ui.hint()                               # no decision: a message, nothing else
            assert "no decision to make now" in ui.hint_view.value
            ui.deal_button.click()
            continue
        h, legal = t.hand, t.legal_actions()
        assert not ui.hint_button.disabled and ui.hint_view.value == ""
        ui.hint_button.click()
        text = ui.hint_view.value
        # the opponents still in the hand, counted from the betting round itself (a player who
        # folded earlier in this round is out)
        others = sum(1 for s in h.seats if s != ui.seat and s not in h.folded
                     and not (s in h.round.order and h.round.folded(s)))
        want = equity_hilo_vs_random(h.hole[ui.seat], h.board, opponents=others,
                                     seed=h.number).hero
        assert f"against {others} random hand" in text
        assert f"<b>{want.equity:.1%}</b>" in text
        exact = others == 1 and len(h.board) == 5
        assert ("exact: every opponent hand" in text) == exact
        kinds.add("exact" if exact else "estimate")
        assert (" ± " in text) == (not exact)
        if legal.check:
            assert "Checking costs nothing" in text
            kinds.add("check")
        else:
            pot_after = h.pot + legal.call
            assert f"Calling {legal.call} into a pot of {h.pot} needs " \
                   f"{legal.call / pot_after:.1%}" in text
            kinds.add("call")
        check_or_call(ui)
        assert ui.hint_view.value == ""             # acting clears the hint
    assert kinds == {"check", "call", "exact", "estimate"}


def test_hint_counts_only_opponents_still_in_the_hand():
    """seed 7, hand 1: Cho folds before the learner acts (in the same preflop round); the
    Hint must be against the 2 opponents left, not 3."""
    ui = OmahaTableUI(players=4, seed=7)
    h = ui.table.hand
    gone = [a.player for a in h.actions if a.kind == "fold"]
    assert gone and ui.table.to_act == ui.seat
    ui.hint_button.click()
    left = 3 - len(gone)
    assert f"against {left} random hand" in ui.hint_view.value
    view = ui.view()
    for s in gone:                                  # drawn greyed, without cards
        assert view.seats[s].folded and view.seats[s].face_down == 0
        assert view.seats[s].note == "fold"
    assert f'pokerlib-seat-folded" data-seat="{gone[0]}"' in ui.table_view.value


def test_a_double_click_acts_once_and_keeps_the_result():
    ui = OmahaTableUI(players=3, seed=1)
    t = ui.table
    seen = []
    act = t.act

    def learner_acts(*a, **kw):   # the opponents (bots) act through the table too: not counted
        if t.to_act == ui.seat:
            seen.append(ui.fold_button.disabled and ui.deal_button.disabled)
        return act(*a, **kw)

    t.act = learner_acts
    ui.fold_button.click()                          # ends the hand
    assert seen == [True] and t.hand.is_over and ui.fold_button.disabled
    status, result, snap = ui.status.value, ui.result.value, t.snapshot()
    ui.fold_button.click()                          # the double click's second half
    ui.call_button.click()
    assert (ui.status.value, ui.result.value, t.snapshot()) == (status, result, snap)
    assert "is over" in status and " wins " in result
    ui.deal_button.click()
    ui.deal_button.click()                          # a second Deal deals nothing more
    assert t.hands_played == 2 and not t.hand.is_over


def test_the_drawn_table_during_a_hand_and_at_the_showdown():
    ui = OmahaTableUI(players=4, seed=2)
    t = ui.table
    seen_showdown = False
    for _ in range(60):
        h = t.hand
        view = ui.view()
        page = ui.table_view.value
        assert [s.name for s in view.seats] == ["You", "Ann", "Bob", "Cho"]
        for s, seat in enumerate(view.seats):
            assert f">{seat.name}</b>" in page and f"stack {seat.stack}<" in page
            assert seat.stack == t.stacks[s] and seat.button == (s == h.button)
            if not h.is_over:
                assert seat.in_front == h.in_front(s) and seat.to_act == (s == t.to_act)
                assert seat.cards == (h.hole[s] if s == ui.seat else ())
        if h.is_over:
            rec = h.record
            shown = dict(rec.shown)
            for s, seat in enumerate(view.seats):
                assert seat.cards == (h.hole[s] if s in shown or s == ui.seat else ())
                assert seat.won == rec.winners.get(s, 0)
            if len(shown) > 1:
                seen_showdown = True
                assert "showdown" in view.title and view.pots
                names = set(dict(rec.names).values())
                for pot in view.pots:                 # names, never seat numbers
                    assert all(x.name in names for x in pot.shares)
                    assert sum(x.chips for x in pot.shares) == pot.amount
                text = re.sub(r"<[^>]+>", " ", ui.result.value + ui.history_view.value + page)
                assert "high: high:" not in text and "seat" not in text
            ui.deal_button.click()
        else:
            check_or_call(ui)
    assert seen_showdown


def test_show_box_label_has_room():
    ui = OmahaTableUI(players=3, seed=1)
    assert ui.show_box.style.description_width == "initial"
    assert ui.show_box.layout.width == "auto"


#: English words of the Omaha table's status lines, results, hints and history: a Japanese
#: table must show none of them.
ENGLISH = re.compile(r"\b(Hand|your|turn|fold|folds|check|checks|call|calls|bet|bets|raise|"
                     r"raises|Pot|pot|You|wins|win|shows|mucks|muck|high|low|board|posts|"
                     r"blind|small|big|preflop|flop|river|showdown|over|uncalled|returned|"
                     r"against|random|hands|exact|Monte|Carlo|Calling|Checking|Hint|scoop|"
                     r"split|only|page|stack|button|Flush|Straight|pair|Pair|kind|house)\b")


def test_japanese_table():
    ui = OmahaTableUI(players=4, seed=7, lang="ja")
    assert [b.description for b in (ui.fold_button, ui.check_button, ui.deal_button,
                                     ui.all_in_button, ui.hint_button)] == [
        "フォルド", "チェック", "次のハンドを配る", "オールイン", "ヒント"]
    assert ui.table.names[0] == "あなた"
    assert "あなたの番" in ui.status.value and "プリフロップ" in ui.status.value
    assert "マック" in ui.show_box.description
    ui.hint_button.click()
    assert "ランダムな2ハンド" in ui.hint_view.value        # Cho has folded
    texts = []
    for _ in range(60):
        t = ui.table
        if t.hand.is_over:
            texts.append(ui.result.value + ui.history_view.value)
            ui.deal_button.click()
        else:
            ui.hint_button.click()
            texts.append(ui.hint_view.value)
            check_or_call(ui)
        texts.append(ui.status.value + ui.table_view.value)
    assert any("ショーダウン" in x for x in texts) and any("獲得" in x for x in texts)
    for x in texts:
        shown = re.sub(r"<[^>]+>", " ", x)
        assert not ENGLISH.search(shown), (ENGLISH.search(shown), shown)
    ui.act("call") if ui.table.to_act != ui.seat else ui.deal()
    assert ("の番です" in ui.status.value or "ハンドは始まっていません" in ui.status.value
            or "まだ続いています" in ui.status.value), ui.status.value


def test_the_header_does_not_say_you_play_you():
    from pokerlib.course.widgets import OmahaTableUI
    from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4

    for lang, bad in (("en", "you play You"), ("ja", "あなたはテーブルの下側のあなたです")):
        header = OmahaTableUI(rules=OMAHA_HILO_LIMIT_2_4, players=4, seed=7,
                              lang=lang).widget.children[0].value
        assert bad not in header and ("bottom of the table" in header or "下側" in header)
    named = OmahaTableUI(rules=OMAHA_HILO_LIMIT_2_4, players=4, seed=7, name="Kai", lang="ja")
    assert "下側のKaiです" in named.widget.children[0].value


@pytest.mark.parametrize("lang, words", [
    ("en", "shown here only for learning: at a real table they are thrown away unseen"),
    ("ja", "学習のためにここでだけ見せています")])
def test_mucked_hands_are_labelled_as_shown_only_for_learning(lang, words):
    # lesson 03 says a muck is thrown away unseen: the table shows mucked hands and says why
    ui = OmahaTableUI(players=4, seed=7, lang=lang)
    seen = 0
    for _ in range(40):
        while not ui.table.hand.is_over:
            ui.act("check" if ui.table.legal_actions().check else "call")
        rec = ui.table.hand.record
        if rec.mucked:
            seen += 1
            assert words in ui.result.value and words in ui.history_view.value
        else:
            assert words not in ui.result.value
        ui.deal()
    assert seen
