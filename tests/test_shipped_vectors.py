"""Shipped vectors (knowledge/vectors/*.npz): a first start embeds nothing the repository ships, and a
document whose text changed is embedded again instead of taking a stale vector."""

import numpy as np
import pytest

from knowledge import shipped_vectors
from knowledge.embeddings import get_embedder
from knowledge.index import Doc, VectorCollection


class CountingEmbedder:
    name = "counting-test"
    dim = 4

    def __init__(self):
        self.texts = []

    def embed(self, texts):
        self.texts += list(texts)
        return np.tile(np.array([[0.0, 1.0, 0.0, 0.0]], dtype=np.float32), (len(texts), 1))


def test_a_shipped_vector_is_used_and_a_changed_text_is_embedded(tmp_path, monkeypatch):
    kept = Doc("tool:a:en", "A tool that edits videos", "a", "tool", {"owner": "public"})
    changed = Doc("tool:b:en", "A tool whose description was edited", "b", "tool", {"owner": "public"})
    shipped = {kept.content_hash: np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)}
    monkeypatch.setattr(shipped_vectors, "load", lambda name: shipped)
    embedder = CountingEmbedder()
    collection = VectorCollection(tmp_path / "chroma", "knowledge", embedder)
    report = collection.sync([kept, changed])
    assert report.added == 2
    assert embedder.texts == [changed.text]  # only the text that has no shipped vector
    got = collection.raw(include=["embeddings", "metadatas"])
    vectors = {m["ref"]: list(v) for v, m in zip(got["embeddings"], got["metadatas"], strict=True)}
    assert vectors["a"] == pytest.approx([1, 0, 0, 0]) and vectors["b"] == pytest.approx([0, 1, 0, 0])


@pytest.mark.slow  # builds the knowledge base
def test_the_shipped_file_covers_every_shipped_document(kb):
    """Regenerate with `python -m knowledge.shipped_vectors` after changing the catalog, workflows or PDFs."""
    shipped = shipped_vectors.load(get_embedder().name)
    assert shipped, "no shipped vectors for the default embedder"
    got = kb.knowledge.raw(include=["metadatas"])["metadatas"] + kb.workflows.raw(include=["metadatas"])["metadatas"]
    public = {m["hash"] for m in got if m.get("owner", "public") == "public" and m.get("hash")}
    missing = public - set(shipped)
    assert not missing, (
        f"{len(missing)} shipped documents have no shipped vector: run python -m knowledge.shipped_vectors"
    )
