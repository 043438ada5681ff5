"""Replaying a file on pokerlib's tables: one set-up (read the steps, collect and check the
cards, stack the deck, walk the actions, report the result) shared by the three engines —
the All-in or Fold table for hold'em (NT), the Omaha table (FO/8, PO/8, NO/8) and the Oasis
game (OASIS) — so the course's rules decide every chip."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..cards import Card
from ..errors import (
    FieldTypeError,
    MissingFieldError,
    PHHActionError,
    PHHCardError,
    PHHError,
    PokerError,
    UnsupportedHandError,
)
from ..oasis import OasisGame, OasisRules
from ..oasis.rules import FORMER_PRESET_NAMES, action_words
from .actions import DealLedger, Step, collect_dealt_cards, parse_steps, refusal
from .format import OMAHA_VARIANTS, HandHistory, is_whole_number, load
from .result import Replay, finish_replay
from .tables import ButtonTablePlay, HoldemPlay, OmahaPlay, check_deal, deck_in_deal_order

__all__ = ["replay", "check_stop"]


def check_stop(stop: Any, actions: int) -> int | None:
    """``stop`` as :func:`replay` takes it: ``None`` (every action) or a whole number
    0..``actions``."""
    if stop is None:
        return None
    if not is_whole_number(stop) or not 0 <= stop <= actions:
        raise PHHError(key="phh_stop", actions=actions, value=stop)
    return stop


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
        raise PHHError(key="flag", what="strict", value=strict)
    h = load(source)
    k = check_stop(stop, len(h.actions))
    whole = None
    if k is not None:
        whole = h
        h = h.replace(actions=list(h.actions[:k]), finishing_stacks=None)
    if h.variant == "NT":
        return _play_button_game(HoldemPlay, h, strict, whole)
    if h.variant in OMAHA_VARIANTS:
        return _play_button_game(OmahaPlay, h, strict, whole)
    return _replay_oasis(h, strict, whole)


# ---------------------------------------------------------------------------------------------
# The shared set-up of the button games (hold'em and Omaha)
# ---------------------------------------------------------------------------------------------

def _steps_without_discards(h: HandHistory, game: str) -> list[Step]:
    """The file's steps, for a game with no draw ('sd' is an error)."""
    steps = parse_steps(h)
    for s in steps:
        if s.verb == "sd":
            raise PHHActionError(s.index, s.text, refusal("phh_no_discards", game=game))
    return steps


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


