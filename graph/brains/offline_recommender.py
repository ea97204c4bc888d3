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

from functools import lru_cache

from core.rules import FREE_PRICING
from graph.brains.base import RecommendRequest, RecommendStep
from graph.brains.candidates import (
    candidates,
    catalog_card,
    claims_unfit,
    cross_kind_claims,
    defaults_of,
    prefs_of,
    step_of,
)
from graph.brains.hard_limits import (
    BY_TEXT,
    PRIVATE_CONTENT,
    excluded,
    named_in,
    runs_locally,
    sends_texts,
)
from graph.brains.pick_scores import (
    LOCAL_MARKET_CATEGORIES,
    PLATFORM_BOUND,
    PURPOSE_MISS,
    SIBLINGS,
    fit_score,
    frugal_first,
    in_use_does,
    kept_for_purpose,
    named_does,
    preference_bonus,
    purpose_first,
    serves,
    tools_the_step_names,
)
from graph.brains.purpose import (
    WHERE_IT_GOES,
    does_kind,
    made_for_another_platform,
    made_for_other_work,
    off_specialism,
    platform_purpose_hits,
    purpose_hits,
    purpose_tags,
    step_keys,
    tags_wanted,
)
from knowledge.catalog import catalog_by_id, load_catalog
from memory_store.reflection import Preferences

PDF_SOURCE_MIN = 0.30
IN_CATEGORY_BAR = 0.5
CROSS_KIND_MIN = 0.45  # a tool of another kind than the step needs must match the step's words this well
ALTERNATIVES = 2
# A step that needs one kind of tool is also served by its general sibling: a writing step by a chat assistant.


def _call_id(round_no: int, index: int) -> str:
    return f"call_r{round_no}_t{index}"


@lru_cache(maxsize=64)
def _of_kind(category: str | None) -> tuple[dict, ...]:
    return tuple(e for e in load_catalog() if e["category"] == category) if category else ()


def ranked_candidates(
    request: RecommendRequest, index: int, in_use: dict[str, int] | None = None
) -> tuple[list[tuple[float, dict]], list[dict]]:
    """(score, card) best first for one step, and the PDF chunks worth citing for it."""
    step = step_of(request, index)
    prefs = prefs_of(request)
    cards = candidates(request, index)
    known = {c.get("tool_id") for c in cards}
    constraints = (request.understanding or {}).get("constraints") or {}
    if constraints.get("local_only") and step.get("category") in PRIVATE_CONTENT:
        # the tools of this kind that run on the person's machine are candidates even when the words missed them;
        # a local assistant writes too ("write the findings chapter" with the data kept on the laptop)
        kinds = {step["category"]} | SIBLINGS.get(step["category"], set())
        for entry in load_catalog():
            if entry["category"] in kinds and runs_locally(entry) and entry["id"] not in known:
                cards.append(catalog_card(entry["id"], 0.3, 0.3))
    said = step_keys(step.get("text", ""), step.get("query", ""))  # read once, not once per tool of the kind
    for entry in _of_kind(step.get("category")):
        # a tool of the step's kind whose tags say two things the step says, or one thing in two words, is made for
        # it, even when the words of its description were too far for retrieval ("the course mapped with
        # elevation", "a trail mapped with distance markers": a route planner, not a notes app)
        wanted = tags_wanted(entry["id"], said) if entry["id"] not in known else []
        if len(wanted) >= 2 or any(len(tag) >= 2 for tag in wanted):
            cards.append(catalog_card(entry["id"], 0.3, 0.3))
            known.add(entry["id"])
    for tool_id in in_use or {}:
        # a tool the plan already uses that also does this kind of work is a candidate for it
        if tool_id not in known and in_use_does(tool_id, step):
            cards.append(catalog_card(tool_id, 0.3, 0.3))
    if step.get("category") == "customer-support" and BY_TEXT.search(step.get("text", "")):
        # "a reminder text the day before": the services that send texts are candidates, whatever the words found
        for entry in load_catalog():
            if entry["category"] == "customer-support" and sends_texts(entry) and entry["id"] not in known:
                cards.append(catalog_card(entry["id"], 0.3, 0.3))
    named = set(named_in(request))
    for tool_id in sorted(named):
        # a tool the person named that does this kind of work is a candidate even when the words missed it
        if tool_id not in known and named_does(tool_id, step):
            cards.append(catalog_card(tool_id, 0.3, 0.3))
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
    unfit = claims_unfit(scored, step, request.task)
    kept = kept_for_purpose(named, in_use or {})
    scored = purpose_first(scored, step, kept, platform, unfit, homes=kept - named)
    if cross_kind_claims(scored, step):
        # a tool of another kind does the step and none of its own kind does: those lose their lead as purpose_first
        # takes it from tools of the kind made for something else (a hiking app had gathered an album's photos)
        scored = [
            (
                score - PURPOSE_MISS
                if c.get("category") == step.get("category") and c.get("tool_id") not in kept
                else score,
                c,
            )
            for score, c in scored
        ]
    scored = frugal_first(scored, step, prefs, request.language)
    scored.sort(key=lambda p: -p[0])
    return scored, pdfs


