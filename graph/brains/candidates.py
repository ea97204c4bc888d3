"""The candidates for one step and the person's preferences, gathered before the offline brain weighs them
(graph/brains/offline_recommender.py): every tool retrieve_docs returned for the step, the standard tools of its
kind, tools made for a platform the person named, named tools; remembered preferences overridden by the request;
tools of another kind that do a step no tool of its own kind says.
"""

from __future__ import annotations

import re
from functools import lru_cache

from graph.brains.base import RecommendRequest
from graph.brains.hard_limits import named_in
from graph.brains.pick_scores import (
    SAME_WORK,
    SIBLING_NEEDS_TAG,
    SIBLINGS,
    does_the_step,
    named_does,
    tools_the_step_names,
)
from graph.brains.purpose import (
    SPECIALIST_KINDS,
    made_for_another_setting,
    made_for_named_platform,
    off_specialism,
    purpose_keys,
    specialism_text,
)
from graph.plan_steps import derive_step
from knowledge.catalog import catalog_by_id, load_catalog
from memory_store.reflection import Preferences, extract_preferences, preferences_from
from tools.retrieve_docs import search_cards, tool_card

DEFAULT_MARGIN = 0.06  # a kind's widely used tools enter just below its best retrieved tool
UNRELATED_DEFAULT = 0.1  # ... and further below when they share no word with the step


def step_of(request: RecommendRequest, index: int) -> dict:
    if index < len(request.steps) and request.steps[index].get("text") == request.sub_tasks[index]:
        return request.steps[index]
    return derive_step(request.sub_tasks[index], request.language)


def catalog_card(tool_id: str, score: float, dense: float) -> dict:
    """A candidate that comes from the catalog rather than a search (a kind's standard tool, a named tool, a
    local tool, a tool the plan already uses), at the score it enters with."""
    hit = {"source": f"catalog:{tool_id}", "kind": "tool", "ref": tool_id, "score": score, "dense": dense}
    return tool_card({**hit, "meta": {}, "text": ""})


def candidates(request: RecommendRequest, index: int) -> list[dict]:
    """Every card retrieved so far for this step, best score per tool, plus named tools of its kind."""
    cards: dict[str, dict] = {}
    # the search for the kind's Korean-speaking tools adds the ones the other searches missed, after the kind's
    # defaults have taken their place: a default it finds further down stays where defaults stand
    korean: list[dict] = []
    for call_id, results in request.observations.items():
        found = re.search(rf"_t{index}(c|k|s\d)?$", call_id)
        if not found:
            continue
        if found.group(1) == "k":
            korean += results
            continue
        for card in results:
            key = card.get("tool_id") or card.get("source")
            if key not in cards or card["score"] > cards[key]["score"]:
                cards[key] = card
    if not cards and request.round > 1:
        # No search of ours answered this step (another brain ran the earlier rounds): look it up now.
        step = step_of(request, index)
        found = search_cards(step["text"], k=8)
        if step.get("category"):
            found += search_cards(step["query"], category=step["category"], k=8)
        for card in found:
            cards.setdefault(card.get("tool_id") or card["source"], card)
    step = step_of(request, index)
    category = step.get("category")
    in_kind = [c for c in cards.values() if c.get("category") == category]
    if category and in_kind:
        # The tools most people use for this kind of work are candidates even when the step's words missed them
        # (a members list in "Google Sheets" whatever the step calls it), just below the kind's best hit.
        base = max(c["score"] for c in in_kind) - DEFAULT_MARGIN
        dense = max(c.get("dense", c["score"]) for c in in_kind)
        said = purpose_keys(f"{step.get('text', '')} {step.get('query', '')}")
        for entry in defaults_of(category):
            if entry["id"] not in cards:
                # a broad kind holds unlike tools (notes, mail, chat, storage): one that shares no word with the
                # step enters lower, so Slack and Gmail do not outrank the notes apps retrieved for story notes
                far = not said & purpose_keys(
                    f"{entry['name']} {' '.join(entry.get('tags') or [])} {entry['description']}"
                )
                cards[entry["id"]] = catalog_card(
                    entry["id"], base - far * UNRELATED_DEFAULT, dense - far * UNRELATED_DEFAULT
                )
        # a kind whose work a general kind does as well (a writing step: ChatGPT and Claude write listing copy as
        # well as a copywriting tool) brings that kind's widely used tools too, level with the kind's best hit: the
        # writing kind has no default, and an assistant's words are about everything, so none of them sets it apart
        for kind in (k for step_kind, k in SAME_WORK if step_kind == category):
            for entry in defaults_of(kind):
                if entry["id"] not in cards or cards[entry["id"]]["score"] < base + DEFAULT_MARGIN:
                    cards.pop(entry["id"], None)  # retrieved further down: it enters level with the others
                    cards[entry["id"]] = catalog_card(entry["id"], base + DEFAULT_MARGIN, dense)
    if category and in_kind:
        # tools of this kind made for the platform the person named (vidIQ for a YouTube channel's keywords)
        for entry in load_catalog():
            if (
                entry["category"] == category
                and entry["id"] not in cards
                and made_for_named_platform(entry["id"], named_in(request))
            ):
                cards[entry["id"]] = catalog_card(entry["id"], base, dense)
    for card in korean:
        key = card.get("tool_id") or card.get("source")
        if key not in cards or card["score"] > cards[key]["score"]:
            cards[key] = card
    named_here = set(tools_the_step_names(step))  # "노션에 올리기": the step itself names its tool
    for tool_id in dict.fromkeys([*named_in(request), *named_here]):
        entry = catalog_by_id().get(tool_id)
        # a named tool of another kind whose tags say this step's kind of work (the booking system the person uses
        # takes the deposits) is a candidate too
        fits = entry and (
            entry["category"] == step.get("category")
            or _named_sibling(entry, step)
            or tool_id in named_here
            or named_does(tool_id, step)
        )
        if fits and tool_id not in cards:
            cards[tool_id] = catalog_card(tool_id, 0.5, 0.5)
    return list(cards.values())


