"""Source of notebooks/03_omaha_hi_lo.ipynb (run this, then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, exercise, exercises_and_solutions, md, write

cells = [
    md("""
    # Lesson 03 — Omaha Hi/Lo 8-or-better

    Omaha Hi/Lo (オマハハイロー, also *Omaha/8*, *Omaha split*) deals each player **four** hole
    cards and splits every pot between the best **high** hand and the best **low** hand — when
    somebody has a low of 8 or better. This lesson follows the source article step by step,
    with `pokerlib` computing every hand, bet and pot.

    **After this lesson you will be able to**

    * read an Omaha hand by the **2 + 3 rule** (exactly two hole cards, exactly three board
      cards, for the high and for the low separately) and avoid its traps;
    * say whether a low qualifies and which of two lows wins;
    * split a pot high/low: **scoop**, **quartering**, odd chips, side pots;
    * tell what **limit**, **pot-limit** and **no-limit** allow in the same spot, and replay the
      article's $2/$4 betting round;
    * play a session at an interactive table and read its hand history;
    * compute the exact hi/lo equity of two or more hands on any street.
    """),
    RUN_ALL_FIRST,
    md("""
    ## Glossary

    | English | Japanese (source article) | meaning |
    |---|---|---|
    | **hole cards** | ホールカード | your four private cards |
    | **board / community cards** | コミュニティカード | the five shared cards: **flop** (フロップ, 3), **turn** (ターン, 1), **river** (リバー, 1) |
    | **high / low** | ハイハンド / ローハンド | the two hands each player makes; each takes half the pot |
    | **qualifier** | クォリファイアー | a low must be five different ranks **8 or lower** (aces low) |
    | **wheel** | ウィール | 5-4-3-2-A, the best low (and a five-high straight) |
    | **nuts** | ナッツ | the best possible hand on this board; *nut-nut*: best both ways |
    | **scoop** | スクーピング | winning both halves, the whole pot |
    | **quartering** | (ポットの4分の1) | tying for one half: you get a quarter of the pot |
    | **button** | ディーラー・ボタン | marks the dealer position; moves one seat left each hand |
    | **small blind / big blind** | スモールブラインド (リトルブラインド) / ビッグブラインド | forced bets before the deal |
    | **under the gun** | アンダーザガン | the first player to act preflop, left of the big blind |
    | **limp** | リンプ | opening for the minimum (calling the big blind) |
    | **option / live blind** | オプション / ライブブラインド | the big blind may still raise when nobody has |
    | **post** | ポスト | pay a blind to be dealt in without waiting |
    | **cap** | キャップ | the last raise allowed in a limit round (one bet + three raises) |
    | **check-raise / check around** | チェックレイズ / チェックアラウンド | check then raise / everybody checks |
    | **showdown / muck** | ショーダウン / マック | showing hands at the end / throwing a losing hand away unseen |
    | **side pot** | サイドポット | a pot that an all-in player cannot win |
    | **limit / pot-limit / no-limit** | リミット / ポットリミット / ノーリミット | the three betting structures |
    """),
    md("## Reading an Omaha hand\n\nThe first code cell of every lesson makes charts appear in "
       "the notebook."),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib import phh
    from pokerlib.cards import format_cards, parse_cards
    from pokerlib.evaluate import low8
    from pokerlib.omaha import (OMAHA_HILO_LIMIT_2_4, OMAHA_HILO_NO_LIMIT_1_2,
                                OMAHA_HILO_POT_LIMIT_1_2, OmahaTable, SimpleBot, read_hand,
                                stacked_deck)
    from pokerlib.betting import LIMIT_2_4, NO_LIMIT_1_2, POT_LIMIT_1_2, BettingRound
    from pokerlib.pots import settle
    from pokerlib.equity import equity_hilo
    from pokerlib.plots import hilo_equity_chart, pot_split_chart, stack_chart
    from pokerlib.ui import HiLoEquityExplorer, OmahaTableUI
    from pokerlib.course import check, progress
    """),
    md("""
    Each player makes **two** hands, each from **exactly two** of the four hole cards and
    **exactly three** of the five board cards — and the two hands may use different cards.
    The article's example: hole A♦ K♦ 3♠ 2♠, board J♦ 4♦ 3♣ Q♦ 5♥.
    """),
    code("""
    article = read_hand("Ad Kd 3s 2s", "Jd 4d 3c Qd 5h")
    article
    """),
    md("The high uses A♦ K♦ with J♦ 4♦ Q♦; the low uses A♦ 2♠ with 4♦ 3♣ 5♥:"),
    code("""
    (format_cards(article.high_hole), format_cards(article.high.cards),
     format_cards(article.low_hole), format_cards(article.low.cards))
    """),
    md("""
    Both are the best possible on this board — the **nuts both ways**. We can check that by
    scoring every four-card hand that could be dealt with this board (178,365 of them, with
    the fast batch evaluator): none beats either half. (Another A-2 would tie the low: the
    article notes you would then win three quarters of the pot.)
    """),
    code("""
    import numpy as np
    from itertools import combinations
    from pokerlib.evaluate import omaha_batch
    board = parse_cards("Jd 4d 3c Qd 5h")
    rest = [c for c in range(52) if c not in board]
    every_hand = np.array(list(combinations(rest, 4)))
    high, low = omaha_batch(every_hand, np.array(board))
    len(every_hand), high.max() == article.high.score, low.max() == article.low.score
    """),
    md("""
    ### Trap 1: four of a suit on the board

    Four hearts on the board and one heart in your hand is **no flush**: you must use two
    hole cards. A♥ K♠ Q♣ J♦ on 2♥ 5♥ 8♥ 9♥ T♣ plays Q J with T 9 8, a straight:
    """),
    code('read_hand("Ah Ks Qc Jd", "2h 5h 8h 9h Tc").describe()'),
    md("""
    ### Trap 2: a low board without two low hole cards

    Three low cards on the board are not enough: you need **two different low cards of your
    own** (ranks also different from the three board cards you use).
    """),
    code("""
    read_hand("Ah Ks Qc Jd", "2h 3c 4d 9s Tc").low, read_hand("Ah 6s Qc Jd", "2h 3c 4d 9s Tc").low
    """),
    md("""
    ### Trap 3: counterfeiting

    On a flop of 3♣ 4♦ K♥, A♥ 2♥ is a draw to the best low. If the river is a deuce, your
    2♥ is **counterfeited**: A-2 with the board's 2-3-4 has only four different ranks, so you
    have no low at all — while A♠ 5♣ makes the wheel.
    """),
    code("""
    board = "3c 4d Kh Qd 2s"
    read_hand("Ah 2h Js Td", board).low, read_hand("As 5c 9h 9d", board).low
    """),
    md("""
    ## Low hands: qualifying and comparing

    A low **qualifies** with five different ranks, all 8 or lower (aces low); straights and
    flushes do not spoil it. Compare from the highest card down, **lower wins**
    (`pokerlib`'s low values compare *greater* when better):
    """),
    code("""
    print(low8("7c 6d 5h 4s 3c") > low8("8c 5d 4h 3s 2c"))    # 7-high beats 8-high
    print(low8("7c 6d 4h 3s 2c") > low8("7d 6h 5s 3c 2d"))    # 7-6-4 beats 7-6-5
    print(low8("Ac 2d 3h 4s 5c"), "|", low8("9c 6d 5h 4s 3c"))  # the wheel | 9 does not qualify
    """),
    md("""
    ## Splitting the pot: scoop, quartering, odd chips

    Every pot is split half to the best high and half to the best qualifying low; with no low,
    the high takes it all. `pots.settle` does it for any number of players and side pots
    (main pot first; the odd chip goes to the **high** half; within a half, odd chips go one
    each from the left of the button).

    **Scoop**: the article's hand against kings wins both halves. The course's worked examples
    ship with pokerlib as **hand-history files** in the PHH format (the open standard of the
    PokerKit authors; `docs/phh.md` describes it). Here is this hand's file, played heads-up in
    the article's $2/$4 limit game: the table (stacks, blinds, bet sizes), every action in
    order — `d dh p2 AdKd3s2s` deals hole cards, `d db` board cards, `p2 cc` checks or calls,
    `p2 cbr 2` bets (or raises) **to** 2, `p1 sm` mucks — and the stacks it should end with.
    """),
    code("""
    print((phh.EXAMPLES_DIR / "omaha_nuts_both_ways.phh").read_text())
    """),
    md("""
    `phh.replay_example` plays the file on pokerlib's Omaha table, settles the pot and checks
    the finishing stacks the file records:
    """),
    code("""
    scoop = phh.replay_example("omaha_nuts_both_ways")
    print(scoop)
    scoop.pots[0]["how"], scoop.ok
    """),
    md("""
    **Quartering**: the article notes that another A-2 would tie the low. The file
    `omaha_quartered.phh` plays that: Cho holds A♣ 2♣ 9♥ 9♠ against your A♦ K♦ 3♠ 2♠ on the
    same board. Of the 40-chip pot the high half (20) is yours and the low half (20) is split
    10/10: you win three quarters (30), Cho one quarter (10) — Cho put in 20 and gets back only
    10.
    """),
    code("""
    quarter = phh.replay_example("omaha_quartered")
    print(quarter)
    quarter.pots[0]["high_winners"], quarter.pots[0]["low_winners"]
    """),
    code("""
    pot_split_chart(quarter.settlement)
    plt.show()
    """),
    md("""
    A **side pot** is split on its own: when the only low belongs to a player who is all-in
    for less, the side pot has no qualifying low and goes whole to the best high. The chart
    shows who took which part of each pot (hatched: a low half).
    """),
    code("""
    board = "3h 4h 5c Kh 7s"
    hands = {"Ann": "7d 8d 9c 9d", "Bob": "Kc Ks Jc Jd", "Cy": "Qc Qd Tc Td"}
    reads = {p: read_hand(h, board) for p, h in hands.items()}
    side = settle({"Ann": 10, "Bob": 30, "Cy": 30}, order=["Bob", "Cy", "Ann"],
                  high={p: r.high for p, r in reads.items()},
                  low={p: r.low for p, r in reads.items()})
    print(side.describe())
    pot_split_chart(side)
    plt.show()
    """),
    md("""
    An odd chip: 5 chips split high/low give 3 to the high and 2 to the low.
    """),
    code("""
    settle({1: 2, 2: 2, 3: 1}, folded=[3], order=[1, 2, 3],
           high={1: read_hand("Kc Ks Jc Jd", "3h 4h 5c Kh Qs").high,
                 2: read_hand("7s 8s Tc Td", "3h 4h 5c Kh Qs").high},
           low={1: None, 2: read_hand("7s 8s Tc Td", "3h 4h 5c Kh Qs").low}).payouts
    """),
    md("""
    ## Betting: limit, pot-limit and no-limit side by side

    `pokerlib.betting` runs one betting round of any blinds game. `legal_actions()` says what
    the player to act may do, with exact amounts (bets and raises are **totals**: "raise to
    7"). The same spot in the three structures — four players, blinds 1/2, first to act:
    """),
    code("""
    def first_to_act(rules):
        order = ["UTG", "Button", "SB", "BB"]
        stacks = {p: 100 for p in order}
        stacks["SB"] -= rules.small_blind
        stacks["BB"] -= rules.big_blind
        return BettingRound(rules, "preflop", order, stacks,
                            {"SB": rules.small_blind, "BB": rules.big_blind},
                            current_bet=rules.big_blind)

    for rules in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2):
        print(f"{rules.name:16} {first_to_act(rules).legal_actions().describe()}")
    """),
    md("""
    * **Limit**: one fixed size — $2 preflop and on the flop, $4 on the turn and river; one bet
      and three raises per round. The big blind counts as the opening bet.
    * **Pot-limit**: at most *current bet + pot + all bets on the table + the call*:
      2 + (1 + 2) + 2 = 7.
    * **No-limit**: at least the big blind, then at least the last full raise; at most
      everything.

    And on the flop, with 12 chips in the pot:
    """),
    code("""
    for rules in (LIMIT_2_4, POT_LIMIT_1_2, NO_LIMIT_1_2):
        r = BettingRound(rules, "flop", ["SB", "BB", "UTG"], {"SB": 96, "BB": 96, "UTG": 96},
                         pot=12)
        print(f"{rules.name:16} {r.legal_actions().describe()}")
    """),
    md("""
    ### The article's $2/$4 round, step by step

    You open for $2 (the big blind is the opening bet, so this is a call of it), two players
    raise — the bet is $6 — and the small blind, with $1 in, may fold, **add $5 to call**, or
    **add $7 to raise to $8**, which **caps** the round (2 → 4 → 6 → 8).
    """),
    code("""
    players = ["You", "MP", "CO", "Button", "SB", "BB"]
    stacks = {p: 100 for p in players}
    stacks["SB"], stacks["BB"] = 99, 98
    r = BettingRound(LIMIT_2_4, "preflop", players, stacks, {"SB": 1, "BB": 2})
    r.call(); r.raise_to(4); r.raise_to(6); r.fold()
    for a in r.actions:
        print(a)
    sb_may = r.legal_actions().describe()
    print("SB may:", sb_may)
    """),
    code("""
    r.raise_to(8)
    print("bets made:", r.bets_made, "| BB may:", r.legal_actions().describe())
    """),
    md("A fifth bet is refused, with a message that says what is allowed — and nothing "
       "changes:"),
    code("r.raise_to(10)", tags=["raises-exception"]),
    md("""
    The same round is a file too, `omaha_limit_cap.phh` (five players, unknown cards `????`).
    It stops at the small blind's decision; step through it with `replay_example(name,
    stop=k)`, which replays only the first `k` actions (the first five deal the cards):
    """),
    code("""
    for k in range(5, 9):
        step = phh.replay_example("omaha_limit_cap", stop=k)
        print(f"after {step.history.actions[k - 1]!r:20} {step.to_act} may {step.legal}")
    """),
    md("""
    A file that stops before the end is never reported as a finished hand. The small blind's
    choices agree with the `BettingRound` above, and the replayed table is ready to play on:
    """),
    code("""
    cap = phh.replay_example("omaha_limit_cap")
    print(cap.reason)
    print("same choices as the BettingRound:", cap.legal == sb_may)
    cap.game.raise_to(8)    # the small blind caps the round
    print("BB may:", cap.game.legal_actions().describe())
    """),
    md("""
    ### All-in for less and reopening the betting

    In no-limit, an all-in that is short of a full raise does **not** reopen the betting to a
    player who already acted: A bets 10, B calls, C is all-in for 15 (a raise of only 5). A
    may call or fold, not raise:
    """),
    code("""
    r = BettingRound(NO_LIMIT_1_2, "flop", ["A", "B", "C"], {"A": 100, "B": 100, "C": 15})
    r.bet(10); r.call(); r.all_in()
    r.legal_actions().describe()
    """),
    md("""
    In limit, an all-in of at least **half a bet** counts as a full raise (a course
    **decision**, RULES.md): on the turn ($4 bets) an all-in for 6 over A's 4 reopens:
    """),
    code("""
    r = BettingRound(LIMIT_2_4, "turn", ["A", "B", "C"], {"A": 100, "B": 100, "C": 6})
    r.bet(4); r.call(); r.all_in()
    r.legal_actions().describe()
    """),
    md("""
    ## A whole hand at the table

    `OmahaTable` seats players, moves the button, posts the blinds (heads-up the button posts
    the small blind), deals four cards each from the small blind, runs the four betting
    rounds and settles every pot; `stacked_deck` deals a hand card for card. Play the scoop
    file's hand yourself, action by action, with the cards the file deals: Bob in seat 0
    (the big blind), Ann in seat 1 on the button (heads-up the button posts the small blind).
    """),
    code("""
    deal = scoop.hand        # the hand the file replayed: its hole cards and board
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=2)
    t.sit(0, "Bob", 100)
    t.sit(1, "Ann", 100)
    t.start_hand(deck=stacked_deck({0: deal.hole[0], 1: deal.hole[1]}, deal.board,
                                   button=1, seats=[0, 1]), button=1)
    t.call(); t.check()                      # preflop: Ann completes, Bob checks his option
    t.check(); t.bet(2); t.call()            # flop: Bob checks, Ann bets, Bob calls
    t.check(); t.bet(4); t.call()            # turn
    t.check(); t.bet(4); t.call()            # river
    print(t.history_page(0).describe())
    t.stacks
    """),
    md("Played by hand or replayed from the file, the hand ends the same way:"),
    code("""
    print("played by hand:", t.stacks)
    print("file replayed: ", scoop.game.stacks)
    t.stacks == scoop.game.stacks
    """),
    md("""
    Bob acted first on the river and checked; Ann bet, so **she shows first** (the last
    player to bet or raise on the river). Bob's kings beat neither half, so he could muck —
    and did; the software awards the pot either way. A player who would rather show a beaten
    hand says so with `table.show_beaten_hands(seat)`: the hand is then shown, and the history
    records it, but no chip moves differently.

    ### For teachers: adding a worked example

    Each file above lives in `pokerlib/data/examples/` (`phh.EXAMPLES_DIR`). To add an
    example, write a new `NAME.phh` next to them in the same format (copy one and change the
    stacks, cards and actions; record the `finishing_stacks` you expect; `FO/8` is limit
    Omaha hi/lo, `PO/8` and `NO/8` pokerlib's codes for pot-limit and no-limit), then check it
    from a terminal with `python -m pokerlib replay pokerlib/data/examples/NAME.phh`: it
    prints the pots and stacks as JSON and exits with status 0 only when the hand is complete
    and matches its `finishing_stacks` (an illegal action is named by its index and text). A
    lesson then loads it with `phh.replay_example("NAME")`.

    ### Joining, sitting out and missed blinds

    A new player waits for the big blind or posts one. A player who sat out while the blinds
    passed posts **both** to come back at once: the big blind **live** (it counts as their
    bet) and the small blind **dead** (it goes to the pot). In the $2/$4 game that is the
    article's **$3**: $2 live, $1 dead.
    """),
    code("""
    t = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=5)
    for s, name in enumerate(["Ann", "Bob", "Cy", "Dee", "You"]):
        t.sit(s, name, 100)

    def check_down(t):
        while t.to_act is not None:
            t.check() if t.legal_actions().check else t.call()

    t.start_hand(); check_down(t)
    t.sit_out(4)                               # you step away for three hands
    for _ in range(3):
        t.start_hand(); check_down(t)
    t.sit_in(4, post=True)                     # back: post rather than wait
    h = t.start_hand()
    print(h.posts)
    print("you put in", h.stacks_before[4] - t.stacks[4], "of which dead:", h.dead)
    """),
    md("""
    ## Play: the interactive table

    You are seat 0 against three simple, seeded opponents (they play low cards and pairs,
    bet made hands and fold weak ones). Buttons show only the actions that are legal now;
    the slider is bounded by the legal bet or raise. After each hand you see the showdown —
    high and low of every hand shown — and the split of each pot; page through the history
    and watch every stack in the chart. A beaten hand of yours is mucked; tick the box to show
    it anyway. **Hint** gives your share of the pot against as many *random* hands as there
    are opponents still in (exact heads-up on the river, else 20,000 seeded deals) beside the
    share a call needs — a yardstick, since players who stay in rarely hold random cards. Change `rules=` to `OMAHA_HILO_POT_LIMIT_1_2` or `OMAHA_HILO_NO_LIMIT_1_2` to try
    the other structures.
    """),
    code("""
    game = OmahaTableUI(rules=OMAHA_HILO_LIMIT_2_4, players=4, seed=7)
    game.widget
    """, tags=["nbval-ignore-output"]),
    md("""
    The same table can be driven from code. Here the opponents play a seeded 40-hand
    session among themselves; the chart follows every stack (the total never changes):
    """),
    code("""
    t = OmahaTable(OMAHA_HILO_POT_LIMIT_1_2, seats=4, seed=11)
    for s, name in enumerate(["Ann", "Bob", "Cy", "Dee"]):
        t.sit(s, name, 200)
    bot = SimpleBot(seed=3)
    for _ in range(40):
        if sum(v > 0 for v in t.stacks.values()) < 2:
            break
        t.start_hand()
        while t.to_act is not None:
            bot.act(t)
    print(t.hands_played, "hands;", t.stacks, "total", t.total_chips())
    stack_chart(t.stack_history, t.names)
    plt.show()
    """),
    md("The last hand of that session, from the history (pages 0..49, 0 = latest):"),
    code("print(t.history_page(0).describe())"),
    md("""
    ## Equity: who is ahead, high and low

    `equity_hilo` enumerates **every** remaining board (heads-up before the flop that is
    C(44, 5) = 1,086,008 boards, about a second) and reports each player's share of the pot,
    split into the part won through the high half and through the low half, the chance to
    **scoop**, and how often a low is made at all.
    """),
    code("""
    r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"])
    print(r)
    """),
    md("""
    A-2-3-K double-suited is a favourite before the flop even though A-K-Q-J wins more of the
    high half: it wins the low half whenever a low comes, and A-K-Q-J can never make a low.
    On a flop of 4♣ 5♥ 9♠ the low hand is far ahead:
    """),
    code("""
    r = equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc", "8c 7c 6h 5d"], board="4d 5s 9h")
    hilo_equity_chart(r)
    plt.show()
    """),
    md("Try your own hands (one per line), board and dead cards:"),
    code("""
    explorer = HiLoEquityExplorer(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s")
    explorer.widget
    """, tags=["nbval-ignore-output"]),
    md("""
    ## The article's figures, recomputed

    Every number below is computed by the library; each should equal the article's figure
    or the rule in RULES.md.
    """),
    code("""
    r = BettingRound(LIMIT_2_4, "preflop", players, {p: 100 for p in players},
                     {"SB": 1, "BB": 2})
    r.call(); r.raise_to(4); r.raise_to(6); r.fold()
    sb = r.legal_actions()
    t3 = OmahaTable(OMAHA_HILO_LIMIT_2_4, seats=5)
    for s in range(5):
        t3.sit(s, "ABCDE"[s], 100)
    t3.start_hand(); check_down(t3); t3.sit_out(4)
    for _ in range(3):
        t3.start_hand(); check_down(t3)
    t3.sit_in(4, post=True)
    h3 = t3.start_hand()
    checks = [
        ("article hand: high", article.high.describe(), "Flush, ace high"),
        ("article hand: low", article.low.describe(), "5-4-3-2-A low (the wheel)"),
        ("$2/$4: small blind adds to call", sb.call, 5),
        ("$2/$4: small blind adds to cap", sb.raise_to[1] - sb.in_front, 7),
        ("missed blinds post", h3.stacks_before[4] - t3.stacks[4], 3),
        ("pot-limit first raise, blinds 1/2", first_to_act(POT_LIMIT_1_2).legal_actions().raise_to[1], 7),
        ("quartering of 40 (file): You, Cho", (quarter.pots[0]["shares"]["You"], quarter.pots[0]["shares"]["Cho"]), (30, 10)),
        ("scoop (file): Ann's stack", scoop.finishing_stacks["Ann"], 112),
        ("limit cap (file) = BettingRound", cap.legal == sb.describe(), True),
        ("heads-up flop: boards enumerated", equity_hilo(["As 2s 3d Kd", "Ah Kh Qc Jc"], board="4c 5h 9s").boards, 820),
    ]
    for name, got, want in checks:
        print(f"{name:36} {str(got):28} {'ok' if got == want else 'DIFFERENT: ' + str(want)}")
    """),
]

