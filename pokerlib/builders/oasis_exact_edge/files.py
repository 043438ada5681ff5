"""The files of a house-edge results folder prove themselves: a digest tied to the run's plan
and to the file's own content, and a check of every field's shape.

A results folder of :mod:`pokerlib.builders.oasis_exact_edge.job` holds one file per finished unit.
Such a
file is used again only when

* its ``"digest"`` is the SHA-256 of the plan's digest (:func:`plan_digest`: the rules, the
  unit split, the job's version), the kind of unit and its own content (a bounds unit's arrays
  included, through :func:`~pokerlib.builders.oasis_exact_edge.job.bounds_digest`), so a unit of
  another run,
  an edited figure or a damaged array file does not check; and
* every field the figures are made from has its shape (:func:`exact_unit_problem`,
  :func:`bounds_summary_problem`, :func:`bounds_arrays_problem`), so nothing read from a
  folder can raise while the figures are summed.

A file that does not check counts as missing: the job computes it again, and says so in one
line. Signing and checking:

>>> key = plan_digest({"rules": {"name": "x"}, "unit_size": 10})
>>> unit = sign({"rank": 0, "gain": "1/2"}, key, "exact")
>>> verified(unit, key, "exact"), verified({**unit, "gain": "1/3"}, key, "exact")
(True, False)
>>> verified(unit, plan_digest({"rules": {"name": "x"}, "unit_size": 11}), "exact")
False
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import stat
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ...error_messages import Said
from ...errors import DataError

__all__ = ["plan_digest", "sign", "verified", "exact_unit_problem", "bounds_summary_problem",
           "bounds_arrays_problem", "COUNT_KEYS", "ResultsFolder", "bounds_digest", "chunks",
           "n_classes", "write_json", "bounds_paths", "exact_path", "UNIT_FILE_LIMIT",
           "check_out_folder", "finished_unit_files", "os_reason"]

#: A unit's JSON file is a few kilobytes; a larger one is not a unit (and is not read).
UNIT_FILE_LIMIT = 4 * 1024 * 1024

#: the numbers of cards of a multi-card exchange, as the units' per-count fields name them
COUNT_KEYS = ("2", "3", "4", "5")
_ACTIONS = {"fold", "raise", "exchange 1", "exchange 2", "exchange 3", "exchange 4",
            "exchange 5"}


def plan_digest(header: dict[str, Any]) -> str:
    """The SHA-256 of a job's header (rules, unit size, ranks, rows, version)."""
    return hashlib.sha256(_canonical(header).encode()).hexdigest()


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _digest(data: dict[str, Any], key: str, kind: str, extra: str) -> str:
    body = {k: v for k, v in data.items() if k != "digest"}
    return hashlib.sha256(f"{key}|{kind}|{extra}|{_canonical(body)}".encode()).hexdigest()


def sign(data: dict[str, Any], key: str, kind: str, extra: str = "") -> dict[str, Any]:
    """``data`` with its ``"digest"`` for the plan ``key`` (``extra``: what else the unit is
    made of, e.g. the digest of its arrays)."""
    return {**{k: v for k, v in data.items() if k != "digest"},
            "digest": _digest(data, key, kind, extra)}


def verified(data: Any, key: str, kind: str, extra: str = "") -> bool:
    """Whether ``data`` carries the digest :func:`sign` gives it under the plan ``key``."""
    try:
        return isinstance(data, dict) and data.get("digest") == _digest(data, key, kind, extra)
    except (TypeError, ValueError):   # not JSON-able (cannot come from a file)
        return False


# --- shapes -----------------------------------------------------------------------------------

def _whole(x: Any, minimum: int = 0) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= minimum


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _number_or_none(x: Any) -> bool:
    return x is None or _number(x)


def _fraction(x: Any, nonnegative: bool = False) -> bool:
    if not isinstance(x, str) or len(x) > 10_000:
        return False
    try:
        f = Fraction(x)
    except (ValueError, ZeroDivisionError):
        return False
    return f >= 0 or not nonnegative


def _per_count(x: Any, check: Any) -> bool:
    return isinstance(x, dict) and set(x) == set(COUNT_KEYS) and all(check(v) for v in x.values())


def _cpu(x: Any) -> bool:
    return isinstance(x, dict) and all(isinstance(k, str) and _number(v) and math.isfinite(v)
                                       for k, v in x.items())


