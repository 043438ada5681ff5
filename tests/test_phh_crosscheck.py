"""Cross-checks of pokerlib.phh: thousands of seeded random hands go pokerlib -> PHH ->
pokerlib and pokerlib -> PHH -> PokerKit, and every chip is accounted for.

Two settlement models, written out here independently of ``pokerlib.pots``, decide what each
program should pay: ``settle_model(..., **RULES)`` is docs/rules.md, ``settle_model(...,
**POKERKIT)`` is PokerKit 0.7's conventions (read from its ``State.pots``, hand killing and
chip pushing). Each random hand asserts that pokerlib pays the RULES model, PokerKit the
PokerKit model, and that wherever the two programs differ, a named convention explains it.
Named hands then show each known difference on its own: the test checks pokerlib against the
rule and records what PokerKit does. ``docs/phh.md`` lists every case.

PokerKit is a test-only dependency (pokerlib never imports it).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from dataclasses import replace

import pytest
import reference as ref  # noqa: E402  (tests/reference.py: the independent evaluator)

from pokerlib import phh  # noqa: E402
from pokerlib.aof import AofHand, AofRules, stacked_deck  # noqa: E402
from pokerlib.betting import BettingRules  # noqa: E402
from pokerlib.cards import Deck  # noqa: E402
from pokerlib.oasis import OasisGame, OasisRules  # noqa: E402
from pokerlib.omaha import OmahaRules, OmahaTable  # noqa: E402
from pokerlib.phh.rounds import nothing_to_decide  # noqa: E402

# ---------------------------------------------------------------------------------------------
# Settlement models
# ---------------------------------------------------------------------------------------------


# Each convention: False = docs/rules.md, True = PokerKit 0.7.
CONVENTIONS = {
    "odd_chips_to_first": "odd chips among three or more tied winners: PokerKit gives every "
                          "odd chip to the first winner in position order; docs/rules.md one each",
    "halves_when_same_winners": "same players win both halves: PokerKit splits each half "
                                "separately; docs/rules.md splits the whole pot as one",
    "low_from_anyone": "a side pot where no eligible player has a low: PokerKit still halves "
                       "it when any player has a low (the low half goes to its eligible "
                       "players as a tie); docs/rules.md gives it all to the best high",
    "merge_after_muck": "pots with the same contenders once the losing hands are mucked: "
                        "PokerKit merges them into one pot before splitting (one set of odd "
                        "chips); docs/rules.md settles main and side pots independently",
}
RULES = {k: False for k in CONVENTIONS}
POKERKIT = {k: True for k in CONVENTIONS}


def _split(amount: int, winners: list, first_takes_all: bool) -> dict:
    base, odd = divmod(amount, len(winners))
    out = {p: base for p in winners}
    if first_takes_all:
        out[winners[0]] += odd
    else:
        for p in winners[:odd]:
            out[p] += 1
    return out


def _add(total: dict, part: dict) -> None:
    for p, c in part.items():
        total[p] = total.get(p, 0) + c


def settle_model(contrib: dict, folded: set, dead: int, order: list, high: dict,
                 low: dict | None = None, **conv) -> dict:
    """Chips back per player. ``contrib``: live chips each put in (antes excluded, they are
    ``dead``); ``order``: position order from the left of the button (odd-chip order, and
    PokerKit's player order); ``high[p]``: comparable, greater is better; ``low[p]``:
    comparable, greater is better, or None (``low`` is None for high-only games)."""
    c = {p: contrib.get(p, 0) for p in order}
    out = {p: 0 for p in order}
    ranked = sorted(c.values(), reverse=True)
    top = [p for p in order if c[p] == ranked[0]]
    if len(top) == 1 and len(ranked) > 1 and ranked[0] > ranked[1]:
        out[top[0]] += ranked[0] - ranked[1]   # uncalled
        c[top[0]] = ranked[1]
    live = [p for p in order if p not in folded]
    if len(live) == 1:
        out[live[0]] += sum(c.values()) + dead
        return out

    def pots_for(contenders: list) -> list:
        levels = sorted({c[p] for p in live})
        pots, below = [], 0
        for i, lv in enumerate(levels):
            amount = sum(min(x, lv) - min(x, below) for x in c.values())
            if i == 0:
                amount += dead
            if i == len(levels) - 1:
                amount += sum(max(x - lv, 0) for x in c.values())
            elig = [p for p in contenders if c[p] >= lv]
            if pots and pots[-1][1] == elig:
                pots[-1][0] += amount        # same contenders: one pot
            elif amount:
                pots.append([amount, elig])
            below = lv
        return pots

    any_low = low is not None and any(low.get(p) is not None for p in live)

    def award(pots: list) -> tuple[dict, set]:
        total: dict = {}
        winners: set = set()
        for amount, elig in pots:
            if len(elig) == 1:
                _add(total, {elig[0]: amount})
                winners.add(elig[0])
                continue
            best = max(high[p] for p in elig)
            hi = [p for p in elig if high[p] == best]
            lows = [p for p in elig if low is not None and low.get(p) is not None]
            if low is None or not lows and not (conv["low_from_anyone"] and any_low):
                _add(total, _split(amount, hi, conv["odd_chips_to_first"]))
                winners |= set(hi)
                continue
            if lows:
                bl = max(low[p] for p in lows)
                lo = [p for p in lows if low[p] == bl]
                winners |= set(lo)
            else:   # PokerKit: nobody eligible has a low, the eligible players tie for it
                lo = list(elig)
            winners |= set(hi)
            if set(hi) == set(lo) and not conv["halves_when_same_winners"]:
                _add(total, _split(amount, hi, conv["odd_chips_to_first"]))
                continue
            high_half = amount - amount // 2
            _add(total, _split(high_half, hi, conv["odd_chips_to_first"]))
            _add(total, _split(amount - high_half, lo, conv["odd_chips_to_first"]))
        return total, winners

    pots = pots_for(live)
    paid, winners = award(pots)
    if conv["merge_after_muck"]:   # PokerKit kills the losing hands, then cuts the pots
        paid, _ = award(pots_for([p for p in live if p in winners]))
    _add(out, paid)
    return out


def differing_conventions(*args, **kwargs) -> list[str]:
    """The conventions that, switched alone to PokerKit's, change this hand's payouts."""
    base = settle_model(*args, **kwargs, **RULES)
    return [k for k in CONVENTIONS
            if settle_model(*args, **kwargs, **{**RULES, k: True}) != base]


def pokerkit_stacks(text: str) -> list[int]:
    """Replay PHH text with PokerKit and return its final stacks. Unlike PokerKit's own
    ``state_actions`` (which tries to repair a file), an action PokerKit refuses raises its
    ``ValueError`` with PokerKit's message."""
    from pokerkit import HandHistory
    from pokerkit.notation import parse_action

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # it prefers to deal from its own shuffled deck
        state = HandHistory.loads(text).create_state()

        def step() -> bool:   # one of the dealer's chores that the file does not spell out
            for can, do in ((state.can_post_ante, state.post_ante),
                            (state.can_collect_bets, state.collect_bets),
                            (state.can_post_blind_or_straddle, state.post_blind_or_straddle),
                            (state.can_burn_card, lambda: state.burn_card("??")),
                            (state.can_select_runout_count, state.select_runout_count),
                            (state.can_kill_hand, state.kill_hand),
                            (state.can_push_chips, state.push_chips),
                            (state.can_pull_chips, state.pull_chips)):
                if can():
                    do()
                    return True
            return False

        for action in HandHistory.loads(text).actions:
            while True:
                try:
                    parse_action(state, action)
                    break
                except ValueError:
                    if not step():
                        raise
        while state.status and step():
            pass
    assert not state.status, "PokerKit did not finish the hand"
    return list(state.stacks)


# ---------------------------------------------------------------------------------------------
# Random hands played on pokerlib's tables
# ---------------------------------------------------------------------------------------------

def random_aof_hand(k: int, rng: random.Random) -> AofHand:
    """2-9 players, short and deep stacks (side pots), no ante / antes / a big-blind ante."""
    n = rng.randint(2, 9)
    names = [f"P{i}" for i in range(n)]
    kind = rng.choice(["none", "each", "big-blind"])
    rules = AofRules(stack=20, small_blind=1, big_blind=2,
                     ante=rng.randint(1, 3) if kind != "none" else 0, ante_kind=kind)
    stacks = {p: rng.choice([rng.randint(1, 6), rng.randint(5, 40), 16]) for p in names}
    button = rng.choice(names)
    deck = Deck(seed=k)
    if k % 4 == 0:   # a broadway board that nobody can beat: everyone still in ties
        b = names.index(button)
        order = [names[(b + 1 + i) % n] for i in range(n)]
        deck = stacked_deck(order, {}, board="As Kh Qd Jc Th", seed=k)
    h = AofHand(stacks, button=button, rules=rules, deck=deck)
    while not h.is_over:
        # where nobody can bet against the player, PHH asks nothing: all-in is a check there
        fold = rng.random() < 0.4 and not nothing_to_decide(h)
        h.fold() if fold else h.all_in()
    return h


def _aof_inputs(h: AofHand) -> tuple:
    order = list(h.order)
    high = {}
    if len(h.live) > 1:
        high = {p: ref.best_key([ref.from_index(c) for c in h.holes[p] + h.board])
                for p in h.live}
    return dict(h.bets), set(h.folded), sum(h.antes.values()), order, high


STRUCTURES = {"FO/8": BettingRules.limit(2, 4), "PO/8": BettingRules.pot_limit(1, 2),
              "NO/8": BettingRules.no_limit(1, 2)}


def random_omaha_hand(variant: str, k: int, rng: random.Random, stop_after: int | None = None):
    """2-6 players with short and deep stacks, random legal actions. Choices PokerKit refuses
    are left out (each is named in docs/phh.md and shown by a named test below): raising
    when nobody can put in more than the bet, and, in limit, raising
    after an all-in that was not a full bet (limit completes or reopens by docs/rules.md; PokerKit's
    pot-limit class wants a full pot-limit raise on top)."""
    n = rng.randint(2, 6)
    t = OmahaTable(OmahaRules(STRUCTURES[variant]), seats=n, seed=k)
    for i in range(n):
        t.sit(i, f"S{i}", rng.choice([rng.randint(3, 15), rng.randint(20, 120)]))
    h = t.start_hand()
    while not h.is_over and (stop_after is None or len(h.actions) < stop_after):
        legal = t.legal_actions()
        r = h.round
        others = [q for q in r.live if q != r.to_act]
        someone_calls_more = any(r.stack(q) + r.bet_of(q) > r.current_bet for q in others)
        opts: list = []
        if legal.check:
            opts += [("check",), ("check",), ("check",), ("fold",)]
        if legal.call is not None:
            opts += [("call",), ("call",), ("fold",)]
        short_all_in = variant == "FO/8" and _short_all_in(r)
        for name, span in (("bet", legal.bet), ("raise_to", legal.raise_to)):
            if span and someone_calls_more and not short_all_in:
                opts.append((name, rng.choice([span[0], span[1], rng.randint(*span)])))
        if legal.all_in is not None and rng.random() < 0.3 and (
                legal.all_in <= r.current_bet
                or someone_calls_more and not short_all_in):
            opts.append(("all_in",))
        choice = rng.choice(opts)
        getattr(t, choice[0])(*choice[1:])
    return t, h


def _short_all_in(r) -> bool:
    """Whether this limit round has had an all-in bet or raise smaller than a full bet."""
    level = r.rules.big_blind if r.street == "preflop" else 0
    for a in r.actions:
        if a.kind in ("bet", "raise"):
            if a.all_in and a.to - level < r.unit:
                return True
            level = max(level, a.to)
    return False


def _position_order(h) -> list:
    seats = sorted(h.seats)
    k = next((i for i, s in enumerate(seats) if s > h.button), 0)
    return seats[k:] + seats[:k]


def _omaha_inputs(h) -> tuple:
    rec = h.record
    order = _position_order(h)
    live = [p for p in order if p not in rec.folded]
    board = [ref.from_index(c) for c in h.board]
    high, low = {}, {}
    if len(live) > 1:
        for p in live:
            hole = [ref.from_index(c) for c in h.hole[p]]
            high[p] = ref.omaha_high_key(hole, board)
            lo = ref.omaha_low_key(hole, board)
            low[p] = None if lo is None else tuple(-x for x in lo)   # greater is better
    return (dict(rec.settlement.contributions), set(rec.folded), rec.settlement.dead, order,
            high, low)


def _as_pokerkit_fo8(history: phh.HandHistory) -> str:
    """PokerKit's FO/8 class plays pot-limit with the small/big bet as the minimum bet: a PO/8
    file with small_bet = big_bet = the big blind is pot-limit Omaha hi/lo to PokerKit."""
    if history.variant == "FO/8":
        return history.dumps()
    bb = history["blinds_or_straddles"][1]
    return history.replace(variant="FO/8", min_bet=None, small_bet=bb, big_bet=bb).dumps()


# ---------------------------------------------------------------------------------------------
# Round trips: pokerlib -> PHH -> pokerlib
# ---------------------------------------------------------------------------------------------

def _without_seating(h: phh.HandHistory) -> phh.HandHistory:
    return h.replace(seats=None, seat_count=None)


def test_aof_round_trip_2000_hands():
    rng = random.Random(11)
    for k in range(2000):
        hand = random_aof_hand(k, rng)
        history = phh.to_phh(hand)
        text = history.dumps()
        r = phh.replay(text)
        assert r.ok, (k, text, r.describe())
        assert list(r.finishing_stacks.values()) == [hand.stacks[p] for p in hand.order]
        assert sum(r.finishing_stacks.values()) == sum(hand.start.values())
        # the replayed table writes the same file again (seat numbers aside)
        assert _without_seating(phh.to_phh(r.hand)) == _without_seating(phh.loads(text))


@pytest.mark.parametrize("variant", ["FO/8", "PO/8", "NO/8"])
def test_omaha_round_trip_400_hands_each(variant):
    rng = random.Random({"FO/8": 13, "PO/8": 17, "NO/8": 19}[variant])  # not hash(): salted
    for k in range(400):
        table, hand = random_omaha_hand(variant, k, rng)
        text = phh.to_phh(hand).dumps()
        r = phh.replay(text)
        assert r.ok, (k, text, r.describe())
        after = dict(hand.record.stacks_after)
        assert list(r.finishing_stacks.values()) == [after[s] for s in _position_order(hand)]
        again = phh.to_phh(r.hand)
        assert _without_seating(again) == _without_seating(phh.loads(text))


@pytest.mark.parametrize("variant", ["FO/8", "NO/8"])
def test_a_hand_stopped_anywhere_replays_to_the_same_decision(variant):
    rng = random.Random(41)
    stopped = 0
    for k in range(300):
        table, hand = random_omaha_hand(variant, k, rng, stop_after=rng.randint(0, 12))
        r = phh.replay(phh.to_phh(hand).dumps())
        if hand.is_over:
            assert r.ok
            continue
        stopped += 1
        assert not r.complete and r.to_act == table.names[table.to_act]
        assert r.legal == table.legal_actions().describe()
        assert r.finishing_stacks == {table.names[s]: hand.stack(s)
                                      for s in _position_order(hand)}
        assert r.pots[0]["amount"] == hand.pot
    assert stopped > 150


def test_oasis_round_trip_1000_hands():
    rng = random.Random(5)
    presets = list(OasisRules.presets().values())
    for k in range(1000):
        rules = presets[k % len(presets)]
        g = OasisGame(ante=rng.choice([1, 5, 10]), balance=rng.randint(40, 300), rules=rules,
                      deck=Deck(seed=k))
        if rng.random() < 0.7 and g.legal_exchange_counts():
            count = rng.choice(g.legal_exchange_counts())
            g.exchange(rng.sample(list(g.hand), count))
        if "fold" in g.legal_actions() and (rng.random() < 0.3
                                            or "raise" not in g.legal_actions()):
            g.fold()
        else:
            g.raise_()
        history = phh.to_phh(g)
        r = phh.replay(history.dumps())
        assert r.ok and r.finishing_stacks == {"Player": g.settlement.balance_after}
        if g.folded:   # the dealer's hidden cards are never shown after a fold
            assert r.settlement == replace(g.settlement, dealer_cards=r.settlement.dealer_cards)
        else:
            assert r.settlement == g.settlement
        assert phh.to_phh(r.hand) == history


# ---------------------------------------------------------------------------------------------
# pokerlib -> PHH -> PokerKit
# ---------------------------------------------------------------------------------------------

def _check_against_pokerkit(text, inputs, behind, ours, named: Counter) -> None:
    paid = settle_model(*inputs, **RULES)
    assert ours == [behind[i] + paid[p] for i, p in enumerate(inputs[3])], "pokerlib != RULES"
    theirs = pokerkit_stacks(text)
    expected = [behind[i] + c for i, c in
                enumerate(settle_model(*inputs, **POKERKIT)[p] for p in inputs[3])]
    assert theirs == expected, ("PokerKit != its model", text)
    if theirs != ours:
        cases = differing_conventions(*inputs)
        assert cases, ("an unexplained difference from PokerKit", text)
        named.update(cases)
    else:
        named["agree"] += 1


def test_aof_hands_against_pokerkit():
    rng = random.Random(23)
    named: Counter = Counter()
    for k in range(1000):
        hand = random_aof_hand(k, rng)
        text = phh.to_phh(hand).dumps()
        inputs = _aof_inputs(hand)
        behind = [hand.behind[p] for p in hand.order]
        _check_against_pokerkit(text, inputs, behind, [hand.stacks[p] for p in hand.order],
                                named)
    print(dict(named))
    assert named["agree"] > 900 and named["odd_chips_to_first"] > 0


@pytest.mark.parametrize("variant", ["FO/8", "PO/8"])
def test_omaha_hands_against_pokerkit(variant):
    rng = random.Random(31 if variant == "FO/8" else 37)
    named: Counter = Counter()
    for k in range(500):
        table, hand = random_omaha_hand(variant, k, rng)
        history = phh.to_phh(hand)
        inputs = _omaha_inputs(hand)
        order = inputs[3]
        after = dict(hand.record.stacks_after)
        payouts = hand.record.settlement.payouts
        behind = [after[s] - payouts.get(s, 0) for s in order]
        _check_against_pokerkit(_as_pokerkit_fo8(history), inputs, behind,
                                [after[s] for s in order], named)
    print(dict(named))
    assert named["agree"] > 450


# ---------------------------------------------------------------------------------------------
# Named hands: each known difference on its own (docs/phh.md lists them)
# ---------------------------------------------------------------------------------------------

def hand_text(variant: str, stacks, actions, **bets) -> str:
    n = len(stacks)
    sizes = "".join(f"{k} = {v}\n" for k, v in bets.items()) or "min_bet = 2\n"
    return (f'variant = "{variant}"\nantes = {[0] * n}\n'
            f"blinds_or_straddles = {[1, 2] + [0] * (n - 2)}\n{sizes}"
            f"starting_stacks = {list(stacks)}\nactions = {actions!r}\n").replace("'", '"')


def both(text: str, pokerkit_text: str | None = None) -> tuple[list, list]:
    ours = list(phh.replay(text).finishing_stacks.values())
    return ours, pokerkit_stacks(pokerkit_text or text)


def test_named_odd_chips_among_three_tied_winners():
    """AoF: three players all-in for 5 tie on a board royal flush; the big blind's folded 2
    makes the pot 17. docs/rules.md: one odd chip each from the left of the button (6, 6, 5);
    PokerKit: both odd chips to the first winner (7, 5, 5)."""
    text = hand_text("NT", [5, 16, 5, 5], [
        "d dh p1 2h3h", "d dh p2 ????", "d dh p3 4d5d", "d dh p4 6c7c",
        "p3 cbr 5", "p4 cc", "p1 cc", "p2 f", "p1 sm 2h3h", "p3 sm 4d5d", "p4 sm 6c7c",
        "d db AsKsQs", "d db Js", "d db Ts"])
    ours, theirs = both(text)
    assert ours == [6, 14, 6, 5]
    assert theirs == [7, 14, 5, 5]


def test_named_same_players_win_both_halves():
    """FO/8 heads-up: both hold A-2 and make the same wheel straight and the same wheel low on
    3c 4d 5h Kc Qd; pot 14. docs/rules.md: the whole pot split as one, 7/7. PokerKit: each half
    split with its odd chip to the first player, 8/6."""
    text = hand_text("FO/8", [7, 7], [
        "d dh p1 Ah2h9c9d", "d dh p2 As2s9h9s", "p2 cc", "p1 cc", "d db 3c4d5h",
        "p1 cbr 2", "p2 cc", "d db Kc", "p1 cbr 3", "p2 cc",
        "p1 sm Ah2h9c9d", "p2 sm As2s9h9s", "d db Qd"], small_bet=2, big_bet=4)
    ours, theirs = both(text)
    assert ours == [7, 7]
    assert theirs == [8, 6]
    (pot,) = phh.replay(text).pots
    assert pot["how"] == "scoop" and pot["shares"] == {"p1": 7, "p2": 7}


LOW_FROM_ANYONE = ["d dh p1 Ah4c9s9d", "d dh p2 8s8hQdJd", "d dh p3 KcQcJcTc",
                   "d dh p4 ????????", "p3 cbr 7", "p4 cbr 20", "p1 cc", "p2 cbr 60", "p4 f",
                   "p1 sm Ah4c9s9d", "p2 sm 8s8hQdJd", "p3 sm KcQcJcTc",
                   "d db 2c3d7h", "d db Kd", "d db Ks"]


def test_named_side_pot_without_an_eligible_low():
    """Pot-limit Omaha hi/lo: only the short p1 has a low. Side pot 1 (12 chips: p2, p3) has
    no eligible low, so docs/rules.md gives it all to p3's kings; PokerKit still halves it and
    splits the low half between its contenders (p2 stays in because it wins side pot 2)."""
    text = hand_text("PO/8", [3, 100, 7, 100], LOW_FROM_ANYONE)
    r = phh.replay(text)
    assert [(p["amount"], p["eligible"], p["shares"]) for p in r.pots] == [
        (12, ["p1", "p2", "p3"], {"p3": 6, "p1": 6}),
        (12, ["p2", "p3"], {"p3": 12}),
        (26, ["p2"], {"p2": 26})]
    assert r.uncalled == {"p2": 40}
    pokerkit_text = hand_text("FO/8", [3, 100, 7, 100], LOW_FROM_ANYONE, small_bet=2,
                              big_bet=2)
    ours, theirs = both(text, pokerkit_text)
    assert ours == [6, 106, 18, 80]
    assert theirs == [6, 109, 15, 80]


def test_named_pots_with_the_same_contenders_after_mucks():
    """AoF: A all-in 5, D all-in 8, C and B 16; B and C tie with A-K on Qs Js 9d 7c 2h.
    docs/rules.md settles the main pot 21 (11/10), side pot 9 (5/4) and side pot 16 (8/8) one
    by one: B 24, C 22. PokerKit mucks A and D, merges the three pots (same contenders) and
    splits 46: 23/23."""
    text = hand_text("NT", [16, 16, 5, 8, 16], [
        "d dh p1 ????", "d dh p2 AhKd", "d dh p3 3c4d", "d dh p4 5c6d", "d dh p5 AcKh",
        "p3 cbr 5", "p4 cbr 8", "p5 cbr 16", "p1 f", "p2 cc",
        "p2 sm AhKd", "p3 sm 3c4d", "p4 sm 5c6d", "p5 sm AcKh",
        "d db QsJs9d", "d db 7c", "d db 2h"])
    ours, theirs = both(text)
    assert ours == [15, 24, 0, 0, 22]
    assert theirs == [15, 23, 0, 0, 23]


def test_named_pokerkit_fixed_limit_class_plays_pot_limit():
    """PokerKit 0.7's FixedLimitOmahaHoldemHighLowSplitEightOrBetter uses the pot-limit
    mixin: a raise to 6 in a $2/$4 game is pot-limit's maximum to PokerKit, an illegal size
    to pokerlib; and after an all-in bet of 1 on the turn pokerlib completes to one full bet
    of 4 where PokerKit wants 5."""
    over = hand_text("FO/8", [100, 100], ["d dh p1 ????????", "d dh p2 ????????",
                                          "p2 cbr 6", "p1 f"], small_bet=2, big_bet=4)
    assert pokerkit_stacks(over) == [98, 102]
    with pytest.raises(phh.PHHActionError, match=r"action 2 \('p2 cbr 6'\): p2 cannot raise "
                       r"to 6: the limit maximum is 4"):
        phh.replay(over)
    complete = hand_text("FO/8", [100, 3, 100], [
        "d dh p1 ????????", "d dh p2 ????????", "d dh p3 ????????",
        "p3 cc", "p1 cc", "p2 cc", "d db 2c3d7h", "p1 cc", "p2 cc", "p3 cc", "d db Kd",
        "p1 cc", "p2 cbr 1", "p3 cbr 4", "p1 f"], small_bet=2, big_bet=4)
    r = phh.replay(complete)
    assert not r.complete and "deals 4 of the 5 board cards" in r.reason
    # pokerlib takes p3's completion of the all-in 1 to one full bet of 4
    assert [(a.kind, a.to) for a in r.hand.record.actions if a.street == "turn"] == [
        ("check", 0), ("bet", 1), ("raise", 4), ("fold", 0)]
    with pytest.raises(ValueError, match="below the minimum allowed 5"):
        pokerkit_stacks(complete)


def test_named_all_in_of_half_a_bet_reopens_the_limit_betting():
    """docs/rules.md (Decision): in limit an all-in of at least half a bet is a full raise and
    reopens the betting; p1, who already bet, may raise again. PokerKit refuses."""
    text = hand_text("FO/8", [100, 100, 10], [
        "d dh p1 AhKh2c3c", "d dh p2 QsQd9s9d", "d dh p3 JcTc8h7h",
        "p3 cc", "p1 cc", "p2 cc", "d db 2d5s9c", "p1 cbr 2", "p2 cc", "p3 cc",
        "d db Ks", "p1 cbr 4", "p2 cc", "p3 cbr 6", "p1 cbr 10", "p2 cc",
        "d db 4h", "p1 cbr 4", "p2 f",
        "p1 sm AhKh2c3c", "p3 sm JcTc8h7h"], small_bet=2, big_bet=4)
    r = phh.replay(text)
    assert r.ok and r.complete and sum(r.finishing_stacks.values()) == 210
    assert [(a.kind, a.to) for a in r.hand.record.actions if a.street == "turn"] == [
        ("bet", 4), ("call", 4), ("raise", 6), ("raise", 10), ("call", 10)]
    with pytest.raises(ValueError, match="Short all-in cannot be raised|already acted"):
        pokerkit_stacks(text)


def test_folding_when_a_check_is_free_and_checks_the_table_lets_through():
    """Both programs accept a fold when a check is free (the Omaha big blind folds its
    option). The AoF table lets a covered player through without a decision (nobody can bet
    against them); PHH, like PokerKit, still asks them and the file says 'cc'."""
    text = hand_text("FO/8", [100, 100], ["d dh p1 ????????", "d dh p2 ????????",
                                          "p2 cc", "p1 f"], small_bet=2, big_bet=4)
    ours, theirs = both(text)
    assert ours == theirs == [98, 102]
    # three-handed, antes 3: p3 is all-in for 1 more, p1 folds; the big blind has 2 in
    aof = hand_text("NT", [16, 16, 4], ["d dh p1 Td3h", "d dh p2 9hQd", "d dh p3 3cJc",
                                        "p3 cc", "p1 f", "p2 cc", "p2 sm 9hQd", "p3 sm 3cJc",
                                        "d db Js4c8h", "d db 5h", "d db 8s"]).replace(
        "antes = [0, 0, 0]", "antes = [3, 3, 3]")
    ours, theirs = both(aof)
    assert ours == theirs == [12, 12, 12]


def test_named_raise_that_nobody_can_call_in_full():
    """p3 is all-in for 7 and the big blind has 6 in all: pokerlib lets p1 raise (the big
    blind still has chips), the excess comes back uncalled; PokerKit refuses the raise as
    pointless. Written as a call, both agree on every chip."""
    acts = ["d dh p1 AhKh2c3c", "d dh p2 QsQd9s9d", "d dh p3 JcTc8h7h",
            "p3 cbr 7", "p1 cbr 20", "p2 cc", "p1 sm AhKh2c3c", "p2 sm QsQd9s9d",
            "p3 sm JcTc8h7h", "d db 2d5s9c", "d db Ks", "d db 4h"]
    text = hand_text("PO/8", [50, 6, 7], acts)
    r = phh.replay(text)
    assert r.complete and r.uncalled == {"p1": 13}
    pokerkit_text = hand_text("FO/8", [50, 6, 7], acts, small_bet=2, big_bet=2)
    with pytest.raises(ValueError, match="no reason to complete, bet, or raise"):
        pokerkit_stacks(pokerkit_text)
    as_call = [a.replace("p1 cbr 20", "p1 cc") for a in acts]
    ours, theirs = both(hand_text("PO/8", [50, 6, 7], as_call),
                        hand_text("FO/8", [50, 6, 7], as_call, small_bet=2, big_bet=2))
    assert ours == theirs == list(r.finishing_stacks.values())


def test_named_a_muck_does_not_forfeit_in_pokerlib():
    """docs/rules.md: the software awards every pot to the best hands regardless of who shows.
    pokerlib replays a file whose winner mucks and still pays the winner; PokerKit treats the
    muck as giving up the pot."""
    h = phh.load_example("omaha_nuts_both_ways")
    acts = [a for a in h.actions if " sm" not in a] + ["p2 sm", "p1 sm KcKh9s9c"]
    text = h.replace(actions=acts, finishing_stacks=None).dumps()
    ours, theirs = both(text)
    assert ours == [88, 112]
    assert theirs == [112, 88]


def test_the_worked_examples_read_the_same_in_pokerkit():
    """The course's example files are standard PHH where they say NT or FO/8: PokerKit reads
    every complete one and ends with the recorded finishing stacks."""
    checked = 0
    for name in phh.examples():
        h = phh.load_example(name)
        if h.variant in ("NT", "FO/8") and phh.replay(h).complete:
            assert pokerkit_stacks(h.dumps()) == list(h.finishing_stacks), name
            checked += 1
    assert checked == 6


def test_omaha_sessions_with_sit_outs_posts_and_newcomers_round_trip():
    """Players sit out, come back posting their missed blinds (big blind live, small blind
    dead) or waiting, newcomers post or wait, busted players leave: every hand the table plays
    is written (with pokerlib's ``_blinds``/``_big_blind``/``_posts`` extension when the forced
    bets are not in PHH's standard places) and replays to the same stacks."""
    from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4, SimpleBot

    rng = random.Random(3)
    extension = hands = 0
    for session in range(12):
        t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=6, seed=session)
        for i in range(4):
            t.sit(i, f"P{i}", 60)
        bot = SimpleBot(seed=session)
        for number in range(30):
            for s in list(t.names):
                status = t.status(s)
                if status == "playing" and rng.random() < 0.1:
                    t.sit_out(s)
                elif status == "sitting out" and rng.random() < 0.4:
                    t.sit_in(s, post=rng.random() < 0.7)
                elif status == "out of chips":
                    t.leave(s)
            free = [s for s in range(6) if s not in t.names]
            if free and rng.random() < 0.1:
                t.sit(rng.choice(free), f"N{number}", 40, post=rng.random() < 0.5)
            if sum(t.status(s) in ("playing", "will post") for s in t.names) < 2:
                continue
            t.start_hand()
            while t.to_act is not None:
                bot.act(t)
            rec = t.history_page(0)
            history = phh.to_phh(t.hand)
            extension += "_big_blind" in history
            r = phh.replay(history.dumps())
            assert r.ok, (history.dumps(), r.describe())
            assert r.finishing_stacks == {name: dict(rec.stacks_after)[s]
                                          for s, name in rec.names}
            hands += 1
    assert hands > 300 and extension > 30


