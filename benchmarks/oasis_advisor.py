"""How long pokerlib.oasis.advise takes per hand.

Seeded hands (hand + dealer up card) are advised under three settings, in interleaved rounds so
that machine load affects every setting alike; the script prints the median and the slowest
time per hand for each setting. A first warm-up round (per-up-card dealer tables, evaluator
tables) is timed separately.

    .venv/bin/python benchmarks/oasis_advisor.py [--hands 20] [--rounds 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from pokerlib.cards import Deck
from pokerlib.oasis import OasisRules, advise

SETTINGS = {
    # name: keyword arguments for advise
    "keep + 1-card exchanges (exact)": dict(rules=OasisRules(fees=(1, None, None, None, None),
                                                            name="one card only")),
    "full advice (0-4 exact, 5 estimated)": dict(),
    "0-3 exact, 4-5 estimated": dict(exact_up_to=3),
}


def hands(n: int, seed: int = 2026):
    out = []
    for i in range(n):
        d = Deck(seed=seed + i)
        cards = d.deal(6)
        out.append((cards[:5], cards[5]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    deals = hands(args.hands)
    warm = {}
    times: dict[str, list[float]] = {k: [] for k in SETTINGS}
    for rnd in range(args.rounds + 1):
        for name, kw in SETTINGS.items():
            for h, u in deals:
                t = time.perf_counter()
                advise(h, u, **kw)
                dt = time.perf_counter() - t
                if rnd == 0:
                    warm.setdefault(name, []).append(dt)
                else:
                    times[name].append(dt)
    print(f"advise(): {args.hands} seeded hands x {args.rounds} interleaved rounds "
          "(after one warm-up round)")
    print(f"{'setting':40s} {'median':>9s} {'slowest':>9s} {'warm-up median':>15s}")
    for name, ts in times.items():
        print(f"{name:40s} {1000 * statistics.median(ts):7.1f}ms {1000 * max(ts):7.1f}ms "
              f"{1000 * statistics.median(warm[name]):13.1f}ms")


if __name__ == "__main__":
    main()
