"""Helpers more than one test module uses: stand-in stores for the fast tier, a PDF writer, the CLI runner.

The fast tier runs the whole graph without building the knowledge base (about 15 s and the embedders): a
`LexicalKnowledgeBase` answers the two searches the nodes and tools make from the real catalog and workflow
files by word overlap, and a real `MemoryStore` (real Chroma) embeds with `HashingEmbedder`, a bag of hashed
words. Both are given to the graph through its runtime context (`PlannerSession(knowledge=..., memory=...)`),
which is what the context is for.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from graph.faults import ENV as CRASH_ENV
from graph.session import APPROVAL_NODE, PlannerSession
from knowledge.catalog import load_catalog, load_workflows
from knowledge.retriever import Hit
from knowledge.service import PUBLIC_OWNER
from knowledge.text import tokenize

REPO_ROOT = Path(__file__).resolve().parent.parent
# The offline brain and an embedded Chroma directory are what the suite tests; tests that need the LLM or a
# Chroma server set their own variables with monkeypatch, and CLI subprocesses never inherit them.
ISOLATED_ENV = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "CHROMA_HOST",
    "CHROMA_PORT",
    "PLANNER_CHECKPOINT_URL",
    "PLANNER_CRASH_AT",
)

# --- stand-in stores ---------------------------------------------------------------------------------------


class HashingEmbedder:
    """Unit vectors of hashed word counts: texts that share words are near, others are not. No model."""

    name = "hashing-test"
    dim = 256

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), np.float32)
        for row, text in enumerate(texts):
            for token in tokenize(text):
                out[row, int(hashlib.md5(token.encode()).hexdigest(), 16) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1.0, norms)


def _idf(docs: list[set[str]]) -> dict[str, float]:
    counts: dict[str, int] = {}
    for words in docs:
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    return {word: math.log(1 + len(docs) / n) for word, n in counts.items()}


def _words(text: str) -> set[str]:
    return {t for t in tokenize(text) if len(t) > 1}


class LexicalKnowledgeBase:
    """The knowledge base's search interface over the shipped catalog and workflows, by word overlap.

    `dense` is the share of the query's words a document holds, so a step whose words a tool's description
    covers clears the recommender's similarity bar and an unrelated one does not: enough to drive the graph's
    logic, not a measure of retrieval (that is `bench.retrieval` on the real base).
    """

    def __init__(self) -> None:
        self.tools = [
            (entry, _words(" ".join([entry["name"], entry.get("description", ""), " ".join(entry.get("tags", []))])))
            for entry in load_catalog()
        ]
        self.workflows = [
            (wf, _words(" ".join([wf["title"], wf["title_ko"], *wf.get("keywords", []), *wf.get("keywords_ko", [])])))
            for wf in load_workflows()
        ]
        self.searches: list[str] = []  # what the graph asked, for tests that check it was this base
        self.idf = _idf([words for _, words in self.tools])
        self.workflow_idf = _idf([words for _, words in self.workflows])

    @staticmethod
    def _share(query: set[str], doc: set[str], idf: dict[str, float]) -> float:
        """The idf-weighted share of the query's known words that the document holds."""
        known = [w for w in query if w in idf]
        total = sum(idf[w] for w in known)
        return sum(idf[w] for w in known if w in doc) / total if total else 0.0

    def search(self, query: str, k: int = 5, filters: dict | None = None) -> list[Hit]:
        self.searches.append(query)
        filters = filters or {}
        wanted = _words(query)
        hits = []
        for entry, words in self.tools:
            if filters.get("category") and entry["category"] != filters["category"]:
                continue
            if filters.get("supports_korean") and not entry.get("supports_korean"):
                continue
            if filters.get("has_free_tier") and entry.get("pricing_model") == "paid":
                continue
            share = self._share(wanted, words, self.idf)
            if share > 0:
                meta = {"owner": PUBLIC_OWNER, "category": entry["category"]}
                hits.append(Hit(entry["id"], "tool", share, share, share, entry.get("description", ""), meta))
        return sorted(hits, key=lambda h: (-h.score, h.ref))[:k]

    def search_workflows(self, query: str, k: int = 3) -> list[tuple[dict, float]]:
        self.searches.append(query)
        wanted = _words(query)
        scored = [(wf, self._share(wanted, words, self.workflow_idf)) for wf, words in self.workflows]
        return sorted([s for s in scored if s[1] > 0], key=lambda s: -s[1])[:k]


