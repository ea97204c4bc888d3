"""The page's own events: a page loads (its identity, language and a fresh thread, then the last thread of
this browser after a reload), a new thread is started, or the language is switched (every label set again).

Like ui/handlers.py, each returns a dict keyed by component name that app.py maps onto outputs. A module of its
own because none of these is a turn of a plan: they set up or re-label the page and run no graph step (a
reload only reads its thread's status), while ui/handlers.py holds the handlers that plan, approve and change.
"""

from __future__ import annotations

import gradio as gr

from graph.result import Status
from ui import identity, render, tables
from ui.planner_view import controls, new_thread_id, shown_chat, view, who
from ui.services import brain_label, planner, store_problems
from ui.strings import EXAMPLES, LANGUAGES, page_language, t


def _lang(page_lang: str | None) -> str:
    return "ko" if page_lang == "ko" else "en"


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
    history = shown_chat(saved_chat)
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