def _play_button_game(kind: type[ButtonTablePlay], h: HandHistory, strict: bool,
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
        check_deal(game.dealt_holes(i), cards.holes[i], f"p{i + 1}")
    board_seen = 0      # board cards the file has dealt so far
    started = False     # a player has acted
    for s in steps:
        if s.verb == "":
            continue
        if s.verb in ("db", "sm"):
            game.before_dealer()
        if s.verb == "dh":
            if started:
                raise PHHActionError(s.index, s.text, refusal("phh_holes_first"))
        elif s.verb == "db":
            assert s.cards is not None
            if len(game.board()) < board_seen + len(s.cards):
                raise PHHActionError(s.index, s.text, refusal("phh_board_not_due",
                                                           state=game.state()))
            board_seen += len(s.cards)
        elif s.verb == "sm":
            assert s.player is not None
            if not game.is_over():
                raise PHHActionError(s.index, s.text, refusal("phh_no_showdown",
                                                           state=game.state()))
            if s.player not in game.live():
                raise PHHActionError(s.index, s.text, refusal("phh_folded_show", p=s.player + 1))
        elif not game.let_through(s):
            started = True
            shown = len(game.board())
            if shown > board_seen:
                street = {3: "flop", 4: "turn", 5: "river"}[shown]
                raise PHHActionError(s.index, s.text, refusal("phh_deal_street", street=street))
            game.act(s)
    game.before_dealer()
    if not game.is_over():
        return finish_replay(game.running(board_seen), strict)
    live = game.live()
    showdown = len(live) >= 2
    unknown = [f"p{i + 1}" for i in live if None in (cards.holes[i] or (None,))]
    unsettled = _unsettled(showdown, board_seen, unknown)
    return finish_replay(game.unsettled(unsettled) if unsettled else game.settled(showdown), strict)


# ---------------------------------------------------------------------------------------------
# Oasis Poker (pokerlib's own format in the same style)
# ---------------------------------------------------------------------------------------------

def _oasis_rules(h: HandHistory) -> OasisRules:
    presets = OasisRules.presets()
    name = h.get("rules", "BGaming")
    # a file written before the 1/2/3/2/1 preset was renamed for its source
    name = FORMER_PRESET_NAMES.get(name, name) if isinstance(name, str) else name
    if name not in presets:
        raise FieldTypeError(key="phh_oasis_preset", value=name, presets=", ".join(presets))
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
                    raise PHHActionError(s.index, s.text, refusal("phh_oasis_player_first"))
                player = list(s.cards)
            else:
                draws.extend(s.cards)
                plan.append(s)
        elif s.verb == "dd":
            assert s.cards is not None
            if dealer is not None or len(s.cards) != 5:
                raise PHHActionError(s.index, s.text, refusal("phh_oasis_dealer_once"))
            if s.cards[0] is None:
                raise PHHActionError(s.index, s.text, refusal("phh_oasis_upcard"))
            ledger.add(s, s.cards)
            dealer = s.cards
        elif s.verb in ("sd", "f", "cbr"):
            plan.append(s)
        else:
            raise PHHActionError(s.index, s.text, refusal("phh_oasis_actions"))
    return player, dealer, draws, plan


def _replay_oasis(h: HandHistory, strict: bool, whole: HandHistory | None) -> Replay:
    steps = parse_steps(h)
    ledger = DealLedger()
    player, dealer, draws, plan = _oasis_deal(steps, ledger)
    if not player or dealer is None:
        if plan:
            raise MissingFieldError(key="phh_oasis_deals")
        start = h.starting_stacks[0]   # the Ante is posted with the deal
        return finish_replay(Replay(h, False, {h.players[0]: start - h["ante"] if player
                                               else start},
                                    reason="the file stops before the deal is complete"),
                             strict)
    if None in player:
        raise PHHCardError(key="phh_oasis_player_known")
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
                         deck=deck_in_deal_order([*player, *dealer, *draws], spares))
    except PokerError as e:
        raise UnsupportedHandError(key="phh_setup", game="Oasis", error=e) from None
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
    assert st is not None   # the hand is over
    if not game.folded and None in dealer:
        return finish_replay(Replay(h, False, {name: game.balance}, game=game, hand=game,
                                    reason="the dealer's cards are unknown, so the raise cannot "
                                           "be settled from the file"), strict)
    extra = {"settlement": {
        "outcome": st.outcome, "ante": st.ante, "ante_result": st.ante_result,
        "raise": st.raise_amount, "raise_result": st.raise_result, "fees": st.fees,
        "cards_exchanged": st.cards_exchanged, "stake_returned": st.stake_returned,
        "winnings": st.winnings, "net": st.net,
        "player_hand": st.player_hand.describe("en"),
        "dealer_hand": st.dealer_hand.describe("en") if st.dealer_hand is not None else None,
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
                raise PHHActionError(s.index, s.text, refusal(
                    "phh_no_replacement" if pending is None else "phh_replacements_due",
                    n=0 if pending is None else len(pending)))
            check_deal(game.exchanges[-1][1], s.cards, "the player")
            pending = None
            continue
        if pending is not None:
            raise PHHActionError(s.index, s.text, refusal("phh_replacements_first",
                                                       n=len(pending)))
        if game.is_over:
            raise PHHActionError(s.index, s.text, refusal("phh_over"))
        try:
            if s.verb == "sd":
                if s.cards:
                    if None in s.cards:
                        raise PHHActionError(s.index, s.text, refusal("phh_name_discards"))
                    known = [c for c in s.cards if c is not None]
                    game.exchange(known)
                    pending = known
            elif s.verb == "f":
                game.fold()
            else:
                due = game.rules.raise_antes * game.ante
                if s.amount != due:
                    raise PHHActionError(s.index, s.text, refusal(
                        "phh_oasis_raise", antes=game.rules.raise_antes, due=due,
                        got=s.amount))
                game.raise_()
        except PHHError:
            raise
        except PokerError as e:
            raise PHHActionError(s.index, s.text, PokerError(
                key="phh_refused", error=e, allowed=action_words(game.legal_actions()))) from None
    return pending
