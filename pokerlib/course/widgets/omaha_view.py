"""What one seat sees of an Omaha table, in words and as a drawn-table view: the Omaha table's
message table (English and Japanese), the view adapter and the legal choices in words.

The widget (:mod:`pokerlib.course.widgets.omaha_table`) draws :func:`omaha_table_view` with
:func:`pokerlib.course.widgets.table_view.render_table`; everything here reads only the table's
and the hand's public state.
"""

from __future__ import annotations

from ...betting import ActionKind, BettingRules, Structure
from ...hand_api import SeatView as HandSeatView
from ...lang import Messages, check_lang
from ...omaha import (
    HandReading,
    HandRecord,
    OmahaDetail,
    OmahaHand,
    OmahaTable,
)
from .table_view import SeatView, TableView, settled_pots

__all__ = ["MESSAGES", "omaha_table_view", "folded_seats", "betting_name",
           "showdown_readings"]

#: Every word the Omaha table shows, in English and in the Japanese of the Omaha article
#: (フォルド, プレーヤー, ショーダウン, マック, スクープ; docs/terms-ja.md). Keys starting with
#: ``you_`` are the same sentence said to the learner ("You call 2", not "You calls 2").
MESSAGES = Messages(
    en={
        "fold": "Fold", "check": "Check", "call": "Call", "call_n": "Call {n}",
        "bet": "Bet", "bet_n": "Bet {n}", "raise": "Raise", "raise_n": "Raise to {n}",
        "all_in": "All-in", "deal": "Deal next hand", "hint": "Hint",
        "hint_tip": "your share of the pot against random hands", "amount": "Amount",
        "older": "◀ older", "newer": "newer ▶",
        "show_box": "At the showdown, show my hand even when it is beaten",
        "you_name": "You",
        "header": "<b>{rules}</b> — you play {name}, at the bottom of the table",
        "header_you": "<b>{rules}</b> — you sit at the bottom of the table",
        "rules": "Omaha Hi/Lo 8-or-better, {betting}",
        "limit": "limit {small}/{big}", "pot-limit": "pot-limit {small}/{big}",
        "no-limit": "no-limit {small}/{big}",
        "history_title": "<b>Hand history</b> (last {n} hands)",
        "page": "page {page} of {pages}", "no_history": "no hand finished yet",
        "preflop": "preflop", "flop": "flop", "turn": "turn", "river": "river",
        "showdown": "showdown", "over": "over",
        "title": "Hand #{n} · {street}",
        "status_turn": "Hand #{n}, {street}: <b>your turn</b> — {choices}",
        "status_wait": "Hand #{n}, {street}: {name} to act",
        "status_over": "Hand #{n} is over. Press <b>Deal next hand</b>.",
        "status_out": " (you were not dealt in)",
        "n_fold": "fold", "n_check": "check", "n_call": "call {chips}", "n_bet": "bet {to}",
        "n_raise": "raise to {to}", "n_mucks": "mucks",
        "st_out": "out of chips", "st_sitting_out": "sitting out",
        "st_waiting": "waiting for the big blind", "st_will_post": "will post",
        "st_next": "in from the next hand",
        "no_decision": "no decision to make now: a hint is for your turn",
        "hint_text": "<b>Hint:</b> against {against} your hand gets <b>{equity:.1%}</b>{err} "
                     "of the pot on average (high {high:.1%} + low {low:.1%}; scoops "
                     "{scoop:.1%}) — {method}.",
        "against_1": "1 random hand", "against_n": "{n} random hands",
        "method_exact": "exact: every opponent hand ({deals:,})",
        "method_mc": "Monte Carlo: {deals:,} random deals of the opponents' cards and the "
                     "board still to come (± one standard error)",
        "check_free": "Checking costs nothing.",
        "pot_odds": "Calling {call} into a pot of {pot} needs {need:.1%} of the pot after "
                    "your call ({call} / {total}).",
        "yardstick": "<i>Players still in usually hold better than random hands: treat this "
                     "as a yardstick.</i>",
        "res_title": "<b>Hand #{n}</b> — board {board}",
        "shows": "{name} shows {cards}: {hands}", "you_shows": "You show {cards}: {hands}",
        "mucks": "{name} mucks {cards} ({hands})", "you_mucks": "You muck {cards} ({hands})",
        "mucked_note": "<i>Mucked hands are shown here only for learning: at a real table they "
                       "are thrown away unseen.</i>",
        "hands_hl": "high {high}, low {low}", "hands_h": "high {high}, no low",
        "uncalled": "uncalled {chips} returned to {name}",
        "wins": "{name} wins {chips}", "you_wins": "You win {chips}", "list_sep": ", ",
        "pot_line": "{pot} {chips} ({how})",
        "how_uncontested": "uncontested", "how_high": "high only: no qualifying low",
        "how_high-low": "split high / low", "how_scoop": "scoop",
        "half_high": "{name} (high)", "half_low": "{name} (low)", "half_scoop": "{name}",
        "half_": "{name}",
        "h_title": "Hand #{n} ({rules}), button: {name}",
        "posts": "{name} posts {kind} {chips}", "you_posts": "You post {kind} {chips}",
        "k_small blind": "small blind", "k_big blind": "big blind", "k_post": "big blind",
        "k_dead": "dead small blind",
        "street": "*** {street} *** {cards}", "board": "*** board *** {cards}",
        "a_fold": "{name} folds", "you_a_fold": "You fold",
        "a_check": "{name} checks", "you_a_check": "You check",
        "a_call": "{name} calls {chips}", "you_a_call": "You call {chips}",
        "a_bet": "{name} bets {to}", "you_a_bet": "You bet {to}",
        "a_raise": "{name} raises to {to}", "you_a_raise": "You raise to {to}",
        "all_in_tail": " (all-in)",
        "pot_won": "{pot} {chips}: {won} ({how})",
    },
    ja={
        "fold": "フォルド", "check": "チェック", "call": "コール", "call_n": "コール {n}",
        "bet": "ベット", "bet_n": "ベット {n}", "raise": "レイズ", "raise_n": "{n}にレイズ",
        "all_in": "オールイン", "deal": "次のハンドを配る", "hint": "ヒント",
        "hint_tip": "ランダムなハンドを相手にしたときのポットの取り分", "amount": "額",
        "older": "◀ 前", "newer": "次 ▶",
        "show_box": "ショーダウンで負けていてもハンドを見せる（マックしない）",
        "you_name": "あなた",
        "header": "<b>{rules}</b> — あなたはテーブルの下側の{name}です",
        "header_you": "<b>{rules}</b> — あなたの席はテーブルの下側です",
        "rules": "オマハハイロー（8以下）、{betting}",
        "limit": "リミット {small}/{big}", "pot-limit": "ポットリミット {small}/{big}",
        "no-limit": "ノーリミット {small}/{big}",
        "history_title": "<b>ハンドヒストリー</b>（最近{n}ハンド）",
        "page": "{pages}ハンド中{page}番目（新しい順）",
        "no_history": "まだ終わったハンドはありません",
        "preflop": "プリフロップ", "flop": "フロップ", "turn": "ターン", "river": "リバー",
        "showdown": "ショーダウン", "over": "終了",
        "title": "ハンド#{n}・{street}",
        "status_turn": "ハンド#{n}、{street}：<b>あなたの番</b> — {choices}",
        "status_wait": "ハンド#{n}、{street}：{name}の番",
        "status_over": "ハンド#{n}は終わりました。<b>次のハンドを配る</b>を押してください。",
        "status_out": "（あなたはこのハンドに参加していません）",
        "n_fold": "フォルド", "n_check": "チェック", "n_call": "コール {chips}",
        "n_bet": "ベット {to}", "n_raise": "レイズ 計{to}", "n_mucks": "マック",
        "st_out": "チップなし", "st_sitting_out": "休み中",
        "st_waiting": "ビッグブラインド待ち", "st_will_post": "ポストして参加",
        "st_next": "次のハンドから参加",
        "no_decision": "いまは決めることがありません。ヒントはあなたの番に使えます",
        "hint_text": "<b>ヒント：</b>{against}を相手にすると、あなたのハンドは平均でポットの"
                     "<b>{equity:.1%}</b>{err}を取ります（ハイ {high:.1%} + ロー {low:.1%}、"
                     "スクープ {scoop:.1%}）— {method}。",
        "against_1": "ランダムな1ハンド", "against_n": "ランダムな{n}ハンド",
        "method_exact": "厳密計算：相手のハンドすべて（{deals:,}通り）",
        "method_mc": "モンテカルロ法：相手の手札と残りのボードを{deals:,}回ランダムに配った推定"
                     "（±は標準誤差）",
        "check_free": "チェックならチップはかかりません。",
        "pot_odds": "{pot}のポットに{call}をコールするなら、コール後のポットの{need:.1%}の"
                    "取り分が必要です（{call} / {total}）。",
        "yardstick": "<i>残っているプレーヤーはふつうランダムより強いハンドを持っています。"
                     "目安として使ってください。</i>",
        "res_title": "<b>ハンド#{n}</b> — ボード {board}",
        "shows": "{name}がショー {cards}：{hands}",
        "you_shows": "あなたがショー {cards}：{hands}",
        "mucks": "{name}はマック {cards}（{hands}）",
        "you_mucks": "あなたはマック {cards}（{hands}）",
        "mucked_note": "<i>マックしたハンドは学習のためにここでだけ見せています。実際のテーブルでは"
                       "見せずに捨てられます。</i>",
        "hands_hl": "ハイ {high}、ロー {low}", "hands_h": "ハイ {high}、ローなし",
        "uncalled": "コールされなかった{chips}は{name}に戻りました",
        "wins": "{name}が{chips}を獲得", "you_wins": "あなたが{chips}を獲得", "list_sep": "、",
        "pot_line": "{pot} {chips}（{how}）",
        "how_uncontested": "争う相手なし", "how_high": "ハイのみ（条件を満たすローなし）",
        "how_high-low": "ハイとローで分割", "how_scoop": "スクープ",
        "half_high": "{name}（ハイ）", "half_low": "{name}（ロー）", "half_scoop": "{name}",
        "half_": "{name}",
        "h_title": "ハンド#{n}（{rules}）、ボタン：{name}",
        "posts": "{name}が{kind} {chips}をポスト", "you_posts": "あなたが{kind} {chips}をポスト",
        "k_small blind": "スモールブラインド", "k_big blind": "ビッグブラインド",
        "k_post": "ビッグブラインド", "k_dead": "デッドのスモールブラインド",
        "street": "*** {street} *** {cards}", "board": "*** ボード *** {cards}",
        "a_fold": "{name}がフォルド", "you_a_fold": "あなたがフォルド",
        "a_check": "{name}がチェック", "you_a_check": "あなたがチェック",
        "a_call": "{name}がコール {chips}", "you_a_call": "あなたがコール {chips}",
        "a_bet": "{name}がベット {to}", "you_a_bet": "あなたがベット {to}",
        "a_raise": "{name}がレイズ 計{to}", "you_a_raise": "あなたがレイズ 計{to}",
        "all_in_tail": "（オールイン）",
        "pot_won": "{pot} {chips}：{won}（{how}）",
    })

