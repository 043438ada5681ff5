"""Both languages: message tables stay complete, and Japanese charts get a font with kana and
kanji (never empty boxes)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib import font_manager  # noqa: E402

from pokerlib.errors import RulesError  # noqa: E402
from pokerlib.i18n import Messages, check_lang, cjk_font, use_language  # noqa: E402


def test_a_message_table_must_have_every_key_in_both_languages():
    with pytest.raises(RulesError, match="missing in one language: \\['b'\\]"):
        Messages(en={"a": "A", "b": "B"}, ja={"a": "エー"})
    m = Messages(en={"a": "{n} chips"}, ja={"a": "{n} チップ"})
    assert m("a", "ja", n=3) == "3 チップ"
    with pytest.raises(RulesError, match="no message 'z'"):
        m("z", "en")


@pytest.mark.parametrize("bad", ["fr", None, 1, "EN"])
def test_only_english_and_japanese_are_languages(bad):
    with pytest.raises(RulesError):
        check_lang(bad)


def test_japanese_charts_use_a_font_that_has_kana_and_kanji():
    name = cjk_font()
    path = font_manager.findfont(font_manager.FontProperties(family=name),
                                 fallback_to_default=False)
    font = matplotlib.ft2font.FT2Font(path)
    charmap = font.get_charmap()
    assert all(ord(ch) in charmap for ch in "役サイドポット勝者")
    use_language("ja")
    try:
        fig, ax = plt.subplots()
        ax.set_title("サイドポット")
        fig.canvas.draw()  # draws without a "Glyph missing" warning (the test fails on warnings)
        plt.close(fig)
    finally:
        use_language("en")
    assert matplotlib.rcParams["font.family"] == ["DejaVu Sans"]
