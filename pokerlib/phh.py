"""Hand histories: PHH files, exporting what a table played, and replaying a file on a table.

The **Poker Hand History** (PHH) format is the open, TOML-based standard from the PokerKit
authors (``uoftcprg/phh-std``). A file names the **variant**, the forced bets and the
**starting stacks**, then lists every **action** in order, the dealer's as well as the players':

* ``d dh p1 AsQs`` — the dealer deals hole cards to player 1 (``????`` = unknown cards);
* ``d db Qh9s2c`` — the dealer deals board cards (the flop here);
* ``p3 f`` fold, ``p3 cc`` check or call, ``p3 cbr 16`` bet or raise **to** 16 (the player's
  total for this betting round), ``p3 sm AsQs`` show (``p3 sm`` alone: muck);
* anything after ``#`` is commentary.

Players are numbered by position: ``p1`` is the first seat left of the button (the small
blind) and the last player has the button; heads-up ``p1`` is the big blind and ``p2`` the
button, who posts the small blind (PHH writes the forced bets in the same order and reverses
them heads-up). ``docs/phh.md`` lists the fields read and written, the project's extension
codes ``PO/8`` and ``NO/8`` (pot-limit / no-limit Omaha hi/lo), the ``OASIS`` format, and every
known disagreement between PokerKit and the course rules.

Replaying a file drives pokerlib's own tables (:mod:`pokerlib.aof`, :mod:`pokerlib.omaha`,
:mod:`pokerlib.oasis`), so the course's rules decide every chip:

>>> r = replay_example("aof_showdown")
>>> r.complete, r.finishing_stacks
(True, {'C': 32, 'D': 0, 'A': 16, 'B': 16})
>>> [(p["name"], p["amount"], p["eligible"], p["winners"]) for p in r.pots]
[('main pot', 32, ['C', 'D'], ['C'])]

Bad files raise a :class:`PHHError` that says what is wrong and where:

>>> replay('''variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [16, 16]
... actions = ["d dh p1 AsKs", "d dh p2 QhQd", "p1 cbr 16"]
... players = ["A", "B"]''')
Traceback (most recent call last):
...
pokerlib.phh.PHHActionError: action 2 ('p1 cbr 16'): not p1's turn: p2 (B) is to act
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import Card, CardError, Deck, PokerError
from .pots import collect

__all__ = [
    "PHHError", "PHHFormatError", "UnknownVariantError", "MissingFieldError",
    "FieldTypeError", "PHHCardError", "DuplicateDealError", "PHHActionError",
    "UnsupportedHandError",
    "VARIANTS", "HandHistory", "Replay",
    "loads", "load", "load_all", "dumps", "to_phh", "write", "export", "replay",
    "EXAMPLES_DIR", "examples", "load_example", "replay_example", "steps", "main",
]

EXAMPLES_DIR = Path(__file__).with_name("data") / "examples"

#: The variant codes pokerlib reads and writes, and what plays them.
VARIANTS = {
    "NT": "No-limit Texas hold'em (PHH); replayed on the All-in or Fold table, so only folds "
          "and all-ins are allowed",
    "FO/8": "Fixed-limit Omaha hold'em hi/lo 8-or-better (PHH)",
    "PO/8": "Pot-limit Omaha hold'em hi/lo 8-or-better (pokerlib extension code)",
    "NO/8": "No-limit Omaha hold'em hi/lo 8-or-better (pokerlib extension code)",
    "OASIS": "Oasis Poker, one player against the house (pokerlib's own format, not PHH)",
}
_PHH_CODES = ("FT", "NT", "NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")
_REQUIRED = {
    "NT": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "FO/8": ("antes", "blinds_or_straddles", "small_bet", "big_bet", "starting_stacks",
             "actions"),
    "PO/8": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "NO/8": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "OASIS": ("ante", "starting_stacks", "actions"),
}
_OMAHA = ("FO/8", "PO/8", "NO/8")
# the order fields are written in (others follow in the order they were given)
_FIELD_ORDER = ("variant", "rules", "ante_trimming_status", "antes", "ante",
                "blinds_or_straddles", "small_bet", "big_bet", "min_bet", "starting_stacks",
                "actions", "author", "event", "table", "hand", "seats", "seat_count",
                "players", "finishing_stacks", "winnings")


# ---------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------

class PHHError(PokerError):
    """Base class of every error a hand-history file can cause."""


class PHHFormatError(PHHError, ValueError):
    """The file is not valid TOML, or a field is missing or malformed."""


class UnknownVariantError(PHHFormatError):
    """A variant code pokerlib does not play."""


class MissingFieldError(PHHFormatError):
    """A field the variant requires is absent."""


class FieldTypeError(PHHFormatError):
    """A field has the wrong TOML type, length or value."""


class PHHCardError(PHHError, ValueError):
    """Card text that is not a card, or cards that do not fit the hand."""


class DuplicateDealError(PHHCardError):
    """The same card is dealt twice."""


class PHHActionError(PHHError, ValueError):
    """An action that is malformed or illegal at its step; ``index`` (0-based) and ``action``
    name the step, the message says why and what was allowed."""

    def __init__(self, index: int, action: str, reason: str):
        self.index, self.action, self.reason = index, action, reason
        super().__init__(f"action {index} ({action!r}): {reason}")


class UnsupportedHandError(PHHError):
    """A valid file that pokerlib's tables cannot play (straddles, a minimum bet other than
    the big blind, a no-limit hold'em hand that is not all-in-or-fold...)."""


# ---------------------------------------------------------------------------------------------
# The hand history value
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class HandHistory:
    """One hand as a file describes it. ``fields`` holds every field (TOML values, arrays as
    tuples) in the order written; the common ones have properties.

    >>> h = load_example("aof_side_pot")
    >>> h.variant, h.players, h.starting_stacks
    ('NT', ('C', 'D', 'A', 'B'), (16, 16, 8, 16))
    >>> h.actions[:2]
    ('d dh p1 JhJd', 'd dh p2 ????')
    """

    fields: tuple[tuple[str, Any], ...]

    def __eq__(self, other: object) -> bool:  # the same fields, in any order
        if not isinstance(other, HandHistory):
            return NotImplemented
        return dict(self.fields) == dict(other.fields)

    def __hash__(self) -> int:
        return hash(frozenset(self.fields))

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        return default

    def __getitem__(self, name: str) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        raise KeyError(name)

    def __contains__(self, name: str) -> bool:
        return any(k == name for k, _ in self.fields)

    @property
    def variant(self) -> str:
        return self["variant"]

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        return self["starting_stacks"]

    @property
    def actions(self) -> tuple[str, ...]:
        return self["actions"]

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    @property
    def players(self) -> tuple[str, ...]:
        """Player names: the ``players`` field when it names everyone uniquely, else
        ``p1``, ``p2``, ..."""
        names = self.get("players")
        n = self.player_count
        if names and len(set(names)) == n and all(names):
            return tuple(names)
        return tuple(f"p{i + 1}" for i in range(n))

    @property
    def finishing_stacks(self) -> tuple[int, ...] | None:
        return self.get("finishing_stacks")

    def replace(self, **changes: Any) -> "HandHistory":
        """A copy with fields changed, added, or removed (value ``None``)."""
        out = [(k, changes.pop(k) if k in changes else v) for k, v in self.fields]
        out += list(changes.items())
        return _history((k, v) for k, v in out if v is not None)

    def dumps(self) -> str:
        """The hand as PHH text (TOML)."""
        return dumps(self)

    def replay(self, *, strict: bool = False) -> "Replay":
        """Play the hand on pokerlib's table (see :func:`replay`)."""
        return replay(self, strict=strict)


def _history(fields: Iterable[tuple[str, Any]]) -> HandHistory:
    """A HandHistory of (name, value) pairs, lists and tables frozen to tuples."""
    return HandHistory(tuple((k, _freeze(v)) for k, v in fields))


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, dict):
        return tuple((k, _freeze(x)) for k, x in v.items())
    return v


# ---------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------

def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int_field(data: Mapping, name: str, minimum: int = 0) -> int:
    v = data[name]
    if not _is_int(v) or v < minimum:
        got = "inf" if isinstance(v, float) and math.isinf(v) else repr(v)
        raise FieldTypeError(f"field {name!r} must be a whole number of chips >= {minimum} "
                             f"(pokerlib counts chips in integers), not {got}")
    return v


