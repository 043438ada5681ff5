"""The exact house edge of any Oasis Poker rules, as a resumable Dask job.

``python -m pokerlib oasis-edge --preset netent`` (or ``--rules my_rules.json``) values every
(hand, up card) situation with the exact kernel (:mod:`pokerlib.oasis.kernel`: fold, raise and
every exchange of 1-5 cards, each exact) and plays the best option. Suits are symmetric, so the
up card is one of the 13 spades and each situation weighs 4: 13 x C(51, 5) = 30,537,780
situations. They are spread over **units** of ``unit_size`` situations by a fixed
pseudo-random permutation (``i -> (A i + B) mod N``), so every unit is a spread-out slice of
the whole game and a part of the units already gives an honest estimate.

* The job runs on ``dask.distributed``: by default a ``LocalCluster`` on this machine's cores
  (``--workers N``), or an existing cluster (``--scheduler tcp://HOST:8786``, or a ``Client``
  passed to :func:`run_job`).
* Each finished unit is saved at once as ``unit_NNNNN.json`` in the results folder (written
  to a temporary name and renamed, so a file is never half written); a second run skips the
  units already there. ``job.json`` records the rules and the unit size: a folder made for
  other rules is refused.
* ``result.json`` says ``"finished": true`` and gives ``"house_edge"`` as an exact fraction
  ``"p/q"`` only when every unit is there; until then it gives an estimate and its standard
  error from the units done.

Cost: about 0.2-0.3 s of CPU per situation on this project's machines, so the whole game is
about 2,000 CPU-hours: a cluster's job (or a sample: ``--units 0-99``). Nothing here prunes
with bounds yet (see ``docs``/OASIS-EXACT for the bounds that would).

>>> plan = JobPlan(OasisRules.netent(), unit_size=1000)
>>> plan.n_units, plan.situation(0)[1]
(30538, Card('2s'))
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..cards import Card
from ..errors import DataError, PokerError, RulesError
from .arguments import whole_number
from .rules import OasisRules

__all__ = [
    "N_SITUATIONS",
    "JobPlan",
    "rules_to_json",
    "rules_from_json",
    "best_option",
    "run_unit",
    "run_job",
    "read_results",
    "main",
]

N_HANDS = math.comb(51, 5)
#: the situations valued: 13 spade up cards x every 5 of the other 51 cards (each weighs 4)
N_SITUATIONS = 13 * N_HANDS
_A = 1_000_003  # the permutation's multiplier (a prime not dividing N_SITUATIONS)
_B = 12_345_679
PRESETS = {"bgaming": OasisRules.bgaming, "netent": OasisRules.netent,
           "senator": OasisRules.casino_senator, "europa": OasisRules.premium_casino_europa}
_FIELDS = ("paytable", "fees", "qualifier", "raise_antes", "max_exchanges", "five_forces_raise")


def rules_to_json(rules: OasisRules) -> dict[str, Any]:
    """The rules' fields as a JSON object (``fees``: ``null`` = not allowed)."""
    return {"name": rules.name, **{f: (list(getattr(rules, f)) if f in ("paytable", "fees")
                                       else getattr(rules, f)) for f in _FIELDS}}


def rules_from_json(data: Any) -> OasisRules:
    """:class:`OasisRules` from a JSON object of its fields (missing fields: BGaming's)."""
    if not isinstance(data, dict):
        raise RulesError("the rules must be a JSON object of OasisRules fields ("
                         + ", ".join(_FIELDS) + f"), not {type(data).__name__}")
    unknown = set(data) - set(_FIELDS) - {"name", "note"}
    if unknown:
        raise RulesError(f"unknown rules field(s) {', '.join(sorted(unknown))}; the fields are "
                         + ", ".join(_FIELDS) + " (and name, note)")
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


