"""The hi/lo split drill: an Omaha Hi/Lo showdown with every hand face up; say how many chips
each player receives, graded chip for chip against :func:`pokerlib.pots.settle`.

A spot has 2 to 4 hands at the showdown (sometimes a player who folded after putting chips
in), a board, and contributions that make side pots, uncalled bets and odd chips. The rules are
those of ``docs/rules.md``: each pot is split high/low only if a player *eligible for it* has a
qualifying low (five different ranks 8 or lower); the odd chip of a split pot goes to the high
half; tied winners get odd chips one each in seat order from the left of the button; when the
same players win both halves they split the pot once as a whole.

The grade's ``ev_loss`` is the number of **chips misallocated**: the chips that would have to
move to turn the answer into the right one (``max`` of the chips given too many and the chips
given too few; the two are equal, since an answer is graded only when it hands out exactly the
chips on the table: an untouched all-zero answer or one that adds up to another total is
refused with a :class:`~pokerlib.errors.DrillError` that says so). ``best_ev`` is 0
and ``chosen_ev`` is minus that number; the unit is chips.

>>> drill = SplitDrill(seed=2)
>>> spot = drill.next()
>>> right = spot.payouts()
>>> drill.grade(right).correct
True
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...cards import Card, CardError, Deck, format_cards, parse_cards
from ...errors import DrillError, PokerError, TableError
from ...lang import Messages
from ...omaha import HandReading, read_hand
from ...pots import Award, PotSettlement, settle
from .base import Drill
from .grade import Grade
from .split_check import diagnose, pot_story

__all__ = ["SplitSpot", "SplitDrill", "NAMES", "MESSAGES"]

#: Seat names, in seat order.
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")
#: Spots with one pot, one winner and no low are kept with this probability.
KEEP_PLAIN = 0.2

#: The spot and the verdicts in words (the pots' own story is in split_check's table).
MESSAGES = Messages(
    en={
        "board": "Board {board}; the button is {button}; odd chips go in the order {order}.",
        "folded": "{p} put in {c} and folded.",
        "shown": "{p} put in {c}: {cards}, high {high}, low {low}.",
        "no_low": "no qualifying low", "sep": ", ", "share": "{p} {c}",
        "right": "Right: {recap}.", "recap_sep": "; ",
        "not_quite": "Not quite: {found}.", "found_sep": "; and ",
        "receives": "{p} receives {right}, not {given}", "diffs": "{diffs}: {recap}.",
    },
    ja={
        "board": "ボード {board}。ボタンは{button}。端数は{order}の順に配ります。",
        "folded": "{p}は{c}チップを入れてフォルドしました。",
        "shown": "{p}は{c}チップを入れ、{cards}を見せました（ハイは{high}、ローは{low}）。",
        "no_low": "クォリファイするローなし", "sep": "、", "share": "{p} {c}",
        "right": "内訳：{recap}。", "recap_sep": "。",
        "not_quite": "もう一歩です。{found}。", "found_sep": "。また、",
        "receives": "{p}が受け取るのは{given}ではなく{right}", "diffs": "{diffs}です。{recap}。",
    })


@dataclass(frozen=True)
class SplitSpot:
    """One showdown: ``players`` in seat order, the ``button``, the ``board``, the hands shown
    (``hands``: name and four cards), every player's ``contributions`` (chips put in) and who
    ``folded``."""

    number: int
    players: tuple[str, ...]
    button: str
    board: tuple[Card, ...]
    hands: tuple[tuple[str, tuple[Card, ...]], ...]
    contributions: tuple[tuple[str, int], ...]
    folded: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.number, int) or isinstance(self.number, bool) or self.number < 0:
            raise TableError(key="spot_number", number=self.number)
        players = self.players
        if not isinstance(players, tuple) or not 2 <= len(players) <= 9 \
                or not all(isinstance(p, str) and p for p in players) \
                or len(set(players)) != len(players):
            raise TableError(key="drill_players_are_different", players=players)
        if self.button not in players:
            raise TableError(key="drill_button_one", button=self.button, value=', '.join(players))
        if not isinstance(self.folded, tuple) or not all(isinstance(p, str) for p in self.folded) \
                or not set(self.folded) <= set(players):
            raise TableError(key="drill_folded_lists_players", folded=self.folded)
        live = [p for p in players if p not in self.folded]
        try:
            board = parse_cards(self.board, count=5)
            hands = tuple((p, parse_cards(c, count=4)) for p, c in self.hands)
            parse_cards(board + tuple(c for _, cs in hands for c in cs))
        except (CardError, TypeError, ValueError) as exc:
            raise TableError(key="drill_split_spot_needs", exc=exc) from None
        if sorted(p for p, _ in hands) != sorted(live) or len(live) < 2:
            raise TableError(key="drill_give_hole_cards", value=', '.join(live))
        try:   # ((player, chips), ...): anything else is refused below as not that
            put = dict(self.contributions) if isinstance(self.contributions, tuple) else {}
        except (TypeError, ValueError):
            put = {}
        if sorted(put) != sorted(players) or any(
                not isinstance(c, int) or isinstance(c, bool) or c < 0 for c in put.values()):
            raise TableError(key="drill_contributions_give_whole", contributions=self.contributions)
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "hands", tuple(sorted(hands, key=lambda x: players.index(x[0]))))
        object.__setattr__(self, "contributions",
                           tuple((p, put[p]) for p in players))

    @property
    def order(self) -> tuple[str, ...]:
        """Seats from the left of the button round to the button (odd-chip order)."""
        b = self.players.index(self.button)
        return self.players[b + 1:] + self.players[:b + 1]

    @property
    def readings(self) -> dict[str, HandReading]:
        """Each shown hand's best high and low (exactly 2 hole cards + 3 board cards)."""
        return {name: read_hand(cards, self.board) for name, cards in self.hands}

    @property
    def total(self) -> int:
        """Every chip on the table."""
        return sum(c for _, c in self.contributions)

    def settlement(self) -> PotSettlement:
        """The settlement by :func:`pokerlib.pots.settle` (computed each time)."""
        r = self.readings
        return settle(dict(self.contributions), self.folded, order=self.order,
                      high={p: v.high for p, v in r.items()},
                      low={p: v.low for p, v in r.items()})

    def payouts(self) -> dict[str, int]:
        """The right answer: chips each player receives."""
        return {str(p): c for p, c in self.settlement().payouts.items()}

    def describe(self, lang: str = "en") -> str:
        """The showdown in words, one line per player, in ``lang`` ("en" or "ja")."""
        sep = MESSAGES("sep", lang)
        lines = [MESSAGES("board", lang, board=format_cards(self.board), button=self.button,
                          order=sep.join(self.order))]
        r = self.readings
        put = dict(self.contributions)
        for p in self.players:
            if p in self.folded:
                lines.append(MESSAGES("folded", lang, p=p, c=put[p]))
                continue
            v = r[p]
            low = v.low.describe(lang) if v.low is not None else MESSAGES("no_low", lang)
            lines.append(MESSAGES("shown", lang, p=p, c=put[p],
                                  cards=format_cards(dict(self.hands)[p]),
                                  high=v.high.describe(lang), low=low))
        return "\n".join(lines)


