"""Regenerating the shipped Oasis Poker data: ``python -m pokerlib regenerate
oasis-house-edge`` (everything) or ``oasis-exact`` (the exact counts only).

The exact counts come from :mod:`pokerlib.builders.oasis_exact`, the sample from
:mod:`pokerlib.builders.oasis_sample`; the files go to
:data:`pokerlib.oasis.shipped_data.DATA_DIR`, where :func:`pokerlib.oasis.house_edge`
reads them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path

import numpy as np

from ..errors import DataError, TableError
from ..oasis import shipped_data
from ..oasis.arguments import flag, whole_number
from .oasis_exact import ExactPart, exact_summaries
from .oasis_sample import FULL_SAMPLE, SAMPLE_PLAN, sample_evs

__all__ = ["DATA_SETS", "regenerate_data"]

#: the data sets this module makes
DATA_SETS = ("oasis-house-edge", "oasis-exact")


def regenerate_data(name: str = "oasis-house-edge", progress: bool = True,
                    processes: int = 2, seed: int = 2026, *,
                    plan: Mapping[int, int | str] = SAMPLE_PLAN, full_sample: int = FULL_SAMPLE,
                    exact_part: ExactPart | None = None) -> Path:
    """Recompute the shipped house-edge data, with a progress bar:

    * the **exact** values over every situation (``pokerlib/data/oasis_exact.json``; 2,741
      CPU-seconds measured on 2026-12-02, about 25 minutes on two free cores): the
      no-exchange game (house edge and the simple strategies) and the optimal 0/1-card game
      (house edge, action frequencies, and the wins each paytable line is paid on, for
      :func:`pokerlib.oasis.edge_by_pay`);
    * about 100,000 stratified situations with exact 0/1-card EVs, plus a smaller sample given
      the full advisor for multi-card exchanges (roughly 15 minutes on two cores;
      ``pokerlib/data/oasis_house_edge.npz`` and ``.json``).

    ``name="oasis-exact"`` recomputes the exact part only. Returns the last file written.
    ``plan``, ``full_sample`` and ``exact_part`` shrink the computation (tests): situations per
    dealt category (:data:`~pokerlib.builders.oasis_sample.SAMPLE_PLAN`), uniform situations
    given the full advisor, and a part of the exact counts."""
    if name not in DATA_SETS:
        raise DataError(f"unknown data set {name!r}; this module makes 'oasis-house-edge' "
                        "(everything) and 'oasis-exact' (the exact part only)")
    flag(progress, "progress")
    processes = whole_number(processes, "processes", TableError, 1, 256)
    seed = whole_number(seed, "seed", TableError, minimum=0)
    full_sample = whole_number(full_sample, "full_sample", TableError, minimum=2)
    folder = shipped_data.DATA_DIR
    t0 = time.time()
    summary = exact_summaries(progress, processes, exact_part)
    summary["seconds"] = round(time.time() - t0, 1)
    folder.mkdir(exist_ok=True)
    exact_path = folder / f"{shipped_data.EXACT_DATA_NAME}.json"
    exact_path.write_text(json.dumps(summary, indent=1) + "\n")
    shipped_data.forget_loaded_data()
    if name == "oasis-exact":
        return exact_path
    t0 = time.time()
    arrays, summary = sample_evs(seed, processes, progress, plan, full_sample)
    np.savez_compressed(folder / f"{shipped_data.SAMPLE_DATA_NAME}.npz",
                        **arrays)  # type: ignore[arg-type]
    summary["seconds"] = round(time.time() - t0, 1)
    summary["seed"] = seed
    path = folder / f"{shipped_data.SAMPLE_DATA_NAME}.json"
    path.write_text(json.dumps(summary, indent=1) + "\n")
    shipped_data.forget_loaded_data()
    return path
