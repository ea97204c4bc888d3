"""Long-term memory: a persistent Chroma collection, one namespace per user.

Every read, list, edit and delete filters on the user id, and ids embed a hash of that id, so no
operation for one user can reach another user's memories (the failure reported as mem0#3928).
Ids are derived from (user, key), which makes a repeated write an update rather than a duplicate.
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

import numpy as np

from core import rules
from knowledge.embeddings import Embedder, get_embedder, query_vector
from knowledge.index import chroma_client, collection_name
from knowledge.text import detect_language, strip_invisible
from memory_store.reflection import extract_preferences
from settings import data_dir

KINDS = ("preference", "dislike", "constraint", "fact", "feedback")
MAX_MEMORY_CHARS = 2000


class MemoryRefused(ValueError):
    """A refused memory operation (bad user id, empty or too long text, unknown kind or memory); the message is
    meant for the person."""


@dataclass
class Memory:
    id: str
    user_id: str
    text: str
    kind: str
    key: str
    thread_id: str
    language: str
    created_at: str
    updated_at: str
    value: str = ""
    score: float | None = None

    def as_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}


def check_user(user_id: str) -> str:
    """core.rules.check_user, refused as a memory operation (what the store's callers catch)."""
    try:
        return rules.check_user(user_id)
    except rules.InvalidUserId as exc:
        raise MemoryRefused(str(exc)) from exc


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _memory_id(user_id: str, key: str) -> str:
    user_hash = hashlib.sha256(user_id.encode()).hexdigest()[:12]
    key_hash = hashlib.sha256(key.encode()).hexdigest()[:16]
    return f"mem-{user_hash}-{key_hash}"


class MemoryStore:
    def __init__(self, root: Path | None = None, embedder: Embedder | None = None) -> None:
        self.embedder = embedder or get_embedder()
        client = chroma_client(str(Path(root or data_dir()) / "chroma"))
        self._col = client.get_or_create_collection(
            collection_name("memories", self.embedder), embedding_function=None, metadata={"hnsw:space": "cosine"}
        )
        self._lock = threading.Lock()

    def _from_row(self, mid: str, text: str, meta: dict, score: float | None = None) -> Memory:
        return Memory(
            id=mid,
            user_id=meta["user_id"],
            text=text,
            kind=meta.get("kind", "fact"),
            key=meta.get("key", ""),
            thread_id=meta.get("thread_id", ""),
            language=meta.get("language", "en"),
            created_at=meta.get("created_at", ""),
            updated_at=meta.get("updated_at", ""),
            value=meta.get("value", ""),
            score=score,
        )

    def upsert(
        self,
        user_id: str,
        text: str,
        kind: str,
        key: str | None = None,
        thread_id: str = "",
        language: str = "",
        value: str = "",
    ) -> tuple[Memory, str]:
        """Write one memory; returns it and what happened ("ADD", "UPDATE" or "NONE" when identical)."""
        user_id = check_user(user_id)
        text = " ".join(strip_invisible(text or "").split())
        if not text:
            raise MemoryRefused("a memory needs some text")
        if len(text) > MAX_MEMORY_CHARS:
            raise MemoryRefused(f"a memory is limited to {MAX_MEMORY_CHARS} characters (got {len(text)})")
        if kind not in KINDS:
            raise MemoryRefused(f"kind must be one of {', '.join(KINDS)}")
        key = key or f"text:{hashlib.sha256(text.lower().encode()).hexdigest()[:16]}"
        mid = _memory_id(user_id, key)
        with self._lock:
            old = self._col.get(ids=[mid], include=["documents", "metadatas"])
            now = _now()
            created = now
            if old["ids"]:
                if old["documents"][0] == text and old["metadatas"][0].get("kind") == kind:
                    return self._from_row(mid, text, old["metadatas"][0]), "NONE"
                created = old["metadatas"][0].get("created_at", now)
            meta = {
                "user_id": user_id,
                "kind": kind,
                "key": key,
                "thread_id": thread_id or "",
                "language": language or detect_language(text),
                "created_at": created,
                "updated_at": now,
                "value": value,
            }
            self._col.upsert(
                ids=[mid], embeddings=self.embedder.embed([text]).tolist(), documents=[text], metadatas=[meta]
            )
        return self._from_row(mid, text, meta), "UPDATE" if old["ids"] else "ADD"

    def list(self, user_id: str) -> list[Memory]:
        user_id = check_user(user_id)
        got = self._col.get(where={"user_id": user_id}, include=["documents", "metadatas"])
        items = [
            self._from_row(i, t, m) for i, t, m in zip(got["ids"], got["documents"], got["metadatas"], strict=False)
        ]
        return sorted(items, key=lambda m: m.updated_at, reverse=True)

    def search(self, user_id: str, query: str, k: int = 5) -> list[Memory]:
        """The user's k memories nearest to the query, ranked exactly over that user's own memories.

        Why not the collection's filtered ANN query: the collection is shared by every user, and a filtered HNSW
        search over it is approximate: among 10,000 memories of other users who remembered the same things, it
        returned one of a person's three memories, for each of 20 people (tests/test_memory_scale.py). One
        person's memories are few, so an exact ranking of them is cheap and never drops a remembered budget or
        dislike.
        """
        user_id = check_user(user_id)
        if k <= 0:
            return []
        if not (query or "").strip():
            return self.list(user_id)[:k]
        got = self._col.get(where={"user_id": user_id}, include=["documents", "metadatas", "embeddings"])
        if not got["ids"]:
            return []
        vectors = np.asarray(got["embeddings"], dtype=np.float32)
        q = np.asarray(query_vector(self.embedder, query), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1) * (np.linalg.norm(q) or 1.0)
        sims = vectors @ q / np.where(norms == 0, 1.0, norms)
        order = sorted(range(len(sims)), key=lambda i: (-float(sims[i]), got["ids"][i]))[:k]
        return [
            self._from_row(got["ids"][i], got["documents"][i], got["metadatas"][i], round(float(sims[i]), 4))
            for i in order
        ]

    def _owned(self, user_id: str, memory_id: str) -> dict:
        got = self._col.get(ids=[memory_id], include=["documents", "metadatas"])
        if not got["ids"] or got["metadatas"][0].get("user_id") != user_id:
            raise MemoryRefused(f"no memory {memory_id!r}")
        return {"text": got["documents"][0], "meta": got["metadatas"][0]}

    def edit(self, user_id: str, memory_id: str, text: str) -> Memory:
        """Replace a memory's text; what it does follows the new text (its value is read from it again)."""
        user_id = check_user(user_id)
        row = self._owned(user_id, memory_id)
        key = row["meta"].get("key", "")
        same_subject = [e for e in extract_preferences(text, detect_language(text)) if e.key == key and not e.delete]
        row["meta"]["value"] = same_subject[0].value if same_subject else ""
        memory, _ = self.upsert(
            user_id,
            text,
            row["meta"].get("kind", "fact"),
            row["meta"].get("key"),
            row["meta"].get("thread_id", ""),
            value=row["meta"].get("value", ""),
        )
        return memory

    def delete(self, user_id: str, memory_id: str) -> None:
        user_id = check_user(user_id)
        with self._lock:
            self._owned(user_id, memory_id)
            self._col.delete(ids=[memory_id], where={"user_id": user_id})

    def delete_key(self, user_id: str, key: str) -> bool:
        user_id = check_user(user_id)
        mid = _memory_id(user_id, key)
        with self._lock:
            if not self._col.get(ids=[mid], where={"user_id": user_id}, include=[])["ids"]:
                return False
            self._col.delete(ids=[mid], where={"user_id": user_id})
        return True

    def forget(self, user_id: str) -> int:
        """Delete every memory of this one user; returns how many were removed."""
        user_id = check_user(user_id)
        with self._lock:
            ids = self._col.get(where={"user_id": user_id}, include=[])["ids"]
            if ids:
                self._col.delete(ids=ids, where={"user_id": user_id})
        return len(ids)


@lru_cache(maxsize=4)
def _store_for(root: str) -> MemoryStore:
    return MemoryStore(Path(root))


def get_memory_store() -> MemoryStore:
    return _store_for(str(data_dir()))
