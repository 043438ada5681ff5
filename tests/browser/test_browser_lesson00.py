"""Lesson 00 in a real browser: every cell runs without an error, the deliberate mistake shows a
sentence instead of a traceback, the best five cards are marked in gold, and the hand explorer's
Deal button changes the hand shown."""

from __future__ import annotations

import re

from pages import screenshot, wait_changed, wait_text
from playwright.sync_api import expect

GOLD = "rgb(255, 229, 138)"   # cards_html's highlight colour, #ffe58a


def test_lesson00_runs_marks_the_best_five_and_its_explorer_deals(run_notebook, page):
    panel = run_notebook("00_cards_and_hands.ipynb")
    text = panel.inner_text()
    # the duplicate-card mistake prints its sentence; no cell shows an error or a traceback
    assert "A♠ appears twice" in text and "Traceback" not in text
    errors = panel.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0
    # the learner's ranking and best_high agree on nearly every pair of 3,000 deals
    assert "(2976, 2999)" in text

    # the AoF article's hand: exactly five cards on a gold background, two faded
    picture = panel.locator(".pokerlib-best-five").first
    picture.scroll_into_view_if_needed()
    gold = picture.locator("span").evaluate_all(
        f"els => els.filter(e => getComputedStyle(e).backgroundColor === '{GOLD}')"
        ".map(e => e.innerText)")
    assert sorted(gold) == sorted(["A♠", "Q♠", "9♠", "3♠", "7♠"])
    screenshot(page, "lesson00_best_five.png")

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