def exact_unit_problem(d: Any, rank: int, chunk: int, classes: int | None) -> str | None:
    """Why ``d`` is not the exact unit ``chunk`` of the up card ``rank`` (of ``classes``
    surviving classes), or None when every field has its shape."""
    if not isinstance(d, dict):
        return "not a JSON object"
    if (d.get("rank"), d.get("chunk")) != (rank, chunk):
        return "another unit's"
    if not _whole(d.get("classes")) or classes is not None and d["classes"] != classes:
        return "another split's"
    checks = {
        "situations": _whole, "gain": lambda x: _fraction(x, nonnegative=True),
        "wager_delta": _fraction,
        "moved": lambda x: isinstance(x, dict) and all(
            k in _ACTIONS and isinstance(v, int) and not isinstance(v, bool)
            for k, v in x.items()),
        "checked": lambda x: _per_count(x, _whole),
        "pruned_by_01": lambda x: _per_count(x, _whole),
        "valued": lambda x: _per_count(x, _whole),
        "optimal": lambda x: _per_count(x, _whole),
        "smallest_margin": lambda x: _per_count(x, _number_or_none),
        "cpu": _cpu, "cpu_seconds": _number}
    bad = [f for f, ok in checks.items() if f not in d or not ok(d[f])]
    return f"field {bad[0]!r}" if bad else None


def _by_count_entry(st: Any) -> bool:
    if not isinstance(st, dict):
        return False
    if not (_whole(st.get("fee")) and _whole(st.get("classes"))
            and _whole(st.get("situations")) and _number_or_none(st.get("smallest_slack", 0))
            and _number_or_none(st.get("largest_bound", 0))
            and "smallest_slack" in st and "largest_bound" in st):
        return False
    if "ruled_out_by" in st and not isinstance(st["ruled_out_by"], str):
        return False
    if "pruned_by_coupling" in st:
        return all(_whole(st.get(f)) for f in ("rank_classes", "pruned_by_coupling",
                                                 "pruned_by_coupling_situations")) and \
            _number_or_none(st.get("largest_coupling_bound", 0)) and \
            _number_or_none(st.get("smallest_coupling_margin", 0)) and \
            "largest_coupling_bound" in st and "smallest_coupling_margin" in st
    return True


def bounds_summary_problem(s: Any, rank: int) -> str | None:
    """Why ``s`` is not the bounds summary of the up card ``rank``, or None."""
    if not isinstance(s, dict):
        return "not a JSON object"
    if s.get("rank") != rank:
        return "another up card's"
    sv = s.get("survivors")
    checks = {
        "classes": _whole, "situations": _whole,
        "survivors": lambda x: isinstance(x, dict) and _whole(x.get("classes"))
        and _whole(x.get("situations")),
        "by_count": lambda x: isinstance(x, dict) and set(x) <= set(COUNT_KEYS)
        and all(_by_count_entry(v) for v in x.values()),
        "cpu": _cpu, "cpu_seconds": _number}
    bad = [f for f, ok in checks.items() if f not in s or not ok(s[f])]
    if not bad and "value01" in s:
        extra = {"value01": _fraction, "wager01": lambda x: _fraction(x, nonnegative=True),
                 "actions01": lambda x: isinstance(x, dict) and all(
                     k in _ACTIONS and _whole(v) for k, v in x.items())}
        bad = [f for f, ok in extra.items() if f not in s or not ok(s[f])]
    if not bad and isinstance(sv, dict) and sv["classes"] > s["classes"]:
        bad = ["survivors"]
    if not bad and s.get("arrays", "not kept") != "not kept":
        bad = ["arrays"]
    return f"field {bad[0]!r}" if bad else None


_ARRAYS = {"rows": "i", "weights": "i", "alive": "i", "bounds": "f", "base": "f"}
_ARRAYS01 = {"best01": "i", "action01": "i", "wager01": "i"}


def bounds_arrays_problem(arrays: dict[str, np.ndarray], n: int, n_hands: int) -> str | None:
    """Why ``arrays`` are not the survivors' arrays of a bounds unit (``n`` classes, hand rows
    below ``n_hands``), or None."""
    want = dict(_ARRAYS)
    if any(k in arrays for k in _ARRAYS01):
        want.update(_ARRAYS01)
    if set(arrays) != set(want):
        return "other arrays"
    for k, kind in want.items():
        a = arrays[k]
        shape = (n, 6) if k == "bounds" else (n,)
        if a.dtype.kind != kind or a.shape != shape:
            return f"array {k!r}"
    if n and (arrays["rows"].min() < 0 or arrays["rows"].max() >= n_hands
              or arrays["weights"].min() < 1):
        return "array 'rows'"
    if "action01" in arrays and n and not np.isin(arrays["action01"], (0, 1, 2)).all():
        return "array 'action01'"
    return None


