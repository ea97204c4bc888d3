"""The parts a request asks for: a stated list of needs ("I need box art, a rules PDF and a short trailer"), the only
parts it wants ("컷 편집이랑 자막만"), and the clauses that may each name a deliverable ("포스터랑 온라인 신청서").

Apart from graph/understanding.py, which reads the whole request (constraints, role, named tools) and calls these.
"""

from __future__ import annotations

import re

from graph.deliverable import deliverable
from knowledge.text import without_brackets

NEEDS = re.compile(
    r"\b(?:i need|help (?:me )?with)\b(?P<en>[^.;]*?(?:,|\band\b)[^.;]*)"
    r"|(?P<ko>[^.?!]*?(?:,|와|과|랑|하고)[^.?!]*?)(?:이|가)?\s*(?:필요해|필요합니다|도와\s*주)",
    re.I,
)


def _list_items(needs: str) -> list[str]:
    return re.split(r",|\band\b|\bor\b|와 |과 |랑 |하고 ", needs)


# "about 30 seconds each", "2 minutes long", "500 words max": a length said of the thing before
MEASURE_EN = re.compile(
    r"(?:(?:around|about|roughly|under|over|up to|at most|no more than|max(?:imum)?|~)\s*)?"
    r"(?:\d+(?:\.\d+)?|an?|one|two|three|five|ten|half an?)[\s-]*"
    r"(?:seconds?|secs?|minutes?|mins?|hours?|pages?|words?|slides?)(?:\s+(?:each|long|apiece|max|or so|or less|tops))*",
    re.I,
)
# "three jingles": things counted, whose kinds may be listed after them ("upbeat and calm")
COUNTED_EN = re.compile(r"\b(two|three|four|five|both|2|3|4|5)\s+(?:[\w-]+\s+){0,2}[a-z]+s$", re.I)
COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "both": 2, "2": 2, "3": 3, "4": 4, "5": 5}
BARE_NAME = re.compile(r"(?!(?:a|an|the|some|my|our|your|their)\s)[a-z]+(?:\s+[a-z]+)?", re.I)


def _without_attributes(items: list[str]) -> list[str]:
    """The items that are things of their own: "three jingles, upbeat and calm, about 30 seconds each" lists one
    thing, which ones they are and how long each is."""
    out: list[str] = []
    named = 0
    for item in items:
        said = item.strip(" ,.")
        if MEASURE_EN.fullmatch(said):
            continue
        if named and BARE_NAME.fullmatch(said):
            named -= 1
            continue
        counted = COUNTED_EN.search(said)
        named = COUNTS[counted.group(1).lower()] if counted else 0
        out.append(item)
    return out


def stated_needs(request: str) -> str | None:
    """The list of things the request says it needs ("I need box art, a rules PDF and a short trailer",
    "대본, 자막, 썸네일이 필요해요"), or None when it names the job without listing its parts."""
    m = NEEDS.search(request or "")
    made = None if m else deliverable(request or "")
    if made and made.get("for") and re.search(r",|\band\b|(?<=[가-힣])(?:와|과|랑)(?=\s)", made["made"]):
        needs = made["made"]  # "thumbnails and titles for my channel": the parts asked for, not the channel's job
    elif not m:
        return None
    else:
        needs = m.group("en") or m.group("ko")
    items = [i.split() for i in _list_items(needs) if i.strip()]
    # a list of parts is a few short items; a long one, or one with its own subject ("and I want visitors to
    # book"), is a sentence about the job, not a part of it
    short = all(len(i) <= 8 and i[0].lower() not in ("i", "we", "you", "they", "it", "to") for i in items)
    return needs if len(items) >= 2 and short else None


# "컷 편집이랑 자막만 AI로 끝내고 싶어요", "I just need a name and a logo": the parts named are all that is wanted
# not 만 after a particle of manner, place or person ("아이폰으로만 녹음", "집에서만"): that limits how, not which parts
ONLY_KO = re.compile(
    r"(?P<items>[^.?!,]+?)(?<![0-9])(?<!으로)(?<!로)(?<!에서)(?<!에게)(?<!한테)(?<!까지)(?<!에)만(?=\s)(?!\s*(?:원|명|개))"
    # "카톡만 써요": the one tool used, not the only part wanted
    r"(?!\s*(?:써|쓰|사용|이용))"
    # "정리만 되면 좋겠어요": the job said as a state wished for, not the only part wanted
    r"(?!\s*(?:되면|됐으면|되었으면))"
    # "문의 답변하는 데만 하루 두 시간씩 써요": the time one part takes, not the only part wanted
    r"(?![^.?!,]*?(?:시간|분)\s*(?:씩|이나|정도|넘게)?\s*(?:써|쓰|걸|들|날|잡아먹))"
)
ONLY_EN = re.compile(r"\b(?:only|just)\s+(?:need|want)\s+(?:help with\s+|to\s+\w+\s+)?(?P<items>[^.;!?]+)", re.I)
ONLY_KO_CLAUSE_END = re.compile(r".*(?:는데|지만|고|서|요|다)\s+")


