"""`python -m knowledge.eval DIR [--k 1,5,10] [--json]`: measure the retriever on a tool-retrieval set.

DIR holds `tools.jsonl` ({name, description}) and `queries_single.jsonl` and/or `queries_multi.jsonl`
({query, gold_tools: [name, ...]}), the format of ../shared/eval/metatool-dev. The tools are indexed in a
throw-away Chroma collection (a temporary directory) through the app's own pipeline: the configured
embedder (knowledge.embeddings.get_embedder, `PLANNER_EMBEDDER`), VectorCollection and HybridRetriever
with the app's fusion. Prints, per query file, Recall@k (share of gold tools in the top k, averaged over
queries) and nDCG@10 with binary relevance:

    {"single": {"R@1", "R@5", "R@10", "nDCG@10", "n"}, "multi": {...}}

`--ablation` scores the same index with every fusion preset of knowledge.fusion.PRESETS (BM25 alone,
each encoder alone, naive RRF, ...). Bad input (missing folder or file, a line that is not a JSON object
with the right fields, a gold tool that is not among the tools) is reported on stderr with exit code 2.

Measured on ../shared/eval/metatool-dev (199 tools; 600 single, 100 multi queries), default embedder:

| preset (knowledge.fusion.PRESETS)       | single R@1 | R@5   | nDCG@10 | multi R@5 | nDCG@10 |
|--------------------------------------------|------------|-------|---------|-----------|---------|
| bm25 (knowledge.text.tokenize)             | 0.413      | 0.563 | 0.521   | 0.410     | 0.400   |
| use (USE multilingual v3 alone)            | 0.487      | 0.738 | 0.644   | 0.530     | 0.515   |
| minilm (all-MiniLM-L6-v2 alone)            | 0.567      | 0.787 | 0.709   | 0.635     | 0.592   |
| rrf-bm25-minilm (naive RRF, k=60)          | 0.507      | 0.693 | 0.623   | 0.605     | 0.548   |
| rrf (naive RRF of BM25, USE, MiniLM)       | 0.522      | 0.737 | 0.668   | 0.610     | 0.576   |
| dense-z (USE 0.7 + MiniLM 1.0, z-scores)   | 0.597      | 0.822 | 0.736   | 0.640     | 0.627   |
| + bm25 (0.5 x BM25/best)                   | 0.608      | 0.833 | 0.742   | 0.660     | 0.639   |
| + clauses (multi-intent split)             | 0.613      | 0.818 | 0.742   | 0.710     | 0.695   |
| hybrid = + document prior (the app's)      | 0.612      | 0.838 | 0.750   | 0.770     | 0.736   |
| legacy (first version; workflow router)    | 0.500      | 0.720 | 0.641   | 0.545     | 0.523   |

knowledge/eval_data/metatool_ko (40 of those single queries in Korean, English tools): hybrid R@5 0.700 with the
cross-lingual expansion of knowledge.crosslingual (0.650 without; 0.675 with the ensemble); the `use` preset
(USE alone, plus the English pseudo-query) 0.650, 0.600 without it.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from knowledge.embeddings import get_embedder
from knowledge.fusion import PRESETS
from knowledge.index import Doc, VectorCollection
from knowledge.retriever import HybridRetriever, clauses, with_config

SPLITS = ("single", "multi")
NDCG_K = 10


class EvalInputError(ValueError):
    """The evaluation folder cannot be used as it is; the message says which file and line."""


@dataclass
class Query:
    text: str
    gold: list[str]


def _read_jsonl(path: Path, fields: dict[str, type]) -> list[dict]:
    rows = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise EvalInputError(f"{path}: not UTF-8 text ({exc.reason})") from exc
    for no, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise EvalInputError(f"{path} line {no}: not valid JSON ({exc.msg})") from exc
        if not isinstance(row, dict):
            raise EvalInputError(f"{path} line {no}: expected a JSON object, got {type(row).__name__}")
        for name, kind in fields.items():
            if name not in row:
                raise EvalInputError(f"{path} line {no}: missing field {name!r}")
            value = row[name]
            if not isinstance(value, kind) or (kind is str and not value.strip()):
                raise EvalInputError(f"{path} line {no}: field {name!r} must be a non-empty {kind.__name__}")
        rows.append(row)
    return rows


def load_folder(folder: Path) -> tuple[list[dict], dict[str, list[Query]]]:
    """Tools and the query sets found in `folder`, validated."""
    if not folder.is_dir():
        raise EvalInputError(f"{folder}: not a directory")
    tools_path = folder / "tools.jsonl"
    if not tools_path.is_file():
        raise EvalInputError(f"{folder}: no tools.jsonl")
    tools = _read_jsonl(tools_path, {"name": str, "description": str})
    if not tools:
        raise EvalInputError(f"{tools_path}: no tools")
    names: set[str] = set()
    for t in tools:
        if t["name"] in names:
            raise EvalInputError(f"{tools_path}: duplicate tool name {t['name']!r}")
        names.add(t["name"])
    sets: dict[str, list[Query]] = {}
    for split in SPLITS:
        path = folder / f"queries_{split}.jsonl"
        if not path.exists():
            continue
        rows = _read_jsonl(path, {"query": str, "gold_tools": list})
        queries = []
        for no, row in enumerate(rows, start=1):
            gold = row["gold_tools"]
            if not gold or not all(isinstance(g, str) for g in gold):
                raise EvalInputError(f"{path} query {no}: gold_tools must be a non-empty list of tool names")
            unknown = [g for g in gold if g not in names]
            if unknown:
                raise EvalInputError(f"{path} query {no}: gold tool {unknown[0]!r} is not in tools.jsonl")
            queries.append(Query(row["query"], list(dict.fromkeys(gold))))
        if not queries:
            raise EvalInputError(f"{path}: no queries")
        sets[split] = queries
    if not sets:
        raise EvalInputError(f"{folder}: no queries_single.jsonl or queries_multi.jsonl")
    return tools, sets


_NAME_BREAK = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_+")


def tool_text(tool: dict) -> str:
    """How a tool is indexed: its name with camelCase and underscores opened up, then its description."""
    name = " ".join(_NAME_BREAK.sub(" ", tool["name"]).split())
    return f"{name}: {tool['description']}"


def parse_ks(text: str) -> list[int]:
    try:
        ks = sorted({int(x) for x in text.split(",") if x.strip()})
    except ValueError as exc:
        raise EvalInputError(f"--k {text!r}: expected comma-separated whole numbers such as 1,5,10") from exc
    if not ks or ks[0] < 1:
        raise EvalInputError(f"--k {text!r}: values must be 1 or more")
    return ks


def score_rankings(rankings: list[list[str]], queries: list[Query], ks: list[int]) -> dict:
    """Recall@k (share of gold found in the top k) and binary nDCG@10, averaged over queries."""
    recall = dict.fromkeys(ks, 0.0)
    ndcg = 0.0
    for ranked, q in zip(rankings, queries, strict=True):
        gold = set(q.gold)
        for k in ks:
            recall[k] += len(gold & set(ranked[:k])) / len(gold)
        dcg = sum(1.0 / math.log2(r + 2) for r, ref in enumerate(ranked[:NDCG_K]) if ref in gold)
        idcg = sum(1.0 / math.log2(r + 2) for r in range(min(len(gold), NDCG_K)))
        ndcg += dcg / idcg
    n = len(queries)
    out = {f"R@{k}": round(recall[k] / n, 4) for k in ks}
    out[f"nDCG@{NDCG_K}"] = round(ndcg / n, 4)
    out["n"] = n
    return out


def build_index(tools: list[dict], chroma_dir: Path, embedder=None):
    """The tools in a fresh collection under `chroma_dir`, through the app's own index and retriever."""
    embedder = embedder or get_embedder()
    collection = VectorCollection(chroma_dir, "eval", embedder)
    docs = [Doc(f"tool:{i}", tool_text(t), t["name"], "tool", {"name": t["name"]}) for i, t in enumerate(tools)]
    collection.sync(docs)
    return HybridRetriever(collection)


