"""Rebuilding the shipped push/fold data files (``python -m pokerlib regenerate NAME``)."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path
from typing import Any

from ..aof.headsup_solver import HEADSUP_METHOD, solve_headsup
from ..aof.multiway_solver import fictitious_play, holdout_exploitability
from ..aof.pushfold import (
    DATA_DIR,
    HEADSUP_FILE,
    HU_SHIPPED_DEPTHS,
    MULTIWAY_DEPTHS,
    MULTIWAY_FILE,
    MULTIWAY_SETTINGS,
    clear_pushfold_caches,
)
from ..course.progress_bar import progress_bar
from ..errors import DataError, TableError

__all__ = ["regenerate_data", "multiway_entry", "DATA_SETS"]

#: The data sets this package builds.
DATA_SETS = ("aof-pushfold-headsup", "aof-pushfold-multiway")

MULTIWAY_FILE_METHOD = (
    "fictitious play over the push/fold game tree (chip EV, equal stacks, blinds 0.5/1 BB, "
    "no antes) on a fixed sample of random deals; two-way all-ins are settled by the exact "
    "class-against-class equity, three- and four-way all-ins by the sampled board; "
    "exploitability per iteration in 'convergence' (BB/hand); 'holdout' = exploitability of "
    "the final strategy on an independent sample (seed + 1)")


def multiway_entry(job: tuple[int, float], progress: bool = False) -> tuple[str, dict[str, Any]]:
    """One shipped 3-4 player equilibrium: ``(key, entry)`` for ``job = (players, depth)``."""
    players, depth = job
    s = MULTIWAY_SETTINGS
    report = None
    if progress:
        show = progress_bar(s["iterations"], f"{players} players {float(depth):g} BB")

        def report(done: int, total: int, exploitability: float) -> None:
            show(done, f"exploitability {exploitability:.4f} BB/hand")
    nodes, strat, value, history = fictitious_play(players, float(depth), s["iterations"],
                                                   s["deals"], s["seed"], progress=report)
    holdout = holdout_exploitability(players, float(depth), strat,
                                     MULTIWAY_SETTINGS["seed"] + 1)
    return f"{players}@{float(depth):g}", {
        "nodes": [list(n) for n in nodes],
        "freq": [[round(float(f), 4) for f in strat[n]] for n in nodes],
        "value": [round(float(v), 5) for v in value],
        "convergence": [round(h, 6) for h in history],
        "holdout": round(holdout, 6),
    }


def regenerate_data(name: str = "aof-pushfold-multiway", progress: bool = True,
                    processes: int = 2) -> Path:
    """Rebuild a shipped push/fold data file.

    * ``aof-pushfold-headsup``: ``pokerlib/data/aof_pushfold_headsup.json``, the exact
      heads-up equilibria from 1 to 25 big blinds in steps of 0.1 (``HU_SHIPPED_DEPTHS``;
      under a minute);
    * ``aof-pushfold-multiway``: ``pokerlib/data/aof_pushfold_multiway.json``, 3- and
      4-player equilibria at every whole stack depth from 4 to 15 big blinds by fictitious
      play (about 25 minutes with two processes; every solve is seeded on its own, so the
      number of processes does not change the result).
    """
    if not isinstance(name, str) or name not in DATA_SETS:
        raise DataError(key="aof_unknown_data_set", name=name)
    if not isinstance(progress, bool):
        raise TableError(key="aof_progress_true_false", progress=progress)
    if not isinstance(processes, int) or isinstance(processes, bool) or processes < 1:
        raise TableError(key="aof_processes_whole_number", processes=processes)
    if name == "aof-pushfold-headsup":
        out = {}
        show = progress_bar(len(HU_SHIPPED_DEPTHS), "heads-up push/fold") if progress else None
        for i, depth in enumerate(HU_SHIPPED_DEPTHS):
            x, y, v, expl, hist = solve_headsup(depth)
            out[f"{depth:g}"] = {"shove": [round(float(f), 5) for f in x],
                                 "call": [round(float(f), 5) for f in y],
                                 "value": v, "exploitability": expl,
                                 "convergence": [round(h, 9) for h in hist]}
            if show:
                show(i + 1, f"{depth:g} BB")
        path = DATA_DIR / HEADSUP_FILE
        path.write_text(json.dumps({"name": name, "method": HEADSUP_METHOD, "results": out},
                                   separators=(",", ":")))
        clear_pushfold_caches()
        return path
    jobs = [(players, float(depth)) for players, depths in MULTIWAY_DEPTHS.items()
            for depth in depths]
    if processes > 1:  # one solve per process; the bar counts finished solves
        show = progress_bar(len(jobs), "3-4 player push/fold") if progress else None
        with multiprocessing.get_context("fork").Pool(processes) as pool:
            entries = []
            for key, entry in pool.imap(multiway_entry, jobs):
                entries.append((key, entry))
                if show:
                    show(len(entries), f"{key} BB done")
    else:
        entries = [multiway_entry(job, progress) for job in jobs]
    results = dict(entries)
    path = DATA_DIR / MULTIWAY_FILE
    path.write_text(json.dumps({
        "name": name,
        "method": MULTIWAY_FILE_METHOD,
        "settings": MULTIWAY_SETTINGS,
        "results": results,
    }, separators=(",", ":")))
    clear_pushfold_caches()
    return path
