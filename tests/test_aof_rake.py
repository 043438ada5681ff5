"""The rake at the AoF table: chips are conserved as stacks plus rake, the rake never exceeds
its percentage or its cap, unqualified pots pay nothing, and the heads-up solver's raked game
pays what the table pays."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import (
    PRESETS,
    AofHand,
    AofRules,
    AofSession,
    Rake,
    RakedSettlement,
    RakeRule,
    TopPercent,
    pushfold_equilibrium,
    stacked_deck,
)
from pokerlib.aof.headsup_solver import (
    headsup_game,
    headsup_strategy_values,
    solve_headsup,
)
from pokerlib.aof.rake import rake_settlement
from pokerlib.cards import Deck
from pokerlib.equity import class_index, preflop_equity_table
from pokerlib.errors import PokerError, RulesError, TableError
from pokerlib.pots import settle

rakes = st.builds(
    Rake,
    percent=st.one_of(st.integers(1, 100), st.sampled_from([0.5, 2.5, 4.75, 10.0]),
                      st.fractions(Fraction(1, 10), Fraction(100)).filter(lambda f: f > 0)),
    cap=st.one_of(st.none(), st.integers(1, 12)),
    pots=st.sampled_from(["flop", "all"]))


@st.composite
def raked_hands(draw):
    """A whole hand at a raked table: 2 to 6 players, any stacks, blinds, actions and deck."""
    n = draw(st.integers(2, 6))
    names = "ABCDEF"[:n]
    stacks = {p: draw(st.integers(1, 60)) for p in names}
    big = draw(st.integers(1, 6))
    rules = AofRules(stack=16, small_blind=draw(st.integers(0, big)), big_blind=big,
                     rake=draw(rakes))
    hand = AofHand(stacks, draw(st.sampled_from(names)), rules,
                   seed=draw(st.integers(0, 10**6)))
    while not hand.is_over:
        hand.act(draw(st.sampled_from(["fold", "all-in"])))
    return hand


@settings(max_examples=300, deadline=None)
@given(hand=raked_hands())
def test_chips_are_conserved_as_stacks_plus_rake(hand):
    assert sum(hand.stacks.values()) + hand.rake == sum(hand.start.values())
    assert all(c >= 0 for c in hand.stacks.values())


@settings(max_examples=300, deadline=None)
@given(hand=raked_hands())
def test_rake_never_exceeds_its_cap_or_its_percentage_of_each_pot(hand):
    rake = hand.rules.rake
    s = hand.settlement
    pots = {p.index: p.amount for p in s.pots}
    if rake.cap is not None:
        assert hand.rake <= rake.cap
    for index, chips in hand.rake_taken:
        assert 0 < chips <= pots[index] * rake.percent / 100 + 1e-9
    # computed again, independently: each pot's share rounded down, main pot first, capped
    left = math.inf if rake.cap is None else rake.cap
    expected = 0
    qualifies = rake.pots == "all" or len(hand.live) >= 2
    for p in s.pots:
        take = min(math.floor(Fraction(p.amount) * Fraction(str(rake.percent)) / 100), left)
        if qualifies:
            expected += take
            left -= take
    assert hand.rake == expected


@settings(max_examples=300, deadline=None)
@given(hand=raked_hands())
def test_no_rake_when_the_pot_does_not_qualify(hand):
    if hand.rules.rake.pots is RakeRule.FLOP and len(hand.live) == 1:
        assert hand.rake == 0 and hand.board == ()
        assert not isinstance(hand.settlement, RakedSettlement)


@settings(max_examples=200, deadline=None)
@given(hand=raked_hands())
def test_the_rake_comes_only_out_of_the_winners_shares(hand):
    """The same deal without a rake: uncalled chips and losers are untouched, and each raked
    pot's winners share exactly the pot less its rake (odd chips as before)."""
    plain = settle(hand.bets, hand.folded, order=hand.order, high=hand.values or None,
                   dead=sum(hand.antes.values()))
    s = hand.settlement
    assert s.uncalled == plain.uncalled and s.pots == plain.pots
    taken = dict(hand.rake_taken)
    for raked, r in zip(s.results, plain.results):
        assert raked.high_winners == r.high_winners
        assert raked.pot.amount == r.pot.amount - taken.get(r.pot.index, 0)
        assert sum(c for _, c in raked.shares) == raked.pot.amount
        if raked.shares:
            chips = [c for _, c in raked.shares]
            assert max(chips) - min(chips) <= 1
    assert sum(plain.payouts.values()) - sum(s.payouts.values()) == hand.rake


def test_the_articles_first_hand_with_the_course_rake():
    deck = stacked_deck(["C", "D", "A", "B"], {"C": "As Qs", "D": "Kh Kd"},
                        burns="4c 5d 6c", board="Qh 9s 2c 3s 7s")
    hand = AofHand({p: 16 for p in "ABCD"}, "B", PRESETS["article-rake"], deck)
    hand.fold(), hand.fold(), hand.all_in(), hand.all_in()
    # pot 32: 5 % is 1.6 chips, rounded down to 1; C wins the 31 left
    assert hand.rake_taken == ((0, 1),)   # (pot index, chips): the main pot
    assert hand.stacks == {"A": 16, "B": 16, "C": 31, "D": 0}
    assert "rake 1 from the main pot (leaves the table)" in hand.summary()
    assert "rake 1 from the main pot" in hand.settlement.describe()
    assert "leaves the table" in hand.settlement._repr_html_()


