"""The drills in a terminal: ``python -m pokerlib.drills oasis --spots 20`` deals spots, asks
for an answer, grades it and keeps score (``pushfold`` and ``split`` likewise).

An answer the drill cannot read is explained and asked again; an empty line skips the spot;
end of input (Ctrl-D) stops early. The last line is the record's summary. ``--lang ja``
explains in Japanese.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from ..errors import PokerError
from ..i18n import Messages
from ..oasis import OasisRules
from .base import Drill
from .oasis import OasisDrill
from .pushfold import PushFoldDrill
from .split import SplitDrill, SplitSpot

__all__ = ["main"]

_PROMPTS = Messages(
    en={"oasis": "fold, raise or the cards to exchange (e.g. 2d 8c)? ",
        "pushfold": "all-in or fold? ", "receives": "{p} receives: ", "spot": "Spot {n}. ",
        "skipped": "(skipped)"},
    ja={"oasis": "fold、raise、または交換するカード（例: 2d 8c）? ",
        "pushfold": "all-in か fold? ", "receives": "{p} が受け取るチップ: ",
        "spot": "問題 {n}. ", "skipped": "（とばしました）"})


def _drill(args: argparse.Namespace) -> Drill:
    if args.drill == "oasis":
        presets = OasisRules.presets()
        return OasisDrill(presets[args.rules], seed=args.seed, lang=args.lang)
    if args.drill == "pushfold":
        return PushFoldDrill(args.players, args.stack, seed=args.seed, lang=args.lang)
    return SplitDrill(seed=args.seed, lang=args.lang)


class _Stop(Exception):
    """The input ended."""


def _line(read: TextIO, out: TextIO, prompt: str) -> str:
    """One answer line, stripped ('' for an empty line); _Stop at the end of input."""
    out.write(prompt)
    out.flush()
    line = read.readline()
    if line == "":
        out.write("\n")
        raise _Stop
    return line.strip()


def _ask(spot: Any, kind: str, read: TextIO, out: TextIO, lang: str = "en") -> Any:
    """The answer to a spot; None to skip it (an empty line)."""
    if not isinstance(spot, SplitSpot):
        return _line(read, out, _PROMPTS(kind, lang)) or None
    answer: dict[str, Any] = {}
    for p in spot.players:
        text = _line(read, out, _PROMPTS("receives", lang, p=p))
        if not text:
            return None
        answer[p] = int(text) if text.lstrip("-").isdigit() else text
    return answer


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run a drill in the terminal; returns the exit status (0, or 2 for bad arguments)."""
    read, out = stdin or sys.stdin, stdout or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m pokerlib.drills",
                                     description="Practice drills graded exactly.")
    parser.add_argument("drill", choices=["oasis", "pushfold", "split"])
    parser.add_argument("--spots", type=int, default=10, help="how many spots (default 10)")
    parser.add_argument("--seed", type=int, default=0, help="the same seed deals the same spots")
    parser.add_argument("--rules", default="BGaming", choices=sorted(OasisRules.presets()),
                        help="Oasis rules preset")
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4],
                        help="push/fold: players at the table")
    parser.add_argument("--stack", type=float, default=None,
                        help="push/fold: stack depth in big blinds (default: a different "
                             "shipped depth each spot)")
    parser.add_argument("--lang", default="en", choices=["en", "ja"],
                        help="the language of the explanations (default en)")
    args = parser.parse_args(argv)
    try:
        drill = _drill(args)
    except PokerError as exc:
        parser.error(str(exc))
    try:
        for n in range(1, max(args.spots, 0) + 1):
            spot = drill.next()
            out.write(f"\n{_PROMPTS('spot', args.lang, n=n)}{spot.describe(args.lang)}\n")
            while True:
                answer = _ask(spot, args.drill, read, out, args.lang)
                if answer is None:
                    out.write(f"  {_PROMPTS('skipped', args.lang)}\n")
                    break
                try:
                    grade = drill.grade(answer)
                except PokerError as exc:
                    out.write(f"  {exc}\n")
                    continue
                out.write(f"  {grade.describe()}\n")
                break
    except _Stop:
        pass
    out.write(f"\n{drill.record.summary()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
