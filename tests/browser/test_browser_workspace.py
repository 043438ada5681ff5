"""The learner's workspace in a real browser: open a workspace lesson, type an answer, run its
check cell and see "correct"; saving writes the learner's copy, never the course's notebook."""

from __future__ import annotations

import hashlib
import time

from pages import screenshot
from playwright.sync_api import expect

from conftest import ROOT


def _digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_learner_answers_an_exercise_in_the_workspace(run_workspace_notebook, page, workspace):
    course_copy = ROOT / "notebooks" / "00_cards_and_hands.ipynb"
    before = _digest(course_copy)
    panel = run_workspace_notebook("notebooks/00_cards_and_hands.ipynb")
    check = panel.locator(".jp-CodeCell").filter(has_text='check("00.1", answer)').first
    check.scroll_into_view_if_needed()
    expect(check.locator(".jp-OutputArea")).to_contain_text("Exercise 00.1: not answered yet")

    answer = panel.locator(".jp-CodeCell").filter(has_text="answer = ...").first
    editor = answer.locator(".cm-content").first
    editor.click()
    page.keyboard.press("Control+a")
    page.keyboard.type('answer = "first"')
    page.keyboard.press("Shift+Enter")   # runs the answer cell and moves to the check cell
    page.keyboard.press("Shift+Enter")   # runs the check
    expect(check.locator(".jp-OutputArea")).to_contain_text("Exercise 00.1: correct")
    screenshot(page, "workspace_exercise_correct.png")

    page.keyboard.press("Control+s")
    saved = workspace.folder / "notebooks" / "00_cards_and_hands.ipynb"
    deadline = time.time() + 15
    while 'answer = \\"first\\"' not in saved.read_text(encoding="utf-8"):
        assert time.time() < deadline, "saving did not write the workspace copy"
        time.sleep(0.3)
    assert _digest(course_copy) == before, "the course's own lesson must stay as it was"
