"""The ``python -m pokerlib oasis-edge`` command: the exact Oasis Poker house edge of any rules,
run as the resumable Dask job of :mod:`pokerlib.oasis.edge_job`, with a progress bar, and
``--ship`` to store a finished preset's result in ``pokerlib/data``."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..course.progress_bar import ProgressBar, progress_bar
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

__all__ = ["main", "parse_ranks", "ship_result", "units_bar"]


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
    p.add_argument("--ship", action="store_true", help="(a preset, run to the end) store the "
                   "result as pokerlib/data/oasis_edge_PRESET.json, which house_edge() cites")
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
        if a.ship and not a.preset:
            raise DataError(key="oasis_edge_ship", why="give --preset")
        out = a.out or f"oasis-edge-{(a.preset or Path(a.rules).stem)}"
        result = run_job(rules, out, ranks=parse_ranks(a.ranks) if a.ranks else None,
                         rows=rows, unit_size=a.unit_size, workers=a.workers,
                         scheduler=a.scheduler,
                         progress=None if a.no_progress else units_bar(rules.name))
        print(describe(result))
        print(f"wrote {Path(out) / 'result.json'}")
        if a.ship:
            print(f"stored {ship_result(a.preset, result)}")
    except PokerError as e:
        print(f"error: {e}")
        return 2
    return 0




def ship_result(preset: str, result: dict[str, Any]) -> Path:
    """Store a preset's finished result in ``pokerlib/data`` with the command that makes it."""
    if not result.get("finished"):
        raise DataError(key="oasis_edge_ship", why="this run is not finished")
    data = {k: v for k, v in result.items() if k != "computed_now"}
    data["command"] = f"python -m pokerlib oasis-edge --preset {preset} --ship"
    path = shipped_path(preset)
    write_json(path, data)
    return path
