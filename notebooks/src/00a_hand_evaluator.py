"""Source of notebooks/00a_hand_evaluator.ipynb and its Japanese edition: the appendix to lesson
00 (run this, then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, md, write

cells = [
    md(en="""
    # Appendix 00a — Under the hood: how pokerlib ranks hands

    This appendix to [lesson 00](00_cards_and_hands.ipynb) is optional. It shows what is under
    `best_high`: the **score** every hand gets, how the fast evaluator finds it without trying
    every five-card subset, how to score millions of hands at once, and how often each category
    comes up among all five- and seven-card hands.
    """, ja="""
    # 付録 00a — しくみを覗く: pokerlib の役の判定

    [レッスン 00](00_cards_and_hands.ipynb) の付録です。読まなくてもかまいません。`best_high` の
    下で何が起きているか、つまりどの手にも付く**スコア**、5枚の組み合わせを全部試さずにそれを
    求める高速な判定、何百万もの手を一度に判定する方法、そして5枚と7枚のすべての手の中で各役が
    どれくらい出るかを見ていきます。
    """),
    RUN_ALL_FIRST,
    code("""
    %matplotlib inline
    from collections import Counter
    import numpy as np
    import matplotlib.pyplot as plt
    from pokerlib.cards import parse_cards
    from pokerlib.evaluate import (HandCategory, N_CLASSES, RANK_KEYS, best_high, category_counts,
                                   category_of, describe_score, score, score_batch)
    from pokerlib.course.charts import category_frequencies
    from pokerlib.course import language
    from pokerlib.lang import pad
    LANG = language()
    """),
    md(en="""
    ## The score

    Under every value `best_high` returns is a **score**, a whole number from 0 to 7461, one for
    each different high hand: higher is stronger, equal is a tie. Suits do not change it.
    """, ja="""
    ## スコア

    `best_high` が返す値の下には**スコア**があります。0から7461までの整数で、異なる役1つごとに
    1つずつ割り当てられています。大きいほど強く、等しければ同点です。スートでは変わりません。
    """),
    code("""
    full_house = best_high("Qs Qd 8h 8c Qh")
    full_house.score, describe_score(full_house.score, LANG)
    """),
    code("describe_score(N_CLASSES - 1, LANG), describe_score(0, LANG)"),
    md(en="""
    Why 7,462? Hands whose ranks play the same roles score the same, whatever the suits. Count
    the scores of each category:
    """, ja="""
    なぜ7,462なのでしょう。数字の役割が同じ手は、スートが違っても同じスコアになります。役の種類
    ごとにスコアの数を数えてみます。
    """),
    code("""
    classes = Counter(category_of(s) for s in range(N_CLASSES))
    for category in sorted(HandCategory, reverse=True):
        print(f"{pad(category.describe(LANG), 20)} {classes[category]:>5,}")
    """),
    md(en="""
    ## How the fast evaluator finds a score

    Trying all 21 five-card subsets of seven cards, ranking each one like lesson 00's `ranking`,
    works but is slow for millions of hands. `pokerlib/evaluate/fast.py` uses SKPokerEval's idea
    instead. Each rank gets a **key**, chosen so that adding the keys of up to seven cards gives
    a different sum for every combination of ranks:
    """, ja="""
    ## 高速な判定はどうやってスコアを求めるか

    7枚から作れる5枚の組み合わせ21通りを全部試し、レッスン 00 の `ranking` のように比べても
    判定はできますが、何百万もの手では遅すぎます。`pokerlib/evaluate/fast.py` は SKPokerEval の
    方法を使います。数字ごとに**キー**を決めておき、7枚までのカードのキーを足すと、数字の
    組み合わせごとに必ず違う合計になるようにします。
    """),
    code("RANK_KEYS      # the keys of 2, 3, 4, ..., K, A", ja={'# the keys of 2, 3, 4, ..., K, A': '# 数字 2, 3, 4, ..., K, A それぞれのキー'}),
    code("""
    cards = parse_cards("As Qs Qh 9s 2c 3s 7s")
    sum(RANK_KEYS[card.rank - 2] for card in cards)
    """),
    md(en="""
    That sum indexes a table (built once, in `pokerlib/evaluate/tables.py`) holding the best
    hand those ranks make without a flush. A second small sum counts the cards of each suit;
    only when five or more share a suit does a second table, indexed by that suit's ranks, give
    the flush. No five-card subset is ever built, and the answer is the same score `best_high`
    reports:
    """, ja="""
    この合計を番号にして表（`pokerlib/evaluate/tables.py` で一度だけ作ります）を引くと、
    フラッシュを除いて、その数字の組み合わせでできる最も強い役がわかります。もう一つの小さな
    合計でスートごとの枚数を数え、同じスートが5枚以上あるときだけ、そのスートの数字で別の表を
    引いてフラッシュを求めます。5枚の組み合わせは一度も作りません。結果は `best_high` と同じ
    スコアです。
    """),
    code("score(cards), best_high(cards).score"),
    md(en="""
    ## Many hands at once

    `score_batch` scores a numpy array with one hand per row, cards given as their numbers 0 to
    51 (`int(card)`). It checks the cards first unless called with `check=False`:
    """, ja="""
    ## たくさんの手を一度に

    `score_batch` は、1行に1つの手を並べた numpy の配列をまとめて判定します。カードは0〜51の
    番号（`int(card)`）で渡します。`check=False` を付けなければ、先にカードを検査します。
    """),
    code("""
    hands = np.array([[int(c) for c in parse_cards(h)]
                      for h in ("As Ks Qs Js Ts", "Qs Qd 8h 8c Qh", "7c 5d 4h 3s 2c")])
    score_batch(hands)
    """),
    md(en="""
    ## How often each hand occurs

    `category_counts(5)` scores all 2,598,960 five-card hands right here, in a second or two.
    The 133,784,560 seven-card hands take about twenty seconds, so their counts ship with
    `pokerlib` in `pokerlib/data/category_counts.json`; the command
    `python -m pokerlib regenerate category-counts` counts them again and rewrites that file.
    These are exact counts, not a simulation (`tests/test_lesson00.py` checks them against the
    published totals).
    """, ja="""
    ## 各役はどれくらい出るか

    `category_counts(5)` は、5枚の手2,598,960通りをこの場ですべて判定します（1〜2秒）。7枚の手
    133,784,560通りは20秒ほどかかるので、その結果は `pokerlib/data/category_counts.json` として
    `pokerlib` に同梱しています。コマンド `python -m pokerlib regenerate category-counts` で数え直し、
    このファイルを書き直せます。どれもシミュレーションではなく正確な数です
    （`tests/test_lesson00.py` が公表されている値と照らし合わせています）。
    """),
    code("""
    five = category_counts(5)
    seven = category_counts(7, shipped=True)
    for category in sorted(HandCategory, reverse=True):
        print(f"{pad(category.describe(LANG), 20)} {five[category]:>10,} "
              f"{five[category] / 2_598_960:9.4%}"
              f"   {seven[category]:>12,} {seven[category] / 133_784_560:9.4%}")
    """),
    md(en="""
    On a log scale: with seven cards to choose from, a flush is about fifteen times as likely as
    with five, and one pair overtakes high card.
    """, ja="""
    対数目盛のグラフです。7枚から選べると、フラッシュは5枚のときの約15倍出やすくなり、ワンペアが
    ハイカードより多くなります。
    """),
    code("""
    category_frequencies({"5 cards": five, "7 cards": seven}, lang=LANG)
    plt.show()
    """),
    md(en="""
    ## Check yourself

    Every score belongs to one category, and every five-card hand was counted once:
    """, ja="""
    ## 確かめよう

    どのスコアもちょうど1つの役の種類に入り、5枚の手はそれぞれちょうど1回数えられています。
    """),
    code("sum(classes.values()) == N_CLASSES, sum(five.values()) == 2_598_960"),
    md(en="""
    ## Next

    Go on to [lesson 01, Oasis Poker](01_oasis_poker.ipynb).
    """, ja="""
    ## 次へ

    [レッスン 01 オアシスポーカー](01_oasis_poker.ipynb) に進みましょう。
    """),
]

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "00a_hand_evaluator.ipynb", cells)
