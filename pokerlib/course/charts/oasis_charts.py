"""Lesson 01's charts: where the points of an Oasis Poker hand went, the balance over a
session, the advisor's options, strategies compared, and (appendix 01a) how the house edge
moves with one paytable entry."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ...lang import Messages
from .base import TEXT as COMMON
from .base import chart_axes, localized, whole_number_ticks

if TYPE_CHECKING:  # only for annotations: the charts read these objects' public fields
    from ...oasis import Advice, EdgeByPay, HouseEdge, Option, Settlement, SimulationResult

__all__ = ["settlement_chart", "outcome_comparison_chart", "balance_chart", "advice_chart",
           "simulation_chart", "strategy_chart", "edge_by_pay_chart", "edge_by_up_card_chart",
           "outcome_text",
           "strategy_name", "settlement_rows", "option_label", "ACTION_COLOURS",
           "UNAFFORDABLE_COLOUR"]

TEXT = Messages(
    en={
        "Ante": "Ante", "fee": "Exchange fee ({n} card{s})", "Raise": "Raise",
        "returned": "Stake returned", "winnings": "Winnings", "net": "Net",
        "points": "points", "put in": "put in", "came back": "came back",
        "settlement title": "{outcome}: balance {before} -> {after}",
        "balance after": "balance after the hand", "start": "start {start}",
        "up": "ended above the start", "down": "ended below the start",
        "level": "ended at the start",
        "comparison title": "Same stakes (Ante {ante}, fee {fee}, Raise {raise_}), "
                            "different outcomes",
        "balance": "balance (points)", "balance line": "balance after each hand",
        "balance title": "Points balance over the hands played",
        "opt fold": "fold", "opt raise": "raise", "opt exchange": "exchange {cards}",
        "estimated": " (est.)", "unaffordable": " (cannot afford)",
        "ev axis": "expected result (Antes, fees included)",
        "ev axis paid": "expected result from now (Antes)\nfees to come included, the {paid:g} "
                        "already paid left out",
        "advice title": "{hand} vs up card {upcard}",
        "legend fold": "fold", "legend raise": "raise now",
        "legend exchange": "exchange, then fold or raise",
        "legend estimate": "estimate (hatched, ± 2 standard errors)",
        "legend unaffordable": "the balance cannot cover it",
        "simulated": "hands simulated (log scale)",
        "average": "average result (Antes per hand)",
        "simulation title": "Simulation converging on the computed value (dashed)",
        "computed": "{name}: computed value",
        "per hand": "expected result per hand (Antes)",
        "strategy title": "Strategies compared (house edge = minus the bar)",
        "two se": "expected result, ± 2 standard errors",
        "exact bars": "expected result, exact (no error to show)",
        "optimal": "optimal", "never exchange": "never exchange",
        "raise with a pair or better": "raise with a pair or better",
        "raise with the qualifier or better": "raise with the qualifier or better",
        "always raise": "always raise", "optimal (0/1-card)": "optimal (0/1-card)",
        "pay axis": "{line}'s pay X (X:1)",
        "edge axis": "house edge (% of the Ante)",
        "pay title": "House edge as the {lower}'s pay changes\n(every other rule BGaming's)",
        "kept line": "BGaming's optimal strategy kept: exact edge;\nat other pays an upper "
                     "bound on the optimal edge\n(the best strategy may change)",
        "proven point": "BGaming {m}:1: proven optimal edge {edge:.4f}%",
        "optimal points": "exact optimal edge, computed by the house-edge job",
        "break even": "no house edge",
        "up card axis": "the dealer's up card",
        "up card title": "{rules}: exact house edge against each up card",
        "every exchange": "every exchange allowed (optimal)",
        "one card": "at most one card exchanged (optimal)",
    },
    ja={
        "Ante": "Ante", "fee": "交換費（{n}枚）", "Raise": "Raise",
        "returned": "元", "winnings": "加点", "net": "純増",
        "points": "点", "put in": "出した点", "came back": "戻った点",
        "settlement title": "{outcome}: 持ち点 {before} → {after}",
        "balance after": "一局後の持ち点", "start": "開始時 {start}",
        "up": "開始時より増えた", "down": "開始時より減った", "level": "開始時と同じ",
        "comparison title": "同じ賭け（Ante {ante}、交換費 {fee}、Raise {raise_}）で結果だけ違う",
        "balance": "持ち点（点）", "balance line": "各局後の持ち点",
        "balance title": "プレイした局ごとの持ち点",
        "opt fold": "Fold", "opt raise": "Raise", "opt exchange": "交換 {cards}",
        "estimated": "（推定）", "unaffordable": "（持ち点不足）",
        "ev axis": "期待値（Ante単位、交換費込み）",
        "ev axis paid": "ここからの期待値（Ante単位）\nこれからの交換費は込み、払い済みの{paid:g}は"
                        "除く",
        "advice title": "{hand}、公開カード {upcard}",
        "legend fold": "Fold", "legend raise": "すぐにRaise",
        "legend exchange": "交換してからFoldかRaise",
        "legend estimate": "推定値（斜線、±標準誤差2つ分）",
        "legend unaffordable": "持ち点が足りない",
        "simulated": "シミュレーションした局数（対数目盛）",
        "average": "平均結果（1局あたりのAnte）",
        "simulation title": "シミュレーションは計算値（破線）に近づく",
        "computed": "{name}: 計算値",
        "per hand": "1局あたりの期待値（Ante）",
        "strategy title": "戦略の比較（ハウスエッジ＝棒の値のマイナス）",
        "two se": "期待値（±標準誤差2つ分）",
        "exact bars": "期待値（厳密な値なので誤差はありません）",
        "optimal": "最適", "never exchange": "交換しない",
        "raise with a pair or better": "ワンペア以上でRaise",
        "raise with the qualifier or better": "ディーラー資格以上の役でRaise",
        "always raise": "常にRaise", "optimal (0/1-card)": "最適（交換は0枚か1枚）",
        "pay axis": "{line}の配当 X（X:1）",
        "edge axis": "ハウスエッジ（Ante に対する %）",
        "pay title": "{line}の配当とハウスエッジ\n（ほかのルールはBGamingのまま）",
        "kept line": "BGamingの最適戦略のまま: 厳密なエッジ\nほかの配当では最適戦略のエッジの上限\n"
                     "（最適戦略が変わりうるため）",
        "proven point": "BGaming {m}:1: 証明済みの最適なエッジ {edge:.4f}%",
        "optimal points": "最適戦略の厳密なエッジ（ハウスエッジ計算の結果）",
        "break even": "ハウスエッジ0",
        "up card axis": "ディーラーの公開カード",
        "up card title": "{rules}: 公開カードごとの厳密なハウスエッジ",
        "every exchange": "どの交換も可（最適戦略）",
        "one card": "交換は1枚まで（最適戦略）",
    },
)

_STRATEGIES = ("optimal", "never exchange", "raise with a pair or better",
               "raise with the qualifier or better", "always raise", "optimal (0/1-card)")
#: the colour of each Oasis action in the charts (the notebook's and the widgets')
ACTION_COLOURS = {"fold": "#8c8c8c", "raise": "#4c72b0", "exchange": "#dd8452"}
#: the colour of an option the balance cannot pay for
UNAFFORDABLE_COLOUR = "#d9d9d9"


def outcome_text(outcome: str, lang: str = "en") -> str:
    """An Oasis hand's outcome (an :class:`~pokerlib.oasis.Outcome` or its word) in ``lang``
    (:meth:`Outcome.describe <pokerlib.oasis.Outcome.describe>`); other text unchanged.

    >>> outcome_text("dealer does not qualify", "ja")
    'ディーラー資格なし'
    """
    from ...oasis import Outcome  # here, not at import: the charts load without the game

    return Outcome(outcome).describe(lang) if outcome in tuple(Outcome) else outcome


def strategy_name(name: str, lang: str = "en") -> str:
    """One of :data:`pokerlib.oasis.STRATEGIES`' names in ``lang``; other names unchanged."""
    return TEXT(name, lang) if name in _STRATEGIES else name


