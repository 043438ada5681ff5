"""The house-edge Dask job (pokerlib.builders.oasis_exact_edge) and its bounds
(pokerlib.builders.oasis_exact_edge.bounds):
the bounds lie above the exact values, pruning never drops an optimal option (a seeded sample
recomputed without bounds, and against the slow exact path), suit classes cover every hand
once, resuming, refusing folders of other rules, never taking a half-finished folder as
finished, and the command line."""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from pokerlib.__main__ import main as pokerlib_main
from pokerlib.builders.oasis_exact_edge import (
    N_SITUATIONS,
    JobPlan,
    best_option,
    coupling_proofs,
    folder_edge,
    option_values,
    read_results,
    rules_from_json,
    rules_to_json,
    run_bounds_unit,
    run_job,
)
from pokerlib.builders.oasis_exact_edge.bounds import option_bounds, suit_classes
from pokerlib.builders.oasis_exact_edge.counts import hand_cards, hand_positions
from pokerlib.cards import Card
from pokerlib.errors import DataError, PokerError, RulesError
from pokerlib.oasis import OasisRules
from pokerlib.oasis.advisor import advise_reference

GALEWIND = OasisRules.galewind()
SENATOR = OasisRules.casino_senator()
RANK = 11   # up card K of spades: bounds are built once for it
PART = (1_093_790, 1_093_850)   # hand rows of the small jobs (a 5-card exchange is best in some)


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client

    c = Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=":0")
    yield c
    c.close()


@pytest.fixture(scope="module")
def senator_part(client, tmp_path_factory):
    out = tmp_path_factory.mktemp("senator")
    seen: list[tuple[int, int]] = []
    res = run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=10, client=client,
                  progress=lambda done, total: seen.append((done, total)))
    return out, res, seen


def _cards(row: int) -> list[int]:
    return [int(c) for c in hand_cards(4 * RANK, hand_positions()[row])]


def test_situations_and_suit_classes_cover_every_hand_once():
    assert N_SITUATIONS == comb(52, 5) * 47
    rows, weights = suit_classes(4 * RANK)
    assert int(weights.sum()) == 4 * comb(51, 5)
    assert set(np.unique(weights)) <= {4, 12, 24}
    # a class's hand and its images under the suit permutations have the same exact values
    row = int(rows[1234])
    hand = _cards(row)
    swap = [(c & ~3) | {0: 0, 1: 2, 2: 3, 3: 1}[c & 3] for c in hand]
    a = best_option([Card(c) for c in hand], Card(4 * RANK), SENATOR)
    b = best_option([Card(c) for c in swap], Card(4 * RANK), SENATOR)
    assert a[0] == b[0] and a[1] == b[1]
    plan = JobPlan(GALEWIND)
    hand0, up = plan.situation(0)
    assert up == Card("2s") and up not in hand0 and len(set(hand0)) == 5


def test_the_bounds_lie_above_every_exact_multi_card_value():
    rng = np.random.default_rng(24)
    rows, _ = suit_classes(4 * RANK)
    for row in rng.choice(rows, 6, replace=False):
        hand = _cards(int(row))
        bounds = option_bounds(hand, 4 * RANK, SENATOR)
        assert len(bounds) == 26     # every 2-5-card discard of the hand
        opts = option_values(hand, 4 * RANK, SENATOR, (2, 3, 4, 5))
        for mask, b in bounds.items():
            k = bin(mask).count("1")
            assert opts[mask][0] + SENATOR.fee_for(k) <= b + 1e-12, (row, mask)


def test_the_progress_function_counts_every_unit_to_the_end(senator_part):
    _, res, seen = senator_part
    assert seen[0][0] == 0 and len(seen) == res["units_done"] + 1
    assert [d for d, _ in seen] == list(range(len(seen)))     # one call per finished unit
    assert seen[-1] == (res["units_done"], res["units_done"])  # the total grew to the end


