"""Lesson 01 in a real browser: replay the article's hand on the Oasis table by clicking — mark
2♦, Exchange, Raise — and see the settlement the article gives (net +140, balance 240)."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect


def test_lesson01_article_hand_by_clicks(run_notebook, page):
    panel = run_notebook("01_oasis_poker.ipynb")
    table = panel.locator(".pokerlib-oasis-table").first
    table.scroll_into_view_if_needed()

    table.locator("button.pokerlib-oasis-article").click()
    wait_text(page, ".pokerlib-oasis-status", "mark 2♦")
    cards = table.locator(".pokerlib-oasis-card")
    expect(cards).to_have_text(["Q♠", "Q♦", "8♥", "8♣", "2♦"])

    cards.nth(4).click()                                   # mark 2♦ for the exchange
    table.locator("button.pokerlib-oasis-exchange").click()
    wait_text(page, ".pokerlib-oasis-status", "Exchanged 2♦ for Q♥: fee 10")
    # each widget syncs on its own message: wait for the button too, not only the status
    expect(table.locator("button.pokerlib-oasis-exchange")).to_be_disabled()

    table.locator("button.pokerlib-oasis-raise").click()
    result = wait_text(page, ".pokerlib-oasis-result", "net +140")
    assert "balance 100 -> 240" in result
    expect(table.locator("button.pokerlib-oasis-next")).to_be_enabled()
    expect(table.locator("button.pokerlib-oasis-raise")).to_be_disabled()
    screenshot(page, "lesson01_article_hand.png")
