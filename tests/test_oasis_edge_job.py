"""The house-edge Dask job (pokerlib.oasis.edge_job) on tiny unit sets: what a unit computes,
resuming, refusing folders of other rules, never taking a half-finished folder as finished,
and the command line."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from pokerlib.__main__ import main as pokerlib_main
from pokerlib.errors import DataError, RulesError
from pokerlib.oasis import OasisRules, advise
from pokerlib.oasis.edge_job import (
    N_SITUATIONS,
    JobPlan,
    read_results,
    rules_from_json,
    rules_to_json,
    run_job,
    summarize,
)

NETENT = OasisRules.netent()


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client

    c = Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=":0")
    yield c
    c.close()


def test_situations_are_every_hand_against_the_13_spades_once():
    plan = JobPlan(NETENT, unit_size=1000)
    seen = set()
    for i in (0, 1, N_SITUATIONS // 2, N_SITUATIONS - 1):
        hand, up = plan.situation(i)
        assert up.suit == "s" and up not in hand and len(set(hand)) == 5
        seen.add((hand, up))
    assert len(seen) == 4
    # the permutation spreads a unit over many up cards
    ups = {plan.situation(i)[1] for i in plan.unit_situations(0)}
    assert len(ups) == 13


def test_a_unit_is_the_sum_of_the_best_options(client, tmp_path):
    res = run_job(NETENT, tmp_path, units=[0], unit_size=2, client=client, progress=False)
    unit = json.loads((tmp_path / "unit_00000.json").read_text())
    plan = JobPlan(NETENT, 2)
    want = sum(advise(*plan.situation(i), NETENT).best.ev for i in plan.unit_situations(0))
    assert float(Fraction(unit["value_sum"])) == pytest.approx(want, abs=1e-9)
    assert not res["finished"] and not res["exact"] and res["house_edge"] is None
    assert res["units_done"] == 1 and res["computed_now"] == [0]
    assert res["estimate"] == pytest.approx(-want / 2, abs=1e-9)


def test_a_second_run_finishes_only_the_missing_units(client, tmp_path):
    run_job(NETENT, tmp_path, units=[0], unit_size=1, client=client, progress=False)
    first = (tmp_path / "unit_00000.json").read_text()
    res = run_job(NETENT, tmp_path, units=[0, 1, 2], unit_size=1, client=client,
                  progress=False)
    assert res["computed_now"] == [1, 2]
    assert (tmp_path / "unit_00000.json").read_text() == first
    assert res["units_done"] == 3
    on_disk = json.loads((tmp_path / "result.json").read_text())
    assert on_disk["units_done"] == 3 and not on_disk["finished"]


def test_a_half_written_unit_is_computed_again_and_never_finished(client, tmp_path):
    run_job(NETENT, tmp_path, units=[0, 1], unit_size=1, client=client, progress=False)
    (tmp_path / "unit_00001.json").write_text('{"unit": 1, "value_')  # cut short
    assert read_results(tmp_path)["units_done"] == 1
    res = run_job(NETENT, tmp_path, units=[0, 1], unit_size=1, client=client, progress=False)
    assert res["computed_now"] == [1]
    assert not read_results(tmp_path)["finished"]


def test_a_folder_of_other_rules_is_refused(client, tmp_path):
    run_job(NETENT, tmp_path, units=[0], unit_size=1, client=client, progress=False)
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DataError, match="other rules"):
        run_job(OasisRules.bgaming(), tmp_path, units=[0], unit_size=1, client=client,
                progress=False)
    with pytest.raises(DataError, match="other rules"):
        run_job(NETENT, tmp_path, units=[0], unit_size=2, client=client, progress=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_only_all_units_make_an_exact_result():
    plan = JobPlan(NETENT, unit_size=N_SITUATIONS)  # one unit: the whole game
    unit = {"unit": 0, "situations": N_SITUATIONS, "value_sum": "-7/3", "wager_sum": "9",
            "actions": {"raise": N_SITUATIONS}, "cpu_seconds": 1.0}
    done = summarize(plan, {0: unit})
    assert done["finished"] and done["exact"]
    assert Fraction(done["house_edge"]) == Fraction(7, 3 * N_SITUATIONS)
    short = dict(unit, situations=N_SITUATIONS - 1)
    assert not summarize(plan, {0: short})["exact"]


def test_an_unreachable_scheduler_is_a_clear_error(tmp_path):
    with pytest.raises(DataError, match="cannot reach the Dask scheduler"):
        run_job(NETENT, tmp_path, units=[0], unit_size=1, scheduler="tcp://127.0.0.1:9",
                progress=False)


def test_rules_json_round_trips_and_bad_rules_are_refused():
    mine = OasisRules(name="mine", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100),
                      fees=(1, 2, None, 2, 1), five_forces_raise=True)
    assert rules_from_json(json.loads(json.dumps(rules_to_json(mine)))) == mine
    with pytest.raises(RulesError, match="paytable"):
        rules_from_json({"paytable": [1, 1, 2, 3, 4, 5, 7, 20, -50, 100]})
    with pytest.raises(RulesError, match="unknown rules field"):
        rules_from_json({"paytabel": [1] * 10})
    with pytest.raises(RulesError, match="max_exchanges"):
        JobPlan(OasisRules(max_exchanges=2))


def test_the_command_takes_a_rules_file(tmp_path, capsys):
    rules = tmp_path / "mine.json"
    rules.write_text(json.dumps({"paytable": [1, 1, 2, 3, 4, 5, 7, 20, 40, 100],
                                 "fees": [1, 2, 3, 2, 1], "five_forces_raise": True}))
    out = tmp_path / "out"
    code = pokerlib_main(["oasis-edge", "--rules", str(rules), "--units", "0", "--unit-size",
                          "1", "--workers", "1", "--out", str(out), "--no-progress"])
    assert code == 0
    res = json.loads((out / "result.json").read_text())
    assert res["rules"]["paytable"][8] == 40 and res["units_done"] == 1
    assert "not finished, so not exact" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    assert pokerlib_main(["oasis-edge", "--rules", str(bad), "--out", str(out)]) == 2