EXERCISES = [
    exercise("03.1", """
        Hole K♠ Q♠ 7♥ 6♥, board A♠ J♠ T♠ 5♥ 4♥. Which two hole cards make the best low?
        (And the best high? Say it to yourself, then compare with `read_hand`.)
        """, "two cards as text, e.g. 'Ks Qs'", """
        solution = format_cards(read_hand("Ks Qs 7h 6h", "As Js Ts 5h 4h").low_hole, style="data")
        """),
    exercise("03.2", """
        Pot-limit, blinds 1/2, four players. Under the gun raises the maximum (to 7). What is
        the most the button may raise to? Compute it by hand with the pot-limit rule.
        """, "a number of chips", """
        r = first_to_act(POT_LIMIT_1_2)
        r.raise_to(7)
        solution = r.legal_actions().raise_to[1]     # 7 + (1 + 2 + 7) + 7 = 24
        """),
    exercise("03.3", """
        A 45-chip pot. Ann and Bob tie for the best high; only Bob has a low. How many chips
        does each get? (Ann sits first left of the button.)
        """, "a dict of chips, e.g. {'Ann': 0, 'Bob': 0}", """
        s = settle({"Ann": 15, "Bob": 15, "Cy": 15}, folded=["Cy"], order=["Ann", "Bob", "Cy"],
                   high={"Ann": 100, "Bob": 100}, low={"Ann": None, "Bob": 7})
        solution = {p: c for p, c in s.payouts.items() if c}
        """),
    exercise("03.4", """
        In a $4/$8 limit game (blinds $2/$4), a player who missed both blinds comes straight
        back. How much does the player post, and how much of it is dead? Then change the game
        to $2/$4 in the solution's code and compare with the article's $3.
        """, "two numbers: (posted, dead)", """
        from pokerlib.omaha import OmahaRules
        from pokerlib.betting import BettingRules
        t = OmahaTable(OmahaRules(BettingRules.limit(4, 8)), seats=4)
        for s in range(4):
            t.sit(s, "ABCD"[s], 100)
        t.start_hand(); check_down(t)
        t.sit_out(3)
        for _ in range(2):
            t.start_hand(); check_down(t)
        t.sit_in(3, post=True)
        h = t.start_hand()
        solution = (sum(c for seat, kind, c in h.posts if seat == 3), h.dead)
        """),
    exercise("03.5", """
        The article's hand A♦ K♦ 3♠ 2♠ on J♦ 4♦ 3♣ Q♦ 5♥ is the nuts both ways. Change **one**
        hole card so that the hand still has the wheel for low but no longer a flush for high.
        What is its high hand then?
        """, "four hole cards as text, e.g. 'Ad Kd 3s 2s'", """
        solution = "Ah Kd 3s 2s"     # one diamond in the hole: no flush; A-2 still make the wheel
        """),
]

exercise_cells, solution_cells = exercises_and_solutions("03", EXERCISES)
cells += exercise_cells + solution_cells

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "03_omaha_hi_lo.ipynb", cells)
