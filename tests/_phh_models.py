"""Test helpers for the PHH cross-checks: a chip-by-chip settlement model with a switch for
each convention on which PokerKit and RULES.md differ, and a PokerKit driver.

``settle_model(..., **RULES)`` is RULES.md written out independently of ``pokerlib.pots``;
``settle_model(..., **POKERKIT)`` is PokerKit 0.7's own conventions (read from its
``State.pots`` and chip pushing). The cross-check tests assert that pokerlib pays what the
RULES model pays and PokerKit what the PokerKit model pays, and name the conventions that
make the two differ in each hand.
"""

from __future__ import annotations

import warnings

# Each convention: False = RULES.md, True = PokerKit 0.7.
CONVENTIONS = {
    "odd_chips_to_first": "odd chips among three or more tied winners: PokerKit gives every "
                          "odd chip to the first winner in position order; RULES.md one each",
    "halves_when_same_winners": "same players win both halves: PokerKit splits each half "
                                "separately; RULES.md splits the whole pot as one",
    "low_from_anyone": "a side pot where no eligible player has a low: PokerKit still halves "
                       "it when any player has a low (the low half goes to its eligible "
                       "players as a tie); RULES.md gives it all to the best high",
    "merge_after_muck": "pots with the same contenders once the losing hands are mucked: "
                        "PokerKit merges them into one pot before splitting (one set of odd "
                        "chips); RULES.md settles main and side pots independently",
}
RULES = {k: False for k in CONVENTIONS}
POKERKIT = {k: True for k in CONVENTIONS}


def _split(amount: int, winners: list, first_takes_all: bool) -> dict:
    base, odd = divmod(amount, len(winners))
    out = {p: base for p in winners}
    if first_takes_all:
        out[winners[0]] += odd
    else:
        for p in winners[:odd]:
            out[p] += 1
    return out


def _add(total: dict, part: dict) -> None:
    for p, c in part.items():
        total[p] = total.get(p, 0) + c


def settle_model(contrib: dict, folded: set, dead: int, order: list, high: dict,
                 low: dict | None = None, **conv) -> dict:
    """Chips back per player. ``contrib``: live chips each put in (antes excluded, they are
    ``dead``); ``order``: position order from the left of the button (odd-chip order, and
    PokerKit's player order); ``high[p]``: comparable, greater is better; ``low[p]``:
    comparable, greater is better, or None (``low`` is None for high-only games)."""
    c = {p: contrib.get(p, 0) for p in order}
    out = {p: 0 for p in order}
    ranked = sorted(c.values(), reverse=True)
    top = [p for p in order if c[p] == ranked[0]]
    if len(top) == 1 and len(ranked) > 1 and ranked[0] > ranked[1]:
        out[top[0]] += ranked[0] - ranked[1]   # uncalled
        c[top[0]] = ranked[1]
    live = [p for p in order if p not in folded]
    if len(live) == 1:
        out[live[0]] += sum(c.values()) + dead
        return out

    def pots_for(contenders: list) -> list:
        levels = sorted({c[p] for p in live})
        pots, below = [], 0
        for i, lv in enumerate(levels):
            amount = sum(min(x, lv) - min(x, below) for x in c.values())
            if i == 0:
                amount += dead
            if i == len(levels) - 1:
                amount += sum(max(x - lv, 0) for x in c.values())
            elig = [p for p in contenders if c[p] >= lv]
            if pots and pots[-1][1] == elig:
                pots[-1][0] += amount        # same contenders: one pot
            elif amount:
                pots.append([amount, elig])
            below = lv
        return pots

    any_low = low is not None and any(low.get(p) is not None for p in live)

    def award(pots: list) -> tuple[dict, set]:
        total: dict = {}
        winners: set = set()
        for amount, elig in pots:
            if len(elig) == 1:
                _add(total, {elig[0]: amount})
                winners.add(elig[0])
                continue
            best = max(high[p] for p in elig)
            hi = [p for p in elig if high[p] == best]
            lows = [p for p in elig if low is not None and low.get(p) is not None]
            if low is None or not lows and not (conv["low_from_anyone"] and any_low):
                _add(total, _split(amount, hi, conv["odd_chips_to_first"]))
                winners |= set(hi)
                continue
            if lows:
                bl = max(low[p] for p in lows)
                lo = [p for p in lows if low[p] == bl]
                winners |= set(lo)
            else:   # PokerKit: nobody eligible has a low, the eligible players tie for it
                lo = list(elig)
            winners |= set(hi)
            if set(hi) == set(lo) and not conv["halves_when_same_winners"]:
                _add(total, _split(amount, hi, conv["odd_chips_to_first"]))
                continue
            high_half = amount - amount // 2
            _add(total, _split(high_half, hi, conv["odd_chips_to_first"]))
            _add(total, _split(amount - high_half, lo, conv["odd_chips_to_first"]))
        return total, winners

    pots = pots_for(live)
    paid, winners = award(pots)
    if conv["merge_after_muck"]:   # PokerKit kills the losing hands, then cuts the pots
        paid, _ = award(pots_for([p for p in live if p in winners]))
    _add(out, paid)
    return out


def differing_conventions(*args, **kwargs) -> list[str]:
    """The conventions that, switched alone to PokerKit's, change this hand's payouts."""
    base = settle_model(*args, **kwargs, **RULES)
    return [k for k in CONVENTIONS
            if settle_model(*args, **kwargs, **{**RULES, k: True}) != base]


def pokerkit_stacks(text: str) -> list[int]:
    """Replay PHH text with PokerKit (test-only dependency) and return the final stacks."""
    from pokerkit import HandHistory

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = None
        for state, _ in HandHistory.loads(text).state_actions:
            pass
    assert state is not None and not state.status, "PokerKit did not finish the hand"
    return list(state.stacks)
