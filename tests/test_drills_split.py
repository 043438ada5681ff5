"""The hi/lo split drill grades chip for chip against pots.settle (recomputed here from the
hands with the evaluator), and its explanations name the mistake: the odd chip, eligibility for
a side pot, a low that does not qualify, a pot split once as a whole, an uncalled bet."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import parse_cards
from pokerlib.course.drills import Grade, SplitDrill, SplitSpot
from pokerlib.errors import DrillError, TableError
from pokerlib.evaluate import omaha_high, omaha_low
from pokerlib.pots import settle


def settle_here(spot: SplitSpot) -> dict[str, int]:
    """The payouts, from the hands, the board and the button, without the drill's help."""
    b = spot.players.index(spot.button)
    order = [spot.players[(b + 1 + i) % len(spot.players)] for i in range(len(spot.players))]
    high = {p: omaha_high(cards, spot.board) for p, cards in spot.hands}
    low = {p: omaha_low(cards, spot.board) for p, cards in spot.hands}
    return settle(dict(spot.contributions), spot.folded, order=order, high=high,
                  low=low).payouts


def make(hands: dict[str, str], board: str, put: dict[str, int], button: str,
         folded: tuple[str, ...] = ()) -> SplitSpot:
    players = tuple(put)
    return SplitSpot(1, players, button, parse_cards(board),
                     tuple((p, parse_cards(c)) for p, c in hands.items()),
                     tuple(put.items()), folded)


def graded(spot: SplitSpot, answer: dict[str, int]) -> Grade:
    drill = SplitDrill(seed=0)
    drill.use(spot)
    return drill.grade(answer)


@functools.cache
def dealt(seed: int, count: int) -> tuple[SplitSpot, ...]:
    drill = SplitDrill(seed=seed)
    return tuple(drill.next() for _ in range(count))


# --- the drill agrees with pots.settle -------------------------------------------------------

def test_seeded_spots_agree_with_settle():
    for seed in range(3):
        for spot in dealt(seed, 15):
            right = settle_here(spot)
            assert sum(right.values()) == spot.total
            drill = SplitDrill(seed=seed)
            drill.use(spot)
            g = drill.assess(right)
            assert g.correct and g.ev_loss == 0.0 and g.explanation.startswith("Right:")
            assert g.best == ", ".join(f"{p} {right.get(p, 0)}" for p in spot.players)


def test_spots_are_varied():
    spots = [s for seed in range(3) for s in dealt(seed, 15)]
    settlements = [s.settlement() for s in spots]
    assert {len(s.players) - len(s.folded) for s in spots} == {2, 3, 4}
    assert any(s.folded for s in spots)
    assert any(len(x.results) > 1 for x in settlements)            # side pots
    assert any(x.uncalled for x in settlements)                    # uncalled bets
    hows = {r.how for x in settlements for r in x.results}
    assert {"high", "high-low", "scoop"} <= hows
    assert any(r.how == "high-low" and r.pot.amount % 2 for x in settlements for r in x.results)


# --- mistakes, named -----------------------------------------------------------------------

ODD_HALF = make({"Ann": "Kh Kd 9s 9h", "Bob": "Ac 3d Qh Jh"}, "2c 5d 7h Kc Ks",
                {"Ann": 15, "Bob": 15, "Cat": 1}, button="Cat", folded=("Cat",))


def test_the_odd_chip_goes_to_the_high_half():
    assert settle_here(ODD_HALF) == {"Ann": 16, "Bob": 15, "Cat": 0}
    g = graded(ODD_HALF, {"Ann": 15, "Bob": 16})
    assert not g.correct and g.ev_loss == 1.0 and g.chosen_ev == -1.0
    assert "odd chip of the main pot goes to the high half (Ann)" in g.explanation
    assert g.describe().startswith("Ann 15, Bob 16, Cat 0: not the best choice (Ann 16, Bob 15,"
                                   " Cat 0), costs 1 chip.")


def test_odd_chips_among_tied_winners_go_left_of_the_button():
    hands = {"Ann": "Ah Td 2s 3s", "Bob": "As Tc 4d 5d"}
    put = {"Ann": 20, "Bob": 20, "Cat": 5}
    for button, first in (("Cat", "Ann"), ("Ann", "Bob")):
        spot = make(hands, "Kc Ks Qd Jh 9c", put, button=button, folded=("Cat",))
        right = settle_here(spot)
        assert right[first] == 23 and sum(right.values()) == 45
        wrong = {"Ann": 45 - right["Ann"], "Bob": 45 - right["Bob"]}
        g = graded(spot, wrong)
        assert not g.correct and g.ev_loss == 1.0
        assert f"the odd chip of the main pot goes to {first}" in g.explanation
        assert "seat order from the left of the button" in g.explanation


