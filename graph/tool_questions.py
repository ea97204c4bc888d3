"""A question about what one named tool does or costs (the question half of reading a request beside
graph/understanding.py): answered from the catalog's facts, not planned as the job its words name."""

from __future__ import annotations

import re

from knowledge.catalog import tools_named_loosely

# a question about what one named tool does or costs: "Does Descript work with Korean audio?", "How much does
# Shopify cost …?", "Zoom 무료로 40분 넘게 회의할 수 있나요?", "…상업적으로 써도 되나요?"
ABOUT_A_TOOL_EN = re.compile(r"^\s*(?:does|do|is|are|can|will|how much (?:does|is|are|do)|what does)\b", re.I)
ABOUT_A_TOOL_KO = re.compile(
    r"(?:수\s*있|되|붙|돼|있|인가|일까)(?:나요|을까요|ㄹ까요|까요|어요|요)?\s*\?|(?:되나요|있나요|붙나요|인가요)\s*$|"
    # "클로바노트는 몇 시간까지 무료예요?", "유료 플랜은 얼마예요?": what it costs or lets you do free
    r"(?:무료|유료|공짜|얼마)(?:예요|이에요|인가요|일까요|죠|야|냐)?\s*\?|"
    # "캔바 어때요?", "쓸만한가요?", "괜찮을까요?": what the person thinks of using it
    r"(?:어때요|어떤가요|어떨까요|쓸\s*만한가요|쓸\s*만해요|괜찮(?:아요|나요|을까요|은가요))\s*\?"
)
# "I want to collect dues", "I'll need a logo": work or things wanted, so the request is a job after all
WORK_WANTED_EN = (
    r"(?<!do )(?<!would )\b(?:want|need|have|going|planning)\s+to\b|\b(?:want|need)\s+(?:a|an|some)\s|\bhelp\s+me\b|"
    r"\b(?:i'd|i would)\s+like\s+to\b"
)

# "메뉴판이랑 전단지 만들어야 돼요", "… 필요해요": work the person has to do, said after the question
WORK_DUE_KO = r"(?:어|아|해|여)야\s*(?:해|하|돼|되|합)|필요(?:해|하|합)"
# work or things wanted, in either language: a request that says one is a job, whatever it asks about a tool
WORK_WANTED = re.compile(rf"하고\s*싶|싶어요|싶습니다|{WORK_WANTED_EN}|해\s*줘|주세요|{WORK_DUE_KO}", re.I)


# the last question weighs the named tool against something unnamed, or asks what it costs: "Can X do this, or do we
# need something paid?", "X는 하루 최소 얼마부터 돼요?"
OR_ELSE = re.compile(
    r"\bor\s+(?:do|should|would|will)\s+(?:i|we)\s+(?:need|have to|use|pay|get|buy)\b|\bor\s+is\s+(?:there|it)\b|"
    r"\bor\s+(?:something|anything)\s+(?:else|paid)|아니면\s*(?:따로|다른|유료|별도)|"
    r"\bhow much\b|\bwhat does it cost\b|얼마(?:부터|까지|예요|인가요|나|정도)?",
    re.I,
)


def ends_asking_about_a_named_tool(text: str) -> bool:
    """True when the last sentence is a question about a tool it names that weighs it against something unnamed or
    asks its cost ("We want to share photos with owners. Can Google Photos do this, or do we need something paid?"):
    the work said before is what the answer must serve, and the person asked about the tool, not for a plan."""
    sentences = [s.strip() for s in re.split(r"(?<=[.?!])\s+", text or "") if s.strip()]
    if len(sentences) < 2:
        return False
    last = sentences[-1]
    asked = last.endswith("?") or bool(ABOUT_A_TOOL_KO.search(last))
    return asked and bool(tools_named_loosely(last)) and bool(OR_ELSE.search(last))


def asks_about_a_named_tool(text: str) -> bool:
    """True when the request is a question about what a tool it names does or costs, the sentences after it only
    saying what it is for: answered from the catalog's facts, not planned as the job its words name."""
    sentences = [s.strip() for s in re.split(r"(?<=[.?!])\s+", text or "") if s.strip()]
    if not sentences or not tools_named_loosely(sentences[0]):
        return False
    first, rest = sentences[0], sentences[1:]
    asked = first.endswith("?") and (ABOUT_A_TOOL_EN.search(first) or ABOUT_A_TOOL_KO.search(first))
    if not asked:
        return False
    # "I want to collect dues" is work wanted (a job); "I need searchable transcripts" is what the answer must meet
    return all(s.endswith("?") or not WORK_WANTED.search(s) for s in rest)


