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
    wants = re.compile(rf"하고\s*싶|싶어요|싶습니다|{WORK_WANTED_EN}|해\s*줘|주세요|{WORK_DUE_KO}", re.I)
    return all(s.endswith("?") or not wants.search(s) for s in rest)