def _int_array(data: Mapping, name: str, n: int | None, minimum: int = 0) -> tuple[int, ...]:
    v = data[name]
    if not isinstance(v, list):
        raise FieldTypeError(f"field {name!r} must be an array of whole numbers, "
                             f"not {type(v).__name__} {v!r}")
    for i, x in enumerate(v):
        if not _is_int(x) or x < minimum:
            got = "inf" if isinstance(x, float) and math.isinf(x) else repr(x)
            raise FieldTypeError(f"field {name!r}: entry {i} is {got}; every entry must be a "
                                 f"whole number >= {minimum}")
    if n is not None and len(v) != n:
        raise FieldTypeError(f"field {name!r} has {len(v)} entries but the hand has {n} "
                             "players (one entry per player, in position order)")
    return tuple(v)


def _check(data: dict) -> HandHistory:
    """Validate the TOML data of one hand and freeze it."""
    if "variant" not in data:
        raise MissingFieldError("missing field 'variant' (e.g. variant = \"NT\")")
    variant = data["variant"]
    if not isinstance(variant, str):
        raise FieldTypeError(f"field 'variant' must be a string, not {variant!r}")
    if variant not in VARIANTS:
        known = ", ".join(VARIANTS)
        what = ("a PHH variant pokerlib does not play" if variant in _PHH_CODES
                else "not a variant code pokerlib knows")
        raise UnknownVariantError(f"variant {variant!r} is {what}; pokerlib reads {known}")
    missing = [f for f in _REQUIRED[variant] if f not in data]
    if missing:
        raise MissingFieldError(f"a {variant} hand needs the field(s) {', '.join(missing)}; "
                                f"missing: {', '.join(repr(m) for m in missing)}")
    stacks = _int_array(data, "starting_stacks", None, 1)
    n = len(stacks)
    lo, hi = (1, 1) if variant == "OASIS" else (2, 9) if variant == "NT" else (2, 10)
    if not lo <= n <= hi:
        raise FieldTypeError(f"a {variant} hand has {lo} to {hi} players; starting_stacks "
                             f"lists {n}")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise FieldTypeError("field 'actions' must be an array of strings such as "
                             "\"d dh p1 AsKd\" or \"p1 cbr 16\"")
    if variant == "OASIS":
        _int_field(data, "ante", 1)
        if "rules" in data and not isinstance(data["rules"], str):
            raise FieldTypeError(f"field 'rules' must be a preset name string, "
                                 f"not {data['rules']!r}")
    else:
        _int_array(data, "antes", n)
        _int_array(data, "blinds_or_straddles", n)
        for name in ("min_bet", "small_bet", "big_bet"):
            if name in data:
                _int_field(data, name, 1)
    if "finishing_stacks" in data:
        _int_array(data, "finishing_stacks", n)
    if "players" in data:
        names = data["players"]
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names) \
                or len(names) != n:
            raise FieldTypeError(f"field 'players' must be an array of {n} strings")
    if "seats" in data:
        _int_array(data, "seats", n, 1)
    return _history(data.items())


def loads(text: str) -> HandHistory:
    """Read one hand from PHH text.

    >>> loads('variant = "FT"')
    Traceback (most recent call last):
    ...
    pokerlib.phh.UnknownVariantError: variant 'FT' is a PHH variant pokerlib does not play; pokerlib reads NT, FO/8, PO/8, NO/8, OASIS
    """
    if not isinstance(text, str):
        raise PHHFormatError(f"PHH text must be a string, not {type(text).__name__}")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise PHHFormatError(f"not valid TOML: {e}") from None
    return _check(data)


def _looks_like_path(source: str) -> bool:
    return "\n" not in source and "=" not in source


def load(source: str | Path) -> HandHistory:
    """Read one hand from a file path (or from PHH text).

    >>> load(EXAMPLES_DIR / "oasis_tie.phh").variant
    'OASIS'
    """
    if isinstance(source, HandHistory):
        return source
    if isinstance(source, Path) or (isinstance(source, str) and _looks_like_path(source)):
        path = Path(source)
        if not path.is_file():
            raise PHHFormatError(f"no hand-history file {str(path)!r}")
        return loads(path.read_text(encoding="utf-8"))
    return loads(source)


def load_all(source: str | Path) -> list[HandHistory]:
    """Every hand in a folder (``*.phh``, sorted by name), or in a ``.phhs`` file (one TOML
    table per hand), or the one hand of a ``.phh`` file.

    >>> len(load_all(EXAMPLES_DIR)) == len(examples())
    True
    """
    path = Path(source)
    if path.is_dir():
        return [load(p) for p in sorted(path.glob("*.phh"))]
    if path.suffix == ".phhs":
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as e:
            raise PHHFormatError(f"{path}: not valid TOML: {e}") from None
        return [_check(v) for v in data.values() if isinstance(v, dict)]
    return [load(path)]


# ---------------------------------------------------------------------------------------------
# Writing (a small TOML writer for the subset PHH uses)
# ---------------------------------------------------------------------------------------------

def _toml(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "inf" if v == math.inf else "-inf" if v == -math.inf else repr(v)
    if isinstance(v, str):
        # a JSON string is a TOML basic string, once DEL (allowed raw in JSON) is escaped
        return json.dumps(v, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml(x) for x in v) + "]"
    if hasattr(v, "isoformat"):
        return v.isoformat()
    raise PHHFormatError(f"cannot write {v!r} ({type(v).__name__}) to a PHH file")


def _street_comment(action: str, seen: list[int]) -> str | None:
    if action.startswith("d db"):
        seen[0] += 1
        return ("flop", "turn", "river")[min(seen[0], 3) - 1]
    return None


def dumps(history: HandHistory) -> str:
    """PHH text for a hand: one ``key = value`` line per field, the actions one per line
    with a TOML comment naming each street.

    >>> print(dumps(loads('variant = "OASIS"\\nante = 10\\nstarting_stacks = [100]\\n'
    ...                   'actions = ["d dh p1 QsQd8h8c2d", "p1 f"]')))
    variant = "OASIS"
    ante = 10
    starting_stacks = [100]
    actions = [
      "d dh p1 QsQd8h8c2d",
      "p1 f",
    ]
    """
    names = [k for k in _FIELD_ORDER if k in history]
    names += [k for k, _ in history.fields if k not in names]
    lines = []
    for k in names:
        v = history[k]
        key = k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k)
        if k == "actions":
            lines.append(f"{key} = [")
            seen = [0]
            for a in v:
                street = _street_comment(a, seen)
                if street:
                    lines.append(f"  # {street}")
                lines.append(f"  {_toml(a)},")
            lines.append("]")
        else:
            lines.append(f"{key} = {_toml(v)}")
    return "\n".join(lines) + "\n"


def write(hand: Any, path: str | Path) -> Path:
    """Write a hand (a :class:`HandHistory` or anything :func:`to_phh` takes) to a file.

    >>> import tempfile
    >>> path = write(load_example("aof_tie"), Path(tempfile.mkdtemp()) / "tie.phh")
    >>> replay(path).finishing_stacks
    {'C': 16, 'D': 16, 'A': 16, 'B': 16}
    """
    history = hand if isinstance(hand, HandHistory) else to_phh(hand)
    path = Path(path)
    path.write_text(dumps(history), encoding="utf-8")
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
    >>> [p.name for p in export(s, tempfile.mkdtemp())]
    ['hand0001.phh', 'hand0002.phh', 'hand0003.phh']
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    hands = _hands_of(source)
    if type(source).__name__ == "OmahaTable":   # its records, with the table's own rules
        hands = [_omaha_to_phh(rec, table=source) for rec in hands]
    return [write(h, folder / f"{prefix}{i:04d}.phh") for i, h in enumerate(hands, 1)]


def _hands_of(source: Any) -> list:
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
    raise PHHError(f"cannot export {kind}: give a session, a table, a hand or a list of hands")


# ---------------------------------------------------------------------------------------------
# Actions: parsing the notation
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Step:
    index: int
    text: str
    verb: str                 # dh db dd f cc cbr sm sd, or "" for a no-op
    player: int | None = None  # 0-based
    cards: tuple | None = None  # Card or None (unknown)
    amount: int | None = None
    dash: bool = False        # "sm -": show the cards already dealt


_CARD = re.compile(r"[2-9TJQKAtjqka?][cdhsCDHS?]")


def _parse_cards(step_index: int, text: str, cards: str) -> tuple:
    if len(cards) % 2 or not all(_CARD.fullmatch(cards[i:i + 2])
                                 for i in range(0, len(cards), 2)):
        raise PHHActionError(step_index, text, f"{cards!r} is not PHH card text: two "
                             "characters a card, rank then suit, e.g. AsKd ('??' = unknown)")
    out = []
    for i in range(0, len(cards), 2):
        chunk = cards[i:i + 2]
        if "?" in chunk:
            if chunk != "??":
                raise PHHActionError(step_index, text, f"{chunk!r}: an unknown card is '??'")
            out.append(None)
        else:
            try:
                out.append(Card(chunk))
            except CardError as e:
                raise PHHActionError(step_index, text, str(e)) from None
    return tuple(out)


