"""Checking a hi/lo split: where each pot's chips go, in words, and which mistake explains a
wrong answer (an odd chip on the wrong side or seat, a player not eligible for a pot, a low
that does not qualify, a pot split as two halves instead of one, an uncalled bet).

A settlement from :func:`pokerlib.pots.settle` says who gets what; :func:`pot_story` tells it
pot by pot, and :func:`diagnose` looks for the mistakes (one or two at a time) whose chips add
up exactly to the difference between an answer and the settlement.

>>> from pokerlib.pots import settle
>>> s = settle({"Ann": 15, "Bob": 15, "Cat": 15}, order=["Ann", "Bob", "Cat"],
...            high={"Ann": 3, "Bob": 2, "Cat": 1}, low={"Ann": None, "Bob": 7, "Cat": None})
>>> s.payouts
{'Ann': 23, 'Bob': 22, 'Cat': 0}
>>> diagnose(s, {"Ann": 22, "Bob": 23, "Cat": 0}, {"Ann": 15, "Bob": 15, "Cat": 15},
...          high={"Ann": 3, "Bob": 2, "Cat": 1}, low={"Ann": None, "Bob": 7, "Cat": None})
['the odd chip of the main pot goes to the high half (Ann), not to the low half']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations, permutations
from typing import Any

from ...errors import DrillError
from ...lang import Messages
from ...pots import Award, Pot, PotResult, PotSettlement, split_chips

__all__ = ["pot_story", "diagnose", "pot_phrase", "Mistake", "MESSAGES"]

#: The split drill's sentences, in English and in the Japanese of the Omaha article (ハイ, ロー,
#: メインポット, サイドポット, スクープ, クォリファイ, プレーヤー; docs/terms-ja.md).
MESSAGES = Messages(
    en={
        "main_pot": "the main pot", "side_pot": "side pot {k}",
        "and": " and ", "sep": ", ", "share": "{p} {c}",
        "uncalled": "{p}'s {c} uncalled chips go back to {p}",
        "head": "{pot} ({amount}, {names})",
        "uncontested": "{pot} ({amount}) goes to {p}, the only player in it",
        "high": "{head} goes to the best high, {who} ({hand}){split}: no qualifying low",
        "high_split": ", split {shares}",
        "scoop": "{head} goes to {who} both ways{split}",
        "scoop_split": ", split as one pot {shares}",
        "hilo": "{head} is split: the high half {hi}{odd} to {hw} ({hh}), the low half {lo} to "
                "{lw} ({lh})",
        "odd": " (with the odd chip)",
        "quartered": "; quartered: {shares}", "shared": "; shared: {shares}",
        "high_half_of": "the high half of {name}", "low_half_of": "the low half of {name}",
        "odd_seat": "the odd chip{s} of {what} go{es} to {firsts}: tied winners get odd chips "
                    "one each in seat order from the left of the button",
        "cannot_win": "{p} put in only {c} chips, so {p} cannot win {name} (only players who "
                      "put in {level} can)",
        "odd_high": "the odd chip of {name} goes to the high half ({hw}), not to the low half",
        "has_low": "{lw} {has} a qualifying low ({low}) and {are} in {name}, so it is split "
                   "high/low",
        "has": "has", "have": "have", "is": "is", "are": "are",
        "high_half": "the high half of {name} belongs to {hw} ({high})",
        "better_low": "{p}'s low is better, but {cannot}: its low half goes to {lw}",
        "better_high_half": "{p}'s high is better, but {cannot}: its high half goes to {hw}",
        "nobody_low": "nobody in {name} has a qualifying low (five different ranks 8 or lower), "
                      "so the best high ({hw}) takes all {amount} chips",
        "outsider_low": "{p} has a low, but {cannot}; {nobody}",
        "better_high": "{p}'s high is better, but {cannot}",
        "one_pot": "the same players win both halves of {name}, so it is split once as a whole "
                   "({shares})",
        "uncalled_back": "nobody called {p}'s last {c} chips, so they go straight back to {p} "
                         "(they are in no pot)",
    },
    ja={
        "main_pot": "メインポット", "side_pot": "サイドポット{k}",
        "and": "と", "sep": "、", "share": "{p} {c}",
        "uncalled": "コールされなかった{p}の{c}チップは{p}に戻ります",
        "head": "{pot}（{amount}チップ、{names}が参加）",
        "uncontested": "{pot}（{amount}）は、ただ一人残った{p}のものです",
        "high": "{head}は最高位のハイの{who}（{hand}）のものです{split}。クォリファイする"
                "ローはありません",
        "high_split": "（{shares}に分けます）",
        "scoop": "{head}は{who}がハイとローの両方を取るスクープです{split}",
        "scoop_split": "（ひとつのポットとして{shares}に分けます）",
        "hilo": "{head}はハイとローに分けます。ハイハーフ{hi}{odd}は{hw}（{hh}）が、"
                "ローハーフ{lo}は{lw}（{lh}）が受け取ります",
        "odd": "（端数の1枚を含む）",
        "quartered": "、クォーター：{shares}", "shared": "、分け合い：{shares}",
        "high_half_of": "{name}のハイハーフ", "low_half_of": "{name}のローハーフ",
        "odd_seat": "{what}の端数は{firsts}が受け取ります。同点の勝者には、ボタンの左から席順に"
                    "1枚ずつ端数を配ります",
        "cannot_win": "{p}は{c}チップしか入れていないので、{name}は獲得できません（獲得できる"
                      "のは{level}チップ入れたプレーヤーだけです）",
        "odd_high": "{name}の端数の1枚は、ローハーフではなくハイハーフ（{hw}）に入ります",
        "has_low": "{lw}はクォリファイするロー（{low}）を持ち、{name}に参加しているので、"
                   "ハイとローに分けます",
        "has": "", "have": "", "is": "", "are": "",
        "high_half": "{name}のハイハーフは{hw}（{high}）のものです",
        "better_low": "{p}のローのほうが強いですが、{cannot}。そのローハーフは{lw}が"
                      "受け取ります",
        "better_high_half": "{p}のハイのほうが強いですが、{cannot}。そのハイハーフは{hw}が"
                            "受け取ります",
        "nobody_low": "{name}にはクォリファイするロー（8以下の異なる5つの数字）を持つ"
                      "プレーヤーがいないので、最高位のハイ（{hw}）が{amount}チップすべてを"
                      "取ります",
        "outsider_low": "{p}はローを持っていますが、{cannot}。{nobody}",
        "better_high": "{p}のハイのほうが強いですが、{cannot}",
        "one_pot": "{name}は同じプレーヤーがハイとローの両方で勝つので、ポット全体をまとめて"
                   "1回で分けます（{shares}）",
        "uncalled_back": "{p}の最後の{c}チップは誰もコールしていないので、そのまま{p}に"
                         "戻ります（どのポットにも入りません）",
    })

Player = Any  # a player's name or seat number (anything pots.settle accepts)
Mistake = tuple[dict[Player, int], str]


def _names(players: Sequence[Player], lang: str = "en") -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat' (Japanese 'AnnとBob', 'Ann、BobとCat')."""
    names = [str(p) for p in players]
    if len(names) == 1:
        return names[0]
    return MESSAGES("sep", lang).join(names[:-1]) + MESSAGES("and", lang) + names[-1]


