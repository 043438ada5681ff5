"""Lesson 00 in a real browser: every cell runs without an error, and the hand explorer's Deal
button changes the hand shown."""

from __future__ import annotations

import re

from pages import screenshot, wait_changed, wait_text
from playwright.sync_api import expect


def test_lesson00_runs_and_its_explorer_deals(run_notebook, page):
    panel = run_notebook("00_cards_and_hands.ipynb")
    # the only error output is the cell that shows a duplicate-card error on purpose
    errors = panel.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert "DuplicateCardError" in panel.inner_text()
    assert errors.count() <= 1
    # the check-yourself cell printed (11, 0)
    assert "(11, 0)" in panel.inner_text()

    result = panel.locator(".pokerlib-hand-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("Flush, ace high")  # starts on the AoF article's hand
    before = result.inner_text()
    panel.locator("button.pokerlib-hand-deal").first.click()
    after = wait_changed(page, ".pokerlib-hand-result", before)
    assert after != before
    assert re.search(r"(Royal flush|Straight flush|Four of a kind|Full house|Flush|Straight|"
                     r"Three of a kind|Two pair|One pair|High card)", after)
    screenshot(page, "lesson00_explorer.png")

    # a mistake is a short sentence that says what is wrong, in place of the result
    box = panel.locator(".pokerlib-hand-cards input").first
    box.fill("As Kd As Qh Jc")
    error = wait_text(page, ".pokerlib-hand-result", "appears twice")
    assert "A♠ appears twice" in error and "Error" not in error and "best_high" not in error
    expect(result.locator(".pokerlib-error")).to_have_count(1)
    result.scroll_into_view_if_needed()
    screenshot(page, "lesson00_explorer_error.png")
