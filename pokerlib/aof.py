"""All-in or Fold (AoF) Hold'em: the table, sessions, opponents and push/fold equilibria.

Texas hold'em with the preflop choice cut down to two actions. Blinds (and antes, if the
table uses them) are posted, every player gets two hole cards, and in turn — first the player
left of the big blind, round to the big blind — each either **folds** or goes **all-in** (their
whole starting stack, blinds included). When two or more are all-in the dealer burns a card
and deals the flop, burns and deals the turn, burns and deals the river; the best five of
seven cards win, and :mod:`pokerlib.pots` settles main and side pots.

The article's first example (4 players, 16 points each, blinds 1/2, B on the button):

>>> deck = stacked_deck(["C", "D", "A", "B"], {"C": "As Qs", "D": "Kh Kd"},
...                     burns="4c 5d 6c", board="Qh 9s 2c 3s 7s")
>>> hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=deck)
>>> hand.to_act, hand.legal_actions()
('A', (<Action.FOLD: 'fold'>, <Action.ALL_IN: 'all-in'>))
>>> hand.fold(); hand.fold(); hand.all_in(); hand.all_in()
>>> " ".join(map(str, hand.burns)), " ".join(map(str, hand.board))
('4♣ 5♦ 6♣', 'Q♥ 9♠ 2♣ 3♠ 7♠')
>>> hand.stacks
{'A': 16, 'B': 16, 'C': 32, 'D': 0}
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from pathlib import Path

import numpy as np

from ._progress import progress_bar
from .cards import Deck, PokerError, parse_cards
from .evaluate import HandCategory, HandValue, best_high, score, score_batch
from .pots import PotSettlement, settle

__all__ = [
    "AofError", "OutOfTurnError", "IllegalActionError", "TableError",
    "Action", "AofRules", "ARTICLE_RULES", "PRESETS",
    "AofHand", "AofSession", "stacked_deck", "positions",
    "jackpot_hand", "meets_jackpot_condition",
    "Strategy", "AlwaysAllIn", "TopPercent", "RangeChart", "EquilibriumStrategy",
    "hand_ranking", "Range", "PushFoldResult", "pushfold_equilibrium", "regenerate_data",
]

DATA_DIR = Path(__file__).with_name("data")


class AofError(PokerError):
    """Base class of the errors an AoF table raises."""


class OutOfTurnError(AofError):
    """A player acted when it was not their turn."""


class IllegalActionError(AofError):
    """An action AoF does not allow now (anything but fold or all-in, or after the hand ended)."""


class TableError(AofError, ValueError):
    """A table that cannot be set up: seats, stacks, blinds, button."""


class Action(str, Enum):
    """The only two decisions in AoF."""

    FOLD = "fold"
    ALL_IN = "all-in"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class AofRules:
    """Table options (every one documented; the article's table is the default).

    * ``stack``: starting stack in chips (16 = 8 big blinds with blinds 1/2);
    * ``small_blind``, ``big_blind``;
    * ``ante`` and ``ante_kind``: ``"none"``, ``"each"`` (every player posts ``ante``) or
      ``"big-blind"`` (the big blind posts one ante of ``ante`` for the whole table); antes
      are dead money in the main pot;
    * ``blind_first``: with a big-blind ante and a big blind too short for both, the ante is
      taken first (``False``, the default) or the blind (``True``);
    * ``top_up``: in a session, stacks below ``stack`` are topped up to it before each hand.
    """

    stack: int = 16
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    ante_kind: str = "none"
    blind_first: bool = False
    top_up: bool = False

    def __post_init__(self):
        for name in ("stack", "small_blind", "big_blind", "ante"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise TableError(f"{name} must be a whole number of chips >= 0, not {v!r}")
        if self.big_blind < 1 or self.stack < 1:
            raise TableError("the big blind and the stack must be at least 1 chip")
        if self.ante_kind not in ("none", "each", "big-blind"):
            raise TableError(f"ante_kind must be 'none', 'each' or 'big-blind', "
                             f"not {self.ante_kind!r}")

    @property
    def stack_bb(self) -> float:
        """Starting stack in big blinds."""
        return self.stack / self.big_blind


#: The article's table: 16 points each, blinds 1/2 (8 big blinds), no antes, no top-up.
ARTICLE_RULES = AofRules()
#: Named presets. Sites vary; these are examples of the options, not any site's exact rules.
PRESETS = {
    "article": ARTICLE_RULES,
    "article-top-up": AofRules(top_up=True),
    "big-blind-ante": AofRules(stack=30, small_blind=1, big_blind=2, ante=2,
                               ante_kind="big-blind"),
    "ante-each": AofRules(stack=30, small_blind=1, big_blind=2, ante=1, ante_kind="each"),
}


def positions(n: int) -> tuple[str, ...]:
    """Position names in preflop acting order for ``n`` players.

    >>> positions(2), positions(4)
    (('SB', 'BB'), ('CO', 'BTN', 'SB', 'BB'))
    """
    if not 2 <= n <= 9:
        raise TableError(f"an AoF table seats 2 to 9 players, not {n}")
    if n == 2:
        return ("SB", "BB")
    early = (["UTG"] + [f"UTG+{i}" for i in range(1, n - 4)] + ["CO"])[-(n - 3):] if n > 3 \
        else []
    return tuple(early + ["BTN", "SB", "BB"])


def _deal_order(players: Sequence, button) -> list:
    """Seats from the left of the button round to the button (dealing and odd-chip order)."""
    b = list(players).index(button)
    return [players[(b + 1 + i) % len(players)] for i in range(len(players))]


def stacked_deck(deal_order: Sequence, holes: Mapping, board="", burns="", *,
                 seed: int | None = None) -> Deck:
    """A deck that deals a given hand: hole cards one at a time in ``deal_order`` (left of the
    button first), twice round, then burn, flop, burn, turn, burn, river. Hole cards not given
    (players who fold) and missing burns come from the remaining cards, in canonical order
    or shuffled with ``seed``.

    >>> d = stacked_deck(["C", "D"], {"C": "As Qs", "D": "Kh Kd"}, "Qh 9s 2c 3s 7s", "4c 5d 6c")
    >>> d.deal(4), d.burn()
    ((Card('As'), Card('Kh'), Card('Qs'), Card('Kd')), Card('4c'))
    """
    given = {p: parse_cards(h, count=2) for p, h in holes.items()}
    bd = parse_cards(board)
    bn = parse_cards(burns)
    if len(bd) not in (0, 5) or len(bn) > 3:
        raise TableError("give a full board of 5 cards (or none) and at most 3 burns")
    used = [c for h in given.values() for c in h] + list(bd) + list(bn)
    parse_cards(used)  # no card twice
    spare = [c for c in Deck(seed=seed).remaining if c not in set(used)]  # seed=None: unshuffled
    spare.reverse()  # pop() then takes the lowest spare card first
    hole = {p: list(given.get(p, ())) for p in deal_order}
    for p in deal_order:
        while len(hole[p]) < 2:
            hole[p].append(spare.pop())
    top = [hole[p][0] for p in deal_order] + [hole[p][1] for p in deal_order]
    if bd:
        burn = list(bn) + [spare.pop() for _ in range(3 - len(bn))]
        top += [burn[0], *bd[:3], burn[1], bd[3], burn[2], bd[4]]
    return Deck.stacked(top)


# ---------------------------------------------------------------------------------------------
# One hand
# ---------------------------------------------------------------------------------------------

class AofHand:
    """One hand of AoF hold'em, from the blinds to the settlement.

    ``stacks`` maps each player (in seat order, clockwise) to their chips; ``button`` is the
    dealer seat. Heads-up the button posts the small blind and acts first. Players with a
    stack too small for a blind or ante post what they have (and are then all-in).

    Act with :meth:`fold` and :meth:`all_in` (optionally naming the player, which must be
    :attr:`to_act`); :meth:`legal_actions` says what is allowed. Anything else raises an
    :class:`AofError` and changes nothing.

    The article's last example — A all-in, everyone folds, 14 uncalled chips come back:

    >>> h = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=Deck(seed=1))
    >>> h.all_in("A"); h.fold("B"); h.fold("C"); h.fold("D")
    >>> h.settlement.uncalled, h.stacks
    ((('A', 14),), {'A': 19, 'B': 16, 'C': 15, 'D': 14})
    >>> h.fold()
    Traceback (most recent call last):
    ...
    pokerlib.aof.IllegalActionError: the hand is over (A won): no more actions
    """

    def __init__(self, stacks: Mapping, button, rules: AofRules = ARTICLE_RULES,
                 deck: Deck | None = None, *, seed: int | None = None):
        if not isinstance(stacks, Mapping):
            raise TableError("stacks must map each player (in seat order) to their chips")
        self.players: tuple = tuple(stacks)
        n = len(self.players)
        if not 2 <= n <= 9:
            raise TableError(f"an AoF table seats 2 to 9 players, not {n}")
        for p, s in stacks.items():
            if not isinstance(s, int) or isinstance(s, bool) or s < 1:
                raise TableError(f"{p} has {s!r} chips: every player dealt in needs at least 1")
        if button not in self.players:
            raise TableError(f"the button {button!r} is not one of the players "
                             f"{list(self.players)}")
        self.rules = rules
        self.button = button
        self.start: dict = dict(stacks)
        self.order: tuple = tuple(_deal_order(self.players, button))  # left of the button first
        if n == 2:
            self.small_blind, self.big_blind = button, self.order[0]
        else:
            self.small_blind, self.big_blind = self.order[0], self.order[1]
        # preflop: first player left of the big blind, round to the big blind
        self.acting_order: tuple = tuple(_deal_order(self.players, self.big_blind))
        self.deck = deck if deck is not None else Deck(seed=seed)
        self.behind: dict = dict(stacks)   # chips not yet put in
        self.bets: dict = {p: 0 for p in self.players}  # live chips (blinds, all-ins)
        self.antes: dict = {p: 0 for p in self.players}  # dead money
        self.folded: list = []
        self.actions: list = []  # (player, Action)
        self.log: list[str] = []
        self._post()
        self.holes: dict = {p: [] for p in self.order}
        for _ in range(2):
            for p in self.order:
                self.holes[p].append(self.deck.deal_one())
        self.holes = {p: tuple(self.holes[p]) for p in self.players}
        self.burns: tuple = ()
        self.board: tuple = ()
        self.values: dict = {}
        self.settlement: PotSettlement | None = None
        self._queue = [p for p in self.acting_order if self.behind[p] > 0]
        self._advance()

    # --- posting -------------------------------------------------------------------------
    def _put(self, p, amount: int, dead: bool, what: str) -> None:
        paid = min(amount, self.behind[p])
        if paid <= 0:
            return
        self.behind[p] -= paid
        (self.antes if dead else self.bets)[p] += paid
        short = " (all-in)" if self.behind[p] == 0 else ""
        self.log.append(f"{p} posts {what} {paid}{short}")

    def _post(self) -> None:
        r = self.rules
        if r.ante_kind == "each" and r.ante:
            for p in self.order:
                self._put(p, r.ante, True, "ante")
        self._put(self.small_blind, r.small_blind, False, "small blind")
        bb = self.big_blind
        if r.ante_kind == "big-blind" and r.ante:
            if r.blind_first:
                self._put(bb, r.big_blind, False, "big blind")
                self._put(bb, r.ante, True, "big-blind ante")
            else:  # the ante is taken first by default
                self._put(bb, r.ante, True, "big-blind ante")
                self._put(bb, r.big_blind, False, "big blind")
        else:
            self._put(bb, r.big_blind, False, "big blind")

    # --- state ---------------------------------------------------------------------------
    @property
    def live(self) -> tuple:
        """Players still in the hand (not folded), in seat order."""
        return tuple(p for p in self.players if p not in self.folded)

    @property
    def to_act(self):
        """The player whose turn it is, or ``None`` when the hand is over."""
        return self._queue[0] if self._queue and self.settlement is None else None

    @property
    def is_over(self) -> bool:
        return self.settlement is not None

    def legal_actions(self) -> tuple[Action, ...]:
        """``(FOLD, ALL_IN)`` for the player to act, ``()`` once the hand is over."""
        return (Action.FOLD, Action.ALL_IN) if self.to_act is not None else ()

    @property
    def pot(self) -> int:
        """Chips in the middle (bets and antes)."""
        return sum(self.bets.values()) + sum(self.antes.values())

    @property
    def to_call(self) -> int:
        """The largest bet so far (what an all-in must reach to be called in full)."""
        return max(self.bets.values())

    def position(self, player) -> str:
        """The player's position name (``'SB'``, ``'BB'``, ``'BTN'``, ``'CO'``...)."""
        return positions(len(self.players))[self.acting_order.index(player)]

    def _state(self) -> tuple:
        """Everything an action may change (tests compare it before and after an error)."""
        return (tuple(self.behind.items()), tuple(self.bets.items()), tuple(self.folded),
                tuple(self.actions), tuple(self._queue), self.burns, self.board,
                len(self.deck), self.settlement, tuple(self.log))

    # --- actions -------------------------------------------------------------------------
    def _check_turn(self, player, action: str) -> object:
        if self.settlement is not None:
            raise IllegalActionError(f"the hand is over ({self._winners_text()}): "
                                     "no more actions")
        actor = self._queue[0]
        if player is not None and player != actor:
            why = ("has folded" if player in self.folded else
                   "is not at this table" if player not in self.players else
                   "has already acted" if any(p == player for p, _ in self.actions) or
                   self.behind.get(player) == 0 else "must wait")
            raise OutOfTurnError(f"{player} cannot {action}: it is {actor}'s turn "
                                 f"({player} {why})")
        return actor

    def fold(self, player=None) -> None:
        """The player to act folds (chips already posted stay in the pot)."""
        p = self._check_turn(player, "fold")
        self._queue.pop(0)
        self.folded.append(p)
        self.actions.append((p, Action.FOLD))
        self.log.append(f"{p} folds")
        self._advance()

    def all_in(self, player=None) -> None:
        """The player to act puts in their whole stack (blinds count toward it)."""
        p = self._check_turn(player, "go all-in")
        self._queue.pop(0)
        total = self.bets[p] + self.behind[p]
        self.bets[p] = total
        self.behind[p] = 0
        self.actions.append((p, Action.ALL_IN))
        self.log.append(f"{p} all-in {total}")
        self._advance()

    def act(self, action, player=None) -> None:
        """Act by name: ``'fold'`` or ``'all-in'`` (or an :class:`Action`)."""
        try:
            a = Action(action)
        except ValueError:
            raise IllegalActionError(
                f"{action!r} is not an AoF action: allowed are 'fold' and 'all-in'") from None
        (self.fold if a is Action.FOLD else self.all_in)(player)

    def _not_aof(self, what: str):
        actor = self._check_turn(None, what)  # once the hand is over, that error comes first
        raise IllegalActionError(f"{actor} cannot {what} in All-in or Fold: "
                                 "allowed are fold and all-in")

    def call(self, player=None) -> None:
        """Not allowed in AoF (raises :class:`IllegalActionError`)."""
        self._not_aof("call")

    def check(self, player=None) -> None:
        """Not allowed in AoF (raises :class:`IllegalActionError`)."""
        self._not_aof("check")

    def raise_to(self, amount: int, player=None) -> None:
        """Not allowed in AoF (raises :class:`IllegalActionError`)."""
        self._not_aof(f"raise to {amount}")

    # --- flow ----------------------------------------------------------------------------
    def _advance(self) -> None:
        if len(self.live) == 1:
            self._finish()
            return
        while self._queue and self.has_nothing_to_call(self._queue[0]):
            p = self._queue.pop(0)
            self.log.append(f"{p} has nothing to call: stays in without acting")
        if not self._queue:
            self._finish()

    def has_nothing_to_call(self, p) -> bool:
        """Whether every other player still in is all-in for no more than ``p`` has put in:
        then nobody can bet, and ``p`` goes to the showdown without a decision (a check)."""
        others = [q for q in self.live if q != p]
        return all(self.behind[q] == 0 and self.bets[q] <= self.bets[p] for q in others)

    def _finish(self) -> None:
        self._queue = []
        live = self.live
        if len(live) >= 2:  # all-in showdown: burn and deal 3, 1, 1
            burns, board = [], []
            for n in (3, 1, 1):
                burns.append(self.deck.burn())
                board.extend(self.deck.deal(n))
            self.burns, self.board = tuple(burns), tuple(board)
            self.log.append("burns " + " ".join(map(str, burns)) + ", board "
                            + " ".join(map(str, board)))
            self.values = {p: best_high(self.holes[p] + self.board) for p in live}
        self.settlement = settle(self.bets, self.folded, order=self.order,
                                 high=self.values or None, dead=sum(self.antes.values()))
        for r in self.settlement.results:
            self.log.append(f"{r.pot.name} {r.pot.amount}: "
                            + ", ".join(f"{p} wins {c}" for p, c in r.shares))

    def _winners_text(self) -> str:
        won = [p for p, c in self.settlement.payouts.items() if c > 0 and
               any(p in r.high_winners for r in self.settlement.results)]
        return " and ".join(map(str, won)) + " won"

    @property
    def stacks(self) -> dict:
        """Chips each player has: behind, plus what the settlement paid back when over."""
        paid = self.settlement.payouts if self.settlement else {}
        return {p: self.behind[p] + paid.get(p, 0) for p in self.players}

    @property
    def net(self) -> dict:
        """Chips won (+) or lost (-) in this hand, per player (once it is over)."""
        return {p: self.stacks[p] - self.start[p] for p in self.players}

    def jackpot(self) -> dict:
        """Players whose hand meets the jackpot condition (both hole cards + three board
        cards make a straight flush or better) -> that hand. Empty without a board."""
        if len(self.board) < 3:
            return {}
        out = {}
        for p in self.live:
            v = jackpot_hand(self.holes[p], self.board)
            if v is not None:
                out[p] = v
        return out

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{self.to_act} to act"
        return f"<AofHand {len(self.players)} players, button {self.button}, {state}>"

    def summary(self) -> str:
        """The hand as text, one event a line."""
        return "\n".join(self.log)


