"""Work started ahead of a click (pokerlib.course.ahead) gives what the click would have
computed: a drill widget that deals its next spot in the background deals the same spots as a
drill that does not, an error raised in the background is raised at the click, and the Oasis table's
advice computed ahead is the advisor's for the hand as it stands (after an exchange too)."""

from __future__ import annotations

import threading

import pytest

from pokerlib.course import ahead as ahead_module
from pokerlib.course.ahead import Ahead
from pokerlib.course.drills import OasisDrill, PushFoldDrill, SplitDrill
from pokerlib.course.widgets import OasisDrillUI, OasisTableUI, PushFoldDrillUI, SplitDrillUI
from pokerlib.errors import DrillError
from pokerlib.oasis import advise


@pytest.fixture
def learner_clicks(monkeypatch):
    """Work ahead as in a notebook (pytest has no kernel, where nothing is done ahead)."""
    monkeypatch.setattr(ahead_module, "ENABLED", True)


def settled(ahead: Ahead) -> Ahead:
    """``ahead`` once its work has finished (the tests wait for the background thread)."""
    assert ahead._work is not None and ahead._work.done.wait(10)
    return ahead


def test_take_gives_the_started_result_once_and_computes_anything_else():
    calls = []

    def work(x):
        calls.append((x, threading.current_thread().name))
        return x * 2

    ahead = Ahead(delay=0, enabled=True)
    ahead.start(1, work, 21)
    ahead.start(1, work, 21)                   # already on its way: not started twice
    assert settled(ahead).take(1, work, 21) == 42
    assert calls == [(21, "pokerlib-ahead")]
    assert ahead.take(1, work, 5) == 10        # taken already: computed now, in this thread
    assert calls[-1][1] == threading.current_thread().name
    ahead.start(2, work, 1)
    assert ahead.take(3, work, 4) == 8         # another key: the one started is not used


def test_an_error_in_the_background_is_raised_at_the_click():
    def refuse():
        raise DrillError("no spot here")

    ahead = Ahead(delay=0, enabled=True)
    ahead.start("k", refuse)
    with pytest.raises(DrillError, match="no spot here"):
        settled(ahead).take("k", refuse)


def test_work_for_a_stale_key_that_has_not_begun_is_dropped():
    ran = []
    ahead = Ahead(delay=0.3, enabled=True)
    ahead.start(1, ran.append, 1)              # waits its delay...
    ahead.start(2, ran.append, 2)              # ...and is dropped for the new key
    assert settled(ahead).take(2, ran.append, 2) is None and ran == [2]


def test_a_click_before_the_work_began_computes_the_answer_itself():
    ahead = Ahead(delay=5, enabled=True)
    ahead.start(1, threading.current_thread)
    assert ahead.take(1, threading.current_thread) is threading.current_thread()


def test_a_click_does_not_wait_for_work_the_machine_starves():
    """Work at the lowest priority may get no CPU at all on a busy machine: a click that finds
    it running computes the same answer beside it, and the first to finish answers."""
    starved, began = threading.Event(), threading.Event()
    threads = []

    def work(x):
        threads.append(threading.current_thread().name)
        if len(threads) == 1:                  # the work ahead: starved until released
            began.set()
            starved.wait(30)
        return x * 3

    ahead = Ahead(delay=0, enabled=True)
    ahead.start("k", work, 7)
    assert began.wait(10)
    answers = []
    click = threading.Thread(target=lambda: answers.append(ahead.take("k", work, 7)))
    click.start()
    click.join(10)
    try:
        assert not click.is_alive() and answers == [21]
        assert threads == ["pokerlib-ahead", "pokerlib-ahead"]   # the rival: its own thread
    finally:
        starved.set()


def test_work_that_finishes_first_answers_the_race_and_its_error_too():
    gate, began = threading.Event(), threading.Event()
    calls = []

    def work():
        calls.append(threading.current_thread().native_id)
        if len(calls) == 1:
            began.set()
            gate.wait(30)
            raise DrillError("from the work ahead")
        gate.set()                             # the rival lets the work ahead go on...
        assert ahead_work.done.wait(30)        # ...and finishes only after it has
        return "rival"

    ahead = Ahead(delay=0, enabled=True)
    ahead.start("k", work)
    ahead_work = ahead._work
    assert began.wait(10) and ahead_work is not None
    with pytest.raises(DrillError, match="from the work ahead"):
        ahead.take("k", work)


