"""``python -m pokerlib pushfold-solve``: a part of the exact pass (the first board classes)
run by the command on a Dask cluster and recomputed here directly, resuming from its folder,
refusing bad arguments with one sentence; the certificate file; the shipped certificates."""

from __future__ import annotations

import json

import numpy as np
import pytest

from pokerlib.__main__ import main as pokerlib_main
from pokerlib.aof.exact_job import run_exact_sums, strategy_digest
from pokerlib.aof.multiway_exact import ExactPushFoldGame
from pokerlib.aof.pushfold import load_certificates, load_multiway_data
from pokerlib.aof.suit_boards import board_classes
from pokerlib.builders import DATA_SETS
from pokerlib.builders.aof_exact import shipped_chart
from pokerlib.builders.pushfold_solve import regenerate_data, store_certificate
from pokerlib.errors import DataError

BOARDS = 40


@pytest.fixture(scope="module")
def scheduler():
    from dask.distributed import LocalCluster

    with LocalCluster(n_workers=1, processes=False, protocol="tcp", host="127.0.0.1",
                      dashboard_address=":0") as cluster:
        yield cluster.scheduler_address


def test_a_part_on_a_cluster_equals_the_direct_sums_and_resumes(tmp_path, scheduler, capsys):
    out = tmp_path / "3p8"
    args = ["pushfold-solve", "--players", "3", "--stack", "8", "--out", str(out),
            "--boards", str(BOARDS), "--scheduler", scheduler, "--no-progress"]
    assert pokerlib_main(args) == 0
    said = capsys.readouterr().out
    assert f"the first {BOARDS} of 134,459 board classes are done" in said
    units = sorted(out.glob("unit_*.npy"))
    assert [p.name for p in units] == ["unit_000000_000010.npy", "unit_000010_000020.npy",
                                       "unit_000020_000030.npy", "unit_000030_000040.npy"]
    game = ExactPushFoldGame(3, 8)
    strategy = shipped_chart(3, 8)
    boards, weights = board_classes()
    want = game.showdown_sums(strategy, boards[:BOARDS], weights[:BOARDS])
    got = run_exact_sums(game, strategy, out, classes=BOARDS, unit_size=10)   # read back
    assert np.allclose(got, want, rtol=1e-12) and got.any()
    assert json.loads((out / "cost.json").read_text())["runs"] == 1
    # one unit lost: the same command computes only that one, the others are read back
    kept = {p.name: p.stat().st_mtime_ns for p in units}
    units[2].unlink()
    assert pokerlib_main(args) == 0
    assert units[2].exists()
    assert all(p.stat().st_mtime_ns == kept[p.name] for p in units if p != units[2])
    again = run_exact_sums(game, strategy, out, classes=BOARDS, unit_size=10)
    assert np.array_equal(again, got)
    assert json.loads((out / "cost.json").read_text())["runs"] == 2
    assert not (out / "certificate.json").exists()          # a part is never a certificate


