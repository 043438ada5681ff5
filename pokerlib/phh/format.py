"""The PHH file format: the :class:`HandHistory` value, reading and writing its TOML text, and
checking every field a file gives.

A file is UTF-8 text (a byte-order mark is accepted); :func:`load` takes a path or the text
itself, :func:`loads` text only, :func:`load_all` a folder or a ``.phhs`` file of many hands.
"""

from __future__ import annotations

import json
import math
import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import validate
from ..errors import (
    FieldTypeError,
    MissingFieldError,
    PHHFormatError,
    PHHReadError,
    UnknownVariantError,
)

__all__ = [
    "VARIANTS", "OMAHA_VARIANTS", "HandHistory", "history_of", "is_whole_number",
    "loads", "load", "load_all", "dumps", "read_text",
]

#: The variant codes pokerlib reads and writes, and what plays them.
VARIANTS = {
    "NT": "No-limit Texas hold'em (PHH); replayed on the All-in or Fold table, so only folds "
          "and all-ins are allowed",
    "FO/8": "Fixed-limit Omaha hold'em hi/lo 8-or-better (PHH)",
    "PO/8": "Pot-limit Omaha hold'em hi/lo 8-or-better (pokerlib extension code)",
    "NO/8": "No-limit Omaha hold'em hi/lo 8-or-better (pokerlib extension code)",
    "OASIS": "Oasis Poker, one player against the house (pokerlib's own format, not PHH)",
}
#: The Omaha hi/lo codes (played on :class:`~pokerlib.omaha.OmahaTable`).
OMAHA_VARIANTS = ("FO/8", "PO/8", "NO/8")
_PHH_CODES = ("FT", "NT", "NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")
_REQUIRED = {
    "NT": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "FO/8": ("antes", "blinds_or_straddles", "small_bet", "big_bet", "starting_stacks",
             "actions"),
    "PO/8": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "NO/8": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "OASIS": ("ante", "starting_stacks", "actions"),
}
# the order fields are written in (others follow in the order they were given)
_FIELD_ORDER = ("variant", "rules", "ante_trimming_status", "antes", "ante",
                "blinds_or_straddles", "small_bet", "big_bet", "min_bet", "starting_stacks",
                "actions", "author", "event", "table", "hand", "seats", "seat_count",
                "players", "finishing_stacks", "winnings")
# pokerlib's extension fields and the TOML type each must have
_BOOL_FIELDS = ("_blind_first", "_cap_heads_up", "_half_bet_reopens")
_TEXT_FIELDS = {"_burns": 'card text such as "4c5d6c"', "_small_blind": 'a player such as "p1"',
                "_big_blind": 'a player such as "p2"'}


@dataclass(frozen=True, eq=False)
class HandHistory:
    """One hand as a file describes it. ``fields`` holds every field (TOML values, arrays as
    tuples) in the order written; the common ones have properties.

    >>> from pokerlib.phh import load_example
    >>> h = load_example("aof_side_pot")
    >>> h.variant, h.players, h.starting_stacks
    ('NT', ('C', 'D', 'A', 'B'), (16, 16, 8, 16))
    >>> h.actions[:2]
    ('d dh p1 JhJd', 'd dh p2 ????')
    """

    fields: tuple[tuple[str, Any], ...]

    def __post_init__(self) -> None:
        if not isinstance(self.fields, tuple) or not all(
                isinstance(f, tuple) and len(f) == 2 and isinstance(f[0], str)
                for f in self.fields):
            raise FieldTypeError(key="phh_fields_type")

    def __eq__(self, other: object) -> bool:  # the same fields, in any order
        if not isinstance(other, HandHistory):
            return NotImplemented
        return dict(self.fields) == dict(other.fields)

    def __hash__(self) -> int:
        try:
            return hash(frozenset(self.fields))
        except TypeError:   # a field holding an unhashable value
            return hash(tuple(k for k, _ in self.fields))

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        return default

    def __getitem__(self, name: str) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        raise MissingFieldError(key="phh_no_field", name=name,
                                fields=", ".join(k for k, _ in self.fields) or "-")

    def __contains__(self, name: object) -> bool:
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
        if (isinstance(names, tuple) and all(isinstance(x, str) and x for x in names)
                and len(set(names)) == n == len(names)):
            return names
        return tuple(f"p{i + 1}" for i in range(n))

    @property
    def finishing_stacks(self) -> tuple[int, ...] | None:
        return self.get("finishing_stacks")

    def replace(self, **changes: Any) -> HandHistory:
        """A copy with fields changed, added, or removed (value ``None``)."""
        out = [(k, changes.pop(k) if k in changes else v) for k, v in self.fields]
        out += list(changes.items())
        return history_of((k, v) for k, v in out if v is not None)

    def dumps(self) -> str:
        """The hand as PHH text (TOML)."""
        return dumps(self)

    def replay(self, *, strict: bool = False) -> Any:
        """Play the hand on pokerlib's table (see :func:`pokerlib.phh.replay`)."""
        # replay.py builds on this module, so it is looked up when a hand is played
        from .replay import replay
        return replay(self, strict=strict)


