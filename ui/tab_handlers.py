"""Handlers of the Memory and Knowledge tabs: thin calls into memory_store and knowledge.service.

Like ui/handlers.py (the planner), each returns a dict keyed by component name; app.py maps it onto outputs.
Every call is scoped to the caller's identity (ui/identity.py), never to an id the caller sends; the tables
speak the page's language (what a memory says, its kind, when it was learned; documents by name and size).
The memory ids stay out of the table: they travel in `mem_ids` (row order), which API clients also get.
"""

from __future__ import annotations

from pathlib import Path

import gradio as gr

from settings import data_dir
from ui import render, tables
from ui.exports import forget_exports
from ui.planner_view import who
from ui.sanitize import strip_invisible
from ui.services import knowledge_base, memory_store, planner
from ui.text import say

MAX_UPLOAD_MB = 20


# --- Memory tab ----------------------------------------------------------------------------------------


def _memories(user_id: str, page_lang: str) -> dict:
    from memory_store.store import MemoryRefused  # lazy: the page starts without the stores (ui/__init__.py)

    try:
        items = [m.as_dict() for m in memory_store().list(user_id)]
    except MemoryRefused as exc:
        empty = tables.framed("mem_table", [], page_lang)
        return {"mem_table": empty, "mem_ids": [], "mem_notice": f"⚠️ {render.escape_md(str(exc))}"}
    note = say("mem_count", page_lang, n=len(items)) if items else say("mem_none", page_lang)
    rows = tables.framed("mem_table", tables.memory_rows(items, page_lang), page_lang)
    return {"mem_table": rows, "mem_ids": [m["id"] for m in items], "mem_notice": note}


def on_memories(me: str, page_lang: str, request: gr.Request) -> dict:
    owner = who(me, request)
    return {**_memories(owner, page_lang), "me": owner}


def on_memory_select(evt: gr.SelectData, ids: list, table) -> dict:
    rows = table.values.tolist() if hasattr(table, "values") else (table or {}).get("data", [])
    index = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
    if not 0 <= int(index) < min(len(rows), len(ids or [])):
        return {}
    return {"mem_id": str(ids[int(index)]), "mem_text": str(rows[int(index)][0])}


def _change_memory(user_id: str, memory_id: str, change, done: str, page_lang: str) -> dict:
    """Edit or delete one memory of this user (`change(store, user_id, memory_id)`), then re-read the table."""
    from memory_store.store import MemoryRefused  # lazy: the page starts without the stores (ui/__init__.py)

    if not memory_id:
        return {"mem_notice": "⚠️ " + say("pick_memory", page_lang), "me": user_id}
    try:
        change(memory_store(), user_id, str(memory_id).strip())
    except MemoryRefused as exc:
        return {"mem_notice": f"⚠️ {render.escape_md(str(exc))}", "me": user_id}
    out = _memories(user_id, page_lang)
    return {**out, "mem_notice": done, "mem_id": "", "mem_text": "", "me": user_id}


def on_memory_save(me: str, memory_id: str, text: str, page_lang: str, request: gr.Request) -> dict:
    text = strip_invisible(text or "")
    owner = who(me, request)
    edit = lambda store, user, mid: store.edit(user, mid, text)  # noqa: E731
    return _change_memory(owner, memory_id, edit, say("mem_saved", page_lang), page_lang)


def on_memory_delete(me: str, memory_id: str, page_lang: str, request: gr.Request) -> dict:
    owner = who(me, request)
    delete = lambda store, user, mid: store.delete(user, mid)  # noqa: E731
    return _change_memory(owner, memory_id, delete, say("mem_deleted", page_lang), page_lang)


def on_forget(me: str, confirmed: bool, page_lang: str, request: gr.Request) -> dict:
    """Forget me: memories, uploads, threads and exported guides of this identity, all of them."""
    from knowledge.service import UploadRefused  # lazy: the page starts without the stores (ui/__init__.py)
    from memory_store.store import MemoryRefused  # lazy: the page starts without the stores (ui/__init__.py)

    user_id = who(me, request)
    if not confirmed:
        return {"mem_notice": "⚠️ " + say("tick_box", page_lang), "me": user_id}
    try:
        removed = memory_store().forget(user_id)
        documents = knowledge_base().forget_user(user_id)
        thread_ids = [r["thread_id"] for r in planner().threads(user_id, limit=100_000)]
        threads = planner().forget(user_id)
        guides = forget_exports(user_id, thread_ids)
    except (MemoryRefused, UploadRefused) as exc:
        return {"mem_notice": f"⚠️ {render.escape_md(str(exc))}", "me": user_id}
    return {
        "me": user_id,
        "mem_table": tables.framed("mem_table", [], page_lang),
        "mem_ids": [],
        "mem_notice": say("forgot", page_lang, memories=removed, documents=documents, plans=threads, guides=guides),
        "forget_ok": False,
        "mem_id": "",
        "mem_text": "",
    }


