"""Shared services: Postgres checkpoints (PLANNER_CHECKPOINT_URL) and a Chroma server (CHROMA_HOST/PORT).

The services come from scripts/ci/30_services.sh (CI runs it before the tests; locally run it once):
Postgres on 127.0.0.1:55432 and Chroma on 127.0.0.1:58000, or wherever PLANNER_TEST_PG_URL /
PLANNER_TEST_CHROMA_HOST / PLANNER_TEST_CHROMA_PORT say. When they cannot be reached these tests fail
under CI (CI=true) and are skipped elsewhere, with the reason.

Every process here gets its own empty PLANNER_DATA_DIR: whatever two processes share, they share through
the services, never through the local disk.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request
import uuid
from pathlib import Path

import pytest

from tests.helpers import REPO_ROOT, cli, cli_env, edited

PG_URL = os.environ.get("PLANNER_TEST_PG_URL", "postgresql://planner:planner@127.0.0.1:55432/planner")
CHROMA_HOST = os.environ.get("PLANNER_TEST_CHROMA_HOST", "127.0.0.1")
CHROMA_PORT = os.environ.get("PLANNER_TEST_CHROMA_PORT", "58000")
TASK = "I prefer free tools. Launch a podcast on a small budget"


def _unreachable() -> str | None:
    try:
        import psycopg

        with psycopg.connect(PG_URL, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
    except Exception as exc:
        return f"Postgres at {PG_URL.split('@')[-1]} is not reachable ({exc.__class__.__name__}: {exc})"
    try:
        with urllib.request.urlopen(f"http://{CHROMA_HOST}:{CHROMA_PORT}/api/v2/heartbeat", timeout=3) as resp:
            resp.read()
    except Exception as exc:
        return f"Chroma server at {CHROMA_HOST}:{CHROMA_PORT} is not reachable ({exc.__class__.__name__}: {exc})"
    return None


@pytest.fixture(scope="module")
def services() -> dict:
    """The environment that points a process at the shared services."""
    reason = _unreachable()
    if reason:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"{reason}; CI must start the services with scripts/ci/30_services.sh")
        pytest.skip(f"{reason}; start them with: bash scripts/ci/30_services.sh")
    return {"PLANNER_CHECKPOINT_URL": PG_URL, "CHROMA_HOST": CHROMA_HOST, "CHROMA_PORT": CHROMA_PORT}


def own_dir(tmp_path_factory, name: str) -> str:
    return str(tmp_path_factory.mktemp(name))


def assert_nothing_stored_locally(*dirs: str) -> None:
    for d in dirs:
        names = {p.name for p in Path(d).rglob("*")}
        assert "checkpoints.sqlite" not in names and "chroma" not in names, f"{d} holds local state: {names}"


DRIVER = r"""
import json, sys
from graph.session import PlannerSession
from memory_store.store import get_memory_store

session = PlannerSession()
for line in sys.stdin:
    cmd = json.loads(line)
    op = cmd["op"]
    if op == "start":
        out = session.start(cmd["task"], user_id=cmd["user"])
    elif op == "status":
        out = session.status(cmd["thread"])
    elif op == "memories_used":
        values = session.graph.get_state({"configurable": {"thread_id": cmd["thread"]}}).values
        out = {"memories_used": values.get("memories_used") or []}
    elif op == "memories":
        out = {"memories": [m.as_dict() for m in get_memory_store().list(cmd["user"])]}
    else:
        out = {"error": f"unknown op {op}"}
    print("@@" + json.dumps(out, ensure_ascii=False, default=str), flush=True)
