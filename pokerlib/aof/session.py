"""An AoF session: hand after hand at one table, the button moving, busted players leaving,
optional top-ups, and seats played automatically by strategies.

>>> from pokerlib.aof import TopPercent
>>> s = AofSession(["A", "B", "C", "D"], seed=5, button="B",
...                strategies={p: TopPercent(30, seed=i) for i, p in enumerate("ABCD")})
>>> s.play(20)
>>> len(s.history) - 1 == s.hands_played, all(sum(h.values()) == 64 for h in s.history)
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import validate
from ..cards import Deck
from ..errors import IllegalActionError, TableError
from .hand import AofHand, checked_players, is_player_name, seats_after
from .rules import ARTICLE_RULES, Action, AofRules
from .strategy import Strategy

__all__ = ["AofSession", "MAX_HANDS_PER_PLAY", "play_hands"]

#: The most hands one :meth:`AofSession.play` call plays (with top-ups a session never ends).
MAX_HANDS_PER_PLAY = 100_000


class AofSession:
    """A seeded session: hand after hand, the button moving one seat to the left, busted players
    leaving, optional top-up (``rules.top_up``), and ``history``: every player's stack at the
    start and after every hand. Seats listed in ``strategies`` (player -> :class:`Strategy`)
    are played automatically. ``stacks`` (every player -> chips, 0 for a player already out)
    replaces the starting stack ``rules.stack``; the ``button`` must have chips.

    >>> s = AofSession(["A", "B"], stacks={"A": 10, "B": 6}, seed=1)
    >>> s.new_hand().players, s.hand.to_act
    (('A', 'B'), 'A')
    """

    def __init__(self, players: Sequence[Any] = ("A", "B", "C", "D"),
                 rules: AofRules = ARTICLE_RULES, *, seed: int = 0, button: Any = None,
                 strategies: Mapping[Any, Strategy] | None = None,
                 stacks: Mapping[Any, int] | None = None):
        players = checked_players(players, "a session's players")
        if not isinstance(rules, AofRules):
            raise TableError(key="type", what="rules", value=rules,
                             allowed="an AofRules (such as ARTICLE_RULES)")
        validate.seed(seed, "seed")
        if stacks is None:
            start = {p: rules.stack for p in players}
        else:
            if not isinstance(stacks, Mapping):
                raise TableError(key="chips_map", what="stacks", value=stacks)
            missing = [p for p in players if p not in stacks]
            extra = [p for p in stacks if not is_player_name(p) or p not in players]
            if missing or extra:
                raise TableError(key="aof_stacks_players", players=list(players),
                                 missing=missing, extra=extra)
            for p in players:
                c = stacks[p]
                if not isinstance(c, int) or isinstance(c, bool) or c < 0:
                    raise TableError(key="aof_stack_chips", player=p, value=c, least=0)
            start = {p: stacks[p] for p in players}
        first = players[0] if button is None else button
        if not is_player_name(first) or first not in players:
            raise TableError(key="aof_button", button=button, players=list(players))
        if start[first] == 0 and sum(1 for p in players if start[p] > 0) >= 2:
            raise TableError(key="aof_button_broke", button=first)
        if strategies is None:
            strategies = {}
        if not isinstance(strategies, Mapping):
            raise TableError(key="type", what="strategies", value=strategies,
                             allowed="a mapping player -> Strategy")
        for p, s in strategies.items():
            if not is_player_name(p) or p not in players:
                raise TableError(key="aof_strategy_stranger", player=p, players=list(players))
            if not isinstance(s, Strategy):
                raise TableError(key="type", what=f"{p}: strategy", value=s,
                                 allowed="a Strategy (such as TopPercent(30))")
        self.players = players
        self.rules = rules
        self.seed = seed
        self.stacks: dict[Any, int] = start
        self.button = first
        self.strategies: dict[Any, Strategy] = dict(strategies)
        self.history: list[dict[Any, int]] = [dict(self.stacks)]
        self.added: dict[Any, int] = {p: 0 for p in players}
        self.hands: list[AofHand] = []
        self.hand: AofHand | None = None

    @property
    def seated(self) -> tuple[Any, ...]:
        """Players with chips, in seat order."""
        return tuple(p for p in self.players if self.stacks[p] > 0)

    @property
    def is_over(self) -> bool:
        """Whether fewer than two players have chips."""
        return len(self.seated) < 2

    @property
    def hands_played(self) -> int:
        """Hands finished so far."""
        return len(self.history) - 1

    @property
    def rake(self) -> int:
        """Chips the rake took in this session (they left the table): the stacks plus the rake
        add up to the chips the players started with plus every top-up."""
        return sum(h.rake for h in self.hands)

    def new_hand(self) -> AofHand:
        """Deal the next hand (top-ups first) and let automatic seats act up to the first
        seat without a strategy."""
        if self.hand is not None and not self.hand.is_over:
            raise IllegalActionError(key="aof_not_over", actor=self.hand.to_act)
        if self.is_over:
            raise IllegalActionError(key="aof_session_over",
                                     seated=", ".join(map(str, self.seated)) or "-")
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
            h.act(self.strategies[p].decide(h, p), seat=p)
        self._record()

    def act(self, action: Action | str, player: Any = None) -> None:
        """The human seat acts (``"fold"`` or ``"all-in"``); automatic seats follow."""
        if self.hand is None:
            raise IllegalActionError(key="aof_no_hand")
        self.hand.act(action, seat=player)
        self.play_bots()

    def fold(self, player: Any = None) -> None:
        """The human seat folds; automatic seats follow."""
        self.act(Action.FOLD, player)

    def all_in(self, player: Any = None) -> None:
        """The human seat goes all-in; automatic seats follow."""
        self.act(Action.ALL_IN, player)

    def _record(self) -> None:
        h = self.hand
        if h is None or not h.is_over or len(self.history) - 1 >= len(self.hands):
            return
        for p, c in h.stacks.items():
            self.stacks[p] = c
        self.history.append(dict(self.stacks))
        # the button moves to the next seat still holding chips
        self.button = next((p for p in seats_after(self.players, self.button)
                            if self.stacks[p] > 0), self.button)

    def play(self, hands: int) -> None:
        """Play up to ``hands`` hands with every seat automatic (stops when one player is
        left)."""
        if not isinstance(hands, int) or isinstance(hands, bool) or \
                not 0 <= hands <= MAX_HANDS_PER_PLAY:
            raise TableError(key="whole_number_between", what="hands", minimum=0,
                             maximum=MAX_HANDS_PER_PLAY, value=hands)
        missing = [p for p in self.seated if p not in self.strategies]
        if missing:
            raise TableError(key="aof_no_strategy", seats=missing)
        for _ in range(hands):
            if self.is_over:
                break
            self.new_hand()


def play_hands(strategies: Mapping[Any, Strategy], hands: int,
               rules: AofRules = ARTICLE_RULES, *, seed: int = 0,
               button: Any = None) -> list[dict[Any, int]]:
    """Play ``hands`` hands in which **every player starts with** ``rules.stack`` — the
    equal stacks a push/fold equilibrium assumes — the button moving one seat to the left
    each hand; return each hand's result (chips won or lost) per player. ``strategies`` maps
    every player, in seat order, to a :class:`Strategy`; ``seed`` chooses the cards.

    >>> from pokerlib.aof import TopPercent, EquilibriumStrategy
    >>> nets = play_hands({"A": EquilibriumStrategy(), "B": TopPercent(10)}, 3, seed=1)
    >>> len(nets), all(sum(n.values()) == 0 for n in nets)
    (3, True)
    """
    if not isinstance(strategies, Mapping):
        raise TableError(key="type", what="strategies", value=strategies,
                         allowed="a mapping player (in seat order) -> Strategy")
    players = checked_players(strategies, "the players")
    for p, s in strategies.items():
        if not isinstance(s, Strategy):
            raise TableError(key="type", what=f"{p}: strategy", value=s,
                             allowed="a Strategy (such as TopPercent(30))")
    if not isinstance(hands, int) or isinstance(hands, bool) or \
            not 0 <= hands <= MAX_HANDS_PER_PLAY:
        raise TableError(key="whole_number_between", what="hands", minimum=0,
                         maximum=MAX_HANDS_PER_PLAY, value=hands)
    if not isinstance(rules, AofRules):
        raise TableError(key="type", what="rules", value=rules,
                         allowed="an AofRules (such as ARTICLE_RULES)")
    validate.seed(seed, "seed")
    at = players[0] if button is None else button
    if not is_player_name(at) or at not in players:
        raise TableError(key="aof_button", button=button, players=list(players))
    results = []
    for k in range(hands):
        hand = AofHand({p: rules.stack for p in players}, at, rules,
                       Deck(seed=seed * 1_000_003 + k))
        while hand.to_act is not None:
            p = hand.to_act
            hand.act(strategies[p].decide(hand, p), seat=p)
        results.append(hand.net)
        at = seats_after(players, at)[0]
    return results
