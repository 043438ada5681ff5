"""Small entry points refuse nonsense in one sentence (a PokerError naming what was wrong):
split_chips with text for winners, AofRules whose forced bets exceed the starting stack,
course.check with a list for an exercise id, pot_label with what is not a pot's number, and
every chart and diagram given something it cannot draw (a one-argument sweep) or a nonsense
count or card."""

from __future__ import annotations

import matplotlib
import pytest

from pokerlib.aof import AofRules
from pokerlib.course import charts, check
from pokerlib.course.charts import diagrams
from pokerlib.course.progress_bar import ProgressBar
from pokerlib.errors import PokerError, PotError, RulesError, TableError
from pokerlib.pots import pot_label, split_chips

matplotlib.use("Agg")


def test_split_chips_takes_no_text_for_its_winners():
    with pytest.raises(PotError, match="not the text 'ab'"):
        split_chips(7, "ab")
    assert split_chips(7, ["ab"]) == (("ab", 7),)


@pytest.mark.parametrize("fields", [dict(stack=1), dict(stack=16, big_blind=17, small_blind=1),
                                    dict(stack=10, ante=9, ante_kind="each"),
                                    dict(stack=10, ante=9, ante_kind="big-blind")])
def test_aof_rules_refuse_forced_bets_above_the_starting_stack(fields):
    with pytest.raises(RulesError, match="more than the starting stack"):
        AofRules(**fields)


def test_aof_rules_take_forced_bets_that_the_stack_covers():
    assert AofRules(stack=2).stack == 2
    assert AofRules(stack=10, ante=8, ante_kind="each").ante == 8


@pytest.mark.parametrize("exercise", [["00.1"], 5, None, ("00.1",)])
def test_check_with_no_exercise_id_says_how_to_name_one(exercise):
    with pytest.raises(PokerError, match='id in quotes, such as "00.1"'):
        check(exercise, 5)


@pytest.mark.parametrize("index", ["main pot", None, -1, 1.5, True, [0]])
def test_pot_label_refuses_what_is_not_a_pot_number(index):
    with pytest.raises(PotError, match="pot_label takes a pot's number"):
        pot_label(index)


CHARTS = [(charts, n) for n in charts.__all__] + [(diagrams, n) for n in diagrams.__all__]


@pytest.mark.parametrize("module, name", CHARTS, ids=[n for _, n in CHARTS])
@pytest.mark.parametrize("value", [5, None, "x", -7, 2.5, [], {}])
def test_every_chart_refuses_a_wrong_first_argument_with_a_sentence(module, name, value):
    import matplotlib.pyplot as plt

    try:
        getattr(module, name)(value)
    except PokerError as exc:
        assert str(exc) and "Traceback" not in str(exc)
    else:
        pytest.fail(f"{name}({value!r}) drew something")
    finally:
        plt.close("all")


@pytest.mark.parametrize("call, words", [
    (lambda: charts.session_results_chart([1.0, -2.0], -7), "hands must be"),
    (lambda: charts.session_results_chart([1.0, -2.0], 0), "hands must be"),
    (lambda: diagrams.oasis_diagram(upcard="Zz"), "upcard must be one card"),
    (lambda: diagrams.table_diagram(5, "A"), "players must be"),
    (lambda: charts.balance_chart(5), "balances must be"),
    (lambda: charts.settlement_chart(None), "an Oasis Settlement"),
    (lambda: charts.range_chart(None), "a Range or 169 frequencies"),
    (lambda: charts.range_chart([0.5] * 168), "a Range or 169 frequencies"),
    (lambda: charts.range_chart([2.0] * 169), "a Range or 169 frequencies"),
])
def test_charts_refuse_nonsense_counts_and_cards(call, words):
    import matplotlib.pyplot as plt

    with pytest.raises(TableError, match=words):
        call()
    plt.close("all")


def test_advice_chart_refuses_a_negative_top():
    from pokerlib.cards import Card, parse_cards
    from pokerlib.oasis import OasisRules, advise

    advice = advise(parse_cards("Qs Qd 8h 8c 2d"), Card("Ks"), OasisRules.bgaming(),
                    exact_up_to=0, samples=200, seed=1)
    with pytest.raises(TableError, match="top must be a whole number of options, 1 or more"):
        charts.advice_chart(advice, top=-7)


@pytest.mark.parametrize("args", [("3",), (-1,), (2.5,), (True,), (3, 5)])
def test_a_progress_bar_refuses_a_total_that_is_not_a_count(args):
    with pytest.raises(TableError):
        ProgressBar(*args)