_STATUS_KEYS = {"out of chips": "st_out", "sitting out": "st_sitting_out",
                "waiting for the big blind": "st_waiting", "will post": "st_will_post",
                "playing": "st_next"}


def folded_seats(hand: OmahaHand) -> frozenset[int]:
    """The seats that have folded, at this moment, as the hand's seat view says (a fold made
    in the betting round being played included).

    >>> from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4
    >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3)
    >>> for s, name in enumerate(["Ann", "Bob", "Cho"]):
    ...     t.sit(s, name, 100)
    >>> h = t.start_hand(button=0); t.fold()
    >>> sorted(folded_seats(h))
    [0]
    """
    return hand.view().folded


def betting_name(betting: BettingRules, lang: str = "en") -> str:
    """The betting structure and sizes in words.

    >>> from pokerlib.betting import LIMIT_2_4
    >>> betting_name(LIMIT_2_4), betting_name(LIMIT_2_4, "ja")
    ('limit 2/4', 'リミット 2/4')
    """
    if betting.structure is Structure.LIMIT:
        small, big = betting.small_bet, betting.big_bet
    else:
        small, big = betting.small_blind, betting.big_blind
    return MESSAGES(betting.structure.value, lang, small=small, big=big)


def showdown_readings(record: HandRecord) -> dict[int, HandReading]:
    """Every hand that reached the showdown, shown or mucked, by seat, as the record keeps
    them (a mucked hand keeps its reading; every player may see the cards used at the
    showdown)."""
    return {h.seat: h.reading for h in record.showdown}


