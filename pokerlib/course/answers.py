"""The one answer reader of the course: every exercise check (both editions) and every terminal
drill reads a learner's answer here, so the notebook and the drill accept exactly the same words.

An answer may be a Python value (``{3, 4}``, ``{'A': 0}``, ``24``) or the plain text a learner
types in a text box (``"3 4"``, ``"A 0, B 29, C 8"``, ``"24点"``): a learner who does not
program answers every exercise with words and numbers only. :func:`read` gives the value an
exercise compares; a text it cannot read is refused with a :class:`~pokerlib.errors.PokerError`
whose sentence says what form to give (it never counts as a try, and never shows the answer).

Every text is first made plain: NFKC (a Japanese IME's full-width ``２２``, ``ｔｉｅ`` and
``７－６－５－４－３`` become ``22``, ``tie``, ``7-6-5-4-3``), the minus sign ``−`` is ``-``,
quotes around it go (``'pair'``, ``「ペア」``), spaces are trimmed and case does not matter.

The forms each kind of answer takes (text, and the Python value the lessons show):

- **a word** (:func:`word`): any word of its row in :data:`WORDS`, in English or Japanese, in
  any case, with or without spaces, hyphens or ``・`` (``all in``, ``All-In``, ``全額参加``,
  ``ワン・ペア``), a trailing ``です`` or ``。`` allowed. The kinds: ``side`` (first / second /
  tie: 前者, 後者, 同点, 引き分け...), ``action`` (all-in, fold, call, raise, exchange, mixed: push,
  オールインする, 全額参加, プッシュ, フォルド, フォールド, 継続...), ``truth`` (True / False: yes,
  no, はい, いいえ, 満たす, ○, ×...), ``category`` (a hand category: pair, one pair, ペア, 1ペア,
  ワン・ペア, trips, スリーカード, 3枚組..., and the articles' phrases with ranks: Kのワンペア,
  Qの3枚組, Qと8のフルハウス, A-Kハイ, a pair of nines). A two-choice question also takes
  前者 / 後者 (first / second) for its first and second choice.
- **a number** (:func:`number`): ``24``, ``24.0`` (a whole decimal is the whole number), ``-1.2``,
  ``0.25``, with a unit after it: 点, チップ, 枚, BB, chips, points, big blinds (``40点``,
  ``3チップ``, ``165 points``, ``-1.2 BB``). :func:`whole` is a number of chips: ``24.5`` is no
  number of chips.
- **numbers** (:func:`number_set`): ``3 4``, ``3, 4``, ``3 and 4``, ``3と4``, ``{3, 4}``, ``none``
  (なし) for none of them; a value: a set, list or tuple of whole numbers.
- **two numbers** (:func:`number_pair`): ``6 2``, ``6, 2``, ``(6, 2)``.
- **chips per player** (:func:`players`): ``A 0, B 29, C 8``, ``a=0 b=29 c=8``, ``A: 0 B: 29``,
  ``Aは0点、Bは29点``, ``{'A': 0, 'B': 29}``, or a number for every player in the order the
  question names them (``0 29 8``); a name in any case (``a`` is ``A``, ``ann`` is
  ``Ann``); a player left out receives 0; a name not at the table is refused by name.
- **cards** (:func:`cards`): ``Qs Qd 8h 8c 2d``, ``Q♠ Q♦``, ``qs, qd``, ``10h``; a card given
  twice or a card already in play (on the board, in the hand, the dealer's up card) is refused
  with the card named.
- **several words** (:func:`word_list`): ``fold mixed``, ``fold, mixed``, ``フォールド・ミックス``,
  ``('fold', 'mixed')``; ``True True False``, ``はい はい いいえ``, ``[True, True, False]``.
- **items by their letters** (:func:`letters`): ``a c``, ``(a) and (c)``, ``aとc``, ``none``
  (なし): the items of a question labelled (a), (b), (c) that are meant.
- **a low or a rank list** (:func:`ranks`): ``7-6-5-4-3``, ``7 6 5 4 3``, ``76543``,
  ``3-4-5-6-7`` (the order does not matter), ``A`` or ``1`` for the ace.
- **a starting hand** (:func:`hand_class`): ``22``, ``AKo``, ``ako``, ``AK offsuit``.
- **an Oasis choice** (:func:`oasis_choice`): ``fold``, ``raise`` (Fold, Raise, レイズ, 継続...),
  or the cards to exchange: ``5c 2c``, ``exchange 5c 2c``, ``5c 2cを交換``.

The Japanese words here are the words a learner may *type*, the articles' own and the
spellings a learner might use (this module is the one place they live; tests/test_terms_ja.py
reads the words the course *writes*, elsewhere).

>>> word("side", "後者"), word("action", "オールインする"), word("category", "ワン・ペア")
('second', 'all-in', <HandCategory.ONE_PAIR: 1>)
>>> number("２４．０"), number("40点"), number_set("3 4"), players("a=0 b=29 c=8", ["A", "B", "C"])
(24, 40, {3, 4}, {'A': 0, 'B': 29, 'C': 8})
"""

