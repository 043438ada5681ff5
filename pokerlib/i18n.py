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

Charts in Japanese need a font with kana and kanji; :func:`use_language` finds one at run time
(IPAGothic on the course's machines) and says how to install one if none is found, so a chart
never shows empty boxes.
"""

from __future__ import annotations

from collections.abc import Mapping

from .errors import RulesError

__all__ = ["LANGS", "check_lang", "Messages", "cjk_font", "use_language", "CJK_FONTS",
           "default_lang", "set_default_lang", "resolve_lang"]

#: The languages of the course: English and the Japanese of the source articles.
LANGS = ("en", "ja")

#: Fonts with kana and kanji that matplotlib may find, in order of preference.
CJK_FONTS = ("IPAGothic", "IPAPGothic", "Noto Sans CJK JP", "Noto Sans JP", "TakaoGothic",
             "VL Gothic", "Hiragino Sans", "Yu Gothic", "MS Gothic")


_DEFAULT = ["en"]


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
        raise RulesError(f"lang must be 'en' or 'ja', not {lang!r}")
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
    """The name of a Japanese-capable font matplotlib can use; a RulesError that says how to
    install one when there is none."""
    from matplotlib import font_manager

    for name in CJK_FONTS:
        try:
            font_manager.findfont(font_manager.FontProperties(family=name),
                                  fallback_to_default=False)
        except ValueError:
            continue
        return name
    # a font installed after matplotlib built its cache is only found once the cache is rebuilt
    font_manager._load_fontmanager(try_read_cache=False)  # type: ignore[attr-defined]
    for name in CJK_FONTS:
        try:
            font_manager.findfont(font_manager.FontProperties(family=name),
                                  fallback_to_default=False)
        except ValueError:
            continue
        return name
    raise RulesError("no Japanese font found for charts: install one, e.g. "
                     "`sudo apt-get install fonts-ipafont-gothic` (Debian/Ubuntu) or "
                     "`conda install -c conda-forge font-ttf-noto-cjk`, then restart the kernel")


def use_language(lang: str) -> None:
    """Set matplotlib's fonts for charts in ``lang``: DejaVu Sans for Latin text, with a
    Japanese font behind it for kana and kanji when ``lang`` is "ja"."""
    import matplotlib

    families = ["DejaVu Sans"]
    if check_lang(lang) == "ja":
        families.append(cjk_font())
    matplotlib.rcParams["font.family"] = families
