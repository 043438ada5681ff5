"""Junk on the public API never ends in a generic exception: every public callable (the
``__all__`` of pokerlib's modules and subpackages) is called with junk in one argument at a
time, the others valid, and each call either works or raises a :class:`PokerError` whose
sentence exists in both languages and quotes the junk by its start only.

One argument is junk per call: a lone argument for a callable that takes one, each keyword of
a callable that needs none, and each argument of a sample call (:data:`SAMPLES`) for one that
needs several. pokerlib.oasis and pokerlib.builders are changed by another branch right now and
are left out (:data:`NOT_YET`).
"""

from __future__ import annotations

import importlib
import inspect
import math
import pkgutil
import signal
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import pokerlib
import pokerlib.oasis
from pokerlib.aof import TopPercent
from pokerlib.betting import BettingRules, Street
from pokerlib.error_messages import _TEXT
from pokerlib.errors import PokerError
from pokerlib.phh import load_example

#: Junk for one argument: nothing, a flag, numbers out of any range, blank, short and huge
#: text, containers of the wrong shape, an arbitrary object, bytes.
JUNK: tuple[Any, ...] = (None, True, -1, 10**30, 1.5, math.nan, "", "x", "x" * 10**6,
                         [1, 2], ([],), {"a": 1}, object(), b"x")

#: Modules another branch is changing now (their junk failures are reported to the lead).
NOT_YET = ("pokerlib.builders",)

#: A sentence may quote a value by its start: never longer than this, whatever the junk.
LONGEST = 1200

#: Valid calls of the callables that need more than one argument: (args, kwargs).
SAMPLES: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    "pokerlib.aof.AofHand": (({"A": 16, "B": 16}, "A"), {}),
    "pokerlib.aof.play_hands": (({"A": TopPercent(40), "B": TopPercent(40)}, 1), {}),
    "pokerlib.aof.stacked_deck": ((["A", "B"], {"A": "As Ks", "B": "Qh Qd"}), {}),
    "pokerlib.aof.jackpot_hand": (("As Ks", "Qs Js Ts 2d 3c"), {}),
    "pokerlib.aof.meets_jackpot_condition": (("As Ks", "Qs Js Ts 2d 3c"), {}),
    "pokerlib.betting.BettingRules": (("limit", 1, 2), {"small_bet": 2, "big_bet": 4}),
    "pokerlib.combinatorics.subsets": ((5, 2), {}),
    "pokerlib.cli_lang.CLI": (("description", "en"), {}),
    "pokerlib.cli_lang.wrap": (("練習します（python -m pokerlib）", 12), {}),
    "pokerlib.oasis.advise": (("Qs Qd 8h 8c 2d", "Ks"), {}),
    "pokerlib.oasis.raise_ev_exact": (("Qs Qd 8h 8c 2d", "Ks"), {}),
    "pokerlib.oasis.Option": (("raise", (), 0.5), {}),
    "pokerlib.combinatorics.colex_subsets": ((5, 2), {}),
    "pokerlib.course.Progress": (("00", (("00.1", "question", "status"),)), {}),
    "pokerlib.course.check": (("00.1", 1), {}),
    "pokerlib.course.Hint": (("look", "method", "worked"), {}),
    "pokerlib.equity.preflop_class_equity": (("AKs", "QQ"), {}),
    "pokerlib.error_messages.ERRORS": (("text_empty", "en"), {"what": "x"}),
    "pokerlib.error_messages.Said": (("yes", "はい"), {}),
    "pokerlib.error_messages.render": (("text_empty", "en", {"what": "x"}), {}),
    "pokerlib.error_messages.translate": (("fold", "ja"), {}),
    "pokerlib.evaluate.omaha_high": (("As Ks Qd Jd", "Ts 9s 2c"), {}),
    "pokerlib.evaluate.omaha_low": (("As 2s Qd Jd", "3s 4s 5c"), {}),
    "pokerlib.hand_api.CHOICES": (("sep", "en"), {}),
    "pokerlib.hand_api.read_choice": (("fold", "aof"), {}),
    "pokerlib.hand_api.censored": (((), ["A"]), {}),
    "pokerlib.hand_api.action_parts": (("fold", None, None, "aof"), {}),
    # (made, not entered: entering it starts a cluster, which the job tests do)
    "pokerlib.dask_client.job_client": ((None, None, 1, True, lambda address, why: None), {}),
    "pokerlib.hand_api.choice_word": (("fold", "aof"), {}),
    "pokerlib.hand_api.said_choice": (("fold", "aof"), {}),
    "pokerlib.kinds.kind_of": ((Street, "flop", "street"), {}),
    "pokerlib.lang.Messages": (({"a": "b"}, {"a": "び"}), {}),
    "pokerlib.lang.pad": (("Flush", 12), {}),
    "pokerlib.omaha.read_hand": (("As Ks Qd Jd", "Ts 9s 2c"), {}),
    "pokerlib.omaha.showdown_order": (([0, 1, 2], 0), {}),
    "pokerlib.pots.settle": (({"a": 2, "b": 2},), {"order": ["a", "b"],
                                                    "high": {"a": 1, "b": 2}}),
    "pokerlib.pots.split_chips": ((5, ["a", "b"]), {}),
    "pokerlib.pots.POT_TEXT": (("sep", "en"), {}),
    "pokerlib.seating.seats_after": ((["a", "b", "c"], "a"), {}),
    "pokerlib.seating.blinds": ((["a", "b", "c"], "a"), {}),
    "pokerlib.seating.acting_order": ((["a", "b", "c"], "a"), {}),
    "pokerlib.validate.whole_number": ((3, "the Ante"), {}),
    "pokerlib.validate.chips": ((3, "the Ante"), {}),
    "pokerlib.validate.flag": ((True, "shuffle"), {}),
    "pokerlib.validate.real_number": ((0.5, "a share", 0, 1), {}),
    "pokerlib.validate.text": (("Ann", "the name"), {}),
    "pokerlib.validate.texts": ((["Ann"], "the names", 1, 3), {}),
    "pokerlib.validate.cards": (("As Kd", "the hand"), {}),
    "pokerlib.course.charts.session_results_chart": (([1.0, -2.0], 10), {}),
    "pokerlib.betting.BettingRound": ((BettingRules("limit", 1, 2, small_bet=2, big_bet=4),
                                       "flop", ["a", "b"], {"a": 10, "b": 10}), {}),
    "pokerlib.evaluate.omaha_batch": ((np.array([[0, 4, 8, 12]]), np.array([[20, 24, 28]])),
                                      {}),
    "pokerlib.omaha.stacked_deck": (({0: "As Ks Qd Jd", 1: "2c 3c 4c 5c"},),
                                    {"button": 0, "seats": [0, 1]}),
    "pokerlib.phh.write": ((load_example("aof_tie"), "tie.phh"), {}),
    "pokerlib.phh.export": (([load_example("aof_tie")], "hands"), {}),
}

