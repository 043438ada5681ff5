"""Bad input to the hand-history module: every refusal is a PokerError kind (a PHHError) that
says what was wrong, never another exception (issue 10, PHH files).

One test per listed item, then hypothesis properties: random bytes, random text, mutated
valid files, and random bad arguments to every public function and constructor of
:mod:`pokerlib.phh`.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib import phh
from pokerlib.errors import PHHError, PHHFormatError, PHHReadError, PokerError
from pokerlib.omaha import OmahaTable

GOOD = phh.dumps(phh.load_example("aof_tie"))


def run_cli(paths: list) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = phh.main([str(p) for p in paths], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


# --- files that are not UTF-8 ------------------------------------------------------------------

NOT_UTF8 = {
    "binary": bytes(range(256)),
    "utf16": GOOD.encode("utf-16"),
    "latin1": ("# joué au café\n" + GOOD).encode("latin-1"),
}


@pytest.mark.parametrize("kind", sorted(NOT_UTF8))
def test_a_file_that_is_not_utf8_raises_phh_read_error_naming_it(tmp_path, kind):
    path = tmp_path / f"{kind}.phh"
    path.write_bytes(NOT_UTF8[kind])
    with pytest.raises(PHHReadError, match=f"{kind}.phh: not UTF-8 text"):
        phh.load(path)
    with pytest.raises(PHHReadError, match="not UTF-8"):
        phh.load(str(path))
    with pytest.raises(PHHReadError):
        phh.replay(path)
    with pytest.raises(PHHReadError):
        phh.load_all(tmp_path)
    phhs = tmp_path / f"{kind}.phhs"
    phhs.write_bytes(NOT_UTF8[kind])
    with pytest.raises(PHHReadError, match=f"{kind}.phhs: not UTF-8"):
        phh.load_all(phhs)


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.phh"
    path.write_bytes(GOOD.encode("utf-8-sig"))
    assert phh.load(path) == phh.load_example("aof_tie")
    assert phh.loads("\ufeff" + GOOD) == phh.load_example("aof_tie")
    phhs = tmp_path / "hands.phhs"
    body = "".join(f"[hand{i}]\n{GOOD}\n" for i in range(2))
    phhs.write_bytes(body.encode("utf-8-sig"))
    assert len(phh.load_all(phhs)) == 2


def test_the_cli_reports_an_unreadable_file_and_goes_on_through_the_folder(tmp_path):
    (tmp_path / "a_latin1.phh").write_bytes(NOT_UTF8["latin1"])
    (tmp_path / "b_good.phh").write_text(GOOD, encoding="utf-8")
    code, out, err = run_cli([tmp_path])
    assert code == 4                               # could not read, not 1 (stacks differ)
    assert "a_latin1.phh: could not read" in err and "Traceback" not in err
    assert "b_good.phh" in out                     # the folder run went on
    assert phh.EXIT_STATUSES[4].startswith("a file could not be read")
    assert run_cli([tmp_path / "missing.phh"])[0] == 4


def test_load_decides_by_type_not_by_an_equals_sign(tmp_path):
    path = tmp_path / "a=b.phh"
    path.write_text(GOOD, encoding="utf-8")
    assert phh.load(str(path)) == phh.load(path) == phh.load_example("aof_tie")
    with pytest.raises(PHHReadError, match="no hand-history file"):
        phh.load(tmp_path / "missing=x.phh")      # a Path is always a file
    with pytest.raises(PHHFormatError, match="not valid TOML"):
        phh.load(str(tmp_path / "missing=x.phh"))  # a str naming no file is text


def test_an_empty_folder_says_no_file_was_found(tmp_path):
    code, out, err = run_cli([tmp_path])
    assert code != 0 and code == 4
    assert "no .phh file found" in err and out == ""
    assert run_cli([])[0] == 4


def test_reexport_keeps_the_files_show_and_muck_actions():
    for seed in range(60):
        t = OmahaTable(seats=3, seed=seed)
        for s in range(3):
            t.sit(s, f"P{s}", 100)
            t.show_beaten_hands(s, True)
        h = t.start_hand()
        while t.to_act is not None:
            t.check() if t.legal_actions().check else t.call()
        a = phh.to_phh(h)
        b = phh.to_phh(phh.replay(a.dumps()).hand)
        assert a.actions == b.actions, seed


@pytest.mark.parametrize("stop", [-1, "x", True, False, 1.0, 10**6, [3]])
def test_replay_validates_stop(stop):
    h = phh.load_example("aof_tie")
    with pytest.raises(PHHError, match="stop must be None"):
        phh.replay(h, stop=stop)
    assert not phh.replay(h, stop=0).complete     # 0: before the first action
    assert phh.replay(h, stop=len(h.actions)).finishing_stacks == phh.replay(h).finishing_stacks


def test_a_hand_history_built_by_hand_is_checked_before_it_is_played():
    h = phh.load_example("omaha_limit_cap")
    for bad in ({"_max_raises": "3"}, {"_cap_heads_up": 1}, {"_posts": 5}, {"_blinds": (1,)},
                {"_burns": 12}, {"starting_stacks": (True, 5)}, {"actions": ("p1 f", 3)}):
        with pytest.raises(PHHFormatError):
            phh.replay(h.replace(**bad))
    with pytest.raises(PHHFormatError):
        phh.HandHistory("variant = 'NT'")    # type: ignore[arg-type]
    with pytest.raises(PHHFormatError, match="no field 'nope'"):
        h["nope"]


# --- hypothesis: random bytes, random text, mutated files ----------------------------------------

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@FAST
@given(data=st.binary(max_size=300))
def test_random_bytes_in_a_file_raise_phh_errors_only(tmp_path, data):
    path = tmp_path / "x.phh"
    path.write_bytes(data)
    try:
        phh.replay(path)
    except PHHError:
        pass


@FAST
@given(text=st.text(max_size=200))
def test_random_text_raises_phh_errors_only(text):
    try:
        phh.replay(text)
    except PHHError:
        pass


_FILES = [phh.dumps(phh.load_example(n)).encode() for n in phh.examples()]


@FAST
@given(which=st.integers(0, len(_FILES) - 1), data=st.data())
def test_mutated_valid_files_raise_phh_errors_only(tmp_path, which, data):
    raw = bytearray(_FILES[which])
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(raw) - 1))
        how = data.draw(st.sampled_from(["flip", "drop", "insert"]))
        if how == "flip":
            raw[i] = data.draw(st.integers(0, 255))
        elif how == "drop":
            del raw[i]
        else:
            raw.insert(i, data.draw(st.integers(0, 255)))
    path = tmp_path / "m.phh"
    path.write_bytes(bytes(raw))
    try:
        r = phh.replay(path)
    except PHHError:
        return
    assert isinstance(r, phh.Replay)


# --- hypothesis: bad arguments to every public function ----------------------------------------

BAD = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                st.floats(allow_nan=True), st.text(max_size=20), st.binary(max_size=10),
                st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3),
                                                                     st.integers(), max_size=2),
                st.just(object()), st.just(Path("/nonexistent/x.phh")))


def _refused_or_fine(call) -> None:
    try:
        call()
    except PokerError:
        pass


@pytest.fixture(scope="module")
def export_folder(tmp_path_factory) -> Path:
    """Where the property test may export: inside pytest's temporary folders, never at the
    file system's root."""
    return tmp_path_factory.mktemp("export") / "x"


