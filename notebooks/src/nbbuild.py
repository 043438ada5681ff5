"""Tiny helper for writing lesson notebooks as Python: ``md(...)`` and ``code(...)`` cells.

Run a lesson's script to rewrite its .ipynb (without outputs), then store it executed with
``make notebooks``. Cell tags go in ``code(..., tags=[...])``.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import nbformat


def md(text: str):
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip())


def code(text: str, tags: list[str] | None = None):
    cell = nbformat.v4.new_code_cell(textwrap.dedent(text).strip())
    if tags:
        cell.metadata["tags"] = tags
    return cell


def write(path: str | Path, cells: list) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, str(path))
