"""How BGaming's house edge moves with one paytable entry while its optimal strategy is kept.

For a **fixed** strategy the player's return is linear in each paytable multiple: the multiple
of line ``k`` is paid, times the Raise, exactly on the outcomes in which the strategy raises,
the dealer qualifies and the player wins with a hand of line ``k``. The exact counts
(``oasis_exact.json``, part ``one_card``, ``raise_wins_by_line``) hold how many such outcomes
BGaming's optimal strategy has, per line, as numerators over the same denominator as its house
edge. So "the house edge if you keep playing BGaming's optimal strategy while line ``k`` pays
``m``" is an exact fraction, linear in ``m``:

    edge(m) = edge(BGaming) - raise_antes x wins_k x (m - BGaming's multiple) / denominator

At BGaming's own multiple it is the proven optimal edge (no 2-5-card exchange is ever optimal
there, see :func:`~pokerlib.oasis.house_edge`). Elsewhere the best strategy for the changed
table may differ and can only do better for the player, so the line is an exact **upper
bound** on the optimal house edge of the changed rules (the true edge lies on or below it).

>>> e = edge_by_pay(8, [40, 50, 60])
>>> e.line_name("en"), e.base_multiple, e.proven_index
('Straight flush', 50, 1)
>>> e.edges[1] == house_edge().fraction, e.edges[0] > e.edges[1] > e.edges[2]
(True, True)
>>> e.edges[0] - e.edges[1] == e.edges[1] - e.edges[2] == -10 * e.slope
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from ..errors import DataError, RulesError
from ..evaluate import HandCategory
from ..lang import Messages, resolve_lang
from .arguments import is_whole_number
from .house_edge_data import house_edge, shipped_rules_result, shipped_rules_results
from .rules import PAY_LINES, OasisRules
from .shipped_data import load_exact_data

__all__ = ["EdgeByPay", "edge_by_pay", "pay_line_name", "STRAIGHT_FLUSH_LINE",
           "MAX_MULTIPLES"]

#: the paytable index of the straight flush (BGaming pays 50:1)
STRAIGHT_FLUSH_LINE = 8
#: at most this many multiples in one call (a chart's worth)
MAX_MULTIPLES = 10_000


def pay_line_name(line: int, lang: str | None = None) -> str:
    """The name of paytable line ``line`` (0 high card .. 9 royal flush) in ``lang``.

    >>> pay_line_name(8, "ja"), pay_line_name(9, "en")
    ('ストレートフラッシュ', 'Royal flush')
    """
    lang = resolve_lang(lang)
    if line == len(PAY_LINES) - 1:
        return "ロイヤルフラッシュ" if lang == "ja" else PAY_LINES[line]
    return HandCategory(line).describe(lang)


def _lines_text(lang: str) -> str:
    """The ten lines with their indices, for a refusal."""
    return ", ".join(f"{k} {pay_line_name(k, lang)}" for k in range(len(PAY_LINES)))


@dataclass(frozen=True)
class EdgeByPay:
    """The exact house edges (per Ante) of BGaming's optimal strategy, kept while paytable
    line :attr:`line` pays each of :attr:`multiples`. ``edges[i]`` belongs to
    ``multiples[i]``; :attr:`proven_index` is the index of BGaming's own multiple (where the
    edge is the proven optimal edge), or None if it is not among them. Everywhere else an edge
    is an exact upper bound on the optimal edge of the changed rules."""

    line: int
    base_multiple: int
    base_edge: Fraction
    #: the change of the house edge per 1 added to the line's multiple (negative: the house
    #: pays more)
    slope: Fraction
    multiples: tuple[int, ...]
    edges: tuple[Fraction, ...]
    #: the exact optimal edges known at other multiples among :attr:`multiples`: finished
    #: results of ``python -m pokerlib oasis-edge --rules FILE --ship`` stored with the course
    #: (multiple, edge), each on or below the line
    optimal: tuple[tuple[int, Fraction], ...] = ()

    @property
    def proven_index(self) -> int | None:
        return self.multiples.index(self.base_multiple) \
            if self.base_multiple in self.multiples else None

    def edge_at(self, multiple: int) -> Fraction:
        """The exact edge of BGaming's optimal strategy when the line pays ``multiple``."""
        (m,) = _check_multiples([multiple])
        return self.base_edge + self.slope * (m - self.base_multiple)

    def line_name(self, lang: str | None = None) -> str:
        """The line's name in ``lang`` (the default language when None)."""
        return pay_line_name(self.line, lang)

    def describe(self, lang: str | None = None) -> str:
        """Two sentences in ``lang`` (the default language when None): the proven point and
        what the line means elsewhere.

        >>> print(edge_by_pay(8, [50]).describe("en"))  # doctest: +NORMALIZE_WHITESPACE
        Straight flush at 50:1 (BGaming's): house edge 1.0372% of the Ante, exact and proven
        optimal. Keeping BGaming's optimal strategy, each 1 added to the straight flush's
        multiple changes the edge by -0.007339 percentage points; at other multiples this is
        an exact upper bound on the optimal edge (the best strategy may change).
        """
        lang = resolve_lang(lang)
        name = self.line_name(lang)
        return EDGE_BY_PAY_TEXT("describe", lang, line=name,
                                lower=name if lang == "ja" else name.lower(),
                                m=self.base_multiple, edge=100 * float(self.base_edge),
                                slope=100 * float(self.slope))

    def __str__(self) -> str:
        return self.describe()


