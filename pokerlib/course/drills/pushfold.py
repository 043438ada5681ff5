"""The push/fold drill: an AoF spot (stack depth, your position and hand, who is already
all-in); all-in or fold, graded against opponents who play the push/fold equilibrium.

Spots are dealt at the depths pokerlib ships equilibria for: heads-up 1 to 25 big blinds (in
steps of 0.5), 3 and 4 players 4 to 15 big blinds. The players before you act by the
equilibrium with the cards they were dealt, so you meet the all-ins they would really make.
Values are in big blinds (chip EV from before the blinds, see
:mod:`pokerlib.course.drills.pushfold_ev`): exact heads-up, a seeded estimate at 3-4 players (the
grade says so).

A choice is **correct** when it is worth the most, and also when the equilibrium mixes with the
hand: heads-up, when it plays the hand sometimes and the two choices are worth the same (within
0.001 BB); at 3-4 players, when it goes all-in with the hand between 5% and 95% of the time (the
shipped solutions average 200 fictitious-play iterations, so 5% is 10 iterations), or when the
estimate cannot tell the two choices apart (within two standard errors).

Clear-cut spots (one choice more than 0.5 BB better) are kept only three times in ten, so close
decisions come up often.

>>> drill = PushFoldDrill(seed=2)
>>> spot = drill.next()
>>> spot.describe()
'Heads-up, 20 BB each. You are the SB with 9♣ Q♦ (Q9o); you act first.'
>>> g = drill.grade("fold")
>>> g.correct, g.best, round(g.ev_loss, 4)
(False, 'all-in', 0.0162)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...aof import HU_DEPTHS, PushFoldResult, positions, pushfold_equilibrium
from ...aof.pushfold import shipped_multiway_depths
from ...aof.simple_rule import RULE_STACK_BB, push_line, simple_call, simple_push
from ...aof.simple_rule import rule_lines as simple_rule_lines
from ...cards import Card, CardError, Deck, format_cards, parse_cards
from ...equity import hand_class
from ...error_messages import Said
from ...errors import DrillError, TableError
from ...hand_api import Game, LegalActions, SeatView, seat_view
from ...lang import Messages
from .base import Drill, check_against
from .grade import TIE, Grade, loss
from .pushfold_ev import PushFoldValues, headsup_values, multiway_values

__all__ = ["PushFoldSpot", "PushFoldDrill", "MESSAGES"]
#: A spot is close when the two choices differ by at most this (big blinds); other spots are
#: kept with probability KEEP_CLEAR.
CLOSE_GAP = 0.5
KEEP_CLEAR = 0.3
#: Deals behind the quick look that decides whether a 3-4 player spot is close.
SCREEN_DEALS = 4000
#: Heads-up, a mixed hand's two choices within this (big blinds) count as equal.
MIX_TOLERANCE = 0.001
#: At 3-4 players, the equilibrium mixes when it goes all-in this often or more, and at most
#: the second number.
MIX_BAND = (0.05, 0.95)

#: The drill's sentences in English and in the Japanese of the AoF article (オールイン,
#: フォールド, 私有札; レンジ, 均衡, エクイティ, 期待値 are the course's terms: docs/terms-ja.md).
MESSAGES = Messages(
    en={
        "heads_up": "Heads-up", "players": "{n} players",
        "spot": "{table}, {depth:g} BB each. You are the {position} with {cards} ({cls})",
        "first": "; you act first.", "and": " and ", "sep": ", ",
        "folded": "{names} folded", "is_all_in": "{names} is all-in",
        "are_all_in": "{names} are all-in", "before": "; {parts}.",
        "all-in": "all-in", "fold": "fold", "call": "call (all-in)",
        "fold_loses": "folding loses {x:g} BB", "fold_is": "folding is {x:g} BB",
        "fold_free": "folding costs nothing (0 BB)",
        "fold_blind": "folding loses your {position} blind ({v:+g} BB)",
        "bb_calls_all": "The big blind calls with every hand, and all-in with {cls} has "
                        "{eq:.1%} equity: worth {v:+.2f} BB, while {fold}.",
        "sb_open": "All-in with {cls} wins the big blind when it folds ({pct} of the time) "
                   "and has {eq:.1%} equity when called: worth {v:+.2f} BB, while {fold}.",
        "bb_facing": "Against the small blind's all-in range ({share:.0%} of hands) {cls} has "
                     "{eq:.1%} equity, and calling {more:g} BB more for a pot of {pot:g} BB "
                     "needs {need:.1%}: calling is worth {v:+.2f} BB, while {fold}.",
        "multiway": "Against opponents playing the shipped {n}-player equilibrium, {act} with "
                    "{cls} {shown}wins {eq:.1%} of the pot at the showdown on average: worth "
                    "about {v:+.2f} BB (estimated from {deals:,} seeded deals, ± {se:.2g}), "
                    "while {fold}.",
        "act_call": "calling", "act_all_in": "going all-in",
        "shown": "reaches a showdown {pct} of the time and ",
        "plays_call": "calls", "plays_all_in": "goes all-in",
        "mixes": "The equilibrium mixes with {cls} ({plays} {pct} of the time): either choice "
                 "is right.",
        "close": "The two are within the estimate's precision: either choice is right (the "
                 "equilibrium {plays} with {cls} {pct} of the time).",
        "word_fold": "Folding", "word_call": "Calling", "word_all_in": "Going all-in",
        "gives_up": "{word} gives up {about}{lost:.2f} BB.", "about": "about ",
        "pure": "The equilibrium {plays} with {cls} {pct} of the time.",
        "impure": "The shipped equilibrium {plays} with {cls} {pct} of the time, but against "
                  "its ranges {best} is worth more here.",
        "rule_says": "The rule ({rule}) says {choice} with {cls}.",
        "rule_beats": "Your choice beats the rule here, by {gain:.2f} BB.",
        "rule_costs": "Your choice gives up {lost:.2f} BB against the rule's.",
        "rule_not_best": "The equilibrium's choice, {best}, is worth {gain:.4f} BB more: one "
                         "of the few hands where the rule pays its price.",
    },
    ja={
        "heads_up": "ヘッズアップ", "players": "{n}人",
        "spot": "{table}、スタックは全員{depth:g} BB。あなたは{position}で、私有札は{cards}"
                "（{cls}）",
        "first": "。最初に行動します。", "and": "と", "sep": "、",
        "folded": "{names}はフォールド", "is_all_in": "{names}はオールイン",
        "are_all_in": "{names}はオールイン", "before": "。{parts}。",
        "all-in": "オールイン", "fold": "フォールド", "call": "コール（オールイン）",
        "fold_loses": "フォールドすると{x:g} BBを失います",
        "fold_is": "フォールドの期待値は{x:g} BBです",
        "fold_free": "フォールドすれば何も失いません（0 BB）",
        "fold_blind": "フォールドすると{position}のブラインドを失います（{v:+g} BB）",
        "bb_calls_all": "ビッグブラインドはどのハンドでもコールします。{cls}でオールインすると"
                        "エクイティは{eq:.1%}で、期待値は{v:+.2f} BBです。一方、{fold}。",
        "sb_open": "{cls}でオールインすると、ビッグブラインドがフォールドすれば（{pct}）"
                   "ブラインドを獲得し、コールされればエクイティは{eq:.1%}です。期待値は"
                   "{v:+.2f} BBです。一方、{fold}。",
        "bb_facing": "スモールブラインドのオールインのレンジ（全ハンドの{share:.0%}）に対して、"
                     "{cls}のエクイティは{eq:.1%}です。あと{more:g} BBを払って{pot:g} BBの"
                     "ポットを争うには、エクイティが{need:.1%}必要です。コールの期待値は"
                     "{v:+.2f} BBです。"
                     "一方、{fold}。",
        "multiway": "相手が{n}人用の均衡どおりにプレーするとき、{cls}で{act}すると、{shown}"
                    "ショーダウンでは平均してポットの{eq:.1%}を獲得します。期待値は約"
                    "{v:+.2f} BBです（乱数を固定した{deals:,}回の配札からの推定、± {se:.2g}）。"
                    "一方、{fold}。",
        "act_call": "コール", "act_all_in": "オールイン",
        "shown": "{pct}の確率でショーダウンになり、",
        "plays_call": "コール", "plays_all_in": "オールイン",
        "mixes": "均衡は{cls}で混合戦略をとります（{pct}の頻度で{plays}）。どちらの選択も"
                 "正解です。",
        "close": "2つの差は推定の精度の範囲内なので、どちらの選択も正解です（均衡は{cls}で"
                 "{pct}の頻度で{plays}します）。",
        "word_fold": "フォールド", "word_call": "コール", "word_all_in": "オールイン",
        "gives_up": "{word}の期待値のほうが低くなります。",   # the loss: said at the start
        "about": "約",
        "pure": "均衡は{cls}で{pct}の頻度で{plays}します。",
        "impure": "均衡は{cls}で{pct}の頻度で{plays}しますが、ここでは相手のレンジに対して"
                  "{best}のほうが期待値が高くなります。",
        "rule_says": "目安（{rule}）では、{cls}は{choice}です。",
        "rule_beats": "ここでは、あなたの選択のほうが目安より期待値が{gain:.2f} BB高くなります。",
        "rule_costs": "あなたの選択は、目安の選択より期待値が{lost:.2f} BB低くなります。",
        "rule_not_best": "均衡の選択（{best}）は期待値が{gain:.4f} BB高く、目安が損をする数少ない"
                         "ハンドの一つです。",
    })

#: The answer reader's actions this drill takes, and the choice each one is (calling an all-in
#: is going all-in); the words for them are the course's one table,
#: :data:`pokerlib.course.answers.WORDS`.
_WORDS = {"all-in": "all-in", "call": "all-in", "fold": "fold"}


@dataclass(frozen=True)
class PushFoldSpot:
    """One push/fold decision: ``players`` at the table, every stack ``stack_bb`` big blinds,
    ``positions`` in acting order; you are ``position`` with ``hand``; ``all_in`` lists the
    players before you who went all-in, ``folded`` those who folded."""

    number: int
    players: int
    stack_bb: float
    positions: tuple[str, ...]
    position: str
    hand: tuple[Card, Card]
    all_in: tuple[str, ...]
    folded: tuple[str, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.number, int) or isinstance(self.number, bool) or self.number < 0:
            raise TableError(key="spot_number", number=self.number)
        if not isinstance(self.players, int) or isinstance(self.players, bool) \
                or self.players not in (2, 3, 4):
            raise TableError(key="drill_push_fold_spot", players=self.players)
        _check_depth(self.stack_bb, self.players)
        if self.positions != positions(self.players):
            raise TableError(key="drill_positions_player_table", players=self.players,
                             value=positions(self.players), positions=self.positions)
        if self.position not in self.positions:
            raise TableError(key="drill_position_one", position=self.position,
                             positions=self.positions)
        try:
            hand = parse_cards(self.hand, count=2)
        except CardError as exc:
            raise TableError(key="drill_hand_two_cards", exc=exc) from None
        before = self.positions[:self.positions.index(self.position)]
        for name in ("all_in", "folded"):
            v = getattr(self, name)
            # positions are words: ([],) is refused before set() would call it unhashable
            if not isinstance(v, tuple) or not all(isinstance(p, str) for p in v) \
                    or not set(v) <= set(before):
                raise TableError(key="drill_lists_positions_that", name=name,
                                 position=self.position, value=', '.join(before) or 'none', v=v)
        if set(self.all_in) & set(self.folded) or len(self.all_in) + len(self.folded) \
                != len(before):
            raise TableError(key="drill_each_player_before", position=self.position,
                             value=', '.join(before))
        if self.position == self.positions[-1] and not self.all_in:
            raise TableError(key="drill_everyone_folded_big")
        object.__setattr__(self, "hand", (hand[0], hand[1]))
        object.__setattr__(self, "stack_bb", float(self.stack_bb))

    @property
    def hand_class(self) -> str:
        """The starting-hand class, e.g. ``'A7o'``."""
        return hand_class(self.hand)

    @property
    def facing_all_in(self) -> bool:
        return bool(self.all_in)

    def seat_view(self, bb_chips: int = 10) -> SeatView:
        """What the player in :attr:`position` sees of the spot, as every game's
        :class:`~pokerlib.hand_api.SeatView` (chips counted ``bb_chips`` to the big blind):
        its own two cards and the others' face down (a folded hand is gone), the chips each
        put in (the blinds, or the whole stack for an all-in) and the stacks behind, the pot,
        the button (marked heads-up, where it is the small blind) and its choice now.

        >>> spot = PushFoldSpot(1, 3, 10.0, ("BTN", "SB", "BB"), "BB", parse_cards("As 7d"),
        ...                     ("BTN",), ("SB",))
        >>> v = spot.seat_view()
        >>> v.face_down, v.in_front, v.stacks["BB"], v.pot, v.legal.names
        ({'BTN': 2}, {'BTN': 100, 'SB': 5, 'BB': 10}, 90, 115, ('fold', 'all-in'))
        """
        stack = round(self.stack_bb * bb_chips)
        posts = {"SB": bb_chips // 2, "BB": bb_chips}
        put = {p: stack if p in self.all_in else posts.get(p, 0) for p in self.positions}
        deck = Deck(seed=self.number)   # the others hold cards the seat never sees
        pool = iter([c for c in deck.deal(len(deck)) if c not in self.hand])
        holes = {p: self.hand if p == self.position else (next(pool), next(pool))
                 for p in self.positions}
        me = self.position
        legal = LegalActions(me, True, False, None, None, None, stack, in_front=put[me],
                             current_bet=max(put.values()), stack=stack - put[me],
                             game=Game.AOF)
        return seat_view(me, self.positions, holes, (), board=(), game=Game.AOF,
                         stacks={p: stack - put[p] for p in self.positions}, in_front=put,
                         pot=sum(put.values()), folded=self.folded,
                         button="SB" if self.players == 2 else None, small_blind="SB",
                         big_blind="BB", to_act=me, legal=legal, is_over=False)

    @property
    def choices(self) -> tuple[str, str]:
        return ("all-in", "fold")

    def describe(self, lang: str = "en") -> str:
        """The spot in words, in ``lang`` ("en" or "ja")."""
        table = (MESSAGES("heads_up", lang) if self.players == 2
                 else MESSAGES("players", lang, n=self.players))
        head = MESSAGES("spot", lang, table=table, depth=self.stack_bb, position=self.position,
                        cards=format_cards(self.hand), cls=self.hand_class)
        if not self.all_in and not self.folded:
            return head + MESSAGES("first", lang)
        names = MESSAGES("and", lang).join
        parts = []
        if self.folded:
            parts.append(MESSAGES("folded", lang, names=names(self.folded)))
        if self.all_in:
            parts.append(MESSAGES("is_all_in" if len(self.all_in) == 1 else "are_all_in", lang,
                                  names=names(self.all_in)))
        return head + MESSAGES("before", lang, parts=MESSAGES("sep", lang).join(parts))


@dataclass(frozen=True)
class _Analysis:
    values: PushFoldValues
    frequency: float          # how often the equilibrium goes all-in with this hand here
    result: PushFoldResult


def _depths(players: int) -> tuple[float, ...]:
    return tuple(HU_DEPTHS) if players == 2 else shipped_multiway_depths(players)


def _check_depth(stack_bb: Any, players: int) -> None:
    if isinstance(stack_bb, bool) or not isinstance(stack_bb, (int, float)) \
            or float(stack_bb) not in _depths(players):
        where = (Said("1 to 25 in steps of 0.5", "1〜25の0.5刻み") if players == 2
                 else Said("4 to 15", "4〜15"))
        raise TableError(key="drill_stack_bb_depth", players=players, where=where,
                         stack_bb=stack_bb)


class PushFoldDrill(Drill):
    """All-in-or-fold decisions graded against the equilibrium: ``next()`` deals a
    :class:`PushFoldSpot`, ``grade("all-in" | "fold")`` returns a
    :class:`~pokerlib.course.drills.grade.Grade` in big blinds.

    ``players`` is 2, 3 or 4; ``stack_bb`` one of the shipped depths, or ``None`` for a random
    depth each spot; ``seed`` makes the spots reproducible; ``lang`` ("en" or "ja") is the
    language of the explanations.
    """

    unit = "BB"
    kind = "pushfold"
    spot_type = PushFoldSpot

    def __init__(self, players: int = 2, stack_bb: float | None = None, seed: int = 0,
                 lang: str = "en", against: str = "optimum") -> None:
        if not isinstance(players, int) or isinstance(players, bool) or players not in (2, 3, 4):
            raise TableError(key="drill_push_fold_drill", players=players)
        if stack_bb is not None:
            _check_depth(stack_bb, players)
            stack_bb = float(stack_bb)
        check_against(against)
        if against == "rule":   # the rule is made for the article's stacks, heads-up
            if players != 2 or stack_bb not in (None, float(RULE_STACK_BB)):
                raise TableError(key="drill_rule_stack", stack=RULE_STACK_BB, players=players,
                                 depth=Said("a random depth", "ランダムな深さ")
                                 if stack_bb is None else f"{stack_bb:g} BB")
            stack_bb = float(RULE_STACK_BB)
        super().__init__(seed, lang)
        self.players = players
        self.stack_bb = stack_bb
        #: what a grade compares the answer with: "optimum" (the equilibrium's best choice)
        #: or "rule" (the rule to remember, :mod:`pokerlib.aof.simple_rule`)
        self.against = against

    def deal_spot(self, number: int) -> tuple[PushFoldSpot, _Analysis]:
        rng = self.rng(number)
        depths = _depths(self.players)
        n = self.players
        while True:
            depth = self.stack_bb if self.stack_bb is not None \
                else float(depths[int(rng.integers(len(depths)))])
            result = pushfold_equilibrium(depth, n)
            deck = Deck(seed=int(rng.integers(2**62)))
            holes = [deck.deal(2) for _ in range(n)]
            k = int(rng.integers(n))
            hist = ""
            for j in range(k):  # the players before you act by the equilibrium
                f = result.range_at(j, hist).frequency(hand_class(holes[j]))
                hist += "A" if rng.random() < f else "F"
            if k == n - 1 and "A" not in hist:
                continue  # everyone folded to the big blind: no decision
            seats = result.positions
            facing = tuple(seats[j] for j in range(k) if hist[j] == "A")
            folded = tuple(seats[j] for j in range(k) if hist[j] == "F")
            hand = (holes[k][0], holes[k][1])
            if n == 2:
                values = headsup_values(result, seats[k], facing, hand)
            else:  # a quick look first, the full estimate only for a spot that is kept
                values = multiway_values(result, seats[k], facing, hand, deals=SCREEN_DEALS,
                                         seed=int(rng.integers(2**31)))
            if abs(values.all_in - values.fold) > CLOSE_GAP and rng.random() >= KEEP_CLEAR:
                continue
            spot = PushFoldSpot(number, n, depth, seats, seats[k], hand, facing, folded)
            return spot, self.analyse(spot)

    def analyse(self, spot: PushFoldSpot) -> _Analysis:
        """The values of all-in and fold for ``spot`` and how often the equilibrium goes
        all-in with the hand there."""
        if not isinstance(spot, PushFoldSpot) or spot.players != self.players:
            raise DrillError(key="drill_this_drill_plays_3", players=self.players, spot=spot)
        result = pushfold_equilibrium(spot.stack_bb, spot.players)
        k = spot.positions.index(spot.position)
        hist = "".join("A" if p in spot.all_in else "F" for p in spot.positions[:k])
        if spot.players == 2:
            values = headsup_values(result, spot.position, spot.all_in, spot.hand)
        else:
            values = multiway_values(result, spot.position, spot.all_in, spot.hand,
                                     seed=self.spot_seed(spot.number))
        freq = result.range_at(k, hist).frequency(spot.hand_class)
        return _Analysis(values, freq, result)

    def read_choice(self, spot: PushFoldSpot, choice: Any) -> str:
        """``'all-in'`` or ``'fold'`` for an answer; :class:`DrillError` otherwise."""
        from .. import answers  # the course's one word table, as the exercises read it

        word = answers.word("action", choice, _WORDS)
        if word is None:
            raise DrillError(key="drill_cannot_read_answer", choice=choice)
        if word == "call" and not spot.all_in:
            raise DrillError(key="drill_nobody_all_yet")
        return _WORDS[word]

    def grade_spot(self, spot: PushFoldSpot, analysis: _Analysis, choice: Any) -> Grade:
        chosen = self.read_choice(spot, choice)
        if self.against == "rule":
            return self._grade_by_rule(spot, analysis, chosen)
        v, f = analysis.values, analysis.frequency
        evs = {"all-in": v.all_in, "fold": v.fold}
        best = v.best
        gap = abs(v.all_in - v.fold)
        if v.exact:
            mixes = 0.0 < f < 1.0 and gap <= MIX_TOLERANCE
            close = False
        else:
            mixes = MIX_BAND[0] <= f <= MIX_BAND[1]
            close = gap <= 2 * v.se
        correct = chosen == best or mixes or close
        lost = loss(evs[best], evs[chosen])
        lang = self.lang
        verdict = _verdict(spot, analysis, chosen, lost, mixes, close, lang)
        space = " " if lang == "en" else ""
        explanation = f"{_why(spot, analysis, lang)}{space}{verdict}"
        return Grade(choice=chosen, best=best, best_ev=float(evs[best]),
                     chosen_ev=float(evs[chosen]), ev_loss=lost, correct=correct,
                     explanation=explanation, unit=self.unit, exact=v.exact,
                     se=0.0 if v.exact else v.se, lang=lang,
                     choice_text=_label(spot, chosen, lang), best_text=_label(spot, best, lang))


    def _grade_by_rule(self, spot: PushFoldSpot, analysis: _Analysis, chosen: str) -> Grade:
        """The grade against the rule to remember (heads-up, 8 BB): right when the answer
        is the rule's choice or worth at least as much; the explanation quotes the rule and
        says what the equilibrium's choice is worth beside it."""
        v, lang = analysis.values, self.lang
        evs = {"all-in": v.all_in, "fold": v.fold}
        facing = bool(spot.all_in)
        plays = simple_call(spot.hand_class) if facing else simple_push(spot.hand_class)
        rule = "all-in" if plays else "fold"
        lost = loss(evs[rule], evs[chosen])
        correct = evs[chosen] >= evs[rule] - TIE
        lines = simple_rule_lines(lang)
        said = " ".join(lines[4:6]) if facing else \
            f"{lines[0]} {lines[push_line(spot.hand_class)].rstrip(';')}"
        parts = [MESSAGES("rule_says", lang, rule=said, cls=spot.hand_class,
                          choice=_label(spot, rule, lang)), _why(spot, analysis, lang)]
        if evs[chosen] > evs[rule] + TIE:
            parts.append(MESSAGES("rule_beats", lang, gain=evs[chosen] - evs[rule]))
        elif lost:
            parts.append(MESSAGES("rule_costs", lang, lost=lost))
        best = v.best
        if evs[best] - evs[rule] > TIE:
            parts.append(MESSAGES("rule_not_best", lang, best=_label(spot, best, lang),
                                  gain=evs[best] - evs[rule]))
        space = " " if lang == "en" else ""
        return Grade(choice=chosen, best=rule, best_ev=float(evs[rule]),
                     chosen_ev=float(evs[chosen]), ev_loss=lost, correct=correct,
                     explanation=space.join(parts), unit=self.unit, exact=v.exact,
                     se=0.0 if v.exact else v.se, lang=lang,
                     choice_text=_label(spot, chosen, lang), best_text=_label(spot, rule, lang),
                     against="rule")


