"""One hand of Oasis Poker: :class:`OasisGame` (deal, exchange, fold or raise) and the
:class:`Settlement` that shows where every point went.

>>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked("Qs Qd 8h 8c 2d Ks Kh 9c 6d 4s Qh"))
>>> g.exchange("2d")[-1], g.raise_().net
(Card('Qh'), 140)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, overload

from ..betting import ActionKind, ActionRecord
from ..cards import Card, Deck, cards_html, format_cards, parse_cards
from ..errors import (
    DeckError,
    ExchangeError,
    IllegalActionError,
    InsufficientBalanceError,
    TableError,
)
from ..evaluate import ROYAL_FLUSH_JA, HandCategory, HandValue, best_high
from ..events import (
    DEALER,
    PLAYER,
    Acted,
    Dealt,
    Event,
    Exchanged,
    Paid,
    Posted,
    PostKind,
    Shown,
    Side,
)
from ..hand_api import Action, Choice, Game, LegalActions, SeatView, read_choice, seat_view
from ..kinds import Kind, kind_of
from ..lang import Messages, resolve_lang
from .advisor import Advice, advise
from .arguments import is_whole_number, whole_number
from .rules import MAX_ANTE, MAX_POINTS, PAY_LINES, OasisRules, action_words, counts_words

__all__ = ["Settlement", "OasisGame", "Outcome", "StakeOutcome", "OasisDetail", "ExchangeCost"]

#: The article's deal (see :mod:`pokerlib.oasis.session`), for the examples below.
_EXAMPLE_DECK = "Qs Qd 8h 8c 2d Ks Kh 9c 6d 4s Qh"


class Outcome(Kind):
    """How an Oasis hand ended (:attr:`Settlement.outcome`)."""

    FOLD = "fold"
    DEALER_DOES_NOT_QUALIFY = "dealer does not qualify"
    PLAYER_WINS = "player wins"
    DEALER_WINS = "dealer wins"
    TIE = "tie"

    def describe(self, lang: str | None = None) -> str:
        """The outcome in words, in ``lang`` (default: the lesson's language).

        >>> Outcome.DEALER_DOES_NOT_QUALIFY.describe("ja")
        'ディーラー資格なし'
        """
        return SETTLEMENT_TEXT(self, resolve_lang(lang))


class StakeOutcome(Kind):
    """What became of one stake, the Ante or the Raise (:attr:`Settlement.ante_outcome`,
    :attr:`Settlement.raise_outcome`): won, pushed (returned) or lost; ``NONE``: never
    staked (the Raise after a fold)."""

    WIN = "win"
    PUSH = "push"
    LOSE = "lose"
    NONE = "none"


@dataclass(frozen=True)
class Settlement:
    """Where every point of one hand went. Amounts are points; ``*_result`` is the winnings
    (+), push (0) or loss (-) of that stake. Fees are never returned.

    ``spent = ante + fees + raise_amount``; ``stake_returned + winnings`` comes back;
    ``net = stake_returned + winnings - spent``; ``balance_after = balance_before + net``.
    """

    ante: int
    ante_outcome: StakeOutcome   # win, push or lose
    ante_result: int
    raise_amount: int            # 0 after a fold
    raise_outcome: StakeOutcome  # win, push, lose or none (folded)
    raise_result: int
    fees: int
    cards_exchanged: int
    stake_returned: int
    winnings: int
    balance_before: int
    balance_after: int
    outcome: Outcome
    player_cards: tuple[Card, ...]
    player_hand: HandValue
    dealer_cards: tuple[Card, ...]
    dealer_hand: HandValue | None        # None after a fold: the dealer's cards stay hidden
    dealer_qualified: bool | None
    pay_multiple: int | None             # the paytable line used (player wins only)
    paytable_line: str | None
    discarded: tuple[Card, ...] = ()

    def __post_init__(self) -> None:   # the kinds are refused here if misspelt
        object.__setattr__(self, "outcome", kind_of(Outcome, self.outcome, "outcome",
                                                    TableError))
        for name in ("ante_outcome", "raise_outcome"):
            object.__setattr__(self, name, kind_of(StakeOutcome, getattr(self, name), name,
                                                   TableError))

    @property
    def spent(self) -> int:
        return self.ante + self.fees + self.raise_amount

    @property
    def total_back(self) -> int:
        return self.stake_returned + self.winnings

    @property
    def net(self) -> int:
        return self.total_back - self.spent

    def rows(self, lang: str | None = None) -> list[tuple[str, int]]:
        """The settlement as (item, points) lines: what was put in (negative), what came
        back (positive), then the net and the balances (in ``lang``; default: the lesson's).

        >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(_EXAMPLE_DECK))
        >>> _ = g.exchange("2d")
        >>> s = g.raise_()
        >>> s.rows("en")[:4]
        [('Ante', -10), ('Exchange fee (1 card)', -10), ('Raise', -20), ('Stake returned', 30)]
        >>> s.rows("ja")[1]
        ('交換費（1枚）', -10)
        """
        lang = resolve_lang(lang)
        n = self.cards_exchanged
        rows = [(SETTLEMENT_TEXT("ante", lang), -self.ante)]
        if self.fees or n:
            rows.append((SETTLEMENT_TEXT("fee" if n == 1 else "fees", lang, n=n), -self.fees))
        if self.raise_amount:
            rows.append((SETTLEMENT_TEXT("raise", lang), -self.raise_amount))
        rows += [(SETTLEMENT_TEXT(key, lang), value) for key, value in (
            ("stake returned", self.stake_returned), ("winnings", self.winnings),
            ("net", self.net), ("balance before", self.balance_before),
            ("balance after", self.balance_after))]
        return rows

    def describe(self, lang: str | None = None) -> str:
        """One line in words (in ``lang``; default: the lesson's language).

        >>> from pokerlib.oasis import article_game
        >>> article_game(play=True).describe("ja")
        'プレイヤーの勝ち: 純増 +140、持ち点 100 → 240（Raise の配当 フルハウス 7:1）'
        """
        lang = resolve_lang(lang)
        text = SETTLEMENT_TEXT("line", lang, outcome=self.outcome.describe(lang),
                               net=self.net, before=self.balance_before,
                               after=self.balance_after)
        if self.paytable_line:
            text += SETTLEMENT_TEXT("paid", lang, line=self._pay_line(lang))
        return text

    def _pay_line(self, lang: str) -> str:
        """The paytable line that paid the Raise, e.g. 'Full house 7:1' / 'フルハウス 7:1'."""
        assert self.paytable_line is not None
        if lang == "en":
            return self.paytable_line
        name, odds = self.paytable_line.rsplit(" ", 1)
        index = PAY_LINES.index(name)
        word = ROYAL_FLUSH_JA if index == len(PAY_LINES) - 1 else \
            HandCategory(index).describe(lang)
        return f"{word} {odds}"

    def html(self, lang: str | None = None) -> str:
        """The settlement as HTML: both hands, then every line of :meth:`rows`."""
        lang = resolve_lang(lang)
        head = (f"<p><b>{self.outcome.describe(lang)}</b>. "
                f"{SETTLEMENT_TEXT('player', lang)}: {cards_html(self.player_cards)} "
                f"{self.player_hand.describe(lang)}")
        if self.dealer_hand is not None:
            q = SETTLEMENT_TEXT("qualifies" if self.dealer_qualified else "does not qualify",
                                lang)
            head += (f"<br>{SETTLEMENT_TEXT('dealer', lang)}: {cards_html(self.dealer_cards)} "
                     f"{self.dealer_hand.describe(lang)} ({q})")
        head += "</p>"
        balances = {SETTLEMENT_TEXT("balance before", lang), SETTLEMENT_TEXT("balance after",
                                                                             lang)}
        body = "".join(f"<tr><td style='text-align:left'>{k}</td><td>{v:+d}</td></tr>"
                       if k not in balances else
                       f"<tr><td style='text-align:left'>{k}</td><td>{v}</td></tr>"
                       for k, v in self.rows(lang))
        return head + f"<table>{body}</table>"

    def _repr_html_(self) -> str:
        return self.html()


#: The words of a settlement, in both languages (the article's: 元, 加点, 純増, Ante, Raise).
SETTLEMENT_TEXT = Messages(
    en={"ante": "Ante", "fee": "Exchange fee ({n} card)", "fees": "Exchange fee ({n} cards)",
        "raise": "Raise", "stake returned": "Stake returned", "winnings": "Winnings",
        "net": "Net", "balance before": "Balance before", "balance after": "Balance after",
        "line": "{outcome}: net {net:+d}, balance {before} -> {after}",
        "paid": " (Raise paid {line})", "player": "Player", "dealer": "Dealer",
        "qualifies": "qualifies", "does not qualify": "does not qualify",
        "fold": "fold", "dealer does not qualify": "dealer does not qualify",
        "player wins": "player wins", "dealer wins": "dealer wins", "tie": "tie"},
    ja={"ante": "Ante", "fee": "交換費（{n}枚）", "fees": "交換費（{n}枚）",
        "raise": "Raise", "stake returned": "元（返却）", "winnings": "加点",
        "net": "純増", "balance before": "開始時の持ち点", "balance after": "終了時の持ち点",
        "line": "{outcome}: 純増 {net:+d}、持ち点 {before} → {after}",
        "paid": "（Raise の配当 {line}）", "player": "プレイヤー", "dealer": "ディーラー",
        "qualifies": "資格あり", "does not qualify": "資格なし",
        "fold": "Fold", "dealer does not qualify": "ディーラー資格なし",
        "player wins": "プレイヤーの勝ち", "dealer wins": "ディーラーの勝ち", "tie": "同点"})


@dataclass(frozen=True)
class ExchangeCost:
    """What an exchange of ``cards`` cards needs from the balance: its ``fee``, plus the Raise
    it forces (``need``, under rules where five cards force the Raise), and whether the
    balance and the deck allow it now (``affordable``)."""

    cards: int
    fee: int
    need: int
    affordable: bool


@dataclass(frozen=True)
class OasisDetail:
    """Oasis's own part of a :class:`~pokerlib.hand_api.SeatView`: the stakes on the table
    (``ante``, exchange ``fees`` paid, ``raise_amount`` raised), ``balance`` not at stake
    (``balance_before`` the hand), the ``dealer`` cards shown so far (the up card, all five
    after a Raise), what each option costs — ``exchanges`` (one :class:`ExchangeCost` per count
    the rules allow), ``raise_cost`` and whether the balance pays it — which options the
    rules still allow (``fold_allowed``: not after an exchange that forces the Raise;
    ``exchanges_left``), and the :class:`Settlement` once the hand is over."""

    ante: int
    fees: int
    cards_exchanged: int
    raise_amount: int
    raise_cost: int
    raise_affordable: bool
    balance: int
    balance_before: int
    upcard: Card
    dealer: tuple[Card, ...]
    exchanges: tuple[ExchangeCost, ...]
    exchanges_left: int
    fold_allowed: bool
    settlement: Settlement | None
    rules_name: str = ""

    @property
    def dealer_revealed(self) -> bool:
        """Whether all five dealer cards are shown (after a Raise)."""
        return len(self.dealer) == 5


class OasisGame:
    """One hand of Oasis Poker played from a points balance.

    Creating the game posts the Ante and deals: the player's five cards, then the dealer's five
    (the first is the up card), from ``deck`` (a :class:`~pokerlib.cards.Deck`; a seeded or
    stacked deck makes the hand reproducible). Replacement cards come off the same deck;
    discarded cards are dead.

    >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(_EXAMPLE_DECK))
    >>> g.legal_actions().names, g.balance
    (('exchange', 'fold', 'raise'), 90)
    >>> g.exchange("Qs Qd 8h 8c 2d 2d")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.DuplicateCardError: duplicate card 2d in 'Qs Qd 8h 8c 2d 2d': each card ...
    >>> g.fold().balance_after
    90
    >>> g.raise_()  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.IllegalActionError: cannot raise: the hand is over (folded); start a ...
    """

    def __init__(self, ante: int = 10, balance: int = 100, rules: OasisRules | None = None,
                 deck: Deck | None = None, seed: int | None = None):
        rules = OasisRules.check(rules)
        # a hand moves at most Ante x MAX_SWING points, whole in a float (rules.MAX_ANTE)
        ante = whole_number(ante, "the Ante (points)", TableError, minimum=1, maximum=MAX_ANTE)
        balance = whole_number(balance, "the balance (points)", TableError, maximum=MAX_POINTS)
        if deck is not None and not isinstance(deck, Deck):
            raise TableError(key="type", what="deck", value=deck,
                             allowed="a pokerlib.cards.Deck (Deck.stacked(...)) or None")
        if seed is not None and not is_whole_number(seed):
            raise TableError(key="seed_or_none", what="seed", value=seed)
        if ante > balance:
            raise InsufficientBalanceError(key="oasis_ante_above_balance", ante=ante,
                                           balance=balance)
        if deck is None:
            deck = Deck(seed=seed, shuffle=True)
        if len(deck) < 10:
            raise DeckError(key="oasis_deck_small", n=len(deck), need=10)
        self.rules = rules
        self.ante = ante
        self.balance_before = balance
        self.balance = balance - ante   # points not at stake: the Ante is posted now
        self.deck = deck
        self.original_hand: tuple[Card, ...] = deck.deal(5)
        self.hand: tuple[Card, ...] = self.original_hand
        self._dealer: tuple[Card, ...] = deck.deal(5)
        self.upcard: Card = self._dealer[0]
        self.discarded: tuple[Card, ...] = ()
        self.exchanges: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = []
        self.fees = 0
        self.raise_amount = 0
        self.folded = False
        self.settlement: Settlement | None = None
        self.events: list[Event] = [Posted(PLAYER, PostKind.ANTE, ante),
                                    Dealt(PLAYER, self.original_hand),
                                    Dealt(DEALER, self._dealer)]   # what happened, in order

    # -- what the player sees -----------------------------------------------------------
    @property
    def hand_text(self) -> str:
        return format_cards(self.hand)

    @property
    def hand_value(self) -> HandValue:
        return best_high(self.hand)

    @property
    def is_over(self) -> bool:
        return self.settlement is not None

    @property
    def result(self) -> Settlement | None:
        """The :class:`Settlement` once the hand is over (``None`` before): every game's
        ``result``."""
        return self.settlement

    def view(self, seat: Side | str | None = PLAYER) -> SeatView:
        """What ``seat`` (the player, the dealer, or ``None``: a spectator) may see now, as in
        every game (:class:`~pokerlib.hand_api.SeatView`): the player's cards to the player,
        the dealer's up card to everyone (all five after a Raise), the legal actions to the
        player, the log censored for the seat, and Oasis's own part as ``detail``
        (:class:`OasisDetail`: stakes, balance, what each option costs).

        >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(_EXAMPLE_DECK))
        >>> v = g.view()
        >>> v.my_cards == g.hand, v.cards["dealer"], v.face_down, v.legal.names
        (True, (Card('Ks'),), {'dealer': 4}, ('exchange', 'fold', 'raise'))
        >>> v.detail.raise_cost, [(e.cards, e.need, e.affordable) for e in v.detail.exchanges][-1]
        (20, (5, 50, True))
        """
        if seat is not None:
            seat = kind_of(Side, seat, "the seat", TableError)
        revealed = self.settlement is not None and not self.folded
        holes = {PLAYER: self.hand, DEALER: self._dealer}
        shown = [PLAYER, DEALER] if revealed else []
        view = seat_view(seat, (PLAYER, DEALER), holes, shown, board=(), events=self.events,
                         game=Game.OASIS, stacks={PLAYER: self.balance}, in_front={PLAYER: 0},
                         pot=0, folded=[PLAYER] if self.folded else [], button=None,
                         small_blind=None, big_blind=None,
                         to_act=None if self.is_over else PLAYER,
                         legal=self.legal_actions(), is_over=self.is_over,
                         detail=self._detail())
        if not revealed and seat is not DEALER:   # the up card is dealt face up
            cards = dict(view.cards)
            cards[DEALER] = (self.upcard,)
            face_down = dict(view.face_down)
            face_down[DEALER] = 4
            view = dataclasses.replace(view, cards=cards, face_down=face_down)
        return view

    def _detail(self) -> OasisDetail:
        rules, ante = self.rules, self.ante
        raise_cost = rules.raise_antes * ante
        legal = set(self.legal_exchange_counts())
        return OasisDetail(
            ante=ante, fees=self.fees, cards_exchanged=sum(len(o) for o, _ in self.exchanges),
            raise_amount=self.raise_amount, raise_cost=raise_cost,
            raise_affordable=raise_cost <= self.balance, balance=self.balance,
            balance_before=self.balance_before, upcard=self.upcard, dealer=self.dealer_cards,
            exchanges=tuple(ExchangeCost(k, rules.fee_for(k) * ante, self._exchange_cost(k),
                                         k in legal) for k in rules.exchange_counts),
            exchanges_left=self.exchanges_left, fold_allowed=not self._must_raise(),
            settlement=self.settlement, rules_name=rules.name)

    @property
    def dealer_cards(self) -> tuple[Card, ...]:
        """The dealer's five cards, once revealed after a raise; before, only the up card."""
        if self.settlement is not None and not self.folded:
            return self._dealer
        return (self.upcard,)

    @property
    def fee_per_card_text(self) -> str:
        return ", ".join(f"{k}: {self.rules.fee_for(k) * self.ante}"
                         for k in self.rules.exchange_counts)

    def legal_exchange_counts(self) -> tuple[int, ...]:
        """How many cards may be exchanged now (the rules allow it, fees and any forced raise
        are affordable)."""
        if self.is_over or len(self.exchanges) >= self.rules.max_exchanges:
            return ()
        out = []
        for k in self.rules.exchange_counts:
            if self._exchange_cost(k) <= self.balance and k <= len(self.deck):
                out.append(k)
        return tuple(out)

    def _exchange_cost(self, k: int) -> int:
        """Points an exchange of ``k`` cards needs: its fee, plus the Raise it may force."""
        need = self.rules.fee_for(k) * self.ante
        if k == 5 and self.rules.five_forces_raise:
            need += self.rules.raise_antes * self.ante
        return need

    def legal_actions(self) -> LegalActions:
        """The actions allowed now, in the order ``exchange``, ``fold``, ``raise`` (the same
        :class:`~pokerlib.hand_api.LegalActions` as the other games: ``exchange`` holds the
        numbers of cards that may be exchanged, ``raise_to`` the Raise, ``stack`` the
        balance not at stake); nothing once the hand is over.

        >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(_EXAMPLE_DECK))
        >>> legal = g.legal_actions()
        >>> legal.exchange, legal.raise_to, "raise" in legal
        ((1, 2, 3, 4, 5), (20, 20), True)
        """
        if self.is_over:
            return LegalActions.none()
        raise_amount = self.rules.raise_antes * self.ante
        can_raise = raise_amount <= self.balance
        return LegalActions(None, not self._must_raise(), False, None, None,
                            (raise_amount, raise_amount) if can_raise else None, None,
                            stack=self.balance, exchange=self.legal_exchange_counts(),
                            game=Game.OASIS)

    def _must_raise(self) -> bool:
        return (self.rules.five_forces_raise
                and any(len(out) == 5 for out, _ in self.exchanges))

    def _over(self, action: str) -> None:
        if self.is_over:
            how = "folded" if self.folded else "settled"
            raise IllegalActionError(key="oasis_over", act=action_words([action]), how=how)

    # -- actions ------------------------------------------------------------------------
    def exchange(self, cards: Any) -> tuple[Card, ...]:
        """Discard ``cards`` (from the hand) and draw as many from the deck; pays the fee.
        Returns the new hand (replacements take the discarded cards' places)."""
        self._over("exchange")
        out = parse_cards(cards)
        if len(self.exchanges) >= self.rules.max_exchanges:
            raise IllegalActionError(key="oasis_exchange_again", name=self.rules.name,
                                     most=self.rules.max_exchanges,
                                     s="s" if self.rules.max_exchanges != 1 else "")
        missing = [c for c in out if c not in self.hand]
        if missing:
            raise ExchangeError(key="oasis_not_in_hand", cards=" ".join(map(str, missing)),
                                hand=self.hand_text)
        k = len(out)
        if k not in self.rules.exchange_counts:
            raise ExchangeError(key="oasis_exchange_count", k=k, name=self.rules.name,
                                allowed=counts_words(self.rules.exchange_counts))
        fee = self.rules.fee_for(k) * self.ante
        need = self._exchange_cost(k)
        if need > self.balance:
            raise InsufficientBalanceError(
                key="oasis_fee_and_raise_short" if need > fee else "oasis_fee_short", k=k,
                need=need, balance=self.balance,
                affordable=counts_words(self.legal_exchange_counts()))
        if k > len(self.deck):
            raise DeckError(key="oasis_deck_short", k=k, left=len(self.deck))
        new = self.deck.deal(k)
        it = iter(new)
        self.hand = tuple(next(it) if c in out else c for c in self.hand)
        self.discarded = self.discarded + out
        self.exchanges.append((out, new))
        self.fees += fee
        self.balance -= fee
        self.events.append(Exchanged(PLAYER, out, new, fee))
        return self.hand

    @overload
    def act(self, choice: Action) -> None: ...

    @overload
    def act(self, choice: Choice | str, cards: Any = None) -> Settlement | tuple[Card, ...]: ...

    def act(self, choice: Action | Choice | str, cards: Any = None
            ) -> Settlement | tuple[Card, ...] | None:
        """Act as every game's ``act`` does (:class:`~pokerlib.hand_api.Hand`): one
        :class:`~pokerlib.hand_api.Action` — an exchange with its cards, a Fold, or a Raise
        (naming its fixed amount or none) — returns nothing. Or with its parts, a
        :class:`~pokerlib.hand_api.Choice` or its word: ``act("exchange", "Kd 3c")`` is
        :meth:`exchange` (it returns the new cards); ``act("fold")`` and ``act("raise")``
        settle the hand and return its :class:`Settlement` (they take no cards).

        >>> g = OasisGame(ante=10, balance=100, deck=Deck.stacked(_EXAMPLE_DECK))
        >>> g.act(Action("exchange", cards="2d")); g.act(Action("raise", 20)); g.result.net
        140
        """
        if isinstance(choice, Action):
            self._act(choice, cards)
            return None
        c = read_choice(choice, "oasis")
        if c is Choice.EXCHANGE:
            return self.exchange(cards)
        given = () if cards is None else (cards,)
        return self.fold(*given) if c is Choice.FOLD else self.raise_(*given)

    def _act(self, action: Action, extra: object) -> None:
        """:meth:`act` with one :class:`~pokerlib.hand_api.Action` (refused whole when
        anything beside it or in it does not fit Oasis)."""
        if extra is not None:
            raise IllegalActionError(key="hand_api_action_alone")
        if action.seat is not None and action.seat != PLAYER:
            raise IllegalActionError(key="oasis_player_acts", seat=action.seat)
        c = read_choice(action.choice, "oasis")
        if c is Choice.EXCHANGE:
            if action.amount is not None:
                self._no_argument("exchange", (action.amount,))
            self.exchange(action.cards)
            return
        act = "fold" if c is Choice.FOLD else "raise_"
        if action.cards:
            self._no_argument(act, (action.cards,))
        if action.amount is not None and (
                c is Choice.FOLD or action.amount != self.rules.raise_antes * self.ante):
            self._no_argument(act, (action.amount,))
        if c is Choice.FOLD:
            self.fold()
        else:
            self.raise_()

    def _no_argument(self, act: str, given: tuple[object, ...]) -> None:
        """Fold and Raise take nothing: a value given (an amount, a card) is refused."""
        if given:
            raise IllegalActionError(key="oasis_no_argument", act=act, value=given[0],
                                     name=self.rules.name, antes=self.rules.raise_antes)

    def fold(self, *given: object) -> Settlement:
        """Give up the hand: the Ante is lost, fees stay lost. Takes no argument (one given is
        refused)."""
        self._no_argument("fold", given)
        self._over("fold")
        if self._must_raise():
            raise IllegalActionError(key="oasis_must_raise", name=self.rules.name)
        self.folded = True
        self.settlement = self._settle(None)
        self.events.append(Acted(ActionRecord(PLAYER, ActionKind.FOLD)))
        return self.settlement

    def raise_(self, *given: object) -> Settlement:
        """Raise ``raise_antes`` Antes; the dealer reveals and the hand is settled. Takes no
        argument: the rules fix the amount (one given is refused)."""
        self._no_argument("raise_", given)
        self._over("raise")
        amount = self.rules.raise_antes * self.ante
        if amount > self.balance:
            raise InsufficientBalanceError(key="oasis_raise_short", amount=amount,
                                           balance=self.balance)
        self.raise_amount = amount
        self.balance -= amount
        self.settlement = self._settle(best_high(self._dealer))
        self.balance = self.settlement.balance_after
        back = self.settlement.total_back
        self.events += [Acted(ActionRecord(PLAYER, ActionKind.RAISE, amount, amount)),
                        Shown(DEALER, self._dealer), *([Paid(PLAYER, back)] if back else [])]
        return self.settlement

    def _settle(self, dealer: HandValue | None) -> Settlement:
        rules, a, r = self.rules, self.ante, self.raise_amount
        player = best_high(self.hand)
        mult = line = None
        qualified = None
        win, push, lose = StakeOutcome.WIN, StakeOutcome.PUSH, StakeOutcome.LOSE
        outcome: Outcome
        ao: StakeOutcome
        ro: StakeOutcome
        if dealer is None:
            outcome, ao, ar, ro, rr, back = Outcome.FOLD, lose, -a, StakeOutcome.NONE, 0, 0
        else:
            qualified = dealer.score >= rules.qualifier_score
            if not qualified:
                outcome, ao, ar, ro, rr = Outcome.DEALER_DOES_NOT_QUALIFY, win, a, push, 0
            elif player.score > dealer.score:
                mult = rules.pay_multiple(player.score)
                line = rules.pay_line(player.score)
                outcome, ao, ar, ro, rr = Outcome.PLAYER_WINS, win, a, win, r * mult
            elif player.score < dealer.score:
                outcome, ao, ar, ro, rr = Outcome.DEALER_WINS, lose, -a, lose, -r
            else:
                outcome, ao, ar, ro, rr = Outcome.TIE, push, 0, push, 0
            back = (a if ao is not lose else 0) + (r if ro is not lose else 0)
        winnings = max(ar, 0) + max(rr, 0)
        spent = a + self.fees + r
        after = self.balance_before - spent + back + winnings
        return Settlement(
            ante=a, ante_outcome=ao, ante_result=ar, raise_amount=r, raise_outcome=ro,
            raise_result=rr, fees=self.fees,
            cards_exchanged=sum(len(o) for o, _ in self.exchanges),
            stake_returned=back, winnings=winnings, balance_before=self.balance_before,
            balance_after=after, outcome=outcome, player_cards=self.hand, player_hand=player,
            dealer_cards=self._dealer, dealer_hand=dealer, dealer_qualified=qualified,
            pay_multiple=mult, paytable_line=line, discarded=self.discarded)

    @property
    def exchanges_left(self) -> int:
        """How many more exchanges the rules allow in this hand."""
        return self.rules.max_exchanges - len(self.exchanges)

    def advise(self, **kwargs: Any) -> Advice:
        """The advisor's options for the hand as it stands (cards discarded are known dead);
        ``kwargs`` are :func:`~pokerlib.oasis.advisor.advise`'s ``exact_up_to``, ``samples``
        and ``seed``."""
        return advise(self.hand, self.upcard, self.rules, dead=self.discarded,
                      exchanges_left=self.exchanges_left, **kwargs)

    def __repr__(self) -> str:
        state = "over" if self.is_over else "to act"
        return (f"<OasisGame {self.hand_text} vs up card {self.upcard}, Ante {self.ante}, "
                f"{state}>")
