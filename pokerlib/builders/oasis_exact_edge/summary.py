"""What a results folder of the exact-edge job says: its plan (``job.json``), its checked unit
files, and the house edge they add up to (exact once every unit is there, exact bounds until
then). :func:`folder_edge` gives it as the :class:`~pokerlib.oasis.HouseEdge` that
:func:`pokerlib.oasis.house_edge` gives for shipped results."""

from __future__ import annotations

import json
import os
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ...errors import DataError, PokerError
from ...oasis.exact_options import N_HANDS, N_SITUATIONS
from ...oasis.house_edge_data import HouseEdge, edge_from_result
from ...oasis.rules import OasisRules
from ...oasis.shipped_data import (
    DATA_DIR,
    json_rules_key,
    rules_from_json,
    rules_key,
    rules_to_json,
)
from .files import UNIT_FILE_LIMIT, ResultsFolder, check_out_folder, chunks, n_classes, plan_digest
from .plan import DENOM_01, JobPlan, shares_shipped_01

__all__ = ["summarize", "by_up_card", "read_results", "folder_plan", "read_header",
           "open_results", "shipped_path", "add_counts", "folder_edge"]


def add_counts(into: dict[str, Any], more: dict[str, Any]) -> None:
    for k, v in more.items():
        into[k] = into.get(k, 0) + v


