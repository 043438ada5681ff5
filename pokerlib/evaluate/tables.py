"""The evaluator's lookup tables: rank keys, per-card key arrays, and the 7,462 hand classes.

Every card carries a *rank key*, chosen so that the sum of the keys of up to seven cards is
different for every multiset of ranks (SKPokerEval's idea), plus a 3-bit *suit counter*.
:func:`lookup_tables` builds, once and on first use, the tables that turn a key sum into a
score; the per-card arrays below are what the fast paths add up.

>>> int(CARD_RANK_KEY[51]) == RANK_KEYS[12], int(CARD_RANK_BIT[51]), int(CARD_LOW_BIT[51])
(True, 4096, 1)
"""

from __future__ import annotations

import functools
from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from .categories import N_CLASSES, HandCategory

__all__ = [
    "RANK_KEYS",
    "SUIT_BITS",
    "CARD_RANK_KEY",
    "CARD_SUIT_ADD",
    "CARD_RANK_BIT",
    "CARD_KEY",
    "CARD_LOW_BIT",
    "LOW_BIT_OF_CARD",
    "lookup_tables",
    "build_lookup_tables",
    "table_parts",
    "TABLES_FILE",
]

#: Rank keys: any multiset of up to 7 ranks has a unique sum of these (SKPokerEval's idea),
#: so a hand's ranks are scored by one table look-up of the sum.
RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
#: Bits below the rank key in :data:`CARD_KEY`: four 3-bit suit counters.
SUIT_BITS = 12

#: Per card index 0..51: its rank key, its 3-bit suit-counter increment, and its rank bit.
CARD_RANK_KEY = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int32)
CARD_SUIT_ADD = np.array([1 << 3 * (c & 3) for c in range(52)], dtype=np.int32)
CARD_RANK_BIT = np.array([1 << (c >> 2) for c in range(52)], dtype=np.int32)
#: Per card: rank key << 12 | suit counter increment, so one sum gives both.
CARD_KEY = (CARD_RANK_KEY.astype(np.int64) << SUIT_BITS) | CARD_SUIT_ADD

# ace-to-five low: A -> bit 0, 2 -> bit 1, ..., 8 -> bit 7; 9..K -> 0
#: Per card: its ace-to-five low bit (ace = bit 0, deuce = bit 1 .. eight = bit 7; 9-K none).
LOW_BIT_OF_CARD: tuple[int, ...] = tuple(
    1 if c >> 2 == 12 else 1 << ((c >> 2) + 1) if c >> 2 <= 6 else 0 for c in range(52))
#: :data:`LOW_BIT_OF_CARD` as a numpy array, for the batch paths.
CARD_LOW_BIT = np.array(LOW_BIT_OF_CARD, dtype=np.int32)

# A hand class: (category, tiebreak ranks, display ranks), ranks as indices 0 = deuce.
HandClass = tuple[HandCategory, tuple[int, ...], tuple[int, ...]]


def _straight_top(present: int) -> int:
    """Rank index (0 = deuce) of the top of the best straight in a 13-bit rank mask, or -1."""
    for top in range(12, 3, -1):
        run = 0b11111 << (top - 4)
        if present & run == run:
            return top
    if present & 0b1000000001111 == 0b1000000001111:  # A-2-3-4-5, the wheel
        return 3
    return -1


def _cls(cat: HandCategory, display: tuple[int, ...]) -> HandClass:
    return (cat, display, display)


def _straight(cat: HandCategory, top: int) -> HandClass:
    display = (3, 2, 1, 0, 12) if top == 3 else tuple(range(top, top - 5, -1))
    return (cat, (top,), display)