# the two files of issue 10 (../shared/reliability/short_bb_fo8.phh, equal_blinds_nt.phh)
SHORT_BIG_BLIND_FO8 = """variant = "FO/8"
antes = [0, 0, 0, 0]
blinds_or_straddles = [2, 4, 0, 0]
small_bet = 4
big_bet = 8
starting_stacks = [191, 3, 137, 11]
actions = [
  "d dh p1 4h6dJhKh", "d dh p2 7dJs9c7s", "d dh p3 2s2h6h9d", "d dh p4 9hTd4sQs",
  "p3 cc", "p4 cc", "p1 f",
  "d db 8cQhAh", "p3 cc", "p4 f",
  "p2 sm 7dJs9c7s", "p3 sm 2s2h6h9d",
  "d db 3c", "d db 8s",
]
"""

EQUAL_BLINDS_NT = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [2, 2]
min_bet = 2
starting_stacks = [50, 22]
actions = ["d dh p1 7dTs", "d dh p2 9sJc", "p2 cbr 22", "p1 f"]
"""


def test_named_a_short_big_blind_is_called_in_full():
    """The big blind is all-in for 3 of a 4-chip blind. docs/rules.md (the big blind is the
    round's opening bet preflop) and card-room practice: a caller puts in the full big blind,
    4. PokerKit: a call matches the 3 chips actually posted."""
    ours, theirs = both(SHORT_BIG_BLIND_FO8)
    assert ours == [189, 6, 140, 7]
    assert theirs == [189, 6, 139, 8]
    r = phh.replay(SHORT_BIG_BLIND_FO8)
    assert r.hand.record.actions[0].to == 4          # p3's call is to the full big blind


def test_named_heads_up_equal_blinds():
    """Heads-up with equal blinds (2 and 2): the button (p2) posts the small-blind position
    and acts first preflop (docs/rules.md: heads-up the button posts the small blind and acts
    first). PokerKit picks the first player by blind size and refuses p2's action."""
    assert phh.replay(EQUAL_BLINDS_NT).finishing_stacks == {"p1": 48, "p2": 24}
    with pytest.raises(ValueError, match="not a valid player"):
        pokerkit_stacks(EQUAL_BLINDS_NT)