def _parse_step(i: int, text: str, n: int, variant: str) -> _Step:
    words = text.split("#", 1)[0].split()
    if not words:
        return _Step(i, text, "")

    def player(label: str) -> int:
        m = re.fullmatch(r"p([1-9][0-9]*)", label)
        if not m:
            raise PHHActionError(i, text, f"{label!r} is not an actor: use 'd' (the dealer) "
                                 f"or p1..p{n}")
        k = int(m.group(1))
        if k > n:
            raise PHHActionError(i, text, f"there is no {label}: this hand has {n} players")
        return k - 1

    if words[0] == "d":
        if len(words) == 4 and words[1] == "dh":
            return _Step(i, text, "dh", player(words[2]), _parse_cards(i, text, words[3]))
        if len(words) == 3 and words[1] == "db":
            return _Step(i, text, "db", None, _parse_cards(i, text, words[2]))
        if len(words) == 3 and words[1] == "dd" and variant == "OASIS":
            return _Step(i, text, "dd", None, _parse_cards(i, text, words[2]))
        allowed = "'d dh pN cards', 'd db cards'" + (", 'd dd cards'" if variant == "OASIS"
                                                      else "")
        raise PHHActionError(i, text, f"not a dealer action: the dealer's actions are "
                             f"{allowed}")
    p = player(words[0])
    verb, args = (words[1] if len(words) > 1 else ""), words[2:]
    if verb in ("f", "cc") and not args:
        return _Step(i, text, verb, p)
    if verb == "cbr" and len(args) == 1:
        if not re.fullmatch(r"[0-9]+", args[0]):
            raise PHHActionError(i, text, f"the amount {args[0]!r} must be a whole number of "
                                 "chips")
        return _Step(i, text, "cbr", p, amount=int(args[0]))
    if verb == "sm" and len(args) <= 1:
        if args and args[0] == "-":
            return _Step(i, text, "sm", p, dash=True)
        return _Step(i, text, "sm", p, _parse_cards(i, text, args[0]) if args else None)
    if verb == "sd" and len(args) <= 1:
        return _Step(i, text, "sd", p, _parse_cards(i, text, args[0]) if args else ())
    raise PHHActionError(i, text, "not a player action: a player may 'f' (fold), 'cc' (check "
                         "or call), 'cbr N' (bet or raise to N), 'sm [cards]' (show or muck)"
                         + (", 'sd cards' (exchange)" if variant == "OASIS" else ""))


def _fmt(cards: Iterable) -> str:
    return "".join("??" if c is None else Card(c).code for c in cards)


class _Ledger:
    """Every known card dealt, and the step that dealt it (a card dealt twice is an error)."""

    def __init__(self):
        self.where: dict[Card, _Step] = {}

    def add(self, step: _Step, cards: Iterable) -> None:
        seen = set()
        for c in cards:
            if c is None:
                continue
            if c in seen:
                raise DuplicateDealError(f"action {step.index} ({step.text!r}): {c.code} is "
                                         "dealt twice in the same action")
            if c in self.where:
                first = self.where[c]
                raise DuplicateDealError(
                    f"action {step.index} ({step.text!r}): {c.code} was already dealt by "
                    f"action {first.index} ({first.text!r})")
            seen.add(c)
        for c in cards:
            if c is not None:
                self.where[c] = step

    def spares(self) -> list[Card]:
        """Cards the file never mentions, in a fixed order (to fill unknown cards)."""
        return [c for c in Deck().remaining if c not in self.where]


