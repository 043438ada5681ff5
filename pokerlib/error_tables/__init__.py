"""The refusal sentences of :mod:`pokerlib.error_messages`, by domain: one table each for the
basics (arguments, cards, betting, pots), the three games, hand-history files, equity and hand
evaluation. Each module's ``TEXT`` maps a key to its (English, Japanese) sentence;
:data:`pokerlib.error_messages.ERRORS` joins them with the rest, and a key is defined once
across all of them (tests/test_error_keys.py).
"""

from __future__ import annotations

from . import basics, equity_and_evaluation, games, hand_histories

__all__ = ["basics", "equity_and_evaluation", "games", "hand_histories"]
