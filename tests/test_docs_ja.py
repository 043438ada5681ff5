"""The Japanese editions of the documents keep up with the English ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("name", ["rules", "phh"])
def test_each_document_has_a_japanese_edition_with_the_same_sections(name):
    en = (DOCS / f"{name}.md").read_text(encoding="utf-8")
    ja = (DOCS / f"{name}.ja.md").read_text(encoding="utf-8")
    heading = re.compile(r"^#{1,3} ", re.M)
    assert len(heading.findall(ja)) == len(heading.findall(en))
    assert ja.count("**コースの決めごと") == en.count("**Course decision")
    for target in re.findall(r"\]\(([^)#:]+)\)", ja):  # relative links resolve
        assert (DOCS / target).exists(), target


def test_the_japanese_rules_use_the_articles_words():
    ja = (DOCS / "rules.ja.md").read_text(encoding="utf-8")
    for word in ("交換費", "ディーラー資格", "加点", "元", "私有札",
                 "共有札", "未対応額", "受領資格", "クォリファイ", "スクープ", "デッドブラインド"):
        assert word in ja, word
    assert "デッドカード" not in ja and "ライブラリー" not in ja
