"""The Gradio app as a client sees it: `python app.py` in a subprocess on a free loopback port with its own
data directory, driven through gradio_client (the same public API a load test uses).

The app process both UI test files share is launched by tests/ui_app.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import threading
import time
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from bench.app_process import AppProcess
from bench.load_clients import connect
from tests.helpers import make_pdf
from tests.ui_app import PODCAST_PDF_LINES, UI_DATA, record_metric, restart_shared_app, shared_app

# Output names of the public endpoints, in the order app.py declares them (State outputs are not sent).
VIEW = ["notice", "progress", "sources", "download", "versions", "swap", "selected", "hint"]
PLAN_OUT = ["task", "chat", "thread", "plan", "guide", "status", *VIEW]  # no endpoint takes a user id
APPROVE_OUT = ["chat", "plan", "guide", "status", "thread", *VIEW]
REVISE_OUT = ["feedback", "chat", "plan", "guide", "status", "thread", *VIEW]
RESUME_OUT = ["chat", "plan", "guide", "status", "thread", *VIEW]
RESTORE_OUT = ["chat", "plan", "guide", "status", "thread", *VIEW]
MEM_OUT = ["table", "ids", "notice", "id", "text", "confirm"]
KB_OUT = ["table", "choice", "notice", "upload"]


# The shared app's start and warm-up (building the index in an empty data dir) can take minutes on a busy machine.
pytestmark = pytest.mark.timeout(900)


@pytest.fixture()
def app() -> AppProcess:
    """The shared app as it is now (a test that restarts it puts a plain one back, so order does not matter)."""
    return shared_app()


# --- client helpers ------------------------------------------------------------------------------------


def client(app: AppProcess):
    return connect(app.url, download_files=str(UI_DATA / "client-downloads"))


def named(values, names: list[str]) -> dict:
    assert len(values) == len(names), (len(values), names)
    return dict(zip(names, values, strict=True))


def call_plan(c, task: str, history=None) -> dict:
    """/plan as this client's session (its identity is the session's, made on its first call). The plan's
    language is the request's."""
    return named(c.predict(task, history or [], api_name="/plan"), PLAN_OUT)


def call_approve(c, rows: list[str], history) -> dict:
    table = {"headers": ["Step", "Kind of tool"], "data": [[r, ""] for r in rows]}
    return named(c.predict(table, history, api_name="/approve"), APPROVE_OUT)


def rows_of(table: dict) -> list[str]:
    return [row[0] for row in table["data"]]


def texts(chat: list[dict]) -> list[str]:
    out = []
    for message in chat:
        content = message["content"]
        out.append(content if isinstance(content, str) else " ".join(c.get("text", "") for c in content))
    return out


def new_user() -> str:
    return f"ui-{uuid.uuid4().hex[:10]}"


# --- the pure helpers behind the plan table and the guide panel (no app needed) ---------------------------


def test_plan_table_edits_and_sources_rendering():
    import pandas as pd

    from ui import render

    table = {"headers": ["Step", "Kind of tool"], "data": [["a", "x"], ["b", "y"], ["c", "z"]]}
    rows = [["a", "x"], ["b", "y"], ["c", "z"]]
    assert render.add_row(table, "  new   step ", 1)[:2] == ([*rows, ["new step", ""]], 4)  # appended at the end
    assert render.add_row(table, "   ", 1)[0] == rows and "Write" in render.add_row(table, " ", 1)[2]
    assert render.delete_row(table, 2)[:2] == ([["a", "x"], ["c", "z"]], None)
    assert render.delete_row(table, 9)[0] == rows  # out of range: nothing deleted
    assert "Select a step" in render.delete_row(table, None)[2]  # no row picked: a message, never an error
    assert render.move_row(table, 3, -1)[:2] == ([["a", "x"], ["c", "z"], ["b", "y"]], 2)
    assert render.move_row(table, 1, -1)[0] == rows
    assert "단계를 먼저" in render.move_row(table, None, 1, "ko")[2]
    assert render.plan_from_table(pd.DataFrame({"Sub-task": [" x ", None, float("nan"), "", "y"]})) == ["x", "y"]
    assert render.table_rows({"data": [["one column"]]}) == [["one column", ""]]  # older API callers
    recs = [
        {"sub_task": "Write", "tool": "Claude", "tool_id": "claude", "url": "https://claude.ai",
         "sources": ["catalog:claude", "Report.pdf p.3"]},
        {"sub_task": "Mix", "tool": None, "sources": []},
    ]  # fmt: skip
    md = render.sources_markdown({"language": "en", "recommendations": recs})
    assert "🔗 [claude.ai](https://claude.ai)" in md and "📄 Report.pdf, p. 3" in md and "(no fitting tool)" in md
    assert "catalog:" not in md  # a source a person can read: the tool's page, never our catalog id
    assert "### 출처" in render.sources_markdown({"language": "ko", "recommendations": recs})
    line = render.status_line(
        {"thread_id": "t1", "status": "done", "notices": ["LLM failed; answered offline"]}, "LLM: m"
    )
    assert "LLM: m" in line and "⚠️ LLM failed; answered offline" in line
    assert "t1" not in line  # ids stay out of the main flow (Details has the plan id)


