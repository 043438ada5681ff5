"""The command line ``python -m pokerlib replay FILE...``: replay files or folders of files and
print JSON, with an exit status that says how it went (:data:`EXIT_STATUSES`). Its lines speak
English or Japanese (``lang``; the command takes ``--lang`` or the locale, see
:mod:`pokerlib.cli_lang`)."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..cli_lang import CLI
from ..errors import PHHError, PHHReadError
from ..lang import check_lang, resolve_lang
from .replay import replay
from .result import Replay

__all__ = ["main", "EXIT_STATUSES", "exit_statuses"]

#: Exit status of :func:`main` -> what it means; when several apply, the first listed here
#: that applies is returned (5, 4, then 2, 1, 3).
EXIT_STATUSES = {code: CLI(f"status_{code}", "en") for code in (0, 4, 2, 1, 3, 5)}


def exit_statuses(lang: str = "en") -> dict[int, str]:
    """:data:`EXIT_STATUSES` in ``lang``, in the same order."""
    return {code: CLI(f"status_{code}", lang) for code in EXIT_STATUSES}


def _files(path: Path) -> list[Path]:
    try:
        folder = path.is_dir()
    except (OSError, ValueError):   # a name too long for the system, or with a NUL byte:
        folder = False              # read as a file, which then says it cannot be read
    return sorted(path.glob("*.phh")) if folder else [path]


def main(paths: Sequence[str | os.PathLike[str]], *, out: TextIO | None = None,
         err: TextIO | None = None, lang: str | None = None) -> int:
    """Replay files (or every ``*.phh`` in a folder) and print JSON: one object for one file,
    a list otherwise; problems go to ``err``, one line per file, and a folder run goes on past
    a file it cannot read. Exit status: 0 every hand complete and matching its
    ``finishing_stacks``; 4 a file could not be read (missing, not UTF-8) or a folder holds no
    ``.phh`` file; 2 a file is invalid; 1 some finishing stacks differ; 3 some hand is
    incomplete; 5 pokerlib itself failed on a file (when several apply: 5, 4, then 2, 1, 3).
    The lines are in ``lang`` ("en" or "ja"; the default language when None); the JSON is the
    same in both."""
    lang = resolve_lang(lang)
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
        print(CLI("no_file", lang), file=err)
        unreadable = True
    for path in paths:
        p = Path(path)
        files = _files(p)
        if not files:
            print(CLI("empty_folder", lang, path=p), file=err)
            unreadable = True
        for f in files:
            try:
                r = replay(f)
            except PHHReadError as e:
                print(CLI("unreadable", lang, path=f, error=e.message(lang)), file=err)
                unreadable = True
                continue
            except PHHError as e:
                print(CLI("invalid", lang, path=f, error=e.message(lang)), file=err)
                invalid = True
                continue
            except Exception as e:  # a bug: still one line, and the other files are replayed
                print(CLI("broken", lang, path=f, kind=type(e).__name__, error=e), file=err)
                broken = True
                continue
            d = r.as_dict()
            if not single:
                d = {"file": str(f), **d}
            results.append(d)
            for who, a, b in r.differences:
                print(CLI("differs", lang, path=f, who=who, recorded=a, replayed=b), file=err)
                differ = True
            if not r.complete:
                print(CLI("incomplete", lang, path=f, reason=_incomplete_reason(r, lang)), file=err)
                incomplete = True
    if results:
        payload = results[0] if single else results
        print(json.dumps(payload, indent=2, ensure_ascii=False), file=out)
    return 5 if broken else 4 if unreadable else 2 if invalid else 1 if differ \
        else 3 if incomplete else 0


#: Why a replayed hand is incomplete, as the replay says it (English), in Japanese: the fixed
#: sentences, and patterns for those that name a count or players.
_REASONS_JA = [
    (re.compile(r"the file stops before the deal is complete"),
     "ファイルは配り終える前に終わっています"),
    (re.compile(r"the file stops before the replacement cards are dealt"),
     "ファイルは交換のカードを配る前に終わっています"),
    (re.compile(r"the file stops before the player folds or raises"),
     "ファイルはプレーヤーが Fold か Raise を選ぶ前に終わっています"),
    (re.compile(r"the dealer's cards are unknown, so the raise cannot be settled from the "
                r"file"),
     "ディーラーのカードが書かれていないので、Raise を精算できません"),
    (re.compile(r"the file deals (\d) of the 5 board cards, so the showdown cannot be "
                r"settled from it"),
     "ファイルはボードの5枚のうち{0}枚しか配っていないので、ショーダウンを精算できません"),
    (re.compile(r"the hole cards of (.+) are unknown, so the showdown cannot be settled from "
                r"the file"),
     "{0} のホールカードが書かれていないので、ショーダウンを精算できません"),
]


def _incomplete_reason(replay: Replay, lang: str) -> str:
    """Why ``replay`` (a :class:`pokerlib.phh.Replay` that is not complete) is incomplete, in
    ``lang``: a file that stops while a player is to act says who (the JSON says what that
    player may do)."""
    reason = str(replay.reason)
    if check_lang(lang) == "en":
        return reason
    for pattern, japanese in _REASONS_JA:
        m = pattern.fullmatch(reason)
        if m:
            return japanese.format(*m.groups())
    if replay.to_act is not None:
        return (f"ファイルは {replay.to_act} の番で終わっています"
                "（次にできるアクションは JSON の legal にあります）")
    return reason