# ---------------------------------------------------------------------------------------------
# Jackpot condition (GGPoker's, as cited by the article; the course pays no jackpot)
# ---------------------------------------------------------------------------------------------

def jackpot_hand(hole, board) -> HandValue | None:
    """The best straight flush (or royal flush) made with **both** hole cards and exactly three
    board cards, or ``None``. This is not how pots are won: a royal flush on the board that
    splits the pot does not meet it.

    >>> jackpot_hand("Ks Qs", "As Js Ts 2d 3c")
    HandValue('Royal flush')
    >>> jackpot_hand("2h 3h", "As Ks Qs Js Ts") is None   # the board plays: no jackpot
    True
    """
    h = parse_cards(hole, count=2)
    b = parse_cards(board)
    parse_cards(h + b)
    best = None
    for three in combinations(b, 3):
        s = score(h + three)
        if best is None or s > best[0]:
            best = (s, h + three)
    if best is None:
        return None
    v = best_high(best[1])
    return v if v.category == HandCategory.STRAIGHT_FLUSH else None


def meets_jackpot_condition(hole, board) -> bool:
    """Whether ``hole`` + ``board`` meet the cited jackpot condition (see :func:`jackpot_hand`).

    >>> meets_jackpot_condition("9h 8h", "7h 6h 5h Kc Kd")
    True
    >>> meets_jackpot_condition("9h 2c", "8h 7h 6h 5h Kd")   # one hole card: not enough
    False
    """
    return jackpot_hand(hole, board) is not None