# --- the folder --------------------------------------------------------------------------------

def os_reason(e: BaseException) -> Said:
    """Why the system refused a path, in both languages."""
    words = {errno.ENOTDIR: ("a part of the path is a file, not a folder",
                             "パスの途中がフォルダではなくファイルです"),
             errno.ENAMETOOLONG: ("the name is too long", "名前が長すぎます"),
             errno.EACCES: ("permission denied", "権限がありません"),
             errno.EPERM: ("permission denied", "権限がありません"),
             errno.ENOSPC: ("the disk is full", "ディスクがいっぱいです"),
             errno.EROFS: ("a read-only file system", "読み取り専用のファイルシステムです"),
             errno.ENOENT: ("no such file or folder", "ファイルもフォルダもありません"),
             errno.EISDIR: ("it is a folder", "フォルダです")}
    code = getattr(e, "errno", None)
    if code in words:
        return Said(*words[code])
    text = getattr(e, "strerror", None) or str(e) or type(e).__name__
    return Said(text, text)


def check_out_folder(out: Any) -> Path:
    """``out`` as a results folder's path: a folder, or nothing yet (made by the run); a file,
    a path through a file or a name the system cannot take is refused in one sentence."""
    if not isinstance(out, (str, os.PathLike)):
        raise DataError(key="oasis_results_path", value=out)
    path = Path(out)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return path
    except (OSError, ValueError) as e:      # ValueError: a NUL in the name
        raise DataError(key="oasis_edge_out", path=str(out), why=os_reason(e)) from None
    if not stat.S_ISDIR(st.st_mode):
        raise DataError(key="oasis_edge_out", path=str(out),
                        why=Said("it is a file, not a folder", "フォルダではなくファイルです"))
    return path


def finished_unit_files(out: Any) -> int:
    """How many unit files a results folder holds (what an interrupted run kept)."""
    try:
        return sum(1 for p in Path(out).iterdir()
                   if p.suffix == ".json" and p.name.startswith(("exact_", "bounds_")))
    except (OSError, ValueError):
        return 0



def write_json(path: Path, data: dict[str, Any]) -> None:
    """Write atomically: a temporary file renamed over the target."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1))
    os.replace(tmp, path)


def bounds_paths(out: Path, rank: int) -> tuple[Path, Path]:
    """An up card's bounds unit: its summary and its arrays."""
    return out / f"bounds_{rank:02d}.json", out / f"bounds_{rank:02d}.npz"


def exact_path(out: Path, rank: int, chunk: int) -> Path:
    """An exact unit's file."""
    return out / f"exact_{rank:02d}_{chunk:05d}.json"


def chunks(n: int, size: int) -> list[tuple[int, int, int]]:
    """The exact units of ``n`` surviving classes: (chunk, first, end)."""
    return [(c, lo, min(lo + size, n)) for c, lo in enumerate(range(0, n, size))]


def n_classes(summary: dict[str, Any]) -> int:
    """How many surviving classes an up card's bounds left for the exact stage."""
    return int(summary["survivors"]["classes"])


def bounds_digest(arrays: dict[str, np.ndarray]) -> str:
    """A fingerprint of an up card's bounds (every array its exact units are made from): a
    stored exact unit is used again only where the recomputed bounds are the same bytes."""
    h = hashlib.sha256()
    for k in sorted(arrays):
        a = np.ascontiguousarray(arrays[k])
        h.update(f"{k}|{a.dtype}|{a.shape}|".encode())
        h.update(a.tobytes())
    return h.hexdigest()


def _clear(path: Path) -> None:
    """An empty folder where a unit's file belongs is taken away (a file cannot replace it);
    anything else there is replaced by the rename."""
    if path.is_dir() and not any(path.iterdir()):
        path.rmdir()


_DIGEST = Said("its digest does not match its content or this run",
               "ダイジェストが内容かこの計算と合いません")
_MISSING_ARRAYS = Said("its arrays are missing", "配列のファイルがありません")


