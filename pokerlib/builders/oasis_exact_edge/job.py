"""The exact house edge of any Oasis Poker rules, as a resumable Dask job.

``python -m pokerlib oasis-edge --preset galewind`` (or ``--rules my_rules.json``) computes the
optimal-strategy house edge with every exchange allowed, in three stages
(docs/oasis-exact.md):

1. **0/1 cards.** The exact value of the best of fold, raise and the five 1-card exchanges of
   every situation. Rules that share BGaming's paytable, qualifier, Raise and 1-card fee read
   the shipped exact total (``pokerlib/data/oasis_exact.json``); other rules compute it in
   stage 2 (the machinery of :mod:`pokerlib.builders.oasis_exact_edge.counts`, about a
   minute per up card).
2. **Bounds** (one unit per up-card rank; suits are symmetric, so the up card is a spade,
   weight 4). Hands are taken once per **suit class** (the permutations of the three other
   suits; weight 4 x the orbit's size), and every 2-5-card exchange gets the cheap exact
   upper bound of :mod:`pokerlib.builders.oasis_exact_edge.bounds`. An option whose bound minus its
   fee is
   below max(fold, raise) (or the exact 0/1 best when stage 1 computed it) is never optimal
   there; the classes where some option survives are saved.
3. **Exact survivors** (units of ``unit_size`` surviving classes): the exact 0/1 best of the
   class (:mod:`pokerlib.oasis.kernel`), the bound checked again against it, and exact values
   of the options still alive. The house edge is the 0/1 edge minus the exact gains
   ``max(0, best multi-card value - 0/1 best)``, weighted, over 122,151,120 situations.

* The job runs on ``dask.distributed``: by default a ``LocalCluster`` on this machine's cores
  (``--workers N``), or an existing cluster (``--scheduler tcp://HOST:8786``, or a ``Client``
  passed to :func:`run_job`).
* Each finished unit is saved at once in the results folder (``bounds_RR.json``/``.npz``,
  ``exact_RR_CCCCC.json``; written to a temporary name and renamed, so a file is never half
  written); a second run skips the units already there. ``job.json`` records the rules and
  settings: a folder made for other rules is refused. Each unit file carries a digest of the
  run's plan and its own content and is shape-checked
  (:mod:`pokerlib.builders.oasis_exact_edge.files`): an
  edited or damaged file counts as missing, is named, and is computed again.
* Rules are checked first against what the exact int64 sums hold (``OasisRules`` bounds every
  value, :data:`~pokerlib.oasis.rules.MAX_SWING`; :class:`JobPlan` the bounds stage's sums,
  :func:`~pokerlib.builders.oasis_exact_edge.bounds.check_bound_sums`).
* ``result.json`` says ``"finished": true`` and gives ``"house_edge"`` as an exact fraction
  ``"p/q"`` only when every unit is there; until then it gives exact bounds on the edge.
  ``"status"`` is ``"proven"`` when no multi-card exchange is ever optimal (the edge is then
  the 0/1 figure, by the bounds and exact checks), ``"exact"`` when finished otherwise.

>>> plan = JobPlan(OasisRules.galewind(), unit_size=1000)
>>> plan.situation(0)[1]
Card('2s')
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import numpy as np

from ...dask_client import job_client
from ...errors import DataError
from ...oasis.arguments import whole_number
from ...oasis.rules import OasisRules
from ...oasis.shipped_data import DATA_DIR, rules_to_json
from .files import (
    ResultsFolder,
    bounds_digest,
    bounds_paths,
    bounds_summary_problem,
    check_out_folder,
    chunks,
    exact_path,
    exact_unit_problem,
    n_classes,
    os_reason,
    write_json,
)
from .plan import JOB_VERSION, JobPlan
from .summary import open_results, read_header, summarize
from .units import run_bounds_unit, run_exact_unit

__all__ = ["run_job", "max_workers", "check_scheduler_address", "check_workers", "worker_header",
           "stored_parts"]


_ADDRESS = re.compile(r"(tcp|tls|ws|wss)://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*"
                      r"[A-Za-z0-9])?):([0-9]{1,5})/?")


def max_workers() -> int:
    """The most local worker processes a run may start: 4 per core of this machine (more only
    wait for a core, each holding its own tables)."""
    return 4 * (os.cpu_count() or 1)


def check_scheduler_address(address: Any) -> str:
    """A Dask scheduler address such as ``tcp://HOST:8786`` (tcp, tls, ws or wss, a port
    1-65535), or a DataError saying so.

    >>> check_scheduler_address("tcp://10.0.0.5:8786")
    'tcp://10.0.0.5:8786'
    >>> check_scheduler_address("junk")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.DataError: --scheduler takes a Dask scheduler address such as ...
    """
    m = _ADDRESS.fullmatch(address) if isinstance(address, str) and len(address) < 300 \
        else None
    if m is None or not 1 <= int(m[3]) <= 65535:
        raise DataError(key="oasis_edge_scheduler_address", value=address)
    return address


def _sound_unit(u: Any, rank: int, classes: int | None = None) -> bool:
    """Whether a stored unit (shipped in pokerlib/data) has a unit's shape."""
    return isinstance(u, dict) and isinstance(u.get("chunk"), int) and \
        exact_unit_problem(u, rank, u["chunk"], classes) is None


