"""Suit coupling: exchanging all five cards for 2 Antes (Premium Casino Europa) is never
optimal, by the exact value of one dead set per rank class and a bound on what suits change.

The 5-card exchange throws the whole hand away, so its value before the fee,

    V5(D) = mean over the draws R (5 of the 46 unseen cards) of max(-1, raise(R)),
    raise(R) = mean over the dealer's hidden cards H (4 of the other 41) of pay(R, u + H),

depends only on the **dead set** D = the 5 discards + the up card u. The option is worth
V5 - fee and the 0/1-card best is at least fold = -1, so it can be optimal only where
V5(D) > fee - 1 = 1. The payoff of a Raise (per Ante, rules in :mod:`pokerlib.oasis.game`)
is 1 if the dealer does not qualify, 1 + Raise x m(player) if the player wins, 0 on a tie
and -(1 + Raise) if the dealer wins; m is the paytable multiple.

**Rank classes.** Two dead sets D, D' with the same up card and the same multiset of discard
ranks leave pools P, P' with the same number of cards of each rank. A rank-preserving
bijection phi: P -> P' (the identity on P n P') maps (R, H) to (phi R, phi H) one to one, so
V5(D') is the same mean with pay(phi R, u + phi H). Ranks decide every hand except through
flushes, and max(-1, .) and means are 1-Lipschitz, so

    |V5(D) - V5(D')| <= E |pay(R, u+H) - pay(phi R, u+H)|
                        + E |pay(phi R, u+H) - pay(phi R, u+phi H)|

* **player term**: non-zero only where R or phi R is a flush (its image has 5 distinct ranks:
  a straight or a high card, both below the flush). Against any dealer hand the two payoffs
  differ by at most w(m_f) = 2 + Raise (1 + m_f) (from 1 + Raise m_f down to -(1 + Raise)),
  m_f the flush-type line's multiple. So the term is at most T(D) + T(D'), where
  T(D) = sum over the flush-type draws of the pool of w(m_f) / C(46, 5), counted exactly from
  the pool's suits (plain flushes, straight flushes, royals).
* **dealer term**: non-zero only where u + H or u + phi H is a flush, i.e. H (resp. phi H)
  lies in the up card's suit; given R that has probability at most q(D) = C(S, 4) / C(41, 4),
  S = the pool's cards of the up card's suit (resp. q(D')). The payoffs of one player hand s
  against two dealer hands differ by at most w(m(s)), so the term is at most
  (q(D) + q(D')) x M(D'), M(D') = E over phi R of w(m) = 2 + Raise (1 + E m). Splitting the
  other way round (dealer first) gives M(D) instead: the smaller one holds.

So ``pair_slack(D, D') = T(D) + T(D') + (q(D) + q(D')) min(M(D), M(D'))`` bounds
|V5(D) - V5(D')|. E m is exact: the non-flush multiple of every rank multiset weighted by
prod C(count, k) over ranks, plus the flush corrections. Over a whole class, with the
representative D fixed and D' any member, T(D') <= T_max and q(D') <= Q_max (any 46-card
pool: at most 3 x C(13, 5) + C(7, 5) flush-type 5-sets, 40 straight flushes, 4 royals;
at most 12 cards of the up card's suit), so

    V5(D') <= V5(D) + class_slack(D),  class_slack(D) = T(D) + T_max + (q(D) + Q_max) M(D)

**The proof run** (:func:`run_representatives`): the stage-1 bound of
:mod:`pokerlib.builders.oasis_exact_edge.bounds` already rules the 5-card exchange out in many
situations;
the suit classes it leaves are grouped by rank class, one representative each is valued
exactly with the compiled kernel (an integer over :data:`DENOM5`), and every class must
satisfy V5(rep) + class_slack(rep) <= fee - 1. :func:`check_random` tests the bound on random
members of random classes. docs/oasis-exact.md writes the proof out with the figures.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import product
from math import comb
from pathlib import Path
from typing import Any

import numpy as np

from ...oasis.rules import OasisRules
from .coupling import (
    CHOOSE,
    DEALERS5,
    DRAWS5,
    FLUSH,
    HIGH,
    MISSING,
    ROYAL,
    SF,
    STRAIGHT,
    WINDOWS,
    PoolTerms,
    check_members,
    pair_slack,
    rank_multisets,
    read_lines,
    write_atomic,
)

__all__ = ["DENOM5", "PoolTerms", "pool_terms", "pair_slack", "class_caps", "class_slack",
           "five_card_numerator", "survivor_rank_classes", "run_representatives",
           "random_member", "check_random", "check_members", "summarize"]

#: the 5-card value's denominator: C(46, 5) draws x C(41, 4) dealer hands
DENOM5 = comb(46, 5) * comb(41, 4)
def _five_only(rules: OasisRules) -> OasisRules:
    """The rules with only the 5-card exchange (and the 1-card one): the 5-card bound and
    max(fold, raise) do not depend on the other fees, and building fewer bound tables is
    faster."""
    return OasisRules(name=rules.name, paytable=rules.paytable, qualifier=rules.qualifier,
                      fees=(rules.fees[0], None, None, None, rules.fees[4]),
                      max_exchanges=rules.max_exchanges, raise_antes=rules.raise_antes)


# --- the slack -------------------------------------------------------------------------------

def pool_terms(hand: Iterable[int], upcard: int, rules: OasisRules) -> PoolTerms:
    """:class:`PoolTerms` of the dead set ``hand`` (5 card ids) + ``upcard``, exactly."""
    dead = {int(c) for c in hand} | {int(upcard)}
    pool = [c for c in range(52) if c not in dead]
    counts = np.bincount([c >> 2 for c in pool], minlength=13)
    suits: list[set[int]] = [set() for _ in range(4)]
    for c in pool:
        suits[c & 3].add(c >> 2)
    flushes = sum(comb(len(s), 5) for s in suits)
    sf = sum(w <= s for s in suits for w in WINDOWS)
    royals = sum(WINDOWS[-1] <= s for s in suits)
    ks, lines = rank_multisets()
    weight = np.prod(CHOOSE[counts[None, :], ks], axis=1)
    assert int(weight.sum()) == DRAWS5
    mult = np.array(rules.paytable, dtype=np.int64)
    m = rules.paytable
    base = int((weight * mult[lines]).sum())     # every draw on its non-flush line
    fix = ((m[FLUSH] - m[HIGH]) * flushes
           + ((m[SF] - m[STRAIGHT]) - (m[FLUSH] - m[HIGH])) * sf
           + (m[ROYAL] - m[SF]) * royals)
    return PoolTerms(flushes, sf, royals, len(suits[upcard & 3]), base + fix,
                     rules.raise_antes, rules.paytable)


@functools.lru_cache(maxsize=8)
def class_caps(rules: OasisRules) -> tuple[Fraction, Fraction, int]:
    """T_max and Q_max, the largest T(D') and q(D') over every dead set, and the most
    flush-type 5-sets a pool can hold (the pool: 46 cards, at most 13 of a suit and 12 of the
    up card's)."""
    most = max(sum(comb(n, 5) for n in (a, b, c, 46 - a - b - c))
               for a, b, c in product(range(14), repeat=3)
               if 0 <= 46 - a - b - c <= 12)      # the last suit: the up card's
    w = PoolTerms(0, 0, 0, 0, 0, rules.raise_antes, rules.paytable).w
    t_max = Fraction(w(FLUSH) * most + max(0, w(SF) - w(FLUSH)) * 40
                     + max(0, w(ROYAL) - w(SF)) * 4, DRAWS5)
    return t_max, Fraction(comb(12, 4), DEALERS5), most


def class_slack(rep: PoolTerms, rules: OasisRules) -> Fraction:
    """V5(D') - V5(rep) <= this, for every D' of the representative's rank class."""
    t_max, q_max, _ = class_caps(rules)
    return rep.player + t_max + (rep.dealer_flush + q_max) * rep.mean_gap


# --- exact values ------------------------------------------------------------------------------

def five_card_numerator(hand: Any, upcard: int, rules: OasisRules) -> int:
    """The exact 5-card value V5 (fold allowed after the draw, before the fee) of a dead set
    as an integer over :data:`DENOM5`, from the compiled kernel."""
    from ...oasis.kernel import situation_sums

    h = [int(c) for c in hand]
    pool = [c for c in range(52) if c not in set(h) | {int(upcard)}]
    best, _, _, denom = situation_sums(h, int(upcard), pool, rules, (5,))
    assert int(denom[31]) == DENOM5
    return int(best[31])


def survivor_rank_classes(rank: int, rules: OasisRules) -> dict[str, Any]:
    """Stage 1 for the spade up card of rank ``rank``: the suit classes where the 5-card
    exchange survives the bound of :mod:`pokerlib.builders.oasis_exact_edge.bounds` (bound - fee >=
    max(fold, raise) - SAFETY), grouped by rank class (the sorted ranks of the hand), with one
    representative hand (card ids) per rank class."""
    from .bounds import N0, SAFETY, suit_classes, upcard_bounds
    from .counts import hand_cards, hand_positions

    t = time.process_time()
    upcard = 4 * rank
    r5 = _five_only(rules)
    ub = upcard_bounds(upcard, r5)
    crow, weight = suit_classes(upcard)
    base = np.maximum(ub.nums[crow] / N0, -1.0)
    b5 = ub.bounds(crow)[:, 31] - rules.fee_for(5)
    live = b5 >= base - SAFETY
    rows, w = crow[live], weight[live]
    cards = hand_cards(upcard, hand_positions()[rows])
    ranks = np.sort(cards >> 2, axis=1)
    key = ranks @ (13 ** np.arange(5))
    uniq, first, inv = np.unique(key, return_index=True, return_inverse=True)
    classes = []
    for j in range(len(uniq)):
        sel = inv == j
        classes.append({"ranks": [int(x) for x in ranks[first[j]]],
                        "rep": [int(c) for c in cards[first[j]]],
                        "suit_classes": int(sel.sum()), "situations": int(w[sel].sum())})
    return {"rank": rank, "upcard": upcard, "suit_classes": int(len(crow)),
            "situations": int(weight.sum()), "survivor_suit_classes": int(live.sum()),
            "survivor_situations": int(w.sum()), "classes": classes,
            "cpu_seconds": time.process_time() - t}


# --- the resumable run -----------------------------------------------------------------------

def run_representatives(out: Any, rules: OasisRules | None = None,
                        ranks: Iterable[int] = range(13),
                        log: Callable[[str], Any] = print) -> None:
    """Stage 1 and the exact V5 of every representative, resumably: ``out/classes_RR.json``
    per up-card rank, then one line per valued representative in ``out/v5_RR.jsonl``
    (a run skips what is there)."""
    rules = OasisRules.premium_casino_europa() if rules is None else rules
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for rank in ranks:
        cpath = out / f"classes_{rank:02d}.json"
        if cpath.exists():
            cls = json.loads(cpath.read_text())
        else:
            cls = survivor_rank_classes(rank, rules)
            write_atomic(cpath, cls)
            log(f"rank {rank}: {len(cls['classes'])} rank classes, "
                f"{cls['survivor_suit_classes']} suit classes, {cls['cpu_seconds']:.1f} s")
        vpath = out / f"v5_{rank:02d}.jsonl"
        done = {d["i"] for d in read_lines(vpath)}
        with vpath.open("a") as f:
            for i, c in enumerate(cls["classes"]):
                if i in done:
                    continue
                t = time.process_time()
                num = five_card_numerator(c["rep"], 4 * rank, rules)
                f.write(json.dumps({"i": i, "num": num, "cpu": time.process_time() - t})
                        + "\n")
                f.flush()
                if i % 500 == 0:
                    log(f"rank {rank}: {i}/{len(cls['classes'])} V5={num / DENOM5:.4f}")


def _load(out: Path) -> list[dict[str, Any]]:
    """Every rank class of a finished run, with its up-card rank and V5 numerator."""
    rows = []
    for rank in range(13):
        path = out / f"classes_{rank:02d}.json"
        if not path.exists():
            continue
        cls = json.loads(path.read_text())
        nums = {d["i"]: d for d in read_lines(out / f"v5_{rank:02d}.jsonl")}
        for i, c in enumerate(cls["classes"]):
            rows.append({**c, "rank": rank, "num": nums[i]["num"], "cpu": nums[i]["cpu"]}
                        if i in nums else {**c, "rank": rank, "num": None})
    return rows


def random_member(ranks: list[int], upcard: int, rng: random.Random) -> list[int]:
    """A dead set of the rank class: the discard ranks ``ranks`` with random suits (distinct
    cards, none the up card)."""
    while True:
        cards = [4 * r + rng.randrange(4) for r in ranks]
        if len(set(cards)) == 5 and upcard not in cards:
            return sorted(cards)


def check_random(out: Any, rules: OasisRules | None = None, n: int = 300, seed: int = 24,
                 log: Callable[[str], Any] = print) -> list[dict[str, Any]]:
    """The bound checked on ``n`` random members of random rank classes, exactly (resumable:
    ``out/check.jsonl``): V5(D') <= V5(rep) + class_slack(rep), and |V5(D') - V5(rep)| <=
    pair_slack(rep, D')."""
    rules = OasisRules.premium_casino_europa() if rules is None else rules
    return check_members(
        Path(out), _load(Path(out)), n, seed,
        lambda c, rng: random_member(c["ranks"], 4 * c["rank"], rng),
        lambda c, member: five_card_numerator(member, 4 * c["rank"], rules), log)


def summarize(out: Any, rules: OasisRules | None = None,
              checks: list[dict[str, Any]] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The proof's figures from a finished run (JSON summary, arrays per rank class)."""
    rules = OasisRules.premium_casino_europa() if rules is None else rules
    out = Path(out)
    classes = _load(out)
    missing = sum(c["num"] is None for c in classes)
    fee = rules.fee_for(5)
    t0 = time.process_time()
    worst: tuple[Fraction, int] | None = None
    v5s, slacks, margins = [], [], []
    for j, c in enumerate(classes):
        if c["num"] is None:
            continue
        terms = pool_terms(c["rep"], 4 * c["rank"], rules)
        v5 = Fraction(c["num"], DENOM5)
        s = class_slack(terms, rules)
        margin = (fee - 1) - (v5 + s)
        v5s.append(v5)
        slacks.append(s)
        margins.append(margin)
        if worst is None or margin < worst[0]:
            worst = (margin, j)
    cpu_slack = time.process_time() - t0
    stage1 = [json.loads(p.read_text()) for p in sorted(out.glob("classes_*.json"))]
    t_max, q_max, most = class_caps(rules)
    summary: dict[str, Any] = {
        "rules": rules.name, "fee": fee, "claim": f"the {fee}-Ante 5-card exchange is never "
        "optimal: V5 <= fee - 1 = 1 in every situation",
        "situations": sum(s["situations"] for s in stage1),
        "suit_classes": sum(s["suit_classes"] for s in stage1),
        "bound_survivor_situations": sum(s["survivor_situations"] for s in stage1),
        "bound_survivor_suit_classes": sum(s["survivor_suit_classes"] for s in stage1),
        "rank_classes": len(classes), "rank_classes_valued": len(classes) - missing,
        "finished": missing == 0 and len(stage1) == 13,
        "caps": {"T_max": float(t_max), "Q_max": float(q_max), "most_flush_sets": most},
    }
    if v5s:
        mc = classes[worst[1]] if worst else None
        summary.update(
            max_rep_v5=float(max(v5s)), min_rep_v5=float(min(v5s)),
            max_class_slack=float(max(slacks)), min_class_slack=float(min(slacks)),
            max_bound=float(max(v + s for v, s in zip(v5s, slacks))),
            min_margin=float(worst[0]) if worst else None,
            min_margin_fraction=str(worst[0]) if worst else None,
            min_margin_class={"up_rank": mc["rank"], "ranks": mc["ranks"], "rep": mc["rep"]}
            if mc else None)
    if checks:
        cm, pm, gap = [], [], []
        for d in checks:
            c = classes[d["class"]]
            up = 4 * c["rank"]
            v_rep = Fraction(c["num"], DENOM5)
            v = Fraction(d["num"], DENOM5)
            rep_t = pool_terms(c["rep"], up, rules)
            cm.append(v_rep + class_slack(rep_t, rules) - v)
            pm.append(pair_slack(rep_t, pool_terms(d["member"], up, rules)) - abs(v - v_rep))
            gap.append(abs(v - v_rep))
        summary["check"] = {
            "members": len(checks), "class_bound_holds": all(x >= 0 for x in cm),
            "pair_bound_holds": all(x >= 0 for x in pm),
            "min_class_bound_margin": float(min(cm)), "min_pair_bound_margin": float(min(pm)),
            "max_abs_difference": float(max(gap)), "max_member_v5":
            float(max(Fraction(d["num"], DENOM5) for d in checks)),
            "cpu_seconds": sum(d["cpu"] for d in checks)}
    summary["status"] = ("proven" if summary["finished"] and summary.get("min_margin", -1) > 0
                         and summary.get("check", {}).get("class_bound_holds", True)
                         else "not proven")
    cpu = {"stage-1 bound": sum(s["cpu_seconds"] for s in stage1),
           "exact V5 of the representatives": sum(c.get("cpu", 0.0) for c in classes
                                                  if c["num"] is not None),
           "slack": cpu_slack}
    if checks:
        cpu["random members checked"] = summary["check"]["cpu_seconds"]
    summary["cpu_seconds"] = cpu
    arrays = {"up_rank": np.array([c["rank"] for c in classes], dtype=np.int8),
              "rep": np.array([c["rep"] for c in classes], dtype=np.int8).reshape(-1, 5),
              "v5_numerator": np.array([MISSING if c["num"] is None else c["num"]
                                        for c in classes], dtype=np.int64),
              "situations": np.array([c["situations"] for c in classes], dtype=np.int64)}
    return summary, arrays


if __name__ == "__main__":  # pragma: no cover - the long run
    import sys

    run_representatives(sys.argv[1] if len(sys.argv) > 1 else "europa-coupling")
