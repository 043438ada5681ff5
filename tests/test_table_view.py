"""The drawn poker table, tested by feeding the renderer views: every seat's name and stack
appear in its own box, the seat to act is marked, folded seats are greyed, and the boxes and
chips read back from the HTML never overlap, at 2 to 10 seats."""

from __future__ import annotations

import html
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import Deck, parse_cards
from pokerlib.course.widgets.table_view import (
    CHIPS_SIZE,
    MIDDLE_SIZE,
    PotView,
    SeatView,
    ShareView,
    TableView,
    pots_table_html,
    render_table,
    seat_boxes,
    settled_pots,
    table_size,
)
from pokerlib.errors import PokerError, TableError
from pokerlib.pots import settle

NAMES = ["You", "Ann", "Bob", "Cho", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy"]
SEAT = re.compile(r'<div class="([^"]*pokerlib-seat[^"]*)" data-seat="(\d+)"[^>]*'
                  r'style="position:absolute;left:(-?\d+)px;top:(-?\d+)px;width:(\d+)px;'
                  r'height:(\d+)px')
CHIPS = re.compile(r'class="pokerlib-chips"[^>]*style="position:absolute;left:(-?\d+)px;'
                   r'top:(-?\d+)px')
TABLE = re.compile(r'class="pokerlib-table" data-seats="(\d+)" style="position:relative;'
                   r'width:(\d+)px;height:(\d+)px')


def seats_of(page: str) -> dict[int, tuple[str, tuple[int, int, int, int], str]]:
    """Each seat box read back from the HTML: its classes, its rectangle and its inner HTML."""
    found = list(SEAT.finditer(page))
    out = {}
    for k, m in enumerate(found):
        end = found[k + 1].start() if k + 1 < len(found) else len(page)
        rect = tuple(int(m.group(i)) for i in range(3, 7))
        out[int(m.group(2))] = (m.group(1), rect, page[m.end():end])
    return out


def chips_of(page: str) -> list[tuple[float, float, float, float]]:
    w, h = CHIPS_SIZE
    return [(int(x) - w / 2, int(y) - h / 2, w, h) for x, y in CHIPS.findall(page)]


def gap(a, b) -> float:
    """How far apart two rectangles are (negative: they overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]))
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]))
    return max(dx, dy)


def example_view(n: int, *, you: int | None = 0, to_act: int = 1, folded=(2,),
                 in_front: int = 4) -> TableView:
    seats = []
    hole = list(Deck(seed=n).deal(4 * n))
    for i in range(n):
        seats.append(SeatView(
            NAMES[i], 100 - i, in_front=in_front if i % 2 == 0 else 0,
            cards=tuple(hole[4 * i:4 * i + 4]) if i == you else (),
            face_down=0 if i == you or i in folded else 4, folded=i in folded,
            to_act=i == to_act, button=i == n - 1, blind="SB" if i == 0 else "BB" if i == 1
            else "", you=i == you, note="call 4" if i == 3 else ""))
    return TableView(tuple(seats), board=parse_cards("Jd 4d 3c"), pot=24, title="Hand #3")


def check_geometry(page: str, n: int) -> None:
    m = TABLE.search(page)
    assert m and int(m.group(1)) == n
    width, height = int(m.group(2)), int(m.group(3))
    assert (width, height) == table_size(n) and width <= 720   # a notebook's width
    seats = seats_of(page)
    boxes = [rect for _, rect, _ in seats.values()]
    chips = chips_of(page)
    mw, mh = MIDDLE_SIZE
    middle = (width / 2 - mw / 2, height / 2 - mh / 2, mw, mh)
    for r in boxes + chips:
        assert 0 <= r[0] and r[0] + r[2] <= width and 0 <= r[1] and r[1] + r[3] <= height, r
    for i, a in enumerate(boxes):
        assert gap(a, middle) > 0
        for b in boxes[i + 1:]:
            assert gap(a, b) >= 8, (a, b)          # seat boxes never touch
    for i, c in enumerate(chips):
        assert gap(c, middle) > 0
        assert all(gap(c, b) > 0 for b in boxes)
        assert all(gap(c, d) > 0 for d in chips[i + 1:])


@pytest.mark.parametrize("n", [2, 4, 6, 10])
def test_every_seat_shows_its_name_and_stack_in_its_own_box(n):
    view = example_view(n)
    page = render_table(view)
    seats = seats_of(page)
    assert sorted(seats) == list(range(n))
    for i, seat in enumerate(view.seats):
        classes, _, inner = seats[i]
        assert f">{seat.name}</b>" in inner and f"stack {seat.stack}<" in inner
        assert ("pokerlib-seat-to-act" in classes) == (i == 1)
        assert ("pokerlib-seat-folded" in classes) == (i == 2 and n > 2)
        if "pokerlib-seat-folded" in classes:
            assert "opacity:0.55" in page[page.index(f'data-seat="{i}"'):][:600]
        cards = inner.count('class="pokerlib-card"')
        backs = inner.count('class="pokerlib-card-back"')
        assert (cards, backs) == (len(seat.cards), seat.face_down)
    assert "Pot 24" in page and page.count('class="pokerlib-chips"') == (n + 1) // 2
    check_geometry(page, n)


@pytest.mark.parametrize("n", range(2, 11))
def test_the_viewer_sits_at_the_bottom_in_the_middle_and_the_others_go_clockwise(n):
    width, height = table_size(n)
    for you in range(n):
        boxes = seat_boxes(n, you)
        left, top, w, h = boxes[you]
        assert left + w / 2 == pytest.approx(width / 2) and top + h == pytest.approx(height)
        assert w > boxes[(you + 1) % n][2]          # the viewer's box is the wide one
        # the next seat clockwise is to the viewer's left: the left half of the screen
        nxt = boxes[(you + 1) % n]
        assert nxt[0] + nxt[2] / 2 < width / 2 or n == 2
        check_geometry(render_table(example_view(n, you=you, to_act=(you + 1) % n)), n)


def test_card_colours_are_those_of_cards_html():
    page = render_table(example_view(2))
    assert re.search(r"color:#c0392b[^>]*>J♦<", page)
    assert re.search(r"color:#1b1b1b[^>]*>3♣<", page)


def test_the_end_of_a_hand_shows_each_pot_and_who_won_which_half():
    pots = (PotView("main pot", 30, (ShareView("Ann", 15, "high", "Flush, ace high"),
                                     ShareView("You", 15, "low", "8-7-5-3-A low"))),
            PotView("side pot 1", 12, (ShareView("Ann", 12),)))
    seats = tuple(SeatView(NAMES[i], 50, won=27 if i == 1 else 15 if i == 0 else 0,
                           you=i == 0) for i in range(3))
    page = render_table(TableView(seats, pots=pots, notes=("uncalled 4 back to Ann",)))
    assert "main pot 30" in page and "Ann 15 (high: Flush, ace high)" in page
    assert "You 15 (low: 8-7-5-3-A low)" in page and "side pot 1 12" in page
    assert "uncalled 4 back to Ann" in page and "Pot " not in page
    winners = [i for i, (c, _, _) in seats_of(page).items() if "pokerlib-seat-winner" in c]
    assert winners == [0, 1] and "wins 27" in page


def test_japanese_words():
    seats = tuple(SeatView(n, 10, all_in=i == 1, you=i == 0, to_act=i == 0)
                  for i, n in enumerate(["あなた", "Ann"]))
    page = render_table(TableView(seats, pot=5, lang="ja"))
    assert "スタック 10" in page and "ポット 5" in page and "オールイン" in page
    assert "あなたの番" in page
    text = re.sub(r"<[^>]+>", " ", page)          # what a reader sees
    for word in ("stack", "Pot", "ALL-IN", "your turn"):
        assert word not in text


def test_settled_pots_name_the_players_and_split_by_half():
    # Cho is all-in for 4: a main pot of 12 for all three, a side pot of 12 for Ann and Bob.
    # Bob has the best high (5) in both; Ann the best low (9 beats Cho's 2)
    s = settle({0: 10, 1: 10, 2: 4}, order=[0, 1, 2], high={0: 3, 1: 5, 2: 1},
               low={0: 9, 1: None, 2: 2})
    names = {0: "Ann", 1: "Bob", 2: "Cho"}
    pots, notes = settled_pots(s, names, high={1: "Bob's high"}, low={0: "Ann's low"},
                               hilo=True)
    assert [(p.name, p.amount, p.eligible) for p in pots] == [
        ("main pot", 12, ("Ann", "Bob", "Cho")), ("side pot 1", 12, ("Ann", "Bob"))]
    for p in pots:
        assert [(x.name, x.chips, x.half, x.hand) for x in p.shares] == [
            ("Bob", 6, "high", "Bob's high"), ("Ann", 6, "low", "Ann's low")]
    assert notes == ()
    jp, _ = settled_pots(s, names, "ja", hilo=True)
    assert [p.name for p in jp] == ["メインポット", "サイドポット1"]
    table = pots_table_html(pots)
    assert "Bob 6 (high: Bob&#x27;s high)" in table and "Ann 6 (low: Ann&#x27;s low)" in table
    assert "high: high:" not in table and "can win it" in table and "Ann, Bob, Cho" in table
    # without hi/lo (hold'em) the pot is not called a high half
    holdem, _ = settled_pots(settle({0: 5, 1: 5}, order=[0, 1], high={0: 2, 1: 1}), names)
    assert [(x.name, x.chips, x.half) for x in holdem[0].shares] == [("Ann", 10, "")]


def test_uncalled_bets_become_notes_with_names():
    s = settle({"A": 16, "C": 1, "D": 2}, {"C", "D"}, order="CDA")
    pots, notes = settled_pots(s, {"A": "Ann", "C": "Cho", "D": "Dee"})
    assert notes == ("14 uncalled back to Ann",)
    assert [(x.name, x.chips) for x in pots[0].shares] == [("Ann", 5)]


@pytest.mark.parametrize("bad, word", [
    (lambda: SeatView("Ann", -1), "stack"),
    (lambda: SeatView("Ann", 5, cards=("As",)), "Cards"),
    (lambda: SeatView("Ann", 5, face_down=5), "4"),
    (lambda: SeatView("Ann", 5, blind="UTG"), "blind"),
    (lambda: SeatView("Ann", 5, folded=1), "folded"),
    (lambda: TableView((SeatView("Ann", 5),)), "2 to 10"),
    (lambda: TableView(tuple(SeatView("A", 5, you=True) for _ in range(2))), "one seat"),
    (lambda: TableView((SeatView("A", 5), SeatView("B", 5)), lang="fr"), "lang"),
    (lambda: PotView("main pot", 10, (ShareView("A", 4),)), "add up"),
    (lambda: ShareView("A", 4, half="middle"), "half"),
    (lambda: render_table("table"), "TableView"),
    (lambda: seat_boxes(11), "2 to 10"),
    (lambda: seat_boxes(4, you=4), "seat"),
])
def test_bad_views_are_refused_with_a_sentence(bad, word):
    with pytest.raises(PokerError, match=word):
        bad()
    assert issubclass(TableError, PokerError)


names = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")),
                min_size=1, max_size=12)


@st.composite
def views(draw):
    n = draw(st.integers(2, 10))
    you = draw(st.one_of(st.none(), st.integers(0, n - 1)))
    seats = []
    cards = list(Deck(seed=draw(st.integers(0, 99))).deal(4 * n))
    for i in range(n):
        up = draw(st.integers(0, 4))
        seats.append(SeatView(
            draw(names), draw(st.integers(0, 10**6)), in_front=draw(st.integers(0, 9999)),
            cards=tuple(cards[4 * i:4 * i + up]), face_down=draw(st.integers(0, 4 - up)),
            folded=draw(st.booleans()), all_in=draw(st.booleans()),
            to_act=draw(st.booleans()), button=draw(st.booleans()),
            blind=draw(st.sampled_from(["", "SB", "BB"])), you=i == you,
            note=draw(st.text(max_size=30)), won=draw(st.integers(0, 999))))
    return TableView(tuple(seats), board=tuple(cards[:draw(st.integers(0, 5))]),
                     pot=draw(st.integers(0, 10**5)), title=draw(st.text(max_size=20)),
                     lang=draw(st.sampled_from(["en", "ja"])))


@settings(max_examples=150, deadline=None)
@given(view=views())
def test_any_view_draws_every_seat_in_its_own_box_without_overlaps(view):
    page = render_table(view)
    seats = seats_of(page)
    assert sorted(seats) == list(range(len(view.seats)))
    for i, seat in enumerate(view.seats):
        classes, _, inner = seats[i]
        assert f">{html.escape(seat.name)}</b>" in inner
        assert f" {seat.stack}<" in inner
        assert ("pokerlib-seat-to-act" in classes) == seat.to_act
        assert ("pokerlib-seat-folded" in classes) == seat.folded
        assert ("pokerlib-seat-you" in classes) == seat.you
        assert inner.count('class="pokerlib-card"') == len(seat.cards)
        assert inner.count('class="pokerlib-card-back"') == seat.face_down
    assert page.count('class="pokerlib-chips"') == sum(1 for s in view.seats if s.in_front)
    check_geometry(page, len(view.seats))


# --- a seat's note wraps and fits: nothing is cut short ("Jハイのフラ…") ---------------

def _char_widths():
    """Each character's width in pixels at 1 px: DejaVu Sans's advance (wider than the Arial or
    Helvetica a browser picks, so the estimate errs towards too many lines), 1 em for a wide
    (Japanese) character."""
    import functools
    import unicodedata

    from matplotlib.font_manager import findfont
    from matplotlib.ft2font import FT2Font

    font = FT2Font(findfont("DejaVu Sans"))
    font.set_size(100, 72)

    @functools.cache
    def em(ch: str) -> float:
        if unicodedata.east_asian_width(ch) in "WF":
            return 1.0
        return font.load_char(ord(ch)).linearHoriAdvance / 65536 / 100

    return em, unicodedata


def wrapped_lines(text: str, width: float, px: float) -> int:
    """How many lines ``text`` takes in a box ``width`` pixels wide at ``px`` pixels, wrapped as
    a browser wraps: after a space or a hyphen and beside any Japanese character; a piece wider
    than the box counts as too many lines."""
    em, ud = _char_widths()
    pieces, cur = [], ""
    for ch in text:
        wide = ud.east_asian_width(ch) in "WF"
        if wide and cur:
            pieces.append(cur)
            cur = ""
        cur += ch
        if ch in " -" or wide:
            pieces.append(cur)
            cur = ""
    pieces.append(cur)

    def w(s: str) -> float:
        return sum(em(c) for c in s) * px

    lines, used = 1, 0.0
    for p in pieces:
        if used and used + w(p.rstrip(" ")) > width:
            lines, used, p = lines + 1, 0.0, p.lstrip(" ")
        if w(p.rstrip(" ")) > width:
            return 99
        used += w(p)
    return lines


def test_the_longest_showdown_note_wraps_inside_the_narrow_seat_box_in_both_languages():
    from pokerlib.course.widgets.table_view import NOTE_FONT, NOTE_LINE, NOTE_LINES, SEAT_SIZE

    # the note's box: no cutting short, room for NOTE_LINES lines
    seats = (SeatView("You", 5, you=True), SeatView("Ann", 120, won=999, note="NOTE"))
    for lang in ("en", "ja"):
        page = render_table(TableView(seats, lang=lang))
        note_div = re.search(r'<div class="pokerlib-seat-note" style="([^"]*)">(.*?)</div></div>',
                             seats_of(page)[1][2])
        style, inner = note_div.groups()
        assert "nowrap" not in style and "ellipsis" not in style
        assert f"height:{NOTE_LINE * NOTE_LINES}px" in style
        assert f"font-size:{NOTE_FONT}px" in style and f"line-height:{NOTE_LINE}px" in style
        # the box holds the border and padding (2 x 6), name and stack (2 x 16), the learner's
        # bigger cards (23) and the note
        assert SEAT_SIZE[1] >= 2 * 6 + 2 * 16 + 23 + NOTE_LINE * NOTE_LINES
        template = html.unescape(re.sub(r"<[^>]+>", "", inner))   # "wins 999 · NOTE"
        assert template.endswith("NOTE") and "999" in template
        # the widest high hands with the widest lows, as the Omaha table writes them
        highs = {"en": ["Full house, deuces full of queens", "Full house, queens full of eights",
                        "Straight flush, queen high", "Three of a kind, sevens"],
                 "ja": ["Qハイのストレートフラッシュ", "Qと8のフルハウス",
                        "Jハイのフラッシュ"]}[lang]
        lows = {"en": ["5-4-3-2-A low (the wheel)", "8-7-6-5-4 low", "7-6-5-3-2 low"],
                "ja": ["5-4-3-2-Aのロー（ウィール）", "8-7-6-5-4のロー"]}[lang]
        inner_width = SEAT_SIZE[0] - 2 * 5 - 2 * 3     # padding 5 and a winner's 3 px border
        worst = max(wrapped_lines(template.replace("NOTE", f"{h} · {low}"), inner_width,
                                  NOTE_FONT) for h in highs for low in lows)
        assert worst <= NOTE_LINES, (lang, worst)
        # the case the learner met: a Japanese flush with a low fits, on more than one line
        text = template.replace("NOTE", "Jハイのフラッシュ · 8-6-4-3-Aのロー")
        assert 1 < wrapped_lines(text, inner_width, NOTE_FONT) <= NOTE_LINES
