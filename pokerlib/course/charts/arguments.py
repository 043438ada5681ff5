"""The charts' arguments checked before drawing: a chart given something it cannot draw (a
number for a list of balances, ``None`` for a settlement, a negative count) refuses it in one
sentence, a :class:`~pokerlib.errors.TableError` that names the argument and what it takes,
instead of a TypeError from deep inside matplotlib.

>>> from pokerlib.course.charts import balance_chart
>>> balance_chart(5)
Traceback (most recent call last):
...
pokerlib.errors.TableError: balance_chart: balances must be a list of whole-number ... not 5
"""

from __future__ import annotations

import functools
import inspect
import math
import numbers
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import numpy as np

from ...error_messages import Said
from ...errors import TableError

__all__ = ["checked", "CHECKS"]

F = TypeVar("F", bound=Callable[..., Any])

Check = tuple[Callable[[Any], bool], Said]   # (does the value do, what the argument takes)


def _whole(value: Any, minimum: int = 0) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool) \
        and int(value) >= minimum


def _number(value: Any) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool) \
        and math.isfinite(float(value))


def _list(value: Any, item: Callable[[Any], bool] = lambda v: True, minimum: int = 1) -> bool:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, (Sequence, np.ndarray)):
        return False
    return len(value) >= minimum and all(item(v) for v in value)


def _of(module: str, name: str) -> Callable[[Any], bool]:
    """``isinstance(value, module.name)``, the class imported when first needed."""
    def check(value: Any) -> bool:
        import importlib

        return isinstance(value, getattr(importlib.import_module(module), name))
    return check


def _range_like(value: Any) -> bool:
    if _of("pokerlib.aof.pushfold", "Range")(value):
        return True
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, (Sequence, np.ndarray)):
        return False
    try:
        arr = np.asarray(value, dtype=float).ravel()
    except (TypeError, ValueError):
        return False
    return arr.size == 169 and bool(np.all((arr >= 0) & (arr <= 1)))


#: What each chart argument takes, in Japanese (the English is the key).
_TAKES_JA = {
    'a mapping of label -> {hand category: count}': 'ラベル -> {役の種類: 数} の辞書',
    'an Oasis Settlement (game.settlement)': 'オアシスポーカーの Settlement（game.settlement）',
    'a mapping of label -> Oasis Settlement (at least one)':
        'ラベル -> オアシスポーカーの Settlement の辞書（1つ以上）',
    'a list of whole-number balances (at least one)': '整数の持ち点のリスト（1つ以上）',
    "the advisor's Advice (advise(hand, upcard, rules))":
        'アドバイスの Advice（advise(hand, upcard, rules)）',
    'a whole number of options, 1 or more': '選択肢の数（1以上の整数）',
    'a list of SimulationResult (at least one)': 'SimulationResult のリスト（1つ以上）',
    'None or a mapping': 'None か辞書',
    'a mapping of strategy -> (value, standard error)': '戦略 -> (値, 標準誤差) の辞書',
    'a Range or 169 frequencies between 0 and 1': 'Range か、0から1までの169個の頻度',
    'a list of Range (at least one)': 'Range のリスト（1つ以上）',
    'a whole number of columns, 1 or more': '列の数（1以上の整数）',
    'a list of {player: stack} after each hand': '各一局の後の {プレイヤー: スタック} のリスト',
    'a PushFoldResult': 'PushFoldResult',
    'an EquityResult (equity(...))': 'EquityResult（equity(...)）',
    'a HiLoEquityResult (hilo_equity(...))': 'HiLoEquityResult（hilo_equity(...)）',
    'a list of PushFoldResult (at least one)': 'PushFoldResult のリスト（1つ以上）',
    'a list of numbers, one per session': 'セッションごとに1つの数のリスト',
    'the whole number of hands in a session, 1 or more': '1セッションの局数（1以上の整数）',
    'a list of {seat: stack} after each hand': '各ハンドの後の {席: スタック} のリスト',
    'a list of at least 2 player names': '2人以上のプレイヤー名のリスト',
    'an EdgeByPay (edge_by_pay(line, multiples))': 'EdgeByPay（edge_by_pay(line, multiples)）',
    'a HouseEdge (house_edge(rules))': 'HouseEdge（house_edge(rules)）',
    "one card such as 'K♠' or 'Ks'": "'K♠' や 'Ks' のようなカード1枚",
    "a drill's record (drill.record)": "ドリルの記録（drill.record）",
}


def _said(en: str) -> Said:
    return Said(en, _TAKES_JA[en])


_SETTLEMENT = _of("pokerlib.oasis.game", "Settlement")
_PUSHFOLD = _of("pokerlib.aof.pushfold", "PushFoldResult")

