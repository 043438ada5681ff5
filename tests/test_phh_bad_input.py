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

#: values of every kind, for the field sweep below
BAD = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                st.floats(allow_nan=True), st.text(max_size=20), st.binary(max_size=10),
                st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3),
                                                                     st.integers(), max_size=2),
                st.just(object()))
#: never text or a path: what no reading function can take
NOT_SOURCE = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                       st.floats(allow_nan=True), st.binary(max_size=10),
                       st.lists(st.integers(), max_size=3),
                       st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                       st.just(object()))
#: text that is no hand history: no 'variant' field, or not TOML
NOT_PHH_TEXT = st.one_of(st.text(max_size=20), st.just("variant = "), st.just("x = [1,"),
                         st.just("variant = 'ZZ'"), st.just("[[[")).filter(
    lambda t: "variant" not in t or "=" not in t or t.strip().endswith(("= ", "=", "'ZZ'")))
#: never a file: one-line text without '=' naming nothing here (the tests run in tmp_path)
NOT_A_FILE = st.text(alphabet="abcxyz_-", min_size=1, max_size=12)
#: never stop=None or 0..len(actions)
NOT_STOP = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=3),
                     st.integers(max_value=-1), st.integers(min_value=15),
                     st.lists(st.integers(), max_size=2), st.just(object()))
NOT_BOOL = st.one_of(st.none(), st.integers(), st.floats(allow_nan=True), st.text(max_size=3),
                     st.lists(st.integers(), max_size=2))
NOT_NAME = st.one_of(NOT_SOURCE, st.text(max_size=12).filter(
    lambda t: t not in phh.examples()))
NOT_ACTIONS = st.one_of(st.booleans(), st.integers(), st.floats(allow_nan=True),
                        st.text(max_size=6), st.just(object()),
                        st.lists(st.integers(), min_size=1, max_size=3),
                        st.lists(st.text(alphabet="xyz0123", min_size=1, max_size=6),
                                 min_size=1, max_size=3))
NOT_INDENT = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=3),
                       st.integers(max_value=-1), st.integers(min_value=17),
                       st.lists(st.integers(), max_size=2))
NOT_PREFIX = st.one_of(NOT_SOURCE.filter(lambda v: v is not None),
                       st.text(alphabet="/\\:*?<> ", min_size=1, max_size=4))
NOT_STACKS = st.one_of(st.booleans(), st.integers(), st.floats(allow_nan=True),
                       st.text(max_size=4), st.just(object()),
                       st.lists(st.text(min_size=1, max_size=3), min_size=1, max_size=3),
                       st.lists(st.integers(max_value=-1), min_size=4, max_size=4))


def refused(call, kind=PHHError):
    """``call()`` must raise ``kind`` with a message key (its sentence in both languages)."""
    with pytest.raises(kind) as exc:
        call()
    assert exc.value.key is not None, exc.value
    return exc.value


@pytest.fixture(scope="module")
def export_folder(tmp_path_factory) -> Path:
    """Where the property test may export: inside pytest's temporary folders, never at the
    file system's root."""
    return tmp_path_factory.mktemp("export") / "x"


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(source=NOT_SOURCE, text=NOT_PHH_TEXT, missing=NOT_A_FILE, stop=NOT_STOP,
       flag=NOT_BOOL, name=NOT_NAME, actions=NOT_ACTIONS, indent=NOT_INDENT,
       prefix=NOT_PREFIX, stacks=NOT_STACKS)
def test_bad_arguments_are_refused_with_a_keyed_sentence(
        export_folder, tmp_path, monkeypatch, source, text, missing, stop, flag, name, actions,
        indent, prefix, stacks):
    """What each reading, replaying and writing call must refuse, and does, with a keyed
    PHHError (never another exception, never a silent answer); a refused call changes
    nothing and a refused export writes nothing."""
    monkeypatch.chdir(tmp_path)                    # a one-line text names no file here
    h = phh.load_example("aof_side_pot")
    before = h.fields
    for read in (phh.load, phh.load_all, phh.replay, phh.steps):
        refused(lambda read=read: read(source))
        refused(lambda read=read: read(missing), PHHReadError)
        refused(lambda read=read: read(tmp_path / f"{missing}.phh"), PHHReadError)
    for call in (lambda: phh.loads(source), lambda: phh.loads(text), lambda: phh.dumps(source),
                 lambda: phh.to_phh(source), lambda: phh.HandHistory(source),
                 lambda: phh.replay(h, stop=stop), lambda: phh.replay(h, strict=flag),
                 lambda: phh.replay_example("aof_tie", stop=stop),
                 lambda: h.replace(actions=actions).replay(),
                 lambda: h.replace(starting_stacks=stacks).replay(),
                 lambda: phh.replay(h).to_json(indent),
                 # a list of paths (even empty, even of numbers) gets an exit status instead
                 lambda: phh.main(source if not isinstance(source, list) else 5,
                                  out=io.StringIO(), err=io.StringIO()),
                 lambda: phh.export(h, export_folder, prefix=prefix),
                 lambda: phh.write(h, source)):
        refused(call)
    for call in (lambda: phh.load_example(name), lambda: phh.replay_example(name)):
        refused(call, PokerError)
    if isinstance(source, (str, int)) or source is None:
        refused(lambda: h[source], PokerError)
    assert h.fields == before                      # a refused call changed nothing
    assert not export_folder.exists() or not list(export_folder.iterdir())


