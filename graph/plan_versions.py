"""A thread's plan versions, read from its checkpoint history a page at a time.

A version is a checkpoint paused before the approval node: the first plan, each revision, each edit
applied at approval and each restore. The UI lists them after every plan and every approval, and the
history grows by about eight checkpoints per approval; reading (and deserialising) all of it each time was
a tenth of the app's CPU under load. Checkpoints never change once written and newer ones always sort
first, so each one is read once per process: later calls fetch only the checkpoints newer than the
newest one already seen. Another process adding checkpoints to the same thread is seen the same way.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from contextlib import closing
from dataclasses import dataclass, field

FIRST_PAGE = 1  # usually the newest checkpoint is already known: one row read
PAGE_GROWTH = 8  # else a run has added several (about six per approval): one more query reads them all
MAX_PAGE = 64


@dataclass
class _Seen:
    ids: set[str] = field(default_factory=set)
    # checkpoint id -> (plan, created_at, origin) for the checkpoints paused before the approval node
    pauses: dict[str, tuple[tuple[str, ...], str | None, str]] = field(default_factory=dict)


class PlanVersions:
    def __init__(self, graph, approval_node: str, max_threads: int = 1024) -> None:
        self.graph = graph
        self.approval_node = approval_node
        self.max_threads = max_threads
        self._triggers = tuple(graph.nodes[approval_node].triggers)  # the channels that schedule it
        self._threads: OrderedDict[str, _Seen] = OrderedDict()
        self._lock = threading.Lock()

    def list(self, thread_id: str) -> list[dict]:
        """Every distinct plan this thread has paused on, oldest first (identical plans listed once, at
        their first time). Each item: {"n" (1-based), "sub_tasks", "checkpoint_id", "created_at",
        "origin": "planned" | "edited"}."""
        if not thread_id:
            return []
        with self._lock:
            seen = self._threads.get(thread_id) or _Seen()
            known = set(seen.ids)
        fresh_ids, fresh_pauses = self._newer_than(thread_id, known)
        with self._lock:
            seen = self._threads.setdefault(thread_id, seen)
            seen.ids |= fresh_ids
            seen.pauses.update(fresh_pauses)
            self._threads.move_to_end(thread_id)
            while len(self._threads) > self.max_threads:
                self._threads.popitem(last=False)
            pauses = sorted(seen.pauses.items())  # checkpoint ids sort by creation time
        return _distinct(pauses)

    def _newer_than(self, thread_id: str, known: set[str]) -> tuple[set[str], dict]:
        """The ids of checkpoints not in `known`, newest first until a known one, and their plan pauses.

        Raw checkpoints from the checkpointer, not graph.get_state_history: a state snapshot also works out
        every pending task, subgraph and write, which made this walk about a tenth of a session's CPU, and
        all a version needs is the plan and whether the approval node is due (`_pauses_before`)."""
        ids: set[str] = set()
        pauses: dict[str, tuple[tuple[str, ...], str | None, str]] = {}
        config = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}  # the main graph's only
        before, limit = None, FIRST_PAGE
        while True:
            rows, last = 0, None
            # read lazily and stop at the first known checkpoint; closing() hands back the saver's cursor
            # (and its lock) at once when we stop early
            with closing(self.graph.checkpointer.list(config, before=before, limit=limit)) as page:
                for item in page:
                    rows, last = rows + 1, item
                    cid = item.config["configurable"].get("checkpoint_id")
                    if cid in known:
                        return ids, pauses
                    ids.add(cid)
                    checkpoint = item.checkpoint
                    plan = tuple((checkpoint.get("channel_values") or {}).get("sub_tasks") or [])
                    if plan and self._pauses_before(checkpoint):
                        origin = "edited" if (item.metadata or {}).get("source") == "update" else "planned"
                        pauses[cid] = (plan, checkpoint.get("ts"), origin)
            if rows < limit:
                return ids, pauses
            before, limit = last.config, min(limit * PAGE_GROWTH, MAX_PAGE)

    def _pauses_before(self, checkpoint: dict) -> bool:
        """Whether the approval node is due at this checkpoint: LangGraph's own trigger rule (a trigger
        channel holds a value newer than the node last saw), read from the checkpoint."""
        values = checkpoint.get("channel_values") or {}
        versions = checkpoint.get("channel_versions") or {}
        seen = (checkpoint.get("versions_seen") or {}).get(self.approval_node)
        for channel in self._triggers:
            if channel not in values or channel not in versions:
                continue
            if seen is None or channel not in seen or versions[channel] > seen[channel]:
                return True
        return False


def _distinct(pauses: list[tuple[str, tuple[tuple[str, ...], str | None, str]]]) -> list[dict]:
    versions: list[dict] = []
    plans: set[tuple[str, ...]] = set()
    for cid, (plan, created_at, origin) in pauses:
        if plan in plans:
            continue
        plans.add(plan)
        versions.append(
            {
                "n": len(versions) + 1,
                "sub_tasks": list(plan),
                "checkpoint_id": cid,
                "created_at": created_at,
                "origin": origin,
            }
        )
    return versions
