"""The kinds the engines share are StrEnums: plain words in text and JSON, compared with the
words as before, and refused where they are made when misspelt."""

from __future__ import annotations

import json

import pytest

from pokerlib.aof import Action, AnteKind, RakeRule
from pokerlib.betting import STREETS, ActionKind, ActionRecord, Street, Structure
from pokerlib.errors import ActionError, PotError, TableError
from pokerlib.kinds import Kind
from pokerlib.oasis import Outcome, StakeOutcome, article_game
from pokerlib.omaha import PostKind
from pokerlib.pots import Award, Pot, PotResult, pot_label, settle

KINDS = [Street, ActionKind, Structure, Award, Outcome, StakeOutcome, PostKind, Action,
         AnteKind, RakeRule]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_every_kind_is_its_word_in_text_repr_and_json(kind):
    assert issubclass(kind, Kind)
    for member in kind:
        assert member == member.value and str(member) == member.value
        assert f"{member}" == member.value and repr(member) == repr(member.value)
        assert json.loads(json.dumps({"k": member})) == {"k": member.value}
        assert kind(member.value) is member


def test_a_misspelt_action_is_refused_where_the_record_is_made():
    with pytest.raises(ActionError, match="kind must be one of 'fold', 'check', 'call', "
                                          "'bet', 'raise', not 'chekc'"):
        ActionRecord("A", "chekc")
    with pytest.raises(ActionError, match="street must be one of"):
        ActionRecord("A", "check", street="showdown")
    record = ActionRecord("A", "raise", to=8, added=7, street="flop")
    assert record.kind is ActionKind.RAISE and record.street is Street.FLOP
    assert str(record) == "A raises to 8"


def test_pot_awards_and_oasis_outcomes_are_refused_when_misspelt():
    pot = Pot(10, ("a",), 10, 0)
    with pytest.raises(PotError, match="how must be one of 'uncontested', 'high'"):
        PotResult(pot, ("a",), (), (("a", 10),), "hi")
    assert PotResult(pot, ("a",), (), (("a", 10),), "uncontested").how is Award.UNCONTESTED
    s = article_game(play=True)
    assert s.outcome is Outcome.PLAYER_WINS and s.ante_outcome is StakeOutcome.WIN
    with pytest.raises(TableError, match="outcome must be one of 'fold'"):
        type(s)(**{**s.__dict__, "outcome": "player win"})


def test_streets_know_their_order_and_board():
    assert [s.number for s in STREETS] == [0, 1, 2, 3]
    assert [s.board_size for s in STREETS] == [0, 3, 4, 5]


def test_a_pot_is_numbered_and_named_in_one_place():
    s = settle({"A": 8, "B": 16, "C": 16, "D": 2}, folded={"D"}, order=["C", "D", "A", "B"],
               high={"A": 300, "B": 200, "C": 100})
    assert [p.index for p in s.pots] == [0, 1]
    assert [p.name for p in s.pots] == ["main pot", "side pot 1"]
    assert [p.label("ja") for p in s.pots] == ["メインポット", "サイドポット1"]
    assert pot_label(12, "en") == "side pot 12"      # numbered, never parsed back from text
