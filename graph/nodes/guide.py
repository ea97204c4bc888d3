"""guide_generation_node: the step-by-step guide (or the answer to a simple question), quality-checked.

The cost summary is computed by the calculator tool, not by hand, and the guide is checked before it
is returned: every approved sub-task, a tool (or an honest "nothing fits") for each, and sources.
"""

from __future__ import annotations

import re

from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from core.rules import FREE_PRICING
from graph.brains.base import GuideRequest, distinct_tools
from graph.context import Context
from graph.nodes.best_tools import best_tool_docs
from graph.nodes.common import brain_for, with_notices
from graph.nodes.price_answer import price_line
from graph.plan_steps import word_in
from graph.state import PlannerState
from graph.tool_questions import asks_for_the_best_tool
from knowledge.catalog import data_cautions, load_catalog, load_workflows
from memory_store.reflection import preferences_from
from tools.calculator import calculator
from tools.get_time import is_stale, now_in
from tools.retrieve_docs import search_cards, tool_card


def cost_summary(
    recommendations: list[dict], budget: float | None, config: RunnableConfig, free_only: bool = False
) -> dict | None:
    """What the chosen tools cost a month, each tool counted once (one tool can serve several steps).

    `monthly` / `yearly`: every tool with a price on its paid plan. `starting_monthly`: only the tools that
    have no lasting free plan (paid, or a trial that ends), listed in `starting_tools` (price None when the
    catalog has none, 0 for a service with no monthly fee that takes a fee per sale): "starting on free plans
    costs $0" is true only when that list is empty. `free_only`: the person uses free plans only, so what
    upgrading would cost is not theirs to know.
    """
    tools = distinct_tools(recommendations)
    prices = [float(r["price_usd_month"]) for r in tools if r.get("price_usd_month")]
    starting_tools = [
        {
            "tool": r["tool"],
            "price_usd_month": None if r.get("price_usd_month") is None else float(r["price_usd_month"]),
        }
        for r in tools
        if r.get("pricing_model") and r["pricing_model"] not in FREE_PRICING
    ]
    try:
        return {
            "monthly": _total(prices, config),
            "yearly": _total(prices, config, months=12),
            "starting_monthly": _total([t["price_usd_month"] for t in starting_tools if t["price_usd_month"]], config),
            "starting_tools": starting_tools,
            "budget": budget,
            "free_only": free_only,
            "expression": _expression(prices),
        }
    except ValueError:  # the calculator refused: leave the summary out rather than guess
        return None


def _expression(prices: list[float]) -> str:
    return " + ".join(f"{p:g}" for p in prices) or "0"


def _total(prices: list[float], config: RunnableConfig, months: int = 1) -> float | int:
    """The sum, computed by the calculator tool (the guide says so)."""
    return _num(calculator.invoke({"expression": f"round(({_expression(prices)}) * {months}, 2)"}, config))


def named_tools(question: str, found: list[dict]) -> list[dict]:
    """Catalog tools the question names outright ("ChatGPT랑 Claude 차이"): the names are the evidence."""
    low = question.lower()
    by_source = {d["source"]: d for d in found}
    named = []
    for entry in load_catalog():
        name = entry["name"].lower()
        if len(name) >= 3 and re.search(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])", low):
            hit = {"source": f"catalog:{entry['id']}", "kind": "tool", "ref": entry["id"], "score": 1.0, "dense": 1.0}
            card = by_source.get(hit["source"]) or tool_card({**hit, "meta": {}, "text": ""})
            named.append(card)
    return named


def _num(text: str) -> float | int:
    value = float(text)
    return int(value) if value.is_integer() else value


def find_gaps(guide: str, recommendations: list[dict]) -> list[str]:
    """Sub-tasks the guide does not cover, names it does not mention, sources it does not cite (by id, or
    by what a person can open: the tool's page). Case and spacing do not count (a title-cased step is there)."""
    low = " ".join(guide.lower().split())
    gaps = []
    for rec in recommendations:
        if " ".join(rec["sub_task"].lower().split()) not in low:
            gaps.append(rec["sub_task"])
        elif rec.get("tool") and rec["tool"].lower() not in low:
            gaps.append(f"{rec['sub_task']} ({rec['tool']})")
        elif rec.get("sources") and not any(
            s.lower() in low for s in rec["sources"] + ([rec["url"]] if rec.get("url") else [])
        ):
            gaps.append(f"{rec['sub_task']} (sources)")
    return gaps