# ---------------------------------------------------------------------------------------------
# Opponents: strategies that choose fold or all-in
# ---------------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def hand_ranking() -> tuple[str, ...]:
    """The 169 classes from strongest to weakest by all-in equity against a random hand
    (card removal counted), from the shipped exact equity table.

    >>> hand_ranking()[:3], hand_ranking()[-1]
    (('AA', 'KK', 'QQ'), '32o')
    """
    from .equity import HAND_CLASSES, preflop_equity_table

    t = preflop_equity_table()
    vs_random = (t.equity * t.pairs).sum(1) / t.pairs.sum(1)
    return tuple(HAND_CLASSES[i] for i in np.argsort(-vs_random, kind="stable"))


def _node_of(hand: AofHand, player) -> tuple[int, str]:
    """(index in acting order, what each earlier player did: 'A' all-in, 'F' fold)."""
    k = hand.acting_order.index(player)
    done = dict(hand.actions)
    hist = ""
    for q in hand.acting_order[:k]:
        a = done.get(q)
        if a is None:  # never acted: all-in while posting, or had nothing left
            hist += "A" if hand.behind[q] == 0 and hand.bets[q] > 0 else "F"
        else:
            hist += "A" if a is Action.ALL_IN else "F"
    return k, hist


class Strategy:
    """Chooses fold or all-in for a seat. Subclasses implement :meth:`frequency`: the
    probability of going all-in with this hand here; :meth:`decide` draws from it (seeded)."""

    name = "strategy"

    def __init__(self, seed: int = 0):
        self._rng = random.Random(seed)

    def frequency(self, hand: AofHand, player) -> float:
        raise NotImplementedError

    def decide(self, hand: AofHand, player) -> Action:
        f = self.frequency(hand, player)
        if f >= 1:
            return Action.ALL_IN
        if f <= 0:
            return Action.FOLD
        return Action.ALL_IN if self._rng.random() < f else Action.FOLD

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {self.name}>"


