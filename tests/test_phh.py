"""pokerlib.phh: the worked examples from files, reading and writing PHH text, the errors a bad
file gets, partial hands, finishing-stack checks, exports and the ``replay`` command."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib import phh
from pokerlib.aof import AofHand, AofSession, TopPercent
from pokerlib.cards import Deck, PokerError, parse_cards
from pokerlib.oasis import OasisRules, OasisSession
from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_NO_LIMIT_1_2, OmahaTable, SimpleBot

ROOT = Path(__file__).resolve().parents[1]


def nt(actions, stacks=(16, 16), antes=None, blinds=None, extra=""):
    """PHH text of a small NT hand."""
    n = len(stacks)
    antes = antes or [0] * n
    blinds = blinds or [1, 2] + [0] * (n - 2)
    return (f'variant = "NT"\nantes = {list(antes)}\nblinds_or_straddles = {list(blinds)}\n'
            f"min_bet = 2\nstarting_stacks = {list(stacks)}\n"
            f"actions = {json.dumps(list(actions))}\n{extra}")


# --- the articles' worked examples, chip for chip ----------------------------------------------

AOF = {  # name: finishing stacks by player, pots as (amount, eligible, winners)
    "aof_showdown": ({"A": 16, "B": 16, "C": 32, "D": 0}, [(32, ["C", "D"], ["C"])]),
    "aof_tie": ({"A": 16, "B": 16, "C": 16, "D": 16}, [(32, ["C", "D"], ["C", "D"])]),
    "aof_side_pot": ({"A": 26, "B": 16, "C": 0, "D": 14},
                     [(26, ["C", "A", "B"], ["A"]), (16, ["C", "B"], ["B"])]),
    "aof_last_one_standing": ({"A": 19, "B": 16, "C": 15, "D": 14}, [(5, ["A"], ["A"])]),
}


@pytest.mark.parametrize("name", sorted(AOF))
def test_aof_examples_reproduce_the_article(name):
    stacks, pots = AOF[name]
    r = phh.replay_example(name)
    assert r.ok and r.complete and r.differences == []
    assert r.finishing_stacks == stacks
    assert sum(r.finishing_stacks.values()) == sum(phh.load_example(name).starting_stacks)
    assert [(p["amount"], p["eligible"], p["winners"]) for p in r.pots] == pots
    assert type(r.game).__name__ == "AofHand" and r.game.is_over


def test_replay_shows_itself_in_a_notebook():
    html = phh.replay_example("aof_side_pot")._repr_html_()
    assert "side pot 1 16 (C, B): B 16" in html and "<table" in html
    assert "<pre>" in phh.replay_example("oasis_tie")._repr_html_()


def test_aof_examples_details():
    r = phh.replay_example("aof_showdown")
    assert " ".join(map(str, r.hand.burns)) == "4♣ 5♦ 6♣"
    assert r.board == "Qh9s2c3s7s"
    assert r.hand.values["C"].describe().startswith("Flush")
    assert phh.replay_example("aof_last_one_standing").uncalled == {"A": 14}
    side = phh.replay_example("aof_side_pot")
    assert [p["name"] for p in side.pots] == ["main pot", "side pot 1"]
    # the board royal flush splits, yet meets no jackpot condition
    tie = phh.replay_example("aof_tie")
    assert tie.hand.jackpot() == {}


def test_omaha_examples():
    r = phh.replay_example("omaha_nuts_both_ways")
    assert r.ok and r.finishing_stacks == {"Bob": 88, "Ann": 112}
    (pot,) = r.pots
    assert pot["how"] == "scoop" and pot["high_winners"] == ["Ann"] == pot["low_winners"]
    # the board is the file's 'd db' cards, in the order dealt
    dealt = "".join(a.split()[2] for a in phh.load_example("omaha_nuts_both_ways").actions
                    if a.startswith("d db "))
    assert len(dealt) == 10 and r.board == dealt
    assert tuple(r.hand.board) == parse_cards(" ".join(dealt[i:i + 2] for i in range(0, 10, 2)))
    q = phh.replay_example("omaha_quartered")
    assert q.ok and q.finishing_stacks == {"Cho": 92, "Dan": 96, "You": 112}
    (pot,) = q.pots
    assert pot["amount"] == 40 and pot["shares"] == {"You": 30, "Cho": 10}  # three quarters
    assert pot["how"] == "high-low" and pot["low_winners"] == ["Cho", "You"]


def test_omaha_limit_cap_example_is_an_incomplete_hand_at_the_small_blinds_decision():
    r = phh.replay_example("omaha_limit_cap")
    assert not r.complete and not r.ok
    assert r.to_act == "SB" and r.legal == "fold, call 5 (to 6), raise to 8 (adds 7)"
    assert "stops" in r.reason
    assert all("winners" not in p for p in r.pots) and r.pots[0]["amount"] == 15
    assert r.differences == []          # its finishing_stacks are the stacks behind so far
    r.game.raise_to(8)                  # the lesson can go on playing the table
    assert r.game.legal_actions().raise_to is None  # capped at 8


@pytest.mark.parametrize("name,end,outcome", [("oasis_full_house", 240, "player wins"),
                                               ("oasis_tie", 90, "tie"),
                                               ("oasis_fold", 80, "fold")])
def test_oasis_examples(name, end, outcome):
    r = phh.replay_example(name)
    assert r.ok and r.finishing_stacks == {"Player": end}
    assert r.settlement.outcome == outcome and r.settlement.fees == 10
    assert r.extra["settlement"]["net"] == end - 100


def test_full_house_example_settles_as_the_article():
    s = phh.replay_example("oasis_full_house").settlement
    assert (s.spent, s.stake_returned, s.winnings, s.net) == (40, 30, 150, 140)


def test_examples_list_and_unknown_name():
    names = phh.examples()
    assert {"aof_showdown", "aof_tie", "aof_side_pot", "aof_last_one_standing",
            "omaha_nuts_both_ways", "omaha_quartered", "omaha_limit_cap",
            "oasis_full_house", "oasis_tie", "oasis_fold"} <= set(names)
    with pytest.raises(phh.PHHError, match="no example 'nope'; examples: aof_"):
        phh.load_example("nope")


def test_every_example_round_trips_through_text():
    for name in phh.examples():
        h = phh.load_example(name)
        again = phh.loads(phh.dumps(h))
        assert again == h
        assert phh.replay(again).finishing_stacks == phh.replay(h).finishing_stacks


# --- reading and writing -------------------------------------------------------------------------

def test_dumps_writes_toml_that_tomllib_reads_back():
    import tomllib
    h = phh.load_example("aof_side_pot").replace(event='Quote " and \\ backslash, 日本',
                                                  hand=3, _flag=True)
    text = phh.dumps(h)
    data = tomllib.loads(text)
    assert data["event"] == 'Quote " and \\ backslash, 日本' and data["hand"] == 3
    assert data["_flag"] is True and data["actions"] == list(h.actions)
    assert "  # flop" in text and "  # river" in text


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30), st.lists(st.integers(0, 10**12), min_size=2, max_size=2),
       st.booleans())
def test_any_field_value_survives_dumps_and_loads(text, ints, flag):
    h = phh.loads(nt(["d dh p1 AsKs", "d dh p2 ????"])).replace(
        author=text, winnings=ints, _x=flag)
    assert phh.loads(phh.dumps(h)) == h


def test_load_reads_paths_and_text(tmp_path):
    p = phh.write(phh.load_example("aof_tie"), tmp_path / "tie.phh")
    assert phh.load(p) == phh.load(str(p)) == phh.load_example("aof_tie")
    assert phh.replay(str(p)).finishing_stacks["C"] == 16
    with pytest.raises(phh.PHHFormatError, match="no hand-history file"):
        phh.load(tmp_path / "missing.phh")


def test_load_all_folder_and_phhs(tmp_path):
    a, b = phh.load_example("aof_tie"), phh.load_example("oasis_tie")
    phh.write(a, tmp_path / "1.phh")
    phh.write(b, tmp_path / "2.phh")
    assert phh.load_all(tmp_path) == [a, b]
    # .phhs: one TOML table per hand
    body = "".join(f"[{i}]\n{phh.dumps(h)}\n" for i, h in enumerate((a, b), 1))
    (tmp_path / "all.phhs").write_text(body)
    assert phh.load_all(tmp_path / "all.phhs") == [a, b]


# --- errors: clear messages, never a traceback from deep inside ---------------------------------

@pytest.mark.parametrize("text,error,message", [
    ("variant = ", phh.PHHFormatError, "not valid TOML"),
    ('antes = [0, 0]', phh.MissingFieldError, "missing field 'variant'"),
    ('variant = "PO"', phh.UnknownVariantError, "'PO' is a PHH variant pokerlib does not play"),
    ('variant = "XYZ"', phh.UnknownVariantError, "not a variant code pokerlib knows"),
    ("variant = 3", phh.FieldTypeError, "'variant' must be a string"),
    ('variant = "NT"\nantes = [0, 0]', phh.MissingFieldError,
     "missing: 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'"),
    ('variant = "FO/8"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\n'
     'starting_stacks = [9, 9]\nactions = []', phh.MissingFieldError, "missing: 'big_bet'"),
])
def test_header_errors(text, error, message):
    with pytest.raises(error, match=message):
        phh.loads(text)


@pytest.mark.parametrize("change,message", [
    (("starting_stacks = [16, 16]", "starting_stacks = [16, inf]"), "entry 1 is inf"),
    (("starting_stacks = [16, 16]", "starting_stacks = [16.0, 16]"), "entry 0 is 16.0"),
    (("starting_stacks = [16, 16]", "starting_stacks = [16, 0]"), "whole number >= 1"),
    (("starting_stacks = [16, 16]", 'starting_stacks = "16"'), "must be an array"),
    (("antes = [0, 0]", "antes = [0, 0, 0]"), "'antes' has 3 entries but the hand has 2"),
    (("min_bet = 2", "min_bet = 2.5"), "'min_bet' must be a whole number"),
    (("min_bet = 2", 'min_bet = "2"'), "'min_bet' must be a whole number"),
    (("starting_stacks = [16, 16]", "starting_stacks = [16]"), "2 to 9 players"),
])
def test_field_type_errors(change, message):
    text = nt(["d dh p1 AsKs"]).replace(*change)
    with pytest.raises(phh.FieldTypeError, match=message):
        phh.loads(text)


def test_actions_must_be_strings():
    with pytest.raises(phh.FieldTypeError, match="'actions' must be an array of strings"):
        phh.loads(nt(["d dh p1 AsKs"]).replace('["d dh p1 AsKs"]', '["p1 f", 3]'))
    with pytest.raises(phh.FieldTypeError, match="'players' must be an array of 2 strings"):
        phh.loads(nt([], extra='players = ["A"]\n'))


@pytest.mark.parametrize("actions,error,message", [
    (["d dh p1 AsKs", "d dh p2 AsQd"], phh.DuplicateDealError,
     r"action 1 \('d dh p2 AsQd'\): As was already dealt by action 0 \('d dh p1 AsKs'\)"),
    (["d dh p1 AsAs"], phh.DuplicateDealError, "dealt twice in the same action"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 cbr 16", "p1 cc", "d db KsQhJh"],
     phh.DuplicateDealError, "Ks was already dealt by action 0"),
    (["d dh p1 AsKx"], phh.PHHActionError, "'AsKx' is not PHH card text"),
    (["d dh p1 As?d"], phh.PHHActionError, "an unknown card is '\\?\\?'"),
    (["d dh p3 AsKs"], phh.PHHActionError, "there is no p3: this hand has 2 players"),
    (["d dh p1 AsKsQs"], phh.PHHActionError, "deal 2 hole cards to each player, not 3"),
    (["d dh p1 AsKs", "d dh p1 QsJs"], phh.PHHActionError, "p1 was already dealt hole cards"),
    (["x1 f"], phh.PHHActionError, r"action 0 \('x1 f'\): 'x1' is not an actor"),
    (["p1 raise 5"], phh.PHHActionError, "not a player action"),
    (["p1 cbr lots"], phh.PHHActionError, "'lots' must be a whole number"),
    (["d burn 4c"], phh.PHHActionError, "not a dealer action"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 cbr 16", "p1 cc", "d db Qh9s"],
     phh.PHHActionError, "the flop is 3 cards, not 2"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 sd As"], phh.PHHActionError, "no discards"),
])
def test_action_errors_name_the_step(actions, error, message):
    with pytest.raises(error, match=message):
        phh.replay(nt(actions))


@pytest.mark.parametrize("actions,message", [
    (["d dh p1 AsKs", "d dh p2 QdJd", "p1 cbr 16"],
     r"action 2 \('p1 cbr 16'\): not p1's turn: p2 is to act"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 cbr 6"],
     r"action 2 \('p2 cbr 6'\): NT hands replay on the All-in or Fold table: a bet or raise "
     r"must be all-in to 16; allowed: fold \('p2 f'\) or all-in \('p2 cbr 16'\)"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 cc"],
     r"action 2 \('p2 cc'\): .*a call of 1 that is not all-in is not allowed"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 f", "p1 f"],
     r"action 3 \('p1 f'\): the hand is over: no more player actions"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "d db Qh9s2c"],
     r"action 2 \('d db Qh9s2c'\): no board cards are due now: p2 is to act"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 sm QdJd"], r"no showdown yet: p2 is to act"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 f", "p2 sm QdJd"], r"p2 has folded"),
    (["d dh p1 AsKs", "p2 f", "d dh p2 QdJd"], r"hole cards are dealt before the first"),
    (["d dh p1 AsKs", "d dh p2 QdJd", "p2 cbr 16", "p1 cc", "p1 sm AsKd"],
     r"p1 was dealt AsKs, not AsKd"),
])
def test_illegal_actions_are_named_by_index_and_text(actions, message):
    with pytest.raises(phh.PHHActionError, match=message) as e:
        phh.replay(nt(actions))
    # every case's last action is the illegal one: the error names it by index and text
    assert e.value.index == len(actions) - 1
    assert str(e.value).startswith(f"action {len(actions) - 1} ('{actions[-1]}'): ")
    assert isinstance(e.value, PokerError)


def test_omaha_illegal_actions():
    base = phh.load_example("omaha_nuts_both_ways")
    acts = list(base.actions)
    bad = phh.dumps(base.replace(actions=acts[:5] + ["p1 cbr 6"] + acts[6:]))
    with pytest.raises(phh.PHHActionError, match=r"action 5 \('p1 cbr 6'\): p1 \(Bob\) cannot "
                       r"bet to 6: the limit maximum is 2; allowed: fold, check, bet 2"):
        phh.replay(bad)
    skip_flop = acts[:4] + ["p1 cc"]
    with pytest.raises(phh.PHHActionError,
                       match=r"action 4 \('p1 cc'\): the flop must be dealt \('d db \.\.\.'\) "
                             "before this action"):
        phh.replay(phh.dumps(base.replace(actions=skip_flop)))
    out_of_turn = acts[:2] + ["p1 cc"] + acts[3:]
    with pytest.raises(phh.PHHActionError, match=r"action 2 \('p1 cc'\): not p1's turn: "
                       r"p2 \(Ann\) is to act and may fold, call 1 \(to 2\), raise to 4"):
        phh.replay(phh.dumps(base.replace(actions=out_of_turn)))


def test_burn_field_errors():
    h = phh.load_example("aof_showdown")
    with pytest.raises(phh.FieldTypeError, match="'_burns': 'X1' is not PHH card text"):
        phh.replay(h.replace(_burns="X1"))
    with pytest.raises(phh.FieldTypeError, match="'_burns' must be card text"):
        phh.replay(h.replace(_burns=[1, 2]))
    with pytest.raises(phh.DuplicateDealError, match="repeats a card"):
        phh.replay(h.replace(_burns="As5d6c"))


def test_unsupported_hands():
    with pytest.raises(phh.UnsupportedHandError, match="no straddles"):
        phh.replay(nt([], stacks=(9, 9, 9), blinds=[1, 2, 4]))
    with pytest.raises(phh.UnsupportedHandError, match="no ante, the same ante"):
        phh.replay(nt([], stacks=(9, 9, 9), antes=[1, 2, 3]))
    pl = phh.load_example("omaha_quartered").replace(variant="PO/8", small_bet=None,
                                                     big_bet=None, min_bet=4)
    with pytest.raises(phh.UnsupportedHandError, match="min_bet 4 differs from the big blind"):
        phh.replay(pl)
    with pytest.raises(phh.UnsupportedHandError, match="takes no antes"):
        phh.replay(phh.load_example("omaha_quartered").replace(antes=[1, 1, 1]))


def test_oasis_errors():
    h = phh.load_example("oasis_full_house")
    acts = list(h.actions)
    with pytest.raises(phh.PHHActionError, match=r"action 4 \('p1 cbr 30'\): the Raise is 2 "
                       r"Antes = 20, not 30; write 'p1 cbr 20'"):
        phh.replay(h.replace(actions=acts[:4] + ["p1 cbr 30"]))
    with pytest.raises(phh.PHHActionError, match=r"action 2 \('p1 sd Kh'\): cannot exchange "
                       "K♥: not in the hand"):
        phh.replay(h.replace(actions=acts[:2] + ["p1 sd Kh", "d dh p1 Qh", "p1 f"]))
    with pytest.raises(phh.PHHActionError, match="deal the 1 replacement card"):
        phh.replay(h.replace(actions=acts[:3] + ["p1 cbr 20"]))
    with pytest.raises(phh.DuplicateDealError, match="Qs was already dealt by action 0"):
        phh.replay(h.replace(actions=acts[:3] + ["d dh p1 Qs", "p1 f"]))
    with pytest.raises(phh.FieldTypeError, match="not an Oasis preset; presets: BGaming"):
        phh.replay(h.replace(rules="House"))
    with pytest.raises(phh.MissingFieldError, match="deals the player 5 cards"):
        phh.replay(h.replace(actions=["p1 f"]))
    with pytest.raises(phh.FieldTypeError, match="1 to 1 players"):
        phh.loads(phh.dumps(h.replace(starting_stacks=[100, 100])))


def test_a_second_exchange_under_one_exchange_rules_is_illegal_at_its_step():
    h = phh.load_example("oasis_full_house")
    acts = list(h.actions)[:4] + ["p1 sd Qh", "d dh p1 Jc", "p1 f"]
    with pytest.raises(phh.PHHActionError, match=r"action 4 \('p1 sd Qh'\): cannot exchange "
                       r"again: .*allowed now: fold, raise"):
        phh.replay(h.replace(actions=acts))


# --- partial hands and finishing stacks -----------------------------------------------------------

def test_partial_replays_never_report_complete():
    text = nt(["d dh p1 AsKs", "d dh p2 QdJd", "p2 cbr 16", "p1 cc"])
    r = phh.replay(text)        # all-in and called, but the board is not in the file
    assert not r.complete and "deals 0 of the 5 board cards" in r.reason
    assert all("winners" not in p for p in r.pots) and r.pots[0]["amount"] == 32
    unknown = phh.replay(nt(["d dh p1 AsKs", "d dh p2 ????", "p2 cbr 16", "p1 cc",
                             "d db Qh9s2c", "d db 3s", "d db 7s"]))
    assert not unknown.complete and "hole cards of p2 are unknown" in unknown.reason
    shown = phh.replay(nt(["d dh p1 AsKs", "d dh p2 ????", "p2 cbr 16", "p1 cc",
                           "p2 sm QdJd", "d db Qh9s2c", "d db 3s", "d db 7s"]))
    assert shown.complete and shown.finishing_stacks == {"p1": 32, "p2": 0}  # spade flush
    mid = phh.replay(nt(["d dh p1 AsKs", "d dh p2 QdJd"]))
    assert not mid.complete and mid.to_act == "p2" and mid.legal == "fold, all-in"
    assert mid.finishing_stacks == {"p1": 14, "p2": 15}
    with pytest.raises(phh.PHHError, match="not a complete match"):
        phh.replay(text, strict=True)


def test_finishing_stack_differences_are_reported():
    h = phh.load_example("aof_side_pot").replace(finishing_stacks=[0, 14, 25, 17])
    r = phh.replay(h)
    assert r.complete and not r.ok
    assert r.differences == [("A", 25, 26), ("B", 17, 16)]
    d = r.as_dict()["check"]
    assert d["finishing_stacks"] == "differ"
    assert d["differences"][0] == {"player": "A", "recorded": 25, "replayed": 26}
    with pytest.raises(phh.PHHError, match="A recorded 25, replayed 26"):
        phh.replay(h, strict=True)


def test_unknown_cards_of_folded_players_do_not_matter():
    r = phh.replay(nt(["d dh p1 ????", "d dh p2 ????", "p2 f"]))
    assert r.complete and r.finishing_stacks == {"p1": 17, "p2": 15}


# --- exporting what the tables play ---------------------------------------------------------------

def test_export_aof_session_and_replay_every_file(tmp_path):
    s = AofSession(["A", "B", "C", "D"], seed=3, button="B",
                   strategies={p: TopPercent(35, seed=i) for i, p in enumerate("ABCD")})
    s.play(12)
    paths = phh.export(s, tmp_path)
    assert len(paths) == len(s.hands) and paths[0].name == "hand0001.phh"
    for path, hand in zip(paths, s.hands):
        r = phh.replay(path)
        assert r.ok and r.finishing_stacks == {str(p): c for p, c in hand.stacks.items()}


def bot_table(rules, seats, stack, seed, bot_seed, hands):
    """An Omaha table (players P0, P1, ... each sat down with ``stack``) after ``hands`` hands
    that SimpleBot(seed=bot_seed) played to the end."""
    t = OmahaTable(rules, seats=seats, seed=seed)
    for i in range(seats):
        t.sit(i, f"P{i}", stack)
    bot = SimpleBot(seed=bot_seed)
    for _ in range(hands):
        t.start_hand()
        while t.to_act is not None:
            bot.act(t)
    assert len(t.history) == hands
    return t


def test_export_omaha_table_history(tmp_path):
    t = bot_table(OMAHA_HILO_NO_LIMIT_1_2, seats=4, stack=100, seed=7, bot_seed=2, hands=6)
    paths = phh.export(t, tmp_path, prefix="omaha")
    assert len(paths) == 6
    for path, rec in zip(paths, t.history):
        h = phh.load(path)
        assert h.variant == "NO/8"
        r = phh.replay(h)
        assert r.ok, r.describe()
        assert r.finishing_stacks == {name: dict(rec.stacks_after)[s] for s, name in rec.names}


def test_export_limit_table_history_and_records(tmp_path):
    from pokerlib.betting import BettingRules
    from pokerlib.omaha import OmahaRules
    t = bot_table(OmahaRules(BettingRules.limit(4, 8, small_blind=1, big_blind=4)), seats=3,
                  stack=80, seed=2, bot_seed=5, hands=4)
    paths = phh.export(t, tmp_path)
    assert len(paths) == 4
    for path in paths:
        h = phh.load(path)
        assert h["blinds_or_straddles"] == (1, 4, 0) and (h["small_bet"], h["big_bet"]) == (4, 8)
        assert phh.replay(h).ok
    # a bare record carries its betting rules: exported alone it gives the same hand
    for path, rec in zip(sorted(tmp_path.glob("*.phh")), t.history):
        assert rec.betting == t.rules.betting
        alone, from_table = phh.to_phh(rec), phh.load(path)
        for name in ("blinds_or_straddles", "small_bet", "big_bet", "actions",
                     "finishing_stacks"):
            assert alone[name] == from_table[name], name
        assert phh.replay(alone).ok
    # a record made without them knows only its rules' name ('limit 4/8'): blinds 2/4 are
    # assumed, and posts that do not fit them are refused with a way out
    nameonly = dataclasses.replace(t.history[0], betting=None)
    with pytest.raises(phh.PHHError, match="posted small blind 1, not the 2 of .*limit 4/8"):
        phh.to_phh(nameonly)


def test_export_a_running_omaha_hand_gives_a_partial_file():
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3, seed=1)
    for i in range(3):
        t.sit(i, f"P{i}", 50)
    t.start_hand()
    t.call()
    r = phh.replay(phh.to_phh(t.hand))
    assert not r.complete and r.to_act == t.names[t.to_act]
    assert r.legal == t.legal_actions().describe()


def test_export_oasis_session(tmp_path):
    s = OasisSession(balance=200, ante=10, seed=4)
    for i in range(5):
        g = s.deal()
        if i % 2:
            g.exchange(g.hand[:2])
        g.fold() if i == 3 else g.raise_()
    paths = phh.export(s, tmp_path)
    ends = [phh.replay(p).finishing_stacks["Player"] for p in paths]
    assert ends == s.balances[1:]


def test_to_phh_rejects_other_objects(tmp_path):
    with pytest.raises(phh.PHHError, match="cannot write a dict"):
        phh.to_phh({})
    with pytest.raises(phh.PHHError, match="cannot export int"):
        phh.export(3, tmp_path / "unused")
    assert list(tmp_path.iterdir()) == []


# --- the command line ----------------------------------------------------------------------------

def test_main_prints_json_and_exit_status(tmp_path, capsys):
    ex = phh.EXAMPLES_DIR
    assert phh.main([str(ex / "aof_side_pot.phh")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finishing_stacks"] == {"C": 0, "D": 14, "A": 26, "B": 16}
    assert out["pots"][1] == {"name": "side pot 1", "amount": 16, "eligible": ["C", "B"],
                              "winners": ["B"], "shares": {"B": 16}, "how": "high"}
    assert out["check"]["finishing_stacks"] == "match"
    assert phh.main([str(ex / "omaha_limit_cap.phh")]) == 3
    assert "incomplete" in capsys.readouterr().err
    bad = phh.write(phh.load_example("aof_tie").replace(finishing_stacks=[1, 2, 3, 4]),
                    tmp_path / "bad.phh")
    assert phh.main([str(bad)]) == 1
    assert "finishing stack of C differs: file 1, replay 16" in capsys.readouterr().err
    broken = tmp_path / "broken.phh"
    broken.write_text('variant = "NT"\n')
    assert phh.main([str(broken)]) == 2
    assert "missing" in capsys.readouterr().err
    assert phh.main([str(ex)]) == 3          # a folder: one incomplete example
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == len(phh.examples()) and all("file" in d for d in listed)


def test_python_m_pokerlib_replay_as_a_newcomer_runs_it():
    path = ROOT / "pokerlib" / "data" / "examples" / "aof_showdown.phh"
    done = subprocess.run([sys.executable, "-m", "pokerlib", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["complete"] is True and out["finishing_stacks"]["C"] == 32
    assert out["pots"][0]["winners"] == ["C"]


# --- fuzzing: a damaged file gets a PHHError, never another exception ---------------------------

_EXAMPLES = {name: phh.load_example(name) for name in phh.examples()}
_WORDS = ["f", "cc", "cbr", "sm", "sd", "dh", "db", "dd", "d", "p1", "p2", "p3", "p9", "0",
          "16", "-", "AsKs", "????", "QhQh", "2c", "#", "x", "999999"]


@settings(max_examples=400, deadline=None)
@given(name=st.sampled_from(sorted(_EXAMPLES)), data=st.data())
def test_damaged_files_raise_phh_errors_only(name, data):
    h = _EXAMPLES[name]
    acts = list(h.actions)
    how = data.draw(st.sampled_from(["drop", "swap", "dup", "replace", "words", "field",
                                     "truncate", "extension", "bytes"]))
    if how == "drop" and acts:
        del acts[data.draw(st.integers(0, len(acts) - 1))]
    elif how == "swap" and len(acts) > 1:
        i, j = data.draw(st.integers(0, len(acts) - 1)), data.draw(st.integers(0, len(acts) - 1))
        acts[i], acts[j] = acts[j], acts[i]
    elif how == "dup" and acts:
        i = data.draw(st.integers(0, len(acts) - 1))
        acts.insert(i, acts[i])
    elif how == "replace" and acts:
        i = data.draw(st.integers(0, len(acts) - 1))
        acts[i] = " ".join(data.draw(st.lists(st.sampled_from(_WORDS), max_size=4)))
    elif how == "words":
        acts.append(" ".join(data.draw(st.lists(st.sampled_from(_WORDS), max_size=5))))
    text = phh.dumps(h.replace(actions=acts))
    if how == "field":
        key = data.draw(st.sampled_from([k for k, _ in h.fields]))
        value = data.draw(st.sampled_from(["[]", "[1]", '"x"', "-1", "0", "[0, 0, 0, 0, 0]",
                                           "true", "1.5", "[[1]]"]))
        text = "\n".join(f"{key} = {value}" if line.startswith(f"{key} = ") else line
                         for line in text.splitlines() if not line.startswith("  "))
        text = text.replace("actions = [\n]", "actions = []")
        if key != "actions":
            text += "\nactions = " + json.dumps(acts)
    if how == "truncate":
        text = text[:data.draw(st.integers(0, len(text)))]
    if how == "extension":   # pokerlib's own fields, with any TOML value
        key = data.draw(st.sampled_from(["_max_raises", "_cap_heads_up", "_half_bet_reopens",
                                         "_blind_first", "_burns", "_blinds", "_posts",
                                         "_small_blind", "_big_blind", "rules"]))
        value = data.draw(st.sampled_from(["[]", "[1]", '"x"', "-1", "0", "true", "1.5",
                                           '["p1 post x"]', '"p9"', "[1, 2]", '"4c5d6c"']))
        text = f"{key} = {value}\n" + text
    stop = data.draw(st.one_of(st.none(), st.integers(-2, 40), st.booleans(), st.just("x")))
    try:
        if how == "bytes":   # a file whose bytes are damaged (not UTF-8, or a stray byte)
            raw = bytearray(text.encode())
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
            # a folder removed after each example (tmp_path is one per test, not per example)
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "damaged.phh"
                path.write_bytes(bytes(raw))
                r = phh.replay(path, stop=stop)
        else:
            r = phh.replay(text, stop=stop)
    except phh.PHHError:
        return
    assert isinstance(r, phh.Replay)
    if r.history.variant != "OASIS":   # chips are conserved (the house pays in Oasis)
        total = sum(r.finishing_stacks.values())
        start = sum(r.history.starting_stacks)
        assert total == start if r.complete else total <= start


def test_pokerlib_never_imports_pokerkit():
    code = ("import sys, pokerlib.phh as p; p.replay_example('omaha_quartered'); "
            "p.replay_example('aof_side_pot'); print('pokerkit' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.stdout.strip() == "False", done.stderr


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 9),
       stacks=st.lists(st.integers(1, 40), min_size=9, max_size=9),
       kind=st.sampled_from(["none", "each", "big-blind"]), ante=st.integers(1, 3),
       folds=st.lists(st.booleans(), min_size=9, max_size=9))
def test_any_aof_hand_round_trips(seed, players, stacks, kind, ante, folds):
    from pokerlib.aof import AofRules
    names = [f"S{i}" for i in range(players)]
    rules = AofRules(ante=ante if kind != "none" else 0, ante_kind=kind)
    hand = AofHand(dict(zip(names, stacks)), button=names[seed % players], rules=rules,
                   deck=Deck(seed=seed))
    i = 0
    while not hand.is_over:
        hand.fold() if folds[i % 9] else hand.all_in()
        i += 1
    text = phh.dumps(phh.to_phh(hand))
    r = phh.replay(text)
    assert r.ok and list(r.finishing_stacks.values()) == [hand.stacks[p] for p in hand.order]
    assert phh.loads(text).finishing_stacks == tuple(r.finishing_stacks.values())


def test_steps_walk_every_example_and_only_the_last_step_is_complete():
    for name in phh.examples():
        walk = phh.steps(phh.load_example(name))
        assert [a for a, _ in walk] == list(phh.load_example(name).actions)
        done = [r.complete for _, r in walk]
        if phh.replay_example(name).complete:   # complete from some step on, never before
            first = done.index(True)
            assert all(done[first:]) and not any(done[:first]) and first >= 2
        else:
            assert not any(done)
    r = phh.replay_example("omaha_quartered", stop=3)
    assert r.to_act == "You" and "raise to 4" in r.legal
    r.game.raise_to(4)        # and the lesson plays on from there
    assert r.game.to_act == 0


def test_a_replay_stopped_early_plays_on_with_the_files_cards():
    # Oasis: stopped after the deal, the exchange draws the file's replacement card
    g = phh.replay_example("oasis_full_house", stop=2).game
    g.exchange("2d")
    assert g.hand_text == "Q♠ Q♦ 8♥ 8♣ Q♥"
    assert g.raise_() == phh.replay_example("oasis_full_house").settlement
    # AoF: stopped before C's all-in, playing on deals the file's burns and board
    r = phh.replay_example("aof_showdown", stop=6)
    assert r.to_act == "C" and not r.complete
    r.hand.all_in("C"); r.hand.all_in("D")
    whole = phh.replay_example("aof_showdown")
    assert r.hand.board == whole.hand.board and r.hand.burns == whole.hand.burns
    assert r.hand.stacks == whole.finishing_stacks
    # Omaha: stopped after the preflop, the table deals the file's board
    r = phh.replay_example("omaha_nuts_both_ways", stop=4)
    t = r.game
    t.check(); t.bet(2); t.call()
    t.check(); t.bet(4); t.call()
    t.check(); t.bet(4); t.call()
    whole = phh.replay_example("omaha_nuts_both_ways")
    assert t.history_page(0).board == tuple(whole.hand.board)
    assert t.stacks == whole.game.stacks
    # what the stopped replay reports still comes from its first k actions only
    early = phh.replay_example("omaha_nuts_both_ways", stop=4)
    assert early.board == "" and not early.complete


def test_every_step_of_every_example_deals_the_whole_files_cards():
    """A replay stopped after any action deals the same cards as the whole file, and is
    never reported complete with a different result."""
    for name in phh.examples():
        h = phh.load_example(name)
        whole = phh.replay(h)
        for k in range(len(h.actions) + 1):
            part = phh.replay(h, stop=k)
            if part.complete:
                assert part.finishing_stacks == whole.finishing_stacks, (name, k)
            if part.hand is None:
                continue
            if h.variant == "NT":
                assert part.hand.holes == whole.hand.holes, (name, k)
            elif h.variant == "OASIS":
                assert part.game.original_hand == whole.game.original_hand, (name, k)
                done = len(part.game.exchanges)
                assert part.game.exchanges == whole.game.exchanges[:done], (name, k)
            else:
                assert part.hand.hole == whole.hand.hole, (name, k)


COURSE_EXAMPLES = {
    "01": ["oasis_full_house", "oasis_tie", "oasis_fold"],
    "02": ["aof_showdown", "aof_tie", "aof_side_pot", "aof_last_one_standing"],
    "03": ["omaha_nuts_both_ways", "omaha_quartered", "omaha_limit_cap"],
}


@pytest.mark.parametrize("game", sorted(COURSE_EXAMPLES))
def test_the_lessons_load_their_worked_examples_from_the_files(game):
    """Each game's notebooks (its lessons and its "under the hood" appendix, e.g. 02, 02b and
    02c) replay the article's examples from the shipped files and show one file."""
    folder = Path(__file__).resolve().parents[1] / "notebooks"
    code = ""
    for path in sorted(folder.glob(f"{game}*.ipynb")):
        nb = json.loads(path.read_text())
        code += "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    for name in COURSE_EXAMPLES[game]:
        assert name in phh.examples()
        assert f'"{name}"' in code, name
    assert "phh.replay_example(" in code
    assert "phh.example_text(" in code      # the file, its comments in the edition's language


def test_oasis_former_preset_name_replays_as_galewind(tmp_path):
    # a file written when the 1/2/3/2/1 preset was called 'NetEnt/Galewind' still replays,
    # with Galewind's fees (4 cards cost 2 Antes there, 4 under BGaming)
    s = OasisSession(balance=200, ante=10, seed=4, rules=OasisRules.galewind())
    g = s.deal()
    g.exchange(g.hand[:4])
    g.fold()
    (path,) = phh.export(s, tmp_path)
    h = phh.load(path)
    assert h.get("rules") == "Galewind"
    old = h.replace(rules="NetEnt/Galewind")
    assert phh.replay(old).finishing_stacks == phh.replay(h).finishing_stacks
    assert phh.replay(old).finishing_stacks["Player"] == 200 - 10 - 20
    assert phh.replay(h.replace(rules="BGaming")).finishing_stacks["Player"] == 200 - 10 - 40
