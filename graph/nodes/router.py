"""llm_router: simple question or a job to plan; also the guardrails that run before any planning."""

from __future__ import annotations

from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.context import Context
from graph.limits import MAX_TASK_CHARS
from graph.nodes.common import brain_for, human_texts, with_notices
from graph.safety import is_harmful, refusal
from graph.state import PlannerState
from graph.understanding import understand
from graph.workflow_ranking import RETRIEVED, rank_workflows
from knowledge.text import detect_language

PROCEED = 0.85
ASK_BELOW = 0.70


def _fresh_run(task: str, language: str) -> dict:
    """Per-run fields reset when a new message arrives on a thread."""
    return {
        "task": task,
        "language": language,
        "sub_tasks": [],
        "tool_recommendations": [],
        "retrieved_docs": [],
        "final_guide": None,
        "user_feedback": None,
        "tool_result": None,
        "clarification_question": None,
        "choices": [],
        "assumption": None,
        "understanding": {},
        "plan_steps": [],
        "workflow_ids": [],
        "reading": "",
        "failure_tags": [],
        "notices": [],
        "errors": [],
        "plan_history": [],
        "removed_sub_tasks": [],
        "feedback_log": [],
        "react_round": 0,
        "memories_written": 0,
        "memory_ops": [],
        "cost_summary": None,
    }


def llm_router(state: PlannerState, config: RunnableConfig, runtime: Runtime[Context]) -> dict:
    said = human_texts(state)
    latest = (said[-1] if said else "").strip()
    # A reply to a clarifying question continues the same request instead of starting a new one.
    if state.get("status") == "needs_clarification" and state.get("task"):
        task = f"{state['task']} {latest}".strip()
    else:
        task = latest
    language = state.get("language") or detect_language(task)
    update = _fresh_run(task, language)
    if not task:
        return {**update, "status": "error", "errors": ["please enter a task"]}
    if len(task) > MAX_TASK_CHARS:
        return {**update, "status": "error", "errors": [f"the task is limited to {MAX_TASK_CHARS} characters"]}
    brain, context = brain_for(runtime)
    understanding = understand(task, language)
    update["understanding"] = understanding
    # matched on the job, not on its constraint words ("예산 월 3만원" is not a budgeting job)
    workflows = rank_workflows(
        context.knowledge_base().search_workflows(understanding["job_text"], k=RETRIEVED), understanding
    )
    decision = None if is_harmful(task) else brain.route(task, language, workflows[:3])
    if decision is None or decision.harmful:
        message = refusal(language)
        return {
            **update,
            "status": "refused",
            "is_complex_task": False,
            "failure_tags": ["POLICY_BLOCKED"],
            "final_guide": message,
            "messages": [AIMessage(content=message)],
        }
    update.update(with_notices(update, brain))
    update.update(is_complex_task=decision.is_complex_task, confidence=round(decision.confidence, 3))
    if decision.confidence < ASK_BELOW and decision.clarification_question:
        update.update(
            status="needs_clarification",
            clarification_question=decision.clarification_question,
            choices=list(decision.choices),
            failure_tags=update["failure_tags"] + ["INTENT_LOW_CONFIDENCE"],
            messages=[AIMessage(content=decision.clarification_question)],
        )
        return update
    if decision.confidence < PROCEED and decision.assumption:
        update["assumption"] = decision.assumption
    update["status"] = "planning" if decision.is_complex_task else "answering"
    return update


def route_after_router(state: PlannerState) -> str:
    if state.get("status") in ("error", "refused", "needs_clarification"):
        return "__end__"
    return "planning_node" if state.get("is_complex_task") else "guide_generation_node"