@settings(max_examples=200, deadline=None)
@given(a=BAD, b=BAD)
def test_bad_arguments_raise_poker_errors_only(export_folder, a, b):
    h = phh.load_example("aof_side_pot")
    before = h.fields
    _refused_or_fine(lambda: phh.loads(a))
    _refused_or_fine(lambda: phh.load(a))
    _refused_or_fine(lambda: phh.load_all(a))
    _refused_or_fine(lambda: phh.dumps(a))
    _refused_or_fine(lambda: phh.to_phh(a))
    _refused_or_fine(lambda: phh.replay(a))
    _refused_or_fine(lambda: phh.replay(h, stop=a))
    _refused_or_fine(lambda: phh.replay(h, strict=a))
    _refused_or_fine(lambda: phh.steps(a))
    _refused_or_fine(lambda: phh.load_example(a))
    _refused_or_fine(lambda: phh.replay_example(a))
    _refused_or_fine(lambda: phh.replay_example("aof_tie", stop=a))
    _refused_or_fine(lambda: phh.HandHistory(a))
    _refused_or_fine(lambda: h.replace(actions=a).replay())
    _refused_or_fine(lambda: h.replace(starting_stacks=a, variant=b).replay())
    _refused_or_fine(lambda: phh.replay(h).to_json(a))
    _refused_or_fine(lambda: phh.main(a, out=io.StringIO(), err=io.StringIO()))
    _refused_or_fine(lambda: phh.export(h, export_folder, prefix=a))
    _refused_or_fine(lambda: phh.write(h, a) if not isinstance(a, (str, Path)) else None)
    if isinstance(a, str) and not isinstance(b, str):
        _refused_or_fine(lambda: h[a])
    assert h.fields == before                      # a refused call changed nothing


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31), field=st.sampled_from(
    ["_max_raises", "_cap_heads_up", "_half_bet_reopens", "_blind_first", "_burns", "_blinds",
     "_posts", "_small_blind", "_big_blind", "rules", "players", "seats", "antes",
     "blinds_or_straddles", "min_bet", "small_bet", "big_bet", "ante", "finishing_stacks"]),
       value=BAD)
def test_bad_field_values_raise_phh_errors_only(seed, field, value):
    name = random.Random(seed).choice(phh.examples())
    h = phh.load_example(name)
    try:
        phh.replay(h.replace(**{field: value}))
    except PHHError:
        pass


def test_a_replayed_runout_records_every_hand_the_file_shows_as_shown():
    """Before a runout every hand still in is shown: the replayed record marks none of them
    mucked, and re-exporting writes the file's show lines again, in the same order."""
    checked = 0
    for seed in range(40):
        t = OmahaTable(seats=3, seed=seed)
        for s, stack in enumerate([3, 6, 40]):
            t.sit(s, f"P{s}", stack)
        h = t.start_hand()
        while t.to_act is not None:
            la = t.legal_actions()
            t.raise_to(la.raise_to[1]) if la.raise_to else t.call() if la.call else t.check()
        a = phh.to_phh(h)
        shows = [x for x in a.actions if " sm" in x]
        if not h.record.mucked or a.actions.index(shows[0]) > a.actions.index(
                [x for x in a.actions if " db " in x][-1]):
            continue                      # only runouts in which the table mucked a hand
        checked += 1
        assert all("#" not in x and len(x.split()) == 3 for x in shows), shows
        r = phh.replay(a.dumps())
        assert r.hand.record.mucked == ()
        assert phh.to_phh(r.hand).actions == a.actions
    assert checked >= 10
