"""Checking arguments at the public edge, once for the whole library: whole numbers, chip
counts, seeds, flags, numbers, texts and cards.

Every engine, drill and widget checks what it is given with these helpers, so a wrong argument
is refused before anything changes, with a :class:`~pokerlib.errors.PokerError` of the kind the
caller names whose sentence (English or Japanese, see :mod:`pokerlib.error_messages`) says what
was given and what is allowed. ``bool`` is not a whole number here (``True`` is not 1 chip):

>>> whole_number(3, "the Ante", minimum=1)
3
>>> whole_number(True, "the Ante", minimum=1)
Traceback (most recent call last):
...
pokerlib.errors.TableError: the Ante must be a whole number >= 1, not True
>>> try:
...     seed(-1)
... except TableError as e:
...     print(e.message("ja"))
シードは0以上の整数で指定してください（-1 は使えません）
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from typing import Any

from .errors import CardError, PokerError, TableError

__all__ = ["is_whole_number", "whole_number", "chips", "seed", "flag", "real_number", "text",
           "texts", "cards"]


def is_whole_number(value: Any) -> bool:
    """True for an integer (Python or numpy) that is not a ``bool``."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _bounds(*bounds: Any, optional: bool = True) -> None:
    """The bounds a caller gives a check (numbers, or None where allowed): a wrong one is the
    caller's mistake, said as one."""
    for bound in bounds:
        if not (bound is None and optional) and (
                isinstance(bound, bool) or not isinstance(bound, numbers.Real)):
            raise TableError(key="type", what="a bound of the check",
                             allowed="a whole number or None" if optional else "a number",
                             value=bound)


def whole_number(value: Any, what: str, error: type[PokerError] = TableError,
                 minimum: int | None = None, maximum: int | None = None) -> int:
    """``value`` as an ``int`` if it is a whole number in ``[minimum, maximum]`` (either bound
    may be None); otherwise ``error`` naming ``what`` and the allowed range."""
    _bounds(minimum, maximum)
    ok = is_whole_number(value) and (minimum is None or value >= minimum) \
        and (maximum is None or value <= maximum)
    if not ok:
        if minimum is not None and maximum is not None:
            key = "whole_number_between"
        elif minimum is not None:
            key = "whole_number_at_least"
        elif maximum is not None:
            key = "whole_number_at_most"
        else:
            key = "whole_number"
        raise error(key=key, what=what, value=value, minimum=minimum, maximum=maximum)
    return int(value)


def chips(value: Any, what: str, error: type[PokerError] = TableError, minimum: int = 0) -> int:
    """``value`` as a chip count (a whole number of at least ``minimum``), or ``error``."""
    _bounds(minimum, optional=False)
    if not is_whole_number(value) or value < minimum:
        raise error(key="chips_at_least", what=what, value=value, minimum=minimum)
    return int(value)


def seed(value: Any, what: str = "the seed", error: type[PokerError] = TableError, *,
         optional: bool = False) -> int | None:
    """A seed for reproducible dealing: a whole number >= 0 (or None when ``optional``: fresh
    randomness)."""
    if value is None and optional:
        return None
    if not is_whole_number(value) or value < 0:
        raise error(key="seed_or_none" if optional else "seed", what=what, value=value)
    return int(value)


def flag(value: Any, what: str, error: type[PokerError] = TableError) -> bool:
    """``value`` if it is a ``bool`` (numpy bools too); otherwise ``error``."""
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return bool(value)
    raise error(key="flag", what=what, value=value)


def real_number(value: Any, what: str, low: float, high: float,
                error: type[PokerError] = TableError) -> float:
    """``value`` as a float if it is a finite real number (not a bool) from ``low`` to
    ``high``; otherwise ``error``."""
    _bounds(low, high, optional=False)
    if (isinstance(value, bool) or not isinstance(value, numbers.Real)
            or not math.isfinite(value) or not low <= float(value) <= high):
        raise error(key="real_number_between", what=what, value=value, low=low, high=high)
    return float(value)


def text(value: Any, what: str, error: type[PokerError] = TableError, *,
         empty: bool = True) -> str:
    """``value`` if it is a ``str`` (and not blank, when ``empty`` is False)."""
    if not isinstance(value, str):
        raise error(key="text", what=what, value=value)
    if not empty and not value.strip():
        raise error(key="text_empty", what=what)
    return value


def texts(values: Any, what: str, low: int, high: int,
          error: type[PokerError] = TableError) -> tuple[str, ...]:
    """``values`` as a tuple if it is a list or tuple of ``low`` to ``high`` strings (a single
    string is refused: it is one text, not a list of them)."""
    _bounds(low, high, optional=False)
    if not isinstance(values, Sequence) or isinstance(values, str | bytes):
        raise error(key="texts", what=what, value=values)
    if not low <= len(values) <= high:
        raise error(key="texts_count", what=what, low=low, high=high, got=len(values))
    for v in values:
        text(v, what, error)
    return tuple(values)


def cards(value: Any, what: str, count: int | None = None,
          error: type[PokerError] = CardError) -> tuple:
    """``value`` read as distinct cards (text such as ``"As Kd"``, Card objects or indices),
    ``count`` of them when given; otherwise ``error`` (the card error's own sentence when the
    text cannot be read)."""
    from .cards import parse_cards

    if value is None or isinstance(value, (bool, float, bytes)):
        raise error(key="cards_arg", what=what, value=value)
    try:
        return parse_cards(value, count=count)
    except CardError as exc:
        if error is CardError or issubclass(error, CardError):
            raise
        raise error(key=exc.key or "cards_arg", what=what, value=value,
                    **exc.fields) from None
