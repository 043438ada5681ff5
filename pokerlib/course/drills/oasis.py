"""The Oasis Poker drill: a hand and the dealer's up card; fold, raise or exchange, graded
against the exact advisor (:func:`pokerlib.oasis.advise`).

Each spot is a seeded deal. Grading compares the answer with every legal option's expected
value in Antes (fees included), every one **exact** under every rules preset: keeping the hand
and exchanging 1 to 5 cards count every draw and every dealer hand (the advisor's compiled
kernel). Under rules where exchanging five cards is cheap (Galewind, Casino Senator) it is often
the best option, and it is graded exactly like any other.

Clear-cut spots (at a quick look at fold, raise and the 1-card exchanges, the best more than
0.25 Antes ahead of the rest) are kept only one time in four, so close decisions come up
often.

>>> drill = OasisDrill(seed=3)
>>> spot = drill.next()
>>> spot.describe()
'Your hand 7♠ 2♦ 5♦ 2♠ T♠, the dealer shows 7♣ (BGaming rules)'
>>> g = drill.grade("fold")
>>> g.correct, g.best, round(g.ev_loss, 4)
(False, 'raise', 0.2442)
>>> print(g.explanation)
Raising with one pair (deuces) against the 7♣ is worth -0.76 Antes. Folding loses only the
Ante (-1.00 Antes): 0.24 Antes less.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

import numpy as np

from ...cards import Card, CardError, Deck, format_cards, parse_cards
from ...error_messages import Said
from ...errors import DrillError, RulesError, TableError
from ...evaluate import HandCategory, best_high, category_of, score_batch
from ...lang import Messages
from ...oasis import OasisRules, Option, advise
from ...oasis.simple_rule import RULE_TEXT, simple_rule
from .base import Drill, check_against
from .grade import TIE, Grade, loss

__all__ = ["OasisSpot", "OasisDrill", "draw_outcomes", "MESSAGES"]

#: Options whose difference is within this many standard errors of an estimate are too close
#: to call: either is a right answer (every option is exact now, so this applies only to
#: options a caller estimates).
SETTLED_Z = 3.0
#: A spot is close when the best option leads the next different one by at most this (Antes);
#: other spots are kept with probability KEEP_CLEAR.
CLOSE_GAP = 0.25
KEEP_CLEAR = 0.25

_CATEGORY_WORDS = {
    HandCategory.HIGH_CARD: "no pair", HandCategory.ONE_PAIR: "a pair",
    HandCategory.TWO_PAIR: "two pair", HandCategory.THREE_OF_A_KIND: "three of a kind",
    HandCategory.STRAIGHT: "a straight", HandCategory.FLUSH: "a flush",
    HandCategory.FULL_HOUSE: "a full house", HandCategory.FOUR_OF_A_KIND: "four of a kind",
    HandCategory.STRAIGHT_FLUSH: "a straight flush",
}

#: The drill's sentences in English and in the Japanese of the Oasis article (Ante, Raise and
#: Fold stay in English there; 交換, 交換費, 公開カード; docs/terms-ja.md).
MESSAGES = Messages(
    en={
        "spot": "Your hand {hand}, the dealer shows {up} ({rules} rules)",
        "fold": "fold", "raise": "raise", "exchange": "exchange {cards}",
        "folding": "folding", "raising": "raising", "exchanging": "exchanging {cards}",
        "all_five": "all five cards",
        "why_fold": "Folding loses only the Ante (-1.00 Antes)",
        "why_raise": "Raising with {hand} against the {up} is worth {ev}",
        "why_exchange": "Exchanging {cards} costs {fee} Ante{s} and {draw}; it is worth "
                        "{ev}{about}",
        "estimated": " (estimated from {samples:,} draws, ± {se:.2f})",
        "ev": "{ev:+.2f} Antes",
        "new_hand": "draws a new hand", "new_cards": "draws {k} new cards",
        "never": "never improves on {base} ({draws:,} draws)",
        "draws_to": "draws to {parts} in {draws:,}", "part": "{cat} {n:,} time{s}",
        "part_sep": " and to ", "tie_sep": " and ",
        "more": "{why}, {diff:.2f} more than {other}",
        "too_close": " (too close to call with the estimate: either is right)",
        "just_as_good": " ({others}: just as good)",
        "end": ".",
        "close": "{best}. {chosen}: only about {lost:.2f} Antes less, within the estimate's "
                 "precision, so either is right.",
        "less": "{best}. {chosen}: {about}{lost:.2f} Antes less.",
        "about": "about ",
        "rule_says": "The rule says {choice} (line {line}: {text})",
        "rule_worth": "{choice} is worth {ev}",
        "rule_beats": "{chosen}: better than the rule here, by {gain:.2f} Antes.",
        "rule_costs": "{chosen}: {lost:.2f} Antes less than the rule's choice.",
        "rule_best": "The rule's choice is also the best.",
        "rule_not_best": "The best choice, {best}, is worth {gain:.2f} Antes more than the "
                         "rule's: one of the spots where the rule pays its price.",
    },
    ja={
        "spot": "あなたの手札 {hand}、ディーラーの公開カード {up}（{rules}のルール）",
        "fold": "Fold", "raise": "Raise", "exchange": "{cards}を交換",
        "folding": "Fold", "raising": "Raise", "exchanging": "{cards}の交換",
        "all_five": "5枚すべて",
        "why_fold": "Foldすると、失うのはAnteだけです（-1.00 Ante）",
        "why_raise": "{hand}で公開カード{up}に対してRaiseすると、期待値は{ev}です",
        "why_exchange": "{cards}を交換すると交換費は{fee} Anteで、{draw}。期待値は{ev}{about}"
                        "です",
        "estimated": "（{samples:,}回の引きからの推定、± {se:.2f}）",
        "ev": "{ev:+.2f} Ante",
        "new_hand": "新しい5枚を引きます", "new_cards": "{k}枚を新しく引きます",
        "never": "{draws:,}通りのどれを引いても{base}より強い役になりません",
        "draws_to": "{draws:,}通りのうち{parts}です", "part": "{cat}になるのが{n:,}通り",
        "part_sep": "、", "tie_sep": "や",
        "more": "{why}。{other}より期待値が{diff:.2f} Ante高くなります",
        "too_close": "（推定では差が小さすぎて決められないので、どちらも正解です）",
        "just_as_good": "（{others}も同じく最善です）",
        "end": "。",
        "close": "{best}。一方、{chosen}。期待値の差は約{lost:.2f} Anteしかなく、推定の誤差の"
                 "範囲内なので、どちらも正解です。",
        # the loss is said once, at the start (grade.py's not_best)
        "less": "{best}。一方、{chosen}。",
        "about": "約",
        "rule_says": "目安では{choice}です（{line}行目: {text}）",
        "rule_worth": "{choice}の期待値は{ev}",
        "rule_beats": "{chosen}: ここでは目安より{gain:.2f} Ante良い選択です。",
        "rule_costs": "{chosen}: 目安の選択より{lost:.2f} Ante少なくなります。",
        "rule_best": "目安の選択は最善でもあります。",
        "rule_not_best": "最善の選択（{best}）は目安より{gain:.2f} Ante多く、目安がその代償を"
                         "払う場面の一つです。",
    })


def _category_words(category: HandCategory, lang: str) -> str:
    return _CATEGORY_WORDS[category] if lang == "en" else category.japanese


@dataclass(frozen=True)
class OasisSpot:
    """One Oasis decision: the player's five cards, the dealer's up card and the rules."""

    number: int
    hand: tuple[Card, ...]
    upcard: Card
    rules: OasisRules

    def __post_init__(self) -> None:
        if not isinstance(self.number, int) or isinstance(self.number, bool) or self.number < 0:
            raise TableError(key="spot_number", number=self.number)
        try:
            hand = parse_cards(self.hand, count=5)
            up = parse_cards(self.upcard, count=1)[0]
            parse_cards(hand + (up,))
        except CardError as exc:
            raise TableError(key="drill_oasis_spot_needs", exc=exc) from None
        if not isinstance(self.rules, OasisRules):
            raise RulesError(key="drill_rules_oasisrules_object", rules=self.rules)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "upcard", up)

    @property
    def hand_text(self) -> str:
        return format_cards(self.hand)

    def describe(self, lang: str = "en") -> str:
        """The spot in one line, in ``lang`` ("en" or "ja")."""
        return MESSAGES("spot", lang, hand=self.hand_text, up=self.upcard,
                        rules=self.rules.name)


def _kept_category(kept: Iterable[Card]) -> HandCategory:
    """The made hand among the cards kept (fewer than five): a pair, two pair, trips..."""
    counts = sorted(Counter(c.rank for c in kept).values(), reverse=True) + [0, 0]
    if counts[0] >= 4:
        return HandCategory.FOUR_OF_A_KIND
    if counts[0] == 3:
        return HandCategory.FULL_HOUSE if counts[1] >= 2 else HandCategory.THREE_OF_A_KIND
    if counts[0] == 2:
        return HandCategory.TWO_PAIR if counts[1] == 2 else HandCategory.ONE_PAIR
    return HandCategory.HIGH_CARD


def draw_outcomes(hand: Any, upcard: Any, discard: Any) -> tuple[Counter[HandCategory], int]:
    """How often each category comes out of an exchange: ``(counts, draws)`` over every set
    of replacement cards from the 46 cards the player cannot see.

    >>> counts, draws = draw_outcomes("Qs Qd 8h 8c 2d", "Ks", "2d")
    >>> counts[HandCategory.FULL_HOUSE], counts[HandCategory.TWO_PAIR], draws
    (4, 42, 46)
    """
    try:
        h = parse_cards(hand, count=5)
        u = parse_cards(upcard, count=1)[0]
        d = parse_cards(discard)
        parse_cards(h + (u,))
    except CardError as exc:
        raise DrillError(key="drill_cannot_count_draws", exc=exc) from None
    if not d or any(c not in h for c in d):
        raise DrillError(key="drill_cards_exchange_cards", value=format_cards(d) or 'none',
                         value2=format_cards(h))
    kept = [c for c in h if c not in d]
    pool = [c for c in range(52) if c not in h and c != u]
    k = len(d)
    new = np.array(list(combinations(pool, k)), dtype=np.int64).reshape(-1, k)
    hands = np.concatenate([np.tile(np.array(kept, dtype=np.int64), (len(new), 1)), new],
                           axis=1)
    scores, n = np.unique(score_batch(hands, check=False), return_counts=True)
    out: Counter[HandCategory] = Counter()
    for s, m in zip(scores, n):
        out[category_of(int(s))] += int(m)
    return out, len(new)


def _draw_phrase(spot: OasisSpot, option: Option, lang: str) -> str:
    """'draws to a full house 4 times in 46' (the two commonest improvements)."""
    k = len(option.discard)
    if k == 5:
        return MESSAGES("new_hand", lang)
    if k > 3:
        return MESSAGES("new_cards", lang, k=k)
    counts, draws = draw_outcomes(spot.hand, spot.upcard, option.discard)
    base = _kept_category(c for c in spot.hand if c not in option.discard)
    better = [(n, cat) for cat, n in counts.items() if cat > base and n]
    if not better:
        return MESSAGES("never", lang, base=_category_words(base, lang), draws=draws)
    top = sorted(sorted(better, reverse=True)[:2], key=lambda x: -x[1])
    parts = [MESSAGES("part", lang, cat=_category_words(cat, lang), n=n,
                      s="s" if n != 1 else "") for n, cat in top]
    return MESSAGES("draws_to", lang, parts=MESSAGES("part_sep", lang).join(parts), draws=draws)


def _antes(x: float, lang: str) -> str:
    return MESSAGES("ev", lang, ev=x)


def _label(option: Option, lang: str = "en") -> str:
    """'fold', 'raise', 'exchange 2♦' (the grade's ``choice`` and ``best`` in English; in
    Japanese 'Fold', 'Raise', '2♦を交換')."""
    if option.action != "exchange":
        return MESSAGES(option.action, lang)
    return MESSAGES("exchange", lang, cards=format_cards(option.discard))


def _gerund(option: Option, lang: str) -> str:
    """'folding', 'raising', 'exchanging 2♦'."""
    if option.action == "exchange":
        return MESSAGES("exchanging", lang, cards=format_cards(option.discard))
    return MESSAGES({"fold": "folding", "raise": "raising"}[option.action], lang)


def _hand_words(spot: OasisSpot, lang: str) -> str:
    """'one pair (queens)', 'two pair (queens and eights)', 'high card (ace)'; in Japanese
    the evaluator's own words ('2のワンペア')."""
    if lang == "ja":
        return best_high(spot.hand).describe("ja")
    category, _, detail = best_high(spot.hand).describe("en").partition(", ")
    category = category[0].lower() + category[1:]
    return f"{category} ({detail})" if detail else category


