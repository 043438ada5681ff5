"""Oasis Poker: rules, worked examples, illegal actions, the advisor against brute force, the
shipped house-edge data, simulation, and property tests on random deals and actions."""

from __future__ import annotations

import dataclasses
import pickle

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oasis_reference import brute_one_card, brute_raise  # tests/oasis_reference.py

import pokerlib.builders.oasis_house_edge as oasis_builder
from pokerlib import oasis
from pokerlib.builders.oasis_exact import ExactPart
from pokerlib.builders.oasis_sample import SAMPLE_PLAN, optimal_01, stratified_mean
from pokerlib.cards import Card, CardError, Deck, PokerError, parse_cards
from pokerlib.combinatorics import colex_subsets
from pokerlib.errors import DataError
from pokerlib.evaluate import HandCategory, best_high, score
from pokerlib.oasis import (
    ARTICLE_DECK,
    ExchangeError,
    IllegalActionError,
    InsufficientBalanceError,
    OasisGame,
    OasisRules,
    OasisSession,
    advise,
    article_comparison,
    article_game,
    house_edge,
    shipped_data,
    simulate,
)
from pokerlib.oasis.advisor import advise_reference, one_card_evs
from pokerlib.oasis.dealer_counts import DealerCounts
from pokerlib.oasis.shipped_data import forget_loaded_data, load_exact_data, load_sample_data

BG = OasisRules.bgaming()


def snapshot(obj) -> bytes:
    """The whole state, deep: equal bytes = nothing changed."""
    return pickle.dumps(obj)


# --- rules -----------------------------------------------------------------------------------

def test_presets_say_what_they_are():
    presets = OasisRules.presets()
    assert list(presets) == ["BGaming", "Galewind", "Casino Senator",
                             "Premium Casino Europa"]
    assert BG.fees == (1, 2, 3, 4, 5) and BG.max_exchanges == 1 and not BG.five_forces_raise
    ne = OasisRules.galewind()
    assert [ne.fee_for(k) for k in range(1, 6)] == [1, 2, 3, 2, 1] and ne.five_forces_raise
    assert OasisRules.casino_senator().fee_for(5) == 1
    eu = OasisRules.premium_casino_europa()
    assert eu.fee_for(5) == 2 and eu.max_exchanges == 1
    for name, r in presets.items():
        if name != "BGaming":
            assert "not BGaming" in r.note
    for r in (OasisRules.casino_senator(), eu):
        assert "assumed" in r.note
    assert "assumed" in OasisRules.casino_senator.__doc__


def test_rules_are_frozen_and_validated():
    with pytest.raises(dataclasses.FrozenInstanceError):
        BG.fees = (2, 2, 2, 2, 2)
    assert BG.fees == (1, 2, 3, 4, 5)
    with pytest.raises(ValueError):
        OasisRules(paytable=(1, 2))
    with pytest.raises(ValueError):
        OasisRules(qualifier="AX")


def test_qualifier_is_a_k_high():
    q = BG.qualifier_score
    assert q == score(parse_cards("Ah Kd 4s 3c 2h"))
    assert score(parse_cards("Ah Kd 4s 3c 2h")) >= q
    assert score(parse_cards("Ah Qd Js Tc 8h")) < q        # ace without king
    assert score(parse_cards("Kh Qd Js Tc 8h")) < q
    assert score(parse_cards("2h 2d 3s 4c 5h")) >= q       # any pair
    assert OasisRules(qualifier="").qualifier_score == 0


def test_paytable_lines():
    assert BG.pay_multiple(best_high("Qs Qd 8h 8c Qh").score) == 7
    assert BG.pay_multiple(best_high("As Ks Qs Js Ts").score) == 100
    assert BG.pay_multiple(best_high("9s Ks Qs Js Ts").score) == 50
    assert BG.pay_line(best_high("Qs Qd 8h 8c Qh").score) == "Full house 7:1"


# --- the article's worked examples ------------------------------------------------------------

def test_article_hand_step_by_step():
    g = article_game()
    assert g.balance == 90 and g.upcard == Card("Ks")
    assert g.hand == parse_cards("Qs Qd 8h 8c 2d")
    assert g.exchange("2d") == parse_cards("Qs Qd 8h 8c Qh")
    assert g.fees == 10 and g.balance == 80
    s = g.raise_()
    assert s.player_hand.category == HandCategory.FULL_HOUSE
    assert s.dealer_hand.describe() == "One pair, kings" and s.dealer_qualified
    assert (s.ante, s.fees, s.raise_amount, s.spent) == (10, 10, 20, 40)
    assert (s.stake_returned, s.winnings, s.total_back) == (30, 150, 180)
    assert (s.ante_result, s.raise_result) == (10, 140)
    assert (s.balance_before, s.balance_after, s.net) == (100, 240, 140)
    assert s.paytable_line == "Full house 7:1" and s.outcome == "player wins"
    # eleven distinct cards were used: 10 dealt + the replacement
    assert len(set(s.player_cards) | set(s.dealer_cards) | set(s.discarded)) == 11


