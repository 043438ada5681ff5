"""Every link works from the workspace: each relative link in every lesson (both editions) and
every document the workspace copies resolves to a file that is there."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from pokerlib.course.workspace import Workspace

ROOT = Path(__file__).resolve().parents[1]
#: A Markdown link or image ``[text](target)``, and an HTML ``href``/``src``.
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|(?:href|src)=\"([^\"]+)\"")


def links(text: str) -> list[str]:
    """The relative links of a text (web addresses, mail and in-page anchors left out)."""
    out = []
    for m in LINK.finditer(text):
        target = m.group(1) or m.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("#"):
            continue
        out.append(unquote(target.split("#", 1)[0]))
    return out


def test_links_are_found():
    text = "see [rules](../docs/rules.md#oasis), [web](https://x.org), [a](#top), " \
           '<a href="../../docs/rules.ja.md">r</a> ![c](img/c.png "chart")'
    assert links(text) == ["../docs/rules.md", "../../docs/rules.ja.md", "img/c.png"]


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    ws = Workspace(ROOT, tmp_path_factory.mktemp("ws") / "my-course", lang="en")
    ws.create()
    return ws.folder


def texts(folder: Path):
    for path in sorted(folder.rglob("*.ipynb")):
        if "backups" in path.parts:
            continue
        nb = json.loads(path.read_text(encoding="utf-8"))
        for i, cell in enumerate(nb["cells"]):
            if cell["cell_type"] == "markdown":
                yield path, f"cell {i}", "".join(cell["source"])
    for path in sorted(folder.rglob("*.md")):
        yield path, "", path.read_text(encoding="utf-8")


def test_every_relative_link_resolves_inside_the_workspace(workspace):
    checked, dead = 0, []
    for path, where, text in texts(workspace):
        for target in links(text):
            checked += 1
            resolved = (path.parent / target).resolve()
            inside = resolved.is_relative_to(workspace.resolve())
            if not (inside and resolved.exists()):
                dead.append(f"{path.relative_to(workspace)} {where}: {target}")
    assert checked > 30   # the lessons link the rules boxes, the PHH page and the docs
    assert not dead, f"{len(dead)} dead links:\n" + "\n".join(dead)


def test_both_editions_and_their_documents_are_copied(workspace):
    for rel in ("docs/rules.md", "docs/rules.ja.md", "docs/phh.md", "docs/phh.ja.md",
                "docs/oasis-exact.md", "docs/terms-ja.md", "notebooks/ja/01_oasis_poker.ipynb"):
        assert (workspace / rel).is_file(), rel