def stored_parts() -> list[tuple[dict[str, Any], Path]]:
    """Every unfinished preset run stored by ``--ship-bounds`` that carries its finished exact
    units (``"job"``: the folder's header, ``"units"``: the unit results), with its file."""
    out = []
    for path in sorted(DATA_DIR.glob("oasis_edge_*.json")):
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and not data.get("finished") and "units" in data:
            out.append((data, path))
    return out


def _stored_part(plan: JobPlan) -> dict[str, Any] | None:
    """The stored unfinished run (:func:`stored_parts`) of the same rules, units and job
    version as ``plan``, if one ships."""
    for data, _ in stored_parts():
        if data.get("job") == plan.header():
            return data
    return None


def _stored_units(data: dict[str, Any] | None
                  ) -> dict[int, tuple[str | None, list[dict[str, Any]]]]:
    """The finished exact units of a stored unfinished run (:func:`_stored_part`), by up-card
    rank, with the digest of the bounds they belong to (None where the stored run did not
    keep those bounds). A unit without a unit's shape is left out."""
    if data is None or not isinstance(data.get("units"), list):
        return {}
    digests = data.get("bounds_digests", {})
    if not isinstance(digests, dict):
        digests = {}
    units = [u for u in data["units"] if isinstance(u, dict) and isinstance(u.get("rank"), int)
             and _sound_unit(u, u["rank"])]
    ranks = {u["rank"] for u in units} | {int(r) for r in digests if str(r).isdigit()}
    return {r: (digests.get(str(r)), [u for u in units if u["rank"] == r]) for r in ranks}


def _adopt_finished_up_cards(folder: ResultsFolder, plan: JobPlan, data: dict[str, Any] | None,
                             seeds: dict[int, tuple[str | None, list[dict[str, Any]]]]) -> None:
    """An up card whose exact units the stored run finished, every one, needs no bounds
    again: its stored bounds summary (``"arrays": "not kept"``) and its units are written
    into the folder (where it has no bounds of its own), and the run takes them as done."""
    if data is None or not isinstance(data.get("bounds_summaries"), dict):
        return
    for r, summary in data["bounds_summaries"].items():
        if not str(r).isdigit():
            continue
        rank = int(r)
        if rank not in plan.ranks or bounds_paths(folder.out, rank)[0].exists() or \
                bounds_summary_problem(summary, rank) is not None:
            continue
        units = {int(u["chunk"]): u for u in seeds.get(rank, ("", []))[1]}
        parts = chunks(n_classes(summary), plan.unit_size)
        if not all(c in units and units[c]["classes"] == hi - lo for c, lo, hi in parts):
            continue
        for c, _, _ in parts:
            if not exact_path(folder.out, rank, c).exists():
                folder.save_exact(units[c])
        folder.save_bounds_summary(summary)


