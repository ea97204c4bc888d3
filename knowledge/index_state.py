"""The in-memory side of one index version: documents, per-encoder vector matrices, BM25, and what is
worth keeping while that version lasts (filter masks, recent queries' scores).

An IndexState is never changed once built (HybridRetriever.refresh builds a new one after a sync), so
anything cached on it can never outlive the documents it was computed from.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from knowledge.index import Doc
from knowledge.score_cache import ScoreCache

PRIOR_BANK = 2000  # centrality is measured against at most this many documents of the same kind
MAX_CACHED_MASKS = 1024  # (metadata key, value) answers kept per index state


@dataclass
class EncoderPart:
    name: str
    matrix: np.ndarray  # (N, d) unit rows; zero rows where the part does not apply
    has: np.ndarray  # (N,) bool
    prior: np.ndarray  # (N,) standardised centrality, 0 where not applicable


@dataclass
class IndexState:
    docs: list[Doc]
    parts: list[EncoderPart]
    bm25: object | None
    signature: str = ""
    columns: dict[str, np.ndarray] = field(default_factory=dict)  # metadata key -> values, built on first filter
    matches: dict[tuple, np.ndarray] = field(default_factory=dict)  # (key, value) -> docs with that value
    scores: ScoreCache = field(default_factory=ScoreCache, init=False)  # recent queries' fused scores

    def column(self, key: str) -> np.ndarray:
        col = self.columns.get(key)
        if col is None:
            col = np.empty(len(self.docs), dtype=object)
            col[:] = [d.meta.get(key) for d in self.docs]
            self.columns[key] = col
        return col

    def mask(self, filters: dict) -> np.ndarray:
        """Docs whose metadata matches every filter (a list, tuple or set means 'any of'), vectorised."""
        mask = np.ones(len(self.docs), dtype=bool)
        for key, want in filters.items():
            if isinstance(want, (list, tuple, set)):
                hit = np.zeros(len(self.docs), dtype=bool)
                for value in want:
                    hit |= self.equals(key, value)
                mask &= hit
            else:
                mask &= self.equals(key, want)
        return mask

    def equals(self, key: str, value) -> np.ndarray:
        """Docs whose `key` is `value`: comparing an object column costs a Python call per doc, and the same
        filters (public owner, a category) come with almost every search, so the answers are kept."""
        try:
            cache_key = (key, value, type(value).__name__)
            hash(cache_key)
        except TypeError:
            return self.column(key) == value
        hit = self.matches.get(cache_key)
        if hit is None:
            hit = self.column(key) == value
            if len(self.matches) >= MAX_CACHED_MASKS:
                self.matches.clear()
            self.matches[cache_key] = hit
        return hit


def centrality(matrix: np.ndarray, rows: np.ndarray, k: int) -> np.ndarray:
    """Mean cosine of each row to its k nearest other rows (within `rows`), standardised over `rows`."""
    out = np.zeros(len(rows), dtype=np.float32)
    if len(rows) < 3:
        return out
    bank = rows if len(rows) <= PRIOR_BANK else rows[np.linspace(0, len(rows) - 1, PRIOR_BANK).astype(int)]
    bank_pos = {int(r): j for j, r in enumerate(bank)}
    kk = min(k, len(bank) - 1)
    bank_m = matrix[bank]
    for start in range(0, len(rows), 2048):
        block = rows[start : start + 2048]
        sims = matrix[block] @ bank_m.T
        for i, r in enumerate(block):  # a document is not its own neighbour
            j = bank_pos.get(int(r))
            if j is not None:
                sims[i, j] = -1.0
        top = np.partition(sims, sims.shape[1] - kk, axis=1)[:, -kk:]
        out[start : start + len(block)] = top.mean(1)
    sd = out.std()
    return (out - out.mean()) / sd if sd > 1e-9 else np.zeros_like(out)
