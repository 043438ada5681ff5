"""The kernel both suit-coupling proofs share (docs/oasis-exact.md): the slack that bounds how
far one dead set's exchange value can be from another's of the same rank class
(:class:`PoolTerms`, :func:`pair_slack`), the rank multisets it sums over, and the resumable
files of a run (a JSON file written whole, JSON lines read to the last complete one, the random
check of a finished run).

:mod:`~pokerlib.builders.oasis_exact_edge.coupling_five` proves the 5-card exchange never
optimal at Premium Casino Europa's fee, :mod:`~pokerlib.builders.oasis_exact_edge.coupling_four`
the 4-card one at Galewind's.

>>> counts, lines = rank_multisets()
>>> len(counts), int(counts.sum(axis=1).max())
(6175, 5)
"""

from __future__ import annotations

import functools
import json
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb
from pathlib import Path
from typing import Any

import numpy as np

from ...errors import DataError
from ...evaluate import score
from ...oasis.rules import pay_line_of_score

__all__ = ["DRAWS5", "DEALERS5", "MISSING", "HIGH", "STRAIGHT", "FLUSH", "SF", "ROYAL", "WINDOWS",
           "CHOOSE", "rank_multisets", "PoolTerms", "pair_slack", "write_atomic", "read_lines",
           "check_members"]


DRAWS5 = comb(46, 5)
DEALERS5 = comb(41, 4)
#: a representative not valued yet (in the arrays of an unfinished run)
MISSING = np.iinfo(np.int64).min
#: pay lines (:data:`~pokerlib.oasis.rules.PAY_LINES`) used below
HIGH, STRAIGHT, FLUSH, SF, ROYAL = 0, 4, 5, 8, 9
#: the 10 straights as rank sets (ranks 0..12 = 2..A; the wheel A-2-3-4-5 first)
WINDOWS = [{12, 0, 1, 2, 3}] + [set(range(j, j + 5)) for j in range(9)]


@functools.lru_cache(maxsize=1)
def rank_multisets() -> tuple[np.ndarray, np.ndarray]:
    """Every multiset of 5 ranks (at most 4 of a rank: 6,175) as counts (N, 13), and the pay
    line of its hand when the suits are not all alike."""
    rows, lines = [], []
    for ms in combinations_with_replacement(range(13), 5):
        k = np.bincount(ms, minlength=13)
        if k.max() > 4:
            continue
        # card i gets suit i % 4: never five of one suit, never one card twice
        cards = [4 * r + i % 4 for i, r in enumerate(ms)]
        rows.append(k)
        lines.append(int(pay_line_of_score()[score(cards)]))
    return np.array(rows, dtype=np.int64), np.array(lines, dtype=np.int64)


CHOOSE = np.array([[comb(n, k) for k in range(6)] for n in range(5)], dtype=np.int64)


@dataclass(frozen=True)
class PoolTerms:
    """What the slack needs from one dead set's pool: the flush-type draws (all, straight
    flushes with royals, royals), the pool's cards of the up card's suit, and the sum of the
    paytable multiples of all the draws' final hands (C(46, 5) of them for the 5-card
    exchange)."""

    flushes: int
    straight_flushes: int
    royals: int
    up_suit: int
    multiple_sum: int
    raise_antes: int
    paytable: tuple[int, ...]
    #: the number of draws and of dealer hands per draw (the 5-card exchange's by default;
    #: :mod:`pokerlib.builders.oasis_exact_edge.coupling_four` uses C(46, 4) and C(42, 4))
    draws: int = DRAWS5
    dealers: int = DEALERS5

    def w(self, line: int) -> int:
        """The largest payoff gap of a hand on ``line`` against two dealer hands (or of two
        hands, the better on ``line``, against one): from 1 + Raise m down to -(1 + Raise)."""
        return 2 + self.raise_antes * (1 + self.paytable[line])

    @property
    def player(self) -> Fraction:
        """T(D): the flush-type draws, each weighed by its largest payoff gap."""
        w_fl, w_sf, w_rf = self.w(FLUSH), self.w(SF), self.w(ROYAL)
        return Fraction(w_fl * self.flushes + (w_sf - w_fl) * self.straight_flushes
                        + (w_rf - w_sf) * self.royals, self.draws)

    @property
    def dealer_flush(self) -> Fraction:
        """q(D): the largest chance, given the draw, that the dealer's 4 hidden cards are all
        of the up card's suit."""
        return Fraction(comb(self.up_suit, 4), self.dealers)

    @property
    def mean_gap(self) -> Fraction:
        """M(D) = E w(m) over the draws = 2 + Raise (1 + E m)."""
        return 2 + self.raise_antes * (1 + Fraction(self.multiple_sum, self.draws))


def pair_slack(a: PoolTerms, b: PoolTerms) -> Fraction:
    """The bound on |V5(D) - V5(D')| for two dead sets of one rank class (same up card)."""
    return (a.player + b.player
            + (a.dealer_flush + b.dealer_flush) * min(a.mean_gap, b.mean_gap))


def write_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file (never half written)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The complete lines of a JSON-lines file (a line cut by an interruption is dropped)."""
    out = []
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                pass
    return out


def check_members(out: Path, classes: list[dict[str, Any]], n: int, seed: int,
                  member: Callable[[dict[str, Any], random.Random], list[int]],
                  value: Callable[[dict[str, Any], list[int]], int],
                  log: Callable[[str], Any] = print) -> list[dict[str, Any]]:
    """The random check of a suit-coupling run (this proof's and the 4-card one's): ``n``
    classes drawn with ``seed``, a random ``member(class, rng)`` of each, its exact
    ``value(class, member)``, one line each in ``out/check.jsonl`` (a resumed run computes
    only what is missing). Refused until every class of every up card is valued."""
    if len({c["rank"] for c in classes}) < 13 or any(c["num"] is None for c in classes):
        raise DataError(key="coupling_check_unfinished", out=out)
    rng = random.Random(seed)
    picks = []
    for _ in range(n):
        j = rng.randrange(len(classes))
        picks.append((j, member(classes[j], rng)))
    path = out / "check.jsonl"
    done = read_lines(path)
    with path.open("a") as f:
        for t, (j, m) in enumerate(picks):
            if t < len(done):
                continue
            t0 = time.process_time()
            num = value(classes[j], m)
            d = {"t": t, "class": j, "member": m, "num": num,
                 "cpu": time.process_time() - t0}
            f.write(json.dumps(d) + "\n")
            f.flush()
            done.append(d)
            if t % 50 == 0:
                log(f"check {t}/{n}")
    return done[:n]
