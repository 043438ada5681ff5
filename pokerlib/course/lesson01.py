"""Lesson 01's exercises (Oasis Poker): how each answer is checked and hinted."""

from __future__ import annotations

from typing import Any

from ..cards import Deck, format_cards, parse_cards
from ..errors import PokerError
from ..evaluate import HandCategory, best_high
from ..oasis import OasisGame, OasisRules, Option, advise
from .exercises import Exercise, register

__all__: list[str] = []


def _tie_after_exchange() -> int:
    game = OasisGame(ante=5, balance=50,
                     deck=Deck.stacked("As Kd Qh 2c 3c Ah Kc Qd 9s 7h 9c 7s"))
    game.exchange("2c 3c")
    return game.raise_().balance_after


register(Exercise(
    "01.1", "Ante 5 from 50, exchange two cards, raise, tie: the balance at the end?",
    expected=_tie_after_exchange,
    same=lambda answer, expected: answer == expected,
    hint=lambda answer, expected, lang: (
        "you paid the Ante (5), two exchange fees (5 each) and the Raise (10); on a tie the "
        "Ante and the Raise come back, the fees never do"),
    kind="compute"))

DEALER_HANDS = ("As Qd Jc Th 8s", "Ks Qd Jc Th 8s", "2s 2d 5c 7h 9s", "As Kd 4c 3h 2s")


def _qualifying() -> set[int]:
    rules = OasisRules.bgaming()
    return {i for i, hand in enumerate(DEALER_HANDS, start=1)
            if best_high(hand).score >= rules.qualifier_score}


def _as_numbers(answer: Any) -> set[int]:
    try:
        numbers = {int(x) for x in answer}
    except (TypeError, ValueError):
        raise PokerError("answer with the numbers of the qualifying hands, e.g. {1, 3}") from None
    return numbers


register(Exercise(
    "01.2", "Which of the four dealer hands qualify? (a set of their numbers 1-4)",
    expected=_qualifying,
    same=lambda answer, expected: _as_numbers(answer) == expected,
    hint=lambda answer, expected, lang: (
        "the dealer needs ace-king high or better: a high-card hand qualifies only with both an "
        "ace and a king, and any pair qualifies. "
        + "; ".join(f"{i}: {format_cards(h)} {best_high(h).describe()}"
                    for i, h in enumerate(DEALER_HANDS, start=1))),
    kind="predict"))

HAND, UPCARD = "As Kd 9h 5c 2c", "Qh"


def _option_label(answer: Any) -> str:
    text = str(answer).strip().lower()
    if text in ("fold", "raise"):
        return text
    cards = parse_cards(text.removeprefix("exchange "))
    return "exchange " + " ".join(sorted(c.code for c in cards))


def _label(option: Option) -> str:
    if option.action != "exchange":
        return option.action
    return "exchange " + " ".join(sorted(c.code for c in option.discard))


def _best_labels() -> set[str]:
    advice = advise(HAND, UPCARD)
    return {_label(o) for o in advice.options if o.ev == advice.best.ev}


def _advice_hint(answer: Any, expected: Any, lang: str) -> str:
    advice = advise(HAND, UPCARD)
    best = advice.best
    chosen = _option_label(answer)
    for o in advice.options:
        if _label(o) == chosen:
            return (f"{o.label} is worth {o.ev:+.3f} Antes; {best.label} is worth {best.ev:+.3f}, "
                    f"{best.ev - o.ev:.3f} Antes more")
    return f"that option is not allowed here; the best is {best.label} ({best.ev:+.3f} Antes)"


register(Exercise(
    "01.3", "A♠ K♦ 9♥ 5♣ 2♣ against the dealer's Q♥: 'fold', 'raise' or the cards to exchange?",
    expected=_best_labels,
    same=lambda answer, expected: _option_label(answer) in expected,
    hint=_advice_hint,
    kind="predict"))


def _flush_on_twenty() -> int:
    rules = OasisRules.bgaming()
    return rules.paytable[HandCategory.FLUSH] * 20


register(Exercise(
    "01.4", "You win with a flush on a Raise of 20 and the dealer qualifies: the Raise's "
            "winnings?",
    expected=_flush_on_twenty,
    same=lambda answer, expected: answer == expected,
    hint=lambda answer, expected, lang: (
        f"a flush pays {OasisRules.bgaming().paytable[HandCategory.FLUSH]}:1 on the Raise only "
        "(not on the fees), and the Raise itself comes back on top"),
    kind="compute"))
