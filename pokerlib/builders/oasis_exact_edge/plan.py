"""The plan of an exact-edge job: the rules, how the work is cut into units, and the job's
fixed numbers (presets, the 0/1-card denominator, the version of its files).

>>> plan = JobPlan(OasisRules.galewind(), unit_size=1000)
>>> plan.situation(0)[1]
Card('2s')
>>> plan.complete, JobPlan(OasisRules.galewind(), ranks=(0,)).complete
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...errors import DataError, RulesError
from ...oasis.arguments import whole_number
from ...oasis.exact_options import N_HANDS, N_SITUATIONS, situation
from ...oasis.rules import OasisRules
from ...oasis.shipped_data import rules_to_json
from .bounds import check_bound_sums

__all__ = ["PRESETS", "DENOM_01", "JOB_VERSION", "NAMES01", "MAX_UNIT_SIZE", "JobPlan",
           "shares_shipped_01"]


PRESETS = {"bgaming": OasisRules.bgaming, "galewind": OasisRules.galewind,
           "senator": OasisRules.casino_senator, "europa": OasisRules.premium_casino_europa}
#: the exact 0/1-card values' denominator (42 x C(46, 4))
DENOM_01 = 6_853_770
JOB_VERSION = 5   # 3: survivors by up-suit class; 4: 5-card coupling bounds; 5: exact 0/1 arrays
#: the 0/1-card choices' names (the actions of :func:`zero_one_values`)
NAMES01 = ("fold", "raise", "exchange 1")


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
        return situation(i)

    def header(self) -> dict[str, Any]:
        return {"rules": rules_to_json(self.rules), "unit_size": self.unit_size,
                "ranks": list(self.ranks), "rows": None if self.rows is None else
                list(self.rows), "n_situations": N_SITUATIONS, "version": JOB_VERSION}


# --- the folder ---------------------------------------------------------------------------------


#: The most surviving classes one exact unit may take.
MAX_UNIT_SIZE = 10**7
