"""Kinds named by a word: the base of every small vocabulary the engines share.

A kind (a street, an action, a pot award, an Oasis outcome, a post) is a :class:`Kind`: a
``StrEnum`` whose members *are* their words, so hand-history text, JSON and the existing
string comparisons keep working (``Street.FLOP == "flop"``, ``str(Street.FLOP) == "flop"``,
``json.dumps`` writes ``"flop"``), while ``mypy`` checks that only the kind's words are used
and :func:`kind_of` refuses a misspelt word where the value is made:

>>> class Colour(Kind):
...     RED = "red"
...     BLUE = "blue"
>>> kind_of(Colour, "red", "colour"), [Colour.BLUE]
('red', ['blue'])
>>> kind_of(Colour, "rde", "colour")
Traceback (most recent call last):
...
pokerlib.errors.RulesError: colour must be one of 'red', 'blue', not 'rde'
>>> Colour("")
Traceback (most recent call last):
...
pokerlib.errors.RulesError: Colour must be one of 'red', 'blue', not ''
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

from .errors import PokerError, RulesError

__all__ = ["Kind", "kind_of"]


class Kind(StrEnum):
    """A word from a fixed list. ``str()`` and ``repr()`` are the plain word, so records that
    hold kinds print as they did when the kinds were strings."""

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value: object) -> None:
        """``Street("")`` and any other word not on the list: a RulesError naming the words
        allowed (still a ValueError, as the standard enums raise)."""
        words = ", ".join(repr(k.value) for k in cls)
        raise RulesError(key="one_of", what=cls.__name__, allowed=words, value=value)


K = TypeVar("K", bound=Kind)


def kind_of(kind: type[K], value: object, what: str,
            error: type[PokerError] = RulesError) -> K:
    """``value`` (a member or its word) as a member of ``kind``, or ``error`` naming the words
    allowed."""
    if not (isinstance(kind, type) and issubclass(kind, Kind)):
        raise RulesError(key="type", what="kind", allowed="a Kind (such as Street)", value=kind)
    try:
        return kind(value)   # type: ignore[arg-type]  # any value: a wrong one is refused
    except ValueError:
        words = ", ".join(repr(k.value) for k in kind)
        raise error(key="one_of", what=what, allowed=words, value=value) from None
