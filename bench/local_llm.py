"""`python -m bench.local_llm [--json]`: six fixed requests against the configured OpenAI-compatible endpoint.

Point it at a server with the usual variables, e.g. llama.cpp's:
    OPENAI_API_KEY=none OPENAI_BASE_URL=http://127.0.0.1:8089/v1 OPENAI_MODEL=qwen2.5-coder-1.5b-instruct \\
        python -m bench.local_llm
Per request it prints the wall time of plan + approve, the LLM calls and tokens, which brain decided each part
(plan, each step's tool, the guide summary), steps left without a tool, whether the answer is in the request's
language, and how many model answers were dropped for naming tools or links outside the plan.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import uuid

from langchain_core.callbacks import BaseCallbackHandler

REQUESTS = [
    ("ko", "회사 주간 회의록을 AI로 정리해서 노션에 올리고 싶어요"),
    ("ko", "동네 빵집 인스타그램 홍보를 무료 도구로만 해보고 싶어요"),
    ("ko", "Midjourney랑 DALL-E 차이가 뭐야?"),
    ("en", "Launch a weekly podcast about gardening on a small budget"),
    ("en", "I teach 8th grade science and want auto-graded weekly quizzes from my slides"),
    ("en", "Turn my monthly sales spreadsheet into a short report with charts"),
]


class Usage(BaseCallbackHandler):
    """Counts chat-model calls and their tokens, for every call made inside the graph run."""

    def __init__(self) -> None:
        self.calls = self.prompt_tokens = self.completion_tokens = 0

    def on_chat_model_start(self, *args, **kwargs) -> None:
        self.calls += 1

    def on_llm_end(self, response, **kwargs) -> None:
        for generations in response.generations:
            for gen in generations:
                usage = getattr(getattr(gen, "message", None), "usage_metadata", None) or {}
                self.prompt_tokens += int(usage.get("input_tokens") or 0)
                self.completion_tokens += int(usage.get("output_tokens") or 0)


def language_ok(guide: str, language: str) -> bool:
    from graph.plan_scoring import latin_share
    from knowledge.catalog import load_catalog

    if language == "ko":
        return latin_share(guide, [e["name"] for e in load_catalog()]) < 0.05
    return not any("\uac00" <= ch <= "\ud7a3" for ch in guide)


def run(language: str, task: str) -> dict:
    from graph.session import PlannerSession

    session = PlannerSession(brain="llm")
    usage = Usage()
    original = session._config

    def with_usage(thread_id: str, user_id: str) -> dict:
        config = original(thread_id, user_id)
        config["callbacks"] = [usage]
        return config

    session._config = with_usage  # the run's callbacks reach every model call made inside its nodes
    started = time.perf_counter()
    result = session.start(task, user_id=f"bench-{uuid.uuid4().hex[:8]}", language=language)
    if result["status"] == "awaiting_approval":
        result = session.approve(result["thread_id"])
    seconds = time.perf_counter() - started
    notices = result.get("notices") or []
    recs = result.get("recommendations") or []
    return {
        "request": task,
        "status": result["status"],
        "seconds": round(seconds, 1),
        "llm_calls": usage.calls,
        "prompt_tokens": usage.prompt_tokens,
        "completion_tokens": usage.completion_tokens,
        "plan_by": "offline" if any(("계획" in n or "plan" in n) for n in notices) else "llm",
        "steps_by": {b: sum(1 for r in recs if r.get("decided_by") == b) for b in ("llm", "offline")},
        "summary_by": "offline" if any(("요약" in n or "summary" in n) for n in notices) else "llm",
        "steps": len(recs),
        "steps_without_tool": sum(1 for r in recs if not r.get("tool")),
        "language_ok": language_ok(result.get("guide") or "", language),
        "dropped_for_invented_names": sum(1 for n in notices if "named" in n or "이름" in n),
        "notices": notices,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.local_llm", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--only", type=int, default=None, help="run only request N (1-6)")
    args = parser.parse_args(argv)
    from settings import llm_settings

    if not llm_settings().enabled:
        print("set OPENAI_API_KEY (any value for a local server) and OPENAI_BASE_URL first", file=sys.stderr)
        return 2
    rows = []
    for n, (language, task) in enumerate(REQUESTS, 1):
        if args.only and n != args.only:
            continue
        row = run(language, task)
        rows.append(row)
        if not args.json:
            print(json.dumps(row, ensure_ascii=False), flush=True)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
