"""``python -m pokerlib.course workspace|reset LESSON|check [LESSON...]|lab-settings``: the
learner's workspace.

The Makefile's ``workspace``, ``lab``, ``reset-lesson`` and ``check`` targets call these;
``lab-settings`` sets JupyterLab's interface language in the workspace's settings (``make lab
LANG=ja``: Japanese, from the jupyterlab-language-pack-ja-jp package). They
speak the learner's language: ``--lang ja``, or a Japanese locale (``LANG=ja_JP.UTF-8``,
``make check LANG=ja``). ``check`` checks the edition in that language (``--edition both``
checks both). Every problem is one line; the exit status says which kind (:data:`EXIT_STATUSES`).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from ..cli_lang import HelpFormatter, argparse_speaks, cli_lang
from ..errors import PokerError
from ..lang import Messages, locale_lang, quoted
from .checker import check_notebook, format_table
from .workspace import LAB_SETTINGS, WORKSPACE_NAME, Workspace, edition_of

__all__ = ["main", "EXIT_STATUSES"]

#: Exit status -> what it means.
EXIT_STATUSES = {
    0: "done (every lesson checked ran to the end)",
    1: "check: a lesson could not be read or did not run to the end",
    2: "a wrong argument (a lesson that does not exist...): the line says what is allowed",
    3: "a file or folder could not be read or written (the line says which)",
}

_MESSAGES = Messages(
    en={"copied": "Copied {n} lessons into {where}/ - edit them freely; the course's own "
                  "notebooks stay as they are.",
        "as_left": "Your workspace is {where}/ (your files are as you left them).",
        "changed": "Your workspace is {where}/; nothing of yours is lost:",
        "stale": "The course has changed these lessons since you copied them: {names}.\n"
                 "Your copies are untouched. To get a fresh copy of one (yours is kept in "
                 "{ws}/backups/): make reset-lesson LESSON={first}",
        "reset": "{rel} is a fresh copy again{kept}.\n"
                 "If this lesson is open in JupyterLab, close its tab now without saving "
                 "(choose \"Discard\") and open it again. If JupyterLab says \"File Changed\", "
                 "choose \"Revert\": \"Overwrite\" would write your old copy back over the "
                 "fresh one. Next time, close the lesson's tab before you run make "
                 "reset-lesson.",
        "kept": "; your old copy is {backup}",
        "running": "running {name} ...",
        "no_lessons": "No lessons of the {edition} edition in {where}: run `make workspace` "
                      "first.",
        "edition_en": "English", "edition_ja": "Japanese",
        "os_error": "{what}: {why}",
        "say_which": "say which lesson: make reset-lesson LESSON=01 (ja/01 for the Japanese "
                     "edition)",
        "interrupted": "stopped (Ctrl-C)",
        "bad_edition": "EDITIONS={value} is not an edition: give en, ja or both "
                       "(make check EDITIONS=both)",
        "bad_lessons": "LESSON={value} names no lesson of the course: give lesson numbers, one "
                       "of {names}, separated by spaces or commas (ja/01 for the Japanese "
                       "edition)"},
    ja={"copied": "{n} 個のレッスンを {where}/ にコピーしました。自由に書き換えてください"
                  "（コースのノートブックはそのままです）。",
        "as_left": "あなたの作業フォルダーは {where}/ です（あなたのファイルはそのままです）。",
        "changed": "あなたの作業フォルダーは {where}/ です。あなたのファイルは失われていません:",
        "stale": "コピーしたあとでコースが更新したレッスン: {names}。\n"
                 "あなたのコピーはそのままです。新しいコピーにするには（あなたのコピーは "
                 "{ws}/backups/ に残ります）: make reset-lesson LESSON={first}",
        "reset": "{rel} を新しいコピーに戻しました{kept}。\n"
                 "このレッスンを JupyterLab で開いている場合は、いまタブを閉じ（保存するか"
                 "聞かれたら「破棄する」を選びます）、開き直してください。JupyterLab が"
                 "「ファイルが変更されました」と表示したら「元に戻す」を選んでください。"
                 "「上書き」を選ぶと古いコピーが新しいコピーの上に書き戻されます。次からは"
                 " make reset-lesson を実行する前にレッスンのタブを閉じてください。",
        "kept": "（前のコピーは {backup}）",
        "running": "{name} を実行しています…",
        "no_lessons": "{where} に{edition}のレッスンがありません: まず `make workspace` を"
                      "実行してください。",
        "edition_en": "英語版", "edition_ja": "日本語版",
        "os_error": "{what}: {why}",
        "say_which": "どのレッスンか指定してください: make reset-lesson LESSON=ja/01"
                     "（英語版は LESSON=01）",
        "interrupted": "中断しました（Ctrl-C）",
        "bad_edition": "EDITIONS={value} という版はありません: en、ja、both のどれかを指定して"
                       "ください（make check EDITIONS=both）",
        "bad_lessons": "LESSON={value} に当てはまるレッスンがありません: レッスンの番号"
                       "（{names}）を空白かコンマで区切って指定してください（日本語版は ja/01）"})


#: The command's help (the Makefile calls it; a curious learner may ask it for --help).
_HELP = Messages(
    en={"repo": "the course's folder (default: here)",
        "folder": "the workspace (default: {ws})",
        "lang": "the language of the messages (default: from the locale, LANG)",
        "workspace": "create the workspace, or add lessons it lacks",
        "reset": "replace one workspace lesson with a fresh copy",
        "lesson": "its number, e.g. 01 (ja/01 for the Japanese edition)",
        "lab_settings": "set JupyterLab's interface language in the workspace's settings "
                        "({ws}/{settings}) to --lang's",
        "check": "run the workspace lessons and list the exercises",
        "lessons": "only these lessons (numbers)",
        "edition": "which edition to check: en, ja or both (default: the language's)"},
    ja={"repo": "コースのフォルダー（指定しなければここ）",
        "folder": "作業フォルダー（指定しなければ {ws}）",
        "lang": "メッセージの言語（指定しなければロケール、LANG に従います）",
        "workspace": "作業フォルダーを作るか、足りないレッスンを加えます",
        "reset": "作業フォルダーのレッスンを1つ新しいコピーに戻します",
        "lesson": "レッスンの番号。例 01（日本語版は ja/01）",
        "lab_settings": "作業フォルダーの設定（{ws}/{settings}）で、JupyterLab の画面の言語を"
                        " --lang の言語にします",
        "check": "作業フォルダーのレッスンを実行して、練習問題の一覧を出します",
        "lessons": "このレッスンだけ（番号）",
        "edition": "チェックする版: en、ja、both のどれか（指定しなければその言語の版）"})


def _edition_lang(args: argparse.Namespace) -> str | None:
    """"ja" when every lesson named is of the Japanese edition (``LESSON=ja/01``): a learner
    who names the Japanese lesson reads the answer in Japanese, whatever the shell's locale."""
    named = [args.lesson] if args.command == "reset" else list(getattr(args, "lessons", []))
    named = [str(n).strip() for n in named if str(n).strip()]
    return "ja" if named and all(n.startswith("ja/") for n in named) else None


