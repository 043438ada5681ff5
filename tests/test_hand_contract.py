"""One hand contract for the three games (issue 35): Oasis, AoF and Omaha hands are all a
:class:`~pokerlib.hand_api.Hand`; an action taken from ``legal_actions()`` is always accepted;
every refusal leaves every seat's ``view()`` and the ``events`` unchanged; a seat's view never
shows another seat's hidden cards before the showdown (nor a mucked hand after it).

Random hands are driven to the end by a seeded generator, for every game: at each turn the
test tries a handful of illegal actions (each must be refused and change nothing), then takes
one legal action chosen at random."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from pokerlib.aof import AofHand
from pokerlib.cards import Deck, parse_cards
from pokerlib.errors import PokerError
from pokerlib.events import DEALER, PLAYER, Dealt, Mucked
from pokerlib.hand_api import Action, Choice, Hand, LegalActions, SeatView
from pokerlib.oasis import OasisGame, OasisRules
from pokerlib.omaha import OmahaTable

SEEDS = range(25)


def oasis_hand(rng: random.Random) -> tuple[Hand, tuple[Any, ...]]:
    rules = rng.choice([OasisRules(), OasisRules.galewind(), OasisRules(max_exchanges=2)])
    ante = rng.choice([5, 10])
    g = OasisGame(ante=ante, balance=rng.choice([ante, 2 * ante, 3 * ante, 100, 400]),
                  rules=rules, seed=rng.randrange(10**6))
    return g, (PLAYER, DEALER)


def aof_hand(rng: random.Random) -> tuple[Hand, tuple[Any, ...]]:
    names = "ABCDEFGH"[:rng.randint(2, 8)]
    h = AofHand({p: rng.randint(1, 30) for p in names}, button=rng.choice(names),
                seed=rng.randrange(10**6))
    return h, h.players


def omaha_hand(rng: random.Random) -> tuple[Hand, tuple[Any, ...]]:
    n = rng.randint(2, 6)
    t = OmahaTable(seats=n)
    for s in range(n):
        t.sit(s, f"P{s}", rng.choice([3, 10, 40, 100, 250]))
    h = t.start_hand(Deck(seed=rng.randrange(10**6)), button=rng.randrange(n))
    return h, h.seats


GAMES: dict[str, Callable[[random.Random], tuple[Hand, tuple[Any, ...]]]] = {
    "oasis": oasis_hand, "aof": aof_hand, "omaha": omaha_hand}


def actor(legal: LegalActions, seats: tuple[Any, ...]) -> Any:
    """Who is to act (Oasis has one player, whose LegalActions names nobody)."""
    return legal.player if legal.player is not None else seats[0]


def a_legal_action(hand: Hand, legal: LegalActions, seats: tuple[Any, ...],
                   rng: random.Random) -> Action:
    choice = rng.choice(legal.names)
    if choice is Choice.FOLD and len(legal) > 1 and rng.random() < 0.7:   # play hands longer
        choice = rng.choice([c for c in legal.names if c is not Choice.FOLD])
    seat = actor(legal, seats) if rng.random() < 0.3 else None
    if choice is Choice.EXCHANGE:
        mine = hand.view(actor(legal, seats)).my_cards
        return Action(choice, cards=tuple(rng.sample(mine, rng.choice(legal.exchange))),
                      seat=seat)
    rng_amounts = {Choice.BET: legal.bet, Choice.RAISE: legal.raise_to}
    if choice in rng_amounts:
        lo, hi = rng_amounts[choice]  # type: ignore[misc]
        return Action(choice, rng.randint(lo, hi), seat=seat)
    return Action(choice, seat=seat)


def illegal_actions(hand: Hand, legal: LegalActions, seats: tuple[Any, ...]) -> list[Action]:
    """Actions the rules refuse now (each one, tried alone, must change nothing)."""
    out = [Action(c, 2 if c in (Choice.BET, Choice.RAISE) else None)
           for c in Choice if c not in legal.names]
    for c, rng_ in ((Choice.BET, legal.bet), (Choice.RAISE, legal.raise_to)):
        if rng_ is not None:
            lo, hi = rng_
            out += [Action(c, hi + 1)] + ([Action(c, lo - 1)] if lo > 0 else [])
    for c in legal.names:
        if c not in (Choice.EXCHANGE, Choice.BET, Choice.RAISE):
            out.append(Action(c, 10**6))                     # an amount where none is taken
    if legal:
        me = actor(legal, seats)
        out += [Action(legal.names[0], seat=s) for s in seats if s != me][:3]  # out of turn
        mine = hand.view(me).my_cards
        if Choice.EXCHANGE in legal:
            others = [c for c in Deck().deal(52) if c not in mine]
            out += [Action(Choice.EXCHANGE, cards=(others[0],)),      # not in the hand
                    Action(Choice.EXCHANGE, cards=())]
        else:
            out.append(Action(legal.names[0], cards=parse_cards("2c")))   # cards where none go
    else:   # the hand is over: nothing is accepted
        out += [Action(c) for c in Choice]
    return out


def snapshot(hand: Hand, seats: tuple[Any, ...]) -> tuple[Any, ...]:
    views: list[SeatView] = [hand.view(s) for s in (None, *seats)]
    return tuple(views), tuple(hand.events), hand.is_over, hand.result


def check_censored(hand: Hand, seats: tuple[Any, ...]) -> None:
    """No seat sees another's hidden cards: before the showdown none at all (the Oasis
    dealer's up card is dealt face up), after it no mucked hand; the history is censored the
    same way."""
    mucked = {e.player for e in hand.events if isinstance(e, Mucked)}
    for s in (None, *seats):
        v = hand.view(s)
        for other, cards in v.cards.items():
            if other == s:
                continue
            assert other not in mucked
            if not v.is_over:
                assert other == DEALER and len(cards) == 1, (s, other, cards)
        for e in v.history:
            if isinstance(e, Dealt | Mucked) and e.player != s and e.cards:
                assert v.is_over and e.player in v.cards and not isinstance(e, Mucked)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_game_keeps_the_hand_contract(game: str, seed: int) -> None:
    rng = random.Random(f"{game}-{seed}")
    hand, seats = GAMES[game](rng)
    assert isinstance(hand, Hand)
    for _ in range(200):
        check_censored(hand, seats)
        legal = hand.legal_actions()
        assert bool(legal) is (not hand.is_over)
        before = snapshot(hand, seats)
        for bad in illegal_actions(hand, legal, seats):
            with pytest.raises(PokerError):
                hand.act(bad)
            assert snapshot(hand, seats) == before, bad
        if hand.is_over:
            break
        n_events = len(hand.events)
        action = a_legal_action(hand, legal, seats, rng)
        assert hand.act(action) is None, action        # accepted, and the protocol's act
        assert len(hand.events) > n_events
    assert hand.is_over and hand.result is not None
    assert not hand.legal_actions()


def test_the_three_hands_answer_one_protocol() -> None:
    rng = random.Random(0)
    hands = [make(rng)[0] for make in GAMES.values()]
    assert all(isinstance(h, Hand) for h in hands)
    assert {type(h.view()) for h in hands} == {SeatView}
    assert [str(h.view().game) for h in hands] == ["oasis", "aof", "omaha"]
    assert not isinstance(object(), Hand)


def test_one_omaha_click_asks_the_engine_for_the_legal_actions_once(monkeypatch) -> None:
    """A click redraws from one seat view: the widget asks ``legal_actions()`` once (the
    engine's own turn checks and the opponents' bot are not the widget)."""
    import os
    import sys

    from pokerlib.course.widgets.omaha_table import OmahaTableUI
    from pokerlib.omaha import OmahaHand

    widgets = os.path.join("pokerlib", "course", "widgets")
    engine = (os.path.join("pokerlib", "omaha"), os.path.join("pokerlib", "hand_api.py"))
    asked: list[str] = []
    original = OmahaHand.legal_actions

    def counted(self: OmahaHand) -> LegalActions:
        f = sys._getframe(1)
        while f is not None and any(e in f.f_code.co_filename for e in engine):
            f = f.f_back
        if f is not None and widgets in f.f_code.co_filename:
            asked.append(f.f_code.co_name)
        return original(self)

    monkeypatch.setattr(OmahaHand, "legal_actions", counted)
    ui = OmahaTableUI(seed=1)
    for _ in range(6):
        if ui.hand.is_over:
            break
        asked.clear()
        legal = ui.table.legal_actions()
        (ui.check_button if legal.check else ui.call_button).click()
        assert len(asked) == 1, asked