def _words(value: Any, lang: str = "en") -> str:
    """A hand value in words, lower case first ('flush, ace high', '6-5-4-3-2 low'); in
    Japanese the evaluator's own words."""
    d = getattr(value, "describe", None)
    if not callable(d):
        return str(value)
    if lang == "ja":
        return str(d("ja"))
    text = str(d())
    return text[:1].lower() + text[1:]


def pot_phrase(pot: Pot, lang: str = "en") -> str:
    """The pot as a sentence names it: 'the main pot', 'side pot 1' (Japanese 'メインポット',
    'サイドポット1': :meth:`~pokerlib.pots.Pot.label`)."""
    return MESSAGES("main_pot", lang) if pot.index == 0 else pot.label(lang)


def _shares_text(shares: Sequence[tuple[Player, int]], lang: str = "en") -> str:
    return MESSAGES("sep", lang).join(MESSAGES("share", lang, p=p, c=c) for p, c in shares)


def _half_shared(chips: int, winners: Sequence[Player], lang: str) -> str:
    """How tied winners share a half: '; quartered: Ann 11, Bob 11' for two (each gets a
    quarter of the pot), '; shared: ...' for more, '' for one."""
    if len(winners) < 2:
        return ""
    key = "quartered" if len(winners) == 2 else "shared"
    return MESSAGES(key, lang, shares=_shares_text(split_chips(chips, list(winners)), lang))