# ---------------------------------------------------------------------------------------------
# The result of a replay
# ---------------------------------------------------------------------------------------------

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
        return json.dumps(self.as_dict(), indent=indent, ensure_ascii=False)

    def describe(self) -> str:
        """A few lines of text: stacks, pots, and any difference from the file."""
        lines = [f"{self.history.variant} hand, " + ("complete" if self.complete
                                                      else f"not complete: {self.reason}")]
        lines.append("finishing stacks: " + ", ".join(f"{p} {c}" for p, c in
                                                      self.finishing_stacks.items()))
        for pot in self.pots:
            won = ", ".join(f"{p} {c}" for p, c in pot.get("shares", {}).items())
            lines.append(f"{pot['name']} {pot['amount']} ({', '.join(pot['eligible'])})"
                         + (f": {won}" if won else ""))
        for p, a, b in self.differences:
            lines.append(f"DIFFERS: {p} recorded {a}, replayed {b}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        import html as _html
        head = f"<pre>{_html.escape(self.describe())}</pre>"
        show = getattr(self.settlement, "_repr_html_", None)
        return head + (show() if callable(show) else "")


def _finish(rep: Replay, strict: bool) -> Replay:
    rec = rep.history.finishing_stacks
    if rec is not None:
        rep.differences = [(p, a, b) for (p, b), a in zip(rep.finishing_stacks.items(), rec)
                           if a != b]
    if strict and not rep.ok:
        why = rep.reason if not rep.complete else "; ".join(
            f"{p} recorded {a}, replayed {b}" for p, a, b in rep.differences)
        raise PHHError(f"replay is not a complete match: {why}")
    return rep


def _pot_dicts(settlement, name_of) -> tuple[list, dict]:
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


def _open_pots(bets: Mapping, folded: Iterable, dead: int, order: Sequence, name_of) -> list:
    """Pots of a hand that is not over: amounts and who can still win them, no winners."""
    folded = set(folded)
    if not any(v for v in bets.values()) and not dead:
        return []
    if all(p in folded for p in bets):
        return []
    _, pots = collect(bets, folded, dead, order)
    return [{"name": p.name, "amount": p.amount, "eligible": [name_of(x) for x in p.eligible]}
            for p in pots]


def _pot_so_far(total: int, live: Iterable, bets: Mapping, name_of) -> list:
    """The middle of a hand whose betting is still open: one amount (the side pots are cut
    only when the betting ends) and the bets in front of each player this round."""
    return [{"name": "pot so far", "amount": total, "eligible": [name_of(p) for p in live],
             "bets": {name_of(p): c for p, c in bets.items() if c}}]


# ---------------------------------------------------------------------------------------------
# Replaying hold'em (NT) and Omaha hi/lo hands
# ---------------------------------------------------------------------------------------------

def _parse_steps(history: HandHistory) -> list[_Step]:
    n = history.player_count
    return [_parse_step(i, a, n, history.variant) for i, a in enumerate(history.actions)]


@dataclass
class _Cards:
    """Hole cards and board a button-game file deals, checked for duplicates."""

    holes: list            # per player: tuple of Card|None, or None if never dealt
    board: list            # Card|None, in dealing order
    streets: list          # number of board cards per d db action, in order
    spares: list


def _collect_cards(steps: list[_Step], n: int, hole_count: int) -> _Cards:
    ledger = _Ledger()
    holes: list = [None] * n
    board: list = []
    streets: list = []
    sizes = (3, 1, 1)
    for s in steps:
        if s.verb == "dh":
            if holes[s.player] is not None:
                raise PHHActionError(s.index, s.text, f"p{s.player + 1} was already dealt "
                                     "hole cards")
            if len(s.cards) != hole_count:
                raise PHHActionError(s.index, s.text, f"deal {hole_count} hole cards to each "
                                     f"player, not {len(s.cards)}")
            ledger.add(s, s.cards)
            holes[s.player] = s.cards
        elif s.verb == "db":
            k = len(streets)
            if k >= 3:
                raise PHHActionError(s.index, s.text, "the board is already complete "
                                     "(flop, turn and river dealt)")
            if len(s.cards) != sizes[k]:
                street = ("flop", "turn", "river")[k]
                raise PHHActionError(s.index, s.text, f"the {street} is {sizes[k]} card"
                                     f"{'s' if sizes[k] > 1 else ''}, not {len(s.cards)}")
            ledger.add(s, s.cards)
            board.extend(s.cards)
            streets.append(len(s.cards))
    # shown cards fill unknown hole cards; they must agree with what was dealt
    for s in steps:
        if s.verb != "sm" or s.dash or not s.cards:
            continue
        dealt = holes[s.player]
        if len(s.cards) != hole_count:
            raise PHHActionError(s.index, s.text, f"show all {hole_count} hole cards (or "
                                 "'sm' alone to muck)")
        if dealt is None:
            dealt = (None,) * hole_count
        if all(c is not None for c in dealt):
            if set(x for x in s.cards if x is not None) - set(dealt):
                raise PHHActionError(s.index, s.text, f"p{s.player + 1} was dealt "
                                     f"{_fmt(dealt)}, not {_fmt(s.cards)}")
            continue
        known = [c for c in dealt if c is not None]
        if any(c not in s.cards for c in known):
            raise PHHActionError(s.index, s.text, f"p{s.player + 1} was dealt {_fmt(dealt)}, "
                                 f"which does not fit {_fmt(s.cards)}")
        new = [c for c in s.cards if c is not None and c not in known]
        ledger.add(s, new)
        merged = list(known) + new
        merged += [None] * (hole_count - len(merged))
        holes[s.player] = tuple(merged)
    return _Cards(holes, board, streets, ledger.spares())


def _fill(cards: Iterable, spares: list) -> list:
    return [spares.pop(0) if c is None else c for c in cards]


def _forced_bets(h: HandHistory) -> tuple[int, int]:
    blinds = h["blinds_or_straddles"]
    if any(blinds[2:]):
        raise UnsupportedHandError(f"blinds_or_straddles {list(blinds)}: pokerlib's tables "
                                   "post a small and a big blind only (no straddles)")
    sb, bb = blinds[0], blinds[1]
    if bb < 1:
        raise UnsupportedHandError(f"blinds_or_straddles {list(blinds)}: the big blind "
                                   "(entry 2) must be at least 1")
    return sb, bb


class _Walk:
    """Shared checks while walking a button game's actions."""

    def __init__(self, steps: list[_Step], cards: _Cards):
        self.steps = steps
        self.cards = cards
        self.board_seen = 0      # board cards the file has dealt so far
        self.started = False     # a player has acted

    def deal_hole(self, s: _Step) -> None:
        if self.started:
            raise PHHActionError(s.index, s.text, "hole cards are dealt before the first "
                                 "player action")

    def deal_board(self, s: _Step, engine_board: Sequence, state: str) -> None:
        k = self.board_seen
        if len(engine_board) < k + len(s.cards):
            raise PHHActionError(s.index, s.text, f"no board cards are due now: {state}")
        self.board_seen += len(s.cards)

    def before_player(self, s: _Step, engine_board: Sequence) -> None:
        self.started = True
        if len(engine_board) > self.board_seen:
            street = {3: "flop", 4: "turn", 5: "river"}[len(engine_board)]
            raise PHHActionError(s.index, s.text, f"the {street} must be dealt ('d db ...') "
                                 "before this action")


def _steps_without_discards(h: HandHistory, game: str) -> list[_Step]:
    """The file's steps, for a game with no draw ('sd' is an error)."""
    steps = _parse_steps(h)
    for s in steps:
        if s.verb == "sd":
            raise PHHActionError(s.index, s.text, f"{game} has no discards")
    return steps


def _unsettled(showdown: bool, board_seen: int, unknown: Sequence[str]) -> str:
    """Why a finished hand's showdown cannot be settled from the file ('' when it can)."""
    if not showdown:
        return ""
    if board_seen < 5:
        return (f"the file deals {board_seen} of the 5 board cards, so the showdown "
                "cannot be settled from it")
    if unknown:
        return (f"the hole cards of {', '.join(unknown)} are unknown, so the showdown "
                "cannot be settled from the file")
    return ""


def _check_deal(engine_cards: Sequence, file_cards: Sequence | None, what: str) -> None:
    if file_cards is None:
        return
    for a, b in zip(engine_cards, file_cards):
        if b is not None and a != b:
            raise PHHError(f"internal mismatch: the table dealt {_fmt(engine_cards)} to {what} "
                           f"but the file says {_fmt(file_cards)} (the table's dealing order "
                           "may have changed)")


def _replay_nt(h: HandHistory, strict: bool, deal: HandHistory | None = None) -> Replay:
    from . import aof

    n = h.player_count
    names = h.players
    steps = _steps_without_discards(h, "hold'em")
    cards = _collect_cards(steps, n, 2)
    # the deck holds every card the whole file deals, even when only its first actions are
    # replayed (stop=k), so the table plays on with the file's cards
    dealing = cards if deal is None else _collect_cards(_parse_steps(deal), n, 2)
    sb, bb = _forced_bets(h)
    antes = h["antes"]
    if not any(antes):
        ante, kind = 0, "none"
    elif len(set(antes)) == 1:
        ante, kind = antes[0], "each"
    elif all(a == 0 for i, a in enumerate(antes) if i != 1):
        ante, kind = antes[1], "big-blind"
    else:
        raise UnsupportedHandError(f"antes {list(antes)}: the AoF table takes no ante, the "
                                   "same ante from everyone, or a big-blind ante")
    stacks = h.starting_stacks
    try:
        rules = aof.AofRules(stack=max(stacks), small_blind=sb, big_blind=bb, ante=ante,
                             ante_kind=kind, blind_first=bool(h.get("_blind_first", False)))
    except PokerError as e:
        raise UnsupportedHandError(f"the AoF table cannot be set up: {e}") from None
    spares = list(dealing.spares)
    holes = [_fill(dealing.holes[i] or (None, None), spares) for i in range(n)]
    burns = h.get("_burns", "")
    if not isinstance(burns, str):
        raise FieldTypeError(f"field '_burns' must be card text such as \"4c5d6c\", "
                             f"not {burns!r}")
    try:
        burn_cards = _parse_cards(-1, "_burns", burns) if burns else ()
    except PHHActionError as e:
        raise FieldTypeError(f"field '_burns': {e.reason}") from None
    burn_cards = [c for c in burn_cards if c is not None]
    used = set(c for x in holes for c in x) | set(c for c in dealing.board if c is not None)
    if set(burn_cards) & used or len(set(burn_cards)) != len(burn_cards):
        raise DuplicateDealError(f"field '_burns' ({burns}) repeats a card dealt in the hand")
    spares = [c for c in spares if c not in set(burn_cards)]
    if len(burn_cards) > 3:
        raise FieldTypeError(f"field '_burns' lists {len(burn_cards)} cards; an AoF board has "
                             "3 burns")
    burn_slots = burn_cards + [None] * (3 - len(burn_cards))
    board = list(dealing.board) + [None] * (5 - len(dealing.board))
    # the AoF table deals one card at a time from the left of the button (p1), twice round,
    # then burn, flop, burn, turn, burn, river
    top = [holes[i][0] for i in range(n)] + [holes[i][1] for i in range(n)]
    top += [burn_slots[0], *board[:3], burn_slots[1], board[3], burn_slots[2], board[4]]
    top = _fill(top, spares)
    # seat order = position order (p1 left of the button ... pn on the button)
    hand = aof.AofHand(dict(zip(names, stacks)), button=names[-1], rules=rules,
                       deck=Deck.stacked(top))
    for i, p in enumerate(names):
        _check_deal(hand.holes[p], cards.holes[i], p)
    walk = _Walk(steps, cards)
    label = {p: f"p{i + 1}" for i, p in enumerate(names)}
    checked: set = set()

    def state() -> str:
        if hand.is_over:
            return "the hand is over" + (" without a showdown" if len(hand.live) < 2 else "")
        return f"{_who(label[hand.to_act], hand.to_act)} is to act"

    for s in steps:
        if s.verb == "":
            continue
        if s.verb in ("db", "sm"):
            while _no_decision(hand):  # PHH skips these players; all-in is a check here
                hand.all_in()
        if s.verb == "dh":
            walk.deal_hole(s)
        elif s.verb == "db":
            walk.deal_board(s, hand.board, state())
        elif s.verb == "sm":
            _show(s, names, hand.is_over, hand.live, state)
        else:
            if not _aof_let_through(hand, s, names, checked):
                walk.before_player(s, hand.board)
                _aof_act(hand, s, names, label)
    while _no_decision(hand):
        hand.all_in()
    name_of = str
    if hand.is_over:
        showdown = len(hand.live) >= 2
        unknown = [label[p] for p in hand.live
                   if None in (cards.holes[names.index(p)] or (None,))]
        reason = _unsettled(showdown, walk.board_seen, unknown)
        if not reason:
            pots, uncalled = _pot_dicts(hand.settlement, name_of)
            rep = Replay(h, True, dict(hand.stacks), pots, uncalled, game=hand, hand=hand,
                         settlement=hand.settlement,
                         board=_fmt(hand.board) if showdown else "")
            return _finish(rep, strict)
        rep = Replay(h, False, dict(hand.behind), reason=reason, game=hand, hand=hand,
                     pots=_open_pots(hand.bets, hand.folded, sum(hand.antes.values()),
                                     hand.order, name_of),
                     board=_fmt(cards.board))
        return _finish(rep, strict)
    rep = Replay(h, False, dict(hand.behind), reason=f"the file stops with {state()}",
                 game=hand, hand=hand, to_act=hand.to_act,
                 legal=", ".join(a.value for a in hand.legal_actions()),
                 pots=_pot_so_far(hand.pot, hand.live, hand.bets, name_of))
    return _finish(rep, strict)


def _who(label: str, name: Any) -> str:
    """'p2 (B)', or just 'p2' when the player has no other name."""
    return label if str(name) == label else f"{label} ({name})"


def _show(s: _Step, names: Sequence, betting_over: bool, live: Iterable, state) -> None:
    p = names[s.player]
    if not betting_over:
        raise PHHActionError(s.index, s.text, f"no showdown yet: {state()}")
    if p not in set(live):
        raise PHHActionError(s.index, s.text, f"p{s.player + 1} has folded: only players "
                             "still in the hand show or muck")


def _can_raise(hand, p) -> bool:
    """Whether going all-in is a raise that another player could still call (PHH writes it
    'cbr'); otherwise it is written 'cc' (PokerKit's rule: nobody can call more)."""
    top = max(hand.bets.values())
    return hand.bets[p] + hand.behind[p] > top and any(
        hand.bets[q] + hand.behind[q] > top for q in hand.live if q != p)


def _no_decision(hand) -> bool:
    """The player to act has nothing to call and nobody can bet against them (an AoF table
    that asks anyway gets an all-in, which moves no chip)."""
    p = hand.to_act
    return p is not None and hand.has_nothing_to_call(p)


class _PhhRound:
    """Who a PHH reader such as PokerKit asks to act in one betting round, so that the file
    can spell out the checks pokerlib's tables do not ask for.

    At the start of a round PHH asks every player still in with chips that someone else could
    win (chips behind, and another player's total above their bet), in order from the
    opener, unless only one such player is left with nothing to call. A bet or raise asks
    everyone after the bettor who still has chips. pokerlib's tables let a player through
    without a decision when nobody can bet against them; PHH still asks, and the file says
    that player checks (``cc``).
    """

    def __init__(self, order: Sequence, bets: Mapping, behind: Mapping, live: Iterable):
        self.order = list(order)
        self.bets = {p: bets.get(p, 0) for p in self.order}
        self.behind = dict(behind)
        self.live = set(live)
        totals = sorted(self.bets[p] + self.behind[p] for p in self.order if p in self.live)
        second = totals[-2] if len(totals) > 1 else 0
        queue = [p for p in self.order if p in self.live and self.behind[p] > 0
                 and second - self.bets[p] > 0]
        if len(queue) == 1 and self.bets[queue[0]] >= max(self.bets.values()):
            queue = []
        self.queue = queue

    def checks_before(self, p) -> list:
        """Players PHH asks before ``p`` acts (they check), then ``p`` leaves the queue."""
        out = []
        if p in self.queue:
            while self.queue[0] != p:
                out.append(self.queue.pop(0))
            self.queue.pop(0)
        return out

    def act(self, p, kind: str, to: int = 0) -> None:
        """``kind``: 'f', 'cc' (to = the player's total bet after it) or 'cbr'."""
        if kind == "f":
            self.live.discard(p)
            return
        self.behind[p] -= to - self.bets[p]
        self.bets[p] = to
        if kind == "cbr":
            i = self.order.index(p)
            n = len(self.order)
            self.queue = [q for q in (self.order[(i + k) % n] for k in range(1, n))
                          if q in self.live and self.behind[q] > 0]

    def checks_left(self) -> list:
        """Players PHH still asks when pokerlib's round is over (they check)."""
        out = self.queue if len(self.live) >= 2 else []
        self.queue = []
        return out


def _aof_let_through(hand, s: _Step, names: Sequence, checked: set) -> bool:
    """A PHH check ('cc') by a player the AoF table let through without a decision."""
    p = names[s.player]
    if (s.verb == "cc" and p != hand.to_act and p in hand.live and hand.behind[p] > 0
            and p not in checked and hand.has_nothing_to_call(p)
            and not any(x == p for x, _ in hand.actions)):
        checked.add(p)
        return True
    return False


def _aof_act(hand, s: _Step, names: Sequence, label: Mapping) -> None:
    from .aof import Action as AofAction

    p = names[s.player]
    if hand.is_over:
        raise PHHActionError(s.index, s.text, "the hand is over: no more player actions")
    if hand.to_act != p:
        raise PHHActionError(s.index, s.text, f"not p{s.player + 1}'s turn: "
                             f"{_who(label[hand.to_act], hand.to_act)} is to act")
    total = hand.bets[p] + hand.behind[p]
    top = max(hand.bets.values())
    others_can_bet = _can_raise(hand, p)
    shove = (f"'p{s.player + 1} cbr {total}'" if others_can_bet
             else f"'p{s.player + 1} cc'")
    allowed = f"allowed: fold ('p{s.player + 1} f') or all-in ({shove})"
    if s.verb == "f":
        act = AofAction.FOLD
    elif s.verb == "cbr":
        if s.amount != total or total <= top:
            raise PHHActionError(s.index, s.text, f"NT hands replay on the All-in or Fold "
                                 f"table: a bet or raise must be all-in to {total}; {allowed}")
        act = AofAction.ALL_IN
    else:  # cc: a call is an all-in when it takes every chip or nobody can call more
        if top - hand.bets[p] < hand.behind[p] and others_can_bet and not _no_decision(hand):
            what = "a check" if top == hand.bets[p] else f"a call of {top - hand.bets[p]}"
            raise PHHActionError(s.index, s.text, f"NT hands replay on the All-in or Fold "
                                 f"table: {what} that is not all-in is not allowed; {allowed}")
        act = AofAction.ALL_IN
    try:
        hand.act(act, p)
    except PokerError as e:
        raise PHHActionError(s.index, s.text, str(e)) from None


def _omaha_rules(h: HandHistory, sb: int, bb: int):
    from .betting import BettingRules
    from .omaha import OmahaRules

    v = h.variant
    try:
        if v == "FO/8":
            betting = BettingRules.limit(
                h["small_bet"], h["big_bet"], small_blind=sb, big_blind=bb,
                max_raises=h.get("_max_raises", 3),
                cap_heads_up=h.get("_cap_heads_up", True),
                half_bet_reopens=h.get("_half_bet_reopens", True))
        else:
            if h["min_bet"] != bb:
                raise UnsupportedHandError(f"min_bet {h['min_bet']} differs from the big blind "
                                           f"{bb}: pokerlib's minimum bet is the big blind")
            betting = (BettingRules.pot_limit if v == "PO/8" else BettingRules.no_limit)(sb, bb)
        return OmahaRules(betting, max_seats=max(10, h.player_count))
    except PokerError as e:
        if isinstance(e, PHHError):
            raise
        raise UnsupportedHandError(f"the Omaha table cannot be set up: {e}") from None


def _replay_omaha(h: HandHistory, strict: bool, deal: HandHistory | None = None) -> Replay:
    from .omaha import OmahaTable

    n = h.player_count
    names = h.players
    steps = _steps_without_discards(h, "Omaha")
    posted = _posted_blinds(h) if "_big_blind" in h else None
    if posted is None and any(h["antes"]):
        raise UnsupportedHandError(f"antes {list(h['antes'])}: the Omaha table takes no antes")
    cards = _collect_cards(steps, n, 4)
    dealing = cards if deal is None else _collect_cards(_parse_steps(deal), n, 4)
    sb, bb = _forced_bets(h) if posted is None else posted["amounts"]
    rules = _omaha_rules(h, sb, bb)
    table = OmahaTable(rules, seats=n, seed=None)
    for i, (p, st) in enumerate(zip(names, h.starting_stacks)):
        table.sit(i, p, st)
    spares = list(dealing.spares)
    holes = [_fill(dealing.holes[i] or (None,) * 4, spares) for i in range(n)]
    board = _fill(list(dealing.board) + [None] * (5 - len(dealing.board)), spares)
    button = n - 1  # seat of the last player; heads-up p2, who posts the small blind
    # the table deals one card at a time from the small blind (heads-up: the button)
    if posted is None:
        first = button if n == 2 else 0
    else:
        first = posted["sb"] if posted["sb"] is not None else posted["bb"]
    order = [(first + k) % n for k in range(n)]
    top = [holes[i][k] for k in range(4) for i in order]
    top += [spares.pop(0), *board[:3], spares.pop(0), board[3], spares.pop(0), board[4]]
    try:
        if posted is None:
            hand = table.start_hand(deck=Deck.stacked(top), button=button)
        else:
            posts = {seat: [k for k, on in zip(("post", "dead"), flags) if on]
                     for seat, flags in posted["posters"].items()}
            hand = table.start_hand_at(button, small_blind=posted["sb"],
                                       big_blind=posted["bb"], posts=posts,
                                       deck=Deck.stacked(top))
    except PokerError as e:
        raise UnsupportedHandError(f"the Omaha table cannot start this hand: {e}") from None
    for i in range(n):
        _check_deal(hand.hole[i], cards.holes[i], f"p{i + 1}")
    walk = _Walk(steps, cards)

    def state() -> str:
        if hand.is_over:
            return "the hand is over"
        r = hand.round
        who = _who(f"p{r.to_act + 1}", names[r.to_act])
        return (f"the {r.street} betting is open: {who} is to act"
                f" and may {r.legal_actions().describe()}")

    for s in steps:
        if s.verb == "":
            continue
        if s.verb == "dh":
            walk.deal_hole(s)
        elif s.verb == "db":
            walk.deal_board(s, hand.board, state())
        elif s.verb == "sm":
            _show(s, list(range(n)), hand.is_over, hand.live, state)
        elif not _omaha_let_through(hand, s):
            walk.before_player(s, hand.board)
            _omaha_act(table, hand, s, names)
    name_of = names.__getitem__
    if hand.is_over:
        rec = hand.record
        showdown = len(hand.live) >= 2
        unknown = [f"p{i + 1}" for i in hand.live if None in (cards.holes[i] or (None,))]
        reason = _unsettled(showdown, walk.board_seen, unknown)
        if not reason:
            pots, uncalled = _pot_dicts(rec.settlement, name_of)
            stacks = {names[i]: table.stacks[i] for i in range(n)}
            rep = Replay(h, True, stacks, pots, uncalled, game=table, hand=hand,
                         settlement=rec.settlement, board=_fmt(hand.board) if showdown else "")
            return _finish(rep, strict)
        contrib = dict(hand.contributions)
        rep = Replay(h, False, {names[i]: table.stacks[i] for i in range(n)}, reason=reason,
                     game=table, hand=hand, board=_fmt(cards.board),
                     pots=_open_pots(contrib, hand.folded, hand.dead, hand.seats, name_of))
        return _finish(rep, strict)
    r = hand.round
    live = [x for x in hand.live if not (x in r.order and r.folded(x))]
    rep = Replay(h, False, {names[i]: hand.stack(i) for i in range(n)},
                 reason=f"the file stops while {state()}", game=table, hand=hand,
                 to_act=names[r.to_act], legal=r.legal_actions().describe(),
                 board=_fmt(hand.board[:walk.board_seen]),
                 pots=_pot_so_far(hand.pot, live, {x: hand.in_front(x) for x in hand.seats},
                                  name_of))
    return _finish(rep, strict)


def _posted_blinds(h: HandHistory) -> dict:
    """The pokerlib extension for hands whose forced bets do not sit in PHH's standard places
    (a returning player posting missed blinds, blinds that skipped a seat):
    ``_blinds = [small, big]`` (the table's blind sizes), ``_small_blind = "p1"`` (or ``""``),
    ``_big_blind = "p3"`` and ``_posts = ["p2 post 2", "p2 dead 1"]``. ``blinds_or_straddles``
    then lists the live chips each position posted and ``antes`` the dead ones."""
    n = h.player_count

    def seat(label: Any, what: str) -> int | None:
        if label == "" and what == "_small_blind":
            return None
        m = re.fullmatch(r"p([1-9][0-9]*)", str(label))
        if not m or int(m.group(1)) > n:
            raise FieldTypeError(f"field {what!r} must name a player p1..p{n}, not {label!r}")
        return int(m.group(1)) - 1

    amounts = h.get("_blinds")
    if (not isinstance(amounts, tuple) or len(amounts) != 2
            or not all(_is_int(x) and x >= 0 for x in amounts) or amounts[1] < 1):
        raise FieldTypeError("field '_blinds' must be [small blind, big blind] in chips")
    posters: dict = {}
    for entry in h.get("_posts", ()):
        parts = str(entry).split()
        if len(parts) != 3 or parts[1] not in ("post", "dead") or not parts[2].isdigit():
            raise FieldTypeError(f"'_posts' entry {entry!r}: write 'pN post CHIPS' (a live big "
                                 "blind) or 'pN dead CHIPS' (a dead small blind)")
        i = seat(parts[0], "_posts")
        big, small = posters.get(i, (False, False))
        posters[i] = (big or parts[1] == "post", small or parts[1] == "dead")
    return {"amounts": tuple(amounts), "sb": seat(h.get("_small_blind", ""), "_small_blind"),
            "bb": seat(h["_big_blind"], "_big_blind"), "posters": posters}


def _omaha_let_through(hand, s: _Step) -> bool:
    """A PHH check ('cc') by a player the table let through without a decision: still in,
    with chips, nothing to call, and everyone else still in is all-in."""
    if s.verb != "cc":
        return False
    q = s.player
    r = hand.round
    running = not hand.is_over and r is not None
    if running and r.to_act == q:
        return False
    folded = set(hand.folded) | ({x for x in r.order if r.folded(x)} if running else set())
    live = [x for x in hand.seats if x not in folded]
    if q not in live:
        return False
    if hand.is_over:
        paid = hand.record.settlement.payouts
        after = dict(hand.record.stacks_after)
        behind = {x: after[x] - paid.get(x, 0) for x in live}
    else:
        behind = {x: hand.stack(x) for x in live}
    others = [x for x in live if x != q]
    return (behind[q] > 0 and bool(others) and all(behind[x] == 0 for x in others)
            and all(hand.in_front(x) <= hand.in_front(q) for x in others))


def _omaha_act(table, hand, s: _Step, names: Sequence) -> None:
    if hand.is_over:
        raise PHHActionError(s.index, s.text, "the hand is over: no more player actions")
    r = hand.round
    if r.to_act != s.player:
        raise PHHActionError(s.index, s.text, f"not p{s.player + 1}'s turn: "
                             f"{_who(f'p{r.to_act + 1}', names[r.to_act])} is to act and "
                             f"may {r.legal_actions().describe()}")
    legal = r.legal_actions()
    try:
        if s.verb == "f":
            table.fold(seat=s.player)
        elif s.verb == "cc":
            (table.check if legal.check else table.call)(seat=s.player)
        elif r.current_bet == 0:
            table.bet(s.amount, seat=s.player)
        else:
            table.raise_to(s.amount, seat=s.player)
    except PokerError as e:
        msg = str(e)
        if msg.startswith(f"{s.player} "):  # the table names seats by number
            msg = _who(f"p{s.player + 1}", names[s.player]) + msg[len(str(s.player)):]
        raise PHHActionError(s.index, s.text, msg) from None


# ---------------------------------------------------------------------------------------------
# Oasis Poker (pokerlib's own format in the same style)
# ---------------------------------------------------------------------------------------------

def _oasis_rules(h: HandHistory):
    from .oasis import OasisRules

    presets = OasisRules.presets()
    name = h.get("rules", "BGaming")
    if name not in presets:
        raise FieldTypeError(f"rules {name!r} is not an Oasis preset; presets: "
                             f"{', '.join(presets)}")
    return presets[name]


def _replay_oasis(h: HandHistory, strict: bool, deal: HandHistory | None = None) -> Replay:
    from .oasis import OasisGame

    steps = _parse_steps(h)
    ledger = _Ledger()
    player: list = []
    dealer: tuple | None = None
    draws: list = []           # replacement cards, in order
    plan: list = []            # ("sd", cards) / ("dh", cards) / ("f",) / ("cbr", amount)
    for s in steps:
        if s.verb == "":
            continue
        if s.verb == "dh":
            ledger.add(s, s.cards)
            if not player:
                if len(s.cards) != 5:
                    raise PHHActionError(s.index, s.text, "deal the player 5 cards first")
                player = list(s.cards)
            else:
                draws.extend(s.cards)
                plan.append(s)
        elif s.verb == "dd":
            if dealer is not None or len(s.cards) != 5:
                raise PHHActionError(s.index, s.text, "deal the dealer 5 cards (the up card "
                                     "first) once")
            if s.cards[0] is None:
                raise PHHActionError(s.index, s.text, "the dealer's up card must be known")
            ledger.add(s, s.cards)
            dealer = s.cards
        elif s.verb in ("sd", "f", "cbr"):
            plan.append(s)
        else:
            raise PHHActionError(s.index, s.text, "Oasis Poker actions are 'd dh p1 cards', "
                                 "'d dd cards', 'p1 sd cards' (exchange), 'p1 f', 'p1 cbr N'")
    if not player or dealer is None:
        if plan:
            raise MissingFieldError("an OASIS hand deals the player 5 cards ('d dh p1 ...') "
                                    "and the dealer 5 ('d dd ...', up card first) before any "
                                    "action")
        start = h.starting_stacks[0]   # the Ante is posted with the deal
        return _finish(Replay(h, False, {h.players[0]: start - h["ante"] if player else start},
                              reason="the file stops before the deal is complete"), strict)
    if None in player:
        raise PHHCardError("the player's 5 cards must all be known")
    if deal is not None:   # stop=k: the dealer's cards and replacements the whole file deals
        later = [s for s in _parse_steps(deal)[len(steps):] if s.verb in ("dh", "dd")]
        for s in later:
            if s.verb == "dd" and dealer is None:
                dealer = s.cards
            elif s.verb == "dh":
                draws.extend(s.cards)
            ledger.add(s, s.cards)
    spares = ledger.spares()
    top = player + _fill(dealer, spares) + _fill(draws, spares)
    rules = _oasis_rules(h)
    name = h.players[0]
    try:
        game = OasisGame(ante=h["ante"], balance=h.starting_stacks[0], rules=rules,
                         deck=Deck.stacked(top))
    except PokerError as e:
        raise UnsupportedHandError(f"the Oasis game cannot start: {e}") from None
    pending: list | None = None   # cards discarded, waiting for their replacements
    for s in plan:
        if s.verb == "dh":
            if pending is None or len(s.cards) != len(pending):
                want = "no replacement is due" if pending is None else \
                    f"{len(pending)} replacement card(s) are due"
                raise PHHActionError(s.index, s.text, want)
            _check_deal(game.exchanges[-1][1], s.cards, "the player")
            pending = None
            continue
        if pending is not None:
            raise PHHActionError(s.index, s.text, f"deal the {len(pending)} replacement "
                                 "card(s) first ('d dh p1 ...')")
        if game.is_over:
            raise PHHActionError(s.index, s.text, "the hand is over: no more actions")
        try:
            if s.verb == "sd":
                if s.cards:
                    if None in s.cards:
                        raise PHHActionError(s.index, s.text, "name the discarded cards")
                    game.exchange(list(s.cards))
                    pending = list(s.cards)
            elif s.verb == "f":
                game.fold()
            else:
                due = game.rules.raise_antes * game.ante
                if s.amount != due:
                    raise PHHActionError(s.index, s.text, f"the Raise is {game.rules.raise_antes}"
                                         f" Antes = {due}, not {s.amount}; write 'p1 cbr {due}'")
                game.raise_()
        except PHHError:
            raise
        except PokerError as e:
            allowed = ", ".join(game.legal_actions()) or "nothing"
            raise PHHActionError(s.index, s.text, f"{e} (allowed now: {allowed})") from None
    if pending is not None:
        return _finish(Replay(h, False, {name: game.balance}, game=game, hand=game,
                              reason="the file stops before the replacement cards are dealt"),
                       strict)
    if not game.is_over:
        return _finish(Replay(h, False, {name: game.balance}, game=game, hand=game,
                              to_act=name, legal=", ".join(game.legal_actions()),
                              reason="the file stops before the player folds or raises"),
                       strict)
    st = game.settlement
    if not game.folded and None in dealer:
        return _finish(Replay(h, False, {name: game.balance}, game=game, hand=game,
                              reason="the dealer's cards are unknown, so the raise cannot be "
                                     "settled from the file"), strict)
    extra = {"settlement": {
        "outcome": st.outcome, "ante": st.ante, "ante_result": st.ante_result,
        "raise": st.raise_amount, "raise_result": st.raise_result, "fees": st.fees,
        "cards_exchanged": st.cards_exchanged, "stake_returned": st.stake_returned,
        "winnings": st.winnings, "net": st.net,
        "player_hand": st.player_hand.describe(),
        "dealer_hand": st.dealer_hand.describe() if st.dealer_hand is not None else None,
        "dealer_qualified": st.dealer_qualified}}
    rep = Replay(h, True, {name: st.balance_after}, game=game, hand=game, settlement=st,
                 extra=extra)
    return _finish(rep, strict)


# ---------------------------------------------------------------------------------------------
# Replay entry point
# ---------------------------------------------------------------------------------------------

def replay(source: str | Path | HandHistory, *, strict: bool = False,
           stop: int | None = None) -> Replay:
    """Play a hand file (path, PHH text or :class:`HandHistory`) on pokerlib's table and
    return the :class:`Replay`: finishing stacks, pots and winners, and where the file's own
    ``finishing_stacks`` differ. With ``strict=True`` an incomplete or differing replay
    raises :class:`PHHError`. ``stop=k`` replays only the first ``k`` actions (a lesson can
    show the table at any step, or play on from there with ``.game``, which deals the cards
    the rest of the file deals); what it reports comes from those ``k`` actions only.

    >>> replay_example("aof_showdown", stop=6).to_act       # A and B have folded
    'C'
    >>> r = replay_example("aof_last_one_standing")
    >>> r.uncalled, r.finishing_stacks
    ({'A': 14}, {'C': 15, 'D': 14, 'A': 19, 'B': 16})
    """
    h = load(source)
    whole = None
    if stop is not None:
        whole = h
        h = h.replace(actions=list(h.actions[:stop]), finishing_stacks=None)
    v = h.variant
    if v == "NT":
        return _replay_nt(h, strict, whole)
    if v in _OMAHA:
        return _replay_omaha(h, strict, whole)
    return _replay_oasis(h, strict, whole)


# ---------------------------------------------------------------------------------------------
# Exporting what a table played
# ---------------------------------------------------------------------------------------------

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
        raise PHHError(f"cannot write a {kind} as a hand history: give an AofHand, an "
                       "OmahaHand or HandRecord, or an OasisGame")
    return out.replace(**fields) if fields else out


def _aof_to_phh(hand) -> HandHistory:
    from .aof import Action as AofAction, AofHand

    order = list(hand.order)          # left of the button first, the button last
    n = len(order)
    r = hand.rules
    label = {p: f"p{i + 1}" for i, p in enumerate(order)}
    antes = [0] * n
    if r.ante_kind == "each":
        antes = [r.ante] * n
    elif r.ante_kind == "big-blind":
        antes[1] = r.ante
    actions = [f"d dh {label[p]} {_fmt(hand.holes[p])}" for p in order]
    # play the hand again to see each decision's situation: an all-in is written as a
    # raise ('cbr' to the whole stack) when it raises, as a call ('cc') otherwise
    again = AofHand(dict(hand.start), hand.button, r, Deck.stacked(list(hand.deck.dealt)))
    rnd = _PhhRound(again.acting_order, again.bets, again.behind, again.players)
    for p, a in hand.actions:
        actions += [f"{label[q]} cc" for q in rnd.checks_before(p)]
        total = again.bets[p] + again.behind[p]
        if a is AofAction.FOLD:
            actions.append(f"{label[p]} f")
            rnd.act(p, "f")
        elif again.has_nothing_to_call(p):
            actions.append(f"{label[p]} cc")  # an all-in that moves no chip is a check
            rnd.act(p, "cc", again.bets[p])
        elif _can_raise(again, p):
            actions.append(f"{label[p]} cbr {total}")
            rnd.act(p, "cbr", total)
        else:
            actions.append(f"{label[p]} cc")
            rnd.act(p, "cc", min(total, max(again.bets.values())))
        again.act(a, p)
    if again.is_over:
        actions += [f"{label[q]} cc" for q in rnd.checks_left()]
    fields: list = [("variant", "NT"), ("antes", antes),
                    ("blinds_or_straddles", [r.small_blind, r.big_blind] + [0] * (n - 2)),
                    ("min_bet", r.big_blind),
                    ("starting_stacks", [hand.start[p] for p in order])]
    if hand.is_over and len(hand.live) >= 2:
        actions += [f"{label[p]} sm {_fmt(hand.holes[p])}" for p in order if p in hand.live]
        b = hand.board
        actions += [f"d db {_fmt(b[:3])}", f"d db {_fmt(b[3:4])}", f"d db {_fmt(b[4:5])}"]
        fields.append(("_burns", _fmt(hand.burns)))
    if r.blind_first:
        fields.append(("_blind_first", True))
    fields += [("actions", actions), ("players", [str(p) for p in order]),
               ("seats", [hand.players.index(p) + 1 for p in order]), ("seat_count", n),
               ("finishing_stacks", [hand.stacks[p] for p in order])]
    return _history(fields)


def _omaha_to_phh(obj, table=None) -> HandHistory:
    from .omaha import OmahaRules

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
                       street=("preflop", "flop", "turn", "river")[hand.street],
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
               mucked=rec.mucked, after=dict(rec.stacks_after), over=True,
               folded=set(rec.folded))
    if rules is None:   # a record made without its betting rules: only the name is known
        rules = _rules_from_name(rec.rules)
    return _omaha_fields(src, rules, seat_count)


