"""AoF bad input: every public function and constructor refuses nonsense with a PokerError that
says what is allowed, and a refused action or session call changes nothing."""

from __future__ import annotations

import numpy as np
import pytest
from bad_values import JUNK, NOT_BOOL, NOT_CARDS, NOT_WHOLE
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import (
    AlwaysAllIn,
    AnteKind,
    AofHand,
    AofRules,
    AofSession,
    EquilibriumStrategy,
    Range,
    RangeChart,
    TopPercent,
    jackpot_hand,
    meets_jackpot_condition,
    positions,
    pushfold_equilibrium,
    stacked_deck,
)
from pokerlib.aof.hand import cards_needed
from pokerlib.aof.headsup_solver import (
    headsup_action_values,
    headsup_game,
    headsup_strategy_values,
    regret_matching,
    solve_mixed_frequencies,
)
from pokerlib.aof.multiway_solver import (
    SampledPushFoldGame,
    fictitious_play,
    holdout_exploitability,
    sample_deals,
)
from pokerlib.aof.ranking import class_number
from pokerlib.builders.aof_pushfold import regenerate_data
from pokerlib.cards import Deck
from pokerlib.errors import ActionError, DataError, DeckError, PokerError, RulesError, TableError

SIXTEEN = {p: 16 for p in "ABCD"}

# values of every wrong kind: types, bools, negatives, floats, huge values, None, text, lengths
junk = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=True),
    st.text(max_size=6), st.binary(max_size=4), st.lists(st.integers(-3, 60), max_size=12),
    st.tuples(st.integers(), st.text(max_size=2)), st.dictionaries(st.text(max_size=2),
                                                                    st.integers(), max_size=3),
    st.just(object()), st.just(float("inf")), st.just(np.arange(3)),
)


def session_state(s: AofSession):
    return (dict(s.stacks), s.button, [dict(r) for r in s.history], dict(s.added),
            len(s.hands), s.hand.snapshot() if s.hand is not None else None)


# --- one test per reported item ---------------------------------------------------------------

def test_short_deck_is_refused_at_creation():
    with pytest.raises(DeckError, match="needs 14"):
        AofHand({"A": 16, "B": 16, "C": 16}, "A", deck=Deck(cards=list(range(8))))
    d = Deck(seed=1)
    d.deal(52 - 13)  # 13 cards left: too few for 3 players
    with pytest.raises(DeckError):
        AofHand({"A": 16, "B": 16, "C": 16}, "A", deck=d)
    assert len(d) == 13  # the refused hand dealt nothing
    AofHand({"A": 16, "B": 16, "C": 16}, "A", deck=Deck(cards=list(range(14))))  # just enough


def test_deck_that_is_not_a_deck_and_rules_none():
    with pytest.raises(TableError, match="deck must be a Deck"):
        AofHand({"A": 5, "B": 5}, "A", deck="AsKs")
    with pytest.raises(TableError, match="rules must be an AofRules"):
        AofHand({"A": 5, "B": 5}, "A", rules=None)
    with pytest.raises(TableError, match="not both"):
        AofHand({"A": 5, "B": 5}, "A", deck=Deck(), seed=3)


def test_session_stacks_missing_an_entry():
    with pytest.raises(TableError, match=r"missing \['C'\]"):
        AofSession(["A", "B", "C"], stacks={"A": 10, "B": 5})
    with pytest.raises(TableError, match="unknown"):
        AofSession(["A", "B"], stacks={"A": 10, "B": 5, "Z": 3})


def test_integer_player_names_in_the_session_over_message():
    s = AofSession([1, 2], stacks={1: 10, 2: 0})
    before = session_state(s)
    with pytest.raises(ActionError, match="only 1 has chips"):
        s.new_hand()
    assert session_state(s) == before


def test_small_blind_above_big_blind():
    with pytest.raises(RulesError, match="must not be above the big blind"):
        AofRules(small_blind=3, big_blind=2)
    AofRules(small_blind=2, big_blind=2)  # equal blinds are allowed


def test_ante_with_ante_kind_none_and_kind_without_ante():
    with pytest.raises(RulesError, match="needs ante_kind"):
        AofRules(ante=2)
    with pytest.raises(RulesError, match="needs an ante"):
        AofRules(ante_kind="each")
    assert AofRules(ante=1, ante_kind="each").ante_kind is AnteKind.EACH
    assert AofRules(ante=1, ante_kind=AnteKind.BIG_BLIND).ante_kind == "big-blind"


