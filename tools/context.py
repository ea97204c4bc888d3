"""What a tool needs to know about the run that called it: who and which thread (the graph's config) and
which stores (the run's LangGraph runtime context, `graph/context.py`).

Tools sit below `graph/`, so they read the context by what it offers (`knowledge_base()`, `memory_store()`)
rather than by importing its class. Outside a graph run, or in a run given no context, the process's stores.
"""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import get_runtime

from knowledge.service import KnowledgeBase, get_knowledge_base
from memory_store.store import MemoryStore, get_memory_store
from settings import os_user


def user_of(config: RunnableConfig | None) -> str:
    return ((config or {}).get("configurable") or {}).get("user_id") or os_user()


def thread_of(config: RunnableConfig | None) -> str:
    return ((config or {}).get("configurable") or {}).get("thread_id") or ""


def run_context() -> object | None:
    """The running graph's runtime context, or None outside a run."""
    try:
        runtime = get_runtime()
    except (RuntimeError, KeyError):  # not inside a graph run
        return None
    return getattr(runtime, "context", None)


def knowledge_base() -> KnowledgeBase:
    context = run_context()
    if context is not None and hasattr(context, "knowledge_base"):
        return context.knowledge_base()
    return get_knowledge_base()


def memory_store() -> MemoryStore:
    context = run_context()
    if context is not None and hasattr(context, "memory_store"):
        return context.memory_store()
    return get_memory_store()
