"""Hold'em equity and push/fold solving: pokerlib against eval7 and PokerKit, same process.

Run with ``.venv/bin/python benchmarks/equity_holdem.py`` (eval7 is in the ``bench`` extra,
pokerkit in ``dev``). Not part of the test suite: it measures time, which tests never do.

Method
------
* The same spots for every library (heads-up and three-way, preflop to turn), converted to
  each library's cards once, before timing.
* pokerlib's ``equity`` is **exact** (every remaining board). eval7's
  ``py_hand_vs_range_monte_carlo`` (heads-up only: one hand against a one-hand range) and
  PokerKit's ``calculate_equities`` are **Monte Carlo**, so the table compares the time **per
  board** and also the time each would need for as many boards as the exact enumeration, with
  the Monte Carlo answer's distance from the exact one as a check. pokerlib's own Monte Carlo
  (``samples=``) is shown beside them.
* Every measurement runs once per **round**, the order of the libraries rotating from round to
  round; the table shows **medians** and ratios ``other / pokerlib`` (above 1: pokerlib faster).
* Push/fold: the exact heads-up solve (CFR+ then the indifference equations), one iteration of
  the 4-player fictitious play, and one class-against-class exact equity.
"""

from __future__ import annotations

import argparse
import statistics

import eval7
import numpy as np
import pokerkit as pk
from _bench import environment, rotated, timed

from pokerlib.aof import pushfold_equilibrium
from pokerlib.aof.headsup_solver import clear_headsup_cache, solve_headsup
from pokerlib.aof.multiway_solver import SampledPushFoldGame
from pokerlib.aof.pushfold import clear_pushfold_caches
from pokerlib.cards import parse_cards
from pokerlib.equity import equity, preflop_class_equity

SPOTS = [
    ("heads-up preflop: AhAd vs KhKd", ["Ah Ad", "Kh Kd"], ""),
    ("heads-up preflop: AsKs vs QhQd", ["As Ks", "Qh Qd"], ""),
    ("heads-up flop: AsQs vs KhKd", ["As Qs", "Kh Kd"], "Qh 9s 2c"),
    ("heads-up turn", ["As Qs", "Kh Kd"], "Qh 9s 2c 3s"),
    ("three-way preflop", ["Ah Kh", "Qc Qd", "9s 8s"], ""),
    ("three-way flop", ["Ah Kh", "Qc Qd", "9s 8s"], "Qh 9h 2c"),
]


def e7(text: str):
    return [eval7.Card(c.code) for c in parse_cards(text)]


def pkc(text: str):
    return list(pk.Card.parse("".join(c.code for c in parse_cards(text))))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--e7-samples", type=int, default=200_000)
    ap.add_argument("--pk-samples", type=int, default=2_000)
    args = ap.parse_args()
    print(environment("eval7", "pokerkit", rounds=args.rounds))
    equity(["Ah Ad", "Kh Kd"])  # build tables and board index arrays once

    print("Equity (median seconds; per board in microseconds)")
    head = (f"{'spot':34s} {'boards':>9s} {'pokerlib exact':>15s} {'us/board':>9s} "
            f"{'pokerlib MC':>12s} {'eval7 MC':>10s} {'PokerKit MC':>12s} "
            f"{'eval7 same boards / pokerlib':>29s} {'PokerKit same / pokerlib':>25s}")
    print(head)
    for name, hands, board in SPOTS:
        runs = {k: [] for k in ("exact", "mc", "e7", "pk")}
        heads_up = len(hands) == 2
        answers = {}
        for r in range(args.rounds):
            for k in rotated(["exact", "mc", "e7", "pk"], r):
                if k == "exact":
                    t, out = timed(lambda: equity(hands, board))
                elif k == "mc":
                    t, out = timed(lambda: equity(hands, board, samples=200_000, seed=r))
                elif k == "e7":
                    if not heads_up:
                        continue
                    h, rng, b = e7(hands[0]), eval7.HandRange(
                        "".join(c.code for c in parse_cards(hands[1]))), e7(board)
                    t, out = timed(lambda: eval7.py_hand_vs_range_monte_carlo(
                        h, rng, b, args.e7_samples))
                else:
                    t, out = timed(lambda: pk.calculate_equities(
                        [[pkc(h)] for h in hands], pkc(board), 2, 5, pk.Deck.STANDARD,
                        (pk.StandardHighHand,), sample_count=args.pk_samples))
                runs[k].append(t)
                answers[k] = out
        exact = answers["exact"]
        n = exact.boards
        med = {k: statistics.median(v) for k, v in runs.items() if v}
        per_board = {"exact": med["exact"] / n, "mc": med["mc"] / 200_000,
                     "pk": med["pk"] / args.pk_samples}
        if heads_up:
            per_board["e7"] = med["e7"] / args.e7_samples
        e7_ratio = f"{per_board['e7'] * n / med['exact']:29.2f}" if heads_up else f"{'n/a':>29s}"
        print(f"{name:34s} {n:9,d} {med['exact']:15.4f} {per_board['exact'] * 1e6:9.3f} "
              f"{med['mc']:12.4f} {med.get('e7', float('nan')):10.4f} {med['pk']:12.4f} "
              f"{e7_ratio} {per_board['pk'] * n / med['exact']:25.1f}")
        checks = [f"exact {exact[0].equity:.4f}", f"pokerlib MC {answers['mc'][0].equity:.4f}"
                  f" ± {answers['mc'][0].stderr:.4f}"]
        if heads_up:
            checks.append(f"eval7 MC {answers['e7']:.4f}")
        checks.append(f"PokerKit MC {answers['pk'][0]:.4f}")
        print(f"{'':34s} first hand's equity: " + ", ".join(checks))

    print("\nPush/fold and class equities (median seconds)")
    rows = {
        "heads-up exact solve, 8 BB (fresh)": lambda: _fresh_hu(8.0),
        "heads-up exact solve, 15 BB (fresh)": lambda: _fresh_hu(15.0),
        "class equity AKs vs QQ (exact, 24 hand pairs)": lambda: preflop_class_equity(
            "AKs", "QQ"),
        "class equity AKo vs QJo (exact, 144 hand pairs)": lambda: preflop_class_equity(
            "AKo", "QJo"),
    }
    game = SampledPushFoldGame(4, 8.0, 100_000, 1)
    strat = {node: np.full(169, 0.5) for node in game.nodes}
    rows["4-player fictitious play: one iteration on 100,000 deals"] = \
        lambda: game.evaluate(strat)
    rows["shipped 4-player 8 BB equilibrium (load)"] = lambda: _fresh_load()
    times = {k: [] for k in rows}
    for r in range(args.rounds):
        for k in rotated(list(rows), r):
            times[k].append(timed(rows[k])[0])
    for k, v in times.items():
        print(f"{k:58s} {statistics.median(v):9.4f}")


def _fresh_hu(stack: float):
    clear_headsup_cache()
    return solve_headsup(stack)


def _fresh_load():
    clear_pushfold_caches()
    return pushfold_equilibrium(8, players=4)


if __name__ == "__main__":
    main()
