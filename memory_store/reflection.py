"""Rules that turn what a person said into memories, and memories back into constraints.

Each rule gives a stable key ("pricing", "platform", "tool:capcut"), so a newer statement on the same
subject replaces the older one instead of piling up beside it. Texts are written in the person's
language, because the person reads and edits them in the Memory tab.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from core.rules import WON_PER_USD
from knowledge.catalog import load_catalog

FREE_RE = re.compile(
    r"\bfree\b(?! if possible)|no budget|zero budget|without paying|don'?t want to pay|무료|공짜|돈\s*(?:안|없)|비용\s*없|예산\s*없",
    re.IGNORECASE,
)
# "Free tools where possible", "가능하면 무료로": free first, not free only (graph/understanding.py reads it too)
FREE_IF_POSSIBLE = re.compile(
    r"free(?: tools?| apps?| ones| options| plans)? (?:where|when|if|wherever|whenever) (?:possible|we can|i can)|"
    r"ideally free|(?:가능하면|되도록|웬만하면|될\s*수\s*있으면)\s*무료",
    re.I,
)
# frugal, not free only: free plans first, a cheap paid tool still allowed where nothing free fits
LOW_RE = re.compile(
    r"(?:small|low|tight|limited|shoestring) budget|as cheap as possible|\bcheap|free if possible|저예산|적은 예산|"
    r"예산이\s*(?:적|부족|빠듯)|(?:최대한|되도록)\s*(?:안\s*들|아끼|저렴)",
    re.IGNORECASE,
)
PAID_OK_RE = re.compile(
    r"paid (?:tools? )?(?:is|are) (?:fine|ok)|happy to pay|유료(?:도)?\s*(?:괜찮|상관없|좋아)", re.IGNORECASE
)
KOREAN_RE = re.compile(
    r"korean support|in korean|supports? korean|한국어\s*(?:지원|로|가\s*되|되는)|한글\s*지원", re.IGNORECASE
)
BUDGET_RE = re.compile(
    r"(?:\$\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?(?:dollars|usd))\s*(?:/|per|a)?\s*(month|mo|year)?"
    r"|(?:월|한 달에?)\s*(\d+(?:\.\d+)?)\s*(만\s*원|원)",
    re.IGNORECASE,
)
PLATFORMS = {
    "ios": r"iphone|ipad|\bios\b|아이폰|아이패드",
    "android": r"android|galaxy|안드로이드|갤럭시",
    "macos": r"\bmac\b|macbook|macos|맥북|맥에서",
    "windows": r"windows|윈도우",
    "web": r"browser only|in the browser|웹에서만|브라우저",
}
DISLIKE_TEMPLATES = [
    r"(?:don'?t|do not|never) (?:use|want|like|recommend) {name}",
    r"without {name}",
    r"no {name}\b",
    r"not {name}\b",
    r"{name}\s*(?:말고|빼고|제외|싫|는 싫|은 싫|는 빼|은 빼|쓰지 ?마|사용하지 ?마)",
]
UNDISLIKE_TEMPLATES = [r"{name} (?:is|are) (?:fine|ok)(?: now)?", r"{name}\s*(?:도|는|은)?\s*(?:써도 돼|괜찮아)"]


@dataclass
class Extracted:
    kind: str
    key: str
    value: str
    text: str
    delete: bool = False


LOW_COST_SAID = ("비용은 최소로(무료 플랜 우선)", "Wants it cheap (free plans first)")


@dataclass
class Preferences:
    """What the planner and recommender do differently because of memories."""

    free_only: bool = False
    low_cost: bool = False  # free plans first, paid allowed
    korean: bool = False
    platforms: list[str] = field(default_factory=list)
    budget_usd_month: float | None = None
    disliked: list[str] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)  # memory texts that changed something


def _say(lang: str, ko: str, en: str) -> str:
    return ko if lang == "ko" else en


@lru_cache(maxsize=1)
def _tool_names() -> tuple[tuple[str, str, str], ...]:
    """(lowercase name, name, id), longest name first; load_catalog() is itself loaded once per process."""
    return tuple(sorted(((e["name"].lower(), e["name"], e["id"]) for e in load_catalog()), key=lambda p: -len(p[0])))


def extract_preferences(text: str, lang: str) -> list[Extracted]:
    """Preferences, constraints and dislikes stated in one utterance (task, feedback or reply)."""
    text = text or ""
    out: list[Extracted] = []
    if PAID_OK_RE.search(text):
        out.append(Extracted("preference", "pricing", "any", _say(lang, "유료 도구도 괜찮음", "Paid tools are fine")))
    elif FREE_RE.search(text) and not FREE_IF_POSSIBLE.search(text):
        out.append(
            Extracted("preference", "pricing", "free", _say(lang, "무료 도구만 선호함", "Prefers free tools only"))
        )
    elif LOW_RE.search(text) or FREE_IF_POSSIBLE.search(text):
        out.append(Extracted("preference", "pricing", "low", _say(lang, *LOW_COST_SAID)))
    if KOREAN_RE.search(text):
        out.append(
            Extracted("preference", "language", "ko", _say(lang, "한국어를 지원하는 도구 선호", "Wants Korean support"))
        )
    for platform, pattern in PLATFORMS.items():
        if re.search(pattern, text, re.IGNORECASE):
            out.append(
                Extracted(
                    "constraint",
                    "platform",
                    platform,
                    _say(lang, f"주로 {platform} 환경에서 작업함", f"Works mainly on {platform}"),
                )
            )
            break
    budget = BUDGET_RE.search(text)
    if budget:
        if budget.group(4):
            won = float(budget.group(4)) * (10000 if "만" in budget.group(5) else 1)
            usd = round(won / WON_PER_USD, 2)
            note = _say(
                lang, f"예산: 월 {budget.group(4)}{budget.group(5).replace(' ', '')}", f"Budget: {won:.0f} KRW a month"
            )
        else:
            amount = float(budget.group(1) or budget.group(2))
            usd = amount / 12 if (budget.group(3) or "").lower() == "year" else amount
            note = _say(lang, f"예산: 월 약 ${usd:g}", f"Budget: about ${usd:g} a month")
        out.append(Extracted("constraint", "budget", f"{usd:g}", note))
    low = text.lower()
    for lowered, name, tool_id in _tool_names():
        if lowered not in low:
            continue
        escaped = re.escape(lowered)
        if any(re.search(t.format(name=escaped), low) for t in UNDISLIKE_TEMPLATES):
            out.append(Extracted("dislike", f"tool:{tool_id}", tool_id, name, delete=True))
        elif any(re.search(t.format(name=escaped), low) for t in DISLIKE_TEMPLATES):
            out.append(
                Extracted(
                    "dislike",
                    f"tool:{tool_id}",
                    tool_id,
                    _say(lang, f"{name} 사용을 원하지 않음", f"Does not want {name}"),
                )
            )
    return out


def _described(m: dict, lang: str) -> str:
    """A memory as the guide states it, in the guide's language: a Korean memory is not quoted into an English
    guide. Known keys are said again from their value; anything else keeps its own words."""
    key, value, text = m.get("key", ""), m.get("value", ""), m.get("text", "")
    if key == "pricing" and value == "free":
        return _say(lang, "무료 도구만 선호함", "Prefers free tools only")
    if key == "pricing" and value == "low":
        return _say(lang, *LOW_COST_SAID)
    if key == "language" and value == "ko":
        return _say(lang, "한국어를 지원하는 도구 선호", "Wants Korean support")
    if key == "platform" and value:
        return _say(lang, f"주로 {value} 환경에서 작업함", f"Works mainly on {value}")
    if key == "budget" and value:
        try:
            usd = float(value)
        except ValueError:
            return text
        return _say(
            lang, f"예산: 월 약 {round(usd * WON_PER_USD, -2):,.0f}원 (${usd:g})", f"Budget: about ${usd:g} a month"
        )
    if key.startswith("tool:"):
        tool_id = value or key.split(":", 1)[1]
        name = next((n for _, n, i in _tool_names() if i == tool_id), tool_id)
        return _say(lang, f"{name} 사용을 원하지 않음", f"Does not want {name}")
    return text


def preferences_from(memories: list[dict], lang: str | None = None) -> Preferences:
    """What the memories change; `applied` says which, in `lang` when given (else in their own words)."""
    prefs = Preferences()
    for m in memories:
        key, value, text = m.get("key", ""), m.get("value", ""), m.get("text", "")
        if key == "pricing" and value == "free":
            prefs.free_only = True
        elif key == "pricing" and value == "low":
            prefs.low_cost = True
        elif key == "language" and value == "ko":
            prefs.korean = True
        elif key == "platform" and value:
            prefs.platforms.append(value)
        elif key == "budget" and value:
            try:
                prefs.budget_usd_month = float(value)
            except ValueError:
                continue
        elif key.startswith("tool:") and m.get("kind") == "dislike":
            prefs.disliked.append(value or key.split(":", 1)[1])
        else:
            continue
        prefs.applied.append(_described(m, lang) if lang else text)
    return prefs
