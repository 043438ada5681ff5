"""Suit coupling for one kept card: exchanging four cards for 2 Antes (Galewind) is
never optimal, by the exact value of one situation per rank class and a bound on what suits
change. The 5-card case is :mod:`pokerlib.builders.oasis_exact_edge.coupling_five`; this module
applies its idea
to the 4-card exchange and shares its
:class:`~pokerlib.builders.oasis_exact_edge.coupling_five.PoolTerms`.

The player keeps one card ``c`` and exchanges the other four, so the option's value before
the fee,

    V4 = mean over the draws R (4 of the 46 unseen cards) of max(-1, raise(c + R)),
    raise(c + R) = mean over the dealer's hidden cards H (4 of the other 42) of pay(c+R, u+H),

depends only on the up card u, the kept card c and the pool (the 52 cards minus the five
dealt and u). The option is worth V4 - fee and the 0/1-card best is at least fold = -1, so
it can be optimal only where V4 > fee - 1 = 1.

**Rank classes.** Two situations D, D' with the same u, the same kept card c and the same
multiset of discard ranks leave pools with the same number of cards of each rank. A
rank-preserving bijection phi of the pools (the identity on the common cards) maps (R, H) to
(phi R, phi H) one to one, and scores depend on ranks except through flushes; max(-1, .) and
means are 1-Lipschitz, so

    |V4(D) - V4(D')| <= E |pay(c+R, u+H) - pay(c+phi R, u+H)|
                        + E |pay(c+phi R, u+H) - pay(c+phi R, u+phi H)|

* **player term**: c + R and c + phi R have the same ranks, so their scores differ only where
  one of them is a flush: R is 4 cards of c's suit (the flush-type 4-sets of the pool in c's
  suit, among them the straight flushes and royals that contain c). The other hand then has
  5 distinct ranks (a straight or a high card, below the flush), and against one dealer hand
  the payoffs differ by at most w(m_f) = 2 + Raise (1 + m_f). So the term is at most
  T(D) + T(D'), T(D) = sum over the pool's 4-sets R of c's suit of w(m(c + R)) / C(46, 4).
* **dealer term**: non-zero only where H or phi H lies in u's suit; given R that has
  probability at most q(D) = C(S, 4) / C(42, 4), S = the pool's cards of u's suit (resp.
  q(D')). One player hand s against two dealer hands differs by at most w(m(s)), so the term
  is at most (q(D) + q(D')) M(D'), M = E_R w(m(c + R)) = 2 + Raise (1 + E m); the other
  order gives M(D), and the smaller holds.

So ``pair_slack(D, D')`` (the 5-card function, on these terms) bounds |V4(D) - V4(D')|. E m is
exact: every multiset of 4 ranks weighted by prod C(count, k) on the non-flush line of it with
c's rank, plus the flush corrections. Over a class, T(D') <= T_max (checked by enumerating
every set of the 12 other cards of c's suit, for every rank of c: at most C(12, 4) = 495
flush-type 4-sets, of which at most 5 straight flushes and 1 royal) and q(D') <= Q_max =
C(12, 4) / C(42, 4) (u is dead, so at most 12 cards of its suit in the pool), hence

    V4(D') <= V4(D) + class_slack(D),  class_slack(D) = T(D) + T_max + (q(D) + Q_max) M(D)

**Suit symmetry.** The up card is a spade (the other suits are the same game); permuting the
other three suits changes no value, so c's suit matters only as spade or not. A rank class is
(up rank, c's rank, whether c is a spade, the sorted 4 discard ranks): any member can be moved
by such a permutation to one with the representative's kept card, with the same V4 and terms.

**The proof run** (:func:`run_representatives`): the stage-1 bound of
:mod:`pokerlib.builders.oasis_exact_edge.bounds` rules the 4-card exchange out in most situations;
the
(suit class, kept card) pairs it leaves are grouped by rank class, one representative each
is valued exactly with the compiled kernel (an integer over :data:`DENOM4`; one kernel call
values the five kept cards of a hand, so representatives are taken from hands that serve
several classes), and every class must satisfy V4(rep) + class_slack(rep) <= fee - 1.
:func:`check_random` tests the bounds on random members of random classes.
docs/oasis-exact.md writes the proof out with the figures.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable, Iterable
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import numpy as np

from ...oasis.rules import OasisRules
from .coupling import (
    CHOOSE,
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

__all__ = ["DENOM4", "FEE", "pool_terms4", "class_caps4", "class_slack4", "four_card_numerators",
           "survivor_rank_classes4", "run_representatives", "random_member", "check_random",
           "summarize", "pair_slack"]

_DRAWS4 = comb(46, 4)
_DEALERS4 = comb(42, 4)
#: the 4-card value's denominator: C(46, 4) draws x C(42, 4) dealer hands
DENOM4 = _DRAWS4 * _DEALERS4
#: the fee proven too dear (Galewind's 4-card fee)
FEE = 2


def _keep_mask(i: int) -> int:
    """The discard mask that keeps the ``i``-th card of the hand."""
    return 31 ^ (1 << i)


def _four_only(rules: OasisRules) -> OasisRules:
    """The rules with only the 4-card exchange (and the 1-card one): the 4-card bound and
    max(fold, raise) do not depend on the other fees."""
    return OasisRules(name=rules.name, paytable=rules.paytable, qualifier=rules.qualifier,
                      fees=(rules.fees[0], None, None, rules.fees[3], None),
                      max_exchanges=rules.max_exchanges, raise_antes=rules.raise_antes)


# --- the slack -------------------------------------------------------------------------------

def _flush_sets(rank: int, ranks: set[int]) -> tuple[int, int, int]:
    """The 4-sets R of ``ranks`` (the pool's ranks in c's suit) with c of rank ``rank``: all
    of them (c + R a flush), straight flushes (royals among them), royals."""
    sf = sum(1 for w in WINDOWS if rank in w and w - {rank} <= ranks)
    royal = int(rank in WINDOWS[-1] and WINDOWS[-1] - {rank} <= ranks)
    return comb(len(ranks), 4), sf, royal


def pool_terms4(hand: Iterable[int], keep: int, upcard: int, rules: OasisRules) -> PoolTerms:
    """:class:`~pokerlib.builders.oasis_exact_edge.coupling_five.PoolTerms` of the 4-card exchange
    keeping
    ``hand[keep]`` (``hand``: 5 card ids) against ``upcard``, exactly: flush-type draws are
    the 4-sets of c's suit, the multiples those of c + R."""
    h = [int(x) for x in hand]
    c = h[keep]
    dead = set(h) | {int(upcard)}
    pool = [x for x in range(52) if x not in dead]
    counts = np.bincount([x >> 2 for x in pool], minlength=13)
    rc = c >> 2
    suited = {x >> 2 for x in pool if x & 3 == c & 3}
    flushes, sf, royals = _flush_sets(rc, suited)
    ks, lines = rank_multisets()
    has = ks[:, rc] >= 1
    k4 = ks[has].copy()
    k4[:, rc] -= 1                            # the draw's ranks: c's rank taken out once
    weight = np.prod(CHOOSE[counts[None, :], k4], axis=1)
    assert int(weight.sum()) == _DRAWS4
    m = rules.paytable
    base = int((weight * np.array(m, dtype=np.int64)[lines[has]]).sum())
    fix = ((m[FLUSH] - m[HIGH]) * flushes
           + ((m[SF] - m[STRAIGHT]) - (m[FLUSH] - m[HIGH])) * sf
           + (m[ROYAL] - m[SF]) * royals)
    up_suit = sum(1 for x in pool if x & 3 == upcard & 3)
    return PoolTerms(flushes, sf, royals, up_suit, base + fix, rules.raise_antes,
                     rules.paytable, _DRAWS4, _DEALERS4)


