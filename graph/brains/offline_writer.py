"""Offline writing: reasons, guides and short answers composed from catalog facts and phrase files."""

from __future__ import annotations

from graph.brains.base import distinct_tools
from knowledge.catalog import catalog_by_id, load_categories
from knowledge.service import FREE_PRICING
from prompts import load_json, phrase


def _category_name(category: str | None, language: str) -> str:
    cat = load_categories().get(category or "", {})
    return cat.get("ko" if language == "ko" else "en", category or "")


def reason_for(tool_id: str, sub_task: str, language: str, applied: list[str], reused_from: int | None = None) -> str:
    """Why this tool for this step; `reused_from` is the (1-based) step that already uses it."""
    entry = catalog_by_id()[tool_id]
    description = entry["description_ko"] if language == "ko" else entry["description"]
    text = phrase(
        "reason",
        language,
        name=entry["name"],
        sub_task=sub_task,
        category_lower=_category_name(entry["category"], language).lower()
        if language == "en"
        else _category_name(entry["category"], language),
        description=description,
    )
    if "free" in applied:
        text += phrase("reason_free", language)
    if "korean" in applied or (language == "ko" and entry["supports_korean"]):
        text += phrase("reason_korean", language)
    if "named" in applied:
        text += phrase("reason_named", language)
    elif reused_from:
        text += phrase("reason_reuse", language, step=reused_from)
    return text


def _how(category: str | None, language: str) -> str:
    howto = load_json("offline_howto")
    entry = howto.get(category or "", howto["_generic"])
    return entry["ko" if language == "ko" else "en"]


def write_guide(request) -> str:
    lang = request.language
    recs = request.recommendations
    lines = [phrase("guide_title", lang, task=request.task.strip()[:120]), "", phrase("summary_head", lang)]
    chosen = distinct_tools(recs)
    free_count = sum(1 for r in chosen if r.get("pricing_model") in FREE_PRICING)
    lines.append(phrase("summary", lang, n=len(recs), tool_count=len(chosen), free_count=free_count))
    if request.memories_applied:
        lines.append(phrase("memory_applied", lang, items="; ".join(request.memories_applied)))
    lines += ["", phrase("steps_head", lang)]
    pricing_names = load_json("offline_phrases")["pricing"]
    for number, rec in enumerate(recs, start=1):
        lines.append(f"{number}. **{rec['sub_task']}**")
        if not rec.get("tool"):
            lines.append("   - " + phrase("step_no_tool", lang, hint=rec.get("search_hint") or rec["sub_task"]))
            continue
        category = _category_name(rec.get("category"), lang)
        pricing = pricing_names.get(rec.get("pricing_model") or "", {}).get(lang, rec.get("pricing_model") or "?")
        price = rec.get("price_usd_month")
        price_text = phrase("step_price", lang, price=f"{price:g}") if price else ""
        lines += [
            "   - " + phrase("step_tool", lang, name=rec["tool"], url=rec.get("url") or "", category=category),
            "   - " + phrase("step_why", lang, reason=rec.get("reason", "")),
            "   - " + phrase("step_how", lang, how=_how(rec.get("category"), lang)),
            "   - "
            + phrase("step_cost", lang, pricing=pricing, free_tier=rec.get("free_tier") or "-", price=price_text),
            "   - " + phrase("step_sources", lang, sources=", ".join(rec.get("sources") or [])),
        ]
    cost = request.cost_summary
    if cost and cost.get("monthly") is not None:
        lines += [
            "",
            phrase("cost_head", lang),
            _cost_line(cost, lang),
        ]
        if cost.get("budget") is not None:
            verdict = phrase("budget_ok" if cost["monthly"] <= cost["budget"] else "budget_over", lang)
            lines.append(phrase("cost_budget", lang, budget=cost["budget"], verdict=verdict))
    lines += ["", phrase("cautions_head", lang)]
    if request.stale_tools:
        lines.append("- " + phrase("caution_stale", lang, tools=", ".join(request.stale_tools)))
    lines.append("- " + phrase("caution_rights", lang))
    if request.missing:
        lines.append("- " + phrase("caution_gaps", lang, items=", ".join(request.missing)))
    return "\n".join(lines)


def _cost_line(cost: dict, lang: str) -> str:
    """$0 to start only when every chosen tool has a lasting free plan; else what starting costs, and why."""
    must_pay = cost.get("starting_tools") or []
    if not must_pay:
        key = "cost_line" if cost["monthly"] else "cost_line_free"  # not "upgrading would cost $0"
        return phrase(key, lang, monthly=cost["monthly"], yearly=cost["yearly"])
    per_month = phrase("per_month", lang)
    unlisted = phrase("price_unlisted", lang)
    tools = ", ".join(
        f"{t['tool']} ${t['price_usd_month']:g}{per_month}" if t.get("price_usd_month") else f"{t['tool']} ({unlisted})"
        for t in must_pay
    )
    if not cost.get("starting_monthly"):
        key = "cost_line_unpriced"  # every tool without a free plan also lacks a price
    elif any(not t.get("price_usd_month") for t in must_pay):
        key = "cost_line_paid_at_least"
    else:
        key = "cost_line_paid"
    return phrase(
        key, lang, starting=cost.get("starting_monthly", 0), tools=tools, monthly=cost["monthly"], yearly=cost["yearly"]
    )


def answer(question: str, language: str, docs: list[dict]) -> str:
    if not docs:
        return phrase("answer_none", language)
    lines = [phrase("answer_head", language)]
    for doc in docs[:3]:
        if doc.get("kind") == "tool":
            entry = catalog_by_id().get(doc["tool_id"], {})
            text = entry.get("description_ko" if language == "ko" else "description", "")
            lines.append(f"- **{entry.get('name')}** ({entry.get('url')}): {text} [{doc['source']}]")
        else:
            lines.append(f"- {doc.get('text', '')[:280].strip()} [{doc['source']}]")
    return "\n".join(lines)