#: chart -> {argument: (check, what it takes)}; a default value is never checked.
CHECKS: dict[str, dict[str, Check]] = {
    "category_frequencies": {"counts_by_label": (
        lambda v: isinstance(v, Mapping) and len(v) > 0
        and all(isinstance(c, Mapping) for c in v.values()),
        _said("a mapping of label -> {hand category: count}"))},
    "settlement_chart": {"settlement": (_SETTLEMENT,
                                        _said("an Oasis Settlement (game.settlement)"))},
    "outcome_comparison_chart": {"settlements": (
        lambda v: isinstance(v, Mapping) and len(v) > 0
        and all(_SETTLEMENT(s) for s in v.values()),
        _said("a mapping of label -> Oasis Settlement (at least one)"))},
    "balance_chart": {"balances": (lambda v: _list(v, _whole_any),
                                   _said("a list of whole-number balances (at least one)"))},
    "advice_chart": {"advice": (_of("pokerlib.oasis.advisor", "Advice"),
                                _said("the advisor's Advice (advise(hand, upcard, rules))")),
                     "top": (lambda v: _whole(v, 1),
                             _said("a whole number of options, 1 or more"))},
    "simulation_chart": {"results": (
        lambda v: _list(v, _of("pokerlib.oasis.strategy", "SimulationResult")),
        _said("a list of SimulationResult (at least one)")),
        "exact": (lambda v: v is None or isinstance(v, Mapping), _said("None or a mapping"))},
    "strategy_chart": {"values": (
        lambda v: isinstance(v, Mapping) and len(v) > 0 and all(
            isinstance(x, tuple) and len(x) == 2 and all(_number(n) for n in x)
            for x in v.values()),
        _said("a mapping of strategy -> (value, standard error)"))},
    "edge_by_pay_chart": {"edges": (_of("pokerlib.oasis.edge_by_pay", "EdgeByPay"),
                                    _said("an EdgeByPay (edge_by_pay(line, multiples))"))},
    "edge_by_up_card_chart": {"edge": (_of("pokerlib.oasis.house_edge_data", "HouseEdge"),
                                       _said("a HouseEdge (house_edge(rules))"))},
    "range_chart": {"freq": (_range_like, _said("a Range or 169 frequencies between 0 and 1"))},
    "range_grid": {"ranges": (lambda v: _list(v, _of("pokerlib.aof.pushfold", "Range")),
                              _said("a list of Range (at least one)")),
                   "columns": (lambda v: _whole(v, 1),
                               _said("a whole number of columns, 1 or more"))},
    "aof_stacks_chart": {"history": (lambda v: _list(v, lambda h: isinstance(h, Mapping)),
                                     _said("a list of {player: stack} after each hand"))},
    "convergence_chart": {"result": (_PUSHFOLD, _said("a PushFoldResult"))},
    "equity_chart": {"result": (_of("pokerlib.equity.results", "EquityResult"),
                                _said("an EquityResult (equity(...))"))},
    "hilo_equity_chart": {"result": (_of("pokerlib.equity.results", "HiLoEquityResult"),
                                     _said("a HiLoEquityResult (hilo_equity(...))"))},
    "range_width_chart": {"results": (lambda v: _list(v, _PUSHFOLD),
                                      _said("a list of PushFoldResult (at least one)"))},
    "session_results_chart": {
        "results": (lambda v: _list(v, _number), _said("a list of numbers, one per session")),
        "hands": (lambda v: _whole(v, 1),
                  _said("the whole number of hands in a session, 1 or more"))},
    "stack_chart": {"stack_history": (lambda v: _list(v, lambda h: isinstance(h, Mapping)),
                                      _said("a list of {seat: stack} after each hand"))},
    "acting_order": {"players": (lambda v: _list(v, lambda p: isinstance(p, str), 2),
                                 _said("a list of at least 2 player names"))},
    "table_diagram": {"players": (lambda v: _list(v, lambda p: isinstance(p, str), 2),
                                  _said("a list of at least 2 player names"))},
    "oasis_diagram": {"upcard": (lambda v: _card(v), _said("one card such as 'K♠' or 'Ks'"))},
    "drill_svg": {"record": (_of("pokerlib.course.drills.record", "DrillRecord"),
                             _said("a drill's record (drill.record)"))},
}
# the widgets' SVG charts (widget_charts) take what their matplotlib namesakes take
CHECKS["stacks_svg"] = CHECKS["aof_stacks_chart"]
CHECKS["advice_svg"] = CHECKS["advice_chart"]
CHECKS["balance_svg"] = CHECKS["balance_chart"]
CHECKS["equity_svg"] = CHECKS["equity_chart"]
CHECKS["hilo_svg"] = CHECKS["hilo_equity_chart"]
CHECKS["range_svg"] = CHECKS["range_chart"]


def _whole_any(value: Any) -> bool:
    return isinstance(value, (numbers.Integral, np.integer)) and not isinstance(value, bool)


def _card(value: Any) -> bool:
    from ...cards import Card, CardError

    if isinstance(value, Card):
        return True
    if not isinstance(value, str):
        return False
    try:
        Card(value)
    except (CardError, TypeError, ValueError):
        return False
    return True


def checked(fn: F) -> F:
    """``fn`` with its arguments checked by :data:`CHECKS` first (by ``fn``'s name)."""
    checks = CHECKS[fn.__name__]
    signature = inspect.signature(fn)

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise TableError(key="chart_arguments", fn=fn.__name__, signature=signature,
                             exc=exc) from None
        for name, (ok, takes) in checks.items():
            if name in bound.arguments and not ok(bound.arguments[name]):
                raise TableError(key="chart_argument", fn=fn.__name__, name=name, takes=takes,
                                 arguments=bound.arguments[name])
        return fn(*args, **kwargs)

    return call  # type: ignore[return-value]
