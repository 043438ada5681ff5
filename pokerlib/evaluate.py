"""Hand evaluation: high hands, ace-to-five 8-or-better lows, and Omaha's 2 + 3 rule.

Two layers share the same lookup tables:

* the **exact API** for people: :func:`best_high`, :func:`low8`, :func:`omaha_high`,
  :func:`omaha_low` validate their input and return values that know their category, their
  best five cards and how to describe themselves;
* the **fast paths** for simulations: :func:`score` (one hand per call, no checks) and the
  numpy batch functions :func:`score_batch` and :func:`omaha_batch`.

How the fast path works (the SKPokerEval idea): every card carries a *rank key*, chosen so that
the sum of the keys of up to seven cards is different for every multiset of ranks, plus a
3-bit *suit counter*. Adding the seven card keys gives one integer; its low bits say whether
five cards share a suit (a flush), and its high bits index a table of the best non-flush hand.
Only flushes need a second look-up, by the bit mask of the flush suit's ranks. No five-card
subset is ever built.

A **score** is an integer 0..7461: one for each of the 7,462 distinct high hands, higher is
stronger, equal scores tie.

>>> best_high("Qs Qd 8h 8c Qh")
HandValue('Full house, queens full of eights')
>>> best_high("As Qs Qh 9s 2c 3s 7s").describe()
'Flush, ace high'
>>> best_high("Ah Kc Qd 9s 7h") == best_high("As Kd Qh 9c 7s")
True
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations, combinations_with_replacement
from typing import Iterable

import numpy as np

from .cards import RANKS, Card, CardError, cards_html, parse_cards

__all__ = [
    "HandCategory",
    "HandValue",
    "LowValue",
    "best_high",
    "low8",
    "omaha_high",
    "omaha_low",
    "score",
    "score_batch",
    "omaha_batch",
    "low_batch",
    "category_of",
    "describe_score",
    "category_counts",
    "N_CLASSES",
    "LOW_NONE",
    # the evaluator's key arrays, for code that scores many hands with numpy (equity)
    "RANK_KEYS",
    "CARD_RANK_KEY",
    "CARD_SUIT_ADD",
    "CARD_RANK_BIT",
    "lookup_tables",
]

N_CLASSES = 7462
LOW_NONE = 0  # a low score of 0 means "no qualifying low"


class HandCategory(IntEnum):
    """The nine kinds of high hand, weakest = 0. A royal flush is the ace-high straight flush."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def english(self) -> str:
        return _EN[self]

    @property
    def japanese(self) -> str:
        """The name used in the course's source articles."""
        return _JA[self]


_EN = {
    HandCategory.HIGH_CARD: "High card", HandCategory.ONE_PAIR: "One pair",
    HandCategory.TWO_PAIR: "Two pair", HandCategory.THREE_OF_A_KIND: "Three of a kind",
    HandCategory.STRAIGHT: "Straight", HandCategory.FLUSH: "Flush",
    HandCategory.FULL_HOUSE: "Full house", HandCategory.FOUR_OF_A_KIND: "Four of a kind",
    HandCategory.STRAIGHT_FLUSH: "Straight flush",
}
_JA = {
    HandCategory.HIGH_CARD: "ハイカード", HandCategory.ONE_PAIR: "ワンペア",
    HandCategory.TWO_PAIR: "ツーペア", HandCategory.THREE_OF_A_KIND: "スリーカード",
    HandCategory.STRAIGHT: "ストレート", HandCategory.FLUSH: "フラッシュ",
    HandCategory.FULL_HOUSE: "フルハウス", HandCategory.FOUR_OF_A_KIND: "フォーカード",
    HandCategory.STRAIGHT_FLUSH: "ストレートフラッシュ",
}
ROYAL_FLUSH_JA = "ロイヤルフラッシュ"

# Rank keys (SKPokerEval): sums of up to seven keys, at most four of each, are all distinct.
#: Rank keys: any multiset of up to 7 ranks has a unique sum of these (SKPokerEval's idea),
#: so a hand's ranks are scored by one table look-up of the sum.
RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
_SUIT_BITS = 12  # four 3-bit suit counters below the rank key


# ---------------------------------------------------------------------------------------------
# The table of the 7,462 classes
# ---------------------------------------------------------------------------------------------

