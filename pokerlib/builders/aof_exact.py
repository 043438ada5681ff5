"""Certify a shipped 3- or 4-player push/fold chart: its exact values and exploitability, run
as the resumable Dask job of :mod:`pokerlib.aof.exact_job` with the course's progress bar.

``certify_shipped(3, 8, "results/3p8")`` evaluates the shipped chart ``3@8`` over every
board class and writes ``result.json`` in the folder: each player's value, gain and the
exploitability, in big blinds per hand, beside the shipped holdout estimate. Three-handed
this is about 330 CPU-seconds, four-handed about 5 CPU-hours (docs/aof-exact.md).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from ..aof.exact_job import UNIT_SIZE, run_exact_job
from ..aof.multiway_exact import ExactPushFoldGame
from ..aof.pushfold import load_multiway_data
from ..course.progress_bar import ProgressBar, progress_bar
from ..errors import TableError

__all__ = ["certify_shipped", "shipped_chart"]


def shipped_chart(players: int, stack_bb: float) -> dict[tuple[int, str], np.ndarray]:
    """The shipped multiway chart ``players@stack_bb`` as a strategy (node -> 169
    frequencies), or a keyed refusal naming the shipped ones."""
    results = load_multiway_data()["results"]
    key = f"{players}@{stack_bb:g}" if isinstance(stack_bb, (int, float)) else None
    if key not in results:
        raise TableError(key="aof_exact_no_chart", chart=key or repr(stack_bb),
                         shipped=", ".join(results))
    d = results[key]
    return {(k, h): np.array(f, dtype=float) for (k, h), f in zip(d["nodes"], d["freq"])}


def certify_shipped(players: int, stack_bb: float, out: Any, *, workers: int | None = None,
                    scheduler: str | None = None, unit_size: int = UNIT_SIZE,
                    progress: bool = True) -> dict[str, Any]:
    """The exact values and exploitability of the shipped chart, saved as ``result.json`` in
    ``out`` (the job's folder: a second call resumes)."""
    strategy = shipped_chart(players, stack_bb)
    game = ExactPushFoldGame(players, stack_bb)
    bar: ProgressBar | None = None

    def show(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = progress_bar(total, f"{players}@{stack_bb:g}: board units")
        bar(done, total=total)

    r = run_exact_job(game, strategy, out, unit_size=unit_size, workers=workers,
                      scheduler=scheduler, progress=show if progress else None)
    d = load_multiway_data()["results"][f"{players}@{stack_bb:g}"]
    result = {"players": players, "stack_bb": float(stack_bb),
              "value": r.value.tolist(), "gain": r.gain.tolist(),
              "exploitability": r.exploitability, "holdout": d.get("holdout"),
              "method": "exact over every board and deal (docs/aof-exact.md)"}
    (Path(out) / "result.json").write_text(json.dumps(result, indent=1))
    return result
