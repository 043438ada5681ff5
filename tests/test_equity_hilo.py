"""Omaha hi/lo equity: exact enumeration against a brute-force reference (every 2 + 3 choice
scored by tests/reference.py, an evaluator with no pokerlib code), the Monte Carlo option
against exact, and the preflop case."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
import reference as ref  # tests/reference.py: the tests' own slow evaluator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.cards import Card, Deck, parse_cards
from pokerlib.equity import EquityError, equity_hilo, equity_hilo_vs_random
from pokerlib.equity.hilo_tables import hilo_board_values, hilo_hand_tables, hilo_split


def brute(hands, board, dead=()):
    """Every remaining board, every player's high and low by trying all 60 (2 + 3) choices."""
    holes = [parse_cards(h) for h in hands]
    board = parse_cards(board)
    used = {int(c) for h in holes for c in h} | {int(c) for c in board} | \
        {int(c) for c in parse_cards(dead)}
    rest = [Card(i) for i in range(52) if i not in used]
    p = len(holes)
    ref_holes = [[ref.from_index(c) for c in h] for h in holes]
    acc = np.zeros((4, p))      # high share, low share, scoop, has low
    made = n = 0
    for extra in combinations(rest, 5 - len(board)):
        b = board + extra
        n += 1
        rb = [ref.from_index(c) for c in b]
        hi = [ref.omaha_high_key(h, rb) for h in ref_holes]
        lo = [ref.omaha_low_key(h, rb) for h in ref_holes]  # a smaller key is a better low
        hw = [i for i in range(p) if hi[i] == max(hi)]
        qual = [x for x in lo if x is not None]
        lw = [i for i in range(p) if qual and lo[i] == min(qual)]
        made += bool(qual)
        for i in hw:
            acc[0, i] += (0.5 if qual else 1.0) / len(hw)
        for i in lw:
            acc[1, i] += 0.5 / len(lw)
        for i in range(p):
            acc[3, i] += lo[i] is not None
        if len(hw) == 1 and (not qual or lw == hw):
            acc[2, hw[0]] += 1
    return acc / n, made / n, n


def assert_matches(r, hands, board, dead=()):
    ref, made, n = brute(hands, board, dead)
    assert r.exact and r.boards == n
    assert r.low_made == pytest.approx(made, abs=1e-12)
    for i, pl in enumerate(r):
        assert pl.high_share == pytest.approx(ref[0, i], abs=1e-12)
        assert pl.low_share == pytest.approx(ref[1, i], abs=1e-12)
        assert pl.scoop == pytest.approx(ref[2, i], abs=1e-12)
        assert pl.has_low == pytest.approx(ref[3, i], abs=1e-12)
        assert pl.equity == pytest.approx(ref[0, i] + ref[1, i], abs=1e-12)


def test_article_hand_on_the_turn_wins_everything():
    r = equity_hilo(["Ad Kd 3s 2s", "Kc Kh 9s 9c"], board="Jd 4d 3c Qd")
    assert r[0].equity == 1.0 and r[0].scoop == 1.0 and r[1].equity == 0.0
    assert_matches(r, ["Ad Kd 3s 2s", "Kc Kh 9s 9c"], "Jd 4d 3c Qd")


def test_three_players_on_the_flop_with_dead_cards_match_brute_force():
    hands = ["As 2s 3d Kd", "Ah Kh Qc Jc", "8c 7c 6h 5d"]
    r = equity_hilo(hands, board="4c 5h 9s", dead="2d Tc")
    assert_matches(r, hands, "4c 5h 9s", "2d Tc")
    assert sum(r.equities) == pytest.approx(1.0)


def test_river_quartering_and_shares():
    # both hold A-2 for the low; the first also has the nut flush: 3/4 and 1/4
    r = equity_hilo(["Ah 2h Kh Qh", "As 2d Tc Td"], board="3h 4h 5c 9h Js")
    assert r.boards == 1 and r[0].equity == 0.75 and r[1].equity == 0.25
    assert r[0].high_share == 0.5 and r[0].low_share == 0.25 and r[0].scoop == 0.0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 3))
