"""Work started ahead of a click: while the learner reads the cards (or a drill's verdict),
the answer the next click will probably ask for is computed in a background thread, so the
click only picks it up.

An :class:`Ahead` holds one computation under a key: :meth:`Ahead.start` begins it (if that
key is not already on its way), :meth:`Ahead.take` gives its result for the same key (waiting
for it if it is running, raising what it raised) and computes anything else on the spot.
The computation must depend only on its arguments (the inputs are taken when it starts), so
the result is the same as computing it at the click: an Oasis situation's advice, a drill's
next spot (a drill deals spot *n* from its seed and *n* alone). The numba kernel of the Oasis
advisor releases the GIL, so its work runs beside the notebook's own.

The work waits :attr:`Ahead.delay` seconds before it begins: a learner who clicks through
(another rules preset, Start again, then Advice at once) does not leave a queue of stale
hands' work behind, and a click that comes before the work began computes its answer itself,
as it would without any work ahead. On Linux the thread runs at the lowest priority (nice 19),
so the notebook's own work always comes first. A process at the lowest priority gets almost
nothing while the machine is busy (measured: advice clicked 1 s after the deal waited 6.7 s
for it, beside one busy process and a niced job in another session), and a program that is
not root cannot raise a thread's priority again; so a click that finds the work still running
does not only wait for it: the same computation starts again at the click's own priority, and
whichever finishes first gives the answer (the same answer).

Work is done ahead only where a learner can click: inside a running kernel (a notebook), or
where :data:`ENABLED` says so (the widget benchmark sets it; a test of this module too).
Elsewhere (a script, the test suite driving widgets from Python) :meth:`Ahead.start` does
nothing and every click computes its answer, the same answer.

>>> ahead = Ahead(delay=0, enabled=True)
>>> ahead.start("k", pow, 2, 10)
>>> ahead.take("k", pow, 2, 10), ahead.take("other", pow, 3, 2)
(1024, 9)
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["Ahead", "ENABLED", "working_ahead"]

T = TypeVar("T")

#: Whether work is done ahead: None decides by itself (only inside a running kernel, where a
#: learner can click), True or False forces it.
ENABLED: bool | None = None


def working_ahead() -> bool:
    """Whether :class:`Ahead` starts work now (see :data:`ENABLED`)."""
    if ENABLED is not None:
        return ENABLED
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the course
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _lowest_priority() -> None:
    """This thread at nice 19 (Linux: a thread has its own nice value), so a learner's click
    is never slowed by work done ahead."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        except OSError:  # pragma: no cover - a sandbox that forbids it: run as it is
            pass


class _Work:
    """One computation in its own daemon thread: waiting (for the delay), then running or
    dropped; ``done`` is set once it has finished."""

    def __init__(self, fn: Callable[..., Any], args: tuple[Any, ...], delay: float,
                 lowest: bool = True) -> None:
        self.fn, self.args, self.delay, self.lowest = fn, args, delay, lowest
        self.lock = threading.Lock()
        self.state = "waiting"
        self.dropped = threading.Event()
        self.done = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self.notify: threading.Event | None = None   # also set when done (a race's finish)
        threading.Thread(target=self._run, name="pokerlib-ahead", daemon=True).start()

    def _run(self) -> None:
        if self.lowest:
            _lowest_priority()
        if self.dropped.wait(self.delay):
            return
        with self.lock:
            if self.state != "waiting":
                return
            self.state = "running"
        try:
            self.result = self.fn(*self.args)
        except BaseException as exc:  # noqa: BLE001 - raised again in the thread that takes it
            self.error = exc
        self.done.set()
        if self.notify is not None:
            self.notify.set()

    def finished(self, notify: threading.Event) -> None:
        """Set ``notify`` too once done (at once if it is done already)."""
        self.notify = notify
        if self.done.is_set():
            notify.set()

    def outcome(self) -> Any:
        """The result of finished work, or its error raised."""
        if self.error is not None:
            raise self.error
        return self.result

    def drop(self) -> bool:
        """Stop it if it has not begun (True); False when it is running or done."""
        with self.lock:
            if self.state == "waiting":
                self.state = "dropped"
                self.dropped.set()
                return True
            return False


class Ahead:
    """One computation kept ahead of the click that will ask for it (see the module);
    ``delay``: seconds it waits before it begins; ``enabled``: whether it works ahead at all
    (None: :func:`working_ahead` decides at each start)."""

    def __init__(self, delay: float = 0.2, enabled: bool | None = None) -> None:
        self.delay = float(delay)
        self.enabled = enabled
        self._key: Any = None
        self._work: _Work | None = None

    def start(self, key: Any, fn: Callable[..., Any], *args: Any) -> None:
        """Begin ``fn(*args)`` in the background under ``key`` (nothing new if that key is
        already started); a computation under another key is forgotten, and dropped if it has
        not begun. Nothing is started where no work is done ahead (see the module)."""
        if not (working_ahead() if self.enabled is None else self.enabled):
            return
        if self._work is not None:
            if self._key == key:
                return
            self._work.drop()
        self._key, self._work = key, _Work(fn, args, self.delay)

    def take(self, key: Any, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)``: the result started under ``key`` (or its error raised), or computed
        now when nothing under ``key`` has begun. Work still running is raced by the same
        computation at this thread's priority (see the module): the first to finish answers."""
        work = self._work if self._key == key else None
        self._key, self._work = None, None
        if work is None or work.drop():
            return fn(*args)
        if not work.done.is_set():
            first = threading.Event()
            rival = _Work(fn, args, 0.0, lowest=False)
            work.finished(first)
            rival.finished(first)
            first.wait()
            if not work.done.is_set():
                work = rival
        result: T = work.outcome()
        return result
