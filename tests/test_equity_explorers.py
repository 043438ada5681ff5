"""The equity explorers of lessons 02 and 03 and the push/fold chart, driven from Python as a
learner would: hand classes averaged over their hands, errors that clear the old result and
name the box, "computing…" before the work, both languages."""

from __future__ import annotations

import itertools

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from pokerlib.aof import HU_DEPTHS, HU_SHIPPED_DEPTHS, pushfold_equilibrium  # noqa: E402
from pokerlib.aof.headsup_solver import solve_headsup  # noqa: E402
from pokerlib.cards import Deck  # noqa: E402
from pokerlib.course.charts import range_chart  # noqa: E402
from pokerlib.course.widgets import EquityExplorer, HiLoEquityExplorer, PushFoldChart  # noqa: E402
from pokerlib.equity import (  # noqa: E402
    HAND_CLASSES,
    class_combos,
    equity,
    equity_hilo,
    preflop_equity_table,
)


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def shown(widget):
    """Every value an HTML widget shows from now on, in order."""
    values = []
    widget.observe(lambda change: values.append(change["new"]), names="value")
    return values


def for_people(text: str) -> bool:
    return text and not any(word in text for word in (
        "Error", "Traceback", "best_high", "equity_hilo", "parse_cards", "class_index",
        "takes", "_"))


def holdem(*hands, board="", lang="en"):
    e = EquityExplorer(hands=list(hands) + [""] * (3 - len(hands)), board=board, lang=lang)
    e.run_button.click()
    return e


# --- the hold'em explorer (lesson 02) ---------------------------------------------------------

def test_an_error_clears_the_previous_result_and_chart():
    e = holdem("Ah Kh", "Qc Qd", board="Qh 9h 2c")
    assert e.result is not None and e.chart.value.startswith("<svg")
    assert f">{e.result.equities[0]:.1%}</text>" in e.chart.value   # this result, drawn
    e.hand_boxes[1].value = "Ah Qd"
    e.run_button.click()
    assert e.result is None and len(e.chart.value) == 0
    assert "A♥ is both in hand 1 and in hand 2" in e.result_html.value
    assert "%" not in e.result_html.value          # no number left over from the old hands


def test_computing_is_shown_before_the_work_starts():
    e = EquityExplorer(hands=["As Ks", "Qh Qd", ""])
    values = shown(e.result_html)
    e.run_button.click()
    assert "computing… (exact over 1,712,304 boards)" in values[0]
    assert "46.21%" in values[-1] and len(values) == 2
    e.hand_boxes[0].value = "AKo"
    values.clear()
    e.run_button.click()
    assert "computing… (12 combinations of hands)" in values[0]


def test_a_one_or_two_card_board_is_refused_as_the_omaha_explorer_refuses_it():
    for board in ("Qh", "Qh 9s"):
        e = holdem("As Ks", "Qh Qd", board="" if board == "x" else board)
        o = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board=board)
        n = len(board.split())
        want = f"the board: choose 0, 3, 4 or 5 cards (you gave {n})"
        assert e.result is None and want in e.result_html.value
        assert o.value is None and want in o.result.value


def test_two_classes_heads_up_read_the_exact_class_table():
    table = preflop_equity_table()
    e = holdem("AKs", "qq")
    assert e.result[0].equity == pytest.approx(table("AKs", "QQ"))
    assert e.details.method == "table" and e.details.deals == 24
    assert "the average over the 24 pairs of hands of AKs and QQ" in e.result_html.value
    assert "169 × 169" in e.result_html.value


@given(cls=st.sampled_from(HAND_CLASSES), seed=st.integers(0, 10_000))
@settings(max_examples=12, deadline=None)
def test_a_class_is_the_average_over_its_hands(cls, seed):
    deck = Deck(seed=seed)
    other, board = deck.deal(2), deck.deal(3)
    hand = " ".join(c.code for c in other)
    flop = " ".join(c.code for c in board)
    e = holdem(cls, hand, board=flop)
    known = set(other) | set(board)
    hands = [h for h in class_combos(cls) if not known & set(h)]
    if not hands:
        assert e.result is None and "every hand of it shares a card" in e.result_html.value
        return
    want = np.mean([equity([list(h), list(other)], board)[0].equity for h in hands])
    assert e.result[0].equity == pytest.approx(want, abs=1e-12)
    assert e.details.combos == (len(hands), 1)
    if len(hands) > 1:
        assert f"the average over {len(hands)} combinations of hands" in e.result_html.value
        assert f"{cls}: {len(hands)} hands" in e.result_html.value