def _why(spot: OasisSpot, option: Option, samples: int, lang: str) -> str:
    """What an option does, in words, with its value."""
    if option.action == "fold":
        return MESSAGES("why_fold", lang)
    if option.action == "raise":
        return MESSAGES("why_raise", lang, hand=_hand_words(spot, lang), up=spot.upcard,
                        ev=_antes(option.ev, lang))
    fee = option.fee
    about = "" if option.exact else MESSAGES("estimated", lang, samples=samples, se=option.se)
    cards = (MESSAGES("all_five", lang) if len(option.discard) == 5
             else format_cards(option.discard))
    return MESSAGES("why_exchange", lang, cards=cards, fee=fee, s="s" if fee != 1 else "",
                    draw=_draw_phrase(spot, option, lang), ev=_antes(option.ev, lang),
                    about=about)


def _margin(options: Iterable[Option]) -> float:
    """How far the best option leads the next option worth something different."""
    evs = [o.ev for o in options]
    best = max(evs)
    rest = [x for x in evs if best - x > TIE]
    return best - max(rest) if rest else math.inf


class OasisDrill(Drill):
    """Oasis Poker decisions graded exactly: ``next()`` deals an :class:`OasisSpot`,
    ``grade(choice)`` takes ``"fold"``, ``"raise"`` or the cards to exchange (``"2d"``,
    ``"2♦ 8♣"``, ``["2d", "8c"]``, any spelling :func:`~pokerlib.cards.parse_cards` reads)
    and returns a :class:`~pokerlib.course.drills.grade.Grade` in Antes.

    ``rules`` is an :class:`~pokerlib.oasis.OasisRules` (BGaming's by default) with at most
    one exchange; ``seed`` makes the spots reproducible; ``lang`` ("en" or "ja") is the
    language of the explanations (Japanese in the Oasis article's words).
    """

    unit = "Antes"
    kind = "oasis"
    spot_type = OasisSpot

    def __init__(self, rules: OasisRules | None = None, seed: int = 0,
                 lang: str = "en", against: str = "optimum") -> None:
        if rules is None:
            rules = OasisRules.bgaming()
        if not isinstance(rules, OasisRules):
            raise RulesError(key="drill_rules_oasisrules_object_2", rules=rules)
        if rules.max_exchanges > 1:
            raise RulesError(key="drill_drill_grades_hands", name=rules.name,
                             max_exchanges=rules.max_exchanges)
        check_against(against)
        if against == "rule" and rules != OasisRules.bgaming():
            raise RulesError(key="drill_rule_bgaming", name=rules.name)
        super().__init__(seed, lang)
        self.rules = rules
        #: what a grade compares the answer with: "optimum" (the exact best choice) or
        #: "rule" (the rule to remember, :mod:`pokerlib.oasis.simple_rule`)
        self.against = against

    def _screen_rules(self) -> OasisRules | None:
        if self.rules.max_exchanges == 0 or self.rules.fees[0] is None:
            return None
        return dataclasses.replace(self.rules, fees=(self.rules.fees[0], None, None, None, None))

    def _options(self, hand: tuple[Card, ...], up: Card, seed: int
                 ) -> tuple[list[Option], int, bool]:
        """Every option, best first, all exact (no draws sampled: 0), and True (no estimate
        can change the verdict). ``seed`` is unused since nothing is sampled."""
        return list(advise(hand, up, self.rules)), 0, True

    def analyse(self, spot: OasisSpot) -> tuple[list[Option], int]:
        """Every option's value for ``spot``, best first, and the draws behind the estimates
        (an estimate close to the best option is graded as too close to call)."""
        if not isinstance(spot, OasisSpot) or spot.rules != self.rules:
            raise DrillError(key="drill_this_drill_plays_2", name=self.rules.name)
        options, samples, _ = self._options(spot.hand, spot.upcard, self.spot_seed(spot.number))
        return options, samples

    def deal_spot(self, number: int) -> tuple[OasisSpot, tuple[list[Option], int]]:
        rng = self.rng(number)
        screen = self._screen_rules()
        while True:
            cards = Deck(seed=int(rng.integers(2**62))).deal(6)
            hand, up = cards[:5], cards[5]
            # a quick look (keep, fold and 1-card exchanges) decides whether the spot is close
            quick = (advise(hand, up, screen) if screen is not None
                     else advise(hand, up, self.rules, exchanges_left=0))
            if _margin(quick) > CLOSE_GAP and rng.random() >= KEEP_CLEAR:
                continue
            options, samples, _ = self._options(hand, up, self.spot_seed(number))
            return OasisSpot(number, hand, up, self.rules), (options, samples)

    def read_choice(self, spot: OasisSpot, choice: Any) -> tuple[str, tuple[Card, ...]]:
        """``(action, discard)`` for an answer; :class:`DrillError` if it cannot be read."""
        allowed = Said("answer 'fold', 'raise' or the cards to exchange, e.g. '2d' or '2♦ 8♣'",
                       "'fold'、'raise' か、交換するカード（'2d' や '2♦ 8♣' など）で"
                       "答えてください")
        from .. import answers  # the course's one answer reader, as the exercises read it

        text = None
        if isinstance(choice, str):
            word = answers.word("action", choice, ("fold", "raise"))
            if word is not None:
                return word, ()
            text = answers.exchange_text(choice)     # "exchange 2d", "2dを交換": "2d"
            if not text:
                raise DrillError(key="drill_names_no_card", choice=choice, allowed=allowed)
        try:
            cards = parse_cards(text if text is not None else choice)
        except CardError as exc:
            raise DrillError(key="drill_cannot_read", choice=choice, exc=exc,
                             allowed=allowed) from None
        if not cards:
            raise DrillError(key="drill_names_no_card", choice=choice, allowed=allowed)
        stray = [c for c in cards if c not in spot.hand]
        if stray:
            raise DrillError(key="drill_your_hand_exchange", value=format_cards(stray),
                             be='is' if len(stray) == 1 else 'are', hand_text=spot.hand_text)
        if self.rules.max_exchanges == 0:
            raise DrillError(key="drill_rules_allow_no", name=self.rules.name)
        if len(cards) not in self.rules.exchange_counts:
            counts = ", ".join(map(str, self.rules.exchange_counts))
            raise DrillError(key="drill_rules_do_allow", name=self.rules.name, n=len(cards),
                             counts=counts)
        return "exchange", cards

    def grade_spot(self, spot: OasisSpot, analysis: tuple[list[Option], int],
                   choice: Any) -> Grade:
        action, discard = self.read_choice(spot, choice)
        if self.against == "rule":
            return self._grade_by_rule(spot, analysis, action, discard)
        options, samples = analysis
        chosen = next(o for o in options if o.action == action
                      and set(o.discard) == set(discard))
        best = options[0]
        ties = [o for o in options if best.ev - o.ev <= TIE]
        lost = loss(best.ev, chosen.ev)
        se = math.hypot(chosen.se, best.se)
        close = chosen not in ties and se > 0 and lost <= SETTLED_Z * se
        correct = chosen in ties or close
        lang = self.lang

        def why(option: Option) -> str:
            return _why(spot, option, samples, lang)

        if chosen in ties:
            others = [o for o in options if best.ev - o.ev > TIE]
            text = why(best)
            if others:
                text = MESSAGES("more", lang, why=text, diff=best.ev - others[0].ev,
                                other=_gerund(others[0], lang))
                near = math.hypot(others[0].se, best.se)
                if near > 0 and best.ev - others[0].ev <= SETTLED_Z * near:
                    text += MESSAGES("too_close", lang)
            if len(ties) > 1:
                same = [_gerund(o, lang) for o in ties if o is not chosen]
                text += MESSAGES("just_as_good", lang,
                                 others=MESSAGES("tie_sep", lang).join(same))
            explanation = text + MESSAGES("end", lang)
        elif close:
            explanation = MESSAGES("close", lang, best=why(best), chosen=why(chosen), lost=lost)
        else:
            about = "" if chosen.exact and best.exact else MESSAGES("about", lang)
            explanation = MESSAGES("less", lang, best=why(best), chosen=why(chosen),
                                   about=about, lost=lost)
        return Grade(choice=_label(chosen), best=_label(best), best_ev=float(best.ev),
                     chosen_ev=float(chosen.ev), ev_loss=lost, correct=correct,
                     explanation=explanation, unit=self.unit,
                     exact=bool(chosen.exact and best.exact), se=float(se), lang=lang,
                     choice_text=_label(chosen, lang), best_text=_label(best, lang))

    def _grade_by_rule(self, spot: OasisSpot, analysis: tuple[list[Option], int],
                       action: str, discard: tuple[Card, ...]) -> Grade:
        """The grade against the rule to remember: right when the answer is the rule's
        choice (or worth at least as much); the explanation names the rule's line and says
        what the best choice is worth beside it."""
        options, _ = analysis
        rule = simple_rule(spot.hand, spot.upcard)
        wanted = (rule.discard,) if rule.discard is not None else ()
        by_rule = next(o for o in options if o.action == rule.action
                       and set(o.discard) == set(wanted))
        chosen = next(o for o in options if o.action == action
                      and set(o.discard) == set(discard))
        best = options[0]
        lang = self.lang
        lost = loss(by_rule.ev, chosen.ev)
        correct = chosen.ev >= by_rule.ev - TIE
        text = MESSAGES("rule_says", lang, line=rule.line, text=RULE_TEXT(str(rule.line), lang),
                        choice=_label(by_rule, lang))
        said = _label(by_rule, lang)
        parts = [text, MESSAGES("rule_worth", lang, choice=said[:1].upper() + said[1:],
                                ev=_antes(by_rule.ev, lang)) + MESSAGES("end", lang)]
        if chosen.ev > by_rule.ev + TIE:
            parts.append(MESSAGES("rule_beats", lang, chosen=_label(chosen, lang),
                                  gain=chosen.ev - by_rule.ev))
        elif lost:
            parts.append(MESSAGES("rule_costs", lang, chosen=_label(chosen, lang), lost=lost))
        if best.ev - by_rule.ev <= TIE:
            parts.append(MESSAGES("rule_best", lang))
        else:
            parts.append(MESSAGES("rule_not_best", lang, best=_label(best, lang),
                                  gain=best.ev - by_rule.ev))
        return Grade(choice=_label(chosen), best=_label(by_rule), best_ev=float(by_rule.ev),
                     chosen_ev=float(chosen.ev), ev_loss=lost, correct=correct,
                     explanation=(" " if lang == "en" else "").join(parts), unit=self.unit,
                     exact=True, se=0.0, lang=lang, choice_text=_label(chosen, lang),
                     best_text=_label(by_rule, lang), against="rule")
