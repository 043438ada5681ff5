"""Widgets refuse bad set-up at once and never raise from a click.

Every public widget constructor checks its arguments and raises a PokerError kind (TableError
for the table's set-up, RulesError for rules) whose message says what is allowed; a learner's
clicks, in any order, never raise and always leave a readable status: a sentence, never an
exception's class name or a traceback.
"""

from __future__ import annotations

import random
import re

import matplotlib
import matplotlib.pyplot as plt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.aof import ARTICLE_RULES
from pokerlib.course.widgets import (
    AofTableUI,
    EquityExplorer,
    HandExplorer,
    HiLoEquityExplorer,
    OasisTableUI,
    OmahaExplorer,
    OmahaTableUI,
    PushFoldChart,
    error_html,
)
from pokerlib.errors import PokerError, RulesError, TableError
from pokerlib.omaha import OMAHA_HILO_POT_LIMIT_1_2

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


#: Quick, valid arguments for every widget (boards given, so equities are fast to compute).
QUICK = {
    HandExplorer: {},
    OmahaExplorer: {},
    OasisTableUI: {"advice_samples": 50},
    AofTableUI: {},
    EquityExplorer: {"board": "Qh 9s 2c"},
    PushFoldChart: {},
    OmahaTableUI: {"players": 3},
    HiLoEquityExplorer: {"board": "4c 5h 9s"},
}

#: Each constructor's parameters (the ones a fuzzer may spoil).
PARAMETERS = {
    HandExplorer: ["cards", "seed"],
    OmahaExplorer: ["hole", "board"],
    OasisTableUI: ["balance", "ante", "seed", "rules", "advice_samples"],
    AofTableUI: ["seed", "learner", "players", "rules", "button", "opponents"],
    EquityExplorer: ["hands", "board"],
    PushFoldChart: ["stack_bb", "which"],
    OmahaTableUI: ["rules", "players", "stack", "seed", "seat", "name"],
    HiLoEquityExplorer: ["hands", "board", "dead"],
}

EXCEPTION_NAME = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback")


def readable(text: object) -> bool:
    """A status a learner can read: text, and no exception class name or traceback."""
    return isinstance(text, str) and not EXCEPTION_NAME.search(text)


# --- one test per kind of bad argument ------------------------------------------------------

BAD = [
    (HandExplorer, {"seed": "7"}, TableError, "seed"),
    (HandExplorer, {"seed": True}, TableError, "seed"),
    (HandExplorer, {"seed": -1}, TableError, "seed"),
    (HandExplorer, {"seed": 1.5}, TableError, "seed"),
    (HandExplorer, {"cards": None}, TableError, "cards"),
    (HandExplorer, {"cards": ["As", "Kd"]}, TableError, "cards"),
    (OmahaExplorer, {"hole": 5}, TableError, "hole"),
    (OmahaExplorer, {"board": None}, TableError, "board"),
    (OasisTableUI, {"rules": "Bogus Casino"}, RulesError, "preset"),
    (OasisTableUI, {"rules": 3}, RulesError, "OasisRules"),
    (OasisTableUI, {"balance": -10}, TableError, "balance"),
    (OasisTableUI, {"balance": True}, TableError, "balance"),
    (OasisTableUI, {"ante": 0}, TableError, "Ante"),
    (OasisTableUI, {"ante": 2.5}, TableError, "Ante"),
    (OasisTableUI, {"seed": None}, TableError, "seed"),
    (OasisTableUI, {"advice_samples": 0}, TableError, "advice_samples"),
    (OasisTableUI, {"advice_samples": 10**12}, TableError, "advice_samples"),
    (AofTableUI, {"seed": "1"}, TableError, "seed"),
    (AofTableUI, {"players": (1, 2, 3, 4), "learner": 1, "button": 2}, TableError, "text"),
    (AofTableUI, {"players": "ABCD"}, TableError, "list"),
    (AofTableUI, {"players": ("A",), "button": "A"}, TableError, "2 to 9"),
    (AofTableUI, {"players": ("A", "A", "B")}, TableError, "distinct"),
    (AofTableUI, {"learner": "Z"}, TableError, "learner"),
    (AofTableUI, {"button": "Z"}, TableError, "button"),
    (AofTableUI, {"rules": None}, RulesError, "AofRules"),
    (AofTableUI, {"opponents": 3}, TableError, "opponents"),
    (EquityExplorer, {"hands": "As Ks"}, TableError, "list"),
    (EquityExplorer, {"hands": ("As Ks", 5)}, TableError, "text"),
    (EquityExplorer, {"hands": ()}, TableError, "1 to 6"),
    (EquityExplorer, {"board": 0}, TableError, "board"),
    (PushFoldChart, {"stack_bb": 0}, TableError, "stack_bb"),
    (PushFoldChart, {"stack_bb": 100}, TableError, "stack_bb"),
    (PushFoldChart, {"stack_bb": float("nan")}, TableError, "stack_bb"),
    (PushFoldChart, {"stack_bb": "8"}, TableError, "stack_bb"),
    (PushFoldChart, {"stack_bb": True}, TableError, "stack_bb"),
    (PushFoldChart, {"which": "BB all-in"}, TableError, "which"),
    (OmahaTableUI, {"rules": "limit"}, RulesError, "OmahaRules"),
    (OmahaTableUI, {"players": 1}, TableError, "players"),
    (OmahaTableUI, {"players": 11}, TableError, "players"),
    (OmahaTableUI, {"players": 2.5}, TableError, "players"),
    (OmahaTableUI, {"players": "3"}, TableError, "players"),
    (OmahaTableUI, {"stack": 0}, TableError, "stack"),
    (OmahaTableUI, {"seat": 3}, TableError, "seat"),
    (OmahaTableUI, {"seat": -1}, TableError, "seat"),
    (OmahaTableUI, {"seed": False}, TableError, "seed"),
    (OmahaTableUI, {"name": 7}, TableError, "name"),
    (OmahaTableUI, {"name": "  "}, TableError, "name"),
    (HiLoEquityExplorer, {"hands": "As 2s 3d Kd"}, TableError, "list"),
    (HiLoEquityExplorer, {"hands": [None]}, TableError, "text"),
    (HiLoEquityExplorer, {"dead": 3}, TableError, "dead"),
]


