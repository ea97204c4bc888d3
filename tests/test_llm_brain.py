"""The LLM brain against a loopback OpenAI-compatible server: real HTTP, the real ChatOpenAI client.

Also every fault the issue names (HTTP 500, timeout, malformed tool call, rate limit, a server without
json_schema support, tool calls returned as text): the run finishes on the offline brain, the person is
told, and the thread stays usable.
"""

from __future__ import annotations

import pytest

from graph.session import PlannerSession
from knowledge.catalog import find_tool
from tests.fake_openai import FakeOpenAI

TASK = "Make a YouTube Shorts video with AI"


@pytest.fixture(scope="module")
def server():
    with FakeOpenAI() as srv:
        yield srv


@pytest.fixture()
def llm_session(server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_MODEL", "fake-model")
    monkeypatch.setenv("PLANNER_LLM_RETRIES", "1")
    monkeypatch.setenv("PLANNER_LLM_TIMEOUT", "1.5")
    server.mode = "ok"
    server.requests.clear()
    return PlannerSession(brain="llm")


def _tools_called(server) -> list[str]:
    return [t["function"]["name"] for r in server.requests for t in (r.get("tools") or [])]


def test_llm_plans_recommends_and_writes_the_guide(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-1")
    assert plan["status"] == "awaiting_approval", plan
    assert plan["brain"] == "fake-model"
    assert len(plan["sub_tasks"]) >= 3
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done", done
    assert done["notices"] == [] and "LLM_FALLBACK" not in done["failure_tags"]
    assert len(done["recommendations"]) == len(plan["sub_tasks"])
    for rec in done["recommendations"]:
        assert rec["tool"] and find_tool(rec["tool"]) is not None
        assert any(s.startswith("catalog:") for s in rec["sources"])
    assert all(r["sub_task"] in done["guide"] for r in done["recommendations"])
    # The recommender really offered tools to the model and the model really called retrieve_docs.
    assert "retrieve_docs" in _tools_called(server)
    tool_msgs = [m for r in server.requests for m in r["messages"] if m.get("role") == "tool"]
    assert tool_msgs and any('"tool_id"' in m["content"] for m in tool_msgs)


def test_llm_call_budget_for_a_plan(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-2")
    llm_session.approve(plan["thread_id"])
    n_sub_tasks = len(plan["sub_tasks"])
    assert n_sub_tasks >= 5
    assert len(server.requests) <= 8, f"{len(server.requests)} LLM calls for {n_sub_tasks} sub-tasks"


def test_structured_output_falls_back_between_methods(llm_session, server):
    server.mode = "no_json_schema"  # llama.cpp's server: HTTP 500 for response_format=json_schema
    plan = llm_session.start("Launch a podcast about cooking", user_id="llm-user-3")
    assert plan["status"] == "awaiting_approval"
    assert plan["notices"] == [], plan["notices"]
    methods = [
        "json_schema"
        if (r.get("response_format") or {}).get("type") == "json_schema"
        else "tools"
        if r.get("tools")
        else "text"
        for r in server.requests
    ]
    assert "json_schema" in methods and "tools" in methods


def test_tool_calls_sent_as_text_are_understood(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-4")
    server.mode = "tool_json_as_text"
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done"
    assert "LLM_FALLBACK" not in done["failure_tags"], done["notices"]
    assert all(r["tool"] for r in done["recommendations"])


@pytest.mark.parametrize("mode", ["500", "timeout", "malformed_tool_call", "429"])
def test_faults_fall_back_to_offline_and_keep_the_thread(llm_session, server, mode):
    plan = llm_session.start(TASK, user_id=f"llm-fault-{mode}")
    assert plan["status"] == "awaiting_approval"
    server.mode = mode
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done", done
    assert "LLM_FALLBACK" in done["failure_tags"]
    assert done["notices"] and "offline" in done["notices"][0]
    assert "fell back" in done["brain"]
    assert len(done["recommendations"]) == len(plan["sub_tasks"])
    assert all(r["tool"] is None or find_tool(r["tool"]) for r in done["recommendations"])
    # The thread is intact: its final state is readable and a new run on it works once the server is back.
    server.mode = "ok"
    again = llm_session.start(
        "Start a newsletter about AI tools", user_id=f"llm-fault-{mode}", thread_id=plan["thread_id"]
    )
    assert again["status"] == "awaiting_approval" and again["thread_id"] == plan["thread_id"]
    assert again["notices"] == []


def test_planning_fault_is_reported_on_the_plan(llm_session, server):
    server.mode = "500"
    plan = llm_session.start(TASK, user_id="llm-fault-plan")
    assert plan["status"] == "awaiting_approval"
    assert plan["sub_tasks"], "the offline brain planned instead"
    assert plan["notices"] and "LLM_FALLBACK" in plan["failure_tags"]


def test_a_tool_the_model_invents_is_never_recommended(llm_session, server, monkeypatch):
    import tests.fake_openai as fake

    real = fake.picks_from_tool_results

    def inventing(messages):
        picks = real(messages)
        if picks:
            picks[0]["tool"] = "TotallyMadeUpAI Pro"
        return picks

    monkeypatch.setattr(fake, "picks_from_tool_results", inventing)
    plan = llm_session.start(TASK, user_id="llm-user-5")
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done"
    assert all(r["tool"] != "TotallyMadeUpAI Pro" for r in done["recommendations"])
    assert any("TotallyMadeUpAI Pro" in e for e in done["errors"])
