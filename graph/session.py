"""The adapter between people and the graph (seed 004's run_one_turn): used by the CLI, the notebook
and the UI, so that validation, thread handling and the shape of results live in one place.

Every call returns a status dict: `awaiting_approval`, `done`, `needs_clarification`, `refused` or
`error`, with the plan, the recommendations, the guide, notices and errors. Bad input is refused here,
before anything is stored, and a refused edit leaves the stored plan as it was.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from langchain_core.messages import HumanMessage

from graph.builder import build_graph
from graph.checkpoints import get_checkpointer
from graph.configuration import (
    MAX_FEEDBACK_CHARS,
    MAX_SUB_TASK_CHARS,
    MAX_SUB_TASKS,
    MAX_TASK_CHARS,
)
from memory_store.store import MemoryError, check_user

log = logging.getLogger(__name__)
APPROVAL_NODE = "recommend_tool_node"


class PlanEditError(ValueError):
    """An edited plan that cannot be approved; the stored plan is left unchanged."""


def validate_edit(sub_tasks: Any) -> list[str]:
    if not isinstance(sub_tasks, list) or not all(isinstance(s, str) for s in sub_tasks):
        raise PlanEditError("the plan must be a list of sub-task texts")
    cleaned = [" ".join(s.split()) for s in sub_tasks]
    cleaned = [s for s in cleaned if s]
    if not cleaned:
        raise PlanEditError("the plan is empty: keep at least one sub-task")
    if len(cleaned) > MAX_SUB_TASKS:
        raise PlanEditError(f"the plan has {len(cleaned)} sub-tasks; at most {MAX_SUB_TASKS} are allowed")
    too_long = [s[:40] for s in cleaned if len(s) > MAX_SUB_TASK_CHARS]
    if too_long:
        raise PlanEditError(f"a sub-task is limited to {MAX_SUB_TASK_CHARS} characters: {too_long[0]}...")
    if len({s.lower() for s in cleaned}) != len(cleaned):
        raise PlanEditError("the plan lists the same sub-task twice")
    return cleaned


def check_task(task: Any) -> str | None:
    """The error message for a task we will not start, or None."""
    if not isinstance(task, str) or not task.strip():
        return "please enter a task"
    if len(task) > MAX_TASK_CHARS:
        return f"the task is {len(task):,} characters long; the limit is {MAX_TASK_CHARS:,}. Please shorten it."
    return None


def _error(thread_id: str | None, message: str) -> dict:
    return {
        "status": "error",
        "thread_id": thread_id,
        "is_complex_task": False,
        "sub_tasks": [],
        "recommendations": [],
        "guide": "",
        "memories_written": 0,
        "errors": [message],
        "notices": [],
    }


class PlannerSession:
    def __init__(self, checkpointer=None, brain: str | None = None) -> None:
        self.graph = build_graph(checkpointer or get_checkpointer())
        self.brain = brain

    def _config(self, thread_id: str, user_id: str) -> dict:
        configurable = {"thread_id": thread_id, "user_id": user_id}
        if self.brain:
            configurable["brain"] = self.brain
        return {"configurable": configurable, "recursion_limit": 60}

    def _stored(self, thread_id: str):
        snapshot = self.graph.get_state({"configurable": {"thread_id": thread_id}})
        return snapshot if snapshot.values else None

    def _run(self, payload, thread_id: str, user_id: str) -> dict:
        try:
            self.graph.invoke(payload, self._config(thread_id, user_id))
        except Exception as exc:  # the thread's last checkpoint stays; the person can retry
            log.exception("graph run failed on thread %s", thread_id)
            result = self.status(thread_id)
            result["status"] = "error"
            result["errors"] = list(result.get("errors") or []) + [f"run failed: {exc.__class__.__name__}: {exc}"]
            return result
        return self.status(thread_id)

    # --- the turns -------------------------------------------------------------------------------

    def start(
        self, task: str, user_id: str = "local", language: str | None = None, thread_id: str | None = None
    ) -> dict:
        """A new request (or a reply to a clarifying question on the same thread)."""
        problem = check_task(task)
        if problem:
            return _error(thread_id, problem)
        try:
            user_id = check_user(user_id)
        except MemoryError as exc:
            return _error(thread_id, str(exc))
        if language not in (None, "ko", "en"):
            return _error(thread_id, "language must be 'ko' or 'en'")
        thread_id = thread_id or uuid.uuid4().hex
        payload = {"messages": [HumanMessage(content=task.strip())], "user_id": user_id, "language": language}
        return self._run(payload, thread_id, user_id)

    def reply(self, thread_id: str, message: str) -> dict:
        """Answer to a clarifying question: continues the same request."""
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _error(thread_id, f"unknown thread {thread_id!r}")
        return self.start(message, snapshot.values.get("user_id", "local"), None, thread_id)

    def approve(self, thread_id: str, sub_tasks: list[str] | None = None) -> dict:
        """Approve the plan, optionally edited; the edit is applied as if planning_node wrote it."""
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _error(thread_id, f"unknown thread {thread_id!r}")
        if APPROVAL_NODE not in snapshot.next:
            return _error(thread_id, f"thread {thread_id} is not waiting for plan approval")
        user_id = snapshot.values.get("user_id", "local")
        config = self._config(thread_id, user_id)
        if sub_tasks is not None:
            try:
                cleaned = validate_edit(sub_tasks)
            except PlanEditError as exc:
                result = self.status(thread_id)
                result["errors"] = [str(exc)]
                return result
            old = snapshot.values.get("sub_tasks") or []
            removed = [s for s in old if s not in cleaned]
            if cleaned != old:
                self.graph.update_state(
                    config, {"sub_tasks": cleaned, "removed_sub_tasks": removed}, as_node="planning_node"
                )
        return self._run(None, thread_id, user_id)

    def revise(self, thread_id: str, feedback: str) -> dict:
        """Re-plan with the person's feedback; the thread pauses again on the new plan."""
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _error(thread_id, f"unknown thread {thread_id!r}")
        if APPROVAL_NODE not in snapshot.next:
            return _error(thread_id, f"thread {thread_id} is not waiting for plan approval")
        feedback = (feedback or "").strip()
        if not feedback:
            result = self.status(thread_id)
            result["errors"] = ["please write what to change in the plan"]
            return result
        if len(feedback) > MAX_FEEDBACK_CHARS:
            result = self.status(thread_id)
            result["errors"] = [f"feedback is limited to {MAX_FEEDBACK_CHARS} characters"]
            return result
        user_id = snapshot.values.get("user_id", "local")
        config = self._config(thread_id, user_id)
        self.graph.update_state(
            config, {"user_feedback": feedback, "messages": [HumanMessage(content=feedback)]}, as_node="llm_router"
        )
        return self._run(None, thread_id, user_id)

    # --- reading ---------------------------------------------------------------------------------

    def status(self, thread_id: str) -> dict:
        snapshot = self._stored(thread_id)
        if snapshot is None:
            return _error(thread_id, f"unknown thread {thread_id!r}")
        v = snapshot.values
        if APPROVAL_NODE in snapshot.next:
            status = "awaiting_approval"
        elif snapshot.next:
            status = "interrupted"  # stopped mid-run (e.g. a crash): approve() or resume() continues it
        else:
            status = v.get("status") or "done"
        recs = [
            {k: r.get(k) for k in ("sub_task", "tool", "category", "url", "reason", "sources")}
            | {k: r[k] for k in ("tool_id", "pricing_model", "free_tier", "price_usd_month", "search_hint") if k in r}
            for r in v.get("tool_recommendations") or []
        ]
        return {
            "status": status,
            "thread_id": thread_id,
            "user_id": v.get("user_id", "local"),
            "language": v.get("language"),
            "is_complex_task": bool(v.get("is_complex_task")),
            "confidence": v.get("confidence"),
            "assumption": v.get("assumption"),
            "clarification_question": v.get("clarification_question"),
            "sub_tasks": list(v.get("sub_tasks") or []),
            "plan_history": list(v.get("plan_history") or []),
            "recommendations": recs,
            "guide": v.get("final_guide") or "",
            "memories_written": int(v.get("memories_written") or 0),
            "memory_ops": list(v.get("memory_ops") or []),
            "cost_summary": v.get("cost_summary"),
            "brain": v.get("brain"),
            "notices": list(v.get("notices") or []),
            "errors": list(v.get("errors") or []),
            "failure_tags": list(v.get("failure_tags") or []),
        }


def run_one_turn(
    session: PlannerSession,
    message: str,
    thread_id: str | None = None,
    user_id: str = "local",
    action: str = "start",
    sub_tasks: list[str] | None = None,
) -> dict:
    """One call per person's turn, whatever the turn is: seed 004's adapter shape."""
    if action == "approve":
        return session.approve(thread_id or "", sub_tasks)
    if action == "revise":
        return session.revise(thread_id or "", message)
    if action == "reply":
        return session.reply(thread_id or "", message)
    return session.start(message, user_id=user_id, thread_id=thread_id)