from __future__ import annotations

import math
import numbers as _numbers
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..cards import Card, format_cards, parse_cards
from ..errors import CardError, PokerError
from ..evaluate import HandCategory

__all__ = ["WORDS", "plain", "word", "words_of", "number", "whole", "number_set", "number_pair",
           "players", "cards", "word_list", "ranks", "hand_class", "choice", "oasis_choice",
           "exchange_text", "letters",
           "read", "unreadable", "must", "as_number", "as_whole"]

#: One table per kind of word answer: the value each word means. Every word an article uses
#: for the idea is here (docs/terms-ja.md), and the spellings a learner may type.
WORDS: dict[str, dict[Any, tuple[str, ...]]] = {
    "side": {
        "first": ("first", "the first", "first one", "the first one", "former", "the former",
                  "1st", "前者", "前", "最初", "最初の方", "1つ目", "一つ目", "先"),
        "second": ("second", "the second", "second one", "the second one", "latter",
                   "the latter", "2nd", "後者", "後", "後の方", "2つ目", "二つ目", "あと"),
        "tie": ("tie", "a tie", "tied", "draw", "a draw", "split", "chop", "equal", "same",
                "同点", "引き分け", "引分け", "引分", "引き分", "タイ", "互角", "同じ"),
    },
    "action": {
        "all-in": ("all-in", "all in", "allin", "go all-in", "goes all-in", "push", "shove",
                   "jam", "オールイン", "オールインする", "オールインします", "全額参加",
                   "全額参加する", "全額参加します", "プッシュ", "プッシュする", "全部賭ける"),
        "fold": ("fold", "folds", "フォールド", "フォールドする", "フォールドします", "フォルド",
                 "フォルドする", "フォルドします", "降りる", "降ります", "おりる", "降り"),
        "call": ("call", "calls", "コール", "コールする", "コールします"),
        "raise": ("raise", "raises", "レイズ", "レイズする", "レイズします", "継続",
                  "継続する", "継続します"),
        "exchange": ("exchange", "draw", "交換", "交換する", "交換します", "手札交換",
                     "手札の交換", "カード交換"),
        "mixed": ("mixed", "mix", "mixes", "sometimes", "ミックス", "混合", "ときどき", "時々"),
    },
    "truth": {
        True: ("true", "yes", "y", "t", "meets", "はい", "真", "正しい", "満たす", "満たします",
               "満たしている", "あり", "ある", "○", "〇", "◯", "o"),
        False: ("false", "no", "n", "f", "does not", "doesn't", "いいえ", "偽", "正しくない",
                "満たさない", "満たしません", "満たしていない", "なし", "ない", "×", "✕", "x"),
    },
    "category": {
        HandCategory.HIGH_CARD: ("high card", "high", "no pair", "nothing", "ハイカード",
                                 "ノーペア", "役なし", "ブタ"),
        HandCategory.ONE_PAIR: ("one pair", "pair", "a pair", "1 pair", "ワンペア", "ペア",
                                "1ペア", "ワンペアー", "ペアー"),
        HandCategory.TWO_PAIR: ("two pair", "two pairs", "2 pair", "2 pairs", "ツーペア",
                                "2ペア", "ツーペアー"),
        HandCategory.THREE_OF_A_KIND: ("three of a kind", "trips", "set", "three", "スリーカード",
                                       "3枚組", "スリーオブアカインド", "トリップス", "セット"),
        HandCategory.STRAIGHT: ("straight", "ストレート"),
        HandCategory.FLUSH: ("flush", "ace-high flush", "フラッシュ", "エースハイフラッシュ"),
        HandCategory.FULL_HOUSE: ("full house", "full", "boat", "フルハウス"),
        HandCategory.FOUR_OF_A_KIND: ("four of a kind", "quads", "four", "フォーカード",
                                      "4枚組", "クワッズ"),
        HandCategory.STRAIGHT_FLUSH: ("straight flush", "royal flush", "ストレートフラッシュ",
                                      "ロイヤルフラッシュ"),
    },
}

