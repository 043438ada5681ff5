"""Charts for the lessons (matplotlib), in English or Japanese.

Every function draws on the ``Axes`` it is given (or a new one) and returns it, so tests can
read the chart's data back through the Artist API. Every chart takes ``lang="en"`` or
``"ja"``: its title, axis labels and legend come from the module's message table, and
:func:`pokerlib.course.fonts.use_language` gives matplotlib a Japanese font for ``"ja"``. Players
appear by name, "hands played" axes count whole hands, and every chart has a legend (a range
chart has a colour bar).

- :mod:`~pokerlib.course.charts.base`: what every chart shares (the Axes, names, whole-number
  ticks);
- lesson 00, :mod:`~pokerlib.course.charts.hand_charts`: :func:`category_frequencies`;
- lesson 01, :mod:`~pokerlib.course.charts.oasis_charts`: settlement, outcomes, balance, advice,
  simulations and strategies; appendix 01a: the house edge by one paytable entry;
- lesson 02, :mod:`~pokerlib.course.charts.aof_charts`: range charts, pots, stacks, convergence,
  equity;
- lesson 02b, :mod:`~pokerlib.course.charts.strategy_charts`: range width by stack depth, many
  sessions' results;
- lesson 03, :mod:`~pokerlib.course.charts.omaha_charts`: stacks, hi/lo equity, pot splits;
- lesson 04, :mod:`~pokerlib.course.charts.drill_charts`: a drill session's lost EV.

>>> from pokerlib.oasis import article_game
>>> ax = settlement_chart(article_game(play=True), lang="ja")
>>> ax.get_title(), [t.get_text() for t in ax.get_legend().get_texts()]
('プレイヤーの勝ち: 持ち点 100 → 240', ['出した点', '戻った点', '純増'])
"""

from __future__ import annotations

from .aof_charts import (
    aof_stacks_chart,
    convergence_chart,
    equity_chart,
    pots_chart,
    range_chart,
    range_grid,
)
from .drill_charts import drill_chart
from .hand_charts import category_frequencies
from .oasis_charts import (
    advice_chart,
    balance_chart,
    edge_by_pay_chart,
    edge_by_up_card_chart,
    outcome_comparison_chart,
    settlement_chart,
    simulation_chart,
    strategy_chart,
)
from .omaha_charts import hilo_equity_chart, pot_split_chart, pot_split_parts, stack_chart
from .strategy_charts import range_width_chart, session_results_chart

__all__ = [
    "category_frequencies",
    "settlement_chart",
    "outcome_comparison_chart",
    "balance_chart",
    "advice_chart",
    "simulation_chart",
    "strategy_chart",
    "edge_by_pay_chart",
    "edge_by_up_card_chart",
    "range_chart",
    "range_grid",
    "pots_chart",
    "aof_stacks_chart",
    "convergence_chart",
    "equity_chart",
    "range_width_chart",
    "session_results_chart",
    "stack_chart",
    "hilo_equity_chart",
    "pot_split_parts",
    "pot_split_chart",
    "drill_chart",
]

# Every chart checks its arguments before drawing (pokerlib.course.charts.arguments): a wrong
# value is refused in one sentence naming the argument, never a TypeError from inside matplotlib.
from .arguments import CHECKS as _CHECKS  # noqa: E402
from .arguments import checked as _checked  # noqa: E402

for _name in [n for n in __all__ if n in _CHECKS]:
    globals()[_name] = _checked(globals()[_name])
del _name
