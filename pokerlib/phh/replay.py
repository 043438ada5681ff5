"""Replaying a file on pokerlib's tables: one set-up (read the steps, collect and check the
cards, stack the deck, walk the actions, report the result) shared by the three engines —
the All-in or Fold table for hold'em (NT), the Omaha table (FO/8, PO/8, NO/8) and the Oasis
game (OASIS) — so the course's rules decide every chip."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..aof import Action, AofHand, AofRules
from ..betting import BettingRules
from ..cards import Card, Deck
from ..errors import (
    DuplicateDealError,
    FieldTypeError,
    MissingFieldError,
    PHHActionError,
    PHHCardError,
    PHHError,
    PokerError,
    UnsupportedHandError,
)
from ..oasis import OasisGame, OasisRules
from ..omaha import OmahaRules, OmahaTable
from .actions import (
    DealLedger,
    DealtCards,
    Step,
    card_text,
    collect_dealt_cards,
    fill_unknown,
    parse_card_text,
    parse_steps,
)
from .format import OMAHA_VARIANTS, HandHistory, is_whole_number, load
from .result import Replay, finish_replay, open_pots, pot_so_far, settled_pots
from .rounds import all_in_raises, nothing_to_decide

__all__ = ["replay", "check_stop"]


def check_stop(stop: Any, actions: int) -> int | None:
    """``stop`` as :func:`replay` takes it: ``None`` (every action) or a whole number
    0..``actions``."""
    if stop is None:
        return None
    if not is_whole_number(stop) or not 0 <= stop <= actions:
        raise PHHError(f"stop must be None (every action) or a whole number from 0 to "
                       f"{actions} (the number of actions), not {stop!r}")
    return stop  # type: ignore[no-any-return]


def replay(source: str | Path | HandHistory, *, strict: bool = False,
           stop: int | None = None) -> Replay:
    """Play a hand file (path, PHH text or :class:`HandHistory`) on pokerlib's table and
    return the :class:`Replay`: finishing stacks, pots and winners, and where the file's own
    ``finishing_stacks`` differ. With ``strict=True`` an incomplete or differing replay
    raises :class:`PHHError`. ``stop=k`` (0 to the number of actions) replays only the first
    ``k`` actions (a lesson can show the table at any step, or play on from there with
    ``.game``, which deals the cards the rest of the file deals); what it reports comes from
    those ``k`` actions only.

    >>> from pokerlib.phh import replay_example
    >>> replay_example("aof_showdown", stop=6).to_act       # A and B have folded
    'C'
    >>> r = replay_example("aof_last_one_standing")
    >>> r.uncalled, r.finishing_stacks
    ({'A': 14}, {'C': 15, 'D': 14, 'A': 19, 'B': 16})
    """
    if not isinstance(strict, bool):
        raise PHHError(f"strict must be True or False, not {strict!r}")
    h = load(source)
    k = check_stop(stop, len(h.actions))
    whole = None
    if k is not None:
        whole = h
        h = h.replace(actions=list(h.actions[:k]), finishing_stacks=None)
    if h.variant == "NT":
        return _play_button_game(_HoldemPlay, h, strict, whole)
    if h.variant in OMAHA_VARIANTS:
        return _play_button_game(_OmahaPlay, h, strict, whole)
    return _replay_oasis(h, strict, whole)


# ---------------------------------------------------------------------------------------------
# The shared set-up of the button games (hold'em and Omaha)
# ---------------------------------------------------------------------------------------------

def _steps_without_discards(h: HandHistory, game: str) -> list[Step]:
    """The file's steps, for a game with no draw ('sd' is an error)."""
    steps = parse_steps(h)
    for s in steps:
        if s.verb == "sd":
            raise PHHActionError(s.index, s.text, f"{game} has no discards")
    return steps


def _forced_bets(h: HandHistory) -> tuple[int, int]:
    blinds = h["blinds_or_straddles"]
    if any(blinds[2:]):
        raise UnsupportedHandError(f"blinds_or_straddles {list(blinds)}: pokerlib's tables "
                                   "post a small and a big blind only (no straddles)")
    sb, bb = blinds[0], blinds[1]
    if bb < 1:
        raise UnsupportedHandError(f"blinds_or_straddles {list(blinds)}: the big blind "
                                   "(entry 2) must be at least 1")
    return sb, bb


