"""Every refusal the library raises carries a message key (so it is said in the learner's
language), and every key is written in both languages with the same values."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pokerlib.course  # noqa: F401 - registers the course's refusal sentences
from pokerlib import errors
from pokerlib.error_messages import _TEXT, ERRORS, render

ROOT = Path(__file__).resolve().parent.parent / "pokerlib"

#: PokerError kinds, by the names the source raises them with.
ERROR_NAMES = {name for name in errors.__all__
               if isinstance(getattr(errors, name), type)
               and issubclass(getattr(errors, name), errors.PokerError)}

#: Raises allowed without a key, by (file, function): each says why.
UNKEYED = {
    # the sentence already comes from the module's own table, in the learner's language
    ("course/workspace.py", "__init__"): "workspace's own table, in the workspace's language",
    ("course/workspace.py", "find"): "workspace's own table, in the workspace's language",
    ("course/drills/__main__.py", "_read"): "the terminal drill's own table, in --lang",
    # offline builders of shipped data (run by maintainers, never in a lesson)
    ("builders/oasis_house_edge.py", "*"): "offline builder (python -m pokerlib regenerate)",
    ("builders/oasis_simple_rule.py", "*"): "offline builder (python -m pokerlib regenerate)",
    ("builders/omaha_starting_hands.py", "*"): "offline builder (python -m pokerlib regenerate)",
    ("builders/oasis_edge.py", "*"): "offline cluster job (python -m pokerlib oasis-edge)",
    **{(f"builders/oasis_exact_edge/{name}.py", "*"): "offline cluster job (python -m pokerlib "
       "oasis-edge)" for name in ("job", "plan", "units", "summary")},
    ("builders/oasis_exact_edge/counts.py", "*"): "internal precondition of the offline exact "
                                                    "count",
    ("oasis/dealer_counts.py", "*"): "internal precondition of the offline dealer count",
}


def _function_of(tree: ast.AST) -> dict[int, str]:
    """Line -> name of the innermost function holding it."""
    where: dict[int, str] = {}

    def visit(node: ast.AST, name: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef,
                                                      ast.AsyncFunctionDef)) else name
            if hasattr(child, "lineno"):
                where.setdefault(child.lineno, inner)
            visit(child, inner)

    visit(tree, "<module>")
    return where


def _unkeyed_raises() -> list[str]:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = _function_of(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            call = node.exc
            name = call.func.id if isinstance(call.func, ast.Name) else \
                call.func.attr if isinstance(call.func, ast.Attribute) else ""
            if name == "PHHActionError":
                # the reason (third argument) must itself be a keyed error, not English text
                reason = call.args[2] if len(call.args) > 2 else None
                keyed = not isinstance(reason, (ast.Constant, ast.JoinedStr, ast.BinOp))
            elif name in ERROR_NAMES:
                keyed = any(k.arg in ("key", None) for k in call.keywords)
            else:
                continue
            function = functions.get(node.lineno, "<module>")
            if keyed or (rel, function) in UNKEYED or (rel, "*") in UNKEYED:
                continue
            found.append(f"{rel}:{node.lineno} ({function}): {ast.unparse(call)[:90]}")
    return found


def test_every_pokererror_raised_in_the_package_has_a_message_key():
    missing = _unkeyed_raises()
    assert not missing, "raises without key=:\n" + "\n".join(missing)


def test_the_check_finds_an_unkeyed_raise(tmp_path, monkeypatch):
    # the walk above can fail: an English-only raise is reported
    bad = tmp_path / "pokerlib"
    bad.mkdir()
    (bad / "m.py").write_text('def f():\n    raise TableError(f"no seat {3}")\n'
                              'def g():\n    raise TableError(key="omaha_seat_empty", seat=3)\n')
    monkeypatch.setattr(__import__(__name__), "ROOT", bad)
    assert [line.split(" ")[0] for line in _unkeyed_raises()] == ["m.py:2"]


def test_the_allowed_exceptions_still_exist():
    # an allow-list entry whose file or function is gone is stale
    for rel, function in UNKEYED:
        text = (ROOT / rel).read_text(encoding="utf-8")
        assert function == "*" or f"def {function}(" in text, (rel, function)


def _fields(template: str) -> set[str]:
    return {name.split(".")[0].split("[")[0].split("!")[0]
            for _, name, _, _ in string.Formatter().parse(template) if name}


#: Fields only English grammar needs (a plural "s", "is"/"are"); Japanese has no plural.
ENGLISH_ONLY = {"s", "be"}


def test_every_key_has_both_languages_with_the_same_values():
    assert len(_TEXT) > 400
    for key, (en, ja) in _TEXT.items():
        assert en.strip() and ja.strip(), key
        assert _fields(en) - ENGLISH_ONLY == _fields(ja), key
        assert _fields(ja) <= _fields(en), key
        assert any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in ja), key
    assert set(ERRORS.keys()) == set(_TEXT)


def test_every_sentence_renders_in_both_languages_from_its_fields():
    # format each sentence with stand-in values: a broken brace or format spec fails here
    for key, (en, _) in _TEXT.items():
        values = {f: 1 for f in _fields(en)}
        for lang in ("en", "ja"):
            text = render(key, lang, values)
            assert text and "{" not in text.replace("{1", ""), (key, lang, text)


def test_new_refusals_speak_japanese():
    import pytest

    from pokerlib.equity import equity, equity_hilo
    from pokerlib.errors import EquityError, ScoreError
    from pokerlib.evaluate import describe_score

    with pytest.raises(EquityError) as info:
        equity(["As Ks"])
    assert info.value.message("en") == "equity needs two or more hands, got 1"
    assert info.value.message("ja") == "equityには2つ以上のハンドが必要です（1個でした）"
    with pytest.raises(EquityError) as info:
        equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="2c")
    assert info.value.message("ja") == "オマハのボードは0、3、4、5枚のどれかです（1枚でした）"
    with pytest.raises(ScoreError) as info:
        describe_score(-1)
    assert info.value.key is not None and "スコア" in info.value.message("ja")


def test_what_an_argument_takes_is_said_in_japanese_too():
    # an English phrase passed as ``allowed`` would sit inside a Japanese sentence
    import re

    from pokerlib.error_messages import ALLOWED

    phrases = set()
    for path in ROOT.rglob("*.py"):
        phrases |= set(re.findall(r'allowed="([^"]*[A-Za-z]{2}[^"]*)"',
                                  path.read_text(encoding="utf-8")))
    # lists of the words a value may be ('display', 'data') are the same in both languages
    phrases = {p for p in phrases if not p.startswith("'") and p != "True, False, None"}
    assert len(phrases) > 35
    missing = sorted(p for p in phrases if p not in ALLOWED)
    assert not missing, missing
    assert render("type", "ja", {"what": "rules", "allowed": "an AofHand", "value": 3}) == \
        "rules（ルール）には AofHand を渡してください（3 は使えません）"


def test_a_key_is_defined_once_across_the_tables():
    """The engine's table is joined from pokerlib.error_messages and the domain tables of
    pokerlib.error_tables: a key written in two of them would silently keep one sentence."""
    import re

    tables = [ROOT / "error_messages.py", *sorted((ROOT / "error_tables").glob("*.py"))]
    seen: dict[str, str] = {}
    twice = []
    for path in tables:
        for key in re.findall(r'^    "([a-z0-9_]+)": \(', path.read_text(encoding="utf-8"), re.M):
            if key in seen and seen[key] != path.name:
                twice.append((key, seen[key], path.name))
            seen.setdefault(key, path.name)
    assert len(seen) > 400 and twice == []

