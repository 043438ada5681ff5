"""The Dask client a long job runs on: the caller's own, one connected to a scheduler by its
address, or a local cluster of worker processes made for the job and closed after it.

The offline jobs (the Oasis exact house edge, the exact push/fold values) all start their
cluster this one way; each says a scheduler that cannot be reached in its own keyed sentence.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .errors import PokerError

__all__ = ["job_client"]


@contextmanager
def job_client(client: Any, scheduler: str | None, workers: int, quiet: bool,
               unreachable: Callable[[str, str], PokerError]) -> Iterator[Any]:
    """The client to submit to: ``client`` when given (left open); else a client of the
    scheduler at ``scheduler`` (``unreachable(address, why)`` is the error raised when it
    cannot be reached in 5 s); else a ``LocalCluster`` of ``workers`` processes with one
    thread each (warnings silenced when ``quiet``), closed with its client on leaving."""
    from dask.distributed import Client, LocalCluster

    own = None
    if client is None:
        if scheduler is not None:
            try:
                client = Client(scheduler, timeout="5s")
            except (OSError, TimeoutError, ValueError) as e:
                raise unreachable(scheduler, str(e)) from e
        else:
            own = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=":0",
                               silence_logs=logging.CRITICAL if quiet else logging.WARN)
            client = Client(own)
    try:
        yield client
    finally:
        if own is not None:
            client.close()
            own.close()
