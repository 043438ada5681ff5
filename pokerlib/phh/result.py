"""The result of a replay: :class:`Replay` (stacks, pots, winners, differences from the file),
and the pot summaries it reports for finished and unfinished hands."""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import PHHError
from ..lang import Messages, resolve_lang
from ..pots import collect, pot_label
from .format import HandHistory

__all__ = ["Replay", "finish_replay", "settled_pots", "open_pots", "pot_so_far"]


@dataclass
class Replay:
    """What replaying a file on pokerlib's table gave.

    * ``complete``: the hand ran to its end **and** the file recorded everything the
      settlement needs (board, shown cards); otherwise ``reason`` says what is missing and
      no winners are reported;
    * ``finishing_stacks``: chips each player has after the actions (behind, for a hand that
      is not over — the PHH meaning of the field);
    * ``pots``: each pot as ``{"name", "amount", "eligible", "winners", "shares", "how"}``
      (without winners for an incomplete hand); ``uncalled``: chips returned;
    * ``differences``: ``(player, recorded, replayed)`` where the file's ``finishing_stacks``
      disagree; ``ok`` is complete and no differences;
    * ``game``: the table object the hand was played on (``AofHand``, ``OmahaTable``,
      ``OasisGame``), ``hand`` the engine's hand, ``settlement`` its settlement.
    """

    history: HandHistory
    complete: bool
    finishing_stacks: dict
    pots: list = field(default_factory=list)
    uncalled: dict = field(default_factory=dict)
    reason: str = ""
    differences: list = field(default_factory=list)
    game: Any = None
    hand: Any = None
    settlement: Any = None
    to_act: str | None = None
    legal: str = ""
    board: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def recorded(self) -> bool:
        """Whether the file records finishing stacks to check."""
        return self.history.finishing_stacks is not None

    @property
    def ok(self) -> bool:
        return self.complete and not self.differences

    def as_dict(self) -> dict:
        out: dict = {"variant": self.history.variant, "complete": self.complete}
        if not self.complete:
            out["reason"] = self.reason
        if self.to_act is not None:
            out["to_act"] = self.to_act
            out["legal"] = self.legal
        out["players"] = list(self.finishing_stacks)
        out["finishing_stacks"] = dict(self.finishing_stacks)
        if self.board:
            out["board"] = self.board
        if self.uncalled:
            out["uncalled"] = dict(self.uncalled)
        out["pots"] = list(self.pots)
        out.update(self.extra)
        if self.recorded:
            out["check"] = {
                "finishing_stacks": "match" if not self.differences else "differ",
                "differences": [{"player": p, "recorded": a, "replayed": b}
                                for p, a, b in self.differences]}
        return out

    def to_json(self, indent: int | None = 2) -> str:
        """The replay as JSON (what ``python -m pokerlib replay FILE`` prints)."""
        if indent is not None and (not isinstance(indent, int) or isinstance(indent, bool)
                                   or not 0 <= indent <= 16):
            raise PHHError(key="whole_number_between", what="indent", minimum=0, maximum=16,
                           value=indent)
        return json.dumps(self.as_dict(), indent=indent, ensure_ascii=False)

    def describe(self, lang: str | None = None) -> str:
        """A few lines of text: stacks, pots, and any difference from the file, in ``lang``
        (the default language when None; pot names as :func:`pokerlib.pots.pot_label` says
        them)."""
        lang = resolve_lang(lang)
        sep = REPLAY_TEXT("sep", lang)
        hand = REPLAY_TEXT("game" if self.history.variant in ("NT", "OASIS") else "hand", lang)
        lines = [REPLAY_TEXT("complete", lang, variant=self.history.variant, hand=hand)
                 if self.complete else
                 REPLAY_TEXT("incomplete", lang, variant=self.history.variant, hand=hand,
                             reason=self.reason)]
        lines.append(REPLAY_TEXT("stacks", lang, stacks=sep.join(
            f"{p} {c}" for p, c in self.finishing_stacks.items())))
        names = {pot_label(i, "en"): pot_label(i, lang) for i in range(len(self.pots))}
        for pot in self.pots:
            won = sep.join(f"{p} {c}" for p, c in pot.get("shares", {}).items())
            lines.append(REPLAY_TEXT("pot", lang, pot=names.get(pot["name"], pot["name"]),
                                     amount=pot["amount"], who=sep.join(pot["eligible"]))
                         + (f": {won}" if won else ""))
        for p, a, b in self.differences:
            lines.append(REPLAY_TEXT("differs", lang, player=p, recorded=a, replayed=b))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        head = f"<pre>{html.escape(self.describe())}</pre>"
        show = getattr(self.settlement, "_repr_html_", None)
        return head + (show() if callable(show) else "")


