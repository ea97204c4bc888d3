"""Event handlers of the planner: thin calls into graph.session (the tabs are in ui/tab_handlers.py).

Each handler returns (or, when streaming, yields) a dict keyed by component name; app.py turns it into
the outputs of that event in its own order, and a name left out means "leave that component as it is".
Every handler works for the caller's identity (`who`), never for an id the caller sends; the page's own
words come in the page's language (`page_lang`), the plan and guide in the request's.
"""

from __future__ import annotations

import logging
import time
import uuid

import gradio as gr

from graph.result import Status
from settings import env
from ui import identity, render, tables
from ui.exports import export_guide
from ui.sanitize import safe_markdown, strip_invisible
from ui.services import brain_label, planner
from ui.strings import LANGUAGES, page_language, t
from ui.text import say, status_name

log = logging.getLogger(__name__)
STREAM_EVERY_S = env("PLANNER_STREAM_EVERY_S")  # seconds between progress updates
BUTTONS = ("approve", "cancel", "revise", "up", "down", "delete", "add", "restore", "swap_btn")


def new_thread_id() -> str:
    return uuid.uuid4().hex


def who(me: str, request: gr.Request | None) -> str:
    """The identity of this call (ui/identity.py): never an argument a caller can choose."""
    return identity.current(me, getattr(request, "username", None) if request is not None else None)


def _lang(page_lang: str | None) -> str:
    return "ko" if page_lang == "ko" else "en"


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


def _problem(history, message: str, owner: str) -> dict:
    gr.Warning(message)
    return {"chat": _say(_chat(history), f"⚠️ {message}"), "notice": f"⚠️ {message}", "me": owner}


def controls(status: str | None, selected=None, swaps: bool = False, versions: bool = False) -> dict:
    """Which buttons make sense now: approving, revising and editing only a plan waiting for approval (or,
    to approve, a run that stopped midway); swapping only in a finished guide."""
    waiting = status == Status.AWAITING_APPROVAL
    live = {
        "approve": waiting or status == Status.INTERRUPTED,
        "cancel": status in (Status.AWAITING_APPROVAL, Status.INTERRUPTED, Status.NEEDS_CLARIFICATION),
        "revise": waiting,
        "up": waiting and selected is not None,
        "down": waiting and selected is not None,
        "delete": waiting and selected is not None,
        "add": waiting,
        "restore": versions,
        "swap_btn": swaps and status == Status.DONE,
    }
    out = {name: gr.update(interactive=on) for name, on in live.items()}
    out["swap_btn"] = gr.update(interactive=live["swap_btn"], visible=live["swap_btn"])
    return out


# --- the planner view ----------------------------------------------------------------------------------


def view(result: dict, history, owner: str, page_lang: str, reply: str | None = None) -> dict:
    """Every planner component from one session result (of a thread `owner` owns)."""
    history = _chat(history)
    reply = render.chat_reply(result, page_lang) if reply is None else reply
    thread = result.get("thread_id") or ""
    errors = [render.escape_md(e) for e in result.get("errors") or []]
    label = brain_label()
    if result.get("status") == Status.ERROR and not planner().exists(thread, owner=owner):
        if errors:
            gr.Warning(errors[0])
        return {
            "chat": _say(history, reply),
            "notice": "⚠️ " + "; ".join(errors),
            "status": render.status_line(None, label),
            "me": owner,
        }
    versions = planner().plan_versions(thread, owner=owner) if thread else []
    swaps = tables.swap_choices(result, result.get("language") or page_lang)
    if errors:
        gr.Warning("; ".join(errors))
    status = result.get("status")
    no_plan = status in (Status.CANCELLED, Status.NEEDS_CLARIFICATION, Status.REFUSED)  # nothing to show or edit
    return {
        "chat": _say(history, reply),
        "plan": tables.framed(
            "plan", tables.step_rows(result, page_lang) if status != Status.CANCELLED else [], page_lang
        ),
        "guide": render.guide_markdown(result),
        "status": render.status_line(result, label, page_lang),
        "thread_box": thread,
        "thread_state": thread,
        "notice": ("⚠️ " + "; ".join(errors)) if errors else "",
        "sources": render.sources_markdown(result),
        "download": export_guide(result, owner),
        "versions": gr.update(choices=tables.version_choices(versions, page_lang), value=None),
        "swap_choice": gr.update(choices=swaps, value=None, visible=bool(swaps)),
        "examples_box": gr.update(visible=False),
        "plan_box": gr.update(visible=not no_plan),
        "plan_hint": gr.update(visible=no_plan),
        "selected": None,
        "selected_md": t("selected_none", page_lang),
        "phase": status,
        "me": owner,
        **controls(status, None, bool(swaps), len(versions) > 1),
    }


