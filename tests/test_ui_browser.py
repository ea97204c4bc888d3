"""The app in a real browser: Playwright driving Debian's Chromium against `python app.py` in a subprocess.

Screenshots go to <app data dir>/screenshots (printed at the end of the run; scripts/ci/20_chromium.sh
installs the browser and the CJK fonts that make Korean text readable in them).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
import uuid
from pathlib import Path

import pytest

from tests.helpers import make_pdf
from tests.ui_app import PODCAST_PDF_LINES, SCREENSHOTS, UI_DATA, record_metric, shared_app, ui_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
pytestmark = [
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="/usr/bin/chromium is not installed (apt-get install chromium chromium-driver; CI does it in "
        "scripts/ci/20_chromium.sh)",
    ),
    pytest.mark.timeout(900),
]
CELLS = "#plan-table [data-testid^='cell-'][data-col='0']"


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture()
def app():
    return shared_app()


def open_page(browser, url: str, locale: str = "en-US", viewport: dict | None = None):
    """A new browser context (its own cookies and localStorage: a separate browser) on the app."""
    context = browser.new_context(
        viewport=viewport or {"width": 1400, "height": 1000}, accept_downloads=True, locale=locale
    )
    page = context.new_page()
    page.set_default_timeout(90_000)
    page.goto(url)
    wait_for_session(page)
    return page


def wait_for_session(page) -> None:
    """Until the page's load events have run: its identity, its language and the brain's label."""
    page.wait_for_function(
        "() => { const e = document.querySelector('#status-line');"
        " return e && /🧠 \\S/.test(e.innerText) && !e.innerText.includes('…'); }"
    )


@pytest.fixture()
def page(browser, app):
    page = open_page(browser, app.url)
    yield page
    page.context.close()


def shot(page, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def field(page, elem_id: str):
    return page.locator(f"#{elem_id} textarea, #{elem_id} input").first


def plan_rows(page) -> list[str]:
    return [t.split("\n")[0].strip() for t in page.locator(CELLS).all_inner_texts()]


def make_plan(page, task: str, language: str | None = None) -> list[str]:
    from playwright.sync_api import expect

    field(page, "task").fill(task)
    page.click("#plan-btn")
    waiting = "승인 대기" if language == "ko" else "waiting for your approval"
    expect(page.locator("#status-line")).to_contain_text(waiting)
    page.wait_for_selector(f"{CELLS} >> nth=0")
    return plan_rows(page)


def select_row(page, n: int) -> None:
    from playwright.sync_api import expect

    page.click(f"#plan-table [data-testid='cell-{n - 1}-0']")
    expect(page.locator("#selected")).to_contain_text(re.compile(rf"step {n}\b|{n}단계"))


def wait_rows(page, count: int) -> list[str]:
    page.wait_for_function(f'() => document.querySelectorAll("{CELLS}").length === {count}')
    return plan_rows(page)


# --- first page --------------------------------------------------------------------------------------


def test_cold_start_to_first_page(browser, tmp_path):
    """A fresh process on an empty data directory, until Chromium shows a usable page (thread id set)."""
    cold = ui_app(tmp_path / "cold")  # as deployed: the background warm-up starts right after launch
    try:
        cold.start()
        page = browser.new_page()
        page.set_default_timeout(60_000)
        page.goto(cold.url)
        page.wait_for_selector("#plan-btn")
        wait_for_session(page)
        first_page_s = round(time.perf_counter() - cold.t0, 2)
        page.close()
    finally:
        cold.stop()
    record_metric("cold_start_http_200_s", cold.cold_start_s)
    record_metric("cold_start_first_page_s", first_page_s)
    record_metric("cold_start_load_avg_1min", round(os.getloadavg()[0], 2))
    # The page rendered (wait_for_selector above); its time is a recorded figure, not a timed assertion.


# --- the main flow -----------------------------------------------------------------------------------


def test_plan_edit_approve_and_download_the_guide(page):
    from playwright.sync_api import expect

    plan = make_plan(page, "Make a YouTube Shorts video with AI")
    assert len(plan) >= 4, plan
    shot(page, "01-plan")

    assert page.locator("#delete-row-btn").is_disabled()  # nothing selected yet: nothing to delete
    select_row(page, 2)  # delete the second step
    page.click("#delete-row-btn")
    expect(page.locator("#notice")).to_contain_text("Deleted step 2")
    assert wait_rows(page, len(plan) - 1) == plan[:1] + plan[2:]

    field(page, "new-step").fill("Post a teaser clip on Instagram Reels")  # added at the end, no number to type
    page.click("#add-row-btn")
    rows = wait_rows(page, len(plan))
    assert rows[-1] == "Post a teaser clip on Instagram Reels"
    for at in range(len(plan), 1, -1):  # move it to the top, one click per place
        select_row(page, at)
        page.click("#up-row-btn")
        expect(page.locator("#notice")).to_contain_text(f"Moved step {at} to {at - 1}")
    page.wait_for_function(f"() => document.querySelector(\"{CELLS}\").innerText.startsWith('Post a teaser')")

    # edit the last step's text in place (away from the selected first row, whose column-select button
    # Gradio draws over the rows next to it)
    last = f"#plan-table [data-testid='cell-{len(plan) - 1}-0']"
    page.dblclick(last)
    editor = page.locator(f"{last} textarea, {last} input")
    editor.first.fill("Pick a topic and write a short script")
    editor.first.press("Enter")
    edited = plan_rows(page)
    assert edited[0] == "Post a teaser clip on Instagram Reels"
    assert edited[-1] == "Pick a topic and write a short script"
    shot(page, "02-plan-edited")

    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("done")
    expect(page.locator("#approve-btn")).to_be_disabled()  # a finished plan cannot be approved again
    expect(page.locator("#revise-btn")).to_be_disabled()
    guide = page.locator("#guide")
    expect(guide).to_contain_text("Workflow guide")
    expect(guide).to_contain_text("Post a teaser clip on Instagram Reels")
    expect(page.locator("#sources")).not_to_contain_text("catalog:")  # the tool's page, never our catalog id
    assert page.locator("#sources a[href^='http']").count() >= 1  # catalog sources are links
    expect(page.locator("#progress")).to_contain_text("✅")
    expect(page.locator("#progress")).not_to_contain_text("⏳")  # every line ticked once the run is done
    assert plan_rows(page) == edited
    shot(page, "03-guide")

    with page.expect_download() as download_info:
        page.click("#download-guide")
    download = download_info.value
    assert download.suggested_filename.endswith(".md")
    body = Path(download.path()).read_text(encoding="utf-8")
    assert body.startswith("# Workflow guide") and "### Sources" in body
    assert "Post a teaser clip on Instagram Reels" in body
    saved = UI_DATA / "screenshots" / download.suggested_filename
    download.save_as(str(saved))

    page.click("#swap-choice input")  # swap a step's tool for one of its alternatives, in one pick and one click
    option = page.get_by_role("option").first
    label = option.inner_text()
    option.click()
    page.click("#swap-btn")
    expect(page.locator("#chat")).to_contain_text("now uses")
    expect(guide).to_contain_text(label.split("→ ")[1].strip())

    page.click("#versions-panel")  # the edited plan is a version of its own; v1 is restored with one click
    expect(page.locator("#versions")).to_contain_text("v2 · your edit")
    page.locator("#versions label").filter(has_text="v1").click()
    page.click("#restore-btn")
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    assert wait_rows(page, len(plan)) == plan
    shot(page, "04-versions")


def test_korean_page_and_task(browser, app):
    from playwright.sync_api import expect

    page = open_page(browser, app.url, locale="ko-KR")
    expect(page.locator("#plan-btn")).to_have_text("계획 세우기")  # the browser's language
    plan = make_plan(page, "유튜브 쇼츠 영상을 AI로 만들고 싶어", language="ko")
    assert plan and all(any("\uac00" <= ch <= "\ud7a3" for ch in step) for step in plan), plan
    expect(page.locator("#chat")).to_contain_text("계획을 만들었어요")
    shot(page, "05-plan-korean")
    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("완료")
    expect(page.locator("#sources")).to_contain_text("출처")
    expect(page.locator("#chat")).to_contain_text("완료했어요")
    shot(page, "06-guide-korean")
    page.context.close()


# --- bad input ---------------------------------------------------------------------------------------


def test_bad_input_is_refused_with_a_message(page, tmp_path):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    page.click("#plan-btn")  # empty task
    expect(page.locator("#notice")).to_contain_text("please enter a task")
    shot(page, "07-empty-task")

    plan = make_plan(page, "Launch a podcast on a small budget")
    for left in range(len(plan) - 1, -1, -1):  # delete every row, then approve the empty plan
        select_row(page, 1)
        page.click("#delete-row-btn")
        wait_rows(page, left)
    page.click("#approve-btn")
    expect(page.locator("#notice")).to_contain_text("the plan is empty")
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    assert wait_rows(page, len(plan)) == plan  # the stored plan is kept and shown again
    shot(page, "08-empty-plan-refused")

    page.get_by_role("tab", name="Your documents").click()
    fake = tmp_path / "quarterly-report.pdf"  # 5 MB of text under a .pdf name
    fake.write_bytes(b"This is plain text pretending to be a PDF report.\n" * 100_000)
    page.set_input_files("#pdf-upload input[type=file]", str(fake))
    expect(page.locator("#kb-notice")).to_contain_text("not a PDF file")
    expect(page.locator("#doc-table")).not_to_contain_text("quarterly-report.pdf")
    shot(page, "09-fake-pdf-refused")

    huge = tmp_path / "huge-report.pdf"  # 200 MB, sparse: refused by size before it is stored
    with open(huge, "wb") as fh:
        fh.write(b"%PDF-1.4\n")
        fh.truncate(200 * 1024 * 1024)
    # earlier warnings out of the way of the next message; one may close on its own between finding and clicking
    # it (a click on it then waited 90 s for a button that was gone), so each click is short and may miss
    for _ in range(10):
        if not page.locator(".toast-close").count():
            break
        with contextlib.suppress(PlaywrightTimeout):
            page.locator(".toast-close").first.click(timeout=2_000)
    expect(page.locator(".toast-body")).to_have_count(0)
    page.set_input_files("#pdf-upload input[type=file]", str(huge))
    toast = page.locator(".toast-body").filter(has_text="huge-report.pdf")
    expect(toast.first).to_be_visible()
    expect(toast.first).to_contain_text("exceed the maximum allowed size of 20")  # refused before uploading
    page.wait_for_timeout(500)  # the toast's slide-in animation, for the screenshot
    shot(page, "10-huge-upload-refused")
    expect(page.locator("#doc-table")).not_to_contain_text("huge-report.pdf")
    assert not list((UI_DATA / "uploads").glob("*/huge-report.pdf"))


# --- sessions ----------------------------------------------------------------------------------------


def test_two_browsers_plan_at_once_and_never_see_each_others_work(browser, app, tmp_path):
    from playwright.sync_api import expect

    first, second = open_page(browser, app.url), open_page(browser, app.url)
    try:
        assert not first.locator("#user-id").count(), "no user id is shown or typed"
        assert not first.locator("#thread-id").is_visible(), "plan ids stay in Details"

        # both plan at the same moment
        field(first, "task").fill("Turn a book into an audiobook")
        field(second, "task").fill("Design a brand logo and visual identity")
        first.click("#plan-btn")
        second.click("#plan-btn")
        for p in (first, second):
            expect(p.locator("#status-line")).to_contain_text("waiting for your approval")
        plans = [plan_rows(p) for p in (first, second)]
        assert plans[0] and plans[1] and not set(plans[0]) & set(plans[1])
        expect(first.locator("#chat")).not_to_contain_text("brand logo")
        expect(second.locator("#chat")).not_to_contain_text("audiobook")
        first.click("#approve-btn")
        second.click("#approve-btn")
        for p, own, other in ((first, "audiobook", "brand logo"), (second, "brand logo", "audiobook")):
            expect(p.locator("#status-line")).to_contain_text("done")
            expect(p.locator("#guide")).to_contain_text(own)
            expect(p.locator("#guide")).not_to_contain_text(other)

        # uploads: the first browser's PDF is listed for it, not for the second
        pdf = make_pdf(tmp_path / f"notes-{uuid.uuid4().hex[:6]}.pdf", [PODCAST_PDF_LINES])
        first.get_by_role("tab", name="Your documents").click()
        first.set_input_files("#pdf-upload input[type=file]", str(pdf))
        expect(first.locator("#kb-notice")).to_contain_text("Added")
        expect(first.locator("#doc-table")).to_contain_text(pdf.name)
        second.get_by_role("tab", name="Your documents").click()
        expect(second.locator("#doc-table")).to_contain_text("DeepSeek")  # built-in documents are shared
        expect(second.locator("#doc-table")).not_to_contain_text(pdf.name)
        shot(first, "11-browser-a-knowledge")
        shot(second, "12-browser-b-knowledge")

        # memories: each browser's Memory tab shows its own, and no identity is ever displayed
        for p in (first, second):
            p.get_by_role("tab", name="What I remember").click()
            expect(p.locator("#memory-notice")).to_contain_text("memor")
            assert not re.search(r"\b(b|s)-[0-9a-f]{32}\b", p.locator("body").inner_text())
        shot(first, "13-browser-a-memory")
    finally:
        first.context.close()
        second.context.close()


def test_reload_reopens_the_last_plan_of_this_browser(page):
    from playwright.sync_api import expect

    plan = make_plan(page, "Start an email newsletter")
    kept = 'localStorage.getItem("planner-last-edit")'
    before = page.evaluate(kept)
    field(page, "new-step").fill("Ask three friends to proofread the first issue")
    joins: list[str] = []

    def only_the_click(route) -> None:  # the add click goes through; any later event (a second round trip) never
        joins.append(route.request.url)
        route.continue_() if len(joins) == 1 else route.abort()

    page.route("**/queue/join*", only_the_click)
    page.click("#add-row-btn")  # an edit in progress, not yet sent
    edited = wait_rows(page, len(plan) + 1)
    assert edited[-1] == "Ask three friends to proofread the first issue"
    # any later event is refused, so the edit comes back after the reload only if the response that showed it
    # also kept it in this browser (it had been kept by a second event after the table changed, and a reload
    # before that one finished lost the edit: CI, under load)
    page.wait_for_function(f"() => {kept} !== {json.dumps(before)}", timeout=10_000)
    page.unroute("**/queue/join*")
    said = page.locator("#chat").inner_text()
    page.reload()  # the same browser (its secret in localStorage): plan, edit and conversation come back
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    assert wait_rows(page, len(plan) + 1) == edited
    expect(page.locator("#chat")).to_contain_text("Read as")
    assert page.locator("#chat").inner_text() == said  # the conversation as it was, the request included
    expect(page.locator("#approve-btn")).to_be_enabled()
    shot(page, "14-resumed")
    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("done")
    expect(page.locator("#guide")).to_contain_text("proofread")  # the restored edit is the one approved

    page.click("#my-plans input")  # My plans lists it, newest first, with its status
    expect(page.get_by_role("option").first).to_contain_text("Start an email newsletter")
    expect(page.get_by_role("option").first).to_contain_text("done")


def test_html_planted_by_one_browser_never_renders_and_no_image_request_leaves(browser, app):
    """B plants HTML in a task, a plan step and feedback; neither B's page nor A's renders it, and no request
    for the planted image is ever made (the tracking-pixel attack)."""
    from playwright.sync_api import expect

    requests: list[str] = []
    a, b = open_page(browser, app.url), open_page(browser, app.url)
    try:
        for p in (a, b):
            p.on("request", lambda r: requests.append(r.url))
        payload = (
            f'Start an email newsletter for my bakery <img src="{app.url}planted-pixel.png"> '
            '<form id="planted-form"><input type=password></form> ![p](' + app.url + "planted-md.png)"
        )
        field(b, "task").fill(payload)
        b.click("#plan-btn")
        expect(b.locator("#status-line")).to_contain_text(re.compile("waiting for your approval|needs one more detail"))
        if "waiting" in b.locator("#status-line").inner_text():
            field(b, "new-step").fill(f'<img src="{app.url}planted-step.png"> step')
            b.click("#add-row-btn")
            b.click("#approve-btn")
            expect(b.locator("#status-line")).to_contain_text("done")
        a.reload()
        wait_for_session(a)
        for p in (a, b):
            assert p.locator("#planted-form").count() == 0
            assert p.locator("img[src*='planted']").count() == 0
            assert p.locator("input[type=password]").count() == 0
        expect(b.locator("#chat")).to_contain_text("<img")  # shown as the text it is
        expect(a.locator("body")).not_to_contain_text("planted")  # and A never sees B's work at all
        time.sleep(1)
        assert not [u for u in requests if "planted" in u], requests
        shot(b, "15-planted-html-as-text")
    finally:
        a.context.close()
        b.context.close()


# --- the page as a product: examples, one language at a time, revise says what changed, phone -------------


def _visible_text(page) -> str:
    """The Planner tab's text as a person reads it (Gradio's own footer aside)."""
    return page.evaluate(
        "() => { const f = document.querySelector('footer'); const t = document.body.innerText;"
        " return f ? t.replace(f.innerText, '') : t; }"
    )


def test_language_switch_leaves_no_string_of_the_other_language(browser, app):
    from playwright.sync_api import expect

    from ui.strings import PAGE

    page = open_page(browser, app.url, locale="ko-KR")
    try:
        expect(page.locator("#intro")).to_contain_text("하고 싶은 일")
        shot(page, "20-first-screen-ko")
        english = {v for k, v in PAGE["en"].items() if v != PAGE["ko"][k] and len(v) > 3 and "{" not in v}
        english = {v for v in english if v not in "AI Workflow Planner"}  # the product's name stays
        text = _visible_text(page)
        assert not [s for s in english if s in text], [s for s in english if s in text]

        page.get_by_text("English", exact=True).click()
        expect(page.locator("#intro")).to_contain_text("Describe what you want to do")
        expect(page.locator("#plan-btn")).to_have_text("Make a plan")
        hangul: list[str] = []
        for _ in range(20):  # until the switch's events have finished (Gradio shows "로딩 중" meanwhile)
            text = _visible_text(page).replace("한국어", "")  # the switch names itself in its own language
            # Gradio's own strings follow the browser's language, not the switch (its empty-table drop hint)
            hangul = [line for line in text.splitlines() if re.search("[\uac00-\ud7a3]", line) and "CSV" not in line]
            if not hangul:
                break
            page.wait_for_timeout(500)
        assert not hangul, hangul
        shot(page, "21-switched-to-english")

        # a Korean request on the English page still gets a Korean plan and guide
        plan = make_plan(page, "블로그 글을 AI로 쓰고 싶어")
        assert all(re.search("[\uac00-\ud7a3]", step) for step in plan), plan
    finally:
        page.context.close()


def test_an_example_chip_plans_and_revise_says_what_changed(page):
    from playwright.sync_api import expect

    controls_before = page.evaluate(
        "() => [...document.querySelectorAll('#left-col button, #left-col textarea, #right-col button,"
        " #right-col textarea, #right-col input')].filter(e => e.offsetParent !== null && !e.disabled).length"
    )
    record_metric("visible_enabled_controls_before_a_plan", controls_before)
    example = page.locator("#example-1").inner_text().strip()
    page.evaluate(  # every text the chat shows on the way (the echo comes and goes within a warm second)
        "() => { window.__said = []; new MutationObserver(() => window.__said.push("
        "document.querySelector('#chat').innerText)).observe(document.querySelector('#chat'),"
        " {subtree: true, childList: true, characterData: true}); }"
    )
    t0 = time.perf_counter()
    page.click("#example-1")
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    said = page.evaluate("() => window.__said")
    assert any(example in t and "Making a plan" in t for t in said), said  # the request echoed while planning
    expect(page.locator("#chat")).not_to_contain_text("Making a plan")
    record_metric("example_click_to_plan_s", round(time.perf_counter() - t0, 2))
    expect(page.locator("#examples")).to_be_hidden()  # the examples make way for the plan
    expect(page.locator("#approve-btn")).to_be_enabled()
    before = plan_rows(page)

    field(page, "feedback").fill(f"skip the {before[1].split()[0].lower()} step")
    page.click("#revise-btn")
    expect(page.locator("#chat")).to_contain_text("What changed:")
    shot(page, "22-revised")

    page.click("#new-thread-btn")  # start over: the examples come back, the plan and its buttons step aside
    expect(page.locator("#examples")).to_be_visible()
    expect(page.locator("#approve-btn")).to_be_hidden()
    expect(page.locator("#plan-hint")).to_be_visible()


def test_phone_first_screen_has_the_task_box_and_the_plan_follows(browser, app):
    from playwright.sync_api import expect

    page = open_page(browser, app.url, locale="ko-KR", viewport={"width": 390, "height": 844})
    try:
        box = page.locator("#task textarea").bounding_box()
        assert box and box["y"] + box["height"] < 844, box  # the task box is on the first screen
        shot(page, "23-phone-first-screen")
        page.locator("#task textarea").fill("유튜브 쇼츠 영상을 AI로 만들고 싶어")
        page.locator("#task textarea").press("Enter")  # Enter sends
        expect(page.locator("#status-line")).to_contain_text("승인 대기")
        heights = [b.bounding_box()["height"] for b in page.locator("#right-col button:visible").all()]
        assert min(heights) >= 40, heights  # buttons a thumb can hit
        shot(page, "24-phone-plan")
    finally:
        page.context.close()
