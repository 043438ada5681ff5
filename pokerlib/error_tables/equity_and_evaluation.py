"""The sentences of equity (:mod:`pokerlib.equity`) and hand evaluation (:mod:`pokerlib.evaluate`).

A key: (English, Japanese); see :mod:`pokerlib.error_messages` for how a sentence is
filled in and said.
"""

from __future__ import annotations

__all__ = ["TEXT"]

TEXT: dict[str, tuple[str, str]] = {
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




}