def summarize(plan: JobPlan, bounds: dict[int, tuple[dict[str, Any], dict[str, Any]]],
              exact: dict[tuple[int, int], dict[str, Any]]) -> dict[str, Any]:
    """The house edge from the finished units: exact when every unit is there (and the plan
    covers every situation), otherwise exact bounds on it."""
    rules = plan.rules
    units_total = len(plan.ranks) + sum(
        len(chunks(n_classes(s), plan.unit_size)) for s, _ in bounds.values())
    units_done = len(bounds) + len(exact)
    all_bounds = len(bounds) == len(plan.ranks)
    finished = all_bounds and all(
        (r, c) in exact for r, (s, _) in bounds.items()
        for c, _, _ in chunks(n_classes(s), plan.unit_size))
    cpu: dict[str, float] = {}
    for s, _ in bounds.values():
        add_counts(cpu, s["cpu"])
    for d in exact.values():
        add_counts(cpu, d["cpu"])
    situations = sum(s["situations"] for s, _ in bounds.values())
    res: dict[str, Any] = {
        "rules": rules_to_json(rules), "strategy": "optimal, every exchange allowed",
        "complete_plan": plan.complete, "finished": finished and plan.complete,
        "exact": finished and plan.complete, "units_done": units_done,
        "n_units": units_total if all_bounds else None, "situations_done": situations,
        "n_situations": N_SITUATIONS, "cpu_seconds": sum(cpu.values()),
        "cpu_by_stage": cpu}
    # the proof's numbers: survivors of each bound, smallest slack and margin
    by_count: dict[str, Any] = {}
    for s, _ in bounds.values():
        for k, st in s["by_count"].items():
            b = by_count.setdefault(k, {"fee": st["fee"], "bound_survivor_classes": 0,
                                        "bound_survivor_situations": 0,
                                        "smallest_slack": None, "largest_bound": None,
                                        "checked": 0, "pruned_by_01": 0, "valued": 0,
                                        "optimal": 0, "smallest_margin": None})
            if "ruled_out_by" in st:
                b["ruled_out_by"] = st["ruled_out_by"]
            if "pruned_by_coupling" in st:
                for f in ("rank_classes", "pruned_by_coupling",
                          "pruned_by_coupling_situations"):
                    b[f] = b.get(f, 0) + st[f]
                if st["largest_coupling_bound"] is not None:
                    b["largest_coupling_bound"] = max(b.get("largest_coupling_bound", -1e9),
                                                      st["largest_coupling_bound"])
                if st["smallest_coupling_margin"] is not None:
                    b["smallest_coupling_margin"] = min(
                        b.get("smallest_coupling_margin", 1e9), st["smallest_coupling_margin"])
            b["bound_survivor_classes"] += st["classes"]
            b["bound_survivor_situations"] += st["situations"]
            for f, pick in (("smallest_slack", min), ("largest_bound", max)):
                if st[f] is not None:
                    b[f] = st[f] if b[f] is None else pick(b[f], st[f])
    for d in exact.values():
        for k in by_count:
            b = by_count[k]
            for f in ("checked", "pruned_by_01", "valued", "optimal"):
                b[f] += d[f][k]
            m = d["smallest_margin"][k]
            if m is not None:
                b["smallest_margin"] = m if b["smallest_margin"] is None else min(
                    b["smallest_margin"], m)
    res["by_exchange"] = by_count
    res["survivor_classes"] = sum(s["survivors"]["classes"] for s, _ in bounds.values())
    res["classes"] = sum(s["classes"] for s, _ in bounds.values())
    if not bounds:
        res.update(status="not started", house_edge=None, lower=None, upper=None)
        return res
    gain = sum((Fraction(d["gain"]) for d in exact.values()), Fraction(0))
    wager_delta = sum((Fraction(d["wager_delta"]) for d in exact.values()), Fraction(0))
    moved: dict[str, int] = {}
    for d in exact.values():
        add_counts(moved, d["moved"])
    # the 0/1-card totals: summed from the bounds units where they computed them (exact for a
    # part too; for the whole game they equal the shipped ones), else the shipped ones
    whole = all_bounds or not plan.complete     # the units' 0/1 totals cover the plan
    summed = whole and all("value01" in s for s, _ in bounds.values())
    shipped01 = shares_shipped_01(rules) and not summed
    if shipped01:
        from ...oasis.shipped_data import load_exact_data

        one = load_exact_data()["one_card"]
        n01 = one["situations"]
        value01 = Fraction(one["strategies"]["optimal"]["numerator"], DENOM_01)
        wager01 = Fraction(one["average_wager"]) * n01
        acts = {("exchange 1" if a == "exchange one card" else a): c
                for a, c in one["action_situations"].items()}
        if not plan.complete:   # a part: scale the whole game's 0/1 figures to it
            value01, wager01 = value01 * situations / n01, wager01 * situations / n01
            acts = {a: c * situations / n01 for a, c in acts.items()}
        n = n01 if plan.complete else situations
    else:
        value01 = sum((Fraction(s["value01"]) for s, _ in bounds.values()), Fraction(0))
        wager01 = sum((Fraction(s["wager01"]) for s, _ in bounds.values()), Fraction(0))
        acts = {}
        for s, _ in bounds.values():
            add_counts(acts, s["actions01"])
        n = situations
    # gains still unknown: at most (bound - fee) - max(fold, raise) per surviving class
    open_gain = 0.0
    for r, (s, arr) in bounds.items():
        for c, lo, hi in chunks(n_classes(s), plan.unit_size):
            if (r, c) in exact:
                continue
            b = np.max(arr["bounds"][lo:hi], axis=1)
            # the gain is at most (bound - fee) - the known baseline (at least fold, -1)
            base = arr["base"][lo:hi] if "base" in arr else -1.0
            open_gain += float((arr["weights"][lo:hi] * np.maximum(b - base, 0.0)).sum())
    value = value01 + gain
    edge = -value / n
    # the finished units' gains are exact and the others' are >= 0 (more options never raise
    # the house edge), so edge is an upper bound; the others' gains are at most open_gain,
    # known only once every up card's bounds are in (the 0/1 figures cover the whole game)
    upper = float(edge) if whole or shipped01 else None
    lower = float(edge) - open_gain / n if whole else None
    for act, cnt in moved.items():
        acts[act] = acts.get(act, 0) + cnt
    res["action_frequencies"] = {a: float(c / n) for a, c in sorted(acts.items()) if c}
    res["average_wager"] = float((wager01 + wager_delta) / n)
    res["house_edge_per_wager"] = float(-value / (wager01 + wager_delta))
    res["house_edge_01"] = float(-value01 / n)
    res["multi_card_gain"] = f"{gain.numerator}/{gain.denominator}"
    res["by_up_card"] = by_up_card(plan, bounds, exact)
    any_optimal = any(b["optimal"] for b in by_count.values())
    if res["finished"]:
        res.update(status="exact" if any_optimal else "proven",
                   house_edge=f"{edge.numerator}/{edge.denominator}",
                   house_edge_float=float(edge), rtp=float(1 - edge), lower=float(edge),
                   upper=float(edge), se=0.0, estimate=float(edge))
    else:
        res.update(status="bounds", house_edge=None, lower=lower, upper=upper,
                   estimate=float(edge) if finished else None, se=None,
                   rtp=None)
    return res


