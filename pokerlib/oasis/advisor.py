"""The exact strategy advisor: the expected result of every option of an Oasis Poker hand.

For a hand and the dealer's up card, :func:`advise` lists folding, raising and every legal
exchange with its expected result in Antes (fees included), best first. Every option is
**exact**: each counts every replacement draw and every dealer completion, in integers, with
the compiled kernel of :mod:`pokerlib.oasis.kernel` (a fraction of a second for all 32
options). :func:`advise_reference` is the slow, plainly written path of
:mod:`pokerlib.oasis.dealer_counts` (numpy, several seconds), kept for tests to compare with.

>>> advise("Qs Qd 8h 8c 2d", "Ks").best.label
'raise'
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from ..cards import Card, cards_html, format_cards, parse_cards
from ..errors import CardError, TableError
from ..evaluate import score, score_batch
from ..hand_api import Choice
from ..kinds import kind_of
from ..lang import Messages, resolve_lang
from .arguments import whole_number
from .dealer_counts import DealerCounts, raise_ev, replacement_sets
from .kernel import situation_sums
from .rules import OasisRules, multiples_by_score

#: The choices of an Oasis hand, in the order :meth:`OasisGame.legal_actions` lists them.
OASIS_CHOICES = (Choice.EXCHANGE, Choice.FOLD, Choice.RAISE)

__all__ = [
    "OASIS_CHOICES",
    "Option",
    "Advice",
    "Situation",
    "advise",
    "advise_reference",
    "warm_up",
    "raise_ev_exact",
    "one_card_evs",
    "sample_subsets",
    "MAX_SAMPLES",
]


@dataclass(frozen=True)
class Option:
    """One choice and its expected result in Antes (fees included).

    ``action`` is a :class:`~pokerlib.hand_api.Choice`: ``FOLD``, ``RAISE`` (keep the hand)
    or ``EXCHANGE`` (then the better of fold and raise after the draw; its word works too,
    ``Option("raise", (), 0.5).action is Choice.RAISE``, and another word is refused);
    ``exact`` is False for a seeded estimate, whose standard
    error is ``se``; ``raise_share`` is the fraction of draws after which raising is right.
    """

    action: Choice
    discard: tuple[Card, ...]
    ev: float
    exact: bool = True
    se: float = 0.0
    fee: int = 0
    raise_share: float = 1.0

    def __post_init__(self) -> None:
        action = kind_of(Choice, self.action, "an Oasis option's action", TableError)
        if action not in OASIS_CHOICES:
            raise TableError(key="one_of", what="an Oasis option's action", value=self.action,
                             allowed=", ".join(map(repr, OASIS_CHOICES)))
        object.__setattr__(self, "action", action)

    @property
    def label(self) -> str:
        if self.action != "exchange":
            return self.action
        return "exchange " + format_cards(self.discard)

    def __str__(self) -> str:
        return self.describe()

    def name(self, lang: str | None = None) -> str:
        """The option's name in ``lang`` (the article keeps Fold and Raise): ``'exchange 2♦'``,
        ``'交換 2♦'``."""
        lang = resolve_lang(lang)
        if self.action != "exchange":
            return ADVICE_TEXT(self.action, lang)
        return ADVICE_TEXT("exchange", lang, cards=format_cards(self.discard))

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None): the name and the EV."""
        lang = resolve_lang(lang)
        tail = "" if self.exact else ADVICE_TEXT("estimate", lang, se=self.se)
        return f"{self.name(lang)}: {self.ev:+.4f}{tail}"


@dataclass(frozen=True)
class Advice:
    """The options for one situation, best first (a sequence of :class:`Option`)."""

    hand: tuple[Card, ...]
    upcard: Card
    options: tuple[Option, ...]
    rules: OasisRules = field(repr=False, default_factory=OasisRules.bgaming)

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    def __len__(self) -> int:
        return len(self.options)

    def __getitem__(self, i: Any) -> Any:
        return self.options[i]

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action: str, discard: Any = "") -> Option:
        """The option for an action (and discard): ``advice.option("exchange", "2d")``."""
        want = set(parse_cards(discard)) if discard else set()
        for o in self.options:
            if o.action == action and set(o.discard) == want:
                return o
        raise TableError(key="oasis_no_option", option=f"{action!r} {format_cards(want)}".strip(),
                         options=", ".join(o.label for o in self.options))

    def table(self, top: int | None = None) -> list[tuple[str, float, str]]:
        """(option, EV in Antes, exact or ± se) rows, best first."""
        rows = self.options if top is None else self.options[:top]
        return [(o.label, round(o.ev, 4), "exact" if o.exact else f"± {o.se:.4f}")
                for o in rows]

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """Every option, best first, one a line, in ``lang`` (the default language when
        None)."""
        return "\n".join(o.describe(lang) for o in self.options)

    def _repr_html_(self) -> str:
        lang = resolve_lang(None)
        body = "".join(
            f"<tr><td style='text-align:left'>{o.name(lang)}</td><td>{o.ev:+.4f}</td>"
            f"<td>{ADVICE_TEXT('exact', lang) if o.exact else f'± {o.se:.4f}'}</td></tr>"
            for o in self.options[:12])
        more = ADVICE_TEXT("more", lang, n=len(self) - 12) if len(self) > 12 else ""
        return (ADVICE_TEXT("head", lang, hand=cards_html(self.hand),
                            upcard=cards_html([self.upcard]))
                + f"<table><tr><th>{ADVICE_TEXT('th option', lang)}</th>"
                f"<th>{ADVICE_TEXT('th ev', lang)}</th><th></th></tr>{body}</table>" + more)


