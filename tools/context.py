"""What a tool needs to know about the run that called it, taken from the graph's config."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig

from settings import os_user


def user_of(config: RunnableConfig | None) -> str:
    return ((config or {}).get("configurable") or {}).get("user_id") or os_user()


def thread_of(config: RunnableConfig | None) -> str:
    return ((config or {}).get("configurable") or {}).get("thread_id") or ""
