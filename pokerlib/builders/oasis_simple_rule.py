"""The exact cost of the Oasis Poker rule to remember (:mod:`pokerlib.oasis.simple_rule`):
``python -m pokerlib regenerate oasis-simple-rule`` writes ``pokerlib/data/oasis_simple_rule.json``.

The rule is played in every one of the 2,598,960 x 47 (hand, up card) situations, with the
exact machinery of the optimal 0/1-card count (:mod:`pokerlib.builders.oasis_exact_edge.counts`): a
raise
of the dealt hand is worth its exact raise numerator, a fold -1 Ante, and an exchange the
exact value of its kept four cards and discard over every replacement and every dealer hand,
the rule (lines 1 and 5, :func:`~pokerlib.oasis.simple_rule.rule_raise_mask`) deciding Raise
or Fold after the draw. Every value is an integer over ``DENOM_01`` per situation, like the
shipped optimum (``oasis_exact.json``), so the cost is an exact fraction. Up cards are spades
only, each weighing 4 (suits are symmetric), and kept sets are valued once per orbit of the
three other suits' permutations (the rule names no suit).
"""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ..cards import RANKS
from ..course.progress_bar import progress_bar
from ..errors import DataError
from ..oasis.arguments import flag
from ..oasis.rules import OasisRules, multiples_by_score
from ..oasis.shipped_data import DATA_DIR, EXACT_DATA_NAME
from ..oasis.simple_rule import (
    EXCHANGE,
    FOLD,
    RAISE,
    SIMPLE_RULE_FILE,
    rule_choices,
    rule_raise_mask,
)
from .oasis_exact import SUIT_WEIGHT
from .oasis_exact_edge import counts as ex

__all__ = ["DATA_SETS", "CHECK_PART", "rule_values", "simple_rule_summary", "regenerate_data"]

#: the data set this module makes
DATA_SETS = ("oasis-simple-rule",)
#: (up-card rank, first row, end row): hands whose rule values the data keeps for a test
CHECK_PART = (8, 40_000, 41_500)
#: hands per call of the rule's vectorised choice (memory)
_CHUNK = 200_000