def job_cautions(workflow_ids: list[str], language: str, said: str = "") -> list[str]:
    """The cautions the workflow knowledge carries for the jobs this plan came from, then those for the kinds of
    data `said` (the request and its steps) handles that no job caution already covers (knowledge/
    data_cautions.json): a plan in the person's own words ("부의금 명단 정리하기") has no job to carry them."""
    by_id = {wf["id"]: wf for wf in load_workflows()}
    out = []
    for wf_id in workflow_ids:
        for caution in by_id.get(wf_id, {}).get("cautions") or []:
            out.append(caution["ko" if language == "ko" else "en"])
    low = said.lower()
    for entry in data_cautions().values():
        words = entry["words"]["en"] + entry["words"]["ko"]
        if not any(word_in(low, w) or (not w.isascii() and w in low) for w in words):
            continue
        if any(mark in caution.lower() for caution in out for mark in entry["said_by"]):
            continue  # the job's own caution already says it ("Keep applicants' personal data private")
        out.append(entry["ko" if language == "ko" else "en"])
    return list(dict.fromkeys(out))


def _budget(state: PlannerState, prefs) -> float | None:
    """The budget this request states, else the remembered one."""
    stated = ((state.get("understanding") or {}).get("constraints") or {}).get("budget_usd_month")
    return stated if stated is not None else prefs.budget_usd_month


def _free_only(state: PlannerState, prefs) -> bool:
    """Free tools only, said in this request or remembered."""
    return bool(((state.get("understanding") or {}).get("constraints") or {}).get("free_only") or prefs.free_only)


def guide_request(state: PlannerState, recs: list[dict], config: RunnableConfig) -> GuideRequest:
    """Everything a guide is written from: the plan, the picks, their cost and the job's cautions."""
    language = state.get("language", "en")
    prefs = preferences_from(list(state.get("memories_used") or []), language)
    today = now_in().date()
    return GuideRequest(
        task=state.get("task", ""),
        language=language,
        sub_tasks=list(state.get("sub_tasks") or []),
        recommendations=recs,
        cost_summary=cost_summary(recs, _budget(state, prefs), config, _free_only(state, prefs)),
        memories_applied=prefs.applied,
        retrieved_docs=list(state.get("retrieved_docs") or [])[:20],
        stale_tools=[
            r["tool"] for r in distinct_tools(recs) if r.get("tool_id") and is_stale(r.get("last_verified"), today)
        ],
        steps=list(state.get("plan_steps") or []),
        understanding=dict(state.get("understanding") or {}),
        cautions=job_cautions(
            list(state.get("workflow_ids") or []),
            language,
            " ".join([state.get("task", ""), *(state.get("sub_tasks") or [])]),
        ),
        reading=state.get("reading") or "",
    )


def guide_generation_node(state: PlannerState, config: RunnableConfig, runtime: Runtime[Context]) -> dict:
    brain, cfg = brain_for(runtime, state)
    language = state.get("language", "en")
    if not state.get("is_complex_task"):
        question = state.get("task", "")
        found = search_cards(question, k=4)
        docs = named_tools(question, found) + [d for d in found if d.get("dense", d["score"]) >= cfg.min_tool_score]
        docs = list({d["source"]: d for d in docs}.values())
        if asks_for_the_best_tool(question):  # "어떤 툴이 제일 좋아요?": the tools of the kind asked, not of its words
            docs = best_tool_docs(question, language, state.get("understanding") or {}) or docs
        answer = brain.answer(state.get("task", ""), language, docs)
        cost = price_line(question, language, config)  # "팀 3명이 쓰면 총 얼마?": the sum, by the calculator
        answer = f"{answer}\n\n{cost}" if cost else answer
        return {
            **with_notices(state, brain),
            "final_guide": answer,
            "retrieved_docs": docs,
            "status": "done",
            "messages": [AIMessage(content=answer, name="guide_generation_node")],
        }
    recs = list(state.get("tool_recommendations") or [])
    request = guide_request(state, recs, config)
    guide = brain.write_guide(request)
    tags = list(state.get("failure_tags") or [])
    gaps = find_gaps(guide, recs)
    if gaps:  # one retry that names what was missing; then return with the gap stated
        request.missing = gaps
        guide = brain.write_guide(request)
        gaps = find_gaps(guide, recs)
        if gaps:
            tags.append("GUIDE_GAPS")
            guide += "\n\n> " + ("빠진 부분: " if language == "ko" else "Gaps: ") + ", ".join(gaps)
    update = with_notices(state, brain)
    return {
        **update,
        "failure_tags": sorted(set(tags + update.get("failure_tags", []))),
        "final_guide": guide,
        "cost_summary": request.cost_summary,
        "status": "done",
        "messages": [AIMessage(content=guide, name="guide_generation_node")],
    }
