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
from ui import identity, render
from ui.exports import export_guide
from ui.sanitize import safe_markdown, strip_invisible
from ui.services import brain_label, planner
from ui.text import say

log = logging.getLogger(__name__)
STREAM_EVERY_S = env("PLANNER_STREAM_EVERY_S")  # seconds between progress updates


def new_thread_id() -> str:
    return uuid.uuid4().hex


def who(me: str, request: gr.Request | None) -> str:
    """The identity of this call (ui/identity.py): never an argument a caller can choose."""
    return identity.current(me, getattr(request, "username", None) if request is not None else None)


def _chat(history) -> list:
    """The chat as shown: every message's text re-sanitized (a client can send any history it likes)."""
    out = []
    for message in list(history or [])[-200:]:
        if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
            continue
        content = message.get("content")
        if isinstance(content, list):  # Gradio 6 hands messages over as a list of parts; files are dropped
            content = "\n".join(p.get("text") or "" for p in content if isinstance(p, dict) and p.get("type") == "text")
        if isinstance(content, str) and content:
            out.append({"role": message["role"], "content": safe_markdown(content)})
    return out


def _you(text: str) -> dict:
    return {"role": "user", "content": safe_markdown(strip_invisible(text).strip())}


def _say(history: list, text: str) -> list:
    return [*history, {"role": "assistant", "content": text}] if text else history


def _problem(history, message: str) -> dict:
    gr.Warning(message)
    return {"chat": _say(_chat(history), f"⚠️ {message}"), "notice": f"⚠️ {message}"}


# --- the planner view ----------------------------------------------------------------------------------


def view(result: dict, history, owner: str, reply: str | None = None, language: str | None = None) -> dict:
    """Every planner component from one session result (of a thread `owner` owns)."""
    history = _chat(history)
    reply = render.chat_reply(result, language) if reply is None else reply
    thread = result.get("thread_id") or ""
    errors = [render.escape_md(e) for e in result.get("errors") or []]
    label = brain_label()
    if result.get("status") == "error" and not planner().exists(thread, owner=owner):
        if errors:
            gr.Warning(errors[0])
        return {
            "chat": _say(history, reply),
            "notice": "⚠️ " + "; ".join(errors),
            "status": render.status_line(None, label),
            "me": owner,
        }
    versions = planner().plan_versions(thread, owner=owner) if thread else []
    path = export_guide(result, owner)
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
        "me": owner,
    }


def on_load(secret: str, saved_thread: str, request: gr.Request, profile: gr.OAuthProfile | None) -> dict:
    """A page has loaded: its identity (sign-in, login, or this browser's secret) and a fresh thread; the last
    thread this browser used is reopened when it is this identity's."""
    username = getattr(request, "username", None) if request is not None else None
    me, secret = identity.on_page_load(secret, username, getattr(profile, "username", None))
    thread = new_thread_id()
    out = {
        "me": me,
        "secret": secret,
        "thread_state": thread,
        "thread_box": thread,
        # the brain label needs graph.brains (about a second to import on a cold start): on_status fills it in
        "status": render.status_line({"thread_id": thread, "status": "new"}, "…"),
        "notice": "",
    }
    return out


def on_status(thread_id: str) -> dict:
    """The status line of a fresh session, with the active brain (run right after on_load), and any store
    that was found corrupted or missing at start-up (which file, and where it was kept)."""
    from ui.services import store_problems

    problems = store_problems()
    out = {"status": render.status_line({"thread_id": thread_id, "status": "new"}, brain_label())}
    if problems:
        out["notice"] = "\n".join(f"⚠️ {render.escape_md(p)}" for p in problems)
    return out


def on_reopen_last(saved_thread: str, me: str, request: gr.Request) -> dict:
    """After a reload: the last thread of this browser as it was, if it is this identity's (else nothing)."""
    owner = who(me, request)
    thread = (saved_thread or "").strip()
    if not thread or not planner().exists(thread, owner=owner):
        return {"me": owner}
    result = planner().status(thread, owner=owner)
    out = view(result, [], owner)
    out["progress"] = ""
    return out


def on_new_thread(me: str, request: gr.Request) -> dict:
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
        "me": who(me, request),
    }


