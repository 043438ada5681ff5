"""A disabled button is drawn plain grey in every table: a coloured one (All-in, Raise, Deal)
is only a little paler in JupyterLab when disabled and looks clickable (issue 21)."""

from __future__ import annotations

import ipywidgets as W

from pokerlib.course.widgets import AofTableUI, OasisTableUI, OmahaTableUI


def _buttons(widget: W.Widget) -> list[W.Button]:
    found = [widget] if isinstance(widget, W.Button) else []
    for child in getattr(widget, "children", ()):
        found += _buttons(child)
    return found


def _no_coloured_disabled_button(ui: object) -> None:
    buttons = _buttons(ui.widget)   # type: ignore[attr-defined]
    assert any(b.disabled for b in buttons)
    for b in buttons:
        if b.disabled:
            assert b.button_style == "", b.description


def test_the_oasis_table_after_the_hand_shows_no_coloured_disabled_button():
    ui = OasisTableUI(seed=3)
    ui.raise_()
    _no_coloured_disabled_button(ui)
    assert ui.raise_button.disabled


def test_the_aof_table_after_the_hand_shows_no_coloured_disabled_button():
    ui = AofTableUI(seed=3)
    ui.act("fold")
    _no_coloured_disabled_button(ui)


def test_the_omaha_table_after_the_hand_shows_no_coloured_disabled_button():
    ui = OmahaTableUI(players=3, seed=3)
    while not ui.table.hand.is_over:
        ui.act("fold")
    _no_coloured_disabled_button(ui)
    assert ui.all_in_button.disabled and ui.all_in_button.button_style == ""
