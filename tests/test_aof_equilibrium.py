"""Push/fold equilibria: heads-up ranges are exact best responses to each other (checked with
an independent computation of every hand's value), shipped data equals a fresh solve, and the
multiway fictitious play converges and agrees with the exact heads-up answer."""

from __future__ import annotations

import numpy as np
import pytest

from pokerlib.aof import HU_DEPTHS, PushFoldResult, pushfold_equilibrium
from pokerlib.aof.headsup_solver import (
    clear_headsup_cache,
    headsup_game,
    headsup_value_and_exploitability,
    refine_to_exact_equilibrium,
    regret_matching,
    solve_headsup,
    solve_headsup_cfr,
)
from pokerlib.aof.multiway_solver import fictitious_play
from pokerlib.aof.pushfold import (
    MULTIWAY_DEPTHS,
    MULTIWAY_SETTINGS,
    load_multiway_data,
    ranges_from_strategy,
)
from pokerlib.builders.aof_pushfold import regenerate_data
from pokerlib.equity import CLASS_COMBOS, HAND_CLASSES, preflop_equity_table
from pokerlib.errors import DataError, TableError


def hand_values(stack, shove, call):
    """Per class: SB's chips (in BB, from before the blinds) when shoving and when folding; BB's
    when calling and when folding — each summed over the opponent's hands one pair at a time."""
    t = preflop_equity_table()
    E, W = t.equity, t.pairs
    sb_shove = np.zeros(169)
    bb_call = np.zeros(169)
    bb_fold = np.zeros(169)
    for i in range(169):
        got = 0.0
        for j in range(169):
            if W[i, j]:
                showdown = stack * (2 * E[i, j] - 1)
                got += W[i, j] * ((1 - call[j]) * 1.0 + call[j] * showdown)
                bb_call[j] += W[i, j] * shove[i] * -showdown
                bb_fold[j] += W[i, j] * shove[i] * -1.0
        sb_shove[i] = got / W[i].sum()
    return sb_shove, -0.5, bb_call, bb_fold


@pytest.mark.parametrize("stack", [3, 8, 15])
def test_heads_up_ranges_are_best_responses(stack):
    r = pushfold_equilibrium(stack)
    shove = np.array(r.ranges[0].freq)
    call = np.array(r.ranges[1].freq)
    sb_shove, sb_fold, bb_call, bb_fold = hand_values(stack, shove, call)
    tol = 2e-3  # frequencies are stored to 4 decimals
    for i in range(169):
        if shove[i] >= 0.9999:
            assert sb_shove[i] >= sb_fold - tol, HAND_CLASSES[i]
        elif shove[i] <= 0.0001:
            assert sb_shove[i] <= sb_fold + tol, HAND_CLASSES[i]
        else:  # mixed: indifferent
            assert abs(sb_shove[i] - sb_fold) < tol, HAND_CLASSES[i]
    scale = preflop_equity_table().pairs.sum(0).max()
    for j in range(169):
        d = (bb_call[j] - bb_fold[j]) / scale
        if call[j] >= 0.9999:
            assert d >= -tol, HAND_CLASSES[j]
        elif call[j] <= 0.0001:
            assert d <= tol, HAND_CLASSES[j]
        else:
            assert abs(d) < tol, HAND_CLASSES[j]
    # the value is the SB's average over all hands
    rows = preflop_equity_table().pairs.sum(1)
    value = (rows * (shove * sb_shove + (1 - shove) * sb_fold)).sum() / rows.sum()
    assert r.value[0] == pytest.approx(value, abs=1e-3)
    assert r.value[1] == -r.value[0]
    assert r.exploitability < 1e-6


def test_shipped_heads_up_data_equals_a_fresh_solve():
    x, y, v, expl, _ = solve_headsup(8.0)
    shipped = pushfold_equilibrium(8)
    assert np.allclose(shipped.ranges[0].freq, x, atol=1e-4)
    assert np.allclose(shipped.ranges[1].freq, y, atol=1e-4)
    assert shipped.value[0] == pytest.approx(v, abs=1e-9)
    assert 8.0 in HU_DEPTHS and 12.5 in HU_DEPTHS


def test_fresh_solve_off_the_shipped_grid_is_exact():
    assert 6.25 not in HU_DEPTHS
    r = pushfold_equilibrium(6.25)
    assert r.exploitability < 1e-6
    # equilibrium ranges are not monotone in every class, but they move little between depths
    assert abs(r.ranges[0].share - pushfold_equilibrium(6.5).ranges[0].share) < 0.03


def test_heads_up_shapes():
    r = pushfold_equilibrium(8)
    assert [x.name for x in r.ranges] == ["SB all-in", "BB calls SB"]
    sb = r.ranges[0]
    assert sb.hands["AA"] == 1.0 and "32o" not in sb.hands
    assert sb.share == pytest.approx(np.dot(sb.freq, CLASS_COMBOS) / 1326)
    assert sb.grid().shape == (13, 13) and sb.grid()[0, 0] == 1.0
    assert isinstance(r, PushFoldResult) and "exact" in r.method
    shares = [pushfold_equilibrium(d).ranges[0].share for d in (2, 5, 10, 20)]
    assert shares == sorted(shares, reverse=True)  # shorter stacks shove wider
    assert pushfold_equilibrium(1).ranges[0].share == 1.0
    with pytest.raises(TableError):
        pushfold_equilibrium(0.5)
    with pytest.raises(TableError):
        pushfold_equilibrium(8, players=5)