def only_needs(request: str) -> str | None:
    """The parts a request says are all it wants ("컷 편집이랑 자막만", "I only need auto subtitles"), or None."""
    text = request or ""
    m = ONLY_EN.search(text)
    if m:
        return re.split(r"\s+(?:for|to|so|because|on|in)\s+|,", m.group("items"))[0].strip() or None
    m = ONLY_KO.search(text)
    if not m or _goes_on(re.split(r"[.?!]", text[m.end() :])[0]):
        return None
    items = ONLY_KO_CLAUSE_END.sub("", m.group("items")).strip()  # the last clause before 만: the list itself
    items = re.sub(r"^(?:AI로|ai로)\s+", "", items)
    if COUNTED.search(items):
        return None  # "3만 원만", "사진 한 장만": an amount, not the parts of the job
    return items if re.search(r"[가-힣]{2,}", items) else None


def _goes_on(tail: str) -> bool:
    """Whether the sentence goes on to other work after the 만-phrase ("웃긴 장면만 골라서 틱톡에 올리고"): then
    만 picks what is used ("only the highlights"), not which parts of the job are wanted. "-고 싶어요" ends it."""
    words = tail.split()
    return any(
        w.endswith("서") or (w.endswith("고") and not (i + 1 < len(words) and words[i + 1].startswith("싶")))
        for i, w in enumerate(words[:-1])
    )


COUNTED = re.compile(r"(?:\d|한|두|세|네|하나|둘)\s*(?:장|번|개|명|원|달러|분|시간|권|곡|편)?$|(?:원|달러)$")


def need_items(request: str) -> list[str]:
    """The items of a stated list of needs ("lab safety quizzes", "parent emails", "a class website")."""
    needs = stated_needs(request)
    if not needs:
        return []
    needs = without_brackets(needs)  # "a form (vet info, meds, …)": what the form asks, not items
    # two Hangul syllables are a whole word ("제목", "로고"); two Latin letters are not
    items = _without_attributes(_list_items(needs))
    return [i.strip(" ,.") for i in items if len(i.strip(" ,.")) >= (2 if re.search("[가-힣]", i) else 3)]


# "... and take bookings": a second verb after "and" starts a second deliverable, as a second object does
CLAUSE_VERBS = (
    "take|send|make|build|create|write|set up|post|sell|track|collect|publish|keep|turn|find|design|manage|"
    "start|add|edit|answer|schedule|automate|run|launch|promote|record|translate|organi[sz]e|analy[sz]e|plan|"
    "open|get|grow|print|share|learn|prepare|draft|summari[sz]e"
)
CLAUSE_SPLIT = re.compile(
    # "수업 예약을 온라인으로 받고 싶고, 꿀은 택배로도 팔고 싶어요": two wishes, each may be a job of its own
    r"\s*(?:,\s*)?(?:(?<=싶고),|그리고|또한|하고,|하고\s+(?=(?:\S+\s+)?\S+(?:도|를|을)\s)|및|랑|이랑|"
    # "초대장과 성장 영상을": the second object may have a word before it; "과 함께" is "together with"
    r"(?<=[가-힣])(?:와|과)\s+(?!함께|같이)(?=(?:\S+\s+)?\S+(?:도|를|을|까지))|"
    r"\band also\b|\bas well as\b|\bplus\b|, and\b|\band\b(?= (?:a|an|the|my|some|also)\b)|"
    rf"\band\b(?= (?:{CLAUSE_VERBS})\b)|;|\.\s)\s*",
    re.I,
)


def clauses(job_text: str) -> list[str]:
    """The parts of a request that may each name a deliverable ("포스터랑 온라인 신청서", "a logo and a website");
    a stated list of needs gives its items."""
    items = need_items(job_text)
    if len(items) >= 2:
        return items
    # a Korean noun of two or three syllables is a whole part ("포스터랑 신청서"); Latin needs four letters
    parts = [
        p.strip(" ,.")
        for p in CLAUSE_SPLIT.split(job_text)
        if p and len(p.strip(" ,.")) >= (2 if re.fullmatch(r"[가-힣]+", p.strip(" ,.")) else 4)
    ]
    # a lone verb shares the next part's object ("Edit and publish my video" is one deliverable)
    merged: list[str] = []
    for part in parts:
        if merged and len(merged[-1].split()) == 1 and merged[-1].isascii():
            merged[-1] = f"{merged[-1]} and {part}"
        else:
            merged.append(part)
    return merged if len(merged) > 1 else []