def prime_queries(retriever, sets: dict[str, list[Query]]) -> None:
    """Embed every query (and its clauses) in a few batches up front: same vectors, far less overhead."""
    embedder = retriever.collection.embedder
    if not hasattr(embedder, "embed_queries"):
        return
    texts = []
    for queries in sets.values():
        for q in queries:
            split = clauses(q.text)
            texts += [q.text, *(split if len(split) >= 2 else [])]
    texts = list(dict.fromkeys(texts))
    embedder.queries.size = max(embedder.queries.size, len(texts) + 64)
    for start in range(0, len(texts), 256):
        embedder.embed_queries(texts[start : start + 256])


def evaluate(retriever, sets: dict[str, list[Query]], ks: list[int]) -> dict:
    depth = max(max(ks), NDCG_K)
    result = {}
    for split, queries in sets.items():
        rankings = [[h.ref for h in retriever.search(q.text, k=depth)] for q in queries]
        result[split] = score_rankings(rankings, queries, ks)
    return result


def _table(results: dict[str, dict], ks: list[int]) -> str:
    cols = [f"R@{k}" for k in ks] + [f"nDCG@{NDCG_K}", "n"]
    head = f"{'config':<22} {'split':<7} " + " ".join(f"{c:>8}" for c in cols)
    lines = [head, "-" * len(head)]
    for name, res in results.items():
        for split, row in res.items():
            lines.append(f"{name:<22} {split:<7} " + " ".join(f"{row[c]:>8}" for c in cols))
    return "\n".join(lines)


def run(folder: Path, ks: list[int], ablation: bool = False, fusion: str | None = None) -> dict:
    tools, sets = load_folder(folder)
    with tempfile.TemporaryDirectory(prefix="planner-eval-", ignore_cleanup_errors=True) as tmp:
        retriever = build_index(tools, Path(tmp))
        prime_queries(retriever, sets)
        if fusion:
            retriever = with_config(retriever, PRESETS[fusion])
        if not ablation:
            return evaluate(retriever, sets, ks)
        parts = {p.name for p in retriever._state.parts}
        results = {}
        for name, config in PRESETS.items():
            named = {p for p, w in config.part_weights if w > 0}
            if named and not named & parts:
                continue  # an encoder this embedder does not have
            results[name] = evaluate(with_config(retriever, config), sets, ks)
        return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m knowledge.eval", description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path, help="folder with tools.jsonl and queries_single/multi.jsonl")
    parser.add_argument("--k", default="1,5,10", help="recall cut-offs, comma-separated (default 1,5,10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--ablation", action="store_true", help="score every fusion preset on the same index")
    parser.add_argument("--fusion", choices=sorted(PRESETS), help="score one preset instead of the app's fusion")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        ks = parse_ks(args.k)
        result = run(args.dir, ks, ablation=args.ablation, fusion=args.fusion)
    except EvalInputError as exc:
        print(f"knowledge.eval: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"ablation": result} if args.ablation else result, ensure_ascii=False))
    else:
        print(_table(result if args.ablation else {args.fusion or "hybrid": result}, ks))
        print(f"\nembedder: {get_embedder().name}; {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
