"""The Gradio app: layout first, event wiring after; handlers live in ui/handlers.py and call
graph.session.PlannerSession (memory and knowledge tabs: memory_store / knowledge.service).

Start-up stays light: only gradio and the ui package are imported here. The graph, the knowledge base and
the memory store run in a worker process (graph/session_worker.py; PLANNER_SESSION_WORKER=0 keeps them in
this one) and load in a warm-up right after the server is up.

Public API (gradio_client), kept stable for other tools:
  /plan    (task, history, user_id, language) -> (task, chat, thread_id, plan table, guide, status, ...)
  /approve (plan table, history)              -> (chat, plan table, guide, status, ...)
  /revise  (feedback, history)                -> (feedback, chat, plan table, guide, status, ...)
The thread id travels in per-session state: one gradio_client.Client (one session) per conversation.
"""

from __future__ import annotations

import logging
import os
import threading

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
# Gradio's queue rebuilds a pandas summary of its last 10,000 events after every event, for a monitoring page
# this app does not enable: 2.2 ms per event on a fresh server, 7 ms once 10,000 events are kept (measured
# here), i.e. up to ~14 ms of a plan+approve session's CPU on a server that has been up a while. Once every
# 1000 events instead.
os.environ.setdefault("GRADIO_ANALYTICS_CACHE_FREQUENCY", "1000")

import gradio as gr  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402

from settings import env
from ui import handlers as h  # noqa: E402
from ui import services  # noqa: E402
from ui import tab_handlers as tabs  # noqa: E402
from ui.api_info_cache import CachedApiInfo  # noqa: E402
from ui.wiring import bind  # noqa: E402

MAX_FILE_SIZE = f"{tabs.MAX_UPLOAD_MB}mb"
CSS = """
#status-line p {margin: 0; font-size: 0.9em;}
#notice p {margin: 0;}
#progress {min-height: 0;}
.compact-row {align-items: end;}
"""

