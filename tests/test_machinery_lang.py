"""The machinery around the lessons speaks the learner's language: the Japanese lessons name
JupyterLab's menu items and buttons as the Japanese interface (jupyterlab-language-pack-ja-jp)
shows them, and the command line (``python -m pokerlib`` and its ``drill``, ``replay``,
``regenerate`` and ``oasis-edge``) follows the locale and ``--lang``."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "notebooks" / "src").glob("*.py"))
PACK = "jupyterlab_language_pack_ja_JP"

#: The words of JupyterLab's Japanese interface the course names, as (gettext context, English)
#: -> Japanese. Source: the PyPI package jupyterlab-language-pack-ja-jp 4.5.post3, file
#: jupyterlab_language_pack_ja_JP/locale/ja_JP/LC_MESSAGES/jupyterlab.json (its keys are the
#: English strings, "menu\x04File" for a menu's title). When the package is installed the test
#: reads the package itself, and checks that this table still agrees with it.
LAB_JA = {
    ("menu", "File"): "ファイル",
    ("menu", "Run"): "実行",
    ("menu", "Kernel"): "カーネル",
    ("menu", "View"): "表示",
    (None, "Run All Cells"): "すべてのセルを実行",
    (None, "Restart Kernel…"): "カーネルを再起動…",
    (None, "Restart Kernel and Run All Cells…"): "カーネルを再起動してすべてのセルを実行…",
    (None, "Save"): "保存",
    (None, "Discard"): "破棄する",
    (None, "File Changed"): "ファイルが変更されました",
    (None, "Revert"): "元に戻す",
    (None, "Overwrite"): "上書き",
}


def _pack_catalog() -> dict[tuple[str | None, str], str] | None:
    """The installed pack's catalog as (context, English) -> Japanese, or None."""
    spec = importlib.util.find_spec(PACK)
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations)))
    data = json.loads((folder / "locale" / "ja_JP" / "LC_MESSAGES" / "jupyterlab.json")
                      .read_text(encoding="utf-8"))
    catalog: dict[tuple[str | None, str], str] = {}
    for key, value in data.items():
        if not key or not isinstance(value, list) or not value:
            continue
        context, _, english = key.rpartition("\x04")
        catalog[(context or None, english)] = value[0]
    return catalog


def catalog() -> dict[tuple[str | None, str], str]:
    return _pack_catalog() or LAB_JA