class AlwaysAllIn(Strategy):
    """Goes all-in with every hand.

    >>> h = AofHand({"A": 16, "B": 16}, button="A", seed=3)
    >>> AlwaysAllIn().decide(h, "A")
    <Action.ALL_IN: 'all-in'>
    """

    name = "always all-in"

    def frequency(self, hand: AofHand, player) -> float:
        return 1.0


class TopPercent(Strategy):
    """Goes all-in (opening or calling) with the top ``percent`` of starting hands, ranked by
    all-in equity against a random hand and counted in combos (1,326 in all).

    >>> s = TopPercent(10)
    >>> "AA" in s.classes and "72o" not in s.classes, round(s.share, 3)
    (True, 0.098)
    """

    def __init__(self, percent: float, seed: int = 0):
        super().__init__(seed)
        from .equity import CLASS_COMBOS, class_index

        if not 0 <= percent <= 100:
            raise ValueError(f"percent must be between 0 and 100, not {percent!r}")
        self.percent = percent
        chosen, combos = [], 0
        for name in hand_ranking():
            n = int(CLASS_COMBOS[class_index(name)])
            if combos + n > percent / 100 * 1326 + 1e-9:
                break
            chosen.append(name)
            combos += n
        self.classes = frozenset(chosen)
        self.share = combos / 1326
        self.name = f"top {percent:g}%"

    def frequency(self, hand: AofHand, player) -> float:
        from .equity import hand_class

        return 1.0 if hand_class(hand.holes[player]) in self.classes else 0.0


class RangeChart(Strategy):
    """A push/fold chart: ``shove`` (class -> frequency) when nobody is all-in yet, ``call``
    when someone is; classes not listed fold. Frequencies below 1 are mixed (seeded).

    >>> s = RangeChart({"AA": 1, "KK": 1, "A5s": 0.5}, call={"AA": 1})
    >>> h = AofHand({"A": 16, "B": 16}, button="A", deck=stacked_deck(["B", "A"], {"A": "Kh Kd"}))
    >>> s.frequency(h, "A")
    1.0
    """

    def __init__(self, shove: Mapping[str, float], call: Mapping[str, float] | None = None,
                 seed: int = 0, name: str = "range chart"):
        super().__init__(seed)
        from .equity import HAND_CLASSES, class_index

        self.shove = {HAND_CLASSES[class_index(k)]: float(v) for k, v in shove.items()}
        self.call = self.shove if call is None else \
            {HAND_CLASSES[class_index(k)]: float(v) for k, v in call.items()}
        self.name = name

    def frequency(self, hand: AofHand, player) -> float:
        from .equity import hand_class

        facing = any(a is Action.ALL_IN for _, a in hand.actions) or \
            any(hand.behind[q] == 0 and hand.bets[q] > hand.rules.big_blind
                for q in hand.players if q != player)
        chart = self.call if facing else self.shove
        return chart.get(hand_class(hand.holes[player]), 0.0)


class EquilibriumStrategy(Strategy):
    """Plays the push/fold equilibrium for the table's number of players (2 to 4) and its
    effective stack in big blinds (heads-up solved on the spot; 3-4 players from the nearest
    precomputed stack depth). Its decisions depend on the seat's position and on who is
    already all-in.
    """

    name = "equilibrium"

    def __init__(self, stack_bb: float | None = None, seed: int = 0):
        super().__init__(seed)
        self.stack_bb = stack_bb

    def effective_bb(self, hand: AofHand) -> float:
        """The stack depth the strategy plays: ``stack_bb`` if given, else the hand's
        effective stack (the second largest starting stack) in big blinds."""
        if self.stack_bb is not None:
            return self.stack_bb
        return sorted(hand.start.values())[-2] / hand.rules.big_blind

    def result_for(self, hand: AofHand) -> "PushFoldResult":
        """The equilibrium this strategy plays in ``hand``."""
        n = min(len(hand.players), 4)
        depth = self.effective_bb(hand)
        if n == 2:
            return pushfold_equilibrium(max(1.0, round(depth * 2) / 2), 2)
        shipped = _shipped_depths(n)
        near = min(shipped, key=lambda d: abs(d - depth))
        return pushfold_equilibrium(near, n)

    def frequency(self, hand: AofHand, player) -> float:
        """How often ``player`` goes all-in (or calls an all-in) with their hand, now."""
        return self.decision(hand, player)[1]

    def decision(self, hand: AofHand, player) -> tuple["Range", float]:
        """The equilibrium range that applies to ``player`` now (e.g. "CO all-in",
        "BB calls SB") and its all-in frequency for the player's hand class."""
        from .equity import class_index, hand_class

        res = self.result_for(hand)
        k, hist = _node_of(hand, player)
        n = res.players
        if len(hand.players) > n:  # more seats than solved: the early seats are merged
            extra = len(hand.players) - n
            early, hist = hist[:extra + 1], hist[extra + 1:]
            k = max(0, k - extra)
            if k > 0:
                hist = ("A" if "A" in early else "F") + hist
            elif "A" in early:  # facing an all-in from a merged early seat: the first caller
                k, hist = 1, "A"
        rng = res.range_at(k, hist)
        return rng, float(rng.freq[class_index(hand_class(hand.holes[player]))])


# ---------------------------------------------------------------------------------------------
# Sessions: hand after hand
# ---------------------------------------------------------------------------------------------

