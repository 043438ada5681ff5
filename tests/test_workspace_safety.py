"""The workspace commands are safe with hostile input: a ``LESSON`` or ``EDITIONS`` value typed
on make's command line never runs as code and never vanishes; a link inside ``my-course/`` is
replaced, never written through; a failed write leaves no cut-short file under a real name;
a lesson saved with a byte-order mark reads fine; a folder where a lesson should be and a
kernel the lesson killed are each said in one plain sentence."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from pokerlib.course.__main__ import main
from pokerlib.course.checker import check_notebook, read_notebook

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def _course(root: Path) -> Path:
    """A small course: lessons 00 and 02 in both editions, a README and the rules."""
    for folder in ("notebooks", "notebooks/ja"):
        (root / folder).mkdir(parents=True)
        for name in ("00_cards", "02_aof"):
            nb = nbformat.v4.new_notebook()
            nb.cells = [nbformat.v4.new_code_cell(f"x = {name!r}")]
            nbformat.write(nb, str(root / folder / f"{name}.ipynb"))
    (root / "docs").mkdir()
    (root / "README.md").write_text("# The course\n", encoding="utf-8")
    (root / "docs" / "rules.md").write_text("# Rules\n", encoding="utf-8")
    return root


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return _course(tmp_path / "course")


def run(repo: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["--repo", str(repo), *args])
    out, err = capsys.readouterr()
    return code, out, err


# --- make never expands what the learner typed ------------------------------------------------

def _make_copy(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the course's Makefile beside a small course, and a venv whose python is this
    one running this checkout's pokerlib."""
    copy = _course(tmp_path / "copy")
    shutil.copy(ROOT / "Makefile", copy / "Makefile")
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    (venv / ".installed").touch()
    later = (copy / "pyproject.toml").stat().st_mtime + 10
    os.utime(venv / ".installed", (later, later))
    return copy, venv


HOSTILE = ["$(shell touch PWNED)", "$(x)", "01;touch PWNED`touch PWNED`$$(touch PWNED)' '"]


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
@pytest.mark.parametrize("target, variable, expected", [
    ("reset-lesson", "LESSON", "there is no lesson"),
    ("check", "LESSON", "names no lesson of the course"),
    ("check", "EDITIONS", "is not an edition: give en, ja or both")])
def test_a_hostile_make_value_is_refused_in_a_sentence_and_never_runs(tmp_path, target,
                                                                      variable, expected):
    copy, venv = _make_copy(tmp_path)
    for value in HOSTILE:
        done = subprocess.run(["make", "-s", "-C", str(copy), target, f"VENV={venv}",
                               f"{variable}={value}"], capture_output=True, text=True,
                              timeout=120, env=dict(os.environ, LANG="C.UTF-8"))
        assert done.returncode != 0, (value, done.stdout)
        assert expected in done.stderr and repr(value) in done.stderr, (value, done.stderr)
        assert "Traceback" not in done.stderr
        assert not list(tmp_path.rglob("PWNED")), value
        assert "running" not in done.stdout   # "$(x)" did not vanish into "check every lesson"


def test_a_long_lesson_value_is_quoted_by_its_start_only(repo, capsys):
    run(repo, "workspace", capsys=capsys)
    code, _, err = run(repo, "check", "x" * 100_000, capsys=capsys)
    assert code == 2 and "names no lesson" in err and len(err) < 400
    code, _, err = run(repo, "reset", "x" * 100_000, capsys=capsys)
    assert code == 2 and "there is no lesson" in err and len(err) < 400


# --- links inside my-course/ are replaced, never written through ------------------------------

def _outside(tmp_path: Path, text: str = "the learner's own file outside\n",
             name: str = "mine.md") -> Path:
    outside = tmp_path / "elsewhere" / name
    outside.parent.mkdir(exist_ok=True)
    outside.write_text(text, encoding="utf-8")
    return outside


def test_a_document_that_is_a_link_is_replaced_and_its_target_untouched(repo, tmp_path, capsys):
    run(repo, "workspace", capsys=capsys)
    outside = _outside(tmp_path)
    doc = repo / "my-course" / "docs" / "rules.md"
    doc.unlink()
    doc.symlink_to(outside)
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0
    assert outside.read_text(encoding="utf-8") == "the learner's own file outside\n"
    assert not doc.is_symlink() and doc.read_text(encoding="utf-8") == "# Rules\n"
    kept = [p for p in doc.parent.iterdir() if p.name.startswith("rules.md.kept-")]
    assert len(kept) == 1 and kept[0].is_symlink() and kept[0].resolve() == outside
    assert "was a link" in out and str(outside) in out
    assert not (repo / "my-course" / "backups").exists()   # nothing copied out of the link


def test_a_dangling_lesson_link_gets_no_lesson_written_at_its_target(repo, tmp_path, capsys):
    target = tmp_path / "elsewhere" / "planted.ipynb"
    lesson = repo / "my-course" / "notebooks" / "00_cards.ipynb"
    lesson.parent.mkdir(parents=True)
    lesson.symlink_to(target)
    code, out, _ = run(repo, "workspace", capsys=capsys)
    assert code == 0
    assert not target.exists() and not target.parent.exists()
    assert not lesson.is_symlink()
    assert lesson.read_bytes() == (repo / "notebooks" / "00_cards.ipynb").read_bytes()
    assert "was a link" in out


