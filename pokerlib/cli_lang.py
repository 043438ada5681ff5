"""The command line's language: ``python -m pokerlib`` (``regenerate``, ``replay``, ``drill``)
speaks English or Japanese, chosen by ``--lang`` when given, else by the locale
(``LANG=ja_JP.UTF-8``: Japanese; see :func:`pokerlib.lang.locale_lang`).

argparse writes its own words (``usage:``, ``options``, ``show this help message and exit``,
its error sentences) through gettext; :func:`argparse_speaks` gives it the Japanese ones while
a parser is built and reads its arguments:

>>> import argparse
>>> with argparse_speaks("ja"):
...     parser = argparse.ArgumentParser(prog="demo", add_help=True)
...     print(parser.format_usage().strip())
使い方: demo [-h]
>>> parser.format_usage().strip()        # outside, argparse is English again
'usage: demo [-h]'
>>> cli_lang(["replay", "--lang", "ja", "x.phh"], {}), cli_lang(["--lang=en"], {"LANG": "ja"})
('ja', 'en')
>>> cli_lang([], {"LANG": "ja_JP.UTF-8"}), cli_lang([], {"LANG": "C"})
('ja', 'en')
"""

from __future__ import annotations

import argparse
import contextlib
import re
from collections.abc import Iterator, Mapping, Sequence

from .errors import RulesError
from .lang import LANGS, Messages, check_lang, display_width, locale_lang

__all__ = ["cli_lang", "argparse_speaks", "CLI", "ARGPARSE_JA",
           "HelpFormatter", "RawDescriptionHelpFormatter", "wrap"]


def cli_lang(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language a command speaks: ``--lang ja`` / ``--lang=ja`` anywhere in ``argv``
    (before a ``--``), else the locale's (``environ``, default the process's environment)."""
    if isinstance(argv, (str, bytes)) or not isinstance(argv, Sequence) \
            or not all(isinstance(a, str) for a in argv):
        raise RulesError(key="type", what="argv", allowed="a list of command-line words (text)",
                         value=argv)
    args = list(argv)
    if "--" in args:
        args = args[:args.index("--")]
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args) and args[i + 1] in LANGS:
            return args[i + 1]
        if arg.startswith("--lang=") and arg.split("=", 1)[1] in LANGS:
            return arg.split("=", 1)[1]
    return locale_lang(environ)


#: argparse's own sentences (its gettext message ids, Python 3.11-3.13) in Japanese.
ARGPARSE_JA = {
    "usage: ": "使い方: ",
    "positional arguments": "引数",
    "options": "オプション",
    "show this help message and exit": "このヘルプを表示して終わります",
    "%(prog)s: error: %(message)s\n": "%(prog)s: エラー: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "引数 %(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "この引数は使えません: %s",
    "the following arguments are required: %s": "次の引数が必要です: %s",
    "one of the arguments %s is required": "引数 %s のどれか1つが必要です",
    "not allowed with argument %s": "引数 %s と一緒には使えません",
    "expected one argument": "値を1つ続けてください",
    "expected at most one argument": "値は1つまでです",
    "expected at least one argument": "値を1つ以上続けてください",
    "expected %s argument": "値を %s 個続けてください",
    "expected %s arguments": "値を %s 個続けてください",
    "ambiguous option: %(option)s could match %(matches)s":
        "オプション %(option)s は %(matches)s のどれのことか決まりません",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "%(value)r は選べません（選べるのは %(choices)s）",
    "invalid %(type)s value: %(value)r": "%(value)r は %(type)s の値として読めません",
    "ignored explicit argument %r": "%r は受け付けません（値をとらないオプションです）",
    "unexpected option string: %s": "ここには書けないオプション: %s",
    "can't open '%(filename)s': %(error)s": "'%(filename)s' を開けません: %(error)s",
}


@contextlib.contextmanager
def argparse_speaks(lang: str) -> Iterator[None]:
    """While inside, argparse writes its own words in ``lang`` (build the parser and parse the
    arguments inside: argparse looks its words up at both times). English is argparse's own."""
    lang = check_lang(lang)
    if lang == "en":
        yield
        return
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]

    def gettext(text: str) -> str:
        return ARGPARSE_JA.get(text, text)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return gettext(singular if n == 1 else plural)

    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


