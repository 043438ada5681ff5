"""One hand interface for the three games: the :class:`Hand` protocol that an Oasis game, an
AoF hand and an Omaha hand all satisfy — what the player to act may choose
(:class:`LegalActions`), one typed :class:`Action` to act, what one seat may see
(:class:`SeatView`, with the game's own part in ``detail``), the event log, whether the hand
is over and its result.

Oasis Poker, AoF hold'em and Omaha Hi/Lo answer "what may I do now?" with the same value, a
:class:`LegalActions`: the kinds of action allowed (:class:`Choice` words, in a fixed order)
and, where a game has them, the exact amounts. It reads like the tuple of words it replaces
(``"fold" in legal``, ``list(legal)``, ``len(legal)``) and says itself in both languages:

>>> legal = LegalActions("Ann", fold=True, check=False, call=None, bet=None, raise_to=None,
...                      all_in=16, stack=16)              # AoF: fold or all-in
>>> legal.names, "all-in" in legal, Choice.CALL in legal
(('fold', 'all-in'), True, False)
>>> legal.describe("en"), legal.describe("ja")
('fold, all-in for 16 (to 16)', 'フォルド、オールイン 16（計16）')
>>> LegalActions.none().names, bool(LegalActions.none())      # the hand is over
((), False)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .cards import Card, parse_cards
from .error_messages import Said
from .errors import IllegalActionError, RulesError
from .kinds import Kind, kind_of
from .lang import Messages, resolve_lang

if TYPE_CHECKING:   # events imports betting, which imports this module
    from .events import Event

__all__ = ["Choice", "Game", "GAMES", "read_game", "LegalActions", "CHOICES", "Action", "Hand",
           "SeatView", "HandView", "seat_view", "censored", "read_choice", "action_parts",
           "choice_word", "said_choice", "said_game"]


class Choice(Kind):
    """An action a player may choose, in any of the three games: Omaha's fold, check, call,
    bet, raise and all-in, AoF's fold and all-in, Oasis's exchange, fold and raise."""

    EXCHANGE = "exchange"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all-in"


class Game(Kind):
    """The course's three games (what a :class:`LegalActions` belongs to, whose words a choice
    is said in)."""

    OASIS = "oasis"
    AOF = "aof"
    OMAHA = "omaha"


#: The games a :class:`LegalActions` can belong to.
GAMES: tuple[Game, ...] = tuple(Game)


def read_game(game: object) -> Game:
    """``game`` as a :class:`Game` (a Game or its word), or a RulesError naming the games."""
    if not isinstance(game, str):
        raise RulesError(key="one_of", what="game", value=game, allowed=", ".join(GAMES))
    return kind_of(Game, game, "game")


@dataclass(frozen=True)
class LegalActions:
    """What the player to act may do now, with exact amounts (the same type in every game).

    ``call`` is the chips the player would **add** to call (all of a short stack: an all-in
    call); ``bet`` and ``raise_to`` are ``(minimum, maximum)`` **totals** in front of the player
    for this round, or ``None``; ``all_in`` is the total after going all-in when that is legal
    (it may be below the minimum: an all-in for less); ``exchange`` the numbers of cards that
    may be exchanged (Oasis; empty when no exchange is allowed). ``player`` is who is to act
    (``None`` in Oasis, which has one player, and once a hand is over).

    The value behaves like the tuple of the allowed :class:`Choice` words, :attr:`names`:
    ``in``, iteration, ``len()`` and truth (an empty value: nothing to do). ``game``
    ("oasis", "aof" or "omaha") picks each article's own Japanese words in :meth:`describe`:
    Oasis keeps "Fold" and "Raise", AoF writes フォールド, Omaha フォルド.
    """

    player: Any
    fold: bool
    check: bool
    call: int | None
    bet: tuple[int, int] | None
    raise_to: tuple[int, int] | None
    all_in: int | None
    in_front: int = 0
    current_bet: int = 0
    stack: int = 0
    exchange: tuple[int, ...] = ()
    game: Game = Game.OMAHA

    def __post_init__(self) -> None:
        object.__setattr__(self, "game", read_game(self.game))

    @classmethod
    def none(cls, player: Any = None) -> LegalActions:
        """Nothing is allowed (the hand is over, or it is not this player's turn)."""
        return cls(player, False, False, None, None, None, None)

    @property
    def names(self) -> tuple[Choice, ...]:
        """The kinds of action allowed, e.g. ``('fold', 'call', 'raise', 'all-in')``."""
        return tuple(n for n, ok in (
            (Choice.EXCHANGE, bool(self.exchange)), (Choice.FOLD, self.fold),
            (Choice.CHECK, self.check), (Choice.CALL, self.call is not None),
            (Choice.BET, self.bet is not None), (Choice.RAISE, self.raise_to is not None),
            (Choice.ALL_IN, self.all_in is not None)) if ok)

    def __contains__(self, choice: object) -> bool:
        return choice in self.names

    def __iter__(self) -> Iterator[Choice]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)

    def __bool__(self) -> bool:
        return bool(self.names)

    def describe(self, lang: str | None = None) -> str:
        """The choices in words, with chips added where they differ from the total, in
        ``lang`` ("en" or "ja"; the default language when None).

        >>> legal = LegalActions("Ann", True, False, 2, None, (4, 4), 100, stack=100)
        >>> legal.describe("en")
        'fold, call 2 (to 2), raise to 4 (adds 4), all-in for 100 (to 100)'
        >>> legal.describe("ja")
        'フォルド、コール 2（計2）、レイズ 計4（4追加）、オールイン 100（計100）'
        >>> LegalActions(None, True, False, None, None, (20, 20), None, exchange=(1, 2),
        ...              stack=90).describe("en")                      # Oasis
        'exchange 1 or 2 cards, fold, raise to 20 (adds 20)'
        >>> LegalActions(None, True, False, None, None, (20, 20), None, exchange=(1, 2),
        ...              stack=90, game="oasis").describe("ja")
        '1・2枚の交換、Fold、Raise（20点）'
        >>> LegalActions("A", True, False, None, None, None, 16, in_front=1, stack=15,
        ...              game="aof").describe("ja")
        'フォールド、オールイン 15（計16）'
        """
        lang = resolve_lang(lang)
        def choices(key: str, **fields: Any) -> str:
            return CHOICES(key, lang, of_game=self.game, **fields)

        parts = []
        if self.exchange:
            *most, last = map(str, self.exchange)
            counts = CHOICES("or", lang, most=CHOICES("count_sep", lang).join(most), last=last) \
                if most else last
            parts.append(choices("exchange", counts=counts))
        if self.fold:
            parts.append(choices("fold"))
        if self.check:
            parts.append(choices("check"))
        if self.call is not None:
            parts.append(choices("call_all_in" if self.call == self.stack else "call",
                                 chips=self.call, to=self.in_front + self.call))
        for key, rng in (("bet", self.bet), ("raise", self.raise_to)):
            if rng is not None:
                lo, hi = rng
                parts.append(choices(f"{key}_one", lo=lo, add=lo - self.in_front)
                             if lo == hi else choices(key, lo=lo, hi=hi))
        if self.all_in is not None and not _covered(self):
            parts.append(choices("all_in", stack=self.stack, to=self.all_in))
        return CHOICES("sep", lang).join(parts) if parts else CHOICES("nothing", lang)


