"""The app process the UI tests share (tests/test_ui_client.py, tests/test_ui_browser.py): one `python app.py` on a
loopback port with its own data directory, started once, plus the file where measured figures are written.
"""

from __future__ import annotations

import atexit
import functools
import json
import shutil
import sys
import threading
from pathlib import Path

from bench.app_process import AppProcess
from settings import scratch_dir

# The app's data directory: not the suite's (conftest) one, because two processes must not share one Chroma
# directory. Screenshots, app logs and measured figures stay there as artifacts; the rest is removed at exit.
UI_DATA = scratch_dir("planner-ui-")
SCREENSHOTS = UI_DATA / "screenshots"
METRICS = UI_DATA / "ui_metrics.json"

_metrics_lock = threading.Lock()


def _cleanup() -> None:
    for child in UI_DATA.iterdir() if UI_DATA.exists() else []:
        if child.name not in ("screenshots", "ui_metrics.json") and child.suffix != ".log":
            shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink(missing_ok=True)
    if any(UI_DATA.iterdir()):
        print(f"\nUI test artifacts (screenshots, metrics, app logs): {UI_DATA}", file=sys.stderr)
    else:
        UI_DATA.rmdir()


atexit.register(_cleanup)


def record_metric(name: str, value) -> None:
    """Write a measured figure to UI_DATA/ui_metrics.json (and print it for the test log)."""
    with _metrics_lock:
        data = json.loads(METRICS.read_text()) if METRICS.exists() else {}
        data[name] = value
        METRICS.write_text(json.dumps(data, indent=2))
    print(f"[ui metric] {name} = {value}")


# --- the app in a subprocess ---------------------------------------------------------------------------


def ui_app(data_dir: Path, **extra: str) -> AppProcess:
    """The app as these tests run it: offline brain, errors shown to the page, INFO log (for "warm-up done")."""
    return AppProcess(data_dir, PLANNER_LOG_LEVEL="INFO", PLANNER_SHOW_ERRORS="1", **extra)


@functools.cache
def _shared() -> dict:
    app = ui_app(UI_DATA).start()
    record_metric("app_http_200_s_shared_start", app.cold_start_s)
    app.wait_warm()
    atexit.register(lambda: holder["app"].stop())
    holder = {"app": app}
    return holder


def shared_app() -> AppProcess:
    """One app process (and one data directory) for the UI tests of both files."""
    return _shared()["app"]


def restart_shared_app(**extra: str) -> AppProcess:
    """Stop the shared app and start a new process on the same data directory (a server restart)."""
    holder = _shared()
    holder["app"].stop()
    holder["app"] = ui_app(UI_DATA, **extra).start()
    holder["app"].wait_warm()
    return holder["app"]


PODCAST_PDF_LINES = [
    "Field notes on recording a low budget podcast with AI tools.",
    "The zebrafinch method: record each episode twice and keep the warmer take.",
    "Noise removal and loudness matching before publishing matter more than the microphone price.",
    "Transcripts help listeners find episodes and make show notes easy to write.",
]
