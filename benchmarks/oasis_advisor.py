"""How long pokerlib.oasis.advise takes per situation, every option exact.

Seeded situations (hand + dealer up card) are advised under each rules preset, in interleaved
rounds so that machine load affects every preset alike; the script prints CPU time (what the
process itself used: the target is p95 < 0.3 s) and wall-clock time per call, p50/p95/max.
The first call in a fresh process (numba loading its cached machine code, the evaluator's
tables) is timed in a child process, cold: run the script twice after changing the kernel
(the first run compiles and fills numba's cache).

    .venv/bin/python benchmarks/oasis_advisor.py [--hands 20] [--rounds 2]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

import numpy as np
from _bench import environment

from pokerlib.cards import Deck
from pokerlib.oasis import OasisRules, advise

FIRST_CALL = """
import time
t, c = time.perf_counter(), time.process_time()
from pokerlib.oasis import advise
advise("3c 5d 9h Js Kc", "2h")
print(time.perf_counter() - t, time.process_time() - c)
"""


def situations(n: int, seed: int = 2026):
    out = []
    for i in range(n):
        cards = Deck(seed=seed + i).deal(6)
        out.append((cards[:5], cards[5]))
    return out


def first_call() -> tuple[float, float]:
    """(wall, CPU) seconds of import + first advise() in a fresh Python process."""
    out = subprocess.run([sys.executable, "-c", FIRST_CALL], capture_output=True, text=True,
                         check=True).stdout.split()
    return float(out[0]), float(out[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    wall0, cpu0 = first_call()
    deals = situations(args.hands)
    presets = OasisRules.presets()
    advise(*deals[0])  # warm: load the kernel in this process
    cpu: dict[str, list[float]] = {k: [] for k in presets}
    wall: dict[str, list[float]] = {k: [] for k in presets}
    for _ in range(args.rounds):
        for name, rules in presets.items():
            for h, u in deals:
                t, c = time.perf_counter(), time.process_time()
                advise(h, u, rules)
                cpu[name].append(time.process_time() - c)
                wall[name].append(time.perf_counter() - t)
    print(environment("numba", hands=args.hands, rounds=args.rounds), end="")
    with open("/proc/loadavg") as f:
        print(f"load average at the end: {f.read().split()[0]}")
    print(f"first call in a fresh process (import + advise): {wall0:.2f} s wall, "
          f"{cpu0:.2f} s CPU")
    print(f"{'preset':24s} {'CPU p50':>8s} {'p95':>7s} {'max':>7s} | {'wall p50':>8s} "
          f"{'p95':>7s} {'max':>7s}")
    for name in presets:
        c = 1000 * np.array(cpu[name])
        w = 1000 * np.array(wall[name])
        print(f"{name:24s} {np.median(c):6.0f}ms {np.percentile(c, 95):5.0f}ms "
              f"{c.max():5.0f}ms | {np.median(w):6.0f}ms {np.percentile(w, 95):5.0f}ms "
              f"{w.max():5.0f}ms")


if __name__ == "__main__":
    main()
