"""The knowledge base as the rest of the app sees it: one object per data directory.

It owns two collections: `knowledge` (catalog tools and PDF chunks, searched by the recommender) and
`workflows` (typical stages of common jobs, searched by the planner).
"""

from __future__ import annotations

import logging
import shutil
import threading
from functools import lru_cache
from pathlib import Path

from knowledge.catalog import (
    KNOWLEDGE_DIR,
    load_catalog,
    load_categories,
    load_workflows,
)
from knowledge.embeddings import Embedder, get_embedder
from knowledge.index import Doc, SyncReport, VectorCollection
from knowledge.pdfs import PdfSkipped, read_pdf_chunks
from knowledge.retriever import Hit, HybridRetriever
from knowledge.text import detect_language
from settings import data_dir

log = logging.getLogger(__name__)
BUILTIN_PDF_DIR = KNOWLEDGE_DIR / "pdfs"


def tool_docs(entries) -> list[Doc]:
    """Two docs per tool, English and Korean, so a query in either language meets text in its own."""
    categories = load_categories()
    docs = []
    for e in entries:
        cat = categories.get(e["category"], {"en": e["category"], "ko": e["category"]})
        tags_en = [t for t in e["tags"] if detect_language(t) == "en"]
        tags_ko = [t for t in e["tags"] if detect_language(t) == "ko"]
        meta = {
            "tool_id": e["id"],
            "name": e["name"],
            "category": e["category"],
            "pricing_model": e["pricing_model"],
            "has_free_tier": e["pricing_model"] != "paid",
            "supports_korean": bool(e["supports_korean"]),
            "url": e["url"],
            "platforms": e["platforms"],
            "price_usd_month": e["price_usd_month"],
        }
        en = f"{e['name']}. {e['description']} Category: {cat['en']}. Use cases: {', '.join(tags_en)}."
        ko = f"{e['name']}. {e['description_ko']} 분야: {cat['ko']}. 키워드: {', '.join(tags_ko or tags_en)}."
        docs.append(Doc(f"tool:{e['id']}:en", en, e["id"], "tool", meta))
        docs.append(Doc(f"tool:{e['id']}:ko", ko, e["id"], "tool", meta))
    return docs


def workflow_docs(workflows) -> list[Doc]:
    docs = []
    for wf in workflows:
        meta = {"workflow_id": wf["id"]}
        en = f"{wf['title']}. {wf['description']} {', '.join(wf['keywords'])}. " + "; ".join(
            s["en"] for s in wf["stages"]
        )
        ko = f"{wf['title_ko']}. {wf['description_ko']} {', '.join(wf['keywords_ko'])}. " + "; ".join(
            s["ko"] for s in wf["stages"]
        )
        docs.append(Doc(f"wf:{wf['id']}:en", en, wf["id"], "workflow", meta))
        docs.append(Doc(f"wf:{wf['id']}:ko", ko, wf["id"], "workflow", meta))
    return docs


class KnowledgeBase:
    def __init__(self, root: Path | None = None, embedder: Embedder | None = None) -> None:
        self.root = Path(root or data_dir())
        self.upload_dir = self.root / "uploads"
        self.upload_dir.mkdir(parents=True, exist_ok=True)
        self.embedder = embedder or get_embedder()
        chroma_dir = self.root / "chroma"
        self.knowledge = VectorCollection(chroma_dir, "knowledge", self.embedder)
        self.workflows = VectorCollection(chroma_dir, "workflows", self.embedder)
        self.warnings: list[str] = []
        self._sync_lock = threading.Lock()
        self.last_sync = self.sync()
        self.retriever = HybridRetriever(self.knowledge)
        self.workflow_retriever = HybridRetriever(self.workflows)

    def pdf_paths(self) -> list[Path]:
        return sorted(BUILTIN_PDF_DIR.glob("*.pdf")) + sorted(self.upload_dir.glob("*.pdf"))

    def sync(self, progress: bool = False) -> SyncReport:
        """Bring both collections in line with the catalog, workflows and PDFs; bad PDFs become warnings."""
        with self._sync_lock:
            docs = tool_docs(load_catalog())
            warnings: list[str] = []
            for path in self.pdf_paths():
                try:
                    chunks = read_pdf_chunks(path)
                except PdfSkipped as exc:
                    warnings.append(str(exc))
                    log.warning("skipped PDF: %s", exc)
                    continue
                for c in chunks:
                    meta = {"file": c.source, "page": c.page}
                    docs.append(Doc(c.chunk_id, c.text, f"{c.source}#p{c.page}.{c.index}", "pdf", meta))
            report = self.knowledge.sync(docs, progress=progress)
            wf_report = self.workflows.sync(workflow_docs(load_workflows()), progress=progress)
            for name in ("added", "updated", "deleted", "unchanged"):
                setattr(report, name, getattr(report, name) + getattr(wf_report, name))
            report.warnings = warnings
            self.warnings = warnings
            if hasattr(self, "retriever"):
                self.retriever.refresh()
                self.workflow_retriever.refresh()
            return report

    def search(self, query: str, k: int = 5, filters: dict | None = None) -> list[Hit]:
        return self.retriever.search(query, k=k, filters=filters)

    def search_workflows(self, query: str, k: int = 3) -> list[tuple[dict, float]]:
        by_id = {wf["id"]: wf for wf in load_workflows()}
        hits = self.workflow_retriever.search(query, k=k)
        return [(by_id[h.ref], h.score) for h in hits if h.ref in by_id]

    def add_pdf(self, source: Path, name: str | None = None) -> SyncReport:
        """Copy an uploaded PDF into the data directory and index it; a bad file is refused, not stored."""
        name = Path(name or source.name).name
        if not name.lower().endswith(".pdf"):
            raise ValueError(f"{name}: only .pdf files can be added")
        read_pdf_chunks(Path(source))  # raises PdfSkipped with a clear reason before anything is stored
        shutil.copyfile(source, self.upload_dir / name)
        return self.sync()

    def remove_pdf(self, name: str) -> SyncReport:
        target = self.upload_dir / Path(name).name
        if not target.exists():
            raise FileNotFoundError(f"{name}: no uploaded document with that name")
        target.unlink()
        return self.sync()

    def documents(self) -> list[dict]:
        counts: dict[str, int] = {}
        for doc in self.knowledge.all_docs():
            if doc.kind == "pdf":
                counts[doc.meta.get("file", "?")] = counts.get(doc.meta.get("file", "?"), 0) + 1
        return [
            {"file": p.name, "chunks": counts.get(p.name, 0), "builtin": p.parent == BUILTIN_PDF_DIR}
            for p in self.pdf_paths()
        ]


_lock = threading.Lock()


@lru_cache(maxsize=4)
def _kb_for(root: str) -> KnowledgeBase:
    return KnowledgeBase(Path(root))


def get_knowledge_base() -> KnowledgeBase:
    """The process's knowledge base for the current data directory, built (or synced) on first use."""
    with _lock:
        return _kb_for(str(data_dir()))