def test_last_one_standing_pays_only_when_every_pot_is_raked():
    for pots, rake in (("flop", 0), ("all", 1)):
        rules = AofRules(rake=Rake(20, cap=3, pots=pots))
        hand = AofHand({p: 16 for p in "ABCD"}, "B", rules, seed=1)
        hand.all_in("A"), hand.fold("B"), hand.fold("C"), hand.fold("D")
        # 14 uncalled chips come back first; the pot of 5 pays 20 % = 1 chip under "all"
        assert hand.settlement.uncalled == (("A", 14),)
        assert hand.rake == rake and hand.stacks["A"] == 19 - rake


def test_the_cap_is_shared_by_the_pots_main_pot_first():
    s = settle({"A": 8, "B": 16, "C": 16, "D": 2}, {"D"}, order=["C", "D", "A", "B"],
               high={"A": 3, "B": 2, "C": 1})
    raked = rake_settlement(s, Rake(10, cap=3), saw_flop=True)
    assert raked.rake == ((0, 2), (1, 1))   # main pot, side pot 1: 2.6 -> 2, then 1.6 -> 1 (cap)
    assert raked.payouts == {"A": 24, "B": 15, "C": 0, "D": 0}
    assert raked.rake_total == 3
    assert rake_settlement(s, Rake(10, cap=3), saw_flop=False) is s


def test_a_session_keeps_count_of_the_rake():
    rules = AofRules(rake=Rake(10, cap=4, pots="all"), top_up=True)
    s = AofSession(["A", "B", "C"], rules, seed=3,
                   strategies={p: TopPercent(50, seed=i) for i, p in enumerate("ABC")})
    s.play(30)
    assert s.rake > 0
    assert sum(s.stacks.values()) + s.rake == 3 * 16 + sum(s.added.values())


@pytest.mark.parametrize("bad", [
    dict(percent=0), dict(percent=-5), dict(percent=101), dict(percent=True),
    dict(percent=float("nan")), dict(percent="5"), dict(percent=5, cap=0),
    dict(percent=5, cap=1.5), dict(percent=5, cap=True), dict(percent=5, pots="turn"),
    dict(percent=5, pots=None)])
def test_a_rake_the_rules_do_not_allow_is_refused_with_what_is_allowed(bad):
    with pytest.raises(RulesError) as err:
        Rake(**bad)
    assert "rake" in str(err.value)


def test_rules_refuse_a_rake_that_is_not_a_rake():
    with pytest.raises(RulesError, match="Rake"):
        AofRules(rake=5)
    with pytest.raises(RulesError):
        Rake(5).of(-1)
    with pytest.raises(RulesError):
        rake_settlement("pots", Rake(5), True)


def test_describe_in_both_languages():
    assert Rake(5, cap=2).describe() == "5% of each pot that sees a flop, at most 2 chips a hand"
    assert Rake(2.5, pots="all").describe("ja") == "すべてのポットから2.5%（上限なし）"


# --- the heads-up solver with a rake ----------------------------------------------------------

def _chips_net(rules: AofRules, actions: tuple[str, str], deck: Deck) -> dict[str, int]:
    hand = AofHand({"S": rules.stack, "B": rules.stack}, "S", rules, deck)
    for a in actions:
        if not hand.is_over:
            hand.act(a)
    return hand.net


@pytest.mark.parametrize("pots", ["flop", "all"])
def test_the_solvers_fold_payoffs_are_what_the_table_pays(pots):
    """Blinds 50/100, stacks 10 BB, 5 % capped at 100 chips: a fold or a steal at the table
    nets what the solver's game says (in big blinds)."""
    rules = AofRules(stack=1000, small_blind=50, big_blind=100, rake=Rake(5, 100, pots))
    game = headsup_game(10, rules.rake, big_blind=100)
    walk = _chips_net(rules, ("fold",), Deck(seed=1))
    steal = _chips_net(rules, ("all-in", "fold"), Deck(seed=1))
    assert game.walk == pytest.approx(walk["B"] / 100) and walk["S"] == -50
    assert game.steal == pytest.approx(steal["S"] / 100) and steal["B"] == -100
    assert walk["B"] == (45 if pots == "all" else 50) and steal["S"] == (90 if pots == "all"
                                                                           else 100)


def test_the_solvers_showdown_payoff_is_the_average_of_what_the_table_pays():
    """AA against 72o, all-in at 10 BB: the table's result averaged over every board equals the
    raked showdown payoff (the rake is the same whoever wins)."""
    rake = Rake(5, cap=100)
    game = headsup_game(10, rake, big_blind=100)
    i, j = class_index("AA"), class_index("72o")
    e = preflop_equity_table()("AA", "72o")
    pot = 2 * 1000
    left = pot - rake.of(pot)
    assert game.showdown[i, j] == pytest.approx((e * left - 1000) / 100)
    assert game.bb_showdown[i, j] == pytest.approx(((1 - e) * left - 1000) / 100)