def test_random_turn_spots_match_brute_force(seed, players):
    d = Deck(seed=seed)
    hands = [d.deal(4) for _ in range(players)]
    board = d.deal(4)
    assert_matches(equity_hilo(hands, board), hands, board)


def test_monte_carlo_is_labelled_and_close_to_exact():
    hands = ["As 2s 3d Kd", "Ah Kh Qc Jc"]
    exact = equity_hilo(hands, board="4c 5h 9s")
    mc = equity_hilo(hands, board="4c 5h 9s", samples=40_000, seed=3)
    assert not mc.exact and mc.boards == 40_000 and "Monte Carlo" in mc.method
    for e, m in zip(exact, mc):
        assert m.stderr > 0 and abs(m.equity - e.equity) < 5 * m.stderr
    assert abs(mc.low_made - exact.low_made) < 5 * mc.low_made_stderr
    assert equity_hilo(hands, samples=100, seed=1).players == \
        equity_hilo(hands, samples=100, seed=1).players


def test_the_compiled_enumeration_equals_the_table_look_ups_board_by_board():
    # three hands and two dead cards before the flop (501,942 boards): the compiled loop of
    # hilo_kernel against hilo_board_values + hilo_split over the same boards, in numpy
    hands = ["As 2s 3d Kd", "Ah Kh Qc Jc", "7d 8d 9c Tc"]
    dead = "4h 5h"
    r = equity_hilo(hands, dead=dead)
    used = {int(c) for h in hands for c in parse_cards(h)} | {int(c) for c in parse_cards(dead)}
    rest = np.array([c for c in range(52) if c not in used])
    boards = rest[np.array(list(combinations(range(len(rest)), 5)))]
    tables = [hilo_hand_tables(h) for h in hands]
    hi, lo = hilo_board_values(tables, boards)
    split = hilo_split(hi, lo)
    assert r.boards == len(boards) == 501_942
    assert r.low_made == pytest.approx(split.low_made.mean(), abs=1e-15)
    for i, p in enumerate(r):
        assert p.high_share == pytest.approx(split.high_share[i].mean(), abs=1e-13)
        assert p.low_share == pytest.approx(split.low_share[i].mean(), abs=1e-13)
        assert p.scoop == pytest.approx(split.scoop[i].mean(), abs=1e-15)
        assert p.has_low == pytest.approx(split.has_low[i].mean(), abs=1e-15)


def test_heads_up_preflop_is_exact_over_every_board():
    hands = ["As 2s 3d Kd", "Ah Kh Qc Jc"]
    r = equity_hilo(hands)
    assert r.exact and r.boards == 1_086_008
    assert sum(r.equities) == pytest.approx(1.0)
    assert sum(p.high_share for p in r) == pytest.approx(1 - r.low_made / 2)
    assert sum(p.low_share for p in r) == pytest.approx(r.low_made / 2)
    # A-K with no second low card never makes a low
    assert r[1].has_low == 0.0 and r[1].low_share == 0.0
    # a reduced check: 300 random boards scored by brute force agree within the sampling error
    rng = np.random.default_rng(5)
    used = {int(c) for h in hands for c in parse_cards(h)}
    rest = [c for c in range(52) if c not in used]
    shares = []
    for _ in range(300):
        b = [Card(int(c)) for c in rng.choice(rest, 5, replace=False)]
        ref, _, _ = brute(hands, b)
        shares.append(ref[0, 0] + ref[1, 0])
    shares = np.array(shares)
    assert abs(shares.mean() - r[0].equity) < 4.5 * shares.std() / np.sqrt(len(shares))


