"""The exact house-edge counts: the no-exchange game and the optimal 0/1-card game summed over
every (hand, up card) situation, as integer numerators over a common denominator.

The counting itself is :mod:`pokerlib.builders.oasis_exact_edge.counts`; this module runs it for
every up
card, decides each situation's best action and adds up the totals that ``oasis_exact.json``
stores. Up cards are taken in spades only, each weighing :data:`SUIT_WEIGHT` (suits are
symmetric).
"""

from __future__ import annotations

import multiprocessing as mp
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from ..cards import RANKS
from ..course.progress_bar import progress_bar
from ..oasis.rules import PAY_LINES, OasisRules, multiples_by_score, pay_line_of_score
from ..oasis.strategy import WEAKEST_PAIR_SCORE
from .oasis_exact_edge import counts as ex

__all__ = [
    "SUIT_WEIGHT",
    "CHECK_SLICE",
    "ExactPart",
    "no_exchange_summary",
    "one_card_summary",
    "exact_summaries",
]

#: up cards of one suit are computed; each stands for the four suits
SUIT_WEIGHT = 4
#: (up-card rank, first row, end row): hands whose 0/1-card values the data keeps for a test
CHECK_SLICE = (11, 1_000, 3_000)
#: kept sets per worker job
_KEPT_CHUNK = 512
#: the replacement cards a one-card exchange can draw (52 - 5 in the hand - the up card)
_REPLACEMENTS = 46


@dataclass(frozen=True)
class ExactPart:
    """A part of the exact computation (for tests): up-card ranks 0..12 and a slice (or
    array) of the rows of :func:`~pokerlib.builders.oasis_exact_edge.counts.hand_positions`."""

    ranks: tuple[int, ...]
    rows: Any = None


def _edge_fields(edge: Fraction, wager: Fraction) -> dict[str, Any]:
    """The house edge (per Ante and per unit wagered) and average wager of an exact count."""
    return {"house_edge": float(edge),
            "house_edge_fraction": f"{edge.numerator}/{edge.denominator}",
            "average_wager": float(wager),
            "house_edge_per_wager": float(edge / wager)}


def _add_evs(cats: dict[str, Any], per_up: dict[str, Any], per_situation: int) -> None:
    """Each group's EV in Antes: its numerator over its situations x ``per_situation``."""
    for v in list(cats.values()) + list(per_up.values()):
        v["ev"] = v["numerator"] / (v["situations"] * per_situation) if v["situations"] else None


def _ranks_and_rows(part: ExactPart | None) -> tuple[tuple[int, ...], Any]:
    return (tuple(range(13)), None) if part is None else (tuple(part.ranks), part.rows)


