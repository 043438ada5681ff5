"""Equity: each player's share of the pot, computed exactly by enumerating every remaining
board where that is feasible, by seeded Monte Carlo (with a standard error) where it is not."""

from __future__ import annotations

__all__: list[str] = []

# === Hold'em equity (AoF work) ===============================================================
# Exact hold'em equity by enumerating every remaining board (all players share the board, so
# its rank keys and suit counters are summed once and each hole pair is added on top), seeded
# Monte Carlo with a standard error on request, and the 169 x 169 table of starting-hand
# classes. The table is exact: for each pair of classes, one representative of every
# suit-isomorphic pair of hands is solved exactly, where the boards without a flush are counted
# by rank pattern (6,175 patterns instead of 1.7 million boards) and only flush boards are dealt.

import functools as _functools
import json as _json
import math as _math
import time as _time
from dataclasses import dataclass as _dataclass
from itertools import permutations as _permutations
from pathlib import Path as _Path

import numpy as _np

from ._progress import progress_bar as _progress_bar
from .cards import RANKS as _RANKS, Card as _Card, CardError as _CardError, \
    PokerError as _PokerError, parse_cards as _parse_cards
from .evaluate import CARD_RANK_BIT, CARD_RANK_KEY, RANK_KEYS, CARD_SUIT_ADD, lookup_tables

__all__ += ["EquityError", "PlayerEquity", "EquityResult", "equity", "HAND_CLASSES",
            "hand_class", "class_combos", "class_index", "preflop_class_equity",
            "preflop_equity_table", "regenerate_data"]

DATA_DIR = _Path(__file__).with_name("data")
HOLDEM_TABLE_FILE = "holdem_preflop_equity.npz"


class EquityError(_PokerError, ValueError):
    """Hands, board or dead cards that cannot be used for an equity calculation."""


@_dataclass(frozen=True)
class PlayerEquity:
    """One player's result: ``equity`` = share of the pot on average (ties split), ``win`` =
    how often they win alone, ``tie`` = how often they share the best hand; ``stderr`` is 0
    when the result is exact."""

    hand: tuple
    equity: float
    win: float
    tie: float
    stderr: float = 0.0
    exact: bool = True

    def __str__(self) -> str:
        cards = " ".join(map(str, self.hand))
        err = "" if self.exact else f" ± {self.stderr:.2%}"
        return f"{cards}: equity {self.equity:.2%}{err} (win {self.win:.2%}, tie {self.tie:.2%})"


class _PerPlayer:
    """Results that read like a tuple of per-player results (``result[0]``, ``len``, loops)."""

    players: tuple

    def __getitem__(self, i):
        return self.players[i]

    def __iter__(self):
        return iter(self.players)

    def __len__(self) -> int:
        return len(self.players)

    @property
    def equities(self) -> tuple[float, ...]:
        return tuple(p.equity for p in self.players)


@_dataclass(frozen=True)
class EquityResult(_PerPlayer):
    """Equity of every player, in the order the hands were given (index it like a tuple).

    ``exact`` says whether every remaining board was enumerated (``boards`` of them) or
    ``boards`` random boards were sampled (Monte Carlo, each player's ``stderr`` set).
    """

    players: tuple[PlayerEquity, ...]
    board: tuple
    dead: tuple
    exact: bool
    boards: int

    @property
    def method(self) -> str:
        return (f"exact: all {self.boards:,} boards" if self.exact
                else f"Monte Carlo: {self.boards:,} random boards")

    def __str__(self) -> str:
        return "\n".join([self.method] + [str(p) for p in self.players])

    def _repr_html_(self) -> str:
        from .cards import cards_html
        rows = "".join(
            f"<tr><td>{cards_html(p.hand)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{p.win:.2%}</td><td>{p.tie:.2%}</td></tr>" for p in self.players)
        board = cards_html(self.board) if self.board else "(none)"
        return (f'<div class="pokerlib-equity"><div>board {board} — {self.method}</div>'
                "<table><tr><th>hand</th><th>equity</th><th>win</th><th>tie</th></tr>"
                f"{rows}</table></div>")


@_functools.lru_cache(maxsize=64)
def _combos(n: int, k: int) -> _np.ndarray:
    """All k-subsets of range(n) as an (C(n, k), k) uint8 array, in lexicographic order."""
    if k == 0:
        return _np.zeros((1, 0), dtype=_np.uint8)
    if k > n:
        return _np.zeros((0, k), dtype=_np.uint8)
    parts = []
    for first in range(n - k + 1):
        rest = _combos(n - first - 1, k - 1).astype(_np.int16) + first + 1
        head = _np.full((len(rest), 1), first, dtype=_np.int16)
        parts.append(_np.hstack([head, rest]))
    out = _np.vstack(parts).astype(_np.uint8)
    out.setflags(write=False)
    return out


