"""Betting: one betting round of any blinds game, in limit, pot-limit or no-limit.

A **betting round** is the players still in the hand acting in turn until every one of them
has either folded, gone all-in, or put in as much as the highest bet (and has acted since the
last full raise). :class:`BettingRound` holds that state and offers the actions a player names
— :meth:`~BettingRound.fold`, :meth:`~BettingRound.check`, :meth:`~BettingRound.call`,
:meth:`~BettingRound.bet`, :meth:`~BettingRound.raise_to`, :meth:`~BettingRound.all_in` — and
:meth:`~BettingRound.legal_actions`, which says exactly what the player to act may do and for
how much. Amounts given to ``bet`` and ``raise_to`` are the player's **total** in front of them
for this round ("raise to 8"), as a dealer says it.

The **structure** is a field of the frozen :class:`BettingRules` (presets
:data:`LIMIT_2_4`, :data:`POT_LIMIT_1_2`, :data:`NO_LIMIT_1_2`):

* **limit**: every bet and raise is one fixed unit (the small bet preflop and on the flop, the
  big bet on the turn and river); one bet and three raises per round; preflop the big blind is
  the opening bet. An all-in of at least half a unit counts as a full raise.
* **pot-limit**: the largest raise is to ``current bet + pot + all bets on the table + the
  call``; with blinds 1/2 the first player may raise to 7.
* **no-limit**: the smallest bet is the big blind, every raise at least the last full bet or
  raise; an all-in short of that does not reopen the betting to players who already acted
  (several that add up to a full raise do).

The article's $2/$4 limit round: the first player opens for $2 (calling the big blind, which
counts as the opening bet), two players raise to $6, and the small blind may fold, add $5 to
call, or add $7 to cap the round at $8:

>>> r = BettingRound(LIMIT_2_4, "preflop", order=["UTG", "MP", "CO", "SB", "BB"],
...                  stacks={p: 100 for p in ["UTG", "MP", "CO", "SB", "BB"]},
...                  bets={"SB": 1, "BB": 2})
>>> r.call(); r.raise_to(4); r.raise_to(6)      # UTG calls, MP and CO raise
>>> r.legal_actions().describe()
'fold, call 5 (to 6), raise to 8 (adds 7)'
>>> r.raise_to(8)                                 # the fourth bet caps the round
>>> r.raise_to(10)
Traceback (most recent call last):
...
pokerlib.errors.BettingCappedError: BB cannot raise: the round is capped at 8 (one bet and 3 ...
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from . import validate
from .errors import (
    ActionError,
    BetSizeError,
    BettingCappedError,
    IllegalActionError,
    NotEnoughChipsError,
    OutOfTurnError,
    PokerError,
    RoundOverError,
    RulesError,
    TableError,
)
from .hand_api import CHOICES, LegalActions
from .kinds import Kind, kind_of
from .lang import resolve_lang, you

__all__ = [
    "Structure",
    "BettingRules",
    "LIMIT_2_4",
    "POT_LIMIT_1_2",
    "NO_LIMIT_1_2",
    "Street",
    "STREETS",
    "ActionKind",
    "LegalActions",
    "ActionRecord",
    "BettingRound",
    "ActionError",
    "OutOfTurnError",
    "IllegalActionError",
    "BettingCappedError",
    "BetSizeError",
    "NotEnoughChipsError",
    "RoundOverError",
    "RulesError",
    "TableError",
]



class Street(Kind):
    """The four betting rounds of a hold'em or Omaha hand, in order (``Street.FLOP ==
    "flop"``; ``Street.FLOP.number == 1``).

    >>> [(s.number, s.board_size) for s in STREETS]
    [(0, 0), (1, 3), (2, 4), (3, 5)]
    """

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @property
    def number(self) -> int:
        """0 (preflop) to 3 (river)."""
        return STREETS.index(self)

    @property
    def board_size(self) -> int:
        """How many board cards are showing while this street is bet: 0, 3, 4, 5."""
        return (0, 3, 4, 5)[self.number]


STREETS: tuple[Street, ...] = tuple(Street)
"""The four streets in order, preflop first."""


class ActionKind(Kind):
    """What a player did in a betting round. An all-in is not a kind of its own: it is a
    call, bet or raise with :attr:`ActionRecord.all_in` set."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


