"""The input of ``python -m pokerlib oasis-edge`` (issue 38, E4-E6): every bad path, flag and
rules file ends in one ``error:`` line in the learner's language (Japanese under a ja locale)
and exit status 2; only a regular rules file of limited size is read; ``--workers`` and
``--scheduler`` are checked; Ctrl-C says in one line what was kept and how to resume (status
130). No test here starts a Dask cluster except the one that interrupts a real run."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pokerlib.__main__ import main as pokerlib_main
from pokerlib.builders import oasis_edge
from pokerlib.builders.oasis_exact_edge import folder_edge, max_workers, run_job
from pokerlib.errors import DataError
from pokerlib.oasis import OasisRules

ROOT = Path(__file__).resolve().parents[1]
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def edge(args: list[str], capsys) -> tuple[int, str, str]:
    code = pokerlib_main(["oasis-edge", *args])
    got = capsys.readouterr()
    return code, got.out, got.err


def one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ") and "Traceback" not in err
    return lines[0]


def _cases(tmp: Path) -> dict[str, tuple[list[str], str]]:
    """name -> (arguments, a word the English sentence must have)."""
    a_file = tmp / "a_file"
    a_file.write_text("x")
    rules = tmp / "big.json"
    rules.write_text(json.dumps({"paytable": [1, 1, 2, 3, 4, 5, 7, 20, 50, 10**14]}))
    deep = tmp / "deep.json"
    deep.write_text("[" * 30_000 + "]" * 30_000)
    deeper = tmp / "deeper.json"
    deeper.write_text("[" * 100_000 + "]" * 100_000)
    folder = tmp / "a_folder"
    folder.mkdir(exist_ok=True)
    out = ["--out", str(tmp / "out")]
    galewind = ["--preset", "galewind"]
    return {
        "out is a file": ([*galewind, "--out", str(a_file)], "not a folder"),
        "out is /dev/null": ([*galewind, "--out", "/dev/null"], "not a folder"),
        "out through a file": ([*galewind, "--out", str(a_file / "sub")], "is a file"),
        "out name too long": ([*galewind, "--out", "x" * 5000], "too long"),
        "scheduler junk": ([*galewind, *out, "--scheduler", "junk"], "tcp://HOST:8786"),
        "scheduler port": ([*galewind, *out, "--scheduler", "tcp://h:99999"], "65535"),
        "rules too deep": (["--rules", str(deep), *out], "nested too deeply"),
        "rules 100,000 deep": (["--rules", str(deeper), *out], "larger than"),
        "rules /dev/zero": (["--rules", "/dev/zero", *out], "not a regular file"),
        "rules a folder": (["--rules", str(folder), *out], "not a regular file"),
        "rules missing": (["--rules", str(tmp / "nope.json"), *out], "no such file"),
        "rules too large a multiple": (["--rules", str(rules), *out], "at most 33,221,511"),
        "workers 0": ([*galewind, *out, "--workers", "0"], f"from 1 to {max_workers()}"),
        "workers 1000000": ([*galewind, *out, "--workers", "1000000"], f"1 to {max_workers()}"),
        "workers x": ([*galewind, *out, "--workers", "x"], "--workers"),
        "unit size 0": ([*galewind, *out, "--unit-size", "0"], "--unit-size"),
        "rows backwards": ([*galewind, *out, "--rows", "9-3"], "--rows"),
        "no rules": ([*out], "--preset"),
        "unknown option": ([*galewind, *out, "--frobnicate"], "--frobnicate"),
        "unknown preset": (["--preset", "nope", *out], "nope"),
    }


NAMES = ["out is a file", "out is /dev/null", "out through a file", "out name too long",
         "scheduler junk", "scheduler port", "rules too deep", "rules 100,000 deep",
         "rules /dev/zero", "rules a folder", "rules missing", "rules too large a multiple",
         "workers 0", "workers 1000000", "workers x", "unit size 0", "rows backwards",
         "no rules", "unknown option", "unknown preset"]


@pytest.mark.parametrize("name", NAMES)
def test_each_bad_input_is_one_error_line_and_status_2(name, tmp_path, capsys):
    assert sorted(NAMES) == sorted(_cases(tmp_path))
    args, word = _cases(tmp_path)[name]
    code, out, err = edge(args, capsys)
    assert code == 2
    line = one_error_line(err)
    assert word in line, line
    assert not (tmp_path / "out").exists()        # refused before anything was made


@pytest.mark.parametrize("name", NAMES)
def test_each_bad_input_is_said_in_japanese_under_a_ja_locale(name, tmp_path, capsys,
                                                                monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    args, _ = _cases(tmp_path)[name]
    code, _, err = edge(args, capsys)
    assert code == 2
    line = one_error_line(err)
    assert KANA_KANJI.search(line), line
    for english in ("cannot", " must ", " is not ", "too large", "give a", "No such"):
        assert english not in line, line


def test_a_fifo_as_the_rules_file_is_refused_at_once(tmp_path):
    fifo = tmp_path / "rules.fifo"
    os.mkfifo(fifo)
    p = subprocess.run([sys.executable, "-m", "pokerlib", "oasis-edge", "--rules", str(fifo),
                        "--out", str(tmp_path / "out")], cwd=ROOT, capture_output=True,
                       text=True, timeout=120, env={**os.environ, "LANG": "C.UTF-8"})
    assert p.returncode == 2
    assert "named pipe" in one_error_line(p.stderr)


def test_the_command_speaks_japanese_as_a_separate_process(tmp_path):
    p = subprocess.run([sys.executable, "-m", "pokerlib", "oasis-edge", "--preset", "galewind",
                        "--workers", "0", "--out", str(tmp_path / "o")], cwd=ROOT,
                       capture_output=True, text=True, timeout=120,
                       env={**os.environ, "LANG": "ja_JP.UTF-8"})
    assert p.returncode == 2
    assert "--workers には 1 から" in one_error_line(p.stderr)


def test_run_job_checks_workers_and_the_scheduler_before_making_anything(tmp_path):
    for kw, key in (({"workers": 0}, "whole_number_between"),
                    ({"workers": 10**6}, "whole_number_between"),
                    ({"scheduler": "junk"}, "oasis_edge_scheduler_address")):
        with pytest.raises(DataError) as e:
            run_job(OasisRules.galewind(), tmp_path / "o", ranks=[0], rows=(0, 1), **kw)
        assert e.value.key == key
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("bad", [5, 1.5, ["a"], b"folder"])
def test_folder_edge_refuses_a_folder_that_is_not_a_path(bad):
    with pytest.raises(DataError) as e:
        folder_edge(OasisRules.galewind(), bad)
    assert e.value.key == "oasis_results_path"


def test_ctrl_c_says_what_was_kept_and_how_to_resume(tmp_path, capsys, monkeypatch):
    out = tmp_path / "out"

    def interrupted(rules, folder, **kw):
        Path(folder).mkdir(exist_ok=True)
        (Path(folder) / "bounds_03.json").write_text("{}")
        (Path(folder) / "exact_03_00000.json").write_text("{}")
        raise KeyboardInterrupt

    monkeypatch.setattr(oasis_edge, "run_job", interrupted)
    code, _, err = edge(["--preset", "galewind", "--out", str(out)], capsys)
    assert code == 130
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines == [f"stopped: 2 finished units are kept in {out}; run the same command "
                     "again to resume from them"]
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    code, _, err = edge(["--preset", "galewind", "--out", str(out)], capsys)
    assert code == 130 and "中断しました" in err and "Traceback" not in err


def test_ctrl_c_during_a_real_run_is_one_line(tmp_path):
    """A terminal's Ctrl-C reaches the whole process group (the command and its workers)."""
    out = tmp_path / "out"
    p = subprocess.Popen([sys.executable, "-m", "pokerlib", "oasis-edge", "--preset", "galewind",
                          "--ranks", "11", "--rows", "0-200000", "--workers", "1", "--no-progress",
                          "--out", str(out)], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True,
                         env={**os.environ, "LANG": "C.UTF-8"})
    try:
        deadline = time.monotonic() + 120
        while not (out / "job.json").exists() and time.monotonic() < deadline \
                and p.poll() is None:
            time.sleep(0.2)
        time.sleep(3)   # the cluster is starting or a unit is running (far from done: the
        # rows are many, so the run cannot end by itself before the Ctrl-C even on a fast machine)
        os.killpg(p.pid, signal.SIGINT)
        _, err = p.communicate(timeout=120)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    assert p.returncode == 130, err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("stopped: "), err
    assert "run the same command again" in lines[0]
