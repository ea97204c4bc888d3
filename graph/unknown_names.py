"""Tools a request names that the catalog lacks ("use Frobnicator for the edit"): catalog gaps, said in the guide
and counted for the maintainer (knowledge/gaps.py). Languages, places, days and companies are capitalised too, and
are no products.
"""

from __future__ import annotations

import re

from knowledge.catalog import catalog_by_id, tools_named_in

NOT_TOOL_NAMES = {
    "korean", "english", "ai", "the", "my", "a", "pdf", "ppt", "sns", "mac", "iphone", "ipad", "android", "windows",
    "ios", "pc", "csv", "hwp", "url", "seo", "api", "app", "web", "pdfs", "gpt", "llm", "ui", "ux", "html", "css",
    "korea", "google", "microsoft", "apple", "meta", "naver", "kakao", "amazon",
}  # fmt: skip
# languages, countries and calendar words are capitalised in English too, and are never a product ("translate
# it into Japanese", "post it on Monday"): reported as unknown tools, they reached the catalog-gap list
NOT_TOOL_NAMES |= {
    "japanese", "chinese", "spanish", "french", "german", "italian", "portuguese", "vietnamese", "thai", "russian",
    "arabic", "hindi", "indonesian", "dutch", "turkish", "polish", "swedish", "greek", "hebrew", "japan", "china",
    "spain", "france", "germany", "europe", "america", "canada", "australia", "india", "vietnam", "taiwan",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
    "april", "june", "july", "august", "september", "october", "november", "december", "christmas", "easter",
}  # fmt: skip


# what comes before "in <Place>": a business, a home, an event ("bike shop in Portland", "I live in Leeds")
PLACE_BEFORE = re.compile(
    r"\b(?:shop|store|studio|business|company|restaurant|caf[eé]|salon|office|clinic|church|school|gym|bakery|agency|"
    r"practice|firm|team|club|league|library|museum|farm|hotel|bar|live|living|lives|based|located|moving|moved|"
    r"week|mics?|here|town|city|area|house|apartment|home|"
    # "a tiny B&B in Vermont", "a campground in Wales": a place to stay, or another place of business, is a place too
    r"b&b|inn|motel|guesthouse|guest house|hostel|lodge|campground|campsite|cabins?|resort|ranch|orchard|vineyard|"
    r"winery|brewery|pub|garage|workshop|kitchen|venue|cent(?:er|re)|hall|theat(?:er|re)|truck|stall|market)\s*$",
    re.I,
)


# work done in a tool: "edit it in Premiere", "build the site in Webflow"; "in <Name>" after anything else is a place
WORK_BEFORE = re.compile(
    r"\b(?:edit|make|build|design|write|record|create|draft|do|run|manage|track|keep|set|host|code|put|store|save|"
    r"plan|organi[sz]e|schedule|post|publish|sell|list|lay|cut|mix|draw|paint|render|model|animate|type|log|"
    r"edited|made|built|designed|written|recorded|created|done|kept|stored|saved|drawn|rendered)\b[^.?!]{0,30}$",
    re.I,
)


def named_unknown(text: str) -> list[str]:
    """Capitalised product-like names the catalog lacks ("use Frobnicator for the edit"): catalog gaps."""
    names = []
    # a dot inside a name ("Otter.ai") is part of it; one that ends a sentence ("in Boston. How do I …") is not
    word = r"[A-Z](?:[A-Za-z0-9+]|\.(?=[A-Za-z0-9])){2,}"
    for m in re.finditer(rf"(?:using|use|with|in|on|via|into)\s+({word}(?:\s[A-Z][A-Za-z0-9]+)?)", text):
        name = m.group(1).strip(".")
        if name.lower() in NOT_TOOL_NAMES or name.lower().removesuffix("s") in NOT_TOOL_NAMES:  # "on Fridays"
            continue
        before = text[max(0, m.start() - 40) : m.start()]
        if m.group(0).startswith("in") and (PLACE_BEFORE.search(before) or not WORK_BEFORE.search(before)):
            # "a one-person bike repair shop in Portland", "on Fridays, in Boston": where, not a tool
            continue
        # the start of a catalog name is that name cut by the pattern's two words ("on Amazon Seller Central")
        known = any(e["name"].lower().startswith(name.lower()) for e in catalog_by_id().values())
        if not tools_named_in(f"use {name} now") and not known:
            names.append(name)
    for m in re.finditer(r"([A-Za-z][A-Za-z0-9.+]{2,})(?:으로|로|에서|에)\s", text):
        name = m.group(1)
        if not tools_named_in(f"{name}로 ") and name.lower() not in NOT_TOOL_NAMES:
            names.append(name)
    return list(dict.fromkeys(names))[:3]