def history_of(fields: Iterable[tuple[str, Any]]) -> HandHistory:
    """A :class:`HandHistory` of (name, value) pairs, lists and tables frozen to tuples."""
    return HandHistory(tuple((k, _freeze(v)) for k, v in fields))


def _freeze(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, dict):
        return tuple((k, _freeze(x)) for k, x in v.items())
    return v


# ---------------------------------------------------------------------------------------------
# Checking the fields
# ---------------------------------------------------------------------------------------------

def is_whole_number(v: Any) -> bool:
    """An ``int`` that is not a ``bool`` (``True`` is not 1 chip)."""
    return validate.is_whole_number(v)


def _shown(v: Any) -> str:
    return "inf" if isinstance(v, float) and math.isinf(v) else repr(v)


def _int_field(data: Mapping, name: str, minimum: int = 0) -> int:
    v = data[name]
    if not is_whole_number(v) or v < minimum:
        raise FieldTypeError(key="phh_int_field", name=name, minimum=minimum, shown=_shown(v))
    return v


def _int_array(data: Mapping, name: str, n: int | None, minimum: int = 0) -> tuple[int, ...]:
    v = data[name]
    if not isinstance(v, (list, tuple)):
        raise FieldTypeError(key="phh_int_array", name=name, got=type(v).__name__, value=v)
    for i, x in enumerate(v):
        if not is_whole_number(x) or x < minimum:
            raise FieldTypeError(key="phh_int_entry", name=name, i=i, shown=_shown(x),
                                 minimum=minimum)
    if n is not None and len(v) != n:
        raise FieldTypeError(key="phh_entries", name=name, got=len(v), n=n)
    return tuple(v)


def _strings(data: Mapping, name: str, n: int | None, example: str) -> None:
    v = data[name]
    if (not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v)
            or (n is not None and len(v) != n)):
        count = f"{n} " if n is not None else ""
        raise FieldTypeError(key="phh_strings", name=name, count=count, example=example,
                             value=v)


def _check_extensions(data: Mapping) -> None:
    """pokerlib's own fields (names starting with '_'), checked for their TOML type."""
    for name in _BOOL_FIELDS:
        if name in data and not isinstance(data[name], bool):
            raise FieldTypeError(key="phh_bool", name=name, value=data[name])
    for name, what in _TEXT_FIELDS.items():
        if name in data and not isinstance(data[name], str):
            raise FieldTypeError(key="phh_text_field", name=name, allowed=what, value=data[name])
    if "_max_raises" in data:
        _int_field(data, "_max_raises", 0)
    if "_blinds" in data:
        _int_array(data, "_blinds", 2)
    if "_posts" in data:
        _strings(data, "_posts", None, '"p2 post 2"')


def check_fields(data: Mapping) -> HandHistory:
    """Validate the fields of one hand (TOML data, or a HandHistory's fields) and freeze them."""
    if "variant" not in data:
        raise MissingFieldError(key="phh_no_variant")
    variant = data["variant"]
    if not isinstance(variant, str):
        raise FieldTypeError(key="phh_text_field", name="variant", allowed="a string",
                             value=variant)
    if variant not in VARIANTS:
        known = ", ".join(VARIANTS)
        raise UnknownVariantError(key="phh_variant_unplayed" if variant in _PHH_CODES
                                  else "phh_variant_unknown", value=variant, known=known)
    missing = [f for f in _REQUIRED[variant] if f not in data]
    if missing:
        raise MissingFieldError(key="phh_missing", variant=variant,
                                missing=", ".join(repr(m) for m in missing))
    stacks = _int_array(data, "starting_stacks", None, 1)
    n = len(stacks)
    lo, hi = (1, 1) if variant == "OASIS" else (2, 9) if variant == "NT" else (2, 10)
    if not lo <= n <= hi:
        raise FieldTypeError(key="phh_players", variant=variant, lo=lo, hi=hi, n=n)
    _strings(data, "actions", None, "\"d dh p1 AsKd\" or \"p1 cbr 16\"")
    if variant == "OASIS":
        _int_field(data, "ante", 1)
        if "rules" in data and not isinstance(data["rules"], str):
            raise FieldTypeError(key="phh_text_field", name="rules",
                                 allowed="a preset name string", value=data["rules"])
    else:
        _int_array(data, "antes", n)
        _int_array(data, "blinds_or_straddles", n)
        for name in ("min_bet", "small_bet", "big_bet"):
            if name in data:
                _int_field(data, name, 1)
    if "finishing_stacks" in data:
        _int_array(data, "finishing_stacks", n)
    if "players" in data:
        _strings(data, "players", n, '"Alice"')
    if "seats" in data:
        _int_array(data, "seats", n, 1)
    if "seat_count" in data:    # a table of seat_count seats holds the file's n players
        _int_field(data, "seat_count", n)
    _check_extensions(data)
    return history_of(data.items())


# ---------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------

