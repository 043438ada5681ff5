"""The ``python -m pokerlib oasis-edge`` command: the exact Oasis Poker house edge of any rules,
run as the resumable Dask job of :mod:`pokerlib.builders.oasis_exact_edge`, with a progress bar, and
``--ship`` to store a finished result in ``pokerlib/data`` (a preset's, or a rules file's
with the file, which :func:`pokerlib.oasis.house_edge` then answers from)."""

from __future__ import annotations

import argparse
import json
import logging
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..cli_lang import CLI, HelpFormatter, argparse_speaks, cli_lang
from ..course.progress_bar import ProgressBar, progress_bar
from ..error_messages import Said
from ..errors import DataError, PokerError
from .oasis_exact_edge import (
    FIELDS,
    MAX_UNIT_SIZE,
    N_HANDS,
    PRESETS,
    check_out_folder,
    check_scheduler_address,
    describe,
    finished_unit_files,
    max_workers,
    os_reason,
    rules_from_json,
    run_job,
    shipped_path,
    write_json,
)
from .oasis_exact_edge.report import LINES

__all__ = ["main", "parse_ranks", "parse_rows", "parse_unit_size", "parse_workers",
           "read_rules_file", "RULES_FILE_LIMIT", "rules_stem", "ship_result", "units_bar"]


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


#: A rules file is a short JSON object; a larger file (or /dev/zero) is refused before reading.
RULES_FILE_LIMIT = 64 * 1024


def read_rules_file(path: str) -> Any:
    """The JSON of a rules file: only a regular file of at most :data:`RULES_FILE_LIMIT` bytes
    is read (a FIFO would wait for ever, a device never ends), and nesting no rules need is
    refused in one sentence."""
    try:
        st = os.stat(path)
    except (OSError, ValueError) as e:    # missing, a name too long, a NUL in the name
        raise DataError(key="oasis_edge_rules_file", path=path, why=os_reason(e)) from None
    if not stat.S_ISREG(st.st_mode):
        raise DataError(key="oasis_edge_rules_not_file", path=path, kind=_file_kind(st.st_mode))
    if st.st_size > RULES_FILE_LIMIT:
        raise DataError(key="oasis_edge_rules_too_big", path=path, limit=RULES_FILE_LIMIT)
    try:
        with open(path, "rb") as f:
            raw = f.read(RULES_FILE_LIMIT + 1)
    except OSError as e:
        raise DataError(key="oasis_edge_rules_file", path=path, why=os_reason(e)) from None
    if len(raw) > RULES_FILE_LIMIT:     # it grew after the check
        raise DataError(key="oasis_edge_rules_too_big", path=path, limit=RULES_FILE_LIMIT)
    try:
        return json.loads(raw.decode("utf-8"))
    except RecursionError:
        raise DataError(key="oasis_edge_rules_nested", path=path) from None
    except ValueError as e:             # not UTF-8, not JSON
        raise DataError(key="oasis_edge_rules_file", path=path, why=str(e)) from None


def _file_kind(mode: int) -> Said:
    """What a path that is not a regular file is, in both languages."""
    if stat.S_ISDIR(mode):
        return Said("a folder", "フォルダ")
    if stat.S_ISFIFO(mode):
        return Said("a FIFO (named pipe)", "名前付きパイプ")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Said("a device", "デバイス")
    if stat.S_ISSOCK(mode):
        return Said("a socket", "ソケット")
    return Said("not a regular file", "通常のファイルではありません")


def parse_workers(text: str) -> int:
    """``--workers``: a whole number from 1 to
    :func:`~pokerlib.builders.oasis_exact_edge.max_workers`."""
    largest = max_workers()
    try:
        n = int(text.strip())
    except ValueError:
        n = 0
    if not 1 <= n <= largest or not text.strip().isdigit():
        raise DataError(key="oasis_edge_workers", largest=largest, value=text)
    return n


