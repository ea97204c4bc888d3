"""Swap one step's tool for one of its alternatives, before or after the guide is written.

The step's recommendation becomes the alternative (checked against the catalog), the pick it replaces
becomes an alternative, that step of the guide is written again and the cost summary recomputed; the other
steps stay as they were. A rejected tool becomes a dislike memory only when the person says so.
"""

from __future__ import annotations

import re

from graph.brains.offline_writer import _step_lines, write_guide
from knowledge.catalog import catalog_by_id
from knowledge.text import resolve_particles


class SwapRefused(ValueError):
    """The step or the tool cannot be swapped (the message says why, in plain words)."""


def swapped_recommendations(recs: list[dict], step: int, tool_id: str, language: str) -> tuple[list[dict], dict]:
    """(the new list, the replaced recommendation); `step` is 1-based as the person sees it."""
    if not 1 <= step <= len(recs):
        raise SwapRefused(f"there is no step {step}")
    old = recs[step - 1]
    allowed = {a.get("tool_id") for a in old.get("alternatives") or []}
    entry = catalog_by_id().get(tool_id)
    if entry is None or tool_id not in allowed:
        raise SwapRefused(f"{tool_id!r} is not one of step {step}'s alternatives")
    alternatives = [a for a in old.get("alternatives") or [] if a.get("tool_id") != tool_id]
    if old.get("tool_id"):
        alternatives.insert(
            0,
            {
                "tool_id": old["tool_id"],
                "tool": old["tool"],
                "url": old.get("url"),
                "category": old.get("category"),
                "pricing_model": old.get("pricing_model"),
                "price_usd_month": old.get("price_usd_month"),
                "beaten_because": "swapped",
            },
        )
    reason = (
        f"{entry['name']}은(는) 직접 고르신 도구입니다."
        if language == "ko"
        else f"{entry['name']} is the tool you chose for this step."
    )
    new = {
        **old,
        "tool": entry["name"],
        "tool_id": entry["id"],
        "category": entry["category"],
        "url": entry["url"],
        "sources": [f"catalog:{entry['id']}"],
        "reason": reason,
        "pricing_model": entry["pricing_model"],
        "free_tier": entry["free_tier"],
        "price_usd_month": entry["price_usd_month"],
        "supports_korean": entry["supports_korean"],
        "last_verified": entry["last_verified"],
        "alternatives": alternatives[:3],
        "decided_by": "person",
    }
    out = list(recs)
    out[step - 1] = new
    return out, old


def rewrite_step(guide: str, step: int, rec: dict, language: str, request) -> str:
    """The guide with step `step`'s section written again; the whole guide again if the section is not found."""
    lines = guide.split("\n")
    start = next((i for i, line in enumerate(lines) if re.match(rf"^###\s+{step}\.\s", line)), None)
    if start is None:
        return write_guide(request)
    end = next((i for i in range(start + 1, len(lines)) if re.match(r"^#{2,3}\s", lines[i])), len(lines))
    section = _step_lines(step, rec, language)[1:]  # without the leading blank line
    if end < len(lines):
        section.append("")
    new_lines = lines[:start] + [resolve_particles(line) for line in section] + lines[end:]
    cost_at = next((i for i, line in enumerate(new_lines) if line.startswith("## ") and i > start + len(section)), None)
    fresh = write_guide(request).split("\n")
    # the cost summary changes with the tool: take it (and what follows) from a fresh rendering
    fresh_cost = next((i for i, line in enumerate(fresh) if line == new_lines[cost_at]), None) if cost_at else None
    if cost_at is not None and fresh_cost is not None:
        new_lines = new_lines[:cost_at] + fresh[fresh_cost:]
    return "\n".join(new_lines)
