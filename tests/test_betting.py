"""Betting rounds: the three structures, their minimums and maximums, the reopen rules, the
article's $2/$4 round, and illegal actions that must be rejected without changing anything."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.betting import (
    LIMIT_2_4,
    NO_LIMIT_1_2,
    POT_LIMIT_1_2,
    ActionError,
    BetSizeError,
    BettingCappedError,
    BettingRound,
    BettingRules,
    IllegalActionError,
    NotEnoughChipsError,
    OutOfTurnError,
    RoundOverError,
    RulesError,
    Structure,
    TableError,
)


def preflop(rules, n=5, stack=100, stacks=None):
    """A preflop round: players 0..n-1, 0 is the small blind, 1 the big blind."""
    stacks = stacks or {p: stack for p in range(n)}
    sb, bb = min(rules.small_blind, stacks[0]), min(rules.big_blind, stacks[1])
    behind = dict(stacks)
    behind[0] -= sb
    behind[1] -= bb
    order = list(range(2, n)) + [0, 1]
    return BettingRound(rules, "preflop", order, behind, {0: sb, 1: bb},
                        current_bet=rules.big_blind)


def rejected(r, exc, fn, *args):
    """Call an illegal action: it raises ``exc`` and leaves the round exactly as it was."""
    before = r.snapshot()
    with pytest.raises(exc) as info:
        fn(*args)
    assert r.snapshot() == before
    return str(info.value)


# --- the article's $2/$4 limit round ---------------------------------------------------------

def test_article_limit_round_caps_at_8_with_small_blind_adding_5_or_7():
    r = BettingRound(LIMIT_2_4, "preflop", ["UTG", "MP", "CO", "BTN", "SB", "BB"],
                     {p: 100 for p in ["UTG", "MP", "CO", "BTN", "SB", "BB"]},
                     {"SB": 1, "BB": 2})
    assert r.legal_actions().call == 2          # the big blind counts as the opening bet
    assert r.legal_actions().bet is None and r.legal_actions().raise_to == (4, 4)
    r.call()                                     # opens for $2
    r.raise_to(4)
    r.raise_to(6)
    r.fold()                                     # the button
    legal = r.legal_actions()
    assert legal.player == "SB"
    assert legal.call == 5                       # $1 in, adds $5 to call
    assert legal.raise_to == (8, 8) and 8 - legal.in_front == 7   # adds $7 to cap
    r.raise_to(8)
    assert r.bets_made == 4                      # one bet + three raises
    msg = rejected(r, BettingCappedError, r.raise_to, 10)
    assert "capped at 8" in msg and "call 6" in msg
    assert r.legal_actions().raise_to is None and r.legal_actions().call == 6
    r.call()   # BB
    for _ in range(3):
        r.call()                                 # UTG, MP, CO call the cap
    assert r.is_over
    assert r.bets == {"UTG": 8, "MP": 8, "CO": 8, "BTN": 0, "SB": 8, "BB": 8}


def test_limit_bet_sizes_by_street_and_big_blind_option():
    r = preflop(LIMIT_2_4, n=3)
    r.call()      # player 2
    r.call()      # small blind completes
    legal = r.legal_actions()
    assert legal.player == 1 and legal.check and legal.raise_to == (4, 4)   # the option
    r.check()
    assert r.is_over
    turn = BettingRound(LIMIT_2_4, "turn", [0, 1, 2], {0: 50, 1: 50, 2: 50})
    assert turn.legal_actions().bet == (4, 4)
    rejected(turn, BetSizeError, turn.bet, 2)
    turn.bet(4)
    assert turn.legal_actions().raise_to == (8, 8)


def test_limit_cap_heads_up_is_an_option():
    capped = BettingRound(LIMIT_2_4, "flop", ["A", "B"], {"A": 100, "B": 100})
    free = BettingRound(BettingRules.limit(2, 4, cap_heads_up=False), "flop", ["A", "B"],
                        {"A": 100, "B": 100})
    for r in (capped, free):
        r.bet(2)
        r.raise_to(4)
        r.raise_to(6)
        r.raise_to(8)
    rejected(capped, BettingCappedError, capped.raise_to, 10)
    free.raise_to(10)
    assert free.current_bet == 10


def test_limit_all_in_of_half_a_bet_reopens_less_does_not():
    # A bets 4 on the turn, B calls, C all-in for 6 (half a bet more): A may raise again
    r = BettingRound(LIMIT_2_4, "turn", ["A", "B", "C"], {"A": 100, "B": 100, "C": 6})
    r.bet(4); r.call(); r.all_in()
    assert r.legal_actions().player == "A" and r.legal_actions().raise_to == (10, 10)
    # C all-in for 5 (a quarter bet more): A may only call or fold
    r = BettingRound(LIMIT_2_4, "turn", ["A", "B", "C"], {"A": 100, "B": 100, "C": 5})
    r.bet(4); r.call(); r.all_in()
    legal = r.legal_actions()
    assert legal.player == "A" and legal.raise_to is None and legal.call == 1
    msg = rejected(r, IllegalActionError, r.raise_to, 8)
    assert "not reopened" in msg


# --- pot-limit ---------------------------------------------------------------------------------

def test_pot_limit_first_player_may_raise_to_7():
    r = preflop(POT_LIMIT_1_2, n=4)
    assert r.legal_actions().raise_to == (4, 7)
    msg = rejected(r, BetSizeError, r.raise_to, 8)
    assert "maximum is 7" in msg
    r.raise_to(7)
    # next: pot 1 + 2 + 7 = 10, call 7 -> raise to 7 + 10 + 7 = 24
    assert r.legal_actions().raise_to == (12, 24)


def test_pot_limit_bet_is_at_most_the_pot_and_counts_earlier_rounds():
    r = BettingRound(POT_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 100, "C": 100},
                     pot=30)
    assert r.legal_actions().bet == (2, 30)
    r.bet(10)
    # B: current bet 10 + (pot 30 + bets 10 + call 10) = 60
    assert r.legal_actions().raise_to == (20, 60)


def test_pot_limit_all_in_only_up_to_the_pot():
    r = BettingRound(POT_LIMIT_1_2, "flop", ["A", "B"], {"A": 500, "B": 500}, pot=20)
    assert r.legal_actions().all_in is None
    msg = rejected(r, BetSizeError, r.all_in)
    assert "maximum is 20" in msg


# --- no-limit ----------------------------------------------------------------------------------

def test_no_limit_minimum_bet_and_raise():
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 100, "C": 100})
    assert r.legal_actions().bet == (2, 100)
    rejected(r, BetSizeError, r.bet, 1)
    r.bet(10)
    assert r.legal_actions().raise_to == (20, 100)
    r.raise_to(35)                                   # a raise of 25
    assert r.legal_actions().raise_to == (60, 100)   # at least another 25
    msg = rejected(r, BetSizeError, r.raise_to, 59)
    assert "minimum is 60" in msg
    msg = rejected(r, NotEnoughChipsError, r.raise_to, 101)
    assert "only 100" in msg


def test_no_limit_short_all_in_does_not_reopen_for_those_who_acted():
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 100, "C": 15})
    r.bet(10); r.call(); r.all_in()                  # C raises 5, short of 10
    legal = r.legal_actions()
    assert legal.player == "A" and legal.raise_to is None and legal.call == 5
    rejected(r, IllegalActionError, r.raise_to, 25)
    rejected(r, IllegalActionError, r.all_in)
    r.call(); r.call()
    assert r.is_over


def test_no_limit_short_all_ins_that_add_up_to_a_full_raise_reopen():
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C", "D"],
                     {"A": 100, "B": 16, "C": 21, "D": 100})
    r.bet(10)
    r.all_in()      # B to 16: +6, short
    r.all_in()      # C to 21: +5, short, but 11 over the 10 that A faced
    legal = r.legal_actions()
    assert legal.player == "D" and legal.raise_to == (31, 100)   # D has not acted
    r.call()
    legal = r.legal_actions()
    assert legal.player == "A" and legal.raise_to == (31, 100)   # reopened for A


def test_player_who_has_not_acted_may_raise_a_short_all_in():
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 15, "C": 100})
    r.bet(10); r.all_in()
    assert r.legal_actions().player == "C" and r.legal_actions().raise_to == (25, 100)


def test_illegal_actions_name_what_is_allowed_and_change_nothing():
    r = preflop(NO_LIMIT_1_2, n=3)
    msg = rejected(r, OutOfTurnError, r.call, 0)
    assert "it is 2's turn" in msg and "call 2" in msg
    msg = rejected(r, IllegalActionError, r.check)
    assert "cannot check facing a bet of 2" in msg and "fold, call 2" in msg
    rejected(r, IllegalActionError, r.bet, 6)       # there is a bet: raise instead
    rejected(r, BetSizeError, r.raise_to, 3)
    rejected(r, BetSizeError, r.raise_to, 4.5)
    r.fold(); r.call(); r.check()
    assert r.is_over
    with pytest.raises(RoundOverError):
        r.legal_actions()
    rejected(r, RoundOverError, r.fold)


def test_all_in_for_less_than_a_call_and_rules_validation():
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B"], {"A": 100, "B": 7})
    r.bet(20)
    legal = r.legal_actions()
    assert legal.call == 7 and legal.all_in == 7 and legal.raise_to is None
    r.all_in()
    assert r.is_over and r.bets == {"A": 20, "B": 7}   # the excess comes back as uncalled
    with pytest.raises(RulesError):
        BettingRules(Structure.NO_LIMIT, 1, 0)
    with pytest.raises(TableError):
        BettingRound(NO_LIMIT_1_2, "flop", ["A"], {"A": 5})


# --- property tests ----------------------------------------------------------------------------

RULES = st.one_of(
    st.builds(lambda sb, m, cap: BettingRules.limit(sb * 2, small_blind=sb, big_blind=sb * 2,
                                                    cap_heads_up=cap),
              st.integers(1, 5), st.integers(0, 0), st.booleans()),
    st.builds(lambda sb, k: BettingRules.pot_limit(sb, sb * k), st.integers(1, 5),
              st.integers(1, 3)),
    st.builds(lambda sb, k: BettingRules.no_limit(sb, sb * k), st.integers(1, 5),
              st.integers(1, 3)),
)


def _predicted_legal(r, kind, amount):
    legal = r.legal_actions()
    c = r.current_bet
    if kind == "fold":
        return True
    if kind == "check":
        return legal.check
    if kind == "call":
        return legal.call is not None
    if kind == "all_in":
        return legal.all_in is not None
    if kind == "bet":
        return c == 0 and ((legal.bet is not None and legal.bet[0] <= amount <= legal.bet[1])
                           or (legal.all_in is not None and amount == legal.all_in > 0))
    return c > 0 and ((legal.raise_to is not None
                       and legal.raise_to[0] <= amount <= legal.raise_to[1])
                      or (legal.all_in is not None and amount == legal.all_in > c))


def _do(r, kind, amount, player=None):
    fn = getattr(r, kind)
    if kind in ("bet", "raise_to"):
        return fn(amount, player=player)
    return fn(player=player)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, n=st.integers(2, 6), street=st.sampled_from(["preflop", "flop", "river"]),
       stacks=st.lists(st.integers(1, 120), min_size=6, max_size=6), data=st.data())
def test_random_rounds_conserve_chips_and_reject_every_illegal_action(rules, n, street, stacks,
                                                                      data):
    stacks = {p: stacks[p] for p in range(n)}
    if street == "preflop":
        r = preflop(rules, n=n, stacks=stacks)
    else:
        r = BettingRound(rules, street, list(range(n)), stacks, pot=data.draw(st.integers(0, 50)))
    total = sum(r.stacks.values()) + sum(r.bets.values())
    # every pass makes one legal action, and each raise adds at least one chip to the bet
    bound = (n + 1) * (max(stacks.values()) + 2)
    steps = 0
    while not r.is_over:
        steps += 1
        assert steps < bound, "the round must end"
        legal = r.legal_actions()
        # try an arbitrary action: it succeeds exactly when legal_actions says it is allowed
        kind = data.draw(st.sampled_from(["fold", "check", "call", "bet", "raise_to", "all_in"]))
        amount = data.draw(st.integers(-3, 2 * max(stacks.values()) + 10))
        if data.draw(st.integers(0, 9)) == 0:
            who = data.draw(st.sampled_from(list(range(n))))
            if who != legal.player:  # rejected, then the player to act still acts below
                rejected(r, OutOfTurnError, _do, r, kind, amount, who)
        if kind == "fold" and data.draw(st.booleans()):
            kind = "call" if legal.call is not None else "check"
        if _predicted_legal(r, kind, amount):
            _do(r, kind, amount)
        else:
            rejected(r, ActionError, _do, r, kind, amount)
            # then a legal action, drawn from what legal_actions offers
            choices = [("fold", 0)]
            if legal.check:
                choices.append(("check", 0))
            if legal.call is not None:
                choices.append(("call", 0))
            for k, rng in (("bet", legal.bet), ("raise_to", legal.raise_to)):
                if rng is not None:
                    choices.append((k, data.draw(st.integers(*rng))))
            if legal.all_in is not None:
                choices.append(("all_in", 0))
            k, a = data.draw(st.sampled_from(choices))
            _do(r, k, a)
        assert sum(r.stacks.values()) + sum(r.bets.values()) == total
        assert all(v >= 0 for v in r.stacks.values())
        if rules.structure is Structure.LIMIT:
            assert r.bets_made <= 1 + rules.max_raises or (not rules.cap_heads_up
                                                          and len(r.live) == 2)
    # at the end every live player with chips behind has matched the bet
    for p in r.live:
        if r.stack(p) > 0 and len(r.live) > 1:
            assert r.bet_of(p) == r.current_bet
