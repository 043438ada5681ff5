"""The drill chart shows what the record holds, read back through matplotlib's Artist API: one
bar per answer as high as the EV it lost, the running total, the share of best choices so far,
and words (title, axes, legend) in the chart's language with a Japanese font for "ja"."""

from __future__ import annotations

import matplotlib
import matplotlib.pyplot as plt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.course.charts import drill_chart
from pokerlib.course.drills import DrillRecord, Grade, PushFoldDrill, SplitDrill
from pokerlib.course.fonts import cjk_font
from pokerlib.errors import DrillError, RulesError


def record_of(items: list[tuple[float, bool]], unit: str = "BB", lang: str = "en"
              ) -> DrillRecord:
    r = DrillRecord(unit, lang)
    for lost, ok in items:
        r.add(None, "x", Grade("x", "y", 0.0, -lost, lost, ok, "", unit))
    return r


def parts(ax):
    """(bar heights, bar colours, the lines by label, the twin Axes) of a chart."""
    bars = ax.containers[0]
    lines = {line.get_label(): line for line in ax.get_lines()}
    twin = next(a for a in ax.figure.axes if a is not ax)
    return ([b.get_height() for b in bars], [matplotlib.colors.to_hex(b.get_facecolor())
                                             for b in bars],
            lines, twin)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 5, allow_nan=False), st.booleans()), min_size=1,
                max_size=25))
def test_the_chart_draws_the_record(items):
    items = [(0.0 if ok else lost, ok) for lost, ok in items]
    r = record_of(items)
    ax = drill_chart(r)
    heights, colours, lines, twin = parts(ax)
    assert heights == pytest.approx(r.ev_losses)
    assert all(c == ("#7dcea0" if ok else "#c0392b") for c, (_, ok) in zip(colours, items))
    total = lines["EV lost in total"]
    assert list(total.get_xdata()) == list(range(1, len(items) + 1))
    assert list(total.get_ydata()) == pytest.approx(r.cumulative_loss)
    dots = lines["a best choice"]
    assert list(dots.get_xdata()) == [i + 1 for i, (_, ok) in enumerate(items) if ok]
    share = twin.get_lines()[0]
    expected = [100 * sum(ok for _, ok in items[:k]) / k for k in range(1, len(items) + 1)]
    assert list(share.get_ydata()) == pytest.approx(expected)
    assert share.get_ydata()[-1] == pytest.approx(100 * r.share_correct)
    assert twin.get_ylim() == (0, 105) and ax.get_ylim()[1] >= max(r.cumulative_loss)
    assert ax.get_title() == r.summary()
    plt.close(ax.figure)


def test_a_real_session_in_both_languages():
    for lang, words in (("en", ["EV lost on this spot", "a best choice", "EV lost in total",
                                "share of best choices (right axis)"]),
                        ("ja", ["この問題で失った期待値", "最善の選択", "失った期待値の合計",
                                "最善の選択の割合（右の軸）"])):
        drill = PushFoldDrill(seed=1, lang=lang)
        for i in range(6):
            drill.next()
            drill.grade("all-in" if i % 2 else "fold")
        ax = drill_chart(drill.record, lang=lang)
        heights, _, _, twin = parts(ax)
        assert heights == pytest.approx(drill.record.ev_losses)
        assert [t.get_text() for t in ax.get_legend().get_texts()] == words
        assert ax.get_title() == drill.record.summary(lang)
        assert ax.get_xlabel() == ("spot" if lang == "en" else "問題")
        assert ax.get_ylabel() == ("EV lost (BB)" if lang == "en" else "失った期待値（BB）")
        assert twin.get_ylabel().endswith("(%)")
        plt.close(ax.figure)


def test_japanese_words_get_a_japanese_font():
    drill = SplitDrill(seed=2, lang="ja")
    spot = drill.next()
    drill.grade({"Bob": spot.total})   # a wrong split that hands out every chip
    before = list(matplotlib.rcParams["font.family"])
    _, mine = plt.subplots()          # an Axes made before the chart: its labels exist already
    for ax in (drill_chart(drill.record, lang="ja"), drill_chart(drill.record, "ja", mine)):
        assert ax.get_ylabel() == "失った期待値（チップ）"
        twin = next(a for a in ax.figure.axes if a is not ax)
        for text in [ax.title, ax.xaxis.label, ax.yaxis.label, twin.yaxis.label,
                     *ax.get_legend().get_texts()]:
            assert cjk_font() in text.get_fontfamily()
    english = drill_chart(record_of([(1.0, False)]))
    assert cjk_font() not in english.title.get_fontfamily()
    # the chart leaves matplotlib's settings as it found them
    assert matplotlib.rcParams["font.family"] == before
    plt.close("all")


def test_an_empty_record_and_an_axes_of_your_own():
    fig, ax = plt.subplots()
    out = drill_chart(DrillRecord("Antes"), lang="ja", ax=ax)
    assert out is ax and ax.get_title() == "まだ答えた問題はありません"
    assert [b.get_height() for b in ax.containers[0]] == []
    many = drill_chart(record_of([(0.5, False)] * 40))
    assert len(many.get_xticks()) <= 10          # readable with many spots
    plt.close("all")


def test_bad_arguments_are_refused():
    with pytest.raises(DrillError, match="DrillRecord"):
        drill_chart([1, 2, 3])  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        drill_chart(DrillRecord("BB"), lang="fr")
