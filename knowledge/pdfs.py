"""PDF reports into page-numbered chunks.

A knowledge folder is dropped in by people, so any PDF may be broken: each bad file becomes a warning
and ingestion of the others goes on.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path

from langchain_text_splitters import RecursiveCharacterTextSplitter

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
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

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