# --- the flow through the API --------------------------------------------------------------------------


def test_plan_edit_approve_through_the_api(app):
    c = client(app)
    planned = call_plan(c, "Make a YouTube Shorts video with AI")
    assert planned["task"] == ""
    assert len(planned["thread"]) == 32
    assert "waiting for your approval" in planned["status"]
    plan = rows_of(planned["plan"])
    assert len(plan) >= 4, plan

    # delete the second step, add one at the end: the approved plan is the edited one
    removed = plan.pop(1)
    plan.append("Post a teaser clip on Instagram Reels")
    done = call_approve(c, plan, planned["chat"])
    assert "done" in done["status"], done["status"]
    assert done["thread"] == planned["thread"]
    assert rows_of(done["plan"]) == plan
    assert done["guide"].startswith("# ")
    assert "Post a teaser clip on Instagram Reels" in done["guide"]
    assert removed not in done["guide"]
    assert "🔗 [" in done["sources"] and "catalog:" not in done["sources"]  # each tool's own page, as a link
    assert "✅" in done["progress"]  # recommendations were streamed as they were made

    # the download is the guide plus its sources, as Markdown
    downloaded = Path(done["download"])
    assert downloaded.suffix == ".md"
    body = downloaded.read_text(encoding="utf-8")
    assert body.startswith(done["guide"][:40]) and "### Sources" in body

    # checkpoint history: the first plan and the edited one are versions; restoring v1 pauses on it again
    labels = [c[0] for c in done["versions"]["choices"]]
    assert len(labels) >= 2 and labels[0].startswith("v2 · your edit"), labels

    # swap a step's tool for one of its alternatives: that step of the guide changes, nothing else
    choices = done["swap"]["choices"]
    assert choices, "every finished guide offers alternatives"
    label, value = choices[0]
    step, tool_id = value.split(":")
    swapped = named(c.predict(value, done["chat"], api_name="/swap_tool"), RESTORE_OUT)
    assert "done" in swapped["status"] and f"Step {step} now uses" in texts(swapped["chat"])[-1]
    assert label.split("→ ")[1] in swapped["guide"]
    restored = named(c.predict(1, done["chat"], api_name="/restore_version"), RESTORE_OUT)
    assert "waiting for your approval" in restored["status"]
    assert rows_of(restored["plan"]) == rows_of(planned["plan"])


def test_api_description_is_the_same_on_every_request(app):
    """The app keeps /gradio_api/info's rendered bytes (ui/api_info_cache.py): they must stay Gradio's own."""
    url = app.url + "gradio_api/info?serialize=False"
    with urllib.request.urlopen(url, timeout=30) as first, urllib.request.urlopen(url, timeout=30) as second:
        bodies = first.read(), second.read()
        assert first.status == second.status == 200
        assert first.headers["content-type"] == second.headers["content-type"] == "application/json"
    assert bodies[0] == bodies[1]
    endpoints = json.loads(bodies[0])["named_endpoints"]
    public = {"/plan", "/approve", "/revise", "/cancel", "/resume", "/restore_version", "/memories", "/edit_memory"}
    public |= {"/delete_memory", "/forget_me", "/documents", "/upload_pdf", "/remove_pdf", "/swap_tool"}
    assert set(endpoints) == public  # the UI's internal events stay private


