"""The Gradio app: layout first, event wiring after; handlers live in ui/handlers.py and call
graph.session.PlannerSession (memory and knowledge tabs: memory_store / knowledge.service).

Start-up stays light: only gradio and the ui package are imported here. The graph, the knowledge base and
the memory store run in a worker process (server/session_worker.py; PLANNER_SESSION_WORKER=0 keeps them in
this one) and load in a warm-up right after the server is up.

Public API (gradio_client):
  /plan    (task, history)           -> (task, chat, thread_id, plan table, guide, status, ...)
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
from ui.strings import EXAMPLES, LANGUAGES, PAGE  # noqa: E402
from ui.strings import i18n as make_i18n  # noqa: E402
from ui.wiring import bind  # noqa: E402

MAX_FILE_SIZE = f"{tabs.MAX_UPLOAD_MB}mb"
I18N = make_i18n()
CSS = """
#status-line p {margin: 0; font-size: 0.9em;}
#notice p {margin: 0;}
#progress {min-height: 0;}
.compact-row {align-items: end;}
#examples button {white-space: normal; min-height: 40px;}
#plan-table, #plan-table *, #memory-table *, #doc-table * {font-family: var(--font) !important;}
textarea::placeholder, input::placeholder {color: #5b6270 !important; opacity: 1;}
#sources table, #guide {word-break: keep-all; overflow-wrap: anywhere;}
button {min-height: 40px;}
:focus-visible {outline: 3px solid #1d4ed8 !important; outline-offset: 2px;}
@media (max-width: 760px) {
  h1 {font-size: 1.5em !important;}
  #chat {height: 220px !important;}
  #left-col, #right-col {min-width: 100% !important;}
}
"""


def L(key: str):  # noqa: N802 - a label from the page's string table, translated in the browser (gr.I18n)
    return I18N(key)


# Gradio deletes its temp files older than a day, checked every hour (uploads are removed at once anyway).
with gr.Blocks(title="AI Workflow Planner", delete_cache=(3600, 86400)) as demo:
    thread_state = gr.State("")
    me = gr.State("")  # the caller's identity (ui/identity.py): server-side, never sent by a client
    page_lang = gr.State("en")  # the page's language (the browser's, or the switch's); plans keep the request's
    phase = gr.State("new")  # the shown thread's status: which buttons make sense
    selected = gr.State(None)  # the plan row the person clicked (1-based)
    mem_ids = gr.JSON(visible=False)  # the memory table's ids in row order (not shown; API clients get them)
    secret = gr.BrowserState("", storage_key="planner-secret", secret=identity.browser_state_key())
    saved_thread = gr.BrowserState("", storage_key="planner-last-thread", secret=identity.browser_state_key())
    # what a reload brings back with that thread: the conversation and a plan being edited (not yet approved)
    saved_chat = gr.BrowserState([], storage_key="planner-last-chat", secret=identity.browser_state_key())
    saved_edit = gr.BrowserState([], storage_key="planner-last-edit", secret=identity.browser_state_key())

    # --- layout -----------------------------------------------------------------------------------------
    with gr.Row(equal_height=False, elem_classes="compact-row"):
        gr.Markdown("# AI Workflow Planner")
        lang = gr.Radio(
            LANGUAGES, value="en", label=L("lang"), show_label=False, scale=0, min_width=200, elem_id="lang-switch"
        )
        if identity.hf_sign_in():
            gr.LoginButton(scale=0)  # a Space with hf_oauth: memories, uploads and plans follow the account
    intro = gr.Markdown(L("intro"), elem_id="intro")
    status = gr.Markdown("🧠 …", elem_id="status-line")
    notice = gr.Markdown("", elem_id="notice")

    with gr.Tabs():
        with gr.Tab(L("tab_planner"), id="planner") as planner_tab, gr.Row(equal_height=False):
            with gr.Column(scale=5, min_width=320, elem_id="left-col"):
                task = gr.Textbox(
                    label=L("task"),
                    placeholder=L("task_placeholder"),
                    info=L("task_info"),
                    lines=1,
                    max_lines=6,
                    elem_id="task",
                )
                with gr.Row():
                    send = gr.Button(L("plan_btn"), variant="primary", scale=2, elem_id="plan-btn")
                    new = gr.Button(L("new_btn"), scale=1, elem_id="new-thread-btn")
                with gr.Column(elem_id="examples") as examples_box:  # shown until there is a plan
                    examples_head = gr.Markdown(L("examples"), elem_id="examples-head")
                    example_buttons = [
                        gr.Button(text, size="sm", elem_id=f"example-{i}") for i, text in enumerate(EXAMPLES["en"])
                    ]
                chat = gr.Chatbot(label=L("chat"), height=300, elem_id="chat")
            with gr.Column(scale=6, min_width=320, elem_id="right-col"):
                plan_head = gr.Markdown(PAGE["en"]["plan_head"], elem_id="plan-head")
                plan_hint = gr.Markdown(L("plan_hint"), elem_id="plan-hint")
                with gr.Column(visible=False, elem_id="plan-box") as plan_box:  # once there is a plan
                    plan = gr.Dataframe(
                        headers=[PAGE["en"]["col_step"], PAGE["en"]["col_kind"]],
                        column_count=2,
                        static_columns=[1],
                        datatype="str",
                        interactive=True,
                        wrap=True,
                        show_row_numbers=True,
                        column_widths=["64%", "36%"],
                        label=L("plan_table"),
                        elem_id="plan-table",
                    )
                    selected_md = gr.Markdown(L("selected_none"), elem_id="selected")
                    with gr.Row():
                        up_btn = gr.Button(L("up"), size="sm", interactive=False, elem_id="up-row-btn")
                        down_btn = gr.Button(L("down"), size="sm", interactive=False, elem_id="down-row-btn")
                        del_btn = gr.Button(L("delete"), size="sm", interactive=False, elem_id="delete-row-btn")
                    with gr.Row(elem_classes="compact-row"):
                        new_step = gr.Textbox(
                            label=L("new_step"),
                            placeholder=L("new_step_placeholder"),
                            scale=4,
                            max_lines=1,
                            elem_id="new-step",
                        )
                        add_btn = gr.Button(L("add"), scale=1, interactive=False, elem_id="add-row-btn")
                    with gr.Row():
                        approve = gr.Button(L("approve"), variant="primary", interactive=False, elem_id="approve-btn")
                        cancel = gr.Button(L("cancel"), variant="stop", interactive=False, elem_id="cancel-btn")
                    with gr.Row(elem_classes="compact-row"):
                        feedback = gr.Textbox(
                            label=L("feedback"),
                            placeholder=L("feedback_placeholder"),
                            scale=4,
                            max_lines=3,
                            elem_id="feedback",
                        )
                        revise = gr.Button(L("revise"), scale=1, interactive=False, elem_id="revise-btn")
                    with gr.Accordion(L("versions"), open=False, elem_id="versions-panel") as versions_panel:
                        versions = gr.Radio(choices=[], label=L("version_pick"), elem_id="versions")
                        restore = gr.Button(L("restore"), size="sm", interactive=False, elem_id="restore-btn")
                    with gr.Accordion(L("progress"), open=True, elem_id="progress-panel") as progress_panel:
                        progress = gr.Markdown("", elem_id="progress")
                    with gr.Row(elem_classes="compact-row"):
                        guide_head = gr.Markdown(PAGE["en"]["guide_head"], elem_id="guide-head")
                        download = gr.DownloadButton(L("download"), size="sm", elem_id="download-guide")
                    guide = gr.Markdown("", elem_id="guide")
                    with gr.Row(elem_classes="compact-row"):
                        swap_choice = gr.Dropdown(
                            choices=[], label=L("swap_pick"), scale=4, visible=False, elem_id="swap-choice"
                        )
                        swap_btn = gr.Button(L("swap"), scale=1, visible=False, elem_id="swap-btn")
                    sources = gr.Markdown("", elem_id="sources")
                with gr.Row(elem_classes="compact-row"):
                    my_plans = gr.Dropdown(choices=[], label=L("my_plans"), scale=4, elem_id="my-plans")
                    open_plan = gr.Button(L("open"), scale=1, elem_id="open-plan-btn")
                with (
                    gr.Accordion(L("details"), open=False, elem_id="details") as details,
                    gr.Row(elem_classes="compact-row"),
                ):
                    thread_box = gr.Textbox(label=L("thread"), scale=3, elem_id="thread-id", max_lines=1)
                    resume = gr.Button(L("resume"), scale=1, elem_id="resume-btn")

        with gr.Tab(L("tab_memory"), id="memory") as memory_tab:
            mem_intro = gr.Markdown(L("mem_intro"))
            mem_table = gr.Dataframe(
                headers=[PAGE["en"]["col_mem_text"], PAGE["en"]["col_mem_kind"], PAGE["en"]["col_mem_when"]],
                interactive=False,
                wrap=True,
                label=L("mem_table"),
                elem_id="memory-table",
            )
            mem_id = gr.Textbox(visible=False, elem_id="memory-id")  # the clicked row's id (an API parameter)
            mem_text = gr.Textbox(label=L("mem_text"), elem_id="memory-text")
            with gr.Row():
                mem_refresh = gr.Button(L("mem_refresh"), size="sm", elem_id="memory-refresh-btn")
                mem_save = gr.Button(L("mem_save"), size="sm", elem_id="memory-save-btn")
                mem_delete = gr.Button(L("mem_delete"), size="sm", elem_id="memory-delete-btn")
            with gr.Row(elem_classes="compact-row"):
                forget_ok = gr.Checkbox(label=L("forget_ok"), elem_id="forget-ok")
                forget = gr.Button(L("forget"), variant="stop", size="sm", elem_id="forget-btn")
            mem_notice = gr.Markdown("", elem_id="memory-notice")

        with gr.Tab(L("tab_knowledge"), id="knowledge") as knowledge_tab:
            kb_intro = gr.Markdown(PAGE["en"]["kb_intro"].format(mb=tabs.MAX_UPLOAD_MB))
            upload = gr.File(label=L("upload"), file_types=[".pdf"], type="filepath", elem_id="pdf-upload")
            kb_notice = gr.Markdown("", elem_id="kb-notice")
            doc_table = gr.Dataframe(
                headers=[PAGE["en"][k] for k in ("col_doc_file", "col_doc_size", "col_doc_parts", "col_doc_whose")],
                interactive=False,
                elem_id="doc-table",
                label=L("doc_table"),
            )
            with gr.Row(elem_classes="compact-row"):
                doc_choice = gr.Dropdown(
                    choices=[], label=L("doc_choice"), scale=3, elem_id="doc-choice", allow_custom_value=True
                )
                doc_remove = gr.Button(L("doc_remove"), size="sm", scale=1, elem_id="doc-remove-btn")
                doc_refresh = gr.Button(L("doc_refresh"), size="sm", scale=1, elem_id="doc-refresh-btn")

    # every component by the name the handlers use (ui/handlers.py returns dicts keyed by these names)
    C = {name: value for name, value in globals().items() if isinstance(value, gr.blocks.Block)}
    C.update(up=up_btn, down=down_btn, delete=del_btn, add=add_btn)
    C.update({f"example_{i}": b for i, b in enumerate(example_buttons)})

    # --- event wiring --------------------------------------------------------------------------------------

    def on(trigger, fn, inputs, names, **kwargs):
        """trigger(fn) with component inputs and outputs by name; internal helpers are not public API."""
        kwargs.setdefault("api_visibility", "private")
        return trigger(bind(fn, names), [C[i] for i in inputs], [C[n] for n in names], **kwargs)

    # The first outputs of plan / approve / revise keep the order gradio_client callers use; State outputs
    # (thread_state, me, selected, phase) are not sent to API clients. me is an output everywhere: a client's
    # first call makes its identity.
    BUTTONS = list(h.BUTTONS)
    VIEW = ["notice", "progress", "sources", "download", "versions", "swap_choice", "selected_md", "examples_box"]
    VIEW += ["plan_box", "plan_hint"]
    VIEW += BUTTONS
    STATE = ["thread_state", "me", "selected", "phase"]
    PLAN_OUT = ["task", "chat", "thread_box", "plan", "guide", "status", *VIEW, *STATE]
    RESULT_OUT = ["chat", "plan", "guide", "status", "thread_box", *VIEW, *STATE]  # approve, cancel, restore, swap
    REVISE_OUT = ["feedback", *RESULT_OUT]

    plan_inputs = ["task", "chat", "thread_state", "me", "page_lang"]
    planned = on(send.click, h.on_plan, plan_inputs, PLAN_OUT, api_name="plan", api_visibility="public")
    submitted = on(task.submit, h.on_plan, plan_inputs, PLAN_OUT)
    example_events = [
        on(b.click, h.on_plan, [f"example_{i}", "chat", "thread_state", "me", "page_lang"], PLAN_OUT)
        for i, b in enumerate(example_buttons)
    ]
    approved = on(
        approve.click,
        h.on_approve,
        ["plan", "chat", "thread_state", "me", "page_lang"],
        RESULT_OUT,
        api_name="approve",
        api_visibility="public",
    )
    # the finished guide is brought into view (on a phone it is far below the plan)
    approved.then(None, js="() => document.querySelector('#guide-head')?.scrollIntoView({behavior: 'smooth'})")
    revised = on(
        revise.click,
        h.on_revise,
        ["feedback", "chat", "thread_state", "me", "page_lang"],
        REVISE_OUT,
        api_name="revise",
        api_visibility="public",
    )
    on(
        cancel.click,
        h.on_cancel,
        ["chat", "thread_state", "me", "page_lang"],
        RESULT_OUT,
        api_name="cancel",
        api_visibility="public",
        cancels=[approved, revised, planned, submitted],
    )
    on(
        resume.click,
        h.on_resume,
        ["thread_box", "chat", "me", "page_lang"],
        RESULT_OUT,
        api_name="resume",
        api_visibility="public",
    )
    on(open_plan.click, h.on_resume, ["my_plans", "chat", "me", "page_lang"], RESULT_OUT)
    on(my_plans.focus, h.on_my_plans, ["me", "page_lang"], ["my_plans", "me"])
    on(new.click, h.on_new_thread, ["me", "page_lang"], [*RESULT_OUT, "task"])
    on(
        restore.click,
        h.on_restore,
        ["versions", "chat", "thread_state", "me", "page_lang"],
        RESULT_OUT,
        api_name="restore_version",
        api_visibility="public",
    )
    on(
        swap_btn.click,
        h.on_swap,
        ["swap_choice", "chat", "thread_state", "me", "page_lang"],
        RESULT_OUT,
        api_name="swap_tool",
        api_visibility="public",
    )
    for event in (planned, submitted, approved, revised, *example_events):  # this browser remembers its last thread
        event.then(lambda t, c: (t, c), [thread_state, chat], [saved_thread, saved_chat], api_visibility="private")
    plan.change(h.edited_rows, plan, saved_edit, api_visibility="private", concurrency_limit=None)

    # plan table editing: pure functions, never queued behind a planning run
    light = {"concurrency_limit": None}
    edit_out = ["plan", "saved_edit", "selected", "selected_md", "notice", "up", "down", "delete"]
    on(
        plan.select,
        h.on_select_row,
        ["page_lang", "phase"],
        ["selected", "selected_md", "up", "down", "delete"],
        **light,
    )
    on(add_btn.click, h.on_add_row, ["plan", "new_step", "selected", "page_lang"], [*edit_out, "new_step"], **light)
    on(new_step.submit, h.on_add_row, ["plan", "new_step", "selected", "page_lang"], [*edit_out, "new_step"], **light)
    on(del_btn.click, h.on_delete_row, ["plan", "selected", "page_lang"], edit_out, **light)
    on(up_btn.click, h.on_move_up, ["plan", "selected", "page_lang"], edit_out, **light)
    on(down_btn.click, h.on_move_down, ["plan", "selected", "page_lang"], edit_out, **light)

    # memory tab
    mem_out = ["mem_table", "mem_ids", "mem_notice", "mem_id", "mem_text", "forget_ok", "me"]
    on(memory_tab.select, tabs.on_memories, ["me", "page_lang"], mem_out)
    on(mem_refresh.click, tabs.on_memories, ["me", "page_lang"], mem_out, api_name="memories", api_visibility="public")
    on(mem_table.select, tabs.on_memory_select, ["mem_ids", "mem_table"], ["mem_id", "mem_text"])
    on(
        mem_save.click,
        tabs.on_memory_save,
        ["me", "mem_id", "mem_text", "page_lang"],
        mem_out,
        api_name="edit_memory",
        api_visibility="public",
    )
    on(
        mem_delete.click,
        tabs.on_memory_delete,
        ["me", "mem_id", "page_lang"],
        mem_out,
        api_name="delete_memory",
        api_visibility="public",
    )
    on(
        forget.click,
        tabs.on_forget,
        ["me", "forget_ok", "page_lang"],
        mem_out,
        api_name="forget_me",
        api_visibility="public",
    )

    # knowledge tab
    kb_out = ["doc_table", "doc_choice", "kb_notice", "upload", "me"]
    on(knowledge_tab.select, tabs.on_documents, ["me", "page_lang"], kb_out)
    on(doc_refresh.click, tabs.on_documents, ["me", "page_lang"], kb_out, api_name="documents", api_visibility="public")
    on(
        upload.upload,
        tabs.on_upload,
        ["upload", "me", "page_lang"],
        kb_out,
        api_name="upload_pdf",
        api_visibility="public",
    )
    on(
        doc_remove.click,
        tabs.on_remove_document,
        ["doc_choice", "me", "page_lang"],
        kb_out,
        api_name="remove_pdf",
        api_visibility="public",
    )

    # the page's language: every label from the string table (ui/strings.py)
    RELABEL = ["intro", "plan_head", "guide_head", "selected_md", "examples_head", "mem_intro", "kb_intro", "plan_hint"]
    RELABEL += ["task", "chat", "my_plans", "thread_box", "plan", "new_step", "feedback", "versions", "download"]
    RELABEL += ["swap_choice", "mem_table", "mem_text", "forget_ok", "upload", "doc_table", "doc_choice"]
    RELABEL += ["send", "new", "open_plan", "resume", "up", "down", "delete", "add", "approve", "cancel", "revise"]
    RELABEL += ["restore", "swap_btn", "mem_refresh", "mem_save", "mem_delete", "forget", "doc_remove", "doc_refresh"]
    RELABEL += [f"example_{i}" for i in range(len(example_buttons))]
    RELABEL += ["planner_tab", "memory_tab", "knowledge_tab", "details", "versions_panel", "progress_panel"]
    RELABEL += ["lang", "status"]
    relabel = bind(h.relabel, RELABEL)
    relabel_inputs = [page_lang, plan, mem_table, doc_table, phase]
    on(lang.change, h.on_language, ["lang", "page_lang"], ["page_lang"]).then(
        relabel, relabel_inputs, [C[n] for n in RELABEL], api_visibility="private"
    )

    # a new page: its identity (sign-in, login or this browser's secret) and language, a fresh thread, then
    # the last thread this browser had, as it was, when it is this identity's
    on(
        demo.load,
        h.on_load,
        ["secret", "saved_thread"],
        ["me", "secret", "page_lang", "lang", "thread_state", "thread_box", "status", "notice", *BUTTONS],
    ).then(relabel, relabel_inputs, [C[n] for n in RELABEL], api_visibility="private").then(
        bind(h.on_status, ["status", "notice"]), [thread_state, page_lang], [status, notice], api_visibility="private"
    ).then(
        bind(h.on_reopen_last, list(dict.fromkeys([*PLAN_OUT, "progress"]))),
        [saved_thread, saved_chat, saved_edit, me, page_lang],
        [C[n] for n in dict.fromkeys([*PLAN_OUT, "progress"])],
        api_visibility="private",
    )


def main() -> None:
    logging.basicConfig(level=env("PLANNER_LOG_LEVEL"))
    port = env("PORT") or env("GRADIO_SERVER_PORT")
    host = "0.0.0.0" if env("SPACE_ID") else env("GRADIO_SERVER_NAME")
    if env("PLANNER_SESSION_WORKER"):
        services.use_worker()  # the graph and the stores in a process of their own (server/session_worker.py)
    demo.queue(default_concurrency_limit=env("PLANNER_CONCURRENCY"))
    demo.launch(
        i18n=I18N,
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
