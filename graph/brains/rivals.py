"""Whether a step's kind holds a tool made for what the step says.

A home-market service gets a large lift in the kinds where people in Korea use their own platforms (bookings,
shops, messaging): for "다수가 가능한 날짜를 투표로 정하기" a restaurant- and salon-booking service had beaten a group
date poll (Doodle, tagged for the poll the step asks) on that lift alone. When a tool of the kind is made for the
step's purpose and the home-market one is not, the home-market lift is the small one (graph/brains/pick_scores.py).
"""

from __future__ import annotations

from functools import lru_cache

from graph.brains.purpose import step_keys, tags_wanted
from knowledge.catalog import catalog_by_id


@lru_cache(maxsize=4096)
def _made_for(category: str, keys: frozenset[str]) -> frozenset[str]:
    return frozenset(
        tool_id
        for tool_id, entry in catalog_by_id().items()
        if entry.get("category") == category and tags_wanted(tool_id, keys)
    )


def made_for_it_elsewhere(tool_id: str, category: str, step_text: str, step_query: str = "") -> bool:
    """Whether a tool of `category` other than `tool_id` has a tag the step says in full, and `tool_id` has none."""
    made = _made_for(category, step_keys(step_text, step_query))
    return bool(made) and tool_id not in made
