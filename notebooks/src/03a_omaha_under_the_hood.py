"""Source of notebooks/03a_omaha_under_the_hood.ipynb and its Japanese edition (run this, then
`make notebooks`): lesson 03's appendix — hand-history files, the betting engine, where
pokerlib and PokerKit differ, and notes for teachers."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, md, write

RULES_EN, RULES_JA = "[docs/rules.md](../docs/rules.md)", "[docs/rules.ja.md](../../docs/rules.ja.md)"
PHH_EN, PHH_JA = "[docs/phh.md](../docs/phh.md)", "[docs/phh.ja.md](../../docs/phh.ja.md)"

cells = [
    md(en="""
    # Appendix 03a — Omaha under the hood

    The appendix of [lesson 03](03_omaha_hi_lo.ipynb), for the curious and for teachers. You
    do not need it to play. Here you will

    * read the **hand-history files** that hold the course's worked examples, and replay them;
    * drive one **betting round** on its own, the engine under every table;
    * check "the nuts" by scoring every possible hand, and see who is ahead (**equity**);
    * run a seeded session of bots, and split a **side pot** high/low;
    * see where `pokerlib` and **PokerKit** (another poker library) disagree, and why;
    * add a worked example of your own (*For teachers*).
    """, ja=("""
    # 付録 03a — オマハの仕組み

    [レッスン 03](03_omaha_hi_lo.ipynb)の付録で、興味のある人と教える人のためのものです。
    プレーするだけなら必要ありません。ここでは次のことをします。

    * コースの例題を収めた**ハンドヒストリーのファイル**を読み、再現する
    * すべてのテーブルの土台である**ベッティングラウンド**を単独で動かす
    * 可能なハンドをすべて評価して「ナッツ」を確かめ、誰が有利か（**エクイティ**）を見る
    * 乱数を固定したボットのセッションを動かし、**サイドポット**をハイとローに分ける
    * `pokerlib` と **PokerKit**（別のポーカーライブラリ）の違いと、その理由を知る
    * 自分の例題を加える（*教える人のために*）
    """)),
    RUN_ALL_FIRST,
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    import numpy as np
    from fractions import Fraction
    from itertools import combinations
    from pokerlib import phh
    from pokerlib.betting import LIMIT_2_4, NO_LIMIT_1_2, POT_LIMIT_1_2, BettingRound, BettingRules
    from pokerlib.cards import parse_cards
    from pokerlib.errors import PokerError
    from pokerlib.evaluate import omaha_batch
    from pokerlib.omaha import (OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2, OmahaRules,
                                OmahaTable, SimpleBot, read_hand, stacked_deck)
    from pokerlib.equity import equity_hilo, equity_hilo_vs_random
    from pokerlib.omaha.simple_rule import share_of, simple_rule_cost
    from pokerlib.course.charts import hilo_equity_chart, pot_split_chart, stack_chart
    from pokerlib.pots import settle
    from pokerlib.course.timeline import hand_timeline
    from pokerlib.course.widgets import HiLoEquityExplorer
    from pokerlib.course import language
    from pokerlib.lang import pad, you
    LANG = language()
    """),
    md(en="""
    ## Hand-history files

    The course's worked examples are files in `pokerlib/data/examples/`, written in the
    **PHH** format (Poker Hand History, the open standard of the PokerKit authors;
    """ + PHH_EN + """ describes it). Here is the scoop of lesson 03, played heads-up:
    """, ja=("""
    ## ハンドヒストリーのファイル

    コースの例題は `pokerlib/data/examples/` にあるファイルで、**PHH**（Poker Hand History。
    PokerKitの作者たちによる公開の標準形式。""" + PHH_JA + """ で説明しています）で書かれて
    います。レッスン 03 のスクープを、ヘッズアップでプレーしたファイル:
    """)),
    code("""
    print(phh.example_text("omaha_nuts_both_ways", LANG))
    """),
    md(en="""
    A file names the game (`FO/8`: limit Omaha hi/lo), the blinds, bet sizes and starting
    stacks, then every action in order:

    * `d dh p2 AdKd3s2s` — the dealer deals hole cards to player 2 (`????` for unknown cards);
    * `d db Jd4d3c` — the dealer deals board cards;
    * `p2 cc` — check or call; `p2 cbr 2` — bet or raise **to** 2 (the player's total in this
      round); `p2 f` — fold;
    * `p2 sm AdKd3s2s` — show; `p1 sm` alone — muck.

    Players are numbered by position: `p1` sits left of the button; heads-up, `p1` is the
    big blind. `finishing_stacks` is how the hand should end, and `#` starts a comment.
    `phh.replay_example` plays the file on an `OmahaTable` and checks those stacks.

    > **Course decision** (from lesson 03): heads-up, the button posts the small blind, acts
    > first before the flop and last after it (see """ + RULES_EN + """).
    """, ja=("""
    ファイルには、ゲーム（`FO/8` はリミットのオマハハイロー）、ブラインド、ベット額、最初の
    スタックを書き、その後にすべてのアクションを順に並べます:

    * `d dh p2 AdKd3s2s` — ディーラーがプレーヤー2にホールカードを配る（分からないカードは `????`）
    * `d db Jd4d3c` — ディーラーがボードのカードを配る
    * `p2 cc` — チェックまたはコール。`p2 cbr 2` — 2**まで**ベットまたはレイズ（そのラウンドの
      合計額）。`p2 f` — フォルド
    * `p2 sm AdKd3s2s` — カードを見せる。`p1 sm` だけならマック

    プレーヤーは位置で番号を付けます。`p1` はボタンの左で、ヘッズアップでは `p1` がビッグ
    ブラインドです。`finishing_stacks` はハンドの終わりのスタック、`#` の後はコメントです。
    `phh.replay_example` はファイルを `OmahaTable` でプレーし、そのスタックと照らし合わせます。

    > **コースの決めごと**（レッスン 03 から）: ヘッズアップ（2人）では、ボタンがスモール
    > ブラインドを賭け、プリフロップでは最初に、フロップ以降は最後にアクトします
    >（""" + RULES_JA + """）。
    """)),
    code("""
    scoop = phh.replay_example("omaha_nuts_both_ways")
    print(scoop)
    scoop.ok
    """),
    md(en="""
    The same hand played by hand at a table, with the file's cards stacked on the deck, ends
    with the same stacks (Bob in seat 0, Ann on the button in seat 1):
    """, ja=("""
    同じハンドを、ファイルのカードを積んだデッキでテーブルで1手ずつプレーしても、同じスタックで
    終わります（Bobが席0、Annが席1でボタン）:
    """)),
    code("""
    deal = scoop.hand        # the hand the file replayed: its hole cards and board
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
    t.sit(0, "Bob", 100)
    t.sit(1, "Ann", 100)
    t.start_hand(deck=stacked_deck({0: deal.hole[0], 1: deal.hole[1]}, deal.board,
                                   button=1, seats=[0, 1]), button=1)
    t.call(); t.check()                      # preflop: Ann completes, Bob checks his option
    t.check(); t.bet(2); t.call()            # flop: Bob checks, Ann bets, Bob calls
    t.check(); t.bet(4); t.call()            # turn
    t.check(); t.bet(4); t.call()            # river
    t.stacks == scoop.game.stacks
    """, ja={'# the hand the file replayed: its hole cards and board': '# ファイルが再生したハンド（ホールカードとボード）', '# preflop: Ann completes, Bob checks his option': '# プリフロップ: Ann がコンプリートし、Bob はオプションでチェック', '# flop: Bob checks, Ann bets, Bob calls': '# フロップ: Bob がチェック、Ann がベット、Bob がコール', '# turn': '# ターン', '# river': '# リバー'}),
    md(en="""
    A file may stop before the end. `omaha_limit_cap` is the article's $2/$4 round and stops
    at the small blind's decision; `replay_example(name, stop=k)` replays only the first `k`
    actions (the first five deal the cards), so you can step through it:
    """, ja=("""
    ファイルは途中で終わってもかまいません。`omaha_limit_cap` は記事の2/4ドルのラウンドで、
    スモールブラインドの判断の前で終わります。`replay_example(name, stop=k)` は最初の `k` 個の
    アクションだけを再現するので（最初の5つはカードを配るアクション）、1手ずつ進められます:
    """)),
    code("""
    for k in range(5, 9):
        step = phh.replay_example("omaha_limit_cap", stop=k)
        print(f"{step.history.actions[k - 1]!r:20} {step.to_act}: {step.game.legal_actions().describe()}")
    """),
    md(en="A file that stops early is never reported as a finished hand; its table is ready to "
          "play on:",
       ja=("途中で終わるファイルは、終わったハンドとしては報告されません。そのテーブルで続きを"
          "プレーできます:")),
    code("""
    cap = phh.replay_example("omaha_limit_cap")
    print(cap.complete, cap.to_act)
    cap.game.raise_to(8)    # the small blind caps the round
    cap.game.legal_actions().describe()
    """, ja={'# the small blind caps the round': '# スモールブラインドがこのラウンドの上限（キャップ）までレイズ'}),
    md(en="""
    ## One betting round on its own

    Every table runs its betting through `BettingRound` (in `pokerlib/betting.py`). A round can
    be built by hand: the players in the order they act, the chips each has **behind**, the
    chips already **in front** (the blinds), and the bet to match. This helper builds the
    preflop round of four players, first to act under the gun:
    """, ja=("""
    ## ベッティングラウンドを単独で

    どのテーブルも、ベットは `BettingRound`（`pokerlib/betting.py`）で進めます。ラウンドは
    手で作ることもできます。アクトする順のプレーヤー、各自の手元のチップ、すでに**前に出ている**
    チップ（ブラインド）、合わせるべきベットを渡します。次の関数は、4人のプリフロップの
    ラウンドを、アンダーザガンが最初にアクトする状態で作ります:
    """)),
    code("""
    def first_to_act(rules):
        order = ["UTG", "BTN", "SB", "BB"]
        stacks = {p: 100 for p in order}
        stacks["SB"] -= rules.small_blind
        stacks["BB"] -= rules.big_blind
        return BettingRound(rules, "preflop", order, stacks,
                            {"SB": rules.small_blind, "BB": rules.big_blind},
                            current_bet=rules.big_blind)

    for rules in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2):
        print(pad(rules.describe(), 20), first_to_act(rules).legal_actions().describe())
    """),
    md(en="""
    `legal_actions()` gives exact amounts; bets and raises are **totals** ("raise to 7"). The
    pot-limit maximum is *current bet + pot + all bets on the table + the call*:
    2 + 0 + (1 + 2) + 2 = 7. On the flop, with 12 chips in the pot:
    """, ja=("""
    `legal_actions()` は正確な額を返します。ベットとレイズの額は**合計**です（「7まで
    レイズ」）。ポットリミットの上限は「現在のベット＋ポット＋テーブル上のすべてのベット＋
    コール額」で、2 + 0 + (1 + 2) + 2 = 7 です。フロップで、ポットが12のとき:
    """)),
    code("""
    for rules in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2):
        r = BettingRound(rules, "flop", ["SB", "BB", "UTG"], {"SB": 96, "BB": 96, "UTG": 96},
                         pot=12)
        print(pad(rules.describe(), 20), r.legal_actions().describe())
    """),
    md(en="""
    The article's $2/$4 round, step by step: you call the big blind, two players raise, the
    button folds, and the small blind may call by adding $5 or cap by adding $7:
    """, ja=("""
    記事の2/4ドルのラウンドを1手ずつ: あなたがビッグブラインドにコールし、2人がレイズ、
    ボタンがフォルド。スモールブラインドは5ドルを入れてコールするか、7ドルを入れてキャップ
    できます:
    """)),
    code("""
    players = [you(LANG), "MP", "CO", "BTN", "SB", "BB"]
    stacks = {p: 100 for p in players}
    stacks["SB"], stacks["BB"] = 99, 98
    r = BettingRound(LIMIT_2_4, "preflop", players, stacks, {"SB": 1, "BB": 2})
    r.call(); r.raise_to(4); r.raise_to(6); r.fold()
    for a in r.actions:
        print(a)
    sb_may = r.legal_actions().describe()
    print("SB:", sb_may)
    """),
    md(en="These are the same choices the file `omaha_limit_cap` gave at the small blind's turn:",
       ja=("ファイル `omaha_limit_cap` のスモールブラインドの番と同じ選択肢です:")),
    code("""
    phh.replay_example("omaha_limit_cap").game.legal_actions().describe() == sb_may
    """),
    md(en="""
    After the small blind raises to 8 the round holds one bet and three raises. A fifth bet is
    refused with a sentence that says what is allowed, and nothing changes:
    """, ja=("""
    スモールブラインドが8にレイズすると、このラウンドは1回のベットと3回のレイズでいっぱいです。
    5回目のベットは、何ができるかを説明する文で断られ、何も変わりません:
    """)),
    code("""
    r.raise_to(8)
    try:
        r.raise_to(10)
    except PokerError as refused:
        print(refused)
    r.bets_made, r.current_bet
    """),
    md(en="""
    ### All-in for less

    > **Course decision:** in no-limit the smallest bet is the big blind, a raise at least the
    > last full raise (see """ + RULES_EN + """).

    So in no-limit an all-in short of a full raise does **not** reopen the betting for a player
    who already acted: A bets 10, B calls, C is all-in for 15 (a raise of only 5); A may call
    or fold, not raise:
    """, ja=("""
    ### 足りない額でのオールイン

    > **コースの決めごと:** ノーリミットのベットの下限はビッグブラインド、レイズの下限は
    > 直前のレイズの額です（""" + RULES_JA + """）。

    そのためノーリミットでは、レイズ1回分に足りないオールインは、すでにアクトしたプレーヤーの
    ベットを**再開しません**。Aが10をベットし、Bがコール、Cが15でオールイン（レイズは5だけ）。
    Aはコールかフォルドだけで、レイズはできません:
    """)),
    code("""
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 100, "C": 15})
    r.bet(10); r.call(); r.all_in()
    r.legal_actions().describe()
    """),
    md(en="""
    > **Course decision:** in limit, an all-in of at least half a bet counts as a full raise
    > and reopens the betting; the cap of one bet and three raises applies heads-up too (see
    > """ + RULES_EN + """).

    On the turn ($4 bets) an all-in for 6 over A's 4 is half a bet more, so A may raise again:
    """, ja=("""
    > **コースの決めごと:** リミットでは、ベット額の半分以上のオールインはレイズ1回と数え、
    > ベットを再開します。1回のベットと3回のレイズのキャップは、ヘッズアップでも同じです
    > （""" + RULES_JA + """）。

    ターン（ベットは4ドル）で、Aの4に対する6のオールインはベット額の半分以上の増額なので、
    Aは再びレイズできます:
    """)),
    code("""
    r = BettingRound(LIMIT_2_4, "turn", ["A", "B", "C"], {"A": 100, "B": 100, "C": 6})
    r.bet(4); r.call(); r.all_in()
    r.legal_actions().describe()
    """),
    md(en="""
    ## The nuts, by brute force

    Lesson 03 called A♦ K♦ 3♠ 2♠ on J♦ 4♦ 3♣ Q♦ 5♥ the nuts both ways. `omaha_batch` (the fast
    evaluator in `pokerlib/evaluate/omaha_fast.py`) scores every four-card hand that could be
    dealt with this board; none beats either half:
    """, ja=("""
    ## ナッツを総当たりで確かめる

    レッスン 03 では、J♦ 4♦ 3♣ Q♦ 5♥ の A♦ K♦ 3♠ 2♠ をハイもローもナッツと呼びました。
    `omaha_batch`（`pokerlib/evaluate/omaha_fast.py` の高速な評価関数）で、このボードで配られ得る
    4枚のハンドをすべて評価します。どちらの半分でも、これに勝つハンドはありません:
    """)),
    code("""
    article = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    board = parse_cards("Jd 4d 3c Qd 5h")
    rest = [c for c in range(52) if c not in board]
    every_hand = np.array(list(combinations(rest, 4)))
    high, low = omaha_batch(every_hand, np.array(board))
    len(every_hand), bool(high.max() == article.high.score), bool(low.max() == article.low.score)
    """),
    md(en="""
    ## Equity: who is ahead

    **Equity** is a player's average share of the pot over every way the remaining cards can
    come; `equity_hilo` splits it into the high and the low half:
    """, ja=("""
    ## エクイティ: 誰が有利か

    **エクイティ**とは、残りのカードのあらゆる出方で平均した、ポットの取り分です。
    `equity_hilo` はそれをハイハーフとローハーフの分に分けます:
    """)),
    code("""
    print(equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"]))
    """),
    md(en="""
    A-2-3-K leads although A-K-Q-J wins more of the high half: A-K-Q-J can never make a low.
    Add 8♣ 7♣ 6♥ 5♦ and deal a flop:
    """, ja=("""
    ハイハーフではA-K-Q-Jの方が多く勝つのに、A-2-3-Kが有利です。A-K-Q-Jは決してローを作れない
    からです。8♣ 7♣ 6♥ 5♦ を加えて、フロップを配ります:
    """)),
    code("""
    flop = "4d 5s 9h"
    hands = ["As 2s 3d Kd", "Ah Kh Qc Jc", "8c 7c 6h 5d"]
    hilo_equity_chart(equity_hilo(hands, board=flop), lang=LANG)
    plt.show()
    """),
    md(en="""
    Every low 8-7-6-5 could make, A-2-3-K beats, so 8-7-6-5 plays for the high half only. Try
    your own hands, board and dead cards:
    """, ja=("""
    8-7-6-5が作れるローにはすべてA-2-3-Kが勝つので、8-7-6-5が狙えるのはハイハーフだけです。
    自分でハンド、ボード、使われないカードを入れて試しましょう:
    """)),
    code("""
    explorer = HiLoEquityExplorer(hands[:2], board=flop, lang=LANG)
    explorer.widget
    """, tags=["nbval-ignore-output"]),
    md(en="""
    ## The starting-hand rule, measured

    Lesson 03's rule is judged by each kind of starting hand's share of the pot against
    random hands. Exactly, that is every opponent hand and every board: for one hand against
    one opponent, C(48, 4) × C(44, 5) = 194,580 × 1,086,008 showdowns, and against three
    some 10^17, for each of 16,432 kinds. So the shares are estimated, from 24,000,000 seeded
    deals (`python -m pokerlib regenerate omaha-starting-hands`, a few CPU-minutes), and
    each kind's share carries a standard error, about 0.01 for a typical kind. One hand,
    beside a fresh estimate by `equity_hilo_vs_random` (another function, other deals); the
    test `tests/test_omaha_simple_rule.py` compares a few more:
    """, ja=("""
    ## スターティングハンドの目安を測る

    レッスン 03 の目安は、各種類のスターティングハンドがランダムなハンドを相手にしたときのポットの
    取り分で判断します。厳密に数えるには、相手のあらゆるハンドとあらゆるボードが必要です。
    1人の相手でも1つのハンドにつき C(48, 4) × C(44, 5) = 194,580 × 1,086,008 回、3人なら
    約10^17 回のショーダウンを、16,432種類それぞれについて数えることになります。そこで取り分は、
    乱数を固定した24,000,000回の配札から推定しました（`python -m pokerlib regenerate
    omaha-starting-hands`、数CPU分）。各種類の取り分には、典型的な種類で約0.01の標準誤差が
    あります。1つのハンドについて、別の関数 `equity_hilo_vs_random` による別の配札での推定と
    比べます（テスト `tests/test_omaha_simple_rule.py` はさらにいくつか比べます）:
    """)),
    code("""
    share, stderr = share_of("Ah 2s 3d Kc")
    fresh = equity_hilo_vs_random("Ah 2s 3d Kc", opponents=3, samples=20_000, seed=5).hero
    round(share, 3), round(stderr, 3), round(fresh.equity, 3), round(fresh.stderr, 3)
    """),
    md(en="""
    Noise in the shares also blurs which hands the best choice plays: a kind just above a
    quarter may truly be just below. Those kinds are worth almost nothing either way, so the
    cost stays close; its standard error treats each kind's share as an independent
    estimate. The same rule heads-up (one random opponent, so the fair share is a half), in
    stakes a hand: the best choice's gain, the rule's cost and its standard error:
    """, ja=("""
    取り分の誤差は、最善の選択がどのハンドをプレーするかもぼかします。4分の1をわずかに上回る
    種類が、本当はわずかに下回っているかもしれません。そうした種類はどちらを選んでもほとんど
    差がないので、損失はあまり変わりません。損失の標準誤差は、各種類の取り分を独立な推定として
    扱っています。同じ目安をヘッズアップ（ランダムな相手1人、公平な取り分は2分の1）で使うと、
    一局あたり（自分が入れる額を単位として）最善の選択の得、目安の損失とその標準誤差は:
    """)),
    code("""
    heads_up = simple_rule_cost(opponents=1)
    round(heads_up.optimal_ev, 4), round(heads_up.cost, 4), round(heads_up.cost_se, 4)
    """),
    md(en="""
    ## The table from code

    An `OmahaTable` plays whole sessions. Here `SimpleBot` (seeded: it plays low cards and
    pairs, bets made hands and folds weak ones) plays all four seats for up to 40 hands of
    pot-limit; the chart follows every stack, and the total never changes:
    """, ja=("""
    ## コードからテーブルを動かす

    `OmahaTable` はセッションを通してプレーできます。ここでは乱数を固定した `SimpleBot`
    （低いカードとペアでプレーし、できたハンドでベットし、弱いハンドはフォルドします）が
    4席すべてで、ポットリミットを最大40ハンドプレーします。グラフは各スタックを追い、
    合計は変わりません:
    """)),
    code("""
    t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=4, seed=11)
    for s, name in enumerate(["Ann", "Bob", "Cy", "Dee"]):
        t.sit(s, name, 200)
    bot = SimpleBot(seed=3)
    for _ in range(40):
        if sum(v > 0 for v in t.stacks.values()) < 2:
            break
        t.start_hand()
        while t.to_act is not None:
            bot.act(t)
    print(t.hands_played, t.stacks, t.total_chips())
    stack_chart(t.stack_history, t.names, lang=LANG)
    plt.show()
    """),
    md(en="""
    The table keeps its last 50 hands (`history_page(0)` is the latest). `hand_timeline` turns
    one into the rows lesson 03's chart draws: the pot, every stack, and what happened:
    """, ja=("""
    テーブルは最後の50ハンドを覚えています（`history_page(0)` が最新）。`hand_timeline` は
    その1つを、レッスン 03 のグラフが描く行に変えます。ポット、各スタック、起きたこと:
    """)),
    code("""
    for label, pot, stacks, _street in hand_timeline(t.history_page(0), LANG):
        print(f"{pot:3}  {stacks}  {label}")
    """),
    md(en="""
    ## Where pokerlib and PokerKit differ

    PokerKit, by the authors of the PHH format, reads the same files. The tests
    (`tests/test_phh_crosscheck.py`) replay thousands of random hands in both programs. Where
    the course's rules and PokerKit's conventions differ, """ + PHH_EN + """ lists every case;
    the ones a learner meets most:

    | situation | the course (""" + RULES_EN + """) | PokerKit |
    |---|---|---|
    | odd chips among three tied winners | one each from the left of the button (17: 6/6/5) | all to the first winner (7/5/5) |
    | a side pot whose players have no low | the best high takes it | halved when anyone at the table has a low |
    | "fixed-limit" Omaha hi/lo | a cap of one bet and three raises | its class plays pot-limit sizes |
    | a limit all-in of half a bet | reopens the betting | "short all-in cannot be raised" |
    | a winning hand mucked | the software awards it anyway | the muck gives the pot up |
    | a big blind all-in for less | callers match the full blind | callers match the chips posted |
    | heads-up with equal blinds | the button acts first preflop | the file is refused |

    Three of them with `pokerlib`. A pot of 17 among three tied winners (Dee folded after
    putting in 2):
    """, ja=("""
    ## pokerlib と PokerKit の違い

    PHH形式の作者たちによる PokerKit も、同じファイルを読めます。テスト
    （`tests/test_phh_crosscheck.py`）は何千ものランダムなハンドを両方で再現します。コースの
    ルールと PokerKit の取り決めが違う場合は """ + PHH_JA + """ にすべて挙げてあります。
    よく出会うもの:

    | 場面 | コース（""" + RULES_JA + """） | PokerKit |
    |---|---|---|
    | 3人が同点のときの端数のチップ | ボタンの左から1枚ずつ（17なら6/6/5） | すべて最初の勝者へ（7/5/5） |
    | プレーヤーの誰もローを持たないサイドポット | 最高位のハイが獲得 | テーブルの誰かにローがあれば半分に分ける |
    | 「フィックストリミット」のオマハハイロー | 1回のベットと3回のレイズでキャップ | ポットリミットの額でプレーする |
    | リミットでベット額の半分のオールイン | ベットを再開する | 「足りないオールインにはレイズできない」 |
    | 勝っているハンドをマック | ソフトウェアがそれでもポットを与える | マックはポットを放棄したことになる |
    | ビッグブラインドが足りない額でオールイン | コールする額はビッグブラインドの全額 | ポストされた額だけ |
    | ブラインドが同額のヘッズアップ | プリフロップはボタンが最初 | ファイルを受け付けない |

    そのうち3つを `pokerlib` で見ます。3人が同点で17のポット（Deeは2を入れてフォルド）:
    """)),
    code("""
    settle({"Ann": 5, "Bob": 5, "Cy": 5, "Dee": 2}, folded=["Dee"], order=["Ann", "Bob", "Cy", "Dee"],
           high={"Ann": 100, "Bob": 100, "Cy": 100}).payouts
    """),
    md(en="""
    A **side pot** (made by an all-in for less) is split on its own: only Ann has a low, but
    she is all-in for 10, so the side pot goes whole to the best high:
    """, ja=("""
    **サイドポット**（少ない額でのオールインでできます）は、それだけで分けます。ローがあるのは
    Annだけですが、Annは10でオールインしているので、サイドポットはすべて最高位のハイに
    渡ります:
    """)),
    code("""
    board = "3h 4h 5c Kh 7s"
    hands = {"Ann": "7d 8d 9c 9d", "Bob": "Kc Ks Jc Jd", "Cy": "Qc Qd Tc Td"}
    reads = {p: read_hand(h, board) for p, h in hands.items()}
    side = settle({"Ann": 10, "Bob": 30, "Cy": 30}, order=["Bob", "Cy", "Ann"],
                  high={p: r.high for p, r in reads.items()},
                  low={p: r.low for p, r in reads.items()})
    pot_split_chart(side, lang=LANG)
    plt.show()
    """),
    md(en="""
    > **Course decision:** a big blind who is all-in for less than a full blind still makes
    > the full blind the bet to call (card-room practice; the articles do not cover it). In a
    > $4/$8 game (blinds $2/$4) the big blind has only 3 chips; what the big blind posted, and
    > what the player under the gun must add to call:
    """, ja=("""
    > **コースの決めごと:** ビッグブラインドが1回分に足りない額でオールインしても、コールする
    > 額はビッグブラインドの全額です（カードルームの慣習。記事には書かれていません）。
    > 4/8ドルのゲーム（ブラインド2/4ドル）でビッグブラインドが3チップしか持っていないとき、
    > ビッグブラインドがポストした額と、アンダーザガンがコールに足す額:
    """)),
    code("""
    t = OmahaTable(OmahaRules(BettingRules.limit(4, 8)), seats=4)
    for seat, chips in enumerate([100, 100, 3, 100]):
        t.sit(seat, "ABCD"[seat], chips)
    h = t.start_hand(button=0)
    h.posts[-1][-1], t.legal_actions().call
    """),
    md(en="""
    The chip the big blind could not post goes to a side pot he cannot win (or comes back
    uncalled), so every chip is still accounted for.

    ## For teachers

    **Adding a worked example.** Copy a file in `pokerlib/data/examples/`, change its stacks,
    cards and actions, and record the `finishing_stacks` you expect (`FO/8` is limit Omaha
    hi/lo; `PO/8` and `NO/8` are pokerlib's codes for pot-limit and no-limit). Check it from a
    terminal:

        python -m pokerlib replay pokerlib/data/examples/omaha_quartered.phh

    (with your file's name). It prints the pots and stacks as JSON and exits with status 0 only when the hand is
    complete and matches its `finishing_stacks`; an illegal action is named by its index and
    text (""" + PHH_EN + """ lists every exit status). A lesson then loads it with
    `phh.replay_example("NAME")`.

    **Changing a lesson.** Lessons are written in `notebooks/src/` (this one in
    `notebooks/src/03a_omaha_under_the_hood.py`), each markdown cell in English and Japanese;
    `make notebooks` writes and runs both editions, and `make test` checks them cell by cell.
    The exercises' checks and hints are in `pokerlib/course/lesson03.py`.

    **The article's figures, recomputed.** The cell below computes, in this order: what the
    small blind adds to call ($5 in the article) and to cap ($7); what a player who missed
    the blinds posts ($3) and how much of it is dead ($1); your share of the pot when another
    player also has A-2 (three quarters); and the high and low of A♦ K♦ 3♠ 2♠ on
    J♦ 4♦ 3♣ Q♦ 5♥ (an ace-high flush and the wheel, the nuts both ways).
    """, ja=("""
    ビッグブラインドがポストできなかった分は、そのプレーヤーが獲得できないサイドポットに
    なるか、コールされなければ戻るので、チップはすべて数が合います。

    ## 教える人のために

    **例題を加える。** `pokerlib/data/examples/` のファイルをコピーし、スタック、カード、
    アクションを変え、期待する `finishing_stacks` を書きます（`FO/8` はリミットのオマハハイロー、
    `PO/8` と `NO/8` はポットリミットとノーリミットを表す pokerlib 独自のコード）。
    ターミナルで確かめます:

        python -m pokerlib replay pokerlib/data/examples/omaha_quartered.phh

    （ファイル名は自分のものに）。ポットとスタックをJSONで表示し、ハンドが最後まであって `finishing_stacks` と一致する
    ときだけ終了ステータス0で終わります。不正なアクションは番号と文字で示されます（終了
    ステータスの一覧は """ + PHH_JA + """）。レッスンでは `phh.replay_example("NAME")` で
    読み込みます。

    **レッスンを変える。** レッスンは `notebooks/src/` に書かれています（このレッスンは
    `notebooks/src/03a_omaha_under_the_hood.py`）。マークダウンのセルは英語と日本語の両方を
    持ち、`make notebooks` が両方の版を書き出して実行し、`make test` がセルごとに確かめます。
    練習問題のチェックとヒントは `pokerlib/course/lesson03.py` にあります。

    **記事の数字を計算し直す。** 次のセルは順に計算します: スモールブラインドがコールに足す額
    （記事では5ドル）とキャップに足す額（7ドル）、ブラインドを逃したプレーヤーがポストする額
    （3ドル）とそのうちデッドの額（1ドル）、他のプレーヤーもA-2を持っているときのあなたの
    ポットの取り分（4分の3）、そして J♦ 4♦ 3♣ Q♦ 5♥ での A♦ K♦ 3♠ 2♠ のハイとロー
    （エースハイフラッシュとウィール。どちらもナッツ）。
    """)),
    code("""
    r = BettingRound(LIMIT_2_4, "preflop", players, {p: 100 for p in players},
                     {"SB": 1, "BB": 2})
    r.call(); r.raise_to(4); r.raise_to(6); r.fold()
    sb = r.legal_actions()
    t3 = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=5)
    for s in range(5):
        t3.sit(s, "ABCDE"[s], 100)

    def check_down(t):
        while t.to_act is not None:
            t.check() if t.legal_actions().check else t.call()

    t3.start_hand(); check_down(t3); t3.sit_out(4)
    for _ in range(3):
        t3.start_hand(); check_down(t3)
    t3.sit_in(4, post=True)
    h3 = t3.start_hand()
    quarter = phh.replay_example("omaha_quartered").pots[0]
    for figure in (sb.call, sb.raise_to[1] - sb.in_front,
                   h3.stacks_before[4] - t3.stacks[4], h3.dead,
                   Fraction(quarter["shares"][you(LANG)], quarter["amount"]),
                   article.high.describe(LANG), article.low.describe(LANG)):
        print(figure)
    """),
    md(en="""
    **Next:** practise what the three games taught, with drills that grade every decision
    exactly — [Lesson 04: practice](04_practice.ipynb).
    """, ja="""
    **次へ:** 3つのゲームで学んだことを、すべての判断を正確に採点するドリルで練習しましょう
    — [レッスン 04: 練習](04_practice.ipynb)。
    """),
]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "03a_omaha_under_the_hood.ipynb", cells)