def _straight_top(present: int) -> int:
    """Rank index (0 = deuce) of the top of the best straight in a 13-bit rank mask, or -1."""
    for top in range(12, 3, -1):
        run = 0b11111 << (top - 4)
        if present & run == run:
            return top
    if present & 0b1000000001111 == 0b1000000001111:  # A-2-3-4-5, the wheel
        return 3
    return -1


def _nonflush_class(counts: Counter) -> tuple:
    """(category, tiebreak, display ranks) of the best hand from a multiset of ranks."""
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


def _flush_class(mask: int) -> tuple:
    top = _straight_top(mask)
    if top >= 0:
        return _straight(HandCategory.STRAIGHT_FLUSH, top)
    desc = [r for r in range(12, -1, -1) if mask >> r & 1][:5]
    return _cls(HandCategory.FLUSH, tuple(desc))


def _cls(cat: HandCategory, display: tuple) -> tuple:
    return (cat, display, display)


def _straight(cat: HandCategory, top: int) -> tuple:
    display = (3, 2, 1, 0, 12) if top == 3 else tuple(range(top, top - 5, -1))
    return (cat, (top,), display)


@functools.lru_cache(maxsize=None)
def lookup_tables() -> dict:
    """Every lookup table of the evaluator, built once on first use (about a second):
    ``display``, ``category``, ``flush``/``flush_np`` (rank mask -> score), ``nonflush``/``dense``
    (rank-key sum -> score, per hand size 5-7), ``flush_suit``/``flush_suit_np``."""
    classes: dict[tuple, tuple] = {}
    nonflush: dict[int, dict[tuple, tuple]] = {}
    for n in (5, 6, 7):
        per = {}
        for ranks in combinations_with_replacement(range(13), n):
            counts = Counter(ranks)
            if max(counts.values()) > 4:
                continue
            c = _nonflush_class(counts)
            per[ranks] = c
            classes[c[:2]] = c
        nonflush[n] = per
    flush_cls = [None] * 8192
    for mask in range(8192):
        if mask.bit_count() >= 5:
            c = _flush_class(mask)
            flush_cls[mask] = c
            classes[c[:2]] = c
    ordered = sorted(classes)  # (category, tiebreak) sorts weakest first
    if len(ordered) != N_CLASSES:
        raise AssertionError(f"expected {N_CLASSES} hand classes, built {len(ordered)}")
    score_of = {key: i for i, key in enumerate(ordered)}
    display = tuple(classes[key][2] for key in ordered)
    category = bytes(key[0] for key in ordered)

    flush_score = [-1] * 8192
    for mask, c in enumerate(flush_cls):
        if c is not None:
            flush_score[mask] = score_of[c[:2]]

    py_nonflush = {}
    dense = {}
    for n, per in nonflush.items():
        table = {}
        for ranks, c in per.items():
            key = sum(RANK_KEYS[r] for r in ranks)
            if key in table:
                raise AssertionError(f"rank keys collide for {n} cards")
            table[key] = score_of[c[:2]]
        py_nonflush[n] = table
        arr = np.full(max(table) + 1, -1, dtype=np.int16)
        arr[np.fromiter(table.keys(), dtype=np.int64)] = np.fromiter(table.values(), np.int16)
        dense[n] = arr

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


# Per-card constants for the fast paths (index = card 0..51).
_KEY = [(RANK_KEYS[c >> 2] << _SUIT_BITS) | (1 << 3 * (c & 3)) for c in range(52)]
_BIT = [1 << (c >> 2) for c in range(52)]
#: Per card index 0..51: its rank key, its 3-bit suit-counter increment, and its rank bit.
CARD_RANK_KEY = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int32)
CARD_SUIT_ADD = np.array([1 << 3 * (c & 3) for c in range(52)], dtype=np.int32)
CARD_RANK_BIT = np.array(_BIT, dtype=np.int32)
_KEY_NP = np.array(_KEY, dtype=np.int64)  # rank key << 12 | 3-bit suit counters
_LOWBIT = [0] * 52  # ace-to-five low: A -> bit 0, 2 -> bit 1, ..., 8 -> bit 7; 9..K -> 0
for _c in range(52):
    _r = _c >> 2
    if _r == 12:
        _LOWBIT[_c] = 1
    elif _r <= 6:
        _LOWBIT[_c] = 1 << (_r + 1)
