"""`python -m graph.cli` in new processes on the shared data directory: the JSON contract and resuming
a thread that another process started (the SQLite checkpointer is the only link between them)."""

from __future__ import annotations

from graph.cli import CONTRACT_KEYS, REC_KEYS
from knowledge.catalog import find_tool

SHORTS_EN = "Make a YouTube Shorts video with AI"


def test_run_auto_approve_prints_exactly_one_contract_json_object(session, run_cli, user):
    code, payload, stdout, stderr = run_cli("run", SHORTS_EN, "--auto-approve", "--json", "--user", user)
    assert code == 0, stderr
    assert payload is not None, f"stdout is not one JSON object: {stdout[:500]!r}"
    assert stdout.strip().count("\n") == 0, "exactly one line of JSON on stdout"
    assert isinstance(payload, dict)
    assert set(CONTRACT_KEYS) <= set(payload)
    assert set(CONTRACT_KEYS) == {
        "status",
        "thread_id",
        "is_complex_task",
        "sub_tasks",
        "recommendations",
        "guide",
        "memories_written",
    }
    assert payload["status"] == "done"
    assert payload["is_complex_task"] is True
    assert isinstance(payload["thread_id"], str) and payload["thread_id"]
    assert isinstance(payload["memories_written"], int)
    assert [p["text"] for p in payload["plan"]] == payload["sub_tasks"]
    assert all(set(p) >= {"text", "workflow_id", "stage_id", "category", "query", "optional"} for p in payload["plan"])
    assert payload["understanding"]["job_text"]
    sub_tasks = payload["sub_tasks"]
    assert 4 <= len(sub_tasks) <= 8 and all(isinstance(s, str) and s for s in sub_tasks)
    recs = payload["recommendations"]
    assert [r["sub_task"] for r in recs] == sub_tasks
    for rec in recs:
        assert {"sub_task", "tool", "category", "url", "reason", "sources"} <= set(rec) <= set(REC_KEYS)
        if rec["tool"] is not None:
            assert rec["tool_id"] and isinstance(rec["alternatives"], list)
        assert isinstance(rec["sources"], list)
        if rec["tool"] is not None:
            entry = find_tool(rec["tool"])
            assert entry is not None and rec["url"] == entry["url"]
            assert rec["sources"][0] == f"catalog:{entry['id']}"
    assert all(s in payload["guide"] for s in sub_tasks)
    # The run was checkpointed in the shared data directory: this process sees the finished thread.
    stored = session.status(payload["thread_id"])
    assert stored["status"] == "done"
    assert stored["sub_tasks"] == sub_tasks
    assert [r["tool"] for r in stored["recommendations"]] == [r["tool"] for r in recs]


def test_plan_in_a_new_process_then_approve_in_this_one(session, run_cli, user):
    code, plan, _, stderr = run_cli("plan", SHORTS_EN, "--json", "--user", user)
    assert code == 0, stderr
    assert plan["status"] == "awaiting_approval"
    assert plan["recommendations"] == [] and len(plan["sub_tasks"]) >= 4
    status = session.status(plan["thread_id"])
    assert status["status"] == "awaiting_approval"
    assert status["sub_tasks"] == plan["sub_tasks"]
    assert status["user_id"] == user
    done = session.approve(plan["thread_id"])
    assert done["status"] == "done", done
    assert [r["sub_task"] for r in done["recommendations"]] == plan["sub_tasks"]


def test_plan_in_one_process_approve_in_another(session, run_cli, user):
    """In the approving process the first Chroma use is ToolNode's parallel read_memory + retrieve_docs."""
    code, plan, _, stderr = run_cli("plan", SHORTS_EN, "--json", "--user", user)
    assert code == 0, stderr
    assert plan["status"] == "awaiting_approval"
    code, done, _, stderr = run_cli("approve", "--user", user, "--thread", plan["thread_id"], "--json")
    assert done is not None, stderr
    assert done["errors"] == [], done["errors"]
    assert code == 0
    assert done["status"] == "done"
    assert [r["sub_task"] for r in done["recommendations"]] == plan["sub_tasks"]
    assert session.status(plan["thread_id"])["status"] == "done"


def test_revise_in_a_new_process(session, run_cli, user):
    plan = session.start("유튜브 쇼츠 영상을 AI로 만들고 싶어", user_id=user)
    assert plan["status"] == "awaiting_approval"
    code, revised, _, stderr = run_cli(
        "revise", "--user", user, "--thread", plan["thread_id"], "--feedback", "썸네일 단계는 빼줘", "--json"
    )
    assert code == 0, stderr
    assert revised["status"] == "awaiting_approval"
    assert revised["sub_tasks"] != plan["sub_tasks"]
    assert not any("썸네일" in s for s in revised["sub_tasks"])
    assert session.status(plan["thread_id"])["plan_history"] == [plan["sub_tasks"]]


def test_cli_unknown_thread_exits_1_with_an_error_object(run_cli):
    code, payload, stdout, _ = run_cli("approve", "--thread", "no-such-thread-0000", "--json")
    assert code == 1
    assert payload is not None and stdout.strip().count("\n") == 0
    assert payload["status"] == "error"
    assert "unknown thread" in payload["errors"][0]
    assert set(CONTRACT_KEYS) <= set(payload)


def test_cli_refusals_exit_non_zero_and_hostile_input_is_a_clear_error(session, run_cli, user, tmp_path):
    """A refused edit exits 1; a deeply nested edit file is an error, not a RecursionError; another user's
    thread is an unknown thread; text mode prints no terminal escape sequences from a task."""
    plan = session.start("\x1b[31mMake\x1b]0;pwned\x07 a podcast\u200b", user_id=user)
    thread = plan["thread_id"]
    assert "\x1b" not in plan["sub_tasks"][0] and "\x1b" not in str(session.status(thread)["plan"])

    empty = tmp_path / "empty.json"
    empty.write_text("[]", encoding="utf-8")
    code, refused, _, _ = run_cli("approve", "--user", user, "--thread", thread, "--edit-file", str(empty), "--json")
    assert code == 1 and "empty" in refused["errors"][0]

    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    code, deep, _, stderr = run_cli("approve", "--user", user, "--thread", thread, "--edit-file", str(nested), "--json")
    assert code == 1 and "nested too deeply" in deep["errors"][0], stderr[-500:]

    code, other, _, _ = run_cli("approve", "--user", user + "-x", "--thread", thread, "--json")
    assert code == 1 and other["errors"] == [f"unknown thread {thread!r}"]
    assert session.status(thread)["status"] == "awaiting_approval"

    code, _, stdout, _ = run_cli("plan", "\x1b[2J\x1b[31mStart a newsletter\x07", "--user", user)
    assert code == 0 and "\x1b" not in stdout and "\x07" not in stdout


def test_cli_user_defaults_to_the_operating_system_user(run_cli):
    import getpass

    code, plan, _, stderr = run_cli("plan", "Start an email newsletter", "--json")
    assert code == 0, stderr[-500:]
    from graph.session import PlannerSession

    assert PlannerSession().status(plan["thread_id"])["user_id"] == getpass.getuser()