def _who(label: str, name: Any) -> str:
    """'p2 (B)', or just 'p2' when the player has no other name."""
    return label if str(name) == label else f"{label} ({name})"


def _check_deal(engine_cards: Sequence, file_cards: Sequence | None, what: str) -> None:
    if file_cards is None:
        return
    for a, b in zip(engine_cards, file_cards):
        if b is not None and a != b:
            raise PHHError(f"internal mismatch: the table dealt {card_text(engine_cards)} to "
                           f"{what} but the file says {card_text(file_cards)} (the table's "
                           "dealing order may have changed)")


def _unsettled(showdown: bool, board_seen: int, unknown: Sequence[str]) -> str:
    """Why a finished hand's showdown cannot be settled from the file ('' when it can)."""
    if not showdown:
        return ""
    if board_seen < 5:
        return (f"the file deals {board_seen} of the 5 board cards, so the showdown "
                "cannot be settled from it")
    if unknown:
        return (f"the hole cards of {', '.join(unknown)} are unknown, so the showdown "
                "cannot be settled from the file")
    return ""


class _ButtonPlay:
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
        return self.hand.board  # type: ignore[no-any-return]

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


def _stacked_deck(top: list[Card | None], spares: list[Card]) -> Deck:
    return Deck.stacked(fill_unknown(top, spares))


def _play_button_game(kind: type[_ButtonPlay], h: HandHistory, strict: bool,
                      whole: HandHistory | None) -> Replay:
    n = h.player_count
    steps = _steps_without_discards(h, kind.game)
    cards = collect_dealt_cards(steps, n, kind.hole_count)
    # the deck holds every card the whole file deals, even when only its first actions are
    # replayed (stop=k), so the table plays on with the file's cards
    all_steps = steps if whole is None else parse_steps(whole)
    dealing = cards if whole is None else collect_dealt_cards(all_steps, n, kind.hole_count)
    game = kind(h, cards, dealing, all_steps)
    for i in range(n):
        _check_deal(game.dealt_holes(i), cards.holes[i], f"p{i + 1}")
    board_seen = 0      # board cards the file has dealt so far
    started = False     # a player has acted
    for s in steps:
        if s.verb == "":
            continue
        if s.verb in ("db", "sm"):
            game.before_dealer()
        if s.verb == "dh":
            if started:
                raise PHHActionError(s.index, s.text, "hole cards are dealt before the first "
                                     "player action")
        elif s.verb == "db":
            assert s.cards is not None
            if len(game.board()) < board_seen + len(s.cards):
                raise PHHActionError(s.index, s.text, f"no board cards are due now: "
                                     f"{game.state()}")
            board_seen += len(s.cards)
        elif s.verb == "sm":
            assert s.player is not None
            if not game.is_over():
                raise PHHActionError(s.index, s.text, f"no showdown yet: {game.state()}")
            if s.player not in game.live():
                raise PHHActionError(s.index, s.text, f"p{s.player + 1} has folded: only "
                                     "players still in the hand show or muck")
        elif not game.let_through(s):
            started = True
            shown = len(game.board())
            if shown > board_seen:
                street = {3: "flop", 4: "turn", 5: "river"}[shown]
                raise PHHActionError(s.index, s.text, f"the {street} must be dealt "
                                     "('d db ...') before this action")
            game.act(s)
    game.before_dealer()
    if not game.is_over():
        return finish_replay(game.running(board_seen), strict)
    live = game.live()
    showdown = len(live) >= 2
    unknown = [f"p{i + 1}" for i in live if None in (cards.holes[i] or (None,))]
    reason = _unsettled(showdown, board_seen, unknown)
    return finish_replay(game.unsettled(reason) if reason else game.settled(showdown), strict)


# ---------------------------------------------------------------------------------------------
# Hold'em (NT) on the All-in or Fold table
# ---------------------------------------------------------------------------------------------

