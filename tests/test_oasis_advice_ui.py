"""The Oasis table's Advice never recommends what the rules forbid, says what its numbers
count, and a change of rules is refused mid-hand or announced between hands."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

from pokerlib.course import charts  # noqa: E402
from pokerlib.course.widgets import OasisTableUI  # noqa: E402
from pokerlib.course.widgets.oasis_table import legal_advice  # noqa: E402
from pokerlib.oasis import OasisGame, OasisRules  # noqa: E402


def _exchange_all_five(t: OasisTableUI) -> None:
    for b in t.card_buttons:
        b.value = True
    t.exchange_button.click()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_advice_after_a_forced_raise_exchange_never_names_fold(lang):
    """Galewind: a five-card exchange forces the Raise. Before the fix Advice said "best is
    fold" in 4 of these 12 seeded hands."""
    for seed in range(12):
        t = OasisTableUI(seed=seed, rules="Galewind", advice_samples=50, lang=lang)
        _exchange_all_five(t)
        assert "fold" not in t.game.legal_actions()
        t.advise_button.click()
        assert t.advice is not None
        assert [o.action for o in t.advice] == ["raise"]
        status = t.status_html.value
        if lang == "en":
            assert "best is <b>raise" in status.lower() or "best is <b>Raise" in status
            assert "Fold is not a choice" in status and "five-card exchange" in status
            assert "fee already paid (10 points) is left out" in status
        else:
            assert "Foldは選べません" in status and "払い済みの交換費（10ポイント）" in status


def test_legal_advice_keeps_fold_where_the_rules_allow_it():
    g = OasisGame(ante=10, balance=100, rules=OasisRules.presets()["Galewind"],
                  deck=None)
    assert {o.action for o in legal_advice(g.advise(samples=50), g)} == \
        {"fold", "raise", "exchange"}
    g.exchange(g.hand[:2])
    kept = legal_advice(g.advise(samples=50), g)
    assert {o.action for o in kept} == {"fold", "raise"}


def test_the_chart_says_the_fee_already_paid_is_left_out():
    a = OasisGame(ante=10, balance=100, deck=None).advise(samples=50)
    assert "fees included" in charts.advice_chart(a, top=4).get_xlabel()
    label = charts.advice_chart(a, top=4, paid=1).get_xlabel()
    assert "already paid left out" in label and "1" in label
    assert "払い済みの1は除く" in charts.advice_chart(a, top=4, paid=1, lang="ja").get_xlabel()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_changing_the_rules_mid_hand_is_refused_and_changes_nothing(lang):
    t = OasisTableUI(seed=3, lang=lang)
    t.fold_button.click()
    t.next_button.click()                       # one hand played, the second in play
    t.card_buttons[0].value = True
    t.exchange_button.click()                   # ... with its fee paid
    hand, balances = t.game.hand, list(t.session.balances)
    t.preset.value = "Galewind"
    assert t.preset.value == "BGaming" and t.rules.name == "BGaming"
    assert t.game.hand == hand and t.session.balances == balances
    word = "finish this hand" if lang == "en" else "このハンドを終えてください"
    assert word in t.status_html.value


def test_changing_the_rules_between_hands_announces_the_new_session():
    t = OasisTableUI(seed=3)
    t.fold_button.click()
    t.next_button.click()                       # nothing done yet in this hand: it may go
    t.preset.value = "Galewind"
    assert t.rules.name == "Galewind" and t.session.balances == [100]
    status = t.status_html.value
    assert "Rules changed to <b>Galewind</b>" in status
    assert "The last session (1 hand, net -10) is closed" in status


def test_replaying_the_article_mid_hand_still_switches_to_bgaming():
    t = OasisTableUI(seed=3, rules="Galewind")
    t.replay_button.click()
    assert t.preset.value == "BGaming" and [str(c) for c in t.game.hand] == \
        ["Q♠", "Q♦", "8♥", "8♣", "2♦"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_strategy_chart_promises_error_bars_only_for_estimates(lang):
    exact = charts.strategy_chart({"a": (-0.05, 0.0), "b": (-0.2, 0.0)}, lang=lang)
    label = exact.get_legend().get_texts()[0].get_text()
    assert "2" not in label and ("exact" in label or "厳密" in label)
    estimated = charts.strategy_chart({"a": (-0.05, 0.01), "b": (-0.2, 0.01)}, lang=lang)
    assert "2" in estimated.get_legend().get_texts()[0].get_text()


def test_the_advice_chart_has_a_row_of_its_own_at_the_width_it_is_drawn():
    from pokerlib.course.widgets import OasisTableUI
    from pokerlib.course.widgets.oasis_table import ADVICE_WIDTH

    ui = OasisTableUI(seed=3)
    ui.advise_button.click()
    box = ui.advice_chart
    assert box in ui.widget.children                 # not squeezed into a row beside the result
    assert box.layout.width == f"{ADVICE_WIDTH}px" and box.layout.flex == "0 0 auto"
    assert f'width="{ADVICE_WIDTH}"' in box.value.split(">", 1)[0]


def test_the_table_loads_the_advisor_when_it_is_built(monkeypatch):
    """The first advice click answers as fast as the next: the table warms the advisor's
    kernels when it is built (once per process)."""
    import pokerlib.course.widgets.oasis_table as table_module
    calls = []
    monkeypatch.setattr(table_module, "warm_up", lambda: calls.append(1))
    table_module.OasisTableUI(seed=1)
    assert calls == [1]