def _hole_parts(holes: _np.ndarray):
    """Per hole pair: rank key sum, suit counter sum, and its rank bits in each suit (P, 4)."""
    rk = CARD_RANK_KEY[holes].sum(1)
    sc = CARD_SUIT_ADD[holes].sum(1)
    bits = _np.zeros((len(holes), 4), dtype=_np.int32)
    for s in range(4):
        bits[:, s] = (CARD_RANK_BIT[holes] * ((holes & 3) == s)).sum(1)
    return rk, sc, bits


def _shared_board_scores(holes: _np.ndarray, boards: _np.ndarray) -> _np.ndarray:
    """Scores (P, N) of P hole pairs on N complete 5-card boards shared by all of them."""
    t = lookup_tables()
    dense, fsuit_t, flush_t = t["dense"][7], t["flush_suit_np"], t["flush_np"]
    boards = boards.astype(_np.intp)
    brk = CARD_RANK_KEY[boards].sum(1)
    bsc = CARD_SUIT_ADD[boards].sum(1)
    hrk, hsc, hbits = _hole_parts(holes)
    out = _np.empty((len(holes), len(boards)), dtype=_np.int16)
    for i in range(len(holes)):
        out[i] = dense[brk + hrk[i]]
        fs = fsuit_t[bsc + hsc[i]]
        rows = _np.flatnonzero(fs >= 0)
        if rows.size:
            sub = boards[rows]
            f = fs[rows].astype(_np.int64)
            mask = (CARD_RANK_BIT[sub] * ((sub & 3) == f[:, None])).sum(1) + hbits[i][f]
            out[i, rows] = flush_t[mask]
    return out


def _tally(scores: _np.ndarray, win, tie, share) -> None:
    best = scores.max(0)
    top = scores == best
    n = top.sum(0)
    win += (top & (n == 1)).sum(1)
    tie += (top & (n > 1)).sum(1)
    share += (top / n).sum(1)


def _spot(hands, board, dead, *, hole_cards: int, name: str, example: str,
          boards: tuple[int, ...], game: str, min_hands: int = 2):
    """Check and parse an equity question: the hands (``hole_cards`` each, two or more), the
    board (a size in ``boards``) and dead cards, all distinct. Returns the parsed hands, board
    and dead cards, the cards left in the deck (numpy) and how many board cards are to come."""
    if isinstance(hands, str):
        raise EquityError(f"give the hands as a list, e.g. {example}")
    holes = [_parse_cards(h, count=hole_cards) for h in hands]
    if len(holes) < min_hands:
        want = "two or more hands" if min_hands == 2 else f"at least {min_hands} hand(s)"
        raise EquityError(f"{name} needs {want}, got {len(holes)}")
    bd = _parse_cards(board)
    if len(bd) not in boards:
        raise EquityError(f"{game}, got {len(bd)}")
    dd = _parse_cards(dead)
    seen = [c for h in holes for c in h] + list(bd) + list(dd)
    try:
        _parse_cards(seen)
    except _CardError as exc:
        raise EquityError(f"hands, board and dead cards overlap: {exc}") from None
    rest = _np.array(sorted(set(range(52)) - set(map(int, seen))), dtype=_np.intp)
    k = 5 - len(bd)
    if k > len(rest):
        raise EquityError(f"only {len(rest)} cards left to complete the board")
    return holes, bd, dd, rest, k