@pytest.mark.parametrize("args, says", [
    (["--players", "5", "--stack", "8"], "is no shipped chart: the shipped ones are 3@4"),
    (["--players", "3", "--stack", "8.5"], "is no shipped chart"),
    (["--players", "three", "--stack", "8"], "is no shipped chart"),
    (["--players", "3", "--stack", "16"], "is no shipped chart"),
    (["--players", "3"], "the following arguments are required: --stack"),
    (["--players", "3", "--stack", "8", "--boards", "0"], "--boards must be a whole number"),
    (["--players", "3", "--stack", "8", "--boards", "134460"], "from 1 to 134,459"),
    (["--players", "3", "--stack", "8", "--workers", "0"], "--workers must be a whole number"),
    (["--players", "3", "--stack", "8", "--scheduler", "junk"], "--scheduler takes a Dask"),
    (["--players", "3", "--stack", "8", "--frobnicate"], "unrecognized arguments"),
])
def test_bad_arguments_are_refused_in_one_sentence(tmp_path, capsys, args, says):
    out = tmp_path / "never"
    assert pokerlib_main(["pushfold-solve", *args, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and says in err and err.count("\n") == 1
    assert not out.exists()                                  # refused: nothing made


def test_refusals_speak_japanese(tmp_path, capsys):
    assert pokerlib_main(["pushfold-solve", "--players", "3", "--stack", "8", "--boards", "x",
                          "--lang", "ja", "--out", str(tmp_path / "x")]) == 2
    assert "--boards には 1 から 134,459 まで" in capsys.readouterr().err


def test_a_file_as_the_folder_and_another_jobs_folder_are_refused(tmp_path, capsys):
    f = tmp_path / "file"
    f.write_text("x")
    assert pokerlib_main(["pushfold-solve", "--players", "3", "--stack", "8",
                          "--out", str(f), "--boards", "5"]) == 2
    assert "it is a file, not a folder" in capsys.readouterr().err
    folder = tmp_path / "other"
    folder.mkdir()
    (folder / "job.json").write_text(json.dumps({"players": 4}))
    assert pokerlib_main(["pushfold-solve", "--players", "3", "--stack", "8",
                          "--out", str(folder), "--boards", "5", "--no-progress"]) == 2
    assert "holds the units of another job" in capsys.readouterr().err


def test_a_certificate_is_stored_beside_the_others(tmp_path):
    path = tmp_path / "certified.json"
    a = {"players": 3, "stack_bb": 15.0, "exploitability": 0.2}
    b = {"players": 3, "stack_bb": 8.0, "exploitability": 0.1}
    store_certificate(a, path)
    store_certificate(b, path)
    assert list(load_certificates(path)) == ["3@8", "3@15"]
    store_certificate({**b, "exploitability": 0.05}, path)      # the same chart: replaced
    assert load_certificates(path)["3@8"]["exploitability"] == 0.05
    assert load_certificates(tmp_path / "missing.json") == {}


@pytest.mark.parametrize("bad", [None, {}, {"players": 5, "stack_bb": 8, "exploitability": 0},
                                 {"players": 3, "stack_bb": True, "exploitability": 0},
                                 {"players": 3, "stack_bb": 8, "exploitability": "0"}])
def test_a_malformed_certificate_is_refused_and_nothing_written(tmp_path, bad):
    path = tmp_path / "certified.json"
    with pytest.raises(DataError) as e:
        store_certificate(bad, path)
    assert e.value.key == "pushfold_solve_certificate" and not path.exists()


@pytest.mark.parametrize("kw", [{"progress": "yes"}, {"boards": 0}, {"boards": True},
                                {"boards": 10**6}, {"players": 2}, {"stack_bb": 8.5}])
def test_certify_refuses_bad_settings_before_making_the_folder(tmp_path, kw):
    from pokerlib.builders.pushfold_solve import certify
    from pokerlib.errors import PokerError

    args = {"players": 3, "stack_bb": 8, **kw}
    with pytest.raises(PokerError):
        certify(args.pop("players"), args.pop("stack_bb"), tmp_path / "out", **args)
    assert not (tmp_path / "out").exists()


def test_regenerate_knows_the_certificates_and_refuses_other_names():
    assert DATA_SETS["aof-pushfold-certified"] == "pokerlib.builders.pushfold_solve"
    with pytest.raises(DataError) as e:
        regenerate_data("aof-pushfold-multiway")
    assert e.value.key == "pushfold_solve_data_set"


def test_the_shipped_certificates_belong_to_the_shipped_charts():
    """Each certificate names the chart it was computed for (its digest): a chart rebuilt
    since would no longer match. Its figures hang together: the exploitability is the sum of
    the gains, none negative, and the values add up to 0 (no rake)."""
    certs = load_certificates()
    assert "3@8" in certs
    for key, c in certs.items():
        players, stack = c["players"], c["stack_bb"]
        assert key == f"{players}@{stack:g}"
        game = ExactPushFoldGame(players, stack)
        assert c["strategy"] == strategy_digest(game, shipped_chart(players, stack))
        assert len(c["value"]) == len(c["gain"]) == players
        assert all(g >= 0 for g in c["gain"])
        assert c["exploitability"] == pytest.approx(sum(c["gain"]), abs=1e-8)
        assert abs(sum(c["value"])) < 1e-8
        assert c["holdout"] == load_multiway_data()["results"][key]["holdout"]
        assert c["cpu_seconds"] > 0
