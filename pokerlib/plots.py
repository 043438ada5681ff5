"""Charts for the lessons (matplotlib).

Every function draws on the ``Axes`` it is given (or a new one) and returns it, so tests can
read the chart's data back through the Artist API. The module is split into one section per
lesson.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.axes import Axes

from .equity import HAND_CLASSES
from .evaluate import HandCategory
from .pots import PotSettlement, split_chips

if TYPE_CHECKING:  # only for annotations: the charts read these objects' public fields
    from .aof import PushFoldResult, Range
    from .equity import EquityResult, HiLoEquityResult
    from .oasis import Advice, Settlement, SimulationResult

__all__ = [
    "category_frequencies",
    "settlement_chart",
    "outcome_comparison_chart",
    "balance_chart",
    "advice_chart",
    "simulation_chart",
    "strategy_chart",
    "range_chart",
    "pots_chart",
    "aof_stacks_chart",
    "convergence_chart",
    "equity_chart",
    "stack_chart",
    "hilo_equity_chart",
    "pot_split_parts",
    "pot_split_chart",
    "drill_chart",
]


def _axes(ax: Axes | None = None, figsize: tuple[float, float] = (7, 4)) -> Axes:
    """The Axes to draw on: the one given, or a new figure's."""
    if ax is None:
        _, ax = plt.subplots(figsize=figsize, layout="constrained")
    return ax


# === Lesson 00: cards and hands =============================================================

def category_frequencies(counts_by_label: Mapping[str, Mapping[HandCategory, int]],
                         ax: Axes | None = None, log: bool = True) -> Axes:
    """Grouped bars: for each label (e.g. "5 cards", "7 cards") the share of all hands in each
    category, strongest category on the left; ``counts_by_label`` maps a label to a
    ``{HandCategory: count}`` dict such as :func:`pokerlib.evaluate.category_counts` returns.
    Bar heights are fractions of all hands (each label's bars sum to 1)."""
    ax = _axes(ax, figsize=(9, 4))
    cats = sorted(HandCategory, reverse=True)
    labels = list(counts_by_label)
    width = 0.8 / max(1, len(labels))
    x = np.arange(len(cats))
    for i, label in enumerate(labels):
        counts = counts_by_label[label]
        total = sum(counts.values())
        heights = [counts.get(c, 0) / total for c in cats]
        ax.bar(x + (i - (len(labels) - 1) / 2) * width, heights, width, label=label)
    ax.set_xticks(x, [c.english.replace(" ", "\n", 1) for c in cats], fontsize=8)
    if log:
        ax.set_yscale("log")
    ax.set_ylabel("share of all hands" + (" (log scale)" if log else ""))
    ax.set_title("How often each hand occurs")
    ax.legend()
    return ax

# === Lesson 01: Oasis Poker =================================================================

def settlement_chart(settlement: Settlement, ax: Axes | None = None,
                     title: str | None = None) -> Axes:
    """Where the points of one Oasis hand went: what was put in (Ante, fee, Raise) as bars
    below zero, what came back (stake returned, winnings) above zero, and the net.

    Bars are in the order of :meth:`pokerlib.oasis.Settlement.rows` (without the balances)."""
    ax = _axes(ax, figsize=(7, 3.4))
    rows = [(k, v) for k, v in settlement.rows() if not k.startswith("Balance")]
    labels = [k.replace(" (", "\n(") for k, _ in rows]
    values = [v for _, v in rows]
    colours = ["#c44e52" if k != "Net" and v < 0 else "#55a868" if k != "Net" else "#4c72b0"
               for k, v in rows]
    bars = ax.bar(range(len(rows)), values, color=colours)
    for b, v in zip(bars, values):
        ax.annotate(f"{v:+d}", (b.get_x() + b.get_width() / 2, v),
                    ha="center", va="bottom" if v >= 0 else "top", fontsize=9)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(rows)), labels, fontsize=8)
    ax.set_ylabel("points")
    ax.margins(y=0.2)
    ax.set_title(title or f"{settlement.outcome}: balance {settlement.balance_before} -> "
                          f"{settlement.balance_after}")
    return ax


