"""Every right answer is accepted, one way for both editions and the terminal drills: every
exercise of the registry answered with each form the course's one answer reader takes
(pokerlib/course/answers.py: Python values and plain text, full-width IME input, units, names
in any case, the articles' words) is correct in both languages; a wrong answer in each of those
forms is still wrong, with a first hint and not the worked answer; and the drills read the same
word table as the exercises.

The forms are made from the value each exercise computes (``expected()``), not typed: a new
exercise is answered here as soon as it is registered.
"""

from __future__ import annotations

import io
import re
from collections import Counter

import pytest

from pokerlib.cards import Card, format_cards, parse_cards
from pokerlib.course import answers
from pokerlib.course.answers import WORDS, words_of
from pokerlib.course.drills import OasisDrill, OasisSpot, PushFoldDrill
from pokerlib.course.drills import __main__ as drill_cli
from pokerlib.course.drills.pushfold import PushFoldSpot
from pokerlib.course.exercises import Hint, exercises, find_exercise, grade
from pokerlib.errors import DrillError, PokerError
from pokerlib.evaluate import HandCategory
from pokerlib.oasis import OasisRules

LANGS = ("en", "ja")


def full_width(text: str) -> str:
    """``text`` as a Japanese IME types it: ASCII letters, digits and signs full-width."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _full_ranking(hand):
    """A ranking of the learner's own (00.5): groups, straights, flushes, the wheel."""
    counts = Counter(card.rank for card in hand)
    groups = sorted(counts.items(), key=lambda g: (g[1], g[0]), reverse=True)
    sizes = tuple(n for _, n in groups)
    ranks = tuple(r for r, _ in groups)
    if ranks == (14, 5, 4, 3, 2):
        ranks = (5, 4, 3, 2, 1)
    straight = len(sizes) == 5 and ranks[0] - ranks[4] == 4
    flush = len({card.suit for card in hand}) == 1
    category = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(sizes, 0)
    if straight or flush:
        category = 8 if straight and flush else 5 if flush else 4
    return category, ranks


#: The exercises that ask for a change (their expected() is None: any change that works is
#: right): one right and one wrong answer each. A test checks these are exactly those.
CHANGES = {
    "00.5": (_full_ranking, None),
    "00.6": (parse_cards("Jd 4d 3c Qd Kh"), parse_cards("Jd 4d 3c Qd 6h")),
    "03.5": (parse_cards("Ad 5c 3s 2s"), parse_cards("Ad Kd 3s 4s")),
    "04.4": (parse_cards("Ks Kd 6c 4h 2s"), parse_cards("Ks 9d 6c 4h 3d")),
}

#: Two-choice questions: their two choices, in the order the question asks them (first /
#: second, 前者 / 後者, name them too).
TWO_CHOICES = {"00.4": ("8-4-3-2-A", "7-6-5-4-3"), "02.3": ("22", "AKo"),
               "04.1": ("all-in", "fold")}


def right_value(ex):
    """A right answer's value, computed by the exercise (one of them where several are)."""
    if ex.id in CHANGES:
        return CHANGES[ex.id][0]
    value = ex.expected()
    if isinstance(value, set) and all(isinstance(v, str) for v in value):
        return sorted(value)[0]              # 01.3: the best options (labels)
    return value


def _kind_of_word(value):
    return next((kind for kind, table in WORDS.items() if kind != "truth" and value in table),
                None)


def word_forms(kind, value):
    """Every word of the table for ``value``, and a few ways of typing them."""
    words = [w for w, v in words_of(kind).items() if v == value]
    out = list(words)
    for w in words[:2]:
        out += [w.upper(), w.title(), f"「{w}」", f"'{w}'", f"  {w} ", full_width(w),
                w.replace("-", " ")]
    return out


def label_forms(label):
    """01.3's options: fold / raise words, or the cards to exchange."""
    if not label.startswith("exchange"):
        return word_forms("action", label)
    cards = label.split()[1:]
    text = " ".join(cards)
    shown = format_cards(parse_cards(text))
    return [text, f"exchange {text}", f"交換 {text}", f"{text}を交換", shown, text.upper(),
            full_width(text), list(cards)]


def number_forms(value):
    out = [value, float(value), str(value), f"{float(value)}", full_width(str(value))]
    if isinstance(value, int):
        out += [f"{value}点", f"{value}チップ", f"{value} chips", f"{value}枚", f"{value} points",
                full_width(f"{value}.0")]
    else:
        out += [f"{value} BB", f"{value}BB", f"{value} big blinds"]
    if isinstance(value, (int, float)) and value < 0:
        out.append("\u2212" + str(-value))      # the minus sign of a Japanese font
    return out


