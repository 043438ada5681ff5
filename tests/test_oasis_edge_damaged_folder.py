"""Results folders that prove themselves (issue 38, E2/E3): every unit file carries a digest
tied to the run's plan and its own content, and is shape-checked. A file that is edited,
damaged or cut short counts as missing: ``read_results`` and ``folder_edge`` give
exactly the figures of the folder without that file (never figures made from it, never a
traceback), name it, and a run computes it again and ends with the undamaged figures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from pokerlib.builders.oasis_exact_edge import folder_edge, folder_plan, read_results, run_job
from pokerlib.builders.oasis_exact_edge.files import bounds_digest, plan_digest, sign
from pokerlib.errors import PokerError
from pokerlib.oasis import OasisRules

SENATOR = OasisRules.casino_senator()
RANK = 11
PART = (1_093_790, 1_093_850)


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client

    c = Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=":0")
    yield c
    c.close()


@pytest.fixture(scope="module")
def run(client, tmp_path_factory):
    out = tmp_path_factory.mktemp("sound")
    res = run_job(SENATOR, out, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert res["ignored_files"] == [] and len(list(out.glob("exact_*.json"))) >= 4
    return out, res


def _units(out: Path) -> list[Path]:
    return sorted(out.glob("exact_*.json"))


def _key(out: Path) -> str:
    return plan_digest(folder_plan(out)[0].header())


def _edit(path: Path, change, resign: bool = False, kind: str = "exact",
          extra: str = "") -> None:
    d = json.loads(path.read_text())
    change(d)
    if resign:   # a valid digest over a wrong shape: the shape check alone must catch it
        d = sign(d, _key(path.parent), kind, extra)
    path.write_text(json.dumps(d))


def _set(field, value):
    return lambda d: d.__setitem__(field, value)


def _drop(field):
    return lambda d: d.pop(field)


def _bounds_extra(out: Path) -> str:
    with np.load(out / f"bounds_{RANK:02d}.npz") as z:
        return bounds_digest({k: z[k] for k in z.files})


# (name, the file's name, how to damage it)
EXACT = [
    ("gain edited", lambda p: _edit(p, _set("gain", "123456789/7"))),
    ("gain 1/0", lambda p: _edit(p, _set("gain", "1/0"), resign=True)),
    ("wager_delta x", lambda p: _edit(p, _set("wager_delta", "x"), resign=True)),
    ("moved []", lambda p: _edit(p, _set("moved", []), resign=True)),
    ("checked missing", lambda p: _edit(p, _drop("checked"), resign=True)),
    ("smallest_margin 5", lambda p: _edit(p, _set("smallest_margin", 5), resign=True)),
    ("moved edited", lambda p: _edit(p, _set("moved", {"raise": 10**9}))),
    ("cut short", lambda p: p.write_text(p.read_text()[:40])),
    ("not JSON", lambda p: p.write_bytes(b"\xff\xfe\x00garbage")),
    ("nested deep", lambda p: p.write_text("[" * 50_000 + "]" * 50_000)),
    ("a list", lambda p: p.write_text("[1, 2, 3]")),
    ("a folder", lambda p: (p.unlink(), p.mkdir())),
    ("no digest", lambda p: p.write_text(json.dumps(
        {k: v for k, v in json.loads(p.read_text()).items() if k != "digest"}))),
    ("another run's digest", lambda p: p.write_text(json.dumps(
        sign(json.loads(p.read_text()), "0" * 64, "exact")))),
]
BOUNDS = [
    ("npz cut to 200 bytes", "npz", lambda p: p.write_bytes(p.read_bytes()[:200])),
    ("npz not a zip", "npz", lambda p: p.write_bytes(b"PK\x03\x04" + b"\x00" * 300)),
    ("npz other bounds", "npz", lambda p: _other_arrays(p)),
    ("npz missing", "npz", lambda p: p.unlink()),
    ("situations edited", "json", lambda p: _edit(p, _set("situations", 123))),
    ("value01 edited", "json", lambda p: _edit(p, _set("value01", "-1/7"))),
    ("survivors wrong shape", "json", lambda p: _edit(
        p, _set("survivors", {"classes": "many"}), resign=True, kind="bounds",
        extra=_bounds_extra(p.parent))),
    ("by_count a list", "json", lambda p: _edit(
        p, _set("by_count", [1]), resign=True, kind="bounds", extra=_bounds_extra(p.parent))),
    ("summary cut short", "json", lambda p: p.write_text(p.read_text()[:100])),
]


def _other_arrays(p: Path) -> None:
    with np.load(p) as z:
        arrays = {k: z[k].copy() for k in z.files}
    arrays["bounds"][0, 2:] += 1.0     # a higher bound: a wider interval if it were used
    np.savez(p, **arrays)


def _figures(result: dict) -> dict:
    return {k: v for k, v in result.items() if k != "ignored_files"}


def _check_as_missing(sound: Path, tmp: Path, damage, victim: str,
                      missing: list[str]) -> Path:
    """Damage ``victim`` in a copy; another copy loses the ``missing`` files instead; the two
    read alike (and name the victim)."""
    bad, gone = tmp / "bad", tmp / "gone"
    shutil.copytree(sound, bad)
    shutil.copytree(sound, gone)
    damage(bad / victim)
    for name in missing:
        (gone / name).unlink()
    got = read_results(bad)
    assert victim in got["ignored_files"]
    assert _figures(got) == _figures(read_results(gone))
    assert _house_edge(bad) == _house_edge(gone)
    if not isinstance(_house_edge(bad), str):
        assert victim in folder_edge(SENATOR, bad).note
    return bad


def _house_edge(folder: Path) -> tuple | str:
    """folder_edge(rules, folder)'s figures, or the key of its refusal (a folder whose only
    up card lost its bounds has no unit finished)."""
    try:
        he = folder_edge(SENATOR, folder)
    except PokerError as e:
        return e.key
    return he.lower, he.upper, he.house_edge


@pytest.mark.parametrize("name, damage", EXACT, ids=[n for n, _ in EXACT])
def test_a_damaged_exact_unit_counts_as_missing(run, tmp_path, name, damage):
    sound, _ = run
    victim = _units(sound)[1].name
    _check_as_missing(sound, tmp_path, damage, victim, [victim])


@pytest.mark.parametrize("name, which, damage", BOUNDS, ids=[n for n, _, _ in BOUNDS])
def test_damaged_bounds_count_as_missing(run, tmp_path, name, which, damage):
    sound, _ = run
    victim = f"bounds_{RANK:02d}.{which}"
    _check_as_missing(sound, tmp_path, damage, victim,
                      [f"bounds_{RANK:02d}.json", f"bounds_{RANK:02d}.npz"])


def test_result_json_is_never_trusted(run, tmp_path):
    sound, _ = run
    bad = tmp_path / "bad"
    shutil.copytree(sound, bad)
    (bad / "result.json").write_text('{"finished": true, "house_edge": "-1/2"}')
    assert _figures(read_results(bad)) == _figures(read_results(sound))


@pytest.mark.parametrize("text", ["[]", '{"rules": 5}', '{"rules": {"name": 1}}', "{",
                                  "[" * 50_000, '{"rules": {}, "unit_size": "x", "ranks": 1, '
                                  '"rows": null}'])
def test_a_damaged_job_header_is_a_sentence(run, tmp_path, text):
    sound, _ = run
    bad = tmp_path / "bad"
    shutil.copytree(sound, bad)
    (bad / "job.json").write_text(text)
    with pytest.raises(PokerError) as e:
        read_results(bad)
    assert e.value.key and "Traceback" not in str(e.value) and e.value.message("ja")
    with pytest.raises(PokerError):
        folder_edge(SENATOR, bad)
    with pytest.raises(PokerError):
        run_job(SENATOR, bad, ranks=[RANK], rows=PART, unit_size=10)


def test_a_run_recomputes_every_damaged_file_and_ends_with_the_sound_figures(run, client,
                                                                           tmp_path):
    sound, first = run
    bad = tmp_path / "bad"
    shutil.copytree(sound, bad)
    units = _units(bad)
    for (_, damage), path in zip(EXACT[:len(units)], units):
        if path.exists():
            damage(path)
    BOUNDS[0][2](bad / f"bounds_{RANK:02d}.npz")
    said = []
    res = run_job(SENATOR, bad, ranks=[RANK], rows=PART, unit_size=10, client=client,
                  report=said.append)
    assert f"bounds {RANK}" in res["computed_now"]
    assert {Path(e.fields["path"]).name for e in said} == set(res["ignored_files"])
    assert f"bounds_{RANK:02d}.npz" in res["ignored_files"]
    assert all("computed again" in str(e) and "計算し直します" in e.message("ja") for e in said)
    for key in ("multi_card_gain", "units_done", "n_units", "upper", "lower", "by_exchange",
                "house_edge_01", "action_frequencies", "situations_done"):
        assert res[key] == first[key], key
    again = run_job(SENATOR, bad, ranks=[RANK], rows=PART, unit_size=10, client=client)
    assert again["computed_now"] == [] and again["ignored_files"] == []


def test_the_result_is_described_in_japanese_too(run):
    from pokerlib.builders.oasis_exact_edge import describe

    _, res = run
    en, ja = describe(res), describe(res, "ja")
    assert len(en.splitlines()) == len(ja.splitlines())
    assert "survive the bound" in en and "not finished" in en
    assert "上限を超えて残る状況" in ja and "未完了" in ja
    for english in ("survive", "units", "not finished", "exchange (fee"):
        assert english not in ja