def test_same_winners_both_ways_split_the_pot_once():
    """docs/rules.md: a 66-chip pot the same two players win both ways is 33/33, not 34/32."""
    spot = make({"Ann": "As 2s Kc Qd", "Bob": "Ah 2h Kd Qc"}, "3c 4d 5h 9s Jh",
                {"Ann": 33, "Bob": 33}, button="Bob")
    assert settle_here(spot) == {"Ann": 33, "Bob": 33}
    g = graded(spot, {"Ann": 34, "Bob": 32})
    assert not g.correct and g.ev_loss == 1.0
    assert "split once as a whole" in g.explanation


ELIGIBLE = make({"Ann": "Ac 3d Qh Jh", "Bob": "Kh Kd 9s 9h", "Cat": "Qs Qc Th Td"},
                "2c 5d 7h Kc Ks", {"Ann": 10, "Bob": 30, "Cat": 30}, button="Cat")


def test_a_low_that_is_not_in_a_side_pot():
    assert settle_here(ELIGIBLE) == {"Ann": 15, "Bob": 55, "Cat": 0}
    g = graded(ELIGIBLE, {"Ann": 35, "Bob": 35, "Cat": 0})
    assert not g.correct and g.ev_loss == 20.0
    assert "Ann put in only 10 chips, so Ann cannot win side pot 1" in g.explanation


def test_no_qualifying_low():
    spot = make({"Ann": "Kh Kd 9s 9h", "Bob": "Ac 3d Qh Jh"}, "2c 5d Th Kc Ks",
                {"Ann": 21, "Bob": 21}, button="Bob")
    assert settle_here(spot) == {"Ann": 42, "Bob": 0}
    g = graded(spot, {"Ann": 21, "Bob": 21})
    assert not g.correct and g.ev_loss == 21.0
    assert "nobody in the main pot has a qualifying low" in g.explanation


def test_a_qualifying_low_splits_the_pot():
    g = graded(ODD_HALF, {"Ann": 31, "Bob": 0})
    assert "Bob has a qualifying low (7-5-3-2-A low)" in g.explanation


def test_an_uncalled_bet_goes_back():
    spot = make({"Ann": "Kh Kd 9s 9h", "Bob": "Qs Qc Jd Td"}, "2c 5d Th Kc Ks",
                {"Ann": 30, "Bob": 20}, button="Bob")
    assert settle_here(spot) == {"Ann": 50, "Bob": 0}
    spot = make({"Ann": "Qs Qc Jd Td", "Bob": "Kh Kd 9s 9h"}, "2c 5d Th Kc Ks",
                {"Ann": 30, "Bob": 20}, button="Bob")
    assert settle_here(spot) == {"Ann": 10, "Bob": 40}
    g = graded(spot, {"Ann": 0, "Bob": 50})
    assert "nobody called Ann's last 10 chips" in g.explanation


def test_an_answer_no_single_mistake_explains():
    g = graded(ELIGIBLE, {"Ann": 1, "Bob": 2, "Cat": 67})
    assert not g.correct and g.ev_loss == 67.0   # 14 + 53 too few, 67 too many
    assert "Ann receives 15, not 1" in g.explanation
    assert "side pot 1 (40, Bob and Cat) goes to the best high, Bob" in g.explanation


# --- answers that are refused, not graded (issue 21) --------------------------------------

@pytest.mark.parametrize("lang, words", [
    ("en", "type the chips each player receives first: all 70 chips"),
    ("ja", "先に各プレーヤーが受け取るチップ数を入れてください"),
])
def test_the_untouched_all_zero_answer_is_refused_in_the_learners_language(lang, words):
    drill = SplitDrill(seed=0, lang=lang)
    drill.use(ELIGIBLE)
    before = drill.state()
    for untouched in ({"Ann": 0, "Bob": 0, "Cat": 0}, {}):
        with pytest.raises(DrillError) as info:
            drill.grade(untouched)
        assert info.value.key == "split_untouched" and words in info.value.message(lang)
        assert drill.state() == before and len(drill.record) == 0


@pytest.mark.parametrize("answer, handed", [({"Ann": 1, "Bob": 2, "Cat": 3}, 6),
                                            ({"Ann": 15, "Bob": 55, "Cat": 1}, 71),
                                            ({"Bob": 69}, 69)])
def test_an_answer_that_does_not_add_up_to_the_table_is_refused(answer, handed):
    drill = SplitDrill(seed=0)
    drill.use(ELIGIBLE)
    before = drill.state()
    with pytest.raises(DrillError, match=f"hands out {handed} chips, but 70 are on the table"):
        drill.grade(answer)
    assert drill.state() == before
    with pytest.raises(DrillError) as info:
        drill.grade(answer)
    assert info.value.message("ja") == (f"あなたの答えは合計{handed}チップを配っていますが、"
                                        "テーブルにあるのは70チップです。受け取る額の合計は70に"
                                        "なります")
    assert drill.grade({"Ann": 15, "Bob": 55}).correct   # the same drill grades a full answer


# --- answers that cannot be read --------------------------------------------------------