def test_a_part_of_the_job_equals_every_class_valued_without_bounds(senator_part):
    out, res, _ = senator_part
    assert not res["finished"] and not res["exact"] and res["status"] == "bounds"
    assert res["house_edge"] is None and res["lower"] <= res["upper"]
    # recompute every class of the part with every option exact and no pruning
    rows, weights = suit_classes(4 * RANK)
    sel = (rows >= PART[0]) & (rows < PART[1])
    gain = wager = value01 = Fraction(0)
    for row, w in zip(rows[sel], weights[sel]):
        hand = _cards(int(row))
        opts = option_values(hand, 4 * RANK, SENATOR, (1, 2, 3, 4, 5))
        full = max(opts.values(), key=lambda o: o[0])
        zero_one = max((o for m, o in opts.items() if bin(max(m, 0)).count("1") <= 1),
                       key=lambda o: o[0])
        gain += int(w) * (full[0] - zero_one[0])
        value01 += int(w) * zero_one[0]
        if full[0] > zero_one[0]:
            wager += int(w) * (full[2] - zero_one[2])
    assert gain > 0   # the 5-card exchange at 1 Ante is optimal somewhere here
    assert Fraction(res["multi_card_gain"]) == gain
    # the amounts wagered move with the choices (the job takes the 0/1 choice from the exact
    # 0/1 values of the bounds stage here, not from the kernel)
    units = [json.loads(p.read_text()) for p in out.glob("exact_*.json")]
    assert sum((Fraction(u["wager_delta"]) for u in units), Fraction(0)) == wager != 0
    # the part's own exact 0/1 figure (the bounds stage's values, not the whole game's scaled)
    assert res["house_edge_01"] == float(-value01 / res["situations_done"])
    assert res["upper"] == float(-(value01 + gain) / res["situations_done"])
    # the part is all of its up card here: its own line, the same figures
    k = res["by_up_card"]["K"]
    assert k["situations"] == res["situations_done"] and list(res["by_up_card"]) == ["K"]
    assert Fraction(k["house_edge"]) == -(value01 + gain) / res["situations_done"]
    assert Fraction(k["house_edge_01"]) == -value01 / res["situations_done"]
    assert k["action_frequencies"] == pytest.approx(res["action_frequencies"])
    five = res["by_exchange"]["5"]
    assert five["optimal"] > 0 and five["bound_survivor_classes"] >= five["optimal"]
    assert res["by_exchange"]["3"]["bound_survivor_classes"] == 0


def test_the_up_card_chart_draws_a_folders_exact_lines(senator_part):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from pokerlib.course import charts
    from pokerlib.oasis import house_edge

    out, res, _ = senator_part
    he = folder_edge(SENATOR, out)
    line = res["by_up_card"]["K"]
    assert he.by_up_card == {"K": (Fraction(line["house_edge"]),
                                   Fraction(line["house_edge_01"]))}
    ax = charts.edge_by_up_card_chart(he, lang="ja")
    every, one = ax.containers
    assert [b.get_height() for b in every] == [pytest.approx(100 * float(he.by_up_card["K"][0]))]
    assert [b.get_height() for b in one] == [pytest.approx(100 * float(he.by_up_card["K"][1]))]
    assert every[0].get_height() < one[0].get_height()   # exchanging five is worth something
    assert [t.get_text() for t in ax.get_xticklabels()] == ["K"]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == [
        "どの交換も可（最適戦略）", "交換は1枚まで（最適戦略）"]
    plt.close("all")
    with pytest.raises(DataError, match="per up card"):
        charts.edge_by_up_card_chart(house_edge())   # proven: nothing counted per up card


