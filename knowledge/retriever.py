"""Hybrid retrieval: dense (Chroma) and lexical (BM25 over Korean-aware tokens), fused by score.

Rank fusion with equal weights lets a weak lexical ranker drag good dense results down (measured in
../shared/eval/metatool-dev/README.md), so the lexical score is normalised per query and added to the
cosine similarity with a smaller weight: it reorders close dense candidates and rescues exact-name
matches, but cannot promote a document the dense ranker finds unrelated.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from knowledge.index import Doc, VectorCollection
from knowledge.text import tokenize

DENSE_WEIGHT = 1.0
LEXICAL_WEIGHT = 0.3
CANDIDATES = 60


@dataclass
class Hit:
    ref: str
    kind: str
    score: float
    dense: float
    lexical: float
    text: str
    meta: dict = field(default_factory=dict)

    @property
    def source(self) -> str:
        """What a guide cites: the catalog entry, or the PDF file and page."""
        if self.kind == "pdf":
            return f"{self.meta.get('file')} p.{self.meta.get('page')}"
        if self.kind == "tool":
            return f"catalog:{self.ref}"
        return f"{self.kind}:{self.ref}"

    def as_dict(self) -> dict:
        return {
            "ref": self.ref,
            "kind": self.kind,
            "source": self.source,
            "score": round(self.score, 4),
            "dense": round(self.dense, 4),
            "lexical": round(self.lexical, 4),
            "text": self.text,
            "meta": self.meta,
        }


def _matches(meta: dict, filters: dict) -> bool:
    for key, want in filters.items():
        have = meta.get(key)
        if isinstance(want, (list, tuple, set)):
            if have not in want:
                return False
        elif have != want:
            return False
    return True


def _chroma_where(filters: dict) -> dict | None:
    clauses = []
    for key, want in filters.items():
        if isinstance(want, (list, tuple, set)):
            clauses.append({key: {"$in": list(want)}})
        else:
            clauses.append({key: want})
    if not clauses:
        return None
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


class HybridRetriever:
    def __init__(self, collection: VectorCollection) -> None:
        self.collection = collection
        self._lock = threading.Lock()
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the lexical side from what the collection holds (after a sync)."""
        import bm25s

        docs = self.collection.all_docs()
        tokens = [tokenize(d.text) or ["\u2205"] for d in docs]
        bm25 = bm25s.BM25()
        if docs:
            bm25.index(tokens, show_progress=False)
        with self._lock:
            self._docs: list[Doc] = docs
            self._pos = {d.id: i for i, d in enumerate(docs)}
            self._bm25 = bm25 if docs else None

    def __len__(self) -> int:
        return len(self._docs)

    def search(self, query: str, k: int = 5, filters: dict | None = None) -> list[Hit]:
        filters = dict(filters or {})
        with self._lock:
            docs, pos, bm25 = self._docs, self._pos, self._bm25
        if not docs or not (query or "").strip():
            return []
        vector = self.collection.embedder.embed([query])[0]
        dense = dict(self.collection.query(vector, n=max(CANDIDATES, 4 * k), where=_chroma_where(filters)))
        lexical = np.zeros(len(docs), dtype=np.float32)
        q_tokens = tokenize(query)
        if bm25 is not None and q_tokens:
            lexical = bm25.get_scores(q_tokens)
        mask = np.array([_matches(d.meta, filters) for d in docs]) if filters else np.ones(len(docs), bool)
        lexical = np.where(mask, lexical, 0.0)
        top_lex = [int(i) for i in np.argsort(-lexical)[:CANDIDATES] if lexical[i] > 0]
        lex_max = float(lexical.max()) if lexical.size and lexical.max() > 0 else 1.0
        floor = min(dense.values()) if dense else 0.0
        candidates = {pos[i] for i in dense if i in pos} | set(top_lex)
        best: dict[str, Hit] = {}
        for idx in candidates:
            doc = docs[idx]
            d_score = dense.get(doc.id, floor)
            l_score = float(lexical[idx]) / lex_max
            fused = DENSE_WEIGHT * d_score + LEXICAL_WEIGHT * l_score
            if doc.ref not in best or fused > best[doc.ref].score:
                best[doc.ref] = Hit(doc.ref, doc.kind, fused, d_score, l_score, doc.text, doc.meta)
        return sorted(best.values(), key=lambda h: -h.score)[:k]
