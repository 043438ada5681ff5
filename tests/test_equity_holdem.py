"""Hold'em equity: exact enumeration against an independent slow evaluator, the rank-pattern
shortcut against plain enumeration, the shipped 169 x 169 table against fresh exact
computations, and Monte Carlo against exact."""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
import pytest
import reference as ref

from pokerlib.cards import parse_cards
from pokerlib.equity import (
    CLASS_COMBOS,
    HAND_CLASSES,
    EquityError,
    class_combos,
    class_index,
    equity,
    hand_class,
    preflop_class_equity,
    preflop_equity_table,
)
from pokerlib.equity.holdem import dealt_counts, enumerated_counts
from pokerlib.equity.preflop_counts import preflop_counts, preflop_showdown_counts


def slow_equity(hands, board, dead=""):
    """Every remaining board, each hand ranked by the reference evaluator (no shared code)."""
    hs = [parse_cards(h) for h in hands]
    bd = list(parse_cards(board))
    used = {c for h in hs for c in h} | set(bd) | set(parse_cards(dead))
    rest = [c for c in range(52) if c not in used]
    share = [0.0] * len(hs)
    n = 0
    for extra in combinations(rest, 5 - len(bd)):
        full = bd + list(extra)
        keys = [ref.best_key([ref.from_index(c) for c in list(h) + full]) for h in hs]
        best = max(keys)
        win = [i for i, k in enumerate(keys) if k == best]
        for i in win:
            share[i] += 1 / len(win)
        n += 1
    return [s / n for s in share], n


@pytest.mark.parametrize("hands, board", [
    (["As Qs", "Kh Kd"], "Qh 9s 2c"),
    (["Ah Kh", "Qc Qd", "9s 8s"], "Qh 9h 2c"),
    (["2h 3h", "4d 5d"], "As Ks Qs Js"),
    (["7c 6c", "Ad Ac", "Kd Qd", "Jh Th"], "5c 4c Qc 2d"),
])
def test_exact_equity_matches_reference_evaluator(hands, board):
    r = equity(hands, board)
    want, n = slow_equity(hands, board)
    assert r.exact and r.boards == n
    assert [p.equity for p in r] == pytest.approx(want, abs=1e-12)
    assert sum(p.equity for p in r) == pytest.approx(1.0)
    for p in r:
        assert 0 <= p.win <= p.equity <= p.win + p.tie + 1e-12


def test_heads_up_preflop_counts_every_board():
    r = equity(["Ah Ad", "Kh Kd"])
    assert r.boards == 1_712_304
    assert round(r[0].equity, 4) == 0.8264  # the published figure for A♥A♦ vs K♥K♦
    assert r[0].win + r[1].win + r[0].tie == pytest.approx(1.0)


def _dealt_spots():
    """Heads-up spots (suited, connected, random) and random spots of 3 to 6 hands with 0 to 4
    dead cards."""
    rng = random.Random(7)
    cards = rng.sample(range(52), 4)
    spots = [([parse_cards(a), parse_cards(b)], ()) for a, b in
             [("As Ks", "Qs Js"), ("5c 4c", "Tc 9c"), ("Ah Ad", "Kh Kd")]]
    spots.append(([cards[:2], cards[2:]], ()))
    for players, dead in [(3, 0), (3, 2), (4, 1), (5, 4), (6, 0), (2, 3)]:
        cards = rng.sample(range(52), 2 * players + dead)
        spots.append(([cards[2 * i:2 * i + 2] for i in range(players)], cards[2 * players:]))
    return spots


@pytest.mark.parametrize("holes, dead", _dealt_spots())
def test_rank_pattern_shortcut_equals_plain_enumeration(holes, dead):
    holes = [tuple(map(int, h)) for h in holes]
    dead = [int(c) for c in dead]
    rest = np.array(sorted(set(range(52)) - {c for h in holes for c in h} - set(dead)))
    plain = enumerated_counts(holes, [], rest, 5)
    fast = preflop_counts(holes, dead)
    assert fast.boards == plain.boards
    assert fast.win.tolist() == plain.win.tolist()
    assert fast.tie.tolist() == plain.tie.tolist()
    assert fast.share == pytest.approx(plain.share, rel=1e-12)
    if len(holes) == 2 and not dead:
        w1, tie, w2, n = preflop_showdown_counts(*holes)
        assert (w1, tie, w2, n) == (plain.win[0], plain.tie[0], plain.win[1], plain.boards)
    r = equity(holes, dead=dead)          # equity() takes the shortcut before the flop
    assert [p.win for p in r] == pytest.approx(plain.win / plain.boards, abs=1e-15)