def _aof_rules(h: HandHistory, sb: int, bb: int) -> AofRules:
    antes = h["antes"]
    if not any(antes):
        ante, kind = 0, "none"
    elif len(set(antes)) == 1:
        ante, kind = antes[0], "each"
    elif all(a == 0 for i, a in enumerate(antes) if i != 1):
        ante, kind = antes[1], "big-blind"
    else:
        raise UnsupportedHandError(f"antes {list(antes)}: the AoF table takes no ante, the "
                                   "same ante from everyone, or a big-blind ante")
    try:
        return AofRules(stack=max(h.starting_stacks), small_blind=sb, big_blind=bb, ante=ante,
                        ante_kind=kind, blind_first=h.get("_blind_first", False))
    except PokerError as e:
        raise UnsupportedHandError(f"the AoF table cannot be set up: {e}") from None


def _burn_cards(h: HandHistory, holes: list[list[Card]], board: list[Card | None]
                ) -> list[Card]:
    burns = h.get("_burns", "")
    try:
        cards = parse_card_text(-1, "_burns", burns) if burns else ()
    except PHHActionError as e:
        raise FieldTypeError(f"field '_burns': {e.reason}") from None
    known = [c for c in cards if c is not None]
    used = set(c for x in holes for c in x) | set(c for c in board if c is not None)
    if set(known) & used or len(set(known)) != len(known):
        raise DuplicateDealError(f"field '_burns' ({burns}) repeats a card dealt in the hand")
    if len(known) > 3:
        raise FieldTypeError(f"field '_burns' lists {len(known)} cards; an AoF board has "
                             "3 burns")
    return known


