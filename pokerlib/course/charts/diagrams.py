"""Pictures of a poker table for the lessons: who sits where, the button, the blinds and the
order in which players act — drawn with matplotlib, so they need no image files.

>>> ax = table_diagram(["Ann", "Bob", "Cho", "Dee"], button="Bob")
>>> [t.get_text() for t in ax.texts if t.get_text() in (BUTTON, "SB", "BB")]
['BTN', 'SB', 'BB']
>>> acting_order(["A", "B", "C", "D"], button="B")
['A', 'B', 'C', 'D']
>>> acting_order(["A", "B"], button="A"), acting_order(["A", "B"], button="A", street="flop")
(['A', 'B'], ['B', 'A'])
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.patches import Circle, Ellipse, FancyBboxPatch

from ... import seating
from ...errors import TableError
from ...lang import Messages, check_lang
from ..fonts import use_language
from .arguments import checked

__all__ = ["acting_order", "table_diagram", "oasis_diagram"]

TEXT = Messages(
    en={"preflop": "Before the flop: who acts in which order",
        "flop": "After the flop: who acts in which order",
        "button": "BTN = dealer button", "order": "number = order of play",
        "dealer": "Dealer", "you": "You", "up_card": "up card",
        "hidden": "4 hidden until the showdown", "ante": "Ante", "raise": "Raise = 2 Antes",
        "fee": "exchange fee: 1 Ante a card", "oasis": "Oasis Poker: you against the dealer"},
    ja={"preflop": "プリフロップ: アクションの順番",
        "flop": "フロップ以降: アクションの順番",
        "button": "BTN = ディーラー・ボタン", "order": "数字 = アクションの順番",
        "dealer": "ディーラー", "you": "あなた", "up_card": "公開カード",
        "hidden": "残り4枚は伏せたまま", "ante": "Ante", "raise": "Raise = Ante の2倍",
        "fee": "交換費: 1枚につき Ante 1つ", "oasis": "オアシスポーカー: ディーラーとの対戦"})

FELT, RAIL, SEAT, ACCENT = "#2e7d4f", "#5b3a1e", "#f4f1e8", "#c0392b"
#: The dealer button's mark on the table diagram.
BUTTON = "BTN"


def _fonts(lang: str) -> dict[str, Any]:
    """Text properties for ``lang``: the font families (a Japanese font behind DejaVu Sans for
    "ja") and a bold weight only where the font has one (the IPA fonts have no bold)."""
    use_language(check_lang(lang))
    return {"fontfamily": list(plt.rcParams["font.family"]),
            "weight": "bold" if lang == "en" else "normal"}


def _check_players(players: Sequence[str], button: str) -> list[str]:
    names = list(players) if not isinstance(players, str) else []
    if not 2 <= len(names) <= 10 or len(set(names)) != len(names) \
            or not all(isinstance(p, str) and p for p in names):
        raise TableError(key="misc_players_distinct_names", players=players)
    if button not in names:
        raise TableError(key="misc_button_one_players", button=button, names=names)
    return names


def acting_order(players: Sequence[str], button: str, street: str = "preflop") -> list[str]:
    """The order in which ``players`` (in seat order, clockwise) act on ``street``: before the
    flop the player left of the big blind first and the big blind last; after it the first
    player left of the button first. Heads-up the button is the small blind: it acts first
    before the flop and last after it (:func:`pokerlib.seating.acting_order`, the engines'
    own rule)."""
    return seating.acting_order(_check_players(players, button), button, street)


def table_diagram(players: Sequence[str], button: str, *, street: str = "preflop",
                  lang: str = "en", ax: Axes | None = None) -> Axes:
    """Seats around an oval, clockwise, with the dealer button, the blinds and each player's
    place in the order of play on ``street``."""
    names = _check_players(players, button)
    font = _fonts(lang)
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 4.4), layout="constrained")
    ax.add_patch(Ellipse((0, 0), 2.5, 1.45, facecolor=FELT, edgecolor=RAIL, linewidth=8))
    order = acting_order(names, button, street)
    sb, bb = seating.blinds(names, button)
    blinds = {sb: "SB", bb: "BB"}
    n = len(names)
    for i, name in enumerate(names):
        # clockwise from the bottom centre, as a player sees the table from the first seat
        angle = -math.pi / 2 - 2 * math.pi * i / n
        x, y = 1.5 * math.cos(angle), 0.95 * math.sin(angle)
        ax.add_patch(FancyBboxPatch((x - 0.26, y - 0.12), 0.52, 0.24,
                                    boxstyle="round,pad=0.02", facecolor=SEAT,
                                    edgecolor="#333", linewidth=1))
        ax.text(x, y + 0.03, name, ha="center", va="center", fontsize=11, **font)
        ax.text(x, y - 0.07, f"#{order.index(name) + 1}", ha="center", va="center",
                fontsize=9, color=ACCENT, fontfamily=font["fontfamily"])
        inner_x, inner_y = 1.05 * math.cos(angle), 0.55 * math.sin(angle)
        if name == button:
            # "BTN", not "D": the lessons' players are often named A, B, C, D
            ax.text(inner_x, inner_y, BUTTON, ha="center", va="center", fontsize=8, **font,
                    bbox={"boxstyle": "round", "facecolor": "white", "edgecolor": "#333"})
        if name in blinds:
            dx = 0.3 if name == button else 0.0
            ax.text(inner_x + dx, inner_y - (0.16 if name == button else 0), blinds[name],
                    ha="center", va="center", fontsize=9, color="white", **font,
                    bbox={"boxstyle": "round", "facecolor": "#1b4f72", "edgecolor": "none"})
    ax.text(0, 0.12, TEXT("preflop" if street == "preflop" else "flop", lang), ha="center",
            va="center", color="white", fontsize=10, fontfamily=font["fontfamily"])
    ax.text(0, -0.1, f"{TEXT('button', lang)}   {TEXT('order', lang)}", ha="center",
            va="center", color="#d5f5e3", fontsize=8, fontfamily=font["fontfamily"])
    ax.set_xlim(-1.9, 1.9)
    ax.set_ylim(-1.2, 1.2)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


def _card(ax: Axes, x: float, y: float, face: str | None, font: dict[str, Any]) -> None:
    color = ACCENT if face and face[-1] in "♥♦" else "#111"
    ax.add_patch(FancyBboxPatch((x - 0.11, y - 0.16), 0.22, 0.32, boxstyle="round,pad=0.01",
                                facecolor="white" if face else "#1f4e9c", edgecolor="#333"))
    if face:
        ax.text(x, y, face, ha="center", va="center", fontsize=11, color=color, **font)


def oasis_diagram(upcard: str = "K♠", *, lang: str = "en", ax: Axes | None = None) -> Axes:
    """The Oasis Poker layout: the dealer's five cards (one face up), your five, and the stakes
    in front of you — Ante, Raise and the exchange fee."""
    font = _fonts(lang)
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 4), layout="constrained")
    ax.add_patch(FancyBboxPatch((-1.6, -1.0), 3.2, 2.0, boxstyle="round,pad=0.05",
                                facecolor=FELT, edgecolor=RAIL, linewidth=8))
    ax.text(0, 0.85, TEXT("dealer", lang), ha="center", color="white", fontsize=11,
            **font)
    for i in range(5):
        _card(ax, -0.6 + 0.3 * i, 0.5, upcard if i == 0 else None, font)
    small = {"ha": "center", "color": "#d5f5e3", "fontsize": 8, "fontfamily": font["fontfamily"]}
    ax.text(-0.6, 0.22, TEXT("up_card", lang), **small)
    ax.text(0.3, 0.22, TEXT("hidden", lang), **small)
    for i, face in enumerate(["Q♠", "Q♦", "8♥", "8♣", "2♦"]):
        _card(ax, -0.6 + 0.3 * i, -0.45, face, font)
    ax.text(0, -0.78, TEXT("you", lang), ha="center", color="white", fontsize=11,
            **font)
    for x, label in ((-1.25, TEXT("ante", lang)), (1.2, TEXT("raise", lang))):
        ax.add_patch(Circle((x, -0.1), 0.13, facecolor="#f7dc6f", edgecolor="#7d6608"))
        ax.text(x, -0.32, label, **{**small, "color": "white"})
    ax.text(0, -0.95, TEXT("fee", lang), **small)
    ax.set_title(TEXT("oasis", lang), fontfamily=font["fontfamily"])
    ax.set_xlim(-1.75, 1.75)
    ax.set_ylim(-1.1, 1.1)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


# the diagrams check their arguments before drawing, as the charts do
# (pokerlib.course.charts.arguments)
acting_order = checked(acting_order)
table_diagram = checked(table_diagram)
oasis_diagram = checked(oasis_diagram)
