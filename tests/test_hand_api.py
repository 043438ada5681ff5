"""One hand interface for the three games: the same legal actions and the seat views.

The views are checked over random hands of AoF and Omaha: at every moment, for every seat,
a view shows that seat's own cards and the shown ones, never another seat's unshown cards,
and offers actions only to the seat whose turn it is.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import PRESETS, Action, AofHand
from pokerlib.betting import ActionRecord
from pokerlib.cards import Card, Deck
from pokerlib.errors import PokerError, TableError
from pokerlib.events import (
    Acted,
    BoardDealt,
    Dealt,
    EventKind,
    Exchanged,
    Mucked,
    NothingToCall,
    Posted,
    PotAwarded,
    Raked,
    Returned,
    Shown,
    chip_moves,
)
from pokerlib.hand_api import Choice, HandView, LegalActions
from pokerlib.oasis import OasisGame, advise
from pokerlib.oasis.advisor import Option
from pokerlib.omaha import OMAHA_HILO_POT_LIMIT_1_2, OmahaTable


def test_every_game_answers_with_the_same_type():
    aof = AofHand({"A": 16, "B": 16, "C": 16}, button="A", seed=1)
    oasis = OasisGame(ante=10, balance=100, seed=1)
    table = OmahaTable(seats=3)
    for s in range(3):
        table.sit(s, "ABC"[s], 100)
    omaha = table.start_hand()
    for legal in (aof.legal_actions(), oasis.legal_actions(), omaha.legal_actions(),
                  table.legal_actions()):
        assert type(legal) is LegalActions
        assert all(type(n) is Choice for n in legal)
        assert tuple(legal) == legal.names and len(legal) == len(legal.names) > 0
        assert "fold" in legal and Choice.FOLD in legal and "chekc" not in legal
    assert aof.legal_actions().names == ("fold", "all-in")
    assert oasis.legal_actions().names == ("exchange", "fold", "raise")
    assert omaha.legal_actions() == table.legal_actions()


def test_a_finished_hand_offers_nothing_in_every_game():
    aof = AofHand({"A": 16, "B": 16}, button="A", seed=1)
    aof.fold()
    oasis = OasisGame(ante=10, balance=100, seed=1)
    oasis.fold()
    table = OmahaTable(seats=2)
    table.sit(0, "A", 100)
    table.sit(1, "B", 100)
    omaha = table.start_hand()
    table.fold()
    for hand in (aof, oasis, omaha):
        legal = hand.legal_actions()
        assert not legal and legal.names == () and list(legal) == []
        assert legal.describe("en") == "nothing" and legal.describe("ja") == "なし"


def test_oasis_legal_actions_carry_the_exchange_counts_and_the_raise():
    g = OasisGame(ante=10, balance=35, seed=3)        # 25 left: a fee of 10 or 20, the Raise
    legal = g.legal_actions()
    assert legal.exchange == g.legal_exchange_counts() == (1, 2)
    assert legal.raise_to == (20, 20) and legal.fold and legal.player is None
    assert legal.describe("en") == "exchange 1 or 2 cards, fold, raise (20 points)"
    # the Oasis article's own words: it keeps "Fold" and "Raise" and counts in 点
    assert legal.describe("ja") == "1・2枚の交換、Fold、Raise（20点）"


def test_each_game_says_its_choices_in_its_own_articles_words():
    aof = AofHand({"A": 16, "B": 16}, button="A", seed=1)
    assert aof.legal_actions().describe("ja") == "フォールド、オールイン 15（計16）"
    table = OmahaTable(seats=2)
    for s in range(2):
        table.sit(s, "AB"[s], 100)
    table.start_hand()
    assert table.legal_actions().describe("ja").startswith("フォルド、")
    with pytest.raises(PokerError) as info:
        LegalActions(None, True, False, None, None, None, None, game="chess")
    assert info.value.key == "one_of"


def test_an_oasis_option_is_a_choice_and_a_misspelt_one_is_refused():
    advice = advise("Qs Qd 8h 8c 2d", "Ks")
    assert {type(o.action) for o in advice} == {Choice}
    assert {o.action for o in advice} == {Choice.FOLD, Choice.RAISE, Choice.EXCHANGE}
    assert Option("raise", (), 0.5).action is Choice.RAISE
    for wrong in ("rasie", "call", 3):
        with pytest.raises(TableError):
            Option(wrong, (), 0.5)   # type: ignore[arg-type]


# --- seat views over random hands ----------------------------------------------------------

def _hidden_cards(view: HandView, holes: dict) -> set[Card]:
    """The cards of every seat the view may not look at."""
    return {c for p, h in holes.items() if p not in view.cards for c in h}


def _cards_in(value: object) -> set[Card]:
    """Every card anywhere inside a view (fields, dicts, tuples, nested values)."""
    out: set[Card] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, Card):
            out.add(v)
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, (tuple, list, set, frozenset)):
            stack.extend(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
    return out


def _check_views(hand, seats, holes, shown) -> None:
    to_act = hand.legal_actions().player if hand.legal_actions() else None
    for seat in [*seats, None]:
        v = hand.view(seat)
        allowed = set(shown) | ({seat} if seat is not None else set())
        assert set(v.cards) == {p for p in seats if p in allowed}
        assert all(v.cards[p] == tuple(holes[p]) for p in v.cards)
        assert not _cards_in(v) & _hidden_cards(v, holes)       # nothing unseen leaks
        assert set(v.face_down) == {p for p in seats if p not in allowed
                                    and p not in v.folded}
        if seat is not None and seat == to_act:
            assert v.legal == hand.legal_actions() and v.legal and v.my_turn
        else:
            assert not v.legal and not v.my_turn
        assert v.my_cards == (tuple(holes[seat]) if seat is not None else ())


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 6), seed=st.integers(0, 10_000), data=st.data())
def test_an_aof_view_never_shows_another_seats_unshown_cards(n, seed, data):
    players = "ABCDEF"[:n]
    stacks = {p: data.draw(st.integers(3, 40), label=p) for p in players}
    h = AofHand(stacks, button=players[seed % n], seed=seed)
    while True:
        shown = h.live if h.is_over and len(h.live) > 1 else ()
        _check_views(h, h.players, h.holes, shown)
        if h.is_over:
            assert all(h.view(p).pot == 0 for p in players)
            break
        h.act(data.draw(st.sampled_from(h.legal_actions().names)))
    with pytest.raises(TableError):
        h.view("Z")


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 10_000), data=st.data())
def test_an_omaha_view_never_shows_another_seats_unshown_or_mucked_cards(n, seed, data):
    t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=n, seed=seed)
    for s in range(n):
        t.sit(s, f"P{s}", data.draw(st.integers(5, 60), label=f"stack {s}"))
    h = t.start_hand()
    while True:
        shown = [s for s, _ in h.record.shown] if h.record is not None else ()
        _check_views(h, h.seats, h.hole, shown)
        if h.is_over:
            for s in h.record.mucked:           # a mucked hand stays face down to others
                others = [p for p in h.seats if p != s]
                assert all(s not in h.view(p).cards for p in others)
            break
        _random_legal_action(h, data)
    # a seat not dealt in sees only the hands shown
    assert set(h.view(n + 3).cards) == {s for s, _ in h.record.shown}
    with pytest.raises(PokerError):
        h.view("P0")   # type: ignore[arg-type]


def test_a_view_follows_the_hand_chip_for_chip():
    h = AofHand({"A": 16, "B": 16, "C": 16}, button="A", deck=Deck(seed=4))
    v = h.view("A")
    assert (v.stacks, v.in_front, v.pot) == ({"A": 16, "B": 15, "C": 14},
                                             {"A": 0, "B": 1, "C": 2}, 3)
    assert (v.button, v.small_blind, v.big_blind, v.to_act) == ("A", "B", "C", "A")
    h.all_in()
    v = h.view("B")
    assert v.in_front["A"] == 16 and v.stacks["A"] == 0 and v.pot == 19


def test_the_learners_own_action_is_said_to_them():
    a = ActionRecord(2, "raise", to=8, added=6, all_in=True)
    assert a.describe("en", learner=2) == "You raise to 8 (all-in)"
    assert a.describe("en", learner=1) == "2 raises to 8 (all-in)"
    assert a.describe("ja", learner=2) == "あなた が計8にレイズ（オールイン）"
    assert a.describe("en", learner=True) == a.describe("en")   # a flag is never a seat


# --- the event log -------------------------------------------------------------------------

def _check_log(events, start, final, holes, board, posts=None, actions=None) -> None:
    stacks = dict(start)
    for e in events:
        for p, c in chip_moves(e).items():
            stacks[p] += c
        assert isinstance(e.kind, EventKind)
        with pytest.raises(dataclasses.FrozenInstanceError):
            e.kind = EventKind.POST   # type: ignore[misc]
    assert stacks == final                                     # every chip accounted for
    assert {e.player: e.cards for e in events if isinstance(e, Dealt)} == dict(holes)
    assert tuple(c for e in events if isinstance(e, BoardDealt) for c in e.cards) == \
        tuple(board)
    if posts is not None:
        assert [(e.player, e.post, e.chips) for e in events if isinstance(e, Posted)] == \
            list(posts)
    if actions is not None:
        assert [e.action for e in events if isinstance(e, Acted)] == list(actions)


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 6), seed=st.integers(0, 10_000), rake=st.booleans(), data=st.data())
def test_an_aof_hand_logs_every_event_as_it_happens(n, seed, rake, data):
    players = "ABCDEF"[:n]
    rules = PRESETS["article-rake" if rake else "article"]
    stacks = {p: data.draw(st.integers(3, 40), label=p) for p in players}
    h = AofHand(stacks, button=players[seed % n], rules=rules, seed=seed)
    seen: list = []
    while True:
        assert h.events[:len(seen)] == seen          # appended, never rewritten
        seen = list(h.events)
        if h.is_over:
            break
        h.act(data.draw(st.sampled_from(h.legal_actions().names)))
    _check_log(h.events, stacks, h.stacks, h.holes, h.board)   # the rake left the pots
    acted = [e.action for e in h.events if isinstance(e, Acted)]
    assert [(a.player, Action.FOLD if a.kind == "fold" else Action.ALL_IN) for a in acted] \
        == h.actions
    assert all(a.all_in == (a.kind != "fold") for a in acted)
    assert tuple(e.burn for e in h.events if isinstance(e, BoardDealt)) == h.burns
    assert [e.player for e in h.events if isinstance(e, Shown)] == \
        (list(h.live) if len(h.live) > 1 else [])
    assert sum(e.chips for e in h.events if isinstance(e, Raked)) == h.rake
    # the summary is read from the log: one line per post, action, nothing-to-call, rake and
    # pot, and the board's three deals in one line
    lines = h.summary("en").splitlines()
    counted = (Posted, Acted, NothingToCall, Raked, PotAwarded)
    assert len(lines) == sum(isinstance(e, counted) for e in h.events) + (len(h.board) == 5)
    assert lines == h.log and len(h.summary("ja").splitlines()) == len(lines)
    waited = [e.player for e in h.events if isinstance(e, NothingToCall)]
    assert all(any(line.startswith(f"{p} has nothing to call") for line in lines)
               for p in waited)
    posted: dict = {}
    for e in h.events:
        if isinstance(e, Posted):   # all-in exactly when the posts took the whole stack
            posted[e.player] = posted.get(e.player, 0) + e.chips
            assert e.all_in == (posted[e.player] == stacks[e.player])


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 10_000), data=st.data())
def test_an_omaha_hand_logs_every_event_as_it_happens(n, seed, data):
    t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=n, seed=seed)
    for s in range(n):
        t.sit(s, f"P{s}", data.draw(st.integers(5, 60), label=f"stack {s}"))
    h = t.start_hand()
    seen: list = []
    while True:
        assert h.events[:len(seen)] == seen
        seen = list(h.events)
        if h.is_over:
            break
        _random_legal_action(h, data)
    rec = h.record
    assert rec.events == tuple(h.events)
    _check_log(rec.events, dict(rec.stacks_before), dict(rec.stacks_after), rec.hole,
               rec.board, rec.posts, rec.actions)
    assert [(e.player, e.kind is EventKind.SHOW) for e in rec.events
            if isinstance(e, (Shown, Mucked))] == [(x.seat, x.shown) for x in rec.showdown]
    assert [(e.player, e.chips) for e in rec.events if isinstance(e, Returned)] == \
        list(rec.settlement.uncalled)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), balance=st.integers(10, 80), data=st.data())
def test_an_oasis_game_logs_its_ante_deals_exchanges_and_payout(seed, balance, data):
    g = OasisGame(ante=10, balance=balance, seed=seed)
    while not g.is_over:
        name = data.draw(st.sampled_from(g.legal_actions().names))
        if name == "exchange":
            k = data.draw(st.sampled_from(g.legal_exchange_counts()))
            g.exchange(g.hand[:k])
        else:
            g.fold() if name == "fold" else g.raise_()
    s = g.settlement
    assert [str(e.kind) for e in g.events[:3]] == ["post", "deal", "deal"]
    moved = sum(c for e in g.events for c in chip_moves(e).values())
    assert moved == s.net and balance + moved == g.balance == s.balance_after
    swaps = [e for e in g.events if isinstance(e, Exchanged)]
    assert [(e.discarded, e.drawn) for e in swaps] == g.exchanges
    assert sum(e.fee for e in swaps) == g.fees
    dealer_shown = [e.cards for e in g.events if isinstance(e, Shown)]
    assert dealer_shown == ([] if g.folded else [g.dealer_cards])


def _random_legal_action(h, data):
    """The player to act in the Omaha hand ``h`` takes an action drawn from its legal ones
    (a bet or raise of a drawn legal size)."""
    legal = h.legal_actions()
    name = data.draw(st.sampled_from(legal.names))
    if name in ("bet", "raise"):
        lo, hi = legal.bet or legal.raise_to
        h.act(name, data.draw(st.integers(lo, hi)))
    else:
        h.act(name)
