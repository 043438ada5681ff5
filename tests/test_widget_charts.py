"""The widgets' SVG charts (pokerlib.course.charts.widget_charts) show the data they are given:
the SVG is read back as geometry (bar heights and line points turned back into chips, EVs and
shares through the chart's own tick labels) and compared with the settlement, the session, the
drill record and the advice it was drawn from, in English and Japanese; every text stays
inside the picture; names are escaped; bad arguments are refused in one sentence."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from pokerlib.course.charts.aof_charts import TEXT as AOF_TEXT
from pokerlib.course.charts.svg import SvgChart, nice_ticks, text_width
from pokerlib.course.charts.widget_charts import (
    advice_svg,
    balance_svg,
    drill_svg,
    pots_svg,
    stacks_svg,
)
from pokerlib.course.drills import OasisDrill, SplitDrill
from pokerlib.course.widgets import AofTableUI
from pokerlib.errors import PokerError
from pokerlib.oasis import advise

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element, cls: str) -> list[str]:
    return ["".join(t.itertext()) for t in root.iterfind(f".//s:text[@class='{cls}']", NS)]


def axis_map(root: ET.Element, cls: str = "ytick", coord: str = "y"):
    """Pixel -> value along an axis, from two of its tick labels (the tick label's text sits
    4 px below the tick on a y axis)."""
    ticks = [(float(t.get(coord)), float("".join(t.itertext()).replace("−", "-")))
             for t in root.iterfind(f".//s:text[@class='{cls}']", NS)]
    (p0, v0), (p1, v1) = ticks[0], ticks[-1]
    shift = 4 if coord == "y" else 0

    def value(pixel: float) -> float:
        return v0 + (pixel + shift - p0) * (v1 - v0) / (p1 - p0)
    return value


def bars(root: ET.Element) -> list[dict[str, float | str]]:
    return [{k: (float(v) if k in ("x", "y", "width", "height") else v)
             for k, v in r.attrib.items()} for r in root.iterfind(".//s:rect[@class='bar']", NS)]


def aof_hands(lang: str, hands: int = 8, seed: int = 2027):
    """Seeded AoF hands played through the widget: (settlement, names, history) at each end."""
    ui = AofTableUI(seed=seed, lang=lang)
    rng = random.Random(seed)
    out = []
    while len(out) < hands:
        if not ui.allin_button.disabled:
            (ui.allin_button if rng.random() < 0.6 else ui.fold_button).click()
            continue
        h = ui.hand
        names = {p: p + " (you)" if p == ui.learner else p for p in h.players}
        out.append((h.settlement, names, list(ui.session.history), ui))
        ui.next_button.click()
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pots_bars_add_up_to_what_each_player_put_in(lang):
    for st, names, _, _ in aof_hands(lang):
        root = parse(pots_svg(st, lang, names))
        chips = axis_map(root)
        players = [p for p, _ in st.contributions]
        assert texts(root, "xtick")[:len(players)] == [names[p] for p in players]
        xcentres = {round(float(t.get("x"))): p for t, p in zip(
            root.iterfind(".//s:text[@class='xtick']", NS), players)}
        put_in = {p: 0.0 for p in players}
        back = {p: 0.0 for p in players}
        for b in bars(root):
            p = xcentres[round(b["x"] + b["width"] / 2)]
            amount = chips(b["y"]) - chips(b["y"] + b["height"])
            put_in[p] += amount
            if str(b["fill"]).startswith("url(#pokerlib-hatch"):
                back[p] += amount
        for p, c in st.contributions:
            assert put_in[p] == pytest.approx(c, abs=0.15)
            assert back[p] == pytest.approx(dict(st.uncalled).get(p, 0), abs=0.15)
        legend = texts(root, "legend")
        for pot in st.pots:
            assert any(f"{pot.label(lang)}: {pot.amount}" in line for line in legend)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_stacks_chart_has_a_named_line_through_every_stack(lang):
    *_, (_, _, history, ui) = aof_hands(lang, hands=6)
    names = {p: f"{p}-name" for p in ui.players}
    root = parse(stacks_svg(history, lang, names))
    lines = root.findall(".//s:polyline[@class='series']", NS)
    assert len(lines) == len(ui.players)
    assert texts(root, "legend") == [names[p] for p in ui.players]
    chips, hand = axis_map(root), axis_map(root, "xtick", "x")
    for p, line in zip(ui.players, lines):
        points = [tuple(map(float, xy.split(","))) for xy in line.get("points").split()]
        assert [round(hand(x), 1) for x, _ in points] == list(range(len(history)))
        assert [chips(y) for _, y in points] == pytest.approx(
            [row[p] for row in history], abs=0.15)
    assert texts(root, "title") == [AOF_TEXT("stacks title", lang)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_drill_chart_shows_every_answer(lang):
    drill = SplitDrill(seed=3, lang=lang)
    for i in range(9):
        spot = drill.next()
        drill.grade(spot.payouts() if i % 3 else {next(iter(spot.payouts())): spot.total})
    rec = drill.record
    root = parse(drill_svg(rec, lang))
    assert " ".join(texts(root, "title")) == rec.summary(lang)
    lost = axis_map(root)
    heights = [lost(b["y"]) - lost(b["y"] + b["height"]) for b in bars(root)]
    assert heights == pytest.approx([v for v in rec.ev_losses if v > 0], abs=0.02 * max(
        rec.cumulative_loss))
    assert len(root.findall(".//s:circle[@class='dot']", NS)) == sum(rec.correct)
    total, share = root.findall(".//s:polyline[@class='series']", NS)
    last_total = float(total.get("points").split()[-1].split(",")[1])
    assert lost(last_total) == pytest.approx(rec.total_loss, rel=0.01)
    pct = axis_map(root, "y2tick")
    last_share = float(share.get("points").split()[-1].split(",")[1])
    assert pct(last_share) == pytest.approx(100 * rec.share_correct, abs=0.2)
    if lang == "ja":
        assert "最善の選択" in " ".join(texts(root, "legend"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_advice_chart_lists_the_options_in_the_advisors_order(lang):
    from pokerlib.course.charts.oasis_charts import option_label
    adv = advise("3c 5d 9h Js Kc", "2h")
    blocked = {adv[1].label}
    root = parse(advice_svg(adv, top=6, lang=lang, unaffordable=blocked, paid=1))
    labels = texts(root, "ytick")                        # the best first, at the top
    assert [re.sub(r"[（(].*", "", s).strip() for s in labels] == [
        option_label(o, lang) for o in list(adv)[:6]]
    ev = axis_map(root, "xtick", "x")
    drawn = bars(root)
    drawn.sort(key=lambda b: b["y"])                      # top bar first
    for b, o in zip(drawn, list(adv)[:6]):
        left, right = ev(b["x"]), ev(b["x"] + b["width"])
        assert (left if o.ev < 0 else right) == pytest.approx(o.ev, abs=0.01)
        assert (b["fill"] == "#d9d9d9") == (o.label in blocked)


def test_the_balance_chart_runs_through_every_balance():
    root = parse(balance_svg([100, 90, 240, 230], "en"))
    line, start = root.findall(".//s:polyline[@class='series']", NS)
    value = axis_map(root)
    assert [value(float(p.split(",")[1])) for p in line.get("points").split()] == \
        pytest.approx([100, 90, 240, 230], abs=0.3)
    assert {round(value(float(p.split(",")[1]))) for p in start.get("points").split()} == {100}
    assert texts(root, "legend")[1] == "start 100"


def every_chart(lang: str) -> list[str]:
    drill = OasisDrill(seed=4, lang=lang)
    for _ in range(25):
        drill.next()
        drill.grade("raise")
    st, names, history, _ = aof_hands(lang, hands=3)[-1]
    adv = advise("Ah Ad 5c 8s Js", "Kd")
    return [pots_svg(st, lang, names), stacks_svg(history, lang),
            drill_svg(drill.record, lang), advice_svg(adv, 8, lang, paid=2),
            balance_svg(list(range(100, 40, -3)), lang), drill_svg(SplitDrill().record, lang)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_text_stays_inside_the_picture(lang):
    for svg in every_chart(lang):
        root = parse(svg)
        width, height = float(root.get("width")), float(root.get("height"))
        for t in root.iter(f"{{{NS['s']}}}text"):
            s, size = "".join(t.itertext()), float(t.get("font-size"))
            x, y = float(t.get("x")), float(t.get("y"))
            if t.get("transform"):             # a rotated axis label: it runs up the side
                x, y = y, x
                assert text_width(s, size) / 2 <= x and x + text_width(s, size) / 2 <= height
                continue
            w = text_width(s, size)
            left = {"end": x - w, "middle": x - w / 2}.get(t.get("text-anchor"), x)
            assert 0 <= left and left + w <= width + 0.5, (s, left, w, width)
            assert size <= y <= height, (s, y, height)


def test_names_are_escaped_and_the_svg_is_well_formed():
    st, _, history, ui = aof_hands("en", hands=1)[0]
    odd = {p: f"<b>{p}</b> & co" for p in ui.players}
    for svg in (pots_svg(st, "en", odd), stacks_svg(history, "en", odd)):
        root = parse(svg)                        # raises on broken XML
        assert f"<b>{ui.players[0]}</b> & co" in " ".join(
            texts(root, "legend") + texts(root, "xtick"))
        assert "<b>" not in svg


def test_bad_arguments_are_refused_in_one_sentence():
    for call in (lambda: stacks_svg(5), lambda: drill_svg([]), lambda: advice_svg(None),
                 lambda: balance_svg([]), lambda: pots_svg(None),
                 lambda: drill_svg(SplitDrill().record, lang="fr")):
        with pytest.raises(PokerError) as info:
            call()
        assert "\n" not in str(info.value)


@settings(max_examples=200, deadline=None)
@given(hs.floats(-1e4, 1e4), hs.floats(0.01, 1e4), hs.booleans())
def test_nice_ticks_are_round_even_and_inside_the_range(lo, span, integer):
    hi = lo + span
    ticks = nice_ticks(lo, hi, integer=integer)
    assert len(ticks) <= 7 and (len(ticks) >= 1 or integer and span < 1)
    assert all(lo - 1e-6 <= t <= hi + 1e-6 for t in ticks)
    steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:])}
    assert len(steps) <= 1
    if integer:
        assert all(t == int(t) for t in ticks)
    if span >= 2 and not integer:
        assert len(ticks) >= 2


def test_a_long_title_is_broken_into_lines_that_fit():
    chart = SvgChart(200, 150, title="a very long title " * 4 + "末尾の言葉です")
    root = parse(chart.svg())
    lines = texts(root, "title")
    assert len(lines) >= 3 and " ".join(lines).split() == chart.title.split()
    assert all(text_width(s, 13) <= 200 - 8 for s in lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_equity_charts_draw_each_hands_share(lang):
    from pokerlib.course.charts.widget_charts import equity_svg, hilo_svg
    from pokerlib.equity import equity, equity_hilo

    res = equity(["Ah Kh", "Qc Qd", "9s 8s"], "Qh 9h 2c")
    root = parse(equity_svg(res, labels=["AK", "QQ", "98"], lang=lang))
    assert texts(root, "ytick") == ["AK", "QQ", "98"]
    share = axis_map(root, "xtick", "x")
    drawn = sorted(bars(root), key=lambda b: (b["y"], b["x"]))
    ends = {}
    for b in drawn:                              # wins, then ties beside them, per row
        ends[b["y"]] = max(ends.get(b["y"], 0.0), share(b["x"] + b["width"]))
    assert list(ends.values()) == pytest.approx(list(res.equities), abs=0.003)
    assert texts(root, "value") == [f"{e:.1%}" for e in res.equities]

    hl = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s")
    root = parse(hilo_svg(hl, lang=lang))
    part = axis_map(root)
    heights = [part(b["y"]) - part(b["y"] + b["height"]) for b in bars(root)]
    want = [v for p in hl for v in (p.high_share, p.low_share, p.scoop)]
    assert heights == pytest.approx(want, abs=0.003)
    assert texts(root, "value") == [f"{p.equity:.1%}" for p in hl]


def test_dead_money_has_a_bar_of_its_own_and_a_legend_line():
    from pokerlib.pots import settle

    st = settle({"A": 4, "B": 10}, order=["A", "B"], high={"A": 2, "B": 1}, dead=3)
    root = parse(pots_svg(st, "en"))
    assert texts(root, "xtick") == ["A", "B", "dead"]
    chips = axis_map(root)
    columns = {}
    for b in bars(root):
        x = round(b["x"] + b["width"] / 2)
        columns[x] = columns.get(x, 0.0) + chips(b["y"]) - chips(b["y"] + b["height"])
    assert sorted(round(v, 1) for v in columns.values()) == [3.0, 4.0, 10.0]
    assert any("dead money 3" in line for line in texts(root, "legend"))


def test_an_estimated_option_is_hatched_with_an_error_bar():
    import dataclasses

    adv = advise("3c 5d 9h Js Kc", "2h")
    first = dataclasses.replace(adv[0], exact=False, se=0.05)
    estimated = dataclasses.replace(adv, options=(first, *list(adv)[1:]))
    svg = advice_svg(estimated, top=3)
    root = parse(svg)
    assert texts(root, "ytick")[0].endswith("(est.)") and "(est.)" not in texts(root, "ytick")[1]
    assert "estimate (hatched, ± 2 standard errors)" in texts(root, "legend")
    assert svg.count("url(#pokerlib-hatch-") >= 2          # the bar and its legend swatch
    assert svg.count("<path d=\"M") == 1                    # one error bar
