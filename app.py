"""The Gradio app: UI only. Every action goes through graph.session.PlannerSession.

Layout first, event wiring after, handlers thin (Gradio's own demo style).
"""

from __future__ import annotations

import os
import uuid

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402

from graph.brains import active_brain_label  # noqa: E402

_session = None


def planner():
    """The session adapter, created on first use so the page comes up before the heavy imports."""
    global _session
    if _session is None:
        from graph.session import PlannerSession

        _session = PlannerSession()
    return _session


def _rows(sub_tasks: list[str]) -> list[list[str]]:
    return [[s] for s in sub_tasks]


def _plan_from_table(table) -> list[str]:
    values = table.values.tolist() if hasattr(table, "values") else (table or [])
    return [str(row[0]) for row in values if row and str(row[0]).strip() and str(row[0]) != "nan"]


def _render(result: dict) -> tuple[str, list[list[str]], str, str]:
    """(chat reply, plan rows, guide markdown, status line) from a session result."""
    status = result["status"]
    notes = " ".join(result.get("notices") or [])
    errors = "; ".join(result.get("errors") or [])
    if status == "awaiting_approval":
        reply = "Review the plan on the right: edit rows, then Approve, or describe changes and Revise."
        if result.get("assumption"):
            reply = result["assumption"] + "\n\n" + reply
    elif status == "needs_clarification":
        reply = result.get("clarification_question") or ""
    elif status == "error":
        reply = f"⚠️ {errors}"
    else:
        reply = "Done: the guide is on the right." if result.get("is_complex_task") else result.get("guide", "")
    line = (
        f"brain: {result.get('brain') or active_brain_label()} · status: {status} · thread: {result.get('thread_id')}"
    )
    if notes:
        line += f" · ⚠️ {notes}"
    if errors and status != "error":
        line += f" · ⚠️ {errors}"
    return reply, _rows(result.get("sub_tasks") or []), result.get("guide") or "", line


def on_submit(message, history, thread_id, user_id, language):
    history = list(history or [])
    history.append({"role": "user", "content": message or ""})
    session = planner()
    lang = None if language == "auto" else language
    state = session.status(thread_id) if thread_id else None
    if state and state["status"] == "needs_clarification":
        result = session.reply(thread_id, message)
    else:
        result = session.start(message, user_id=user_id or "local", language=lang, thread_id=thread_id or None)
    reply, rows, guide, line = _render(result)
    history.append({"role": "assistant", "content": reply})
    return "", history, result.get("thread_id") or thread_id, rows, guide, line


def on_approve(table, history, thread_id):
    result = planner().approve(thread_id, _plan_from_table(table))
    reply, rows, guide, line = _render(result)
    return list(history or []) + [{"role": "assistant", "content": reply}], rows, guide, line


def on_revise(feedback, history, thread_id):
    result = planner().revise(thread_id, feedback)
    reply, rows, guide, line = _render(result)
    return "", list(history or []) + [{"role": "assistant", "content": reply}], rows, guide, line


def on_new_thread():
    return uuid.uuid4().hex, [], [], "", f"brain: {active_brain_label()} · new thread"


with gr.Blocks(title="AI Workflow Planner") as demo:
    gr.Markdown("# AI Workflow Planner\nDescribe a job (Korean or English); approve the plan; get a guide with tools.")
    thread = gr.State("")
    with gr.Row():
        with gr.Column(scale=1):
            chat = gr.Chatbot(label="Conversation", height=420)
            task = gr.Textbox(label="Task", placeholder="유튜브 쇼츠 영상을 AI로 만들고 싶어 / Launch a podcast")
            with gr.Row():
                user = gr.Textbox(label="User id", value="local", scale=1)
                lang = gr.Dropdown(["auto", "ko", "en"], value="auto", label="Language", scale=1)
            with gr.Row():
                send = gr.Button("Plan", variant="primary")
                new = gr.Button("New thread")
        with gr.Column(scale=1):
            plan = gr.Dataframe(
                headers=["Sub-task"], label="Plan (edit, add or delete rows)", interactive=True, col_count=(1, "fixed")
            )
            with gr.Row():
                approve = gr.Button("Approve", variant="primary")
                feedback = gr.Textbox(label="What should change?", scale=2)
                revise = gr.Button("Revise")
            guide = gr.Markdown(label="Guide")
    status = gr.Markdown(f"brain: {active_brain_label()}")

    send.click(on_submit, [task, chat, thread, user, lang], [task, chat, thread, plan, guide, status], api_name="plan")
    task.submit(on_submit, [task, chat, thread, user, lang], [task, chat, thread, plan, guide, status], api_name=False)
    approve.click(on_approve, [plan, chat, thread], [chat, plan, guide, status], api_name="approve")
    revise.click(on_revise, [feedback, chat, thread], [feedback, chat, plan, guide, status], api_name="revise")
    new.click(on_new_thread, None, [thread, chat, plan, guide, status])
    demo.load(on_new_thread, None, [thread, chat, plan, guide, status])


def main() -> None:
    port = int(os.environ.get("PORT") or os.environ.get("GRADIO_SERVER_PORT") or 7860)
    host = "0.0.0.0" if os.environ.get("SPACE_ID") else os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1")
    demo.queue(default_concurrency_limit=4).launch(server_name=host, server_port=port)


if __name__ == "__main__":
    main()