# --- Knowledge tab -------------------------------------------------------------------------------------


def _documents(user_id: str, page_lang: str) -> dict:
    from knowledge.service import UploadRefused  # lazy: the page starts without the stores (ui/__init__.py)

    try:
        docs = knowledge_base().documents(user_id=user_id)
        mine = [d["file"] for d in docs if d.get("mine")]
    except UploadRefused as exc:
        return {
            "doc_table": tables.framed("doc_table", [], page_lang),
            "doc_choice": gr.update(choices=[], value=None),
            "kb_notice": f"⚠️ {exc}",
        }
    return {
        "doc_table": tables.framed("doc_table", tables.document_rows(docs, page_lang), page_lang),
        "doc_choice": gr.update(choices=mine, value=mine[0] if mine else None),
    }


def on_documents(me: str, page_lang: str, request: gr.Request) -> dict:
    owner = who(me, request)
    return {**_documents(owner, page_lang), "me": owner}


def _drop_temp_copy(path: Path) -> None:
    """Gradio keeps an upload in its temp folder; the app keeps its own copy, so this one goes at once."""
    try:
        if path.resolve().is_relative_to((data_dir() / "gradio-tmp").resolve()):
            path.unlink(missing_ok=True)
            if not any(path.parent.iterdir()):
                path.parent.rmdir()
    except OSError:
        pass


def on_upload(file, me: str, page_lang: str, request: gr.Request, progress=gr.Progress()) -> dict:  # noqa: B008
    """Check (type, size, quota), store under uploads/<user>/, index with owner=<user>; refusals are messages."""
    from knowledge.pdfs import PdfSkipped  # lazy: the page starts without the stores (ui/__init__.py)
    from knowledge.service import UploadRefused, check_owner, check_upload, stored_name  # lazy: as above

    user_id = who(me, request)
    if not file:
        return {"kb_notice": "", "me": user_id}
    path = Path(file if isinstance(file, str) else getattr(file, "name", "") or file.get("path"))
    name = stored_name(path.name)
    progress(0.1)
    try:
        check_owner(user_id)
        check_upload(path, name)
        progress(0.3)
        report = knowledge_base().add_pdf(path, name=name, user_id=user_id)
    except (UploadRefused, PdfSkipped) as exc:
        why = render.escape_md(str(exc))
        gr.Warning(why)
        return {
            **_documents(user_id, page_lang),
            "kb_notice": say("doc_refused", page_lang, why=why),
            "upload": None,
            "me": user_id,
        }
    finally:
        _drop_temp_copy(path)
    progress(1.0)
    chunks = report.added + report.updated + report.unchanged
    notice = say("doc_added", page_lang, name=render.escape_md(name), chunks=chunks)
    return {**_documents(user_id, page_lang), "kb_notice": notice, "upload": None, "me": user_id}


def on_remove_document(name: str, me: str, page_lang: str, request: gr.Request) -> dict:
    from knowledge.service import UploadRefused  # lazy: the page starts without the stores (ui/__init__.py)

    user_id = who(me, request)
    if not name:
        return {"kb_notice": "⚠️ " + say("pick_doc", page_lang), "me": user_id}
    try:
        knowledge_base().remove_pdf(name, user_id=user_id)
    except FileNotFoundError:
        return {"kb_notice": "⚠️ " + say("doc_missing", page_lang), "me": user_id}
    except UploadRefused as exc:
        return {"kb_notice": f"⚠️ {render.escape_md(str(exc))}", "me": user_id}
    out = _documents(user_id, page_lang)
    return {**out, "kb_notice": say("doc_removed", page_lang, name=render.escape_md(name)), "me": user_id}
