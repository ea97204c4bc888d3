"""Vectors of the shipped knowledge (catalog, workflows, built-in PDFs), computed once and kept in the repo.

A first start would otherwise embed about a thousand texts before the first plan. The file
`knowledge/vectors/<embedder>.npz` maps each document's content hash to its vector (float16); indexing
takes a vector from it when the hash matches and embeds only what is new or changed, so an edited catalog
entry is embedded again and a stale entry is never used. `python -m knowledge.shipped_vectors` rewrites
the file for the configured embedder from the current knowledge folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

import numpy as np

from settings import data_dir

VECTORS_DIR = Path(__file__).resolve().parent / "vectors"


def path_for(embedder_name: str) -> Path:
    return VECTORS_DIR / f"{embedder_name}.npz"


@lru_cache(maxsize=4)
def load(embedder_name: str) -> dict[str, np.ndarray]:
    """{content hash: unit vector (float32)} for this embedder; empty when none is shipped."""
    path = path_for(embedder_name)
    if not path.exists():
        return {}
    with np.load(path, allow_pickle=False) as data:
        hashes, vectors = data["hashes"], data["vectors"].astype(np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors = vectors / np.maximum(norms, 1e-12)  # float16 storage: renormalise
    return {str(h): v for h, v in zip(hashes, vectors, strict=True)}


def write(embedder_name: str, hashes: list[str], vectors) -> Path:
    VECTORS_DIR.mkdir(exist_ok=True)
    path = path_for(embedder_name)
    np.savez_compressed(path, hashes=np.array(hashes), vectors=np.asarray(vectors, dtype=np.float16))
    load.cache_clear()
    return path


def main() -> int:
    """Build the knowledge base in a throw-away data directory and keep the public documents' vectors."""
    with tempfile.TemporaryDirectory(prefix="ship-vectors-", dir=data_dir()) as tmp:
        os.environ["PLANNER_DATA_DIR"] = tmp
        from knowledge.service import PUBLIC_OWNER, get_knowledge_base  # import cycle: service -> index -> this module

        kb = get_knowledge_base()
        found: dict[str, list[float]] = {}
        for collection in (kb.knowledge, kb.workflows):
            got = collection.raw(include=["embeddings", "metadatas"])
            for vector, meta in zip(got["embeddings"], got["metadatas"], strict=True):
                if (meta or {}).get("owner", PUBLIC_OWNER) == PUBLIC_OWNER and meta.get("hash"):
                    found[meta["hash"]] = vector
        hashes = sorted(found)
        path = write(kb.embedder.name, hashes, [found[h] for h in hashes])
    print(f"{path}: {len(hashes)} vectors for {kb.embedder.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
