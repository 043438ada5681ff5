"""The sentences of the basics every game uses: arguments (:mod:`pokerlib.validate`),
cards, betting (:mod:`pokerlib.betting`) and pots (:mod:`pokerlib.pots`).

A key: (English, Japanese); see :mod:`pokerlib.error_messages` for how a sentence is
filled in and said.
"""

from __future__ import annotations

__all__ = ["TEXT"]

TEXT: dict[str, tuple[str, str]] = {
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

}
