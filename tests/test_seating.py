"""One seating rule for every button game: the blinds, the acting order and the position names
of pokerlib.seating are what the AoF hand, the Omaha table and the table picture do."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from pokerlib import seating  # noqa: E402
from pokerlib.aof import AofHand  # noqa: E402
from pokerlib.course.charts.diagrams import BUTTON, table_diagram  # noqa: E402
from pokerlib.errors import TableError  # noqa: E402
from pokerlib.omaha import OmahaTable  # noqa: E402

NAMES = ["Ann", "Bob", "Cho", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


@pytest.mark.parametrize("n", range(2, 11))
def test_the_blinds_sit_left_of_the_button_except_heads_up(n):
    players = NAMES[:n]
    for b, button in enumerate(players):
        sb, bb = seating.blinds(players, button)
        if n == 2:
            assert (sb, bb) == (button, players[1 - b])
        else:
            assert (sb, bb) == (players[(b + 1) % n], players[(b + 2) % n])
        order = seating.acting_order(players, button)
        assert order[-1] == bb and sorted(order) == sorted(players)
        assert seating.acting_order(players, button, "turn")[-1] == button
        assert len(seating.positions(n)) == n and seating.positions(n)[-2:] == ("SB", "BB")


@pytest.mark.parametrize("n", range(2, 7))
def test_the_omaha_table_seats_its_players_by_the_same_rule(n):
    for button in range(n):
        t = OmahaTable(seats=n)
        for s in range(n):
            t.sit(s, NAMES[s], 100)
        h = t.start_hand(button=button)
        seats = list(range(n))
        assert (h.small_blind, h.big_blind) == seating.blinds(seats, button)
        asked = []
        while h.street == "preflop" and t.to_act is not None:   # everybody calls round to the BB
            asked.append(t.to_act)
            t.check() if t.legal_actions().check else t.call()
        assert asked == seating.acting_order(seats, button)
        asked = []
        while h.street == "flop" and t.to_act is not None:
            asked.append(t.to_act)
            t.check()
        assert asked == seating.acting_order(seats, button, "flop")


@pytest.mark.parametrize("n", [2, 3, 6])
def test_the_aof_hand_and_the_picture_agree_on_the_blinds(n):
    players = NAMES[:n]
    hand = AofHand({p: 16 for p in players}, button=players[0])
    ax = table_diagram(players, players[0])
    # the picture draws each seat's name, then the marks of that seat ("BTN", "SB", "BB")
    seat_of: dict[str, str] = {}
    seat = None
    for text in (t.get_text() for t in ax.texts):
        if text in players:
            seat = text
        elif text in (BUTTON, "SB", "BB"):
            seat_of[text] = seat
    assert seat_of == {BUTTON: players[0], "SB": hand.small_blind, "BB": hand.big_blind}
    plt.close("all")


def test_seating_refuses_what_is_not_a_table():
    with pytest.raises(TableError, match="not one of the players"):
        seating.blinds(["Ann", "Bob"], "Cho")
    with pytest.raises(TableError, match="street must be one of"):
        seating.acting_order(["Ann", "Bob"], "Ann", "showdown")
    with pytest.raises(TableError, match="2 to 10"):
        seating.positions(11)
