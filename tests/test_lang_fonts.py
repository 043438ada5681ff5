"""Both languages: message tables stay complete, and Japanese charts get a font with kana and
kanji (never empty boxes)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib import font_manager  # noqa: E402

from pokerlib.course.fonts import cjk_font, use_language  # noqa: E402
from pokerlib.errors import RulesError  # noqa: E402
from pokerlib.lang import Messages, check_lang  # noqa: E402


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


def test_a_widget_says_a_learners_card_mistake_in_the_lessons_language():
    from pokerlib.cards import parse_cards
    from pokerlib.course.widgets.display import ERROR_SENTENCES, error_html, error_sentence
    from pokerlib.errors import CardError

    with pytest.raises(CardError) as dup:
        parse_cards("Kd Qs Kd")
    assert error_sentence(dup.value) == "K♦ appears twice: each card can be used only once"
    assert error_sentence(dup.value, "ja") == "K♦ が2回出てきます。同じカードは1回しか使えません"
    with pytest.raises(CardError) as bad:
        parse_cards("As Xx")
    assert "'Xx'" in error_sentence(bad.value, "ja") and "カード" in error_sentence(bad.value, "ja")
    with pytest.raises(CardError) as few:
        parse_cards("As Kd", count=5)
    assert error_sentence(few.value, "ja") == "カードを5枚選んでください（2枚でした）"
    # an error without a key keeps its own message, in every language, without a class name
    plain = RulesError("the Ante must be at least 1")
    assert error_sentence(plain, "ja") == "the Ante must be at least 1"
    assert "RulesError" not in error_html(plain, "ja")
    assert set(ERROR_SENTENCES.keys()) >= {"not_a_card", "duplicate_card", "card_count"}


def test_an_aof_refusal_is_said_in_the_lessons_language():
    from pokerlib.aof import AofHand
    from pokerlib.course.widgets.display import error_sentence
    from pokerlib.errors import ActionError

    hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", seed=1)
    with pytest.raises(ActionError) as call:
        hand.call()
    assert error_sentence(call.value) == "in All-in or Fold you cannot call: fold or go all-in"
    assert error_sentence(call.value, "ja") == \
        "AoF では コール はできません。フォールドかオールインです"
    with pytest.raises(ActionError) as turn:
        hand.fold("C")
    assert error_sentence(turn.value, "ja") == "いまは A の番です（C の番ではありません）"


def test_the_japanese_font_comes_from_the_installed_package_not_the_system():
    from pokerlib.course.fonts import packaged_cjk_font_file

    path = packaged_cjk_font_file()
    assert path is not None and "matplotlib_fontja" in path
    name = cjk_font()
    assert font_manager.findfont(font_manager.FontProperties(family=name),
                                 fallback_to_default=False) == path


def test_a_kernel_that_loaded_matplotlib_before_finds_the_japanese_font(tmp_path):
    # a fresh process with its own empty matplotlib cache: matplotlib builds its font list first
    # (without the packaged font), then cjk_font() must still make kana render without warnings
    import subprocess
    import sys

    code = (
        "import warnings; warnings.simplefilter('error')\n"
        "import matplotlib; matplotlib.use('Agg')\n"
        "import matplotlib.pyplot as plt\n"
        "from matplotlib import font_manager\n"
        "assert not any('ipaex' in f.fname for f in font_manager.fontManager.ttflist)\n"
        "from pokerlib.course.fonts import use_language\n"
        "use_language('ja')\n"
        "fig, ax = plt.subplots(); ax.set_title('サイドポット A♠ K♥'); fig.canvas.draw()\n"
        "print(matplotlib.rcParams['font.family'])\n")
    env = {**__import__("os").environ, "MPLCONFIGDIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "IPAexGothic" in out.stdout


def test_the_learner_commands_need_no_root():
    # make lab / test / check / workspace must work for a user who is not root: no apt-get, no
    # sudo outside the browser check's own recipe
    from pathlib import Path

    makefile = (Path(__file__).parent.parent / "Makefile").read_text()
    recipes = makefile.split("\n\n")
    for block in recipes:
        if "chromium" in block:  # the browser check alone may install Debian's chromium
            continue
        assert "apt-get" not in block and "sudo" not in block, block


def test_a_box_that_takes_a_set_of_counts_says_them_in_natural_japanese():
    from pokerlib.course.widgets.card_fields import CardField, field_sentence, read_cards
    from pokerlib.errors import PokerError

    with pytest.raises(PokerError) as info:
        read_cards([CardField("cards", "As Kd", (0, 3, 4, 5))])
    assert field_sentence(info.value, "ja") == \
        "カードを0・3・4・5枚のいずれか選んでください（2枚でした）"
    with pytest.raises(PokerError) as info:
        read_cards([CardField("board", "As Kd", (5, 6, 7))])
    assert field_sentence(info.value, "ja") == "ボード: カードを5〜7枚選んでください（2枚でした）"


def test_one_table_of_each_articles_own_words():
    """GAME_WORDS is the one place an article's own spelling lives; every word in it
    overrides a key that a shared table really has, and needs no field that table lacks."""
    import string

    from pokerlib.course.widgets.table_view import MESSAGES as TABLE
    from pokerlib.hand_api import CHOICES
    from pokerlib.lang import GAME_WORDS

    tables = (CHOICES, TABLE)
    for (game, lang), words in GAME_WORDS.items():
        assert game in ("oasis", "aof", "omaha") and lang in ("en", "ja")
        for key, own in words.items():
            owners = [t for t in tables if key in t.keys()]
            assert owners, (game, key)
            fields = {f for _, f, _, _ in string.Formatter().parse(own) if f}
            shared = owners[0]._tables[lang][key]
            assert fields <= {f for _, f, _, _ in string.Formatter().parse(shared) if f}
    assert CHOICES("fold", "ja", of_game="aof") == "フォールド"
    assert CHOICES("fold", "ja", of_game="omaha") == CHOICES("fold", "ja") == "フォルド"
    assert CHOICES("fold", "ja", of_game="oasis") == "Fold"
    assert TABLE("chips_col", "ja", of_game="aof") == "点" != TABLE("chips_col", "ja")
