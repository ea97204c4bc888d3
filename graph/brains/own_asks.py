"""A plan in the request's own words, for a job the workflow knowledge does not cover.

"Need a way to catalog the tools, let neighbors borrow them and track who has what": three asks, each a step in
the person's words ("Catalog the tools", "Let neighbors borrow them", "Track who has what"), each with the kind of
tool its words ask for: a noun of a kind (knowledge/category_words.json), else the verb that says the work
(`_verbs` there: collect, track, schedule, design ...), else a general assistant. Research and review steps had
stood in for all of it ("Draft the first version with an AI assistant").
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from graph.plan_steps import categories_asked, meaningful_tokens, word_in
from knowledge.catalog import KNOWLEDGE_DIR, catalog_by_id, load_categories, tools_named_in

MAX_ASKS = 4
# what a request says before its asks: "I need a way to", "We want to", "help me"
LEAD_EN = re.compile(
    r"^.*?\b(?:(?:i|we)\s+)?(?:really\s+)?(?:need|want|would like|'d like|like|hope|am trying|'m trying|trying|have)\s+"
    r"(?:(?:a|an|some|the)\s+(?:\w+\s+)?(?:way|tool|app|system|place)\s+(?:to|for)\s+|help\s+(?:with\s+)?|to\s+|"
    r"(?=(?:a|an|some)\s))",
    re.I,
)
HELP_EN = re.compile(r"^.*?\bhelp me\s+(?:to\s+)?", re.I)
# "I only need them transcribed and searchable": what is to be done to the person's material
DONE_TO_EN = re.compile(r"\b(?:need|want)\s+(?P<it>them|it|these|those|my \w+)\s+(?P<rest>\w+ed\b[^.;!?]*)", re.I)
# Korean context before the asks ends a clause: "초3 담임인데요", "독서모임 운영하는데"
CONTEXT_KO = re.compile(r"^.*(?:는데요?|인데요?|은데요?|ㄴ데요?|이에요|예요|입니다|거든요)[,.]?\s+")
# what a Korean request says after its asks: "좀 편하게 하고 싶어요", "만들어야 돼요"
TAIL_KO = re.compile(
    r"\s*(?:을|를)?\s*(?:좀\s*)?(?:더\s*)?(?:쉽게|편하게|빠르게|간단하게|잘)?\s*"
    r"(?:하고\s*싶어요?|하고\s*싶다|하고\s*싶|싶어요?|해야\s*(?:돼요|해요|함)|도와\s*주세요|어떻게\s*하면\s*좋을까요\??)\s*[.?!]*$"
)
# "받는 거", "정리하는 걸": a verb made a noun; its step says "받기", "정리하기"
NOUN_VERB_KO = re.compile(r"(\S+?)(?:는|은)\s*(?:거|것|걸|게)(?:을|를|도)?$")
# "만들고 싶어요", "만들어야 돼요": the wanted verb; its step says "만들기"
WANT_KO = re.compile(r"(\S+?)(?:고\s*싶(?:어요?|다|습니다|은데)|(?:어야|아야)\s*(?:돼요?|해요|합니다|함)|고)[.?!]*$")
DO_KO = re.compile(r"(\S+?)(?:해야)\s*(?:돼요?|해요|합니다|함)[.?!]*$")
L_STEMS = {"만드": "만들", "파": "팔", "여": "열", "노": "놀", "사": "살"}  # ㄹ-stems lose ㄹ before 는


@lru_cache(maxsize=1)
def _verb_kinds() -> dict[str, list[str]]:
    data = json.loads((KNOWLEDGE_DIR / "category_words.json").read_text(encoding="utf-8")).get("_verbs") or {}
    return {
        kind: [w.lower() for w in words.get("en", []) + words.get("ko", [])]
        for kind, words in data.items()
        if not kind.startswith("_")
    }


def kind_of(text: str) -> str:
    """The kind of tool an ask needs: a noun of a kind it names, else its verb, else a general assistant."""
    low = text.lower()
    named = [catalog_by_id()[t]["category"] for t in tools_named_in(f" {text} ") if t in catalog_by_id()]
    if named:
        return named[0]  # "노션으로 실험노트 만들기": the kind of the tool it names
    for kind, verbs in _verb_kinds().items():  # the work the ask's verb says first: "시간표 받기" collects
        if any(word_in(low, v) or (not v.isascii() and v in low) for v in verbs):
            return kind
    nouns = categories_asked(low)
    if nouns:
        return max(nouns, key=lambda c: max(len(w) for w in nouns[c]))
    return "llm-assistant"


def _ko_step(part: str) -> str:
    part = TAIL_KO.sub("", part.strip(" ,."))
    m = DO_KO.search(part) or WANT_KO.search(part)
    if m:  # "정리해야 돼요" -> "정리하기", "만들고 싶어요" -> "만들기"
        return part[: m.start()] + m.group(1) + ("하기" if m.re is DO_KO else "기")
    m = NOUN_VERB_KO.search(part)
    if m:
        stem = m.group(1)
        stem = next((stem[: -len(k)] + v for k, v in L_STEMS.items() if stem.endswith(k)), stem)
        part = part[: m.start()] + stem + "기"
    return part.strip()


def _en_step(part: str) -> str:
    part = re.sub(r"^(?:and|also|then|to)\s+", "", part.strip(" ,."), flags=re.I)
    if re.match(r"(?:a|an|the|some)\s", part, re.I):
        part = f"set up {part}"  # "I want a waitlist for plots": the thing wanted, set up
    return part[:1].upper() + part[1:]


def asks(request: str, language: str) -> list[str]:
    """The request's own asks as step texts, in its language; none when it says no work in two words or more."""
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", request or "") if s.strip()]
    found: list[str] = []
    for sentence in sentences:
        if language == "ko":
            body = CONTEXT_KO.sub("", sentence)
            if body == sentence and re.search(r"(?:이에요|예요|입니다|인데요?)[.]?$", sentence.strip()):
                continue  # a sentence that only says who the person is
            if re.search(r"(?:\?|까요|나요|게요|으면 좋겠어요|면 좋겠어요)[.]?$", body.strip()):
                continue  # a question or a wish about how it looks ("캔바 써도 되나요?", "글씨 크게요")
            parts = [_ko_step(p) for p in re.split(r"\s*(?:,|이랑|랑|하고\s+(?=\S+\s))\s*", body)]
            # "실험노트랑 장비 예약표 만들기": the last part's verb is every part's
            verb = re.search(r"\S*기$", parts[-1]) if parts else None
            parts = [p if p.endswith("기") or not verb else f"{p} {verb.group(0)}" for p in parts]
            parts = [p for p in parts if p.endswith("기")]  # an ask says what is done ("도구 로요" is left of a budget)
        else:
            done_to = DONE_TO_EN.search(sentence)
            if done_to:
                found.append(f"Get {done_to.group('it')} {done_to.group('rest').strip(' .')}")
                continue
            body = LEAD_EN.sub("", sentence) if LEAD_EN.search(sentence) else HELP_EN.sub("", sentence)
            if body == sentence and not re.match(r"^\s*(?:need|want|help)\b", sentence, re.I):
                continue  # "We're starting a tool library.": context, not an ask
            if body.rstrip().endswith("?"):
                continue
            # "come up with puzzles and a storyline" is one ask; "catalog the tools and track who has what" two
            split = r",\s*(?:and\s+)?|\s+and\s+(?!(?:a|an|the|my|our|some|their|its|\d+)\b)(?=[a-z]+\s)"
            parts = [_en_step(p) for p in re.split(split, body.rstrip(".?! "))]
        found += [p for p in parts if len(p.split()) >= 2 and meaningful_tokens(p)]
    return found[:MAX_ASKS]


def ask_steps(request: str, language: str) -> list[dict]:
    """One step per ask, with the kind its words need; searched by its own words and the kind's name."""
    out = []
    for text in asks(request, language):
        kind = kind_of(text)
        name = (load_categories().get(kind) or {}).get("en", "")
        out.append(
            {
                "text": text,
                "workflow_id": None,
                "stage_id": None,
                "category": kind,
                "query": f"{text} {name}".strip(),
                "optional": False,
                "origin": "request",
            }
        )
    return out
