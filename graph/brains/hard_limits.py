"""Hard limits on tool choice: what rules a tool out for a step, whatever its score.

A disliked tool; a paid tool under "free only" or a budget it exceeds; a tool that needs code under "no
coding"; a cloud service under "on my own machine only" (for a step that reads the person's text or voice, the
tool must run locally, not merely have a desktop app); a tool not on the person's device; a tool for another
role; an app that works inside a platform the person does not name (Shopify Inbox); a group chat for messages to
customers; an app for one person's own money in a business's step; an English-only tool for a step that writes
Korean; a Korea-only service for a request from elsewhere. A tool the person named passes the soft limits (role,
personal use, language, market): they told us what they use.
"""

from __future__ import annotations

import re

from core.rules import FREE_PRICING
from graph.brains.base import RecommendRequest
from knowledge.catalog import catalog_by_id, tools_named_in, workflow_roles
from memory_store.reflection import Preferences

# Steps whose output is text or speech in the person's language.
LANGUAGE_CATEGORIES = {
    "llm-assistant",
    "writing",
    "research",
    "transcription",
    "text-to-speech",
    "presentation",
    "customer-support",
    "avatar-video",
    "learning",
    "email-marketing",
    "seo",
}
LOCAL_PLATFORMS = {"windows", "macos", "linux", "self-hosted"}  # can run on the person's own machine
LOCAL_TAGS = {"local", "offline", "local-llm", "local llm", "self-hosted", "local-first", "로컬설치", "로컬ai", "로컬"}
PRIVATE_CONTENT = {"llm-assistant", "writing", "transcription", "translation", "research", "text-to-speech"}
DEVICES = {
    "ios": {"ios", "web"},
    "macos": {"macos", "web"},
    "android": {"android", "web"},
    "windows": {"windows", "web"},
    "mobile": {"ios", "android", "web"},
}
# a phone of either kind: an app on one phone system only may be an iPad app (DaVinci Resolve), so a tool for
# "only my phone" is on the web or on both
PHONE_EITHER = ({"web"}, {"ios", "android"})
# a step done on the person's phone ("record them on your phone", "휴대폰으로 녹음하기")
ON_A_PHONE = re.compile(
    r"\bon (?:your|my|their|a) (?:phone|iphone|smartphone|mobile)\b|(?:휴대폰|핸드폰|스마트폰|폰)(?:으로|에서)", re.I
)


# a message sent to people's phones as a text ("a reminder text the day before", "문자로", "알림톡"): a tool must send
# texts (an SMS service, a messenger channel), not answer a website chat
BY_TEXT = re.compile(r"\btexts?\b|\bsms\b|문자|알림톡|카톡", re.I)
TEXTING_TAGS = frozenset(
    {"sms", "sms reminders", "text reminders", "text messages", "texting", "sms notifications", "business sms",
     "문자", "문자 발송", "알림톡", "alimtalk", "kakaotalk", "메시지 발송"}
)  # fmt: skip


def sends_texts(entry: dict) -> bool:
    return bool(TEXTING_TAGS & {t.lower() for t in entry.get("tags") or []})


def runs_locally(entry: dict) -> bool:
    """Whether a catalog tool's tags say it runs on the person's own machine."""
    return bool(LOCAL_TAGS & {t.lower() for t in entry["tags"]})


def named_in(request: RecommendRequest) -> list[str]:
    """Catalog ids of the tools the request names (its reading, else its words): a reading that names none is
    kept ("invoices are in Gmail" names where things lie, not a tool to use)."""
    named = (request.understanding or {}).get("named_tools")
    return list(tools_named_in(request.task) if named is None else named)


# People who run something (a shop, a team, an event, a practice, a class, rentals): apps made for one person's own
# money are not their tools.
BUSINESS_ROLES = frozenset({"seller", "employer", "organizer", "clinician", "landlord", "teacher"})


CHECKS = re.compile(r"확인|대조|조회|\b(?:check|confirm|reconcile|see (?:who|which|if|whether))\b", re.I)
# a group's own money (a club's monthly dues, a group account): members pay into an account the group keeps, which a
# personal finance app holds (토스 모임통장), unlike a business taking its customers' payments
GROUP_DUES = re.compile(r"회비|모임\s*통장|\b(?:dues|membership fees?|group account|kitty)\b", re.I)
# kinds of tool the person's customers use themselves: they book, pay, fill in or write to it
# a step that messages the business's customers one by one
CUSTOMERS = re.compile(r"\b(?:customers?|clients?|patients?|guests?|buyers?|shoppers?)\b|고객|손님|환자", re.I)
SERVES_CUSTOMERS = {"scheduling", "payments", "forms-surveys", "customer-support"}


def _korean_text_step(request: RecommendRequest, step: dict | None) -> bool:
    """A step whose output is text or speech in Korean: a Korean request's writing step, unless the request or
    the step asks for another language ("영문 소개서")."""
    constraints = (request.understanding or {}).get("constraints") or {}
    language = constraints.get("output_language") or request.language
    if language != "ko" or not step or step.get("category") not in LANGUAGE_CATEGORIES:
        return False
    return not re.search(r"영어|영문|english|일본어|중국어", step.get("text", ""), re.I)


