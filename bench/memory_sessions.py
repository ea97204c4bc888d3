"""`python -m bench.memory_sessions`: five scripted sessions of one user; prints the memories written and
the recommendations that changed between a baseline run (no memories) and a run after the memories."""

from __future__ import annotations

import json
import os
import uuid

from settings import scratch_dir

SCRIPT = [
    ("I only want free tools. Make a YouTube Shorts video with AI", None),
    ("유튜브 쇼츠 영상을 만들고 싶어요. 한국어 지원되는 도구로요", None),
    ("Record a podcast and clean up the audio, but don't use iZotope RX", None),
    ("Launch an online store. My budget is $30 per month", None),
    ("Make a YouTube Shorts video with AI", "skip the thumbnail step"),
]
PROBE = "Make a YouTube Shorts video with AI"


def main() -> None:
    os.environ.setdefault("PLANNER_DATA_DIR", str(scratch_dir("planner-memdemo-")))
    os.environ.pop("OPENAI_API_KEY", None)
    from graph.session import PlannerSession
    from memory_store.store import get_memory_store

    session = PlannerSession(brain="offline")
    user = "demo-" + uuid.uuid4().hex[:6]

    def tools_for(task: str, who: str) -> list[str]:
        plan = session.start(task, user_id=who)
        done = session.approve(plan["thread_id"])
        return [f"{r['sub_task']} -> {r['tool']}" for r in done["recommendations"]]

    baseline = tools_for(PROBE, user + "-baseline")
    sessions = []
    for task, feedback in SCRIPT:
        plan = session.start(task, user_id=user)
        if feedback:
            plan = session.revise(plan["thread_id"], feedback)
        done = session.approve(plan["thread_id"])
        sessions.append({"task": task, "feedback": feedback, "memory_ops": done["memory_ops"]})
    after = tools_for(PROBE, user)
    memories = [
        {"kind": m.kind, "key": m.key, "text": m.text, "language": m.language} for m in get_memory_store().list(user)
    ]
    changed = [{"before": b, "after": a} for b, a in zip(baseline, after, strict=False) if b != a]
    print(
        json.dumps(
            {"sessions": sessions, "memories": memories, "probe": PROBE, "changed": changed},
            ensure_ascii=False,
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