def test_many_classes_are_sampled_with_a_standard_error():
    e = holdem("AA", "KK", "QQ", "JJ")
    d = e.details
    assert d.method == "sampled" and not e.result.exact
    assert "estimate" in e.result_html.value and "±" in e.result_html.value
    assert 0.45 < e.result[0].equity < 0.65 and all(p.stderr > 0 for p in e.result)
    assert sum(e.result.equities) == pytest.approx(1)


def test_three_classes_before_the_flop_are_exact_averages_of_every_deal():
    e = holdem("AKs", "QQ", "JTs")
    assert e.details.method == "exact" and e.result.exact and e.details.deals == 96
    deals = [d for d in itertools.product(*(class_combos(c) for c in ("AKs", "QQ", "JTs")))
             if len({c for h in d for c in h}) == 6]
    want = np.mean([equity([list(h) for h in d]).equities for d in deals], axis=0)
    assert list(e.result.equities) == pytest.approx(list(want), abs=1e-12)
    assert "exact: the average over 96 combinations of hands" in e.result_html.value


def test_three_classes_on_the_flop_are_exact_averages_of_every_deal():
    e = holdem("AA", "KK", "QQ", board="2c 7d 9s")
    assert e.details.method == "exact" and e.result.exact and e.details.deals == 216
    deals = list(itertools.product(*(class_combos(c) for c in ("AA", "KK", "QQ"))))
    results = [equity([list(h) for h in d], "2c 7d 9s") for d in deals]
    assert list(e.result.equities) == pytest.approx(
        list(np.mean([r.equities for r in results], axis=0)), abs=1e-12)
    for i in range(3):
        assert e.result[i].win == pytest.approx(np.mean([r[i].win for r in results]), abs=1e-12)
        assert e.result[i].tie == pytest.approx(np.mean([r[i].tie for r in results]), abs=1e-12)
    assert "exact: the average over 216 combinations of hands" in e.result_html.value


def test_class_mistakes_are_sentences():
    e = holdem("AK", "QQ")
    assert "AK is not a starting-hand class: write a pair (77)" in e.result_html.value
    e = holdem("AKs", "QQ", board="As Ah Ad Ac 2d")
    assert "AKs: every hand of it shares a card" in e.result_html.value
    e = holdem("AKs", "", board="")
    assert "give two or more hands (you gave 1)" in e.result_html.value


def test_the_hold_em_explorer_in_japanese():
    e = holdem("AKs", "Qh Qd", board="2c 7d 9s", lang="ja")
    assert e.hand_boxes[0].description == "ハンド1" and e.run_button.description == "エクイティ"
    assert "厳密: ハンドの組み合わせ4通り（AKs: 4ハンド）の平均" in e.result_html.value
    assert "<th>エクイティ</th>" in e.result_html.value
    assert "border-spacing" in e.result_html.value   # headings set apart, not run together
    e.board_box.value = "2c 7d Qd"
    e.run_button.click()
    assert "Q♦ がハンド2とボードの両方にあります" in e.result_html.value


junk = st.text(alphabet="AKQJT98765432shdcox ♠♥♦♣1", max_size=12)


@given(hands=st.lists(junk, min_size=3, max_size=3), board=junk,
       lang=st.sampled_from(["en", "ja"]))
@settings(max_examples=60, deadline=None)
def test_whatever_is_typed_the_explorer_answers_in_sentences(hands, board, lang):
    e = EquityExplorer(hands=hands, board=board, lang=lang)
    e.run_button.click()
    assert for_people(e.result_html.value)
    assert (e.result is None) == (len(e.chart.value) == 0)


# --- the push/fold chart ----------------------------------------------------------------------

def test_push_fold_chart_in_japanese_and_a_revisited_depth_is_instant():
    c = PushFoldChart(stack_bb=8, lang="ja")
    first = c.chart.value
    assert "8 BB、SBのオールイン: ハンドの" in c.summary.value
    assert [label for label, _ in c.which.options] == ["SBのオールイン", "BBのコール"]
    # the label is never cut to 「スタック (...」: the description takes the width it needs
    assert c.depth.description == "スタック (BB)" and c.depth.style.description_width == "initial"
    c.which.value = "BB calls SB"
    assert c.range.name == "BB calls SB"
    assert c.range.share == pushfold_equilibrium(8).ranges[1].share
    c.which.value = "SB all-in"
    assert c.chart.value is first          # drawn once, shown again


