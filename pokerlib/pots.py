"""Pots: from what each player put in to who gets which chips back.

A hand ends with every player's **contribution** (all the chips they put in, blinds included)
and who **folded**. Settling it takes three steps, each a value you can look at:

1. the **uncalled** part of the largest contribution (its excess over the second largest) goes
   back to its owner — nobody matched it, so nobody can win it;
2. the rest is cut into a **main pot** and **side pots** at the contribution levels of the
   players still in the hand (each pot is contested only by the live players who reached its
   level; folded players' chips stay in the pots; dead money such as antes joins the main pot);
3. each pot, main pot first, goes to its best hand(s); ties split it, and the **odd chips** go
   one each to the tied winners in seat order from the left of the button. For hi/lo games a
   pot is halved when a player eligible for it has a qualifying low (odd chip to the high half),
   and when the same players win both halves they split the whole pot as one.

The article's side-pot example: A is all-in for 8, B and C for 16, D folds its big blind of 2.

>>> s = settle({"A": 8, "B": 16, "C": 16, "D": 2}, folded={"D"},
...            order=["C", "D", "A", "B"], high={"A": 300, "B": 200, "C": 100})
>>> [(p.index, p.name, p.amount, p.eligible) for p in s.pots]
[(0, 'main pot', 26, ('C', 'A', 'B')), (1, 'side pot 1', 16, ('C', 'B'))]
>>> s.payouts
{'A': 26, 'B': 16, 'C': 0, 'D': 0}

Every chip is accounted for: ``sum(s.payouts.values()) == sum of contributions + dead``.
"""

from __future__ import annotations

import html as _html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import PotError
from .kinds import Kind, kind_of
from .lang import Messages, resolve_lang

__all__ = ["PotError", "Pot", "PotResult", "PotSettlement", "Award", "Half", "collect", "settle",
           "split_chips", "pot_label", "POT_TEXT"]

# A player is any hashable label: a name, a seat number. (Typed as Any: mappings are
# invariant in their keys, so dict[str, int] would not be a Mapping[Hashable, int].)
Player = Any


def _is_chips(value: Any) -> bool:
    """A whole number of chips >= 0 (``True`` is not a chip)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class Award(Kind):
    """How a pot was awarded (:attr:`PotResult.how`)."""

    UNCONTESTED = "uncontested"   # one eligible player
    HIGH = "high"                 # the best high hand(s) take it all
    HIGH_LOW = "high-low"         # halves to different winners
    SCOOP = "scoop"               # a hi/lo pot whose halves have the same winners

    def describe(self, lang: str | None = None) -> str:
        """The award in words, in ``lang`` (the default language when None).

        >>> Award.SCOOP.describe("en"), Award.SCOOP.describe("ja")
        ('scoop', 'スクープ')
        """
        return POT_TEXT(self.value, resolve_lang(lang))


class Half(Kind):
    """Which half of a hi/lo pot a winning hand took (:attr:`PotResult.hands`)."""

    HIGH = "high"
    LOW = "low"


def _all_hashable(players: tuple) -> bool:
    """Players are names or numbers: a list among them could never be looked up."""
    try:
        set(players)
    except TypeError:
        return False
    return True


@dataclass(frozen=True)
class Pot:
    """One pot: its chips and the live players who can win it, in odd-chip order.

    ``level`` is the contribution (chips per player) that caps it: a player who put in at
    least ``level`` and did not fold is eligible. ``index`` is 0 for the main pot, ``k`` for
    side pot ``k``; :attr:`name` and :meth:`label` render it.

    >>> Pot(16, ("C", "B"), 16, 1).label("ja")
    'サイドポット1'
    """

    amount: int
    eligible: tuple[Player, ...]
    level: int
    index: int

    def __post_init__(self) -> None:
        if not _is_chips(self.amount) or not _is_chips(self.level):
            raise PotError(key="pot_amount", amount=self.amount, level=self.level)
        if not isinstance(self.eligible, tuple) or not _all_hashable(self.eligible) \
                or len(set(self.eligible)) != len(self.eligible):
            raise PotError(key="pot_eligible", value=self.eligible)
        if not _is_chips(self.index):
            raise PotError(key="pot_index", value=self.index)

    @property
    def name(self) -> str:
        """The pot's English name: ``"main pot"``, ``"side pot 2"``."""
        return pot_label(self.index, "en")

    def label(self, lang: str | None = None) -> str:
        """The pot's name in ``lang`` (default: the lesson's)."""
        return pot_label(self.index, lang)


