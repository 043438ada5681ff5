"""What every drill shares: a Grade that checks itself, a record of every answer with the
totals a chart needs, one graded answer per spot, seeded spots."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.course.drills import (
    Drill,
    DrillRecord,
    Grade,
    OasisDrill,
    PushFoldDrill,
    RecordEntry,
    SplitDrill,
)
from pokerlib.errors import DrillError


def grade(loss: float, correct: bool, unit: str = "Antes") -> Grade:
    return Grade("x", "y", 0.0, -loss, loss, correct, "because.", unit)


def test_grade_checks_itself():
    for bad in (dict(ev_loss=-0.1), dict(ev_loss=math.nan), dict(best_ev=math.inf),
                dict(se=-1.0), dict(correct=1), dict(exact="yes"), dict(explanation=None),
                dict(best_ev=True)):
        fields = dict(choice="x", best="y", best_ev=0.0, chosen_ev=0.0, ev_loss=0.0,
                      correct=True, explanation="", unit="Antes")
        with pytest.raises(DrillError):
            Grade(**{**fields, **bad})


def test_grade_describes_itself():
    assert grade(0.0, True).describe() == "x: a best choice. because."
    assert grade(1.5, False).describe() == "x: not the best choice (y), costs 1.50 Antes. because."
    assert "costs 2 chips" in grade(2.0, False, "chips").describe()
    est = Grade("x", "y", 0.0, -0.3, 0.3, False, "e.", "BB", exact=False, se=0.02)
    assert "costs about 0.30 BB" in str(est)


def test_record_totals():
    r = DrillRecord("BB")
    assert r.summary() == "no spots answered yet" and r.share_correct == 0.0
    losses = [0.0, 0.25, 1.0, 0.0]
    for i, x in enumerate(losses):
        r.add(f"spot {i}", f"answer {i}", grade(x, x == 0.0, "BB"))
    assert r.ev_losses == losses
    assert r.cumulative_loss == [0.0, 0.25, 1.25, 1.25]
    assert r.total_loss == 1.25 and r.correct == [True, False, False, True]
    assert r.correct_count == 2 and r.share_correct == 0.5 and len(r) == 4
    assert r.summary() == "4 spots: 2 best choices (50%), 1.25 BB lost in all"
    assert [e.spot for e in r] == [f"spot {i}" for i in range(4)]
    assert isinstance(r.entries[0], RecordEntry) and r.entries[1].choice == "answer 1"
    with pytest.raises(DrillError):
        r.add("spot", "answer", "not a grade")  # type: ignore[arg-type]
    with pytest.raises(DrillError):
        DrillRecord("")


@settings(max_examples=50)
@given(st.lists(st.tuples(st.floats(0, 10, allow_nan=False), st.booleans()), max_size=30))
def test_record_of_any_grades(items):
    r = DrillRecord("Antes")
    for loss, ok in items:
        r.add(None, None, grade(loss, ok))
    assert len(r.cumulative_loss) == len(items)
    if items:
        assert r.cumulative_loss[-1] == pytest.approx(sum(x for x, _ in items))
        assert r.share_correct == pytest.approx(sum(ok for _, ok in items) / len(items))
    assert all(b >= a for a, b in zip(r.cumulative_loss, r.cumulative_loss[1:]))


@pytest.mark.parametrize("make, answer", [
    (lambda: OasisDrill(seed=3), "fold"),
    (lambda: PushFoldDrill(seed=3), "fold"),
    # a split answer hands out every chip on the table (all to the first player here)
    (lambda: SplitDrill(seed=3), lambda spot: {spot.players[0]: spot.total}),
])
def test_every_drill_records_each_answer(make, answer):
    drill: Drill = make()
    assert drill.spot is None and drill.spots_dealt == 0 and not drill.answered
    losses = []
    for n in range(1, 4):
        spot = drill.next()
        assert drill.spot == spot and drill.spots_dealt == n and not drill.answered
        given = answer(spot) if callable(answer) else answer
        g = drill.grade(given)
        losses.append(g.ev_loss)
        assert drill.answered and drill.record.entries[-1].grade == g
        assert drill.record.entries[-1].spot == spot and drill.record.entries[-1].choice == given
    assert drill.record.ev_losses == losses and drill.record.unit == drill.unit
    drill.next()          # skipping a spot records nothing
    drill.next()
    assert len(drill.record) == 3 and drill.spots_dealt == 5
    assert "5 spots dealt" in repr(drill)


def test_a_drill_without_spots():
    class Empty(Drill):
        pass
    with pytest.raises(NotImplementedError):
        Empty().next()


def test_terminal_drill():
    import io

    from pokerlib.course.drills.__main__ import main

    out = io.StringIO()
    assert main(["oasis", "--spots", "3", "--seed", "3"], io.StringIO("fold\nXx\n2d\n\nraise\n"),
                out) == 0
    text = out.getvalue()
    assert "Spot 1. Your hand 7♠ 2♦ 5♦ 2♠ T♠" in text and "not the best choice (raise)" in text
    assert "cannot read 'Xx'" in text and "not in your hand" in text and "(skipped)" in text
    assert text.rstrip().endswith("2 spots: 1 best choice (50%), 0.24 Antes lost in all")
    out = io.StringIO()
    # 34 of the 41 chips on the table is refused and asked again; then ends mid-answer
    main(["split", "--spots", "2"], io.StringIO("0\n34\n0\n0\n41\n0\n-1\n"), out)
    assert "Ann receives: Bob receives: Cat receives:" in out.getvalue()
    assert "hands out 34 chips, but 41 are on the table" in out.getvalue()
    assert out.getvalue().rstrip().endswith("1 spot: 0 best choices (0%), 41 chips lost in all")
    out = io.StringIO()
    main(["pushfold", "--players", "3", "--spots", "1"], io.StringIO("shove\n"), out)
    assert "3 players" in out.getvalue() and "estimated from" in out.getvalue()
    with pytest.raises(SystemExit):
        main(["pushfold", "--stack", "30"], io.StringIO(""), io.StringIO())