def set_forms(value):
    items = sorted(value)
    text = [str(i) for i in items]
    return [set(items), list(items), tuple(items), " ".join(text), ", ".join(text),
            "{" + ", ".join(text) + "}", "と".join(text), "、".join(text), " and ".join(text),
            full_width(" ".join(text))]


def dict_forms(value):
    items = list(value.items())
    return [dict(value), {p.lower(): c for p, c in items}, {p.upper(): float(c) for p, c in items},
            ", ".join(f"{p} {c}" for p, c in items),
            " ".join(f"{p.lower()}={c}" for p, c in items),
            " ".join(f"{p}: {c}" for p, c in items),
            "、".join(f"{p}は{c}点" for p, c in items),
            repr(dict(value)), full_width(", ".join(f"{p} {c}" for p, c in items)),
            ", ".join(f"{p} {c}" for p, c in items if c)]     # a player left out gets 0


def tuple_forms(value):
    if all(isinstance(v, bool) for v in value):                # 02.4: True/False
        yes = {True: "はい", False: "いいえ"}
        mark = {True: "○", False: "×"}
        named = " ".join(k for k, v in zip("abc", value) if v) or "none"   # 02.4's (a) (b) (c)
        return [named, named.upper(), f"({named})" if len(named) == 1 else named,
                list(value), tuple(value), " ".join(map(str, value)),
                ", ".join(str(v).lower() for v in value), str(list(value)),
                " ".join(yes[v] for v in value), " ".join(mark[v] for v in value),
                " ".join("yes" if v else "no" for v in value)]
    if all(isinstance(v, int) for v in value):                 # 03.4: two numbers
        a, b = value
        return [tuple(value), list(value), f"{a} {b}", f"{a}, {b}", f"({a}, {b})",
                full_width(f"{a} {b}"), f"{float(a)} {float(b)}"]
    # 02b.3: two words
    ja = {w: [x for x, v in words_of("action").items() if v == w and not x.isascii()][0]
          for w in value}
    return [tuple(value), list(value), " ".join(value), ", ".join(value), str(tuple(value)),
            "・".join(ja[w] for w in value), "、".join(ja[w] for w in value),
            " ".join(w.upper() for w in value), full_width(" ".join(value))]


def card_forms(value):
    cards = list(value)
    codes = [c.code for c in cards]
    return [tuple(cards), codes, " ".join(codes), ", ".join(codes), format_cards(cards),
            " ".join(c.lower() for c in codes), " ".join(reversed(codes)), "".join(codes),
            full_width(" ".join(codes)), "・".join(codes)]


def text_forms(ex_id, value):
    """Each form the reader takes for ``value`` (a value, or text a learner types)."""
    if callable(value):
        return [value]
    if isinstance(value, HandCategory):
        return [value] + word_forms("category", value)
    if isinstance(value, bool):
        raise AssertionError(value)
    if isinstance(value, (int, float)):
        return number_forms(value)
    if isinstance(value, (set, frozenset)) and all(isinstance(v, Card) for v in value):
        return card_forms(value)
    if isinstance(value, tuple) and all(isinstance(v, Card) for v in value):
        return card_forms(value)
    if isinstance(value, set):
        return set_forms(value)
    if isinstance(value, dict):
        return dict_forms(value)
    if isinstance(value, (tuple, list)):
        return tuple_forms(value)
    assert isinstance(value, str), value
    out: list = []
    if ex_id in TWO_CHOICES:
        place = TWO_CHOICES[ex_id].index(value)
        out += word_forms("side", ("first", "second")[place])
    if ex_id == "01.3":
        return out + label_forms(value)
    kind = _kind_of_word(value)
    if kind is not None:
        return out + word_forms(kind, value)
    if re.fullmatch(r"[2-9TJQKA](?:-[2-9TJQKA]){4}", value):    # a low
        ranks = value.split("-")
        return out + [value, " ".join(ranks), "".join(ranks), "-".join(reversed(ranks)),
                      full_width(value), value.replace("A", "1"), value.lower()]
    # a starting hand's class
    return out + [value, value.lower(), value.upper(), full_width(value),
                  value[:2] + " offsuit" if value.endswith("o") else value]


