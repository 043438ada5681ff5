"""The house edge of Oasis Poker and the value of each strategy, read from the shipped data.

The data (``pokerlib/data/oasis_exact.json``, ``oasis_house_edge.json`` and ``.npz``) is built
offline by :func:`pokerlib.oasis.build.regenerate_data`; this module only reads it:

>>> round(100 * house_edge().house_edge, 4)
1.0372
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError
from ..i18n import Messages, resolve_lang
from .arguments import flag
from .rules import OasisRules

__all__ = [
    "DATA_DIR",
    "SAMPLE_DATA_NAME",
    "EXACT_DATA_NAME",
    "HouseEdge",
    "house_edge",
    "strategy_ev",
    "load_sample_data",
    "load_exact_data",
    "forget_loaded_data",
]

#: The folder of the shipped data files (the builder writes there, the loaders read there).
DATA_DIR = Path(__file__).resolve().parent.parent / "data"
#: ``oasis_house_edge.json`` / ``.npz``: the stratified sample of situations and its summary
SAMPLE_DATA_NAME = "oasis_house_edge"
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


def _missing(path: Path) -> DataError:
    return DataError(f"{path} is missing: run 'python -m pokerlib regenerate oasis-house-edge'")


@functools.lru_cache(maxsize=4)
def _read_exact(folder: Path) -> dict[str, Any]:
    path = folder / f"{EXACT_DATA_NAME}.json"
    if not path.exists():
        raise _missing(path)
    return json.loads(path.read_text())


@functools.lru_cache(maxsize=4)
def _read_sample(folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    path = folder / f"{SAMPLE_DATA_NAME}.json"
    arrays_path = folder / f"{SAMPLE_DATA_NAME}.npz"
    for p in (path, arrays_path):
        if not p.exists():
            raise _missing(p)
    summary = json.loads(path.read_text())
    with np.load(arrays_path) as z:
        arrays = {k: z[k] for k in z.files}
    return summary, arrays


@dataclass(frozen=True)
class HouseEdge:
    """The house edge of a rules preset under the optimal strategy (from the shipped data).

    ``house_edge`` is per Ante (``rtp = 1 - house_edge``), ``house_edge_per_wager`` per point
    wagered (Ante + fees + Raise); ``se`` is the standard error of the sampled part (0 when
    ``exact``; then ``fraction`` is the exact value).
    ``multi_card_gain`` estimates how much exchanging 2-5 cards adds to the player's return.
    """

    rules: str
    house_edge: float
    se: float
    house_edge_per_wager: float
    average_wager: float
    action_frequencies: dict[str, float]
    multi_card_gain: float
    multi_card_gain_se: float
    n_situations: int
    exact: bool = False
    note: str = ""
    #: the exact house edge as a fraction (exact results only)
    fraction: Fraction | None = None

    @property
    def rtp(self) -> float:
        return 1.0 - self.house_edge

    @property
    def house_edge_all_exchanges(self) -> tuple[float, float]:
        """Estimated house edge when exchanges of 2-5 cards are played well too, with its
        standard error (both samples' errors combined)."""
        return (self.house_edge - self.multi_card_gain,
                math.hypot(self.se, self.multi_card_gain_se))

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None)."""
        return EDGE_TEXT("exact" if self.exact else "estimate", resolve_lang(lang),
                         rules=self.rules, edge=100 * self.house_edge, se=100 * self.se,
                         rtp=100 * self.rtp, per=100 * self.house_edge_per_wager)


#: The words of a house edge (ハウスエッジ（控除率）, RTP（還元率）: docs/terms-ja.md).
EDGE_TEXT = Messages(
    en={"exact": "{rules}: house edge {edge:.4f}% of the Ante, exact (RTP {rtp:.4f}%), "
                 "{per:.4f}% per point wagered",
        "estimate": "{rules}: house edge {edge:.2f}% ± {se:.2f}% of the Ante "
                    "(RTP {rtp:.2f}%), {per:.2f}% per point wagered"},
    ja={"exact": "{rules}: ハウスエッジ（控除率）は Ante の {edge:.4f}%、厳密"
                 "（RTP {rtp:.4f}%）。賭けた1点あたり {per:.4f}%",
        "estimate": "{rules}: ハウスエッジ（控除率）は Ante の {edge:.2f}% ± {se:.2f}%"
                    "（RTP {rtp:.2f}%）。賭けた1点あたり {per:.2f}%"})


def house_edge(rules: OasisRules | None = None, exchanges: int | None = 1,
               exact: bool = True) -> HouseEdge:
    """House edge and RTP under the optimal strategy, from the shipped data (see
    :func:`regenerate_data`).

    * ``exchanges=1`` (or ``None``): the optimal strategy when exchanges of 0 or 1 card are
      allowed, **exact** over all 2,598,960 x 47 (hand, up card) situations, every replacement
      card and every dealer hand (``.fraction`` is the exact value). Exchanges of 2-5 cards
      are **not** played; every preset shares this game (the 1-card fee is 1 Ante in all of
      them). What playing multi-card exchanges well adds is an estimate,
      ``.multi_card_gain`` (see :attr:`HouseEdge.house_edge_all_exchanges`).
      ``exact=False`` gives the earlier estimate from a stratified sample of situations.
    * ``exchanges=0``: the game without exchanges (fold, or raise the dealt hand), exact.

    >>> he = house_edge()
    >>> he.exact, he.fraction, round(100 * he.house_edge, 4)
    (True, Fraction(723583636439, 69766306810200), 1.0372)
    >>> h0 = house_edge(exchanges=0)
    >>> h0.exact, h0.fraction, round(100 * h0.house_edge, 4)
    (True, Fraction(142031221, 2718662100), 5.2243)
    >>> round(100 * house_edge(exact=False).house_edge, 2)
    0.95
    """
    rules = OasisRules.check(rules)
    if exchanges is not None and (isinstance(exchanges, bool) or exchanges not in (0, 1)):
        raise DataError(f"exchanges={exchanges!r}: the shipped house edges are for no "
                        "exchange (0) and for exchanges of at most one card (1, or None)")
    flag(exact, "exact")
    base = OasisRules.bgaming()
    if (rules.paytable, rules.qualifier, rules.raise_antes) != \
            (base.paytable, base.qualifier, base.raise_antes) or \
            (exchanges != 0 and rules.fees[0] != base.fees[0]):
        raise DataError("the shipped house edge is for BGaming's paytable, the A-K qualifier, "
                        "a Raise of 2 Antes and a 1-card fee of 1 Ante; these rules differ")
    if exchanges == 0:
        return _house_edge_no_exchange(rules)
    summary, _ = load_sample_data()
    multi = summary["multi_card"]["presets"].get(rules.name)
    gain, gain_se = (multi["multi_card_gain"], multi["multi_card_gain_se"]) if multi \
        else (float("nan"), float("nan"))
    if exact:
        s = load_exact_data()["one_card"]
        return _exact_house_edge(
            rules, s, s["action_situations"], gain, gain_se,
            "; up cards of one suit computed, each weighing 4, and kept cards once per "
            "permutation of the other suits (suit symmetry); exchanges of 2-5 cards are not "
            "played (multi_card_gain estimates what they add)")
    return HouseEdge(
        rules=rules.name, house_edge=summary["house_edge"], se=summary["house_edge_se"],
        house_edge_per_wager=summary["house_edge_per_wager"],
        average_wager=summary["average_wager"],
        action_frequencies={k: v[0] for k, v in summary["action_frequencies"].items()},
        multi_card_gain=gain, multi_card_gain_se=gain_se,
        n_situations=summary["n_situations"], exact=False,
        note=summary["what"] + "; " + summary["exact_part"] + "; " + summary["estimated_part"])


def _house_edge_no_exchange(rules: OasisRules) -> HouseEdge:
    """The exact house edge of the game without exchanges."""
    s = load_exact_data()["no_exchange"]
    acts = {k: s["action_situations"][k] for k in ("fold", "raise")}  # not fold_raise_equal
    return _exact_house_edge(rules, s, acts, float("nan"), float("nan"),
                             "; up cards of one suit computed, each weighing 4 (suit symmetry)")


def _exact_house_edge(rules: OasisRules, s: dict[str, Any], acts: dict[str, int], gain: float,
                      gain_se: float,
                      how: str) -> HouseEdge:
    """A HouseEdge from one exact count of the shipped data (``how`` ends its note)."""
    frac = Fraction(s["house_edge_fraction"])
    n = s["situations"]
    return HouseEdge(
        rules=rules.name, house_edge=float(frac), se=0.0,
        house_edge_per_wager=s["house_edge_per_wager"], average_wager=s["average_wager"],
        action_frequencies={k: v / n for k, v in acts.items()},
        multi_card_gain=gain, multi_card_gain_se=gain_se, n_situations=n, exact=True,
        fraction=frac, note=s["what"] + how)


def strategy_ev(strategy: str, exact: bool = True) -> tuple[float, float]:
    """A strategy's expected result per hand in Antes and its standard error.

    ``exact=True``: the exact value over every situation (standard error 0), for the
    strategies that never exchange and for the optimal 0/1-card strategy ("optimal").
    ``exact=False``: over the shipped stratified sample of situations (each situation's value
    exact; the sample gives the error).

    >>> m, se = strategy_ev("always raise"); m < strategy_ev("optimal")[0]
    True
    >>> m, se = strategy_ev("never exchange"); round(m, 6), se
    (-0.052243, 0.0)
    >>> m, se = strategy_ev("never exchange", exact=False); round(m, 4), round(se, 4)
    (-0.0518, 0.0006)
    """
    if not isinstance(strategy, str):
        raise DataError(f"strategy must be a strategy's name (text), not {strategy!r}")
    flag(exact, "exact")
    if exact:
        data = load_exact_data()
        known = dict(data["no_exchange"]["strategies"])
        known["optimal"] = data["one_card"]["strategies"]["optimal"]
        if strategy not in known:
            raise DataError(f"no exact value for {strategy!r}; known: " + ", ".join(known))
        return known[strategy]["ev"], 0.0
    summary, _ = load_sample_data()
    if strategy not in summary["strategies"]:
        raise DataError(f"no shipped value for {strategy!r}; known: "
                       + ", ".join(summary["strategies"]))
    m, se = summary["strategies"][strategy]
    return m, se
