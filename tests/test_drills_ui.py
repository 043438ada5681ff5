"""The drill widgets, driven as a learner would (clicks, toggles, typed chips), in English and
Japanese: the spot is drawn, an answer is graded exactly as the drill grades it, the verdict,
explanation, score and chart appear, a double click acts once, a refused answer shows a
sentence and changes nothing, and "computing…" shows before a slow deal."""

from __future__ import annotations

import dataclasses

import pytest

from pokerlib.course.drills import OasisDrill, PushFoldDrill, SplitDrill
from pokerlib.course.widgets import OasisDrillUI, PushFoldDrillUI, SplitDrillUI
from pokerlib.course.widgets.drills import BB_CHIPS, MESSAGES
from pokerlib.errors import RulesError, TableError
from pokerlib.oasis import OasisRules

LANGS = ["en", "ja"]


def graded_once(ui) -> None:
    """After one answer: choices off, Next spot on, a score and a chart."""
    assert ui.drill.answered and len(ui.drill.record) == 1
    assert not ui.next_button.disabled
    assert ui.drill.record.summary() in ui.score_html.value.replace("&#x27;", "'")
    assert ui.chart.value.startswith("<svg") and ui.chart.layout.display is None
    assert ui.drill.record.summary() in ui.chart.value.replace("&#x27;", "'")
    assert ui.status_html.value == ""


# --- Oasis -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_oasis_widget_marks_cards_and_grades_an_exchange(lang):
    ui = OasisDrillUI(seed=3, lang=lang)
    twin = OasisDrill(seed=3, lang=lang)           # the same spots, graded without the widget
    spot = twin.next()
    assert ui.drill.spot == spot
    assert [b.description for b in ui.card_buttons] == [str(c) for c in spot.hand]
    assert ui.card_buttons[1].style.text_color == "#c0392b"    # 2♦ is red
    assert str(spot.upcard) in ui.spot_html.value and ui.next_button.disabled
    assert ui.exchange_button.disabled and not ui.raise_button.disabled
    assert ui.prompt_html.value == MESSAGES("oasis_ask", lang)
    ui.card_buttons[1].value = True                # mark the 2♦
    assert not ui.exchange_button.disabled and "2♦" in ui.prompt_html.value
    assert "#ffe58a" in ui.spot_html.value         # the marked card is highlighted
    ui.exchange_button.click()
    expected = twin.grade(spot.hand[1:2])
    assert ui.grade == expected
    graded_once(ui)
    assert all(b.disabled for b in ui.card_buttons) and ui.exchange_button.disabled
    verdict = MESSAGES("best" if expected.correct else "wrong", lang, choice=expected.choice_text,
                       best=expected.best_text, about="",
                       cost=f"{expected.ev_loss:.2f} {'Antes' if lang == 'en' else 'Ante'}")
    assert verdict in ui.grade_html.value
    assert expected.explanation.replace("'", "&#x27;") in ui.grade_html.value
    words = ("Expected value (EV): your choice", "期待値（EV）：あなたの選択")[lang == "ja"]
    assert words in ui.grade_html.value


@pytest.mark.parametrize("lang", LANGS)
def test_oasis_widget_plays_several_spots(lang):
    ui = OasisDrillUI(seed=5, lang=lang)
    twin = OasisDrill(seed=5, lang=lang)
    for k, answer in enumerate(["fold", "raise", "fold"]):
        assert ui.drill.spot == twin.next()
        assert ui.prompt_html.value == MESSAGES("oasis_ask", lang)
        (ui.fold_button if answer == "fold" else ui.raise_button).click()
        assert ui.grade == twin.grade(answer)
        ui.next_button.click()
        assert len(ui.drill.record) == k + 1 and not ui.drill.answered
        assert not any(b.value for b in ui.card_buttons) and ui.grade_html.value == ""
    assert ui.drill.record.ev_losses == twin.record.ev_losses


def test_oasis_widget_refuses_an_exchange_the_rules_do_not_allow():
    no_four = dataclasses.replace(OasisRules.bgaming(), fees=(1, 2, 3, None, 5),
                                  name="No four")
    ui = OasisDrillUI(rules=no_four, seed=1)
    for b in ui.card_buttons[:4]:
        b.value = True
    assert ui.exchange_button.disabled
    assert "do not allow exchanging 4 cards" in ui.prompt_html.value
    ui.card_buttons[0].value = False
    assert not ui.exchange_button.disabled


