"""Cross-checks of pokerlib.phh: thousands of seeded random hands go pokerlib -> PHH ->
pokerlib and pokerlib -> PHH -> PokerKit, and every chip is accounted for.

Two settlement models, written out here independently of ``pokerlib.pots``, decide what each
program should pay: ``settle_model(..., **RULES)`` is RULES.md, ``settle_model(...,
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

pk = pytest.importorskip("pokerkit")

from pokerlib import phh  # noqa: E402
from pokerlib.aof import AofHand, AofRules, stacked_deck  # noqa: E402
from pokerlib.betting import BettingRules  # noqa: E402
from pokerlib.cards import Deck  # noqa: E402
from pokerlib.oasis import OasisGame, OasisRules  # noqa: E402
from pokerlib.omaha import OmahaRules, OmahaTable  # noqa: E402

import reference as ref  # noqa: E402  (tests/reference.py: the independent evaluator)

# ---------------------------------------------------------------------------------------------
# Settlement models
# ---------------------------------------------------------------------------------------------


# Each convention: False = RULES.md, True = PokerKit 0.7.
CONVENTIONS = {
    "odd_chips_to_first": "odd chips among three or more tied winners: PokerKit gives every "
                          "odd chip to the first winner in position order; RULES.md one each",
    "halves_when_same_winners": "same players win both halves: PokerKit splits each half "
                                "separately; RULES.md splits the whole pot as one",
    "low_from_anyone": "a side pot where no eligible player has a low: PokerKit still halves "
                       "it when any player has a low (the low half goes to its eligible "
                       "players as a tie); RULES.md gives it all to the best high",
    "merge_after_muck": "pots with the same contenders once the losing hands are mucked: "
                        "PokerKit merges them into one pot before splitting (one set of odd "
                        "chips); RULES.md settles main and side pots independently",
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
    """Replay PHH text with PokerKit (test-only dependency) and return the final stacks."""
    from pokerkit import HandHistory

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = None
        for state, _ in HandHistory.loads(text).state_actions:
            pass
    assert state is not None and not state.status, "PokerKit did not finish the hand"
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
        fold = rng.random() < 0.4 and not phh._no_decision(h)
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


def random_omaha_hand(variant: str, k: int, rng: random.Random):
    """2-6 players with short and deep stacks, random legal actions. Choices PokerKit refuses
    are left out (each is named in docs/phh.md and shown by a named test below): folding when
    a check is free, raising when nobody can put in more than the bet, and, in limit, raising
    after an all-in that was not a full bet (limit completes or reopens by RULES.md; PokerKit's
    pot-limit class wants a full pot-limit raise on top)."""
    n = rng.randint(2, 6)
    t = OmahaTable(OmahaRules(STRUCTURES[variant]), seats=n, seed=k)
    for i in range(n):
        t.sit(i, f"S{i}", rng.choice([rng.randint(3, 15), rng.randint(20, 120)]))
    h = t.start_hand()
    while not h.is_over:
        legal = t.legal_actions()
        r = h.round
        others = [q for q in r.live if q != r.to_act]
        someone_calls_more = any(r.stack(q) + r.bet_of(q) > r.current_bet for q in others)
        opts: list = []
        if legal.check:
            opts.append(("check",))
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
    rng = random.Random(hash(variant) % 1000)
    for k in range(400):
        table, hand = random_omaha_hand(variant, k, rng)
        text = phh.to_phh(hand).dumps()
        r = phh.replay(text)
        assert r.ok, (k, text, r.describe())
        after = dict(hand.record.stacks_after)
        assert list(r.finishing_stacks.values()) == [after[s] for s in _position_order(hand)]
        again = phh.to_phh(r.hand)
        assert _without_seating(again) == _without_seating(phh.loads(text))


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
