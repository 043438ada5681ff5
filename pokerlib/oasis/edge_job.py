"""The exact house edge of any Oasis Poker rules, as a resumable Dask job.

``python -m pokerlib oasis-edge --preset galewind`` (or ``--rules my_rules.json``) computes the
optimal-strategy house edge with every exchange allowed, in three stages
(docs/oasis-exact.md):

1. **0/1 cards.** The exact value of the best of fold, raise and the five 1-card exchanges of
   every situation. Rules that share BGaming's paytable, qualifier, Raise and 1-card fee read
   the shipped exact total (``pokerlib/data/oasis_exact.json``); other rules compute it in
   stage 2 (the machinery of :mod:`pokerlib.oasis.exact_counts`, about a minute per up card).
2. **Bounds** (one unit per up-card rank; suits are symmetric, so the up card is a spade,
   weight 4). Hands are taken once per **suit class** (the permutations of the three other
   suits; weight 4 x the orbit's size), and every 2-5-card exchange gets the cheap exact
   upper bound of :mod:`pokerlib.oasis.edge_bounds`. An option whose bound minus its fee is
   below max(fold, raise) (or the exact 0/1 best when stage 1 computed it) is never optimal
   there; the classes where some option survives are saved.
3. **Exact survivors** (units of ``unit_size`` surviving classes): the exact 0/1 best of the
   class (:mod:`pokerlib.oasis.kernel`), the bound checked again against it, and exact values
   of the options still alive. The house edge is the 0/1 edge minus the exact gains
   ``max(0, best multi-card value - 0/1 best)``, weighted, over 122,151,120 situations.

* The job runs on ``dask.distributed``: by default a ``LocalCluster`` on this machine's cores
  (``--workers N``), or an existing cluster (``--scheduler tcp://HOST:8786``, or a ``Client``
  passed to :func:`run_job`).
* Each finished unit is saved at once in the results folder (``bounds_RR.json``/``.npz``,
  ``exact_RR_CCCCC.json``; written to a temporary name and renamed, so a file is never half
  written); a second run skips the units already there. ``job.json`` records the rules and
  settings: a folder made for other rules is refused. Each unit file carries a digest of the
  run's plan and its own content and is shape-checked (:mod:`pokerlib.oasis.edge_files`): an
  edited or damaged file counts as missing, is named, and is computed again.
* Rules are checked first against what the exact int64 sums hold (``OasisRules`` bounds every
  value, :data:`~pokerlib.oasis.rules.MAX_SWING`; :class:`JobPlan` the bounds stage's sums,
  :func:`~pokerlib.oasis.edge_bounds.check_bound_sums`).
* ``result.json`` says ``"finished": true`` and gives ``"house_edge"`` as an exact fraction
  ``"p/q"`` only when every unit is there; until then it gives exact bounds on the edge.
  ``"status"`` is ``"proven"`` when no multi-card exchange is ever optimal (the edge is then
  the 0/1 figure, by the bounds and exact checks), ``"exact"`` when finished otherwise.

>>> plan = JobPlan(OasisRules.galewind(), unit_size=1000)
>>> plan.situation(0)[1]
Card('2s')
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ..cards import Card
from ..errors import DataError, PokerError, RulesError
from .arguments import whole_number
from .edge_files import (
    UNIT_FILE_LIMIT,
    ResultsFolder,
    bounds_digest,
    bounds_paths,
    bounds_summary_problem,
    check_out_folder,
    chunks,
    exact_path,
    exact_unit_problem,
    finished_unit_files,
    n_classes,
    os_reason,
    plan_digest,
    write_json,
)
from .edge_report import describe
from .rules import OasisRules

__all__ = [
    "N_SITUATIONS",
    "JobPlan",
    "rules_to_json",
    "rules_from_json",
    "best_option",
    "option_values",
    "run_bounds_unit",
    "run_exact_unit",
    "run_job",
    "read_results",
    "summarize",
    "describe",
    "shipped_path",
    "write_json",
    "bounds_digest",
    "folder_plan",
    "open_results",
    "check_out_folder",
    "check_scheduler_address",
    "finished_unit_files",
    "max_workers",
    "os_reason",
    "MAX_UNIT_SIZE",
    "N_HANDS",
    "FIELDS",
    "PRESETS",
]

N_HANDS = math.comb(51, 5)
#: the situations: 13 spade up cards x every 5 of the other 51 cards, each weighing 4
#: (= 2,598,960 x 47 = 122,151,120 (hand, up card) situations)
N_SITUATIONS = 4 * 13 * N_HANDS
PRESETS = {"bgaming": OasisRules.bgaming, "galewind": OasisRules.galewind,
           "senator": OasisRules.casino_senator, "europa": OasisRules.premium_casino_europa}
FIELDS = ("paytable", "fees", "qualifier", "raise_antes", "max_exchanges", "five_forces_raise")
#: the exact 0/1-card values' denominator (42 x C(46, 4))
DENOM_01 = 6_853_770
_VERSION = 5   # 3: survivors by up-suit class; 4: 5-card coupling bounds; 5: exact 0/1 arrays
#: the 0/1-card choices' names (the actions of :func:`_zero_one`)
NAMES01 = ("fold", "raise", "exchange 1")


def rules_to_json(rules: OasisRules) -> dict[str, Any]:
    """The rules' fields as a JSON object (``fees``: ``null`` = not allowed)."""
    return {"name": rules.name, **{f: (list(getattr(rules, f)) if f in ("paytable", "fees")
                                       else getattr(rules, f)) for f in FIELDS}}


def rules_from_json(data: Any) -> OasisRules:
    """:class:`OasisRules` from a JSON object of its fields (missing fields: BGaming's)."""
    if not isinstance(data, dict):
        raise RulesError(key="oasis_edge_rules_object", fields=", ".join(FIELDS),
                         value=type(data).__name__)
    unknown = set(data) - set(FIELDS) - {"name", "note"}
    if unknown:
        raise RulesError(key="oasis_edge_rules_field", unknown=", ".join(sorted(unknown)),
                         fields=", ".join(FIELDS))
    kw = dict(data)
    for f in ("paytable", "fees"):
        if f in kw and isinstance(kw[f], list):
            kw[f] = tuple(kw[f])
    kw.setdefault("name", "custom")
    return OasisRules(**kw)


def _colex_unrank(rank: int, k: int) -> list[int]:
    """The k-subset of positions whose colex rank is ``rank``."""
    out = []
    for j in range(k, 0, -1):
        c = j - 1
        while math.comb(c + 1, j) <= rank:
            c += 1
        out.append(c)
        rank -= math.comb(c, j)
    return out[::-1]


def shares_shipped_01(rules: OasisRules) -> bool:
    """Whether the rules' 0/1-card game is the one whose exact total is shipped (BGaming's
    paytable, qualifier, Raise, and a 1-card exchange for 1 Ante)."""
    base = OasisRules.bgaming()
    return ((rules.paytable, rules.qualifier, rules.raise_antes) ==
            (base.paytable, base.qualifier, base.raise_antes)
            and rules.max_exchanges >= 1 and rules.fees[0] == 1)