@functools.lru_cache(maxsize=8)
def class_caps4(rules: OasisRules) -> tuple[Fraction, Fraction, tuple[int, int, int]]:
    """T_max and Q_max, the largest T(D') and q(D') of any situation, by enumeration: every
    rank of c and every set of the 12 other cards of c's suit that the pool may hold (the
    largest (flush sets, straight flushes, royals) found comes third)."""
    w = PoolTerms(0, 0, 0, 0, 0, rules.raise_antes, rules.paytable).w
    best, arg = -1, (0, 0, 0)
    for rank in range(13):
        others = [r for r in range(13) if r != rank]
        for bits in range(1 << 12):
            ranks = {others[j] for j in range(12) if bits >> j & 1}
            f, sf, roy = _flush_sets(rank, ranks)
            v = w(FLUSH) * f + (w(SF) - w(FLUSH)) * sf + (w(ROYAL) - w(SF)) * roy
            if v > best:
                best, arg = v, (f, sf, roy)
    q_max = max(comb(s, 4) for s in range(13))   # u is dead: at most 12 of its suit
    return Fraction(best, _DRAWS4), Fraction(q_max, _DEALERS4), arg


def class_slack4(rep: PoolTerms, rules: OasisRules) -> Fraction:
    """V4(D') - V4(rep) <= this, for every D' of the representative's rank class."""
    t_max, q_max, _ = class_caps4(rules)
    return rep.player + t_max + (rep.dealer_flush + q_max) * rep.mean_gap


