"""The push/fold drill grades against the equilibrium: heads-up its values are recomputed here
card by card from the exact class equities and its best choice is the equilibrium's; at 3-4
players its estimates agree with the shipped equilibrium on the spots it deals, and say they are
estimates."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import HU_DEPTHS, PushFoldResult, Range, positions, pushfold_equilibrium
from pokerlib.cards import Card, parse_cards
from pokerlib.course.drills import Grade, PushFoldDrill, PushFoldSpot
from pokerlib.course.drills.pushfold_ev import headsup_values, multiway_values
from pokerlib.equity import HAND_CLASSES, class_index, hand_class, preflop_equity_table
from pokerlib.errors import DrillError, PokerError, TableError


def equity(a: str, b: str) -> float:
    return float(preflop_equity_table()(a, b))


def headsup_by_hand(stack: float, position: str, cards: tuple[Card, Card]) -> tuple[float, float]:
    """(all-in, fold) in big blinds, by walking every opponent hand that does not share a card
    with ours (card removal by enumeration, not by the table's weights)."""
    eq = pushfold_equilibrium(stack)
    sb, bb = eq.range("SB"), eq.range("BB", ["SB"])
    mine = hand_class(cards)
    total = weight = 0.0
    for a in range(52):
        for b in range(a + 1, 52):
            if a in cards or b in cards:
                continue
            theirs = hand_class([a, b])
            win = stack * (2 * equity(mine, theirs) - 1)   # our net chips when all-in vs them
            if position == "SB":
                call = bb.frequency(theirs)
                total += call * win + (1 - call) * 1.0
                weight += 1
            else:  # BB: only hands the small blind goes all-in with
                w = sb.frequency(theirs)
                total += w * win
                weight += w
    return total / weight, -0.5 if position == "SB" else -1.0


@functools.cache
def headsup_spots(seed: int, count: int) -> tuple[tuple[PushFoldSpot, Grade, Grade], ...]:
    drill = PushFoldDrill(seed=seed)
    out = []
    for _ in range(count):
        spot = drill.next()
        out.append((spot, drill.assess("all-in"), drill.assess("fold")))
    return tuple(out)


# --- heads-up: exact -------------------------------------------------------------------------

def test_headsup_values_by_enumeration():
    for seed in (0, 1):
        for spot, all_in, fold in headsup_spots(seed, 6):
            want_all_in, want_fold = headsup_by_hand(spot.stack_bb, spot.position, spot.hand)
            got = {"all-in": all_in.chosen_ev, "fold": fold.chosen_ev}
            assert got["all-in"] == pytest.approx(want_all_in, abs=1e-9)
            assert got["fold"] == want_fold
            assert all_in.exact and fold.exact and all_in.se == 0


def test_headsup_best_agrees_with_the_equilibrium():
    for seed in range(4):
        for spot, all_in, fold in headsup_spots(seed, 12):
            eq = pushfold_equilibrium(spot.stack_bb)
            f = eq.range(spot.position, spot.all_in).frequency(spot.hand_class)
            if f == 1.0:
                assert all_in.best == "all-in" and all_in.correct and not fold.correct
            elif f == 0.0:
                assert fold.best == "fold" and fold.correct and not all_in.correct
            else:
                gap = abs(all_in.chosen_ev - fold.chosen_ev)
                assert (all_in.correct and fold.correct) == (gap <= 0.001)
            # the wrong one of the two costs exactly the difference
            wrong = fold if all_in.best == "all-in" else all_in
            right = all_in if wrong is fold else fold
            assert wrong.ev_loss == pytest.approx(right.chosen_ev - wrong.chosen_ev, abs=1e-12)
            assert right.ev_loss == 0.0 and right.best_ev == right.chosen_ev


def test_every_class_at_some_depths_agrees_with_the_equilibrium():
    """Over all 169 classes, both heads-up decisions, at a few depths: the pure hands' best
    choice is the equilibrium's, and a hand the equilibrium mixes is (nearly) indifferent."""
    for depth in (1.0, 6.0, 12.5, 25.0):
        eq = pushfold_equilibrium(depth)
        for position, facing in (("SB", ()), ("BB", ("SB",))):
            rng = eq.range(position, facing)
            for name in HAND_CLASSES:
                a, b = _cards_of(name)
                v = headsup_values(eq, position, facing, (a, b))
                f = rng.frequency(name)
                if f in (0.0, 1.0):
                    assert v.best == ("all-in" if f == 1.0 else "fold"), (depth, position, name)


def _cards_of(name: str) -> tuple[Card, Card]:
    from pokerlib.equity import class_combos
    a, b = class_combos(name)[0]
    return a, b


def test_a_mixed_hand_is_correct_both_ways():
    """At 8 BB the small blind mixes with one class: either answer is right."""
    eq = pushfold_equilibrium(8)
    sb = eq.range("SB")
    mixed = [n for n in HAND_CLASSES if 0 < sb.frequency(n) < 1]
    assert mixed
    cards = _cards_of(mixed[0])
    drill = PushFoldDrill(stack_bb=8, seed=0)
    drill.use(PushFoldSpot(1, 2, 8.0, ("SB", "BB"), "SB", cards, (), ()))
    a, f = drill.assess("all-in"), drill.assess("fold")
    assert a.correct and f.correct
    assert "mixes" in a.explanation and abs(a.chosen_ev - f.chosen_ev) < 0.001


def test_the_big_blind_facing_an_all_in():
    drill = PushFoldDrill(stack_bb=10, seed=0)
    spot = drill.use(PushFoldSpot(1, 2, 10, ("SB", "BB"), "BB", parse_cards("Kc 9h"),
                                  ("SB",), ()))
    g = drill.grade("call")
    want, _ = headsup_by_hand(10.0, "BB", spot.hand)
    assert g.choice == "all-in" and g.chosen_ev == pytest.approx(want, abs=1e-9)
    assert "needs 45.0%" in g.explanation  # 9 more for a pot of 20


# --- 3-4 players: estimates ----------------------------------------------------------------

@functools.cache
def multiway_spots(players: int, seed: int, count: int):
    drill = PushFoldDrill(players, seed=seed)
    out = []
    for _ in range(count):
        spot = drill.next()
        out.append((spot, drill.assess("all-in"), drill.assess("fold")))
    return tuple(out)


@pytest.mark.parametrize("players", [3, 4])
def test_multiway_grades_are_estimates_that_agree_with_the_equilibrium(players):
    agree = pure = 0
    for spot, all_in, fold in multiway_spots(players, 0, 25):
        assert not all_in.exact and all_in.se > 0 and "estimated from" in all_in.explanation
        assert fold.chosen_ev == -{"SB": 0.5, "BB": 1.0}.get(spot.position, 0.0)
        assert all_in.best == fold.best and all_in.best_ev == fold.best_ev
        assert max(all_in.ev_loss, fold.ev_loss) == pytest.approx(
            abs(all_in.chosen_ev - fold.chosen_ev), abs=1e-12)
        eq = pushfold_equilibrium(spot.stack_bb, players)
        f = eq.range(spot.position, spot.all_in).frequency(spot.hand_class)
        if f <= 0.05 or f >= 0.95:
            pure += 1
            agree += (fold if f <= 0.05 else all_in).correct
        else:
            assert all_in.correct and fold.correct
    assert pure >= 10 and agree >= 0.85 * pure


def test_multiway_estimate_of_aces_three_ways():
    """Every opponent all-in with every hand: the big blind's aces win about 73% of a three-way
    pot against two random hands (a textbook figure)."""
    n, stack = 3, 10.0
    pos = positions(n)
    everything = tuple([1.0] * 169)
    nodes = ((0, ""), (1, "F"), (2, "FA"), (1, "A"), (2, "AF"), (2, "AA"))
    ranges = tuple(Range(pos[k], tuple(pos[i] for i, a in enumerate(h) if a == "A"),
                         "call" if "A" in h else "all-in", everything) for k, h in nodes)
    result = PushFoldResult(stack, n, pos, ranges, (0.0, 0.0, 0.0), 0.0, (0.0,), "test", nodes)
    v = multiway_values(result, "BB", ("BTN", "SB"), "As Ah", deals=40000, seed=1)
    assert 0.72 < v.equity < 0.75
    assert v.all_in == pytest.approx(v.equity * 3 * stack - stack, abs=1e-9)
    # heads-up inside a 3-player game (the button folds everything): exact class equity
    folds = tuple([0.0] * 169)
    ranges = (Range("BTN", (), "all-in", folds),) + ranges[1:]
    result = PushFoldResult(stack, n, pos, ranges, (0.0, 0.0, 0.0), 0.0, (0.0,), "test", nodes)
    v = multiway_values(result, "BB", ("SB",), "Kc 9h", deals=20000, seed=1)
    want = np.mean([equity("K9o", c) for c in HAND_CLASSES
                    for _ in range(int(preflop_equity_table().pairs[class_index("K9o"),
                                                                    class_index(c)]))])
    assert v.equity == pytest.approx(want, abs=0.01)


# --- answers, spots, seeds ---------------------------------------------------------------

@pytest.mark.parametrize("bad, words", [
    ("raise", "cannot read"), ("", "cannot read"), (None, "cannot read"), (1, "cannot read"),
    ("check", "cannot read"), (["all-in"], "cannot read"),
])
def test_answers_that_cannot_be_read(bad, words):
    drill = PushFoldDrill(seed=0)
    drill.next()
    before = drill.state()
    with pytest.raises(DrillError, match=words):
        drill.grade(bad)
    assert drill.state() == before


def test_call_needs_an_all_in_and_spellings():
    drill = PushFoldDrill(stack_bb=10, seed=0)
    drill.use(PushFoldSpot(1, 2, 10, ("SB", "BB"), "SB", parse_cards("Ac Kd"), (), ()))
    before = drill.state()
    with pytest.raises(DrillError, match="nothing to call"):
        drill.grade("call")
    assert drill.state() == before
    assert {drill.assess(w).choice for w in ("all-in", "ALL IN", "allin", "shove", " push ")} \
        == {"all-in"}
    from pokerlib.aof import Action
    assert drill.assess(Action.ALL_IN).choice == "all-in"
    assert drill.assess(Action.FOLD).choice == "fold"


def test_grade_before_next_and_bad_drills():
    drill = PushFoldDrill()
    with pytest.raises(DrillError, match="call next"):
        drill.grade("fold")
    for players in (1, 5, "2", True, 2.0):
        with pytest.raises(TableError, match="2, 3 or 4"):
            PushFoldDrill(players)  # type: ignore[arg-type]
    for players, stack in ((2, 0.5), (2, 25.5), (2, 7.25), (3, 3), (4, 16), (3, 4.5),
                           (2, "8"), (2, True)):
        with pytest.raises(TableError, match="shipped"):
            PushFoldDrill(players, stack)  # type: ignore[arg-type]
    assert PushFoldDrill(3, 15).stack_bb == 15.0


@pytest.mark.parametrize("kwargs, words", [
    (dict(position="UTG"), "not one of"),
    (dict(hand="As"), "two cards"),
    (dict(position="BB", all_in=(), folded=("SB",)), "no decision"),
    (dict(position="BB", all_in=("SB",), folded=("SB",)), "either went all-in or folded"),
    (dict(all_in=("BB",)), "act before"),
    (dict(stack_bb=30.0), "shipped"),
])
def test_bad_spots(kwargs, words):
    base = dict(number=1, players=2, stack_bb=8.0, positions=("SB", "BB"), position="SB",
                hand=parse_cards("As Kd"), all_in=(), folded=())
    with pytest.raises(TableError, match=words):
        PushFoldSpot(**{**base, **kwargs})
    drill = PushFoldDrill(seed=0)
    with pytest.raises(DrillError, match="2-player PushFoldSpot"):
        drill.use(PushFoldSpot(1, 3, 8.0, positions(3), "BTN", parse_cards("As Kd"), (), ()))


def test_same_seed_same_spots():
    first = [s for s, _, _ in headsup_spots(3, 5)]
    drill = PushFoldDrill(seed=3)
    assert [drill.next() for _ in range(5)] == first
    assert [s for s, _, _ in headsup_spots(4, 5)] != first
    assert PushFoldDrill(3, seed=0).next() == multiway_spots(3, 0, 25)[0][0]


def test_spots_cover_the_depths_and_positions():
    spots = [s for seed in range(4) for s, _, _ in headsup_spots(seed, 12)]
    assert {s.position for s in spots} == {"SB", "BB"}
    assert all(s.stack_bb in HU_DEPTHS for s in spots) and len({s.stack_bb for s in spots}) > 10
    assert all(s.all_in == ("SB",) for s in spots if s.position == "BB")
    many = [s for s, _, _ in multiway_spots(4, 0, 25)]
    assert {s.position for s in many} >= {"CO", "BTN", "SB", "BB"}
    assert any(s.all_in for s in many) and all(4 <= s.stack_bb <= 15 for s in many)


@settings(max_examples=40)
@given(seed=st.integers(0, 2**40), stack=st.sampled_from(HU_DEPTHS))
def test_random_headsup_seeds(seed, stack):
    drill = PushFoldDrill(stack_bb=stack, seed=seed)
    spot = drill.next()
    assert spot.stack_bb == stack and PushFoldDrill(stack_bb=stack, seed=seed).next() == spot
    a, f = drill.assess("all-in"), drill.assess("fold")
    want, _ = headsup_by_hand(stack, spot.position, spot.hand)
    assert a.chosen_ev == pytest.approx(want, abs=1e-9)
    assert a.best == f.best == ("all-in" if want >= f.chosen_ev else "fold")
    assert a.correct or f.correct
    assert min(a.ev_loss, f.ev_loss) == 0.0
    assert a.explanation.count(". ") <= 1 and f.explanation.endswith(".")
    g = drill.grade(a.best)
    assert g.correct and len(drill.record) == 1


@settings(max_examples=25)
@given(junk=st.one_of(st.text(max_size=10), st.integers(), st.none(), st.floats(),
                      st.lists(st.integers(), max_size=2)))
def test_junk_answers(junk):
    drill = PushFoldDrill(seed=9)
    drill.next()
    before = drill.state()
    try:
        drill.grade(junk)
    except PokerError as exc:
        assert isinstance(exc, DrillError)
        assert drill.state() == before
    else:
        assert len(drill.record) == 1
