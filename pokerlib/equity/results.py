"""Equity results: what an equity calculation returns, one record per player and one for the
whole question, for hold'em and for Omaha hi/lo.

The records are frozen and check what they are given, so a result always reads as a result:

>>> from pokerlib.cards import parse_cards
>>> p = PlayerEquity(parse_cards("As Ks"), 0.46, 0.45, 0.02)
>>> print(p)
A♠ K♠: equity 46.00% (win 45.00%, tie 2.00%)
>>> PlayerEquity(parse_cards("As Ks"), 1.5, 0.45, 0.02)
Traceback (most recent call last):
...
pokerlib.errors.EquityError: equity must be a share between 0 and 1, not 1.5
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..cards import Card, cards_html
from ..errors import EquityError
from ..lang import Messages, resolve_lang
from .checks import check_cards, check_count, check_flag, check_share, check_stderr

__all__ = [
    "PerPlayerResult",
    "PlayerEquity",
    "EquityResult",
    "HiLoPlayerEquity",
    "HiLoEquityResult",
]

@dataclass(frozen=True)
class PlayerEquity:
    """One player's result: ``equity`` = share of the pot on average (ties split), ``win`` =
    how often they win alone, ``tie`` = how often they share the best hand; ``stderr`` is 0
    when the result is exact. ``win`` and ``tie`` are NaN when only the equity is known (the
    169 x 169 class table keeps equities, not wins and ties)."""

    hand: tuple[Card, ...]
    equity: float
    win: float
    tie: float
    stderr: float = 0.0
    exact: bool = True

    def __post_init__(self) -> None:
        check_cards("hand", self.hand)
        check_share("equity", self.equity)
        for name in ("win", "tie"):
            value = getattr(self, name)
            if not (isinstance(value, float) and math.isnan(value)):   # NaN: not known
                check_share(name, value)
        check_stderr(self.stderr)
        check_flag("exact", self.exact)

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None)."""
        err = "" if self.exact else f" ± {self.stderr:.2%}"
        return EQUITY_TEXT("player", resolve_lang(lang), cards=" ".join(map(str, self.hand)),
                           equity=self.equity, err=err, win=self.win, tie=self.tie)


class PerPlayerResult:
    """The base of results that read like a tuple of per-player results: ``result[0]``,
    ``len(result)``, loops, and ``result.equities`` (each player's equity, in order)."""

    players: tuple[Any, ...]

    def __getitem__(self, i: int) -> Any:
        return self.players[i]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.players)

    def __len__(self) -> int:
        return len(self.players)

    @property
    def equities(self) -> tuple[float, ...]:
        return tuple(p.equity for p in self.players)


def _check_players(players: Any, kind: type) -> None:
    if not isinstance(players, tuple) or not players or \
            not all(isinstance(p, kind) for p in players):
        raise EquityError(key="eq_players_non_empty", type_name=kind.__name__, players=players)