def omaha_table_view(table: OmahaTable, seat: int | None = None,
                     lang: str = "en", sees: HandSeatView | None = None) -> TableView:
    """What ``seat`` sees of ``table`` now, for the drawn table: every seated player's stack
    and chips in front, the seat's own cards (the others face down until shown at the
    showdown), the button and blinds, who is to act and their last action this street, the
    pot, and at the end each pot with who won which half and with which hand. ``sees`` is the
    hand's view of ``seat`` when the caller has taken it already.

    >>> from pokerlib.omaha import OMAHA_HILO_LIMIT_2_4
    >>> t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=3)
    >>> for s, name in enumerate(["Ann", "Bob", "Cho"]):
    ...     t.sit(s, name, 100)
    >>> _ = t.start_hand(button=0)
    >>> view = omaha_table_view(t, seat=0)
    >>> [(x.name, x.stack, x.in_front, x.blind, x.to_act) for x in view.seats]
    [('Ann', 100, 0, '', True), ('Bob', 99, 1, 'SB', False), ('Cho', 98, 2, 'BB', False)]
    """
    check_lang(lang)
    h = table.hand
    names = table.names
    if h is None:
        return TableView(tuple(SeatView(names[s], table.stacks[s], you=s == seat)
                               for s in names), lang=lang)
    if sees is None:
        sees = h.view(seat)   # the engine decides which cards this seat may see
    detail = sees.detail
    assert isinstance(detail, OmahaDetail), "an Omaha seat view"
    folded = sees.folded
    rec = h.record
    shown = detail.readings
    mucked = detail.mucked
    won = rec.winners if rec is not None else {}
    street = h.round.street if h.round is not None else "preflop"
    last: dict[int, str] = {}
    for a in h.actions:
        if a.street == street or a.kind is ActionKind.FOLD:
            last[a.player] = _action_note(a.kind, a.added, a.to, lang)
    seats = []
    for s in names:
        if s not in h.seats:
            seats.append(SeatView(names[s], table.stacks[s], you=s == seat, out=True,
                                  note=MESSAGES(_STATUS_KEYS.get(detail.status[s], "st_next"),
                                                lang)))
            continue
        note = last.get(s, "") if rec is None else ""
        if s in shown and s not in mucked:
            r = shown[s]
            note = r.high.describe(lang) + (f" · {r.low.describe(lang)}" if r.low else "")
        elif s in mucked:
            note = MESSAGES("n_mucks", lang)
        elif s in folded:
            note = MESSAGES("n_fold", lang)
        seats.append(SeatView(
            names[s], table.stacks[s], in_front=sees.in_front[s],
            cards=sees.cards.get(s, ()), face_down=sees.face_down.get(s, 0),
            folded=s in folded, all_in=s in detail.all_in,
            to_act=sees.to_act == s, button=sees.button == s,
            blind="SB" if s == sees.small_blind else "BB" if s == sees.big_blind else "",
            you=s == seat, note=note, won=won.get(s, 0)))
    if rec is None:
        title = MESSAGES("title", lang, n=h.number, street=MESSAGES(street, lang))
        return TableView(tuple(seats), board=sees.board, pot=sees.pot, title=title, lang=lang)
    title = MESSAGES("title", lang, n=h.number,
                     street=MESSAGES("showdown" if rec.shown else "over", lang))
    readings = showdown_readings(rec)   # mucked hands too: the course shows them for learning
    pots, notes = settled_pots(
        rec.settlement, dict(rec.names), lang, hilo=True,
        high={s: r.high.describe(lang) for s, r in readings.items()},
        low={s: r.low.describe(lang) for s, r in readings.items() if r.low is not None})
    return TableView(tuple(seats), board=sees.board, pots=pots, title=title, notes=notes,
                     lang=lang)


def _action_note(kind: str, added: int, to: int, lang: str) -> str:
    return MESSAGES(f"n_{kind}", lang, chips=added, to=to)
