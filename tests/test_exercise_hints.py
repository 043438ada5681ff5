"""Hints lead to the end without telling: a second hint asks a question that narrows the search
and names no answer; on a two-choice question the first wrong try is told why its own choice
fails, never the other choice; 04.3's hint speaks of the pot it is about."""

from __future__ import annotations

import pytest

from pokerlib.course import exercises
from pokerlib.course.exercises import grade
from pokerlib.course.lesson04 import STAKES

# exercise: (a wrong answer, what the second hint must not name)
SECOND = {"00.2": ("first", ["tie", "board alone", "no part", "同点", "関わりません"]),
          "03.1": ("Ks Qs", ["7♥", "6♥", "7h", "6h"]),
          "04.4": ("Ks 9d 6c 4h 3s", ["pair", "ペア", "pairs a card"])}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("exercise_id", sorted(SECOND))
def test_a_second_hint_asks_a_question_and_names_no_answer(exercise_id, lang):
    answer, words = SECOND[exercise_id]
    method = grade(exercise_id, answer, lang, tries=2)[1]
    assert method.rstrip().endswith(("?", "でしょう", "grades each idea", "確かめられます")) \
        and ("?" in method or "でしょう" in method)
    assert not [w for w in words if w in method], method


# two-choice exercises: (the wrong choice, how its hint names it in English and Japanese, the
# right one as a hint would name it)
TWO_CHOICES = {"00.4": ("8-4-3-2-A", ("8-4-3-2-A", "8-4-3-2-A"), ("7-6-5-4-3",)),
               "02.3": ("AKo", ("AKo", "AKo"), ("22 is", "22 が")),
               "04.1": ("all-in", ("all-in", "オールイン"), ("fold", "フォールドする"))}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("exercise_id", sorted(TWO_CHOICES))
def test_a_wrong_choice_of_two_is_told_why_it_fails_not_the_other(exercise_id, lang):
    wrong, named, right = TWO_CHOICES[exercise_id]
    first = grade(exercise_id, wrong, lang, tries=1)[1]
    assert named[lang == "ja"] in first          # it speaks of the learner's own choice
    assert not [r for r in right if r in first]
    assert "so it is" not in first and "だから" not in first
    assert first != grade(exercise_id, wrong, lang, tries=3)[1]   # not the worked answer


def test_the_two_choice_hint_follows_the_numbers_it_quotes():
    # 04.1: the call and equity figures are the drill's own
    from pokerlib.aof import pushfold_equilibrium
    from pokerlib.course.drills.pushfold_ev import headsup_values

    v = headsup_values(pushfold_equilibrium(20), "SB", (), "Kc 7d")
    first = grade("04.1", "all-in", "en", tries=1)[1]
    assert f"{v.showdown:.0%}" in first and f"{v.equity:.0%}" in first


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_04_3s_hint_splits_the_pot_it_is_about(lang):
    payouts = next(ex for ex in exercises("04") if ex.id == "04.3").expected()
    pot = sum(STAKES.values())
    low = pot // 2
    assert low % 2 == 0      # the low half splits evenly: no odd chip there to speak of
    method = grade("04.3", {"Ann": 1}, lang, tries=2)[1]
    assert str(pot) in method and str(pot - low) in method and str(low) in method
    assert "first seat left of the button" not in method and "ボタンの左" not in method
    assert payouts["Bob"] == payouts["Cat"] == low // 2
