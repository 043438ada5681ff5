"""The rake: the share of a pot the house takes, as a table option of AoF hold'em.

Card rooms and sites take a **rake**: a percentage of each pot, up to a **cap** (a most, in
chips, per hand). Some take it only from pots that **see a flop** ("no flop, no drop"), others
from every pot. In AoF a pot sees a flop when two or more players are all-in; a hand everyone
else folds to ends before the flop.

How the course takes it (a course decision: the article names fees but no rule):

* only after the uncalled chips went back: nobody can be raked on chips nobody matched;
* pot by pot, the main pot first: each pot gives ``percent`` of itself **rounded down to whole
  chips** (the part of a chip the house cannot take stays in the pot for its winner), until
  the cap for the whole hand is reached;
* the raked chips **leave the table**: every hand conserves chips as the players' stacks plus
  the rake.

>>> rake = Rake(5, cap=2)            # 5 %, at most 2 chips a hand, pots that see a flop
>>> rake.of(32), rake.of(19), rake.of(100)
(1, 0, 2)
>>> rake.take([(0, 26), (1, 16)], saw_flop=True)    # (pot index, chips): main pot first
((0, 1),)
>>> rake.take([(0, 5)], saw_flop=False)
()
"""

from __future__ import annotations

import html as _html
import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..errors import RulesError
from ..kinds import Kind
from ..lang import Messages, resolve_lang
from ..pots import Pot, PotResult, PotSettlement, pot_label, split_chips

__all__ = ["RakeRule", "Rake", "RakedSettlement", "rake_settlement"]


class RakeRule(Kind):
    """Which pots are raked: only those that see a flop, or all of them.

    A :class:`~pokerlib.kinds.Kind`, so the plain words work too: ``RakeRule("all") is
    RakeRule.ALL``, and it shows as the plain word inside ``Rake(...)``.
    """

    FLOP = "flop"   # "no flop, no drop": a hand won before the flop pays nothing
    ALL = "all"     # every pot, also one won because everybody else folded