# --- exact values ------------------------------------------------------------------------------

def four_card_numerators(hand: Any, upcard: int, rules: OasisRules) -> list[int]:
    """The exact 4-card values V4 (fold allowed after the draw, before the fee) of keeping
    each card of ``hand``, as integers over :data:`DENOM4`, from one compiled-kernel call."""
    from ...oasis.kernel import situation_sums

    h = [int(x) for x in hand]
    pool = [x for x in range(52) if x not in set(h) | {int(upcard)}]
    best, _, _, denom = situation_sums(h, int(upcard), pool, rules, (4,))
    out = []
    for i in range(5):
        assert int(denom[_keep_mask(i)]) == DENOM4
        out.append(int(best[_keep_mask(i)]))
    return out


def survivor_rank_classes4(rank: int, rules: OasisRules) -> dict[str, Any]:
    """Stage 1 for the spade up card of rank ``rank``: the (suit class, kept card) pairs where
    the 4-card exchange survives the bound of :mod:`pokerlib.builders.oasis_exact_edge.bounds`
    (bound - fee
    >= max(fold, raise) - SAFETY), grouped by rank class, with one representative (hand,
    kept card) per class. Representatives come first from hands that serve the most classes,
    so that one kernel call values several. ``survivor_situations``: the situations where
    some 4-card option survives; ``survivor_options``: the (situation, kept card) pairs."""
    from .bounds import N0, SAFETY, suit_classes, upcard_bounds
    from .counts import hand_cards, hand_positions

    t = time.process_time()
    upcard = 4 * rank
    r4 = _four_only(rules)
    ub = upcard_bounds(upcard, r4)
    crow, weight = suit_classes(upcard)
    base = np.maximum(ub.nums[crow] / N0, -1.0)
    b = ub.bounds(crow)[:, [_keep_mask(i) for i in range(5)]] - rules.fee_for(4)
    live = b >= base[:, None] - SAFETY                     # (classes, kept card)
    j, keep = np.nonzero(live)
    cards = hand_cards(upcard, hand_positions()[crow[j]])  # (survivors, 5)
    kept = cards[np.arange(len(j)), keep]
    disc = np.sort(np.where(np.arange(5)[None, :] == keep[:, None], 99, cards >> 2),
                   axis=1)[:, :4]
    key = ((kept >> 2) + 13 * ((kept & 3) == 0)
           + 26 * (disc @ (13 ** np.arange(4))))
    uniq, inv = np.unique(key, return_inverse=True)
    inv = inv.ravel()
    sc = np.bincount(inv, minlength=len(uniq))
    sw = np.bincount(inv, weights=weight[j], minlength=len(uniq)).astype(np.int64)
    first = _cover(j, inv, len(uniq))
    hands: dict[tuple[int, ...], int] = {}
    classes = []
    for u in range(len(uniq)):
        f = first[u]
        hand = tuple(int(x) for x in cards[f])
        h = hands.setdefault(hand, len(hands))
        classes.append({"kept_rank": int(kept[f] >> 2), "kept_spade": bool(kept[f] & 3 == 0),
                        "ranks": [int(x) for x in disc[f]], "hand": h, "keep": int(keep[f]),
                        "suit_classes": int(sc[u]), "situations": int(sw[u])})
    anyl = live.any(axis=1)
    return {"rank": rank, "upcard": upcard, "suit_classes": int(len(crow)),
            "situations": int(weight.sum()), "survivor_suit_classes": int(anyl.sum()),
            "survivor_situations": int(weight[anyl].sum()), "survivor_pairs": int(len(j)),
            "survivor_options": int(weight[j].sum()), "hands": [list(x) for x in hands],
            "classes": classes, "cpu_seconds": time.process_time() - t}


