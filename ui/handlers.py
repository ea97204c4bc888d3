"""Event handlers of the planner: thin calls into graph.session (the tabs are in ui/tab_handlers.py).

Each handler returns (or, when streaming, yields) a dict keyed by component name; app.py turns it into
the outputs of that event in its own order, and a name left out means "leave that component as it is".
Every handler works for the caller's identity (`who`), never for an id the caller sends; the page's own
words come in the page's language (`page_lang`), the plan and guide in the request's.

Here: the turns of a plan (plan, approve with its stream of progress, revise, cancel, resume, restore, swap),
editing the plan table, and "My plans". The view they all end with is in ui/planner_view.py; the page's own
events (load, reload, new thread, language) are in ui/page_handlers.py. app.py reaches all of them through
this module, which re-exports those names.
"""

from __future__ import annotations

import logging
import time

import gradio as gr

from graph.input_checks import check_task
from graph.result import Status
from settings import env
from ui import render, tables
from ui.page_handlers import (
    PLACEHOLDERS,
    RELABELS,
    edited_rows,
    on_language,
    on_load,
    on_new_thread,
    on_reopen_last,
    on_status,
    relabel,
)
from ui.planner_view import (
    BUTTONS,
    controls,
    new_thread_id,
    show_problem,
    shown_chat,
    user_turn,
    view,
    who,
    with_reply,
)
from ui.sanitize import safe_markdown, strip_invisible
from ui.services import brain_label, planner
from ui.strings import t
from ui.text import say, status_name

# The planner's handlers as app.py uses them: this module's own and, re-exported, the page's and the view's.
__all__ = [
    "BUTTONS",
    "PLACEHOLDERS",
    "RELABELS",
    "STREAM_EVERY_S",
    "controls",
    "edited_rows",
    "new_thread_id",
    "on_add_row",
    "on_approve",
    "on_cancel",
    "on_delete_row",
    "on_language",
    "on_load",
    "on_move_down",
    "on_move_up",
    "on_my_plans",
    "on_new_thread",
    "on_plan",
    "on_reopen_last",
    "on_restore",
    "on_resume",
    "on_revise",
    "on_select_row",
    "on_status",
    "on_swap",
    "relabel",
    "view",
    "who",
]

log = logging.getLogger(__name__)
STREAM_EVERY_S = env("PLANNER_STREAM_EVERY_S")  # seconds between progress updates

# --- the turns ----------------------------------------------------------------------------------------------


def on_plan(task: str, history, thread_id: str, me: str, page_lang: str, request: gr.Request):
    """A new task (or the answer to a clarifying question) -> a plan waiting for approval. The person's words
    show at once with a "planning" line (a cold start or a model can take a while), then the plan."""
    owner = who(me, request)
    history = shown_chat(history)
    problem = check_task(task)
    if problem:
        yield show_problem(history, problem, owner)
        return
    session = planner()
    history.append(user_turn(task))
    yield {"chat": with_reply(history, say("planning", page_lang)), "task": "", "me": owner}
    stored = session.exists(thread_id, owner=owner)
    if stored and session.status(thread_id, owner=owner)["status"] == Status.NEEDS_CLARIFICATION:
        result = session.reply(thread_id, task, owner=owner)
    else:
        thread_id = new_thread_id()  # one thread per request: its plan versions stay its own
        result = session.start(task, user_id=owner, thread_id=thread_id)  # the plan's language: the request's
    out = view(result, history, owner, page_lang)
    out["task"] = task if result["status"] == Status.ERROR else ""
    out["progress"] = ""
    yield out


