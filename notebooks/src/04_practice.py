"""Source of notebooks/04_practice.ipynb and notebooks/ja/04_practice.ipynb (run this, then
`make notebooks`): practice drills graded exactly, for the three games."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, exercise, exercises_and_solutions, md, write

cells = [
    md(en="""
    # Lesson 04 — Practice: drills graded exactly

    You have learned three games: Oasis Poker ([lesson 01](01_oasis_poker.ipynb)), All-in or
    Fold Hold'em ([lesson 02](02_aof_holdem.ipynb)) and Omaha Hi/Lo
    ([lesson 03](03_omaha_hi_lo.ipynb)). Now you practise them. A **drill** deals you one
    decision at a time, grades your answer exactly and keeps score.

    **You will be able to** say what the **expected value** of a choice is and compute a small
    one by hand, decide Oasis and push/fold spots and split hi/lo pots against an exact
    grader, and read your record: which answers were best and what the others cost.
    """, ja="""
    # レッスン 04 — 練習問題: 正確に採点されるドリル

    ここまでに3つのゲームを学びました。オアシスポーカー（[レッスン 01](01_oasis_poker.ipynb)）、
    AoF（オールインかフォールド）ホールデム（[レッスン 02](02_aof_holdem.ipynb)）、
    オマハハイロー（[レッスン 03](03_omaha_hi_lo.ipynb)）です。ここでは練習します。
    **ドリル**は判断の場面を1つずつ出し、あなたの答えを正確に採点して、成績を記録します。

    **できるようになること:** ある選択の**期待値**とは何かを説明し、小さな例を手で計算する。
    オアシスポーカーとAoFの場面を判断し、ハイローのポットを分けて、正確な採点を受ける。
    自分の記録を読む（どの答えが最善だったか、ほかの答えがどれだけ損をしたか）。
    """),
    RUN_ALL_FIRST,
    md(en="""
    ## How a drill goes

    1. The drill deals a **spot**: one decision from a real game (your cards, what the others
       did). Spots are seeded, so everyone with the same seed gets the same spots.
    2. You choose: in Oasis Poker *Fold*, *Raise* or the cards to exchange; in push/fold
       *all-in* or *fold*; in a hi/lo showdown the chips each player receives.
    3. The drill works out what **every** choice is worth and grades yours: a **best
       choice**, or not, and what it **cost** against the best one.
    4. One or two sentences say why.
    5. Your score and a chart of the session grow with each answer; **Next spot** deals again.

    The lesson's imports:
    """, ja="""
    ## ドリルの流れ

    1. ドリルが**場面**を配ります。実際のゲームの中の1つの判断です（あなたのカード、ほかの
       プレイヤーの行動）。場面は乱数を固定して配るので、同じシードなら誰でも同じ場面になります。
    2. あなたが選びます。オアシスポーカーでは *Fold*、*Raise*、または交換するカード。
       AoFでは *オールイン* か *フォールド*。ハイローのショーダウンでは
       各プレーヤーが受け取るチップ。
    3. ドリルは**すべての**選択の価値を計算し、あなたの答えを採点します。**最善の選択**か
       どうか、そして最善の選択に比べてどれだけ**損をした**か。
    4. 理由を1〜2文で説明します。
    5. 答えるたびに成績とグラフが伸びていきます。**次の問題**で次の場面が配られます。

    このレッスンで使うものを読み込みます:
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib.aof import pushfold_equilibrium
    from pokerlib.cards import Card, parse_cards
    from pokerlib.course.drills import OasisDrill, OasisSpot, PushFoldDrill, PushFoldSpot, SplitDrill
    from pokerlib.course.drills.pushfold_ev import headsup_values
    from pokerlib.oasis import OasisRules
    from pokerlib.course.charts import drill_chart
    from pokerlib.course.widgets import OasisDrillUI, PushFoldDrillUI, SplitDrillUI
    from pokerlib.course import check, hint, progress, language
    LANG = language()      # "en" here, "ja" in the Japanese edition
    """, ja={'# "en" here, "ja" in the Japanese edition': '# 日本語版では "ja"、英語版では "en"'}),
    md(en="""
    ## Expected value in plain words

    The **expected value (EV)** of a choice is what it wins or loses **on average**: if you
    could make the same choice in the same spot again and again, with the unseen cards coming
    every possible way, EV is your average result. The drills count every way exactly, so a
    grade is a computation, never an opinion.

    A small one by hand. Heads-up, 10 big blinds (BB) each; you are the small blind (SB) with
    A♥ 7♦:
    """, ja="""
    ## 期待値をやさしく

    ある選択の**期待値（EV）**とは、その選択で平均していくら得をするか損をするか、です。
    同じ場面で同じ選択を何度も繰り返し、見えていないカードがあらゆる出方をしたときの、
    平均の結果です。ドリルはすべての出方を正確に数えるので、採点は意見ではなく計算です。

    小さな例を手で計算してみましょう。ヘッズアップ、スタックは2人とも10ビッグブラインド（BB）。
    あなたはスモールブラインド（SB）で、私有札は A♥ 7♦ です:
    """),
    code("""
    drill = PushFoldDrill(lang=LANG)
    spot = drill.use(PushFoldSpot(1, 2, 10, ("SB", "BB"), "SB", parse_cards("Ah 7d"), (), ()))
    print(spot.describe(LANG))
    """),
    md(en="""
    If you go all-in, one of two things happens. The big blind **folds**, and you win its
    1 BB. Or it **calls**: the five board cards come, and on average you get your **equity**
    (your share of the pot, lesson 02) of the 20 BB pot, minus the 10 BB you put in. The big
    blind plays the push/fold **equilibrium** of lesson 02b; the library knows how often it
    calls, and your equity when it does:
    """, ja="""
    オールインすると、起こることは2つです。ビッグブラインドが**フォールド**すれば、その1 BBを
    獲得します。**コール**されれば、ボードの5枚が配られ、平均すると20 BBのポットのうち自分の
    **エクイティ**（ポットの取り分。レッスン 02）の分を受け取り、自分が入れた10 BBを引きます。
    ビッグブラインドはレッスン 02b のオールインかフォールドの**均衡**でプレーします。
    コールする頻度と、コールされたときのエクイティはライブラリが知っています:
    """),
    code("""
    v = headsup_values(pushfold_equilibrium(10), "SB", (), "Ah 7d")
    called, equity = v.showdown, v.equity
    round(called, 3), round(equity, 3)
    """),
    md(en="""
    The average of the two outcomes, each weighted by how often it happens:
    """, ja="""
    2つの結果を、それぞれが起こる頻度で重みをつけて平均します:
    """),
    code("""
    ev_all_in = (1 - called) * 1 + called * (equity * 20 - 10)
    round(ev_all_in, 2)
    """),
    md(en="""
    Folding loses the half big blind you posted: an EV of −0.5 BB. Both values are counted from
    before the blinds, so 0 means "no better or worse than before the hand". The difference is
    what folding here costs on average, and it is exactly the drill's grade:
    """, ja="""
    フォールドすれば、賭けた0.5 BBを失います。期待値は −0.5 BB です。どちらの値もブラインドを
    賭ける前から数えるので、0 は「ハンドの前と比べて得も損もない」という意味です。
    その差がここでフォールドしたときの平均の損で、ドリルの採点そのものです:
    """),
    code("""
    g = drill.grade("fold")
    print(g.describe())
    """),
    code("""
    g.best_text, round(g.best_ev, 2), round(g.chosen_ev, 2), round(g.ev_loss, 2)
    """),
    md(en="""
    ## How each drill grades

    **Oasis Poker.** For your five cards and the dealer's up card the drill asks the advisor of
    lesson 01 for the EV of every option, in Antes: Fold, Raise, and every exchange (its fee
    included), counting every card you can draw and every hand the dealer can hold. The
    article's hand, where the article exchanged the 2♦:
    """, ja="""
    ## それぞれのドリルの採点

    **オアシスポーカー。** あなたの手札5枚とディーラーの公開カードについて、ドリルはレッスン 01 の
    アドバイザーにすべての選択肢の期待値を Ante 単位で求めます。Fold、Raise、そしてすべての交換
    （交換費を含む）です。引けるすべてのカードと、ディーラーのすべての手を数えます。
    記事の手（記事では2♦を交換しました）:
    """),
    code("""
    oasis = OasisDrill(lang=LANG)
    oasis.use(OasisSpot(1, parse_cards("Qs Qd 8h 8c 2d"), Card("Ks"), OasisRules.bgaming()))
    print(oasis.grade("2d").describe())
    """),
    md(en="""
    A drill can also grade against the rule to remember of lessons 01 and 02b
    (`against="rule"`; in a terminal, `--grade rule`): the rule's choice is then the right
    answer, and the grade says what the best choice would add. A spot where the rule raises
    a pair of deuces and the best choice draws to the straight:
    """, ja="""
    ドリルは、レッスン 01 と 02b の覚えておく目安に対して採点することもできます
    （`against="rule"`。ターミナルでは `--grade rule`）。このときは目安の選択が正解で、採点は
    最善の選択ならどれだけ増えるかも示します。目安は2のペアでRaiseし、最善の選択は
    ストレートを狙う場面:
    """),
    code("""
    by_rule = OasisDrill(lang=LANG, against="rule")
    by_rule.use(OasisSpot(2, parse_cards("5d 3h 2h 2d 4s"), Card("Qs"), OasisRules.bgaming()))
    print(by_rule.grade("raise").describe())
    """),
    md(en="""
    Back to the article's hand: raising at once is worth about a third of an Ante more than
    the article's exchange, which pays a fee for a full house that comes only 4 times in 46.

    **Push/fold.** All-in or fold against opponents who play the equilibrium, in big blinds.
    Heads-up the values are exact. With 3 or 4 players the all-in value is estimated from
    40,000 seeded deals, and the grade says "about". When the equilibrium itself plays a hand
    only some of the time (it **mixes**), the two choices are worth the same and either one
    counts as best: heads-up whenever it mixes; with 3 or 4 players when it goes all-in
    between 5% and 95% of the time, or when the estimate cannot tell the two apart. A hand
    played all-in 97% of the time counts as an all-in (the 3-4 player charts are averages of
    200 iterations, too coarse to call that a mix), so folding it is graded "not the best".

    **Hi/lo splits.** An Omaha Hi/Lo showdown: you say how many chips each player receives.
    The grade counts the **chips misallocated** (how many would have to move to make your
    answer right) and names the mistake: an odd chip, a side pot a player cannot win, a low
    that does not qualify, a half shared between two players (**quartering**):
    """, ja="""
    記事の手に戻ると、すぐに Raise するほうが記事の交換より約3分の1 Ante 高い期待値になります。
    交換は交換費を払うのに、フルハウスになるのは46通りのうち4通りだけだからです。

    **AoF（オールインかフォールド）。** 均衡でプレーする相手に対してオールインかフォールドを選び、
    BB 単位で採点します。ヘッズアップでは値は正確です。3〜4人ではオールインの値を乱数を固定した
    40,000回の配札から推定し、採点には「約」と書かれます。均衡そのものがあるハンドを
    ときどきしかプレーしない（**混合戦略**の）ときは、2つの選択の価値は同じで、どちらも
    最善の選択になります。ヘッズアップでは混合戦略のときはいつも、3〜4人ではオールインの頻度が
    5%から95%の間のとき、または推定で2つの差が見分けられないときです。97%の頻度で
    オールインするハンドはオールインとして扱います（3〜4人の表は200回の反復の平均で、
    それを混合戦略と呼べるほど細かくないからです）。そのハンドでフォールドすると「最善では
    ない」と採点されます。

    **ハイローの分配。** オマハハイローのショーダウンで、各プレーヤーが受け取るチップを答えます。
    採点は**配り間違えたチップ**の数（正しい答えにするために動かす必要のある枚数）を数え、
    間違いを指摘します。端数の1枚、獲得できないサイドポット、クォリファイしないロー、
    2人で分ける半分（**クォーター**）などです:
    """),
    code("""
    split = SplitDrill(seed=2, lang=LANG)
    showdown = split.next()
    print(showdown.describe(LANG))
    """),
    md(en="An answer that gives the main pot's odd chip to the low half:",
       ja="メインポットの端数の1枚をローハーフに渡した答え:"),
    code("""
    print(split.grade({"Ann": 168, "Bob": 0, "Cat": 142}).describe())
    """),
    md(en="""
    ## Practice

    **Oasis Poker.** Mark the cards you want to exchange and press **Exchange**, or press
    **Fold** or **Raise** to keep your five cards. Dealing a spot takes a moment
    ("computing…"): the drill computes every option first.
    """, ja="""
    ## 練習

    **オアシスポーカー。** 交換したいカードを選んで**交換**を押すか、5枚のまま **Fold** か
    **Raise** を押します。場面を配るには少し時間がかかります（「計算中…」）。ドリルが先に
    すべての選択肢を計算するからです。
    """),
    code("""
    oasis_drill = OasisDrillUI(seed=1, lang=LANG)
    oasis_drill.widget
    """, tags=["nbval-ignore-output"]),
    md(en="""
    **Push/fold.** The table shows every seat, its position and stack (blinds 5/10, so 10
    chips are 1 BB), who has folded or gone all-in, and your two cards. Heads-up here; try
    `PushFoldDrillUI(players=3, lang=LANG)` for three players.
    """, ja="""
    **AoF（オールインかフォールド）。** テーブルにはすべての席のポジションとスタック（ブラインドは
    5/10 なので10点が1 BB）、フォールドやオールインをした人、あなたの2枚が表示されます。
    ここはヘッズアップです。3人なら `PushFoldDrillUI(players=3, lang=LANG)` を試してください。
    """),
    code("""
    pushfold_drill = PushFoldDrillUI(seed=1, lang=LANG)
    pushfold_drill.widget
    """, tags=["nbval-ignore-output"]),
    md(en="""
    **Hi/lo splits.** Read each hand's best high and low, type the chips each player receives
    (they add up to the chips on the table) and press **Check**.
    """, ja="""
    **ハイローの分配。** 各ハンドの最高位のハイとローを読み、各プレーヤーが受け取るチップを
    入れて（合計はテーブルのチップ数になります）、**答え合わせ**を押します。
    """),
    code("""
    split_drill = SplitDrillUI(seed=1, lang=LANG)
    split_drill.widget
    """, tags=["nbval-ignore-output"]),
    md(en="""
    ## Your result

    Each widget keeps your record: `pushfold_drill.drill.record.summary()` and
    `drill_chart(pushfold_drill.drill.record, lang=LANG)` show yours. To see how a record
    reads, the cell below plays 12 push/fold spots with a simple rule — all-in with any ace or
    any pair, fold the rest — and charts the result: a red bar for what each mistake cost, the
    total so far, and the share of best choices.
    """, ja="""
    ## あなたの結果

    各ウィジェットはあなたの記録を残します。`pushfold_drill.drill.record.summary()` と
    `drill_chart(pushfold_drill.drill.record, lang=LANG)` で自分の記録が見られます。記録の
    読み方を見るために、次のセルは単純なルール（エースかペアならオールイン、それ以外は
    フォールド）で12の場面をプレーし、結果をグラフにします。赤い棒は各間違いの損、線はその
    合計、点線は最善の選択の割合です。
    """),
    code("""
    rule = PushFoldDrill(seed=2026, lang=LANG)
    for _ in range(12):
        cls = rule.next().hand_class               # e.g. "A7o", "99", "KTs"
        rule.grade("all-in" if "A" in cls or cls[0] == cls[1] else "fold")
    print(rule.record.summary())
    drill_chart(rule.record, lang=LANG)
    plt.show()
    """, ja={'# e.g. "A7o", "99", "KTs"': '# ハンドの種類。例えば "A7o"、"99"、"KTs"'}),
    md(en="Where the rule went wrong, and what the best choice was:",
       ja="ルールが間違えた場面と、最善の選択:"),
    code("""
    [(e.spot.position, e.spot.stack_bb, e.spot.hand_class, e.grade.best_text)
     for e in rule.record if not e.grade.correct]
    """),
    md(en="""
    Were the mistakes folds or all-ins? What does that say about "any ace or any pair" at
    these stack depths? Compare with the push/fold range charts.
    """, ja="""
    間違いはフォールドとオールインのどちらでしたか？ このスタックの深さで「エースかペア」という
    ルールについて何が言えるでしょう？ オールインかフォールドのレンジのグラフと比べてみてください。
    """),
    md(en="""
    ## Glossary

    | English | the article's word | meaning |
    |---|---|---|
    | fold, raise, exchange (Oasis) | Fold、Raise、交換 | the Oasis choices |
    | exchange fee | 交換費 | what an exchange costs, in Antes |
    | all-in, fold (AoF) | オールイン、フォールド | the push/fold choices |
    | high, low; side pot; scoop | ハイ、ロー、サイドポット、スクープ | the halves of a hi/lo pot; a pot only some players can win; winning both halves |

    Not in the articles (the course's words): **drill** (ドリル, 練習問題), **spot** (場面),
    **expected value, EV** (期待値), **equilibrium** (均衡), **mix** (混合戦略), **equity**
    (エクイティ), **quartering** (クォーター), **best choice** (最善の選択).

    The code: the drills are in `pokerlib/course/drills/` (`OasisDrill` in
    `pokerlib/course/drills/oasis.py`), the widgets in `pokerlib/course/widgets/drills.py`, the chart in
    `pokerlib/course/charts/drill_charts.py`; type `OasisDrill??` in a cell to read it. In a terminal,
    `python -m pokerlib drill oasis --spots 5` plays a drill without Jupyter.
    """, ja="""
    ## 用語集

    | 英語 | 記事の言葉 | 意味 |
    |---|---|---|
    | fold, raise, exchange (Oasis) | Fold、Raise、交換 | オアシスポーカーの選択肢 |
    | exchange fee | 交換費 | 交換にかかる Ante |
    | all-in, fold (AoF) | オールイン、フォールド | オールインかフォールドの選択肢 |
    | high, low; side pot; scoop | ハイ、ロー、サイドポット、スクープ | ハイローのポットの2つの半分；一部のプレーヤーしか獲得できないポット；両方の半分を取ること |

    記事にない用語（コースの選択）: **ドリル**・**練習問題**（drill）、**場面**（spot）、
    **期待値**（expected value, EV）、**均衡**（equilibrium）、**混合戦略**（mix）、
    **エクイティ**（equity）、**クォーター**（quartering）、**最善の選択**（best choice）。

    このレッスンのコード: ドリルは `pokerlib/course/drills/`（`OasisDrill` は
    `pokerlib/course/drills/oasis.py`）、ウィジェットは `pokerlib/course/widgets/drills.py`、グラフは
    `pokerlib/course/charts/drill_charts.py` にあります。セルに `OasisDrill??` と入力すると読めます。ターミナルでは
    `python -m pokerlib drill oasis --spots 5 --lang ja` で、Jupyterなしでドリルができます。
    """),
]

EXERCISES = [
    exercise("04.1", """
        **Predict.** Heads-up, 20 BB each; you are the small blind with K♣ 7♦. All-in or
        fold? Decide before you check, then read the hint if you were wrong.
        """, "'all-in' or 'fold'", """
        k7_drill = PushFoldDrill(lang=LANG)
        k7_drill.use(PushFoldSpot(1, 2, 20, ("SB", "BB"), "SB", parse_cards("Kc 7d"), (), ()))
        answer = k7_drill.assess("fold").best
        """, ja="""
        **予想しましょう。** ヘッズアップ、2人とも20 BB。あなたはスモールブラインドで、私有札は
        K♣ 7♦ です。オールインかフォールドか？ チェックする前に決めて、違っていたらヒントを
        読んでください。
        """, prompt_ja="`'all-in'` か `'fold'`（`'オールイン'`、`'フォールド'` でも可）"),
    exercise("04.2", """
        **Compute.** The same A♥ 7♦ as in the worked example, but with 15 BB each. Get
        `called` and `equity` from `headsup_values(pushfold_equilibrium(15), "SB", (), "Ah 7d")`
        and compute the EV of going all-in with the formula of the example (the pot is now
        30 BB). Do not read `.all_in`.
        """, "a number of big blinds, rounded to two decimals", """
        v15 = headsup_values(pushfold_equilibrium(15), "SB", (), "Ah 7d")
        answer = round((1 - v15.showdown) * 1 + v15.showdown * (v15.equity * 30 - 15), 2)
        """, ja="""
        **計算しましょう。** 例と同じ A♥ 7♦ で、スタックを2人とも15 BBにします。
        `headsup_values(pushfold_equilibrium(15), "SB", (), "Ah 7d")` から `called` と
        `equity` を取り出し、例の式でオールインの期待値を計算してください（ポットは30 BBに
        なります）。`.all_in` は読まないこと。
        """, prompt_ja="BBの数（小数点以下2桁に丸める）"),
    exercise("04.3", """
        **Compute by hand.** Ann, Bob and Cat each put 15 chips in a 45-chip pot. Ann has the
        best high (a flush); Bob and Cat both have 6-4-3-2-A, the best low. How many chips does
        each receive? (Remember the odd chip.)
        """, "a dict of chips, e.g. {'Ann': 0, 'Bob': 0, 'Cat': 0}", """
        from pokerlib.course.lesson04 import HIGH, LOW, STAKES
        from pokerlib.pots import settle
        answer = settle(STAKES, order=["Ann", "Bob", "Cat"], high=HIGH, low=LOW).payouts
        """, ja="""
        **手で計算しましょう。** Ann、Bob、Catがそれぞれ15チップを入れ、ポットは45チップです。
        最高位のハイはAnn（フラッシュ）、BobとCatはどちらも 6-4-3-2-A で最高位のローです。
        それぞれ何チップ受け取るでしょう？（端数の1枚に注意。）
        """, prompt_ja="チップの辞書（例 {'Ann': 0, 'Bob': 0, 'Cat': 0}）"),
    exercise("04.4", """
        **Change the spot.** With K♠ 9♦ 6♣ 4♥ 2♠ against the dealer's A♣ the best choice is
        to Fold. Change **one** card of the hand so that Raise becomes the best choice, and
        check your hand with an `OasisDrill` first.
        """, "five cards as text, e.g. 'Ks 9d 6c 4h 2s'", """
        answer = "Ks 9d 6c 4h Kd"      # a pair of kings: raising is worth more than folding
        """, ja="""
        **場面を変えましょう。** K♠ 9♦ 6♣ 4♥ 2♠ でディーラーの公開カードが A♣ のとき、最善の
        選択は Fold です。手札を**1枚だけ**変えて Raise が最善の選択になるようにし、先に
        `OasisDrill` で確かめてください。
        """, prompt_ja="カード5枚を文字列で（例 'Ks 9d 6c 4h 2s'）",
        solution_ja={'# a pair of kings: raising is worth more than folding': '# Kのワンペア: Raise の方が Fold より期待値が高い'}),
]

exercise_cells, solution_cells = exercises_and_solutions("04", EXERCISES)
END = md(en="""
    ## What to remember

    * **EV** is a choice's average result over every way the unseen cards can come; the drills
      count every way, so a grade is a computation, not an opinion.
    * **A grade** names the best choice and what yours cost against it: folding A♥ 7♦ as the
      small blind at 10 BB costs 1.14 BB (all-in +0.64, fold −0.5).
    * **An all-in's EV** = (1 − share called) × 1 BB + share called × (equity × pot − stack):
      here called 0.354 of the time, with 49.9% equity.
    * **Oasis:** the article's exchange of the 2♦ costs 0.34 Antes against raising at once.
    * **Hi/lo splits:** the odd chip goes to the high half; a grade counts the chips misallocated.
    * **A mixed hand** is best either way; with 3 or 4 players all-in values are estimates.

    That is the course. A new `seed` deals new spots, and your record shows what to practise next.
    """, ja="""
    ## 覚えておくこと

    * **期待値（EV）**は、見えていないカードのあらゆる出方についての、その選択の平均の結果です。
      ドリルはそれをすべて数えるので、採点は意見ではなく計算です。
    * **採点**は、最善の選択と、自分の選択がそれに比べてどれだけ損かを示します。10BB の SB で
      A♥ 7♦ をフォールドすると1.14BB の損です（オールインは +0.64BB、フォールドは −0.5BB）。
    * **オールインの期待値** = (1 − コールされる割合) × 1BB + コールされる割合 ×
      (エクイティ × ポット − スタック)。この例では、コールされる割合は0.354、エクイティは49.9%です。
    * **オアシスポーカー:** 記事の2♦の交換は、すぐRaiseするより期待値が0.34 Ante低くなります。
    * **ハイローの分割:** 割り切れない1枚はハイの側へ行きます。採点は、配り間違えたチップの枚数です。
    * **混合のハンド**は、どちらを選んでも最善です。3〜4人のオールインの値は推定です。

    コースはここまでです。`seed` を変えれば新しい場面が配られ、記録を見れば次に何を練習すれば
    よいかが分かります。
    """)
cells += exercise_cells + solution_cells + [END]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "04_practice.ipynb", cells)
