"""Exact push/fold values (pokerlib.aof.multiway_exact): the per-board sums against brute-force
enumeration of every deal on a few boards, the heads-up case against the heads-up solver,
invariance under relabelled suits and exchanged opponents, and exploitability."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from pokerlib.aof.disjoint_sums import board_ranks, hand_cards, hand_classes
from pokerlib.aof.headsup_solver import solve_headsup
from pokerlib.aof.multiway_exact import ExactPushFoldGame, share_coefficient
from pokerlib.aof.suit_boards import (
    N_BOARD_CLASSES,
    SUIT_PERMUTATIONS,
    board_classes,
    relabel_suits,
)
from pokerlib.cards import parse_cards
from pokerlib.equity import class_index, preflop_equity_table
from pokerlib.errors import PokerError, TableError
from pokerlib.evaluate import score_batch


def cards(text):
    return [int(c) for c in parse_cards(text)]


#: a board where every hand ties (a royal flush), a paired board with flush and straight
#: draws for the hole cards, and an ordinary one
BOARDS = np.array([cards("As Ks Qs Js Ts"), cards("9h 9d 8h 7c 2h"), cards("Kc 7d 4s 3h 2c")])


HEROES = ("AA", "KK", "T9s", "72o", "AKo")


def sparse_strategy(game, classes, seed):
    """All-in on a few classes only (random frequencies, 1 for the first), fold otherwise:
    the all-in players' hands are few, so every deal can be enumerated."""
    rng = np.random.default_rng(seed)
    out = {}
    for node in game.nodes:
        s = np.zeros(169)
        for name in classes:
            s[class_index(name)] = rng.uniform(0.2, 0.9)
        s[class_index(classes[0])] = 1.0
        out[node] = s
    return out


def brute_force(game, strategy, board, hero_classes, only=None):
    """Every deal on ``board``, one by one: for each all-in of two or more and each player in it,
    per class of that player's hand (only ``hero_classes``), the sum over the other players'
    hands (no card shared; weights = their frequencies) of the player's share of the pot.
    A player who folded is summed over every hand that misses the cards already dealt.
    ``only``: count only the all-ins with this history (the other rows stay 0)."""
    hc = hand_cards()
    cls = hand_classes()
    used_board = set(board)
    live = np.array([a not in used_board and b not in used_board for a, b in hc])
    sc = np.full(1326, -1)
    sc[live] = score_batch(np.hstack([hc[live], np.tile(board, (live.sum(), 1))]))
    touch = np.zeros((52, 1326), dtype=bool)
    for i, (a, b) in enumerate(hc):
        touch[a, i] = touch[b, i] = True
    live_ids = np.flatnonzero(live)
    disjoint = (~(touch[hc[live_ids, 0]] | touch[hc[live_ids, 1]]))[:, live_ids].astype(float)
    rows = []
    for zi, k in game.showdown_rows():
        z = game.terminals[zi]
        if only is not None and z.history != only:
            rows.append(np.zeros(169))
            continue
        w = {p: game._weights(strategy, z, p)[1][cls] * live for p in range(game.players)}
        opp = [p for p in z.all_in if p != k]
        folders = [p for p in range(game.players) if p != k and p not in z.all_in]
        row = np.zeros(169)
        for h in np.flatnonzero(live & np.isin(cls, [class_index(c) for c in hero_classes])):
            choices = [np.flatnonzero(w[p]) for p in opp]
            for hands in itertools.product(*choices):
                dealt = [h, *hands]
                held = [c for g in dealt for c in hc[g]]
                if len(set(held)) != len(held):
                    continue
                best = max(sc[g] for g in hands)
                if best > sc[h]:
                    continue
                share = 1 / (1 + sum(sc[g] == sc[h] for g in hands))
                weight = math.prod(w[p][g] for p, g in zip(opp, hands))
                free = ~touch[held].any(0)
                if len(folders) == 1:
                    rest = (w[folders[0]] * free).sum()
                elif len(folders) == 2:
                    a, b = (w[p][live_ids] * free[live_ids] for p in folders)
                    rest = a @ disjoint @ b
                else:
                    rest = 1.0
                row[cls[h]] += weight * share * rest
        rows.append(row)
    return np.array(rows)


