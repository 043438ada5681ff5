"""Buttons that stay honest under a double click: a click that arrives after its button was
disabled is ignored, and a game's buttons are all disabled while a click is being answered.

In the browser a quick double click sends two clicks before the first answer (which disables the
button) reaches the page; the second must not act again, nor replace the first click's result
with an error.

>>> import ipywidgets as W
>>> done = []
>>> b = W.Button()
>>> guard_click(b, lambda: done.append(1), freeze=[b])
>>> b.click(); b.disabled
True
>>> b.click(); done                # the second click finds the button disabled: ignored
[1]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as W

__all__ = ["guard_click", "style_when_enabled"]


def guard_click(button: W.Button, action: Callable[[], object],
                freeze: Sequence[W.Button] = (),
                after: Callable[[], object] | None = None) -> None:
    """Make ``button`` call ``action()`` when clicked while enabled. Before the action runs,
    every button in ``freeze`` is disabled (so the page greys them at once, before a slow
    redraw), and afterwards ``after()`` sets each button as the game now allows (also when the
    action was refused). A click on a disabled button does nothing."""
    def clicked(_button: W.Button) -> None:
        if button.disabled:
            return
        for b in freeze:
            b.disabled = True
        try:
            action()
        finally:
            if after is not None:
                after()

    button.on_click(clicked)


def style_when_enabled(button: W.Button, style: str) -> W.Button:
    """Give ``button`` the colour ``style`` (an ipywidgets ``button_style`` such as "info")
    only while it is enabled: a disabled coloured button is merely a little paler in JupyterLab
    and looks clickable, so a disabled one is drawn plain grey. Returns the button.

    >>> b = style_when_enabled(W.Button(), "info")
    >>> b.button_style
    'info'
    >>> b.disabled = True; b.button_style
    ''
    >>> b.disabled = False; b.button_style
    'info'
    """
    def restyle(_change: object = None) -> None:
        button.button_style = "" if button.disabled else style

    button.observe(restyle, names="disabled")
    restyle()
    return button
