"""Where the shipped Oasis results live and how they are read: the data files, the suit-coupling
proofs that ship with them, and rules written as JSON (the exact-edge job's own format).

The game, the advisor and the lessons read these files; the offline builders
(:mod:`pokerlib.builders`) write them. Nothing here computes: a missing file is a keyed
:class:`~pokerlib.errors.DataError`.

>>> proven_never_optimal_fees()
{2: 2, 3: 3, 4: 2, 5: 2}
>>> rules_to_json(rules_from_json({"raise_antes": 3}))["raise_antes"]
3
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError, RulesError
from .rules import OasisRules

__all__ = [
    "DATA_DIR",
    "SAMPLE_DATA_NAME",
    "EXACT_DATA_NAME",
    "FULL_DATA_NAME",
    "RULES_RESULTS_DIR",
    "COUPLING_DATA_NAME",
    "COUPLING_FOUR_DATA_NAME",
    "PROVEN_NEVER_OPTIMAL_FEES",
    "FIELDS",
    "RULE_FIELDS",
    "load_exact_data",
    "load_sample_data",
    "forget_loaded_data",
    "missing_data",
    "read_full",
    "read_json",
    "rules_key",
    "json_rules_key",
    "rules_to_json",
    "rules_from_json",
    "shipped_coupling",
    "proven_never_optimal_fees",
    "coupling_proofs",
]


FIELDS = ("paytable", "fees", "qualifier", "raise_antes", "max_exchanges", "five_forces_raise")


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


#: The folder of the shipped data files (the builder writes there, the loaders read there).
DATA_DIR = Path(__file__).resolve().parent.parent / "data"
#: ``oasis_house_edge.json`` / ``.npz``: the stratified sample of situations and its summary
SAMPLE_DATA_NAME = "oasis_house_edge"
#: results of ``python -m pokerlib oasis-edge --rules FILE --ship`` (each with its rules file)
RULES_RESULTS_DIR = DATA_DIR / "oasis_edge_rules"
#: ``oasis_exact.json``: the exact counts over every situation
EXACT_DATA_NAME = "oasis_exact"


def load_exact_data(data_dir: Path | None = None) -> dict[str, Any]:
    """The exact counts (``oasis_exact.json``) from ``data_dir`` (default :data:`DATA_DIR`,
    read when called), as a dict with the parts ``"no_exchange"`` and ``"one_card"``."""
    return _read_exact(Path(DATA_DIR if data_dir is None else data_dir))


def load_sample_data(data_dir: Path | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The stratified sample (``oasis_house_edge.json`` and ``.npz``) from ``data_dir``
    (default :data:`DATA_DIR`): its summary and its arrays (``situations``, ``strata``,
    ``keep``, ``exchange``, ``full_situations``, ``full``)."""
    return _read_sample(Path(DATA_DIR if data_dir is None else data_dir))


def forget_loaded_data() -> None:
    """Forget the data files read so far (the builder calls this after writing them)."""
    _read_exact.cache_clear()
    _read_sample.cache_clear()
    read_full.cache_clear()
    read_json.cache_clear()


def missing_data(path: Path) -> DataError:
    """The keyed refusal for a shipped data file that is not there."""
    return DataError(key="oasis_data_missing", path=path)


@functools.lru_cache(maxsize=4)
def _read_exact(folder: Path) -> dict[str, Any]:
    path = folder / f"{EXACT_DATA_NAME}.json"
    if not path.exists():
        raise missing_data(path)
    return json.loads(path.read_text())


