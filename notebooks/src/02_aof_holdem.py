"""Source of notebooks/02_aof_holdem.ipynb (run this, then `make notebooks`)."""

from pathlib import Path

from nbbuild import RUN_ALL_FIRST, code, exercise, exercises_and_solutions, md, write

cells = [
    md("""
    # Lesson 02 — All-in or Fold Hold'em

    **All-in or Fold (AoF)** is Texas hold'em with the preflop decision cut down to two
    actions: put in your whole stack, or give up the hand. Everything else — two hole cards,
    five shared cards, the best five of seven — is ordinary hold'em. Because there are only two
    actions, the game can be *solved*: this lesson ends with the push/fold charts that an
    unexploitable player follows.

    **After this lesson you will be able to**

    * run an AoF hand: blinds, who acts when, what *all-in* and *fold* put in, burn cards;
    * settle any all-in: uncalled chips, main pot and side pots, ties and odd chips;
    * tell the jackpot condition (both hole cards + three board cards) from the pot rule;
    * compute exact all-in equity for two or three hands, before or after the flop;
    * read a push/fold range chart and say why it widens as stacks get shorter.
    """),
    RUN_ALL_FIRST,
    md("""
    ## Glossary

    | English | Japanese (source article) | meaning |
    |---|---|---|
    | **all-in** | オールイン・全額参加 | put in every chip you have; your *total* for the hand becomes your starting stack |
    | **fold** | フォールド | leave the hand; chips already posted stay in the pot |
    | **stack** | スタック・持ち点 | the chips in front of a player |
    | **pot** | ポット | the chips put in during one hand |
    | **blinds** (small / big) | ブラインド（SB / BB） | forced bets posted before the deal by the two seats left of the button |
    | **button** | ボタン | marks the dealer seat; moves one seat left each hand |
    | **hole cards** | 私有札 | each player's two private cards |
    | **board** | 共有札 | the five shared cards: flop 3, turn 1, river 1 |
    | **burn card** | バーンカード | the top card taken off face down before each part of the board |
    | **main pot / side pot** | メインポット / サイドポット | the part everyone all-in can win / the part only bigger stacks contested |
    | **uncalled chips** | 未対応額 | the part of a bet nobody matched: it goes back to its owner |
    | **tie, split** | 同点・分割 | identical best five cards share the pot |
    | **BB (as a unit)** | BB | stack size counted in big blinds: 16 points with blinds 1/2 is 8 BB |
    | **jackpot condition** | Jackpot条件 | GGPoker's: a straight flush or better using *both* hole cards and three board cards |
    | **equity** | エクイティ | your average share of the pot if all cards were dealt out |
    | **push/fold equilibrium** | — | ranges that neither player can improve on against the other's |
    """),
    md("""
    ## The rules

    The article's table is the default here: **4 players, 16 points each, blinds 1 and 2**
    (8 big blinds). `AofRules` holds every table option — stacks, blinds, antes and top-ups —
    and the assumptions the article leaves open are named options, never hidden constants.

    1. The small blind (left of the button) and the big blind (next) post; each player gets two
       hole cards.
    2. Preflop order: the first player left of the big blind, round to the big blind.
       Heads-up, the button is the small blind and acts first.
    3. Each player in turn **folds** or goes **all-in**. An all-in makes your total
       contribution your starting stack, blind included. If everyone else folds, the last player
       wins without a showdown; the big blind never acts if everybody folded to it.
    4. When two or more are all-in, the dealer burns a card and deals the flop, burns and deals
       the turn, burns and deals the river. Best five of seven cards wins (0, 1 or 2 hole cards).
    5. Side pots: each player can win from each opponent at most what they themselves put in;
       uncalled chips are returned first.
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from pokerlib import phh
    from pokerlib.aof import (AofHand, AofRules, AofSession, ARTICLE_RULES, PRESETS, Action,
                              EquilibriumStrategy, TopPercent, positions, stacked_deck,
                              jackpot_hand, meets_jackpot_condition, pushfold_equilibrium)
    from pokerlib.cards import Deck, cards_html
    from pokerlib.equity import equity, preflop_equity_table, preflop_class_equity
    from pokerlib.pots import settle
    from pokerlib.plots import (pots_chart, range_chart, aof_stacks_chart, convergence_chart,
                                equity_chart)
    from pokerlib.ui import AofTableUI, EquityExplorer, PushFoldChart
    from pokerlib.course import check, progress
    """),
    code("ARTICLE_RULES, ARTICLE_RULES.stack_bb"),
    md("Position names in acting order, for 2, 3 and 4 players:"),
    code("positions(2), positions(3), positions(4)"),
    md("""
    ## Worked example 1: a flush beats kings

    The article's hand. Seats A, B, C, D; B has the button, so C posts the small blind (1), D
    the big blind (2), and A is first to act. A and B fold; C goes all-in for 16 (1 + 15), D
    calls all-in for 16 (2 + 14). The burn cards are 4♣, 5♦, 6♣.

    The article's hands ship with pokerlib as **hand-history files** in the PHH format (the
    open standard of the PokerKit authors; `docs/phh.md` describes it). This is the file of
    this hand: the table (stacks, blinds), then every action in order — `d dh p1 AsQs` deals
    hole cards to the first player left of the button, `p3 f` is a fold, `p1 cbr 16` an
    all-in (a bet **to** 16), `p2 cc` a call, `d db` deals board cards — and the stacks the
    hand should end with.
    """),
    code("""
    print((phh.EXAMPLES_DIR / "aof_showdown.phh").read_text())
    """),
    md("""
    `phh.replay_example` plays the file on pokerlib's AoF table and checks the finishing
    stacks it records:
    """),
    code("""
    ex1 = phh.replay_example("aof_showdown")
    print(ex1)
    print("matches the file's finishing stacks:", ex1.ok)
    """),
    md("""
    Now play the same hand yourself, action by action. `stacked_deck` builds a deck that deals
    exactly the file's cards: hole cards one at a time from the left of the button, then burn,
    flop, burn, turn, burn, river.
    """),
    code("""
    dealt = ex1.hand   # the hand the file replayed: its hole cards, board and burns
    deck = stacked_deck(["C", "D", "A", "B"], {"C": dealt.holes["C"], "D": dealt.holes["D"]},
                        board=dealt.board, burns=dealt.burns)
    hand = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=deck)
    hand.small_blind, hand.big_blind, hand.to_act, hand.legal_actions()
    """),
    code("""
    hand.fold("A")
    hand.fold("B")
    hand.all_in("C")
    hand.bets, hand.to_act
    """),
    code("""
    hand.all_in("D")
    [str(c) for c in hand.burns], [str(c) for c in hand.board]
    """),
    md("C's best five are A♠ Q♠ 9♠ 7♠ 3♠, a flush; D's are K♥ K♦ Q♥ 9♠ 7♠, a pair of kings:"),
    code("{p: v.describe() for p, v in hand.values.items()}"),
    code("hand.settlement"),
    code("hand.stacks, sum(hand.stacks.values())"),
    md("Played by hand or replayed from the file, the hand ends the same way:"),
    code("""
    print("played by hand:  ", hand.stacks)
    print("file replayed:   ", ex1.finishing_stacks)
    hand.stacks == ex1.finishing_stacks
    """),
    md("""
    C receives 32 — including its own 16, so it is up 16. The chart shows every chip put in,
    one colour per pot, labelled with who could win it:
    """),
    code("""
    pots_chart(hand.settlement, title="Example 1: one pot of 32, C and D can win it")
    plt.show()
    """),
    md("""
    An action out of turn, or anything but fold and all-in, raises an error that says what is
    allowed — and changes nothing:
    """),
    code("""
    h = AofHand({"A": 16, "B": 16, "C": 16, "D": 16}, button="B", deck=Deck(seed=1))
    h.fold("C")
    """, tags=["raises-exception"]),
    code("h.call()", tags=["raises-exception"]),
    code("h.to_act, h.bets"),
    md("""
    ## Worked example 2: a royal flush on the board splits

    C holds 2♥ 3♥, D holds 4♦ 5♦ and the board is A♠ K♠ Q♠ J♠ T♠. Both play the board: their
    best five cards are identical, so the pot of 32 splits 16 / 16. From its file
    (`aof_tie.phh`), replayed; `.hand` is the `AofHand` the file was played on:
    """),
    code("""
    ex2 = phh.replay_example("aof_tie")
    hand2 = ex2.hand
    [str(c) for c in hand2.board], hand2.values["C"] == hand2.values["D"], hand2.stacks
    """),
    code("""
    pots_chart(hand2.settlement, title="Example 2: one pot of 32, split 16 / 16")
    plt.show()
    """),
    code("hand2.settlement.results[0].shares, hand2.settlement.results[0].why"),
    md("""
    **The jackpot condition is not the pot rule.** GGPoker's AoF jackpot (cited by the
    article) needs a straight flush or better made with **both** hole cards and three board
    cards. A royal flush on the board wins (here: splits) the pot but does not meet it. The
    course pays no jackpot; the library only tells you whether a hand would qualify.
    """),
    code("""
    (meets_jackpot_condition("2h 3h", "As Ks Qs Js Ts"),
     meets_jackpot_condition("Ks Qs", "As Js Ts 2d 3c"),
     jackpot_hand("9h 8h", "7h 6h 5h Kc Kd"))
    """),
    md("""
    ## Worked example 3: a side pot

    A starts with 8, B, C and D with 16. A is all-in for 8, B all-in for 16, C all-in for 16
    (1 + 15), D folds its big blind of 2. A can win only what each opponent matched of its 8:
    the **main pot** is 8 + 8 + 8 + 2 (D's dead blind) = 26; the **side pot** is the 8 + 8
    that B and C put in above A's level.

    Step through the file `aof_side_pot.phh`: `replay_example(name, stop=k)` replays only its
    first `k` actions (the first four deal the hole cards), so we can watch the bets grow:
    """),
    code("""
    for k in range(4, 9):
        step = phh.replay_example("aof_side_pot", stop=k)
        print(f"after {step.history.actions[k - 1]!r:16} bets {step.hand.bets}  "
              f"to act: {step.to_act}")
    """),
    md("""
    After D's fold the betting is over, but those eight actions do not yet include the board,
    so the replay says it cannot settle the showdown — a partial file never counts as a
    finished hand:
    """),
    code("step.complete, step.reason"),
    md("The whole file:"),
    code("""
    ex3 = phh.replay_example("aof_side_pot")
    hand3 = ex3.hand
    [(p.name, p.amount, p.eligible) for p in hand3.settlement.pots]
    """),
    code("hand3.settlement"),
    code("hand3.stacks, sum(hand3.stacks.values())"),
    md("A's flush takes the main pot; the side pot goes to the best hand *among B and C* — B's kings:"),
    code("""
    pots_chart(hand3.settlement, title="Example 3: main pot (A, B, C) and side pot (B, C)")
    plt.show()
    """),
    md("""
    ## Worked example 4: the last one standing

    Everyone has 16 again. A goes all-in for 16; B folds; C (small blind 1) and D (big blind 2)
    fold. Nobody matched A beyond D's 2, so **14 chips are uncalled** and go back to A before
    anything is won; A then wins the pot of 5 (its 2 + C's 1 + D's 2). A ends with 19: 14
    returned plus 5 won — a gain of 3, not of 19. No board is dealt, and the file shows no
    cards (`????`): nobody's cards matter when nobody calls.
    """),
    code("""
    ex4 = phh.replay_example("aof_last_one_standing")
    hand4 = ex4.hand
    hand4.settlement.uncalled, hand4.settlement.pots[0].amount, hand4.stacks, hand4.board
    """),
    code("""
    pots_chart(hand4.settlement, title="Example 4: 14 uncalled chips go back to A")
    plt.show()
    """),
    md("""
    ### For teachers: adding a worked example

    Each example above is a file in `pokerlib/data/examples/` (`phh.EXAMPLES_DIR`). To add
    one, write a new `NAME.phh` next to them in the same format (copy one and change the
    stacks, cards and actions; record the `finishing_stacks` you expect), then check it from
    a terminal with `python -m pokerlib replay pokerlib/data/examples/NAME.phh`: it prints the
    pots and stacks as JSON and exits with status 0 only when the hand is complete and
    matches its `finishing_stacks` (an illegal action is named by its index and text). A
    lesson then loads it with `phh.replay_example("NAME")`.

    ### Odd chips and antes

    A pot that does not divide evenly gives its odd chips one each to the tied winners, in
    seat order starting left of the button. Antes (an option: `ante_kind="each"` or
    `"big-blind"`) are dead money in the main pot. Here three players tie for 23 chips:
    """),
    code("""
    s = settle({"A": 7, "B": 7, "C": 7, "D": 2}, folded={"D"}, order=["C", "D", "A", "B"],
               high={"A": 1, "B": 1, "C": 1})
    s.results[0].shares
    """),
    code("PRESETS"),
    md("""
    ## Equity: your share of the pot

    Once players are all-in nothing is left to decide: each player's **equity** is their
    average share of the pot over every way the board can come. `equity` enumerates *every*
    remaining board — 1,712,304 of them heads-up before the flop — so the numbers are exact
    (a seeded Monte Carlo estimate, with its standard error, only when you ask for one).
    """),
    code("""
    r = equity(["As Qs", "Kh Kd"])
    print(r)
    """),
    md("After the flop of example 1, the ace-queen is behind — the turn and river saved it:"),
    code("""
    r = equity(["As Qs", "Kh Kd"], board="Qh 9s 2c")
    print(r)
    """),
    code("""
    equity_chart(equity(["Ah Kh", "Qc Qd", "9s 8s"]), title="Three-way all-in")
    plt.show()
    """),
    md("""
    The 169 **starting-hand classes** (pairs like `77`, suited hands like `AKs`, offsuit hands
    like `T9o`) and their exact all-in equity against each other, averaged over the hand pairs
    that share no card, ship with pokerlib (rebuild with
    `python -m pokerlib regenerate holdem-preflop-equity`):
    """),
    code("""
    table = preflop_equity_table()
    table.meta["method"]
    """),
    code("""
    {m: round(table(*m.split(" vs ")), 4)
     for m in ["AA vs KK", "AKs vs QQ", "22 vs AKo", "AKo vs QJs", "72o vs AA"]}
    """),
    md("Pick two or three hands and a board (empty hand boxes are left out):"),
    code("explorer = EquityExplorer()\nexplorer.widget", tags=["nbval-ignore-output"]),
    md("""
    ## Push/fold equilibrium

    Heads-up, the small blind either shoves or folds, and the big blind calls or folds. With
    chip EV (every chip worth the same), each hand class has an exact value for each choice
    against the other player's range. An **equilibrium** is a pair of ranges that are best
    responses to each other: neither player gains by changing any hand.

    `pushfold_equilibrium` solves the full 169 × 169 game (with card removal) by CFR+ and then
    solves the few mixed hands exactly from their indifference equations; its `exploitability`
    — what both players together could gain by deviating — is zero to rounding.
    """),
    code("""
    hu = pushfold_equilibrium(8)
    print(hu.ranges[0].name, f"{hu.ranges[0].share:.1%}", "|", hu.ranges[1].name,
          f"{hu.ranges[1].share:.1%}", "| exploitability", f"{hu.exploitability:.0e}")
    """),
    code("""
    fig, axes = plt.subplots(1, 2, figsize=(12, 6), layout="constrained")
    range_chart(hu.ranges[0], ax=axes[0])
    range_chart(hu.ranges[1], ax=axes[1], cmap="Blues")
    plt.show()
    """),
    md("""
    Mixed hands are played at a frequency (e.g. Q4o shoved 19% of the time at 8 BB). The
    shorter the stacks, the wider both ranges: at 2 BB the big blind calls everything. Move the
    slider:
    """),
    code("chart = PushFoldChart(stack_bb=8)\nchart.widget", tags=["nbval-ignore-output"]),
    code("""
    {bb: (round(pushfold_equilibrium(bb).ranges[0].share, 3),
          round(pushfold_equilibrium(bb).ranges[1].share, 3)) for bb in (2, 5, 8, 12, 20)}
    """),
    md("""
    ### The article's table: four players, 8 BB

    With three or four players every seat's decision depends on who is already all-in, and a
    three- or four-way all-in has no closed form. pokerlib computes these equilibria by
    **fictitious play** (each round, every position plays a best response to the average of
    the others' past strategies) on a fixed, seeded sample of a million deals — two-way
    all-ins settled by the exact class equities above, three- and four-way ones by the dealt
    board — and ships the result. The chart shows the exploitability falling as the averages
    converge. Measured on an *independent* sample of deals the exploitability is larger
    (`holdout`): the sampled deals add noise, so treat borderline hands as close decisions.
    """),
    code("""
    four = pushfold_equilibrium(8, players=4)
    print(four.method)
    print(f"exploitability {four.exploitability:.4f} BB/hand on its own deals, "
          f"{four.holdout:.4f} on an independent sample")
    for r in four.ranges[:6]:
        print(f"{r.name:22s} {r.share:6.1%}")
    """),
    code("""
    fig, axes = plt.subplots(1, 3, figsize=(15, 5.2), layout="constrained")
    for ax, pos in zip(axes, ["CO", "BTN", "SB"]):
        range_chart(four.range(pos), ax=ax)
    plt.show()
    """),
    code("""
    convergence_chart(four)
    plt.show()
    """),
    md("""
    ## Play: a 4-seat table against the equilibrium

    You are seat A (first hand: B has the button, so you act first). The three opponents play
    the 4-handed 8 BB equilibrium ranges. Press **All-in** or **Fold**; the board, the
    showdown, the pot breakdown and everybody's stacks follow. **Next hand** moves the button.
    Unsure? **Hint** reads the equilibrium chart for your hand at this point (your position,
    who is already all-in, the solved stack depth nearest your effective stack) and says
    what the equilibrium does — decide first, then check yourself.
    """),
    code("table_ui = AofTableUI(seed=2026)\ntable_ui.widget", tags=["nbval-ignore-output"]),
    md("""
    ## A seeded session

    Sessions play hand after hand: the button moves left, busted players leave, and
    `history` keeps every stack after every hand. Here A plays the equilibrium against three
    opponents who shove or call with their top 40% of hands. Over a few dozen all-ins luck
    decides far more than strategy — an equilibrium only wins *on average*, over many hands
    (Exercise 5 measures it):
    """),
    code("""
    strategies = {"A": EquilibriumStrategy(seed=1)}
    strategies.update({p: TopPercent(40, seed=i) for i, p in enumerate("BCD")})
    session = AofSession(["A", "B", "C", "D"], seed=7, button="B", strategies=strategies)
    session.play(40)
    session.hands_played, session.stacks
    """),
    code("""
    aof_stacks_chart(session.history, title="40 hands: equilibrium (A) against top-40% shovers")
    plt.show()
    """),
    md("""
    ## The article's figures, recomputed

    The four worked examples replayed by the library from their files, beside the article's
    figures — every row should say `True`:
    """),
    code("""
    article = {"example 1": {"A": 16, "B": 16, "C": 32, "D": 0},
               "example 2": {"A": 16, "B": 16, "C": 16, "D": 16},
               "example 3": {"A": 26, "B": 16, "C": 0, "D": 14},
               "example 4": {"A": 19, "B": 16, "C": 15, "D": 14}}
    replayed = dict(zip(article, [hand.stacks, hand2.stacks, hand3.stacks, hand4.stacks]))
    files = dict(zip(article, [ex1, ex2, ex3, ex4]))
    for name in article:
        print(f"{name}: {replayed[name]}  matches the article: {replayed[name] == article[name]}"
              f"  matches its file: {files[name].ok}")
    """),
]