def test_negative_session_stack():
    with pytest.raises(TableError, match="-5 chips"):
        AofSession(["A", "B", "C"], stacks={"A": 10, "B": 5, "C": -5})
    with pytest.raises(TableError):
        AofSession(["A", "B"], stacks={"A": 10, "B": True})


def test_top_percent_out_of_range():
    for bad in (150, -1, float("nan"), True, "10", None):
        with pytest.raises(TableError):
            TopPercent(bad)


def test_button_without_chips_and_bad_strategies():
    with pytest.raises(TableError, match="no chips"):
        AofSession(["A", "B", "C"], stacks={"A": 0, "B": 5, "C": 5}, button="A")
    with pytest.raises(TableError, match="must be a Strategy"):
        AofSession(["A", "B"], strategies={"A": "fold"})
    with pytest.raises(TableError, match="not one of"):
        AofSession(["A", "B"], strategies={"Z": AlwaysAllIn()})


def test_player_names_and_positions():
    for bad in ("ABCD", None, 5, ["A"], ["A", "A"], ["A", None], [["x"], "B"], list("ABCDEFGHIJ")):
        with pytest.raises(TableError):
            AofSession(bad)
    for bad in (1, 10, "3", True, 2.0, None):
        with pytest.raises(TableError):
            positions(bad)


def test_stacked_deck_refuses_strangers_and_burns_without_board():
    with pytest.raises(TableError, match="not in the deal order"):
        stacked_deck(["A", "B"], {"C": "As Ks"})
    with pytest.raises(TableError, match="burns without a board"):
        stacked_deck(["A", "B"], {}, burns="2c")
    with pytest.raises(TableError):
        stacked_deck(["A", "B"], "As Ks")
    with pytest.raises(PokerError):
        stacked_deck(["A", "B"], {"A": "As Ks"}, board="As 2c 3c 4c 5c")


def test_pushfold_arguments():
    for bad in (0.5, 0, -3, float("nan"), float("inf"), 10**9, True, "8", None, [8]):
        with pytest.raises(TableError):
            pushfold_equilibrium(bad)
    for bad in (1, 5, True, "2", 2.0, None):
        with pytest.raises(TableError):
            pushfold_equilibrium(8, players=bad)
    r = pushfold_equilibrium(8)
    with pytest.raises(TableError):
        r.range("CO")
    with pytest.raises(TableError):
        r.range("BB", facing=["BB"])
    with pytest.raises(TableError):
        r.range_at(5, "AAA")
    with pytest.raises(TableError):
        r.ranges[0].frequency("ZZ")
    with pytest.raises(DataError):
        regenerate_data("nonsense")
    with pytest.raises(DataError):
        regenerate_data(None)


def test_range_fields():
    good = (0.5,) * 169
    Range("SB", (), "all-in", good)
    for args in [("XX", (), "all-in", good), ("BB", ("SB",), "all-in", good),
                 ("SB", (), "call", good), ("SB", (), "all-in", (0.5,) * 3),
                 ("SB", (), "all-in", (1.5,) * 169), ("SB", (), "all-in", list(good)),
                 ("BB", "SB", "call", good), ("SB", (), "all-in", (True,) * 169)]:
        with pytest.raises(TableError):
            Range(*args)


def test_strategy_arguments():
    h = AofHand({"A": 16, "B": 16}, "A", seed=1)
    for make in (lambda: RangeChart({"ZZ": 1}), lambda: RangeChart({"AA": 2}),
                 lambda: RangeChart("AA"), lambda: RangeChart({"AA": 1}, call=[1]),
                 lambda: RangeChart({"AA": 1}, name=3), lambda: AlwaysAllIn(seed="x"),
                 lambda: EquilibriumStrategy(0), lambda: EquilibriumStrategy(True)):
        with pytest.raises(TableError):
            make()
    for s in (AlwaysAllIn(), TopPercent(20), RangeChart({"AA": 1}), EquilibriumStrategy()):
        with pytest.raises(TableError):
            s.decide(h, "Z")
        with pytest.raises(TableError):
            s.frequency("hand", "A")


# --- refused actions and session calls change nothing ---------------------------------------

def test_refused_session_calls_change_nothing():
    s = AofSession(list("ABCD"), seed=2, button="B",
                   strategies={p: TopPercent(0) for p in "BCD"})
    with pytest.raises(ActionError):
        s.act("fold")  # no hand yet
    s.new_hand()
    before = session_state(s)
    for call in (lambda: s.fold("B"), lambda: s.act("call"), lambda: s.act(None),
                 lambda: s.act(["fold"]), lambda: s.all_in("Z"), lambda: s.fold(True),
                 lambda: s.new_hand(), lambda: s.play(3), lambda: s.play(-1),
                 lambda: s.play(True), lambda: s.fold([1])):
        with pytest.raises(PokerError):
            call()
        assert session_state(s) == before


