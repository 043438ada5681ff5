"""One way to act in the three games: ``act(choice, ...)`` takes a :class:`Choice` or its word,
does exactly what ``legal_actions()`` allows, and refuses everything else without changing the
hand, in each game's own words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.aof import PRESETS, AofHand
from pokerlib.cards import Deck
from pokerlib.errors import IllegalActionError, PokerError
from pokerlib.hand_api import GAME_CHOICES, Choice, read_choice
from pokerlib.oasis import OasisGame, OasisRules
from pokerlib.omaha import OMAHA_HILO_POT_LIMIT_1_2, OmahaTable


def _oasis(seed: int, galewind: bool):
    rules = OasisRules.galewind() if galewind else OasisRules.bgaming()
    g = OasisGame(ante=10, balance=200, rules=rules, deck=Deck(seed=seed))
    return g, lambda: (g.hand, g.balance, len(g.events), g.is_over, g.exchanges)


def _aof(seed: int, n: int):
    h = AofHand({p: 10 + 3 * i for i, p in enumerate("ABCDEF"[:n])}, button="A",
                rules=PRESETS["article"], seed=seed)
    return h, h.snapshot


def _omaha(seed: int, n: int):
    table = OmahaTable(seats=n, rules=OMAHA_HILO_POT_LIMIT_1_2, seed=seed)
    for s in range(n):
        table.sit(s, "ABCDEF"[s], 40 + 10 * s)
    table.start_hand()
    return table, lambda: (tuple(table.stacks.items()), len(table.hand.events),
                           table.to_act, table.hand.is_over)


def _args(game: str, hand, legal, choice: Choice, data) -> dict:
    if game == "oasis" and choice is Choice.EXCHANGE:
        k = data.draw(st.sampled_from(legal.exchange))
        return {"cards": list(hand.hand[:k])}
    if choice in (Choice.BET, Choice.RAISE) and game == "omaha":
        lo, hi = legal.bet if choice is Choice.BET else legal.raise_to
        return {"amount": data.draw(st.integers(lo, hi))}
    return {}


def _over(game: str, hand) -> bool:
    return hand.hand.is_over if game == "omaha" else hand.is_over


@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(["oasis", "aof", "omaha"]), seed=st.integers(0, 10_000),
       n=st.integers(2, 5), data=st.data())
def test_act_does_what_legal_actions_allow_and_refuses_the_rest_unchanged(game, seed, n,
                                                                         data):
    hand, state = {"oasis": lambda: _oasis(seed, n % 2 == 0), "aof": lambda: _aof(seed, n),
                   "omaha": lambda: _omaha(seed, n)}[game]()
    steps = 0
    while not _over(game, hand):
        legal = hand.legal_actions()
        assert legal.game in (game, None) and legal.names  # someone has something to do
        # a choice the game does not allow now is refused and changes nothing
        others = [c for c in Choice if c not in legal]
        if others:
            wrong = data.draw(st.sampled_from(others))
            before = state()
            with pytest.raises(PokerError):
                hand.act(wrong, **_args(game, hand, legal, wrong, data)) \
                    if wrong in legal else hand.act(wrong)
            assert state() == before
        choice = Choice(data.draw(st.sampled_from(legal.names)))
        before = state()
        word = str(choice) if data.draw(st.booleans()) else choice   # the word or the Choice
        hand.act(word, **_args(game, hand, legal, choice, data))
        assert state() != before
        steps += 1
        assert steps < 200
    assert not (hand.hand if game == "omaha" else hand).legal_actions()


@pytest.mark.parametrize("game", ["oasis", "aof", "omaha"])
def test_each_game_names_its_own_choices_when_refusing(game):
    missing = next(c for c in Choice if c not in GAME_CHOICES[game])
    with pytest.raises(IllegalActionError) as info:
        read_choice(missing, game)
    ja = info.value.message("ja")
    en = str(info.value)
    assert f"{str(missing)!r}" in en
    assert all(str(c) in en for c in GAME_CHOICES[game])
    own = {"oasis": "Fold", "aof": "フォールド", "omaha": "フォルド"}[game]
    assert own in ja and "the choices" not in ja
    with pytest.raises(IllegalActionError):
        read_choice("shove", game)


def test_amounts_are_refused_where_a_game_takes_none():
    h, state = _aof(3, 3)
    before = state()
    with pytest.raises(IllegalActionError, match="whole stack"):
        h.act("all-in", 5)
    assert state() == before
    table, state = _omaha(3, 3)
    before = state()
    with pytest.raises(IllegalActionError, match="takes no amount"):
        table.act("call", 4)
    with pytest.raises(IllegalActionError, match="needs an amount"):
        table.act("raise")
    assert state() == before
    g, state = _oasis(3, False)
    before = state()
    with pytest.raises(PokerError):
        g.act("fold", ["As"])
    assert state() == before
