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
from dataclasses import dataclass, field

FIRST_PAGE = 1  # usually the newest checkpoint is already known: one row read
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
        """The ids of checkpoints not in `known`, newest first until a known one, and their plan pauses."""
        ids: set[str] = set()
        pauses: dict[str, tuple[tuple[str, ...], str | None, str]] = {}
        config = {"configurable": {"thread_id": thread_id}}
        before, limit = None, FIRST_PAGE
        while True:
            page = list(self.graph.get_state_history(config, before=before, limit=limit))
            for snap in page:
                cid = snap.config["configurable"].get("checkpoint_id")
                if cid in known:
                    return ids, pauses
                ids.add(cid)
                plan = tuple(snap.values.get("sub_tasks") or [])
                if self.approval_node in snap.next and plan:
                    origin = "edited" if (snap.metadata or {}).get("source") == "update" else "planned"
                    pauses[cid] = (plan, snap.created_at, origin)
            if len(page) < limit:
                return ids, pauses
            before, limit = page[-1].config, min(limit * 2, MAX_PAGE)


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
