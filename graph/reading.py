"""The one line a person sees on top of the plan and the guide: how the request was read, and its constraints
(graph/understanding.py reads them; this says them)."""

from __future__ import annotations

import re

from knowledge.catalog import catalog_by_id
from knowledge.text import resolve_particles


def reading_line(understanding: dict, job_title: str | None, language: str) -> str:
    """One line the person sees on top of the plan and the guide: what we understood, and the constraints."""
    c = understanding.get("constraints") or {}
    parts = []
    if job_title:
        parts.append(f"{job_title}(으)로 이해했어요" if language == "ko" else f"Read as: {job_title}")
    if c.get("free_only"):
        parts.append("무료 도구만" if language == "ko" else "free tools only")
    elif c.get("low_cost"):
        parts.append("비용은 최소로(무료 우선)" if language == "ko" else "as cheap as possible (free first)")
    elif c.get("budget_usd_month") is not None:
        amount = c.get("budget_text") or f"${c['budget_usd_month']:g}"
        ko, en = ("광고 예산", "ad budget") if c.get("ad_spend") else ("예산", "budget")
        # "$50 a month" says it already; 원, or a yearly sum, is said again in dollars a month
        said_as_monthly_dollars = "$" in amount and re.search(r"month|/\s*mo\b|monthly|월", amount, re.I)
        if said_as_monthly_dollars:
            parts.append(f"{ko if language == 'ko' else en} {amount}")
        else:
            parts.append(
                f"{ko} {amount} (월 약 ${c['budget_usd_month']:g})"
                if language == "ko"
                else f"{en} {amount} (about ${c['budget_usd_month']:g}/month)"
            )
    if c.get("no_coding"):
        parts.append("코딩 없이" if language == "ko" else "no coding")
    if c.get("local_only"):
        parts.append("내 기기 안에서만 처리" if language == "ko" else "processed on your own device")
    if c.get("deadline"):
        parts.append(f"기한: {c['deadline']}" if language == "ko" else f"deadline: {c['deadline']}")
    ios = "iPad" if c.get("apple_device") == "ipad" else "iPhone"
    names = {"ios": ios, "android": "Android", "macos": "Mac", "windows": "Windows"}
    names["mobile"] = "휴대폰" if language == "ko" else "your phone"
    if c.get("platforms"):
        # "아이폰만 써요" is an iPhone and a phone: the phone says nothing more
        phones = {"ios", "android"} & set(c["platforms"])
        devices = ", ".join(names[p] for p in c["platforms"] if not (p == "mobile" and phones))
        parts.append(f"{devices}에서 사용" if language == "ko" else f"on {devices}")
    named = [catalog_by_id()[t]["name"] for t in understanding.get("named_tools") or [] if t in catalog_by_id()]
    if named:
        parts.append(("사용할 도구: " if language == "ko" else "using: ") + ", ".join(named[:4]))
    avoided = [catalog_by_id()[t]["name"] for t in c.get("avoid_tools") or [] if t in catalog_by_id()]
    if avoided:
        parts.append(("빼고 고를 도구: " if language == "ko" else "not: ") + ", ".join(avoided[:4]))
    return resolve_particles(" · ".join(parts))
