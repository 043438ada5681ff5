"""Checking what a widget is built with (the helpers of :mod:`pokerlib.validate`): every
constructor refuses a bad argument at once with a :class:`~pokerlib.errors.TableError` that
says what was wrong and what is allowed, instead of failing later inside a click.

>>> check_seed(3)
3
>>> check_seed(True)
Traceback (most recent call last):
...
pokerlib.errors.TableError: the seed must be a whole number >= 0, not True
"""

from __future__ import annotations

from ... import validate
from ...errors import TableError

__all__ = ["check_seed", "check_whole_number", "check_real_number", "check_text",
           "check_texts"]


def check_whole_number(value: object, what: str, low: int, high: int | None = None) -> int:
    """``value`` if it is an ``int`` (not a bool) from ``low`` to ``high`` (no upper limit when
    ``high`` is None); otherwise a :class:`TableError` naming ``what``."""
    return validate.whole_number(value, what, TableError, low, high)


def check_seed(seed: object) -> int:
    """A seed for reproducible dealing: a whole number >= 0."""
    return int(validate.seed(seed, "the seed", TableError))  # type: ignore[arg-type]


def check_real_number(value: object, what: str, low: float, high: float) -> float:
    """``value`` as a float if it is a finite int or float (not a bool) from ``low`` to
    ``high``; otherwise a :class:`TableError` naming ``what``."""
    return validate.real_number(value, what, low, high, TableError)


def check_text(value: object, what: str, *, empty: bool = True) -> str:
    """``value`` if it is a ``str`` (and not blank, when ``empty`` is False)."""
    return validate.text(value, what, TableError, empty=empty)


def check_texts(values: object, what: str, low: int, high: int) -> tuple[str, ...]:
    """``values`` as a tuple if it is a list or tuple of ``low`` to ``high`` strings (a single
    string is refused: it is one text, not a list of them)."""
    return validate.texts(values, what, low, high, TableError)