def _choices(upcard: int, rows: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    pos = ex.hand_positions() if rows is None else ex.hand_positions()[rows]
    parts = [rule_choices(ex.hand_cards(upcard, pos[lo:lo + _CHUNK]), upcard)
             for lo in range(0, len(pos), _CHUNK)]
    return tuple(np.concatenate([p[k] for p in parts]) for k in range(3))  # type: ignore


def rule_values(rank: int, rows: Any = None, progress: Any = None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rule's exact value x DENOM_01 of every hand (rows of
    :func:`~pokerlib.builders.oasis_exact_edge.counts.hand_positions`, or the subset ``rows``)
    against the
    spade of rank ``rank`` (0 = deuce), with its action and line per hand. A full run values
    the canonical kept sets and spreads them; with ``rows`` each needed kept set is valued
    directly (no symmetry step: what a test recomputes)."""
    rules = OasisRules.bgaming()
    mult = multiples_by_score(rules.paytable)
    upcard = 4 * rank
    action, discard, line = _choices(upcard, rows)
    _, keep = ex.upcard_numerators(upcard, mult, rules.qualifier_score, rules.raise_antes,
                                   rows=rows)
    value = np.where(action == RAISE, keep * ex.KEEP_FACTOR, -ex.DENOM_01).astype(np.int64)
    swap = np.flatnonzero(action == EXCHANGE)
    hand_rows = np.arange(len(ex.hand_positions()))
    hand_rows = hand_rows if rows is None else hand_rows[rows]
    kept, column = ex.kept_set_and_column(hand_rows[swap], discard[swap])
    if rows is None:   # value one kept set per orbit
        loc, idx = ex.canonical_index(upcard)
        crow, ccol = loc[kept, 0], idx[kept, column]
        need, where = np.unique(crow, return_inverse=True)
        kept_ranks = ex.kept_orbits(upcard)[2][need]
    else:
        kept_ranks, where = np.unique(kept, return_inverse=True)
        ccol = column
    mask = rule_raise_mask(rank)
    out = np.empty((len(kept_ranks), 47), dtype=np.int64)
    step = 512
    for lo in range(0, len(kept_ranks), step):
        out[lo:lo + step], _ = ex.kept_values(upcard, kept_ranks[lo:lo + step], mult,
                                              rules.qualifier_score, rules.raise_antes,
                                              raise_if=mask)
        if progress:
            progress(min(step, len(kept_ranks) - lo))
    value[swap] = out[where.ravel(), ccol]
    return value, action, line


def simple_rule_summary(progress: bool = True) -> dict[str, Any]:
    """The rule's exact totals over every situation, beside the shipped optimum."""
    optimum = json.loads((DATA_DIR / f"{EXACT_DATA_NAME}.json").read_text())["one_card"]
    if not optimum.get("complete"):
        raise DataError("oasis_exact.json is not a complete run; regenerate oasis-exact first")
    bar = progress_bar(13, "rule, up cards ") if progress else None
    total = situations = 0
    actions = {"fold": 0, "raise": 0, "exchange one card": 0}
    lines = {str(k): 0 for k in range(1, 6)}
    upcards: dict[str, Any] = {}
    check: dict[str, Any] = {}
    for rank in range(13):
        value, action, line = rule_values(rank)
        w = SUIT_WEIGHT
        total += w * int(value.sum())
        situations += w * len(value)
        for a, name in ((FOLD, "fold"), (RAISE, "raise"), (EXCHANGE, "exchange one card")):
            actions[name] += w * int((action == a).sum())
        for k in range(1, 6):
            lines[str(k)] += w * int((line == k).sum())
        best = optimum["upcards"][RANKS[rank]]
        upcards[RANKS[rank]] = {
            "situations": w * len(value), "numerator": w * int(value.sum()),
            "rule_ev": w * int(value.sum()) / (w * len(value) * ex.DENOM_01),
            "optimal_ev": best["ev"]}
        if rank == CHECK_PART[0]:
            lo, hi = CHECK_PART[1:]
            check = {"upcard_rank": rank, "rows": [lo, hi],
                     "numerator": int(value[lo:hi].sum()),
                     "exchanges": int((action[lo:hi] == EXCHANGE).sum())}
        if bar:
            bar(rank + 1)
    denom = situations * ex.DENOM_01
    if situations != optimum["situations"] or denom != optimum["denominator"]:
        raise DataError("the rule's count and oasis_exact.json disagree on the situations")
    rule = Fraction(total, denom)
    best = Fraction(optimum["strategies"]["optimal"]["numerator"], denom)
    return {
        "what": "the Oasis Poker rule to remember (pokerlib.oasis.simple_rule) played in every "
                "(hand, up card) situation under BGaming's rules, beside the optimal play; "
                "exact: every replacement card and every dealer hand, integers over "
                "'denominator'",
        "rules": optimum["rules"],
        "situations": situations,
        "denominator": denom,
        "rule": {"numerator": total, "ev": float(rule),
                 "ev_fraction": f"{rule.numerator}/{rule.denominator}",
                 "house_edge": float(-rule),
                 "action_situations": actions, "line_situations": lines},
        "optimal": {"numerator": optimum["strategies"]["optimal"]["numerator"],
                    "ev": float(best), "ev_fraction": f"{best.numerator}/{best.denominator}"},
        "cost": float(best - rule),
        "cost_fraction": f"{(best - rule).numerator}/{(best - rule).denominator}",
        "upcards": upcards,
        "check": check,
    }


def regenerate_data(name: str = "oasis-simple-rule", progress: bool = True) -> Path:
    """Recompute ``oasis_simple_rule.json`` (about 4 CPU-minutes: 240 s measured)."""
    if name not in DATA_SETS:
        raise DataError(f"unknown data set {name!r}; this module makes 'oasis-simple-rule'")
    flag(progress, "progress")
    t0 = time.time()
    summary = simple_rule_summary(progress)
    summary["seconds"] = round(time.time() - t0, 1)
    SIMPLE_RULE_FILE.write_text(json.dumps(summary, indent=1) + "\n")
    return SIMPLE_RULE_FILE
