"""The page as a person meets it: timings, the controls before a plan, and screenshots.

    .venv/bin/python -m bench.page [--shots docs/screens]

Starts the app on a fresh data directory (cold: the background warm-up still running when the first page
opens) and prints JSON: seconds from spawn to a usable task box, from an example click to a shown plan (the
first one cold, then warm, median of 3), from a warm page open to a usable task box (median of 3), and the count
of visible enabled controls before a plan exists. With --shots, Chromium screenshots (desktop 1366x900 and
phone 390x844, Korean and English) of the first screen, the plan, the guide and the Memory tab.
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import time
from pathlib import Path

from bench.app_process import AppProcess
from settings import scratch_dir

USABLE = (
    "() => { const s = document.querySelector('#status-line'); const t = document.querySelector('#task textarea');"
    " return s && /🧠 \\S/.test(s.innerText) && !s.innerText.includes('…') && t && !t.disabled; }"
)
CONTROLS = (
    "() => [...document.querySelectorAll('button, textarea, input, select')]"
    ".filter(e => e.offsetParent !== null && !e.disabled && e.type !== 'hidden').length"
)


def _plan(page, example: int = 0) -> float:
    t0 = time.perf_counter()
    page.click(f"#example-{example}")
    page.wait_for_function(
        "() => /승인 대기|waiting for your approval|추가 정보|one more detail/"
        ".test(document.querySelector('#status-line')?.innerText || '')",
        timeout=300_000,
    )
    return time.perf_counter() - t0


def main(shots: str | None = None) -> dict:
    from playwright.sync_api import sync_playwright

    root = scratch_dir("bench-page-")
    app = AppProcess(root / "app")
    report: dict = {}
    try:
        app.start()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_context(viewport={"width": 1366, "height": 900}, locale="en-US").new_page()
            page.goto(app.url)
            page.wait_for_function(USABLE, timeout=300_000)
            report["cold_spawn_to_usable_task_box_s"] = round(time.perf_counter() - app.t0, 2)
            report["visible_enabled_controls_before_a_plan"] = page.evaluate(CONTROLS)
            report["cold_example_click_to_plan_s"] = round(_plan(page), 2)
            app.wait_warm()
            opens, plans = [], []
            for i in range(3):
                context = browser.new_context(viewport={"width": 1366, "height": 900}, locale="en-US")
                warm = context.new_page()
                t0 = time.perf_counter()
                warm.goto(app.url)
                warm.wait_for_function(USABLE)
                opens.append(time.perf_counter() - t0)
                plans.append(_plan(warm, 1 + i))
                context.close()
            report["warm_page_open_to_usable_task_box_s_median"] = round(statistics.median(opens), 2)
            report["warm_example_click_to_plan_s_median"] = round(statistics.median(plans), 2)
            if shots:
                _screenshots(browser, app.url, Path(shots))
            browser.close()
    finally:
        app.stop()
        shutil.rmtree(root, ignore_errors=True)
    return report


def _screenshots(browser, url: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, viewport, locale in (
        ("desktop-ko", {"width": 1366, "height": 900}, "ko-KR"),
        ("desktop-en", {"width": 1366, "height": 900}, "en-US"),
        ("phone-ko", {"width": 390, "height": 844}, "ko-KR"),
        ("phone-en", {"width": 390, "height": 844}, "en-US"),
    ):
        context = browser.new_context(viewport=viewport, locale=locale)
        page = context.new_page()
        page.set_default_timeout(300_000)
        page.goto(url)
        page.wait_for_function(USABLE)
        page.wait_for_timeout(800)
        page.screenshot(path=str(out / f"{name}-1-first-screen.png"))
        _plan(page, 0 if name.endswith("ko") else 2)
        page.wait_for_timeout(800)
        page.screenshot(path=str(out / f"{name}-2-plan.png"))
        page.click("#approve-btn")
        page.wait_for_function("() => /완료|done/.test(document.querySelector('#status-line')?.innerText || '')")
        page.wait_for_timeout(1500)
        page.screenshot(path=str(out / f"{name}-3-guide.png"))
        if name.startswith("desktop"):  # on a phone the other tabs sit in Gradio's overflow menu
            page.get_by_role("tab").nth(1).click()
            page.wait_for_timeout(1500)
            page.screenshot(path=str(out / f"{name}-4-memory.png"))
        context.close()


if __name__ == "__main__":
    shots_dir = sys.argv[sys.argv.index("--shots") + 1] if "--shots" in sys.argv else None
    print(json.dumps(main(shots_dir), indent=1))