def test_article_tie_and_fold():
    t = article_comparison()
    tie = t["tie"]
    assert tie.player_hand == tie.dealer_hand and tie.player_cards != tie.dealer_cards
    assert (tie.ante_outcome, tie.raise_outcome, tie.stake_returned, tie.winnings) == \
        ("push", "push", 30, 0)
    assert tie.balance_after == 90
    fold = t["fold"]
    assert (fold.spent, fold.balance_after, fold.raise_amount) == (20, 80, 0)
    assert fold.dealer_hand is None and fold.dealer_qualified is None


def test_article_comparison_table():
    t = article_comparison()
    assert {k: s.balance_after for k, s in t.items()} == {
        "fold": 80, "dealer does not qualify": 100, "tie": 90, "dealer wins": 60,
        "player wins": 240}
    nq = t["dealer does not qualify"]
    assert (nq.ante_outcome, nq.raise_outcome, nq.dealer_qualified) == ("win", "push", False)
    assert all(s.fees == 10 for s in t.values())


# --- one hand: actions, errors, state --------------------------------------------------------

def test_deal_order_and_dead_cards():
    deck = Deck.stacked(ARTICLE_DECK + " 3c 4c")
    g = OasisGame(ante=10, balance=100, deck=deck)
    assert g.dealer_cards == (Card("Ks"),)           # hidden until the raise
    g.exchange("8h 2d")
    assert g.hand == parse_cards("Qs Qd Qh 8c 3c")   # replacements take the places in order
    assert g.fees == 20
    assert Card("8h") not in deck.remaining and Card("2d") not in deck.remaining
    s = g.raise_()
    assert s.dealer_cards == parse_cards("Ks Kh 9c 6d 4s")
    assert not set(s.discarded) & set(s.dealer_cards)


def check_illegal(game, action, error, *args):
    before = snapshot(game)
    with pytest.raises(error) as info:
        getattr(game, action)(*args)
    assert snapshot(game) == before
    return str(info.value)


def test_illegal_actions_leave_the_game_unchanged():
    g = article_game()
    msg = check_illegal(g, "exchange", ExchangeError, "As")
    assert "not in the hand" in msg
    check_illegal(g, "exchange", ExchangeError, "")
    check_illegal(g, "exchange", CardError, "Zz")
    g.exchange("2d")
    msg = check_illegal(g, "exchange", IllegalActionError, "8h")
    assert "1 exchange" in msg and "fold or raise" in msg
    g.fold()
    for action in ("raise_", "fold"):
        assert "hand is over" in check_illegal(g, action, IllegalActionError)
    check_illegal(g, "exchange", IllegalActionError, "8h")
    assert g.legal_actions().names == ()


def test_balance_limits():
    with pytest.raises(InsufficientBalanceError, match="at most 5"):
        OasisGame(ante=10, balance=5)
    g = OasisGame(ante=10, balance=25, deck=Deck.stacked(ARTICLE_DECK))
    assert g.legal_actions().names == ("exchange", "fold")      # 15 left: a fee yes, the raise no
    assert g.legal_exchange_counts() == (1,)
    check_illegal(g, "raise_", InsufficientBalanceError)
    check_illegal(g, "exchange", InsufficientBalanceError, "8h 2d")
    g.exchange("2d")
    assert g.legal_actions().names == ("fold",)
    assert g.fold().balance_after == 5


def test_rules_limit_exchange_counts_and_forced_raise():
    rules = OasisRules(fees=(1, 2, None, None, None), name="two at most")
    g = OasisGame(ante=1, balance=100, rules=rules, deck=Deck.stacked(ARTICLE_DECK))
    assert "allow 1, 2 cards" in check_illegal(g, "exchange", ExchangeError, "Qs Qd 2d")
    ne = OasisGame(ante=10, balance=100, rules=OasisRules.galewind(),
                   deck=Deck.stacked(ARTICLE_DECK))
    ne.exchange("Qs Qd 8h 8c 2d")
    assert ne.fees == 10 and ne.legal_actions().names == ("raise",)
    assert "force the raise" in check_illegal(ne, "fold", IllegalActionError)
    # the forced raise must be affordable before exchanging five
    poor = OasisGame(ante=10, balance=30, rules=OasisRules.galewind(),
                     deck=Deck.stacked(ARTICLE_DECK))
    assert 5 not in poor.legal_exchange_counts()
    check_illegal(poor, "exchange", InsufficientBalanceError, "Qs Qd 8h 8c 2d")


