"""Regenerating the suit-coupling proofs: ``python -m pokerlib regenerate
oasis-coupling-europa`` (Premium Casino Europa's 5-card exchange, about 70 CPU-minutes on one
core) and ``python -m pokerlib regenerate oasis-coupling-galewind-four`` (Galewind's
4-card exchange at 2 Antes, :mod:`pokerlib.builders.oasis_exact_edge.coupling_four`).

It runs :mod:`pokerlib.builders.oasis_exact_edge.coupling_five` in the working folder
``oasis-coupling-europa``
(created in the current directory; an interrupted run resumes from it): the stage-1 bound
per up card, the exact 5-card value of one representative per surviving rank class, the bound
checked on random members, then writes ``pokerlib/data/oasis_coupling_europa.json`` (the
proof's figures) and ``.npz`` (each rank class's representative and exact V5 numerator), which
:func:`pokerlib.oasis.house_edge` cites. The 4-card proof works the same way in the folder
``oasis-coupling-galewind-four`` and writes ``oasis_coupling_galewind_four.json`` / ``.npz``
(each rank class's representative hand, kept card and exact V4 numerator).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError
from ..oasis import shipped_data
from ..oasis.arguments import flag
from ..oasis.rules import OasisRules
from .oasis_exact_edge import coupling_five, coupling_four

__all__ = ["DATA_SETS", "COMMAND", "regenerate_data", "write_data"]

#: the data sets this module makes
DATA_SETS = ("oasis-coupling-europa", "oasis-coupling-galewind-four")
COMMAND = "python -m pokerlib regenerate oasis-coupling-europa"
#: per data set: the rules, the proof's module and the data files' name in pokerlib/data
_PROOFS = {"oasis-coupling-europa": (OasisRules.premium_casino_europa, coupling_five,
                                     shipped_data.COUPLING_DATA_NAME),
           "oasis-coupling-galewind-four": (OasisRules.galewind, coupling_four,
                                          shipped_data.COUPLING_FOUR_DATA_NAME)}


def regenerate_data(name: str = "oasis-coupling-europa", progress: bool = True,
                    work: Any = None, checks: int = 300, seed: int = 24) -> Path:
    """Run (or resume) the proof ``name`` in the folder ``work`` (default: a folder named
    ``name`` in the current directory) and store its result in ``pokerlib/data``; ``checks``
    random class members are valued exactly to test the bound (seeded by ``seed``). Returns
    the JSON file written."""
    if name not in DATA_SETS:
        raise DataError(key="coupling_unknown_data_set", name=name,
                        known=", ".join(repr(d) for d in DATA_SETS))
    flag(progress, "progress")
    make_rules, proof, _ = _PROOFS[name]
    rules = make_rules()
    work = name if work is None else work

    def log(text: str) -> None:
        if progress:
            print(text, flush=True)

    proof.run_representatives(work, rules, log=log)
    done = proof.check_random(work, rules, n=checks, seed=seed, log=log)
    summary, arrays = proof.summarize(work, rules, done)
    return write_data(summary, arrays, name=name)


def write_data(summary: dict[str, Any], arrays: dict[str, np.ndarray],
               name: str = "oasis-coupling-europa") -> Path:
    """Store a finished run's figures and arrays in ``pokerlib/data`` (``name``: the data
    set)."""
    if name not in DATA_SETS:
        raise DataError(key="coupling_unknown_data_set", name=name,
                        known=", ".join(repr(d) for d in DATA_SETS))
    command = f"python -m pokerlib regenerate {name}"
    if not summary.get("finished"):
        raise DataError(key="coupling_run_unfinished", command=command)
    folder = shipped_data.DATA_DIR
    stem = _PROOFS[name][2]
    summary = {**summary, "command": command}
    np.savez_compressed(folder / f"{stem}.npz", **arrays)  # type: ignore[arg-type]
    path = folder / f"{stem}.json"
    path.write_text(json.dumps(summary, indent=1) + "\n")
    shipped_data.forget_loaded_data()
    return path