@dataclass(frozen=True)
class Action:
    """One action, as every game's :meth:`Hand.act` takes it: a :class:`Choice` (or its word),
    the ``amount`` where the structure has one (the **total** in front of the player for an
    Omaha bet or raise; an Oasis Raise may name its fixed amount or leave it out), the
    ``cards`` of an Oasis exchange, and ``seat``, who means to act (``None``: whoever is to
    act; another seat is refused as out of turn).

    >>> a = Action("exchange", cards="Kd 3c")
    >>> a.choice is Choice.EXCHANGE, a.cards == parse_cards("Kd 3c")
    (True, True)
    >>> Action(Choice.RAISE, 40).amount, Action("all-in", seat="A").seat
    (40, 'A')
    """

    choice: Choice
    amount: int | None = None
    cards: tuple[Card, ...] = ()
    seat: Any = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "choice", kind_of(Choice, self.choice, "the choice",
                                                   IllegalActionError))
        if self.amount is not None and (not isinstance(self.amount, int)
                                        or isinstance(self.amount, bool)):
            raise IllegalActionError(key="type", what="the amount", value=self.amount,
                                     allowed="a whole number or None")
        if not (isinstance(self.cards, tuple) and all(isinstance(c, Card) for c in self.cards)):
            object.__setattr__(self, "cards", parse_cards(self.cards))


