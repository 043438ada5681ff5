"""The push/fold rule to remember (pokerlib.aof.simple_rule): its words say what its functions
do, and its cost is recomputed here hand by hand from the exact class equities."""

from __future__ import annotations

import numpy as np
import pytest

from pokerlib.aof import pushfold_equilibrium
from pokerlib.aof.simple_rule import (
    push_line,
    rule_frequencies,
    rule_lines,
    simple_call,
    simple_push,
    simple_rule_cost,
)
from pokerlib.equity import CLASS_COMBOS, HAND_CLASSES, class_index, preflop_equity_table
from pokerlib.errors import PokerError

R = "23456789TJQKA"


def test_the_words_and_the_functions_agree() -> None:
    """Each clause of the text, checked on every class it speaks of."""
    for name in HAND_CLASSES:
        hi, lo = R.index(name[0]), R.index(name[1])
        suited = None if len(name) == 2 else name[2] == "s"
        gap = hi - lo
        words = (suited is None or hi >= R.index("K")
                 or (hi == R.index("Q") and (suited or lo >= R.index("5")))
                 or (hi == R.index("J") and suited)
                 or (suited is False and lo >= R.index("7"))
                 or (suited is True and ((gap <= 2 and lo >= R.index("3"))
                                         or (gap <= 4 and lo >= R.index("5")))))
        assert simple_push(name) == words, name
        calls = (suited is None or hi >= R.index("K")
                 or (hi == R.index("Q") and lo >= (R.index("4") if suited else R.index("7")))
                 or lo >= (R.index("8") if suited else R.index("9")))
        assert simple_call(name) == calls, name
    en, ja = rule_lines("en"), rule_lines("ja")
    assert "Q2o-Q4o" in en[1] and "Q2o〜Q4o" in ja[1] and "7" in en[2] and "7" in ja[2]
    assert push_line("AA") == 1 and push_line("T7o") == 2 and push_line("65s") == 3


def _value(shove: np.ndarray, call: np.ndarray, stack: float) -> tuple[float, float]:
    """Each player's chips per hand, summed over every pair of classes by hand: steal 1,
    fold -0.5, showdown stack x (2 equity - 1)."""
    t = preflop_equity_table()
    eq = np.nan_to_num(t.equity, nan=0.5)
    pairs = t.pairs.astype(float)
    sb = bb = 0.0
    for i in range(169):
        for j in range(169):
            w = pairs[i, j]
            if not w:
                continue
            x, y = shove[i], call[j]
            sd = stack * (2 * eq[i, j] - 1)
            sb += w * (x * ((1 - y) * 1.0 + y * sd) + (1 - x) * -0.5)
            bb += w * (x * ((1 - y) * -1.0 - y * sd) + (1 - x) * 0.5)
    return sb / pairs.sum(), bb / pairs.sum()


def test_the_cost_recomputed() -> None:
    c = simple_rule_cost(8)
    eq = pushfold_equilibrium(8)
    shove, call = np.array(eq.ranges[0].freq), np.array(eq.ranges[1].freq)
    push, answer = rule_frequencies()
    sb, bb = _value(shove, call, 8)
    assert c.push_cost == pytest.approx(sb - _value(push, call, 8)[0], abs=1e-12)
    assert c.call_cost == pytest.approx(bb - _value(shove, answer, 8)[1], abs=1e-12)
    assert 0 < c.push_cost < 0.001 and 0 < c.call_cost < 0.0005   # a few ten-thousandths
    assert c.push_share == pytest.approx(float(push @ CLASS_COMBOS) / 1326)
    assert set(c.push_differs) == {n for n in HAND_CLASSES
                                   if abs(push[class_index(n)] - shove[class_index(n)]) > 0.5}


def test_refusals() -> None:
    for bad in (8.3, 0, 26, "8", True, None):
        with pytest.raises(PokerError) as e:
            simple_rule_cost(bad)  # type: ignore[arg-type]
        assert e.value.message("ja")
    for bad in ("AKx", "", 5, None):
        with pytest.raises(PokerError):
            simple_push(bad)  # type: ignore[arg-type]