def test_two_exchanges_when_the_rules_allow():
    rules = OasisRules(max_exchanges=2, name="two exchanges")
    g = OasisGame(ante=1, balance=100, rules=rules, deck=Deck(seed=4))
    g.exchange([g.hand[0]])
    g.exchange([g.hand[1]])
    assert g.fees == 2 and "exchange" not in g.legal_actions()


# --- sessions -------------------------------------------------------------------------------

def test_session_is_reproducible_and_checks_the_ante():
    a, b = OasisSession(seed=9), OasisSession(seed=9)
    for _ in range(3):
        ga, gb = a.deal(), b.deal()
        assert ga.hand == gb.hand and ga.upcard == gb.upcard
        ga.fold(), gb.fold()
    assert a.balances == [100, 90, 80, 70]
    s = OasisSession(balance=15, ante=10, seed=2)
    s.deal().fold()
    before = snapshot(s)
    with pytest.raises(InsufficientBalanceError):
        s.deal()
    assert snapshot(s) == before
    with pytest.raises(IllegalActionError):
        g = OasisSession(seed=1)
        g.deal()
        g.deal()


def test_session_replays_a_stacked_deck():
    s = OasisSession(balance=100, ante=10, seed=1)
    g = s.deal(deck=Deck.stacked(ARTICLE_DECK))
    g.exchange("2d")
    g.raise_()
    assert s.balance == 240 and s.net == 140 and s.balances == [100, 240]


# --- property tests ---------------------------------------------------------------------------

RULES = [OasisRules.bgaming(), OasisRules.galewind(), OasisRules.casino_senator(),
         OasisRules.premium_casino_europa(), OasisRules(max_exchanges=2, name="two")]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), start=st.integers(1, 200), ante=st.integers(1, 30),
       rules=st.sampled_from(RULES), data=st.data())
def test_random_play_conserves_points(seed, start, ante, rules, data):
    session = OasisSession(balance=start, ante=ante, rules=rules, seed=seed)
    nets = []
    for _ in range(data.draw(st.integers(1, 4))):
        try:
            g = session.deal()
        except InsufficientBalanceError:
            assert session.balance < ante
            break
        while not g.is_over:
            # an action that is not legal now must fail and change nothing
            illegal = [a for a in ("exchange", "fold", "raise") if a not in g.legal_actions()]
            if illegal:
                a = data.draw(st.sampled_from(illegal))
                before = snapshot(g)
                with pytest.raises(PokerError):
                    if a == "exchange":
                        g.exchange([g.hand[0]])
                    else:
                        getattr(g, "raise_" if a == "raise" else "fold")()
                assert snapshot(g) == before
            action = data.draw(st.sampled_from(g.legal_actions().names))
            if action == "exchange":
                k = data.draw(st.sampled_from(g.legal_exchange_counts()))
                out = data.draw(st.permutations(g.hand))[:k]
                g.exchange(out)
            elif action == "fold":
                g.fold()
            else:
                g.raise_()
        s = g.settlement
        assert s.balance_after == s.balance_before + s.net
        assert s.spent == s.ante + s.fees + s.raise_amount
        assert s.fees == sum(rules.fee_for(len(o)) for o, _ in g.exchanges) * s.ante
        assert s.stake_returned <= s.ante + s.raise_amount   # fees never come back
        assert s.net >= -s.spent
        if s.outcome == "fold":
            assert s.net == -(s.ante + s.fees)
        elif s.outcome == "tie":
            assert s.net == -s.fees
        elif s.outcome == "dealer does not qualify":
            assert s.net == s.ante - s.fees
        elif s.outcome == "dealer wins":
            assert s.net == -s.spent
        else:
            assert s.winnings == s.ante + s.raise_amount * s.pay_multiple
        assert len(set(g.hand) | set(g._dealer) | set(g.discarded)) == 10 + len(g.discarded)
        nets.append(s.net)
    assert session.balance == start + sum(nets)
    assert session.balances[-1] == session.balance


# --- the advisor ------------------------------------------------------------------------------