Player = Any  # any hashable name or seat number


class Structure(Kind):
    """How much a player may bet: a fixed unit, up to the pot, up to the whole stack, or the
    whole stack and nothing else (AoF: fold or all-in)."""

    LIMIT = "limit"
    POT_LIMIT = "pot-limit"
    NO_LIMIT = "no-limit"
    ALL_IN_OR_FOLD = "all-in or fold"


def _chips(value: object, what: str, minimum: int = 0,
           error: type[PokerError] = RulesError) -> int:
    """``value`` as a chip count of at least ``minimum``, or ``error`` saying what is allowed
    (``True`` is not one chip)."""
    return validate.chips(value, what, error, minimum)


def _flag(value: object, what: str) -> bool:
    return validate.flag(value, what, RulesError)


@dataclass(frozen=True)
class BettingRules:
    """The betting structure and its sizes. Build one with :meth:`limit`, :meth:`pot_limit`
    or :meth:`no_limit`, or use a preset.

    * ``small_bet`` / ``big_bet`` (limit only): the fixed unit preflop and on the flop / on the
      turn and river; by default the small bet is the big blind and the big bet twice it.
    * ``max_raises``: raises allowed after the opening bet in a limit round (3: "one bet and
      three raises").
    * ``cap_heads_up``: whether that cap also applies when only two players are left
      (**Decision** in docs/rules.md: yes by default, as the article states no exception; ``False``
      follows Robert's Rules for cash games).
    * ``half_bet_reopens``: in limit, an all-in of at least half a unit counts as a full raise
      (**Decision**); with ``False`` only a full unit does.

    >>> LIMIT_2_4.bet_unit("preflop"), LIMIT_2_4.bet_unit("turn")
    (2, 4)
    >>> BettingRules.no_limit(5, 10).name
    'no-limit 5/10'
    """

    structure: Structure
    small_blind: int
    big_blind: int
    small_bet: int = 0
    big_bet: int = 0
    max_raises: int = 3
    cap_heads_up: bool = True
    half_bet_reopens: bool = True

    def __post_init__(self) -> None:
        try:
            structure = Structure(self.structure)
        except ValueError:
            raise RulesError(key="one_of", what="structure", value=self.structure,
                             allowed=", ".join(repr(x.value) for x in Structure)) from None
        object.__setattr__(self, "structure", structure)
        _chips(self.small_blind, "the small blind")
        _chips(self.big_blind, "the big blind", 1)
        if self.small_blind > self.big_blind:
            raise RulesError(key="blinds_order", small=self.small_blind, big=self.big_blind)
        _chips(self.small_bet, "the small bet")
        _chips(self.big_bet, "the big bet")
        if structure is Structure.LIMIT:
            sb = self.small_bet or self.big_blind
            bb = self.big_bet or 2 * sb
            if bb < sb:
                raise RulesError(key="big_bet_below", big=bb, small=sb)
            object.__setattr__(self, "small_bet", sb)
            object.__setattr__(self, "big_bet", bb)
        _chips(self.max_raises, "max_raises")
        _flag(self.cap_heads_up, "cap_heads_up")
        _flag(self.half_bet_reopens, "half_bet_reopens")

    @classmethod
    def limit(cls, small_bet: int = 2, big_bet: int | None = None, *,
              small_blind: int | None = None, big_blind: int | None = None,
              max_raises: int = 3, cap_heads_up: bool = True,
              half_bet_reopens: bool = True) -> BettingRules:
        """Fixed-limit: ``$2/$4`` is ``limit(2, 4)``; blinds default to half the small bet and
        the small bet (docs/rules.md: $1/$2 in a $2/$4 game)."""
        _chips(small_bet, "the small bet", 1)
        if big_bet is not None:
            _chips(big_bet, "the big bet", 1)
        bb = small_bet if big_blind is None else big_blind
        sb = small_bet // 2 if small_blind is None else small_blind
        return cls(Structure.LIMIT, sb, bb, small_bet, big_bet or 2 * small_bet, max_raises,
                   cap_heads_up, half_bet_reopens)

    @classmethod
    def pot_limit(cls, small_blind: int = 1, big_blind: int = 2) -> BettingRules:
        """Pot-limit with these blinds."""
        return cls(Structure.POT_LIMIT, small_blind, big_blind)

    @classmethod
    def no_limit(cls, small_blind: int = 1, big_blind: int = 2) -> BettingRules:
        """No-limit with these blinds."""
        return cls(Structure.NO_LIMIT, small_blind, big_blind)

    @classmethod
    def all_in_or_fold(cls, small_blind: int = 1, big_blind: int = 2) -> BettingRules:
        """All-in or fold with these blinds: a player to act folds or puts in the whole stack
        (the AoF hand's betting round).

        >>> r = BettingRound(BettingRules.all_in_or_fold(1, 2), "preflop", ["A", "B"],
        ...                  stacks={"A": 15, "B": 14}, bets={"A": 1, "B": 2})
        >>> r.legal_actions().names, r.legal_actions().all_in
        (('fold', 'all-in'), 16)
        """
        return cls(Structure.ALL_IN_OR_FOLD, small_blind, big_blind)

    @property
    def name(self) -> str:
        if self.structure is Structure.LIMIT:
            return f"limit {self.small_bet}/{self.big_bet}"
        return f"{self.structure.value} {self.small_blind}/{self.big_blind}"

    def describe(self, lang: str | None = None) -> str:
        """The structure and its sizes in words, in ``lang`` (the default language when None):
        :attr:`name` in English, the Omaha article's リミット / ポットリミット / ノーリミット in
        Japanese.

        >>> LIMIT_2_4.describe("en"), LIMIT_2_4.describe("ja"), NO_LIMIT_1_2.describe("ja")
        ('limit 2/4', 'リミット 2/4', 'ノーリミット 1/2')
        """
        lang = resolve_lang(lang)
        if lang == "en":
            return self.name
        sizes = self.name.rsplit(" ", 1)[1]
        return f"{STRUCTURE_WORDS[self.structure]} {sizes}"

    def bet_unit(self, street: str | int) -> int:
        """Limit: the fixed bet of this street; other structures: the big blind (the minimum)."""
        i = _street_index(street)
        if self.structure is Structure.LIMIT:
            return self.small_bet if i < 2 else self.big_bet
        return self.big_blind


