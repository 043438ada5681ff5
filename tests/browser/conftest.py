"""A real JupyterLab in headless Chromium, for `make test-browser`.

The `lab` fixture starts JupyterLab on 127.0.0.1 (a free port, no token) with every Jupyter
directory in a temporary folder and **autosave off**, so running the lessons in the browser never
rewrites the committed notebooks. The `run_notebook` fixture gives a function that opens a lesson,
clears its stored outputs, runs all its cells and waits until every cell has run; it then checks
that no markdown cell shows a formula (MathJax's `mjx-container`) unless the cell is tagged
`formula`, so every lesson a test runs is also checked for dollar amounts turned into LaTeX.
Helpers for the checks themselves are in pages.py.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync",
                 "--disable-quic"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: The menu items and the status word the runner clicks and reads, in each interface language
#: (the Japanese ones are the language pack's own, jupyterlab-language-pack-ja-jp).
MENUS = {
    "en": {"edit": "Edit", "clear": "Clear Outputs of All Cells", "run": "Run",
           "run all": "Run All Cells", "idle": "| Idle"},
    "ja_JP": {"edit": "編集", "clear": "すべてのセルの出力を消去", "run": "実行",
              "run all": "すべてのセルを実行", "idle": "| アイドル"},
}


def _settings(folder: Path, locale: str = "en") -> None:
    """User settings: no autosave, start the default kernel without asking, the interface in
    ``locale`` (English unless told: never the machine's locale, which the runner's menu names
    would not match)."""
    plugins = {
        "@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": locale},
        "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
        "@jupyterlab/notebook-extension/tracker.jupyterlab-settings":
            {"autoStartDefaultKernel": True, "windowingMode": "none"},  # render every cell
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
            {"fetchNews": "false", "checkForUpdates": False},
    }
    for name, value in plugins.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))


def _start_lab(tmp: Path, root: Path, locale: str = "en"):
    """Start JupyterLab serving ``root`` with its interface in ``locale``; yield its URL, stop
    it afterwards."""
    settings = tmp / "user-settings"
    _settings(settings, locale)
    env = dict(os.environ)
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                     ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
        env[var] = str(tmp / sub)
    env["MPLBACKEND"] = "module://matplotlib_inline.backend_inline"
    port = _free_port()
    log = open(tmp / "lab.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         "--IdentityProvider.token=", "--ServerApp.password=",
         f"--LabApp.user_settings_dir={settings}",
         f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
         f"--ServerApp.root_dir={root}"],
        stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            urllib.request.urlopen(url + "/api/status", timeout=2)
            break
        except (OSError, http.client.HTTPException):   # not up yet, or half up
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                raise RuntimeError("JupyterLab did not start:\n"
                                   + (tmp / "lab.log").read_text()) from None
            time.sleep(0.3)
    yield url
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on the course's own notebooks/ (autosave off: nothing is rewritten)."""
    yield from _start_lab(tmp_path_factory.mktemp("jupyter"), ROOT / "notebooks")


@pytest.fixture(scope="session")
def lab_ja(tmp_path_factory):
    """JupyterLab on the course's notebooks/ with its interface in Japanese (as make lab LANG=ja
    opens it)."""
    yield from _start_lab(tmp_path_factory.mktemp("jupyter-ja"), ROOT / "notebooks", "ja_JP")


@pytest.fixture(scope="session")
def workspace(tmp_path_factory):
    """A learner's workspace made by the course's own command, in a temporary folder."""
    from pokerlib.course.workspace import Workspace

    ws = Workspace(ROOT, tmp_path_factory.mktemp("learner") / "my-course")
    ws.create()
    return ws


@pytest.fixture(scope="session")
def workspace_lab(tmp_path_factory, workspace):
    """JupyterLab opened on the learner's workspace, as `make lab` opens it."""
    yield from _start_lab(tmp_path_factory.mktemp("jupyter-ws"), workspace.folder)