def test_pruning_agrees_with_the_slow_exact_path_on_a_seeded_sample(senator_part):
    """Where the slow reference path finds a multi-card exchange best, the job kept that
    option alive and valued it exactly; where it does not, the job's gain is zero."""
    out, _, _ = senator_part
    with np.load(out / f"bounds_{RANK:02d}.npz") as z:
        alive = dict(zip(z["rows"].tolist(), z["alive"].tolist()))
    rows, _ = suit_classes(4 * RANK)
    sel = rows[(rows >= PART[0]) & (rows < PART[1])]
    rng = np.random.default_rng(7)
    picks = [1_093_820] + [int(r) for r in rng.choice(sel, 1)]   # the first: 5 cards best
    assert picks[0] in sel
    for row in picks:
        hand = [Card(c) for c in _cards(int(row))]
        ref = advise_reference(hand, Card(4 * RANK), SENATOR, exact_up_to=5)
        mine = best_option(hand, Card(4 * RANK), SENATOR)
        assert abs(ref.best.ev - float(mine[0])) < 1e-9
        k = len(ref.best.discard) if ref.best.action == "exchange" else 0
        if row == picks[0]:
            assert k == 5
        if k >= 2:
            assert alive.get(int(row), 0) >> k & 1


def test_a_second_run_finishes_only_the_missing_units(senator_part, client):
    out, first, _ = senator_part
    again = run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=10, client=client,
                    )
    assert again["computed_now"] == []
    files = sorted(out.glob("exact_*.json"))
    assert len(files) >= 2
    kept = files[0].read_text()
    files[1].unlink()
    files[2].write_text('{"rank": 11, "gain')        # cut short: not a finished unit
    assert read_results(out)["units_done"] == first["units_done"] - 2
    third = run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=10, client=client,
                    )
    assert len(third["computed_now"]) == 2
    assert files[0].read_text() == kept
    assert third["multi_card_gain"] == first["multi_card_gain"]
    assert not read_results(out)["finished"]     # a part is never the whole game
    # bounds lost after the exact units were done: only the bounds are computed again
    for p in out.glob(f"bounds_{RANK:02d}.*"):
        p.unlink()
    fourth = run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert fourth["computed_now"] == [f"bounds {RANK}"]
    assert fourth["multi_card_gain"] == first["multi_card_gain"]