@dataclass(frozen=True)
class JobPlan:
    """The rules and how the work is cut into units: one bounds unit per up-card rank in
    ``ranks``, then exact units of ``unit_size`` surviving classes. ``rows`` (first, end)
    restricts the hands to a range of rows (a sample for tests: never a finished result)."""

    rules: OasisRules
    unit_size: int = 400
    ranks: tuple[int, ...] = tuple(range(13))
    rows: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        OasisRules.check(self.rules)
        from .edge_bounds import check_bound_sums

        # the bounds stage's int64 sums must hold these rules (its per-up-card 0/1 totals
        # are added in Python integers)
        check_bound_sums(self.rules)
        whole_number(self.unit_size, "unit_size (classes per unit)", DataError, 1,
                     MAX_UNIT_SIZE)
        if self.rules.max_exchanges > 1:
            raise RulesError(key="oasis_edge_max_exchanges", value=self.rules.max_exchanges)
        ranks = tuple(sorted({whole_number(r, "up-card rank", DataError, 0, 12)
                              for r in self.ranks}))
        if not ranks:
            raise DataError(key="oasis_edge_units", value=self.ranks)
        object.__setattr__(self, "ranks", ranks)
        if self.rows is not None:
            lo, hi = self.rows
            whole_number(lo, "first row", DataError, 0, N_HANDS - 1)
            whole_number(hi, "end row", DataError, lo + 1, N_HANDS)
            object.__setattr__(self, "rows", (int(lo), int(hi)))

    @property
    def complete(self) -> bool:
        """Whether the plan covers every situation (only then can the result be exact)."""
        return self.rows is None and self.ranks == tuple(range(13))

    def situation(self, i: int) -> tuple[tuple[Card, ...], Card]:
        """Situation number ``i`` (0..13 x C(51, 5) - 1): the hand and the spade up card."""
        up_rank, hand_rank = divmod(i, N_HANDS)
        up = 4 * up_rank  # suit 0: spades
        others = [c for c in range(52) if c != up]
        return tuple(Card(others[p]) for p in _colex_unrank(hand_rank, 5)), Card(up)

    def header(self) -> dict[str, Any]:
        return {"rules": rules_to_json(self.rules), "unit_size": self.unit_size,
                "ranks": list(self.ranks), "rows": None if self.rows is None else
                list(self.rows), "n_situations": N_SITUATIONS, "version": _VERSION}


# --- exact values of one situation -------------------------------------------------------------

def option_values(hand: Sequence[Any], upcard: Any, rules: OasisRules,
                  counts: Sequence[int]) -> dict[int, tuple[Fraction, str, Fraction]]:
    """Exact options of a situation from the kernel, by discard mask (bit ``i`` = the
    ``i``-th card of ``hand``; ``-1`` = fold, ``0`` = raise the dealt hand): the value in
    Antes (fee included), the action and the expected amount wagered. Exchanges of the
    ``counts`` numbers of cards only."""
    from .kernel import situation_sums

    h = [int(c) for c in hand]
    pool = [c for c in range(52) if c not in set(h) | {int(upcard)}]
    best, forced, raises, denom = situation_sums(h, int(upcard), pool, rules, tuple(counts))
    ra = rules.raise_antes
    out = {-1: (Fraction(-1), "fold", Fraction(1)),
           0: (Fraction(int(forced[0]), int(denom[0])), "raise", Fraction(1 + ra))}
    for mask in range(1, 32):
        if not denom[mask]:
            continue
        k = bin(mask).count("1")
        fee = rules.fee_for(k)
        draws = math.comb(len(pool), k)
        if k == 5 and rules.five_forces_raise:
            value = Fraction(int(forced[mask]), int(denom[mask])) - fee
            share = Fraction(1)
        else:
            value = Fraction(int(best[mask]), int(denom[mask])) - fee
            share = Fraction(int(raises[mask]), draws)
        out[mask] = (value, f"exchange {k}", 1 + fee + ra * share)
    return out


def _top(options: dict[int, tuple[Fraction, str, Fraction]], masks: Iterable[int]
         ) -> tuple[Fraction, str, Fraction]:
    """The best of ``masks`` (fold first, then raise, then exchanges on equal values)."""
    top = None
    for m in masks:
        if m in options and (top is None or options[m][0] > top[0]):
            top = options[m]
    assert top is not None
    return top


def best_option(hand: Sequence[Card], upcard: Card, rules: OasisRules
                ) -> tuple[Fraction, str, Fraction]:
    """The exact value in Antes of the best option of a situation, its action (``fold``,
    ``raise`` or ``exchange k``) and the expected amount wagered (Ante + fee + Raise)."""
    counts = tuple(rules.exchange_counts) if rules.max_exchanges else ()
    opts = option_values(hand, upcard, rules, counts)
    return _top(opts, sorted(opts))


def _best01(hand: Sequence[int], upcard: int, rules: OasisRules
            ) -> tuple[Fraction, str, Fraction]:
    """The exact best of fold, raise and the 1-card exchanges (if the rules allow them)."""
    one = (1,) if rules.max_exchanges and rules.fees[0] is not None else ()
    opts = option_values(hand, upcard, rules, one)
    return _top(opts, sorted(opts))


# --- stage 2: the bounds of one up card -------------------------------------------------------