@dataclass(frozen=True)
class EquityResult(PerPlayerResult):
    """Equity of every player, in the order the hands were given (index it like a tuple).

    ``exact`` says whether every remaining board was enumerated (``boards`` of them) or
    ``boards`` random boards were sampled (Monte Carlo, each player's ``stderr`` set).
    """

    players: tuple[PlayerEquity, ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    exact: bool
    boards: int

    def __post_init__(self) -> None:
        _check_players(self.players, PlayerEquity)
        check_cards("board", self.board)
        check_cards("dead", self.dead)
        check_flag("exact", self.exact)
        check_count("boards", self.boards)

    @property
    def method(self) -> str:
        """How the equities were found, in the default language."""
        return self.method_in()

    def method_in(self, lang: str | None = None) -> str:
        """How the equities were found, in ``lang``: every board, or random boards."""
        return EQUITY_TEXT(_method_key(self.exact, self.boards, "sampled"),
                           resolve_lang(lang), boards=self.boards)

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """The method, then one line per player, in ``lang`` (the default language when
        None)."""
        lang = resolve_lang(lang)
        return "\n".join([self.method_in(lang)] + [p.describe(lang) for p in self.players])

    def _repr_html_(self) -> str:
        lang = resolve_lang(None)
        rows = "".join(
            f"<tr><td>{cards_html(p.hand)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{p.win:.2%}</td><td>{p.tie:.2%}</td></tr>" for p in self.players)
        board = cards_html(self.board) if self.board else EQUITY_TEXT("none", lang)
        head = "".join(f"<th>{EQUITY_TEXT(h, lang)}</th>" for h in ("th hand", "th equity",
                                                                     "th win", "th tie"))
        return (f'<div class="pokerlib-equity"><div>{EQUITY_TEXT("board", lang)} {board} — '
                f"{self.method_in(lang)}</div><table><tr>{head}</tr>{rows}</table></div>")


@dataclass(frozen=True)
class HiLoPlayerEquity:
    """One player's hi/lo result. ``equity`` is the average share of the pot
    (= ``high_share + low_share``, the parts won through each half); ``scoop`` the probability
    of winning the whole pot alone; ``high_win`` / ``low_win`` how often the player wins or ties
    for that half; ``has_low`` how often the player makes a qualifying low. ``stderr`` (of the
    equity) is 0 when exact."""

    hand: tuple[Card, ...]
    equity: float
    high_share: float
    low_share: float
    scoop: float
    high_win: float
    low_win: float
    has_low: float
    stderr: float = 0.0
    exact: bool = True

    def __post_init__(self) -> None:
        check_cards("hand", self.hand)
        for name in ("equity", "high_share", "low_share", "scoop", "high_win", "low_win",
                     "has_low"):
            check_share(name, getattr(self, name))
        check_stderr(self.stderr)
        check_flag("exact", self.exact)

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """One line in ``lang`` (the default language when None)."""
        err = "" if self.exact else f" ± {self.stderr:.2%}"
        return EQUITY_TEXT("hilo player", resolve_lang(lang),
                           cards=" ".join(map(str, self.hand)), equity=self.equity, err=err,
                           high=self.high_share, low=self.low_share, scoop=self.scoop)


@dataclass(frozen=True)
class HiLoEquityResult(PerPlayerResult):
    """Hi/lo equity of every player, in the order the hands were given; ``low_made`` is how
    often some player makes a qualifying low (so the pot is split)."""

    players: tuple[HiLoPlayerEquity, ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    exact: bool
    boards: int
    low_made: float
    low_made_stderr: float = 0.0

    def __post_init__(self) -> None:
        _check_players(self.players, HiLoPlayerEquity)
        check_cards("board", self.board)
        check_cards("dead", self.dead)
        check_flag("exact", self.exact)
        check_count("boards", self.boards)
        check_share("low_made", self.low_made)
        check_stderr(self.low_made_stderr)

    @property
    def method(self) -> str:
        """How the equities were found, in the default language."""
        return self.method_in()

    def method_in(self, lang: str | None = None) -> str:
        """How the equities were found, in ``lang``: every board, or random boards."""
        return EQUITY_TEXT(_method_key(self.exact, self.boards, "sampled se"),
                           resolve_lang(lang), boards=self.boards)

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None) -> str:
        """The method, how often a low is made, then one line per player, in ``lang`` (the
        default language when None)."""
        lang = resolve_lang(lang)
        return "\n".join([self.method_in(lang),
                          EQUITY_TEXT("low made", lang, share=self.low_made)]
                         + [p.describe(lang) for p in self.players])

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{cards_html(p.hand)}</td><td><b>{p.equity:.2%}</b>"
            + ("" if p.exact else f" ± {p.stderr:.2%}")
            + f"</td><td>{p.high_share:.2%}</td><td>{p.low_share:.2%}</td>"
            f"<td>{p.scoop:.2%}</td></tr>" for p in self.players)
        lang = resolve_lang(None)
        board = cards_html(self.board) if self.board else EQUITY_TEXT("none", lang)
        head = "".join(f"<th>{EQUITY_TEXT(h, lang)}</th>" for h in (
            "th hand", "th equity", "th from high", "th from low", "th scoop"))
        return (f'<div class="pokerlib-equity-hilo"><div>{EQUITY_TEXT("board", lang)} {board}'
                f" — {self.method_in(lang)}{EQUITY_TEXT('sep', lang)}"
                f"{EQUITY_TEXT('low made', lang, share=self.low_made)}</div>"
                f"<table><tr>{head}</tr>{rows}</table></div>")


def _method_key(exact: bool, boards: int, sampled: str) -> str:
    """The key of the method's words: one board left to deal is "the board is complete", not
    "all 1 boards"."""
    return sampled if not exact else "exact one" if boards == 1 else "exact"


#: The words of equity results (エクイティ, ハイ, ロー, スクープ: docs/terms-ja.md).
EQUITY_TEXT = Messages(
    en={"player": "{cards}: equity {equity:.2%}{err} (win {win:.2%}, tie {tie:.2%})",
        "hilo player": "{cards}: equity {equity:.2%}{err} (high {high:.2%} + low {low:.2%}; "
                       "scoops {scoop:.2%})",
        "exact": "exact: all {boards:,} boards",
        "exact one": "exact: the board is complete",
        "sampled": "Monte Carlo: {boards:,} random boards",
        "sampled se": "Monte Carlo: {boards:,} random boards (± one standard error)",
        "low made": "a low is made on {share:.2%} of boards", "board": "board",
        "none": "(none)", "sep": "; ", "th hand": "hand", "th equity": "equity",
        "th win": "win", "th tie": "tie", "th from high": "from high",
        "th from low": "from low", "th scoop": "scoop"},
    ja={"player": "{cards}: エクイティ {equity:.2%}{err}（単独で勝つ {win:.2%}、"
                  "同点 {tie:.2%}）",
        "hilo player": "{cards}: エクイティ {equity:.2%}{err}（ハイ {high:.2%} ＋ "
                       "ロー {low:.2%}、スクープ {scoop:.2%}）",
        "exact": "厳密: 全{boards:,}通りのボード",
        "exact one": "厳密: ボードはそろっています",
        "sampled": "モンテカルロ: ランダムなボード{boards:,}通り",
        "sampled se": "モンテカルロ: ランダムなボード{boards:,}通り（± 標準誤差1つ分）",
        "low made": "ローができるボードは{share:.2%}", "board": "ボード",
        "none": "（なし）", "sep": "。", "th hand": "ハンド", "th equity": "エクイティ",
        "th win": "単独で勝つ", "th tie": "同点", "th from high": "ハイから",
        "th from low": "ローから", "th scoop": "スクープ"})
