"""PDF reports into page-numbered chunks.

A knowledge folder is dropped in by people, so any PDF may be broken: each bad file becomes a warning
and ingestion of the others goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from langchain_text_splitters import RecursiveCharacterTextSplitter

from knowledge import text as text_module
from knowledge.fingerprint import code_fingerprint
from knowledge.text import repair_spaced_korean

log = logging.getLogger(__name__)
CHUNK_CHARS = 900
CHUNK_OVERLAP = 120
MIN_TEXT_CHARS = 40


@dataclass(frozen=True)
class PdfChunk:
    source: str  # file name
    page: int  # 1-based
    index: int  # chunk number within the page
    text: str

    @property
    def chunk_id(self) -> str:
        digest = hashlib.sha256(self.text.encode("utf-8")).hexdigest()[:16]
        return f"pdf:{self.source}:p{self.page}:{self.index}:{digest}"


class PdfSkipped(Exception):
    """A PDF that yields no usable text; the message says why, for the warning shown to the user."""


_splitter = RecursiveCharacterTextSplitter(
    chunk_size=CHUNK_CHARS, chunk_overlap=CHUNK_OVERLAP, separators=["\n\n", "\n", ". ", "다. ", " ", ""]
)


def read_pdf_chunks(path: Path) -> list[PdfChunk]:
    """Chunks with page numbers; raises PdfSkipped for encrypted, image-only, empty or corrupt files."""
    from pypdf import PdfReader  # heavy: ~0.2 s, only when a PDF is parsed (not from the cache)
    from pypdf.errors import PdfReadError  # heavy: as above

    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted:
            try:
                if not reader.decrypt(""):
                    raise PdfSkipped(f"{path.name}: encrypted (password required)")
            except PdfSkipped:
                raise
            except Exception as exc:
                raise PdfSkipped(f"{path.name}: encrypted ({exc.__class__.__name__})") from exc
        pages = list(reader.pages)
    except PdfSkipped:
        raise
    except (PdfReadError, OSError, ValueError, KeyError, TypeError) as exc:
        raise PdfSkipped(f"{path.name}: not a readable PDF ({exc.__class__.__name__}: {exc})") from exc
    except Exception as exc:  # pypdf raises a wide range of errors on hostile files
        raise PdfSkipped(f"{path.name}: not a readable PDF ({exc.__class__.__name__})") from exc
    if not pages:
        raise PdfSkipped(f"{path.name}: the PDF has no pages")
    chunks: list[PdfChunk] = []
    for page_no, page in enumerate(pages, start=1):
        try:
            text = page.extract_text() or ""
        except Exception as exc:  # one bad page should not lose the rest of the document
            log.warning("%s page %d: text extraction failed (%s)", path.name, page_no, exc)
            continue
        text = repair_spaced_korean(text).strip()
        if len(text) < MIN_TEXT_CHARS:
            continue
        for index, piece in enumerate(_splitter.split_text(text)):
            chunks.append(PdfChunk(source=path.name, page=page_no, index=index, text=piece))
    if not chunks:
        raise PdfSkipped(f"{path.name}: no extractable text (image-only or empty PDF)")
    return chunks


# --- parsed chunks remembered by file content ---------------------------------------------------------


def parser_version() -> str:
    """What chunks depend on besides the file: this module, the Korean repair in knowledge/text.py, pypdf."""
    return code_fingerprint((__file__, text_module.__file__), ("pypdf",))


def file_digest(path: Path) -> str:
    digest = hashlib.sha256(parser_version().encode())
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:32]


def read_pdf_chunks_cached(path: Path, cache_dir: Path, digest: str | None = None) -> list[PdfChunk]:
    """read_pdf_chunks, remembered by the file's content: an unchanged PDF is not parsed again at every
    start (the built-in 22-page report takes about 3 s). A skipped file is remembered as skipped, with its
    reason. The cache holds extracted text, so remove_cached() must follow a document's removal.
    `digest` is the file's file_digest() when the caller has it already."""
    path = Path(path)
    try:
        digest = digest or file_digest(path)
    except OSError as exc:  # as read_pdf_chunks says of a file it cannot open
        raise PdfSkipped(f"{path.name}: not a readable PDF ({exc.__class__.__name__}: {exc})") from exc
    entry = Path(cache_dir) / f"{digest}.json"
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
        if "skipped" in data:
            raise PdfSkipped(f"{path.name}: {data['skipped']}")
        return [PdfChunk(source=path.name, page=c["page"], index=c["index"], text=c["text"]) for c in data["chunks"]]
    except (OSError, ValueError, KeyError, TypeError):
        pass  # not cached yet, or a damaged entry: parse again
    try:
        chunks = read_pdf_chunks(path)
        data = {"chunks": [{k: v for k, v in asdict(c).items() if k != "source"} for c in chunks]}
    except PdfSkipped as exc:
        chunks, data = None, {"skipped": str(exc).split(": ", 1)[-1]}
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        tmp = entry.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, entry)
    except OSError as exc:
        log.warning("PDF cache not written for %s (%s)", path.name, exc)
    if chunks is None:
        raise PdfSkipped(f"{path.name}: {data['skipped']}")
    return chunks


def remove_cached(path: Path, cache_dir: Path) -> None:
    """Forget the extracted text of a PDF that is about to be deleted (call before deleting it)."""
    try:
        (Path(cache_dir) / f"{file_digest(Path(path))}.json").unlink(missing_ok=True)
    except OSError as exc:
        log.warning("PDF cache entry of %s not removed (%s)", Path(path).name, exc)


def prune_cache(keep_digests, cache_dir: Path) -> int:
    """Delete cached text of PDFs that are no longer in the knowledge base (given by the file_digest() of
    those that are); returns how many."""
    wanted = {f"{d}.json" for d in keep_digests}
    removed = 0
    for entry in Path(cache_dir).glob("*.json"):
        if entry.name not in wanted:
            entry.unlink(missing_ok=True)
            removed += 1
    return removed
