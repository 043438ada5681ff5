"""AoF runs on the betting round (issue 35 item 2): an all-in-or-fold structure of
:class:`~pokerlib.betting.BettingRound` says who acts next in an AoF hand, as it does in Omaha.

The reference below is the rule AoF kept in its own queue before: every player with chips
behind acts once, in the preflop acting order, unless everyone else still in is all-in for no
more than they have put in (then they have nothing to call and are passed over)."""

from __future__ import annotations

import random

import pytest

from pokerlib.aof import AofHand
from pokerlib.betting import BettingRound, BettingRules, Structure
from pokerlib.errors import IllegalActionError
from pokerlib.events import NothingToCall

AOF = BettingRules.all_in_or_fold(1, 2)


def test_the_structure_allows_fold_and_the_whole_stack_only():
    r = BettingRound(AOF, "preflop", ["A", "B", "C"], stacks={"A": 20, "B": 15, "C": 14},
                     bets={"B": 1, "C": 2})
    legal = r.legal_actions()
    assert legal.names == ("fold", "all-in") and legal.all_in == 20
    before = r.snapshot()
    for act in (r.check, r.call, lambda: r.bet(4), lambda: r.raise_to(4)):
        with pytest.raises(IllegalActionError) as e:
            act()
        assert e.value.key == "aof_only"
        assert r.snapshot() == before
    assert AOF.structure is Structure.ALL_IN_OR_FOLD
    assert AOF.describe("en") == "all-in or fold 1/2" and AOF.describe("ja").endswith(" 1/2")


def test_an_all_in_facing_only_all_ins_puts_in_the_whole_stack():
    r = BettingRound(AOF, "preflop", ["A", "B"], stacks={"A": 10, "B": 48}, bets={"B": 2})
    r.all_in()
    assert r.to_act == "B" and r.legal_actions().all_in == 50
    r.all_in()
    assert r.is_over and r.bets == {"A": 10, "B": 50}   # 40 of it is uncalled


def expected_actor(h: AofHand, acted: set, start: int) -> tuple[object, list]:
    """The old queue's answer: the next to act from ``start`` and who is passed over."""
    passed = []
    for p in h.acting_order[start:]:
        if h.behind[p] == 0 or p in acted or p in h.folded:
            continue
        others = [q for q in h.live if q != p]
        if all(h.behind[q] == 0 and h.bets[q] <= h.bets[p] for q in others):
            passed.append(p)
            continue
        return p, passed
    return None, passed


@pytest.mark.parametrize("seed", range(60))
def test_who_acts_next_is_what_the_old_queue_said(seed):
    rng = random.Random(seed)
    names = "ABCDEFGH"[:rng.randint(2, 8)]
    h = AofHand({p: rng.choice([1, 2, 3, 5, 16, 30]) for p in names},
                button=rng.choice(names), seed=seed)
    acted: set = set()
    start = 0
    while not h.is_over:
        n = len(h.events)
        want, _ = expected_actor(h, acted, start)
        assert h.to_act == want
        p = h.to_act
        (h.fold if rng.random() < 0.4 else h.all_in)()
        acted.add(p)
        start = h.acting_order.index(p) + 1
        logged = [e.player for e in h.events[n:] if isinstance(e, NothingToCall)]
        _, passed = expected_actor(h, acted, start)
        assert logged == (passed if len(h.live) > 1 else [])
    assert h.to_act is None