def test_korean_task_gets_a_korean_plan_and_guide(app):
    c = client(app)
    planned = call_plan(c, "유튜브 쇼츠 영상을 AI로 만들고 싶어")
    assert "waiting for your approval" in planned["status"]  # the page's language (English for a client)
    plan = rows_of(planned["plan"])
    assert plan and all(any("\uac00" <= ch <= "\ud7a3" for ch in step) for step in plan), plan
    assert "계획" in texts(planned["chat"])[-1]
    done = call_approve(c, plan, planned["chat"])
    assert "done" in done["status"]
    assert "### 출처" in done["sources"]  # the plan's and the guide's language: the request's
    assert any("\uac00" <= ch <= "\ud7a3" for ch in done["guide"])


def test_revise_replans_with_feedback_and_cancel_ends_the_thread(app):
    c = client(app)
    planned = call_plan(c, "Launch a podcast on a small budget")
    revised = named(c.predict("skip the cover art step", planned["chat"], api_name="/revise"), REVISE_OUT)
    assert revised["feedback"] == ""
    assert "waiting for your approval" in revised["status"]
    assert len(revised["versions"]["choices"]) >= 2, revised["versions"]  # the first plan and the revision
    said = texts(revised["chat"])[-1]
    assert "What changed:" in said and ("removed:" in said or "reworded:" in said), said  # says what changed
    cancelled = named(c.predict(revised["chat"], api_name="/cancel"), RESTORE_OUT)
    assert "cancelled" in cancelled["status"]
    again = call_approve(c, rows_of(revised["plan"]), cancelled["chat"])
    assert "not waiting for plan approval" in again["notice"]


# --- sessions ------------------------------------------------------------------------------------------

TASKS = [
    "Make a YouTube Shorts video with AI",
    "Launch a podcast on a small budget",
    "Turn a book into an audiobook",
    "Start an email newsletter",
    "Design a brand logo and visual identity",
    "Make a children's picture book",
    "Build a website without coding",
    "Make a presentation deck",
    "Create an online course with lecture videos",
    "Make a travel vlog",
]


def _one_session(app: AppProcess, task: str) -> dict:
    c = client(app)
    planned = call_plan(c, task)
    done = call_approve(c, rows_of(planned["plan"]), planned["chat"])
    return {"task": task, "planned": planned, "done": done}


def test_ten_sessions_at_once_see_only_their_own_plans(app):
    with ThreadPoolExecutor(max_workers=10) as pool:
        results = list(pool.map(lambda t: _one_session(app, t), TASKS))
    threads = {r["planned"]["thread"] for r in results}
    assert len(threads) == len(TASKS), "every session has its own thread id"
    plans = {tuple(rows_of(r["planned"]["plan"])) for r in results}
    assert len(plans) == len(TASKS), "ten different jobs, ten different plans"
    for r in results:
        own, others = r["task"], [t for t in TASKS if t != r["task"]]
        assert "done" in r["done"]["status"], (own, r["done"]["status"], r["done"]["notice"])
        assert r["done"]["thread"] == r["planned"]["thread"]
        assert rows_of(r["done"]["plan"]) == rows_of(r["planned"]["plan"])
        said = texts(r["done"]["chat"])
        assert said[0] == own, said
        assert own in r["done"]["guide"]
        assert not any(t in r["done"]["guide"] or t in said for t in others)


def test_p95_of_twenty_concurrent_offline_runs(app):
    """20 sessions start together; a run = plan + approve (guide ready) through gradio_client."""
    clients = [client(app) for _ in range(20)]  # connecting (~0.2 s each) is not part of a run
    tasks = [TASKS[i % len(TASKS)] for i in range(20)]
    start = threading.Barrier(20)

    def run(i: int) -> tuple[float, float]:
        start.wait()
        t0 = time.perf_counter()
        planned = call_plan(clients[i], tasks[i])
        t1 = time.perf_counter()
        done = call_approve(clients[i], rows_of(planned["plan"]), planned["chat"])
        t2 = time.perf_counter()
        assert "done" in done["status"], done["status"]
        return t1 - t0, t2 - t0

    cpu_before = app.cpu_s()
    with ThreadPoolExecutor(max_workers=20) as pool:
        timings = list(pool.map(run, range(20)))
    server_cpu = app.cpu_s() - cpu_before
    plan_s = sorted(t[0] for t in timings)
    run_s = sorted(t[1] for t in timings)

    def p95(values: list[float]) -> float:
        return round(statistics.quantiles(values, n=20, method="inclusive")[18], 3)

    record_metric(
        "concurrent_20_offline",
        {
            "run_p95_s": p95(run_s),
            "run_p50_s": round(statistics.median(run_s), 3),
            "run_max_s": round(run_s[-1], 3),
            "plan_only_p95_s": p95(plan_s),
            "plan_only_p50_s": round(statistics.median(plan_s), 3),
            # load-independent: what one run costs the server (GIL-bound, so about one core serves all)
            "server_cpu_s_per_run": round(server_cpu / 20, 3),
            "load_avg_1min": round(os.getloadavg()[0], 2),
        },
    )
    # Latency is a benchmark figure (bench/load.py, ui_metrics.json), never a timed assertion on a shared machine.
    assert len(run_s) == 20 and len(plan_s) == 20


