"""English verbs of work: which words start an ask ("send them a reminder"), which say a kind of work, which make
things ("make a flyer, …"), and when work is said to happen later; shared by the English list reader
(graph/brains/en_lists.py), the ask reader and the Korean readers (the kinds' verbs)."""

from __future__ import annotations

import json
import re
from functools import lru_cache

from graph.plan_steps import categories_asked, word_in
from knowledge.catalog import KNOWLEDGE_DIR, catalog_by_id, tools_named_in


@lru_cache(maxsize=1)
def verb_kinds() -> dict[str, list[str]]:
    """The verbs each kind of work is said with (knowledge/category_words.json `_verbs`)."""
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8")).get("_verbs") or {}
    return {
        kind: [w.lower() for w in words.get("en", []) + words.get("ko", [])]
        for kind, words in data.items()
        if not kind.startswith("_")
    }


def item_kinds(text: str) -> set[str]:
    """The kinds of work a list item says, by a kind's noun or verb ("reminder texts": messages) or a platform."""
    low = text.lower()
    verbs = {kind for kind, words in verb_kinds().items() if any(w.isascii() and word_in(low, w) for w in words)}
    # "Facebook posts": a platform named says its kind (an item is inside its sentence, whatever its capital)
    named = {(catalog_by_id().get(t) or {}).get("category") for t in tools_named_in(f"and {text}")} - {None}
    return set(categories_asked(low)) | verbs | named


MAKING_VERBS = r"make|create|write|draft|design|build|produce|record|film|shoot|put together"


def made_with(part: str) -> str:
    """The making verb an ask list starts with ("make", "put together"), or ""."""
    found = re.match(rf"\s*(?:to\s+)?({MAKING_VERBS})\b", part, re.I)
    return found.group(1).lower() if found else ""


# verbs whose list items are separate things to make or set up ("make a video, a poster and a form": three asks)
SETTING_UP = rf"{MAKING_VERBS}|set|get|add|launch|start|open|run|have|need|want|find|hire|plan|use|build|let"


# "a week later", "the next morning", "two days after": when the work that follows is done
LATER_EN = re.compile(
    r"^(?:(?:a|an|one|two|three|four|a few|\d+)\s+(?:day|week|month|hour)s?\s+(?:later|after(?:wards?)?)|"
    r"(?:the\s+)?(?:next|following)\s+(?:day|week|month|morning|evening))\s+",
    re.I,
)


# verbs that are never a thing's describing word: "clean photos, measurements" lists needs ("clean" photos)
BARE_LIST_VERBS = frozenset(
    [
        "pull",
        "extract",
        "gather",
        "collect",
        "track",
        "compare",
        "check",
        "sort",
        "spot",
        "organize",
        "organise",
        "scan",
        "translate",
        "draft",
        "write",
        "edit",
        "find",
        "add",
        "send",
        "share",
        "upload",
        "review",
        "summarize",
        "summarise",
    ]
)


# everyday verbs of work that name no kind of tool ("clean up my renders", "lay out a PDF", "put it online")
EVERYDAY_VERBS = frozenset(
    [
        # photos worked on: "touch up the bad ones", "restore the faded prints", "scan them"
        "touch",
        "restore",
        "repair",
        "scan",
        "sharpen",
        "enhance",
        "crop",
        "mend",
        "add",
        "allocate",
        "analyse",
        "analyze",
        "answer",
        "arrange",
        "ask",
        "assign",
        "book",
        "build",
        "buy",
        "calculate",
        "caption",
        "catch",
        "change",
        "check",
        "choose",
        "clean",
        "collect",
        "compare",
        "create",
        "crop",
        "cull",
        "cut",
        "decide",
        "do",
        "draft",
        "edit",
        "email",
        "enhance",
        "estimate",
        "explain",
        "extract",
        "figure",
        "film",
        "find",
        "fix",
        "flag",
        "follow",
        "get",
        "give",
        "grow",
        "handle",
        "hire",
        "invoice",
        "keep",
        "know",
        "label",
        "launch",
        "lay",
        "let",
        "list",
        "make",
        "manage",
        "measure",
        "move",
        "narrow",
        "order",
        "organise",
        "organize",
        "pack",
        "pay",
        "photograph",
        "plan",
        "polish",
        "post",
        "practice",
        "practise",
        "prepare",
        "price",
        "print",
        "publish",
        "pull",
        "put",
        "quote",
        "reach",
        "recruit",
        "redesign",
        "redo",
        "refresh",
        "register",
        "remind",
        "rename",
        "reply",
        "resize",
        "respond",
        "retouch",
        "review",
        "rewrite",
        "run",
        "scan",
        "schedule",
        "screen",
        "see",
        "select",
        "sell",
        "send",
        "set",
        "share",
        "sharpen",
        "ship",
        "shoot",
        "shortlist",
        "show",
        "sign",
        "sort",
        "speed",
        "spot",
        "start",
        "summarise",
        "summarize",
        "tag",
        "take",
        "teach",
        "test",
        "thank",
        "tidy",
        "track",
        "train",
        "translate",
        "turn",
        "understand",
        "update",
        "upload",
        "upscale",
        "write",
    ]
)


def says_work(part: str) -> bool:
    """Whether a part starts with a verb of work, a kind's or an everyday one ("tidy up the files")."""
    first = (re.findall(r"[a-z]+", LATER_EN.sub("", part).lower()) or [""])[0]
    # "sign-ups", "follow-ups": a hyphenated first word is a thing, not the everyday verb it starts with
    hyphenated = "-" in (LATER_EN.sub("", part).split() or [""])[0]
    return starts_with_verb(part) or (first in EVERYDAY_VERBS and not hyphenated)


def starts_with_verb(part: str) -> bool:
    """Whether a part of an ask list says its own work ("send them a reminder"), by the verbs the kinds of work are
    said with (knowledge/category_words.json) or a making verb; "a week later send them a check-in" says when its
    own work is done."""
    part = LATER_EN.sub("", part)
    first = (re.findall(r"[a-z]+", part.lower()) or [""])[0]
    verbs = {v for words in verb_kinds().values() for v in words if v.isascii() and " " not in v}
    return bool(made_with(part)) or first in verbs or first in (
        "get", "set", "let", "have", "keep", "find", "use", "send", "give", "ask", "remind", "collect", "share",
    )  # fmt: skip
