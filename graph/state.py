"""The planner's state (docs/design.md): the graph's fields plus what the flows need. Values stay JSON-plain."""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages


class Recommendation(TypedDict, total=False):
    sub_task: str
    tool: str | None  # None: nothing in the catalog fits well enough (we say so instead of guessing)
    tool_id: str | None
    category: str | None
    url: str | None
    reason: str
    sources: list[str]
    pricing_model: str | None
    free_tier: str | None
    price_usd_month: float | None
    supports_korean: bool | None
    last_verified: str | None
    search_hint: str | None


class PlannerState(TypedDict, total=False):
    # --- the graph (docs/design.md) ---
    messages: Annotated[list[AnyMessage], add_messages]
    tool_result: str | None  # JSON of the tool calls the recommender just asked for; None ends the loop
    is_complex_task: bool
    sub_tasks: list[str]
    tool_recommendations: list[Recommendation]
    user_feedback: str | None
    retrieved_docs: list[dict]
    final_guide: str | None
    # --- what the flows add ---
    task: str  # the request being planned (with clarification replies folded in)
    user_id: str
    language: str  # "ko" | "en"
    status: str  # a graph.result.Status value (planning, answering, recommending, done, refused, ...)
    confidence: float
    assumption: str | None  # shown when the router proceeds with 0.70-0.85 confidence
    clarification_question: str | None
    failure_tags: list[str]  # e.g. INTENT_LOW_CONFIDENCE, POLICY_BLOCKED, LLM_FALLBACK, GUIDE_GAPS
    notices: list[str]  # short messages for the person (LLM fell back to offline, ...)
    errors: list[str]
    brain: str  # which brain produced the last answer
    workflow_ids: list[str]  # every workflow a composed plan took stages from
    understanding: dict  # graph.understanding: job text, constraints, role, named tools (both brains)
    plan_steps: list[dict]  # records parallel to sub_tasks (graph.plan_steps)
    choices: list[dict]  # [{"label", "task"}] with a clarifying question
    reading: str  # one line on top of the plan and the guide: what we understood, with the constraints
    plan_history: list[list[str]]  # earlier plans of this thread, oldest first
    removed_sub_tasks: list[str]  # sub-tasks the person deleted in a plan edit (for reflection)
    feedback_log: list[str]  # revise feedback given in this run (for reflection)
    memories_used: list[dict]
    react_round: int
    memories_written: int
    memory_ops: list[dict]
    cost_summary: dict[str, Any] | None