@dataclass(frozen=True)
class PotResult:
    """How one pot was awarded.

    ``how`` is the kind of :class:`Award` (or its word): ``"uncontested"`` (one eligible
    player), ``"high"`` (best high hand(s) take it all), ``"high-low"`` (halves to different
    winners), ``"scoop"`` (a hi/lo pot whose halves have the same winners, split as one).
    ``why`` names the winning hands in English; ``hands`` holds them (``(half, player,
    value)``, half a :class:`Half`) so that :meth:`reason` names them in either language.
    """

    pot: Pot
    high_winners: tuple[Player, ...]
    low_winners: tuple[Player, ...]
    shares: tuple[tuple[Player, int], ...]
    how: Award
    why: str = ""
    hands: tuple[tuple[Half, Player, Any], ...] = ()

    def reason(self, lang: str | None = None) -> str:
        """Which hands won the pot, in ``lang`` (the default language when None): ``why`` said
        again from :attr:`hands`; when no hands were recorded, ``why`` in English and nothing
        in another language.

        >>> r = settle({1: 5, 2: 5}, order=[1, 2], high={1: 7, 2: 3}).results[0]
        >>> r.reason("en"), r.reason("ja")
        ('high: 1 7', 'ハイ: 1 7')
        """
        lang = resolve_lang(lang)
        if not self.hands:
            return self.why if lang == "en" else ""
        halves = []
        for half in Half:
            named = [f"{p} {_describe(v, lang)}" for h, p, v in self.hands if h == half]
            if named:
                joined = POT_TEXT("sep", lang).join(named)
                halves.append(POT_TEXT(f"why {half}", lang, hands=joined))
        text = POT_TEXT("why sep", lang).join(halves)
        if self.how is Award.HIGH and self.why.endswith(" (no qualifying low)"):
            text += POT_TEXT("why no low", lang)
        return text

    def __post_init__(self) -> None:
        if not isinstance(self.pot, Pot):
            raise PotError(key="type", what="pot", allowed="a Pot", value=self.pot)
        if not isinstance(self.high_winners, tuple) or not isinstance(self.low_winners, tuple):
            raise PotError(key="pot_winners")
        _check_pairs(self.shares, "shares")
        if sum(c for _, c in self.shares) != self.pot.amount:
            raise PotError(key="pot_shares", shares=self.shares, amount=self.pot.amount)
        object.__setattr__(self, "how", kind_of(Award, self.how, "how", PotError))
        if not isinstance(self.why, str):
            raise PotError(key="text", what="why", value=self.why)