@pytest.mark.parametrize("players, pushes, heroes", [
    (2, ["AA", "KK", "T9s", "AKo"], HEROES),
    (3, ["AA", "KK", "T9s", "AKo"], HEROES),
    (4, ["AA", "KK", "T9s"], ("AA", "T9s")),
])
def test_showdown_sums_match_every_deal_on_a_few_boards(players, pushes, heroes):
    game = ExactPushFoldGame(players, 8)
    strategy = sparse_strategy(game, pushes, seed=players)
    boards = BOARDS if players < 4 else BOARDS[:2]    # four players: the brute force is slow
    got = game.showdown_sums(strategy, boards)
    want = sum(brute_force(game, strategy, b, heroes) for b in boards)
    heroes = [class_index(c) for c in heroes]
    assert np.abs(want[:, heroes]).max() > 100      # the test counts something
    assert np.allclose(got[:, heroes], want[:, heroes], rtol=1e-12, atol=1e-9)


def test_three_way_equity_of_classes_matches_every_deal():
    """AA against KK against T9s (each player all-in with one class): the exact 3-way equity
    on the boards, from the kernel and from enumerating every deal."""
    game = ExactPushFoldGame(3, 8)
    names = ["AA", "KK", "T9s"]
    strategy = {}
    for node in game.nodes:
        k = node[0]
        s = np.zeros(169)
        s[class_index(names[k])] = 1.0
        strategy[node] = s
    three = game.showdown_rows().index((game.terminals.index(
        next(z for z in game.terminals if z.history == "AAA")), 0))
    rows = [r for r, (zi, k) in enumerate(game.showdown_rows())
            if game.terminals[zi].history == "AAA"]
    got = game.showdown_sums(strategy, BOARDS)[rows]
    want = sum(brute_force(game, strategy, b, names) for b in BOARDS)[rows]
    eq = [got[i, class_index(names[i])] for i in range(3)]
    assert three == rows[0]
    assert np.allclose(eq, [want[i, class_index(names[i])] for i in range(3)], rtol=1e-12)
    # shares of the pot add up to the number of (deal, board) pairs
    hc = hand_cards()
    deals = 0
    for b in BOARDS:
        hands = [[g for g in np.flatnonzero(hand_classes() == class_index(n))
                  if not set(hc[g]) & set(b)] for n in names]
        deals += sum(len({*hc[x], *hc[y], *hc[z]}) == 6 for x in hands[0] for y in hands[1]
                     for z in hands[2])
    assert sum(eq) == pytest.approx(deals, rel=1e-12)


@pytest.mark.parametrize("names", [["AA", "KK", "QQ", "JJ"], ["AKs", "T9s", "72o", "AA"]])
def test_four_way_equity_of_classes_matches_every_deal(names):
    game = ExactPushFoldGame(4, 8)
    strategy = {}
    for node in game.nodes:
        s = np.zeros(169)
        s[class_index(names[node[0]])] = 1.0
        strategy[node] = s
    rows = [r for r, (zi, k) in enumerate(game.showdown_rows())
            if game.terminals[zi].history == "AAAA"]
    got = game.showdown_sums(strategy, BOARDS)[rows]
    want = sum(brute_force(game, strategy, b, names, "AAAA") for b in BOARDS)[rows]
    eq = np.array([got[i, class_index(names[i])] for i in range(4)])
    assert eq.min() > 0
    assert np.allclose(eq, [want[i, class_index(names[i])] for i in range(4)], rtol=1e-12)


def test_board_classes_cover_every_board():
    boards, weights = board_classes()
    assert len(boards) == N_BOARD_CLASSES and int(weights.sum()) == math.comb(52, 5)
    assert set(weights.tolist()) <= {4, 6, 12, 24}  # orbit sizes divide 24


def test_kernel_ranks_are_the_evaluators():
    hc = hand_cards()
    for b in BOARDS:
        r = board_ranks(b)
        live = r >= 0
        assert live.sum() == 1081
        assert (r[live] == score_batch(np.hstack([hc[live], np.tile(b, (1081, 1))]))).all()