#: what no field of each kind can hold (the fields each example file has; None would remove one)
_NOT_ANY = st.one_of(st.binary(min_size=1, max_size=4), st.just(object()),
                     st.dictionaries(st.text(max_size=2), st.integers(), min_size=1, max_size=2))
NOT_CHIPS = st.one_of(_NOT_ANY, st.text(min_size=1, max_size=4), st.just(float("nan")),
                      st.integers(max_value=-1), st.lists(st.integers(0, 9), max_size=2))
NOT_CHIP_LIST = st.one_of(_NOT_ANY, st.text(min_size=1, max_size=4), st.just(float("nan")),
                          st.integers(), st.lists(st.text(min_size=1, max_size=3), min_size=1,
                                                  max_size=4),
                          st.lists(st.integers(max_value=-1), min_size=1, max_size=4))
FIELD_NONSENSE = {
    "antes": NOT_CHIP_LIST, "blinds_or_straddles": NOT_CHIP_LIST,
    "starting_stacks": NOT_CHIP_LIST, "finishing_stacks": NOT_CHIP_LIST,
    "min_bet": NOT_CHIPS, "small_bet": NOT_CHIPS, "big_bet": NOT_CHIPS, "ante": NOT_CHIPS,
    "seat_count": st.one_of(NOT_CHIPS, st.just(0)),
    "players": st.one_of(_NOT_ANY, st.integers(), st.just(float("nan")),
                         st.lists(st.just(object()), min_size=1, max_size=2)),
    "seats": st.one_of(_NOT_ANY, st.text(min_size=1, max_size=3), st.just(float("nan")),
                       st.lists(st.text(min_size=1, max_size=2), min_size=1, max_size=3)),
    "rules": st.one_of(_NOT_ANY, st.integers(), st.text(max_size=6)),
    "_burns": st.one_of(_NOT_ANY, st.integers(), st.text(alphabet="xyz!", min_size=1,
                                                        max_size=4)),
}


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from(phh.examples()), data=st.data())
def test_bad_field_values_are_refused_with_a_keyed_sentence(name, data):
    """Each field an example file has, given what that field can never hold (text or objects
    for chips, negative chips, lists of the wrong kind, a rules name that is no preset), makes
    the replay refuse the file with a keyed PHHError."""
    h = phh.load_example(name)
    fields = sorted(k for k, _ in h.fields if k in FIELD_NONSENSE)
    field = data.draw(st.sampled_from(fields))
    value = data.draw(FIELD_NONSENSE[field])
    refused(lambda: phh.replay(h.replace(**{field: value})))


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**31), field=st.sampled_from(
    ["_max_raises", "_cap_heads_up", "_half_bet_reopens", "_blind_first", "_burns", "_blinds",
     "_posts", "_small_blind", "_big_blind", "rules", "players", "seats", "antes",
     "blinds_or_straddles", "min_bet", "small_bet", "big_bet", "ante", "finishing_stacks"]),
       value=BAD)
def test_any_field_value_is_replayed_or_refused_never_a_crash(seed, field, value):
    # anything but a crash: here any answer is valid (a field the variant does not use is
    # ignored, and many values are fine for some field); the asserting test is above
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


@pytest.mark.parametrize("value", ["6", 1.5, -1, 1, [6], True])
def test_seat_count_must_seat_the_files_players(value):
    """seat_count was never checked (any value was kept); it is a whole number of seats that
    holds the file's players."""
    h = phh.load_example("aof_last_one_standing")           # 4 players, seat_count 4
    e = refused(lambda: phh.replay(h.replace(seat_count=value)))
    assert e.key == "phh_int_field" and "seat_count" in e.message("ja")
    assert phh.replay(h.replace(seat_count=9)).history["seat_count"] == 9