def outcome_comparison_chart(settlements: Mapping[str, Settlement], ax: Axes | None = None,
                             start: int = 100) -> Axes:
    """The balance after each of several hands played from the same start (the article's
    comparison: fold, dealer does not qualify, tie, loss, win)."""
    ax = _axes(ax, figsize=(7, 3.4))
    names = list(settlements)
    ends = [settlements[n].balance_after for n in names]
    bars = ax.bar(range(len(names)), ends,
                  color=["#55a868" if e > start else "#c44e52" if e < start else "#8c8c8c"
                         for e in ends])
    for b, e in zip(bars, ends):
        ax.annotate(str(e), (b.get_x() + b.get_width() / 2, e), ha="center", va="bottom")
    ax.axhline(start, color="black", linestyle="--", linewidth=0.8, label=f"start {start}")
    ax.set_xticks(range(len(names)), [n.replace(" ", "\n", 1) for n in names], fontsize=8)
    ax.set_ylabel("balance after the hand")
    ax.set_title("Same stakes (Ante 10, fee 10, Raise 20), different outcomes")
    ax.legend(fontsize=8)
    return ax


def balance_chart(balances: Sequence[int], ax: Axes | None = None,
                  title: str = "Points balance over the hands played") -> Axes:
    """The balance before the first hand and after every hand (a line, one point per hand)."""
    ax = _axes(ax, figsize=(6, 3))
    ax.plot(range(len(balances)), list(balances), marker="o", markersize=3)
    ax.axhline(balances[0] if len(balances) else 0, color="grey", linestyle="--",
               linewidth=0.8)
    ax.set_xlabel("hands played")
    ax.set_ylabel("balance (points)")
    ax.set_title(title)
    return ax


def advice_chart(advice: Advice, ax: Axes | None = None, top: int = 10) -> Axes:
    """The advisor's options as horizontal bars (EV in Antes, best at the top); estimated
    options carry an error bar of two standard errors and a hatched bar."""
    options = list(advice)[:top]
    ax = _axes(ax, figsize=(6.5, 0.35 * len(options) + 1.2))
    colours = {"fold": "#8c8c8c", "raise": "#4c72b0", "exchange": "#dd8452"}
    y = list(range(len(options)))[::-1]
    bars = ax.barh(y, [o.ev for o in options], color=[colours[o.action] for o in options],
                   xerr=[2 * o.se for o in options])
    for b, o in zip(bars, options):
        if not o.exact:
            b.set_hatch("//")
    ax.set_yticks(y, [o.label + ("" if o.exact else " (est.)") for o in options], fontsize=8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlabel("expected result (Antes, fees included)")
    hand = " ".join(map(str, advice.hand))
    ax.set_title(f"{hand} vs up card {advice.upcard}", fontsize=10)
    return ax


def simulation_chart(results: Sequence[SimulationResult],
                     exact: Mapping[str, float] | None = None,
                     ax: Axes | None = None) -> Axes:
    """Running average result of each simulation against the number of hands, with a dashed
    line at each strategy's value from the exact per-situation computation (``exact``: a
    dict strategy name -> value)."""
    ax = _axes(ax, figsize=(7, 3.6))
    for r in results:
        line, = ax.plot(range(1, r.hands + 1), r.running_mean, label=r.strategy)
        if exact and r.strategy in exact:
            ax.axhline(exact[r.strategy], color=line.get_color(), linestyle="--",
                       linewidth=1)
    ax.set_xscale("log")
    ax.set_xlabel("hands simulated (log scale)")
    ax.set_ylabel("average result (Antes per hand)")
    ax.set_title("Simulation converging on the computed value (dashed)")
    ax.legend(fontsize=8)
    return ax


def strategy_chart(values: Mapping[str, tuple[float, float]],
                   ax: Axes | None = None) -> Axes:
    """Expected result per hand (Antes) of several strategies, with two-standard-error bars
    (``values``: strategy name -> (mean, se))."""
    ax = _axes(ax, figsize=(7, 3.2))
    names = list(values)
    means = [values[n][0] for n in names]
    errs = [2 * values[n][1] for n in names]
    ax.barh(range(len(names))[::-1], means, xerr=errs, color="#4c72b0")
    ax.set_yticks(range(len(names))[::-1], names, fontsize=8)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlabel("expected result per hand (Antes)")
    ax.set_title("Strategies compared (house edge = minus the bar)")
    return ax


# === Lesson 02: AoF Hold'em =================================================================

_POT_COLOURS = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3",
                "#8c8c8c", "#ccb974")