#: Quotes a learner may put around an answer (after NFKC: ＂ and ＇ are " and ').
_QUOTES = "'\"「」『』“”‘’`"
#: The units a number may carry.
_UNIT = r"(?:点|チップ|枚|bb|big\s*blinds?|chips?|points?|antes?)"
#: Digits as a keyboard types them (a Japanese one's full-width digits are these after NFKC):
#: "²", "①" or "٣" are no chips a learner meant to type.
_NUMBER = r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"
#: What separates the items of a list: commas, 、, ・, /, "and", と, spaces.
_SEPARATORS = re.compile(r"\s*(?:[,、，/;；・]|\band\b|と|\s)\s*", re.IGNORECASE)


def unreadable() -> PokerError:
    """The refusal of an answer the reader cannot read: the check answers it with the
    exercise's form (what an answer looks like), never with a hint."""
    return PokerError(key="answer_unreadable")


def plain(text: Any) -> str:
    """``text`` as the reader compares it: NFKC, ``−`` as ``-``, the quotes around it and its
    outer spaces gone, inner spaces one space.

    >>> plain(" 「ｔｉｅ」 "), plain("７－６－５－４－３"), plain("'All  In'")
    ('tie', '7-6-5-4-3', 'All In')
    """
    found = unicodedata.normalize("NFKC", str(text)).replace("\u2212", "-")
    found = re.sub(r"\s+", " ", found).strip()
    while len(found) >= 2 and found[0] in _QUOTES and found[-1] in _QUOTES:
        found = found[1:-1].strip()
    return found.strip(_QUOTES).strip()


def _key(text: Any) -> str:
    """A word as the tables compare it: plain, case-folded, without spaces, hyphens, ``・``
    and a polite ending (です, 。, .)."""
    found = plain(text).casefold()
    found = re.sub(r"(?:です|だ)?[。.!！?？]*$", "", found)
    return re.sub(r"[\s\-_・･]", "", found)


_INDEX: dict[str, dict[str, Any]] = {
    kind: {_key(w): value for value, words in table.items() for w in words}
    for kind, table in WORDS.items()}


def _kind(kind: Any) -> str:
    if not isinstance(kind, str) or kind not in WORDS:
        raise PokerError(key="answer_kind", kind=kind, kinds=", ".join(WORDS))
    return kind


def words_of(kind: str) -> dict[str, Any]:
    """Every word of ``kind`` and the value it means (the tests answer with each one)."""
    _kind(kind)
    return {w: value for value, words in WORDS[kind].items() for w in words}


