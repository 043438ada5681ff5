"""`python -m pokerlib drill --help` says what the drill command takes: the drills, each with a
line, and their options (it used to print only "rest  what the drill command takes")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pokerlib.__main__ import main
from pokerlib.course.drills.__main__ import DRILLS

ROOT = Path(__file__).resolve().parents[1]


def test_drill_help_lists_every_drill_and_its_options(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["drill", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m pokerlib drill")
    assert "what the drill command takes" not in out
    flat = " ".join(out.split())   # each drill's line, wrapped to the terminal's width
    for name, what in DRILLS.items():
        assert f" {name} {what}" in flat
    for option in ("--spots", "--seed", "--rules", "--players", "--stack", "--lang"):
        assert option in out


def test_the_example_in_the_help_runs():
    # the help's own example, with its spots answered by empty lines (skipped)
    out = subprocess.run([sys.executable, "-m", "pokerlib", "drill", "pushfold", "--spots", "2",
                          "--players", "3"], input="\n\n", capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr


def test_an_unknown_drill_is_one_line_and_status_2(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["drill", "nope"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "invalid choice: 'nope'" in err[0]
