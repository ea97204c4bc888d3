"""reflection_node: turn what the person said and changed into memories (ADD / UPDATE / DELETE / NONE)."""

from __future__ import annotations

import hashlib

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.context import Context
from graph.nodes.common import brain_for, human_texts, with_notices
from graph.state import PlannerState
from knowledge import gaps
from memory_store.store import MemoryRefused
from tools.context import thread_of, user_of


def _keyed(items: list[str], prefix: str, language: str, ko: str, en: str) -> list[dict]:
    """Feedback memories keyed by their text, so the same feedback twice is one memory."""
    out = []
    for item in items:
        text = (ko if language == "ko" else en).format(item=item)
        key = f"{prefix}:" + hashlib.sha256(item.lower().encode()).hexdigest()[:12]
        out.append({"kind": "feedback", "key": key, "value": item, "text": text})
    return out


def _feedback_memories(state: PlannerState) -> list[dict]:
    """Revise feedback, kept in the person's words (the planner re-applies "skip ..." requests later),
    and the steps the person deleted from a plan."""
    language = state.get("language", "en")
    return _keyed(
        state.get("feedback_log") or [], "feedback", language, "계획 피드백: {item}", "Plan feedback: {item}"
    ) + _keyed(
        state.get("removed_sub_tasks") or [], "removed", language,
        "계획에서 '{item}' 단계를 뺐음", "Removed the step '{item}' from a plan",
    )  # fmt: skip


def _gap_memories(state: PlannerState) -> list[dict]:
    """Tools the person named that the knowledge base lacks: remembered for them, counted for the maintainer
    (knowledge.gaps keeps the names only, never the request)."""
    names = list((state.get("understanding") or {}).get("named_unknown") or [])
    if not names or state.get("status") != "done":
        return []
    gaps.record(names)
    language = state.get("language", "en")
    return [
        {
            "kind": "fact",
            "key": f"wants:{name.lower()}",
            "value": name,
            "text": f"지식 베이스에 없는 {name} 사용을 원함"
            if language == "ko"
            else f"Wants to use {name} (not in the catalog)",
        }
        for name in names
    ]


def reflection_node(state: PlannerState, config: RunnableConfig, runtime: Runtime[Context]) -> dict:
    if state.get("status") in ("error", "refused"):
        return {}
    brain, context = brain_for(runtime, state)
    language = state.get("language", "en")
    conversation = "\n".join(human_texts(state))
    items = brain.extract_memories(conversation, language) + _feedback_memories(state) + _gap_memories(state)
    store = context.memory_store()
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
        except MemoryRefused as exc:
            errors.append(f"memory not saved: {exc}")
    written = sum(1 for o in ops if o["op"] != "NONE")
    return {**with_notices(state, brain), "memory_ops": ops, "memories_written": written, "errors": errors}