def wrong_value(ex, right):
    """A wrong answer of the same form, made from the right one."""
    if ex.id in CHANGES:
        return CHANGES[ex.id][1]
    if isinstance(right, HandCategory):
        return HandCategory.FLUSH if right != HandCategory.FLUSH else HandCategory.STRAIGHT
    if isinstance(right, (int, float)):
        return right + 1
    if isinstance(right, frozenset):                         # 03.1: two hole cards
        hole = parse_cards("Ks Qs 7h 6h")
        return frozenset(hole[:2])
    if isinstance(right, set):
        return right ^ {1}
    if isinstance(right, dict):
        names = list(right)
        moved = dict(right)
        giver = next(p for p in names if moved[p])
        taker = next(p for p in names if p != giver)
        moved[giver] -= 1
        moved[taker] += 1
        return moved
    if isinstance(right, list):                              # True/False
        return [not right[0]] + right[1:]
    if isinstance(right, tuple):
        if all(isinstance(v, int) for v in right):
            return (right[0] + 1, right[1])
        other = {"call": "fold", "fold": "call", "mixed": "call"}
        return (other[right[0]], right[1])
    if ex.id in TWO_CHOICES:
        a, b = TWO_CHOICES[ex.id]
        return b if right == a else a
    if ex.id == "01.3":
        return "raise" if right != "raise" else "fold"
    kind = _kind_of_word(right)
    table = list(WORDS[kind])
    return next(v for v in table if v != right and (kind != "action" or v in ("fold", "all-in",
                                                                              "mixed")))


EXERCISES = [ex for ex in exercises()]


def test_the_change_exercises_are_the_ones_without_one_right_value():
    assert set(CHANGES) == {ex.id for ex in EXERCISES if ex.expected() is None}
    assert set(TWO_CHOICES) <= {ex.id for ex in EXERCISES}


def _cases(make, skip=()):
    for ex in EXERCISES:
        if ex.id in skip:
            continue
        value = make(ex)
        for n, form in enumerate(text_forms(ex.id, value)):
            # an id the same in every process (xdist's workers must collect the same tests): a
            # function by its name, not by its address
            label = form.__name__ if callable(form) else repr(form)
            yield pytest.param(ex.id, form, id=f"{ex.id}-{n}-{label}"[:80])


@pytest.mark.parametrize("exercise_id, answer", list(_cases(lambda ex: right_value(ex))))
@pytest.mark.parametrize("lang", LANGS)
def test_every_accepted_form_of_the_right_answer_is_correct(exercise_id, answer, lang):
    assert grade(exercise_id, answer, lang) == ("correct", "")


def _wrong(ex):
    return wrong_value(ex, right_value(ex))


@pytest.mark.parametrize("exercise_id, answer",
                         list(_cases(_wrong, skip=("00.5",))))
@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_answer_in_every_accepted_form_is_wrong_with_a_first_hint(exercise_id, answer,
                                                                          lang):
    ex = find_exercise(exercise_id)
    status, first = grade(exercise_id, answer, lang)
    assert status == "wrong"
    worked = grade(exercise_id, answer, lang, tries=3)[1]
    # read as the wrong value it is: the hint of that value's first tier, not a form sentence
    value = ex.reader(answer)
    found = ex.hint(value, ex.expected(), lang)
    assert isinstance(found, Hint), found
    assert first == found.look and first != worked


def test_the_right_answer_is_no_wrong_one():
    """The two lists above could not both pass if a wrong value were right."""
    for ex in EXERCISES:
        if ex.id == "00.5":
            continue
        assert grade(ex.id, wrong_value(ex, right_value(ex)))[0] == "wrong", ex.id


# --- what is still refused --------------------------------------------------------------

UNREADABLE = ["", "   ", "?", "yes please", "１２ｘ", "a lot of chips", "some of them",
              object(), 12.5j, True]


@pytest.mark.parametrize("exercise_id", [ex.id for ex in EXERCISES])
@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_the_reader_cannot_read_is_told_the_form_not_the_answer(exercise_id, lang):
    for odd in UNREADABLE:
        status, text = grade(exercise_id, odd, lang)
        if isinstance(odd, str) and not odd.strip():
            assert status == "unanswered"       # an empty text box is not answered yet
            continue
        assert status in ("wrong",), (odd, status)
        worked = grade(exercise_id, odd, lang, tries=3)[1]
        assert text == worked                   # a sentence, the same at every try


