"""Bad input to every public function and constructor of pokerlib.equity: each is refused with
a PokerError whose message says what is allowed (issue 10), never another exception."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from bad_values import NOT_BOOL, NOT_CARDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.builders.preflop_equity import regenerate_data
from pokerlib.cards import parse_cards
from pokerlib.equity import (
    EquityError,
    EquityResult,
    HiLoEquityResult,
    HiLoPlayerEquity,
    HiLoVsRandom,
    PlayerEquity,
    PreflopTable,
    class_combos,
    class_index,
    equity,
    equity_hilo,
    equity_hilo_vs_random,
    hand_class,
    preflop_class_equity,
)
from pokerlib.equity.checks import MAX_SAMPLES, check_samples, check_seed, read_spot
from pokerlib.equity.classes import class_combo_cards
from pokerlib.equity.hilo_tables import hilo_board_values, hilo_hand_tables, hilo_split
from pokerlib.equity.preflop_counts import preflop_showdown_counts
from pokerlib.errors import CardError, PokerError

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

# small, quick spots: a hold'em turn and an Omaha river, so a value that happens to be valid
# costs milliseconds
HE_HANDS, HE_BOARD = ["As Ks", "Qh Qd"], "2c 3c 4d 5h"
OM_HANDS, OM_BOARD = ["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s Td"

JUNK = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-10**30, max_value=10**30), st.text(max_size=12),
    st.binary(max_size=6), st.lists(st.integers(-5, 60), max_size=6),
    st.lists(st.text(max_size=3), max_size=4), st.dictionaries(st.text(max_size=2),
                                                                st.integers(), max_size=2),
    st.just(object()), st.just(np.int64(-3)), st.just(np.array([1, 2])),
)


# --- the listed items ---------------------------------------------------------------------


def test_equity_none_hands():
    with pytest.raises(EquityError, match="give the hands as a list"):
        equity(None)


@pytest.mark.parametrize("seed", ["x", -1, True, 1.5])
def test_equity_text_or_negative_seed(seed):
    with pytest.raises(EquityError, match="seed must be a whole number >= 0 or None"):
        equity(HE_HANDS, samples=1000, seed=seed)
    with pytest.raises(EquityError, match="seed"):
        equity(HE_HANDS, HE_BOARD, seed=seed)        # checked even when exact
    with pytest.raises(EquityError, match="seed"):
        equity_hilo(OM_HANDS, OM_BOARD, samples=10, seed=seed)
    with pytest.raises(EquityError, match="seed"):
        equity_hilo_vs_random(OM_HANDS[0], OM_BOARD, samples=10, seed=seed)


def test_class_index_none():
    with pytest.raises(EquityError, match="starting-hand class"):
        class_index(None)


# --- the same class of problem, named one by one -------------------------------------------


@pytest.mark.parametrize("samples", [True, False, 1, 0, -5, 2.5, "100", MAX_SAMPLES + 1])
def test_samples_refused(samples):
    for call in (lambda: equity(HE_HANDS, HE_BOARD, samples=samples),
                 lambda: equity_hilo(OM_HANDS, OM_BOARD, samples=samples),
                 lambda: equity_hilo_vs_random(OM_HANDS[0], OM_BOARD, samples=samples)):
        with pytest.raises(EquityError, match="samples must be None"):
            call()


def test_numpy_integers_are_whole_numbers():
    a = equity(HE_HANDS, HE_BOARD, samples=np.int64(50), seed=np.int32(3))
    b = equity(HE_HANDS, HE_BOARD, samples=50, seed=3)
    assert a == b
    assert check_seed(None) is None and check_samples(None) is None


@pytest.mark.parametrize("opponents", [True, 0, 10, 2.0, "2", None])
def test_opponents_refused(opponents):
    with pytest.raises(EquityError, match="opponents must be a whole number from 1 to 9"):
        equity_hilo_vs_random(OM_HANDS[0], OM_BOARD, opponents=opponents, samples=10)


@pytest.mark.parametrize("hands", [None, 5, "As Ks Qh Qd", b"AsKs", {"a": "As Ks"}])
def test_hands_not_a_list(hands):
    with pytest.raises(EquityError, match="as a list"):
        equity(hands)
    with pytest.raises(EquityError, match="as a list"):
        equity_hilo(hands)


@pytest.mark.parametrize("board", [None, 5.5, "As", [True]])
def test_board_and_dead_refused(board):
    with pytest.raises(PokerError):
        equity(HE_HANDS, board)
    with pytest.raises(PokerError):
        equity(HE_HANDS, HE_BOARD, board)
    with pytest.raises(PokerError):
        equity_hilo(OM_HANDS, board)


def test_too_few_cards_left_for_a_random_board():
    # every card but the five the board needs is dead: the sampler must still work
    dead = [c for c in range(52) if c not in {0, 1, 2, 3, 4, 48, 49, 50, 51}]
    r = equity([[48, 49], [50, 51]], dead=dead, samples=20, seed=1)
    assert r.boards == 20
    with pytest.raises(EquityError, match="cards left"):
        equity([[48, 49], [50, 51]], dead=dead + [4])


@pytest.mark.parametrize("name", [None, 7, True, "", "AKx", "KAs", "AAs", "A", "AKsuited"])
def test_class_names_refused(name):
    with pytest.raises(EquityError, match="starting-hand class"):
        class_index(name)
    with pytest.raises(EquityError):
        class_combos(name)
    with pytest.raises(EquityError):
        preflop_class_equity(name, "AA")


@pytest.mark.parametrize("index", [-1, 169, True, 1.0, "1", None])
def test_class_combo_cards_refused(index):
    with pytest.raises(EquityError, match="0 to 168"):
        class_combo_cards(index)


def test_showdown_counts_refused():
    with pytest.raises(EquityError, match="share a card"):
        preflop_showdown_counts((0, 1), (1, 2))
    with pytest.raises(CardError):
        preflop_showdown_counts((0, 1, 2), (3, 4))


def test_regenerate_refuses_before_working():
    with pytest.raises(EquityError, match="unknown data set"):
        regenerate_data(None)
    with pytest.raises(EquityError, match="progress must be True or False"):
        regenerate_data("holdem-preflop-equity", progress=1)
    for workers in (0, True, 2.0, 65):
        with pytest.raises(EquityError, match="workers"):
            regenerate_data("holdem-preflop-equity", progress=False, workers=workers)


def test_result_records_refuse_nonsense():
    hand = parse_cards("As Ks")
    with pytest.raises(EquityError, match="between 0 and 1"):
        PlayerEquity(hand, 1.5, 0.1, 0.1)
    with pytest.raises(EquityError, match="tuple of Cards"):
        PlayerEquity("As Ks", 0.5, 0.1, 0.1)
    with pytest.raises(EquityError, match="True or False"):
        PlayerEquity(hand, 0.5, 0.1, 0.1, exact=1)
    p = PlayerEquity(hand, 0.5, 0.4, 0.2)
    with pytest.raises(EquityError, match="at least 1"):
        EquityResult((p,), (), (), True, 0)
    with pytest.raises(EquityError, match="players"):
        EquityResult([p], (), (), True, 1)
    with pytest.raises(EquityError, match="stderr"):
        HiLoPlayerEquity(hand, 0.5, 0.25, 0.25, 0.1, 0.5, 0.5, 0.5, stderr=-1)
    hp = HiLoPlayerEquity(hand, 0.5, 0.25, 0.25, 0.1, 0.5, 0.5, 0.5)
    with pytest.raises(EquityError, match="low_made"):
        HiLoEquityResult((hp,), (), (), True, 1, 2.0)
    with pytest.raises(EquityError, match="opponents"):
        HiLoVsRandom(hp, 0, (), (), True, 1, 0.5)
    with pytest.raises(EquityError, match="hero"):
        HiLoVsRandom(p, 1, (), (), True, 1, 0.5)


def test_preflop_table_refuses_nonsense():
    with pytest.raises(EquityError, match="169 x 169"):
        PreflopTable(np.zeros((3, 3)), np.zeros((169, 169), dtype=int), {})
    t = PreflopTable(np.full((169, 169), 0.5), np.zeros((169, 169), dtype=int), {})
    with pytest.raises(EquityError, match="starting-hand class"):
        t("AA", None)


def test_hilo_kernels_refuse_nonsense():
    tables = [hilo_hand_tables(h) for h in OM_HANDS]
    good = np.array([[8, 17, 29, 35, 40]])
    hi, lo = hilo_board_values(tables, good)
    assert hilo_split(hi, lo).high_share.shape == (2, 1)
    for boards in (good.astype(float), good[:, :4], good[:, ::-1], good + 20, [[1, 2, 3, 4, 5]]):
        with pytest.raises(EquityError, match="boards"):
            hilo_board_values(tables, boards)
    with pytest.raises(EquityError, match="tables"):
        hilo_board_values([], good)
    with pytest.raises(EquityError, match="same shape"):
        hilo_split(hi, lo[:1])
    with pytest.raises(CardError):
        hilo_hand_tables("As 2s 3d")


# --- properties: random junk anywhere ------------------------------------------------------


# samples and seed: a value that is certainly no count of samples (None means exact) and no
# seed (None means random) must be refused, by every equity function
NOT_SAMPLES = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=4),
                        st.integers(max_value=0), st.just(object()), st.lists(st.integers(),
                                                                               min_size=1))
NOT_A_SEED = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=4),
                       st.integers(max_value=-1), st.just(object()))


@FAST
@given(where=st.sampled_from(["samples", "seed"]), data=st.data(),
       which=st.sampled_from(["holdem", "hilo", "hilo_vs_random"]))
def test_equity_refuses_a_nonsense_sample_count_or_seed(where, data, which):
    value = data.draw(NOT_SAMPLES if where == "samples" else NOT_A_SEED)
    kwargs = {"samples": 10, "seed": 1, where: value}
    with pytest.raises(PokerError) as info:
        if which == "holdem":
            equity(HE_HANDS, HE_BOARD, **kwargs)
        elif which == "hilo":
            equity_hilo(OM_HANDS, OM_BOARD, **kwargs)
        else:
            equity_hilo_vs_random(OM_HANDS[0], OM_BOARD, 1, **kwargs)
    assert where in str(info.value)


# card arguments: none of these is a card or a list of cards (no text that reads as cards,
# no card numbers), so each must be refused with a CardError or EquityError that names it;
# the sample count and seed are covered above
NOT_HANDS = st.one_of(NOT_CARDS, st.lists(NOT_CARDS, min_size=1, max_size=3))
NOT_OPPONENTS = st.one_of(
    st.booleans(), st.floats(allow_nan=True), st.text(max_size=3), st.integers(max_value=0),
    st.integers(min_value=10), st.none(),
    # JUNK draws integers too: 1 to 9 opponents are allowed, so they are not junk here
    JUNK.filter(lambda v: isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 9))


@FAST
@given(where=st.sampled_from(["hands", "board", "dead"]), data=st.data())
def test_equity_refuses_nonsense_cards(where, data):
    args = {"hands": HE_HANDS, "board": HE_BOARD, "dead": (), "samples": 10, "seed": 1}
    args[where] = data.draw(NOT_HANDS if where == "hands" else NOT_CARDS)
    with pytest.raises((CardError, EquityError)):
        equity(args["hands"], args["board"], args["dead"], samples=args["samples"],
               seed=args["seed"])


@FAST
@given(where=st.sampled_from(["hands", "board", "dead"]), data=st.data())
def test_equity_hilo_refuses_nonsense_cards(where, data):
    args = {"hands": OM_HANDS, "board": OM_BOARD, "dead": (), "samples": 10, "seed": 1}
    args[where] = data.draw(NOT_HANDS if where == "hands" else NOT_CARDS)
    with pytest.raises((CardError, EquityError)):
        equity_hilo(args["hands"], args["board"], args["dead"], samples=args["samples"],
                    seed=args["seed"])


@FAST
@given(where=st.sampled_from(["hand", "board", "opponents", "dead"]), data=st.data())
def test_equity_hilo_vs_random_refuses_nonsense(where, data):
    args = {"hand": OM_HANDS[0], "board": OM_BOARD, "opponents": 1, "dead": (),
            "samples": 10, "seed": 1}
    args[where] = data.draw({"hand": NOT_CARDS, "board": NOT_CARDS, "dead": NOT_CARDS,
                             "opponents": NOT_OPPONENTS}[where])
    with pytest.raises((CardError, EquityError)) as info:
        equity_hilo_vs_random(args["hand"], args["board"], args["opponents"], args["dead"],
                              samples=args["samples"], seed=args["seed"])
    if where == "opponents":
        assert "opponents must be a whole number from 1 to 9" in str(info.value)


RANKS = "AKQJT98765432"
#: the 169 starting-hand classes as written: '77', 'AKs', 'T9o'
CLASS_NAMES = {r + r for r in RANKS} | {RANKS[i] + RANKS[j] + s for i in range(13)
                                         for j in range(i + 1, 13) for s in "so"}
#: never a starting-hand class name such as 'AKs', '77' or 'T9o'
NOT_A_CLASS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                        st.text(max_size=4).filter(lambda t: t not in CLASS_NAMES), JUNK)


@FAST
@given(NOT_A_CLASS, st.one_of(st.integers(max_value=-1), st.integers(min_value=169),
                              st.booleans(), st.floats(), st.text(max_size=3), st.none()))
def test_class_functions_refuse_nonsense(name, index):
    for call in (lambda: class_index(name), lambda: class_combos(name),
                 lambda: preflop_class_equity("AA", name)):
        with pytest.raises(EquityError, match="starting-hand class"):
            call()
    with pytest.raises(EquityError, match="0 to 168"):
        class_combo_cards(index)
    if name is None or isinstance(name, (bool, float)):   # no cards at all
        with pytest.raises(PokerError):
            hand_class(name)


#: never a share or probability: outside 0-1, NaN, or not a number
NOT_SHARE = st.one_of(st.none(), st.booleans(), st.text(max_size=3), st.floats(min_value=1.001),
                      st.floats(max_value=-0.001), st.just(float("nan")), st.just(object()),
                      st.lists(st.floats(0, 1), min_size=1, max_size=2))
NOT_A_HAND = st.one_of(NOT_CARDS, st.text(min_size=1, max_size=6))   # text is not a tuple
NOT_COUNT = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=3),
                      st.integers(max_value=0), st.just(object()))


@FAST
@given(hand=NOT_A_HAND, share=NOT_SHARE, where=st.integers(0, 2), flag=NOT_BOOL,
       count=NOT_COUNT)
def test_records_refuse_nonsense(hand, share, where, flag, count):
    """A result record refuses hands that are no tuple of Cards, shares outside 0-1, exact
    flags that are no bool and counts of boards or opponents below 1."""
    cards = parse_cards("As Ks")
    shares: list[object] = [0.5, 0.4, 0.2]
    # NaN is valid for win and tie: "not known" (the class table keeps equities only)
    nan = isinstance(share, float) and share != share
    shares[where] = 1.5 if nan and where else share
    for make in (lambda: PlayerEquity(hand, 0.5, 0.4, 0.2),
                 lambda: PlayerEquity(cards, *shares),
                 lambda: PlayerEquity(cards, 0.5, 0.4, 0.2, exact=flag)):
        with pytest.raises(EquityError):
            make()
    p = PlayerEquity(cards, 0.5, 0.4, 0.2)
    hp = HiLoPlayerEquity(cards, 0.5, 0.25, 0.25, 0.1, 0.5, 0.5, 0.5)
    for make in (lambda: EquityResult((p,), (), (), flag, 1),
                 lambda: EquityResult((p,), (), (), True, count),
                 lambda: EquityResult(hand, (), (), True, 1),
                 lambda: HiLoPlayerEquity(hand, 0.5, 0.25, 0.25, 0.1, 0.5, 0.5, 0.5),
                 lambda: HiLoEquityResult((hp,), (), (), True, 1, share),
                 lambda: HiLoVsRandom(hp, count, (), (), True, 1, 0.5),
                 lambda: HiLoVsRandom(hp, 1, (), (), True, 1, share)):
        with pytest.raises(EquityError):
            make()


def _not_n_cards(n):
    """Never ``n`` distinct cards: no cards at all, the wrong number of card indices, a card
    twice, card numbers outside 0..51, and iterables too long to be cards (an endless one too)."""
    return st.one_of(
        NOT_CARDS,
        st.lists(st.integers(0, 51), unique=True, max_size=8).filter(lambda c: len(c) != n),
        st.lists(st.integers(0, 51), min_size=n, max_size=n).filter(
            lambda c: len(set(c)) < n),
        st.lists(st.one_of(st.integers(max_value=-1), st.integers(min_value=52)),
                 min_size=n, max_size=n),
        st.just(range(10**12)), st.builds(itertools.count))


#: never a list of hilo_hand_tables results
NOT_TABLES = st.one_of(JUNK, st.lists(JUNK, min_size=1, max_size=3), st.just([]))
#: never an (N, 5) array of ascending card indices: other types and shapes, floats, cards
#: outside 0..51, rows not ascending
NOT_BOARDS = st.one_of(
    JUNK, st.just(np.array([[8.0, 17, 29, 35, 40]])), st.just(np.array([8, 17, 29, 35, 40])),
    st.just(np.array([[8, 17, 29, 35]])), st.just(np.array([[40, 35, 29, 17, 8]])),
    st.just(np.array([[8, 17, 29, 35, 52]])), st.just(np.array([[-1, 17, 29, 35, 40]])),
    st.just(np.array([[8, 8, 29, 35, 40]])), st.just(np.ones((1, 5), bool)))
#: never a (players, boards) pair of integer arrays
NOT_VALUES = st.one_of(JUNK, st.just(np.zeros((2, 3))), st.just(np.zeros(3, np.int16)),
                       st.just(np.zeros((0, 3), np.int16)), st.just(np.zeros((3, 3), np.int16)))


@FAST
@given(bad2=_not_n_cards(2), bad4=_not_n_cards(4), first=st.booleans())
def test_hand_helpers_refuse_what_is_not_a_hand(bad2, bad4, first):
    """preflop_showdown_counts takes two two-card hands with no card in common and
    hilo_hand_tables one four-card hand: anything else is refused."""
    with pytest.raises(PokerError) as exc:
        preflop_showdown_counts(*((bad2, "As Ks") if first else ("As Ks", bad2)))
    assert str(exc.value)
    with pytest.raises(PokerError):
        hilo_hand_tables(bad4)


def test_two_hands_sharing_a_card_are_refused():
    for h2 in ("As Qd", (51, 0), [0, 51]):
        with pytest.raises(EquityError, match="share a card"):
            preflop_showdown_counts("As Ks" if h2 == "As Qd" else (0, 1), h2)


@FAST
@given(tables=NOT_TABLES, boards=NOT_BOARDS, hi=NOT_VALUES, lo=NOT_VALUES)
def test_board_values_and_split_refuse_nonsense(tables, boards, hi, lo):
    good_tables = [hilo_hand_tables(h) for h in OM_HANDS]
    good = np.array([[8, 17, 29, 35, 40]])
    with pytest.raises(EquityError, match="tables"):
        hilo_board_values(tables, good)
    with pytest.raises(EquityError, match="boards"):
        hilo_board_values(good_tables, boards)
    gh, gl = hilo_board_values(good_tables, good)
    with pytest.raises(EquityError, match="hi and lo"):
        hilo_split(hi, gl)
    with pytest.raises(EquityError, match="hi and lo"):
        hilo_split(gh, lo)


def test_board_values_and_split_refuse_sizes_no_deck_makes_at_once():
    """More boards than there are five-card boards, or more hands than a deck deals, are
    refused before any work (such an array once took minutes or all the memory)."""
    table = hilo_hand_tables(OM_HANDS[0])
    huge = np.broadcast_to(np.arange(5), (10**9, 5))       # no memory: one row, repeated
    with pytest.raises(EquityError) as exc:
        hilo_board_values([table], huge)
    assert exc.value.key == "hilo_too_many_boards"
    with pytest.raises(EquityError) as exc:
        hilo_board_values([table] * 12, np.array([[8, 17, 29, 35, 40]]))
    assert exc.value.key == "hilo_too_many_players"
    wide = np.broadcast_to(np.int16(1), (2, 10**9))
    with pytest.raises(EquityError) as exc:
        hilo_split(wide, wide)
    assert exc.value.key == "hilo_too_many_boards"
    tall = np.zeros((12, 1), np.int16)
    with pytest.raises(EquityError) as exc:
        hilo_split(tall, tall)
    assert exc.value.key == "hilo_too_many_players"
    assert "2,598,960" in str(EquityError(key="hilo_too_many_boards", maximum=2_598_960, got=3))


SPOT = {"hole_cards": 2, "name": "equity", "example": "x", "boards": (0, 3, 4, 5),
        "game": "a board"}
#: never a list of two-card hands
NOT_SPOT_HANDS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.binary(max_size=4), st.just(object()), st.dictionaries(st.text(max_size=2), st.integers(),
                                                              max_size=2),
    st.lists(_not_n_cards(2), min_size=1, max_size=3), st.just(["As Ks"]),
    st.just(["As Ks", "As Qd"]), st.just([[0, 1]] * 27))
#: never a board of 0, 3, 4 or 5 cards that the hands leave free
NOT_SPOT_BOARD = st.one_of(NOT_CARDS, st.just("2c 3c"), st.just("2c 3c 4c 5c 6c 7c"),
                           st.just("As 2c 3c"), st.just(range(10**12)), st.builds(itertools.count))


@FAST
@given(hands=NOT_SPOT_HANDS, board=NOT_SPOT_BOARD, dead=st.one_of(NOT_CARDS, st.just("Ks"),
                                                                   st.builds(itertools.count)))
def test_read_spot_refuses_nonsense(hands, board, dead):
    good = ["As Ks", "Qh Qd"]
    with pytest.raises(PokerError):
        read_spot(hands, "", (), **SPOT)
    with pytest.raises(PokerError):
        read_spot(good, board, (), **SPOT)
    with pytest.raises(PokerError):
        read_spot(good, "", dead, **SPOT)


def test_read_spot_refuses_more_hands_than_a_deck_deals_before_reading_them():
    with pytest.raises(EquityError) as exc:
        read_spot([["As", "Ks"]] * 10**6, "", (), **SPOT)
    assert exc.value.key == "equity_too_many_hands"
    assert exc.value.message("ja").startswith("equity: 1組のカードから配れるのは26人分")
    with pytest.raises(CardError) as exc:
        read_spot(["As Ks", "Qh Qd"], itertools.count(), (), **SPOT)
    assert exc.value.key == "too_many_cards"


@FAST
@given(NOT_SAMPLES, NOT_A_SEED)
def test_sample_and_seed_checks_refuse_nonsense(samples, seed):
    with pytest.raises(EquityError, match="samples"):
        check_samples(samples)
    with pytest.raises(EquityError, match="seed"):
        check_seed(seed)


@FAST
@given(JUNK)
def test_regenerate_data_refuses_junk(a):
    with pytest.raises(EquityError):
        regenerate_data("holdem-preflop-equity", progress=a if not isinstance(a, bool)
                        else None)
    if not isinstance(a, str) or a != "holdem-preflop-equity":
        with pytest.raises(EquityError):
            regenerate_data(a)


def test_hilo_kernels_check_flag():
    tables = [hilo_hand_tables(h) for h in OM_HANDS]
    good = np.array([[8, 17, 29, 35, 40]])
    for flag in (1, None, "yes"):
        with pytest.raises(EquityError, match="check must be True or False"):
            hilo_board_values(tables, good, check=flag)
    hi, lo = hilo_board_values(tables, good, check=False)
    fast, checked = hilo_split(hi, lo, check=False), hilo_split(hi, lo)
    assert all(np.array_equal(a, b) for a, b in zip(fast, checked))
    with pytest.raises(EquityError, match="check must be True or False"):
        hilo_split(hi, lo, check=0)
