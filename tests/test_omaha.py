"""The Omaha Hi/Lo table: positions, blinds and posts, the article's examples, showdown splits
and order, history, and random sessions checked against a brute-force pot reference."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlib.betting import ActionError, BettingRules, OutOfTurnError
from pokerlib.cards import parse_cards
from pokerlib.evaluate import LOW_NONE, best_high, low8, omaha_batch
from pokerlib.omaha import (
    OMAHA_HILO_LIMIT_2_4,
    OMAHA_HILO_NO_LIMIT_1_2,
    OMAHA_HILO_POT_LIMIT_1_2,
    HandStateError,
    OmahaRules,
    OmahaTable,
    SimpleBot,
    TableError,
    read_hand,
    stacked_deck,
)


def table(n=4, rules=OMAHA_HILO_LIMIT_2_4, stack=100, seats=None, seed=0):
    t = OmahaTable(rules, seats=seats or n, seed=seed)
    for s in range(n):
        t.sit(s, "ABCDEFGHIJ"[s], stack if isinstance(stack, int) else stack[s])
    return t


def check_down(t):
    """Call or check until the hand is over."""
    while t.to_act is not None:
        legal = t.legal_actions()
        t.check() if legal.check else t.call()


# --- reading hands ---------------------------------------------------------------------------

def test_article_hand_is_the_nuts_both_ways():
    r = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    assert set(r.high.cards) == set(parse_cards("Ad Kd Qd Jd 4d"))
    assert r.high.describe() == "Flush, ace high"
    assert set(r.low.cards) == set(parse_cards("Ad 2s 4d 3c 5h"))
    assert r.low.ranks == (5, 4, 3, 2, 1)
    assert set(r.high_hole) == set(parse_cards("Ad Kd")) and set(r.low_hole) == \
        set(parse_cards("Ad 2s"))
    # nuts both ways: none of the 123,410 hands an opponent could hold makes a better high
    # (none even ties the flush) or a better low
    board = parse_cards("Jd 4d 3c Qd 5h")
    rest = [c for c in range(52) if c not in board + parse_cards("Ad Kd 3s 2s")]
    others = np.array(list(combinations(rest, 4)), dtype=np.int8)
    hs, ls = omaha_batch(others, np.array(board, dtype=np.int8))
    assert len(others) == 123_410
    assert hs.max() < r.high.score and ls.max() <= r.low.score
    # ... and read_hand reads those hands the same way
    for k in range(0, len(others), 2_000):
        other = read_hand(others[k], board)
        assert other.high.score == hs[k]
        assert (other.low.score if other.low else LOW_NONE) == ls[k]


def test_two_plus_three_traps():
    # four hearts on the board and one heart in the hand: no flush
    assert read_hand("Ah Ks Qc Jd", "2h 5h 8h 9h Tc").high.describe() != "Flush, ace high"
    # a low board but only one low card in the hand: no low
    assert read_hand("Ah Ks Qc Jd", "2h 3c 4d 9s Tc").low is None
    # counterfeited: A-2 on A-2-x-y-z board makes a worse low than the board suggests
    assert read_hand("As 2s Kc Kd", "Ad 2d 5c 7h 8s").low.ranks == (8, 7, 5, 2, 1)


# --- positions, blinds and the deal ----------------------------------------------------------

def test_heads_up_button_posts_small_blind_acts_first_preflop_last_after():
    t = table(2)
    h = t.start_hand()
    assert h.button == h.small_blind == 0 and h.big_blind == 1
    assert dict((s, k) for s, k, _ in h.posts) == {0: "small blind", 1: "big blind"}
    assert t.to_act == 0
    t.call()
    assert t.to_act == 1 and t.legal_actions().check       # the big blind's option
    t.check()
    assert len(h.board) == 3 and t.to_act == 1             # the button acts last on the flop


def test_button_moves_one_seat_a_hand_and_cards_are_dealt_from_the_small_blind():
    t = table(4)
    seen = []
    for _ in range(5):
        h = t.start_hand()
        seen.append((h.button, h.small_blind, h.big_blind))
        cards = h.deck.dealt[:16]
        order = [(h.small_blind + k) % 4 for k in range(4)]
        for i, s in enumerate(order):
            assert h.hole[s] == tuple(cards[i::4])
        while t.to_act is not None:
            t.fold()
    assert seen == [(0, 1, 2), (1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2)]


def test_preflop_starts_left_of_big_blind_and_later_rounds_left_of_button():
    t = table(4)
    h = t.start_hand()
    assert t.to_act == 3
    t.call(); t.call(); t.call()      # 3, button 0, small blind 1
    assert t.to_act == 2 and t.legal_actions().raise_to == (4, 4)   # BB option
    t.raise_to(4)
    t.call(); t.call(); t.call()
    assert len(h.board) == 3 and t.to_act == 1
    msg = str(pytest.raises(OutOfTurnError, t.check, 3).value)
    assert "it is 1's turn" in msg


def test_uncontested_pot_returns_the_uncalled_bet():
    t = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2)
    h = t.start_hand()          # button 0, SB 1, BB 2
    t.raise_to(30)              # button
    t.fold(); t.fold()
    rec = t.history_page(0)
    assert rec.settlement.uncalled == ((0, 28),)
    assert t.stacks == {0: 103, 1: 99, 2: 98}
    assert rec.shown == () and h.is_over


def test_everyone_folds_to_the_big_blind():
    t = table(3)
    t.start_hand()
    t.fold(); t.fold()
    assert t.stacks == {0: 100, 1: 99, 2: 101}


def test_new_player_waits_for_the_big_blind_or_posts():
    t = table(3, seats=6)
    t.start_hand()               # button 0, SB 1, BB 2
    check_down(t)
    t.sit(4, "Wait", 100)
    t.sit(5, "Post", 100, post=True)
    assert t.status(4) == "waiting for the big blind" and t.status(5) == "will post"
    h = t.start_hand()
    # the big blind moves to the next seat, 4: the waiting player is dealt in as the big blind
    assert h.big_blind == 4 and 4 in h.seats and 5 in h.seats
    assert (5, "post", 2) in h.posts
    assert t.status(5) == "playing"


def test_waiting_player_sits_out_until_the_big_blind_reaches_them():
    t = table(4, seats=6)
    t.start_hand(); check_down(t)            # BB at 2
    t.sit(5, "Late", 100)
    h = t.start_hand()                       # BB at 3
    assert 5 not in h.seats
    check_down(t)
    h = t.start_hand()                       # BB reaches seat 5
    assert h.big_blind == 5 and 5 in h.seats
    assert len(h.hole[5]) == 4


def test_missed_blinds_post_three_dollars_two_live_one_dead():
    t = table(5, seats=5)
    t.start_hand(); check_down(t)           # button 0, SB 1, BB 2
    t.sit_out(4)
    for _ in range(3):                       # BB 3, BB 0 (skipping 4), BB 1
        h = t.start_hand()
        assert 4 not in h.seats
        check_down(t)
    t.sit_in(4, post=True)
    assert t.status(4) == "will post"
    h = t.start_hand()                       # button 0, SB 1, BB 2
    assert (4, "post", 2) in h.posts and (4, "dead", 1) in h.posts
    assert h.dead == 1 and h.stacks_before[4] - t.stacks[4] == 3
    # the live $2 counts as the player's bet: facing no raise, they may check
    while t.to_act != 4:
        t.call()
    assert t.legal_actions().check and t.legal_actions().call is None
    before = t.total_chips()
    check_down(t)
    assert t.total_chips() == before == 500


def test_returning_player_may_wait_for_the_big_blind_instead():
    t = table(4, seats=4)
    t.start_hand(); check_down(t)           # BB 2
    t.sit_out(3)
    t.start_hand(); check_down(t)           # BB 0 (skips 3): missed
    t.sit_in(3, post=False)
    assert t.status(3) == "waiting for the big blind"
    h = t.start_hand()                       # BB 1
    assert 3 not in h.seats
    check_down(t)
    h = t.start_hand()                       # BB 2
    assert 3 not in h.seats
    check_down(t)
    h = t.start_hand()                       # BB reaches 3
    assert h.big_blind == 3 and not any(k in ("post", "dead") for _, k, _ in h.posts)


# --- showdown: hi/lo splits ------------------------------------------------------------------

def play_hand(t, hole, board, button=0, action=check_down):
    seats = sorted(hole)
    t.start_hand(deck=stacked_deck(hole, board, button=button, seats=seats), button=button)
    action(t)
    return t.history_page(0)


def test_scoop_with_the_article_hand():
    t = table(2)
    rec = play_hand(t, {0: "Ad Kd 3s 2s", 1: "Kc Kh 9s 9c"}, "Jd 4d 3c Qd 5h")
    assert rec.settlement.results[0].how == "scoop" and rec.winners == {0: 4}


def test_quartering():
    # A and B both hold A-2 for the wheel; A also has the best high: A wins 3/4, B 1/4
    t = table(3)
    rec = play_hand(t, {0: "Ah 2h Kh Qh", 1: "As 2d Tc Td", 2: "Kc Ks Jc Jd"},
                    "3h 4h 5c 9h Js")
    # pot 6 (three calls of 2): high half 3 to A; low half 3 split A/B -> 2 and 1 in seat
    # order from the left of the button (B is seat 1, first)
    assert rec.settlement.results[0].high_winners == (0,)
    assert set(rec.settlement.results[0].low_winners) == {0, 1}
    assert rec.winners == {0: 4, 1: 2}


def test_no_qualifying_low_high_takes_all():
    t = table(3)
    rec = play_hand(t, {0: "Ah 2h Kh Qh", 1: "As 2d Tc Td", 2: "Kc Ks Jc Jd"},
                    "9h Th Qc Kd 2s")
    assert rec.settlement.results[0].how == "high" and rec.winners == {2: 6}


def test_odd_chip_goes_to_the_high_half():
    # no-limit 1/2, 3 players: the small blind folds (1 stays), two see a showdown: pot 5
    t = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2)

    def act(t):
        t.call()    # button
        t.fold()    # small blind
        check_down(t)
    rec = play_hand(t, {0: "Kc Ks Jc Jd", 1: "8c 8d 9c 9d", 2: "7s 8s Tc Td"},
                    "3h 4h 5c Kh Qs", action=act)
    assert rec.winners == {0: 3, 2: 2}


def test_side_pot_is_not_split_when_only_a_player_outside_it_has_a_low():
    # seat 0 is all-in short with the only low; seats 1 and 2 build a side pot with high hands
    t = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2, stack=[10, 100, 100])

    def act(t):
        t.all_in()              # button, 10
        t.call(); t.call()      # SB, BB
        t.bet(20); t.call()     # flop: side pot
        check_down(t)
    rec = play_hand(t, {0: "7d 8d 9c 9d", 1: "Kc Ks Jc Jd", 2: "Qc Qd Tc Td"},
                    "3h 4h 5c Kh 7s", action=act)
    main, side = rec.settlement.results
    assert main.pot.amount == 30 and main.how == "high-low"
    assert main.high_winners == (1,) and main.low_winners == (0,)
    assert side.pot.amount == 40 and side.how == "high" and side.high_winners == (1,)
    assert rec.winners == {1: 55, 0: 15}


def test_showdown_order_river_bettor_first_and_losers_may_muck():
    t = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2)

    def act(t):
        t.call(); t.call(); t.check()                    # preflop
        t.check(); t.check(); t.check()                  # flop: checked
        t.check(); t.check(); t.check()                  # turn: checked
        t.check(); t.bet(4); t.call(); t.call()          # river: seat 2 bets
    rec = play_hand(t, {0: "Kc Ks Jc Jd", 1: "9c 9d 8c 8d", 2: "Qc Qd Qh 6s"},
                    "3h 4h Ts Kh 2s", action=act)
    # seat 2 (a pair of queens) shows first, seat 0's three kings beat it and show, seat 1 mucks
    assert [s for s, _ in rec.shown] == [2, 0]
    assert rec.mucked == (1,)
    assert rec.winners == {0: 18}

    # the same hand with seat 1 choosing to show its beaten hand: shown, and nothing else moves
    t2 = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2)
    t2.show_beaten_hands(1)
    rec2 = play_hand(t2, {0: "Kc Ks Jc Jd", 1: "9c 9d 8c 8d", 2: "Qc Qd Qh 6s"},
                     "3h 4h Ts Kh 2s", action=act)
    assert [s for s, _ in rec2.shown] == [2, 0, 1] and rec2.mucked == ()
    assert "B shows 9♣ 9♦ 8♣ 8♦" in rec2.describe() and "mucks" not in rec2.describe()
    assert rec2.winners == rec.winners and rec2.stacks_after == rec.stacks_after
    with pytest.raises(TableError, match="True or False"):
        t2.show_beaten_hands(1, "yes")
    with pytest.raises(TableError, match="seat 7"):
        t2.show_beaten_hands(7)


def test_winner_of_a_side_pot_always_shows():
    t = table(3, rules=OMAHA_HILO_NO_LIMIT_1_2, stack=[100, 20, 100])

    def act(t):
        t.raise_to(30)             # the button raises: the last bet or raise of the hand
        t.call()                   # the small blind calls all-in for 20
        t.call()                   # the big blind calls 30: a side pot of 20
        check_down(t)
    # the button (the last to raise) shows his queens first; the small blind's nut straight
    # beats them; the big blind's kings beat neither shown hand, but they win the side pot and
    # so are shown (the rule used to show from the left of the button and mucked the winner)
    rec = play_hand(t, {0: "Qc Qs 6c 6d", 1: "Ah Th 2c 2d", 2: "Kc Ks 5c 5d"},
                    "Kh Qh 9s 3c Jd", action=act)
    assert [s for s, _ in rec.shown] == [0, 1, 2] and rec.mucked == ()
    assert rec.winners == {1: 60, 2: 20}
    assert rec.showdown[2].reading.high < rec.showdown[1].reading.high   # beaten, yet shown


# --- history, errors, sessions ---------------------------------------------------------------

def test_history_keeps_the_last_50_hands_and_pages():
    t = table(2, stack=10_000)
    for _ in range(55):
        t.start_hand()
        t.fold()
    assert len(t.history) == 50
    assert t.history_page(0).number == 55 and t.history_page(49).number == 6
    with pytest.raises(HandStateError, match="pages are 0"):
        t.history_page(50)
    assert "Hand #55" in t.history_page(0).describe()
    assert len(t.stack_history) == 56


def test_table_errors():
    t = table(2)
    with pytest.raises(TableError, match="taken"):
        t.sit(0, "X", 10)
    with pytest.raises(TableError, match="no seat"):
        t.sit(7, "X", 10)
    with pytest.raises(HandStateError, match="start_hand"):
        t.fold()
    t.start_hand()
    with pytest.raises(HandStateError, match="still being played"):
        t.start_hand()


def test_snapshot_unchanged_on_illegal_table_action():
    t = table(3, rules=OMAHA_HILO_POT_LIMIT_1_2)
    t.start_hand()
    snap = (t.stacks, t.to_act, t.hand.pot, t.hand.round.snapshot(), len(t.hand.actions))
    for bad in (lambda: t.raise_to(8), lambda: t.check(), lambda: t.fold(seat=1),
                lambda: t.bet(4), lambda: t.raise_to(500)):
        with pytest.raises(ActionError):
            bad()
        assert (t.stacks, t.to_act, t.hand.pot, t.hand.round.snapshot(),
                len(t.hand.actions)) == snap


# --- random sessions against a brute-force reference -----------------------------------------

def _values(hole, board):
    his, los = [], []
    for a in combinations(hole, 2):
        for b in combinations(board, 3):
            his.append(best_high(a + b).score)
            lo = low8(a + b)
            if lo is not None:
                los.append(lo.score)
    return max(his), (max(los) if los else None)


def reference_payouts(contrib, folded, dead, order, hole, board):
    """Chip layer by chip layer: layer j holds one chip from everyone who put in j or more;
    a layer with one contributor is an uncalled bet; consecutive layers with the same live
    players form a pot; then each pot is split per docs/rules.md."""
    pay = {p: 0 for p in contrib}
    live = [p for p in order if p in contrib and p not in folded]
    top = max(contrib.values())
    pots: list[list] = []     # [eligible, amount]
    for j in range(1, top + 1):
        payers = [p for p in contrib if contrib[p] >= j]
        if len(payers) == 1:
            pay[payers[0]] += 1
            continue
        elig = tuple(p for p in live if contrib[p] >= j)
        if not elig:
            pots[-1][1] += len(payers)
        elif pots and pots[-1][0] == elig:
            pots[-1][1] += len(payers)
        else:
            pots.append([elig, len(payers)])
    if dead:
        if pots:
            pots[0][1] += dead
        else:
            pots.append([tuple(live), dead])
    vals = {p: _values(hole[p], board) for p in live} if len(live) > 1 else {}

    def split(amount, winners):
        base, odd = divmod(amount, len(winners))
        for i, p in enumerate(winners):
            pay[p] += base + (i < odd)

    for elig, amount in pots:
        if len(elig) == 1:
            pay[elig[0]] += amount
            continue
        best_hi = max(vals[p][0] for p in elig)
        hw = [p for p in elig if vals[p][0] == best_hi]
        lows = [vals[p][1] for p in elig if vals[p][1] is not None]
        if not lows:
            split(amount, hw)
            continue
        lw = [p for p in elig if vals[p][1] == max(lows)]
        if set(hw) == set(lw):
            split(amount, hw)
        else:
            split((amount + 1) // 2, hw)
            split(amount // 2, lw)
    return pay


STRUCTURES = st.sampled_from([
    OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2, OMAHA_HILO_NO_LIMIT_1_2,
    OmahaRules(BettingRules.limit(4, 8, small_blind=2, big_blind=4, cap_heads_up=False)),
    OmahaRules(BettingRules.no_limit(5, 10)),
])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=STRUCTURES, n=st.integers(2, 6),
       stacks=st.lists(st.integers(1, 150), min_size=6, max_size=6),
       seed=st.integers(0, 10_000), data=st.data())
def test_random_sessions_conserve_chips_and_match_the_reference(rules, n, stacks, seed, data):
    t = OmahaTable(rules, seats=n, seed=seed)
    for s in range(n):
        t.sit(s, f"P{s}", stacks[s])
    total = sum(stacks[:n])
    for _ in range(data.draw(st.integers(1, 4))):
        # between hands, someone may sit out or come back (posting or waiting)
        for s in range(n):
            if data.draw(st.integers(0, 7)) == 0:
                if t.status(s) == "sitting out":
                    t.sit_in(s, post=data.draw(st.booleans()))
                else:
                    t.sit_out(s)
        ready = [s for s in range(n) if t.stacks[s] > 0 and t.status(s) != "sitting out"]
        if len(ready) < 2:
            break
        h = t.start_hand()  # two ready players always make a hand
        while t.to_act is not None:
            legal = t.legal_actions()
            # an illegal attempt now and then: rejected, nothing changes
            if data.draw(st.integers(0, 5)) == 0:
                snap = (t.stacks, t.to_act, h.pot, h.round.snapshot(), len(h.actions), t.snapshot())
                kind = data.draw(st.sampled_from(["check", "raise_to", "bet", "seat"]))
                try:
                    if kind == "check" and not legal.check:
                        t.check()
                    elif kind == "raise_to":
                        t.raise_to(legal.in_front + legal.stack + 1)
                    elif kind == "bet" and legal.bet is None:
                        t.bet(10**6)
                    elif kind == "seat":
                        t.fold(seat=next(s for s in h.seats if s != t.to_act))
                    else:
                        raise ActionError("nothing attempted")
                except ActionError:
                    pass
                else:
                    raise AssertionError("an illegal action was accepted")
                assert (t.stacks, t.to_act, h.pot, h.round.snapshot(), len(h.actions),
                        t.snapshot()) == snap
            choices = ["fold"] + (["check"] if legal.check else []) + \
                (["call"] if legal.call is not None else []) + \
                (["bet"] if legal.bet else []) + (["raise_to"] if legal.raise_to else []) + \
                (["all_in"] if legal.all_in is not None else [])
            kind = data.draw(st.sampled_from(choices))
            if kind in ("bet", "raise_to"):
                getattr(t, kind)(data.draw(st.integers(*(legal.bet or legal.raise_to))))
            else:
                getattr(t, kind)()
            assert t.total_chips() == total
        assert sum(t.stacks.values()) == total
        rec = t.history_page(0)
        s = rec.settlement
        order = [x for x in sorted(rec.hole and dict(rec.hole)) if x > rec.button] + \
            [x for x in sorted(dict(rec.hole)) if x <= rec.button]
        ref = reference_payouts(dict(s.contributions), set(rec.folded), s.dead, order,
                                dict(rec.hole), rec.board)
        assert s.payouts == ref
        before, after = dict(rec.stacks_before), dict(rec.stacks_after)
        posted_dead = {p: c for p, k, c in rec.posts if k == "dead"}
        for p in before:
            assert after[p] == before[p] - dict(s.contributions)[p] - posted_dead.get(p, 0) \
                + s.payouts[p]


def test_bots_play_a_seeded_session():
    t = table(4, rules=OMAHA_HILO_POT_LIMIT_1_2, seed=3)
    bot = SimpleBot(seed=5)
    for _ in range(20):
        if sum(1 for v in t.stacks.values() if v > 0) < 2:
            break
        t.start_hand()
        while t.to_act is not None:
            bot.act(t)
        assert t.total_chips() == 400
    assert len(t.history) >= 2


def test_stacked_deck_deals_every_given_card_even_the_deuce_of_spades():
    # 2♠ is card 0: a regression test for treating "no card given" and 2♠ alike
    d = stacked_deck({0: "2s 3s 4s 5s", 1: "Ac Kc Qc Jc"}, "2h 2d 2c 7h 8h", button=1,
                     seats=[0, 1], burns="9c 9d 9h")
    t = table(2)
    h = t.start_hand(deck=d, button=1)
    assert h.hole[0] == parse_cards("2s 3s 4s 5s") and h.hole[1] == parse_cards("Ac Kc Qc Jc")
    check_down(t)
    assert tuple(h.board) == parse_cards("2h 2d 2c 7h 8h")
    d = stacked_deck({0: "Ac Kc Qc Jc"}, "As 2s 3s", button=0, seats=[0, 1])
    t = table(2)
    h = t.start_hand(deck=d, button=0)
    check_down(t)
    assert tuple(h.board[:3]) == parse_cards("As 2s 3s")