# --- push/fold -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_pushfold_widget_draws_the_table_and_grades(lang):
    ui = PushFoldDrillUI(players=4, seed=5, lang=lang)
    twin = PushFoldDrill(4, seed=5, lang=lang)
    spot = twin.next()
    view = ui.view()
    assert [s.name.split(" ")[0].split("（")[0] for s in view.seats] == list(spot.positions)
    me = next(s for s in view.seats if s.you)
    assert me.cards == spot.hand and me.to_act and not me.face_down
    stack = round(spot.stack_bb * BB_CHIPS)
    for seat, position in zip(view.seats, spot.positions, strict=True):
        assert seat.folded == (position in spot.folded)
        assert seat.all_in == (position in spot.all_in)
        assert seat.stack + seat.in_front == stack
    assert view.pot == sum(s.in_front for s in view.seats)
    assert "pokerlib-seat-you" in ui.spot_html.value
    assert ui.prompt_html.value == spot.describe(lang).replace("'", "&#x27;")
    ui.fold_button.click()
    assert ui.grade == twin.grade("fold")
    graded_once(ui)
    assert not ui.view().seats[[s.you for s in ui.view().seats].index(True)].to_act


@pytest.mark.parametrize("lang", LANGS)
def test_pushfold_widget_calls_an_all_in(lang):
    ui = PushFoldDrillUI(players=3, seed=4, lang=lang)
    twin = PushFoldDrill(3, seed=4, lang=lang)
    for _ in range(12):                          # find a spot where someone is all-in
        spot = twin.next()
        if spot.all_in:
            break
        ui.all_in_button.click()
        twin.grade("all-in")
        ui.next_button.click()
    else:
        pytest.fail("no spot facing an all-in")
    assert ui.drill.spot == spot
    assert ui.all_in_button.description == MESSAGES("call", lang)
    assert "pokerlib-seat" in ui.spot_html.value and MESSAGES(
        "did_all_in", lang, chips=round(spot.stack_bb * BB_CHIPS),
        bb=spot.stack_bb) in ui.spot_html.value
    ui.all_in_button.click()
    assert ui.grade == twin.grade("all-in")
    assert ui.grade.choice_text == ("call (all-in)", "コール（オールイン）")[lang == "ja"]
    assert ui.grade.choice == "all-in"          # the label programs read stays the same


def test_a_double_click_grades_once_and_shows_no_error():
    ui = PushFoldDrillUI(seed=2)
    ui.all_in_button.click()
    first = ui.grade_html.value
    ui.all_in_button.click()                     # the second click of a double click
    ui.fold_button.click()
    assert ui.grade_html.value == first and len(ui.drill.record) == 1
    assert "pokerlib-error" not in ui.status_html.value
    ui.next_button.click()
    ui.next_button.click()                       # Next spot is off until the spot is answered
    assert ui.drill.spots_dealt == 2


@pytest.mark.parametrize("lang", LANGS)
def test_answering_twice_or_skipping_is_refused_with_a_sentence(lang):
    ui = PushFoldDrillUI(seed=2, lang=lang)
    ui.next_spot()                               # not answered yet: refused, nothing changes
    assert MESSAGES("answer_first", lang) in ui.status_html.value
    assert ui.drill.spots_dealt == 1
    ui.answer("fold")
    ui.answer("fold")
    assert MESSAGES("answered", lang) in ui.status_html.value
    assert len(ui.drill.record) == 1 and "Traceback" not in ui.status_html.value


def test_computing_shows_before_a_slow_deal():
    ui = OasisDrillUI(seed=1)
    ui.raise_button.click()
    seen = []
    deal = ui.drill.next

    def watched(*dealt_ahead):
        seen.append(ui.status_html.value)
        return deal(*dealt_ahead)

    ui.drill.next = watched                      # type: ignore[method-assign]
    ui.next_button.click()
    assert seen and "computing" in seen[0] and ui.status_html.value == ""
    assert ui.next_button.disabled and not ui.raise_button.disabled


