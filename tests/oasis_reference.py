"""Brute-force Oasis expected values shared by test_oasis.py and test_oasis_exact.py.

Every dealer completion (and, for an exchange, every replacement card) is enumerated and
scored with :func:`pokerlib.evaluate.score_batch`; nothing here uses pokerlib.oasis's own
counting, so these are the slow, obvious numbers the advisor and the exact tables must match.
Payouts are BGaming's, in Antes: dealer does not qualify +1, player wins 1 + 2 x pay multiple,
tie 0, dealer wins -3; folding is -1.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

import numpy as np

from pokerlib.evaluate import N_CLASSES, category_of, score, score_batch
from pokerlib.oasis import OasisRules

BG = OasisRules.bgaming()


def _raise_evs(dealer_scores, player_score) -> float:
    """Mean result of raising with ``player_score`` against each dealer score."""
    ds, sp, q = dealer_scores, player_score, BG.qualifier_score
    m = BG.pay_multiple(sp)
    return np.where(ds < q, 1, np.where(ds < sp, 1 + 2 * m, np.where(ds == sp, 0, -3))).mean()


def _dealer_scores(up, pool) -> np.ndarray:
    """Scores of the upcard with every 4 of ``pool``."""
    pool = np.asarray(pool)
    comb4 = pool[np.array(list(combinations(range(len(pool)), 4)))]
    return score_batch(np.hstack([np.full((len(comb4), 1), up), comb4])).astype(int)


def brute_raise(hand, up, dead=()):
    """EV of raising by scoring every dealer completion from the cards not seen."""
    known = set(hand) | {up} | set(dead)
    return _raise_evs(_dealer_scores(up, [c for c in range(52) if c not in known]),
                      score(list(hand)))


def brute_one_card(hand, up):
    """EV of exchanging each card (fee 1 Ante, then the better of fold and raise), by brute
    force: for each replacement, every dealer completion from the 45 cards left is scored."""
    pool = [c for c in range(52) if c not in set(hand) | {up}]
    total = np.zeros(5)
    for r in pool:
        ds = _dealer_scores(up, [c for c in pool if c != r])
        for i in range(5):
            new = list(hand)
            new[i] = r
            total[i] += max(_raise_evs(ds, score(new)), -1.0)
    return total / len(pool) - 1


def brute_01_wins_by_line(hand, up, paytable=BG.paytable):
    """BGaming's optimal 0/1-card play of one situation by brute force, in exact integers
    over 46 x C(45, 4) (every replacement card, then every dealer completion): the choice
    (0 fold, 1 raise, 2 exchange one card; ties go to fold, then raise, then the first
    discard), its value, and per paytable line (0 high card .. 9 royal flush) the outcomes
    in which the play raises, the dealer qualifies and the player wins with that line."""
    q = BG.qualifier_score
    n46, n45 = comb(46, 4), comb(45, 4)
    denom = 46 * n45

    def raise_count(ds, sp):
        nq = int((ds < q).sum())
        win = int(((ds >= q) & (ds < sp)).sum()) if sp >= q else 0
        tie = int((ds == sp).sum()) if sp >= q else 0
        loss = len(ds) - nq - win - tie
        return nq + win * (1 + 2 * paytable[pay_line(sp)]) - 3 * loss, win

    pool = [c for c in range(52) if c not in set(hand) | {up}]
    four = np.array(list(combinations(range(46), 4)))
    ds = score_batch(np.hstack([np.full((len(four), 1), up), np.array(pool)[four]])).astype(int)
    sp = score(list(hand))
    keep_num, keep_win = raise_count(ds, sp)
    value = [-denom] * 5
    wins = np.zeros((5, 10), dtype=np.int64)
    for j, r in enumerate(pool):
        d = ds[~(four == j).any(axis=1)]   # the dealer cannot hold the replacement
        for i in range(5):
            new = list(hand)
            new[i] = r
            s = score(new)
            n, w = raise_count(d, s)
            value[i] += max(n, -n45)
            if n > -n45:
                wins[i, pay_line(s)] += w
    best = int(np.argmax(value))
    choices = [-denom, keep_num * (denom // n46), value[best]]
    action = int(np.argmax(choices))
    out = np.zeros(10, dtype=np.int64)
    if action == 1:
        out[pay_line(sp)] = keep_win * (denom // n46)
    elif action == 2:
        out = wins[best]
    return action, choices[action], out


def pay_line(s: int) -> int:
    """The paytable line of a score, from the category (royal flush: the best score)."""
    return 9 if s == N_CLASSES - 1 else int(category_of(s))
