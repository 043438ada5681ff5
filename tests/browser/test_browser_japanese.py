"""The Japanese edition in a real browser: lesson 02's AoF table in Japanese — the drawn table,
the buttons and the result speak Japanese after a click (the screenshot shows them, rendered
with a Japanese font)."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect


def test_the_japanese_aof_table_speaks_japanese(run_notebook, page):
    panel = run_notebook("ja/02_aof_holdem.ipynb")
    result = panel.locator(".pokerlib-aof-result").first
    result.scroll_into_view_if_needed()
    expect(result).to_contain_text("あなたの番です")
    allin = panel.locator("button.pokerlib-aof-allin").first
    expect(allin).to_contain_text("オールイン")
    expect(panel.locator("button.pokerlib-aof-fold").first).to_contain_text("フォールド")
    allin.click()
    text = wait_text(page, ".pokerlib-aof-result", "オールインしました")
    assert "コールされなかった" in text
    table = panel.locator(".pokerlib-aof-seats").first
    expect(table).to_contain_text("スタック")
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    screenshot(page, "ja_lesson02_table.png")
