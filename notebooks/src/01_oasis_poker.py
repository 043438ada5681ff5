"""Source of notebooks/01_oasis_poker.ipynb (run this, then `make notebooks`)."""

from pathlib import Path

import nbformat as nbf
from nbbuild import RUN_ALL_FIRST, exercise, exercises_and_solutions, write

cells = []


def md(text):
    cells.append(nbf.v4.new_markdown_cell(text.strip("\n")))


def code(text, tags=()):
    c = nbf.v4.new_code_cell(text.strip("\n"))
    if tags:
        c.metadata["tags"] = list(tags)
    cells.append(c)


md("""
# Lesson 1 — Oasis Poker

Oasis Poker is five-card poker **against the dealer**, with one twist: before deciding to play
on, you may **exchange** cards — for a fee. This lesson follows the source article (BGaming's
rules, played for learning points that cannot be bought or cashed) and the library
`pokerlib.oasis`.

**After this lesson you will be able to**

* play a hand step by step — Ante, exchange, fold or raise, dealer qualification, settlement —
  and account for every point: what was staked, what came back as stake, what was won, and the
  exchange fees that never come back;
* replay the article's worked examples with the library and get the same numbers;
* read the **advisor**: the exact expected value (EV) of folding, raising and every exchange;
* compare strategies, and say what the **house edge** and **return to player** are — and which
  part of those figures is exact and which is a sampled estimate.
""")

cells.append(RUN_ALL_FIRST)

code("%matplotlib inline")

md("""
## Glossary

| English | Article (日本語) | Meaning |
|---|---|---|
| **Ante** | Ante（アンテ） | the first stake, posted before the deal |
| **up card** | 公開カード | the one dealer card you see |
| **exchange** | 交換 | discard chosen cards, draw as many from the deck |
| **exchange fee** | 交換費 | one Ante per card (BGaming); outside the stakes, **never returned** |
| **fold** | Fold（フォールド） | give up: the Ante (and any fee) is lost |
| **raise** | Raise（レイズ） | play on: add 2 × Ante |
| **qualify** | 資格 | the dealer needs A-K high or better, else the Ante wins 1:1 and the Raise is returned |
| **push** | push（プッシュ） | only the stake comes back (元だけ返る) |
| **stake returned** / **winnings** | 元 / 加点 | what comes back of your own stake / what is added on top |
| **paytable** | 配当表 | what a winning Raise pays, X:1 by hand |
| **kicker** | キッカー | a card outside the hand's core, used to break ties |
| **house edge**, **RTP** | — | the average loss per Ante, and 1 − that |
""")

code("""
import matplotlib.pyplot as plt

from pokerlib import phh, plots
from pokerlib.cards import Deck
from pokerlib.oasis import (OasisGame, OasisRules, advise, article_comparison, article_game,
                            house_edge, simulate, strategy_ev)
from pokerlib.ui import OasisTableUI
from pokerlib.course import check, progress
""")

md("""
## The rules are data

Every rule is a field of a frozen `OasisRules` object. The course default is BGaming's, with one
**decision** where the BGaming PDF is silent: *one* exchange of 1 to 5 cards at one Ante per card,
and folding is still allowed after exchanging five. The other presets are other operators'
rules — none of them is BGaming's, and where their published rules are silent the preset says
what it assumes.
""")

code("""
for name, r in OasisRules.presets().items():
    fees = " ".join(str(r.fee_for(k)) for k in r.exchange_counts)
    print(f"{name:22s} fees for 1..5 cards: {fees:10s} five forces raise: {r.five_forces_raise}")
    print(f"{'':22s} {r.note}")
""")

code("""
rules = OasisRules.bgaming()
rules.paytable, rules.qualifier_text, rules.raise_antes
""")

md("""
## The article's hand, step by step

Start with 100 points and an Ante of 10. You are dealt Q♠ Q♦ 8♥ 8♣ 2♦; the dealer shows K♠.

The article's hands ship with pokerlib as small **hand files**, in the style of the PHH
hand-history standard (`docs/phh.md` describes the format): the stakes, then every step in
order — `d dh p1` deals the player's cards, `d dd` the dealer's five (the up card first),
`p1 sd 2d` exchanges the 2♦, `p1 cbr 20` raises 20 (`p1 f` would fold) — and the balance
the hand should end with. This is the article's hand:
""")