# "스마트스토어 상세페이지 만들 때 어떤 툴이 제일 좋아요?", "What's the best free app for editing reels?": a question
# for the best tool for one thing, naming none; answered with the tools that do it, not a plan to approve
BEST_TOOL_KO = re.compile(
    r"(?:어떤|어느|무슨)\s*(?:툴|앱|어플|프로그램|도구|서비스|사이트|ai)\S*\s*(?:을|를|이|가)?\s*(?:제일|가장|젤|더)?\s*"
    r"(?:좋|괜찮|나아|나을|낫|추천|쓰|써)|"
    r"(?:툴|앱|어플|프로그램|도구|서비스|사이트)\s*(?:중에서|중에|중)\s*(?:\S+\s+){0,2}?(?:제일|가장|젤)\s*(?:좋|괜찮|나은|낫)|"
    r"(?:툴|앱|어플|프로그램|도구)\s*(?:좀\s*)?추천|"
    # "회의 녹음 정리해 주는 앱 뭐가 좋아요?": the thing, then which of its kind is best
    r"(?:툴|앱|어플|프로그램|도구|서비스|사이트)(?:은|는|이|가|도)?\s*(?:뭐가|뭘|무엇이|어떤\s*게|어디가)\s*(?:제일|가장|젤|더)?\s*"
    r"(?:좋|괜찮|나아|나을|낫|추천)|"
    # "맥북에서 쓸 수 있는 무료 녹음 편집 프로그램 있나요?"
    r"(?:툴|앱|어플|프로그램|도구|서비스|사이트)(?:이|가|는|도)?\s*(?:좀\s*)?(?:있나요|있을까요|있어요|없나요|없을까요)",
    re.I,
)
BEST_TOOL_EN = re.compile(
    r"\b(?:what|which)(?:'s|\s+is|\s+are)?\s+(?:the\s+)?(?:best|easiest|cheapest|simplest|right)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:apps?|tools?|software|services?|programs?|platforms?|editors?)\b|"
    r"\bwhich\s+(?:[\w-]+\s+){0,2}?(?:apps?|tools?|software|services?|programs?|platforms?)\s+(?:should|do|would|is|are)\b|"
    r"\b(?:recommend|suggest)\s+(?:an?|some|any)\s+(?:[\w-]+\s+){0,2}?(?:apps?|tools?|software|services?)\b",
    re.I,
)
# "…운영하려는데": a job the person is setting out on, whose tools are its plan
INTENDS_KO = re.compile(r"려(?:고\s*하는|고\s*하|는)데|려고\s*(?:해요|합니다)")


def asks_for_the_best_tool(text: str) -> bool:
    """True when the request asks which tool is best for one thing and says no work it wants done: the tools that do
    it are the answer. "I want to start a podcast, which app is best?" wants the job planned, its tools in the plan."""
    sentences = [s.strip() for s in re.split(r"(?<=[.?!])\s+", text or "") if s.strip()]
    asked = [
        s
        for s in sentences
        if s.endswith("?") or re.search(r"(?:나요|까요|가요|어요|아요|죠)[.]?$", s) or RECOMMEND_PLEASE.search(s)
    ]
    if not any(BEST_TOOL_KO.search(s) or BEST_TOOL_EN.search(s) for s in asked):
        return False
    # "…앱 추천해 주세요": asking for the recommendation is the question itself, no work wanted
    sentences = [RECOMMEND_PLEASE.sub("", s) for s in sentences]
    # "…만들고 싶은데 어떤 툴이 좋을까요?": a want said before the question
    return not any(WORK_WANTED.search(s) or "싶은데" in s or INTENDS_KO.search(s) for s in sentences)


RECOMMEND_PLEASE = re.compile(r"(?:추천|알려)\s*(?:해|하여)?\s*(?:주세요|줘요|줘|주실|주시)\S*")


def best_tool_subject(text: str) -> str:
    """What a best-tool question wants the tool for: its asking sentence without the question words ("스마트스토어
    상세페이지 만들 때" of "… 어떤 툴이 제일 좋아요?", "transcription … for Korean interviews" of "Which transcription
    tool should I use for Korean interviews?"); the whole text when no sentence asks it."""
    for sentence in re.split(r"(?<=[.?!])\s+", text or ""):
        found = BEST_TOOL_KO.search(sentence)
        if found:
            return sentence[: found.start()].strip() or sentence
        if BEST_TOOL_EN.search(sentence):
            return " ".join(QUESTION_WORDS_EN.sub(" ", sentence).split()) or sentence
    return text


QUESTION_WORDS_EN = re.compile(
    r"\b(?:what(?:'s)?|which|is|are|the|best|easiest|cheapest|simplest|right|apps?|tools?|software|services?|"
    r"programs?|platforms?|editors?|should|would|do|does|i|we|use|recommend|suggest|any|some|an?|for|to)\b|[?!]",
    re.I,
)
