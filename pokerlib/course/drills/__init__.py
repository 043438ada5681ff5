"""Practice drills graded exactly: Oasis decisions, push/fold spots and hi/lo pot splits.

Each drill deals seeded spots (:meth:`~Drill.next`), grades one answer per spot
(:meth:`~Drill.grade`, returning a :class:`Grade`: the best choice, what the answer was worth,
what it cost and why) and keeps every answer in a :class:`DrillRecord` (:attr:`Drill.record`):
the cost per spot, the running total and the share of best choices. Every drill takes
``lang="en"`` or ``"ja"``: its explanations and summaries are then in the Japanese of the
source articles (the sentences live in each module's ``MESSAGES`` table).

* :class:`OasisDrill` — fold, raise or exchange, against the exact advisor
  (:func:`pokerlib.oasis.advise`), in Antes;
* :class:`PushFoldDrill` — all-in or fold against opponents playing the push/fold equilibrium
  (:func:`pokerlib.aof.pushfold_equilibrium`), in big blinds: exact heads-up, a seeded
  estimate at 3-4 players;
* :class:`SplitDrill` — how many chips each player receives at an Omaha Hi/Lo showdown,
  against :func:`pokerlib.pots.settle`; the cost is the chips misallocated.

Files, one idea each: ``grade`` (:class:`Grade`), ``record`` (:class:`DrillRecord`), ``base``
(:class:`Drill`), ``oasis``, ``pushfold`` and ``pushfold_ev`` (the values against the
equilibrium), ``split`` and ``split_check`` (naming a split's mistakes); ``python -m
pokerlib.course.drills oasis`` plays a drill in the terminal.

>>> drill = SplitDrill(seed=2)
>>> spot = drill.next()
>>> drill.grade(spot.payouts()).correct, drill.record.share_correct
(True, 1.0)
>>> SplitDrill(seed=2, lang="ja").record.summary()
'まだ答えた問題はありません'
"""

from .base import Drill
from .grade import Grade
from .oasis import OasisDrill, OasisSpot
from .pushfold import PushFoldDrill, PushFoldSpot
from .record import DrillRecord, RecordEntry
from .split import SplitDrill, SplitSpot

__all__ = ["Drill", "Grade", "DrillRecord", "RecordEntry", "OasisDrill", "OasisSpot",
           "PushFoldDrill", "PushFoldSpot", "SplitDrill", "SplitSpot"]