@pytest.mark.parametrize("widget, kwargs, kind, word", BAD,
                         ids=[f"{w.__name__}-{sorted(k)}-{i}" for i, (w, k, _, _) in
                              enumerate(BAD)])
def test_bad_constructor_argument_is_refused(widget, kwargs, kind, word):
    with pytest.raises(kind, match=word):
        widget(**{**QUICK[widget], **kwargs})


def test_the_error_message_is_the_sentence_only():
    text = error_html(TableError("a table has 2 to 10 seats, not 11"))
    assert "a table has 2 to 10 seats, not 11" in text and readable(text)


def test_a_preset_name_is_accepted_for_the_oasis_table():
    t = OasisTableUI(rules="Galewind", advice_samples=50)
    assert t.rules.name == "Galewind" and t.session.rules.name == "Galewind"


def test_an_oasis_table_that_cannot_deal_still_answers_every_click():
    t = OasisTableUI(balance=5, ante=10, advice_samples=50)   # cannot cover the first Ante
    assert t.game is None
    for click in (t.fold, t.raise_, t.exchange, t.show_advice, t.next_hand):
        click()
        assert readable(t.status_html.value) and t.status_html.value


def test_omaha_act_with_an_unknown_action_is_a_message():
    ui = OmahaTableUI(players=3, seed=1)
    before = ui.table.hand.round.snapshot()
    ui.act("shove")
    assert "not a choice in Omaha" in ui.status.value and readable(ui.status.value)
    assert ui.table.hand.round.snapshot() == before
    ja = OmahaTableUI(players=3, seed=1, lang="ja")
    ja.act("shove")      # the engine's refusal, in the Omaha article's words
    assert "オマハハイローには &#x27;shove&#x27; という選択はありません" in ja.status.value
    assert "フォルド" in ja.status.value and "choice" not in ja.status.value


# --- random bad arguments --------------------------------------------------------------------

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6),
    st.lists(st.one_of(st.integers(-3, 60), st.text(max_size=3)), max_size=4),
    st.tuples(st.integers(), st.text(max_size=2)), st.just(object()),
    st.just(ARTICLE_RULES), st.just(OMAHA_HILO_POT_LIMIT_1_2), st.just(b"AsKs"),
)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_random_bad_arguments_raise_a_poker_error_or_work(data):
    widget = data.draw(st.sampled_from(sorted(PARAMETERS, key=lambda w: w.__name__)))
    name = data.draw(st.sampled_from(PARAMETERS[widget]))
    value = data.draw(junk)
    try:
        w = widget(**{**QUICK[widget], name: value})
    except PokerError as exc:
        assert str(exc) and readable(str(exc))
    else:  # accepted: then it is a working widget
        assert w.widget is not None
    finally:
        plt.close("all")


