"""The direct answer to a yes/no question about one named tool ("Can Otter.ai transcribe Korean?", "미드저니 무료로
쓸 수 있어요?", "Does Procreate run on Mac?"): the catalog fact that answers it (Korean, a free plan, a device, what its licence allows), first, and when the answer is no,
the tools of the same kind for which it is yes. The facts row follows; a bare facts row left the person to find the
answer in it ("Korean: no") and offered nothing instead."""

from __future__ import annotations

import re

from core.rules import FREE_PRICING
from knowledge.catalog import load_catalog, without_tool_names
from prompts import load_json, phrase

KOREAN = re.compile(r"korean|한국어|한글", re.I)
FREE = re.compile(r"\bfree\b|무료|공짜|돈\s*(?:안|따로|내야)|유료", re.I)
# the device a question asks about, by the catalog's platform names
DEVICES = {
    "ios": re.compile(r"iphone|ipad|\bios\b|아이폰|아이패드", re.I),
    "macos": re.compile(r"\bmac\b|macbook|맥북|맥(?:에서|으로|용)", re.I),
    "android": re.compile(r"android|안드로이드|갤럭시", re.I),
    "windows": re.compile(r"windows|윈도우", re.I),
}
LICENCE = re.compile(
    r"trademark|상표|commercial(?:ly)?|상업|저작권|copyright|licen[cs]e|라이선스|라이센스|monetiz|수익\s*(?:화|창출)",
    re.I,
)
MOST_INSTEAD = 3
# "…망고보드로 만들어도 되나요?", "Can I use Canva for a menu?": whether the tool will do a use the question names
USE_FOR = re.compile(
    r"(?:로|으로)\s*(?:\S+\s+)?\S*(?:어도|아도|해도|여도|써도)\s*(?:되|괜찮|될까)|"
    r"\bcan (?:i|we) use\b|\bis \S+ (?:good|ok|okay|fine|enough) for\b|\bcan \S+ (?:do|make|handle|create)\b",
    re.I,
)


def direct_answer(question: str, entry: dict, language: str) -> list[str]:
    """The lines that answer what the question asks of the tool (Korean, a free plan, a device), in that order."""
    lang = "ko" if language == "ko" else "en"
    lines: list[str] = []
    if KOREAN.search(question):
        ok = bool(entry.get("supports_korean"))
        lines.append(phrase(f"direct_korean_{'yes' if ok else 'no'}", lang, name=entry["name"]))
        if not ok:
            lines += _instead(entry, lambda e: bool(e.get("supports_korean")), lang)
    if FREE.search(question):
        ok = entry["pricing_model"] in FREE_PRICING
        free_tier = (entry.get("free_tier_ko") if lang == "ko" else entry.get("free_tier")) or "-"
        pricing = load_json("offline_phrases")["pricing"].get(entry["pricing_model"], {}).get(lang, "")
        key = f"direct_free_{'yes' if ok else 'no'}"
        lines.append(phrase(key, lang, name=entry["name"], free_tier=free_tier.rstrip("."), pricing=pricing))
        if not ok:
            lines += _instead(entry, lambda e: e["pricing_model"] in FREE_PRICING, lang)
    if LICENCE.search(question):  # "로고 상표 등록해도 되나요?", "can I use the songs on a monetized channel?"
        note = (entry.get("licence_note") or {}).get(lang)
        lines.append(note or phrase("direct_licence_unknown", lang, name=entry["name"]))
    # "상세페이지는 망고보드로 만들어도 되나요?": the use asked, where the catalog says the tool is made for it
    thing = _use_asked(question, entry)
    if thing:
        lines.append(phrase("direct_purpose_yes", lang, name=entry["name"], thing=thing))
    platforms = load_json("offline_phrases")["platform_names"]
    for device, said in DEVICES.items():
        if not said.search(question):
            continue
        ok = device in entry["platforms"] or "web" in entry["platforms"]
        name = platforms.get(device, {}).get(lang, device)
        where = ", ".join(platforms.get(p, {}).get(lang, p) for p in entry["platforms"])
        lines.append(
            phrase(f"direct_device_{'yes' if ok else 'no'}", lang, device=name, name=entry["name"], platforms=where)
        )
        if not ok:
            lines += _instead(entry, lambda e, d=device: d in e["platforms"] or "web" in e["platforms"], lang)
    return lines


def _instead(entry: dict, fits, lang: str) -> list[str]:
    """The best-known tools of the same kind for which the answer is yes (none: no line)."""
    same = [e for e in load_catalog() if e["category"] == entry["category"] and e["id"] != entry["id"] and fits(e)]
    # a tool the person can just open first: a model to self-host is no answer to "can this app do it?"
    same.sort(key=lambda e: (bool(e.get("needs_coding")), -int(e.get("adoption", 2))))
    names = ", ".join(e["name"] for e in same[:MOST_INSTEAD])
    return [phrase("direct_instead", lang, names=names)] if names else []


def _use_asked(question: str, entry: dict) -> str:
    """The thing a "will it do for X?" question names that the tool's own description or tags say (empty when the
    question is no such question, or the catalog does not say it: no answer is guessed)."""
    if not USE_FOR.search(question):
        return ""
    said = (
        f"{entry.get('description', '')} {entry.get('description_ko', '')} {' '.join(entry.get('tags') or [])}".lower()
    )
    # "Can I use Mangoboard for card news?": the words after "for", as said
    wanted = re.search(r"\bfor (?:a |an |my |our |the |some )?([a-z][a-z -]{2,30}?)\s*(?:[?.!,]|$)", question, re.I)
    if wanted and wanted.group(1).lower() in said:
        return wanted.group(1).lower()
    words = re.findall(r"[가-힣]{2,}|[A-Za-z]{4,}", without_tool_names(question))
    for word in words:
        stem = re.sub(r"(?:은|는|을|를|이|가|도|로|으로|에|에서)$", "", word) if not word.isascii() else word.lower()
        if len(stem) >= 3 and stem.lower() in said and stem.lower() not in GENERIC:
            return stem
    return ""


# words every tool's description says: no use of its own
GENERIC = {"만들", "사용", "도구", "make", "tool", "tools", "with", "that", "this", "your", "free", "무료"}
