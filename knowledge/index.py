"""Chroma collections kept in step with the knowledge folder, embedding only what changed.

Every document carries a content hash; re-indexing compares hashes, so an unchanged knowledge base
embeds nothing and a changed or deleted file touches only its own chunks.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np
from tqdm import tqdm

import store_health
from knowledge import shipped_vectors
from knowledge.embeddings import Embedder
from settings import env

log = logging.getLogger(__name__)
BATCH = 128


@dataclass(frozen=True)
class Doc:
    """One indexed text. `ref` groups several docs of the same thing (a tool's English and Korean text)."""

    id: str
    text: str
    ref: str
    kind: str  # "tool" | "pdf" | "workflow"
    meta: dict = field(default_factory=dict)

    @property
    def content_hash(self) -> str:
        payload = self.text + "\x1f" + repr(sorted(self.meta.items()))
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:24]


@dataclass
class SyncReport:
    added: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    warnings: list[str] = field(default_factory=list)


_client_lock = threading.Lock()


def chroma_client(path: str):
    """The Chroma client for a data directory: one per process, created under a lock.

    With `CHROMA_HOST` (and `CHROMA_PORT`, default 8000) set, a Chroma server (`chroma run`) shared by
    every process, and `path` is not used; otherwise an embedded PersistentClient on `path`. The lock
    matters: two threads opening the same PersistentClient at once (ToolNode runs read_memory and
    retrieve_docs in parallel) break Chroma's bindings.
    """
    host = (env("CHROMA_HOST") or "").strip()
    with _client_lock:
        if host:
            return _http_client(host, env("CHROMA_PORT"))
        return _persistent_client(path)


def shared_server() -> bool:
    """Whether collections live on a Chroma server that other processes (app replicas) use too."""
    return bool((env("CHROMA_HOST") or "").strip())


@lru_cache(maxsize=8)
def _persistent_client(path: str):
    """An embedded Chroma on `path`; a corrupted or vanished directory is kept aside / reported
    (store_health), never silently lost."""
    import chromadb  # heavy: ~1.4 s, on the first store opened

    store_health.check_directory(Path(path), "Chroma store (knowledge and memories)", "chroma.sqlite3")

    def open_client():
        client = chromadb.PersistentClient(path=path, settings=chromadb.Settings(anonymized_telemetry=False))
        client.list_collections()  # reads the store: a broken one fails here, not in the middle of a request
        return client

    try:
        client = open_client()
    except Exception as exc:
        if not Path(path).exists():
            raise
        store_health.failed_to_open(Path(path), "Chroma store (knowledge and memories)", exc)
        from chromadb.api.client import SharedSystemClient  # lazy: as chromadb above

        SharedSystemClient.clear_system_cache()  # Chroma keeps one system per path: drop the broken one
        client = open_client()
    store_health.opened(Path(path))
    return client


@lru_cache(maxsize=4)
def _http_client(host: str, port: int):
    import chromadb  # heavy: ~1.4 s, on the first store opened

    return chromadb.HttpClient(host=host, port=port, settings=chromadb.Settings(anonymized_telemetry=False))


def collection_name(base: str, embedder: Embedder) -> str:
    """Vectors from different embedders never mix: the embedder is part of the name."""
    name = re.sub(r"[^a-zA-Z0-9_-]+", "-", f"{base}__{embedder.name}").strip("-_")
    return name[:500] if len(name) >= 3 else f"{name}-col"


class VectorCollection:
    """A Chroma collection plus the sync logic; vectors always come from our own embedder."""

    def __init__(self, chroma_dir: Path, base: str, embedder: Embedder) -> None:
        self.embedder = embedder
        self.cache_dir = Path(chroma_dir).parent / "cache"  # derived data that speeds up a restart
        client = chroma_client(str(chroma_dir))
        self._col = client.get_or_create_collection(
            collection_name(base, embedder), embedding_function=None, metadata={"hnsw:space": "cosine"}
        )
        self._lock = threading.Lock()
        self.embedded = 0  # texts this process had to embed (shipped vectors cover the rest)

    def count(self) -> int:
        return self._col.count()

    def sync(self, docs: list[Doc], *, scope: dict | None = None, progress: bool = False) -> SyncReport:
        """Make the collection hold exactly `docs` (within `scope`, a metadata filter), embedding only changes."""
        report = SyncReport()
        with self._lock:
            existing = (
                self._col.get(where=scope, include=["metadatas"]) if scope else self._col.get(include=["metadatas"])
            )
            have = {i: (m or {}).get("hash") for i, m in zip(existing["ids"], existing["metadatas"], strict=False)}
            wanted = {d.id: d for d in docs}
            stale = [i for i in have if i not in wanted]
            todo = [d for d in docs if have.get(d.id) != d.content_hash]
            report.deleted = len(stale)
            report.updated = sum(1 for d in todo if d.id in have)
            report.added = len(todo) - report.updated
            report.unchanged = len(docs) - len(todo)
            if stale:
                self._col.delete(ids=stale)
            self._upsert(todo, progress)
        return report

    def _upsert(self, docs: list[Doc], progress: bool) -> None:
        if not docs:
            return
        batches = range(0, len(docs), BATCH)
        if progress and len(docs) > BATCH:
            batches = tqdm(batches, desc="embedding", unit="batch")
        shipped = shipped_vectors.load(self.embedder.name)
        for start in batches:
            part = docs[start : start + BATCH]
            vectors = self._vectors(part, shipped)
            self._col.upsert(
                ids=[d.id for d in part],
                embeddings=vectors.tolist(),
                documents=[d.text for d in part],
                metadatas=[{**_plain(d.meta), "ref": d.ref, "kind": d.kind, "hash": d.content_hash} for d in part],
            )

    def _vectors(self, docs: list[Doc], shipped: dict):
        """Shipped vectors for unchanged shipped documents (same content hash), the embedder for the rest."""
        missing = [d for d in docs if d.content_hash not in shipped]
        fresh = (
            dict(zip((d.id for d in missing), self.embedder.embed([d.text for d in missing]), strict=True))
            if missing
            else {}
        )
        self.embedded += len(missing)
        return np.array([shipped[d.content_hash] if d.content_hash in shipped else fresh[d.id] for d in docs])

    def raw(self, include: list[str]) -> dict:
        return self._col.get(include=include)

    def delete_where(self, where: dict) -> None:
        with self._lock:
            self._col.delete(where=where)

    def all_docs(self) -> list[Doc]:
        got = self._col.get(include=["documents", "metadatas"])
        return [
            Doc(id=i, text=t or "", ref=m.get("ref", i), kind=m.get("kind", ""), meta=dict(m))
            for i, t, m in zip(got["ids"], got["documents"], got["metadatas"], strict=False)
        ]

    def query(self, vector, n: int, where: dict | None = None) -> list[tuple[str, float]]:
        """(doc id, cosine similarity) best first."""
        total = self._col.count()
        if total == 0:
            return []
        res = self._col.query(
            query_embeddings=[list(map(float, vector))], n_results=min(n, total), where=where, include=["distances"]
        )
        return [(i, 1.0 - float(d)) for i, d in zip(res["ids"][0], res["distances"][0], strict=False)]


def _plain(meta: dict) -> dict:
    """Chroma metadata values must be scalars; lists become comma-joined strings."""
    out = {}
    for key, value in meta.items():
        if value is None:
            continue
        out[key] = ",".join(map(str, value)) if isinstance(value, (list, tuple)) else value
    return out
