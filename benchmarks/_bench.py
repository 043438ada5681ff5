"""What the equity benchmarks share: timing one call, rotating the order of the contestants
from round to round (interleaved rounds), and the line that says what was measured on."""

from __future__ import annotations

import platform
import time
from importlib.metadata import version

import numpy as np


def timed(fn):
    """``(seconds, result)`` of one call of ``fn``."""
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def rotated(items: list, r: int) -> list:
    """``items`` in the order for round ``r``: each round starts one further along, so no
    contestant always runs first (or always right after another one)."""
    k = r % len(items)
    return items[k:] + items[:k]


def environment(*packages: str, **settings) -> str:
    """Python, numpy, the peers' versions, the machine, and the run's settings on one line."""
    peers = "".join(f", {p} {version(p)}" for p in packages)
    extra = "".join(f", {k}={v}" for k, v in settings.items())
    return (f"Python {platform.python_version()}, numpy {np.__version__}{peers}, "
            f"{platform.machine()}{extra}\n")
