"""Choosing the brain: the configuration decides; nodes never ask which one they got."""

from __future__ import annotations

from graph.brains.base import Brain
from graph.brains.fallback import FallbackBrain
from graph.brains.offline import OfflineBrain
from graph.context import Context
from settings import llm_settings


def get_brain(cfg: Context) -> Brain:
    offline = OfflineBrain(min_tool_score=cfg.min_tool_score)
    settings = llm_settings()
    if cfg.brain != "llm" or not settings.enabled:
        return offline
    from graph.brains.llm import LLMBrain  # heavy: langchain_openai (~3 s), only when an LLM is configured

    return FallbackBrain(LLMBrain(settings, min_tool_score=cfg.min_tool_score), offline)


def active_brain_label() -> str:
    """What the UI's status line shows: 'offline' or the model name."""
    settings = llm_settings()
    return f"LLM: {settings.model}" if settings.enabled and Context().brain == "llm" else "offline"