"""


class Process:
    """A long-lived planner process (process A) driven over stdin/stdout, one JSON request per line."""

    def __init__(self, env: dict) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", DRIVER],
            cwd=REPO_ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )

    def ask(self, **cmd) -> dict:
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        for line in self.proc.stdout:
            if line.startswith("@@"):
                return json.loads(line[2:])
        raise RuntimeError(f"process A exited ({self.proc.wait()})")

    def close(self) -> None:
        self.proc.stdin.close()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@pytest.fixture(scope="module")
def process_a(services, tmp_path_factory):
    env = {**cli_env(), **services, "PLANNER_DATA_DIR": own_dir(tmp_path_factory, "process-a")}
    env.pop("PLANNER_CRASH_AT", None)
    proc = Process(env)
    yield proc
    proc.close()


def shared_cli(services, tmp_path_factory, *args, crash_at=None):
    """`python -m graph.cli` as a new process on the shared services, with a data directory of its own."""
    env = {**services, "PLANNER_DATA_DIR": own_dir(tmp_path_factory, "cli")}
    code, payload, stderr = cli(*args, env=env, crash_at=crash_at)
    return code, payload, stderr, env["PLANNER_DATA_DIR"]


# --- configuration switches, in this process -----------------------------------------------------------------


def test_checkpoint_url_selects_postgres(services, monkeypatch):
    from langgraph.checkpoint.postgres import PostgresSaver

    from graph.checkpoints import CheckpointConfigError, checkpoint_backend, get_checkpointer, redact

    monkeypatch.setenv("PLANNER_CHECKPOINT_URL", PG_URL)
    saver = get_checkpointer()
    assert isinstance(saver, PostgresSaver)
    assert get_checkpointer() is saver, "one pool per process"
    assert checkpoint_backend() == "postgres"
    saver.setup()  # already set up: running the migrations again changes nothing
    assert "planner:***@" in redact(PG_URL) and ":planner@" not in redact(PG_URL)
    monkeypatch.setenv("PLANNER_CHECKPOINT_URL", "mysql://x@127.0.0.1/db")
    with pytest.raises(CheckpointConfigError):
        get_checkpointer()
    monkeypatch.delenv("PLANNER_CHECKPOINT_URL")
    assert checkpoint_backend() == "sqlite"
    assert type(get_checkpointer()).__name__ == "SqliteSaver"


def test_pooled_saver_serves_threads_side_by_side_and_loses_no_write(services, monkeypatch):
    """Without PostgresSaver's process-wide lock: a write goes through while another thread holds that lock
    (it is not taken), and 40 checkpoints written from 8 threads at once are all there to read back."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from langgraph.checkpoint.base import empty_checkpoint

    from graph.checkpoints import get_checkpointer
    from graph.pooled_postgres_saver import PooledPostgresSaver

    monkeypatch.setenv("PLANNER_CHECKPOINT_URL", PG_URL)
    saver = get_checkpointer()
    assert isinstance(saver, PooledPostgresSaver)
    threads = [f"pooled-{uuid.uuid4().hex}" for _ in range(40)]

    def write(thread_id: str) -> str:
        checkpoint = empty_checkpoint()
        checkpoint["channel_values"] = {"task": thread_id}
        checkpoint["channel_versions"] = {"task": 1}
        config = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
        saver.put(config, checkpoint, {"source": "input", "step": -1}, {"task": 1})
        return checkpoint["id"]

    with saver.lock:  # held here: the upstream saver would wait for it forever
        done = threading.Event()
        worker = threading.Thread(target=lambda: (write(threads[0]), done.set()), daemon=True)
        worker.start()
        assert done.wait(15), "a pooled write waited for the saver's lock"
    with ThreadPoolExecutor(8) as pool:
        ids = dict(zip(threads[1:], pool.map(write, threads[1:]), strict=True))
    for thread_id, checkpoint_id in ids.items():
        got = saver.get_tuple({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}})
        assert got.checkpoint["id"] == checkpoint_id and got.checkpoint["channel_values"] == {"task": thread_id}
    with saver._cursor() as cur:
        cur.execute("DELETE FROM checkpoints WHERE thread_id = ANY(%s)", (threads,))
        cur.execute("DELETE FROM checkpoint_blobs WHERE thread_id = ANY(%s)", (threads,))


def test_plan_versions_read_from_postgres_match_a_full_read(services, monkeypatch, user):
    """graph/plan_versions.py reads raw checkpoints (channel values from Postgres' blob table there)."""
    from graph.checkpoints import get_checkpointer
    from graph.session import PlannerSession
    from tests.helpers import VERSIONS_TASK, brief, from_scratch

    monkeypatch.setenv("PLANNER_CHECKPOINT_URL", PG_URL)
    session = PlannerSession(checkpointer=get_checkpointer(), brain="offline")
    thread = session.start(VERSIONS_TASK, user_id=user)["thread_id"]
    revised = session.revise(thread, "make it shorter")
    session.approve(thread, [*revised["sub_tasks"][:-1], "Announce the book to my newsletter"])
    versions = session.plan_versions(thread)
    assert [v["origin"] for v in versions] == ["planned", "planned", "edited"]
    assert brief(versions) == brief(from_scratch(session, thread))


