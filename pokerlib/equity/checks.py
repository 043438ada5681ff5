"""Checking an equity question: the hands, board and dead cards, the number of samples, the
seed and the fields of a result, each refused with a message that says what is allowed.

The calculators check everything here, at their public edge, before any work starts; the
enumeration loops behind them check nothing.

>>> spot = read_spot(["As Ks", "Qh Qd"], "2c 3c 4d", (), hole_cards=2, name="equity",
...                  example="['As Ks', 'Qh Qd']", boards=(0, 1, 2, 3, 4, 5),
...                  game="a hold'em board has at most 5 cards")
>>> len(spot.rest), spot.to_come
(45, 2)
>>> check_samples(1)
Traceback (most recent call last):
...
pokerlib.errors.EquityError: samples must be None (exact) or a whole number from 2 to ...
"""

from __future__ import annotations

import numbers
from typing import Any, NamedTuple

import numpy as np

from .. import validate
from ..cards import Card, parse_cards
from ..errors import CardError, EquityError

__all__ = [
    "MAX_SAMPLES",
    "EquitySpot",
    "read_spot",
    "check_samples",
    "check_seed",
    "check_share",
    "check_stderr",
    "check_flag",
    "check_cards",
    "check_count",
]

#: The most random boards or deals one Monte Carlo call may draw (far more than any answer
#: needs: the exact heads-up preflop enumeration has 1,712,304 boards).
MAX_SAMPLES = 100_000_000

# a share computed as a float sum may overshoot [0, 1] by rounding
_ROUNDING = 1e-9


class EquitySpot(NamedTuple):
    """A checked equity question: the parsed hands, board and dead cards, the cards left in the
    deck (a sorted numpy array of card indices) and how many board cards are still to come."""

    hands: list[tuple[Card, ...]]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    rest: np.ndarray
    to_come: int


def _is_whole(value: Any) -> bool:
    return validate.is_whole_number(value)


def read_spot(hands: Any, board: Any, dead: Any, *, hole_cards: int, name: str, example: str,
              boards: tuple[int, ...], game: str, min_hands: int = 2) -> EquitySpot:
    """Check and parse an equity question: the hands (a list of ``hole_cards`` cards each,
    ``min_hands`` or more), the board (a size in ``boards``; ``game`` is the key of the error)
    and dead cards, all distinct. ``name`` and ``example`` show in the messages."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, (list, tuple)):
        raise EquityError(key="eq_give_hands_as", name=name, example=example, hands=hands)
    if len(hands) > 52 // hole_cards:  # more than one deck deals: refused before reading them
        raise EquityError(key="equity_too_many_hands", name=name, maximum=52 // hole_cards,
                          got=len(hands))
    holes = [parse_cards(h, count=hole_cards) for h in hands]
    if len(holes) < min_hands:
        if min_hands == 2:
            raise EquityError(key="eq_two_hands", name=name, n=len(holes))
        raise EquityError(key="eq_hands_at_least", name=name, least=min_hands, n=len(holes))
    bd = parse_cards(board)
    if len(bd) not in boards:
        raise EquityError(key=game, n=len(bd))
    dd = parse_cards(dead)
    seen = [c for h in holes for c in h] + list(bd) + list(dd)
    try:
        parse_cards(seen)
    except CardError as exc:
        raise EquityError(key="eq_hands_board_dead", exc=exc) from None
    rest = np.array(sorted(set(range(52)) - set(map(int, seen))), dtype=np.intp)
    k = 5 - len(bd)
    if k > len(rest):
        raise EquityError(key="eq_only_cards_left", n=len(rest))
    return EquitySpot(holes, bd, dd, rest, k)


def check_samples(samples: Any) -> int | None:
    """``None`` (exact) or the number of random samples as an int: a whole number from 2 to
    :data:`MAX_SAMPLES` (a bool is not a number)."""
    if samples is None:
        return None
    if not _is_whole(samples) or not 2 <= samples <= MAX_SAMPLES:
        raise EquityError(key="eq_samples_none_exact", MAX_SAMPLES=MAX_SAMPLES, samples=samples)
    return int(samples)


def check_seed(seed: Any) -> int | None:
    """The seed of the random boards: a whole number of 0 or more, or ``None`` for fresh
    randomness (a bool, text or a negative number is refused)."""
    return validate.seed(seed, "seed", EquityError, optional=True)


def check_share(name: str, value: Any) -> None:
    """Refuse ``value`` unless it is a real number from 0 to 1 (a probability or a share)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or \
            not -_ROUNDING <= float(value) <= 1 + _ROUNDING:
        raise EquityError(key="eq_share_between", name=name, value=value)


def check_stderr(value: Any) -> None:
    """Refuse ``value`` unless it is a standard error: a real number, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not float(value) >= 0:
        raise EquityError(key="eq_stderr_number_more", value=value)


def check_flag(name: str, value: Any) -> None:
    """Refuse ``value`` unless it is True or False."""
    validate.flag(value, name, EquityError)


def check_cards(name: str, value: Any) -> None:
    """Refuse ``value`` unless it is a tuple of :class:`~pokerlib.cards.Card`."""
    if not isinstance(value, tuple) or not all(isinstance(c, Card) for c in value):
        raise EquityError(key="eq_tuple_cards_see", name=name, value=value)


def check_count(name: str, value: Any) -> None:
    """Refuse ``value`` unless it is a whole number of at least 1 (not a bool)."""
    if not _is_whole(value) or value < 1:
        raise EquityError(key="eq_whole_number_at", name=name, value=value)