def action_parts(choice: object, amount: int | None, seat: Any, game: Game | str
                 ) -> tuple[object, int | None, Any]:
    """``(choice, amount, seat)`` of an ``act`` call made either way: one :class:`Action`
    (then nothing beside it, and no cards in a game without exchanges) or its parts, given
    back as they are. A game whose ``act`` takes cards (Oasis) reads its Action itself."""
    game = read_game(game)
    if not isinstance(choice, Action):
        return choice, amount, seat
    if amount is not None or seat is not None:
        raise IllegalActionError(key="hand_api_action_alone")
    if choice.cards:
        raise IllegalActionError(key="hand_api_no_cards", game=said_game(game))
    return choice.choice, choice.amount, choice.seat


#: The choices of :meth:`LegalActions.describe` and the actions of
#: :class:`~pokerlib.betting.ActionRecord` in words (the Omaha article's spelling: フォルド).
#: Keys starting ``you_`` say an action to the learner's seat ("You call 2").
CHOICES = Messages(
    en={"fold": "fold", "check": "check", "call": "call {chips} (to {to})",
        "call_all_in": "call {chips} (to {to}) all-in", "bet": "bet {lo} to {hi}",
        "bet_one": "bet {lo} (adds {add})", "raise": "raise to {lo} to {hi}",
        "raise_one": "raise to {lo} (adds {add})", "all_in": "all-in for {stack} (to {to})",
        "exchange": "exchange {counts} cards", "or": "{most} or {last}", "count_sep": ", ",
        "sep": ", ", "nothing": "nothing", "all_in_word": "all-in", "exchange_word": "exchange",
        "call_word": "call", "bet_word": "bet", "raise_word": "raise",
        "did_fold": "{player} folds", "did_check": "{player} checks",
        "did_call": "{player} calls {added}", "did_bet": "{player} bets {to}",
        "did_raise": "{player} raises to {to}", "tail_all_in": " (all-in)",
        "you_fold": "{player} fold", "you_check": "{player} check",
        "you_call": "{player} call {added}", "you_bet": "{player} bet {to}",
        "you_raise": "{player} raise to {to}"},
    ja={"fold": "フォルド", "check": "チェック", "call": "コール {chips}（計{to}）",
        "call_all_in": "コール {chips}（計{to}、オールイン）", "bet": "ベット {lo}〜{hi}",
        "bet_one": "ベット {lo}（{add}追加）", "raise": "レイズ 計{lo}〜{hi}",
        "raise_one": "レイズ 計{lo}（{add}追加）", "all_in": "オールイン {stack}（計{to}）",
        "exchange": "{counts}枚の交換", "or": "{most}・{last}", "count_sep": "・",
        "sep": "、", "nothing": "なし", "all_in_word": "オールイン", "exchange_word": "交換",
        "call_word": "コール", "bet_word": "ベット", "raise_word": "レイズ",
        "did_fold": "{player} がフォルド", "did_check": "{player} がチェック",
        "did_call": "{player} がコール（{added}）", "did_bet": "{player} がベット（{to}）",
        "did_raise": "{player} が計{to}にレイズ", "tail_all_in": "（オールイン）",
        "you_fold": "{player} がフォルド", "you_check": "{player} がチェック",
        "you_call": "{player} がコール（{added}）", "you_bet": "{player} がベット（{to}）",
        "you_raise": "{player} が計{to}にレイズ"})