@pytest.mark.parametrize("exercise_id, answer", [
    ("01.1", 40.5), ("03.2", "24.5"), ("03.6", "5.5チップ"), ("02.2", "6.5点"),
    ("02.1", "A 0, B 29, C 8.5"), ("03.4", "6.5 2"), ("01.2", "3 4.5"),
])
def test_a_chip_count_that_is_not_whole_is_not_read_as_one(exercise_id, answer):
    assert grade(exercise_id, answer)[0] == "wrong"


@pytest.mark.parametrize("exercise_id, answer, words", [
    ("00.6", "Jd 4d 3c Qd Ad", "A♦ is already in play (one of the hole cards A♦ K♦ 3♠ 2♠)"),
    ("00.6", "Jd 4d 3c Jd Kh", "J♦ is in your answer twice"),
    ("03.5", "Ad Jd 3s 2s", "J♦ is already in play (it is on the board J♦ 4♦ 3♣ Q♦ 5♥)"),
    ("03.1", "7h 5h", "5♥ is already in play (it is on the board"),
    ("04.4", "Ks 9d 6c 4h Ac", "A♣ is already in play (it is the dealer's up card)"),
    ("02.1", "A 0, B 29, D 8", "'D' is not one of the players: they are A, B, C"),
    ("03.3", "Ann 23, ann 22", "Ann is given twice"),
])
def test_a_card_in_play_or_a_stranger_is_named(exercise_id, answer, words):
    assert grade(exercise_id, answer, "en") == ("wrong", grade(exercise_id, answer, "en")[1])
    assert words in grade(exercise_id, answer, "en")[1]
    ja = grade(exercise_id, answer, "ja")[1]
    assert ja != grade(exercise_id, answer, "en")[1] and re.search(r"[ぁ-んァ-ン]", ja)


def _form_examples(text):
    """The examples a form gives ("e.g. 7 or 7点", "例: 1 2 や {1, 2}"), one by one."""
    found = []
    for match in re.finditer(r"(?:e\.g\.|例:?)\s*(.*?)(?:[）)]?$|[）)](?=[。、]|$))", text):
        for part in re.split(r" or | や |(?<=\))、|。", match.group(1)):
            part = part.strip(" ,、")
            if part:
                found.append(part)
    return found


@pytest.mark.parametrize("exercise_id", [ex.id for ex in EXERCISES])
def test_no_plain_text_example_of_a_form_is_the_answer(exercise_id):
    """A form's examples are read as answers too now: none of them may be right."""
    ex = find_exercise(exercise_id)
    examples = _form_examples(ex.form) + _form_examples(ex.form_ja)
    for example in examples:
        assert grade(exercise_id, example)[0] != "correct", (exercise_id, example)


def test_the_form_examples_are_found():
    assert _form_examples("a number of points, e.g. 7 or 7点") == ["7", "7点"]
    assert _form_examples("手の番号（例: 1 2 や {1, 2}）") == ["1 2", "{1, 2}"]


def test_the_reader_is_the_same_for_a_text_box_and_a_value():
    assert answers.read("02.1", "a=0 b=29 c=8") == answers.read("02.1", {"A": 0, "B": 29, "C": 8})
    assert answers.read("01.2", "3 4") == {3, 4}
    assert answers.read("00.1", ...) is Ellipsis
    assert grade("01.2", "") == ("unanswered", "")
    with pytest.raises(PokerError):
        answers.read("01.2", "three and four")


# --- the drills read the same word table ------------------------------------------------

FACING = PushFoldSpot(1, 2, 10.0, ("SB", "BB"), "BB", (Card("Kc"), Card("7d")), ("SB",), ())
OPENING = PushFoldSpot(1, 2, 20.0, ("SB", "BB"), "SB", (Card("Kc"), Card("7d")), (), ())
OASIS = OasisSpot(1, parse_cards("As Kd 9h 5c 2c"), Card("Qh"), OasisRules.bgaming())

ACTION_WORDS = [(w, v) for w, v in words_of("action").items()]