def on_plan(task: str, history, thread_id: str, me: str, language: str, request: gr.Request) -> dict:
    """A new task (or the answer to a clarifying question) -> a plan waiting for approval."""
    from graph.input_checks import check_task

    owner = who(me, request)
    history = _chat(history)
    language = language if language in ("ko", "en") else None
    problem = check_task(task)
    if problem:
        return {**_problem(history, problem), "me": owner}
    session = planner()
    history.append(_you(task))
    stored = session.exists(thread_id, owner=owner)
    if stored and session.status(thread_id, owner=owner)["status"] == "needs_clarification":
        result = session.reply(thread_id, task, owner=owner)
    else:
        thread_id = new_thread_id()  # one thread per request: its plan versions stay its own
        result = session.start(task, user_id=owner, language=language, thread_id=thread_id)
    out = view(result, history, owner, language=language)
    out["task"] = task if result["status"] == "error" else ""
    out["progress"] = ""
    return out


def on_approve(table, history, thread_id: str, me: str, request: gr.Request, progress=gr.Progress()):  # noqa: B008
    """Approve the (edited) plan and stream the run: node names and recommendations as they come."""
    owner = who(me, request)
    history = _chat(history)
    if not thread_id:
        yield {**_problem(history, "There is no plan to approve yet: type a task and press Plan first."), "me": owner}
        return
    session = planner()
    sub_tasks = render.plan_from_table(table)
    language = None  # the thread's, from the stream's "start" event (a refused approval has none)
    total = max(1, len(sub_tasks))
    lines: list[str] = []
    done = 0
    running: dict = {}
    last = 0.0
    for event in session.stream_approve(thread_id, sub_tasks, owner=owner):
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
                "versions": render.versions_markdown(session.plan_versions(thread_id, owner=owner)),
                "status": render.status_line({"thread_id": thread_id, "status": "running"}, brain_label(), language),
            }
            continue
        if kind == "result":
            result = event["result"]
            out = view(result, history, owner, language=language)
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
                    "guide": safe_markdown(running["guide"]),
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


def on_revise(feedback: str, history, thread_id: str, me: str, request: gr.Request) -> dict:
    owner = who(me, request)
    history = _chat(history)
    if not thread_id:
        return {**_problem(history, "There is no plan to revise yet: type a task and press Plan first."), "me": owner}
    feedback = strip_invisible(feedback or "")
    if feedback.strip():
        history.append(_you(feedback))
    result = planner().revise(thread_id, feedback, owner=owner)
    out = view(result, history, owner)
    out["feedback"] = "" if not result.get("errors") else feedback
    out["progress"] = ""
    return out


def on_cancel(history, thread_id: str, me: str, request: gr.Request) -> dict:
    owner = who(me, request)
    history = _chat(history)
    if not thread_id:
        return {**_problem(history, "There is nothing to cancel."), "me": owner}
    result = planner().cancel(thread_id, owner=owner)
    out = view(result, history, owner)
    out["progress"] = ""
    return out


def on_resume(thread_text: str, history, me: str, request: gr.Request) -> dict:
    """Reopen one of this person's threads by id (or from "My plans"): its plan, its guide, or its question.
    Someone else's thread is answered like an unknown one."""
    owner = who(me, request)
    thread = (thread_text or "").strip()
    if not thread:
        return {**_problem(history, "Paste a thread id first."), "me": owner}
    if not planner().exists(thread, owner=owner):
        return {**_problem(history, f"unknown thread {render.escape_md(thread[:64])}"), "me": owner}
    result = planner().status(thread, owner=owner)
    if result["status"] == "interrupted" or result.get("memory_pending"):
        # a run that stopped midway (a crash or restart): continue it from its last finished step
        result = planner().resume(thread, owner=owner)
    language = result.get("language")
    reply = say("resumed", language, thread=thread, status=result["status"]) + "\n\n" + render.chat_reply(result)
    out = view(result, [], owner, reply=reply)
    out["progress"] = ""
    return out


def on_restore(version, history, thread_id: str, me: str, request: gr.Request) -> dict:
    owner = who(me, request)
    if not thread_id or version in (None, ""):
        return {**_problem(history, "Type the number of the plan version to restore first."), "me": owner}
    result = planner().restore_version(thread_id, int(version), owner=owner)
    reply = None if result.get("errors") else say("restored", result.get("language"), n=int(version))
    out = view(result, history, owner, reply=reply)
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


def on_my_plans(me: str, request: gr.Request) -> dict:
    """This person's earlier threads, newest first, for the "My plans" list (label: date, status, task)."""
    from ui.text import status_name

    owner = who(me, request)
    rows = planner().threads(owner)
    choices = [
        (
            f"{(r['updated_at'] or '')[:16].replace('T', ' ')} · {status_name(r['status'], r.get('language'))} · "
            f"{strip_invisible(r['task'])[:60]}",
            r["thread_id"],
        )
        for r in rows
    ]
    return {"my_plans": gr.update(choices=choices, value=None), "me": owner}
