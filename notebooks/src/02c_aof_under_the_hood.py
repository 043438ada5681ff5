"""Source of notebooks/02c_aof_under_the_hood.ipynb and its Japanese edition (run this, then
`make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, md, write

cells = [
    md(en="""
    # Appendix 02c — AoF under the hood

    For the curious and for teachers: how lessons [02](02_aof_holdem.ipynb) and
    [02b](02b_pushfold_strategy.ipynb) work inside. Nothing here is needed to play.

    * **hand-history files**: how the article's hands are stored and replayed;
    * **solving heads-up**: CFR+, indifference, exploitability;
    * **three and four players**: fictitious play, a holdout check, and a certified figure;
    * **the rake in the solver**, and the exact value behind lesson 02b's 300 sessions;
    * **regenerating the data**, and **for teachers**.
    """, ja="""
    # 付録 02c — AoF の舞台裏

    興味のある人と先生向けに、レッスン [02](02_aof_holdem.ipynb) と
    [02b](02b_pushfold_strategy.ipynb) の内部の仕組みを説明します。遊ぶだけならここは
    読まなくてもかまいません。

    * **ハンドヒストリーのファイル**: 記事の局面をどう記録し、再生するか
    * **ヘッズアップを解く**: CFR+、無差別の条件、エクスプロイタビリティ
    * **3人と4人**: 仮想プレイ（fictitious play）と、別の標本での確認、保証された値
    * **ソルバーの中のレーキ** と、レッスン 02b の300セッションの背後にある厳密な値
    * **データの再生成** と **先生向けのメモ**
    """),
    RUN_ALL_FIRST,
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    import numpy as np
    from pokerlib import phh
    from pokerlib.aof import PRESETS, TopPercent, pushfold_equilibrium
    from pokerlib.aof.pushfold import load_certificates
    from pokerlib.aof.headsup_solver import headsup_game, headsup_strategy_values
    from pokerlib.aof.simple_rule import rule_frequencies, simple_rule_cost
    from pokerlib.course import language
    from pokerlib.equity import class_index
    from pokerlib.course.charts import convergence_chart, range_grid
    from pokerlib.course.charts.aof_charts import range_title

    LANG = language()
    """),
    md(en="""
    ## Hand-history files

    The article's hands ship as files in the **PHH** format, the open standard of the
    PokerKit authors ([docs/phh.md](../docs/phh.md) describes it). A file gives the table
    (stacks, blinds), every action in order, and the stacks the hand should end with. The
    players are numbered from the left of the button: `p1` is C here. `d dh p1 AsQs` deals
    C's hole cards, `p3 f` is a fold, `p1 cbr 16` an all-in written as a bet **to** 16,
    `p2 cc` a call, `d db` deals board cards and `p1 sm` shows a hand. Fields starting with
    `_` (the burn cards) are pokerlib's own additions.
    """, ja="""
    ## ハンドヒストリーのファイル

    記事の局面は **PHH** 形式のファイルとして同梱しています。PokerKit の作者たちによる
    公開の標準形式です（[docs/phh.ja.md](../../docs/phh.ja.md) で説明しています）。ファイルには
    卓の設定（スタック、ブラインド）、すべての行動の順番、そして一局の終了時にあるべき
    スタックを書きます。プレイヤーはボタンの左から番号が振られ、ここでは `p1` が C です。
    `d dh p1 AsQs` は C への私有札の配札、`p3 f` はフォールド、`p1 cbr 16` は「16まで
    ベット」と書いたオールイン、`p2 cc` はコール、`d db` は共有札を開くこと、`p1 sm` は
    ハンドを見せることです。`_` で始まる項目（バーンカード）は pokerlib 独自の追加です。
    """),
    code('print(phh.example_text("aof_showdown", LANG))'),
    md(en="""
    `phh.replay_example` plays the file on pokerlib's AoF table and checks the finishing
    stacks it records:
    """, ja="""
    `phh.replay_example` はファイルを pokerlib の AoF テーブルで再生し、記録された終了時の
    スタックと一致するかを確かめます。
    """),
    code("""
    showdown = phh.replay_example("aof_showdown")
    showdown.finishing_stacks, showdown.ok
    """),
    md(en="""
    `replay_example(name, stop=k)` replays only the first `k` actions, to watch the bets
    grow (the first four actions deal the hole cards):
    """, ja="""
    `replay_example(name, stop=k)` は最初の `k` 個の行動だけを再生するので、投入額が増えて
    いく様子を追えます（最初の4つは私有札の配札です）。
    """),
    code("""
    for k in range(5, 9):
        step = phh.replay_example("aof_side_pot", stop=k)
        print(step.history.actions[k - 1], step.hand.bets)
    """),
    md(en="""
    Those eight actions end the betting but deal no board, so the replay refuses to call the
    hand finished:
    """, ja="""
    この8つの行動で賭けは終わりますが、共有札がまだないので、再生結果は一局が終わったとは
    みなしません。
    """),
    code("step.complete"),
    md(en="""
    ## Solving heads-up

    Heads-up push/fold is a small game: the SB's all-in frequency and the BB's calling
    frequency for each of the 169 classes. The payoffs come from the exact all-in equity of
    every class against every other, and every deal is weighted by how many card
    combinations it has (two players cannot hold the same card).

    **CFR+** (counterfactual regret minimization, "plus") plays the game against itself
    many times. After each round every class records its **regret** for each action: how
    much better that action would have done. The next round plays each action in
    proportion to its positive regret; negative regrets are reset to zero (the "plus"), and
    the average of all rounds approaches an equilibrium.

    The average still leaves a few hands slightly mixed. At an exact equilibrium a mixed
    hand must be **indifferent**: both actions worth exactly the same, or it would prefer
    one. Those conditions are a few linear equations, and solving them gives the exact
    frequencies.

    **Exploitability** measures how far a pair of strategies is from an equilibrium: what
    both players together could gain per hand by switching to their best answer. It is zero
    at an equilibrium:
    """, ja="""
    ## ヘッズアップを解く

    ヘッズアップのオールインかフォールドは小さなゲームです。169種類のハンドそれぞれに、
    SB のオールインの頻度と BB のコールの頻度を決めます。損得は、各種類の組み合わせの
    厳密なオールインのエクイティから計算し、各配札はそのカードの組み合わせの数で重み付け
    します（2人が同じカードを持つことはないからです）。

    **CFR+**（反実仮想後悔最小化のプラス版）は、このゲームを自分自身と何度も対戦させます。
    各回の後、それぞれのハンドは行動ごとに **後悔**（その行動を選んでいたらどれだけ得だった
    か）を記録します。次の回は、正の後悔に比例して各行動を選びます。負の後悔は0に戻し
    （これが「プラス」）、すべての回を平均した戦略が均衡に近づきます。

    平均した戦略には、わずかに混合のハンドが残ります。厳密な均衡では、混合のハンドは
    **無差別**、つまり2つの行動の価値がちょうど等しくなければなりません（そうでなければ
    どちらかを選ぶはずです）。この条件は少数の一次方程式になり、解くと厳密な頻度が
    得られます。

    **エクスプロイタビリティ**（exploitability）は、戦略の組が均衡からどれだけ離れているかの尺度です。
    2人がそれぞれ最善の答えに切り替えたら、一局あたり合わせてどれだけ得をするかを表し、
    均衡では0です。
    """),
    code("""
    hu = pushfold_equilibrium(8)
    round(abs(hu.exploitability), 12)
    """),
    code("""
    convergence_chart(hu, lang=LANG)
    plt.show()
    """),
    md(en="""
    The solver is in `pokerlib/aof/headsup_solver.py`; try `pushfold_equilibrium??`.

    ## Three and four players: fictitious play

    With more players, every decision depends on who is already all-in, and a three- or
    four-way all-in has no simple formula. pokerlib uses **fictitious play**: each round,
    every position plays its best answer to the average of the others' past strategies. It
    runs on a fixed, seeded sample of a million deals (two-way all-ins settled by the exact
    class equities, three- and four-way ones by the dealt board), and the results ship with
    pokerlib. The table's Hint at the 4-seat table reads them:
    """, ja="""
    ソルバーは `pokerlib/aof/headsup_solver.py` にあります。`pushfold_equilibrium??` と
    入力してみましょう。

    ## 3人と4人: 仮想プレイ

    人数が増えると、どの判断もすでにオールインした人によって変わり、3人・4人のオール
    インには簡単な式がありません。pokerlib は **仮想プレイ**（fictitious play）を使います。
    各回、どのポジションもほかの人たちの過去の戦略の平均に対する最善の答えを打ちます。
    計算は固定した乱数の種で選んだ100万通りの配札の上で行い（2人のオールインは種類ごとの
    厳密なエクイティで、3〜4人のオールインは配られた共有札で精算）、結果を pokerlib に同梱
    しています。4人卓の Hint はこれを読みます。
    """),
    code("""
    four = pushfold_equilibrium(8, players=4)
    [(range_title(r, LANG), round(r.share, 3)) for r in four.ranges[:4]]
    """),
    code("""
    range_grid([four.range(position) for position in ("CO", "BTN", "SB")], lang=LANG)
    plt.show()
    """),
    md(en="""
    The exploitability on the sample's own deals is small. Measured on an independent sample
    of deals (the **holdout**) it is larger: a sample of deals adds noise of its own, so treat
    the borderline hands of these charts as close decisions:
    """, ja="""
    標本にした配札の上でのエクスプロイタビリティは小さな値です。独立に選んだ別の配札（**ホールドアウト**）
    で測るともっと大きくなります。標本の配札そのものが誤差を持ち込むので、これらの表の境目の
    ハンドは僅差の判断だと考えてください。
    """),
    code("round(four.exploitability, 4), round(four.holdout, 4)"),
    code("""
    convergence_chart(four, lang=LANG)
    plt.show()
    """),
    md(en="""
    ### Certified: the exploitability counted exactly

    A holdout is still a sample. The exact pass (`pokerlib/aof/multiway_exact.py`,
    `docs/aof-exact.md`) counts every board and every deal of hole cards instead, with the
    cards each hand removes from the deck, and finds each player's best answer to the chart.
    A chart is **certified** when that pass has been run on it: its certified exploitability
    is the sum of what each player would gain by his best answer while the others keep the
    chart. So no strategy, played by any one seat against the chart, can win more than this
    figure in big blinds per hand. Not a sample, no error bar.

    The 3-handed 8 BB chart is certified. First its certified exploitability, then the
    holdout estimate the course printed before (both in BB per hand):
    """, ja="""
    ### 保証された値: エクスプロイタビリティを厳密に数える

    ホールドアウトも標本です。厳密な計算（`pokerlib/aof/multiway_exact.py`、
    `docs/aof-exact.md`）は、そのかわりにすべてのボードとすべての手札の配り方を、各ハンドが
    デッキから除くカードも含めて数え、表に対する各プレイヤーの最善の答えを求めます。この
    計算を済ませた表を **保証された** 表と呼びます。保証されたエクスプロイタビリティは、
    ほかの人が表どおりに打つとき、各プレイヤーが最善の答えで得をする分の合計です。
    だから、どの席のどんな戦略も、この表を相手に一局あたりこの値（BB）より多くは勝てません。
    標本ではないので、誤差の幅もありません。

    3人・8BB の表は保証されています。先に保証されたエクスプロイタビリティ、次にこれまで
    コースが表示していたホールドアウトの推定です（どちらも一局あたりの BB）。
    """),
    code("""
    certified = load_certificates()["3@8"]
    three = pushfold_equilibrium(8, players=3)
    round(certified["exploitability"], 5), round(three.holdout, 4)
    """),
    md(en="""
    The sampled estimate was more than twice the exact figure: the chart is better than the
    holdout said. The certificates in `pokerlib/data/aof_pushfold_certified.json` are the
    only certified charts (below); the 4-handed charts, the article's 8 BB table among
    them, are not certified yet: one exact pass costs about 4.9 CPU-hours at four players,
    against about 330 CPU-seconds at three. Until then their figure is the holdout above.
    """, ja="""
    標本での推定は厳密な値の2倍以上でした。表はホールドアウトが言うより良いものでした。
    保証されている表は `pokerlib/data/aof_pushfold_certified.json` にあるものだけです
    （下）。4人の表は、記事の8BB の卓も含めて、まだ保証されていません。厳密な計算は1回で、
    3人なら約330 CPU 秒ですが、4人では約4.9 CPU 時間かかります。それまでは、4人の表の値は
    上のホールドアウトです。
    """),
    code("sorted(load_certificates())"),
    md(en="""
    ## The rake in the solver

    Without a rake, what one player wins the other loses. A rake takes chips out of a called
    all-in, so both can lose together: the SB's result when called is its equity × (pot −
    rake) − stack, and the BB's is the same with its own equity. The solver uses these two
    payoffs, with the rake in whole chips like the table (`headsup_game(stack_bb, rake)`).
    At 8 BB with the course rake, a called all-in leaves this much, the pot of 16 BB minus
    half a big blind (1 chip):
    """, ja="""
    ## ソルバーの中のレーキ

    レーキがなければ、一方が勝った分だけもう一方が負けます。レーキはコールされたオールイン
    から点数を取るので、2人が一緒に損をすることがあります。コールされたときの SB の結果は
    エクイティ ×（ポット − レーキ）− スタック、BB も自分のエクイティで同じ式です。ソルバーは
    この2つの損得を使い、レーキはテーブルと同じく点数単位で切り捨てます
    （`headsup_game(stack_bb, rake)`）。8BB でコースのレーキなら、コールされたオールインで
    残るのは16BB のポットから0.5BB（1点）を引いた分です。
    """),
    code("""
    raked = headsup_game(8, PRESETS["article-rake"].rake)
    round(float(raked.showdown[0, 0] + raked.bb_showdown[0, 0] + 16), 3)
    """),
    md(en="""
    The same functions give the exact value behind lesson 02b's 300 sessions: the
    equilibrium against an opponent who plays only the top 10% of hands, averaged over both
    seats and converted from big blinds to chips (1 BB = 2 chips):
    """, ja="""
    同じ関数で、レッスン 02b の300セッションの背後にある厳密な値も計算できます。上位10%の
    ハンドだけで打つ相手に対する均衡の結果を、両方の席で平均し、BB から点（1BB = 2点）に
    直したものです。
    """),
    code("""
    game = headsup_game(8)
    shove, call = np.array(hu.ranges[0].freq), np.array(hu.ranges[1].freq)
    tight = np.zeros(169)
    tight[[class_index(name) for name in TopPercent(10).classes]] = 1
    as_sb = headsup_strategy_values(shove, tight, game)[0]
    as_bb = headsup_strategy_values(tight, call, game)[1]
    round((as_sb + as_bb) / 2 * 2, 3)
    """),
    md(en="""
    **The rule to remember, counted the same way.** Lesson 02b's rule in words is a pair of
    0/1 arrays over the 169 classes (`pokerlib/aof/simple_rule.py`); its cost is the
    equilibrium's value minus the rule's, each against an equilibrium opponent, with these
    same functions. By hand, for the small blind at 8 BB:
    """, ja="""
    **覚えておく目安も同じ方法で数えます。** レッスン 02b の言葉の目安は、169の種類についての
    0か1の配列の組です（`pokerlib/aof/simple_rule.py`）。損失は、どちらも均衡どおりに打つ
    相手に対する、均衡の期待値と目安の期待値の差で、同じ関数で計算します。8BB の SB について
    手で計算すると:
    """),
    code("""
    push, answer = rule_frequencies()
    equilibrium_sb = headsup_strategy_values(shove, call, game)[0]
    rule_sb = headsup_strategy_values(push, call, game)[0]
    round(equilibrium_sb - rule_sb, 5) == round(simple_rule_cost(8).push_cost, 5)
    """),
    md(en="""
    The same words at 10 BB, where the equilibrium plays tighter: the rule's cost grows, most
    of all for the big blind, which calls too often there (BB a hand, small blind and big
    blind):
    """, ja="""
    同じ言葉の目安を、均衡がより狭いハンドで打つ10BB で使うと、損失は大きくなります。とくに
    コールが多すぎる BB です（一局あたりの BB。SB、BB の順）:
    """),
    code("""
    at_10 = simple_rule_cost(10)
    round(at_10.push_cost, 5), round(at_10.call_cost, 5)
    """),
    md(en="""
    ## Regenerating the data

    The charts of lessons 02 and 02b read data files in `pokerlib/data/`; each is rebuilt
    from a terminal, in the repository's folder:

    * `python -m pokerlib regenerate holdem-preflop-equity`: the exact all-in equities of the
      169 classes against each other;
    * `python -m pokerlib regenerate aof-pushfold-headsup`: the heads-up equilibria from 1 to
      25 BB in steps of 0.1 (under a minute);
    * `python -m pokerlib regenerate aof-pushfold-multiway`: the 3- and 4-player equilibria
      from 4 to 15 BB (about 25 minutes on two cores);
    * `python -m pokerlib pushfold-solve --players 3 --stack 8`: certifies one shipped 3- or
      4-player chart on a Dask cluster (a local one by default, `--scheduler` for
      another), resumable from its `--out` folder, and stores the certificate
      (`regenerate aof-pushfold-certified` certifies every stored one again);
    * `python -m pokerlib regenerate --list` lists every data set.

    Results with a rake are not shipped: they are solved when asked for.

    ## For teachers

    **Adding a worked example.** Each article hand is a file in `pokerlib/data/examples/`
    (`phh.EXAMPLES_DIR`). Copy one to `NAME.phh`, change the stacks, cards and actions,
    record the `finishing_stacks` you expect, and check it with `python -m pokerlib replay`
    followed by the file's path: it prints the pots and stacks and exits with status 0 only
    when the hand is complete and matches. A lesson then
    loads it with `phh.replay_example("NAME")`.

    **Changing the table.** Every table condition is a field of `AofRules`
    (`pokerlib/aof/rules.py`): `stack`, the blinds, antes, `top_up` and `rake` (a `Rake` from
    `pokerlib/aof/rake.py`); `PRESETS` holds named examples. A session (`AofSession`) plays
    hand after hand with them; `play_hands` plays hands that all start from equal stacks,
    which is what the equilibria assume.

    ## Next

    [Lesson 03 — Omaha Hi/Lo](03_omaha_hi_lo.ipynb).
    """, ja="""
    ## データの再生成

    レッスン 02 と 02b の表は `pokerlib/data/` のデータファイルを読みます。どれも
    リポジトリのフォルダでターミナルから作り直せます。

    * `python -m pokerlib regenerate holdem-preflop-equity`: 169種類どうしの厳密なオール
      インのエクイティ
    * `python -m pokerlib regenerate aof-pushfold-headsup`: 1〜25BB（0.1BB 刻み）の
      ヘッズアップの均衡（1分足らず）
    * `python -m pokerlib regenerate aof-pushfold-multiway`: 4〜15BB の3人・4人の均衡
      （2コアで約25分）
    * `python -m pokerlib pushfold-solve --players 3 --stack 8`: 同梱の3人・4人の表を1つ、
      Dask のクラスター（指定しなければ手元のクラスター、ほかは `--scheduler`）で保証し、保証の
      結果を入れます。`--out` のフォルダから続きを計算できます（`regenerate
      aof-pushfold-certified` は入っている表をすべて保証し直します）
    * `python -m pokerlib regenerate --list` ですべてのデータセットを表示します

    レーキありの結果は同梱していません。求められたときに解きます。

    ## 先生向けのメモ

    **例を追加する。** 記事の局面はそれぞれ `pokerlib/data/examples/` のファイルです
    （`phh.EXAMPLES_DIR`）。1つを `NAME.phh` にコピーし、スタック、カード、行動を変え、
    期待する `finishing_stacks` を書いてから、`python -m pokerlib replay` にファイルの
    パスを付けて実行して確かめます。ポットと
    スタックを表示し、一局が完結して一致したときだけ終了ステータス0で終わります。
    レッスンからは `phh.replay_example("NAME")` で読み込めます。

    **卓を変える。** 卓の条件はすべて `AofRules`（`pokerlib/aof/rules.py`）の項目です。
    `stack`、ブラインド、Ante、`top_up`、`rake`（`pokerlib/aof/rake.py` の `Rake`）。
    名前付きの例は `PRESETS` にあります。セッション（`AofSession`）はこの条件で一局ずつ
    続けて打ち、`play_hands` は毎局同じスタックから始まる局を打ちます。均衡が前提とする
    のはこちらです。

    ## 次へ

    [レッスン 03 — オマハ・ハイロー](03_omaha_hi_lo.ipynb)
    """),
]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "02c_aof_under_the_hood.ipynb", cells)
