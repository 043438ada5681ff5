"""Source of notebooks/00_cards_and_hands.ipynb (run this, then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, exercise, exercises_and_solutions, md, write

cells = [
    md("""
    # Lesson 00 — Cards and hand rankings

    Every game in this course — Oasis Poker, All-in-or-Fold Hold'em and Omaha Hi/Lo — is decided
    by the same **high-hand ranking**; Omaha Hi/Lo adds an **8-or-better low**. This lesson
    teaches both, with `pokerlib` doing every comparison so that you can check your own reading.

    **After this lesson you will be able to**

    * read and write cards (`A♠`, `As`, `10d`) and deal from a reproducible deck;
    * name the nine kinds of high hand, in English and in the Japanese of the source articles;
    * decide which of two hands wins, including kickers, exact ties and the wheel;
    * find the best five cards out of seven (hold'em) and out of Omaha's 2 + 3;
    * read an ace-to-five low and say whether it qualifies.
    """),
    RUN_ALL_FIRST,
    md("""
    ## Glossary

    | English | Japanese (source articles) | meaning |
    |---|---|---|
    | **card** | カード | one of 52: a **rank** (A K Q J T 9 … 2; `T` = 10) and a **suit** (♠ ♥ ♦ ♣, written `s h d c`) |
    | **hand** | 手札・役 | the five cards that count; its **category** (役) decides first |
    | **kicker** | キッカー | a card outside the category that breaks ties (“役の中心に含まれない比較用カード”) |
    | **tie** | 同点 | identical ranks in all five cards; suits never break a tie |
    | **straight flush / royal flush** | ストレートフラッシュ / ロイヤルフラッシュ | five in sequence, one suit; the ace-high one is royal |
    | **four of a kind** | フォーカード | four cards of one rank |
    | **full house** | フルハウス | three of one rank and two of another |
    | **flush** | フラッシュ | five of one suit |
    | **straight** | ストレート | five in sequence; A-2-3-4-5 (the **wheel**) is the lowest, A-K-Q-J-T the highest |
    | **three of a kind** | スリーカード | three of one rank |
    | **two pair** | ツーペア | two pairs |
    | **one pair** | ワンペア | two cards of one rank |
    | **high card** | ハイカード | none of the above |
    | **hole cards / board** | 私有札・ホールカード / 共有札・コミュニティカード | your own cards / the shared cards |
    | **low (8 or better)** | ロー | five different ranks, all 8 or lower, aces low |
    | **qualifier** | クォリファイアー | the condition a hand must meet to count (the low's “8 or better”) |
    """),
    md("## Cards\n\nThe first code cell of every lesson makes charts appear in the notebook."),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib.cards import Card, Deck, parse_cards, format_cards
    from pokerlib.evaluate import (HandCategory, best_high, low8, omaha_high, omaha_low,
                                   category_counts)
    from pokerlib.plots import category_frequencies
    from pokerlib.ui import HandExplorer, OmahaExplorer
    from pokerlib.course import check, progress
    """),
    md("A **card** is written rank first, then suit. `pokerlib` reads every common spelling:"),
    code('parse_cards("As 10d ♥K qc")'),
    md("Lessons print cards with suit symbols; data files use letters:"),
    code('hand = parse_cards("Qs Qd 8h 8c 2d")\nformat_cards(hand), format_cards(hand, style="data")'),
    md("In a notebook a card list can also be drawn, hearts and diamonds in red:"),
    code('Card("Qh")'),
    md("Mistakes get a message that says what is wrong:"),
    code('parse_cards("As Kd As")', tags=["raises-exception"]),
    md("""
    A **deck** deals from the top. `Deck(seed=7)` is shuffled the same way on every machine, so
    every deal in this course can be replayed; `Deck.stacked(...)` puts chosen cards on top.
    """),
    code("deck = Deck(seed=7)\ndeck.deal(5), len(deck)"),
    md("## The nine kinds of high hand\n\nStrongest first, each with an example and its names:"),
    code("""
    examples = ["As Ks Qs Js Ts", "9h 8h 7h 6h 5h", "Ac Ad Ah As 7d", "Qs Qd Qh 8c 8s",
                "Ad Jd 9d 6d 2d", "Th 9c 8s 7d 6c", "7c 7d 7s Kd 2h", "Kh Kc 9d 9s As",
                "Ac Ad 9s 6h 3c", "Ah Kd Qc 9s 7h"]
    for text in examples:
        v = best_high(text)
        print(f"{format_cards(text):16} {v.category.english:16} {v.describe():38} {v.describe('ja')}")
    """),
    md("""
    A **score** orders all hands: `pokerlib` gives each of the 7,462 different high hands a
    number, higher is stronger. Comparing hands is comparing values:
    """),
    code('best_high("Qs Qd Qh 8c 8s") > best_high("Kh Kc 9d 9s As")'),
    md("""
    ### Same category: the ranks decide, then the kickers

    Two pairs of kings: the second pair decides; with the same pairs, the kicker does.
    """),
    code("""
    a = best_high("Kh Kc 9d 9s 2s")
    b = best_high("Ks Kd 8d 8s Ac")
    c = best_high("Kh Kc 9d 9s 3h")
    a > b, c > a
    """),
    md("Suits never rank: the Oasis article's tie, A-K-Q-9-7 against A-K-Q-9-7, is a tie."),
    code('best_high("As Kd Qh 9c 7s") == best_high("Ah Kc Qd 9s 7h")'),
    md("""
    ### The wheel and no wrap-around

    A-2-3-4-5 is a straight whose top card is the five; K-A-2-3-4 is not a straight at all.
    """),
    code('best_high("Ah 2d 3c 4s 5h").describe(), best_high("Kh Ad 2c 3s 4h").describe()'),
    md("""
    ## Seven cards: the best five

    In hold'em each player's hand is the best five of their two hole cards and the five board
    cards — using two, one or even none of the hole cards. The AoF article's first hand: C holds
    A♠ Q♠ on the board Q♥ 9♠ 2♣ 3♠ 7♠.
    """),
    code("""
    board = "Qh 9s 2c 3s 7s"
    c = best_high("As Qs " + board)
    d = best_high("Kh Kd " + board)
    c, format_cards(c.cards), d, c > d
    """),
    md("The best five are highlighted when a value is shown as HTML:"),
    code("c"),
    md("""
    ## The 8-or-better low

    For the low half of Omaha Hi/Lo, five cards of **different ranks, all 8 or lower**, aces
    low; straights and flushes do not matter. Compare from the highest card down: the lower
    card wins. `low8` returns `None` when no low qualifies; **a better low compares greater**.
    """),
    code("""
    low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c"), \\
    low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d"), \\
    low8("Ac Ad 2c 3h 9s")
    """),
    md("""
    ## Omaha: exactly two hole cards and exactly three board cards

    The Omaha article's example: hole A♦ K♦ 3♠ 2♠, board J♦ 4♦ 3♣ Q♦ 5♥. The best high is the
    ace-high flush with A♦ K♦; the best low is the wheel with A♦ 2♠ — the nuts both ways.
    """),
    code("""
    hi = omaha_high("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    lo = omaha_low("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    format_cards(hi.cards), hi.describe(), format_cards(lo.cards), lo.describe()
    """),
    md("""
    ## Try it yourself

    Type five to seven cards, or deal a new hand; the best five light up. (Each deal comes from
    a seeded deck, so the same clicks give the same cards.)
    """),
    code("explorer = HandExplorer()\nexplorer.widget", tags=["nbval-ignore-output"]),
    md("The Omaha explorer starts on the article's hand; try a board with only two low cards."),
    code("omaha = OmahaExplorer()\nomaha.widget", tags=["nbval-ignore-output"]),
    md("""
    ## How often each hand occurs

    `category_counts(5)` scores all 2,598,960 five-card hands right here; the 133,784,560
    seven-card hands take about twenty seconds, so their counts ship with `pokerlib`
    (`python -m pokerlib regenerate category-counts` recounts them). Note the log scale: with
    seven cards a flush is about fifteen times as likely as with five.
    """),
    code("""
    five = category_counts(5)
    seven = category_counts(7, shipped=True)
    for cat in sorted(HandCategory, reverse=True):
        print(f"{cat.english:16} {five[cat]:>10,} {five[cat] / 2_598_960:9.4%}"
              f"   {seven[cat]:>12,} {seven[cat] / 133_784_560:9.4%}")
    """),
    code("""
    category_frequencies({"5 cards": five, "7 cards": seven})
    plt.show()
    """),
    md("""
    ## A test you can run

    Like Peter Norvig's `test()`: twelve hands, weakest to strongest. The cell counts how many
    neighbours are in the right order; it should print 11 (and a 0 for ties in the wrong place).
    """),
    code("""
    ladder = ["7c 5d 4h 3s 2c", "Ah Kd Qc 9s 7h", "2c 2d 5h 6s 7c", "Ac Ad Kh Qs Jc",
              "Kh Kc 9d 9s As", "7c 7d 7s Kd 2h", "Ah 2d 3c 4s 5h", "Th 9c 8s 7d 6c",
              "Ad Jd 9d 6d 2d", "Qs Qd Qh 8c 8s", "Ac Ad Ah As 7d", "As Ks Qs Js Ts"]
    values = [best_high(h) for h in ladder]
    sum(a < b for a, b in zip(values, values[1:])), sum(a == b for a, b in zip(values, values[1:]))
    """),
]


