"""Source of notebooks/01a_oasis_under_the_hood.ipynb and its Japanese edition in
notebooks/ja/ (run this, then `make notebooks`): lesson 01's appendix."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, md, write

cells = [
    md(en="""
        # Appendix 01a — Oasis Poker under the hood

        This appendix is for the curious and for teachers. Nothing here is needed to play: it
        shows how [lesson 01](01_oasis_poker.ipynb) gets its numbers.

        1. the rules as data, and the other operators' presets;
        2. the hand files that hold the article's hands;
        3. how the advisor counts every dealer hand, with inclusion–exclusion;
        4. the exact house edge as a fraction, and how it was counted;
        5. exchanges of several cards: counted, proven or estimated; and simulations;
        6. for teachers: adding a worked example, regenerating the data.
        """, ja="""
        # 付録 01a — オアシスポーカーの舞台裏

        この付録は、仕組みを知りたい人と教える人のためのものです。遊ぶためには必要ありません。
        [レッスン 01](01_oasis_poker.ipynb) の数字がどこから来るのかを示します。

        1. データとしてのルールと、ほかの提供者のプリセット
        2. 記事の局を収めたハンドファイル
        3. アドバイザーがディーラーのあらゆる手を数える方法（包除原理）
        4. 分数で表した厳密なハウスエッジと、その数え方
        5. 2枚以上の交換: 数えたもの、証明したもの、推定にとどまるもの。そしてシミュレーション
        6. 教える人へ: 例題の追加とデータの再生成
        """),
    RUN_ALL_FIRST,
    code("""
        %matplotlib inline
        from fractions import Fraction
        from itertools import combinations
        from math import comb

        import matplotlib.pyplot as plt
        import numpy as np

        from pokerlib import phh
        from pokerlib.cards import parse_cards
        from pokerlib.course import charts, language
        from pokerlib.errors import PokerError
        from pokerlib.evaluate import describe_score, score, score_batch
        from pokerlib.oasis import (OasisRules, advise, article_comparison, edge_by_pay,
                                    house_edge, simulate, strategy_ev)
        from pokerlib.oasis.edge_by_pay import pay_line_name
        from pokerlib.oasis.simple_rule import simple_rule_cost

        LANG = language()
        """),
    md(en="""
        ## 1. The rules are data

        Every rule is a field of a frozen `OasisRules` object (`pokerlib/oasis/rules.py`).
        The paytable is a tuple of ten multiples X:1, from high card to royal flush:
        """, ja="""
        ## 1. ルールはデータ

        ルールはすべて、変更できない `OasisRules` オブジェクトの項目です
        （`pokerlib/oasis/rules.py`）。配当表は、ハイカードからロイヤルフラッシュまでの
        10個の倍率X:1を並べたタプルです。
        """),
    code("""
        rules = OasisRules.bgaming()
        rules.paytable
        """),
    md(en="""
        `fees` gives the fee in Antes for exchanging 1, 2, 3, 4 and 5 cards (`None` would
        forbid that count); then how many exchanges a hand allows, whether exchanging five
        cards forces the Raise, and the Raise in Antes:
        """, ja="""
        `fees` は1・2・3・4・5枚を交換するときの交換費（Ante単位。`None` ならその枚数は交換
        できない）です。続いて、1局で交換できる回数、5枚交換でRaiseが強制されるかどうか、
        RaiseがAnte何個分かを示します。
        """),
    code("rules.fees, rules.max_exchanges, rules.five_forces_raise, rules.raise_antes"),
    md(en="""
        The qualifier `"AK"` means ace-king high or better. The library turns it into the score
        of the weakest qualifying hand, A-K-4-3-2 (a higher score is a better hand):
        """, ja="""
        資格の `"AK"` は「AとKを含むハイカード以上」を表します。ライブラリはこれを、資格ありの
        最も弱い手 A-K-4-3-2 のスコア（スコアが高いほど強い手）に直して使います。
        """),
    code("rules.qualifier_score, describe_score(rules.qualifier_score, LANG)"),
    md(en="""
        **Presets.** The article names other operators' versions of the game, and warns not to
        fill the gaps of BGaming's rules with them. They are presets, none of them BGaming's.
        Galewind's schedule (the Wizard of Odds describes it for casinos using Galewind
        Software) charges 1/2/3/2/1 Antes and forces the Raise after a five-card exchange; no
        source gives it for NetEnt, whose game charges one Ante per card. For Casino Senator (five cards cost 1 Ante) and Premium
        Casino Europa (five cards cost 2 Antes, one exchange) only those facts are published;
        the presets *assume* one Ante per card for 1 to 4 cards, BGaming's paytable, and a Fold
        allowed after exchanging five. The fees of each:
        """, ja="""
        **プリセット。** 記事は同名ゲームの別の提供者の版に触れ、それらの条件でBGamingの
        PDFを補ってはいけないと注意しています。ここではそれらをプリセットとして用意していますが、
        どれもBGamingのルールではありません。Galewind版（Wizard of OddsがGalewind Softwareの
        カジノのゲームとして紹介）は1/2/3/2/1 Anteの交換費で、5枚交換するとRaiseが強制されます。
        NetEntの版をこの交換費とする出典はなく、NetEntは1枚につきAnte 1つ分です。Casino Senator（5枚交換が
        Ante 1つ分）とPremium Casino Europa（5枚交換がAnte 2つ分、交換は1回）は公開されている
        のがその条件だけなので、1～4枚は1枚につきAnte 1つ分、配当表はBGamingと同じ、5枚交換の
        後もFoldできる、と**仮定**しています。各プリセットの交換費:
        """),
    code("{name: preset.fees for name, preset in OasisRules.presets().items()}"),
    md(en="""
        Rules that no game could use are refused when the object is made, with a sentence that
        says what is allowed:
        """, ja="""
        どのゲームでも使えないルールは、オブジェクトを作る時点で、何が許されるかを説明する
        文とともに断られます。
        """),
    code("""
        try:
            OasisRules(raise_antes=0)
        except PokerError as error:
            print(error)
        """),
    md(en="""
        ## 2. Hand files

        The article's hands ship with pokerlib as small **hand files** in
        `pokerlib/data/examples/`, in pokerlib's own Oasis format, written in the style of the
        PHH hand-history standard (`docs/phh.md` describes both). A file holds the stakes,
        every step in order, and the balance the hand must end with. In the steps, `d` is the
        dealer and `p1` the
        player: `d dh p1 QsQd8h8c2d` deals the player's five cards, `d dd` the dealer's five
        (the up card first; `??` marks a card nobody sees), `p1 sd 2d` exchanges the 2♦,
        `d dh p1 Qh` deals the replacement, and `p1 cbr 20` raises 20 (`p1 f` would fold).
        """, ja="""
        ## 2. ハンドファイル

        記事の局は、`pokerlib/data/examples/` に小さな**ハンドファイル**として収めてあります。
        形式はpokerlib独自のオアシス用の形式で、ハンドヒストリーの標準形式PHHにならって
        います（どちらも `docs/phh.ja.md` に説明があります）。
        ファイルには、投入の条件、すべての手順、局の終わりの点数が書かれています。手順の `d` は
        ディーラー、`p1` はプレイヤーです。`d dh p1 QsQd8h8c2d` はプレイヤーへの5枚、`d dd` は
        ディーラーへの5枚（公開カードが先頭。`??` は誰も見ないカード）、`p1 sd 2d` は2♦の交換、
        `d dh p1 Qh` は交換で受け取るカード、`p1 cbr 20` は20点のRaise（`p1 f` ならFold）です。
        """),
    code("""
        print(phh.example_text("oasis_full_house", LANG))
        """),
    md(en="""
        `phh.replay_example` plays a file on the library's Oasis game and checks the end balance
        the file records:
        """, ja="""
        `phh.replay_example` はファイルをライブラリのオアシスポーカーで再生し、ファイルに
        書かれた終わりの点数と一致するかを確かめます。
        """),
    code("""
        ex = phh.replay_example("oasis_full_house")
        ex.finishing_stacks
        """),
    md(en="""
        `stop=2` replays only the first two steps, the deal; the game then waits for your
        decisions, and its deck still holds the file's later cards. Played by hand, the hand
        ends with the same settlement as the file:
        """, ja="""
        `stop=2` を付けると最初の2手順（配札）だけを再生し、その後の判断を待つゲームが
        得られます。山札にはファイルの後の手順のカードが残っています。手で進めても、精算は
        ファイルと同じになります。
        """),
    code("""
        game = phh.replay_example("oasis_full_house", stop=2).game
        game.exchange("2d")
        game.raise_() == ex.settlement
        """),
    md(en="""
        Three of the article's comparison hands are files (`oasis_full_house`, `oasis_tie`,
        `oasis_fold`). Replayed, each ends with the balance of the article's table:
        """, ja="""
        記事の比較表の局のうち3つ（`oasis_full_house`、`oasis_tie`、`oasis_fold`）は
        ファイルになっています。再生すると、どれも記事の表と同じ点数で終わります。
        """),
    code("""
        table = article_comparison()
        files = {"player wins": "oasis_full_house", "tie": "oasis_tie", "fold": "oasis_fold"}
        {name: phh.replay_example(name).settlement.balance_after == table[outcome].balance_after
         for outcome, name in files.items()}
        """),
    md(en="""
        ## 3. How the advisor counts

        When you keep your five cards, the dealer's hand is the up card plus 4 of the 46 cards
        you have not seen: C(46, 4) = 163,185 possible hands, all equally likely. The raise EV
        is the average over all of them. Here it is in a few lines, by brute force, for the
        article's dealt hand (`score` gives a hand's strength, higher is better):
        """, ja="""
        ## 3. アドバイザーの数え方

        手札をそのまま使うとき、ディーラーの手は公開カードと、自分に見えていない46枚のうちの
        4枚です。C(46, 4) = 163,185通りで、どれも同じ確率で起こります。RaiseのEVはそのすべての
        平均です。記事で配られた手について、総当たりで数行で計算してみます（`score` は手の強さ
        で、大きいほど強い手です）。
        """),
    code("""
        hand, up = parse_cards("Qs Qd 8h 8c 2d"), parse_cards("Ks")[0]
        unseen = [c for c in range(52) if c not in hand and c != up]
        fours = np.array(list(combinations(unseen, 4)))
        dealer = score_batch(np.column_stack([np.full(len(fours), up), fours]))
        len(fours)
        """),
    code('''
        def raise_total(player, dealer):
            """The summed result in Antes of raising ``player`` (a score) against each dealer
            score: no qualifier +1 (the Ante; the Raise is pushed), a win 1 + 2X, a loss -3."""
            qualifies = dealer >= rules.qualifier_score
            wins, loses = qualifies & (dealer < player), qualifies & (dealer > player)
            x = rules.pay_multiple(player)
            return int((~qualifies).sum() + wins.sum() * (1 + 2 * x) - 3 * loses.sum())

        keep = Fraction(raise_total(score(hand), dealer), len(dealer))
        keep
        ''', ja={'The summed result in Antes of raising ``player`` (a score) against each dealer': '``player``（スコア）で Raise したときの結果を、ディーラーの各スコアについて合計した値', 'score: no qualifier +1 (the Ante; the Raise is pushed), a win 1 + 2X, a loss -3.': '（Ante 単位）。ディーラーが資格なしなら +1（Ante の分。Raise は返る）、勝ちは 1 + 2X、負けは -3。'}),
    md(en="The advisor's value is the same:", ja="アドバイザーの値も同じです。"),
    code('round(float(keep), 10), round(advise(hand, up).option("raise").ev, 10)'),
    md(en="""
        **Inclusion–exclusion.** Exchanging the 2♦ draws one of the 46 unseen cards, `r`; the
        dealer then holds 4 of the other 45. Rather than scoring new dealer hands for every
        `r`, take the 163,185 already scored and leave out those that contain `r`: the hands
        that avoid `r` are *all* hands minus the hands *with* `r`. With several replacement
        cards the count alternates, as in

        all − (with p) − (with q) + (with p and q),

        which is the inclusion–exclusion principle; the library keeps running totals by score
        so that each term is a table lookup. For each replacement the player then folds (−1)
        or raises, whichever is better, and the fee (one Ante) is paid whatever comes:
        """, ja="""
        **包除原理。** 2♦を交換すると、見えていない46枚のうち1枚 `r` を受け取り、ディーラーは
        残り45枚のうち4枚を持ちます。`r` ごとにディーラーの手を数え直す代わりに、すでに
        数えた163,185通りから `r` を含む手を除きます。`r` を含まない手は「すべての手」から
        「`r` を含む手」を引いたものです。交換するカードが複数なら

        すべて − （p を含む） − （q を含む） + （p と q を含む）

        のように足し引きを繰り返します。これが包除原理です。ライブラリは点数ごとの累積数を
        持っているので、各項は表を引くだけで求まります。受け取ったカードごとにFold（−1）と
        Raiseの良い方を選び、交換費（Ante 1つ分）はどのカードが来ても払います。
        """),
    code("""
        kept = [c for c in hand if c != parse_cards("2d")[0]]
        best = []
        for r in unseen:
            avoid = ~(fours == r).any(axis=1)          # the dealer's hands without r
            ev = Fraction(raise_total(score(kept + [r]), dealer[avoid]), int(avoid.sum()))
            best.append(max(Fraction(-1), ev))
        exchange = sum(best) / len(best) - 1
        exchange
        """, ja={"# the dealer's hands without r": '# 数字 r を含まないディーラーの手'}),
    code('round(float(exchange), 10), round(advise(hand, up).option("exchange", "2d").ev, 10)'),
    md(en="""
        Both values are exact fractions: the raise over C(46, 4) = 163,185, the exchange over
        46 × C(45, 4) = 6,853,770 (46 replacements, then 4 dealer cards of 45). The house edge
        below is counted over these same denominators.
        """, ja="""
        どちらも厳密な分数です。RaiseはC(46, 4) = 163,185、交換は46 × C(45, 4) = 6,853,770
        （受け取るカード46通り × ディーラーの4枚が45枚から）を分母とします。次の節の
        ハウスエッジも、同じ分母で数えています。
        """),
    md(en="""
        Every exchange, all five cards included, is counted exactly like this. Exchanging all
        five has C(46, 5) = 1,370,754 draws, each with 31 inclusion–exclusion terms. But two
        draws with the same ranks that both make a flush or neither, and take the same cards
        of the up card's suit, are worth the same (the dealer can only flush in that suit), so
        the advisor's compiled kernel (numba, `pokerlib/oasis/kernel.py`) values one draw of
        each such class, about 84,000 of them, and weighs it by the class's size. It settles
        the draws that cannot beat a qualifying dealer at once and counts the others in one
        sweep over the dealer's hands in score order: all 33 options take well under a tenth of
        a second.
        The plain numpy version of the same counting, `advise_reference` (in
        `pokerlib/oasis/advisor.py` and `dealer_counts.py`), takes several seconds; the tests
        check that both agree to 1e-9 on every option.
        """, ja="""
        5枚すべての交換も含め、どの交換もこのように厳密に数えます。5枚交換の受け取り方は
        C(46, 5) = 1,370,754通りあり、それぞれに包除原理の31項があります。ただし、ランクが
        同じで、フラッシュになるかどうかも同じ、公開カードと同じスートのカードの取り方も同じ
        受け取り方は、値も同じです（ディーラーがフラッシュになれるのは公開カードのスートだけ
        だからです）。そこでアドバイザーのコンパイルされたカーネル（numba、
        `pokerlib/oasis/kernel.py`）は、そうした組ごとに1通り（全部で約84,000組）だけを評価
        し、組の大きさで重みをつけます。資格のあるディーラーに勝てない受け取り方はその場で
        片づけ、残りはディーラーの手を点数順に一度なめるだけで数えるので、33通りの選択肢
        すべてが0.1秒足らずで求まります。同じ数え方を
        numpyだけで書いた `advise_reference`（`pokerlib/oasis/advisor.py` と
        `dealer_counts.py`）は数秒かかります。テストでは、すべての選択肢で両者が1e-9以内で
        一致することを確かめています。
        """),
    code("""
        five = advise(hand, up).option("exchange", "Qs Qd 8h 8c 2d")
        five.exact, round(five.ev, 3), round(five.se, 3)
        """),
    md(en="""
        ## 4. The exact house edge

        Lesson 01 gives the house edge as 1.04% of the Ante. It is a fraction, not an estimate:
        """, ja="""
        ## 4. 厳密なハウスエッジ

        レッスン 01 ではハウスエッジをAnteの1.04%としました。これは推定ではなく分数です。
        """),
    code("""
        he = house_edge()
        he.status_text(LANG), he.strategy_text(LANG)
        """),
    md(en="""
        `house_edge()` is BGaming's game with **every** exchange allowed. It equals the exact
        count of the game in which you keep or exchange one card, because exchanging 2 to 5
        cards is **proven** never to be the best choice under BGaming's fees: a bound on each
        multi-card exchange rules out every 3-, 4- and 5-card exchange in all 122,151,120
        situations, and the 552,102 two-card exchanges it leaves were each counted exactly and
        found worse than keeping or folding (`docs/oasis-exact.md`; the proof's run is described
        there, not shipped). `house_edge(exchanges=1)` is the same fraction under its own name.
        """, ja="""
        `house_edge()` は、**あらゆる**交換を認めたBGamingのゲームです。これは「そのまま
        使うか1枚交換するか」のゲームの厳密な値と等しくなります。BGamingの交換費では2～5枚の
        交換が最善になることは決してないと**証明**されているからです。多枚数の交換それぞれに
        上限を当てると、122,151,120通りすべての状況で3枚・4枚・5枚の交換が除外され、残った
        552,102通りの2枚交換は一つずつ厳密に数えて、そのままRaiseかFoldより悪いことを確かめ
        ました（`docs/oasis-exact.md`。証明の計算はそこに説明があり、ライブラリには同梱して
        いません）。`house_edge(exchanges=1)` は同じ分数を、その名前のまま返します。
        """),
    code("he.fraction"),
    md(en="""
        **How it was counted.** A situation is your five cards and the dealer's up card:
        2,598,960 × 47 = 122,151,120 of them. For each up card, every dealer hand is scored
        once and counted into tables by score (there are 7,462 different scores). For each of
        your hands, the dealer hands that avoid your five cards and score below the qualifier, below your hand or the
        same come from those tables by inclusion–exclusion over your cards, as above. One-card
        exchanges are counted the same way, with the discarded and drawn cards added. Each
        situation then takes its best choice: keep and raise, fold, or exchange one card.
        Suits are symmetric, so only the 13 up cards of one suit are computed, each counting 4
        times. Every value is a whole number over the common denominator
        122,151,120 × 46 × C(45, 4), so the sum is exact; the fraction above is that sum,
        reduced:
        """, ja="""
        **数え方。** 状況とは、自分の5枚とディーラーの公開カードの組のことで、
        2,598,960 × 47 = 122,151,120通りあります。公開カードごとに、ディーラーのあらゆる手を
        一度だけ評価し、点数別（点数は7,462通り）に数えて表にします。自分の手ごとに、
        自分の5枚を含まず、資格に届かない・自分より弱い・同じ点数になるディーラーの手の数を、上と同じく自分の
        カードについての包除原理で表から求めます。1枚交換も、外したカードと受け取ったカードを
        加えて同じように数えます。そのうえで状況ごとに最善の選択（そのままRaise、Fold、1枚交換）
        を選びます。スートは対称なので、1つのスートの13枚の公開カードだけを計算し、それぞれを
        4倍に数えます。どの値も共通の分母 122,151,120 × 46 × C(45, 4) の上の整数なので、
        合計は厳密です。上の分数はその合計を約分したものです。
        """),
    code("(122_151_120 * 46 * comb(45, 4)) % he.fraction.denominator == 0"),
    md(en="""
        Two more exact figures: the house edge per point wagered (Ante, fees and Raise
        together), and how often each choice is the best one:
        """, ja="""
        厳密な値をあと二つ。投入した1点あたり（Ante・交換費・Raiseの合計あたり）のハウス
        エッジと、それぞれの選択が最善になる割合です。
        """),
    code("round(100 * he.house_edge_per_wager, 2)"),
    code("{choice: round(share, 3) for choice, share in he.choices(LANG).items()}"),
    md(en="The game without exchanges is counted exactly too (5.22% of the Ante):",
       ja="交換のないゲームも厳密に数えてあります（Anteの5.22%）。"),
    code("house_edge(exchanges=0).fraction"),
    md(en="""
        **Checked against published figures** (moved here from lesson 01). Without exchanges
        Oasis Poker is Caribbean Stud Poker, and the Wizard of Odds publishes each strategy's
        total loss over all 19,933,230,517,200 deals ("Strategy Statistics in Caribbean Stud
        Poker"). The course's count gives every line of that table to the Ante:
        1,041,372,912,372 for the best play, 1,090,272,101,460 (5.470%) for "raise on any pair
        or better". Where a published rule is not exact, the count shows where: the Wizard's
        three rules of thumb raise A♠ K♦ Q♥ 6♣ 3♠ against a 5, which should fold (a Raise is
        worth −1.0037 Antes, a Fold −1); and the advice "never discard more than 1 card"
        (beatingbonuses.com) is wrong under the 1/2/3/2/1 fees in 6.7% of situations:
        J♣ 9♦ 7♥ 4♠ 3♣ against a 2♦ should exchange all five (section 5).
        """, ja="""
        **公開されている数値との照合**（レッスン 01 からここに移しました）。交換しなければ、
        オアシスポーカーはカリビアンスタッドポーカーと同じです。Wizard of Oddsは、
        19,933,230,517,200通りの配り方すべてについて、戦略ごとの損失の合計を公開しています
        （「Strategy Statistics in Caribbean Stud Poker」）。このコースの数え上げは、その表の
        どの行ともAnte単位まで一致します。最善の遊び方は1,041,372,912,372、「ワンペア以上で
        Raise」は1,090,272,101,460（5.470%）です。公開されている目安が厳密でないところも、
        数え上げで分かります。Wizard of Oddsの3つの目安は、公開カードが5のときの
        A♠ K♦ Q♥ 6♣ 3♠をRaiseとしますが、正しくはFoldです（Raiseの期待値は−1.0037 Ante、
        Foldは−1）。また「1枚より多く交換しない」という助言（beatingbonuses.com）は、交換費が
        1/2/3/2/1のルールでは状況の6.7%で誤りです。たとえば2♦に対するJ♣ 9♦ 7♥ 4♠ 3♣は、
        5枚すべてを交換するのが最善です（5節）。
        """),
    md(en="""
        Before the exact count existed, the course estimated the house edge from a stratified
        random sample of about 120,000 situations, each computed exactly. The estimate and its
        standard error (in percent) are still shipped; the exact value lies within about one
        standard error of it:
        """, ja="""
        厳密な計算ができる前は、約12万通りの状況を層別に無作為抽出し（各状況は厳密に計算）、
        ハウスエッジを推定していました。その推定値と標準誤差（パーセント）も同梱しています。
        厳密な値は、推定値から標準誤差1つ分ほどの範囲に入っています。
        """),
    code("""
        sampled = house_edge(exact=False)
        round(100 * sampled.house_edge, 2), round(100 * sampled.se, 2)
        """),
    code("round((he.house_edge - sampled.house_edge) / sampled.se, 2)"),
    md(en="""
        **The rule to remember, counted the same way.** Lesson 01's five-line rule
        (`pokerlib/oasis/simple_rule.py`) was played in every situation with the same tables:
        a raise of the dealt hand is worth its exact raise count, a fold −1 Ante, and an
        exchange the exact value of the four cards kept and the one discarded over all 46
        replacements and every dealer hand, the rule itself (lines 1 and 5) deciding Raise or
        Fold after the draw. Its value is a fraction over the same denominator, so the cost is
        exact too. The rule's value, the optimal value and the cost, in Antes per hand:
        """, ja="""
        **覚えておく目安も同じ方法で数えました。** レッスン 01 の5行の目安
        （`pokerlib/oasis/simple_rule.py`）を、同じ表を使ってすべての状況で遊びました。配られた
        手のままのRaiseはRaiseの厳密な数え上げ、Foldは−1 Ante、交換は残す4枚と外す1枚について、
        受け取りうる46枚とディーラーのあらゆる手にわたる厳密な値で、交換後のRaiseかFoldかは
        目安（1行目と5行目）が決めます。値は同じ分母の分数なので、損失も厳密です。目安の値、
        最善の値、損失（1局あたりのAnte）:
        """),
    code("""
        cost = simple_rule_cost()
        cost.rule_fraction, cost.optimal_fraction, cost.cost_fraction
        """),
    md(en="""
        How often the rule folds, raises and exchanges, beside how often each is the best
        choice (shares of all situations): the rule exchanges a little less often than the
        optimal play and raises a little more.
        """, ja="""
        目安がFold・Raise・交換を選ぶ割合と、それぞれが最善になる割合（全状況に対する割合）
        です。目安は最善の遊び方より少しだけ交換が少なく、Raiseが多くなります。
        """),
    code("""
        best = house_edge().action_frequencies          # keys: fold, raise, exchange one card
        names = house_edge().choices(LANG)               # the same choices, named in LANG
        {name: (round(cost.actions[choice], 4), round(best[choice], 4))
         for choice, name in zip(best, names)}
        """, ja={"# keys: fold, raise, exchange one card": "# 英語の選択名をキーにした、最善になる割合",
                 "# the same choices, named in LANG": "# 同じ選択の、この版の言葉での名前"}),
    md(en="""
        The cost by the dealer's up card, in percent of the Ante:
        """, ja="""
        ディーラーの公開カード別の損失（Anteに対するパーセント）:
        """),
    code("""
        {up: round(100 * u["cost"], 3) for up, u in cost.upcards.items()}
        """),
    md(en="""
        `python -m pokerlib regenerate oasis-simple-rule` counts it again (about 4
        CPU-minutes); the test `tests/test_oasis_simple_rule.py` recomputes a part of it two
        independent ways.
        """, ja="""
        `python -m pokerlib regenerate oasis-simple-rule` でもう一度数えられます（約4
        CPU分）。テスト `tests/test_oasis_simple_rule.py` は、その一部を独立な2つの方法で
        計算し直します。
        """),
    md(en="""
        ## 5. Exchanges of several cards: counted, proven, estimated

        **The other presets.** Where exchanging all five cards costs 1 Ante (Galewind's and
        Casino Senator's fees) it can be the best choice, so their full-strategy house edge is
        not the 0/1-card fraction. Both are **counted**: the course's house-edge job (below)
        went through every situation, bounded every 2–5-card exchange, and valued exactly
        every one the bounds could not rule out (about 3.1 CPU-hours for Galewind, 6.4
        CPU-hours for Casino Senator). At 2 Antes (Premium Casino Europa) exchanging five cards is
        **proven** never the best: its value depends only on the five discards and the up
        card, discards of the same ranks change it only through flushes (by at most about
        0.14 Ante), and one exact value per rank class keeps it far below what would pay the
        fee (`docs/oasis-exact.md`), so Europa's figure is BGaming's exact fraction. Galewind's
        four-card exchange (2 Antes) is **proven** never the best in the same way, with the
        kept card added to the up card and the discards. In percent of the Ante:
        """, ja="""
        ## 5. 2枚以上の交換: 数えたもの、証明したもの、推定にとどまるもの

        **ほかのプリセット。** 5枚交換がAnte 1つ分の場合（GalewindとCasino Senatorの交換費）は、
        それが最善になることがあるので、すべての交換を使う戦略のハウスエッジは0/1枚交換の
        分数とは違います。どちらも**数えた**値です。コースのハウスエッジ計算（下記）で
        すべての状況を調べ、2～5枚交換すべてに上限を付け、上限で除外できなかった交換を
        すべて厳密に評価しました（CPU時間でGalewindは約3.1時間、
        Casino Senatorは約6.4時間）。Ante 2つ分
        （Premium Casino Europa）では、5枚交換が最善になることは決してないと**証明**されて
        います。その値は外す5枚と公開カードだけで決まり、外すカードの数字が同じなら
        スートの違いはフラッシュを通してしか効きません（差は約0.14 Ante以下）。数字の組
        ごとに1つの厳密な値を計算すると、交換費に見合う値にはとても届きません
        （`docs/oasis-exact.md`）。
        そのためEuropaの値はBGamingと同じ厳密な分数です。Galewindの4枚交換（Ante 2つ分）も、
        同じ方法で最善になることは決してないと**証明**されています（残す1枚も公開カードや
        外すカードと同じく固定して考えます）。Anteに対するパーセントで:
        """),
    code("""
        for name, rules in OasisRules.presets().items():
            h = house_edge(rules)
            print(f"{name:22} {100 * h.house_edge:7.4f}%  {h.status_text(LANG)}")
        """),
    md(en="""
        A cheap five-card exchange is worth most at Casino Senator (Fold afterwards *assumed*
        allowed): it throws away a hopeless hand for the price of the Ante that folding would
        lose anyway. Under Galewind's rules the Raise is forced after it, which costs some of
        that gain. How often exchanging five is the best choice, in percent of all
        situations, by the two counts:
        """, ja="""
        安い5枚交換がいちばん効くのはCasino Senatorです（交換後のFoldは**仮定**）。どうせ
        Foldで失うAnteと同じ値段で、見込みのない手を丸ごと取り替えられるからです。Galewindの
        ルールでは5枚交換の後はRaiseが強制されるので、その得が一部減ります。5枚交換が最善に
        なる割合（すべての状況に対するパーセント）を、2つの計算から示します。
        """),
    code("""
        for rules in (OasisRules.galewind(), OasisRules.casino_senator()):
            five = house_edge(rules).action_frequencies["exchange 5"]
            print(f"{rules.name:16} {100 * five:4.1f}%")
        """),
    md(en="""
        > **A published rule the count corrects.** Of the game with these fees,
        > beatingbonuses.com ("Oasis Poker", its Gale Wind variation) says: "Strategy is the
        > same as standard oasis poker (never discard more than 1 card)". Under the 1/2/3/2/1
        > fees that is wrong in 6.7% of all situations, where exchanging all five is the best
        > choice: J♣ 9♦ 7♥ 4♠ 3♣ against a 2♦, for example, is worth −0.9862 Antes when you
        > exchange five and −1 when you fold. `tests/test_outside_sources.py` checks this, and
        > `docs/sources.md` lists every published figure the course is checked against.
        """, ja="""
        > **数え上げで正される公開の助言:** この交換費のゲームについて、beatingbonuses.com
        > （「Oasis Poker」のGale Wind版）は「1枚より多く交換しない」のが戦略だと書いています。
        > 交換費が1/2/3/2/1なら、これは状況の6.7%で誤りで、そこでは5枚すべての交換が最善です。
        > たとえば2♦に対するJ♣ 9♦ 7♥ 4♠ 3♣は、5枚交換すると期待値−0.9862 Ante、Foldすると
        > −1です。`tests/test_outside_sources.py` がこれを確かめています。このコースが照合して
        > いる公開の数値は `docs/sources.ja.md` にまとめています。
        """),
    md(en="""
        Galewind's count also gives the exact house edge against each of the dealer's up cards,
        with every exchange and with at most one card exchanged (below zero, the player has
        the edge against that card). Against a 2 to a 6 the player has the
        edge, and that is where exchanging five cards pays: against a 2 it is the best choice
        in 40% of the hands. From a 7 up the house has the edge, and exchanging five is
        hardly ever the best choice there (from an 8, never). The house's edge is largest
        against a Q. Against a K or an A it is smaller: with one of the two qualifying cards
        (A-K) already showing, the dealer qualifies more often, and a raise that wins is
        then paid by the paytable instead of being returned. Put
        `OasisRules.casino_senator()` in the cell below to draw Casino Senator's count: with
        the Fold allowed after five cards, that exchange is the best choice in 42–44% of the
        hands against a 2, 3 or 4, and even in about 9% against a K.
        """, ja="""
        Galewindの計算からは、ディーラーの公開カードごとの厳密なハウスエッジも分かります。
        どの交換も使う場合と、交換を1枚までにした場合です（0より下なら、その公開カードに
        対してはプレイヤーが有利）。2から6に対してはプレイヤーが有利で、
        5枚交換が効くのもそこです。2に対しては40%の手で5枚交換が最善です。7から上では
        ハウスが有利で、5枚交換が最善になることはほとんどありません（8からは一度も）。
        ハウスエッジがいちばん大きいのはQに対してです。KやAに対しては小さくなります。
        資格（A-K）の1枚がすでに見えているのでディーラーが資格を満たすことが多く、勝った
        Raiseが返されるのではなく表どおりに払われるからです。下のセルの
        `OasisRules.galewind()` を `OasisRules.casino_senator()` に変えると、Casino Senatorの
        計算を描けます。5枚交換の後もFoldできるので、2、3、4に対しては42～44%の手で5枚交換が
        最善になり、Kに対してさえ約9%の手で最善です。
        """),
    code("""
        charts.edge_by_up_card_chart(house_edge(OasisRules.galewind()), lang=LANG)
        plt.show()
        """),
    md(en="""
        **Your own rules.** Change the paytable (or the fees, the qualifier, the Raise) and
        `house_edge` answers for your rules. For one paytable, the straight flush paid 40
        instead of 50, the exact figure was computed by the course's house-edge command (below)
        and ships with the course, so it answers at once, exactly:
        """, ja="""
        **自分のルール。** 配当表（または交換費、資格、Raiseの額）を変えると、`house_edge` が
        そのルールについて答えます。ストレートフラッシュの配当を50倍から40倍にした配当表
        については、コースのハウスエッジ計算のコマンド（下記）で厳密な値を計算してコースに
        同梱しているので、すぐに厳密な値が返ります。
        """),
    code("""
        sf40 = OasisRules(name=f"{pay_line_name(8, LANG)} 40",
                          paytable=(1, 1, 2, 3, 4, 5, 7, 20, 40, 100))
        print(house_edge(sf40))
        """),
    md(en="""
        For a paytable nobody has computed yet, it answers in seconds with what is known
        exactly and an estimate of the rest. BGaming's optimal strategy, played under your
        paytable, has an exact house edge: every outcome in which that strategy is paid lands
        on one paytable line, and the course ships those counts. That edge is an exact
        **upper bound**, because your rules' best play can only do better. The estimate
        subtracts how much better, from random situations each valued exactly. Change the 60
        and run the cell again:
        """, ja="""
        まだ誰も計算していない配当表なら、厳密に分かることと残りの推定値を数秒で返します。
        BGamingの最適戦略をあなたの配当表のままプレイしたときのハウスエッジは厳密に出せます。
        その戦略で払い戻しがある結果はどれも配当表のどれか1行に当たり、その回数をコースが
        同梱しているからです。これは厳密な**上限**です。あなたのルールでの最善のプレイは、
        それより良くなるだけだからです。推定値は、各状況を厳密に評価した無作為な状況から、
        どれだけ良くなるかを引いたものです。60を変えて、もう一度セルを実行してみましょう。
        """),
    code("""
        yours = OasisRules(name=f"{pay_line_name(8, LANG)} 60",
                           paytable=(1, 1, 2, 3, 4, 5, 7, 20, 60, 100))
        print(house_edge(yours, samples=8, seed=1))
        """),
    md(en="""
        Eight situations make a rough estimate of the gain, but the bound is exact whatever
        they are. Here none of the eight gains from exchanging two or more cards, so the
        estimate is the bound itself and its "± 0.000%" is the spread of eight zeros: it says
        the sample saw no gain, not that the figure is exact (more samples, `samples=...`,
        look further). The **exact** figure for any rules is a job for many cores, in three
        stages: the exact 0/1-card values; a cheap exact upper bound on every 2–5-card
        exchange of every (hand, up card) class (hands that differ only by a permutation of
        the three suits other than the up card's are one class); exact values only where the
        bound cannot rule the exchange out. Each finished unit is saved to a folder, so an
        interrupted run resumes, and a progress bar shows how far it is. On your own cores, or
        on a Dask cluster:

        ```sh
        python -m pokerlib oasis-edge --rules my_rules.json --out edge-mine
        python -m pokerlib oasis-edge --preset galewind --scheduler tcp://HOST:8786 --out edge-galewind
        ```

        `my_rules.json` holds the fields, e.g. `{"paytable": [1, 1, 2, 3, 4, 5, 7, 20, 60,
        100]}`; `folder_edge(yours, "edge-mine")` (in `pokerlib.builders.oasis_exact_edge`,
        the offline pipeline) then reads the folder (exact once every unit is done, exact
        bounds before). The straight flush at 40 above is this job's
        result: 70 CPU-minutes, most of them for the 0/1-card values; the
        bounds left only some 2-card exchanges to value exactly, and none was ever best. Where
        exchanging five cards is cheap (Galewind, Casino Senator) the bound leaves the 5-card
        exchange in 3.9 million classes. Hands with the same ranks differ only through
        flushes, so one exact value per set of ranks, plus a small allowance for what suits
        can change, rules out three quarters of them (Galewind's); the rest need exact values,
        shared by the hands that also take the same cards of the up card's suit. For Galewind
        that took about 3.1 CPU-hours (minutes on a cluster): its exact figure above. Casino
        Senator, where suit coupling rules out fewer classes and the five-card exchange is best
        more often, took about 6.4 CPU-hours, run in two sessions: the second went on from the
        units the first had saved.
        """, ja="""
        8通りの状況では得の大きさは大まかな推定にしかなりませんが、上限はどの状況でも厳密
        です。ここでは8通りのどれも2枚以上の交換で得をしないので、推定値は上限そのものになり、
        「± 0.000%」は8つの0のばらつきです。標本に得が見つからなかったということで、値が
        厳密だという意味ではありません（`samples=...` で標本を増やすと、さらに調べます）。どんなルールでも**厳密な**値を出すのは、多くのコアを使う3段階の計算です。
        0/1枚交換の厳密な値、すべての（手・公開カード）の組（公開カード以外の3つのスートを
        入れ替えただけの手は1組）での2～5枚交換の安く厳密な上限、そして上限で除外できな
        かった交換だけの厳密な値です。終わった単位ごとにフォルダーへ保存するので中断しても
        続きから再開でき、進行状況のバーも出ます。自分のコンピューターでも、Daskの
        クラスターでも動きます。

        ```sh
        python -m pokerlib oasis-edge --rules my_rules.json --out edge-mine
        python -m pokerlib oasis-edge --preset galewind --scheduler tcp://HOST:8786 --out edge-galewind
        ```

        `my_rules.json` には項目を書きます（例: `{"paytable": [1, 1, 2, 3, 4, 5, 7, 20, 60,
        100]}`）。その後 `folder_edge(yours, "edge-mine")`（オフラインの計算一式
        `pokerlib.builders.oasis_exact_edge` にあります）でフォルダーを読めます
        （すべての単位が終われば厳密、それまでは厳密な範囲）。上のストレートフラッシュ40倍の
        値は、この計算の結果です。CPU時間70分、その大半は0/1枚交換の値の計算
        でした。上限を越えて厳密に評価する必要があったのは一部の2枚交換だけで、最善になった
        ものはありませんでした。5枚交換が安いルール（Galewind、Casino Senator）では、上限で
        除外できない5枚交換が390万組残ります。ランクが同じ手はフラッシュを通してしか違わない
        ので、ランクの組ごとに1つの厳密な値と、スートが変えうる分の小さな余裕とで、その約4分の3
        を除外できます（Galewindの場合）。残りには厳密な値が要りますが、公開カードと同じスートのカードも同じ手
        どうしでは計算を共有できます。GalewindではCPU時間約3.1時間（クラスターなら数分）
        かかりました。上の厳密な値がその結果です。スートの組み合わせで
        除外できる組が少なく、5枚交換が最善になることももっと多いCasino Senatorは、CPU時間
        約6.4時間かかり、2回に分けて実行しました。2回目は、1回目が保存した単位の続きから
        計算しました。
        """),
    md(en="""
        **One entry, exactly.** One exact statement is cheap. For a *fixed* strategy the
        return is a straight line in each multiple: the straight flush's multiple is paid,
        times the Raise, exactly when the strategy raises, the dealer qualifies and the player
        wins with a straight flush, and the exact counts (`oasis_exact.json`) say how often
        that happens under BGaming's optimal strategy. So `edge_by_pay` gives, as fractions,
        the house edge of that strategy kept while the straight flush (paytable index 8) pays
        20 to 100. At BGaming's 50:1 it is the proven edge. At any other multiple the best play
        may change, and it can only do better for the player: there the line is an exact
        **upper bound** on the optimal edge, not the edge itself. The diamond at 40:1 is the
        exact optimal edge the job computed (above): it lies just below the line, so for the
        straight flush's pay, playing better gains almost nothing.
        """, ja="""
        **1つの倍率なら厳密に。** 安く出せる厳密な事実が1つあります。戦略を*固定*すれば、
        結果は各倍率の1次式（直線）です。ストレートフラッシュの倍率は、その戦略がRaiseし、
        ディーラーが資格を満たし、プレイヤーがストレートフラッシュで勝つときにだけRaiseに
        掛けて払われます。BGamingの最適戦略でそれが何回起きるかは厳密な数え上げ
        （`oasis_exact.json`）にあります。そこで `edge_by_pay` は、ストレートフラッシュ
        （配当表の8番）の配当を20倍から100倍にしたときの、その戦略のままのハウスエッジを
        分数で返します。BGamingの50倍では証明済みのハウスエッジそのものです。ほかの倍率では
        最善のプレイが変わりうる（変わればプレイヤーが得をするだけ）ので、この直線は最適な
        ハウスエッジの厳密な**上限**であって、エッジそのものではありません。40倍のひし形は、
        ハウスエッジ計算（上記）で求めた最適戦略の厳密なエッジです。直線のすぐ下にあるので、
        ストレートフラッシュの配当については、プレイを変えてもほとんど得になりません。
        """),
    code("""
        sf = edge_by_pay(8, range(20, 101, 5))
        print(sf.describe(LANG))
        print(sf.edge_at(40), f"= {float(sf.edge_at(40)):.4%}")
        charts.edge_by_pay_chart(sf, lang=LANG)
        plt.show()
        """),
    md(en="""
        **Simulation** plays seeded hands and averages their results. It agrees with the exact
        values (dashed lines) within a few standard errors, which shrink like 1/√hands:
        """, ja="""
        **シミュレーション**は、乱数の種を決めた局を実際に進めて結果を平均します。厳密な値
        （破線）とは標準誤差の数倍以内で一致し、標準誤差は 1/√局数 のように小さくなります。
        """),
    code("""
        sims = [simulate("raise with a pair or better", hands=10000, seed=1),
                simulate("always raise", hands=10000, seed=2),
                simulate("optimal", hands=200, seed=3)]
        exact = {"raise with a pair or better": strategy_ev("raise with a pair or better")[0],
                 "always raise": strategy_ev("always raise")[0],
                 "optimal (0/1-card)": strategy_ev("optimal")[0]}
        charts.simulation_chart(sims, exact=exact, lang=LANG)
        plt.show()
        """),
    md(en="""
        ## 6. For teachers

        **Adding a worked example.** Write a new `NAME.phh` beside the others in
        `pokerlib/data/examples/` (copy one and change the cards, the steps and
        `finishing_stacks`), then check it from a terminal with `python -m pokerlib replay`
        followed by the file's path. It prints the settlement as
        JSON and exits with status 0 only when the hand is complete and ends with the recorded
        balance; an illegal step is named by its index and text. A lesson then loads it with
        `phh.replay_example("NAME")`.

        **Regenerating the data.** The exact counts and the samples ship as files in
        `pokerlib/data/` (`oasis_exact.json`, `oasis_house_edge.json` and `.npz`).
        `python -m pokerlib regenerate oasis-exact` recounts the exact part (about 20 minutes
        on two cores); `python -m pokerlib regenerate oasis-house-edge` rebuilds everything,
        samples included (about 30 minutes in all, as the README says). The builder is `pokerlib/builders/oasis_house_edge.py`,
        the counting `pokerlib/builders/oasis_exact_edge/counts.py` and `pokerlib/builders/oasis_exact.py`.
        The presets' full-strategy results, `oasis_edge_bgaming.json`,
        `oasis_edge_galewind.json` and `oasis_edge_senator.json`, are remade by `python -m
        pokerlib oasis-edge --preset bgaming --ship` (about 30 CPU-minutes), `--preset galewind
        --ship` (about 3.1 CPU-hours) and `--preset senator --ship` (about 6.4 CPU-hours);
        minutes on a cluster with `--scheduler`, and an interrupted run resumes.

        **Rebuilding the lessons.** Lessons are written as Python in `notebooks/src/` (English
        and Japanese side by side); `make notebooks` rewrites and executes both editions.
        """, ja="""
        ## 6. 教える人へ

        **例題を追加するには。** `pokerlib/data/examples/` に新しい `NAME.phh` を置きます
        （既存のファイルをコピーして、カード、手順、`finishing_stacks` を書き換えます）。
        ターミナルで `python -m pokerlib replay` の後にファイルのパスを付けて実行し、
        確かめます。精算がJSONで表示され、局が最後まで進み記録どおりの点数で終わったときだけ
        終了ステータス0になります。許されない手順があれば、その番号と文面が示されます。
        レッスンからは `phh.replay_example("NAME")` で読み込めます。

        **データの再生成。** 厳密な数え上げと標本は `pokerlib/data/` のファイル
        （`oasis_exact.json`、`oasis_house_edge.json` と `.npz`）として同梱しています。
        `python -m pokerlib regenerate oasis-exact` は厳密な部分を数え直し（2コアで約20分）、
        `python -m pokerlib regenerate oasis-house-edge` は標本も含めてすべてを作り直します
        （README のとおり、全体で約30分）。作成の入り口は `pokerlib/builders/oasis_house_edge.py`、数え上げは
        `pokerlib/builders/oasis_exact_edge/counts.py` と `pokerlib/builders/oasis_exact.py` です。
        プリセットの最適戦略の結果 `oasis_edge_bgaming.json`、`oasis_edge_galewind.json`、
        `oasis_edge_senator.json` は、`python -m pokerlib oasis-edge --preset bgaming --ship`
        （CPU時間約30分）、`--preset galewind --ship`（CPU時間約3.1時間）、`--preset senator
        --ship`（CPU時間約6.4時間）で作り直せます。`--scheduler` でクラスターを使えば数分で、
        中断しても続きから再開します。

        **レッスンの作り直し。** レッスンは `notebooks/src/` にPythonで書かれています（英語と
        日本語を並べて記述）。`make notebooks` で両方の版を書き出して実行します。
        """),
    md(en="""
        ## Next

        The next game is All-in or Fold Hold'em: [02_aof_holdem.ipynb](02_aof_holdem.ipynb).
        """, ja="""
        ## 次へ

        次のゲームは、オールインかフォールドの二択で遊ぶAoFポーカー
        （[02_aof_holdem.ipynb](02_aof_holdem.ipynb)）です。
        """),
]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "01a_oasis_under_the_hood.ipynb", cells)