def _interesting(s: PotSettlement) -> bool:
    r = s.results
    return (len(r) > 1 or bool(s.uncalled) or any(x.how in (Award.HIGH_LOW, Award.SCOOP) for x in r)
            or any(len(x.high_winners) > 1 for x in r))


class SplitDrill(Drill):
    """Hi/lo pot splits graded chip for chip: ``next()`` deals a :class:`SplitSpot`,
    ``grade({name: chips, ...})`` returns a :class:`~pokerlib.course.drills.grade.Grade` whose
    explanation names the pot or half split wrongly and why. Players left out of the answer
    receive 0; an answer that hands out another number of chips than are on the table (the
    untouched all-zero one too) is refused, not graded. ``lang`` ("en" or "ja") is the language
    of the explanations.
    """

    def __init__(self, seed: int = 0, lang: str = "en") -> None:
        super().__init__(seed, lang)

    unit = "chips"
    kind = "split"
    spot_type = SplitSpot

    def analyse(self, spot: SplitSpot) -> PotSettlement:
        """The settlement of ``spot`` (:func:`pokerlib.pots.settle`)."""
        if not isinstance(spot, SplitSpot):
            raise DrillError(key="drill_this_drill_plays_4", spot=spot)
        return spot.settlement()

    def deal_spot(self, number: int) -> tuple[SplitSpot, PotSettlement]:
        rng = self.rng(number)
        while True:
            shown = int(rng.integers(2, 5))
            seats = shown + (1 if rng.random() < 0.3 else 0)
            players = NAMES[:seats]
            folded = (players[int(rng.integers(seats))],) if seats > shown else ()
            live = [p for p in players if p not in folded]
            deck = Deck(seed=int(rng.integers(2**62)))
            hands = {p: deck.deal(4) for p in live}
            board = deck.deal(5)
            if rng.random() < 0.6 and len({c.rank for c in board if c.rank <= 8 or c.rank == 14}
                                          ) < 3:
                continue  # most spots get a board on which a low is possible
            full = int(rng.integers(10, 121))
            put = {}
            for p in live:
                put[p] = full if rng.random() < 0.6 else int(rng.integers(3, full))
            if sorted(put.values())[-2:] != [full, full] and rng.random() < 0.7:
                put[live[int(rng.integers(len(live)))]] = full
            if rng.random() < 0.2:  # a bet nobody could call in full
                top = max(put, key=lambda p: put[p])
                put[top] += int(rng.integers(1, 40))
            for p in folded:
                put[p] = int(rng.integers(1, full))
            contributions = tuple((p, put[p]) for p in players)
            spot = SplitSpot(number, players, players[int(rng.integers(seats))], board,
                             tuple((p, hands[p]) for p in live), contributions, folded)
            s = spot.settlement()
            if _interesting(s) or rng.random() < KEEP_PLAIN:
                return spot, s

    def read_answer(self, spot: SplitSpot, answer: Any) -> dict[str, int]:
        """Chips per player for an answer; :class:`DrillError` if it cannot be read."""
        from .. import answers  # the course's one answer reader, as the exercises read it

        example = ", ".join(f"{p!r}: 0" for p in spot.players[:2])
        if isinstance(answer, str):      # "Ann 23, Bob 22", "ann=23 bob=22", "Annは23点"
            try:
                answer = answers.players(answer, spot.players)
            except PokerError as exc:
                if exc.key == "answer_unreadable":
                    raise DrillError(key="drill_answer_chips_each", example=example,
                                     answer=answer) from None
                raise DrillError(key=exc.key, **exc.fields) from None   # a name not here
        if not isinstance(answer, Mapping):
            raise DrillError(key="drill_answer_chips_each", example=example, answer=answer)
        out = {p: 0 for p in spot.players}
        names = {p.casefold(): p for p in spot.players}    # a name in any case
        for given, value in answer.items():
            name = names.get(given.casefold(), given) if isinstance(given, str) else given
            if name not in out:
                raise DrillError(key="drill_at_this_table", name=name,
                                 value=', '.join(spot.players))
            chips = answers.whole(value) if isinstance(value, str) else value
            if isinstance(value, float) and value.is_integer():
                chips = int(value)               # 23.0 is 23 chips; 1.5 is refused
            if not isinstance(chips, numbers.Integral) or isinstance(chips, bool):
                raise DrillError(key="drill_receives_give_whole", name=name, chips=value)
            if chips < 0:
                raise DrillError(f"{name} receives {chips}: a player cannot receive fewer than "
                                 "0 chips", key="negative_chips", name=name, chips=int(chips))
            out[name] = int(chips)
        # not graded: an untouched (all-zero) answer, and one that hands out another number of
        # chips than are on the table (every chip goes to someone; no chip is made up)
        handed, total = sum(out.values()), spot.total
        if handed != total:
            if not handed:
                raise DrillError(f"type the chips each player receives first: all {total} "
                                 "chips on the table go to someone", key="split_untouched",
                                 total=total)
            raise DrillError(f"your answer hands out {handed} chips, but {total} are on the "
                             f"table: the chips received add up to {total}",
                             key="split_total", handed=handed, total=total)
        return out

    def grade_spot(self, spot: SplitSpot, analysis: PotSettlement, answer: Any) -> Grade:
        given = self.read_answer(spot, answer)
        right = {p: analysis.payouts.get(p, 0) for p in spot.players}
        over = sum(max(given[p] - right[p], 0) for p in spot.players)
        under = sum(max(right[p] - given[p], 0) for p in spot.players)
        wrong = max(over, under)
        r = spot.readings
        high = {p: v.high for p, v in r.items()}
        low = {p: v.low for p, v in r.items()}
        lang = self.lang

        def say(key: str, **fields: Any) -> str:
            return MESSAGES(key, lang, **fields)

        recap = say("recap_sep").join(pot_story(analysis, high, low, lang))
        if not wrong:
            explanation = say("right", recap=recap)
        else:
            found = diagnose(analysis, given, dict(spot.contributions), high, low, lang=lang)
            if found:
                explanation = say("not_quite", found=say("found_sep").join(found))
            else:
                diffs = say("sep").join(say("receives", p=p, right=right[p], given=given[p])
                                        for p in spot.players if given[p] != right[p])
                explanation = say("diffs", diffs=f"{diffs[:1].upper()}{diffs[1:]}",
                                  recap=recap)

        def shares(chips: dict[str, int], lang: str) -> str:
            return MESSAGES("sep", lang).join(MESSAGES("share", lang, p=p, c=c)
                                              for p, c in chips.items())

        return Grade(choice=shares(given, "en"), best=shares(right, "en"), best_ev=0.0,
                     chosen_ev=float(-wrong), ev_loss=float(wrong), correct=not wrong,
                     explanation=explanation, unit=self.unit, lang=lang,
                     choice_text=shares(given, lang), best_text=shares(right, lang))
