"""The ``python -m pokerlib oasis-edge`` command: the exact Oasis Poker house edge of any rules,
run as the resumable Dask job of :mod:`pokerlib.oasis.edge_job`, with a progress bar, and
``--ship`` to store a finished result in ``pokerlib/data`` (a preset's, or a rules file's
with the file, which :func:`pokerlib.oasis.house_edge` then answers from)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..course.progress_bar import ProgressBar, progress_bar
from ..error_messages import Said
from ..errors import DataError, PokerError
from ..oasis.edge_job import (
    FIELDS,
    PRESETS,
    describe,
    rules_from_json,
    run_job,
    shipped_path,
    write_json,
)

__all__ = ["main", "parse_ranks", "rules_stem", "ship_result", "units_bar"]


def units_bar(label: str) -> Callable[[int, int], None]:
    """The course's progress bar for the job's units, whose total grows as the bounds stage
    finds survivors: ``show(done, total)``."""
    bar: ProgressBar | None = None

    def show(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = progress_bar(total, f"{label}: units")
        bar(done, total=total)

    return show


def parse_ranks(text: str) -> list[int]:
    """``"0-3,12"`` -> [0, 1, 2, 3, 12]."""
    out: list[int] = []
    for part in text.split(","):
        a, _, b = part.strip().partition("-")
        try:
            lo = int(a)
            hi = int(b) if b else lo
        except ValueError:
            raise DataError(key="oasis_edge_units", value=text) from None
        if not 0 <= lo <= hi <= 12:
            raise DataError(key="oasis_edge_units", value=text)
        out.extend(range(lo, hi + 1))
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(
        prog="python -m pokerlib oasis-edge",
        description="The exact house edge of Oasis Poker rules under the optimal strategy "
                    "(every exchange allowed), as a resumable Dask job: exact 0/1-card values, "
                    "bounds on every multi-card exchange per suit class, exact values of the "
                    "survivors.")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--preset", choices=sorted(PRESETS))
    g.add_argument("--rules", metavar="JSON", help="a JSON file of OasisRules fields: "
                   + ", ".join(FIELDS) + " (fees: null = not allowed)")
    p.add_argument("--out", metavar="DIR", help="results folder (default: oasis-edge-NAME)")
    p.add_argument("--workers", type=int, default=None, help="local worker processes "
                   "(default: the machine's cores)")
    p.add_argument("--scheduler", metavar="tcp://HOST:8786", help="an existing Dask cluster")
    p.add_argument("--ranks", metavar="LIST", help="only these up-card ranks 0-12 (2..A), "
                   "e.g. 0-3 (a part: never exact)")
    p.add_argument("--rows", metavar="FIRST-END", help="only hands of these rows (a sample)")
    p.add_argument("--unit-size", type=int, default=400, help="surviving classes per exact "
                   "unit")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument("--ship", action="store_true", help="(run to the end) store the result in "
                   "pokerlib/data (oasis_edge_PRESET.json, or oasis_edge_rules/NAME.json with "
                   "its rules file), which house_edge() then answers from")
    p.add_argument("--ship-bounds", action="store_true", help="(computes nothing) store the "
                   "exact bounds of an unfinished preset run in --out as they stand, once every "
                   "up card's bounds are in: house_edge() shows them beside its estimate "
                   "until the run is finished and shipped")
    a = p.parse_args(argv)
    try:
        if a.preset:
            rules = PRESETS[a.preset]()
        else:
            try:
                data = json.loads(Path(a.rules).read_text())
            except (OSError, ValueError) as e:
                raise DataError(key="oasis_edge_rules_file", path=a.rules, why=str(e)) from e
            rules = rules_from_json(data)
        rows = None
        if a.rows:
            lo, _, hi = a.rows.partition("-")
            try:
                rows = (int(lo), int(hi))
            except ValueError:
                raise DataError(key="oasis_edge_units", value=a.rows) from None
        if a.ship and (a.ranks or a.rows):
            raise DataError(key="oasis_edge_ship",
                            why=Said("--ranks and --rows make a part",
                                     "--ranks と --rows では一部だけの計算になります"))
        out = a.out or f"oasis-edge-{(a.preset or rules_stem(a.rules))}"
        if a.ship_bounds:
            print(f"stored {ship_bounds(a.preset, rules, out)}")
            return 0
        result = run_job(rules, out, ranks=parse_ranks(a.ranks) if a.ranks else None,
                         rows=rows, unit_size=a.unit_size, workers=a.workers,
                         scheduler=a.scheduler,
                         progress=None if a.no_progress else units_bar(rules.name))
        print(describe(result))
        print(f"wrote {Path(out) / 'result.json'}")
        if a.ship:
            print(f"stored {ship_result(a.preset, result, rules_file=a.rules)}")
    except PokerError as e:
        print(f"error: {e}")
        return 2
    return 0




def rules_stem(path: Any) -> str:
    """A rules file's name without ``.rules.json`` / ``.json``: ``sf40.rules.json`` -> ``sf40``."""
    name = Path(path).name
    for end in (".rules.json", ".json"):
        if name.endswith(end):
            return name[:-len(end)]
    return name


