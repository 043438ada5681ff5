"""Who PHH asks to act in a betting round: the checks a PHH file spells out that pokerlib's
tables do not ask for (a player nobody can bet against), shared by replaying and exporting."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

__all__ = ["PhhRound", "all_in_raises", "nothing_to_decide"]


def all_in_raises(hand: Any, p: Any) -> bool:
    """Whether going all-in in an AoF hand is a raise that another player could still call
    (PHH writes it 'cbr'); otherwise it is written 'cc' (PokerKit's rule: nobody can call
    more)."""
    top = max(hand.bets.values())
    return bool(hand.bets[p] + hand.behind[p] > top and any(
        hand.bets[q] + hand.behind[q] > top for q in hand.live if q != p))


def nothing_to_decide(hand: Any) -> bool:
    """The AoF player to act has nothing to call and nobody can bet against them (a table
    that asks anyway gets an all-in, which moves no chip)."""
    p = hand.to_act
    return p is not None and bool(hand.has_nothing_to_call(p))


class PhhRound:
    """Who a PHH reader such as PokerKit asks to act in one betting round, so that the file
    can spell out the checks pokerlib's tables do not ask for.

    At the start of a round PHH asks every player still in with chips that someone else could
    win (chips behind, and another player's total above their bet), in order from the
    opener, unless only one such player is left with nothing to call. A bet or raise asks
    everyone after the bettor who still has chips. pokerlib's tables let a player through
    without a decision when nobody can bet against them; PHH still asks, and the file says
    that player checks (``cc``).
    """

    def __init__(self, order: Sequence, bets: Mapping, behind: Mapping, live: Iterable):
        self.order = list(order)
        self.bets = {p: bets.get(p, 0) for p in self.order}
        self.behind = dict(behind)
        self.live = set(live)
        totals = sorted(self.bets[p] + self.behind[p] for p in self.order if p in self.live)
        second = totals[-2] if len(totals) > 1 else 0
        queue = [p for p in self.order if p in self.live and self.behind[p] > 0
                 and second - self.bets[p] > 0]
        if len(queue) == 1 and self.bets[queue[0]] >= max(self.bets.values()):
            queue = []
        self.queue = queue

    def checks_before(self, p: Any) -> list:
        """Players PHH asks before ``p`` acts (they check), then ``p`` leaves the queue."""
        out = []
        if p in self.queue:
            while self.queue[0] != p:
                out.append(self.queue.pop(0))
            self.queue.pop(0)
        return out

    def act(self, p: Any, kind: str, to: int = 0) -> None:
        """``kind``: 'f', 'cc' (to = the player's total bet after it) or 'cbr'."""
        if kind == "f":
            self.live.discard(p)
            return
        self.behind[p] -= to - self.bets[p]
        self.bets[p] = to
        if kind == "cbr":
            i = self.order.index(p)
            n = len(self.order)
            self.queue = [q for q in (self.order[(i + k) % n] for k in range(1, n))
                          if q in self.live and self.behind[q] > 0]

    def checks_left(self) -> list:
        """Players PHH still asks when pokerlib's round is over (they check)."""
        out = self.queue if len(self.live) >= 2 else []
        self.queue = []
        return out