def read_choice(choice: object, game: Game | str) -> Choice:
    """``choice`` as a :class:`Choice` of ``game`` ("oasis", "aof" or "omaha"): a Choice, or its
    word (``"fold"``, ``"all-in"``, ...). What the game never offers is refused in one sentence
    listing the choices it has, in the learner's language; the game is not touched.

    >>> read_choice("all-in", "aof") is Choice.ALL_IN
    True
    >>> read_choice("call", "aof")
    Traceback (most recent call last):
    ...
    pokerlib.errors.IllegalActionError: 'call' is not a choice in All-in or Fold: the choices ...
    """
    game = read_game(game)
    allowed = GAME_CHOICES[game]
    try:
        c = Choice(choice)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        c = None
    if c is None or c not in allowed:
        words = {lang: CHOICES("sep", lang).join(choice_word(a, game, lang) for a in allowed)
                 for lang in ("en", "ja")}
        raise IllegalActionError(key="hand_api_no_such_choice", choice=choice,
                                 game=Said(*GAME_NAMES[game]), choices=Said(**words))
    return c


#: The choices each game ever offers (:func:`read_choice` refuses the others).
GAME_CHOICES: dict[Game, tuple[Choice, ...]] = {
    Game.OASIS: (Choice.EXCHANGE, Choice.FOLD, Choice.RAISE),
    Game.AOF: (Choice.FOLD, Choice.ALL_IN),
    Game.OMAHA: (Choice.FOLD, Choice.CHECK, Choice.CALL, Choice.BET, Choice.RAISE, Choice.ALL_IN),
}
GAME_NAMES: dict[Game, tuple[str, str]] = {
    Game.OASIS: ("Oasis Poker", "オアシスポーカー"), Game.AOF: ("All-in or Fold", "AoF"),
    Game.OMAHA: ("Omaha Hi/Lo", "オマハハイロー")}


def said_game(game: Game | str) -> Said:
    """A game's name in both languages, for a refusal's sentence."""
    return Said(*GAME_NAMES[read_game(game)])


def said_choice(choice: Choice, game: Game | str) -> Said:
    """One choice in ``game``'s words in both languages, for a refusal's sentence."""
    return Said(choice_word(choice, game, "en"), choice_word(choice, game, "ja"))


def choice_word(choice: Choice, game: Game | str, lang: str | None = None) -> str:
    """One choice as a bare word in ``game``'s own spelling ("フォールド" in AoF, "Fold" in
    Oasis, "フォルド" in Omaha)."""
    lang = resolve_lang(lang)
    game = read_game(game)
    choice = Choice(choice)   # a word that is no choice: refused in the learner's language
    key = {Choice.ALL_IN: "all_in_word", Choice.EXCHANGE: "exchange_word",
           Choice.CALL: "call_word", Choice.BET: "bet_word", Choice.RAISE: "raise_word"}.get(
        choice, str(choice))
    return CHOICES(key, lang, of_game=game)



def _covered(legal: LegalActions) -> bool:
    """Whether the all-in is already one of the listed call / bet / raise amounts."""
    if legal.call is not None and legal.call == legal.stack:
        return True
    for rng in (legal.bet, legal.raise_to):
        if rng is not None and rng[1] == legal.all_in:
            return True
    return False


@runtime_checkable
class Hand(Protocol):
    """What every game's hand answers, the same way (:class:`~pokerlib.oasis.OasisGame`,
    :class:`~pokerlib.aof.AofHand`, :class:`~pokerlib.omaha.OmahaHand`): what the player to
    act may do, one typed :class:`Action` to act (a refused one raises a
    :class:`~pokerlib.errors.PokerError` and changes nothing), what one seat may see, the log
    of what happened, whether the hand is over and its result (``None`` until it is).

    >>> from pokerlib.aof import AofHand
    >>> h = AofHand({"A": 16, "B": 16}, button="A", seed=1)
    >>> isinstance(h, Hand), h.legal_actions().names
    (True, ('fold', 'all-in'))
    >>> h.act(Action("fold")); h.is_over, h.result.payouts
    (True, {'A': 0, 'B': 3})
    """

    @property
    def events(self) -> Sequence[Event]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Any: ...

    def legal_actions(self) -> LegalActions: ...

    def act(self, action: Action) -> None: ...

    def view(self, seat: Any = None) -> SeatView: ...


