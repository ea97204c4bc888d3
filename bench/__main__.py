"""`python -m bench`: the performance figures named in the issues, printed as one JSON object.

- offline_e2e: warm in-process latency of plan + approve (median and p95 of N runs; goal median <= 0.5 s)
- llm_calls: LLM calls for one plan + approve against the loopback test server (goal <= 8 for 5 sub-tasks)
- cold_first_run: the first run in a fresh process, including building the knowledge base when empty
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from settings import scratch_dir

TASKS = [
    "Make a YouTube Shorts video with AI",
    "유튜브 쇼츠 영상을 AI로 만들고 싶어",
    "Launch a podcast on a small budget",
    "Write and self-publish an e-book",
    "온라인 쇼핑몰을 열고 싶어",
]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def offline_e2e(runs: int) -> dict:
    from graph.session import PlannerSession

    session = PlannerSession(brain="offline")
    t0 = time.perf_counter()
    first = session.start(TASKS[0], user_id="bench")
    session.approve(first["thread_id"])
    cold = time.perf_counter() - t0
    times = []
    for i in range(runs):
        task = TASKS[i % len(TASKS)]
        start = time.perf_counter()
        plan = session.start(task, user_id="bench")
        session.approve(plan["thread_id"])
        times.append(time.perf_counter() - start)
    return {
        "runs": runs,
        "first_run_s": round(cold, 3),
        "median_s": round(statistics.median(times), 3),
        "p95_s": round(_pct(times, 0.95), 3),
        "goal_median_s": 0.5,
    }


def llm_calls() -> dict:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from tests.fake_openai import FakeOpenAI

    with FakeOpenAI() as server:
        os.environ.update(OPENAI_API_KEY="bench", OPENAI_BASE_URL=server.base_url, OPENAI_MODEL="fake-model")
        from graph.session import PlannerSession

        session = PlannerSession(brain="llm")
        plan = session.start(TASKS[0], user_id="bench-llm")
        planning_calls = len(server.requests)
        done = session.approve(plan["thread_id"])
        os.environ.pop("OPENAI_API_KEY")
        return {
            "sub_tasks": len(plan["sub_tasks"]),
            "calls_total": len(server.requests),
            "calls_planning": planning_calls,
            "status": done["status"],
            "fell_back": "LLM_FALLBACK" in done["failure_tags"],
            "goal": 8,
        }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    os.environ.setdefault("PLANNER_DATA_DIR", str(scratch_dir("planner-bench-")))
    os.environ.pop("OPENAI_API_KEY", None)
    print(json.dumps({"offline_e2e": offline_e2e(args.runs), "llm_calls": llm_calls()}, ensure_ascii=False))


if __name__ == "__main__":
    main()