def test_a_run_starts_from_a_stored_unfinished_runs_units(senator_part, client, tmp_path,
                                                          monkeypatch):
    """--ship-bounds stores a run's finished exact units with a digest of each up card's
    bounds; the same command in an empty folder (another machine, a later day) computes the
    bounds again and then only the units not stored, and only where the bounds are the same."""
    from pokerlib.builders.oasis_edge import _finished_units
    from pokerlib.builders.oasis_exact_edge import job as edge_job

    out, first, _ = senator_part
    header = json.loads((out / "job.json").read_text())
    digests, summaries, units = _finished_units(out, header)
    assert list(digests) == list(summaries) == [str(RANK)]
    assert len(units) == first["units_done"] - 1 >= 3
    stored = units[::2]
    part = {"finished": False, "job": header, "bounds_digests": digests,
            "bounds_summaries": summaries, "units": stored}
    monkeypatch.setattr(edge_job, "stored_parts", lambda: [(part, tmp_path / "part.json")])
    res = run_job(SENATOR, tmp_path / "fresh", ranks=[RANK], rows=PART, unit_size=10,
                  client=client)
    done = {f"exact {u['rank']}/{u['chunk']}" for u in stored}
    assert res["computed_now"][0] == f"bounds {RANK}"
    assert set(res["computed_now"][1:]) == {f"exact {u['rank']}/{u['chunk']}"
                                            for u in units} - done
    assert res["multi_card_gain"] == first["multi_card_gain"]
    assert res["units_done"] == first["units_done"]
    # bounds that are not the stored ones' (another job version's, another machine's
    # floats): no stored unit is used
    part["bounds_digests"] = {str(RANK): "0" * 64}
    res = run_job(SENATOR, tmp_path / "other", ranks=[RANK], rows=PART, unit_size=10,
                  client=client)
    assert len(res["computed_now"]) == 1 + len(units)
    # nor those of another unit size
    part["bounds_digests"] = digests
    res = run_job(SENATOR, tmp_path / "size", ranks=[RANK], rows=PART, unit_size=7,
                  client=client)
    assert len(res["computed_now"]) == res["units_done"] > 1 + len(units)
    assert res["multi_card_gain"] == first["multi_card_gain"]
    # an up card whose units were all stored needs no bounds again: nothing is computed,
    # and the folder, stored again, gives the same part back
    part["units"] = units
    whole = tmp_path / "whole"
    res = run_job(SENATOR, whole, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert res["computed_now"] == []
    source = read_results(out)   # (its units' CPU times: those of the last to compute them)
    for key in ("multi_card_gain", "units_done", "n_units", "by_up_card", "by_exchange",
                "cpu_seconds", "upper", "lower"):
        assert res[key] == source[key], key
    assert read_results(whole)["units_done"] == first["units_done"]
    assert _finished_units(whole, header) == ({}, summaries, units)
    # one of its units lost from the folder: the bounds are computed again (the summary
    # alone no longer counts), match the stored digest, and the unit is taken from the store
    next(whole.glob("exact_*.json")).unlink()
    res = run_job(SENATOR, whole, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert res["computed_now"] == [f"bounds {RANK}"]
    assert res["multi_card_gain"] == first["multi_card_gain"]
    # and without the store, that unit is computed
    next(whole.glob("exact_*.json")).unlink()
    monkeypatch.setattr(edge_job, "stored_parts", lambda: [])
    res = run_job(SENATOR, whole, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert len(res["computed_now"]) == 1 and res["computed_now"][0].startswith("exact")
    assert res["multi_card_gain"] == first["multi_card_gain"]


def test_a_folder_of_other_rules_is_refused(senator_part, client):
    out, _, _ = senator_part
    before = sorted(p.name for p in out.iterdir())
    with pytest.raises(DataError) as e:
        run_job(GALEWIND, out, ranks=[RANK], rows=PART, unit_size=10, client=client,
                )
    assert e.value.key == "oasis_edge_other_rules"
    with pytest.raises(DataError, match="other rules"):
        run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=11, client=client,
                )
    assert sorted(p.name for p in out.iterdir()) == before


def test_house_edge_reads_an_unfinished_folder_as_bounds(senator_part):

    out, res, _ = senator_part
    he = folder_edge(SENATOR, out)
    assert not he.exact and he.status == "estimate" and he.fraction is None
    assert he.lower == res["lower"] and he.upper == res["upper"]
    # the upper bound counts the exact gains found: below the part's 0/1 figure
    gain = Fraction(res["multi_card_gain"])
    assert gain > 0 and res["upper"] < res["house_edge_01"]
    assert res["upper"] == pytest.approx(res["house_edge_01"] - float(gain) / res[
        "situations_done"], rel=1e-12)
    with pytest.raises(DataError, match="other rules"):
        folder_edge(GALEWIND, out)


def test_an_unreachable_scheduler_is_a_keyed_error(tmp_path):
    with pytest.raises(DataError) as e:
        run_job(GALEWIND, tmp_path, ranks=[0], rows=(0, 1), scheduler="tcp://127.0.0.1:9",
                )
    assert e.value.key == "oasis_edge_scheduler"
    assert "スケジューラ" in e.value.message("ja")


def test_rules_json_round_trips_and_bad_input_is_refused_with_keys(tmp_path):
    mine = OasisRules(name="mine", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100),
                      fees=(1, 2, None, 2, 1), five_forces_raise=True)
    assert rules_from_json(json.loads(json.dumps(rules_to_json(mine)))) == mine
    with pytest.raises(RulesError) as e:
        rules_from_json({"paytable": [1, 1, 2, 3, 4, 5, 7, 20, -50, 100]})
    assert e.value.key == "oasis_paytable"
    for bad, key in (({"paytabel": [1] * 10}, "oasis_edge_rules_field"),
                     ([1, 2], "oasis_edge_rules_object")):
        with pytest.raises(RulesError) as e:
            rules_from_json(bad)
        assert e.value.key == key
    with pytest.raises(RulesError) as e:
        JobPlan(OasisRules(max_exchanges=2))
    assert e.value.key == "oasis_edge_max_exchanges"
    with pytest.raises(PokerError):
        JobPlan(GALEWIND, ranks=(13,))
    with pytest.raises(DataError) as e:
        read_results(tmp_path)
    assert e.value.key == "oasis_edge_not_results"


def test_the_command_takes_a_rules_file(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    out = tmp_path / "out"
    assert pokerlib_main(["oasis-edge", "--rules", str(bad), "--out", str(out)]) == 2
    assert pokerlib_main(["oasis-edge", "--preset", "galewind", "--ranks", "0-13",
                          "--out", str(out)]) == 2
    assert "--ranks" in capsys.readouterr().err
    rules_ship = tmp_path / "ship.json"
    rules_ship.write_text("{}")
    assert pokerlib_main(["oasis-edge", "--rules", str(rules_ship), "--ship", "--ranks", "0",
                          "--out", str(out)]) == 2  # --ship is for a run to the end
    assert "--ship" in capsys.readouterr().err and not out.exists()
    rules = tmp_path / "mine.json"
    rules.write_text(json.dumps({"fees": [1, 2, 3, 4, 1]}))   # Senator's game, renamed
    code = pokerlib_main(["oasis-edge", "--rules", str(rules), "--ranks", str(RANK),
                          "--rows", "0-40", "--workers", "1", "--out", str(out),
                          "--no-progress"])
    assert code == 0
    res = json.loads((out / "result.json").read_text())
    assert res["rules"]["fees"] == [1, 2, 3, 4, 1] and not res["exact"]
    text = capsys.readouterr().out
    assert "not finished, so not exact" in text and "survive the bound" in text


def test_a_cluster_without_workers_is_refused_instead_of_waiting(tmp_path):
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=0, processes=False, dashboard_address=":0") as cluster, \
            Client(cluster) as c:
        with pytest.raises(DataError) as e:
            run_job(GALEWIND, tmp_path, ranks=[0], rows=(0, 1), client=c, worker_timeout=1)
    assert e.value.key == "oasis_edge_no_workers"
    assert "ワーカー" in e.value.message("ja")
    assert not list(tmp_path.glob("**/bounds*"))   # no unit was started


class _Workers:
    """A stand-in cluster whose workers answer ``answers`` (or raise it)."""

    def __init__(self, answers):
        self.answers = answers

    def wait_for_workers(self, n, timeout):
        return None

    def run(self, function):
        if isinstance(self.answers, Exception):
            raise self.answers
        return self.answers


def test_workers_that_cannot_import_the_job_are_refused():
    from pokerlib.builders.oasis_exact_edge import check_workers, worker_header

    check_workers(_Workers({"tcp://a": worker_header(), "tcp://b": worker_header()}))
    for answers, words in ((ModuleNotFoundError("No module named 'pokerlib'"), "pokerlib"),
                           ({"tcp://a": worker_header(), "tcp://b": -1}, "tcp://b")):
        with pytest.raises(DataError) as e:
            check_workers(_Workers(answers))
        assert e.value.key == "oasis_edge_worker_import" and words in str(e.value)
        assert "同じ pokerlib" in e.value.message("ja")


def test_a_rules_files_finished_result_is_stored_with_its_rules_and_answers_house_edge(
        tmp_path, monkeypatch):
    """``--ship`` with ``--rules``: the result and a copy of the rules go to
    pokerlib/data/oasis_edge_rules, and house_edge() of the same rules (any name) answers
    from it; an unfinished result is refused and stores nothing."""
    from pokerlib.builders.oasis_edge import rules_stem, ship_result
    from pokerlib.builders.oasis_exact_edge import rules_to_json
    from pokerlib.oasis import house_edge
    from pokerlib.oasis import shipped_data as hd

    monkeypatch.setattr(hd, "RULES_RESULTS_DIR", tmp_path / "oasis_edge_rules")
    mine = OasisRules(name="mine", raise_antes=3)
    result = {"rules": rules_to_json(mine), "finished": False, "exact": False}
    with pytest.raises(DataError) as e:
        ship_result(None, result, rules_file="x/mine.rules.json")
    assert e.value.key == "oasis_edge_ship" and "終わっていません" in e.value.message("ja")
    assert not (tmp_path / "oasis_edge_rules").exists()
    result.update(finished=True, exact=True, status="exact", house_edge="1/50", units_done=3,
                  situations_done=122151120, cpu_seconds=120.0, house_edge_per_wager=0.01,
                  average_wager=2.0, action_frequencies={"fold": 0.5, "raise": 0.5})
    path = ship_result(None, result, rules_file="x/mine.rules.json")
    assert path == tmp_path / "oasis_edge_rules" / "mine.json" and rules_stem(path) == "mine"
    stored = json.loads(path.read_text())
    assert stored["command"] == ("python -m pokerlib oasis-edge --rules "
                                 "pokerlib/data/oasis_edge_rules/mine.rules.json --ship")
    assert rules_from_json(json.loads((path.parent / "mine.rules.json").read_text())) == mine
    he = house_edge(OasisRules(name="renamed", raise_antes=3))
    assert he.exact and he.fraction == Fraction(1, 50) and "mine.json" in he.note
    assert not house_edge(OasisRules(name="other", raise_antes=4), samples=2).exact
    hd.forget_loaded_data()


def test_exchanges_proven_by_suit_coupling_are_not_valued_again():
    """Galewind's 4-card exchange (2 Antes) and Europa's 5-card one (2 Antes) are never optimal by
    the shipped suit-coupling proofs; the job takes them as proven. Where the fee is high
    enough for the stage-1 bound alone (BGaming), or the game differs, the job decides."""
    assert set(coupling_proofs(GALEWIND)) == {4}
    assert set(coupling_proofs(OasisRules.premium_casino_europa())) == {5}
    assert coupling_proofs(SENATOR) == {} and coupling_proofs(OasisRules.bgaming()) == {}
    other = OasisRules(name="sf40", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100),
                       fees=(1, 2, 3, 2, 2))
    assert coupling_proofs(other) == {}
    summary = run_bounds_unit(rules_to_json(GALEWIND), RANK, list(PART))["summary"]
    assert summary["by_count"]["4"]["ruled_out_by"].endswith("oasis_coupling_galewind_four.json")
    assert summary["by_count"]["4"]["classes"] == 0
    assert summary["by_count"]["5"]["classes"] > 0 and "ruled_out_by" not in \
        summary["by_count"]["5"]


