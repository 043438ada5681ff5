"""The learner's workspace never loses a file: documents the learner edited are backed up before
the course's current ones replace them, every reset keeps its own backup (named by edition),
and a damaged manifest, a file where a folder belongs or a folder where a lesson belongs is kept
aside while the course still opens. ``LESSON`` reaches the shell as one word."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pokerlib.course.__main__ import main
from pokerlib.course.workspace import Workspace

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A small course: lesson 00 and 02 in both editions, a README and the rules."""
    root = tmp_path / "course"
    for folder in ("notebooks", "notebooks/ja"):
        (root / folder).mkdir(parents=True)
        for name in ("00_cards", "02_aof"):
            (root / folder / f"{name}.ipynb").write_text(
                json.dumps({"cells": [], "lesson": name, "edition": folder}), encoding="utf-8")
    (root / "docs").mkdir()
    (root / "README.md").write_text("# The course\n", encoding="utf-8")
    (root / "docs" / "rules.md").write_text("# Rules\n", encoding="utf-8")
    return root


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run(repo: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["--repo", str(repo), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_learners_notes_in_the_readme_and_docs_are_kept_and_the_message_says_so(repo, capsys):
    assert run(repo, "workspace", capsys=capsys)[0] == 0
    ws = repo / "my-course"
    (ws / "README.md").write_text("# The course\nmy notes: fold 72o\n", encoding="utf-8")
    (ws / "docs" / "rules.md").write_text("# Rules\nask about side pots\n", encoding="utf-8")
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0
    assert "nothing overwritten" not in out and "as you left them" not in out
    backups = {p.read_text(encoding="utf-8") for p in (ws / "backups").iterdir()}
    assert backups == {"# The course\nmy notes: fold 72o\n", "# Rules\nask about side pots\n"}
    assert "README.md had your edits: kept as my-course/backups/README-" in out
    assert "docs/rules.md had your edits" in out
    # the course's current documents are in place, and a third run has nothing to say
    assert (ws / "README.md").read_text(encoding="utf-8") == "# The course\n"
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert "as you left them" in out and len(list((ws / "backups").iterdir())) == 2


def test_a_document_the_learner_did_not_touch_follows_the_course_without_a_backup(repo, capsys):
    run(repo, "workspace", capsys=capsys)
    (repo / "docs" / "rules.md").write_text("# Rules, second edition\n", encoding="utf-8")
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0 and "docs/rules.md is the course's current version" in out
    assert (repo / "my-course" / "docs" / "rules.md").read_text(encoding="utf-8") == \
        "# Rules, second edition\n"
    assert not (repo / "my-course" / "backups").exists()


def test_two_resets_in_the_same_second_keep_both_backups_named_by_edition(repo, monkeypatch):
    ws = Workspace(repo, repo / "my-course")
    ws.create()
    for rel in ("notebooks/02_aof.ipynb", "notebooks/ja/02_aof.ipynb"):
        (ws.folder / rel).write_text(f"my work in {rel}", encoding="utf-8")
    monkeypatch.setattr("time.strftime", lambda fmt, *a: "20260101-120000")
    _, en = ws.reset("02")
    _, ja = ws.reset("ja/02")
    (ws.folder / "notebooks/02_aof.ipynb").write_text("more work", encoding="utf-8")
    _, again = ws.reset("02")
    assert en is not None and ja is not None and again is not None
    assert len({en, ja, again}) == 3
    assert en.name.startswith("02_aof-en-") and ja.name.startswith("02_aof-ja-")
    assert en.read_text(encoding="utf-8") == "my work in notebooks/02_aof.ipynb"
    assert ja.read_text(encoding="utf-8") == "my work in notebooks/ja/02_aof.ipynb"
    assert again.read_text(encoding="utf-8") == "more work"


DAMAGED = {
    "empty": b"",
    "truncated": b'{"copied": {"notebooks/00_cards.ipynb": "ab',
    "a list": b"[]",
    "null": b"null",
    "copied is a list": b'{"copied": []}',
    "a number as fingerprint": b'{"copied": {"notebooks/00_cards.ipynb": 5}}',
    "Latin-1": '{"copied": {"notebooks/00_cards.ipynb": "é"}}'.encode("latin-1"),
}


@pytest.mark.parametrize("command", ["workspace", "reset"])   # make check/lab run workspace
@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_manifest_is_kept_aside_and_the_course_still_opens(repo, capsys, name,
                                                                    command):
    run(repo, "workspace", capsys=capsys)
    ws = repo / "my-course"
    (ws / "notebooks" / "00_cards.ipynb").write_text("my edits", encoding="utf-8")
    (repo / "notebooks" / "02_aof.ipynb").write_text('{"cells": [], "v": 2}', encoding="utf-8")
    (ws / ".course.json").write_bytes(DAMAGED[name])
    args = {"workspace": ["workspace"], "reset": ["reset", "ja/00"]}[command]
    code, out, err = run(repo, *args, capsys=capsys)
    assert code == 0, err
    assert "Traceback" not in out + err
    kept = [p for p in ws.iterdir() if p.name.startswith(".course.json.kept-")]
    assert len(kept) == 1 and kept[0].read_bytes() == DAMAGED[name]
    # the Japanese lesson (ja/00) is answered in Japanese
    damaged = ".course.json が壊れていました" if command == "reset" else ".course.json was damaged"
    lines = [line for line in out.splitlines() if damaged in line]
    assert len(lines) == 1 and kept[0].name in lines[0]
    manifest = json.loads((ws / ".course.json").read_text(encoding="utf-8"))
    assert isinstance(manifest["copied"], dict)
    assert (ws / "notebooks" / "00_cards.ipynb").read_text(encoding="utf-8") == "my edits"


def test_a_manifest_that_is_a_folder_is_kept_aside(repo, capsys):
    (repo / "my-course" / ".course.json").mkdir(parents=True)
    (repo / "my-course" / ".course.json" / "note.txt").write_text("mine", encoding="utf-8")
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0 and ".course.json was damaged" in out
    kept = next((repo / "my-course").glob(".course.json.kept-*"))
    assert (kept / "note.txt").read_text(encoding="utf-8") == "mine"


def test_my_course_being_a_file_is_kept_aside_and_the_workspace_made(repo, capsys):
    (repo / "my-course").write_text("my shopping list", encoding="utf-8")
    code, out, err = run(repo, "workspace", capsys=capsys)
    assert code == 0, err
    kept = next(repo.glob("my-course.kept-*"))
    assert kept.read_text(encoding="utf-8") == "my shopping list"
    assert (repo / "my-course" / "notebooks" / "00_cards.ipynb").is_file()
    assert f"kept aside as {kept.name}" in out


@pytest.mark.parametrize("command", ["workspace", "reset"])
def test_a_folder_where_a_lesson_belongs_is_kept_aside_and_the_lesson_copied(repo, capsys,
                                                                            command):
    run(repo, "workspace", capsys=capsys)
    lesson = repo / "my-course" / "notebooks" / "00_cards.ipynb"
    lesson.unlink()
    lesson.mkdir()
    (lesson / "keep.txt").write_text("mine", encoding="utf-8")
    code, out, err = run(repo, *(["workspace"] if command == "workspace" else ["reset", "00"]),
                         capsys=capsys)
    assert code == 0, err
    assert lesson.is_file() and json.loads(lesson.read_text(encoding="utf-8"))["lesson"] == \
        "00_cards"
    kept = next(lesson.parent.glob("00_cards.ipynb.kept-*"))
    assert (kept / "keep.txt").read_text(encoding="utf-8") == "mine"
    assert "was a folder where the course needs a file" in out


def test_notebooks_being_a_file_in_the_workspace_is_kept_aside(repo, capsys):
    (repo / "my-course").mkdir()
    (repo / "my-course" / "notebooks").write_text("oops", encoding="utf-8")
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0 and (repo / "my-course" / "notebooks" / "ja" / "02_aof.ipynb").is_file()
    assert next((repo / "my-course").glob("notebooks.kept-*")).read_text() == "oops"


@pytest.mark.parametrize("lesson", ["01;true", "", "  ", "99", "ja/"])
def test_reset_of_a_lesson_that_does_not_exist_is_one_line_and_status_2(repo, capsys, lesson):
    run(repo, "workspace", capsys=capsys)
    code, out, err = run(repo, "reset", lesson, capsys=capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert any(s in err for s in ("make reset-lesson LESSON=01", "the lessons are 00, 02",
                                  "レッスンは 00, 02 です"))


def test_workspace_messages_speak_japanese_to_a_japanese_locale(repo, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert main(["--repo", str(repo), "workspace"]) == 0
    assert "コピーしました" in capsys.readouterr().out
    (repo / "my-course" / "README.md").write_text("メモ", encoding="utf-8")
    main(["--repo", str(repo), "workspace"])
    out = capsys.readouterr().out
    assert "書き換えていました" in out and "失われていません" in out
    assert main(["--repo", str(repo), "reset", "ja/99"]) == 2
    assert "レッスン" in capsys.readouterr().err


def _fake_venv(tmp_path: Path) -> Path:
    """A venv whose python writes its arguments, one per line, to args.txt."""
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    record = tmp_path / "args.txt"
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a" >> "{record}"; done\n')
    python.chmod(0o755)
    (venv / ".installed").touch()
    later = (ROOT / "pyproject.toml").stat().st_mtime + 10
    os.utime(venv / ".installed", (later, later))
    return venv


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
@pytest.mark.parametrize("target", ["reset-lesson", "check"])
def test_lesson_reaches_the_command_as_one_word_never_as_shell_code(tmp_path, target):
    venv = _fake_venv(tmp_path)
    marker = tmp_path / "ran"
    lesson = f"01;touch {marker}; echo '$$(touch {marker})' \"`touch {marker}`\""
    subprocess.run(["make", "-s", "-C", str(ROOT), target, f"VENV={venv}", f"LESSON={lesson}"],
                   check=True, capture_output=True, timeout=60)
    assert not marker.exists()
    args = (tmp_path / "args.txt").read_text().splitlines()
    assert args[-1] == lesson   # exactly as typed: make expands nothing in it, not even $$
    assert args[-2] == ("reset" if target == "reset-lesson" else "check")


@pytest.mark.parametrize("lang, revert, overwrite, close", [
    ("en", '"Revert"', '"Overwrite"', "close the lesson's tab before you run make reset-lesson"),
    # the Japanese interface's own buttons (jupyterlab-language-pack-ja-jp: Revert, Overwrite)
    ("ja", "「元に戻す」", "「上書き」",
     "make reset-lesson を実行する前にレッスンのタブを閉じてください")])
def test_reset_tells_the_learner_to_close_the_tab_and_to_choose_revert(repo, capsys, lang,
                                                                       revert, overwrite, close):
    # an open lesson's tab would otherwise ask "File Changed — Overwrite?" and undo the reset
    run(repo, "workspace", capsys=capsys)
    code, out, err = run(repo, "--lang", lang, "reset", "00", capsys=capsys)
    assert code == 0, err
    assert revert in out and close in out and overwrite in out
    assert out.index(revert) < out.index(close)


def test_a_japanese_lesson_is_answered_in_japanese_from_an_english_shell(repo, capsys):
    assert run(repo, "workspace", capsys=capsys)[0] == 0
    code, out, _ = run(repo, "reset", "ja/02", capsys=capsys)
    assert code == 0 and "新しいコピーに戻しました" in out
    code, out, _ = run(repo, "reset", "02", capsys=capsys)
    assert code == 0 and "is a fresh copy again" in out
    # --lang still decides when given
    code, out, _ = run(repo, "--lang", "en", "reset", "ja/02", capsys=capsys)
    assert code == 0 and "is a fresh copy again" in out


def test_an_unknown_lesson_is_said_to_be_unknown(repo, capsys):
    code, _, err = run(repo, "reset", "ja/99", capsys=capsys)
    assert code != 0
    assert "'ja/99' というレッスンはありません。レッスンは 00, 02 です" in err
    code, _, err = run(repo, "reset", "99", capsys=capsys)
    assert "there is no lesson '99': the lessons are 00, 02" in err
    assert "narrow" not in err and "1つに決まりません" not in err
