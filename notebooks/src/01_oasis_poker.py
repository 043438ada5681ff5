"""Source of notebooks/01_oasis_poker.ipynb and its Japanese edition notebooks/ja/ (run this,
then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, button, code, exercise, exercises_and_solutions, md, write

from pokerlib.course.widgets.oasis_table import TEXT as OASIS_TEXT

cells = [
    md(en="""
        # Lesson 01 — Oasis Poker

        Oasis Poker is five-card poker **against the dealer**, in which you may **exchange**
        cards for a fee. The rules are BGaming's, as the source article adopts them, and we play
        for points that cannot be bought or cashed.

        **After this lesson you will be able to**

        * play a hand and account for every point;
        * read the paytable, and say what happens when the dealer does not qualify;
        * ask the advisor for the **expected value** of every choice;
        * say what the game's **house edge** is, and what "exact" means for it.
        """, ja="""
        # レッスン 01 — オアシスポーカー

        オアシスポーカーは、交換費を払って手札を**交換**できる、**ディーラーと対戦する**5枚の
        ポーカーです。ルールは元記事が採用したBGaming版です。記事と同じく、購入も換金もできない
        学習ポイントで遊びます。

        **このレッスンでできるようになること**

        * 一局を最後まで進め、1点残らず行き先を説明する
        * 配当表を読み、ディーラーが資格なしのときに何が起こるかを説明する
        * アドバイザーに、それぞれの選択の**期待値**をたずねる
        * このゲームの**ハウスエッジ**と、それが「厳密」であることの意味を説明する
        """),
    RUN_ALL_FIRST,
    code("""
        %matplotlib inline
        import matplotlib.pyplot as plt
        from IPython.display import HTML

        from pokerlib.course import charts
        from pokerlib.cards import Deck, format_cards
        from pokerlib.course import check, hint, language, progress
        from pokerlib.course.charts.diagrams import oasis_diagram
        from pokerlib.errors import PokerError
        from pokerlib.evaluate import ROYAL_FLUSH_JA, HandCategory
        from pokerlib.oasis import (PAY_LINES, OasisGame, OasisRules, advise, article_comparison,
                                    article_game, house_edge, strategy_ev)
        from pokerlib.oasis.simple_rule import rule_lines, simple_rule, simple_rule_cost
        from pokerlib.course.widgets import OasisTableUI

        LANG = language()
        """),
    md(en="""
        ## How one hand goes

        1. You put in the **Ante**, your first stake (here 10 points from a balance of 100).
        2. You and the dealer get five cards each. Of the dealer's you see one, the **up card**.
        3. You may **exchange** cards: throw some away and draw as many from the deck. Each card
           costs an **exchange fee** of one Ante, which never comes back.
        4. You **Fold** (give up: the Ante is lost) or **Raise** two more Antes and play on.
        5. After a Raise the dealer shows the other four cards. The dealer **qualifies** with
           ace-king high or better.
        6. **Settlement.** If the dealer does not qualify, the Ante wins 1:1 and the Raise is
           **pushed** (it comes back, nothing more). If the dealer qualifies, the better hand
           wins: you win the Ante 1:1 and the Raise by the **paytable** (a table of payouts by
           hand), or you lose both. A tie pushes both.

        > **Course decision:** BGaming's rules set no maximum, and the article assumes none; the
        > course allows **one exchange of 1 to 5 cards**, and a Fold after exchanging five
        > ([docs/rules.md](../docs/rules.md)).
        """, ja="""
        ## 一局の流れ

        1. 最初の投入分として**Ante**を記録します（ここでは100点のうち10点）。
        2. 自分とディーラーに5枚ずつ配られます。ディーラーのカードは1枚、**公開カード**だけが
           見えます。
        3. 手札を**交換**できます。選んだカードを外し、同じ枚数を山札から受け取ります。
           1枚につきAnte 1つ分の**交換費**がかかり、交換費は決して戻りません。
        4. **Fold**（その局を降りてAnteを失う）か、**Raise**（Ante 2つ分を追加して続ける）を
           選びます。
        5. Raiseの後、ディーラーが残り4枚を公開します。AとKを含むハイカード以上なら
           **ディーラー資格**ありです。
        6. **精算。** 資格なしなら、Anteは1:1で加点され、Raiseは**push**（元だけが返る）です。
           資格ありなら役の強い方が勝ちます。自分が勝てばAnteは1:1、Raiseは**配当表**
           （ペイテーブル。役ごとの配当の表）どおりに加点され、負ければ両方を失います。
           同点なら両方pushです。

        > **コースの決めごと:** BGamingのルールにも記事にも最大枚数と回数の定めはありません。
        > コースでは交換は**1回だけ、1～5枚**、1枚につきAnte 1つ分とし、5枚すべてを交換した後
        > でもFoldできることにします（[docs/rules.ja.md](../../docs/rules.ja.md)）。
        """),
    code("""
        oasis_diagram(lang=LANG)
        plt.show()
        """),
    md(en="""
        ## Words used in this lesson

        | English | the article's wording | meaning |
        |---|---|---|
        | **Ante** | Ante | first stake, before the deal |
        | **up card** | 公開カード | the dealer's face-up card |
        | **exchange** | 交換 | swap cards for new ones from the deck |
        | **exchange fee** | 交換費 | one Ante per card, never returned |
        | **Fold** | Fold | give up: the Ante is lost |
        | **Raise** | Raise | play on: add two Antes |
        | **qualify** | 資格 | dealer has ace-king high or better |
        | **push** | push（プッシュ） | only the stake comes back |
        | **stake returned** / **winnings** | 元 / 加点 | your stake back / what is added to it |
        | **settlement**, **net gain** | 精算, 純増 | paying out / change in your balance |
        | **tie** | 同点 | same ranks card for card; suits never count |

        Not the article's words: **paytable**, **expected value (EV)**, **house edge**, **RTP**;
        each is explained where it first matters.
        """, ja="""
        ## このレッスンの用語

        | 記事の言葉 | 英語 | 意味 |
        |---|---|---|
        | **Ante** | Ante | 配る前に記録する最初の投入分 |
        | **公開カード** | up card | ディーラーの表向きの1枚 |
        | **交換** | exchange | 手札を外し、同じ枚数を山札から受け取ること |
        | **交換費** | exchange fee | 1枚につきAnte 1つ分。投入分の外側で、返却されない |
        | **Fold** | Fold | その局を降りること。Ante（と交換費）を失う |
        | **Raise** | Raise | 続けること。Ante 2つ分を追加する |
        | **資格** | qualify | ディーラーがAとKを含むハイカード以上を持つこと |
        | **push（プッシュ）** | push | 元だけが返る処理 |
        | **元** / **加点** | stake returned / winnings | 先に投入した分の返却 / それに加えて受け取る分 |
        | **精算**, **純増** | settlement, net gain | 局の終わりの受け渡し / 開始時からの点数の増加 |
        | **同点** | tie | 5枚の比較値がすべて同じこと。スートでは決めない |

        記事にない言葉: **配当表**（ペイテーブル。勝ったRaiseへの配当を役ごとにX:1で示した表）、
        **期待値（EV）**、**ハウスエッジ（控除率）**、**RTP（還元率）**。それぞれ初めて必要に
        なるところで説明します。
        """),
    md(en="""
        ## The article's hand, step by step

        Start with 100 points and an Ante of 10. `article_game()` deals the article's cards from
        a stacked deck. Your five cards:
        """, ja="""
        ## 記事の一局を一歩ずつ

        学習ポイント100点、Ante 10点から始めます。`article_game()` は記事の局のカードを、
        順番を決めた山札から配ります。自分の5枚は次のとおりです。
        """),
    code("""
        game = article_game()
        game.hand_text
        """),
    md(en="The dealer's up card:", ja="ディーラーの公開カード:"),
    code("str(game.upcard)"),
    md(en="The Ante is posted, so 90 points are not at stake:",
       ja="Anteを記録したので、投入していない点数は90点です。"),
    code("game.balance"),
    md(en="What you hold, and what you may do now:",
       ja="今の手と、今できること:"),
    code("game.hand_value.describe(LANG)"),
    code("game.legal_actions().describe(LANG)"),
    md(en="""
        The article exchanges the 2♦ and receives the next card of the deck, the Q♥. The fee,
        one Ante, is paid at once:
        """, ja="""
        記事ではここで2♦を外し、山札の次のQ♥を受け取ります。交換費（Ante 1つ分）は
        その場で払います。
        """),
    code("""
        game.exchange("2d")
        game.hand_text
        """),
    code("game.hand_value.describe(LANG)"),
    code("game.fees, game.balance"),
    md(en="""
        Now Raise 20 (two Antes). The dealer shows all five cards.

        > **Course decision:** the article does not show the dealer's four hidden cards; the
        > course uses K♥ 9♣ 6♦ 4♠ (any four that make a pair of kings give the same result;
        > [docs/rules.md](../docs/rules.md)).
        """, ja="""
        ここでRaiseとして20点（Ante 2つ分）を追加します。ディーラーが5枚すべてを公開します。

        > **コースの決めごと:** 記事はディーラーの伏せた4枚を明かしていません。このコースでは
        > K♥・9♣・6♦・4♠とします（Kのワンペアになる4枚なら、どれでも結果は同じです。
        > [docs/rules.ja.md](../../docs/rules.ja.md)）。
        """),
    code("""
        s = game.raise_()
        format_cards(s.dealer_cards)
        """),
    code("s.dealer_hand.describe(LANG)"),
    code("s.dealer_qualified"),
    md(en="""
        The dealer qualifies, and your full house beats the pair. Now the **settlement**. What
        you put in: Ante 10 + fee 10 + Raise 20 = 40.
        """, ja="""
        ディーラーは資格ありですが、フルハウスの方が上です。ここから**精算**です。使った
        ポイントは Ante 10 + 交換費 10 + Raise 20 = 40点です。
        """),
    code("s.spent"),
    md(en="""
        What comes back: the stakes (Ante 10 + Raise 20 = 30), and the winnings: the Ante 1:1
        = 10 and the Raise 7:1 = 140, together 150.
        """, ja="""
        返ってくるのは、元（Ante 10 + Raise 20 = 30点）と加点（Anteが1:1で10点、Raiseが7:1で
        140点、合わせて150点）です。
        """),
    code("s.stake_returned, s.winnings"),
    md(en="""
        The balance ends at 100 − 40 + 180 = **240**: a **net gain** of **+140**, not 180 —
        30 of the 180 is your own stake coming back.
        """, ja="""
        最終は 100 − 40 + 180 = **240点**、開始時からの**純増は+140点**です。受け取った
        180点をそのまま純増と数えないことがポイントです。180点のうち30点は、自分の元（Anteと
        Raise）が返ってきた分です。
        """),
    code("s.balance_after, s.net"),
    code("""
        charts.settlement_chart(s, lang=LANG)
        plt.show()
        """),
    md(en="""
        ## The paytable

        When the dealer qualifies and you win, the Raise is paid by the paytable: X:1 means X
        points won per point of Raise, and the Raise itself comes back on top. Built from the
        game's own rules, so the two cannot differ:
        """, ja="""
        ## 配当表

        ディーラーが資格ありで自分が勝つと、Raiseは配当表どおりに加点されます。X:1は、
        Raise 1点につきX点の加点で、Raiseの元はそれとは別に返ります。下の表はゲームが使う
        ルールのオブジェクトから作っているので、ゲームと食い違うことはありません。
        """),
    code("""
        rules = OasisRules.bgaming()
        names = [(c.english, c.japanese) for c in HandCategory] + [(PAY_LINES[9], ROYAL_FLUSH_JA)]
        header = {"en": ("Hand", "Japanese", "X:1", "won on a Raise of 20"),
                  "ja": ("役", "英語", "X:1", "Raise 20点への加点")}[LANG]
        rows = [(english, japanese) if LANG == "en" else (japanese, english)
                for english, japanese in names]
        HTML("<table><tr>" + "".join(f"<th>{h}</th>" for h in header) + "</tr>"
             + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{x}:1</td><td>{20 * x}</td></tr>"
                       for (a, b), x in reversed(list(zip(rows, rules.paytable))))
             + "</table>")
        """),
    md(en="""
        > **Careful:** the payout is on the **Raise only**, never on the Raise plus the fees.
        > A full house on a Raise of 20 wins 20 × 7 = 140, and the 20 comes back too: 160 from
        > the Raise. Adding the fee first, (20 + 10) × 7 = 210, is wrong.
        """, ja="""
        > **注意:** 配当は**Raiseだけ**に掛かり、Raiseと交換費の合計には掛かりません。
        > フルハウスでRaiseが20点なら加点は 20 × 7 = 140点、元の20点も返るので、Raiseから
        > 受け取るのは160点です。交換費を足して (20 + 10) × 7 = 210点とするのは誤りです。
        """),
    code("s.raise_result"),
    md(en="""
        ## When the dealer does not qualify

        A high-card hand qualifies only with both an ace and a king; any pair qualifies. When
        the dealer does not qualify, **the Ante still wins 1:1 and only the Raise is pushed**,
        whatever your hand. Here you hold king high; the dealer's A♥ Q♦ J♣ 9♠ 5♦ beats it but
        does not qualify:
        """, ja="""
        ## ディーラーが資格なしのとき

        ハイカードはAとKの両方があるときだけ資格ありで、ペアなら2のワンペアでも資格ありです。
        資格なしのときは、自分の手が何であっても、**Anteは1:1で加点され、pushになるのは
        Raiseだけ**です。

        次の局では、自分はKハイ、ディーラーはA♥・Q♦・J♣・9♠・5♦です。Kを含まないAハイなので、
        自分の手より強くても資格なしです。
        """),
    code("""
        g = OasisGame(ante=10, balance=100, deck=Deck.stacked("Kc Jd 8s 5h 3c Ah Qd Jc 9s 5d"))
        s2 = g.raise_()
        s2.dealer_qualified
        """),
    md(en="The Ante's result and the Raise's result:",
       ja="Anteの結果とRaiseの結果です（加点なら正の数、pushなら0）:"),
    code("s2.ante_result, s2.raise_result"),
    md(en="""
        ## A tie, and the same stakes across outcomes

        A♠ K♦ Q♥ 9♣ 7♠ against A♥ K♣ Q♦ 9♠ 7♥ is a tie: suits never count. The Ante and Raise
        are pushed, but a fee stays lost. With the article's stakes (Ante 10, fee 10, Raise 20)
        from 100 points, the end balances after a Fold, no qualifier, a tie, a loss and a win:
        """, ja="""
        ## 同点と、同じ投入での結果の比較

        自分がA♠・K♦・Q♥・9♣・7♠、ディーラーがA♥・K♣・Q♦・9♠・7♥なら、どちらもA-Kハイで
        資格ありです。数字はすべて同じで、スートでは決めないので同点です。AnteとRaiseはpush
        ですが、交換費は戻りません。記事は、100点からAnte 10・交換費10・Raise 20という同じ条件の
        別々の局を比べています。Fold、資格なし、同点、ディーラーの勝ち、自分の勝ちの順に、
        最終の点数は次のとおりです。
        """),
    code("""
        table = article_comparison()
        [outcome.balance_after for outcome in table.values()]
        """),
    code("""
        charts.outcome_comparison_chart(table, lang=LANG)
        plt.show()
        """),
    md(en="""
        ## A move the rules do not allow

        A second exchange is refused with a sentence that says what is allowed; the game stays
        as it was.
        """, ja="""
        ## ルールにない操作

        交換は1局に1回だけです。2回目は、何ができるかを説明する文とともに断られ、ゲームは
        元のまま変わりません。
        """),
    code("""
        g = article_game()
        g.exchange("2d")
        try:
            g.exchange("8h")
        except PokerError as error:
            print(error)
        """),
    code("g.hand_text, g.fees"),
    md(en="""
        ## Your turn: the table

        Click cards to mark them, then **Exchange**; or **Fold** / **Raise**. **Advice** shows
        each option's expected value (explained next); **Rules** switches to another operator's
        rules and starts a new session (finish a hand you have exchanged in first).
        """, ja="""
        ## 自分で遊ぶ: テーブル

        カードをクリックして印を付け、""" + button(OASIS_TEXT, "exchange") + """を押します。
        または """ + button(OASIS_TEXT, "fold") + " か " + button(OASIS_TEXT, "raise") + """
        を押します。ボタンはその操作ができるときだけ押せます。
        """ + button(OASIS_TEXT, "advice") + """はそれぞれの選択の期待値（次の節で説明します）を
        表示し、""" + button(OASIS_TEXT, "replay") + """は記事の局を配り直します。
        """ + button(OASIS_TEXT, "rules") + """では別の提供者のルールに切り替えられます。
        ルールを変えると最初の点数から新しいセッションが始まるので、交換した後は、その局を
        終えてから変えてください。
        """),
    code("""
        oasis_table = OasisTableUI(seed=2026, lang=LANG)
        oasis_table.widget
        """, tags=["nbval-ignore-output"]),
    md(en="""
        ## The advisor: expected values

        The **expected value (EV)** of a choice is its average result over every way the
        unseen cards can fall, here in Antes, fees included; folding is worth exactly −1.
        `advise(hand, upcard)` counts every replacement card and dealer hand for every choice:
        its numbers are exact. The article's hand:
        """, ja="""
        ## アドバイザー: 期待値

        ある選択の**期待値（EV）**とは、見えていないカードのあらゆる出方についての平均の結果
        です（ここでは単位はAnte、交換費込み）。Foldはちょうど −1（Anteを失う）です。
        `advise(hand, upcard)` は、Fold、Raise、5枚交換を含むあらゆる交換の期待値を、受け取り
        うるカードとディーラーのあらゆる手をすべて数えて計算します。示す値はすべて厳密です。
        記事の手では:
        """),
    code("""
        a = advise("Qs Qd 8h 8c 2d", "Ks")
        a.best.name(LANG), round(a.best.ev, 2)
        """),
    md(en="And the exchange of the 2♦ that the article made:",
       ja="記事で行った2♦の交換の期待値は:"),
    code('round(a.option("exchange", "2d").ev, 2)'),
    md(en="""
        Raising at once is better: two pair already wins often, and the fee is a whole Ante. The
        article warns that its hand "does not show that exchanging pays".
        """, ja="""
        すぐにRaiseする方が有利です。ツーペアはすでにディーラーの多くの手に勝ち、交換費は
        Ante丸ごと1つ分だからです。記事自身も、この例は「交換や継続の有利さを示す例では
        ありません」と断っています。
        """),
    code("""
        charts.advice_chart(a, top=6, lang=LANG)
        plt.show()
        """),
    md(en="""
        With four hearts in a row against a dealer jack, the exchange is worth its fee:
        """, ja="""
        ハートが4枚連続している手でディーラーの公開カードがJなら、交換費を払う価値があります。
        """),
    code("""
        b = advise("7h 8h 9h Th 2c", "Jh")
        b.best.name(LANG), round(b.best.ev, 2), round(b.option("raise").ev, 2)
        """),
    md(en="""
        `advise` is in `pokerlib/oasis/advisor.py` (try `advise??`); how it counts so many hands
        quickly: appendix 01a.
        """, ja="""
        `advise` は `pokerlib/oasis/advisor.py` にあります（`advise??` を試してください）。
        大量の手を素早く数える仕組みは付録 01a で説明します。
        """),
    md(en="""
        ## The house edge

        The **house edge** is how much a player loses on average per hand, as a share of the
        Ante, when always playing the best way; the **RTP** (return to player) is 100% minus
        it. For the best play under BGaming's rules, every exchange allowed, in percent:
        """, ja="""
        ## ハウスエッジ

        **ハウスエッジ（控除率）**は、常に最善の選択をしたときにプレイヤーが1局あたり平均で
        失う量を、Anteに対する割合で表したものです。**RTP（還元率）**は100%からハウスエッジを
        引いた値です。BGamingのルールで、あらゆる交換を使う最善の選び方では、パーセントにすると:
        """),
    code("""
        he = house_edge()
        round(100 * he.house_edge, 2)
        """),
    code("round(100 * he.rtp, 2)"),
    md(en="""
        This figure is **exact**: all 122,151,120 situations (2,598,960 hands × 47 up cards)
        were counted, nothing sampled; exchanging two or more cards is proven never to be best
        under BGaming's fees ([appendix 01a](01a_oasis_under_the_hood.ipynb) has the proof's
        outline and the exact fraction).

        Other operators' fees give other house edges, down to 0.014% at Casino Senator, where
        a five-card exchange costs one Ante ([appendix 01a](01a_oasis_under_the_hood.ipynb),
        section 5).
        """, ja="""
        この値は**厳密**です。122,151,120通りの状況（2,598,960通りの手 × 47通りの公開カード）を
        すべて数えたもので、標本は使っていません。BGamingの交換費では2枚以上の交換が最善に
        なることはないと証明されています（証明の概要と厳密な分数は
        [付録 01a](01a_oasis_under_the_hood.ipynb) にあります）。

        ほかの運営会社の交換費では、ハウスエッジも変わります。5枚交換がAnte 1つ分のCasino
        Senatorでは0.014%まで下がります（[付録 01a](01a_oasis_under_the_hood.ipynb) の5節）。
        """),
    md(en="Exchanging well matters. Other strategies, in Antes per hand:",
       ja="交換を上手に使うことには意味があります。ほかの戦略と比べます（1局あたりのAnte単位）。"),
    code("""
        names = ["optimal", "never exchange", "raise with a pair or better",
                 "raise with the qualifier or better", "always raise"]
        values = {name: strategy_ev(name) for name in names}
        charts.strategy_chart(values, lang=LANG)
        plt.show()
        """),
    md(en="Without exchanges the house edge is, in percent:",
       ja="交換しない場合のハウスエッジ（パーセント）:"),
    code('round(-100 * values["never exchange"][0], 2)'),
    md(en="""
        > **Checked against published figures.** Without exchanges Oasis Poker is Caribbean
        > Stud Poker: the course's count gives every line of the Wizard of Odds' strategy table
        > to the Ante, and it shows where two published rules of thumb go wrong
        > ([appendix 01a](01a_oasis_under_the_hood.ipynb), section 4).
        """, ja="""
        > **公開されている数値との照合:** 交換しなければ、オアシスポーカーはカリビアンスタッド
        > ポーカーと同じです。このコースの数え上げはWizard of Oddsの戦略の表のどの行ともAnte
        > 単位まで一致し、公開されている2つの目安が誤るところも示します
        >（[付録 01a](01a_oasis_under_the_hood.ipynb) の4節）。
        """),
    md(en="""
        ## A rule to remember

        The advisor stays at home. The optimal choices follow a few patterns (raise a pair,
        draw to four of a flush or a straight, raise the best A-K hands), here as five lines;
        the first line that fits decides (ranks from 2 up to A):
        """, ja="""
        ## 覚えておく目安

        アドバイザーはテーブルには持っていけません。最善の選択にはいくつかの型があります
        （ペアはRaise、フラッシュやストレートまであと1枚なら交換、強いA-KハイはRaise）。
        5行にまとめ、最初に当てはまる行に従います（数字は2からAへ強くなります）:
        """),
    code("""
        for number, line in enumerate(rule_lines(LANG), start=1):
            print(number if number <= 5 else " ", line)
        """),
    md(en="""
        The article's hand: the rule raises the two pair, as the advisor does:
        """, ja="""
        記事の局では、目安はアドバイザーと同じくツーペアのままRaiseします:
        """),
    code('simple_rule("Qs Qd 8h 8c 2d", "Ks").text'),
    md(en="""
        What the rule costs, **exactly** (played in all 122,151,120 situations, every
        replacement and dealer hand counted): the house edge by the rule, the optimal one and
        the difference, in percent of the Ante:
        """, ja="""
        この目安の損失は**厳密**です（122,151,120通りの状況すべてで、受け取りうるカードと
        ディーラーのあらゆる手まで数えました）。目安に従ったときのハウスエッジ、最善の
        ハウスエッジ、その差（Anteに対するパーセント）:
        """),
    code("""
        cost = simple_rule_cost()
        [round(100 * cost.house_edge, 4), round(-100 * cost.optimal_ev, 4), round(100 * cost.cost, 4)]
        """),
    md(en="""
        Over 10,000 hands at an Ante of 10 points, the rule gives up about this many points:
        """, ja="""
        Ante 10点で10,000局遊ぶと、目安が失う点数はおよそ:
        """),
    code("round(10_000 * 10 * cost.cost)"),
    md(en="""
        The Wizard of Odds' three rules for Caribbean Stud (no exchanges) cost about 0.001%;
        with exchanges the game is richer, and five lines keep most of its value (appendix
        01a; practise with `python -m pokerlib drill oasis --grade rule`).
        """, ja="""
        Wizard of Oddsによるカリビアンスタッド（交換なし）の3つの目安の損失は約0.001%です。
        交換があるぶん複雑ですが、5行の目安でその価値のほとんどが残ります（付録 01a。練習は
        `python -m pokerlib drill oasis --grade rule`）。
        """),
]

EXERCISES = [
    exercise("01.1", """
        Ante 5 from a balance of 50. You exchange two cards, raise, and the hand is a tie. What
        is your balance at the end? Work it out by hand, then check.
        """, "a number of points", """
        tie_game = OasisGame(ante=5, balance=50,
                             deck=Deck.stacked("As Kd Qh 2c 3c Ah Kc Qd 9s 7h 9c 7s"))
        tie_game.exchange("2c 3c")
        answer = tie_game.raise_().balance_after   # 50 - 5 - 10 - 10 + 15 (stakes back) = 40
        """, ja="""
        50点からAnte 5点。2枚を交換してRaiseし、結果は同点でした。最終の点数は？まず手で
        計算してから確かめてください。
        """, prompt_ja="点数（数）",
        solution_ja={'# 50 - 5 - 10 - 10 + 15 (stakes back) = 40': '# 50 - 5 - 10 - 10 + 15（返ってくる元）= 40'}),
    exercise("01.2", """
        Which of these dealer hands qualify? (1) A♠ Q♦ J♣ T♥ 8♠, (2) K♠ Q♦ J♣ T♥ 8♠,
        (3) 2♠ 2♦ 5♣ 7♥ 9♠, (4) A♠ K♦ 4♣ 3♥ 2♠. Predict before you run anything.
        """, "a set of the hands' numbers, e.g. {1, 2}", """
        from pokerlib.evaluate import best_high
        hands = ["As Qd Jc Th 8s", "Ks Qd Jc Th 8s", "2s 2d 5c 7h 9s", "As Kd 4c 3h 2s"]
        answer = {i for i, hand in enumerate(hands, start=1)
                    if best_high(hand).score >= rules.qualifier_score}
        """, ja="""
        次のディーラーの手のうち、資格ありはどれですか。(1) A♠ Q♦ J♣ T♥ 8♠、
        (2) K♠ Q♦ J♣ T♥ 8♠、(3) 2♠ 2♦ 5♣ 7♥ 9♠、(4) A♠ K♦ 4♣ 3♥ 2♠。何も実行する前に
        予想してください。
        """, prompt_ja="手の番号の集合（例: `{1, 2}`）"),
    exercise("01.3", """
        You hold A♠ K♦ 9♥ 5♣ 2♣ and the dealer shows Q♥. Fold, raise, or exchange some cards?
        Decide first, then ask the advisor (`advise(...)`) why.
        """, "'fold', 'raise' or the cards to exchange, e.g. '7d 3s'", """
        answer = advise("As Kd 9h 5c 2c", "Qh").best.label
        """, ja="""
        手札はA♠ K♦ 9♥ 5♣ 2♣、ディーラーの公開カードはQ♥です。Fold、Raise、それとも何枚か
        交換しますか。先に決めてから、アドバイザー（`advise(...)`）に理由をたずねてください。
        """, prompt_ja="`'fold'`（`'フォールド'`）、`'raise'`（`'レイズ'`）、または交換するカードを文字列で（例: `'7d 3s'`）"),
    exercise("01.4", """
        Ante 15. You exchange one card, make a flush and raise; the dealer qualifies and you
        win. How many points do you win on the Ante and the Raise together (not counting the
        stakes that come back)? Use the paytable.
        """, "a number of points", """
        flush_game = OasisGame(ante=15, balance=100,
                               deck=Deck.stacked("2h 5h 9h Jh Ks Ac Kd 7s 4c 3d Qh"))
        flush_game.exchange("Ks")
        answer = flush_game.raise_().winnings   # Ante 1:1 = 15, Raise 5:1 = 5 x 30 = 150
        """, ja="""
        Ante 15点。1枚交換してフラッシュになり、Raiseしました。ディーラーは資格ありで、自分が
        勝ちました。AnteとRaiseへの加点は合わせて何点ですか（返ってくる元は数えません）。
        配当表を使ってください。
        """, prompt_ja="点数（数）",
        solution_ja={'# Ante 1:1 = 15, Raise 5:1 = 5 x 30 = 150': '# Ante への加点は1:1で15、Raise への加点は5:1で 5 x 30 = 150'}),
    exercise("01.5", """
        Change the article's hand: do not exchange, raise at once with Q♠ Q♦ 8♥ 8♣ 2♦ (the
        dealer's cards stay the same). What is your balance at the end? Compare it with 240.
        """, "a number of points", """
        answer = article_game().raise_().balance_after   # two pair pays 2:1: 100 - 30 + 80
        """, ja="""
        記事の局を変えてみます。交換せずに、Q♠ Q♦ 8♥ 8♣ 2♦ のまますぐRaiseします（ディーラーの
        カードは同じ）。最終の点数は？240点と比べてください。
        """, prompt_ja="点数（数）",
        solution_ja={'# two pair pays 2:1: 100 - 30 + 80': '# ツーペアの配当は2:1: 100 - 30 + 80'}),
]
exercise_cells, solution_cells = exercises_and_solutions("01", EXERCISES)
cells += exercise_cells + solution_cells + [md(en="""
    ## What to remember

    * **A hand:** Ante; one exchange of 1 to 5 cards, one Ante per card, never returned; Fold
      (lose the Ante) or Raise two Antes.
    * **The dealer qualifies** with ace-king high or better; if not, the Ante wins 1:1 and the
      Raise is pushed.
    * **Beat a qualifying dealer:** Ante 1:1, Raise by the paytable (full house 7:1), paid on
      the Raise only. A tie pushes both.
    * **Net gain** leaves out your stake coming back: the article's hand ends at 240, +140.
    * **`advise(hand, upcard)`** gives exact EVs: the article's two pair should raise at once
      (3.17 Antes; exchanging the 2♦, 2.84).
    * **House edge:** 1.04% of the Ante with the best play, 5.22% if you never exchange.

    **Next:** [Lesson 02, All-in or Fold Hold'em](02_aof_holdem.ipynb); how it is all counted:
    [Appendix 01a](01a_oasis_under_the_hood.ipynb).
    """, ja="""
    ## 覚えておくこと

    * **一局の流れ:** Ante。交換は1回だけ、1～5枚で、1枚につきAnte 1つ分（交換費は戻りません）。
      そのあとFold（Anteを失う）か、Raise（Ante 2つ分を追加）です。
    * **ディーラー資格**はAとKを含むハイカード以上です。資格なしなら、自分の手が何であっても
      Anteは1:1で加点され、Raiseはpushです。
    * **資格ありのディーラーに勝つと**、Anteは1:1、Raiseは配当表どおり（フルハウス7:1、
      ツーペア2:1）に加点されます。配当はRaiseだけに掛かります。同点なら両方push、交換費は戻りません。
    * **純増**には、返ってきた自分の元を数えません。記事の一局は最終240点で、純増は+180点ではなく
      +140点です。
    * **アドバイザー**（`advise(hand, upcard)`）はAnte単位の厳密な期待値を示します。記事のツーペアは
      すぐRaiseするのが最善です（3.17。2♦の交換は2.84）。
    * **ハウスエッジ**は、最善の選び方でAnteの1.04%（厳密）、交換しなければ5.22%です。

    **次へ:** [レッスン 02 AoF（オールインかフォールド）ホールデム](02_aof_holdem.ipynb)。数字の
    数え方、データとしてのルール、ハンドファイルは [付録 01a](01a_oasis_under_the_hood.ipynb) にあります。
    """)]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "01_oasis_poker.ipynb", cells)