def range_chart(freq: Range | Sequence[float] | np.ndarray, ax: Axes | None = None,
                title: str | None = None, cmap: str = "Greens") -> Axes:
    """The 13 x 13 grid of starting hands coloured by how often they are played.

    ``freq`` is a :class:`pokerlib.aof.Range` or 169 frequencies in
    :data:`pokerlib.equity.HAND_CLASSES` order (pairs on the diagonal, suited above it,
    offsuit below). Each cell shows its class and, for mixed hands, the frequency.
    """
    name = getattr(freq, "name", None)
    share = getattr(freq, "share", None)
    values = np.asarray(getattr(freq, "freq", freq), dtype=float).reshape(13, 13)
    ax = _axes(ax, figsize=(6.2, 6.2))
    ax.imshow(values, cmap=cmap, vmin=0, vmax=1)
    for i in range(13):
        for j in range(13):
            f = values[i, j]
            label = HAND_CLASSES[i * 13 + j] + (f"\n{f:.2f}" if 0 < f < 1 else "")
            ax.text(j, i, label, ha="center", va="center", fontsize=6.5,
                    color="white" if f > 0.6 else "black")
    ax.set_xticks([])
    ax.set_yticks([])
    if title is None and name is not None:
        title = f"{name}: {share:.1%} of hands"
    if title:
        ax.set_title(title)
    return ax


def pots_chart(settlement: PotSettlement, ax: Axes | None = None,
               title: str = "Pots: layers of contributions") -> Axes:
    """Each player's contribution as a bar cut into layers, one colour per pot (main pot at
    the bottom); the label on each layer names the pot, its chips and who can win it. The
    uncalled part is grey and hatched (it goes back), folded players' bars are faded, and dead
    money (antes) is a bar of its own."""
    ax = _axes(ax, figsize=(7, 4))
    cons = dict(settlement.contributions)
    back = dict(settlement.uncalled)
    players = list(cons)
    eligible = set().union(*(p.eligible for p in settlement.pots)) if settlement.pots else set()
    x = list(range(len(players)))
    below = 0
    for k, pot in enumerate(settlement.pots):
        heights = [max(0, min(cons[p] - back.get(p, 0), pot.level) - below) for p in players]
        if k == len(settlement.pots) - 1:  # folded chips above the top live level
            heights = [max(0, cons[p] - back.get(p, 0) - below) for p in players]
        colour = _POT_COLOURS[k % len(_POT_COLOURS)]
        bars = ax.bar(x, heights, bottom=below, color=colour, edgecolor="white",
                      label=f"{pot.name}: {pot.amount} ({', '.join(map(str, pot.eligible))})")
        for p, bar in zip(players, bars):
            if p not in eligible:
                bar.set_alpha(0.45)
        below = pot.level
    for p, c in back.items():
        i = players.index(p)
        ax.bar([i], [c], bottom=cons[p] - c, color="#d0d0d0", hatch="//", edgecolor="#888",
               label=f"uncalled: {c} back to {p}")
    if settlement.dead:
        ax.bar([len(players)], [settlement.dead], color=_POT_COLOURS[0], alpha=0.6,
               label=f"dead money {settlement.dead} (in the main pot)")
        players = players + ["dead"]
        x = x + [len(x)]
    ax.set_xticks(x, [str(p) for p in players])
    ax.set_ylabel("chips put in")
    ax.set_title(title)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    return ax


