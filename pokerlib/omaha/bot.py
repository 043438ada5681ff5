"""A simple seeded Omaha Hi/Lo opponent: a rough hand rating and a plain betting policy.

The bot sees only its own cards and the board, as a player would; it is meant to fill the
seats of a practice table, not to play well.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ..betting import Structure
from ..cards import CardLike, parse_cards
from ..errors import HandStateError, TableError
from ..hand_api import Choice
from .reading import read_hand
from .table import OmahaTable

__all__ = ["SimpleBot"]


class SimpleBot:
    """A plain, seeded opponent: plays hands with low cards and pairs, bets made hands, calls
    draws, folds the rest to a bet. It never looks at other players' cards.

    >>> from pokerlib.omaha import OMAHA_HILO_NO_LIMIT_1_2
    >>> t = OmahaTable(OMAHA_HILO_NO_LIMIT_1_2, seats=3, seed=4)
    >>> for s in range(3):
    ...     t.sit(s, f"P{s}", 100)
    >>> _ = t.start_hand()
    >>> bot = SimpleBot(seed=1)
    >>> while t.to_act is not None:
    ...     _ = bot.act(t)
    >>> t.total_chips()
    300
    """

    def __init__(self, seed: int | None = 0, aggression: float = 0.3):
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise TableError(key="seed_or_none", what="seed", value=seed)
        if (not isinstance(aggression, (int, float)) or isinstance(aggression, bool)
                or not 0 <= aggression <= 1):
            raise TableError(key="real_number_between", what="aggression", low=0, high=1,
                             value=aggression)
        self.rng = random.Random(seed)
        self.aggression = aggression

    def strength(self, hole: str | Iterable[CardLike],
                 board: str | Iterable[CardLike] = ()) -> float:
        """A rough 0..1 rating of a hand (not an equity): low cards, pairs, suits, made hands.

        >>> SimpleBot().strength("As 2s 3d Kd") > SimpleBot().strength("9c 9h Td Js")
        True
        """
        hole = parse_cards(hole, count=4)
        board = parse_cards(board)
        if len(board) < 3:
            parse_cards(list(hole) + list(board))  # each card once
            low = sum(1 for c in hole if c.rank <= 5 or c.rank == 14)
            ace2 = any(c.rank == 14 for c in hole) and any(c.rank == 2 for c in hole)
            pairs = len(hole) - len({c.rank for c in hole})
            suited = len(hole) - len({c.suit for c in hole})
            return min(1.0, 0.12 * low + 0.25 * ace2 + 0.1 * pairs + 0.05 * suited
                       + 0.02 * sum(c.rank >= 10 for c in hole))
        r = read_hand(hole, board)
        hi = int(r.high.category) / 8
        lo = 0.0 if r.low is None else (9 - r.low.ranks[0]) / 4
        return min(1.0, max(hi * 1.4, lo * 0.8) + 0.1)

    def choose(self, table: OmahaTable) -> tuple[Choice, int | None]:
        """The action for the player to act: ``(choice, amount)``, as
        :meth:`OmahaTable.act` takes them (the amount, a total, only for a bet or a raise)."""
        if not isinstance(table, OmahaTable):
            raise TableError(key="type", what="table", allowed="an OmahaTable", value=table)
        h, seat = table.hand, table.to_act
        if h is None or seat is None:
            raise HandStateError(key="omaha_no_hand")
        legal = table.legal_actions()
        s = self.strength(h.hole[seat], h.board)
        u = self.rng.random()
        grow = legal.bet or legal.raise_to
        if grow and s > 0.55 and u < self.aggression + s / 3:
            lo, hi = grow
            limit = table.rules.betting.structure is Structure.LIMIT
            size = lo if limit else min(hi, max(lo, (h.pot // 2)))
            return (Choice.BET if legal.bet else Choice.RAISE), size
        if legal.check:
            return Choice.CHECK, None
        if legal.call is not None:
            price = legal.call / max(1, h.pot + legal.call)
            if s > 0.35 or u < 0.35 - price:
                return Choice.CALL, None
        return Choice.FOLD, None

    def act(self, table: OmahaTable) -> tuple[Choice, int | None]:
        """Choose and play one action; returns it."""
        choice, amount = self.choose(table)
        table.act(choice, amount)
        return choice, amount
