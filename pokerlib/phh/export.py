"""Exporting what a table played: a hand of pokerlib's AoF, Omaha or Oasis tables as a
:class:`~pokerlib.phh.HandHistory` (:func:`to_phh`), written to a file (:func:`write`) or a
whole session to a folder (:func:`export`)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..aof import AofHand
from ..betting import ActionKind, BettingRules, Structure
from ..errors import PHHError, UnsupportedHandError
from ..events import Acted, Posted
from ..oasis import OasisRules
from ..omaha import OmahaRules, PostKind
from .actions import card_text
from .format import HandHistory, dumps, history_of
from .rounds import PhhRound

__all__ = ["to_phh", "write", "export"]


def to_phh(hand: Any, **fields: Any) -> HandHistory:
    """The hand history of a hand a pokerlib table played (over or still running): an
    :class:`~pokerlib.aof.AofHand`, an :class:`~pokerlib.omaha.OmahaHand` or its
    :class:`~pokerlib.omaha.HandRecord`, or an :class:`~pokerlib.oasis.OasisGame`. Extra
    ``fields`` (``event=...``, ``hand=3``) are added.

    >>> from pokerlib.oasis import article_game
    >>> g = article_game(); _ = g.exchange("2d"); _ = g.raise_()
    >>> to_phh(g).actions
    ('d dh p1 QsQd8h8c2d', 'd dd KsKh9c6d4s', 'p1 sd 2d', 'd dh p1 Qh', 'p1 cbr 20')
    """
    kind = type(hand).__name__
    if kind == "HandHistory":
        out = hand
    elif kind == "AofHand":
        out = _aof_to_phh(hand)
    elif kind in ("OmahaHand", "HandRecord"):
        out = _omaha_to_phh(hand)
    elif kind == "OasisGame":
        out = _oasis_to_phh(hand)
    else:
        raise PHHError(key="phh_cannot_write_kind", kind=kind)
    return out.replace(**fields) if fields else out


def _aof_to_phh(hand: AofHand) -> HandHistory:
    if hand.rules.rake is not None:
        raise UnsupportedHandError(key="phh_raked")
    order = list(hand.order)          # left of the button first, the button last
    n = len(order)
    r = hand.rules
    label = {p: f"p{i + 1}" for i, p in enumerate(order)}
    antes = [0] * n
    if r.ante_kind == "each":
        antes = [r.ante] * n
    elif r.ante_kind == "big-blind":
        antes[1] = r.ante
    actions = [f"d dh {label[p]} {card_text(hand.holes[p])}" for p in order]
    # read the hand's log, keeping the chips in front and behind as the hand had them at
    # each decision: an all-in is written as a raise ('cbr' to the whole stack) when another
    # player could still call it, as a call ('cc') otherwise
    bets = {p: 0 for p in hand.players}
    behind = dict(hand.start)
    for e in hand.events:
        if isinstance(e, Posted):
            behind[e.player] -= e.chips
            if e.post in (PostKind.SMALL_BLIND, PostKind.BIG_BLIND):   # antes are dead
                bets[e.player] += e.chips
    live = set(hand.players)
    rnd = PhhRound(hand.acting_order, bets, behind, hand.players)
    for e in hand.events:
        if not isinstance(e, Acted):
            continue
        p, a = e.player, e.action
        actions += [f"{label[q]} cc" for q in rnd.checks_before(p)]
        top = max(bets.values())
        if a.kind is ActionKind.FOLD:
            actions.append(f"{label[p]} f")
            rnd.act(p, "f")
            live.discard(p)
            continue
        if all(behind[q] == 0 and bets[q] <= bets[p] for q in live if q != p):
            actions.append(f"{label[p]} cc")  # an all-in that moves no chip is a check
            rnd.act(p, "cc", bets[p])
        elif a.to > top and any(bets[q] + behind[q] > top for q in live if q != p):
            actions.append(f"{label[p]} cbr {a.to}")
            rnd.act(p, "cbr", a.to)
        else:
            actions.append(f"{label[p]} cc")
            rnd.act(p, "cc", min(a.to, top))
        bets[p], behind[p] = a.to, 0
    if hand.is_over:
        actions += [f"{label[q]} cc" for q in rnd.checks_left()]
    fields: list = [("variant", "NT"), ("antes", antes),
                    ("blinds_or_straddles", [r.small_blind, r.big_blind] + [0] * (n - 2)),
                    ("min_bet", r.big_blind),
                    ("starting_stacks", [hand.start[p] for p in order])]
    if hand.is_over and len(hand.live) >= 2:
        actions += [f"{label[p]} sm {card_text(hand.holes[p])}" for p in order
                    if p in hand.live]
        b = hand.board
        actions += [f"d db {card_text(b[k:m])}" for k, m in ((0, 3), (3, 4), (4, 5))]
        fields.append(("_burns", card_text(hand.burns)))
    if r.blind_first:
        fields.append(("_blind_first", True))
    fields += [("actions", actions), ("players", [str(p) for p in order]),
               ("seats", [hand.players.index(p) + 1 for p in order]), ("seat_count", n),
               ("finishing_stacks", [hand.stacks[p] for p in order])]
    return history_of(fields)


def _omaha_to_phh(obj: Any, table: Any = None) -> HandHistory:
    if type(obj).__name__ == "OmahaHand":
        hand = obj
        rec = hand.record
        table = hand.table
        rules = hand.rules
        seat_count = table.n_seats
        if rec is None:   # a hand still being played: the actions so far
            names = table.names
            src = dict(button=hand.button, sb=hand.small_blind, bb=hand.big_blind,
                       seats=list(hand.seats), names={s: names[s] for s in hand.seats},
                       before=dict(hand.stacks_before), posts=list(hand.posts),
                       hole=dict(hand.hole), board=list(hand.board), actions=list(hand.actions),
                       shown=(), mucked=(), after=None, over=False,
                       street=str(hand.street),
                       folded=set(hand.folded) | ({x for x in hand.round.order
                                                   if hand.round.folded(x)} if hand.round
                                                  else set()))
            return _omaha_fields(src, rules, seat_count)
    else:   # a HandRecord: the table it came from knows the rules, else the record's own
        rec = obj
        rules, seat_count = (table.rules, table.n_seats) if table is not None else (None, None)
        if rules is None and rec.betting is not None:
            rules = OmahaRules(rec.betting)
    src = dict(button=rec.button, sb=rec.small_blind, bb=rec.big_blind,
               seats=[s for s, _ in rec.names], names=dict(rec.names),
               before=dict(rec.stacks_before), posts=list(rec.posts), hole=dict(rec.hole),
               board=list(rec.board), actions=list(rec.actions), shown=rec.shown,
               mucked=rec.mucked, showdown=tuple(rec.showdown),
               after=dict(rec.stacks_after), over=True,
               folded=set(rec.folded))
    if rules is None:   # a record made without its betting rules: only the name is known
        rules = _rules_from_name(rec.rules)
    return _omaha_fields(src, rules, seat_count)


def _rules_from_name(name: str) -> OmahaRules:
    """The rules of a HandRecord made without its ``betting`` rules (records from pokerlib's
    tables carry them), from the name alone, e.g. 'Omaha Hi/Lo 8-or-better, limit 2/4'."""
    m = re.search(r"(limit|pot-limit|no-limit) (\d+)/(\d+)$", name)
    if not m:
        raise PHHError(key="phh_structure", name=name)
    kind, a, b = m.group(1), int(m.group(2)), int(m.group(3))
    if kind == "limit":  # the name gives the bets; the blinds are the usual half and whole
        return OmahaRules(BettingRules.limit(a, b))
    return OmahaRules((BettingRules.pot_limit if kind == "pot-limit" else
                       BettingRules.no_limit)(a, b))


def _omaha_fields(src: dict, rules: OmahaRules, seat_count: int | None) -> HandHistory:
    b = rules.betting
    paid: dict = {}
    for s_, kind, c in src["posts"]:   # the posts must be the rules' blinds (or all-in)
        due = min(b.small_blind if kind in (PostKind.SMALL_BLIND, PostKind.DEAD) else b.big_blind,
                  src["before"][s_] - paid.get(s_, 0))
        paid[s_] = paid.get(s_, 0) + c
        if c != due:
            raise PHHError(key="phh_posted", seat=s_, kind=kind, chips=c, due=due,
                           name=rules.name)

    seats = sorted(src["seats"])
    btn = src["button"]
    n = len(seats)
    # position order: first seat left of the button ... the button last
    k = next((i for i, s in enumerate(seats) if s > btn), 0)
    order = seats[k:] + seats[:k]
    if order[-1] != btn:
        raise PHHError(key="phh_button_out", seat=btn)
    label = {s: f"p{i + 1}" for i, s in enumerate(order)}
    b = rules.betting
    sb_pos, bb_pos = (order[1], order[0]) if n == 2 else (order[0], order[1])
    posts = src["posts"]
    odd = [(s, kind, c) for s, kind, c in posts
           if kind not in (PostKind.SMALL_BLIND, PostKind.BIG_BLIND)]
    standard = src["sb"] == sb_pos and src["bb"] == bb_pos and not odd
    structure = b.structure
    code = {Structure.LIMIT: "FO/8", Structure.POT_LIMIT: "PO/8",
            Structure.NO_LIMIT: "NO/8"}[structure]
    if standard:
        fields: list = [("variant", code), ("antes", [0] * n),
                        ("blinds_or_straddles", [b.small_blind, b.big_blind] + [0] * (n - 2))]
    else:  # pokerlib extension (see _posted_blinds): live posts as blinds, dead ones as antes
        live_posts, dead_posts = [0] * n, [0] * n
        for s_, kind, c in posts:
            (dead_posts if kind == PostKind.DEAD else live_posts)[order.index(s_)] += c
        fields = [("variant", code), ("antes", dead_posts),
                  ("blinds_or_straddles", live_posts), ("_blinds", [b.small_blind, b.big_blind]),
                  ("_small_blind", label[src["sb"]] if src["sb"] is not None else ""),
                  ("_big_blind", label[src["bb"]]),
                  ("_posts", [f"{label[s_]} {kind} {c}" for s_, kind, c in odd])]
    if structure is Structure.LIMIT:
        fields += [("small_bet", b.small_bet), ("big_bet", b.big_bet)]
        if b.max_raises != 3:
            fields.append(("_max_raises", b.max_raises))
        if not b.cap_heads_up:
            fields.append(("_cap_heads_up", False))
        if not b.half_bet_reopens:
            fields.append(("_half_bet_reopens", False))
    else:
        fields.append(("min_bet", b.big_blind))
    fields.append(("starting_stacks", [src["before"][s] for s in order]))
    board = src["board"]
    hole = src["hole"]
    actions = [f"d dh {label[s]} {card_text(hole[s])}" for s in order]
    cut = {"flop": (0, 3), "turn": (3, 4), "river": (4, 5)}
    dealt = 0
    # chips behind and who is still in, to follow PHH's betting rounds street by street
    behind = dict(src["before"])
    live_bets: dict = {}
    for s_, kind, c in src["posts"]:
        behind[s_] -= c
        if kind != PostKind.DEAD:
            live_bets[s_] = live_bets.get(s_, 0) + c
    folded: set = set()
    k = order.index(src["bb"]) + 1   # preflop: from the left of the big blind
    preflop_order = order[k:] + order[:k]
    rnd = PhhRound(preflop_order, live_bets, behind, order)
    street_now = "preflop"

    def close_round() -> None:
        actions.extend(f"{label[q]} cc" for q in rnd.checks_left())

    for a in src["actions"]:
        if a.street != street_now:
            close_round()
            street_now = a.street
            lo, hi = cut[a.street]
            while dealt < hi and dealt < len(board):
                street = "flop" if dealt == 0 else "turn" if dealt == 3 else "river"
                lo2, hi2 = cut[street]
                actions.append(f"d db {card_text(board[lo2:hi2])}")
                dealt = hi2
            rnd = PhhRound(order, {}, behind, [x for x in order if x not in folded])
        actions += [f"{label[q]} cc" for q in rnd.checks_before(a.player)]
        p = label[a.player]
        behind[a.player] -= a.added
        if a.kind is ActionKind.FOLD:
            actions.append(f"{p} f")
            folded.add(a.player)
            rnd.act(a.player, "f")
        elif a.kind in (ActionKind.CHECK, ActionKind.CALL):
            actions.append(f"{p} cc")
            rnd.act(a.player, "cc", a.to)
        else:
            actions.append(f"{p} cbr {a.to}")
            rnd.act(a.player, "cbr", a.to)
    if src["over"] or src.get("street") != street_now:   # the last round is closed
        close_round()
    live = [s for s in order if s not in src["folded"]]
    if src["over"] and len(live) >= 2:
        # before a runout every player still in is all-in but one and shows (PHH: all-in
        # hands are shown); after the river a player who neither wins nor ties may muck
        runout = dealt < len(board)
        showdown = src.get("showdown", ())
        if showdown:
            # in showdown order; a mucked hand keeps its cards in a comment (every player at
            # the table may see the cards used at the showdown); before a runout every hand
            # still in is shown, in the same order, so a replay writes the same lines again
            for entry in showdown:
                cards = card_text(hole[entry.seat])
                actions.append(f"{label[entry.seat]} sm {cards}" if entry.shown or runout
                               else f"{label[entry.seat]} sm  # mucks {cards}")
        else:
            shown = [s for s, _ in src["shown"]]
            shown += [s for s in order if s in live and s not in shown and runout]
            for s in shown:
                actions.append(f"{label[s]} sm {card_text(hole[s])}")
            for s in order:
                if s in live and s not in shown:
                    actions.append(f"{label[s]} sm")
    while dealt < len(board):
        street = "flop" if dealt == 0 else "turn" if dealt == 3 else "river"
        lo2, hi2 = cut[street]
        actions.append(f"d db {card_text(board[lo2:hi2])}")
        dealt = hi2
    fields += [("actions", actions), ("players", [src["names"][s] for s in order]),
               ("seats", [s + 1 for s in order])]
    if seat_count:
        fields.append(("seat_count", seat_count))
    if src["after"] is not None:
        fields.append(("finishing_stacks", [src["after"][s] for s in order]))
    return history_of(fields)


def _oasis_to_phh(game: Any) -> HandHistory:
    presets = OasisRules.presets()
    name = next((k for k, r in presets.items() if r == game.rules), None)
    if name is None:
        raise UnsupportedHandError(key="phh_not_preset", name=game.rules.name)
    actions = [f"d dh p1 {card_text(game.original_hand)}"]
    shown = game.dealer_cards
    actions.append(f"d dd {card_text(list(shown) + [None] * (5 - len(shown)))}")
    for out, new in game.exchanges:
        actions += [f"p1 sd {card_text(out)}", f"d dh p1 {card_text(new)}"]
    if game.is_over:
        actions.append("p1 f" if game.folded else f"p1 cbr {game.raise_amount}")
    end = game.settlement.balance_after if game.is_over else game.balance
    fields = [("variant", "OASIS"), ("rules", name), ("ante", game.ante),
              ("starting_stacks", [game.balance_before]), ("actions", actions),
              ("players", ["Player"]), ("finishing_stacks", [end])]
    return history_of(fields)


def write(hand: Any, path: str | Path) -> Path:
    """Write a hand (a :class:`HandHistory` or anything :func:`to_phh` takes) to a file.

    >>> import tempfile
    >>> from pokerlib.phh import load_example, replay
    >>> scratch = tempfile.TemporaryDirectory()
    >>> path = write(load_example("aof_tie"), Path(scratch.name) / "tie.phh")
    >>> replay(path).finishing_stacks
    {'C': 16, 'D': 16, 'A': 16, 'B': 16}
    >>> scratch.cleanup()
    """
    history = hand if isinstance(hand, HandHistory) else to_phh(hand)
    if not isinstance(path, (str, os.PathLike)):
        raise PHHError(key="type_name", what="path", allowed="a file path",
                       got=type(path).__name__)
    path = Path(path)
    text = dumps(history)
    try:
        path.write_text(text, encoding="utf-8")
    except (OSError, ValueError) as e:
        raise PHHError(key="phh_cannot_write", path=str(path), detail=str(e)) from None
    return path


def export(source: Any, folder: str | Path, *, prefix: str = "hand") -> list[Path]:
    """Write every hand of ``source`` to ``folder`` as ``hand0001.phh``, ``hand0002.phh``...

    ``source`` is an :class:`~pokerlib.aof.AofSession` (its hands), an
    :class:`~pokerlib.omaha.OmahaTable` (its history: the last 50 hands), an
    :class:`~pokerlib.oasis.OasisSession` (its games), one hand, or an iterable of hands.
    Returns the paths written.

    >>> import tempfile
    >>> from pokerlib.aof import AofSession, TopPercent
    >>> s = AofSession(["A", "B", "C"], seed=1, strategies={p: TopPercent(40) for p in "ABC"})
    >>> s.play(3)
    >>> scratch = tempfile.TemporaryDirectory()
    >>> [p.name for p in export(s, scratch.name)]
    ['hand0001.phh', 'hand0002.phh', 'hand0003.phh']
    >>> scratch.cleanup()
    """
    if not isinstance(folder, (str, os.PathLike)):
        raise PHHError(key="type_name", what="folder", allowed="a folder path",
                       got=type(folder).__name__)
    if not isinstance(prefix, str) or not re.fullmatch(r"[A-Za-z0-9_.-]*", prefix):
        raise PHHError(key="phh_prefix", value=prefix)
    hands = _hands_of(source)
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as e:
        raise PHHError(key="phh_cannot_mkdir", path=str(folder), detail=str(e)) from None
    if type(source).__name__ == "OmahaTable":   # its records, with the table's own rules
        hands = [_omaha_to_phh(rec, table=source) for rec in hands]
    return [write(h, folder / f"{prefix}{i:04d}.phh") for i, h in enumerate(hands, 1)]


def _hands_of(source: Any) -> list[Any]:
    kind = type(source).__name__
    if kind == "AofSession":
        return list(source.hands)
    if kind == "OmahaTable":
        return list(source.history)
    if kind == "OasisSession":
        return list(source.games)
    if kind in ("AofHand", "OmahaHand", "HandRecord", "OasisGame", "HandHistory"):
        return [source]
    if isinstance(source, Iterable) and not isinstance(source, (str, bytes)):
        return list(source)
    raise PHHError(key="phh_cannot_export", kind=kind)