def aof_stacks_chart(history: Sequence[Mapping[str, int]], ax: Axes | None = None,
                     title: str = "Stacks after every hand") -> Axes:
    """One line per player: their stack at the start (hand 0) and after every hand."""
    ax = _axes(ax, figsize=(7, 3.5))
    players = list(history[0]) if history else []
    hands = list(range(len(history)))
    for p in players:
        ax.plot(hands, [row.get(p, 0) for row in history], marker="o", markersize=3,
                label=str(p))
    ax.set_xlabel("hands played")
    ax.set_ylabel("chips")
    ax.set_title(title)
    if players:
        ax.legend(fontsize=8, ncol=len(players))
    return ax


def convergence_chart(result: PushFoldResult, ax: Axes | None = None,
                      title: str | None = None) -> Axes:
    """Exploitability (big blinds per hand) against iterations of a push/fold solution."""
    ax = _axes(ax, figsize=(6, 3.2))
    ys = list(result.convergence)
    ax.semilogy(range(1, len(ys) + 1), [max(y, 1e-12) for y in ys])
    ax.set_xlabel("iteration" if result.players > 2 else "check (every 50 CFR+ iterations)")
    ax.set_ylabel("exploitability (BB/hand)")
    ax.set_title(title or f"{result.players} players, {result.stack_bb:g} BB: convergence")
    return ax


def equity_chart(result: EquityResult, labels: Sequence[str] | None = None,
                 ax: Axes | None = None, title: str = "Equity") -> Axes:
    """Stacked bars per hand: wins alone, then its share of ties (equity = their sum)."""
    ax = _axes(ax, figsize=(6, 3))
    names = labels or [" ".join(map(str, p.hand)) for p in result]
    wins = [p.win for p in result]
    tie_share = [p.equity - p.win for p in result]
    ax.barh(names, wins, color="#55a868", label="wins")
    ax.barh(names, tie_share, left=wins, color="#ccb974", label="share of ties")
    for i, p in enumerate(result):
        ax.text(p.equity + 0.01, i, f"{p.equity:.1%}", va="center")
    ax.set_xlim(0, 1.12)
    ax.invert_yaxis()
    ax.set_xlabel("share of the pot")
    ax.set_title(f"{title} ({'exact' if result.exact else 'Monte Carlo'})")
    ax.legend(fontsize=8, loc="lower right")
    return ax


# === Lesson 03: Omaha Hi/Lo =================================================================

def stack_chart(stack_history: Sequence[Mapping[int, int]],
                names: Mapping[int, str] | None = None, ax: Axes | None = None,
                title: str = "Stacks over the session") -> Axes:
    """One line per seat: its chips at the start and after every hand.

    ``stack_history`` is a list of ``{seat: chips}`` dicts (as :attr:`OmahaTable.stack_history`
    keeps it); ``names`` maps seats to labels. Returns the Axes (one ``Line2D`` per seat).
    """
    ax = _axes(ax, figsize=(8, 3.5))
    seats = sorted({s for snap in stack_history for s in snap})
    names = names or {}
    for s in seats:
        xs = [i for i, snap in enumerate(stack_history) if s in snap]
        ax.plot(xs, [stack_history[i][s] for i in xs], marker="o", markersize=3,
                label=str(names.get(s, f"seat {s}")))
    ax.set_xlabel("hands played")
    ax.set_ylabel("chips")
    ax.set_title(title)
    if seats:
        ax.legend(fontsize=8, ncols=min(len(seats), 6))
    return ax


