"""The command line ``python -m pokerlib replay FILE...``: replay files or folders of files and
print JSON, with an exit status that says how it went (:data:`EXIT_STATUSES`)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..errors import PHHError, PHHReadError
from .replay import replay

__all__ = ["main", "EXIT_STATUSES"]

#: Exit status of :func:`main` -> what it means; when several apply, the first listed here
#: that applies is returned (5, 4, then 2, 1, 3).
EXIT_STATUSES = {
    0: "every hand replayed complete and matches its finishing_stacks",
    4: "a file could not be read (missing, or not UTF-8 text), or a folder has no .phh file",
    2: "a file is not a valid hand history (the error is printed)",
    1: "some finishing stacks differ from the file's",
    3: "some hand is incomplete (the file stops early or lacks cards)",
    5: "pokerlib failed on a file in a way it should not (a bug: the line names the file; "
       "please report it)",
}


def _files(path: Path) -> list[Path]:
    try:
        folder = path.is_dir()
    except (OSError, ValueError):   # a name too long for the system, or with a NUL byte:
        folder = False              # read as a file, which then says it cannot be read
    return sorted(path.glob("*.phh")) if folder else [path]


def main(paths: Sequence[str | os.PathLike[str]], *, out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    """Replay files (or every ``*.phh`` in a folder) and print JSON: one object for one file,
    a list otherwise; problems go to ``err``, one line per file, and a folder run goes on past
    a file it cannot read. Exit status: 0 every hand complete and matching its
    ``finishing_stacks``; 4 a file could not be read (missing, not UTF-8) or a folder holds no
    ``.phh`` file; 2 a file is invalid; 1 some finishing stacks differ; 3 some hand is
    incomplete; 5 pokerlib itself failed on a file (when several apply: 5, 4, then 2, 1, 3)."""
    if isinstance(paths, (str, bytes, os.PathLike)) or not isinstance(paths, Sequence) \
            or not all(isinstance(p, (str, os.PathLike)) for p in paths):
        raise PHHError(key="type", what="paths", allowed="a list of file or folder paths",
                       value=paths)
    out = out or sys.stdout
    err = err or sys.stderr
    results = []
    unreadable = invalid = differ = incomplete = broken = False
    single = len(paths) == 1 and _files(Path(paths[0])) == [Path(paths[0])]
    if not paths:
        print("no file given: name .phh files or folders of them", file=err)
        unreadable = True
    for path in paths:
        p = Path(path)
        files = _files(p)
        if not files:
            print(f"{p}: no .phh file found in this folder", file=err)
            unreadable = True
        for f in files:
            try:
                r = replay(f)
            except PHHReadError as e:
                print(f"{f}: could not read: {e}", file=err)
                unreadable = True
                continue
            except PHHError as e:
                print(f"{f}: {e}", file=err)
                invalid = True
                continue
            except Exception as e:  # a bug: still one line, and the other files are replayed
                print(f"{f}: pokerlib failed ({type(e).__name__}: {e}); please report it",
                      file=err)
                broken = True
                continue
            d = r.as_dict()
            if not single:
                d = {"file": str(f), **d}
            results.append(d)
            for who, a, b in r.differences:
                print(f"{f}: finishing stack of {who} differs: file {a}, replay {b}",
                      file=err)
                differ = True
            if not r.complete:
                print(f"{f}: incomplete: {r.reason}", file=err)
                incomplete = True
    if results:
        payload = results[0] if single else results
        print(json.dumps(payload, indent=2, ensure_ascii=False), file=out)
    return 5 if broken else 4 if unreadable else 2 if invalid else 1 if differ \
        else 3 if incomplete else 0