_LOWBIT_NP = np.array(_LOWBIT, dtype=np.int32)
_POPCOUNT_NP = np.array([bin(i).count("1") for i in range(256)], dtype=np.int8)


# ---------------------------------------------------------------------------------------------
# Fast paths
# ---------------------------------------------------------------------------------------------

def score(cards) -> int:
    """Score 0..7461 (higher is stronger) of the best high hand in 5, 6 or 7 cards.

    The fast path: ``cards`` is a sequence of :class:`Card` or card indices 0..51 and is
    **not checked** (use :func:`best_high` for input from people).

    >>> score(parse_cards("As Ks Qs Js Ts 2c 2d"))
    7461
    >>> score(parse_cards("7c 5d 4h 3s 2c"))
    0
    """
    match cards:  # a sequence pattern checks the length without calling len()
        case (a, b, c, d, e):
            # five cards are a flush only if all five suits match: usually the first
            # comparison settles it, so the rank keys need no suit counters here
            if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
                return _FLUSH[_BIT[a] | _BIT[b] | _BIT[c] | _BIT[d] | _BIT[e]]
            R = _RANK_KEY
            return _NF5[R[a] + R[b] + R[c] + R[d] + R[e]]
        case (a, b, c, d, e, f, g):
            # seven cards: the suit counters first, then the rank keys; two sums of small
            # ints are faster than one sum of ints above 2**30 (0x3333 and 0x8888 are
            # _SUIT_START and _FLUSH_BITS, written as constants to save two look-ups)
            S = _SUIT_KEY
            k = S[a] + S[b] + S[c] + S[d] + S[e] + S[f] + S[g] + 0x3333
            if not k & 0x8888:
                R = _RANK_KEY
                return _NF7[R[a] + R[b] + R[c] + R[d] + R[e] + R[f] + R[g]]
        case _:  # six cards, or a sequence type that is not a list or tuple (numpy rows)
            K = _KEY16
            k = _SUIT_START
            for c in cards:
                k += K[c]
            if not k & _FLUSH_BITS:
                return _NF_BY_N[len(cards)][k >> 16]
    # a flush (rare): the suit whose counter reached 8, and the bit mask of its ranks
    s = ((k & _FLUSH_BITS).bit_length() - 4) >> 2
    m = 0
    for c in cards:
        if c & 3 == s:
            m |= _BIT[c]
    return _FLUSH[m]


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


class _Lazy:
    """Stands in for one of ``score``'s tables until first use, when all are built (and this
    placeholder is replaced), so that importing pokerlib builds nothing."""

    def __init__(self, name: str):
        self.name = name

    def __getitem__(self, i):
        _load()
        return globals()[self.name][i]


# memoryviews of the numpy tables: indexing one gives a plain int, faster than a dict look-up
_NF5: object = _Lazy("_NF5")
_NF7: object = _Lazy("_NF7")
_NF_BY_N: object = _Lazy("_NF_BY_N")
_FLUSH: object = _Lazy("_FLUSH")


def _load() -> None:
    global _NF5, _NF7, _NF_BY_N, _FLUSH
    tables = lookup_tables()
    _NF_BY_N = {n: memoryview(tables["dense"][n]) for n in (5, 6, 7)}
    _NF5, _NF7 = _NF_BY_N[5], _NF_BY_N[7]
    _FLUSH = tables["flush"]


def score_batch(hands) -> np.ndarray:
    """Scores of many hands at once: ``hands`` is an integer array of shape (N, 5), (N, 6) or
    (N, 7) of card indices; returns an int16 array of N scores.

    >>> score_batch(np.array([[51, 47, 43, 39, 35], [0, 4, 8, 12, 48]]))
    array([7461, 7452], dtype=int16)
    """
    hands = np.asarray(hands)
    if hands.ndim != 2 or hands.shape[1] not in (5, 6, 7):
        raise CardError(f"score_batch needs an array of shape (N, 5..7), got {hands.shape}")
    t = lookup_tables()
    n = hands.shape[1]
    # one key per card (rank key and suit counters together); gathering the transposed hands
    # makes the sum run along contiguous rows, and np.take is faster than fancy indexing
    k = np.take(_KEY_NP, hands.T).sum(axis=0)
    out = t["dense"][n].take(k >> _SUIT_BITS)
    fsuit = t["flush_suit_np"].take(k & 0xFFF)
    rows = np.flatnonzero(fsuit >= 0)
    if rows.size:
        sub = hands[rows]
        same = (sub & 3) == fsuit[rows, None]
        mask = (CARD_RANK_BIT[sub] * same).sum(axis=1)
        out[rows] = t["flush_np"][mask]
    return out


