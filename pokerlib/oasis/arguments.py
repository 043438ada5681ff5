"""Checking the arguments of the Oasis Poker functions at the public edge (the helpers of
:mod:`pokerlib.validate`, shared by the whole library).

Every public function and constructor of :mod:`pokerlib.oasis` checks what it is given with
these helpers, so a wrong argument raises a :class:`~pokerlib.errors.PokerError` kind whose
message says what was given and what is allowed, before anything changes. ``bool`` is not a
whole number here (``True`` is not 1 point):

>>> whole_number(3, "the Ante", minimum=1)
3
>>> whole_number(True, "the Ante", minimum=1)
Traceback (most recent call last):
...
pokerlib.errors.TableError: the Ante must be a whole number >= 1, not True
"""

from __future__ import annotations

from ..validate import flag, is_whole_number, whole_number

__all__ = ["whole_number", "is_whole_number", "flag"]