LIMIT_2_4 = BettingRules.limit(2, 4)
"""The article's $2/$4 limit game, blinds $1/$2."""
POT_LIMIT_1_2 = BettingRules.pot_limit(1, 2)
"""Pot-limit, blinds 1/2."""
NO_LIMIT_1_2 = BettingRules.no_limit(1, 2)
"""No-limit, blinds 1/2."""

#: The betting structures in Japanese (the Omaha article's リミットゲーム, ポットリミットゲーム...).
STRUCTURE_WORDS = {Structure.LIMIT: "リミット", Structure.POT_LIMIT: "ポットリミット",
                   Structure.NO_LIMIT: "ノーリミット",
                   Structure.ALL_IN_OR_FOLD: "オールインかフォールド"}


def _street_index(street: object, error: type[PokerError] = RulesError) -> int:
    """The index 0..3 of a street given by name or number, or ``error``."""
    if isinstance(street, int) and not isinstance(street, bool) and 0 <= street < 4:
        return street
    if isinstance(street, str) and street in STREETS:
        return Street(street).number
    raise error(key="one_of", what="street", value=street,
                allowed=", ".join(STREETS) + " (0..3)")


@dataclass(frozen=True)
class ActionRecord:
    """The record of one action taken in a betting round: ``kind`` an :class:`ActionKind`
    (or its word); ``to`` the player's total in front after it, ``added`` the chips it put
    in; ``street`` the :class:`Street` it was taken on (``None``: not said). A kind or street
    that does not exist is refused here, where the record is made:

    >>> str(ActionRecord("A", "raise", to=8, added=7))
    'A raises to 8'
    >>> ActionRecord("A", "chekc")
    Traceback (most recent call last):
    ...
    pokerlib.errors.ActionError: an action's kind must be one of 'fold', 'check', 'call', ...
    """

    player: Player
    kind: ActionKind
    to: int = 0
    added: int = 0
    all_in: bool = False
    street: Street | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", kind_of(ActionKind, self.kind, "an action's kind",
                                                 ActionError))
        if self.street is not None:
            object.__setattr__(self, "street", kind_of(Street, self.street,
                                                       "an action's street", ActionError))

    def __str__(self) -> str:
        return self.describe()

    def describe(self, lang: str | None = None, *, learner: Player | None = None) -> str:
        """The action in words, in ``lang`` (the default language when None):
        "Ann raises to 8 (all-in)", 「Ann が 8 にレイズ（オールイン）」. The ``learner``'s
        own action is said to them: "You call 2" (:func:`pokerlib.lang.you`).

        >>> a = ActionRecord(0, "call", to=2, added=2)
        >>> a.describe("en"), a.describe("en", learner=0), a.describe("ja", learner=0)
        ('0 calls 2', 'You call 2', 'あなた がコール（2）')
        """
        lang = resolve_lang(lang)
        tail = CHOICES("tail_all_in", lang) if self.all_in else ""
        if learner is not None and not isinstance(learner, bool) and self.player == learner:
            return CHOICES(f"you_{self.kind}", lang, player=you(lang), added=self.added,
                           to=self.to) + tail
        return CHOICES(f"did_{self.kind}", lang, player=self.player, added=self.added,
                       to=self.to) + tail