@functools.lru_cache(maxsize=4)
def _read_sample(folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    path = folder / f"{SAMPLE_DATA_NAME}.json"
    arrays_path = folder / f"{SAMPLE_DATA_NAME}.npz"
    for p in (path, arrays_path):
        if not p.exists():
            raise missing_data(p)
    summary = json.loads(path.read_text())
    with np.load(arrays_path) as z:
        arrays = {k: z[k] for k in z.files}
    return summary, arrays


#: ``oasis_full_strategy.json``: the presets' full-strategy edges (proof, bounds, estimates)
FULL_DATA_NAME = "oasis_full_strategy"
#: the exchange fees at or above which an exchange of 2, 3, 4, 5 cards is proven never
#: optimal under BGaming's paytable, qualifier and Raise by the stage-1 bound and the stage-2
#: exact check (docs/oasis-exact.md); :func:`proven_never_optimal_fees` adds the suit coupling
PROVEN_NEVER_OPTIMAL_FEES = {2: 2, 3: 3, 4: 4, 5: 5}
#: ``oasis_coupling_europa.json`` / ``.npz``: the suit-coupling proof that a 5-card exchange
#: at 2 Antes is never optimal (:mod:`pokerlib.builders.oasis_exact_edge.coupling_five`)
COUPLING_DATA_NAME = "oasis_coupling_europa"
#: ``oasis_coupling_galewind_four.json`` / ``.npz``: the suit-coupling proof that a 4-card
#: exchange at 2 Antes is never optimal (:mod:`pokerlib.builders.oasis_exact_edge.coupling_four`)
COUPLING_FOUR_DATA_NAME = "oasis_coupling_galewind_four"
RULE_FIELDS = ("paytable", "qualifier", "fees", "max_exchanges", "five_forces_raise",
                "raise_antes")


def rules_key(rules: OasisRules) -> tuple[Any, ...]:
    """What makes two rules the same game for a stored result (every field but the name).

    >>> rules_key(OasisRules(name="mine")) == rules_key(OasisRules.bgaming())
    True
    """
    rules = OasisRules.check(rules)
    return tuple(getattr(rules, f) for f in RULE_FIELDS)


def json_rules_key(data: Any) -> tuple[Any, ...]:
    """:func:`rules_key` of rules written as JSON (a stored result's ``"rules"``)."""
    return rules_key(rules_from_json(data))


@functools.lru_cache(maxsize=2)
def read_full(folder: Path) -> dict[str, Any]:
    """``oasis_full_strategy.json`` of ``folder`` (the presets' full-strategy edges)."""
    path = folder / f"{FULL_DATA_NAME}.json"
    if not path.exists():
        raise missing_data(path)
    return json.loads(path.read_text())


def proven_never_optimal_fees() -> dict[int, int]:
    """The fees at or above which an exchange of 2, 3, 4, 5 cards is proven never optimal
    (BGaming's paytable, qualifier and Raise; one exchange): :data:`PROVEN_NEVER_OPTIMAL_FEES`,
    and 2 Antes for five cards and for four when the shipped suit-coupling proofs hold
    (Premium Casino Europa's 5-card fee, Galewind's 4-card fee).

    >>> proven_never_optimal_fees()
    {2: 2, 3: 3, 4: 2, 5: 2}
    """
    fees = dict(PROVEN_NEVER_OPTIMAL_FEES)
    for cards, name in ((5, COUPLING_DATA_NAME), (4, COUPLING_FOUR_DATA_NAME)):
        coupling = shipped_coupling(name)
        if coupling is not None:
            fees[cards] = min(fees[cards], coupling["fee"])
    return fees


def shipped_coupling(name: str = COUPLING_DATA_NAME) -> dict[str, Any] | None:
    """A shipped suit-coupling proof (default ``oasis_coupling_europa.json``; or
    :data:`COUPLING_FOUR_DATA_NAME`), if it proves its claim: every rank class valued and
    every margin positive."""
    path = DATA_DIR / f"{name}.json"
    if not path.exists():
        return None
    data = read_json(path)
    ok = data.get("status") == "proven" and data.get("finished") and \
        data.get("min_margin", -1) > 0 and data.get("check", {}).get("class_bound_holds")
    return data if ok else None


@functools.lru_cache(maxsize=4)
def read_json(path: Path) -> dict[str, Any]:
    """A shipped JSON file, read once."""
    return json.loads(path.read_text())


def coupling_proofs(rules: OasisRules) -> dict[int, str]:
    """The exchanges (number of cards -> the proof's data file) that a shipped suit-coupling
    proof shows are never optimal under ``rules``: BGaming's paytable, qualifier and Raise,
    one exchange, and a fee at least the proof's (Premium Casino Europa's 5-card fee of 2,
    Galewind's 4-card fee of 2) but below the fee from which the stage-1 bound alone suffices.
    Those proofs are separate runs (:mod:`pokerlib.builders.oasis_exact_edge.coupling_five`,
    :mod:`pokerlib.builders.oasis_exact_edge.coupling_four`); the stage-1 bounds and the exact
    stage still
    decide every other exchange, so this job stays the proof of BGaming's own figure."""
    base = OasisRules.bgaming()
    if rules.max_exchanges != 1 or (rules.paytable, rules.qualifier, rules.raise_antes) != \
            (base.paytable, base.qualifier, base.raise_antes):
        return {}
    out = {}
    for k, name in ((5, COUPLING_DATA_NAME), (4, COUPLING_FOUR_DATA_NAME)):
        proof = shipped_coupling(name)
        fee = rules.fees[k - 1]
        # (a forced raise after five cards only lowers the 5-card value; from the fee where
        # the stage-1 bound alone rules the exchange out, the bound does it here too)
        if proof is not None and fee is not None and \
                proof["fee"] <= fee < PROVEN_NEVER_OPTIMAL_FEES[k]:
            out[k] = f"pokerlib/data/{name}.json"
    return out