def loads(text: str) -> HandHistory:
    """Read one hand from PHH text.

    >>> loads('variant = "FT"')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerlib.errors.UnknownVariantError: variant 'FT' is a PHH variant pokerlib does not play; ...
    """
    if not isinstance(text, str):
        raise PHHFormatError(key="phh_text_type" if not isinstance(text, (bytes, os.PathLike))
                             else "phh_text_type_file", got=type(text).__name__)
    try:
        data = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as e:
        raise PHHFormatError(key="phh_toml", detail=str(e)) from None
    except RecursionError:   # Python's TOML reader recurses once per level of nesting
        raise PHHFormatError(key="phh_nested") from None
    return check_fields(data)


def read_text(path: Path) -> str:
    """The text of a file, which must be UTF-8 (a byte-order mark is dropped); a file that
    is missing or not UTF-8 raises :class:`~pokerlib.errors.PHHReadError` naming it."""
    try:
        data = path.read_bytes()
    except ValueError:   # a NUL byte in the name: no file can have it
        raise PHHReadError(key="phh_no_file", path=str(path)) from None
    except OSError as e:
        if not _is_file(str(path)):
            raise PHHReadError(key="phh_no_file", path=str(path)) from None
        raise PHHReadError(key="phh_cannot_read", path=str(path), detail=e.strerror) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise PHHReadError(key="phh_not_utf8", path=str(path), at=e.start,
                           byte=data[e.start:e.start + 1]) from None


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):   # a name too long for the system: not a folder
        return False


def _is_file(text: str) -> bool:
    try:
        return Path(text).is_file()
    except (OSError, ValueError):   # a name too long, or with a NUL byte: not a file
        return False


def load(source: str | os.PathLike[str] | HandHistory) -> HandHistory:
    """Read one hand from a file or from PHH text, decided by type: a :class:`~pathlib.Path`
    (any ``os.PathLike``) is a file; a ``str`` that names an existing file is that file,
    any other ``str`` is PHH text (a one-line ``str`` without ``=`` that names no file is
    reported as a missing file). A :class:`HandHistory` is checked and returned.

    >>> from pokerlib.phh import EXAMPLES_DIR
    >>> load(EXAMPLES_DIR / "oasis_tie.phh").variant
    'OASIS'
    >>> load("variant = 'OASIS'\\nante = 10\\nstarting_stacks = [100]\\nactions = []").variant
    'OASIS'
    """
    if isinstance(source, HandHistory):
        return check_fields(dict(source.fields))
    if isinstance(source, os.PathLike):
        return loads(read_text(Path(source)))
    if not isinstance(source, str):
        raise PHHFormatError(key="type_name", what="load", allowed="a path or PHH text",
                             got=type(source).__name__)
    if "\n" not in source and _is_file(source):
        return loads(read_text(Path(source)))
    if "\n" not in source and "=" not in source:
        raise PHHReadError(key="phh_no_file", path=source)
    return loads(source)


def load_all(source: str | os.PathLike[str]) -> list[HandHistory]:
    """Every hand in a folder (``*.phh``, sorted by name; ``[]`` when it has none), or in a
    ``.phhs`` file (one TOML table per hand), or the one hand of a ``.phh`` file.

    >>> from pokerlib.phh import EXAMPLES_DIR, examples
    >>> len(load_all(EXAMPLES_DIR)) == len(examples())
    True
    """
    if not isinstance(source, (str, os.PathLike)):
        raise PHHFormatError(key="type_name", what="load_all", allowed="a folder or file path",
                             got=type(source).__name__)
    path = Path(source)
    if _is_dir(path):
        return [load(p) for p in sorted(path.glob("*.phh"))]
    if path.suffix == ".phhs":
        try:
            data = tomllib.loads(read_text(path))
        except tomllib.TOMLDecodeError as e:
            raise PHHFormatError(key="phh_file_toml", path=str(path), detail=str(e)) from None
        return [check_fields(v) for v in data.values() if isinstance(v, dict)]
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
        if math.isnan(v):
            return "nan"
        return "inf" if v == math.inf else "-inf" if v == -math.inf else repr(v)
    if isinstance(v, str):
        # a JSON string is a TOML basic string, once DEL (allowed raw in JSON) is escaped
        return json.dumps(v, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml(x) for x in v) + "]"
    if hasattr(v, "isoformat"):
        return v.isoformat()
    raise PHHFormatError(key="phh_cannot_write_value", value=v, got=type(v).__name__)


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
    if not isinstance(history, HandHistory):
        raise PHHFormatError(key="phh_dumps_type", got=type(history).__name__)
    names = [k for k in _FIELD_ORDER if k in history]
    names += [k for k, _ in history.fields if k not in names]
    lines = []
    for k in names:
        v = history[k]
        key = k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k)
        if k == "actions" and isinstance(v, tuple):
            lines.append(f"{key} = [")
            seen = [0]
            for a in v:
                street = _street_comment(a, seen) if isinstance(a, str) else None
                if street:
                    lines.append(f"  # {street}")
                lines.append(f"  {_toml(a)},")
            lines.append("]")
        else:
            lines.append(f"{key} = {_toml(v)}")
    return "\n".join(lines) + "\n"
