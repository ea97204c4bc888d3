"""Per-run configuration, read from config["configurable"] with the environment as default."""

from __future__ import annotations

from dataclasses import dataclass, fields

from langchain_core.runnables import RunnableConfig

from settings import env

MAX_TASK_CHARS = 4000
MAX_SUB_TASKS = 12
MAX_SUB_TASK_CHARS = 300
MAX_FEEDBACK_CHARS = 2000


@dataclass(kw_only=True)
class Configuration:
    thread_id: str = ""
    user_id: str = ""  # empty: the operating-system user (settings.os_user)
    brain: str = ""  # "offline" | "llm" | "" (llm when OPENAI_API_KEY is set, else offline)
    max_react_rounds: int = 3
    # Below this dense (cosine) similarity no catalog tool "fits" a sub-task and we say so instead of guessing.
    # Dense, not the fused score: the lexical part is normalised per query, so its best hit always looks strong.
    min_tool_score: float = 0.28

    def __post_init__(self) -> None:
        if not self.brain:
            self.brain = "llm" if env("OPENAI_API_KEY") else "offline"

    @classmethod
    def from_runnable_config(cls, config: RunnableConfig | None = None) -> Configuration:
        configurable = (config or {}).get("configurable") or {}
        names = {f.name for f in fields(cls) if f.init}
        return cls(**{k: v for k, v in configurable.items() if k in names and v is not None})