def equity(hands, board=(), dead=(), *, samples: int | None = None,
           seed: int = 0) -> EquityResult:
    """Each player's hold'em equity: exact over every remaining board, or Monte Carlo.

    ``hands`` are two or more two-card hands (text or cards); ``board`` holds 0 to 5 cards,
    ``dead`` cards seen elsewhere (burned or folded). With ``samples=None`` (the default) every
    board is enumerated — 1,712,304 heads-up preflop; ``samples=n`` draws n random boards
    (seeded) and gives each player a standard error.

    >>> r = equity(["As Qs", "Kh Kd"], board="Qh 9s 2c")
    >>> r.exact, r.boards, round(r[0].equity, 4), round(r[1].equity, 4)
    (True, 990, 0.2465, 0.7535)
    >>> r = equity(["Ah Ad", "7c 2d"], samples=20_000, seed=1)
    >>> r.exact, abs(r[0].equity - 0.88) < 0.02, r[0].stderr < 0.005
    (False, True, True)
    """
    holes, bd, dd, rest, k = _spot(hands, board, dead, hole_cards=2, name="equity",
                                   example="['As Ks', 'Qh Qd']", boards=(0, 1, 2, 3, 4, 5),
                                   game="a hold'em board has at most 5 cards")
    hole_arr = _np.array(holes, dtype=_np.intp)
    known = _np.array(bd, dtype=_np.intp)
    p = len(holes)
    win = _np.zeros(p, dtype=_np.int64)
    tie = _np.zeros(p, dtype=_np.int64)
    share = _np.zeros(p)
    if samples is None:
        idx = _combos(len(rest), k)
        n = len(idx)
        for start in range(0, n, 250_000):
            part = rest[idx[start:start + 250_000]]
            full = _np.hstack([_np.broadcast_to(known, (len(part), len(known))), part])
            _tally(_shared_board_scores(hole_arr, full), win, tie, share)
        eq = share / n
        players = tuple(PlayerEquity(h, float(e), float(w / n), float(t / n))
                        for h, e, w, t in zip(holes, eq, win, tie))
        return EquityResult(players, bd, dd, True, n)
    if not isinstance(samples, int) or samples < 2:
        raise EquityError(f"samples must be a whole number of at least 2, not {samples!r}")
    rng = _np.random.default_rng(seed)
    sq = _np.zeros(p)
    for start in range(0, samples, 100_000):
        m = min(100_000, samples - start)
        pick = rng.random((m, len(rest))).argpartition(k, axis=1)[:, :k] if k else \
            _np.zeros((m, 0), dtype=_np.intp)
        full = _np.hstack([_np.broadcast_to(known, (m, len(known))), rest[pick]])
        sc = _shared_board_scores(hole_arr, full)
        top = sc == sc.max(0)
        n_top = top.sum(0)
        sh = top / n_top
        win += (top & (n_top == 1)).sum(1)
        tie += (top & (n_top > 1)).sum(1)
        share += sh.sum(1)
        sq += (sh ** 2).sum(1)
    eq = share / samples
    err = _np.sqrt(_np.maximum(sq / samples - eq ** 2, 0) / (samples - 1))
    players = tuple(PlayerEquity(h, float(e), float(w / samples), float(t / samples),
                                 float(s), False)
                    for h, e, w, t, s in zip(holes, eq, win, tie, err))
    return EquityResult(players, bd, dd, False, samples)


# --- the 169 starting-hand classes ------------------------------------------------------------

def _class_names() -> tuple[str, ...]:
    names = []
    for i in range(13):
        for j in range(13):
            hi, lo = _RANKS[12 - min(i, j)], _RANKS[12 - max(i, j)]
            names.append(hi + lo if i == j else hi + lo + ("s" if i < j else "o"))
    return tuple(names)


#: The 169 classes in grid order: row i, column j with ranks A..2; the diagonal holds pairs,
#: above it suited hands ("AKs" is row A, column K), below it offsuit hands ("AKo").
HAND_CLASSES: tuple[str, ...] = _class_names()
_CLASS_INDEX = {n: i for i, n in enumerate(HAND_CLASSES)}


def class_index(name: str) -> int:
    """Index 0..168 of a class name in :data:`HAND_CLASSES` (grid order).

    >>> class_index("AA"), class_index("AKs"), class_index("AKo"), class_index("22")
    (0, 1, 13, 168)
    """
    key = name.strip()
    if len(key) == 3:
        key = key[0].upper() + key[1].upper() + key[2].lower()
    else:
        key = key.upper()
    if key not in _CLASS_INDEX:
        raise EquityError(f"{name!r} is not a starting-hand class: write a pair ('77'), "
                          "a suited ('AKs') or an offsuit hand ('T9o')")
    return _CLASS_INDEX[key]


def hand_class(cards) -> str:
    """The class of a two-card hand.

    >>> hand_class("Ks As"), hand_class("Td 9h"), hand_class("7c 7d")
    ('AKs', 'T9o', '77')
    """
    a, b = sorted(_parse_cards(cards, count=2), reverse=True)
    hi, lo = _RANKS[a >> 2], _RANKS[b >> 2]
    if hi == lo:
        return hi + lo
    return hi + lo + ("s" if (a & 3) == (b & 3) else "o")


@_functools.lru_cache(maxsize=None)
def _class_combo_ints(index: int) -> tuple[tuple[int, int], ...]:
    name = HAND_CLASSES[index]
    r1, r2 = _RANKS.index(name[0]), _RANKS.index(name[1])
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


def class_combos(name: str) -> tuple[tuple[_Card, _Card], ...]:
    """Every two-card hand of a class (6 for a pair, 4 suited, 12 offsuit).

    >>> len(class_combos("AA")), len(class_combos("AKs")), len(class_combos("AKo"))
    (6, 4, 12)
    """
    return tuple((_Card(a), _Card(b)) for a, b in _class_combo_ints(class_index(name)))


#: number of combos per class, grid order
CLASS_COMBOS = _np.array([len(_class_combo_ints(i)) for i in range(169)])


@_functools.lru_cache(maxsize=1)
def _rank_patterns() -> tuple[_np.ndarray, _np.ndarray]:
    """Every multiset of 5 ranks with at most four of each: counts (6175, 13) and key sums."""
    rows = []

    def rec(r: int, left: int, acc: list) -> None:
        if r == 12:
            if left <= 4:
                rows.append(acc + [left])
            return
        for k in range(min(left, 4) + 1):
            rec(r + 1, left - k, acc + [k])

    rec(0, 5, [])
    counts = _np.array(rows, dtype=_np.int64)
    keys = counts @ _np.array(RANK_KEYS, dtype=_np.int64)
    return counts, keys


