"""What a "turn X into Y" request makes: Y is the deliverable, X only its material.

"Turn my blog posts into an e-book", "레시피를 모아서 전자책으로 만들고": the job is the e-book; the blog
posts and the recipes are what it is made from. Matched on the whole request, the material's job (writing a
blog, cooking content) read as close as the deliverable's, and won on its own keywords: the person got a
cooking-video plan for a recipe e-book. The understanding keeps both parts, and ranking prefers the job the
deliverable names over one only the material names.
"""

from __future__ import annotations

import re

from knowledge.catalog import tools_named_in

# "turn/make/convert X into Y" (Y up to the end of the clause)
INTO_EN = re.compile(
    r"\b(?:turn|make|convert|transform|compile|repurpose|change|rework|collect)\s+(?P<from>[^.;!?]{2,80}?)\s+"
    r"into\s+(?P<made>[^.;!?,]{2,60}?)(?=\s+(?:and|to|for|with|so|that|then)\b|[.;!?,]|$)",
    re.I,
)
# "make/create Y from X" ("a podcast from my newsletter issues")
FROM_EN = re.compile(
    r"\b(?:make|create|build|produce|generate|start)\s+(?P<made>(?:an?|the|some)\s[^.;,!?]{2,40}?)\s+"
    r"(?:from|out of|based on)\s+(?P<from>[^.;,!?]{2,60}?)(?=\s+(?:and|using|with|for|so|that|then)\b|[.;,!?]|$)",
    re.I,
)
# "translate my store into Spanish", "영상을 영어로 번역": the verb names what is made (a translation), the object is
# its material
VERB_MADE_EN = re.compile(
    r"\b(?P<verb>translate|localize|localise|summari[sz]e|transcribe|dub|subtitle)\s+(?P<from>(?:my|our|the|these|this)\s[^.;,!?]{2,60}?)"
    r"(?=\s+(?:into|to|in|and|for|with|so|then)\b|[.;,!?]|$)",
    re.I,
)
VERB_MADE_KO = re.compile(r"(?P<from>[^.!?]{2,40}?)(?:을|를)\s+(?:\S+\s+){0,2}?(?P<verb>번역|요약|자막|더빙|받아쓰)")
MADE_BY_VERB = {
    "translate": "translation", "localize": "localization", "localise": "localization", "summarize": "summary",
    "summarise": "summary", "transcribe": "transcription", "dub": "dubbing", "subtitle": "subtitles",
    "번역": "번역", "요약": "요약", "자막": "자막", "더빙": "더빙", "받아쓰": "받아쓰기",
}  # fmt: skip
# "X를 (모아서) Y로 만들다/바꾸다/엮다": Y marked by 으로/로 right before a making verb
INTO_KO = re.compile(
    r"(?P<from>[^.!?]{2,60}?)\s+(?P<made>[^\s.!?]{1,20}?)(?:으로|로)\s*(?:만들|바꾸|바꿔|엮|제작|변환|묶)"
)
# "인터뷰 녹음을 기사로 쓰고": what is written (Y로) from the thing before it (X를)
WRITTEN_INTO_KO = re.compile(
    r"(?P<from>[^.!?,]{2,60}?)(?:을|를)\s+(?P<made>[^\s.!?]{1,20}?)(?:으로|로)\s*(?:쓰|써|작성)"
)
# "사진으로 릴스 만들기": the material marked by 으로/로, then what is made, then a making verb
FROM_KO = re.compile(
    r"(?P<from>[^.!?,]{0,40}?(?P<x>[^\s.!?,]+?))(?:으로|로)\s+(?P<made>[^\s.!?]+(?:\s[^\s.!?]+){0,2}?)\s*(?:을|를)?\s*"
    r"(?:만들|제작|쓰|써|작성)"
)
# "make thumbnails and titles for my cooking channel": what is made is the job; what it is for (the channel, the
# shop) is where it goes, a context like a topic. The made part is a list of things or one thing.
FOR_EN = re.compile(
    r"\b(?:make|create|design|write|generate|come up with|brainstorm|redo|improve|refresh|draft|build)\s+"
    r"(?P<made>[^.;!?]{2,60}?)\s+for\s+(?P<for>(?:my|our)\s[^.;,!?]{2,50}?)"
    r"(?=\s+(?:with|using|in|on|and|so|that|by|to)\b|[.;,!?]|$)",
    re.I,
)
# "유튜브 요리 채널 썸네일과 제목을 만들고": a place the person runs, then the things made for it, their object particle
# and a making verb
CONTAINERS_KO = r"채널|가게|매장|쇼핑몰|스토어|회사|브랜드|카페|식당|학원|병원|동아리|모임|계정|팀|교회|단체"
FOR_KO = re.compile(
    rf"(?P<for>(?:[^\s.!?]+\s+){{0,2}}?[^\s.!?]*(?:{CONTAINERS_KO}))(?:의)?\s+"
    r"(?P<made>[^\s.!?]+(?:\s*(?:와|과|랑|,)\s*[^\s.!?]+)*?)(?:을|를)\s+(?:\S+\s+){0,2}?"
    r"(?:만들|제작|디자인|쓰|써|작성|뽑|바꾸|바꿔|개선)"
)
# "I run a small tutoring center and want to send parents a monthly newsletter", "피아노 학원을 운영하는데 학부모님께 보낼
# 소식지를 만들고": the business the person runs comes first as context; what they want made is the job
RUN_EN = re.compile(
    r"\bI\s+(?:run|own|manage|operate|have|started)\s+(?P<for>(?:a|an|my|our)\s[^.;,!?]{2,50}?)(?:\s*,\s*|\s+and\s+|[.;]\s*)"
    r"(?:I\s+|I'd\s+|I'm\s+)?(?:want|need|would like|'d like|like|hope|am trying|'m trying|trying|plan)\s+to\s+"
    r"(?:make|create|design|write|start|send|build|produce|launch|put together|set up)\s+(?:\w+\s+)?"
    r"(?P<made>(?:(?:a|an|the|my|our|some)\s)?[^.;!?]{2,50}?)(?=\s+(?:for|to|with|using|so|that|by|every|each|on|in)\b|[.;!?,]|$)",
    re.I,
)
RUN_KO = re.compile(
    r"(?P<for>[^\s.!?]*?(?:\s+[^\s.!?]+?){0,2}?)(?:을|를)?\s*(?:운영\s*(?:하는데|하고\s*있는데|중인데|중이에요|합니다|해요)|"
    r"하고\s*있는데|하는데|사장(?:인데|입니다|이에요)|원장(?:인데|입니다|이에요))[.,]?\s+"
    r"(?:[^.!?]{0,30}?\s)?(?P<made>[^\s.!?]+)(?:을|를)\s+(?:\S+\s+){0,2}?(?:만들|제작|디자인|쓰|써|작성|보내|발송)"
)
# "AI로 만들어", "무료로", "한국어로", "스마트폰으로": how, with what or in what, not what is made or from what
NOT_MADE = re.compile(
    r"^(?:ai|gpt|챗gpt|무료|유료|한국어|영어|영문|한글|일본어|중국어|외국어|존댓말|반말|직접|자동|혼자|간단히|쉽게|빠르게|폰|휴대폰|아이폰|스마트폰|핸드폰|"
    r"컴퓨터|노트북|앱|어플|템플릿|도구|툴|프로그램|아바타|[가-힣]+게|"
    # "새로 만들고", "따로", "제대로": an adverb in 로; "쉬운 걸로": with an easy one
    r"새|따|제대|스스|서|주|바|별|그대|마음대|실제|걸|것|거|이걸|그걸|"
    r"\S*짜리)$",  # "1~2분짜리로 만들어": how long or big it is
    re.I,
)