def _deviation_gains(x, y, stack_bb, rake_bb):
    """What each class would gain by switching action, computed from the equity table with
    plain loops over the classes (not with the solver's functions)."""
    t = preflop_equity_table()
    eq = np.nan_to_num(t.equity, nan=0.5)
    w = t.pairs.astype(float)
    pot = 2 * stack_bb - rake_bb
    sb_called = eq * pot - stack_bb
    bb_called = (1 - eq) * pot - stack_bb
    shove = (w * ((1 - y)[None, :] * 1.0 + y[None, :] * sb_called)).sum(1) / w.sum(1)
    never = -np.inf
    sb_gain = np.maximum(np.where(x > 1e-6, -0.5 - shove, never),
                         np.where(x < 1 - 1e-6, shove + 0.5, never))
    facing = w * x[:, None]
    call = (facing * bb_called).sum(0) / np.maximum(facing.sum(0), 1e-12)
    bb_gain = np.maximum(np.where(y > 1e-6, -1 - call, never),
                         np.where(y < 1 - 1e-6, call + 1, never))
    return sb_gain, bb_gain, facing.sum(0)


@pytest.mark.parametrize("depth", [6, 10, 15])
def test_the_raked_equilibrium_leaves_no_class_a_profitable_switch(depth):
    rake = Rake(5, cap=2)
    x, y, _, expl, _ = solve_headsup(depth, rake)
    assert expl < 1e-9
    rake_bb = float(rake.in_big_blinds(2 * depth, big_blind=2))
    sb_gain, bb_gain, reach = _deviation_gains(x, y, depth, rake_bb)
    # a class played purely is not better off switching; a mixed class is indifferent
    assert sb_gain.max() < 1e-6
    assert bb_gain[reach > 0].max() < 1e-6


def test_a_rake_makes_the_big_blind_call_less():
    for depth in (6, 10, 15):
        plain = pushfold_equilibrium(depth)
        raked = pushfold_equilibrium(depth, rake=Rake(5, cap=2))
        assert raked.ranges[1].share < plain.ranges[1].share
        # what the two players lose together is the rake they pay on called all-ins
        x, y = np.array(raked.ranges[0].freq), np.array(raked.ranges[1].freq)
        t = preflop_equity_table()
        w = t.pairs.astype(float)
        called = (w * x[:, None] * y[None, :]).sum() / w.sum()
        rake_bb = float(Rake(5, cap=2).in_big_blinds(2 * depth, big_blind=2))
        assert sum(raked.value) == pytest.approx(-called * rake_bb, abs=1e-3)


def test_a_rake_too_small_for_a_whole_chip_changes_nothing():
    # at 4 BB the pot is 16 chips: 5 % is 0.8 chip, rounded down to 0
    game, plain_game = headsup_game(4, Rake(5, cap=2)), headsup_game(4)
    assert np.allclose(game.showdown, plain_game.showdown)
    assert np.allclose(game.bb_showdown, -plain_game.showdown)
    plain, raked = pushfold_equilibrium(4), pushfold_equilibrium(4, rake=Rake(5, cap=2))
    for a, b in zip(plain.ranges, raked.ranges):
        assert np.allclose(a.freq, b.freq, atol=1e-3)
    assert sum(raked.value) == pytest.approx(0, abs=1e-9)
    assert raked.rake == Rake(5, cap=2) and plain.rake is None   # charts can tell them apart


def test_headsup_strategy_values_add_up_to_minus_the_rake():
    g = headsup_game(10, Rake(5, cap=2, pots="all"))
    sb, bb = headsup_strategy_values(np.ones(169), np.zeros(169), g)   # all-in, never called
    assert sb == pytest.approx(1.0) and bb == pytest.approx(-1.0)   # 4 chips: no rake
    sb, bb = headsup_strategy_values(np.ones(169), np.ones(169), g)
    assert sb + bb == pytest.approx(-1.0)   # 40 chips: 2 chips = 1 BB, the cap


def test_a_rake_is_solved_heads_up_only():
    with pytest.raises(TableError, match="heads-up only"):
        pushfold_equilibrium(8, players=3, rake=Rake(5, cap=2))
    with pytest.raises(PokerError):
        pushfold_equilibrium(8, rake=Rake(5, cap=2), big_blind=0)


def test_a_raked_hand_is_refused_by_the_phh_export_instead_of_written_wrong():
    from pokerlib import phh
    from pokerlib.aof import PRESETS, AofHand
    from pokerlib.errors import UnsupportedHandError

    hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", seed=1,
                   rules=PRESETS["article-rake"])
    while not hand.is_over:
        hand.all_in()
    with pytest.raises(UnsupportedHandError, match="no rake field"):
        phh.to_phh(hand)
