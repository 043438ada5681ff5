"""Checking a hi/lo split: where each pot's chips go, in words, and which mistake explains a
wrong answer (an odd chip on the wrong side or seat, a player not eligible for a pot, a low
that does not qualify, a pot split as two halves instead of one, an uncalled bet).

A settlement from :func:`pokerlib.pots.settle` says who gets what; :func:`pot_story` tells it
pot by pot, and :func:`diagnose` looks for the mistakes (one or two at a time) whose chips add
up exactly to the difference between an answer and the settlement.

>>> from pokerlib.pots import settle
>>> s = settle({"Ann": 15, "Bob": 15, "Cat": 15}, order=["Ann", "Bob", "Cat"],
...            high={"Ann": 3, "Bob": 2, "Cat": 1}, low={"Ann": None, "Bob": 7, "Cat": None})
>>> s.payouts
{'Ann': 23, 'Bob': 22, 'Cat': 0}
>>> diagnose(s, {"Ann": 22, "Bob": 23, "Cat": 0}, {"Ann": 15, "Bob": 15, "Cat": 15},
...          high={"Ann": 3, "Bob": 2, "Cat": 1}, low={"Ann": None, "Bob": 7, "Cat": None})
['the odd chip of the main pot goes to the high half (Ann), not to the low half']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations, permutations
from typing import Any

from ..errors import DrillError
from ..pots import Pot, PotResult, PotSettlement, split_chips

__all__ = ["pot_story", "diagnose", "pot_name", "Mistake"]

Player = Any  # a player's name or seat number (anything pots.settle accepts)
Mistake = tuple[dict[Player, int], str]


def _names(players: Sequence[Player]) -> str:
    names = [str(p) for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _words(value: Any) -> str:
    """A hand value in words, lower case first ('flush, ace high', '6-5-4-3-2 low')."""
    d = getattr(value, "describe", None)
    text = d() if callable(d) else str(value)
    return text[:1].lower() + text[1:]


def pot_name(pot: Pot) -> str:
    """'the main pot', 'side pot 1'."""
    return f"the {pot.name}" if pot.name == "main pot" else pot.name


def _shares_text(shares: Sequence[tuple[Player, int]]) -> str:
    return ", ".join(f"{p} {c}" for p, c in shares)


def pot_story(settlement: PotSettlement, high: Mapping[Player, Any],
              low: Mapping[Player, Any]) -> list[str]:
    """Each pot's fate in words, main pot first, uncalled bets before the pots.

    >>> from pokerlib.pots import settle
    >>> s = settle({"Ann": 15, "Bob": 15}, order=["Ann", "Bob"], high={"Ann": 3, "Bob": 2},
    ...            low={"Ann": None, "Bob": None})
    >>> pot_story(s, {"Ann": 3, "Bob": 2}, {"Ann": None, "Bob": None})
    ['the main pot (30, Ann and Bob) goes to the best high, Ann (3): no qualifying low']
    """
    out = [f"{p}'s {c} uncalled chips go back to {p}" for p, c in settlement.uncalled]
    for r in settlement.results:
        pot, amount = r.pot, r.pot.amount
        head = f"{pot_name(pot)} ({amount}, {_names(pot.eligible)})"
        if r.how == "uncontested":
            out.append(f"{pot_name(pot)} ({amount}) goes to {pot.eligible[0]}, the only player "
                       "in it")
        elif r.how == "high":
            who = _names(r.high_winners)
            split = "" if len(r.high_winners) == 1 else f", split {_shares_text(r.shares)}"
            out.append(f"{head} goes to the best high, {who} ({_words(high[r.high_winners[0]])})"
                       f"{split}: no qualifying low")
        elif r.how == "scoop":
            who = _names(r.high_winners)
            split = ("" if len(r.high_winners) == 1
                     else f", split as one pot {_shares_text(r.shares)}")
            out.append(f"{head} goes to {who} both ways{split}")
        else:
            hi_half = (amount + 1) // 2
            odd = " (with the odd chip)" if amount % 2 else ""
            out.append(f"{head} is split: the high half {hi_half}{odd} to "
                       f"{_names(r.high_winners)} ({_words(high[r.high_winners[0]])}), the low "
                       f"half {amount - hi_half} to {_names(r.low_winners)} "
                       f"({_words(low[r.low_winners[0]])})")
    return out


def _delta(new: Sequence[tuple[Player, int]], old: Sequence[tuple[Player, int]]
           ) -> dict[Player, int]:
    out: dict[Player, int] = {}
    for p, c in new:
        out[p] = out.get(p, 0) + c
    for p, c in old:
        out[p] = out.get(p, 0) - c
    return {p: c for p, c in out.items() if c}


def _merge(*parts: Sequence[tuple[Player, int]]) -> tuple[tuple[Player, int], ...]:
    out: dict[Player, int] = {}
    for part in parts:
        for p, c in part:
            out[p] = out.get(p, 0) + c
    return tuple(out.items())


def _odd_seat_mistakes(amount: int, winners: Sequence[Player], what: str,
                       rest: Sequence[tuple[Player, int]], right: Sequence[tuple[Player, int]]
                       ) -> list[Mistake]:
    """Odd chips of a split among tied winners given to the wrong ones."""
    out: list[Mistake] = []
    if len(winners) < 2 or amount % len(winners) == 0:
        return out
    odd = amount % len(winners)
    firsts = _names(list(winners[:odd]))
    seen = set()
    for perm in permutations(winners):
        wrong = split_chips(amount, list(perm))
        d = _delta(_merge(wrong, rest), right)
        key = tuple(sorted(d.items(), key=str))
        if d and key not in seen:
            seen.add(key)
            out.append((d, f"the odd chip{'s' if odd > 1 else ''} of {what} "
                           f"go{'' if odd > 1 else 'es'} to {firsts}: tied winners get odd "
                           "chips one each in seat order from the left of the button"))
    return out


def _pot_mistakes(r: PotResult, high: Mapping[Player, Any], low: Mapping[Player, Any],
                  contributions: Mapping[Player, int]) -> list[Mistake]:
    pot, amount, right = r.pot, r.pot.amount, r.shares
    elig = list(pot.eligible)
    live = [p for p in high if high[p] is not None]
    outsiders = [p for p in live if p not in elig]
    out: list[Mistake] = []
    name = pot_name(pot)
    hi_half = (amount + 1) // 2

    def add(shares: Sequence[tuple[Player, int]], why: str) -> None:
        d = _delta(shares, right)
        if d:
            out.append((d, why))

    def cannot_win(p: Player) -> str:
        return (f"{p} put in only {contributions[p]} chips, so {p} cannot win {name} "
                f"({pot.level} from each player)")

    if r.how == "uncontested":
        return out
    hi_w, lo_w = list(r.high_winners), list(r.low_winners)
    if r.how == "high-low":
        if amount % 2:
            add(_merge(split_chips(amount // 2, hi_w), split_chips(amount - amount // 2, lo_w)),
                f"the odd chip of {name} goes to the high half ({_names(hi_w)}), not to the "
                "low half")
        add(split_chips(amount, hi_w),
            f"{_names(lo_w)} {'has' if len(lo_w) == 1 else 'have'} a qualifying low "
            f"({_words(low[lo_w[0]])}) and {'is' if len(lo_w) == 1 else 'are'} in {name}, so "
            "it is split high/low")
        add(split_chips(amount, lo_w),
            f"the high half of {name} belongs to {_names(hi_w)} ({_words(high[hi_w[0]])})")
        out += _odd_seat_mistakes(hi_half, hi_w, f"the high half of {name}",
                                  split_chips(amount - hi_half, lo_w), right)
        out += _odd_seat_mistakes(amount - hi_half, lo_w, f"the low half of {name}",
                                  split_chips(hi_half, hi_w), right)
        for p in outsiders:
            if low.get(p) is not None and low[p] > low[lo_w[0]]:
                add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])),
                    f"{p}'s low is better, but {cannot_win(p)}: its low half goes to "
                    f"{_names(lo_w)}")
            if high[p] > high[hi_w[0]]:
                add(_merge(split_chips(hi_half, [p]), split_chips(amount - hi_half, lo_w)),
                    f"{p}'s high is better, but {cannot_win(p)}: its high half goes to "
                    f"{_names(hi_w)}")
    elif r.how == "high":
        nobody = (f"nobody in {name} has a qualifying low (five different ranks 8 or lower), "
                  f"so the best high ({_names(hi_w)}) takes all {amount} chips")
        for p in elig:
            add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])), nobody)
        for p in outsiders:
            if low.get(p) is not None:
                add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])),
                    f"{p} has a low, but {cannot_win(p)}; {nobody}")
            if high[p] > high[hi_w[0]]:
                add(split_chips(amount, [p]), f"{p}'s high is better, but {cannot_win(p)}")
        out += _odd_seat_mistakes(amount, hi_w, name, (), right)
    else:  # scoop: the same players win both halves
        if len(hi_w) > 1:
            add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, lo_w)),
                f"the same players win both halves of {name}, so it is split once as a whole "
                f"({_shares_text(right)})")
        out += _odd_seat_mistakes(amount, hi_w, name, (), right)
        for p in outsiders:
            if high[p] > high[hi_w[0]] or (low.get(p) is not None and low[p] > low[lo_w[0]]):
                add(_merge(split_chips(hi_half, [p]), split_chips(amount - hi_half, lo_w)),
                    f"{cannot_win(p)}")
    return out


def _uncalled_mistakes(settlement: PotSettlement) -> list[Mistake]:
    out: list[Mistake] = []
    if not settlement.results:
        return out
    top = settlement.results[-1]
    for p, c in settlement.uncalled:
        d = {p: -c}
        for w, share in split_chips(c, list(top.high_winners)):
            d[w] = d.get(w, 0) + share
        d = {q: x for q, x in d.items() if x}
        if d:
            out.append((d, f"nobody called {p}'s last {c} chips, so they go straight back to "
                           f"{p} (they are in no pot)"))
    return out


def diagnose(settlement: PotSettlement, answer: Mapping[Player, int],
             contributions: Mapping[Player, int], high: Mapping[Player, Any],
             low: Mapping[Player, Any], *, most: int = 2) -> list[str]:
    """The mistakes (at most ``most`` of them, in different pots) that turn the settlement's
    payouts into ``answer`` exactly; ``[]`` when none does (or the answer is right).

    ``high`` and ``low`` are the hand values given to :func:`~pokerlib.pots.settle` for the
    players at the showdown (``None`` for no low).
    """
    if not isinstance(answer, Mapping):
        raise DrillError(f"the answer must map players to chips, not {answer!r}")
    right = settlement.payouts
    want = {p: answer.get(p, 0) - right.get(p, 0) for p in set(right) | set(answer)}
    want = {p: c for p, c in want.items() if c}
    if not want:
        return []
    groups = [_pot_mistakes(r, high, low, contributions) for r in settlement.results]
    groups.append(_uncalled_mistakes(settlement))
    flat = [(g, m) for g, ms in enumerate(groups) for m in ms]
    for size in range(1, most + 1):
        for combo in combinations(flat, size):
            if len({g for g, _ in combo}) < size:
                continue
            total: dict[Player, int] = {}
            for _, (d, _why) in combo:
                for p, c in d.items():
                    total[p] = total.get(p, 0) + c
            if {p: c for p, c in total.items() if c} == want:
                return [why for _, (_d, why) in combo]
    return []