def _rules_from_name(name: str):
    """The rules of a HandRecord made without its ``betting`` rules (records from pokerlib's
    tables carry them), from the name alone, e.g. 'Omaha Hi/Lo 8-or-better, limit 2/4'."""
    from .betting import BettingRules
    from .omaha import OmahaRules

    m = re.search(r"(limit|pot-limit|no-limit) (\d+)/(\d+)$", name)
    if not m:
        raise PHHError(f"cannot tell the betting structure from {name!r}: export the "
                       "OmahaHand (table.hand) instead of its record")
    kind, a, b = m.group(1), int(m.group(2)), int(m.group(3))
    if kind == "limit":  # the name gives the bets; the blinds are the usual half and whole
        return OmahaRules(BettingRules.limit(a, b))
    return OmahaRules((BettingRules.pot_limit if kind == "pot-limit" else
                       BettingRules.no_limit)(a, b))


def _omaha_fields(src: dict, rules, seat_count) -> HandHistory:
    from .betting import Structure

    b = rules.betting
    paid: dict = {}
    for s_, kind, c in src["posts"]:   # the posts must be the rules' blinds (or all-in)
        due = min(b.small_blind if kind in ("small blind", "dead") else b.big_blind,
                  src["before"][s_] - paid.get(s_, 0))
        paid[s_] = paid.get(s_, 0) + c
        if c != due:
            raise PHHError(f"seat {s_} posted {kind} {c}, not the {due} of {rules.name}: "
                           "export the hand from its table (phh.export(table) or "
                           "phh.to_phh(table.hand))")

    seats = sorted(src["seats"])
    btn = src["button"]
    n = len(seats)
    # position order: first seat left of the button ... the button last
    k = next((i for i, s in enumerate(seats) if s > btn), 0)
    order = seats[k:] + seats[:k]
    if order[-1] != btn:
        raise PHHError(f"the button seat {btn} was not dealt in: PHH positions need it")
    label = {s: f"p{i + 1}" for i, s in enumerate(order)}
    b = rules.betting
    sb_pos, bb_pos = (order[1], order[0]) if n == 2 else (order[0], order[1])
    posts = src["posts"]
    odd = [(s, kind, c) for s, kind, c in posts if kind not in ("small blind", "big blind")]
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
            (dead_posts if kind == "dead" else live_posts)[order.index(s_)] += c
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
    actions = [f"d dh {label[s]} {_fmt(hole[s])}" for s in order]
    cut = {"flop": (0, 3), "turn": (3, 4), "river": (4, 5)}
    dealt = 0
    # chips behind and who is still in, to follow PHH's betting rounds street by street
    behind = dict(src["before"])
    live_bets: dict = {}
    for s_, kind, c in src["posts"]:
        behind[s_] -= c
        if kind != "dead":
            live_bets[s_] = live_bets.get(s_, 0) + c
    folded: set = set()
    k = order.index(src["bb"]) + 1   # preflop: from the left of the big blind
    preflop_order = order[k:] + order[:k]
    rnd = _PhhRound(preflop_order, live_bets, behind, order)
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
                actions.append(f"d db {_fmt(board[lo2:hi2])}")
                dealt = hi2
            rnd = _PhhRound(order, {}, behind, [x for x in order if x not in folded])
        actions += [f"{label[q]} cc" for q in rnd.checks_before(a.player)]
        p = label[a.player]
        behind[a.player] -= a.added
        if a.kind == "fold":
            actions.append(f"{p} f")
            folded.add(a.player)
            rnd.act(a.player, "f")
        elif a.kind in ("check", "call"):
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
        shown = [s for s, _ in src["shown"]]
        shown += [s for s in order if s in live and s not in shown and runout]
        for s in shown:
            actions.append(f"{label[s]} sm {_fmt(hole[s])}")
        for s in order:
            if s in live and s not in shown:
                actions.append(f"{label[s]} sm")
    while dealt < len(board):
        street = "flop" if dealt == 0 else "turn" if dealt == 3 else "river"
        lo2, hi2 = cut[street]
        actions.append(f"d db {_fmt(board[lo2:hi2])}")
        dealt = hi2
    fields += [("actions", actions), ("players", [src["names"][s] for s in order]),
               ("seats", [s + 1 for s in order])]
    if seat_count:
        fields.append(("seat_count", seat_count))
    if src["after"] is not None:
        fields.append(("finishing_stacks", [src["after"][s] for s in order]))
    return _history(fields)


