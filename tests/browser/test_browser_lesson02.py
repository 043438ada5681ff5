"""Lessons 02 and 02b in a real browser. Lesson 02: the drawn AoF table (seats round the oval,
the learner to act), the hint reads the equilibrium for the learner's hand; a double click on
All-in settles the hand once (everyone folds to the learner: 14 uncalled back, the pot of 5 won)
and shows no error; the next hand reaches an all-in showdown. Lesson 02b: the table's hint and
the push/fold chart following the stack-depth slider. Screenshots are saved under build/."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect

from pokerlib.course.widgets import AofTableUI
from pokerlib.equity import hand_class


def show_table(panel) -> None:
    """Scroll so the drawn table is at the top of the window (for a screenshot)."""
    panel.locator(".pokerlib-aof-seats").first.evaluate(
        "e => e.scrollIntoView({block: 'start'})")


def test_lesson02_table(run_notebook, page):
    panel = run_notebook("02_aof_holdem.ipynb")
    result = panel.locator(".pokerlib-aof-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("Hand 1: your turn")
    expect(result).to_contain_text("all-in for 16 or fold?")

    # the drawn table: four seats, the learner's at the bottom, to act, with face-up cards
    table = panel.locator(".pokerlib-aof-seats").first
    expect(table.locator(".pokerlib-seat")).to_have_count(4)
    expect(table.locator(".pokerlib-seat-to-act")).to_contain_text("A (you)")
    expect(table.locator(".pokerlib-seat-you .pokerlib-card")).to_have_count(2)
    expect(table).to_contain_text("Pot 3")
    expected = AofTableUI(seed=2026)          # the same seeded table, built here in Python
    cls = hand_class(expected.hand.holes["A"])

    # the hint says what the equilibrium does with the learner's hand
    panel.locator("button.pokerlib-aof-hint").first.click()
    hint = wait_text(page, ".pokerlib-aof-hint-text", "Hint:")
    assert f"{cls} here is" in hint and "(4 players, 8 BB)" in hint and "as CO all-in" in hint
    show_table(panel)
    screenshot(page, "lesson02_table_playing.png")

    # a double click acts once: the hand is settled and the result is not replaced by an error
    panel.locator("button.pokerlib-aof-allin").first.dblclick()
    text = wait_text(page, ".pokerlib-aof-result", "You went all-in")
    assert "14 uncalled back to A" in text and "stack 19" in text
    expect(panel.locator(".pokerlib-aof-result .pokerlib-error")).to_have_count(0)
    expect(panel.locator("button.pokerlib-aof-allin").first).to_be_disabled()
    expect(panel.locator("button.pokerlib-aof-fold").first).to_be_disabled()
    expect(table.locator(".pokerlib-seat-winner")).to_contain_text("wins 5")
    page.wait_for_timeout(500)                # a late second click would show by now
    assert "You went all-in" in result.inner_text()
    expect(panel.locator(".pokerlib-aof-result .pokerlib-error")).to_have_count(0)
    show_table(panel)
    screenshot(page, "lesson02_table_end.png")

    # hand 2 (seeded): the others fold to C and D, who call the learner's all-in: a showdown
    panel.locator("button.pokerlib-aof-next").first.click()
    wait_text(page, ".pokerlib-aof-result", "Hand 2: your turn")
    panel.locator("button.pokerlib-aof-allin").first.click()
    text = wait_text(page, ".pokerlib-aof-result", "Hand 2: You went all-in for 19.")
    assert "Two pair, jacks and threes" in text
    expect(table).to_contain_text("Hand 2 · showdown")
    expect(table.locator(".pokerlib-card")).not_to_have_count(2)   # the board and the hands
    show_table(panel)
    screenshot(page, "lesson02_table_showdown.png")


def test_lesson02b_hint_and_pushfold_chart(run_notebook, page):
    panel = run_notebook("02b_pushfold_strategy.ipynb")

    ranges = panel.locator(".pokerlib-aof-range-text").first
    ranges.scroll_into_view_if_needed()
    expect(ranges).to_contain_text("8 BB, SB all-in")
    panel.locator(".pokerlib-aof-depth .noUi-handle").first.focus()
    for _ in range(10):                 # 8 BB -> 3 BB in steps of 0.5 with the keyboard
        page.keyboard.press("ArrowLeft")
    wait_text(page, ".pokerlib-aof-range-text", "3 BB, SB all-in")

    # the hint says what the equilibrium does with the learner's hand (the same seeded table
    # built here in Python gives the hand class to expect)
    result = panel.locator(".pokerlib-aof-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("Hand 1: your turn")
    cls = hand_class(AofTableUI(seed=2026).hand.holes["A"])
    panel.locator("button.pokerlib-aof-hint").first.click()
    hint = wait_text(page, ".pokerlib-aof-hint-text", "Hint:")
    assert f"{cls} here is" in hint and "(4 players, 8 BB)" in hint and "as CO all-in" in hint
    screenshot(page, "lesson02b_hint.png")
