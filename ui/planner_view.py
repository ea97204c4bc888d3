"""One session result -> every planner component: the view, which buttons make sense, the chat as shown.

Each handler returns (or, when streaming, yields) a dict keyed by component name; app.py turns it into the
outputs of that event in its own order, and a name left out means "leave that component as it is". Every
handler works for the caller's identity (`who`), never for an id the caller sends.

A module of its own because two sets of handlers end by showing a thread through view(): the turns of a plan
(ui/handlers.py) and the page's own events (ui/page_handlers.py: a reload, a new thread); both import it
without importing each other. The Memory and Knowledge tabs (ui/tab_handlers.py) use only `who`.
"""

from __future__ import annotations

import uuid

import gradio as gr

from graph.result import Status
from ui import identity, render, tables
from ui.exports import export_guide
from ui.sanitize import safe_markdown, strip_invisible
from ui.services import brain_label, planner
from ui.strings import t

BUTTONS = ("approve", "cancel", "revise", "up", "down", "delete", "add", "restore", "swap_btn")


def new_thread_id() -> str:
    return uuid.uuid4().hex


def who(me: str, request: gr.Request | None) -> str:
    """The identity of this call (ui/identity.py): never an argument a caller can choose."""
    return identity.current(me, getattr(request, "username", None) if request is not None else None)


def shown_chat(history) -> list:
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


def user_turn(text: str) -> dict:
    return {"role": "user", "content": safe_markdown(strip_invisible(text).strip())}


def with_reply(history: list, text: str) -> list:
    return [*history, {"role": "assistant", "content": text}] if text else history


def show_problem(history, message: str, owner: str) -> dict:
    gr.Warning(message)
    return {"chat": with_reply(shown_chat(history), f"⚠️ {message}"), "notice": f"⚠️ {message}", "me": owner}


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
    history = shown_chat(history)
    reply = render.chat_reply(result, page_lang) if reply is None else reply
    thread = result.get("thread_id") or ""
    errors = [render.escape_md(e) for e in result.get("errors") or []]
    label = brain_label()
    if result.get("status") == Status.ERROR and not planner().exists(thread, owner=owner):
        if errors:
            gr.Warning(errors[0])
        return {
            "chat": with_reply(history, reply),
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
        "chat": with_reply(history, reply),
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