# --- clicking in random order -----------------------------------------------------------------

CARD_TEXTS = ["As Kd Qh Jc Tc", "As As Kd Qh Jc", "Zz", "", "Ad Kd 3s 2s", "4c 5h 9s",
              "Jd 4d 3c Qd 5h 2c 7h", "10c 9c 8c 7c 6c 5c"]


def hand_explorer_moves(w, rng):
    return [w.deal_button.click,
            lambda: setattr(w.count, "value", rng.choice([5, 6, 7])),
            lambda: setattr(w.cards, "value", rng.choice(CARD_TEXTS))], w.result


def omaha_explorer_moves(w, rng):
    return [lambda: setattr(w.hole, "value", rng.choice(CARD_TEXTS)),
            lambda: setattr(w.board, "value", rng.choice(CARD_TEXTS))], w.result


def oasis_moves(w, rng):
    return [w.exchange_button.click, w.fold_button.click, w.raise_button.click,
            w.next_button.click, w.replay_button.click,
            lambda: setattr(rng.choice(w.card_buttons), "value", rng.random() < 0.5),
            lambda: setattr(w.preset, "value", rng.choice(list(w.presets)))], w.status_html


def aof_moves(w, rng):
    return [w.allin_button.click, w.fold_button.click, w.next_button.click,
            w.hint_button.click], w.result_html


def equity_moves(w, rng):
    return [w.run_button.click,
            lambda: setattr(rng.choice(w.hand_boxes), "value",
                            rng.choice(["As Ks", "Qh Qd", "", "Qh", "Zz Kd", "9c 8c"])),
            lambda: setattr(w.board_box, "value",
                            rng.choice(["Qh 9s 2c", "Qh 9s 2c 3d", "Qh", "xx", "2c 3c 4c 5c 6c"]))
            ], w.result_html


def pushfold_moves(w, rng):
    return [lambda: setattr(w.depth, "value", rng.choice([1, 2.5, 8, 15, 25])),
            lambda: setattr(w.which, "value", rng.choice(PushFoldChart.CHOICES))], w.summary


def omaha_table_moves(w, rng):
    def amount():
        if not w.amount.disabled:
            w.amount.value = rng.randint(w.amount.min, w.amount.max)
    return [w.fold_button.click, w.check_button.click, w.call_button.click,
            w.bet_button.click, w.raise_button.click, w.all_in_button.click,
            w.deal_button.click, w.hint_button.click, w.prev_button.click, w.next_button.click,
            amount, lambda: setattr(w.show_box, "value", not w.show_box.value)], w.status


def hilo_moves(w, rng):
    return [w.run_button.click,
            lambda: setattr(w.hands, "value", rng.choice(
                ["As 2s 3d Kd\nAh Kh Qc Jc", "As 2s 3d Kd", "As 2s 3d", "Zz"])),
            lambda: setattr(w.board, "value", rng.choice(["4c 5h 9s", "4c 5h 9s Td", "4c"])),
            lambda: setattr(w.dead, "value", rng.choice(["", "2c", "As", "xx"]))], w.result


MOVES = {HandExplorer: hand_explorer_moves, OmahaExplorer: omaha_explorer_moves,
         OasisTableUI: oasis_moves, AofTableUI: aof_moves, EquityExplorer: equity_moves,
         PushFoldChart: pushfold_moves, OmahaTableUI: omaha_table_moves,
         HiLoEquityExplorer: hilo_moves}

#: Widgets whose status always says something (the explorers' results start empty until run).
ALWAYS_SAYS_SOMETHING = {HandExplorer, OmahaExplorer, OasisTableUI, AofTableUI, OmahaTableUI}


@pytest.mark.parametrize("widget", list(MOVES), ids=lambda w: w.__name__)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_clicking_every_control_in_random_order_never_raises(widget, seed):
    """Every button (enabled or not: ``click()`` from Python fires even a disabled one) and
    every input, in a seeded random order: nothing raises and the status stays readable."""
    rng = random.Random(seed)
    w = widget(**{**QUICK[widget], **({"seed": seed} if "seed" in PARAMETERS[widget] else {})})
    moves, status = MOVES[widget](w, rng)
    steps = 8 if widget in (PushFoldChart, EquityExplorer) else 30
    for _ in range(steps):
        rng.choice(moves)()
        assert readable(status.value), status.value
        if widget in ALWAYS_SAYS_SOMETHING:
            assert status.value.strip()
        plt.close("all")