class _HoldemPlay(_ButtonPlay):
    game = "hold'em"
    hole_count = 2

    def __init__(self, h: HandHistory, cards: DealtCards, dealing: DealtCards,
                 all_steps: list[Step]):
        super().__init__(h, cards, dealing, all_steps)
        n, names = h.player_count, self.names
        sb, bb = _forced_bets(h)
        rules = _aof_rules(h, sb, bb)
        spares = list(dealing.spares)
        holes = [fill_unknown(dealing.holes[i] or (None, None), spares) for i in range(n)]
        burns = _burn_cards(h, holes, dealing.board)
        spares = [c for c in spares if c not in set(burns)]
        slots: list[Card | None] = [*burns, *[None] * (3 - len(burns))]
        board = list(dealing.board) + [None] * (5 - len(dealing.board))
        # the AoF table deals one card at a time from the left of the button (p1), twice
        # round, then burn, flop, burn, turn, burn, river
        top: list[Card | None] = [holes[i][0] for i in range(n)] + [holes[i][1]
                                                                   for i in range(n)]
        top += [slots[0], *board[:3], slots[1], board[3], slots[2], board[4]]
        # seat order = position order (p1 left of the button ... pn on the button)
        self.hand = AofHand(dict(zip(names, h.starting_stacks)), button=names[-1],
                            rules=rules, deck=_stacked_deck(top, spares))
        self.table = self.hand
        self.label = {p: f"p{i + 1}" for i, p in enumerate(names)}
        self.checked: set = set()

    def dealt_holes(self, i: int) -> Sequence[Card]:
        return self.hand.holes[self.names[i]]  # type: ignore[no-any-return]

    def live(self) -> list[int]:
        return [self.names.index(p) for p in self.hand.live]

    def state(self) -> str:
        hand = self.hand
        if hand.is_over:
            return "the hand is over" + (" without a showdown" if len(hand.live) < 2 else "")
        return f"{_who(self.label[hand.to_act], hand.to_act)} is to act"

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
            raise PHHActionError(s.index, s.text, "the hand is over: no more player actions")
        if hand.to_act != p:
            raise PHHActionError(s.index, s.text, f"not p{s.player + 1}'s turn: "
                                 f"{_who(self.label[hand.to_act], hand.to_act)} is to act")
        total = hand.bets[p] + hand.behind[p]
        top = max(hand.bets.values())
        others_can_bet = all_in_raises(hand, p)
        shove = (f"'p{s.player + 1} cbr {total}'" if others_can_bet
                 else f"'p{s.player + 1} cc'")
        allowed = f"allowed: fold ('p{s.player + 1} f') or all-in ({shove})"
        if s.verb == "f":
            act = Action.FOLD
        elif s.verb == "cbr":
            if s.amount != total or total <= top:
                raise PHHActionError(s.index, s.text, f"NT hands replay on the All-in or Fold "
                                     f"table: a bet or raise must be all-in to {total}; "
                                     f"{allowed}")
            act = Action.ALL_IN
        else:  # cc: a call is an all-in when it takes every chip or nobody can call more
            if (top - hand.bets[p] < hand.behind[p] and others_can_bet
                    and not nothing_to_decide(hand)):
                what = "a check" if top == hand.bets[p] else f"a call of {top - hand.bets[p]}"
                raise PHHActionError(s.index, s.text, f"NT hands replay on the All-in or Fold "
                                     f"table: {what} that is not all-in is not allowed; "
                                     f"{allowed}")
            act = Action.ALL_IN
        try:
            hand.act(act, p)
        except PokerError as e:
            raise PHHActionError(s.index, s.text, str(e)) from None

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
                raise UnsupportedHandError(f"min_bet {h['min_bet']} differs from the big blind "
                                           f"{bb}: pokerlib's minimum bet is the big blind")
            betting = (BettingRules.pot_limit if v == "PO/8" else BettingRules.no_limit)(sb, bb)
        return OmahaRules(betting, max_seats=max(10, h.player_count))
    except PokerError as e:
        if isinstance(e, PHHError):
            raise
        raise UnsupportedHandError(f"the Omaha table cannot be set up: {e}") from None


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
            raise FieldTypeError(f"field {what!r} must name a player p1..p{n}, not {label!r}")
        return int(m.group(1)) - 1

    amounts = h.get("_blinds")
    if (not isinstance(amounts, tuple) or len(amounts) != 2
            or not all(is_whole_number(x) and x >= 0 for x in amounts) or amounts[1] < 1):
        raise FieldTypeError("field '_blinds' must be [small blind, big blind] in chips")
    posters: dict = {}
    for entry in h.get("_posts", ()):
        parts = str(entry).split()
        if (len(parts) != 3 or parts[1] not in ("post", "dead")
                or not re.fullmatch(r"[0-9]{1,18}", parts[2])):
            raise FieldTypeError(f"'_posts' entry {entry!r}: write 'pN post CHIPS' (a live big "
                                 "blind) or 'pN dead CHIPS' (a dead small blind)")
        i = seat(parts[0], "_posts")
        big, small = posters.get(i, (False, False))
        posters[i] = (big or parts[1] == "post", small or parts[1] == "dead")
    return {"amounts": tuple(amounts), "sb": seat(h.get("_small_blind", ""), "_small_blind"),
            "bb": seat(h["_big_blind"], "_big_blind"), "posters": posters}