_BINOM = _np.array([[_math.comb(n, k) for k in range(5)] for n in range(5)], dtype=_np.int64)


def _pair_counts(h1: tuple, h2: tuple) -> tuple[int, int, int, int]:
    """Exact (wins of h1, ties, wins of h2, boards) over all 1,712,304 boards, preflop."""
    t = lookup_tables()
    dense = t["dense"][7]
    holes = _np.array([h1, h2], dtype=_np.intp)
    used = set(h1) | set(h2)
    # boards without a flush for anyone are counted per rank pattern
    avail = _np.full(13, 4, dtype=_np.int64)
    for c in used:
        avail[c >> 2] -= 1
    counts, keys = _rank_patterns()
    ways = _BINOM[avail[None, :], counts].prod(1)
    ok = ways > 0
    ways, keys = ways[ok], keys[ok]
    hrk = CARD_RANK_KEY[holes].sum(1)
    s1, s2 = dense[keys + hrk[0]], dense[keys + hrk[1]]
    w1, tt, w2 = int(ways[s1 > s2].sum()), int(ways[s1 == s2].sum()), int(ways[s1 < s2].sum())
    # then every board with 3+ cards of one suit where someone can have a flush is dealt, and
    # its non-flush verdict above is replaced by the true one. Such a board is (k cards of the
    # suit) x (5 - k others), so its sums are outer sums of the two parts; and five or more
    # cards of one suit among seven leave no room for a full house, so a flush holder's score
    # is the flush score of that suit alone.
    flush_t = t["flush_np"]
    for s in range(4):
        held = [sum(1 for c in h if c & 3 == s) for h in (h1, h2)]
        hbits = [sum(1 << (c >> 2) for c in h if c & 3 == s) for h in (h1, h2)]
        suited = _np.array([c for c in range(52) if c & 3 == s and c not in used], _np.intp)
        other = _np.array([c for c in range(52) if c & 3 != s and c not in used], _np.intp)
        for k in range(max(3, 5 - max(held)), 6):
            a = suited[_combos(len(suited), k)]
            b = other[_combos(len(other), 5 - k)]
            brk = (CARD_RANK_KEY[a].sum(1)[:, None] + CARD_RANK_KEY[b].sum(1)[None, :]).ravel()
            amask = CARD_RANK_BIT[a].sum(1)
            n1, n2 = dense[brk + hrk[0]], dense[brk + hrk[1]]
            f1 = (_np.repeat(flush_t[amask + hbits[0]], len(b)) if k + held[0] >= 5 else n1)
            f2 = (_np.repeat(flush_t[amask + hbits[1]], len(b)) if k + held[1] >= 5 else n2)
            w1 += int(_np.count_nonzero(f1 > f2)) - int(_np.count_nonzero(n1 > n2))
            tt += int(_np.count_nonzero(f1 == f2)) - int(_np.count_nonzero(n1 == n2))
            w2 += int(_np.count_nonzero(f1 < f2)) - int(_np.count_nonzero(n1 < n2))
    return w1, tt, w2, w1 + tt + w2


_SUIT_PERMS = tuple(_permutations(range(4)))


def _canonical(h1: tuple, h2: tuple) -> tuple:
    """The same pair of hands under the suit relabelling that gives the smallest tuple."""
    best = None
    for perm in _SUIT_PERMS:
        a = tuple(sorted(((c & ~3) | perm[c & 3]) for c in h1))
        b = tuple(sorted(((c & ~3) | perm[c & 3]) for c in h2))
        key = (a, b)
        if best is None or key < best:
            best = key
    return best


def _class_pair_groups(i: int, j: int) -> dict:
    """Suit-isomorphic groups of the non-overlapping hand pairs of classes i and j:
    canonical representative -> how many pairs it stands for."""
    groups: dict = {}
    for h1 in _class_combo_ints(i):
        for h2 in _class_combo_ints(j):
            if set(h1) & set(h2):
                continue
            key = _canonical(h1, h2)
            groups[key] = groups.get(key, 0) + 1
    return groups


def preflop_class_equity(a: str, b: str) -> tuple[float, int]:
    """Exact all-in equity of class ``a`` against class ``b`` before the flop, averaged over
    every pair of hands that do not share a card (card removal counted), and that number of
    hand pairs. Computed from scratch (about 0.1-1 s); the shipped table has all of them.

    >>> eq, pairs = preflop_class_equity("AA", "KK")
    >>> round(eq, 4), pairs
    (0.8195, 36)
    """
    groups = _class_pair_groups(class_index(a), class_index(b))
    if not groups:
        return float("nan"), 0
    total = sum(groups.values())
    acc = 0.0
    for (h1, h2), weight in groups.items():
        w1, tt, _, n = _pair_counts(h1, h2)
        acc += weight * (w1 + tt / 2) / n
    return acc / total, total


