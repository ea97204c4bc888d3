"""Long-term memory through the graph: reflection writes, later runs read and apply, users stay apart."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from graph.session import PlannerSession
from knowledge.catalog import catalog_by_id
from memory_store.store import get_memory_store

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def session():
    return PlannerSession(brain="offline")


def _user() -> str:
    return "mem-" + uuid.uuid4().hex[:8]


def _run(session, user, task, **kwargs):
    plan = session.start(task, user_id=user)
    assert plan["status"] == "awaiting_approval", plan
    return session.approve(plan["thread_id"], **kwargs)


def _keys(user):
    return {m.key: m for m in get_memory_store().list(user)}


def _cli_run(task: str, user: str) -> subprocess.CompletedProcess:
    """One `graph.cli run --auto-approve` in a process of its own (so memory must survive the restart)."""
    command = [sys.executable, "-m", "graph.cli", "run", task, "--auto-approve", "--json", "--user", user]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_preference_survives_a_process_restart_and_changes_the_next_plan():
    user = _user()
    first = _cli_run("무료 도구만 쓰고 싶어요. 유튜브 쇼츠 영상 만들기", user)
    assert first.returncode == 0, first.stderr[-2000:]
    assert json.loads(first.stdout)["memories_written"] >= 1
    second = _cli_run("Launch a podcast about Korean food", user)
    assert second.returncode == 0, second.stderr[-2000:]
    result = json.loads(second.stdout)
    tools = [catalog_by_id()[t] for t in (_tool_id(r) for r in result["recommendations"]) if t]
    assert tools and all(t["pricing_model"] in ("free", "freemium", "open-source") for t in tools)
    assert "Prefers free tools only" in result["guide"]  # the Korean memory, stated in the English guide's language


def _tool_id(rec):
    for source in rec["sources"]:
        if source.startswith("catalog:"):
            return source.split(":", 1)[1]
    return None


def test_two_users_never_share_memories(session):
    alice, bob = _user(), _user()
    _run(session, alice, "I only want free tools. Make a YouTube Shorts video with AI")
    done_bob = _run(session, bob, "Make a YouTube Shorts video with AI")
    assert "pricing" in _keys(alice) and "pricing" not in _keys(bob)
    assert "Prefers free tools only" not in done_bob["guide"]
    assert get_memory_store().forget(bob) >= 0
    assert "pricing" in _keys(alice)


def test_a_newer_contradicting_preference_replaces_the_old_one(session):
    user = _user()
    _run(session, user, "I only want free tools. Start a newsletter")
    first = _keys(user)["pricing"]
    assert first.value == "free"
    _run(session, user, "Paid tools are fine for me. Start a newsletter about travel")
    memories = get_memory_store().list(user)
    pricing = [m for m in memories if m.key == "pricing"]
    assert len(pricing) == 1 and pricing[0].value == "any" and pricing[0].id == first.id
    # and the same statement again is NONE, not a duplicate
    done = _run(session, user, "Paid tools are fine for me. Start a newsletter about cooking")
    assert {"op": "NONE"}.items() <= next(o for o in done["memory_ops"] if o["key"] == "pricing").items()
    assert len([m for m in get_memory_store().list(user) if m.key == "pricing"]) == 1


def test_a_disliked_tool_is_not_recommended_again(session):
    user = _user()
    before = _run(session, user, "Record a podcast and clean up the audio")
    chosen = [r["tool"] for r in before["recommendations"] if r["tool"]]
    assert chosen
    victim = chosen[-1]
    plan = session.start(f"Record a podcast and clean up the audio, but don't use {victim}", user_id=user)
    session.approve(plan["thread_id"])
    assert any(m.kind == "dislike" and victim in m.text for m in get_memory_store().list(user))
    after = _run(session, user, "Record a podcast and clean up the audio")
    assert victim not in [r["tool"] for r in after["recommendations"]]


def test_deleted_plan_steps_become_feedback_memories(session):
    user = _user()
    plan = session.start("Make a YouTube Shorts video with AI", user_id=user)
    removed = plan["sub_tasks"][-1]
    session.approve(plan["thread_id"], plan["sub_tasks"][:-1])
    feedback = [m for m in get_memory_store().list(user) if m.kind == "feedback"]
    assert any(removed in m.text for m in feedback)


def test_background_reflection_returns_the_guide_first(session):
    user = _user()
    plan = session.start("I only want free tools. Write and self-publish an e-book", user_id=user)
    early = session.approve(plan["thread_id"], background_reflection=True)
    assert early["status"] == "done" and early["guide"] and early.get("memory_pending") is True
    final = session.wait_for_reflection(plan["thread_id"])
    assert final["memories_written"] >= 1
    assert "pricing" in _keys(user)
