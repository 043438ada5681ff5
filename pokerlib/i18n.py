"""The course's two languages: message tables keyed by language, and a Japanese font for charts.

Every module that shows text to a learner keeps its strings in one :class:`Messages` table
instead of ``if lang == "ja"`` branches:

>>> MESSAGES = Messages(
...     en={"call": "{name} calls {chips}", "you_call": "You call {chips}"},
...     ja={"call": "{name} がコール（{chips}）", "you_call": "あなたがコール（{chips}）"})
>>> MESSAGES("call", "en", name="Ann", chips=4)
'Ann calls 4'
>>> MESSAGES("you_call", "ja", chips=4)
'あなたがコール（4）'
>>> MESSAGES("call", "fr", name="Ann", chips=4)
Traceback (most recent call last):
...
pokerlib.errors.RulesError: lang must be 'en' or 'ja', not 'fr'

Charts in Japanese need a font with kana and kanji; :func:`use_language` takes IPAex Gothic from
the ``matplotlib-fontja`` package (installed with the course, no system font needed) and says
what to install if it is missing, so a chart never shows empty boxes.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

from .errors import RulesError

__all__ = ["LANGS", "check_lang", "Messages", "cjk_font", "use_language", "CJK_FONTS",
           "pad", "display_width", "default_lang", "set_default_lang", "resolve_lang",
           "packaged_cjk_font_file", "locale_lang", "you"]

#: The languages of the course: English and the Japanese of the source articles.
LANGS = ("en", "ja")

#: System fonts with kana and kanji used only when the packaged font is missing, in order.
CJK_FONTS = ("IPAGothic", "IPAPGothic", "Noto Sans CJK JP", "Noto Sans JP", "TakaoGothic",
             "VL Gothic", "Hiragino Sans", "Yu Gothic", "MS Gothic")


_DEFAULT = ["en"]


def you(lang: str | None = None) -> str:
    """The learner's name at a table in ``lang`` (the default language when None), as the
    widgets and the Japanese hand files name them.

    >>> you("en"), you("ja")
    ('You', 'あなた')
    """
    return {"en": "You", "ja": "あなた"}[resolve_lang(lang)]


def default_lang() -> str:
    """The language values speak when shown without one (``describe()``, a notebook's display
    of a settlement): "en" unless :func:`set_default_lang` chose another. A Japanese lesson sets
    "ja" through ``pokerlib.course.language()``."""
    return _DEFAULT[0]


def set_default_lang(lang: str) -> None:
    """Make ``lang`` the language of values shown without one (see :func:`default_lang`)."""
    _DEFAULT[0] = check_lang(lang)


def resolve_lang(lang: str | None) -> str:
    """``lang`` checked, or the default language when it is None."""
    return default_lang() if lang is None else check_lang(lang)


def check_lang(lang: object) -> str:
    """``lang`` itself if it is one of :data:`LANGS`, else a RulesError that lists them."""
    if not isinstance(lang, str) or lang not in LANGS:
        raise RulesError(key="lang", lang_=lang)
    return lang


class Messages:
    """A table of message templates: ``messages(key, lang, **fields)`` formats one.

    Both languages must have the same keys (checked when the table is made), so a message can
    never be missing in one edition."""

    def __init__(self, en: Mapping[str, str], ja: Mapping[str, str]):
        missing = set(en) ^ set(ja)
        if missing:
            raise RulesError(f"messages missing in one language: {sorted(missing)}")
        self._tables = {"en": dict(en), "ja": dict(ja)}

    def __call__(self, key: str, lang: str, **fields: object) -> str:
        table = self._tables[check_lang(lang)]
        if key not in table:
            raise RulesError(f"no message {key!r}; known: {', '.join(sorted(table))}")
        return table[key].format(**fields)

    def keys(self) -> list[str]:
        return sorted(self._tables["en"])


def cjk_font() -> str:
    """The name of a font with kana and kanji that matplotlib can use for charts.

    The font comes with ``pip install``: the ``matplotlib-fontja`` package ships IPAex Gothic
    inside its wheel. Its file is added to matplotlib's live font list (``addfont``, public
    API), so this works in a fresh process and in a kernel that started before, with no system
    font and no root. Where that package is missing, a system font from :data:`CJK_FONTS` is
    used; with neither, a RulesError says what to install.
    """
    from matplotlib import font_manager

    path = packaged_cjk_font_file()
    if path is not None:
        if all(entry.fname != path for entry in font_manager.fontManager.ttflist):
            font_manager.fontManager.addfont(path)
        return str(font_manager.FontProperties(fname=path).get_name())
    for name in CJK_FONTS:
        try:
            font_manager.findfont(font_manager.FontProperties(family=name),
                                  fallback_to_default=False)
        except ValueError:
            continue
        return name
    raise RulesError(key="no_cjk_font")


def packaged_cjk_font_file() -> str | None:
    """The path of the IPAex Gothic file shipped in the ``matplotlib-fontja`` wheel, or None
    when that package is not installed. The package is located, not imported: importing it
    would set matplotlib's default font for every chart."""
    import importlib.util
    import os

    spec = importlib.util.find_spec("matplotlib_fontja")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = os.path.join(folder, "fonts", "ipaexg.ttf")
        if os.path.isfile(path):
            return path
    return None


def use_language(lang: str) -> None:
    """Set matplotlib's fonts for charts in ``lang``: DejaVu Sans for Latin text, with a
    Japanese font behind it for kana and kanji when ``lang`` is "ja"."""
    import matplotlib

    families = ["DejaVu Sans"]
    if check_lang(lang) == "ja":
        families.append(cjk_font())
    matplotlib.rcParams["font.family"] = families


def locale_lang(environ: Mapping[str, str] | None = None) -> str:
    """The learner's language from the locale, for the command line: "ja" when the first set
    of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (the order POSIX gives them) starts with "ja"
    (``LANG=ja_JP.UTF-8``, ``make check LANG=ja``), else "en".

    >>> locale_lang({"LANG": "ja_JP.UTF-8"}), locale_lang({"LANG": "C.UTF-8"}), locale_lang({})
    ('ja', 'en', 'en')
    """
    import os

    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def display_width(text: str) -> int:
    """How many columns ``text`` takes in a terminal or a notebook's fixed-width output: a
    full-width character (kana, kanji, ＡＢＣ) takes two.

    >>> display_width("Flush"), display_width("フラッシュ")
    (5, 10)
    """
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` columns (:func:`display_width`), so columns of
    printed tables line up in Japanese too (``f"{name:16}"`` counts a kanji as one column).

    >>> [pad(t, 12) + "|" for t in ("Flush", "フラッシュ")]
    ['Flush       |', 'フラッシュ  |']
    """
    return text + " " * max(0, width - display_width(text))