def test_shipped_table_matches_fresh_exact_entries():
    t = preflop_equity_table()
    assert "exact" in t.meta["method"]
    assert t.equity.shape == (169, 169) and not np.isnan(t.equity).any()
    assert np.allclose(t.equity + t.equity.T, 1.0)
    assert t.pairs.sum() == 1326 * 1225  # every ordered pair of non-overlapping hands
    rng = random.Random(2026)
    sample = [("AA", "KK"), ("AKs", "QQ"), ("22", "AKo"), ("T9s", "T9o")]
    sample += [(rng.choice(HAND_CLASSES), rng.choice(HAND_CLASSES)) for _ in range(4)]
    for a, b in sample:
        eq, pairs = preflop_class_equity(a, b)
        assert t(a, b) == pytest.approx(eq, abs=1e-12)
        assert t.pairs[class_index(a), class_index(b)] == pairs


def test_class_equity_averages_the_hand_pairs():
    # the 12 non-overlapping hand pairs of A5s vs 55 one by one, without the suit grouping
    direct = []
    for h1 in class_combos("A5s"):
        for h2 in class_combos("55"):
            if set(h1) & set(h2):
                continue
            w1, tie, _, n = preflop_showdown_counts(tuple(map(int, h1)), tuple(map(int, h2)))
            direct.append((w1 + tie / 2) / n)
    eq, pairs = preflop_class_equity("A5s", "55")
    assert pairs == len(direct) == 4 * 3
    assert eq == pytest.approx(sum(direct) / len(direct), abs=1e-12)


def test_monte_carlo_is_seeded_and_within_its_error():
    a = equity(["Ah Ad", "7c 2d"], samples=30_000, seed=3)
    b = equity(["Ah Ad", "7c 2d"], samples=30_000, seed=3)
    exact = equity(["Ah Ad", "7c 2d"], board=(), dead=())
    assert not a.exact and a.boards == 30_000 and "Monte Carlo" in a.method
    assert a.equities == b.equities
    assert 0 < a[0].stderr < 0.01
    assert abs(a[0].equity - exact[0].equity) < 4 * a[0].stderr


def test_dead_cards_are_removed():
    r = equity(["As Ks", "Qh Qd"], board="2c 3c 4d 5h", dead="Qs Qc")
    assert r.boards == 42 and r[1].equity < 0.6
    want, n = slow_equity(["As Ks", "Qh Qd"], "2c 3c 4d 5h", dead="Qs Qc")
    assert n == 42 and [p.equity for p in r] == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize("hands, board, dead, words", [
    (["As Ks"], "", "", "two or more hands"),
    (["As Ks", "As Qd"], "", "", "overlap"),
    (["As Ks", "Qh Qd"], "2c 3c 4c 5c 6c 7c", "", "at most 5"),
    ("As Ks Qh Qd", "", "", "as a list"),
    (["As Ks", "Qh Qd"], "2c", "2c", "overlap"),
])
def test_equity_errors(hands, board, dead, words):
    with pytest.raises(EquityError, match=words):
        equity(hands, board, dead)


def test_hand_classes():
    assert len(HAND_CLASSES) == len(set(HAND_CLASSES)) == 169
    assert CLASS_COMBOS.sum() == 1326
    assert HAND_CLASSES[class_index("t9O")] == "T9o"
    for name in ("AA", "AKs", "T9o", "32o", "22"):
        for combo in class_combos(name):
            assert hand_class(combo) == name
    with pytest.raises(EquityError):
        class_index("AAs")


@pytest.mark.parametrize("seed", range(6))
def test_dealt_counts_are_the_sums_of_each_deals_exact_counts(seed):
    """The one-pass count over several deals (the explorer's classes with board cards) gives,
    count for count, the sums of :func:`equity`'s counts deal by deal: 2 to 4 players, flop,
    turn or river, with and without dead cards."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    board = deck[:rng.choice((3, 4, 5))]
    dead = deck[5:5 + rng.choice((0, 2))]
    players = rng.choice((2, 3, 4))
    pool = deck[7:16]                      # few cards: deals share hands, as classes do
    index: dict[tuple[int, ...], int] = {}
    deals = []
    for _ in range(10):
        cards = rng.sample(pool, 2 * players)
        deals.append([index.setdefault(tuple(sorted(cards[2 * i:2 * i + 2])), len(index))
                      for i in range(players)])
    pairs = list(index)
    got = dealt_counts(pairs, deals, board, dead)
    win, tie, share, boards = np.zeros(players), np.zeros(players), np.zeros(players), 0
    for d in deals:
        r = equity([list(pairs[i]) for i in d], board, dead)
        win += [p.win * r.boards for p in r]
        tie += [p.tie * r.boards for p in r]
        share += [p.equity * r.boards for p in r]
        boards += r.boards
    assert got.boards == boards
    assert list(got.win) == pytest.approx(list(win), abs=1e-6)
    assert list(got.tie) == pytest.approx(list(tie), abs=1e-6)
    assert list(got.share / got.unit) == pytest.approx(list(share), abs=1e-6)
