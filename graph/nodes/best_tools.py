"""The tools that answer "which tool is best for X?" when the question names none ("스마트스토어 상세페이지 만들 때
어떤 툴이 제일 좋아요?", "What's the best free app for editing reels?").

A search over the whole catalog answers such a question with whatever shares its words (a store platform for a detail
page, a stock-photo site for photos); the person asked for the tools of one kind of work. The kind is read from the
question as a plan step's is (graph/plan_steps.derive_step), the platform it names is where the work goes, not the
answer, and the same hard limits a plan's pick passes apply (free only, a device, Korean text, the market), so the
answer never offers a tool the plan itself would refuse.
"""

from __future__ import annotations

import re

from graph.brains.base import RecommendRequest
from graph.brains.hard_limits import excluded
from graph.brains.tool_answer import KOREAN
from graph.plan_steps import derive_step
from graph.tool_questions import best_tool_subject
from knowledge.catalog import load_catalog, without_tool_names
from memory_store.reflection import Preferences
from tools.retrieve_docs import search_cards, tool_card

MOST = 3
# a point of adoption (niche → established → the default) is worth this much text fit (cosine, 0-1): what the
# question's words fit leads among tools as widely used; a default leads a niche tool that only reads closer
ADOPTION_PER_FIT = 4.0
FREE_ASKED = re.compile(r"\bfree\b|무료|공짜", re.I)


def best_tool_docs(question: str, language: str, understanding: dict) -> list[dict]:
    """Up to three tool cards of the kind the question asks for, best first (how well a tool's description fits the
    question, weighed with how widely it is used), each one a plan's pick could be; empty when the kind cannot be
    read (the node then answers from the search, as for any question)."""
    subject = best_tool_subject(question)
    step = derive_step(without_tool_names(subject).strip() or subject, language)
    kind = step.get("category")
    if not kind:
        return []
    constraints = understanding.get("constraints") or {}
    # "the best free app for …": a free plan is part of what is asked, whether or not the reading made it a limit
    free = bool(constraints.get("free_only")) or bool(FREE_ASKED.search(question))
    prefs = Preferences(free_only=free, budget_usd_month=constraints.get("budget_usd_month"))
    korean = bool(KOREAN.search(question))
    request = RecommendRequest(
        task=question,
        language=language,
        sub_tasks=[step["text"]],
        pending=[0],
        round=1,
        max_rounds=1,
        phase_messages=[],
        observations={},
        call_args={},
        steps=[step],
        understanding=understanding,
    )
    # what it is for, searched without the question's own words ("어떤 툴이 제일 좋아요" fits every chatty app)
    fit = {d["tool_id"]: d["score"] for d in search_cards(subject, k=40) if d.get("tool_id")}
    pool = [e for e in load_catalog() if e["category"] == kind and (e.get("supports_korean") or not korean)]
    # what the question's words fit, weighed with how widely used it is; between equals, a Korean one for Korean
    pool.sort(
        key=lambda e: (
            bool(e.get("needs_coding")),  # an app to open before a model to run: "which tool?" asks for one to use
            -(int(e.get("adoption", 2)) + ADOPTION_PER_FIT * fit.get(e["id"], 0.0)),
            not (language == "ko" and e.get("supports_korean")),
        )
    )
    cards = []
    for entry in pool:
        hit = {"source": f"catalog:{entry['id']}", "kind": "tool", "ref": entry["id"], "score": 1.0, "dense": 1.0}
        card = tool_card({**hit, "meta": {}, "text": ""})
        if excluded(card, prefs, request, step) is None:
            cards.append(card)
        if len(cards) == MOST:
            break
    return cards
