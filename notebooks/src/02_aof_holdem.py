"""Source of notebooks/02_aof_holdem.ipynb and notebooks/ja/02_aof_holdem.ipynb (run this, then
`make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, button, code, exercise, exercises_and_solutions, md, write

from pokerlib.course.widgets.aof_table import MESSAGES as AOF_TEXT

RULES_EN, RULES_JA = "[docs/rules.md](../docs/rules.md)", "[docs/rules.ja.md](../../docs/rules.ja.md)"

cells = [
    md(en="""
    # Lesson 02 — All-in or Fold Hold'em

    **All-in or Fold (AoF)** is Texas hold'em with two choices, made before any shared card:
    put in every chip (**all-in**) or give up the hand (**fold**). This lesson plays the
    article's four hands; [lesson 02b](02b_pushfold_strategy.ipynb) is about *when* to go
    all-in.

    **You will be able to**

    * play an AoF hand and settle it: uncalled chips, main and side pots, ties;
    * tell the jackpot condition from the rule that wins the pot;
    * compute a hand's equity before or after the flop;
    * name the table conditions that differ between sites, and play at a table.
    """, ja="""
    # レッスン 02 — AoF（オールインかフォールド）ホールデム

    **AoF（All-in or Fold）** は、共有札を開く前の行動を、持ち点をすべて出す
    **オールイン**（全額参加）と、その一局から降りる **フォールド** の二択に絞った
    テキサスホールデムです。配札と役はふつうのホールデムと同じです。このレッスンでは記事の
    4つの局面を順に再現します。*いつ* オールインすべきかは
    [レッスン 02b](02b_pushfold_strategy.ipynb) で扱います。

    **このレッスンでできるようになること**

    * AoF の一局を進めて精算する: 未対応額の返却、メインポットとサイドポット、同点
    * Jackpot条件と、ポットの勝者を決めるルールを区別する
    * ハンドのエクイティをフロップの前後で計算する
    * サービスごとに違う卓条件を挙げ、テーブルで実際に遊ぶ
    """),
    RUN_ALL_FIRST,
    md(en="""
    ## How one hand goes

    The article's table: players A, B, C and D with 16 chips each (their **stack**), blinds 1
    and 2. B has the **button**, the dealer's seat.

    1. Left of the button, C posts the **small blind** (1) and D the **big blind** (2):
       forced bets made before the deal.
    2. Everyone gets two **hole cards** of their own.
    3. **Preflop** (before the first shared cards) each player in turn, from the left of the
       big blind (A, B, C, D), **folds** (a blind already posted stays in the pot) or goes
       **all-in** (their total for the hand becomes their whole stack).
    4. If all others fold, the last player wins without showing. If two or more are all-in,
       the five shared cards (the **board**) are dealt: **flop** (3), **turn** (1) and
       **river** (1), each after a **burn card** is put aside face down.
    5. The best five of each player's seven cards win; identical best fives split the pot.

    Seats are also named by **position**: the button **BTN**, then **SB** and **BB**; right
    of the button the **CO** (cut-off); at bigger tables the first to act preflop is **UTG**
    (under the gun). **Heads-up** means two players (lesson 02b).
    """, ja="""
    ## 一局の流れ

    記事の卓は、4人（A・B・C・D）、各16点（**スタック**＝手元の持ち点）、ブラインドは1点と
    2点です。ディーラー位置を示す目印の **ボタン** は B にあります。

    1. ボタンの左の2席が、配札の前に強制点の **ブラインド** を出します。C が
       **スモールブラインド**（1点）、D が **ビッグブラインド**（2点）です。
    2. 各人に、本人だけが見る **私有札** を2枚ずつ配ります。
    3. **プリフロップ**（最初の共有札＝フロップを開く前）に、ビッグブラインドの左から A、B、
       C、D の順に行動します。各人は **フォールド**（以降の追加は0点。出したブラインドは
       戻りません）か **オールイン**（その一局の投入合計を持ち点まで増やす）を選びます。
    4. ほかの全員がフォールドすれば、残った1人が役を見せずに勝ちます。2人以上がオールイン
       したら、**共有札** 5枚を **フロップ**（3枚）→ **ターン**（1枚）→ **リバー**（1枚）の
       順に開きます。各段階の直前に山札の一番上を1枚伏せて除きます（**バーンカード**）。
       その後は誰も行動しません。
    5. 私有札2枚と共有札5枚の計7枚から最も強い5枚を選び（私有札は何枚使ってもかまいません）、
       いちばん強い人がポットを受け取ります。最善5枚が同じならポットを分けます。

    席は **ポジション** の名前でも呼びます。ボタンが **BTN**、続いて **SB** と **BB**。
    ボタンの右の席が **CO**（カットオフ）で、人数の多い卓でプリフロップに最初に行動する席が
    **UTG**（アンダーザガン）です。4人卓では A が CO です。2人だけの対戦を
    **ヘッズアップ** と呼びます（レッスン 02b）。
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib import phh
    from pokerlib.aof import (PRESETS, AofHand, AofRules, meets_jackpot_condition, positions,
                              stacked_deck)
    from pokerlib.cards import Deck
    from pokerlib.course import check, hint, language, progress
    from pokerlib.course.charts.diagrams import table_diagram
    from pokerlib.equity import equity, preflop_equity_table
    from pokerlib.errors import PokerError
    from pokerlib.course.charts import pots_chart
    from pokerlib.pots import settle
    from pokerlib.course.widgets import AofTableUI, EquityExplorer
    from pokerlib.course.widgets.display import error_sentence

    LANG = language()
    """),
    code("""
    table_diagram(["A", "B", "C", "D"], button="B", lang=LANG)
    plt.show()
    """),
    code("positions(4)"),
    code("positions(6)"),
    md(en="""
    ## Words

    | English | the article's wording | meaning |
    |---|---|---|
    | **all-in** | オールイン（全額参加） | put in every chip you have |
    | **fold** | フォールド | leave the hand; posted chips stay in the pot |
    | **stack** | スタック（手元の持ち点） | a player's chips |
    | **pot** | ポット | the chips put in during one hand |
    | **blinds** | ブラインド（強制点）、SB、BB | forced bets posted before the deal |
    | **button** | ボタン | the dealer's seat; moves left each hand |
    | **burn card** | バーンカード | a card put aside before each part of the board |
    | **main pot, side pot** | メインポット、サイドポット | what a short all-in can win; the rest |
    | **uncalled chips** | 未対応額 | chips nobody matched: they go back |
    | **net gain** | 純増 | chips at the end minus chips at the start |
    | **jackpot condition** | Jackpot条件 | see below |

    The course's own words (the article does not use them; see
    [docs/terms-ja.md](../docs/terms-ja.md)): preflop, position, heads-up, equity, expected
    value (EV), rake.
    """, ja="""
    ## 用語

    | 英語 | 記事の言葉 | 意味 |
    |---|---|---|
    | **all-in** | オールイン（全額参加） | 手元の持ち点をすべて出す |
    | **fold** | フォールド | その一局から降りる。出した点数はポットに残る |
    | **stack** | スタック（手元の持ち点） | 各プレイヤーの持ち点 |
    | **pot** | ポット | その一局で出された点数の集まり |
    | **blinds** | ブラインド（強制点）、SB、BB | 配札の前に指定の席が出す点数 |
    | **button** | ボタン | ディーラー位置の目印。一局ごとに左へ動く |
    | **burn card** | バーンカード | 共有札を開く直前に伏せて除く1枚 |
    | **main pot, side pot** | メインポット、サイドポット | 少ない持ち点のオールインでも競える部分と、その残り |
    | **uncalled chips** | 未対応額 | 誰にも対応されなかった投入額。本人に戻る |
    | **net gain** | 純増 | 終了時の持ち点から開始時の持ち点を引いたもの |
    | **jackpot condition** | Jackpot条件 | 下で説明します |

    記事にない言葉はコースで決めています（[docs/terms-ja.md](../../docs/terms-ja.md)）:
    プリフロップ、ポジション（UTG、CO、BTN）、ヘッズアップ、エクイティ、期待値（EV）、
    レーキ。
    """),
    md(en="""
    ## Example 1: a flush beats kings

    The article fixes the cards: C holds A♠ Q♠, D holds K♥ K♦, the burn cards are 4♣ 5♦ 6♣
    and the board Q♥ 9♠ 2♣ 3♠ 7♠. `stacked_deck` builds a deck that deals them. The blinds
    are posted as the hand starts:
    """, ja="""
    ## 例1: フラッシュが K のペアに勝つ

    記事は配札を固定しています。C の私有札は A♠ Q♠、D は K♥ K♦、バーンカードは 4♣ 5♦ 6♣、
    共有札は Q♥ 9♠ 2♣ 3♠ 7♠ です。`stacked_deck` はこのとおりに配る山札を作ります
    （A と B の札は残りの山から配られます）。一局を始めると、まずブラインドが出されます。
    """),
    code("""
    deck = stacked_deck(["C", "D", "A", "B"], {"C": "As Qs", "D": "Kh Kd"},
                        burns="4c 5d 6c", board="Qh 9s 2c 3s 7s")
    hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=deck)
    hand.bets
    """),
    code("hand.to_act, hand.legal_actions().describe(LANG)"),
    md(en="A and B fold; C goes all-in:", ja="A と B はフォールドし、C がオールインします。"),
    code("""
    hand.fold("A")
    hand.fold("B")
    hand.all_in("C")
    hand.bets
    """),
    md(en="""
    C's 16 is a total: its small blind of 1 plus 15. D goes all-in too (2 + 14), and the
    board is dealt:
    """, ja="""
    C の「16点」は追加する額ではなく合計額で、スモールブラインドの1点＋15点です。D もオール
    イン（2＋14点）したので2人がオールインとなり、バーンカードを除きながら共有札が開きます。
    """),
    code("""
    hand.all_in("D")
    " ".join(map(str, hand.burns)), " ".join(map(str, hand.board))
    """),
    md(en="Each player's best five cards:", ja="それぞれの最善5枚の役です。"),
    code("{player: value.describe(LANG) for player, value in hand.values.items()}"),
    md(en="""
    The flush beats the pair, and C receives the pot of 32, its own 16 included: a net gain
    of 16.
    """, ja="""
    C のフラッシュ（A♠ Q♠ 9♠ 7♠ 3♠）が D の K のワンペアに勝ち、C が32点のポットを受け取り
    ます。この32点には C 自身の16点も含まれるので、C の純増は16点です。
    """),
    code("hand.settlement"),
    code("hand.stacks"),
    code("sum(hand.stacks.values())"),
    md(en="""
    64 chips at the start and at the end. The chart shows every chip put in, one colour per
    pot:
    """, ja="""
    開始時も終了時も合計64点です。次の図は出された点数をすべて描き、ポットごとに色を分けて、
    そのポットを受け取れる人を示します。
    """),
    code("""
    pots_chart(hand.settlement, lang=LANG)
    plt.show()
    """),
    md(en="""
    Acting out of turn (or calling, checking, raising) is refused, and changes nothing:
    """, ja="""
    できるのはフォールドとオールインだけで、自分の番にしかできません。それ以外の行動は、
    何が許されるかを説明する文とともに断られ、状態は何も変わりません。
    """),
    code("""
    h = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=Deck(seed=1))
    try:
        h.fold("C")
    except PokerError as error:
        print(error_sentence(error, LANG))
    """),
    code("h.to_act, h.bets"),
    md(en="""
    `AofHand` is in `pokerlib/aof/hand.py`; try `AofHand??` to read it.
    """, ja="""
    `AofHand` は `pokerlib/aof/hand.py` にあります。`AofHand??` と入力すると中身を読めます。
    """),
    md(en="""
    ## Example 2: a tie

    C holds 2♥ 3♥, D holds 4♦ 5♦ and the board is A♠ K♠ Q♠ J♠ T♠ (`T` is the ten). Both play
    the board's royal flush, so the pot of 32 is split 16 and 16. The article's hands ship as
    files that `phh.replay_example` plays on the same table (the format is explained in
    [02c](02c_aof_under_the_hood.ipynb)):
    """, ja="""
    ## 例2: 同点

    別の一局で、C の私有札が 2♥ 3♥、D が 4♦ 5♦、共有札が A♠ K♠ Q♠ J♠ T♠（`T` は10）だった
    とします。2人とも共有札だけでロイヤルフラッシュが完成し、私有札を加えても上回れません。
    最善5枚が同じなので、32点のポットを16点ずつ分けます。記事の局面はファイルとしても
    用意してあり、`phh.replay_example` が同じテーブルで再生します（ファイルの書き方は
    [付録 02c](02c_aof_under_the_hood.ipynb) で説明します）。
    """),
    code("""
    tie = phh.replay_example("aof_tie").hand
    " ".join(map(str, tie.board))
    """),
    code('tie.values["C"] == tie.values["D"]'),
    code("tie.stacks"),
    md(en="""
    > **Course decision:** when a pot does not divide evenly, the odd chips go one each to
    > the tied winners in seat order, starting left of the button (see """ + RULES_EN + """).

    Here A, B and C tie for 23 chips; from the left of button B the order is C, A, B:
    """, ja="""
    > **コースの決めごと:** ポットが割り切れないときは、端数を1点ずつ、ボタンの左から席順に
    > 同点の勝者へ配ります（""" + RULES_JA + """）。

    記事の局面には割り切れない端数はありません。ここでは A・B・C が23点のポットで同点に
    なります（D はビッグブラインドを出してフォールド）。ボタン B の左からの席順は C、A、B
    です。
    """),
    code("""
    settle({"A": 7, "B": 7, "C": 7, "D": 2}, folded={"D"}, order=["C", "D", "A", "B"],
           high={"A": 1, "B": 1, "C": 1}).payouts
    """),
    md(en="""
    `settle` is in `pokerlib/pots.py`.

    ### The jackpot condition is not the pot rule

    GGPoker's AoF jackpot, cited by the article, needs a straight flush or better made with
    **both** hole cards and three board cards. The board's royal flush above does not meet it.
    The course pays no jackpot; it only tells whether a hand qualifies:
    """, ja="""
    `settle` は `pokerlib/pots.py` にあります。

    ### Jackpot条件はポットのルールとは別

    記事が紹介する GGPoker の AoF Jackpot条件は、私有札 **2枚** と共有札3枚を使って
    ストレートフラッシュ以上を作ることです。上の共有札だけのロイヤルフラッシュは、
    通常のポットを分けはしますが、この条件は満たしません。コースでは Jackpot を払いません。
    ライブラリは、条件を満たすかどうかを判定するだけです。
    """),
    code('meets_jackpot_condition("2h 3h", "As Ks Qs Js Ts")'),
    code('meets_jackpot_condition("Ks Qs", "As Js Ts 2d 3c")'),
    md(en="""
    ## Example 3: a side pot

    A starts with 8 chips, the others with 16. A goes all-in for 8, B and C for 16, and D
    folds its big blind of 2. You can win from each opponent only as much as you put in, so:

    * the **main pot**, which A can win: 8 each from A, B and C, plus D's 2 = 26;
    * a **side pot**: the 8 + 8 that B and C put in above A's 8, for B and C only.
    """, ja="""
    ## 例3: サイドポット

    A だけ8点、B・C・D は16点で始めます。A は8点、B は16点、C も（スモールブラインドを
    含めて）16点でオールインし、D はビッグブラインドの2点を出した後にフォールドします。
    相手からは自分が出した額までしか受け取れないので、点数は2つのポットに分かれます。

    * **メインポット**: A も競える部分。A・B・C の8点ずつと D の2点で26点
    * **サイドポット**: A の8点を超えて B と C が出した8＋8点。B と C だけが競えます
    """),
    code("""
    side = phh.replay_example("aof_side_pot").hand
    [(pot.name, pot.amount, pot.eligible) for pot in side.settlement.pots]
    """),
    md(en="""
    A's flush (A♠ Q♠) takes the main pot; the side pot goes to the better hand *between B and
    C*: B's kings beat C's jacks.
    """, ja="""
    A（A♠ Q♠）は再びフラッシュでメインポットを取ります。サイドポットは *B と C のうち* 強い
    ほうへ行き、B の K のワンペアが C の J のワンペアに勝ちます。A の役は全員で最も強い
    のですが、サイドポットには出していないので取れません。
    """),
    code("side.stacks"),
    code("""
    pots_chart(side.settlement, lang=LANG)
    plt.show()
    """),
    md(en="""
    ## Example 4: the last one standing

    Everyone has 16 again. A goes all-in; B, C (small blind 1) and D (big blind 2) fold.
    Nobody matched A beyond D's 2, so **14 chips are uncalled** and go back to A first; A then
    wins the pot of 5 (2 + 1 + 2) without showing a card:
    """, ja="""
    ## 例4: 最後の1人

    全員16点に戻します。A が16点でオールインし、B、C（スモールブラインド1点）、D（ビッグ
    ブラインド2点）がフォールドします。A の投入のうち D の2点を超える部分には誰も対応して
    いないので、**14点が未対応額** として先に A へ返却されます。そのうえで A は、競われた
    5点（A の2点＋C の1点＋D の2点）を役を見せずに受け取ります。
    """),
    code("""
    last = phh.replay_example("aof_last_one_standing").hand
    last.settlement.uncalled
    """),
    code("last.settlement.pots[0].amount"),
    code("last.stacks"),
    md(en="""
    A ends with 19 but gains only 3: the 14 were A's own chips.
    """, ja="""
    A の終了時の持ち点は19点ですが、純増は3点です。14点は自分の点数が戻っただけで、
    利益ではありません。
    """),
    md(en="""
    ## Equity and expected value

    A hand's **equity** is its average share of the pot over every way the rest of the board
    can come. `equity` goes through every board, so it is exact. Example 1's hands before the
    flop:
    """, ja="""
    ## エクイティと期待値

    残った全員がオールインしたら、もう決めることはありません。ハンドの **エクイティ** は、
    残りの共有札のあらゆる出方にわたって平均した、ポットの取り分です。`equity` は
    すべての共有札（ヘッズアップのフロップ前なら1,712,304通り）を数え上げるので、値は
    厳密です。例1のハンドのフロップ前のエクイティは次のとおりです。
    """),
    code('print(equity(["As Qs", "Kh Kd"]))'),
    md(en="""
    After the flop Q♥ 9♠ 2♣ the ace-queen, now a pair of queens, is far behind:
    """, ja="""
    フロップ Q♥ 9♠ 2♣ の後では A♠ Q♠ が大きく不利で、ターンとリバーで逆転したのです。
    """),
    code('print(equity(["As Qs", "Kh Kd"], board="Qh 9s 2c"))'),
    md(en="""
    The **expected value (EV)** of a choice is what it wins or loses on average. D's all-in
    puts 16 chips into a pot of 32 with equity 0.68: an EV of 0.68 × 32 − 16 ≈ +5.7 chips,
    against −2 for folding the big blind:
    """, ja="""
    ある選択の **期待値（EV）** は、その選択で平均していくら得るか（失うか）です。例1で D は
    K♥ K♦ で16点を出し、エクイティ0.68で32点のポットを争います。平均で 0.68 × 32 点が戻る
    ので、オールインの期待値は約 +5.7点です。フォールドならビッグブラインドを失うので
    期待値は −2点でした。
    """),
    code('round(equity(["As Qs", "Kh Kd"])[1].equity * 32 - 16, 2)'),
    md(en="Try your own hands and boards:",
       ja="自分でハンドと共有札を選んで試してみましょう（空の欄は無視されます）。"),
    code("explorer = EquityExplorer(lang=LANG)\nexplorer.widget", tags=["nbval-ignore-output"]),
    md(en="""
    ## Table conditions

    "AoF" alone does not fix the table, the article warns. Each difference between sites is
    an option of `AofRules` or of a session: **seats** (2 to 9), **stacks** and blinds,
    **top-ups** (short stacks filled up before each hand, `top_up=True`), **fees** (usually a
    **rake**, a share of each pot), and **cash game or Sit & Go** (a tournament until one
    player has all the chips).

    > **Course decision:** the course's table is the article's: 4 players, 16 chips each,
    > blinds 1 and 2, no top-ups and no rake (see """ + RULES_EN + """).
    """, ja="""
    ## 卓の条件

    AoF という名前だけでは、卓の条件は決まりません。記事はサービスごとに違う点を挙げて
    おり、どれも `AofRules` かセッションの設定項目です。

    * **人数**: 何人で遊ぶか（コースのテーブルは2〜9人）
    * **スタック**: 開始時の持ち点（`stack`、ブラインドは `small_blind` と `big_blind`）
    * **補充**: 足りない持ち点を毎局の前に補充し、勝って増えた分は保持するか
      （`top_up=True`）。このとき全員がいつも同じスタックになるとは限りません
    * **手数料**: 運営が受け取る分。多くはポットの一定割合を取る **レーキ** です（`rake`）
    * **cash と S&G の別**: 持ち点を持ち帰れる cash ゲームか、全員が同じスタックで参加し、
      1人がすべての点数を持つまで続くトーナメント（Sit & Go）か（補充なしのセッション）

    > **コースの決めごと:** コースのテーブルは記事の卓です。4人、各16点、ブラインド1点と
    > 2点、補充なし、レーキなし（""" + RULES_JA + """）。
    """),
    code("AofRules()"),
    md(en="""
    > **Course decision:** a rake takes a share of each pot, rounded down, up to a cap, and
    > leaves the table; the preset `article-rake` is 5% of pots that see a flop, at most 2 chips
    > (one big blind). The order it is taken in: """ + RULES_EN + """.

    Example 1 at that table: 5% of 32 is 1.6, rounded down to 1 chip:
    """, ja="""
    レーキは、各ポットの一定割合を一局あたりの上限（キャップ）まで取るもので、
    フロップを見たポット（AoF では2人以上がオールインしたとき）からだけ取る方式と、
    すべてのポットから取る方式があります。

    > **コースの決めごと:** レーキはテーブルで設定しない限りありません。設定した場合は、
    > 未対応額を返却した後、メインポットから順にポットごとに取り、各ポットの分は1点未満を
    > 切り捨て、上限に達したら止めます。取られた点数はテーブルから出ていきます。プリセット
    > `article-rake` は、フロップを見たポットから5%、上限2点（1ビッグブラインド）です
    > （""" + RULES_JA + """）。

    その卓で例1を行うと、32点の5%は1.6点で、切り捨てて1点。C が受け取るのは31点です。
    """),
    code("""
    raked = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B",
                    rules=PRESETS["article-rake"],
                    deck=stacked_deck(["C", "D", "A", "B"], {"C": "As Qs", "D": "Kh Kd"},
                                      burns="4c 5d 6c", board="Qh 9s 2c 3s 7s"))
    raked.fold(); raked.fold(); raked.all_in(); raked.all_in()
    raked.stacks, raked.rake
    """),
    md(en="""
    The stacks plus the rake still make 64. The rake is in `pokerlib/aof/rake.py`.

    ## Play at the table

    You are A; the others play the equilibrium of lesson 02b. Press **All-in** or **Fold**;
    **Next hand** moves the button. **Hint** says what the equilibrium would do.
    """, ja="""
    スタックの合計は63点です。レーキがあるときは、スタックとレーキを合わせたものが開始時の
    合計に等しくなります。レーキは `pokerlib/aof/rake.py` にあります。戦略への影響は
    レッスン 02b で見ます。

    ## テーブルで遊ぶ

    あなたは記事の卓の A です。ほかの3人はレッスン 02b で扱う均衡の戦略で打ちます。
    """ + button(AOF_TEXT, "allin") + " か " + button(AOF_TEXT, "fold") + """ を押すと、
    共有札、ショーダウン、ポットの精算、全員のスタックが表示されます。
    """ + button(AOF_TEXT, "next") + """でボタンが次の席へ動きます。
    """ + button(AOF_TEXT, "hint") + """は均衡ならどうするかを教えてくれます（説明は
    レッスン 02b）。
    """),
    code("table_ui = AofTableUI(seed=2026, lang=LANG)\ntable_ui.widget", tags=["nbval-ignore-output"]),
    md(en="""
    ## Check yourself: the article's figures

    The four hands against the article's finishing stacks (all should be `True`):
    """, ja="""
    ## 確かめる: 記事の数字

    ライブラリで再現した4つの局面の終了時の持ち点を、記事の数字と比べます（すべて `True`
    になるはずです）。
    """),
    code("""
    article = {1: {"A": 16, "B": 16, "C": 32, "D": 0},
               2: {"A": 16, "B": 16, "C": 16, "D": 16},
               3: {"A": 26, "B": 16, "C": 0, "D": 14},
               4: {"A": 19, "B": 16, "C": 15, "D": 14}}
    replayed = {1: hand.stacks, 2: tie.stacks, 3: side.stacks, 4: last.stacks}
    {example: replayed[example] == article[example] for example in article}
    """),
]

EXERCISES = [
    exercise("02.1", """
        A is all-in for 5, B for 12, C for 20; B has the best hand, C the second best. Before
        running any code, work out the pots, the uncalled chips and what each player gets.
        """, "a dict of chips, e.g. `{'A': 0, 'B': 0, 'C': 0}`", """
        s = settle({"A": 5, "B": 12, "C": 20}, order=["A", "B", "C"],
                   high={"A": 1, "B": 3, "C": 2})
        answer = dict(s.payouts)
        """, ja="""
        3人がオールインしました。A は5点、B は12点、C は20点で、フォールドした人はいません。
        B の役が最も強く、C が2番目です。コードを実行する前に、メインポット、サイドポット、
        未対応額、そして各人が受け取る合計を書き出してください。
        """, prompt_ja="点数の dict（例: `{'A': 0, 'B': 0, 'C': 0}`）"),
    exercise("02.2", """
        Change example 4: D, the big blind, has only 10 chips and calls A's all-in (B and C
        fold). How many chips go back to A uncalled? Change a copy of the example to check.
        """, "a whole number of chips", """
        short_bb = AofHand({"A": 16, "B": 16, "C": 16, "D": 10}, button="B", deck=Deck(seed=1))
        short_bb.all_in("A"); short_bb.fold("B"); short_bb.fold("C"); short_bb.all_in("D")
        answer = dict(short_bb.settlement.uncalled)["A"]
        """, ja="""
        例4を変えます。ビッグブラインドの D の持ち点が10点だけで、D は A のオールインに
        対応します（B と C は前と同じくフォールド）。未対応額として A に戻るのは何点ですか。
        例を自分のセルにコピーして変えて確かめましょう。
        """, prompt_ja="点数（整数）"),
    exercise("02.3", """
        The classic "coin flip": 22 (a pair of twos) against AKo (ace-king of two different
        suits, "offsuit"), all-in before the flop. Which is the favourite?
        """, "`'22'` or `'AKo'`", """
        answer = "22" if preflop_equity_table()("22", "AKo") > 0.5 else "AKo"
        """, ja="""
        有名な「コインフリップ」です。22（2のペア）と AKo（スートの違う A と K、「オフスート」）
        がフロップ前にオールインしました。有利なのはどちらですか。
        """, prompt_ja="`'22'` か `'AKo'`"),
    exercise("02.4", """
        Which of these meet the jackpot condition? (a) 9♥ 2♣ on 8♥ 7♥ 6♥ 5♥ K♦;
        (b) 6♥ 9♥ on 8♥ 7♥ 5♥ 2♣ K♦; (c) A♣ K♣ on 9♠ 8♠ 7♠ 6♠ 5♠.
        """, "a list of three `True`/`False`, e.g. `[True, True, False]`", """
        answer = [meets_jackpot_condition(h, b) for h, b in [("9h 2c", "8h 7h 6h 5h Kd"),
                                                               ("6h 9h", "8h 7h 5h 2c Kd"),
                                                               ("Ac Kc", "9s 8s 7s 6s 5s")]]
        """, ja="""
        Jackpot条件を満たすのはどれですか。(a) 私有札 9♥ 2♣、共有札 8♥ 7♥ 6♥ 5♥ K♦。
        (b) 私有札 6♥ 9♥、共有札 8♥ 7♥ 5♥ 2♣ K♦。(c) 私有札 A♣ K♣、共有札 9♠ 8♠ 7♠ 6♠ 5♠。
        """, prompt_ja="3つの `True`/`False` のリスト（例: `[True, True, False]`）"),
]

exercise_cells, solution_cells = exercises_and_solutions("02", EXERCISES)
cells += exercise_cells + solution_cells + [md(en="""
    ## What to remember

    * **A hand:** blinds 1 and 2 left of the button; then each player in turn, from the left of
      the big blind, **folds or goes all-in**, nothing else. The article: 4 players, 16 chips each.
    * **All others fold:** the last player wins unseen; chips nobody matched are uncalled and go
      back first (example 4: 14 back, then a pot of 5).
    * **Side pots:** you win from each opponent at most what you put in; a short all-in plays for
      the main pot only (example 3: 26 and 16).
    * **Ties split** the pot; odd chips go one each to the tied winners from the left of the button.
    * **Equity** is your average share of the pot (A♠ Q♠ against K♥ K♦: 32.12%); an all-in's EV
      is equity × pot − what you put in (D's kings: +5.72).
    * **Count the chips:** the stacks (and any rake) always add up to what the players started
      with (64 in example 1).

    **Next:** [Lesson 02b, push/fold strategy](02b_pushfold_strategy.ipynb): when to go all-in.
    """, ja="""
    ## 覚えておくこと

    * **一局の流れ:** ボタンの左の2人がブラインド1点と2点。続いてビッグブラインドの左から順に、
      各人は**フォールドかオールイン**のどちらかだけを選びます。記事の卓は4人、各16点です。
    * **ほかの全員がフォールドしたら**、残った1人が役を見せずに勝ちます。誰も対応していない分は
      未対応額として先に返ります（例4: 14点が返り、ポットは5点）。
    * **サイドポット:** 相手からは自分が出した額までしか受け取れません。少ない持ち点のオールインは
      メインポットだけを競います（例3: 26点と16点）。
    * **同点**ならポットを分け、端数はボタンの左から席順に1点ずつ配ります。
    * **エクイティ**はポットの平均の取り分です（A♠ Q♠ 対 K♥ K♦ は32.12%）。オールインの期待値は
      エクイティ × ポット − 出した点数です（D のKのペアは +5.72点）。
    * **点数を数える:** 持ち点の合計（とレーキ）は、いつも開始時の合計と同じです（例1では64点）。

    **次へ:** [レッスン 02b オールインかフォールドの戦略](02b_pushfold_strategy.ipynb)。いつ
    オールインするか、均衡とは何か、レンジ表の読み方、レーキで何が変わるかを学びます。
    """)]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "02_aof_holdem.ipynb", cells)
