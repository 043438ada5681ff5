"""A Japanese font for charts, from a Python package rather than the system.

Charts in Japanese need a font with kana and kanji; :func:`use_language` takes IPAex Gothic from
the ``matplotlib-fontja`` package (installed with the course, no system font needed) and says
what to install if it is missing, so a chart never shows empty boxes.
"""

from __future__ import annotations

from ..errors import RulesError
from ..lang import check_lang

__all__ = ["CJK_FONTS", "cjk_font", "packaged_cjk_font_file", "use_language"]

#: System fonts with kana and kanji used only when the packaged font is missing, in order.
CJK_FONTS = ("IPAGothic", "IPAPGothic", "Noto Sans CJK JP", "Noto Sans JP", "TakaoGothic",
             "VL Gothic", "Hiragino Sans", "Yu Gothic", "MS Gothic")


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
