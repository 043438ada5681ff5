"""The Japanese edition in a real browser: lesson 02's AoF table in Japanese — the drawn table,
the buttons and the result speak Japanese after a click (the screenshot shows them, rendered
with a Japanese font) — and a Japanese lesson run in the Japanese interface, through the menu
items its first cell names."""

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
    assert "未対応額" in text   # the AoF article's word for the uncalled chips
    table = panel.locator(".pokerlib-aof-seats").first
    expect(table).to_contain_text("スタック")
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    screenshot(page, "ja_lesson02_table.png")


def test_chromium_gets_its_japanese_font_from_the_package(tmp_path):
    # the fontconfig file given to Chromium adds the packaged IPAex Gothic, so the Japanese pages
    # need no system font (`fc-list :lang=ja` may print nothing on a fresh machine)
    import shutil
    import subprocess

    from conftest import _fontconfig_env

    if shutil.which("fc-list") is None:
        raise AssertionError("fc-list (fontconfig) is missing: Chromium needs fontconfig")
    env = _fontconfig_env(tmp_path)
    out = subprocess.run(["fc-list", ":lang=ja", "family"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert "IPAexGothic" in out.stdout


def test_a_japanese_lesson_runs_in_the_japanese_interface_by_the_menu_it_names(
        run_notebook_ja_interface, page):
    # the runner clicks 編集 → すべてのセルの出力を消去 and 実行 → すべてのセルを実行, the
    # language pack's words; the lesson's first instructions name the same menu path
    panel = run_notebook_ja_interface("ja/00_cards_and_hands.ipynb")
    menubar = page.locator("#jp-menu-panel, .lm-MenuBar").first
    expect(menubar).to_contain_text("実行")
    expect(menubar).to_contain_text("編集")
    expect(panel).to_contain_text("実行 → すべてのセルを実行")
    page.get_by_role("menuitem", name="実行", exact=True).click()
    screenshot(page, "ja_interface_run_menu.png")
    page.keyboard.press("Escape")
