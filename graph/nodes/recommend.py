"""recommend_tool_node: the ReAct step. It asks for tool calls, reads their results, and decides.

Every decision is checked against the catalog: a tool name that is not there (a model's invention, or
an instruction smuggled in through a PDF) never reaches the person.
"""

from __future__ import annotations

import json

from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.brains.base import RecommendRequest
from graph.context import Context
from graph.nodes.common import RECOMMENDER_NAME, brain_for, phase_messages, with_notices
from graph.plan_steps import align
from graph.state import PlannerState, Recommendation
from knowledge.catalog import find_tool


def _observations(messages: list) -> tuple[dict[str, list[dict]], dict[str, dict]]:
    observations, calls = {}, {}
    for message in messages:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                calls[call["id"]] = {"name": call["name"], "args": call.get("args", {})}
        elif isinstance(message, ToolMessage):
            artifact = getattr(message, "artifact", None)
            observations[message.tool_call_id] = list(artifact) if isinstance(artifact, list) else []
    return observations, calls


def _as_recommendation(index: int, sub_task: str, decision: dict, allowed_urls: set[str]) -> Recommendation | None:
    """A validated recommendation, or None when the named tool exists nowhere we can cite."""
    name = decision.get("tool")
    base: Recommendation = {"sub_task": sub_task, "reason": decision.get("reason", ""), "index": index}  # type: ignore[typeddict-unknown-key]
    if decision.get("decided_by"):
        base["decided_by"] = str(decision["decided_by"])  # type: ignore[typeddict-unknown-key]
    if not name:
        return {
            **base,
            "tool": None,
            "tool_id": None,
            "category": None,
            "url": None,
            "sources": [],
            "search_hint": decision.get("search_hint") or sub_task,
            "ruled_out": [r for r in decision.get("ruled_out") or [] if isinstance(r, dict)][:2],
        }
    entry = find_tool(str(name))
    if entry is None:
        url = decision.get("url")
        if url and url in allowed_urls:  # a tool found in cited web results
            return {
                **base,
                "tool": str(name),
                "tool_id": None,
                "category": None,
                "url": url,
                "sources": [url],
                "pricing_model": None,
                "free_tier": None,
            }
        return None
    sources = [s for s in decision.get("sources") or [] if isinstance(s, str)]
    if f"catalog:{entry['id']}" not in sources:
        sources.insert(0, f"catalog:{entry['id']}")
    return {
        **base,
        "tool": entry["name"],
        "tool_id": entry["id"],
        "category": entry["category"],
        "url": entry["url"],
        "sources": sources,
        "pricing_model": entry["pricing_model"],
        "free_tier": entry["free_tier"],
        "price_usd_month": entry["price_usd_month"],
        "supports_korean": entry["supports_korean"],
        "last_verified": entry["last_verified"],
        "alternatives": _alternatives(decision.get("alternatives"), entry["id"]),
    }


def _alternatives(given, chosen: str) -> list[dict]:
    """Runners-up that exist in the catalog (a model's or a document's invention is dropped), at most 3."""
    out = []
    for alt in given or []:
        entry = find_tool(str(alt.get("tool_id") or alt.get("tool") or "")) if isinstance(alt, dict) else None
        if entry and entry["id"] != chosen and all(a["tool_id"] != entry["id"] for a in out):
            out.append(
                {
                    "tool_id": entry["id"],
                    "tool": entry["name"],
                    "url": entry["url"],
                    "category": entry["category"],
                    "pricing_model": entry["pricing_model"],
                    "price_usd_month": entry["price_usd_month"],
                    "beaten_because": str(alt.get("beaten_because") or "fit")[:40],
                }
            )
    return out[:3]


def _merge_docs(existing: list[dict], observations: dict[str, list[dict]]) -> list[dict]:
    seen = {d.get("source") for d in existing}
    merged = list(existing)
    for results in observations.values():
        for card in results:
            if card.get("source") and card["source"] not in seen and "score" in card:
                seen.add(card["source"])
                merged.append(card)
    return merged


def recommend(state: PlannerState, config: RunnableConfig, runtime: Runtime[Context]) -> dict:
    brain, cfg = brain_for(runtime, state)
    sub_tasks = list(state.get("sub_tasks") or [])
    recs = list(state.get("tool_recommendations") or [])
    done = {r.get("index") for r in recs}
    pending = [i for i in range(len(sub_tasks)) if i not in done]
    round_no = int(state.get("react_round") or 0) + 1
    phase = phase_messages(state)
    observations, calls = _observations(phase)
    request = RecommendRequest(
        task=state.get("task", ""),
        language=state.get("language", "en"),
        sub_tasks=sub_tasks,
        pending=pending,
        round=round_no,
        max_rounds=cfg.max_react_rounds,
        phase_messages=phase,
        observations=observations,
        call_args=calls,
        memories=list(state.get("memories_used") or []),
        decided={r["index"]: r["tool_id"] for r in recs if r.get("tool_id") and r.get("index") is not None},
        steps=align(sub_tasks, state.get("plan_steps"), state.get("language", "en")),
        understanding=dict(state.get("understanding") or {}),
    )
    step = brain.recommend(request) if pending else None
    allowed_urls = {c.get("url") for res in observations.values() for c in res if c.get("url")}
    errors = list(state.get("errors") or [])
    if step is not None:
        for index, decision in step.decisions.items():
            if index not in pending:
                continue
            rec = _as_recommendation(index, sub_tasks[index], decision, allowed_urls)
            if rec is None:
                errors.append(f"ignored a recommendation of {decision.get('tool')!r}: not in the catalog or sources")
                continue
            recs.append(rec)
            pending.remove(index)
    update = {
        **with_notices(state, brain),
        "retrieved_docs": _merge_docs(list(state.get("retrieved_docs") or []), observations),
        "react_round": round_no,
        "errors": errors,
        "status": "recommending",
    }
    if pending and step is not None and step.tool_calls and round_no < cfg.max_react_rounds:
        update["tool_result"] = json.dumps(step.tool_calls, ensure_ascii=False)
        update["tool_recommendations"] = recs
        update["messages"] = [AIMessage(content=step.thought, tool_calls=step.tool_calls, name=RECOMMENDER_NAME)]
        return update
    for index in pending:  # the round cap is reached: what is still open gets an honest "nothing fits"
        recs.append(_as_recommendation(index, sub_tasks[index], {"tool": None}, allowed_urls))
    recs.sort(key=lambda r: r.get("index", 0))
    summary = "\n".join(f"{r['sub_task']} -> {r.get('tool') or '(no fitting tool)'}" for r in recs)
    update.update(
        tool_result=None, tool_recommendations=recs, messages=[AIMessage(content=summary, name="recommendations")]
    )
    return update


def route_after_recommend(state: PlannerState) -> str:
    return "tool_executor" if state.get("tool_result") else "__end__"