def _stale_note(ws: Workspace, lang: str) -> str:
    stale = ws.stale()
    if not stale:
        return ""
    names = ", ".join(rel.stem if edition_of(rel) == "en" else f"ja/{rel.stem}"
                      for rel in stale)
    number = stale[0].stem.split("_")[0]
    first = number if edition_of(stale[0]) == "en" else "ja/" + number
    return _MESSAGES("stale", lang, names=names, ws=WORKSPACE_NAME, first=first)


def _names(values: list[str]) -> list[str]:
    """Lesson names as given: the Makefile passes ``LESSON`` as one quoted word, so "01 02" and
    "01,02" name two lessons."""
    return [name for value in values for name in re.split(r"[\s,]+", value) if name]


def _parser(lang: str) -> argparse.ArgumentParser:
    """The command's parser, its help in ``lang``."""
    def say(key: str) -> str:
        return _HELP(key, lang, ws=WORKSPACE_NAME, settings=LAB_SETTINGS)

    parser = argparse.ArgumentParser(prog="python -m pokerlib.course",
                                     formatter_class=HelpFormatter)
    parser.add_argument("--repo", default=".", help=say("repo"))
    parser.add_argument("--folder", default=None, help=say("folder"))
    parser.add_argument("--lang", choices=["en", "ja"], default=None, help=say("lang"))
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("workspace", help=say("workspace"))
    reset = sub.add_parser("reset", help=say("reset"), formatter_class=HelpFormatter)
    reset.add_argument("lesson", nargs="?", default="", help=say("lesson"))
    sub.add_parser("lab-settings", help=say("lab_settings"))
    check = sub.add_parser("check", help=say("check"), formatter_class=HelpFormatter)
    check.add_argument("lessons", nargs="*", help=say("lessons"))
    # checked below, not by argparse, so a wrong one is refused in the learner's language
    check.add_argument("--edition", default=None, help=say("edition"))
    return parser


