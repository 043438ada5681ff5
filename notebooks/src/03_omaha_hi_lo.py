"""Source of notebooks/03_omaha_hi_lo.ipynb and notebooks/ja/03_omaha_hi_lo.ipynb (run this,
then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, button, code, exercise, exercises_and_solutions, md, write

from pokerlib.course.widgets.omaha_view import MESSAGES as OMAHA_TEXT

RULES_EN, RULES_JA = "[docs/rules.md](../docs/rules.md)", "[docs/rules.ja.md](../../docs/rules.ja.md)"

cells = [
    md(en="""
    # Lesson 03 — Omaha Hi/Lo 8-or-better

    Each player gets **four** cards, and every pot is split between the best **high** hand
    and the best **low** hand of 8 or better.

    **You will be able to** follow a hand from the blinds to the showdown, read a hand by the
    **2 + 3 rule**, split a pot high/low, tell what limit, pot-limit and no-limit allow, and play.
    """, ja=("""
    # レッスン 03 — オマハハイロー（8オア・ベター）

    各プレーヤーに**4枚**のカードが配られ、ポットは最高位の**ハイハンド**と、8以下の最低位の
    **ローハンド**のプレーヤーの間で山分けされます。

    **できるようになること:** ブラインドからショーダウンまで1ハンドを追う、**2＋3のルール**で
    ハンドを読む、ポットをハイとローに分ける、リミット・ポットリミット・ノーリミットの違いが
    分かる、テーブルでプレーする。
    """)),
    RUN_ALL_FIRST,
    md(en="""
    ## How one hand goes

    1. The **button** marks the dealer's seat; it moves one seat left each hand.
    2. **Blinds:** before the deal, the player left of the button posts the **small blind**
       ($1 in the article's $2/$4 limit game), the next the **big blind** ($2).
    3. Each player gets **four hole cards**, face down.
    4. **Preflop** (before the flop): the player left of the big blind, **under the gun
       (UTG)**, acts first and the big blind last. Each may **fold** (give up), **call** (match
       the bet) or **raise** (increase it). If nobody raised, the big blind has the
       **option** to raise or check.
    5. **Flop** (three shared cards, the **board**), **turn** (a fourth) and **river** (a
       fifth), each with a betting round opened by the first player still in left of the
       button: **check** (pass) or **bet**. In limit the bet doubles on the turn.
    6. If everyone folds to a bet, the bettor wins, the uncalled part comes back and no more
       cards are dealt.
    7. Otherwise, the **showdown:** each player makes a high and a low hand from exactly two
       hole cards and three board cards; the best high and the best qualifying low split
       the pot.

    Heads-up (two players) the button posts the small blind: see
    [appendix 03a](03a_omaha_under_the_hood.ipynb).
    """, ja=("""
    ## 1ハンドの流れ

    1. **ボタン**（ディーラー・ボタン）はディーラーの位置を示し、ハンドごとに1つずつ左側
       に移動します。
    2. **ブラインド:** カードが配られる前に、ボタンの左側のプレーヤーが**スモールブラインド**
       （記事の2/4ドルのリミットゲームなら1ドル）を、その左側のプレーヤーが**ビッグブラインド**
       （2ドル）を賭けます。
    3. 各プレーヤーに**ホールカード**が4枚ずつ、裏向きに配られます。
    4. **プリフロップ**（フロップの前）: ビッグブラインドの左側のプレーヤー（**アンダーザガン**、
       UTG）から始まり、ビッグブラインドが最後です。各プレーヤーは**フォルド**（降りる）、
       **コール**（前のベットに合わせる）、**レイズ**（前のベットを増額）から選びます。誰も
       レイズしなければ、ビッグブラインドには**オプション**（レイズかチェック）があります。
    5. **フロップ**（3枚のコミュニティカード、**ボード**）、**ターン**（4枚目）、**リバー**
       （5枚目）のたびにベッティングラウンドがあり、ボタンの左から1番目のフォルドしていない
       プレーヤーが、**チェック**（ベットを行わない）か**ベット**で始めます。リミットゲームでは
       ターンからベット額が2倍になります。
    6. ベットに全員がフォルドすると、ベットしたプレーヤーが獲得し、コールされないベットは
       戻り、それ以上カードは配られません。
    7. そうでなければ**ショーダウン:** 各プレーヤーはホールカードからちょうど2枚、ボードから
       ちょうど3枚でハイとローを作ります。最高位のハイとクォリファイする最高位のローで
       ポットを分けます。

    ヘッズアップ（2人）では、ボタンがスモールブラインドを賭けます（[付録 03a](03a_omaha_under_the_hood.ipynb)）。
    """)),
    md(en="The lesson's imports:", ja=("このレッスンで使うものを読み込みます:")),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib import phh
    from pokerlib.cards import format_cards
    from pokerlib.course.charts.diagrams import table_diagram
    from pokerlib.evaluate import low8
    from pokerlib.lang import pad
    from pokerlib.omaha import (OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_NO_LIMIT_1_2,
                                OMAHA_HILO_POT_LIMIT_1_2, OmahaTable, read_hand, stacked_deck)
    from pokerlib.pots import settle
    from pokerlib.course.charts import pot_split_chart
    from pokerlib.course.timeline import hand_timeline, timeline_chart
    from pokerlib.course.widgets import OmahaTableUI
    from pokerlib.course import check, hint, progress, language
    from pokerlib.omaha.simple_rule import rule_lines, share_of, simple_rule_cost
    LANG = language()      # "en" here, "ja" in the Japanese edition
    """, ja={'# "en" here, "ja" in the Japanese edition': '# 日本語版では "ja"、英語版では "en"'}),
    md(en="""
    ## One hand, from the blinds to the showdown

    Ann, Bob, Cho and Dee sit clockwise; Dee has the button, so Ann posts the small blind, Bob
    the big blind, and Cho is under the gun. The order of play before and after the flop:
    """, ja=("""
    ## 1ハンドを最初から最後まで

    Ann、Bob、Cho、Deeが時計回りに座り、ボタンはDeeです。Annがスモールブラインド、Bobが
    ビッグブラインドを賭け、Choがアンダーザガンです。フロップの前と後のアクトの順番:
    """)),
    code("""
    fig, (before, after) = plt.subplots(1, 2, figsize=(11, 3.6), layout="constrained")
    players = ["Ann", "Bob", "Cho", "Dee"]
    table_diagram(players, "Dee", street="preflop", lang=LANG, ax=before)
    table_diagram(players, "Dee", street="flop", lang=LANG, ax=after)
    plt.show()
    """),
    md(en="""
    The article's $2/$4 limit game; `stacked_deck` puts chosen cards on top so the hand
    repeats. After the blinds, the pot and who acts:
    """, ja=("""
    記事の2/4ドルのリミットゲームをプレーします。`stacked_deck` が選んだカードを
    デッキの上に積むので、毎回同じハンドになります。ブラインドの後のポットと、アクトする人:
    """)),
    code("""
    table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
    for seat, (name, chips) in enumerate([("Ann", 60), ("Bob", 80), ("Cho", 100), ("Dee", 120)]):
        table.sit(seat, name, chips)
    deck = stacked_deck({0: "Qd Qh 6c 5c", 1: "Ks Kd Qc Jh", 2: "Ac 3h 9s Ts", 3: "Jc Tc 9d 3d"},
                        "7s 4d 2c Kh 8d", button=3, seats=[0, 1, 2, 3])
    hand = table.start_hand(deck=deck, button=3)
    hand.pot, table.names[table.to_act]
    """),
    md(en="""
    Cho and Dee call 2 (opening for the minimum is a **limp**); Ann adds 1 to complete her
    small blind. Bob, with nothing to call, has the option:
    """, ja=("""
    ChoとDeeは2をコールし（最低額でのオープンを**リンプ**と呼びます）、Annはスモール
    ブラインドに1を足してコールします。コールする額のないBobにはオプションがあります:
    """)),
    code("""
    table.call(); table.call(); table.call()
    table.names[table.to_act], table.legal_actions().describe()
    """),
    md(en="Bob checks. The flop, and who acts first:",
       ja=("Bobがチェックしてフロップが配られます。フロップと、最初にアクトする人:")),
    code("""
    table.check()
    format_cards(hand.board), table.names[table.to_act]
    """),
    md(en="""
    Ann checks, Bob **bets** 2, Cho **raises** to 4, Dee and Ann **fold**, Bob calls. The
    turn comes; the board and the pot:
    """, ja=("""
    Annがチェック、Bobが2を**ベット**、Choが4に**レイズ**、DeeとAnnが**フォルド**し、Bobが
    コールします。ターンが配られます。ボードとポット:
    """)),
    code("""
    table.check(); table.bet(2); table.raise_to(4); table.fold(); table.fold(); table.call()
    format_cards(hand.board), hand.pot
    """),
    md(en="Turn ($4 bets): Bob checks, Cho bets 4, Bob calls. River: both check. "
          "Is the hand over?",
       ja=("ターン（ベットは4ドル）ではBobがチェック、Choが4をベットしBobがコール。リバーでは"
          "2人ともチェックします。ハンドは終わったでしょうか？")),
    code("""
    table.check(); table.bet(4); table.call()
    table.check(); table.check()
    hand.is_over
    """),
    md(en="""
    ### The showdown

    The **last player to bet or raise shows first** (with no river bet, look back a street at
    a time; the whole order is in """ + RULES_EN + """). Then, clockwise, a hand that beats or
    ties a shown one for either half is shown; any other may be **mucked** (thrown away unseen).

    Cho bet last (on the turn) and shows first; Bob, with a better high, shows too. Both
    hands by the 2 + 3 rule:
    """, ja=("""
    ### ショーダウン

    **最後にベットまたはレイズしたプレーヤーが最初に見せます**（リバーでベットがなければ、
    前のラウンドへ1つずつさかのぼります。くわしい順番は """ + RULES_JA + """）。
    その後は時計回りに、見せられたハンドよりハイかローで強い（または同等の）ハンドは見せ、
    そうでなければ見せるか**マック**（見せずに捨てる）かを選べます。

    このハンドではターンで最後にベットしたChoが最初に見せ、ハイで勝るBobも見せます。2＋3の
    ルールで読んだ2人のハンド:
    """)),
    code("""
    for seat in hand.live:
        reading = read_hand(hand.hole[seat], hand.board)
        print(table.names[seat], format_cards(hand.hole[seat]), "|", reading.describe(LANG))
    """),
    md(en="Bob wins the high half, Cho (the only low) the low half:",
       ja=("ハイハーフはBob、ローハーフは（ローがChoだけなので）Choが獲得します:")),
    code("""
    {table.names[seat]: chips for seat, chips in hand.record.winners.items()}
    """),
    md(en="""
    ### The hand as a timeline

    `timeline_chart` draws each stack (top) and the pot (bottom) after every blind and action:
    """, ja=("""
    ### ハンドのタイムライン

    `timeline_chart` は、ブラインドとアクションのたびの各スタック（上）とポット（下）を描きます:
    """)),
    code("""
    timeline_chart(hand, lang=LANG)
    plt.show()
    """),
    md(en="""
    ### Everyone folds to a bet

    Next hand: the button moves to Ann, so Dee is under the gun. Dee raises to 4 and everyone
    folds. The last two steps, and how many board cards:
    """, ja=("""
    ### ベットに全員がフォルドする

    次のハンドではボタンがAnnに移り、Deeがアンダーザガンです。Deeが4にレイズし、全員が
    フォルドします。最後の2ステップと、配られたボードの枚数:
    """)),
    code("""
    hand = table.start_hand()
    table.raise_to(4); table.fold(); table.fold(); table.fold()
    [step.label for step in hand_timeline(hand, LANG)[-2:]], len(hand.board)
    """),
    md(en="""
    Dee's uncalled chips come back and Dee wins the blinds; no flop is dealt.

    ## Reading an Omaha hand

    High and low each use **exactly two** hole cards and **exactly three** board cards, not
    necessarily the same ones. The article's A♦ K♦ 3♠ 2♠ on J♦ 4♦ 3♣ Q♦ 5♥, its high:
    """, ja=("""
    コールされなかったDeeのチップは戻り、Deeはブラインドを獲得します。フロップは配られません。

    ## オマハのハンドを読む

    ハイもローも、ホールカードから**ちょうど2枚**、ボードから**ちょうど3枚**を使います。
    2つのハンドで違うカードを使ってかまいません。記事の A♦ K♦ 3♠ 2♠、ボード
    J♦ 4♦ 3♣ Q♦ 5♥ のハイハンド:
    """)),
    code("""
    article = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    article.high.describe(LANG), format_cards(article.high.cards)
    """),
    md(en="and its low:", ja=("ローハンド:")),
    code("""
    article.low.describe(LANG), format_cards(article.low.cards)
    """),
    md(en="""
    Both are the best possible, the **nuts** both ways. Three traps. Four board hearts and
    one of yours make no flush:
    """, ja=("""
    どちらもこのボードでできる最高位のハンド、ハイもローも**ナッツ**です。3つの落とし穴を見ます。
    ボードのハート4枚と手札のハート1枚ではフラッシュになりません:
    """)),
    code("""
    read_hand("Ah Ks Qc Jd", "2h 5h 8h 9h Tc").high.describe(LANG)
    """),
    md(en="A low board needs **two different low cards of your own**: A-K-Q-J has no low, "
          "A-6-Q-J has one:",
       ja=("ボードが低いカードでも、**自分の異なる低いカード2枚**が必要です。A-K-Q-Jはローなし、"
          "A-6-Q-Jはローあり:")),
    code("""
    board = "2h 3c 4d 9s Tc"
    print(read_hand("Ah Ks Qc Jd", board).describe(LANG))
    print(read_hand("Ah 6s Qc Jd", board).describe(LANG))
    """),
    md(en="""
    A board card that pairs your low card **counterfeits** it: on 3♣ 4♦ K♥ Q♦ the river 2♠
    leaves A♥ 2♥ with four low ranks and no low, while A♠ 5♣ makes the wheel:
    """, ja=("""
    ボードのカードが自分の低いカードと同じ数字になると、そのカードは役に立ちません
    （**カウンターフィット**）。3♣ 4♦ K♥ Q♦ にリバーの 2♠ が来ると、A♥ 2♥ は低い数字が4種類
    だけでローなし、A♠ 5♣ はウィールです:
    """)),
    code("""
    board = "3c 4d Kh Qd 2s"
    print(read_hand("Ah 2h Js Td", board).describe(LANG))
    print(read_hand("As 5c 9h 9d", board).describe(LANG))
    """),
    md(en="""
    A low **qualifies** with five different ranks of 8 or lower (aces low; straights and
    flushes don't matter). Compare from the top card; the lower wins (in `pokerlib` a better
    low compares *greater*):
    """, ja=("""
    ローは、8以下の異なる5つの数字で**クォリファイ**します（エースは低いカード。ストレートや
    フラッシュは関係ありません）。いちばん高いカードから比べ、低い方が勝ちです（`pokerlib` では
    強いローほど *大きい* と比べられます）:
    """)),
    code("""
    print(low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c"))    # 7-high beats 8-high
    print(low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d"))    # 7-6-4 beats 7-6-5
    print(low8("Ac 2d 3h 4s 5c").describe(LANG), "|", low8("9c 6d 5h 4s 3c") is None)  # 9 does not qualify
    """, ja={'# 7-high beats 8-high': '# 7が一番上のローは8が一番上のローに勝つ', '# 7-6-4 beats 7-6-5': '# 7-6-4 は 7-6-5 に勝つ', '# 9 does not qualify': '# 9 を含むとローの条件を満たさない'}),
    md(en="""
    ## Splitting the pot

    Half to the best high, half to the best qualifying low; with no low the high takes all.
    Winning both halves is a **scoop**: the article's hand against kings, from a file (see
    03a):
    """, ja=("""
    ## ポットを分ける

    半分は最高位のハイに、半分はクォリファイする最高位のローに。ローがなければハイがすべて
    獲得します。ハイもローも勝ってポット全体を獲得するのが**スクープ**です。記事のハンドと
    キングのペアの対戦を、ファイルから再現します（03a参照）:
    """)),
    code("""
    scoop = phh.replay_example("omaha_nuts_both_ways")
    scoop.settlement.results[0].how.describe(), scoop.finishing_stacks
    """),
    md(en="""
    **Quartering:** if another player also holds A-2, you share the low half, a quarter of the
    pot each; in `omaha_quartered` Cho holds A♣ 2♣. Chips put in, chips back:
    """, ja=("""
    **クォーター（ポットの4分の1）:** 他のプレーヤーもA-2を持っていると、ローハーフを分け合い、
    それぞれポットの4分の1になります。`omaha_quartered` では、Choが A♣ 2♣ を持っています。
    入れたチップと、戻ったチップ:
    """)),
    code("""
    quarter = phh.replay_example("omaha_quartered")
    names, settled = quarter.game.names, quarter.settlement
    {names[p]: (put_in, settled.payouts[p]) for p, put_in in settled.contributions}
    """),
    md(en="""
    You win three quarters, as the article says; Cho gets back less than Cho put in.
    Hatched: the low half:
    """, ja=("""
    あなたは記事のとおりポットの4分の3を獲得し、Choの4分の1はChoが入れた額より少なく
    なります。斜線はローハーフ:
    """)),
    code("""
    pot_split_chart(settled, names, lang=LANG)
    plt.show()
    """),
    md(en="""
    > **Course decision:** an odd chip of a high/low split goes to the high half; tied winners
    > share odd chips one each from the left of the button (see """ + RULES_EN + """).

    Ann has the only low, Bob the best high; a pot of 5 (Cy folded after putting in 1):
    """, ja=("""
    > **コースの決めごと:** ハイとローに分けて割り切れない1枚はハイハーフへ。同点の勝者には、
    > ボタンの左から1枚ずつ端数を配ります（""" + RULES_JA + """）。

    ローはAnnだけ、最高位のハイはBobで、ポットが5枚のとき（Cyは1枚入れてフォルド）:
    """)),
    code("""
    board = "3h 4h 5c Kh 7s"
    ann, bob = read_hand("7d 8d 9c 9d", board), read_hand("Kc Ks Jc Jd", board)
    settle({"Ann": 2, "Bob": 2, "Cy": 1}, folded=["Cy"], order=["Bob", "Cy", "Ann"],
           high={"Ann": ann.high, "Bob": bob.high}, low={"Ann": ann.low, "Bob": bob.low}).payouts
    """),
    md(en="""
    ## Limit, pot-limit and no-limit

    **Limit:** fixed sizes (the small bet preflop and on the flop, double on the turn and
    river), at most one bet and three raises a round (the **cap**). **Pot-limit:** up to the
    pot. **No-limit:** up to all your chips. First decisions, four players:
    """, ja=("""
    ## リミット、ポットリミット、ノーリミット

    **リミット:** 額が決まっています（プリフロップとフロップは最低ベット額、ターンとリバーは
    その2倍）。1ラウンドに最高で1回のベットと3回のレイズまで（**キャップ**）。
    **ポットリミット:** ポットの額まで。**ノーリミット:** 持っているチップすべてまで。4人での
    最初の判断:
    """)),
    code("""
    for rules in (OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_POT_LIMIT_1_2, OMAHA_HILO_NO_LIMIT_1_2):
        t = OmahaTable(rules, seats=4)
        for seat in range(4):
            t.sit(seat, "ABCD"[seat], 100)
        t.start_hand()
        print(pad(rules.betting.describe(), 20), t.legal_actions().describe())
    """),
    md(en="""
    ## Which starting hands to play

    A model the course can measure: before the flop you fold, or put in as much as each of
    three opponents holding random hands, and all go to the showdown with no more betting.
    The pot is then four times your stake, so playing gains when your hand's share of the pot
    beats a quarter, its **fair share**. The shares come from seeded deals (appendix 03a says
    how well they are measured). Two hands:
    """, ja=("""
    ## どのスターティングハンドをプレーするか

    コースで測れるモデルを使います。プリフロップでフォルドするか、ランダムなハンドを持つ
    3人の相手それぞれと同じ額を入れ、それ以上ベットせずに全員でショーダウンまで進みます。
    するとポットは自分が入れた額の4倍なので、ポットの取り分が4分の1、つまり**公平な取り分**を
    上回ればプレーは得です。取り分は乱数を固定した配札から求めました（どれだけ正確かは
    付録 03a）。2つのハンドでは:
    """)),
    code("""
    for hand in ("Ah 2h 3s Kd", "Ks Kd 7c 2h"):
        share, stderr = share_of(hand)
        print(hand, round(share, 3), "±", round(stderr, 3))
    """),
    md(en="The hands above their fair share follow a few patterns. As a rule:",
       ja="公平な取り分を上回るハンドには、いくつかの型があります。目安にすると:"),
    code("""
    title, *lines, rest = rule_lines(LANG)
    print(title)
    for number, line in enumerate(lines, start=1):
        print(f"  {number}. {line}")
    print(rest)
    """),
    md(en="""
    What it gives up, in stakes per hand: the best choice's gain, the rule's, the difference
    ± its standard error; then the share of hands each plays:
    """, ja="""
    この目安で失う量（一局あたり、自分が入れる額が単位）。最善の選択の得、目安の得、その差
    ± 標準誤差、そしてそれぞれがプレーするハンドの割合:
    """),
    code("""
    c = simple_rule_cost()
    print(round(c.optimal_ev, 4), round(c.rule_ev, 4), round(c.cost, 4), "±", round(c.cost_se, 4))
    print(round(c.optimal_plays, 3), round(c.rule_plays, 3))
    """),
    md(en="Five lines keep about seven eighths of the gain. The costliest misses:",
       ja="5行の目安で、得のおよそ8分の7が残ります。失う量が最も大きいハンド:"),
    code("c.biggest[:3]"),
    md(en="""
    Three cards of one rank block each other: 9-9-9-A is far below its fair share, though
    line 2 plays it. Random opponents make this a yardstick, not the game: players who stay in
    a real pot hold better hands.
    """, ja="""
    同じ数字が3枚あると互いに邪魔をするので、9-9-9-A は2行目でプレーしますが、公平な取り分を
    大きく下回ります。ランダムな相手は目安にすぎず、実際のゲームではありません。実際のポットに
    残るプレーヤーは、もっと強いハンドを持っています。
    """),
    md(en="""
    > **Course decision:** the pot-limit maximum is a raise to the bet plus the pot after
    > calling: 2 + (1 + 2 + 2) = 7 (see """ + RULES_EN + """).

    **Missed blinds.** A player who missed the blinds **posts** both to come back at once: the
    big blind counts as a bet, the small blind goes dead into the pot (exercise 4).

    ## Play: the interactive table

    You are seat 0 against three seeded bots; **Hint** compares your share of the pot
    against random hands with what a call needs.
    """, ja=("""
    > **コースの決めごと:** ポットリミットの上限は「コールする額＋コールした後のポット」への
    > レイズ: 2 + (1 + 2 + 2) = 7（""" + RULES_JA + """）。

    **ブラインドを逃したとき。** すぐに戻るには両方を一度に**ポスト**します。ビッグブラインドの
    分はあなたのベットの一部、スモールブラインドの分はポットの一部（デッド）になります
    （練習問題4）。

    ## プレー: 対話型のテーブル

    あなたは席0で、乱数を固定した3人と対戦します。""" + button(OMAHA_TEXT, "hint") + """は、ランダムなハンドに対する
    あなたのポットの取り分と、コールに必要な取り分を比べます。
    """)),
    code("""
    game = OmahaTableUI(rules=OMAHA_HILO_LIMIT_2_4, players=4, seed=7, lang=LANG)
    game.widget
    """, tags=["nbval-ignore-output"]),
    md(en="""
    ## Glossary

    | English | the article's word | meaning |
    |---|---|---|
    | button | ボタン, ディーラー・ボタン | the dealer's seat |
    | small / big blind | スモールブラインド（リトルブラインド）/ ビッグブラインド | forced bets before the deal |
    | under the gun (UTG) | アンダーザガン | first to act preflop |
    | preflop, flop, turn, river | プリフロップ, フロップ, ターン, リバー | the betting rounds |
    | hole cards; board | ホールカード; コミュニティカード | your cards; the shared cards |
    | fold, check, call, bet, raise | フォルド, チェック, コール, ベット, レイズ | the actions |
    | limp; option | リンプ; オプション | opening for the minimum; the big blind's right to raise |
    | cap; post | キャップ; ポスト | the last raise allowed; paying missed blinds |
    | showdown; muck | ショーダウン; マック | showing hands; discarding unseen |
    | high / low half; qualifier | ハイハーフ / ローハーフ; クォリファイアー | the pot's halves; five ranks of 8 or lower |
    | wheel; nuts | ウィール; ナッツ | 5-4-3-2-A; the best possible hand |
    | scoop | スクーピング, スクープ | winning both halves |
    | uncalled bet | コールされないベット | the unmatched part, returned |
    | limit, pot-limit, no-limit | リミット, ポットリミット, ノーリミット | fixed bets; up to the pot; up to all chips |

    Not in the article: **quartering** (クォーター), **heads-up** (ヘッズアップ),
    **counterfeit** (カウンターフィット).

    The code: `read_hand` is in `pokerlib/omaha/reading.py` (`read_hand??` in a cell shows it),
    the table in `pokerlib/omaha/table.py`.
    """, ja=("""
    ## 用語集

    | 英語 | 記事の言葉 | 意味 |
    |---|---|---|
    | button | ボタン、ディーラー・ボタン | ディーラーの位置 |
    | small / big blind | スモールブラインド（リトルブラインド）/ ビッグブラインド | カードが配られる前の事前のベット |
    | under the gun (UTG) | アンダーザガン | プリフロップで最初にアクトする位置 |
    | preflop, flop, turn, river | プリフロップ、フロップ、ターン、リバー | ベッティングラウンド |
    | hole cards; board | ホールカード；コミュニティカード | 自分のカード；共通のカード |
    | fold, check, call, bet, raise | フォルド、チェック、コール、ベット、レイズ | アクション |
    | limp; option | リンプ；オプション | 最低額でのオープン；ビッグブラインドのレイズする権利 |
    | cap; post | キャップ；ポスト | 最後に認められるレイズ；逃したブラインドを払うこと |
    | showdown; muck | ショーダウン；マック | カードを見せること；見せずに捨てること |
    | high / low half; qualifier | ハイハーフ / ローハーフ；クォリファイアー | ポットの2つの半分；8以下の異なる5つの数字 |
    | wheel; nuts | ウィール；ナッツ | 5-4-3-2-A；できる可能性のある最高位のハンド |
    | scoop | スクーピング、スクープ | ハイもローも勝つこと |
    | uncalled bet | コールされないベット | 誰も合わせなかった部分。本人に戻る |
    | limit, pot-limit, no-limit | リミット、ポットリミット、ノーリミット | 額が決まったベット；ポットの額まで；すべてのチップまで |

    記事にない用語（コースの選択）: **クォーター**（quartering、ポットの4分の1）、
    **ヘッズアップ**（heads-up）、**カウンターフィット**（counterfeit）。

    このレッスンのコード: `read_hand` は `pokerlib/omaha/reading.py`（セルに `read_hand??` と
    入力すると読めます）、テーブルは `pokerlib/omaha/table.py` にあります。
    """)),
]

