"""How fast the house-edge job (python -m pokerlib oasis-edge) goes, by stage.

Runs the job for one up-card rank of one preset (all its suit classes get bounds; the exact
stage only for the survivors among the hand rows ``--rows``) into a temporary folder on a
LocalCluster and prints the CPU time of each stage, suit classes per CPU-second per core for
each, how many classes survive each bound, the peak memory of this process and of the
workers, and what the whole game (13 up-card ranks) would cost at these rates. A second run
over the same folder checks that nothing is recomputed (resume).

    .venv/bin/python benchmarks/oasis_edge_job.py [--preset senator] [--rank 11] \\
        [--rows 1093700-1094100] [--workers 2]
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time

from _bench import environment

from pokerlib.builders.oasis_exact_edge import PRESETS, read_results, run_job


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="senator", choices=sorted(PRESETS))
    ap.add_argument("--rank", type=int, default=11, help="up-card rank 0-12 (2..A)")
    ap.add_argument("--rows", default="1093700-1094100", help="hand rows of the exact stage")
    ap.add_argument("--unit-size", type=int, default=50)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    from dask.distributed import Client, LocalCluster

    rules = PRESETS[args.preset]()
    lo, _, hi = args.rows.partition("-")
    rows = (int(lo), int(hi))
    t0, c0 = time.perf_counter(), time.process_time()
    cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                           dashboard_address=":0")
    client = Client(cluster)
    client.run(lambda: __import__("pokerlib.oasis.kernel"))  # workers load the kernel
    start_wall = time.perf_counter() - t0
    start_cpu = time.process_time() - c0
    with tempfile.TemporaryDirectory() as out:
        t1 = time.perf_counter()
        res = run_job(rules, out, ranks=[args.rank], rows=rows, unit_size=args.unit_size,
                      client=client)
        job_wall = time.perf_counter() - t1
        t2 = time.perf_counter()
        again = run_job(rules, out, ranks=[args.rank], rows=rows, unit_size=args.unit_size,
                        client=client)
        resume_wall = time.perf_counter() - t2
        t3, c3 = time.perf_counter(), time.process_time()
        read_results(out)
        sum_wall, sum_cpu = time.perf_counter() - t3, time.process_time() - c3
    worker_rss = client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    client.close()
    cluster.close()
    print(environment("numba", "distributed", preset=rules.name, rank=args.rank,
                      rows=args.rows, workers=args.workers), end="")
    with open("/proc/loadavg") as f:
        print(f"load average at the end: {f.read().split()[0]} (2 cores shared: CPU "
              "seconds are the measure, wall time is not)")
    print(f"start the cluster + load the kernel: {start_wall:.1f} s wall ({start_cpu:.1f} s "
          "CPU in this process)")
    cpu = res["cpu_by_stage"]
    n_classes = res["classes"]
    survivors = res["survivor_classes"]
    per_up = {"numerators and bound tables", "suit classes"}
    print(f"classes of this part: {n_classes:,} ({res['situations_done']:,} situations); "
          f"{survivors:,} survive a bound")
    for stage, sec in cpu.items():
        n = survivors if stage.startswith("exact") else n_classes
        what = "per up card (all 2,349,060 hands)" if stage in per_up else \
            f"{n / sec:,.0f} classes per CPU-second per core" if sec else ""
        print(f"  {stage}: {sec:.2f} CPU-s  {what}")
    for k, b in sorted(res["by_exchange"].items()):
        if "ruled_out_by" in b:
            print(f"  {k}-card (fee {b['fee']}): never optimal, by {b['ruled_out_by']}")
            continue
        coupled = (f"pruned by suit coupling {b['pruned_by_coupling']:,} "
                   f"({b['rank_classes']:,} rank classes valued), "
                   if "pruned_by_coupling" in b else "")
        print(f"  {k}-card (fee {b['fee']}): bound survivors {b['bound_survivor_classes']:,} "
              f"classes, {coupled}pruned by the exact 0/1 best {b['pruned_by_01']:,}, valued "
              f"{b['valued']:,}, optimal {b['optimal']:,}")
    print(f"job wall time {job_wall:.1f} s; resume over the finished folder recomputed "
          f"{again['computed_now']} in {resume_wall:.2f} s; summing the results: "
          f"{1000 * sum_cpu:.0f} ms CPU ({1000 * sum_wall:.0f} ms wall)")
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    workers = ", ".join(f"{v / 1024:.0f} MB" for v in worker_rss.values())
    print(f"peak memory: this process {own:.0f} MB, workers {workers}")
    per_up_cpu = sum(cpu.get(s, 0.0) for s in per_up)
    if survivors:
        exact_rate = sum(v for s, v in cpu.items() if s.startswith("exact")) / survivors
        print(f"exact stage: {1000 * exact_rate:.1f} ms CPU per surviving class")
    print(f"bounds of the whole game at this rate: {13 * per_up_cpu / 60:.1f} CPU-min "
          "(+ option bounds, about 1 s per up card)")


if __name__ == "__main__":
    main()
