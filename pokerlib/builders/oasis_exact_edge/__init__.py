"""The offline exact-edge pipeline of Oasis Poker: the exact house edge of any rules, as a
resumable Dask job (``python -m pokerlib oasis-edge``), and the suit-coupling proofs it leans on
(``python -m pokerlib regenerate oasis-coupling-...``). docs/oasis-exact.md gives the method.

Where things live, in the order a job runs:

- ``plan``: :class:`JobPlan` (the rules, the units) and the job's fixed numbers;
- ``counts``: exact counts over every situation (the 0/1-card machinery), ``bounds``: the
  stage-1 upper bound of every multi-card exchange, ``five_card``: the 5-card values of a
  whole up-suit class from one kernel call;
- ``coupling`` (the shared kernel), ``coupling_five`` and ``coupling_four``: the suit-coupling
  proofs that a 5-card (Premium Casino Europa) and a 4-card (Galewind) exchange at 2 Antes are
  never optimal;
- ``units``: the two stages a worker runs, ``job``: the folder, the cluster and
  :func:`run_job`, ``files``: the checked unit files, ``summary``: what a folder adds up to
  (:func:`read_results`), ``report``: the words of a run.

The game reads what these write through :mod:`pokerlib.oasis.shipped_data` and
:func:`pokerlib.oasis.house_edge`; the exact value of one situation,
:func:`~pokerlib.oasis.exact_options.option_values`, belongs to the game and is used here.

>>> plan = JobPlan(OasisRules.galewind(), unit_size=1000)
>>> plan.situation(0)[1], N_SITUATIONS
(Card('2s'), 122151120)
"""

from __future__ import annotations

from ...oasis.exact_options import N_HANDS, N_SITUATIONS, best_option, option_values
from ...oasis.rules import OasisRules
from ...oasis.shipped_data import FIELDS, coupling_proofs, rules_from_json, rules_to_json
from .files import (
    bounds_digest,
    check_out_folder,
    finished_unit_files,
    os_reason,
    write_json,
)
from .job import check_scheduler_address, check_workers, max_workers, run_job, worker_header
from .plan import MAX_UNIT_SIZE, PRESETS, JobPlan
from .report import LINES, describe
from .summary import (
    folder_edge,
    folder_plan,
    open_results,
    read_results,
    shipped_path,
    summarize,
)
from .units import run_bounds_unit, run_exact_unit

__all__ = [
    "N_HANDS",
    "N_SITUATIONS",
    "FIELDS",
    "PRESETS",
    "MAX_UNIT_SIZE",
    "LINES",
    "JobPlan",
    "OasisRules",
    "rules_to_json",
    "rules_from_json",
    "coupling_proofs",
    "best_option",
    "option_values",
    "run_bounds_unit",
    "run_exact_unit",
    "run_job",
    "read_results",
    "folder_edge",
    "summarize",
    "describe",
    "shipped_path",
    "write_json",
    "bounds_digest",
    "folder_plan",
    "open_results",
    "check_out_folder",
    "check_scheduler_address",
    "check_workers",
    "worker_header",
    "finished_unit_files",
    "max_workers",
    "os_reason",
]
