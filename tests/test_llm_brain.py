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
    monkeypatch.setenv("PLANNER_LLM_CALL_TIMEOUT", "1.5")  # the fake server's "timeout" answers after 3 s
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
    assert all(r["decided_by"] == "llm" for r in done["recommendations"])
    # The model chose among the retrieved candidates, by catalog id, and each pick is one of them.
    asked = [m for r in server.requests for m in r["messages"] if "candidates (choose by id)" in str(m.get("content"))]
    assert asked, "the model was never shown the candidates"
    for rec in done["recommendations"]:
        assert f"- {rec['tool_id']}: " in str(asked[-1]["content"])


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


@pytest.mark.parametrize("mode", ["500", "timeout", "429"])
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


def test_a_pick_that_is_not_a_candidate_gets_the_offline_choice_and_the_rest_stay(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-5")
    server.mode = "bad_pick"  # step 1 answered with "web_search", a function name, not a candidate id
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done"
    first, rest = done["recommendations"][0], done["recommendations"][1:]
    assert first["tool"] and find_tool(first["tool"]) and first["decided_by"] == "offline"
    assert rest and all(r["decided_by"] == "llm" for r in rest), "the steps the model did decide are kept"
    assert "LLM_FALLBACK" in done["failure_tags"] and any("steps 1" in n for n in done["notices"])
    assert all(r["tool"] != "web_search" for r in done["recommendations"])


def test_identifier_or_wrong_language_steps_are_retried_once(llm_session, server):
    server.mode = "english_steps"  # "PlanOutput", "CreateMeetingRecord" for a Korean request
    plan = llm_session.start("유튜브 쇼츠 영상을 AI로 만들고 싶어요", user_id="llm-user-6")
    assert plan["status"] == "awaiting_approval"
    assert all(any("\uac00" <= ch <= "\ud7a3" for ch in s) for s in plan["sub_tasks"]), plan["sub_tasks"]
    assert not any("PlanOutput" in s for s in plan["sub_tasks"])
    retried = [r for r in server.requests if any("was rejected" in str(m.get("content")) for m in r["messages"])]
    assert retried, "the model was told why and asked once more"


def test_invented_names_in_the_summary_never_reach_the_person(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-7")
    server.mode = "invented_names"
    done = llm_session.approve(plan["thread_id"])
    assert "Topic Generator" not in done["guide"] and "topicgenerator.com" not in done["guide"]
    assert any("summary" in n for n in done["notices"])


def test_a_slow_stream_is_not_cut_but_silence_is(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-8")
    server.mode = "slow_stream"  # a word every 0.3 s, the whole summary takes longer than the 1.5 s limit
    done = llm_session.approve(plan["thread_id"])
    assert "in order" in done["guide"], done["notices"]
    plan = llm_session.start(TASK, user_id="llm-user-9")
    server.mode = "stall"  # one word, then 3 s of silence
    done = llm_session.approve(plan["thread_id"])
    assert done["status"] == "done" and "in order" not in done["guide"]
    assert any("summary" in n for n in done["notices"])


def test_the_working_structured_output_method_survives_a_new_process(tmp_path):
    import subprocess
    import sys

    from tests.helpers import cli_env

    env = {**cli_env(), "PLANNER_DATA_DIR": str(tmp_path)}
    code = "from graph.brains.llm_io import remember_method as r; r(('http://x/v1', 'm'), 'function_calling')"
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    read = "from graph.brains.llm_io import remembered_method as r; print(r(('http://x/v1', 'm')))"
    out = subprocess.run([sys.executable, "-c", read], env=env, check=True, timeout=60, capture_output=True, text=True)
    assert out.stdout.strip() == "function_calling"


def test_the_guide_summary_streams_to_the_caller_as_it_is_written(llm_session, server):
    plan = llm_session.start(TASK, user_id="llm-user-10")
    events = list(llm_session.stream_approve(plan["thread_id"]))
    texts = [e["text"] for e in events if e["event"] == "guide_text"]
    assert len(texts) > 3, "one event per streamed piece, not one at the end"
    assert "".join(texts).strip() in events[-1]["result"]["guide"]


def test_numbered_steps_from_a_model_lose_their_numbers():
    from graph.brains.llm import ENUMERATION

    assert [ENUMERATION.sub("", s) for s in ["1. 회의록 작성", "2) Edit it", "Step 3: Publish", "10 tips"]] == [
        "회의록 작성",
        "Edit it",
        "Publish",
        "10 tips",
    ]


def test_the_sessions_brain_reaches_every_node_through_the_runtime_context(server, monkeypatch):
    """A model is configured (environment), but this session asks for the offline brain: the choice travels in
    LangGraph's runtime context to every node, the recommender's subgraph included, so no call reaches the model."""
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_MODEL", "fake-model")
    server.requests.clear()
    session = PlannerSession(brain="offline")
    plan = session.start("Launch a podcast about Korean food", user_id="ctx-test")
    assert plan["status"] == "awaiting_approval"
    result = session.approve(plan["thread_id"])
    assert result["status"] == "done" and result["brain"] == "offline"
    assert result["recommendations"] and all(
        r.get("decided_by") in (None, "offline") for r in result["recommendations"]
    )
    assert server.requests == []
    llm = PlannerSession(brain="llm").start("Launch a podcast about Korean food", user_id="ctx-test")
    assert llm["status"] == "awaiting_approval" and server.requests  # the same process, the other brain: asked