_PAIRS = np.array(list(combinations(range(4), 2)), dtype=np.intp)


def _or_last(bits: np.ndarray) -> np.ndarray:
    """Bitwise OR over the last axis (2 or 3 cards)."""
    out = bits[..., 0] | bits[..., 1]
    if bits.shape[-1] == 3:
        out |= bits[..., 2]
    return out


def _triples(nboard: int) -> np.ndarray:
    return np.array(list(combinations(range(nboard), 3)), dtype=np.intp)


def omaha_batch(hole, board) -> tuple[np.ndarray, np.ndarray]:
    """High and low scores of many Omaha hands (exactly 2 hole + 3 board cards each).

    ``hole`` has shape (N, 4), ``board`` shape (N, 3..5) or (3..5,) for one board shared by all.
    Returns ``(high, low)``: int16 arrays; ``high`` as :func:`score`, ``low`` as
    :attr:`LowValue.score` with :data:`LOW_NONE` (0) where no 8-or-better low can be made.

    >>> hi, lo = omaha_batch(np.array([parse_cards("Ad Kd 3s 2s")]),
    ...                      np.array([parse_cards("Jd 4d 3c Qd 5h")]))
    >>> describe_score(int(hi[0])), int(lo[0]) == low8("5h 4d 3c 2s Ad").score
    ('Flush, ace high', True)
    """
    hole = np.asarray(hole)
    board = np.asarray(board)
    if board.ndim == 1:
        board = np.broadcast_to(board, (hole.shape[0], board.shape[0]))
    if hole.ndim != 2 or hole.shape[1] != 4 or board.shape[1] not in (3, 4, 5) \
            or board.shape[0] != hole.shape[0]:
        raise CardError(f"omaha_batch needs hole (N, 4) and board (N, 3..5), "
                        f"got {hole.shape} and {board.shape}")
    n_boards, high_table, low_table, board_keys = _omaha_tables(board.shape[1])
    hole = hole.astype(np.intp, copy=False)
    board = board.astype(np.intp, copy=False)
    # Non-flush high: one look-up per hole pair (6, not 60), in a table of the best hand from
    # a pair of ranks with any three of a board's ranks; the board's rank multiset is found
    # by its rank-key sum.
    board_id = np.searchsorted(board_keys, CARD_RANK_KEY[board].sum(axis=1))
    hr = hole >> 2
    pair_ranks = hr[:, _PAIRS[:, 0]] * 13 + hr[:, _PAIRS[:, 1]]          # (N, 6)
    high = high_table[pair_ranks * n_boards + board_id[:, None]].max(axis=1)
    # Flushes need three board cards and two hole cards of one suit: only those rows are
    # evaluated combination by combination.
    suits = board & 3
    counts = np.stack([(suits == s).sum(axis=1) for s in range(4)], axis=1)
    suit = counts.argmax(axis=1)
    rows = np.flatnonzero((counts.max(axis=1) >= 3)
                          & (((hole & 3) == suit[:, None]).sum(axis=1) >= 2))
    if rows.size:
        s = suit[rows, None, None]
        hp = hole[rows][:, _PAIRS]                                       # (R, 6, 2)
        bt = board[rows][:, _triples(board.shape[1])]                    # (R, T, 3)
        suited = ((hp & 3) == s).all(axis=2)[:, :, None] & ((bt & 3) == s).all(axis=2)[:, None, :]
        # OR, not sum: a paired rank must not carry into the next rank's bit (or off the table)
        mask = _or_last(CARD_RANK_BIT[hp])[:, :, None] | _or_last(CARD_RANK_BIT[bt])[:, None, :]
        flush = np.where(suited, lookup_tables()["flush_np"][mask], -1).reshape(len(rows), -1)
        high[rows] = np.maximum(high[rows], flush.max(axis=1))
    # Low: one look-up per hole pair, by the pair's low-rank bits and the board's.
    board_low = np.bitwise_or.reduce(_LOWBIT_NP[board], axis=1)
    hl = _LOWBIT_NP[hole]
    pair_low = hl[:, _PAIRS[:, 0]] | hl[:, _PAIRS[:, 1]]
    low = low_table[pair_low * 256 + board_low[:, None]].max(axis=1)
    return high.astype(np.int16, copy=False), low.astype(np.int16, copy=False)


