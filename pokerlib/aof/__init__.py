"""All-in or Fold (AoF) Hold'em: the table, sessions, opponents and push/fold equilibria.

Texas hold'em with the preflop choice cut down to two actions. Blinds (and antes, if the
table uses them) are posted, every player gets two hole cards, and in turn — first the player
left of the big blind, round to the big blind — each either **folds** or goes **all-in** (their
whole starting stack, blinds included). When two or more are all-in the dealer burns a card
and deals the flop, burns and deals the turn, burns and deals the river; the best five of
seven cards win, and :mod:`pokerlib.pots` settles main and side pots.

Where things live:

* :mod:`~pokerlib.aof.rules` — :class:`AofRules`, :class:`Action`, :class:`AnteKind`,
  :func:`positions`; :mod:`~pokerlib.aof.rake` — :class:`Rake`, :class:`RakeRule`;
* :mod:`~pokerlib.aof.hand` — :class:`AofHand`, :func:`stacked_deck`;
* :mod:`~pokerlib.aof.jackpot` — the jackpot condition;
* :mod:`~pokerlib.aof.strategy` — opponents; :mod:`~pokerlib.aof.session` — sessions;
* :mod:`~pokerlib.aof.simple_rule` — the push/fold rule to remember at 8 BB and its cost;
* :mod:`~pokerlib.aof.pushfold` — equilibria and the shipped data, solved by
  :mod:`~pokerlib.aof.headsup_solver` and :mod:`~pokerlib.aof.multiway_solver`, rebuilt by
  :mod:`~pokerlib.builders.aof_pushfold`.

The article's first example (4 players, 16 points each, blinds 1/2, B on the button):

>>> deck = stacked_deck(["C", "D", "A", "B"], {"C": "As Qs", "D": "Kh Kd"},
...                     burns="4c 5d 6c", board="Qh 9s 2c 3s 7s")
>>> hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=deck)
>>> hand.to_act, hand.legal_actions().names
('A', ('fold', 'all-in'))
>>> hand.fold(); hand.fold(); hand.all_in(); hand.all_in()
>>> " ".join(map(str, hand.burns)), " ".join(map(str, hand.board))
('4♣ 5♦ 6♣', 'Q♥ 9♠ 2♣ 3♠ 7♠')
>>> hand.stacks
{'A': 16, 'B': 16, 'C': 32, 'D': 0}
"""

from __future__ import annotations

from ..errors import IllegalActionError, OutOfTurnError, TableError
from .hand import AofDetail, AofHand, stacked_deck
from .jackpot import jackpot_hand, meets_jackpot_condition
from .pushfold import HU_DEPTHS, HU_SHIPPED_DEPTHS, PushFoldResult, Range, pushfold_equilibrium
from .rake import Rake, RakedSettlement, RakeRule
from .ranking import hand_ranking
from .rules import ARTICLE_RULES, PRESETS, Action, AnteKind, AofRules, positions
from .session import AofSession, play_hands
from .strategy import AlwaysAllIn, EquilibriumStrategy, RangeChart, Strategy, TopPercent

__all__ = [
    "OutOfTurnError", "IllegalActionError", "TableError",
    "Action", "AnteKind", "AofRules", "ARTICLE_RULES", "PRESETS",
    "Rake", "RakeRule", "RakedSettlement",
    "AofHand", "AofDetail", "AofSession", "play_hands", "stacked_deck", "positions",
    "jackpot_hand", "meets_jackpot_condition",
    "Strategy", "AlwaysAllIn", "TopPercent", "RangeChart", "EquilibriumStrategy",
    "hand_ranking", "Range", "PushFoldResult", "pushfold_equilibrium",
    "HU_DEPTHS",
    "HU_SHIPPED_DEPTHS",
]