code("""
print((phh.EXAMPLES_DIR / "oasis_full_house.phh").read_text())
""")

md("""
`phh.replay_example` plays the file on pokerlib's Oasis game and checks the end balance the
file records:
""")

code("""
ex = phh.replay_example("oasis_full_house")
print(ex)
print(ex.settlement.describe())
""")

md("""
Now play it yourself, one decision at a time. `phh.replay_example(name, stop=2)` replays only
the file's first two steps — the deal — and its `.game` waits for your decisions; its deck
still holds the file's later cards, so an exchange draws the file's replacement card.
""")

code("""
game = phh.replay_example("oasis_full_house", stop=2).game
game.hand_text, str(game.upcard), game.balance
""")

md("Posting the Ante left 90 points not at stake. What may you do now?")

code("game.legal_actions()")

md("""
Exchange the 2♦. The replacement is the next card of the deck, the Q♥; the fee is one Ante, 10
points, and it is paid now.
""")

code("""
game.exchange("2d")
game.hand_text, game.hand_value.describe(), game.fees, game.balance
""")

md("""
Now raise 20. The dealer shows the other four cards: a pair of kings, which qualifies. (The
article says only "a pair of kings"; K♥ 9♣ 6♦ 4♠ beside the K♠ are the course's choice.)
""")

code("""
s = game.raise_()
s.dealer_hand.describe(), s.dealer_qualified, s.outcome, s.paytable_line
""")

md("""
Every part of the settlement, separately. Spent: 10 + 10 + 20 = 40. Back: the stakes (Ante 10 +
Raise 20 = 30) and the winnings (Ante 1:1 = 10, Raise 7:1 = 140, together 150) — 180 in all.
The end balance is 100 − 40 + 180 = **240**, a net gain of **+140** (not 180).
""")

code("""
for item, points in s.rows():
    print(f"{item:24s} {points:5d}")
""")

md("Played by hand or replayed from the file, the hand ends the same way:")

code("""
print("played by hand:", s.balance_after, "| file replayed:", ex.finishing_stacks["Player"])
s == ex.settlement
""")

code("""
plots.settlement_chart(s)
plt.show()
""")

md("""
## A tie, and the same stakes across outcomes

A♠ K♦ Q♥ 9♣ 7♠ against A♥ K♣ Q♦ 9♠ 7♥: both A-K high, the dealer qualifies, and the five ranks
are identical — suits never break a tie. Ante and Raise are pushed, but the fee stays lost. The
article's table plays separate hands with the same stakes (Ante 10, fee 10, Raise 20) from 100:
""")

code("""
table = article_comparison()
print(f"{'outcome':24s} {'spent':>5s} {'stake back':>10s} {'winnings':>8s} {'end':>5s}")
for outcome, st in table.items():
    print(f"{outcome:24s} {st.spent:5d} {st.stake_returned:10d} {st.winnings:8d} "
          f"{st.balance_after:5d}")
""")

md("""
Three of these hands are files too (`oasis_full_house`, `oasis_tie`, `oasis_fold`).
Replayed, they end exactly as the table says:
""")

code("""
files = {"player wins": "oasis_full_house", "tie": "oasis_tie", "fold": "oasis_fold"}
for outcome, name in files.items():
    r = phh.replay_example(name)
    same = (r.settlement.outcome, r.settlement.balance_after) == (
        table[outcome].outcome, table[outcome].balance_after)
    print(f"{name:17s} {r.settlement.describe():62s} same as the table: {same}")
""")

code("""
tie = phh.replay_example("oasis_tie").settlement
tie.player_hand == tie.dealer_hand, tie.ante_outcome, tie.raise_outcome, tie.fees
""")

code("""
plots.outcome_comparison_chart(table)
plt.show()
""")

md("""
**For teachers: adding a worked example.** Each file above lives in
`pokerlib/data/examples/` (`phh.EXAMPLES_DIR`). To add one, write a new `NAME.phh` next to
them in the same format (copy one and change the cards, steps and `finishing_stacks`; `??`
marks a dealer card nobody sees), then check it from a terminal with
`python -m pokerlib replay pokerlib/data/examples/NAME.phh`: it prints the settlement as JSON
and exits with status 0 only when the hand is complete and ends with the recorded balance (an
illegal step is named by its index and text). A lesson then loads it with
`phh.replay_example("NAME")`.
""")

