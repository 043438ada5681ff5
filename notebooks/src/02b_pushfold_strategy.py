"""Source of notebooks/02b_pushfold_strategy.ipynb and its Japanese edition (run this, then
`make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, button, code, exercise, exercises_and_solutions, md, write

from pokerlib.course.widgets.aof_table import MESSAGES as AOF_TEXT

RULES_EN, RULES_JA = "[docs/rules.md](../docs/rules.md)", "[docs/rules.ja.md](../../docs/rules.ja.md)"

cells = [
    md(en="""
    # Lesson 02b — Push/fold strategy

    In AoF the only decision is all-in or fold, so a whole strategy fits in a chart: for each
    starting hand, go all-in or not. Players call this **push/fold** play. This lesson reads
    the charts for two players, using what [lesson 02](02_aof_holdem.ipynb) built: equity
    and expected value (EV).

    **You will be able to**

    * say in plain words what an equilibrium is, and what it promises;
    * read a range chart: which hands go all-in, which call, which are mixed;
    * explain why ranges widen as stacks shrink, and what a rake changes;
    * use the table's Hint, and judge a strategy by many hands, not by one session.
    """, ja="""
    # レッスン 02b — オールインかフォールドの戦略

    AoF で決めることはオールインかフォールドかだけなので、戦略全体を1枚の表にまとめられます。
    スターティングハンドごとに、オールインするかしないかを書けばよいのです。このレッスンでは
    2人の場合の表を読みます。[レッスン 02](02_aof_holdem.ipynb) のエクイティと期待値（EV）を
    使います。

    **このレッスンでできるようになること**

    * 均衡とは何か、何を約束するのかを、やさしい言葉で説明する
    * レンジ表を読む: オールインするハンド、コールするハンド、混ぜるハンド
    * スタックが浅いほどレンジが広がる理由と、レーキで何が変わるかを説明する
    * テーブルのヒントを使い、1回のセッションではなく多くの局で戦略を評価する
    """),
    RUN_ALL_FIRST,
    md(en="""
    ## How one heads-up hand goes

    Two players, A and B, each with 16 chips and blinds 1 and 2: 8 **big blinds (BB)** each.
    Strategy depends only on stacks measured in big blinds, so this lesson counts in BB.

    1. A has the button and posts the small blind (0.5 BB); B posts the big blind (1 BB).
    2. A, the small blind (SB), goes all-in or folds. Folding loses the 0.5 BB posted.
    3. If A is all-in, B, the big blind (BB), calls all-in or folds, losing the 1 BB posted.
    4. After a call the board is dealt, and the best hand takes the pot of 16 BB.

    > **Course decision:** heads-up, the button posts the small blind and acts first (see
    > """ + RULES_EN + """).
    """, ja="""
    ## ヘッズアップの一局の流れ

    A と B の2人が、それぞれ16点、ブラインド1点と2点で対戦します。各自 8 **ビッグブラインド
    （BB）** です。戦略はビッグブラインドで数えたスタックだけで決まるので、このレッスンでは BB
    単位で数えます。

    1. ボタンの A がスモールブラインド（0.5BB）、B がビッグブラインド（1BB）を出します。
    2. スモールブラインド（SB）の A がオールインかフォールドを選びます。フォールドすると
       出した0.5BB を失います。
    3. A がオールインしたら、ビッグブラインド（BB）の B は、オールインでコールするか
       フォールドするかを選びます。フォールドすると、出した1BB を失います。
    4. コールしたら共有札を開き、強いほうが16BB のポットを受け取ります。

    > **コースの決めごと:** ヘッズアップでは、ボタンがスモールブラインドを出して先に行動
    > します（""" + RULES_JA + """）。
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    import numpy as np
    from pokerlib.aof import (HU_DEPTHS, PRESETS, EquilibriumStrategy, TopPercent, play_hands,
                              pushfold_equilibrium)
    from pokerlib.course import check, hint, language, progress
    from pokerlib.course.charts.diagrams import table_diagram
    from pokerlib.course.charts import range_chart, range_width_chart, session_results_chart
    from pokerlib.course.widgets import AofTableUI, PushFoldChart
    from pokerlib.aof.simple_rule import rule_lines, simple_rule_cost

    LANG = language()
    """),
    code("""
    table_diagram(["A", "B"], button="A", lang=LANG)
    plt.show()
    """),
    md(en="""
    ## What an equilibrium means

    A's all-in wins 1 BB when B folds; when B calls, it is worth A's equity against the hands
    B calls with, times the pot of 16 BB, minus the 8 BB A put in. So A's best choice depends
    on which hands B calls with, and B's on which hands A goes all-in with. The set of hands a
    player plays one way is a **range**, often given as a share of all 1,326 two-card hands.

    An **equilibrium** is a pair of ranges that are each the best answer to the other: knowing
    B's calling range, A cannot gain by changing any hand, and knowing A's range, B cannot
    either. Heads-up this promises something strong: whoever plays it cannot lose on average
    over both seats, whatever the opponent does. It does not promise to win every session, nor
    to win the most against a given weak player (a strategy aimed at that player can win
    more). `pushfold_equilibrium` solves the game exactly; at 8 BB the SB goes all-in with
    this share of hands, and the BB calls with this share:
    """, ja="""
    ## 均衡とは

    B がフォールドすれば、A のオールインは B のビッグブラインド1BB を得ます。B がコール
    すれば、A の結果は「B がコールするハンドに対する A のエクイティ × ポット16BB」から、
    A が出した8BB を引いた値です。A にとっての最善は B がどのハンドでコールするかで変わり、
    B にとっての最善は A がどのハンドでオールインするかで変わります。同じ行動をとるハンドの
    集まりを **レンジ** といい、2枚の組み合わせ全1,326通りのうちの割合で表すことがよくあります。

    **均衡** は、互いに相手への最善の答えになっている2つのレンジの組です。B のコールの
    レンジを知ったうえでも、A はどのハンドの行動を変えても得をしません。A のレンジを
    知った B も同じです。ヘッズアップでは、均衡どおりに打つ人は、相手がどう打っても、両方の席を
    平均して負けることはありません。ただし、毎回のセッションで勝てるわけではありません。
    また、特定の弱い相手から最も多く勝てるわけでもありません（その相手に合わせた戦略のほうが
    多く勝てます）。`pushfold_equilibrium` はこのゲームを厳密に解きます。8BB で SB が
    オールインするハンドと、BB がコールするハンドの割合は次のとおりです。
    """),
    code("""
    hu = pushfold_equilibrium(8)
    round(hu.ranges[0].share, 3), round(hu.ranges[1].share, 3)
    """),
    md(en="""
    ## Reading a range chart

    The 1,326 starting hands fall into 169 classes, drawn as a 13 × 13 grid: pairs on the
    diagonal (AA down to 22), **suited** hands, both cards of one suit (AKs), above it, and
    **offsuit** hands (AKo) below it. The colour says how often the class goes all-in (left)
    or calls (right): dark is always, white never. A number in a cell marks a **mixed** hand,
    played at that frequency, chosen at random each time:
    """, ja="""
    ## レンジ表の読み方

    1,326通りのスターティングハンドは169の種類に分かれ、13 × 13 のマスに並べます。対角線上が
    ペア（AA から 22）、その上が2枚とも同じスートの **スーテッド**（AKs）、下がスートの違う
    **オフスート**（AKo）です。色は、左の表ではその種類でオールインする頻度、右の表では
    コールする頻度です。色が濃いほど頻度が高く、最も濃い色は必ずそうすること、白は一度も
    しないことを表します。数字が書かれたマスは **混合** のハンドです。書かれた頻度になるよう、
    毎回ランダムに選んで打ちます。
    """),
    code("""
    fig, axes = plt.subplots(1, 2, figsize=(12, 6), layout="constrained")
    range_chart(hu.ranges[0], ax=axes[0], lang=LANG)
    range_chart(hu.ranges[1], ax=axes[1], cmap="Blues", lang=LANG)
    plt.show()
    """),
    code('hu.ranges[0].frequency("Q4o"), hu.ranges[1].frequency("Q7o")'),
    md(en="""
    The SB goes all-in with far more hands than the BB calls with: the all-in also wins
    whenever the BB folds, while a call must win at the showdown.

    ## Why ranges widen as stacks shrink

    To call, the BB adds its stack minus the 1 BB it posted, to win a pot of twice the stack.
    Calling beats folding when equity × 2 × stack is more than stack − 1: with 8 BB it needs
    44% equity, with 2 BB only 25%. Even the weakest hand, 32o, has 32% against a random
    hand, so at 2 BB the BB calls everything. The SB, for its part, risks less against the
    blinds it wins when stacks are short. Both ranges, from 1 to 25 BB:
    """, ja="""
    SB がオールインするハンドは、BB がコールするハンドよりずっと多くなります。オールイン
    は BB がフォールドすればそれだけで勝てますが、コールはショーダウンで勝つしかないからです。

    ## スタックが浅いほどレンジが広がる理由

    BB がコールで追加するのは、スタックから、すでに出した1BB を引いた分です。勝てば、2人の
    スタックを合わせたポット（スタックの2倍）を受け取ります。そこで、
    エクイティ × 2 × スタック が スタック − 1 を上回れば、コールのほうがフォールドより得です。
    必要なエクイティは、8BB なら44%、2BB ならわずか25%です。最も弱い 32o でもランダムなハンドに対して32%あるので、
    2BB では BB はすべてのハンドでコールします。SB も、スタックが浅いほど、取れるブラインドに
    比べて賭ける額が小さくなります。1BB から25BB までの、両方のレンジの広さです。
    """),
    code("""
    range_width_chart([pushfold_equilibrium(depth) for depth in HU_DEPTHS], lang=LANG)
    plt.show()
    """),
    md(en="Move the slider to see any depth's chart:",
       ja="スライダーを動かすと、どの深さの表でも見られます。"),
    code("chart = PushFoldChart(stack_bb=8, lang=LANG)\nchart.widget", tags=["nbval-ignore-output"]),
    md(en="""
    ## A rule to remember at the article's stacks

    A chart of 169 cells is hard to carry to a table. At 8 BB each (the article's 16 points
    at blinds 1/2) the chart above follows a few patterns: every pair, ace and king; high
    offsuit cards; suited cards close together. In words:
    """, ja="""
    ## 記事のスタックで覚えておく目安

    169マスの表をテーブルに持っていくのは大変です。記事と同じ各8BB（ブラインド1/2で16点）
    では、上の表にいくつかの型があります。ペア・A・Kはすべて、オフスートは高いカード、
    スーテッドは数字の近いカード。言葉にすると:
    """),
    code("print(*rule_lines(LANG), sep=\"\\n\")"),
    md(en="""
    What the rule gives up, **exactly** (against an opponent playing the equilibrium, in the
    solver's own exact game): the small blind's and the big blind's cost in BB a hand, and
    the classes where rule and equilibrium differ:
    """, ja="""
    この目安で失う量は**厳密**です（均衡どおりに打つ相手に対して、ソルバーと同じ厳密な
    ゲームで計算）。SB と BB の損失（一局あたりの BB）と、目安と均衡が違う種類:
    """),
    code("""
    rule_cost = simple_rule_cost(8)
    round(rule_cost.push_cost, 5), round(rule_cost.call_cost, 5)
    """),
    code("rule_cost.push_differs, rule_cost.call_differs"),
    md(en="""
    Under a thousandth of a big blind a hand: the rule errs only on marginal hands. It is
    made for 8 BB (appendix 02c: what it costs at 10 BB); practise with
    `python -m pokerlib drill pushfold --grade rule`.
    """, ja="""
    どちらも一局あたり1/1000 BB未満で、目安が間違えるのは境目のハンドだけです。目安は8BB 用
    です（10BB で使ったときの損失は付録 02c）。練習は
    `python -m pokerlib drill pushfold --grade rule` でできます。
    """),
    md(en="""
    ## What a rake changes

    > **Course decision:** tables have no rake unless they set one; the preset `article-rake`
    > takes 5% of each pot that sees a flop, at most 2 chips (1 BB), rounded down to whole
    > chips (see """ + RULES_EN + """).

    A called all-in now pays the rake, and a fold pays nothing. Calling costs more, so the BB
    calls with fewer hands; the SB, called less often, goes all-in with a few more. Below 5 BB
    the pot is under 20 chips and 5% of it rounds down to nothing. Each depth is solved now
    (about a second each):
    """, ja="""
    ## レーキで何が変わるか

    > **コースの決めごと:** テーブルで設定しない限りレーキはありません。プリセット
    > `article-rake` は、フロップを見たポットから5%、上限2点（1BB）を、1点未満を切り捨てて
    > 取ります（""" + RULES_JA + """）。

    レーキを払うのはコールされたオールインだけで、フォールドは何も払いません。コールが
    割高になるので BB はコールするハンドを減らし、コールされにくくなった SB は、少しだけ多くの
    ハンドでオールインします。5BB 未満ではポットが20点に届かないので、その5%は切り捨てで
    0点です。各深さの均衡をここで解きます（1つにつき約1秒）。
    """),
    code("""
    rake = PRESETS["article-rake"].rake
    depths = (4, 6, 8, 12, 16, 20)
    results = ([pushfold_equilibrium(depth) for depth in depths]
               + [pushfold_equilibrium(depth, rake=rake) for depth in depths])
    range_width_chart(results, lang=LANG)
    plt.show()
    """),
    md(en="""
    At 8 BB the two players together pay this many big blinds a hand in rake:
    """, ja="""
    8BB で2人が払うレーキは、合わせて一局あたり次のとおりです（BB 単位）。
    """),
    code("round(-sum(pushfold_equilibrium(8, rake=rake).value), 3)"),
    md(en="""
    ## The hint at the table

    The table's **Hint** reads these charts for your hand when you must act: your position,
    who is already all-in, and the solved depth nearest the **effective stack** (the second
    largest stack: nobody can win more than that). With three or four players it uses charts
    computed for three and four players (appendix [02c](02c_aof_under_the_hood.ipynb)).
    Decide first, then press Hint:
    """, ja="""
    ## テーブルの""" + AOF_TEXT("hint", "ja") + """

    テーブルの""" + button(AOF_TEXT, "hint") + """は、あなたの番が来たときに、その場面に合う表を読みます。
    見るのは、あなたのポジション、すでにオールインした人、そして **有効スタック**（2番目に
    多いスタック。それより多くは誰も勝ち取れません）に最も近い、解いてある深さです。3〜4人の
    ときは、3人用・4人用に計算した表を使います（[付録 02c](02c_aof_under_the_hood.ipynb)）。
    まず自分で決めてから """ + button(AOF_TEXT, "hint") + """ を押しましょう。
    """),
    code("table_ui = AofTableUI(seed=2026, lang=LANG)\ntable_ui.widget", tags=["nbval-ignore-output"]),
    md(en="""
    ## One session, and many

    Does the equilibrium win? A plays it against B, who goes all-in or calls only with the
    top 10% of hands. Every hand starts at 8 BB each, as the equilibrium assumes, and the
    button alternates; `play_hands` plays them. A's result per hand in one session of 50
    hands, in chips:
    """, ja="""
    ## 1回のセッションと、たくさんのセッション

    均衡で打てば勝てるのでしょうか。A は均衡どおりに打ち、B は上位10%のハンドのときだけ
    オールインやコールをします。均衡の前提どおり、毎局どちらも8BB から始め、ボタンは1局ごとに
    入れ替わります。`play_hands` がこの対戦を進めます。50局のセッション1回での、A の一局
    あたりの結果（点）です。
    """),
    code("""
    def session(seed, hands=50):
        players = {"A": EquilibriumStrategy(seed=seed), "B": TopPercent(10, seed=seed)}
        return sum(net["A"] for net in play_hands(players, hands, seed=seed)) / hands

    session(2)
    """),
    md(en="A lost this session. Ten sessions:", ja="このセッションでは A が負けました。10回では:"),
    code("[round(session(seed), 2) for seed in range(10)]"),
    md(en="Three hundred sessions, 15,000 hands: the mean and its standard error:",
       ja="300回（15,000局）の平均と、その標準誤差です。"),
    code("""
    results = [session(seed) for seed in range(300)]
    mean, error = np.mean(results), np.std(results, ddof=1) / np.sqrt(len(results))
    round(float(mean), 2), round(float(error), 2)
    """),
    code("""
    session_results_chart(results, hands=50, lang=LANG)
    plt.show()
    """),
    md(en="""
    One session shows what happened, not whether a strategy is good: over 50 hands the luck
    of the cards moves A's result by about ±0.5 chips a hand, as much as A's edge, and about
    one session in seven is lost. Many sessions average the luck out: the standard error
    shrinks as one over the square root of the number of hands, and 300 sessions put A's edge near
    +0.5 chips a hand, far above zero. (Appendix 02c computes it exactly: +0.52.)
    """, ja="""
    1回のセッションでわかるのは何が起きたかであって、戦略のよしあしではありません。
    50局では、カードの運で A の結果が一局あたり約±0.5点も動きます。これは A の有利さと
    同じくらいの大きさで、7回に1回ほどは負けるセッションになります。セッションを重ねると
    運は平均され、標準誤差は局数の平方根に反比例して小さくなります。300回では、A の有利さは
    一局あたり約 +0.5点で、0 よりはっきり大きいとわかります（付録 02c で厳密に計算
    すると +0.52点です）。
    """),
]

EXERCISES = [
    exercise("02b.1", """
        Heads-up with 10 big blinds: does the small blind go all-in with K7o at the
        equilibrium? Predict, then look it up in the chart.
        """, "`'all-in'`, `'fold'` or `'mixed'`", """
        freq = pushfold_equilibrium(10).ranges[0].frequency("K7o")
        answer = "all-in" if freq == 1 else "fold" if freq == 0 else "mixed"
        """, ja="""
        ヘッズアップ、10BB です。均衡では、スモールブラインドは K7o でオールインしますか。
        予想してから表で確かめましょう。
        """, prompt_ja="`'all-in'`、`'fold'`、`'mixed'` のどれか（`'オールイン'`、`'フォールド'`、`'ミックス'` でも可）"),
    exercise("02b.2", """
        8 BB each. The small blind is all-in; you are the big blind, and your hand has 40%
        equity against the small blind's range. Compute by hand: how many big blinds does
        calling win or lose on average compared with folding?
        """, "a number of big blinds (negative if calling is worse)", """
        calling, folding = 0.4 * 2 * 8, 8 - 1
        answer = round(calling - folding, 2)
        """, ja="""
        各8BB です。スモールブラインドがオールインし、あなたはビッグブラインドです。
        あなたのハンドのエクイティは、相手のレンジに対して40%です。手で計算してください: コールはフォールドに
        比べて、平均で何BB 得または損ですか。
        """, prompt_ja="BB の数（コールが損なら負の数）"),
    exercise("02b.3", """
        10 BB each: does the big blind call the all-in with J8s, (a) without a rake and
        (b) with the course rake `PRESETS["article-rake"]`? Predict, then compute both.
        """, "two words, e.g. `('fold', 'mixed')`, each `'call'`, `'fold'` or `'mixed'`", """
        def word(freq):
            return "call" if freq == 1 else "fold" if freq == 0 else "mixed"

        plain = pushfold_equilibrium(10).ranges[1].frequency("J8s")
        raked = pushfold_equilibrium(10, rake=PRESETS["article-rake"].rake).ranges[1]
        answer = (word(plain), word(raked.frequency("J8s")))
        """, ja="""
        各10BB です。ビッグブラインドは J8s でオールインにコールしますか。(a) レーキなしと
        (b) コースのレーキ `PRESETS["article-rake"]` ありの場合について、予想してから両方を
        計算しましょう。
        """, prompt_ja="2つの語の組（例: `('fold', 'mixed')`）。どちらも `'call'`、`'fold'`、`'mixed'` のどれか（`'コール'`、`'フォールド'`、`'ミックス'` でも可）"),
    exercise("02b.4", """
        Move the chart's slider down from 8 BB: what is the deepest stack (in steps of 0.5 BB)
        at which the big blind calls with every hand?
        """, "a number of big blinds", """
        answer = max(d for d in HU_DEPTHS if pushfold_equilibrium(d).ranges[1].share >= 0.9995)
        """, ja="""
        表のスライダーを8BB から下げていきます。ビッグブラインドがすべてのハンドでコールする
        最も深いスタック（0.5BB 刻み）はいくつですか。
        """, prompt_ja="BB の数"),
]

exercise_cells, solution_cells = exercises_and_solutions("02b", EXERCISES)
cells += exercise_cells + solution_cells + [md(en="""
    ## What to remember

    * **Heads-up at 8 BB** the equilibrium goes all-in from the small blind with 61.9% of hands
      and calls from the big blind with 45%.
    * **An equilibrium** is two ranges, each the best answer to the other: over both seats it
      cannot lose on average, whatever the opponent does; it does not win every session.
    * **All-in is wider than call:** an all-in also wins when the big blind folds; a call must
      win at the showdown.
    * **Calling beats folding** when equity × 2 × stack > stack − 1: 44% equity at 8 BB, 25% at
      2 BB, so short stacks call almost everything.
    * **A rake** makes calls dearer: the big blind calls less, the small blind goes all-in a
      little more; at 8 BB the two pay 0.13 BB a hand.
    * **Judge by many hands:** one session of 50 moves by about ±0.5 chips a hand; against a
      top-10% player the equilibrium's edge is +0.52.

    **Next:** [Lesson 03, Omaha Hi/Lo](03_omaha_hi_lo.ipynb). How the charts are solved and the
    article's hands stored as files: [Appendix 02c](02c_aof_under_the_hood.ipynb).
    """, ja="""
    ## 覚えておくこと

    * **ヘッズアップ、8BB の均衡**では、スモールブラインドはハンドの61.9%でオールインし、
      ビッグブラインドは45%でコールします。
    * **均衡**は、互いに相手への最善の答えになっている2つのレンジです。両方の席を平均すれば、
      相手がどう打っても負けません。ただし、毎回のセッションで勝つとは限りません。
    * **オールインのレンジはコールのレンジより広くなります。** オールインは BB がフォールド
      すれば勝てますが、コールはショーダウンで勝つしかありません。
    * **コールがフォールドより得になる**のは、エクイティ × 2 × スタック が スタック − 1 を
      上回るときです。8BB なら44%、2BB なら25%で足りるので、浅いスタックではほとんどの
      ハンドでコールします。
    * **レーキ**があるとコールが割高になり、BB のコールは減り、SB のオールインは少し増えます。
      8BB では2人で一局あたり0.13BB を払います。
    * **戦略は多くの局で評価します。** 50局のセッション1回では、結果が一局あたり±0.5点ほど
      動きます。上位10%だけで打つ相手に対する均衡の有利さは、一局あたり +0.52点です。

    **次へ:** [レッスン 03 オマハハイロー](03_omaha_hi_lo.ipynb)。表の解き方と、記事の局面を
    ファイルに記録する方法は [付録 02c](02c_aof_under_the_hood.ipynb) にあります。
    """)]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "02b_pushfold_strategy.ipynb", cells)