def no_exchange_summary(rules: OasisRules, progress: bool = True,
                        part: ExactPart | None = None) -> dict[str, Any]:
    """The exact no-exchange game (fold or raise the dealt hand) over all 2,598,960 x 47
    (hand, up card) situations: every strategy's total as an integer numerator over
    ``situations x C(46, 4)``. Up cards are taken in spades only, each weighing 4 (suits are
    symmetric). ``part`` restricts it (tests)."""
    ranks, rows = _ranks_and_rows(part)
    mult = multiples_by_score(rules.paytable)
    Q = rules.qualifier_score
    cat = pay_line_of_score()
    pair = WEAKEST_PAIR_SCORE
    T = ex.N_DEALER
    n_rows = len(ex.hand_positions()) if rows is None else len(range(*rows.indices(
        len(ex.hand_positions()))))
    bar = progress_bar(len(ranks) * n_rows, "no-exchange EVs") if progress else None
    done = 0
    names = ("never exchange", "raise with a pair or better",
             "raise with the qualifier or better", "always raise")
    strat = dict.fromkeys(names, 0)
    raise_n = tie_n = situations = 0
    cats = {line: {"situations": 0, "numerator": 0, "raise_situations": 0}
            for line in PAY_LINES}
    per_up: dict[str, Any] = {}

    def tick(n: int) -> None:
        nonlocal done
        done += n
        if bar:
            bar(done)

    for rank in ranks:
        u = 4 * rank  # the spade of this rank; the other suits are the same game (weight 4)
        scores, nums = ex.upcard_numerators(u, mult, Q, rules.raise_antes, rows=rows,
                                            progress=tick if bar else None)
        sp = scores.astype(np.int64)
        best = np.maximum(nums, -T)
        values = {"never exchange": best,
                  "raise with a pair or better": np.where(sp >= pair, nums, -T),
                  "raise with the qualifier or better": np.where(sp >= Q, nums, -T),
                  "always raise": nums}
        for name in names:
            strat[name] += SUIT_WEIGHT * int(values[name].sum())
        raised = nums > -T
        raise_n += SUIT_WEIGHT * int(raised.sum())
        tie_n += SUIT_WEIGHT * int((nums == -T).sum())
        situations += SUIT_WEIGHT * len(nums)
        c = cat[sp]
        for k, line in enumerate(PAY_LINES):
            m = c == k
            cats[line]["situations"] += SUIT_WEIGHT * int(m.sum())
            cats[line]["numerator"] += SUIT_WEIGHT * int(best[m].sum())
            cats[line]["raise_situations"] += SUIT_WEIGHT * int((raised & m).sum())
        per_up[RANKS[rank]] = {"situations": SUIT_WEIGHT * len(nums),
                                         "numerator": SUIT_WEIGHT * int(best.sum())}
    denom = situations * T
    edge = Fraction(-strat["never exchange"], denom)
    wager = 1 + Fraction(rules.raise_antes * raise_n, situations)
    _add_evs(cats, per_up, T)
    return {
        "what": "Oasis Poker without exchanges (fold, or raise the dealt hand), optimal "
                "fold/raise; exact over every (hand, up card) situation",
        "rules": {"paytable": list(rules.paytable), "qualifier": rules.qualifier,
                  "raise_antes": rules.raise_antes},
        "complete": part is None,
        "situations": situations,
        "dealer_hands": T,
        "denominator": denom,
        **_edge_fields(edge, wager),
        "action_situations": {"fold": situations - raise_n, "raise": raise_n,
                              "fold_raise_equal": tie_n},
        "strategies": {n: {"numerator": v, "ev": v / denom} for n, v in strat.items()},
        "categories": cats,
        "upcards": per_up,
    }


#: a chunk of kept sets valued by a worker: (first row, exchange values, raise counts, wins
#: by pay line), see :func:`pokerlib.builders.oasis_exact_edge.counts.kept_values_by_line`
_Chunk = tuple[int, np.ndarray, np.ndarray, np.ndarray]


def _kept_chunk(args: tuple[int, int, np.ndarray]) -> tuple[int, _Chunk]:
    """Worker: one-card exchange values of a chunk of canonical kept sets of one up card."""
    rank, lo, ranks = args
    rules = OasisRules.bgaming()
    values, raises, lines = ex.kept_values_by_line(
        4 * rank, ranks, multiples_by_score(rules.paytable), rules.qualifier_score,
        rules.raise_antes)
    return rank, (lo, values, raises, lines)


#: the three choices of the 0/1-card game, in the order ties are broken (fold first)
ONE_CARD_ACTIONS = ("fold", "raise", "exchange one card")


@dataclass
class _OneCardTotals:
    """Running totals of the optimal 0/1-card game. Values are integers over ``DENOM_01`` per
    situation; the points wagered are counted x 46 (the replacement cards), also integers."""

    optimal: int = 0
    never_exchange: int = 0
    situations: int = 0
    wagered_x46: int = 0

    def __post_init__(self) -> None:
        self.actions = dict.fromkeys(ONE_CARD_ACTIONS, 0)
        self.categories = {line: {"situations": 0, "numerator": 0, "exchange_situations": 0}
                           for line in PAY_LINES}
        self.upcards: dict[str, dict[str, Any]] = {}
        self.check: dict[str, Any] = {}
        # per final pay line: (replacement, dealer hand) outcomes x DENOM_01 per situation in
        # which the strategy raises, the dealer qualifies and the player wins with that line
        self.raise_wins = dict.fromkeys(PAY_LINES, 0)


@dataclass(frozen=True)
class _UpCardHands:
    """What one up card's hands need for the totals: score, keep value, the five one-card
    exchange values, their raise counts (rows of hands, x DENOM_01 where a value), the
    qualifying dealer hands a raise of the dealt hand beats (of C(46, 4)), and the wins by
    pay line of the kept sets (rows as ``line_row`` numbers them)."""

    rows: np.ndarray
    scores: np.ndarray
    keep: np.ndarray
    exchange: np.ndarray
    raises: np.ndarray
    keep_wins: np.ndarray
    lines: np.ndarray
    line_row: Any

    def exchange_wins(self, hands: np.ndarray, discard: np.ndarray) -> np.ndarray:
        """Wins by pay line (shape (len(hands), 10)) of the hands ``hands`` (indices into
        ``rows``) exchanging their card ``discard``."""
        kept, column = ex.kept_set_and_column(self.rows[hands], discard)
        row, column = self.line_row(kept, column)
        return self.lines[row, column]


