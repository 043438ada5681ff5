"""Source of notebooks/00_cards_and_hands.ipynb and notebooks/ja/00_cards_and_hands.ipynb (run
this, then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, exercise, exercises_and_solutions, md, write

cells = [
    md(en="""
    # Lesson 00 — Cards and hand rankings

    Every game in this course — Oasis Poker, All-in-or-Fold (AoF) Hold'em and Omaha Hi/Lo — is
    decided by the same ranking of **high hands**; Omaha Hi/Lo adds an **8-or-better low**. No
    game yet: only cards, hands, and which hand wins.

    **After this lesson you will be able to**

    * read and write cards (`A♠`, `As`, `10d`) and deal from a replayable deck;
    * name the nine kinds of hand, in English and in the articles' Japanese;
    * write a small ranking function and check it against the library's;
    * decide which of two hands wins, with kickers, ties and the wheel;
    * find the best five cards of seven (hold'em) and of Omaha's 2 + 3;
    * say whether a low qualifies, and which of two lows is better.
    """, ja="""
    # レッスン 00 — カードと役の強さ

    このコースの3つのゲーム、オアシスポーカー、AoF（All-in or Fold）ホールデム、オマハハイローは、
    どれも同じ**役**の強さで勝ち負けを決めます。オマハハイローでは、さらに**8以下のロー**も
    使います。このレッスンにはまだゲームは出てきません。カードと役、そしてどちらの役が強いかだけを
    扱います。

    **このレッスンでできるようになること**

    * カードを読み書きし（`A♠`、`As`、`10d`）、同じ順に配り直せる山札から配る
    * 9種類の役を、英語と元記事の日本語で言える
    * 役の強さを決める小さな関数を自分で書き、ライブラリの判定と照らし合わせる
    * キッカー、同点、ウィールを含めて、2つの役のどちらが勝つかを判断する
    * 7枚（ホールデム）から、またオマハの「ホールカード2枚＋ボード3枚」から、最も強い5枚を選ぶ
    * エースを1と数えるローが8以下で成立するか、2つのローのどちらが強いかを言える
    """),
    RUN_ALL_FIRST,
    md(en="""
    ## What a hand is

    1. A deck has 52 **cards**: 13 **ranks** (A, K, Q, J, `T` for ten, 9 down to 2) in four
       **suits** (♠ ♥ ♦ ♣).
    2. A poker **hand** is five cards. Its **category** decides first: the nine categories in the
       picture below, strongest at the top.
    3. Two hands of the same category: compare the ranks that make the category, then the other
       cards, the **kickers**, from the highest down. Suits never decide; the same five ranks
       make a **tie**.
    4. With more cards you play the best five the game allows: in hold'em any five of your two
       **hole cards** (your own) and the five **board** cards (shared); in Omaha exactly two of
       your four hole cards with exactly three of the board.

    The first code cell loads the library; the next one draws the nine categories.
    """, ja="""
    ## 役とは

    1. 山札は52枚の**カード**です。13種類の**数字**（A、K、Q、J、10を表す `T`、9〜2）と、
       4種類の**スート**（♠ ♥ ♦ ♣）の組み合わせです。
    2. ポーカーの**役**は5枚で作ります。まず**役の種類**で勝ち負けが決まります。9種類の役を、
       強い順に下の図に並べました。
    3. 同じ種類の役どうしは、その役を作る数字を先に比べ、まだ決まらなければ残りのカード
       （**キッカー**）を大きい順に比べます。スートに強弱はありません。5枚の数字がすべて同じなら
       **同点**です。
    4. 5枚より多いカードがあるときは、ゲームが認める範囲で最も強い5枚を使います。ホールデムでは
       自分だけの**私有札**（ホールカード）2枚と、全員で使う**共有札**（ボード）5枚から、どの5枚を
       選んでもかまいません。オマハでは4枚のホールカードからちょうど2枚、ボードからちょうど3枚です。

    最初のコードセルでライブラリを読み込み、次のセルで9種類の役を描きます。
    """),
    code("""
    %matplotlib inline
    from collections import Counter
    from pokerlib.cards import Card, Deck, parse_cards, format_cards
    from pokerlib.errors import PokerError
    from pokerlib.evaluate import (best_high, low8, omaha_high, omaha_low, categories_picture,
                                   best_five_picture)
    from pokerlib.course.widgets import HandExplorer, OmahaExplorer
    from pokerlib.course.widgets.display import error_sentence
    from pokerlib.course import check, hint, progress, language
    LANG = language()      # "en" here, "ja" in the Japanese edition
    """, ja={'# "en" here, "ja" in the Japanese edition': '# 日本語版では "ja"、英語版では "en"'}),
    code("categories_picture(LANG)"),
    md(en="""
    ## Glossary

    | English | Japanese (source articles) | meaning |
    |---|---|---|
    | **deck** | 山札 | the 52 cards, dealt from the top |
    | **rank**, **suit** | 数字、スート | A K Q … 2 (`T` = 10); ♠ ♥ ♦ ♣, typed `s h d c` |
    | **hand**, **category** | 役, 役の種類 (Omaha: ハンド) | the five cards that count; their kind (one of nine) |
    | **kicker** | キッカー | a card outside the category that breaks a tie |
    | **tie** | 同点 | the same five ranks; suits never break a tie |
    | **hole cards** | 私有札、ホールカード、手札 | your own cards |
    | **board** | 共有札、ボード、コミュニティカード | the cards everyone shares |
    | **best five** | 最も強い5枚 | the five of your cards that make the best hand |
    | **low (8 or better)** | ロー、8以下 | five different ranks, all 8 or lower, aces low |
    | **qualifier** | クォリファイアー | what a hand needs to count (the low's "8 or better") |
    | **wheel** | ウィール | 5-4-3-2-A: the best low, and the lowest straight |
    | **nuts** | ナッツ | the best hand possible on this board |

    Not from the articles: **score**, the library's number for a hand (higher wins), and
    **seed**, which fixes a deck's shuffle.
    """, ja="""
    ## 用語集

    | 英語 | 記事での言い方 | 意味 |
    |---|---|---|
    | **deck** | 山札 | 52枚のカード。一番上から配る |
    | **rank**, **suit** | 数字、スート | A K Q … 2（`T` は10）。♠ ♥ ♦ ♣（入力は `s h d c`） |
    | **hand**, **category** | 役、役の種類（オマハ: ハンド） | 勝負に使う5枚と、その種類（9種類） |
    | **kicker** | キッカー | 役の中心に含まれない比較用カード |
    | **tie** | 同点 | 5枚の数字がすべて同じ。スートでは決めない |
    | **hole cards** | 私有札、ホールカード、手札 | 自分だけのカード |
    | **board** | 共有札、ボード、コミュニティカード | 全員で使うカード |
    | **best five** | 最も強い5枚 | 手持ちのカードから選ぶ、最も強い役になる5枚 |
    | **low** | ロー、8以下 | 数字の違う8以下の5枚（Aは1と数える） |
    | **qualifier** | クォリファイアー | 役として認められる条件（ローの「8以下」） |
    | **wheel** | ウィール | 5-4-3-2-A。最強のローで、最も弱いストレート |
    | **nuts** | ナッツ | そのボードでできる最高のハンド |

    記事にない用語（このコースの言い方）: **スコア**（ライブラリが役に付ける番号。大きいほど強い）、
    **シード**（山札の混ぜ方を決める番号）。
    """),
    md(en="""
    ## Cards

    A card is written rank first, then suit. `pokerlib` reads every common spelling:
    """, ja="""
    ## カード

    カードは数字、スートの順に書きます。`pokerlib` はよく使われる書き方をどれでも読めます。
    """),
    code('parse_cards("As 10d ♥K qc")'),
    md(en="Lessons print cards with suit symbols; data files use letters:",
       ja="レッスンではスートを記号で表示し、データファイルでは英字を使います。"),
    code('hand = parse_cards("Qs Qd 8h 8c 2d")\nformat_cards(hand), format_cards(hand, style="data")'),
    md(en="In a notebook a card can also be drawn, hearts and diamonds in red:",
       ja="ノートブックではカードを絵のように表示することもできます。♥と♦は赤です。"),
    code('Card("Qh")'),
    md(en="""
    A mistake gets a sentence that says what is wrong (caught here with `try`, instead of a
    long traceback):
    """, ja="""
    間違えると、どこが悪いかを短い文で教えてくれます（ここでは長いトレースバックの代わりに
    `try` で受け止めて表示します）。
    """),
    code("""
    try:
        parse_cards("As Kd As")
    except PokerError as error:
        print(error_sentence(error, LANG))
    """),
    md(en="""
    A deck deals from the top. `Deck(seed=7)` is shuffled the same way on every machine, so every
    deal in this course can be replayed:
    """, ja="""
    山札は一番上から配ります。`Deck(seed=7)` はどのコンピューターでも同じ順に混ぜられるので、
    このコースの配札はすべて再現できます。
    """),
    code("deck = Deck(seed=7)\ndeck.deal(5), len(deck)"),
    md(en="""
    ## Build a ranking yourself

    Before meeting the library's evaluator, build the idea in a few lines, as Peter Norvig does
    in his poker notebook. Most categories are **groups of equal ranks**: count each rank, then
    sort the groups by size and, for equal sizes, by rank (`card.rank` is 2 to 14, the ace 14):
    """, ja="""
    ## 役の強さを自分で決めてみる

    ライブラリの判定を使う前に、Peter Norvig のポーカーのノートブックにならって、考え方を数行で
    書いてみましょう。多くの役は**同じ数字の組**でできています。各数字が何枚あるかを数え、
    組を枚数の多い順に、枚数が同じなら数字の大きい順に並べます（`card.rank` は2〜14で、Aは14）。
    """),
    code('''
    def groups(hand):
        """(rank, how many) for each rank of the hand: the biggest group first, then the highest."""
        counts = Counter(card.rank for card in hand)
        return sorted(counts.items(), key=lambda group: (group[1], group[0]), reverse=True)

    groups(parse_cards("8h Qs 8c Qd Qh"))
    ''', ja={'(rank, how many) for each rank of the hand: the biggest group first, then the highest.': '手の各数字の（数字、枚数）。枚数の多い組を先に、枚数が同じなら数字の大きい順。'}),
    md(en="""
    The sizes alone put these categories in order, since Python compares tuples item by item:
    (4, 1) four of a kind > (3, 2) full house > (3, 1, 1) three of a kind > (2, 2, 1) two pair >
    (2, 1, 1, 1) one pair > (1, 1, 1, 1, 1) high card. For equal sizes the ranks break the tie,
    kickers last. So `ranking` returns both:
    """, ja="""
    枚数の並びだけで、これらの役はすでに強さの順になります。Python はタプルを先頭から順に比べる
    からです。(4, 1) フォーカード > (3, 2) フルハウス > (3, 1, 1) スリーカード >
    (2, 2, 1) ツーペア > (2, 1, 1, 1) ワンペア > (1, 1, 1, 1, 1) ハイカード。枚数が同じなら、同じ順に並べた数字で比べ、
    キッカーは最後に比べられます。そこで `ranking` は両方を返します。
    """),
    code('''
    def ranking(hand):
        """A value that is greater for a better hand (groups of equal ranks only: no straights
        or flushes yet)."""
        sizes = tuple(n for rank, n in groups(hand))
        ranks = tuple(rank for rank, n in groups(hand))
        return sizes, ranks

    ranking(parse_cards("Qs Qd 8h 8c Qh"))
    ''', ja={'A value that is greater for a better hand (groups of equal ranks only: no straights': '強い手ほど大きくなる値（同じ数字の組だけを見る。ストレートと', 'or flushes yet).': 'フラッシュはまだ扱わない）。'}),
    md(en="""
    The Oasis article's hands: the player's queens full of eights against the dealer's pair of
    kings. The category decides before the ranks:
    """, ja="""
    オアシスポーカーの記事の例です。自分はQと8のフルハウス、ディーラーはKのワンペア。数字だけなら
    KはQより上ですが、先に役の種類で決まります。
    """),
    code('ranking(parse_cards("Qs Qd 8h 8c Qh")) > ranking(parse_cards("Ks Kh Ad 7c 3s"))'),
    md(en="""
    ## The library's `best_high`

    `best_high` takes 5, 6 or 7 cards and returns the value of the best five, which compares
    like your `ranking` (greater is better, equal is a tie) and can say what it is. It is in
    `pokerlib/evaluate/best.py` (try `best_high??` in a cell); the fast scoring under it is
    in `pokerlib/evaluate/fast.py`.
    """, ja="""
    ## ライブラリの `best_high`

    `best_high` は5〜7枚のカードを受け取り、最も強い5枚の値を返します。この値はあなたの `ranking` と同じように比べられ（大きいほど強く、等しければ同点）、
    役の名前も言えます。`best_high` は `pokerlib/evaluate/best.py` にあります（セルで
    `best_high??` と入力すると中身が見られます）。その下で働く高速な判定は
    `pokerlib/evaluate/fast.py` にあります。
    """),
    code("""
    full_house = best_high("Qs Qd 8h 8c Qh")
    full_house.describe(LANG), full_house.category.describe(LANG)
    """),
    md(en="""
    Do `ranking` and `best_high` agree? Deal 3,000 hands from seeded decks and ask both, for each
    hand and the next, which one wins:
    """, ja="""
    `ranking` と `best_high` の判定は一致するでしょうか。シード付きの山札から3,000回配り、
    隣り合う2つの手のどちらが勝つかを両方に聞いてみます。
    """),
    code('''
    deals = [Deck(seed=s).deal(5) for s in range(3000)]

    def winner(a, b, value):
        """1 if hand a beats hand b by `value`, -1 if b wins, 0 for a tie."""
        return (value(a) > value(b)) - (value(a) < value(b))

    pairs = list(zip(deals, deals[1:]))
    agree = [winner(a, b, ranking) == winner(a, b, best_high) for a, b in pairs]
    sum(agree), len(agree)
    ''', ja={'1 if hand a beats hand b by `value`, -1 if b wins, 0 for a tie.': '`value` で比べて a が勝てば 1、b が勝てば -1、同点なら 0。'}),
    md(en="Nearly always. Here is the first pair on which they disagree:",
       ja="ほとんど一致します。最初に食い違った2つの手を見てみましょう。"),
    code("""
    a, b = next(pair for pair, same in zip(pairs, agree) if not same)
    format_cards(a), best_high(a).describe(LANG), format_cards(b), best_high(b).describe(LANG)
    """),
    md(en="""
    `ranking` does not know straights and flushes yet: to it, five different ranks are a high
    card. Exercise 00.5 asks you to teach it straights, flushes and the wheel.

    ### Same category: the ranks decide, then the kickers

    Two pairs of kings: the second pair decides; with the same two pairs, the kicker does.
    """, ja="""
    `ranking` はまだストレートとフラッシュを知りません。数字が5つとも違えば、ハイカードとして
    扱ってしまいます。練習問題 00.5 で、ストレート、フラッシュ、ウィールを教えてあげてください。

    ### 同じ種類の役: 数字で比べ、次にキッカー

    どちらもKを含むツーペアなら、2つ目のペアで決まります。ペアが2組とも同じなら、キッカーで
    決まります。
    """),
    code("""
    a = best_high("Kh Kc 9d 9s 2s")
    b = best_high("Ks Kd 8d 8s Ac")
    c = best_high("Kh Kc 9d 9s 3h")
    a > b, c > a
    """),
    md(en="Suits never rank: the Oasis article's tie, A-K-Q-9-7 against A-K-Q-9-7, is a tie.",
       ja="スートに強弱はありません。オアシスポーカーの記事の A-K-Q-9-7 どうしは同点です。"),
    code('best_high("As Kd Qh 9c 7s") == best_high("Ah Kc Qd 9s 7h")'),
    md(en="""
    ### The wheel, and no wrap-around

    A-2-3-4-5 is a straight whose top card is the five (the **wheel**); K-A-2-3-4 is not a
    straight at all.
    """, ja="""
    ### ウィールと、端をまたぐ並び

    A-2-3-4-5 は5が一番上のストレートです（**ウィール**）。K-A-2-3-4 はストレートになりません。
    """),
    code('best_high("Ah 2d 3c 4s 5h").describe(LANG), best_high("Kh Ad 2c 3s 4h").describe(LANG)'),
    md(en="""
    ## Seven cards: the best five

    In hold'em your hand is the best five of your seven cards, using two, one or none of the hole
    cards. The AoF article's first hand: C holds A♠ Q♠, D holds K♥ K♦, the board is Q♥ 9♠ 2♣ 3♠
    7♠. C wins:
    """, ja="""
    ## 7枚から最も強い5枚

    ホールデムでは、私有札2枚と共有札5枚の計7枚から最も強い5枚を選びます。私有札は2枚使っても、
    1枚でも、0枚でもかまいません。AoFの記事の最初の例では、CがA♠・Q♠、DがK♥・K♦を持ち、
    共有札はQ♥・9♠・2♣・3♠・7♠です。勝つのはCです。
    """),
    code("""
    board = "Qh 9s 2c 3s 7s"
    c, d = best_high("As Qs " + board), best_high("Kh Kd " + board)
    c > d
    """),
    md(en="""
    `best_five_picture` draws the hole cards + the board and marks the best five with a **gold
    background**; the two cards left out are faded. C's flush uses both hole cards:
    """, ja="""
    `best_five_picture` は私有札＋共有札を描き、最も強い5枚を**金色の背景**で示します。使われない
    2枚は薄い色になります。Cのフラッシュは私有札を2枚とも使います。
    """),
    code('best_five_picture(c, "As Qs", board, lang=LANG)'),
    md(en="D's pair of kings plays with the board's three highest cards, Q 9 7, as kickers:",
       ja="DのKのワンペアは、共有札の上位3枚 Q・9・7 をキッカーとして使います。"),
    code('best_five_picture(d, "Kh Kd", board, lang=LANG)'),
    md(en="""
    ## The 8-or-better low

    Omaha Hi/Lo also pays the best **low**: five **different ranks, all 8 or lower**, aces
    counting as 1; straights and flushes do not matter. "8 or better" is the low's
    **qualifier**. Compare lows from the highest card down; the lower card wins. `low8` returns
    `None` when no low qualifies, and **a better low compares greater**:
    """, ja="""
    ## 8以下のロー

    オマハハイローでは、最も弱い**ロー**にも配当があります。ローは**数字の違う8以下の5枚**で、
    Aは1と数えます。ストレートやフラッシュは関係ありません。この「8以下」がローの
    **クォリファイアー**で、作れなければローはありません。ローどうしは一番上のカードから比べ、
    低い方が勝ちです。`low8` はローが成立しなければ `None` を返し、**強いローほど大きい値**に
    なります。
    """),
    code("""
    low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c"), \\
    low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d"), \\
    low8("Ac Ad 2c 3h 9s")
    """),
    md(en="""
    ## Omaha: exactly two hole cards and exactly three board cards

    The Omaha article's example: hole cards A♦ K♦ 3♠ 2♠, board J♦ 4♦ 3♣ Q♦ 5♥. The best high
    hand is the ace-high flush with A♦ K♦ and three diamonds of the board:
    """, ja="""
    ## オマハ: ホールカードちょうど2枚とボードちょうど3枚

    オマハの記事の例です。ホールカードはA♦・K♦・3♠・2♠、ボードはJ♦・4♦・3♣・Q♦・5♥。最高位の
    ハイハンドは、A♦・K♦とボードのダイヤ3枚で作るエースハイフラッシュです。
    """),
    code("""
    hole, board = "Ad Kd 3s 2s", "Jd 4d 3c Qd 5h"
    best_five_picture(omaha_high(hole, board), hole, board, lang=LANG)
    """),
    md(en="""
    The best low is the wheel, with A♦ 2♠ and the board's 4♦ 3♣ 5♥: other cards than the high
    hand's. Both are the **nuts**, the best hands possible on this board:
    """, ja="""
    最高位のローはウィールで、A♦・2♠とボードの4♦・3♣・5♥を使います。ハイハンドとは違う
    組み合わせです。どちらも、このボードでできる最高のハンド、**ナッツ**です。
    """),
    code("best_five_picture(omaha_low(hole, board), hole, board, lang=LANG)"),
    md(en="""
    ## Try it yourself

    Type five to seven cards, or deal a new hand; the best five light up.
    """, ja="""
    ## 試してみよう

    5〜7枚のカードを入力するか、新しく配ってみましょう。最も強い5枚が光ります。
    """),
    code("explorer = HandExplorer(lang=LANG)\nexplorer.widget", tags=["nbval-ignore-output"]),
    md(en="The Omaha explorer starts on the article's hand; try a board with only two low cards.",
       ja="オマハ用の画面は記事の例から始まります。8以下のカードが2枚しかないボードも試してみましょう。"),
    code("omaha = OmahaExplorer(lang=LANG)\nomaha.widget", tags=["nbval-ignore-output"]),
]


EXERCISES = [
    exercise("00.1", """
        Which wins: 4♠ 4♦ 4♥ 9♣ 2♠ (first) or A♠ A♥ K♦ K♣ Q♠ (second)? Decide before you
        run any code.
        """, "'first', 'second' or 'tie'", """
        first, second = best_high("4s 4d 4h 9c 2s"), best_high("As Ah Kd Kc Qs")
        answer = "first" if first > second else "second" if second > first else "tie"
        """, ja="""
        どちらが勝つでしょう: 4♠ 4♦ 4♥ 9♣ 2♠（前者）と A♠ A♥ K♦ K♣ Q♠（後者）。
        コードを実行する前に決めてください。
        """, prompt_ja="引用符で囲んだ語 `'前者'`、`'後者'`、`'同点'` のどれか（`'first'`、`'second'`、`'tie'` でも可）"),
    exercise("00.2", """
        On the board 2♥ 3♥ 4♥ 5♥ 6♥ two hold'em players hold A♠ A♦ (first) and K♣ Q♣
        (second). Who wins? Predict, then check.
        """, "'first', 'second' or 'tie'", """
        first = best_high("As Ad 2h 3h 4h 5h 6h")
        second = best_high("Kc Qc 2h 3h 4h 5h 6h")
        answer = "first" if first > second else "second" if second > first else "tie"
        """, ja="""
        共有札が 2♥ 3♥ 4♥ 5♥ 6♥ のとき、ホールデムの2人の私有札は A♠ A♦（前者）と K♣ Q♣（後者）
        です。どちらが勝つでしょう。予想してから確かめてください。
        """, prompt_ja="引用符で囲んだ語 `'前者'`、`'後者'`、`'同点'` のどれか（`'first'`、`'second'`、`'tie'` でも可）"),
    exercise("00.3", """
        In Omaha the board is A♠ 2♠ 3♠ K♦ Q♣ and you hold 4♠ 9♥ 9♣ J♥. Work out by hand the
        category of your best high hand (two hole cards and three board cards!).
        """, "a category's name in quotes, as the picture at the top names it (`'straight flush'`, `'four of a kind'` ... `'high card'`)", """
        answer = omaha_high("4s 9h 9c Jh", "As 2s 3s Kd Qc").category.english
        """, ja="""
        オマハでボードが A♠ 2♠ 3♠ K♦ Q♣、あなたのホールカードが 4♠ 9♥ 9♣ J♥ です。最高位の
        ハイハンドの役の種類を、手で考えてください（ホールカード2枚とボード3枚です！）。
        """, prompt_ja="役の種類の名前を引用符で囲んで。レッスンの最初の図の名前です（`'ストレートフラッシュ'`、`'フォーカード'` … `'ハイカード'`。英語の名前でも可）"),
    exercise("00.4", """
        Which low is better, 8-4-3-2-A or 7-6-5-4-3?
        """, "'8-4-3-2-A' or '7-6-5-4-3'", """
        answer = "8-4-3-2-A" if low8("8s 4h 3d 2c Ad") > low8("7s 6h 5d 4c 3s") else "7-6-5-4-3"
        """, ja="""
        8-4-3-2-A と 7-6-5-4-3 では、どちらのローが強いでしょう。
        """, prompt_ja="'8-4-3-2-A' か '7-6-5-4-3'"),
    exercise("00.5", """
        The lesson's `ranking` knows only groups of equal ranks. Teach it **straights**,
        **flushes**, **straight flushes** and the **wheel** A-2-3-4-5, where the ace counts as 1
        (6-5-4-3-2 beats it), each in its place in the picture at the top. Write the new ranking
        in the answer cell under a new name, `full_ranking`, so the lesson's `ranking` stays as
        it is (use `groups`; `card.suit` is the suit letter), and end with
        `answer = full_ranking`. The check compares it with `best_high` on 3,008 hands.
        """, "your function itself: answer = full_ranking", """
        def full_ranking(hand):
            \"\"\"Norvig's ranking: a category number first, then the ranks that break ties.\"\"\"
            sizes = tuple(n for rank, n in groups(hand))
            ranks = tuple(rank for rank, n in groups(hand))
            if ranks == (14, 5, 4, 3, 2):
                ranks = (5, 4, 3, 2, 1)                    # the wheel: the ace plays low
            straight = len(sizes) == 5 and ranks[0] - ranks[4] == 4
            flush = len({card.suit for card in hand}) == 1
            category = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2,
                        (2, 1, 1, 1): 1}.get(sizes, 0)
            if straight or flush:                          # five different ranks
                category = 8 if straight and flush else 5 if flush else 4
            return category, ranks

        answer = full_ranking
        """, ja="""
        レッスンの `ranking` は、同じ数字の組しか知りません。**ストレート**、**フラッシュ**、
        **ストレートフラッシュ**、そしてAを1と数える**ウィール** A-2-3-4-5（6-5-4-3-2 の方が強い）
        を教え、どれも最初の図の正しい位置に入るようにしてください。解答セルに新しい名前
        `full_ranking` で自分の関数を書き（レッスンの `ranking` はそのまま残します。`groups` を
        使えます。`card.suit` はスートの英字です）、最後に `answer = full_ranking` と書きます。
        チェックは3,008の手で `best_high` と比べます。
        """, prompt_ja="関数そのもの: answer = full_ranking",
        solution_ja={"Norvig's ranking: a category number first, then the ranks that break ties.": 'Norvig の順位付け: 先に役の種類の番号、次に同点を決める数字。', '# the wheel: the ace plays low': '# ウィール: Aを1と数える', '# five different ranks': '# 数字が5つとも違う'}),
    exercise("00.6", """
        Change one card of the article's board J♦ 4♦ 3♣ Q♦ 5♥ so that the hand A♦ K♦ 3♠ 2♠ has
        **no** qualifying low. Give your new board (five cards); the check confirms it with
        `omaha_low`. Why does one card suffice?
        """, "five cards as text, e.g. 'Jd 4d 3c Qd 5h'", """
        answer = "Jd 4d 3c Qd Kh"      # the 5 gone: only two board cards of 8 or lower are left
        """, ja="""
        記事のボード J♦ 4♦ 3♣ Q♦ 5♥ のカードを1枚だけ変えて、A♦ K♦ 3♠ 2♠ のハンドでローが
        **成立しない**ようにしてください。新しいボード（5枚）を答えると、チェックが `omaha_low`
        で確かめます。なぜ1枚で足りるのでしょう。
        """, prompt_ja="5枚のカードを文字列で（例: 'Jd 4d 3c Qd 5h'）",
        solution_ja={'# the 5 gone: only two board cards of 8 or lower are left': '# 5を除くと、ボードに8以下は2枚しか残らない'}),
]

exercise_cells, solution_cells = exercises_and_solutions("00", EXERCISES)
# How to answer without programming, once, between the Exercises section's opening and the first
# exercise: typed words between quotes, whatever the answer's kind.
NO_PROGRAMMING = md(en="""
    > **No programming needed.** Replace the `...` of an answer cell with your answer typed
    > between quotes, in words (`answer = "first"`, `answer = "3 4"`, `answer = "pair"`), then
    > run that cell and the check below it (Shift+Enter twice). *Answer with* says what to type.
    """, ja="""
    > **プログラミングなしで答えるには:** Python を知らなくても答えられます。解答セルの `...` を、
    > 引用符で囲んだ自分の答えに書き換えます。言葉は口で言うとおりに打てば十分です
    >（`answer = "前者"`、`answer = "3 4"`、`answer = "ペア"`）。そのセルと、すぐ下のチェックの
    > セルを実行します（Shift+Enter を2回）。どの言葉で答えるかは、各問題の「答え方」に書いて
    > あります。
    """)
cells += exercise_cells[:1] + [NO_PROGRAMMING] + exercise_cells[1:] + solution_cells + [md(en="""
    ## What to remember

    * **52 cards:** 13 ranks (A K Q J T 9 … 2) in four suits; type them as `As`, `10d` or `A♠`.
    * **Compare hands** by category first (nine, straight flush down to high card), then the
      ranks that make it, then the kickers. Suits never decide: the same five ranks tie.
    * **The wheel** A-2-3-4-5 is the lowest straight; K-A-2-3-4 is no straight.
    * **Hold'em** plays the best five of seven (two, one or no hole cards); **Omaha** exactly two
      hole cards with exactly three board cards.
    * **The 8-or-better low:** five different ranks, all 8 or lower, aces low, straights and
      flushes ignored; compare from the highest card down, the lower wins.
    * **In code,** `best_high` and `low8` give values that compare with `>`: greater is better
      (`low8` gives `None` when there is no low).

    **Next:** [Lesson 01, Oasis Poker](01_oasis_poker.ipynb); how hands are scored fast and how
    often each comes up: [Appendix 00a](00a_hand_evaluator.ipynb).
    """, ja="""
    ## 覚えておくこと

    * **カードは52枚:** 13種類の数字（A K Q J T 9 … 2）と4種類のスート。`As`、`10d`、`A♠` の
      どれで入力してもかまいません。
    * **役の比べ方:** まず役の種類（ストレートフラッシュからハイカードまでの9種類）、次に役を作る
      数字、最後にキッカー。スートでは決めないので、5枚の数字が同じなら同点です。
    * **ウィール** A-2-3-4-5 は最も弱いストレートです。K-A-2-3-4 はストレートになりません。
    * **ホールデム**は7枚から最も強い5枚（私有札は2枚でも1枚でも0枚でも）、**オマハ**は
      ホールカードちょうど2枚とボードちょうど3枚です。
    * **8以下のロー:** 数字の違う8以下の5枚（Aは1と数え、ストレートとフラッシュは関係ありません）。
      一番上のカードから比べ、低い方が勝ちです。
    * **コードでは** `best_high` と `low8` の値を `>` で比べます。大きい方が強い手です（ローが
      なければ `low8` は `None`）。

    **次へ:** [レッスン 01 オアシスポーカー](01_oasis_poker.ipynb)。役を素早く判定する仕組みと、
    各役の出やすさは [付録 00a](00a_hand_evaluator.ipynb) にあります。
    """)]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "00_cards_and_hands.ipynb", cells)
