"""What a run is given (not what it stores): LangGraph's runtime context (`context_schema=Context`).

The session builds one per call and passes it with `context=`; nodes read it from `Runtime[Context]`
(`graph/nodes/common.py: brain_for`) and tools from the running graph (`tools/context.py`). Who and which
thread stay in `config["configurable"]`, where the checkpointer keeps them (thread ownership is a metadata
filter on `user_id`). The knowledge base and the memory store are given here so that a test (or a second
deployment in one process) can run the graph on its own stores; left empty they are the process's stores
under PLANNER_DATA_DIR, which is also what Studio (`langgraph dev`, no context at all) gets.
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.service import KnowledgeBase, get_knowledge_base
from memory_store.store import MemoryStore, get_memory_store
from settings import env

# Below this dense (cosine) similarity no catalog tool "fits" a sub-task and we say so instead of guessing.
# Dense, not the fused score: the lexical part is normalised per query, so its best hit always looks strong.
MIN_TOOL_SCORE = 0.28


@dataclass(kw_only=True)
class Context:
    brain: str = ""  # "offline" | "llm" | "" (llm when OPENAI_API_KEY is set, else offline)
    max_react_rounds: int = 3  # the recommender's ReAct rounds (each: the model may call the tools once)
    min_tool_score: float = MIN_TOOL_SCORE
    knowledge: KnowledgeBase | None = None  # None: the process's knowledge base
    memory: MemoryStore | None = None  # None: the process's memory store

    def __post_init__(self) -> None:
        if not self.brain:
            self.brain = "llm" if env("OPENAI_API_KEY") else "offline"

    def knowledge_base(self) -> KnowledgeBase:
        return get_knowledge_base() if self.knowledge is None else self.knowledge  # built on first use

    def memory_store(self) -> MemoryStore:
        return get_memory_store() if self.memory is None else self.memory


def context_of(runtime) -> Context:
    """The run's context, or the defaults when the graph was run without one (Studio, a direct node call)."""
    context = getattr(runtime, "context", None)
    return context if isinstance(context, Context) else Context()
