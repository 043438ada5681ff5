"""One word per idea per game: the term list's 「使わない言葉」 table (docs/terms-ja.md) is data,
and no text a Japanese learner can see uses a word it rules out for that game.

What is read: every Japanese string constant of the package (widget labels, chart text, drill
feedback, refusals, hints), the stored Japanese lessons (markdown and every output), and the
Japanese documents the workspace copies. Each text has the scope of its game: a game's lessons
(01/01a Oasis, 02/02b/02c AoF, 03/03a Omaha), a game's modules, a refusal key's game prefix, or,
elsewhere, the games a cell or paragraph names. The words an answer may be given in (the answer
reader's tables) are input, not text shown, and are not read.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TERMS = ROOT / "docs" / "terms-ja.md"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

GAMES = {"共通": "common", "オアシス": "oasis", "AoF": "aof", "オマハ": "omaha"}
#: Which lessons belong to a game (the others take the games they name, cell by cell).
LESSON_GAME = {"01": "oasis", "01a": "oasis", "02": "aof", "02b": "aof", "02c": "aof",
               "03": "omaha", "03a": "omaha"}
#: Which modules belong to a game, by path under pokerlib/ (first match wins).
MODULE_GAME = [("oasis/", "oasis"), ("builders/oasis", "oasis"), ("course/lesson01", "oasis"),
               ("course/widgets/oasis", "oasis"), ("course/drills/oasis", "oasis"),
               ("course/charts/oasis", "oasis"),
               ("aof/", "aof"), ("course/lesson02", "aof"), ("course/widgets/aof", "aof"),
               ("course/drills/pushfold", "aof"), ("course/charts/aof", "aof"),
               ("course/charts/strategy", "aof"),
               ("omaha/", "omaha"), ("equity/hilo", "omaha"), ("course/lesson03", "omaha"),
               ("course/widgets/omaha", "omaha"), ("course/drills/split", "omaha"),
               ("course/charts/omaha", "omaha")]
#: Modules whose Japanese strings are words a learner may answer with, not text shown.
ANSWER_WORDS = {"course/answers.py"}
#: A refusal key's prefix names its game.
KEY_GAME = {"oasis": "oasis", "aof": "aof", "omaha": "omaha", "phh_oasis": "oasis"}
#: How a text elsewhere names a game.
NAMES = {"oasis": re.compile(r"オアシス|Oasis|Ante"),
         "aof": re.compile(r"AoF|オールインかフォールド|全額参加"),
         "omaha": re.compile(r"オマハ|ハイロー|Omaha")}


def rules() -> list[tuple[str, re.Pattern, str]]:
    """(game, pattern, instead) for each row of the term list's 「使わない言葉」 table."""
    text = TERMS.read_text(encoding="utf-8")
    section = text.split("## 使わない言葉", 1)[1]
    out = []
    for line in section.splitlines():
        if not line.startswith("| ") or line.startswith("| 範囲") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        game, word, instead = cells[0], cells[1].strip("`").replace(r"\|", "|"), cells[2]
        out.append((GAMES[game], re.compile(word), instead))
    return out


def test_the_term_list_is_read():
    table = rules()
    assert len(table) >= 15
    assert {game for game, _, _ in table} == {"common", "oasis", "aof", "omaha"}
    # the patterns find what they are meant to find
    found = {p.pattern: bool(p.search(s)) for (_, p, _), s in zip(table, [
        "搾取可能性", "ライブラリー", "アンテ", "コースの決定", "$4/$8"])}
    assert all(found.values()), found


def games_named(text: str) -> set[str]:
    return {game for game, name in NAMES.items() if name.search(text)}


def module_game(rel: str) -> str | None:
    return next((game for prefix, game in MODULE_GAME if rel.startswith(prefix)), None)