@dataclass(frozen=True)
class SeatView:
    """What one seat may see of a hand now, the same type in the three games
    (:meth:`OasisGame.view <pokerlib.oasis.OasisGame.view>`, :meth:`AofHand.view
    <pokerlib.aof.AofHand.view>`, :meth:`OmahaHand.view <pokerlib.omaha.OmahaHand.view>`):
    the widgets draw this and never decide themselves which cards are hidden.

    ``seat`` is the viewer (``None``: a spectator, who sees no hole cards); ``players`` every
    seat dealt in, in seat order. ``cards`` holds the hole cards this seat may see — its own,
    and those shown at a showdown — and ``face_down`` how many cards each other player still
    in holds unseen. ``stacks`` are the chips behind, ``in_front`` the chips bet in the
    betting round being played, ``pot`` every chip in the middle (bets in front included).
    ``legal`` is what the seat may do: nothing unless it is the seat's turn. ``history`` is
    the hand's typed event log as this seat may see it (:func:`censored`: the cards dealt to
    or mucked by the others are left out), ``game`` whose hand it is, and ``detail`` the
    game's own part (:class:`~pokerlib.oasis.OasisDetail` for Oasis; ``None`` otherwise).
    """

    seat: Any
    players: tuple[Any, ...]
    cards: dict[Any, tuple[Card, ...]]
    face_down: dict[Any, int]
    board: tuple[Card, ...]
    stacks: dict[Any, int]
    in_front: dict[Any, int]
    pot: int
    folded: frozenset[Any]
    button: Any
    small_blind: Any
    big_blind: Any
    to_act: Any
    legal: LegalActions
    is_over: bool
    history: tuple[Event, ...] = ()
    game: Game = Game.OMAHA
    detail: Any = field(default=None, compare=True)

    @property
    def my_cards(self) -> tuple[Card, ...]:
        """The viewer's own hole cards (none for a spectator)."""
        return self.cards.get(self.seat, ()) if self.seat is not None else ()

    @property
    def my_turn(self) -> bool:
        """Whether the viewer is to act now."""
        return self.seat is not None and self.to_act == self.seat and bool(self.legal)


def seat_view(seat: Any, players: Sequence[Any], holes: Mapping[Any, tuple[Card, ...]],
              shown: Iterable[Any], **public: Any) -> SeatView:
    """A :class:`SeatView` for ``seat``: of the ``holes`` it keeps only the seat's own cards
    and the ``shown`` ones, and counts the others still in (not in ``public["folded"]``) as
    face down; ``public`` gives the other fields (the ones every seat sees). ``legal`` is
    kept only when it is the seat's turn; ``public["events"]`` (the hand's log) becomes the
    view's :attr:`~SeatView.history`, censored for the seat."""
    visible = set(shown)
    if seat is not None:
        visible.add(seat)
    folded = frozenset(public.pop("folded"))
    legal = public.pop("legal")
    to_act = public["to_act"]
    cards = {p: tuple(holes[p]) for p in players if p in visible and p in holes}
    face_down = {p: len(holes[p]) for p in players
                 if p in holes and p not in visible and p not in folded}
    mine = legal if seat is not None and to_act == seat else LegalActions.none()
    history = censored(public.pop("events", ()), visible)
    return SeatView(seat, tuple(players), cards, face_down, folded=folded, legal=mine,
                    history=history, **public)


#: The name the views had before the three games shared one (kept for old code).
HandView = SeatView


def censored(events: Iterable[Event], visible: Iterable[Any]) -> tuple[Event, ...]:
    """The ``events`` as a seat that sees the ``visible`` players' cards reads them: a deal
    to, or a muck by, anyone else keeps its player but not its cards (PokerKit's censored hole
    cards)."""
    from .events import Dealt, Event, Mucked  # events imports this module's users
    if isinstance(events, (str, bytes)) or not isinstance(events, Iterable):
        raise RulesError(key="type", what="events", allowed="a hand's events", value=events)
    events = tuple(events)
    if not all(isinstance(e, Event) for e in events):
        raise RulesError(key="type", what="events", allowed="a hand's events", value=events)
    if isinstance(visible, (str, bytes)) or not isinstance(visible, Iterable):
        raise RulesError(key="type", what="visible", allowed="the players whose cards are seen",
                         value=visible)
    try:
        seen = set(visible)
    except TypeError:   # a list among the players: no player
        raise RulesError(key="type", what="visible", allowed="the players whose cards are seen",
                         value=visible) from None
    return tuple(replace(e, cards=()) if isinstance(e, Dealt | Mucked) and e.player not in seen
                 else e for e in events)
