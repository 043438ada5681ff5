"""The one progress bar that every data regeneration shows (on stderr)."""

from __future__ import annotations

from pokerlib._progress import progress_bar


def test_bar_counts_notes_and_ends_its_line(capsys):
    show = progress_bar(4, "4 players 8 BB")
    show(1, "exploitability 0.4233 BB/hand")
    err = capsys.readouterr().err
    assert err.startswith("\r4 players 8 BB [#######  ") and "1/4 ( 25.0%)" in err
    assert err.endswith("exploitability 0.4233 BB/hand") and "\n" not in err
    show(4)
    err = capsys.readouterr().err
    assert "[" + "#" * 30 + "] 4/4 (100.0%)" in err and err.endswith("\n")


def test_empty_job_is_complete(capsys):
    progress_bar(0)(0)  # no division by zero: nothing to do is 100 % done
    assert "0/0 (100.0%)" in capsys.readouterr().err