def _cover(hand: np.ndarray, cls: np.ndarray, n: int) -> np.ndarray:
    """For each of the ``n`` classes, one survivor (an index into ``hand``/``cls``, the
    survivors' hand and class), chosen greedily so that few hands cover every class: the hand
    with the most classes not covered yet first (lazily re-counted)."""
    import heapq

    by_hand: dict[int, dict[int, int]] = {}
    for t, (h, c) in enumerate(zip(hand.tolist(), cls.tolist())):
        by_hand.setdefault(h, {}).setdefault(c, t)
    heap = [(-len(v), h) for h, v in by_hand.items()]
    heapq.heapify(heap)
    rep = np.full(n, -1, dtype=np.int64)
    while heap:
        neg, h = heapq.heappop(heap)
        new = {c: t for c, t in by_hand[h].items() if rep[c] < 0}
        if not new:
            continue
        if heap and len(new) < -heap[0][0]:
            by_hand[h] = new
            heapq.heappush(heap, (-len(new), h))
            continue
        for c, t in new.items():
            rep[c] = t
    assert (rep >= 0).all()
    return rep


# --- the resumable run -----------------------------------------------------------------------

def run_representatives(out: Any, rules: OasisRules | None = None,
                        ranks: Iterable[int] = range(13),
                        log: Callable[[str], Any] = print) -> None:
    """Stage 1 and the exact V4 of every representative, resumably: ``out/classes_RR.json``
    per up-card rank, then one line per representative hand (its five V4 numerators) in
    ``out/v4_RR.jsonl`` (a run skips what is there)."""
    rules = OasisRules.galewind() if rules is None else rules
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for rank in ranks:
        cpath = out / f"classes_{rank:02d}.json"
        if cpath.exists():
            cls = json.loads(cpath.read_text())
        else:
            cls = survivor_rank_classes4(rank, rules)
            write_atomic(cpath, cls)
            log(f"rank {rank}: {len(cls['classes'])} rank classes in {len(cls['hands'])} "
                f"hands, {cls['survivor_pairs']} (suit class, kept card) pairs, "
                f"{cls['cpu_seconds']:.1f} s")
        vpath = out / f"v4_{rank:02d}.jsonl"
        done = {d["h"] for d in read_lines(vpath)}
        with vpath.open("a") as f:
            for h, hand in enumerate(cls["hands"]):
                if h in done:
                    continue
                t = time.process_time()
                nums = four_card_numerators(hand, 4 * rank, rules)
                f.write(json.dumps({"h": h, "nums": nums, "cpu": time.process_time() - t})
                        + "\n")
                f.flush()
                if h % 500 == 0:
                    log(f"rank {rank}: {h}/{len(cls['hands'])} hands")


