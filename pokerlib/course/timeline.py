"""The chips of one hand, action by action: the pot and every player's stack after each blind,
action, returned bet and pot won — as rows of numbers and as a chart.

A finished Omaha hand (an :class:`~pokerlib.omaha.OmahaHand` or its
:class:`~pokerlib.omaha.HandRecord`, e.g. ``table.history_page(0)``) is read chip by chip from
its event log (:mod:`pokerlib.events`):
:func:`hand_timeline` gives one :class:`TimelineStep` per step, and :func:`timeline_chart`
draws them. No chip appears or disappears: at every step the stacks plus the pot add up to
the chips the players sat down with.

>>> from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OmahaTable
>>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
>>> t.sit(0, "Ann", 100); t.sit(1, "Bob", 100)
>>> h = t.start_hand(); t.fold()            # heads-up the button (Ann) posts the small blind
>>> for step in hand_timeline(h):
...     print(f"{step.label:24} pot {step.pot}  {step.stacks}")
start                    pot 0  {'Ann': 100, 'Bob': 100}
Ann: small blind 1       pot 1  {'Ann': 99, 'Bob': 100}
Bob: big blind 2         pot 3  {'Ann': 99, 'Bob': 98}
Ann folds                pot 3  {'Ann': 99, 'Bob': 98}
1 uncalled back to Bob   pot 2  {'Ann': 99, 'Bob': 99}
main pot 2 → Bob 2       pot 0  {'Ann': 99, 'Bob': 101}
>>> hand_timeline(h, lang="ja")[-2].label
'コールされなかった1をBobに返す'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.ticker import MaxNLocator
from matplotlib.transforms import blended_transform_factory

from ..betting import STREETS
from ..errors import HandStateError, TableError
from ..events import Acted, Posted, PotAwarded, Returned
from ..lang import Messages, check_lang, you
from ..omaha import HandRecord, OmahaHand
from .fonts import use_language

__all__ = ["TimelineStep", "hand_timeline", "timeline_chart", "PHASES", "TEXT"]

#: The parts of a hand a step can belong to, in order.
PHASES = ("start", "blinds", *STREETS, "end")

#: Every text the timeline shows, in English and Japanese (the Omaha article's words).
TEXT = Messages(
    en={"start": "start", "small blind": "{name}: small blind {chips}",
        "big blind": "{name}: big blind {chips}", "post": "{name}: posts {chips}",
        "dead": "{name}: dead blind {chips}",
        "fold": "{name} folds", "check": "{name} checks", "call": "{name} calls {chips}",
        "bet": "{name} bets {to}", "raise": "{name} raises to {to}", "all_in": " (all-in)",
        # the learner's own actions, said to them: "You call 2"
        "you fold": "{name} fold", "you check": "{name} check", "you call": "{name} call {chips}",
        "you bet": "{name} bet {to}", "you raise": "{name} raise to {to}",
        "uncalled": "{chips} uncalled back to {name}", "pot": "{pot} {chips} → {shares}",
        "phase_start": "", "phase_blinds": "blinds", "phase_preflop": "preflop",
        "phase_flop": "flop", "phase_turn": "turn", "phase_river": "river",
        "phase_end": "pots",
        "title": "Hand #{number}: the chips after every action",
        "stacks": "stack (chips)", "pot_axis": "pot (chips)", "pot_legend": "pot",
        "legend": "{name} ({start} → {end})"},
    ja={"start": "開始", "small blind": "{name}: スモールブラインド {chips}",
        "big blind": "{name}: ビッグブラインド {chips}", "post": "{name}: ポスト {chips}",
        "dead": "{name}: デッドブラインド {chips}",
        "fold": "{name}: フォルド", "check": "{name}: チェック", "call": "{name}: コール {chips}",
        "bet": "{name}: ベット {to}", "raise": "{name}: {to}にレイズ", "all_in": "（オールイン）",
        "you fold": "{name}: フォルド", "you check": "{name}: チェック",
        "you call": "{name}: コール {chips}", "you bet": "{name}: ベット {to}",
        "you raise": "{name}: {to}にレイズ",
        "uncalled": "コールされなかった{chips}を{name}に返す", "pot": "{pot} {chips} → {shares}",
        "phase_start": "", "phase_blinds": "ブラインド", "phase_preflop": "プリフロップ",
        "phase_flop": "フロップ", "phase_turn": "ターン", "phase_river": "リバー",
        "phase_end": "ポット",
        "title": "ハンド #{number}: アクションごとのチップ",
        "stacks": "スタック（チップ）", "pot_axis": "ポット（チップ）", "pot_legend": "ポット",
        "legend": "{name}（{start} → {end}）"})


class TimelineStep(NamedTuple):
    """The chips right after one step of a hand: ``label`` says what happened (in the chosen
    language), ``pot`` is every chip in the middle (bets in front included), ``stacks`` each
    player's chips behind, by name in seat order, and ``phase`` the part of the hand (one of
    :data:`PHASES`: the start, the blinds, a street or the end). It unpacks like a tuple:
    ``label, pot, stacks, phase = step``."""

    label: str
    pot: int
    stacks: dict[str, int]
    phase: str


def _record(hand: object) -> HandRecord:
    """The record of a finished hand, or the error that says what to pass instead."""
    if isinstance(hand, OmahaHand):
        if hand.record is None:
            raise HandStateError(key="misc_hand_still_being", number=hand.number)
        return hand.record
    if not isinstance(hand, HandRecord):
        raise TableError(key="misc_timeline_takes_finished", type_name=type(hand).__name__)
    return hand


def _names(record: HandRecord) -> dict[Any, str]:
    """Each seat's name; a name used twice gets its seat number so no two lines share one."""
    names = dict(record.names)
    seen = list(names.values())
    return {s: n if seen.count(n) == 1 else f"{n} (seat {s})" for s, n in names.items()}