class AofSession:
    """A seeded session: hand after hand, the button moving one seat to the left, busted players
    leaving, optional top-up (``rules.top_up``), and ``history``: every player's stack at the
    start and after every hand. Seats listed in ``strategies`` are played automatically.

    >>> s = AofSession(["A", "B", "C", "D"], seed=5, button="B",
    ...                strategies={p: TopPercent(30, seed=i) for i, p in enumerate("ABCD")})
    >>> s.play(20)
    >>> len(s.history) - 1 == s.hands_played, all(sum(h.values()) == 64 for h in s.history)
    (True, True)
    """

    def __init__(self, players: Sequence = ("A", "B", "C", "D"),
                 rules: AofRules = ARTICLE_RULES, *, seed: int = 0, button=None,
                 strategies: Mapping | None = None, stacks: Mapping | None = None):
        players = tuple(players)
        if not 2 <= len(players) <= 9 or len(set(players)) != len(players):
            raise TableError(f"a session needs 2 to 9 distinct players, got {list(players)}")
        self.players = players
        self.rules = rules
        self.seed = seed
        self.stacks: dict = dict(stacks) if stacks else {p: rules.stack for p in players}
        self.button = players[0] if button is None else button
        if self.button not in players:
            raise TableError(f"the button {button!r} is not one of {list(players)}")
        self.strategies: dict = dict(strategies or {})
        self.history: list[dict] = [dict(self.stacks)]
        self.added: dict = {p: 0 for p in players}
        self.hands: list[AofHand] = []
        self.hand: AofHand | None = None

    @property
    def seated(self) -> tuple:
        """Players with chips, in seat order."""
        return tuple(p for p in self.players if self.stacks[p] > 0)

    @property
    def is_over(self) -> bool:
        return len(self.seated) < 2

    @property
    def hands_played(self) -> int:
        return len(self.history) - 1

    def new_hand(self) -> AofHand:
        """Deal the next hand (top-ups first) and let automatic seats act up to the first
        seat without a strategy."""
        if self.hand is not None and not self.hand.is_over:
            raise IllegalActionError(f"the current hand is not over: {self.hand.to_act} "
                                     "to act")
        if self.is_over:
            raise IllegalActionError(f"the session is over: only {', '.join(self.seated)} "
                                     "has chips")
        if self.rules.top_up:
            for p in self.seated:
                if self.stacks[p] < self.rules.stack:
                    self.added[p] += self.rules.stack - self.stacks[p]
                    self.stacks[p] = self.rules.stack
        seated = self.seated
        deck = Deck(seed=self.seed * 1_000_003 + self.hands_played)
        self.hand = AofHand({p: self.stacks[p] for p in seated}, self.button, self.rules,
                            deck)
        self.hands.append(self.hand)
        self.play_bots()
        return self.hand

    def play_bots(self) -> None:
        """Let seats with a strategy act until a human seat is to act or the hand is over."""
        h = self.hand
        while h is not None and h.to_act is not None and h.to_act in self.strategies:
            p = h.to_act
            h.act(self.strategies[p].decide(h, p), p)
        self._record()

    def act(self, action, player=None) -> None:
        """The human seat acts; automatic seats follow."""
        if self.hand is None:
            raise IllegalActionError("no hand in progress: call new_hand() first")
        self.hand.act(action, player)
        self.play_bots()

    def fold(self, player=None) -> None:
        self.act(Action.FOLD, player)

    def all_in(self, player=None) -> None:
        self.act(Action.ALL_IN, player)

    def _record(self) -> None:
        h = self.hand
        if h is None or not h.is_over or len(self.history) - 1 >= len(self.hands):
            return
        for p, c in h.stacks.items():
            self.stacks[p] = c
        self.history.append(dict(self.stacks))
        # the button moves to the next seat still holding chips
        self.button = next((p for p in _deal_order(self.players, self.button)
                            if self.stacks[p] > 0), self.button)

    def play(self, hands: int) -> None:
        """Play up to ``hands`` hands with every seat automatic (stops when one player is
        left)."""
        missing = [p for p in self.seated if p not in self.strategies]
        if missing:
            raise TableError(f"seats {missing} have no strategy: play them with act()")
        for _ in range(hands):
            if self.is_over:
                break
            self.new_hand()


# ---------------------------------------------------------------------------------------------
# Push/fold equilibria (chip EV)
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Range:
    """What one position does at one point of the push/fold game: ``freq[i]`` is the
    probability of going all-in (opening or calling) with class ``HAND_CLASSES[i]``."""

    position: str
    facing: tuple          # positions already all-in ('' when nobody is)
    action: str            # "all-in" or "call"
    freq: tuple

    @property
    def name(self) -> str:
        if not self.facing:
            return f"{self.position} all-in"
        return f"{self.position} calls " + " + ".join(self.facing)

    @property
    def hands(self) -> dict:
        """Classes played -> frequency (1.0 for always, below 1 for mixed), strongest first."""
        from .equity import class_index

        return {n: round(float(self.freq[class_index(n)]), 3) for n in hand_ranking()
                if self.freq[class_index(n)] > 0.0005}

    @property
    def share(self) -> float:
        """Fraction of all 1,326 starting hands played (mixed hands count by frequency)."""
        from .equity import CLASS_COMBOS

        return float(np.dot(self.freq, CLASS_COMBOS) / 1326)

    def frequency(self, name: str) -> float:
        from .equity import class_index

        return float(self.freq[class_index(name)])

    def grid(self) -> np.ndarray:
        """Frequencies as the 13 x 13 chart (rows and columns A..2, suited above the
        diagonal)."""
        return np.asarray(self.freq, dtype=float).reshape(13, 13)

    def __str__(self) -> str:
        parts = [n if f >= 0.9995 else f"{n}:{f:.2f}" for n, f in self.hands.items()]
        return f"{self.name} ({self.share:.1%}): " + " ".join(parts)


@dataclass(frozen=True)
class PushFoldResult:
    """A push/fold equilibrium: ``ranges`` in acting order (for heads-up the small blind's
    all-in range, then the big blind's calling range), ``value`` each position's expected
    chips per hand in big blinds (chip EV, measured from before the blinds are posted),
    ``exploitability`` (big blinds per hand all players together could gain by deviating; 0
    at an exact equilibrium) and ``convergence`` (exploitability per iteration)."""

    stack_bb: float
    players: int
    positions: tuple
    ranges: tuple
    value: tuple
    exploitability: float
    convergence: tuple
    method: str
    nodes: tuple = ()
    holdout: float | None = None  # 3-4 players: exploitability on an independent sample

    def range_at(self, k: int, history: str) -> Range:
        """The range of the k-th player to act after ``history`` ('F'/'A' per earlier seat)."""
        return self.ranges[self.nodes.index((k, history))]

    def range(self, position: str, facing: Iterable[str] = ()) -> Range:
        """The range of ``position`` when the players ``facing`` are all-in before it (and
        every other earlier player folded)."""
        k = self.positions.index(position)
        fac = set(facing)
        hist = "".join("A" if p in fac else "F" for p in self.positions[:k])
        return self.range_at(k, hist)

    def __str__(self) -> str:
        head = (f"{self.players} players, {self.stack_bb:g} BB: {self.method}; "
                f"exploitability {self.exploitability:.2g} BB/hand")
        return "\n".join([head] + [str(r) for r in self.ranges])


