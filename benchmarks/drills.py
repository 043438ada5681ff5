"""How long a practice drill takes per spot: dealing it (``next()``, which also works out
everything grading needs: the advisor's options, the push/fold values, the settlement) and
grading the answer (``grade()``).

Each drill deals ``--spots`` seeded spots (after one warm-up spot that builds the lookup tables
and loads the shipped data, timed apart) and grades one answer per spot; the script prints the
median, the 95th percentile and the slowest time of ``next()``, of ``grade()`` and of the two
together, as wall-clock time and as the process's CPU time (which a busy shared machine
inflates much less). The issue's target: under 0.3 s per spot at the 95th percentile.

Then the widgets (``pokerlib.course.widgets``), clicked as a learner clicks them: **deal** is
the Next spot button (the drill's ``next()`` and drawing the spot), **answer** an answer button
(grading, the verdict, the score and the chart of the session as a PNG); a widget action should
answer in under 0.3 s or show "computing…" at once (the widgets do: the status line says so before a
deal or a grade starts).

    .venv/bin/python benchmarks/drills.py [--spots 50] [--seed 2026] [--widget-spots 20]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np
from _bench import environment

from pokerlib.course.drills import Drill, OasisDrill, PushFoldDrill, SplitDrill
from pokerlib.course.widgets import OasisDrillUI, PushFoldDrillUI, SplitDrillUI
from pokerlib.oasis import OasisRules

DRILLS: dict[str, tuple[Callable[[int], Drill], Callable[[Any], Any]]] = {
    # name: (make the drill from a seed, an answer to a spot)
    "Oasis, BGaming rules": (lambda s: OasisDrill(seed=s), lambda spot: "fold"),
    "Oasis, Casino Senator rules": (lambda s: OasisDrill(OasisRules.casino_senator(), seed=s),
                                    lambda spot: spot.hand[:1]),
    "push/fold heads-up": (lambda s: PushFoldDrill(2, seed=s), lambda spot: "all-in"),
    "push/fold 3 players": (lambda s: PushFoldDrill(3, seed=s), lambda spot: "all-in"),
    "push/fold 4 players": (lambda s: PushFoldDrill(4, seed=s), lambda spot: "fold"),
    "hi/lo split": (lambda s: SplitDrill(seed=s), lambda spot: spot.payouts()),
}


def timed(fn: Callable[[], Any]) -> tuple[float, float, Any]:
    """``(wall seconds, CPU seconds, result)`` of one call."""
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    return time.perf_counter() - w, time.process_time() - c, out


def stats(times: list[float]) -> str:
    ms = 1000 * np.array(times)
    return (f"{np.median(ms):7.1f} {np.percentile(ms, 95):7.1f} {ms.max():7.1f}")


def _split_answer(ui: SplitDrillUI) -> None:
    for p, chips in ui.drill.spot.payouts().items():
        ui.chip_inputs[p].value = chips
    ui.check_button.click()


WIDGETS: dict[str, tuple[Callable[[int], Any], Callable[[Any], None]]] = {
    # name: (make the widget from a seed, click an answer)
    "OasisDrillUI": (lambda s: OasisDrillUI(seed=s), lambda ui: ui.raise_button.click()),
    "PushFoldDrillUI heads-up": (lambda s: PushFoldDrillUI(seed=s),
                                 lambda ui: ui.all_in_button.click()),
    "PushFoldDrillUI 3 players": (lambda s: PushFoldDrillUI(players=3, seed=s),
                                  lambda ui: ui.fold_button.click()),
    "SplitDrillUI": (lambda s: SplitDrillUI(seed=s), _split_answer),
}


def widgets(spots: int, seed: int) -> None:
    """Deal and answer ``spots`` spots in each drill widget by clicking; p50/p95/max."""
    print(f"\n{'widget action':28s} {'first':>7s} | {'deal (Next spot) ms: p50':>24s} {'p95':>7s} "
          f"{'max':>7s} | {'answer ms: p50':>14s} {'p95':>7s} {'max':>7s} | {'CPU p95':>7s}")
    for name, (make, click) in WIDGETS.items():
        first, _, ui = timed(lambda: make(seed))
        t_deal, t_answer, cpu = [], [], []
        for _ in range(spots):
            w1, c1, _ = timed(lambda: click(ui))
            w2, c2, _ = timed(ui.next_button.click)
            t_answer.append(w1)
            t_deal.append(w2)
            cpu.append(max(c1, c2))
        print(f"{name:28s} {1000 * first:5.0f}ms | {stats(t_deal):>40s} | {stats(t_answer):>30s} "
              f"| {1000 * float(np.percentile(cpu, 95)):7.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--spots", type=int, default=50)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--widget-spots", type=int, default=20)
    args = ap.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"pokerlib drills benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(environment(spots=args.spots, seed=args.seed, cpus=os.cpu_count(),
                      load=f"{load:.1f}"), end="")
    print(f"{'drill':28s} {'warm-up':>7s} | {'next() ms: p50':>14s} {'p95':>7s} {'max':>7s} | "
          f"{'grade() ms: p50':>15s} {'p95':>7s} {'max':>7s} | {'spot: p95':>9s} {'max':>7s} | "
          f"{'CPU: p50':>8s} {'p95':>7s} {'max':>7s}")
    worst = worst_cpu = 0.0
    for name, (make, answer) in DRILLS.items():
        warm_drill = make(args.seed + 1)
        warm, _, spot = timed(warm_drill.next)
        warm_drill.grade(answer(spot))
        drill = make(args.seed)
        t_next, t_grade, cpu = [], [], []
        for _ in range(args.spots):
            w1, c1, spot = timed(drill.next)
            w2, c2, _g = timed(partial(drill.grade, answer(spot)))
            t_next.append(w1)
            t_grade.append(w2)
            cpu.append(c1 + c2)
        both = [a + b for a, b in zip(t_next, t_grade)]
        p95 = float(np.percentile(both, 95))
        worst = max(worst, p95)
        worst_cpu = max(worst_cpu, float(np.percentile(cpu, 95)))
        print(f"{name:28s} {1000 * warm:5.0f}ms | {stats(t_next):>30s} | {stats(t_grade):>31s} | "
              f"{1000 * p95:9.1f} {1000 * max(both):7.1f} | {stats(cpu)}")
    for what, x in (("wall-clock", worst), ("CPU", worst_cpu)):
        verdict = "met" if x < 0.3 else "NOT met"
        print(f"target: a spot (next() + grade()) under 300 ms at the 95th percentile, "
              f"{what} time: {verdict} (worst p95 {1000 * x:.0f} ms)")
    widgets(args.widget_spots, args.seed)


if __name__ == "__main__":
    main()