# --- hi/lo splits -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_split_widget_takes_chips_per_player(lang):
    ui = SplitDrillUI(seed=2, lang=lang)
    twin = SplitDrill(seed=2, lang=lang)
    spot = twin.next()
    assert list(ui.chip_inputs) == list(spot.players)
    assert all(str(c) in ui.spot_html.value for c in spot.board)
    for p, cards in spot.hands:                  # each shown hand in its player's row
        row = ui.rows.children[1 + spot.players.index(p)]
        assert all(str(c) in row.children[1].value for c in cards)
    assert str(spot.total) in ui.prompt_html.value and ui.pots_html.value == ""
    right = spot.payouts()
    for p, chips in right.items():
        ui.chip_inputs[p].value = chips
    ui.check_button.click()
    assert ui.grade == twin.grade(right) and ui.grade.correct
    graded_once(ui)
    assert all(w.disabled for w in ui.chip_inputs.values()) and ui.check_button.disabled
    assert "pokerlib-pots" in ui.pots_html.value
    assert ui.rows.children[1].children[-1].value.count("✓") == 1
    ui.next_button.click()
    following = twin.next()
    assert list(ui.chip_inputs) == list(following.players)
    # a new spot's boxes are open again, except a folded player's (nothing to receive)
    assert all(w.value == 0 and w.disabled == (p in following.folded)
               for p, w in ui.chip_inputs.items())


@pytest.mark.parametrize("lang", LANGS)
def test_split_widget_marks_the_wrong_rows(lang):
    ui = SplitDrillUI(seed=5, lang=lang)
    spot = ui.drill.spot
    right = spot.payouts()
    first = spot.players[0]
    for p, chips in right.items():
        ui.chip_inputs[p].value = chips
    second = spot.players[1]                     # one chip moved from the second to the first
    ui.chip_inputs[first].value = right[first] + 1
    ui.chip_inputs[second].value = right[second] - 1
    ui.check_button.click()
    assert not ui.grade.correct and ui.grade.ev_loss == 1
    marks = [row.children[-1].value for row in ui.rows.children[1:]]
    assert "✗" in marks[0] and "✗" in marks[1] and all("✓" in m for m in marks[2:])
    assert MESSAGES("right", lang, chips=ui.grade.best_text) in ui.grade_html.value


@pytest.mark.parametrize("lang, words", [("en", "Ann receives -3: a player cannot receive"),
                                         ("ja", "Annが受け取るチップが-3になっています")])
def test_a_negative_chip_count_is_refused_in_the_widgets_language(lang, words):
    ui = SplitDrillUI(seed=2, lang=lang)
    ui.chip_inputs["Ann"].value = -3
    ui.check_button.click()
    assert words in ui.status_html.value and "pokerlib-error" in ui.status_html.value
    assert not ui.drill.answered and len(ui.drill.record) == 0
    assert not ui.check_button.disabled and ui.grade_html.value == ""
    ui.chip_inputs["Ann"].value = 310             # every chip on the table: graded
    ui.check_button.click()
    assert ui.drill.answered


@pytest.mark.parametrize("lang, words", [
    ("en", "type the chips each player receives first: all 310 chips on the table"),
    ("ja", "先に各プレーヤーが受け取るチップ数を入れてください。テーブルの310チップ")])
def test_the_untouched_split_answer_is_refused_not_graded(lang, words):
    ui = SplitDrillUI(seed=2, lang=lang)          # 310 chips on the table
    ui.check_button.click()                        # the fields as dealt: all 0
    assert words in ui.status_html.value and "pokerlib-error" in ui.status_html.value
    assert not ui.drill.answered and len(ui.drill.record) == 0 and ui.grade is None
    assert not ui.check_button.disabled and ui.grade_html.value == ""
    assert ui.next_button.disabled


@pytest.mark.parametrize("lang, words", [
    ("en", "your answer hands out 300 chips, but 310 are on the table"),
    ("ja", "あなたの答えは合計300チップを配っていますが、テーブルにあるのは310チップです")])
