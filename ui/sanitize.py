"""Text is data: what a person, a PDF, the web or a model wrote is shown, never executed or followed.

Every Markdown string the page shows (chat, plan, guide, sources, versions, memories, documents) passes
through here. Gradio's Markdown sanitizer removes scripts but keeps `<img>` and `<form>` (a tracking image
planted in a step loaded in another person's page), so all raw HTML is shown as text; images are never
embedded; a link stays a link only when it is an http(s) URL the caller vouches for (the catalog's, or a
cited search result's), else only its text remains.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from knowledge.catalog import load_catalog
from knowledge.text import strip_invisible

_LINK = re.compile(r"(!?)\[([^\]\n]{0,300})\]\(\s*<?([^)\s>]{0,2000})>?(?:\s+\"[^\"]*\")?\s*\)")
_AUTOLINK = re.compile(r"<((?:https?|ftp|mailto|javascript|data):[^>\s]{0,2000})>", re.IGNORECASE)
_BARE_URL = re.compile(r"(?<![\(<\w/`])(?:https?://|www\.)[^\s<>()\[\]`]{1,2000}", re.IGNORECASE)
_REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*\S+.*$", re.MULTILINE)


@lru_cache(maxsize=1)
def catalog_urls() -> frozenset[str]:
    return frozenset(_norm(e["url"]) for e in load_catalog() if e.get("url"))


def _norm(url: str) -> str:
    return html.unescape(url).strip().rstrip("/").lower()


def allowed_link(url: str, extra: frozenset[str] | set[str] = frozenset()) -> bool:
    if not re.match(r"^https?://[^\s/]+", url or "", re.IGNORECASE):
        return False
    key = _norm(url)
    return key in catalog_urls() or key in {_norm(u) for u in extra}


def safe_markdown(text: str, links: frozenset[str] | set[str] = frozenset()) -> str:
    """Markdown whose HTML shows as text, with no images and only vouched-for http(s) links."""
    text = strip_invisible(text or "")
    kept: list[str] = []

    def keep_link(match: re.Match) -> str:
        bang, label, url = match.groups()
        label = _escape_html(label)
        if not bang and allowed_link(url, links):
            kept.append(f"[{label}]({url})")
            return f"\x00{len(kept) - 1}\x00"
        return label  # an image or an unvetted link: its words only

    text = _LINK.sub(keep_link, text)
    text = _AUTOLINK.sub(lambda m: m.group(1), text)
    text = _REF_DEF.sub("", text)
    text = _BARE_URL.sub(lambda m: m.group(0) if allowed_link(m.group(0), links) else f"`{m.group(0)}`", text)
    text = _escape_html(text)
    return re.sub(r"\x00(\d+)\x00", lambda m: kept[int(m.group(1))], text)


def _escape_html(text: str) -> str:
    """Every `<` shown as itself, so no tag can open (an entity such as `&lt;` is text once rendered). A lone
    `>` opens nothing and stays: it is Markdown's quote marker."""
    return text.replace("<", "&lt;")


def plain(text: str) -> str:
    """One line of someone's text inside our own Markdown: no HTML, links, emphasis or tables of its own."""
    text = strip_invisible(html.unescape(str(text or "")))
    text = re.sub(r"([\\`*_\[\]|#~!])", r"\\\1", text)
    # an address stays readable but is not turned into a link by the renderer's autolinker
    text = re.sub(r"(?i)\b(https?|ftp)://", r"\1&#58;//", text)
    text = re.sub(r"(?i)\bwww\.", "www&#46;", text)
    return _escape_html(text).replace("\n", " ")