def _oasis_to_phh(game) -> HandHistory:
    from .oasis import OasisRules

    presets = OasisRules.presets()
    name = next((k for k, r in presets.items() if r == game.rules), None)
    if name is None:
        raise UnsupportedHandError(f"the rules {game.rules.name!r} are not an Oasis preset; "
                                   "the OASIS format names a preset")
    actions = [f"d dh p1 {_fmt(game.original_hand)}"]
    shown = game.dealer_cards
    actions.append(f"d dd {_fmt(list(shown) + [None] * (5 - len(shown)))}")
    for out, new in game.exchanges:
        actions += [f"p1 sd {_fmt(out)}", f"d dh p1 {_fmt(new)}"]
    if game.is_over:
        actions.append("p1 f" if game.folded else f"p1 cbr {game.raise_amount}")
    end = game.settlement.balance_after if game.is_over else game.balance
    fields = [("variant", "OASIS"), ("rules", name), ("ante", game.ante),
              ("starting_stacks", [game.balance_before]), ("actions", actions),
              ("players", ["Player"]), ("finishing_stacks", [end])]
    return _history(fields)


# ---------------------------------------------------------------------------------------------
# The course's worked examples, as files
# ---------------------------------------------------------------------------------------------

def steps(source: str | Path | HandHistory) -> list[tuple[str, Replay]]:
    """The hand one action at a time: ``(action, replay after it)`` for every action, for a
    lesson that walks through a worked example step by step.

    >>> walk = steps(load_example("aof_showdown"))
    >>> [(a, r.complete, r.finishing_stacks["C"]) for a, r in walk[6:8] + walk[-1:]]
    [('p1 cbr 16', False, 0), ('p2 cc', False, 0), ('d db 7s', True, 32)]
    """
    h = load(source)
    return [(a, replay(h, stop=k + 1)) for k, a in enumerate(h.actions)]


