"""The lessons' table pictures: who acts in which order, and what the picture shows."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from pokerlib.aof import AofHand, positions  # noqa: E402
from pokerlib.course.charts.diagrams import acting_order, oasis_diagram, table_diagram  # noqa: E402
from pokerlib.errors import TableError  # noqa: E402

SEATS = ["Ann", "Bob", "Cho", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


@pytest.mark.parametrize("n", range(3, 11))
def test_preflop_the_player_left_of_the_big_blind_acts_first_and_the_big_blind_last(n):
    players = SEATS[:n]
    for b, button in enumerate(players):
        order = acting_order(players, button)
        assert order[-1] == players[(b + 2) % n] and order[-2] == players[(b + 1) % n]
        assert order[0] == players[(b + 3) % n]
        assert acting_order(players, button, "river")[0] == players[(b + 1) % n]
        assert sorted(order) == sorted(players)


@pytest.mark.parametrize("n", range(2, 10))
def test_acting_order_agrees_with_the_aof_tables_positions(n):
    # the picture's order is the order an AoF hand asks its players in, and each player's
    # place in it has the name positions(n) gives that place (heads-up the button is the SB)
    players = SEATS[:n]
    for button in players:
        hand = AofHand({p: 16 for p in players}, button=button)
        asked = []
        while not hand.is_over:
            asked.append(hand.to_act)
            hand.all_in()
        assert acting_order(players, button) == asked
        assert [hand.position(p) for p in asked] == list(positions(n))


def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after():
    assert acting_order(["You", "Bot"], "You") == ["You", "Bot"]
    assert acting_order(["You", "Bot"], "You", "flop") == ["Bot", "You"]


@pytest.mark.parametrize("lang, title", [("en", "Before the flop"), ("ja", "プリフロップ")])
def test_the_table_picture_marks_button_blinds_and_order(lang, title):
    ax = table_diagram(SEATS[:6], "Cho", lang=lang)
    texts = [t.get_text() for t in ax.texts]
    assert texts.count("BTN") == 1 and texts.count("SB") == 1 and texts.count("BB") == 1
    assert all(name in texts for name in SEATS[:6])
    assert sorted(t for t in texts if t.startswith("#")) == sorted(f"#{i}" for i in range(1, 7))
    assert any(title in t for t in texts)
    # Dee posts the small blind and Eve the big blind: Fay, left of her, acts first, Eve last
    assert texts[texts.index("Fay") + 1] == "#1" and texts[texts.index("Eve") + 1] == "#6"
    plt.close("all")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_button_mark_is_no_players_name_where_a_player_is_called_d(lang):
    # lesson 02 seats A, B, C, D: a "D" mark and "D = dealer button" read as player D
    ax = table_diagram(["A", "B", "C", "D"], "B", lang=lang)
    texts = [t.get_text() for t in ax.texts]
    assert texts.count("BTN") == 1 and texts.count("D") == 1       # D is the player only
    assert any(t.startswith("BTN = ") for t in texts)
    assert not any(t.startswith("D = ") for t in texts)
    plt.close("all")


def test_the_oasis_picture_shows_one_dealer_card_face_up():
    ax = oasis_diagram("K♠", lang="ja")
    texts = [t.get_text() for t in ax.texts]
    assert "K♠" in texts and "ディーラー" in texts and "あなた" in texts
    plt.close("all")


@pytest.mark.parametrize("players, button", [(["A"], "A"), (["A", "A"], "A"), ("AB", "A"),
                                             (["A", "B"], "C"), ([1, 2], 1)])
def test_bad_tables_are_refused(players, button):
    with pytest.raises(TableError):
        table_diagram(players, button)