class _OmahaPlay(_ButtonPlay):
    game = "Omaha"
    hole_count = 4

    def __init__(self, h: HandHistory, cards: DealtCards, dealing: DealtCards,
                 all_steps: list[Step]):
        super().__init__(h, cards, dealing, all_steps)
        n, names = h.player_count, self.names
        posted = _posted_blinds(h) if "_big_blind" in h else None
        if posted is None and any(h["antes"]):
            raise UnsupportedHandError(f"antes {list(h['antes'])}: the Omaha table takes no "
                                       "antes")
        sb, bb = _forced_bets(h) if posted is None else posted["amounts"]
        table = OmahaTable(_omaha_rules(h, sb, bb), seats=n, seed=None)
        for i, (p, st) in enumerate(zip(names, h.starting_stacks)):
            table.sit(i, p, st)
        # a player who shows after the river chose to show a hand even if beaten (before a
        # runout every hand still in is shown, so those shows are not a choice)
        board_dealt = 0
        for s in all_steps:
            if s.verb == "db" and s.cards is not None:
                board_dealt += len(s.cards)
            elif s.verb == "sm" and s.cards and s.player is not None and board_dealt >= 5:
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
        deck = _stacked_deck(top, spares)
        try:
            if posted is None:
                self.hand = table.start_hand(deck=deck, button=button)
            else:
                posts = {seat: [k for k, on in zip(("post", "dead"), flags) if on]
                         for seat, flags in posted["posters"].items()}
                self.hand = table.start_hand_at(button, small_blind=posted["sb"],
                                                big_blind=posted["bb"], posts=posts, deck=deck)
        except PokerError as e:
            raise UnsupportedHandError(f"the Omaha table cannot start this hand: {e}") from None
        self.table = table

    def dealt_holes(self, i: int) -> Sequence[Card]:
        return self.hand.hole[i]  # type: ignore[no-any-return]

    def live(self) -> list[int]:
        return list(self.hand.live)

    def state(self) -> str:
        hand = self.hand
        if hand.is_over:
            return "the hand is over"
        r = hand.round
        who = _who(f"p{r.to_act + 1}", self.names[r.to_act])
        return (f"the {r.street} betting is open: {who} is to act"
                f" and may {r.legal_actions().describe()}")

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
            raise PHHActionError(s.index, s.text, "the hand is over: no more player actions")
        r = hand.round
        if r.to_act != s.player:
            raise PHHActionError(s.index, s.text, f"not p{s.player + 1}'s turn: "
                                 f"{_who(f'p{r.to_act + 1}', names[r.to_act])} is to act and "
                                 f"may {r.legal_actions().describe()}")
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
            msg = str(e)
            if msg.startswith(f"{s.player} "):  # the table names seats by number
                msg = _who(f"p{s.player + 1}", names[s.player]) + msg[len(str(s.player)):]
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
                      hand=hand, to_act=names[r.to_act], legal=r.legal_actions().describe(),
                      board=card_text(hand.board[:board_seen]),
                      pots=pot_so_far(hand.pot, live,
                                      {x: hand.in_front(x) for x in hand.seats},
                                      names.__getitem__))


# ---------------------------------------------------------------------------------------------
# Oasis Poker (pokerlib's own format in the same style)
# ---------------------------------------------------------------------------------------------

def _oasis_rules(h: HandHistory) -> OasisRules:
    presets = OasisRules.presets()
    name = h.get("rules", "BGaming")
    if name not in presets:
        raise FieldTypeError(f"rules {name!r} is not an Oasis preset; presets: "
                             f"{', '.join(presets)}")
    return presets[name]


def _oasis_deal(steps: list[Step], ledger: DealLedger
                ) -> tuple[list[Card | None], tuple[Card | None, ...] | None, list, list[Step]]:
    """The player's five cards, the dealer's, the replacement cards in order, and the plan
    of player actions and replacement deals."""
    player: list[Card | None] = []
    dealer: tuple[Card | None, ...] | None = None
    draws: list[Card | None] = []
    plan: list[Step] = []
    for s in steps:
        if s.verb == "":
            continue
        if s.verb == "dh":
            assert s.cards is not None
            ledger.add(s, s.cards)
            if not player:
                if len(s.cards) != 5:
                    raise PHHActionError(s.index, s.text, "deal the player 5 cards first")
                player = list(s.cards)
            else:
                draws.extend(s.cards)
                plan.append(s)
        elif s.verb == "dd":
            assert s.cards is not None
            if dealer is not None or len(s.cards) != 5:
                raise PHHActionError(s.index, s.text, "deal the dealer 5 cards (the up card "
                                     "first) once")
            if s.cards[0] is None:
                raise PHHActionError(s.index, s.text, "the dealer's up card must be known")
            ledger.add(s, s.cards)
            dealer = s.cards
        elif s.verb in ("sd", "f", "cbr"):
            plan.append(s)
        else:
            raise PHHActionError(s.index, s.text, "Oasis Poker actions are 'd dh p1 cards', "
                                 "'d dd cards', 'p1 sd cards' (exchange), 'p1 f', 'p1 cbr N'")
    return player, dealer, draws, plan