class ResultsFolder:
    """The unit files of one results folder, read only where they prove themselves and
    written signed, for the plan whose :func:`plan_digest` is ``key``. Every file that does
    not check is remembered in :attr:`ignored` (file name -> why, in both languages)."""

    def __init__(self, out: Any, key: str, n_hands: int):
        self.out = Path(out)
        self.key = key
        self.n_hands = n_hands
        self.ignored: dict[str, Said] = {}

    def _ignore(self, path: Path, why: Said) -> None:
        self.ignored.setdefault(path.name, why)

    def _read(self, path: Path) -> Any:
        """A unit file's JSON, or None (missing: silently; unreadable: remembered)."""
        try:
            st = os.stat(path)
        except OSError:
            return None
        if not stat.S_ISREG(st.st_mode) or st.st_size > UNIT_FILE_LIMIT:
            self._ignore(path, Said("not a unit's file", "単位のファイルではありません"))
            return None
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError) as e:
            self._ignore(path, Said(f"unreadable: {type(e).__name__}",
                                    f"読めません: {type(e).__name__}"))
            return None

    def _shape(self, path: Path, problem: str) -> None:
        self._ignore(path, Said(f"{problem} does not have its shape",
                                f"{problem} の形が正しくありません"))

    def load_exact(self, rank: int, chunk: int, classes: int | None) -> dict[str, Any] | None:
        """A finished exact unit (``classes``: its size in the bounds it belongs to), or
        None."""
        path = exact_path(self.out, rank, chunk)
        d = self._read(path)
        if d is None:
            return None
        if (problem := exact_unit_problem(d, rank, chunk, classes)) is not None:
            self._shape(path, problem)
            return None
        if not verified(d, self.key, "exact"):
            self._ignore(path, _DIGEST)
            return None
        return {k: v for k, v in d.items() if k != "digest"}

    def save_exact(self, d: dict[str, Any]) -> None:
        path = exact_path(self.out, d["rank"], d["chunk"])
        _clear(path)
        write_json(path, sign(d, self.key, "exact"))
        self.ignored.pop(path.name, None)

    def load_bounds(self, rank: int, unit_size: int | None
                    ) -> tuple[dict[str, Any], dict[str, np.ndarray]] | None:
        """An up card's finished bounds unit: its summary and its arrays. A summary stored
        without arrays (``"arrays": "not kept"``, from a stored run whose exact units of this
        up card were all finished) counts only while every one of those units is in the
        folder (``unit_size`` says which they are); its arrays are then ``{}``."""
        js, npz = bounds_paths(self.out, rank)
        s = self._read(js)
        if s is None:
            return None
        if (problem := bounds_summary_problem(s, rank)) is not None:
            self._shape(js, problem)
            return None
        summary = {k: v for k, v in s.items() if k != "digest"}
        if s.get("arrays") == "not kept":
            if not verified(s, self.key, "bounds", "not kept"):
                self._ignore(js, _DIGEST)
                return None
            if unit_size is None or not all(
                    self.load_exact(rank, c, hi - lo) is not None
                    for c, lo, hi in chunks(n_classes(summary), unit_size)):
                return None
            return summary, {}
        arrays = self._read_arrays(npz)
        if arrays is None:
            return None
        if (problem := bounds_arrays_problem(arrays, n_classes(summary), self.n_hands)):
            self._shape(npz, problem)
            return None
        if not verified(s, self.key, "bounds", bounds_digest(arrays)):
            self._ignore(js, _DIGEST)    # (either file may be the damaged one)
            self._ignore(npz, _DIGEST)
            return None
        return summary, arrays

    def _read_arrays(self, npz: Path) -> dict[str, np.ndarray] | None:
        try:
            st = os.stat(npz)
        except OSError:
            self._ignore(npz, _MISSING_ARRAYS)
            return None
        if not stat.S_ISREG(st.st_mode):
            self._ignore(npz, Said("not a unit's file", "単位のファイルではありません"))
            return None
        try:
            with np.load(npz, allow_pickle=False) as z:
                return {k: z[k] for k in z.files}
        except Exception as e:   # a damaged archive raises whatever zipfile or numpy meets
            self._ignore(npz, Said(f"unreadable: {type(e).__name__}",
                                   f"読めません: {type(e).__name__}"))
            return None

    def save_bounds(self, summary: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
        """Store a bounds unit: its arrays, then its signed summary (which marks it finished)."""
        js, npz = bounds_paths(self.out, summary["rank"])
        _clear(js)
        _clear(npz)
        tmp = npz.with_name(npz.stem + ".tmp.npz")
        named: dict[str, Any] = arrays
        np.savez(tmp, **named)
        os.replace(tmp, npz)
        write_json(js, sign(summary, self.key, "bounds", bounds_digest(arrays)))
        for p in (js, npz):
            self.ignored.pop(p.name, None)

    def save_bounds_summary(self, summary: dict[str, Any]) -> None:
        """Store the summary of an up card whose units are all in (no arrays kept)."""
        js = bounds_paths(self.out, summary["rank"])[0]
        write_json(js, sign({**summary, "arrays": "not kept"}, self.key, "bounds", "not kept"))