def _table_rows(pairs: list) -> list:
    out = []
    for i, j in pairs:
        eq, n = preflop_class_equity(HAND_CLASSES[i], HAND_CLASSES[j])
        out.append((i, j, eq, n))
    return out


def regenerate_data(name: str = "holdem-preflop-equity", progress: bool = True,
                    workers: int = 2) -> _Path:
    """Rebuild a data file shipped with pokerlib (``python -m pokerlib regenerate NAME``).

    ``holdem-preflop-equity``: the exact 169 x 169 table (every board, one representative per
    suit-isomorphic pair of hands), about 15-25 minutes on two cores.
    """
    if name != "holdem-preflop-equity":
        raise EquityError(f"unknown data set {name!r}: this module builds "
                          "'holdem-preflop-equity'")
    from concurrent.futures import ProcessPoolExecutor

    pairs = [(i, j) for i in range(169) for j in range(i, 169)]
    jobs = [pairs[k:k + 40] for k in range(0, len(pairs), 40)]
    eq = _np.full((169, 169), _np.nan)
    n = _np.zeros((169, 169), dtype=_np.int64)
    bar = _progress_bar(len(pairs), "class pairs") if progress else None
    start, done = _time.time(), 0
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for rows in pool.map(_table_rows, jobs):
            for i, j, e, m in rows:
                eq[i, j], n[i, j] = e, m
                eq[j, i], n[j, i] = 1 - e, m
            done += len(rows)
            if bar:
                bar(done)
    path = DATA_DIR / HOLDEM_TABLE_FILE
    meta = {
        "name": name,
        "method": "exact: every one of the 1,712,304 boards, for one representative of each "
                  "suit-isomorphic pair of hands of the two classes, weighted by how many "
                  "non-overlapping hand pairs it stands for",
        "rows": "HAND_CLASSES in grid order (pokerlib.equity.HAND_CLASSES)",
        "equity": "equity[i, j] = share of the pot of class i all-in against class j, "
                  "ties counted as half",
        "pairs": "pairs[i, j] = number of non-overlapping hand pairs (card removal weight)",
        "seconds": round(_time.time() - start, 1),
    }
    _np.savez_compressed(path, equity=eq, pairs=n, classes=_np.array(HAND_CLASSES),
                         meta=_np.array(_json.dumps(meta)))
    preflop_equity_table.cache_clear()
    return path


@_dataclass(frozen=True)
class PreflopTable:
    """The shipped 169 x 169 table: ``equity[i, j]`` of class i against class j, ``pairs[i, j]``
    non-overlapping hand pairs (the card-removal weight); rows in :data:`HAND_CLASSES` order."""

    equity: _np.ndarray
    pairs: _np.ndarray
    meta: dict

    def __call__(self, a: str, b: str) -> float:
        return float(self.equity[class_index(a), class_index(b)])


@_functools.lru_cache(maxsize=1)
def preflop_equity_table() -> PreflopTable:
    """Load the shipped table of all-in equities between the 169 classes (exact).

    >>> t = preflop_equity_table()
    >>> round(t("AA", "KK"), 4), int(t.pairs[class_index("AA"), class_index("KK")])
    (0.8195, 36)
    """
    path = DATA_DIR / HOLDEM_TABLE_FILE
    if not path.exists():
        raise EquityError(f"{path} is missing: run "
                          "`python -m pokerlib regenerate holdem-preflop-equity`")
    with _np.load(path) as z:
        eq, pairs, meta = z["equity"], z["pairs"], _json.loads(str(z["meta"]))
    eq.setflags(write=False)
    pairs.setflags(write=False)
    return PreflopTable(eq, pairs, meta)


# === Omaha hi/lo equity (Omaha work) =========================================================
# Exact Omaha hi/lo equity. A player's high (or low) on a board is the best over (2 of their 4
# hole cards) x (3 of the 5 board cards); taking the best over the six hole pairs first gives,
# per player, one table over all 22,100 three-card sets. A board's value is then the best of its
# ten three-card subsets looked up in that table, so the 1,086,008 heads-up preflop boards cost
# ten look-ups per board and player.

from .evaluate import omaha_batch as _omaha_batch  # noqa: E402

__all__ += ["HiLoPlayerEquity", "HiLoEquityResult", "equity_hilo", "HiLoVsRandom",
            "equity_hilo_vs_random"]

_TRI_POS = _np.array([(i, j, k) for i in range(5) for j in range(i + 1, 5)
                      for k in range(j + 1, 5)], dtype=_np.intp)          # (10, 3)
_C1 = _np.arange(52, dtype=_np.int64)
_C2 = _C1 * (_C1 - 1) // 2
_C3 = _C1 * (_C1 - 1) * (_C1 - 2) // 6


