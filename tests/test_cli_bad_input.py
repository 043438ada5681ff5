"""The command line answers every problem in one line with its own exit status: the terminal
drills read odd answers (``--5``, ``²``) and refuse odd arguments (``--spots -3``); ``replay``
reads deeply nested files and impossible paths. In Japanese (``--lang ja`` or a Japanese
locale) the drills ask and refuse in Japanese, in the articles' words, and take Japanese
answers. The tests write only under ``tmp_path``."""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pokerlib.course.drills.__main__ import main as drill
from pokerlib.phh.cli import EXIT_STATUSES
from pokerlib.phh.cli import main as replay

ROOT = Path(__file__).resolve().parents[1]
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run_drill(args: list[str], answers: str) -> tuple[int, str]:
    out = io.StringIO()
    code = drill(args, io.StringIO(answers), out)
    return code, out.getvalue()


@pytest.mark.parametrize("odd", ["--5", "²", "5.5", "1e3", "٣", "five", "- 3"])
def test_the_split_drill_asks_again_for_an_answer_that_is_no_whole_number(odd):
    code, text = run_drill(["split", "--spots", "1"], f"{odd}\n0\n0\n41\n")
    assert code == 0
    assert f"Ann receives {odd!r}: give a whole number of chips, 0 or more" in text
    assert text.count("Ann receives:") == 2          # asked again, then answered
    assert text.rstrip().endswith("chips lost in all")


def test_the_split_drill_refuses_a_negative_share_and_takes_full_width_digits():
    code, text = run_drill(["split", "--spots", "1", "--lang", "ja"], "-3\n０\n０\n４１\n")
    assert code == 0
    assert "Ann が -3 チップ: 受け取るチップは 0 より少なくできません" in text
    assert "1問中1問で正しく分けました" in text


@pytest.mark.parametrize("args", [["split", "--spots", "-3"], ["split", "--spots", "0"],
                                  ["oasis", "--spots", "x"], ["pushfold", "--seed", "-1"],
                                  ["pushfold", "--stack", "nan"], ["pushfold", "--stack", "-2"],
                                  ["pushfold", "--stack", "inf"], ["pushfold", "--stack", "30"],
                                  ["poker"]])
def test_bad_drill_arguments_are_one_line_and_status_2(args, capsys):
    with pytest.raises(SystemExit) as stop:
        run_drill(args, "")
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "usage" not in err


def test_the_drills_speak_japanese_for_lang_ja_and_for_a_japanese_locale(monkeypatch):
    code, text = run_drill(["pushfold", "--spots", "1", "--lang", "ja"], "hello\nオールイン\n")
    assert code == 0
    assert "オールイン（all-in）か フォールド（fold）? " in text
    assert "「hello」は読めません: オールイン（all-in）か フォールド（fold）で答えて" in text
    assert "1問中1問で最善の選択をしました" in text   # オールイン is the best answer to this spot
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    code, text = run_drill(["oasis", "--spots", "1", "--seed", "3"], "Xx\n9c\nフォールド\n")
    assert "「Xx」は読めません" in text and "9♣ は手札（7♠ 2♦ 5♦ 2♠ T♠）にありません" in text
    assert "Fold、Raise、または交換するカード" in text
    assert "Spot" not in text and "cannot" not in text and "receives" not in text
    assert text.rstrip().endswith("1問中0問で最善の選択をしました（0%）。損は合計0.24 Anteです")


@pytest.mark.parametrize("word, same", [("フォールド", "fold"), ("ＦＯＬＤ", "fold"),
                                        ("オールイン", "all-in"), ("All-In", "all-in")])
def test_japanese_and_full_width_answers_grade_as_their_english_words(word, same):
    mine = run_drill(["pushfold", "--spots", "1", "--seed", "5", "--lang", "ja"], f"{word}\n")
    english = run_drill(["pushfold", "--spots", "1", "--seed", "5", "--lang", "ja"], f"{same}\n")
    assert mine == english


def test_replay_of_deeply_nested_arrays_is_one_line_and_status_2(tmp_path):
    path = tmp_path / "deep.phh"
    path.write_text("variant = 'NT'\nx = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert replay([path], out=out, err=err) == 2
    assert err.getvalue().count("\n") == 1 and "nested too deeply" in err.getvalue()


@pytest.mark.parametrize("name", ["a" * 5000, "a/" * 3000, "x\0y"])
def test_replay_of_an_impossible_path_is_one_line_and_status_4(name):
    out, err = io.StringIO(), io.StringIO()
    assert replay([name], out=out, err=err) == 4
    assert err.getvalue().count("\n") == 1 and "no hand-history file" in err.getvalue()
    assert out.getvalue() == ""


def test_replay_in_a_terminal_prints_no_traceback_and_documents_each_status(tmp_path):
    path = tmp_path / "deep.phh"
    path.write_text("x = " + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pokerlib", "replay", str(path)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(EXIT_STATUSES) == len(set(EXIT_STATUSES)) == 6


def test_tests_write_nothing_at_a_fixed_absolute_path():
    """Tests touch only tmp_path: no test hands a write call an absolute path of its own."""
    writers = {"export", "write", "write_text", "write_bytes", "mkdir", "savefig", "dump",
               "to_phh_file", "copyfile", "copytree"}
    found = []
    for path in sorted((ROOT / "tests").glob("**/*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name not in writers:
                continue
            for arg in node.args:
                # an absolute path, or (for the calls whose arguments are all paths or
                # objects, never file contents) a relative one: it lands in the working folder
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and (
                        arg.value.startswith("/") or name in PATH_ONLY_WRITERS):
                    found.append(f"{path.name}:{node.lineno} {name}({arg.value!r})")
    assert found == []


#: write calls whose text arguments are only ever paths (write_text's is the file's content)
PATH_ONLY_WRITERS = {"export", "savefig", "to_phh_file", "copyfile", "copytree"}
