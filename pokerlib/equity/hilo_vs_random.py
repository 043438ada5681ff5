"""One Omaha Hi/Lo hand against random hands: its equity against 1 to 9 opponents whose cards
nobody knows, exact heads-up on the river, seeded Monte Carlo elsewhere."""

from __future__ import annotations

import numbers
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..cards import Card, cards_html
from ..combinatorics import subsets
from ..errors import EquityError
from ..evaluate import omaha_batch
from ..lang import Messages, resolve_lang
from .checks import (
    check_cards,
    check_count,
    check_flag,
    check_samples,
    check_seed,
    check_share,
    read_spot,
)
from .hilo_tables import hilo_board_values, hilo_hand_tables, hilo_split
from .results import HiLoPlayerEquity

__all__ = ["HiLoVsRandom", "equity_hilo_vs_random"]


def _check_opponents(opponents: Any) -> int:
    if isinstance(opponents, bool) or not isinstance(opponents, numbers.Integral) or \
            not 1 <= int(opponents) <= 9:
        raise EquityError(key="eq_opponents_whole_number", opponents=opponents)
    return int(opponents)


@dataclass(frozen=True)
class HiLoVsRandom:
    """One Omaha hand's hi/lo equity against ``opponents`` random hands (see
    :func:`equity_hilo_vs_random`): ``hero`` has the equity, its high and low parts and the
    scoop rate; ``deals`` is how many opponent hands (exact) or random deals were counted."""

    hero: HiLoPlayerEquity
    opponents: int
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    exact: bool
    deals: int
    low_made: float

    def __post_init__(self) -> None:
        if not isinstance(self.hero, HiLoPlayerEquity):
            raise EquityError(key="eq_hero_hiloplayerequity", hero=self.hero)
        _check_opponents(self.opponents)
        check_cards("board", self.board)
        check_cards("dead", self.dead)
        check_flag("exact", self.exact)
        check_count("deals", self.deals)
        check_share("low_made", self.low_made)

    @property
    def against(self) -> str:
        """``'1 random hand'`` or ``'3 random hands'`` (in the default language)."""
        return self.against_in()

    def against_in(self, lang: str | None = None) -> str:
        """Who the hand plays against, in ``lang``."""
        return VS_TEXT("one" if self.opponents == 1 else "many", resolve_lang(lang),
                       n=self.opponents)

    @property
    def method(self) -> str:
        """How the equity was found, in the default language."""
        return self.method_in()

    def method_in(self, lang: str | None = None) -> str:
        """How the equity was found, in ``lang``."""
        return VS_TEXT("exact" if self.exact else "sampled", resolve_lang(lang),
                       deals=self.deals)

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None)."""
        lang = resolve_lang(lang)
        return VS_TEXT("line", lang, hero=self.hero.describe(lang),
                       against=self.against_in(lang), method=self.method_in(lang))

    def _repr_html_(self) -> str:
        lang = resolve_lang(None)
        p = self.hero
        err = "" if p.exact else f" ± {p.stderr:.2%}"
        return ('<div class="pokerlib-equity-hilo">' + VS_TEXT(
            "html", lang, cards=cards_html(p.hand), against=self.against_in(lang),
            equity=p.equity, err=err, high=p.high_share, low=p.low_share, scoop=p.scoop,
            method=self.method_in(lang)) + "</div>")


#: The words of a hand's hi/lo equity against random hands.
VS_TEXT = Messages(
    en={"one": "1 random hand", "many": "{n} random hands",
        "exact": "exact: every opponent hand ({deals:,})",
        "sampled": "Monte Carlo: {deals:,} random deals of the opponents' cards and the "
                   "board still to come (± one standard error)",
        "line": "{hero} against {against}; {method}",
        "html": "{cards} against {against}: <b>{equity:.2%}</b>{err} of the pot "
                "(high {high:.2%} + low {low:.2%}; scoops {scoop:.2%}) — {method}"},
    ja={"one": "ランダムな1ハンド", "many": "ランダムな{n}ハンド",
        "exact": "厳密: 相手のハンドすべて（{deals:,}通り）",
        "sampled": "モンテカルロ: 相手のカードとこれから来るボードをランダムに{deals:,}通り"
                   "（± 標準誤差1つ分）",
        "line": "{hero}（対 {against}）。{method}",
        "html": "{cards} 対 {against}: ポットの<b>{equity:.2%}</b>{err}"
                "（ハイ {high:.2%} ＋ ロー {low:.2%}、スクープ {scoop:.2%}） — {method}"})


def equity_hilo_vs_random(hand: Any, board: Any = (), opponents: int = 1, dead: Any = (), *,
                          samples: int | None = None, seed: int | None = 0) -> HiLoVsRandom:
    """One Omaha Hi/Lo hand's equity against ``opponents`` (1 to 9) random four-card hands.

    Heads-up on the river it is **exact** by default: every possible opponent hand (C(43, 4) =
    123,410 with no dead cards) is scored. Anywhere else the opponents' hands and the board
    to come are drawn at random, ``samples`` seeded deals (20,000 unless given; 2 to
    100,000,000; ``seed`` a whole number of 0 or more, or None for fresh randomness), and the
    result carries a standard error. Random hands are a yardstick, not a read: players who stay
    in a hand usually hold better than random.

    >>> r = equity_hilo_vs_random("Ad Kd 3s 2s", board="Jd 4d 3c Qd 5h")
    >>> r.exact, r.deals, round(r.hero.equity, 4)
    (True, 123410, 0.9865)
    >>> r = equity_hilo_vs_random("As 2s 3d Kd", opponents=2, samples=4000, seed=1)
    >>> r.exact, r.deals, 0.2 < r.hero.equity < 0.6, r.hero.stderr < 0.01
    (False, 4000, True, True)
    """
    holes, bd, dd, rest, k = read_spot([hand], board, dead, hole_cards=4,
                                       name="equity_hilo_vs_random", example="'As 2s 3d Kd'",
                                       boards=(0, 3, 4, 5), min_hands=1,
                                       game="eq_omaha_board")
    opponents = _check_opponents(opponents)
    samples = check_samples(samples)
    seed = check_seed(seed)
    need = 4 * opponents + k
    if need > len(rest):
        raise EquityError(key="eq_opponents_board_cards", opponents=opponents, k=k, need=need,
                          n=len(rest))
    table = hilo_hand_tables(holes[0])
    known = np.array(sorted(map(int, bd)), dtype=np.intp)
    exact = samples is None and k == 0 and opponents == 1
    chunks: Iterator[tuple[np.ndarray, np.ndarray]]
    if exact:
        opp = rest[subsets(len(rest), 4)]
        n = len(opp)
        chunks = ((np.broadcast_to(known, (len(o), 5)), o[:, None, :])
                  for o in (opp[i:i + 200_000] for i in range(0, n, 200_000)))
    else:
        n = 20_000 if samples is None else samples
        rng = np.random.default_rng(seed)

        def _deals() -> Iterator[tuple[np.ndarray, np.ndarray]]:
            for s in range(0, n, 100_000):
                m = min(100_000, n - s)
                # a random *ordered* sample (argsort, not argpartition: which card becomes
                # board and which an opponent's must not depend on the cards' order in rest)
                pick = rest[rng.random((m, len(rest))).argsort(axis=1)[:, :need]]
                full = np.hstack([np.broadcast_to(known, (m, len(known))), pick[:, :k]])
                yield full, pick[:, k:].reshape(m, opponents, 4)
        chunks = _deals()
    sums = np.zeros(7)        # high, low, scoop, high win, low win, has low, share^2
    low_made = 0.0
    for full, opp in chunks:
        full = np.sort(full, axis=1)
        hero_hi, hero_lo = hilo_board_values([table], full, check=False)
        his, los = [hero_hi[0]], [hero_lo[0]]
        for j in range(opp.shape[1]):
            h, lo = omaha_batch(opp[:, j], full)
            his.append(h)
            los.append(lo)
        hs, ls, sc, hw, lw, has, made = hilo_split(np.stack(his), np.stack(los), check=False)
        for i, arr in enumerate((hs, ls, sc, hw, lw, has)):
            sums[i] += arr[0].sum()
        sums[6] += ((hs[0] + ls[0]) ** 2).sum()
        low_made += made.sum()
    mean = sums / n
    eq = mean[0] + mean[1]
    err = 0.0 if exact else float(np.sqrt(max(mean[6] - eq ** 2, 0) / (n - 1)))
    hero = HiLoPlayerEquity(holes[0], float(eq), float(mean[0]), float(mean[1]),
                            float(mean[2]), float(mean[3]), float(mean[4]), float(mean[5]),
                            err, exact)
    return HiLoVsRandom(hero, opponents, bd, dd, exact, n, float(low_made / n))