@pytest.mark.parametrize("text, value", ACTION_WORDS, ids=[w for w, _ in ACTION_WORDS])
def test_the_drills_and_the_exercises_read_the_one_action_table_alike(text, value):
    """One table: each word means the same in the push/fold and Oasis drills (the object and
    the terminal), in exercises 04.1 (push/fold) and 01.3 (Oasis), and nowhere else."""
    pushfold, oasis = PushFoldDrill(seed=0), OasisDrill(seed=0)
    for shown in (text, text.upper(), full_width(text), f"「{text}」"):
        assert drill_cli._normal(shown) == value
        if value in ("all-in", "fold", "call"):
            want = "fold" if value == "fold" else "all-in"
            assert pushfold.read_choice(FACING, shown) == want
            assert drill_cli._read(FACING, pushfold, shown, "ja") == value
            if value != "call":
                assert grade("04.1", shown)[0] in ("correct", "wrong")
                assert grade("04.1", shown)[1] != grade("04.1", "?")[1]   # read, not refused
        else:
            with pytest.raises(DrillError):
                pushfold.read_choice(FACING, shown)
            with pytest.raises(PokerError):
                drill_cli._read(FACING, pushfold, shown, "en")
        if value in ("fold", "raise"):
            assert oasis.read_choice(OASIS, shown) == (value, ())
            assert drill_cli._read(OASIS, oasis, shown, "ja") == value
            assert grade("01.3", shown)[1] != grade("01.3", "?")[1]       # read, not refused
        else:
            with pytest.raises(PokerError):
                oasis.read_choice(OASIS, shown)


def test_a_call_with_nobody_all_in_is_refused_alike():
    with pytest.raises(DrillError, match="nobody"):
        PushFoldDrill(seed=0).read_choice(OPENING, "コール")
    with pytest.raises(PokerError):
        drill_cli._read(OPENING, PushFoldDrill(seed=0), "コール", "ja")


@pytest.mark.parametrize("text", ["5c", "exchange 5c", "交換 5c", "5cを交換", "５ｃ", "5♣"])
def test_the_oasis_drill_and_exercise_01_3_read_an_exchange_alike(text):
    drill = OasisDrill(seed=0)
    assert drill.read_choice(OASIS, text) == ("exchange", (Card("5c"),))
    assert drill_cli._read(OASIS, drill, text, "en") == "5c"
    assert answers.read("01.3", text) == "exchange 5c"


@pytest.mark.parametrize("text, chips", [("29", 29), ("２９", 29), ("29点", 29),
                                         ("29 chips", 29), ("29.0", 29), ("29チップ", 29)])
def test_the_split_drill_reads_a_number_of_chips_as_the_exercises_do(text, chips):
    from pokerlib.course.drills import SplitDrill

    drill = SplitDrill(seed=0)
    spot = drill.next()
    lines = "\n".join([text] * len(spot.players)) + "\n"
    out = io.StringIO()
    answer = drill_cli._ask(spot, "split", io.StringIO(lines), out, "en")
    assert answer == {p: chips for p in spot.players}
    assert answers.whole(text) == chips


@pytest.mark.parametrize("text", ["29.5", "twenty", "-3"])
def test_the_split_drill_still_refuses_what_is_no_number_of_chips(text):
    from pokerlib.course.drills import SplitDrill

    drill = SplitDrill(seed=0)
    spot = drill.next()
    out = io.StringIO()
    answer = drill_cli._ask(spot, "split", io.StringIO(text + "\n\n"), out, "en")
    assert answer is None and "receives" in out.getvalue()


# --- the articles' own words --------------------------------------------------------------

#: Every word the three articles use for an answer's idea (docs/terms-ja.md gives the sources:
#: O the Oasis article, H the Omaha Hi/Lo article, A the AoF article), and what it means.
ARTICLE_WORDS = {
    ("action", "fold"): ["Fold", "フォールド", "フォルド", "降りる"],          # O A / H / A
    ("action", "raise"): ["Raise", "継続", "レイズ"],                          # O / O / H
    ("action", "all-in"): ["オールイン", "all-in", "全額参加", "オールインする", "push",
                           "プッシュ"],                                       # A H, course push
    ("action", "call"): ["コール"],                                           # H
    ("action", "exchange"): ["交換", "手札の交換", "カード交換", "手札交換"],  # O
    ("side", "tie"): ["同点", "引き分け"],                                     # O A / O
    ("category", HandCategory.ONE_PAIR): ["ワンペア", "ペア"],                 # O A / O
    ("category", HandCategory.TWO_PAIR): ["ツーペア"],
    ("category", HandCategory.THREE_OF_A_KIND): ["スリーカード", "3枚組"],      # A / O
    ("category", HandCategory.HIGH_CARD): ["ハイカード"],
    ("category", HandCategory.FLUSH): ["フラッシュ", "エースハイフラッシュ"],    # A / H
    ("category", HandCategory.STRAIGHT): ["ストレート"],
    ("category", HandCategory.FULL_HOUSE): ["フルハウス"],
    ("category", HandCategory.FOUR_OF_A_KIND): ["フォーカード"],
    ("category", HandCategory.STRAIGHT_FLUSH): ["ストレートフラッシュ", "ロイヤルフラッシュ"],
}


