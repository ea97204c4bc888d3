"""Small helpers the nodes share: which brain, what the person said, notices."""

from __future__ import annotations

from dataclasses import replace

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.runtime import Runtime

from graph.brains import get_brain
from graph.brains.base import Brain
from graph.context import Context, context_of
from graph.state import PlannerState

RECOMMENDER_NAME = "recommend_tool_node"


def brain_for(runtime: Runtime[Context] | None, state: PlannerState | None = None) -> tuple[Brain, Context]:
    """The run's brain (from its runtime context); after the endpoint failed once in this run (LLM_DOWN), the
    offline brain for the rest of it, so a run does not wait on a dead server again. A checked answer that was
    only rejected (LLM_FALLBACK) keeps the model for the other parts."""
    context = context_of(runtime)
    if state and "LLM_DOWN" in (state.get("failure_tags") or []):
        context = replace(context, brain="offline")
    return get_brain(context), context


def with_notices(state: PlannerState, brain: Brain) -> dict:
    """Carry the brain's notices (e.g. 'the model failed, answered offline') into the state."""
    new = brain.drain_notices()
    if not new:
        fell_back = "LLM_FALLBACK" in (state.get("failure_tags") or [])
        return {"brain": state.get("brain", brain.name) if fell_back else brain.name}
    tags = list(state.get("failure_tags") or [])
    if "LLM_FALLBACK" not in tags:
        tags.append("LLM_FALLBACK")
    if getattr(brain, "failed", False) and "LLM_DOWN" not in tags:  # the endpoint failed, not one answer
        tags.append("LLM_DOWN")
    notices = list(state.get("notices") or [])
    notices += [n for n in new if n not in notices]
    return {"notices": notices, "failure_tags": tags, "brain": f"{brain.name} (fell back to offline)"}


def human_texts(state: PlannerState) -> list[str]:
    return [m.content for m in state.get("messages", []) if isinstance(m, HumanMessage) and isinstance(m.content, str)]


def phase_messages(state: PlannerState) -> list:
    """The recommender's own tool-call messages and their results, since it last finished."""
    out: list = []
    for message in reversed(state.get("messages", [])):
        is_call = isinstance(message, AIMessage) and message.name == RECOMMENDER_NAME and message.tool_calls
        if is_call or isinstance(message, ToolMessage):
            out.append(message)
            continue
        break
    return list(reversed(out))
