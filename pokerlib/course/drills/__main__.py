"""The drills in a terminal: ``python -m pokerlib.course.drills oasis --spots 20`` deals spots, asks
for an answer, grades it and keeps score (``pushfold`` and ``split`` likewise).

An answer the drill cannot read is explained and asked again; an empty line skips the spot;
end of input (Ctrl-D) stops early. The last line is the record's summary. ``--lang ja`` (or a
Japanese locale, ``LANG=ja_JP.UTF-8``) asks and explains in Japanese, in the articles' words,
and reads answers with the course's one answer reader (:mod:`pokerlib.course.answers`): the
words the notebook exercises take (オールイン, 全額参加, フォルド, Raise の「レイズ」, full-width
digits, 29点).
Bad arguments (``--spots -3``) are one line and exit status 2.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from typing import Any, TextIO

from ...cli_lang import CLI, RawDescriptionHelpFormatter, argparse_speaks, cli_lang, wrap
from ...errors import PokerError
from ...lang import Messages
from ...oasis import OasisRules
from .. import answers
from .base import Drill
from .oasis import OasisDrill, OasisSpot
from .pushfold import PushFoldDrill, PushFoldSpot
from .split import SplitDrill, SplitSpot

__all__ = ["main"]

_PROMPTS = Messages(
    en={"oasis": "fold, raise or the cards to exchange (e.g. 2d 8c)? ",
        "pushfold": "all-in or fold? ", "receives": "{p} receives: ", "spot": "Spot {n}. ",
        "skipped": "(skipped)",
        "pf_unread": "cannot read {a!r}: answer 'all-in' or 'fold'",
        "pf_no_call": "nobody is all-in yet, so there is nothing to call: answer 'all-in' or "
                      "'fold'",
        "oa_unread": "cannot read {a!r}: answer 'fold', 'raise' or the cards to exchange, "
                     "e.g. '2d' or '2♦ 8♣'",
        "oa_stray": "{cards} not in your hand ({hand}): exchange cards from your hand",
        "oa_none": "{rules} rules allow no exchange: answer 'fold' or 'raise'",
        "oa_count": "{rules} rules do not allow exchanging {n} cards (allowed: {counts})",
        "sp_unread": "{p} receives {a!r}: give a whole number of chips, 0 or more",
        "sp_negative": "{p} receives {a}: a player cannot receive fewer than 0 chips",
        "spots": "--spots takes a whole number of spots, 1 or more, not {v!r}",
        "seed": "--seed takes a whole number, 0 or more, not {v!r}",
        "stack": "--stack takes a stack depth in big blinds, a number above 0, not {v!r}",
        "refused": "{error}"},
    ja={"oasis": "Fold、Raise、または交換するカード（例: 2d 8c）? ",
        "pushfold": "オールイン（all-in）か フォールド（fold）? ",
        "receives": "{p} が受け取るチップ: ", "spot": "問題 {n}. ", "skipped": "（とばしました）",
        "pf_unread": "「{a}」は読めません: オールイン（all-in）か フォールド（fold）で"
                     "答えてください",
        "pf_no_call": "まだ誰もオールインしていないので、コールはできません: オールイン（all-in）か"
                      " フォールド（fold）で答えてください",
        "oa_unread": "「{a}」は読めません: Fold、Raise、または交換するカード（例: 2d、2♦ 8♣）で"
                     "答えてください",
        "oa_stray": "{cards} は手札（{hand}）にありません: 交換するのは手札のカードです",
        "oa_none": "{rules} のルールでは交換できません: Fold か Raise で答えてください",
        "oa_count": "{rules} のルールでは {n} 枚の交換はできません（できる枚数: {counts}）",
        "sp_unread": "{p} の「{a}」は読めません: 受け取るチップを 0 以上の整数で答えてください",
        "sp_negative": "{p} が {a} チップ: 受け取るチップは 0 より少なくできません",
        "spots": "--spots には問題の数を 1 以上の整数で指定してください（{v!r} は使えません）",
        "seed": "--seed には 0 以上の整数を指定してください（{v!r} は使えません）",
        "stack": "--stack にはスタックをビッグブラインド単位で、0 より大きい数で指定して"
                 "ください（{v!r} は使えません）",
        "refused": "{error}"})

#: Full-width digits, minus, plus and point (a Japanese keyboard's) -> ASCII; nothing else: "²"
#: is no number of chips (the argument types read them so; answers are read by the course's
#: answer reader, :mod:`pokerlib.course.answers`).
_FULL_WIDTH = str.maketrans("０１２３４５６７８９－＋．", "0123456789-+.")
#: The push/fold drill's choices, as the answer reader's action words mean them.
_PUSHFOLD = ("all-in", "fold", "call")


def _normal(text: str) -> str:
    """An answer as the drills read it: an action word of the course's one word table
    (:data:`pokerlib.course.answers.WORDS`, the one the exercises read: 全額参加, フォルド, push,
    'All In'...) as the drill's own word, else the text made plain (NFKC, lower case)."""
    found = answers.word("action", text)
    return str(found) if found is not None else answers.plain(text).lower()


