"""How each button table plays a file: the hold'em (All-in or Fold) and Omaha engines behind
:func:`~pokerlib.phh.replay`, each building its table from the file's cards and playing the
file's player actions on it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..aof import Action, AnteKind, AofHand, AofRules
from ..betting import BettingRules
from ..cards import Card, Deck
from ..error_messages import Said
from ..errors import (
    DuplicateDealError,
    FieldTypeError,
    PHHActionError,
    PHHError,
    PokerError,
    UnsupportedHandError,
)
from ..omaha import OmahaRules, OmahaTable
from .actions import DealtCards, Step, card_text, fill_unknown, parse_card_text
from .format import HandHistory, is_whole_number
from .result import Replay, open_pots, pot_so_far, settled_pots
from .rounds import all_in_raises, nothing_to_decide

__all__ = ["ButtonTablePlay", "HoldemPlay", "OmahaPlay", "deck_in_deal_order", "check_deal",
           "who_is"]


def _forced_bets(h: HandHistory) -> tuple[int, int]:
    blinds = h["blinds_or_straddles"]
    if any(blinds[2:]):
        raise UnsupportedHandError(key="phh_straddles", value=list(blinds))
    sb, bb = blinds[0], blinds[1]
    if bb < 1:
        raise UnsupportedHandError(key="phh_big_blind", value=list(blinds))
    return sb, bb


def who_is(label: str, name: Any) -> str:
    """'p2 (B)', or just 'p2' when the player has no other name."""
    return label if str(name) == label else f"{label} ({name})"


def check_deal(engine_cards: Sequence, file_cards: Sequence | None, what: str) -> None:
    """Refuse a table that dealt other cards than the file says (a dealing-order bug)."""
    if file_cards is None:
        return
    for a, b in zip(engine_cards, file_cards):
        if b is not None and a != b:
            raise PHHError(key="phh_internal_deal", dealt=card_text(engine_cards), who=what,
                           file=card_text(file_cards))


class ButtonTablePlay:
    """What the shared walk asks of an engine; one subclass per table."""

    game = ""
    hole_count = 0
    table: Any
    hand: Any

    def __init__(self, h: HandHistory, cards: DealtCards, dealing: DealtCards,
                 all_steps: list[Step]):
        self.h, self.cards, self.names = h, cards, h.players

    # the hand now
    def board(self) -> Sequence[Card]:
        return self.hand.board

    def is_over(self) -> bool:
        return bool(self.hand.is_over)

    def live(self) -> list[int]:
        raise NotImplementedError

    def state(self) -> str:
        raise NotImplementedError

    def dealt_holes(self, i: int) -> Sequence[Card]:
        raise NotImplementedError

    # the actions
    def before_dealer(self) -> None:
        """Let through players the table would ask without a decision (hold'em)."""

    def let_through(self, s: Step) -> bool:
        raise NotImplementedError

    def act(self, s: Step) -> None:
        raise NotImplementedError

    # the result
    def settled(self, showdown: bool) -> Replay:
        raise NotImplementedError

    def unsettled(self, reason: str) -> Replay:
        raise NotImplementedError

    def running(self, board_seen: int) -> Replay:
        raise NotImplementedError


def deck_in_deal_order(top: list[Card | None], spares: list[Card]) -> Deck:
    """A deck whose top cards are ``top``, in the order the table deals them (unknown cards,
    ``None``, filled from ``spares``): the raw card order a hand history gives, unlike the
    games' ``stacked_deck``, which take each player's hand."""
    return Deck.stacked(fill_unknown(top, spares))


# ---------------------------------------------------------------------------------------------
# Hold'em (NT) on the All-in or Fold table
# ---------------------------------------------------------------------------------------------

def _aof_rules(h: HandHistory, sb: int, bb: int) -> AofRules:
    antes = h["antes"]
    if not any(antes):
        ante, kind = 0, AnteKind.NONE
    elif len(set(antes)) == 1:
        ante, kind = antes[0], AnteKind.EACH
    elif all(a == 0 for i, a in enumerate(antes) if i != 1):
        ante, kind = antes[1], AnteKind.BIG_BLIND
    else:
        raise UnsupportedHandError(key="phh_aof_antes", value=list(antes))
    try:
        # the rules' stack is only the top-up level of a session; the hand plays the file's
        # stacks, which may all be shorter than the forced bets (everyone all-in on posting)
        return AofRules(stack=max(*h.starting_stacks, bb + ante), small_blind=sb,
                        big_blind=bb, ante=ante, ante_kind=kind,
                        blind_first=h.get("_blind_first", False))
    except PokerError as e:
        raise UnsupportedHandError(key="phh_setup", game="AoF", error=e) from None


def _burn_cards(h: HandHistory, holes: list[list[Card]], board: list[Card | None]
                ) -> list[Card]:
    burns = h.get("_burns", "")
    try:
        cards = parse_card_text(-1, "_burns", burns) if burns else ()
    except PHHActionError as e:
        reason = e.fields.get("reason", e.reason)
        raise FieldTypeError(key="phh_burns_text", reason=reason) from None
    known = [c for c in cards if c is not None]
    used = set(c for x in holes for c in x) | set(c for c in board if c is not None)
    if set(known) & used or len(set(known)) != len(known):
        raise DuplicateDealError(key="phh_burns_repeat", burns=burns)
    if len(known) > 3:
        raise FieldTypeError(key="phh_burns_count", n=len(known))
    return known


class HoldemPlay(ButtonTablePlay):
    game = "hold'em"
    hole_count = 2

    def __init__(self, h: HandHistory, cards: DealtCards, dealing: DealtCards,
                 all_steps: list[Step]):
        super().__init__(h, cards, dealing, all_steps)
        n, names = h.player_count, self.names
        sb, bb = _forced_bets(h)
        rules = _aof_rules(h, sb, bb)
        spares = list(dealing.spares)
        holes: list[list[Card]] = [fill_unknown(dealing.holes[i] or (None, None), spares)
                                   for i in range(n)]
        burns = _burn_cards(h, holes, dealing.board)
        spares[:] = [c for c in spares if c not in set(burns)]
        slots: list[Card | None] = [*burns, *[None] * (3 - len(burns))]
        board = list(dealing.board) + [None] * (5 - len(dealing.board))
        # the AoF table deals one card at a time from the left of the button (p1), twice
        # round, then burn, flop, burn, turn, burn, river
        top: list[Card | None] = []
        top += [holes[i][0] for i in range(n)] + [holes[i][1] for i in range(n)]
        top += [slots[0], *board[:3], slots[1], board[3], slots[2], board[4]]
        # seat order = position order (p1 left of the button ... pn on the button)
        self.hand = AofHand(dict(zip(names, h.starting_stacks)), button=names[-1],
                            rules=rules, deck=deck_in_deal_order(top, spares))
        self.table = self.hand
        self.label = {p: f"p{i + 1}" for i, p in enumerate(names)}
        self.checked: set = set()

    def dealt_holes(self, i: int) -> Sequence[Card]:
        return self.hand.holes[self.names[i]]

    def live(self) -> list[int]:
        return [self.names.index(p) for p in self.hand.live]

    def state(self) -> str:
        hand = self.hand
        if hand.is_over:
            return "the hand is over" + (" without a showdown" if len(hand.live) < 2 else "")
        return f"{who_is(self.label[hand.to_act], hand.to_act)} is to act"

    def before_dealer(self) -> None:
        while nothing_to_decide(self.hand):  # PHH skips these players; all-in is a check
            self.hand.all_in()

    def let_through(self, s: Step) -> bool:
        """A PHH check ('cc') by a player the AoF table let through without a decision."""
        hand = self.hand
        assert s.player is not None
        p = self.names[s.player]
        if (s.verb == "cc" and p != hand.to_act and p in hand.live and hand.behind[p] > 0
                and p not in self.checked and hand.has_nothing_to_call(p)
                and not any(x == p for x, _ in hand.actions)):
            self.checked.add(p)
            return True
        return False

    def act(self, s: Step) -> None:
        hand = self.hand
        assert s.player is not None
        p = self.names[s.player]
        if hand.is_over:
            raise PHHActionError(s.index, s.text, PokerError(key="phh_aof_over"))
        if hand.to_act != p:
            raise PHHActionError(s.index, s.text, PokerError(
                key="phh_not_turn", p=s.player + 1,
                actor=who_is(self.label[hand.to_act], hand.to_act)))
        total = hand.bets[p] + hand.behind[p]
        top = max(hand.bets.values())
        others_can_bet = all_in_raises(hand, p)
        shove = (f"'p{s.player + 1} cbr {total}'" if others_can_bet
                 else f"'p{s.player + 1} cc'")
        if s.verb == "f":
            act = Action.FOLD
        elif s.verb == "cbr":
            if s.amount != total or total <= top:
                raise PHHActionError(s.index, s.text, PokerError(
                    key="phh_aof_bet_not_all_in", total=total, p=s.player + 1, shove=shove))
            act = Action.ALL_IN
        else:  # cc: a call is an all-in when it takes every chip or nobody can call more
            if (top - hand.bets[p] < hand.behind[p] and others_can_bet
                    and not nothing_to_decide(hand)):
                owed = top - hand.bets[p]
                what = (Said("a check", "チェック") if owed == 0
                        else Said(f"a call of {owed}", f"{owed}のコール"))
                raise PHHActionError(s.index, s.text, PokerError(
                    key="phh_aof_call_not_all_in", what=what, p=s.player + 1, shove=shove))
            act = Action.ALL_IN
        try:
            hand.act(act, seat=p)
        except PokerError as e:
            raise PHHActionError(s.index, s.text, e) from None

    def settled(self, showdown: bool) -> Replay:
        hand = self.hand
        pots, uncalled = settled_pots(hand.settlement, str)
        return Replay(self.h, True, dict(hand.stacks), pots, uncalled, game=hand, hand=hand,
                      settlement=hand.settlement,
                      board=card_text(hand.board) if showdown else "")

    def unsettled(self, reason: str) -> Replay:
        hand = self.hand
        return Replay(self.h, False, dict(hand.behind), reason=reason, game=hand, hand=hand,
                      pots=open_pots(hand.bets, hand.folded, sum(hand.antes.values()),
                                     hand.order, str),
                      board=card_text(self.cards.board))

    def running(self, board_seen: int) -> Replay:
        hand = self.hand
        return Replay(self.h, False, dict(hand.behind),
                      reason=f"the file stops with {self.state()}", game=hand, hand=hand,
                      to_act=hand.to_act, legal=", ".join(a.value for a in hand.legal_actions()),
                      pots=pot_so_far(hand.pot, hand.live, hand.bets, str))


# ---------------------------------------------------------------------------------------------
# Omaha hi/lo (FO/8, PO/8, NO/8) on the Omaha table
# ---------------------------------------------------------------------------------------------

def _omaha_rules(h: HandHistory, sb: int, bb: int) -> OmahaRules:
    v = h.variant
    try:
        if v == "FO/8":
            betting = BettingRules.limit(
                h["small_bet"], h["big_bet"], small_blind=sb, big_blind=bb,
                max_raises=h.get("_max_raises", 3),
                cap_heads_up=h.get("_cap_heads_up", True),
                half_bet_reopens=h.get("_half_bet_reopens", True))
        else:
            if h["min_bet"] != bb:
                raise UnsupportedHandError(key="phh_min_bet", value=h["min_bet"], bb=bb)
            betting = (BettingRules.pot_limit if v == "PO/8" else BettingRules.no_limit)(sb, bb)
        return OmahaRules(betting, max_seats=max(10, h.player_count))
    except PokerError as e:
        if isinstance(e, PHHError):
            raise
        raise UnsupportedHandError(key="phh_setup", game="Omaha", error=e) from None


def _posted_blinds(h: HandHistory) -> dict:
    """The pokerlib extension for hands whose forced bets do not sit in PHH's standard places
    (a returning player posting missed blinds, blinds that skipped a seat):
    ``_blinds = [small, big]`` (the table's blind sizes), ``_small_blind = "p1"`` (or ``""``),
    ``_big_blind = "p3"`` and ``_posts = ["p2 post 2", "p2 dead 1"]``. ``blinds_or_straddles``
    then lists the live chips each position posted and ``antes`` the dead ones."""
    n = h.player_count

    def seat(label: Any, what: str) -> int | None:
        if label == "" and what == "_small_blind":
            return None
        m = re.fullmatch(r"p([1-9][0-9]*)", str(label))
        if not m or int(m.group(1)) > n:
            raise FieldTypeError(key="phh_field_player", name=what, n=n, value=label)
        return int(m.group(1)) - 1

    amounts = h.get("_blinds")
    if (not isinstance(amounts, tuple) or len(amounts) != 2
            or not all(is_whole_number(x) and x >= 0 for x in amounts) or amounts[1] < 1):
        raise FieldTypeError(key="phh_blinds_field")
    posters: dict = {}
    for entry in h.get("_posts", ()):
        parts = str(entry).split()
        if (len(parts) != 3 or parts[1] not in ("post", "dead")
                or not re.fullmatch(r"[0-9]{1,18}", parts[2])):
            raise FieldTypeError(key="phh_posts_entry", value=entry)
        i = seat(parts[0], "_posts")
        big, small = posters.get(i, (False, False))
        posters[i] = (big or parts[1] == "post", small or parts[1] == "dead")
    return {"amounts": tuple(amounts), "sb": seat(h.get("_small_blind", ""), "_small_blind"),
            "bb": seat(h["_big_blind"], "_big_blind"), "posters": posters}


class OmahaPlay(ButtonTablePlay):
    game = "Omaha"
    hole_count = 4

    def __init__(self, h: HandHistory, cards: DealtCards, dealing: DealtCards,
                 all_steps: list[Step]):
        super().__init__(h, cards, dealing, all_steps)
        n, names = h.player_count, self.names
        posted = _posted_blinds(h) if "_big_blind" in h else None
        if posted is None and any(h["antes"]):
            raise UnsupportedHandError(key="phh_omaha_antes", value=list(h["antes"]))
        sb, bb = _forced_bets(h) if posted is None else posted["amounts"]
        table = OmahaTable(_omaha_rules(h, sb, bb), seats=n, seed=None)
        for i, (p, st) in enumerate(zip(names, h.starting_stacks)):
            table.sit(i, p, st)
        # a player whose hand the file shows is recorded as showing it (after the river a
        # choice to show even a beaten hand; before a runout every hand still in is shown):
        # the replayed hand never records a shown hand as mucked
        for s in all_steps:
            if s.verb == "sm" and s.cards and s.player is not None:
                table.show_beaten_hands(s.player, True)
        spares = list(dealing.spares)
        holes = [fill_unknown(dealing.holes[i] or (None,) * 4, spares) for i in range(n)]
        board = fill_unknown(list(dealing.board) + [None] * (5 - len(dealing.board)), spares)
        button = n - 1  # seat of the last player; heads-up p2, who posts the small blind
        # the table deals one card at a time from the small blind (heads-up: the button)
        if posted is None:
            first = button if n == 2 else 0
        else:
            first = posted["sb"] if posted["sb"] is not None else posted["bb"]
        order = [(first + k) % n for k in range(n)]
        top: list[Card | None] = [holes[i][k] for k in range(4) for i in order]
        top += [None, *board[:3], None, board[3], None, board[4]]
        deck = deck_in_deal_order(top, spares)
        try:
            if posted is None:
                self.hand = table.start_hand(deck=deck, button=button)
            else:
                posts = {seat: [k for k, on in zip(("post", "dead"), flags) if on]
                         for seat, flags in posted["posters"].items()}
                self.hand = table.start_hand_at(button, small_blind=posted["sb"],
                                                big_blind=posted["bb"], posts=posts, deck=deck)
        except PokerError as e:
            raise UnsupportedHandError(key="phh_start", error=e) from None
        self.table = table

    def dealt_holes(self, i: int) -> Sequence[Card]:
        return self.hand.hole[i]

    def live(self) -> list[int]:
        return list(self.hand.live)

    def state(self) -> str:
        hand = self.hand
        if hand.is_over:
            return "the hand is over"
        r = hand.round
        who = who_is(f"p{r.to_act + 1}", self.names[r.to_act])
        return (f"the {r.street} betting is open: {who} is to act"
                f" and may {r.legal_actions().describe('en')}")

    def let_through(self, s: Step) -> bool:
        """A PHH check ('cc') by a player the table let through without a decision: still
        in, with chips, nothing to call, and everyone else still in is all-in."""
        if s.verb != "cc":
            return False
        hand = self.hand
        q = s.player
        r = hand.round
        running = not hand.is_over and r is not None
        if running and r.to_act == q:
            return False
        folded = set(hand.folded) | ({x for x in r.order if r.folded(x)} if running else set())
        live = [x for x in hand.seats if x not in folded]
        if q not in live:
            return False
        if hand.is_over:
            paid = hand.record.settlement.payouts
            after = dict(hand.record.stacks_after)
            behind = {x: after[x] - paid.get(x, 0) for x in live}
        else:
            behind = {x: hand.stack(x) for x in live}
        others = [x for x in live if x != q]
        return (behind[q] > 0 and bool(others) and all(behind[x] == 0 for x in others)
                and all(hand.in_front(x) <= hand.in_front(q) for x in others))

    def act(self, s: Step) -> None:
        hand, table, names = self.hand, self.table, self.names
        assert s.player is not None
        if hand.is_over:
            raise PHHActionError(s.index, s.text, PokerError(key="phh_omaha_over"))
        r = hand.round
        if r.to_act != s.player:
            raise PHHActionError(s.index, s.text, PokerError(
                key="phh_not_turn_may", p=s.player + 1,
                actor=who_is(f"p{r.to_act + 1}", names[r.to_act]),
                legal=r.legal_actions().describe))
        legal = r.legal_actions()
        try:
            if s.verb == "f":
                table.fold(seat=s.player)
            elif s.verb == "cc":
                (table.check if legal.check else table.call)(seat=s.player)
            elif r.current_bet == 0:
                table.bet(s.amount, seat=s.player)
            else:
                table.raise_to(s.amount, seat=s.player)
        except PokerError as e:
            if e.key is not None and e.fields.get("player") == s.player:
                # the table names seats by number; the file names them p1, p2...
                e = type(e)(key=e.key, **{**e.fields,
                                          "player": who_is(f"p{s.player + 1}", names[s.player])})
                raise PHHActionError(s.index, s.text, e) from None
            msg = str(e)
            if msg.startswith(f"{s.player} "):  # the table names seats by number
                msg = who_is(f"p{s.player + 1}", names[s.player]) + msg[len(str(s.player)):]
            raise PHHActionError(s.index, s.text, msg) from None

    def _stacks(self) -> dict:
        return {name: self.table.stacks[i] for i, name in enumerate(self.names)}

    def settled(self, showdown: bool) -> Replay:
        hand, rec = self.hand, self.hand.record
        pots, uncalled = settled_pots(rec.settlement, self.names.__getitem__)
        return Replay(self.h, True, self._stacks(), pots, uncalled, game=self.table, hand=hand,
                      settlement=rec.settlement,
                      board=card_text(hand.board) if showdown else "")

    def unsettled(self, reason: str) -> Replay:
        hand = self.hand
        return Replay(self.h, False, self._stacks(), reason=reason, game=self.table,
                      hand=hand, board=card_text(self.cards.board),
                      pots=open_pots(dict(hand.contributions), hand.folded, hand.dead,
                                     hand.seats, self.names.__getitem__))

    def running(self, board_seen: int) -> Replay:
        hand, names = self.hand, self.names
        r = hand.round
        live = [x for x in hand.live if not (x in r.order and r.folded(x))]
        return Replay(self.h, False, {names[i]: hand.stack(i) for i in range(len(names))},
                      reason=f"the file stops while {self.state()}", game=self.table,
                      hand=hand, to_act=names[r.to_act], legal=r.legal_actions().describe("en"),
                      board=card_text(hand.board[:board_seen]),
                      pots=pot_so_far(hand.pot, live,
                                      {x: hand.in_front(x) for x in hand.seats},
                                      names.__getitem__))