def _settled() -> Any:
    from pokerlib.pots import settle

    return settle({"a": 2, "b": 2}, order=["a", "b"], high={"a": 1, "b": 2})


def _round() -> Any:
    from pokerlib.betting import BettingRound, BettingRules

    return BettingRound(BettingRules("limit", 1, 2, small_bet=2, big_bet=4), "flop",
                        ["a", "b"], {"a": 10, "b": 10})


def _checked() -> Any:
    r = _round()
    r.check()
    return r.snapshot()[5][0]


def _spot(drill: str) -> Any:
    from pokerlib.course import drills

    return getattr(drills, drill)(seed=1).next()


#: Records that check their fields when made, by a real one: its fields are the sample call.
INSTANCES: dict[str, Callable[[], Any]] = {
    "pokerlib.pots.PotSettlement": _settled,
    "pokerlib.pots.Pot": lambda: _settled().pots[0],
    "pokerlib.pots.PotResult": lambda: _settled().results[0],
    "pokerlib.equity.EquityResult": lambda: pokerlib.equity.equity(
        ["As Ks", "Qh Qd"], board="2c 3d 4h 5s"),
    "pokerlib.equity.PlayerEquity": lambda: pokerlib.equity.equity(
        ["As Ks", "Qh Qd"], board="2c 3d 4h 5s").players[0],
    "pokerlib.equity.HiLoEquityResult": lambda: pokerlib.equity.equity_hilo(
        ["As 2s 3d Kd", "Ah Kh Qc Jc"], board="2c 7d 8h 9s"),
    "pokerlib.equity.HiLoPlayerEquity": lambda: pokerlib.equity.equity_hilo(
        ["As 2s 3d Kd", "Ah Kh Qc Jc"], board="2c 7d 8h 9s").players[0],
    "pokerlib.hand_api.LegalActions": lambda: _round().legal_actions(),
    "pokerlib.betting.LegalActions": lambda: _round().legal_actions(),
    "pokerlib.betting.ActionRecord": _checked,
    "pokerlib.oasis.Settlement": lambda: pokerlib.oasis.article_game().raise_(),
    "pokerlib.course.drills.PushFoldSpot": lambda: _spot("PushFoldDrill"),
    "pokerlib.course.drills.OasisSpot": lambda: _spot("OasisDrill"),
    "pokerlib.course.drills.SplitSpot": lambda: _spot("SplitDrill"),
}

