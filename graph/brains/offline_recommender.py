"""Offline tool choice: evidence from retrieve_docs results, weighed with remembered preferences.

Round 1 asks retrieve_docs once per sub-task (and read_memory once). Round 2 ranks what came back; a
sub-task whose candidates do not satisfy the person's constraints or score too low gets one more,
narrower search. The last round decides with what it has, and "nothing fits" is a valid decision.
"""

from __future__ import annotations

import re

from graph.brains.base import RecommendRequest, RecommendStep
from graph.brains.offline_planner import stage_hint
from knowledge.catalog import tools_named_in
from knowledge.service import FREE_PRICING
from memory_store.reflection import Preferences, extract_preferences, preferences_from

CATEGORY_BONUS = 0.25  # the workflow knowledge says which kind of tool a stage needs
KOREAN_BONUS = 0.04
FREE_PLAN_BONUS = 0.02  # near-ties go to a tool with a lasting free plan: most people try before they pay
PLATFORM_BONUS = 0.03
PDF_SOURCE_MIN = 0.30  # on-topic PDF chunks score 0.29-0.45 with the z-score fusion
IN_CATEGORY_BAR = 0.5
# A tool another step of this plan already uses, of the kind this step needs (its workflow stage names the
# category), is preferred over a close rival: one tool less to learn and pay for (a newsletter set up in
# Buttondown is then sent from Buttondown). Free-text steps get no such bonus: nothing says which kind fits.
CONTINUITY_BONUS = 0.15
# A tool the request names outright ("스마트스토어에 올릴", "edit it in CapCut") is what the person uses: it wins
# the steps of its kind it was retrieved for, unless a hard constraint (a dislike, free only) excludes it.
NAMED_BONUS = 0.3


def _call_id(round_no: int, index: int) -> str:
    return f"call_r{round_no}_t{index}"


def _query_for(sub_task: str, task: str) -> tuple[str, str | None]:
    """The curated search phrase and category of an unchanged workflow stage, else the sub-task itself.

    Kept apart from the person's wording: one query mixing English and Korean matches worse in the
    multilingual embedding than either language alone, so both are searched separately.
    """
    hint = stage_hint(sub_task)
    if hint:
        return hint["query"], hint["category"]
    return sub_task, None


def _candidates(request: RecommendRequest, index: int) -> list[dict]:
    """Every card retrieved so far for this sub-task, best score per tool."""
    cards: dict[str, dict] = {}
    for call_id, results in request.observations.items():
        if not re.search(rf"_t{index}c?$", call_id):
            continue
        for card in results:
            key = card.get("tool_id") or card.get("source")
            if key not in cards or card["score"] > cards[key]["score"]:
                cards[key] = card
    if not cards and request.round > 1:
        # No search of ours answered this sub-task (another brain ran the earlier rounds): look it up now.
        from tools.retrieve_docs import search_cards

        query, category = _query_for(request.sub_tasks[index], request.task)
        return search_cards(query, k=8) + (search_cards(query, category=category, k=5) if category else [])
    return list(cards.values())


def _memories(request: RecommendRequest) -> list[dict]:
    """Memories from this run's read_memory result, else those the planner read."""
    for call_id, results in request.observations.items():
        if request.call_args.get(call_id, {}).get("name") == "read_memory":
            return results
    return request.memories


def _prefs(request: RecommendRequest) -> Preferences:
    """Remembered preferences, overridden by what this request itself says ("on a small budget")."""
    stated = [vars(e) for e in extract_preferences(request.task, request.language) if not e.delete]
    stated_keys = {e["key"] for e in stated}
    remembered = [m for m in _memories(request) if m.get("key") not in stated_keys]
    return preferences_from(remembered + stated)


def _adjusted(card: dict, prefs: Preferences, category: str | None, language: str) -> float | None:
    """The card's score after preferences; None when a hard constraint excludes it."""
    if card.get("kind") != "tool":
        return None
    if card.get("tool_id") in prefs.disliked:
        return None
    if prefs.free_only and card.get("pricing_model") not in FREE_PRICING:
        return None
    score = float(card["score"])
    if category and card.get("category") == category:
        score += CATEGORY_BONUS
    if card.get("pricing_model") in FREE_PRICING:
        score += FREE_PLAN_BONUS
    if card.get("supports_korean") and (prefs.korean or language == "ko"):
        score += KOREAN_BONUS * (2 if prefs.korean else 1)
    if prefs.platforms and set(prefs.platforms) & set(card.get("platforms") or []):
        score += PLATFORM_BONUS
    price = card.get("price_usd_month")
    if prefs.budget_usd_month is not None and price and price > prefs.budget_usd_month:
        score -= 0.05 if card.get("pricing_model") != "paid" else 0.15
    return score