def parse_unit_size(text: str) -> int:
    """``--unit-size``: a whole number from 1 to
    :data:`~pokerlib.builders.oasis_exact_edge.MAX_UNIT_SIZE`."""
    t = text.strip()
    if not t.isdigit() or not 1 <= int(t) <= MAX_UNIT_SIZE:
        raise DataError(key="oasis_edge_unit_size", largest=MAX_UNIT_SIZE, value=text)
    return int(t)


def parse_rows(text: str) -> tuple[int, int]:
    """``--rows FIRST-END``: a range of hand rows."""
    lo, _, hi = text.partition("-")
    if not (lo.strip().isdigit() and hi.strip().isdigit()) or \
            not 0 <= int(lo) < int(hi) <= N_HANDS:
        raise DataError(key="oasis_edge_rows", largest=N_HANDS, value=text)
    return int(lo), int(hi)


def quiet_cluster() -> None:
    """Only the cluster's errors reach the terminal: its warnings while it shuts down after
    Ctrl-C (a worker killed mid-unit) are not the learner's business."""
    import distributed  # noqa: F401  (its loggers exist once it is imported)

    for name in list(logging.root.manager.loggerDict):
        if name == "distributed" or name.startswith("distributed."):
            logging.getLogger(name).setLevel(logging.CRITICAL)


