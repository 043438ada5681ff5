"""The one progress bar that every long computation shows: a tqdm bar (``tqdm.auto``), drawn
as a widget in JupyterLab and as a text line on stderr in a terminal."""

from __future__ import annotations

import numbers
import sys

from tqdm.auto import tqdm

from ..errors import TableError

__all__ = ["ProgressBar", "progress_bar"]


class ProgressBar:
    """Call it with the number of steps done so far (of ``total``) and, if wanted, a short
    note to show after the bar (and a new ``total`` when the work grows); the bar closes when
    ``done`` reaches ``total``.

    ``bar`` is the underlying :class:`tqdm.tqdm` (``bar.n`` steps done, ``bar.total``).
    """

    def __init__(self, total: int, label: str = "") -> None:
        if not isinstance(total, numbers.Integral) or isinstance(total, bool) or total < 0:
            raise TableError(key="misc_progress_bar_total", total=total)
        if not isinstance(label, str):
            raise TableError(key="misc_progress_bar_label", label=label)
        self.total = int(total)
        self.bar = tqdm(total=total, desc=label or None, file=sys.stderr, leave=True,
                        dynamic_ncols=True)

    def __call__(self, done: int, note: str = "", total: int | None = None) -> None:
        if not isinstance(done, numbers.Integral) or isinstance(done, bool) or done < 0:
            raise TableError(key="misc_steps_done_whole", done=done)
        if total is not None:   # a job whose total grows as it finds more work
            if not isinstance(total, numbers.Integral) or isinstance(total, bool) or total < 0:
                raise TableError(key="misc_progress_bar_total", total=total)
            self.total = self.bar.total = int(total)
        if not isinstance(note, str):
            raise TableError(key="misc_progress_note_text", note=note)
        if self.bar.disable:  # closed: a late call has nothing to draw
            return
        if note:
            self.bar.set_postfix_str(note, refresh=False)
        if done >= self.total:
            self.bar.n = done
            self.bar.close()  # draws the finished bar once more and ends its line
        elif done != self.bar.n:
            self.bar.update(done - self.bar.n)  # redraws at most ten times a second


def progress_bar(total: int, label: str = "") -> ProgressBar:
    """A progress bar for ``total`` steps: ``show = progress_bar(100, "EVs")``, then
    ``show(done)`` or ``show(done, "a note")`` as the work goes on (``done`` counts steps from
    the start, not since the last call).

    >>> show = progress_bar(2, "demo")
    >>> show(1, "half way"); show(2)
    >>> show.bar.n, show.bar.postfix
    (2, 'half way')
    """
    return ProgressBar(total, label)
