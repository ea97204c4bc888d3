"""Guides written for download: under the data directory, one folder per identity, so that "forget me"
can delete them and nothing the app writes lands outside its data directory."""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path

from graph.result import Status
from settings import data_dir
from ui.render import guide_markdown, sources_markdown


def _folder(owner: str) -> Path:
    return data_dir() / "exports" / hashlib.sha256(owner.encode()).hexdigest()[:24]


def export_markdown(result: dict) -> str:
    """What the download button gives: the guide, then the sources table (both sanitized as shown)."""
    sources = sources_markdown(result)
    return guide_markdown(result) + ("\n\n" + sources if sources else "") + "\n"


def export_guide(result: dict, owner: str) -> str | None:
    """Write the guide to a Markdown file for download; None when there is no guide yet."""
    if not result.get("guide") or result.get("status") != Status.DONE or not owner:
        return None
    thread = re.sub(r"[^\w-]", "", str(result.get("thread_id") or "guide"))[:64] or "guide"
    folder = _folder(owner)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / _name(thread)
    path.write_text(export_markdown(result), encoding="utf-8")
    return str(path)


def _name(thread: str) -> str:
    safe = re.sub(r"[^\w-]", "", thread)[:8]
    return f"workflow-guide-{safe}.md"


def forget_exports(owner: str, threads: list[str] | None = None) -> int:
    """Delete every guide exported for `owner`, and the copies Gradio served for download of those threads
    (in its temp folder under the data directory); returns how many files went."""
    folder = _folder(owner)
    count = 0
    if folder.exists():
        count = sum(1 for p in folder.rglob("*") if p.is_file())
        shutil.rmtree(folder, ignore_errors=True)
    served = data_dir() / "gradio-tmp"
    names = {_name(t) for t in threads or []}
    for copy in served.rglob("workflow-guide-*.md") if names and served.exists() else []:
        if copy.name in names:
            copy.unlink(missing_ok=True)
            count += 1
    return count