EXERCISES = [
    exercise("03.1", """
        Hole K♠ Q♠ 7♥ 6♥, board A♠ J♠ T♠ 5♥ 4♥. Which two hole cards make the best low?
        """, "two cards as text, e.g. 'Ks Qs'", """
        answer = format_cards(read_hand("Ks Qs 7h 6h", "As Js Ts 5h 4h").low_hole, style="data")
        """, ja=("""
        ホールカード K♠ Q♠ 7♥ 6♥、ボード A♠ J♠ T♠ 5♥ 4♥。最高位のローを作るホールカード2枚は？
        """), prompt_ja="カード2枚を文字列で（例 'Ks Qs'）"),
    exercise("03.2", """
        Pot-limit, blinds 1/2, four players. Under the gun raises to 7. Compute by hand the
        most the button may raise to.
        """, "a number of chips", """
        pl_table = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=4)
        for pl_seat in range(4):
            pl_table.sit(pl_seat, "ABCD"[pl_seat], 100)
        pl_table.start_hand()               # seat 0 has the button, seat 3 is under the gun
        pl_table.raise_to(7)
        answer = pl_table.legal_actions().raise_to[1]     # 7 + (1 + 2 + 7 + 7) = 24
        """, ja=("""
        ポットリミット、ブラインド1/2、4人。アンダーザガンが7にレイズしました。ボタンが
        レイズできる最大の額を手で計算してください。
        """), prompt_ja="チップの枚数",
        solution_ja={'# seat 0 has the button, seat 3 is under the gun': '# 席0がボタン、席3がアンダーザガン', '# 7 + (1 + 2 + 7 + 7) = 24': '# 7 +（1 + 2 + 7 + 7）= 24'}),
    exercise("03.3", """
        A 45-chip pot. Ann and Bob tie for the best high; only Bob has a low. How many chips
        does each get? (Ann sits first left of the button.)
        """, "a dict of chips, e.g. {'Ann': 0, 'Bob': 0}", """
        split = settle({"Ann": 15, "Bob": 15, "Cy": 15}, folded=["Cy"],
                       order=["Ann", "Bob", "Cy"],
                       high={"Ann": 100, "Bob": 100}, low={"Ann": None, "Bob": 7})
        answer = {p: c for p, c in split.payouts.items() if c}
        """, ja=("""
        45枚のポット。AnnとBobがハイで同点、ローがあるのはBobだけです。それぞれ何枚受け取る
        でしょう？（Annがボタンの左の最初の席です。）
        """), prompt_ja="チップの辞書（例 {'Ann': 0, 'Bob': 0}）"),
    exercise("03.4", """
        In a $4/$8 limit game (blinds $2/$4), a player who missed both blinds comes straight
        back. How much does the player post, and how much of it is dead?
        """, "two numbers: (posted, dead)", """
        from pokerlib.omaha import OmahaRules
        from pokerlib.betting import BettingRules

        def check_down(t):
            while t.to_act is not None:
                t.check() if t.legal_actions().check else t.call()

        limit_table = OmahaTable(OmahaRules(BettingRules.limit(4, 8)), seats=4)
        for limit_seat in range(4):
            limit_table.sit(limit_seat, "ABCD"[limit_seat], 100)
        limit_table.start_hand(); check_down(limit_table)
        limit_table.sit_out(3)              # seat 3 misses the big and the small blind
        for _ in range(2):
            limit_table.start_hand(); check_down(limit_table)
        limit_table.sit_in(3, post=True)
        back = limit_table.start_hand()
        answer = (sum(c for seat, kind, c in back.posts if seat == 3), back.dead)
        """, ja=("""
        4/8ドルのリミットゲーム（ブラインド2/4ドル）で、両方のブラインドを逃したプレーヤーが
        すぐに戻ります。いくらポストし、そのうちデッドはいくらでしょう？
        """), prompt_ja="2つの数の組 `(ポストした額, デッドの額)`",
        solution_ja={'# seat 3 misses the big and the small blind': '# 席3がビッグブラインドとスモールブラインドを逃す'}),
    exercise("03.5", """
        Change **one** hole card of A♦ K♦ 3♠ 2♠ (board J♦ 4♦ 3♣ Q♦ 5♥) so that the hand keeps
        the wheel but has no flush.
        """, "four hole cards as text, e.g. 'Ad Kd 3s 2s'", """
        answer = "Ah Kd 3s 2s"     # one diamond in the hole: no flush; A-2 still make the wheel
        """, ja=("""
        A♦ K♦ 3♠ 2♠（ボード J♦ 4♦ 3♣ Q♦ 5♥）のホールカードを**1枚だけ**変えて、
        ウィールは残し、フラッシュはなくしてください。
        """), prompt_ja="ホールカード4枚を文字列で（例 'Ad Kd 3s 2s'）",
        solution_ja={'# one diamond in the hole: no flush; A-2 still make the wheel': '# ホールのダイヤが1枚になりフラッシュなし。A-2 でウィールは残る'}),
    exercise("03.6", """
        **Predict.** $2/$4 limit; Ann has the button. Dee raises to 4, Ann and Bob fold, Cho
        calls. On the flop Cho checks, Dee bets 2, Cho folds. How many chips does Dee gain?
        """, "a number of chips", """
        dee_table = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=4)
        for dee_seat, dee_name in enumerate(["Ann", "Bob", "Cho", "Dee"]):
            dee_table.sit(dee_seat, dee_name, 100)
        dee_table.start_hand(button=0)
        dee_table.raise_to(4); dee_table.fold(); dee_table.fold(); dee_table.call()
        dee_table.check(); dee_table.bet(2); dee_table.fold()
        answer = dee_table.stacks[3] - 100
        """, ja=("""
        **予想しましょう。** 2/4ドルのリミット、ボタンはAnn。Deeが4にレイズし、AnnとBobは
        フォルド、Choがコール。フロップでChoがチェック、Deeが2をベットし、Choはフォルド。
        Deeのチップは何枚増えるでしょう？
        """), prompt_ja="チップの枚数"),
]

