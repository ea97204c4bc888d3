"""The knowledge base as the rest of the app sees it: one object per data directory.

It owns two collections: `knowledge` (catalog tools and PDF chunks, searched by the recommender) and
`workflows` (typical stages of common jobs, searched by the planner).

Every doc in `knowledge` carries an `owner`: PUBLIC_OWNER for the catalog, the built-in PDFs and shared
uploads, or the user id for a PDF that person uploaded (stored under uploads/<user_id>/). Searching with
`filters={"owner": visible_to(user_id)}` sees public docs plus that one user's uploads and nobody else's.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
import unicodedata
from functools import lru_cache
from pathlib import Path

from core.rules import FREE_PRICING, check_user
from knowledge.catalog import (
    KNOWLEDGE_DIR,
    load_catalog,
    load_categories,
    load_workflows,
)
from knowledge.embeddings import Embedder, get_embedder
from knowledge.index import Doc, SyncReport, VectorCollection, shared_server
from knowledge.pdfs import PdfSkipped, file_digest, prune_cache, read_pdf_chunks_cached, remove_cached
from knowledge.retriever import Hit, HybridRetriever
from knowledge.text import detect_language
from settings import data_dir, env

log = logging.getLogger(__name__)
BUILTIN_PDF_DIR = KNOWLEDGE_DIR / "pdfs"
# A 7-day trial is not a free tool: only these pricing models count as having a free tier.
PUBLIC_OWNER = "*"  # not a valid user id (core.rules.check_user), so no upload can pose as public
MAX_UPLOAD_BYTES = 20 * 1024 * 1024
MAX_UPLOADS_PER_USER = 25
PDF_MAGIC = b"%PDF-"


class UploadRefused(ValueError):
    """An upload we will not store (too large, not a PDF, bad name, quota); the message is for the person."""


def check_owner(user_id: str) -> str:
    """A user id usable as an upload owner and folder name."""
    try:
        user_id = check_user(user_id)
    except ValueError as exc:
        raise UploadRefused(str(exc)) from exc
    if set(user_id) <= {"."}:
        raise UploadRefused("user id must not be only dots")
    return user_id


def visible_to(user_id: str | None) -> list[str]:
    """The owners whose docs a user may see: public docs and, with a user id, that user's uploads."""
    return [PUBLIC_OWNER, user_id] if user_id and user_id != PUBLIC_OWNER else [PUBLIC_OWNER]


def stored_name(name: str) -> str:
    """The name an upload is kept under: its base name, control and zero-width characters removed, and the
    extension in lower case (a `.PDF` file is indexed, listed and counted like any other)."""
    base = Path(str(name)).name
    base = "".join(ch for ch in base if unicodedata.category(ch) not in ("Cc", "Cf", "Co", "Cs")).strip()
    stem, dot, ext = base.rpartition(".")
    if dot and ext.lower() == "pdf" and stem.strip(" ."):
        return f"{stem}.pdf"
    return base