def _triple_index(a, b, c):
    """Index 0..22099 of the three-card set a < b < c (combinatorial number system)."""
    return _C1[a] + _C2[b] + _C3[c]


@_functools.lru_cache(maxsize=1)
def _all_triples() -> _np.ndarray:
    t = _combos(52, 3).astype(_np.intp)
    out = _np.empty_like(t)
    out[_triple_index(t[:, 0], t[:, 1], t[:, 2])] = t
    return out


@_functools.lru_cache(maxsize=256)
def _hilo_tables(hole: tuple) -> tuple[_np.ndarray, _np.ndarray]:
    """For one Omaha hand: best high score and best low score (0 = no low) with each of the
    22,100 three-card sets (-1 / 0 for sets that hold one of its own cards)."""
    tri = _all_triples()
    ok = ~_np.isin(tri, hole).any(1)
    hi = _np.full(len(tri), -1, dtype=_np.int16)
    lo = _np.zeros(len(tri), dtype=_np.int16)
    sub = tri[ok]
    h, l = _omaha_batch(_np.broadcast_to(_np.array(hole, dtype=_np.intp), (len(sub), 4)), sub)
    hi[ok], lo[ok] = h, l
    hi.setflags(write=False)
    lo.setflags(write=False)
    return hi, lo


@_dataclass(frozen=True)
class HiLoPlayerEquity:
    """One player's hi/lo result. ``equity`` is the average share of the pot
    (= ``high_share + low_share``, the parts won through each half); ``scoop`` the probability
    of winning the whole pot alone; ``high_win`` / ``low_win`` how often the player wins or ties
    for that half; ``has_low`` how often the player makes a qualifying low. ``stderr`` (of the
    equity) is 0 when exact."""

    hand: tuple
    equity: float
    high_share: float
    low_share: float
    scoop: float
    high_win: float
    low_win: float
    has_low: float
    stderr: float = 0.0
    exact: bool = True

    def __str__(self) -> str:
        err = "" if self.exact else f" ± {self.stderr:.2%}"
        return (f"{' '.join(map(str, self.hand))}: equity {self.equity:.2%}{err} "
                f"(high {self.high_share:.2%} + low {self.low_share:.2%}; "
                f"scoops {self.scoop:.2%})")


@_dataclass(frozen=True)
class HiLoEquityResult(_PerPlayer):
    """Hi/lo equity of every player, in the order the hands were given; ``low_made`` is how
    often some player makes a qualifying low (so the pot is split)."""

    players: tuple[HiLoPlayerEquity, ...]
    board: tuple
    dead: tuple
    exact: bool
    boards: int
    low_made: float
    low_made_stderr: float = 0.0

    @property
    def method(self) -> str:
        return (f"exact: all {self.boards:,} boards" if self.exact
                else f"Monte Carlo: {self.boards:,} random boards (± one standard error)")

    def __str__(self) -> str:
        return "\n".join([self.method, f"a low is made on {self.low_made:.2%} of boards"]
                         + [str(p) for p in self.players])

    def _repr_html_(self) -> str:
        from .cards import cards_html
        rows = "".join(
            f"<tr><td>{cards_html(p.hand)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{p.high_share:.2%}</td><td>{p.low_share:.2%}</td>"
            f"<td>{p.scoop:.2%}</td></tr>" for p in self.players)
        board = cards_html(self.board) if self.board else "(none)"
        return (f'<div class="pokerlib-equity-hilo"><div>board {board} — {self.method}; '
                f"a low is made on {self.low_made:.2%} of boards</div><table><tr><th>hand</th>"
                "<th>equity</th><th>from high</th><th>from low</th><th>scoop</th></tr>"
                f"{rows}</table></div>")


def _hilo_board_values(tables, boards: _np.ndarray):
    """High and low values (P, N) of P players on N complete boards (rows sorted ascending)."""
    a, b, c = (boards[:, _TRI_POS[:, i]] for i in range(3))
    idx = _triple_index(a, b, c)                      # (N, 10)
    hi = _np.stack([t[0][idx].max(1) for t in tables])
    lo = _np.stack([t[1][idx].max(1) for t in tables])
    return hi, lo


def _hilo_shares(hi: _np.ndarray, lo: _np.ndarray):
    """Per board: each player's share won through the high half and the low half, whether they
    scoop, win (part of) each half, and whether a low was made."""
    hw = hi == hi.max(0)
    nh = hw.sum(0)
    has = lo > 0
    low_made = has.any(0)
    lw = (lo == lo.max(0)) & has
    nl = _np.maximum(lw.sum(0), 1)
    half = _np.where(low_made, 0.5, 1.0)
    high_share = hw * (half / nh)
    low_share = lw * (0.5 / nl)
    scoop = hw & (nh == 1) & (~low_made | (lw & (nl == 1)))
    return high_share, low_share, scoop, hw, lw, has, low_made


