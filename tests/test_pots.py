"""Pots: the article's examples, docs/rules.md's odd-chip rules, and property tests against an
independent chip-by-chip reference."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pokerlib.cards import PokerError
from pokerlib.evaluate import best_high
from pokerlib.pots import Pot, PotError, collect, settle, split_chips

# --- the article's examples (4 players, C small blind, D big blind, odd-chip order C D A B) ---

ORDER = ["C", "D", "A", "B"]


def test_heads_up_all_in_flush_wins_32():
    board = "Qh 9s 2c 3s 7s"
    high = {"C": best_high("As Qs " + board), "D": best_high("Kh Kd " + board)}
    s = settle({"A": 0, "B": 0, "C": 16, "D": 16}, {"A", "B"}, order=ORDER, high=high)
    assert s.payouts == {"A": 0, "B": 0, "C": 32, "D": 0}
    assert s.results[0].how == "high" and "Flush, ace high" in s.results[0].why


def test_board_royal_splits_16_16():
    board = "As Ks Qs Js Ts"
    high = {"C": best_high("2h 3h " + board), "D": best_high("4d 5d " + board)}
    s = settle({"C": 16, "D": 16}, order=["C", "D"], high=high)
    assert s.payouts == {"C": 16, "D": 16}
    assert s.results[0].high_winners == ("C", "D")


def test_side_pot_example():
    board = "Qh 9s 2c 3s 7s"
    high = {p: best_high(h + " " + board) for p, h in
            {"A": "As Qs", "B": "Kh Kd", "C": "Jh Jd"}.items()}
    s = settle({"A": 8, "B": 16, "C": 16, "D": 2}, {"D"}, order=ORDER, high=high)
    assert [(p.name, p.amount, set(p.eligible)) for p in s.pots] == [
        ("main pot", 26, {"A", "B", "C"}), ("side pot 1", 16, {"B", "C"})]
    assert s.payouts == {"A": 26, "B": 16, "C": 0, "D": 0}
    assert s.uncalled == ()


def test_last_one_standing_gets_uncalled_back():
    s = settle({"A": 16, "B": 0, "C": 1, "D": 2}, {"B", "C", "D"}, order=ORDER)
    assert s.uncalled == (("A", 14),)
    assert [(p.amount, p.eligible) for p in s.pots] == [(5, ("A",))]
    assert s.payouts["A"] == 19 and s.net("A") == 3
    assert s.results[0].how == "uncontested"


# --- odd chips and hi/lo splits (docs/rules.md "Pots and odd chips") ---

def test_odd_chips_go_from_left_of_button_one_each():
    s = settle({"A": 7, "B": 7, "C": 7, "D": 2}, {"D"}, order=ORDER,
               high={"A": 1, "B": 1, "C": 1})
    # 23 chips among three: 8, 8, 7 with the odd chips to C then A (C is left of the button)
    assert dict(s.results[0].shares) == {"C": 8, "A": 8, "B": 7}


def test_hi_lo_odd_chip_goes_high_and_quarters():
    s = settle({1: 11, 2: 11}, order=[2, 1], high={1: 9, 2: 3}, low={1: None, 2: 5})
    assert dict(s.results[0].shares) == {1: 11, 2: 11}
    s = settle({1: 7, 2: 7, 3: 7}, order=[3, 2, 1], high={1: 9, 2: 3, 3: 3},
               low={1: None, 2: 5, 3: 5})
    # 21 chips: high half 11 to player 1, low half 10 quartered 5/5
    assert dict(s.results[0].shares) == {1: 11, 2: 5, 3: 5}
    assert s.results[0].how == "high-low"
    s = settle({1: 11, 2: 11}, order=[2, 1], high={1: 9, 2: 9}, low={1: 4, 2: 5}, dead=1)
    # 23 chips: high 12 split 6/6, low 11 to player 2
    assert dict(s.results[0].shares) == {2: 17, 1: 6}


def test_same_winners_both_halves_split_whole_pot():
    s = settle({1: 33, 2: 33}, order=[1, 2], high={1: 5, 2: 5}, low={1: 8, 2: 8})
    assert dict(s.results[0].shares) == {1: 33, 2: 33}  # not 34/32
    s = settle({1: 33, 2: 34}, order=[2, 1], high={1: 5, 2: 5}, low={1: 8, 2: 8}, dead=0)
    assert s.uncalled == ((2, 1),)
    assert dict(s.results[0].shares) == {2: 33, 1: 33}


def test_low_of_a_player_outside_side_pot_does_not_split_it():
    s = settle({1: 5, 2: 20, 3: 20}, order=[1, 2, 3], high={1: 0, 2: 9, 3: 3},
               low={1: 7, 2: None, 3: None})
    main, side = s.results
    assert main.how == "high-low" and dict(main.shares) == {2: 8, 1: 7}
    assert side.how == "high" and dict(side.shares) == {2: 30}


def test_dead_money_joins_main_pot():
    s = settle({"A": 4, "B": 10}, order=["A", "B"], high={"A": 2, "B": 1}, dead=3)
    assert s.uncalled == (("B", 6),)
    assert s.pots == (Pot(11, ("A", "B"), 4, 0),) and s.pots[0].name == "main pot"
    assert s.payouts == {"A": 11, "B": 6}
    assert sum(s.payouts.values()) == s.total == 17


def test_split_chips():
    assert split_chips(10, list("xyz")) == (("x", 4), ("y", 3), ("z", 3))


@pytest.mark.parametrize("text", ["ab", "A", b"ab"])
def test_split_chips_refuses_text_as_a_list_of_winners(text):
    with pytest.raises(PotError, match="not the text"):
        split_chips(7, text)


# --- errors ---

@pytest.mark.parametrize("contrib, folded, order, high, words", [
    ({"A": -1, "B": 2}, (), "AB", {"A": 1, "B": 1}, "whole number >= 0"),
    ({"A": 1.5, "B": 2}, (), "AB", {"A": 1, "B": 1}, "whole number >= 0"),
    ({"A": True, "B": 2}, (), "AB", {"A": 1, "B": 1}, "whole number >= 0"),
    ({"A": 2, "B": 2}, (), "A", {"A": 1, "B": 1}, "missing from the order"),
    ({"A": 2, "B": 2}, (), "AB", {"A": 1}, "player B has no high hand value"),
    ({"A": 2, "B": 2}, "AB", "AB", {}, "every player folded"),
    ({"A": 2, "B": 2}, "X", "AB", {}, "have no contribution"),
])
def test_errors_name_the_problem(contrib, folded, order, high, words):
    with pytest.raises(PotError, match=words) as info:
        settle(contrib, folded, order=list(order), high=high)
    assert isinstance(info.value, PokerError)


def test_settlement_html_lists_pots_and_uncalled():
    s = settle({"A": 16, "C": 1, "D": 2}, {"C", "D"}, order="CDA")
    html = s._repr_html_()
    assert "uncalled bet" in html and "main pot" in html and "uncontested" in html


# --- property tests against an independent reference ---

def reference(contribs, folded, order, high, low, dead):
    """Chip-by-chip layering: layer j holds one chip from every player who put in >= j chips."""
    payout = {p: 0 for p in contribs}
    live_all = [p for p in order if p in contribs and p not in folded]
    groups: list[list] = []  # [eligible tuple, chips]
    for j in range(1, max(contribs.values(), default=0) + 1):
        givers = [p for p in contribs if contribs[p] >= j]
        if len(givers) == 1:  # nobody matched this chip: it goes back
            payout[givers[0]] += 1
            continue
        elig = tuple(p for p in live_all if contribs[p] >= j)
        if not elig:  # folded chips above every live player: top pot
            if groups:
                groups[-1][1] += len(givers)
            else:
                groups.append([tuple(live_all), len(givers)])
            continue
        if groups and groups[-1][0] == elig:
            groups[-1][1] += len(givers)
        else:
            groups.append([elig, len(givers)])
    if dead:  # dead money is in the main pot, which every live player contests
        if groups and groups[0][0] == tuple(live_all):
            groups[0][1] += dead
        else:
            groups.insert(0, [tuple(live_all), dead])

    def deal(chips, winners):
        for k in range(chips):  # one chip at a time round the winners, in seat order
            payout[winners[k % len(winners)]] += 1

    for elig, chips in groups:
        if len(elig) == 1:
            deal(chips, elig)
            continue
        top = max(high[p] for p in elig)
        hw = [p for p in elig if high[p] == top]
        lows = [p for p in elig if low is not None and low[p] is not None]
        if not lows:
            deal(chips, hw)
            continue
        best = max(low[p] for p in lows)
        lw = [p for p in lows if low[p] == best]
        if set(lw) == set(hw):
            deal(chips, hw)
        else:
            deal(chips - chips // 2, hw)
            deal(chips // 2, lw)
    return payout


@st.composite
def hands(draw, hilo=None):
    n = draw(st.integers(2, 9))
    players = list(range(n))
    contribs = {p: draw(st.integers(0, 40)) for p in players}
    folded = set(draw(st.lists(st.sampled_from(players), max_size=n - 1, unique=True)))
    order = draw(st.permutations(players))
    high = {p: draw(st.integers(0, 4)) for p in players}
    if hilo is None:
        hilo = draw(st.booleans())
    low = ({p: draw(st.one_of(st.none(), st.integers(0, 3))) for p in players}
           if hilo else None)
    dead = draw(st.integers(0, 9))
    return contribs, folded, order, high, low, dead


@settings(max_examples=400, deadline=None)
@given(hands())
def test_settle_matches_chip_by_chip_reference_and_conserves(h):
    contribs, folded, order, high, low, dead = h
    s = settle(contribs, folded, order=order, high=high, low=low, dead=dead)
    assert s.payouts == reference(contribs, folded, order, high, low, dead)
    assert sum(s.payouts.values()) == sum(contribs.values()) + dead
    assert len(s.uncalled) <= 1
    for r in s.results:
        assert sum(c for _, c in r.shares) == r.pot.amount
        assert set(dict(r.shares)) <= set(r.pot.eligible)
        assert not set(r.pot.eligible) & folded
    for p in folded:
        assert s.payouts[p] == dict(s.uncalled).get(p, 0)


@settings(max_examples=300, deadline=None)
@given(hands())
def test_nobody_wins_more_from_an_opponent_than_they_matched(h):
    contribs, folded, order, high, low, dead = h
    live = [p for p in contribs if p not in folded]
    # in a real hand the biggest bet is never folded (nobody folds facing no bet)
    assume(max(contribs[p] for p in live) == max(contribs.values()))
    s = settle(contribs, folded, order=order, high=high, low=low, dead=dead)
    called = {p: c - dict(s.uncalled).get(p, 0) for p, c in contribs.items()}
    for p in contribs:
        from_pots = s.payouts[p] - dict(s.uncalled).get(p, 0)
        assert from_pots <= sum(min(called[q], called[p]) for q in contribs) + dead


@settings(max_examples=300, deadline=None)
@given(hands(hilo=False))
def test_odd_chips_at_most_one_each_in_seat_order(h):
    contribs, folded, order, high, low, dead = h
    s = settle(contribs, folded, order=order, high=high, dead=dead)
    for r in s.results:
        got = [c for _, c in r.shares]
        assert max(got) - min(got) <= 1
        winners = [p for p, _ in r.shares]
        assert winners == [p for p in order if p in winners]
        assert got == sorted(got, reverse=True)  # the extra chips went to the first seats


@settings(max_examples=200, deadline=None)
@given(hands())
def test_collect_levels_and_eligibility(h):
    contribs, folded, order, high, low, dead = h
    uncalled, pots = collect(contribs, folded, dead, order)
    levels = [p.level for p in pots]
    assert levels == sorted(set(levels))
    for i, pot in enumerate(pots):
        assert pot.name == ("main pot" if i == 0 else f"side pot {i}")
        assert list(pot.eligible) == [p for p in order if p in pot.eligible]
        for p in pot.eligible:
            assert contribs[p] - uncalled.get(p, 0) >= pot.level
    assert sum(p.amount for p in pots) + sum(uncalled.values()) == sum(contribs.values()) + dead


def test_the_settlement_table_names_the_winning_hands_in_japanese():
    """Lesson 02's 内訳 column: which hand won, not only 「ハイ」 (issue 22.6)."""
    from pokerlib.evaluate import best_high
    from pokerlib.omaha import read_hand

    s = settle({"A": 16, "C": 16}, order=["C", "A"],
               high={"A": best_high("As Ks Qs Js 9s"), "C": best_high("Kh Kd 2c 3d 7h")})
    assert "ハイ: A Aハイのフラッシュ" in s.html("ja")
    assert "<td>high: A Flush, ace high</td>" in s.html("en")
    assert "ハイ: ハイ" not in s.html("ja")
    assert "A Aハイのフラッシュ" in s.describe("ja")
    board = "3h 4h 5c Kh 7s"
    ann, bob = read_hand("7d 8d 9c 9d", board), read_hand("Kc Ks Jc Jd", board)
    split = settle({"Ann": 2, "Bob": 2}, order=["Bob", "Ann"],
                   high={"Ann": ann.high, "Bob": bob.high}, low={"Ann": ann.low, "Bob": bob.low})
    assert split.results[0].reason("ja") == ("ハイ: Bob Kのスリーカード、"
                                             "ロー: Ann 8-7-5-4-3のロー")


def test_a_raked_pot_keeps_its_winning_hands_for_the_japanese_reason():
    from pokerlib.aof.rake import Rake, rake_settlement
    from pokerlib.evaluate import best_high
    from pokerlib.pots import PotResult

    s = settle({"A": 16, "C": 16}, order=["C", "A"],
               high={"A": best_high("As Ks Qs Js 9s"), "C": best_high("Kh Kd 2c 3d 7h")})
    raked = rake_settlement(s, Rake(5, cap=2), saw_flop=True)
    assert raked.results[0].pot.amount < 32
    assert raked.results[0].reason("ja") == "ハイ: A Aハイのフラッシュ"
    bare = PotResult(s.pots[0], ("A",), (), (("A", 32),), "high", "high: A flush")
    assert bare.reason("en") == "high: A flush" and bare.reason("ja") == ""
