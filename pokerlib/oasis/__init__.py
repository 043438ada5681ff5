"""Oasis Poker: the rules, one hand, a session of hands, the exact strategy advisor, the house
edge and simulations.

**The game** (BGaming rules, as the course's source article adopts them; see ``docs/rules.md``). The
player posts an **Ante**; player and dealer get five cards each, one dealer card face up (the
**up card**). The player may **exchange** cards for the next cards of the deck, paying a **fee**
(one Ante per card under BGaming's rules) that is never returned. Then the player **folds**
(loses the Ante) or **raises** two Antes. The dealer **qualifies** with A-K high or better:
if not, the Ante wins 1:1 and the Raise is returned; if so, the better hand wins (Ante 1:1, Raise
by the paytable), and identical ranks push both bets.

The article's hand, replayed from a stacked deck (player's five cards, then the dealer's five
with the up card first, then the replacement cards):

>>> game = article_game()
>>> game.hand_text, str(game.upcard)
('Q♠ Q♦ 8♥ 8♣ 2♦', 'K♠')
>>> game.exchange("2d")
(Card('Qs'), Card('Qd'), Card('8h'), Card('8c'), Card('Qh'))
>>> s = game.raise_()
>>> s.stake_returned, s.winnings, s.balance_after, s.net
(30, 150, 240, 140)

All chip amounts are integers; every amount in a :class:`Settlement` is shown separately.
Expected values from :func:`advise`, :func:`house_edge` and :func:`simulate` are in **Antes**.

Where things live: ``rules`` (:class:`OasisRules`), ``game`` (:class:`OasisGame`,
:class:`Settlement`), ``session`` (:class:`OasisSession`, the article's examples), ``advisor``
(:func:`advise`, every option exact) on the compiled ``kernel`` (numba), with the numpy
reference ``advise_reference`` on ``dealer_counts``; ``exact_options`` (the exact value of
every option of one situation); ``strategy`` (:func:`simulate`), ``simple_rule`` (the
five-line rule to remember and its exact cost); and the reader of the shipped results:
``shipped_data`` (the data files, the suit-coupling proofs, rules as JSON),
``house_edge_data`` (:func:`house_edge`, :func:`strategy_ev`) and ``edge_by_pay`` (how the
edge moves with one paytable entry, :func:`edge_by_pay`). The offline pipeline that computes
those results (the exact-edge Dask job ``python -m pokerlib oasis-edge``, its bounds and
counts, the suit-coupling proofs) is :mod:`pokerlib.builders.oasis_exact_edge`; the shipped
data are rebuilt by :mod:`pokerlib.builders` (``oasis_house_edge``, ``oasis_exact``,
``oasis_sample``, ``oasis_simple_rule``, ``oasis_coupling``). The game never imports a
builder: the figure of a job's results folder is the pipeline's ``folder_edge``.
"""

from __future__ import annotations

from ..cards import Card, Deck, parse_cards
from ..errors import ExchangeError, IllegalActionError, InsufficientBalanceError
from .advisor import Advice, Option, advise, raise_ev_exact
from .edge_by_pay import EdgeByPay, edge_by_pay
from .game import ExchangeCost, OasisDetail, OasisGame, Outcome, Settlement, StakeOutcome
from .house_edge_data import HouseEdge, house_edge, strategy_ev
from .rules import PAY_LINES, OasisRules
from .session import ARTICLE_DECK, OasisSession, article_comparison, article_game
from .shipped_data import DATA_DIR
from .strategy import STRATEGIES, SimulationResult, Strategy, simulate

__all__ = [
    "OasisRules",
    "IllegalActionError",
    "ExchangeError",
    "InsufficientBalanceError",
    "OasisGame",
    "OasisDetail",
    "ExchangeCost",
    "OasisSession",
    "Settlement",
    "Outcome",
    "StakeOutcome",
    "Option",
    "Advice",
    "advise",
    "raise_ev_exact",
    "HouseEdge",
    "house_edge",
    "EdgeByPay",
    "edge_by_pay",
    "Strategy",
    "STRATEGIES",
    "SimulationResult",
    "simulate",
    "strategy_ev",
    "article_game",
    "article_comparison",
    "ARTICLE_DECK",
    "PAY_LINES",
    "DATA_DIR",
    "Card",
    "Deck",
    "parse_cards",
]