@pytest.mark.parametrize("hand, up", [("Qs Qd 8h 8c 2d", "Ks"), ("7h 8h 9h Th 2c", "Jh")])
def test_advice_matches_brute_force(hand, up):
    h, u = parse_cards(hand), Card(up)
    a = advise(h, u)
    assert a.option("raise").ev == pytest.approx(brute_raise(h, u), abs=1e-12)
    expect = brute_one_card(h, u)
    for i, c in enumerate(h):
        assert a.option("exchange", [c]).ev == pytest.approx(expect[i], abs=1e-12)
    assert a.option("fold").ev == -1.0


def test_advice_shape_and_order():
    a = advise("Qs Qd 8h 8c 2d", "Ks")
    assert len(a) == 2 + 5 + 10 + 10 + 5 + 1
    evs = [o.ev for o in a]
    assert evs == sorted(evs, reverse=True)
    for o in a:
        assert o.action in ("fold", "raise", "exchange")
        assert (len(o.discard) == 0) == (o.action != "exchange")
        assert o.exact and o.se == 0   # every option, the 5-card exchange included
        if o.action == "exchange":
            assert o.fee == len(o.discard)
    assert a.best.action == "raise"


def test_inclusion_exclusion_counts_match_direct_counting():
    """Dealer completions avoiding 1..5 replacement cards, counted two ways."""
    hand, up = parse_cards("Jh Th 9c 4s 2d"), Card("Ac")
    pool = [c for c in range(52) if c not in hand and c != up]
    d = DealerCounts(pool, up)
    combos = colex_subsets(len(pool), 4)
    rng = np.random.default_rng(5)
    for k in (1, 2, 3, 4, 5):
        R = np.sort(rng.choice(len(pool), size=(6, k), replace=True), axis=1)
        R = np.array([r for r in R if len(set(r)) == k])
        X = rng.integers(0, 7463, size=(len(R), 4))
        got = d.count_below(R, X)
        for i, r in enumerate(R):
            avoid = ~np.isin(combos, r).any(axis=1)
            for t, x in enumerate(X[i]):
                assert got[i, t] == int((d.scores[avoid] < x).sum())
        if k == 1:
            assert (d.count_below_single(R, X) == got).all()


def test_reference_estimates_agree_with_exact_values():
    """The reference path's sampled estimates (what the advisor used to show) are near the
    exact values."""
    exact = advise("Jh Th 9c 4s 2d", "Ac")
    est = advise_reference("Jh Th 9c 4s 2d", "Ac", exact_up_to=2, samples=1500, seed=3)
    assert sum(len(o.discard) == 3 for o in est) == 10   # every 3-card exchange is compared
    for o in est:
        if len(o.discard) == 3:
            assert not o.exact
            e = exact.option("exchange", o.discard)
            assert e.exact and abs(o.ev - e.ev) < 5 * o.se + 1e-9


def test_game_advice_knows_the_dead_cards():
    g = article_game()
    g.exchange("2d")
    a = g.advise()
    assert [o.action for o in a] == ["raise", "fold"]
    assert a.best.ev == pytest.approx(brute_raise(g.hand, g.upcard, dead=parse_cards("2d")),
                                      abs=1e-12)


# --- shipped data -----------------------------------------------------------------------------

def test_house_edge_from_the_shipped_data():
    """The sampled estimate (the exact values: tests/test_oasis_exact.py)."""
    he = house_edge(exact=False)
    assert 0.0 < he.house_edge < 0.15 and he.rtp == 1 - he.house_edge and not he.exact
    assert 0 < he.house_edge_per_wager < he.house_edge
    assert he.se < 0.01
    f = he.action_frequencies
    assert set(f) == {"fold", "raise", "exchange one card"}
    assert sum(f.values()) == pytest.approx(1.0)
    assert "0 or 1 card" in he.note
    for r in OasisRules.presets().values():
        h = house_edge(r, exact=False)
        assert h.house_edge == he.house_edge
        edge, se = h.house_edge_all_exchanges
        assert edge == he.house_edge - h.multi_card_gain and h.multi_card_gain >= 0
        assert se >= he.se
    with pytest.raises(DataError):
        house_edge(OasisRules(paytable=(1, 1, 2, 3, 4, 6, 7, 20, 50, 100)), exact=False)


