"""A question about what one named tool does or costs (the question half of reading a request beside
graph/understanding.py): answered from the catalog's facts, not planned as the job its words name."""

from __future__ import annotations

import re

from graph.understanding import SAYS_WANT_EN
from knowledge.catalog import tools_named_loosely

# a question about what one named tool does or costs: "Does Descript work with Korean audio?", "How much does
# Shopify cost …?", "Zoom 무료로 40분 넘게 회의할 수 있나요?", "…상업적으로 써도 되나요?"
ABOUT_A_TOOL_EN = re.compile(r"^\s*(?:does|do|is|are|can|will|how much (?:does|is|are|do)|what does)\b", re.I)
ABOUT_A_TOOL_KO = re.compile(
    r"(?:수\s*있|되|붙|돼|있|인가|일까)(?:나요|을까요|ㄹ까요|까요|어요|요)?\s*\?|(?:되나요|있나요|붙나요|인가요)\s*$"
)
# what the person will use it for, said after the question: "교회 소모임에서 쓰려고요", "I record interviews in …"
ONLY_THE_USE = re.compile(
    r"(?:쓰|사용하|올리)(?:려고|려구|ㄹ\s*거)|\bfor (?:my|our)\b|\bi (?:record|run|make|sell|teach|use)\b", re.I
)


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
    wants = re.compile(rf"하고\s*싶|싶어요|싶습니다|{SAYS_WANT_EN}|해\s*줘|주세요", re.I)
    return all(s.endswith("?") or (ONLY_THE_USE.search(s) and not wants.search(s)) for s in rest)
