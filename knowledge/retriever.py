"""Hybrid retrieval: dense (one or two encoders) and lexical (BM25 over Korean-aware tokens), fused by score.

Measured on ../shared/eval/metatool-dev with `python -m knowledge.eval --ablation` (table in the docstring
of knowledge/eval.py), with the opt-in USE + MiniLM ensemble embedder: single-tool R@5 0.838 / nDCG@10 0.750
and two-tool R@5 0.770, against 0.787 / 0.709 / 0.635 for the best single ranker (MiniLM) and 0.737 / 0.668 /
0.610 for naive RRF; with the default USE embedder 0.747 / 0.670 / 0.665 (USE alone: 0.738 / 0.644 / 0.530).
Weights (knowledge/fusion.py) are global and were tuned on that dev split only; nothing in the index or the
code comes from its queries.
What the fusion does, per query:

1. Dense: cosine of the query with every document, per encoder part of the stored vector (USE multilingual
   and all-MiniLM-L6-v2 with the opt-in EnsembleEmbedder), computed in numpy over vectors loaded from the
   Chroma collection at refresh; exact, and 1-3 ms for 10k chunks. Each part's cosines are z-normalised
   over the whole collection for this query, so encoders with different similarity scales add up fairly.
2. Multi-intent queries ("recommend music, and any news about concerts"): when the query has two or more
   clauses, each clause is scored too and a document's best clause z-score is averaged with its
   whole-query z-score, so a tool that serves one clause is not drowned by the other.
3. A small document prior: how central a document is among documents of its kind (mean similarity to its
   20 nearest neighbours), standardised per kind. Computed from documents only, never from queries.
4. Languages: MiniLM is English-only, so it is skipped for Korean queries and has no part for Korean
   documents (the embedder leaves it at zero); there the fused z-score is USE's alone.
5. Lexical: BM25 over knowledge.text.tokenize, divided by the best BM25 score over the collection, added
   with a small weight (it rescues exact names; on its own it is the weakest ranker).
6. The fused z-score is mapped back onto the USE cosine scale of this query (mean + std * z), so
   Hit.score stays cosine-like (a single-encoder, lexical-free configuration returns the plain cosine) and
   the same document has the same score with or without a metadata filter. Hit.dense is the same mapping
   of the dense part alone (no BM25), Hit.lexical the BM25 share of the best BM25 score.

7. Korean query, English documents (knowledge.crosslingual): the query's morphemes are translated into the
   collection's own English words by nearest USE word vectors; their BM25 is added (with LEXICAL_BOOST) and an
   English pseudo-query is fused with the Korean query per encoder (the only query MiniLM gets). English
   queries are untouched. metatool_ko R@5 0.650 -> 0.700 (USE) / 0.675 (ensemble).

The workflows collection keeps the first version's scoring (WORKFLOW_FUSION, chosen by collection name in
COLLECTION_FUSION) because the planner's router thresholds were calibrated on it.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import threading
from dataclasses import dataclass, field, replace

import numpy as np

from knowledge import crosslingual
from knowledge.embeddings import single_part_queries
from knowledge.fusion import (
    COLLECTION_FUSION,
    DEFAULT_FUSION,
    PRESETS,
    USE_PART,
    WORKFLOW_FUSION,
    FusionConfig,
    default_config,
)
from knowledge.index import Doc, VectorCollection
from knowledge.index_state import EncoderPart, IndexState, centrality
from knowledge.text import tokenize
from knowledge.token_cache import token_cache

log = logging.getLogger(__name__)

MAX_CLAUSES = 4
_CLAUSE_SPLIT = re.compile(
    r"(?<=[.!?;。])\s+|\s*,?\s+(?:and also|and then|as well as|also|and|plus|but|then|그리고|또한|또)\s+",
    re.IGNORECASE,
)


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


def clauses(query: str) -> list[str]:
    """The query's clauses of three or more words; fewer than two means 'one intent'."""
    parts = [p.strip(" \"'") for p in _CLAUSE_SPLIT.split(query or "") if p]
    return [p for p in parts if len(p.split()) >= 3][:MAX_CLAUSES]


_blas = None


def _one_blas_thread():
    """BLAS held to one thread for a search: on two shared cores OpenBLAS' threads wait on each other,
    and a matrix-vector product took 1-12 ms instead of 0.1 ms under load (measured)."""
    global _blas
    try:
        if _blas is None:
            from threadpoolctl import ThreadpoolController  # optional: see the except below

            _blas = ThreadpoolController()
        return _blas.limit(limits=1, user_api="blas")
    except Exception:  # threadpoolctl is optional
        return contextlib.nullcontext()


