"""Symmetries every result must respect: relabelling the suits, renaming the players or
rotating the seats changes nothing but the labels. Each test runs one computation twice, once
on a relabelled copy of the input, and maps the answer back.

Suits carry no value in hold'em, Omaha or Oasis, so a suit permutation applied to every card
(hands, board, deck) gives the same equities, the same settlement and the same advice. Players
are labels, so renaming them (or listing the seats from another one, with the same button)
gives the same chips to the same people.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import AofHand, EquilibriumStrategy
from pokerlib.cards import Card, Deck
from pokerlib.equity import equity, equity_hilo
from pokerlib.oasis import OasisGame, advise
from pokerlib.pots import settle

SUIT_PERMUTATIONS = list(itertools.permutations(range(4)))


def relabel(cards, perm):
    """The cards with suit ``s`` replaced by suit ``perm[s]`` (a card is rank * 4 + suit)."""
    return tuple(Card((int(c) >> 2) * 4 + perm[int(c) & 3]) for c in cards)


def same(a: float, b: float) -> bool:
    """Equal up to the order floating-point sums were taken in."""
    return a == pytest.approx(b, rel=1e-12, abs=1e-15)


# --- equity ----------------------------------------------------------------------------------

@st.composite
def spots(draw, hole: int, board_sizes: tuple[int, ...], players=(2, 3)):
    n = draw(st.sampled_from(players))
    k = draw(st.sampled_from(board_sizes))
    cards = draw(st.permutations(range(52)))[:n * hole + k]
    hands = [tuple(Card(c) for c in cards[i * hole:(i + 1) * hole]) for i in range(n)]
    board = tuple(Card(c) for c in cards[n * hole:])
    return hands, board


@settings(max_examples=25, deadline=None)
@given(spot=spots(2, (3, 4, 5)), perm=st.sampled_from(SUIT_PERMUTATIONS),
       order=st.randoms(use_true_random=False))
def test_holdem_equity_ignores_suit_names_and_seat_order(spot, perm, order):
    hands, board = spot
    base = equity(hands, board)
    # relabelled suits: every player's result is the same
    suited = equity([relabel(h, perm) for h in hands], relabel(board, perm))
    assert suited.boards == base.boards
    for a, b in zip(base, suited, strict=True):
        assert same(a.win, b.win) and same(a.tie, b.tie) and same(a.equity, b.equity)
    # the players listed in another order: each keeps their own result
    seats = list(range(len(hands)))
    order.shuffle(seats)
    moved = equity([hands[i] for i in seats], board)
    for j, i in enumerate(seats):
        assert same(moved[j].win, base[i].win) and same(moved[j].equity, base[i].equity)


@settings(max_examples=10, deadline=None)
@given(spot=spots(4, (4, 5), players=(2,)), perm=st.sampled_from(SUIT_PERMUTATIONS))
def test_omaha_hilo_equity_ignores_suit_names_and_seat_order(spot, perm):
    hands, board = spot
    base = equity_hilo(hands, board)
    suited = equity_hilo([relabel(h, perm) for h in hands], relabel(board, perm))
    swapped = equity_hilo(hands[::-1], board)
    assert same(base.low_made, suited.low_made) and same(base.low_made, swapped.low_made)
    for a, b, c in zip(base, suited, reversed(swapped.players), strict=True):
        for field in ("equity", "high_share", "low_share", "scoop"):
            assert same(getattr(a, field), getattr(b, field)), field
            assert same(getattr(a, field), getattr(c, field)), field


# --- settlement ------------------------------------------------------------------------------

@st.composite
def hands_to_settle(draw):
    n = draw(st.integers(2, 6))
    contributions = {p: draw(st.integers(0, 40)) for p in range(n)}
    folded = {p for p in range(n) if draw(st.booleans())}
    if folded == set(range(n)):
        folded.discard(draw(st.integers(0, n - 1)))
    high = {p: draw(st.integers(0, 5)) for p in range(n)}      # few values: many ties
    low = {p: draw(st.one_of(st.none(), st.integers(0, 3))) for p in range(n)}
    return n, contributions, folded, high, low


@settings(max_examples=200, deadline=None)
@given(hand=hands_to_settle(), shift=st.integers(0, 5), hilo=st.booleans(),
       names=st.lists(st.text("abcdefghij", min_size=1, max_size=3), min_size=6, max_size=6,
                      unique=True))
def test_settling_a_hand_ignores_seat_numbers_and_names(hand, shift, hilo, names):
    n, contributions, folded, high, low = hand
    order = list(range(n))                   # odd-chip order, first seat left of the button
    base = settle(contributions, folded, order=order, high=high, low=low if hilo else None)
    for label in ({p: (p + shift) % n for p in range(n)},      # the seats numbered around
                  {p: names[p] for p in range(n)}):             # the players named instead
        moved = settle({label[p]: c for p, c in contributions.items()},
                       {label[p] for p in folded}, order=[label[p] for p in order],
                       high={label[p]: v for p, v in high.items()},
                       low={label[p]: v for p, v in low.items()} if hilo else None)
        assert moved.payouts == {label[p]: c for p, c in base.payouts.items()}
        assert [(r.pot.amount, r.how, {label[p]: c for p, c in r.shares})
                for r in base.results] == [(r.pot.amount, r.how, dict(r.shares))
                                           for r in moved.results]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6),
       moves=st.lists(st.booleans(), min_size=9, max_size=9), start=st.integers(0, 5),
       names=st.lists(st.text("abcdefghij", min_size=1, max_size=3), min_size=6, max_size=6,
                      unique=True))
def test_an_aof_hand_ignores_who_is_listed_first_and_what_players_are_called(
        seed, players, moves, start, names):
    seats = [f"P{i}" for i in range(players)]
    stacks = {p: 16 + 2 * i for i, p in enumerate(seats)}   # unequal: side pots too

    def play(listed, button, rename):
        h = AofHand({rename[p]: stacks[p] for p in listed}, rename[button], deck=Deck(seed))
        k = 0
        while not h.is_over:
            h.all_in() if moves[k] else h.fold()
            k += 1
        return {p: h.stacks[rename[p]] for p in seats}

    same_names = {p: p for p in seats}
    base = play(seats, seats[0], same_names)
    i = start % players          # the same table listed from another seat, same button
    assert play(seats[i:] + seats[:i], seats[0], same_names) == base
    assert play(seats, seats[0], dict(zip(seats, names))) == base


# --- Oasis: the game and the advisor ---------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), perm=st.sampled_from(SUIT_PERMUTATIONS),
       discard=st.lists(st.integers(0, 4), max_size=2, unique=True), play=st.booleans())
def test_an_oasis_hand_ignores_suit_names(seed, perm, discard, play):
    top = Deck(seed).deal(12)           # player 5, dealer 5, the replacement cards
    results = []
    for cards in (top, relabel(top, perm)):
        g = OasisGame(ante=10, balance=200, deck=Deck.stacked(cards))
        if discard:
            g.exchange([g.hand[i] for i in discard])
        s = g.raise_() if play else g.fold()
        results.append((s.outcome, s.ante_outcome, s.raise_outcome, s.net, s.pay_multiple))
    assert results[0] == results[1]


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6), perm=st.sampled_from(SUIT_PERMUTATIONS[1:]))
def test_the_oasis_advisor_ignores_suit_names(seed, perm):
    cards = Deck(seed).deal(6)
    hand, upcard = cards[:5], cards[5]
    base = advise(hand, upcard, exact_up_to=2, samples=2)
    moved = advise(relabel(hand, perm), relabel((upcard,), perm)[0], exact_up_to=2, samples=2)
    # every exactly computed option has the same value, with the relabelled discard
    exact = {(o.action, relabel(o.discard, perm)): o.ev for o in base if o.exact}
    assert exact == pytest.approx({(o.action, o.discard): o.ev for o in moved if o.exact},
                                  rel=1e-12)
    assert base.best.action == moved.best.action


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), perm=st.sampled_from(SUIT_PERMUTATIONS[1:]),
       players=st.integers(2, 4), all_in_before=st.booleans())
def test_the_push_fold_solvers_play_a_hand_whatever_its_suits_are_called(
        seed, perm, players, all_in_before):
    # the equilibrium (heads-up solved exactly, 3-4 players precomputed) gives every seat
    # the same frequency when the suits of every card dealt are relabelled
    seats = [f"P{i}" for i in range(players)]
    deck = Deck(seed)
    top = deck.deal(2 * players + 8)
    strategy = EquilibriumStrategy()
    freqs = []
    for cards in (top, relabel(top, perm)):
        h = AofHand({p: 16 for p in seats}, seats[0], deck=Deck.stacked(cards))
        if all_in_before:
            h.all_in()
        freqs.append(strategy.frequency(h, h.to_act))
    assert freqs[0] == freqs[1]