#: Callables that need several arguments and are not swept, each with why.
NOT_SWEPT = {
    "pokerlib.kinds.Kind": "the base of the kinds, with no words of its own: every kind "
                           "(its subclasses) is swept instead",
    "pokerlib.course.widgets.run_action": "a widget callback's runner: it shows any refusal "
                                          "of the action it runs in the widget's status line",
    "pokerlib.hand_api.seat_view": "the engines' builder of a HandView from their own fields "
                                   "(**public): the views it makes are swept through the games",
    "pokerlib.omaha.OmahaHand": "made only by OmahaTable.start_hand, which is swept",
    "pokerlib.omaha.ShowdownHand": "a showdown's record, made by the hand that is swept",
    "pokerlib.aof.RakedSettlement": "made by a raked AofHand's settlement",
    "pokerlib.aof.Range": "a solved range, made by the push/fold solver",
    "pokerlib.aof.PushFoldResult": "the push/fold solver's result",
    "pokerlib.equity.HiLoVsRandom": "made by equity_hilo_vs_random, which is swept",
    "pokerlib.equity.PreflopTable": "the shipped table preflop_equity_table() reads",
    "pokerlib.course.drills.Grade": "a drill's grade, made by the drill that is swept",
}


def _is_record(obj: Any) -> bool:
    """A frozen record the engine fills in (an event, a result, a view): it holds what it is
    given, so junk in it is not a refusal to test."""
    import dataclasses

    return dataclasses.is_dataclass(obj) and "__post_init__" not in vars(obj)


def _modules() -> list[str]:
    names = [f"pokerlib.{m.name}" for m in pkgutil.iter_modules(pokerlib.__path__)
             if not m.name.startswith("_")]
    names += ["pokerlib.course.widgets", "pokerlib.course.drills", "pokerlib.course.charts"]
    return [n for n in names if not n.startswith(NOT_YET)]


def _public() -> Iterator[tuple[str, Callable[..., Any]]]:
    for module_name in _modules():
        module = importlib.import_module(module_name)
        for attr in getattr(module, "__all__", []):
            obj = getattr(module, attr)
            if callable(obj) and not (isinstance(obj, type) and issubclass(obj, BaseException)):
                yield f"{module_name}.{attr}", obj


def _kinds() -> Iterator[tuple[str, Callable[..., Any]]]:
    from pokerlib.kinds import Kind

    for module_name in _modules():
        importlib.import_module(module_name)
    todo = list(Kind.__subclasses__())
    while todo:
        kind = todo.pop()
        todo += kind.__subclasses__()
        if not kind.__module__.startswith((*NOT_YET, "pokerlib.kinds")):
            yield f"{kind.__module__}.{kind.__name__}", kind