def word(kind: str, answer: Any, allowed: Iterable[Any] | None = None) -> Any:
    """The value a word answer means in the table ``kind`` (None when it is none of them, or
    not one of ``allowed``). An Enum value or a word of the table itself is read as is."""
    _kind(kind)
    if kind == "category" and isinstance(answer, HandCategory):
        found: Any = answer
    elif isinstance(answer, str):
        found = _INDEX[kind].get(_key(answer))
        if found is None and kind == "category":
            found = _category_phrase(answer)
    elif kind == "truth" and type(answer).__name__ in ("bool", "bool_"):   # numpy's too
        found = bool(answer)
    else:
        return None
    if found is None or (allowed is not None and found not in set(allowed)):
        return None
    return found


#: How the articles name a made hand by its ranks: 「Kのワンペア」「Qの3枚組」「Qと8のフルハウス」
#: 「Aを最高位とするフラッシュ」「A-Kハイ」, and in English "a pair of nines", "king high".
_PHRASES = (re.compile(r"^.+の(?=[^の]+$)"), re.compile(r"^.+を最高位とする"),
            re.compile(r"\s+of\s+.+$"))
_HIGH = re.compile(r"^(?:[2-9tjqka](?:-[2-9tjqka])*|10|ace|king|queen|jack|ten|nine|eight|"
                   r"seven)[\s-]*(?:ハイ|high)$")


def _category_phrase(answer: str) -> HandCategory | None:
    """The category a phrase with ranks names ("Kのワンペア", "pair of nines"), or None."""
    text = plain(answer).casefold()
    if _HIGH.match(text):
        return HandCategory.HIGH_CARD
    for phrase in _PHRASES:
        found = _INDEX["category"].get(_key(phrase.sub("", text)))
        if found is not None and phrase.search(text):
            return found
    return None


