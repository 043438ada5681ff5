"""Shared test settings.

Hypothesis: no per-example deadline anywhere (tests check correctness, never wall-clock time on
a shared machine); under CI (``CI`` set) every property test is derandomized, so a run is
repeatable, while local runs keep exploring new random cases.
"""

import os

import pytest
from hypothesis import settings

settings.register_profile("dev", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# The command lines speak the learner's language from the locale (LANG=ja_JP.UTF-8: Japanese);
# tests that do not set one run in a neutral locale, so a Japanese machine runs them the same.
for _name in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _english_by_default():
    """Every test starts and ends with English as the default language (a test that calls
    ``language()`` or ``set_default_lang("ja")`` cannot leak Japanese into the next one)."""
    from pokerlib.lang import set_default_lang

    set_default_lang("en")
    yield
    set_default_lang("en")
