"""Values no public argument should accept, for the bad-input property tests: None, bools,
NaN and other floats, short text, negative and huge integers, lists and dicts."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

BAD = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=4),
    st.integers(max_value=-1), st.integers(min_value=10**30, max_value=10**40),
    st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.integers(0, 3), st.integers(0, 3)),
)
FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Values that are certainly wrong for a kind of argument: a property test given one of these
# asserts the refusal (a PokerError), so silently accepted junk makes it fail.
JUNK = st.one_of(st.just(object()), st.binary(min_size=1, max_size=3),
                  st.dictionaries(st.text(max_size=2), st.integers(), min_size=1, max_size=2),
                  st.lists(st.integers(), min_size=1, max_size=3))
#: never a whole number of chips, Antes or steps: no None, bool, float, text or container
NOT_WHOLE = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True, allow_infinity=True),
                      st.text(max_size=4), st.integers(max_value=-1), JUNK)
#: never a seed (None is: "random"; any integer is)
NOT_SEED = st.one_of(st.booleans(), st.floats(allow_nan=True), st.text(max_size=4), JUNK)
#: never a card or list of cards: no text that reads as cards, no card numbers
NOT_CARDS = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True),
                      st.text(alphabet="xyzXYZ!?-_", min_size=1, max_size=5),
                      st.just(object()), st.dictionaries(st.text(max_size=2), st.integers(),
                                                         min_size=1, max_size=2))
#: never True or False
NOT_BOOL = st.one_of(st.none(), st.integers(), st.floats(allow_nan=True), st.text(max_size=4),
                     JUNK)