def pot_story(settlement: PotSettlement, high: Mapping[Player, Any],
              low: Mapping[Player, Any], lang: str = "en") -> list[str]:
    """Each pot's fate in words, main pot first, uncalled bets before the pots, in ``lang``.

    >>> from pokerlib.pots import settle
    >>> s = settle({"Ann": 15, "Bob": 15}, order=["Ann", "Bob"], high={"Ann": 3, "Bob": 2},
    ...            low={"Ann": None, "Bob": None})
    >>> pot_story(s, {"Ann": 3, "Bob": 2}, {"Ann": None, "Bob": None})
    ['the main pot (30, Ann and Bob) goes to the best high, Ann (3): no qualifying low']
    >>> pot_story(s, {"Ann": 3, "Bob": 2}, {"Ann": None, "Bob": None}, "ja")
    ['メインポット（30チップ、AnnとBobが参加）は最高位のハイのAnn（3）のものです。クォリファイするローはありません']
    """
    say = MESSAGES
    out = [say("uncalled", lang, p=p, c=c) for p, c in settlement.uncalled]
    for r in settlement.results:
        pot, amount = r.pot, r.pot.amount
        name = pot_phrase(pot, lang)
        head = say("head", lang, pot=name, amount=amount, names=_names(pot.eligible, lang))
        if r.how is Award.UNCONTESTED:
            out.append(say("uncontested", lang, pot=name, amount=amount, p=pot.eligible[0]))
        elif r.how is Award.HIGH:
            split = ("" if len(r.high_winners) == 1
                     else say("high_split", lang, shares=_shares_text(r.shares, lang)))
            out.append(say("high", lang, head=head, who=_names(r.high_winners, lang),
                           hand=_words(high[r.high_winners[0]], lang), split=split))
        elif r.how is Award.SCOOP:
            split = ("" if len(r.high_winners) == 1
                     else say("scoop_split", lang, shares=_shares_text(r.shares, lang)))
            out.append(say("scoop", lang, head=head, who=_names(r.high_winners, lang),
                           split=split))
        else:
            hi_half = (amount + 1) // 2
            out.append(say("hilo", lang, head=head, hi=hi_half,
                           odd=say("odd", lang) if amount % 2 else "",
                           hw=_names(r.high_winners, lang),
                           hh=_words(high[r.high_winners[0]], lang)
                           + _half_shared(hi_half, r.high_winners, lang),
                           lo=amount - hi_half, lw=_names(r.low_winners, lang),
                           lh=_words(low[r.low_winners[0]], lang)
                           + _half_shared(amount - hi_half, r.low_winners, lang)))
    return out


def _delta(new: Sequence[tuple[Player, int]], old: Sequence[tuple[Player, int]]
           ) -> dict[Player, int]:
    out: dict[Player, int] = {}
    for p, c in new:
        out[p] = out.get(p, 0) + c
    for p, c in old:
        out[p] = out.get(p, 0) - c
    return {p: c for p, c in out.items() if c}


def _merge(*parts: Sequence[tuple[Player, int]]) -> tuple[tuple[Player, int], ...]:
    out: dict[Player, int] = {}
    for part in parts:
        for p, c in part:
            out[p] = out.get(p, 0) + c
    return tuple(out.items())


def _odd_seat_mistakes(amount: int, winners: Sequence[Player], what: str,
                       rest: Sequence[tuple[Player, int]], right: Sequence[tuple[Player, int]],
                       lang: str = "en") -> list[Mistake]:
    """Odd chips of a split among tied winners given to the wrong ones."""
    out: list[Mistake] = []
    if len(winners) < 2 or amount % len(winners) == 0:
        return out
    odd = amount % len(winners)
    firsts = _names(list(winners[:odd]), lang)
    seen = set()
    for perm in permutations(winners):
        wrong = split_chips(amount, list(perm))
        d = _delta(_merge(wrong, rest), right)
        key = tuple(sorted(d.items(), key=str))
        if d and key not in seen:
            seen.add(key)
            out.append((d, MESSAGES("odd_seat", lang, s="s" if odd > 1 else "", what=what,
                                    es="" if odd > 1 else "es", firsts=firsts)))
    return out