def test_a_split_answer_that_does_not_add_up_is_refused_not_graded(lang, words):
    ui = SplitDrillUI(seed=2, lang=lang)
    ui.chip_inputs["Ann"].value, ui.chip_inputs["Cat"].value = 167, 133
    ui.check_button.click()
    assert words in ui.status_html.value and "pokerlib-error" in ui.status_html.value
    assert not ui.drill.answered and len(ui.drill.record) == 0 and ui.grade is None
    assert all(not w.disabled for w in ui.chip_inputs.values())
    ui.chip_inputs["Cat"].value = 143              # now every chip: graded, and right
    ui.check_button.click()
    assert ui.grade.correct and ui.status_html.value == ""


@pytest.mark.parametrize("make", [lambda: SplitDrillUI(seed=2), lambda: PushFoldDrillUI(seed=2)])
def test_a_disabled_next_spot_button_is_drawn_grey(make):
    ui = make()
    assert ui.next_button.disabled and ui.next_button.button_style == ""   # not yet answered
    if isinstance(ui, SplitDrillUI):
        ui.chip_inputs["Ann"].value = 310
        ui.check_button.click()
    else:
        ui.fold_button.click()
    assert not ui.next_button.disabled and ui.next_button.button_style == "info"


# --- constructors ------------------------------------------------------------------------------

def test_bad_arguments_are_refused_at_once():
    with pytest.raises(RulesError):
        OasisDrillUI(lang="fr")
    with pytest.raises(RulesError):
        OasisDrillUI(rules="BGaming")            # type: ignore[arg-type]
    with pytest.raises(TableError):
        PushFoldDrillUI(seed=-1)
    with pytest.raises(TableError):
        PushFoldDrillUI(players=6)
    with pytest.raises(TableError):
        SplitDrillUI(seed=True)                  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGS)
def test_every_widget_speaks_its_language(lang):
    for ui in (OasisDrillUI(seed=2, lang=lang), PushFoldDrillUI(seed=2, lang=lang),
               SplitDrillUI(seed=2, lang=lang)):
        assert ui.next_button.description == MESSAGES("next", lang)
        assert "pokerlib-drill" in ui.widget._dom_classes
        assert ui.drill.lang == lang
    assert OasisDrillUI(seed=2, lang=lang).raise_button.description == "Raise"   # as in the article
    assert PushFoldDrillUI(seed=2, lang=lang).fold_button.description == MESSAGES("pf_fold", lang)


# --- the split drill's boxes (issue 36) -------------------------------------------------------

def _spot_with_a_fold() -> int:
    return next(s for s in range(50) if SplitDrillUI(seed=s).drill.spot.folded)


@pytest.mark.parametrize("lang", LANGS)
def test_a_folded_players_box_cannot_be_typed_in(lang):
    ui = SplitDrillUI(seed=_spot_with_a_fold(), lang=lang)
    spot = ui.drill.spot
    assert spot.folded
    for p, w in ui.chip_inputs.items():
        assert w.disabled == (p in spot.folded)
    assert all(spot.payouts()[p] == 0 for p in spot.folded)   # nothing there to type
    for p, chips in spot.payouts().items():
        if p not in spot.folded:
            ui.chip_inputs[p].value = chips
    ui.check_button.click()
    assert ui.grade.correct and all(w.disabled for w in ui.chip_inputs.values())


@pytest.mark.parametrize("lang, words", [("en", "1.5 is not a number of chips"),
                                         ("ja", "1.5 はチップの枚数ではありません")])
def test_a_chip_count_that_is_not_whole_is_refused_with_a_sentence(lang, words):
    ui = SplitDrillUI(seed=2, lang=lang)
    spot = ui.drill.spot
    live = [p for p in spot.players if p not in spot.folded]
    right = spot.payouts()
    for p in live:
        ui.chip_inputs[p].value = right[p]
    ui.chip_inputs[live[0]].value = 1.5          # an IntText read it as 1, without a word
    ui.check_button.click()
    assert words in ui.status_html.value and "pokerlib-error" in ui.status_html.value
    assert not ui.drill.answered and ui.grade is None and len(ui.drill.record) == 0
    ui.chip_inputs[live[0]].value = right[live[0]]
    ui.check_button.click()
    assert ui.drill.answered and ui.grade.correct