@pytest.mark.parametrize("make", [lambda: (OasisDrill(seed=5), OasisDrillUI(seed=5)),
                                  lambda: (PushFoldDrill(seed=5), PushFoldDrillUI(seed=5)),
                                  lambda: (PushFoldDrill(players=3, seed=5),
                                           PushFoldDrillUI(players=3, seed=5)),
                                  lambda: (SplitDrill(seed=5), SplitDrillUI(seed=5))])
def test_a_drill_widget_dealing_ahead_deals_the_same_spots(make, learner_clicks):
    plain, ui = make()
    ahead = ui.drill
    for i in range(4):
        a = plain.next()
        ui.next_spot()                # takes the spot dealt ahead (after the first one)
        b = ahead.spot
        assert repr(a) == repr(b) and plain._analysis == ahead._analysis
        if i == 1:                    # a spot of one's own in between: the one ahead is stale
            plain.use(a)
            ahead.use(b)
            ui.prepare_next()
        assert plain.grade(_some_answer(plain)) == ahead.grade(_some_answer(ahead))
    assert ahead.spots_dealt == plain.spots_dealt == 5


def test_after_a_spot_is_shown_the_next_one_is_dealt_in_the_background(learner_clicks):
    ui = SplitDrillUI(seed=2)                  # shows spot 1 and deals spot 2 ahead
    drill = ui.drill
    threads = []
    deal = drill.deal_spot

    def spy(n):
        threads.append((n, threading.current_thread().name))
        return deal(n)

    drill.deal_spot = spy
    for _ in range(2):
        settled(ui._ahead)
        drill.grade(_some_answer(drill))
        ui.next_spot()
    settled(ui._ahead)
    assert drill.spots_dealt == 3
    # spots 2 and 3 were taken from the work ahead (spot 2 was dealt before the spy): spots
    # 3 and 4 were dealt once each, in the background thread, never at the click
    assert [n for n, _ in threads] == [3, 4]
    assert all(name.startswith("pokerlib-ahead") for _, name in threads)


def test_a_spot_dealt_ahead_for_another_drill_kind_is_refused_and_changes_nothing():
    drill, other = SplitDrill(seed=1), PushFoldDrill(seed=1)
    before = drill.state()
    with pytest.raises(DrillError):
        drill.next(other.deal_spot(1))
    assert drill.state() == before


def _some_answer(drill):
    spot = drill.spot
    if isinstance(drill, OasisDrill):
        return "raise"
    if isinstance(drill, SplitDrill):
        return spot.payouts()
    return "fold"


def test_the_oasis_tables_advice_computed_ahead_is_the_advisors(learner_clicks):
    t = OasisTableUI(seed=11)
    g = t.game
    settled(t._ahead)                          # computed in the background while we looked
    t.show_advice()
    assert [(o.label, o.ev) for o in t.advice] == [
        (o.label, o.ev) for o in advise(g.hand, g.upcard, g.rules)]
    t.card_buttons[0].value = True
    t.exchange_button.click()
    g = t.game
    settled(t._ahead)
    t.show_advice()
    want = advise(g.hand, g.upcard, g.rules, dead=g.discarded,
                  exchanges_left=g.rules.max_exchanges - len(g.exchanges))
    assert [(o.label, o.ev) for o in t.advice] == [(o.label, o.ev) for o in want]


def test_outside_a_kernel_nothing_is_done_ahead():
    assert ahead_module.ENABLED is None and not ahead_module.working_ahead()
    ahead, ran = Ahead(delay=0), []
    ahead.start(1, ran.append, 1)
    assert ahead._work is None
    assert ahead.take(1, ran.append, 1) is None and ran == [1]      # computed at the click


def test_the_work_runs_at_the_lowest_priority():
    import os
    import sys
    if not sys.platform.startswith("linux"):
        pytest.skip("thread priorities are set on Linux only")
    ahead = Ahead(delay=0, enabled=True)
    ahead.start(1, lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
    assert settled(ahead).take(1, int) == 19
