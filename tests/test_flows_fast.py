"""The whole graph in the fast tier: the session gives its own stores through LangGraph's runtime context.

Plan, edit, approve and remember on the offline brain with an in-memory checkpointer, a lexical stand-in for
the knowledge base and a real memory store (Chroma) with a hashing embedder. Every store the nodes and tools
touch must be the one the session was given: the process's own knowledge base and memory store are made to
fail, so a path that still reaches a process-wide singleton fails here.
"""

from __future__ import annotations

import uuid

import pytest
from langgraph.checkpoint.memory import InMemorySaver

import graph.context
import tools.context
from graph.session import PlannerSession
from memory_store.store import MemoryStore
from tests.helpers import HashingEmbedder, LexicalKnowledgeBase


def _no_process_store():
    raise AssertionError("a node or tool used the process's store instead of the run's context")


@pytest.fixture()
def stores(data_dir, monkeypatch):
    for module in (graph.context, tools.context):
        monkeypatch.setattr(module, "get_knowledge_base", _no_process_store)
        monkeypatch.setattr(module, "get_memory_store", _no_process_store)
    memory = MemoryStore(data_dir / f"fast-{uuid.uuid4().hex[:8]}", embedder=HashingEmbedder())
    return LexicalKnowledgeBase(), memory


@pytest.fixture()
def fast_session(stores) -> PlannerSession:
    knowledge, memory = stores
    return PlannerSession(checkpointer=InMemorySaver(), brain="offline", knowledge=knowledge, memory=memory)


def test_plan_edit_approve_and_remember_on_the_given_stores(fast_session, stores):
    knowledge, memory = stores
    user = f"t-{uuid.uuid4().hex[:8]}"
    started = fast_session.start("Make a YouTube Shorts video with AI, free tools only", user_id=user)
    assert started["status"] == "awaiting_approval", started
    assert len(started["sub_tasks"]) >= 2
    assert knowledge.searches, "the router and the planner search the run's knowledge base"

    plan = [*started["sub_tasks"][:-1], "Write a pinned comment for each video"]
    done = fast_session.approve(started["thread_id"], sub_tasks=plan, owner=user)
    assert done["status"] == "done", done
    assert [r["sub_task"] for r in done["recommendations"]] == plan
    assert any(r["tool"] for r in done["recommendations"])
    assert "Write a pinned comment for each video" in done["guide"]

    fast_session.wait_for_reflection(done["thread_id"])
    remembered = [m.text.lower() for m in memory.list(user)]
    assert any("free" in text for text in remembered), remembered


def test_a_second_session_on_other_stores_sees_none_of_the_first(fast_session, stores, data_dir):
    _, memory = stores
    user = f"t-{uuid.uuid4().hex[:8]}"
    memory.upsert(user, "Prefers free tools only", "preference", "pricing")
    other_memory = MemoryStore(data_dir / f"fast-{uuid.uuid4().hex[:8]}", embedder=HashingEmbedder())
    other = PlannerSession(
        checkpointer=InMemorySaver(), brain="offline", knowledge=LexicalKnowledgeBase(), memory=other_memory
    )
    first = fast_session.start("Make a YouTube Shorts video with AI", user_id=user)
    second = other.start("Make a YouTube Shorts video with AI", user_id=user)
    used = [
        session.graph.get_state({"configurable": {"thread_id": r["thread_id"]}}).values
        for session, r in ((fast_session, first), (other, second))
    ]
    assert [m["text"] for m in used[0]["memories_used"]] == ["Prefers free tools only"]
    assert used[1]["memories_used"] == []