@functools.lru_cache(maxsize=None)
def _omaha_tables(nboard: int) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """``omaha_batch``'s tables for boards of ``nboard`` cards, built on first use:

    * ``high[pair ranks, board]``: the best non-flush score of a pair of hole ranks (13 x 13)
      with any three cards of a board rank multiset (boards sorted by rank-key sum);
    * ``low[pair low bits, board low bits]``: the best low score (0 = none) of two different
      low hole ranks with three different low board ranks.
    """
    dense5 = lookup_tables()["dense"][5]
    rank_key = np.array(RANK_KEYS, dtype=np.int64)
    boards = np.array([b for b in combinations_with_replacement(range(13), nboard)
                       if max(b.count(r) for r in b) <= 4], dtype=np.int64)
    keys = rank_key[boards].sum(axis=1)
    order = np.argsort(keys)
    boards, keys = boards[order], keys[order]
    triples = boards[:, _triples(nboard)]                           # (B, T, 3) ranks
    triple_key = rank_key[triples].sum(axis=2)
    trips_rank = np.where((triples == triples[:, :, :1]).all(axis=2), triples[:, :, 0], -1)
    high = np.empty((13, 13, len(boards)), dtype=np.int16)
    for r1 in range(13):
        for r2 in range(r1, 13):
            key = rank_key[r1] + rank_key[r2] + triple_key
            best = dense5[np.minimum(key, len(dense5) - 1)]
            if r1 == r2:  # a pair with trips of its own rank would be five of a kind
                best = np.where(trips_rank == r1, -1, best)
            high[r1, r2] = high[r2, r1] = best.max(axis=1)
    low = np.zeros((256, 256), dtype=np.int16)
    for p in range(256):
        if p.bit_count() != 2:
            continue
        for b in range(256):
            free = b & ~p
            if free.bit_count() >= 3:  # the three lowest free board ranks make the best low
                for _ in range(free.bit_count() - 3):
                    free &= ~(1 << (free.bit_length() - 1))
                low[p, b] = 256 - (p | free)
    return len(boards), high.reshape(-1), low.reshape(-1), keys


def low_batch(hands) -> np.ndarray:
    """Ace-to-five 8-or-better low scores for many hands of any 5+ cards (any five may be used,
    as in hold'em or stud): int16 array, :data:`LOW_NONE` where there is no low."""
    hands = np.asarray(hands)
    mask = np.bitwise_or.reduce(_LOWBIT_NP[hands], axis=1)
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


# ---------------------------------------------------------------------------------------------
# The exact API
# ---------------------------------------------------------------------------------------------

def category_of(score_: int) -> HandCategory:
    """The category of a score.

    >>> category_of(7461), category_of(0)
    (<HandCategory.STRAIGHT_FLUSH: 8>, <HandCategory.HIGH_CARD: 0>)
    """
    return HandCategory(lookup_tables()["category"][score_])


def describe_score(score_: int, lang: str = "en") -> str:
    """Words for a score, e.g. ``'Full house, queens full of eights'`` or ``'Qと8のフルハウス'``."""
    cat = category_of(score_)
    ranks = [RANKS[r] for r in lookup_tables()["display"][score_]]
    return _describe(cat, ranks, lang)


def _name(r: str, plural: bool = False) -> str:
    from .cards import RANK_NAMES

    return RANK_NAMES[r][1 if plural else 0]