def hilo_equity_chart(result: HiLoEquityResult, labels: Sequence[str] | None = None,
                      ax: Axes | None = None) -> Axes:
    """Omaha hi/lo equity of each player: a stacked bar of the share won through the high half
    and through the low half (together the equity), and beside it the chance to scoop.

    ``result`` is a :class:`pokerlib.equity.HiLoEquityResult`. Bars are in the order
    high share, low share, scoop (one container each).
    """
    ax = _axes(ax, figsize=(7, 3.5))
    players = list(result)
    labels = labels or [" ".join(map(str, p.hand)) for p in players]
    x = np.arange(len(players))
    hi = [p.high_share for p in players]
    lo = [p.low_share for p in players]
    sc = [p.scoop for p in players]
    ax.bar(x - 0.17, hi, 0.32, label="won through the high half", color="#2e86c1")
    ax.bar(x - 0.17, lo, 0.32, bottom=hi, label="won through the low half", color="#28b463")
    ax.bar(x + 0.17, sc, 0.32, label="scoops (whole pot alone)", color="#f5b041")
    for i, p in enumerate(players):
        ax.text(i - 0.17, p.equity + 0.01, f"{p.equity:.1%}", ha="center", fontsize=8)
    ax.set_xticks(x, labels)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel("share of the pot / probability")
    ax.set_title(f"Hi/lo equity ({result.method}); a low is made {result.low_made:.1%}",
                 fontsize=9)
    ax.legend(fontsize=8, loc="upper right")
    return ax


def pot_split_parts(settlement: PotSettlement,
                    names: Mapping[Any, str] | None = None) -> list[tuple[str, str, int]]:
    """The chips of each pot by winner and half: ``[(pot name, "Ann (high)", chips), ...]``;
    a pot not split hi/lo gives ``"Ann"``. Uncalled bets are left out."""
    names = names or {}
    out: list[tuple[str, str, int]] = []
    for r in settlement.results:
        n = r.pot.name
        if r.how == "high-low":
            high = (r.pot.amount + 1) // 2
            for p, c in split_chips(high, r.high_winners):
                out.append((n, f"{names.get(p, p)} (high)", c))
            for p, c in split_chips(r.pot.amount - high, r.low_winners):
                out.append((n, f"{names.get(p, p)} (low)", c))
        else:
            for p, c in r.shares:
                out.append((n, f"{names.get(p, p)}", c))
    return out


def pot_split_chart(settlement: PotSettlement, names: Mapping[Any, str] | None = None,
                    ax: Axes | None = None) -> Axes:
    """Each pot as a horizontal bar cut into what each winner took (high and low halves
    marked). Returns the Axes; one bar segment per (pot, winner, half)."""
    ax = _axes(ax, figsize=(7, 1.2 + 0.5 * len(settlement.results)))
    parts = pot_split_parts(settlement, names)
    pots = [r.pot.name for r in settlement.results]
    left = {p: 0 for p in pots}
    colours = ["#2e86c1", "#28b463", "#f5b041", "#af7ac5", "#e74c3c", "#48c9b0"]
    who = list(dict.fromkeys(label.split(" (")[0] for _, label, _ in parts))
    for pot, label, chips in parts:
        y = pots.index(pot)
        colour = colours[who.index(label.split(" (")[0]) % len(colours)]
        hatch = "//" if label.endswith("(low)") else None
        ax.barh(y, chips, left=left[pot], color=colour, hatch=hatch, edgecolor="white")
        ax.text(left[pot] + chips / 2, y, f"{label}\n{chips}", ha="center", va="center",
                fontsize=8)
        left[pot] += chips
    ax.set_yticks(range(len(pots)), pots)
    ax.invert_yaxis()
    ax.set_xlabel("chips")
    ax.set_title("Who won which part of each pot (hatched: low half)", fontsize=9)
    return ax


# === Lesson 04: practice drills ==============================================================

if TYPE_CHECKING:  # only for annotations
    from .drills import DrillRecord

#: The drill chart's words in both languages (see :class:`pokerlib.i18n.Messages`).
DRILL_CHART_WORDS = {
    "en": {"spot": "spot", "lost": "EV lost ({unit})", "share": "best choices so far",
           "mistake": "EV lost on this spot", "best": "a best choice",
           "total": "EV lost in total", "share_line": "share of best choices (right axis)",
           "none": "no spots answered yet", "Antes": "Antes", "BB": "BB", "chips": "chips"},
    "ja": {"spot": "問題", "lost": "失った期待値（{unit}）", "share": "最善の選択の割合",
           "mistake": "この問題で失った期待値", "best": "最善の選択",
           "total": "失った期待値の合計", "share_line": "最善の選択の割合（右の軸）",
           "none": "まだ答えた問題はありません", "Antes": "Ante", "BB": "BB", "chips": "チップ"},
}


