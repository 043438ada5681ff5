"""The English and Japanese editions of each lesson come from one source: the same code cells,
and every Japanese markdown cell written mostly in Japanese."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
JAPANESE = sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb"))
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
LATIN = re.compile(r"[A-Za-z]")
# what stays in English in any edition: code, links' targets, card codes, HTML
NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]+>|\$[^$]*\$|https?://\S+")


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def japanese_share(text: str) -> float:
    """Japanese characters among the letters of ``text``'s prose (code and links removed)."""
    prose = NOT_PROSE.sub(" ", text)
    ja, latin = len(KANA_KANJI.findall(prose)), len(LATIN.findall(prose))
    return ja / (ja + latin) if ja + latin else 1.0


def test_japanese_share_tells_japanese_from_english():
    assert japanese_share("オマハではホールカードを**ちょうど2枚**使います（`omaha_high`）") > 0.8
    assert japanese_share("In Omaha you use exactly two hole cards (`omaha_high`).") == 0.0


def test_every_english_lesson_has_a_japanese_edition():
    assert [p.name for p in JAPANESE] == [p.name for p in ENGLISH]


@pytest.mark.parametrize("path", JAPANESE, ids=lambda p: p.name)
def test_both_editions_share_their_code_and_the_japanese_one_is_in_japanese(path):
    ja, en = _cells(path), _cells(ROOT / "notebooks" / path.name)
    assert [c["cell_type"] for c in ja] == [c["cell_type"] for c in en]
    for a, b in zip(ja, en):
        if a["cell_type"] == "code":
            assert a["source"] == b["source"]
        else:
            text = "".join(a["source"])
            assert japanese_share(text) >= 0.5, f"mostly English in {path.name}: {text[:80]!r}"
