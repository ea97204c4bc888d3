"""Cross-lingual query expansion: Korean queries against English documents.

BM25 cannot match "날씨" to "weather", and USE multilingual, although trained on translation pairs, ranks
English documents for a Korean query worse than for the same query in English (MetaTool dev, 40 queries
translated into Korean: R@5 0.650 against 0.75 for the English originals), and MiniLM has no Korean at all.
So a Korean query is also given an English side, built per query from a lexicon:

1. Lexicon: the query's Korean content morphemes (knowledge.text.tokenize, Kiwi) are translated into words
   of the collection's own English vocabulary (the BM25 vocabulary: Latin-letter words) by nearest
   neighbour of their USE multilingual vectors. USE was trained to put translations close together, and a
   single word is a short sentence to it: 날씨 -> weather 0.75, 영상 -> video 0.84 / videos 0.82, 예약 ->
   booking 0.90. Targets are only words the documents use, so a translation always hits BM25 terms, and
   inflections the documents use (video / videos) come together. Nothing is learned from queries; the
   vocabulary and its vectors come from the indexed documents and the encoder the app already ships.
   A morpheme keeps up to PER_WORD translations with cosine >= MIN_SIM and within MARGIN of its best.
2. Lexical: BM25 of the translations, each weighted by its share of its morpheme's cosines, added to the
   query's own BM25 (EXPANSION_LEXICAL times).
3. Dense: an English pseudo-query (the best translation of each morpheme in query order, Latin words of
   the query kept) is encoded like a query; the retriever averages its per-part z-scores with the Korean
   query's (PSEUDO_WEIGHT), and for an English-only encoder (MiniLM) it is the only query vector.

Why nearest neighbours and not a lexicon mined from the catalog's en/ko description pairs: the catalog is
about AI tools, while the knowledge base and the questions reach far beyond it (weather, travel, stocks);
the encoder covers the general vocabulary, and the targets are whatever the collection contains.

Cost: the vectors of the collection's English words are computed once (about 1.3 ms a word on one core)
and kept in memory and, when the collection has a cache directory, in `word-vectors-<encoder>.npz` there,
so a restart reads them back; a Korean query then costs one batched encoding of its few morphemes (cached
per morpheme), a (morphemes x vocabulary) product, a few BM25 look-ups and one more query encoding.
English queries are untouched.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from knowledge.text import HANGUL, detect_language, tokenize

log = logging.getLogger(__name__)

USE_NAME = "use-multilingual-v3"
MIN_SIM = 0.55  # cosine of a Korean morpheme and an English word, USE multilingual
MARGIN = 0.08  # translations within this of the best one are kept too
PER_WORD = 3
EXPANSION_LEXICAL = 1.0  # BM25 of the translations, relative to the query's own BM25
LEXICAL_BOOST = 2.0  # the fusion's BM25 weight is multiplied by this for an expanded query
PSEUDO_WEIGHT = 0.5  # z-score of the English pseudo-query, relative to the Korean query's
MAX_VOCAB = 50_000  # English words whose vectors are kept for one collection (most frequent first)
MAX_QUERY_WORDS = 20_000  # Korean query morphemes whose vectors are kept in memory (~40 MB at most)
_ENGLISH_WORD = re.compile(r"[a-z]{2,}")
# Morphemes that carry no topic: auxiliary and light verbs, bound nouns, pronouns, fillers. General Korean
# grammar, not taken from any query set.
_KO_STOP_WORDS = (
    "하 되 있 없 않 주 줄 보 싶 것 수 등 때 데 거 게 건 곳 중 나 너 저 제 우리 내 이 그 저것 이것 그것 좀 잘 더 "
    "또 다 뭐 무엇 어떤 어떻 어디 언제 왜 누구 좋 알 같 받 오 가 들 씨 번 분 개 명 님 드리 려 또는 및 혹은 그리고 그러나 하지만 그래서 위하 "
    "대하 통하 관하 따르 통해 위해 대해 관련 정도 경우 때문 가지 자신 요즘 지금 한번 정말 너무 아주 매우 꼭"
)
KO_STOP = frozenset(_KO_STOP_WORDS.split())


@dataclass(frozen=True)
class Expansion:
    """The English side of a Korean query."""

    terms: tuple[tuple[str, float], ...]  # English vocabulary words and their BM25 weights
    pseudo: str  # English pseudo-query for the dense encoders ("" when nothing was translated)


def word_encoder(embedder):
    """The USE multilingual encoder inside `embedder` (itself, or the ensemble's), or None."""
    if getattr(embedder, "name", "") == USE_NAME:
        return embedder
    inner = getattr(embedder, "use", None)
    return inner if getattr(inner, "name", "") == USE_NAME else None


class WordVectors:
    """Unit vectors of single words for one encoder: in memory, and optionally in an .npz file."""

    def __init__(self, encoder, path: Path | None = None) -> None:
        self.encoder = encoder
        self.path = path
        self._vecs: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        self._loaded = False
        self._saved = 0

    def _load(self) -> None:
        self._loaded = True
        if self.path is None or not self.path.is_file():
            return
        try:
            with np.load(self.path, allow_pickle=False) as data:
                words, matrix = list(data["words"]), np.asarray(data["vectors"], dtype=np.float32)
            if matrix.ndim == 2 and matrix.shape[0] == len(words):
                self._vecs.update(zip((str(w) for w in words), matrix, strict=True))
                self._saved = len(self._vecs)
        except Exception as exc:  # damaged file: only costs speed
            log.warning("word vectors %s unreadable (%s); recomputing", self.path, exc.__class__.__name__)

    def _save(self) -> None:
        if self.path is None or len(self._vecs) == self._saved:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            words = list(self._vecs)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".npz")
            with os.fdopen(fd, "wb") as fh:
                np.savez(fh, words=np.array(words), vectors=np.stack([self._vecs[w] for w in words]))
            os.replace(tmp, self.path)
            self._saved = len(words)
        except Exception as exc:  # read-only or full disk: only costs speed
            log.warning("word vectors %s not written (%s)", self.path, exc.__class__.__name__)

    def get(self, words: list[str], persist: bool = False) -> np.ndarray:
        with self._lock:
            if not self._loaded:
                self._load()
            missing = [w for w in dict.fromkeys(words) if w not in self._vecs]
            if missing and self.path is None and len(self._vecs) + len(missing) > MAX_QUERY_WORDS:
                self._vecs.clear()  # query morphemes (not saved): bounded, re-encoded when asked again
                missing = list(dict.fromkeys(words))
            if missing:
                vecs = np.asarray(self.encoder.embed(missing), dtype=np.float32)
                self._vecs.update(zip(missing, vecs, strict=True))
                if persist:
                    self._save()
            if not words:
                return np.zeros((0, int(self.encoder.dim)), dtype=np.float32)
            return np.stack([self._vecs[w] for w in words])