# --- files and processes -----------------------------------------------------------------------------------


def _pdf_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(path: Path, pages: list[list[str]]) -> Path:
    """A real, minimal PDF whose pages hold the given lines (ASCII), readable by pypdf."""
    objects: list[bytes] = []
    n_pages = len(pages)
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(n_pages))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {n_pages} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i, lines in enumerate(pages):
        body = "BT /F1 11 Tf 50 740 Td 14 TL " + " ".join(f"({_pdf_escape(line)}) Tj T*" for line in lines) + " ET"
        stream = body.encode("latin-1")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
            f"/Contents {5 + 2 * i} 0 R >>".encode()
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    Path(path).write_bytes(bytes(out))
    return Path(path)


def cli_env() -> dict:
    """The environment of a CLI subprocess: the suite's data directory (set by conftest), this checkout."""
    env = {k: v for k, v in os.environ.items() if k not in ISOLATED_ENV}
    env["PYTHONPATH"] = str(REPO_ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_graph_cli(*args: str, env: dict | None = None, timeout: float = 300):
    """`python -m graph.cli ARGS` in a new process on the suite's data directory: (process, stdout JSON or None)."""
    proc = subprocess.run(
        [sys.executable, "-m", "graph.cli", *args],
        cwd=REPO_ROOT,
        env={**cli_env(), **(env or {})},
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    try:
        payload = json.loads(proc.stdout)
    except json.JSONDecodeError:
        payload = None
    return proc, payload


def cli(*args: str, env: dict | None = None, crash_at: str | None = None, timeout: float = 240):
    """`python -m graph.cli ARGS` in a new process: (exit code, stdout JSON or None, stderr); `crash_at` makes
    it die at that point (graph/faults.py)."""
    extra = dict(env or {})
    extra.pop(CRASH_ENV, None)
    if crash_at:
        extra[CRASH_ENV] = crash_at
    proc, payload = run_graph_cli(*args, env=extra, timeout=timeout)
    return proc.returncode, payload, proc.stderr


def edited(plan: list[str]) -> list[str]:
    """The person's edit: drop the last step, reword the first, add one of their own."""
    return [plan[0] + " (for a weekly show)", *plan[1:-1], "Announce the first episode on social media"]


# --- plan versions (tests/test_plan_versions.py, tests/test_shared_services.py) ----------------------------

VERSIONS_TASK = "Write and self-publish an e-book about sourdough baking"


def from_scratch(session: PlannerSession, thread_id: str) -> list[dict]:
    """The definition: every distinct plan paused before approval, oldest first, read in one go."""
    out: list[dict] = []
    seen: set[tuple[str, ...]] = set()
    history = list(session.graph.get_state_history({"configurable": {"thread_id": thread_id}}))
    for snap in reversed(history):
        plan = tuple(snap.values.get("sub_tasks") or [])
        if APPROVAL_NODE not in snap.next or not plan or plan in seen:
            continue
        seen.add(plan)
        out.append(
            {"n": len(out) + 1, "sub_tasks": list(plan), "checkpoint_id": snap.config["configurable"]["checkpoint_id"]}
        )
    return out


def brief(versions: list[dict]) -> list[tuple]:
    return [(v["n"], tuple(v["sub_tasks"]), v["checkpoint_id"]) for v in versions]


def picks_after_approval(session: PlannerSession, plan: dict) -> dict[str, str | None]:
    """Step text -> the tool picked for it, once the plan a test started is approved."""
    done = session.approve(plan["thread_id"])
    return {r["sub_task"]: r.get("tool_id") for r in done["recommendations"]}
