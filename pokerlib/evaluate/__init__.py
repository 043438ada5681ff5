"""Hand evaluation: high hands, ace-to-five 8-or-better lows, and Omaha's 2 + 3 rule.

Two layers share the same lookup tables:

* the **exact API** for people (:mod:`~pokerlib.evaluate.best`): :func:`best_high`,
  :func:`low8`, :func:`omaha_high`, :func:`omaha_low` validate their input and return values
  (:mod:`~pokerlib.evaluate.values`) that know their category, their best five cards and how to
  describe themselves;
* the **fast paths** for simulations (:mod:`~pokerlib.evaluate.fast`,
  :mod:`~pokerlib.evaluate.omaha_fast`): :func:`score` (one hand per call, no checks) and the
  numpy batch functions :func:`score_batch`, :func:`omaha_batch` and :func:`low_batch` (checked
  unless called with ``check=False``).

The files of this package, one idea each: ``categories`` (the nine categories), ``tables``
(rank keys, per-card key arrays, :func:`lookup_tables`), ``fast`` and ``omaha_fast`` (the fast
paths), ``values`` (hand values and their words), ``best`` (the exact API), ``counts``
(counting every hand, and the shipped counts), ``pictures`` (hands drawn for notebooks: the nine
categories, the best five marked among the cards they came from).

A **score** is an integer 0..7461: one for each of the 7,462 distinct high hands, higher is
stronger, equal scores tie.

>>> best_high("Qs Qd 8h 8c Qh")
HandValue('Full house, queens full of eights')
>>> best_high("As Qs Qh 9s 2c 3s 7s").describe()
'Flush, ace high'
>>> best_high("Ah Kc Qd 9s 7h") == best_high("As Kd Qh 9c 7s")
True
"""

from __future__ import annotations

from .best import best_high, low8, omaha_high, omaha_low
from .categories import LOW_NONE, N_CLASSES, ROYAL_FLUSH_JA, HandCategory
from .counts import category_counts
from .fast import low_batch, score, score_batch
from .omaha_fast import omaha_batch
from .pictures import Picture, best_five_picture, categories_picture
from .tables import CARD_RANK_BIT, CARD_RANK_KEY, CARD_SUIT_ADD, RANK_KEYS, lookup_tables
from .values import HandValue, LowValue, category_of, describe_score

__all__ = [
    "HandCategory",
    "HandValue",
    "LowValue",
    "best_high",
    "low8",
    "omaha_high",
    "omaha_low",
    "score",
    "score_batch",
    "omaha_batch",
    "low_batch",
    "category_of",
    "describe_score",
    "category_counts",
    # pictures of hands for notebooks
    "Picture",
    "categories_picture",
    "best_five_picture",
    "N_CLASSES",
    "LOW_NONE",
    "ROYAL_FLUSH_JA",
    # the evaluator's key arrays, for code that scores many hands with numpy (equity)
    "RANK_KEYS",
    "CARD_RANK_KEY",
    "CARD_SUIT_ADD",
    "CARD_RANK_BIT",
    "lookup_tables",
]