@pytest.mark.parametrize("players", [3, 4])
def test_relabelled_suits_give_the_same_sums(players):
    game = ExactPushFoldGame(players, 10)
    rng = np.random.default_rng(5)
    strategy = {node: rng.random(169) for node in game.nodes}
    base = game.showdown_sums(strategy, BOARDS[1:])
    for perm in SUIT_PERMUTATIONS[[5, 17, 23] if players == 3 else [17]]:
        moved = relabel_suits(BOARDS[1:], perm)
        assert np.allclose(game.showdown_sums(strategy, moved), base, rtol=1e-12)


def test_exchanged_opponents_give_the_same_sums():
    """In a three-way all-in a player's share depends on the two opponents, not their seats:
    exchanging the opponents' frequencies exchanges nothing for the third player."""
    game = ExactPushFoldGame(3, 8)
    rng = np.random.default_rng(9)
    a, b, c = rng.random(169), rng.random(169), rng.random(169)
    first = {(0, ""): a, (1, "F"): c, (1, "A"): b, (2, "FA"): c, (2, "AF"): c, (2, "AA"): c}
    second = dict(first)
    first[(0, "")], first[(1, "A")] = a, b
    second[(0, "")], second[(1, "A")] = b, a
    rows = game.showdown_rows()
    aaa = [r for r, (zi, k) in enumerate(rows) if game.terminals[zi].history == "AAA"]
    by_player = {rows[r][1]: r for r in aaa}
    s1 = game.showdown_sums(first, BOARDS[1:])
    s2 = game.showdown_sums(second, BOARDS[1:])
    assert np.allclose(s1[by_player[2]], s2[by_player[2]], rtol=1e-12)
    assert np.allclose(s1[by_player[0]], s2[by_player[1]], rtol=1e-12)


@pytest.mark.parametrize("players", [3, 4])
def test_rotated_opponents_leave_the_big_blind_the_same(players):
    """Everybody all-in: the big blind's sums depend on the other players' frequencies as a
    set, so rotating those frequencies round the other seats changes none of them."""
    game = ExactPushFoldGame(players, 8)
    rng = np.random.default_rng(players)
    base = {node: rng.random(169) for node in game.nodes}
    pushers = [(p, "A" * p) for p in range(players - 1)]
    rotated = dict(base)
    for a, b in zip(pushers, pushers[1:] + pushers[:1]):
        rotated[b] = base[a]
    rows = game.showdown_rows()
    bb = next(r for r, (zi, k) in enumerate(rows)
              if game.terminals[zi].history == "A" * players and k == players - 1)
    one, two = (game.showdown_sums(s, BOARDS[1:2])[bb] for s in (base, rotated))
    assert np.abs(one).max() > 0 and np.allclose(one, two, rtol=1e-12)


def headsup_showdown_from_table(game, shove, call):
    """The heads-up showdown sums over every board from the exact class-against-class table
    (the heads-up solver's own numbers): rows (SB, BB) of the all-in."""
    t = preflop_equity_table()
    eq = np.nan_to_num(t.equity, nan=0.5)
    n = game.boards_per_deal
    sb = (t.pairs * eq * call[None, :]).sum(1)
    bb = (t.pairs * (1 - eq) * shove[:, None]).sum(0)
    return np.array([sb, bb]) * n


def test_heads_up_boards_agree_with_the_class_table():
    """On every board of a few suit classes' worth: the kernel's heads-up sums equal what
    the exact class table gives for the same boards (brute force for one class pair)."""
    game = ExactPushFoldGame(2, 8)
    sol = solve_headsup(8)
    strategy = {(0, ""): sol.shove, (1, "A"): sol.call}
    got = game.showdown_sums(strategy, BOARDS)
    want = sum(brute_force(game, strategy, b, ("AA", "72o", "T9s")) for b in BOARDS)
    idx = [class_index(c) for c in ("AA", "72o", "T9s")]
    assert np.allclose(got[:, idx], want[:, idx], rtol=1e-12)