exercise_cells, solution_cells = exercises_and_solutions("03", EXERCISES)
SUMMARY = md(en="""
    ## What to remember

    * **Exactly two hole cards and three board cards**, for the high and for the low (not
      always the same two): four board hearts and one of yours make no flush.
    * **A low** is five different ranks of 8 or lower: it takes two low cards of your own, and a
      board card pairing one counterfeits it.
    * **The pot splits** between the best high and the best qualifying low (no low: the high
      scoops). Two A-2 lows share a half: the quartered hand returns 30 for 18.
    * **Odd chips** of a high/low split go to the high half (a pot of 5: Bob 3, Ann 2).
    * **Limit 2/4** bets 2, then 4 on the turn and river, a bet and three raises a round;
      pot-limit raises at most to the bet plus the pot after calling (7).
    * **The last to bet or raise shows first;** a hand that wins neither half may be mucked.

    **Next:** [Lesson 04, practice](04_practice.ipynb). Equity, side pots, hand files and the
    betting engine: [Appendix 03a](03a_omaha_under_the_hood.ipynb).
    """, ja=("""
    ## 覚えておくこと

    * **ホールカードちょうど2枚とボードちょうど3枚**で、ハイもローも作ります（同じ2枚とは
      限りません）。ボードのハート4枚と自分の1枚ではフラッシュになりません。
    * **ロー**は数字の違う8以下の5枚です。自分の数字の違う低いカードが2枚要り、ボードのカードが
      その1枚と対になると**カウンターフィット**されます。
    * **ポットの分配:** 半分は最高位のハイ、半分はクォリファイする最高位のローへ。ローがなければ
      ハイがスクープします。A-2のローが2人なら半分を分け合い、記事のクォーターの例では18チップを入れて
      30チップが戻ります。
    * **ハイとローに分けて割り切れない1枚**はハイハーフへ（5チップのポットでBobが3、Annが2）。
    * **ベット:** リミット 2/4ドルでは、プリフロップとフロップは2、ターンとリバーは4、1ラウンドに
      1ベットと3レイズまで。ポットリミットのレイズは、コールした後のポットにベットを足した額
      （例では7）までです。
    * **最後にベットかレイズしたプレーヤーが最初に見せます。** どちらの半分も取れないハンドは
      マックしてかまいません。

    **次へ:** [レッスン 04 練習](04_practice.ipynb)。エクイティ、サイドポット、ハンドヒストリーの
    ファイル、ベッティングの仕組みは [付録 03a](03a_omaha_under_the_hood.ipynb) にあります。
    """))
cells += exercise_cells + solution_cells + [SUMMARY]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "03_omaha_hi_lo.ipynb", cells)