def test_a_backups_folder_that_is_a_link_gets_no_backup(repo, tmp_path, capsys):
    run(repo, "workspace", capsys=capsys)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (repo / "my-course" / "backups").symlink_to(outside, target_is_directory=True)
    (repo / "my-course" / "README.md").write_text("my notes", encoding="utf-8")
    (repo / "my-course" / "notebooks" / "00_cards.ipynb").write_text("{}", encoding="utf-8")
    assert run(repo, "workspace", capsys=capsys)[0] == 0
    assert run(repo, "reset", "00", capsys=capsys)[0] == 0
    assert list(outside.iterdir()) == []
    backups = repo / "my-course" / "backups"
    assert backups.is_dir() and not backups.is_symlink()
    saved = sorted(p.read_text(encoding="utf-8") for p in backups.iterdir())
    assert saved == ["my notes", "{}"]


def test_a_manifest_or_lesson_link_is_never_written_through_by_reset(repo, tmp_path, capsys):
    run(repo, "workspace", capsys=capsys)
    outside = _outside(tmp_path, '{"copied": {}, "docs": {}}')
    ws = repo / "my-course"
    (ws / ".course.json").unlink()
    (ws / ".course.json").symlink_to(outside)
    lesson_target = _outside(tmp_path, "lesson text outside", "lesson.ipynb")
    (ws / "notebooks" / "02_aof.ipynb").unlink()
    (ws / "notebooks" / "02_aof.ipynb").symlink_to(lesson_target)
    code, out, _ = run(repo, "reset", "02", capsys=capsys)
    assert code == 0, out
    assert outside.read_text(encoding="utf-8") == '{"copied": {}, "docs": {}}'
    assert lesson_target.read_text(encoding="utf-8") == "lesson text outside"
    assert not (ws / ".course.json").is_symlink()
    assert not (ws / "notebooks" / "02_aof.ipynb").is_symlink()
    assert json.loads((ws / ".course.json").read_text(encoding="utf-8"))["copied"]


# --- a failed write leaves no cut-short file --------------------------------------------------

@pytest.mark.parametrize("failing", [1, 2])   # the backup's copy, then the fresh lesson's
def test_a_reset_that_fails_on_a_full_disk_leaves_no_cut_short_file(repo, capsys, monkeypatch,
                                                                   failing):
    run(repo, "workspace", capsys=capsys)
    lesson = repo / "my-course" / "notebooks" / "00_cards.ipynb"
    lesson.write_text('{"cells": [], "mine": "' + "y" * 5000 + '"}', encoding="utf-8")
    mine = lesson.read_bytes()
    real = shutil.copyfileobj
    calls = []

    def full_disk(src, dst, length=0):
        calls.append(dst)
        if len(calls) == failing:
            dst.write(src.read(100))   # part of it reached the disk, then the disk was full
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(src, dst)

    monkeypatch.setattr(shutil, "copyfileobj", full_disk)
    code, _, err = run(repo, "reset", "00", capsys=capsys)
    assert code == 3 and "No space left on device" in err and "Traceback" not in err
    assert lesson.read_bytes() == mine          # the learner's lesson is as it was
    backups = repo / "my-course" / "backups"
    leftovers = [p for p in backups.iterdir()] if backups.exists() else []
    # no partial file anywhere; the backup, when it was written, is whole
    assert all(p.read_bytes() == mine for p in leftovers), leftovers
    assert len(leftovers) == failing - 1
    assert not [p for p in lesson.parent.iterdir() if p.name.endswith(".part")]


# --- what make check says ---------------------------------------------------------------------

def test_a_lesson_saved_with_a_byte_order_mark_reads_fine(tmp_path):
    path = tmp_path / "00_cards.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("1 + 1")]
    path.write_bytes(b"\xef\xbb\xbf" + nbformat.writes(nb).encode("utf-8"))
    read, why = read_notebook(path)
    assert why == "" and read.cells[0].source == "1 + 1"


def test_a_folder_where_a_lesson_should_be_is_named_as_such(repo, capsys):
    run(repo, "workspace", capsys=capsys)
    ws = repo / "my-course" / "notebooks"
    for name in ("00_cards.ipynb", "02_aof.ipynb"):
        (ws / name).unlink()
        (ws / name).mkdir()
    code, out, err = run(repo, "check", capsys=capsys)
    assert code == 1
    assert "a folder stands where the lesson's notebook should be" in out
    assert "make reset-lesson LESSON=00" in out
    assert "No lessons" not in out + err


def test_a_kernel_the_lesson_kills_is_one_sentence_without_the_kernels_log(tmp_path):
    path = tmp_path / "00_cards.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(s) for s in ("x = 1", "import os; os._exit(1)", "y = 2")]
    nbformat.write(nb, str(path))
    result = check_notebook(path, timeout=120)
    assert not result.ran
    assert len(result.errors) == 1
    error = result.errors[0]
    assert "while running cell 2" in error and "ended Python" in error
    assert "TCP" not in error and "WARNING" not in error and "\n" not in error