def check_upload(path: Path, name: str) -> None:
    """Refuse, before parsing, a file that is too large or is not a PDF whatever its name says."""
    if not name.lower().endswith(".pdf"):
        raise UploadRefused(f"{name}: only .pdf files can be added")
    size = Path(path).stat().st_size
    if size > MAX_UPLOAD_BYTES:
        raise UploadRefused(
            f"{name}: {size / 1024 / 1024:.1f} MB is over the {MAX_UPLOAD_BYTES // (1024 * 1024)} MB upload limit"
        )
    with open(path, "rb") as fh:
        head = fh.read(1024)
    if PDF_MAGIC not in head:
        raise UploadRefused(f"{name}: this is not a PDF file (its content does not start like a PDF)")


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
            "has_free_tier": e["pricing_model"] in FREE_PRICING,
            "supports_korean": bool(e["supports_korean"]),
            "url": e["url"],
            "platforms": e["platforms"],
            "price_usd_month": e["price_usd_month"],
        }
        en = f"{e['name']}. {e['description']} Category: {cat['en']}. Use cases: {', '.join(tags_en)}."
        ko = f"{e['name']}. {e['description_ko']} 분야: {cat['ko']}. 키워드: {', '.join(tags_ko or tags_en)}."
        meta["owner"] = PUBLIC_OWNER
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
        self.pdf_cache = self.root / "cache" / "pdf"
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
        """Built-in PDFs, shared uploads (uploads/*.pdf) and every user's uploads (uploads/<user>/*.pdf)."""
        return (
            sorted(BUILTIN_PDF_DIR.glob("*.pdf"))
            + sorted(self.upload_dir.glob("*.pdf"))
            + sorted(self.upload_dir.glob("*/*.pdf"))
        )

    def owner_of(self, path: Path) -> str:
        return path.parent.name if path.parent.parent == self.upload_dir else PUBLIC_OWNER

    def user_dir(self, user_id: str) -> Path:
        return self.upload_dir / check_owner(user_id)

    def _pdf_docs(self, path: Path, warnings: list[str], digest: str | None = None) -> list[Doc]:
        try:
            chunks = read_pdf_chunks_cached(path, self.pdf_cache, digest)
        except PdfSkipped as exc:
            warnings.append(str(exc))
            log.warning("skipped PDF: %s", exc)
            return []
        owner = self.owner_of(path)
        docs = []
        for c in chunks:
            meta = {"file": c.source, "page": c.page, "owner": owner}
            if owner == PUBLIC_OWNER:
                docs.append(Doc(c.chunk_id, c.text, f"{c.source}#p{c.page}.{c.index}", "pdf", meta))
            else:  # two people may upload the same file: their chunks must not share ids
                docs.append(
                    Doc(f"up:{owner}:{c.chunk_id}", c.text, f"{owner}/{c.source}#p{c.page}.{c.index}", "pdf", meta)
                )
        return docs

    def sync(self, progress: bool = False) -> SyncReport:
        """Bring both collections in line with the catalog, workflows and PDFs; bad PDFs become warnings.

        Embedded Chroma belongs to this data directory, so the collection is made to hold exactly what the
        directory has. A Chroma server is shared with other replicas, whose users' uploads may live in
        their own data directories: then only the public documents and the uploads of users with a folder
        here are synced, each within its owner's scope (removing an upload or forgetting a user cleans up
        that user's documents wherever they were uploaded).
        """
        with self._sync_lock:
            warnings: list[str] = []
            # each PDF is read once to hash it: for its cache entry and for pruning the others
            digests: dict[Path, str | None] = {}
            for path in self.pdf_paths():
                try:
                    digests[path] = file_digest(path)
                except OSError:  # unreadable: _pdf_docs turns it into a warning
                    digests[path] = None
            by_owner: dict[str, list[Doc]] = {PUBLIC_OWNER: tool_docs(load_catalog())}
            by_owner.update({p.name: [] for p in self.upload_dir.iterdir() if p.is_dir()})
            for path, digest in digests.items():
                for doc in self._pdf_docs(path, warnings, digest):
                    by_owner.setdefault(doc.meta["owner"], []).append(doc)
            prune_cache([d for d in digests.values() if d], self.pdf_cache)
            if shared_server():
                reports = [
                    self.knowledge.sync(docs, scope={"owner": o}, progress=progress) for o, docs in by_owner.items()
                ]
            else:
                reports = [self.knowledge.sync([d for docs in by_owner.values() for d in docs], progress=progress)]
            reports.append(self.workflows.sync(workflow_docs(load_workflows()), progress=progress))
            report = SyncReport()
            for part in reports:
                for name in ("added", "updated", "deleted", "unchanged"):
                    setattr(report, name, getattr(report, name) + getattr(part, name))
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

    def _sync_owner(self, owner: str) -> SyncReport:
        """Re-index one user's uploads only (their docs are the sync scope): other owners are not touched."""
        with self._sync_lock:
            warnings: list[str] = []
            docs = [d for p in sorted(self.user_dir(owner).glob("*.pdf")) for d in self._pdf_docs(p, warnings)]
            report = self.knowledge.sync(docs, scope={"owner": owner})
            report.warnings = warnings
            self.retriever.refresh()
            return report

    def add_pdf(self, source: Path, name: str | None = None, user_id: str | None = None) -> SyncReport:
        """Store an uploaded PDF and index it; a bad file is refused (UploadRefused, PdfSkipped), not stored.

        With a user id the file goes to uploads/<user_id>/ and only that user's searches see it; without
        one it is a shared upload (uploads/*.pdf) that every user sees, as before per-user uploads.
        """
        source = Path(source)
        name = stored_name(name or source.name)
        check_upload(source, name)
        # Raises PdfSkipped with a clear reason before anything is stored. Parsed through the cache: the
        # stored copy has the same content, so indexing it below does not parse the file a second time.
        read_pdf_chunks_cached(source, self.pdf_cache)
        target_dir = self.user_dir(user_id) if user_id else self.upload_dir
        target_dir.mkdir(parents=True, exist_ok=True)
        stored = [p for p in target_dir.iterdir() if p.is_file() and p.suffix != ".part"]
        full = user_id and len(stored) >= MAX_UPLOADS_PER_USER
        if full and not (target_dir / name).exists():
            remove_cached(source, self.pdf_cache)  # refused: keep no text of it
            raise UploadRefused(f"you can keep at most {MAX_UPLOADS_PER_USER} documents; remove one first")
        fd, tmp = tempfile.mkstemp(dir=target_dir, suffix=".part")
        os.close(fd)
        try:
            shutil.copyfile(source, tmp)
            os.replace(tmp, target_dir / name)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return self._sync_owner(check_owner(user_id)) if user_id else self.sync()

    def remove_pdf(self, name: str, user_id: str | None = None) -> SyncReport:
        """Remove an uploaded PDF (the user's own with a user id, else a shared one) and its chunks."""
        folder = self.user_dir(user_id) if user_id else self.upload_dir
        target = folder / Path(name).name
        if not target.is_file():
            raise FileNotFoundError(f"{name}: no uploaded document with that name")
        remove_cached(target, self.pdf_cache)
        target.unlink()
        return self._sync_owner(check_owner(user_id)) if user_id else self.sync()

    def forget_user(self, user_id: str) -> int:
        """Delete every PDF this user uploaded, its chunks and its cached text; returns how many files."""
        folder = self.user_dir(user_id)
        files = sorted(folder.glob("*.pdf")) if folder.is_dir() else []
        for path in files:
            remove_cached(path, self.pdf_cache)
        shutil.rmtree(folder, ignore_errors=True)
        self._sync_owner(check_owner(user_id))
        return len(files)

    def documents(self, user_id: str | None = None) -> list[dict]:
        """Indexed PDFs with their chunk counts. With a user id: built-in, shared and that user's uploads
        only; without: all of them. Each item: file, chunks, builtin, owner ("*" = everyone), mine."""
        counts: dict[tuple[str, str], int] = {}
        for doc in self.knowledge.all_docs():
            if doc.kind == "pdf":
                key = (doc.meta.get("owner") or PUBLIC_OWNER, doc.meta.get("file", "?"))
                counts[key] = counts.get(key, 0) + 1
        allowed = set(visible_to(user_id)) if user_id else None
        out = []
        for p in self.pdf_paths():
            owner = self.owner_of(p)
            if allowed is not None and owner not in allowed:
                continue
            out.append(
                {
                    "file": p.name,
                    "chunks": counts.get((owner, p.name), 0),
                    "builtin": p.parent == BUILTIN_PDF_DIR,
                    "owner": owner,
                    "mine": bool(user_id) and owner == user_id,
                    "bytes": p.stat().st_size,
                }
            )
        return out


_lock = threading.Lock()


@lru_cache(maxsize=4)
def _kb_for(root: str) -> KnowledgeBase:
    return KnowledgeBase(Path(root))


_by_env: dict[str | None, KnowledgeBase] = {}


def get_knowledge_base() -> KnowledgeBase:
    """The process's knowledge base for the current data directory, built (or synced) on first use.

    Called on every search: once built, it is found by the PLANNER_DATA_DIR value without a lock or a
    filesystem call (data_dir() resolves and creates the directory).
    """
    key = env("PLANNER_DATA_DIR", "")
    kb = _by_env.get(key)
    if kb is not None:
        return kb
    with _lock:
        kb = _by_env[key] = _kb_for(str(data_dir()))
        return kb
