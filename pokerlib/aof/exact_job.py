"""One exact push/fold evaluation as a resumable Dask job: the showdown sums of
:class:`~pokerlib.aof.multiway_exact.ExactPushFoldGame` split into units of board classes.

* The 134,459 board classes (:mod:`pokerlib.aof.suit_boards`) are cut into ranges of
  ``unit_size``; each unit computes the showdown sums of its boards
  (:meth:`~pokerlib.aof.multiway_exact.ExactPushFoldGame.showdown_sums`), and the sums of all
  units finish the evaluation (:meth:`~pokerlib.aof.multiway_exact.ExactPushFoldGame.combine`).
* The job runs on ``dask.distributed``: by default a ``LocalCluster`` of ``workers`` processes
  on this machine, or an existing cluster (``scheduler="tcp://HOST:8786"``, or a ``Client``).
* Each finished unit is saved at once in the results folder ``out``
  (``unit_LLLLLL_HHHHHH.npy``, written to a temporary name and renamed, so a file is never half
  written); a second run skips the units already there. ``job.json`` names the game and a
  digest of the strategy: a folder made for another job is refused, and a unit file of the
  wrong shape counts as missing and is computed again.

>>> from pokerlib.aof.multiway_exact import ExactPushFoldGame
>>> plan = ExactJobPlan(ExactPushFoldGame(2, 8), unit_size=50_000)
>>> plan.units()
[(0, 50000), (50000, 100000), (100000, 134459)]
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..dask_client import job_client
from ..errors import TableError
from .multiway_exact import ExactPushFoldGame, ExactValues
from .multiway_solver import NodeFrequencies
from .suit_boards import N_BOARD_CLASSES, board_classes

__all__ = ["ExactJobPlan", "run_exact_unit", "run_exact_job", "run_exact_sums",
           "strategy_digest",
           "UNIT_SIZE"]

#: Board classes per unit by default: about 5 CPU-s three-handed, 5 CPU-min four-handed.
UNIT_SIZE = 2_000
_VERSION = 1


def strategy_digest(game: ExactPushFoldGame, strategy: NodeFrequencies) -> str:
    """A SHA-256 digest of the strategy's frequencies at the game's nodes, in node order."""
    h = hashlib.sha256()
    for node in game.nodes:
        h.update(repr(node).encode())
        h.update(np.ascontiguousarray(strategy[node], dtype=np.float64).tobytes())
    return h.hexdigest()


@dataclass(frozen=True)
class ExactJobPlan:
    """The units of one evaluation: the game and how many board classes per unit."""

    game: ExactPushFoldGame
    unit_size: int = UNIT_SIZE
    #: how many board classes the job covers (the first ones): all for an evaluation, fewer
    #: for a check against brute force
    classes: int = N_BOARD_CLASSES

    def __post_init__(self) -> None:
        if not isinstance(self.game, ExactPushFoldGame):
            raise TableError(key="aof_exact_game", value=self.game)
        u = self.unit_size
        if isinstance(u, bool) or not isinstance(u, int) or not 1 <= u <= N_BOARD_CLASSES:
            raise TableError(key="aof_exact_unit_size", value=u)
        c = self.classes
        if isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= N_BOARD_CLASSES:
            raise TableError(key="aof_exact_classes", value=c)

    def units(self) -> list[tuple[int, int]]:
        """The board-class ranges ``(lo, hi)``, in order."""
        return [(lo, min(lo + self.unit_size, self.classes))
                for lo in range(0, self.classes, self.unit_size)]

    def header(self, strategy: NodeFrequencies) -> dict[str, Any]:
        return {"version": _VERSION, "players": self.game.players,
                "stack_bb": self.game.stack_bb, "unit_size": self.unit_size,
                "classes": self.classes,
                "strategy": strategy_digest(self.game, strategy)}


def run_exact_unit(players: int, stack_bb: float, strategy: dict[str, list[float]],
                   lo: int, hi: int) -> tuple[int, int, np.ndarray]:
    """One unit on a worker: the showdown sums of board classes ``lo`` to ``hi - 1``.
    ``strategy`` maps ``repr(node)`` to 169 frequencies (plain lists travel well)."""
    game = ExactPushFoldGame(players, stack_bb)
    strat = {node: np.asarray(strategy[repr(node)], dtype=float) for node in game.nodes}
    boards, weights = board_classes()
    return lo, hi, game.showdown_sums(strat, boards[lo:hi], weights[lo:hi])


def _unit_path(out: Path, lo: int, hi: int) -> Path:
    return out / f"unit_{lo:06d}_{hi:06d}.npy"


def _load_unit(path: Path, rows: int) -> np.ndarray | None:
    try:
        a = np.load(path, allow_pickle=False)
    except (OSError, ValueError):
        return None
    if a.shape != (rows, 169) or a.dtype != np.float64 or not np.all(np.isfinite(a)):
        return None
    return a


def _save_unit(path: Path, a: np.ndarray) -> None:
    tmp = path.with_suffix(".tmp.npy")
    np.save(tmp, a)
    os.replace(tmp, path)


def _open_folder(out: object, header: dict[str, Any]) -> Path:
    if not isinstance(out, (str, os.PathLike)) or not str(out):
        raise TableError(key="aof_exact_folder", value=out)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    job = folder / "job.json"
    if job.exists():
        try:
            found = json.loads(job.read_text())
        except (OSError, ValueError):
            found = None
        if found != header:
            raise TableError(key="aof_exact_other_job", folder=str(folder),
                             found=json.dumps(found)[:200], wanted=json.dumps(header))
    else:
        job.write_text(json.dumps(header))
    return folder


def run_exact_job(game: ExactPushFoldGame, strategy: NodeFrequencies, out: object, *,
                  unit_size: int = UNIT_SIZE, workers: int | None = None,
                  scheduler: str | None = None, client: Any = None,
                  progress: Callable[[int, int], Any] | None = None,
                  quiet: bool = True) -> ExactValues:
    """The exact values of ``strategy`` (:meth:`ExactPushFoldGame.evaluate`), computed unit
    by unit on Dask and saved in the folder ``out`` as each unit finishes (a second call
    with the same game and strategy resumes). ``progress``: None, or a function called as
    ``progress(units_done, units_total)``; ``workers`` local processes (default: the cores),
    or ``scheduler`` an address, or ``client`` a ``dask.distributed.Client``."""
    if not isinstance(game, ExactPushFoldGame):
        raise TableError(key="aof_exact_game", value=game)
    strategy = game.check_strategy(strategy)
    total = run_exact_sums(game, strategy, out, unit_size=unit_size, workers=workers,
                           scheduler=scheduler, client=client, progress=progress, quiet=quiet)
    return game.combine(strategy, total)


def run_exact_sums(game: ExactPushFoldGame, strategy: NodeFrequencies, out: object, *,
                   classes: int = N_BOARD_CLASSES, unit_size: int = UNIT_SIZE,
                   workers: int | None = None, scheduler: str | None = None,
                   client: Any = None, progress: Callable[[int, int], Any] | None = None,
                   quiet: bool = True) -> np.ndarray:
    """The job's showdown sums over the first ``classes`` board classes (all by default), as
    :meth:`ExactPushFoldGame.showdown_sums` gives them, computed and saved unit by unit."""
    plan = ExactJobPlan(game, unit_size, classes)
    strategy = game.check_strategy(strategy)
    if progress is not None and not callable(progress):
        raise TableError(key="aof_exact_progress", value=progress)
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                or not 1 <= workers <= 1024):
        raise TableError(key="aof_exact_workers", value=workers)
    folder = _open_folder(out, plan.header(strategy))
    rows = len(game.showdown_rows())
    parts: dict[int, np.ndarray] = {}
    todo = []
    units = plan.units()
    for lo, hi in units:
        a = _load_unit(_unit_path(folder, lo, hi), rows)
        if a is None:
            todo.append((lo, hi))
        else:
            parts[lo] = a
    done = len(units) - len(todo)
    if progress is not None:
        progress(done, len(units))
    if todo:
        from dask.distributed import as_completed

        n = workers or max(1, min(os.cpu_count() or 1, len(todo)))
        with job_client(client, scheduler, n, quiet, lambda address, why: TableError(
                key="aof_exact_scheduler", address=address, why=why)) as client:
            plain = {repr(node): strategy[node].tolist() for node in game.nodes}
            futures = [client.submit(run_exact_unit, game.players, game.stack_bb, plain,
                                     lo, hi, pure=False) for lo, hi in todo]
            for fut in as_completed(futures):
                lo, hi, a = fut.result()
                _save_unit(_unit_path(folder, lo, hi), a)
                parts[lo] = a
                done += 1
                if progress is not None:
                    progress(done, len(units))
    # summed in board order, so a resumed job gives the same figures to the last bit
    total = np.zeros((rows, 169))
    for lo, _ in units:
        total += parts[lo]
    return total
