"""The Oasis Poker table widget (driven from Python as a learner would) and the lesson's charts
(read back through the Artist API)."""

from __future__ import annotations

import matplotlib
import matplotlib.pyplot as plt
import numpy as np
import pytest

from pokerlib import plots
from pokerlib.cards import parse_cards
from pokerlib.oasis import OasisRules, advise, article_comparison, article_game, simulate
from pokerlib.ui import OasisTableUI

matplotlib.use("Agg")   # no figure exists yet, so the backend can still be chosen here


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def buttons_state(t):
    return {b.description: not b.disabled
            for b in (t.exchange_button, t.fold_button, t.raise_button, t.next_button)}


def test_article_replay_by_clicks():
    t = OasisTableUI(seed=1)
    t.replay_button.click()
    assert [b.description for b in t.card_buttons] == ["Q♠", "Q♦", "8♥", "8♣", "2♦"]
    assert "K♠" in t.dealer_html.value and "2♦" in t.status_html.value
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
    t.raise_button.click()
    assert "player wins: net +140" in t.result_html.value
    assert "Full house 7:1" in t.result_html.value
    assert "K♥" in t.dealer_html.value           # the dealer's hand is revealed
    assert t.session.balances == [100, 240]
    assert buttons_state(t) == {"Exchange": False, "Fold": False, "Raise": False,
                                "Next hand": True}
    assert t.balance_image.value[:4] == b"\x89PNG"


def test_errors_are_shown_not_raised():
    t = OasisTableUI(seed=2)
    t.exchange()                                  # nothing marked
    assert "mark the cards" in t.status_html.value
    t.next_hand()                                 # hand not over
    assert "finish this hand first" in t.status_html.value
    t.fold_button.click()
    assert "fold" in t.result_html.value and t.session.balance == 90
    t.raise_()                                    # after the fold: the game's error, shown
    assert "cannot raise: the hand is over" in t.status_html.value
    assert "Error" not in t.status_html.value      # the sentence, not the exception's name
    t.next_button.click()
    assert len(t.session.games) == 2 and not t.game.is_over


def test_advice_button_draws_the_options():
    t = OasisTableUI(seed=3, advice_samples=200)
    t.advise_button.click()
    assert t.advice is not None and t.advice.hand == t.game.hand
    assert t.advice_image.value[:4] == b"\x89PNG"
    assert t.advice.best.label in t.status_html.value


def test_preset_chooser_and_forced_raise():
    t = OasisTableUI(seed=4)
    t.preset.value = "NetEnt/Galewind"
    assert t.session.rules.name == "NetEnt/Galewind" and t.session.balances == [100]
    assert "five forces the raise" in t.rules_html.value
    for b in t.card_buttons:
        b.value = True
    t.exchange_button.click()
    assert t.game.fees == 10                       # 5 cards cost 1 Ante here
    assert buttons_state(t)["Fold"] is False and buttons_state(t)["Raise"] is True
    t.replay_button.click()
    assert t.preset.value == "BGaming" and t.session.balances == [100]


def test_running_out_of_points():
    t = OasisTableUI(balance=10, ante=10, seed=5)
    t.fold_button.click()
    assert "cannot cover another Ante" in t.status_html.value
    t.next_button.click()
    assert "cannot post an Ante" in t.status_html.value
    assert "Error" not in t.status_html.value


# --- charts -----------------------------------------------------------------------------------

def test_settlement_chart_bars():
    s = article_game(play=True)
    ax = plots.settlement_chart(s)
    heights = [p.get_height() for p in ax.patches]
    assert heights == [-10, -10, -20, 30, 150, 140]
    assert [t.get_text() for t in ax.get_xticklabels()][-1] == "Net"


def test_outcome_comparison_chart():
    ax = plots.outcome_comparison_chart(article_comparison())
    assert [p.get_height() for p in ax.patches] == [80, 100, 90, 60, 240]


def test_balance_chart_line():
    ax = plots.balance_chart([100, 90, 240])
    x, y = ax.lines[0].get_data()
    assert list(y) == [100, 90, 240] and list(x) == [0, 1, 2]


def test_advice_chart_bars():
    a = advise("Qs Qd 8h 8c 2d", "Ks", samples=200)
    ax = plots.advice_chart(a, top=6)
    widths = [p.get_width() for p in ax.patches]
    assert widths == pytest.approx([o.ev for o in list(a)[:6]])
    at = {t.get_position()[1]: t.get_text() for t in ax.get_yticklabels()}
    assert at[max(at)] == "raise"                            # best at the top


def test_simulation_and_strategy_charts():
    r = simulate("always raise", hands=50, seed=1)
    ax = plots.simulation_chart([r], exact={"always raise": -0.2})
    assert np.allclose(ax.lines[0].get_ydata(), r.running_mean)
    assert ax.lines[1].get_ydata()[0] == -0.2
    ax = plots.strategy_chart({"a": (-0.05, 0.01), "b": (-0.2, 0.01)})
    assert [p.get_width() for p in ax.patches] == [-0.05, -0.2]


def test_rules_chooser_lists_every_preset():
    t = OasisTableUI()
    assert list(t.preset.options) == list(OasisRules.presets())
    assert t.game.hand == t.session.current.hand
    assert parse_cards(" ".join(b.description for b in t.card_buttons)) == t.game.hand
