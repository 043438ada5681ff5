"""The Oasis Poker table widget, driven from Python as a learner would (the lesson's charts are
tested in test_plots.py)."""

from __future__ import annotations

import matplotlib
import matplotlib.pyplot as plt
import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerlib.cards import Deck, parse_cards
from pokerlib.course.charts.oasis_charts import option_label
from pokerlib.course.widgets import OasisTableUI
from pokerlib.course.widgets.oasis_table import unaffordable_options
from pokerlib.course.widgets.oasis_view import OasisView
from pokerlib.oasis import (
    OasisRules,
    StakeOutcome,
)
from pokerlib.oasis.advisor import advise_reference

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def buttons_state(t):
    return {b.description: not b.disabled
            for b in (t.exchange_button, t.fold_button, t.raise_button, t.next_button)}


def shown(widget):
    """Every value an HTML widget shows from now on, in order."""
    values = []
    widget.observe(lambda change: values.append(change["new"]), names="value")
    return values


def table_text(t) -> str:
    """Everything the table shows in words."""
    parts = [t.dealer_html, t.stakes_html, t.player_html, t.banner_html, t.status_html,
             t.balance_html, t.result_html]
    return " ".join(p.value for p in parts)


def faces(html_text: str) -> int:
    return html_text.count('class="pokerlib-card-face')


def backs(html_text: str) -> int:
    return html_text.count('class="pokerlib-card-back"')


def test_article_replay_by_clicks():
    t = OasisTableUI(seed=1)
    t.replay_button.click()
    assert [b.description for b in t.card_buttons] == ["Q♠", "Q♦", "8♥", "8♣", "2♦"]
    assert "K♠" in t.dealer_html.value and "2♦" in t.status_html.value
    assert faces(t.dealer_html.value) == 1 and backs(t.dealer_html.value) == 4
    assert buttons_state(t) == {"Exchange": True, "Fold": True, "Raise": True,
                                "Next hand": False}
    t.card_buttons[4].value = True
    assert t.card_buttons[4].button_style == "warning"
    t.exchange_button.click()
    assert t.card_buttons[4].description == "Q♥" and not t.card_buttons[4].value
    assert all(b.disabled for b in t.card_buttons)
    assert buttons_state(t) == {"Exchange": False, "Fold": True, "Raise": True,
                                "Next hand": False}
    assert "fee 10" in t.status_html.value and "Balance <b>80</b>" in t.balance_html.value
    assert "on the table 20" in t.player_html.value
    t.raise_button.click()
    banner = t.banner_html.value
    assert "Player wins" in banner and "Full house 7:1" in banner and "net +140" in banner
    assert faces(t.dealer_html.value) == 5 and backs(t.dealer_html.value) == 0
    assert "K♥" in t.dealer_html.value and "One pair, kings" in t.dealer_html.value
    result = t.result_html.value
    assert "Stake returned" in result and "+30" in result and "Winnings" in result
    assert ">240<" in result                      # balance after
    assert t.session.balances == [100, 240]
    assert buttons_state(t) == {"Exchange": False, "Fold": False, "Raise": False,
                                "Next hand": True}
    assert t.balance_chart.value.startswith("<svg") and ">start 100</text>" in t.balance_chart.value


def test_the_chips_on_the_layout_follow_the_hand():
    t = OasisTableUI(seed=1)
    t.replay_button.click()
    view = OasisView.of(t.game)
    assert view.stakes() == [("Ante", 10, None), ("fee", 0, None), ("Raise", 0, None)]
    t.card_buttons[4].value = True
    t.exchange_button.click()
    t.raise_button.click()
    view = OasisView.of(t.game)
    assert view.stakes() == [("Ante", 10, StakeOutcome.WIN), ("fee", 10, StakeOutcome.LOSE),
                             ("Raise", 20, StakeOutcome.WIN)]
    stakes = t.stakes_html.value
    assert "+10 won" in stakes and "+140 won" in stakes and "paid" in stakes
    assert ">10</span>" in stakes and ">20</span>" in stakes     # the chips' amounts


