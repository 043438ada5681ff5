"""The sentences of hand-history files (:mod:`pokerlib.phh`): reading, replaying and writing
them.

A key: (English, Japanese); see :mod:`pokerlib.error_messages` for how a sentence is
filled in and said.
"""

from __future__ import annotations

__all__ = ["TEXT"]

TEXT: dict[str, tuple[str, str]] = {
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

}
