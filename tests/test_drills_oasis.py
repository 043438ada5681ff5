"""The Oasis drill grades against the exact advisor: its best option is the advisor's (computed
here with every exchange of up to four cards exact), a wrong answer costs exactly the EV
difference, and answers it cannot read change nothing."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlib.cards import Card, format_cards, parse_cards
from pokerlib.course.drills import Grade, OasisDrill, OasisSpot
from pokerlib.errors import DrillError, PokerError, RulesError, TableError
from pokerlib.oasis import OasisRules, Option, advise
from pokerlib.oasis.advisor import advise_reference


@functools.cache
def full_advice(hand: tuple[Card, ...], upcard: Card):
    """The advisor's numpy reference path (BGaming rules), exact for every exchange of 0-4
    cards: independent of the compiled kernel the drill uses."""
    return advise_reference(hand, upcard, OasisRules.bgaming(), exact_up_to=4)


def option_of(advice, label: str) -> Option:
    return next(o for o in advice if (o.action if o.action != "exchange" else
                                       "exchange " + " ".join(map(str, o.discard))) == label)


def answer_for(option: Option) -> str | tuple[Card, ...]:
    return option.action if option.action != "exchange" else option.discard


@functools.cache
def dealt(seed: int, count: int) -> tuple[OasisSpot, ...]:
    drill = OasisDrill(seed=seed)
    return tuple(drill.next() for _ in range(count))


# --- the best option is the advisor's --------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1])
def test_best_agrees_with_advise(seed):
    drill = OasisDrill(seed=seed)
    for _ in range(3):
        spot = drill.next()
        advice = full_advice(spot.hand, spot.upcard)
        g = drill.assess("fold")
        top = advice.best.ev
        tied = [o for o in advice if top - o.ev <= 1e-9]
        assert option_of(advice, g.best) in tied           # one of the advisor's best options
        assert g.best_ev == pytest.approx(top, abs=1e-9)
        assert g.chosen_ev == -1.0
        assert g.ev_loss == pytest.approx(max(top + 1.0, 0.0), abs=1e-9)
        assert g.correct == (advice.option("fold") in tied)
        assert g.exact


def test_every_answer_costs_the_ev_difference():
    """Every fold, raise and exchange of 1-3 cards on one spot, against the advisor."""
    drill = OasisDrill(seed=4)
    spot = drill.next()
    advice = full_advice(spot.hand, spot.upcard)
    top = advice.best.ev
    checked = 0
    for o in advice:
        if len(o.discard) > 3:
            continue
        g = drill.assess(answer_for(o))
        assert g.chosen_ev == pytest.approx(o.ev, abs=1e-9)
        assert g.ev_loss == pytest.approx(top - o.ev if top - o.ev > 1e-9 else 0.0, abs=1e-9)
        assert g.correct == (top - o.ev <= 1e-9)
        if not g.correct:
            assert g.ev_loss > 0
            assert f"{g.ev_loss:.2f} Antes less" in g.explanation
        checked += 1
    assert checked == 2 + 5 + 10 + 10


def test_a_four_card_exchange_is_graded_exactly():
    drill = OasisDrill(seed=4)
    spot = drill.next()
    g = drill.assess(spot.hand[:4])
    exact = option_of(full_advice(spot.hand, spot.upcard),
                      "exchange " + " ".join(map(str, spot.hand[:4])))
    assert g.exact and g.se == 0 and "estimated" not in g.explanation
    assert not g.correct
    assert g.chosen_ev == pytest.approx(exact.ev, abs=1e-9)


def test_the_article_hand():
    """Q♠ Q♦ 8♥ 8♣ 2♦ against the K♠: raising beats exchanging the 2♦ (the article's play)."""
    drill = OasisDrill(seed=0)
    spot = drill.use(OasisSpot(1, parse_cards("Qs Qd 8h 8c 2d"), Card("Ks"),
                               OasisRules.bgaming()))
    advice = full_advice(spot.hand, spot.upcard)
    g = drill.grade("2d")
    assert g.best == "raise" and not g.correct
    assert g.ev_loss == pytest.approx(advice.option("raise").ev
                                      - advice.option("exchange", "2d").ev, abs=1e-9)
    assert "full house 4 times in 46" in g.explanation
    assert "Raising with two pair (queens and eights)" in g.explanation
    assert len(drill.record) == 1


def test_symmetric_exchanges_tie():
    """Exchanging the 6♠ or the 6♥ keeps the same ranks, no flush can come either way, and the
    same cards are out of the deck: the two are worth exactly the same."""
    drill = OasisDrill(seed=0)
    drill.use(OasisSpot(1, parse_cards("6s 6h Kc Kd 2s"), Card("9h"), OasisRules.bgaming()))
    a, b = drill.assess("6s"), drill.assess("6h")
    assert a.chosen_ev == pytest.approx(b.chosen_ev, abs=1e-12)
    assert a.ev_loss == pytest.approx(b.ev_loss, abs=1e-12) and a.ev_loss > 0


def test_tied_best_options_are_both_correct():
    spot = OasisSpot(1, parse_cards("6s 6h Kc Kd 2s"), Card("9h"), OasisRules.bgaming())
    options = [Option("exchange", (Card("6s"),), 0.5, fee=1),
               Option("exchange", (Card("6h"),), 0.5 - 1e-12, fee=1),
               Option("raise", (), 0.2), Option("fold", (), -1.0)]
    drill = OasisDrill(seed=0)
    for answer in ("6s", "6h"):
        g = drill.grade_spot(spot, (options, 500), answer)
        assert g.correct and g.ev_loss == 0.0 and "just as good" in g.explanation
    g = drill.grade_spot(spot, (options, 500), "raise")
    assert not g.correct and g.ev_loss == pytest.approx(0.3)


def test_a_five_card_best_option_is_graded_exactly():
    """Under Casino Senator's rules exchanging all five cards costs 1 Ante and can be best:
    it is exact like every other option, so the grade is exact too."""
    drill = OasisDrill(OasisRules.casino_senator(), seed=0)
    for _ in range(40):
        spot = drill.next()
        g = drill.assess("fold")
        if len(g.best.split()) == 6:  # "exchange" and five cards
            break
    else:
        pytest.fail("no spot where exchanging all five cards is best")
    assert g.exact and g.se == 0 and "estimated" not in g.explanation
    assert not g.correct and g.ev_loss > 0
    ref = advise_reference(spot.hand, spot.upcard, OasisRules.casino_senator(), exact_up_to=5)
    assert g.best_ev == pytest.approx(ref.best.ev, abs=1e-9)
    assert ref.best.label == "exchange " + format_cards(spot.hand)
    g5 = drill.assess(spot.hand)
    assert g5.correct and g5.ev_loss == 0.0 and g5.exact


def test_too_close_to_call():
    spot = OasisSpot(1, parse_cards("3c 9d 6s Qs Tc"), Card("2c"), OasisRules.casino_senator())
    five = tuple(spot.hand)
    options = [Option("fold", (), -1.0), Option("exchange", five, -1.03, False, 0.02, 1),
               Option("raise", (), -1.4)]
    drill = OasisDrill(OasisRules.casino_senator(), seed=0)
    g = drill.grade_spot(spot, (options, 4000), five)
    assert g.correct and not g.exact and g.ev_loss == pytest.approx(0.03)
    assert "either is right" in g.explanation
    g = drill.grade_spot(spot, (options, 4000), "fold")
    assert g.correct and "too close to call" in g.explanation
    g = drill.grade_spot(spot, (options, 4000), "raise")
    assert not g.correct and g.ev_loss == pytest.approx(0.4)


# --- reading answers -----------------------------------------------------------------------

def test_any_spelling_of_the_cards():
    drill = OasisDrill(seed=0)
    spot = drill.next()
    c = spot.hand[1]
    grades = [drill.assess(x) for x in (c.code, str(c), c.suit_symbol + c.rank_char,
                                        c.code.upper(), [c.code], (c,), c, f"exchange {c}",
                                        f"  {c.code.lower()} ")]
    assert len({(g.choice, g.chosen_ev) for g in grades}) == 1
    assert grades[0].choice == f"exchange {c}"
    assert drill.assess("FOLD").choice == "fold" and drill.assess(" Raise ").choice == "raise"


@pytest.mark.parametrize("bad, words", [
    ("Xx", "cannot read"), ("", "names no card"), ("exchange", "names no card"), ([], "names no"),
    ("check", "cannot read"), (None, "cannot read"), (3.5, "cannot read"),
    ("As As", "cannot read"),
])
def test_answers_that_cannot_be_read(bad, words):
    drill = OasisDrill(seed=0)
    drill.next()
    before = drill.state()
    with pytest.raises(DrillError, match=words):
        drill.grade(bad)
    assert drill.state() == before


def test_a_card_not_in_the_hand():
    drill = OasisDrill(seed=0)
    spot = drill.next()
    stranger = next(Card(i) for i in range(52) if Card(i) not in spot.hand)
    before = drill.state()
    with pytest.raises(DrillError, match="not in your hand"):
        drill.grade([spot.hand[0], stranger])
    assert drill.state() == before
    g = drill.grade(spot.hand[0])           # a good answer still works afterwards
    assert isinstance(g, Grade) and len(drill.record) == 1


def test_an_exchange_the_rules_forbid():
    rules = OasisRules(fees=(1, None, None, None, None), name="one card")
    drill = OasisDrill(rules, seed=0)
    spot = drill.next()
    before = drill.state()
    with pytest.raises(DrillError, match="do not allow exchanging 2 cards"):
        drill.grade(spot.hand[:2])
    assert drill.state() == before
    no_exchange = OasisDrill(OasisRules(max_exchanges=0, name="no exchange"), seed=0)
    spot = no_exchange.next()
    with pytest.raises(DrillError, match="allow no exchange"):
        no_exchange.grade(spot.hand[0])


def test_grade_before_next_and_twice():
    drill = OasisDrill(seed=0)
    with pytest.raises(DrillError, match="call next"):
        drill.grade("fold")
    with pytest.raises(DrillError, match="call next"):
        drill.assess("fold")
    drill.next()
    drill.grade("fold")
    before = drill.state()
    with pytest.raises(DrillError, match="already graded"):
        drill.grade("raise")
    assert drill.state() == before
    assert drill.assess("raise").choice == "raise"   # assessing another answer is allowed


def test_bad_drills_and_spots():
    with pytest.raises(RulesError):
        OasisDrill("BGaming")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="at most one exchange"):
        OasisDrill(OasisRules(max_exchanges=2))
    for seed in (-1, 1.5, True, "1", None):
        with pytest.raises(TableError, match="seed"):
            OasisDrill(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="five cards"):
        OasisSpot(1, parse_cards("As Ks"), Card("2c"), OasisRules.bgaming())
    with pytest.raises(TableError, match="five cards"):
        OasisSpot(1, parse_cards("As Ks Qs Js Ts"), Card("As"), OasisRules.bgaming())
    drill = OasisDrill(seed=0)
    with pytest.raises(DrillError, match="same rules"):
        drill.use(OasisSpot(1, parse_cards("As Ks Qs Js 9d"), Card("2c"),
                            OasisRules.galewind()))
    with pytest.raises(DrillError, match="OasisSpot"):
        drill.use("As Ks Qs Js 9d")
    assert drill.spot is None