def on_approve(table, history, thread_id: str, me: str, page_lang: str, request: gr.Request):
    """Approve the (edited) plan and stream the run: steps ticked and tools named as they come."""
    owner = who(me, request)
    history = shown_chat(history)
    if not thread_id:
        yield show_problem(history, say("no_plan", page_lang), owner)
        return
    session = planner()
    sub_tasks = render.plan_from_table(table)
    language = None  # the thread's, from the stream's "start" event (a refused approval has none)
    lines: list[str] = []
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
                "plan": tables.framed("plan", render.table_rows(table), page_lang),
                "guide": "",
                "sources": "",
                "download": None,
                "notice": "",
                "thread_box": thread_id,
                "status": render.status_line({"status": Status.RUNNING}, brain_label(), page_lang),
                "phase": Status.RUNNING,
                **controls(Status.RUNNING),
            }
            continue
        if kind == "result":
            result = event["result"]
            out = view(result, history, owner, page_lang)
            if result.get("errors") and result.get("status") == Status.AWAITING_APPROVAL and sub_tasks:
                out["plan"] = tables.framed(
                    "plan", render.table_rows(table), page_lang
                )  # a refused edit: the person's table stays, the stored plan too
            out["progress"] = render.progress_markdown(lines, finished=True) if lines else ""
            yield out
            return
        if kind == "guide_text":  # the model's summary, shown as it is written
            running["guide"] = running.get("guide", "") + event["text"]
            if time.monotonic() - last >= STREAM_EVERY_S:
                last = time.monotonic()
                yield {**running, "guide": safe_markdown(running["guide"]), "progress": render.progress_markdown(lines)}
            continue
        if kind == "node":
            lines.append(render.node_line(event, language or page_lang))
        elif kind == "recommendation":
            lines.append(render.recommendation_line(event["recommendation"], language or page_lang))
        if time.monotonic() - last >= STREAM_EVERY_S:
            last = time.monotonic()
            yield {**running, "progress": render.progress_markdown(lines)}


def on_revise(feedback: str, history, thread_id: str, me: str, page_lang: str, request: gr.Request) -> dict:
    """Re-plan with the person's words, and say what changed."""
    owner = who(me, request)
    history = shown_chat(history)
    if not thread_id:
        return show_problem(history, say("no_plan", page_lang), owner)
    feedback = strip_invisible(feedback or "")
    if feedback.strip():
        history.append(user_turn(feedback))
    before = planner().status(thread_id, owner=owner).get("sub_tasks") or []
    result = planner().revise(thread_id, feedback, owner=owner)
    reply = None
    if not result.get("errors") and result.get("status") == Status.AWAITING_APPROVAL:
        language = result.get("language") or page_lang
        reply = (
            render.chat_reply(result, page_lang)
            + "\n\n"
            + safe_markdown(tables.plan_changes(before, result.get("sub_tasks") or [], language))
        )
    out = view(result, history, owner, page_lang, reply=reply)
    out["feedback"] = "" if not result.get("errors") else feedback
    out["progress"] = ""
    return out


def on_cancel(history, thread_id: str, me: str, page_lang: str, request: gr.Request) -> dict:
    owner = who(me, request)
    history = shown_chat(history)
    if not thread_id:
        return show_problem(history, say("nothing_to_cancel", page_lang), owner)
    result = planner().cancel(thread_id, owner=owner)
    out = view(result, history, owner, page_lang)
    out["progress"] = ""
    return out


def on_resume(thread_text: str, history, me: str, page_lang: str, request: gr.Request) -> dict:
    """Reopen one of this person's plans (from "My plans", or by id): its plan, its guide, or its question.
    Someone else's is answered like an unknown one."""
    owner = who(me, request)
    thread = (thread_text or "").strip()
    if not thread:
        return show_problem(history, say("paste_id", page_lang), owner)
    if not planner().exists(thread, owner=owner):
        return show_problem(history, say("unknown_thread", page_lang), owner)
    result = planner().status(thread, owner=owner)
    if result["status"] == Status.INTERRUPTED or result.get("memory_pending"):
        # a run that stopped midway (a crash or restart): continue it from its last finished step
        result = planner().resume(thread, owner=owner)
    reply = say("resumed", page_lang, status=status_name(result["status"], page_lang))
    out = view(result, [], owner, page_lang, reply=reply + "\n\n" + render.chat_reply(result, page_lang))
    out["progress"] = ""
    return out