def settlement_rows(settlement: Settlement, lang: str = "en") -> list[tuple[str, int]]:
    """What was put in (negative: Ante, exchange fee, Raise), what came back (stake returned,
    winnings) and the net, as ``(label, points)`` in ``lang``.

    >>> from pokerlib.oasis import article_game
    >>> settlement_rows(article_game(play=True), "ja")[:3]
    [('Ante', -10), ('交換費（1枚）', -10), ('Raise', -20)]
    """
    s = settlement
    rows = [(TEXT("Ante", lang), -s.ante)]
    if s.fees or s.cards_exchanged:
        n = s.cards_exchanged
        rows.append((TEXT("fee", lang, n=n, s="" if n == 1 else "s"), -s.fees))
    if s.raise_amount:
        rows.append((TEXT("Raise", lang), -s.raise_amount))
    rows += [(TEXT("returned", lang), s.stake_returned), (TEXT("winnings", lang), s.winnings),
             (TEXT("net", lang), s.net)]
    return rows


def settlement_chart(settlement: Settlement, ax: Axes | None = None,
                     title: str | None = None, lang: str = "en") -> Axes:
    """Where the points of one Oasis hand went: what was put in (Ante, fee, Raise) as bars
    below zero, what came back (stake returned, winnings) above zero, and the net
    (bars in the order of :func:`settlement_rows`)."""
    ax = chart_axes(ax, (7, 3.4), lang)
    rows = settlement_rows(settlement, lang)
    values = [v for _, v in rows]
    net = len(rows) - 1
    colours = ["#4c72b0" if i == net else "#c44e52" if v < 0 else "#55a868"
               for i, v in enumerate(values)]
    bars = ax.bar(range(len(rows)), values, color=colours)
    for b, v in zip(bars, values):
        ax.annotate(f"{v:+d}", (b.get_x() + b.get_width() / 2, v),
                    ha="center", va="bottom" if v >= 0 else "top", fontsize=9)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(rows)), [k.replace(" (", "\n(").replace("（", "\n（")
                                     for k, _ in rows], fontsize=8)
    ax.set_ylabel(TEXT("points", lang))
    ax.margins(y=0.2)
    ax.legend(handles=[Patch(color="#c44e52", label=TEXT("put in", lang)),
                       Patch(color="#55a868", label=TEXT("came back", lang)),
                       Patch(color="#4c72b0", label=TEXT("net", lang))],
              fontsize=8, loc="upper left")
    ax.set_title(title or TEXT("settlement title", lang,
                               outcome=settlement.outcome.describe(lang),
                               before=settlement.balance_before,
                               after=settlement.balance_after))
    return localized(ax, lang)


