"""``make lab LANG=ja`` opens JupyterLab in Japanese: ``python -m pokerlib.course lab-settings``
writes the interface language into the workspace's own JupyterLab settings, the Makefile points
JupyterLab there, and a real JupyterLab server started that way serves the Japanese locale (with
the jupyterlab-language-pack-ja-jp package installed; skipped, saying so, when it is not)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from pokerlib.course.__main__ import main
from pokerlib.course.workspace import LAB_LOCALES, LAB_SETTINGS, Workspace

ROOT = Path(__file__).resolve().parents[1]
LANGUAGE = Path("@jupyterlab/translation-extension/plugin.jupyterlab-settings")
PACK = "jupyterlab_language_pack_ja_JP"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "course"
    for folder in ("notebooks", "notebooks/ja"):
        (root / folder).mkdir(parents=True)
        (root / folder / "00_cards.ipynb").write_text('{"cells": []}', encoding="utf-8")
    return root


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def language_file(repo: Path) -> Path:
    return repo / "my-course" / LAB_SETTINGS / LANGUAGE


@pytest.mark.parametrize("lang, locale", [("ja", "ja_JP"), ("en", "en")])
def test_lab_settings_writes_the_interface_language(repo, capsys, lang, locale):
    assert main(["--repo", str(repo), "workspace"]) == 0
    assert main(["--repo", str(repo), "--lang", lang, "lab-settings"]) == 0
    assert json.loads(language_file(repo).read_text(encoding="utf-8")) == {"locale": locale}
    assert LAB_LOCALES[lang] == locale


def test_switching_language_keeps_the_learners_other_language_settings(repo):
    ws = Workspace(repo)
    ws.create()
    ws.lab_settings("ja")
    path = language_file(repo)
    path.write_text(json.dumps({"locale": "ja_JP", "displayStringsPrefix": True}),
                    encoding="utf-8")
    ws.lab_settings("en")
    assert json.loads(path.read_text(encoding="utf-8")) == {"locale": "en",
                                                             "displayStringsPrefix": True}
    assert ws.notes == []


def test_a_settings_file_that_is_not_json_is_kept_aside_and_said(repo):
    ws = Workspace(repo, lang="ja")
    ws.create()
    path = language_file(repo)
    path.parent.mkdir(parents=True)
    path.write_text('{\n  // my comment\n  "locale": "en"\n}\n', encoding="utf-8")
    ws.lab_settings("ja")
    assert json.loads(path.read_text(encoding="utf-8")) == {"locale": "ja_JP"}
    kept = [p for p in path.parent.iterdir() if ".kept-" in p.name]
    assert len(kept) == 1 and "// my comment" in kept[0].read_text(encoding="utf-8")
    assert len(ws.notes) == 1 and "JSON として読めませんでした" in ws.notes[0]


def test_a_link_in_place_of_the_settings_is_not_written_through(repo, tmp_path):
    ws = Workspace(repo)
    ws.create()
    outside = tmp_path / "elsewhere.json"
    outside.write_text('{"locale": "fr_FR"}', encoding="utf-8")
    path = language_file(repo)
    path.parent.mkdir(parents=True)
    path.symlink_to(outside)
    ws.lab_settings("ja")
    assert outside.read_text(encoding="utf-8") == '{"locale": "fr_FR"}'
    assert not path.is_symlink()
    assert json.loads(path.read_text(encoding="utf-8")) == {"locale": "ja_JP"}


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
@pytest.mark.parametrize("lang, locale_flag", [("ja_JP.UTF-8", "ja"), ("ja", "ja"),
                                                ("C.UTF-8", "en"), ("en_US.UTF-8", "en")])
def test_make_lab_sets_the_language_and_points_jupyterlab_at_the_workspace_settings(
        lang, locale_flag):
    out = subprocess.run(["make", "-n", "-C", str(ROOT), "lab", f"LANG={lang}"],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    assert f"-m pokerlib.course --lang {locale_flag} lab-settings" in out
    settings = f"JUPYTERLAB_SETTINGS_DIR={ROOT}/my-course/{LAB_SETTINGS} "
    assert settings in out
    assert out.index("lab-settings") < out.index(settings)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read().decode("utf-8"))


@pytest.mark.skipif(importlib.util.find_spec("jupyterlab") is None, reason="needs jupyterlab")
@pytest.mark.skipif(importlib.util.find_spec(PACK) is None,
                    reason="the Japanese interface needs jupyterlab-language-pack-ja-jp "
                           "(pyproject.toml lists it; make lab installs it)")
@pytest.mark.parametrize("lang, locale", [("ja", "ja_JP"), ("en", "en")])
def test_a_real_jupyterlab_started_like_make_lab_speaks_the_language(repo, tmp_path, lang,
                                                                     locale):
    assert main(["--repo", str(repo), "workspace"]) == 0
    assert main(["--repo", str(repo), "--lang", lang, "lab-settings"]) == 0
    port, token = _free_port(), "pokerlib-test"
    home = tmp_path / "home"
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(repo / "my-course" / LAB_SETTINGS),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data"),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "HOME": str(home)}
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
               f"--notebook-dir={repo / 'my-course'}", "--ServerApp.ip=127.0.0.1"]
    if os.getuid() == 0:
        command.append("--allow-root")
    server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}/lab/api"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                setting = _get(f"{base}/settings/@jupyterlab/translation-extension:plugin"
                               f"?token={token}")
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("jupyter lab did not start: "
                                         + server.stderr.read().decode()[-2000:]) from None
                time.sleep(0.5)
        assert setting["settings"]["locale"] == locale
        assert json.loads(setting["raw"])["locale"] == locale
        # the server has the Japanese pack: its catalog says the lessons' menu words
        packs = _get(f"{base}/translations/?token={token}")["data"]
        assert "ja_JP" in packs
        catalog = _get(f"{base}/translations/ja_JP?token={token}")["data"]["jupyterlab"]
        assert catalog["Run All Cells"] == ["すべてのセルを実行"]
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
@pytest.mark.parametrize("target, variables, japanese", [
    ("reset-lesson", ["LESSON=ja/01", "LANG=C"], True),
    ("check", ["LESSON=ja/01 ja/02", "LANG=C"], True),
    ("reset-lesson", ["LESSON=01", "LANG=C"], False),
    ("workspace", ["LANG=ja_JP.UTF-8"], True),
    ("workspace", ["LANG=C"], False),
    ("reset-lesson", ["LESSON=ja/01;$(shell touch /nonexistent/x)", "LANG=C"], True),
])
def test_makes_own_lines_speak_japanese_for_a_japanese_lesson_or_locale(target, variables,
                                                                        japanese):
    out = subprocess.run(["make", "-n", "-C", str(ROOT), target, *variables],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    line = next(x for x in out.splitlines() if "pokerlib.course" in x and "workspace" in x)
    assert ("-m pokerlib.course --lang ja workspace" in line) == japanese, line
    assert "$(shell" not in line and "touch" not in line   # only the fixed words come out
