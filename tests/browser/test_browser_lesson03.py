"""Lesson 03 in a real browser: the Omaha table's Hint gives the share against random hands and
the pot odds, Call moves the hand to the flop, Fold ends it and shows the pot going to an
opponent; the equity explorer recomputes on a new board."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect


def test_lesson03_table_and_equity_explorer(run_notebook, page):
    panel = run_notebook("03_omaha_hi_lo.ipynb")
    status = panel.locator(".pokerlib-omaha-status").first
    status.scroll_into_view_if_needed()
    expect(status).to_contain_text("Hand #1, preflop: your turn")

    panel.locator("button.pokerlib-omaha-hint").first.click()
    hint = wait_text(page, ".pokerlib-omaha-hint-text", "Hint:")
    assert "against 3 random hands" in hint and "Calling 2 into a pot of 3 needs 40.0%" in hint

    panel.locator("button.pokerlib-omaha-call").first.click()
    after_call = wait_text(page, ".pokerlib-omaha-status", "Hand #1, flop: your turn")
    assert "check" in after_call  # nobody has bet on the flop yet

    panel.locator("button.pokerlib-omaha-fold").first.click()
    wait_text(page, ".pokerlib-omaha-status", "is over")
    expect(panel.locator(".pokerlib-omaha-result").first).to_contain_text(" wins ")
    screenshot(page, "lesson03_table.png")

    result = panel.locator(".pokerlib-omaha-equity-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("exact: all 820 boards")
    panel.locator(".pokerlib-omaha-equity-board input").first.fill("4c 5h 9s Td")
    panel.locator("button.pokerlib-omaha-equity-run").first.click()
    wait_text(page, ".pokerlib-omaha-equity-result", "exact: all 40 boards")
