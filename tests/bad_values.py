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
