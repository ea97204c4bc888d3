"""Offline tool choice: evidence from retrieve_docs results, weighed with the step, the person and the budget.

Round 1 asks retrieve_docs twice per step (its own words, and its record's search phrase within the kind of
tool it needs) and read_memory once. Round 2 ranks what came back; a step whose candidates do not satisfy the
constraints gets one more, narrower search. The last round decides with what it has, and "nothing fits" is
a valid decision. What decides, in order:
- hard limits (graph/brains/hard_limits.py): a disliked tool, free only, no coding, the person's device, an
  English-only tool for Korean text, a Korea-only service for a request from elsewhere: not a candidate at all;
- fit: the retrieval score, plus the kind of tool the step needs, plus how widely the tool is used for that
  kind of work (an expert reaches for the established tool first);
- the person: Korean support for a Korean step that produces text, a named tool for the steps of its kind,
  a tool the plan already uses for a step of the same kind; a tool reused for a step of another kind loses;
- the budget: the plan's starting cost (tools with no free plan) must fit it; over budget, the dearest such
  pick gives way to its best free alternative.
Every decision keeps its runners-up as alternatives, each with the reason the pick beat it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.rules import FREE_PRICING
from graph.brains.base import RecommendRequest, RecommendStep
from graph.brains.hard_limits import (
    PRIVATE_CONTENT,
    excluded,
    named_in,
    runs_locally,
)
from graph.brains.pick_scores import (
    SIBLINGS,
    does_the_step,
    fit_score,
    frugal_first,
    in_use_does,
    kept_for_purpose,
    named_does,
    preference_bonus,
    purpose_first,
)
from graph.brains.purpose import (
    does_kind,
    made_for_another_setting,
    made_for_named_platform,
    off_specialism,
    platform_purpose_hits,
    purpose_keys,
)
from graph.plan_steps import derive_step
from knowledge.catalog import catalog_by_id, load_catalog, tools_named_in
from memory_store.reflection import Preferences, extract_preferences, preferences_from
from tools.retrieve_docs import search_cards, tool_card

PDF_SOURCE_MIN = 0.30
IN_CATEGORY_BAR = 0.5
CROSS_KIND_MIN = 0.45  # a tool of another kind than the step needs must match the step's words this well
DEFAULT_MARGIN = 0.06  # a kind's widely used tools enter just below its best retrieved tool
UNRELATED_DEFAULT = 0.1  # ... and further below when they share no word with the step
ALTERNATIVES = 2
# A step that needs one kind of tool is also served by its general sibling: a writing step by a chat assistant.


def _call_id(round_no: int, index: int) -> str:
    return f"call_r{round_no}_t{index}"


def _step(request: RecommendRequest, index: int) -> dict:
    if index < len(request.steps) and request.steps[index].get("text") == request.sub_tasks[index]:
        return request.steps[index]
    return derive_step(request.sub_tasks[index], request.language)


def _catalog_card(tool_id: str, score: float, dense: float) -> dict:
    """A candidate that comes from the catalog rather than a search (a kind's standard tool, a named tool, a
    local tool, a tool the plan already uses), at the score it enters with."""
    hit = {"source": f"catalog:{tool_id}", "kind": "tool", "ref": tool_id, "score": score, "dense": dense}
    return tool_card({**hit, "meta": {}, "text": ""})


def _candidates(request: RecommendRequest, index: int) -> list[dict]:
    """Every card retrieved so far for this step, best score per tool, plus named tools of its kind."""
    cards: dict[str, dict] = {}
    for call_id, results in request.observations.items():
        if not re.search(rf"_t{index}(?:c|s\d)?$", call_id):
            continue
        for card in results:
            key = card.get("tool_id") or card.get("source")
            if key not in cards or card["score"] > cards[key]["score"]:
                cards[key] = card
    if not cards and request.round > 1:
        # No search of ours answered this step (another brain ran the earlier rounds): look it up now.
        step = _step(request, index)
        found = search_cards(step["text"], k=8)
        if step.get("category"):
            found += search_cards(step["query"], category=step["category"], k=8)
        for card in found:
            cards.setdefault(card.get("tool_id") or card["source"], card)
    step = _step(request, index)
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
                cards[entry["id"]] = _catalog_card(
                    entry["id"], base - far * UNRELATED_DEFAULT, dense - far * UNRELATED_DEFAULT
                )
    if category and in_kind:
        # tools of this kind made for the platform the person named (vidIQ for a YouTube channel's keywords)
        for entry in load_catalog():
            if (
                entry["category"] == category
                and entry["id"] not in cards
                and made_for_named_platform(entry["id"], named_in(request))
            ):
                cards[entry["id"]] = _catalog_card(entry["id"], base, dense)
    named_here = set(tools_named_in(step.get("text", "")))  # "노션에 올리기": the step itself names its tool
    for tool_id in dict.fromkeys([*named_in(request), *named_here]):
        entry = catalog_by_id().get(tool_id)
        fits = entry and (entry["category"] == step.get("category") or tool_id in named_here)
        if fits and tool_id not in cards:
            cards[tool_id] = _catalog_card(tool_id, 0.5, 0.5)
    return list(cards.values())


@lru_cache(maxsize=64)
def defaults_of(category: str) -> tuple[dict, ...]:
    """The catalog's most widely used tools of one kind (adoption 3)."""
    return tuple(e for e in load_catalog() if e["category"] == category and int(e.get("adoption", 2)) >= 3)