def ship_bounds(preset: str | None, rules: Any, out: Any) -> Path:
    """Store the exact bounds of an unfinished run of a preset (the folder ``out``, as it
    stands) as ``oasis_edge_PRESET.json`` with ``"finished": false``: only a whole-game run
    whose every up card's bounds are in has both bounds. A finished run is stored as
    :func:`ship_result` does."""
    from ..oasis import house_edge_data
    from ..oasis.edge_job import read_results, rules_to_json

    if not preset:
        raise DataError(key="oasis_edge_ship", why=Said(
            "--ship-bounds is for the presets' runs", "--ship-bounds はプリセットの計算用です"))
    result = read_results(out)
    if result["rules"] != rules_to_json(rules):
        raise DataError(key="oasis_edge_other_rules", folder=str(out), name=rules.name)
    if result.get("finished"):
        return ship_result(preset, result)
    if not result.get("complete_plan") or result.get("lower") is None:
        raise DataError(key="oasis_edge_ship", why=Said(
            "the bounds of every up card are not in yet (or the run is a part)",
            "まだすべての公開カードの上限が出ていないか、一部だけの計算です"))
    data = {k: v for k, v in result.items() if k != "computed_now"}
    header = json.loads((Path(out) / "job.json").read_text())
    data["command"] = (f"python -m pokerlib oasis-edge --preset {preset} --unit-size "
                       f"{header['unit_size']} --ship")
    # what the run has finished, so that the same command on another machine (or after the
    # folder is gone) computes only the rest: the bounds again (deterministic: each up card's
    # digest), then the exact units not stored here
    data["job"] = header
    data["bounds_digests"], data["bounds_summaries"], data["units"] = \
        _finished_units(Path(out), header)
    path = shipped_path(preset)
    write_json(path, data)
    house_edge_data.forget_loaded_data()
    return path


def _finished_units(out: Path, header: dict[str, Any]
                    ) -> tuple[dict[str, str], dict[str, Any], list[dict[str, Any]]]:
    """The digest and summary of every up card's bounds in the folder, and its finished exact
    units."""
    from ..oasis.edge_job import _chunks, _load_bounds, _load_exact, _n_classes, bounds_digest

    digests, summaries, units = {}, {}, []
    for r in header["ranks"]:
        got = _load_bounds(out, r, header["unit_size"])
        if got is None:
            continue
        summary, arrays = got
        if arrays:
            digests[str(r)] = bounds_digest(arrays)
        summaries[str(r)] = {k: v for k, v in summary.items() if k != "arrays"}
        for c, lo, hi in _chunks(_n_classes(summary), header["unit_size"]):
            if (u := _load_exact(out, r, c, hi - lo)) is not None:
                units.append(u)
    return digests, summaries, units


def ship_result(preset: str | None, result: dict[str, Any], rules_file: Any = None) -> Path:
    """Store a finished result in ``pokerlib/data`` with the command that makes it: a preset's
    as ``oasis_edge_PRESET.json``; a rules file's as ``oasis_edge_rules/NAME.json`` beside a
    copy of its rules (``NAME.rules.json``, which the stored command reads)."""
    from ..oasis import house_edge_data

    if not result.get("finished"):
        raise DataError(key="oasis_edge_ship", why=Said("this run is not finished",
                                                         "この計算はまだ終わっていません"))
    data = {k: v for k, v in result.items() if k != "computed_now"}
    if preset:
        data["command"] = f"python -m pokerlib oasis-edge --preset {preset} --ship"
        path = shipped_path(preset)
    else:
        folder = house_edge_data.RULES_RESULTS_DIR
        stem = rules_stem(rules_file)
        rules = folder / f"{stem}.rules.json"
        data["command"] = (f"python -m pokerlib oasis-edge --rules "
                           f"pokerlib/data/{folder.name}/{rules.name} --ship")
        folder.mkdir(exist_ok=True)
        write_json(rules, result["rules"])
        path = folder / f"{stem}.json"
    write_json(path, data)
    house_edge_data.forget_loaded_data()
    return path