def test_heads_up_reproduces_the_solver():
    """Two players: the exact values, from the showdown sums the class table gives, are the
    heads-up solver's value and exploitability (0 at its exact equilibrium)."""
    game = ExactPushFoldGame(2, 8)
    sol = solve_headsup(8)
    strategy = {(0, ""): sol.shove, (1, "A"): sol.call}
    rows = game.showdown_rows()
    assert [game.terminals[zi].history for zi, _ in rows] == ["AA", "AA"]
    r = game.combine(strategy, headsup_showdown_from_table(game, sol.shove, sol.call))
    assert r.value[0] == pytest.approx(sol.value, abs=1e-12)
    assert r.value.sum() == pytest.approx(0, abs=1e-12)
    assert r.exploitability < 1e-9


def test_a_perturbed_strategy_is_exploitable():
    game = ExactPushFoldGame(2, 8)
    sol = solve_headsup(8)
    shove = sol.shove.copy()
    shove[class_index("72o")] = 1.0                    # 72o never goes all-in at 8 BB
    strategy = {(0, ""): shove, (1, "A"): sol.call}
    r = game.combine(strategy, headsup_showdown_from_table(game, shove, sol.call))
    assert r.exploitability > 1e-4
    assert r.best_response[(0, "")][class_index("72o")] == 0
    assert r.gain[0] > 1e-4 and r.gain[1] >= 0


def test_share_coefficients_split_ties():
    for o in range(1, 4):
            for t in range(o + 1):   # t of o opponents tie with me, the rest are below:
                # the tied ones are in every counted set, the ones below in any
                split = sum(share_coefficient(o, s) * math.comb(o - t, s - t)
                            for s in range(t, o + 1))
            assert split == pytest.approx(1 / (1 + t))


@pytest.mark.parametrize("bad", [1, 5, 2.0, True, "3"])
def test_refuses_table_sizes(bad):
    with pytest.raises(TableError) as e:
        ExactPushFoldGame(bad, 8)
    assert e.value.key == "aof_exact_players"
    assert e.value.message("ja") != e.value.message("en")


@pytest.mark.parametrize("bad", [
    {(0, ""): np.full(169, 1.5), (1, "A"): np.ones(169)},
    {(0, ""): np.ones(168), (1, "A"): np.ones(169)},
    {(0, ""): np.array(["x"] * 169), (1, "A"): np.ones(169)},
    {(0, ""): np.full(169, np.nan), (1, "A"): np.ones(169)},
])
def test_refuses_bad_frequencies(bad):
    game = ExactPushFoldGame(2, 8)
    with pytest.raises(PokerError) as e:
        game.showdown_sums(bad, BOARDS)
    assert e.value.key == "aof_exact_frequencies"


@pytest.mark.parametrize("boards", [[[0, 1, 2, 3, 3]], [[0, 1, 2, 3, 52]], [[0, 1, 2, 3]],
                                    "boards", [[0.5, 1, 2, 3, 4]]])
def test_refuses_bad_boards(boards):
    game = ExactPushFoldGame(2, 8)
    strategy = {n: np.ones(169) for n in game.nodes}
    with pytest.raises(TableError) as e:
        game.showdown_sums(strategy, boards)
    assert e.value.key == "aof_exact_boards"


def test_refuses_bad_showdown_shape():
    game = ExactPushFoldGame(2, 8)
    strategy = {n: np.ones(169) for n in game.nodes}
    with pytest.raises(TableError) as e:
        game.combine(strategy, np.zeros((3, 169)))
    assert e.value.key == "aof_exact_showdown_shape"


def test_job_units_add_up_and_resume(tmp_path):
    """The Dask job over the first 60 board classes in units of 25: the same sums as one
    call, saved per unit; a second run reads them back; another strategy is refused."""
    from dask.distributed import Client, LocalCluster

    from pokerlib.aof.exact_job import run_exact_sums

    game = ExactPushFoldGame(3, 8)
    rng = np.random.default_rng(2)
    strategy = {node: rng.random(169) for node in game.nodes}
    boards, weights = board_classes()
    want = game.showdown_sums(strategy, boards[:60], weights[:60])
    seen = []
    with LocalCluster(n_workers=1, processes=False, dashboard_address=":0") as cluster, \
            Client(cluster) as client:
        got = run_exact_sums(game, strategy, tmp_path, classes=60, unit_size=25,
                             client=client, progress=lambda d, t: seen.append((d, t)))
    assert np.allclose(got, want, rtol=1e-12)
    assert sorted(p.name for p in tmp_path.glob("unit_*.npy")) == [
        "unit_000000_000025.npy", "unit_000025_000050.npy", "unit_000050_000060.npy"]
    assert seen[0] == (0, 3) and seen[-1] == (3, 3)
    again = run_exact_sums(game, strategy, tmp_path, classes=60, unit_size=25)  # no cluster
    assert np.array_equal(again, got)
    other = dict(strategy)
    other[(0, "")] = np.zeros(169)
    with pytest.raises(TableError) as e:
        run_exact_sums(game, other, tmp_path, classes=60, unit_size=25)
    assert e.value.key == "aof_exact_other_job"


