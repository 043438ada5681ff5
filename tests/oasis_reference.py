"""Brute-force Oasis expected values shared by test_oasis.py and test_oasis_exact.py.

Every dealer completion (and, for an exchange, every replacement card) is enumerated and
scored with :func:`pokerlib.evaluate.score_batch`; nothing here uses pokerlib.oasis's own
counting, so these are the slow, obvious numbers the advisor and the exact tables must match.
Payouts are BGaming's, in Antes: dealer does not qualify +1, player wins 1 + 2 x pay multiple,
tie 0, dealer wins -3; folding is -1.
"""

from __future__ import annotations

from itertools import combinations

import numpy as np

from pokerlib.evaluate import score, score_batch
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
