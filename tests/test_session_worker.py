"""The app's worker process (server/session_worker.py): a real spawned process on the suite's data directory,
called through Remote stand-ins exactly as the page calls it."""

from __future__ import annotations

import os
import signal
import time

import pytest

from server.session_worker import Remote, SessionWorker, WorkerGone

TASK = "Make a YouTube Shorts video about street food with AI"


@pytest.fixture(scope="module")
def worker(kb):  # kb: the knowledge base is built (and cached on disk) before the worker opens it
    w = SessionWorker()
    yield w
    w.close()


def test_plan_and_streamed_approval_run_in_the_worker(worker, session, user):
    remote = Remote(worker, "session")
    assert Remote(worker, "worker").pid() != os.getpid()
    plan = remote.start(TASK, user_id=user)
    assert plan["status"] == "awaiting_approval" and plan["sub_tasks"], plan
    # what the worker stored is what this process reads from the same checkpoints
    assert session.status(plan["thread_id"])["sub_tasks"] == plan["sub_tasks"]

    events = list(remote.stream_approve(plan["thread_id"], plan["sub_tasks"]))
    kinds = [e["event"] for e in events]
    assert kinds[0] == "start" and kinds[-1] == "result" and "recommendation" in kinds, kinds
    result = events[-1]["result"]
    assert result["status"] == "done" and result["guide"], result
    assert len(result["recommendations"]) == len(plan["sub_tasks"])


def test_refusals_arrive_as_the_same_exception(worker, user):
    from memory_store.store import MemoryRefused

    with pytest.raises(MemoryRefused, match="user id"):
        Remote(worker, "memory").list("not a valid id!")
    assert Remote(worker, "memory").list(user) == []  # the worker goes on serving
    with pytest.raises(ValueError, match="unknown worker object"):
        Remote(worker, "nothing")


def test_a_stream_the_caller_stops_reading_stops_in_the_worker(worker, user):
    remote = Remote(worker, "session")
    plan = remote.start(TASK, user_id=user)
    stream = remote.stream_approve(plan["thread_id"], plan["sub_tasks"])
    assert next(stream)["event"] == "start"
    stream.close()  # what Gradio does to a cancelled event's generator
    deadline = time.monotonic() + 60
    while remote.status(plan["thread_id"])["status"] != "interrupted" and time.monotonic() < deadline:
        time.sleep(0.2)  # the worker closes the run at its next event
    status = remote.status(plan["thread_id"])
    assert status["status"] == "interrupted", status  # stopped mid-way, resumable, not run to the end
    assert remote.resume(plan["thread_id"])["status"] == "done"


def test_a_killed_worker_fails_the_call_in_flight_and_the_next_call_starts_a_new_one(kb, session, user):
    worker = SessionWorker()
    try:
        remote = Remote(worker, "session")
        plan = remote.start(TASK, user_id=user)
        first_pid = worker.pid
        stream = remote.stream_approve(plan["thread_id"], plan["sub_tasks"])
        assert next(stream)["event"] == "start"
        os.kill(first_pid, signal.SIGKILL)
        with pytest.raises(WorkerGone, match="stopped"):
            for _ in stream:
                pass
        again = remote.status(plan["thread_id"])  # a new worker, on the same checkpoints
        assert worker.pid != first_pid
        assert again["sub_tasks"] == plan["sub_tasks"]
        if again["status"] != "done":  # killed before the approval landed or mid-run: approve goes on from there
            assert again["status"] in ("awaiting_approval", "interrupted"), again
            assert remote.approve(plan["thread_id"])["status"] == "done"
        assert session.status(plan["thread_id"])["status"] == "done"
    finally:
        worker.close()


def test_the_page_shows_a_stopped_worker_as_a_message():
    import gradio as gr

    from ui.wiring import bind

    def planned(task):
        raise WorkerGone("the planner's worker process stopped; try again")

    def approving(table):
        yield {"progress": "running"}
        raise WorkerGone("the planner's worker process stopped; try again")

    with pytest.raises(gr.Error, match="worker process stopped"):
        bind(planned, ["chat"])("a task")
    stream = bind(approving, ["progress"])("table")
    assert next(stream) == "running"  # one output: its value, as Gradio takes it
    with pytest.raises(gr.Error, match="worker process stopped"):
        next(stream)
