"""The drills in a terminal: ``python -m pokerlib.course.drills oasis --spots 20`` deals spots, asks
for an answer, grades it and keeps score (``pushfold`` and ``split`` likewise).

An answer the drill cannot read is explained and asked again; an empty line skips the spot;
end of input (Ctrl-D) stops early. The last line is the record's summary. ``--lang ja`` (or a
Japanese locale, ``LANG=ja_JP.UTF-8``) asks and explains in Japanese, in the articles' words,
and takes Japanese answers too (オールイン, フォールド, Raise の「レイズ」, full-width digits).
Bad arguments (``--spots -3``) are one line and exit status 2.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import unicodedata
from typing import Any, TextIO

from ...cards import CardError, parse_cards
from ...errors import PokerError
from ...lang import Messages, locale_lang
from ...oasis import OasisRules
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
        "spots": "--spots は 1 以上の整数です（{v!r} ではなく）",
        "seed": "--seed は 0 以上の整数です（{v!r} ではなく）",
        "stack": "--stack はビッグブラインド単位のスタック（0 より大きい数）です（{v!r} ではなく）",
        "refused": "{error}"})

#: Japanese (and full-width) answers -> the drill's own words. NFKC first: "ｆｏｌｄ" is fold.
_JA_WORDS = {"オールイン": "all-in", "オールインする": "all-in", "全額参加": "all-in",
             "プッシュ": "all-in", "コール": "call", "フォールド": "fold", "フォルド": "fold",
             "降りる": "fold", "レイズ": "raise", "継続": "raise"}
#: Full-width digits, minus, plus and point (a Japanese keyboard's) -> ASCII; nothing else: "²"
#: is no number of chips.
_FULL_WIDTH = str.maketrans("０１２３４５６７８９－＋．", "0123456789-+.")
_PUSHFOLD = {"all-in", "allin", "all in", "shove", "push", "call", "fold"}


def _normal(text: str) -> str:
    """An answer as the drills read it: NFKC (full-width letters and digits become ASCII),
    lower case, Japanese words replaced by the drill's words."""
    word = unicodedata.normalize("NFKC", text).strip()
    return _JA_WORDS.get(word, word.lower())


def _read(spot: Any, drill: Drill, text: str, lang: str) -> Any:
    """The answer to give the drill, or a PokerError whose sentence (in ``lang``) says what
    is wrong with ``text``: the reading is done here so that every refusal is in the learner's
    language."""
    word = _normal(text)
    if isinstance(spot, PushFoldSpot):
        if word not in _PUSHFOLD:
            raise PokerError(_PROMPTS("pf_unread", lang, a=text))
        if word == "call" and not spot.all_in:
            raise PokerError(_PROMPTS("pf_no_call", lang))
        return word
    if isinstance(spot, OasisSpot) and isinstance(drill, OasisDrill):
        if word in ("fold", "raise"):
            return word
        cards_text = unicodedata.normalize("NFKC", text).strip()
        if cards_text.lower().startswith("exchange"):
            cards_text = cards_text[len("exchange"):]
        try:
            cards = parse_cards(cards_text) if cards_text.strip() else []
        except CardError:
            cards = []
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
        return cards_text
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
            digits = text.translate(_FULL_WIDTH)
            if not re.fullmatch(r"-?[0-9]+", digits, flags=re.ASCII):
                out.write(f"  {_PROMPTS('sp_unread', lang, p=p, a=text)}\n")
                continue
            if int(digits) < 0:
                out.write(f"  {_PROMPTS('sp_negative', lang, p=p, a=int(digits))}\n")
                continue
            answer[p] = int(digits)
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
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in ("en", "ja"):
            return argv[i + 1]
        if arg in ("--lang=en", "--lang=ja"):
            return arg.split("=", 1)[1]
    return locale_lang()


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (no usage block) and exit status 2."""

    def error(self, message: str) -> Any:
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


#: What ``--help`` says about each drill.
DRILLS = {"oasis": "Oasis Poker against the dealer's up card: fold, raise or the cards to "
                   "exchange",
          "pushfold": "push/fold hold'em at a short stack: all-in or fold (--players, --stack)",
          "split": "an Omaha Hi/Lo showdown: the chips each player receives"}


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, prog: str = "python -m pokerlib.course.drills") -> int:
    """Run a drill in the terminal; returns the exit status (0, or 2 for bad arguments).
    ``prog`` is the command's name in its help (``python -m pokerlib drill`` from there)."""
    read, out = stdin or sys.stdin, stdout or sys.stdout
    argv = sys.argv[1:] if argv is None else list(argv)
    _LANG[0] = _lang_of(argv)
    parser = _Parser(prog=prog, formatter_class=argparse.RawDescriptionHelpFormatter,
                     description="Practice drills graded exactly. The drills:\n"
                     + "\n".join(f"  {name:9} {what}" for name, what in DRILLS.items()),
                     epilog=f"example: {prog} pushfold --spots 20 --players 3")
    parser.add_argument("drill", choices=list(DRILLS), help="which drill: " + ", ".join(DRILLS))
    parser.add_argument("--spots", type=_count("spots", 1), default=10,
                        help="how many spots (default 10)")
    parser.add_argument("--seed", type=_count("seed", 0), default=0,
                        help="the same seed deals the same spots")
    parser.add_argument("--rules", default="BGaming", choices=sorted(OasisRules.presets()),
                        help="Oasis rules preset")
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4],
                        help="push/fold: players at the table")
    parser.add_argument("--stack", type=_depth, default=None,
                        help="push/fold: stack depth in big blinds (default: a different "
                             "shipped depth each spot)")
    parser.add_argument("--grade", default="optimum", choices=["optimum", "rule"],
                        help="oasis and pushfold: grade against the exact best choice "
                             "(optimum, the default) or against the rule to remember (rule; "
                             "pushfold: heads-up at 8 BB)")
    parser.add_argument("--lang", default=_LANG[0], choices=["en", "ja"],
                        help="the language of the explanations (default: from the locale, "
                             "LANG=ja_JP.UTF-8 for Japanese; else en)")
    args = parser.parse_args(argv)
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
                    from ..widgets.display import error_sentence  # loads widgets: only when needed
                    out.write(f"  {error_sentence(exc, args.lang)}\n")
                    continue
                out.write(f"  {grade.describe()}\n")
                break
    except _Stop:
        pass
    out.write(f"\n{drill.record.summary()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