def _load(out: Path) -> list[dict[str, Any]]:
    """Every rank class of a run, with its up-card rank, representative hand and V4
    numerator (None: not valued yet)."""
    rows = []
    for rank in range(13):
        path = out / f"classes_{rank:02d}.json"
        if not path.exists():
            continue
        cls = json.loads(path.read_text())
        nums = {d["h"]: d for d in read_lines(out / f"v4_{rank:02d}.jsonl")}
        for c in cls["classes"]:
            d = nums.get(c["hand"])
            rows.append({**c, "rank": rank, "rep": cls["hands"][c["hand"]],
                         "num": None if d is None else d["nums"][c["keep"]]})
    return rows


def _cpu_of_hands(out: Path) -> float:
    return sum(d["cpu"] for rank in range(13)
               for d in read_lines(out / f"v4_{rank:02d}.jsonl"))


def random_member(rep: list[int], keep: int, upcard: int, rng: random.Random) -> list[int]:
    """A situation of the representative's rank class with its kept card: the kept card at
    ``keep``, the discards' ranks with random suits (distinct cards, none the up card)."""
    c = rep[keep]
    ranks = [x >> 2 for i, x in enumerate(rep) if i != keep]
    while True:
        disc = [4 * r + rng.randrange(4) for r in ranks]
        if len(set(disc)) == 4 and upcard not in disc and c not in disc:
            return disc[:keep] + [c] + disc[keep:]


def check_random(out: Any, rules: OasisRules | None = None, n: int = 300, seed: int = 24,
                 log: Callable[[str], Any] = print) -> list[dict[str, Any]]:
    """The bounds checked on ``n`` random members of random rank classes, exactly (resumable:
    ``out/check.jsonl``): V4(D') <= V4(rep) + class_slack(rep), and |V4(D') - V4(rep)| <=
    pair_slack(rep, D')."""
    rules = OasisRules.galewind() if rules is None else rules
    return check_members(
        Path(out), _load(Path(out)), n, seed,
        lambda c, rng: random_member(c["rep"], c["keep"], 4 * c["rank"], rng),
        lambda c, member: four_card_numerators(member, 4 * c["rank"], rules)[c["keep"]], log)