@settings(max_examples=150, deadline=None)
@given(action=junk, player=junk)
def test_random_actions_are_refused_without_change(action, player):
    h = AofHand(SIXTEEN, button="B", seed=9)
    before = h.snapshot()
    for call in (lambda: h.act(action, seat=player), lambda: h.fold(player),
                 lambda: h.all_in(player), lambda: h.raise_to(action, player)):
        try:
            call()
        except PokerError:
            assert h.snapshot() == before
        else:  # accepted: only a real action by the player to act (or None) gets here
            assert player is None or player == "A"
            return


# --- hypothesis: random bad arguments to every constructor and function -----------------------

RULES_NONSENSE = {"stack": NOT_WHOLE, "small_blind": NOT_WHOLE, "big_blind": NOT_WHOLE,
                  "ante": NOT_WHOLE, "blind_first": NOT_BOOL, "top_up": NOT_BOOL,
                  "ante_kind": st.one_of(st.none(), st.booleans(), st.integers(),
                                         st.text(max_size=5).filter(
                                             lambda t: t not in ("none", "each")), JUNK)}


@settings(max_examples=150, deadline=None)
@given(data=st.data(), field=st.sampled_from(sorted(RULES_NONSENSE)))
def test_rules_fields_refuse_nonsense(data, field):
    """What each field must refuse, refused (junk accepted silently fails this test)."""
    value = data.draw(RULES_NONSENSE[field])
    with pytest.raises(PokerError):
        AofRules(**{field: value})


#: never a table of stacks: not a mapping of names to chips
NOT_STACKS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                       st.text(max_size=4), st.lists(st.integers(0, 20), max_size=4),
                       st.just(object()), st.binary(min_size=1, max_size=3))
#: never one of the players A, B, C, D
NOT_A_PLAYER = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                         st.text(max_size=3).filter(lambda t: t not in ("A", "B", "C", "D")),
                         JUNK)
NOT_RULES = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), JUNK)
NOT_DECK = st.one_of(st.booleans(), st.integers(), st.text(max_size=4), JUNK)
NOT_A_SEED = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=4),
                       st.integers(max_value=-1), JUNK)
HAND_NONSENSE = {
    "stacks": st.one_of(NOT_STACKS, st.fixed_dictionaries(
        {"A": NOT_WHOLE, "B": st.just(16)})),        # a stack that is no whole number >= 0
    "button": NOT_A_PLAYER, "rules": NOT_RULES, "deck": NOT_DECK, "seed": NOT_A_SEED,
}


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(sorted(HAND_NONSENSE)), data=st.data())
def test_hand_constructor_refuses_nonsense(field, data):
    """Each argument's nonsense is refused (None is valid only where it means "the default":
    deck and seed); junk silently accepted fails this test."""
    args = {"stacks": {"A": 16, "B": 16}, "button": "A", "seed": 1, field:
            data.draw(HAND_NONSENSE[field])}
    if field == "deck":
        args.pop("seed")
    with pytest.raises(PokerError):
        AofHand(**args)


SESSION_NONSENSE = {
    "players": st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                         st.text(min_size=2, max_size=4), st.just(object()),
                         st.lists(st.one_of(st.none(), st.floats(), st.booleans()), min_size=2,
                                  max_size=3)),
    "stacks": st.one_of(NOT_STACKS.filter(lambda v: v is not None),
                        st.fixed_dictionaries({"A": NOT_WHOLE, "B": st.just(5)})),
    "seed": NOT_A_SEED, "button": NOT_A_PLAYER.filter(lambda v: v is not None),
    "strategies": st.one_of(st.booleans(), st.integers(), st.text(min_size=1, max_size=4),
                            st.lists(st.integers(), min_size=1, max_size=2),
                            st.fixed_dictionaries({"A": NOT_RULES})),
}


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(sorted(SESSION_NONSENSE)), data=st.data())
def test_session_constructor_refuses_nonsense(field, data):
    args = {"players": ["A", "B"], field: data.draw(SESSION_NONSENSE[field])}
    with pytest.raises(PokerError):
        AofSession(**args)


NOT_PLAYERS = st.one_of(NOT_WHOLE, st.integers(10, 10**30), st.just(0), st.just(1))
AOF_CLASSES = ({r + r for r in "AKQJT98765432"}
               | {a + b + x for i, a in enumerate("AKQJT98765432")
                  for b in "AKQJT98765432"[i + 1:] for x in "so"})