def test_the_players_cards_are_coloured_like_every_other_card():
    t = OasisTableUI(seed=1)
    t.replay_button.click()
    colours = [b.style.text_color for b in t.card_buttons]
    assert colours == ["#1b1b1b", "#c0392b", "#c0392b", "#1b1b1b", "#c0392b"]
    for seed in range(5):
        t = OasisTableUI(seed=seed)
        for c, b in zip(t.game.hand, t.card_buttons):
            assert (b.style.text_color == "#c0392b") == c.is_red


@given(seed=st.integers(0, 10_000), moves=st.lists(st.sampled_from(
    ["exchange", "fold", "raise", "next"]), max_size=6))
@settings(max_examples=25, deadline=None)
def test_the_dealers_hidden_cards_stay_hidden_until_the_showdown(seed, moves):
    t = OasisTableUI(seed=seed, advice_samples=20)
    for move in moves:
        g = t.game
        hidden = [str(c) for c in g._dealer[1:]] if not g.is_over or g.folded else []
        if g.is_over and not g.folded:
            assert faces(t.dealer_html.value) == 5
        else:
            assert faces(t.dealer_html.value) == 1 and backs(t.dealer_html.value) == 4
            assert not any(c in t.dealer_html.value for c in hidden
                           if c not in map(str, g.hand) and c != str(g.upcard))
        if move == "exchange":
            t.card_buttons[0].value = True
            t.exchange_button.click()
        else:
            {"fold": t.fold_button, "raise": t.raise_button, "next": t.next_button}[
                move].click()


def test_dealer_does_not_qualify_is_said_once():
    t = OasisTableUI(seed=1)
    t.new_session(deck=Deck.stacked("Qs Qd 8h 8c 2d Ks Jh 9c 6d 4s Qh"))
    t.raise_button.click()
    assert t.game.settlement.outcome == "dealer does not qualify"
    assert table_text(t).count("does not qualify") == 1
    assert "net +10" in t.banner_html.value


def test_errors_are_shown_not_raised():
    t = OasisTableUI(seed=2)
    t.exchange()                                  # nothing marked
    assert "mark the cards" in t.status_html.value
    t.next_hand()                                 # hand not over
    assert "the current hand is not settled" in t.status_html.value
    t.fold_button.click()
    assert "fold" in t.banner_html.value.lower() and t.session.balance == 90
    assert backs(t.dealer_html.value) == 4        # folding does not show the dealer's cards
    before = t.banner_html.value, t.result_html.value
    t.raise_()                                    # a second click after the end of the hand
    assert "the hand is over" in t.status_html.value
    assert (t.banner_html.value, t.result_html.value) == before   # the result stays
    assert "Error" not in t.status_html.value      # the sentence, not the exception's name
    t.next_button.click()
    assert len(t.session.games) == 2 and not t.game.is_over


def test_advice_shows_computing_first_and_is_kept_for_the_hand():
    t = OasisTableUI(seed=3, advice_samples=200)
    values = shown(t.status_html)
    t.advise_button.click()
    assert "computing" in values[0] and "best is" in values[-1]
    assert t.advice is not None and t.advice.hand == t.game.hand
    assert t.advice_chart.value.startswith("<svg") and ">raise</text>" in t.advice_chart.value
    assert option_label(t.advice.best) in t.status_html.value
    first = t.advice
    values.clear()
    t.advise_button.click()                       # same hand: nothing to compute again
    assert t.advice is first and not any("computing" in v for v in values)


def test_advice_counts_every_option_exactly():
    t = OasisTableUI(seed=3, rules="Galewind")
    values = shown(t.status_html)
    t.advise_button.click()
    assert "every option counted exactly" in values[0]
    ref = advise_reference(t.game.hand, t.game.upcard, t.game.rules, exact_up_to=3)
    assert len(t.advice) == 33 and all(o.exact and o.se == 0 for o in t.advice)
    for o in ref:
        if o.exact:
            assert t.advice.option(o.action, o.discard).ev == pytest.approx(o.ev, abs=1e-9)


def test_the_advisor_never_recommends_what_the_balance_cannot_pay():
    t = OasisTableUI(balance=25, ante=10, seed=3, advice_samples=100)
    g = t.game
    assert g.balance == 15 and t.raise_button.disabled
    # 15 pays an exchange (10) but not a Raise (20): the line names what is left, no more
    assert "cannot cover a Raise (20)." in t.status_html.value
    assert "<b>Exchange</b>, or <b>Fold</b>." in t.status_html.value
    assert "Raise</b>" not in t.status_html.value and "only fold" not in t.status_html.value
    t.advise_button.click()
    assert "best is <b>fold</b>" in t.status_html.value
    assert "Not choices: raise" in t.status_html.value
    blocked = unaffordable_options(t.advice, g)
    assert "raise" in blocked and "fold" not in blocked
    assert all(o.action != "exchange" or o.label in blocked for o in t.advice)