def test_a_whole_game_run_without_every_up_cards_bounds_has_no_lower_bound(senator_part):
    """The 0/1 figures of a whole-game run cover all 13 up cards, so the gains still open are
    bounded only once each up card's bounds are in: before that, only the upper bound."""
    from pokerlib.builders.oasis_exact_edge import folder_plan, summarize

    out, _, _ = senator_part
    plan, folder = folder_plan(out)
    bounds = {RANK: folder.load_bounds(RANK, plan.unit_size)}
    res = summarize(JobPlan(SENATOR, 10), bounds, {})
    assert res["status"] == "bounds" and res["lower"] is None
    assert res["upper"] == res["house_edge_01"]     # no exact unit yet: the 0/1 figure
    from pokerlib.oasis.house_edge_data import edge_from_result as _from_result

    he = _from_result(SENATOR, res, "test")
    assert he.upper == res["upper"] and he.lower is None and "upper bound only" in he.note


@pytest.mark.parametrize("rules", [SENATOR, GALEWIND], ids=["senator", "galewind"])
def test_suit_coupling_prunes_only_5_card_exchanges_that_lose(rules):
    """The bounds stage clears the 5-card exchange of classes whose rank class's exact value
    plus the coupling slack stays below max(fold, raise) + fee: each of them, valued exactly,
    is worse than the best of fold, raise and the 1-card exchanges."""
    from pokerlib.builders.oasis_exact_edge.bounds import N0, suit_classes, upcard_bounds
    from pokerlib.builders.oasis_exact_edge.units import couple_five as _couple_five

    up = 4 * RANK
    rows, weights = suit_classes(up)
    sel = (rows >= PART[0]) & (rows < PART[1])
    rows, weights = rows[sel], weights[sel]
    base = np.maximum(upcard_bounds(up, rules).nums[rows] / N0, -1.0)
    alive = np.full(len(rows), 1 << 5, dtype=np.int64)
    before = alive.copy()
    bound_k = np.full((len(rows), 6), 10.0)
    figures = _couple_five(rules, up, rows, weights, base, alive, bound_k)
    pruned = np.flatnonzero(alive != before)
    assert figures["pruned_by_coupling"] == len(pruned) > 0
    assert figures["smallest_coupling_margin"] > 0
    for i in range(len(rows)):
        opts = option_values(_cards(int(rows[i])), up, rules, (1, 5))
        zero_one = max(v for m, (v, _, _) in opts.items() if m <= 0 or m.bit_count() == 1)
        if i in pruned:
            assert opts[31][0] < zero_one
        else:   # the coupling bound (fee taken off) holds, and is far below the stage-1 one
            assert float(opts[31][0]) <= bound_k[i, 5] < 1


