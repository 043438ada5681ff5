"""The action notation: reading ``d dh p1 AsKs`` or ``p3 cbr 16`` into steps, and the cards a
file deals (checked so that no card is dealt twice).

* ``d dh p1 AsQs`` — the dealer deals hole cards to player 1 (``????`` = unknown cards);
* ``d db Qh9s2c`` — the dealer deals board cards; ``d dd ...`` the Oasis dealer's five cards;
* ``p3 f`` fold, ``p3 cc`` check or call, ``p3 cbr 16`` bet or raise **to** 16,
  ``p3 sm AsQs`` show (``p3 sm`` alone: muck), ``p1 sd 2d`` exchange (Oasis);
* anything after ``#`` is commentary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, CardError, Deck
from ..errors import DuplicateDealError, PHHActionError, PokerError
from .format import HandHistory

__all__ = [
    "Step", "parse_card_text", "parse_step", "parse_steps", "card_text", "DealLedger",
    "DealtCards", "collect_dealt_cards", "fill_unknown", "refusal",
]


@dataclass(frozen=True)
class Step:
    """One action of a file, read: ``verb`` is dh db dd f cc cbr sm sd, or "" for a line
    that is only a comment; ``player`` is 0-based; ``cards`` hold ``None`` for '??'."""

    index: int
    text: str
    verb: str
    player: int | None = None
    cards: tuple[Card | None, ...] | None = None
    amount: int | None = None
    dash: bool = False        # "sm -": show the cards already dealt


_CARD = re.compile(r"[2-9TJQKAtjqka?][cdhsCDHS?]")


def refusal(key: str, **fields: object) -> PokerError:
    """The reason of a refused action, said in either language (see pokerlib.error_messages)."""
    return PokerError(key=key, **fields)


def parse_card_text(step_index: int, text: str, cards: str) -> tuple[Card | None, ...]:
    """The cards of PHH card text (``AsKd``; ``??`` is an unknown card, read as ``None``)."""
    if len(cards) % 2 or not all(_CARD.fullmatch(cards[i:i + 2])
                                 for i in range(0, len(cards), 2)):
        raise PHHActionError(step_index, text, refusal("phh_card_text", value=cards))
    out: list[Card | None] = []
    for i in range(0, len(cards), 2):
        chunk = cards[i:i + 2]
        if "?" in chunk:
            if chunk != "??":
                raise PHHActionError(step_index, text, refusal("phh_unknown_card", value=chunk))
            out.append(None)
        else:
            try:
                out.append(Card(chunk))
            except CardError as e:
                raise PHHActionError(step_index, text, e) from None
    return tuple(out)


def parse_step(i: int, text: str, n: int, variant: str) -> Step:
    """Action ``i`` of a hand of ``n`` players, read (or :class:`PHHActionError`)."""
    words = text.split("#", 1)[0].split()
    if not words:
        return Step(i, text, "")

    def player(label: str) -> int:
        m = re.fullmatch(r"p([1-9][0-9]*)", label)
        if not m:
            raise PHHActionError(i, text, refusal("phh_not_actor", value=label, n=n))
        k = int(m.group(1))
        if k > n:
            raise PHHActionError(i, text, refusal("phh_no_player", label=label, n=n))
        return k - 1

    if words[0] == "d":
        if len(words) == 4 and words[1] == "dh":
            return Step(i, text, "dh", player(words[2]), parse_card_text(i, text, words[3]))
        if len(words) == 3 and words[1] == "db":
            return Step(i, text, "db", None, parse_card_text(i, text, words[2]))
        if len(words) == 3 and words[1] == "dd" and variant == "OASIS":
            return Step(i, text, "dd", None, parse_card_text(i, text, words[2]))
        allowed = "'d dh pN cards', 'd db cards'" + (", 'd dd cards'" if variant == "OASIS"
                                                      else "")
        raise PHHActionError(i, text, refusal("phh_dealer_action", allowed=allowed))
    p = player(words[0])
    verb, args = (words[1] if len(words) > 1 else ""), words[2:]
    if verb in ("f", "cc") and not args:
        return Step(i, text, verb, p)
    if verb == "cbr" and len(args) == 1:
        if not re.fullmatch(r"[0-9]{1,18}", args[0]):
            raise PHHActionError(i, text, refusal("phh_amount", value=args[0]))
        return Step(i, text, "cbr", p, amount=int(args[0]))
    if verb == "sm" and len(args) <= 1:
        if args and args[0] == "-":
            return Step(i, text, "sm", p, dash=True)
        return Step(i, text, "sm", p, parse_card_text(i, text, args[0]) if args else None)
    if verb == "sd" and len(args) <= 1:
        return Step(i, text, "sd", p, parse_card_text(i, text, args[0]) if args else ())
    raise PHHActionError(i, text, refusal("phh_player_action_oasis" if variant == "OASIS"
                                       else "phh_player_action"))


def parse_steps(history: HandHistory) -> list[Step]:
    """Every action of a hand, read."""
    n = history.player_count
    return [parse_step(i, a, n, history.variant) for i, a in enumerate(history.actions)]


def card_text(cards: Iterable[Card | None]) -> str:
    """PHH card text: ``AsKd``, ``??`` for an unknown card."""
    return "".join("??" if c is None else Card(c).code for c in cards)


class DealLedger:
    """Every known card dealt, and the step that dealt it (a card dealt twice is an error)."""

    def __init__(self) -> None:
        self.where: dict[Card, Step] = {}

    def add(self, step: Step, cards: Iterable[Card | None]) -> None:
        cards = list(cards)
        seen = set()
        for c in cards:
            if c is None:
                continue
            if c in seen:
                raise DuplicateDealError(key="phh_dealt_twice_same", index=step.index,
                                         action=step.text, card=c.code)
            if c in self.where:
                first = self.where[c]
                raise DuplicateDealError(key="phh_dealt_before", index=step.index,
                                         action=step.text, card=c.code, first=first.index,
                                         first_action=first.text)
            seen.add(c)
        for c in cards:
            if c is not None:
                self.where[c] = step

    def spares(self) -> list[Card]:
        """Cards the file never mentions, in a fixed order (to fill unknown cards)."""
        return [c for c in Deck().remaining if c not in self.where]


@dataclass
class DealtCards:
    """Hole cards and board a button-game file deals, checked for duplicates."""

    holes: list[tuple[Card | None, ...] | None]   # per player; None if never dealt
    board: list[Card | None]                      # in dealing order
    streets: list[int]                            # board cards per 'd db' action
    spares: list[Card]                            # cards the file never mentions


def collect_dealt_cards(steps: list[Step], n: int, hole_count: int) -> DealtCards:
    """The hole cards and board of a hold'em or Omaha file (shown cards fill unknown hole
    cards and must agree with what was dealt)."""
    ledger = DealLedger()
    holes: list[tuple[Card | None, ...] | None] = [None] * n
    board: list[Card | None] = []
    streets: list[int] = []
    sizes = (3, 1, 1)
    for s in steps:
        if s.verb == "dh":
            assert s.player is not None and s.cards is not None
            if holes[s.player] is not None:
                raise PHHActionError(s.index, s.text, refusal("phh_dealt_twice", p=s.player + 1))
            if len(s.cards) != hole_count:
                raise PHHActionError(s.index, s.text, refusal("phh_hole_count", count=hole_count,
                                                           got=len(s.cards)))
            ledger.add(s, s.cards)
            holes[s.player] = s.cards
        elif s.verb == "db":
            assert s.cards is not None
            k = len(streets)
            if k >= 3:
                raise PHHActionError(s.index, s.text, refusal("phh_board_complete"))
            if len(s.cards) != sizes[k]:
                street = ("flop", "turn", "river")[k]
                raise PHHActionError(s.index, s.text, refusal(
                    "phh_street_size", street=street, size=sizes[k], got=len(s.cards),
                    s="s" if sizes[k] > 1 else ""))
            ledger.add(s, s.cards)
            board.extend(s.cards)
            streets.append(len(s.cards))
    for s in steps:
        if s.verb != "sm" or s.dash or not s.cards:
            continue
        assert s.player is not None
        dealt = holes[s.player]
        if len(s.cards) != hole_count:
            raise PHHActionError(s.index, s.text, refusal("phh_show_all", hole_count=hole_count))
        if dealt is None:
            dealt = (None,) * hole_count
        if all(c is not None for c in dealt):
            if set(x for x in s.cards if x is not None) - set(dealt):
                raise PHHActionError(s.index, s.text, refusal(
                    "phh_dealt_other", p=s.player + 1, dealt=card_text(dealt),
                    shown=card_text(s.cards)))
            continue
        known = [c for c in dealt if c is not None]
        if any(c not in s.cards for c in known):
            raise PHHActionError(s.index, s.text, refusal(
                "phh_dealt_misfit", p=s.player + 1, dealt=card_text(dealt),
                shown=card_text(s.cards)))
        new = [c for c in s.cards if c is not None and c not in known]
        ledger.add(s, new)
        merged: list[Card | None] = [*known, *new]
        merged += [None] * (hole_count - len(merged))
        holes[s.player] = tuple(merged)
    return DealtCards(holes, board, streets, ledger.spares())


def fill_unknown(cards: Iterable[Card | None], spares: list[Card]) -> list[Card]:
    """The cards with each unknown one replaced by the next spare card (taken from spares)."""
    return [spares.pop(0) if c is None else c for c in cards]