def test_large_checkpoint_blobs_are_stored_lz4_compressed(services, monkeypatch, user):
    """graph/checkpoints.py asks Postgres for lz4 (cheaper than pglz) on every pooled connection."""
    import psycopg

    from graph.checkpoints import get_checkpointer
    from graph.session import PlannerSession

    monkeypatch.setenv("PLANNER_CHECKPOINT_URL", PG_URL)
    session = PlannerSession(checkpointer=get_checkpointer(), brain="offline")
    thread = session.start("Make a podcast episode about home coffee roasting with AI", user_id=user)["thread_id"]
    assert session.approve(thread)["status"] == "done"
    with psycopg.connect(PG_URL) as conn:
        rows = conn.execute(
            "SELECT channel, pg_column_compression(blob) FROM checkpoint_blobs"
            " WHERE thread_id = %s AND length(blob) > 8192",
            (thread,),
        ).fetchall()
    assert rows, "the run stored no large blob (the message list should be one)"
    assert {method for _, method in rows} == {"lz4"}, rows


def test_a_server_refusing_lz4_still_gives_connections(services, caplog):
    """A Postgres built without lz4 rejects the SET: the pool's configure step must log it and go on (here
    the server refuses because the connection's transaction is already aborted: a real server error)."""
    import psycopg

    from graph.checkpoints import _prefer_lz4

    with psycopg.connect(PG_URL) as conn:  # not autocommit: a failed statement aborts the transaction
        with pytest.raises(psycopg.errors.UndefinedTable):
            conn.execute("SELECT * FROM no_such_table_here")
        with caplog.at_level("INFO", logger="graph.checkpoints"):
            _prefer_lz4(conn)
        assert "keeps pglz" in caplog.text
        conn.rollback()
        assert conn.execute("SELECT 1").fetchone() == (1,)


def test_chroma_host_selects_the_server(services, monkeypatch, tmp_path):
    from knowledge.index import chroma_client

    monkeypatch.setenv("CHROMA_HOST", CHROMA_HOST)
    monkeypatch.setenv("CHROMA_PORT", CHROMA_PORT)
    client = chroma_client(str(tmp_path / "unused"))
    settings = client.get_settings()
    assert settings.chroma_api_impl.endswith("FastAPI"), "an HTTP client, not the embedded Rust bindings"
    assert (settings.chroma_server_host, str(settings.chroma_server_http_port)) == (CHROMA_HOST, CHROMA_PORT)
    assert client.heartbeat() > 0
    assert chroma_client(str(tmp_path / "other")) is client, "one client per server, whatever the path"
    assert not (tmp_path / "unused").exists()
    monkeypatch.delenv("CHROMA_HOST")
    assert chroma_client(str(tmp_path / "local")) is not client


def test_replicas_with_their_own_data_dirs_keep_each_others_uploads(services, monkeypatch, tmp_path):
    """On a shared Chroma server a replica's full sync touches only what its own data directory holds: another
    replica's user uploads survive it, and forgetting that user still removes them."""
    from knowledge.service import KnowledgeBase, visible_to
    from tests.helpers import make_pdf
    from tests.ui_app import PODCAST_PDF_LINES

    monkeypatch.setenv("CHROMA_HOST", CHROMA_HOST)
    monkeypatch.setenv("CHROMA_PORT", CHROMA_PORT)
    user = f"replica-{uuid.uuid4().hex[:8]}"
    a, b = KnowledgeBase(root=tmp_path / "a"), KnowledgeBase(root=tmp_path / "b")
    a.add_pdf(make_pdf(tmp_path / "zebrafinch-notes.pdf", [PODCAST_PDF_LINES]), user_id=user)
    query, mine = "zebrafinch method: record each episode twice", {"owner": visible_to(user)}

    assert b.sync().deleted == 0, "b has no folder for this user: it must not delete the user's chunks"
    assert any(h.meta.get("owner") == user for h in b.search(query, k=5, filters=mine))

    assert a.forget_user(user) == 1
    b.retriever.refresh()
    assert not any(h.meta.get("owner") == user for h in b.search(query, k=5, filters=mine))
    assert_nothing_stored_locally(str(tmp_path / "a"), str(tmp_path / "b"))


# --- two processes, one store ----------------------------------------------------------------------------