def _adopt_units(folder: ResultsFolder,
                 seeds: dict[int, tuple[str | None, list[dict[str, Any]]]],
                 rank: int, arrays: dict[str, np.ndarray]) -> None:
    """Write the stored units of ``rank`` into the folder (where it has none of its own) when
    the bounds just loaded or computed are those they were made from."""
    got = seeds.get(rank)
    if got is None or got[0] is None or not arrays or got[0] != bounds_digest(arrays):
        return
    for u in got[1]:
        if not exact_path(folder.out, rank, int(u["chunk"])).exists():
            folder.save_exact(u)


def _open_folder(out: Path, plan: JobPlan) -> ResultsFolder:
    """Create the results folder, or check that it was made for the same rules and units."""
    check_out_folder(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        job = out / "job.json"
        if not job.exists():
            write_json(job, plan.header())
    except (OSError, ValueError) as e:
        raise DataError(key="oasis_edge_out", path=str(out), why=os_reason(e)) from None
    have = read_header(job)
    if have != plan.header():
        rules = have.get("rules") if isinstance(have, dict) else None
        name = rules.get("name", "?") if isinstance(rules, dict) else "?"
        raise DataError(key="oasis_edge_other_rules", folder=str(out), name=str(name)[:80])
    return open_results(out, plan)


def worker_header() -> int:
    """What a worker answers when asked whether it can run the job: the version of the job's
    code it imports (the same on every machine of a cluster, or results would not agree)."""
    return JOB_VERSION


def check_workers(client: Any, timeout: float = 120) -> None:
    """Before any unit is sent: wait up to ``timeout`` seconds for at least one worker, and
    ask every worker to import this job. A cluster whose workers never start, or cannot import
    pokerlib (another version, a broken install), is refused in one sentence instead of
    waiting for ever."""
    try:
        client.wait_for_workers(1, timeout=timeout)
    except (TimeoutError, OSError) as e:
        raise DataError(key="oasis_edge_no_workers", seconds=timeout, why=str(e) or
                        type(e).__name__) from e
    try:
        answers = client.run(worker_header)
    except Exception as e:   # a worker's import error arrives as whatever it raised
        raise DataError(key="oasis_edge_worker_import", why=f"{type(e).__name__}: {e}") from e
    wrong = sorted(w for w, v in answers.items() if v != JOB_VERSION)
    if wrong:
        raise DataError(key="oasis_edge_worker_import",
                        why=f"{', '.join(wrong)} run job version "
                            f"{answers[wrong[0]]!r}, not {JOB_VERSION!r}")


def run_job(rules: OasisRules, out: Any, *, unit_size: int = 400,
            ranks: Iterable[int] | None = None, rows: tuple[int, int] | None = None,
            workers: int | None = None, scheduler: str | None = None, client: Any = None,
            progress: Callable[[int, int], Any] | None = None,
            worker_timeout: float = 120,
            report: Callable[[DataError], Any] | None = None,
            quiet: bool = False) -> dict[str, Any]:
    """Run (or resume) the house-edge job into the folder ``out`` and return the result
    (also written to ``out/result.json``). ``ranks``/``rows``: only a part (a sample).
    ``progress``: None, or a function called as ``progress(units_done, units_total)`` after
    each finished unit (the total grows as the bounds stage finds survivors); the command
    line passes a progress bar. ``workers``: local worker processes, 1 to
    :func:`max_workers` (None: the machine's cores). A unit file of the folder that does not
    prove itself (:mod:`pokerlib.builders.oasis_exact_edge.files`) is computed again, and
    ``report`` (if
    given) is called with a sentence naming it; ``result["ignored_files"]`` lists them.
    ``quiet``: the local cluster's workers log nothing (the command line: a Ctrl-C that stops
    them mid-unit is said in one line, not in their warnings)."""
    if progress is not None and not callable(progress):
        raise DataError(key="oasis_edge_progress", progress=progress)
    if report is not None and not callable(report):
        raise DataError(key="oasis_edge_progress", progress=report)
    if workers is not None:
        whole_number(workers, "workers", DataError, 1, max_workers())
    if scheduler is not None:
        check_scheduler_address(scheduler)
    from dask.distributed import as_completed

    plan = JobPlan(OasisRules.check(rules), unit_size,
                   tuple(range(13)) if ranks is None else tuple(ranks), rows)
    out = check_out_folder(out)
    folder = _open_folder(out, plan)
    part = _stored_part(plan)   # a stored unfinished run of this job, if one ships
    seeds = _stored_units(part)
    rj = rules_to_json(plan.rules)
    _adopt_finished_up_cards(folder, plan, part, seeds)
    bounds = {r: b for r in plan.ranks
              if (b := folder.load_bounds(r, plan.unit_size)) is not None}
    exact: dict[tuple[int, int], dict[str, Any]] = {}
    for r, (s, arr) in bounds.items():
        _adopt_units(folder, seeds, r, arr)
        for c, lo, hi in chunks(n_classes(s), plan.unit_size):
            if (d := folder.load_exact(r, c, hi - lo)) is not None:
                exact[(r, c)] = d
    ignored = dict(folder.ignored)
    for name, why in sorted(ignored.items()):
        if report is not None:
            report(DataError(key="oasis_edge_ignored_file", path=str(out / name), why=why))
    computed: list[str] = []
    missing_bounds = [r for r in plan.ranks if r not in bounds]

    def exact_jobs(r: int) -> list[tuple[int, int, int, int]]:
        return [(r, c, lo, hi) for c, lo, hi in chunks(n_classes(bounds[r][0]), plan.unit_size)
                if (r, c) not in exact]

    # up cards with the fewest units left first: whole up cards are finished early, and a
    # finished up card's bounds are not needed again when a stored part is resumed
    todo_exact = [j for r in sorted(bounds, key=lambda r: (len(exact_jobs(r)), r))
                  for j in exact_jobs(r)]
    if missing_bounds or todo_exact:
        n = min(os.cpu_count() or 1, max_workers()) if workers is None else workers
        with job_client(client, scheduler, n, quiet, lambda address, why: DataError(
                key="oasis_edge_scheduler", address=address, why=why)) as client:
            check_workers(client, worker_timeout)

            def submit_exact(job: tuple[int, int, int, int]) -> Any:
                r, c, lo, hi = job
                a = bounds[r][1]
                known = [a[f][lo:hi] if f in a else None
                         for f in ("best01", "action01", "wager01")]
                return client.submit(run_exact_unit, rj, r, c, a["rows"][lo:hi],
                                     a["weights"][lo:hi], a["alive"][lo:hi],
                                     a["bounds"][lo:hi], a["base"][lo:hi], *known,
                                     pure=False)

            futures = [client.submit(run_bounds_unit, rj, r,
                                     None if plan.rows is None else list(plan.rows),
                                     pure=False) for r in missing_bounds]
            futures += [submit_exact(j) for j in todo_exact]
            total = len(plan.ranks) + len(exact) + len(todo_exact)
            done = len(plan.ranks) - len(missing_bounds) + len(exact)
            if progress is not None:
                progress(done, total)
            ac = as_completed(futures)
            for fut in ac:
                d = fut.result()
                if "summary" in d:        # a bounds unit: save it, then its exact units
                    r = d["summary"]["rank"]
                    folder.save_bounds(d["summary"], d["arrays"])
                    bounds[r] = (d["summary"], d["arrays"])
                    computed.append(f"bounds {r}")
                    _adopt_units(folder, seeds, r, d["arrays"])
                    for c, lo, hi in chunks(n_classes(d["summary"]), plan.unit_size):
                        if (old := folder.load_exact(r, c, hi - lo)) is not None:   # (redone)
                            exact[(r, c)] = old
                    new = exact_jobs(r)
                    for j in new:
                        ac.add(submit_exact(j))
                    total += len(new)
                else:
                    folder.save_exact(d)
                    exact[(d["rank"], d["chunk"])] = d
                    computed.append(f"exact {d['rank']}/{d['chunk']}")
                done += 1
                if progress is not None:
                    progress(done, total)
    result = summarize(plan, bounds, exact)
    result["computed_now"] = computed
    result["ignored_files"] = sorted(ignored)
    write_json(out / "result.json", result)
    return result