def main(argv: list[str] | None = None) -> int:
    said = cli_lang(sys.argv[1:] if argv is None else argv)   # the help's language
    with argparse_speaks(said):
        args = _parser(said).parse_args(argv)
    lang = args.lang or _edition_lang(args) or locale_lang()
    try:
        ws = Workspace(Path(args.repo), args.folder, lang=lang)
        cwd = Path.cwd()
        where = ws.folder.relative_to(cwd) if ws.folder.is_relative_to(cwd) else ws.folder
        if args.command == "workspace":
            new = ws.create()
            if new:
                print(_MESSAGES("copied", lang, n=len(new), where=where))
            elif ws.notes:
                print(_MESSAGES("changed", lang, where=where))
            else:
                print(_MESSAGES("as_left", lang, where=where))
            for note in ws.notes:
                print(f"  {note}")
            note = _stale_note(ws, lang)
            if note:
                print(note)
            return 0
        if args.command == "lab-settings":
            ws.lab_settings(lang)
            for note in ws.notes:
                print(note)
            return 0
        if args.command == "reset":
            if not _names([args.lesson]):
                print(_MESSAGES("say_which", lang), file=sys.stderr)
                return 2
            rel, backup = ws.reset(args.lesson)
            for note in ws.notes:
                print(note)
            kept = _MESSAGES("kept", lang, backup=Path(WORKSPACE_NAME) /
                             backup.relative_to(ws.folder)) if backup else ""
            print(_MESSAGES("reset", lang, rel=rel, kept=kept))
            return 0
        if args.edition not in (None, "en", "ja", "both"):
            print(_MESSAGES("bad_edition", lang, value=quoted(args.edition)), file=sys.stderr)
            return 2
        editions = {"both": ["en", "ja"], None: [lang]}.get(args.edition, [args.edition])
        notebooks = [p for e in editions for p in ws.notebooks(e)]
        names = _names(args.lessons)
        if names:
            wanted = set()
            try:
                for name in names:
                    if name.startswith("ja/"):
                        wanted.add(ws.find(name))
                    else:
                        wanted |= {ws.find(name if e == "en" else f"ja/{name}")
                                   for e in editions}
            except PokerError:
                # the whole LESSON value, as typed: "$(shell x)" split in words would hide it
                numbers = ", ".join(dict.fromkeys(
                    rel.stem.split("_")[0] for rel in ws.lessons()))
                print(_MESSAGES("bad_lessons", lang, value=quoted(" ".join(args.lessons)),
                                names=numbers), file=sys.stderr)
                return 2
            notebooks = [p for p in ws.notebooks() if p.relative_to(ws.folder) in wanted]
        for note in ws.notes:
            print(note)
        if not notebooks:
            edition = " / ".join(_MESSAGES(f"edition_{e}", lang) for e in editions)
            print(_MESSAGES("no_lessons", lang, edition=edition, where=where))
            return 1
        results = []
        for path in notebooks:
            print(_MESSAGES("running", lang, name=path.relative_to(ws.folder)), flush=True)
            results.append(check_notebook(path, lang=lang))
        print(format_table(results, lang))
        return 0 if all(r.ran for r in results) else 1
    except PokerError as exc:
        print(exc, file=sys.stderr)
        return 2
    except OSError as exc:
        what = exc.filename if exc.filename is not None else type(exc).__name__
        print(_MESSAGES("os_error", lang, what=what, why=exc.strerror or exc), file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print(_MESSAGES("interrupted", lang), file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