def _named_sibling(entry: dict, step: dict) -> bool:
    """A named tool of the step's sibling kind that does that kind's work: the trainer's Notion for a records step
    of the spreadsheet kind ("운동일지 … 노션으로 관리"), as a notes database; not a word processor."""
    kind = step.get("category")
    if entry["category"] not in SIBLINGS.get(kind, set()):
        return False
    tag = SIBLING_NEEDS_TAG.get((kind, entry["category"]))
    return tag is None or tag in {t.lower() for t in entry.get("tags") or []}


@lru_cache(maxsize=64)
def defaults_of(category: str) -> tuple[dict, ...]:
    """The catalog's most widely used tools of one kind (adoption 3)."""
    return tuple(e for e in load_catalog() if e["category"] == category and int(e.get("adoption", 2)) >= 3)


def memories_of(request: RecommendRequest) -> list[dict]:
    """Memories from this run's read_memory result, else those the planner read."""
    for call_id, results in request.observations.items():
        if request.call_args.get(call_id, {}).get("name") == "read_memory":
            return results
    return request.memories


def prefs_of(request: RecommendRequest) -> Preferences:
    """Remembered preferences, overridden by what this request itself says (its reading, its words)."""
    stated = [vars(e) for e in extract_preferences(request.task, request.language) if not e.delete]
    stated_keys = {e["key"] for e in stated}
    remembered = [m for m in memories_of(request) if m.get("key") not in stated_keys]
    prefs = preferences_from(remembered + stated)
    constraints = (request.understanding or {}).get("constraints") or {}
    if constraints.get("free_only"):
        prefs.free_only = True
    elif constraints.get("low_cost"):
        prefs.low_cost = True
    if constraints.get("budget_usd_month") is not None:
        prefs.budget_usd_month = float(constraints["budget_usd_month"])
        if prefs.budget_usd_month > 0 and not constraints.get("free_only"):
            prefs.free_only = False  # a stated budget means paid tools within it are fine
    for platform in constraints.get("platforms") or []:
        if platform not in prefs.platforms:
            prefs.platforms.append(platform)
    return prefs


def cross_kind_claims(scored: list[tuple[float, dict]], step: dict) -> set[str]:
    """Tools of another kind that fit a step no tool of its own kind says by its tags: their tags say it, and their
    text reads closer than any of the kind's (a photo library for "gather the photos", where the mail client of the
    step's kind had won). A design tool's "social media" tag does not take a posting step from the social tools."""
    kinds = {step.get("category")} | SIBLINGS.get(step.get("category"), set())
    in_kind = [c for _, c in scored if c.get("category") in kinds]
    if not step.get("category") or any(does_the_step(c["tool_id"], step) for c in in_kind):
        return set()
    kind_dense = max((c.get("dense", c["score"]) for c in in_kind), default=0.0)
    return {
        c["tool_id"]
        for _, c in scored
        if c.get("kind") == "tool"
        and c.get("category") not in kinds
        and c.get("dense", c["score"]) > kind_dense
        and does_the_step(c["tool_id"], step)
    }


def claims_unfit(scored: list[tuple[float, dict]], step: dict, task: str) -> set[str]:
    """The candidates whose tags make no claim on the step: made for another setting (a school's homeroom app is
    made for parent notices, but not for those an academy sends; an English tutor for conversation practice, but
    not in Korean), or a specialist of the step's kind off its specialism (a novelist's timeline tool is made for
    timelines, but not a wedding's)."""
    kind = step.get("category")
    specialist = kind in SPECIALIST_KINDS
    text = specialism_text(kind, step, task)
    return {
        c.get("tool_id")
        for _, c in scored
        if made_for_another_setting(c.get("tool_id") or "", task)
        or (specialist and c.get("category") == kind and off_specialism(c.get("tool_id") or "", text))
    }
