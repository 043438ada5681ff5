"""The learner's workspace: a private copy of the lessons to edit freely, kept apart from the
course's own notebooks.

``make workspace`` (``python -m pokerlib.course workspace``) copies the lessons into
``my-course/`` on first use; later runs copy only what is missing and never overwrite a
learner's edits. The folder mirrors the repository (``my-course/notebooks/``,
``my-course/docs/``, ``my-course/README.md``), so a lesson's link to ``../docs/rules.md`` works
in both places and JupyterLab's file browser shows the README and the rules beside the lessons.

Nothing the learner can edit is ever lost: a README or document the learner changed is copied
to ``my-course/backups/`` before the course's current one replaces it, a reset lesson's old copy
goes there too (under a name that says its edition and is never reused), and a damaged file (a
manifest that is not the course's JSON, a folder where a lesson should be) is moved aside under
a ``.kept-`` name, never deleted. Each of these events is one line in :attr:`Workspace.notes`.

Nothing is ever written through a link: a symbolic link inside the workspace (a lesson, a
document, the manifest, the ``backups`` folder) is itself kept aside under a ``.kept-`` name,
leaving whatever it pointed at untouched, and a real file or folder takes its place. Every file
is written to a temporary name beside it and then renamed, so a write that fails (a full disk)
leaves the old file, or no file, never a cut-short one under a real name.

A manifest (``my-course/.course.json``) records the fingerprint of each lesson as it was copied,
so the workspace can say which lessons the course has changed since:

>>> import tempfile
>>> scratch = tempfile.TemporaryDirectory(); root = Path(scratch.name)
>>> (root / "notebooks").mkdir(); _ = (root / "notebooks" / "00_a.ipynb").write_text("{}")
>>> ws = Workspace(root, root / "my-course")
>>> [p.name for p in ws.create()]
['00_a.ipynb']
>>> ws.create(), ws.stale()
([], [])
>>> _ = (root / "notebooks" / "00_a.ipynb").write_text('{"new": 1}')
>>> [p.name for p in ws.stale()]
['00_a.ipynb']
>>> scratch.cleanup()
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path

from ..errors import TableError
from ..lang import Messages, check_lang, quoted

__all__ = ["Workspace", "WORKSPACE_NAME", "LESSON_FOLDERS", "edition_of", "LAB_SETTINGS",
           "LAB_LOCALES"]

WORKSPACE_NAME = "my-course"
#: Folders of lessons, relative to the repository: the English edition and any other editions.
LESSON_FOLDERS = ("notebooks", "notebooks/ja")
#: The documents copied beside the lessons: README and every page of docs/, both languages,
#: so every link of a lesson or a document works inside the workspace.
_README = "README.md"
_DOC_FOLDER = "docs"
_MANIFEST = ".course.json"
_BACKUPS = "backups"
#: JupyterLab's user settings of the workspace (``make lab`` points JUPYTERLAB_SETTINGS_DIR
#: here): a hidden folder, so the file browser shows only the lessons and documents.
LAB_SETTINGS = ".jupyter/lab/user-settings"
#: The language setting JupyterLab reads, and its value for each language of the course: the
#: Japanese interface comes from the jupyterlab-language-pack-ja-jp package. English is written
#: as "en", not left at JupyterLab's "default" (the server's locale), so LANG alone decides.
_LAB_LANGUAGE = "@jupyterlab/translation-extension/plugin.jupyterlab-settings"
LAB_LOCALES = {"en": "en", "ja": "ja_JP"}

_MESSAGES = Messages(
    en={"manifest_damaged": "{name} was damaged ({why}): kept aside as {kept}; rebuilt from "
                            "your lesson copies",
        "not_a_folder": "{name} was a file where the course needs a folder: kept aside as {kept}",
        "not_a_file": "{name} was a folder where the course needs a file: kept aside as {kept}; "
                      "{name} is a fresh copy",
        "a_link": "{name} was a link (to {target}): the course writes nothing through a link, "
                  "so the link is kept aside as {kept}, what it points to is untouched, and "
                  "{name} is {fresh}",
        "fresh_file": "a fresh copy", "fresh_folder": "a real folder",
        "why_link": "a link",
        "doc_edited": "{name} had your edits: kept as {kept}; {name} is the course's current one",
        "doc_refreshed": "{name} is the course's current version (you had not changed it)",
        "no_course": "{repo} has no notebooks/ folder: give the course's folder",
        "why_utf8": "not UTF-8 text", "why_json": "not valid JSON", "why_io": "unreadable",
        "why_shape": "not the course's list of copied lessons",
        "no_lesson": "no single lesson matches {lesson}: give its number, one of {names} "
                     "(add ja/ for the Japanese edition)",
        "unknown_lesson": "there is no lesson {lesson}: the lessons are {names} (add ja/ for "
                          "the Japanese edition)",
        # i37 machinery: JupyterLab's language setting
        "lab_settings_kept": "{name} (JupyterLab's language setting) could not be read as "
                             "JSON: kept aside as {kept}; {name} is a fresh one"},
    ja={"manifest_damaged": "{name} が壊れていました（{why}）: {kept} として残し、あなたの"
                            "レッスンのコピーから作り直しました",
        "not_a_file": "{name} はファイルのはずの場所にあるフォルダーでした: {kept} として残し、"
                      "{name} を新しくコピーしました",
        "not_a_folder": "{name} はフォルダーのはずの場所にあるファイルでした: "
                        "{kept} として残しました",
        "a_link": "{name} はリンク（{target} へ）でした。コースはリンクの先には何も書き込まない"
                  "ので、リンクを {kept} として残し（リンク先はそのままです）、{name} は"
                  "{fresh}にしました",
        "fresh_file": "新しいコピー", "fresh_folder": "本物のフォルダー",
        "why_link": "リンクです",
        "doc_edited": "{name} はあなたが書き換えていました: {kept} として残し、{name} は"
                      "コースの最新版にしました",
        "doc_refreshed": "{name} をコースの最新版にしました（あなたは書き換えていません）",
        "no_course": "{repo} に notebooks/ フォルダーがありません: "
                     "コースのフォルダーを指定してください",
        "why_utf8": "UTF-8 のテキストではありません", "why_json": "JSON として読めません",
        "why_io": "読めません", "why_shape": "コピーしたレッスンの一覧ではありません",
        "no_lesson": "{lesson} に当てはまるレッスンが1つに決まりません: 番号で指定してください"
                     "（{names}。日本語版は ja/ を付けます）",
        "unknown_lesson": "{lesson} というレッスンはありません。レッスンは {names} です"
                          "（日本語版は ja/ を付けます）",
        # i37 machinery: JupyterLab's language setting
        "lab_settings_kept": "{name}（JupyterLab の言語の設定）を JSON として読めませんでした:"
                             " {kept} として残し、{name} を新しく作りました"})


def _number(lesson: Path) -> str:
    """A lesson's number, the start of its file name: ``"01"``, or ``"00a"`` for an appendix."""
    return lesson.stem.split("_", 1)[0]