def _memories(request: RecommendRequest) -> list[dict]:
    """Memories from this run's read_memory result, else those the planner read."""
    for call_id, results in request.observations.items():
        if request.call_args.get(call_id, {}).get("name") == "read_memory":
            return results
    return request.memories


def _prefs(request: RecommendRequest) -> Preferences:
    """Remembered preferences, overridden by what this request itself says (its reading, its words)."""
    stated = [vars(e) for e in extract_preferences(request.task, request.language) if not e.delete]
    stated_keys = {e["key"] for e in stated}
    remembered = [m for m in _memories(request) if m.get("key") not in stated_keys]
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


def ranked_candidates(
    request: RecommendRequest, index: int, in_use: dict[str, int] | None = None
) -> tuple[list[tuple[float, dict]], list[dict]]:
    """(score, card) best first for one step, and the PDF chunks worth citing for it."""
    step = _step(request, index)
    prefs = _prefs(request)
    cards = _candidates(request, index)
    known = {c.get("tool_id") for c in cards}
    constraints = (request.understanding or {}).get("constraints") or {}
    if constraints.get("local_only") and step.get("category") in PRIVATE_CONTENT:
        # the tools of this kind that run on the person's machine are candidates even when the words missed them
        for entry in load_catalog():
            if entry["category"] == step["category"] and runs_locally(entry) and entry["id"] not in known:
                cards.append(_catalog_card(entry["id"], 0.3, 0.3))
    for tool_id in in_use or {}:
        # a tool the plan already uses that also does this kind of work is a candidate for it
        if tool_id not in known and in_use_does(tool_id, step):
            cards.append(_catalog_card(tool_id, 0.3, 0.3))
    named = set(named_in(request))
    for tool_id in sorted(named):
        # a tool the person named that does this kind of work is a candidate even when the words missed it
        if tool_id not in known and named_does(tool_id, step):
            cards.append(_catalog_card(tool_id, 0.3, 0.3))
    pdfs = [c for c in cards if c.get("kind") == "pdf" and c["score"] >= PDF_SOURCE_MIN]
    scored = []
    for card in cards:
        if excluded(card, prefs, request, step):
            continue
        score = fit_score(card, prefs, step, request) + preference_bonus(card, step, named, in_use or {})
        scored.append((score, card))
    # a step of a plan for a named platform is about that platform without saying so: vidIQ's purpose is "youtube
    # keyword research", which "Research topics and search keywords" of a YouTube plan is
    platform = {c.get("tool_id"): platform_purpose_hits(c.get("tool_id") or "", step, named) for _, c in scored}
    # a school's homeroom app is made for parent notices, but not for those an academy sends; an English tutor
    # is made for conversation practice, but not in Korean
    unfit = {c.get("tool_id") for _, c in scored if made_for_another_setting(c.get("tool_id") or "", request.task)}
    scored = purpose_first(scored, step, kept_for_purpose(named, in_use or {}), platform, unfit)
    scored = frugal_first(scored, step, prefs, request.language)
    scored.sort(key=lambda p: -p[0])
    return scored, pdfs