@dataclass
class _Seat:
    stack: int
    bet: int = 0
    folded: bool = False
    acted: bool = False       # acted since the last full bet or raise
    faced: int = 0            # the bet level when the player last acted


class BettingRound:
    """One betting round.

    ``order`` lists the players in the order they act this round (preflop: from the left of
    the big blind round to the big blind; later: from the left of the button). ``stacks`` are
    the chips each has **behind** (not yet bet this round); ``bets`` the chips already in front
    (the blinds, a live post). ``pot`` is the chips already in the middle (earlier rounds, dead
    money), which pot-limit needs. ``current_bet`` is the bet to match: by default the largest
    of ``bets`` — preflop the table passes the big blind, which is the opening bet even when
    the big blind is short. Players with nothing behind are all-in and never asked to act.

    ``last_aggressor`` is the last player to bet or raise this round (``None``: nobody did).
    An all-in above the bet to match counts, even one short of a full raise; a call (all-in or
    not), a check and the chips in ``bets`` (blinds, posts) do not.

    >>> r = BettingRound(POT_LIMIT_1_2, "preflop", order=[3, 1, 2],
    ...                  stacks={1: 99, 2: 98, 3: 100}, bets={1: 1, 2: 2})
    >>> r.to_act, r.legal_actions().raise_to
    (3, (4, 7))
    """

    def __init__(self, rules: BettingRules, street: str | int, order: Iterable[Player],
                 stacks: Mapping[Player, int], bets: Mapping[Player, int] | None = None,
                 pot: int = 0, current_bet: int | None = None):
        if not isinstance(rules, BettingRules):
            raise TableError(key="type_name", what="rules", got=type(rules).__name__,
                             allowed="BettingRules (LIMIT_2_4, BettingRules.no_limit(1, 2)...)")
        self.rules = rules
        self.street: Street = STREETS[_street_index(street, TableError)]
        if isinstance(order, (str, bytes)) or not isinstance(order, Iterable):
            raise TableError(key="round_order", value=order)
        self.order: tuple[Player, ...] = tuple(order)
        if not all(isinstance(p, Hashable) for p in self.order):
            raise TableError(key="round_players_hashable", players=list(self.order))
        if len(set(self.order)) != len(self.order) or len(self.order) < 2:
            raise TableError(key="round_players", players=list(self.order))
        for what, given in (("stacks", stacks), ("bets", bets)):
            if not isinstance(given, Mapping) and (what == "stacks" or given is not None):
                raise TableError(key="chips_map", what=what, value=given)
        bets = dict(bets or {})
        for p in list(stacks) + list(bets):
            if p not in self.order:
                raise TableError(key="player_not_in_order", player=p, order=list(self.order))
        self._seats: dict[Player, _Seat] = {}
        for p in self.order:
            if p not in stacks:
                raise TableError(key="player_no_stack", player=p)
            self._seats[p] = _Seat(_chips(stacks[p], f"{p}: stack", 0, TableError),
                                   _chips(bets.get(p, 0), f"{p}: bet", 0, TableError))
        self.pot = _chips(pot, "the pot", 0, TableError)
        top = max(s.bet for s in self._seats.values())
        self.current_bet = top if current_bet is None else max(
            _chips(current_bet, "current_bet", 0, TableError), top)
        self.unit = rules.bet_unit(self.street)
        # the last full bet or raise: its level and its size (NL/PL minimum raise)
        self.full_level = self.current_bet
        self.raise_size = self.unit
        self.bets_made = 1 if self.current_bet > 0 else 0  # preflop the big blind is the bet
        self.actions: list[ActionRecord] = []
        self.last_aggressor: Player | None = None
        self._to_act = self._find_from(0)

    # --- state ---------------------------------------------------------------------------

    @property
    def to_act(self) -> Player | None:
        """The player whose turn it is, or ``None`` when the round is over."""
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._to_act is None

    @property
    def live(self) -> tuple:
        """Players who have not folded, in acting order."""
        return tuple(p for p in self.order if not self._seats[p].folded)

    def _seat(self, player: object) -> _Seat:
        """The seat of a player in this round, or TableError naming the players."""
        try:
            seat = self._seats.get(player)
        except TypeError:  # unhashable: cannot be a player
            seat = None
        if seat is None:
            raise TableError(key="not_in_round", player=player, players=list(self.order))
        return seat

    def stack(self, player: Player) -> int:
        """Chips behind (not yet bet)."""
        return self._seat(player).stack

    def bet_of(self, player: Player) -> int:
        """Chips in front of the player this round."""
        return self._seat(player).bet

    def folded(self, player: Player) -> bool:
        """Whether the player has folded."""
        return self._seat(player).folded

    @property
    def bets(self) -> dict:
        """Chips in front of each player this round."""
        return {p: s.bet for p, s in self._seats.items()}

    @property
    def stacks(self) -> dict:
        return {p: s.stack for p, s in self._seats.items()}

    @property
    def total_pot(self) -> int:
        """The pot including every bet on the table."""
        return self.pot + sum(s.bet for s in self._seats.values())

    def snapshot(self) -> tuple:
        """Everything that can change, as one comparable value (tests use it to check that an
        illegal action changed nothing)."""
        return (tuple((p, s.stack, s.bet, s.folded, s.acted, s.faced)
                      for p, s in self._seats.items()),
                self.current_bet, self.full_level, self.raise_size, self.bets_made,
                tuple(self.actions), self.last_aggressor, self._to_act)

    def _needs_to_act(self, p: Player) -> bool:
        s = self._seats[p]
        if s.folded or s.stack == 0:
            return False
        others = [q for q in self.order if q != p and not self._seats[q].folded]
        if not others:
            return False
        if s.bet < self.current_bet:
            return True
        if s.acted:
            return False
        # nobody left to bet against: no decision to make
        return any(self._seats[q].stack > 0 for q in others)

    def _find_from(self, start: int) -> Player | None:
        n = len(self.order)
        for k in range(n):
            p = self.order[(start + k) % n]
            if self._needs_to_act(p):
                return p
        return None

    # --- what is allowed -----------------------------------------------------------------

    def _full(self, to: int) -> bool:
        """Whether a wager to ``to`` is a full bet or raise (it reopens the betting)."""
        if self.rules.structure is Structure.LIMIT:
            return self._full_limit_step(to - self.full_level)
        return to - self.current_bet >= self.raise_size

    def _full_limit_step(self, inc: int) -> bool:
        """Whether ``inc`` chips above a limit level count as a full bet (with
        ``half_bet_reopens``, half a bet or more does)."""
        return 2 * inc >= self.unit if self.rules.half_bet_reopens else inc >= self.unit

    def _reopened(self, p: Player) -> bool:
        """Whether ``p`` may raise: not yet acted since the last full raise, or the short
        all-ins since they acted add up to a full raise."""
        s = self._seats[p]
        if not s.acted:
            return True
        inc = self.current_bet - s.faced
        if self.rules.structure is Structure.LIMIT:
            return self._full_limit_step(inc)
        return inc >= self.raise_size

    def _capped(self) -> bool:
        if self.rules.structure is not Structure.LIMIT:
            return False
        if not self.rules.cap_heads_up and len(self.live) == 2:
            return False
        return self.bets_made >= 1 + self.rules.max_raises

    def _raise_bounds(self, p: Player) -> tuple[int, int]:
        """(min, max) total a bet or raise may reach, ignoring the stack."""
        s = self._seats[p]
        c = self.current_bet
        st = self.rules.structure
        if st is Structure.LIMIT:
            to = self.full_level + self.unit
            return to, to
        lo = c + self.raise_size if c > 0 else self.raise_size
        if st is Structure.POT_LIMIT:
            pot_after_call = self.total_pot + (c - s.bet)
            return lo, max(lo, c + pot_after_call)
        return lo, s.bet + s.stack

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now.

        >>> r = BettingRound(NO_LIMIT_1_2, "flop", order=["A", "B"], stacks={"A": 50, "B": 9})
        >>> r.legal_actions().describe()
        'fold, check, bet 2 to 50'
        """
        p = self._to_act
        if p is None:
            raise RoundOverError(key="round_over", street=self.street)
        s = self._seats[p]
        c = self.current_bet
        total = s.bet + s.stack
        if self.rules.structure is Structure.ALL_IN_OR_FOLD:   # the whole stack, or nothing
            return LegalActions(p, True, False, None, None, None, total, s.bet, c, s.stack)
        call = min(c - s.bet, s.stack) if c > s.bet else None
        may_raise = self._may_raise(p)
        rng = None
        all_in = total if total <= c else None
        if may_raise:
            lo, hi = self._raise_bounds(p)
            if total >= lo:
                rng = (lo, min(hi, total))
            if total <= hi:
                all_in = total
        return LegalActions(p, True, c == s.bet, call, rng if c == 0 else None,
                            rng if c > 0 else None, all_in, s.bet, c, s.stack)

    # --- actions -------------------------------------------------------------------------

    def _check_turn(self, player: Player | None) -> LegalActions:
        if self._to_act is None:
            raise RoundOverError(key="round_over", street=self.street)
        # True == 1: a flag is never a player, even when seat 1 is the one to act
        if player is not None and (isinstance(player, bool) or player != self._to_act):
            legal = self.legal_actions()
            raise OutOfTurnError(key="out_of_turn", actor=self._to_act, player=player,
                                 legal=legal.describe)
        return self.legal_actions()

    def fold(self, player: Player | None = None) -> None:
        """Give up the hand; chips already bet stay in the pot."""
        self._check_turn(player)
        p = self._to_act
        self._seats[p].folded = True
        self._record(ActionRecord(p, ActionKind.FOLD, self._seats[p].bet, 0, False, self.street))

    def check(self, player: Player | None = None) -> None:
        """Pass without betting (only when there is nothing to call)."""
        self._only_all_in_or_fold("check")
        legal = self._check_turn(player)
        if not legal.check:
            raise IllegalActionError(key="check_facing_bet", player=legal.player,
                                     bet=self.current_bet, legal=legal.describe)
        self._seats[legal.player].acted = True
        self._seats[legal.player].faced = self.current_bet
        self._record(ActionRecord(legal.player, ActionKind.CHECK, legal.in_front, 0, False,
                                  self.street))

    def call(self, player: Player | None = None) -> None:
        """Match the current bet (or put in the whole stack if it is smaller)."""
        self._only_all_in_or_fold("call")
        legal = self._check_turn(player)
        if legal.call is None:
            raise IllegalActionError(key="nothing_to_call", player=legal.player,
                                     legal=legal.describe)
        self._wager(legal.player, legal.in_front + legal.call, ActionKind.CALL)

    def bet(self, amount: int, player: Player | None = None) -> None:
        """Open the betting for ``amount`` (total in front this round)."""
        self._only_all_in_or_fold("bet")
        legal = self._check_turn(player)
        if legal.bet is None and self.current_bet > 0:
            raise IllegalActionError(key="bet_facing_bet", player=legal.player,
                                     bet=self.current_bet, legal=legal.describe)
        self._sized(legal, amount, ActionKind.BET)

    def raise_to(self, amount: int, player: Player | None = None) -> None:
        """Raise so that the player's total in front this round is ``amount``."""
        self._only_all_in_or_fold("raise")
        legal = self._check_turn(player)
        if self.current_bet == 0:
            raise IllegalActionError(key="no_bet_to_raise", player=legal.player,
                                     legal=legal.describe)
        self._sized(legal, amount, ActionKind.RAISE)

    def all_in(self, player: Player | None = None) -> None:
        """Put in every chip behind: a call, bet or raise, possibly for less."""
        legal = self._check_turn(player)
        if legal.all_in is None:
            raise self._no_raise_error(legal, legal.in_front + legal.stack, "go all-in")
        # the stack is all in even when only all-ins are left to cover it (AoF): the part
        # nobody matches comes back as an uncalled bet
        to = legal.all_in
        kind = ActionKind.CALL if to <= self.current_bet else (
            ActionKind.BET if self.current_bet == 0 else ActionKind.RAISE)
        self._wager(legal.player, to, kind)

    def _only_all_in_or_fold(self, word: str) -> None:
        """All-in or fold allows nothing else: ``word`` is refused, naming the player to act."""
        if self.rules.structure is Structure.ALL_IN_OR_FOLD:
            legal = self._check_turn(None)
            raise IllegalActionError(key="aof_only", player=str(legal.player), action=word)

    def _may_raise(self, p: Player) -> bool:
        s = self._seats[p]
        return (s.bet + s.stack > self.current_bet and self._reopened(p) and not self._capped()
                and any(self._seats[q].stack > 0 for q in self.live if q != p))

    def _no_raise_error(self, legal: LegalActions, to: int, verb: str) -> ActionError:
        """The error for a bet, raise or all-in above the call that is not allowed."""
        p = legal.player
        fields = {"player": p, "verb": verb, "legal": legal.describe}
        if legal.in_front + legal.stack <= self.current_bet:
            return IllegalActionError(key="only_call", **fields)
        if self._capped():
            return BettingCappedError(key="capped", bet=self.current_bet,
                                      raises=self.rules.max_raises, **fields)
        if not self._reopened(p):
            return IllegalActionError(key="not_reopened", **fields)
        if not any(self._seats[q].stack > 0 for q in self.live if q != p):
            return IllegalActionError(key="others_all_in", **fields)
        lo, hi = self._raise_bounds(p)
        return BetSizeError(key="above_max", amount=to, structure=self.rules.structure.value,
                            most=hi, **fields)

    def _sized(self, legal: LegalActions, amount: object, kind: ActionKind) -> None:
        p = legal.player
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise BetSizeError(key="amount_not_whole", verb=kind, value=amount,
                               legal=legal.describe)
        if legal.all_in is not None and amount == legal.all_in and amount > self.current_bet:
            self._wager(p, amount, kind)  # all-in, possibly for less than the minimum
            return
        if not self._may_raise(p):
            raise self._no_raise_error(legal, amount, kind)
        total = legal.in_front + legal.stack
        if amount > total:
            raise NotEnoughChipsError(key="not_enough_chips", player=p, verb=kind,
                                      amount=amount, total=total, legal=legal.describe)
        lo, hi = self._raise_bounds(p)
        if amount < lo:
            raise BetSizeError(key="below_min", player=p, verb=kind, amount=amount, least=lo,
                               legal=legal.describe)
        if amount > hi:
            raise BetSizeError(key="above_max", player=p, verb=kind, amount=amount,
                               structure=self.rules.structure.value, most=hi,
                               legal=legal.describe)
        self._wager(p, amount, kind)

    def _wager(self, p: Player, to: int, kind: ActionKind) -> None:
        """Apply a call, bet or raise to a total of ``to`` (already validated)."""
        s = self._seats[p]
        added = to - s.bet
        if to > self.current_bet:
            if self._full(to):
                if self.rules.structure is not Structure.LIMIT:
                    self.raise_size = max(self.raise_size, to - self.current_bet) \
                        if self.current_bet else to
                self.full_level = to
                self.bets_made += 1
                for q, other in self._seats.items():
                    if q != p:
                        other.acted = False
            self.current_bet = to
            self.last_aggressor = p
        s.stack -= added
        s.bet = to
        s.acted = True
        s.faced = self.current_bet
        self._record(ActionRecord(p, kind, to, added, s.stack == 0, self.street))

    def _record(self, action: ActionRecord) -> None:
        self.actions.append(action)
        i = self.order.index(action.player)
        self._to_act = self._find_from(i + 1)
