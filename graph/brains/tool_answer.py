"""The direct answer to a yes/no question about one named tool ("Can Otter.ai transcribe Korean?", "미드저니 무료로
쓸 수 있어요?", "Does Procreate run on Mac?"): the catalog fact that answers it (Korean, a free plan, a device, what its licence allows), first, and when the answer is no,
the tools of the same kind for which it is yes. The facts row follows; a bare facts row left the person to find the
answer in it ("Korean: no") and offered nothing instead."""

from __future__ import annotations

import re

from core.rules import FREE_PRICING
from knowledge.catalog import load_catalog
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
