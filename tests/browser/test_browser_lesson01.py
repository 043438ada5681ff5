"""Lesson 01 in a real browser: replay the article's hand on the drawn Oasis table by clicking
— mark 2♦, Exchange, Advice, Raise — and see the settlement the article gives (net +140,
balance 240); then fold until the balance cannot cover the Ante, and Start again. Screenshots
of the table during a hand, after the settlement and when the balance has run out."""

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
    # red suits in red, like every other card on the page
    assert cards.nth(1).evaluate("b => getComputedStyle(b).color") == "rgb(192, 57, 43)"
    assert cards.nth(0).evaluate("b => getComputedStyle(b).color") == "rgb(27, 27, 27)"
    # the dealer's up card face up, four cards face down
    dealer = table.locator(".pokerlib-oasis-dealer")
    expect(dealer.locator(".pokerlib-card-back")).to_have_count(4)
    expect(dealer.locator(".pokerlib-card-face")).to_have_text(["K♠"])

    cards.nth(4).click()                                   # mark 2♦ for the exchange
    table.locator("button.pokerlib-oasis-exchange").click()
    wait_text(page, ".pokerlib-oasis-status", "Exchanged 2♦ for Q♥: fee 10")
    # each widget syncs on its own message: wait for the button too, not only the status
    expect(table.locator("button.pokerlib-oasis-exchange")).to_be_disabled()

    # the advisor says "computing…" while it works: the page shows it before the answer
    page.evaluate("""() => {
        const el = document.querySelector('.pokerlib-oasis-status');
        window.pokerlibStatuses = [];
        new MutationObserver(() => window.pokerlibStatuses.push(el.innerText))
            .observe(el, {childList: true, subtree: true, characterData: true});
    }""")
    table.locator("button.pokerlib-oasis-advise").click()
    wait_text(page, ".pokerlib-oasis-status", "best is")
    seen = page.evaluate("() => window.pokerlibStatuses")
    first_computing = next(i for i, text in enumerate(seen) if "computing" in text)
    assert first_computing < next(i for i, text in enumerate(seen) if "best is" in text)
    table.scroll_into_view_if_needed()
    screenshot(page, "lesson01_oasis_during_hand.png")

    table.locator("button.pokerlib-oasis-raise").click()
    banner = wait_text(page, ".pokerlib-oasis-banner-box", "net +140")
    assert "Full house 7:1" in banner
    expect(dealer.locator(".pokerlib-card-face")).to_have_count(5)
    result = wait_text(page, ".pokerlib-oasis-result", "Balance after")
    assert "240" in result
    expect(table.locator("button.pokerlib-oasis-next")).to_be_enabled()
    expect(table.locator("button.pokerlib-oasis-raise")).to_be_disabled()
    table.scroll_into_view_if_needed()
    screenshot(page, "lesson01_oasis_settled.png")

    # from 100 points, ten folds leave nothing for the next Ante
    table.locator("button.pokerlib-oasis-restart").click()
    wait_text(page, ".pokerlib-oasis-status", "Started again: 100 points")
    for hand in range(10):
        table.locator("button.pokerlib-oasis-fold").click()
        wait_text(page, ".pokerlib-oasis-balance-text", f"hands played {hand + 1};")
        if hand < 9:
            expect(table.locator("button.pokerlib-oasis-next")).to_be_enabled()
            table.locator("button.pokerlib-oasis-next").click()
            expect(table.locator("button.pokerlib-oasis-fold")).to_be_enabled()
    wait_text(page, ".pokerlib-oasis-status", "cannot cover the next Ante (10)")
    expect(table.locator("button.pokerlib-oasis-next")).to_be_disabled()
    expect(table.locator("button.pokerlib-oasis-restart")).to_be_visible()
    table.scroll_into_view_if_needed()
    screenshot(page, "lesson01_oasis_broke.png")
    table.locator("button.pokerlib-oasis-restart").click()
    wait_text(page, ".pokerlib-oasis-balance-text", "Balance 90 points; hands played 0")
    expect(table.locator("button.pokerlib-oasis-fold")).to_be_enabled()


def test_the_japanese_lesson01_shows_its_rule_to_remember_and_its_summary(run_notebook, page):
    # the cells this session added, as a Japanese learner sees them after Run All: the five
    # lines of the rule printed under its heading, its exact cost, and the closing summary
    panel = run_notebook("ja/01_oasis_poker.ipynb")
    heading = panel.locator("h2", has_text="覚えておく目安").first
    heading.evaluate("e => e.scrollIntoView({block: 'start'})")
    rule = panel.locator(".jp-Cell", has=page.locator("pre", has_text="A-Kハイ")).first
    expect(rule).to_contain_text("ペア")
    expect(panel).to_contain_text("[1.0991, 1.0372, 0.0619]")
    screenshot(page, "ja_lesson01_rule.png")
    summary = panel.locator("h2", has_text="覚えておくこと").first
    summary.evaluate("e => e.scrollIntoView({block: 'start'})")
    expect(panel.locator(".jp-MarkdownCell").last).to_contain_text("ハウスエッジ")
    screenshot(page, "ja_lesson01_summary.png")
