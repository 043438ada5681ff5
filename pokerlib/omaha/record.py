"""The record of a finished Omaha hand: seats, posts, actions by street, board, showdown, pots.

A table keeps the last hands as :class:`HandRecord` values (see
:meth:`~pokerlib.omaha.OmahaTable.history_page`); a record can be described as text, shown as
HTML, or written out as a hand-history file (:func:`pokerlib.phh.to_phh`). Every hand that
reached the showdown is in the record with its cards, mucked ones included and marked as
mucked (:class:`ShowdownHand`): the article gives every player the right to see the cards
used at the showdown.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from ..betting import ActionRecord, BettingRules
from ..cards import Card, format_cards
from ..error_messages import translate
from ..events import Event, PostKind, actions_of, posts_of
from ..lang import Messages, resolve_lang
from ..pots import POT_TEXT, PotSettlement
from .reading import HandReading

__all__ = ["HandRecord", "ShowdownHand", "PostKind"]


#: A hand record in words, in both languages (the Omaha article's ハンド, ポスト, マック).
RECORD_TEXT = Messages(
    en={"title": "Hand #{number} ({rules}), button: seat {button} ({name})",
        "posts": "{name} posts {kind} {chips}",
        "k_small blind": "small blind", "k_big blind": "big blind", "k_post": "post",
        "k_dead": "dead",
        "street": "*** {street} ***{cards}", "board": "*** BOARD *** [{cards}]",
        "shows": "{name} shows {cards}: {hands}", "mucks": "{name} mucks {cards} ({hands})",
        "mucks_only": "{name} mucks", "uncalled": "uncalled {chips} returned to {name}",
        "wins": "{name} wins {chips}", "sep": ", ", "pot": "{pot} {amount}: {won} ({how})"},
    ja={"title": "ハンド#{number}（{rules}）、ボタン: 席{button}（{name}）",
        "posts": "{name}が{kind} {chips}をポスト",
        "k_small blind": "スモールブラインド", "k_big blind": "ビッグブラインド",
        "k_post": "ビッグブラインド", "k_dead": "デッドのスモールブラインド",
        "street": "*** {street} ***{cards}", "board": "*** ボード *** [{cards}]",
        "shows": "{name}がショー {cards}: {hands}", "mucks": "{name}はマック {cards}（{hands}）",
        "mucks_only": "{name}はマック", "uncalled": "コールされなかった{chips}を{name}に返却",
        "wins": "{name}が{chips}を獲得", "sep": "、", "pot": "{pot} {amount}: {won}（{how}）"})


class ShowdownHand(NamedTuple):
    """One hand at the showdown: the ``seat``, its four hole ``cards``, whether the player
    ``shown`` it (``False``: mucked) and its ``reading`` (best high and low).

    A mucked hand keeps its cards and reading: the pots are awarded to the best hands whoever
    shows, and every player may see the cards used at the showdown. It unpacks like a tuple:
    ``for seat, cards, shown, reading in record.showdown: ...``.
    """

    seat: int
    cards: tuple[Card, ...]
    shown: bool
    reading: HandReading

    def describe(self, name: str, lang: str | None = None) -> str:
        """One line: ``"Bob shows ..."`` or ``"Bob mucks ..."`` with the cards and hands, in
        ``lang`` (the default language when None).

        >>> from pokerlib.omaha import read_hand
        >>> r = read_hand("9s 8s 7d 2c", "Kh 9d 4s 2h Jh")
        >>> ShowdownHand(1, r.hole, False, r).describe("Bob")
        'Bob mucks 9♠ 8♠ 7♦ 2♣ (high: Two pair, nines and deuces; low: no low)'
        >>> ShowdownHand(1, r.hole, False, r).describe("Bob", "ja")
        'Bobはマック 9♠ 8♠ 7♦ 2♣（ハイ: 9と2のツーペア、ロー: ローなし）'
        """
        lang = resolve_lang(lang)
        return RECORD_TEXT("shows" if self.shown else "mucks", lang, name=name,
                           cards=format_cards(self.cards), hands=self.reading.describe(lang))


@dataclass(frozen=True)
class HandRecord:
    """One finished hand, as the history keeps it: who sat where, the blinds and posts, every
    action by street, the board, the cards shown (and mucked), the pots and who won them.

    ``rules`` is the rules' name (for display); ``betting`` the :class:`BettingRules` the hand
    was played with (structure, blinds, bet sizes), so a record can be written out or
    replayed on its own.

    The showdown, three views of the same thing, each in **showdown order** (the article's
    rule: :func:`~pokerlib.omaha.showdown_order`):

    * ``showdown``: every hand that reached the showdown, one :class:`ShowdownHand`
      ``(seat, cards, shown, reading)`` each, mucked hands included (``shown`` is ``False``);
      players who folded before the showdown are not in it; empty without a showdown;
    * ``shown``: ``((seat, reading), ...)``, the hands shown;
    * ``mucked``: the seats whose hands were mucked.

    ``events`` is the hand's whole log (:mod:`pokerlib.events`), in the order things
    happened; the timeline and the hand-history writer read it.

    >>> from pokerlib.omaha import OMAHA_HILO_POT_LIMIT_1_2, OmahaTable
    >>> t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=2)
    >>> t.sit(0, "Ann", 100); t.sit(1, "Bob", 100)
    >>> _ = t.start_hand(); t.fold()
    >>> rec = t.history_page(0)
    >>> rec.rules, rec.betting.small_blind, rec.betting.big_blind
    ('Omaha Hi/Lo 8-or-better, pot-limit 1/2', 1, 2)
    """

    number: int
    rules: str
    button: int
    small_blind: int | None
    big_blind: int
    names: tuple[tuple[int, str], ...]           # ((seat, name), ...) of the players dealt in
    stacks_before: tuple[tuple[int, int], ...]   # ((seat, chips), ...)
    hole: tuple[tuple[int, tuple[Card, ...]], ...]  # ((seat, cards), ...) every hand dealt
    board: tuple[Card, ...]
    shown: tuple[tuple[int, HandReading], ...]   # the hands shown, in showdown order
    mucked: tuple[int, ...]                      # seats that mucked, in showdown order
    settlement: PotSettlement
    stacks_after: tuple[tuple[int, int], ...]
    folded: tuple[int, ...] = ()                 # seats that folded, in the order they folded
    betting: BettingRules | None = None   # the betting rules played (None: only the name known)
    showdown: tuple[ShowdownHand, ...] = ()      # every hand at the showdown, mucked ones too
    events: tuple[Event, ...] = ()               # the hand's event log (pokerlib.events)

    @property
    def posts(self) -> tuple[tuple[int, PostKind, int], ...]:
        """``((seat, kind, chips), ...)``: the blinds and posts, read from :attr:`events`."""
        return posts_of(self.events)

    @property
    def actions(self) -> tuple[ActionRecord, ...]:
        """Every action by street, in order, read from :attr:`events`."""
        return actions_of(self.events)

    @property
    def winners(self) -> dict[Any, int]:
        """Chips each player won from the pots (uncalled bets not counted)."""
        out: dict[Any, int] = {}
        for r in self.settlement.results:
            for p, c in r.shares:
                out[p] = out.get(p, 0) + c
        return out

    @property
    def net(self) -> dict[int, int]:
        """Each seat's chips after the hand minus before it."""
        before, after = dict(self.stacks_before), dict(self.stacks_after)
        return {s: after[s] - before[s] for s in before}

    def entries(self) -> list[tuple[str, dict[str, Any]]]:
        """The record line by line before it is put in words, in the order of the hand: what
        each line is and its values. :meth:`describe` says them as text and the table widget
        as HTML; neither decides anything about the hand itself.

        * ``("post", {"seat", "kind", "chips"})`` for each blind and post;
        * ``("street", {"street", "cards"})`` when a street's actions start (with the board so
          far), then ``("action", {"action"})`` for each :class:`ActionRecord`;
        * ``("board", {"cards"})`` when all five board cards came out after the last action
          (everybody all-in);
        * ``("show" | "muck", {"hand"})``: each :class:`ShowdownHand`, in showdown order
          (records made without them: ``("show", {"seat", "cards", "reading"})`` and
          ``("muck", {"seat"})``);
        * ``("uncalled", {"seat", "chips"})``, then ``("pot", {"result"})`` for each pot.
        """
        out: list[tuple[str, dict[str, Any]]] = [
            ("post", {"seat": s, "kind": kind, "chips": c}) for s, kind, c in self.posts]
        street = None
        for a in self.actions:
            if a.street != street:
                street = a.street
                k = street.board_size if street is not None else 0
                out.append(("street", {"street": street, "cards": self.board[:k]}))
            out.append(("action", {"action": a}))
        if len(self.board) == 5 and (not self.actions or self.actions[-1].street != "river"):
            out.append(("board", {"cards": self.board}))
        if self.showdown:
            out += [("show" if h.shown else "muck", {"hand": h}) for h in self.showdown]
        else:   # a record made without its showdown hands: what was shown, who mucked
            hole = dict(self.hole)
            out += [("show", {"seat": s, "cards": hole[s], "reading": r}) for s, r in self.shown]
            out += [("muck", {"seat": s}) for s in self.mucked]
        out += [("uncalled", {"seat": p, "chips": c}) for p, c in self.settlement.uncalled]
        out += [("pot", {"result": r}) for r in self.settlement.results]
        return out

    def describe(self, lang: str | None = None) -> str:
        """The hand as text: posts, actions by street, board, showdown (every hand there, in
        showdown order, mucked ones with their cards) and pots, in ``lang`` (the default
        language when None; the Omaha article's words in Japanese): :meth:`entries` in
        words."""
        lang = resolve_lang(lang)
        say = RECORD_TEXT
        name: dict[Any, str] = dict(self.names)   # the settlement names players as Hashable
        rules = self.rules
        if lang != "en" and self.betting is not None:
            rules = f"オマハハイロー（8以下）、{self.betting.describe(lang)}"
        lines = [say("title", lang, number=self.number, rules=rules, button=self.button,
                     name=name.get(self.button, "?"))]
        for what, v in self.entries():
            if what == "post":
                lines.append("  " + say("posts", lang, name=name[v["seat"]],
                                        kind=say(f"k_{v['kind']}", lang), chips=v["chips"]))
            elif what == "street":
                street, cards = v["street"], v["cards"]
                shown = f" [{format_cards(cards)}]" if cards else ""
                words = str(street).upper() if lang == "en" else translate(str(street), lang)
                lines.append(say("street", lang, street=words, cards=shown))
            elif what == "action":
                a = v["action"]
                lines.append("  " + replace(a, player=name[a.player]).describe(lang))
            elif what == "board":
                lines.append(say("board", lang, cards=format_cards(v["cards"])))
            elif what in ("show", "muck") and "hand" in v:
                lines.append("  " + v["hand"].describe(name[v["hand"].seat], lang))
            elif what == "show":
                lines.append("  " + say("shows", lang, name=name[v["seat"]],
                                        cards=format_cards(v["cards"]),
                                        hands=v["reading"].describe(lang)))
            elif what == "muck":
                lines.append("  " + say("mucks_only", lang, name=name[v["seat"]]))
            elif what == "uncalled":
                lines.append("  " + say("uncalled", lang, chips=v["chips"], name=name[v["seat"]]))
            else:
                r = v["result"]
                won = say("sep", lang).join(say("wins", lang, name=name[p], chips=c)
                                            for p, c in r.shares)
                lines.append("  " + say("pot", lang, pot=r.pot.label(lang), amount=r.pot.amount,
                                        won=won, how=POT_TEXT(r.how, lang)))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return "<pre>" + html.escape(self.describe()) + "</pre>"

