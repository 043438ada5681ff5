"""Regenerating the suit-coupling proof for Premium Casino Europa: ``python -m pokerlib
regenerate oasis-coupling-europa`` (about 70 CPU-minutes on one core).

It runs :mod:`pokerlib.oasis.suit_coupling` in the working folder ``oasis-coupling-europa``
(created in the current directory; an interrupted run resumes from it): the stage-1 bound
per up card, the exact 5-card value of one representative per surviving rank class, the bound
checked on random members, then writes ``pokerlib/data/oasis_coupling_europa.json`` (the
proof's figures) and ``.npz`` (each rank class's representative and exact V5 numerator), which
:func:`pokerlib.oasis.house_edge` cites.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError
from ..oasis import house_edge_data
from ..oasis.arguments import flag
from ..oasis.rules import OasisRules
from ..oasis.suit_coupling import check_random, run_representatives, summarize

__all__ = ["DATA_SETS", "COMMAND", "regenerate_data", "write_data"]

#: the data sets this module makes
DATA_SETS = ("oasis-coupling-europa",)
COMMAND = "python -m pokerlib regenerate oasis-coupling-europa"


def regenerate_data(name: str = "oasis-coupling-europa", progress: bool = True,
                    work: Any = "oasis-coupling-europa", checks: int = 300,
                    seed: int = 24) -> Path:
    """Run (or resume) the proof in the folder ``work`` and store its result in
    ``pokerlib/data``; ``checks`` random class members are valued exactly to test the bound
    (seeded by ``seed``). Returns the JSON file written."""
    if name not in DATA_SETS:
        raise DataError(key="builder_wrong_data_set", expected="oasis-coupling-europa",
                        name=name)
    flag(progress, "progress")
    rules = OasisRules.premium_casino_europa()

    def log(text: str) -> None:
        if progress:
            print(text, flush=True)

    run_representatives(work, rules, log=log)
    done = check_random(work, rules, n=checks, seed=seed, log=log)
    return write_data(*summarize(work, rules, done))


def write_data(summary: dict[str, Any], arrays: dict[str, np.ndarray]) -> Path:
    """Store a finished run's figures and arrays in ``pokerlib/data``."""
    if not summary.get("finished"):
        raise DataError(key="coupling_run_unfinished", command=COMMAND)
    folder = house_edge_data.DATA_DIR
    summary = {**summary, "command": COMMAND}
    np.savez_compressed(folder / f"{house_edge_data.COUPLING_DATA_NAME}.npz",
                        **arrays)  # type: ignore[arg-type]
    path = folder / f"{house_edge_data.COUPLING_DATA_NAME}.json"
    path.write_text(json.dumps(summary, indent=1) + "\n")
    house_edge_data.forget_loaded_data()
    return path