class _Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is a PokerError: one ``error:`` line in the learner's
    language, no usage block."""

    def error(self, message: str) -> Any:
        raise DataError(key="oasis_edge_arguments", why=message)


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command's parser, its help in ``lang`` (build it inside
    :func:`pokerlib.cli_lang.argparse_speaks`)."""
    p = _Parser(prog="python -m pokerlib oasis-edge", formatter_class=HelpFormatter,
                description=CLI("edge_description", lang))
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--preset", choices=sorted(PRESETS), help=CLI("edge_preset", lang))
    g.add_argument("--rules", metavar="JSON", help=CLI(
        "edge_rules", lang, fields=", ".join(FIELDS), kib=RULES_FILE_LIMIT // 1024))
    p.add_argument("--out", metavar="DIR", help=CLI("edge_out", lang))
    p.add_argument("--workers", metavar="N", help=CLI("edge_workers", lang, most=max_workers()))
    p.add_argument("--scheduler", metavar="tcp://HOST:8786", help=CLI("edge_scheduler", lang))
    p.add_argument("--ranks", metavar="LIST", help=CLI("edge_ranks", lang))
    p.add_argument("--rows", metavar="FIRST-END", help=CLI("edge_rows", lang))
    p.add_argument("--unit-size", metavar="N", default="400",
                   help=CLI("edge_unit_size", lang, most=MAX_UNIT_SIZE))
    p.add_argument("--no-progress", action="store_true", help=CLI("edge_no_progress", lang))
    p.add_argument("--ship", action="store_true", help=CLI("edge_ship", lang))
    p.add_argument("--ship-bounds", action="store_true", help=CLI("edge_ship_bounds", lang))
    p.add_argument("--lang", choices=["en", "ja"], default=None, help=CLI("lang", lang))
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the command; the exit status: 0 done, 2 refused (one ``error:`` line on stderr, in
    the locale's language), 130 stopped by Ctrl-C (one line saying what was kept)."""
    lang = cli_lang(sys.argv[1:] if argv is None else argv)
    out: str | None = None
    try:
        with argparse_speaks(lang):
            a = _parser(lang).parse_args(argv)
        if a.preset:
            rules = PRESETS[a.preset]()
        else:
            rules = rules_from_json(read_rules_file(a.rules))
        rows = parse_rows(a.rows) if a.rows else None
        ranks = parse_ranks(a.ranks) if a.ranks else None
        workers = parse_workers(a.workers) if a.workers is not None else None
        unit_size = parse_unit_size(a.unit_size)
        if a.scheduler is not None:
            check_scheduler_address(a.scheduler)
        if a.ship and (a.ranks or a.rows):
            raise DataError(key="oasis_edge_ship",
                            why=Said("--ranks and --rows make a part",
                                     "--ranks と --rows では一部だけの計算になります"))
        out = a.out or f"oasis-edge-{(a.preset or rules_stem(a.rules))}"
        check_out_folder(out)
        if a.ship_bounds:
            print(LINES("stored", lang, path=ship_bounds(a.preset, rules, out)))
            return 0
        quiet_cluster()
        result = run_job(rules, out, ranks=ranks, rows=rows, unit_size=unit_size,
                         workers=workers, scheduler=a.scheduler,
                         progress=None if a.no_progress else units_bar(rules.name),
                         report=lambda line: print(line.message(lang), file=sys.stderr),
                         quiet=True)
        print(describe(result, lang))
        print(LINES("wrote", lang, path=Path(out) / "result.json"))
        if a.ship:
            print(LINES("stored", lang,
                        path=ship_result(a.preset, result, rules_file=a.rules)))
    except PokerError as e:
        print(f"error: {e.message(lang)}", file=sys.stderr)
        return 2
    except OSError as e:    # the folder cannot be written (disk full, permissions)
        err = DataError(key="oasis_edge_write", path=str(out), why=os_reason(e))
        print(f"error: {err.message(lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        kept = finished_unit_files(out) if out is not None else 0
        stop = DataError(key="oasis_edge_interrupted", kept=kept, folder=str(out))
        print(f"\n{stop.message(lang)}", file=sys.stderr)
        return 130
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
    from ..oasis import shipped_data
    from .oasis_exact_edge import folder_plan, read_results, rules_to_json

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
    data = {k: v for k, v in result.items() if k not in ("computed_now", "ignored_files")}
    header = folder_plan(out)[0].header()
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
    shipped_data.forget_loaded_data()
    return path


def _finished_units(out: Path, header: dict[str, Any]
                    ) -> tuple[dict[str, str], dict[str, Any], list[dict[str, Any]]]:
    """The digest and summary of every up card's bounds in the folder, and its finished exact
    units (only files that prove themselves, :mod:`pokerlib.builders.oasis_exact_edge.files`)."""
    from .oasis_exact_edge import folder_plan
    from .oasis_exact_edge.files import bounds_digest, chunks, n_classes

    plan, folder = folder_plan(out)
    digests, summaries, units = {}, {}, []
    for r in header["ranks"]:
        got = folder.load_bounds(r, plan.unit_size)
        if got is None:
            continue
        summary, arrays = got
        if arrays:
            digests[str(r)] = bounds_digest(arrays)
        summaries[str(r)] = {k: v for k, v in summary.items() if k != "arrays"}
        for c, lo, hi in chunks(n_classes(summary), plan.unit_size):
            if (u := folder.load_exact(r, c, hi - lo)) is not None:
                units.append(u)
    return digests, summaries, units


def ship_result(preset: str | None, result: dict[str, Any], rules_file: Any = None) -> Path:
    """Store a finished result in ``pokerlib/data`` with the command that makes it: a preset's
    as ``oasis_edge_PRESET.json``; a rules file's as ``oasis_edge_rules/NAME.json`` beside a
    copy of its rules (``NAME.rules.json``, which the stored command reads)."""
    from ..oasis import shipped_data

    if not result.get("finished"):
        raise DataError(key="oasis_edge_ship", why=Said("this run is not finished",
                                                         "この計算はまだ終わっていません"))
    data = {k: v for k, v in result.items() if k not in ("computed_now", "ignored_files")}
    if preset:
        data["command"] = f"python -m pokerlib oasis-edge --preset {preset} --ship"
        path = shipped_path(preset)
    else:
        folder = shipped_data.RULES_RESULTS_DIR
        stem = rules_stem(rules_file)
        rules = folder / f"{stem}.rules.json"
        data["command"] = (f"python -m pokerlib oasis-edge --rules "
                           f"pokerlib/data/{folder.name}/{rules.name} --ship")
        folder.mkdir(exist_ok=True)
        write_json(rules, result["rules"])
        path = folder / f"{stem}.json"
    write_json(path, data)
    shipped_data.forget_loaded_data()
    return path