def _kept_set_jobs(ranks: tuple[int, ...], rows: Any
                   ) -> tuple[dict[int, np.ndarray], list[tuple[int, int, np.ndarray]]]:
    """The kept 4-card sets to value for each up-card rank (the canonical ones for a full run,
    those the hands ``rows`` need otherwise), and the worker jobs that value them."""
    kept: dict[int, np.ndarray] = {}
    jobs = []
    for rank in ranks:
        need = ex.kept_orbits(4 * rank)[2] if rows is None else ex.needed_kept_ranks(rows)
        kept[rank] = need
        jobs += [(rank, lo, need[lo:lo + _KEPT_CHUNK])
                 for lo in range(0, len(need), _KEPT_CHUNK)]
    return kept, jobs


def _add_up_card(totals: _OneCardTotals, rank: int, hands: _UpCardHands, rules: OasisRules,
                 full_run: bool) -> None:
    """Add one up card's hands (weight :data:`SUIT_WEIGHT`) to the totals."""
    scores, keep, exchange, raises = hands.scores, hands.keep, hands.exchange, hands.raises
    action, best, discard = ex.choose_01(keep, exchange)
    raising = raises[np.arange(len(raises)), discard]
    w = SUIT_WEIGHT
    totals.optimal += w * int(best.sum())
    totals.never_exchange += w * int(np.maximum(keep, -ex.DENOM_01).sum())
    totals.situations += w * len(keep)
    totals.wagered_x46 += w * int(ex.wagered_x46(action, raising, rules).sum())
    for a, name in enumerate(ONE_CARD_ACTIONS):
        totals.actions[name] += w * int((action == a).sum())
    line_of_hand = pay_line_of_score()[scores.astype(np.int64)]
    for k, line in enumerate(PAY_LINES):
        in_line = line_of_hand == k
        tally = totals.categories[line]
        tally["situations"] += w * int(in_line.sum())
        tally["numerator"] += w * int(best[in_line].sum())
        tally["exchange_situations"] += w * int((in_line & (action == ex.EXCHANGE)).sum())
    totals.upcards[RANKS[rank]] = {"situations": w * len(keep),
                                   "numerator": w * int(best.sum())}
    # what each line's multiple is paid on: raises of the dealt hand, then exchanges
    raised = action == ex.RAISE
    wins = np.zeros((len(keep), len(PAY_LINES)), dtype=np.int64)
    wins[np.flatnonzero(raised), line_of_hand[raised]] = \
        ex.KEEP_FACTOR * hands.keep_wins[raised]
    swapped = np.flatnonzero(action == ex.EXCHANGE)
    wins[swapped] = hands.exchange_wins(swapped, discard[swapped])
    for k, line in enumerate(PAY_LINES):
        totals.raise_wins[line] += w * int(wins[:, k].sum())
    if full_run and rank == CHECK_SLICE[0]:
        # a few hands' exact values, for a test to recompute without the symmetry step
        lo, hi = CHECK_SLICE[1:]
        totals.check.update(upcard_rank=rank, rows=[lo, hi],
                            numerator=int(best[lo:hi].sum()),
                            exchange_situations=int((action[lo:hi] == ex.EXCHANGE).sum()))


