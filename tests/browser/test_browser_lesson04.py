"""Lesson 04 in a real browser: a few spots of each drill played by clicking, each graded as the
same seeded drill grades it in Python (the verdict, the explanation, the score and the chart
appear); marking a card enables Exchange; a double click grades once and shows no error; the
split drill takes typed chips. Then the Japanese edition: its labels and a grade in Japanese.
Screenshots of each drill after an answer are saved under build/."""

from __future__ import annotations

from pages import screenshot, wait_text
from playwright.sync_api import expect

from pokerlib.course.drills import OasisDrill, PushFoldDrill, SplitDrill

SEED = 1     # the seed the lesson gives each widget


def show(panel, css: str) -> None:
    """Scroll so a drill widget is at the top of the window (for a screenshot)."""
    panel.locator(css).first.evaluate("e => e.scrollIntoView({block: 'start'})")


def grade_text(page, drill: str, needle: str) -> str:
    """The grade shown by one drill widget, once it contains ``needle``."""
    return wait_text(page, f".pokerlib-drill-{drill} .pokerlib-drill-grade", needle)


def settled(page) -> None:
    """Wait until the kernel is idle and the last widget updates are drawn."""
    page.get_by_text("| Idle").first.wait_for()
    page.wait_for_timeout(300)


def test_lesson04_drills(run_notebook, page):
    panel = run_notebook("04_practice.ipynb")

    # --- Oasis: Raise on spot 1, an exchange on spot 2, a double-clicked Fold on spot 3 ----
    twin = OasisDrill(seed=SEED)
    oasis = panel.locator(".pokerlib-drill-oasis").first
    oasis.scroll_into_view_if_needed()
    spot = twin.next()
    cards = oasis.locator("button.pokerlib-drill-card")
    expect(cards).to_have_count(5)
    expect(cards.first).to_have_text(str(spot.hand[0]))
    expect(oasis.locator(".pokerlib-drill-spot")).to_contain_text("Spot 1")
    expect(oasis.locator("button.pokerlib-drill-exchange")).to_be_disabled()
    oasis.locator("button.pokerlib-drill-raise").click()
    g = twin.grade("raise")
    text = grade_text(page, "oasis", "raise")
    assert ("a best choice" in text) == g.correct and g.explanation in text
    expect(oasis.locator(".pokerlib-drill-score")).to_contain_text(twin.record.summary())
    expect(oasis.locator(".pokerlib-drill-chart svg")).to_be_visible()
    settled(page)
    show(panel, ".pokerlib-drill-oasis")
    screenshot(page, "lesson04_oasis_graded.png")

    oasis.locator("button.pokerlib-drill-next").click()
    spot = twin.next()
    wait_text(page, ".pokerlib-drill-oasis .pokerlib-drill-spot", "Spot 2")
    cards.nth(1).click()                        # mark the second card
    wait_text(page, ".pokerlib-drill-oasis .pokerlib-drill-prompt", f"Marked: {spot.hand[1]}")
    expect(oasis.locator("button.pokerlib-drill-exchange")).to_be_enabled()
    oasis.locator("button.pokerlib-drill-exchange").click()
    g = twin.grade(spot.hand[1:2])
    text = grade_text(page, "oasis", f"exchange {spot.hand[1]}")
    assert g.explanation in text

    oasis.locator("button.pokerlib-drill-next").click()
    twin.next()
    wait_text(page, ".pokerlib-drill-oasis .pokerlib-drill-spot", "Spot 3")
    oasis.locator("button.pokerlib-drill-fold").dblclick()
    g = twin.grade("fold")
    grade_text(page, "oasis", "fold")
    page.wait_for_timeout(500)                  # a late second click would show by now
    expect(oasis.locator(".pokerlib-error")).to_have_count(0)
    expect(oasis.locator(".pokerlib-drill-score")).to_contain_text(twin.record.summary())

    # --- push/fold: three spots on the drawn table -------------------------------------------
    twin_pf = PushFoldDrill(seed=SEED)
    pushfold = panel.locator(".pokerlib-drill-pushfold").first
    pushfold.scroll_into_view_if_needed()
    for n, answer in enumerate(["all-in", "fold", "all-in"], start=1):
        spot = twin_pf.next()
        table = pushfold.locator(".pokerlib-table")
        expect(table).to_contain_text(f"Spot {n}")
        expect(table.locator(".pokerlib-seat")).to_have_count(spot.players)
        expect(table.locator(".pokerlib-seat-you .pokerlib-card")).to_have_count(2)
        expect(table.locator(".pokerlib-seat-to-act")).to_contain_text("(you)")
        if spot.all_in:
            expect(table.locator(".pokerlib-seat", has_text="ALL-IN")).to_have_count(1)
        pushfold.locator(f"button.pokerlib-drill-{answer.replace('-', '')}").click()
        g = twin_pf.grade(answer)
        text = grade_text(page, "pushfold", "best choice")
        assert g.explanation in text and ("a best choice" in text) == g.correct
        if n == 2:
            settled(page)
            show(panel, ".pokerlib-drill-pushfold")
            screenshot(page, "lesson04_pushfold_graded.png")
        pushfold.locator("button.pokerlib-drill-next").click()
    expect(pushfold.locator(".pokerlib-drill-score")).to_contain_text("3 spots")

    # --- hi/lo splits: the right chips, then a wrong split ------------------------------------
    twin_split = SplitDrill(seed=SEED)
    split = panel.locator(".pokerlib-drill-split").first
    split.scroll_into_view_if_needed()
    for n in (1, 2):
        spot = twin_split.next()
        wait_text(page, ".pokerlib-drill-split .pokerlib-drill-spot", f"Spot {n}")
        answer = spot.payouts()
        if n == 2:                              # one chip to the wrong player
            first, second = [p for p in spot.players if p not in spot.folded][:2]
            answer[first] -= 1
            answer[second] += 1
        fields = split.locator(".pokerlib-drill-chips input")
        expect(fields).to_have_count(len(spot.players))
        for i, p in enumerate(spot.players):
            if p in spot.folded:                # a folded player's box is closed: 0 chips
                expect(fields.nth(i)).to_be_disabled()
                continue
            fields.nth(i).fill(str(answer[p]))
            fields.nth(i).press("Enter")
        split.locator("button.pokerlib-drill-check").click()
        g = twin_split.grade(answer)
        text = grade_text(page, "split", "best choice")
        assert ("a best choice" in text) == g.correct and g.explanation in text
        expect(split.locator(".pokerlib-pots")).to_be_visible()
        if n == 2:
            assert not g.correct and "costs 1 chip" in text
            settled(page)
            show(panel, ".pokerlib-drill-split")
            screenshot(page, "lesson04_split_graded.png")
        split.locator("button.pokerlib-drill-next").click()

    # the lesson's own seeded session: its chart is drawn
    expect(panel.locator(".jp-OutputArea-output img").last).to_be_visible()


