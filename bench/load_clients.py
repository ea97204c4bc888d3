"""The client side of bench.load: simulated browser sessions.

Each session is one gradio_client.Client (one browser session, its own session hash): "plan" a task of its
own with (task, []), then "approve" with (plan table, history) as the page would.
"""

from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor, wait

# Task families: a task is a family's template with a topic; `marker` must appear in that family's plan,
# and the guide's title repeats the task, so each session can check it got its own plan and guide.
# All 96 combinations are planned without a clarifying question (checked against the offline brain).
FAMILIES = [
    ("podcast", "Launch a podcast about {topic} on a small budget", "episode"),
    ("shorts", "Make a YouTube Shorts video about {topic} with AI", "9:16"),
    ("ebook", "Write and self-publish an e-book about {topic}", "chapter"),
    ("shorts-ko", "유튜브 쇼츠 영상을 AI로 만들고 싶어 (주제: {topic})", "대본"),
]
TOPICS = [
    "beekeeping",
    "sourdough baking",
    "urban gardening",
    "yoga",
    "home coffee roasting",
    "bird watching",
    "vintage cameras",
    "trail running",
    "houseplants",
    "budget travel",
    "woodworking",
    "street food",
    "board games",
    "watercolor painting",
    "cycling repairs",
    "tea tasting",
    "origami",
    "aquariums",
    "rock climbing",
    "knitting",
    "astronomy",
    "vegan cooking",
    "pottery",
    "calligraphy",
]
THREAD_RE = re.compile(r"\b[0-9a-f]{32}\b")