def equity_hilo(hands, board=(), dead=(), *, samples: int | None = None,
                seed: int = 0) -> HiLoEquityResult:
    """Omaha Hi/Lo 8-or-better equity of two or more four-card hands, on any street.

    Exact by default: every remaining board is enumerated (heads-up preflop C(44, 5) =
    1,086,008 boards, a few seconds; with more players or known board cards there are fewer),
    so Monte Carlo is never *needed*; ``samples=n`` draws n seeded random boards instead and
    gives standard errors. Shares of a split are fractional (the odd chip is ignored).

    >>> r = equity_hilo(["Ad Kd 3s 2s", "Kc Kh 9s 9c"], board="Jd 4d 3c Qd")
    >>> r.exact, r.boards, round(r[0].equity, 4), round(r[0].scoop, 4), round(r.low_made, 4)
    (True, 40, 1.0, 1.0, 0.4)
    >>> r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    >>> print(r)
    exact: all 820 boards
    a low is made on 74.39% of boards
    A♠ 2♠ 3♦ K♦: equity 70.24% (high 33.05% + low 37.20%; scoops 47.32%)
    A♥ K♥ Q♣ J♣: equity 29.76% (high 29.76% + low 0.00%; scoops 13.54%)
    """
    holes, bd, dd, rest, k = _spot(hands, board, dead, hole_cards=4, name="equity_hilo",
                                   example="['As 2s 3d Kd', 'Ah Kh Qc Jc']",
                                   boards=(0, 3, 4, 5),
                                   game="an Omaha board has 0, 3, 4 or 5 cards")
    tables = [_hilo_tables(tuple(sorted(map(int, h)))) for h in holes]
    known = _np.array(sorted(map(int, bd)), dtype=_np.intp)
    p = len(holes)
    sums = _np.zeros((7, p))       # high, low, scoop, high win, low win, has low, share^2
    low_made = 0.0
    exact = samples is None
    if exact:
        idx = _combos(len(rest), k)
        n = len(idx)
        chunks = ((rest[idx[s:s + 200_000]]) for s in range(0, n, 200_000))
    else:
        if not isinstance(samples, int) or isinstance(samples, bool) or samples < 2:
            raise EquityError(f"samples must be a whole number of at least 2, not {samples!r}")
        n = samples
        rng = _np.random.default_rng(seed)

        def _draws():
            for s in range(0, n, 200_000):
                m = min(200_000, n - s)
                pick = rng.random((m, len(rest))).argpartition(k, axis=1)[:, :k] if k else \
                    _np.zeros((m, 0), dtype=_np.intp)
                yield rest[pick]
        chunks = _draws()
    for part in chunks:
        full = _np.hstack([_np.broadcast_to(known, (len(part), len(known))), part])
        full.sort(axis=1)
        hi, lo = _hilo_board_values(tables, full)
        hs, ls, sc, hw, lw, has, made = _hilo_shares(hi, lo)
        for i, arr in enumerate((hs, ls, sc, hw, lw, has)):
            sums[i] += arr.sum(1)
        sums[6] += ((hs + ls) ** 2).sum(1)
        low_made += made.sum()
    mean = sums / n
    eq = mean[0] + mean[1]
    if exact:
        err = _np.zeros(p)
        low_err = 0.0
    else:
        err = _np.sqrt(_np.maximum(mean[6] - eq ** 2, 0) / (n - 1))
        lm = low_made / n
        low_err = float(_np.sqrt(lm * (1 - lm) / (n - 1)))
    players = tuple(HiLoPlayerEquity(h, float(eq[i]), float(mean[0, i]), float(mean[1, i]),
                                     float(mean[2, i]), float(mean[3, i]), float(mean[4, i]),
                                     float(mean[5, i]), float(err[i]), exact)
                    for i, h in enumerate(holes))
    return HiLoEquityResult(players, bd, dd, exact, n, float(low_made / n), low_err)


@_dataclass(frozen=True)
class HiLoVsRandom:
    """One Omaha hand's hi/lo equity against ``opponents`` random hands (see
    :func:`equity_hilo_vs_random`): ``hero`` has the equity, its high and low parts and the
    scoop rate; ``deals`` is how many opponent hands (exact) or random deals were counted."""

    hero: HiLoPlayerEquity
    opponents: int
    board: tuple
    dead: tuple
    exact: bool
    deals: int
    low_made: float

    @property
    def against(self) -> str:
        """``'1 random hand'`` or ``'3 random hands'``."""
        return "1 random hand" if self.opponents == 1 else f"{self.opponents} random hands"

    @property
    def method(self) -> str:
        return (f"exact: every opponent hand ({self.deals:,})" if self.exact else
                f"Monte Carlo: {self.deals:,} random deals of the opponents' cards and the "
                "board still to come (± one standard error)")

    def __str__(self) -> str:
        return f"{self.hero} against {self.against}; {self.method}"

    def _repr_html_(self) -> str:
        from .cards import cards_html
        p = self.hero
        err = "" if p.exact else f" ± {p.stderr:.2%}"
        return (f'<div class="pokerlib-equity-hilo">{cards_html(p.hand)} against '
                f"{self.against}: <b>{p.equity:.2%}</b>{err} of the pot (high {p.high_share:.2%} + low "
                f"{p.low_share:.2%}; scoops {p.scoop:.2%}) — {self.method}</div>")


