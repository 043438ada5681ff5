"""The lessons' widgets (ipywidgets), one module per lesson.

Each interactive table or explorer is a class that owns its widgets and a game object and
exposes plain methods, so it can be driven from Python (tests call ``button.click()`` or set
``.value``) as well as by a learner; a notebook shows ``table.widget``. What the game refuses
(an illegal action, a bad card) is shown in the widget as the error's sentence, never as a
traceback; a bad argument to a widget's constructor raises a
:class:`~pokerlib.errors.PokerError` at once.

- :mod:`~pokerlib.course.widgets.display`: what every widget shares (error messages, charts as
  pictures, a face-down card);
- :mod:`~pokerlib.course.widgets.arguments`: checking a constructor's arguments;
- lesson 00, :mod:`~pokerlib.course.widgets.explorers`: :class:`HandExplorer`,
  :class:`OmahaExplorer`;
- lesson 01, :mod:`~pokerlib.course.widgets.oasis_table`: :class:`OasisTableUI`;
- lesson 02, :mod:`~pokerlib.course.widgets.aof_table`: :class:`AofTableUI`, and
  :mod:`~pokerlib.course.widgets.aof_tools`: :class:`EquityExplorer`, :class:`PushFoldChart`;
- lesson 03, :mod:`~pokerlib.course.widgets.omaha_table`: :class:`OmahaTableUI`, and
  :mod:`~pokerlib.course.widgets.hilo_explorer`: :class:`HiLoEquityExplorer`;
- lesson 04, :mod:`~pokerlib.course.widgets.drills`: :class:`OasisDrillUI`,
  :class:`PushFoldDrillUI`, :class:`SplitDrillUI`.

Imports go one way: ``ui`` uses the games, ``equity`` and ``plots``; nothing imports ``ui``.
"""

from __future__ import annotations

from .aof_table import AofTableUI
from .aof_tools import EquityExplorer, PushFoldChart
from .display import error_html, run_action
from .drills import OasisDrillUI, PushFoldDrillUI, SplitDrillUI
from .explorers import HandExplorer, OmahaExplorer
from .hilo_explorer import HiLoEquityExplorer
from .oasis_table import OasisTableUI
from .omaha_table import OmahaTableUI

__all__ = [
    "HandExplorer",
    "OmahaExplorer",
    "OasisTableUI",
    "AofTableUI",
    "EquityExplorer",
    "PushFoldChart",
    "OmahaTableUI",
    "HiLoEquityExplorer",
    "OasisDrillUI",
    "PushFoldDrillUI",
    "SplitDrillUI",
    "error_html",
    "run_action",
]