_word_vectors: dict[tuple[int, str], WordVectors] = {}
_vocabularies: OrderedDict[tuple, tuple[list[str], np.ndarray]] = OrderedDict()
_registry_lock = threading.Lock()


def _word_vectors_for(encoder, cache_dir) -> WordVectors:
    path = Path(cache_dir) / f"word-vectors-{encoder.name}.npz" if cache_dir else None
    key = (id(encoder), str(path))
    with _registry_lock:
        wv = _word_vectors.get(key)
        if wv is None:
            wv = _word_vectors[key] = WordVectors(encoder, path)
        return wv


def english_vocabulary(bm25) -> list[str]:
    """The Latin-letter words of a bm25s index, most documents first (at most MAX_VOCAB)."""
    vocab = getattr(bm25, "vocab_dict", None) or {}
    words = [(w, i) for w, i in vocab.items() if _ENGLISH_WORD.fullmatch(w)]
    indptr = (getattr(bm25, "scores", None) or {}).get("indptr")
    if indptr is not None and len(indptr) > max((i for _, i in words), default=0) + 1:
        df = np.diff(np.asarray(indptr))
        words.sort(key=lambda wi: (-int(df[wi[1]]), wi[0]))
    else:
        words.sort()
    return [w for w, _ in words[:MAX_VOCAB]]


def _vocabulary(encoder, bm25, signature: str, cache_dir) -> tuple[list[str], np.ndarray]:
    key = (id(encoder), id(bm25), signature)
    with _registry_lock:
        hit = _vocabularies.get(key)
        if hit is not None:
            _vocabularies.move_to_end(key)
            return hit
    words = english_vocabulary(bm25)
    matrix = _word_vectors_for(encoder, cache_dir).get(words, persist=True)
    with _registry_lock:
        _vocabularies[key] = (words, matrix)
        while len(_vocabularies) > 8:
            _vocabularies.popitem(last=False)
    return words, matrix


def translate(morphemes: list[str], words: list[str], matrix: np.ndarray, encoder) -> dict[str, list[tuple]]:
    """Korean morpheme -> [(English word, cosine), ...], best first, for the morphemes that have any."""
    if not morphemes or not words:
        return {}
    qv = _word_vectors_for(encoder, None).get(morphemes)
    sims = qv @ matrix.T
    out = {}
    for m, row in zip(morphemes, sims, strict=True):
        top = np.argpartition(-row, min(PER_WORD, len(row) - 1))[: PER_WORD + 1]
        top = top[np.argsort(-row[top])][:PER_WORD]
        best = float(row[top[0]])
        keep = [(words[i], float(row[i])) for i in top if row[i] >= MIN_SIM and row[i] >= best - MARGIN]
        if keep:
            out[m] = keep
    return out


def expand(
    query: str, embedder, bm25, signature: str = "", cache_dir=None, tokens: list[str] | None = None
) -> Expansion | None:
    """The English side of a Korean query, or None (not Korean, no USE encoder, no English vocabulary).
    `tokens` are tokenize(query) when the caller has them already."""
    if not query or detect_language(query) != "ko":
        return None
    encoder = word_encoder(embedder)
    if encoder is None or bm25 is None:
        return None
    tokens = tokenize(query) if tokens is None else tokens
    morphemes = [t for t in dict.fromkeys(tokens) if HANGUL.search(t) and t not in KO_STOP]
    if not morphemes:
        return None
    words, matrix = _vocabulary(encoder, bm25, signature, cache_dir)
    table = translate(morphemes, words, matrix, encoder)
    if not table:
        return None
    weights: dict[str, float] = {}
    for cands in table.values():
        total = sum(s for _, s in cands)
        for w, s in cands:
            weights[w] = weights.get(w, 0.0) + s / total
    pseudo = []
    for t in tokens:
        word = table[t][0][0] if t in table else (t if not HANGUL.search(t) else None)
        if word and word not in pseudo:
            pseudo.append(word)
    return Expansion(tuple(weights.items()), " ".join(pseudo))


def expansion_bm25(bm25, expansion: Expansion | None, n: int) -> np.ndarray:
    """Weighted BM25 of the expansion's English terms (zeros without any)."""
    out = np.zeros(n, dtype=np.float32)
    if bm25 is None or expansion is None:
        return out
    for word, weight in expansion.terms:
        out += weight * np.asarray(bm25.get_scores([word]), dtype=np.float32)
    return EXPANSION_LEXICAL * out


__all__ = ["Expansion", "english_vocabulary", "expand", "expansion_bm25", "translate", "word_encoder"]
