"""The English and Japanese editions of each lesson come from one source: the same code cells
(only their comments and docstrings speak the edition's language), and every Japanese markdown
cell written mostly in Japanese."""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
JAPANESE = sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb"))
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
LATIN = re.compile(r"[A-Za-z]")
# what stays in English in any edition: code, links' targets, card codes, HTML
NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]+>|\$[^$]*\$|https?://\S+")


def _docstring(node: ast.AST) -> str | None:
    """The docstring that opens ``node``'s body, if any."""
    body = getattr(node, "body", None)
    if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
        value = body[0].value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return value.value
    return None


def _code_only(source: str) -> str:
    """The code without comments and docstrings (the part both editions share)."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    tokens = [t for t in tokenize.generate_tokens(io.StringIO("\n".join(lines)).readline)
              if t.type != tokenize.COMMENT]
    tree = ast.parse(tokenize.untokenize(tokens))
    for node in ast.walk(tree):
        if _docstring(node) is not None:
            node.body[0] = ast.Pass()  # type: ignore[attr-defined]
    return ast.dump(tree)


def _comments(source: str) -> list[str]:
    """The comments and docstrings of a code cell."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    text = "\n".join(lines)
    found = [t.string for t in tokenize.generate_tokens(io.StringIO(text).readline)
             if t.type == tokenize.COMMENT]
    found += [doc for node in ast.walk(ast.parse(text)) if (doc := _docstring(node)) is not None]
    return found


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
            assert _code_only("".join(a["source"])) == _code_only("".join(b["source"]))
            for comment in _comments("".join(a["source"])):
                assert japanese_share(comment) >= 0.3, \
                    f"an English comment in the Japanese {path.name}: {comment!r}"
        else:
            text = "".join(a["source"])
            assert japanese_share(text) >= 0.5, f"mostly English in {path.name}: {text[:80]!r}"
