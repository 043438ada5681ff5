"""Every widget callback shows a refusal as its sentence and never leaves the widget broken:
the Oasis table ignores a double click's second click (as the other tables do), its rules
chooser left with no selection goes back to the rules in play, and the hand explorer's count
left with no selection still deals."""

from __future__ import annotations

import pytest

from pokerlib.course.widgets.explorers import HandExplorer
from pokerlib.course.widgets.oasis_table import OasisTableUI


@pytest.mark.parametrize("button", ["raise_button", "fold_button"])
def test_a_double_click_on_the_oasis_table_acts_once_and_keeps_the_result(button):
    t = OasisTableUI(seed=4)
    getattr(t, button).click()
    after_one = (t.status_html.value, t.result_html.value, t.session.balance,
                 len(t.session.history))
    assert t.game.is_over
    getattr(t, button).click()                     # the second click of a double click
    assert (t.status_html.value, t.result_html.value, t.session.balance,
            len(t.session.history)) == after_one
    assert "pokerlib-error" not in t.status_html.value
    t.next_button.click()
    assert not t.game.is_over and not t.fold_button.disabled


def test_a_double_click_on_next_hand_deals_one_hand():
    t = OasisTableUI(seed=4)
    t.fold_button.click()
    t.next_button.click()
    hand = t.game.hand
    t.next_button.click()
    assert t.game.hand == hand and len(t.session.history) == 1 and not t.game.is_over
    assert "pokerlib-error" not in t.status_html.value


@pytest.mark.parametrize("lang, words", [("en", "choose one of the rules"),
                                         ("ja", "ルールを選んでください")])
def test_the_oasis_rules_chooser_with_no_selection_goes_back_and_says_so(lang, words):
    t = OasisTableUI(seed=4, lang=lang)
    t.preset.value = "Galewind"
    hand, balance = t.game.hand, t.session.balance
    t.preset.value = None
    assert t.preset.value == "Galewind" and t.rules.name == "Galewind"
    assert words in t.status_html.value and "pokerlib-error" in t.status_html.value
    assert t.game.hand == hand and t.session.balance == balance   # nothing dealt, nothing lost
    t.raise_button.click()                                         # the table still plays
    assert t.game.is_over


def test_the_hand_explorers_count_with_no_selection_still_deals_and_says_so():
    h = HandExplorer(seed=1)
    h.count.value = 5
    h.count.value = None
    assert h.count.value == 5
    assert "choose how many cards to deal" in h.result.value
    h.deal_button.click()
    assert len(h.hand) == 5 and h.value is not None
    h.count.value = None
    h.deal_button.click()
    assert len(h.hand) == 5


@pytest.mark.parametrize("typed, quoted", [("nonsense", "'nonsense'"),
                                           ("As Kd nonsense", "'nonsense'")])
def test_the_hand_explorer_quotes_the_whole_word_it_cannot_read(typed, quoted):
    # it used to quote 'nonsen': the word cut at six letters
    import html as _html

    h = HandExplorer()
    h.cards.value = typed
    shown = _html.unescape(h.result.value)
    assert f"{quoted} is not a card" in shown and "'nonsen'" not in shown