@settings(max_examples=150, deadline=None)
@given(players=NOT_PLAYERS, name=st.one_of(NOT_A_PLAYER, st.text(max_size=4)).filter(
    lambda v: not isinstance(v, str) or v not in AOF_CLASSES), cards=NOT_CARDS, data_set=st.one_of(
    NOT_A_PLAYER, st.text(max_size=8).filter(
        lambda t: t not in ("aof-pushfold-headsup", "aof-pushfold-multiway"))))
def test_functions_refuse_nonsense(players, name, cards, data_set):
    """A player count outside 2-9, a name that is no starting-hand class, hole cards or a
    board that are no cards, and an unknown data set are each refused."""
    for call in (lambda: positions(players), lambda: cards_needed(players),
                 lambda: pushfold_equilibrium(8, players=players)):
        with pytest.raises(TableError):
            call()
    with pytest.raises(PokerError):
        class_number(name)
    for call in (lambda: jackpot_hand(cards, "2c 3c 4d"), lambda: jackpot_hand("As Ks", cards),
                 lambda: meets_jackpot_condition("As Ks", cards)):
        with pytest.raises(PokerError):
            call()
    with pytest.raises(DataError):
        regenerate_data(data_set)
    with pytest.raises(PokerError):
        stacked_deck(["A", "B"], {"A": cards})


NOT_PERCENT = st.one_of(st.none(), st.booleans(), st.floats(max_value=-0.01),
                       st.floats(min_value=100.01), st.just(float("nan")), st.text(max_size=3),
                       JUNK)
NOT_POSITION = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4).filter(
    lambda t: t not in ("BTN", "SB", "BB")), JUNK)


@settings(max_examples=100, deadline=None)
@given(percent=NOT_PERCENT, player=NOT_A_PLAYER, position=NOT_POSITION, chart=st.one_of(
    st.none(), st.booleans(), st.integers(), st.text(min_size=1, max_size=3), st.lists(
        st.integers(), min_size=1, max_size=2)), freq=st.one_of(
    st.none(), st.booleans(), st.text(max_size=2), st.floats(min_value=1.01),
    st.floats(max_value=-0.01), st.just(float("nan")), JUNK))
def test_strategies_and_results_refuse_nonsense(percent, player, position, chart, freq):
    """A percentage outside 0-100, a chart that is no mapping of classes to frequencies from 0
    to 1, a player not in the hand and a position not in the game are each refused."""
    h = AofHand({"A": 16, "B": 16}, "A", seed=1)
    for make in (lambda: TopPercent(percent), lambda: RangeChart(chart),
                 lambda: RangeChart({"AA": freq})):
        with pytest.raises(TableError):
            make()
    for s in (AlwaysAllIn(), TopPercent(30), RangeChart({"AA": 1}), EquilibriumStrategy(8)):
        with pytest.raises(TableError):
            s.decide(h, player if player is not None else "Z")
        with pytest.raises(TableError):
            s.frequency(h, player if player is not None else "Z")
    r = pushfold_equilibrium(8, players=3)
    with pytest.raises(TableError):
        r.range(position)
    with pytest.raises(TableError):
        Range(position, (), "all-in", (0.5,) * 169)


def _arrays(shape):
    """Never a numeric numpy array of ``shape``: other types, other shapes, text and objects."""
    wrong = (shape[0] - 1,) + shape[1:]
    return st.one_of(
        junk.filter(lambda v: not isinstance(v, np.ndarray)),
        st.just(np.zeros(wrong)), st.just(np.zeros(shape + (1,))), st.just(np.zeros(3)),
        st.just(np.full(shape, "x")), st.just(np.full(shape, None, dtype=object)),
        st.just(np.zeros(shape, dtype=complex)))


NOT_FREQS, NOT_MATRIX = _arrays((169,)), _arrays((169, 169))
NOT_REGRETS = st.one_of(junk.filter(lambda v: not isinstance(v, np.ndarray)),
                        st.just(np.zeros(169)), st.just(np.zeros((169, 3))),
                        st.just(np.full((169, 2), "x")), st.just(np.zeros((2, 2, 2))))
NOT_NUMBER = st.one_of(st.none(), st.booleans(), st.text(max_size=3), st.just(float("nan")),
                       st.just(float("inf")), st.just(-float("inf")), JUNK)
NOT_STACK = st.one_of(NOT_NUMBER, st.integers(max_value=0), st.integers(min_value=1001),
                      st.floats(max_value=0.99), st.floats(min_value=1000.01))
NOT_RAKE = st.one_of(st.booleans(), st.integers(), st.floats(allow_nan=True),
                     st.text(max_size=3), JUNK)