def drill_chart(record: DrillRecord, lang: str = "en", ax: Axes | None = None) -> Axes:
    """A drill session at a glance: a red bar for the EV each answer lost (a green dot on the
    axis for a best choice; a light green bar when an estimate made a small loss a best
    choice), a line for the EV lost in total so far, and on the right axis
    the share of best choices so far (0-100%). The title is the record's summary; words in
    ``lang`` ("en" or "ja", with a Japanese font). Returns the Axes (the share line is on its
    twin, the figure's other Axes).

    >>> from pokerlib.drills import SplitDrill
    >>> drill = SplitDrill(seed=2)
    >>> spot = drill.next()
    >>> _ = drill.grade({})
    >>> ax = drill_chart(drill.record)
    >>> [float(b.get_height()) for b in ax.containers[0]], ax.get_title()
    ([310.0], '1 spot: 0 best choices (0%), 310 chips lost in all')
    """
    from matplotlib.patches import Patch

    from .drills import DrillRecord
    from .errors import DrillError
    from .i18n import Messages, check_lang, cjk_font

    if not isinstance(record, DrillRecord):
        raise DrillError(f"drill_chart draws a DrillRecord (a drill's .record), not {record!r}")
    lang = check_lang(lang)
    say = Messages(**DRILL_CHART_WORDS)
    # the fonts go on each text: the labels of an Axes given to us already exist
    fonts = ["DejaVu Sans"] + ([cjk_font()] if lang == "ja" else [])
    ax = _axes(ax, figsize=(7, 4))
    n = len(record)
    x = np.arange(1, n + 1)
    unit = say(record.unit, lang) if record.unit in ("Antes", "BB", "chips") else record.unit
    losses, correct = np.array(record.ev_losses), np.array(record.correct, dtype=bool)
    # a best choice can lose a little when an estimate cannot tell two options apart
    ax.bar(x, losses, width=0.6, color=np.where(correct, "#7dcea0", "#c0392b"))
    ax.plot(x[correct], np.zeros(int(correct.sum())), "o", color="#27ae60", ms=7,
            clip_on=False, label=say("best", lang), zorder=3)
    ax.plot(x, record.cumulative_loss, "-", marker=".", color="#1b1b1b", lw=2,
            label=say("total", lang))
    right = ax.twinx()
    shares = 100 * np.cumsum(correct) / np.maximum(x, 1)
    right.plot(x, shares, "--", color="#2e86c1", lw=1.5, label=say("share_line", lang))
    right.set_ylim(0, 105)
    right.set_ylabel(say("share", lang) + " (%)", color="#2e86c1", fontfamily=fonts)
    ax.set_xlim(0.4, max(n, 5) + 0.6)
    ax.set_xticks(range(1, max(n, 5) + 1) if n <= 20 else
                  np.linspace(1, n, 10).round().astype(int))
    ax.set_ylim(0, max(1.0, max(record.cumulative_loss, default=0.0)) * 1.15)
    ax.set_xlabel(say("spot", lang), fontfamily=fonts)
    ax.set_ylabel(say("lost", lang, unit=unit), fontfamily=fonts)
    ax.set_title(record.summary(lang) if n else say("none", lang), fontsize=10, fontfamily=fonts)
    handles = ([Patch(color="#c0392b", label=say("mistake", lang))]
               + ax.get_legend_handles_labels()[0] + right.get_legend_handles_labels()[0])
    ax.legend(handles=handles, loc="upper center", ncol=2, bbox_to_anchor=(0.5, -0.18),
              frameon=False, prop={"family": fonts, "size": 8})
    return ax

