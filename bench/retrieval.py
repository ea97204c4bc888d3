"""`python -m bench.retrieval`: retrieval performance on a 10k-chunk collection, printed as one JSON object.

The collection is real text: the MetaTool dev tools ("name: description", one chunk each, the labelled
targets), the app's catalog (English and Korean) and workflow stages, the ../shared/reference tool lists,
and sentence windows (1 to 12 sentences) over the catalog descriptions, the reference descriptions and
the DeepSeek-R1 PDF text, until N chunks.

Reported:
- build: cold build (embed + Chroma + retriever) vs re-index of the unchanged collection (hash compare,
  nothing embedded, retriever refresh skipped); goal >= 50x faster.
- hybrid: warm query latency of HybridRetriever.search (p50/p95 ms), end to end (query embedding
  included, embedding cache off) and retrieval only (query vectors already computed); goal p95 <= 20 ms.
  The per-index score cache (knowledge/score_cache.py) is off here: every timed query is scored in full.
- langchain: EnsembleRetriever(BM25Retriever + Chroma vectorstore, weights 0.5/0.5, its defaults) on the
  same chunks and the same embedder, timed the same two ways; the speed ratio (goal >= 3x) and
  Recall@5 of both on labelled MetaTool queries (gold tool chunk among the top 5).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import time
from pathlib import Path

from settings import scratch_dir

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
METATOOL = SHARED / "eval" / "metatool-dev"
_SENT = re.compile(r"(?<=[.!?。])\s+|\n{2,}")


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def corpus(n: int):
    """N chunks of real text as knowledge.index.Doc; MetaTool tools come first with ref 'metatool:NAME'."""
    from knowledge.catalog import load_catalog, load_workflows
    from knowledge.eval import tool_text
    from knowledge.index import Doc
    from knowledge.pdfs import read_pdf_chunks

    docs: list[Doc] = []
    seen: set[str] = set()

    def add(text: str, ref: str, kind: str) -> None:
        text = " ".join(text.split())
        if len(text) >= 20 and text not in seen and len(docs) < n:
            seen.add(text)
            docs.append(Doc(f"c{len(docs)}", text, ref, kind, {"src": kind}))

    passages: list[tuple[str, str, str]] = []  # (text, ref, kind) to window over
    for t in _jsonl(METATOOL / "tools.jsonl"):
        add(tool_text(t), f"metatool:{t['name']}", "tool")
    for e in load_catalog():
        add(f"{e['name']}. {e['description']}", f"catalog:{e['id']}:en", "catalog")
        add(f"{e['name']}. {e['description_ko']}", f"catalog:{e['id']}:ko", "catalog")
        passages.append((f"{e['description']} {e['description_ko']}", f"catalog:{e['id']}", "catalog"))
    for wf in load_workflows():
        for lang, title, desc in (("en", "title", "description"), ("ko", "title_ko", "description_ko")):
            add(f"{wf[title]}. {wf[desc]}", f"wf:{wf['id']}:{lang}", "workflow")
            for i, st in enumerate(wf["stages"]):
                add(f"{wf[title]}: {st[lang]}", f"wf:{wf['id']}:{lang}:{i}", "workflow")
    for path in sorted((SHARED / "reference").glob("*/tools.jsonl")):
        for i, r in enumerate(_jsonl(path)):
            ref = f"ref:{path.parent.name}:{i}"
            add(f"{r['name']}: {r.get('description') or ''}", ref, "reference")
            passages.append((r.get("description") or "", ref, "reference"))
            if r.get("title"):
                add(f"{r['name']} - {r['title']}", ref + ":title", "reference")
    for pdf in sorted((REPO / "knowledge" / "pdfs").glob("*.pdf")):
        for c in read_pdf_chunks(pdf):
            add(c.text, f"pdf:{c.source}#p{c.page}.{c.index}", "pdf")
            passages.append((c.text, f"pdf:{c.source}#p{c.page}.{c.index}", "pdf"))
    pdf_text = " ".join(t for t, _, k in passages if k == "pdf")
    passages.append((pdf_text, "pdf:all", "pdf"))  # windows across chunk and page breaks too
    for size in range(1, 13):  # sentence windows until N
        for text, ref, kind in passages:
            sents = [s for s in _SENT.split(text) if len(s.split()) >= 3]
            for i in range(0, max(0, len(sents) - size + 1)):
                add(" ".join(sents[i : i + size]), f"{ref}:w{size}.{i}", kind)
        if len(docs) >= n:
            break
    if len(docs) < n:
        raise SystemExit(f"bench.retrieval: only {len(docs)} distinct chunks of real text available; use --chunks")
    return docs


def labelled(limit: int) -> list[tuple[str, str]]:
    """(query, gold ref) from the MetaTool dev split: queries with one gold tool."""
    rows = [r for r in _jsonl(METATOOL / "queries_single.jsonl") if len(r["gold_tools"]) == 1]
    return [(r["query"], f"metatool:{r['gold_tools'][0]}") for r in rows[:limit]]


class Recorder:
    """Wraps the app's embedder, keeping every vector it computes so LangChain's side can reuse them."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name, self.dim = inner.name, inner.dim
        if hasattr(inner, "parts"):
            self.parts = inner.parts
        if hasattr(inner, "embed_queries"):
            self.embed_queries = inner.embed_queries
        self.vectors: dict[str, list[float]] = {}

    def embed(self, texts):
        vecs = self.inner.embed(texts)
        for t, v in zip(texts, vecs, strict=True):
            self.vectors[t] = v.tolist()
        return vecs