def summarize(out: Any, rules: OasisRules | None = None,
              checks: list[dict[str, Any]] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The proof's figures from a run (JSON summary, arrays per rank class); ``"status"`` is
    ``"proven"`` only when every class of every up card was valued and has a positive margin
    (and every random check holds)."""
    rules = OasisRules.galewind() if rules is None else rules
    out = Path(out)
    classes = _load(out)
    missing = sum(c["num"] is None for c in classes)
    fee = rules.fee_for(4)
    t0 = time.process_time()
    worst: tuple[Fraction, int] | None = None
    v4s, slacks = [], []
    for j, c in enumerate(classes):
        if c["num"] is None:
            continue
        terms = pool_terms4(c["rep"], c["keep"], 4 * c["rank"], rules)
        v4 = Fraction(c["num"], DENOM4)
        s = class_slack4(terms, rules)
        margin = (fee - 1) - (v4 + s)
        v4s.append(v4)
        slacks.append(s)
        if worst is None or margin < worst[0]:
            worst = (margin, j)
    cpu_slack = time.process_time() - t0
    stage1 = [json.loads(p.read_text()) for p in sorted(out.glob("classes_*.json"))]
    t_max, q_max, most = class_caps4(rules)
    summary: dict[str, Any] = {
        "rules": rules.name, "fee": fee, "cards": 4,
        "claim": f"the {fee}-Ante 4-card exchange is never optimal: V4 <= fee - 1 = "
                 f"{fee - 1} in every situation",
        "situations": sum(s["situations"] for s in stage1),
        "suit_classes": sum(s["suit_classes"] for s in stage1),
        "bound_survivor_situations": sum(s["survivor_situations"] for s in stage1),
        "bound_survivor_suit_classes": sum(s["survivor_suit_classes"] for s in stage1),
        "bound_survivor_options": sum(s["survivor_options"] for s in stage1),
        "bound_survivor_pairs": sum(s["survivor_pairs"] for s in stage1),
        "rank_classes": len(classes), "rank_classes_valued": len(classes) - missing,
        "hands_valued": sum(len(s["hands"]) for s in stage1),
        "up_ranks_done": len(stage1),
        "finished": missing == 0 and len(stage1) == 13,
        "caps": {"T_max": float(t_max), "Q_max": float(q_max),
                 "T_max_fraction": str(t_max), "Q_max_fraction": str(q_max),
                 "largest_flush_sets": list(most)},
    }
    if v4s and worst is not None:
        mc = classes[worst[1]]
        summary.update(
            max_rep_v4=float(max(v4s)), min_rep_v4=float(min(v4s)),
            max_class_slack=float(max(slacks)), min_class_slack=float(min(slacks)),
            max_bound=float(max(v + s for v, s in zip(v4s, slacks))),
            min_margin=float(worst[0]), min_margin_fraction=str(worst[0]),
            min_margin_class={"up_rank": mc["rank"], "kept": mc["rep"][mc["keep"]],
                              "ranks": mc["ranks"], "rep": mc["rep"]})
    if checks:
        cm, pm, gap = [], [], []
        for d in checks:
            c = classes[d["class"]]
            up = 4 * c["rank"]
            v_rep = Fraction(c["num"], DENOM4)
            v = Fraction(d["num"], DENOM4)
            rep_t = pool_terms4(c["rep"], c["keep"], up, rules)
            cm.append(v_rep + class_slack4(rep_t, rules) - v)
            pm.append(pair_slack(rep_t, pool_terms4(d["member"], c["keep"], up, rules))
                      - abs(v - v_rep))
            gap.append(abs(v - v_rep))
        summary["check"] = {
            "members": len(checks), "class_bound_holds": all(x >= 0 for x in cm),
            "pair_bound_holds": all(x >= 0 for x in pm),
            "min_class_bound_margin": float(min(cm)), "min_pair_bound_margin": float(min(pm)),
            "max_abs_difference": float(max(gap)),
            "max_member_v4": float(max(Fraction(d["num"], DENOM4) for d in checks)),
            "cpu_seconds": sum(d["cpu"] for d in checks)}
    summary["status"] = ("proven" if summary["finished"] and summary.get("min_margin", -1) > 0
                         and summary.get("check", {}).get("class_bound_holds", False)
                         and summary["check"].get("pair_bound_holds", False)
                         else "not proven")
    cpu = {"stage-1 bound": sum(s["cpu_seconds"] for s in stage1),
           "exact V4 of the representatives": _cpu_of_hands(out), "slack": cpu_slack}
    if checks:
        cpu["random members checked"] = summary["check"]["cpu_seconds"]
    summary["cpu_seconds"] = cpu
    arrays = {"up_rank": np.array([c["rank"] for c in classes], dtype=np.int8),
              "rep": np.array([c["rep"] for c in classes], dtype=np.int8).reshape(-1, 5),
              "keep": np.array([c["keep"] for c in classes], dtype=np.int8),
              "v4_numerator": np.array([MISSING if c["num"] is None else c["num"]
                                        for c in classes], dtype=np.int64),
              "situations": np.array([c["situations"] for c in classes], dtype=np.int64)}
    return summary, arrays


if __name__ == "__main__":  # pragma: no cover - the long run
    import sys

    run_representatives(sys.argv[1] if len(sys.argv) > 1 else "oasis-coupling-galewind-four")