def _two_lines(label: str, lang: str) -> str:
    """A bar label on two lines, so neighbours do not overlap at notebook width."""
    if lang == "en":
        return label.replace(" ", "\n", 1)
    for who in ("ディーラー", "プレイヤー"):
        label = label.replace(who, who + "\n", 1)
    return label


def outcome_comparison_chart(settlements: Mapping[str, Settlement], ax: Axes | None = None,
                             start: int = 100, lang: str = "en") -> Axes:
    """The balance after each of several hands played from the same start (the article's
    comparison: fold, dealer does not qualify, tie, loss, win); bars are labelled with the
    outcome names in ``lang`` and the stakes in the title are read from the settlements."""
    ax = chart_axes(ax, (7, 3.4), lang)
    names = list(settlements)
    ends = [settlements[n].balance_after for n in names]
    colour = {"up": "#55a868", "down": "#c44e52", "level": "#8c8c8c"}
    kinds = ["up" if e > start else "down" if e < start else "level" for e in ends]
    bars = ax.bar(range(len(names)), ends, color=[colour[k] for k in kinds])
    for b, e in zip(bars, ends):
        ax.annotate(str(e), (b.get_x() + b.get_width() / 2, e), ha="center", va="bottom")
    ax.axhline(start, color="black", linestyle="--", linewidth=0.8,
               label=TEXT("start", lang, start=start))
    labels = [outcome_text(n, lang) for n in names]
    ax.set_xticks(range(len(names)), [_two_lines(n, lang) for n in labels], fontsize=8)
    ax.set_ylabel(TEXT("balance after", lang))
    ss = list(settlements.values())
    if ss:
        ax.set_title(TEXT("comparison title", lang, ante=max(s.ante for s in ss),
                          fee=max(s.fees for s in ss), raise_=max(s.raise_amount for s in ss)))
    handles = [Patch(color=colour[k], label=TEXT(k, lang)) for k in colour if k in kinds]
    ax.legend(handles=[*ax.get_legend_handles_labels()[0], *handles], fontsize=8,
              loc="upper left")
    return localized(ax, lang)


def balance_chart(balances: Sequence[int], ax: Axes | None = None,
                  title: str | None = None, lang: str = "en") -> Axes:
    """The balance before the first hand and after every hand (a line, one point per hand;
    the x axis counts whole hands).

    >>> ax = balance_chart([100, 90, 240], lang="ja")
    >>> ax.get_xlabel(), [t.get_text() for t in ax.get_legend().get_texts()]
    ('プレイした局数', ['各局後の持ち点', '開始時 100'])
    """
    ax = chart_axes(ax, (6, 3), lang)
    start = balances[0] if len(balances) else 0
    ax.plot(range(len(balances)), list(balances), marker="o", markersize=3,
            label=TEXT("balance line", lang))
    ax.axhline(start, color="grey", linestyle="--", linewidth=0.8,
               label=TEXT("start", lang, start=start))
    whole_number_ticks(ax.xaxis)
    ax.set_xlabel(COMMON("hands played (O A)", lang))  # Oasis: 一局
    ax.set_ylabel(TEXT("balance", lang))
    ax.set_title(title or TEXT("balance title", lang))
    ax.legend(fontsize=8)
    return localized(ax, lang)


