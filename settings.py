"""Process-wide settings read from the environment.

Kept in one place so the graph, the knowledge base, the memory store and the UI agree on where data
lives and which brain is active, without importing each other.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The one git-ignored directory for everything written at run time."""
    path = Path(os.environ.get("PLANNER_DATA_DIR") or REPO_ROOT / "data").expanduser().resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True)
class LLMSettings:
    """How to reach an OpenAI-compatible endpoint; absent key means the offline brain."""

    api_key: str | None
    base_url: str | None
    model: str
    timeout_s: float
    max_retries: int

    @property
    def enabled(self) -> bool:
        return bool(self.api_key)


def llm_settings() -> LLMSettings:
    return LLMSettings(
        api_key=os.environ.get("OPENAI_API_KEY") or None,
        base_url=os.environ.get("OPENAI_BASE_URL") or None,
        model=os.environ.get("OPENAI_MODEL") or os.environ.get("PLANNER_MODEL") or "gpt-4o-mini",
        timeout_s=float(os.environ.get("PLANNER_LLM_TIMEOUT", "30")),
        max_retries=int(os.environ.get("PLANNER_LLM_RETRIES", "2")),
    )
