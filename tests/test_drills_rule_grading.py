"""The Oasis and push/fold drills grade against the rule to remember as well as against the
optimum (``against="rule"``, ``--grade rule``): the rule's choice is the right answer, its value
is the exact option the advisor or the equilibrium gives it, and a refused setting changes
nothing."""

from __future__ import annotations

import io

import pytest

from pokerlib.aof.simple_rule import simple_call, simple_push
from pokerlib.course.drills import OasisDrill, PushFoldDrill
from pokerlib.course.drills.__main__ import main
from pokerlib.errors import PokerError
from pokerlib.oasis import OasisRules, advise
from pokerlib.oasis.simple_rule import simple_rule


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_oasis_rule_grading_follows_the_rule(lang: str) -> None:
    drill = OasisDrill(seed=5, lang=lang, against="rule")
    for _ in range(6):
        spot = drill.next()
        rule = simple_rule(spot.hand, spot.upcard)
        answer = rule.action if rule.discard is None else rule.discard.code
        g = drill.assess(answer)
        options = advise(spot.hand, spot.upcard)
        wanted = () if rule.discard is None else (rule.discard,)
        value = options.option(rule.action, wanted).ev if wanted else \
            options.option(rule.action).ev
        assert g.correct and g.ev_loss == 0.0 and g.against == "rule"
        assert ("the rule's choice" if lang == "en" else "目安どおり") in g.describe()
        assert g.best_ev == pytest.approx(value, abs=1e-12)
        assert f"{rule.line}" in g.explanation
        # every other choice is graded against the rule's value, not the optimum's
        for other in ("fold", "raise"):
            if other == rule.action:
                continue
            h = drill.assess(other)
            worth = options.option(other).ev
            assert h.ev_loss == pytest.approx(max(0.0, value - worth), abs=1e-12)
            assert h.correct == (worth >= value - 1e-9)


def test_oasis_rule_and_optimum_differ_where_the_rule_pays() -> None:
    """A spot where the rule is not the best: the rule's answer is right against the rule and
    wrong against the optimum; the best answer is right under both."""
    hand, up = "5d 3h 2h 2d 4s", "Qs"   # line 1 raises the pair; 2-3-4-5 is a straight draw
    rule = simple_rule(hand, up)
    assert rule.text == "raise" and rule.line == 1
    best = advise(hand, up).best
    assert best.action == "exchange"   # the optimum breaks the pair here
    from pokerlib.course.drills.oasis import OasisSpot
    spot = OasisSpot(1, hand, up, OasisRules.bgaming())
    by_rule, by_best = OasisDrill(against="rule"), OasisDrill()
    by_rule.use(spot)
    by_best.use(spot)
    assert by_rule.assess("raise").correct and not by_best.assess("raise").correct
    cards = " ".join(c.code for c in best.discard)
    assert by_rule.assess(cards).correct and by_best.assess(cards).correct
    assert "better than the rule" in by_rule.assess(cards).explanation
    assert "better than the rule's choice (raise)" in by_rule.assess(cards).describe()
    assert "not the rule's choice" in by_rule.assess("fold").describe()
    assert "a best choice" in by_best.assess(cards).describe()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pushfold_rule_grading_follows_the_rule(lang: str) -> None:
    drill = PushFoldDrill(seed=4, lang=lang, against="rule")
    assert drill.stack_bb == 8.0
    for _ in range(8):
        spot = drill.next()
        plays = simple_call(spot.hand_class) if spot.all_in else simple_push(spot.hand_class)
        rule = "all-in" if plays else "fold"
        g = drill.assess(rule)
        assert g.correct and g.ev_loss == 0.0 and g.best == rule
        other = drill.assess("fold" if plays else "all-in")
        assert other.best == rule
        assert other.correct == (other.chosen_ev >= g.chosen_ev - 1e-9)


def test_refused_settings() -> None:
    for bad in ("best", None, 1, "Rule"):
        with pytest.raises(PokerError):
            OasisDrill(against=bad)
        with pytest.raises(PokerError):
            PushFoldDrill(against=bad)
    with pytest.raises(PokerError) as e:
        OasisDrill(OasisRules.presets()["Galewind"], against="rule")
    assert "BGaming" in e.value.message("en") and "BGaming" in e.value.message("ja")
    for players, stack in ((3, None), (2, 10)):
        with pytest.raises(PokerError) as e:
            PushFoldDrill(players, stack, against="rule")
        assert "8" in e.value.message("ja")


def test_terminal_grade_option() -> None:
    out = io.StringIO()
    assert main(["pushfold", "--spots", "2", "--grade", "rule", "--seed", "1"],
                stdin=io.StringIO("fold\nfold\n"), stdout=out) == 0
    assert "8 BB" in out.getvalue() and "rule" in out.getvalue()
    out = io.StringIO()
    assert main(["oasis", "--spots", "1", "--grade", "rule"], stdin=io.StringIO("fold\n"),
                stdout=out) == 0
    assert "The rule says" in out.getvalue()


def test_the_drill_widgets_take_the_setting() -> None:
    from pokerlib.course.widgets import OasisDrillUI, PushFoldDrillUI
    ui = OasisDrillUI(seed=3, against="rule")
    ui.fold_button.click()
    assert "rule" in ui.grade.explanation
    pf = PushFoldDrillUI(seed=2, against="rule")
    assert pf.drill.stack_bb == 8.0
    with pytest.raises(PokerError):
        OasisDrillUI(against="perfect")