@dataclass(frozen=True)
class PotSettlement:
    """Where every chip went: uncalled returns, each pot and what each winner took from it."""

    contributions: tuple[tuple[Player, int], ...]
    uncalled: tuple[tuple[Player, int], ...]
    pots: tuple[Pot, ...]
    results: tuple[PotResult, ...]
    dead: int = 0
    #: Counted in points (点, as the AoF and Oasis articles count): the Japanese table says 点.
    points: bool = False

    def __post_init__(self) -> None:
        _check_pairs(self.contributions, "contributions")
        _check_pairs(self.uncalled, "uncalled")
        if not isinstance(self.pots, tuple) or not all(isinstance(p, Pot) for p in self.pots):
            raise PotError(key="type", what="pots", allowed="a tuple of Pot", value=self.pots)
        if not isinstance(self.results, tuple) \
                or not all(isinstance(r, PotResult) for r in self.results):
            raise PotError(key="type", what="results", allowed="a tuple of PotResult",
                           value=self.results)
        if not _is_chips(self.dead):
            raise PotError(key="pot_dead", value=self.dead)
        if not isinstance(self.points, bool):
            raise PotError(key="type", what="points", allowed="True or False", value=self.points)

    @property
    def payouts(self) -> dict[Player, int]:
        """Chips each contributor gets back (uncalled return plus pot shares); 0 if none."""
        out = {p: 0 for p, _ in self.contributions}
        for p, c in self.uncalled:
            out[p] = out.get(p, 0) + c
        for r in self.results:
            for p, c in r.shares:
                out[p] = out.get(p, 0) + c
        return out

    def net(self, player: Player) -> int:
        """Chips back minus chips put in (dead money such as antes is not counted as put in)."""
        put = dict(self.contributions).get(player, 0)
        return self.payouts.get(player, 0) - put

    @property
    def total(self) -> int:
        """All chips on the table: contributions plus dead money."""
        return sum(c for _, c in self.contributions) + self.dead

    def describe(self, lang: str | None = None) -> str:
        """The settlement in a few lines of text (in ``lang``; default: the lesson's).

        >>> print(settle({"A": 16, "C": 1, "D": 2}, {"C", "D"}, order="CDA").describe("en"))
        uncalled 14 returned to A
        main pot 5 (A): A wins 5 uncontested
        >>> print(settle({"A": 16, "C": 1, "D": 2}, {"C", "D"}, order="CDA").describe("ja"))
        コールされなかった 14 を A に返却
        メインポット 5（A）: A が 5 を獲得（相手なし）
        """
        lang = resolve_lang(lang)
        lines = [POT_TEXT("uncalled", lang, chips=c, player=p) for p, c in self.uncalled]
        for r in self.results:
            won = POT_TEXT("sep", lang).join(POT_TEXT("wins", lang, player=p, chips=c)
                                             for p, c in r.shares)
            reason = r.reason(lang)
            why = f" — {reason}" if reason else ""
            lines.append(POT_TEXT("pot line", lang, pot=r.pot.label(lang),
                                  amount=r.pot.amount, who=", ".join(map(str, r.pot.eligible)),
                                  won=won, how=POT_TEXT(r.how, lang)) + why)
        return "\n".join(lines)

    def html(self, lang: str | None = None) -> str:
        """The settlement as an HTML table: each uncalled bet, then each pot, who could win it,
        who won it and how."""
        lang = resolve_lang(lang)
        e = _html.escape
        head = "".join(f"<th>{POT_TEXT(h, lang)}</th>"
                       for h in ("pot", "points" if self.points else "chips", "can win it",
                                 "won by", "how"))
        rows = [f"<tr>{head}</tr>"]
        for p, c in self.uncalled:
            rows.append(f"<tr><td>{POT_TEXT('uncalled bet', lang)}</td><td>{c}</td>"
                        f"<td>{e(str(p))}</td>"
                        f"<td>{e(POT_TEXT('gets back', lang, player=p, chips=c))}</td>"
                        f"<td>{POT_TEXT('returned', lang)}</td></tr>")
        for r in self.results:
            won = ", ".join(f"{e(str(p))} {c}" for p, c in r.shares)
            how = e(POT_TEXT(r.how, lang))
            reason = e(r.reason(lang))
            if reason:  # "high" is said by the reason itself ("high: A flush")
                how = reason if r.how is Award.HIGH else f"{how}: {reason}"
            rows.append(f"<tr><td>{e(r.pot.label(lang))}</td><td>{r.pot.amount}</td>"
                        f"<td>{e(', '.join(map(str, r.pot.eligible)))}</td><td>{won}</td>"
                        f"<td>{how}</td></tr>")
        return ('<table class="pokerlib-settlement">' + "".join(rows) + "</table>")

    def _repr_html_(self) -> str:
        return self.html()


