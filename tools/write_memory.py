"""write_memory: store one preference or fact about the current user."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool

from memory_store.store import KINDS, MemoryRefused
from tools.context import memory_store, thread_of, user_of


@tool
def write_memory(text: str, kind: str = "preference", key: str = "", config: RunnableConfig = None) -> str:
    """Remember something about the current user for future plans.

    Args:
        text: the memory, in the user's language, e.g. "Prefers free tools only".
        kind: one of preference, dislike, constraint, fact, feedback.
        key: optional subject key ("pricing", "platform", "tool:capcut"); a newer memory with the same key
            replaces the older one.
    """
    if kind not in KINDS:
        return f"Refused: kind must be one of {', '.join(KINDS)}."
    try:
        memory, op = memory_store().upsert(user_of(config), text, kind, key or None, thread_of(config))
    except MemoryRefused as exc:
        return f"Refused: {exc}"
    return f"{op}: {memory.id}"
