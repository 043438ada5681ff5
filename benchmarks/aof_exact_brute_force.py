"""The exact three-handed kernel against direct counting of every deal on one board, with a
dense chart (the shipped 3-player chart at 8 BB): no inclusion-exclusion on the brute side.

On the board, ``D[h, g]`` says whether two live hands share no card. Every all-in's share sums
are then plain matrix products: a two-way all-in with player ``f`` folded sums
``w_o[g] * share(h, g) * sum_f D[h, f] w_f[f] D[g, f]`` over the opponent's hands ``g``; the
three-way all-in sums ``w_1[g1] w_2[g2] D[h, g1] D[h, g2] D[g1, g2] * share`` over both
opponents' hands. Prints the largest relative difference from
:meth:`~pokerlib.aof.multiway_exact.ExactPushFoldGame.showdown_sums`, the number of
(hole cards, board) deals counted, and the time of each side.

    .venv/bin/python benchmarks/aof_exact_brute_force.py [--board "Kc 7d 4s 3h 2c"]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from _bench import environment

from pokerlib.aof.disjoint_sums import hand_cards, hand_classes
from pokerlib.aof.multiway_exact import ExactPushFoldGame
from pokerlib.aof.pushfold import load_multiway_data
from pokerlib.cards import parse_cards
from pokerlib.evaluate import score_batch


def brute(game: ExactPushFoldGame, strategy: dict, board: np.ndarray) -> tuple[np.ndarray, int]:
    hc = hand_cards()
    live = ~np.isin(hc, board).any(1)
    ids = np.flatnonzero(live)
    cards = hc[ids]
    r = score_batch(np.hstack([cards, np.tile(board, (len(ids), 1))])).astype(int)
    bits = (np.int64(1) << cards[:, 0]) | (np.int64(1) << cards[:, 1])
    D = ((bits[:, None] & bits[None, :]) == 0).astype(float)
    below = (r[None, :] < r[:, None]).astype(float)        # [h, g]: g ranks below h
    tied = (r[None, :] == r[:, None]).astype(float)
    cls = hand_classes()[ids]
    out = []
    deals = int((D * (D @ D.T)).sum())                        # (h, g, f) pairwise disjoint
    for zi, k in game.showdown_rows():
        z = game.terminals[zi]
        w = {p: game._weights(strategy, z, p)[1][cls] for p in range(3)}
        opp = [p for p in z.all_in if p != k]
        if len(opp) == 1:
            f = next(p for p in range(3) if p not in z.all_in)
            folded = (D * w[f]) @ D.T                          # [h, g]: folded hands missing both
            q = (D * (below + 0.5 * tied) * folded) @ w[opp[0]]
        else:
            o1, o2 = opp
            lt1, eq1 = D * below * w[o1], D * tied * w[o1]     # rows h: opponent 1's hands
            lt2, eq2 = D * below * w[o2], D * tied * w[o2]
            q = ((lt1 @ D) * lt2).sum(1) + 0.5 * ((eq1 @ D) * lt2).sum(1) + \
                0.5 * ((lt1 @ D) * eq2).sum(1) + ((eq1 @ D) * eq2).sum(1) / 3
        out.append(np.bincount(cls, weights=q, minlength=169))
    return np.array(out), deals


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", default="Kc 7d 4s 3h 2c")
    ap.add_argument("--stack", default="8")
    a = ap.parse_args()
    print(environment(board=a.board, stack=a.stack))
    d = load_multiway_data()["results"][f"3@{a.stack}"]
    game = ExactPushFoldGame(3, float(a.stack))
    strategy = {(k, h): np.array(f) for (k, h), f in zip(d["nodes"], d["freq"])}
    board = np.array([int(c) for c in parse_cards(a.board)])
    game.showdown_sums(strategy, board[None, :])                      # compile
    t0 = time.process_time()
    got = game.showdown_sums(strategy, board[None, :])
    t1 = time.process_time()
    want, deals = brute(game, strategy, board)
    t2 = time.process_time()
    rel = np.abs(got - want).max() / np.abs(want).max()
    print(f"kernel {1000 * (t1 - t0):.1f} ms, brute force {t2 - t1:.1f} s over "
          f"{deals:,} deals of three players' hole cards on the board")
    print(f"largest difference: {rel:.1e} of the largest sum")


if __name__ == "__main__":
    main()
