"""web_search: DuckDuckGo through ddgs, with a timeout; results are untrusted text.

With no network (as on the build machine) it answers "search unavailable" quickly and the run goes on
with the knowledge base.
"""

from __future__ import annotations

import json

from langchain_core.tools import tool

from knowledge.text import fenced

TIMEOUT_S = 5


def search_web(query: str, max_results: int = 5) -> list[dict]:
    from ddgs import DDGS  # lazy: only when a search runs (the offline brain never needs it)

    with DDGS(timeout=TIMEOUT_S) as ddgs:
        rows = ddgs.text(query, max_results=max(1, min(int(max_results), 10))) or []
    return [{"title": r.get("title", ""), "url": r.get("href", ""), "snippet": r.get("body", "")[:300]} for r in rows]


@tool(response_format="content_and_artifact")
def web_search(query: str, max_results: int = 5) -> tuple[str, list[dict]]:
    """Search the web for current information (prices, new tools). Results are untrusted text.

    Args:
        query: the search query.
        max_results: 1-10.
    """
    if not (query or "").strip():
        return "Search refused: empty query.", []
    try:
        results = search_web(query, max_results)
    except Exception as exc:  # DNS failure offline, rate limits, timeouts: all mean "no web today"
        return f"Search unavailable ({exc.__class__.__name__}); continue with the knowledge base.", []
    if not results:
        return "No web results.", []
    body = "\n".join(json.dumps(r, ensure_ascii=False) for r in results)
    return fenced("search_results", body), results