#: The words of a replay's summary (Oasis and AoF count 一局, Omaha ハンド, as their articles).
REPLAY_TEXT = Messages(
    en={"hand": "hand", "game": "hand", "complete": "{variant} {hand}, complete",
        "incomplete": "{variant} {hand}, not complete: {reason}",
        "stacks": "finishing stacks: {stacks}", "pot": "{pot} {amount} ({who})", "sep": ", ",
        "differs": "DIFFERS: {player} recorded {recorded}, replayed {replayed}"},
    ja={"hand": "ハンド", "game": "一局", "complete": "{variant} の{hand}、最後まで",
        "incomplete": "{variant} の{hand}、途中まで: {reason}",
        "stacks": "最終スタック: {stacks}", "pot": "{pot} {amount}（{who}）", "sep": "、",
        "differs": "不一致: {player} は記録 {recorded}、再生 {replayed}"})


def finish_replay(rep: Replay, strict: bool) -> Replay:
    """Compare with the file's ``finishing_stacks``; with ``strict`` refuse anything but a
    complete match."""
    rec = rep.history.finishing_stacks
    if rec is not None:
        rep.differences = [(p, a, b) for (p, b), a in zip(rep.finishing_stacks.items(), rec)
                           if a != b]
    if strict and not rep.ok:
        if not rep.complete:
            raise PHHError(key="phh_strict_incomplete", reason=rep.reason)
        raise PHHError(key="phh_strict_differs", differences="; ".join(
            f"{p} recorded {a}, replayed {b}" for p, a, b in rep.differences))
    return rep


NameOf = Callable[[Any], str]


def settled_pots(settlement: Any, name_of: NameOf) -> tuple[list, dict]:
    """Each pot of a settled hand as a dict, and the uncalled chips returned."""
    pots = []
    for r in settlement.results:
        d = {"name": r.pot.name, "amount": r.pot.amount,
             "eligible": [name_of(p) for p in r.pot.eligible],
             "winners": [name_of(p) for p in dict.fromkeys(r.high_winners + r.low_winners)],
             "shares": {name_of(p): c for p, c in r.shares}, "how": r.how}
        if r.low_winners:
            d["high_winners"] = [name_of(p) for p in r.high_winners]
            d["low_winners"] = [name_of(p) for p in r.low_winners]
        pots.append(d)
    return pots, {name_of(p): c for p, c in settlement.uncalled}


def open_pots(bets: Mapping, folded: Iterable, dead: int, order: Sequence,
              name_of: NameOf) -> list:
    """Pots of a hand that is not over: amounts and who can still win them, no winners."""
    folded = set(folded)
    if not any(v for v in bets.values()) and not dead:
        return []
    if all(p in folded for p in bets):
        return []
    _, pots = collect(bets, folded, dead, order)
    return [{"name": p.name, "amount": p.amount, "eligible": [name_of(x) for x in p.eligible]}
            for p in pots]


def pot_so_far(total: int, live: Iterable, bets: Mapping, name_of: NameOf) -> list:
    """The middle of a hand whose betting is still open: one amount (the side pots are cut
    only when the betting ends) and the bets in front of each player this round."""
    return [{"name": "pot so far", "amount": total, "eligible": [name_of(p) for p in live],
             "bets": {name_of(p): c for p, c in bets.items() if c}}]