# --- bad input through the API --------------------------------------------------------------------------


def test_bad_input_is_refused_with_a_message(app, tmp_path):
    from gradio_client import handle_file

    c = client(app)
    empty = named(c.predict("   ", [], api_name="/plan"), PLAN_OUT)
    assert "please enter a task" in empty["notice"]
    assert not isinstance(empty["thread"], str)  # left as it was ({"__type__": "update"}): nothing started

    planned = call_plan(c, "Make a YouTube Shorts video with AI")
    refused = call_approve(c, [], planned["chat"])
    assert "the plan is empty" in refused["notice"]
    assert "waiting for your approval" in refused["status"]
    assert rows_of(refused["plan"]) == rows_of(planned["plan"])  # the stored plan is kept and shown again

    zero_width = named(c.predict("\u200b\u200d\u2060\ufeff", [], api_name="/plan"), PLAN_OUT)
    assert "please enter a task" in zero_width["notice"]

    too_big = tmp_path / "big.pdf"  # 25 MB (sparse): the server refuses the upload itself (max_file_size)
    with open(too_big, "wb") as fh:
        fh.write(b"%PDF-1.4\n")
        fh.truncate(25 * 1024 * 1024)
    with pytest.raises(Exception, match="(?i)size|large|413"):
        c.predict(handle_file(str(too_big)), api_name="/upload_pdf")

    fake = tmp_path / "report.pdf"
    fake.write_bytes(b"just text, not a PDF\n" * 1000)
    upload = named(c.predict(handle_file(str(fake)), api_name="/upload_pdf"), KB_OUT)
    assert "not a PDF file" in upload["notice"]
    assert "report.pdf" not in json.dumps(upload["table"])


# --- per-user uploads ----------------------------------------------------------------------------------


def test_uploads_are_seen_only_by_their_owner(app, tmp_path):
    from gradio_client import handle_file

    pdf = make_pdf(tmp_path / "alice-podcast-notes.pdf", [PODCAST_PDF_LINES, PODCAST_PDF_LINES[::-1]])
    ca, cb = client(app), client(app)  # two sessions: two identities
    added = named(ca.predict(handle_file(str(pdf)), api_name="/upload_pdf"), KB_OUT)
    assert "Added" in added["notice"], added["notice"]
    assert ["alice-podcast-notes.pdf", "1 KB", 2, "yours"] in added["table"]["data"]
    stored = list((UI_DATA / "uploads").glob("*/alice-podcast-notes.pdf"))
    assert len(stored) == 1
    assert not list((UI_DATA / "gradio-tmp").rglob("alice-podcast-notes.pdf")), "Gradio's temp copy is removed"

    bobs = named(cb.predict(api_name="/documents"), KB_OUT)
    assert "alice-podcast-notes.pdf" not in json.dumps(bobs["table"])
    gone = named(cb.predict("alice-podcast-notes.pdf", api_name="/remove_pdf"), KB_OUT)
    assert "no document with that name" in gone["notice"]
    assert stored[0].exists()

    removed = named(ca.predict("alice-podcast-notes.pdf", api_name="/remove_pdf"), KB_OUT)
    assert "Removed" in removed["notice"]
    assert "alice-podcast-notes.pdf" not in json.dumps(removed["table"])


