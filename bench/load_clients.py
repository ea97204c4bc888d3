"""The client side of bench.load: simulated browser sessions, run from several worker processes.

Each session is one gradio_client.Client (one browser session, its own session hash): "plan" a task of its
own with (task, [], user_id, "auto"), then "approve" with (plan table, history) as the page would.

Twenty browsers are twenty independent programs. Twenty gradio_client sessions as threads of one Python
process share one GIL, and that process's own queueing (about 0.2 s of CPU per session) then shows up
as app latency. The sessions are therefore spread over `client_procs` worker processes (1 = all in
this process, as before): each worker connects its clients first, then every worker starts its
sessions at the same moment.
"""

from __future__ import annotations

import multiprocessing
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


def connect(url: str):
    """A gradio_client.Client: one browser session (its own session hash, so its own thread state)."""
    from gradio_client import Client

    # download_files=False: the guide export (a file output) is not fetched; it is not what we measure.
    return Client(url, verbose=False, download_files=False, analytics_enabled=False)


def run_session(client, url: str, task: str, marker: str, user: str, deadline: float) -> dict:
    """Plan, then approve the plan as shown; the latencies are those of the two API calls."""
    result = {"task": task, "user": user, "url": url, "ok": False, "error": None, "plan_s": None, "approve_s": None}
    start = time.perf_counter()
    try:
        client = client or connect(url)
        t0 = time.perf_counter()
        job = client.submit(task, [], user, "auto", api_name="/plan")
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


# --- many sessions, in worker processes ---------------------------------------------------------------


def _connect_failed(item: dict, client: Exception) -> dict:
    return {
        "task": item["task"],
        "user": item["user"],
        "ok": False,
        "error": f"connect: {client!r}",
        "plan_s": None,
        "approve_s": None,
        "session_s": 0.0,
    }


def _run_share(items: list[dict], timeout: float, connected, start) -> tuple[list[dict], float, int]:
    """Connect these sessions' clients, report `connected`, wait for `start`, run them all at once.

    Returns (results, CPU seconds this process spent running them, sessions unfinished at the deadline)."""
    with ThreadPoolExecutor(max_workers=4) as pool:
        clients = list(pool.map(lambda item: _try(connect, item["url"]), items))
    connected()
    start()
    deadline = time.monotonic() + timeout
    cpu0 = time.process_time()

    def one(item: dict, client) -> dict:
        if isinstance(client, Exception):
            res = _connect_failed(item, client)
        else:
            res = run_session(client, item["url"], item["task"], item["marker"], item["user"], deadline)
        res["family"] = item["family"]
        return res

    pool = ThreadPoolExecutor(max_workers=len(items), thread_name_prefix="session")
    futures = [pool.submit(one, item, client) for item, client in zip(items, clients, strict=True)]
    wait(futures, timeout=timeout + 5)
    pool.shutdown(wait=False, cancel_futures=True)
    results = [f.result() for f in futures if f.done()]
    return results, time.process_time() - cpu0, len(futures) - len(results)


def _worker(conn, items: list[dict], timeout: float, start_event) -> None:
    """A worker process: one share of the sessions. Sends "connected", then (results, cpu_s, unfinished)."""
    import os

    try:
        out = _run_share(items, timeout, lambda: conn.send("connected"), start_event.wait)
        conn.send(out)
    except Exception as exc:  # reported by the parent as errors of this share
        conn.send(("failed", f"{exc.__class__.__name__}: {exc}"))
    finally:
        conn.close()
        os._exit(0)  # sessions stuck past the deadline must not keep the worker alive


def run_sessions(items: list[dict], timeout: float, client_procs: int, on_start) -> tuple[list[dict], float, int]:
    """Run every session at once over `client_procs` processes; `on_start()` is called right before the
    start signal (the caller reads its clocks there). Returns (results, client CPU seconds, unfinished)."""
    procs = max(1, min(client_procs, len(items)))
    if procs == 1:
        return _run_share(items, timeout, lambda: None, on_start)
    ctx = multiprocessing.get_context("spawn")  # no fork of a process that already runs threads
    start_event = ctx.Event()
    shares = [items[p::procs] for p in range(procs)]
    pipes, workers = [], []
    for share in shares:
        parent, child = ctx.Pipe()
        worker = ctx.Process(target=_worker, args=(child, share, timeout, start_event), daemon=True)
        worker.start()
        pipes.append(parent)
        workers.append(worker)
    results: list[dict] = []
    cpu, unfinished = 0.0, 0
    live = []
    for pipe, share in zip(pipes, shares, strict=True):
        message = pipe.recv() if pipe.poll(timeout + 120) else ("failed", "worker did not connect in time")
        if message == "connected":
            live.append((pipe, share))
        else:
            results += [_connect_failed(item, RuntimeError(message[1])) | {"family": item["family"]} for item in share]
    on_start()
    start_event.set()
    for pipe, share in live:
        message = pipe.recv() if pipe.poll(timeout + 30) else ("failed", "worker gave no result")
        if message[0] == "failed":
            unfinished += len(share)
            continue
        share_results, share_cpu, share_unfinished = message
        results += share_results
        cpu += share_cpu
        unfinished += share_unfinished
    for worker in workers:
        worker.join(5)
        if worker.is_alive():
            worker.kill()
    return results, cpu, unfinished
