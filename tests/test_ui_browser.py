"""The app in a real browser: Playwright driving Debian's Chromium against `python app.py` in a subprocess.

Screenshots go to <app data dir>/screenshots (printed at the end of the run; scripts/ci/20_chromium.sh
installs the browser and the CJK fonts that make Korean text readable in them).
"""

from __future__ import annotations

import os
import re
import time
import uuid
from pathlib import Path

import pytest

from tests.test_ui_client import (
    PODCAST_PDF_LINES,
    SCREENSHOTS,
    UI_DATA,
    make_pdf,
    record_metric,
    shared_app,
    ui_app,
)

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


@pytest.fixture(scope="module")
def app():
    return shared_app()


def open_page(browser, url: str):
    """A new browser context (its own cookies and localStorage: a separate browser) on the app."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, accept_downloads=True, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(90_000)
    page.goto(url)
    wait_for_session(page)
    return page


def wait_for_session(page) -> None:
    """Until the page's load events have given this browser session its thread and its brain label."""
    page.wait_for_function(
        "() => { const e = document.querySelector('#status-line');"
        " return e && /thread [0-9a-f]{32}/.test(e.innerText) && !e.innerText.includes('…'); }"
    )


def thread_of(page) -> str:
    """The thread id the status line shows (ids stay out of the main flow; the status line names it)."""
    return re.search(r"thread ([0-9a-f]{32})", page.locator("#status-line").inner_text()).group(1)


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
    page.click(f"#plan-table [data-testid='cell-{n - 1}-0']")
    page.wait_for_function(
        f"() => document.querySelector('#row-no input') && document.querySelector('#row-no input').value === '{n}'"
    )


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

    select_row(page, 2)  # delete the second step
    page.click("#delete-row-btn")
    expect(page.locator("#notice")).to_contain_text("Deleted step 2")
    assert wait_rows(page, len(plan) - 1) == plan[:1] + plan[2:]

    select_row(page, 1)  # add a step after the first
    field(page, "new-step").fill("Post a teaser clip on Instagram Reels")
    page.click("#add-row-btn")
    rows = wait_rows(page, len(plan))
    assert rows[1] == "Post a teaser clip on Instagram Reels"

    page.click("#up-row-btn")  # move it to the top
    expect(page.locator("#notice")).to_contain_text("Moved step 2 to 1")
    page.wait_for_function(f"() => document.querySelector(\"{CELLS}\").innerText.startsWith('Post a teaser')")

    page.dblclick("#plan-table [data-testid='cell-1-0']")  # edit a cell's text in place
    editor = page.locator("#plan-table [data-testid='cell-1-0'] textarea, #plan-table [data-testid='cell-1-0'] input")
    editor.first.fill("Pick a topic and write a short script")
    editor.first.press("Enter")
    edited = plan_rows(page)
    assert edited[:2] == ["Post a teaser clip on Instagram Reels", "Pick a topic and write a short script"]
    shot(page, "02-plan-edited")

    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("done")
    guide = page.locator("#guide")
    expect(guide).to_contain_text("Workflow guide")
    expect(guide).to_contain_text("Post a teaser clip on Instagram Reels")
    expect(page.locator("#sources")).to_contain_text("catalog:")
    assert page.locator("#sources a[href^='http']").count() >= 1  # catalog sources are links
    expect(page.locator("#progress")).to_contain_text("✅")
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

    page.click("#versions-panel")  # the edited plan is a version of its own; v1 can be restored
    expect(page.locator("#versions")).to_contain_text("v2")
    shot(page, "04-versions")


def test_korean_task(page):
    from playwright.sync_api import expect

    plan = make_plan(page, "유튜브 쇼츠 영상을 AI로 만들고 싶어", language="ko")
    assert plan and all(any("\uac00" <= ch <= "\ud7a3" for ch in step) for step in plan), plan
    expect(page.locator("#chat")).to_contain_text("계획을 만들었어요")
    shot(page, "05-plan-korean")
    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("완료")
    expect(page.locator("#sources")).to_contain_text("출처")
    expect(page.locator("#chat")).to_contain_text("완료했어요")
    shot(page, "06-guide-korean")


# --- bad input ---------------------------------------------------------------------------------------


def test_bad_input_is_refused_with_a_message(page, tmp_path):
    from playwright.sync_api import expect

    page.click("#plan-btn")  # empty task
    expect(page.locator("#notice")).to_contain_text("please enter a task")
    shot(page, "07-empty-task")

    plan = make_plan(page, "Launch a podcast on a small budget")
    select_row(page, 1)
    for left in range(len(plan) - 1, -1, -1):  # delete every row, then approve the empty plan
        page.click("#delete-row-btn")
        wait_rows(page, left)
    page.click("#approve-btn")
    expect(page.locator("#notice")).to_contain_text("the plan is empty")
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    assert wait_rows(page, len(plan)) == plan  # the stored plan is kept and shown again
    shot(page, "08-empty-plan-refused")

    page.get_by_role("tab", name="Knowledge / 자료").click()
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
    for close in page.locator(".toast-close").all():  # earlier warnings out of the way of the next message
        close.click()
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
        threads = [thread_of(p) for p in (first, second)]
        assert threads[0] != threads[1]
        assert not first.locator("#user-id").count(), "no user id is shown or typed"

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
        first.get_by_role("tab", name="Knowledge / 자료").click()
        first.set_input_files("#pdf-upload input[type=file]", str(pdf))
        expect(first.locator("#kb-notice")).to_contain_text("Added")
        expect(first.locator("#doc-table")).to_contain_text(pdf.name)
        second.get_by_role("tab", name="Knowledge / 자료").click()
        expect(second.locator("#doc-table")).to_contain_text("DeepSeek")  # built-in documents are shared
        expect(second.locator("#doc-table")).not_to_contain_text(pdf.name)
        shot(first, "11-browser-a-knowledge")
        shot(second, "12-browser-b-knowledge")

        # memories: each browser's Memory tab shows its own, and no identity is ever displayed
        for p in (first, second):
            p.get_by_role("tab", name="Memory / 기억").click()
            expect(p.locator("#memory-notice")).to_contain_text("memor")
            assert not re.search(r"\b(b|s)-[0-9a-f]{32}\b", p.locator("body").inner_text())
        shot(first, "13-browser-a-memory")
    finally:
        first.context.close()
        second.context.close()


def test_reload_reopens_the_last_plan_of_this_browser(page):
    from playwright.sync_api import expect

    plan = make_plan(page, "Start an email newsletter")
    thread = thread_of(page)

    page.reload()  # the same browser (its secret in localStorage): the plan comes back as it was
    expect(page.locator("#status-line")).to_contain_text(thread)
    expect(page.locator("#status-line")).to_contain_text("waiting for your approval")
    assert wait_rows(page, len(plan)) == plan
    shot(page, "14-resumed")
    page.click("#approve-btn")
    expect(page.locator("#status-line")).to_contain_text("done")
    expect(page.locator("#status-line")).to_contain_text(thread)


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
