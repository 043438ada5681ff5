"""pokerlib's evaluators against the peer libraries, in one process, on the same hands.

Run with ``make bench`` (installs the ``bench`` extra) or ``.venv/bin/python
benchmarks/evaluators.py``. Not part of the test suite: it measures time, which tests never do.

Method
------
* One seeded deal of 5-card, 7-card and Omaha (4 hole + 5 board) hands. Each library gets the
  same hands, converted **once, before timing** to its own native representation (pokerlib:
  card indices 0..51 in lists or numpy arrays; treys: its ints; eval7: ``eval7.Card``;
  phevaluator: its card ids; pokerkit: ``pokerkit.Card``).
* Every measurement runs in each of several **interleaved rounds** (the order of the libraries
  rotates from round to round), and the table shows the **median** time per hand. Ratios are
  ``other library's median / pokerlib's median``: how many times faster pokerlib is.
* Slow libraries (pokerkit, treys on 7 cards, pokerlib's exact API) time a prefix of the hands.
* pokerlib's batch functions check their input by default (integers 0..51, no card twice in a
  hand); the peers check nothing. Both modes are timed: the default (checked) row, and the
  ``check=False`` row that skips the checks as the peers do.
* Before timing, each library's results are checked to order a sample of hands exactly as
  pokerlib does (same winner, same ties), so that the comparison is like for like.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from datetime import UTC, datetime
from importlib.metadata import version

import eval7
import numpy as np
import phevaluator
import pokerkit
import treys
from phevaluator import _pheval  # the compiled entry points behind evaluate_cards

from pokerlib.cards import Card
from pokerlib.evaluate import best_high, omaha_batch, omaha_high, omaha_low, score, score_batch

SUITS = "shdc"
RANKS = "23456789TJQKA"
CODE = [RANKS[i >> 2] + SUITS[i & 3] for i in range(52)]  # pokerlib index -> 'As'


# --- dealing and converting -------------------------------------------------------------------

def deal(rng: np.random.Generator, n_hands: int, n_cards: int) -> np.ndarray:
    return rng.random((n_hands, 52)).argsort(axis=1)[:, :n_cards].astype(np.int8)


TREYS = [treys.Card.new(c) for c in CODE]
EVAL7 = [eval7.Card(c) for c in CODE]
PHEVAL = [phevaluator.Card(c).id_ for c in CODE]
PKCARD = [next(iter(pokerkit.Card.parse(c))) for c in CODE]


# --- timing -----------------------------------------------------------------------------------

def per_call(fn, items) -> float:
    """Seconds per item for ``fn(item)`` over all items."""
    t0 = time.perf_counter()
    for it in items:
        fn(it)
    return (time.perf_counter() - t0) / len(items)


def per_call_two(fn, items) -> float:
    """For APIs that take two arguments (treys: hand, board)."""
    t0 = time.perf_counter()
    for a, b in items:
        fn(a, b)
    return (time.perf_counter() - t0) / len(items)


def per_call_star(fn, items) -> float:
    t0 = time.perf_counter()
    for it in items:
        fn(*it)
    return (time.perf_counter() - t0) / len(items)


def unchecked(fn):
    """A batch function called with ``check=False`` (no input checks, as the peers)."""
    return lambda *arrays: fn(*arrays, check=False)


def batched(fn, *arrays) -> float:
    t0 = time.perf_counter()
    fn(*arrays)
    return (time.perf_counter() - t0) / len(arrays[0])


# --- like-for-like check ----------------------------------------------------------------------

def check_same_order(name: str, ours, theirs) -> str:
    """``theirs`` (higher = stronger, any comparable values) ranks the hands exactly as our
    scores: equal exactly where ours are equal, greater exactly where ours are greater."""
    order = sorted(range(len(ours)), key=lambda i: ours[i])
    for i, j in zip(order, order[1:]):
        same = ours[i] == ours[j]
        if (theirs[i] == theirs[j]) != same or (not same and not theirs[i] < theirs[j]):
            raise SystemExit(f"{name} disagrees with pokerlib on hands {i} and {j}")
    return f"{name}: same order as pokerlib on {len(ours)} hands"


def sanity_checks(h5, h7, hole, board, n: int) -> list[str]:
    ev = treys.Evaluator()
    out = []
    for label, hands in (("5-card", h5[:n]), ("7-card", h7[:n])):
        rows = hands.tolist()
        ours = [score(h) for h in rows]
        out.append(check_same_order(f"treys {label}", ours, [
            -ev.evaluate([TREYS[c] for c in h[:2]], [TREYS[c] for c in h[2:]]) for h in rows]))
        out.append(check_same_order(f"eval7 {label}", ours,
                                    [eval7.evaluate([EVAL7[c] for c in h]) for h in rows]))
        out.append(check_same_order(f"phevaluator {label}", ours, [
            -phevaluator.evaluate_cards(*[PHEVAL[c] for c in h]) for h in rows]))
        k = n // 10  # pokerkit is slow
        out.append(check_same_order(f"pokerkit {label}", ours[:k], [
            pokerkit.StandardHighHand.from_game([PKCARD[c] for c in h]) for h in rows[:k]]))
        out.append(check_same_order(f"pokerlib best_high {label}", ours,
                                    [best_high(h).score for h in rows]))
    k = n // 10
    hi, lo = omaha_batch(hole[:k], board[:k])
    pk_hi, pk_lo = [], []
    for h, b in zip(hole[:k].tolist(), board[:k].tolist()):
        pk_hi.append(pokerkit.OmahaHoldemHand.from_game([PKCARD[c] for c in h],
                                                        [PKCARD[c] for c in b]))
        pk_lo.append(pokerkit_low([PKCARD[c] for c in h], [PKCARD[c] for c in b]))
    out.append(check_same_order("pokerkit Omaha high", hi.tolist(), pk_hi))
    with_low = [i for i in range(k) if lo[i] > 0]
    if [i for i in range(k) if pk_lo[i] is not None] != with_low:
        raise SystemExit("pokerkit and pokerlib disagree on which Omaha hands have a low")
    out.append(check_same_order("pokerkit Omaha low", [int(lo[i]) for i in with_low],
                                [pk_lo[i] for i in with_low]) + f" with a low (of {k})")
    out.append(check_same_order("phevaluator Omaha high", hi.tolist(), [
        -phevaluator.evaluate_omaha_cards(*[PHEVAL[c] for c in b + h])
        for h, b in zip(hole[:k].tolist(), board[:k].tolist())]))
    return out


def pokerkit_low(hole, board):
    try:
        return pokerkit.OmahaEightOrBetterLowHand.from_game(hole, board)
    except ValueError:  # no qualifying low
        return None


# --- the measurements -------------------------------------------------------------------------

def measurements(h5, h7, hole, board, slow: int, very_slow: int):
    """name -> (group, timing function returning seconds per hand, hands timed)."""
    ev = treys.Evaluator()
    pl5, pl7 = h5.tolist(), h7.tolist()
    card7 = [tuple(Card(c) for c in h) for h in pl7]
    tr5 = [([TREYS[c] for c in h[:2]], [TREYS[c] for c in h[2:]]) for h in pl5]
    tr7 = [([TREYS[c] for c in h[:2]], [TREYS[c] for c in h[2:]]) for h in pl7]
    e5 = [[EVAL7[c] for c in h] for h in pl5]
    e7 = [[EVAL7[c] for c in h] for h in pl7]
    p5 = [tuple(PHEVAL[c] for c in h) for h in pl5]
    p7 = [tuple(PHEVAL[c] for c in h) for h in pl7]
    k5 = [[PKCARD[c] for c in h] for h in pl5[:very_slow * 4]]
    k7 = [[PKCARD[c] for c in h] for h in pl7[:very_slow]]
    om_hole, om_board = hole.tolist(), board.tolist()
    kom = [([PKCARD[c] for c in h], [PKCARD[c] for c in b])
           for h, b in zip(om_hole[:very_slow], om_board[:very_slow])]
    pom = [tuple(PHEVAL[c] for c in b + h) for h, b in zip(om_hole, om_board)]
    om_exact = list(zip(om_hole[:slow], om_board[:slow]))
    ph7 = _pheval.evaluate_7cards

    def pk_omaha(h, b):
        pokerkit.OmahaHoldemHand.from_game(h, b)
        pokerkit_low(h, b)

    def exact_omaha(h, b):
        omaha_high(h, b)
        omaha_low(h, b)

    return {
        "5-card, one hand per call": {
            "pokerlib score": (lambda: per_call(score, pl5), len(pl5)),
            "treys Evaluator.evaluate": (lambda: per_call_two(ev.evaluate, tr5), len(tr5)),
            "eval7 evaluate": (lambda: per_call(eval7.evaluate, e5), len(e5)),
            "phevaluator evaluate_cards": (
                lambda: per_call_star(phevaluator.evaluate_cards, p5), len(p5)),
            "pokerkit StandardHighHand": (
                lambda: per_call(pokerkit.StandardHighHand, k5), len(k5)),
        },
        "7-card, one hand per call": {
            "pokerlib score": (lambda: per_call(score, pl7), len(pl7)),
            "pokerlib score (Card tuples)": (lambda: per_call(score, card7), len(card7)),
            "treys Evaluator.evaluate": (
                lambda: per_call_two(ev.evaluate, tr7[:slow]), slow),
            "eval7 evaluate": (lambda: per_call(eval7.evaluate, e7), len(e7)),
            "phevaluator evaluate_cards": (
                lambda: per_call_star(phevaluator.evaluate_cards, p7), len(p7)),
            "phevaluator C evaluate_7cards": (lambda: per_call_star(ph7, p7), len(p7)),
            "pokerkit StandardHighHand.from_game": (
                lambda: per_call(pokerkit.StandardHighHand.from_game, k7), len(k7)),
            "pokerlib best_high (exact API)": (
                lambda: per_call(best_high, pl7[:slow]), slow),
        },
        "7-card, numpy batch": {
            "pokerlib score_batch": (lambda: batched(score_batch, h7), len(h7)),
            "pokerlib score_batch (check=False)": (
                lambda: batched(unchecked(score_batch), h7), len(h7)),
        },
        "Omaha hi/lo, 4 hole + 5 board": {
            "pokerlib omaha_batch (high+low)": (
                lambda: batched(omaha_batch, hole, board), len(hole)),
            "pokerlib omaha_batch (high+low, check=False)": (
                lambda: batched(unchecked(omaha_batch), hole, board), len(hole)),
            "pokerlib omaha_high+omaha_low (exact API)": (
                lambda: per_call_two(exact_omaha, om_exact), slow),
            "pokerkit OmahaHoldemHand+OmahaEightOrBetterLowHand": (
                lambda: per_call_two(pk_omaha, kom), len(kom)),
            "phevaluator evaluate_omaha_cards (high only)": (
                lambda: per_call_star(phevaluator.evaluate_omaha_cards, pom), len(pom)),
        },
    }


# rows of other groups repeated in a group for comparison (the batch has no peer batch API)
COMPARE_WITH = {
    "7-card, numpy batch": [("7-card, one hand per call", "phevaluator evaluate_cards"),
                            ("7-card, one hand per call", "phevaluator C evaluate_7cards"),
                            ("7-card, one hand per call", "eval7 evaluate")],
}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=50_000, help="hands per fast measurement")
    ap.add_argument("--slow", type=int, default=2_000, help="hands for slower measurements")
    ap.add_argument("--very-slow", type=int, default=100, help="hands for pokerkit")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args(argv)

    rng = np.random.default_rng(args.seed)
    h5 = deal(rng, args.hands, 5)
    h7 = deal(rng, args.hands, 7)
    om = deal(rng, args.hands, 9)
    hole, board = om[:, :4].copy(), om[:, 4:].copy()

    score(h7[0].tolist())  # build pokerlib's lazy tables outside the timings
    omaha_batch(hole[:1], board[:1])
    checks = sanity_checks(h5, h7, hole, board, n=min(args.hands, 3_000))

    plan = measurements(h5, h7, hole, board, args.slow, args.very_slow)
    flat = [(g, name, fn, n) for g, rows in plan.items() for name, (fn, n) in rows.items()]
    times: dict[tuple[str, str], list[float]] = {(g, name): [] for g, name, _, _ in flat}
    t_start = time.perf_counter()
    for r in range(args.rounds):
        shift = r % len(flat)
        for g, name, fn, _ in flat[shift:] + flat[:shift]:  # rotate the order every round
            times[g, name].append(fn())
    elapsed = time.perf_counter() - t_start
    med = {key: statistics.median(v) for key, v in times.items()}

    def ratio(slow_key, fast_key) -> float:
        """Median over rounds of (slow / fast) timed in the same round: steadier than a ratio
        of medians when other jobs share the machine."""
        return statistics.median(a / b for a, b in zip(times[slow_key], times[fast_key]))

    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    libs = ", ".join(f"{p} {version(p)}" for p in
                     ("numpy", "treys", "eval7", "phevaluator", "pokerkit"))
    print(f"pokerlib evaluator benchmark, {now}")
    print(f"Python {platform.python_version()}, {libs}; {platform.machine()}, "
          f"{len(os.sched_getaffinity(0))} CPUs, load average {os.getloadavg()[0]:.1f}")
    print(f"{args.rounds} interleaved rounds, seed {args.seed}, timed for {elapsed:.0f} s. "
          "ns/hand: median over rounds; 'pokerlib is': median over rounds of the\n"
          "other row's time / pokerlib's fast path (first row of the group) in the same round.\n")
    print("Like-for-like checks (before timing):")
    for line in checks:
        print("  " + line)
    print()
    width = max([len(name) for _, name, _, _ in flat]
                + [len(name) + 18 for rows in COMPARE_WITH.values() for _, name in rows])
    header = f"{'library / call':<{width}}  {'hands':>6}  {'ns/hand':>10}  {'hands/s':>10}  " \
             f"{'pokerlib is':>11}"
    for g, rows in plan.items():
        base = (g, next(iter(rows)))
        print(f"{g}\n{header}")
        shown = [(name, n, (g, name)) for name, (_, n) in rows.items()]
        shown += [(f"{name} (per call, above)", plan[g2][name][1], (g2, name))
                  for g2, name in COMPARE_WITH.get(g, [])]
        for name, n, key in shown:
            t = med[key]
            print(f"{name:<{width}}  {n:>6}  {t * 1e9:>10,.0f}  {1 / t:>10,.0f}  "
                  f"{ratio(key, base):>10.1f}x")
        print()

    print("Targets (issue 2):")
    g5, g7, gb, go = plan
    targets = [
        ("5-card: score >= 2x treys", 2, (g5, "treys Evaluator.evaluate"), (g5, "pokerlib score")),
        ("7-card: score >= 10x treys", 10, (g7, "treys Evaluator.evaluate"),
         (g7, "pokerlib score")),
        ("7-card: score >= 1x eval7", 1, (g7, "eval7 evaluate"), (g7, "pokerlib score")),
        ("7-card batch >= 2x phevaluator evaluate_cards", 2,
         (g7, "phevaluator evaluate_cards"), (gb, "pokerlib score_batch")),
        ("7-card batch >= 2x phevaluator C evaluate_7cards", 2,
         (g7, "phevaluator C evaluate_7cards"), (gb, "pokerlib score_batch")),
        ("Omaha hi+lo batch >= 1000x pokerkit", 1000,
         (go, "pokerkit OmahaHoldemHand+OmahaEightOrBetterLowHand"),
         (go, "pokerlib omaha_batch (high+low)")),
    ]
    for name, need, slow_key, fast_key in targets:
        got = ratio(slow_key, fast_key)
        print(f"  {'met   ' if got >= need else 'MISSED'}  {name:<50} {got:8.1f}x")


if __name__ == "__main__":
    sys.exit(main())
