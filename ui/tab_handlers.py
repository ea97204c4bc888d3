"""Handlers of the Memory and Knowledge tabs: thin calls into memory_store and knowledge.service.

Like ui/handlers.py (the planner), each returns a dict keyed by component name; app.py maps it onto outputs.
Every call is scoped to the user id in the page.
"""

from __future__ import annotations

from pathlib import Path

import gradio as gr

from ui import render
from ui.services import knowledge_base, memory_store

MAX_UPLOAD_MB = 20


# --- Memory tab ----------------------------------------------------------------------------------------


def _memories(user_id: str) -> tuple[list[list[str]], str]:
    from memory_store.store import MemoryError

    try:
        items = [m.as_dict() for m in memory_store().list(user_id)]
    except MemoryError as exc:
        return [], f"⚠️ {exc}"
    note = f"{len(items)} memories for `{user_id}`." if items else f"No memories for `{user_id}` yet."
    return render.memory_rows(items), note


def on_memories(user_id: str) -> dict:
    rows, note = _memories((user_id or "").strip())
    return {"mem_table": rows, "mem_notice": note}


def on_memory_select(evt: gr.SelectData, table) -> dict:
    rows = table.values.tolist() if hasattr(table, "values") else (table or {}).get("data", [])
    index = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
    if not 0 <= int(index) < len(rows):
        return {}
    row = rows[int(index)]
    return {"mem_id": str(row[0]), "mem_text": str(row[2])}


def _change_memory(user_id: str, memory_id: str, change, done: str) -> dict:
    """Edit or delete one memory of this user (`change(store, user_id, memory_id)`), then re-read the table."""
    from memory_store.store import MemoryError

    user_id = (user_id or "").strip()
    if not memory_id:
        return {"mem_notice": "⚠️ Pick a memory (click its row) first."}
    try:
        change(memory_store(), user_id, memory_id.strip())
    except MemoryError as exc:
        return {"mem_notice": f"⚠️ {exc}"}
    rows, _ = _memories(user_id)
    return {"mem_table": rows, "mem_notice": done, "mem_id": "", "mem_text": ""}


def on_memory_save(user_id: str, memory_id: str, text: str) -> dict:
    return _change_memory(user_id, memory_id, lambda store, user, mid: store.edit(user, mid, text), "Saved.")


def on_memory_delete(user_id: str, memory_id: str) -> dict:
    return _change_memory(user_id, memory_id, lambda store, user, mid: store.delete(user, mid), "Deleted.")


def on_forget(user_id: str, confirmed: bool) -> dict:
    from knowledge.service import UploadRefused
    from memory_store.store import MemoryError

    user_id = (user_id or "").strip()
    if not confirmed:
        return {
            "mem_notice": "⚠️ Tick the box to confirm that every memory and uploaded document of this user id "
            "should be deleted."
        }
    try:
        removed = memory_store().forget(user_id)
        documents = knowledge_base().forget_user(user_id)
    except (MemoryError, UploadRefused) as exc:
        return {"mem_notice": f"⚠️ {exc}"}
    return {
        "mem_table": [],
        "mem_notice": f"Forgot {removed} memories and {documents} uploaded documents for `{user_id}`.",
        "forget_ok": False,
        "mem_id": "",
        "mem_text": "",
    }


# --- Knowledge tab -------------------------------------------------------------------------------------


def _documents(user_id: str) -> dict:
    from knowledge.service import UploadRefused

    try:
        docs = knowledge_base().documents(user_id=user_id)
        mine = [d["file"] for d in docs if d.get("mine")]
    except UploadRefused as exc:
        return {"doc_table": [], "doc_choice": gr.update(choices=[], value=None), "kb_notice": f"⚠️ {exc}"}
    return {
        "doc_table": render.document_rows(docs),
        "doc_choice": gr.update(choices=mine, value=mine[0] if mine else None),
    }


def on_documents(user_id: str) -> dict:
    return _documents((user_id or "").strip())


def on_upload(file, user_id: str, progress=gr.Progress()) -> dict:  # noqa: B008
    """Check (type, size), store under uploads/<user>/, index with owner=<user>; refusals are messages."""
    from knowledge.pdfs import PdfSkipped
    from knowledge.service import UploadRefused, check_owner, check_upload

    user_id = (user_id or "").strip()
    if not file:
        return {"kb_notice": ""}
    path = Path(file if isinstance(file, str) else getattr(file, "name", "") or file.get("path"))
    name = path.name
    progress(0.1, desc=f"Checking {name}")
    try:
        check_owner(user_id)
        check_upload(path, name)
        progress(0.3, desc=f"Reading and indexing {name}")
        report = knowledge_base().add_pdf(path, name=name, user_id=user_id)
    except (UploadRefused, PdfSkipped) as exc:
        gr.Warning(str(exc))
        out = _documents(user_id)
        out.update(kb_notice=f"⚠️ Refused: {exc}", upload=None)
        return out
    progress(1.0, desc="Indexed")
    out = _documents(user_id)
    chunks = report.added + report.updated + report.unchanged
    out.update(
        kb_notice=f"✅ Added **{name}** ({chunks} chunks indexed). Only you (`{user_id}`) can search it.",
        upload=None,
    )
    return out


def on_remove_document(name: str, user_id: str) -> dict:
    from knowledge.service import UploadRefused

    user_id = (user_id or "").strip()
    if not name:
        return {"kb_notice": "⚠️ Pick one of your documents first."}
    try:
        knowledge_base().remove_pdf(name, user_id=user_id)
    except (FileNotFoundError, UploadRefused) as exc:
        return {"kb_notice": f"⚠️ {exc}"}
    out = _documents(user_id)
    out["kb_notice"] = f"Removed {name}."
    return out
