"""Concurrent sessions against the running app, through its public API (gradio_client).

    python -m bench.load --sessions 20 --timeout 120            # launch one app on a free loopback port
    python -m bench.load --sessions 50 --replicas 2              # two apps; needs the shared services below
    python -m bench.load --sessions 20 --url http://127.0.0.1:7860 --url http://127.0.0.1:7861

Each session is one gradio_client.Client (one browser session): "plan" a task of its own with
(task, [], user_id, "auto"), then "approve" with (plan table, history) as the page would. All sessions
start at once; the run is bounded by --timeout (what has not finished by then counts as an error).

The app runs with the environment of this command, minus OPENAI_* (offline brain) unless --llm: set
PLANNER_CHECKPOINT_URL (Postgres) and CHROMA_HOST / CHROMA_PORT (Chroma server) to load the shared-services
setup. Launched apps get their own temporary PLANNER_DATA_DIR (one per replica) unless --data-dir is given.

Prints one JSON object: success count, error count and the first errors, latency (p50 / p95 / max, seconds)
of "plan", of "approve" and of a whole session, cross-talk (a session shown another session's plan or
guide), and the start-up time of the apps.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
import uuid
from pathlib import Path

from bench.app_process import AppProcess
from bench.load_clients import FAMILIES, run_session, run_sessions, tasks_for
from settings import scratch_dir

REPO_ROOT = Path(__file__).resolve().parent.parent


def percentiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "p50": None, "p95": None, "max": None}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))], 3)

    return {"n": len(ordered), "p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 3)}


def cross_talk(results: list[dict]) -> list[str]:
    """Sessions that were shown something that is not theirs."""
    problems = []
    ok = [r for r in results if r["ok"]]
    threads = [r.get("thread") for r in ok if r.get("thread")]
    if len(set(threads)) != len(threads):
        problems.append("two sessions share a thread id")
    for r in ok:
        others = [o["task"] for o in ok if o is not r and o["task"] not in r["task"]]
        if not r.get("marker_ok"):
            problems.append(f"{r['task']!r}: the plan is not a plan for this task: {r['plan']}")
        if r.get("approve_thread") and r.get("thread") and r["approve_thread"] != r["thread"]:
            problems.append(f"{r['task']!r}: approved thread {r['approve_thread']} but planned {r['thread']}")
        leaked = [t for t in others if t in r.get("guide_head", "")]
        if leaked:
            problems.append(f"{r['task']!r}: its guide names another task: {leaked[0]!r}")
    return problems


def verify_stored(results: list[dict], data_dir: str | None) -> list[str]:
    """Each session's thread as the checkpointer stored it: an identity of that session alone (the app makes
    one per client session: no two sessions may share it), its task, the plan it was shown, one
    recommendation per step. Postgres when PLANNER_CHECKPOINT_URL is set, else the SQLite file
    in `data_dir`."""
    from graph.builder import build_graph
    from graph.checkpoints import open_checkpointer

    graph = build_graph(open_checkpointer(None if data_dir else os.environ.get("PLANNER_CHECKPOINT_URL"), data_dir))
    problems = []
    owners: dict[str, str] = {}
    for r in results:
        if not r["ok"]:
            continue
        if not r.get("thread"):
            problems.append(f"{r['task']!r}: no thread id shown")
            continue
        values = graph.get_state({"configurable": {"thread_id": r["thread"]}}).values
        recs = [x.get("sub_task") for x in values.get("tool_recommendations") or []]
        owner = str(values.get("user_id") or "")
        shared = owners.setdefault(owner, r["task"]) != r["task"]
        if shared or not owner.startswith("s-") or r["task"] not in (values.get("task") or ""):
            problems.append(
                f"{r['task']!r}: thread {r['thread']} belongs to {values.get('user_id')!r}: {values.get('task')!r}"
            )
        elif values.get("sub_tasks") != r["plan"] or recs != r["plan"]:
            problems.append(f"{r['task']!r}: stored plan/recommendations differ from the plan shown")
    return problems


# --- the run ------------------------------------------------------------------------------------------


def backend(env: dict) -> dict:
    return {
        "checkpoints": "postgres" if (env.get("PLANNER_CHECKPOINT_URL") or "").strip() else "sqlite",
        "chroma": "server" if (env.get("CHROMA_HOST") or "").strip() else "embedded",
    }


def run(
    sessions: int,
    timeout: float,
    urls: list[str] | None = None,
    replicas: int = 1,
    data_dir: str | None = None,
    keep_llm: bool = False,
    startup_timeout: float = 240,
) -> dict:
    env = dict(os.environ)
    if not keep_llm:
        for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
            env.pop(name, None)
    shared = backend(env)
    if not urls and replicas > 1 and shared != {"checkpoints": "postgres", "chroma": "server"}:
        raise SystemExit("--replicas > 1 needs shared services: set PLANNER_CHECKPOINT_URL and CHROMA_HOST")
    apps: list[AppProcess] = []
    own_dir = None
    report: dict = {"sessions": sessions, "timeout_s": timeout, "backend": shared}
    try:
        startup = 0.0
        if not urls:
            root = Path(data_dir) if data_dir else (own_dir := scratch_dir("planner-load-"))
            t0 = time.perf_counter()
            # One data directory per replica: with shared services nothing may depend on the local disk.
            apps = [AppProcess(root / f"replica-{i}" if replicas > 1 else root, env) for i in range(replicas)]
            for app in apps:
                app.start(startup_timeout)
            urls = [app.url for app in apps]
            startup = time.perf_counter() - t0
        # Warm-up, not counted: one session of each task family per app, one after the other. It loads the
        # graph, the knowledge base and the embedder, and the Korean one waits for what a first Korean query
        # builds (Kiwi, the cross-lingual word vectors): the timed sessions meet a server that has been up.
        t0 = time.perf_counter()
        warm = [
            run_session(
                None,
                u,
                template.format(topic="warm-up"),
                marker,
                f"warm-{uuid.uuid4().hex[:8]}",
                time.monotonic() + startup_timeout,
            )
            for u in urls
            for _, template, marker in FAMILIES
        ]
        bad = [w for w in warm if not w["ok"]]
        if bad:
            raise RuntimeError(f"warm-up failed: {bad[0]['error']}" + (f"; log: {apps[0].log_tail()}" if apps else ""))
        report.update(replicas=len(urls), startup_s=round(startup, 2), warmup_s=round(time.perf_counter() - t0, 2))

        run_tag = uuid.uuid4().hex[:6]
        items = [
            {
                "url": urls[i % len(urls)],
                "family": family,
                "task": task,
                "marker": marker,
                "user": f"load-{run_tag}-{i}",
            }
            for i, (family, task, marker) in enumerate(tasks_for(sessions))
        ]
        # Every session's page is loaded first (a Client fetches the app's config, ~0.2 s of CPU here),
        # then all sessions press Plan at once: the figures are those of the two API calls under load.
        clocks: dict = {"connect0": time.perf_counter()}

        def on_start() -> None:
            clocks["t0"] = time.perf_counter()
            clocks["app_cpu0"] = sum(a.cpu_s() for a in apps)

        done, client_cpu, unfinished = run_sessions(items, timeout, on_start)
        t0 = clocks["t0"]
        report["connect_s"] = round(t0 - clocks["connect0"], 2)
        report["unfinished"] = unfinished
        wall = time.perf_counter() - t0
        cpu = {
            "apps": round(sum(a.cpu_s() for a in apps) - clocks["app_cpu0"], 2) if apps else None,
            "clients": round(client_cpu, 2),
            "cores": os.cpu_count(),
            "loadavg_1m": round(os.getloadavg()[0], 2),
        }
        errors = [f"{r['task']}: {r['error']}" for r in done if not r["ok"]]
        errors += ["session did not finish before --timeout"] * (sessions - len(done))
        talk = cross_talk(done)
        store_dir = None if shared["checkpoints"] == "postgres" else (data_dir or own_dir)
        if shared["checkpoints"] == "postgres" or store_dir:
            talk += verify_stored(done, store_dir)
            report["stored_state_checked"] = True
        else:
            report["stored_state_checked"] = False  # --url on SQLite without --data-dir: nothing to open
        report.update(
            success=sum(1 for r in done if r["ok"]),
            error_count=len(errors),
            errors=errors[:10],
            cross_talk=talk[:10],
            cross_talk_count=len(talk),
            wall_s=round(wall, 2),
            cpu_s=cpu,
            latency_s={
                "plan": percentiles([r["plan_s"] for r in done if r["plan_s"] is not None]),
                "approve": percentiles([r["approve_s"] for r in done if r["approve_s"] is not None]),
                "session": percentiles([r["session_s"] for r in done if r["ok"]]),
            },
        )
        return report
    finally:
        for app in apps:
            app.stop()
        if own_dir:
            shutil.rmtree(own_dir, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=120, help="seconds for all sessions together")
    parser.add_argument("--url", action="append", help="use running app(s) instead of launching; repeatable")
    parser.add_argument("--replicas", type=int, default=1, help="apps to launch (>1 needs shared services)")
    parser.add_argument("--data-dir", default=None, help="PLANNER_DATA_DIR for launched apps (default: temp)")
    parser.add_argument("--llm", action="store_true", help="keep OPENAI_* for the app (default: offline brain)")
    args = parser.parse_args(argv)
    if args.sessions < 1 or args.replicas < 1:
        parser.error("--sessions and --replicas must be at least 1")
    try:
        report = run(
            args.sessions,
            args.timeout,
            args.url,
            args.replicas,
            args.data_dir,
            args.llm,
        )
    except Exception as exc:  # the apps did not come up or the warm-up failed: still one JSON object
        print(
            json.dumps(
                {
                    "sessions": args.sessions,
                    "success": 0,
                    "error_count": args.sessions,
                    "errors": [f"{exc.__class__.__name__}: {exc}"[:2000]],
                },
                ensure_ascii=False,
            )
        )
        return 2
    print(json.dumps(report, ensure_ascii=False), flush=True)
    code = 0 if report["error_count"] == 0 and report["cross_talk_count"] == 0 else 1
    if report.get("unfinished"):  # sessions stuck past --timeout: do not wait for their threads
        sys.stderr.flush()
        os._exit(code)
    return code


if __name__ == "__main__":
    sys.exit(main())