def _zscore(values: np.ndarray, valid: np.ndarray) -> tuple[np.ndarray, float, float]:
    sel = values[valid] if not valid.all() else values
    if sel.size == 0:
        return np.zeros_like(values), 0.0, 1.0
    mu, sd = float(sel.mean()), float(sel.std())
    sd = sd if sd > 1e-9 else 1.0
    return (values - mu) / sd, mu, sd


class HybridRetriever:
    def __init__(self, collection: VectorCollection, config: FusionConfig | None = None) -> None:
        self.collection = collection
        self.config = config or default_config(collection)
        self._lock = threading.Lock()
        self._state = IndexState([], [], None, "\x00")
        self.refresh()

    # ---------------------------------------------------------------- indexing side
    def _part_layout(self) -> tuple[tuple[str, int], ...]:
        emb = self.collection.embedder
        return tuple(getattr(emb, "parts", None) or ((emb.name, emb.dim),))

    def _read_collection(self, with_vectors: bool) -> tuple[list[str], list, list, np.ndarray | None]:
        """ids, documents, metadatas (and vectors) straight from Chroma; re-embeds if it cannot read them.

        Without `with_vectors` only ids and metadatas are read (documents come back as None): enough to
        tell whether anything changed since the last refresh.
        """
        col = getattr(self.collection, "_col", None)  # VectorCollection has no public vector reader (yet)
        if col is None:  # not a Chroma-backed collection: fall back to its public API
            docs = self.collection.all_docs()
            vecs = self.collection.embedder.embed([d.text for d in docs]) if with_vectors else None
            return [d.id for d in docs], [d.text for d in docs], [d.meta for d in docs], vecs
        if not with_vectors:
            got = col.get(include=["metadatas"])
            return list(got["ids"]), [None] * len(got["ids"]), list(got["metadatas"]), None
        include = ["documents", "metadatas", "embeddings"]
        got = col.get(include=include)
        vecs = None
        if with_vectors:
            raw = got.get("embeddings")
            vecs = np.asarray(raw, dtype=np.float32) if raw is not None and len(raw) else None
            if vecs is None:
                vecs = np.zeros((0, sum(d for _, d in self._part_layout())), dtype=np.float32)
        return list(got["ids"]), list(got["documents"]), list(got["metadatas"]), vecs

    def refresh(self, force: bool = False) -> None:
        """Rebuild the in-memory side from what the collection holds (after a sync); no-op when unchanged."""
        ids, _, metas, _ = self._read_collection(with_vectors=False)
        signature = hashlib.sha256(
            "\n".join(sorted(f"{i}\x1f{(m or {}).get('hash', '')}" for i, m in zip(ids, metas, strict=False))).encode()
        ).hexdigest()
        if not force and signature == self._state.signature:
            return
        ids, texts, metas, vecs = self._read_collection(with_vectors=True)
        docs = [
            Doc(id=i, text=t or "", ref=(m or {}).get("ref", i), kind=(m or {}).get("kind", ""), meta=dict(m or {}))
            for i, t, m in zip(ids, texts, metas, strict=False)
        ]
        self._set_state(IndexState(docs, self._build_parts(docs, vecs), self._build_bm25(docs), signature))

    def _set_state(self, state: IndexState) -> None:
        with self._lock:
            self._state = state

    def _build_parts(self, docs: list[Doc], vecs: np.ndarray | None) -> list[EncoderPart]:
        layout = self._part_layout()
        if not docs or vecs is None or vecs.shape[0] != len(docs):
            return []
        if vecs.shape[1] != sum(d for _, d in layout):  # a collection written by another embedder layout
            layout = ((self.collection.embedder.name, vecs.shape[1]),)
        kinds = np.array([d.kind for d in docs])
        parts, offset = [], 0
        for name, dim in layout:
            m = vecs[:, offset : offset + dim].astype(np.float32, copy=True)
            offset += dim
            norms = np.linalg.norm(m, axis=1)
            has = norms > 1e-6
            m[has] /= norms[has, None]
            prior = np.zeros(len(docs), dtype=np.float32)
            if self.config.prior_weight:
                for kind in np.unique(kinds):
                    rows = np.flatnonzero((kinds == kind) & has)
                    prior[rows] = centrality(m, rows, self.config.prior_k)
            parts.append(EncoderPart(name, m, has, prior))
        return parts

    def _build_bm25(self, docs: list[Doc]):
        if not docs:
            return None
        import bm25s  # heavy: ~0.5 s, only when an index is built

        cache_dir = getattr(self.collection, "cache_dir", None)
        texts = [d.text for d in docs]
        tokens = token_cache(cache_dir).tokens(texts) if cache_dir else [tokenize(t) for t in texts]
        bm25 = bm25s.BM25()
        bm25.index([t or ["\u2205"] for t in tokens], show_progress=False)
        return bm25

    def __len__(self) -> int:
        return len(self._state.docs)

    # ---------------------------------------------------------------- query side
    def _query_vectors(self, texts: list[str]) -> list[dict[str, np.ndarray | None]]:
        emb = self.collection.embedder
        if hasattr(emb, "embed_queries"):  # every embedder in knowledge.embeddings: cached per text
            return emb.embed_queries(texts)
        return single_part_queries(emb.name, emb.embed(texts))

    def search(self, query: str, k: int = 5, filters: dict | None = None) -> list[Hit]:
        filters = dict(filters or {})
        with self._lock:
            state = self._state
        docs = state.docs
        if not docs or not (query or "").strip():
            return []
        cfg = self.config
        mask = state.mask(filters) if filters else np.ones(len(docs), bool)
        if not mask.any():
            return []
        key = (cfg, query)  # the state is immutable: a repeated query has the same scores (score_cache)
        scores = state.scores.get(key)
        if scores is None:
            scores = state.scores.put(key, self._scores(state, query))
        return self._top(docs, *scores, mask, k)

    def _scores(self, state: IndexState, query: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(fused, dense, lexical share) of every document for `query`, before any filter."""
        cfg = self.config
        with _one_blas_thread():
            # Korean query, English documents: an English side (knowledge.crosslingual); not for legacy fusion
            tokens = tokenize(query)  # once: BM25 and the cross-lingual expansion both read them
            xl = self._expansion(state, query, tokens) if cfg.mode == "zscore" else None
            lexical = self._lexical(state, tokens)
            if xl is not None:
                lexical = lexical + crosslingual.expansion_bm25(state.bm25, xl, len(state.docs))
            if cfg.mode == "legacy":
                return self._legacy(state, query, lexical)
            if cfg.mode == "rrf":
                score, dense = self._rrf(state, query, lexical)
                return score, dense, lexical / lexical.max() if lexical.max() > 0 else lexical
            return self._zfused(
                state, query, lexical, xl.pseudo if xl else "", crosslingual.LEXICAL_BOOST if xl else 1.0
            )

    def _expansion(self, state: IndexState, query: str, tokens: list[str]) -> crosslingual.Expansion | None:
        try:
            emb, cache_dir = self.collection.embedder, getattr(self.collection, "cache_dir", None)
            return crosslingual.expand(query, emb, state.bm25, state.signature, cache_dir, tokens)
        except Exception as exc:  # an expansion is a bonus: never fail a search for it
            log.warning("cross-lingual expansion failed (%s)", exc.__class__.__name__)
            return None

    def _lexical(self, state: IndexState, tokens: list[str]) -> np.ndarray:
        if state.bm25 is None or not tokens:
            return np.zeros(len(state.docs), dtype=np.float32)
        return np.asarray(state.bm25.get_scores(tokens), dtype=np.float32)

    def _active_parts(self, state: IndexState, qvecs: dict, alt: dict | None = None) -> list[tuple[EncoderPart, float]]:
        alt = alt or {}
        return [
            (p, w)
            for p in state.parts
            if (w := self.config.weight(p.name)) > 0 and (qvecs.get(p.name) is not None or alt.get(p.name) is not None)
        ]

    def _zfused(
        self, state: IndexState, query: str, lexical: np.ndarray, pseudo: str = "", lexical_boost: float = 1.0
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        cfg = self.config
        n = len(state.docs)
        split = clauses(query) if cfg.clause_weight > 0 else []
        split = split if len(split) >= 2 else []
        needs_vectors = any(self.config.weight(p.name) > 0 for p in state.parts)
        qvecs = self._query_vectors([query, *split, *([pseudo] if pseudo else [])]) if needs_vectors else [{}]
        alt = qvecs.pop() if pseudo and needs_vectors else {}  # the English pseudo-query of a Korean query
        fused = np.zeros(n, dtype=np.float32)
        wsum = np.zeros(n, dtype=np.float32)
        ref_mu, ref_sd = None, None
        for part, w in self._active_parts(state, qvecs[0], alt):
            if qvecs[0].get(part.name) is None:  # an English-only encoder: the pseudo-query alone
                z = _zscore(part.matrix @ alt[part.name], part.has)[0] + cfg.prior_weight * part.prior
                fused += w * z * part.has
                wsum += w * part.has
                continue
            # One matrix product for the query and its clauses: the scan over N vectors is memory-bound.
            clause_vecs = [cv[part.name] for cv in qvecs[1:] if cv.get(part.name) is not None]
            sims = part.matrix @ np.stack([qvecs[0][part.name], *clause_vecs], axis=1)  # (N, 1 + clauses)
            z, mu, sd = _zscore(sims[:, 0], part.has)
            if clause_vecs:
                best = np.max([_zscore(sims[:, j], part.has)[0] for j in range(1, sims.shape[1])], axis=0)
                z = (z + cfg.clause_weight * best) / (1.0 + cfg.clause_weight)
            if alt.get(part.name) is not None:
                za = _zscore(part.matrix @ alt[part.name], part.has)[0]
                z = (z + crosslingual.PSEUDO_WEIGHT * za) / (1.0 + crosslingual.PSEUDO_WEIGHT)
            z = z + cfg.prior_weight * part.prior
            fused += w * z * part.has
            wsum += w * part.has
            if ref_mu is None or part.name == USE_PART:
                ref_mu, ref_sd = mu, sd
        dense_z = np.where(wsum > 0, fused / np.maximum(wsum, 1e-9), 0.0)
        lex_max = float(lexical.max()) if lexical.size else 0.0
        lex_norm = lexical / lex_max if lex_max > 0 else np.zeros_like(lexical)
        lexical_weight = cfg.lexical_weight * lexical_boost
        if ref_mu is None:  # lexical only: BM25 relative to the best match
            return lex_norm * lexical_weight, np.zeros(n, dtype=np.float32), lex_norm
        total = dense_z + lexical_weight * lex_norm
        return ref_mu + ref_sd * total, ref_mu + ref_sd * dense_z, lex_norm

    def _legacy(self, state: IndexState, query: str, lexical: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """USE cosine + lexical_weight * BM25 / best BM25 (the first version's scale)."""
        n = len(state.docs)
        qv = self._query_vectors([query])[0]
        parts = [p for p in state.parts if qv.get(p.name) is not None]
        part = next((p for p in parts if p.name == USE_PART), parts[0] if parts else None)
        dense = np.where(part.has, part.matrix @ qv[part.name], 0.0) if part else np.zeros(n, dtype=np.float32)
        lex_max = float(lexical.max()) if lexical.size else 0.0
        lex_norm = lexical / lex_max if lex_max > 0 else np.zeros_like(lexical)
        return dense + self.config.lexical_weight * lex_norm, dense, lex_norm

    def _rrf(self, state: IndexState, query: str, lexical: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Naive reciprocal-rank fusion of BM25 and each dense part (equal weights): the ablation baseline."""
        n = len(state.docs)
        qv = self._query_vectors([query])[0]
        rankings = []
        dense = np.zeros(n, dtype=np.float32)
        for part, _ in self._active_parts(state, qv):
            cos = np.where(part.has, part.matrix @ qv[part.name], -1.0)
            rankings.append(cos)
            dense = np.maximum(dense, cos)
        if lexical.max() > 0:
            rankings.append(lexical)
        score = np.zeros(n, dtype=np.float64)
        for values in rankings:
            ranks = np.empty(n, dtype=np.int64)
            ranks[np.argsort(-values, kind="stable")] = np.arange(n)
            score += 1.0 / (self.config.rrf_k + ranks + 1)
        return score.astype(np.float32), dense

    @staticmethod
    def _top(docs, score, dense, lex_norm, mask, k) -> list[Hit]:
        idx = np.flatnonzero(mask)
        want = min(len(idx), max(4 * k + 8, 32))  # more than k: several docs can share one ref
        best: dict[str, Hit] = {}
        while True:
            part = idx[np.argpartition(-score[idx], want - 1)[:want]] if want < len(idx) else idx
            for i in part[np.argsort(-score[part], kind="stable")]:
                doc = docs[int(i)]
                if doc.ref not in best:
                    best[doc.ref] = Hit(
                        doc.ref, doc.kind, float(score[i]), float(dense[i]), float(lex_norm[i]), doc.text, doc.meta
                    )
            if len(best) >= k or want >= len(idx):
                break
            best.clear()
            want = min(len(idx), want * 4)
        return sorted(best.values(), key=lambda h: -h.score)[:k]


def with_config(retriever: HybridRetriever, config: FusionConfig) -> HybridRetriever:
    """A retriever sharing `retriever`'s built index but fusing with another configuration (for ablations).

    The document prior is rebuilt only if the new configuration uses one the old did not compute (none, or
    one over another number of neighbours).
    """
    clone = object.__new__(HybridRetriever)
    clone.collection = retriever.collection
    clone.config = config
    clone._lock = threading.Lock()
    state = retriever._state
    old = retriever.config
    if config.prior_weight and (not old.prior_weight or config.prior_k != old.prior_k):
        clone._state = state
        clone.refresh(force=True)
    else:
        clone._state = replace(state)
    return clone


__all__ = [
    "COLLECTION_FUSION",
    "DEFAULT_FUSION",
    "PRESETS",
    "WORKFLOW_FUSION",
    "FusionConfig",
    "Hit",
    "HybridRetriever",
    "clauses",
    "default_config",
    "with_config",
]