def _fontconfig_env(folder: Path) -> dict[str, str]:
    """The environment for Chromium with a fontconfig file that adds the folder of the packaged
    IPAex Gothic (matplotlib-fontja, the charts' font) to the system's fonts, so the Japanese
    pages render kana and kanji on a machine with no Japanese system font."""
    from pokerlib.course.fonts import packaged_cjk_font_file

    env = dict(os.environ)
    font = packaged_cjk_font_file()
    if font is None:
        return env
    conf = folder / "fonts.conf"
    system = "/etc/fonts/fonts.conf"
    include = f"<include ignore_missing=\"yes\">{system}</include>" if Path(system).exists() else ""
    conf.write_text(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig>\n"
        f"  {include}\n  <dir>{Path(font).parent}</dir>\n"
        f"  <cachedir>{folder / 'cache'}</cachedir>\n</fontconfig>\n", encoding="utf-8")
    env["FONTCONFIG_FILE"] = str(conf)
    return env


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    from playwright.sync_api import expect, sync_playwright

    # a widget's state reaches the page one message at a time, and a shared machine can be slow:
    # give expect() the same 30 s that the wait_for_* helpers get
    expect.set_options(timeout=30_000)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
                              env=_fontconfig_env(tmp_path_factory.mktemp("fontconfig")))
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    yield pg
    context.close()


def _runner(url: str, page, root: Path, locale: str = "en"):
    menus = MENUS[locale]

    def run(name: str, timeout_s: float = 180):
        page.goto(f"{url}/lab/tree/{name}?reset", wait_until="domcontentloaded")
        panel = page.locator(".jp-NotebookPanel:visible")
        panel.wait_for(timeout=60_000)
        page.get_by_text(menus["idle"]).first.wait_for(timeout=60_000)
        _dismiss_kernel_dialog(page)
        # clear the stored outputs first, so every output checked afterwards is a fresh one
        page.get_by_role("menuitem", name=menus["edit"], exact=True).click()
        page.get_by_role("menuitem", name=menus["clear"], exact=True).click()
        page.get_by_role("menuitem", name=menus["run"], exact=True).click()
        page.get_by_role("menuitem", name=menus["run all"], exact=True).click()
        _wait_all_ran(page, timeout_s, menus["idle"])
        unwanted = unwanted_formulas(panel, root / name)
        assert not unwanted, f"{name}: markdown cells shown as math (cell: formulas): {unwanted}"
        return panel

    return run


@pytest.fixture
def run_notebook(lab, page):
    """Open ``notebooks/<name>`` in JupyterLab, run all cells, wait until idle; return the page
    and a locator for the notebook panel."""
    return _runner(lab, page, ROOT / "notebooks")


@pytest.fixture
def run_notebook_ja_interface(lab_ja, page):
    """The same in the Japanese interface, clicking the menus by their Japanese names."""
    return _runner(lab_ja, page, ROOT / "notebooks", "ja_JP")


@pytest.fixture
def run_workspace_notebook(workspace_lab, page, workspace):
    """The same, for a lesson in the learner's workspace (``notebooks/<name>`` there)."""
    return _runner(workspace_lab, page, workspace.folder)


def unwanted_formulas(panel, path: Path) -> dict[int, int]:
    """``{cell index: MathJax elements}`` for each markdown cell of the open notebook that shows
    a formula without being tagged ``formula`` in the notebook file at ``path``."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    meant = {i for i, c in enumerate(cells) if "formula" in c.get("metadata", {}).get("tags", [])}
    counts = panel.locator(".jp-Notebook .jp-Cell").evaluate_all(
        "cells => cells.map(c => c.classList.contains('jp-MarkdownCell')"
        " ? c.querySelectorAll('mjx-container').length : 0)")
    return {i: n for i, n in enumerate(counts) if n and i not in meant}


def _dismiss_kernel_dialog(page) -> None:
    dialog = page.locator(".jp-Dialog")
    if dialog.count():
        page.locator(".jp-Dialog .jp-mod-accept").first.click()


def _wait_all_ran(page, timeout_s: float, idle: str = "| Idle") -> None:
    """Wait until every code cell shows an execution count and the kernel is idle (the status
    bar can say Idle between two cells, so the prompts are what count)."""
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt")
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        texts = prompts.all_inner_texts()
        if texts and all(re.fullmatch(r"\[\d+\]:", t.strip()) for t in texts) \
                and page.get_by_text(idle).count():
            return
        time.sleep(0.5)
    raise TimeoutError("not every cell ran: " + " ".join(prompts.all_inner_texts()))
