"""Lessons 02 and 02b in a real browser: going all-in at lesson 02's 4-seat table settles the
hand (everyone folds to the learner: 14 uncalled back, the pot of 5 won); in lesson 02b the
table's hint reads the equilibrium for the learner's hand and the push/fold chart follows the
stack-depth slider."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect

from pokerlib.equity import hand_class
from pokerlib.ui import AofTableUI


def test_lesson02_table(run_notebook, page):
    panel = run_notebook("02_aof_holdem.ipynb")
    result = panel.locator(".pokerlib-aof-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("Hand 1: your turn")
    expect(result).to_contain_text("all-in for 16 or fold?")

    panel.locator("button.pokerlib-aof-allin").first.click()
    text = wait_text(page, ".pokerlib-aof-result", "you all-in")
    assert "14 uncalled back to A" in text and "stack 19" in text
    expect(panel.locator("button.pokerlib-aof-allin").first).to_be_disabled()
    expect(panel.locator("button.pokerlib-aof-fold").first).to_be_disabled()
    screenshot(page, "lesson02_table.png")

    panel.locator("button.pokerlib-aof-next").first.click()
    wait_text(page, ".pokerlib-aof-result", "Hand 2: your turn")


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
