"""The one small interface both brains implement; nodes talk only to this.

Inputs are plain dicts and lists so that either brain can be swapped in, and results are validated by
the nodes (a tool must exist in the catalog), not trusted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from langchain_core.messages import AnyMessage


@dataclass
class RouteDecision:
    is_complex_task: bool
    confidence: float
    language: str
    clarification_question: str | None = None
    assumption: str | None = None
    harmful: bool = False
    choices: list[dict] = field(default_factory=list)  # [{"label", "task"}] readings to pick from when unsure


@dataclass
class PlanRequest:
    task: str
    language: str
    workflows: list[tuple[dict, float]]  # (workflow knowledge, retrieval score), best first
    feedback: str | None = None
    previous_plan: list[str] = field(default_factory=list)
    memories: list[dict] = field(default_factory=list)
    # graph/understanding.py's reading of the request: job, constraints, role, named tools (JSON-plain)
    understanding: dict = field(default_factory=dict)
    clause_workflows: list[list[tuple[dict, float]]] = field(default_factory=list)  # per part of a compound request
    previous_steps: list[dict] = field(default_factory=list)  # the records of previous_plan


@dataclass
class RecommendRequest:
    task: str
    language: str
    sub_tasks: list[str]
    pending: list[int]  # indexes of sub-tasks still without a recommendation
    round: int  # 1-based ReAct round
    max_rounds: int
    phase_messages: list[AnyMessage]  # this run's tool-call messages and tool results, in order
    observations: dict[str, list[dict]]  # tool_call_id -> structured results (artifact)
    call_args: dict[str, dict]  # tool_call_id -> {"name", "args"}
    memories: list[dict] = field(default_factory=list)
    decided: dict[int, str] = field(default_factory=dict)  # sub-task index -> catalog id chosen in an earlier round
    # Plan step records parallel to sub_tasks: {"text", "workflow_id", "stage_id", "category", "query", "optional"}
    steps: list[dict] = field(default_factory=list)
    understanding: dict = field(default_factory=dict)


@dataclass
class RecommendStep:
    """Either more tool calls, or decisions, or both (decided sub-tasks plus calls for the rest)."""

    tool_calls: list[dict] = field(default_factory=list)  # {"name", "args", "id"}
    decisions: dict[int, dict] = field(default_factory=dict)  # sub-task index -> {"tool", "reason", "sources"}
    thought: str = ""


def distinct_tools(recommendations: list[dict]) -> list[dict]:
    """The recommendations that name a tool, each tool once (its first step): one tool can serve several
    steps, and is counted, priced and flagged once."""
    tools: dict[str, dict] = {}
    for rec in recommendations:
        if rec.get("tool"):
            tools.setdefault(rec.get("tool_id") or rec["tool"], rec)
    return list(tools.values())


@dataclass
class GuideRequest:
    task: str
    language: str
    sub_tasks: list[str]
    recommendations: list[dict]
    cost_summary: dict | None
    memories_applied: list[str]
    retrieved_docs: list[dict]
    stale_tools: list[str]
    missing: list[str] = field(default_factory=list)  # gaps found by the quality check on a retry
    steps: list[dict] = field(default_factory=list)
    understanding: dict = field(default_factory=dict)
    cautions: list[str] = field(default_factory=list)  # job cautions from the workflow knowledge, in the language
    reading: str = ""  # the one-line reading of the request (graph.understanding.reading_line)


class Brain(Protocol):
    name: str

    def route(self, task: str, language: str, workflows: list[tuple[dict, float]]) -> RouteDecision: ...

    def plan(self, request: PlanRequest) -> list[str | dict]: ...  # step texts or step records

    def recommend(self, request: RecommendRequest) -> RecommendStep: ...

    def answer(self, question: str, language: str, docs: list[dict]) -> str: ...

    def write_guide(self, request: GuideRequest) -> str: ...

    def extract_memories(self, conversation: str, language: str) -> list[dict]: ...

    def drain_notices(self) -> list[str]: ...