def _hu_parts(stack_bb: float):
    from .equity import preflop_equity_table

    t = preflop_equity_table()
    E = np.nan_to_num(t.equity, nan=0.5)
    W = t.pairs.astype(float)
    S = float(stack_bb)
    call = S * (2 * E - 1)  # SB's chips when the big blind calls (SB's view)
    return W, call


def _hu_values(x, y, W, call):
    """SB's expected chips of shoving and BB's of calling vs folding, per class."""
    rows = W.sum(1)
    shove = (W * ((1 - y)[None, :] * 1.0 + y[None, :] * call)).sum(1) / rows
    fold_sb = -0.5
    wx = W * x[:, None]
    bb_call = (wx * -call).sum(0)
    bb_fold = wx.sum(0) * -1.0
    return shove, fold_sb, bb_call, bb_fold


def _hu_exploit(x, y, W, call):
    total = W.sum()
    rows = W.sum(1)
    shove, fold_sb, bb_call, bb_fold = _hu_values(x, y, W, call)
    v = float((rows * (x * shove + (1 - x) * fold_sb)).sum() / total)
    br_sb = float((rows * np.maximum(shove, fold_sb)).sum() / total)
    # the BB's best response against x, as the SB's value
    sb_fold_part = float((rows * (1 - x)).sum() * fold_sb / total)
    cols_best = np.maximum(bb_call, bb_fold)
    v_vs_br_bb = sb_fold_part - float(cols_best.sum() / total)
    return v, br_sb - v_vs_br_bb


@functools.lru_cache(maxsize=128)
def _solve_hu(stack_bb: float, iterations: int = 1500):
    W, call = _hu_parts(stack_bb)
    n = 169
    rs, rb = np.zeros((n, 2)), np.zeros((n, 2))   # CFR+ regrets [fold, all-in/call]
    xs, ys = np.zeros(n), np.zeros(n)
    x, y = np.full(n, 0.5), np.full(n, 0.5)
    rows = W.sum(1)
    hist = []

    def rm(r):
        pos = np.maximum(r, 0)
        s = pos.sum(1)
        return np.where(s > 0, pos[:, 1] / np.where(s > 0, s, 1), 0.5)

    for t in range(1, iterations + 1):
        x = rm(rs)
        shove, fold_sb, _, _ = _hu_values(x, y, W, call)
        ev = x * shove + (1 - x) * fold_sb
        rs[:, 0] = np.maximum(rs[:, 0] + rows * (fold_sb - ev), 0)
        rs[:, 1] = np.maximum(rs[:, 1] + rows * (shove - ev), 0)
        xs += t * x
        y = rm(rb)
        _, _, bb_call, bb_fold = _hu_values(x, y, W, call)
        evb = y * bb_call + (1 - y) * bb_fold
        rb[:, 0] = np.maximum(rb[:, 0] + bb_fold - evb, 0)
        rb[:, 1] = np.maximum(rb[:, 1] + bb_call - evb, 0)
        ys += t * y
        if t % 50 == 0 or t == iterations:
            norm = t * (t + 1) / 2  # linear averaging: iteration t has weight t
            hist.append(_hu_exploit(xs / norm, ys / norm, W, call)[1])
    xa, ya = xs / (iterations * (iterations + 1) / 2), ys / (iterations * (iterations + 1) / 2)
    xa, ya = _refine(xa, ya, W, call)
    v, expl = _hu_exploit(xa, ya, W, call)
    return xa, ya, v, expl, tuple(hist)


_HU_METHOD = ("exact 169x169 game (exact class equities, card removal counted): CFR+ "
              "(1,500 iterations, 6,000 if needed), then the mixed hands' frequencies solved "
              "from the indifference equations")


def _solve_hu_exact(stack_bb: float):
    x, y, v, expl, hist = _solve_hu(float(stack_bb))
    if expl > 1e-9:  # the mixed hands did not pair up: run CFR+ longer
        x, y, v, expl, hist = _solve_hu(float(stack_bb), 6000)
    return x, y, float(v), float(expl), hist


def _refine(x, y, W, call):
    """Snap the averaged strategies to an exact equilibrium: hands clearly in or out become
    pure, and the frequencies of the remaining mixed hands are solved from the indifference
    equations of the other player's mixed hands. Several cut-offs for "mixed" are tried; the
    least exploitable result is kept (the CFR+ average if nothing beats it)."""
    best = (x, y, _hu_exploit(x, y, W, call)[1])
    for tol in (0.002, 0.01, 0.03, 0.1, 0.25):
        xr, yr = _snap(x, y, W, call, tol)
        e = _hu_exploit(xr, yr, W, call)[1]
        if e < best[2] - 1e-15:
            best = (xr, yr, e)
    return best[0], best[1]


def _snap(x, y, W, call, tol: float):
    mix_s = np.flatnonzero((x > tol) & (x < 1 - tol))
    mix_b = np.flatnonzero((y > tol) & (y < 1 - tol))
    xr, yr = np.where(x >= 0.5, 1.0, 0.0), np.where(y >= 0.5, 1.0, 0.0)
    xr[mix_s], yr[mix_b] = x[mix_s], y[mix_b]  # kept as averaged unless solved below
    rows = W.sum(1)
    if len(mix_s) and len(mix_b):
        # BB indifferent for j in mix_b: sum_i W_ij x_i (1 - call_ij) = 0
        coef = (W * (1 - call))  # (i, j)
        A = coef[np.ix_(mix_s, mix_b)].T
        xr[mix_s] = 0
        b = -(coef[:, mix_b] * xr[:, None]).sum(0)
        sol_x = np.linalg.lstsq(A, b, rcond=None)[0]
        # SB indifferent for i in mix_s: sum_j W_ij [(1-y_j) + y_j call_ij] = -0.5 rows_i
        coef2 = W * (call - 1)
        A2 = coef2[np.ix_(mix_s, mix_b)]
        yr[mix_b] = 0
        b2 = -0.5 * rows[mix_s] - W[mix_s].sum(1) - (coef2[mix_s] * yr[None, :]).sum(1)
        sol_y = np.linalg.lstsq(A2, b2, rcond=None)[0]
        xr[mix_s] = np.clip(sol_x, 0, 1)
        yr[mix_b] = np.clip(sol_y, 0, 1)
    return xr, yr


def _class_of_cards() -> np.ndarray:
    from .equity import class_index, hand_class

    t = np.zeros((52, 52), dtype=np.int16)
    for a in range(52):
        for b in range(52):
            if a != b:
                t[a, b] = class_index(hand_class([a, b]))
    return t


