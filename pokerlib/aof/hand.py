"""One hand of AoF hold'em, from the blinds to the settlement (and decks stacked to deal one).

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

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .. import seating
from ..betting import ActionKind, BettingRound, BettingRules, Street
from ..cards import Card, Deck, parse_cards
from ..errors import DeckError, IllegalActionError, OutOfTurnError, TableError
from ..evaluate import HandValue, best_high
from ..events import (
    Acted,
    BoardDealt,
    Dealt,
    Event,
    NothingToCall,
    Posted,
    PostKind,
    PotAwarded,
    Raked,
    Returned,
    Shown,
)
from ..hand_api import Action as HandAction
from ..hand_api import Choice, Game, HandView, LegalActions, action_parts, read_choice, seat_view
from ..lang import Messages, resolve_lang
from ..pots import PotSettlement, pot_label, settle
from .jackpot import jackpot_hand
from .rake import RakedSettlement, rake_settlement
from .rules import ARTICLE_RULES, MAX_SEATS, MIN_SEATS, Action, AnteKind, AofRules, positions

#: A hand's events in words, in both languages (the AoF article's 一局, 点, フォールド, オールイン,
#: バーンカード, 共有札).
HAND_TEXT = Messages(
    en={"posts": "{player} posts {what} {paid}{short}", "short": " (all-in)",
        "w_ante": "ante", "w_small blind": "small blind", "w_big blind": "big blind",
        "w_big-blind ante": "big-blind ante",
        "folds": "{player} folds", "all_in": "{player} all-in {total}",
        "nothing_to_call": "{player} has nothing to call: stays in without acting",
        "board": "burns {burns}, board {board}",
        "rake": "rake {chips} from the {pot} (leaves the table)",
        "pot": "{pot} {amount}: {won}", "wins": "{player} wins {chips}", "sep": ", "},
    ja={"posts": "{player} が{what} {paid}点を支払う{short}", "short": "（オールイン）",
        "w_ante": "Ante", "w_small blind": "SB", "w_big blind": "BB",
        "w_big-blind ante": "BB の Ante",
        "folds": "{player} がフォールド", "all_in": "{player} がオールイン（計{total}点）",
        "nothing_to_call": "{player} はコールする額がないので、アクションせずに残る",
        "board": "バーンカード {burns}、共有札 {board}",
        "rake": "{pot}からレーキ {chips}点（卓から出ていく）",
        "pot": "{pot} {amount}点: {won}", "wins": "{player} が {chips}点を受領", "sep": "、"})

__all__ = ["AofHand", "stacked_deck", "seats_after", "cards_needed", "checked_players",
           "is_player_name"]


def is_player_name(name: Any) -> bool:
    """Whether ``name`` can name a player: hashable, not ``None`` (which means "the player to
    act"), not ``True``/``False`` and not a float (``nan`` is not even equal to itself).

    >>> is_player_name("A"), is_player_name(3), is_player_name(None), is_player_name(["A"])
    (True, True, False, False)
    """
    if name is None or isinstance(name, (bool, float)):
        return False
    try:
        hash(name)
    except TypeError:
        return False
    return True


def seats_after(players: Sequence[Any], seat: Any) -> list[Any]:
    """The seats from the left of ``seat`` round to ``seat`` itself
    (:func:`pokerlib.seating.seats_after`, for a valid player name).

    >>> seats_after(["A", "B", "C", "D"], "B")
    ['C', 'D', 'A', 'B']
    """
    if not is_player_name(seat) or seat not in list(players):
        raise TableError(key="aof_not_player", player=seat, players=list(players))
    return seating.seats_after(players, seat)


def cards_needed(players: int) -> int:
    """Cards a hand of ``players`` may deal: two hole cards each, three burns and the board.

    >>> cards_needed(9)
    26
    """
    if not isinstance(players, int) or isinstance(players, bool) or \
            not MIN_SEATS <= players <= MAX_SEATS:
        raise TableError(key="aof_seats", least=MIN_SEATS, most=MAX_SEATS, value=players)
    return 2 * players + 3 + 5


def checked_players(players: Iterable[Any], what: str) -> tuple[Any, ...]:
    """``players`` as a tuple, if they are 2 to 9 distinct names (text or numbers; not
    ``None``, which means "the player to act" in every action); else a
    :class:`~pokerlib.errors.TableError` that names ``what`` was wrong.

    >>> checked_players(["A", "B"], "the players")
    ('A', 'B')
    """
    if isinstance(players, (str, bytes)) or not isinstance(players, Iterable):
        raise TableError(key="aof_players", what=what, value=players)
    names = tuple(players)
    for p in names:
        if not is_player_name(p):
            raise TableError(key="aof_player_name", value=p)
    if not MIN_SEATS <= len(names) <= MAX_SEATS or len(set(names)) != len(names):
        raise TableError(key="aof_distinct", least=MIN_SEATS, most=MAX_SEATS,
                         players=list(names))
    return names


def stacked_deck(deal_order: Sequence[Any], holes: Mapping[Any, Any], board: Any = "",
                 burns: Any = "", *, seed: int | None = None) -> Deck:
    """A deck that deals a given hand: hole cards one at a time in ``deal_order`` (left of the
    button first), twice round, then burn, flop, burn, turn, burn, river. Hole cards not given
    (players who fold) and missing burns come from the remaining cards, in canonical order
    or shuffled with ``seed``. ``burns`` need a ``board`` (5 cards).

    >>> d = stacked_deck(["C", "D"], {"C": "As Qs", "D": "Kh Kd"}, "Qh 9s 2c 3s 7s", "4c 5d 6c")
    >>> d.deal(4), d.burn()
    ((Card('As'), Card('Kh'), Card('Qs'), Card('Kd')), Card('4c'))
    """
    order = checked_players(deal_order, "deal_order")
    if not isinstance(holes, Mapping):
        raise TableError(key="type", what="holes", value=holes,
                         allowed="a mapping player -> two hole cards")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise TableError(key="seed_or_none", what="seed", value=seed)
    strangers = [p for p in holes if p not in order]
    if strangers:
        raise TableError(key="aof_hole_strangers", players=strangers, order=list(order))
    given = {p: parse_cards(h, count=2) for p, h in holes.items()}
    bd = parse_cards(board)
    bn = parse_cards(burns)
    if len(bd) not in (0, 5) or len(bn) > 3:
        raise TableError(key="aof_board_burns")
    if bn and not bd:
        raise TableError(key="aof_burns_alone")
    used = [c for h in given.values() for c in h] + list(bd) + list(bn)
    parse_cards(used)  # no card twice
    spare = [c for c in Deck(seed=seed).remaining if c not in set(used)]  # seed=None: unshuffled
    spare.reverse()  # pop() then takes the lowest spare card first
    hole = {p: list(given.get(p, ())) for p in order}
    for p in order:
        while len(hole[p]) < 2:
            hole[p].append(spare.pop())
    top = [hole[p][0] for p in order] + [hole[p][1] for p in order]
    if bd:
        burn = list(bn) + [spare.pop() for _ in range(3 - len(bn))]
        top += [burn[0], *bd[:3], burn[1], bd[3], burn[2], bd[4]]
    return Deck.stacked(top)


@dataclasses.dataclass(frozen=True)
class AofDetail:
    """AoF's own part of a :class:`~pokerlib.hand_api.SeatView`: the hands turned up at an
    all-in showdown, as ``readings`` (best high hand by player; empty before the showdown or
    when everyone else folded)."""

    readings: dict[Any, HandValue]


class AofHand:
    """One hand of AoF hold'em, from the blinds to the settlement.

    ``stacks`` maps each player (in seat order, clockwise) to their chips; ``button`` is the
    dealer seat. Heads-up the button posts the small blind and acts first. Players with a
    stack too small for a blind or ante post what they have (and are then all-in). ``deck``
    (a :class:`~pokerlib.cards.Deck` holding enough cards for the whole hand) or ``seed``
    chooses the cards.

    Act with :meth:`fold` and :meth:`all_in` (optionally naming the player, which must be
    :attr:`to_act`); :meth:`legal_actions` says what is allowed. Anything else raises an
    :class:`~pokerlib.errors.ActionError` kind and changes nothing.

    The article's last example — A all-in, everyone folds, 14 uncalled chips come back:

    >>> h = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=Deck(seed=1))
    >>> h.all_in("A"); h.fold("B"); h.fold("C"); h.fold("D")
    >>> h.settlement.uncalled, h.stacks
    ((('A', 14),), {'A': 19, 'B': 16, 'C': 15, 'D': 14})
    >>> h.fold()
    Traceback (most recent call last):
    ...
    pokerlib.errors.IllegalActionError: the hand is over (A won): no more actions
    """

    def __init__(self, stacks: Mapping[Any, int], button: Any,
                 rules: AofRules = ARTICLE_RULES, deck: Deck | None = None, *,
                 seed: int | None = None):
        if not isinstance(stacks, Mapping):
            raise TableError(key="chips_map", what="stacks", value=stacks)
        self.players: tuple[Any, ...] = checked_players(stacks, "the players")
        n = len(self.players)
        for p, s in stacks.items():
            if not isinstance(s, int) or isinstance(s, bool) or s < 1:
                raise TableError(key="aof_stack_chips", player=p, value=s, least=1)
        if not is_player_name(button) or button not in self.players:
            raise TableError(key="aof_button", button=button, players=list(self.players))
        if not isinstance(rules, AofRules):
            raise TableError(key="type", what="rules", value=rules,
                             allowed="an AofRules (such as ARTICLE_RULES)")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise TableError(key="seed_or_none", what="seed", value=seed)
        if deck is not None:
            if not isinstance(deck, Deck):
                raise TableError(key="type", what="deck", value=deck,
                                 allowed="a Deck (stacked_deck(...) or Deck.stacked(...))")
            if seed is not None:
                raise TableError(key="deck_or_seed")
            if len(deck) < cards_needed(n):
                raise DeckError(key="aof_deck_small", n=len(deck), players=n,
                                need=cards_needed(n))
        self.rules = rules
        self.button = button
        self.start: dict[Any, int] = dict(stacks)
        self.order: tuple[Any, ...] = tuple(seats_after(self.players, button))  # dealing order
        self.small_blind, self.big_blind = seating.blinds(self.players, button)
        # preflop: first player left of the big blind, round to the big blind
        self.acting_order: tuple[Any, ...] = tuple(seating.acting_order(self.players, button))
        self.deck = deck if deck is not None else Deck(seed=seed)
        self.behind: dict[Any, int] = dict(stacks)   # chips not yet put in
        self.bets: dict[Any, int] = {p: 0 for p in self.players}  # live chips (blinds, all-ins)
        self.antes: dict[Any, int] = {p: 0 for p in self.players}  # dead money
        self.folded: list[Any] = []
        self.actions: list[tuple[Any, Action]] = []
        self.events: list[Event] = []   # what happened, in order (pokerlib.events)
        self._post()
        dealt: dict[Any, list[Card]] = {p: [] for p in self.order}
        for _ in range(2):
            for p in self.order:
                dealt[p].append(self.deck.deal_one())
        self.holes: dict[Any, tuple[Card, ...]] = {p: tuple(dealt[p]) for p in self.players}
        self.events.extend(Dealt(p, self.holes[p]) for p in self.order)
        self.burns: tuple[Card, ...] = ()
        self.board: tuple[Card, ...] = ()
        self.values: dict[Any, HandValue] = {}
        self.settlement: PotSettlement | None = None
        # who acts next is the betting round's (pokerlib.betting), as in Omaha: an
        # all-in-or-fold round, preflop from the left of the big blind
        self._round = BettingRound(BettingRules.all_in_or_fold(rules.small_blind,
                                                               rules.big_blind),
                                   Street.PREFLOP, self.acting_order, dict(self.behind),
                                   bets=dict(self.bets), pot=sum(self.antes.values()))
        self._advance(0)

    # --- posting -------------------------------------------------------------------------
    def _put(self, p: Any, amount: int, dead: bool, what: str) -> None:
        paid = min(amount, self.behind[p])
        if paid <= 0:
            return
        self.behind[p] -= paid
        (self.antes if dead else self.bets)[p] += paid
        self.events.append(Posted(p, PostKind(what), paid, all_in=self.behind[p] == 0))

    def _post(self) -> None:
        r = self.rules
        if r.ante_kind is AnteKind.EACH and r.ante:
            for p in self.order:
                self._put(p, r.ante, True, "ante")
        self._put(self.small_blind, r.small_blind, False, "small blind")
        bb = self.big_blind
        if r.ante_kind is AnteKind.BIG_BLIND and r.ante:
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
    def live(self) -> tuple[Any, ...]:
        """Players still in the hand (not folded), in seat order."""
        return tuple(p for p in self.players if p not in self.folded)

    @property
    def to_act(self) -> Any:
        """The player whose turn it is, or ``None`` when the hand is over."""
        return self._round.to_act if self.settlement is None else None

    @property
    def is_over(self) -> bool:
        """Whether the hand is settled."""
        return self.settlement is not None

    @property
    def result(self) -> PotSettlement | None:
        """The settlement once the hand is over (``None`` before): every game's ``result``."""
        return self.settlement

    def legal_actions(self) -> LegalActions:
        """Fold or all-in for the player to act (the same
        :class:`~pokerlib.hand_api.LegalActions` as the other games: ``all_in`` is the
        player's total after going all-in); nothing once the hand is over.

        >>> h = AofHand({"A": 16, "B": 16}, button="A", seed=1)
        >>> legal = h.legal_actions()
        >>> legal.player, legal.names, legal.all_in, legal.describe("en")
        ('A', ('fold', 'all-in'), 16, 'fold, all-in for 15 (to 16)')
        """
        p = self.to_act
        if p is None:
            return LegalActions.none()
        return LegalActions(p, True, False, None, None, None, self.bets[p] + self.behind[p],
                            in_front=self.bets[p], current_bet=self.to_call,
                            stack=self.behind[p], game=Game.AOF)

    @property
    def pot(self) -> int:
        """Chips in the middle (bets and antes)."""
        return sum(self.bets.values()) + sum(self.antes.values())

    @property
    def to_call(self) -> int:
        """The largest bet so far (what an all-in must reach to be called in full)."""
        return max(self.bets.values())

    def _seat(self, player: Any) -> Any:
        if not is_player_name(player) or player not in self.players:
            raise TableError(key="aof_not_at_table", player=player,
                             players=list(self.players))
        return player

    def position(self, player: Any) -> str:
        """The player's position name (``'SB'``, ``'BB'``, ``'BTN'``, ``'CO'``...)."""
        return positions(len(self.players))[self.acting_order.index(self._seat(player))]

    def snapshot(self) -> tuple[Any, ...]:
        """Everything an action may change, as one comparable value: a refused action leaves
        it equal (the tests compare it before and after every refusal)."""
        return (tuple(self.behind.items()), tuple(self.bets.items()), tuple(self.folded),
                tuple(self.actions), self._round.snapshot(), self.burns, self.board,
                len(self.deck), self.settlement, tuple(self.log), tuple(self.events))

    def view(self, seat: Any = None) -> HandView:
        """What ``seat`` may see now (``None``: a spectator): its own hole cards, and every
        hand still in once an all-in showdown has turned them up; the board, stacks, chips in
        front, pot, and its legal actions when it is its turn.

        >>> h = AofHand({"A": 16, "B": 16, "C": 16}, button="A", seed=2)
        >>> v = h.view("B")
        >>> sorted(v.cards), v.face_down, v.legal.names, h.view("A").legal.names
        (['B'], {'A': 2, 'C': 2}, (), ('fold', 'all-in'))
        """
        if seat is not None:
            self._seat(seat)
        over = self.settlement is not None
        shown = self.live if over and len(self.live) >= 2 else ()
        return seat_view(seat, self.players, self.holes, shown, board=self.board,
                         events=self.events, game=Game.AOF,
                         stacks=self.stacks if over else dict(self.behind),
                         in_front={p: 0 if over else self.bets[p] for p in self.players},
                         pot=0 if over else self.pot, folded=self.folded,
                         button=self.button, small_blind=self.small_blind,
                         big_blind=self.big_blind, to_act=self.to_act,
                         legal=self.legal_actions(), is_over=over,
                         detail=AofDetail(dict(self.values) if over else {}))

    # --- actions -------------------------------------------------------------------------
    def _check_turn(self, player: Any, action: str, word: str) -> Any:
        """The player to act, if ``player`` (None: whoever is to act) may ``action`` now.

        Refusals carry a ``key`` and ``fields`` (see :class:`~pokerlib.errors.PokerError`)
        so that a widget can say them in the lesson's language; ``word`` names the action
        ("fold", "all-in", "call", "check" or "raise")."""
        if self.settlement is not None:
            raise IllegalActionError(f"the hand is over ({self._winners_text()}): "
                                     "no more actions", key="aof_hand_over",
                                     winners=", ".join(map(str, self._winners())))
        actor = self._round.to_act
        if player is not None and (not is_player_name(player) or player != actor):
            known = is_player_name(player) and player in self.players
            reason = ("not_seated" if not known else
                      "folded" if player in self.folded else
                      "acted" if any(p == player for p, _ in self.actions) or
                      self.behind.get(player) == 0 else "waits")
            why = {"not_seated": "is not at this table", "folded": "has folded",
                   "acted": "has already acted", "waits": "must wait"}[reason]
            raise OutOfTurnError(f"{player} cannot {action}: it is {actor}'s turn "
                                 f"({player} {why})", key="aof_out_of_turn",
                                 player=str(player), action=word, actor=str(actor),
                                 reason=reason)
        return actor

    def fold(self, player: Any = None) -> None:
        """The player to act folds (chips already posted stay in the pot)."""
        p = self._check_turn(player, "fold", "fold")
        self._round.fold(p)
        self.folded.append(p)
        self.actions.append((p, Action.FOLD))
        self._acted(p)

    def all_in(self, player: Any = None) -> None:
        """The player to act puts in their whole stack (blinds count toward it)."""
        p = self._check_turn(player, "go all-in", "all-in")
        self._round.all_in(p)   # a call, raise or bet of the whole stack, as the round says
        self.actions.append((p, Action.ALL_IN))
        self._acted(p)

    def _acted(self, p: Any) -> None:
        """After ``p``'s action in the round: its chips, the log, and what comes next."""
        r = self._round
        self.behind[p], self.bets[p] = r.stack(p), r.bet_of(p)
        self.events.append(Acted(r.actions[-1]))
        self._advance(self.acting_order.index(p) + 1)

    def act(self, choice: HandAction | Choice | str, amount: int | None = None, *,
            seat: Any = None) -> None:
        """Act as every game's ``act`` does (:class:`~pokerlib.hand_api.Hand`): one
        :class:`~pokerlib.hand_api.Action`, or its parts — a
        :class:`~pokerlib.hand_api.Choice` or its word, ``"fold"`` or ``"all-in"`` (an AoF
        :class:`Action` is the same word); ``seat`` checks whose turn it is. An all-in puts in
        the whole stack, so AoF takes no ``amount`` (one given is refused), nor cards."""
        word, amount, seat = action_parts(choice, amount, seat, "aof")
        c = read_choice(word, "aof")
        if amount is not None:
            raise IllegalActionError(key="aof_no_amount", amount=amount)
        (self.fold if c is Choice.FOLD else self.all_in)(seat)

    def _not_aof(self, what: str, word: str) -> None:
        actor = self._check_turn(None, what, word)  # once the hand is over, that error first
        raise IllegalActionError(f"{actor} cannot {what} in All-in or Fold: "
                                 "allowed are fold and all-in", key="aof_only",
                                 player=str(actor), action=word)

    def call(self, player: Any = None) -> None:
        """Not allowed in AoF (raises :class:`~pokerlib.errors.IllegalActionError`)."""
        self._not_aof("call", "call")

    def check(self, player: Any = None) -> None:
        """Not allowed in AoF (raises :class:`~pokerlib.errors.IllegalActionError`)."""
        self._not_aof("check", "check")

    def raise_to(self, amount: Any, player: Any = None) -> None:
        """Not allowed in AoF (raises :class:`~pokerlib.errors.IllegalActionError`)."""
        self._not_aof(f"raise to {amount}", "raise")

    # --- flow ----------------------------------------------------------------------------
    def _advance(self, start: int) -> None:
        """Log the players the round passed over (from ``start`` in the acting order to the
        next to act: they had nothing to call), and settle once nobody is left to act."""
        if len(self.live) == 1:
            self._finish()
            return
        r = self._round
        acted = {q for q, _ in self.actions}
        for p in self.acting_order[start:]:
            if p == r.to_act:
                break
            if self.behind[p] > 0 and p not in acted:
                self.events.append(NothingToCall(p))
        if r.is_over:
            self._finish()

    def has_nothing_to_call(self, p: Any) -> bool:
        """Whether every other player still in is all-in for no more than ``p`` has put in:
        then nobody can bet, and ``p`` goes to the showdown without a decision (a check)."""
        p = self._seat(p)
        others = [q for q in self.live if q != p]
        return all(self.behind[q] == 0 and self.bets[q] <= self.bets[p] for q in others)

    def _finish(self) -> None:
        live = self.live
        if len(live) >= 2:  # all-in showdown: burn and deal 3, 1, 1
            burns: list[Card] = []
            board: list[Card] = []
            for street, n in ((Street.FLOP, 3), (Street.TURN, 1), (Street.RIVER, 1)):
                burns.append(self.deck.burn())
                board.extend(self.deck.deal(n))
                self.events.append(BoardDealt(street, tuple(board[-n:]), burns[-1]))
            self.burns, self.board = tuple(burns), tuple(board)
            self.values = {p: best_high(self.holes[p] + self.board) for p in live}
            self.events.extend(Shown(p, self.holes[p]) for p in live)   # all-in: all show
        settlement = dataclasses.replace(   # AoF counts points (the article's 点)
            settle(self.bets, self.folded, order=self.order, high=self.values or None,
                   dead=sum(self.antes.values())), points=True)
        if self.rules.rake is not None:  # a flop is seen when two or more are all-in
            settlement = rake_settlement(settlement, self.rules.rake, saw_flop=len(live) >= 2)
        self.settlement = settlement
        self.events.extend(Returned(p, c) for p, c in settlement.uncalled)
        for p, c in self.rake_taken:
            self.events.append(Raked(p, c))
        for r in self.settlement.results:
            self.events.append(PotAwarded(r.pot, r.shares, r.how))

    def _winners(self) -> list[Any]:
        s = self.settlement
        if s is None:
            return []
        return [p for p, c in s.payouts.items() if c > 0 and
                any(p in r.high_winners for r in s.results)]

    def _winners_text(self) -> str:
        if self.settlement is None:
            return "nobody won yet"
        return " and ".join(map(str, self._winners())) + " won"

    @property
    def stacks(self) -> dict[Any, int]:
        """Chips each player has: behind, plus what the settlement paid back when over."""
        paid = self.settlement.payouts if self.settlement else {}
        return {p: self.behind[p] + paid.get(p, 0) for p in self.players}

    @property
    def rake_taken(self) -> tuple[tuple[int, int], ...]:
        """What the rake took from each pot, ``((pot index, chips), ...)``; empty without a
        rake, before the hand is over, or when the pots did not qualify."""
        s = self.settlement
        return s.rake if isinstance(s, RakedSettlement) else ()

    @property
    def rake(self) -> int:
        """Chips the rake took from this hand (they left the table): the players' stacks
        plus the rake add up to the stacks they started with."""
        return sum(c for _, c in self.rake_taken)

    @property
    def net(self) -> dict[Any, int]:
        """Chips won (+) or lost (-) in this hand, per player (once it is over)."""
        return {p: self.stacks[p] - self.start[p] for p in self.players}

    def jackpot(self) -> dict[Any, HandValue]:
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

    def _lines(self) -> list[tuple[str, dict[str, Any]]]:
        """The summary's lines, read from the event log: a message key and its values for each
        post, fold, all-in, nothing-to-call, the board (its three deals in one line), rake
        and pot awarded."""
        out: list[tuple[str, dict[str, Any]]] = []
        boards: list[BoardDealt] = []
        for e in self.events:
            if isinstance(e, Posted):
                out.append(("posts", {"player": e.player, "what": str(e.post), "paid": e.chips,
                                      "all_in": e.all_in}))
            elif isinstance(e, Acted):
                a = e.action
                out.append(("folds", {"player": a.player}) if a.kind is ActionKind.FOLD else
                           ("all_in", {"player": a.player, "total": a.to}))
            elif isinstance(e, NothingToCall):
                out.append(("nothing_to_call", {"player": e.player}))
            elif isinstance(e, BoardDealt):
                boards.append(e)
                if e.street is Street.RIVER:
                    out.append(("board", {
                        "burns": " ".join(str(b.burn) for b in boards),
                        "board": " ".join(str(c) for b in boards for c in b.cards)}))
            elif isinstance(e, Raked):
                out.append(("rake", {"chips": e.chips, "pot": e.pot}))
            elif isinstance(e, PotAwarded):
                out.append(("pot", {"pot": e.pot.index, "amount": e.pot.amount,
                                    "shares": tuple(e.shares)}))
        return out

    @property
    def log(self) -> list[str]:
        """The hand so far in English, one event a line (:meth:`summary` in either language)."""
        return [self._say(key, "en", fields) for key, fields in self._lines()]

    @staticmethod
    def _say(key: str, lang: str, fields: dict[str, Any]) -> str:
        said = dict(fields)
        if key == "posts":
            said["what"] = HAND_TEXT(f"w_{fields['what']}", lang)
            said["short"] = HAND_TEXT("short", lang) if said.pop("all_in") else ""
        elif key == "rake":
            said["pot"] = pot_label(fields["pot"], lang)
        elif key == "pot":
            said["pot"] = pot_label(fields["pot"], lang)
            said["won"] = HAND_TEXT("sep", lang).join(
                HAND_TEXT("wins", lang, player=p, chips=c) for p, c in said.pop("shares"))
        return HAND_TEXT(key, lang, **said)

    def summary(self, lang: str | None = None) -> str:
        """The hand as text, one event a line, in ``lang`` (the default language when None;
        the AoF article's words in Japanese).

        >>> h = AofHand({"A": 8, "B": 8}, button="A",
        ...             deck=stacked_deck(["B", "A"], {"A": "7c 2d", "B": "As Ad"}))
        >>> h.fold()
        >>> print(h.summary("en"))
        A posts small blind 1
        B posts big blind 2
        A folds
        main pot 2: B wins 2
        >>> print(h.summary("ja"))
        A がSB 1点を支払う
        B がBB 2点を支払う
        A がフォールド
        メインポット 2点: B が 2点を受領
        """
        lang = resolve_lang(lang)
        return "\n".join(self._say(key, lang, fields) for key, fields in self._lines())