def option_label(option: Option, lang: str = "en") -> str:
    """An advisor's option in ``lang``: ``"raise"``, ``"fold"``, ``"exchange 2♦"``."""
    if option.action == "exchange":
        return TEXT("opt exchange", lang, cards=" ".join(map(str, option.discard)))
    return TEXT(f"opt {option.action}", lang)


def advice_chart(advice: Advice, ax: Axes | None = None, top: int = 10, lang: str = "en",
                 unaffordable: Collection[str] = (), paid: float = 0) -> Axes:
    """The advisor's options as horizontal bars (EV in Antes, best at the top); estimated
    options carry an error bar of two standard errors and a hatched bar. Options whose
    (English) label is in ``unaffordable`` are greyed and marked: the balance cannot cover
    them, so they are not choices. ``paid``: exchange fees already paid in this hand (in
    Antes), which no option's EV counts; the axis says so."""
    options = list(advice)[:top]
    ax = chart_axes(ax, (6.5, 0.35 * len(options) + 1.6), lang)
    y = list(range(len(options)))[::-1]
    blocked = [o.label in unaffordable for o in options]
    colours = [UNAFFORDABLE_COLOUR if b else ACTION_COLOURS[o.action]
               for o, b in zip(options, blocked)]
    bars = ax.barh(y, [o.ev for o in options], color=colours,
                   xerr=[2 * o.se for o in options])
    for b, o in zip(bars, options):
        if not o.exact:
            b.set_hatch("//")
    ax.set_yticks(y, [option_label(o, lang) + ("" if o.exact else TEXT("estimated", lang))
                      + (TEXT("unaffordable", lang) if b else "")
                      for o, b in zip(options, blocked)], fontsize=9)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlabel(TEXT("ev axis paid", lang, paid=paid) if paid else TEXT("ev axis", lang))
    hand = " ".join(map(str, advice.hand))
    ax.set_title(TEXT("advice title", lang, hand=hand, upcard=advice.upcard), fontsize=10)
    shown = {o.action for o, b in zip(options, blocked) if not b}
    handles = [Patch(color=ACTION_COLOURS[a], label=TEXT(f"legend {a}", lang))
               for a in ("raise", "exchange", "fold") if a in shown]
    if any(not o.exact for o in options):
        handles.append(Patch(facecolor="white", edgecolor="black", hatch="//",
                             label=TEXT("legend estimate", lang)))
    if any(blocked):
        handles.append(Patch(color=UNAFFORDABLE_COLOUR, label=TEXT("legend unaffordable", lang)))
    ax.legend(handles=handles, fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    return localized(ax, lang)


def simulation_chart(results: Sequence[SimulationResult],
                     exact: Mapping[str, float] | None = None,
                     ax: Axes | None = None, lang: str = "en") -> Axes:
    """Running average result of each simulation against the number of hands, with a dashed
    line at each strategy's value from the exact per-situation computation (``exact``: a
    dict strategy name -> value)."""
    ax = chart_axes(ax, (7, 3.6), lang)
    for r in results:
        name = strategy_name(r.strategy, lang)
        line, = ax.plot(range(1, r.hands + 1), r.running_mean, label=name)
        if exact and r.strategy in exact:
            ax.axhline(exact[r.strategy], color=line.get_color(), linestyle="--",
                       linewidth=1, label=TEXT("computed", lang, name=name))
    ax.set_xscale("log")
    ax.set_xlabel(TEXT("simulated", lang))
    ax.set_ylabel(TEXT("average", lang))
    ax.set_title(TEXT("simulation title", lang))
    ax.legend(fontsize=8)
    return localized(ax, lang)


def strategy_chart(values: Mapping[str, tuple[float, float]],
                   ax: Axes | None = None, lang: str = "en") -> Axes:
    """Expected result per hand (Antes) of several strategies, with two-standard-error bars
    (``values``: strategy name -> (mean, se)); when every se is 0 (exact values) there are no
    bars, and the legend says the values are exact."""
    ax = chart_axes(ax, (7, 3.2), lang)
    names = list(values)
    means = [values[n][0] for n in names]
    errs = [2 * values[n][1] for n in names]
    estimated = any(e > 0 for e in errs)
    ax.barh(range(len(names))[::-1], means, xerr=errs if estimated else None, color="#4c72b0")
    ax.set_yticks(range(len(names))[::-1], [strategy_name(n, lang) for n in names],
                  fontsize=8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlabel(TEXT("per hand", lang))
    ax.set_title(TEXT("strategy title", lang))
    # the legend promises error bars only when there are some
    ax.legend([Patch(color="#4c72b0")], [TEXT("two se" if estimated else "exact bars", lang)],
              fontsize=8, loc="best")
    return localized(ax, lang)


def edge_by_pay_chart(edges: EdgeByPay, ax: Axes | None = None, lang: str = "en") -> Axes:
    """The house edge (% of the Ante) of BGaming's optimal strategy, kept while one paytable
    line's multiple changes (``edges``: :func:`pokerlib.oasis.edge_by_pay`), with BGaming's
    own multiple marked: there the edge is the proven optimal one; elsewhere the straight line
    is an exact upper bound on the changed rules' optimal edge, as the legend says. Exact
    optimal edges stored with the course at other multiples (``edges.optimal``) are marked
    too.

    >>> from pokerlib.oasis import edge_by_pay
    >>> ax = edge_by_pay_chart(edge_by_pay(8, range(20, 101, 5)), lang="ja")
    >>> ax.get_xlabel(), len(ax.get_legend().get_texts())
    ('ストレートフラッシュの配当 X（X:1）', 3)
    """
    ax = chart_axes(ax, (6.5, 3.6), lang)
    name = edges.line_name(lang)
    pairs = sorted(zip(edges.multiples, edges.edges))
    xs = [m for m, _ in pairs]
    ys = [100 * float(e) for _, e in pairs]   # exact Fractions, as percentages to draw
    ax.plot(xs, ys, color="#4c72b0", marker="o" if len(xs) < 30 else None, markersize=3,
            label=TEXT("kept line", lang))
    i = edges.proven_index
    if i is not None:
        edge = 100 * float(edges.edges[i])
        ax.plot([edges.base_multiple], [edge], marker="*", markersize=14, color="#c44e52",
                linestyle="none",
                label=TEXT("proven point", lang, m=edges.base_multiple, edge=edge))
    if edges.optimal:
        ax.plot([m for m, _ in edges.optimal], [100 * float(e) for _, e in edges.optimal],
                marker="D", markersize=6, color="#55a868", linestyle="none",
                label=TEXT("optimal points", lang))
    if min(ys) < 0 < max(ys):
        ax.axhline(0, color="black", linewidth=0.8, linestyle=":",
                   label=TEXT("break even", lang))
    whole_number_ticks(ax.xaxis)
    ax.set_xlabel(TEXT("pay axis", lang, line=name))
    ax.set_ylabel(TEXT("edge axis", lang))
    ax.set_title(TEXT("pay title", lang, line=name, lower=name.lower()), fontsize=10)
    ax.legend(fontsize=8, loc="best")
    return localized(ax, lang)


def edge_by_up_card_chart(edge: HouseEdge, ax: Axes | None = None, lang: str = "en") -> Axes:
    """The exact house edge (% of the Ante) against each dealer up card, side by side for the
    optimal strategy with every exchange allowed and with at most one card exchanged
    (``edge``: ``house_edge(rules)`` of rules whose job counted every up card, e.g. a shipped
    preset's, or ``house_edge(rules, results=folder)`` of a run's finished up cards). Below
    zero the player has the edge against that card.

    >>> import pytest
    >>> from pokerlib.oasis import house_edge
    >>> with pytest.raises(Exception, match="up card"):
    ...     edge_by_up_card_chart(house_edge())   # proven, not counted per up card
    """
    from ...cards import RANKS
    from ...errors import DataError

    lines = edge.by_up_card
    if not lines:
        raise DataError(key="chart_no_up_card_edges", rules=edge.rules)
    ranks = [r for r in RANKS if r in lines]
    ax = chart_axes(ax, (6.5, 3.6), lang)
    xs = range(len(ranks))
    width = 0.4
    every = [100 * float(lines[r][0]) for r in ranks]
    one = [100 * float(lines[r][1]) for r in ranks]
    ax.bar([x - width / 2 for x in xs], every, width, color="#4c72b0",
           label=TEXT("every exchange", lang))
    ax.bar([x + width / 2 for x in xs], one, width, color="#8c8c8c",
           label=TEXT("one card", lang))
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(list(xs), ranks)
    ax.set_xlabel(TEXT("up card axis", lang))
    ax.set_ylabel(TEXT("edge axis", lang))
    ax.set_title(TEXT("up card title", lang, rules=edge.rules), fontsize=10)
    ax.legend(fontsize=8, loc="best")
    return localized(ax, lang)
