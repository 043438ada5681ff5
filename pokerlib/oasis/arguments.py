"""Checking the arguments of the Oasis Poker functions at the public edge.

Every public function and constructor of :mod:`pokerlib.oasis` checks what it is given with
these helpers, so a wrong argument raises a :class:`~pokerlib.errors.PokerError` kind whose
message says what was given and what is allowed, before anything changes. ``bool`` is not a
whole number here (``True`` is not 1 point):

>>> whole_number(3, "the Ante", TableError, minimum=1)
3
>>> whole_number(True, "the Ante", TableError, minimum=1)
Traceback (most recent call last):
...
pokerlib.errors.TableError: the Ante must be a whole number >= 1, not True
"""

from __future__ import annotations

import numbers
from typing import Any

from ..errors import PokerError, TableError

__all__ = ["whole_number", "is_whole_number", "flag"]


def is_whole_number(value: Any) -> bool:
    """True for an integer (Python or numpy) that is not a ``bool``."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def whole_number(value: Any, what: str, error: type[PokerError] = TableError,
                 minimum: int | None = None, maximum: int | None = None) -> int:
    """``value`` as an ``int`` if it is a whole number in ``[minimum, maximum]``; otherwise
    raise ``error`` with a message naming ``what`` and the allowed range."""
    ok = is_whole_number(value)
    if ok:
        value = int(value)
        ok = (minimum is None or value >= minimum) and (maximum is None or value <= maximum)
    if not ok:
        if minimum is not None and maximum is not None:
            allowed = f"a whole number from {minimum} to {maximum}"
        elif minimum is not None:
            allowed = f"a whole number >= {minimum}"
        elif maximum is not None:
            allowed = f"a whole number <= {maximum}"
        else:
            allowed = "a whole number"
        raise error(f"{what} must be {allowed}, not {value!r}")
    return int(value)


def flag(value: Any, what: str, error: type[PokerError] = TableError) -> bool:
    """``value`` if it is a ``bool`` (numpy bools too); otherwise raise ``error``."""
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return bool(value)
    raise error(f"{what} must be True or False, not {value!r}")