def _says_step(tool_id: str, step: dict) -> bool:
    return bool(purpose_tags(tool_id, step.get("text", ""), step.get("query", "")))


def _another_says_step(scored: list[tuple[float, dict]], tool_id: str, step: dict) -> bool:
    return any(
        c.get("kind") == "tool" and c["tool_id"] != tool_id and _says_step(c["tool_id"], step) for _, c in scored
    )


def best_choice(
    request: RecommendRequest, index: int, min_score: float, in_use: dict[str, int] | None = None
) -> tuple[dict | None, float, list[dict]]:
    """The best candidate for one step; `in_use` maps the catalog ids other steps already use to a step."""
    scored, pdfs = ranked_candidates(request, index, in_use)
    if not scored:
        return None, 0.0, pdfs
    category = step_of(request, index).get("category")
    step = step_of(request, index)
    step_text = step.get("text", "")
    said_here = set(tools_the_step_names(step))
    named = set(named_in(request)) | said_here
    kinds = {category} | SIBLINGS.get(category, set()) if category else set()
    # the standard tools of the step's kind need no word evidence (the step's record says its kind); those of its
    # sibling kind only when nothing of its own kind fits (a chat assistant for a Korean proofreading step whose
    # writing tools are all English-only)
    own = {e["id"] for e in defaults_of(category or "")}
    sibling = {e["id"] for kind in kinds - {category} for e in defaults_of(kind)}

    claims = cross_kind_claims(scored, step) if kinds else set()

    def fits(card: dict) -> bool:
        """A named tool always; a tool of the kind the step needs (or a sibling kind) with some evidence from
        the step's words, since the step's record already says what kind it needs; a tool of another kind
        only when the step's words match it well (a video generator whose blurb says "social" is no
        caption writer); without a kind, the plain similarity bar."""
        if card.get("tool_id") in named or (
            card.get("tool_id") in (in_use or {})
            and (
                does_kind(card["tool_id"], category)
                or (category not in WHERE_IT_GOES and in_use_does(card["tool_id"], step))
            )
        ):
            # a tool of the plan that does this step too: the booking system sends its own reminders; a post goes
            # out on the platform, not from the design tool whose tags say "social media"
            return True
        dense = card.get("dense", card["score"])
        if category in ("writing", "llm-assistant", "learning", "payments") and off_specialism(
            card["tool_id"], step_text
        ):
            return False  # a checker or a fiction tool does not write an invitation, whatever its score
        if card.get("category") in PLATFORM_BOUND and made_for_another_platform(card["tool_id"], named):
            return False  # a shopping keyword tool does not title the YouTube videos of the channel the person named
        if card.get("tool_id") in own:
            return True
        if kinds and card.get("category") in kinds:
            if card.get("category") != category and not (
                card["tool_id"] in sibling
                or does_kind(card["tool_id"], category)
                or purpose_hits(card["tool_id"], step_text, step.get("query", ""))
            ):
                # a tool of the sibling kind made for other work: Strava (a run log) is no outreach tracker,
                # however close its Korean blurb reads to "진행 관리"
                return False
            return dense >= min_score * IN_CATEGORY_BAR
        if card.get("tool_id") in claims:
            return True
        return dense >= (max(min_score, CROSS_KIND_MIN) if kinds else min_score)

    # A tool the person named, of the step's kind or its sibling kind, is what they use: it takes the step even
    # when another tool's blurb reads closer (a reading list "kept in Notion" stays in Notion, not Airtable).
    # the step's own words name a place ("SNS 채널에 공유 (Meta Business Suite)"): that one before others named
    for score, card in sorted(scored, key=lambda sc: sc[1].get("tool_id") not in said_here):
        if card.get("tool_id") in named and card.get("category") in kinds and fits(card):
            tool_id = card["tool_id"]
            elsewhere = tool_id in (in_use or {}) and tool_id not in said_here
            # named for another step ("search PubMed"): a tool made for this one takes it (Zotero); the tags of
            # every candidate are read only for such a tool, not for every step of every plan
            if elsewhere and not _says_step(tool_id, step) and _another_says_step(scored, tool_id, step):
                continue
            return card, score, pdfs
    # Otherwise the best-ranked candidate that fits; when none does (every tool of the kind was ruled out by the
    # budget, free only, ...), the step says why it has none instead of guessing.
    for score, card in scored:
        if fits(card) and not _kept_for_other_work(card.get("tool_id"), request, step, scored, named, in_use):
            return card, score, pdfs
    for score, card in scored:
        if card.get("tool_id") in sibling:
            return card, score, pdfs
    # none of the step's kind fits and the words found no general sibling: the sibling kind's standard tools (a chat
    # assistant drafts the soccer practice plans no language app or flashcard deck makes)
    prefs = prefs_of(request)
    spare = [catalog_card(t, 0.3, 0.3) for t in sorted(sibling) if serves(t, category)]
    spare = [(fit_score(c, prefs, step, request), c) for c in spare if not excluded(c, prefs, request, step)]
    if spare:
        score, card = max(spare, key=lambda sc: sc[0])
        return card, score, pdfs
    return None, scored[0][0], pdfs