def test_four_handed_eight_bb_shipped():
    r = pushfold_equilibrium(8, players=4)
    assert r.positions == ("CO", "BTN", "SB", "BB")
    assert len(r.ranges) == 1 + 2 + 4 + 7  # every decision point of the push/fold tree
    assert r.range("CO").name == "CO all-in"
    assert r.range("BB", facing=["SB"]).name == "BB calls SB"
    assert r.range("BB", facing=["CO", "BTN"]).name == "BB calls CO + BTN"
    assert "fictitious play" in r.method
    # position matters: later seats open wider; calling needs a stronger range than shoving
    assert r.range("CO").share < r.range("BTN").share < r.range("SB").share
    assert r.range("BB", facing=["CO"]).share < r.range("CO").share
    for x in r.ranges:
        assert all(0 <= f <= 1 for f in x.freq)
        assert x.frequency("AA") == 1.0
    conv = r.convergence
    assert conv[-1] < conv[0] / 5 and conv[-1] == r.exploitability
    assert r.holdout is not None and r.holdout >= 0
    assert abs(sum(r.value)) < 1e-3  # chips only change hands


def test_shipped_multiway_data_starts_where_a_fresh_solve_starts():
    """A full 3-4 player solve takes a minute or two per depth; recompute its first two
    iterations on the shipped sample of deals: the shipped convergence record must match."""
    data = load_multiway_data()
    assert data["settings"] == MULTIWAY_SETTINGS
    assert sorted(data["results"]) == sorted(f"{p}@{float(d):g}"
                                             for p, ds in MULTIWAY_DEPTHS.items() for d in ds)
    settings = dict(MULTIWAY_SETTINGS, iterations=2)
    nodes, _, _, history = fictitious_play(3, 4.0, **settings)
    shipped = data["results"]["3@4"]
    assert [list(n) for n in nodes] == shipped["nodes"]
    assert [round(h, 6) for h in history] == shipped["convergence"][:3]


def test_fictitious_play_heads_up_approaches_the_exact_answer():
    nodes, strat, value, history = fictitious_play(2, 8.0, iterations=40, deals=80_000,
                                                    seed=5)
    ranges = ranges_from_strategy(2, nodes, strat)
    exact = pushfold_equilibrium(8)
    # a small sample and few iterations: close, not equal
    assert ranges[0].share == pytest.approx(exact.ranges[0].share, abs=0.04)
    assert ranges[1].share == pytest.approx(exact.ranges[1].share, abs=0.04)
    assert value[0] == pytest.approx(exact.value[0], abs=0.02)
    assert history[-1] < history[0]


def test_regenerate_rejects_unknown_names():
    from pokerlib.builders.preflop_equity import regenerate_data as regenerate_equity
    from pokerlib.equity import EquityError

    with pytest.raises(DataError, match="aof-pushfold-multiway"):
        regenerate_data("nonsense")
    with pytest.raises(EquityError, match="holdem-preflop-equity"):
        regenerate_equity("nonsense")


@pytest.mark.parametrize("stack", [3.7, 12.9])
def test_the_cfr_loop_gives_plain_cfr_plus_bit_for_bit(stack):
    """The solver's loop (regrets as plain vectors, one numpy call per step) computes the
    same numbers, bit for bit, as CFR+ written plainly with regret_matching on (169, 2)
    regrets: the same averages (their exploitability every 50 rounds), the same exact
    equilibrium after refining."""
    iterations = 120
    game = headsup_game(stack)
    pairs, showdown, kw = game.pairs, game.showdown, game.payoffs()
    steal, rows, n = float(game.steal), pairs.sum(1), 169
    sb_matrix = pairs * (showdown - steal)
    bb_matrix = (pairs * (-showdown if game.bb_showdown is None else game.bb_showdown)).T.copy()
    pairs_t = pairs.T.copy()
    rs, rb = np.zeros((n, 2)), np.zeros((n, 2))
    xs, ys, y = np.zeros(n), np.zeros(n), np.full(n, 0.5)
    hist = []
    for t in range(1, iterations + 1):
        x = regret_matching(rs)
        sb_shove = (steal * rows + sb_matrix @ y) / rows
        ev = x * sb_shove + (1 - x) * -0.5
        rs[:, 0] = np.maximum(rs[:, 0] + rows * (-0.5 - ev), 0)
        rs[:, 1] = np.maximum(rs[:, 1] + rows * (sb_shove - ev), 0)
        xs += t * x
        y = regret_matching(rb)
        bb_call, bb_fold = bb_matrix @ x, -(pairs_t @ x)
        evb = y * bb_call + (1 - y) * bb_fold
        rb[:, 0] = np.maximum(rb[:, 0] + bb_fold - evb, 0)
        rb[:, 1] = np.maximum(rb[:, 1] + bb_call - evb, 0)
        ys += t * y
        if t % 50 == 0 or t == iterations:
            norm = t * (t + 1) / 2
            hist.append(headsup_value_and_exploitability(xs / norm, ys / norm, pairs, showdown,
                                                         **kw)[1])
    norm = iterations * (iterations + 1) / 2
    want = refine_to_exact_equilibrium(xs / norm, ys / norm, pairs, showdown, **kw)
    clear_headsup_cache()
    got = solve_headsup_cfr(stack, iterations)
    assert got.shove.tobytes() == want[0].tobytes() and got.call.tobytes() == want[1].tobytes()
    assert got.value == headsup_value_and_exploitability(*want, pairs, showdown, **kw)[0]
    assert got.convergence == tuple(hist)