def best_choice(
    request: RecommendRequest, index: int, min_score: float, in_use: dict[str, int] | None = None
) -> tuple[dict | None, float, list[dict]]:
    """The best candidate for one step; `in_use` maps the catalog ids other steps already use to a step."""
    scored, pdfs = ranked_candidates(request, index, in_use)
    if not scored:
        return None, 0.0, pdfs
    category = _step(request, index).get("category")
    step = _step(request, index)
    step_text = step.get("text", "")
    named = set(named_in(request)) | set(tools_named_in(step_text))
    kinds = {category} | SIBLINGS.get(category, set()) if category else set()
    # the standard tools of the step's kind need no word evidence (the step's record says its kind); those of its
    # sibling kind only when nothing of its own kind fits (a chat assistant for a Korean proofreading step whose
    # writing tools are all English-only)
    own = {e["id"] for e in defaults_of(category or "")}
    sibling = {e["id"] for kind in kinds - {category} for e in defaults_of(kind)}

    # When no tool of the step's kind says the step by its tags, one of another kind whose tags do, and whose text
    # reads closer than any of the kind's, fits (a mail client had gathered a hiking trip's photos over a photo
    # library). A design tool's "social media" tag does not take a posting step from the social-media tools.
    in_kind = [c for _, c in scored if c.get("category") in kinds]
    kind_does = not kinds or any(does_the_step(c["tool_id"], step) for c in in_kind)
    kind_dense = max((c.get("dense", c["score"]) for c in in_kind), default=0.0)

    def fits(card: dict) -> bool:
        """A named tool always; a tool of the kind the step needs (or a sibling kind) with some evidence from
        the step's words, since the step's record already says what kind it needs; a tool of another kind
        only when the step's words match it well (a video generator whose blurb says "social" is no
        caption writer); without a kind, the plain similarity bar."""
        if card.get("tool_id") in named or (
            card.get("tool_id") in (in_use or {}) and does_kind(card["tool_id"], category)
        ):
            return True
        dense = card.get("dense", card["score"])
        if category in ("writing", "llm-assistant") and off_specialism(card["tool_id"], step_text):
            return False  # a checker or a fiction tool does not write an invitation, whatever its score
        if card.get("tool_id") in own:
            return True
        if kinds and card.get("category") in kinds:
            return dense >= min_score * IN_CATEGORY_BAR
        if not kind_does and dense > kind_dense and does_the_step(card["tool_id"], step):
            return True
        return dense >= (max(min_score, CROSS_KIND_MIN) if kinds else min_score)

    # A tool the person named, of the step's kind or its sibling kind, is what they use: it takes the step even
    # when another tool's blurb reads closer (a reading list "kept in Notion" stays in Notion, not Airtable).
    for score, card in scored:
        if card.get("tool_id") in named and card.get("category") in kinds and fits(card):
            return card, score, pdfs
    # Otherwise the best-ranked candidate that fits; when none does (every tool of the kind was ruled out by the
    # budget, free only, ...), the step says why it has none instead of guessing.
    for score, card in scored:
        if fits(card):
            return card, score, pdfs
    for score, card in scored:
        if card.get("tool_id") in sibling:
            return card, score, pdfs
    return None, scored[0][0], pdfs


