"""One text progress bar for every long computation that regenerates shipped data."""

from __future__ import annotations

import sys
import time
from typing import Callable


def progress_bar(total: int, label: str = "") -> Callable[..., None]:
    """A progress bar on stderr: call it with the number of steps done (of ``total``) and,
    if wanted, a short note to show after it; it ends its line when ``done`` reaches
    ``total``."""
    start = time.time()

    def show(done: int, note: str = "") -> None:
        frac = done / total if total else 1.0
        bar = "#" * int(30 * frac)
        eta = (time.time() - start) * (1 - frac) / frac if frac > 0 else 0
        sys.stderr.write(f"\r{label} [{bar:<30s}] {done}/{total} ({100 * frac:5.1f}%) "
                         f"eta {eta:5.0f}s{'  ' + note if note else ''}")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    return show