def excluded(card: dict, prefs: Preferences, request: RecommendRequest, step: dict | None = None) -> str | None:
    """Why a card cannot be picked at all (for this step, when given), or None."""
    entry = catalog_by_id().get(card.get("tool_id") or "", {})
    constraints = (request.understanding or {}).get("constraints") or {}
    if card.get("kind") != "tool" or not entry:
        return "not a tool"
    if card["tool_id"] in prefs.disliked:
        return "disliked"
    if card["tool_id"] in (constraints.get("avoid_tools") or []):
        return "not for you"  # "포토샵 같은 건 다룰 줄 몰라서": the person said they cannot use it
    if prefs.free_only and entry["pricing_model"] not in FREE_PRICING:
        return "not free"
    if constraints.get("no_coding") and entry.get("needs_coding"):
        return "needs coding"
    if constraints.get("local_only"):
        if not set(entry.get("platforms") or []) & LOCAL_PLATFORMS:
            return "cloud only"
        # a step that reads the person's text or voice must run on their machine, not merely have a desktop app
        # (ChatGPT's Mac app sends everything to its servers): the tool's tags must say it runs locally
        if step and step.get("category") in PRIVATE_CONTENT and not runs_locally(entry):
            return "cloud only"
    for device in constraints.get("platforms") or []:
        platforms = set(entry.get("platforms") or [])
        if device in DEVICES and not platforms & DEVICES[device]:
            return f"not on {device}"
        if device == "mobile" and not any(need <= platforms for need in PHONE_EITHER):
            return f"not on {device}"  # on one phone system only
    if step and ON_A_PHONE.search(step.get("text", "")) and not set(entry.get("platforms") or []) & DEVICES["mobile"]:
        return "not on a phone"  # "record them on your phone": a desktop-only transcriber cannot take it
    # the soft limits below pass a tool the person named: they told us what they use (read once, not per limit)
    named = named_in(request)
    said = card["tool_id"] in named
    if "group chat" in entry.get("tags", []) and step and CUSTOMERS.search(step.get("text", "")) and not said:
        return "a group chat"  # a bike shop texts each customer that the bike is ready, not a group of them
    if (
        step
        and step.get("category") == "customer-support"
        and BY_TEXT.search(step.get("text", ""))
        and not sends_texts(entry)
        and not said
    ):
        return "no text messages"  # a website chatbot does not text a customer the day before
    host = entry.get("add_on_of")
    if host and host not in named and not said:
        return "for another platform"  # Shopify Inbox answers a Shopify store's shoppers, not a volunteer group
    role = (request.understanding or {}).get("role")
    # a request that names no role is on the side of the job its plan is for: a mock-interview step of the
    # interview-prep job is the applicant's, whoever did not say "I'm looking for a job"
    acting = role or workflow_roles().get((step or {}).get("workflow_id") or "")
    if entry.get("roles_only") and acting not in entry["roles_only"] and not said:
        return "for another role"
    # "계좌이체 들어온거 확인하기": seeing what came into an account is done in the account's own app
    takes_payments = (
        bool(step)
        and step.get("category") == "payments"
        and role != "buyer"
        and not CHECKS.search(step.get("text", ""))
    )
    dues = bool(step) and bool(GROUP_DUES.search(step.get("text", "")))
    if entry.get("personal_use") and (role in BUSINESS_ROLES or takes_payments) and not said and not dues:
        return "for personal use"  # a consumer banking app does not take a business's payments
    if _korean_text_step(request, step) and not entry["supports_korean"] and not said:
        return "no Korean"  # a step that writes or speaks Korean needs a tool that does Korean
    market = entry.get("market", "global")
    korea = (request.understanding or {}).get("korea_context", request.language == "ko")
    if market == "korea" and not korea and not said:
        return "Korea only"
    # an English speaker in Korea uses Korea's platforms (a room listing, a payment app) but reads and writes their own
    # language: a Korean-only assistant or writing tool is not theirs
    kind = (step or {}).get("category") or entry.get("category")
    if market == "korea" and request.language != "ko" and kind in LANGUAGE_CATEGORIES and not said:
        return "Korean only"
    if korea and "korea" in (entry.get("unavailable_in") or []) and not said:
        return "not in Korea"  # Square takes no Korean merchants: a student pub in Seoul cannot open an account
    facing = bool(step) and step.get("category") in SERVES_CUSTOMERS
    if market == "korea" and facing and (request.understanding or {}).get("customers_abroad") and not said:
        return (
            "Korea only"  # the students abroad book and pay through it: a Korea-only booking page does not serve them
        )
    if market == "us" and (request.understanding or {}).get("outside_us") and not said:
        return "US only"  # "a repair shop in Leeds (UK)": a texting service for US numbers does not reach them
    if prefs.budget_usd_month is not None and entry["pricing_model"] not in FREE_PRICING:
        price = entry.get("price_usd_month")
        if price is None or price > prefs.budget_usd_month:
            return "over budget"
    return None
