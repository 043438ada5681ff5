"""What the Japanese edition's code cells print is Japanese (issue 22): hand files with Japanese
comments, range and pot names, a reading with no low, the learner named あなた, and the
Japanese documents linked instead of the English ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
JA = ROOT / "notebooks" / "ja"


def _outputs(name: str) -> str:
    nb = json.loads((JA / f"{name}.ipynb").read_text(encoding="utf-8"))
    texts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = out.get("text") or out.get("data", {}).get("text/plain") or ""
            texts.append("".join(text))
    return "\n".join(texts)


def _markdown(name: str) -> str:
    nb = json.loads((JA / f"{name}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("name, english", [
    ("01a_oasis_under_the_hood", "# Oasis Poker article"),
    ("02c_aof_under_the_hood", "# AoF article, first hand"),
    ("03a_omaha_under_the_hood", "# Omaha Hi/Lo article"),
])
def test_hand_files_are_printed_with_japanese_comments(name, english):
    text = _outputs(name)
    assert english not in text
    assert "# フロップ" in text or "# オアシスポーカーの記事" in text


def test_range_names_choices_and_player_names_are_japanese():
    assert "BB calls SB" not in _outputs("02c_aof_under_the_hood")
    assert "BBがSBのオールインにコール" in _outputs("02c_aof_under_the_hood")
    oasis = _outputs("01a_oasis_under_the_hood")
    assert "exchange one card" not in oasis and "'1枚交換'" in oasis
    assert "'Player'" not in oasis
    omaha = _outputs("03_omaha_hi_lo")
    assert "None" not in omaha and "ローなし" in omaha
    assert "'You'" not in omaha and "'あなた'" in omaha
    under = _outputs("03a_omaha_under_the_hood")
    assert "You" not in under and "may " not in under and " hands;" not in under
    assert "あなたがコール" in under or "あなた がコール" in under


def test_the_limit_cap_file_and_the_hand_built_round_agree_in_japanese():
    nb = json.loads((JA / "03a_omaha_under_the_hood.ipynb").read_text(encoding="utf-8"))
    cell = next(c for c in nb["cells"] if c["cell_type"] == "code"
                and "omaha_limit_cap" in "".join(c["source"]) and "sb_may" in "".join(c["source"]))
    assert "".join(cell["outputs"][0]["data"]["text/plain"]) == "True"


@pytest.mark.parametrize("name", ["01_oasis_poker", "01a_oasis_under_the_hood", "02_aof_holdem",
                                  "02b_pushfold_strategy", "02c_aof_under_the_hood",
                                  "03_omaha_hi_lo", "03a_omaha_under_the_hood"])
def test_the_japanese_lessons_link_the_japanese_documents(name):
    text = _markdown(name)
    assert "docs/rules.md" not in text and "docs/phh.md" not in text
    assert "docs/rules.ja.md" in text or "docs/phh.ja.md" in text


def test_lesson_02s_settlement_says_which_hand_won():
    nb = json.loads((JA / "02_aof_holdem.ipynb").read_text(encoding="utf-8"))
    tables = ["".join(out.get("data", {}).get("text/html", "")) for cell in nb["cells"]
              for out in cell.get("outputs", [])]
    table = next(t for t in tables if "pokerlib-settlement" in t)
    assert "<th>内訳</th>" in table and "<td>ハイ: C Aハイのフラッシュ</td>" in table