def test_plan_paused_in_a_is_approved_in_b_and_a_reads_what_b_remembered(services, process_a, tmp_path_factory):
    user = f"s-{uuid.uuid4().hex[:10]}"
    plan = process_a.ask(op="start", task=TASK, user=user)
    assert plan["status"] == "awaiting_approval", plan
    thread = plan["thread_id"]
    edit = edited(plan["sub_tasks"])
    edit_file = Path(own_dir(tmp_path_factory, "edit")) / "edit.json"
    edit_file.write_text(json.dumps(edit), encoding="utf-8")

    code, done, stderr, dir_b = shared_cli(
        services,
        tmp_path_factory,
        "approve",
        "--user",
        user,
        "--thread",
        thread,
        "--edit-file",
        str(edit_file),
        "--json",
    )
    assert code == 0, stderr[-2000:]
    assert done["status"] == "done" and done["sub_tasks"] == edit
    assert [r["sub_task"] for r in done["recommendations"]] == edit
    assert done["memories_written"] >= 2  # "free tools" and the removed step

    seen = process_a.ask(op="status", thread=thread)  # A, warm caches and all, sees B's run
    assert seen["status"] == "done"
    assert [r["tool"] for r in seen["recommendations"]] == [r["tool"] for r in done["recommendations"]]
    remembered = process_a.ask(op="memories", user=user)["memories"]
    keys = {m["key"] for m in remembered}
    assert "pricing" in keys and any(k.startswith("removed:") for k in keys), remembered
    assert len(keys) == len(remembered)

    nxt = process_a.ask(op="start", task="Make a YouTube Shorts video with AI", user=user)
    assert nxt["status"] == "awaiting_approval", nxt
    used = process_a.ask(op="memories_used", thread=nxt["thread_id"])["memories_used"]
    assert {"pricing"} <= {m.get("key") for m in used}, used
    assert any((m.get("key") or "").startswith("removed:") for m in used), used
    assert_nothing_stored_locally(dir_b)


@pytest.mark.parametrize("crash_at", ["tool_executor", "reflection_node"])
def test_killed_on_shared_services_and_resumed_by_another_process(services, process_a, tmp_path_factory, crash_at):
    user = f"k-{uuid.uuid4().hex[:10]}"
    plan = process_a.ask(op="start", task=TASK, user=user)
    thread = plan["thread_id"]
    edit = edited(plan["sub_tasks"])
    edit_file = Path(own_dir(tmp_path_factory, "edit")) / "edit.json"
    edit_file.write_text(json.dumps(edit), encoding="utf-8")

    code, _, stderr, dir_b = shared_cli(
        services,
        tmp_path_factory,
        "approve",
        "--user",
        user,
        "--thread",
        thread,
        "--edit-file",
        str(edit_file),
        "--json",
        crash_at=crash_at,
    )
    assert code == -signal.SIGKILL, stderr[-2000:]
    stopped = process_a.ask(op="status", thread=thread)
    assert stopped["sub_tasks"] == edit
    assert stopped["status"] == ("done" if crash_at == "reflection_node" else "interrupted"), stopped

    code, done, stderr, dir_c = shared_cli(
        services, tmp_path_factory, "approve", "--user", user, "--thread", thread, "--json"
    )
    assert code == 0, stderr[-2000:]
    assert done["status"] == "done" and done["errors"] == []
    assert [r["sub_task"] for r in done["recommendations"]] == edit
    memories = process_a.ask(op="memories", user=user)["memories"]
    assert len({m["key"] for m in memories}) == len(memories) >= 2
    assert_nothing_stored_locally(dir_b, dir_c)


# --- load: two app replicas on the shared services ----------------------------------------------------------


def test_ten_sessions_over_two_replicas_on_shared_services(services, monkeypatch, tmp_path):
    from bench import load

    for name, value in services.items():
        monkeypatch.setenv(name, value)
    report = load.run(sessions=10, timeout=150, replicas=2, data_dir=str(tmp_path))
    assert report["backend"] == {"checkpoints": "postgres", "chroma": "server"}
    assert report["replicas"] == 2
    assert report["errors"] == [] and report["success"] == 10, report
    assert report["cross_talk"] == [] and report["stored_state_checked"], report
    assert_nothing_stored_locally(*(str(p) for p in tmp_path.iterdir() if p.is_dir()))