@pytest.mark.parametrize("kind, value", list(ARTICLE_WORDS), ids=str)
def test_the_articles_words_are_in_the_one_table(kind, value):
    for text in ARTICLE_WORDS[kind, value]:
        assert answers.word(kind, text) == value, text


def test_every_category_reads_by_its_own_names_in_both_languages():
    for category in HandCategory:
        for lang in LANGS:
            assert answers.word("category", category.describe(lang)) is category


def test_a_word_with_a_list_separator_inside_is_still_one_word():
    # ときどき (mixed) starts with と, which joins numbers ("3と4") but not words
    assert answers.word_list("ときどき、フォールド", "action", 2) == ("mixed", "fold")
    assert answers.word_list("all in, fold", "action", 2) == ("all-in", "fold")
    assert answers.number_set("3と4") == {3, 4}


def test_an_unknown_word_table_is_refused_with_a_sentence():
    with pytest.raises(PokerError, match="kind must be one of side, action"):
        answers.word("colour", "red")
    with pytest.raises(PokerError):
        answers.words_of(["side"])


@pytest.mark.parametrize("text, category", [
    ("Kのワンペア", HandCategory.ONE_PAIR), ("9のペア", HandCategory.ONE_PAIR),
    ("Qの3枚組", HandCategory.THREE_OF_A_KIND), ("Qと8のフルハウス", HandCategory.FULL_HOUSE),
    ("Aを最高位とするフラッシュ", HandCategory.FLUSH), ("A-Kハイ", HandCategory.HIGH_CARD),
    ("a pair of nines", HandCategory.ONE_PAIR), ("pair of 9s", HandCategory.ONE_PAIR),
    ("king high", HandCategory.HIGH_CARD), ("two pair of kings and nines", HandCategory.TWO_PAIR),
])
def test_the_articles_phrases_with_ranks_name_their_category(text, category):
    """The articles name hands by their ranks (「Kのワンペア」 in the Oasis and AoF articles)."""
    assert answers.word("category", text) is category


@pytest.mark.parametrize("text", ["9の", "of nines", "のペアの", "high of", "nines"])
def test_a_phrase_without_a_category_is_not_read_as_one(text):
    assert answers.word("category", text) is None


@pytest.mark.parametrize("exercise_id", [ex.id for ex in EXERCISES
                                         if isinstance(right_value(ex), dict)])
@pytest.mark.parametrize("lang", LANGS)
def test_chips_per_player_may_be_numbers_in_the_questions_order(exercise_id, lang):
    """One number per player, in the order the question names them ("0 29 8"); a count that
    does not match the players is not read (which number is whose would be a guess)."""
    ex = find_exercise(exercise_id)
    names = list(ex.reader({}))                     # the table, in the question's order
    right = {p: right_value(ex).get(p, 0) for p in names}
    text = " ".join(str(right[p]) for p in names)
    assert grade(exercise_id, text, lang) == ("correct", "")
    assert grade(exercise_id, "、".join(f"{right[p]}点" for p in names), lang)[0] == "correct"
    short = " ".join(str(right[p]) for p in names[:-1])
    assert grade(exercise_id, short, lang)[1] == grade(exercise_id, "?", lang)[1]


def test_numpy_values_are_read_as_python_ones():
    import numpy as np

    right = right_value(find_exercise("02.4"))
    assert grade("02.4", np.array(right)) == ("correct", "")
    assert grade("02.4", [int(v) for v in right]) == ("correct", "")   # 1 and 0 as True/False
    assert grade("01.2", np.array(sorted(right_value(find_exercise("01.2"))))) == ("correct", "")
    assert grade("03.2", np.int64(right_value(find_exercise("03.2")))) == ("correct", "")


@pytest.mark.parametrize("kind", list(WORDS))
def test_no_word_means_two_things_in_one_table(kind):
    """Each table is read by the word's plain form (case, spaces, hyphens and ・ ignored): two
    values must never share one."""
    seen: dict[str, object] = {}
    for value, words in WORDS[kind].items():
        for w in words:
            key = answers._key(w)
            assert seen.setdefault(key, value) == value, (w, seen[key], value)
            assert answers.word(kind, w) == value, w