def hand_timeline(hand: OmahaHand | HandRecord, lang: str = "en", *,
                  learner: int | None = None) -> list[TimelineStep]:
    """The hand step by step: the start, each blind or post, each player's action, each
    uncalled bet returned and each pot won — with the pot and the stacks after it.

    At every step ``sum(stacks) + pot`` is the same number, and the last step's stacks are the
    table's stacks after the hand. Labels are in ``lang`` ("en" or "ja"); the actions of the
    ``learner``'s seat are said to them ("You call 2", :func:`pokerlib.lang.you`)."""
    record = _record(hand)
    check_lang(lang)
    if learner is not None and (isinstance(learner, bool) or learner not in dict(record.names)):
        raise TableError(key="seat_not_in_hand", what="learner", seat=learner,
                         seats=[s for s, _ in record.names])
    names = _names(record)
    stacks = {names[s]: c for s, c in record.stacks_before}
    pot = 0
    steps = [TimelineStep(TEXT("start", lang), pot, dict(stacks), "start")]

    def step(label: str, phase: str, seat: Any = None, chips: int = 0) -> None:
        nonlocal pot
        if seat is not None:
            stacks[names[seat]] += chips
            pot -= chips
        steps.append(TimelineStep(label, pot, dict(stacks), phase))

    for event in record.events:   # the hand's log: nothing is replayed
        if isinstance(event, Posted):
            step(TEXT(event.post, lang, name=names[event.player], chips=event.chips),
                 "blinds", event.player, -event.chips)
        elif isinstance(event, Acted):
            a = event.action
            if a.player == learner:
                label = TEXT(f"you {a.kind}", lang, name=you(lang), chips=a.added, to=a.to)
            else:
                label = TEXT(str(a.kind), lang, name=names[a.player], chips=a.added, to=a.to)
            if a.all_in:
                label += TEXT("all_in", lang)
            step(label, str(a.street), a.player, -a.added)
        elif isinstance(event, Returned):
            step(TEXT("uncalled", lang, name=names[event.player], chips=event.chips), "end",
                 event.player, event.chips)
        elif isinstance(event, PotAwarded):
            for seat, chips in event.shares:
                stacks[names[seat]] += chips
                pot -= chips
            shares = ", ".join(f"{names[s]} {c}" for s, c in event.shares)
            step(TEXT("pot", lang, pot=event.pot.label(lang), chips=event.pot.amount,
                      shares=shares), "end")
    return steps


MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "<", ">")


def timeline_chart(hand: OmahaHand | HandRecord, *, lang: str = "en",
                   axes: Sequence[Axes] | None = None) -> tuple[Axes, Axes]:
    """Two panels over the steps of :func:`hand_timeline`: every player's stack (top; the
    legend names each player with the stack before and after the hand) and the pot (bottom),
    with the streets marked. Returns ``(stacks axes, pot axes)``; each player's line is a
    ``Line2D`` labelled with that player's legend text.

    ``axes`` may give the two Axes to draw on (they should share their x axis)."""
    record = _record(hand)
    steps = hand_timeline(record, lang)
    use_language(lang)
    if axes is None:
        _, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(9.5, 6.2),
                                        height_ratios=(3, 1.4), layout="constrained")
    else:
        if len(axes) != 2 or not all(isinstance(a, Axes) for a in axes):
            raise TableError(key="misc_axes_two_matplotlib", axes=axes)
        top, bottom = axes
    xs = list(range(len(steps)))
    players = list(steps[0].stacks)
    for i, name in enumerate(players):
        chips = [s.stacks[name] for s in steps]
        top.plot(xs, chips, drawstyle="steps-post", marker=MARKERS[i % len(MARKERS)],
                 markersize=4, linewidth=1.8,
                 label=TEXT("legend", lang, name=name, start=chips[0], end=chips[-1]))
    pots = [s.pot for s in steps]
    bottom.fill_between(xs, pots, step="post", color="#b0b0b0", alpha=0.5)
    bottom.plot(xs, pots, drawstyle="steps-post", color="#555555", linewidth=1.8,
                label=TEXT("pot_legend", lang))
    for x, p in enumerate(pots):   # the pot's size where it changes, so it can be read off
        if p and (x == 0 or p != pots[x - 1]):
            bottom.annotate(str(p), (x, p), textcoords="offset points", xytext=(0, 3),
                            ha="center", fontsize=7, color="#333333")
    label_at = blended_transform_factory(top.transData, top.transAxes)
    starts = [x for x, s in enumerate(steps) if x and s.phase != steps[x - 1].phase]
    for x, end in zip(starts, starts[1:] + [len(steps)]):
        for ax in (top, bottom):
            ax.axvline(x - 0.5, color="#999999", linestyle=":", linewidth=1)
        top.text((x + end - 1) / 2, 0.985, TEXT(f"phase_{steps[x].phase}", lang),
                 transform=label_at, ha="center", va="top", fontsize=8, color="#555555")
    for ax in (top, bottom):
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(axis="y", alpha=0.3)
    top.set_ylabel(TEXT("stacks", lang))
    bottom.set_ylabel(TEXT("pot_axis", lang))
    bottom.set_ylim(0, max(pots) * 1.25 + 1)
    low, high = min(min(s.stacks.values()) for s in steps), max(max(s.stacks.values())
                                                                for s in steps)
    room = max(high - low, 4)
    top.set_ylim(low - 0.08 * room, high + 0.2 * room)   # room above the lines for the streets
    bottom.set_xticks(xs, [s.label for s in steps], rotation=90, fontsize=8)
    bottom.set_xlim(-0.5, len(steps) - 0.5)
    top.set_title(TEXT("title", lang, number=record.number))
    top.legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=8)
    bottom.legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=8)
    return top, bottom