#: Characters a Japanese line never starts with (they stay at the end of the line before).
_NO_LINE_START = set("、。，．）」』］】・：:;,.!?！？ー")
#: Characters a line never ends with (they go to the next line with what they open).
_NO_LINE_END = set("（「『［【")
#: A word of ASCII letters and digits, one space, or one other character (a kana or a kanji:
#: a Japanese line may break between any two).
_TOKEN = re.compile(r"[!-~]+| |.", re.DOTALL)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns (a kana or a kanji takes two):
    English breaks at spaces, Japanese between characters, never before 、。）」.

    >>> wrap("ターミナルで判断を練習します: oasis、pushfold、split", 20)
    ['ターミナルで判断を練', '習します: oasis、', 'pushfold、split']
    >>> wrap("練習します（python -m pokerlib）", 12)
    ['練習します', '（python -m', 'pokerlib）']
    """
    if not isinstance(text, str):
        raise RulesError(key="text", what="text", value=text)
    if not isinstance(width, int) or isinstance(width, bool) or not 1 <= width <= 10_000:
        raise RulesError(key="type", what="width", allowed="a number of columns from 1 to 10000",
                         value=width)
    lines: list[str] = []
    line = ""
    for token in _TOKEN.findall(" ".join(text.split())):
        if line and display_width(line + token) > width and token[0] not in _NO_LINE_START:
            carried = ""
            while line and line[-1] in _NO_LINE_END:   # an opening bracket goes along
                line, carried = line[:-1], line[-1] + carried
            if line.strip():
                lines.append(line.rstrip())
            line = carried + token.lstrip()
        else:
            line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped by terminal columns so Japanese help lines fit the terminal
    (argparse counts a kanji as one column and breaks only at spaces)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))


class RawDescriptionHelpFormatter(argparse.RawDescriptionHelpFormatter, HelpFormatter):
    """:class:`HelpFormatter`, with the description and epilog kept as written."""


#: What ``python -m pokerlib`` and its ``regenerate`` and ``replay`` commands say.
CLI = Messages(
    en={"description": "pokerlib on the command line: rebuild its data, replay hand histories, "
                       "practise in the terminal, compute an Oasis house edge.",
        "lang": "the language of the help and the messages: en or ja (default: from the "
                "locale, LANG=ja_JP.UTF-8 for Japanese)",
        "regenerate": "rebuild a data file shipped with pokerlib",
        "regenerate_name": "the data set (regenerate --list shows them)",
        "list": "list the data sets",
        "wrote": "wrote {path}",
        "replay": "replay hand-history files (.phh) and print JSON: finishing stacks and pots",
        "files": "a .phh file or a folder of them (the examples: pokerlib/data/examples)",
        "drill": "practise decisions in the terminal: oasis, pushfold or split "
                 "(python -m pokerlib drill oasis --help)",
        "drill_rest": "the drill (oasis, pushfold or split) and its options",
        "edge": "the exact Oasis Poker house edge of any rules, a resumable Dask job "
                "(python -m pokerlib oasis-edge --help)",
        "edge_rest": "what oasis-edge takes",
        "exit_status": "exit status:",
        "status_0": "every hand replayed complete and matches its finishing_stacks",
        "status_4": "a file could not be read (missing, or not UTF-8 text), or a folder has no "
                    ".phh file",
        "status_2": "a file is not a valid hand history (the error is printed)",
        "status_1": "some finishing stacks differ from the file's",
        "status_3": "some hand is incomplete (the file stops early or lacks cards)",
        "status_5": "pokerlib failed on a file in a way it should not (a bug: the line names "
                    "the file; please report it)",
        "no_file": "no file given: name .phh files or folders of them",
        "empty_folder": "{path}: no .phh file found in this folder",
        "unreadable": "{path}: could not read: {error}",
        "invalid": "{path}: {error}",
        "broken": "{path}: pokerlib failed ({kind}: {error}); please report it",
        "differs": "{path}: finishing stack of {who} differs: file {recorded}, replay "
                   "{replayed}",
        "incomplete": "{path}: incomplete: {reason}",
        # python -m pokerlib drill (pokerlib/course/drills/__main__.py)
        "drills": "Practice drills graded exactly. The drills:",
        "drill_oasis": "Oasis Poker against the dealer's up card: fold, raise or the cards to "
                       "exchange",
        "drill_pushfold": "push/fold hold'em at a short stack: all-in or fold (--players, "
                          "--stack)",
        "drill_split": "an Omaha Hi/Lo showdown: the chips each player receives",
        "drill_example": "example: {prog} pushfold --spots 20 --players 3",
        "drill_which": "which drill: {names}",
        "drill_spots": "how many spots (default 10)",
        "drill_seed": "the same seed deals the same spots",
        "drill_rules": "Oasis rules preset",
        "drill_players": "push/fold: players at the table",
        "drill_stack": "push/fold: stack depth in big blinds (default: a different shipped "
                       "depth each spot)",
        "drill_grade": "oasis and pushfold: grade against the exact best choice (optimum, the "
                       "default) or against the rule to remember (rule; pushfold: heads-up at "
                       "8 BB)",
        "drill_lang": "the language of the explanations (default: from the locale, "
                      "LANG=ja_JP.UTF-8 for Japanese; else en)",
        # python -m pokerlib oasis-edge (pokerlib/builders/oasis_edge.py)
        "edge_description": "The exact house edge of Oasis Poker rules under the optimal "
                            "strategy (every exchange allowed), as a resumable Dask job: exact "
                            "0/1-card values, bounds on every multi-card exchange per suit "
                            "class, exact values of the survivors. Errors print one 'error:' "
                            "line (in Japanese under a ja locale or --lang ja) and exit with "
                            "status 2; Ctrl-C keeps the finished units (status 130).",
        "edge_preset": "a rules preset",
        "edge_rules": "a JSON file of OasisRules fields: {fields} (fees: null = not allowed; "
                      "a regular file of at most {kib} KiB)",
        "edge_out": "results folder (default: oasis-edge-NAME)",
        "edge_workers": "local worker processes, 1 to {most} (4 per core; default: the "
                        "machine's cores)",
        "edge_scheduler": "an existing Dask cluster (tcp, tls, ws or wss)",
        "edge_ranks": "only these up-card ranks 0-12 (2..A), e.g. 0-3 (a part: never exact)",
        "edge_rows": "only hands of these rows (a sample)",
        "edge_unit_size": "surviving classes per exact unit, 1 to {most:,} (default 400)",
        "edge_no_progress": "no progress bar",
        "edge_ship": "(run to the end) store the result in pokerlib/data "
                     "(oasis_edge_PRESET.json, or oasis_edge_rules/NAME.json with its rules "
                     "file), which house_edge() then answers from",
        "edge_ship_bounds": "(computes nothing) store the exact bounds of an unfinished preset "
                            "run in --out as they stand, once every up card's bounds are in: "
                            "house_edge() shows them beside its estimate until the run is "
                            "finished and shipped",
        # python -m pokerlib pushfold-solve (pokerlib/builders/pushfold_solve.py)
        "solve": "certify a shipped 3- or 4-player push/fold chart: its exact exploitability, "
                 "a resumable Dask job (python -m pokerlib pushfold-solve --help)",
        "solve_rest": "what pushfold-solve takes",
        "solve_description": "The exact values and exploitability of a shipped 3- or 4-player "
                             "push/fold chart, over every board and every deal (no sample), as "
                             "a resumable Dask job; the certificate is stored in "
                             "pokerlib/data/aof_pushfold_certified.json. Three players: about "
                             "330 CPU-seconds; four: about 4.9 CPU-hours.",
        "solve_players": "players at the table: 3 or 4",
        "solve_stack": "every player's stack in big blinds: a shipped depth, 4 to 15",
        "solve_out": "results folder, resumed when run again (default: pushfold-solve-3p8...)",
        "solve_boards": "only the first N of the {most:,} board classes: a part, to check, "
                        "never stored",
        "solve_part": "the first {boards:,} of {all:,} board classes are done, their sums in "
                      "{folder} (a part: no certificate)",
        "solve_done": "{chart}: exploitability {x:.5f} BB per hand, exact (the sampled holdout "
                      "said {holdout}); each player's value {values} BB per hand; "
                      "{cpu:,.0f} CPU-seconds"},
    ja={"description": "コマンドラインの pokerlib: データを作り直す、ハンドヒストリーを再生する、"
                       "ターミナルで練習する、Oasis Poker のハウスエッジを計算する。",
        "lang": "ヘルプとメッセージの言語: en か ja（指定しなければロケールに従います。"
                "LANG=ja_JP.UTF-8 なら日本語）",
        "regenerate": "pokerlib に入っているデータファイルを作り直します",
        "regenerate_name": "データの名前（regenerate --list で一覧が出ます）",
        "list": "データの一覧を表示します",
        "wrote": "{path} を書き出しました",
        "replay": "ハンドヒストリーのファイル（.phh）を再生して、最終スタックとポットを"
                  " JSON で表示します",
        "files": ".phh ファイル、またはそれを入れたフォルダー（例: pokerlib/data/examples）",
        "drill": "ターミナルで判断を練習します: oasis、pushfold、split"
                 "（python -m pokerlib drill oasis --help）",
        "drill_rest": "ドリル（oasis、pushfold、split）とそのオプション",
        "edge": "どんなルールでも Oasis Poker の厳密なハウスエッジを計算します。中断しても"
                "続きから計算できる Dask のジョブです（python -m pokerlib oasis-edge --help）",
        "edge_rest": "oasis-edge に渡すもの",
        "exit_status": "終了ステータス:",
        "status_0": "どのハンドも最後まで再生でき、finishing_stacks と一致しました",
        "status_4": "読めないファイルがありました（ない、または UTF-8 のテキストではない）。"
                    "または .phh ファイルのないフォルダーがありました",
        "status_2": "ハンドヒストリーとして正しくないファイルがありました（エラーを表示します）",
        "status_1": "ファイルの最終スタックと違う結果になったハンドがありました",
        "status_3": "途中までのハンドがありました（ファイルが途中で終わっているか、カードが"
                    "足りません）",
        "status_5": "pokerlib がファイルの処理に失敗しました（不具合です。その行がファイルを"
                    "示すので、報告してください）",
        "no_file": "ファイルが指定されていません: .phh ファイルか、それを入れたフォルダーを"
                   "指定してください",
        "empty_folder": "{path}: このフォルダーには .phh ファイルがありません",
        "unreadable": "{path}: 読めませんでした: {error}",
        "invalid": "{path}: {error}",
        "broken": "{path}: pokerlib が処理に失敗しました（{kind}: {error}）。不具合なので"
                  "報告してください",
        "differs": "{path}: {who} の最終スタックが違います: ファイルでは {recorded}、"
                   "再生では {replayed}",
        "incomplete": "{path}: 途中までです: {reason}",
        "drills": "厳密に採点する練習ドリル。ドリルは次の3つです:",
        "drill_oasis": "オアシスポーカー。ディーラーの公開カードに対して Fold、Raise、"
                       "または交換するカードを選びます",
        "drill_pushfold": "スタックが少ないときのオールインかフォールド: オールインか"
                          "フォールドかを選びます（--players、--stack）",
        "drill_split": "オマハハイローのショーダウン: 各プレーヤーが受け取るチップを答えます",
        "drill_example": "例: {prog} pushfold --spots 20 --players 3",
        "drill_which": "どのドリルか: {names}",
        "drill_spots": "問題の数（指定しなければ10）",
        "drill_seed": "同じシードなら同じ問題が配られます",
        "drill_rules": "オアシスポーカーのルール（プリセット）",
        "drill_players": "オールインかフォールド: 卓のプレーヤーの数",
        "drill_stack": "オールインかフォールド: スタック（ビッグブラインド単位。指定しなければ"
                       "問題ごとに入っているデータの深さが変わります）",
        "drill_grade": "oasis と pushfold: 厳密な最善の選択で採点するか（optimum、指定しなければ"
                       "こちら）、覚えておく目安で採点するか（rule。pushfold はヘッズアップの "
                       "8 BB のみ）",
        "drill_lang": "講評の言語（指定しなければロケールに従います。LANG=ja_JP.UTF-8 なら"
                      "日本語、それ以外は en）",
        "edge_description": "最適な戦略（どの交換も選べる）でのオアシスポーカーの厳密な"
                            "ハウスエッジを、中断しても続きから計算できる Dask のジョブで"
                            "求めます: 0枚と1枚の交換は厳密な値、2枚以上の交換はスートの"
                            "組ごとの上下の限界、残った組は厳密な値です。エラーは 'error:' の"
                            "1行（ja のロケールか --lang ja なら日本語）で、終了ステータスは"
                            " 2 です。Ctrl-C で止めても終わった単位は残ります（ステータス"
                            " 130）。",
        "edge_preset": "ルールのプリセット",
        "edge_rules": "OasisRules のフィールドを書いた JSON ファイル: {fields}（fees の null は"
                      "その枚数の交換ができないこと。{kib} KiB までの普通のファイル）",
        "edge_out": "結果のフォルダー（指定しなければ oasis-edge-NAME）",
        "edge_workers": "この機械で動かすワーカーのプロセス数、1〜{most}（1コアに4つまで。"
                        "指定しなければコアの数）",
        "edge_scheduler": "使う Dask クラスター（tcp、tls、ws、wss）",
        "edge_ranks": "公開カードの数字をこれだけに絞ります: 0〜12（2..A）、例 0-3（一部だけ"
                      "なので厳密な値にはなりません）",
        "edge_rows": "この範囲の行の手札だけ（標本）",
        "edge_unit_size": "厳密に計算する単位ごとの、残った組の数: 1〜{most:,}（指定しなければ"
                          " 400）",
        "edge_no_progress": "進み具合のバーを表示しません",
        "edge_ship": "（最後まで計算したとき）結果を pokerlib/data に入れます"
                     "（oasis_edge_PRESET.json、またはルールのファイルと一緒に "
                     "oasis_edge_rules/NAME.json）。以後 house_edge() がそれで答えます",
        "edge_ship_bounds": "（何も計算しません）終わっていないプリセットの計算の厳密な限界を、"
                            "すべての公開カードの限界がそろった時点で --out から入れます: "
                            "計算が終わって結果を入れるまで、house_edge() が推定の横に表示します",
        "solve": "同梱の3人・4人のオールインかフォールドのチャートを保証します: 厳密な"
                 "エクスプロイタビリティ。中断しても続きから計算できる Dask のジョブです"
                 "（python -m pokerlib pushfold-solve --help）",
        "solve_rest": "pushfold-solve に渡すもの",
        "solve_description": "同梱の3人・4人のオールインかフォールドのチャートの厳密な値と"
                             "エクスプロイタビリティを、すべてのボードとすべての配り方で"
                             "（標本なしで）計算します。中断しても続きから計算できる Dask の"
                             "ジョブで、保証の結果は pokerlib/data/aof_pushfold_certified.json "
                             "に入ります。3人で約330 CPU 秒、4人で約4.9 CPU 時間です。",
        "solve_players": "卓の人数: 3 か 4",
        "solve_stack": "全員の持ち点（ビッグブラインドの数）: 同梱の深さ、4〜15",
        "solve_out": "結果のフォルダー。もう一度実行すると続きから計算します（指定しなければ "
                     "pushfold-solve-3p8 など）",
        "solve_boards": "{most:,} 組のボードのうち最初の N 組だけ: 確かめるための一部で、"
                        "同梱のデータには入れません",
        "solve_part": "{all:,} 組のボードのうち最初の {boards:,} 組が終わりました。和は "
                      "{folder} にあります（一部なので保証ではありません）",
        "solve_done": "{chart}: エクスプロイタビリティは一局あたり {x:.5f} BB（厳密。標本での"
                      "推定は {holdout}）。各プレイヤーの値は一局あたり {values} BB。"
                      "{cpu:,.0f} CPU 秒"})