@dataclass(frozen=True)
class JobPlan:
    """The rules and how the situations are cut into units."""

    rules: OasisRules
    unit_size: int = 2000

    def __post_init__(self) -> None:
        OasisRules.check(self.rules)
        whole_number(self.unit_size, "unit_size (situations per unit)", DataError, 1,
                      N_SITUATIONS)
        if self.rules.max_exchanges > 1:
            raise RulesError("the house-edge job values one exchange per hand; rules with "
                             f"max_exchanges={self.rules.max_exchanges} are not supported "
                             "(0 or 1 are)")

    @property
    def n_units(self) -> int:
        return -(-N_SITUATIONS // self.unit_size)

    def situation(self, i: int) -> tuple[tuple[Card, ...], Card]:
        """Situation number ``i`` (0..N_SITUATIONS-1): the hand and the spade up card."""
        up_rank, hand_rank = divmod(i, N_HANDS)
        up = 4 * up_rank  # suit 0: spades
        others = [c for c in range(52) if c != up]
        return tuple(Card(others[p]) for p in _colex_unrank(hand_rank, 5)), Card(up)

    def unit_situations(self, unit: int) -> range | list[int]:
        lo = unit * self.unit_size
        hi = min(lo + self.unit_size, N_SITUATIONS)
        return [(_A * j + _B) % N_SITUATIONS for j in range(lo, hi)]

    def header(self) -> dict[str, Any]:
        return {"rules": rules_to_json(self.rules), "unit_size": self.unit_size,
                "n_units": self.n_units, "n_situations": N_SITUATIONS,
                "permutation": [_A, _B], "version": 1}


def best_option(hand: Sequence[Card], upcard: Card, rules: OasisRules
                ) -> tuple[Fraction, str, Fraction]:
    """The exact value in Antes of the best option of a situation, its action (``fold``,
    ``raise`` or ``exchange k``) and the expected amount wagered (Ante + fee + Raise)."""
    from .kernel import situation_sums

    pool = [c for c in range(52) if c not in {int(h) for h in hand} | {int(upcard)}]
    counts = tuple(rules.exchange_counts) if rules.max_exchanges else ()
    best, forced, raises, denom = situation_sums([int(c) for c in hand], int(upcard), pool,
                                                 rules, counts)
    ra = rules.raise_antes
    keep = Fraction(int(forced[0]), int(denom[0]))
    top = (Fraction(-1), "fold", Fraction(1))
    if keep > top[0]:
        top = (keep, "raise", Fraction(1 + ra))
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
        if value > top[0]:
            top = (value, f"exchange {k}", 1 + fee + ra * share)
    return top


def run_unit(rules_json: dict[str, Any], unit_size: int, unit: int) -> dict[str, Any]:
    """Value one unit (runs on a worker): the exact sum of the best values, the expected
    wagers, how often each action is best, and the CPU time."""
    t0 = time.process_time()
    plan = JobPlan(rules_from_json(rules_json), unit_size)
    total = Fraction(0)
    wager = Fraction(0)
    actions: dict[str, int] = {}
    idx = plan.unit_situations(unit)
    for i in idx:
        hand, up = plan.situation(i)
        v, act, w = best_option(hand, up, plan.rules)
        total += v
        wager += w
        actions[act] = actions.get(act, 0) + 1
    return {"unit": unit, "situations": len(idx), "value_sum": str(total),
            "wager_sum": str(wager), "actions": actions,
            "cpu_seconds": time.process_time() - t0}


def _write_json(path: Path, data: dict[str, Any]) -> None:
    """Write atomically: a temporary file renamed over the target."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1))
    os.replace(tmp, path)


def _unit_path(out: Path, unit: int) -> Path:
    return out / f"unit_{unit:05d}.json"


def _open_folder(out: Path, plan: JobPlan) -> None:
    """Create the results folder, or check that it was made for the same rules and units."""
    out.mkdir(parents=True, exist_ok=True)
    job = out / "job.json"
    if job.exists():
        try:
            have = json.loads(job.read_text())
        except (OSError, ValueError) as e:
            raise DataError(f"{job} is not a readable job header ({e}); use another --out "
                            "folder") from e
        if have != plan.header():
            raise DataError(f"{out} holds results for other rules or units "
                            f"({have.get('rules', {}).get('name', '?')}, unit size "
                            f"{have.get('unit_size', '?')}); use another --out folder")
    else:
        _write_json(job, plan.header())


def _done_units(out: Path, plan: JobPlan) -> dict[int, dict[str, Any]]:
    """The finished units in the folder (files that parse and describe their unit)."""
    done = {}
    for p in sorted(out.glob("unit_*.json")):
        try:
            d = json.loads(p.read_text())
            u = int(d["unit"])
            Fraction(d["value_sum"])
        except (OSError, ValueError, KeyError, TypeError):
            continue  # an unreadable file is not a finished unit: it is computed again
        if p.name == _unit_path(out, u).name and 0 <= u < plan.n_units:
            done[u] = d
    return done


def _unit_list(units: Iterable[int] | None, plan: JobPlan) -> list[int]:
    if units is None:
        return list(range(plan.n_units))
    out = sorted({whole_number(u, "unit", DataError, 0, plan.n_units - 1) for u in units})
    return out


def parse_units(text: str) -> list[int]:
    """``"0-9,20"`` -> [0, 1, ..., 9, 20]."""
    out: list[int] = []
    for part in text.split(","):
        a, _, b = part.strip().partition("-")
        try:
            lo = int(a)
            hi = int(b) if b else lo
        except ValueError:
            raise DataError(f"--units takes numbers and ranges such as 0-9,20, not {text!r}"
                            ) from None
        out.extend(range(lo, hi + 1))
    return out


def run_job(rules: OasisRules, out: Any, *, units: Iterable[int] | None = None,
            unit_size: int = 2000, workers: int | None = None, scheduler: str | None = None,
            client: Any = None, progress: bool = True) -> dict[str, Any]:
    """Run (or resume) the house-edge job into the folder ``out`` and return the result
    (also written to ``out/result.json``). ``units``: only these units (default: all)."""
    from dask.distributed import Client, LocalCluster, as_completed

    plan = JobPlan(OasisRules.check(rules), unit_size)
    out = Path(out)
    todo_all = _unit_list(units, plan)
    _open_folder(out, plan)
    done = _done_units(out, plan)
    todo = [u for u in todo_all if u not in done]
    computed: list[int] = []
    if todo:
        own = None
        if client is None:
            if scheduler is not None:
                try:
                    client = Client(scheduler, timeout="5s")
                except (OSError, TimeoutError) as e:
                    raise DataError(f"cannot reach the Dask scheduler at {scheduler!r} ({e})"
                                    ) from e
            else:
                n = workers or os.cpu_count() or 1
                whole_number(n, "workers", DataError, 1)
                own = LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                                   dashboard_address=":0")
                client = Client(own)
        try:
            rj = rules_to_json(plan.rules)
            futures = [client.submit(run_unit, rj, plan.unit_size, u, pure=False)
                       for u in todo]
            bar = None
            if progress:
                from tqdm.auto import tqdm
                bar = tqdm(total=len(todo_all), initial=len(todo_all) - len(todo),
                           desc=f"{plan.rules.name}: units", unit="unit")
            for fut in as_completed(futures):
                d = fut.result()
                _write_json(_unit_path(out, d["unit"]), d)
                done[d["unit"]] = d
                computed.append(d["unit"])
                if bar is not None:
                    bar.update(1)
            if bar is not None:
                bar.close()
        finally:
            if own is not None:
                client.close()
                own.close()
    result = summarize(plan, done)
    result["computed_now"] = sorted(computed)
    _write_json(out / "result.json", result)
    return result


def summarize(plan: JobPlan, done: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The house edge from the finished units: exact when every unit is there, otherwise an
    estimate with its standard error (units as a sample)."""
    rules = plan.rules
    n = sum(d["situations"] for d in done.values())
    value = sum((Fraction(d["value_sum"]) for d in done.values()), Fraction(0))
    wager = sum((Fraction(d["wager_sum"]) for d in done.values()), Fraction(0))
    actions: dict[str, int] = {}
    for d in done.values():
        for a, c in d["actions"].items():
            actions[a] = actions.get(a, 0) + c
    finished = len(done) == plan.n_units and n == N_SITUATIONS
    res: dict[str, Any] = {
        "rules": rules_to_json(rules), "strategy": "optimal, every exchange allowed",
        "finished": finished, "exact": finished, "units_done": len(done),
        "n_units": plan.n_units, "situations_done": n, "n_situations": N_SITUATIONS,
        "cpu_seconds": sum(d["cpu_seconds"] for d in done.values()),
    }
    if not n:
        res.update(house_edge=None, estimate=None, se=None)
        return res
    edge = -value / n
    res["action_frequencies"] = {a: c / n for a, c in sorted(actions.items())}
    res["house_edge_per_wager"] = float(-value / wager)
    res["average_wager"] = float(wager / n)
    if finished:
        res.update(house_edge=f"{edge.numerator}/{edge.denominator}",
                   house_edge_float=float(edge), rtp=float(1 - edge), se=0.0)
    else:
        means = [-Fraction(d["value_sum"]) / d["situations"] for d in done.values()]
        m = float(edge)
        se = (math.sqrt(sum((float(x) - m) ** 2 for x in means) / (len(means) - 1)
                        / len(means)) if len(means) > 1 else float("nan"))
        res.update(house_edge=None, estimate=m, se=se, rtp=1 - m)
    return res


def read_results(out: Any) -> dict[str, Any]:
    """The result of a results folder, recomputed from its unit files (so a folder whose
    run was interrupted reads as unfinished, whatever ``result.json`` says)."""
    out = Path(out)
    job = out / "job.json"
    if not job.exists():
        raise DataError(f"{out} is not a results folder of 'python -m pokerlib oasis-edge' "
                        "(no job.json)")
    header = json.loads(job.read_text())
    plan = JobPlan(rules_from_json(header["rules"]), header["unit_size"])
    if header != plan.header():
        raise DataError(f"{job} was written by another version of the job")
    return summarize(plan, _done_units(out, plan))


def describe(result: dict[str, Any]) -> str:
    """One paragraph for the terminal."""
    name = result["rules"]["name"]
    head = (f"{name}: {result['units_done']:,} of {result['n_units']:,} units "
            f"({result['situations_done']:,} of {result['n_situations']:,} situations), "
            f"{result['cpu_seconds']:.0f} CPU-s")
    if result["exact"]:
        return (f"{head}\nhouse edge {100 * result['house_edge_float']:.5f}% of the Ante, "
                f"exact = {result['house_edge']} (optimal strategy, every exchange allowed)")
    if result.get("estimate") is None:
        return head + "\nno unit finished yet"
    return (f"{head}\nhouse edge about {100 * result['estimate']:.3f}% ± "
            f"{100 * result['se']:.3f}% of the Ante (estimate from the units done; not "
            "finished, so not exact)")


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(
        prog="python -m pokerlib oasis-edge",
        description="The exact house edge of Oasis Poker rules under the optimal strategy "
                    "(every exchange allowed), as a resumable Dask job.")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--preset", choices=sorted(PRESETS))
    g.add_argument("--rules", metavar="JSON", help="a JSON file of OasisRules fields: "
                   + ", ".join(_FIELDS) + " (fees: null = not allowed)")
    p.add_argument("--out", metavar="DIR", help="results folder (default: oasis-edge-NAME)")
    p.add_argument("--workers", type=int, default=None, help="local worker processes "
                   "(default: the machine's cores)")
    p.add_argument("--scheduler", metavar="tcp://HOST:8786", help="an existing Dask cluster")
    p.add_argument("--units", metavar="LIST", help="only these units, e.g. 0-99 (a sample)")
    p.add_argument("--unit-size", type=int, default=2000, help="situations per unit")
    p.add_argument("--no-progress", action="store_true")
    a = p.parse_args(argv)
    try:
        if a.preset:
            rules = PRESETS[a.preset]()
        else:
            try:
                data = json.loads(Path(a.rules).read_text())
            except (OSError, ValueError) as e:
                raise DataError(f"cannot read the rules file {a.rules!r}: {e}") from e
            rules = rules_from_json(data)
        out = a.out or f"oasis-edge-{(a.preset or Path(a.rules).stem)}"
        result = run_job(rules, out, units=parse_units(a.units) if a.units else None,
                         unit_size=a.unit_size, workers=a.workers, scheduler=a.scheduler,
                         progress=not a.no_progress)
    except PokerError as e:
        print(f"error: {e}")
        return 2
    print(describe(result))
    print(f"wrote {Path(out) / 'result.json'}")
    return 0
