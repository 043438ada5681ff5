"""The fast paths for simulations: :func:`score` for one hand per call, :func:`score_batch` and
:func:`low_batch` for numpy arrays of many hands.

How they work (the SKPokerEval idea): adding the card keys of :mod:`~pokerlib.evaluate.tables`
gives one integer; its low bits say whether five cards share a suit (a flush), and its high
bits index a table of the best non-flush hand. Only flushes need a second look-up, by the bit
mask of the flush suit's ranks. No five-card subset is ever built.

The batch functions check their cards by default (integers 0..51, no card twice in a hand),
which costs about as much again as the scoring itself; ``check=False`` skips the checks for
code that builds its own arrays (then out-of-range values index wrongly or raise numpy's
errors, and negative values wrap around).

>>> from pokerlib.evaluate import describe_score
>>> describe_score(score([48, 49, 50, 51, 44]))
'Four of a kind, aces'
>>> score_batch([[48, 49, 50, 51, 52]])
Traceback (most recent call last):
...
pokerlib.errors.ScoreError: score_batch: card values must be 0..51, got 52 in row 0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import CardError, ScoreError
from .tables import CARD_KEY, CARD_LOW_BIT, CARD_RANK_BIT, RANK_KEYS, SUIT_BITS, lookup_tables

__all__ = ["score", "score_batch", "low_batch", "card_array", "check_distinct"]

# each card as one bit of a 52-bit mask: the sum of a row's bits equals their OR exactly when
# no card repeats (a repeat carries into a higher bit)
_CARD_BIT64 = np.array([1 << c for c in range(52)], dtype=np.int64)


def card_array(cards: Any, what: str, *, check: bool = True) -> np.ndarray:
    """``cards`` as a numpy array for the batch functions; with ``check`` (the default), refuse
    anything but integers 0..51. ``what`` names the caller in error messages. The shape is the
    caller's to check; repeats are checked by :func:`check_distinct`.

    >>> card_array([[0.5, 1, 2, 3, 4]], "score_batch")
    Traceback (most recent call last):
    ...
    pokerlib.errors.ScoreError: score_batch: cards must be integer card indices 0..51, got ...
    """
    try:
        arr = np.asarray(cards)
    except (ValueError, TypeError) as exc:  # ragged lists, objects numpy cannot hold
        raise ScoreError(key="ev_cards_rectangular_array", what=what, exc=exc) from None
    if not check:
        return arr
    if arr.dtype.kind not in "iu":  # bool ('b'), floats, objects and strings are not cards
        raise ScoreError(key="ev_cards_integer_card", what=what, dtype=arr.dtype)
    if arr.size:
        low, high = arr.min(), arr.max()
        if low < 0 or high > 51:
            bad = low if low < 0 else high
            row = int(np.argwhere(arr == bad)[0][0]) if arr.ndim > 1 else 0
            raise ScoreError(key="ev_card_values_got", what=what, bad=bad, row=row)
    return arr


def check_distinct(rows: np.ndarray, what: str) -> None:
    """Refuse a row (a hand; cards 0..51 along axis 1) that holds the same card twice.

    >>> check_distinct(np.array([[0, 1, 2, 3, 4], [0, 5, 6, 7, 0]]), "score_batch")
    Traceback (most recent call last):
    ...
    pokerlib.errors.ScoreError: score_batch: row 1 holds a card twice ([0 5 6 7 0]); ...
    """
    if not rows.size:
        return
    bits = np.take(_CARD_BIT64, rows.T)
    bad = np.flatnonzero(bits.sum(axis=0) != np.bitwise_or.reduce(bits, axis=0))
    if bad.size:
        raise ScoreError(key="ev_row_holds_card", what=what, bad=bad[0], rows=rows[bad[0]])


def score(cards: Sequence[int]) -> int:
    """Score 0..7461 (higher is stronger) of the best high hand in 5, 6 or 7 cards.

    The fast path: ``cards`` is a sequence of :class:`~pokerlib.cards.Card` or card indices
    0..51 and is **not checked** (use :func:`~pokerlib.evaluate.best_high` for input from
    people).

    >>> from pokerlib.cards import parse_cards
    >>> score(parse_cards("As Ks Qs Js Ts 2c 2d"))
    7461
    >>> score(parse_cards("7c 5d 4h 3s 2c"))
    0
    """
    # no check costs time on the fast path; what it cannot read at all (text, None, floats,
    # card numbers past 51, too few cards) becomes one keyed sentence, not a TypeError from
    # inside (a try costs nothing when nothing is raised)
    try:
        match cards:  # a sequence pattern checks the length without calling len()
            case (a, b, c, d, e):
                # five cards are a flush only if all five suits match: usually the first
                # comparison settles it, so the rank keys need no suit counters here
                if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
                    return int(_FLUSH[_BIT[a] | _BIT[b] | _BIT[c] | _BIT[d] | _BIT[e]])
                R = _RANK_KEY
                return int(_NF5[R[a] + R[b] + R[c] + R[d] + R[e]])
            case (a, b, c, d, e, f, g):
                # seven cards: the suit counters first, then the rank keys; two sums of small
                # ints are faster than one sum of ints above 2**30 (0x3333 and 0x8888 are
                # _SUIT_START and _FLUSH_BITS, written as constants to save two look-ups)
                S = _SUIT_KEY
                k = S[a] + S[b] + S[c] + S[d] + S[e] + S[f] + S[g] + 0x3333
                if not k & 0x8888:
                    R = _RANK_KEY
                    return int(_NF7[R[a] + R[b] + R[c] + R[d] + R[e] + R[f] + R[g]])
            case _:  # six cards, or a sequence type that is not a list or tuple (numpy rows)
                K = _KEY16
                k = _SUIT_START
                for c in cards:
                    k += K[c]
                if not k & _FLUSH_BITS:
                    return int(_NF_BY_N[len(cards)][k >> 16])
        # a flush (rare): the suit whose counter reached 8, and the bit mask of its ranks
        s = ((k & _FLUSH_BITS).bit_length() - 4) >> 2
        m = 0
        for c in cards:
            if c & 3 == s:
                m |= _BIT[c]
        return int(_FLUSH[m])
    except (TypeError, IndexError, KeyError, AttributeError, ValueError):
        raise ScoreError(key="score_fast_input", value=cards) from None


# The one-hand path's card keys: the rank key above bit 16 and one 4-bit suit counter per suit.
# The counters start at 3, so a suit's counter reaches 8 (its top bit) exactly when the hand
# holds five or more cards of that suit: ``k & 0x8888`` is the whole flush test.
_KEY16 = [(RANK_KEYS[c >> 2] << 16) | (1 << 4 * (c & 3)) for c in range(52)]
_SUIT_START = 0x3333
_FLUSH_BITS = 0x8888
# Five cards need no suit counters, and without them the sums stay below 2**30, where
# CPython's integer arithmetic is fastest.
_RANK_KEY = [RANK_KEYS[c >> 2] for c in range(52)]
_SUIT_KEY = [1 << 4 * (c & 3) for c in range(52)]
_BIT = [1 << (c >> 2) for c in range(52)]


class _Lazy:
    """Stands in for one of ``score``'s tables until first use, when all are built (and this
    placeholder is replaced), so that importing pokerlib builds nothing."""

    def __init__(self, name: str):
        self.name = name

    def __getitem__(self, i: int) -> Any:
        _load()
        return globals()[self.name][i]


# memoryviews of the numpy tables: indexing one gives a plain int, faster than a dict look-up
_NF5: Any = _Lazy("_NF5")
_NF7: Any = _Lazy("_NF7")
_NF_BY_N: Any = _Lazy("_NF_BY_N")
_FLUSH: Any = _Lazy("_FLUSH")


def _load() -> None:
    global _NF5, _NF7, _NF_BY_N, _FLUSH
    tables = lookup_tables()
    _NF_BY_N = {n: memoryview(tables["dense"][n]) for n in (5, 6, 7)}
    _NF5, _NF7 = _NF_BY_N[5], _NF_BY_N[7]
    _FLUSH = tables["flush"]


def score_batch(hands: Any, *, check: bool = True) -> np.ndarray:
    """Scores of many hands at once: ``hands`` is an integer array of shape (N, 5), (N, 6) or
    (N, 7) of card indices; returns an int16 array of N scores.

    ``check=False`` skips checking that the cards are integers 0..51 and distinct in each
    hand (the shape is always checked): about twice as fast, for arrays built by code.

    >>> score_batch(np.array([[51, 47, 43, 39, 35], [0, 4, 8, 12, 48]]))
    array([7461, 7452], dtype=int16)
    """
    hands = card_array(hands, "score_batch", check=check)
    if hands.ndim != 2 or hands.shape[1] not in (5, 6, 7):
        raise CardError(key="ev_score_batch_needs", shape=hands.shape)
    if check:
        check_distinct(hands, "score_batch")
    t = lookup_tables()
    n = hands.shape[1]
    # one key per card (rank key and suit counters together); gathering the transposed hands
    # makes the sum run along contiguous rows, and np.take is faster than fancy indexing
    k = np.take(CARD_KEY, hands.T).sum(axis=0)
    out: np.ndarray = t["dense"][n].take(k >> SUIT_BITS)
    fsuit = t["flush_suit_np"].take(k & 0xFFF)
    rows = np.flatnonzero(fsuit >= 0)
    if rows.size:
        sub = hands[rows]
        same = (sub & 3) == fsuit[rows, None]
        mask = (CARD_RANK_BIT[sub] * same).sum(axis=1)
        out[rows] = t["flush_np"][mask]
    return out


def low_batch(hands: Any, *, check: bool = True) -> np.ndarray:
    """Ace-to-five 8-or-better low scores for many hands of any 5+ cards (any five may be used,
    as in hold'em or stud): ``hands`` has shape (N, 5 or more); returns an int16 array,
    :data:`~pokerlib.evaluate.LOW_NONE` where there is no low. ``check=False`` as in
    :func:`score_batch`.

    >>> low_batch([[48, 0, 4, 8, 12, 16, 20], [48, 0, 4, 8, 36, 40, 44]]).tolist()
    [225, 0]
    """
    hands = card_array(hands, "low_batch", check=check)
    if hands.ndim != 2 or hands.shape[1] < 5:
        raise CardError(key="ev_low_batch_needs", shape=hands.shape)
    if check:
        check_distinct(hands, "low_batch")
    mask = np.bitwise_or.reduce(CARD_LOW_BIT[hands], axis=1)
    out = np.zeros(len(hands), dtype=np.int16)
    best = np.zeros(len(hands), dtype=np.int32)
    count = np.zeros(len(hands), dtype=np.int32)
    for bit in range(8):  # keep the five lowest ranks present
        has = (mask >> bit & 1).astype(bool) & (count < 5)
        best |= np.where(has, 1 << bit, 0)
        count += has
    ok = count == 5
    out[ok] = 256 - best[ok]
    return out
