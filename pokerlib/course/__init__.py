"""The course around the library: the learner's workspace, exercises that check the learner,
and ``make check``.

Lessons use :func:`check`, :func:`hint` and :func:`progress`; ``python -m pokerlib.course`` runs the
workspace commands (see ``make workspace``, ``make check``, ``make reset-lesson``).
"""

from __future__ import annotations

from . import refusals  # noqa: F401  (the course's sentences join the one table)
from .exercises import (
    Exercise,
    Hint,
    Progress,
    check,
    exercises,
    hint,
    language,
    progress,
    register,
    results,
)

__all__ = ["Exercise", "Hint", "Progress", "check", "exercises", "hint", "language", "progress",
           "register", "results"]