EXERCISES = [
    exercise("02.1", """
        Three players are all-in: A for 5, B for 12, C for 20, and nobody folded. B has the
        best hand and C the second best. Before running any code, write down the main pot, the
        side pot, the uncalled chips and what each player gets back in total.
        """, "a dict of chips, e.g. {'A': 0, 'B': 0, 'C': 0}", """
        s = settle({"A": 5, "B": 12, "C": 20}, order=["A", "B", "C"],
                   high={"A": 1, "B": 3, "C": 2})
        solution = dict(s.payouts)
        """),
    exercise("02.2", """
        Heads-up with 10 big blinds: does the small blind go all-in with K7o at the
        equilibrium? Predict, then look it up in the chart.
        """, "'all-in', 'fold' or 'mixed'", """
        freq = pushfold_equilibrium(10).ranges[0].frequency("K7o")
        solution = "all-in" if freq == 1 else "fold" if freq == 0 else "mixed"
        """),
    exercise("02.3", """
        The classic "coin flip": 22 against AKo, all-in before the flop. Which is the
        favourite?
        """, "'22' or 'AKo'", """
        solution = "22" if preflop_equity_table()("22", "AKo") > 0.5 else "AKo"
        """),
    exercise("02.4", """
        Which of these meet the jackpot condition? (a) K♠ Q♠ on A♠ J♠ T♠ 2♦ 3♣;
        (b) 2♥ 3♥ on A♠ K♠ Q♠ J♠ T♠; (c) 9♥ 2♣ on 8♥ 7♥ 6♥ 5♥ K♦.
        """, "a list of three True/False, e.g. [True, True, False]", """
        solution = [meets_jackpot_condition(h, b) for h, b in [("Ks Qs", "As Js Ts 2d 3c"),
                                                               ("2h 3h", "As Ks Qs Js Ts"),
                                                               ("9h 2c", "8h 7h 6h 5h Kd")]]
        """),
]

exercise_cells, solution_cells = exercises_and_solutions("02", EXERCISES)
cells += exercise_cells + solution_cells

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "02_aof_holdem.ipynb", cells)