def _nonflush_class(counts: Counter[int]) -> HandClass:
    """The class of the best hand from a multiset of ranks."""
    desc = sorted(counts, reverse=True)
    quads = [r for r in desc if counts[r] >= 4]
    trips = [r for r in desc if counts[r] >= 3]
    pairs = [r for r in desc if counts[r] >= 2]
    if quads:
        q = quads[0]
        k = next(r for r in desc if r != q)
        return _cls(HandCategory.FOUR_OF_A_KIND, (q,) * 4 + (k,))
    if trips and len(pairs) >= 2:
        t = trips[0]
        p = next(r for r in pairs if r != t)
        return _cls(HandCategory.FULL_HOUSE, (t,) * 3 + (p,) * 2)
    top = _straight_top(sum(1 << r for r in desc))
    if top >= 0:
        return _straight(HandCategory.STRAIGHT, top)
    if trips:
        t = trips[0]
        kick = [r for r in desc if r != t][:2]
        return _cls(HandCategory.THREE_OF_A_KIND, (t,) * 3 + tuple(kick))
    if len(pairs) >= 2:
        p1, p2 = pairs[:2]
        k = next(r for r in desc if r not in (p1, p2))
        return _cls(HandCategory.TWO_PAIR, (p1, p1, p2, p2, k))
    if pairs:
        p = pairs[0]
        kick = [r for r in desc if r != p][:3]
        return _cls(HandCategory.ONE_PAIR, (p, p) + tuple(kick))
    return _cls(HandCategory.HIGH_CARD, tuple(desc[:5]))


def _flush_class(mask: int) -> HandClass:
    top = _straight_top(mask)
    if top >= 0:
        return _straight(HandCategory.STRAIGHT_FLUSH, top)
    desc = [r for r in range(12, -1, -1) if mask >> r & 1][:5]
    return _cls(HandCategory.FLUSH, tuple(desc))


#: The shipped tables (``python -m pokerlib regenerate evaluator-tables``).
TABLES_FILE = "evaluator_tables.npz"


@functools.cache
def lookup_tables() -> dict[str, Any]:
    """Every lookup table of the evaluator, read once on first use from the shipped file
    ``pokerlib/data/evaluator_tables.npz`` (a few milliseconds; building them, as
    :func:`build_lookup_tables` does, takes about 1.6 s of pure Python, which every lesson's
    first cell paid): ``display``, ``category``, ``flush``/``flush_np`` (rank mask -> score),
    ``nonflush``/``dense`` (rank-key sum -> score, per hand size 5-7),
    ``flush_suit``/``flush_suit_np``. Without the file (a damaged install) they are built.

    >>> t = lookup_tables()
    >>> len(t["display"]), t["category"][-1], t["flush"][0b1111100000000]
    (7462, 8, 7461)
    """
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "data" / TABLES_FILE
    try:
        with np.load(path) as data:
            parts = {k: data[k] for k in data.files}
    except (OSError, ValueError):
        return build_lookup_tables()
    return _assemble(parts)


def table_parts(tables: dict[str, Any]) -> dict[str, np.ndarray]:
    """What :data:`TABLES_FILE` holds of ``tables``: the display ranks (flat, with each
    class's length), the categories, the flush scores, and per hand size the rank-key sums and
    their scores (the dense arrays and the suit table are rebuilt from these)."""
    display = tables["display"]
    parts: dict[str, np.ndarray] = {
             "display_flat": np.fromiter((r for d in display for r in d), dtype=np.int8),
             "display_len": np.array([len(d) for d in display], dtype=np.int8),
             "category": np.frombuffer(tables["category"], dtype=np.uint8),
             "flush": np.array(tables["flush"], dtype=np.int16)}
    for n, table in tables["nonflush"].items():
        parts[f"keys{n}"] = np.fromiter(table.keys(), dtype=np.int64)
        parts[f"scores{n}"] = np.fromiter(table.values(), dtype=np.int16)
    return parts