def number(answer: Any) -> int | float | None:
    """A number answer (``24``, ``24.0``, ``"24"``, ``"24点"``, ``"-1.2 BB"``), a whole decimal
    as the whole number; None when it is not one (True and False are no numbers)."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, _numbers.Real):
        value: float | int = answer  # type: ignore[assignment]
    elif isinstance(answer, str):
        if any(unicodedata.category(c) == "No" for c in answer):   # ², ①: not typed digits
            return None
        text = plain(answer)
        match = re.fullmatch(rf"({_NUMBER})\s*{_UNIT}?", text, flags=re.IGNORECASE)
        if match is None:
            return None
        value = float(match.group(1))
    else:
        return None
    try:
        value = float(value)
    except (TypeError, ValueError, OverflowError):
        return None
    if not math.isfinite(value):
        return None
    return int(value) if value == int(value) else value


def whole(answer: Any) -> int | None:
    """A whole number answer (chips, points): ``24``, ``24.0``, ``"24チップ"``; None for
    ``24.5`` or text that is no number."""
    found = number(answer)
    return found if isinstance(found, int) else None


def _items(answer: Any) -> list[Any] | None:
    """The items of a list answer: a set, list or tuple as it is, a text split at its
    separators (brackets around it dropped); None for anything else."""
    if type(answer).__name__ == "ndarray":            # numpy's array: its items
        answer = answer.tolist()
    if isinstance(answer, (set, frozenset, list, tuple)):
        return list(answer)
    if not isinstance(answer, str):
        return None
    text = plain(answer)
    text = re.sub(r"^(?:set)?[\[({]\s*|\s*[\])}]$", "", text).strip()
    if not text:
        return []
    return [plain(part) for part in _SEPARATORS.split(text) if plain(part)]


def number_set(answer: Any) -> set[int] | None:
    """Whole numbers (``{3, 4}``, ``"3 4"``, ``"3, 4"``, ``"3と4"``, ``"none"``), or None."""
    if isinstance(answer, str) and _key(answer) in ("none", "nothing", "なし", "ない", "set()"):
        return set()
    items = _items(answer)
    if items is None:
        return None
    found = [whole(re.sub(r"^(?:#|no\.?)\s*|\s*番$", "", i, flags=re.IGNORECASE))
             if isinstance(i, str) else whole(i) for i in items]
    if any(n is None for n in found):
        return None
    return {n for n in found if n is not None}


def number_pair(answer: Any, whole_only: bool = True) -> tuple[Any, Any] | None:
    """Two numbers (``(6, 2)``, ``"6 2"``, ``"6, 2"``), or None."""
    items = _items(answer)
    if items is None or len(items) != 2:
        return None
    read_one: Callable[[Any], Any] = whole if whole_only else number
    found = tuple(read_one(i) for i in items)
    return None if None in found else (found[0], found[1])


def players(answer: Any, names: Iterable[str]) -> dict[str, int]:
    """Chips per player: ``{'A': 0, 'B': 29}``, ``"A 0, B 29"``, ``"a=0 b=29"``,
    ``"Aは0点、Bは29点"``, or one number for each player in the order ``names`` gives them
    (``"0 29 8"``); a name in any case; each player left out receives 0. Refused (a
    :class:`PokerError` naming what is wrong) when a name is not at the table, a name comes
    twice or a number of chips cannot be read."""
    table = list(names)
    by_key = {n.casefold(): n for n in table}
    pairs: list[tuple[Any, Any]]
    if isinstance(answer, Mapping):
        pairs = list(answer.items())
    elif isinstance(answer, str) and _only_numbers(answer, len(table)) is not None:
        pairs = list(zip(table, _only_numbers(answer, len(table)) or ()))
    elif isinstance(answer, str):
        text = plain(answer)
        text = re.sub(r"^[\[({]\s*|\s*[\])}]$", "", text).strip()
        one = re.compile(rf"\s*[,、，;；]?\s*([A-Za-z]+)['\"]?\s*(?:[:=：]|は|が|\s)?\s*"
                         rf"({_NUMBER})\s*{_UNIT}?\s*", re.IGNORECASE)
        pairs, at = [], 0
        text = text.replace("'", "").replace('"', "")
        while at < len(text):
            match = one.match(text, at)
            if match is None or match.end() == at:
                raise unreadable()
            pairs.append((match.group(1), match.group(2)))
            at = match.end()
        if not pairs:
            raise unreadable()
    else:
        raise unreadable()
    out: dict[str, int] = {}
    for name, chips in pairs:
        key = plain(name).casefold() if isinstance(name, str) else None
        if key not in by_key:
            raise PokerError(key="answer_player_unknown", name=name, players=", ".join(table))
        real = by_key[key]
        if real in out:
            raise PokerError(key="answer_player_twice", name=real)
        amount = whole(chips)
        if amount is None:
            raise PokerError(key="answer_player_chips", name=real, chips=chips)
        out[real] = amount
    return {n: out.get(n, 0) for n in table}


def _only_numbers(answer: str, count: int) -> list[Any] | None:
    """The ``count`` numbers of a text that holds nothing else ("0 29 8"), or None."""
    items = _items(answer)
    if not items or len(items) != count or any(number(i) is None for i in items):
        return None
    return items


def cards(answer: Any, in_play: Mapping[Card, Callable[[str], str]] | None = None
          ) -> tuple[Card, ...]:
    """Cards (``"Qs Qd 8h"``, ``"Q♠ Q♦"``, ``"qs, qd"``, a list of them). Refused with the card
    named when it is given twice or is already in play: ``in_play`` maps each card dealt
    elsewhere to where it is (a function of the language: "the board J♦ 4♦ 3♣ Q♦ 5♥")."""
    if isinstance(answer, str):
        text = unicodedata.normalize("NFKC", answer)
        text = re.sub(r"[、，・/;；]", " ", text).strip().strip(_QUOTES)
        text = re.sub(r"^[\[(]|[\])]$", "", text).replace("'", " ").replace('"', " ")
        if not text.strip():
            raise unreadable()
        source: Any = text
    elif isinstance(answer, (list, tuple)) and all(isinstance(c, (str, Card)) for c in answer):
        source = [unicodedata.normalize("NFKC", c).strip() if isinstance(c, str) else c
                  for c in answer]
    else:
        raise unreadable()
    try:
        found = parse_cards(source, allow_duplicates=True)
    except CardError:
        raise unreadable() from None
    seen: set[Card] = set()
    for card in found:
        if card in seen:
            raise PokerError(key="answer_card_twice", card=format_cards([card]))
        seen.add(card)
    for card in found:
        if in_play and card in in_play:
            raise PokerError(key="answer_card_in_play", card=format_cards([card]),
                             where=in_play[card])
    return found


def word_list(answer: Any, kind: str, count: int, allowed: Iterable[Any] | None = None,
              same: Mapping[Any, Any] | None = None) -> tuple[Any, ...] | None:
    """``count`` words of ``kind`` (``"fold mixed"``, ``"True, True, False"``,
    ``('fold', 'mixed')``), each read as :func:`word` reads it (``same`` maps a word's value to
    the one meant here: a call to an all-in is all-in); None unless there are ``count``."""
    _kind(kind)
    allowed = None if allowed is None else list(allowed)
    if isinstance(answer, str):
        text = re.sub(r"^[\[(]\s*|\s*[\])]$", "", plain(answer)).strip()
        # first the list separators (a word may hold a space: "all in, fold"), then spaces
        parts = [plain(p) for p in re.split(r"\s*(?:[,、，/;；]|\band\b)\s*", text) if plain(p)]
        if len(parts) != count:
            parts = [plain(p) for p in re.split(r"[\s・]+", text) if plain(p)]
        items: list[Any] | None = parts
    else:
        items = _items(answer)
    if items is None or len(items) != count:
        return None
    found = []
    for item in items:
        value = word(kind, item)
        if value is None and kind == "truth" and isinstance(item, _numbers.Integral) \
                and item in (0, 1):
            value = bool(item)
        if same and value in same:
            value = same[value]
        if value is None or (allowed is not None and value not in allowed):
            return None
        found.append(value)
    return tuple(found)


def letters(answer: Any, names: str) -> set[str] | None:
    """Items named by their letters, as a question labels them ((a), (b), (c)): ``"a c"``,
    ``"(a) and (c)"``, ``"aとc"``, ``"none"`` / ``"なし"`` for none; None when it is not that."""
    if not isinstance(answer, str):
        return None
    if _key(answer) in ("none", "nothing", "なし", "ない", "どれも満たさない"):
        return set()
    text = re.sub(r"[()（）]", " ", plain(answer).casefold())
    parts = [p for p in re.split(r"\s*(?:[,、，/;；・]|\band\b|と|\s)\s*", text) if p]
    if not parts or any(len(p) != 1 or p not in names for p in parts):
        return None
    return set(parts)


_RANKS = {"a": 1, "1": 1, "k": 13, "q": 12, "j": 11, "t": 10, "10": 10,
          **{str(n): n for n in range(2, 10)}}
_RANK_TEXT = {1: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}


def ranks(answer: Any) -> str | None:
    """A low written by its ranks, highest first as the lesson writes it (``"7-6-5-4-3"``):
    ``"7 6 5 4 3"``, ``"76543"``, ``"3-4-5-6-7"``, ``"8-4-3-2-1"``; None when it is not
    ranks. The ace counts low (1)."""
    if not isinstance(answer, str):
        return None
    text = plain(answer).casefold()
    parts = [p for p in re.split(r"[\s\-,、・/]+", text) if p]
    if len(parts) == 1:
        parts = re.findall(r"10|.", parts[0])
    if not parts or any(p not in _RANKS for p in parts):
        return None
    values = sorted((_RANKS[p] for p in parts), reverse=True)
    return "-".join(_RANK_TEXT.get(v, str(v)) for v in values)


def hand_class(answer: Any) -> str | None:
    """A starting hand's class: ``"22"``, ``"AKo"``, ``"aks"``, ``"AK offsuit"``, ``"AKs"``;
    None when it is not one."""
    if not isinstance(answer, str):
        return None
    text = re.sub(r"\s+", "", plain(answer)).casefold()
    text = re.sub(r"(offsuit|off|オフスート|オフ)$", "o", text)
    text = re.sub(r"(suited|スーテッド)$", "s", text)
    match = re.fullmatch(r"([akqjt2-9]|10)([akqjt2-9]|10)([os]?)", text)
    if match is None:
        return None
    a, b, kind = (("T" if g == "10" else g.upper()) for g in match.groups())
    return a + b if a == b and not kind else a + b + kind.lower()


def choice(answer: Any, options: tuple[str, str], read_one: Callable[[Any], Any]) -> Any:
    """One of a question's two ``options``: read by ``read_one``, or named by its place
    (first / second, 前者 / 後者); None when it is neither."""
    side = word("side", answer, ("first", "second"))
    if side is not None:
        return options[0] if side == "first" else options[1]
    found = read_one(answer)
    return found if found in options else None


def oasis_choice(answer: Any) -> tuple[str, tuple[Card, ...]]:
    """An Oasis choice: ``("fold", ())``, ``("raise", ())`` or ``("exchange", cards)`` for
    ``"5c 2c"``, ``"exchange 5c 2c"``, ``"交換 5c 2c"`` or ``"5c 2cを交換"``. Refused
    (:func:`unreadable`, or a card named twice) otherwise; whether the cards are in the hand
    is the caller's to say."""
    action = word("action", answer, ("fold", "raise"))
    if action is not None:
        return action, ()
    if isinstance(answer, str):
        return "exchange", cards(exchange_text(answer))
    if isinstance(answer, (list, tuple)):
        return "exchange", cards(answer)
    raise unreadable()