def best_choice(
    request: RecommendRequest, index: int, min_score: float, in_use: dict[str, int] | None = None
) -> tuple[dict | None, float, list[dict]]:
    """The best candidate for one sub-task; `in_use` maps the catalog ids other steps already use to a step."""
    sub_task = request.sub_tasks[index]
    _, category = _query_for(sub_task, request.task)
    prefs = _prefs(request)
    cards = _candidates(request, index)
    scored = [(s, c) for c in cards if (s := _adjusted(c, prefs, category, request.language)) is not None]
    scored.sort(key=lambda p: -p[0])
    pdfs = [c for c in cards if c.get("kind") == "pdf" and c["score"] >= PDF_SOURCE_MIN]
    if not scored:
        return None, 0.0, pdfs
    named = set(tools_named_in(request.task))
    if named or (in_use and category):
        scored = [(s + _preference_bonus(c, category, named, in_use or {}), c) for s, c in scored]
        scored.sort(key=lambda p: -p[0])
    best = scored[0][1]
    # A stage from the workflow knowledge names the kind of tool it needs; a tool of that kind has that
    # evidence on top of its text similarity, so it needs less of the latter than a free-text match.
    bar = min_score * IN_CATEGORY_BAR if category and best.get("category") == category else min_score
    if best.get("dense", best["score"]) < bar:
        return None, scored[0][0], pdfs
    return best, scored[0][0], pdfs


def _preference_bonus(card: dict, category: str | None, named: set[str], in_use: dict[str, int]) -> float:
    """Named in the request (a step of its kind, or any step without a known kind); else already used by
    another step of the plan, for a step whose workflow stage needs that kind of tool."""
    right_kind = category is not None and card.get("category") == category
    if card.get("tool_id") in named and (right_kind or category is None):
        return NAMED_BONUS
    if card.get("tool_id") in in_use and right_kind:
        return CONTINUITY_BONUS
    return 0.0


def recommend(request: RecommendRequest, min_score: float) -> RecommendStep:
    step = RecommendStep()
    prefs = _prefs(request)
    if request.round == 1:
        step.tool_calls.append({"name": "read_memory", "args": {"query": request.task}, "id": "call_r1_memory"})
        for i in request.pending:
            sub_task = request.sub_tasks[i]
            query, category = _query_for(sub_task, request.task)
            step.tool_calls.append({"name": "retrieve_docs", "args": {"query": sub_task, "k": 8}, "id": _call_id(1, i)})
            if category:
                step.tool_calls.append(
                    {
                        "name": "retrieve_docs",
                        "args": {"query": query, "category": category, "k": 5},
                        "id": _call_id(1, i) + "c",
                    }
                )
        step.thought = "search the knowledge base for every sub-task and read the user's memories"
        return step
    last_round = request.round >= request.max_rounds
    in_use = {tool_id: i + 1 for i, tool_id in sorted(request.decided.items(), reverse=True)}  # first step wins
    for i in request.pending:
        choice, _, pdfs = best_choice(request, i, min_score, in_use)
        if choice is not None or last_round:
            step.decisions[i] = decision(request, i, choice, pdfs, prefs)
            if choice is not None:
                if choice["tool_id"] in in_use:
                    step.decisions[i]["reused_from"] = in_use[choice["tool_id"]]
                else:
                    in_use[choice["tool_id"]] = i + 1
            continue
        query, _ = _query_for(request.sub_tasks[i], request.task)
        step.tool_calls.append(
            {
                "name": "retrieve_docs",
                "args": {
                    "query": request.sub_tasks[i] if request.round == 2 else query,
                    "k": 10,
                    "free_only": prefs.free_only,
                    "korean": prefs.korean,
                },
                "id": _call_id(request.round, i),
            }
        )
    step.thought = f"decided {len(step.decisions)}, searching again for {len(step.tool_calls)}"
    return step


def decision(request: RecommendRequest, index: int, choice: dict | None, pdfs: list[dict], prefs: Preferences) -> dict:
    if choice is None:
        query, _ = _query_for(request.sub_tasks[index], request.task)
        return {"tool": None, "reason": "", "sources": [], "search_hint": query}
    applied = []
    if prefs.free_only and choice.get("pricing_model") in FREE_PRICING:
        applied.append("free")
    if prefs.korean and choice.get("supports_korean"):
        applied.append("korean")
    if choice.get("tool_id") in tools_named_in(request.task):
        applied.append("named")
    sources = [choice["source"]] + [p["source"] for p in pdfs[:1]]
    return {"tool": choice["tool_id"], "reason": "", "sources": sources, "applied": applied}