def _timed(fn, queries: list[str]) -> list[float]:
    out = []
    for q in queries:
        start = time.perf_counter()
        fn(q)
        out.append((time.perf_counter() - start) * 1000)
    return out


def _lat(ms: list[float]) -> dict:
    return {"p50_ms": round(statistics.median(ms), 2), "p95_ms": round(_pct(ms, 0.95), 2), "n": len(ms)}


def _recall(search, gold: list[tuple[str, str]], k: int = 5) -> float:
    return round(sum(ref in search(q)[:k] for q, ref in gold) / len(gold), 4)


def langchain_side(docs, rec: Recorder, root: Path, queries: list[str], gold: list[tuple[str, str]]) -> dict:
    try:
        from langchain_classic.retrievers import EnsembleRetriever
        from langchain_community.retrievers import BM25Retriever
        from langchain_community.vectorstores import Chroma
        from langchain_core.embeddings import Embeddings
    except ImportError as exc:
        return {"skipped": f"LangChain packages not installed ({exc.name})"}
    import chromadb

    class Emb(Embeddings):
        cached = True

        def embed_documents(self, texts):
            return [rec.vectors[t] if t in rec.vectors else rec.inner.embed([t])[0].tolist() for t in texts]

        def embed_query(self, text):
            if self.cached and text in rec.vectors:
                return rec.vectors[text]
            return rec.inner.embed([text])[0].tolist()

    emb = Emb()
    texts = [d.text for d in docs]
    metas = [{"ref": d.ref} for d in docs]
    start = time.perf_counter()
    client = chromadb.PersistentClient(path=str(root / "lc"), settings=chromadb.Settings(anonymized_telemetry=False))
    store = Chroma.from_texts(
        texts,
        emb,
        metadatas=metas,
        client=client,
        collection_name="lc_bench",
        collection_metadata={"hnsw:space": "cosine"},
    )
    bm25 = BM25Retriever.from_texts(texts, metadatas=metas)
    bm25.k = 10
    ensemble = EnsembleRetriever(retrievers=[bm25, store.as_retriever(search_kwargs={"k": 10})], weights=[0.5, 0.5])
    build_s = time.perf_counter() - start

    def search(q):
        return list(dict.fromkeys(d.metadata["ref"] for d in ensemble.invoke(q)))

    for q in queries[:5]:
        search(q)
    emb.cached = False
    end_to_end = _timed(search, queries)
    emb.cached = True
    for q in queries:  # vectors for the retrieval-only timing
        rec.vectors.setdefault(q, rec.inner.embed([q])[0].tolist())
    retrieval = _timed(search, queries)
    return {
        "build_s_excluding_embedding": round(build_s, 2),
        "end_to_end": _lat(end_to_end),
        "retrieval_only": _lat(retrieval),
        "recall@5": _recall(search, gold),
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval")
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200, help="distinct timed queries")
    parser.add_argument("--labelled", type=int, default=200, help="labelled queries for Recall@5")
    parser.add_argument("--embedder", default=None, help="PLANNER_EMBEDDER value (default: the app's)")
    parser.add_argument("--no-langchain", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("PLANNER_DATA_DIR", str(scratch_dir("planner-bench-")))
    sys.path.insert(0, str(REPO))
    from knowledge.embeddings import get_embedder
    from knowledge.index import VectorCollection
    from knowledge.retriever import HybridRetriever

    os.environ["PLANNER_SCORE_CACHE_MB"] = "0"  # a repeated query would be a cache hit, not a search
    docs = corpus(args.chunks)
    gold = labelled(args.labelled)
    queries = [q for q, _ in labelled(args.queries + 10)]
    warmup, queries = queries[:10], queries[10:]
    rec = Recorder(get_embedder(args.embedder))
    root = scratch_dir("bench-retrieval-")

    start = time.perf_counter()
    col = VectorCollection(root / "chroma", "bench", rec)
    col.sync(docs)
    retriever = HybridRetriever(col)
    cold_s = time.perf_counter() - start
    start = time.perf_counter()
    report = col.sync(docs)
    retriever.refresh()
    reindex_s = time.perf_counter() - start

    emb = rec.inner
    cache = getattr(emb, "queries", None)  # knowledge.embeddings.QueryCache
    cache_size = cache.size if cache is not None else None

    def search(q):
        return [h.ref for h in retriever.search(q, k=10)]

    for q in warmup:
        search(q)
    if cache_size is not None:
        cache.size = 0  # every timed query embeds for real
    end_to_end = _timed(search, queries)
    if cache_size is not None:
        cache.size = 8 * len(queries) + 64  # a query and its clauses all stay cached
        for q in queries:
            search(q)
    retrieval = _timed(search, queries)
    if cache_size is not None:
        cache.size = cache_size
    hybrid = {"end_to_end": _lat(end_to_end), "retrieval_only": _lat(retrieval), "recall@5": _recall(search, gold)}

    out = {
        "chunks": len(docs),
        "embedder": emb.name,
        "build": {
            "cold_s": round(cold_s, 2),
            "reindex_unchanged_s": round(reindex_s, 3),
            "speedup": round(cold_s / max(reindex_s, 1e-6), 1),
            "reindex_embedded": report.added + report.updated,
            "goal_speedup": 50,
        },
        "hybrid": {**hybrid, "goal_p95_ms": 20},
    }
    if not args.no_langchain:
        lc = langchain_side(docs, rec, root, queries, gold)
        out["langchain_ensemble"] = lc
        if "end_to_end" in lc:
            out["speedup_vs_langchain"] = {
                "end_to_end_p50": round(lc["end_to_end"]["p50_ms"] / hybrid["end_to_end"]["p50_ms"], 2),
                "retrieval_only_p50": round(lc["retrieval_only"]["p50_ms"] / hybrid["retrieval_only"]["p50_ms"], 2),
                "recall@5_hybrid_minus_langchain": round(hybrid["recall@5"] - lc["recall@5"], 4),
                "goal": 3,
            }
    shutil.rmtree(root, ignore_errors=True)  # about 120 MB of Chroma files for 10k chunks
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
