"""Before a widget cell runs, JupyterLab shows the widget's plain text: each lesson widget's
says what it is and how to show it, in the learner's language, never ``VBox(children=(...``."""

from __future__ import annotations

import pytest

from pokerlib.course.widgets import (
    AofTableUI,
    HandExplorer,
    OasisTableUI,
    OmahaExplorer,
    OmahaTableUI,
    PushFoldDrillUI,
    SplitDrillUI,
)


@pytest.mark.parametrize("make, en, ja", [
    (HandExplorer, "Hand explorer", "ハンド・エクスプローラー"),
    (OmahaExplorer, "Omaha hand explorer", "オマハのハンド・エクスプローラー"),
    (OasisTableUI, "Oasis Poker table", "オアシスポーカーのテーブル"),
    (AofTableUI, "All-in or Fold table", "AoF（オールインかフォールド）のテーブル"),
    (OmahaTableUI, "Omaha Hi/Lo table", "オマハハイローのテーブル"),
    (PushFoldDrillUI, "Push/fold drill", "オールインかフォールドのドリル"),
    (SplitDrillUI, "Pot split drill", "ポット分配のドリル"),
])
def test_a_widgets_plain_text_names_it_and_says_to_run_the_cell(make, en, ja):
    for lang, name, run in (("en", en, "run this cell"), ("ja", ja, "このセルを実行")):
        widget = make(lang=lang).widget
        plain = widget._repr_mimebundle_()["text/plain"]   # what the notebook stores
        assert plain == repr(widget) and name in plain and run in plain
        assert "VBox" not in plain and "children" not in plain and len(plain) < 110
