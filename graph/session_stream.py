"""What a streamed approval shows: LangGraph's stream turned into the planner's events.

PlannerSession.stream_approve() (graph/session.py) runs the graph with `subgraphs=True` and the stream modes
below; this module turns the (namespace, mode, chunk) triples LangGraph yields into the small vocabulary the
callers pass on: {"event": "node"}, {"event": "recommendation"} (each recommendation once, though updates of
a subgraph and of its parent both carry it), {"event": "guide_text"} and, for approve(), {"event": "values"}.
It is a module of its own because that vocabulary is a contract with the page (ui/handlers.py on_approve)
and the worker process (server/session_worker.py streams it item by item), and it does not depend on how the
session claims, checks or resumes a thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

REC_FIELDS = ("sub_task", "tool", "category", "url", "reason", "sources")  # what a "recommendation" event carries


def stream_modes(with_values: bool) -> list[str]:
    """The LangGraph stream modes run_events() reads ("values" only when the caller wants the full state)."""
    return ["updates", "custom", "values"] if with_values else ["updates", "custom"]


def run_events(chunks: Iterable[tuple]) -> Iterator[dict]:
    """The planner's events from `graph.stream(..., subgraphs=True)`'s (namespace, mode, chunk) triples."""
    seen: set[tuple] = set()
    for namespace, mode, chunk in chunks:
        if mode == "values":
            if not namespace:
                yield {"event": "values", "values": chunk}
            continue
        if mode == "custom":  # text a node streams while it writes (the LLM's guide summary)
            if isinstance(chunk, dict) and chunk.get("guide_text"):
                yield {"event": "guide_text", "text": str(chunk["guide_text"])}
            continue
        parents = [part.split(":", 1)[0] for part in namespace]
        for node, update in (chunk or {}).items():
            if node.startswith("__"):
                continue
            yield {"event": "node", "node": node, "path": "/".join([*parents, node])}
            for rec in (update or {}).get("tool_recommendations") or []:
                key = (rec.get("index"), rec.get("sub_task"), rec.get("tool"))
                if key in seen:
                    continue
                seen.add(key)
                yield {"event": "recommendation", "recommendation": {k: rec.get(k) for k in REC_FIELDS}}