def test_retrieve_docs_searches_builtin_docs_and_only_the_callers_uploads(kb, tmp_path):
    """In-process (the suite's knowledge base): the tool and search_cards filter on owner."""
    from knowledge.service import PUBLIC_OWNER
    from tools.retrieve_docs import retrieve_docs, search_cards

    alice, bob = new_user(), new_user()
    pdf = make_pdf(tmp_path / "zebrafinch-notes.pdf", [PODCAST_PDF_LINES])
    kb.add_pdf(pdf, user_id=alice)
    try:
        query = "zebrafinch method record each podcast episode twice"

        def pdf_owners(cards):
            return {c["file"] for c in cards if c["kind"] == "pdf"}

        assert "zebrafinch-notes.pdf" in pdf_owners(search_cards(query, k=10, user_id=alice))
        assert "zebrafinch-notes.pdf" not in pdf_owners(search_cards(query, k=10, user_id=bob))
        assert "zebrafinch-notes.pdf" not in pdf_owners(search_cards(query, k=10))  # no user: public only

        def tool_call(user):
            call = {"type": "tool_call", "name": "retrieve_docs", "args": {"query": query, "k": 10}, "id": "c1"}
            return retrieve_docs.invoke(call, {"configurable": {"user_id": user}}).artifact

        assert "zebrafinch-notes.pdf" in pdf_owners(tool_call(alice))
        assert "zebrafinch-notes.pdf" not in pdf_owners(tool_call(bob))
        # other callers keep KnowledgeBase.search(query, k, filters), owner filters included
        assert any(h.meta.get("owner") == alice for h in kb.search(query, k=10))
        assert all(h.meta.get("owner") == PUBLIC_OWNER for h in kb.search(query, k=10, filters={"owner": PUBLIC_OWNER}))
        # the same file uploaded by two people is two documents
        kb.add_pdf(pdf, user_id=bob)
        mine = [d for d in kb.documents(user_id=bob) if d["file"] == "zebrafinch-notes.pdf"]
        assert len(mine) == 1 and mine[0]["mine"] and mine[0]["chunks"] >= 1
    finally:
        for user in (alice, bob):
            with contextlib.suppress(FileNotFoundError):
                kb.remove_pdf("zebrafinch-notes.pdf", user_id=user)
    assert not [d for d in kb.documents() if d["file"] == "zebrafinch-notes.pdf"]


# --- memory tab ----------------------------------------------------------------------------------------


def test_memory_tab_lists_edits_deletes_and_forgets_per_user(app, tmp_path):
    from gradio_client import handle_file

    planned_mine: dict = {}
    c, other = client(app), client(app)
    for session in (c, other):
        planned = call_plan(session, "Make a YouTube Shorts video with AI using only free tools")
        done = call_approve(session, rows_of(planned["plan"]), planned["chat"])
        assert done["download"], "the guide is served for download"
        planned_mine = planned if session is c else planned_mine
    pdf = make_pdf(tmp_path / "forget-me-notes.pdf", [PODCAST_PDF_LINES])
    assert "Added" in named(c.predict(handle_file(str(pdf)), api_name="/upload_pdf"), KB_OUT)["notice"]
    exports_before = {p.parent for p in (UI_DATA / "exports").rglob("*.md")}
    listed = named(c.predict(api_name="/memories"), MEM_OUT)
    rows = listed["table"]["data"]
    assert rows, listed["notice"]
    memory_id = listed["ids"][0]  # ids travel beside the table, not in it
    assert not any(str(cell).startswith("mem-") for row in rows for cell in row)

    edited = named(c.predict(memory_id, "I prefer free tools with Korean support", api_name="/edit_memory"), MEM_OUT)
    assert "I prefer free tools with Korean support" in json.dumps(edited["table"], ensure_ascii=False)
    # another session knows the memory id and still cannot edit or delete it
    denied = named(other.predict(memory_id, api_name="/delete_memory"), MEM_OUT)
    assert "no memory" in denied["notice"]
    denied = named(other.predict(memory_id, "hijacked", api_name="/edit_memory"), MEM_OUT)
    assert "no memory" in denied["notice"]
    assert "hijacked" not in json.dumps(named(c.predict(api_name="/memories"), MEM_OUT)["table"])

    deleted = named(c.predict(memory_id, api_name="/delete_memory"), MEM_OUT)
    assert memory_id not in json.dumps(deleted["table"])
    not_confirmed = named(c.predict(False, api_name="/forget_me"), MEM_OUT)
    assert "Tick the box" in not_confirmed["notice"]
    mine = f"workflow-guide-{planned_mine['thread'][:8]}.md"
    assert list((UI_DATA / "gradio-tmp").rglob(mine)), "Gradio keeps a copy of the guide it served"
    forgot = named(c.predict(True, api_name="/forget_me"), MEM_OUT)
    assert "Forgot" in forgot["notice"] and "1 plans" in forgot["notice"], forgot["notice"]
    # no file of that identity is left under the data directory: its upload (and any temp copy), its guide
    assert not list(UI_DATA.rglob("forget-me-notes*")), list(UI_DATA.rglob("forget-me-notes*"))
    exports_after = {p.parent for p in (UI_DATA / "exports").rglob("*.md")}
    assert len(exports_before - exports_after) == 1 and not exports_after - exports_before
    assert not list((UI_DATA / "gradio-tmp").rglob(mine)), mine
    assert named(c.predict(api_name="/memories"), MEM_OUT)["table"]["data"] in ([], [[None] * 4], [[""] * 4])
    assert named(other.predict(api_name="/memories"), MEM_OUT)["table"]["data"], "the other session keeps theirs"