def _zero_one(upcard: int, rules: OasisRules, rows: np.ndarray, nums: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per class row: the exact 0/1-card best x DENOM_01, its action (0 fold, 1 raise,
    2 exchange one card) and the points wagered x 46."""
    from . import exact_counts as ex
    from .exact_counts import choose_01, wagered_x46
    from .rules import multiples_by_score

    keep = nums[rows].astype(np.int64) * ex.KEEP_FACTOR
    if not (rules.max_exchanges and rules.fees[0] is not None):
        action = np.where(keep > -DENOM_01, 1, 0)
        best = np.maximum(keep, -DENOM_01)
        return best, action, np.where(action == 1, 46 * (1 + rules.raise_antes), 46)
    mult = multiples_by_score(rules.paytable)
    q, ra = rules.qualifier_score, rules.raise_antes
    canon = ex.kept_orbits(upcard)[2]
    needed = ex.needed_kept_ranks(rows)
    if len(needed) < len(canon):
        vals, rz = ex.kept_values(upcard, needed, mult, q, ra)
        kept_ranks: np.ndarray | None = needed
    else:
        vals, rz = ex.kept_values(upcard, canon, mult, q, ra)
        vals = ex.fill_from_canonical(upcard, vals)
        rz = ex.fill_from_canonical(upcard, rz)
        kept_ranks = None
    _, keep2, exch, rzh = ex.hand_values_01(upcard, mult, q, ra, vals, rz, rows=rows,
                                            kept_ranks=kept_ranks)
    exch = exch - (rules.fees[0] - 1) * DENOM_01     # the machinery charges 1 Ante
    action, best, discard = choose_01(keep2, exch)
    raising = rzh[np.arange(len(rzh)), discard]
    return best, action, wagered_x46(action, raising, rules)


def coupling_proofs(rules: OasisRules) -> dict[int, str]:
    """The exchanges (number of cards -> the proof's data file) that a shipped suit-coupling
    proof shows are never optimal under ``rules``: BGaming's paytable, qualifier and Raise,
    one exchange, and a fee at least the proof's (Premium Casino Europa's 5-card fee of 2,
    Galewind's 4-card fee of 2) but below the fee from which the stage-1 bound alone suffices.
    Those proofs are separate runs (:mod:`pokerlib.oasis.suit_coupling`,
    :mod:`pokerlib.oasis.suit_coupling_four`); the stage-1 bounds and the exact stage still
    decide every other exchange, so this job stays the proof of BGaming's own figure."""
    from .house_edge_data import (
        COUPLING_DATA_NAME,
        COUPLING_FOUR_DATA_NAME,
        PROVEN_NEVER_OPTIMAL_FEES,
        _shipped_coupling,
    )

    base = OasisRules.bgaming()
    if rules.max_exchanges != 1 or (rules.paytable, rules.qualifier, rules.raise_antes) != \
            (base.paytable, base.qualifier, base.raise_antes):
        return {}
    out = {}
    for k, name in ((5, COUPLING_DATA_NAME), (4, COUPLING_FOUR_DATA_NAME)):
        proof = _shipped_coupling(name)
        fee = rules.fees[k - 1]
        # (a forced raise after five cards only lowers the 5-card value; from the fee where
        # the stage-1 bound alone rules the exchange out, the bound does it here too)
        if proof is not None and fee is not None and \
                proof["fee"] <= fee < PROVEN_NEVER_OPTIMAL_FEES[k]:
            out[k] = f"pokerlib/data/{name}.json"
    return out


def run_bounds_unit(rules_json: dict[str, Any], rank: int, rows: list[int] | None
                    ) -> dict[str, Any]:
    """Stage 2 for the up card of rank ``rank`` (runs on a worker): every suit class's bound
    on each multi-card exchange, what survives, and (rules whose 0/1 game is not shipped)
    the exact 0/1 totals. Returns a summary and the survivors' arrays."""
    from .edge_bounds import N0, SAFETY, suit_classes, upcard_bounds
    from .exact_counts import hand_cards, hand_positions
    from .five_card_classes import up_suit_keys

    rules = rules_from_json(rules_json)
    upcard = 4 * rank
    cpu: dict[str, float] = {}
    t = time.process_time()
    ub = upcard_bounds(upcard, rules)
    cpu["numerators and bound tables"] = time.process_time() - t
    t = time.process_time()
    crow, weight = suit_classes(upcard)
    if rows is not None:
        sel = (crow >= rows[0]) & (crow < rows[1])
        crow, weight = crow[sel], weight[sel]
    cpu["suit classes"] = time.process_time() - t
    out: dict[str, Any] = {"rank": rank, "classes": len(crow),
                           "situations": int(weight.sum())}
    t = time.process_time()
    coupled = coupling_proofs(rules)
    exact01 = None
    if shares_shipped_01(rules) and not _five_card_wide(rules, coupled):
        base = np.maximum(ub.nums[crow] / N0, -1.0)   # max(fold, raise)
        out["against"] = "max(fold, raise)"
    else:
        # the exact 0/1 best of every class: the 0/1 totals of rules whose 0/1 game is not
        # shipped, and where the 5-card exchange must be valued widely, cheaper than one
        # kernel call per survivor and a tighter base for the pruning below
        exact01 = _zero_one(upcard, rules, crow, ub.nums)
        best01, action, wager = exact01
        base = best01 / DENOM_01
        out["against"] = "exact 0/1-card best"
        out["value01"] = str(Fraction(_exact_dot(weight, best01), DENOM_01))
        out["wager01"] = str(Fraction(_exact_dot(weight, wager), 46))
        out["actions01"] = {NAMES01[a]: int(weight[action == a].sum()) for a in range(3)}
        cpu["0/1-card values"] = time.process_time() - t
        t = time.process_time()
    B = ub.bounds(crow)
    n = len(crow)
    bound_k = np.full((n, 6), -np.inf)
    stats: dict[str, dict[str, Any]] = {}
    alive = np.zeros(n, dtype=np.int64)
    for k in range(2, 6):
        if not ub.ks[k]:
            continue
        masks = [m for m in range(32) if bin(m).count("1") == k]
        val = np.max(B[:, masks], axis=1) - rules.fee_for(k) if n else np.zeros(0)
        bound_k[:, k] = val
        live = val >= base - SAFETY
        proof = coupled.get(k)
        if proof is not None:   # never optimal by a shipped suit-coupling proof
            live = np.zeros(n, dtype=bool)
        alive |= live.astype(np.int64) << k
        slack = base[~live] - val[~live]
        stats[str(k)] = {"fee": rules.fee_for(k), "classes": int(live.sum()),
                         "situations": int(weight[live].sum()),
                         "smallest_slack": float(slack.min()) if len(slack) and proof is None
                         else None,
                         "largest_bound": float(val.max() + rules.fee_for(k)) if n else None}
        if proof is not None:
            stats[str(k)]["ruled_out_by"] = proof
    cpu["option bounds"] = time.process_time() - t
    if "5" in stats and stats["5"]["classes"]:
        t = time.process_time()
        stats["5"].update(_couple_five(rules, upcard, crow, weight, base, alive, bound_k))
        cpu["5-card rank classes (suit coupling)"] = time.process_time() - t
    keep = np.flatnonzero(alive != 0)
    # the exact stage values a 5-card exchange once per up-suit class: keep each class's
    # members together, so that one unit's classes share their kernel calls
    cards = hand_cards(upcard, hand_positions()[crow[keep]]).astype(np.int64)
    keep = keep[np.argsort(up_suit_keys(cards, upcard), kind="stable")]
    out.update(survivors={"classes": len(keep), "situations": int(weight[keep].sum())},
               by_count=stats, cpu=cpu, cpu_seconds=sum(cpu.values()))
    arrays = {"rows": crow[keep].astype(np.int64), "weights": weight[keep],
              "alive": alive[keep], "bounds": bound_k[keep], "base": base[keep]}
    if exact01 is not None:
        arrays.update(best01=exact01[0][keep].astype(np.int64),
                      action01=exact01[1][keep].astype(np.int8),
                      wager01=exact01[2][keep].astype(np.int64))
    return {"summary": out, "arrays": arrays}


def _exact_dot(a: np.ndarray, b: np.ndarray) -> int:
    """sum(a x b) in Python integers: 9,396,240 situations x 42 x C(46, 4) x the payouts may
    pass 2**63 in int64."""
    return int(np.dot(a.astype(object), b.astype(object))) if len(a) else 0


def _five_card_wide(rules: OasisRules, coupled: dict[int, str]) -> bool:
    """Whether the 5-card exchange is allowed at a fee the stage-1 bound alone does not rule
    out and no suit-coupling proof covers (Galewind, Casino Senator): it then survives the
    bound in most classes."""
    from .house_edge_data import PROVEN_NEVER_OPTIMAL_FEES

    fee = rules.fees[4] if rules.max_exchanges else None
    return fee is not None and fee < PROVEN_NEVER_OPTIMAL_FEES[5] and 5 not in coupled


def _couple_five(rules: OasisRules, upcard: int, crow: np.ndarray, weight: np.ndarray,
                 base: np.ndarray, alive: np.ndarray, bound_k: np.ndarray | None = None
                 ) -> dict[str, Any]:
    """Prune the 5-card exchange by suit coupling (:mod:`pokerlib.oasis.suit_coupling`): the
    classes where it survives the stage-1 bound are grouped by rank class (the same ranks
    against this up card); one member each is valued exactly, and V5 of every member is at
    most that value + ``class_slack``. Where that is below the class's ``base`` + fee, the
    exchange cannot be optimal and its bit in ``alive`` is cleared (in place); elsewhere the
    coupling bound replaces the stage-1 one in ``bound_k[:, 5]`` where it is lower (so an
    unfinished run's bounds on the edge use it). Returns the figures of the step."""
    from .edge_bounds import SAFETY
    from .exact_counts import hand_cards, hand_positions
    from .five_card_classes import DENOM5, member_sums, rank_keys, split_sums
    from .suit_coupling import class_slack, pool_terms

    live = np.flatnonzero((alive >> 5) & 1 == 1)
    cards = hand_cards(upcard, hand_positions()[crow[live]]).astype(np.int64)
    ranks = rank_keys(cards)
    order = np.argsort(ranks, kind="stable")
    starts = np.flatnonzero(np.r_[True, ranks[order][1:] != ranks[order][:-1]])
    fee = rules.fee_for(5)
    pruned = pruned_w = 0
    top, margin = -np.inf, np.inf
    for g, lo in enumerate(starts):
        hi = starts[g + 1] if g + 1 < len(starts) else len(order)
        members = live[order[lo:hi]]
        rep = [int(c) for c in cards[order[lo]]]
        best, forced, _ = member_sums(rep, upcard, split_sums(rep, upcard, rules))
        v5 = Fraction(forced if rules.five_forces_raise else best, DENOM5)
        upper = float(v5 + class_slack(pool_terms(rep, upcard, rules), rules))
        top = max(top, upper)
        out = members[upper - fee < base[members] - SAFETY]
        if len(out):
            margin = min(margin, float((base[out] - (upper - fee)).min()))
        alive[out] &= ~(1 << 5)
        if bound_k is not None:
            bound_k[members, 5] = np.minimum(bound_k[members, 5], upper - fee)
        pruned += len(out)
        pruned_w += int(weight[out].sum())
    return {"rank_classes": len(starts), "pruned_by_coupling": pruned,
            "pruned_by_coupling_situations": pruned_w,
            "largest_coupling_bound": float(top) if len(starts) else None,
            "smallest_coupling_margin": float(margin) if pruned else None}


# --- stage 3: exact values of surviving classes -------------------------------------------------

def run_exact_unit(rules_json: dict[str, Any], rank: int, chunk: int, rows: Any,
                   weights: Any, alive: Any, bounds: Any, base: Any = None,
                   best01: Any = None, action01: Any = None, wager01: Any = None
                   ) -> dict[str, Any]:
    """Stage 3 for some surviving classes of one up card (runs on a worker): the exact 0/1
    best, the bound checked against it, exact values of the options still alive, and the
    exact weighted gain of the multi-card exchanges.

    Where the 5-card exchange is the only option alive, its exact value comes first (one
    kernel call per up-suit class, the cheapest there is) and the exact 0/1 best only where
    that value reaches ``base`` (the bounds stage's lower bound of the 0/1 best, float): below
    it the exchange cannot be optimal, and its margin is counted against ``base``. Where the
    bounds stage computed the exact 0/1 best of every class (``best01`` x DENOM_01, its
    ``action01`` and ``wager01`` x 46), no kernel call is needed for it."""
    from .edge_bounds import SAFETY
    from .exact_counts import hand_cards, hand_positions

    rules = rules_from_json(rules_json)
    upcard = 4 * rank
    t0 = time.process_time()
    cpu01 = 0.0
    gain = Fraction(0)
    wager_delta = Fraction(0)
    moved: dict[str, int] = {}
    checked = {str(k): 0 for k in range(2, 6)}
    pruned01 = {str(k): 0 for k in range(2, 6)}
    valued = {str(k): 0 for k in range(2, 6)}
    optimal = {str(k): 0 for k in range(2, 6)}
    margin: dict[str, float | None] = {str(k): None for k in range(2, 6)}
    splits: dict[tuple[tuple[int, ...], int], Any] = {}   # 5-card sums per up-suit class
    one = [1] if rules.max_exchanges and rules.fees[0] is not None else []
    for i, (row, w, live, bnd) in enumerate(zip(rows, weights, alive, bounds)):
        w = int(w)
        hand = [int(c) for c in hand_cards(upcard, hand_positions()[int(row)])]
        live_ks = [k for k in range(2, 6) if int(live) >> k & 1]
        five = None
        known01 = None if best01 is None else (
            Fraction(int(best01[i]), DENOM_01), NAMES01[int(action01[i])],
            Fraction(int(wager01[i]), 46))
        if live_ks == [5] and base is not None:
            checked["5"] += 1
            valued["5"] += 1
            five = _five_card_option(hand, upcard, rules, splits)
            d = float(base[i]) - float(five[0])
            if d > SAFETY or known01 is not None and five[0] <= known01[0]:
                margin["5"] = _smaller(margin["5"], d if known01 is None
                                       else float(known01[0] - five[0]))
                continue
        # the 0/1 options and the cheap 2-3-card ones in one kernel call (the tables cost
        # most); 4-5-card options only if their bound beats the exact 0/1 best
        cheap = [k for k in live_ks if k <= 3]
        t = time.process_time()
        if cheap or known01 is None:
            opts = option_values(hand, upcard, rules, one + cheap)
            v01, act01, wg01 = _top(opts, [m for m in sorted(opts)
                                           if bin(max(m, 0)).count("1") <= 1])
        else:
            opts, (v01, act01, wg01) = {}, known01
        cpu01 += time.process_time() - t
        ks = list(cheap)
        for k in live_ks:
            if five is not None:    # counted above
                ks.append(k)
                continue
            checked[str(k)] += 1
            if float(bnd[k]) < float(v01) - SAFETY:
                pruned01[str(k)] += 1
                if k in ks:
                    ks.remove(k)
            elif k > 3:
                ks.append(k)
        if not ks:
            continue
        if 4 in ks:
            opts.update(option_values(hand, upcard, rules, [4]))
        if 5 in ks:
            opts[31] = five or _five_card_option(hand, upcard, rules, splits)
        best_multi = None
        for k in ks:
            if five is None:
                valued[str(k)] += 1
            top_k = _top(opts, [m for m in opts if m > 0 and bin(m).count("1") == k])
            if top_k[0] > v01:
                optimal[str(k)] += 1
            else:
                d = float(v01 - top_k[0])
                margin[str(k)] = _smaller(margin[str(k)], d)
            if best_multi is None or top_k[0] > best_multi[0]:
                best_multi = top_k
        if best_multi is not None and best_multi[0] > v01:
            gain += w * (best_multi[0] - v01)
            wager_delta += w * (best_multi[2] - wg01)
            old = "exchange 1" if act01.startswith("exchange") else act01
            moved[old] = moved.get(old, 0) - w
            moved[best_multi[1]] = moved.get(best_multi[1], 0) + w
    total = time.process_time() - t0
    return {"rank": rank, "chunk": chunk, "classes": len(rows),
            "situations": int(sum(int(w) for w in weights)), "gain": str(gain),
            "wager_delta": str(wager_delta), "moved": moved, "checked": checked,
            "pruned_by_01": pruned01, "valued": valued, "optimal": optimal,
            "smallest_margin": margin,
            "cpu": {"exact 0/1 best (with 2-3 cards)": cpu01,
                    "exact multi-card values": total - cpu01},
            "cpu_seconds": total}


def _smaller(old: float | None, new: float) -> float:
    """The smaller of a running minimum (None: nothing yet) and a new value (a margin of 0,
    a tie, stays 0)."""
    return new if old is None else min(old, new)


def _five_card_option(hand: Sequence[int], upcard: int, rules: OasisRules,
                      splits: dict[tuple[tuple[int, ...], int], Any]
                      ) -> tuple[Fraction, str, Fraction]:
    """The 5-card exchange as :func:`option_values` gives it, from one kernel call per
    up-suit class (``splits`` keeps them: the hands of a unit come class by class)."""
    from .five_card_classes import DENOM5, member_sums, split_sums, up_suit_class

    key = up_suit_class(hand, upcard)
    if key not in splits:
        splits.clear()
        splits[key] = split_sums(hand, upcard, rules)
    best, forced, raises = member_sums(hand, upcard, splits[key])
    fee = rules.fee_for(5)
    if rules.five_forces_raise:
        value, share = Fraction(forced, DENOM5) - fee, Fraction(1)
    else:
        value, share = Fraction(best, DENOM5) - fee, Fraction(raises, math.comb(46, 5))
    return value, "exchange 5", 1 + fee + rules.raise_antes * share


# --- the folder ---------------------------------------------------------------------------------

#: The most surviving classes one exact unit may take.
MAX_UNIT_SIZE = 10**7
_chunks = chunks            # (the names the job's code has always used)
_n_classes = n_classes
_ADDRESS = re.compile(r"(tcp|tls|ws|wss)://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*"
                      r"[A-Za-z0-9])?):([0-9]{1,5})/?")


def max_workers() -> int:
    """The most local worker processes a run may start: 4 per core of this machine (more only
    wait for a core, each holding its own tables)."""
    return 4 * (os.cpu_count() or 1)


def check_scheduler_address(address: Any) -> str:
    """A Dask scheduler address such as ``tcp://HOST:8786`` (tcp, tls, ws or wss, a port
    1-65535), or a DataError saying so.

    >>> check_scheduler_address("tcp://10.0.0.5:8786")
    'tcp://10.0.0.5:8786'
    >>> check_scheduler_address("junk")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.DataError: --scheduler takes a Dask scheduler address such as ...
    """
    m = _ADDRESS.fullmatch(address) if isinstance(address, str) and len(address) < 300 \
        else None
    if m is None or not 1 <= int(m[3]) <= 65535:
        raise DataError(key="oasis_edge_scheduler_address", value=address)
    return address


def open_results(out: Path, plan: JobPlan) -> ResultsFolder:
    """The results folder of ``plan``, whose unit files are checked against it."""
    return ResultsFolder(out, plan_digest(plan.header()), N_HANDS)


def _sound_unit(u: Any, rank: int, classes: int | None = None) -> bool:
    """Whether a stored unit (shipped in pokerlib/data) has a unit's shape."""
    return isinstance(u, dict) and isinstance(u.get("chunk"), int) and \
        exact_unit_problem(u, rank, u["chunk"], classes) is None


def stored_parts() -> list[tuple[dict[str, Any], Path]]:
    """Every unfinished preset run stored by ``--ship-bounds`` that carries its finished exact
    units (``"job"``: the folder's header, ``"units"``: the unit results), with its file."""
    from .house_edge_data import DATA_DIR

    out = []
    for path in sorted(DATA_DIR.glob("oasis_edge_*.json")):
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and not data.get("finished") and "units" in data:
            out.append((data, path))
    return out


def _stored_part(plan: JobPlan) -> dict[str, Any] | None:
    """The stored unfinished run (:func:`stored_parts`) of the same rules, units and job
    version as ``plan``, if one ships."""
    for data, _ in stored_parts():
        if data.get("job") == plan.header():
            return data
    return None


def _stored_units(data: dict[str, Any] | None
                  ) -> dict[int, tuple[str | None, list[dict[str, Any]]]]:
    """The finished exact units of a stored unfinished run (:func:`_stored_part`), by up-card
    rank, with the digest of the bounds they belong to (None where the stored run did not
    keep those bounds). A unit without a unit's shape is left out."""
    if data is None or not isinstance(data.get("units"), list):
        return {}
    digests = data.get("bounds_digests", {})
    if not isinstance(digests, dict):
        digests = {}
    units = [u for u in data["units"] if isinstance(u, dict) and isinstance(u.get("rank"), int)
             and _sound_unit(u, u["rank"])]
    ranks = {u["rank"] for u in units} | {int(r) for r in digests if str(r).isdigit()}
    return {r: (digests.get(str(r)), [u for u in units if u["rank"] == r]) for r in ranks}


def _adopt_finished_up_cards(folder: ResultsFolder, plan: JobPlan, data: dict[str, Any] | None,
                             seeds: dict[int, tuple[str | None, list[dict[str, Any]]]]) -> None:
    """An up card whose exact units the stored run finished, every one, needs no bounds
    again: its stored bounds summary (``"arrays": "not kept"``) and its units are written
    into the folder (where it has no bounds of its own), and the run takes them as done."""
    if data is None or not isinstance(data.get("bounds_summaries"), dict):
        return
    for r, summary in data["bounds_summaries"].items():
        if not str(r).isdigit():
            continue
        rank = int(r)
        if rank not in plan.ranks or bounds_paths(folder.out, rank)[0].exists() or \
                bounds_summary_problem(summary, rank) is not None:
            continue
        units = {int(u["chunk"]): u for u in seeds.get(rank, ("", []))[1]}
        parts = chunks(n_classes(summary), plan.unit_size)
        if not all(c in units and units[c]["classes"] == hi - lo for c, lo, hi in parts):
            continue
        for c, _, _ in parts:
            if not exact_path(folder.out, rank, c).exists():
                folder.save_exact(units[c])
        folder.save_bounds_summary(summary)


def _adopt_units(folder: ResultsFolder,
                 seeds: dict[int, tuple[str | None, list[dict[str, Any]]]],
                 rank: int, arrays: dict[str, np.ndarray]) -> None:
    """Write the stored units of ``rank`` into the folder (where it has none of its own) when
    the bounds just loaded or computed are those they were made from."""
    got = seeds.get(rank)
    if got is None or got[0] is None or not arrays or got[0] != bounds_digest(arrays):
        return
    for u in got[1]:
        if not exact_path(folder.out, rank, int(u["chunk"])).exists():
            folder.save_exact(u)


def _read_header(job: Path) -> Any:
    try:
        if not job.is_file() or job.stat().st_size > UNIT_FILE_LIMIT:
            raise ValueError("not a small regular file")
        return json.loads(job.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as e:
        raise DataError(key="oasis_edge_header", path=str(job),
                        why=f"{type(e).__name__}: {e}"[:200]) from None


def _open_folder(out: Path, plan: JobPlan) -> ResultsFolder:
    """Create the results folder, or check that it was made for the same rules and units."""
    check_out_folder(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        job = out / "job.json"
        if not job.exists():
            write_json(job, plan.header())
    except (OSError, ValueError) as e:
        raise DataError(key="oasis_edge_out", path=str(out), why=os_reason(e)) from None
    have = _read_header(job)
    if have != plan.header():
        rules = have.get("rules") if isinstance(have, dict) else None
        name = rules.get("name", "?") if isinstance(rules, dict) else "?"
        raise DataError(key="oasis_edge_other_rules", folder=str(out), name=str(name)[:80])
    return open_results(out, plan)


def worker_header() -> int:
    """What a worker answers when asked whether it can run the job: the version of the job's
    code it imports (the same on every machine of a cluster, or results would not agree)."""
    return _VERSION


def check_workers(client: Any, timeout: float = 120) -> None:
    """Before any unit is sent: wait up to ``timeout`` seconds for at least one worker, and
    ask every worker to import this job. A cluster whose workers never start, or cannot import
    pokerlib (another version, a broken install), is refused in one sentence instead of
    waiting for ever."""
    try:
        client.wait_for_workers(1, timeout=timeout)
    except (TimeoutError, OSError) as e:
        raise DataError(key="oasis_edge_no_workers", seconds=timeout, why=str(e) or
                        type(e).__name__) from e
    try:
        answers = client.run(worker_header)
    except Exception as e:   # a worker's import error arrives as whatever it raised
        raise DataError(key="oasis_edge_worker_import", why=f"{type(e).__name__}: {e}") from e
    wrong = sorted(w for w, v in answers.items() if v != _VERSION)
    if wrong:
        raise DataError(key="oasis_edge_worker_import",
                        why=f"{', '.join(wrong)} run job version "
                            f"{answers[wrong[0]]!r}, not {_VERSION!r}")


def run_job(rules: OasisRules, out: Any, *, unit_size: int = 400,
            ranks: Iterable[int] | None = None, rows: tuple[int, int] | None = None,
            workers: int | None = None, scheduler: str | None = None, client: Any = None,
            progress: Callable[[int, int], Any] | None = None,
            worker_timeout: float = 120,
            report: Callable[[DataError], Any] | None = None,
            quiet: bool = False) -> dict[str, Any]:
    """Run (or resume) the house-edge job into the folder ``out`` and return the result
    (also written to ``out/result.json``). ``ranks``/``rows``: only a part (a sample).
    ``progress``: None, or a function called as ``progress(units_done, units_total)`` after
    each finished unit (the total grows as the bounds stage finds survivors); the command
    line passes a progress bar. ``workers``: local worker processes, 1 to
    :func:`max_workers` (None: the machine's cores). A unit file of the folder that does not
    prove itself (:mod:`pokerlib.oasis.edge_files`) is computed again, and ``report`` (if
    given) is called with a sentence naming it; ``result["ignored_files"]`` lists them.
    ``quiet``: the local cluster's workers log nothing (the command line: a Ctrl-C that stops
    them mid-unit is said in one line, not in their warnings)."""
    if progress is not None and not callable(progress):
        raise DataError(key="oasis_edge_progress", progress=progress)
    if report is not None and not callable(report):
        raise DataError(key="oasis_edge_progress", progress=report)
    if workers is not None:
        whole_number(workers, "workers", DataError, 1, max_workers())
    if scheduler is not None:
        check_scheduler_address(scheduler)
    from dask.distributed import Client, LocalCluster, as_completed

    plan = JobPlan(OasisRules.check(rules), unit_size,
                   tuple(range(13)) if ranks is None else tuple(ranks), rows)
    out = check_out_folder(out)
    folder = _open_folder(out, plan)
    part = _stored_part(plan)   # a stored unfinished run of this job, if one ships
    seeds = _stored_units(part)
    rj = rules_to_json(plan.rules)
    _adopt_finished_up_cards(folder, plan, part, seeds)
    bounds = {r: b for r in plan.ranks
              if (b := folder.load_bounds(r, plan.unit_size)) is not None}
    exact: dict[tuple[int, int], dict[str, Any]] = {}
    for r, (s, arr) in bounds.items():
        _adopt_units(folder, seeds, r, arr)
        for c, lo, hi in _chunks(_n_classes(s), plan.unit_size):
            if (d := folder.load_exact(r, c, hi - lo)) is not None:
                exact[(r, c)] = d
    ignored = dict(folder.ignored)
    for name, why in sorted(ignored.items()):
        if report is not None:
            report(DataError(key="oasis_edge_ignored_file", path=str(out / name), why=why))
    computed: list[str] = []
    missing_bounds = [r for r in plan.ranks if r not in bounds]

    def exact_jobs(r: int) -> list[tuple[int, int, int, int]]:
        return [(r, c, lo, hi) for c, lo, hi in _chunks(_n_classes(bounds[r][0]), plan.unit_size)
                if (r, c) not in exact]

    # up cards with the fewest units left first: whole up cards are finished early, and a
    # finished up card's bounds are not needed again when a stored part is resumed
    todo_exact = [j for r in sorted(bounds, key=lambda r: (len(exact_jobs(r)), r))
                  for j in exact_jobs(r)]
    if missing_bounds or todo_exact:
        own = None
        if client is None:
            if scheduler is not None:
                try:
                    client = Client(scheduler, timeout="5s")
                except (OSError, TimeoutError, ValueError) as e:
                    raise DataError(key="oasis_edge_scheduler", address=scheduler,
                                    why=str(e)) from e
            else:
                n = min(os.cpu_count() or 1, max_workers()) if workers is None else workers
                own = LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                                   dashboard_address=":0",
                                   silence_logs=logging.CRITICAL if quiet else logging.WARN)
                client = Client(own)
        try:
            check_workers(client, worker_timeout)

            def submit_exact(job: tuple[int, int, int, int]) -> Any:
                r, c, lo, hi = job
                a = bounds[r][1]
                known = [a[f][lo:hi] if f in a else None
                         for f in ("best01", "action01", "wager01")]
                return client.submit(run_exact_unit, rj, r, c, a["rows"][lo:hi],
                                     a["weights"][lo:hi], a["alive"][lo:hi],
                                     a["bounds"][lo:hi], a["base"][lo:hi], *known,
                                     pure=False)

            futures = [client.submit(run_bounds_unit, rj, r,
                                     None if plan.rows is None else list(plan.rows),
                                     pure=False) for r in missing_bounds]
            futures += [submit_exact(j) for j in todo_exact]
            total = len(plan.ranks) + len(exact) + len(todo_exact)
            done = len(plan.ranks) - len(missing_bounds) + len(exact)
            if progress is not None:
                progress(done, total)
            ac = as_completed(futures)
            for fut in ac:
                d = fut.result()
                if "summary" in d:        # a bounds unit: save it, then its exact units
                    r = d["summary"]["rank"]
                    folder.save_bounds(d["summary"], d["arrays"])
                    bounds[r] = (d["summary"], d["arrays"])
                    computed.append(f"bounds {r}")
                    _adopt_units(folder, seeds, r, d["arrays"])
                    for c, lo, hi in _chunks(_n_classes(d["summary"]), plan.unit_size):
                        if (old := folder.load_exact(r, c, hi - lo)) is not None:   # (redone)
                            exact[(r, c)] = old
                    new = exact_jobs(r)
                    for j in new:
                        ac.add(submit_exact(j))
                    total += len(new)
                else:
                    folder.save_exact(d)
                    exact[(d["rank"], d["chunk"])] = d
                    computed.append(f"exact {d['rank']}/{d['chunk']}")
                done += 1
                if progress is not None:
                    progress(done, total)
        finally:
            if own is not None:
                client.close()
                own.close()
    result = summarize(plan, bounds, exact)
    result["computed_now"] = computed
    result["ignored_files"] = sorted(ignored)
    write_json(out / "result.json", result)
    return result


def _add(into: dict[str, Any], more: dict[str, Any]) -> None:
    for k, v in more.items():
        into[k] = into.get(k, 0) + v


def summarize(plan: JobPlan, bounds: dict[int, tuple[dict[str, Any], dict[str, Any]]],
              exact: dict[tuple[int, int], dict[str, Any]]) -> dict[str, Any]:
    """The house edge from the finished units: exact when every unit is there (and the plan
    covers every situation), otherwise exact bounds on it."""
    rules = plan.rules
    units_total = len(plan.ranks) + sum(
        len(_chunks(_n_classes(s), plan.unit_size)) for s, _ in bounds.values())
    units_done = len(bounds) + len(exact)
    all_bounds = len(bounds) == len(plan.ranks)
    finished = all_bounds and all(
        (r, c) in exact for r, (s, _) in bounds.items()
        for c, _, _ in _chunks(_n_classes(s), plan.unit_size))
    cpu: dict[str, float] = {}
    for s, _ in bounds.values():
        _add(cpu, s["cpu"])
    for d in exact.values():
        _add(cpu, d["cpu"])
    situations = sum(s["situations"] for s, _ in bounds.values())
    res: dict[str, Any] = {
        "rules": rules_to_json(rules), "strategy": "optimal, every exchange allowed",
        "complete_plan": plan.complete, "finished": finished and plan.complete,
        "exact": finished and plan.complete, "units_done": units_done,
        "n_units": units_total if all_bounds else None, "situations_done": situations,
        "n_situations": N_SITUATIONS, "cpu_seconds": sum(cpu.values()),
        "cpu_by_stage": cpu}
    # the proof's numbers: survivors of each bound, smallest slack and margin
    by_count: dict[str, Any] = {}
    for s, _ in bounds.values():
        for k, st in s["by_count"].items():
            b = by_count.setdefault(k, {"fee": st["fee"], "bound_survivor_classes": 0,
                                        "bound_survivor_situations": 0,
                                        "smallest_slack": None, "largest_bound": None,
                                        "checked": 0, "pruned_by_01": 0, "valued": 0,
                                        "optimal": 0, "smallest_margin": None})
            if "ruled_out_by" in st:
                b["ruled_out_by"] = st["ruled_out_by"]
            if "pruned_by_coupling" in st:
                for f in ("rank_classes", "pruned_by_coupling",
                          "pruned_by_coupling_situations"):
                    b[f] = b.get(f, 0) + st[f]
                if st["largest_coupling_bound"] is not None:
                    b["largest_coupling_bound"] = max(b.get("largest_coupling_bound", -1e9),
                                                      st["largest_coupling_bound"])
                if st["smallest_coupling_margin"] is not None:
                    b["smallest_coupling_margin"] = min(
                        b.get("smallest_coupling_margin", 1e9), st["smallest_coupling_margin"])
            b["bound_survivor_classes"] += st["classes"]
            b["bound_survivor_situations"] += st["situations"]
            for f, pick in (("smallest_slack", min), ("largest_bound", max)):
                if st[f] is not None:
                    b[f] = st[f] if b[f] is None else pick(b[f], st[f])
    for d in exact.values():
        for k in by_count:
            b = by_count[k]
            for f in ("checked", "pruned_by_01", "valued", "optimal"):
                b[f] += d[f][k]
            m = d["smallest_margin"][k]
            if m is not None:
                b["smallest_margin"] = m if b["smallest_margin"] is None else min(
                    b["smallest_margin"], m)
    res["by_exchange"] = by_count
    res["survivor_classes"] = sum(s["survivors"]["classes"] for s, _ in bounds.values())
    res["classes"] = sum(s["classes"] for s, _ in bounds.values())
    if not bounds:
        res.update(status="not started", house_edge=None, lower=None, upper=None)
        return res
    gain = sum((Fraction(d["gain"]) for d in exact.values()), Fraction(0))
    wager_delta = sum((Fraction(d["wager_delta"]) for d in exact.values()), Fraction(0))
    moved: dict[str, int] = {}
    for d in exact.values():
        _add(moved, d["moved"])
    # the 0/1-card totals: summed from the bounds units where they computed them (exact for a
    # part too; for the whole game they equal the shipped ones), else the shipped ones
    whole = all_bounds or not plan.complete     # the units' 0/1 totals cover the plan
    summed = whole and all("value01" in s for s, _ in bounds.values())
    shipped01 = shares_shipped_01(rules) and not summed
    if shipped01:
        from .house_edge_data import load_exact_data

        one = load_exact_data()["one_card"]
        n01 = one["situations"]
        value01 = Fraction(one["strategies"]["optimal"]["numerator"], DENOM_01)
        wager01 = Fraction(one["average_wager"]) * n01
        acts = {("exchange 1" if a == "exchange one card" else a): c
                for a, c in one["action_situations"].items()}
        if not plan.complete:   # a part: scale the whole game's 0/1 figures to it
            value01, wager01 = value01 * situations / n01, wager01 * situations / n01
            acts = {a: c * situations / n01 for a, c in acts.items()}
        n = n01 if plan.complete else situations
    else:
        value01 = sum((Fraction(s["value01"]) for s, _ in bounds.values()), Fraction(0))
        wager01 = sum((Fraction(s["wager01"]) for s, _ in bounds.values()), Fraction(0))
        acts = {}
        for s, _ in bounds.values():
            _add(acts, s["actions01"])
        n = situations
    # gains still unknown: at most (bound - fee) - max(fold, raise) per surviving class
    open_gain = 0.0
    for r, (s, arr) in bounds.items():
        for c, lo, hi in _chunks(_n_classes(s), plan.unit_size):
            if (r, c) in exact:
                continue
            b = np.max(arr["bounds"][lo:hi], axis=1)
            # the gain is at most (bound - fee) - the known baseline (at least fold, -1)
            base = arr["base"][lo:hi] if "base" in arr else -1.0
            open_gain += float((arr["weights"][lo:hi] * np.maximum(b - base, 0.0)).sum())
    value = value01 + gain
    edge = -value / n
    # the finished units' gains are exact and the others' are >= 0 (more options never raise
    # the house edge), so edge is an upper bound; the others' gains are at most open_gain,
    # known only once every up card's bounds are in (the 0/1 figures cover the whole game)
    upper = float(edge) if whole or shipped01 else None
    lower = float(edge) - open_gain / n if whole else None
    for act, cnt in moved.items():
        acts[act] = acts.get(act, 0) + cnt
    res["action_frequencies"] = {a: float(c / n) for a, c in sorted(acts.items()) if c}
    res["average_wager"] = float((wager01 + wager_delta) / n)
    res["house_edge_per_wager"] = float(-value / (wager01 + wager_delta))
    res["house_edge_01"] = float(-value01 / n)
    res["multi_card_gain"] = f"{gain.numerator}/{gain.denominator}"
    res["by_up_card"] = _by_up_card(plan, bounds, exact)
    any_optimal = any(b["optimal"] for b in by_count.values())
    if res["finished"]:
        res.update(status="exact" if any_optimal else "proven",
                   house_edge=f"{edge.numerator}/{edge.denominator}",
                   house_edge_float=float(edge), rtp=float(1 - edge), lower=float(edge),
                   upper=float(edge), se=0.0, estimate=float(edge))
    else:
        res.update(status="bounds", house_edge=None, lower=lower, upper=upper,
                   estimate=float(edge) if finished else None, se=None,
                   rtp=None)
    return res


def _by_up_card(plan: JobPlan, bounds: dict[int, tuple[dict[str, Any], dict[str, Any]]],
                exact: dict[tuple[int, int], dict[str, Any]]) -> dict[str, Any]:
    """The exact figures against each up-card rank whose units are all done and whose
    bounds unit counted its own 0/1 values: situations, the house edge with every exchange
    and with at most one card (fractions of the Ante) and how often each choice is best (a run
    over some hands only: over those hands)."""
    from ..cards import RANKS

    out: dict[str, Any] = {}
    for r, (s, _) in sorted(bounds.items()):
        chunks = [c for c, _, _ in _chunks(_n_classes(s), plan.unit_size)]
        if "value01" not in s or not all((r, c) in exact for c in chunks):
            continue
        n = s["situations"]
        gain = sum((Fraction(exact[(r, c)]["gain"]) for c in chunks), Fraction(0))
        edge01 = -Fraction(s["value01"]) / n
        edge = edge01 - gain / n
        acts = dict(s["actions01"])
        for c in chunks:
            _add(acts, exact[(r, c)]["moved"])
        out[RANKS[r]] = {"situations": n, "house_edge": f"{edge.numerator}/{edge.denominator}",
                         "house_edge_01": f"{edge01.numerator}/{edge01.denominator}",
                         "action_frequencies": {a: c / n for a, c in sorted(acts.items())
                                                if c}}
    return out


def read_results(out: Any) -> dict[str, Any]:
    """The result of a results folder, recomputed from its unit files (so a folder whose
    run was interrupted reads as unfinished, whatever ``result.json`` says). A unit file
    that does not prove itself (:mod:`pokerlib.oasis.edge_files`) counts as missing and is
    named in ``result["ignored_files"]``."""
    plan, folder = folder_plan(out)
    bounds = {r: b for r in plan.ranks
              if (b := folder.load_bounds(r, plan.unit_size)) is not None}
    exact = {}
    for r, (s, _) in bounds.items():
        for c, lo, hi in _chunks(_n_classes(s), plan.unit_size):
            if (d := folder.load_exact(r, c, hi - lo)) is not None:
                exact[(r, c)] = d
    result = summarize(plan, bounds, exact)
    result["ignored_files"] = sorted(folder.ignored)
    return result


def folder_plan(out: Any) -> tuple[JobPlan, ResultsFolder]:
    """The plan a results folder was made for (its ``job.json``) and the folder's checked
    unit files."""
    out = check_out_folder(out)
    job = out / "job.json"
    if not job.exists():
        raise DataError(key="oasis_edge_not_results", folder=str(out))
    header = _read_header(job)
    try:
        plan = JobPlan(rules_from_json(header["rules"]), header["unit_size"],
                       tuple(header["ranks"]),
                       None if header["rows"] is None else tuple(header["rows"]))
    except (ValueError, KeyError, TypeError) as e:
        if isinstance(e, PokerError):
            raise
        raise DataError(key="oasis_edge_header", path=str(job),
                        why=f"{type(e).__name__}: {e}"[:200]) from None
    if header != plan.header():
        raise DataError(key="oasis_edge_header", path=str(job),
                        why="written by another version of the job")
    return plan, open_results(out, plan)


def shipped_path(preset: str) -> Path:
    """Where ``--ship`` stores a preset's finished result (``pokerlib/data``)."""
    from .house_edge_data import DATA_DIR

    return DATA_DIR / f"oasis_edge_{preset}.json"
