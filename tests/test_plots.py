"""Every chart in both languages, read back through the Artist API: titles, axis labels,
legends, tick values and players' names (never seat numbers)."""

from __future__ import annotations

import warnings

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from pokerlib import phh
from pokerlib.aof import AofHand, pushfold_equilibrium, stacked_deck  # noqa: E402
from pokerlib.course import charts  # noqa: E402
from pokerlib.equity import HAND_CLASSES, equity, equity_hilo  # noqa: E402
from pokerlib.errors import PotError, RulesError  # noqa: E402
from pokerlib.evaluate import category_counts  # noqa: E402
from pokerlib.oasis import advise, article_comparison, article_game, simulate  # noqa: E402
from pokerlib.pots import settle  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")
    matplotlib.rcParams["font.family"] = ["DejaVu Sans"]


def legend(ax):
    return [t.get_text() for t in ax.get_legend().get_texts()]


def ticks(labels):
    return [t.get_text() for t in labels]


def has_japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def draws_cleanly(ax) -> None:
    """The figure draws without a "Glyph missing" warning (no empty boxes)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax.get_figure().canvas.draw()


# --- lesson 01: Oasis -----------------------------------------------------------------------

def test_settlement_chart_in_both_languages():
    s = article_game(play=True)
    ax = charts.settlement_chart(s)
    assert [p.get_height() for p in ax.patches] == [-10, -10, -20, 30, 150, 140]
    assert ticks(ax.get_xticklabels()) == ["Ante", "Exchange fee\n(1 card)", "Raise",
                                           "Stake returned", "Winnings", "Net"]
    assert legend(ax) == ["put in", "came back", "Net"]
    assert ax.get_title() == "player wins: balance 100 -> 240"
    ax = charts.settlement_chart(s, lang="ja")
    assert ticks(ax.get_xticklabels()) == ["Ante", "交換費\n（1枚）", "Raise", "元", "加点", "純増"]
    assert ax.get_title() == "プレイヤーの勝ち: 持ち点 100 → 240"
    assert ax.get_ylabel() == "点"   # the Oasis article counts 点
    draws_cleanly(ax)


def test_outcome_comparison_reads_its_stakes_from_the_settlements():
    comparison = article_comparison()
    ax = charts.outcome_comparison_chart(comparison)
    assert [p.get_height() for p in ax.patches] == [80, 100, 90, 60, 240]
    assert "Ante 10, fee 10, Raise 20" in ax.get_title()
    assert legend(ax)[0] == "start 100"
    ax = charts.outcome_comparison_chart(comparison, lang="ja")
    assert ticks(ax.get_xticklabels()) == ["Fold", "ディーラー\n資格なし", "同点",
                                           "ディーラー\nの勝ち", "プレイヤー\nの勝ち"]
    assert "交換費 10" in ax.get_title() and "開始時より増えた" in legend(ax)
    draws_cleanly(ax)


@given(st.lists(st.integers(0, 500), min_size=1, max_size=40))
@settings(max_examples=15, deadline=None)
def test_hands_played_axes_count_whole_hands(balances):
    ax = charts.balance_chart(balances)
    ax.get_figure().canvas.draw()
    assert all(float(t).is_integer() for t in ax.get_xticks())
    low, high = ax.get_xlim()
    assert all(t >= 0 for t in ax.get_xticks() if low <= t <= high), "no hand -1 on the axis"
    assert list(ax.lines[0].get_ydata()) == balances
    plt.close("all")


def test_balance_chart_in_both_languages():
    ax = charts.balance_chart([100, 90, 240])
    x, y = ax.lines[0].get_data()
    assert list(y) == [100, 90, 240] and list(x) == [0, 1, 2]   # the start is hand 0
    assert ax.get_xlabel() == "hands played"
    assert legend(ax) == ["balance after each hand", "start 100"]
    ax = charts.balance_chart([100, 90, 240], lang="ja")
    assert ax.get_xlabel() == "プレイした局数" and ax.get_ylabel() == "持ち点（点）"
    draws_cleanly(ax)


def test_advice_chart_marks_what_the_balance_cannot_cover():
    a = advise("Qs Qd 8h 8c 2d", "Ks", samples=200)
    ax = charts.advice_chart(a, top=6)
    assert [p.get_width() for p in ax.patches] == pytest.approx([o.ev for o in list(a)[:6]])
    at = {t.get_position()[1]: t.get_text() for t in ax.get_yticklabels()}
    assert at[max(at)] == "raise"
    assert "raise now" in legend(ax) and "the balance cannot cover it" not in legend(ax)
    ax = charts.advice_chart(a, top=6, unaffordable={"raise"}, lang="ja")
    at = {t.get_position()[1]: t.get_text() for t in ax.get_yticklabels()}
    assert at[max(at)] == "Raise（持ち点不足）"
    assert ax.patches[0].get_facecolor() != ax.patches[1].get_facecolor()
    assert "持ち点が足りない" in legend(ax) and "公開カード K♠" in ax.get_title()
    draws_cleanly(ax)


def test_simulation_and_strategy_charts_in_both_languages():
    r = simulate("always raise", hands=50, seed=1)
    ax = charts.simulation_chart([r], exact={"always raise": -0.2})
    assert np.allclose(ax.lines[0].get_ydata(), r.running_mean)
    assert ax.lines[1].get_ydata()[0] == -0.2
    assert legend(ax) == ["always raise", "always raise: computed value"]
    ax = charts.simulation_chart([r], exact={"always raise": -0.2}, lang="ja")
    assert legend(ax) == ["常にRaise", "常にRaise: 計算値"]
    ax = charts.strategy_chart({"optimal": (-0.05, 0.01), "b": (-0.2, 0.01)}, lang="ja")
    assert [p.get_width() for p in ax.patches] == [-0.05, -0.2]
    assert ticks(ax.get_yticklabels()) == ["最適", "b"]
    draws_cleanly(ax)


# --- lesson 02: AoF -------------------------------------------------------------------------

def test_every_range_chart_has_a_colour_legend():
    r = pushfold_equilibrium(8).ranges
    ax = charts.range_chart(r[0])
    # every class coloured by its frequency, labelled by its name, in the 13x13 grid order
    grid = np.asarray(ax.images[0].get_array())
    assert np.allclose(grid, np.array(r[0].freq).reshape(13, 13))
    assert [t.get_text().split("\n")[0] for t in ax.texts] == list(HAND_CLASSES)
    bar_axes = [a for a in ax.get_figure().axes if a is not ax]
    assert len(bar_axes) == 1 and bar_axes[0].get_ylabel() == "share of the time all-in"
    assert ax.get_title().startswith("SB all-in: ")
    ax = charts.range_chart(r[1], lang="ja")
    assert ax.get_title().startswith("BBがSBのオールインにコール: ハンドの")
    bar = [a for a in ax.get_figure().axes if a is not ax][0]
    assert bar.get_ylabel() == "コールする割合"
    draws_cleanly(ax)


def test_four_player_range_charts_fit_the_notebook_width():
    four = pushfold_equilibrium(8, players=4)
    fig = charts.range_grid([four.range(p) for p in ("CO", "BTN", "SB")])
    assert fig.get_figwidth() <= 9.5
    grids = [a for a in fig.axes if a.images]
    assert [a.get_title().split(":")[0] for a in grids] == ["CO all-in", "BTN all-in",
                                                            "SB all-in"]
    bars = [a for a in fig.axes if not a.images]
    assert [b.get_ylabel() for b in bars] == ["share of the time all-in"]
    # labels are at least 6.5 points in a 9-inch figure shown at its own size
    assert min(t.get_fontsize() for a in grids for t in a.texts) >= 6.5
    fig.canvas.draw()
    # the labels of a cell stay inside it: a class name is narrower than the cell
    a = grids[0]
    renderer = fig.canvas.get_renderer()
    cell = a.transData.transform((1, 0))[0] - a.transData.transform((0, 0))[0]
    widest = max(t.get_window_extent(renderer).width for t in a.texts)
    assert widest < cell


FOLDED_EN = "lighter: chips of a player who folded (they stay in the pot; cannot win it)"
FOLDED_JA = "薄い色: フォールドした人の点（ポットに残る。受領資格なし）"


@pytest.mark.parametrize("lang, words", [("en", FOLDED_EN), ("ja", FOLDED_JA)])
def test_the_lighter_shade_of_a_folded_players_chips_is_in_the_legend(lang, words):
    # D posts the big blind 2 and folds: D's bar is the lighter blue, and the legend says so
    h = AofHand({"A": 8, "B": 16, "C": 16, "D": 16}, button="B",
                deck=stacked_deck(["C", "D", "A", "B"], {"A": "As Qs", "B": "Kh Kd"},
                                  "Qh 9s 2c 3s 7s"))
    h.all_in(); h.all_in(); h.all_in(); h.fold()
    ax = charts.pots_chart(h.settlement, lang=lang)
    names = ticks(ax.get_xticklabels())
    d_bars = [b for b in ax.patches if b.get_height() > 0
              and names[round(b.get_x() + b.get_width() / 2)] == "D"]
    assert len(d_bars) == 1 and d_bars[0].get_alpha() < 1
    handles, labels = ax.get_legend_handles_labels()
    entry = handles[labels.index(words)]
    shade = entry.patches[0] if hasattr(entry, "patches") else entry
    assert shade.get_alpha() == d_bars[0].get_alpha()
    assert matplotlib.colors.same_color(shade.get_facecolor()[:3], d_bars[0].get_facecolor()[:3])
    # nobody folded: no such entry
    s = settle({0: 5, 1: 5}, order=[0, 1], high={0: 2, 1: 1})
    assert words not in legend(charts.pots_chart(s, lang=lang))


def test_pots_chart_names_players_in_both_languages():
    h = AofHand({"A": 8, "B": 16, "C": 16, "D": 16}, button="B",
                deck=stacked_deck(["C", "D", "A", "B"], {"A": "As Qs", "B": "Kh Kd"},
                                  "Qh 9s 2c 3s 7s"))
    h.all_in(); h.all_in(); h.all_in(); h.fold()
    ax = charts.pots_chart(h.settlement)
    assert legend(ax) == ["main pot: 26 (C, A, B)", "side pot 1: 16 (C, B)", FOLDED_EN]
    per_player: dict[int, float] = {}     # each player's layers add up to what they put in
    for bar in ax.patches:
        x = round(bar.get_x() + bar.get_width() / 2)
        per_player[x] = per_player.get(x, 0) + bar.get_height()
    names = ticks(ax.get_xticklabels())
    assert {names[x]: v for x, v in per_player.items() if v} == {"A": 8, "B": 16, "C": 16,
                                                                  "D": 2}
    ax = charts.pots_chart(h.settlement, lang="ja")
    assert legend(ax) == ["メインポット: 26（C, A, B）", "サイドポット1: 16（C, B）", FOLDED_JA]
    assert ax.get_ylabel() == "出した点"   # the AoF article counts 点
    s = settle({0: 16, 1: 1, 2: 2}, {1, 2}, order=[1, 2, 0], dead=3)
    ax = charts.pots_chart(s, names={0: "Ann", 1: "Bob", 2: "Cy"})
    assert ticks(ax.get_xticklabels()) == ["Ann", "Bob", "Cy", "dead"]
    assert "uncalled: 14 back to Ann" in legend(ax)
    assert any("dead money 3" in x for x in legend(ax))
    assert sum(b.get_height() for b in ax.patches) == 16 + 1 + 2 + 3
    draws_cleanly(ax)


def test_stacks_convergence_and_equity_charts_in_both_languages():
    hist = [{"A": 16, "B": 16}, {"A": 20, "B": 12}, {"A": 32, "B": 0}]
    ax = charts.aof_stacks_chart(hist[:2])    # one hand played: the axis starts at 0, not -1
    assert ax.get_xlim()[0] == 0 and min(ax.get_xticks()) == 0
    ax = charts.aof_stacks_chart(hist, lang="ja")
    assert [list(line.get_ydata()) for line in ax.lines] == [[16, 20, 32], [16, 12, 0]]
    assert legend(ax) == ["A", "B"] and ax.get_xlabel() == "プレイした局数"
    ax.get_figure().canvas.draw()
    assert all(float(t).is_integer() for t in ax.get_xticks())
    r = pushfold_equilibrium(8, players=4)
    ax = charts.convergence_chart(r, lang="ja")
    assert len(ax.lines[0].get_ydata()) == len(r.convergence)
    assert ax.get_xlabel() == "反復回数" and "4人" in ax.get_title()
    res = equity(["As Qs", "Kh Kd"], "Qh 9s 2c")
    ax = charts.equity_chart(res)
    assert [p.get_width() for p in ax.patches[:2]] == [res[0].win, res[1].win]
    assert legend(ax) == ["wins alone", "share of ties"] and ax.get_title() == "Equity (exact)"
    ax = charts.equity_chart(res, lang="ja")
    assert ax.get_title() == "エクイティ（厳密）"
    assert legend(ax) == ["単独で勝つ", "同点の取り分"]
    draws_cleanly(ax)


# --- lesson 03: Omaha -----------------------------------------------------------------------

def test_pot_split_chart_names_the_players_of_a_replay():
    quarter = phh.replay_example("omaha_quartered")
    ax = charts.pot_split_chart(quarter)          # the replay knows the players' names
    texts = " ".join(t.get_text() for t in ax.texts)
    assert "You (high)" in texts and "Cho (low)" in texts and "0 (" not in texts
    assert legend(ax) == ["You", "Cho", "hatched: the low half"]
    assert [p.get_width() for p in ax.patches] == [20, 10, 10]
    ax = charts.pot_split_chart(quarter.settlement, names=quarter.game.names, lang="ja")
    assert ticks(ax.get_yticklabels()) == ["メインポット"]
    assert "You（ハイ）" in " ".join(t.get_text() for t in ax.texts)
    assert legend(ax)[-1] == "斜線: ローの半分"
    draws_cleanly(ax)
    assert charts.pot_split_parts(quarter) == [("main pot", "You (high)", 20),
                                              ("main pot", "Cho (low)", 10),
                                              ("main pot", "You (low)", 10)]
    with pytest.raises(PotError, match="pot settlement"):
        charts.pot_split_chart("not a settlement")


def test_stack_and_hilo_charts_in_both_languages():
    ax = charts.stack_chart([{0: 10, 1: 100}, {0: 15, 1: 95}], {0: "Ann", 1: "Bob"}, lang="ja")
    assert legend(ax) == ["Ann", "Bob"] and ax.get_ylabel() == "チップ"
    r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    ax = charts.hilo_equity_chart(r, lang="ja")
    assert [b.get_height() for b in ax.containers[1]] == pytest.approx([p.low_share for p in r])
    assert legend(ax) == ["ハイで獲得した取り分", "ローで獲得した取り分",
                          "スクープ（ポット全体を独占）"]
    assert "820" in ax.get_title()
    draws_cleanly(ax)


def test_category_chart_in_japanese():
    counts = {"5枚": category_counts(5)}
    ax = charts.category_frequencies(counts, lang="ja")
    assert ticks(ax.get_xticklabels())[0] == "ストレート\nフラッシュ"   # on two lines
    assert ax.get_ylabel() == "全ハンドに占める割合（対数目盛）"
    draws_cleanly(ax)
    # neighbouring category names under the bars do not run into each other
    renderer = ax.figure.canvas.get_renderer()
    boxes = [t.get_window_extent(renderer) for t in ax.get_xticklabels()]
    assert all(a.x1 < b.x0 for a, b in zip(boxes, boxes[1:]))


def test_a_japanese_chart_on_axes_made_beforehand_has_no_missing_glyphs():
    fig, axes = plt.subplots(1, 2)      # made while the fonts are still English-only
    charts.range_chart(pushfold_equilibrium(8).ranges[0], ax=axes[0], lang="ja")
    charts.balance_chart([100, 90], ax=axes[1], lang="ja")
    draws_cleanly(axes[0])


def test_every_chart_speaks_both_languages_and_refuses_others():
    for lang in ("en", "ja"):
        ax = charts.balance_chart([100, 90], lang=lang)
        texts = [ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), *legend(ax)]
        assert all(has_japanese(t) for t in texts) == (lang == "ja")
    with pytest.raises(RulesError, match="lang must be"):
        charts.balance_chart([100], lang="fr")


def test_equal_omaha_stacks_leave_every_players_line_visible_and_you_on_top():
    # four players with the same stacks all session: every line lies on the others
    history = [{0: 100, 1: 100, 2: 100, 3: 100}, {0: 98, 1: 98, 2: 98, 3: 98},
               {0: 104, 1: 104, 2: 104, 3: 104}]
    names = {0: "You", 1: "Ann", 2: "Bob", 3: "Cho"}
    fig, ax = plt.subplots(figsize=(7, 2.8))
    charts.stack_chart(history, names, ax=ax, you=0)
    fig.canvas.draw()
    pixels = np.asarray(fig.canvas.buffer_rgba())[..., :3].astype(int)
    handles, labels = ax.get_legend_handles_labels()
    assert sorted(labels) == sorted(names.values())
    for line in ax.get_lines():
        colour = np.array(matplotlib.colors.to_rgb(line.get_color())) * 255
        seen = (np.abs(pixels - colour).sum(axis=2) < 12).sum()
        assert seen > 50, line.get_label()          # each colour shows somewhere
        legend_line = handles[labels.index(line.get_label())]
        assert legend_line.get_color() == line.get_color()   # the legend is still true
    you = next(line for line in ax.get_lines() if line.get_label() == "You")
    assert you.get_zorder() == max(line.get_zorder() for line in ax.get_lines())
    assert you.get_linestyle() == "--"
    plt.close(fig)
