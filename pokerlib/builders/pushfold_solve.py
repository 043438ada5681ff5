"""The ``python -m pokerlib pushfold-solve`` command: certify a shipped 3- or 4-player push/fold
chart. Its exact values and exploitability are computed over every board and deal as the
resumable Dask job of :mod:`pokerlib.aof.exact_job` (a local cluster by default, any scheduler
by address), with the course's progress bar, and the certificate is stored in
``pokerlib/data/aof_pushfold_certified.json``::

    python -m pokerlib pushfold-solve --players 3 --stack 8 [--out DIR] [--workers N]
                                      [--scheduler tcp://HOST:8786] [--boards N]

A certificate holds the players, the stack, the exploitability (the sum of the players'
best-response gains against the chart, in big blinds per hand: no strategy of one player wins
more than his gain against it), each player's exact value, the holdout estimate it replaces,
a digest of the chart it certifies, and the cost in CPU-seconds (this process and its local
workers, summed over the runs that filled the folder; a remote cluster's CPU is not counted).
Three-handed one pass is about 330 CPU-seconds, four-handed about 4.9 CPU-hours
(docs/aof-exact.md). ``--boards N`` computes only the first N board classes: a part, to check
against a direct computation, never stored.

``python -m pokerlib regenerate aof-pushfold-certified`` certifies again every chart the file
holds (3 players at 8 BB when it is missing), each in its folder ``pushfold-solve-3p8``...
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
from pathlib import Path
from typing import Any

from ..aof.exact_job import UNIT_SIZE, run_exact_sums, strategy_digest
from ..aof.multiway_exact import ExactPushFoldGame
from ..aof.pushfold import CERTIFIED_FILE, DATA_DIR, load_certificates, load_multiway_data
from ..aof.suit_boards import N_BOARD_CLASSES
from ..cli_lang import CLI, HelpFormatter, argparse_speaks, cli_lang
from ..errors import DataError, PokerError, TableError
from .aof_exact import shipped_chart
from .oasis_edge import parse_workers, quiet_cluster, units_bar
from .oasis_exact_edge import check_out_folder, check_scheduler_address, max_workers, os_reason

__all__ = ["CERTIFIED_FILE", "DATA_SETS", "certify", "load_certificates", "main",
           "regenerate_data", "store_certificate"]

#: The data sets this module builds.
DATA_SETS = ("aof-pushfold-certified",)
#: What ``regenerate`` certifies when the file holds nothing yet.
DEFAULT_CHARTS = ((3, 8),)


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished child processes (the local workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def store_certificate(cert: dict[str, Any], path: Path | None = None) -> Path:
    """Put ``cert`` into the shipped file under its ``'players@depth'``, keeping the others."""
    if not isinstance(cert, dict) or cert.get("players") not in (2, 3, 4) or \
            isinstance(cert.get("stack_bb"), bool) or \
            not isinstance(cert.get("stack_bb"), (int, float)) or \
            not isinstance(cert.get("exploitability"), (int, float)):
        raise DataError(key="pushfold_solve_certificate", value=repr(cert)[:120])
    path = DATA_DIR / CERTIFIED_FILE if path is None else Path(path)
    results = load_certificates(path)
    results[f"{cert['players']}@{cert['stack_bb']:g}"] = cert
    body = {"name": DATA_SETS[0],
            "method": "exact over every board and every deal of hole cards, card removal "
                      "counted, boards by suit class (docs/aof-exact.md); exploitability = the "
                      "sum of the players' best-response gains against the chart, BB/hand",
            "results": dict(sorted(results.items(),
                                   key=lambda kv: tuple(float(x) for x in kv[0].split("@"))))}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(body, indent=1) + "\n")
    tmp.replace(path)
    return path


def certify(players: int, stack_bb: float, out: Any, *, workers: int | None = None,
            scheduler: str | None = None, boards: int = N_BOARD_CLASSES,
            unit_size: int = UNIT_SIZE, progress: bool = True) -> dict[str, Any]:
    """The exact pass over the first ``boards`` board classes of the shipped chart
    ``players@stack_bb``, unit by unit in the folder ``out`` (a second call resumes). Every
    board: the certificate (also saved as ``certificate.json`` in ``out``); fewer: the part's
    summary (never a certificate)."""
    if not isinstance(progress, bool):
        raise TableError(key="aof_progress_true_false", progress=progress)
    if isinstance(boards, bool) or not isinstance(boards, int) or \
            not 1 <= boards <= N_BOARD_CLASSES:
        raise DataError(key="pushfold_solve_boards", most=N_BOARD_CLASSES, value=boards)
    strategy = shipped_chart(players, stack_bb)
    game = ExactPushFoldGame(players, stack_bb)
    folder = check_out_folder(out)
    c0 = _cpu_seconds()
    sums = run_exact_sums(game, strategy, folder, classes=boards, unit_size=unit_size,
                          workers=workers, scheduler=scheduler,
                          progress=units_bar(f"{players}@{stack_bb:g}") if progress else None)
    cost_file = folder / "cost.json"
    try:
        cost = json.loads(cost_file.read_text())
    except (OSError, ValueError):
        cost = {"cpu_seconds": 0.0, "runs": 0}
    cost = {"cpu_seconds": float(cost.get("cpu_seconds", 0.0)) + _cpu_seconds() - c0,
            "runs": int(cost.get("runs", 0)) + 1}
    cost_file.write_text(json.dumps(cost))
    if boards < N_BOARD_CLASSES:
        return {"players": players, "stack_bb": float(stack_bb), "boards": boards,
                "rows": int(sums.shape[0]), "total": float(sums.sum())}
    r = game.combine(strategy, sums)
    holdout = load_multiway_data()["results"][f"{players}@{stack_bb:g}"].get("holdout")
    cert = {"players": players, "stack_bb": float(stack_bb),
            "exploitability": round(r.exploitability, 9),
            "value": [round(float(v), 9) for v in r.value],
            "gain": [round(float(g), 9) for g in r.gain],
            "holdout": holdout, "cpu_seconds": round(cost["cpu_seconds"], 1),
            "strategy": strategy_digest(game, strategy)}
    (folder / "certificate.json").write_text(json.dumps(cert, indent=1))
    return cert


def regenerate_data(name: str = "aof-pushfold-certified", progress: bool = True) -> Path:
    """Certify again every chart the shipped file holds, each resumable in its folder
    ``pushfold-solve-{players}p{stack}`` of the working directory."""
    if not isinstance(name, str) or name not in DATA_SETS:
        raise DataError(key="pushfold_solve_data_set", name=name)
    charts = [(c["players"], c["stack_bb"]) for c in load_certificates().values()] \
        or list(DEFAULT_CHARTS)
    path = DATA_DIR / CERTIFIED_FILE
    for players, stack in charts:
        cert = certify(players, stack, f"pushfold-solve-{players}p{stack:g}", progress=progress)
        path = store_certificate(cert)
    return path


class _Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is a PokerError: one ``error:`` line, no usage block."""

    def error(self, message: str) -> Any:
        raise DataError(key="pushfold_solve_arguments", why=message)


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    p = _Parser(prog="python -m pokerlib pushfold-solve", formatter_class=HelpFormatter,
                description=CLI("solve_description", lang))
    p.add_argument("--players", metavar="N", required=True, help=CLI("solve_players", lang))
    p.add_argument("--stack", metavar="BB", required=True, help=CLI("solve_stack", lang))
    p.add_argument("--out", metavar="DIR", help=CLI("solve_out", lang))
    p.add_argument("--workers", metavar="N", help=CLI("edge_workers", lang, most=max_workers()))
    p.add_argument("--scheduler", metavar="tcp://HOST:8786", help=CLI("edge_scheduler", lang))
    p.add_argument("--boards", metavar="N", help=CLI("solve_boards", lang,
                                                     most=N_BOARD_CLASSES))
    p.add_argument("--no-progress", action="store_true", help=CLI("edge_no_progress", lang))
    p.add_argument("--lang", choices=["en", "ja"], default=None, help=CLI("lang", lang))
    return p


