"""The two stages an exact-edge job runs on its workers, one unit at a time: the bounds of one
up card (stage 2: every suit class, every multi-card exchange, what survives) and the exact
values of some surviving classes (stage 3). See :mod:`pokerlib.builders.oasis_exact_edge.job`
for the whole job and docs/oasis-exact.md for the method."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from ...oasis.exact_options import best_of, option_values
from ...oasis.rules import OasisRules, multiples_by_score
from ...oasis.shipped_data import PROVEN_NEVER_OPTIMAL_FEES, coupling_proofs, rules_from_json
from . import counts as ex
from .bounds import N0, SAFETY, suit_classes, upcard_bounds
from .counts import choose_01, hand_cards, hand_positions, wagered_x46
from .coupling_five import class_slack, pool_terms
from .five_card import DENOM5, member_sums, rank_keys, split_sums, up_suit_class, up_suit_keys
from .plan import DENOM_01, NAMES01, shares_shipped_01

__all__ = ["run_bounds_unit", "run_exact_unit", "zero_one_values", "exact_dot", "five_card_wide",
           "couple_five", "five_card_option", "smaller"]


# --- stage 2: the bounds of one up card -------------------------------------------------------


def zero_one_values(upcard: int, rules: OasisRules, rows: np.ndarray, nums: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per class row: the exact 0/1-card best x DENOM_01, its action (0 fold, 1 raise,
    2 exchange one card) and the points wagered x 46."""
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


def run_bounds_unit(rules_json: dict[str, Any], rank: int, rows: list[int] | None
                    ) -> dict[str, Any]:
    """Stage 2 for the up card of rank ``rank`` (runs on a worker): every suit class's bound
    on each multi-card exchange, what survives, and (rules whose 0/1 game is not shipped)
    the exact 0/1 totals. Returns a summary and the survivors' arrays."""
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
    if shares_shipped_01(rules) and not five_card_wide(rules, coupled):
        base = np.maximum(ub.nums[crow] / N0, -1.0)   # max(fold, raise)
        out["against"] = "max(fold, raise)"
    else:
        # the exact 0/1 best of every class: the 0/1 totals of rules whose 0/1 game is not
        # shipped, and where the 5-card exchange must be valued widely, cheaper than one
        # kernel call per survivor and a tighter base for the pruning below
        exact01 = zero_one_values(upcard, rules, crow, ub.nums)
        best01, action, wager = exact01
        base = best01 / DENOM_01
        out["against"] = "exact 0/1-card best"
        out["value01"] = str(Fraction(exact_dot(weight, best01), DENOM_01))
        out["wager01"] = str(Fraction(exact_dot(weight, wager), 46))
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
        stats["5"].update(couple_five(rules, upcard, crow, weight, base, alive, bound_k))
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


def exact_dot(a: np.ndarray, b: np.ndarray) -> int:
    """sum(a x b) in Python integers: 9,396,240 situations x 42 x C(46, 4) x the payouts may
    pass 2**63 in int64."""
    return int(np.dot(a.astype(object), b.astype(object))) if len(a) else 0


def five_card_wide(rules: OasisRules, coupled: dict[int, str]) -> bool:
    """Whether the 5-card exchange is allowed at a fee the stage-1 bound alone does not rule
    out and no suit-coupling proof covers (Galewind, Casino Senator): it then survives the
    bound in most classes."""
    fee = rules.fees[4] if rules.max_exchanges else None
    return fee is not None and fee < PROVEN_NEVER_OPTIMAL_FEES[5] and 5 not in coupled


def couple_five(rules: OasisRules, upcard: int, crow: np.ndarray, weight: np.ndarray,
                 base: np.ndarray, alive: np.ndarray, bound_k: np.ndarray | None = None
                 ) -> dict[str, Any]:
    """Prune the 5-card exchange by suit coupling
    (:mod:`pokerlib.builders.oasis_exact_edge.coupling_five`): the
    classes where it survives the stage-1 bound are grouped by rank class (the same ranks
    against this up card); one member each is valued exactly, and V5 of every member is at
    most that value + ``class_slack``. Where that is below the class's ``base`` + fee, the
    exchange cannot be optimal and its bit in ``alive`` is cleared (in place); elsewhere the
    coupling bound replaces the stage-1 one in ``bound_k[:, 5]`` where it is lower (so an
    unfinished run's bounds on the edge use it). Returns the figures of the step."""
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
            five = five_card_option(hand, upcard, rules, splits)
            d = float(base[i]) - float(five[0])
            if d > SAFETY or known01 is not None and five[0] <= known01[0]:
                margin["5"] = smaller(margin["5"], d if known01 is None
                                       else float(known01[0] - five[0]))
                continue
        # the 0/1 options and the cheap 2-3-card ones in one kernel call (the tables cost
        # most); 4-5-card options only if their bound beats the exact 0/1 best
        cheap = [k for k in live_ks if k <= 3]
        t = time.process_time()
        if cheap or known01 is None:
            opts = option_values(hand, upcard, rules, one + cheap)
            v01, act01, wg01 = best_of(opts, [m for m in sorted(opts)
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
            opts[31] = five or five_card_option(hand, upcard, rules, splits)
        best_multi = None
        for k in ks:
            if five is None:
                valued[str(k)] += 1
            top_k = best_of(opts, [m for m in opts if m > 0 and bin(m).count("1") == k])
            if top_k[0] > v01:
                optimal[str(k)] += 1
            else:
                d = float(v01 - top_k[0])
                margin[str(k)] = smaller(margin[str(k)], d)
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


def smaller(old: float | None, new: float) -> float:
    """The smaller of a running minimum (None: nothing yet) and a new value (a margin of 0,
    a tie, stays 0)."""
    return new if old is None else min(old, new)


def five_card_option(hand: Sequence[int], upcard: int, rules: OasisRules,
                      splits: dict[tuple[tuple[int, ...], int], Any]
                      ) -> tuple[Fraction, str, Fraction]:
    """The 5-card exchange as :func:`option_values` gives it, from one kernel call per
    up-suit class (``splits`` keeps them: the hands of a unit come class by class)."""
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