# --- restart (it replaces the shared app process, and puts a plain one back) -----------------------------


def test_a_paused_plan_survives_an_app_restart_and_stays_its_owners(app):
    """The plan is still stored after a restart; a client session's identity ends with the server's memory of
    that session, so a new client (even one holding the thread id) sees nothing of it. A browser keeps its
    secret across reloads and restarts (tests/test_ui_browser.py reopens its plan after a reload).
    The restarted app has a login (PLANNER_AUTH): no session without one, and the login name is the identity,
    the same in every session of that login and no one else's."""
    import sqlite3

    from gradio_client import Client

    c = client(app)
    planned = call_plan(c, "Start an email newsletter")
    thread = planned["thread"]
    restarted = restart_shared_app(PLANNER_AUTH="ana:pw-one,bo:pw-two")
    try:
        record_metric("app_http_200_s_restart", restarted.cold_start_s)
        with contextlib.closing(sqlite3.connect(UI_DATA / "checkpoints.sqlite")) as db:
            assert db.execute("SELECT count(*) FROM checkpoints WHERE thread_id = ?", (thread,)).fetchone()[0] > 0
        with pytest.raises(Exception, match="(?i)auth|login|401"):
            Client(restarted.url, verbose=False)
        ana, ana_again, bo = (
            Client(restarted.url, auth=auth, verbose=False) for auth in (("ana", "pw-one"),) * 2 + (("bo", "pw-two"),)
        )
        resumed = named(ana.predict(thread, [], api_name="/resume"), RESUME_OUT)
        assert "No plan of yours has that id" in resumed["notice"] and "newsletter" not in json.dumps(resumed).lower()

        own = call_plan(ana, "Start a podcast about tea")
        again = named(ana_again.predict(own["thread"], [], api_name="/resume"), RESUME_OUT)
        assert "waiting for your approval" in again["status"]  # the same login in another session
        other = named(bo.predict(own["thread"], [], api_name="/resume"), RESUME_OUT)
        assert "No plan of yours has that id" in other["notice"]
        unknown = named(bo.predict("no-such-thread", [], api_name="/resume"), RESUME_OUT)
        assert "No plan of yours has that id" in unknown["notice"]
    finally:
        restart_shared_app()  # the other tests' app: no login


def test_the_load_client_waits_for_a_closing_event_stream_before_it_submits():
    """bench.load_clients.settle: an open stream with no event left on it is closing (the server ends it after the
    session's last event); a job submitted then would be cancelled with it, so the client waits for the close.
    The state is gradio_client's own attribute names, set up by hand to hit the instant the race needs."""
    import threading
    from types import SimpleNamespace

    from bench.load_clients import settle

    client = SimpleNamespace(pending_lock=threading.Lock(), stream_open=True, pending_messages_per_event={})

    def close():
        with client.pending_lock:
            client.stream_open = False

    threading.Timer(0.2, close).start()
    assert 0.15 < settle(client) < 1.0 and client.stream_open is False
    busy = SimpleNamespace(pending_lock=threading.Lock(), stream_open=True, pending_messages_per_event={"e1": []})
    assert settle(busy) == pytest.approx(0.0, abs=0.05)  # an event still on the stream: it stays open, no wait
    assert settle(object()) == 0.0  # a client without that state: nothing to wait for