#: The words of a settlement, in both languages (the articles' メインポット, サイドポット).
POT_TEXT = Messages(
    en={"uncalled": "uncalled {chips} returned to {player}", "wins": "{player} wins {chips}",
        "sep": ", ", "pot line": "{pot} {amount} ({who}): {won} {how}",
        "main pot": "main pot", "side pot": "side pot {n}",
        "uncontested": "uncontested", "high": "high", "high-low": "high-low",
        "scoop": "scoop", "pot": "pot", "chips": "chips", "points": "chips",
        "can win it": "can win it",
        "won by": "won by", "how": "how", "uncalled bet": "uncalled bet",
        "gets back": "{player} gets {chips} back", "returned": "returned",
        "why high": "high: {hands}", "why low": "low: {hands}", "why sep": "; ",
        "why no low": " (no qualifying low)"},
    ja={"uncalled": "コールされなかった {chips} を {player} に返却",
        "wins": "{player} が {chips} を獲得", "sep": "、",
        "pot line": "{pot} {amount}（{who}）: {won}（{how}）",
        "main pot": "メインポット", "side pot": "サイドポット{n}",
        "uncontested": "相手なし", "high": "ハイ", "high-low": "ハイとローで分割",
        "scoop": "スクープ", "pot": "ポット", "chips": "チップ", "points": "点",
        "can win it": "受領資格",
        "won by": "勝者", "how": "内訳", "uncalled bet": "コールされないベット",
        "gets back": "{player} に {chips} を返却", "returned": "返却",
        "why high": "ハイ: {hands}", "why low": "ロー: {hands}", "why sep": "、",
        "why no low": "（クォリファイするローなし）"})


def pot_label(index: int, lang: str | None = None) -> str:
    """The name of pot ``index`` (0: the main pot, k: side pot k) in ``lang``: the one place
    a pot's name is written.

    >>> pot_label(0, "en"), pot_label(2, "en"), pot_label(2, "ja")
    ('main pot', 'side pot 2', 'サイドポット2')
    """
    lang = resolve_lang(lang)
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise PotError(key="misc_pot_label_takes", index=index)
    return POT_TEXT("main pot", lang) if index == 0 else POT_TEXT("side pot", lang, n=index)


def _check_pairs(pairs: Any, what: str) -> None:
    """``pairs`` is a tuple of (player, chips) with chips a whole number >= 0."""
    if not isinstance(pairs, tuple) or not all(
            isinstance(x, tuple) and len(x) == 2 and _is_chips(x[1]) for x in pairs):
        raise PotError(key="pot_pairs", what=what, value=pairs)


def _check_contributions(contributions: Any, dead: Any) -> dict[Player, int]:
    if not isinstance(contributions, Mapping):
        raise PotError(key="type_name", what="contributions", allowed="a mapping player -> chips",
                       got=type(contributions).__name__)
    out = {}
    for p, c in contributions.items():
        if not _is_chips(c):
            raise PotError(key="pot_contribution", player=p, value=c)
        out[p] = c
    if not _is_chips(dead):
        raise PotError(key="pot_dead", value=dead)
    return out


def _players(players: Any, what: str) -> list[Player]:
    """``players`` (folded players, or an odd-chip order) as a list of distinct players."""
    if players is None:
        raise PotError(key="pot_players", what=what, value=players)
    try:
        out = list(players)
        seen = set(out)
    except TypeError:
        raise PotError(key="pot_players", what=what, value=players) from None
    if len(seen) != len(out):
        twice = next(p for i, p in enumerate(out) if p in out[:i])
        raise PotError(key="pot_player_twice", what=what, player=twice)
    return out


