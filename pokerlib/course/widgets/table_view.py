"""The drawn poker table: a frozen view of what one seat may see, and the one renderer that
draws a view as seats round a green oval, with the board, the pot and the split in the middle.

A game's table widget builds a :class:`TableView` from the game's public state (the AoF and
Omaha tables each have an adapter beside their widget) and puts :func:`render_table`'s HTML into
an ``ipywidgets.HTML``. The renderer knows nothing about the games, so it can be tested by
feeding it views:

>>> from pokerlib.cards import parse_cards
>>> view = TableView(seats=(
...     SeatView("Ann", 98, in_front=2, cards=parse_cards("As Kd"), you=True, blind="BB"),
...     SeatView("Bob", 99, in_front=1, face_down=2, to_act=True, button=True, blind="SB")),
...     pot=3, title="Hand 1")
>>> html = render_table(view)
>>> 'data-seat="1"' in html and "pokerlib-seat-to-act" in html and "K♦" in html
True
>>> len(seat_boxes(10))
10

Seat positions are computed on an ellipse (the player marked ``you`` at the bottom, the others
clockwise from there), sized so that 2 to 10 seat boxes never overlap on a 700-pixel table.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...errors import TableError
from ...lang import Messages, check_lang
from ...pots import Award, PotSettlement, split_chips

__all__ = ["SeatView", "ShareView", "PotView", "TableView", "render_table", "seat_boxes",
           "table_size", "chips_spot", "settled_pots", "pots_table_html", "Box", "MAX_SEATS",
           "TABLE_WIDTH", "TABLE_HEIGHTS", "SEAT_SIZE", "YOUR_SEAT_SIZE", "CHIPS_SIZE",
           "MIDDLE_SIZE", "NOTE_FONT", "NOTE_LINE", "NOTE_LINES"]

#: The most seats a drawn table holds.
MAX_SEATS = 10
#: The table's width in pixels: it fits a JupyterLab notebook (about 700-900 px wide).
TABLE_WIDTH = 700
#: A seat's note (its last action, or at the end its high and low hands and what it won) in
#: pixels: the font size, the line height and how many lines it may take. It wraps, never cut
#: short: the longest showdown note ("wins 999 · Full house, queens full of deuces · 5-4-3-2-A
#: low (the wheel)", or its Japanese) takes 4 lines in the narrow box (tests/test_table_view.py).
NOTE_FONT, NOTE_LINE, NOTE_LINES = 11, 13, 4
#: A seat box's width and height in pixels; the learner's own box is wider, for bigger cards.
#: The height holds a 3 px border and padding top and bottom, the name and stack lines (16 px
#: each), the cards (23 px in the learner's box) and the note.
SEAT_SIZE = (136, 2 * 6 + 2 * 16 + 23 + NOTE_LINE * NOTE_LINES)
YOUR_SEAT_SIZE = (176, SEAT_SIZE[1])
#: The largest label of chips in front of a seat, in pixels (the chip and up to 4 digits).
CHIPS_SIZE = (52, 20)
#: The middle of the table (title, board, pot) while a hand is played, in pixels; once it is
#: over there are no chips in front, and the middle widens to list the pots.
MIDDLE_SIZE = (280, 76)
MIDDLE_WIDTH_AT_END = 340

#: A rectangle on the drawn table: (left, top, width, height) in pixels.
Box = tuple[float, float, float, float]

#: The few words the renderer writes itself; everything else comes in the view, already in the
#: view's language (the games' widgets keep their own tables).
MESSAGES = Messages(
    en={"pot": "Pot {chips}", "stack": "stack {chips}", "all_in": "ALL-IN",
        "to_act": "to act", "your_turn": "your turn", "won": "wins {chips}",
        "high": "high", "low": "low", "scoop": "scoop", "share": "{name} {chips}",
        "half": "{what} ({half})", "with": "{what}: {hand}", "dealer": "dealer button",
        "in_front": "in front: {chips}",
        "uncalled": "{chips} uncalled back to {name}", "pot_col": "pot", "chips_col": "chips",
        "eligible_col": "can win it", "won_col": "won by", "sep": ", "},
    ja={"pot": "ポット {chips}", "stack": "スタック {chips}", "all_in": "オールイン",
        "to_act": "手番", "your_turn": "あなたの番", "won": "{chips} 獲得",
        "high": "ハイ", "low": "ロー", "scoop": "スクープ", "share": "{name} {chips}",
        "half": "{what}（{half}）", "with": "{what}：{hand}", "dealer": "ボタン（ディーラー）",
        "in_front": "前に出したチップ：{chips}",
        "uncalled": "コールされなかった{chips}は{name}に戻る",
        "pot_col": "ポット", "chips_col": "チップ", "eligible_col": "受領資格",
        "won_col": "獲得", "sep": "、"})


def _chips_ok(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _cards_ok(cards: object) -> bool:
    return isinstance(cards, tuple) and all(isinstance(c, Card) for c in cards)


@dataclass(frozen=True)
class SeatView:
    """What one seat shows: ``name``, ``stack`` (chips behind), ``in_front`` (chips bet this
    round, drawn on the felt before the seat), ``cards`` face up (the viewer's own, or shown at
    the showdown) or ``face_down`` card backs, and its state: ``folded`` (greyed), ``all_in``,
    ``to_act`` (highlighted), ``button`` (the dealer button), ``blind`` ("SB", "BB" or ""),
    ``you`` (the viewer's seat, drawn at the bottom), ``out`` (not dealt in), ``note`` (the
    seat's last action or state, in words) and ``won`` (chips won from the pots at the end).

    >>> SeatView("Ann", 100).stack
    100
    >>> SeatView("Ann", -1)
    Traceback (most recent call last):
    ...
    pokerlib.errors.TableError: a seat's stack, in_front and won are whole numbers of chips >= 0, \
not -1, 0 and 0
    """

    name: str
    stack: int
    in_front: int = 0
    cards: tuple[Card, ...] = ()
    face_down: int = 0
    folded: bool = False
    all_in: bool = False
    to_act: bool = False
    button: bool = False
    blind: str = ""
    you: bool = False
    out: bool = False
    note: str = ""
    won: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.note, str):
            raise TableError(key="ui_seat_name_note", name=self.name, note=self.note)
        if not all(_chips_ok(v) for v in (self.stack, self.in_front, self.won)):
            raise TableError(key="ui_seat_stack_front", stack=self.stack, in_front=self.in_front,
                             won=self.won)
        if not _cards_ok(self.cards) or not _chips_ok(self.face_down) or \
                len(self.cards) + self.face_down > 4:
            raise TableError(key="ui_seat_shows_tuple", cards=self.cards, face_down=self.face_down)
        if self.blind not in ("", "SB", "BB"):
            raise TableError(key="ui_blind_sb_bb", blind=self.blind)
        for flag in ("folded", "all_in", "to_act", "button", "you", "out"):
            if not isinstance(getattr(self, flag), bool):
                raise TableError(key="ui_true_false", flag=flag, value=getattr(self, flag))


@dataclass(frozen=True)
class ShareView:
    """What one player took from a pot: ``chips``, the ``half`` ("high", "low", "scoop" for
    both halves, or "" for a pot not split) and the winning ``hand`` in words ("" when nobody
    showed)."""

    name: str
    chips: int
    half: str = ""
    hand: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.hand, str) or \
                not _chips_ok(self.chips) or self.half not in ("", "high", "low", "scoop"):
            raise TableError(key="ui_share_name_whole", value=self)


@dataclass(frozen=True)
class PotView:
    """One pot at the end of a hand: its ``name`` in words, its ``amount``, the ``shares`` its
    winners took and the names of the players who could win it (``eligible``)."""

    name: str
    amount: int
    shares: tuple[ShareView, ...] = ()
    eligible: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _chips_ok(self.amount) or \
                not isinstance(self.shares, tuple) or \
                not all(isinstance(s, ShareView) for s in self.shares) or \
                not isinstance(self.eligible, tuple) or \
                not all(isinstance(e, str) for e in self.eligible):
            raise TableError(key="ui_pot_name_whole", value=self)
        if self.shares and sum(s.chips for s in self.shares) != self.amount:
            raise TableError(key="ui_shares_add_up", name=self.name,
                             value=sum(s.chips for s in self.shares), amount=self.amount)


@dataclass(frozen=True)
class TableView:
    """Everything the drawn table shows, as one seat may see it: the ``seats`` in table order
    (clockwise), the ``board``, the ``pot`` in the middle while the hand is played, the
    ``pots`` and who won them once it is over, a ``title`` ("Hand 3 · flop"), ``notes`` (short
    lines under the pots, e.g. an uncalled bet returned) and the ``lang`` of the renderer's own
    words."""

    seats: tuple[SeatView, ...]
    board: tuple[Card, ...] = ()
    pot: int = 0
    pots: tuple[PotView, ...] = ()
    title: str = ""
    notes: tuple[str, ...] = ()
    lang: str = "en"

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple) or not all(isinstance(s, SeatView)
                                                        for s in self.seats):
            raise TableError(key="ui_seats_tuple_seatview", seats=self.seats)
        if not 2 <= len(self.seats) <= MAX_SEATS:
            raise TableError(key="ui_drawn_table_has_2", MAX_SEATS=MAX_SEATS, n=len(self.seats))
        if sum(s.you for s in self.seats) > 1:
            raise TableError(key="ui_at_most_one")
        if not _cards_ok(self.board) or len(self.board) > 5:
            raise TableError(key="ui_board_tuple_at", board=self.board)
        if not _chips_ok(self.pot):
            raise TableError(key="ui_pot_whole_number", pot=self.pot)
        if not isinstance(self.pots, tuple) or not all(isinstance(p, PotView)
                                                       for p in self.pots):
            raise TableError(key="ui_pots_tuple_potview", pots=self.pots)
        if not isinstance(self.title, str) or not isinstance(self.notes, tuple) or \
                not all(isinstance(n, str) for n in self.notes):
            raise TableError(key="ui_title_text_notes")
        check_lang(self.lang)


# --- where the seats go ----------------------------------------------------------------------

#: The table's height for 2, 3, ... 10 seats, in pixels: chosen (tests/test_table_view.py
#: checks it) so that no two seat boxes come closer than 8 px and no chips in front touch a seat,
#: other chips or the middle of the table.
TABLE_HEIGHTS = (400, 450, 400, 420, 450, 440, 480, 550, 630)


def table_size(seats: int) -> tuple[int, int]:
    """The drawn table's (width, height) in pixels for ``seats`` seats (see
    :data:`TABLE_HEIGHTS`).

    >>> table_size(2), table_size(10)
    ((700, 400), (700, 630))
    """
    if not isinstance(seats, int) or isinstance(seats, bool) or not 2 <= seats <= MAX_SEATS:
        raise TableError(key="ui_drawn_table_has", MAX_SEATS=MAX_SEATS, seats=seats)
    return TABLE_WIDTH, TABLE_HEIGHTS[seats - 2]


def seat_boxes(seats: int, you: int | None = None) -> list[Box]:
    """Each seat's box ``(left, top, width, height)``, in table order: the seats' centres are
    spread at equal angles round an ellipse, seat ``you`` (default: seat 0) at the bottom in
    the middle and the others clockwise from it (to its left, as at a real table). Seat ``you``
    gets the wider box (:data:`YOUR_SEAT_SIZE`) when given.

    >>> [tuple(round(v) for v in b) for b in seat_boxes(2, you=0)]
    [(262, 281, 176, 119), (282, 0, 136, 119)]
    """
    width, height = table_size(seats)
    if you is not None and (not isinstance(you, int) or isinstance(you, bool)
                            or not 0 <= you < seats):
        raise TableError(key="ui_you_seat_none", value=seats - 1, you=you)
    sw, sh = SEAT_SIZE
    a, b = (width - sw) / 2, (height - sh) / 2
    bottom = 0 if you is None else you
    boxes: list[Box] = []
    for s in range(seats):
        angle = math.pi / 2 + 2 * math.pi * ((s - bottom) % seats) / seats
        w, h = YOUR_SEAT_SIZE if s == you else SEAT_SIZE
        x = width / 2 + a * math.cos(angle)
        y = height / 2 + b * math.sin(angle)
        boxes.append((x - w / 2, y - h / 2, w, h))
    return boxes


def chips_spot(box: Box, centre: tuple[float, float]) -> tuple[float, float]:
    """Where the chips in front of a seat go: on the line from the seat's centre to the
    table's centre, just clear of the seat's box (a chip label is at most
    :data:`CHIPS_SIZE` pixels)."""
    left, top, w, h = box
    cx, cy = left + w / 2, top + h / 2
    dx, dy = centre[0] - cx, centre[1] - cy
    dist = math.hypot(dx, dy) or 1.0
    ux, uy = dx / dist, dy / dist
    cw, ch = CHIPS_SIZE
    # the label clears the box once it is past the box's side or past its top/bottom edge
    t = min((w / 2 + cw / 2 + 4) / abs(ux) if ux else math.inf,
            (h / 2 + ch / 2 + 4) / abs(uy) if uy else math.inf)
    return cx + ux * t, cy + uy * t


# --- drawing ---------------------------------------------------------------------------------

_RED, _BLACK = "#c0392b", "#1b1b1b"


def _card_html(card: Card, px: int) -> str:
    """One face-up card, drawn as :func:`pokerlib.cards.cards_html` draws it (red hearts and
    diamonds), a little narrower so four fit in a seat box."""
    colour = _RED if card.is_red else _BLACK
    return (f'<span class="pokerlib-card" style="display:inline-block;width:{round(px * 1.75)}px;'
            f"margin:0 1px;padding:1px 0;border:1px solid #888;border-radius:3px;"
            f"background:#fff;color:{colour};font:bold {px}px/1.3 monospace;"
            f'text-align:center">{card}</span>')


def _back_html(px: int) -> str:
    """One face-down card, the same size as a face-up one."""
    return (f'<span class="pokerlib-card-back" style="display:inline-block;'
            f"width:{round(px * 1.75)}px;height:{round(px * 1.3) + 2}px;margin:0 1px;"
            f"border:1px solid #888;border-radius:3px;vertical-align:top;background:"
            f'repeating-linear-gradient(45deg,#2c5f9e 0 3px,#dfe8f5 3px 6px)"></span>')


def _badge(text: str, colour: str, title: str = "", css: str = "pokerlib-badge") -> str:
    tip = f' title="{html.escape(title)}"' if title else ""
    ink, edge = ("#000", "#333") if colour == "#fff" else ("#fff", colour)
    return (f'<span class="{css}"{tip} style="display:inline-block;margin:0 2px;padding:0 4px;'
            f"border:1px solid {edge};border-radius:8px;background:{colour};color:{ink};"
            f'font-size:10px;font-weight:bold;line-height:13px">{html.escape(text)}</span>')


def _seat_html(i: int, seat: SeatView, box: Box, lang: str) -> str:
    left, top, w, h = box
    classes = ["pokerlib-seat"]
    border, shadow, background, opacity = "2px solid #4a4a4a", "0 2px 5px rgba(0,0,0,.4)", \
        "#fbfbf8", "1"
    if seat.to_act:
        classes.append("pokerlib-seat-to-act")
        border, shadow, background = "3px solid #f1c40f", "0 0 12px 3px #f1c40f", "#fff8dc"
    if seat.won:
        classes.append("pokerlib-seat-winner")
        border, shadow = "3px solid #27ae60", "0 0 10px 2px #2ecc71"
    if seat.folded or seat.out:
        classes.append("pokerlib-seat-folded" if seat.folded else "pokerlib-seat-out")
        background, opacity = "#d5d5d5", "0.55"
    if seat.you:
        classes.append("pokerlib-seat-you")
    # the dealer button as a white "BTN" disc (a "D" would read as a player named D)
    badges = (_badge("BTN", "#fff", MESSAGES("dealer", lang), css="pokerlib-button")
              if seat.button else "")
    blind = _badge(seat.blind, "#2c6fbb") if seat.blind else ""
    allin = _badge(MESSAGES("all_in", lang), "#c0392b") if seat.all_in else ""
    px = 15 if seat.you else 12
    cards = "".join(_card_html(c, px) for c in seat.cards) + _back_html(px) * seat.face_down
    if seat.won:
        note = (f'<b style="color:#1e8449">{html.escape(MESSAGES("won", lang, chips=seat.won))}'
                "</b>" + (f" · {html.escape(seat.note)}" if seat.note else ""))
    elif seat.to_act and not seat.note:
        note = f'<b>{html.escape(MESSAGES("your_turn" if seat.you else "to_act", lang))}</b>'
    else:
        note = html.escape(seat.note)
    line = "white-space:nowrap;overflow:hidden;text-overflow:ellipsis"
    # the note wraps (between words, or anywhere in Japanese) onto up to NOTE_LINES lines
    wrap = (f"height:{NOTE_LINE * NOTE_LINES}px;overflow:hidden;overflow-wrap:anywhere;"
            f"font-size:{NOTE_FONT}px;line-height:{NOTE_LINE}px")
    return (
        f'<div class="{" ".join(classes)}" data-seat="{i}" title="{html.escape(seat.name)}" '
        f'style="position:absolute;left:{left:.0f}px;top:{top:.0f}px;width:{w:.0f}px;'
        f"height:{h:.0f}px;box-sizing:border-box;padding:3px 5px;border:{border};"
        f"border-radius:9px;background:{background};box-shadow:{shadow};opacity:{opacity};"
        f'color:#1b1b1b;font-size:12px;line-height:16px;text-align:center">'
        f'<div style="{line}">{badges}<b class="pokerlib-seat-name" style="margin:0 2px">'
        f"{html.escape(seat.name)}</b>{blind}{allin}</div>"
        f'<div class="pokerlib-seat-stack" style="{line}">'
        f'{html.escape(MESSAGES("stack", lang, chips=seat.stack))}</div>'
        f'<div class="pokerlib-seat-cards" style="height:{px + 8}px;{line}">{cards}</div>'
        f'<div class="pokerlib-seat-note" style="{wrap}">{note}</div></div>')


def _chips_html(amount: int, at: tuple[float, float], lang: str) -> str:
    x, y = at
    tip = html.escape(MESSAGES("in_front", lang, chips=amount))
    return (f'<div class="pokerlib-chips" title="{tip}" '
            f'style="position:absolute;left:{x:.0f}px;top:{y:.0f}px;'
            f"transform:translate(-50%,-50%);padding:1px 6px 1px 3px;border-radius:10px;"
            f"background:rgba(0,0,0,.45);color:#fff;font-size:12px;font-weight:bold;"
            f'white-space:nowrap"><span style="display:inline-block;width:11px;height:11px;'
            f"margin-right:3px;border-radius:50%;background:#e74c3c;border:2px dashed #fff;"
            f'vertical-align:-2px"></span>{amount}</div>')


def _share_text(share: ShareView, lang: str) -> str:
    text = MESSAGES("share", lang, name=share.name, chips=share.chips)
    what = MESSAGES(share.half, lang) if share.half else ""
    if share.hand:
        what = MESSAGES("with", lang, what=what, hand=share.hand) if what else share.hand
    return MESSAGES("half", lang, what=text, half=what) if what else text


def _middle_html(view: TableView, width: int, height: int) -> str:
    lang = view.lang
    parts = []
    if view.title:
        parts.append(f'<div class="pokerlib-table-title" style="font-size:13px;opacity:.9">'
                     f"{html.escape(view.title)}</div>")
    board = "".join(_card_html(c, 18) for c in view.board)
    empty = "".join('<span style="display:inline-block;width:32px;height:25px;margin:0 1px;'
                    'border:1px dashed rgba(255,255,255,.35);border-radius:3px;'
                    'vertical-align:top"></span>' for _ in range(5 - len(view.board)))
    parts.append(f'<div class="pokerlib-board" style="margin:4px 0">{board}{empty}</div>')
    if view.pots:
        for pot in view.pots:
            # a share never breaks inside itself: the line wraps between shares
            shares = " · ".join(f'<span class="pokerlib-share" style="white-space:nowrap">'
                                f"{html.escape(_share_text(s, lang))}</span>"
                                for s in pot.shares)
            parts.append(f'<div class="pokerlib-pot" style="margin-top:2px"><b '
                         f'style="white-space:nowrap">{html.escape(pot.name)} {pot.amount}'
                         "</b>" + (f" → {shares}" if shares else "") + "</div>")
    elif view.pot:
        parts.append(f'<div class="pokerlib-pot" style="font-size:14px"><b>'
                     f'{html.escape(MESSAGES("pot", lang, chips=view.pot))}</b></div>')
    for note in view.notes:
        parts.append(f'<div class="pokerlib-table-note" style="opacity:.9">'
                     f"{html.escape(note)}</div>")
    wide = MIDDLE_WIDTH_AT_END if view.pots else MIDDLE_SIZE[0]
    return (f'<div class="pokerlib-middle" style="position:absolute;left:{width / 2:.0f}px;'
            f"top:{height / 2:.0f}px;width:{wide}px;transform:translate(-50%,-50%);"
            f"color:#fff;font-size:12px;line-height:16px;text-align:center;"
            f'text-shadow:0 1px 2px rgba(0,0,0,.6)">{"".join(parts)}</div>')


def render_table(view: TableView) -> str:
    """The drawn table as HTML (inline CSS, no script): put it in an ``ipywidgets.HTML``.

    Seats sit round a green oval (:func:`seat_boxes`), each with its name, stack, cards (face up
    or card backs), dealer button and blind, and a note; chips bet this round lie on the felt in
    front of their seat; the board, the pot (or, at the end, each pot and who won which part of
    it) sit in the middle. The seat to act is outlined in gold, folded seats are greyed and the
    winners outlined in green.
    """
    if not isinstance(view, TableView):
        raise TableError(key="ui_render_table_draws", view=view)
    n = len(view.seats)
    width, height = table_size(n)
    you = next((i for i, s in enumerate(view.seats) if s.you), None)
    boxes = seat_boxes(n, you)
    sw, sh = SEAT_SIZE
    felt = (f'<div class="pokerlib-felt" style="position:absolute;left:{sw * 0.42:.0f}px;'
            f"top:{sh * 0.42:.0f}px;right:{sw * 0.42:.0f}px;bottom:{sh * 0.42:.0f}px;"
            f"box-sizing:border-box;border-radius:50%;border:10px solid #6b4226;"
            "background:radial-gradient(ellipse at center,#3f9a63 0%,#2a7a4b 60%,"
            "#1d5e38 100%);"
            f'box-shadow:inset 0 0 28px rgba(0,0,0,.55),0 3px 8px rgba(0,0,0,.35)"></div>')
    centre = (width / 2, height / 2)
    chips = "".join(_chips_html(s.in_front, chips_spot(b, centre), view.lang)
                    for s, b in zip(view.seats, boxes, strict=True) if s.in_front)
    seats = "".join(_seat_html(i, s, b, view.lang)
                    for i, (s, b) in enumerate(zip(view.seats, boxes, strict=True)))
    return (f'<div style="overflow-x:auto"><div class="pokerlib-table" data-seats="{n}" '
            f'style="position:relative;width:{width}px;height:{height}px;margin:4px 0;'
            f'font-family:-apple-system,\'Segoe UI\',Helvetica,Arial,sans-serif">'
            f"{felt}{_middle_html(view, width, height)}{chips}{seats}</div></div>")



# --- pots at the end of a hand ------------------------------------------------------------------

def settled_pots(settlement: PotSettlement, names: Mapping[Any, str], lang: str = "en", *,
                 high: Mapping[Any, str] | None = None, low: Mapping[Any, str] | None = None,
                 hilo: bool = False, game: str = "omaha"
                 ) -> tuple[tuple[PotView, ...], tuple[str, ...]]:
    """A settlement as the drawn table shows it: each pot, named in ``lang``, with what each
    winner took (by half in a hi/lo game: ``hilo``) and the winning hand in words (``high`` and
    ``low`` map players to their hands' descriptions), and the uncalled bets returned as notes.
    ``names`` maps players to the names shown; ``game="aof"`` says the returned part in the AoF
    article's Japanese word (未対応額).

    >>> from pokerlib.pots import settle
    >>> s = settle({0: 16, 1: 2, 2: 16}, {1}, order=[1, 2, 0], high={0: 5, 2: 9})
    >>> pots, notes = settled_pots(s, {0: "Ann", 1: "Bob", 2: "Cho"}, high={2: "a flush"})
    >>> [(p.name, p.amount, [(x.name, x.chips, x.hand) for x in p.shares]) for p in pots]
    [('main pot', 34, [('Cho', 34, 'a flush')])]
    """
    check_lang(lang)
    highs, lows = high or {}, low or {}
    pots = []
    for r in settlement.results:
        name = r.pot.label(lang)
        shares: list[ShareView] = []
        if r.how is Award.HIGH_LOW:
            high_half = (r.pot.amount + 1) // 2   # the odd chip goes to the high half
            shares += [ShareView(names[p], c, "high", highs.get(p, ""))
                       for p, c in split_chips(high_half, r.high_winners) if c]
            shares += [ShareView(names[p], c, "low", lows.get(p, ""))
                       for p, c in split_chips(r.pot.amount - high_half, r.low_winners) if c]
        elif r.how is Award.SCOOP:
            shares += [ShareView(names[p], c, "scoop",
                                 " / ".join(x for x in (highs.get(p, ""), lows.get(p, "")) if x))
                       for p, c in r.shares]
        elif r.how is Award.HIGH:
            shares += [ShareView(names[p], c, "high" if hilo else "", highs.get(p, ""))
                       for p, c in r.shares]
        else:
            shares += [ShareView(names[p], c) for p, c in r.shares]
        pots.append(PotView(name, r.pot.amount, tuple(shares),
                            tuple(names[p] for p in r.pot.eligible)))
    notes = tuple(MESSAGES("uncalled", lang, of_game=game, chips=c, name=names[p])
                  for p, c in settlement.uncalled)
    return tuple(pots), notes


def pots_table_html(pots: tuple[PotView, ...], lang: str = "en", game: str = "omaha") -> str:
    """The pots as a small table: each pot, its chips, who could win it and who won what
    (``game="aof"``: the chips column in the AoF article's 点)."""
    check_lang(lang)
    e = html.escape
    words = [MESSAGES(k, lang, of_game=game) for k in ("pot_col", "chips_col", "eligible_col",
                                                     "won_col")]
    head = "".join(f"<th style='text-align:left;padding:0 8px'>{e(w)}</th>" for w in words)
    rows = [f"<tr>{head}</tr>"]
    for pot in pots:
        won = "<br>".join(e(_share_text(s, lang)) for s in pot.shares)
        rows.append(f"<tr><td style='padding:0 8px'>{e(pot.name)}</td>"
                    f"<td style='padding:0 8px;text-align:right'>{pot.amount}</td>"
                    f"<td style='padding:0 8px'>{e(MESSAGES('sep', lang).join(pot.eligible))}</td>"
                    f"<td style='padding:0 8px'>{won}</td></tr>")
    return f'<table class="pokerlib-pots">{"".join(rows)}</table>'
