"""Lesson 02b's charts: range widths by stack depth (with and without a rake) and the results
of many sessions, drawn from the numbers they are given, in both languages."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

from pokerlib.aof import Rake, pushfold_equilibrium  # noqa: E402
from pokerlib.course.charts import range_width_chart, session_results_chart  # noqa: E402
from pokerlib.errors import PokerError  # noqa: E402


def test_range_width_chart_draws_each_rule_as_two_lines():
    plain = [pushfold_equilibrium(d) for d in (4, 8, 12, 20)]
    raked = [pushfold_equilibrium(d, rake=Rake(5, cap=2)) for d in (8, 12)]
    ax = range_width_chart(plain + raked)
    lines = ax.get_lines()
    assert len(lines) == 4
    sb_plain, bb_plain, sb_raked, bb_raked = lines
    assert list(sb_plain.get_xdata()) == [4, 8, 12, 20]
    assert list(sb_plain.get_ydata()) == [r.ranges[0].share for r in plain]
    assert list(bb_raked.get_ydata()) == [r.ranges[1].share for r in raked]
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels[0] == "SB all-in (no rake)"
    assert "at most 2 chips a hand" in labels[2]
    plt.close("all")


def test_range_width_chart_in_japanese():
    ax = range_width_chart([pushfold_equilibrium(8)], lang="ja")
    assert ax.get_xlabel() == "各プレイヤーのスタック（BB）"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == [
        "SBのオールイン (レーキなし)", "BBのコール (レーキなし)"]
    plt.close("all")


def test_session_results_chart_shows_the_mean_and_every_session():
    rng = np.random.default_rng(1)
    results = rng.normal(0.5, 0.5, 300)
    ax = session_results_chart(results, hands=50)
    assert sum(p.get_height() for p in ax.patches[:30]) == 300   # 30 bins, one per session
    mean_line = ax.get_lines()[0]
    assert mean_line.get_xdata()[0] == pytest.approx(results.mean())
    se = results.std(ddof=1) / np.sqrt(300)
    assert f"± {2 * se:.2f}" in ax.get_legend().get_texts()[0].get_text()
    ja = session_results_chart(results, hands=50, lang="ja")
    assert "セッション" in ja.get_title()
    with pytest.raises(PokerError):
        session_results_chart([], hands=50)
    plt.close("all")


# --- what the charts' words say (issue 36) ---------------------------------------------------

@pytest.mark.parametrize("lang, allin, call", [
    ("en", "share of the time all-in", "share of the time calling"),
    ("ja", "オールインする割合", "コールする割合")])
def test_the_big_blinds_calling_chart_says_calling_not_all_in(lang, allin, call):
    from pokerlib.course.charts import range_chart
    from pokerlib.course.charts.widget_charts import range_svg

    sb, bb = pushfold_equilibrium(10).ranges
    labels = []
    for rng in (sb, bb):
        ax = range_chart(rng, lang=lang)
        labels.append(ax.get_figure().axes[-1].get_ylabel())   # the colour bar's name
        plt.close("all")
    assert labels == [allin, call]
    assert call in range_svg(bb, lang) and allin not in range_svg(bb, lang)
    assert allin in range_svg(sb, lang)


@pytest.mark.parametrize("lang, unit", [("en", "chips"), ("ja", "点")])
def test_the_stacks_chart_counts_what_the_table_counts(lang, unit):
    from pokerlib.course.charts import aof_stacks_chart

    ax = aof_stacks_chart([{"A": 16, "B": 16}, {"A": 20, "B": 12}], lang=lang)
    assert ax.get_ylabel() == unit and "points" not in ax.get_ylabel()
    plt.close("all")