def _read(spot: Any, drill: Drill, text: str, lang: str) -> Any:
    """The answer to give the drill, or a PokerError whose sentence (in ``lang``) says what
    is wrong with ``text``: the reading is done here so that every refusal is in the learner's
    language."""
    if isinstance(spot, PushFoldSpot):
        word = answers.word("action", text, _PUSHFOLD)
        if word is None:
            raise PokerError(_PROMPTS("pf_unread", lang, a=text))
        if word == "call" and not spot.all_in:
            raise PokerError(_PROMPTS("pf_no_call", lang))
        return word
    if isinstance(spot, OasisSpot) and isinstance(drill, OasisDrill):
        try:
            action, cards = answers.oasis_choice(text)
        except PokerError:
            raise PokerError(_PROMPTS("oa_unread", lang, a=text)) from None
        if action != "exchange":
            return action
        if not cards:
            raise PokerError(_PROMPTS("oa_unread", lang, a=text))
        stray = [c for c in cards if c not in spot.hand]
        if stray:
            raise PokerError(_PROMPTS("oa_stray", lang, cards=" ".join(map(str, stray)),
                                      hand=spot.hand_text))
        rules = drill.rules
        if rules.max_exchanges == 0:
            raise PokerError(_PROMPTS("oa_none", lang, rules=rules.name))
        if len(cards) not in rules.exchange_counts:
            raise PokerError(_PROMPTS("oa_count", lang, rules=rules.name, n=len(cards),
                                      counts=", ".join(map(str, rules.exchange_counts))))
        return " ".join(c.code for c in cards)
    return text


def _drill(args: argparse.Namespace) -> Drill:
    against = "rule" if args.grade == "rule" else "optimum"
    if args.drill == "oasis":
        presets = OasisRules.presets()
        return OasisDrill(presets[args.rules], seed=args.seed, lang=args.lang, against=against)
    if args.drill == "pushfold":
        return PushFoldDrill(args.players, args.stack, seed=args.seed, lang=args.lang,
                             against=against)
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
        while True:
            text = _line(read, out, _PROMPTS("receives", lang, p=p))
            if not text:
                return None
            chips = answers.whole(text)      # 29, ２９, 29点, 29 chips, 29.0
            if chips is None:
                out.write(f"  {_PROMPTS('sp_unread', lang, p=p, a=text)}\n")
                continue
            if chips < 0:
                out.write(f"  {_PROMPTS('sp_negative', lang, p=p, a=chips)}\n")
                continue
            answer[p] = chips
            break
    return answer


def _count(key: str, minimum: int) -> Any:
    """An argparse type: a whole number ``minimum`` or more, refused in one line."""
    def read(value: str) -> int:
        text = value.translate(_FULL_WIDTH).strip()
        if not re.fullmatch(r"[+-]?[0-9]+", text, flags=re.ASCII) or int(text) < minimum:
            raise argparse.ArgumentTypeError(_PROMPTS(key, _LANG[0], v=value))
        return int(text)
    read.__name__ = key
    return read