def by_up_card(plan: JobPlan, bounds: dict[int, tuple[dict[str, Any], dict[str, Any]]],
                exact: dict[tuple[int, int], dict[str, Any]]) -> dict[str, Any]:
    """The exact figures against each up-card rank whose units are all done and whose
    bounds unit counted its own 0/1 values: situations, the house edge with every exchange
    and with at most one card (fractions of the Ante) and how often each choice is best (a run
    over some hands only: over those hands)."""
    from ...cards import RANKS

    out: dict[str, Any] = {}
    for r, (s, _) in sorted(bounds.items()):
        units = [c for c, _, _ in chunks(n_classes(s), plan.unit_size)]
        if "value01" not in s or not all((r, c) in exact for c in units):
            continue
        n = s["situations"]
        gain = sum((Fraction(exact[(r, c)]["gain"]) for c in units), Fraction(0))
        edge01 = -Fraction(s["value01"]) / n
        edge = edge01 - gain / n
        acts = dict(s["actions01"])
        for c in units:
            add_counts(acts, exact[(r, c)]["moved"])
        out[RANKS[r]] = {"situations": n, "house_edge": f"{edge.numerator}/{edge.denominator}",
                         "house_edge_01": f"{edge01.numerator}/{edge01.denominator}",
                         "action_frequencies": {a: c / n for a, c in sorted(acts.items())
                                                if c}}
    return out


def read_results(out: Any) -> dict[str, Any]:
    """The result of a results folder, recomputed from its unit files (so a folder whose
    run was interrupted reads as unfinished, whatever ``result.json`` says). A unit file
    that does not prove itself (:mod:`pokerlib.builders.oasis_exact_edge.files`) counts as missing
    and is
    named in ``result["ignored_files"]``."""
    plan, folder = folder_plan(out)
    bounds = {r: b for r in plan.ranks
              if (b := folder.load_bounds(r, plan.unit_size)) is not None}
    exact = {}
    for r, (s, _) in bounds.items():
        for c, lo, hi in chunks(n_classes(s), plan.unit_size):
            if (d := folder.load_exact(r, c, hi - lo)) is not None:
                exact[(r, c)] = d
    result = summarize(plan, bounds, exact)
    result["ignored_files"] = sorted(folder.ignored)
    return result


def folder_plan(out: Any) -> tuple[JobPlan, ResultsFolder]:
    """The plan a results folder was made for (its ``job.json``) and the folder's checked
    unit files."""
    out = check_out_folder(out)
    job = out / "job.json"
    if not job.exists():
        raise DataError(key="oasis_edge_not_results", folder=str(out))
    header = read_header(job)
    try:
        plan = JobPlan(rules_from_json(header["rules"]), header["unit_size"],
                       tuple(header["ranks"]),
                       None if header["rows"] is None else tuple(header["rows"]))
    except (ValueError, KeyError, TypeError) as e:
        if isinstance(e, PokerError):
            raise
        raise DataError(key="oasis_edge_header", path=str(job),
                        why=f"{type(e).__name__}: {e}"[:200]) from None
    if header != plan.header():
        raise DataError(key="oasis_edge_header", path=str(job),
                        why="written by another version of the job")
    return plan, open_results(out, plan)


def shipped_path(preset: str) -> Path:
    """Where ``--ship`` stores a preset's finished result (``pokerlib/data``)."""
    return DATA_DIR / f"oasis_edge_{preset}.json"


def read_header(job: Path) -> Any:
    try:
        if not job.is_file() or job.stat().st_size > UNIT_FILE_LIMIT:
            raise ValueError("not a small regular file")
        return json.loads(job.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as e:
        raise DataError(key="oasis_edge_header", path=str(job),
                        why=f"{type(e).__name__}: {e}"[:200]) from None


def open_results(out: Path, plan: JobPlan) -> ResultsFolder:
    """The results folder of ``plan``, whose unit files are checked against it."""
    return ResultsFolder(out, plan_digest(plan.header()), N_HANDS)


def folder_edge(rules: OasisRules, folder: Any) -> HouseEdge:
    """The house edge of ``rules`` from a results folder of ``python -m pokerlib oasis-edge``
    (:func:`read_results`): exact once every unit is there, exact bounds until then; a damaged
    unit file is named in the note and counted as missing. A folder made for other rules, or
    with no unit finished, is refused."""
    rules = OasisRules.check(rules)
    if not isinstance(folder, (str, os.PathLike)):
        raise DataError(key="oasis_results_path", value=folder)
    r = read_results(folder)
    if json_rules_key(r["rules"]) != rules_key(rules):
        raise DataError(key="oasis_holds_results_for", folder=folder, r=r['rules']['name'])
    if r["situations_done"] == 0:
        raise DataError(key="oasis_no_unit_finished", folder=folder)
    ignored = r.get("ignored_files") or []
    damaged = (f"; {len(ignored)} damaged file(s) not used, counted as missing: "
               + ", ".join(ignored[:5]) + (" ..." if len(ignored) > 5 else "")) if ignored else ""
    return edge_from_result(rules, r, f"from the results folder {folder}: {r['units_done']} "
                            "units" + damaged)