def test_lesson04_in_japanese(run_notebook, page):
    panel = run_notebook("ja/04_practice.ipynb")
    twin = OasisDrill(seed=SEED, lang="ja")
    twin.next()
    oasis = panel.locator(".pokerlib-drill-oasis").first
    oasis.scroll_into_view_if_needed()
    expect(oasis.locator("button.pokerlib-drill-exchange")).to_have_text("交換")
    expect(oasis.locator("button.pokerlib-drill-next")).to_contain_text("次の問題")
    oasis.locator("button.pokerlib-drill-raise").click()
    g = twin.grade("raise")
    text = grade_text(page, "oasis", "Raise")
    assert g.explanation in text and "期待値（EV）" in text
    expect(oasis.locator(".pokerlib-drill-score")).to_contain_text("あなたの成績")
    settled(page)
    show(panel, ".pokerlib-drill-oasis")
    screenshot(page, "lesson04_oasis_ja.png")

    pushfold = panel.locator(".pokerlib-drill-pushfold").first
    pushfold.scroll_into_view_if_needed()
    expect(pushfold.locator(".pokerlib-table")).to_contain_text("問題1")
    pushfold.locator("button.pokerlib-drill-fold").click()
    grade_text(page, "pushfold", "フォールド")
    settled(page)
    show(panel, ".pokerlib-drill-pushfold")
    screenshot(page, "lesson04_pushfold_ja.png")
