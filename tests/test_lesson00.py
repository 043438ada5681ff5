"""Lesson 00's library parts: category counting, the shipped counts, the explorers' behaviour
when driven from Python, and the frequency chart's data."""

from __future__ import annotations

import matplotlib
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.course.charts import category_frequencies
from pokerlib.course.widgets import HandExplorer, OmahaExplorer
from pokerlib.evaluate import HandCategory, category_counts

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here

# Published totals (e.g. Wikipedia, "Poker probability"): an independent check of the counts.
PUBLISHED = {
    5: [40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540],
    7: [41584, 224848, 3473184, 4047644, 6180020, 6461620, 31433400, 58627800, 23294460],
}
STRONGEST_FIRST = sorted(HandCategory, reverse=True)


def test_counting_every_five_card_hand_matches_the_published_numbers():
    counts = category_counts(5)
    assert [counts[c] for c in STRONGEST_FIRST] == PUBLISHED[5]


def test_shipped_seven_card_counts_match_the_published_numbers():
    counts = category_counts(7, shipped=True)
    assert [counts[c] for c in STRONGEST_FIRST] == PUBLISHED[7]
    assert sum(counts.values()) == 133_784_560


def test_shipped_counts_agree_with_a_recount_of_six_card_hands():
    # the 6-card path runs the same enumeration code as the 7-card regeneration
    assert category_counts(6) == category_counts(6, shipped=True)


def test_hand_explorer_shows_the_best_five_and_both_languages():
    h = HandExplorer("As Qs Qh 9s 2c 3s 7s")
    assert h.value.category == HandCategory.FLUSH
    assert "Flush, ace high" in h.result.value and "フラッシュ" in h.result.value
    h.cards.value = "Qs Qd 8h 8c Qh"
    assert h.value.describe() == "Full house, queens full of eights"
    assert "Qと8のフルハウス" in h.result.value


def test_hand_explorer_shows_errors_instead_of_raising():
    h = HandExplorer()
    h.cards.value = "As As Kd Qh Jc"
    assert h.value is None and "A♠ appears twice" in h.result.value
    h.cards.value = "Zz Kd Qh Jc Tc"
    assert "Zz" in h.result.value and "is not a card: write a rank" in h.result.value
    h.cards.value = "As Kd"
    assert "choose 5 to 7 cards (you gave 2)" in h.result.value
    assert "best_high" not in h.result.value
    h.cards.value = "Kd Qh Jc Tc 9c"  # a good hand clears the error
    assert h.value.describe() == "Straight, king high" and "Error" not in h.result.value


def test_hand_explorer_deals_reproducibly():
    a, b = HandExplorer(seed=3), HandExplorer(seed=3)
    a.count.value = 6
    b.count.value = 6
    a.deal_button.click()
    b.deal_button.click()
    assert a.hand == b.hand and len(a.hand) == 6
    first = a.hand
    a.deal_button.click()
    assert a.hand != first  # the next deal is a new one


def test_omaha_explorer_uses_two_hole_and_three_board_cards():
    o = OmahaExplorer()
    assert [str(c) for c in o.high.cards] == ["A♦", "K♦", "Q♦", "J♦", "4♦"]
    assert sorted(str(c) for c in o.low.cards) == sorted(["5♥", "4♦", "3♣", "2♠", "A♦"])
    o.hole.value = "As Ks Qh Jh"
    o.board.value = "2s 3s 4s 5s 9d"  # two spades in the hole make the flush
    assert o.high.category == HandCategory.FLUSH
    o.hole.value = "As Kh Qh Jh"      # one spade: no flush, no straight from A-2-3-4-5
    assert o.high.category == HandCategory.HIGH_CARD
    o.hole.value = "As Kh Qh"
    assert o.high is None and "your hole cards: choose 4 cards (you gave 3)" in o.result.value
    o.hole.value = "As Kh Qh Jh"
    o.board.value = "2s 3s"
    assert "the board: choose 3 to 5 cards (you gave 2)" in o.result.value
    o.board.value = "2s 3s Kh"
    assert "K♥ is both in your hole cards and on the board" in o.result.value


def test_explorers_speak_japanese():
    h = HandExplorer("Qs Qd 8h 8c Qh", lang="ja")
    assert h.cards.description == "カード" and h.deal_button.description == "新しく配る"
    text = h.result.value
    assert text.index("Qと8のフルハウス") < text.index("Full house")   # the lesson's language first
    assert "最も強い5枚" in text
    h.cards.value = "As As Kd Qh Jc"
    assert "A♠ がカードの中に2回出てきます" in h.result.value
    h.cards.value = "As Kd"
    assert "カードを5〜7枚選んでください（2枚でした）" in h.result.value
    o = OmahaExplorer(lang="ja")
    assert o.hole.description == "ホール(4)"
    assert "ハイ:" in o.result.value and "ウィール" in o.result.value
    o.board.value = "Jd 4d Tc Qd 9h"
    assert "クォリファイアーを満たすローなし" in o.result.value
    o.board.value = "Jd 4d Ad"
    assert "A♦ がホールカードとボードの両方にあります" in o.result.value


@given(st.text(alphabet="AKQJT98765432shdc♠♥♦♣ 1x", max_size=24))
@settings(max_examples=150, deadline=None)
def test_explorer_messages_are_for_people(typed):
    for lang in ("en", "ja"):
        h = HandExplorer(typed, lang=lang)
        o = OmahaExplorer(typed, "Jd 4d 3c", lang=lang)
        for text in (h.result.value, o.result.value):
            assert text and "Error" not in text and "Traceback" not in text
            assert not any(name in text for name in ("best_high", "omaha_high", "omaha_low",
                                                     "parse_cards", "takes"))


def test_category_chart_bars_are_the_shares_of_all_hands():
    counts = {"5 cards": category_counts(5), "7 cards": category_counts(7, shipped=True)}
    ax = category_frequencies(counts)
    heights = [p.get_height() for p in ax.patches]
    assert len(heights) == 18
    assert sum(heights[:9]) == pytest.approx(1.0) and sum(heights[9:]) == pytest.approx(1.0)
    assert heights[0] == pytest.approx(40 / 2_598_960)        # straight flush, 5 cards
    assert heights[9] == pytest.approx(41584 / 133_784_560)   # straight flush, 7 cards
    assert ax.get_yscale() == "log"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["5 cards", "7 cards"]
