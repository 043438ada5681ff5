"""Every Omaha Hi/Lo starting hand's share of the pot against random hands, played to the
showdown: ``python -m pokerlib regenerate omaha-starting-hands`` writes
``pokerlib/data/omaha_starting_hands.npz`` (and a ``.json`` that says how).

The 270,725 four-card hands fall into 16,432 classes that differ only by a permutation of the
suits (they have the same chances). Seeded deals give each a random hand, three random
opponents and a random board; the hand's share of the pot
(:func:`pokerlib.equity.hilo_tables.hilo_split`: halves, ties and quarters counted) is added
to its class, against all three opponents and against the first one alone. The exact count
(every opponent hand and every board: about 10^17 showdowns against three hands) is out of
reach, so these shares are estimates; the file keeps each class's sum of squares, and
:mod:`pokerlib.omaha.simple_rule` reports standard errors.
"""

from __future__ import annotations

import functools
import json
import time
from itertools import combinations
from pathlib import Path
from typing import Any

import numpy as np

from ..course.progress_bar import progress_bar
from ..equity.hilo_tables import hilo_split
from ..errors import DataError, TableError
from ..evaluate import omaha_batch
from ..oasis.arguments import flag, whole_number
from ..omaha.simple_rule import suit_class_keys

__all__ = ["DATA_SETS", "DEALS", "SEED", "OPPONENTS", "DATA_FILE", "hand_classes",
           "class_of", "sample_shares", "regenerate_data"]

#: the data set this module makes
DATA_SETS = ("omaha-starting-hands",)
#: seeded deals of the shipped file, its seed, and the opponents each deal has
DEALS = 24_000_000
SEED = 2026
OPPONENTS = 3
#: where the shares go (``pokerlib/data``)
DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "omaha_starting_hands.npz"
_BATCH = 200_000


def _canonical(cards: np.ndarray) -> np.ndarray:
    """One number per class (:func:`pokerlib.omaha.simple_rule.suit_class_keys`)."""
    return suit_class_keys(cards)


@functools.lru_cache(maxsize=1)
def hand_classes() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 16,432 classes: (their canonical keys, sorted; one hand of each, (16432, 4) card
    indices; how many of the 270,725 hands each stands for)."""
    hands = np.array(list(combinations(range(52), 4)), dtype=np.int64)
    canon = _canonical(hands)
    keys, first, counts = np.unique(canon, return_index=True, return_counts=True)
    return keys, hands[first], counts


def class_of(cards: np.ndarray) -> np.ndarray:
    """The class number (0..16431) of each row of four card indices."""
    keys = hand_classes()[0]
    return np.searchsorted(keys, _canonical(np.asarray(cards)))


def sample_shares(deals: int, seed: int, progress: bool = False) -> dict[str, np.ndarray]:
    """Per class: deals, and the sums of the share and of its square, against
    :data:`OPPONENTS` random hands and against one, from ``deals`` seeded deals."""
    n_classes = len(hand_classes()[0])
    out = {k: np.zeros(n_classes) for k in ("share3", "square3", "share1", "square1")}
    out["deals"] = np.zeros(n_classes, dtype=np.int64)
    rng = np.random.default_rng(seed)
    bar = progress_bar(deals, "Omaha deals    ") if progress else None
    need = 4 * (OPPONENTS + 1) + 5
    done = 0
    while done < deals:
        m = min(_BATCH, deals - done)
        # a random *ordered* sample of the deck (argsort of random keys)
        pick = rng.random((m, 52)).argsort(axis=1)[:, :need]
        board = np.sort(pick[:, :5], axis=1)
        holes = [pick[:, 5 + 4 * j:9 + 4 * j] for j in range(OPPONENTS + 1)]
        values = [omaha_batch(h, board, check=False) for h in holes]
        his = np.stack([v[0] for v in values])
        los = np.stack([v[1] for v in values])
        cls = class_of(holes[0])
        for tag, k in (("3", OPPONENTS + 1), ("1", 2)):
            split = hilo_split(his[:k], los[:k], check=False)
            share = split[0][0] + split[1][0]
            out["share" + tag] += np.bincount(cls, share, n_classes)
            out["square" + tag] += np.bincount(cls, share * share, n_classes)
        out["deals"] += np.bincount(cls, minlength=n_classes)
        done += m
        if bar:
            bar(done)
    return out


def regenerate_data(name: str = "omaha-starting-hands", progress: bool = True,
                    deals: int = DEALS, seed: int = SEED, path: Any = None) -> Path:
    """Recompute the shipped shares (24,000,000 deals: 609 s measured on a busy machine)."""
    if name not in DATA_SETS:
        raise DataError(f"unknown data set {name!r}; this module makes 'omaha-starting-hands'")
    flag(progress, "progress")
    deals = whole_number(deals, "deals", TableError, 1)
    seed = whole_number(seed, "seed", TableError, minimum=0)
    target = DATA_FILE if path is None else Path(path)
    t0 = time.time()
    sums = sample_shares(deals, seed, progress)
    _, hands, combos = hand_classes()
    np.savez_compressed(target, hands=hands.astype(np.int8), combos=combos,
                        **sums)  # type: ignore[arg-type]
    meta = {"what": "Omaha Hi/Lo starting hands by suit class: seeded deals of a random hand, "
                    f"{OPPONENTS} random opponents and a random board, played to the showdown; "
                    "per class the deals and the sums of the hand's share of the pot (and of "
                    "its square) against all opponents ('3') and the first one alone ('1')",
            "deals": deals, "seed": seed, "opponents": OPPONENTS,
            "classes": int(len(combos)), "seconds": round(time.time() - t0, 1)}
    target.with_suffix(".json").write_text(json.dumps(meta, indent=1) + "\n")
    return target