def _calls(name: str,
           obj: Callable[..., Any]) -> Iterator[tuple[tuple[Any, ...], dict[str, Any]]]:
    """Each call with one junk argument."""
    try:
        parameters = [p for p in inspect.signature(obj).parameters.values()
                      if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    except (TypeError, ValueError):
        return
    required = [p for p in parameters if p.default is p.empty]
    sample = SAMPLES.get(name)
    if name in INSTANCES:
        import dataclasses

        made = INSTANCES[name]()
        sample = (tuple(getattr(made, f.name) for f in dataclasses.fields(made)
                        if f.init), {})
    if sample is not None:
        args, kwargs = sample
        for i in range(len(args)):
            for junk in JUNK:
                yield args[:i] + (junk,) + args[i + 1:], kwargs
        given = {p.name for p in parameters[:len(args)]} | set(kwargs)
        for p in parameters:
            if p.name not in given or p.name in kwargs:
                for junk in JUNK:
                    yield args, {**kwargs, p.name: junk}
        return
    if len(required) == 1 and required[0].kind != inspect.Parameter.KEYWORD_ONLY:
        for junk in JUNK:
            yield (junk,), {}
    if not required:
        for p in parameters:
            for junk in JUNK:
                yield (), {p.name: junk}


class _TooSlow(Exception):
    pass


def _sweep(callables: list[tuple[str, Callable[..., Any]]]) -> tuple[int, list[str]]:
    def too_slow(*_: object) -> None:
        raise _TooSlow

    previous = signal.signal(signal.SIGALRM, too_slow)
    calls, failures = 0, []
    try:
        for name, obj in callables:
            import matplotlib.pyplot as plt

            plt.close("all")   # the charts the last callable drew
            for args, kwargs in _calls(name, obj):
                calls += 1
                shown = f"{name}(*{args!r:.60}, **{kwargs!r:.60})"
                signal.setitimer(signal.ITIMER_REAL, 20)
                try:
                    result = obj(*args, **kwargs)
                    repr(result)
                except PokerError as exc:
                    problem = _refusal_problem(exc)
                    if problem:
                        failures.append(f"{shown}: {problem}")
                except _TooSlow:
                    failures.append(f"{shown}: still running after 20 s (junk accepted)")
                except Exception as exc:  # noqa: BLE001 - what this test is looking for
                    failures.append(f"{shown}: {type(exc).__name__}: {str(exc)[:120]}")
                finally:
                    signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return calls, failures


def _refusal_problem(exc: PokerError) -> str:
    if exc.key is None or exc.key not in _TEXT:
        return f"{type(exc).__name__} without a sentence in Japanese: {str(exc)[:120]}"
    for lang in ("en", "ja"):
        text = exc.message(lang)
        if len(text) > LONGEST:
            return f"a {len(text)}-character sentence in {lang}: {text[:80]}…"
    return ""


@pytest.fixture
def scratch(tmp_path, monkeypatch) -> Iterator[Any]:
    """Junk text may name a file: anything written lands in the test's own folder."""
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    import matplotlib.pyplot as plt

    plt.close("all")


def test_every_public_callable_takes_junk_or_refuses_it_in_both_languages(scratch):
    callables = [(n, o) for n, o in _public()
                 if n not in NOT_SWEPT and (n in SAMPLES or n in INSTANCES
                                            or not _is_record(o))]
    calls, failures = _sweep(callables + list(_kinds()))
    assert calls > 2500
    assert not failures, f"{len(failures)} of {calls} calls:\n" + "\n".join(failures[:60])


def test_every_callable_that_needs_several_arguments_has_a_sample_or_a_reason():
    # a new public callable is swept only if it is given a valid call here
    left = []
    for name, obj in _public():
        if name in SAMPLES or name in INSTANCES or name in NOT_SWEPT or _is_record(obj):
            continue
        try:
            parameters = inspect.signature(obj).parameters.values()
        except (TypeError, ValueError):
            continue
        required = [p for p in parameters if p.default is p.empty
                    and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        if len(required) > 1:
            left.append(name)
    assert not left, "\n".join(left)


def test_every_sample_is_a_valid_call(scratch):
    import dataclasses

    public = dict(_public())
    for name, (args, kwargs) in SAMPLES.items():
        public[name](*args, **kwargs)
    for name, make in INSTANCES.items():
        made = make()
        assert type(made) is public[name]
        assert public[name](*(getattr(made, f.name) for f in dataclasses.fields(made)
                              if f.init)) == made


def test_the_sweep_finds_a_generic_exception():
    def broken(value: object = 0) -> None:
        raise TypeError("unhashable type: 'list'")

    calls, failures = _sweep([("broken", broken)])
    assert calls == len(JUNK) and len(failures) == len(JUNK)


def test_every_sentence_quotes_a_huge_value_by_its_start(monkeypatch):
    # every key, every field a value of a million characters: the sentence stays short
    import re
    import string

    from pokerlib.error_messages import render

    for key, (en, _) in _TEXT.items():
        fields = {}
        for _, field, spec, _ in string.Formatter().parse(en):
            if field:
                fields[field] = 10**4000 if spec else "x" * 10**6
        for lang in ("en", "ja"):
            text = render(key, lang, fields)
            assert text is not None and len(text) < len(re.sub(r"\{[^}]*\}", "", en)) + \
                (len(fields) + 1) * 310 + 400, (key, lang, len(text))
