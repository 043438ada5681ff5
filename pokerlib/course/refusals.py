"""What the course layer's refusals say, in English and in Japanese: the sentences of the
widgets, charts, drills, exercises and progress bars, added to the one table of
:mod:`pokerlib.error_messages` when the course layer is imported (the engine keeps only its
own)."""

from __future__ import annotations

from ..error_messages import register

__all__ = ["COURSE_TEXT"]

# key: (English, Japanese)
COURSE_TEXT: dict[str, tuple[str, str]] = {
    "negative_chips": ("{name} receives {chips}: a player cannot receive fewer than 0 chips",
                       "{name}が受け取るチップが{chips}になっています。0より少なくはできません"),
    "split_untouched": ("type the chips each player receives first: all {total} chips on the "
                        "table go to someone",
                        "先に各プレーヤーが受け取るチップ数を入れてください。テーブルの"
                        "{total}チップは必ず誰かが受け取ります"),
    "split_total": ("your answer hands out {handed} chips, but {total} are on the table: "
                    "the chips received add up to {total}",
                    "あなたの答えは合計{handed}チップを配っていますが、テーブルにあるのは"
                    "{total}チップです。受け取る額の合計は{total}になります"),
    "seat_not_in_hand": ("{what} must be a seat dealt into this hand ({seats}), not {seat!r}",
                         "{what}はこのハンドに参加している席（{seats}）で指定してください"
                         "（{seat!r} は使えません）"),
    "drill_this_drill_plays": ("this drill plays {type_name} spots, not {spot!r}",
                               "このドリルで使う場面は {type_name} です（{spot!r} は使えません）"),
    "drill_no_spot_answer": ("no spot to answer yet: call next() to deal the first {kind} spot",
                             "答える場面がまだありません。next() "
                             "で最初の{kind}の場面を配ってください"),
    "drill_this_spot_already": ("this spot is already graded: call next() for a new spot (or "
                                "assess() to see what another answer would have got)",
                                "この場面はもう採点しました。next() "
                                "で新しい場面に進んでください（別の答えの評価は assess() "
                                "で見られます）"),
    "drill_grade_ev_loss": ("a grade's ev_loss and se are >= 0, not {ev_loss!r} and {se!r}",
                            "採点の ev_loss と se は0以上です（{ev_loss!r} と {se!r} "
                            "は使えません）"),
    "drill_grade_correct_exact": ("a grade's correct and exact are True or False",
                                  "採点の correct と exact は True か False です"),
    "drill_grade_lang_en": ("a grade's lang is 'en' or 'ja', not {lang_!r}",
                            "採点の lang は 'en' か 'ja' です（{lang_!r} は使えません）"),
    "drill_grade_finite_number": ("a grade's {name} must be a finite number, not {v!r}",
                                  "採点の {name} は有限の数です（{v!r} は使えません）"),
    "drill_grade_text": ("a grade's {name} is text, not {value!r}",
                         "採点の {name} は文字列です（{value!r} は使えません）"),
    "drill_cards_exchange_cards": ("the cards to exchange ({value}) must be 1 to 5 cards of the "
                                   "hand {value2}",
                                   "交換するカード（{value}）は、手札 {value2} の1〜5枚です"),
    "drill_rules_oasisrules_object": ("rules must be an OasisRules object, not {rules!r}",
                                      "rules は OasisRules で指定してください（{rules!r} "
                                      "は使えません）"),
    "drill_cannot_count_draws": ("cannot count the draws: {exc}",
                                 "交換後の組み合わせを数えられません: {exc}"),
    "drill_rules_oasisrules_object_2": ("rules must be an OasisRules object such as "
                                        "OasisRules.bgaming() or None, not {rules!r}",
                                        "rules は OasisRules.bgaming() のような OasisRules か "
                                        "None で指定してください（{rules!r} は使えません）"),
    "drill_drill_grades_hands": ("the drill grades hands with at most one exchange; {name} "
                                 "allows {max_exchanges}",
                                 "このドリルが採点するのは交換1回までの一局です。{name} "
                                 "のルールでは{max_exchanges}回まで交換できます"),
    "drill_this_drill_plays_2": ("this drill plays {name} rules: give an OasisSpot with the same "
                                 "rules",
                                 "このドリルは {name} のルールです。同じルールの OasisSpot "
                                 "を渡してください"),
    "drill_names_no_card": ("{choice!r} names no card: {allowed}",
                            "{choice!r} にはカードがありません。{allowed}"),
    "drill_your_hand_exchange": ("{value} {be} not in your hand ({hand_text}): exchange cards "
                                 "from your hand",
                                 "{value} は手札（{hand_text}）にありません。"
                                 "交換するのは手札のカードです"),
    "drill_rules_allow_no": ("{name} rules allow no exchange: answer 'fold' or 'raise'",
                             "{name} のルールでは交換できません。'fold' か 'raise' "
                             "で答えてください"),
    "drill_rules_do_allow": ("{name} rules do not allow exchanging {n} cards (allowed: {counts})",
                             "{name} のルールでは{n}枚の交換はできません（交換できる枚数: "
                             "{counts}）"),
    "drill_oasis_spot_needs": ("an Oasis spot needs five cards and a different up card: {exc}",
                               "オアシスポーカーの場面には手札5枚と、"
                               "それと異なる公開カードが必要です: {exc}"),
    "drill_cannot_read": ("cannot read {choice!r}: {exc}; {allowed}",
                          "{choice!r} を読めません: {exc}。{allowed}"),
    "drill_stack_bb_depth": ("stack_bb must be a depth with a shipped {players}-player "
                             "equilibrium ({where} big blinds), not {stack_bb!r}",
                             "stack_bb は、{players}人の均衡を同梱している深さ（{where} BB）"
                             "で指定してください（{stack_bb!r} は使えません）"),
    "drill_push_fold_spot": ("a push/fold spot seats 2, 3 or 4 players, not {players!r}",
                             "オールインかフォールドの場面は2〜4人です（{players!r} "
                             "は使えません）"),
    "drill_positions_player_table": ("the positions of a {players}-player table are {value}, not "
                                     "{positions!r}",
                                     "{players}人のテーブルのポジションは {value} "
                                     "です（{positions!r} は使えません）"),
    "drill_position_one": ("position {position!r} is not one of {positions}",
                           "ポジション {position!r} は {positions} のどれでもありません"),
    "drill_each_player_before": ("each player before {position} ({value}) either went all-in or "
                                 "folded",
                                 "{position} より前のプレイヤー（{value}）は、"
                                 "それぞれオールインかフォールドのどちらかをしています"),
    "drill_everyone_folded_big": ("everyone folded to the big blind: there is no decision",
                                  "全員がビッグブラインドまでフォールドしました。"
                                  "判断することはありません"),
    "drill_push_fold_drill": ("the push/fold drill seats 2, 3 or 4 players, not {players!r}",
                              "オールインかフォールドのドリルは2〜4人です（{players!r} "
                              "は使えません）"),
    "drill_this_drill_plays_3": ("this drill plays {players}-player PushFoldSpot spots, not "
                                 "{spot!r}",
                                 "このドリルで使う場面は{players}人の PushFoldSpot "
                                 "です（{spot!r} は使えません）"),
    "drill_cannot_read_answer": ("cannot read {choice!r}: answer 'all-in' or 'fold'",
                                 "{choice!r} を読めません。'all-in' か 'fold' で答えてください"),
    "drill_nobody_all_yet": ("nobody is all-in yet, so there is nothing to call: answer 'all-in' "
                             "or 'fold'",
                             "まだ誰もオールインしていないので、コールするものはありません。"
                             "'all-in' か 'fold' で答えてください"),
    "drill_hand_two_cards": ("the hand must be two cards: {exc}",
                             "ハンドは2枚です: {exc}"),
    "drill_lists_positions_that": ("{name} lists positions that act before {position} ({value}), "
                                   "not {v!r}",
                                   "{name}には {position} "
                                   "より前にアクションするポジション（{value}）"
                                   "を並べてください（{v!r} は使えません）"),
    "drill_result_pushfoldresult_pushfold": ("result must be a PushFoldResult from "
        "pushfold_equilibrium, not {result!r}",
        "result は pushfold_equilibrium が返す "
        "PushFoldResult で指定してください（{result!r} は使えません）"),
    "drill_position_at_this": ("position {position!r} is not at this table: positions are {value}",
                               "ポジション {position!r} はこのテーブルにありません。ポジションは "
                               "{value} です"),
    "drill_only_players_who": ("only players who act before {position} ({value}) can be all-in "
                               "already, not {value2}",
                               "すでにオールインできるのは {position} "
                               "より前にアクションするプレイヤー（{value}）だけです（{value2} "
                               "は使えません）"),
    "drill_everyone_folded_there": ("everyone folded to the {position}: there is no decision",
                                    "全員が{position}までフォールドしました。"
                                    "判断することはありません"),
    "drill_headsup_values_needs": ("headsup_values needs a heads-up PushFoldResult "
                                   "(pushfold_equilibrium(stack_bb, 2))",
                                   "headsup_values にはヘッズアップの "
                                   "PushFoldResult（pushfold_equilibrium(stack_bb, 2)）が必要です"),
    "drill_multiway_values_needs": ("multiway_values needs a 3 or 4 player PushFoldResult "
                                    "(pushfold_equilibrium(stack_bb, 3 or 4))",
                                    "multiway_values には3人か4人の "
                                    "PushFoldResult（pushfold_equilibrium(stack_bb, 3 または 4)）"
                                    "が必要です"),
    "drill_deals_whole_number": ("deals must be a whole number from 100 to 10,000,000, not "
                                 "{deals!r}",
                                 "deals "
                                 "は100から10,000,000までの整数で指定してください（{deals!r} "
                                 "は使えません）"),
    "drill_seed_whole_number": ("seed must be a whole number >= 0, not {seed!r}",
                                "シードは0以上の整数で指定してください（{seed!r} は使えません）"),
    "drill_facing_list_positions": ("facing must list the positions already all-in, not "
                                    "{facing!r}",
                                    "facing には、すでにオールインしているポジションを"
                                    "並べてください（{facing!r} は使えません）"),
    "drill_record_unit_word": ("a record's unit is a word such as 'Antes', not {unit!r}",
                               "記録の単位は 'Antes' のような語です（{unit!r} は使えません）"),
    "drill_record_lang_en": ("a record's lang is 'en' or 'ja', not {lang_!r}",
                             "記録の lang は 'en' か 'ja' です（{lang_!r} は使えません）"),
    "drill_record_keeps_grade": ("a record keeps Grade objects, not {grade!r}",
                                 "記録に入るのは Grade（採点）です（{grade!r} は使えません）"),
    "drill_players_are_different": ("players are 2 to 9 different names in seat order, not "
                                    "{players!r}",
                                    "プレーヤーは席順に並べた2〜9人の異なる名前です（{players!r} "
                                    "は使えません）"),
    "drill_button_one": ("the button {button!r} is not one of {value}",
                         "ボタン {button!r} は {value} のひとりではありません"),
    "drill_folded_lists_players": ("folded lists players at the table, not {folded!r}",
                                   "folded（フォルドした人）"
                                   "にはテーブルのプレーヤーを並べてください（{folded!r} "
                                   "は使えません）"),
    "drill_give_hole_cards": ("give 4 hole cards for each player at the showdown ({value}), at "
                              "least two of them",
                              "ショーダウンに残った各プレーヤー（{value}、2人以上）"
                              "にホールカードを4枚ずつ指定してください"),
    "drill_contributions_give_whole": ("contributions give a whole number of chips >= 0 for "
                                       "every player, not {contributions!r}",
                                       "contributions（投入額）は全プレーヤーについて0以上の"
                                       "整数のチップ数です（{contributions!r} は使えません）"),
    "drill_this_drill_plays_4": ("this drill plays SplitSpot spots, not {spot!r}",
                                 "このドリルで使う場面は SplitSpot です（{spot!r} は使えません）"),
    "drill_answer_chips_each": ("answer with the chips each player receives, e.g. {{{example}}}, "
                                "not {answer!r}",
                                "各プレーヤーが受け取るチップ数で答えてください（例: "
                                "{{{example}}}。{answer!r} は使えません）"),
    "drill_split_spot_needs": ("a split spot needs a board of 5 cards and 4 hole cards for each "
                               "player at the showdown, all different: {exc}",
                               "分配の場面には、"
                               "ボード5枚とショーダウンの各プレーヤーのホールカード4枚が必要で、"
                               "すべて異なるカードです: {exc}"),
    "drill_at_this_table": ("{name!r} is not at this table: the players are {value}",
                            "{name!r} はこのテーブルにいません。プレーヤーは {value} です"),
    "drill_receives_give_whole": ("{name} receives {chips!r}: give a whole number of chips",
                                  "{name}が受け取る額が {chips!r} です。"
                                  "整数のチップ数で指定してください"),
    "drill_answer_map_players": ("the answer must map players to chips, not {answer!r}",
                                 "答えはプレーヤーからチップ数への辞書です（{answer!r} "
                                 "は使えません）"),
    "course_register_takes_exercise": ("register takes an Exercise, not {type_name}",
                                       "register には Exercise を渡してください（{type_name} "
                                       "は使えません）"),
    "course_exercise_named_by": ('an exercise is named by its id in quotes, such as "00.1", not '
                                 "{exercise_id!r}",
                                 '練習問題は "00.1" '
                                 "のように番号を引用符で囲んで指定します（{exercise_id!r} "
                                 "は使えません）"),
    "course_there_no_exercise": ("there is no exercise {exercise_id!r}: the exercises are {value}",
                                 "練習問題 {exercise_id!r} はありません。練習問題は {value} です"),
    "course_lang_one": ("lang must be one of {value}, not {lang_!r}",
                        "lang は {value} のどれかで指定してください（{lang_!r} は使えません）"),
    "course_lesson_has_no": ("lesson {lesson!r} has no exercises",
                             "レッスン {lesson!r} に練習問題はありません"),
    "course_there_no_exercise_2": ("there is no exercise {exercise_id!r} to translate",
                                   "訳のある練習問題 {exercise_id!r} はありません"),
    "ui_players_have_distinct": ("the players must have distinct names, not {players}",
                                 "プレイヤーの名前はそれぞれ違う名前にしてください（{players} "
                                 "は使えません）"),
    "ui_rules_aofrules_e": ("rules must be an AofRules (e.g. ARTICLE_RULES), not {rules!r}",
                            "rules は AofRules（例: ARTICLE_RULES）で指定してください（{rules!r} "
                            "は使えません）"),
    "ui_opponents_function_seat": ("opponents must be a function from a seat's index to a "
                                   "strategy, not {opponents!r}",
                                   "opponents "
                                   "は席の番号から戦略を返す関数で指定してください（{opponents!r} "
                                   "は使えません）"),
    "ui_one_players": ("{who} must be one of the players {players}, not {name!r}",
                       "{who}はプレイヤー {players} のひとりです（{name!r} は使えません）"),
    "ui_which_one": ("which must be one of {value}, not {which!r}",
                     "which は {value} のどれかで指定してください（{which!r} は使えません）"),
    "ui_rules_oasisrules_e": ("rules must be an OasisRules (e.g. OasisRules.bgaming()) or None, "
                              "not {rules!r}",
                              "rules は OasisRules（例: OasisRules.bgaming()）か None "
                              "で指定してください（{rules!r} は使えません）"),
    "ui_rules_oasisrules_name": ("rules must be an OasisRules or the name of a preset ({value}), "
                                 "not {rules!r}",
                                 "rules は OasisRules かプリセットの名前（{value}）"
                                 "で指定してください（{rules!r} は使えません）"),
    "ui_no_oasis_poker": ("no Oasis Poker rules preset is called {rules!r}: the presets are "
                          "{value}",
                          "オアシスポーカーのルールに {rules!r} というプリセットはありません。"
                          "プリセットは {value} です"),
    "ui_rules_omaharules_e": ("rules must be an OmahaRules (e.g. OMAHA_HILO_LIMIT_2_4), not "
                              "{rules!r}",
                              "rules は OmahaRules（例: OMAHA_HILO_LIMIT_2_4）"
                              "で指定してください（{rules!r} は使えません）"),
    "ui_drawn_table_has": ("a drawn table has 2 to {MAX_SEATS} seats, not {seats!r}",
                           "描くテーブルの席は2〜{MAX_SEATS}席です（{seats!r} は使えません）"),
    "ui_you_seat_none": ("you must be a seat from 0 to {value} or None, not {you!r}",
                         "you は0〜{value}の席か None で指定してください（{you!r} は使えません）"),
    "ui_render_table_draws": ("render_table draws a TableView, not {view!r}",
                              "render_table が描くのは TableView です（{view!r} は使えません）"),
    "ui_seat_name_note": ("a seat's name and note are text, not {name!r} and {note!r}",
                          "席の名前とメモは文字列です（{name!r} と {note!r} は使えません）"),
    "ui_seat_stack_front": ("a seat's stack, in_front and won are whole numbers of chips >= 0, "
                            "not {stack!r}, {in_front!r} and {won!r}",
                            "席の stack、in_front、won は0以上の整数のチップ数です（{stack!r}、"
                            "{in_front!r}、{won!r} は使えません）"),
    "ui_seat_shows_tuple": ("a seat shows a tuple of at most 4 Cards and card backs, not "
                            "{cards!r} and {face_down!r} backs",
                            "席に見せるのは4枚までの Card "
                            "と裏向きのカードのタプルです（{cards!r} と裏向き {face_down!r} "
                            "枚は使えません）"),
    "ui_blind_sb_bb": ("blind is 'SB', 'BB' or '', not {blind!r}",
                       "blind は 'SB'、'BB'、'' のどれかです（{blind!r} は使えません）"),
    "ui_share_name_whole": ("a share is a name, a whole number of chips, a half ('high', 'low', "
                            "'scoop' or '') and a hand in words, not {value!r}",
                            "取り分は、名前、整数のチップ数、半分の種類（'high'、'low'、'scoop'、"
                            "''）、役の言葉の組です（{value!r} は使えません）"),
    "ui_pot_name_whole": ("a pot is a name, whole chips, a tuple of ShareView and a tuple of "
                          "names, not {value!r}",
                          "ポットは、名前、整数のチップ数、ShareView のタプル、"
                          "名前のタプルの組です（{value!r} は使えません）"),
    "ui_shares_add_up": ("the shares of {name} add up to {value}, not its {amount}",
                         "{name}の取り分の合計が{value}で、ポットの{amount}になりません"),
    "ui_seats_tuple_seatview": ("seats must be a tuple of SeatView, not {seats!r}",
                                "seats は SeatView のタプルです（{seats!r} は使えません）"),
    "ui_drawn_table_has_2": ("a drawn table has 2 to {MAX_SEATS} seats, not {n}",
                             "描くテーブルの席は2〜{MAX_SEATS}席です（{n}席は使えません）"),
    "ui_at_most_one": ("at most one seat is the viewer's own (you=True)",
                       "見ている人自身の席（you=True）は1つまでです"),
    "ui_board_tuple_at": ("the board is a tuple of at most 5 Cards, not {board!r}",
                          "ボードは5枚までの Card のタプルです（{board!r} は使えません）"),
    "ui_pot_whole_number": ("the pot is a whole number of chips >= 0, not {pot!r}",
                            "ポットは0以上の整数のチップ数です（{pot!r} は使えません）"),
    "ui_pots_tuple_potview": ("pots must be a tuple of PotView, not {pots!r}",
                              "pots は PotView のタプルです（{pots!r} は使えません）"),
    "ui_title_text_notes": ("the title is text and the notes a tuple of texts",
                            "タイトルは文字列、メモは文字列のタプルです"),
    "ui_true_false": ("{flag} is True or False, not {value!r}",
                      "{flag} は True か False です（{value!r} は使えません）"),
    "misc_players_distinct_names": ("players must be 2 to 10 distinct names in seat order, not "
                                    "{players!r}",
                                    "players は席順に並べた2〜10人の異なる名前です（{players!r} "
                                    "は使えません）"),
    "misc_button_one_players": ("the button {button!r} is not one of the players {names}",
                                "ボタン {button!r} はプレイヤー {names} のひとりではありません"),
    "misc_timeline_takes_finished": ("the timeline takes a finished Omaha hand or its record "
                                     "(e.g. table.history_page(0)), not {type_name}",
                                     "タイムラインに渡すのは、"
                                     "終わったオマハのハンドかそのレコード（例: "
                                     "table.history_page(0)）です（{type_name} は使えません）"),
    "misc_hand_still_being": ("hand #{number} is still being played: its timeline can be drawn "
                              "once the hand is over",
                              "ハンド#{number}はまだ続いています。"
                              "タイムラインはハンドが終わってから描けます"),
    "misc_axes_two_matplotlib": ("axes must be two matplotlib Axes (stacks, pot), not {axes!r}",
                                 "axes は matplotlib の Axes 2つ（スタック、ポット）"
                                 "です（{axes!r} は使えません）"),
    "misc_progress_bar_total": ("a progress bar's total must be a whole number of steps, 0 or "
                                "more, not {total!r}",
                                "進み具合の表示の total は0以上の整数（ステップ数）"
                                "です（{total!r} は使えません）"),
    "misc_progress_bar_label": ("a progress bar's label must be text, not {label!r}",
                                "進み具合の表示のラベルは文字列です（{label!r} は使えません）"),
    "misc_steps_done_whole": ("steps done must be a whole number, 0 or more, not {done!r}",
                              "終わったステップ数は0以上の整数です（{done!r} は使えません）"),
    "misc_progress_note_text": ("a progress note must be text, not {note!r}",
                                "進み具合のメモは文字列です（{note!r} は使えません）"),
    "misc_expected_pot_settlement": ("expected a pot settlement (or a replay or hand record that "
                                     "has one), not {source!r}",
                                     "ポットの精算（または精算のある再生かハンドのレコード）"
                                     "を渡してください（{source!r} は使えません）"),
    "misc_drill_chart_draws": ("drill_chart draws a DrillRecord (a drill's .record), not "
                               "{record!r}",
                               "drill_chart が描くのは DrillRecord（ドリルの .record）"
                               "です（{record!r} は使えません）"),
    "misc_results_one_number": ("results must be one number per session (at least one), not "
                                "{results!r}",
                                "results はセッションごとに1つの数（1つ以上）です（{results!r} "
                                "は使えません）"),
    "chart_arguments": ("{fn}{signature}: {exc}",
                        "{fn}{signature} の引数が合いません: {exc}"),
    "chart_argument": ("{fn}: {name} must be {takes}, not {arguments!r}",
                       "{fn}: {name}には {takes} を渡してください（{arguments!r} は使えません）"),
    "course_numbers": ("answer with the numbers of the qualifying hands, e.g. {{1, 3}}",
                       "資格ありの手の番号で答えてください（例: {{1, 3}}）"),
    "no_cjk_font": ("no Japanese font found for charts: install the course's dependencies "
                    "(`pip install matplotlib-fontja`, which `make lab` does for you), then "
                    "restart the kernel",
                    "グラフ用の日本語フォントが見つかりません。コースの依存パッケージを入れて"
                    "（`pip install matplotlib-fontja`。`make lab` が入れます）、カーネルを"
                    "再起動してください"),
    "no_hand_dealt": ("no hand has been dealt yet",
                      "まだ何も配られていません"),
    "spot_number": ("a spot's number is a whole number >= 0, not {number!r}",
                    "場面の番号は0以上の整数です（{number!r} は使えません）"),

    # --- grading against the rule to remember (drills' against="rule") -------------------
    "drill_against": ("against must be 'optimum' (the exact best choice) or 'rule' (the "
                      "rule to remember), not {value!r}",
                      "against には 'optimum'（厳密な最善）か 'rule'（覚える目安）を指定して"
                      "ください（{value!r} は使えません）"),
    "drill_rule_bgaming": ("the Oasis rule to remember is made for BGaming's rules, not "
                           "{name}: under these rules grade against the optimum",
                           "オアシスポーカーの目安は BGaming のルール用です（{name} では"
                           "ありません）。このルールでは最善に対して採点してください"),
    "drill_rule_stack": ("the push/fold rule to remember is made for heads-up at {stack:g} BB "
                         "(the article's stacks), not {players} players at {depth}: play 2 "
                         "players at {stack:g} BB",
                         "プッシュ／フォールドの目安はヘッズアップの{stack:g}BB（記事の"
                         "スタック）用です（{players}人、{depth} ではありません）。"
                         "2人、{stack:g}BB にしてください"),
}

register(COURSE_TEXT)
