"""reflection_node: turn what the person said and changed into memories (ADD / UPDATE / DELETE / NONE)."""

from __future__ import annotations

import hashlib

from langchain_core.runnables import RunnableConfig

from graph.nodes.common import brain_for, human_texts, with_notices
from graph.state import PlannerState
from memory_store.store import MemoryError, get_memory_store
from tools.context import thread_of, user_of


def _feedback_memories(state: PlannerState) -> list[dict]:
    """Revise feedback, kept in the person's words; the planner re-applies "skip ..." requests later."""
    language = state.get("language", "en")
    out = []
    for feedback in state.get("feedback_log") or []:
        text = f"계획 피드백: {feedback}" if language == "ko" else f"Plan feedback: {feedback}"
        key = "feedback:" + hashlib.sha256(feedback.lower().encode()).hexdigest()[:12]
        out.append({"kind": "feedback", "key": key, "value": feedback, "text": text})
    return out


def _removed_step_memories(state: PlannerState) -> list[dict]:
    language = state.get("language", "en")
    out = []
    for step in state.get("removed_sub_tasks") or []:
        text = f"계획에서 '{step}' 단계를 뺐음" if language == "ko" else f"Removed the step '{step}' from a plan"
        key = "removed:" + hashlib.sha256(step.lower().encode()).hexdigest()[:12]
        out.append({"kind": "feedback", "key": key, "value": step, "text": text})
    return out


def reflection_node(state: PlannerState, config: RunnableConfig) -> dict:
    if state.get("status") in ("error", "refused"):
        return {}
    brain, _ = brain_for(config, state)
    language = state.get("language", "en")
    conversation = "\n".join(human_texts(state))
    items = brain.extract_memories(conversation, language) + _feedback_memories(state) + _removed_step_memories(state)
    store = get_memory_store()
    user, thread = user_of(config), thread_of(config)
    ops, errors = [], list(state.get("errors") or [])
    for item in items:
        try:
            if item.get("delete"):
                if store.delete_key(user, item["key"]):
                    ops.append({"op": "DELETE", "key": item["key"], "text": item.get("text", "")})
                continue
            memory, op = store.upsert(
                user, item["text"], item["kind"], item.get("key"), thread, language, str(item.get("value", ""))
            )
            ops.append({"op": op, "key": memory.key, "text": memory.text, "kind": memory.kind})
        except MemoryError as exc:
            errors.append(f"memory not saved: {exc}")
    written = sum(1 for o in ops if o["op"] != "NONE")
    return {**with_notices(state, brain), "memory_ops": ops, "memories_written": written, "errors": errors}
