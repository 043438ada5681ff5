"""Nothing shows an exercise's answer before the learner tries it: not a cell of the lesson run
before the exercise, not the example of the answer's form, not the sentence for an answer of
another form; and exercise 00.5 (write your own ranking) refuses the library's own functions."""

from __future__ import annotations

import ast
import functools
import json
import re
from pathlib import Path

import pytest

from pokerlib.cards import CardError, parse_cards
from pokerlib.course import exercises
from pokerlib.course.exercises import grade
from pokerlib.course.lesson00 import TRIPS_VS_TWO_PAIR
from pokerlib.course.lesson02 import JACKPOT_SPOTS
from pokerlib.evaluate import best_high, score

ROOT = Path(__file__).resolve().parents[1]
LESSONS = {"00": "00_cards_and_hands", "01": "01_oasis_poker", "02": "02_aof_holdem",
           "02b": "02b_pushfold_strategy", "03": "03_omaha_hi_lo", "04": "04_practice"}
EDITIONS = [ROOT / "notebooks", ROOT / "notebooks" / "ja"]


def _before(folder: Path, exercise_id: str) -> list[dict]:
    """The code cells of the stored lesson that come before the exercise's check cell."""
    cells = json.loads((folder / f"{LESSONS[exercise_id.split('.')[0]]}.ipynb")
                       .read_text(encoding="utf-8"))["cells"]
    check = next(i for i, c in enumerate(cells)
                 if c["cell_type"] == "code" and f'check("{exercise_id}"' in "".join(c["source"]))
    return [c for c in cells[:check] if c["cell_type"] == "code"]


def _cards(text: str) -> set[frozenset]:
    """Every run of two or more card codes in a cell's text, as a set of cards."""
    runs = re.findall(r"(?<![\w])(?:[2-9TJQKA][cdhs] ){1,6}[2-9TJQKA][cdhs](?![\w])", text)
    found = set()
    for run in runs:
        try:
            found.add(frozenset(parse_cards(run)))
        except CardError:      # not a hand (a card twice): nothing the learner is shown
            pass
    return found


@pytest.mark.parametrize("folder", EDITIONS, ids=["en", "ja"])
def test_the_lesson_never_compares_exercise_00_1s_two_hands_before_it(folder):
    hands = {frozenset(parse_cards(h)) for h in TRIPS_VS_TWO_PAIR}
    for cell in _before(folder, "00.1"):
        assert not hands <= _cards("".join(cell["source"])), cell["source"]


@pytest.mark.parametrize("folder", EDITIONS, ids=["en", "ja"])
def test_no_cell_before_exercise_02_4_asks_about_one_of_its_hands(folder):
    spots = [(frozenset(parse_cards(h)), frozenset(parse_cards(b))) for h, b in JACKPOT_SPOTS]
    for cell in _before(folder, "02.4"):
        found = _cards("".join(cell["source"]))
        assert not [s for s in spots if s[0] in found and s[1] in found], cell["source"]


def test_the_leak_checks_would_see_the_old_examples():
    # the lesson's own cells (what 00.1 and 02.4 used to ask) are found by the same reading
    cell = 'ranking(parse_cards("Qs Qd 8h 8c Qh")) > ranking(parse_cards("Ks Kh Ad 7c 3s"))'
    assert {frozenset(parse_cards("Qs Qd 8h 8c Qh")),
            frozenset(parse_cards("Ks Kh Ad 7c 3s"))} <= _cards(cell)
    assert frozenset(parse_cards("As Ks Qs Js Ts")) in _cards(
        'meets_jackpot_condition("2h 3h", "As Ks Qs Js Ts")')


EXAMPLE = re.compile(
    r"(?:e\.g\.|例:?)\s*`?(\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|'[^']*'|-?\d+(?:\.\d+)?)")


def _examples(text: str) -> list:
    found = []
    for match in EXAMPLE.finditer(text):
        try:
            found.append(ast.literal_eval(match.group(1)))
        except (ValueError, SyntaxError):
            pass
    return found


def _form_texts(exercise) -> list[str]:
    """Where a learner reads an example of the answer: the form (both languages), the
    question cells of both editions, and the sentences for answers of another form."""
    texts = [exercise.form, exercise.form_ja]
    for folder in EDITIONS:
        path = folder / f"{LESSONS[exercise.id.split('.')[0]]}.ipynb"
        number = exercise.id.split(".")[1]
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            text = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and (f"**Exercise {number}.**" in text
                                                    or f"**練習問題 {number}.**" in text):
                texts.append(text)
    for odd in ("an answer of no form", object(), 12345, ["x"]):
        for lang in ("en", "ja"):
            status, text = grade(exercise.id, odd, lang)
            texts.append(text)
    return texts


@pytest.mark.parametrize("exercise", exercises(), ids=lambda ex: ex.id)
def test_no_example_of_the_answers_form_is_the_answer(exercise):
    examples = [e for text in _form_texts(exercise) for e in _examples(text)]
    # read as a learner's answer is read (text too: an example "7" is the answer 7)
    right = [e for e in examples if grade(exercise.id, e)[0] == "correct"]
    assert not right, f"{exercise.id}: the example {right[0]!r} is the answer"


def test_the_example_check_sees_an_example_that_is_the_answer():
    # 02b.3's form used to give ('call', 'fold'), its answer
    ex = next(e for e in exercises("02b") if e.id == "02b.3")
    assert _examples("two words, e.g. ('call', 'fold'), each") == [("call", "fold")]
    assert ex.same(("call", "fold"), ex.expected())
    assert grade("02b.3", ("call", "fold"))[0] == grade("02b.3", "call, fold")[0] == "correct"
    assert _examples("3つの True/False のリスト（例: [True, False, False]）") == \
        [[True, False, False]]


@pytest.mark.parametrize("function", [best_high, score, lambda hand: best_high(hand),
                                      functools.partial(best_high)],
                         ids=["best_high", "score", "a lambda calling best_high", "partial"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_exercise_00_5_refuses_the_librarys_ranking_with_a_sentence(function, lang):
    status, text = grade("00.5", function, lang)
    assert status == "wrong"
    assert ("write your own" in text) if lang == "en" else ("自分で" in text)
    assert grade("00.5", function, lang, tries=3)[1] == text     # a sentence, not a hint tier


def test_exercise_00_5_still_accepts_a_ranking_of_the_learners_own():
    # the learner's own ranking that tests/test_answer_forms.py answers 00.5 with
    from test_answer_forms import _full_ranking

    assert grade("00.5", _full_ranking)[0] == "correct"
