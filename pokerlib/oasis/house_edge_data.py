"""The house edge of Oasis Poker and the value of each strategy, read from the shipped data.

The data (``pokerlib/data/oasis_exact.json``, ``oasis_house_edge.json`` and ``.npz``) is built
offline by :func:`pokerlib.builders.oasis_house_edge.regenerate_data`; this module only reads it:

>>> round(100 * house_edge().house_edge, 4)
1.0372
"""

from __future__ import annotations

import json
import math
import numbers
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import DataError, RulesError
from ..lang import Messages, resolve_lang
from . import shipped_data
from .arguments import flag, whole_number
from .exact_options import N_HANDS, option_values, situation
from .rules import PAY_LINES, OasisRules

__all__ = [
    "HouseEdge",
    "house_edge",
    "kept_strategy_edge",
    "shipped_rules_result",
    "shipped_rules_results",
    "strategy_ev",
    "edge_from_result",
]


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
    #: which strategy: "every exchange" (the full optimal strategy), "0/1-card exchanges" or
    #: "no exchange"
    strategy: str = "0/1-card exchanges"
    #: how exact: "exact" (counted), "proven" (exact by a proof), "estimate" (with ``se``)
    status: str = "exact"
    #: exact bounds on the house edge (None: no bound known)
    lower: float | None = None
    upper: float | None = None
    #: the exact house edge against each up-card rank ("2" ... "A"), every exchange allowed
    #: and with at most one card exchanged, where a finished job counted it (else None)
    by_up_card: dict[str, tuple[Fraction, Fraction]] | None = None

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

    def status_text(self, lang: str | None = None) -> str:
        """:attr:`status` in ``lang`` (the default language when None): how exact the figure
        is, e.g. ``'proven'`` / ``'証明済み'``.

        >>> house_edge().status_text("ja"), house_edge(OasisRules.galewind()).status_text("en")
        ('証明済みの厳密値', 'exact')
        """
        key = f"status {self.status}"
        return EDGE_TEXT(key, resolve_lang(lang)) if key in STATUSES else self.status

    def strategy_text(self, lang: str | None = None) -> str:
        """:attr:`strategy` in ``lang`` (the default language when None): which play the figure
        is for.

        >>> house_edge().strategy, house_edge().strategy_text("ja")
        ('every exchange', '最適戦略（どの交換も可）')
        """
        known = ("every exchange", "0/1-card exchanges", "no exchange")
        return (EDGE_TEXT(f"strategy {self.strategy}", resolve_lang(lang))
                if self.strategy in known else str(self.strategy))

    def choices(self, lang: str | None = None) -> dict[str, float]:
        """:attr:`action_frequencies` with each choice named in ``lang`` (the default language
        when None): how often each choice is the best one.

        >>> house_edge().choices("ja")["1枚交換"] == house_edge().action_frequencies[
        ...     "exchange one card"]
        True
        """
        lang = resolve_lang(lang)
        return {_choice_text(a, lang): share for a, share in self.action_frequencies.items()}

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None): the rules, which strategy,
        the edge and RTP, and how exact they are (by proof, every situation counted, or an
        estimate with its error and any exact bounds)."""
        lang = resolve_lang(lang)
        what = self.strategy_text(lang)
        if self.exact:
            how = EDGE_TEXT("proven" if self.status == "proven" else "counted", lang)
            return EDGE_TEXT("exact", lang, rules=self.rules, what=what,
                             edge=100 * self.house_edge, rtp=100 * self.rtp, how=how,
                             per=100 * self.house_edge_per_wager)
        bounds = ""
        if self.upper is not None or self.lower is not None:
            lo = "" if self.lower is None else f"{100 * self.lower:.4f}% <= "
            hi = "" if self.upper is None else f" <= {100 * self.upper:.4f}%"
            bounds = EDGE_TEXT("bounds", lang, lo=lo, hi=hi)
        per = (EDGE_TEXT("per unknown", lang) if not math.isfinite(self.house_edge_per_wager)
               else EDGE_TEXT("per about", lang, per=100 * self.house_edge_per_wager))
        return EDGE_TEXT("estimate", lang, rules=self.rules, what=what,
                         edge=100 * self.house_edge, se=100 * self.se, rtp=100 * self.rtp,
                         bounds=bounds, per=per)


#: The words of a house edge (ハウスエッジ（控除率）, RTP（還元率）: docs/terms-ja.md).
EDGE_TEXT = Messages(
    en={"choice fold": "fold", "choice raise": "raise",
        "choice exchange one card": "exchange one card",
        "choice exchange 2-5 cards": "exchange 2-5 cards",
        "choice exchange k cards": "exchange {k} cards",
        "strategy every exchange": "optimal strategy, every exchange allowed",
        "strategy 0/1-card exchanges": "optimal strategy with exchanges of at most 1 card",
        "strategy no exchange": "optimal strategy without exchanges",
        "status proven": "proven", "status exact": "exact", "status estimate": "estimate",
        "proven": "exact, by proof (see .note)",
        "counted": "exact, every situation counted",
        "exact": "{rules}, {what}: house edge {edge:.4f}% of the Ante (RTP {rtp:.4f}%), "
                 "{how}; {per:.4f}% per point wagered",
        "bounds": "; exact bounds: {lo}edge{hi}",
        "per unknown": "per point wagered not known",
        "per about": "about {per:.2f}% per point wagered",
        "estimate": "{rules}, {what}: house edge about {edge:.3f}% ± {se:.3f}% of the Ante "
                    "(RTP about {rtp:.3f}%), an estimate, not exact{bounds}; {per}"},
    ja={"choice fold": "Fold", "choice raise": "Raise", "choice exchange one card": "1枚交換",
        "choice exchange 2-5 cards": "2～5枚交換",
        "choice exchange k cards": "{k}枚交換",
        "strategy every exchange": "最適戦略（どの交換も可）",
        "strategy 0/1-card exchanges": "最適戦略（交換は1枚まで）",
        "strategy no exchange": "最適戦略（交換なし）",
        "status proven": "証明済みの厳密値", "status exact": "厳密値", "status estimate": "推定値",
        "proven": "証明による厳密値（.note を参照）",
        "counted": "すべての状況を数えた厳密値",
        "exact": "{rules}、{what}: ハウスエッジ（控除率）は Ante の {edge:.4f}%"
                 "（RTP {rtp:.4f}%）、{how}。賭けた1点あたり {per:.4f}%",
        "bounds": "。厳密な範囲: {lo}エッジ{hi}",
        "per unknown": "賭けた1点あたりの値は不明",
        "per about": "賭けた1点あたり約 {per:.2f}%",
        "estimate": "{rules}、{what}: ハウスエッジ（控除率）は Ante の約 {edge:.3f}% ± "
                    "{se:.3f}%（RTP 約 {rtp:.3f}%）。推定値で厳密ではありません{bounds}。{per}"})

STATUSES = ("status proven", "status exact", "status estimate")
CHOICES = ("choice fold", "choice raise", "choice exchange one card", "choice exchange 2-5 cards")


def _choice_text(action: str, lang: str) -> str:
    """One action of :attr:`HouseEdge.action_frequencies` in ``lang``: the shipped data's
    names ("exchange one card") and the house-edge job's ("exchange 1" ... "exchange 5").

    >>> _choice_text("exchange 5", "ja"), _choice_text("exchange 1", "en")
    ('5枚交換', 'exchange one card')
    """
    words = action.split()
    if len(words) == 2 and words[0] == "exchange" and words[1] in tuple("12345"):
        return (EDGE_TEXT("choice exchange one card", lang) if words[1] == "1"
                else EDGE_TEXT("choice exchange k cards", lang, k=int(words[1])))
    return EDGE_TEXT(f"choice {action}", lang) if f"choice {action}" in CHOICES else action

def house_edge(rules: OasisRules | None = None, exchanges: int | None = None,
               exact: bool = True, *, samples: int = 100, seed: int = 0) -> HouseEdge:
    """House edge and RTP under the optimal strategy. ``str()`` of the result says which
    strategy and how exact the figure is.

    * ``exchanges=None`` (default): every exchange the rules allow, played well (the full
      optimal strategy).

      - BGaming's and Premium Casino Europa's rules (and any rules with their paytable,
        qualifier, Raise, a 1-card fee of 1 and fees of at least 2/3/4/2 Antes for 2/3/4/5
        cards): **exact by proof**: no 2-5-card exchange is ever optimal (docs/oasis-exact.md:
        a union bound over every situation and an exact check of the few it leaves; for a
        5-card fee below 5, the suit coupling of
        :mod:`pokerlib.builders.oasis_exact_edge.coupling_five`), so the
        edge is the exact 0/1-card figure.
      - Galewind and Casino Senator: **exact, every situation counted**, where their
        1-Ante 5-card exchange is often best: the stored results of ``python -m pokerlib
        oasis-edge --preset galewind --ship`` and ``--preset senator --ship`` (about 3.1 and
        6.4 CPU-hours, docs/oasis-exact.md), with the edge against each up card in
        ``.by_up_card``. (Galewind's 4-card exchange at 2 Antes is proven never optimal by the
        suit coupling of :mod:`pokerlib.builders.oasis_exact_edge.coupling_four`.) Without
        its stored result such a preset is an **estimate** with its standard error (exact values of
        2,100 random situations) and the exact upper bound ``.upper`` (the 0/1-card edge:
        more options never raise the house edge); an unfinished run stored by
        ``--ship-bounds`` adds its exact bounds so far.
      - Other rules: rules whose finished result ships with the course
        (``pokerlib/data/oasis_edge_rules``, stored by the job's ``--ship``) answer from it,
        exactly; otherwise an estimate from ``samples`` random situations, each valued
        exactly (a fraction of a second each), seeded by ``seed``. Where BGaming's optimal
        strategy costs the same under the rules (same qualifier and Raise, a 1-card
        exchange for 1 Ante) its exact edge there, for any paytable, is the exact upper bound
        ``.upper`` and the sample estimates only what better play gains
        (:func:`kept_strategy_edge`). The figure of a results folder of the job (exact once
        the job finished) is :func:`pokerlib.builders.oasis_exact_edge.folder_edge`: the
        folder is the offline pipeline's, and so is its reader.
    * ``exchanges=1``: the optimal strategy when exchanges of at most one card are played,
      **exact** over all 2,598,960 x 47 (hand, up card) situations (``.fraction``; every
      preset shares this game). ``exact=False`` gives the earlier stratified-sample estimate
      of this strategy (whatever ``exchanges``).
    * ``exchanges=0``: the game without exchanges (fold, or raise the dealt hand), exact.

    >>> he = house_edge()
    >>> he.exact, he.status, he.fraction, round(100 * he.house_edge, 4)
    (True, 'proven', Fraction(723583636439, 69766306810200), 1.0372)
    >>> h1 = house_edge(exchanges=1)
    >>> h1.strategy, h1.fraction == he.fraction
    ('0/1-card exchanges', True)
    >>> h0 = house_edge(exchanges=0)
    >>> h0.exact, h0.fraction, round(100 * h0.house_edge, 4)
    (True, Fraction(142031221, 2718662100), 5.2243)
    >>> ne = house_edge(OasisRules.galewind())
    >>> ne.exact, ne.status, ne.fraction, round(100 * ne.house_edge, 4)
    (True, 'exact', Fraction(3243255198184843, 471015592711263600), 0.6886)
    >>> se = house_edge(OasisRules.casino_senator())
    >>> se.exact, se.status, se.fraction, round(100 * se.house_edge, 4)
    (True, 'exact', Fraction(193158056137759, 1413046778133790800), 0.0137)
    >>> round(100 * house_edge(exchanges=1, exact=False).house_edge, 2)
    0.95
    """
    rules = OasisRules.check(rules)
    if exchanges is not None and (isinstance(exchanges, bool) or exchanges not in (0, 1)
                                  or not isinstance(exchanges, numbers.Integral)):  # not 1.0
        raise DataError(key="oasis_exchanges_give_none", exchanges=exchanges)
    flag(exact, "exact")
    base = OasisRules.bgaming()
    same_game = (rules.paytable, rules.qualifier, rules.raise_antes) == \
        (base.paytable, base.qualifier, base.raise_antes)
    if exchanges != 0 and rules.max_exchanges > 0 and rules.fees[0] != base.fees[0]:
        same_game = False
    if exchanges == 0 and same_game:
        return _house_edge_no_exchange(rules)
    if exchanges == 1 and same_game or not exact:
        if not same_game:
            raise DataError(key="oasis_sampled_estimate_exact")
        return _house_edge_01(rules, exact)
    if exchanges is None and same_game:
        if rules.max_exchanges <= 1 and all(
                (fee := rules.fees[k - 1]) is None or fee >= low
                for k, low in shipped_data.proven_never_optimal_fees().items()):
            return _proven_full(rules)
        for preset in OasisRules.presets().values():
            if shipped_data.rules_key(preset) == shipped_data.rules_key(rules):
                return _estimated_full(rules, preset.name)
    if exchanges is None and (stored := shipped_rules_result(rules)) is not None:
        data, path = stored
        return edge_from_result(rules, data, f"the stored result of '{data['command']}' "
                                         f"(pokerlib/data/{path.parent.name}/{path.name}): "
                                         f"{data['units_done']} units, "
                                         f"{data['cpu_seconds'] / 60:.0f} CPU-min; "
                                         + _job_proof(data))
    return _sampled(rules, exchanges, samples, seed)


def _house_edge_01(rules: OasisRules, exact: bool) -> HouseEdge:
    """The optimal 0/1-card strategy (exact, or the stratified-sample estimate)."""
    summary, _ = shipped_data.load_sample_data()
    multi = summary["multi_card"]["presets"].get(rules.name)
    gain, gain_se = (multi["multi_card_gain"], multi["multi_card_gain_se"]) if multi \
        else (float("nan"), float("nan"))
    if exact:
        s = shipped_data.load_exact_data()["one_card"]
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
        note=summary["what"] + "; " + summary["exact_part"] + "; " + summary["estimated_part"],
        status="estimate")


def _four_card_text(rules: OasisRules) -> str | None:
    """What the shipped 4-card suit-coupling proof says of ``rules`` (None: it does not
    cover them: no proof shipped, or a 4-card fee below the proof's)."""
    c = shipped_data.shipped_coupling(shipped_data.COUPLING_FOUR_DATA_NAME)
    fee = rules.fees[3]
    if c is None or fee is None or fee < c["fee"]:
        return None
    cpu = sum(c["cpu_seconds"].values()) / 60
    return (f"the 4-card exchange (fee {fee}) is proven never optimal by suit coupling "
            f"('{c['command']}', {cpu:.0f} CPU-min, docs/oasis-exact.md): keeping one card, "
            f"its value V4 <= V4(representative) + slack over each rank class; "
            f"{c['bound_survivor_situations']:,} situations in {c['rank_classes']:,} rank "
            f"classes survive the stage-1 bound at fee {c['fee']}, and the largest exact V4 of "
            f"a representative plus its slack is {c['max_bound']:.4f}, so V4 <= 1 - "
            f"{c['min_margin']:.4f} Antes everywhere (checked on {c['check']['members']} "
            f"random members)")


def _proven_full(rules: OasisRules) -> HouseEdge:
    """Every exchange allowed, where 2-5-card exchanges are proven never optimal: by the
    bounds and exact checks of BGaming's job, and for a 5-card fee below 5 Antes (Premium
    Casino Europa's 2) or a 4-card fee below 4 (Galewind's 2) by the suit couplings as well."""
    he = _house_edge_01(rules, True)
    presets = shipped_data.read_full(shipped_data.DATA_DIR)["presets"]
    five = rules.fees[4]
    coupled = five is not None and five < shipped_data.PROVEN_NEVER_OPTIMAL_FEES[5]
    proof = presets["Premium Casino Europa" if coupled else "BGaming"]["proof"]
    job = _shipped_job("bgaming")
    if job is not None and job.get("status") == "proven" and \
            Fraction(job["house_edge"]) == he.fraction:
        k = job["by_exchange"]
        four = rules.fees[3]
        four_coupled = four is not None and four < shipped_data.PROVEN_NEVER_OPTIMAL_FEES[4]
        cards = [c for c in sorted(k) if not (coupled and c == "5" or four_coupled and c == "4")]
        proof += (f". Recomputed by '{job['command']}' ({job['cpu_seconds'] / 60:.0f} CPU-min "
                  f"beyond the 0/1 data): the bound leaves "
                  + ", ".join(f"{k[c]['bound_survivor_situations']:,} situations for the "
                              f"{c}-card exchange" for c in cards)
                  + "; the exact values put none of them above the 0/1 best")
    if coupled:
        c = shipped_data.shipped_coupling()
        assert c is not None   # house_edge() comes here only when the coupling proof holds
        cpu = sum(c["cpu_seconds"].values()) / 60
        proof += (f". Suit coupling, by '{c['command']}' ({cpu:.0f} CPU-min): "
                  f"{c['bound_survivor_situations']:,} situations in "
                  f"{c['rank_classes']:,} rank classes survive the stage-1 bound at fee "
                  f"{c['fee']}; the largest exact V5 of a representative is "
                  f"{c['max_rep_v5']:.4f}, the largest slack {c['max_class_slack']:.4f}, so "
                  f"V5 <= 1 - {c['min_margin']:.4f} Antes everywhere (checked on "
                  f"{c['check']['members']} random members)")
    four = rules.fees[3]
    if four is not None and four < shipped_data.PROVEN_NEVER_OPTIMAL_FEES[4]:
        text = _four_card_text(rules)
        assert text is not None   # house_edge() comes here only when that proof holds
        proof += ". And " + text
    return replace(he, strategy="every exchange", status="proven", multi_card_gain=0.0,
                   multi_card_gain_se=0.0, lower=he.house_edge, upper=he.house_edge,
                   note=f"exact by proof: {proof}. The 0/1-card figure: " + he.note)


def _shipped_job(preset: str, finished: bool = True) -> dict[str, Any] | None:
    """A preset's finished result of ``python -m pokerlib oasis-edge --preset P --ship``;
    ``finished=False``: the exact bounds of an unfinished run stored by ``--ship-bounds``."""
    path = shipped_data.DATA_DIR / f"oasis_edge_{preset}.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text())
    if finished:
        return data if data.get("finished") and data.get("exact") and _proofs_hold(data) \
            else None
    return data if not data.get("finished") and data.get("lower") is not None else None


_JOB_NAMES = {"Galewind": "galewind", "Casino Senator": "senator",
              "Premium Casino Europa": "europa", "BGaming": "bgaming"}


def _estimated_full(rules: OasisRules, preset: str) -> HouseEdge:
    """A preset whose 5-card (or 4-card) exchange can be optimal: its exact figure when the
    job's finished result is shipped, otherwise an estimate and an exact bound."""
    job = _shipped_job(_JOB_NAMES.get(preset, ""))
    if job is not None:
        frac = Fraction(job["house_edge"])
        four = _four_card_text(rules) if "ruled_out_by" in job["by_exchange"].get("4", {}) \
            else None
        return HouseEdge(
            rules=rules.name, house_edge=float(frac), se=0.0,
            house_edge_per_wager=job["house_edge_per_wager"],
            average_wager=job["average_wager"], action_frequencies=job["action_frequencies"],
            multi_card_gain=float(Fraction(job["multi_card_gain"]) / job["n_situations"]),
            multi_card_gain_se=0.0, n_situations=job["n_situations"], exact=True,
            fraction=frac, strategy="every exchange", status=job["status"],
            lower=float(frac), upper=float(frac), by_up_card=_up_cards(job),
            note=f"exact: every situation counted by '{job['command']}' "
                 f"({job['cpu_seconds'] / 3600:.1f} CPU-hours); " + _job_proof(job)
                 + (f"; {four}" if four else ""))
    he01 = _house_edge_01(rules, True)
    d = shipped_data.read_full(shipped_data.DATA_DIR)
    p = d["presets"][preset]
    edge = he01.house_edge - p["gain"]
    lower, upper, bounds = None, he01.house_edge, ""
    part = _shipped_job(_JOB_NAMES.get(preset, ""), finished=False)
    if part is not None:
        lower, upper = part["lower"], min(upper, part["upper"])
        bounds = (f"; exact bounds {100 * lower:.4f}% <= edge <= {100 * upper:.4f}% from an "
                  f"unfinished run of '{part['command']}' ({part['units_done']:,} of "
                  f"{part['n_units']:,} units, {part['cpu_seconds'] / 3600:.1f} CPU-hours; "
                  "the upper bound is the 0/1 figure less the gains found so far, the lower "
                  "one takes off the bounds on the other gains too)")
    proof = p["proof"]
    if "four_card" in p:   # the shipped 4-card proof, or what the data said before it
        proof = proof.replace("{four_card}", _four_card_text(rules) or p["four_card"])
    return HouseEdge(
        rules=rules.name, house_edge=edge, se=p["gain_se"], house_edge_per_wager=float("nan"),
        average_wager=float("nan"),
        action_frequencies={"exchange 2-5 cards": p["multi_card_best_share"]},
        multi_card_gain=p["gain"], multi_card_gain_se=p["gain_se"],
        n_situations=2100, exact=False, strategy="every exchange", status="estimate",
        lower=lower, upper=upper,
        note=(f"estimate: the exact 0/1-card edge minus the gain of multi-card exchanges "
              f"({100 * p['gain']:.3f}% ± {100 * p['gain_se']:.3f}%){bounds}; {proof}. "
              f"Source: {d['source']}. Exact: python -m pokerlib oasis-edge --preset ..."))


def kept_strategy_edge(rules: OasisRules) -> Fraction | None:
    """The exact house edge of BGaming's optimal strategy (fold, raise or exchange one card;
    every exchange is proven never better there) played under ``rules``, or None where that
    strategy does not cost the same there (another qualifier or Raise, no 1-card exchange or
    another fee for it). A fixed strategy's return is linear in the paytable: each line's
    multiple is paid, times the Raise, on the outcomes counted in ``oasis_exact.json``
    (:mod:`pokerlib.oasis.edge_by_pay`), so this is exact for any paytable, and an exact upper
    bound on the rules' optimal edge (their best play can only do better).

    >>> sf40 = OasisRules(name="SF 40", paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100))
    >>> round(100 * float(kept_strategy_edge(sf40)), 4)
    1.1105
    >>> kept_strategy_edge(OasisRules(name="AQ", qualifier="AQ")) is None
    True
    """
    base = OasisRules.bgaming()
    if (rules.qualifier, rules.raise_antes) != (base.qualifier, base.raise_antes) \
            or rules.max_exchanges < 1 or rules.fees[0] != base.fees[0]:
        return None
    data = shipped_data.load_exact_data()["one_card"]
    wins = data.get("raise_wins_by_line", {}).get("lines")
    if wins is None or tuple(data["rules"]["paytable"]) != base.paytable:
        return None
    change = sum(wins[line] * (new - old) for line, new, old
                 in zip(PAY_LINES, rules.paytable, base.paytable))
    return Fraction(data["house_edge_fraction"]) - Fraction(base.raise_antes * change,
                                                            data["denominator"])


def _sampled(rules: OasisRules, exchanges: int | None, samples: int, seed: int) -> HouseEdge:
    """Rules without shipped figures: ``samples`` random situations, each valued exactly.

    Where BGaming's optimal strategy costs the same under ``rules``
    (:func:`kept_strategy_edge`), its exact edge there is an exact upper bound, and the
    estimate is that bound minus the mean gain of playing these rules' best option instead of
    BGaming's choice (a gain is never negative). A paytable change shows in the bound exactly,
    however rare its hands: a straight flush paid 40 instead of 50 is in reach in few random
    situations, but every one of its outcomes is counted in the bound. Other rules: BGaming's
    proven edge plus the mean difference of the two rules' best values."""
    samples = whole_number(samples, "samples (situations)", DataError, 2, 1_000_000)
    seed = whole_number(seed, "seed", DataError, minimum=0)
    if exchanges is not None:
        fees = tuple(f if (exchanges == 1 and k == 0) else None for k, f in enumerate(rules.fees))
        rules = replace(rules, fees=fees, max_exchanges=min(rules.max_exchanges, exchanges))
    if rules.max_exchanges > 1:   # the job's rules (one exchange), as its plan refuses them
        raise RulesError(key="oasis_edge_max_exchanges", value=rules.max_exchanges)
    base = OasisRules.bgaming()
    kept = kept_strategy_edge(rules)
    start = kept if kept is not None else _proven_full(base).fraction
    assert start is not None   # BGaming's edge is proven (shipped data)
    counts = tuple(rules.exchange_counts) if rules.max_exchanges else ()
    rng = np.random.default_rng(seed)
    diffs = []
    wager = Fraction(0)
    acts: dict[str, int] = {}
    for i in rng.integers(0, 13 * N_HANDS, samples):   # 13 spade up cards x hands
        hand, up = situation(int(i))
        opts = option_values(hand, up, rules, counts)
        best = _top_mask(opts, sorted(opts))
        base_opts = option_values(hand, up, base, (1,))
        base_best = _top_mask(base_opts, sorted(base_opts))
        # kept: the gain over BGaming's choice played under these rules (>= 0); otherwise
        # the difference of the two best values
        other = opts[base_best][0] if kept is not None else base_opts[base_best][0]
        diffs.append(float(opts[best][0] - other))
        wager += opts[best][2]
        acts[opts[best][1]] = acts.get(opts[best][1], 0) + 1
    m = float(start) - float(np.mean(diffs))
    se = float(np.std(diffs, ddof=1) / math.sqrt(samples))
    how = (f"the exact edge of BGaming's optimal strategy played under these rules "
           f"({100 * float(start):.4f}%, an exact upper bound: every outcome counted) minus the "
           f"mean gain of these rules' best option over BGaming's choice" if kept is not None
           else "BGaming's exact (proven) edge plus the mean difference between these rules' "
                "and BGaming's optimal values")
    return HouseEdge(
        rules=rules.name, house_edge=m, se=se,
        house_edge_per_wager=m * samples / float(wager),
        average_wager=float(wager) / samples,
        action_frequencies={a: c / samples for a, c in sorted(acts.items())},
        multi_card_gain=float("nan"), multi_card_gain_se=float("nan"), n_situations=samples,
        exact=False, status="estimate",
        strategy={None: "every exchange", 1: "0/1-card exchanges", 0: "no exchange"}[exchanges],
        upper=float(kept) if kept is not None else None,
        note=(f"estimate: {how}, over {samples} random situations (seed {seed}), each valued "
              f"exactly with every option; the exact figure: python -m pokerlib oasis-edge "
              f"--rules RULES.json, then folder_edge(rules, FOLDER) of "
              f"pokerlib.builders.oasis_exact_edge"))


def _top_mask(options: dict[int, tuple[Fraction, str, Fraction]], masks: list[int]) -> int:
    """The discard mask of the best option (fold -1 first, then raise 0, then exchanges, on
    equal values: the order of BGaming's shipped strategy)."""
    top = masks[0]
    for m in masks:
        if options[m][0] > options[top][0]:
            top = m
    return top


def shipped_rules_results() -> list[tuple[dict[str, Any], Path]]:
    """Every finished, exact result of ``python -m pokerlib oasis-edge --rules FILE --ship``
    stored in ``pokerlib/data/oasis_edge_rules``, with its file."""
    out = []
    for path in sorted(shipped_data.RULES_RESULTS_DIR.glob("*.json")):
        if path.name.endswith(".rules.json"):
            continue
        data = shipped_data.read_json(path)
        if data.get("finished") and data.get("exact") and _proofs_hold(data):
            out.append((data, path))
    return out


def shipped_rules_result(rules: OasisRules) -> tuple[dict[str, Any], Path] | None:
    """The stored result (:func:`shipped_rules_results`) for these rules (any name)."""
    for data, path in shipped_rules_results():
        if shipped_data.json_rules_key(data["rules"]) == shipped_data.rules_key(rules):
            return data, path
    return None


def _proofs_hold(job: dict[str, Any]) -> bool:
    """Whether every exchange a finished job's result left to a shipped suit-coupling proof
    is still covered by a proof shipped now (without it the result is not exact): checked
    wherever a stored result is read, a preset's or a rules file's."""
    proofs = shipped_data.coupling_proofs(shipped_data.rules_from_json(job["rules"]))
    return all(int(k) in proofs for k, c in job.get("by_exchange", {}).items()
               if "ruled_out_by" in c)


def _job_proof(r: dict[str, Any]) -> str:
    """What a finished job found for each multi-card exchange, in one clause."""
    parts = []
    for k, c in sorted(r.get("by_exchange", {}).items()):
        left = c["bound_survivor_situations"]
        if "ruled_out_by" in c:
            parts.append(f"{k} cards (fee {c['fee']}): never optimal by the suit-coupling "
                         f"proof {c['ruled_out_by']}")
            continue
        coupled = (f", {c['pruned_by_coupling']:,} classes of them ruled out by suit coupling"
                   if c.get("pruned_by_coupling") else "")
        parts.append(f"{k} cards (fee {c['fee']}): " + (
            "the bound rules out every situation" if not left else
            f"{left:,} situations left by the bound{coupled}, "
            f"{'the others ' if coupled else ''}valued exactly, the exchange "
            f"best in {c['optimal']:,} classes"
            + (f" (smallest margin of the others {c['smallest_margin']:.4g} Antes)"
               if c.get("smallest_margin") is not None else "")))
    return ("every option the bounds could not rule out valued exactly: " + "; ".join(parts)
            if parts else "")


def _up_cards(r: dict[str, Any]) -> dict[str, tuple[Fraction, Fraction]] | None:
    """A job result's exact edges against each up-card rank it finished (every exchange, at
    most one card), or None (none finished, or a result written before they were kept)."""
    lines = r.get("by_up_card")
    return {rank: (Fraction(d["house_edge"]), Fraction(d["house_edge_01"]))
            for rank, d in lines.items()} if lines else None


def edge_from_result(rules: OasisRules, r: dict[str, Any], source: str) -> HouseEdge:
    """A :class:`HouseEdge` from a result of the exact-edge job (a folder's or a stored one;
    ``source`` begins its note)."""
    lower = upper = None
    if r["exact"]:
        frac = Fraction(r["house_edge"])
        edge, se, status = float(frac), 0.0, r["status"]
        lower = upper = edge
    elif r["lower"] is not None:   # exact bounds only: the middle, half the width its error
        frac, status = None, "estimate"
        lower, upper = r["lower"], r["upper"]
        edge, se = (lower + upper) / 2, (upper - lower) / 2
    else:   # an exact upper bound only (some up cards' bounds are still missing)
        frac, status = None, "estimate"
        upper = r["upper"]
        edge, se = upper, float("nan")
    return HouseEdge(
        rules=rules.name, house_edge=edge, se=se,
        house_edge_per_wager=r["house_edge_per_wager"], average_wager=r["average_wager"],
        action_frequencies=r["action_frequencies"], multi_card_gain=float("nan"),
        multi_card_gain_se=float("nan"), n_situations=r["situations_done"],
        exact=r["exact"], fraction=frac, strategy="every exchange", status=status,
        lower=lower, upper=upper, by_up_card=_up_cards(r),
        note=source + ("" if r["exact"] else " (not finished: exact bounds only, the figure is "
                "their middle)" if lower is not None else " (not finished: an exact upper "
                "bound only, the figure is that bound)"))


def _house_edge_no_exchange(rules: OasisRules) -> HouseEdge:
    """The exact house edge of the game without exchanges."""
    s = shipped_data.load_exact_data()["no_exchange"]
    acts = {k: s["action_situations"][k] for k in ("fold", "raise")}  # not fold_raise_equal
    return replace(_exact_house_edge(
        rules, s, acts, float("nan"), float("nan"),
        "; up cards of one suit computed, each weighing 4 (suit symmetry)"),
        strategy="no exchange")


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
        raise DataError(key="oasis_strategy_strategy_name", strategy=strategy)
    flag(exact, "exact")
    if exact:
        data = shipped_data.load_exact_data()
        known = dict(data["no_exchange"]["strategies"])
        known["optimal"] = data["one_card"]["strategies"]["optimal"]
        if strategy not in known:
            raise DataError(key="oasis_no_exact_value", strategy=strategy,
                            known=", ".join(known))
        return known[strategy]["ev"], 0.0
    summary, _ = shipped_data.load_sample_data()
    if strategy not in summary["strategies"]:
        raise DataError(key="oasis_no_shipped_value", strategy=strategy,
                        known=", ".join(summary["strategies"]))
    m, se = summary["strategies"][strategy]
    return m, se