def _percent(value: Any) -> Fraction:
    """``value`` (a percentage) as an exact fraction; decimals are read as written (2.5 is
    5/2, not the nearest binary float)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction)) or \
            (isinstance(value, float) and not math.isfinite(value)):
        raise RulesError(key="rake_percent", value=value)
    exact = Fraction(str(value)) if isinstance(value, float) else Fraction(value)
    if not 0 < exact <= 100:
        raise RulesError(key="rake_percent", value=value)
    return exact


@dataclass(frozen=True)
class Rake:
    """A rake rule: ``percent`` of each pot (above 0, at most 100; ``2.5`` means 2.5 %),
    at most ``cap`` chips a hand (a whole number >= 1, or ``None`` for no cap), taken from the
    pots that ``pots`` names (a :class:`RakeRule` or its word: ``"flop"`` or ``"all"``).

    >>> Rake(5, cap=2)
    Rake(percent=5, cap=2, pots='flop')
    >>> Rake(2.5, pots="all").of(100)
    2
    >>> Rake(5, cap=0)
    Traceback (most recent call last):
    ...
    pokerlib.errors.RulesError: the rake's cap must be a whole number of chips >= 1, or None ...
    """

    percent: int | float | Fraction
    cap: int | None = None
    pots: RakeRule = RakeRule.FLOP

    def __post_init__(self) -> None:
        _percent(self.percent)
        if self.cap is not None and (not isinstance(self.cap, int) or
                                     isinstance(self.cap, bool) or self.cap < 1):
            raise RulesError(key="rake_cap", value=self.cap)
        try:
            rule = RakeRule(self.pots)
        except (ValueError, TypeError):
            raise RulesError(key="rake_pots", value=self.pots) from None
        object.__setattr__(self, "pots", rule)

    @property
    def fraction(self) -> Fraction:
        """The percentage as an exact fraction of the pot (5 % is 1/20)."""
        return _percent(self.percent) / 100

    def applies(self, saw_flop: bool) -> bool:
        """Whether a hand's pots are raked: always with ``pots="all"``, else only when the
        hand saw a flop."""
        return self.pots is RakeRule.ALL or bool(saw_flop)

    def of(self, chips: int) -> int:
        """The rake of one pot of ``chips`` on its own: the percentage rounded down to whole
        chips, at most the cap."""
        if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
            raise RulesError(key="chips_at_least", what="a pot", minimum=0, value=chips)
        taken = math.floor(chips * self.fraction)
        return taken if self.cap is None else min(taken, self.cap)

    def take(self, pots: Iterable[tuple[int, int]], saw_flop: bool) -> tuple[tuple[int, int],
                                                                             ...]:
        """What each pot gives, main pot first: ``((pot index, chips), ...)``, leaving out
        pots that give nothing. Each pot gives its own percentage rounded down, until the
        cap for the whole hand is used up; nothing when the rule does not apply."""
        if not self.applies(saw_flop):
            return ()
        left = self.cap
        out = []
        for index, chips in pots:
            taken = self.of(chips) if left is None else min(self.of(chips), left)
            if taken:
                out.append((index, taken))
                left = None if left is None else left - taken
        return tuple(out)

    def in_big_blinds(self, pot_bb: float | Fraction, big_blind: int) -> Fraction:
        """The rake of a single pot of ``pot_bb`` big blinds at a table whose big blind is
        ``big_blind`` chips, in big blinds (rounded down to whole chips like at the table):
        what the heads-up solver subtracts.

        >>> Rake(5, cap=2).in_big_blinds(16, big_blind=2)   # 32 chips: 1 chip = 1/2 BB
        Fraction(1, 2)
        """
        if not isinstance(big_blind, int) or isinstance(big_blind, bool) or big_blind < 1:
            raise RulesError(key="chips_at_least", what="big_blind", minimum=1, value=big_blind)
        if isinstance(pot_bb, bool) or not isinstance(pot_bb, (int, float, Fraction)) or \
                not pot_bb >= 0:
            raise RulesError(key="rake_pot_bb", value=pot_bb)
        chips = Fraction(pot_bb) * big_blind
        taken = math.floor(chips * self.fraction)
        if self.cap is not None:
            taken = min(taken, self.cap)
        return Fraction(taken, big_blind)

    def describe(self, lang: str = "en") -> str:
        """The rule in words: ``'5% of each pot that sees a flop, at most 2 chips a hand'``."""
        pct = f"{float(_percent(self.percent)):g}%"
        cap = (TEXT("no_cap", lang) if self.cap is None else TEXT("cap", lang, cap=self.cap))
        return TEXT(f"rule_{self.pots.value}", lang, percent=pct, cap=cap)


TEXT = Messages(
    en={"rule_flop": "{percent} of each pot that sees a flop, {cap}",
        "rule_all": "{percent} of every pot, {cap}",
        "cap": "at most {cap} chips a hand", "no_cap": "with no cap",
        "line": "rake {chips} from the {pot} (leaves the table)",
        "row": "rake", "gone": "the house takes it", "leaves": "leaves the table"},
    ja={"rule_flop": "フロップを見たポットから{percent}（{cap}）",
        "rule_all": "すべてのポットから{percent}（{cap}）",
        "cap": "一局につき最大{cap}点", "no_cap": "上限なし",
        "line": "{pot}からレーキ{chips}点（テーブルから出ます）",
        "row": "レーキ", "gone": "ハウスが受け取る", "leaves": "テーブルから出ます"})


@dataclass(frozen=True)
class RakedSettlement(PotSettlement):
    """A :class:`~pokerlib.pots.PotSettlement` after the rake: ``pots`` are the pots as the
    players built them, each result's ``pot`` what was left to win after the rake, and
    ``rake`` what each pot gave (``((pot index, chips), ...)``, 0 the main pot). The payouts
    add up to the chips put in minus the rake: the raked chips leave the table."""

    rake: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.rake, tuple) or not all(
                isinstance(x, tuple) and len(x) == 2 and all(
                    isinstance(v, int) and not isinstance(v, bool) for v in x)
                and x[0] >= 0 and x[1] > 0
                for x in self.rake):
            raise RulesError(key="type", what="rake", value=self.rake,
                             allowed="a tuple of (pot index, chips > 0) pairs")

    @property
    def rake_total(self) -> int:
        """All chips the rake took from this hand."""
        return sum(c for _, c in self.rake)

    def describe(self, lang: str | None = None) -> str:
        """The settlement in a few lines, then one line per raked pot."""
        lang = resolve_lang(lang)
        lines = [super().describe(lang)]
        lines += [TEXT("line", lang, chips=c, pot=pot_label(p, lang)) for p, c in self.rake]
        return "\n".join(line for line in lines if line)

    def html(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        table = super().html(lang)
        rows = "".join(f"<tr><td>{TEXT('row', lang)} ({_html.escape(pot_label(p, lang))})</td>"
                       f"<td>{c}</td><td></td><td>{TEXT('gone', lang)}</td>"
                       f"<td>{TEXT('leaves', lang)}</td></tr>"
                       for p, c in self.rake)
        return table.replace("</table>", rows + "</table>")


def rake_settlement(settlement: PotSettlement, rake: Rake, saw_flop: bool) -> PotSettlement:
    """``settlement`` after ``rake``: a :class:`RakedSettlement` whose pots each lost their
    rake (the rest split among the same winners, odd chips as before), or ``settlement``
    itself when nothing is raked.

    >>> from pokerlib.pots import settle
    >>> s = settle({"C": 16, "D": 16}, order=["C", "D"], high={"C": 2, "D": 1})
    >>> r = rake_settlement(s, Rake(5, cap=2), saw_flop=True)
    >>> r.rake, r.payouts
    (((0, 1),), {'C': 31, 'D': 0})
    """
    if not isinstance(settlement, PotSettlement):
        raise RulesError(key="type", what="settlement", allowed="a PotSettlement",
                         value=settlement)
    if not isinstance(rake, Rake):
        raise RulesError(key="type", what="rake", allowed="a Rake", value=rake)
    taken = rake.take([(p.index, p.amount) for p in settlement.pots], saw_flop)
    if not taken:
        return settlement
    if any(r.low_winners for r in settlement.results):
        raise RulesError(key="rake_high_only")
    by_pot = dict(taken)
    results = []
    for r in settlement.results:
        cut = by_pot.get(r.pot.index, 0)
        if not cut:
            results.append(r)
            continue
        pot = Pot(r.pot.amount - cut, r.pot.eligible, r.pot.level, r.pot.index)
        results.append(PotResult(pot, r.high_winners, r.low_winners,
                                 split_chips(pot.amount, r.high_winners), r.how, r.why,
                                 r.hands))
    return RakedSettlement(settlement.contributions, settlement.uncalled, settlement.pots,
                           tuple(results), settlement.dead, points=settlement.points,
                           rake=taken)