def _japanese_texts(path: Path) -> list[str]:
    """Every Japanese text of a lesson source: the ``ja=`` of its md() and code() cells (a
    code cell's ``ja`` maps English comments to Japanese ones: only the Japanese counts)."""
    texts = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        for kw in node.keywords:
            if kw.arg != "ja":
                continue
            parts = kw.value.values if isinstance(kw.value, ast.Dict) else [kw.value]
            for part in parts:
                texts += [n.value for n in ast.walk(part)
                          if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return texts


#: A menu path as the lessons write it: *実行 → すべてのセルを実行*.
MENU_PATH = re.compile(r"\*([^*\n]+?) → ([^*\n]+?)\*")
#: JupyterLab's English names that a Japanese text must not use for its menus and buttons.
ENGLISH_NAMES = re.compile(r"Run All|Run →|Restart Kernel|Kernel →|File →|「(Discard|Revert|"
                           r"Overwrite|File Changed|Save)」")


@pytest.mark.skipif(_pack_catalog() is None, reason="jupyterlab-language-pack-ja-jp is not "
                    "installed: the vendored table stands in for it")
def test_the_vendored_table_is_the_packs_own_words():
    pack = _pack_catalog()
    assert pack is not None
    assert {key: pack.get(key) for key in LAB_JA} == LAB_JA


def test_every_menu_path_in_the_japanese_lessons_is_the_japanese_interfaces_own():
    words = catalog()
    menus = {ja for (context, _), ja in words.items() if context == "menu"}
    items = {ja for (context, _), ja in words.items() if context is None}
    paths = [(path.name, m.group(1), m.group(2)) for path in SOURCES
             for text in _japanese_texts(path) for m in MENU_PATH.finditer(text)]
    assert paths, "the Japanese lessons name no menu path: the pattern no longer finds them"
    for name, menu, item in paths:
        assert menu in menus, f"{name}: *{menu} → {item}*: {menu!r} is no menu of JupyterLab"
        assert item in items, f"{name}: *{menu} → {item}*: {item!r} is no menu item"


def test_the_japanese_lessons_and_messages_use_no_english_menu_names():
    from pokerlib.course.__main__ import _MESSAGES

    for path in SOURCES:
        for text in _japanese_texts(path):
            assert not ENGLISH_NAMES.search(text), f"{path.name}: {text[:200]!r}"
    reset = _MESSAGES("reset", "ja", rel="notebooks/ja/01.ipynb", kept="")
    assert not ENGLISH_NAMES.search(reset)
    words = set(catalog().values())
    for button in re.findall(r"「([^」]+)」", reset):
        assert button in words, f"the reset message's {button!r} is no word of JupyterLab's"


# --- the command line -------------------------------------------------------------------------

def pokerlib(*args: str, lang: str = "C.UTF-8", cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """``python -m pokerlib ARGS`` under ``LANG=lang`` (nothing else of the locale set), in an
    80-column terminal."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(LANG=lang, COLUMNS="80", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "pokerlib", *args], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=120)


def _fits(text: str, width: int = 80) -> None:
    from pokerlib.lang import display_width

    for line in text.splitlines():   # the Japanese lines (argparse lays out its lists itself)
        if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", line):
            assert display_width(line) <= width, f"wider than {width} columns: {line!r}"


@pytest.mark.parametrize("args", [["--help"], ["regenerate", "--help"], ["replay", "--help"],
                                  ["drill", "--help"], ["oasis-edge", "--help"],
                                  ["pushfold-solve", "--help"]], ids=" ".join)
def test_help_follows_the_locale_and_lang(args):
    from pokerlib.cli_lang import CLI

    japanese = pokerlib(*args, lang="ja_JP.UTF-8")
    english = pokerlib(*args, lang="C")
    assert japanese.returncode == english.returncode == 0, japanese.stderr + english.stderr
    assert japanese.stdout.startswith("使い方: python -m pokerlib")
    assert english.stdout.startswith("usage: python -m pokerlib")
    for word in ("オプション:", "このヘルプを表示して終わります"):
        assert word in japanese.stdout
    for word in ("options:", "show this help message and exit"):
        assert word in english.stdout
    assert "usage:" not in japanese.stdout and "show this help" not in japanese.stdout
    key = {"--help": "description", "regenerate": "list", "replay": "files",
           "drill": "drill_spots", "oasis-edge": "edge_no_progress",
           "pushfold-solve": "solve_players"}[args[0]]
    flat = "".join(japanese.stdout.split())   # a Japanese line breaks between any characters
    assert "".join(CLI(key, "ja").split()) in flat
    _fits(japanese.stdout.split("\n\n", 1)[1])    # after the usage (argparse's own layout)
    # --lang wins over the locale, both ways
    assert pokerlib(*args, "--lang", "ja", lang="C").stdout == japanese.stdout
    assert pokerlib(*args, "--lang=en", lang="ja_JP.UTF-8").stdout == english.stdout


def test_the_drills_help_names_every_drill_in_japanese():
    from pokerlib.cli_lang import CLI
    from pokerlib.course.drills.__main__ import DRILLS

    out = pokerlib("drill", "--help", lang="ja_JP.UTF-8").stdout
    flat = "".join(out.split())
    for name in DRILLS:
        assert name + "".join(CLI(f"drill_{name}", "ja").split()) in flat
    assert "例: python -m pokerlib drill pushfold" in out


@pytest.mark.parametrize("args, japanese, english", [
    (["nope"], "エラー: 引数 command: 'nope' は選べません", "error: argument command: invalid "
                                                          "choice: 'nope'"),
    (["replay"], "エラー: 次の引数が必要です: FILE", "the following arguments are required: FILE"),
    (["drill", "nope"], "'nope' は選べません（選べるのは 'oasis', 'pushfold', 'split'）",
     "invalid choice: 'nope'"),
    (["drill", "oasis", "--spots", "-3"], "--spots には問題の数を 1 以上の整数で指定して",
     "--spots takes a whole number of spots, 1 or more"),
    (["oasis-edge", "--preset", "nope"], "引数 --preset: 'nope' は選べません",
     "argument --preset: invalid choice: 'nope'"),
    (["pushfold-solve", "--players", "3"], "次の引数が必要です: --stack",
     "the following arguments are required: --stack"),
    (["pushfold-solve", "--players", "5", "--stack", "8"], "のチャートは同梱されていません",
     "is no shipped chart"),
], ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_a_wrong_argument_is_said_in_the_locales_language(args, japanese, english):
    ja, en = pokerlib(*args, lang="ja_JP.UTF-8"), pokerlib(*args, lang="C")
    assert ja.returncode == en.returncode == 2
    assert japanese in ja.stderr and english in en.stderr
    assert "usage" not in ja.stderr and "invalid" not in ja.stderr


def test_replay_says_every_line_in_the_locales_language(tmp_path):
    examples = ROOT / "pokerlib" / "data" / "examples"
    wrong = tmp_path / "wrong.phh"
    wrong.write_text((examples / "aof_showdown.phh").read_text(encoding="utf-8").replace(
        "finishing_stacks = [32, 0, 16, 16]", "finishing_stacks = [30, 2, 16, 16]"),
        encoding="utf-8")
    stops = tmp_path / "stops.phh"
    stops.write_text((examples / "oasis_fold.phh").read_text(encoding="utf-8").split(
        "actions")[0] + "actions = []\n", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    args = [str(tmp_path / "missing.phh"), str(wrong), str(stops), str(tmp_path / "empty"),
            str(examples / "omaha_limit_cap.phh")]
    ja, en = pokerlib("replay", *args, lang="ja_JP.UTF-8"), pokerlib("replay", *args, lang="C")
    assert ja.returncode == en.returncode == 4
    assert ja.stdout == en.stdout        # the JSON is data: the same in both
    assert "missing.phh: 読めませんでした: " in ja.stderr
    assert "wrong.phh: C の最終スタックが違います: ファイルでは 30、再生では 32" in ja.stderr
    assert "stops.phh: 途中までです: ファイルは配り終える前に終わっています" in ja.stderr
    assert "empty: このフォルダーには .phh ファイルがありません" in ja.stderr
    assert "omaha_limit_cap.phh: 途中までです: ファイルは SB の番で終わっています" in ja.stderr
    assert "finishing stack of C differs: file 30, replay 32" in en.stderr
    assert "incomplete: the file stops before the deal is complete" in en.stderr
    assert len(ja.stderr.splitlines()) == len(en.stderr.splitlines()) == 6
    for line in ja.stderr.splitlines():  # nothing English but names, paths and the JSON's words
        said = line.split(": ", 1)[1]
        assert not re.search(r"\b(the|is|not|could|stops|differs|file)\b", said), line
    assert pokerlib("replay", "--lang", "ja", *args, lang="C").stderr == ja.stderr


def test_cli_lang_reads_lang_before_a_double_dash_and_the_locale_after():
    from pokerlib.cli_lang import cli_lang

    assert cli_lang(["--", "--lang", "ja"], {"LANG": "C"}) == "en"
    assert cli_lang(["--lang", "fr"], {"LANG": "ja_JP.UTF-8"}) == "ja"
    assert cli_lang(["x"], {"LC_ALL": "ja_JP.UTF-8", "LANG": "C"}) == "ja"


def test_argparse_is_english_again_after_a_japanese_parse():
    import argparse

    from pokerlib.cli_lang import argparse_speaks

    with pytest.raises(SystemExit), argparse_speaks("ja"):
        argparse.ArgumentParser(prog="x").parse_args(["--nope"])
    assert argparse.ArgumentParser(prog="x").format_usage() == "usage: x [-h]\n"


# --- the drills' feedback and the tables' results, read as Japanese ------------------------------

#: A Japanese character followed by an ASCII comma: Japanese lists take 、.
ASCII_COMMA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff], ")


def _drill_feedback() -> list[tuple[str, object]]:
    """(text, grade) of every drill's feedback in Japanese: a few spots, each answered with the
    best choice and with another."""
    from pokerlib.course.drills import OasisDrill, PushFoldDrill, SplitDrill

    out = []
    for drill, answers in ((OasisDrill(seed=3, lang="ja"), ("fold", "raise")),
                           (PushFoldDrill(2, 10.0, seed=1, lang="ja"), ("fold", "all-in")),
                           (SplitDrill(seed=2, lang="ja"), (None, "moved"))):
        for _ in range(3):
            spot = drill.next()
            for answer in answers:
                if isinstance(drill, SplitDrill):
                    pay = dict(spot.payouts())
                    if answer == "moved":   # one chip from one winner to another player
                        winner = next(p for p, c in pay.items() if c > 0)
                        other = next(p for p in pay if p != winner)
                        pay[winner] -= 1
                        pay[other] += 1
                    grade = drill.assess(pay)
                else:
                    grade = drill.assess(answer)
                out.append((grade.describe(), grade))
    return out


def test_the_drills_feedback_reads_as_japanese():
    feedback = _drill_feedback()
    assert any(not g.correct for _, g in feedback) and any(g.correct for _, g in feedback)
    for text, grade in feedback:
        assert not ASCII_COMMA.search(text), text
        # every sentence says who or what it is about: no bare "…より0.08 Ante多くなります"
        bare = re.search(r"。[^。]*より[\d.]+ (Ante|BB)(多く|少なく)なります", "。" + text)
        assert not bare, text
        assert text.endswith(("。", "）")), text
        if not grade.correct:   # the loss is said once, with its subject: "…の損です"
            said = (r"。(\d+チップ)を違うプレーヤーに配っています" if grade.unit == "chips"
                    else r"。(約?[\d.]+ (Ante|BB))の損です。")
            amount = re.search(said, text)
            assert amount and text.count(amount.group(1)) == 1 and "損失" not in text, text


def test_the_omaha_table_lists_winners_with_japanese_commas():
    from pokerlib.course.widgets import OmahaTableUI

    ui = OmahaTableUI(players=4, seed=7, lang="ja")
    texts = []
    for _ in range(60):
        if ui.table.hand.is_over:
            texts.append(ui.result.value + ui.history_view.value)
            ui.deal_button.click()
        else:
            (ui.check_button if not ui.check_button.disabled else ui.call_button).click()
    shown = [re.sub(r"<[^>]+>", " ", x) for x in texts]
    assert any("を獲得" in x for x in shown)
    for x in shown:
        assert not ASCII_COMMA.search(x), ASCII_COMMA.search(x)


def test_the_course_command_help_follows_the_locale():
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    run = [sys.executable, "-m", "pokerlib.course", "--help"]
    ja = subprocess.run(run, capture_output=True, text=True, timeout=120, cwd=ROOT,
                        env={**env, "LANG": "ja_JP.UTF-8", "PYTHONPATH": str(ROOT)})
    en = subprocess.run(run, capture_output=True, text=True, timeout=120, cwd=ROOT,
                        env={**env, "LANG": "C", "PYTHONPATH": str(ROOT)})
    assert ja.stdout.startswith("使い方: python -m pokerlib.course")
    assert "作業フォルダーを作るか、足りないレッスンを加えます" in ja.stdout
    assert en.stdout.startswith("usage: python -m pokerlib.course")
    assert "create the workspace, or add lessons it lacks" in en.stdout
