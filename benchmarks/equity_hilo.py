"""Omaha hi/lo equity: pokerlib's ``equity_hilo`` against PokerKit's ``calculate_equities``.

Run with ``.venv/bin/python benchmarks/equity_hilo.py`` (pokerkit is in the ``dev`` extra). Not
part of the test suite: it measures time, which tests never do.

Method
------
* The same hands and boards for both libraries, in one process: heads-up on the turn, heads-up
  on the flop, three-handed on the flop, heads-up preflop.
* PokerKit only samples (Monte Carlo; ``hand_types=(OmahaHoldemHand,
  OmahaEightOrBetterLowHand)`` splits each pot between the high and the low), so the figure
  compared is **time per board**: pokerlib's exact enumeration of every remaining board (and,
  beside it, pokerlib's own Monte Carlo with the same number of boards as PokerKit) against
  PokerKit's time per sampled board.
* Every measurement runs once in each of several **interleaved rounds** (the order of the
  three rotates from round to round); the table shows **medians**; the ratio is PokerKit's
  median time per board divided by pokerlib's.
* pokerlib's per-hand tables are rebuilt in every round (cache cleared), so their cost counts.
* Before timing, PokerKit's equity is checked to lie within 5 standard errors of pokerlib's
  exact equity (where PokerKit's odd-chip and side-pot conventions could differ from docs/rules.md
  they do not matter here: equity shares are fractional and there is one pot).
"""

from __future__ import annotations

import argparse
import statistics

import numpy as np
import pokerkit as pk
from _bench import environment, rotated, timed

from pokerlib.cards import parse_cards
from pokerlib.equity import equity_hilo
from pokerlib.equity.hilo_tables import clear_hilo_hand_tables

SPOTS = [
    ("heads-up, turn", ["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s Td"),
    ("heads-up, flop", ["As 2s 3d Kd", "Ah Kh Qc Jc"], "4c 5h 9s"),
    ("3 players, flop", ["As 2s 3d Kd", "Ah Kh Qc Jc", "8c 7c 6h 5d"], "4d 5s 9h"),
    ("heads-up, preflop", ["As 2s 3d Kd", "Ah Kh Qc Jc"], ""),
]


def pk_cards(text: str):
    return list(pk.Card.parse(" ".join(c.code for c in parse_cards(text)).replace(" ", "")))


def run_pokerkit(hands, board, samples):
    return pk.calculate_equities([[pk_cards(h)] for h in hands], pk_cards(board), 4, 5,
                                 pk.Deck.STANDARD,
                                 (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand),
                                 sample_count=samples)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--samples", type=int, default=300, help="boards PokerKit samples")
    args = ap.parse_args()
    print(environment("pokerkit", rounds=args.rounds, pokerkit_samples=args.samples))
    # like for like: PokerKit agrees with the exact answer within its sampling error
    name, hands, board = SPOTS[1]
    exact = equity_hilo(hands, board)
    check = run_pokerkit(hands, board, 3000)
    se = max(np.sqrt(e * (1 - e) / 3000) for e in exact.equities)
    for e, p in zip(exact.equities, check):
        assert abs(e - p) < 5 * se, (e, p)
    print(f"check ({name}): pokerlib exact {[round(e, 4) for e in exact.equities]}, "
          f"PokerKit 3000 samples {[round(p, 4) for p in check]}\n")

    print("| spot | boards (exact) | pokerlib exact, total | pokerlib exact, per board "
          "| pokerlib MC, per board | PokerKit MC, per board | PokerKit / pokerlib exact |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, hands, board in SPOTS:
        times: dict[str, list[float]] = {"exact": [], "mc": [], "pk": []}
        n_exact = 0

        def job_exact(hands=hands, board=board):
            clear_hilo_hand_tables()
            return equity_hilo(hands, board)

        def job_mc(hands=hands, board=board):
            clear_hilo_hand_tables()
            return equity_hilo(hands, board, samples=args.samples, seed=1)

        def job_pk(hands=hands, board=board):
            return run_pokerkit(hands, board, args.samples)

        jobs = [("exact", job_exact), ("mc", job_mc), ("pk", job_pk)]
        for r in range(args.rounds):
            for key, job in rotated(jobs, r):
                dt, out = timed(job)
                if key == "exact":
                    n_exact = out.boards
                times[key].append(dt)
        med = {k: statistics.median(v) for k, v in times.items()}
        per_exact = med["exact"] / n_exact
        per_mc = med["mc"] / args.samples
        per_pk = med["pk"] / args.samples
        print(f"| {name} | {n_exact:,} | {med['exact'] * 1e3:,.1f} ms | "
              f"{per_exact * 1e6:,.2f} µs | {per_mc * 1e6:,.1f} µs | {per_pk * 1e6:,.0f} µs | "
              f"{per_pk / per_exact:,.0f}× |")


if __name__ == "__main__":
    main()