def _chart(players: str, stack: str) -> tuple[int, int]:
    """``--players`` and ``--stack`` as a shipped chart, or a sentence naming the shipped."""
    shipped = list(load_multiway_data().get("results", {}))
    p, s = players.strip(), stack.strip()
    if not (p.isdigit() and s.isdigit()) or f"{int(p)}@{int(s)}" not in shipped:
        raise DataError(key="pushfold_solve_chart", players=players, stack=stack,
                        shipped=", ".join(shipped))
    return int(p), int(s)


def main(argv: list[str] | None = None) -> int:
    """Run the command; the exit status: 0 done, 2 refused (one ``error:`` line on stderr),
    130 stopped by Ctrl-C (the finished units are kept: the same command resumes)."""
    lang = cli_lang(sys.argv[1:] if argv is None else argv)
    out: str | None = None
    try:
        with argparse_speaks(lang):
            a = _parser(lang).parse_args(argv)
        players, stack = _chart(a.players, a.stack)
        workers = parse_workers(a.workers) if a.workers is not None else None
        if a.scheduler is not None:
            check_scheduler_address(a.scheduler)
        boards = N_BOARD_CLASSES
        if a.boards is not None:
            t = a.boards.strip()
            if not t.isdigit() or not 1 <= int(t) <= N_BOARD_CLASSES:
                raise DataError(key="pushfold_solve_boards", most=N_BOARD_CLASSES,
                                value=a.boards)
            boards = int(t)
        out = a.out or f"pushfold-solve-{players}p{stack}"
        check_out_folder(out)
        quiet_cluster()
        got = certify(players, stack, out, workers=workers, scheduler=a.scheduler,
                      boards=boards,
                      unit_size=UNIT_SIZE if boards == N_BOARD_CLASSES else -(-boards // 4),
                      progress=not a.no_progress)
        if boards < N_BOARD_CLASSES:
            print(CLI("solve_part", lang, boards=boards, all=N_BOARD_CLASSES, folder=out))
            return 0
        print(CLI("solve_done", lang, chart=f"{players}@{stack}", x=got["exploitability"],
                  holdout=got["holdout"], cpu=got["cpu_seconds"],
                  values=", ".join(f"{v:+.5f}" for v in got["value"])))
        print(CLI("wrote", lang, path=store_certificate(got)))
    except PokerError as e:
        print(f"error: {e.message(lang)}", file=sys.stderr)
        return 2
    except OSError as e:
        err = DataError(key="oasis_edge_write", path=str(out), why=os_reason(e))
        print(f"error: {err.message(lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        stop = DataError(key="pushfold_solve_interrupted", folder=str(out))
        print(f"\n{stop.message(lang)}", file=sys.stderr)
        return 130
    return 0