def test_errors():
    with pytest.raises(EquityError, match="two or more"):
        equity_hilo(["As 2s 3d Kd"])
    with pytest.raises(EquityError, match="overlap"):
        equity_hilo(["As 2s 3d Kd", "As Kh Qc Jc"])
    with pytest.raises(EquityError, match="0, 3, 4 or 5"):
        equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h")
    with pytest.raises(EquityError, match="as a list"):
        equity_hilo("As 2s 3d Kd")
    with pytest.raises(EquityError, match="samples"):
        equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], samples=1)


# --- one hand against random hands ----------------------------------------------------------

# 35 dead cards leave few unseen ones, so the average over every opponent hand (and every
# board) can be brute-forced with the reference evaluator
HERO, RIVER = "As 2s 3d Kd", "4c 5h 9s Td Jh"


def _small_deck_dead(keep: str) -> list[Card]:
    """Dead cards that leave only 8 unseen: every card but the hero's, ``keep`` and the 8
    lowest others."""
    used = {int(c) for c in parse_cards(HERO + " " + keep)}
    return [Card(c) for c in range(52) if c not in used][8:]


def _brute_vs_random(board: str, dead) -> float:
    """Average share of the pot over every (opponent hand, board completion), scored by
    tests/reference.py through brute()."""
    seen = {int(c) for c in parse_cards(HERO)} | {int(c) for c in parse_cards(board)} | \
        {int(c) for c in dead}
    rest = [Card(i) for i in range(52) if i not in seen]
    total = n = 0
    for opp in combinations(rest, 4):
        ref_, _, m = brute([HERO, list(opp)], board, dead)
        total += (ref_[0, 0] + ref_[1, 0]) * m   # brute() averages over its m boards
        n += m
    return total / n


def test_vs_random_exact_on_the_river_equals_brute_force():
    dead = _small_deck_dead(RIVER)
    r = equity_hilo_vs_random(HERO, RIVER, dead=dead)
    assert r.exact and r.deals == 70            # C(8, 4) opponent hands
    assert r.hero.equity == pytest.approx(_brute_vs_random(RIVER, dead), abs=1e-12)
    full = equity_hilo_vs_random(HERO, RIVER)   # every one of C(43, 4) opponent hands
    assert full.exact and full.deals == 123_410 and "exact" in full.method


def test_vs_random_monte_carlo_agrees_with_brute_force_on_the_flop():
    flop = "4c 5h 9s"
    dead = _small_deck_dead(flop)[:-2]  # 10 unseen: 210 opponent hands x 15 turn-river pairs
    exact = _brute_vs_random(flop, dead)
    r = equity_hilo_vs_random(HERO, flop, dead=dead, samples=20_000, seed=4)
    assert not r.exact and r.deals == 20_000 and r.hero.stderr > 0
    assert abs(r.hero.equity - exact) < 5 * r.hero.stderr
    again = equity_hilo_vs_random(HERO, flop, dead=dead, samples=20_000, seed=4)
    assert again.hero == r.hero                 # seeded


def test_vs_random_more_opponents_lower_the_share_and_errors_are_clear():
    one = equity_hilo_vs_random(HERO, samples=20_000, seed=1)
    three = equity_hilo_vs_random(HERO, opponents=3, samples=20_000, seed=1)
    assert three.hero.equity < one.hero.equity - 10 * max(one.hero.stderr, three.hero.stderr)
    with pytest.raises(EquityError, match="from 1 to 9"):
        equity_hilo_vs_random(HERO, opponents=0)
    with pytest.raises(EquityError, match="from 1 to 9"):
        equity_hilo_vs_random(HERO, opponents=10)
    with pytest.raises(EquityError, match="only 8 are left"):
        equity_hilo_vs_random(HERO, RIVER, opponents=3, dead=_small_deck_dead(RIVER))
    with pytest.raises(EquityError, match="overlap"):
        equity_hilo_vs_random(HERO, "As 5h 9s")
    with pytest.raises(EquityError, match="samples"):
        equity_hilo_vs_random(HERO, samples=1)