def exchange_text(answer: str) -> str:
    """The cards of an exchange as text: ``"exchange 5c 2c"``, ``"交換 5c 2c"`` and
    ``"5c 2cを交換"`` are ``"5c 2c"`` (the text made plain, the word for exchanging gone)."""
    text = plain(answer)
    for w in sorted(WORDS["action"]["exchange"], key=len, reverse=True):
        text = re.sub(rf"^{re.escape(w)}[\s:：]*|\s*を?{re.escape(w)}(?:する|します)?$",
                      "", text, flags=re.IGNORECASE).strip()
    return re.sub(r"[、，・/;；]", " ", text).strip()


def read(exercise_id: str, answer: Any) -> Any:
    """The value exercise ``exercise_id`` compares for ``answer`` (its raw text from a text
    box, or a Python value); a :class:`PokerError` saying what form to give when it cannot be
    read. ``...`` (not answered) and an empty text stay as they are.

    An answer widget (a text box, buttons) passes its raw text to
    :func:`pokerlib.course.exercises.grade` (or ``check``), which reads it here."""
    from .exercises import find_exercise

    exercise = find_exercise(exercise_id)
    if answer is Ellipsis or (isinstance(answer, str) and not answer.strip()):
        return answer
    return exercise.reader(answer)


def must(found: Any) -> Any:
    """``found``, or the refusal of an unreadable answer when it is None (for readers)."""
    if found is None:
        raise unreadable()
    return found


def as_number(answer: Any) -> int | float:
    """A reader: the number an answer gives (:func:`number`), else refused."""
    found: int | float = must(number(answer))
    return found


def as_whole(answer: Any) -> int:
    """A reader: the whole number an answer gives (:func:`whole`), else refused."""
    found: int = must(whole(answer))
    return found
