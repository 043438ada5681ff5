"""Checking what a widget is built with: every constructor refuses a bad argument at once
with a :class:`~pokerlib.errors.TableError` that says what was wrong and what is allowed,
instead of failing later inside a click.

>>> check_seed(3)
3
>>> check_seed(True)
Traceback (most recent call last):
...
pokerlib.errors.TableError: the seed must be a whole number >= 0, not True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..errors import TableError

__all__ = ["check_seed", "check_whole_number", "check_real_number", "check_text",
           "check_texts"]


def check_whole_number(value: object, what: str, low: int, high: int | None = None) -> int:
    """``value`` if it is an ``int`` (not a bool) from ``low`` to ``high`` (no upper limit when
    ``high`` is None); otherwise a :class:`TableError` naming ``what``."""
    in_range = (isinstance(value, int) and not isinstance(value, bool) and value >= low
                and (high is None or value <= high))
    if not in_range:
        allowed = f">= {low}" if high is None else f"from {low} to {high}"
        raise TableError(f"{what} must be a whole number {allowed}, not {value!r}")
    assert isinstance(value, int)
    return value


def check_seed(seed: object) -> int:
    """A seed for reproducible dealing: a whole number >= 0."""
    return check_whole_number(seed, "the seed", 0)


def check_real_number(value: object, what: str, low: float, high: float) -> float:
    """``value`` as a float if it is a finite int or float (not a bool) from ``low`` to
    ``high``; otherwise a :class:`TableError` naming ``what``."""
    if (isinstance(value, bool) or not isinstance(value, int | float)
            or not math.isfinite(value) or not low <= value <= high):
        raise TableError(f"{what} must be a number from {low:g} to {high:g}, not {value!r}")
    return float(value)


def check_text(value: object, what: str, *, empty: bool = True) -> str:
    """``value`` if it is a ``str`` (and not blank, when ``empty`` is False)."""
    if not isinstance(value, str):
        raise TableError(f"{what} must be text, not {value!r}")
    if not empty and not value.strip():
        raise TableError(f"{what} must not be empty")
    return value


def check_texts(values: object, what: str, low: int, high: int) -> tuple[str, ...]:
    """``values`` as a tuple if it is a list or tuple of ``low`` to ``high`` strings (a single
    string is refused: it is one text, not a list of them)."""
    if not isinstance(values, Sequence) or isinstance(values, str | bytes):
        raise TableError(f"{what} must be a list of texts, not {values!r}")
    if not low <= len(values) <= high:
        raise TableError(f"{what} must hold {low} to {high} texts, not {len(values)}")
    for v in values:
        check_text(v, f"each of {what}")
    return tuple(values)