# --- seeds -----------------------------------------------------------------------------------

def test_same_seed_same_spots():
    again = OasisDrill(seed=5)
    assert tuple(again.next() for _ in range(3)) == dealt(5, 3)
    assert dealt(6, 3) != dealt(5, 3)


def test_answers_do_not_change_the_next_spots():
    a, b = OasisDrill(seed=7), OasisDrill(seed=7)
    a.next()
    b.next()
    a.grade("fold")
    with pytest.raises(DrillError):
        b.grade("Zz")
    assert a.next() == b.next()


@settings(max_examples=6)
@given(seed=st.integers(0, 2**32))
def test_random_seeds(seed):
    drill = OasisDrill(seed=seed)
    spot = drill.next()
    g_fold = drill.assess("fold")
    g_raise = drill.assess("raise")
    best = g_fold.best_ev
    assert g_fold.best == g_raise.best and g_fold.best_ev == g_raise.best_ev
    for g in (g_fold, g_raise):
        assert g.ev_loss >= 0 and g.ev_loss == pytest.approx(max(best - g.chosen_ev, 0.0)
                                                             if best - g.chosen_ev > 1e-9 else 0)
        assert g.correct == (g.ev_loss == 0.0)
        assert g.explanation.count(". ") <= 1 and g.explanation.endswith(".")
    assert g_fold.chosen_ev == -1.0
    best_answer = g_fold.best if g_fold.best in ("fold", "raise") else \
        g_fold.best.split(maxsplit=1)[1]
    g = drill.grade(best_answer)
    assert g.correct and g.ev_loss == 0.0
    assert best == pytest.approx(max(o.ev for o in advise(spot.hand, spot.upcard,
                                                          exact_up_to=3, samples=500)
                                     if o.exact), abs=1e-9)
    assert OasisDrill(seed=seed).next() == spot


@settings(max_examples=30)
@given(junk=st.one_of(st.text(max_size=12), st.integers(), st.floats(), st.none(),
                      st.lists(st.text(max_size=3), max_size=3)))
def test_junk_answers_are_refused_or_graded(junk):
    drill = _junk_drill()
    before = drill.state()
    try:
        g = drill.assess(junk)
    except PokerError as exc:
        assert isinstance(exc, DrillError)
    else:
        assert isinstance(g, Grade)
    assert drill.state() == before


@functools.lru_cache(maxsize=1)
def _junk_drill() -> OasisDrill:
    drill = OasisDrill(seed=11)
    drill.next()
    return drill