def test_shipped_situations_recompute():
    """A reduced part of the computation, redone: stored EVs of a few situations against
    brute force, and the published summary from the stored per-situation values."""
    summary, z = load_sample_data()
    rows, strata = z["situations"].astype(int), z["strata"]
    picks = [0, int(np.flatnonzero(strata // 13 == 1)[7]),
             int(np.flatnonzero(strata // 13 == 5)[0])]
    for i in picks:
        h, u = tuple(rows[i, :5]), int(rows[i, 5])
        assert z["keep"][i] == pytest.approx(brute_raise(h, u), abs=1e-5)
        keep, ex = one_card_evs(h, u, BG)
        assert np.allclose(z["exchange"][i], ex, atol=1e-5)
    # the summary follows from the stored values
    sizes = {int(k): v for k, v in summary["stratum_sizes"].items()}
    total = sum(sizes.values())
    weights = {s: n / total for s, n in sizes.items()}
    complete = {s for s in sizes if SAMPLE_PLAN[s // 13] == "all"}
    best, _ = optimal_01(z["keep"].astype(float), z["exchange"].astype(float))
    m, se = stratified_mean(best, strata, weights, complete)
    assert m == pytest.approx(summary["ev_per_hand"], abs=1e-5)
    assert se == pytest.approx(summary["ev_per_hand_se"], rel=1e-3)
    assert total == 2598960


@pytest.mark.parametrize("exact", [True, False])
def test_strategy_values_are_ordered(exact):
    opt = oasis.strategy_ev("optimal", exact)[0]
    for name in ("never exchange", "raise with a pair or better", "always raise"):
        assert oasis.strategy_ev(name, exact)[0] < opt
    assert oasis.strategy_ev("never exchange", exact)[0] >= \
        oasis.strategy_ev("always raise", exact)[0]


# --- simulation -------------------------------------------------------------------------------

def test_simulation_is_seeded_and_reports_progress():
    seen = []
    a = simulate("raise with a pair or better", hands=300, seed=4,
                 progress=lambda d, t: seen.append((d, t)))
    b = simulate("raise with a pair or better", hands=300, seed=4)
    assert (a.results == b.results).all() and seen[-1] == (300, 300)
    assert set(np.unique(a.results)) <= {-3, -1, 1, 0} | {1 + 2 * m for m in BG.paytable}
    assert a.se == pytest.approx(a.results.std(ddof=1) / np.sqrt(300))
    assert a.running_mean[-1] == pytest.approx(a.mean)


def test_optimal_strategy_plays_like_the_advisor():
    seen = set()
    for deck_seed in range(11, 16):   # deals where the advisor raises, folds and exchanges
        g = OasisGame(ante=1, balance=100, deck=Deck(seed=deck_seed))
        a = advise(g.hand, g.upcard, exact_up_to=1, samples=10)
        best01 = max((o for o in a if len(o.discard) <= 1), key=lambda o: o.ev)
        s = oasis.STRATEGIES["optimal"].play(g)
        seen.add(best01.action)
        if best01.action == "exchange":
            assert s.discarded == best01.discard, deck_seed
        else:
            assert s.discarded == (), deck_seed
            assert (s.outcome == "fold") == (best01.action == "fold"), deck_seed
    assert seen == {"raise", "fold", "exchange"}
    r = simulate("optimal", hands=20, seed=1)
    assert r.hands == 20


def test_regeneration_runs_end_to_end(tmp_path, monkeypatch):
    """The regeneration pipeline on a tiny plan, written to a temporary folder."""
    monkeypatch.setattr(shipped_data, "DATA_DIR", tmp_path)
    plan = {0: 30, 1: 40, 2: 20, 3: 20, 4: 20, 5: 20, 6: 20, 7: 20, 8: 20, 9: 20}
    forget_loaded_data()
    try:
        path = oasis_builder.regenerate_data("oasis-house-edge", progress=False, processes=1,
                                             plan=plan, full_sample=2,
                                             exact_part=ExactPart((5,), slice(100, 400)))
        assert load_exact_data()["no_exchange"]["situations"] == 4 * 300
        summary, z = load_sample_data()
        assert path == tmp_path / "oasis_house_edge.json"
        assert summary["n_situations"] == len(z["situations"]) == len(z["keep"])
        assert sum(int(v) for v in summary["stratum_sizes"].values()) == 2598960
        i = 5
        keep, ex = one_card_evs(tuple(z["situations"][i, :5].astype(int)),
                                int(z["situations"][i, 5]), BG)
        assert z["keep"][i] == pytest.approx(keep, abs=1e-6)
        he = house_edge(exact=False)
        assert he.n_situations == summary["n_situations"]
    finally:
        forget_loaded_data()
    with pytest.raises(DataError):
        oasis_builder.regenerate_data("something-else")