def _pot_mistakes(r: PotResult, high: Mapping[Player, Any], low: Mapping[Player, Any],
                  contributions: Mapping[Player, int], lang: str = "en") -> list[Mistake]:
    pot, amount, right = r.pot, r.pot.amount, r.shares
    elig = list(pot.eligible)
    live = [p for p in high if high[p] is not None]
    outsiders = [p for p in live if p not in elig]
    out: list[Mistake] = []
    name = pot_phrase(pot, lang)
    hi_half = (amount + 1) // 2

    def say(key: str, **fields: Any) -> str:
        return MESSAGES(key, lang, **fields)

    def names(players: Sequence[Player]) -> str:
        return _names(players, lang)

    def add(shares: Sequence[tuple[Player, int]], why: str) -> None:
        d = _delta(shares, right)
        if d:
            out.append((d, why))

    def cannot_win(p: Player) -> str:
        return say("cannot_win", p=p, c=contributions[p], name=name, level=pot.level)

    if r.how is Award.UNCONTESTED:
        return out
    hi_w, lo_w = list(r.high_winners), list(r.low_winners)
    if r.how is Award.HIGH_LOW:
        if amount % 2:
            add(_merge(split_chips(amount // 2, hi_w), split_chips(amount - amount // 2, lo_w)),
                say("odd_high", name=name, hw=names(hi_w)))
        one = len(lo_w) == 1
        add(split_chips(amount, hi_w),
            say("has_low", lw=names(lo_w), has=say("has" if one else "have"),
                low=_words(low[lo_w[0]], lang), are=say("is" if one else "are"), name=name))
        add(split_chips(amount, lo_w),
            say("high_half", name=name, hw=names(hi_w), high=_words(high[hi_w[0]], lang)))
        out += _odd_seat_mistakes(hi_half, hi_w, say("high_half_of", name=name),
                                  split_chips(amount - hi_half, lo_w), right, lang)
        out += _odd_seat_mistakes(amount - hi_half, lo_w, say("low_half_of", name=name),
                                  split_chips(hi_half, hi_w), right, lang)
        for p in outsiders:
            if low.get(p) is not None and low[p] > low[lo_w[0]]:
                add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])),
                    say("better_low", p=p, cannot=cannot_win(p), lw=names(lo_w)))
            if high[p] > high[hi_w[0]]:
                add(_merge(split_chips(hi_half, [p]), split_chips(amount - hi_half, lo_w)),
                    say("better_high_half", p=p, cannot=cannot_win(p), hw=names(hi_w)))
    elif r.how is Award.HIGH:
        nobody = say("nobody_low", name=name, hw=names(hi_w), amount=amount)
        for p in elig:
            add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])), nobody)
        for p in outsiders:
            if low.get(p) is not None:
                add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, [p])),
                    say("outsider_low", p=p, cannot=cannot_win(p), nobody=nobody))
            if high[p] > high[hi_w[0]]:
                add(split_chips(amount, [p]), say("better_high", p=p, cannot=cannot_win(p)))
        out += _odd_seat_mistakes(amount, hi_w, name, (), right, lang)
    else:  # scoop: the same players win both halves
        if len(hi_w) > 1:
            add(_merge(split_chips(hi_half, hi_w), split_chips(amount - hi_half, lo_w)),
                say("one_pot", name=name, shares=_shares_text(right, lang)))
        out += _odd_seat_mistakes(amount, hi_w, name, (), right, lang)
        for p in outsiders:
            if high[p] > high[hi_w[0]] or (low.get(p) is not None and low[p] > low[lo_w[0]]):
                add(_merge(split_chips(hi_half, [p]), split_chips(amount - hi_half, lo_w)),
                    cannot_win(p))
    return out


def _uncalled_mistakes(settlement: PotSettlement, lang: str = "en") -> list[Mistake]:
    out: list[Mistake] = []
    if not settlement.results:
        return out
    top = settlement.results[-1]
    for p, c in settlement.uncalled:
        d = {p: -c}
        for w, share in split_chips(c, list(top.high_winners)):
            d[w] = d.get(w, 0) + share
        d = {q: x for q, x in d.items() if x}
        if d:
            out.append((d, MESSAGES("uncalled_back", lang, p=p, c=c)))
    return out


def diagnose(settlement: PotSettlement, answer: Mapping[Player, int],
             contributions: Mapping[Player, int], high: Mapping[Player, Any],
             low: Mapping[Player, Any], *, most: int = 2, lang: str = "en") -> list[str]:
    """The mistakes (at most ``most`` of them, in different pots) that turn the settlement's
    payouts into ``answer`` exactly, in ``lang``; ``[]`` when none does (or the answer is
    right).

    ``high`` and ``low`` are the hand values given to :func:`~pokerlib.pots.settle` for the
    players at the showdown (``None`` for no low).
    """
    if not isinstance(answer, Mapping):
        raise DrillError(key="drill_answer_map_players", answer=answer)
    right = settlement.payouts
    want = {p: answer.get(p, 0) - right.get(p, 0) for p in set(right) | set(answer)}
    want = {p: c for p, c in want.items() if c}
    if not want:
        return []
    groups = [_pot_mistakes(r, high, low, contributions, lang) for r in settlement.results]
    groups.append(_uncalled_mistakes(settlement, lang))
    flat = [(g, m) for g, ms in enumerate(groups) for m in ms]
    for size in range(1, most + 1):
        for combo in combinations(flat, size):
            if len({g for g, _ in combo}) < size:
                continue
            total: dict[Player, int] = {}
            for _, (d, _why) in combo:
                for p, c in d.items():
                    total[p] = total.get(p, 0) + c
            if {p: c for p, c in total.items() if c} == want:
                return [why for _, (_d, why) in combo]
    return []