def on_load(secret: str, saved_thread: str, request: gr.Request, profile: gr.OAuthProfile | None) -> dict:
    """A page has loaded: its identity (sign-in, login, or this browser's secret), its language (the
    browser's), a fresh thread."""
    username = getattr(request, "username", None) if request is not None else None
    me, secret = identity.on_page_load(secret, username, getattr(profile, "username", None))
    headers = getattr(request, "headers", None) or {}
    lang = page_language(headers.get("accept-language"))
    thread = new_thread_id()
    return {
        "me": me,
        "secret": secret,
        "page_lang": lang,
        "lang": lang,
        "thread_state": thread,
        "thread_box": thread,
        # the brain label needs graph.brains (about a second to import on a cold start): on_status fills it in
        "status": render.status_line({"status": Status.NEW}, "…", lang),
        "notice": "",
        **controls(Status.NEW),
    }


def on_status(thread_id: str, page_lang: str) -> dict:
    """The status line of a fresh session, with the active brain (run right after on_load), and any store
    that was found corrupted or missing at start-up (which file, and where it was kept)."""
    from ui.services import store_problems

    problems = store_problems()
    out = {"status": render.status_line({"status": Status.NEW}, brain_label(), page_lang)}
    if problems:
        out["notice"] = "\n".join(f"⚠️ {render.escape_md(p)}" for p in problems)
    return out


def edited_rows(table) -> list:
    """The plan table as this browser last showed it (kept in the browser, so a reload keeps edits in progress)."""
    return render.table_rows(table)


def on_reopen_last(saved_thread: str, saved_chat, saved_edit, me: str, page_lang: str, request: gr.Request) -> dict:
    """After a reload: the last thread of this browser as it was, if it is this identity's (else nothing): its
    conversation, and a plan being edited with the edits not yet approved."""
    owner = who(me, request)
    thread = (saved_thread or "").strip()
    if not thread or not planner().exists(thread, owner=owner):
        return {"me": owner}
    result = planner().status(thread, owner=owner)
    history = _chat(saved_chat)
    out = view(result, history, owner, page_lang, reply="" if history else None)
    edits = render.table_rows(saved_edit)
    if result.get("status") == Status.AWAITING_APPROVAL and edits and [r[0] for r in edits] != result.get("sub_tasks"):
        out["plan"] = tables.framed("plan", edits, page_lang)  # the person's edits in progress, not yet sent
    out["progress"] = ""
    return out


def on_new_thread(me: str, page_lang: str, request: gr.Request) -> dict:
    thread = new_thread_id()
    return {
        "chat": [],
        "plan": tables.framed("plan", [], page_lang),
        "guide": "",
        "sources": "",
        "progress": "",
        "notice": "",
        "task": "",
        "thread_state": thread,
        "thread_box": thread,
        "download": None,
        "versions": gr.update(choices=[], value=None),
        "swap_choice": gr.update(choices=[], value=None, visible=False),
        "examples_box": gr.update(visible=True),
        "plan_box": gr.update(visible=False),
        "plan_hint": gr.update(visible=True),
        "status": render.status_line({"status": Status.NEW}, brain_label(), page_lang),
        "selected": None,
        "selected_md": t("selected_none", page_lang),
        "phase": Status.NEW,
        "me": who(me, request),
        **controls(Status.NEW),
    }


# component name -> (the property to set, the string key in ui/strings.py)
RELABELS: dict[str, tuple[str, str]] = {
    **{n: ("value", n) for n in ("intro", "plan_head", "guide_head", "mem_intro", "plan_hint")},
    "download": ("label", "download"),
    "examples_head": ("value", "examples"),
    "selected_md": ("value", "selected_none"),
    **{n: ("label", n) for n in ("task", "chat", "my_plans", "new_step", "feedback", "mem_table", "mem_text")},
    **{n: ("label", n) for n in ("forget_ok", "upload", "doc_table", "doc_choice", "details")},
    "versions": ("label", "version_pick"),
    "thread_box": ("label", "thread"),
    "plan": ("label", "plan_table"),
    "swap_choice": ("label", "swap_pick"),
    "versions_panel": ("label", "versions"),
    "progress_panel": ("label", "progress"),
    "planner_tab": ("label", "tab_planner"),
    "memory_tab": ("label", "tab_memory"),
    "knowledge_tab": ("label", "tab_knowledge"),
    "send": ("value", "plan_btn"),
    "new": ("value", "new_btn"),
    "open_plan": ("value", "open"),
    **{n: ("value", n) for n in ("resume", "up", "down", "delete", "add", "approve", "cancel", "revise", "restore")},
    **{n: ("value", n) for n in ("mem_refresh", "mem_save", "mem_delete", "forget", "doc_remove", "doc_refresh")},
    "swap_btn": ("value", "swap"),
}
PLACEHOLDERS = {"task": "task_placeholder", "new_step": "new_step_placeholder", "feedback": "feedback_placeholder"}


