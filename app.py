"""The Gradio app: layout first, event wiring after; handlers live in ui/handlers.py and call
graph.session.PlannerSession (memory and knowledge tabs: memory_store / knowledge.service).

Start-up stays light: only gradio and the ui package are imported here. The graph, the knowledge base and
the memory store run in a worker process (graph/session_worker.py; PLANNER_SESSION_WORKER=0 keeps them in
this one) and load in a warm-up right after the server is up.

Public API (gradio_client):
  /plan    (task, history, language) -> (task, chat, thread_id, plan table, guide, status, ...)
  /approve (plan table, history)     -> (chat, plan table, guide, status, ...)
  /revise  (feedback, history)       -> (feedback, chat, plan table, guide, status, ...)
No endpoint takes a user id: the identity is the session's (ui/identity.py), and the thread id travels in
per-session state, so one gradio_client.Client (one session) is one person's conversation.
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

from settings import data_dir, env  # noqa: E402

# Gradio copies uploads and downloads into its temp folder (read when gradio is imported): under the data
# directory, so that every file the app writes stays there.
os.environ.setdefault("GRADIO_TEMP_DIR", str(data_dir() / "gradio-tmp"))

import gradio as gr  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402

from ui import handlers as h  # noqa: E402
from ui import identity, services  # noqa: E402
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

# Gradio deletes its temp files older than a day, checked every hour (uploads are removed at once anyway).
with gr.Blocks(title="AI Workflow Planner", delete_cache=(3600, 86400)) as demo:
    thread_state = gr.State("")
    me = gr.State("")  # the caller's identity (ui/identity.py): server-side, never sent by a client
    secret = gr.BrowserState("", storage_key="planner-secret", secret=identity.browser_state_key())
    saved_thread = gr.BrowserState("", storage_key="planner-last-thread", secret=identity.browser_state_key())

    gr.Markdown(
        "# AI Workflow Planner\n무엇을 하고 싶은지 적으면(한국어/English) 계획을 세우고, 승인하면 단계별 AI 도구와 가이드를 드려요."
    )
    if identity.hf_sign_in():
        gr.LoginButton()  # a Space with hf_oauth: memories, uploads and plans follow the Hugging Face account
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
                    my_plans = gr.Dropdown(choices=[], label="My plans / 내 계획", scale=4, elem_id="my-plans")
                    open_plan = gr.Button("Open / 열기", scale=1, elem_id="open-plan-btn")
                with (
                    gr.Accordion("Details / 자세히", open=False, elem_id="details"),
                    gr.Row(elem_classes="compact-row"),
                ):
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
                "What the planner remembers about you (preferences, dislikes, constraints). "
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
                    label="Yes, delete every memory, uploaded document, plan and guide of mine", elem_id="forget-ok"
                )
                forget = gr.Button("Forget me", variant="stop", size="sm", elem_id="forget-btn")
            mem_notice = gr.Markdown("", elem_id="memory-notice")

        with gr.Tab("Knowledge / 자료", id="knowledge") as knowledge_tab:
            gr.Markdown(
                f"Add PDF reports for the recommender to cite (max {tabs.MAX_UPLOAD_MB} MB each). "
                "Your uploads are searched only for you."
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
        "me": me,
        "secret": secret,
        "my_plans": my_plans,
        "saved_thread": saved_thread,
        "status": status,
        "notice": notice,
        "chat": chat,
        "task": task,
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
    # me (a State, never sent to API clients) is an output everywhere: a client's first call makes its identity.
    PLAN_OUT = ["task", "chat", "thread_box", "plan", "guide", "status", *VIEW, "thread_state", "me"]
    RESULT_OUT = ["chat", "plan", "guide", "status", "thread_box", *VIEW, "me"]  # approve, cancel, restore
    REVISE_OUT = ["feedback", *RESULT_OUT]

    plan_inputs = ["task", "chat", "thread_state", "me", "lang"]
    planned = on(send.click, h.on_plan, plan_inputs, PLAN_OUT, api_name="plan", api_visibility="public")
    submitted = on(task.submit, h.on_plan, plan_inputs, PLAN_OUT)
    approved = on(
        approve.click,
        h.on_approve,
        ["plan", "chat", "thread_state", "me"],
        RESULT_OUT,
        api_name="approve",
        api_visibility="public",
    )
    revised = on(
        revise.click,
        h.on_revise,
        ["feedback", "chat", "thread_state", "me"],
        REVISE_OUT,
        api_name="revise",
        api_visibility="public",
    )
    on(
        cancel.click,
        h.on_cancel,
        ["chat", "thread_state", "me"],
        RESULT_OUT,
        api_name="cancel",
        api_visibility="public",
        cancels=[approved, revised, planned, submitted],
    )
    on(
        resume.click,
        h.on_resume,
        ["thread_box", "chat", "me"],
        [*RESULT_OUT, "thread_state"],
        api_name="resume",
        api_visibility="public",
    )
    on(open_plan.click, h.on_resume, ["my_plans", "chat", "me"], [*RESULT_OUT, "thread_state"])
    my_plans.focus(bind(h.on_my_plans, ["my_plans", "me"]), [me], [my_plans, me], api_visibility="private")
    on(new.click, h.on_new_thread, ["me"], [*RESULT_OUT, "thread_state"])
    on(
        restore.click,
        h.on_restore,
        ["version_no", "chat", "thread_state", "me"],
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
    mem_out = [*mem_out, "me"]
    on(memory_tab.select, tabs.on_memories, ["me"], mem_out)
    on(mem_refresh.click, tabs.on_memories, ["me"], mem_out, api_name="memories", api_visibility="public")
    mem_table.select(
        bind(tabs.on_memory_select, ["mem_id", "mem_text"]), mem_table, [mem_id, mem_text], api_visibility="private"
    )
    on(
        mem_save.click,
        tabs.on_memory_save,
        ["me", "mem_id", "mem_text"],
        mem_out,
        api_name="edit_memory",
        api_visibility="public",
    )
    on(
        mem_delete.click,
        tabs.on_memory_delete,
        ["me", "mem_id"],
        mem_out,
        api_name="delete_memory",
        api_visibility="public",
    )
    on(forget.click, tabs.on_forget, ["me", "forget_ok"], mem_out, api_name="forget_me", api_visibility="public")

    # knowledge tab
    kb_out = ["doc_table", "doc_choice", "kb_notice", "upload", "me"]
    on(knowledge_tab.select, tabs.on_documents, ["me"], kb_out)
    on(doc_refresh.click, tabs.on_documents, ["me"], kb_out, api_name="documents", api_visibility="public")
    on(upload.upload, tabs.on_upload, ["upload", "me"], kb_out, api_name="upload_pdf", api_visibility="public")
    on(
        doc_remove.click,
        tabs.on_remove_document,
        ["doc_choice", "me"],
        kb_out,
        api_name="remove_pdf",
        api_visibility="public",
    )

    # a new page: its identity (sign-in, login or this browser's secret), a fresh thread, then the last thread
    # this browser had, as it was, when it is this identity's
    on(
        demo.load,
        h.on_load,
        ["secret", "saved_thread"],
        ["me", "secret", "thread_state", "thread_box", "status", "notice"],
    ).then(bind(h.on_status, ["status", "notice"]), thread_state, [status, notice], api_visibility="private").then(
        bind(h.on_reopen_last, [*PLAN_OUT, "progress"]),
        [saved_thread, me],
        [C[n] for n in dict.fromkeys([*PLAN_OUT, "progress"])],
        api_visibility="private",
    )


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
        auth=identity.auth_pairs(),  # PLANNER_AUTH: the app's own login; the login name is the identity
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