#: The sentences of :meth:`EdgeByPay.describe` (ハウスエッジ（控除率）: docs/terms-ja.md).
EDGE_BY_PAY_TEXT = Messages(
    en={"describe": "{line} at {m}:1 (BGaming's): house edge {edge:.4f}% of the Ante, exact "
                    "and proven optimal. Keeping BGaming's optimal strategy, each 1 added to "
                    "the {lower}'s multiple changes the edge by {slope:+.6f} percentage "
                    "points; at other multiples this is an exact upper bound on the optimal "
                    "edge (the best strategy may change)."},
    ja={"describe": "{line}が{m}:1（BGaming）のとき、ハウスエッジ（控除率）は Ante の "
                    "{edge:.4f}%（証明済みの厳密値）。BGamingの最適戦略のまま{lower}の倍率を"
                    "1上げるごとに、エッジは {slope:+.6f} ポイント動きます。ほかの倍率では、"
                    "最適戦略のエッジの厳密な上限です（最適戦略が変わりうるため）。"})


def _check_multiples(multiples: Any) -> tuple[int, ...]:
    try:
        values = tuple(multiples)
    except TypeError:
        raise RulesError(key="oasis_pay_multiples", value=multiples) from None
    if not values or len(values) > MAX_MULTIPLES or \
            not all(is_whole_number(m) and m >= 0 for m in values):
        raise RulesError(key="oasis_pay_multiples", value=multiples)
    return tuple(int(m) for m in values)


def edge_by_pay(line: int = STRAIGHT_FLUSH_LINE,
                multiples: Iterable[int] = range(20, 101, 5)) -> EdgeByPay:
    """The exact house edge (Fractions, per Ante) of BGaming's optimal strategy, kept fixed,
    when paytable line ``line`` (0 high card .. 8 straight flush, 9 royal flush) pays each
    whole multiple of ``multiples`` X:1 and every other rule stays BGaming's.

    At BGaming's multiple this is the proven optimal house edge; at any other multiple an exact
    upper bound on the changed rules' optimal edge (see the module's docstring).

    >>> e = edge_by_pay(8, range(20, 101, 10))
    >>> [round(100 * float(x), 4) for x in e.edges]
    [1.2573, 1.1839, 1.1105, 1.0372, 0.9638, 0.8904, 0.817, 0.7436, 0.6702]
    >>> edge_by_pay(10)
    Traceback (most recent call last):
    ...
    pokerlib.errors.RulesError: the paytable line must be a whole number 0..9 (0 High card, ...
    """
    if not is_whole_number(line) or not 0 <= line < len(PAY_LINES):
        raise RulesError(key="oasis_pay_line", value=line, lines=_lines_text)
    line = int(line)
    values = _check_multiples(multiples)
    data = load_exact_data()["one_card"]
    base = OasisRules.bgaming()
    wins = data.get("raise_wins_by_line", {}).get("lines")
    if wins is None or tuple(data["rules"]["paytable"]) != base.paytable:
        raise DataError(key="oasis_no_pay_counts")
    proven = house_edge(base)
    base_edge = Fraction(data["house_edge_fraction"])
    if proven.status != "proven" or proven.fraction != base_edge:
        raise DataError(key="oasis_no_pay_counts")
    slope = -Fraction(data["rules"]["raise_antes"] * wins[PAY_LINES[line]],
                      data["denominator"])
    m0 = base.paytable[line]
    optimal = []
    paid = {result["rules"]["paytable"][line] for result, _ in shipped_rules_results()}
    for m in sorted(paid & set(values) - {m0}):   # only multiples some stored result pays
        pay = list(base.paytable)
        pay[line] = m
        stored = shipped_rules_result(replace(base, paytable=tuple(pay)))
        if stored is not None:
            optimal.append((m, Fraction(stored[0]["house_edge"])))
    return EdgeByPay(line=line, base_multiple=m0, base_edge=base_edge, slope=slope,
                     multiples=values,
                     edges=tuple(base_edge + slope * (m - m0) for m in values),
                     optimal=tuple(optimal))