EXERCISES = [
    exercise("00.1", """
        Which wins: Q♠ Q♦ 8♥ 8♣ Q♥ (the Oasis player's hand after the exchange) or
        K♠ K♥ A♦ 7♣ 3♠? Decide before you run any code.
        """, "'first', 'second' or 'tie'", """
        player, dealer = best_high("Qs Qd 8h 8c Qh"), best_high("Ks Kh Ad 7c 3s")
        solution = "first" if player > dealer else "second" if dealer > player else "tie"
        """),
    exercise("00.2", """
        On the board 2♥ 3♥ 4♥ 5♥ 6♥ two hold'em players hold A♠ A♦ (first) and K♣ Q♣
        (second). Who wins? Predict, then check.
        """, "'first', 'second' or 'tie'", """
        first = best_high("As Ad 2h 3h 4h 5h 6h")
        second = best_high("Kc Qc 2h 3h 4h 5h 6h")
        solution = "first" if first > second else "second" if second > first else "tie"
        """),
    exercise("00.3", """
        In Omaha the board is A♠ 2♠ 3♠ K♦ Q♣ and you hold 4♠ 9♥ 9♣ J♥. Work out by hand the
        category of your best high hand (two hole cards and three board cards!).
        """, "a category's name, e.g. 'flush'", """
        solution = omaha_high("4s 9h 9c Jh", "As 2s 3s Kd Qc").category.english
        """),
    exercise("00.4", """
        Which low is better, 8-4-3-2-A or 7-6-5-4-3?
        """, "'8-4-3-2-A' or '7-6-5-4-3'", """
        solution = "8-4-3-2-A" if low8("8s 4h 3d 2c Ad") > low8("7s 6h 5d 4c 3s") else "7-6-5-4-3"
        """),
    exercise("00.5", """
        Write your own `ranking(hand)`: it takes a list of five `Card`s and returns a value that
        is greater for a better hand (a tuple works well: the category first, then the ranks
        that break ties: ranks ordered by how often they occur, then by rank). Put the
        function itself in the answer cell: `answer = ranking`. The check compares your
        ranking with `best_high` on 3,000 hands.
        """, "your function, e.g. answer = ranking", """
        from collections import Counter

        def solution_ranking(hand):
            ranks = sorted(("--23456789TJQKA".index(c.rank_char) for c in hand), reverse=True)
            if ranks == [14, 5, 4, 3, 2]:
                ranks = [5, 4, 3, 2, 1]                    # the wheel: the ace plays low
            groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
            counts = tuple(n for _, n in groups)
            order = tuple(r for r, _ in groups)
            straight = len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4
            flush = len({c.suit_char for c in hand}) == 1
            kind = (8 if straight and flush else 7 if counts == (4, 1) else
                    6 if counts == (3, 2) else 5 if flush else 4 if straight else
                    3 if counts == (3, 1, 1) else 2 if counts == (2, 2, 1) else
                    1 if counts == (2, 1, 1, 1) else 0)
            return kind, order

        solution = solution_ranking
        """),
    exercise("00.6", """
        Change one card of the article's board J♦ 4♦ 3♣ Q♦ 5♥ so that the hand A♦ K♦ 3♠ 2♠ has
        **no** qualifying low. Give your new board (five cards); the check confirms it with
        `omaha_low`. Why does one card suffice?
        """, "five cards as text, e.g. 'Jd 4d 3c Qd 5h'", """
        solution = "Jd 4d 3c Qd Kh"      # the 5 gone: only two board cards of 8 or lower are left
        """),
]

exercise_cells, solution_cells = exercises_and_solutions("00", EXERCISES)
cells += exercise_cells + solution_cells

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "00_cards_and_hands.ipynb", cells)
