"""A user's memories are all found when many other users remembered the same things.

The memory collection is shared by every user, and people remember the same few things ("free tools only", a
disliked tool, a removed step). The collection's filtered nearest-neighbour query is approximate, and among
thousands of identical vectors of other users it returned fewer than all of one user's memories, so a remembered
budget silently stopped applying to that user's next plan (seen on the shared Chroma server, whose collection
grows with every user). Real embedded Chroma; the test's hashing embedder keeps it quick.
"""

from __future__ import annotations

import uuid

import pytest

from memory_store.store import MemoryStore
from tests.helpers import HashingEmbedder

pytestmark = pytest.mark.slow

QUERY = "make a short video for my channel"
OWN = ("pricing: free tools only", "dislikes: Midjourney", "removed: the dubbing step")
COMMON = (*OWN, "prefers Korean tools", "budget: 30 dollars a month", "dislikes: Canva", "no coding")


def test_every_memory_of_a_user_is_found_among_ten_thousand_alike(data_dir):
    embedder = HashingEmbedder()
    store = MemoryStore(data_dir / f"scale-{uuid.uuid4().hex[:8]}", embedder=embedder)
    common = embedder.embed(list(COMMON))
    for start in range(0, 10_000, 1_000):
        rows = [start + i for i in range(1_000)]
        store._col.add(
            ids=[f"crowd-{r}" for r in rows],
            embeddings=[common[r % len(COMMON)].tolist() for r in rows],
            documents=[COMMON[r % len(COMMON)] for r in rows],
            metadatas=[{"user_id": f"other-{r // len(COMMON)}", "kind": "preference"} for r in rows],
        )
    short = []
    for n in range(20):
        user = f"person-{n}"
        for text in OWN:
            store.upsert(user, text, "preference")
        found = store.search(user, QUERY, k=10)
        assert all(m.user_id == user for m in found)
        if {m.text for m in found} != set(OWN):
            short.append((user, len(found)))
    assert short == [], f"users whose memories were not all found: {short}"