def collect(contributions: Mapping[Player, int], folded: Iterable[Player] = (), dead: int = 0,
            order: Sequence[Player] | None = None
            ) -> tuple[dict[Player, int], tuple[Pot, ...]]:
    """Return ``(uncalled, pots)``: the uncalled bet returned and the main and side pots.

    The largest contribution's excess over the second largest is returned to its owner; the
    rest is cut at the live players' contribution levels. Folded players' chips stay in the
    pots; ``dead`` joins the main pot; chips above the highest live level (only possible with
    odd inputs) join the top pot. ``order`` (odd-chip order) sets the order of ``eligible``;
    by default the order of ``contributions``.

    >>> uncalled, pots = collect({"A": 16, "B": 0, "C": 1, "D": 2}, folded="BCD")
    >>> uncalled, pots
    ({'A': 14}, (Pot(amount=5, eligible=('A',), level=2, index=0),))
    """
    cons = _check_contributions(contributions, dead)
    folded_set = set(_players(folded, "folded"))
    unknown = folded_set - set(cons)
    if unknown:
        raise PotError(key="pot_folded_unknown", players=sorted(map(str, unknown)))
    seq = list(cons) if order is None else _players(order, "order")
    missing = [p for p in cons if p not in seq]
    if missing:
        raise PotError(key="pot_missing_order", players=[str(p) for p in missing],
                       order=[str(p) for p in seq])
    live = [p for p in seq if p in cons and p not in folded_set]
    if not live:
        raise PotError(key="pot_all_folded")
    uncalled: dict[Player, int] = {}
    if cons:
        ranked = sorted(cons.values(), reverse=True)
        second = ranked[1] if len(ranked) > 1 else 0
        top = [p for p in cons if cons[p] == ranked[0]]
        if len(top) == 1 and ranked[0] > second:
            uncalled[top[0]] = ranked[0] - second
    called = {p: c - uncalled.get(p, 0) for p, c in cons.items()}
    levels = sorted({called[p] for p in live})
    pots: list[Pot] = []
    below = 0
    for i, level in enumerate(levels):
        amount = sum(min(c, level) - min(c, below) for c in called.values())
        if i == 0:
            amount += dead
        if i == len(levels) - 1:  # folded chips nobody live reached
            amount += sum(max(c - level, 0) for c in called.values())
        eligible = tuple(p for p in live if called[p] >= level)
        if amount > 0:
            pots.append(Pot(amount, eligible, level, len(pots)))
        below = level
    return uncalled, tuple(pots)


def split_chips(amount: int, winners: Sequence[Player]) -> tuple[tuple[Player, int], ...]:
    """Split ``amount`` as evenly as possible; the odd chips go one each to the first winners
    (``winners`` must be in odd-chip order, first seat left of the button first, and name at
    least one player, each once).

    >>> split_chips(7, ["B", "C", "A"])
    (('B', 3), ('C', 2), ('A', 2))
    """
    if not _is_chips(amount):
        raise PotError(key="pot_split_amount", value=amount)
    if isinstance(winners, (str, bytes)):   # "ab" is not two winners named a and b
        raise PotError(key="pot_winners_text", value=winners)
    winners = _players(winners, "winners")
    if not winners:
        raise PotError(key="pot_no_winner", amount=amount)
    n = len(winners)
    base, odd = divmod(amount, n)
    return tuple((p, base + (1 if i < odd else 0)) for i, p in enumerate(winners))


def _best(players: Sequence[Player], values: Mapping[Player, Any], what: str
          ) -> tuple[Player, ...]:
    """The players with the greatest value; PotError if the values cannot be compared."""
    try:
        top = max(values[p] for p in players)
        # every value must be equal to or below the best one: refuses NaN and partial orders
        if not all(bool(values[p] == top) or bool(values[p] < top) for p in players):
            raise TypeError("not totally ordered")
        return tuple(p for p in players if bool(values[p] == top))
    except (TypeError, ValueError, ArithmeticError):
        shown = ", ".join(f"{p}: {values[p]!r}" for p in players)
        raise PotError(key="pot_uncomparable", what=what, shown=shown) from None


def _describe(value: Any, lang: str = "en") -> str:
    d = getattr(value, "describe", None)
    if not callable(d):
        return str(value)
    try:
        return str(d(lang))
    except TypeError:
        return str(d())


def _hands(winners: tuple[Player, ...], values: Mapping[Player, Any],
           half: Half) -> tuple[tuple[Half, Player, Any], ...]:
    return tuple((half, p, values[p]) for p in winners)