def examples() -> list[str]:
    """Names of the worked examples shipped with pokerlib (files in ``data/examples``).

    >>> [n for n in examples() if n.startswith("aof")]
    ['aof_last_one_standing', 'aof_showdown', 'aof_side_pot', 'aof_tie']
    """
    return sorted(p.stem for p in EXAMPLES_DIR.glob("*.phh"))


def load_example(name: str) -> HandHistory:
    """The worked example ``name`` (see :func:`examples`) as a :class:`HandHistory`.

    >>> load_example("omaha_limit_cap").actions[-3:]
    ('p3 cc', 'p4 cbr 4', 'p5 cbr 6')
    """
    path = EXAMPLES_DIR / f"{name}.phh"
    if not path.is_file():
        raise PHHError(f"no example {name!r}; examples: {', '.join(examples())}")
    return load(path)


def replay_example(name: str, *, stop: int | None = None) -> Replay:
    """Replay a worked example on its table; ``.game`` is the table, ``.settlement`` the
    result; ``stop=k``: only its first ``k`` actions.

    >>> replay_example("oasis_full_house").finishing_stacks
    {'Player': 240}
    """
    return replay(load_example(name), stop=stop)


# ---------------------------------------------------------------------------------------------
# Command line: python -m pokerlib replay FILE
# ---------------------------------------------------------------------------------------------