@given(balance=st.integers(10, 70), seed=st.integers(0, 500))
@settings(max_examples=15, deadline=None)
def test_the_recommended_option_is_always_affordable_and_the_best_of_those(balance, seed):
    t = OasisTableUI(balance=balance, ante=10, seed=seed, advice_samples=50)
    g = t.game
    t.advise_button.click()
    blocked = unaffordable_options(t.advice, g)
    allowed = [o for o in t.advice if o.label not in blocked]
    best = max(allowed, key=lambda o: o.ev)
    assert f"best is <b>{option_label(best)}</b>" in t.status_html.value
    for o in allowed:
        need = {"fold": 0, "raise": 20}.get(o.action, o.fee * 10 + 20)
        assert need <= g.balance
    assert ("raise" in blocked) == t.raise_button.disabled


def test_preset_chooser_and_forced_raise():
    t = OasisTableUI(seed=4)
    t.preset.value = "Galewind"
    assert t.session.rules.name == "Galewind" and t.session.balances == [100]
    assert "five forces the raise" in t.rules_html.value
    for b in t.card_buttons:
        b.value = True
    t.exchange_button.click()
    assert t.game.fees == 10                       # 5 cards cost 1 Ante here
    assert buttons_state(t)["Fold"] is False and buttons_state(t)["Raise"] is True
    t.replay_button.click()
    assert t.preset.value == "BGaming" and t.session.balances == [100]


def test_running_out_of_points_then_start_again():
    t = OasisTableUI(balance=10, ante=10, seed=5, rules="Galewind")
    assert t.restart_button.layout.display != "none"        # always there
    t.fold_button.click()
    assert t.next_button.disabled
    assert "Your balance (0) cannot cover the next Ante (10)" in t.status_html.value
    assert "Start again" in t.status_html.value and t.restart_button.button_style == "warning"
    t.next_hand()                                 # a click from Python changes nothing
    assert len(t.session.games) == 1 and "cannot cover the next Ante" in t.status_html.value
    t.restart_button.click()
    assert t.session.balance == 0 and t.session.balances == [10]
    assert t.rules.name == "Galewind" and t.session.rules.name == "Galewind"
    assert not t.game.is_over and t.restart_button.button_style == ""
    assert "Started again: 10 points, Galewind rules" in t.status_html.value


def test_a_table_that_cannot_deal_points_to_start_again():
    t = OasisTableUI(balance=5, ante=10)
    assert t.game is None and t.next_button.disabled
    assert "Your balance (5) cannot cover the next Ante (10)" in t.status_html.value
    t.restart_button.click()
    assert t.game is None and "Start again" in t.status_html.value


def test_the_table_in_japanese():
    t = OasisTableUI(seed=1, lang="ja")
    assert [b.description for b in (t.exchange_button, t.fold_button, t.raise_button,
                                     t.advise_button, t.next_button, t.restart_button)] == \
        ["交換", "Fold", "Raise", "アドバイス", "次の一局", "最初からやり直す"]
    t.replay_button.click()
    assert "ディーラー" in t.dealer_html.value and "公開カード K♠" in t.dealer_html.value
    assert "交換費" in t.stakes_html.value and "持ち点" in t.player_html.value
    assert "ディーラー資格はA-Kハイ以上" in t.rules_html.value
    assert "コースの決めごと" in t.rules_html.value
    t.card_buttons[4].value = True
    t.exchange_button.click()
    assert "交換費 10" in t.status_html.value
    t.advise_button.click()
    assert "アドバイス: 最善は" in t.status_html.value
    t.raise_button.click()
    banner = t.banner_html.value
    assert "プレイヤーの勝ち" in banner and "フルハウス 7:1" in banner and "純増 +140" in banner
    assert "元" in t.result_html.value and "加点" in t.result_html.value
    assert "精算後の持ち点" in t.result_html.value
    t.raise_()
    assert "この一局は終わりました" in t.status_html.value