def _describe(cat: HandCategory, ranks: list[str], lang: str) -> str:
    r = ranks
    if lang == "ja":
        if cat == HandCategory.STRAIGHT_FLUSH and r[0] == "A":
            return ROYAL_FLUSH_JA
        ja = {
            HandCategory.STRAIGHT_FLUSH: f"{r[0]}ハイのストレートフラッシュ",
            HandCategory.FOUR_OF_A_KIND: f"{r[0]}のフォーカード",
            HandCategory.FULL_HOUSE: f"{r[0]}と{r[3]}のフルハウス",
            HandCategory.FLUSH: f"{r[0]}ハイのフラッシュ",
            HandCategory.STRAIGHT: f"{r[0]}ハイのストレート",
            HandCategory.THREE_OF_A_KIND: f"{r[0]}のスリーカード",
            HandCategory.TWO_PAIR: f"{r[0]}と{r[2]}のツーペア",
            HandCategory.ONE_PAIR: f"{r[0]}のワンペア",
            HandCategory.HIGH_CARD: f"{r[0]}ハイのハイカード",
        }
        return ja[cat]
    if lang != "en":
        raise ValueError(f"lang must be 'en' or 'ja', not {lang!r}")
    if cat == HandCategory.STRAIGHT_FLUSH and r[0] == "A":
        return "Royal flush"
    en = {
        HandCategory.STRAIGHT_FLUSH: lambda: f"Straight flush, {_name(r[0])} high",
        HandCategory.FOUR_OF_A_KIND: lambda: f"Four of a kind, {_name(r[0], True)}",
        HandCategory.FULL_HOUSE: lambda: f"Full house, {_name(r[0], True)} full of "
                                         f"{_name(r[3], True)}",
        HandCategory.FLUSH: lambda: f"Flush, {_name(r[0])} high",
        HandCategory.STRAIGHT: lambda: f"Straight, {_name(r[0])} high",
        HandCategory.THREE_OF_A_KIND: lambda: f"Three of a kind, {_name(r[0], True)}",
        HandCategory.TWO_PAIR: lambda: f"Two pair, {_name(r[0], True)} and {_name(r[2], True)}",
        HandCategory.ONE_PAIR: lambda: f"One pair, {_name(r[0], True)}",
        HandCategory.HIGH_CARD: lambda: f"High card, {_name(r[0])}",
    }
    return en[cat]()


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a high hand: totally ordered (higher is stronger, equal means a tie).

    ``.cards`` are the best five, in display order (the cards that make the category first).

    >>> v = best_high("Qs Qd 8h 8c Qh")
    >>> v.category, v.score, [str(c) for c in v.cards]
    (<HandCategory.FULL_HOUSE: 6>, 7266, ['Q♠', 'Q♥', 'Q♦', '8♥', '8♣'])
    >>> v.describe("ja")
    'Qと8のフルハウス'
    """

    score: int
    cards: tuple[Card, ...] = field(default=())

    @property
    def category(self) -> HandCategory:
        return category_of(self.score)

    @property
    def is_royal(self) -> bool:
        return self.score == N_CLASSES - 1

    @property
    def ranks(self) -> tuple[str, ...]:
        """The five ranks in display order, e.g. ``('Q', 'Q', 'Q', '8', '8')``."""
        return tuple(RANKS[r] for r in lookup_tables()["display"][self.score])

    def describe(self, lang: str = "en") -> str:
        return _describe(self.category, list(self.ranks), lang)

    def __eq__(self, other):
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score == other.score

    def __lt__(self, other):
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score < other.score

    def __hash__(self):
        return hash(self.score)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"HandValue({self.describe()!r})"

    def _repr_html_(self) -> str:
        return f"{cards_html(self.cards)} <b>{self.describe()}</b>"


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class LowValue:
    """An ace-to-five low of 8 or better. **A better low compares greater.**

    ``.ranks`` are the five ranks from the highest down with the ace as 1, e.g. ``(5, 4, 3, 2,
    1)`` for the wheel; ``.score`` is an integer, higher for a better low (as in
    :func:`omaha_batch`).

    >>> low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c")
    True
    >>> low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d")
    True
    >>> str(low8("As 2d 3h 4c 5s 9d Kc"))
    '5-4-3-2-A low (the wheel)'
    """

    score: int
    cards: tuple[Card, ...] = field(default=())

    @property
    def mask(self) -> int:
        return 256 - self.score

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(b + 1 for b in range(7, -1, -1) if self.mask >> b & 1)

    def describe(self, lang: str = "en") -> str:
        text = "-".join("A" if r == 1 else str(r) for r in self.ranks)
        if lang == "ja":
            return f"{text}のロー" + ("（ホイール）" if self.ranks[0] == 5 else "")
        if lang != "en":
            raise ValueError(f"lang must be 'en' or 'ja', not {lang!r}")
        return f"{text} low" + (" (the wheel)" if self.ranks[0] == 5 else "")

    def __eq__(self, other):
        if not isinstance(other, LowValue):
            return NotImplemented
        return self.score == other.score

    def __lt__(self, other):
        if not isinstance(other, LowValue):
            return NotImplemented
        return self.score < other.score

    def __hash__(self):
        return hash(("low", self.score))

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"LowValue({self.describe()!r})"

    def _repr_html_(self) -> str:
        return f"{cards_html(self.cards)} <b>{self.describe()}</b>"


def _display_order(five: Iterable[Card], score_: int) -> tuple[Card, ...]:
    """Arrange five cards in the order their class displays its ranks."""
    pool = sorted(five, key=lambda c: c & 3)
    out = []
    for r in lookup_tables()["display"][score_]:
        card = next(c for c in pool if c >> 2 == r)
        pool.remove(card)
        out.append(card)
    return tuple(out)


def _cards(cards, allowed: tuple[int, ...], what: str) -> tuple[Card, ...]:
    cs = parse_cards(cards)
    if len(cs) not in allowed:
        lo, hi = min(allowed), max(allowed)
        need = f"{lo}" if lo == hi else f"{lo} to {hi}"
        raise CardError(f"{what} takes {need} cards, got {len(cs)}")
    return cs


def best_high(cards) -> HandValue:
    """The best five-card high hand from 5, 6 or 7 cards (hold'em: hole + board, any mix).

    >>> best_high("As Qs Qh 9s 2c 3s 7s").cards == parse_cards("As Qs 9s 7s 3s")
    True
    >>> best_high("Ah 2d 3c 4s 5h").describe()
    'Straight, five high'
    >>> best_high("As Ks")
    Traceback (most recent call last):
    ...
    pokerlib.errors.CardError: best_high takes 5 to 7 cards, got 2
    """
    cs = _cards(cards, (5, 6, 7), "best_high")
    best = score(cs)
    five = next(f for f in combinations(cs, 5) if score(f) == best)
    return HandValue(best, _display_order(five, best))


def low8(cards) -> LowValue | None:
    """The best ace-to-five low of 8 or better from any five of 5 or more cards, or ``None``.

    >>> low8("Kc Qd 8h 6s 4c 3d 2h"), low8("Ac Ad 2c 3h 9s")
    (LowValue('8-6-4-3-2 low'), None)
    """
    cs = parse_cards(cards)
    if len(cs) < 5:
        raise CardError(f"low8 takes 5 or more cards, got {len(cs)}")
    chosen: dict[int, Card] = {}
    for bit in range(8):
        for c in cs:
            if _LOWBIT[c] == 1 << bit:
                chosen[bit] = c
                break
        if len(chosen) == 5:
            break
    if len(chosen) < 5:
        return None
    mask = sum(1 << b for b in chosen)
    return LowValue(256 - mask, tuple(chosen[b] for b in sorted(chosen, reverse=True)))


def _omaha_parts(hole, board) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    h = _cards(hole, (4,), "Omaha hole")
    b = _cards(board, (3, 4, 5), "The Omaha board")
    parse_cards(h + b)  # a card can't be in the hole and on the board
    return h, b


def omaha_high(hole, board) -> HandValue:
    """Best Omaha high hand: exactly 2 of the 4 hole cards with exactly 3 of the 3-5 board cards.

    >>> omaha_high("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h").describe()
    'Flush, ace high'
    >>> omaha_high("As Kh Qd Jc", "2s 7s 9s Ts 4d").describe()   # one spade is no flush
    'High card, ace'
    """
    h, b = _omaha_parts(hole, board)
    best, five = -1, ()
    for p in combinations(h, 2):
        for t in combinations(b, 3):
            s = score(p + t)
            if s > best:
                best, five = s, p + t
    return HandValue(best, _display_order(five, best))


def omaha_low(hole, board) -> LowValue | None:
    """Best Omaha 8-or-better low from exactly 2 hole + 3 board cards, or ``None``.

    >>> omaha_low("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    LowValue('5-4-3-2-A low (the wheel)')
    >>> omaha_low("Ad 2d Ks Qs", "3c 4d 9h Th Jc") is None   # the board has only two low cards
    True
    """
    h, b = _omaha_parts(hole, board)
    best = None
    for p in combinations(h, 2):
        for t in combinations(b, 3):
            bits = [_LOWBIT[c] for c in p + t]
            mask = bits[0] | bits[1] | bits[2] | bits[3] | bits[4]
            if mask.bit_count() == 5 and (best is None or mask < best[0]):
                best = (mask, p + t)
    if best is None:
        return None
    mask, five = best
    ordered = tuple(sorted(five, key=lambda c: _LOWBIT[c], reverse=True))
    return LowValue(256 - mask, ordered)


# ---------------------------------------------------------------------------------------------
# Counting every hand
# ---------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=2)
def _colex_combinations(n: int, k: int) -> np.ndarray:
    """All k-subsets of range(n) in colex order, so the subsets of range(m) are the first
    C(m, k)."""
    rows = np.array(list(combinations(range(n), k)), dtype=np.int8)
    return rows[np.lexsort(rows.T)]  # lexsort's last key is primary: sort by the largest element


def category_counts(n_cards: int = 5, progress=None, shipped: bool = False
                    ) -> dict[HandCategory, int]:
    """How many of all C(52, n) hands of ``n_cards`` (5, 6 or 7) fall in each category, counted
    exactly by scoring every hand with :func:`score_batch` (5 cards: a few seconds; 7 cards:
    133,784,560 hands, about twenty seconds).

    ``shipped=True`` reads the same counts from the data file that
    ``python -m pokerlib regenerate category-counts`` writes, instead of counting again.
    ``progress``, if given, is called with the fraction done.

    >>> category_counts(5)[HandCategory.STRAIGHT_FLUSH]
    40
    >>> category_counts(7, shipped=True)[HandCategory.STRAIGHT_FLUSH]
    41584
    """
    if n_cards not in (5, 6, 7):
        raise CardError(f"category_counts takes 5, 6 or 7 cards, got {n_cards}")
    if shipped:
        import json
        from importlib.resources import files

        data = json.loads(files("pokerlib").joinpath("data", _COUNTS_FILE).read_text())
        return {HandCategory[name]: n for name, n in data["counts"][str(n_cards)].items()}
    counts = np.zeros(9, dtype=np.int64)
    cat = np.frombuffer(lookup_tables()["category"], dtype=np.uint8)
    if n_cards == 5:
        counts += np.bincount(cat[score_batch(_colex_combinations(52, 5))], minlength=9)
    else:
        # fix the first n-5 cards, then every 5-subset of the cards above them
        tails = _colex_combinations(52, 5)
        heads = list(combinations(range(52), n_cards - 5))
        for done, head in enumerate(heads):
            first = head[-1] + 1
            m = 52 - first
            if m < 5:
                continue
            rest = tails[: _comb(m, 5)].astype(np.int16) + first
            hands = np.concatenate([np.broadcast_to(np.array(head, np.int16),
                                                    (len(rest), len(head))), rest], axis=1)
            counts += np.bincount(cat[score_batch(hands)], minlength=9)
            if progress is not None and done % 25 == 0:
                progress(done / len(heads))
    if progress is not None:
        progress(1.0)
    return {HandCategory(i): int(counts[i]) for i in range(8, -1, -1)}


def _comb(n: int, k: int) -> int:
    from math import comb

    return comb(n, k)


_COUNTS_FILE = "category_counts.json"


def regenerate_data(name: str = "category-counts", progress: bool = True) -> str:
    """Count every 5-, 6- and 7-card hand by category and write
    ``pokerlib/data/category_counts.json`` (run as ``python -m pokerlib regenerate
    category-counts``)."""
    import json
    from pathlib import Path

    from ._progress import progress_bar

    def bar(n):  # category_counts reports a fraction; the bar counts thousandths
        if not progress:
            return None
        show = progress_bar(1000, f"{n} cards")
        return lambda frac: show(round(1000 * frac))

    counts = {str(n): {c.name: k for c, k in category_counts(n, progress=bar(n)).items()}
              for n in (5, 6, 7)}
    path = Path(__file__).with_name("data") / _COUNTS_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps({
        "about": "Number of all 5-, 6- and 7-card hands in each high-hand category (best five), "
                 "counted exactly by pokerlib.evaluate.category_counts.",
        "regenerate": "python -m pokerlib regenerate category-counts",
        "counts": counts}, indent=1) + "\n")
    return str(path)
