"""The one result contract: what the session hands the CLI, the notebook, the worker and the UI.

Every `PlannerSession` call returns a `RunResult` built here (`from_state` for a stored thread, `error_result`
when there is none), with the same keys every time, so no caller has to guess which are present. `Status` is
the full list of statuses anything shows; it is a `str` enum, so results stay plain JSON.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypedDict

from graph.plan_steps import align


class Status(StrEnum):
    NEW = "new"  # the page only: nothing planned yet
    PLANNING = "planning"  # inside a run: the router sent the request to the planner
    ANSWERING = "answering"  # inside a run: a simple question, answered without a plan
    AWAITING_APPROVAL = "awaiting_approval"  # the plan waits for the person (the graph's interrupt)
    NEEDS_CLARIFICATION = "needs_clarification"  # the request was too unclear to plan; a question was asked
    REFUSED = "refused"  # a request to cause harm
    RECOMMENDING = "recommending"  # inside a run: the recommender is between ReAct rounds
    RUNNING = "running"  # the page only: an approval is streaming
    INTERRUPTED = "interrupted"  # the run stopped midway (a crash): approve() or resume() continues it
    CANCELLED = "cancelled"  # the person dropped the plan; its versions can still be restored
    DONE = "done"
    ERROR = "error"


# The public keys of one recommendation: the first six always, the rest when the brain set them.
REC_KEYS = ("sub_task", "tool", "category", "url", "reason", "sources")
REC_OPTIONAL_KEYS = ("tool_id", "pricing_model", "free_tier", "price_usd_month", "search_hint", "alternatives")


class RunResult(TypedDict, total=False):
    status: str  # a Status value
    thread_id: str | None
    user_id: str
    language: str | None
    is_complex_task: bool
    confidence: float | None
    assumption: str | None
    clarification_question: str | None
    choices: list[str]
    sub_tasks: list[str]
    plan: list[dict]  # one record per step (graph/plan_steps.py)
    understanding: dict
    reading: str
    workflow_ids: list[str]
    plan_history: list
    recommendations: list[dict]
    guide: str
    memories_written: int
    memory_ops: list[dict]
    cost_summary: dict | None
    brain: str | None
    notices: list[str]
    errors: list[str]
    failure_tags: list[str]
    memory_pending: bool  # the guide is final; its memories are still being written


def recommendation(r: dict) -> dict:
    """One recommendation as the result shows it (internal keys such as the step index stay inside)."""
    out = {k: r.get(k) for k in REC_KEYS} | {k: r[k] for k in REC_OPTIONAL_KEYS if k in r}
    if r.get("decided_by"):
        out["decided_by"] = r["decided_by"]
    return out


def status_of(values: dict, next_nodes: tuple, approval_node: str) -> Status:
    """The status from a stored state and what would run next (the state's own status is a run's inside view)."""
    if approval_node in next_nodes:
        return Status.AWAITING_APPROVAL
    if next_nodes and "reflection_node" in next_nodes and values.get("status") == Status.DONE:
        return Status.DONE  # the guide is final; the memory writer is still to run (or died)
    if next_nodes:
        return Status.INTERRUPTED
    return Status(values.get("status") or Status.DONE)


def from_state(values: dict, status: Status, thread_id: str | None) -> RunResult:
    """The result for a stored thread's values."""
    sub_tasks = list(values.get("sub_tasks") or [])
    return RunResult(
        status=status,
        thread_id=thread_id,
        user_id=values.get("user_id", "local"),
        language=values.get("language"),
        is_complex_task=bool(values.get("is_complex_task")),
        confidence=values.get("confidence"),
        assumption=values.get("assumption"),
        clarification_question=values.get("clarification_question"),
        choices=list(values.get("choices") or []),
        sub_tasks=sub_tasks,
        plan=align(sub_tasks, values.get("plan_steps"), values.get("language") or "en"),
        understanding=values.get("understanding") or {},
        reading=values.get("reading") or "",
        workflow_ids=list(values.get("workflow_ids") or []),
        plan_history=list(values.get("plan_history") or []),
        recommendations=[recommendation(r) for r in values.get("tool_recommendations") or []],
        guide=values.get("final_guide") or "",
        memories_written=int(values.get("memories_written") or 0),
        memory_ops=list(values.get("memory_ops") or []),
        cost_summary=values.get("cost_summary"),
        brain=values.get("brain"),
        notices=list(values.get("notices") or []),
        errors=list(values.get("errors") or []),
        failure_tags=list(values.get("failure_tags") or []),
    )


def error_result(thread_id: str | None, message: str, language: str | None = None) -> RunResult:
    """A call that could not be carried out (unknown thread, busy, bad input): the same keys as any result."""
    result = from_state({}, Status.ERROR, thread_id)
    result["user_id"] = ""
    result["language"] = language
    result["errors"] = [message]
    return result


def failed(result: RunResult, exc: BaseException) -> RunResult:
    """A run that raised: the thread's last checkpoint stays (the person can retry); the result says why."""
    result["status"] = Status.ERROR
    result["errors"] = [*(result.get("errors") or []), f"run failed: {exc.__class__.__name__}: {exc}"]
    return result