def test_rules_chooser_lists_every_preset():
    t = OasisTableUI()
    assert list(t.preset.options) == list(OasisRules.presets())
    assert t.game.hand == t.session.current.hand
    assert parse_cards(" ".join(b.description for b in t.card_buttons)) == t.game.hand


@given(seed=st.integers(0, 1000), balance=st.integers(0, 60), clicks=st.lists(st.sampled_from(
    ["mark", "exchange", "fold", "raise", "advice", "next", "restart", "preset"]), max_size=12))
@example(seed=0, balance=10, clicks=["exchange", "mark"])   # "mark first" answered: what next?
@settings(max_examples=25, deadline=None)
def test_every_click_in_japanese_answers_in_japanese(seed, balance, clicks):
    t = OasisTableUI(balance=balance, ante=10, seed=seed, advice_samples=20, lang="ja")
    rng = np.random.default_rng(seed)
    for click in clicks:
        if click == "mark":
            b = t.card_buttons[int(rng.integers(5))]
            b.value = not b.value
        elif click == "preset":
            t.preset.value = "Galewind" if t.preset.value == "BGaming" else "BGaming"
        else:
            {"exchange": t.exchange, "fold": t.fold, "raise": t.raise_, "advice": t.show_advice,
             "next": t.next_hand, "restart": t.start_again}[click]()
        status = t.status_html.value
        assert status and any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff"
                              for ch in status), status
        assert "Error" not in status and "cannot" not in status


@pytest.mark.parametrize("lang, words", [("en", "mark the cards"), ("ja", "先に交換するカード")])
def test_mark_first_goes_away_once_a_card_is_marked(lang, words):
    t = OasisTableUI(seed=2, lang=lang)
    t.exchange_button.click()                     # nothing marked: refused, said
    assert words in t.status_html.value and "pokerlib-error" in t.status_html.value
    t.card_buttons[0].value = True                # the learner marks a card: no longer true
    assert words not in t.status_html.value
    t.card_buttons[0].value = False
    t.exchange_button.click()
    assert words in t.status_html.value
    t.next_hand()                                 # another refusal stays when a card is marked
    other = t.status_html.value
    assert "pokerlib-error" in other and words not in other
    t.card_buttons[1].value = True
    assert t.status_html.value == other


def test_a_disabled_next_hand_button_is_drawn_grey():
    t = OasisTableUI(seed=2)
    assert t.next_button.disabled and t.next_button.button_style == ""   # hand in play
    t.fold_button.click()
    assert not t.next_button.disabled and t.next_button.button_style == "info"
    t.next_button.click()
    assert t.next_button.disabled and t.next_button.button_style == ""


# --- the line under the table names only what the balance pays for (issue 36) ---------------

@pytest.mark.parametrize("lang, only_fold, not_there", [
    ("en", "you can only fold", ["Exchange</b>", "Raise</b>"]),
    ("ja", "Foldしかできません", ["<b>交換</b>", "<b>Raise</b>"])])
def test_at_a_balance_of_zero_after_the_ante_the_line_offers_fold_alone(lang, only_fold,
                                                                         not_there):
    t = OasisTableUI(balance=10, ante=10, seed=3, lang=lang)
    assert t.game.balance == 0
    line = t.status_html.value
    assert only_fold in line and "<b>Fold</b>" in line
    assert not [w for w in not_there if w in line], line
    assert t.game.legal_actions().exchange == () and "raise" not in t.game.legal_actions()


def test_with_everything_affordable_the_line_is_the_usual_one():
    t = OasisTableUI(seed=3)
    assert t.status_html.value.startswith("Mark cards to exchange and press <b>Exchange</b>, "
                                          "or <b>Fold</b> / <b>Raise</b>.")


@pytest.mark.parametrize("action", ["raise", "fold"])
def test_the_advice_chart_goes_when_the_hand_ends(action):
    t = OasisTableUI(seed=3, advice_samples=100)
    t.advise_button.click()
    assert t.advice_chart.value.startswith("<svg")
    getattr(t, f"{action}_button").click()
    assert t.game.is_over
    assert t.advice_chart.value == "" and t.advice is None
    t.next_button.click()
    t.advise_button.click()                      # the next hand's advice is drawn again
    assert t.advice_chart.value.startswith("<svg") and t.advice.hand == t.game.hand