@pytest.mark.parametrize("bad, words", [
    ({"Zed": 5}, "not at this table"), ({"Ann": -1}, "fewer than 0"),
    ({"Ann": 1.5}, "whole number"), ({"Ann": True}, "whole"), ({"Ann": "sixteen"}, "whole"),
    ("Ann sixteen", "answer with the chips"), ("Zed 16", "not one of the players"),
    ([("Ann", 16)], "answer with the chips"), (None, "answer with the chips"),
])
def test_answers_that_cannot_be_read(bad, words):
    drill = SplitDrill(seed=0)
    drill.use(ODD_HALF)
    before = drill.state()
    with pytest.raises(DrillError, match=words):
        drill.grade(bad)
    assert drill.state() == before
    assert drill.grade({"Ann": 16, "Bob": 15}).correct   # players left out receive 0


@pytest.mark.parametrize("answer", [
    {"ann": 16, "BOB": 15}, {"Ann": "16", "Bob": "15点"}, {"Ann": 16.0, "Bob": 15},
    "Ann 16, Bob 15", "ann=16 bob=15", "Annは16点、Bobは15点", "ＡＮＮ １６ ｂｏｂ １５",
])
def test_the_answer_reader_forms_are_the_same_answer(answer):
    """The course's one answer reader: a name in any case, the chips as text or with a unit,
    the whole answer as text (what a notebook exercise takes too)."""
    drill = SplitDrill(seed=0)
    drill.use(ODD_HALF)
    assert drill.grade(answer).correct


def test_grade_before_next():
    with pytest.raises(DrillError, match="call next"):
        SplitDrill().grade({})


@pytest.mark.parametrize("change, words", [
    (dict(button="Zed"), "button"), (dict(players=("Ann",)), "2 to 9"),
    (dict(board=parse_cards("2c 5d 7h Kc")), "board of 5"),
    (dict(board=parse_cards("2c 5d 7h Kc Kh")), "all different"),   # Kh is Ann's
    (dict(contributions=(("Ann", 15), ("Bob", -1), ("Cat", 1))), "whole number"),
    (dict(contributions=(("Ann", 15), ("Bob", 15))), "every player"),
    (dict(folded=("Bob",)), "each player at the showdown"),
])
def test_bad_spots(change, words):
    fields = dict(number=1, players=ODD_HALF.players, button="Cat", board=ODD_HALF.board,
                  hands=ODD_HALF.hands, contributions=ODD_HALF.contributions, folded=("Cat",))
    with pytest.raises(TableError, match=words):
        SplitSpot(**{**fields, **change})


# --- seeds and random answers --------------------------------------------------------------

def test_same_seed_same_spots():
    again = SplitDrill(seed=1)
    assert tuple(again.next() for _ in range(15)) == dealt(1, 15)
    assert dealt(2, 15) != dealt(1, 15)


@settings(max_examples=60)
@given(seed=st.integers(0, 2**40), data=st.data())
def test_random_spots_and_answers(seed, data):
    drill = SplitDrill(seed=seed)
    spot = drill.next()
    right = settle_here(spot)
    assert sum(right.values()) == spot.total
    assert drill.assess(right).correct
    # move some chips from one player to another: wrong by exactly that many chips
    givers = [p for p in spot.players if right.get(p, 0) > 0]
    giver = data.draw(st.sampled_from(givers))
    taker = data.draw(st.sampled_from([p for p in spot.players if p != giver]))
    moved = data.draw(st.integers(1, right[giver]))
    answer = {**right, giver: right[giver] - moved, taker: right.get(taker, 0) + moved}
    g = drill.assess(answer)
    assert not g.correct and g.ev_loss == moved and g.chosen_ev == -moved
    assert g.explanation and g.explanation.endswith(".")
    with pytest.raises(DrillError, match="hands out"):
        drill.assess({**right, giver: right[giver] + 3})
    g = drill.grade(right)
    assert g.correct and len(drill.record) == 1


@settings(max_examples=40)
@given(junk=st.one_of(st.dictionaries(st.text(max_size=4), st.integers(-5, 99), max_size=3),
                      st.dictionaries(st.sampled_from(["Ann", "Bob", "Cat"]),
                                      st.one_of(st.integers(-3, 40), st.floats(), st.none(),
                                                st.text(max_size=2)), max_size=3),
                      st.text(max_size=5), st.integers(), st.none()))
def test_junk_answers(junk):
    drill = SplitDrill(seed=0)
    drill.use(ODD_HALF)
    before = drill.state()
    # graded only if it is a mapping of the table's names to whole chips >= 0 that add up to
    # the 31 chips on the table; anything else is refused with a DrillError
    readable = isinstance(junk, dict) and all(
        p in ODD_HALF.players and isinstance(c, int) and not isinstance(c, bool) and c >= 0
        for p, c in junk.items()) and sum(junk.values()) == ODD_HALF.total
    if readable:
        assert isinstance(drill.assess(junk), Grade)
    else:
        with pytest.raises(DrillError):
            drill.assess(junk)
    assert drill.state() == before