def _assemble(parts: dict[str, np.ndarray]) -> dict[str, Any]:
    """The tables from :func:`table_parts`."""
    ends = np.cumsum(parts["display_len"].astype(np.int64))
    flat = parts["display_flat"].tolist()
    starts = [0, *ends[:-1].tolist()]
    display = tuple(tuple(flat[a:b]) for a, b in zip(starts, ends.tolist()))
    if len(display) != N_CLASSES:
        raise ValueError(f"expected {N_CLASSES} hand classes, read {len(display)}")
    py_nonflush, dense = {}, {}
    for n in (5, 6, 7):
        keys, scores = parts[f"keys{n}"], parts[f"scores{n}"]
        py_nonflush[n] = dict(zip(keys.tolist(), scores.tolist()))
        arr = np.full(int(keys.max()) + 1, -1, dtype=np.int16)
        arr[keys] = scores
        dense[n] = arr
    flush_score = parts["flush"].tolist()
    return _finish(display, parts["category"].tobytes(), flush_score, py_nonflush, dense)


def _finish(display: tuple[tuple[int, ...], ...], category: bytes, flush_score: list[int],
            py_nonflush: dict[int, dict[int, int]], dense: dict[int, np.ndarray]
            ) -> dict[str, Any]:
    # suit counter (12 bits, four 3-bit counts) -> the suit with five or more cards, or -1
    flush_suit = [-1] * 4096
    for sc in range(4096):
        for s in range(4):
            if (sc >> (3 * s)) & 7 >= 5:
                flush_suit[sc] = s
    return {
        "display": display,
        "category": category,
        "flush": flush_score,
        "flush_np": np.array(flush_score, dtype=np.int16),
        "nonflush": py_nonflush,
        "dense": dense,
        "flush_suit": flush_suit,
        "flush_suit_np": np.array(flush_suit, dtype=np.int8),
    }


def build_lookup_tables() -> dict[str, Any]:
    """The tables of :func:`lookup_tables`, built from the rules of poker (the 7,462 hand
    classes of every rank multiset and flush): what the shipped file was written from
    (``python -m pokerlib regenerate evaluator-tables``), and what the tests compare it with."""
    classes: dict[tuple[HandCategory, tuple[int, ...]], HandClass] = {}
    nonflush: dict[int, dict[tuple[int, ...], HandClass]] = {}
    for n in (5, 6, 7):
        per = {}
        for ranks in combinations_with_replacement(range(13), n):
            counts = Counter(ranks)
            if max(counts.values()) > 4:
                continue
            c = _nonflush_class(counts)
            per[ranks] = c
            classes[c[0], c[1]] = c
        nonflush[n] = per
    flush_cls: list[HandClass | None] = [None] * 8192
    for mask in range(8192):
        if mask.bit_count() >= 5:
            c = _flush_class(mask)
            flush_cls[mask] = c
            classes[c[0], c[1]] = c
    ordered = sorted(classes)  # (category, tiebreak) sorts weakest first
    if len(ordered) != N_CLASSES:
        raise AssertionError(f"expected {N_CLASSES} hand classes, built {len(ordered)}")
    score_of = {key: i for i, key in enumerate(ordered)}
    display = tuple(classes[key][2] for key in ordered)
    category = bytes(key[0] for key in ordered)

    flush_score = [-1] * 8192
    for mask, fc in enumerate(flush_cls):
        if fc is not None:
            flush_score[mask] = score_of[fc[0], fc[1]]

    py_nonflush = {}
    dense = {}
    for n, per in nonflush.items():
        table = {}
        for ranks, c in per.items():
            key = sum(RANK_KEYS[r] for r in ranks)
            if key in table:
                raise AssertionError(f"rank keys collide for {n} cards")
            table[key] = score_of[c[0], c[1]]
        py_nonflush[n] = table
        arr = np.full(max(table) + 1, -1, dtype=np.int16)
        arr[np.fromiter(table.keys(), dtype=np.int64)] = np.fromiter(table.values(), np.int16)
        dense[n] = arr

    return _finish(display, category, flush_score, py_nonflush, dense)
