"""Handlers of the Memory and Knowledge tabs: thin calls into memory_store and knowledge.service.

Like ui/handlers.py (the planner), each returns a dict keyed by component name; app.py maps it onto outputs.
Every call is scoped to the caller's identity (ui/identity.py), never to an id the caller sends.
"""

from __future__ import annotations

from pathlib import Path

import gradio as gr

from ui import render
from ui.exports import forget_exports
from ui.handlers import who
from ui.sanitize import strip_invisible
from ui.services import knowledge_base, memory_store, planner

MAX_UPLOAD_MB = 20


# --- Memory tab ----------------------------------------------------------------------------------------


def _memories(user_id: str) -> tuple[list[list[str]], str]:
    from memory_store.store import MemoryError

    try:
        items = [m.as_dict() for m in memory_store().list(user_id)]
    except MemoryError as exc:
        return [], f"⚠️ {exc}"
    note = f"{len(items)} memories." if items else "No memories yet."
    return render.memory_rows(items), note


def on_memories(me: str, request: gr.Request) -> dict:
    owner = who(me, request)
    rows, note = _memories(owner)
    return {"mem_table": rows, "mem_notice": note, "me": owner}


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
    return {"mem_table": rows, "mem_notice": done, "mem_id": "", "mem_text": "", "me": user_id}


def on_memory_save(me: str, memory_id: str, text: str, request: gr.Request) -> dict:
    text = strip_invisible(text or "")
    owner = who(me, request)
    return _change_memory(owner, memory_id, lambda store, user, mid: store.edit(user, mid, text), "Saved.")


def on_memory_delete(me: str, memory_id: str, request: gr.Request) -> dict:
    owner = who(me, request)
    return _change_memory(owner, memory_id, lambda store, user, mid: store.delete(user, mid), "Deleted.")


def on_forget(me: str, confirmed: bool, request: gr.Request) -> dict:
    """Forget me: memories, uploads, threads and exported guides of this identity, all of them."""
    from knowledge.service import UploadRefused
    from memory_store.store import MemoryError

    user_id = who(me, request)
    if not confirmed:
        return {
            "mem_notice": "⚠️ Tick the box to confirm that every memory, uploaded document, plan and guide of "
            "yours should be deleted.",
            "me": user_id,
        }
    try:
        removed = memory_store().forget(user_id)
        documents = knowledge_base().forget_user(user_id)
        threads = planner().forget(user_id)
        guides = forget_exports(user_id)
    except (MemoryError, UploadRefused) as exc:
        return {"mem_notice": f"⚠️ {exc}", "me": user_id}
    return {
        "me": user_id,
        "mem_table": [],
        "mem_notice": f"Forgot {removed} memories, {documents} uploaded documents, {threads} plans and "
        f"{guides} downloaded guides.",
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


def on_documents(me: str, request: gr.Request) -> dict:
    owner = who(me, request)
    return {**_documents(owner), "me": owner}


def _drop_temp_copy(path: Path) -> None:
    """Gradio keeps an upload in its temp folder; the app keeps its own copy, so this one goes at once."""
    try:
        from settings import data_dir

        if path.resolve().is_relative_to((data_dir() / "gradio-tmp").resolve()):
            path.unlink(missing_ok=True)
            if not any(path.parent.iterdir()):
                path.parent.rmdir()
    except OSError:
        pass


def on_upload(file, me: str, request: gr.Request, progress=gr.Progress()) -> dict:  # noqa: B008
    """Check (type, size, quota), store under uploads/<user>/, index with owner=<user>; refusals are messages."""
    from knowledge.pdfs import PdfSkipped
    from knowledge.service import UploadRefused, check_owner, check_upload, stored_name

    user_id = who(me, request)
    if not file:
        return {"kb_notice": "", "me": user_id}
    path = Path(file if isinstance(file, str) else getattr(file, "name", "") or file.get("path"))
    name = stored_name(path.name)
    progress(0.1, desc="Checking the file")
    try:
        check_owner(user_id)
        check_upload(path, name)
        progress(0.3, desc="Reading and indexing")
        report = knowledge_base().add_pdf(path, name=name, user_id=user_id)
    except (UploadRefused, PdfSkipped) as exc:
        gr.Warning(render.escape_md(str(exc)))
        out = _documents(user_id)
        out.update(kb_notice=f"⚠️ Refused: {render.escape_md(str(exc))}", upload=None, me=user_id)
        return out
    finally:
        _drop_temp_copy(path)
    progress(1.0, desc="Indexed")
    out = _documents(user_id)
    chunks = report.added + report.updated + report.unchanged
    out.update(
        kb_notice=f"✅ Added **{render.escape_md(name)}** ({chunks} chunks indexed). Only you can search it.",
        upload=None,
        me=user_id,
    )
    return out


def on_remove_document(name: str, me: str, request: gr.Request) -> dict:
    from knowledge.service import UploadRefused

    user_id = who(me, request)
    if not name:
        return {"kb_notice": "⚠️ Pick one of your documents first."}
    try:
        knowledge_base().remove_pdf(name, user_id=user_id)
    except (FileNotFoundError, UploadRefused) as exc:
        return {"kb_notice": f"⚠️ {exc}"}
    out = _documents(user_id)
    out["kb_notice"] = f"Removed {render.escape_md(name)}."
    out["me"] = user_id
    return out