# kinds whose tools do unrelated work (e-signing, notes, a job board, mail): one of them is no other's stand-in
MIXED_KINDS = {"productivity"}


def _kept_for_other_work(
    tool_id: str | None,
    request: RecommendRequest,
    step: dict,
    scored: list[tuple[float, dict]],
    named: set[str],
    in_use: dict[str, int] | None,
) -> bool:
    """A tool of the plan made for its other step and not this one, when another candidate is made for this one: an
    e-signing service that sends the contracts does not keep the project timeline because both are of one
    broad kind."""
    if not in_use or tool_id not in in_use or tool_id in named or step.get("category") not in MIXED_KINDS:
        return False
    other = step_of(request, in_use[tool_id] - 1)  # in_use says the step by its number
    return _says_step(tool_id, other) and not _says_step(tool_id, step) and _another_says_step(scored, tool_id, step)


def ruled_out(request: RecommendRequest, index: int) -> list[tuple[dict, str]]:
    """Tools of the step's kind that a constraint excluded, with the reason, best retrieval score first."""
    step = step_of(request, index)
    prefs = prefs_of(request)
    out = []
    for card in sorted(candidates(request, index), key=lambda c: -c["score"]):
        why = excluded(card, prefs, request, step)
        if why and why != "not a tool" and card.get("category") == step.get("category"):
            out.append((card, why))
    return out


def recommend(request: RecommendRequest, min_score: float) -> RecommendStep:
    step = RecommendStep()
    prefs = prefs_of(request)
    if request.round == 1:
        step.tool_calls.append({"name": "read_memory", "args": {"query": request.task}, "id": "call_r1_memory"})
        for i in request.pending:
            record = step_of(request, i)
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
                if request.language == "ko" and record["category"] in LOCAL_MARKET_CATEGORIES:
                    # the tools of the kind that speak Korean, however close English tags of others read to the
                    # step's search phrase: Naver Booking had fallen out of a camp site's eight booking hits
                    step.tool_calls.append(
                        {
                            "name": "retrieve_docs",
                            "args": {"query": record["query"], "category": record["category"], "korean": True, "k": 4},
                            "id": _call_id(1, i) + "k",
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
        record = step_of(request, i)
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
            "search_hint": step_of(request, index)["query"],
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
    step = step_of(request, index)
    category = step.get("category")
    kinds = {category, choice.get("category")} | SIBLINGS.get(category, set())
    others = [
        c
        for _, c in scored
        if c["tool_id"] != choice["tool_id"]
        and (c.get("category") in kinds or c.get("dense", 0) >= CROSS_KIND_MIN)
        and not made_for_other_work(c, step, request.task, named)
        # the e-signing service of the contracts step is no option for the order timeline either
        and not _kept_for_other_work(c["tool_id"], request, step, scored, named, in_use)
    ]
    # a tool of the step's own kind; one of another kind only when the kind offers none (an AI voice is no other
    # way to edit a reel)
    others = _doing_the_same(others, choice, step)
    others = _in_their_language(others, choice, request.language)
    others = ([c for c in others if c.get("category") in kinds] or others)[:ALTERNATIVES]
    score_of = {c.get("tool_id"): score for score, c in scored}
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
    for alt in alternatives:
        # nothing set the pick apart from this one (ChatGPT and Claude for a writing step): "it fits this step
        # better" would not be true, so the guide says the other would do as well
        level = abs(score_of.get(alt["tool_id"], -1.0) - score_of.get(choice["tool_id"], 0.0)) < 1e-9
        if alt["beaten_because"] == "fit" and level:
            alt["beaten_because"] = "level"
    sources = [choice["source"]] + [p["source"] for p in pdfs[:1]]
    return {
        "tool": choice["tool_id"],
        "reason": "",
        "sources": sources,
        "applied": applied,
        "alternatives": alternatives,
    }


def _in_their_language(others: list[dict], choice: dict, language: str) -> list[dict]:
    """For a Korean request whose pick works in Korean, only the alternatives that do too: Kindle Direct Publishing
    is no other way to put out a Korean book, nor Reddit to post to Korean followers (none is better than those)."""
    catalog = catalog_by_id()
    if language != "ko" or not (catalog.get(choice["tool_id"]) or {}).get("supports_korean"):
        return others
    return [c for c in others if (catalog.get(c["tool_id"]) or {}).get("supports_korean")]


def _doing_the_same(others: list[dict], choice: dict, step: dict) -> list[dict]:
    """The alternatives that also do what the step says, when the pick does it by a tag of its own (a map listing
    for "claim your map listing": another listing service, not an Etsy keyword tool of the same kind); all of them
    when none does, or when the pick won on its kind alone."""
    want = step_keys(step.get("text", ""), step.get("query", ""))
    if not tags_wanted(choice["tool_id"], want):
        return others
    same = [c for c in others if c["tool_id"] in catalog_by_id() and tags_wanted(c["tool_id"], want)]
    return same or others


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
