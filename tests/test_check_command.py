"""``make check`` (``python -m pokerlib.course check``): an unreadable lesson is reported with
how to get a fresh copy and the other lessons are still checked; every exercise of a lesson is
listed, "check cell missing" where its cell was deleted; a "not yet" shows its hint; the
learner's edition is checked (both when asked), each labelled; the kernel's log stays out of
the learner's terminal."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

from pokerlib.course.__main__ import main
from pokerlib.course.checker import check_notebook, format_table
from pokerlib.course.exercises import exercises, grade


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def notebook(path: Path, *sources: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(s) for s in sources]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))
    return path


# lesson 00 with its check cells for 00.3-00.6 deleted: 00.1 answered wrong, 00.2 left open
LESSON_00 = ("from pokerlib.course import check", 'check("00.1", "second")',
             'check("00.2", ...)')


def course(tmp_path: Path) -> Path:
    """A course whose lesson 00 (both editions) is LESSON_00, with a workspace copied."""
    repo = tmp_path / "course"
    for folder in ("notebooks", "notebooks/ja"):
        notebook(repo / folder / "00_cards.ipynb", *LESSON_00)
    return repo


UNREADABLE = {
    "truncated JSON": ('{"cells": [{"cell_type": "code", "sour', "cut short"),
    "empty": ("", "empty"),
    "an empty object": ("{}", "no list of cells"),
    "a list": ("[]", "no list of cells"),
    "Latin-1 bytes": (b'{"cells": [], "x": "\xe9"}', "not UTF-8"),
    "cells of another shape": ('{"cells": [1, 2]}', "no list of cells"),
}


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_an_unreadable_notebook_is_reported_with_the_reason_never_raised(tmp_path, name):
    content, why = UNREADABLE[name]
    path = tmp_path / "notebooks" / "01_oasis.ipynb"
    path.parent.mkdir()
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    result = check_notebook(path)
    assert not result.ran and why in result.unreadable
    table = format_table([result])
    assert "01_oasis  -         could not be read" in table
    assert "01_oasis.ipynb could not be read" in table
    assert "make reset-lesson LESSON=01" in table


def test_check_goes_on_past_an_unreadable_lesson_and_lists_every_exercise(tmp_path,
                                                                          capfd):
    repo = course(tmp_path)
    notebook(repo / "notebooks" / "02_aof.ipynb", "x = 1")
    assert main(["--repo", str(repo), "workspace"]) == 0
    (repo / "my-course" / "notebooks" / "00_cards.ipynb").write_text(
        (repo / "notebooks" / "00_cards.ipynb").read_text(encoding="utf-8")[:50],
        encoding="utf-8")
    (repo / "my-course" / "notebooks" / "02_aof.ipynb").write_text(
        (repo / "notebooks" / "00_cards.ipynb").read_text(encoding="utf-8"), encoding="utf-8")
    capfd.readouterr()
    assert main(["--repo", str(repo), "check"]) == 1
    out, err = capfd.readouterr()
    assert "00_cards.ipynb could not be read (not valid JSON" in out
    assert "make reset-lesson LESSON=00" in out
    # lesson 02's copy (holding lesson 00's cells) ran: each exercise of lesson 02 is listed,
    # with its check cell missing, and the 00.* answers it checked appear as they were graded
    rows = {tuple(line.split()[:2]): line for line in out.splitlines()
            if line.startswith("02_aof ")}
    assert {i for _, i in rows} == {ex.id for ex in exercises("02")} | {"00.1", "00.2"}
    assert all(rows[("02_aof", ex.id)].endswith("check cell missing")
               for ex in exercises("02"))
    assert "Kernel is running over TCP" not in out + err and "WARNING" not in out + err


def test_a_deleted_check_cell_is_listed_and_a_not_yet_shows_its_hint(tmp_path, capfd):
    repo = course(tmp_path)
    assert main(["--repo", str(repo), "workspace"]) == 0
    capfd.readouterr()
    assert main(["--repo", str(repo), "check", "00"]) == 0
    out, err = capfd.readouterr()
    rows = [line.split(None, 2) for line in out.splitlines() if line.startswith("00_cards ")]
    statuses = {r[1]: r[2].strip() for r in rows}
    assert statuses == {"00.1": "not yet", "00.2": "not answered yet",
                        **{f"00.{n}": "check cell missing" for n in range(3, 7)}}
    assert "0 of 6 exercises correct" in out
    hint = grade("00.1", "second")[1]
    assert f"hint: {hint}" in out
    assert "Kernel is running over TCP" not in out + err and "WARNING" not in out + err


def test_check_runs_the_learners_edition_only_and_labels_it(tmp_path, capfd, monkeypatch):
    repo = course(tmp_path)
    main(["--repo", str(repo), "workspace"])
    capfd.readouterr()
    assert main(["--repo", str(repo), "check"]) == 0
    out = capfd.readouterr().out
    assert "English edition (notebooks/)" in out and "Japanese" not in out
    assert out.count("running ") == 1 and "0 of 6 exercises correct" in out

    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert main(["--repo", str(repo), "check"]) == 0
    out = capfd.readouterr().out
    assert "日本語版 (ja/)" in out and "英語版" not in out and out.count("を実行しています") == 1
    assert "6 問中 0 問正解" in out and "もう一歩" in out and "確認セルがありません" in out
    assert f"ヒント: {grade('00.1', 'second', 'ja')[1]}" in out


def test_check_of_both_editions_labels_each_with_its_own_total(tmp_path, capfd):
    repo = course(tmp_path)
    ja = repo / "notebooks" / "ja" / "00_cards.ipynb"
    notebook(ja, "from pokerlib.course import check", 'check("00.2", "first")')
    main(["--repo", str(repo), "workspace"])
    capfd.readouterr()
    assert main(["--repo", str(repo), "check", "--edition", "both", "00"]) == 0
    out = capfd.readouterr().out
    english, japanese = out.split("Japanese edition (ja/)")
    assert "English edition (notebooks/)" in english and "00.1      not yet" in english
    assert "00.2      not yet" in japanese and "00.1      check cell missing" in japanese
    assert english.count("0 of 6 exercises correct") == 1
    assert japanese.count("0 of 6 exercises correct") == 1


def test_the_stored_lessons_are_all_readable():
    root = Path(__file__).resolve().parents[1] / "notebooks"
    from pokerlib.course.checker import read_notebook

    for path in sorted(root.glob("[0-9]*.ipynb")) + sorted(root.glob("ja/[0-9]*.ipynb")):
        nb, why = read_notebook(path)
        assert nb is not None and why == "", path
        assert json.loads(path.read_text(encoding="utf-8"))["cells"]