md("""
An action the rules do not allow raises an error that says what is wrong and what is allowed —
and leaves the game exactly as it was:
""")

code("""
g = article_game()
g.exchange("2d")
g.exchange("8h")
""", tags=["raises-exception"])

code("g.legal_actions(), g.fees, g.hand_text")

md("""
## Your turn: the table

Click cards to mark them (they turn orange), then **Exchange**; or **Fold** / **Raise**. Buttons
are enabled only when the action is legal. **Advice** shows the advisor's EV for every option
(best first) before you decide. **Replay the article's hand** restarts from 100 points with the
article's deal; the **Rules** menu starts a new session under another operator's rules. The
chart below the table follows your balance hand by hand.
""")

code("""
oasis_table = OasisTableUI(seed=2026)
oasis_table.widget
""", tags=["nbval-ignore-output"])

md("""
## The advisor: exact expected values

`advise(hand, upcard)` gives the expected result, **in Antes, fees included**, of folding (−1),
raising with the hand as it is, and every exchange (each followed by the better of fold and
raise after the draw). Keeping the hand and exchanging 1 to 4 cards are **exact**: every
replacement draw and all of the dealer's possible hands are counted (163,185 dealer hands when
you keep your five). Exchanging all five is a seeded estimate with a standard error (its
1,370,754 possible draws take several seconds; `exact_up_to=5` does it).

How does it stay fast? All of the dealer's hands are scored once; the hands that use a
replacement card are then *subtracted* (inclusion–exclusion) instead of re-scored.

For the article's hand, raising at once beats the exchange the article made for illustration:
the fee is a whole Ante, and two pair already wins most showdowns.
""")

code("""
a = advise("Qs Qd 8h 8c 2d", "Ks")
for label, ev, how in a.table(6):
    print(f"{label:22s} {ev:+.4f}  {how}")
""")

code("""
plots.advice_chart(a, top=8)
plt.show()
""")

md("A four-card flush against a dealer jack: here the exchange is worth the fee.")

code("""
b = advise("7h 8h 9h Th 2c", "Jh")
b.best.label, round(b.best.ev, 4), round(b.option("raise").ev, 4)
""")

md("""
## Strategies and the house edge

The house edge is the average loss per Ante under the best play. There are 122,151,120
(hand, up card) situations, and the library computes the house edge **exactly** over all of
them for the game in which the player may keep the hand or exchange one card: for each up card
it counts the dealer hands that beat, tie or lose to every player hand by inclusion–exclusion
over the player's cards, and suit symmetry cuts the 52 up cards to 13. The result is a
fraction, not an estimate. (It takes a quarter of an hour on two cores, so it ships as data:
`python -m pokerlib regenerate oasis-house-edge` rebuilds it.) Exchanges of two or more cards
are left out of this strategy; how much they would add is estimated separately on a sample.
""")

code("""
he = house_edge()
print(he)
print("as a fraction of the Ante:", he.fraction)
for action, share in he.action_frequencies.items():
    print(f"  optimal action {action:18s} {100 * share:5.1f}% of hands")
""")

md("""
Before the exact count existed, the course estimated the same figure from a stratified random
sample of about 120,000 situations, each one computed exactly. The estimate and its standard
error are still shipped; the exact value lies within one standard error of it:
""")

code("""
sampled = house_edge(exact=False)
print(sampled)
print(f"exact minus sampled: {100 * (he.house_edge - sampled.house_edge):+.3f} points "
      f"= {(he.house_edge - sampled.house_edge) / sampled.se:+.2f} standard errors")
""")

code("""
names = ["optimal", "never exchange", "raise with a pair or better",
         "raise with the qualifier or better", "always raise"]
values = {n: strategy_ev(n) for n in names}
for n, (m, se) in values.items():
    print(f"{n:36s} {m:+.4f} Antes per hand" + (f" ± {se:.4f}" if se else " (exact)"))
plots.strategy_chart(values)
plt.show()
""")

md("""
Exchanging well is worth about four percent of an Ante per hand: the best play *without*
exchanges ("never exchange") loses about 5.2% of the Ante, the best play with one-card
exchanges about 1.04%. Simple raise rules come close to "never exchange"; always raising is
expensive.
""")

md("""
**Simulation** plays hands from seeded decks and averages the results. It agrees with the
computed values — within a few standard errors, which shrink like 1/√hands.
""")

