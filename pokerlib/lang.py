"""The two languages the library speaks: English and the Japanese of the source articles.

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

The engine speaks both languages through these tables (its descriptions, records and
refusals); this module imports nothing but :mod:`pokerlib.errors`. Fonts for charts belong to
the course layer: :mod:`pokerlib.course.fonts`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from .errors import RulesError

__all__ = ["LANGS", "check_lang", "Messages", "GAME_WORDS", "pad", "display_width", "default_lang",
           "set_default_lang", "resolve_lang", "locale_lang", "you", "quoted", "QUOTE_LIMIT"]

#: The languages of the course: English and the Japanese of the source articles.
LANGS = ("en", "ja")



_DEFAULT = ["en"]

#: How many characters of a value a sentence quotes: a value a million characters long is
#: shown by its start and "…", so a refusal stays one readable line.
QUOTE_LIMIT = 60


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters and "…" when longer.

    >>> quoted("As Kd"), quoted("x" * 1000)[-5:], len(quoted("x" * 1000))
    ("'As Kd'", 'xxxx…', 61)
    """
    try:
        text = repr(value)
    except Exception:  # a value whose own repr fails is still named, by its type
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


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


#: Where one source article spells a word its own way (TERMS-ja), by (game, language): the one
#: table of per-game words, read by every :class:`Messages` table asked with ``of_game=``. The
#: Oasis article keeps "Fold" and "Raise" and counts in 点; the AoF article writes フォールド,
#: says 未対応額 for chips nobody called and counts in 点; Omaha's words (フォルド) are the
#: shared tables' own.
GAME_WORDS: dict[tuple[str, str], dict[str, str]] = {
    ("oasis", "ja"): {"fold": "Fold", "raise_one": "Raise（{lo}点）", "raise_word": "Raise"},
    ("oasis", "en"): {"raise_one": "raise ({lo} points)"},
    ("aof", "ja"): {"fold": "フォールド", "uncalled": "未対応額{chips}は{name}に戻る",
                    "chips_col": "点"},
}


class Messages:
    """A table of message templates: ``messages(key, lang, **fields)`` formats one.

    Both languages must have the same keys (checked when the table is made), so a message can
    never be missing in one edition."""

    def __init__(self, en: Mapping[str, str], ja: Mapping[str, str]):
        _check_tables(en, ja)
        self._tables = {"en": dict(en), "ja": dict(ja)}

    def __call__(self, key: str, lang: str, *, of_game: Any = None,
                 **fields: object) -> str:
        """The message ``key`` in ``lang`` with its ``fields``; with ``of_game`` ("oasis",
        "aof", "omaha"), in that article's own words where :data:`GAME_WORDS` has them."""
        lang = check_lang(lang)
        table = self._tables[lang]
        if not isinstance(key, str) or key not in table:
            raise RulesError(key="messages_no_key", name=key, known=", ".join(sorted(table)))
        own = GAME_WORDS.get((of_game, lang), {}).get(key) if isinstance(of_game, str) else None
        try:
            return (table[key] if own is None else own).format(**fields)
        except KeyError as exc:
            raise RulesError(key="messages_fields", name=key, field=exc.args[0]) from None

    def keys(self) -> list[str]:
        return sorted(self._tables["en"])

    def add(self, en: Mapping[str, str], ja: Mapping[str, str]) -> None:
        """Add messages to the table (both languages, the same keys, none already there with
        other words)."""
        _check_tables(en, ja)
        self._tables["en"].update(en)
        self._tables["ja"].update(ja)


def _check_tables(en: object, ja: object) -> None:
    """Both languages' tables are text -> text and have the same keys."""
    for what, table in (("en", en), ("ja", ja)):
        if not isinstance(table, Mapping) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
            raise RulesError(key="messages_table", what=what, value=table)
    missing = set(en) ^ set(ja)  # type: ignore[call-overload]  # both checked above
    if missing:
        raise RulesError(key="messages_one_language", missing=sorted(missing))


def locale_lang(environ: Mapping[str, str] | None = None) -> str:
    """The learner's language from the locale, for the command line: "ja" when the first set
    of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (the order POSIX gives them) starts with "ja"
    (``LANG=ja_JP.UTF-8``, ``make check LANG=ja``), else "en".

    >>> locale_lang({"LANG": "ja_JP.UTF-8"}), locale_lang({"LANG": "C.UTF-8"}), locale_lang({})
    ('ja', 'en', 'en')
    """
    import os

    env = os.environ if environ is None else environ
    if not isinstance(env, Mapping):
        raise RulesError(key="environ_mapping", value=environ)
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
    if not isinstance(text, str):
        raise RulesError(key="text", what="text", value=text)
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` columns (:func:`display_width`), so columns of
    printed tables line up in Japanese too (``f"{name:16}"`` counts a kanji as one column).

    >>> [pad(t, 12) + "|" for t in ("Flush", "フラッシュ")]
    ['Flush       |', 'フラッシュ  |']
    """
    if not isinstance(width, int) or isinstance(width, bool) or not 0 <= width <= 10_000:
        raise RulesError(key="whole_number_between", what="width", value=width, minimum=0,
                         maximum=10_000)
    return text + " " * max(0, width - display_width(text))
