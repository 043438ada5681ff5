"""The sentences of the three games: All-in or Fold, Omaha Hi/Lo and Oasis Poker (each in its
article's words), and the Oasis house-edge job.

A key: (English, Japanese); see :mod:`pokerlib.error_messages` for how a sentence is
filled in and said.
"""

from __future__ import annotations

__all__ = ["TEXT"]

TEXT: dict[str, tuple[str, str]] = {
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
    "hand_api_action_alone": ("an Action says everything itself: give it alone, with no amount "
                              "or seat beside it",
                              "Action はそれだけで渡します（額や席を横に添えません）"),
    "hand_api_no_cards": ("{game} takes no cards with an action: only an Oasis exchange does",
                          "{game}のアクションにカードは添えません（カードを渡すのはオアシスの交換"
                          "だけです）"),
    "oasis_player_acts": ("in Oasis Poker only the player acts (seat 'player' or None), not "
                          "{seat!r}",
                          "オアシスポーカーで行動するのはプレイヤーだけです（席は 'player' か "
                          "None。{seat!r} は使えません）"),
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

    # --- the Oasis house-edge job (pokerlib.builders.oasis_exact_edge) ----------------------
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

}
