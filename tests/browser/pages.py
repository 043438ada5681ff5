"""Helpers for the browser checks: waiting for a widget's text and saving screenshots.
(The fixtures that start JupyterLab and Chromium are in conftest.py.)"""

from __future__ import annotations

from pathlib import Path

BUILD = Path(__file__).resolve().parents[2] / "build"


def wait_text(page, selector: str, needle: str) -> str:
    """Wait until the first element matching ``selector`` contains ``needle``; its text."""
    page.wait_for_function(
        "([sel, needle]) => document.querySelector(sel).innerText.includes(needle)",
        arg=[selector, needle])
    return page.locator(selector).first.inner_text()


def wait_changed(page, selector: str, old: str) -> str:
    """Wait until the first element matching ``selector`` no longer reads ``old``; its text."""
    page.wait_for_function(
        "([sel, old]) => document.querySelector(sel).innerText !== old", arg=[selector, old])
    return page.locator(selector).first.inner_text()


def screenshot(page, name: str) -> Path:
    BUILD.mkdir(exist_ok=True)
    path = BUILD / name
    page.screenshot(path=str(path), full_page=False)
    return path