def _replay_oasis(h: HandHistory, strict: bool, whole: HandHistory | None) -> Replay:
    steps = parse_steps(h)
    ledger = DealLedger()
    player, dealer, draws, plan = _oasis_deal(steps, ledger)
    if not player or dealer is None:
        if plan:
            raise MissingFieldError("an OASIS hand deals the player 5 cards ('d dh p1 ...') "
                                    "and the dealer 5 ('d dd ...', up card first) before any "
                                    "action")
        start = h.starting_stacks[0]   # the Ante is posted with the deal
        return finish_replay(Replay(h, False, {h.players[0]: start - h["ante"] if player
                                               else start},
                                    reason="the file stops before the deal is complete"),
                             strict)
    if None in player:
        raise PHHCardError("the player's 5 cards must all be known")
    if whole is not None:   # stop=k: the dealer's cards and replacements the whole file deals
        for s in parse_steps(whole)[len(steps):]:
            if s.verb in ("dh", "dd"):
                assert s.cards is not None
                if s.verb == "dh":
                    draws.extend(s.cards)
                ledger.add(s, s.cards)
    spares = ledger.spares()
    name = h.players[0]
    rules = _oasis_rules(h)
    try:
        game = OasisGame(ante=h["ante"], balance=h.starting_stacks[0], rules=rules,
                         deck=_stacked_deck([*player, *dealer, *draws], spares))
    except PokerError as e:
        raise UnsupportedHandError(f"the Oasis game cannot start: {e}") from None
    pending = _oasis_play(game, plan)
    if pending is not None:
        return finish_replay(Replay(h, False, {name: game.balance}, game=game, hand=game,
                                    reason="the file stops before the replacement cards are "
                                           "dealt"), strict)
    if not game.is_over:
        return finish_replay(Replay(h, False, {name: game.balance}, game=game, hand=game,
                                    to_act=name, legal=", ".join(game.legal_actions()),
                                    reason="the file stops before the player folds or raises"),
                             strict)
    st = game.settlement
    if not game.folded and None in dealer:
        return finish_replay(Replay(h, False, {name: game.balance}, game=game, hand=game,
                                    reason="the dealer's cards are unknown, so the raise cannot "
                                           "be settled from the file"), strict)
    extra = {"settlement": {
        "outcome": st.outcome, "ante": st.ante, "ante_result": st.ante_result,
        "raise": st.raise_amount, "raise_result": st.raise_result, "fees": st.fees,
        "cards_exchanged": st.cards_exchanged, "stake_returned": st.stake_returned,
        "winnings": st.winnings, "net": st.net,
        "player_hand": st.player_hand.describe(),
        "dealer_hand": st.dealer_hand.describe() if st.dealer_hand is not None else None,
        "dealer_qualified": st.dealer_qualified}}
    return finish_replay(Replay(h, True, {name: st.balance_after}, game=game, hand=game,
                                settlement=st, extra=extra), strict)


def _oasis_play(game: OasisGame, plan: list[Step]) -> list[Card] | None:
    """Play the file's exchanges, replacement deals, fold or raise; the cards still waiting
    for their replacements (or None)."""
    pending: list[Card] | None = None
    for s in plan:
        if s.verb == "dh":
            assert s.cards is not None
            if pending is None or len(s.cards) != len(pending):
                want = "no replacement is due" if pending is None else \
                    f"{len(pending)} replacement card(s) are due"
                raise PHHActionError(s.index, s.text, want)
            _check_deal(game.exchanges[-1][1], s.cards, "the player")
            pending = None
            continue
        if pending is not None:
            raise PHHActionError(s.index, s.text, f"deal the {len(pending)} replacement "
                                 "card(s) first ('d dh p1 ...')")
        if game.is_over:
            raise PHHActionError(s.index, s.text, "the hand is over: no more actions")
        try:
            if s.verb == "sd":
                if s.cards:
                    if None in s.cards:
                        raise PHHActionError(s.index, s.text, "name the discarded cards")
                    known = [c for c in s.cards if c is not None]
                    game.exchange(known)
                    pending = known
            elif s.verb == "f":
                game.fold()
            else:
                due = game.rules.raise_antes * game.ante
                if s.amount != due:
                    raise PHHActionError(s.index, s.text, f"the Raise is {game.rules.raise_antes}"
                                         f" Antes = {due}, not {s.amount}; write 'p1 cbr {due}'")
                game.raise_()
        except PHHError:
            raise
        except PokerError as e:
            allowed = ", ".join(game.legal_actions()) or "nothing"
            raise PHHActionError(s.index, s.text, f"{e} (allowed now: {allowed})") from None
    return pending