@pytest.mark.parametrize("kw, key", [({"unit_size": 0}, "aof_exact_unit_size"),
                                     ({"classes": 10**6}, "aof_exact_classes"),
                                     ({"workers": 0}, "aof_exact_workers"),
                                     ({"progress": 3}, "aof_exact_progress")])
def test_job_refuses_bad_settings(tmp_path, kw, key):
    from pokerlib.aof.exact_job import run_exact_sums

    game = ExactPushFoldGame(2, 8)
    strategy = {n: np.ones(169) for n in game.nodes}
    with pytest.raises(TableError) as e:
        run_exact_sums(game, strategy, tmp_path / "x", **kw)
    assert e.value.key == key
    assert not (tmp_path / "x").exists()        # a refused call changes nothing


@pytest.mark.parametrize("players", [3, 4])
def test_shares_of_each_all_in_add_up_to_its_deals(players):
    """Dense random charts, where no brute force is quick: on a board, the shares of the pot
    of the players in an all-in add up, weighted by their own frequencies, to the weight of
    the deals that lead there (shares sum to 1 on every deal). The right side is counted with
    every set "all" (no ranks), the left with the rank sweep and its tie fractions."""
    from pokerlib.aof.disjoint_sums import board_sums

    game = ExactPushFoldGame(players, 8)
    rng = np.random.default_rng(11)
    strategy = {node: rng.random(169) for node in game.nodes}
    board = BOARDS[1:2]
    shares = game.showdown_sums(strategy, board)
    vecs, slots, terms, coef, rows = game._build(strategy, False)
    weights = board_sums(board, np.ones(1, dtype=np.int64), vecs, slots, terms, coef, len(rows))
    for zi, z in enumerate(game.terminals):
        if len(z.all_in) < 2:
            continue
        own = {k: game._weights(strategy, z, k)[1] for k in range(players)}
        left = sum((own[k] * shares[game.showdown_rows().index((zi, k))]).sum()
                   for k in z.all_in)
        right = [(own[k] * weights[zi * players + k]).sum() for k in range(players)]
        assert np.allclose(right, right[0], rtol=1e-12)        # any player counts the deals
        assert left == pytest.approx(right[0], rel=1e-11)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hands_without_a_showdown_pay_the_blinds(players):
    """Nobody calls: the showdown sums are all 0, and the values are the blinds' exactly
    (the deal weights with card removal, with one to three other players, add up right)."""
    game = ExactPushFoldGame(players, 8)
    rows = len(game.showdown_rows())
    fold = {node: np.zeros(169) for node in game.nodes}
    r = game.combine(fold, np.zeros((rows, 169)))
    want = np.zeros(players)
    want[-2], want[-1] = -0.5, 0.5                      # the big blind wins the small blind
    assert np.allclose(r.value, want, atol=1e-12)
    first = dict(fold)
    first[(0, "")] = np.ones(169)                        # the first player always all-in
    r = game.combine(first, np.zeros((rows, 169)))
    want = np.zeros(players)
    want[-2], want[-1] = -0.5, -1.0
    want[0] += 1.5
    assert np.allclose(r.value, want, atol=1e-12)
    # nobody calls, so the showdowns weigh nothing for the first player: always all-in is
    # its best response (the others' gains need the showdown sums, zeros here)
    assert r.gain[0] == pytest.approx(0, abs=1e-12)
    assert r.best_response[(0, "")].min() == 1


