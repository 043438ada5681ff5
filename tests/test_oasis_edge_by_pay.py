"""How the house edge moves with one paytable entry (pokerlib.oasis.edge_by_pay): the exact
line through BGaming's proven edge, its slope recounted by brute force and by the exact value
code with the multiple changed, refusals, and the chart in both languages."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from oasis_reference import brute_01_wins_by_line  # noqa: E402  (tests/oasis_reference.py)

from pokerlib.builders.oasis_exact import ExactPart, one_card_summary  # noqa: E402
from pokerlib.builders.oasis_exact_edge import counts as ex  # noqa: E402
from pokerlib.cards import parse_cards  # noqa: E402
from pokerlib.course import charts  # noqa: E402
from pokerlib.errors import PokerError, RulesError, TableError  # noqa: E402
from pokerlib.oasis import PAY_LINES, EdgeByPay, OasisRules, edge_by_pay, house_edge  # noqa: E402
from pokerlib.oasis.rules import multiples_by_score  # noqa: E402
from pokerlib.oasis.shipped_data import load_exact_data  # noqa: E402

BG = OasisRules.bgaming()
SF = 8
#: situations against the up card 7♠ whose best play wins with a straight flush sometimes:
#: a straight-flush draw and a royal-flush draw (exchange one card), a dealt straight flush
#: (raise), and a pair of eights (raise; never a straight flush)
UP = "7s"
HANDS = ("9h Th Jh Qh 2c", "Ac Kc Qc Jc 2d", "5h 6h 7h 8h 9h", "8c 8d Jh 3s 2d")


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def _rows(up: int) -> np.ndarray:
    """Rows of ex.hand_positions() of HANDS against ``up``."""
    out = []
    for text in HANDS:
        pos = sorted(int(c) - (int(c) > up) for c in parse_cards(text))
        out.append(sum(comb(p, j + 1) for j, p in enumerate(pos)))
    return np.array(out)


def test_at_bgamings_multiple_the_edge_is_the_proven_one():
    proven = house_edge(BG)
    assert proven.status == "proven"
    for line in range(len(PAY_LINES)):
        m0 = BG.paytable[line]
        e = edge_by_pay(line, [m0 + 3, m0])
        assert e.base_multiple == m0 and e.proven_index == 1
        assert e.edges[1] == proven.fraction and isinstance(e.edges[1], Fraction)
        assert e.edge_at(m0) == proven.fraction


def test_the_line_is_exact_and_straight():
    e = edge_by_pay(SF, range(20, 101, 5))
    assert e.multiples == tuple(range(20, 101, 5)) and e.proven_index == 6
    assert all(isinstance(x, Fraction) for x in e.edges)
    steps = {b - a for a, b in zip(e.edges, e.edges[1:])}
    assert steps == {5 * e.slope} and e.slope < 0   # paying more lowers the house edge
    # the slope is the shipped count of straight-flush wins, times the Raise, per situation
    data = load_exact_data()["one_card"]
    wins = data["raise_wins_by_line"]["lines"]["Straight flush"]
    assert e.slope == Fraction(-2 * wins, data["denominator"])
    assert edge_by_pay(SF, [0]).edges[0] == e.base_edge + 50 * Fraction(2 * wins,
                                                                         data["denominator"])
    # every line's multiple is paid on some wins; the higher the line, the rarer
    slopes = [edge_by_pay(k, [0]).slope for k in range(len(PAY_LINES))]
    assert all(s < 0 for s in slopes)
    assert slopes[SF] > slopes[7] > slopes[6]   # four of a kind, full house win more often


def test_the_shipped_counts_add_up():
    """One count per line, each a whole number of outcomes, together fewer than all the
    outcomes there are."""
    data = load_exact_data()["one_card"]
    lines = data["raise_wins_by_line"]["lines"]
    assert list(lines) == list(PAY_LINES)
    assert all(isinstance(v, int) and v > 0 for v in lines.values())
    assert sum(lines.values()) < data["denominator"]


def test_the_wins_by_line_match_brute_force_and_the_value_code():
    """On a small part (four situations): the builder's wins by line equal a brute-force
    count, and re-valuing the part with the straight flush paying 49 or 51 (the exact value
    code, every choice re-optimised) moves it by exactly 2 x the wins: none of these
    situations changes its play, so the fixed-strategy line is the optimum here."""
    up = int(parse_cards(UP)[0])
    rows = _rows(up)
    part = one_card_summary(BG, progress=False, part=ExactPart((up // 4,), rows), processes=1)
    got = np.array([part["raise_wins_by_line"]["lines"][k] for k in PAY_LINES])
    brute = np.zeros(10, dtype=np.int64)
    total = 0
    for text in HANDS:
        hand = sorted(int(c) for c in parse_cards(text))
        _, value, wins = brute_01_wins_by_line(hand, up)
        brute += wins
        total += value
    assert (got == 4 * brute).all()                # each spade up card weighs 4
    assert part["strategies"]["optimal"]["numerator"] == 4 * total
    assert brute[SF] > 0 and brute[9] > 0           # straight and royal flushes are in reach

    def optimum(paytable):
        mult = multiples_by_score(paytable)
        kept = ex.needed_kept_ranks(rows)
        E, R = ex.kept_values(up, kept, mult, BG.qualifier_score, 2)
        _, keep, exv, _ = ex.hand_values_01(up, mult, BG.qualifier_score, 2, E, R,
                                            rows=rows, kept_ranks=kept)
        return int(ex.choose_01(keep, exv)[1].sum())

    base = optimum(BG.paytable)
    assert base == total
    for step in (-1, 1):
        table = list(BG.paytable)
        table[SF] += step
        assert optimum(tuple(table)) == base + 2 * step * int(brute[SF])


@pytest.mark.parametrize("line", [10, -1, True, 8.0, "8", None])
def test_a_line_that_is_not_0_to_9_is_refused(line):
    with pytest.raises(RulesError) as info:
        edge_by_pay(line)
    assert info.value.key == "oasis_pay_line"
    assert "ストレートフラッシュ" in info.value.message("ja")
    assert "8 Straight flush" in info.value.message("en")


@pytest.mark.parametrize("multiples", [[], [-1], [2.5], [True], 50, "50", [50, None],
                                       range(20_000)])
def test_multiples_that_are_not_whole_numbers_are_refused(multiples):
    with pytest.raises(RulesError) as info:
        edge_by_pay(SF, multiples)
    assert info.value.key == "oasis_pay_multiples"
    assert "倍率" in info.value.message("ja")
    e = edge_by_pay(SF, [50])
    with pytest.raises(RulesError):
        e.edge_at(-1)


def test_describe_in_both_languages():
    e = edge_by_pay(SF, [40, 50])
    en, ja = e.describe("en"), e.describe("ja")
    assert "Straight flush at 50:1" in en and "upper bound" in en and "1.0372%" in en
    assert "ストレートフラッシュが50:1" in ja and "上限" in ja and "証明済み" in ja
    assert f"{100 * float(e.slope):+.6f}" in en and f"{100 * float(e.slope):+.6f}" in ja


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_chart_draws_the_exact_line_and_marks_the_proven_point(lang):
    e = edge_by_pay(SF, range(20, 101, 5))
    ax = charts.edge_by_pay_chart(e, lang=lang)
    line, star = ax.get_lines()[:2]
    assert list(line.get_xdata()) == list(range(20, 101, 5))
    assert np.allclose(line.get_ydata(), [100 * float(x) for x in e.edges], rtol=0,
                       atol=1e-12)
    assert list(star.get_xdata()) == [50]
    # the straight flush at 40 is stored exactly (the job's result): a point on or below the
    # line, drawn where it is
    diamond = ax.get_lines()[2]
    assert [m for m, _ in e.optimal] == [40] == list(diamond.get_xdata())
    assert e.optimal[0][1] <= e.edge_at(40)
    assert diamond.get_ydata()[0] == pytest.approx(100 * float(e.optimal[0][1]), abs=1e-12)
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert len(legend) == 3
    if lang == "ja":
        assert ax.get_xlabel() == "ストレートフラッシュの配当 X（X:1）"
        assert ax.get_ylabel() == "ハウスエッジ（Ante に対する %）"
        assert "上限" in legend[0] and "証明済み" in legend[1] and "厳密" in legend[2]
        assert "ストレートフラッシュ" in ax.get_title()
    else:
        assert ax.get_xlabel() == "Straight flush's pay X (X:1)"
        assert "upper bound" in legend[0] and "proven" in legend[1] and "exact" in legend[2]
        assert "straight flush" in ax.get_title()
    fig = ax.get_figure()
    assert fig.get_figwidth() <= 7


def test_the_chart_without_the_proven_point_and_for_another_line():
    ax = charts.edge_by_pay_chart(edge_by_pay(6, [5, 6, 8, 9]), lang="ja")
    assert len(ax.get_legend().get_texts()) == 1   # 7:1 is not among them: no star
    assert "フルハウス" in ax.get_xlabel()


def test_the_chart_refuses_what_is_not_an_edge_by_pay():
    with pytest.raises(TableError) as info:
        charts.edge_by_pay_chart([1, 2, 3])
    assert info.value.key == "chart_argument"
    assert isinstance(info.value, PokerError)
    assert isinstance(edge_by_pay(SF, [50]), EdgeByPay)
