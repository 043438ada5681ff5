"""The 169 starting-hand classes of hold'em: pairs ("77"), suited ("AKs") and offsuit ("T9o")
hands, their grid order, and the two-card hands each class stands for.

>>> HAND_CLASSES[:3], HAND_CLASSES[13], len(HAND_CLASSES)
(('AA', 'AKs', 'AQs'), 'AKo', 169)
>>> int(CLASS_COMBOS.sum())
1326
"""

from __future__ import annotations

import functools
import numbers
from typing import Any

import numpy as np

from ..cards import RANKS, Card, parse_cards
from ..errors import EquityError

__all__ = [
    "HAND_CLASSES",
    "CLASS_COMBOS",
    "class_index",
    "hand_class",
    "class_combos",
    "class_combo_cards",
]


def _class_names() -> tuple[str, ...]:
    names = []
    for i in range(13):
        for j in range(13):
            hi, lo = RANKS[12 - min(i, j)], RANKS[12 - max(i, j)]
            names.append(hi + lo if i == j else hi + lo + ("s" if i < j else "o"))
    return tuple(names)


#: The 169 classes in grid order: row i, column j with ranks A..2; the diagonal holds pairs,
#: above it suited hands ("AKs" is row A, column K), below it offsuit hands ("AKo").
HAND_CLASSES: tuple[str, ...] = _class_names()
_CLASS_INDEX = {n: i for i, n in enumerate(HAND_CLASSES)}


def class_index(name: str) -> int:
    """Index 0..168 of a class name in :data:`HAND_CLASSES` (grid order); any case.

    >>> class_index("AA"), class_index("AKs"), class_index("AKo"), class_index("22")
    (0, 1, 13, 168)
    """
    if not isinstance(name, str):
        raise EquityError(key="eq_starting_hand_class", name=name)
    key = name.strip()
    if len(key) == 3:
        key = key[0].upper() + key[1].upper() + key[2].lower()
    else:
        key = key.upper()
    if key not in _CLASS_INDEX:
        raise EquityError(key="eq_starting_hand_class_2", name=name)
    return _CLASS_INDEX[key]


def hand_class(cards: Any) -> str:
    """The class of a two-card hand.

    >>> hand_class("Ks As"), hand_class("Td 9h"), hand_class("7c 7d")
    ('AKs', 'T9o', '77')
    """
    a, b = sorted(parse_cards(cards, count=2), reverse=True)
    hi, lo = RANKS[a >> 2], RANKS[b >> 2]
    if hi == lo:
        return hi + lo
    return hi + lo + ("s" if (a & 3) == (b & 3) else "o")


def class_combo_cards(index: int) -> tuple[tuple[int, int], ...]:
    """Every two-card hand of the class at ``index`` (0..168, grid order) as pairs of card
    indices ``(higher rank's card, lower rank's card)``: the fast form of
    :func:`class_combos`, for the solvers and the preflop table.

    >>> class_combo_cards(class_index("AKs"))
    ((48, 44), (49, 45), (50, 46), (51, 47))
    """
    if isinstance(index, bool) or not isinstance(index, numbers.Integral) or not 0 <= index < 169:
        raise EquityError(key="eq_class_index_whole", index=index)
    return _combo_cards(int(index))


@functools.cache
def _combo_cards(index: int) -> tuple[tuple[int, int], ...]:
    name = HAND_CLASSES[index]
    r1, r2 = RANKS.index(name[0]), RANKS.index(name[1])
    out = []
    for s1 in range(4):
        for s2 in range(4):
            a, b = r1 * 4 + s1, r2 * 4 + s2
            if r1 == r2 and s1 >= s2:
                continue
            if len(name) == 3 and (name[2] == "s") != (s1 == s2):
                continue
            out.append((a, b))
    return tuple(out)


def class_combos(name: str) -> tuple[tuple[Card, Card], ...]:
    """Every two-card hand of a class (6 for a pair, 4 suited, 12 offsuit).

    >>> len(class_combos("AA")), len(class_combos("AKs")), len(class_combos("AKo"))
    (6, 4, 12)
    """
    return tuple((Card(a), Card(b)) for a, b in class_combo_cards(class_index(name)))


#: number of combos per class, grid order
CLASS_COMBOS = np.array([len(class_combo_cards(i)) for i in range(169)])