def test_dense_three_handed_chart_matches_direct_counting():
    """The shipped 3-player chart at 8 BB (no frequency 0, so every hand of every player
    counts) on the tied-flush board: the kernel against plain matrix products over the
    1,081 live hands, ``D[h, g]`` = no card shared, with no inclusion-exclusion."""
    from pokerlib.aof.pushfold import load_multiway_data

    d = load_multiway_data()["results"]["3@8"]
    game = ExactPushFoldGame(3, 8)
    strategy = {(k, h): np.array(f) for (k, h), f in zip(d["nodes"], d["freq"])}
    board = BOARDS[1]
    hc = hand_cards()
    ids = np.flatnonzero(~np.isin(hc, board).any(1))
    r = board_ranks(board)[ids]
    bits = (np.int64(1) << hc[ids, 0]) | (np.int64(1) << hc[ids, 1])
    D = ((bits[:, None] & bits[None, :]) == 0).astype(float)
    below = (r[None, :] < r[:, None]) * D
    tied = (r[None, :] == r[:, None]) * D
    cls = hand_classes()[ids]
    want = []
    for zi, k in game.showdown_rows():
        z = game.terminals[zi]
        w = {p: game._weights(strategy, z, p)[1][cls] for p in range(3)}
        opp = [p for p in z.all_in if p != k]
        if len(opp) == 1:
            f = next(p for p in range(3) if p not in z.all_in)
            q = ((below + 0.5 * tied) * ((D * w[f]) @ D.T)) @ w[opp[0]]
        else:
            lt1, eq1 = below * w[opp[0]], tied * w[opp[0]]
            lt2, eq2 = below * w[opp[1]], tied * w[opp[1]]
            q = ((lt1 @ D) * lt2).sum(1) + 0.5 * ((eq1 @ D) * lt2).sum(1) + \
                0.5 * ((lt1 @ D) * eq2).sum(1) + ((eq1 @ D) * eq2).sum(1) / 3
        want.append(np.bincount(cls, weights=q, minlength=169))
    assert int((D * (D @ D.T)).sum()) == 966_381_570        # every deal of the hole cards
    got = game.showdown_sums(strategy, board[None, :])
    assert np.allclose(got, np.array(want), rtol=1e-12, atol=1e-6)


def test_shipped_charts_are_read_and_unknown_ones_refused():
    from pokerlib.builders.aof_exact import shipped_chart

    chart = shipped_chart(4, 8)
    assert set(chart) == set(ExactPushFoldGame(4, 8).nodes)
    for players, stack in ((4, 99), (2, 8), (3, "8")):
        with pytest.raises(TableError) as e:
            shipped_chart(players, stack)
        assert e.value.key == "aof_exact_no_chart"
        assert "4@8" in e.value.message("ja")


def test_the_kernel_refuses_arrays_it_would_misread():
    from pokerlib.aof.disjoint_sums import ALL, board_sums

    ones = np.ones((1, 1326))
    slots = np.array([[0, ALL]])
    term = np.array([[0, 1, 0] + [-1] * 11])
    good = board_sums(BOARDS[:1], np.ones(1, dtype=np.int64), ones, slots, term, np.ones(1), 1)
    assert good.sum() == 1081 * 990
    for args in ((np.ones((1, 10)), slots, term, np.ones(1), 1),
                 (ones, np.array([[3, ALL]]), term, np.ones(1), 1),
                 (ones, np.array([[0, 2.0]]), term, np.ones(1), 1),
                 (ones, slots, np.array([[5, 1, 0] + [-1] * 11]), np.ones(1), 1),
                 (ones, slots, np.array([[0, 2, 0] + [-1] * 11]), np.ones(1), 1),
                 (ones, slots, term, np.ones(2), 1),
                 (ones, slots, term.astype(float), np.ones(1), 1)):
        with pytest.raises(TableError) as e:
            board_sums(BOARDS[:1], np.ones(1, dtype=np.int64), *args)
        assert e.value.key == "aof_exact_kernel_arrays"
    with pytest.raises(TableError) as e:
        board_ranks([0, 1, 2, 3, 3])
    assert e.value.key == "aof_exact_boards"
