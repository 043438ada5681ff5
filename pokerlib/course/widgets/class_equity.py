"""Hold'em equity of hands written as cards (``As Ks``) or as starting-hand classes (``AKs``,
``QQ``, ``T9o``): a class stands for every hand of it, and its equity is the average over
every way to deal the hands together (hands that would share a card left out).

Three ways, fastest first, each saying what it did:

- two classes heads-up before the flop: the shipped, exact 169 x 169 class table (equity
  only: the table keeps no wins and ties);
- with board cards, every combination of hands on every remaining board in one pass
  (:func:`pokerlib.equity.holdem.dealt_counts`: each hand scored once per board, the
  combinations tallied together, exact integer counts) when that takes about 0.2 s at most
  (:data:`EXACT_BUDGET_S`);
- otherwise every combination of hands, one exact :func:`pokerlib.equity.equity` each (combinations
  that are the same up to a change of suits are computed once), when that takes about 0.2 s
  at most;
- otherwise a seeded sample of combinations, each with a Monte Carlo equity, and a standard
  error.

>>> r = class_equity([entry("AKs"), entry("QQ")])
>>> r.method, r.deals, round(r.result[0].equity, 4)
('table', 24, 0.4605)
>>> r = class_equity([entry("AKs"), entry("Qh Qd")], board="2c 7d 9s")
>>> r.method, r.deals, r.combos
('exact', 4, (4, 1))
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations, product

from ...cards import Card, parse_cards
from ...equity import (
    EquityResult,
    PlayerEquity,
    class_combos,
    class_index,
    equity,
    preflop_equity_table,
)
from ...equity.holdem import dealt_counts
from ...errors import EquityError, PokerError

__all__ = ["HandEntry", "ClassEquity", "entry", "class_equity", "is_class_text",
           "EXACT_BUDGET_S", "DEALT_S_PER_ITEM", "SAMPLED_DEALS"]

#: Work (in estimated seconds on the course's 2-core machine) that is still done exactly: a
#: click answers within the course's 0.3 s target.
EXACT_BUDGET_S = 0.2
#: Estimated seconds per (player, combination of hands, board) of the one-pass count with
#: board cards (:func:`pokerlib.equity.holdem.dealt_counts`) on the course's machine.
DEALT_S_PER_ITEM = 3e-8
#: How many combinations of hands the sampled way draws (each with its own random boards).
SAMPLED_DEALS = 150
_SAMPLED_BOARDS = 500
_CLASS = re.compile(r"[2-9TJQKA]{2}[SO]?")
_SUIT_PERMS = tuple(permutations(range(4)))


def is_class_text(text: str) -> bool:
    """Whether ``text`` is written as a starting-hand class ("AKs", "QQ", "T9o", any case)."""
    return bool(_CLASS.fullmatch(text.strip().upper()))


@dataclass(frozen=True)
class HandEntry:
    """One hand as typed: its ``label`` ("AKs" or "A♠ K♠"), whether it is a class, and every
    two-card hand it stands for."""

    label: str
    is_class: bool
    combos: tuple[tuple[Card, Card], ...]


def entry(text: str) -> HandEntry:
    """A typed hand: a class ("AKs": its 4 hands) or two cards ("As Ks": that hand).

    >>> len(entry("T9o").combos), entry("as ks").label
    (12, 'A♠ K♠')
    >>> entry("AK")
    Traceback (most recent call last):
    ...
    pokerlib.errors.EquityError: 'AK' is not a starting-hand class: write a pair ('77'), ...
    """
    t = text.strip()
    if is_class_text(t):
        name = t[0].upper() + t[1].upper() + t[2:].lower()
        try:
            class_index(name)  # refuses "AK" (suited or offsuit?) and "AAs"
        except PokerError as exc:
            raise EquityError(str(exc), key="not_a_class", text=t) from None
        return HandEntry(name, True, class_combos(name))
    a, b = parse_cards(t, count=2)
    return HandEntry(f"{a} {b}", False, ((a, b),))


@dataclass(frozen=True)
class ClassEquity:
    """The result for typed hands: ``result`` (an :class:`~pokerlib.equity.EquityResult`, one
    player per entry; ``win`` and ``tie`` are NaN when ``method`` is ``"table"``), the
    ``labels`` typed, ``combos`` (how many hands of each entry could be dealt), ``deals``
    (combinations of hands averaged, or sampled), ``method`` (``"table"``, ``"exact"`` or
    ``"sampled"``) and ``boards`` (boards per combination: every remaining one, or the sample
    size)."""

    result: EquityResult
    labels: tuple[str, ...]
    combos: tuple[int, ...]
    deals: int
    method: str
    boards: int

    @property
    def averaged(self) -> bool:
        """Whether some entry was a class (so the equities are averages over hands)."""
        return self.deals > 1


def _relabel(cards: Sequence[int], perm: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted((c & ~3) | perm[c & 3] for c in cards))


def _canonical(hands: Sequence[Sequence[int]], fixed: tuple[int, ...]) -> tuple:
    """The same deal under the change of suits that gives the smallest key; deals with the
    same key have the same equities (the board and dead cards are part of the key)."""
    return min((tuple(_relabel(h, p) for h in hands), _relabel(fixed, p)) for p in _SUIT_PERMS)


def _boards_left(players: int, board: int, dead: int) -> int:
    return math.comb(52 - 2 * players - board - dead, 5 - board)


def class_equity(entries: Sequence[HandEntry], board: str | Sequence[Card] = "",
                 dead: str | Sequence[Card] = "") -> ClassEquity:
    """The equity of every entry against the others (see the module's docstring for how).
    Hands of a class that share a card with the board, the dead cards or another entry's only
    hand are left out; an entry with no hand left is refused."""
    bd, dd = parse_cards(board), parse_cards(dead)
    if len(entries) < 2:
        raise EquityError(f"equity needs two or more hands, got {len(entries)}",
                          key="too_few_hands", got=len(entries))
    known = set(bd) | set(dd)
    pools = []
    for e in entries:
        pool = [h for h in e.combos if not known & set(h)]
        if not pool:
            raise EquityError(f"{e.label}: every hand of it shares a card with the board or "
                              "the dead cards", key="class_blocked", label=e.label)
        pools.append(pool)
    labels = tuple(e.label for e in entries)
    if (len(entries) == 2 and all(e.is_class for e in entries) and not bd and not dd):
        table = preflop_equity_table()
        i, j = class_index(labels[0]), class_index(labels[1])
        eq, pairs = float(table.equity[i, j]), int(table.pairs[i, j])
        if pairs:
            nan = float("nan")
            players = (PlayerEquity((), eq, nan, nan), PlayerEquity((), 1 - eq, nan, nan))
            res = EquityResult(players, bd, dd, True, _boards_left(2, 0, 0))
            return ClassEquity(res, labels, (len(pools[0]), len(pools[1])), pairs, "table",
                               res.boards)
    deals = [d for d in product(*pools)
             if len({c for h in d for c in h}) == 2 * len(d)] if _few(pools) else None
    if deals is not None and not deals:
        raise EquityError("these hands cannot be dealt together: they always share a card",
                          key="no_deal")
    boards = _boards_left(len(entries), len(bd), len(dd))
    # one exact equity: before the flop the rank-pattern count (milliseconds), else a pass
    # over every remaining board
    per_call = (4e-3 + 3e-3 * len(entries)) if not bd else 2e-3 + 3e-8 * boards * len(entries)
    if deals is not None and bd:
        completions = math.comb(52 - len(bd) - len(dd), 5 - len(bd))
        if len(deals) * len(entries) * completions * DEALT_S_PER_ITEM <= EXACT_BUDGET_S:
            combos = tuple(len({d[i] for d in deals}) for i in range(len(entries)))
            hands = [() if e.is_class else e.combos[0] for e in entries]
            return ClassEquity(_dealt(deals, hands, bd, dd, boards), labels, combos,
                               len(deals), "exact", boards)
    if deals is not None:
        fixed = tuple(sorted(int(c) for c in (*bd, *dd)))
        groups: dict[tuple, list] = {}
        for d in deals:
            key = _canonical([[int(c) for c in h] for h in d], fixed)
            groups.setdefault(key, [d, 0])[1] += 1
        if len(groups) == 1 or len(groups) * per_call <= EXACT_BUDGET_S:
            combos = tuple(len({d[i] for d in deals}) for i in range(len(entries)))
            weighted = [(equity([list(h) for h in d], bd, dd), n) for d, n in groups.values()]
            hands = [() if e.is_class else e.combos[0] for e in entries]
            return ClassEquity(_average(weighted, hands, bd, dd, boards), labels, combos,
                               len(deals), "exact", boards)
    return _sampled(pools, labels, bd, dd)


def _few(pools: Sequence[Sequence[object]]) -> bool:
    """Whether the combinations of hands are few enough to list (at most 20,000)."""
    return math.prod(len(p) for p in pools) <= 20_000


def _dealt(deals: Sequence[tuple[tuple[Card, Card], ...]], hands: Sequence[tuple[Card, ...]],
           bd: tuple[Card, ...], dd: tuple[Card, ...], boards: int) -> EquityResult:
    """Every combination of hands on every remaining board, counted in one pass: the average
    of their exact equities, as exact counts divided once (``hands``: each player's hand,
    empty for a class)."""
    index: dict[tuple[Card, Card], int] = {}
    for d in deals:
        for h in d:
            index.setdefault(h, len(index))
    pairs = [[int(c) for c in h] for h in index]
    c = dealt_counts(pairs, [[index[h] for h in d] for d in deals], [int(x) for x in bd],
                     [int(x) for x in dd])
    n = c.boards
    players = tuple(PlayerEquity(tuple(hands[i]), float(c.share[i] / (c.unit * n)),
                                 float(c.win[i] / n), float(c.tie[i] / n))
                    for i in range(len(hands)))
    return EquityResult(players, bd, dd, True, boards)


def _average(weighted: Sequence[tuple[EquityResult, int]], hands: Sequence[tuple[Card, ...]],
             bd: tuple[Card, ...], dd: tuple[Card, ...], boards: int) -> EquityResult:
    """The weighted average of several exact results, player by player (``hands``: each
    player's hand, empty for a class)."""
    total = sum(n for _, n in weighted)
    players = []
    for i in range(len(weighted[0][0])):
        eq = sum(r[i].equity * n for r, n in weighted) / total
        win = sum(r[i].win * n for r, n in weighted) / total
        tie = sum(r[i].tie * n for r, n in weighted) / total
        players.append(PlayerEquity(tuple(hands[i]), eq, win, tie))
    return EquityResult(tuple(players), bd, dd, True, boards)


def _sampled(pools: Sequence[Sequence[tuple[Card, Card]]], labels: tuple[str, ...],
             bd: tuple[Card, ...], dd: tuple[Card, ...]) -> ClassEquity:
    """A seeded sample of deals (each entry's hand drawn uniformly, deals that share a card
    redrawn), each with a Monte Carlo equity; the standard error is the spread of the deals'
    equities over the square root of their number."""
    rng = random.Random(0)
    results: list[EquityResult] = []
    tries = 0
    while len(results) < SAMPLED_DEALS:
        tries += 1
        if tries > 200 * SAMPLED_DEALS:
            raise EquityError("these hands can hardly be dealt together: they nearly always "
                              "share a card", key="no_deal")
        deal = [rng.choice(p) for p in pools]
        if len({c for h in deal for c in h}) < 2 * len(deal):
            continue
        results.append(equity([list(h) for h in deal], bd, dd, samples=_SAMPLED_BOARDS,
                              seed=len(results)))
    n = len(results)
    players = []
    for i in range(len(labels)):
        eqs = [r[i].equity for r in results]
        mean = sum(eqs) / n
        se = math.sqrt(sum((e - mean) ** 2 for e in eqs) / (n - 1) / n)
        players.append(PlayerEquity((), mean, sum(r[i].win for r in results) / n,
                                    sum(r[i].tie for r in results) / n, se, False))
    res = EquityResult(tuple(players), bd, dd, False, n * _SAMPLED_BOARDS)
    return ClassEquity(res, labels, tuple(len(p) for p in pools), n, "sampled",
                       _SAMPLED_BOARDS)
