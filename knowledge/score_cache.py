"""Fused scores of recent queries, kept per index state.

Why: the planner turns most tasks into its workflows' stage texts, so the recommender asks the same
queries again and again (every "YouTube Shorts" plan searches "Write a short hook-first script" and the
stage's curated query). Scoring one query over the whole collection (BM25, the dense products, the
cross-lingual expansion of a Korean query) was ~35% of the app's CPU under 20 concurrent sessions
(py-spy), and the answer cannot change until the index does. A cache lives on one immutable index state,
so a sync, an upload or a removal (which build a new state) can never serve a stale score; filters and
top-k are applied after the cache, so each user's own documents still count.

Bounded by bytes (three float32 arrays per query: fused, dense, lexical), least recently used first out.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable

import numpy as np

from settings import env

DEFAULT_BUDGET_MB = 64.0


def budget_bytes() -> int:
    """PLANNER_SCORE_CACHE_MB (default 64; 0 turns the cache off)."""
    try:
        mb = float(env("PLANNER_SCORE_CACHE_MB", str(DEFAULT_BUDGET_MB)))
    except ValueError:
        mb = DEFAULT_BUDGET_MB
    return max(0, int(mb * 1024 * 1024))


Scores = tuple[np.ndarray, ...]


class ScoreCache:
    """LRU of query -> score arrays; thread-safe (the app searches from many threads at once)."""

    def __init__(self, budget: int | None = None) -> None:
        self.budget = budget_bytes() if budget is None else max(0, int(budget))
        self._entries: OrderedDict[Hashable, Scores] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def nbytes(self) -> int:
        return self._bytes

    def get(self, key: Hashable) -> Scores | None:
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: Hashable, scores: Scores) -> Scores:
        """Store the arrays, made read-only (a caller that writes into a cached array gets an error, not a
        silently wrong score for the next person); returns them. Larger than the budget: returned, not kept."""
        frozen = []
        for array in scores:
            array = np.asarray(array)
            array.flags.writeable = False
            frozen.append(array)
        stored = tuple(frozen)
        size = sum(a.nbytes for a in stored)
        if size > self.budget:
            return stored
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= sum(a.nbytes for a in old)
            self._entries[key] = stored
            self._bytes += size
            while self._bytes > self.budget and self._entries:
                _, dropped = self._entries.popitem(last=False)
                self._bytes -= sum(a.nbytes for a in dropped)
        return stored