def relabel(page_lang: str, plan=None, mem_table=None, doc_table=None, phase: str | None = None) -> dict:
    """Every label, button, heading and placeholder of the page in `page_lang` (the language switch). The
    tables' column names travel with their values, so the three tables come back with their rows as they are."""
    from ui.strings import EXAMPLES

    out: dict = {}
    for name, (prop, key) in RELABELS.items():
        text = t(key, page_lang, mb=20) if key == "kb_intro" else t(key, page_lang)
        update = {prop: text}
        if name in PLACEHOLDERS:
            update["placeholder"] = t(PLACEHOLDERS[name], page_lang)
        if name == "task":
            update["info"] = t("task_info", page_lang)
        out[name] = gr.update(**update)
    for name, table in (("plan", plan), ("mem_table", mem_table), ("doc_table", doc_table)):
        rows = [list(r)[: len(tables.HEADERS[name])] for r in _rows(table)]
        out[name] = gr.update(value=tables.framed(name, rows, page_lang), label=out[name]["label"])
    out["kb_intro"] = gr.update(value=t("kb_intro", page_lang, mb=20))
    for name in ("planner_tab", "memory_tab", "knowledge_tab"):  # a Tab takes its new label as a Tab
        out[name] = gr.Tab(label=t(RELABELS[name][1], page_lang))
    out["lang"] = gr.update(label=t("lang", page_lang))
    if phase:
        out["status"] = render.status_line({"status": phase}, brain_label(), page_lang)
    for i, text in enumerate(EXAMPLES[_lang(page_lang)]):
        out[f"example_{i}"] = gr.update(value=text)
    return out


def _rows(table) -> list:
    if table is None:
        return []
    if hasattr(table, "values") and hasattr(table, "columns"):
        return [[("" if v is None else v) for v in row] for row in table.values.tolist()]
    if isinstance(table, dict):
        return table.get("data") or []
    return list(table)


def on_language(lang: str, page_lang: str) -> dict:
    """The 한국어 / English switch: the page's language from now on (the labels are re-set by app.py)."""
    return {"page_lang": lang if lang in dict(LANGUAGES).values() else page_lang}


# --- the turns ----------------------------------------------------------------------------------------------


def on_plan(task: str, history, thread_id: str, me: str, page_lang: str, request: gr.Request):
    """A new task (or the answer to a clarifying question) -> a plan waiting for approval. The person's words
    show at once with a "planning" line (a cold start or a model can take a while), then the plan."""
    from graph.input_checks import check_task

    owner = who(me, request)
    history = _chat(history)
    problem = check_task(task)
    if problem:
        yield _problem(history, problem, owner)
        return
    session = planner()
    history.append(_you(task))
    yield {"chat": _say(history, say("planning", page_lang)), "task": "", "me": owner}
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
    history = _chat(history)
    if not thread_id:
        yield _problem(history, say("no_plan", page_lang), owner)
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
    history = _chat(history)
    if not thread_id:
        return _problem(history, say("no_plan", page_lang), owner)
    feedback = strip_invisible(feedback or "")
    if feedback.strip():
        history.append(_you(feedback))
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
    history = _chat(history)
    if not thread_id:
        return _problem(history, say("nothing_to_cancel", page_lang), owner)
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
        return _problem(history, say("paste_id", page_lang), owner)
    if not planner().exists(thread, owner=owner):
        return _problem(history, say("unknown_thread", page_lang), owner)
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
        return _problem(history, say("pick_version", page_lang), owner)
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
        return _problem(history, say("pick_swap", page_lang), owner)
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
    label = t("selected", page_lang, n=selected) if selected else t("selected_none", page_lang)
    return {
        "plan": tables.framed("plan", rows, page_lang),
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
