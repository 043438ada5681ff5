"""What every refusal says, in English and in Japanese: one table for the whole library.

The engine's sentences are here; the course layer (widgets, charts, drills, exercises) adds
its own from :mod:`pokerlib.course.refusals` with :func:`register`, so the engine holds no
word of the course and one key still means one sentence everywhere.

An engine raises a :class:`~pokerlib.errors.PokerError` with a ``key`` and the values that fill
in its sentence (``raise TableError(key="omaha_seat_taken", seat=3, name="Ann", free=[0])``);
this table holds the sentence of each key in both languages, so ``str(error)`` speaks the default
language (set by ``pokerlib.course.language()``) and a widget shows ``error.message(lang)``
without re-checking any rule. The Japanese is the articles' own words (docs/terms-ja.md).

Values are shown as given, except: a value that is itself a PokerError is said in the same
language; a callable value (e.g. ``legal.describe``) is called with the language; the fields
``what``, ``action``, ``kind`` and ``street`` are English words that :data:`WORDS` translates.

>>> render("flag", "ja", {"what": "shuffle", "value": 1})
'shuffleは True か False で指定してください（1 は使えません）'

A sentence quotes a value by its start only: a quoted value (``{value!r}``) is cut to
:data:`~pokerlib.lang.QUOTE_LIMIT` characters and a value shown as text to :data:`TEXT_LIMIT`,
each ending in "…", so a million-character argument gives a one-line refusal:

>>> render("flag", "en", {"what": "shuffle", "value": "x" * 10**6})
"shuffle must be True or False, not 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import RulesError
from .lang import Messages, quoted

__all__ = ["ALLOWED", "ERRORS", "WORDS", "Said", "register", "render", "translate",
           "TEXT_LIMIT"]

#: How many characters of a value shown as text (``{name}``, not ``{name!r}``) a sentence
#: keeps: room for a list of allowed words, never a pasted file.
TEXT_LIMIT = 300


def _cut(make: object, limit: int) -> str:
    try:
        text = make()  # type: ignore[operator]
    except Exception:  # an int too long for str(), a value whose __str__ fails
        return "…"
    return text if len(text) <= limit else text[:limit] + "…"


class _Bounded:
    """A field's value as a sentence shows it, cut to its start (see :func:`render`)."""

    __slots__ = ("value",)

    def __init__(self, value: object):
        self.value = value

    def __repr__(self) -> str:
        return quoted(self.value)

    def __str__(self) -> str:
        return _cut(lambda: str(self.value), TEXT_LIMIT)

    def __format__(self, spec: str) -> str:
        return _cut(lambda: format(self.value, spec), TEXT_LIMIT)