def _bare(made: str) -> str:
    """The object without its particle ("퀴즈를" is the 퀴즈 a job's name says) or a trailing adverb ("videos
    somehow" are videos: "somehow" had been the head word, and the blog the posts came from won the job)."""
    made = re.sub(
        r"\s+(?:somehow|anyway|maybe|perhaps|please|too|instead|as well|eventually|someday)$", "", made.strip()
    )
    return re.sub(r"(?<=[가-힣])(?:을|를)$", "", made)


POINTING = re.compile(r"^(?:them|it|these|those|this|that|all of them|이걸|그걸|이것|그것|이거|그거)(?:을|를)?$", re.I)


def deliverable(text: str) -> dict[str, str] | None:
    """{"made": what the request makes, "from": what it is made from (or "" when it says what the work is for:
    "for": the channel or shop)}, or None when it says neither. "from" that points back ("turn them into blog
    posts") is the words before it: "I recorded five episodes … turn them" is made from recordings."""
    found = _deliverable(text)
    if not found:
        return None
    source = found["from"]
    if POINTING.match(source.strip()):
        at = (text or "").find(f"{source} ") if source else -1
        source = (text or "")[max(0, at - 120) : at + len(source)].strip() if at > 0 else source
    return {**found, "made": _bare(found["made"]), "from": source}


def _deliverable(text: str) -> dict[str, str] | None:
    for pattern in (INTO_EN, FROM_EN, INTO_KO, WRITTEN_INTO_KO):
        m = pattern.search(text or "")
        if m and not NOT_MADE.match(m.group("made").strip()):
            return {"made": m.group("made").strip(), "from": m.group("from").strip()}
    for pattern in (VERB_MADE_EN, VERB_MADE_KO):
        m = pattern.search(text or "")
        if m:
            return {"made": MADE_BY_VERB[m.group("verb").lower()], "from": m.group("from").strip()}
    for m in FROM_KO.finditer(text or ""):
        if not NOT_MADE.match(m.group("x")) and not tools_named_in(f" {m.group('x')} "):
            return {"made": m.group("made").strip(), "from": m.group("from").strip()}
    for pattern in (FOR_EN, FOR_KO, RUN_EN, RUN_KO):
        m = pattern.search(text or "")
        if m and not NOT_MADE.match(m.group("made").strip()):
            return {"made": m.group("made").strip(), "from": "", "for": m.group("for").strip()}
    return None
