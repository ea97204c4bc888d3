"""read_memory: what this user told us before (preferences, dislikes, constraints)."""

from __future__ import annotations

import json

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool

from knowledge.text import fenced
from tools.context import memory_store, user_of


@tool(response_format="content_and_artifact")
def read_memory(query: str = "", config: RunnableConfig = None) -> tuple[str, list[dict]]:
    """Read the current user's long-term memories (preferences, dislikes, constraints, feedback).

    Args:
        query: optional topic to rank memories by; empty returns the most recent ones.
    """
    memories = [m.as_dict() for m in memory_store().search(user_of(config), query, k=10)]
    if not memories:
        return "No memories stored for this user.", []
    body = "\n".join(json.dumps({k: m[k] for k in ("kind", "text")}, ensure_ascii=False) for m in memories)
    return fenced("memories", body), memories