def tasks_for(n: int) -> list[tuple[str, str, str]]:
    """n distinct (family, task, marker): every family in turn, every topic once per family."""
    out = []
    for i in range(n):
        family, template, marker = FAMILIES[i % len(FAMILIES)]
        topic = TOPICS[(i // len(FAMILIES)) % len(TOPICS)]
        if i >= len(FAMILIES) * len(TOPICS):
            topic = f"{topic} {i}"
        out.append((family, template.format(topic=topic), marker))
    return out


# --- one session ---------------------------------------------------------------------------------------


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def _table(outputs) -> dict | None:
    """The plan table among an event's outputs (a Dataframe value: {"headers", "data", ...})."""
    for value in outputs:
        if isinstance(value, dict) and "data" in value and "headers" in value:
            return value
    return None


def _chat(outputs) -> list:
    for value in outputs:
        if isinstance(value, list) and all(isinstance(m, dict) and "role" in m for m in value):
            return value
    return []


def _thread(outputs) -> str | None:
    for text in _strings(list(outputs)):
        found = THREAD_RE.search(text)
        if found:
            return found.group(0)
    return None


def _guide(outputs, task: str) -> str:
    """The guide markdown: the output that names the task in a heading."""
    for value in outputs:
        if isinstance(value, str) and task in value and "#" in value:
            return value
    return ""


STREAM_SETTLE_S = 1.0  # at most this long for a closing event stream to end before the next submit


def settle(client, limit_s: float = STREAM_SETTLE_S) -> float:
    """Wait until the client's event stream is not in the middle of closing; returns the seconds waited.

    gradio_client 2.7 reads all of a session's events from one server-sent-event stream, and the server closes
    that stream once the session's last event has completed. A job submitted in that instant is put on the
    closing stream, and when the close arrives the job fails with CancelledError although the server runs it
    (seen once in CI: a warm-up approval submitted right after its plan). An open stream with no event of
    ours left on it is such a closing stream, so wait for its end (it comes within milliseconds)."""
    lock = getattr(client, "pending_lock", None)
    if lock is None:  # another gradio_client: nothing to wait for that we know of
        return 0.0
    start = time.monotonic()
    while time.monotonic() - start < limit_s:
        with lock:
            closing = client.stream_open and not client.pending_messages_per_event
        if not closing:
            break
        time.sleep(0.002)
    return time.monotonic() - start


def connect(url: str, download_files: str | bool = False):
    """A gradio_client.Client: one browser session (its own session hash, so its own thread state).

    download_files=False (the load script): the guide export (a file output) is not fetched; it is not what
    we measure. The UI tests pass a folder to check the download."""
    from gradio_client import Client

    class SettledClient(Client):
        def submit(self, *args, **kwargs):  # predict() submits too
            settle(self)
            return super().submit(*args, **kwargs)

    # ssl_verify=False on plain http: gradio_client opens a new httpx client for every request, and with
    # verification on each one loads the CA bundle into a TLS context it never uses on http://. Turning it
    # off cut the clients' CPU per 20-session run from ~3 s to ~0.4 s, on the two cores the app needs too.
    # https keeps verification.
    return SettledClient(
        url,
        verbose=False,
        download_files=download_files,
        analytics_enabled=False,
        ssl_verify=not url.lower().startswith("http://"),
    )


def run_session(client, url: str, task: str, marker: str, user: str, deadline: float) -> dict:
    """Plan, then approve the plan as shown; the latencies are those of the two API calls. `user` only labels
    the report: the app gives each client session an identity of its own (no endpoint takes one)."""
    result = {"task": task, "user": user, "url": url, "ok": False, "error": None, "plan_s": None, "approve_s": None}
    start = time.perf_counter()
    try:
        client = client or connect(url)
        t0 = time.perf_counter()
        job = client.submit(task, [], api_name="/plan")
        planned = job.result(timeout=max(0.1, deadline - time.monotonic()))
        result["plan_s"] = time.perf_counter() - t0
        planned = planned if isinstance(planned, (list, tuple)) else [planned]
        table, history = _table(planned), _chat(planned)
        rows = [str(r[0]) for r in (table or {}).get("data") or [] if r and str(r[0]).strip()]
        result["thread"] = _thread(planned)
        result["plan"] = rows
        if not rows:
            raise AssertionError(f"no plan for {task!r}: {str(planned)[:300]}")
        t0 = time.perf_counter()
        job = client.submit(table, history, api_name="/approve")
        approved = job.result(timeout=max(0.1, deadline - time.monotonic()))
        result["approve_s"] = time.perf_counter() - t0
        approved = approved if isinstance(approved, (list, tuple)) else [approved]
        guide = _guide(approved, task)
        if not guide:
            raise AssertionError(f"no guide naming {task!r}: {str(approved)[:300]}")
        result["guide_head"] = guide[:400]
        result["approve_thread"] = _thread(approved)
        result["marker_ok"] = any(marker in s for s in rows)
        result["ok"] = True
    except Exception as exc:  # reported, never raised: one failed session must not hide the others
        result["error"] = f"{exc.__class__.__name__}: {str(exc)[:300]}"
    result["session_s"] = time.perf_counter() - start
    return result


def _try(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # reported per session
        return exc


# --- many sessions at once ------------------------------------------------------------------------------


def _connect_failed(item: dict, client: Exception) -> dict:
    return {
        "task": item["task"],
        "user": item["user"],
        "family": item["family"],
        "ok": False,
        "error": f"connect: {client!r}",
        "plan_s": None,
        "approve_s": None,
        "session_s": 0.0,
    }


def run_sessions(items: list[dict], timeout: float, on_start) -> tuple[list[dict], float, int]:
    """Connect every session's client, call `on_start()` (the caller reads its clocks there), then run all
    sessions at once, one thread each. Returns (results, client CPU seconds after the start, unfinished).

    (Spreading the sessions over four worker processes instead was measured too: 20 sessions, three runs
    each, session p95 median 4.58 s against 4.21 s with threads, so one process it is.)"""
    with ThreadPoolExecutor(max_workers=4) as pool:
        clients = list(pool.map(lambda item: _try(connect, item["url"]), items))
    on_start()
    deadline = time.monotonic() + timeout
    cpu0 = time.process_time()

    def one(item: dict, client) -> dict:
        if isinstance(client, Exception):
            return _connect_failed(item, client)
        res = run_session(client, item["url"], item["task"], item["marker"], item["user"], deadline)
        res["family"] = item["family"]
        return res

    pool = ThreadPoolExecutor(max_workers=len(items), thread_name_prefix="session")
    futures = [pool.submit(one, item, client) for item, client in zip(items, clients, strict=True)]
    wait(futures, timeout=timeout + 5)
    pool.shutdown(wait=False, cancel_futures=True)
    results = [f.result() for f in futures if f.done()]
    return results, time.process_time() - cpu0, len(futures) - len(results)