def _sample_deals(players: int, deals: int, seed: int):
    """Random deals: each player's class (in acting order) and showdown score."""
    rng = np.random.default_rng(seed)
    cls_of = _class_of_cards()
    cls = np.empty((deals, players), dtype=np.int16)
    sc = np.empty((deals, players), dtype=np.int16)
    for start in range(0, deals, 50_000):
        m = min(50_000, deals - start)
        cards = rng.random((m, 52)).argpartition(2 * players + 5, axis=1)[:, :2 * players + 5]
        board = cards[:, 2 * players:]
        for p in range(players):
            hole = cards[:, 2 * p:2 * p + 2]
            cls[start:start + m, p] = cls_of[hole[:, 0], hole[:, 1]]
            sc[start:start + m, p] = score_batch(np.hstack([hole, board]))
    return cls, sc


class _Multiway:
    """The push/fold game on a fixed sample of deals, for fictitious play."""

    def __init__(self, players: int, stack_bb: float, deals: int, seed: int,
                 exact_heads_up: bool = True):
        from .equity import preflop_equity_table

        self.table = preflop_equity_table().equity if exact_heads_up else None
        self.n = players
        self.S = float(stack_bb)
        self.cls, self.sc = _sample_deals(players, deals, seed)
        self.D = deals
        self.blind = np.zeros(players)
        self.blind[-2], self.blind[-1] = 0.5, 1.0
        self.nodes = []
        self._enum(0, "")
        self.leaf = {}
        for bits in range(1, 1 << players):
            self.leaf[bits] = self._payoff(bits)
        self.leaf[0] = None

    def _enum(self, k: int, hist: str) -> None:
        if k == self.n or (k == self.n - 1 and "A" not in hist):
            return
        self.nodes.append((k, hist))
        self._enum(k + 1, hist + "F")
        self._enum(k + 1, hist + "A")

    def _payoff(self, bits: int) -> np.ndarray:
        n, S = self.n, self.S
        allin = [p for p in range(n) if bits >> p & 1]
        put = np.array([S if p in allin else self.blind[p] for p in range(n)])
        out = np.tile(-put.astype(np.float32), (self.D, 1))
        pot = put.sum()
        if len(allin) == 1:
            out[:, allin[0]] += pot
            return out
        if len(allin) == 2 and self.table is not None:
            # two-way showdown: the exact class-against-class equity instead of this deal's
            # board, which removes the board's luck from the estimate
            a, b = allin
            eq = self.table[self.cls[:, a], self.cls[:, b]].astype(np.float32)
            out[:, a] += pot * eq
            out[:, b] += pot * (1 - eq)
            return out
        s = self.sc[:, allin]
        top = s == s.max(1, keepdims=True)
        out[:, allin] += top * (pot / top.sum(1, keepdims=True))
        return out

    def walk(self, strat: dict, k: int, hist: str, reach: np.ndarray, cf: dict):
        n = self.n
        if k == n or (k == n - 1 and "A" not in hist):
            if "A" not in hist:  # everybody folded to the big blind
                out = np.zeros((self.D, n), dtype=np.float32)
                out[:, :] = -self.blind
                out[:, n - 1] += self.blind.sum()
                return out
            bits = sum(1 << p for p, a in enumerate(hist) if a == "A")
            return self.leaf[bits]
        prob = strat[(k, hist)][self.cls[:, k]].astype(np.float32)
        va = self.walk(strat, k + 1, hist + "A", reach * prob, cf)
        vf = self.walk(strat, k + 1, hist + "F", reach * (1 - prob), cf)
        c = self.cls[:, k]
        cf[(k, hist)] = (np.bincount(c, weights=reach * va[:, k], minlength=169),
                         np.bincount(c, weights=reach * vf[:, k], minlength=169))
        return prob[:, None] * va + (1 - prob)[:, None] * vf

    def evaluate(self, strat: dict):
        cf: dict = {}
        v = self.walk(strat, 0, "", np.ones(self.D, dtype=np.float32), cf)
        value = v.mean(0)
        gain = np.zeros(self.n)
        br = {}
        for node, (a, f) in cf.items():
            s = strat[node]
            gain[node[0]] += (np.maximum(a, f) - (s * a + (1 - s) * f)).sum() / self.D
            br[node] = (a > f).astype(float)
        return value, gain, br


def _fictitious_play(players: int, stack_bb: float, iterations: int, deals: int, seed: int,
                     progress: bool = False):
    game = _Multiway(players, stack_bb, deals, seed)
    from .equity import CLASS_COMBOS

    # start from everybody playing the top half
    ranking = hand_ranking()
    from .equity import class_index
    start = np.zeros(169)
    combos = 0
    for name in ranking:
        start[class_index(name)] = 1
        combos += CLASS_COMBOS[class_index(name)]
        if combos >= 663:
            break
    strat = {node: start.copy() for node in game.nodes}
    history = []
    show = progress_bar(iterations, f"{players} players {stack_bb:g} BB") if progress else None
    for t in range(1, iterations + 1):
        value, gain, br = game.evaluate(strat)
        history.append(float(gain.sum()))
        for node in game.nodes:  # average in the best response
            strat[node] += (br[node] - strat[node]) / (t + 1)
        if show:
            show(t, f"exploitability {gain.sum():.4f} BB/hand")
    value, gain, _ = game.evaluate(strat)
    history.append(float(gain.sum()))
    return game.nodes, strat, value, history


_MULTIWAY_FILE = "aof_pushfold_multiway.json"
_MULTIWAY_SETTINGS = {"iterations": 200, "deals": 1_000_000, "seed": 2026}
_SHIPPED = {3: tuple(range(4, 16)), 4: tuple(range(4, 16))}  # 4 to 15 big blinds
_HOLDOUT_DEALS = 400_000


@functools.lru_cache(maxsize=1)
def _load_multiway() -> dict:
    path = DATA_DIR / _MULTIWAY_FILE
    if not path.exists():
        return {}
    return json.loads(path.read_text())


def _shipped_depths(players: int) -> tuple:
    data = _load_multiway()
    got = tuple(sorted(float(k.split("@")[1]) for k in data.get("results", {})
                       if int(k.split("@")[0]) == players))
    return got or tuple(float(d) for d in _SHIPPED[players])