def _merge(*parts: tuple[tuple[Player, int], ...]) -> tuple[tuple[Player, int], ...]:
    out: dict[Player, int] = {}
    for part in parts:
        for p, c in part:
            out[p] = out.get(p, 0) + c
    return tuple((p, c) for p, c in out.items() if c)


def settle(contributions: Mapping[Player, int], folded: Iterable[Player] = (), *,
           order: Sequence[Player], high: Mapping[Player, Any] | None = None,
           low: Mapping[Player, Any] | None = None, dead: int = 0) -> PotSettlement:
    """Settle a hand: uncalled returns, then each pot (main first) to its best hand(s).

    ``order`` lists every player in odd-chip order (first seat left of the button first).
    ``high[p]`` is a comparable high-hand value (greater is better) for every live player who
    reaches a showdown; ``low[p]`` a comparable low value (greater is better) or ``None``, given
    only for hi/lo games. A pot is split high/low when one of *its* eligible players has a low.

    >>> s = settle({1: 33, 2: 33}, order=[1, 2], high={1: 5, 2: 5}, low={1: 9, 2: 9})
    >>> s.results[0].how, s.results[0].shares
    ('scoop', ((1, 33), (2, 33)))
    >>> settle({1: 10, 2: 10}, order=[1, 2])
    Traceback (most recent call last):
    ...
    pokerlib.errors.PotError: main pot (20 chips) is contested by 1, 2 but player 1 has no ...
    """
    folded_list = _players(folded, "folded")
    order = _players(order, "order")
    cons = _check_contributions(contributions, dead)
    for what, values in (("high", high), ("low", low)):
        if values is not None and not isinstance(values, Mapping):
            raise PotError(key="pot_values", what=what, value=values)
    uncalled, pots = collect(cons, folded_list, dead, order)
    highs: dict[Player, Any] = {} if high is None else dict(high)
    lows = None if low is None else dict(low)
    results = []
    for pot in pots:
        elig = pot.eligible
        if len(elig) == 1:
            results.append(PotResult(pot, elig, (), ((elig[0], pot.amount),),
                                     Award.UNCONTESTED))
            continue
        for p in elig:
            if highs.get(p) is None:
                raise PotError(key="pot_no_high", pot=pot.name, amount=pot.amount,
                               players=", ".join(map(str, elig)), player=p)
        hi_w = _best(elig, highs, "high")
        hi_why = "high: " + ", ".join(f"{p} {_describe(highs[p])}" for p in hi_w)
        with_low = [p for p in elig if lows is not None and lows.get(p) is not None]
        if not with_low:
            why = hi_why + ("" if lows is None else " (no qualifying low)")
            results.append(PotResult(pot, hi_w, (), split_chips(pot.amount, hi_w), Award.HIGH,
                                     why, _hands(hi_w, highs, Half.HIGH)))
            continue
        assert lows is not None  # with_low is empty without lows
        lo_w = _best(with_low, lows, "low")
        why = hi_why + "; low: " + ", ".join(f"{p} {_describe(lows[p])}" for p in lo_w)
        if set(hi_w) == set(lo_w):  # same winners both ways: one split of the whole pot
            results.append(PotResult(pot, hi_w, lo_w, split_chips(pot.amount, hi_w),
                                     Award.SCOOP, why,
                                     _hands(hi_w, highs, Half.HIGH) + _hands(lo_w, lows, Half.LOW)))
            continue
        high_half = (pot.amount + 1) // 2  # the odd chip goes to the high half
        shares = _merge(split_chips(high_half, hi_w), split_chips(pot.amount - high_half, lo_w))
        results.append(PotResult(pot, hi_w, lo_w, shares, Award.HIGH_LOW, why,
                                 _hands(hi_w, highs, Half.HIGH) + _hands(lo_w, lows, Half.LOW)))
    return PotSettlement(tuple(cons.items()), tuple(uncalled.items()), pots, tuple(results),
                         dead)
