"""Widgets for the lessons (ipywidgets).

Each interactive table is a class that owns its widgets and a game object and exposes plain
methods, so it can be driven from Python (tests call ``button.click()`` or set ``.value``) as
well as by a learner; a notebook shows ``table.widget``. Errors from the game (an illegal
action, a bad card) are shown in the widget as their message, never as a traceback.

The module is split into one section per lesson.
"""

from __future__ import annotations

import html as _html

import ipywidgets as W

from .cards import PokerError

__all__: list[str] = []


def error_html(exc: Exception) -> str:
    """A game error as a short red message for a widget (no traceback)."""
    return (f'<span style="color:#b03a2e"><b>{type(exc).__name__}:</b> '
            f"{_html.escape(str(exc))}</span>")


def run_action(status: W.HTML, action, *args, **kwargs):
    """Call ``action``; on a :class:`PokerError` show its message in ``status`` and return None."""
    try:
        return action(*args, **kwargs)
    except PokerError as exc:
        status.value = error_html(exc)
        return None


# === Lesson 00: cards and hands =============================================================

# === Lesson 01: Oasis Poker =================================================================

# === Lesson 02: AoF Hold'em =================================================================

# === Lesson 03: Omaha Hi/Lo =================================================================
