"""What a run is given (not what it stores): LangGraph's runtime context (`context_schema=Context`).

The session builds one per call and passes it with `context=`; nodes read it from `Runtime[Context]`
(`graph/nodes/common.py: brain_for`). Who and which thread stay in `config["configurable"]`, where the
checkpointer keeps them (thread ownership is a metadata filter on `user_id`). Studio (`langgraph dev`) runs the
graph without a context: nodes then use `Context()`, the defaults below.
"""

from __future__ import annotations

from dataclasses import dataclass

from settings import env

# Below this dense (cosine) similarity no catalog tool "fits" a sub-task and we say so instead of guessing.
# Dense, not the fused score: the lexical part is normalised per query, so its best hit always looks strong.
MIN_TOOL_SCORE = 0.28


@dataclass(kw_only=True)
class Context:
    brain: str = ""  # "offline" | "llm" | "" (llm when OPENAI_API_KEY is set, else offline)
    max_react_rounds: int = 3  # the recommender's ReAct rounds (each: the model may call the tools once)
    min_tool_score: float = MIN_TOOL_SCORE

    def __post_init__(self) -> None:
        if not self.brain:
            self.brain = "llm" if env("OPENAI_API_KEY") else "offline"


def context_of(runtime) -> Context:
    """The run's context, or the defaults when the graph was run without one (Studio, a direct node call)."""
    context = getattr(runtime, "context", None)
    return context if isinstance(context, Context) else Context()