NOT_BIG_BLIND = st.one_of(NOT_WHOLE, st.just(0))
NOT_DEALS = st.one_of(NOT_WHOLE, st.just(0), st.integers(min_value=10_000_001))
NOT_SEED_NUMBER = st.one_of(NOT_WHOLE, st.integers(min_value=2**63 + 1))


def _not_players(low, high):
    return st.one_of(NOT_WHOLE, st.integers(max_value=low - 1), st.integers(min_value=high + 1))


@settings(max_examples=100, deadline=None)
@given(freqs=NOT_FREQS, matrix=NOT_MATRIX, regrets=NOT_REGRETS, steal=NOT_NUMBER,
       tolerance=st.one_of(NOT_NUMBER, st.floats(min_value=0.5), st.floats(max_value=-0.01)),
       game=junk)
def test_headsup_solver_pieces_refuse_nonsense(freqs, matrix, regrets, steal, tolerance, game):
    """The heads-up pieces take numeric arrays of 169 frequencies and 169 x 169 matrices, a
    finite steal, a tolerance from 0 to below 0.5, a HeadsUpGame and regrets with two columns:
    anything else is refused, never computed on."""
    g = headsup_game(8)
    pairs, showdown = g.pairs, g.showdown
    x = np.full(169, 0.5)
    for call in (lambda: headsup_action_values(freqs, x, pairs, showdown),
                 lambda: headsup_action_values(x, freqs, pairs, showdown),
                 lambda: headsup_action_values(x, x, matrix, showdown),
                 lambda: headsup_action_values(x, x, pairs, matrix),
                 lambda: headsup_action_values(x, x, pairs, showdown,  # None: no rake
                                               bb_showdown="x" if matrix is None else matrix),
                 lambda: headsup_action_values(x, x, pairs, showdown, steal=steal),
                 lambda: headsup_strategy_values(freqs, x, g),
                 lambda: headsup_strategy_values(x, x, game),
                 lambda: solve_mixed_frequencies(x, x, pairs, showdown, tolerance),
                 lambda: regret_matching(regrets)):
        with pytest.raises(TableError):
            call()


@settings(max_examples=100, deadline=None)
@given(stack=NOT_STACK, rake=NOT_RAKE, big_blind=NOT_BIG_BLIND, players=_not_players(2, 9),
       deals=NOT_DEALS, seed=NOT_SEED_NUMBER, flag=NOT_BOOL,
       iterations=st.one_of(NOT_WHOLE, st.integers(min_value=100_001)), strategy=junk)
def test_multiway_solver_pieces_refuse_nonsense(stack, rake, big_blind, players, deals, seed,
                                                flag, iterations, strategy):
    """Stacks from 1 to 1,000 BB, a Rake or None, a big blind of 1 chip or more, 2 to 4 players
    (2 to 9 for sample_deals), 1 to 10,000,000 deals, a seed from 0 to 2**63, True/False flags,
    0 to 100,000 iterations and a strategy mapping every node to 169 frequencies: anything else
    is refused before any deal is drawn."""
    for call in (lambda: headsup_game(stack), lambda: headsup_game(8, rake),
                 lambda: headsup_game(8, None, big_blind),
                 lambda: pushfold_equilibrium(8, 2, rake=rake),
                 lambda: pushfold_equilibrium(8, 2, big_blind=big_blind),
                 lambda: sample_deals(players, 10, 1), lambda: sample_deals(2, deals, 1),
                 lambda: sample_deals(2, 10, seed),
                 lambda: SampledPushFoldGame(players if players != 9 else 5, 8, 100, 1),
                 lambda: SampledPushFoldGame(3, stack, 100, 1),
                 lambda: SampledPushFoldGame(3, 8, deals, 1),
                 lambda: SampledPushFoldGame(3, 8, 100, seed),
                 lambda: SampledPushFoldGame(3, 8, 100, 1, flag),
                 lambda: fictitious_play(2, 8, iterations, 100, 1),
                 lambda: fictitious_play(2, 8, 1, 100, 1, progress="yes" if flag is None else flag),
                 lambda: holdout_exploitability(players if players != 9 else 5, 8, {}, 1),
                 lambda: holdout_exploitability(2, stack, {}, 1)):
        with pytest.raises(TableError):
            call()
    sampled = SampledPushFoldGame(2, 8, 100, 1)
    good = {n: np.full(169, 0.5) for n in sampled.nodes}
    for bad in (strategy, {**good, sampled.nodes[0]: strategy}, dict(list(good.items())[1:])):
        with pytest.raises(TableError, match="strategy"):
            sampled.evaluate(bad)
