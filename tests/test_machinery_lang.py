"""The machinery around the lessons speaks the learner's language: the Japanese lessons name
JupyterLab's menu items and buttons as the Japanese interface (jupyterlab-language-pack-ja-jp)
shows them, and the command line (``python -m pokerlib`` and its ``drill``, ``replay``,
``regenerate`` and ``oasis-edge``) follows the locale and ``--lang``."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "notebooks" / "src").glob("*.py"))
PACK = "jupyterlab_language_pack_ja_JP"

#: The words of JupyterLab's Japanese interface the course names, as (gettext context, English)
#: -> Japanese. Source: the PyPI package jupyterlab-language-pack-ja-jp 4.5.post3, file
#: jupyterlab_language_pack_ja_JP/locale/ja_JP/LC_MESSAGES/jupyterlab.json (its keys are the
#: English strings, "menu\x04File" for a menu's title). When the package is installed the test
#: reads the package itself, and checks that this table still agrees with it.
LAB_JA = {
    ("menu", "File"): "ファイル",
    ("menu", "Run"): "実行",
    ("menu", "Kernel"): "カーネル",
    ("menu", "View"): "表示",
    (None, "Run All Cells"): "すべてのセルを実行",
    (None, "Restart Kernel…"): "カーネルを再起動…",
    (None, "Restart Kernel and Run All Cells…"): "カーネルを再起動してすべてのセルを実行…",
    (None, "Save"): "保存",
    (None, "Discard"): "破棄する",
    (None, "File Changed"): "ファイルが変更されました",
    (None, "Revert"): "元に戻す",
    (None, "Overwrite"): "上書き",
}


def _pack_catalog() -> dict[tuple[str | None, str], str] | None:
    """The installed pack's catalog as (context, English) -> Japanese, or None."""
    spec = importlib.util.find_spec(PACK)
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations)))
    data = json.loads((folder / "locale" / "ja_JP" / "LC_MESSAGES" / "jupyterlab.json")
                      .read_text(encoding="utf-8"))
    catalog: dict[tuple[str | None, str], str] = {}
    for key, value in data.items():
        if not key or not isinstance(value, list) or not value:
            continue
        context, _, english = key.rpartition("\x04")
        catalog[(context or None, english)] = value[0]
    return catalog


def catalog() -> dict[tuple[str | None, str], str]:
    return _pack_catalog() or LAB_JA


def _japanese_texts(path: Path) -> list[str]:
    """Every Japanese text of a lesson source: the ``ja=`` of its md() and code() cells (a
    code cell's ``ja`` maps English comments to Japanese ones: only the Japanese counts)."""
    texts = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        for kw in node.keywords:
            if kw.arg != "ja":
                continue
            parts = kw.value.values if isinstance(kw.value, ast.Dict) else [kw.value]
            for part in parts:
                texts += [n.value for n in ast.walk(part)
                          if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return texts


#: A menu path as the lessons write it: *実行 → すべてのセルを実行*.
MENU_PATH = re.compile(r"\*([^*\n]+?) → ([^*\n]+?)\*")
#: JupyterLab's English names that a Japanese text must not use for its menus and buttons.
ENGLISH_NAMES = re.compile(r"Run All|Run →|Restart Kernel|Kernel →|File →|「(Discard|Revert|"
                           r"Overwrite|File Changed|Save)」")


@pytest.mark.skipif(_pack_catalog() is None, reason="jupyterlab-language-pack-ja-jp is not "
                    "installed: the vendored table stands in for it")
def test_the_vendored_table_is_the_packs_own_words():
    pack = _pack_catalog()
    assert pack is not None
    assert {key: pack.get(key) for key in LAB_JA} == LAB_JA


def test_every_menu_path_in_the_japanese_lessons_is_the_japanese_interfaces_own():
    words = catalog()
    menus = {ja for (context, _), ja in words.items() if context == "menu"}
    items = {ja for (context, _), ja in words.items() if context is None}
    paths = [(path.name, m.group(1), m.group(2)) for path in SOURCES
             for text in _japanese_texts(path) for m in MENU_PATH.finditer(text)]
    assert paths, "the Japanese lessons name no menu path: the pattern no longer finds them"
    for name, menu, item in paths:
        assert menu in menus, f"{name}: *{menu} → {item}*: {menu!r} is no menu of JupyterLab"
        assert item in items, f"{name}: *{menu} → {item}*: {item!r} is no menu item"


def test_the_japanese_lessons_and_messages_use_no_english_menu_names():
    from pokerlib.course.__main__ import _MESSAGES

    for path in SOURCES:
        for text in _japanese_texts(path):
            assert not ENGLISH_NAMES.search(text), f"{path.name}: {text[:200]!r}"
    reset = _MESSAGES("reset", "ja", rel="notebooks/ja/01.ipynb", kept="")
    assert not ENGLISH_NAMES.search(reset)
    words = set(catalog().values())
    for button in re.findall(r"「([^」]+)」", reset):
        assert button in words, f"the reset message's {button!r} is no word of JupyterLab's"
