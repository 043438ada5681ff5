"""How fast the house-edge job (python -m pokerlib oasis-edge) goes, by stage.

Runs the job for a few units of one preset into a temporary folder on a LocalCluster and
prints the CPU time of each stage (starting the cluster, the units themselves, summing up),
situations per CPU-second per core, the peak memory of this process and of the workers, and
what the whole game (13 x C(51, 5) = 30,537,780 situations) would cost at that rate. A
second run over the same folder checks that nothing is recomputed (resume).

    .venv/bin/python benchmarks/oasis_edge_job.py [--preset netent] [--units 4] [--unit-size 10]
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time

from _bench import environment

from pokerlib.oasis.edge_job import N_SITUATIONS, PRESETS, read_results, run_job


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="netent", choices=sorted(PRESETS))
    ap.add_argument("--units", type=int, default=4)
    ap.add_argument("--unit-size", type=int, default=10)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    from dask.distributed import Client, LocalCluster

    rules = PRESETS[args.preset]()
    t0, c0 = time.perf_counter(), time.process_time()
    cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                           dashboard_address=":0")
    client = Client(cluster)
    client.run(lambda: __import__("pokerlib.oasis.kernel"))  # workers load the kernel
    start_wall = time.perf_counter() - t0
    start_cpu = time.process_time() - c0
    with tempfile.TemporaryDirectory() as out:
        t1 = time.perf_counter()
        res = run_job(rules, out, units=range(args.units), unit_size=args.unit_size,
                      client=client, progress=False)
        job_wall = time.perf_counter() - t1
        t2 = time.perf_counter()
        again = run_job(rules, out, units=range(args.units), unit_size=args.unit_size,
                        client=client, progress=False)
        resume_wall = time.perf_counter() - t2
        t3, c3 = time.perf_counter(), time.process_time()
        read_results(out)
        sum_wall, sum_cpu = time.perf_counter() - t3, time.process_time() - c3
    worker_rss = client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    client.close()
    cluster.close()
    n = res["situations_done"]
    unit_cpu = res["cpu_seconds"]
    rate = n / unit_cpu
    print(environment("numba", "distributed", preset=rules.name, units=args.units,
                      unit_size=args.unit_size, workers=args.workers), end="")
    with open("/proc/loadavg") as f:
        print(f"load average at the end: {f.read().split()[0]}")
    print(f"start the cluster + load the kernel: {start_wall:.1f} s wall ({start_cpu:.1f} s "
          "CPU in this process)")
    print(f"units: {n} situations in {unit_cpu:.1f} CPU-s on the workers, {job_wall:.1f} s "
          f"wall: {rate:.2f} situations per CPU-second per core "
          f"({1000 / rate:.0f} ms each)")
    print(f"resume over the finished folder: recomputed {again['computed_now']} in "
          f"{resume_wall:.2f} s; summing the results: {1000 * sum_cpu:.0f} ms CPU "
          f"({1000 * sum_wall:.0f} ms wall)")
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    workers = ", ".join(f"{v / 1024:.0f} MB" for v in worker_rss.values())
    print(f"peak memory: this process {own:.0f} MB, workers {workers}")
    print(f"estimate: house edge {100 * res['estimate']:.3f}% ± {100 * res['se']:.3f}% from "
          f"{n} situations")
    print(f"the whole game at this rate: {N_SITUATIONS / rate / 3600:,.0f} CPU-hours")


if __name__ == "__main__":
    main()