def test_ship_bounds_refuses_a_part_and_changes_nothing(senator_part, capsys):
    from pokerlib.oasis.shipped_data import DATA_DIR

    out, _, _ = senator_part
    before = sorted(p.name for p in DATA_DIR.iterdir())
    assert pokerlib_main(["oasis-edge", "--preset", "senator", "--out", str(out),
                          "--ship-bounds"]) == 2
    said = capsys.readouterr().err
    assert said.startswith("error: --ship stores") and "part" in said
    assert sorted(p.name for p in DATA_DIR.iterdir()) == before


def test_a_preset_shows_the_exact_bounds_of_a_stored_unfinished_run(monkeypatch):
    """Until a preset's run is finished, --ship-bounds stores where it stands; house_edge keeps
    its estimate and shows those exact bounds (never tighter than the 0/1 figure above)."""
    from pokerlib.oasis import house_edge, house_edge_data

    part = {"finished": False, "lower": 0.0070, "upper": 0.0080, "units_done": 120,
            "n_units": 900, "cpu_seconds": 7200.0,
            "command": "python -m pokerlib oasis-edge --preset senator --ship"}
    real = house_edge_data._shipped_job
    monkeypatch.setattr(house_edge_data, "_shipped_job",
                        lambda preset, finished=True: None if finished or preset != "senator"
                        else part)
    he = house_edge(SENATOR)
    assert not he.exact and he.status == "estimate"
    assert (he.lower, he.upper) == (0.0070, 0.0080)
    assert "0.7000% <= edge <= 0.8000%" in str(he)
    assert "120 of 900 units" in he.note and "2.0 CPU-hours" in he.note
    monkeypatch.setattr(house_edge_data, "_shipped_job", lambda preset, finished=True: None)
    assert house_edge(SENATOR).lower is None   # no stored part: no exact lower bound
    # the shipped finished count is never read as an unfinished part
    assert real("senator", finished=True) is not None
    assert real("senator", finished=False) is None
