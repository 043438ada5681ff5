"""What every refusal says, in English and in Japanese: one table for the whole library.

The engine's sentences are here and, by domain, in :mod:`pokerlib.error_tables` (the basics,
the three games, hand-history files, equity and evaluation), joined into one table; the course
layer (widgets, charts, drills, exercises) adds its own from :mod:`pokerlib.course.refusals`
with :func:`register`, so the engine holds no word of the course and one key still means one
sentence everywhere.

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

from .error_tables import basics, equity_and_evaluation, games, hand_histories
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
    **basics.TEXT,
    **games.TEXT,
    **hand_histories.TEXT,
    **equity_and_evaluation.TEXT,
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
    "oasis_holds_results_for": ("{folder} holds results for other rules ({r})",
                                "{folder} にあるのは別のルール（{r}）の結果です"),
    "chart_no_up_card_edges": (
        "{rules}: no exact house edge per up card to draw; it comes from a house-edge job that "
        "counted every situation (house_edge(OasisRules.galewind()), or folder_edge(rules, "
        "folder) of pokerlib.builders.oasis_exact_edge once a run has finished an up card)",
        "{rules}: 公開カードごとの厳密なハウスエッジがないので描けません。すべての状況を数えた"
        "ハウスエッジ計算の結果にあります（house_edge(OasisRules.galewind())、または公開カードを"
        "1つ以上終えた計算の pokerlib.builders.oasis_exact_edge の folder_edge(rules, folder)）"),
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
        "folder must be the path of a results folder of 'python -m pokerlib oasis-edge' "
        "(text or a Path), not {value!r}",
        "folder には 'python -m pokerlib oasis-edge' の結果フォルダのパス（文字列か Path）を"
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
    "a hand's events": "ハンドのイベント",
    "the players whose cards are seen": "カードが見えるプレーヤー",
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
