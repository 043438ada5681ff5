"""Cross-check with PokerKit: the same deals, checked or called down, end with the same stacks
— except where PokerKit departs from docs/rules.md, which decides: when the same players win both
halves, docs/rules.md splits the whole pot as one (66 -> 33/33), PokerKit splits each half and can
give both odd chips to the same player."""

from __future__ import annotations

import warnings

import pokerkit as pk  # a dev dependency: missing it must fail, not skip, the cross-checks
import pytest

from pokerlib.cards import Deck  # noqa: E402
from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OmahaTable, stacked_deck  # noqa: E402

AUTOMATIONS = (pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION,
               pk.Automation.BLIND_OR_STRADDLE_POSTING, pk.Automation.CARD_BURNING,
               pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING, pk.Automation.HAND_KILLING,
               pk.Automation.CHIPS_PUSHING, pk.Automation.CHIPS_PULLING)


def pokerkit_stacks(n, holes, board):
    """PokerKit's stacks by our seat (its player i is our seat i + 1: player 0 is the small
    blind, the last player the button, our seat 0)."""
    st = pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, 4, [200] * n, n, mode=pk.Mode.CASH_GAME)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # it prefers to deal from its own shuffled deck
        for i in range(n):
            st.deal_hole("".join(c.code for c in holes[(i + 1) % n]))
        for street in range(4):
            if street:
                cards = board[:3] if street == 1 else board[street + 1:street + 2]
                st.deal_board("".join(c.code for c in cards))
            while st.actor_index is not None:
                st.check_or_call()
    return {(i + 1) % n: st.stacks[i] for i in range(n)}


@pytest.mark.parametrize("seed", range(40))
def test_checked_down_hands_agree_with_pokerkit_or_follow_rules_md(seed):
    n = 3 + seed % 4
    d = Deck(seed=1000 + seed)
    holes = {s: d.deal(4) for s in range(n)}
    board = d.deal(5)
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=n)
    for s in range(n):
        t.sit(s, str(s), 200)
    t.start_hand(deck=stacked_deck({s: "".join(c.code for c in h) for s, h in holes.items()},
                                   "".join(c.code for c in board), button=0, seats=range(n)),
                 button=0)
    while t.to_act is not None:
        t.check() if t.legal_actions().check else t.call()
    assert t.hand.board == list(board) and t.hand.hole == holes
    ours = t.stacks
    theirs = pokerkit_stacks(n, holes, board)
    (result,) = t.history_page(0).settlement.results
    if result.how == "scoop" and len(result.high_winners) > 1 and ours != theirs:
        # docs/rules.md: one even split of the whole pot; PokerKit: two uneven halves
        shares = [c for _, c in result.shares]
        assert max(shares) - min(shares) <= 1
        assert sorted(ours.values()) != sorted(theirs.values())
    else:
        assert ours == theirs


def test_rules_md_split_where_pokerkit_differs():
    # found by the cross-check above: two players tie both ways for a 10-chip pot
    d = Deck(seed=191)
    holes = {s: d.deal(4) for s in range(5)}
    board = d.deal(5)
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=5)
    for s in range(5):
        t.sit(s, str(s), 200)
    t.start_hand(deck=stacked_deck({s: "".join(c.code for c in h) for s, h in holes.items()},
                                   "".join(c.code for c in board), button=0, seats=range(5)),
                 button=0)
    while t.to_act is not None:
        t.check() if t.legal_actions().check else t.call()
    assert t.history_page(0).winners == {2: 5, 3: 5}
    assert pokerkit_stacks(5, holes, board) == {0: 198, 1: 198, 2: 204, 3: 202, 4: 198}