def on_restore(version, history, thread_id: str, me: str, page_lang: str, request: gr.Request) -> dict:
    owner = who(me, request)
    if not thread_id or version in (None, ""):
        return show_problem(history, say("pick_version", page_lang), owner)
    result = planner().restore_version(thread_id, int(version), owner=owner)
    reply = None if result.get("errors") else say("restored", page_lang, n=int(version))
    out = view(result, history, owner, page_lang, reply=reply)
    out["progress"] = ""
    out["guide"] = out.get("guide", "") if result.get("status") == Status.DONE else ""
    return out


def on_swap(choice: str, history, thread_id: str, me: str, page_lang: str, request: gr.Request) -> dict:
    """Use one of a step's alternatives: that step of the guide and the cost are written again."""
    owner = who(me, request)
    step, _, tool_id = str(choice or "").partition(":")
    if not thread_id or not step.isdigit() or not tool_id:
        return show_problem(history, say("pick_swap", page_lang), owner)
    result = planner().swap_tool(thread_id, int(step), tool_id, owner=owner)
    reply = None
    if not result.get("errors"):
        recs = result.get("recommendations") or []
        tool = recs[int(step) - 1].get("tool") if len(recs) >= int(step) else tool_id
        reply = say("swapped", page_lang, n=int(step), tool=render.escape_md(tool or tool_id))
    out = view(result, history, owner, page_lang, reply=reply)
    out["progress"] = gr.skip()
    return out


# --- plan table editing (no session calls: the edit is sent on Approve) -----------------------------------


def on_select_row(evt: gr.SelectData, page_lang: str, phase: str) -> dict:
    index = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
    n = int(index) + 1
    waiting = phase == Status.AWAITING_APPROVAL
    return {"selected": n, "selected_md": t("selected", page_lang, n=n), **_row_buttons(waiting, n)}


def _row_buttons(waiting: bool, selected) -> dict:
    on = waiting and selected is not None
    return {name: gr.update(interactive=on) for name in ("up", "down", "delete")}


def _edited(rows, selected, message: str, page_lang: str) -> dict:
    """The table after an edit, and the same rows kept in this browser in the same response: a reload right
    after the click brings the edit back (saving it from plan.change alone took a second round trip, and a reload
    between the two lost it)."""
    label = t("selected", page_lang, n=selected) if selected else t("selected_none", page_lang)
    return {
        "plan": tables.framed("plan", rows, page_lang),
        "saved_edit": rows,
        "selected": selected,
        "selected_md": label,
        "notice": message,
        **_row_buttons(True, selected),
    }


def on_add_row(table, text: str, selected, page_lang: str) -> dict:
    rows, selected, message = render.add_row(table, text, selected, page_lang)
    added = len(rows) > len(render.table_rows(table))
    return {**_edited(rows, selected, message, page_lang), "new_step": "" if added else text}


def on_delete_row(table, selected, page_lang: str) -> dict:
    rows, selected, message = render.delete_row(table, selected, page_lang)
    return _edited(rows, selected, message, page_lang)


def on_move_up(table, selected, page_lang: str) -> dict:
    rows, selected, message = render.move_row(table, selected, -1, page_lang)
    return _edited(rows, selected, message, page_lang)


def on_move_down(table, selected, page_lang: str) -> dict:
    rows, selected, message = render.move_row(table, selected, +1, page_lang)
    return _edited(rows, selected, message, page_lang)


def on_my_plans(me: str, page_lang: str, request: gr.Request) -> dict:
    """This person's earlier plans, newest first, for the "My plans" list (label: when, status, task)."""
    owner = who(me, request)
    choices = [
        (
            f"{tables.ago(r['updated_at'], page_lang)} · {status_name(r['status'], page_lang)} · "
            f"{strip_invisible(r['task'])[:60]}",
            r["thread_id"],
        )
        for r in planner().threads(owner)
    ]
    return {"my_plans": gr.update(choices=choices, value=None), "me": owner}