@dataclass(frozen=True)
class Said:
    """A value of an error said one way in each language (a hint inside a refusal), so a
    sentence never carries an English phrase into Japanese.

    >>> render("text_empty", "ja", {"what": Said("the name", "名前")})
    '名前を空にはできません'
    """

    en: str
    ja: str

    def __call__(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def __str__(self) -> str:
        return self.en

# key: (English, Japanese)
_TEXT: dict[str, tuple[str, str]] = {
    # --- arguments (pokerlib.validate) --------------------------------------------------------
    "whole_number": ("{what} must be a whole number, not {value!r}",
                     "{what}は整数で指定してください（{value!r} は使えません）"),
    "whole_number_at_least": ("{what} must be a whole number >= {minimum}, not {value!r}",
                              "{what}は{minimum}以上の整数で指定してください"
                              "（{value!r} は使えません）"),
    "whole_number_at_most": ("{what} must be a whole number <= {maximum}, not {value!r}",
                             "{what}は{maximum}以下の整数で指定してください"
                             "（{value!r} は使えません）"),
    "whole_number_between": ("{what} must be a whole number from {minimum} to {maximum}, "
                             "not {value!r}",
                             "{what}は{minimum}から{maximum}までの整数で指定してください"
                             "（{value!r} は使えません）"),
    "chips_at_least": ("{what} must be a whole number of chips >= {minimum}, not {value!r}",
                       "{what}は{minimum}以上の整数（チップ数）で指定してください"
                       "（{value!r} は使えません）"),
    "seed": ("{what} must be a whole number >= 0, not {value!r}",
             "{what}は0以上の整数で指定してください（{value!r} は使えません）"),
    "seed_or_none": ("{what} must be a whole number >= 0 or None, not {value!r}",
                     "{what}は0以上の整数か None で指定してください（{value!r} は使えません）"),
    "flag": ("{what} must be True or False, not {value!r}",
             "{what}は True か False で指定してください（{value!r} は使えません）"),
    "real_number_between": ("{what} must be a number from {low:g} to {high:g}, not {value!r}",
                            "{what}は{low:g}から{high:g}までの数で指定してください"
                            "（{value!r} は使えません）"),
    "text": ("{what} must be text, not {value!r}",
             "{what}は文字列で指定してください（{value!r} は使えません）"),
    "text_empty": ("{what} must not be empty", "{what}を空にはできません"),
    "texts": ("{what} must be a list of texts, not {value!r}",
              "{what}は文字列のリストで指定してください（{value!r} は使えません）"),
    "texts_count": ("{what} must hold {low} to {high} texts, not {got}",
                    "{what}には{low}〜{high}個の文字列が必要です（{got}個でした）"),
    "one_of": ("{what} must be one of {allowed}, not {value!r}",
               "{what}は {allowed} のどれかで指定してください（{value!r} は使えません）"),
    "type": ("{what} must be {allowed}, not {value!r}",
             "{what}には {allowed} を渡してください（{value!r} は使えません）"),
    "cards_arg": ("{what} must be cards such as 'As Kd' or a list of cards, not {value!r}",
                  "{what}は 'As Kd' のようなカード、またはカードのリストで指定してください"
                  "（{value!r} は使えません）"),

    # --- cards -------------------------------------------------------------------------------
    "not_a_card": ("{text!r} is not a card: write a rank then a suit, e.g. As, Td, 10d or A♠",
                   "{text!r} はカードとして読めません。数字とスートの順に、As、Td、10d、A♠ "
                   "のように書いてください"),
    "not_one_card": ("{text!r} is not one card (found {found}); write a card as rank then "
                     "suit, e.g. 'As', 'Td', '10d', 'A♠'",
                     "{text!r} は1枚のカードではありません（{found}枚あります）。数字とスートの"
                     "順に 'As'、'Td'、'10d'、'A♠' のように書いてください"),
    "not_a_card_value": ("{value!r} is not a card: use text such as 'As' or 'T♦', or an index "
                         "0..51",
                         "{value!r} はカードではありません。'As' や 'T♦' のような文字列か、"
                         "0〜51の番号で指定してください"),
    "not_cards": ("{value!r} is not a card or a collection of cards",
                  "{value!r} はカードでもカードの集まりでもありません"),
    "duplicate_card": ("{card} appears twice: each card can be used only once",
                       "{card} が2回出てきます。同じカードは1回しか使えません"),
    "card_count": ("choose {expected} cards (you gave {got})",
                   "カードを{expected}枚選んでください（{got}枚でした）"),
    "deck_deal_count": ("cannot deal {value!r} cards: give a whole number of at least 0",
                        "{value!r}枚は配れません。0以上の整数で指定してください"),
    "deck_short": ("cannot deal {n} card{s}: only {left} left in the deck",
                   "{n}枚は配れません。山札に残っているのは{left}枚です"),
    "deck_remove": ("cannot remove {cards}: not in the deck (already dealt or removed)",
                    "{cards} は取り除けません。山札にありません（配ったか、取り除いた後です）"),

    "type_name": ("{what} must be {allowed}, not {got}",
                  "{what}には {allowed} を渡してください（{got} は使えません）"),

    # --- betting (pokerlib.betting) ----------------------------------------------------------
    "blinds_order": ("the small blind ({small}) must not be above the big blind ({big})",
                     "スモールブラインド（{small}）をビッグブラインド（{big}）より"
                     "大きくはできません"),
    "big_bet_below": ("the big bet ({big}, the turn and river bet) must not be below the "
                      "small bet ({small}, the preflop and flop bet)",
                      "ビッグベット（{big}、ターンとリバーのベット）をスモールベット"
                      "（{small}、プリフロップとフロップのベット）より小さくはできません"),
    "round_order": ("order must list the players in acting order, not {value!r}",
                    "order にはプレーヤーをアクトする順に並べてください"
                    "（{value!r} は使えません）"),
    "round_players_hashable": ("players must be hashable names or seats, got {players}",
                               "プレーヤーは名前か席番号で指定してください（{players}）"),
    "round_players": ("a betting round needs 2 or more distinct players, got {players}",
                      "ベッティングラウンドには2人以上の異なるプレーヤーが必要です"
                      "（{players}）"),
    "chips_map": ("{what} must map each player to chips, not {value!r}",
                  "{what}は各プレーヤーのチップ数の辞書で指定してください"
                  "（{value!r} は使えません）"),
    "player_not_in_order": ("player {player!r} has chips but is not in the order {order}",
                            "プレーヤー {player!r} にチップがありますが、順番 {order} に"
                            "入っていません"),
    "player_no_stack": ("player {player!r} has no stack",
                        "プレーヤー {player!r} のスタックがありません"),
    "not_in_round": ("{player!r} is not in this betting round; players: {players}",
                     "{player!r} はこのベッティングラウンドにいません。プレーヤー: {players}"),
    "round_over": ("the {street} betting round is over: nobody is to act",
                   "{street}のベッティングラウンドは終わっています。アクトする人はいません"),
    "out_of_turn": ("it is {actor}'s turn, not {player}'s; {actor} may: {legal}",
                    "いまは {actor} の番です（{player} の番ではありません）。"
                    "{actor} にできること: {legal}"),
    "check_facing_bet": ("{player} cannot check facing a bet of {bet}; allowed: {legal}",
                         "{player} は {bet} のベットを受けているのでチェックできません。"
                         "できること: {legal}"),
    "nothing_to_call": ("{player} has nothing to call; allowed: {legal}",
                        "{player} がコールする額はありません。できること: {legal}"),
    "bet_facing_bet": ("{player} faces a bet of {bet}: call or raise_to(n) instead; "
                       "allowed: {legal}",
                       "{player} は {bet} のベットを受けています。ベットではなくコールか"
                       "レイズ（raise_to(n)）です。できること: {legal}"),
    "no_bet_to_raise": ("there is no bet to raise: {player} may bet(n); allowed: {legal}",
                        "レイズするベットがありません。{player} はベット（bet(n)）できます。"
                        "できること: {legal}"),
    "amount_not_whole": ("{verb} amount must be a whole number of chips, not {value!r}; "
                         "allowed: {legal}",
                         "{verb}の額は整数のチップ数で指定してください（{value!r} は使えません）。"
                         "できること: {legal}"),
    "not_enough_chips": ("{player} cannot {verb} to {amount}: only {total} in stack and bet; "
                         "allowed: {legal}",
                         "{player} は計{amount}への{verb}はできません。スタックとベットを合わせて"
                         "{total}しかありません。できること: {legal}"),
    "below_min": ("{player} cannot {verb} to {amount}: the minimum is {least}; "
                  "allowed: {legal}",
                  "{player} は計{amount}への{verb}はできません。最低額は{least}です。"
                  "できること: {legal}"),
    "above_max": ("{player} cannot {verb} to {amount}: the {structure} maximum is {most}; "
                  "allowed: {legal}",
                  "{player} は計{amount}への{verb}はできません。{structure}の上限は{most}です。"
                  "できること: {legal}"),
    "only_call": ("{player} cannot {verb}: {player} has only enough chips to call; "
                  "allowed: {legal}",
                  "{player} は{verb}できません。チップがコールする分しかありません。"
                  "できること: {legal}"),
    "capped": ("{player} cannot {verb}: the round is capped at {bet} (one bet and {raises} "
               "raises); allowed: {legal}",
               "{player} は{verb}できません。このラウンドは{bet}でキャップされています"
               "（ベット1回とレイズ{raises}回）。できること: {legal}"),
    "not_reopened": ("{player} cannot {verb}: the all-in since {player} acted was short of a "
                     "full raise, so the betting is not reopened; allowed: {legal}",
                     "{player} は{verb}できません。{player} がアクトした後のオールインは"
                     "フルレイズに足りないので、ベッティングは再開されていません。"
                     "できること: {legal}"),
    "others_all_in": ("{player} cannot {verb}: every other player is all-in; allowed: {legal}",
                      "{player} は{verb}できません。ほかのプレーヤーは全員オールインです。"
                      "できること: {legal}"),

    # --- pots (pokerlib.pots) ----------------------------------------------------------------
    "pot_amount": ("a pot's amount and level are whole numbers of chips >= 0, got amount "
                   "{amount!r} and level {level!r}",
                   "ポットの額とレベルは0以上の整数（チップ数）です（額 {amount!r}、"
                   "レベル {level!r}）"),
    "pot_eligible": ("a pot's eligible players are a tuple of distinct players, not {value!r}",
                     "ポットの受領資格のある人は、重複のないプレイヤーのタプルで指定してください"
                     "（{value!r} は使えません）"),
    "pot_winners": ("high_winners and low_winners are tuples of players",
                    "high_winners と low_winners はプレイヤーのタプルです"),
    "pot_shares": ("the shares {shares!r} do not add up to the pot's {amount} chips",
                   "取り分 {shares!r} の合計がポットの{amount}チップになりません"),
    "pot_dead": ("dead money is {value!r}: it must be a whole number >= 0",
                 "デッドマネーが {value!r} です。0以上の整数で指定してください"),
    "pot_pairs": ("{what} must be a tuple of (player, chips) pairs with whole numbers of "
                  "chips >= 0, not {value!r}",
                  "{what}は（プレイヤー, チップ数）の組のタプルで、チップ数は0以上の整数です"
                  "（{value!r} は使えません）"),
    "pot_contribution": ("contribution of {player!r} is {value!r}: chips must be a whole "
                         "number >= 0",
                         "{player!r} の投入額が {value!r} です。チップ数は0以上の整数です"),
    "pot_players": ("{what} must be a list of players (names or seat numbers), not {value!r}",
                    "{what}はプレイヤー（名前か席番号）のリストで指定してください"
                    "（{value!r} は使えません）"),
    "pot_player_twice": ("{what} names player {player!r} twice: each player appears once",
                         "{what}にプレイヤー {player!r} が2回出てきます。"
                         "各プレイヤーは1回だけです"),
    "pot_folded_unknown": ("folded player(s) {players} have no contribution",
                           "フォールドしたプレイヤー {players} の投入額がありません"),
    "pot_missing_order": ("player(s) {players} missing from the order {order}",
                          "プレイヤー {players} が順番 {order} に入っていません"),
    "pot_all_folded": ("every player folded: at least one player must still be in the hand",
                       "全員がフォールドしています。少なくとも1人は残っている必要があります"),
    "pot_index": ("a pot's index is 0 (the main pot) or k (side pot k), not {value!r}",
                  "ポットの番号は0（メインポット）か k（サイドポットk）です"
                  "（{value!r} は使えません）"),
    "pot_winners_text": ("winners must be a list of players, not the text {value!r}: write "
                         "[{value!r}] for one winner",
                         "勝者はプレイヤーのリストで指定してください"
                         "（文字列 {value!r} は使えません）。1人なら [{value!r}] と書きます"),
    "pot_split_amount": ("the amount to split is {value!r}: it must be a whole number >= 0",
                         "分ける額が {value!r} です。0以上の整数で指定してください"),
    "pot_no_winner": ("nobody to split {amount} chips between: give at least one winner",
                      "{amount}チップを分ける相手がいません。勝者を1人以上指定してください"),
    "pot_uncomparable": ("the {what} hand values cannot be compared ({shown}): give values of "
                         "one kind that are ordered, greater is better (e.g. HandValue, "
                         "LowValue or whole numbers)",
                         "{what}の役の値を比べられません（{shown}）。大きいほど強い、同じ種類の"
                         "値（HandValue、LowValue、整数など）で指定してください"),
    "pot_values": ("{what} must be a mapping player -> hand value, or None, not {value!r}",
                   "{what}はプレイヤーから役の値への辞書か None で指定してください"
                   "（{value!r} は使えません）"),
    "pot_no_high": ("{pot} ({amount} chips) is contested by {players} but player {player} "
                    "has no high hand value",
                    "{pot}（{amount}チップ）は {players} が争っていますが、{player} の"
                    "ハイの役の値がありません"),

    # --- All-in or Fold (the AoF article's words: 一局, フォールド, オールイン) ----------
    "aof_hand_over": ("the hand is over ({winners} won): deal the next hand",
                      "この一局は終わりました（勝者: {winners}）。次の一局を配ってください"),
    "aof_out_of_turn": ("it is {actor}'s turn, not {player}'s",
                        "いまは {actor} の番です（{player} の番ではありません）"),
    "aof_only": ("in All-in or Fold you cannot {action}: fold or go all-in",
                 "AoF では {action} はできません。フォールドかオールインです"),

    "aof_stacks_players": ("stacks must give chips for exactly the players {players}: "
                           "missing {missing}, unknown {extra}",
                           "stacks にはプレイヤー {players} 全員の持ち点をちょうど指定してください"
                           "（足りない: {missing}、知らない: {extra}）"),
    "aof_stack_chips": ("{player} has {value!r} chips: a stack is a whole number of chips, "
                        "{least} or more",
                        "{player} の持ち点が {value!r} です。持ち点は{least}以上の整数です"),
    "aof_button": ("the button {button!r} is not one of the players {players}",
                   "ボタン {button!r} はプレイヤー {players} のひとりではありません"),
    "aof_button_broke": ("the button {button} has no chips: put the button on a player who "
                         "is still in",
                         "ボタンの {button} には持ち点がありません。まだ残っているプレイヤーに"
                         "ボタンを置いてください"),
    "aof_strategy_stranger": ("a strategy for {player!r}, who is not one of {players}",
                              "{player!r} の戦略がありますが、{player!r} は {players} の"
                              "ひとりではありません"),
    "aof_not_over": ("the current hand is not over: {actor} to act",
                     "いまの一局はまだ終わっていません。{actor} の番です"),
    "aof_session_over": ("the session is over: only {seated} has chips",
                         "セッションは終わりました。持ち点が残っているのは {seated} だけです"),
    "aof_no_hand": ("no hand in progress: call new_hand() first",
                    "進行中の一局がありません。先に new_hand() で配ってください"),
    "aof_no_strategy": ("seats {seats} have no strategy: play them with act()",
                        "席 {seats} には戦略がありません。act() でプレイしてください"),
    "aof_not_player": ("{player!r} is not one of the players {players}",
                       "{player!r} はプレイヤー {players} のひとりではありません"),
    "aof_seats": ("an AoF table seats {least} to {most} players, not {value!r}",
                  "AoF のテーブルは{least}〜{most}人です（{value!r} は使えません）"),
    "aof_players": ("{what} must be a list of 2 to 9 player names, not {value!r}",
                    "{what}は2〜9人のプレイヤー名のリストで指定してください"
                    "（{value!r} は使えません）"),
    "aof_player_name": ("{value!r} cannot be a player name: use text such as 'A' or a number",
                        "{value!r} はプレイヤー名にできません。'A' のような文字列か数で"
                        "指定してください"),
    "aof_distinct": ("an AoF table seats {least} to {most} distinct players, got {players}",
                     "AoF のテーブルは重複のない{least}〜{most}人です（{players}）"),
    "aof_hole_strangers": ("hole cards for {players}, who are not in the deal order {order}",
                           "{players} の私有札がありますが、配る順番 {order} に入っていません"),
    "aof_board_burns": ("give a full board of 5 cards (or none) and at most 3 burns",
                        "共有札は5枚すべて（またはなし）、バーンカードは3枚までで指定してください"),
    "aof_burns_alone": ("burns without a board: give the 5 board cards too",
                        "共有札なしのバーンカードです。共有札5枚も指定してください"),
    "deck_or_seed": ("give a deck or a seed, not both",
                     "deck か seed のどちらか一方だけを指定してください"),
    "aof_deck_small": ("the deck holds {n} cards; a hand of {players} players needs {need} "
                       "(2 hole cards each, 3 burns and 5 board cards)",
                       "山札は{n}枚です。{players}人の一局には{need}枚必要です"
                       "（私有札各2枚、バーンカード3枚、共有札5枚）"),
    "aof_not_at_table": ("{player!r} is not at this table: the players are {players}",
                         "{player!r} はこのテーブルにいません。プレイヤーは {players} です"),

    "aof_ante_kind_none": ("an ante of {ante} needs ante_kind 'each' or 'big-blind' (with "
                           "ante_kind 'none' nobody would post it)",
                           "Ante {ante} には ante_kind 'each' か 'big-blind' が必要です"
                           "（'none' では誰も出しません）"),
    "aof_ante_missing": ("ante_kind {kind!r} needs an ante of at least 1 chip (for no antes "
                         "use ante_kind 'none')",
                         "ante_kind {kind!r} には1点以上の Ante が必要です（Ante なしなら "
                         "ante_kind 'none'）"),
    "aof_forced_over_stack": ("the big blind's forced bets ({blind} blind + {ante} ante = "
                              "{forced}) are more than the starting stack ({stack}): the big "
                              "blind could not post them in full; give a stack of at least "
                              "{forced}",
                              "ビッグブラインドの強制ベット（ブラインド{blind} + Ante {ante} = "
                              "{forced}）が最初の持ち点（{stack}）を超えています。全額を出せ"
                              "ないので、持ち点を{forced}以上にしてください"),
    "aof_stack_bb": ("stack_bb must be None or a number of big blinds from 1 to {most}, not "
                     "{value!r}",
                     "stack_bb は None か、1〜{most}の BB 数で指定してください"
                     "（{value!r} は使えません）"),
    "rake_percent": ("the rake's percent must be a number above 0 and at most 100, not "
                     "{value!r} (for no rake leave AofRules.rake as None)",
                     "レーキのパーセントは0より大きく100以下の数です（{value!r} は使えません）。"
                     "レーキなしなら AofRules.rake を None のままにします"),
    "rake_cap": ("the rake's cap must be a whole number of chips >= 1, or None for no cap, "
                 "not {value!r}",
                 "レーキの上限は1以上の整数（点）か、上限なしの None です"
                 "（{value!r} は使えません）"),
    "rake_pots": ("the rake's pots must be 'flop' (only pots that see a flop) or 'all' (every "
                  "pot), not {value!r}",
                  "レーキを取るポットは 'flop'（フロップを見るポットだけ）か 'all'（すべての"
                  "ポット）です（{value!r} は使えません）"),
    "rake_pot_bb": ("pot_bb must be a number of big blinds >= 0, not {value!r}",
                    "pot_bb は0以上の BB 数で指定してください（{value!r} は使えません）"),

    "pushfold_action": ("action must be 'all-in' when nobody is all-in yet and 'call' when "
                        "someone is, not {value!r} facing {facing!r}",
                        "action は、まだ誰もオールインしていなければ 'all-in'、誰かがしていれば "
                        "'call' です（{facing!r} に対して {value!r} は使えません）"),
    "pushfold_freq": ("freq must be a tuple of 169 frequencies between 0 and 1, one per class "
                      "of pokerlib.equity.HAND_CLASSES",
                      "freq は0から1までの頻度169個のタプルです（pokerlib.equity.HAND_CLASSES の"
                      "クラスごとに1つ）"),
    "pushfold_players": ("a push/fold result is for 2, 3 or 4 players with their positions, "
                         "not {players!r} and {positions!r}",
                         "オールインかフォールドの結果は2〜4人とそのポジションのものです"
                         "（{players!r} と {positions!r} は使えません）"),
    "pushfold_ranges": ("ranges must be a tuple of Range, one for each of the nodes",
                        "ranges は判断する場面ごとに1つの Range のタプルです"),
    "pushfold_node": ("no decision point ({k!r}, {history!r}) in this game: the points are "
                      "{nodes}",
                      "このゲームに判断の場面 ({k!r}, {history!r}) はありません。場面: {nodes}"),
    "pushfold_position": ("{value!r} is not a position of this game: {positions}",
                          "{value!r} はこのゲームのポジションではありません: {positions}"),
    "pushfold_facing": ("{position} can only face all-ins from the positions before it: "
                        "{before}, not {value}",
                        "{position} が向き合えるのは、それより前のポジション {before} の"
                        "オールインだけです（{value} は使えません）"),
    "pushfold_rake_players": ("a rake is solved heads-up only (players=2), not with {players} "
                              "players: the 3-4 player equilibria are shipped without a rake",
                              "レーキありの均衡はヘッズアップ（players=2）だけです。{players}人の"
                              "均衡はレーキなしで同梱しています"),

    "aof_not_a_class": ("{text!r} is not a starting-hand class: write a pair ('77'), a suited "
                        "('AKs') or an offsuit hand ('T9o')",
                        "{text!r} はスターティングハンドのクラスではありません。ペアは '77'、"
                        "スーテッドは 'AKs'、オフスートは 'T9o' のように書いてください"),
    "jackpot_board": ("a hold'em board has at most 5 cards, not {n}",
                      "ホールデムの共有札は5枚までです（{n}枚でした）"),
    "rake_high_only": ("the rake is taken from high-only pots (AoF hold'em); this settlement "
                       "splits a pot high/low",
                       "レーキはハイだけのポット（AoF ホールデム）から取ります。この精算は"
                       "ポットをハイとローに分けています"),


    # --- Omaha Hi/Lo (the Omaha article's words: ハンド, プレーヤー, フォルド) ----------
    "omaha_hand_over": ("hand #{number} is over; start the next hand",
                        "ハンド#{number}は終わっています。次のハンドを始めてください"),
    "omaha_not_dealt": ("hand #{number} has not been dealt yet",
                        "ハンド#{number}はまだ配られていません"),
    "omaha_seats": ("a table has 2 to {most} seats, not {value!r}",
                    "テーブルの席は2〜{most}席です（{value!r} は使えません）"),
    "omaha_no_seat": ("no seat {seat!r}: seats are 0..{last}",
                      "席{seat!r}はありません。席は0〜{last}です"),
    "omaha_seat_empty": ("seat {seat} is empty", "席{seat}は空いています"),
    "omaha_seat_taken": ("seat {seat} is taken by {name}; free seats: {free}",
                         "席{seat}には{name}が座っています。空いている席: {free}"),
    "omaha_name": ("a player's name must be a non-empty string, not {value!r}",
                   "プレーヤーの名前は空でない文字列で指定してください（{value!r} は使えません）"),
    "omaha_leave_in_hand": ("seat {seat} is in hand #{number}; leave after it",
                            "席{seat}はハンド#{number}に参加中です。終わってから離席してください"),
    "omaha_add_between": ("add chips between hands",
                          "チップはハンドとハンドの間に追加してください"),
    "omaha_need_two": ("a hand needs 2 players with chips, {ready} ready",
                       "ハンドにはチップのあるプレーヤーが2人必要です（いまは{ready}人）"),
    "omaha_still_playing": ("hand #{number} is still being played; {actor} is to act",
                            "ハンド#{number}はまだ続いています。{actor} がアクトする番です"),
    "omaha_no_hand": ("no hand is being played: call start_hand()",
                      "ハンドは始まっていません。start_hand() で始めてください"),
    "omaha_no_history": ("no hand has been played yet", "まだハンドがプレイされていません"),
    "omaha_page": ("page {page!r} is not in the history: pages are 0 (latest) to {last}",
                   "ページ{page!r}はハンドヒストリーにありません。ページは0（最新）〜{last}です"),

    "seat_list": ("{what} must list seat numbers 0, 1, 2, ..., not {value!r}",
                  "{what}は席番号 0、1、2… のリストで指定してください（{value!r} は使えません）"),
    "seat_twice": ("{what} lists a seat twice: {value!r}",
                   "{what}に同じ席が2回あります: {value!r}"),
    "omaha_showdown_two": ("a showdown needs 2 or more players still in, not {value!r}",
                           "ショーダウンには残っているプレーヤーが2人以上必要です"
                           "（{value!r} は使えません）"),
    "omaha_aggressors": ("aggressors must list the last bettor or raiser (or None) of each "
                         "street from preflop, at most {most}, not {value!r}",
                         "aggressors にはプリフロップから各ラウンドで最後にベットかレイズをした席"
                         "（または None）を{most}個まで並べてください（{value!r} は使えません）"),
    "omaha_button_dealt": ("the button must be one of the seats dealt in {seats}, not {value!r}",
                           "ボタンは配られた席 {seats} のどれかです（{value!r} は使えません）"),
    "omaha_hole_stranger": ("hole cards for seat {seat!r}, which is not dealt in; seats: {seats}",
                            "席{seat!r}のホールカードがありますが、その席は配られていません。"
                            "席: {seats}"),
    "omaha_board_burns": ("a hand has 5 board cards and 3 burns, not {board} board cards and "
                          "{burns} burns",
                          "ハンドのボードは5枚、バーンカードは3枚です（ボード{board}枚、"
                          "バーンカード{burns}枚でした）"),
    "omaha_deal_seats": ("a hand deals 2 to {most} distinct seats, not {value!r}",
                         "ハンドを配る席は重複のない2〜{most}席です（{value!r} は使えません）"),
    "omaha_max_seats": ("max_seats must be a whole number from 2 to {most} (four hole cards "
                        "each, three burns and five board cards come from one 52-card deck), "
                        "not {value!r}",
                        "max_seats は2から{most}までの整数です（各4枚のホールカード、バーン"
                        "カード3枚、ボード5枚を52枚のカード1組から配るため）。"
                        "{value!r} は使えません"),
    "omaha_seat_not_ready": ("the {what} seat {seat!r} has no player ready; players ready: "
                             "seats {ready}",
                             "{what}の席{seat!r}には準備のできたプレーヤーがいません。"
                             "準備のできた席: {ready}"),
    "omaha_bb_doubled": ("the big blind seat {seat} also has the {what}: the big blind sits "
                         "left of both",
                         "ビッグブラインドの席{seat}が{what}も兼ねています。ビッグブラインドは"
                         "その両方の左です"),
    "omaha_sb_on_button": ("the small blind and the button are both seat {seat}: with "
                           "{players} players dealt in the small blind sits left of the button "
                           "(heads-up the button posts it)",
                           "スモールブラインドとボタンがどちらも席{seat}です。{players}人に配る"
                           "ときスモールブラインドはボタンの左です（ヘッズアップではボタンが"
                           "出します）"),
    "omaha_posts": ("posts must map seats to 'post', 'dead' or ('post', 'dead'), not {value!r}",
                    "posts は席から 'post'、'dead'、('post', 'dead') への辞書で指定して"
                    "ください（{value!r} は使えません）"),
    "omaha_post_not_ready": ("seat {seat!r} cannot post: it has no player ready; players "
                             "ready: seats {ready}",
                             "席{seat!r}はポストできません。準備のできたプレーヤーがいません。"
                             "準備のできた席: {ready}"),
    "omaha_post_blind": ("seat {seat} posts a blind already; posts are for other players "
                         "coming in",
                         "席{seat}はすでにブラインドを出しています。ポストは途中から入る"
                         "ほかのプレーヤーのものです"),
    "omaha_post_kinds": ("seat {seat} posts {value!r}: write 'post' (a big blind, live), 'dead' "
                         "(a small blind, dead) or ('post', 'dead')",
                         "席{seat}のポストが {value!r} です。'post'（ビッグブラインド、ライブ）、"
                         "'dead'（スモールブラインド、デッドブラインド）、('post', 'dead') の"
                         "どれかで書いてください"),
    "omaha_deck_small": ("the deck has {n} cards left; a hand of {players} players needs {need} "
                         "(4 each, 3 burns and 5 board cards)",
                         "山札の残りは{n}枚です。{players}人のハンドには{need}枚必要です"
                         "（各4枚、バーンカード3枚、ボード5枚）"),
    "omaha_no_player": ("no player to move to", "移る先のプレーヤーがいません"),
    "oasis_paytable": ("paytable needs 10 whole multiples >= 0, high card .. royal flush, "
                       "not {value!r}",
                       "paytable（配当表）にはハイカードからロイヤルフラッシュまで、0以上の整数の"
                       "倍率が10個必要です（{value!r} は使えません）"),
    "oasis_fees": ("fees needs 5 entries (1..5 cards): a whole number of Antes >= 0 or None, "
                   "not {value!r}",
                   "fees（交換費）には1〜5枚の5つの値が必要です。それぞれ0以上の整数（Ante 単位）"
                   "か None です（{value!r} は使えません）"),
    "oasis_qualifier_text": ("qualifier must be text such as 'AK' (or '' for always), not "
                             "{value!r}",
                             "qualifier（ディーラー資格）は 'AK' のような文字列です（常に資格あり"
                             "なら ''）。{value!r} は使えません"),
    "oasis_sequence": ("{what} needs {allowed}, not {value!r}",
                       "{what}には {allowed} が必要です（{value!r} は使えません）"),
    "oasis_sequence_length": ("{what} needs {allowed}; {got} given",
                              "{what}には {allowed} が必要です（{got}個でした）"),
    "oasis_qualifier_ranks": ("qualifier {value!r}: give distinct ranks, highest first, e.g. "
                              "'AK' (or '' for a dealer who always qualifies)",
                              "qualifier {value!r}: 違う数字を高い順に 'AK' のように書いて"
                              "ください（ディーラーが常に資格ありなら ''）"),
    "oasis_qualifier_high": ("qualifier {value!r} is not a high-card hand",
                             "qualifier {value!r} はハイカードの役ではありません"),

    # --- Oasis Poker (the Oasis article's words: 一局, 点, Ante, Raise, Fold, 交換費) ---
    "oasis_ante_above_balance": ("cannot post an Ante of {ante}: the balance is {balance}; "
                                 "the Ante may be at most {balance}",
                                 "Ante {ante}点は出せません。持ち点は{balance}点なので、"
                                 "Anteは{balance}点までです"),
    "oasis_deck_small": ("the deck has {n} cards; a hand needs at least {need}",
                         "山札は{n}枚です。一局には{need}枚以上必要です"),
    "oasis_over": ("cannot {act}: the hand is over ({how}); start a new hand",
                   "{act}はできません。この一局は終わっています（{how}）。"
                   "次の一局を始めてください"),
    "oasis_exchange_again": ("cannot exchange again: {name} rules allow {most} exchange{s} "
                             "per hand; now fold or raise",
                             "もう交換できません。{name} のルールでは交換は一局に{most}回までです。"
                             "Fold か Raise を選んでください"),
    "oasis_not_in_hand": ("cannot exchange {cards}: not in the hand ({hand})",
                          "{cards} は交換できません。手札（{hand}）にありません"),
    "oasis_exchange_count": ("cannot exchange {k} cards: {name} rules allow {allowed}",
                             "{k}枚は交換できません。{name} のルールで交換できるのは"
                             "{allowed}です"),
    "oasis_fee_count": ("{name} rules do not allow exchanging {value!r} cards; "
                        "allowed: {allowed}",
                        "{name} のルールでは{value!r}枚の交換はできません。"
                        "交換できるのは{allowed}です"),
    "oasis_fee_short": ("cannot exchange {k} cards: the fee is {need} and the balance is "
                        "{balance}; affordable: {affordable}",
                        "{k}枚は交換できません。交換費は{need}点で、持ち点は{balance}点です。"
                        "払える交換は{affordable}です"),
    "oasis_fee_and_raise_short": ("cannot exchange {k} cards: the fee plus the forced Raise "
                                  "is {need} and the balance is {balance}; affordable: "
                                  "{affordable}",
                                  "{k}枚は交換できません。交換費と必須の Raise で{need}点"
                                  "かかり、持ち点は{balance}点です。払える交換は{affordable}です"),
    "oasis_deck_short": ("cannot exchange {k} cards: only {left} left in the deck",
                         "{k}枚は交換できません。山札に残っているのは{left}枚です"),
    "oasis_must_raise": ("cannot fold: after exchanging five cards these rules ({name}) "
                         "force the raise; raise",
                         "Fold はできません。このルール（{name}）では5枚交換した後は"
                         "Raise が必須です。Raise してください"),
    "aof_no_amount": ("in All-in or Fold an all-in puts in the whole stack: give no amount, "
                      "not {amount!r}",
                      "AoF のオールインは持ち点をすべて出すので、額は指定しません（{amount!r} は"
                      "使えません）"),
    "omaha_no_amount": ("{choice} takes no amount, not {amount!r}: only bet and raise take one",
                        "{choice} に額は指定できません（{amount!r}）。額を指定するのはベットと"
                        "レイズだけです"),
    "omaha_needs_amount": ("{choice} needs an amount: the total in front of the player after it",
                           "{choice} には額が要ります（その後に自分の前に出ている合計）"),
    "hand_api_no_such_choice": ("{choice!r} is not a choice in {game}: the choices are {choices}",
                                "{game}には {choice!r} という選択はありません。選べるのは"
                                "{choices}です"),
    "oasis_no_argument": ("{act}() takes no argument, not {value!r}: {name} rules fix the Raise "
                          "at {antes} Antes, and Fold gives up the Ante",
                          "{act}() に引数はいりません（{value!r} は使えません）。{name}のルールでは"
                          "Raise は常に{antes} Ante、Fold は Ante をあきらめます"),
    "oasis_raise_short": ("cannot raise {amount}: the balance is {balance}; fold instead",
                          "Raise（{amount}点）はできません。持ち点は{balance}点です。"
                          "Fold してください"),
    "oasis_not_settled": ("cannot deal: the current hand is not settled; legal now: {legal}",
                          "配れません。いまの一局はまだ精算されていません。"
                          "いまできること: {legal}"),

    # --- the Oasis house-edge job (pokerlib.oasis.edge_job) ------------------------------------
    "oasis_edge_rules_object": ("the rules must be a JSON object of OasisRules fields ({fields}), "
                                "not {value}",
                                "ルールは OasisRules のフィールド（{fields}）の JSON オブジェクトで"
                                "指定してください（{value} は使えません）"),
    "oasis_edge_rules_field": ("unknown rules field(s) {unknown}; the fields are {fields} (and "
                               "name, note)",
                               "ルールに知らないフィールド {unknown} があります。"
                               "使えるのは {fields}（と name、note）です"),
    "oasis_edge_rules_file": ("cannot read the rules file {path!r}: {why}",
                              "ルールのファイル {path!r} を読めません: {why}"),
    "oasis_edge_other_rules": ("{folder} holds results for other rules or settings ({name}); "
                               "use another --out folder",
                               "{folder} には別のルールか設定（{name}）の結果があります。"
                               "別の --out フォルダを指定してください"),
    "oasis_edge_header": ("{path} is not a readable job header ({why}); use another --out folder",
                          "{path} はジョブの見出しとして読めません（{why}）。別の --out フォルダを"
                          "指定してください"),
    "oasis_edge_not_results": ("{folder} is not a results folder of 'python -m pokerlib "
                               "oasis-edge' (no job.json)",
                               "{folder} は 'python -m pokerlib oasis-edge' の結果フォルダでは"
                               "ありません（job.json がありません）"),
    "oasis_edge_no_workers": ("no Dask worker started within {seconds} s ({why}): start "
                              "workers for the scheduler, or run without --scheduler",
                              "{seconds} 秒待っても Dask のワーカーが起動しません（{why}）。"
                              "スケジューラにワーカーをつなぐか、--scheduler なしで実行して"
                              "ください"),
    "oasis_edge_worker_import": ("the Dask workers cannot run the job ({why}): install the same "
                                 "pokerlib on every worker",
                                 "Dask のワーカーがこの計算を実行できません（{why}）。すべての"
                                 "ワーカーに同じ pokerlib を入れてください"),
    "oasis_edge_scheduler": ("cannot reach the Dask scheduler at {address!r} ({why})",
                             "Dask のスケジューラ {address!r} につながりません（{why}）"),
    "oasis_edge_units": ("--ranks takes up-card ranks 0-12 and ranges such as 0-3,12, not "
                         "{value!r}",
                         "--ranks にはアップカードのランク 0～12 と 0-3,12 のような範囲を指定して"
                         "ください（{value!r} は使えません）"),
    "oasis_edge_ship": ("--ship stores the figures of a run to the end; {why}",
                        "--ship で保存できるのは、最後まで終わった計算の結果だけです（{why}）。"),
    "oasis_edge_max_exchanges": ("the house-edge job values one exchange per hand; rules with "
                                 "max_exchanges={value} are not supported (0 or 1 are)",
                                 "ハウスエッジの計算は一局1回の交換までです。max_exchanges="
                                 "{value} のルールには対応していません（0 か 1 なら計算できます）"),

    # --- hand-history files ------------------------------------------------------------------
    "phh_no_field": ("the hand has no field {name!r}; it has {fields}",
                     "このハンドにフィールド {name!r} はありません。あるのは {fields} です"),
    "phh_int_field": ("field {name!r} must be a whole number of chips >= {minimum} (pokerlib "
                      "counts chips in integers), not {shown}",
                      "フィールド {name!r} は{minimum}以上の整数のチップ数です（pokerlib は"
                      "チップを整数で数えます）。{shown} は使えません"),
    "phh_int_array": ("field {name!r} must be an array of whole numbers, not {got} {value!r}",
                      "フィールド {name!r} は整数の配列です（{got} {value!r} は使えません）"),
    "phh_int_entry": ("field {name!r}: entry {i} is {shown}; every entry must be a whole "
                      "number >= {minimum}",
                      "フィールド {name!r}: 要素{i}が {shown} です。どの要素も{minimum}以上の"
                      "整数です"),
    "phh_entries": ("field {name!r} has {got} entries but the hand has {n} players (one entry "
                    "per player, in position order)",
                    "フィールド {name!r} の要素は{got}個ですが、ハンドのプレイヤーは{n}人です"
                    "（ポジション順に1人1つ）"),
    "phh_strings": ("field {name!r} must be an array of {count}strings such as {example}, not "
                    "{value!r}",
                    "フィールド {name!r} は {example} のような文字列{count}の配列です"
                    "（{value!r} は使えません）"),
    "phh_bool": ("field {name!r} must be true or false, not {value!r}",
                 "フィールド {name!r} は true か false です（{value!r} は使えません）"),
    "phh_text_field": ("field {name!r} must be {allowed}, not {value!r}",
                       "フィールド {name!r} は {allowed} です（{value!r} は使えません）"),
    "phh_no_variant": ("missing field 'variant' (e.g. variant = \"NT\")",
                       "フィールド 'variant' がありません（例: variant = \"NT\"）"),
    "phh_variant_unplayed": ("variant {value!r} is a PHH variant pokerlib does not play; "
                             "pokerlib reads {known}",
                             "variant {value!r} は pokerlib がプレイしない PHH のバリアントです。"
                             "pokerlib が読むのは {known} です"),
    "phh_variant_unknown": ("variant {value!r} is not a variant code pokerlib knows; pokerlib "
                            "reads {known}",
                            "variant {value!r} は pokerlib の知らないコードです。pokerlib が"
                            "読むのは {known} です"),
    "phh_missing": ("a {variant} hand needs the field(s) {missing}; missing: {missing}",
                    "{variant} のハンドにはフィールド {missing} が必要ですが、ありません"),
    "phh_players": ("a {variant} hand has {lo} to {hi} players; starting_stacks lists {n}",
                    "{variant} のハンドは{lo}〜{hi}人です。starting_stacks には{n}人あります"),
    "phh_nested": ("not a hand history: its arrays or tables are nested too deeply to read "
                   "(a PHH file nests at most 2 levels)",
                   "ハンド履歴ではありません。配列や表の入れ子が深すぎて読めません"
                   "（PHHファイルの入れ子は2段まで）"),
    "phh_toml": ("not valid TOML: {detail}", "正しい TOML ではありません: {detail}"),
    "phh_file_toml": ("{path}: not valid TOML: {detail}",
                      "{path}: 正しい TOML ではありません: {detail}"),
    "phh_no_file": ("no hand-history file {path!r}",
                    "ハンドヒストリーのファイル {path!r} はありません"),
    "phh_cannot_read": ("cannot read {path!r}: {detail}", "{path!r} を読めません: {detail}"),
    "phh_not_utf8": ("{path}: not UTF-8 text (byte {at} is {byte!r}); PHH files are UTF-8: "
                     "save the file as UTF-8 (UTF-16 and Latin-1 are not read)",
                     "{path}: UTF-8 のテキストではありません（{at}バイト目が {byte!r}）。PHH "
                     "ファイルは UTF-8 です。UTF-8 で保存してください（UTF-16 と Latin-1 は"
                     "読めません）"),
    "phh_card_text": ("{value!r} is not PHH card text: two characters a card, rank then suit, "
                      "e.g. AsKd ('??' = unknown)",
                      "{value!r} は PHH のカードの書き方ではありません。1枚2文字で数字、スートの"
                      "順です。例: AsKd（'??' は不明）"),
    "phh_unknown_card": ("{value!r}: an unknown card is '??'",
                         "{value!r}: 不明なカードは '??' と書きます"),
    "phh_not_actor": ("{value!r} is not an actor: use 'd' (the dealer) or p1..p{n}",
                      "{value!r} はアクションする人ではありません。'd'（ディーラー）か "
                      "p1〜p{n} です"),
    "phh_no_player": ("there is no {label}: this hand has {n} players",
                      "{label} はいません。このハンドのプレイヤーは{n}人です"),
    "phh_dealer_action": ("not a dealer action: the dealer's actions are {allowed}",
                          "ディーラーのアクションではありません。ディーラーのアクションは "
                          "{allowed} です"),
    "phh_amount": ("the amount {value!r} must be a whole number of chips",
                   "額 {value!r} は整数のチップ数で書いてください"),
    "phh_player_action": ("not a player action: a player may 'f' (fold), 'cc' (check or "
                          "call), 'cbr N' (bet or raise to N), 'sm [cards]' (show or muck)",
                          "プレイヤーのアクションではありません。プレイヤーができるのは "
                          "'f'（フォールド）、'cc'（チェックかコール）、'cbr N'（N までベットか"
                          "レイズ）、'sm [cards]'（見せるかマック）です"),
    "phh_player_action_oasis": ("not a player action: a player may 'f' (fold), 'cc' (check or "
                                "call), 'cbr N' (bet or raise to N), 'sm [cards]' (show or "
                                "muck), 'sd cards' (exchange)",
                                "プレイヤーのアクションではありません。プレイヤーができるのは "
                                "'f'（Fold）、'cc'（チェックかコール）、'cbr N'（N までベットか"
                                "Raise）、'sm [cards]'（見せるかマック）、'sd cards'（交換）です"),
    "phh_dealt_twice": ("p{p} was already dealt hole cards",
                        "p{p} にはもうホールカードが配られています"),
    "phh_hole_count": ("deal {count} hole cards to each player, not {got}",
                       "各プレイヤーにホールカードを{count}枚配ってください（{got}枚でした）"),
    "phh_board_complete": ("the board is already complete (flop, turn and river dealt)",
                           "ボードはもうそろっています（フロップ、ターン、リバーを配った後）"),
    "phh_street_size": ("the {street} is {size} card{s}, not {got}",
                        "{street}は{size}枚です（{got}枚でした）"),
    "phh_show_all": ("show all {hole_count} hole cards (or 'sm' alone to muck)",
                     "ホールカードを{hole_count}枚すべて見せてください（マックなら 'sm' だけ）"),
    "phh_stop": ("stop must be None (every action) or a whole number from 0 to {actions} (the "
                 "number of actions), not {value!r}",
                 "stop は None（すべてのアクション）か、0からアクション数{actions}までの整数です"
                 "（{value!r} は使えません）"),
    "phh_no_discards": ("{game} has no discards", "{game} には交換がありません"),
    "phh_holes_first": ("hole cards are dealt before the first player action",
                        "ホールカードは最初のプレイヤーのアクションより前に配ります"),
    "phh_board_not_due": ("no board cards are due now: {state}",
                          "いまはボードを配る時ではありません: {state}"),
    "phh_no_showdown": ("no showdown yet: {state}", "まだショーダウンではありません: {state}"),
    "phh_folded_show": ("p{p} has folded: only players still in the hand show or muck",
                        "p{p} はフォールドしています。見せるかマックするのは残っている"
                        "プレイヤーだけです"),
    "phh_deal_street": ("the {street} must be dealt ('d db ...') before this action",
                        "このアクションの前に{street}を配ってください（'d db ...'）"),
    "phh_oasis_player_first": ("deal the player 5 cards first",
                               "先にプレイヤーに5枚配ってください"),
    "phh_oasis_dealer_once": ("deal the dealer 5 cards (the up card first) once",
                              "ディーラーには5枚（公開カードを先頭に）を1回だけ配ってください"),
    "phh_oasis_upcard": ("the dealer's up card must be known",
                         "ディーラーの公開カードは不明にできません"),
    "phh_oasis_actions": ("Oasis Poker actions are 'd dh p1 cards', 'd dd cards', 'p1 sd cards' "
                          "(exchange), 'p1 f', 'p1 cbr N'",
                          "オアシスポーカーのアクションは 'd dh p1 cards'、'd dd cards'、"
                          "'p1 sd cards'（交換）、'p1 f'、'p1 cbr N' です"),
    "phh_no_replacement": ("no replacement is due", "いま配る交換のカードはありません"),
    "phh_replacements_due": ("{n} replacement card(s) are due",
                             "交換のカードを{n}枚配る番です"),
    "phh_replacements_first": ("deal the {n} replacement card(s) first ('d dh p1 ...')",
                               "先に交換のカード{n}枚を配ってください（'d dh p1 ...'）"),
    "phh_over": ("the hand is over: no more actions",
                 "この一局は終わっています。もうアクションはありません"),
    "phh_name_discards": ("name the discarded cards", "捨てるカードを書いてください"),
    "phh_oasis_raise": ("the Raise is {antes} Antes = {due}, not {got}; write 'p1 cbr {due}'",
                        "Raise は Ante の{antes}倍 = {due}です（{got} ではありません）。"
                        "'p1 cbr {due}' と書いてください"),
    "phh_straddles": ("blinds_or_straddles {value}: pokerlib's tables post a small and a big "
                      "blind only (no straddles)",
                      "blinds_or_straddles {value}: pokerlib のテーブルが出すのは"
                      "スモールブラインドと"
                      "ビッグブラインドだけです（ストラドルなし）"),
    "phh_big_blind": ("blinds_or_straddles {value}: the big blind (entry 2) must be at least 1",
                      "blinds_or_straddles {value}: ビッグブラインド（2番目）は1以上です"),
    "phh_aof_antes": ("antes {value}: the AoF table takes no ante, the same ante from everyone, "
                      "or a big-blind ante",
                      "antes {value}: AoF のテーブルの Ante は、なし、全員同じ、ビッグブラインドの"
                      "Ante のどれかです"),
    "phh_omaha_antes": ("antes {value}: the Omaha table takes no antes",
                        "antes {value}: オマハのテーブルに Ante はありません"),
    "phh_setup": ("the {game} table cannot be set up: {error}",
                  "{game} のテーブルを用意できません: {error}"),
    "phh_start": ("the Omaha table cannot start this hand: {error}",
                  "オマハのテーブルでこのハンドを始められません: {error}"),
    "phh_min_bet": ("min_bet {value} differs from the big blind {bb}: pokerlib's minimum bet "
                    "is the big blind",
                    "min_bet {value} がビッグブラインド {bb} と違います。pokerlib の最低ベット額は"
                    "ビッグブラインドです"),
    "phh_cannot_write": ("cannot write {path!r}: {detail}", "{path!r} に書けません: {detail}"),
    "phh_prefix": ("prefix must be a file-name prefix of letters, digits, '_', '-' or '.', not "
                   "{value!r}",
                   "prefix は英字、数字、'_'、'-'、'.' からなるファイル名の頭です"
                   "（{value!r} は使えません）"),
    "phh_cannot_mkdir": ("cannot make the folder {path!r}: {detail}",
                         "フォルダー {path!r} を作れません: {detail}"),
    "phh_cannot_export": ("cannot export {kind}: give a session, a table, a hand or a list of "
                          "hands",
                          "{kind} は書き出せません。セッション、テーブル、ハンド、またはハンドの"
                          "リストを渡してください"),
    "phh_raked": ("a raked AoF hand cannot be written as PHH: the format has no rake field, "
                  "and its finishing stacks would not add up",
                  "レーキを取った AoF の一局は PHH に書けません。形式にレーキのフィールドがなく、"
                  "最終スタックの合計が合わなくなるためです"),
    "phh_dealt_twice_same": ("action {index} ({action!r}): {card} is dealt twice in the same "
                             "action",
                             "アクション{index}（{action!r}）: {card} を同じアクションで2回配って"
                             "います"),
    "phh_dealt_before": ("action {index} ({action!r}): {card} was already dealt by action "
                         "{first} ({first_action!r})",
                         "アクション{index}（{action!r}）: {card} はアクション{first}"
                         "（{first_action!r}）でもう配られています"),
    "phh_oasis_preset": ("rules {value!r} is not an Oasis preset; presets: {presets}",
                         "rules {value!r} はオアシスのプリセットではありません。プリセット: "
                         "{presets}"),
    "phh_oasis_player_known": ("the player's 5 cards must all be known",
                               "プレイヤーの手札5枚はすべてわかっている必要があります"),
    "phh_oasis_deals": ("an OASIS hand deals the player 5 cards ('d dh p1 ...') and the dealer "
                        "5 ('d dd ...', up card first) before any action",
                        "OASIS の一局では、アクションの前にプレイヤーに5枚（'d dh p1 ...'）、"
                        "ディーラーに5枚（'d dd ...'、公開カードが先頭）を配ります"),
    "phh_burns_repeat": ("field '_burns' ({burns}) repeats a card dealt in the hand",
                         "フィールド '_burns'（{burns}）に、この一局で配ったカードがあります"),
    "phh_burns_count": ("field '_burns' lists {n} cards; an AoF board has 3 burns",
                        "フィールド '_burns' に{n}枚あります。AoF のバーンカードは3枚です"),
    "phh_burns_text": ("field '_burns': {reason}", "フィールド '_burns': {reason}"),
    "phh_field_player": ("field {name!r} must name a player p1..p{n}, not {value!r}",
                         "フィールド {name!r} は p1〜p{n} のプレイヤーです"
                         "（{value!r} は使えません）"),
    "phh_blinds_field": ("field '_blinds' must be [small blind, big blind] in chips",
                         "フィールド '_blinds' は [スモールブラインド, ビッグブラインド] の"
                         "チップ数です"),
    "phh_posts_entry": ("'_posts' entry {value!r}: write 'pN post CHIPS' (a live big blind) or "
                        "'pN dead CHIPS' (a dead small blind)",
                        "'_posts' の要素 {value!r}: 'pN post CHIPS'（ライブのビッグブラインド）"
                        "か 'pN dead CHIPS'（デッドブラインド）と書いてください"),
    "phh_strict_incomplete": ("replay is not a complete match: {reason}",
                              "再生が最後まで一致しません: {reason}"),
    "phh_strict_differs": ("replay is not a complete match: {differences}",
                           "再生が最後まで一致しません: {differences}"),
    "phh_structure": ("cannot tell the betting structure from {name!r}: export the OmahaHand "
                      "(table.hand) instead of its record",
                      "{name!r} からはベットの構造がわかりません。レコードではなく OmahaHand"
                      "（table.hand）を書き出してください"),
    "phh_button_out": ("the button seat {seat} was not dealt in: PHH positions need it",
                       "ボタンの席{seat}が配られていません。PHH のポジションにはボタンが必要です"),
    "phh_not_preset": ("the rules {name!r} are not an Oasis preset; the OASIS format names a "
                       "preset",
                       "ルール {name!r} はオアシスのプリセットではありません。OASIS 形式は"
                       "プリセットの名前で書きます"),
    "phh_posted": ("seat {seat} posted {kind} {chips}, not the {due} of {name}: export the hand "
                   "from its table (phh.export(table) or phh.to_phh(table.hand))",
                   "席{seat}が {kind} {chips} を出しています（{name} では {due}）。ハンドは"
                   "テーブルから書き出してください（phh.export(table) か "
                   "phh.to_phh(table.hand)）"),
    "phh_cannot_write_kind": ("cannot write a {kind} as a hand history: give an AofHand, an "
                              "OmahaHand or HandRecord, or an OasisGame",
                              "{kind} はハンドヒストリーに書けません。AofHand、OmahaHand か "
                              "HandRecord、OasisGame を渡してください"),
    "phh_cannot_write_value": ("cannot write {value!r} ({got}) to a PHH file",
                               "{value!r}（{got}）は PHH ファイルに書けません"),
    "phh_text_type": ("PHH text must be a string, not {got}",
                      "PHH のテキストは文字列です（{got} は使えません）"),
    "phh_text_type_file": ("PHH text must be a string, not {got}; to read a file, use "
                           "phh.load(path)",
                           "PHH のテキストは文字列です（{got} は使えません）。ファイルを読むには "
                           "phh.load(path) を使ってください"),
    "phh_dumps_type": ("dumps takes a HandHistory, not {got} (phh.to_phh makes one from a hand "
                       "a table played)",
                       "dumps には HandHistory を渡してください（{got} は使えません）。"
                       "テーブルでプレイしたハンドからは phh.to_phh で作れます"),
    "phh_fields_type": ("HandHistory.fields must be a tuple of (name, value) pairs with string "
                        "names; read a file with phh.load or phh.loads",
                        "HandHistory.fields は（名前, 値）の組のタプルで、名前は文字列です。"
                        "ファイルは phh.load か phh.loads で読んでください"),
    "phh_internal_deal": ("internal mismatch: the table dealt {dealt} to {who} but the file "
                          "says {file} (the table's dealing order may have changed)",
                          "内部の不一致: テーブルは {who} に {dealt} を配りましたが、ファイルは "
                          "{file} です（テーブルの配る順番が変わったのかもしれません）"),
    "phh_action": ("action {index} ({action!r}): {reason}",
                   "アクション{index}（{action!r}）: {reason}"),
    "phh_no_example": ("no example {value!r}; examples: {examples}",
                       "作例 {value!r} はありません。作例: {examples}"),
    "phh_refused": ("{error} (allowed now: {allowed})", "{error}（いまできること: {allowed}）"),

    "phh_dealt_other": ("p{p} was dealt {dealt}, not {shown}",
                        "p{p} に配られたのは {dealt} です（{shown} ではありません）"),
    "phh_dealt_misfit": ("p{p} was dealt {dealt}, which does not fit {shown}",
                         "p{p} に配られた {dealt} は {shown} と合いません"),
    "phh_aof_over": ("the hand is over: no more player actions",
                     "この一局は終わっています。もうプレイヤーのアクションはありません"),
    "phh_omaha_over": ("the hand is over: no more player actions",
                       "このハンドは終わっています。もうプレーヤーのアクションはありません"),
    "phh_not_turn": ("not p{p}'s turn: {actor} is to act",
                     "p{p} の番ではありません。いまは {actor} の番です"),
    "phh_not_turn_may": ("not p{p}'s turn: {actor} is to act and may {legal}",
                         "p{p} の番ではありません。いまは {actor} の番で、できること: {legal}"),
    "phh_aof_bet_not_all_in": ("NT hands replay on the All-in or Fold table: a bet or raise "
                               "must be all-in to {total}; allowed: fold ('p{p} f') or all-in "
                               "({shove})",
                               "NT のハンドは AoF のテーブルで再生します。ベットかレイズは"
                               "{total}へのオールインだけです。できること: フォールド"
                               "（'p{p} f'）かオールイン（{shove}）"),
    "phh_aof_call_not_all_in": ("NT hands replay on the All-in or Fold table: {what} that is "
                                "not all-in is not allowed; allowed: fold ('p{p} f') or all-in "
                                "({shove})",
                                "NT のハンドは AoF のテーブルで再生します。オールインでない"
                                "{what}はできません。できること: フォールド（'p{p} f'）か"
                                "オールイン（{shove}）"),

    # --- equity (pokerlib.equity) ----------------------------------------------------------------
    "eq_give_hands_as": ("{name}: give the hands as a list, e.g. {example}, not {hands!r}",
                         "{name}: ハンドはリストで指定してください（例: {example}。{hands!r} "
                         "は使えません）"),
    "eq_only_cards_left": ("only {n} cards left to complete the board",
                           "ボードを完成させるカードが{n}枚しか残っていません"),
    "eq_samples_none_exact": ("samples must be None (exact) or a whole number from 2 to "
                              "{MAX_SAMPLES:,}, not {samples!r}",
                              "samples は None（厳密）か、"
                              "2から{MAX_SAMPLES:,}までの整数で指定してください（{samples!r} "
                              "は使えません）"),
    "eq_share_between": ("{name} must be a share between 0 and 1, not {value!r}",
                         "{name}は0から1までの割合で指定してください（{value!r} は使えません）"),
    "eq_stderr_number_more": ("stderr must be a number of 0 or more, not {value!r}",
                              "stderr（標準誤差）は0以上の数で指定してください（{value!r} "
                              "は使えません）"),
    "eq_tuple_cards_see": ("{name} must be a tuple of Cards (see pokerlib.cards.parse_cards), "
                           "not {value!r}",
                           "{name}は Card のタプルで指定してください（pokerlib.cards.parse_cards "
                           "を参照。{value!r} は使えません）"),
    "eq_whole_number_at": ("{name} must be a whole number of at least 1, not {value!r}",
                           "{name}は1以上の整数で指定してください（{value!r} は使えません）"),
    "eq_hands_board_dead": ("hands, board and dead cards overlap: {exc}",
                            "ハンド、ボード、デッドカードに同じカードがあります: {exc}"),
    "eq_starting_hand_class": ("{name!r} is not a starting-hand class: give text such as '77' (a "
                               "pair), 'AKs' (suited) or 'T9o' (offsuit)",
                               "{name!r} はスターティングハンドのクラスではありません。"
                               "'77'（ペア）、'AKs'（スーテッド）、'T9o'（オフスート）"
                               "のような文字列で指定してください"),
    "eq_starting_hand_class_2": ("{name!r} is not a starting-hand class: write a pair ('77'), a "
                                 "suited ('AKs') or an offsuit hand ('T9o'), higher rank first",
                                 "{name!r} はスターティングハンドのクラスではありません。ペアは "
                                 "'77'、スーテッドは 'AKs'、オフスートは 'T9o' のように、"
                                 "高い数字を先に書いてください"),
    "eq_class_index_whole": ("a class index is a whole number from 0 to 168, not {index!r}",
                             "クラスの番号は0から168までの整数です（{index!r} は使えません）"),
    "eq_check_true_false": ("check must be True or False, not {check!r}",
                            "check は True か False で指定してください（{check!r} は使えません）"),
    "eq_tables_non_empty": ("tables must be a non-empty list of hilo_hand_tables(hand) results",
                            "tables は hilo_hand_tables(hand) "
                            "の結果を1つ以上並べたリストで指定してください"),
    "eq_boards_n_integer": ("boards must be an (N, 5) integer array of card indices 0..51, each "
                            "row strictly ascending",
                            "boards は (N, 5) の整数配列で、"
                            "各行は0〜51のカード番号を小さい順（重複なし）に並べたものです"),
    "eq_hi_lo_integer": ("hi and lo must be integer arrays of the same shape (players, boards) "
                         "with one or more players, as hilo_board_values gives them",
                         "hi と lo は hilo_board_values が返す形の、同じ形（プレイヤー数, "
                         "ボード数）の整数配列で、プレイヤーは1人以上です"),
    "eq_opponents_whole_number": ("opponents must be a whole number from 1 to 9, not "
                                  "{opponents!r}",
                                  "opponents（相手の人数）"
                                  "は1から9までの整数で指定してください（{opponents!r} "
                                  "は使えません）"),
    "eq_opponents_board_cards": ("{opponents} opponents and {k} board cards to come need {need} "
                                 "cards, but only {n} are left",
                                 "相手{opponents}人とこれから配るボード{k}枚には{need}枚の"
                                 "カードが必要ですが、残りは{n}枚です"),
    "eq_hero_hiloplayerequity": ("hero must be a HiLoPlayerEquity, not {hero!r}",
                                 "hero は HiLoPlayerEquity で指定してください（{hero!r} "
                                 "は使えません）"),
    "eq_two_hands_share": ("the two hands share a card: {value} and {value2}; give two hands "
                           "with four distinct cards",
                           "2つのハンドに同じカードがあります: {value} と {value2}。"
                           "4枚とも異なる2つのハンドを指定してください"),
    "eq_unknown_data_set": ("unknown data set {name!r}: this module builds "
                            "'holdem-preflop-equity'",
                            "データセット {name!r} はありません。このモジュールが作るのは "
                            "'holdem-preflop-equity' です"),
    "eq_progress_true_false": ("progress must be True or False, not {progress!r}",
                               "progress は True か False で指定してください（{progress!r} "
                               "は使えません）"),
    "eq_workers_whole_number": ("workers must be a whole number from 1 to 64, not {workers!r}",
                                "workers は1から64までの整数で指定してください（{workers!r} "
                                "は使えません）"),
    "eq_missing_run_python": ("{path} is missing: run `python -m pokerlib regenerate "
                              "holdem-preflop-equity`",
                              "{path} がありません。`python -m pokerlib regenerate "
                              "holdem-preflop-equity` を実行してください"),
    "eq_meta_dict": ("meta must be a dict, not {meta!r}",
                     "meta は辞書で指定してください（{meta!r} は使えません）"),
    "eq_x_numpy_array": ("{name} must be a 169 x 169 numpy array of {kind}, not {value!r:.60}",
                         "{name}は {kind} の 169 x 169 の numpy 配列です（{value!r:.60} "
                         "は使えません）"),
    "eq_players_non_empty": ("players must be a non-empty tuple of {type_name}, not {players!r}",
                             "players は {type_name} を1つ以上並べたタプルです（{players!r} "
                             "は使えません）"),
    "eq_two_hands": ("{name} needs two or more hands, got {n}",
                     "{name}には2つ以上のハンドが必要です（{n}個でした）"),
    "eq_hands_at_least": ("{name} needs at least {least} hand(s), got {n}",
                          "{name}には{least}個以上のハンドが必要です（{n}個でした）"),
    "eq_holdem_board": ("a hold'em board has at most 5 cards, got {n}",
                        "ホールデムの共有札は5枚までです（{n}枚でした）"),
    "eq_omaha_board": ("an Omaha board has 0, 3, 4 or 5 cards, got {n}",
                       "オマハのボードは0、3、4、5枚のどれかです（{n}枚でした）"),

    # --- hand evaluation (pokerlib.evaluate) -----------------------------------------------------
    "ev_takes_cards_got": ("{what} takes {need} cards, got {n}",
                           "{what}には{need}枚のカードが必要です（{n}枚でした）"),
    "ev_low_takes_more": ("low8 takes 5 or more cards, got {n}",
                          "low8 には5枚以上のカードが必要です（{n}枚でした）"),
    "ev_category_counts_takes": ("category_counts takes 5, 6 or 7 cards, got {n_cards!r}",
                                 "category_counts のカードは5、6、7枚のどれかです（{n_cards!r} "
                                 "は使えません）"),
    "ev_shipped_true_false": ("shipped must be True or False, not {shipped!r}",
                              "shipped は True か False で指定してください（{shipped!r} "
                              "は使えません）"),
    "ev_progress_function_fraction": ("progress must be a function of the fraction done, or "
                                      "None, not {progress!r}",
                                      "progress は終わった割合を受け取る関数か None "
                                      "で指定してください（{progress!r} は使えません）"),
    "coupling_run_unfinished": ("the suit-coupling run is not finished: run '{command}' "
                                "again in the same folder to resume it",
                                "スートの対応づけの計算はまだ終わっていません。同じフォルダで "
                                "'{command}' をもう一度実行すると続きから再開します"),
    "coupling_check_unfinished": ("the run in {out} is not finished: check it once every "
                                  "representative is valued",
                                  "{out} の計算はまだ終わっていません。すべての代表の値が出てから"
                                  "確かめてください"),
    "coupling_unknown_data_set": ("the suit-coupling builder writes {known}, not {name!r}",
                                  "スートの対応づけの処理が作り直すのは {known} のどれかです"
                                  "（{name!r} ではありません）"),
    "builder_wrong_data_set": ("this builder writes {expected!r}, not {name!r}",
                               "この処理が作り直すのは {expected!r} です"
                               "（{name!r} ではありません）"),
    "ev_pokerlib_evaluate_regenerates": ("pokerlib.evaluate regenerates 'category-counts', not "
        "{name!r}",
        "pokerlib.evaluate が作り直すのは 'category-counts' "
        "です（{name!r} ではありません）"),
    "ev_cannot_read_shipped": ("cannot read the shipped {COUNTS_FILE} ({exc}); rebuild it with "
                               "python -m pokerlib regenerate category-counts",
                               "同梱の {COUNTS_FILE} を読めません（{exc}）。python -m pokerlib "
                               "regenerate category-counts で作り直してください"),
    "ev_cards_integer_card": ("{what}: cards must be integer card indices 0..51, got an array of "
                              "{dtype}",
                              "{what}: カードは0〜51の整数のカード番号です（{dtype} "
                              "の配列は使えません）"),
    "ev_row_holds_card": ("{what}: row {bad} holds a card twice ({rows}); the cards of a hand "
                          "must be distinct",
                          "{what}: 行{bad}に同じカードが2回あります（{rows}）。"
                          "1つのハンドのカードはすべて異なります"),
    "ev_score_batch_needs": ("score_batch needs an array of shape (N, 5..7), got {shape}",
                             "score_batch には形が (N, 5..7) の配列が必要です（{shape} でした）"),
    "ev_low_batch_needs": ("low_batch needs an array of shape (N, 5 or more), got {shape}",
                           "low_batch には形が (N, 5以上) の配列が必要です（{shape} でした）"),
    "ev_cards_rectangular_array": ("{what}: cards must be a rectangular array of card indices "
                                   "0..51 ({exc})",
                                   "{what}: カードは0〜51のカード番号の長方形の配列です（{exc}）"),
    "ev_card_values_got": ("{what}: card values must be 0..51, got {bad} in row {row}",
                           "{what}: カードの値は0〜51です（行{row}に {bad} があります）"),
    "ev_omaha_batch_needs": ("omaha_batch needs hole (N, 4) and board (N, 3..5), got {shape} and "
                             "{shape2}",
                             "omaha_batch にはホールカード (N, 4) とボード (N, 3..5) "
                             "が必要です（{shape} と {shape2} でした）"),
    "ev_best_five_picture": ("best_five_picture marks the five cards of a hand value (from "
                             "best_high, low8, omaha_high or omaha_low), not {value!r}",
                             "best_five_picture が印を付けるのは役の値（best_high、low8、"
                             "omaha_high、omaha_low の結果）の5枚です（{value!r} は使えません）"),
    "ev_best_five_picture_2": ("best_five_picture needs the cards the hand was chosen from",
                               "best_five_picture には、役を選んだ元のカードが必要です"),
    "ev_hand_cards_are": ("the hand's cards {value} are not among the cards given ({value2})",
                          "役のカード {value} が、渡したカード（{value2}）の中にありません"),
    "ev_low_score_low": ("{value!r} is not a low score: a low score is 256 minus the bit mask of "
                         "five different ranks A-8 (ace = bit 0), e.g. 225 for the wheel",
                         "{value!r} はローのスコアではありません。ローのスコアは、"
                         "A〜8の異なる5つの数字のビットマスク（A = ビット0）"
                         "を256から引いた値です（例: ウィールは225）"),
    "ev_hand_score_scores": ("{value!r} is not a hand score: scores are whole numbers 0..{value2}",
                             "{value!r} は役のスコアではありません。スコアは0〜{value2}の整数です"),
    "ev_holds_its_best": ("{what} holds its best five cards (or none), got {n}",
                          "{what}が持つのは最善5枚（またはなし）です（{n}枚でした）"),
    "ev_do_make_hand": ("{value} do not make a hand of score {score} ({value2}); they score "
                        "{value3}",
                        "{value} はスコア{score}（{value2}）の役になりません。"
                        "スコアは{value3}です"),
    "ev_do_make_low": ("{value} do not make the low of score {score}",
                       "{value} はスコア{score}のローになりません"),




    # --- All-in or Fold solvers (pokerlib.aof) ---------------------------------------------------
    "aof_stack_bb_number": ("stack_bb must be a number of big blinds from 1 to 1000, not "
                            "{stack_bb!r}",
                            "stack_bb は1〜1000の BB 数で指定してください（{stack_bb!r} "
                            "は使えません）"),
    "aof_rake_none_no": ("rake must be None (no rake) or a Rake such as Rake(5, cap=2), not "
                         "{rake!r}",
                         "rake は None（レーキなし）か Rake(5, cap=2) のような Rake "
                         "で指定してください（{rake!r} は使えません）"),
    "aof_big_blind_whole": ("big_blind must be a whole number of chips >= 1 (the table's big "
                            "blind, to take the rake in whole chips), not {big_blind!r}",
                            "big_blind は1以上の整数の点数（テーブルのビッグブラインド。"
                            "レーキを整数の点で取るため）で指定してください（{big_blind!r} "
                            "は使えません）"),
    "aof_bb_showdown_none": ("bb_showdown must be None or a numpy array of shape (169, 169), not "
                             "{bb_showdown!r}",
                             "bb_showdown は None か、形が (169, 169) の numpy "
                             "配列で指定してください（{bb_showdown!r} は使えません）"),
    "aof_steal_number_big": ("steal must be a number of big blinds, not {steal!r}",
                             "steal は BB 数で指定してください（{steal!r} は使えません）"),
    "aof_game_headsupgame_see": ("game must be a HeadsUpGame (see headsup_game), not {game!r}",
                                 "game は HeadsUpGame（headsup_game を参照）"
                                 "で指定してください（{game!r} は使えません）"),
    "aof_regrets_numpy_array": ("regrets must be a numpy array with two columns, not {regrets!r}",
                                "regrets は2列の numpy 配列で指定してください（{regrets!r} "
                                "は使えません）"),
    "aof_iterations_whole_number": ("iterations must be a whole number from 1 to 100,000, not "
                                    "{iterations!r}",
                                    "iterations "
                                    "は1から100,000までの整数で指定してください（{iterations!r} "
                                    "は使えません）"),
    "aof_tolerance_number_below": ("tolerance must be a number from 0 to below 0.5, not "
                                   "{tolerance!r}",
                                   "tolerance "
                                   "は0以上0.5未満の数で指定してください（{tolerance!r} "
                                   "は使えません）"),
    "aof_numpy_array_shape": ("{name} must be a numpy array of shape {shape}, not {a!r}",
                              "{name}は形が {shape} の numpy 配列です（{a!r} は使えません）"),
    "aof_progress_true_false": ("progress must be True or False, not {progress!r}",
                                "progress は True か False で指定してください（{progress!r} "
                                "は使えません）"),
    "aof_progress_function": ("progress must be None or a function f(round, iterations, "
                              "exploitability), not {progress!r}",
                              "progress は None か関数 f(round, iterations, exploitability) で"
                              "指定してください（{progress!r} は使えません）"),
    "aof_exact_heads_up": ("exact_heads_up must be True or False, not {exact_heads_up!r}",
                           "exact_heads_up は True か False "
                           "で指定してください（{exact_heads_up!r} は使えません）"),
    "aof_strategy_map_every": ("strategy must map every node of the game to 169 frequencies (a "
                               "numpy array)",
                               "strategy はゲームのすべての場面に169個の頻度（numpy 配列）"
                               "を対応させる辞書です"),
    "aof_unknown_data_set": ("unknown data set {name!r}: this module builds "
                             "'aof-pushfold-headsup' and 'aof-pushfold-multiway'",
                             "データセット {name!r} はありません。このモジュールが作るのは "
                             "'aof-pushfold-headsup' と 'aof-pushfold-multiway' です"),
    "aof_processes_whole_number": ("processes must be a whole number, 1 or more, not "
                                   "{processes!r}",
                                   "processes は1以上の整数で指定してください（{processes!r} "
                                   "は使えません）"),

    # --- issue 39 (i39-exact): exact push/fold values (pokerlib.aof.multiway_exact, exact_job) -
    "aof_exact_players": (
        "players must be one of {allowed} for exact push/fold values, not {players!r}",
        "正確なプッシュ/フォールドの値を出せる人数は {allowed} のどれかです（{players!r} は"
        "使えません）"),
    "aof_exact_frequencies": (
        "strategy[{node!r}] must be 169 frequencies from 0 to 1 (a numpy array of numbers)",
        "strategy[{node!r}] は0〜1の頻度169個（数の numpy 配列）で指定してください"),
    "aof_exact_boards": (
        "boards must be rows of five different card indices 0..51 (whole numbers)",
        "boards は0〜51の異なるカード番号5枚（整数）の行で指定してください"),
    "aof_exact_board_weights": (
        "weights must be {boards} whole numbers of 0 or more, one per board",
        "weights はボードごとに1つ、0以上の整数を {boards} 個指定してください"),
    "aof_exact_showdown_shape": (
        "showdown must be the sums of showdown_sums over every board: a numpy array of shape "
        "{shape}",
        "showdown には showdown_sums の全ボードの和（形 {shape} の numpy 配列）を指定して"
        "ください"),
    "aof_exact_unit_size": (
        "unit_size must be a whole number of board classes from 1 to 134459, not {value!r}",
        "unit_size は1〜134459のボードの組の数（整数）で指定してください（{value!r} は"
        "使えません）"),
    "aof_exact_folder": (
        "out must be the path of a results folder (text or a Path), not {value!r}",
        "out には結果フォルダのパス（文字列か Path）を指定してください（{value!r} は"
        "使えません）"),
    "aof_exact_other_job": (
        "{folder} holds the units of another job ({found}); use a new folder for {wanted}",
        "{folder} には別の計算（{found}）の単位があります。{wanted} には新しいフォルダを"
        "使ってください"),
    "aof_exact_scheduler": (
        "cannot reach the Dask scheduler at {address!r}: {why}",
        "Dask のスケジューラ {address!r} につながりません: {why}"),
    "aof_exact_classes": (
        "classes must be a whole number of board classes from 1 to 134459, not {value!r}",
        "classes は1〜134459のボードの組の数（整数）で指定してください（{value!r} は"
        "使えません）"),
    "aof_exact_no_chart": (
        "no shipped chart {chart}: the shipped ones are {shipped}",
        "{chart} のチャートは同梱されていません。同梱されているのは {shipped} です"),
    "aof_exact_kernel_arrays": (
        "the kernel's arrays must be weight vectors (V, 1326), slots (vector, fraction 0-1 or "
        "ALL), terms of 14 whole numbers naming rows and slots that exist, and one "
        "coefficient per term, as ExactPushFoldGame builds them",
        "カーネルの配列は、重みベクトル (V, 1326)、スロット（ベクトルと 0〜1 の割合か ALL）、"
        "ある行とスロットを指す14個の整数の項、項ごとに1つの係数です（ExactPushFoldGame が"
        "作る形）"),
    "aof_exact_game": (
        "game must be an ExactPushFoldGame, not {value!r}",
        "game には ExactPushFoldGame を指定してください（{value!r} は使えません）"),
    "aof_exact_workers": (
        "workers must be None or a whole number of local worker processes from 1 to 1024, "
        "not {value!r}",
        "workers には None か1〜1024のローカルのワーカー数（整数）を指定してください"
        "（{value!r} は使えません）"),
    "aof_exact_progress": (
        "progress must be None or a function called as progress(done, total), not {value!r}",
        "progress には None か progress(done, total) と呼ぶ関数を指定してください"
        "（{value!r} は使えません）"),

    # --- issue 39 (i39-course): python -m pokerlib pushfold-solve (builders.pushfold_solve) ---
    "pushfold_solve_arguments": (
        "{why} (python -m pokerlib pushfold-solve --help lists the options)",
        "オプションが正しくありません: {why}（python -m pokerlib pushfold-solve --help で一覧を"
        "見られます）"),
    "pushfold_solve_chart": (
        "--players {players!r} --stack {stack!r} is no shipped chart: the shipped ones are "
        "{shipped} (players@stack in big blinds)",
        "--players {players!r} --stack {stack!r} のチャートは同梱されていません。同梱されて"
        "いるのは {shipped} です（人数@ビッグブラインドの数）"),
    "pushfold_solve_boards": (
        "--boards must be a whole number of board classes from 1 to {most:,}, not {value!r}",
        "--boards には 1 から {most:,} までのボードの組の数（整数）を指定してください"
        "（{value!r} は使えません）"),
    "pushfold_solve_data_set": (
        "unknown data set {name!r}: this module builds 'aof-pushfold-certified'",
        "データセット {name!r} はありません。このモジュールが作るのは "
        "'aof-pushfold-certified' です"),
    "pushfold_solve_certificate": (
        "a certificate is a dict with players (2 to 4), stack_bb and exploitability (numbers), "
        "as pushfold-solve makes it, not {value}",
        "保証の結果は players（2〜4）、stack_bb と exploitability（数）を持つ dict です"
        "（pushfold-solve が作る形）。{value} は使えません"),
    "pushfold_solve_interrupted": (
        "stopped: the finished units are kept in {folder}; run the same command again to "
        "resume from them",
        "中断しました。終わった単位は {folder} に残っています。同じコマンドをもう一度実行すると"
        "続きから計算します"),

    # --- Oasis Poker strategy and house edge -----------------------------------------------------
    "oasis_dead_cards_leave": ("{n} dead cards leave {value} unknown cards; the dealer needs 4 "
                               "(at most 42 dead cards)",
                               "除いたカード{n}枚で、見えないカードが{value}枚になります。"
                               "ディーラーには4枚必要です（除けるのは42枚まで）"),
    "oasis_progress_function": ("progress must be None or a function f(done, total), not "
                                "{progress!r}",
                                "progress は None か関数 f(done, total) で指定してください"
                                "（{progress!r} は使えません）"),
    "oasis_edge_progress": ("progress must be None or a function f(units_done, units_total), "
                            "not {progress!r}",
                            "progress は None か関数 f(units_done, units_total) で指定して"
                            "ください（{progress!r} は使えません）"),
    "oasis_strategy_strategy_one": ("strategy must be a Strategy or one of {names}; not "
                                    "{strategy!r}",
                                    "strategy は Strategy か {names} "
                                    "のどれかで指定してください（{strategy!r} は使えません）"),
    "oasis_exchanges_give_none": ("exchanges={exchanges!r}: give None (every exchange the rules "
                                  "allow), 1 (exchanges of at most one card) or 0 (no exchange)",
                                  "exchanges={exchanges!r}: None（ルールで許されるすべての交換）"
                                  "、1（1枚までの交換）、0（交換なし）のどれかで指定してください"),
    "oasis_results_folder_holds": ("a results folder holds the full strategy: leave "
                                   "exchanges=None",
                                   "結果のフォルダーには最適戦略全体があります。exchanges=None "
                                   "のままにしてください"),
    "oasis_holds_results_for": ("{folder} holds results for other rules ({r})",
                                "{folder} にあるのは別のルール（{r}）の結果です"),
    "chart_no_up_card_edges": (
        "{rules}: no exact house edge per up card to draw; it comes from a house-edge job that "
        "counted every situation (house_edge(OasisRules.galewind()), or house_edge(rules, "
        "results=folder) once a run has finished an up card)",
        "{rules}: 公開カードごとの厳密なハウスエッジがないので描けません。すべての状況を数えた"
        "ハウスエッジ計算の結果にあります（house_edge(OasisRules.galewind())、または公開カードを"
        "1つ以上終えた計算の house_edge(rules, results=folder)）"),
    "oasis_no_unit_finished": ("{folder}: no unit finished yet",
                               "{folder}: 終わった単位がまだありません"),
    "oasis_strategy_strategy_name": ("strategy must be a strategy's name (text), not {strategy!r}",
                                     "strategy は戦略の名前（文字列）"
                                     "で指定してください（{strategy!r} は使えません）"),
    "oasis_sampled_estimate_exact": ("the sampled estimate (exact=False) is for BGaming's "
                                     "paytable, the A-K qualifier, a Raise of 2 Antes and a "
                                     "1-card fee of 1 Ante",
                                     "サンプリングによる推定（exact=False）は、BGaming の配当表、"
                                     "A-K のディーラー資格、2 Ante の Raise、1枚の交換費1 Ante "
                                     "のときだけです"),

    # --- seating, pots ---------------------------------------------------------------------------
    "misc_pot_label_takes": ("pot_label takes a pot's number (0 for the main pot, 1, 2, ... for "
                             "the side pots), not {index!r}",
                             "pot_label にはポットの番号（メインポットは0、サイドポットは1、2、"
                             "…）を渡してください（{index!r} は使えません）"),
    "misc_street_one": ("street must be one of {value}, not {street!r}",
                        "street は {value} のどれかです（{street!r} は使えません）"),
    "misc_positions_are_named": ("positions are named for 2 to {MAX_PLAYERS} players, not {n!r}",
                                 "ポジションの名前があるのは2〜{MAX_PLAYERS}人です（{n!r} "
                                 "は使えません）"),
    "misc_one_players": ("{seat!r} is not one of the players {players}",
                         "{seat!r} はプレイヤー {players} のひとりではありません"),

    # --- Oasis options and shipped values --------------------------------------------------------
    "oasis_no_option": ("no option {option}; the options are: {options}",
                        "選択肢 {option} はありません。選択肢: {options}"),
    "oasis_data_missing": ("{path} is missing: run 'python -m pokerlib regenerate "
                           "oasis-house-edge'",
                           "{path} がありません。'python -m pokerlib regenerate "
                           "oasis-house-edge' を実行してください"),
    "oasis_no_exact_value": ("no exact value for {strategy!r}; known: {known}",
                             "{strategy!r} の厳密値はありません。あるのは {known} です"),
    "oasis_pay_line": ("the paytable line must be a whole number 0..9 ({lines}), not {value!r}",
                       "配当表の行は0〜9の整数で指定してください（{lines}）。"
                       "{value!r} は使えません"),
    "oasis_pay_multiples": ("multiples must be 1 to 10,000 whole numbers >= 0 (the X of X:1), "
                            "e.g. range(20, 101, 5); not {value!r}",
                            "倍率は0以上の整数（X:1 の X）を1〜10,000個で指定してください"
                            "（例: range(20, 101, 5)）。{value!r} は使えません"),
    "oasis_no_pay_counts": ("the shipped exact counts (oasis_exact.json) lack the wins by pay "
                            "line of BGaming's proven optimal strategy: run 'python -m pokerlib "
                            "regenerate oasis-exact'",
                            "同梱の厳密な数え上げ（oasis_exact.json）に、BGamingの証明済み最適"
                            "戦略の役ごとの勝ち数がありません。'python -m pokerlib regenerate "
                            "oasis-exact' を実行してください"),
    "oasis_no_shipped_value": ("no shipped value for {strategy!r}; known: {known}",
                               "{strategy!r} の同梱の値はありません。あるのは {known} です"),

    # --- shared ----------------------------------------------------------------------------------
    "lang": ("lang must be 'en' or 'ja', not {lang_!r}",
             "lang は 'en' か 'ja' で指定してください（{lang_!r} は使えません）"),
    # --- issue 23: sizes no deck can make, blank names, the article's balance -----------------
    "too_many_cards": ("more than {maximum:,} cards given: a deck has 52 cards",
                       "カードが{maximum:,}枚を超えています。標準52枚のカード1組です"),
    "cards_text_too_long": ("cards written in {got:,} characters: at most {maximum:,} are read",
                            "カードの文字列が{got:,}文字あります。読めるのは{maximum:,}文字までです"),
    "equity_too_many_hands": ("{name}: at most {maximum} hands can be dealt from one deck, not "
                              "{got}",
                              "{name}: 1組のカードから配れるのは{maximum}人分までです"
                              "（{got}人分は配れません）"),
    "hilo_too_many_players": ("at most {maximum} Omaha hands fit in one deck beside a board, not "
                              "{got}",
                              "ボードのほかに1組のカードから配れるオマハのハンドは{maximum}人分までです"
                              "（{got}人分は配れません）"),
    "hilo_too_many_boards": ("at most {maximum:,} boards (every distinct five-card board), not "
                             "{got:,}",
                             "ボードは{maximum:,}通り（異なる5枚のボードすべて）までです"
                             "（{got:,}通りは使えません）"),
    "oasis_rules_name_blank": ("the rules' name must not be blank (the rules chooser and the hand "
                               "histories show it), not {value!r}",
                               "ルールの名前を空にはできません（ルールの選択欄とハンドヒストリーに"
                               "表示されます。{value!r} は使えません）"),
    "oasis_article_balance": ("{name} needs a balance of at least {minimum} points (the "
                              "article's hand: Ante 10, exchange fee 10, Raise 20), not {value!r}",
                              "{name} の持ち点は{minimum}点以上の整数で指定してください（記事の"
                              "一局は Ante 10点、交換費 10点、Raise 20点です。{value!r} は"
                              "使えません）"),
    "aof_array_numbers": ("{name} must be an array of real numbers (frequencies, counts or "
                          "values), not of {dtype}",
                          "{name} は実数（頻度・数・値）の配列で指定してください"
                          "（{dtype} の配列は使えません）"),
    "oasis_rules_object": ("rules must be an OasisRules object such as OasisRules.bgaming() "
                           "(presets by name: OasisRules.presets()[{first}], {others}), or None "
                           "for BGaming's; not {value!r}",
                           "rules には OasisRules.bgaming() のような OasisRules を渡してください"
                           "（プリセットは名前で OasisRules.presets()[{first}]、{others}）。"
                           "None なら BGaming のルールです（{value!r} は使えません）"),
    "score_fast_input": ("score() could not score {value!r}: it takes 5 to 7 card indices "
                         "0..51 or Cards and checks nothing (for cards from people use "
                         "best_high(), which says what is wrong)",
                         "score() は {value!r} を評価できません。0〜51 のカード番号か Card を"
                         "5〜7枚渡してください。score() は何も確認しません（人が入力したカード"
                         "には、どこが違うかを知らせる best_high() を使ってください）"),

    # --- i38-ws: the reliability pass (junk on the public API) -------------------------------
    "messages_no_key": ("no message {name!r}: the table has {known}",
                        "メッセージ {name!r} はありません。表にあるのは {known} です"),
    "messages_fields": ("message {name!r} needs the field {field!r}",
                        "メッセージ {name!r} にはフィールド {field!r} が必要です"),
    "messages_table": ("{what} must be a table of messages, text -> text, not {value!r}",
                       "{what}はメッセージの表（文字列 -> 文字列）で指定してください"
                       "（{value!r} は使えません）"),
    "messages_one_language": ("messages missing in one language: {missing}",
                              "片方の言語にしかないメッセージがあります: {missing}"),
    "messages_registered_twice": ("message keys registered twice: {taken}",
                                  "メッセージのキーが二重に登録されています: {taken}"),
    "combinatorics_rows": ("colex_rank takes rows of sorted positions 0..52 (at most 7 a row) "
                           "as whole numbers, not {value!r}",
                           "colex_rank には 0〜52 の位置を昇順に並べた行（1行7個まで、整数）を"
                           "渡してください（{value!r} は使えません）"),
    "combinatorics_hist": ("prefix_sums takes a numpy array of whole numbers, not {value!r}",
                           "prefix_sums には整数の numpy 配列を渡してください"
                           "（{value!r} は使えません）"),
    "environ_mapping": ("environ must be a mapping of names to texts such as os.environ, "
                        "not {value!r}",
                        "environ には os.environ のような名前 -> 文字列 の辞書を渡してください"
                        "（{value!r} は使えません）"),

    # --- issue 38 (i38-edge): rules the exact counts hold, results folders, oasis-edge input ---
    "oasis_paytable_too_large": (
        "a paytable multiple can be at most {largest} with a Raise of {ra} Antes (one hand "
        "wins at most Ante + Raise x multiple = {swing} Antes, the most the exact counts "
        "hold); {value} is too large",
        "Raise が {ra} Ante のとき、配当表の倍率は {largest} までです（1回の勝ちは Ante + "
        "Raise × 倍率で、正確な計算が扱えるのは {swing} Ante までです）。{value} は大きすぎます"),
    "oasis_fee_entry": (
        "every entry of fees (1..5 cards) is a whole number of Antes >= 0 or None; {entry!r} "
        "is not (fees {value!r})",
        "fees（交換費）の各値は0以上の整数（Ante 単位）か None です。{entry!r} は使えません"
        "（fees {value!r}）"),
    "oasis_fee_too_large": (
        "an exchange fee can be at most {largest} Antes (the most the exact counts hold); "
        "{value} is too large",
        "交換費は {largest} Ante までです（正確な計算が扱える上限）。{value} は大きすぎます"),
    "oasis_edge_bound_sums": (
        "these rules are too large for the house-edge job's exact bound sums: the payouts "
        "weighted by how many hands pay on each line come to {weight} Antes, at most {largest} "
        "fit (lower the multiples of the common hands: high card, one pair)",
        "このルールはハウスエッジ計算の上限の正確な和に収まりません。各役の倍率をその役の"
        "ハンド数で重み付けした合計が {weight} Ante で、収まるのは {largest} Ante までです"
        "（ハイカードやワンペアなど多い役の倍率を下げてください）"),
    "oasis_edge_rules_not_file": (
        "the rules file {path!r} is not a regular file ({kind}): give a JSON file",
        "ルールのファイル {path!r} は通常のファイルではありません（{kind}）。JSON ファイルを"
        "指定してください"),
    "oasis_edge_rules_too_big": (
        "the rules file {path!r} is larger than {limit:,} bytes: a rules file is a short JSON "
        "object",
        "ルールのファイル {path!r} は {limit:,} バイトより大きいです。ルールのファイルは短い "
        "JSON オブジェクトです"),
    "oasis_edge_rules_nested": (
        "the rules file {path!r} is nested too deeply to be rules: a rules file is a flat JSON "
        "object of fields",
        "ルールのファイル {path!r} は入れ子が深すぎます。ルールのファイルはフィールドを並べた "
        "JSON オブジェクトです"),
    "oasis_edge_out": (
        "cannot use {path!r} as the results folder ({why}): give a folder path, new or made "
        "by this command",
        "{path!r} は結果フォルダとして使えません（{why}）。新しいフォルダか、このコマンドが"
        "作ったフォルダを指定してください"),
    "oasis_edge_workers": (
        "--workers must be a whole number from 1 to {largest} (local worker processes: at most "
        "4 per core of this machine), not {value!r}",
        "--workers には 1 から {largest} までの整数を指定してください（この計算機のコア1つに"
        "つき4つまで）。{value!r} は使えません"),
    "oasis_edge_scheduler_address": (
        "--scheduler takes a Dask scheduler address such as tcp://HOST:8786 (tcp, tls, ws or "
        "wss; a port 1-65535), not {value!r}",
        "--scheduler には tcp://HOST:8786 のような Dask スケジューラのアドレスを指定して"
        "ください（tcp、tls、ws、wss。ポートは 1～65535）。{value!r} は使えません"),
    "oasis_edge_arguments": (
        "{why} (python -m pokerlib oasis-edge --help lists the options)",
        "オプションが正しくありません: {why}（python -m pokerlib oasis-edge --help で一覧を"
        "見られます）"),
    "oasis_edge_unit_size": (
        "--unit-size must be a whole number from 1 to {largest:,} (surviving classes per exact "
        "unit), not {value!r}",
        "--unit-size には 1 から {largest:,} までの整数を指定してください（1単位で正確に計算する"
        "クラスの数）。{value!r} は使えません"),
    "oasis_edge_rows": (
        "--rows takes FIRST-END, two whole numbers with 0 <= FIRST < END <= {largest:,} (hand "
        "rows), not {value!r}",
        "--rows には FIRST-END の形で 0 <= FIRST < END <= {largest:,} の整数2つを指定して"
        "ください（ハンドの行）。{value!r} は使えません"),
    "oasis_edge_write": (
        "cannot write the results in {path!r} ({why}); the units finished so far are kept",
        "{path!r} に結果を書けません（{why}）。ここまでに終わった単位は残っています"),
    "oasis_edge_interrupted": (
        "stopped: {kept} finished units are kept in {folder}; run the same command again to "
        "resume from them",
        "中断しました。終わった {kept} 単位は {folder} に残っています。同じコマンドをもう一度"
        "実行すると続きから計算します"),
    "oasis_edge_ignored_file": (
        "ignored {path} ({why}): it counts as missing and is computed again",
        "{path} は使いません（{why}）。ないものとして計算し直します"),
    "oasis_results_path": (
        "results must be the path of a results folder of 'python -m pokerlib oasis-edge' "
        "(text or a Path), not {value!r}",
        "results には 'python -m pokerlib oasis-edge' の結果フォルダのパス（文字列か Path）を"
        "指定してください（{value!r} は使えません）"),
    # --- the course's answer reader (pokerlib/course/answers.py): answers it cannot read ---
    "answer_kind": (
        "kind must be one of {kinds}, not {kind!r}",
        "kind は {kinds} のどれかです（{kind!r} は使えません）"),
    "answer_unreadable": (
        "this answer cannot be read: answer in the form the question asks",
        "この答えは読み取れません。問題の「答え方」の形で答えてください"),
    "answer_card_twice": (
        "{card} is in your answer twice: the deck holds each card once",
        "{card} が答えに2回出てきます。デッキに同じカードは1枚しかありません"),
    "answer_card_in_play": (
        "{card} is already in play ({where}): choose a card that is not dealt yet",
        "{card} はもう使われています（{where}）。まだ配られていないカードを選んでください"),
    "answer_player_unknown": (
        "{name!r} is not one of the players: they are {players}",
        "{name!r} という名前はありません。名前は {players} のどれかです"),
    "answer_player_twice": (
        "{name} is given twice: give each player's amount once",
        "{name} が2回出てきます。一人につき1回だけ書いてください"),
    "answer_player_chips": (
        "{name} receives {chips!r}: give a whole number, 0 or more",
        "{name} が受け取る額 {chips!r} は読めません。0 以上の整数で答えてください"),

    # --- the rules to remember (pokerlib.oasis/aof/omaha simple_rule) -------------------
    "aof_rule_stack": (
        "the push/fold rule's cost is known at the shipped heads-up depths: a stack of 1 to "
        "25 BB in steps of 0.5, not {value!r}",
        "プッシュ／フォールドの目安の損失が分かるのは、用意されたヘッズアップの深さ（1〜25BB、0.5BB刻み）"
        "だけです（{value!r} は使えません）"),
    "omaha_rule_price": (
        "price must be a share of the pot between 0 and 1 (a number such as 0.25), not "
        "{value!r}",
        "price には0から1までのポットの割合（0.25のような数）を指定してください"
        "（{value!r} は使えません）"),
}

#: English words that fill in a sentence (``what``, ``action``...) as Japanese says them.
WORDS: dict[str, str] = {
    "fold": "フォールド", "all-in": "オールイン", "call": "コール", "check": "チェック",
    "raise": "レイズ", "bet": "ベット", "exchange": "交換", "deal": "配る",
    "preflop": "プリフロップ", "flop": "フロップ", "turn": "ターン", "river": "リバー",
    "the seed": "シード", "seed": "シード", "a drill's seed": "ドリルのシード",
    "the Ante": "Ante", "ante": "Ante", "the Ante (points)": "Ante（点）",
    "the balance (points)": "持ち点（点）", "the balance": "持ち点",
    "the small bet": "スモールベット", "the big bet": "ビッグベット",
    "the small blind": "スモールブラインド", "the big blind": "ビッグブラインド",
    "the pot": "ポット", "a stack": "スタック", "the stack": "スタック",
    "chips": "チップ", "count": "枚数", "players": "プレイヤー数", "stack": "スタック",
    "the number of players": "プレイヤー数", "stack_bb": "スタック（BB）",
    "go all-in": "オールイン", "high": "ハイ", "low": "ロー",
    "folded": "folded（フォールドした人）",
    "order": "order（順番）", "winners": "winners（勝者）",
    "exchange ": "交換", "limit": "リミット", "pot-limit": "ポットリミット",
    "no-limit": "ノーリミット", "structure": "structure（ベットの構造）",
    "stacks": "stacks（スタック）", "hands": "hands（局数）", "rules": "rules（ルール）",
    "deck": "deck（山札）", "strategies": "strategies（戦略）", "holes": "holes（私有札）",
    "the players": "プレイヤー", "deal_order": "deal_order（配る順番）",
    "bets": "bets（ベット）", "button": "ボタン", "small blind": "スモールブラインド",
    "big blind": "ビッグブラインド", "the button": "ボタン", "seats": "seats（席）",
    "street": "street（ラウンド）",
}


#: What an argument takes (the ``allowed`` of a ``type`` refusal), as Japanese says it.
ALLOWED: dict[str, str] = {
    "an AofRules (such as ARTICLE_RULES)": "AofRules（ARTICLE_RULES など）",
    "an AofHand": "AofHand", "an OmahaTable": "OmahaTable", "True or False": "True か False",
    "a list of command-line words (text)": "コマンドラインの語（文字列）のリスト",
    "a number of columns from 1 to 10000": "1 から 10000 までの桁数",
    "a Strategy (such as TopPercent(30))": "Strategy（TopPercent(30) など）",
    "None (no rake) or a Rake such as Rake(5, cap=2)":
        "None（レーキなし）か Rake(5, cap=2) のような Rake",
    "a tuple of the other positions already all-in":
        "すでにオールインしているほかのポジションのタプル",
    "a tuple of PotResult": "PotResult のタプル", "a tuple of Pot": "Pot のタプル",
    "a tuple of (pot index, chips > 0) pairs": "（ポットの番号, 0より大きいチップ数）の組のタプル",
    "a string": "文字列", "a seat number": "席番号", "a seat number or None": "席番号か None",
    "a preset name string": "プリセットの名前（文字列）",
    "a position name such as 'SB', 'BB', 'BTN' or 'CO'":
        "'SB'、'BB'、'BTN'、'CO' のようなポジションの名前",
    "a pokerlib.cards.Deck (Deck.stacked(...)) or None":
        "pokerlib.cards.Deck（Deck.stacked(...)）か None",
    "a path or PHH text": "パスか PHH のテキスト",
    "a mapping seat -> four cards": "席 -> 4枚のカード の辞書",
    "a mapping player -> two hole cards": "プレイヤー -> 2枚の私有札 の辞書",
    "a mapping player -> chips": "プレイヤー -> チップ数 の辞書",
    "a mapping player -> Strategy": "プレイヤー -> Strategy の辞書",
    "a mapping player (in seat order) -> Strategy": "プレイヤー（席順）-> Strategy の辞書",
    "a mapping of classes such as 'AKs' to frequencies": "'AKs' のようなクラスから頻度への辞書",
    "a list of positions": "ポジションのリスト", "a list of position names": "ポジション名のリスト",
    "a list of file or folder paths": "ファイルかフォルダーのパスのリスト",
    "a folder path": "フォルダーのパス", "a folder or file path": "フォルダーかファイルのパス",
    "a file path": "ファイルのパス", "a Rake": "Rake", "a PotSettlement": "PotSettlement",
    "a Pot": "Pot", "a Deck (stacked_deck(...))": "Deck（stacked_deck(...)）",
    "a Deck (stacked_deck(...) or Deck.stacked(...))":
        "Deck（stacked_deck(...) か Deck.stacked(...)）",
    "a CSS font size such as '1.3em'": "'1.3em' のような CSS のフォントサイズ",
    "OmahaRules (OMAHA_HILO_LIMIT_2_4...)": "OmahaRules（OMAHA_HILO_LIMIT_2_4 など）",
    "None or a Rake": "None か Rake",
    "BettingRules (LIMIT_2_4, BettingRules.pot_limit(1, 2)...)":
        "BettingRules（LIMIT_2_4、BettingRules.pot_limit(1, 2) など）",
    "BettingRules (LIMIT_2_4, BettingRules.no_limit(1, 2)...)":
        "BettingRules（LIMIT_2_4、BettingRules.no_limit(1, 2) など）",

}

# --- i38-ws: what the reliability pass's checks take, in Japanese -------------------------------
ALLOWED.update({
    "a hand's log (a list of events)": "ハンドの記録（イベントのリスト）",
    "a list of two or more players": "2人以上のプレイヤーのリスト",
    "a list of players": "プレイヤーのリスト",
    "a matplotlib Axes (plt.subplots()[1]) or None":
        "matplotlib の Axes（plt.subplots()[1]）か None",
    "a tuple of (id, question, status) texts": "（番号, 問題, 結果）の文字列の組のタプル",
    "a whole number or None": "整数か None", "a number": "数",
    "a Kind (such as Street)": "Kind（Street など）",
    "a mapping of field names to values": "フィールド名 -> 値 の辞書",
    "a message key (text)": "メッセージのキー（文字列）",
})
# the rules to remember (pokerlib.oasis/aof/omaha simple_rule)
ALLOWED.update({
    "3 or 1 (the shipped shares)": "3 か 1（同梱の取り分）",
    "a rank number 0 (deuce) to 12 (ace)": "数字の番号 0（2）から 12（A）",
})


ERRORS = Messages(en={k: v[0] for k, v in _TEXT.items()},
                  ja={k: v[1] for k, v in _TEXT.items()})

def register(text: Mapping[str, tuple[str, str]]) -> None:
    """Add a layer's own sentences, ``{key: (English, Japanese)}``, to :data:`ERRORS` (the
    course layer does, on import). A key already known is refused: one key, one sentence."""
    if not isinstance(text, Mapping) or not all(
            isinstance(k, str) and isinstance(v, tuple) and len(v) == 2
            and all(isinstance(t, str) for t in v) for k, v in text.items()):
        raise RulesError(key="messages_table", what="register", value=text)
    taken = sorted(k for k in text if k in _TEXT and _TEXT[k] != text[k])
    if taken:
        raise RulesError(key="messages_registered_twice", taken=taken)
    ERRORS.add(en={k: v[0] for k, v in text.items()}, ja={k: v[1] for k, v in text.items()})
    _TEXT.update(text)


#: Words said one way in one field only (how an Oasis hand ended).
_FIELD_WORDS = {"how": {"folded": "Fold 済み", "settled": "精算済み"}}

_TRANSLATED_FIELDS = ("what", "action", "kind", "street", "verb", "structure", "how")


def translate(word: object, lang: str) -> object:
    """``word`` in ``lang`` when :data:`WORDS` has it (Japanese), else ``word`` itself."""
    if lang == "ja" and isinstance(word, str):
        return WORDS.get(word, word)
    return word


def render(key: str, lang: str, fields: Mapping[str, object]) -> str | None:
    """The sentence of ``key`` in ``lang`` filled in with ``fields``, or None for a key this
    table does not have."""
    if not isinstance(key, str):
        raise RulesError(key="type", what="key", allowed="a message key (text)", value=key)
    if not isinstance(fields, Mapping):
        raise RulesError(key="type", what="fields", allowed="a mapping of field names to values",
                         value=fields)
    if key not in _TEXT:
        return None
    from .errors import PokerError

    said: dict[str, object] = {}
    for name, value in fields.items():
        if isinstance(value, PokerError):   # sentences of the library's own: already cut
            said[name] = value.message(lang)
            continue
        if callable(value) and not isinstance(value, type):
            said[name] = value(lang)
            continue
        if lang == "ja" and name == "allowed" and isinstance(value, str) and value in ALLOWED:
            value = ALLOWED[value]
        elif lang == "ja" and name in _FIELD_WORDS and isinstance(value, str) \
                and value in _FIELD_WORDS[name]:
            value = _FIELD_WORDS[name][value]
        elif name in _TRANSLATED_FIELDS:
            value = translate(value, lang)
        said[name] = _Bounded(value)
    return ERRORS(key, lang, **said)