def equity_hilo_vs_random(hand, board=(), opponents: int = 1, dead=(), *,
                          samples: int | None = None, seed: int = 0) -> HiLoVsRandom:
    """One Omaha Hi/Lo hand's equity against ``opponents`` (1 to 9) random four-card hands.

    Heads-up on the river it is **exact** by default: every possible opponent hand (C(43, 4) =
    123,410 with no dead cards) is scored. Anywhere else the opponents' hands and the board
    to come are drawn at random, ``samples`` seeded deals (20,000 unless given), and the result
    carries a standard error. Random hands are a yardstick, not a read: players who stay in a
    hand usually hold better than random.

    >>> r = equity_hilo_vs_random("Ad Kd 3s 2s", board="Jd 4d 3c Qd 5h")
    >>> r.exact, r.deals, round(r.hero.equity, 4)
    (True, 123410, 0.9865)
    >>> r = equity_hilo_vs_random("As 2s 3d Kd", opponents=2, samples=4000, seed=1)
    >>> r.exact, r.deals, 0.2 < r.hero.equity < 0.6, r.hero.stderr < 0.01
    (False, 4000, True, True)
    """
    holes, bd, dd, rest, k = _spot([hand], board, dead, hole_cards=4,
                                   name="equity_hilo_vs_random", example="'As 2s 3d Kd'",
                                   boards=(0, 3, 4, 5), min_hands=1,
                                   game="an Omaha board has 0, 3, 4 or 5 cards")
    if not isinstance(opponents, int) or isinstance(opponents, bool) or \
            not 1 <= opponents <= 9:
        raise EquityError(f"opponents must be a whole number from 1 to 9, not {opponents!r}")
    need = 4 * opponents + k
    if need > len(rest):
        raise EquityError(f"{opponents} opponents and {k} board cards to come need {need} "
                          f"cards, but only {len(rest)} are left")
    table = _hilo_tables(tuple(sorted(map(int, holes[0]))))
    known = _np.array(sorted(map(int, bd)), dtype=_np.intp)
    exact = samples is None and k == 0 and opponents == 1
    if exact:
        opp = rest[_combos(len(rest), 4)]
        n = len(opp)
        chunks = ((_np.broadcast_to(known, (len(o), 5)), o[:, None, :])
                  for o in (opp[i:i + 200_000] for i in range(0, n, 200_000)))
    else:
        n = 20_000 if samples is None else samples
        if not isinstance(n, int) or isinstance(n, bool) or n < 2:
            raise EquityError(f"samples must be a whole number of at least 2, not {samples!r}")
        rng = _np.random.default_rng(seed)

        def _deals():
            for s in range(0, n, 100_000):
                m = min(100_000, n - s)
                # a random *ordered* sample (argsort, not argpartition: which card becomes
                # board and which an opponent's must not depend on the cards' order in rest)
                pick = rest[rng.random((m, len(rest))).argsort(axis=1)[:, :need]]
                full = _np.hstack([_np.broadcast_to(known, (m, len(known))), pick[:, :k]])
                yield full, pick[:, k:].reshape(m, opponents, 4)
        chunks = _deals()
    sums = _np.zeros(7)        # high, low, scoop, high win, low win, has low, share^2
    low_made = 0.0
    for full, opp in chunks:
        full = _np.sort(full, axis=1)
        hero_hi, hero_lo = _hilo_board_values([table], full)
        his, los = [hero_hi[0]], [hero_lo[0]]
        for j in range(opp.shape[1]):
            h, lo = _omaha_batch(opp[:, j], full)
            his.append(h)
            los.append(lo)
        hs, ls, sc, hw, lw, has, made = _hilo_shares(_np.stack(his), _np.stack(los))
        for i, arr in enumerate((hs, ls, sc, hw, lw, has)):
            sums[i] += arr[0].sum()
        sums[6] += ((hs[0] + ls[0]) ** 2).sum()
        low_made += made.sum()
    mean = sums / n
    eq = mean[0] + mean[1]
    err = 0.0 if exact else float(_np.sqrt(max(mean[6] - eq ** 2, 0) / (n - 1)))
    hero = HiLoPlayerEquity(holes[0], float(eq), float(mean[0]), float(mean[1]),
                            float(mean[2]), float(mean[3]), float(mean[4]), float(mean[5]),
                            err, exact)
    return HiLoVsRandom(hero, opponents, bd, dd, exact, n, float(low_made / n))
