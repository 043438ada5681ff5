"""Dollar amounts stay text in JupyterLab: every lesson of both editions shows no formula
(MathJax's ``mjx-container``) in a markdown cell unless the cell is tagged ``formula``.

The lessons that another browser test runs are checked by the runner itself (conftest.py); the
rest are only opened here, since markdown renders without running any code. A page made for the
purpose shows first that the count sees a formula when there is one."""

from __future__ import annotations

import json
import time

import pytest

from conftest import ROOT, _start_lab, unwanted_formulas

# lessons no other browser test runs (those are checked when they run)
OPENED_ONLY = ["00a_hand_evaluator.ipynb", "01a_oasis_under_the_hood.ipynb",
               "02c_aof_under_the_hood.ipynb", "ja/00_cards_and_hands.ipynb",
               "ja/00a_hand_evaluator.ipynb", "ja/01_oasis_poker.ipynb",
               "ja/01a_oasis_under_the_hood.ipynb", "ja/02b_pushfold_strategy.ipynb",
               "ja/02c_aof_under_the_hood.ipynb", "ja/03_omaha_hi_lo.ipynb",
               "ja/03a_omaha_under_the_hood.ipynb"]


def _open(page, url: str, name: str):
    """Open a notebook and wait until its markdown is rendered and typeset (the count of
    rendered cells and of formulas has stopped changing for a second)."""
    page.goto(f"{url}/lab/tree/{name}?reset", wait_until="domcontentloaded")
    panel = page.locator(".jp-NotebookPanel:visible")
    panel.wait_for(timeout=60_000)
    probe = ("() => [document.querySelectorAll('.jp-RenderedMarkdown').length,"
             " document.querySelectorAll('mjx-container').length].join()")
    last, since = None, time.time()
    deadline = time.time() + 60
    while time.time() < deadline:
        now = page.evaluate(probe)
        if now != last:
            last, since = now, time.time()
        elif now.split(",")[0] != "0" and time.time() - since > 1.0:
            break
        time.sleep(0.25)
    return panel


@pytest.fixture(scope="module")
def made_lab(tmp_path_factory):
    """JupyterLab on a folder with one notebook: a formula cell (tagged) and a cell of the
    shape that once turned into math ("\\$1 in the \\$2/\\$4 game")."""
    folder = tmp_path_factory.mktemp("formulas")
    cells = [{"cell_type": "markdown", "metadata": {"tags": ["formula"]}, "source": "$x^2$"},
             {"cell_type": "markdown", "metadata": {},
              "source": r"(\$1 in the article's \$2/\$4 limit game)"},
             {"cell_type": "markdown", "metadata": {},
              "source": "(<span>&#36;</span>1 in the article's <span>&#36;</span>2/"
                        "<span>&#36;</span>4 limit game)"}]
    nb = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "language": "python",
                                                      "display_name": "Python 3"}},
          "nbformat": 4, "nbformat_minor": 5}
    (folder / "made.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    yield from _start_lab(tmp_path_factory.mktemp("jupyter-formulas"), folder)


def test_the_count_sees_a_formula_and_the_old_escape_and_not_the_new_one(made_lab, page):
    panel = _open(page, made_lab, "made.ipynb")
    counts = panel.locator(".jp-Notebook .jp-Cell").evaluate_all(
        "cells => cells.map(c => c.querySelectorAll('mjx-container').length)")
    assert counts[0] >= 1            # the tagged formula is typeset
    assert counts[1] >= 1            # one backslash does not keep two amounts apart
    assert counts[2] == 0            # what nbbuild writes stays text
    assert "$1 in the article's $2/$4 limit game" in panel.locator(
        ".jp-MarkdownCell").nth(2).inner_text()


@pytest.mark.parametrize("name", OPENED_ONLY)
def test_a_lesson_shows_no_formula(lab, page, name):
    panel = _open(page, lab, name)
    assert panel.locator(".jp-MarkdownCell").count() > 5
    assert not unwanted_formulas(panel, ROOT / "notebooks" / name)