def ruled_out(request: RecommendRequest, index: int) -> list[tuple[dict, str]]:
    """Tools of the step's kind that a constraint excluded, with the reason, best retrieval score first."""
    step = _step(request, index)
    prefs = _prefs(request)
    out = []
    for card in sorted(_candidates(request, index), key=lambda c: -c["score"]):
        why = excluded(card, prefs, request, step)
        if why and why != "not a tool" and card.get("category") == step.get("category"):
            out.append((card, why))
    return out


def recommend(request: RecommendRequest, min_score: float) -> RecommendStep:
    step = RecommendStep()
    prefs = _prefs(request)
    if request.round == 1:
        step.tool_calls.append({"name": "read_memory", "args": {"query": request.task}, "id": "call_r1_memory"})
        for i in request.pending:
            record = _step(request, i)
            step.tool_calls.append(
                {"name": "retrieve_docs", "args": {"query": record["text"], "k": 8}, "id": _call_id(1, i)}
            )
            if record.get("category"):
                step.tool_calls.append(
                    {
                        "name": "retrieve_docs",
                        "args": {"query": record["query"], "category": record["category"], "k": 8},
                        "id": _call_id(1, i) + "c",
                    }
                )
                for n, sibling in enumerate(sorted(SIBLINGS.get(record["category"], ()))):
                    step.tool_calls.append(
                        {
                            "name": "retrieve_docs",
                            "args": {"query": record["query"], "category": sibling, "k": 4},
                            "id": _call_id(1, i) + f"s{n}",
                        }
                    )
        step.thought = "search the knowledge base for every step and read the user's memories"
        return step
    last_round = request.round >= request.max_rounds
    in_use = {tool_id: i + 1 for i, tool_id in sorted(request.decided.items(), reverse=True)}  # first step wins
    for i in request.pending:
        choice, _, pdfs = best_choice(request, i, min_score, in_use)
        if choice is not None or last_round:
            step.decisions[i] = decision(request, i, choice, pdfs, prefs, in_use)
            if choice is not None:
                if choice["tool_id"] in in_use:
                    step.decisions[i]["reused_from"] = in_use[choice["tool_id"]]
                else:
                    in_use[choice["tool_id"]] = i + 1
            continue
        record = _step(request, i)
        step.tool_calls.append(
            {
                "name": "retrieve_docs",
                "args": {
                    "query": record["text"] if request.round == 2 else record["query"],
                    "k": 10,
                    "free_only": prefs.free_only,
                    "korean": prefs.korean,
                },
                "id": _call_id(request.round, i),
            }
        )
    if step.decisions:
        fit_budget(request, step.decisions, prefs, in_use)
    step.thought = f"decided {len(step.decisions)}, searching again for {len(step.tool_calls)}"
    return step


def _starting_price(entry: dict) -> float:
    """What a person pays a month to start: nothing on a lasting free plan (LinkedIn is not dearer than Meta
    Business Suite for posting because its premium plan costs money)."""
    return 0.0 if entry["pricing_model"] in FREE_PRICING else float(entry.get("price_usd_month") or 0)


def _clearly_cheaper(price: float, other: float) -> bool:
    """A gap a person would call cheaper: at least $2 a month and a tenth of the price ($19.99 is not cheaper than
    $20, and "it costs less" had said so)."""
    return other - price >= max(2.0, 0.1 * other)


def _why_over(pick: dict, other: dict, named: set[str], in_use: dict[str, int], language: str) -> str:
    """One line on why the pick won over this alternative (keys of offline_phrases 'beat_*')."""
    p, o = catalog_by_id()[pick["tool_id"]], catalog_by_id()[other["tool_id"]]
    if pick["tool_id"] in named:
        return "named"
    if p["pricing_model"] in FREE_PRICING and o["pricing_model"] not in FREE_PRICING:
        return "free"
    if language == "ko" and p["supports_korean"] and not o["supports_korean"]:
        return "korean"
    if pick["tool_id"] in in_use:
        return "in_plan"
    if _clearly_cheaper(_starting_price(p), _starting_price(o)):
        return "cheaper"
    if int(p.get("adoption", 2)) > int(o.get("adoption", 2)):
        return "established"
    return "fit"


