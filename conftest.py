"""Settings for every test run, the tests/ folder's and the doctests in pokerlib/ alike.

Nothing a test makes may outlive it outside pytest's own temporary folders (``tmp_path``): the
standard library's temporary folder is pointed, for the whole session, at a fresh folder of
pytest's, and the session fails if a ``tmp*`` entry is left in it (a ``tempfile.mkdtemp()``
nobody removed). A private folder, not ``/tmp`` itself, so other programs' files there never
count.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def _temporary_files_are_removed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    folder = tmp_path_factory.mktemp("tempfile")
    before = tempfile.tempdir, os.environ.get("TMPDIR")
    tempfile.tempdir = str(folder)
    os.environ["TMPDIR"] = str(folder)   # subprocesses (kernels, make) too
    try:
        yield
    finally:
        tempfile.tempdir = before[0]
        if before[1] is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = before[1]
    left = sorted(p.name for p in folder.iterdir() if p.name.startswith("tmp"))
    assert not left, (f"tests left {len(left)} temporary files or folders behind (use tmp_path "
                      f"or tempfile.TemporaryDirectory): {left[:10]}")