def _label(spot: PushFoldSpot, choice: str, lang: str) -> str:
    """'all-in' or 'fold' in words; 'call (all-in)' when the spot faces an all-in."""
    return MESSAGES("call" if choice == "all-in" and spot.all_in else choice, lang)


def _pct(x: float) -> str:
    return f"{x:.0%}" if 0.01 <= x <= 0.99 or x in (0.0, 1.0) else f"{x:.1%}"


def _why(spot: PushFoldSpot, a: _Analysis, lang: str) -> str:
    """What all-in and fold are worth here, and why."""
    v, cls, s = a.values, spot.hand_class, spot.stack_bb
    fold = MESSAGES("fold_loses" if v.fold < 0 else "fold_is", lang, x=abs(v.fold))
    if v.fold == 0:
        fold = MESSAGES("fold_free", lang)
    elif spot.position in ("SB", "BB"):
        fold = MESSAGES("fold_blind", lang, position=spot.position, v=v.fold)
    if v.exact and not spot.all_in:  # heads-up, the small blind opens
        if v.showdown > 0.9995:
            return MESSAGES("bb_calls_all", lang, cls=cls, eq=v.equity, v=v.all_in, fold=fold)
        return MESSAGES("sb_open", lang, cls=cls, pct=_pct(1 - v.showdown), eq=v.equity,
                        v=v.all_in, fold=fold)
    if v.exact:  # heads-up, the big blind facing the small blind's all-in
        return MESSAGES("bb_facing", lang, share=a.result.range_at(0, "").share, cls=cls,
                        eq=v.equity, more=s - 1, pot=2 * s, need=(s - 1) / (2 * s),
                        v=v.all_in, fold=fold)
    act = MESSAGES("act_call" if spot.all_in else "act_all_in", lang)
    shown = "" if spot.all_in else MESSAGES("shown", lang, pct=_pct(v.showdown))
    return MESSAGES("multiway", lang, n=spot.players, act=act, cls=cls, shown=shown,
                    eq=v.equity, v=v.all_in, deals=v.deals, se=v.se, fold=fold)


def _verdict(spot: PushFoldSpot, a: _Analysis, chosen: str, lost: float, mixes: bool,
             close: bool, lang: str) -> str:
    f, cls = a.frequency, spot.hand_class
    plays = MESSAGES("plays_call" if spot.all_in else "plays_all_in", lang)
    if mixes:
        return MESSAGES("mixes", lang, cls=cls, plays=plays, pct=_pct(f))
    if close:
        return MESSAGES("close", lang, cls=cls, plays=plays, pct=_pct(f))
    best = a.values.best
    if chosen != best:
        word = MESSAGES("word_fold" if chosen == "fold" else "word_call" if spot.all_in
                        else "word_all_in", lang)
        about = "" if a.values.exact else MESSAGES("about", lang)
        return MESSAGES("gives_up", lang, word=word, about=about, lost=lost)
    pure = (f >= 0.5) == (best == "all-in")
    if pure:
        return MESSAGES("pure", lang, plays=plays, cls=cls, pct=_pct(f))
    return MESSAGES("impure", lang, plays=plays, cls=cls, pct=_pct(f),
                    best=_label(spot, best, lang))