def main(paths: Sequence[str], *, out=None, err=None) -> int:
    """Replay files (or every ``*.phh`` in a folder) and print JSON: one object for one file,
    a list otherwise. Exit status: 0 every hand complete and matching its
    ``finishing_stacks``; 1 some finishing stacks differ; 2 a file is invalid (the error is
    printed); 3 some hand is incomplete (the file stops early or lacks cards)."""
    import sys

    out = out or sys.stdout
    err = err or sys.stderr
    results = []
    invalid = differ = incomplete = False
    single = len(paths) == 1 and not Path(paths[0]).is_dir()
    for path in paths:
        p = Path(path)
        files = sorted(p.glob("*.phh")) if p.is_dir() else [p]
        for f in files:
            try:
                r = replay(f)
            except PHHError as e:
                print(f"{f}: {e}", file=err)
                invalid = True
                continue
            d = r.as_dict()
            if not single:
                d = {"file": str(f), **d}
            results.append(d)
            for who, a, b in r.differences:
                print(f"{f}: finishing stack of {who} differs: file {a}, replay {b}",
                      file=err)
                differ = True
            if not r.complete:
                print(f"{f}: incomplete: {r.reason}", file=err)
                incomplete = True
    if results or not invalid:
        payload = results[0] if single and results else results
        print(json.dumps(payload, indent=2, ensure_ascii=False), file=out)
    return 2 if invalid else 1 if differ else 3 if incomplete else 0