def _ranges_from(players: int, nodes, strat) -> tuple:
    pos = positions(players)
    out = []
    for k, hist in nodes:
        facing = tuple(pos[i] for i, a in enumerate(hist) if a == "A")
        out.append(Range(pos[k], facing, "call" if facing else "all-in",
                         tuple(round(float(f), 4) for f in strat[(k, hist)])))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def pushfold_equilibrium(stack_bb: float, players: int = 2) -> PushFoldResult:
    """The push/fold equilibrium (chip EV) with every player starting ``stack_bb`` big blinds.

    Heads-up: the exact 169 x 169 game (equities from the shipped exact table, card removal
    counted) is solved by CFR+ and the mixed hands are then solved exactly from their
    indifference equations, so the two ranges are best responses to each other. 3 and 4
    players: fictitious play on a fixed seeded sample of deals (shipped for every whole
    depth from 4 to 15 big blinds, else computed now: a minute or two), convergence in
    ``.convergence``.

    >>> r = pushfold_equilibrium(8)
    >>> [x.name for x in r.ranges], r.ranges[0].hands["AA"], round(r.ranges[0].share, 2)
    (['SB all-in', 'BB calls SB'], 1.0, 0.62)
    >>> r.exploitability < 1e-6
    True
    """
    if players == 2:
        if not stack_bb >= 1:
            raise ValueError(f"stack_bb must be at least 1, not {stack_bb!r}")
        shipped = _load_hu().get(f"{float(stack_bb):g}")
        if shipped:
            x, y = np.array(shipped["shove"]), np.array(shipped["call"])
            v, expl, hist = shipped["value"], shipped["exploitability"], shipped["convergence"]
        else:
            x, y, v, expl, hist = _solve_hu_exact(float(stack_bb))
        ranges = (Range("SB", (), "all-in", tuple(np.round(x, 4))),
                  Range("BB", ("SB",), "call", tuple(np.round(y, 4))))
        return PushFoldResult(float(stack_bb), 2, ("SB", "BB"), ranges, (v, -v), float(expl),
                              tuple(hist), _HU_METHOD, ((0, ""), (1, "A")))
    if players not in (3, 4):
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    key = f"{players}@{float(stack_bb):g}"
    data = _load_multiway().get("results", {})
    if key in data:
        d = data[key]
        nodes = tuple((k, h) for k, h in d["nodes"])
        strat = {tuple(n): np.array(f) for n, f in zip(nodes, d["freq"])}
        value, history = tuple(d["value"]), tuple(d["convergence"])
        holdout = d.get("holdout")
    else:
        nodes, strat, value, history = _fictitious_play(players, float(stack_bb),
                                                        **_MULTIWAY_SETTINGS)
        nodes = tuple(nodes)
        value, history = tuple(float(v) for v in value), tuple(history)
        holdout = _holdout(players, float(stack_bb), strat)
    s = _MULTIWAY_SETTINGS
    return PushFoldResult(float(stack_bb), players, positions(players),
                          _ranges_from(players, nodes, strat), value, history[-1], history,
                          f"fictitious play, {s['iterations']} iterations, on "
                          f"{s['deals']:,} seeded random deals (seed {s['seed']}; two-way "
                          "showdowns by exact class equity)", nodes, holdout)


def _holdout(players: int, stack_bb: float, strat: dict) -> float:
    """Exploitability of a solution on an independent sample of deals: it adds the sampling
    noise of the solution and that of the check's own best responses (an upper-side check)."""
    game = _Multiway(players, stack_bb, _HOLDOUT_DEALS, _MULTIWAY_SETTINGS["seed"] + 1)
    return float(game.evaluate(strat)[1].sum())


_HU_FILE = "aof_pushfold_headsup.json"
HU_DEPTHS = tuple(d / 2 for d in range(2, 51))  # 1 to 25 big blinds in steps of 0.5


@functools.lru_cache(maxsize=1)
def _load_hu() -> dict:
    path = DATA_DIR / _HU_FILE
    return json.loads(path.read_text())["results"] if path.exists() else {}


def _multiway_entry(job: tuple, progress: bool = False) -> tuple[str, dict]:
    """One shipped 3-4 player equilibrium: ``(key, entry)`` for ``job = (players, depth)``."""
    players, depth = job
    nodes, strat, value, history = _fictitious_play(players, float(depth), progress=progress,
                                                    **_MULTIWAY_SETTINGS)
    return f"{players}@{float(depth):g}", {
        "nodes": [list(n) for n in nodes],
        "freq": [[round(float(f), 4) for f in strat[n]] for n in nodes],
        "value": [round(float(v), 5) for v in value],
        "convergence": [round(h, 6) for h in history],
        "holdout": round(_holdout(players, float(depth), strat), 6),
    }


def regenerate_data(name: str = "aof-pushfold-multiway", progress: bool = True,
                    processes: int = 2) -> Path:
    """Rebuild a shipped push/fold data file.

    * ``aof-pushfold-headsup``: ``pokerlib/data/aof_pushfold_headsup.json``, the exact
      heads-up equilibria from 1 to 25 big blinds in steps of 0.5 (a minute or two);
    * ``aof-pushfold-multiway``: ``pokerlib/data/aof_pushfold_multiway.json``, 3- and
      4-player equilibria at every whole stack depth from 4 to 15 big blinds by fictitious
      play (about 25 minutes with two processes; every solve is seeded on its own, so the
      number of processes does not change the result).
    """
    if name == "aof-pushfold-headsup":
        out = {}
        show = progress_bar(len(HU_DEPTHS), "heads-up push/fold") if progress else None
        for i, depth in enumerate(HU_DEPTHS):
            x, y, v, expl, hist = _solve_hu_exact(depth)
            out[f"{depth:g}"] = {"shove": [round(float(f), 5) for f in x],
                                 "call": [round(float(f), 5) for f in y],
                                 "value": v, "exploitability": expl,
                                 "convergence": [round(h, 9) for h in hist]}
            if show:
                show(i + 1, f"{depth:g} BB")
        path = DATA_DIR / _HU_FILE
        path.write_text(json.dumps({"name": name, "method": _HU_METHOD, "results": out},
                                   separators=(",", ":")))
        _load_hu.cache_clear()
        pushfold_equilibrium.cache_clear()
        return path
    if name != "aof-pushfold-multiway":
        raise ValueError(f"unknown data set {name!r}: this module builds "
                         "'aof-pushfold-headsup' and 'aof-pushfold-multiway'")
    jobs = [(players, depth) for players, depths in _SHIPPED.items() for depth in depths]
    if processes > 1:  # one solve per process; the bar counts finished solves
        import multiprocessing as mp

        show = progress_bar(len(jobs), "3-4 player push/fold") if progress else None
        with mp.get_context("fork").Pool(processes) as pool:
            entries = []
            for key, entry in pool.imap(_multiway_entry, jobs):
                entries.append((key, entry))
                if show:
                    show(len(entries), f"{key} BB done")
    else:
        entries = [_multiway_entry(job, progress) for job in jobs]
    results = dict(entries)
    path = DATA_DIR / _MULTIWAY_FILE
    path.write_text(json.dumps({
        "name": name,
        "method": "fictitious play over the push/fold game tree (chip EV, equal stacks, "
                  "blinds 0.5/1 BB, no antes) on a fixed sample of random deals; two-way "
                  "all-ins are settled by the exact class-against-class equity, three- and "
                  "four-way all-ins by the sampled board; exploitability per iteration in "
                  "'convergence' (BB/hand); 'holdout' = exploitability of the final strategy "
                  "on an independent sample (seed + 1)",
        "settings": _MULTIWAY_SETTINGS,
        "results": results,
    }, separators=(",", ":")))
    _load_multiway.cache_clear()
    pushfold_equilibrium.cache_clear()
    return path
