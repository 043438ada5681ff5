"""Lesson 03 in a real browser: the drawn Omaha table greys the opponent who folded before the
learner, and the Hint counts only the opponents still in; Call moves the hand to the flop, Fold
ends it and shows the pot going to an opponent; two seeded hands later the showdown shows who
showed and who mucked; the show-or-muck label is not cut off. In the appendix 03a the equity
explorer recomputes on a new board. Screenshots of the table during a hand and at the showdown
are saved under build/."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect

from pokerlib.course.widgets import OmahaTableUI
from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4

# the clicks after hand 1, each with the status it leads to
CLICKS = [("deal", "Hand #2, preflop"), ("call", "Hand #2, flop"), ("check", "Hand #2, turn"),
          ("check", "Hand #2, river"), ("call", "Hand #2 is over"),
          ("deal", "Hand #3, preflop"), ("call", "Hand #3, flop"), ("check", "Hand #3, turn"),
          ("check", "Hand #3, river"), ("check", "Hand #3 is over")]


def expected_showdown() -> list[str]:
    """The lesson's seeded table played in Python with the browser's clicks: hand 3's
    showdown as "<name> shows" / "<name> mucks", in the order the rules give."""
    ui = OmahaTableUI(rules=OMAHA_HILO_LIMIT_2_4, players=4, seed=7)
    ui.call_button.click()
    ui.fold_button.click()
    for button, _ in CLICKS:
        getattr(ui, f"{button}_button").click()
    record = ui.table.history_page(0)
    names = dict(record.names)
    return [f"{names[e.seat]} {'show' if names[e.seat] == 'You' else 'shows'}" if e.shown
            else f"{names[e.seat]} {'muck' if names[e.seat] == 'You' else 'mucks'}"
            for e in record.showdown]


def show_table(panel) -> None:
    """Scroll so the drawn table is at the top of the window (for a screenshot)."""
    panel.locator(".pokerlib-omaha-table").first.evaluate(
        "e => e.scrollIntoView({block: 'start'})")


def test_lesson03_table(run_notebook, page):
    panel = run_notebook("03_omaha_hi_lo.ipynb")
    status = panel.locator(".pokerlib-omaha-status").first
    status.scroll_into_view_if_needed()
    expect(status).to_contain_text("Hand #1, preflop: your turn")

    # seed 7: Cho folds before the learner acts; the table greys Cho, the Hint counts 2
    table = panel.locator(".pokerlib-omaha-table").first
    expect(table.locator(".pokerlib-seat")).to_have_count(4)
    expect(table.locator(".pokerlib-seat-folded")).to_contain_text("Cho")
    expect(table.locator(".pokerlib-seat-to-act")).to_contain_text("You")
    panel.locator("button.pokerlib-omaha-hint").first.click()
    hint = wait_text(page, ".pokerlib-omaha-hint-text", "Hint:")
    assert "against 2 random hands" in hint and "Calling 2 into a pot of 3 needs 40.0%" in hint
    show_table(panel)
    screenshot(page, "lesson03_table_playing.png")

    panel.locator("button.pokerlib-omaha-call").first.click()
    after_call = wait_text(page, ".pokerlib-omaha-status", "Hand #1, flop: your turn")
    assert "check" in after_call  # nobody has bet on the flop yet

    panel.locator("button.pokerlib-omaha-fold").first.click()
    wait_text(page, ".pokerlib-omaha-status", "is over")
    expect(panel.locator(".pokerlib-omaha-result").first).to_contain_text(" wins ")

    # the seeded hands 2 and 3, checked and called down: hand 3's showdown in the browser is
    # the one the same clicks give in Python, every hand listed in the rules' order
    for button, then in CLICKS:
        panel.locator(f"button.pokerlib-omaha-{button}").first.click()
        wait_text(page, ".pokerlib-omaha-status", then)
    result = panel.locator(".pokerlib-omaha-result").first
    expect(result).to_contain_text(" shows ")
    text = result.inner_text()
    want = expected_showdown()
    places = [text.find(line) for line in want]
    assert len(want) >= 2 and -1 not in places and places == sorted(places), (want, text)
    expect(table).to_contain_text("Hand #3 · showdown")
    expect(table.locator(".pokerlib-seat-winner")).not_to_have_count(0)

    # the show-or-muck label is whole: no text inside it is clipped
    clipped = panel.locator(".pokerlib-omaha-show").first.evaluate(
        "e => [e, ...e.querySelectorAll('*')].filter(x => x.scrollWidth > x.clientWidth + 1"
        " && x.clientWidth > 0).length")
    assert clipped == 0
    expect(panel.locator(".pokerlib-omaha-show").first).to_contain_text(
        "show my hand even when it is beaten")
    show_table(panel)
    screenshot(page, "lesson03_table_showdown.png")


def test_lesson03a_equity_explorer(run_notebook, page):
    """The appendix's hi/lo equity explorer recomputes, exactly, on a new board."""
    panel = run_notebook("03a_omaha_under_the_hood.ipynb")
    result = panel.locator(".pokerlib-omaha-equity-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("exact: all 820 boards")
    panel.locator(".pokerlib-omaha-equity-board input").first.fill("4c 5h 9s Td")
    panel.locator("button.pokerlib-omaha-equity-run").first.click()
    wait_text(page, ".pokerlib-omaha-equity-result", "exact: all 40 boards")