def module_texts():
    """(where, games, text) for every Japanese string constant of the package."""
    for path in sorted((ROOT / "pokerlib").rglob("*.py")):
        rel = path.relative_to(ROOT / "pokerlib").as_posix()
        if rel in ANSWER_WORDS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        game = module_game(rel)
        keyed: dict[int, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for k, v in zip(node.keys, node.values):
                    if isinstance(k, ast.Constant) and isinstance(k.value, str):
                        for sub in ast.walk(v):
                            keyed[id(sub)] = k.value
        keys = {id(k) for node in ast.walk(tree) if isinstance(node, ast.Dict)
                for k in node.keys if k is not None}
        # docstrings are for contributors (a learner reads what the code says, not its docs)
        keys |= {id(node.body[0].value) for node in ast.walk(tree)
                 if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                      ast.AsyncFunctionDef))
                 and node.body and isinstance(node.body[0], ast.Expr)
                 and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            if id(node) in keys or not JAPANESE.search(node.value):
                continue
            games = {game} if game else set()
            key = keyed.get(id(node), "")
            games |= {g for prefix, g in KEY_GAME.items() if key.startswith(prefix + "_")}
            games |= games_named(node.value)
            yield f"pokerlib/{rel}:{node.lineno}", games, node.value


def _outputs(cell) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if "text" in out:
            parts.append("".join(out["text"]))
        for mime, data in out.get("data", {}).items():
            if mime.startswith("text/") or mime.endswith("+xml") or mime.endswith("json"):
                parts.append(data if isinstance(data, str) else
                             "".join(data) if isinstance(data, list) else json.dumps(
                                 data, ensure_ascii=False))
    return "\n".join(parts)


def sentences(text: str) -> list[str]:
    """A text cut into sentences and lines: where one cell speaks of several games, each
    sentence takes the games it names."""
    return [u for u in re.split(r"(?<=。)|\n", text) if u.strip()]


def lesson_texts():
    """(where, games, text) for every cell of the stored Japanese lessons: a game's lessons
    whole; in the others (00, 00a, 04), each sentence with the games it names, or the games of
    the heading above it."""
    for path in sorted((ROOT / "notebooks" / "ja").glob("[0-9]*.ipynb")):
        lesson = path.name.split("_", 1)[0]
        nb = json.loads(path.read_text(encoding="utf-8"))
        heading: set[str] = set()
        for i, cell in enumerate(nb["cells"]):
            source = "".join(cell["source"])
            text = source + "\n" + _outputs(cell)
            if not JAPANESE.search(text):
                continue
            where = f"notebooks/ja/{path.name} cell {i}"
            if lesson in LESSON_GAME:
                yield where, {LESSON_GAME[lesson]}, text
                continue
            for unit in sentences(text):
                if unit.startswith("#") and cell["cell_type"] == "markdown":
                    heading = games_named(unit)
                yield where, heading | games_named(unit), unit


def document_texts():
    """(where, games, text) for every paragraph (and every table row) of the Japanese
    documents. The term list itself names the ruled-out words on purpose and is not read."""
    for path in sorted((ROOT / "docs").glob("*.ja.md")):
        text = path.read_text(encoding="utf-8")
        game: set[str] = set()
        for i, para in enumerate(re.split(r"\n\s*\n", text)):
            if para.startswith("#"):
                game = games_named(para.splitlines()[0])
            units = para.splitlines() if para.lstrip().startswith("|") else [para]
            for unit in units:
                yield f"docs/{path.name} paragraph {i}", game | games_named(unit), unit


def drift(texts) -> list[str]:
    table = rules()
    found = []
    for where, games, text in texts:
        for game, pattern, instead in table:
            if game != "common" and game not in games:
                continue
            for m in pattern.finditer(text):
                line = text[max(0, m.start() - 15):m.end() + 15].replace("\n", " ")
                found.append(f"{where}: '{m.group()}' ({game}; say {instead}): …{line}…")
    return found


@pytest.mark.parametrize("texts", [module_texts, lesson_texts, document_texts],
                         ids=["modules", "lessons", "documents"])
def test_no_ruled_out_word(texts):
    found = drift(texts())
    assert not found, f"{len(found)} ruled-out words:\n" + "\n".join(found[:80])


def test_a_ruled_out_word_is_found():
    """The check is not blind: a drift planted in each scope is reported."""
    planted = [("x", {"oasis"}, "残高 90 点"), ("y", {"aof"}, "10チップが1 BB"),
               ("z", {"omaha"}, "純増は3チップ"),
               ("w", set(), "エクスプロイタビリティ（搾取可能性）")]
    assert len(drift(planted)) == 4
    assert drift([("v", {"omaha"}, "ポットは10チップ")]) == []