def _up_card_hand_values(rank: int, chunks: list[_Chunk], kept: np.ndarray, rows: Any,
                         rules: OasisRules) -> _UpCardHands:
    """Scores, keep values, one-card exchange values and raise counts of every hand against
    one up card, from the workers' kept-set chunks."""
    upcard = 4 * rank
    chunks = sorted(chunks, key=lambda chunk: chunk[0])
    values = np.concatenate([chunk[1] for chunk in chunks])
    raises = np.concatenate([chunk[2] for chunk in chunks])
    lines = np.concatenate([chunk[3] for chunk in chunks])
    kept_ranks = None
    line_row: Any
    if rows is None:  # spread the canonical kept sets to all of them
        values = ex.fill_from_canonical(upcard, values)
        raises = ex.fill_from_canonical(upcard, raises)

        def line_row(k: np.ndarray, column: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
            loc, idx = ex.canonical_index(upcard)
            return loc[k, 0], idx[k, column]
    else:
        kept_ranks = kept

        def line_row(k: np.ndarray, column: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
            return np.searchsorted(kept, k), column
    hand_rows = np.arange(len(ex.hand_positions()))
    hand_rows = hand_rows if rows is None else hand_rows[rows]
    keep_wins = np.empty(len(hand_rows), dtype=np.int64)
    scores, keep, exchange, raise_counts = ex.hand_values_01(
        upcard, multiples_by_score(rules.paytable), rules.qualifier_score, rules.raise_antes,
        values, raises, rows=rows, kept_ranks=kept_ranks, keep_wins=keep_wins)
    return _UpCardHands(hand_rows, scores, keep, exchange, raise_counts, keep_wins, lines,
                        line_row)


def one_card_summary(rules: OasisRules, progress: bool = True, part: ExactPart | None = None,
                     processes: int = 2) -> dict[str, Any]:
    """The exact optimal 0/1-card game over all 2,598,960 x 47 situations: fold, raise, or
    exchange one card (fee 1 Ante) and then fold or raise. Every value is an integer over
    ``DENOM_01`` = 46 x C(45, 4) = 42 x C(46, 4) per situation, so the totals are exact.
    Up cards are spades only (weight 4); kept 4-card sets are computed once per orbit of the
    permutations of the other three suits. Only BGaming's rules (the workers use them)."""
    ranks, rows = _ranks_and_rows(part)
    kept, jobs = _kept_set_jobs(ranks, rows)
    bar = progress_bar(sum(len(v) for v in kept.values()), "1-card EVs     ") \
        if progress else None
    totals = _OneCardTotals()
    chunks: dict[int, list[_Chunk]] = {r: [] for r in ranks}
    jobs_left = {r: len(range(0, len(kept[r]), _KEPT_CHUNK)) for r in ranks}
    done = 0
    with mp.get_context("fork").Pool(processes) as pool:
        for rank, chunk in pool.imap(_kept_chunk, jobs):
            chunks[rank].append(chunk)
            done += len(chunk[1])
            if bar:
                bar(done)
            jobs_left[rank] -= 1
            if jobs_left[rank] == 0:  # every kept set of this up card is in
                hands = _up_card_hand_values(rank, chunks.pop(rank), kept[rank], rows, rules)
                _add_up_card(totals, rank, hands, rules, full_run=rows is None)
    n = totals.situations
    denom = n * ex.DENOM_01
    edge = Fraction(-totals.optimal, denom)
    wager = Fraction(totals.wagered_x46, _REPLACEMENTS * n)
    _add_evs(totals.categories, totals.upcards, ex.DENOM_01)
    strategies = {"optimal": totals.optimal, "never exchange": totals.never_exchange}
    return {
        "what": "Oasis Poker under the optimal strategy restricted to exchanges of 0 or 1 "
                "card (fold; raise; or exchange one card for a fee of 1 Ante, then fold or "
                "raise); exact over every (hand, up card) situation and every replacement",
        "rules": {"paytable": list(rules.paytable), "qualifier": rules.qualifier,
                  "raise_antes": rules.raise_antes, "fee_one_card": rules.fee_for(1)},
        "complete": part is None,
        "situations": n,
        "denominator": denom,
        **_edge_fields(edge, wager),
        "action_situations": totals.actions,
        "strategies": {name: {"numerator": v, "ev": v / denom} for name, v in strategies.items()},
        "categories": totals.categories,
        "raise_wins_by_line": {
            "what": "per pay line of the final hand: the outcomes (replacement card, dealer "
                    "hand; numerators over 'denominator') in which this strategy raises, the "
                    "dealer qualifies and the player wins with a hand of that line, so the "
                    "line's multiple is paid on them; raising the multiple by 1 while keeping "
                    "this strategy adds raise_antes x this / denominator to the player's EV",
            "lines": totals.raise_wins},
        "upcards": totals.upcards,
        "check": totals.check,
    }


def exact_summaries(progress: bool = True, processes: int = 2,
                    part: ExactPart | None = None) -> dict[str, Any]:
    """Both exact summaries under BGaming's rules, as ``oasis_exact.json`` stores them."""
    rules = OasisRules.bgaming()
    return {"no_exchange": no_exchange_summary(rules, progress, part),
            "one_card": one_card_summary(rules, progress, part, processes)}