@pytest.mark.parametrize("lang, which", [("en", 0), ("ja", 1)])
def test_the_range_chart_shows_every_cell_as_the_lessons_chart_does(lang, which):
    """The push/fold chart's SVG has the lessons' range chart's cells: the same 169 labels,
    and each cell the colour the matplotlib chart gives it."""
    import re

    from matplotlib import colormaps

    from pokerlib.course.charts.widget_charts import range_svg
    for depth in (8, 1, 14.5):
        r = pushfold_equilibrium(depth).ranges[which]
        svg = range_svg(r, lang)
        ax = range_chart(r, lang=lang)
        want = [t.get_text().replace("\n", " ") for t in ax.texts]
        labels = re.findall(r'class="cell-label"[^>]*>([^<]*)<', svg)
        got, k = [], 0
        for w in want:               # a mixed cell's two lines are two texts
            n = len(w.split(" "))
            got.append(" ".join(labels[k:k + n]))
            k += n
        assert got == want and k == len(labels)
        fills = re.findall(r'class="cell"[^>]*fill="(#[0-9a-f]{6})"', svg)
        rgba = colormaps["Greens"](np.asarray(r.freq, dtype=float))
        assert fills == ["#" + "".join(f"{round(c * 255):02x}" for c in row[:3])
                         for row in rgba]
        assert f"{r.share:.1%}" in svg


def test_a_typed_depth_off_the_shipped_grid_says_computing_and_hides_the_old_chart():
    c = PushFoldChart(stack_bb=6)
    seen = []
    c.summary.observe(lambda ch: seen.append(("text", ch["new"])), names="value")
    c.chart.observe(lambda ch: seen.append(("chart", len(ch["new"]))), names="value")
    c.depth.value = 6.15
    assert seen[0] == ("chart", 0)                       # the 6 BB chart goes at once
    assert seen[1][0] == "text" and "computing" in seen[1][1] and "6.15 BB" in seen[1][1]
    assert seen[2][0] == "chart" and seen[2][1] > 0      # then the 6.15 BB chart...
    assert seen[3][0] == "text" and seen[3][1].startswith("6.15 BB, SB all-in")  # ...its text
    assert c.result.stack_bb == 6.15 and c.result.exploitability < 1e-6
    seen.clear()
    c.depth.value = 6.5                                  # shipped: no "computing…"
    assert [kind for kind, _ in seen] == ["chart", "text"] and c.result.stack_bb == 6.5


@pytest.mark.parametrize("depth", [1.1, 6.1, 7.3, 13.7, 24.9])
def test_a_depth_typed_with_one_decimal_is_shipped_and_is_the_solvers_chart(depth):
    """The typed depth is looked up (no "computing…", no solve), and what is drawn is what
    the solver computes now for that depth (the widget shows frequencies to 4 decimals)."""
    assert depth in HU_SHIPPED_DEPTHS and depth not in HU_DEPTHS
    c = PushFoldChart(stack_bb=8)
    seen = []
    c.summary.observe(lambda ch: seen.append(("text", ch["new"])), names="value")
    c.chart.observe(lambda ch: seen.append(("chart", len(ch["new"]))), names="value")
    c.depth.value = depth
    assert [kind for kind, _ in seen] == ["chart", "text"] and seen[0][1] > 0
    x, y, v, expl, _ = solve_headsup(depth)
    assert c.range.freq == tuple(np.round(x, 4)) and c.range.name == "SB all-in"
    assert c.result.value[0] == pytest.approx(v, abs=1e-12) and abs(expl) < 1e-6
    c.which.value = "BB calls SB"
    assert c.range.freq == tuple(np.round(y, 4))


# --- the hi/lo explorer (lesson 03) -----------------------------------------------------------

def test_hilo_errors_clear_the_chart_and_name_the_box():
    e = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    assert e.chart.value.startswith("<svg") and f">{e.value[0].equity:.1%}</text>" in e.chart.value
    e.board.value = "4c 5h Kd"
    e.run_button.click()
    assert e.value is None and len(e.chart.value) == 0
    assert "K♦ is both in hand 1 and on the board" in e.result.value
    e.board.value = "4c 5h 9s"
    e.hands.value = "As 2s 3d\nAh Kh Qc Jc"
    e.run_button.click()
    assert "hand 1: choose 4 cards (you gave 3)" in e.result.value


def test_hilo_shows_computing_first_and_speaks_japanese():
    e = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s", lang="ja")
    values = shown(e.result)
    e.board.value = "4c 5h 9s Td"
    e.run_button.click()
    assert values[0] == "<i>計算中…（全40通りのボードで厳密に）</i>"
    assert "厳密: 全40通りのボード" in values[-1] and "<th>スクープ</th>" in values[-1]
    want = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s Td")
    assert e.value.equities == want.equities
    assert e.run_button.description == "エクイティを計算"


def test_the_japanese_labels_of_the_hilo_explorer_are_not_cut():
    # JupyterLab gives a widget's description 80 px unless told more: 除外したカード was cut
    from pokerlib.course.widgets.hilo_explorer import HiLoEquityExplorer

    e = HiLoEquityExplorer(lang="ja")
    for box in (e.hands, e.board, e.dead):
        width = float(box.style.description_width.removesuffix("em"))
        assert len(box.description) <= width - 1, box.description
