"""retrieve_docs: hybrid search over the tool catalog and the PDF reports.

A person's uploaded PDFs are theirs alone: every search sees the catalog, the built-in PDFs and shared
uploads, plus the uploads of the user the run belongs to (from the graph config), never anyone else's.
"""

from __future__ import annotations

import json

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.config import get_config

from knowledge.catalog import catalog_by_id
from knowledge.service import visible_to
from knowledge.text import fenced, strip_invisible
from tools.context import knowledge_base, user_of

SNIPPET_CHARS = 300


def tool_card(hit: dict) -> dict:
    """A search hit with the catalog facts the recommender and the guide need."""
    card = {"source": hit["source"], "kind": hit["kind"], "score": hit["score"], "dense": hit["dense"]}
    if hit["kind"] == "tool":
        entry = catalog_by_id().get(hit["ref"], {})
        card.update(
            tool_id=hit["ref"],
            name=entry.get("name"),
            category=entry.get("category"),
            pricing_model=entry.get("pricing_model"),
            free_tier=entry.get("free_tier"),
            price_usd_month=entry.get("price_usd_month"),
            supports_korean=entry.get("supports_korean"),
            platforms=entry.get("platforms"),
            url=entry.get("url"),
            last_verified=entry.get("last_verified"),
            description=entry.get("description"),
            description_ko=entry.get("description_ko"),
        )
    else:
        card.update(file=hit["meta"].get("file"), page=hit["meta"].get("page"), text=hit["text"][:SNIPPET_CHARS])
    return card


def current_user() -> str | None:
    """The user of the graph run we are called from (nodes call search_cards directly), else None."""
    try:
        return user_of(get_config())
    except RuntimeError:  # not inside a run: only public documents
        return None


def search_cards(
    query: str,
    category: str | None = None,
    free_only: bool = False,
    korean: bool = False,
    k: int = 5,
    user_id: str | None = None,
) -> list[dict]:
    """Search as `user_id` (default: the user of the current graph run): public docs + their uploads."""
    filters: dict = {"owner": visible_to(user_id or current_user())}
    if category:
        filters["category"] = category
    if free_only:
        filters["has_free_tier"] = True
    if korean:
        filters["supports_korean"] = True
    hits = knowledge_base().search(query, k=max(1, min(int(k), 20)), filters=filters)
    return [tool_card(h.as_dict()) for h in hits]


@tool(response_format="content_and_artifact")
def retrieve_docs(
    query: str,
    category: str | None = None,
    free_only: bool = False,
    korean: bool = False,
    k: int = 5,
    config: RunnableConfig = None,
) -> tuple[str, list[dict]]:
    """Search the knowledge base (AI tool catalog and PDF reports) for tools that fit a sub-task.

    Args:
        query: what the tool must do, e.g. "AI voice-over in Korean for short videos".
        category: optional catalog category to restrict to, e.g. "video-editing" or "text-to-speech".
        free_only: only tools with a free plan or free tier.
        korean: only tools that support Korean.
        k: how many results (1-20).
    """
    cards = search_cards(query, category=category, free_only=free_only, korean=korean, k=k, user_id=user_of(config))
    if not cards:
        return "No matching documents.", []
    lines = []
    for c in cards:
        if c["kind"] == "tool":
            lines.append(
                json.dumps(
                    {
                        k: c[k]
                        for k in (
                            "tool_id",
                            "name",
                            "category",
                            "pricing_model",
                            "free_tier",
                            "price_usd_month",
                            "supports_korean",
                            "url",
                            "source",
                            "score",
                        )
                    },
                    ensure_ascii=False,
                )
            )
        else:
            # PDF text is untrusted data: fenced so that instructions inside it read as quoted content.
            source = json.dumps(strip_invisible(c["source"]).replace("<", "‹").replace(">", "›"), ensure_ascii=False)
            lines.append(fenced("document", c["text"], f"source={source}"))
    return "\n".join(lines), cards
