"""A person's threads: which ones are theirs (for "My plans") and deleting them all (for "forget me").

Every checkpoint the graph writes carries the run's `user_id` in its metadata (it is in the config's
`configurable`), so the checkpointer's own metadata filter finds a person's threads in SQLite and in
Postgres alike; only the first checkpoint of each turn (`source: "input"`) is read, not every step.
"""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver


def thread_ids(checkpointer: BaseCheckpointSaver, owner: str, limit: int = 200) -> list[str]:
    """The owner's thread ids, the most recently started first."""
    seen: dict[str, None] = {}
    for item in checkpointer.list(None, filter={"user_id": owner, "source": "input"}):
        configurable = item.config.get("configurable", {})
        if configurable.get("checkpoint_ns"):
            continue  # a subgraph's own checkpoints
        thread = configurable.get("thread_id")
        if thread and thread not in seen:
            seen[thread] = None
            if len(seen) >= limit:
                break
    return list(seen)


def forget_threads(checkpointer: BaseCheckpointSaver, owner: str) -> int:
    """Delete every checkpoint of every thread of `owner`; returns how many threads went."""
    threads = thread_ids(checkpointer, owner, limit=100_000)
    for thread in threads:
        checkpointer.delete_thread(thread)
    return len(threads)
