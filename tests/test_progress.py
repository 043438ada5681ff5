"""The one progress bar that every long computation shows (tqdm; a text bar on stderr here)."""

from __future__ import annotations

import pytest

from pokerlib.course.progress_bar import progress_bar
from pokerlib.errors import TableError


def test_bar_counts_notes_and_ends_its_line(capsys):
    show = progress_bar(4, "4 players 8 BB")
    assert show.bar.total == 4 and show.bar.n == 0
    show(1, "exploitability 0.4233 BB/hand")
    assert show.bar.n == 1 and show.bar.postfix == "exploitability 0.4233 BB/hand"
    show(3)  # done counts from the start: 3 in all, not 1 + 3
    assert show.bar.n == 3
    err = capsys.readouterr().err
    assert err.startswith("\r4 players 8 BB:") and "0/4" in err and "\n" not in err
    show(4)
    err = capsys.readouterr().err
    assert "4 players 8 BB: 100%" in err and "4/4" in err and err.endswith("\n")
    assert "exploitability 0.4233 BB/hand" in err  # the note stays on the finished bar
    assert show.bar.disable  # closed
    show(4)  # a late call draws nothing more
    assert capsys.readouterr().err == ""


def test_empty_job_is_complete(capsys):
    show = progress_bar(0)
    show(0)  # no division by zero: nothing to do is done at once
    assert show.bar.disable and capsys.readouterr().err.endswith("\n")


def test_a_bar_whose_total_grows_ends_at_the_new_total(capsys):
    from pokerlib.builders.oasis_edge import units_bar

    show = units_bar("demo")
    show(0, 3)
    show(1, 3)
    show(2, 6)            # the bounds stage found more work
    show(6, 6)
    err = capsys.readouterr().err
    assert "6/6" in err and "demo: units" in err
    bar = progress_bar(2, "x")
    with pytest.raises(TableError):
        bar(1, total=-1)
    assert bar.total == 2 and bar.bar.total == 2          # a refused call changes nothing