def _depth(value: str) -> float:
    try:
        depth = float(value.translate(_FULL_WIDTH))
    except ValueError:
        depth = math.nan
    if not math.isfinite(depth) or depth <= 0:
        raise argparse.ArgumentTypeError(_PROMPTS("stack", _LANG[0], v=value))
    return depth


_LANG = ["en"]   # the language of argument errors, known before the arguments are read


def _lang_of(argv: list[str]) -> str:
    """The language asked for (``--lang ja``, ``--lang=ja``), else the locale's."""
    return cli_lang(argv)


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (no usage block) and exit status 2."""

    def error(self, message: str) -> Any:
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


#: What ``--help`` says about each drill (in English; its Japanese: pokerlib.cli_lang.CLI).
DRILLS = {name: CLI(f"drill_{name}", "en") for name in ("oasis", "pushfold", "split")}


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, prog: str = "python -m pokerlib.course.drills") -> int:
    """Run a drill in the terminal; returns the exit status (0, or 2 for bad arguments).
    ``prog`` is the command's name in its help (``python -m pokerlib drill`` from there)."""
    read, out = stdin or sys.stdin, stdout or sys.stdout
    argv = sys.argv[1:] if argv is None else list(argv)
    _LANG[0] = lang = _lang_of(argv)
    # argparse's own words (usage, its errors) in lang too: entered and left by hand around the
    # parser below, so that the parser's lines keep their place
    speaking = argparse_speaks(lang)
    speaking.__enter__()
    parser = _Parser(prog=prog, formatter_class=RawDescriptionHelpFormatter,
                     description=CLI("drills", lang) + "\n"
                     + "\n".join(f"  {name:9} " + "\n            ".join(
                         wrap(CLI(f"drill_{name}", lang), 66)) for name in DRILLS),
                     epilog=CLI("drill_example", lang, prog=prog))
    parser.add_argument("drill", choices=list(DRILLS),
                        help=CLI("drill_which", lang, names=", ".join(DRILLS)))
    parser.add_argument("--spots", type=_count("spots", 1), default=10,
                        help=CLI("drill_spots", lang))
    parser.add_argument("--seed", type=_count("seed", 0), default=0,
                        help=CLI("drill_seed", lang))
    parser.add_argument("--rules", default="BGaming", choices=sorted(OasisRules.presets()),
                        help=CLI("drill_rules", lang))
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4],
                        help=CLI("drill_players", lang))
    parser.add_argument("--stack", type=_depth, default=None,
                        help=CLI("drill_stack", lang))
    parser.add_argument("--grade", default="optimum", choices=["optimum", "rule"],
                        help=CLI("drill_grade", lang))
    parser.add_argument("--lang", default=_LANG[0], choices=["en", "ja"],
                        help=CLI("drill_lang", lang))
    try:
        args = parser.parse_args(argv)
    finally:
        speaking.__exit__(None, None, None)
    try:
        drill = _drill(args)
    except PokerError as exc:
        parser.error(exc.message(args.lang))
    try:
        for n in range(1, args.spots + 1):
            spot = drill.next()
            out.write(f"\n{_PROMPTS('spot', args.lang, n=n)}{spot.describe(args.lang)}\n")
            while True:
                answer = _ask(spot, args.drill, read, out, args.lang)
                if answer is None:
                    out.write(f"  {_PROMPTS('skipped', args.lang)}\n")
                    break
                try:
                    grade = drill.grade(_read(spot, drill, answer, args.lang)
                                        if isinstance(answer, str) else answer)
                except PokerError as exc:
                    out.write(f"  {exc.message(args.lang)}\n")
                    continue
                out.write(f"  {grade.describe()}\n")
                break
    except _Stop:
        pass
    out.write(f"\n{drill.record.summary()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
