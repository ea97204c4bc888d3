"""Crash safety: SIGKILL the planner at each node of a run, restart it, resume the thread.

Runs go through `python -m graph.cli` subprocesses on the suite's data directory (SQLite checkpoints,
embedded Chroma). `PLANNER_CRASH_AT=<node>` (graph/faults.py) kills the process on entering that node,
the way a killed container or an OOM kill would: no cleanup, no flush. The resumed run must finish with
the plan and the person's edits intact, one recommendation per sub-task and no memory written twice,
and must match a run of the same task and edit that never crashed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from graph import faults
from tests.helpers import REPO_ROOT, cli, edited

TASK = "I prefer free tools. Launch a podcast on a small budget"


def memory_rows(user: str, root: str | None = None) -> list[tuple[str, str, str]]:
    from memory_store.store import MemoryStore, get_memory_store

    store = MemoryStore(Path(root)) if root else get_memory_store()
    return sorted((m.kind, m.key, m.text) for m in store.list(user))


def graph_next(session, thread: str) -> tuple:
    return tuple(session.graph.get_state({"configurable": {"thread_id": thread}}).next)


def assert_one_recommendation_per_sub_task(result: dict, plan: list[str]) -> None:
    assert result["sub_tasks"] == plan
    assert [r["sub_task"] for r in result["recommendations"]] == plan, "each sub-task once, in plan order"


def assert_finished_like_reference(result: dict, plan: list[str], reference: dict) -> None:
    assert result["status"] == "done", result
    assert result["errors"] == [], result["errors"]
    assert_one_recommendation_per_sub_task(result, plan)
    assert [r["tool"] for r in result["recommendations"]] == [r["tool"] for r in reference["recommendations"]]
    assert all(s in result["guide"] for s in plan)


def test_fault_hook_is_inert_without_the_variable(monkeypatch):
    from graph.builder import build_graph
    from graph.nodes.guide import guide_generation_node

    monkeypatch.delenv(faults.ENV, raising=False)
    assert faults.wrap("guide_generation_node", guide_generation_node) is guide_generation_node
    assert set(build_graph().nodes) >= {
        "llm_router",
        "planning_node",
        "recommend_tool_node",
        "guide_generation_node",
        "reflection_node",
    }
    monkeypatch.setenv(faults.ENV, "tool_executor@2, guide_generation_node")
    assert faults.crash_points() == {"tool_executor": 2, "guide_generation_node": 1}
    wrapped = faults.wrap("guide_generation_node", guide_generation_node)
    assert wrapped is not guide_generation_node and wrapped.__wrapped__ is guide_generation_node


@pytest.fixture(scope="module")
def reference(session):
    """The same task and edit, never crashed (in this process, on the same brain and data)."""
    user = f"ref-{uuid.uuid4().hex[:10]}"
    plan = session.start(TASK, user_id=user)
    assert plan["status"] == "awaiting_approval", plan
    done = session.approve(plan["thread_id"], edited(plan["sub_tasks"]))
    assert done["status"] == "done", done
    memories = memory_rows(user)
    assert memories, "the reference run should remember something (free tools, the removed step)"
    return {"plan": plan["sub_tasks"], "result": done, "memories": memories}


# Where the approve process dies: on entering the first node after the approval (the plan and the edit
# are stored, nothing recommended yet), the ReAct tool executor, the recommender reading the tool results
# (second round of the loop), the guide, and reflection (the memory writes).
APPROVE_KILL_POINTS = ["recommend", "tool_executor", "recommend@2", "guide_generation_node", "reflection_node"]


@pytest.mark.parametrize("crash_at", APPROVE_KILL_POINTS)
def test_killed_during_the_approved_run_resumes_without_duplicates(session, reference, user, tmp_path, crash_at):
    plan = session.start(TASK, user_id=user)
    assert plan["sub_tasks"] == reference["plan"]
    thread = plan["thread_id"]
    edit = edited(plan["sub_tasks"])
    edit_file = tmp_path / "edit.json"
    edit_file.write_text(json.dumps(edit), encoding="utf-8")

    code, payload, stderr = cli(
        "approve", "--user", user, "--thread", thread, "--edit-file", str(edit_file), "--json", crash_at=crash_at
    )
    assert code == -signal.SIGKILL, f"expected a SIGKILL at {crash_at}, got exit {code}: {stderr[-2000:]}"
    assert payload is None

    stopped = session.status(thread)
    assert stopped["sub_tasks"] == edit, "the edit was stored before the crash and survives it"
    assert memory_rows(user) == []
    if crash_at == "reflection_node":
        # Every finished step was checkpointed before the next began (durability "sync"): the guide is
        # stored and will not be written again; only the memories are pending. PlannerSession reports
        # that state as "done" (the same state as a reflection still running in the background).
        assert stopped["status"] == "done" and stopped["guide"] and stopped["memory_pending"], stopped
        assert graph_next(session, thread) == ("reflection_node",)
    else:
        assert stopped["status"] == "interrupted", stopped

    # resumed by another process (this one) from what the killed one checkpointed; a new CLI process resuming is
    # test_killed_while_planning_resumes_to_the_same_plan's (one process start less per kill point here)
    resumed = session.approve(thread)
    assert_finished_like_reference(resumed, edit, reference["result"])
    keys = ("sub_task", "tool", "category", "url", "reason", "sources")
    assert [{k: r[k] for k in keys} for r in resumed["recommendations"]] == [
        {k: r[k] for k in keys} for r in reference["result"]["recommendations"]
    ]
    finished = session.status(thread)
    assert_finished_like_reference(finished, edit, reference["result"])
    assert "memory_pending" not in finished
    assert memory_rows(user) == reference["memories"], "memories written once, as by the run that never crashed"

    # Approving a finished thread again changes nothing.
    again = session.approve(thread)
    assert again["status"] == "error" and "not waiting" in again["errors"][0]
    assert memory_rows(user) == reference["memories"]


@pytest.mark.parametrize("crash_at", ["tool_executor", "reflection_node"])
def test_async_durability_killed_run_resumes_without_duplicates(session, reference, user, tmp_path, crash_at):
    """PLANNER_DURABILITY=async saves a step while the next one runs: a kill may lose the last step or two
    (they run again on resume), never the approved edit, and nothing is written twice."""
    plan = session.start(TASK, user_id=user)
    thread = plan["thread_id"]
    edit = edited(plan["sub_tasks"])
    edit_file = tmp_path / "edit.json"
    edit_file.write_text(json.dumps(edit), encoding="utf-8")
    env = {"PLANNER_DURABILITY": "async"}

    code, _, stderr = cli(
        "approve",
        "--user",
        user,
        "--thread",
        thread,
        "--edit-file",
        str(edit_file),
        "--json",
        env=env,
        crash_at=crash_at,
    )
    assert code == -signal.SIGKILL, f"expected a SIGKILL at {crash_at}, got exit {code}: {stderr[-2000:]}"
    stopped = session.status(thread)
    assert stopped["sub_tasks"] == edit, "the edit is saved before the run starts, whatever the durability"
    assert stopped["status"] in ("interrupted", "awaiting_approval", "done"), stopped

    resumed = session.approve(thread)  # by another process, from what the killed one saved
    assert_finished_like_reference(resumed, edit, reference["result"])
    assert memory_rows(user) == reference["memories"], "memories written once, as by the run that never crashed"


def test_durability_setting_is_checked():
    from graph.checkpoints import CheckpointConfigError, run_durability
    from graph.session import PlannerSession

    assert run_durability(None) in ("sync", "async") and run_durability(" Async ") == "async"
    with pytest.raises(CheckpointConfigError, match="PLANNER_DURABILITY must be one of sync, async"):
        PlannerSession(durability="exit")


def test_killed_while_planning_resumes_to_the_same_plan(session, reference, user):
    code, payload, stderr = cli(
        "plan", TASK, "--user", user, "--thread", f"crash-{user}", "--json", crash_at="planning_node"
    )
    assert code == -signal.SIGKILL, stderr[-2000:]
    thread = f"crash-{user}"
    assert session.status(thread)["status"] == "interrupted"

    code, resumed, stderr = cli("approve", "--user", user, "--thread", thread, "--json")  # continues the stopped run
    assert code == 0, stderr[-2000:]
    assert resumed["status"] == "awaiting_approval", resumed
    assert resumed["sub_tasks"] == reference["plan"]
    assert resumed["recommendations"] == []

    done = session.approve(thread)  # the approval, in another process than the one that resumed the plan
    assert done["status"] == "done"
    assert_one_recommendation_per_sub_task(done, reference["plan"])


@pytest.mark.parametrize("crash_at", ["guide_generation_node", "reflection_node"])
def test_resume_in_the_ui_finishes_a_run_killed_after_approval(session, reference, user, tmp_path, crash_at):
    """The page's Resume button (ui.handlers.on_resume, the same code the app runs) continues a run whose
    process died after approval: the guide is written (or kept) and the memories are saved once."""
    from ui import handlers, render

    user = "s-" + uuid.uuid4().hex  # an identity the page would give a session: the page reopens only its own
    plan = session.start(TASK, user_id=user)
    thread, edit = plan["thread_id"], edited(plan["sub_tasks"])
    edit_file = tmp_path / "edit.json"
    edit_file.write_text(json.dumps(edit), encoding="utf-8")
    code, _, stderr = cli(
        "approve", "--user", user, "--thread", thread, "--edit-file", str(edit_file), "--json", crash_at=crash_at
    )
    assert code == -signal.SIGKILL, stderr[-2000:]
    before = session.status(thread)
    assert before["status"] == ("done" if crash_at == "reflection_node" else "interrupted"), before

    shown = handlers.on_resume(thread, [], user, "en", None)
    stranger = handlers.on_resume(thread, [], "s-" + uuid.uuid4().hex, "en", None)
    assert stranger["notice"] == "⚠️ No plan of yours has that id." and "plan" not in stranger
    assert shown["thread_box"] == thread and "done" in shown["status"], shown["status"]
    assert "saving memories" not in shown["status"], shown["status"]
    after = session.status(thread)
    assert after["status"] == "done" and "memory_pending" not in after
    assert_finished_like_reference(after, edit, reference["result"])
    assert shown["guide"] == render.guide_markdown(after)  # the guide as stored, sanitized for the page
    assert memory_rows(user) == reference["memories"]


def test_reflection_replayed_after_its_writes_does_not_duplicate_memories(session, reference, user):
    """The worst case of a crash in reflection: the memories were written, its checkpoint was not. Replaying
    reflection_node from the checkpoint before it must update, not add."""
    plan = session.start(TASK, user_id=user)
    done = session.approve(plan["thread_id"], edited(plan["sub_tasks"]))
    assert done["status"] == "done"
    before = memory_rows(user)
    assert before == reference["memories"]
    history = session.graph.get_state_history({"configurable": {"thread_id": plan["thread_id"]}})
    pre_reflection = next(s for s in history if s.next == ("reflection_node",))
    config = {"configurable": {**pre_reflection.config["configurable"], "user_id": user}}
    session.graph.invoke(None, config)
    assert memory_rows(user) == before
    replayed = session.status(plan["thread_id"])
    assert {op["op"] for op in replayed["memory_ops"]} <= {"NONE", "UPDATE"}, replayed["memory_ops"]


def test_sigkill_is_really_sent(tmp_path):
    """The hook itself: a process that enters a crash point dies by SIGKILL (no exit handlers run)."""
    marker = tmp_path / "atexit-ran"
    code = (
        "import atexit, pathlib; from graph import faults; "
        f"atexit.register(pathlib.Path({str(marker)!r}).write_text, 'x'); "
        "faults.enter('planning_node'); print('survived')"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        env={**os.environ, faults.ENV: "planning_node"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == -signal.SIGKILL
    assert "survived" not in proc.stdout and not marker.exists()


def test_ten_concurrent_sessions_through_the_app(data_dir, kb):
    """bench.load, small: one app on this suite's data (SQLite, embedded Chroma), ten sessions at once, each
    planning its own task and approving it; every one succeeds and sees only its own plan and guide."""
    from bench import load

    report = load.run(sessions=10, timeout=150, data_dir=str(data_dir))
    assert report["backend"] == {"checkpoints": "sqlite", "chroma": "embedded"}
    assert report["errors"] == [] and report["success"] == 10, report
    assert report["cross_talk"] == [] and report["stored_state_checked"], report