with gr.Blocks(title="AI Workflow Planner") as demo:
    thread_state = gr.State("")
    saved_user = gr.BrowserState("", storage_key="planner-user-id")
    saved_thread = gr.BrowserState("", storage_key="planner-last-thread")

    gr.Markdown(
        "# AI Workflow Planner\n무엇을 하고 싶은지 적으면(한국어/English) 계획을 세우고, 승인하면 단계별 AI 도구와 가이드를 드려요."
    )
    status = gr.Markdown("🧠 starting…", elem_id="status-line")
    notice = gr.Markdown("", elem_id="notice")

    with gr.Tabs():
        with gr.Tab("Planner", id="planner"), gr.Row(equal_height=False):
            # --- chat column ---
            with gr.Column(scale=5):
                chat = gr.Chatbot(label="Conversation / 대화", height=440, elem_id="chat")
                task = gr.Textbox(
                    label="Task / 하고 싶은 일",
                    placeholder="유튜브 쇼츠 영상을 AI로 만들고 싶어 · Launch a podcast on a small budget",
                    lines=2,
                    max_lines=6,
                    elem_id="task",
                )
                with gr.Row(elem_classes="compact-row"):
                    lang = gr.Dropdown(["auto", "ko", "en"], value="auto", label="Language", scale=1)
                    send = gr.Button("Plan / 계획", variant="primary", scale=2, elem_id="plan-btn")
                    new = gr.Button("New thread", scale=1, elem_id="new-thread-btn")
                with gr.Row(elem_classes="compact-row"):
                    user = gr.Textbox(label="User id", scale=2, elem_id="user-id", max_lines=1)
                    thread_box = gr.Textbox(label="Thread id", scale=3, elem_id="thread-id", max_lines=1)
                    resume = gr.Button("Resume", scale=1, elem_id="resume-btn")
            # --- plan panel + guide panel ---
            with gr.Column(scale=6):
                gr.Markdown("### Plan / 계획")
                plan = gr.Dataframe(
                    headers=["Sub-task"],
                    column_count=1,
                    datatype="str",
                    interactive=True,
                    wrap=True,
                    show_row_numbers=True,
                    label="Plan (click a cell to edit; pick a row to move or delete it)",
                    elem_id="plan-table",
                )
                with gr.Row(elem_classes="compact-row"):
                    row_no = gr.Number(None, label="Row", precision=0, minimum=1, scale=1, elem_id="row-no")
                    new_step = gr.Textbox(label="New step", scale=4, elem_id="new-step", max_lines=1)
                    add_btn = gr.Button("＋ Add", scale=1, size="sm", elem_id="add-row-btn")
                with gr.Row():
                    del_btn = gr.Button("Delete row", size="sm", elem_id="delete-row-btn")
                    up_btn = gr.Button("↑ Up", size="sm", elem_id="up-row-btn")
                    down_btn = gr.Button("↓ Down", size="sm", elem_id="down-row-btn")
                with gr.Row():
                    approve = gr.Button("Approve / 승인", variant="primary", elem_id="approve-btn")
                    cancel = gr.Button("Cancel / 취소", variant="stop", elem_id="cancel-btn")
                with gr.Row(elem_classes="compact-row"):
                    feedback = gr.Textbox(
                        label="What should change? / 바꿀 점", scale=4, elem_id="feedback", max_lines=3
                    )
                    revise = gr.Button("Revise / 수정 요청", scale=1, elem_id="revise-btn")
                with gr.Accordion("Plan versions / 이전 계획", open=False, elem_id="versions-panel"):
                    versions = gr.Markdown("", elem_id="versions")
                    with gr.Row(elem_classes="compact-row"):
                        version_no = gr.Number(None, label="Version", precision=0, minimum=1, elem_id="version-no")
                        restore = gr.Button("Restore this version", size="sm", elem_id="restore-btn")
                with gr.Accordion("Progress / 진행 상황", open=True, elem_id="progress-panel"):
                    progress = gr.Markdown("", elem_id="progress")
                with gr.Row(elem_classes="compact-row"):
                    gr.Markdown("### Guide / 가이드")
                    download = gr.DownloadButton("⬇ Download guide (.md)", size="sm", elem_id="download-guide")
                guide = gr.Markdown("", elem_id="guide")
                sources = gr.Markdown("", elem_id="sources")

        with gr.Tab("Memory / 기억", id="memory") as memory_tab:
            gr.Markdown(
                "What the planner remembers about the current **User id** (preferences, dislikes, constraints). "
                "Click a row to edit or delete it."
            )
            mem_table = gr.Dataframe(
                headers=["id", "kind", "text", "updated"],
                interactive=False,
                wrap=True,
                elem_id="memory-table",
            )
            with gr.Row(elem_classes="compact-row"):
                mem_id = gr.Textbox(label="Memory id", scale=2, elem_id="memory-id", max_lines=1)
                mem_text = gr.Textbox(label="Text", scale=4, elem_id="memory-text")
            with gr.Row():
                mem_refresh = gr.Button("Refresh", size="sm", elem_id="memory-refresh-btn")
                mem_save = gr.Button("Save edit", size="sm", elem_id="memory-save-btn")
                mem_delete = gr.Button("Delete", size="sm", elem_id="memory-delete-btn")
            with gr.Row(elem_classes="compact-row"):
                forget_ok = gr.Checkbox(
                    label="Yes, delete every memory and uploaded document of this user id", elem_id="forget-ok"
                )
                forget = gr.Button("Forget me", variant="stop", size="sm", elem_id="forget-btn")
            mem_notice = gr.Markdown("", elem_id="memory-notice")

        with gr.Tab("Knowledge / 자료", id="knowledge") as knowledge_tab:
            gr.Markdown(
                f"Add PDF reports for the recommender to cite (max {tabs.MAX_UPLOAD_MB} MB each). "
                "Your uploads are searched only for your user id."
            )
            upload = gr.File(label="Upload a PDF", file_types=[".pdf"], type="filepath", elem_id="pdf-upload")
            kb_notice = gr.Markdown("", elem_id="kb-notice")
            doc_table = gr.Dataframe(
                headers=["file", "chunks", "owner"], interactive=False, elem_id="doc-table", label="Indexed documents"
            )
            with gr.Row(elem_classes="compact-row"):
                doc_choice = gr.Dropdown(
                    choices=[], label="Your documents", scale=3, elem_id="doc-choice", allow_custom_value=True
                )
                doc_remove = gr.Button("Remove", size="sm", scale=1, elem_id="doc-remove-btn")
                doc_refresh = gr.Button("Refresh", size="sm", scale=1, elem_id="doc-refresh-btn")

    C = {
        "thread_state": thread_state,
        "saved_user": saved_user,
        "saved_thread": saved_thread,
        "status": status,
        "notice": notice,
        "chat": chat,
        "task": task,
        "user": user,
        "thread_box": thread_box,
        "plan": plan,
        "row_no": row_no,
        "new_step": new_step,
        "feedback": feedback,
        "versions": versions,
        "version_no": version_no,
        "progress": progress,
        "guide": guide,
        "sources": sources,
        "download": download,
        "mem_table": mem_table,
        "mem_id": mem_id,
        "mem_text": mem_text,
        "forget_ok": forget_ok,
        "mem_notice": mem_notice,
        "upload": upload,
        "kb_notice": kb_notice,
        "doc_table": doc_table,
        "doc_choice": doc_choice,
        "lang": lang,
    }

    def on(trigger, fn, inputs, names, **kwargs):
        """trigger(fn) with component inputs and outputs by name; internal helpers are not public API."""
        kwargs.setdefault("api_visibility", "private")
        return trigger(bind(fn, names), [C[i] for i in inputs], [C[n] for n in names], **kwargs)

    # The first outputs of plan / approve / revise keep the order gradio_client callers already use.
    # thread_state (a State: not sent to API clients) is an output only where the thread can change.
    VIEW = ["notice", "progress", "sources", "download", "versions"]
    PLAN_OUT = ["task", "chat", "thread_box", "plan", "guide", "status", *VIEW, "thread_state"]
    RESULT_OUT = ["chat", "plan", "guide", "status", "thread_box", *VIEW]  # approve, cancel, restore
    REVISE_OUT = ["feedback", *RESULT_OUT]

    plan_inputs = ["task", "chat", "thread_state", "user", "lang"]
    planned = on(send.click, h.on_plan, plan_inputs, PLAN_OUT, api_name="plan", api_visibility="public")
    submitted = on(task.submit, h.on_plan, plan_inputs, PLAN_OUT)
    approved = on(
        approve.click,
        h.on_approve,
        ["plan", "chat", "thread_state"],
        RESULT_OUT,
        api_name="approve",
        api_visibility="public",
    )
    revised = on(
        revise.click,
        h.on_revise,
        ["feedback", "chat", "thread_state"],
        REVISE_OUT,
        api_name="revise",
        api_visibility="public",
    )
    on(
        cancel.click,
        h.on_cancel,
        ["chat", "thread_state"],
        RESULT_OUT,
        api_name="cancel",
        api_visibility="public",
        cancels=[approved, revised, planned, submitted],
    )
    on(
        resume.click,
        h.on_resume,
        ["thread_box", "chat"],
        [*RESULT_OUT, "thread_state"],
        api_name="resume",
        api_visibility="public",
    )
    on(new.click, h.on_new_thread, ["user"], [*RESULT_OUT, "thread_state"])
    on(
        restore.click,
        h.on_restore,
        ["version_no", "chat", "thread_state"],
        RESULT_OUT,
        api_name="restore_version",
        api_visibility="public",
    )
    for event in (planned, submitted, approved, revised):  # this browser remembers its last thread
        event.then(lambda t: t, thread_state, saved_thread, api_visibility="private")

    # plan table editing: pure functions, never queued behind a planning run
    light = {"concurrency_limit": None}
    plan.select(h.on_select_row, None, row_no, api_visibility="private", **light)
    on(add_btn.click, h.on_add_row, ["plan", "new_step", "row_no"], ["plan", "row_no", "new_step", "notice"], **light)
    on(del_btn.click, h.on_delete_row, ["plan", "row_no"], ["plan", "row_no", "notice"], **light)
    on(up_btn.click, h.on_move_up, ["plan", "row_no"], ["plan", "row_no", "notice"], **light)
    on(down_btn.click, h.on_move_down, ["plan", "row_no"], ["plan", "row_no", "notice"], **light)

    # memory tab
    mem_out = ["mem_table", "mem_notice", "mem_id", "mem_text", "forget_ok"]
    on(memory_tab.select, tabs.on_memories, ["user"], mem_out)
    on(mem_refresh.click, tabs.on_memories, ["user"], mem_out, api_name="memories", api_visibility="public")
    mem_table.select(
        bind(tabs.on_memory_select, ["mem_id", "mem_text"]), mem_table, [mem_id, mem_text], api_visibility="private"
    )
    on(
        mem_save.click,
        tabs.on_memory_save,
        ["user", "mem_id", "mem_text"],
        mem_out,
        api_name="edit_memory",
        api_visibility="public",
    )
    on(
        mem_delete.click,
        tabs.on_memory_delete,
        ["user", "mem_id"],
        mem_out,
        api_name="delete_memory",
        api_visibility="public",
    )
    on(forget.click, tabs.on_forget, ["user", "forget_ok"], mem_out, api_name="forget_me", api_visibility="public")

    # knowledge tab
    kb_out = ["doc_table", "doc_choice", "kb_notice", "upload"]
    on(knowledge_tab.select, tabs.on_documents, ["user"], kb_out)
    on(doc_refresh.click, tabs.on_documents, ["user"], kb_out, api_name="documents", api_visibility="public")
    on(upload.upload, tabs.on_upload, ["upload", "user"], kb_out, api_name="upload_pdf", api_visibility="public")
    on(
        doc_remove.click,
        tabs.on_remove_document,
        ["doc_choice", "user"],
        kb_out,
        api_name="remove_pdf",
        api_visibility="public",
    )

    # a new browser session: its own thread id; the user id this browser used before (or a new one)
    on(
        demo.load,
        h.on_load,
        ["saved_user", "saved_thread"],
        ["user", "saved_user", "thread_state", "thread_box", "status", "notice"],
    ).then(h.on_status, thread_state, status, api_visibility="private")
    user.change(lambda u: (u or "").strip(), user, saved_user, api_visibility="private", **light)


def main() -> None:
    logging.basicConfig(level=env("PLANNER_LOG_LEVEL"))
    port = env("PORT") or env("GRADIO_SERVER_PORT")
    host = "0.0.0.0" if env("SPACE_ID") else env("GRADIO_SERVER_NAME")
    if env("PLANNER_SESSION_WORKER"):
        services.use_worker()  # the graph and the stores in a process of their own (graph/session_worker.py)
    demo.queue(default_concurrency_limit=env("PLANNER_CONCURRENCY"))
    demo.launch(
        server_name=host,
        server_port=port,
        max_file_size=MAX_FILE_SIZE,
        css=CSS,
        theme=gr.themes.Soft(),
        footer_links=["api"],
        prevent_thread_lock=True,
        show_error=env("PLANNER_SHOW_ERRORS"),
        app_kwargs={"middleware": [Middleware(CachedApiInfo)]},  # every API client fetches it; see the module
    )
    if env("PLANNER_WARMUP"):
        delay = env("PLANNER_WARMUP_DELAY_S")
        threading.Thread(target=services.warm_up, args=(delay,), name="warm-up", daemon=True).start()
    try:
        demo.block_thread()
    finally:
        services.stop_worker()


if __name__ == "__main__":
    main()