def edition_of(rel: Path) -> str:
    """The edition of a lesson path relative to the repository: "en" for ``notebooks/…``, the
    folder's name (``"ja"``) for ``notebooks/ja/…``."""
    parent = Path(rel).parent
    return "en" if parent == Path("notebooks") else parent.name


def _fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _copy(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` through a temporary file beside it, renamed over ``target``
    only when complete: a failed write leaves ``target`` as it was, and renaming replaces a link
    itself instead of writing where it points."""
    with open(source, "rb") as src:
        _write(target, lambda out: shutil.copyfileobj(src, out))


def _write(target: Path, fill: object) -> None:
    """Write ``target`` by calling ``fill(file)`` on a temporary file beside it, then rename."""
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as out:
            fill(out)  # type: ignore[operator]
        os.replace(temporary, target)
    except BaseException as exc:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.filename is None:
            exc.filename = str(target)  # the learner is told which file could not be written
        raise


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _unique(path: Path) -> Path:
    """``path``, or ``path`` with -2, -3, ... before its suffix: a name nothing has yet."""
    if not path.exists() and not path.is_symlink():
        return path
    n = 2
    while True:
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not candidate.exists() and not candidate.is_symlink():
            return candidate
        n += 1


class Workspace:
    """The workspace of the course at ``repo`` (default folder ``repo/my-course``). ``lang``
    is the language of :attr:`notes`, the one-line reports of what a call did besides copying
    lessons (a damaged file kept aside, a learner's edited document backed up)."""

    def __init__(self, repo: Path | str, folder: Path | str | None = None, lang: str = "en"):
        self.lang = check_lang(lang)
        self.repo = Path(repo).resolve()
        if not (self.repo / "notebooks").is_dir():
            raise TableError(_MESSAGES("no_course", self.lang, repo=self.repo))
        self.folder = Path(folder) if folder is not None else self.repo / WORKSPACE_NAME
        self.notes: list[str] = []

    def _say(self, key: str, **fields: object) -> None:
        self.notes.append(_MESSAGES(key, self.lang, **fields))

    def _shown(self, path: Path) -> str:
        """``path`` as the learner sees it: relative to the workspace's parent folder."""
        try:
            return str(path.relative_to(self.folder.parent))
        except ValueError:
            return str(path)

    # --- keeping damaged things aside ------------------------------------------------------------
    def _aside(self, path: Path) -> Path:
        """Move ``path`` (file or folder) to an unused ``NAME.kept-YYYYmmdd-HHMMSS`` beside it;
        returns where it went. Nothing is deleted."""
        kept = _unique(path.with_name(f"{path.name}.kept-{_stamp()}"))
        path.rename(kept)
        return kept

    def _folder(self, path: Path) -> Path:
        """Make sure ``path`` (the workspace or a folder inside it) is a folder: a file in the
        way, at any level, is kept aside first."""
        chain = [path]
        if path != self.folder and path.is_relative_to(self.folder):
            chain = [self.folder] + [self.folder / part
                                     for part in _prefixes(path.relative_to(self.folder))]
        for level in chain:
            if level != self.folder and self._unlinked(level, "fresh_folder"):
                continue
            if (level.exists() or level.is_symlink()) and not level.is_dir():
                kept = self._aside(level)
                self._say("not_a_folder", name=self._shown(level), kept=self._shown(kept))
        path.mkdir(parents=True, exist_ok=True)
        return path

    def _unlinked(self, path: Path, fresh: str) -> bool:
        """Keep a link at ``path`` aside (the link itself: what it points to is not touched).
        True when there was one. The workspace folder itself may be a link the learner made
        (to another disk); links inside it never are followed for writing."""
        if not path.is_symlink():
            return False
        target = os.readlink(path)
        kept = self._aside(path)
        self._say("a_link", name=self._shown(path), target=target, kept=self._shown(kept),
                  fresh=_MESSAGES(fresh, self.lang))
        return True

    def _file_slot(self, target: Path) -> bool:
        """Make room for the file ``target``: its folders exist, and a folder where the file
        should be is kept aside. True when such a folder was moved."""
        self._folder(target.parent)
        if self._unlinked(target, "fresh_file"):
            return True
        if target.is_dir() and not target.is_symlink():
            kept = self._aside(target)
            self._say("not_a_file", name=self._shown(target), kept=self._shown(kept))
            return True
        return False

    def _backup_path(self, name: str, suffix: str) -> Path:
        folder = self._folder(self.folder / _BACKUPS)
        return _unique(folder / f"{name}-{_stamp()}{suffix}")

    # --- what the course has -------------------------------------------------------------------
    def lessons(self) -> list[Path]:
        """The course's lesson notebooks, relative to the repository."""
        found: list[Path] = []
        for sub in LESSON_FOLDERS:
            found += sorted(p.relative_to(self.repo)
                            for p in (self.repo / sub).glob("[0-9]*.ipynb"))
        return found

    def _read_manifest(self) -> dict[str, dict[str, str]]:
        """The manifest's two tables, ``copied`` (lessons) and ``docs``. A manifest that is not
        the course's JSON is kept aside and rebuilt from the lesson copies that still match
        the course (those the course has changed since cannot be told apart from the
        learner's edits, so they are not called stale)."""
        path = self.folder / _MANIFEST
        if not path.exists() and not path.is_symlink():
            return {"copied": {}, "docs": {}}
        try:
            if path.is_symlink():
                raise _LinkError(str(path))
            if path.is_dir():
                raise IsADirectoryError(str(path))
            # utf-8-sig: a manifest saved by an editor that adds a byte-order mark reads fine
            data = json.loads(path.read_text(encoding="utf-8-sig"))
            if not isinstance(data, dict):
                raise ValueError(data)
            tables = {}
            for key in ("copied", "docs"):
                table = data.get(key, {})
                if not isinstance(table, dict) or not all(
                        isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
                    raise ValueError(key)
                tables[key] = dict(table)
            return tables
        except (OSError, ValueError) as exc:  # JSONDecodeError, UnicodeDecodeError included
            why = _MESSAGES("why_" + next(
                (k for k, t in (("link", _LinkError), ("utf8", UnicodeDecodeError),
                                ("json", json.JSONDecodeError), ("io", OSError))
                 if isinstance(exc, t)), "shape"), self.lang)
            kept = self._aside(path)
            tables = {"copied": {}, "docs": {}}
            for rel in self.lessons():
                target = self.folder / rel
                if target.is_file() and _fingerprint(target) == _fingerprint(self.repo / rel):
                    tables["copied"][str(rel)] = _fingerprint(target)
            self._say("manifest_damaged", name=self._shown(path), why=why,
                      kept=self._shown(kept))
            self._write_manifest(tables)
            return tables

    def _manifest(self) -> dict[str, str]:
        return self._read_manifest()["copied"]

    def _write_manifest(self, tables: dict[str, dict[str, str]]) -> None:
        path = self.folder / _MANIFEST
        self._file_slot(path)
        text = json.dumps(tables, indent=1, sort_keys=True) + "\n"
        _write(path, lambda out: out.write(text.encode("utf-8")))

    # --- creating and refreshing -----------------------------------------------------------------
    def create(self) -> list[Path]:
        """Copy every lesson that is not in the workspace yet, and bring the README and docs up
        to date (a copy the learner edited is backed up first). Returns the lessons copied now;
        :attr:`notes` says what else happened."""
        self._folder(self.folder)
        tables = self._read_manifest()
        new: list[Path] = []
        for rel in self.lessons():
            target = self.folder / rel
            moved = self._file_slot(target)
            if target.exists():
                continue
            _copy(self.repo / rel, target)
            tables["copied"][str(rel)] = _fingerprint(self.repo / rel)
            if not moved:
                new.append(rel)
        for rel_doc in self._documents():
            self._refresh_doc(rel_doc, tables["docs"])
        self._write_manifest(tables)
        return new

    def _documents(self) -> list[str]:
        """README and every Markdown page of the course's docs/ folder."""
        pages = sorted(p.relative_to(self.repo).as_posix()
                       for p in (self.repo / _DOC_FOLDER).glob("*.md") if p.is_file())
        return [_README, *pages]

    def _refresh_doc(self, rel_doc: str, docs: dict[str, str]) -> None:
        source = self.repo / rel_doc
        if not source.is_file():
            return
        target = self.folder / rel_doc
        self._file_slot(target)
        current = _fingerprint(source)
        if target.exists():
            mine = _fingerprint(target)
            if mine == current:
                docs[rel_doc] = current
                return
            if docs.get(rel_doc) == mine:  # as the course last copied it: nothing of theirs
                self._say("doc_refreshed", name=self._shown(target))
            else:
                name = rel_doc.replace("/", "-").removesuffix(".md")
                backup = self._backup_path(name, ".md")
                _copy(target, backup)
                self._say("doc_edited", name=self._shown(target), kept=self._shown(backup))
        _copy(source, target)
        docs[rel_doc] = current

    def stale(self) -> list[Path]:
        """Workspace lessons copied from an older version of the course's lesson."""
        copied = self._manifest()
        return [rel for rel in self.lessons()
                if (self.folder / rel).is_file() and str(rel) in copied
                and copied[str(rel)] != _fingerprint(self.repo / rel)]

    def find(self, lesson: str) -> Path:
        """The lesson named by its number or the start of its file name (``"01"``,
        ``"ja/01"``, ``"01_oasis_poker"``; an appendix by its own number, ``"00a"``).

        >>> import tempfile
        >>> scratch = tempfile.TemporaryDirectory(); root = Path(scratch.name)
        >>> (root / "notebooks").mkdir()
        >>> for name in ("00_cards", "00a_evaluator", "01_oasis"):
        ...     _ = (root / "notebooks" / f"{name}.ipynb").write_text("{}")
        >>> ws = Workspace(root, root / "my-course")
        >>> ws.find("00").name, ws.find("00a").name, ws.find("01_oa").name
        ('00_cards.ipynb', '00a_evaluator.ipynb', '01_oasis.ipynb')
        >>> scratch.cleanup()
        """
        key = str(lesson).strip().removesuffix(".ipynb")
        folder = "notebooks/ja" if key.startswith("ja/") else "notebooks"
        key = key.removeprefix("ja/")
        here = [rel for rel in self.lessons() if str(rel.parent) == folder]
        # "00" names lesson 00 itself, not its appendix 00a: a whole number first
        matches = [rel for rel in here if _number(rel) == key] \
            or ([rel for rel in here if rel.name.startswith(key)] if key else [])
        if len(matches) != 1:
            names = ", ".join(_number(rel) for rel in self.lessons()
                              if str(rel.parent) == "notebooks")
            why = "no_lesson" if matches else "unknown_lesson"
            raise TableError(_MESSAGES(why, self.lang, lesson=quoted(lesson), names=names))
        return matches[0]

    def reset(self, lesson: str) -> tuple[Path, Path | None]:
        """Replace one workspace lesson with a fresh copy of the course's. The old copy is kept
        as ``backups/NAME-EDITION-YYYYmmdd-HHMMSS.ipynb`` (``-2``, ``-3``... when that name is
        taken, so two resets in one second both keep theirs); returns (lesson, backup or
        None)."""
        rel = self.find(lesson)
        target = self.folder / rel
        self._folder(self.folder)
        tables = self._read_manifest()
        self._file_slot(target)
        backup = None
        if target.exists():
            backup = self._backup_path(f"{rel.stem}-{edition_of(rel)}", ".ipynb")
            _copy(target, backup)
        _copy(self.repo / rel, target)
        tables["copied"][str(rel)] = _fingerprint(self.repo / rel)
        self._write_manifest(tables)
        return rel, backup

    def lab_settings(self, lang: str) -> Path:
        """Set JupyterLab's interface language in the workspace's settings (:data:`LAB_SETTINGS`)
        to ``lang`` ("en" or "ja", :data:`LAB_LOCALES`); returns the settings folder. The
        language setting's other entries are kept; a settings file that is not JSON (JupyterLab
        allows comments) is kept aside under a ``.kept-`` name and noted."""
        locale = LAB_LOCALES[check_lang(lang)]
        target = self.folder / LAB_SETTINGS / _LAB_LANGUAGE
        self._file_slot(target)
        settings: dict[str, object] = {}
        if target.is_file():
            try:
                old = json.loads(target.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError, OSError):
                old = None
            if isinstance(old, dict):
                settings = old
            else:
                kept = self._aside(target)
                self._say("lab_settings_kept", name=self._shown(target), kept=self._shown(kept))
        if settings.get("locale") != locale or not target.is_file():
            settings["locale"] = locale
            text = json.dumps(settings, indent=4, ensure_ascii=False) + "\n"
            _write(target, lambda out: out.write(text.encode("utf-8")))
        return self.folder / LAB_SETTINGS

    def notebooks(self, edition: str | None = None) -> list[Path]:
        """The learner's lesson notebooks in the workspace, in course order (of one edition,
        "en" or "ja", when given). Whatever stands where a lesson should be is listed (a
        folder, a broken link), so ``make check`` can say what it found there."""
        return [self.folder / rel for rel in self.lessons()
                if ((self.folder / rel).exists() or (self.folder / rel).is_symlink())
                and (edition is None or edition_of(rel) == edition)]


class _LinkError(OSError):
    """The manifest is a link: read as damaged, so it is kept aside and never written through."""


def _prefixes(rel: Path) -> list[Path]:
    """``a/b/c`` -> ``[a, a/b, a/b/c]``."""
    parts = rel.parts
    return [Path(*parts[:i]) for i in range(1, len(parts) + 1)]
