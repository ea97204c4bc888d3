"""Event handlers of the planner: thin calls into graph.session (the tabs are in ui/tab_handlers.py).

Each handler returns (or, when streaming, yields) a dict keyed by component name; app.py turns it into
the outputs of that event in its own order, and a name left out means "leave that component as it is".
The session, the knowledge base and the memory store come from ui/services.py.
"""

from __future__ import annotations

import logging
import time
import uuid

import gradio as gr

from settings import env
from ui import render
from ui.services import brain_label, planner
from ui.text import say

log = logging.getLogger(__name__)
STREAM_EVERY_S = env("PLANNER_STREAM_EVERY_S")  # seconds between progress updates


def new_thread_id() -> str:
    return uuid.uuid4().hex


def new_user_id() -> str:
    return f"u-{uuid.uuid4().hex[:10]}"


def _chat(history) -> list:
    return list(history or [])


def _say(history: list, text: str) -> list:
    return [*history, {"role": "assistant", "content": text}] if text else history


def _problem(history, message: str) -> dict:
    gr.Warning(message)
    return {"chat": _say(_chat(history), f"⚠️ {message}"), "notice": f"⚠️ {message}"}


# --- the planner view ----------------------------------------------------------------------------------


def view(result: dict, history, reply: str | None = None, language: str | None = None) -> dict:
    """Every planner component from one session result."""
    history = _chat(history)
    reply = render.chat_reply(result, language) if reply is None else reply
    thread = result.get("thread_id") or ""
    errors = result.get("errors") or []
    label = brain_label()
    if result.get("status") == "error" and not planner().exists(thread):
        if errors:
            gr.Warning(errors[0])
        return {
            "chat": _say(history, reply),
            "notice": "⚠️ " + "; ".join(errors),
            "status": render.status_line(None, label),
        }
    versions = planner().plan_versions(thread) if thread else []
    path = render.export_guide(result)
    show_plan = result.get("status") != "cancelled"
    if errors:
        gr.Warning("; ".join(errors))
    return {
        "chat": _say(history, reply),
        "plan": render.plan_rows(result.get("sub_tasks") if show_plan else []),
        "guide": render.guide_markdown(result),
        "status": render.status_line(result, label, language),
        "thread_box": thread,
        "thread_state": thread,
        "notice": ("⚠️ " + "; ".join(errors)) if errors else "",
        "sources": render.sources_markdown(result),
        "download": path,
        "versions": render.versions_markdown(versions),
    }


def on_load(saved_user: str, saved_thread: str) -> dict:
    """A new browser session: its own thread id; the user id this browser had (or a new random one)."""
    user_id = (saved_user or "").strip() or new_user_id()
    thread = new_thread_id()
    hint = ""
    if saved_thread:
        hint = f"Last thread in this browser: `{saved_thread}` (paste it in Thread id and press Resume to reopen it)."
    return {
        "user": user_id,
        "saved_user": user_id,
        "thread_state": thread,
        "thread_box": thread,
        # the brain label needs graph.brains (about a second to import on a cold start): on_status fills it in
        "status": render.status_line({"thread_id": thread, "status": "new"}, "…"),
        "notice": hint,
    }


def on_status(thread_id: str) -> str:
    """The status line of a fresh session, with the active brain (run right after on_load)."""
    return render.status_line({"thread_id": thread_id, "status": "new"}, brain_label())


def on_new_thread(user_id: str) -> dict:
    thread = new_thread_id()
    return {
        "chat": [],
        "plan": [],
        "guide": "",
        "sources": "",
        "progress": "",
        "notice": "",
        "thread_state": thread,
        "thread_box": thread,
        "download": None,
        "versions": "",
        "status": render.status_line({"thread_id": thread, "status": "new"}, brain_label()),
    }


def on_plan(task: str, history, thread_id: str, user_id: str, language: str) -> dict:
    """A new task (or the answer to a clarifying question) -> a plan waiting for approval."""
    from graph.input_checks import check_task

    history = _chat(history)
    language = language if language in ("ko", "en") else None
    problem = check_task(task)
    if problem:
        return _problem(history, problem)
    session = planner()
    history.append({"role": "user", "content": task.strip()})
    stored = session.exists(thread_id)
    if stored and session.status(thread_id)["status"] == "needs_clarification":
        result = session.reply(thread_id, task)
    else:
        if stored or not thread_id:
            thread_id = new_thread_id()  # one thread per request: its plan versions stay its own
        result = session.start(task, user_id=(user_id or "").strip(), language=language, thread_id=thread_id)
    out = view(result, history, language=language)
    out["task"] = task if result["status"] == "error" else ""
    out["progress"] = ""
    return out