code("""
sims = [simulate("raise with a pair or better", hands=10000, seed=1),
        simulate("always raise", hands=10000, seed=2),
        simulate("optimal", hands=200, seed=3)]
for r in sims:
    print(r)
exact = {"raise with a pair or better": values["raise with a pair or better"][0],
         "always raise": values["always raise"][0],
         "optimal (0/1-card)": values["optimal"][0]}
plots.simulation_chart(sims, exact=exact)
plt.show()
""")

md("""
### How the presets change the game

All four presets charge one Ante for a one-card exchange, so the game restricted to 0- or 1-card
exchanges — and its house edge — is the same. They differ in what several cards cost. The
shipped data estimates, per preset, how much the player gains on average by also considering
exchanges of 2 to 5 cards, on 300 random situations (2–3 cards exact, 4–5 cards estimated; the
best of several estimates leans slightly high). Under BGaming's one-Ante-per-card fees,
exchanging several cards was never the best play in the sample. A cheap five-card exchange
(1 Ante at Casino Senator — with folding afterwards *assumed* allowed) is worth most: it lets
you throw away a hopeless hand for the price of the Ante you would lose by folding anyway.
""")

code("""
for name, r in OasisRules.presets().items():
    h = house_edge(r)
    edge, se = h.house_edge_all_exchanges
    print(f"{name:22s} multi-card gain {h.multi_card_gain:+.4f} ± {h.multi_card_gain_se:.4f} "
          f"Antes per hand -> house edge about {100 * edge:.2f}% ± {100 * se:.2f}%")
""")

md("""
## The article's figures, recomputed

End balances of the article's five outcomes (from 100 with Ante 10, fee 10, Raise 20), and the
house edge in percent of the Ante:
""")

code("""
figures = {k: s.balance_after for k, s in article_comparison().items()}
figures["house edge %"] = round(100 * house_edge().house_edge, 2)
figures
""")

EXERCISES = [
    exercise("01.1", """
        Ante 5 from a balance of 50. You exchange two cards, raise, and the hand is a tie. What
        is your balance at the end? Work it out by hand, then check.
        """, "a number of points", """
        g = OasisGame(ante=5, balance=50,
                      deck=Deck.stacked("As Kd Qh 2c 3c Ah Kc Qd 9s 7h 9c 7s"))
        g.exchange("2c 3c")
        solution = g.raise_().balance_after   # 50 - 5 - 10 - 10 + 15 (stakes back) = 40
        """),
    exercise("01.2", """
        Which of these dealer hands qualify? (1) A♠ Q♦ J♣ T♥ 8♠, (2) K♠ Q♦ J♣ T♥ 8♠,
        (3) 2♠ 2♦ 5♣ 7♥ 9♠, (4) A♠ K♦ 4♣ 3♥ 2♠. Predict before you run anything.
        """, "a set of the hands' numbers, e.g. {1, 2}", """
        from pokerlib.evaluate import best_high
        hands = ["As Qd Jc Th 8s", "Ks Qd Jc Th 8s", "2s 2d 5c 7h 9s", "As Kd 4c 3h 2s"]
        solution = {i for i, hand in enumerate(hands, start=1)
                    if best_high(hand).score >= rules.qualifier_score}
        """),
    exercise("01.3", """
        You hold A♠ K♦ 9♥ 5♣ 2♣ and the dealer shows Q♥. Fold, raise, or exchange some cards?
        Decide first, then ask the advisor (`advise(...)`) why.
        """, "'fold', 'raise' or the cards to exchange, e.g. '5c 2c'", """
        solution = advise("As Kd 9h 5c 2c", "Qh").best.label
        """),
    exercise("01.4", """
        You win with a flush on a Raise of 20 and the dealer qualifies. How many points do you
        win on the Raise (not counting the Raise that comes back)? Use the paytable.
        """, "a number of points", """
        from pokerlib.evaluate import HandCategory
        solution = OasisRules.bgaming().paytable[HandCategory.FLUSH] * 20
        """),
]
exercise_cells, solution_cells = exercises_and_solutions("01", EXERCISES)
cells.extend(exercise_cells + solution_cells)

if __name__ == "__main__":  # importing this file (e.g. by pytest) writes nothing
    write(Path(__file__).resolve().parents[1] / "01_oasis_poker.ipynb", cells)
