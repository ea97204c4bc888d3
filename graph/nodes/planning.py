"""planning_node: split the job into sub-tasks, or re-plan from the person's feedback."""

from __future__ import annotations

from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig

from graph.brains.base import PlanRequest
from graph.configuration import MAX_SUB_TASK_CHARS, MAX_SUB_TASKS
from graph.nodes.common import brain_for, with_notices
from graph.state import PlannerState
from knowledge.service import get_knowledge_base
from tools.read_memory import read_memory


def clean_plan(sub_tasks: list[str]) -> list[str]:
    """Trimmed, non-empty, de-duplicated, bounded: a plan a person can review."""
    seen, out = set(), []
    for item in sub_tasks:
        text = " ".join(str(item).split())[:MAX_SUB_TASK_CHARS]
        if text and text.lower() not in seen:
            seen.add(text.lower())
            out.append(text)
    return out[:MAX_SUB_TASKS]


def recall(task: str, config: RunnableConfig) -> list[dict]:
    """Call read_memory as a tool, exactly as the recommender does, and keep its structured result."""
    message = read_memory.invoke(
        {"type": "tool_call", "name": "read_memory", "args": {"query": task}, "id": "plan"}, config
    )
    return list(message.artifact or [])


def planning_node(state: PlannerState, config: RunnableConfig) -> dict:
    brain, _ = brain_for(config, state)
    task, language = state["task"], state.get("language", "en")
    feedback = state.get("user_feedback")
    previous = list(state.get("sub_tasks") or [])
    memories = recall(task, config)
    request = PlanRequest(
        task=task,
        language=language,
        # without feedback the router's exact query: its scores are cached (knowledge/score_cache.py)
        workflows=get_knowledge_base().search_workflows(f"{task} {feedback}" if feedback else task, k=3),
        feedback=feedback,
        previous_plan=previous,
        memories=memories,
    )
    sub_tasks = clean_plan(brain.plan(request)) or previous
    history = list(state.get("plan_history") or [])
    if feedback and previous:
        history.append(previous)
    listing = "\n".join(f"{i}. {s}" for i, s in enumerate(sub_tasks, 1))
    return {
        **with_notices(state, brain),
        "sub_tasks": sub_tasks,
        "plan_history": history,
        "memories_used": memories,
        "workflow_id": request.workflows[0][0]["id"] if request.workflows else None,
        "user_feedback": None,
        "status": "awaiting_approval",
        "messages": [AIMessage(content=listing, name="planning_node")],
    }
