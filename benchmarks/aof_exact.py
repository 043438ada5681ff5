"""What one exact push/fold evaluation costs (pokerlib.aof.multiway_exact, docs/aof-exact.md).

For 2, 3 and 4 players at one depth, times the showdown sums of the shipped chart (the
heads-up solve for two players) on a seeded sample of board classes (CPU seconds of this
process, after a warm-up that compiles the kernel) and prints the cost per board class and
what a full pass over the 134,459 classes costs on one core. With ``--full 2`` (or 3) it also
runs the whole pass for that table size and prints the exact values and exploitability of
the chart, and for two players ``solve_headsup``'s value beside them.

    .venv/bin/python benchmarks/aof_exact.py [--stack 8] [--sample 300] [--full 2]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from _bench import environment

from pokerlib.aof.headsup_solver import solve_headsup
from pokerlib.aof.multiway_exact import ExactPushFoldGame
from pokerlib.aof.pushfold import load_multiway_data
from pokerlib.aof.suit_boards import N_BOARD_CLASSES, board_classes


def chart(game: ExactPushFoldGame, seed: int) -> dict:
    """The shipped chart at this depth (the heads-up solve for two players), or random
    frequencies where none ships."""
    if game.players == 2:
        sol = solve_headsup(game.stack_bb)
        return {(0, ""): sol.shove, (1, "A"): sol.call}
    d = load_multiway_data()["results"].get(f"{game.players}@{game.stack_bb:g}")
    if d is not None:
        return {(k, h): np.array(f) for (k, h), f in zip(d["nodes"], d["freq"])}
    rng = np.random.default_rng(seed)
    return {node: rng.random(169) for node in game.nodes}


def per_board(players: int, stack: float, sample: int) -> float:
    game = ExactPushFoldGame(players, stack)
    strategy = chart(game, players)
    boards, weights = board_classes()
    pick = np.random.default_rng(7).choice(N_BOARD_CLASSES, sample, replace=False)
    game.showdown_sums(strategy, boards[pick[:2]], weights[pick[:2]])      # compile
    t0 = time.process_time()
    game.showdown_sums(strategy, boards[pick], weights[pick])
    return (time.process_time() - t0) / sample


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--stack", type=float, default=8.0)
    ap.add_argument("--sample", type=int, default=300, help="board classes timed per size")
    ap.add_argument("--full", type=int, choices=(2, 3), default=None,
                    help="also run a whole pass for this many players")
    a = ap.parse_args()
    print(environment("numba", stack=a.stack, sample=a.sample))
    print(f"{'players':>7} {'ms/board class':>15} {'full pass, CPU-s':>17}")
    for n in (2, 3, 4):
        s = per_board(n, a.stack, a.sample if n < 4 else max(20, a.sample // 10))
        print(f"{n:>7} {1000 * s:>15.3f} {s * N_BOARD_CLASSES:>17,.0f}")
    if a.full:
        game = ExactPushFoldGame(a.full, a.stack)
        strategy = chart(game, 1)
        sol = solve_headsup(a.stack)
        t0 = time.process_time()
        r = game.evaluate(strategy)
        print(f"full pass, {a.full} players: {time.process_time() - t0:.1f} CPU-s; values "
              f"{np.round(r.value, 8).tolist()}, exploitability {r.exploitability:.3e} BB/hand")
        if a.full == 2:
            print(f"solve_headsup({a.stack:g}): SB value {sol.value:.8f}, "
                  f"difference {r.value[0] - sol.value:.1e}")


if __name__ == "__main__":
    main()