def on_approve(table, history, thread_id: str, progress=gr.Progress()):  # noqa: B008
    """Approve the (edited) plan and stream the run: node names and recommendations as they come."""
    history = _chat(history)
    if not thread_id:
        yield _problem(history, "There is no plan to approve yet: type a task and press Plan first.")
        return
    session = planner()
    sub_tasks = render.plan_from_table(table)
    language = None  # the thread's, from the stream's "start" event (a refused approval has none)
    total = max(1, len(sub_tasks))
    lines: list[str] = []
    done = 0
    running: dict = {}
    last = 0.0
    for event in session.stream_approve(thread_id, sub_tasks):
        kind = event["event"]
        if kind == "start":
            language = event["language"]
            # While it runs, every output gets a real value: an output left unchanged (gr.skip()) costs Gradio
            # a component rebuild per update. Updates go out at most every STREAM_EVERY_S.
            running = {
                "chat": history,
                "plan": render.table_rows(table),
                "guide": "",
                "sources": "",
                "download": None,
                "notice": "",
                "thread_box": thread_id,
                "versions": render.versions_markdown(session.plan_versions(thread_id)),
                "status": render.status_line({"thread_id": thread_id, "status": "running"}, brain_label(), language),
            }
            continue
        if kind == "result":
            result = event["result"]
            out = view(result, history, language=language)
            if result.get("errors") and result.get("status") == "awaiting_approval" and sub_tasks:
                out["plan"] = render.table_rows(table)  # a refused edit: the person's table stays, the stored plan too
            out["progress"] = render.progress_markdown(lines) if lines else ""
            yield out
            return
        if kind == "guide_text":  # the model's summary, shown as it is written
            running["guide"] = running.get("guide", "") + event["text"]
            if time.monotonic() - last >= STREAM_EVERY_S:
                last = time.monotonic()
                yield {
                    **running,
                    "guide": render.escape_md(running["guide"]),
                    "progress": render.progress_markdown(lines),
                }
            continue
        if kind == "node":
            lines.append(render.node_line(event, language))
        elif kind == "recommendation":
            done += 1
            lines.append(render.recommendation_line(event["recommendation"], language))
        if time.monotonic() - last >= STREAM_EVERY_S:
            last = time.monotonic()
            progress(min(done / total, 1.0), desc=lines[-1][2:])
            yield {**running, "progress": render.progress_markdown(lines)}


def on_revise(feedback: str, history, thread_id: str) -> dict:
    history = _chat(history)
    if not thread_id:
        return _problem(history, "There is no plan to revise yet: type a task and press Plan first.")
    if (feedback or "").strip():
        history.append({"role": "user", "content": feedback.strip()})
    result = planner().revise(thread_id, feedback)
    out = view(result, history)
    out["feedback"] = "" if not result.get("errors") else feedback
    out["progress"] = ""
    return out


def on_cancel(history, thread_id: str) -> dict:
    history = _chat(history)
    if not thread_id:
        return _problem(history, "There is nothing to cancel.")
    result = planner().cancel(thread_id)
    out = view(result, history)
    out["progress"] = ""
    return out


def on_resume(thread_text: str, history) -> dict:
    """Reopen a thread by id (after a reload or a restart): its plan, its guide, or its question."""
    thread = (thread_text or "").strip()
    if not thread:
        return _problem(history, "Paste a thread id first.")
    if not planner().exists(thread):
        return _problem(history, f"unknown thread {thread!r}")
    result = planner().status(thread)
    if result["status"] == "interrupted" or result.get("memory_pending"):
        # a run that stopped midway (a crash or restart): continue it from its last finished step
        result = planner().resume(thread)
    language = result.get("language")
    reply = say("resumed", language, thread=thread, status=result["status"]) + "\n\n" + render.chat_reply(result)
    out = view(result, [], reply=reply)
    out["progress"] = ""
    return out


def on_restore(version, history, thread_id: str) -> dict:
    if not thread_id or version in (None, ""):
        return _problem(history, "Type the number of the plan version to restore first.")
    result = planner().restore_version(thread_id, int(version))
    reply = None if result.get("errors") else say("restored", result.get("language"), n=int(version))
    out = view(result, history, reply=reply)
    out["progress"] = ""
    out["guide"] = out.get("guide", "") if result.get("status") == "done" else ""
    return out


# --- plan table editing (no session calls: the edit is sent on Approve) -----------------------------------


def on_select_row(evt: gr.SelectData):
    index = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
    return int(index) + 1


def on_add_row(table, text: str, row_no) -> dict:
    rows, selected, message = render.add_row(table, text, row_no)
    added = len(rows) > len(render.table_rows(table))
    return {"plan": rows, "row_no": selected, "new_step": "" if added else text, "notice": message}


def on_delete_row(table, row_no) -> dict:
    rows, selected, message = render.delete_row(table, row_no)
    return {"plan": rows, "row_no": selected, "notice": message}


def on_move_up(table, row_no) -> dict:
    rows, selected, message = render.move_row(table, row_no, -1)
    return {"plan": rows, "row_no": selected, "notice": message}


def on_move_down(table, row_no) -> dict:
    rows, selected, message = render.move_row(table, row_no, +1)
    return {"plan": rows, "row_no": selected, "notice": message}