#: The words of the advisor's printouts (the Oasis article's Fold, Raise, 交換, 公開カード).
ADVICE_TEXT = Messages(
    en={"fold": "fold", "raise": "raise", "exchange": "exchange {cards}",
        "estimate": " ± {se:.4f} (estimate)", "exact": "exact",
        "more": "<p>({n} more options)</p>", "head": "<p>{hand} vs up card {upcard}</p>",
        "th option": "option", "th ev": "EV (Antes)"},
    ja={"fold": "Fold", "raise": "Raise", "exchange": "交換 {cards}",
        "estimate": " ± {se:.4f}（推定）", "exact": "厳密",
        "more": "<p>（ほかに{n}個の選択肢）</p>", "head": "<p>{hand} 対 公開カード {upcard}</p>",
        "th option": "選択肢", "th ev": "期待値（Ante）"})


class Situation:
    """What the advisor knows in one (hand, up card, dead cards) situation: the pool of unknown
    cards, the dealer's counts from it, the qualifier and the paytable multiples. Cards are
    trusted here (card indices, distinct): :func:`advise` checks them first."""

    def __init__(self, hand: Any, upcard: Any, dead: Any, rules: OasisRules):
        self.hand = tuple(int(c) for c in hand)
        self.upcard = int(upcard)
        known = set(self.hand) | {self.upcard} | {int(c) for c in dead}
        self.pool = np.array([c for c in range(52) if c not in known], dtype=np.int64)
        self.rules = rules
        self.counts = DealerCounts(self.pool, self.upcard)
        self.qualifying = rules.qualifier_score  # the lowest dealer score that qualifies
        self.mult = multiples_by_score(rules.paytable)

    def keep_ev(self) -> float:
        """EV of raising with the hand as it is."""
        sp = score(self.hand)
        c = self.counts.cum_total
        ev = raise_ev(c[self.qualifying], c[sp], c[sp + 1], sp, self.mult[sp],
                      self.counts.total, self.qualifying, self.rules.raise_antes)
        return float(ev)

    def draw_evs(self, k: int, R: np.ndarray) -> tuple[np.ndarray, list[tuple[int, ...]]]:
        """Raise EVs (before fees) for every way to discard ``k`` cards (columns) and every
        replacement set ``R`` (rows: sorted pool positions)."""
        discards = list(combinations(range(5), k))
        M = len(R)
        out = np.empty((M, len(discards)))
        step = max(1, 60000 // len(discards))
        total = math.comb(len(self.pool) - k, 4)
        hand = np.array(self.hand)
        for lo in range(0, M, step):
            r = R[lo:lo + step]
            m = len(r)
            new = self.pool[r]                                   # (m, k)
            hands = np.empty((m, len(discards), 5), dtype=np.int64)
            for j, d in enumerate(discards):
                keep = [i for i in range(5) if i not in d]
                hands[:, j, :5 - k] = hand[keep]
                hands[:, j, 5 - k:] = new
            sp = score_batch(hands.reshape(-1, 5), check=False).astype(np.int64).reshape(m, -1)
            X = np.concatenate([np.full((m, 1), self.qualifying), sp, sp + 1], axis=1)
            cnt = (self.counts.count_below_single(r, X) if k == 1
                   else self.counts.count_below(r, X))
            nd = len(discards)
            out[lo:lo + m] = raise_ev(cnt[:, :1], cnt[:, 1:1 + nd], cnt[:, 1 + nd:], sp,
                                      self.mult[sp], total, self.qualifying,
                                      self.rules.raise_antes)
        return out, discards


def sample_subsets(n: int, k: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """``size`` uniformly random k-subsets of range(n), each row sorted."""
    return np.sort(np.argsort(rng.random((size, n)), axis=1)[:, :k], axis=1)


#: The largest ``samples`` :func:`advise` accepts (each sample is a row of the pool's size).
MAX_SAMPLES = 1_000_000


def _cards(hand: Any, upcard: Any, dead: Any) -> tuple[tuple[Card, ...], Card, tuple[Card, ...]]:
    """The hand (5 cards), the up card and the dead cards, read and checked: no card in two
    places, and enough unknown cards left for the dealer's four."""
    h = parse_cards(hand, count=5)
    u = parse_cards(upcard, count=1)[0]
    d = parse_cards(dead)
    parse_cards(h + (u,) + d)  # a card can't be in two places
    if 52 - 6 - len(d) < 4:
        raise CardError(key="oasis_dead_cards_leave", n=len(d), value=52 - 6 - len(d))
    return h, u, d


def advise(hand: Any, upcard: Any, rules: OasisRules | None = None, *, dead: Any = (),
           exchanges_left: int | None = None, exact_up_to: int | None = None,
           samples: int | None = None, seed: int | None = None) -> Advice:
    """Expected result in Antes (fees included) of every legal option, best first, **exact**.

    Folding, raising and every exchange of 1 to 5 cards count every replacement draw and
    every dealer completion (the compiled kernel of :mod:`pokerlib.oasis.kernel`; the first
    call in a process loads it, later calls take a fraction of a second). After an exchange,
    the EV assumes the better of fold and raise (raise only, if the rules force it). Under
    rules with more than one exchange, the EVs assume this exchange is the last one (a lower
    bound; marked not exact). Exchanges of more cards than the unknown cards leave the dealer
    are not offered. ``exchanges_left`` (default: the rules' ``max_exchanges``) may be 0 to
    ``max_exchanges``.

    ``exact_up_to``, ``samples`` and ``seed`` were the settings of the earlier sampled
    5-card estimate: they are still accepted (and checked) so older code runs, and change
    nothing; :func:`advise_reference` takes them.

    >>> a = advise("Qs Qd 8h 8c 2d", "Ks")
    >>> a.best.label, round(a.best.ev, 4)
    ('raise', 3.1727)
    >>> round(a.option("exchange", "2d").ev, 4), a.option("fold").ev
    (2.8354, -1.0)
    >>> all(o.exact for o in a), len(a)
    (True, 33)
    """
    rules = OasisRules.check(rules)
    h, u, d = _cards(hand, upcard, dead)
    if exchanges_left is None:
        exchanges_left = rules.max_exchanges
    exchanges_left = whole_number(exchanges_left, f"exchanges_left (under {rules.name} rules)",
                                  TableError, minimum=0, maximum=rules.max_exchanges)
    if exact_up_to is not None:
        whole_number(exact_up_to, "exact_up_to (cards)", TableError, 0, 5)
    if samples is not None:
        whole_number(samples, "samples", TableError, 2, MAX_SAMPLES)
    if seed is not None:
        whole_number(seed, "seed", TableError, minimum=0)
    known = {int(c) for c in h} | {int(u)} | {int(c) for c in d}
    pool = [c for c in range(52) if c not in known]
    n = len(pool)
    counts = tuple(k for k in rules.exchange_counts if n - k >= 4) if exchanges_left else ()
    best, forced, raises, denom = situation_sums([int(c) for c in h], int(u), pool, rules,
                                                 counts)
    later = rules.max_exchanges > 1 and exchanges_left > 1
    opts = [Option(Choice.FOLD, (), -1.0), Option(Choice.RAISE, (), int(forced[0]) / int(denom[0]))]
    for mask in range(1, 32):
        if not denom[mask]:
            continue
        k = bin(mask).count("1")
        fee = rules.fee_for(k)
        draws = math.comb(n, k)
        if k == 5 and rules.five_forces_raise:
            ev, share = int(forced[mask]) / int(denom[mask]), 1.0
        else:
            ev, share = int(best[mask]) / int(denom[mask]), int(raises[mask]) / draws
        opts.append(Option(Choice.EXCHANGE, tuple(h[i] for i in range(5) if mask >> i & 1),
                           ev - fee, not later, 0.0, fee, share))
    opts.sort(key=lambda o: -o.ev)
    return Advice(h, u, tuple(opts), rules)


def advise_reference(hand: Any, upcard: Any, rules: OasisRules | None = None, *,
                     dead: Any = (), exchanges_left: int | None = None, exact_up_to: int = 5,
                     samples: int = 4000, seed: int = 0) -> Advice:
    """:func:`advise` the slow, plainly written way (numpy, :mod:`pokerlib.oasis.dealer_counts`),
    kept as the reference the kernel is tested against: exact for exchanges of up to
    ``exact_up_to`` cards (default 5: every option, several seconds), larger exchanges a
    seeded estimate from ``samples`` random draws (``.exact=False``, standard error ``.se``).

    ``exact_up_to`` 0 to 5; ``samples`` 2 to ``MAX_SAMPLES``; ``seed`` a whole number >= 0.

    >>> a = advise_reference("Qs Qd 8h 8c 2d", "Ks", exact_up_to=1)
    >>> round(a.option("exchange", "2d").ev, 4), a.option("exchange", "Qs Qd 8h 8c 2d").exact
    (2.8354, False)
    """
    rules = OasisRules.check(rules)
    h, u, d = _cards(hand, upcard, dead)
    if exchanges_left is None:
        exchanges_left = rules.max_exchanges
    exchanges_left = whole_number(exchanges_left, f"exchanges_left (under {rules.name} rules)",
                                  TableError, minimum=0, maximum=rules.max_exchanges)
    exact_up_to = whole_number(exact_up_to, "exact_up_to (cards)", TableError, 0, 5)
    samples = whole_number(samples, "samples", TableError, 2, MAX_SAMPLES)
    seed = whole_number(seed, "seed", TableError, minimum=0)
    sit = Situation(h, u, d, rules)
    opts = [Option(Choice.FOLD, (), -1.0), Option(Choice.RAISE, (), sit.keep_ev())]
    if exchanges_left > 0:
        rng = np.random.default_rng(seed)
        later = rules.max_exchanges > 1 and exchanges_left > 1
        n = len(sit.pool)
        for k in rules.exchange_counts:
            if n - k < 4:
                continue  # the dealer's four cards must stay unknown
            exact = k <= exact_up_to
            R = replacement_sets(n, k) if exact else sample_subsets(n, k, samples, rng)
            evs, discards = sit.draw_evs(k, R)
            forced = k == 5 and rules.five_forces_raise
            best = evs if forced else np.maximum(evs, -1.0)
            fee = rules.fee_for(k)
            for j, dsc in enumerate(discards):
                col = best[:, j]
                se = 0.0 if exact else float(col.std(ddof=1) / math.sqrt(len(col)))
                opts.append(Option(Choice.EXCHANGE, tuple(h[i] for i in dsc),
                                   float(col.mean()) - fee, exact and not later, se, fee,
                                   float((evs[:, j] > -1.0).mean()) if not forced else 1.0))
    opts.sort(key=lambda o: -o.ev)
    return Advice(h, u, tuple(opts), rules)


def raise_ev_exact(hand: Any, upcard: Any, rules: OasisRules | None = None,
                   dead: Any = ()) -> float:
    """Exact EV in Antes of raising with ``hand`` (fees already paid are not counted), given
    cards known to be dead (those discarded).

    >>> round(raise_ev_exact("Qs Qd 8h 8c Qh", "Ks", dead="2d"), 4)
    10.8116
    """
    rules = OasisRules.check(rules)
    return Situation(*_cards(hand, upcard, dead), rules).keep_ev()


def one_card_evs(hand: Any, upcard: Any, rules: OasisRules | None = None
                 ) -> tuple[float, np.ndarray]:
    """(raise EV, EV of exchanging each card i = best of fold/raise after the draw, fee paid)
    -- the exact 0/1-card part of the advisor, as the house-edge computation uses it.

    >>> keep, exchange = one_card_evs("Qs Qd 8h 8c 2d", "Ks")
    >>> round(keep, 4), round(float(exchange[4]), 4)
    (3.1727, 2.8354)
    """
    rules = OasisRules.check(rules)
    h, u, _ = _cards(hand, upcard, ())
    sit = Situation(h, u, (), rules)
    keep = sit.keep_ev()
    ex = np.full(5, -np.inf)
    if 1 in rules.exchange_counts and rules.max_exchanges >= 1:
        evs, _ = sit.draw_evs(1, replacement_sets(len(sit.pool), 1))
        ex = np.maximum(evs, -1.0).mean(axis=0) - rules.fee_for(1)
    return keep, ex


@functools.cache
def warm_up() -> None:
    """Load the advisor's compiled kernels (numba's cache) and tables once in this process, so
    the first advice a learner asks for answers as fast as the next; the Oasis table widget
    calls it when it is built. Later calls do nothing."""
    advise("Qs Qd 8h 8c 2d", "Ks")