def decision(
    request: RecommendRequest,
    index: int,
    choice: dict | None,
    pdfs: list[dict],
    prefs: Preferences,
    in_use: dict[str, int] | None = None,
) -> dict:
    if choice is None:
        blocked = ruled_out(request, index)
        return {
            "tool": None,
            "reason": "",
            "sources": [],
            "search_hint": _step(request, index)["query"],
            "ruled_out": [{"tool": c["name"], "why": why} for c, why in blocked[:2]],
        }
    applied = []
    if prefs.free_only and choice.get("pricing_model") in FREE_PRICING:
        applied.append("free")
    if prefs.korean and choice.get("supports_korean"):
        applied.append("korean")
    named = set(named_in(request))
    if choice.get("tool_id") in named:
        applied.append("named")
    scored, _ = ranked_candidates(request, index, in_use)
    category = _step(request, index).get("category")
    kinds = {category, choice.get("category")} | SIBLINGS.get(category, set())
    others = [
        c
        for _, c in scored
        if c["tool_id"] != choice["tool_id"] and (c.get("category") in kinds or c.get("dense", 0) >= CROSS_KIND_MIN)
    ][:ALTERNATIVES]
    alternatives = [
        {
            "tool_id": c["tool_id"],
            "tool": c["name"],
            "url": c.get("url"),
            "pricing_model": c.get("pricing_model"),
            "beaten_because": _why_over(choice, c, named, in_use or {}, request.language),
        }
        for c in others
    ]
    sources = [choice["source"]] + [p["source"] for p in pdfs[:1]]
    return {
        "tool": choice["tool_id"],
        "reason": "",
        "sources": sources,
        "applied": applied,
        "alternatives": alternatives,
    }


def fit_budget(request: RecommendRequest, decisions: dict[int, dict], prefs: Preferences, in_use: dict) -> None:
    """Over the stated budget, picks with no free plan give way, dearest first, to the best candidate of the same
    kind that has one; a named tool goes last. What still does not fit is said by the cost summary."""
    if prefs.budget_usd_month is None:
        return
    named = set(named_in(request))

    def starting() -> float:
        tools = set(request.decided.values()) | {d["tool"] for d in decisions.values() if d["tool"]}
        return sum(
            float(catalog_by_id()[t].get("price_usd_month") or 0)
            for t in tools
            if catalog_by_id()[t]["pricing_model"] not in FREE_PRICING
        )

    paid_steps = sorted(
        (
            i
            for i, d in decisions.items()
            if d["tool"] and catalog_by_id()[d["tool"]]["pricing_model"] not in FREE_PRICING
        ),
        key=lambda i: (
            decisions[i]["tool"] in named,
            -float(catalog_by_id()[decisions[i]["tool"]].get("price_usd_month") or 0),
        ),
    )
    for i in paid_steps:
        if starting() <= prefs.budget_usd_month:
            return
        d = decisions[i]
        kind = catalog_by_id()[d["tool"]]["category"]
        scored, _ = ranked_candidates(request, i, in_use)
        free = [c for _, c in scored if c.get("category") == kind and c.get("pricing_model") in FREE_PRICING]
        if not free:
            continue
        old, new = d["tool"], free[0]
        d["tool"] = new["tool_id"]
        d["sources"] = [f"catalog:{new['tool_id']}"]
        d["alternatives"] = [a for a in d.get("alternatives") or [] if a["tool_id"] != new["tool_id"]][:1] + [
            {"tool_id": old, "tool": catalog_by_id()[old]["name"], "beaten_because": "over_budget"}
        ]
        d.setdefault("applied", []).append("budget")
