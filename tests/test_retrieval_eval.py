"""`python -m knowledge.eval`: metrics on a tiny folder where the answer is obvious, and bad input.

The command runs in a subprocess, as a person would run it; conftest.py has already pointed
PLANNER_DATA_DIR at a throw-away directory, and the eval itself indexes into its own temporary folder.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO_ROOT, cli_env

TOOLS = [
    {"name": "WeatherTool", "description": "Weather forecasts: rain, temperature and wind for any city."},
    {"name": "RecipeFinder", "description": "Cooking recipes with ingredients and step-by-step instructions."},
    {"name": "FlightBooker", "description": "Search and book airline flights and plane tickets between airports."},
]
QUERIES = [
    {"query": "Will it rain in Seoul tomorrow? What is the weather forecast?", "gold_tools": ["WeatherTool"]},
    {"query": "Give me a recipe to cook pasta with tomato ingredients", "gold_tools": ["RecipeFinder"]},
    {"query": "Book me a plane ticket on a flight from Paris to Rome", "gold_tools": ["FlightBooker"]},
]


def _write(folder: Path, tools=TOOLS, single=QUERIES, multi=None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tools.jsonl").write_text("\n".join(json.dumps(t) for t in tools) + "\n", encoding="utf-8")
    if single is not None:
        (folder / "queries_single.jsonl").write_text("\n".join(json.dumps(q) for q in single) + "\n")
    if multi is not None:
        (folder / "queries_multi.jsonl").write_text("\n".join(json.dumps(q) for q in multi) + "\n")
    return folder


def _eval(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "knowledge.eval", *args],
        cwd=REPO_ROOT,
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=240,
    )


def test_obvious_folder_scores_perfectly(tmp_path):
    multi = [
        {
            "query": "What is the weather in Rome, and book a flight to get there",
            "gold_tools": ["WeatherTool", "FlightBooker"],
        }
    ]
    folder = _write(tmp_path / "tiny", multi=multi)
    proc = _eval(str(folder), "--k", "1,2", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"single", "multi"}
    assert out["single"] == {"R@1": 1.0, "R@2": 1.0, "nDCG@10": 1.0, "n": 3}
    assert out["multi"]["n"] == 1
    assert out["multi"]["R@2"] == 1.0  # both tools of the two-part query are in the top 2
    assert out["multi"]["R@1"] == 0.5  # one slot holds one of two gold tools


def test_default_ks_and_readable_table(tmp_path):
    folder = _write(tmp_path / "tiny")
    proc = _eval(str(folder))
    assert proc.returncode == 0, proc.stderr
    assert "R@10" in proc.stdout and "nDCG@10" in proc.stdout and "single" in proc.stdout


@pytest.mark.parametrize(
    ("setup", "needle"),
    [
        (lambda d: None, "not a directory"),
        (lambda d: _write(d, single=None), "no queries_single.jsonl or queries_multi.jsonl"),
        (lambda d: (_write(d), (d / "tools.jsonl").write_text('{"name": "A", "description": "x"}\n{oops\n')), "line 2"),
        (lambda d: (_write(d), (d / "queries_single.jsonl").write_text('{"query": "hi"}\n')), "gold_tools"),
        (lambda d: (_write(d), (d / "queries_single.jsonl").write_text('["not", "an", "object"]\n')), "JSON object"),
        (
            lambda d: _write(d, single=[{"query": "anything at all", "gold_tools": ["NoSuchTool"]}]),
            "'NoSuchTool' is not in tools.jsonl",
        ),
    ],
    ids=["missing-dir", "no-queries", "bad-json", "missing-field", "not-object", "unknown-gold"],
)
def test_bad_input_exits_2_with_a_message(tmp_path, setup, needle):
    folder = tmp_path / "bad"
    setup(folder)
    proc = _eval(str(folder), "--json")
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert "knowledge.eval: error:" in proc.stderr and needle in proc.stderr
    assert "Traceback" not in proc.stderr


def test_bad_k_exits_2(tmp_path):
    proc = _eval(str(_write(tmp_path / "tiny")), "--k", "five")
    assert proc.returncode == 2 and "--k" in proc.stderr


def test_scores_stay_cosine_like_and_filters_do_not_change_them(tmp_path):
    """Hit.score is a cosine-scale number (the app thresholds it) and equal with or without a filter."""
    from knowledge.eval import build_index

    retriever = build_index(TOOLS, tmp_path / "chroma")
    hits = retriever.search("weather forecast for tomorrow", k=3)
    assert [h.ref for h in hits][0] == "WeatherTool"
    assert all(-1.0 <= h.score <= 1.5 for h in hits)
    filtered = retriever.search("weather forecast for tomorrow", k=3, filters={"name": "WeatherTool"})
    assert len(filtered) == 1 and abs(filtered[0].score - hits[0].score) < 1e-6
    assert set(hits[0].as_dict()) >= {"ref", "kind", "source", "score", "dense", "lexical", "text", "meta"}


def test_workflow_collection_keeps_the_router_scale(tmp_path):
    """The planner's workflow thresholds were set on 'USE cosine + 0.3 * BM25/best': that collection keeps it."""
    from knowledge.embeddings import get_embedder
    from knowledge.index import Doc, VectorCollection
    from knowledge.retriever import DEFAULT_FUSION, WORKFLOW_FUSION, HybridRetriever

    embedder = get_embedder()
    docs = [Doc(f"d{i}", f"{t['name']}: {t['description']}", t["name"], "workflow") for i, t in enumerate(TOOLS)]
    workflows = VectorCollection(tmp_path / "chroma", "workflows", embedder)
    workflows.sync(docs)
    other = VectorCollection(tmp_path / "chroma", "knowledge", embedder)
    other.sync(docs)
    assert HybridRetriever(workflows).config is WORKFLOW_FUSION
    assert HybridRetriever(other).config is DEFAULT_FUSION
    hit = HybridRetriever(workflows).search("weather forecast", k=1)[0]
    assert hit.ref == "WeatherTool" and abs(hit.score - (hit.dense + 0.3 * hit.lexical)) < 1e-5
