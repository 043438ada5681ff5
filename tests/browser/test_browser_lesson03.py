"""Lesson 03 in a real browser: the Omaha table's Call button moves the hand to the flop, Fold
ends it and shows the pot going to an opponent; the equity explorer recomputes on a new board."""

from __future__ import annotations

from pages import screenshot, wait_changed, wait_text


def test_lesson03_table_and_equity_explorer(run_notebook, page):
    panel = run_notebook("03_omaha_hi_lo.ipynb")
    status = panel.locator(".pokerlib-omaha-status").first
    status.scroll_into_view_if_needed()
    before = status.inner_text()
    assert "Hand #1, preflop: your turn" in before

    panel.locator("button.pokerlib-omaha-call").first.click()
    after_call = wait_changed(page, ".pokerlib-omaha-status", before)
    assert "flop: your turn" in after_call
    assert "check" in after_call  # nobody has bet on the flop yet

    panel.locator("button.pokerlib-omaha-fold").first.click()
    after_fold = wait_changed(page, ".pokerlib-omaha-status", after_call)
    assert "is over" in after_fold
    assert " wins " in panel.locator(".pokerlib-omaha-result").first.inner_text()
    screenshot(page, "lesson03_table.png")

    result = panel.locator(".pokerlib-omaha-equity-result").first
    result.scroll_into_view_if_needed()
    assert "exact: all 820 boards" in result.inner_text()
    panel.locator(".pokerlib-omaha-equity-board input").first.fill("4c 5h 9s Td")
    panel.locator("button.pokerlib-omaha-equity-run").first.click()
    wait_text(page, ".pokerlib-omaha-equity-result", "exact: all 40 boards")
