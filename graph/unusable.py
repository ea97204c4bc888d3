"""Tools a person names as ones they cannot or will not use ("포토샵 같은 건 다룰 줄 몰라서", "I can't use
Photoshop", "Excel is too complicated for me", "캔바 말고"): named, but not to be given. Without this, naming
the tool made it the step's pick (a named tool is what the person uses)."""

from __future__ import annotations

import re

from knowledge.catalog import tools_named_loosely

# Korean: the inability comes after the tool ("포토샵은 다룰 줄 몰라요", "엑셀은 너무 어려워요", "캔바 말고")
UNABLE_KO = re.compile(
    r"(?:다룰|쓸|사용할|만질)\s*줄\s*(?:몰|모르)|못\s*(?:다루|다뤄|쓰|써)|(?:은|는|이|가)\s*(?:너무\s*|좀\s*)?(?:어렵|어려|복잡)"
    r"|(?:쓰기|사용하기)\s*싫|(?<=[^\s])\s*말고(?!도)"
)
# where the clause the inability speaks of starts: a comma, a sentence end, or a clause ending before it
CLAUSE_START = re.compile(r"[.?!,;\n]|(?:는데|지만|고|서)\s")
# English: the inability comes before the tool ("I can't use Photoshop", "don't know how to use Excel")
UNABLE_EN = re.compile(
    r"\b(?:can'?t|cannot|can not|couldn'?t|don'?t know how to|never learned(?: how)? to|not good with|"
    r"not comfortable with|don'?t want to|won'?t|hate|avoid|without)\s+(?:(?:use|using|work with|deal with|touch|"
    r"learn|learning|pay for|paying for)\s+)?(?P<rest>[^.,;!?]{1,40})",
    re.I,
)
# … or after it ("Excel is too complicated for me", "Photoshop is way over my head")
HARD_EN = re.compile(r"\b(?:is|are|was|seems?)\s+(?:way\s+|much\s+)?(?:too\s+(?:hard|complicated|complex|confusing|"
                     r"expensive)|over my head)", re.I)  # fmt: skip
FOR_EXAMPLE = re.compile(r"^\s*(?:tools\s+)?(?:like|such as)\s+", re.I)


def tools_not_to_use(text: str) -> list[str]:
    """Catalog ids of the tools the text says the person cannot or will not use, in the order said."""
    found: list[str] = []
    for m in UNABLE_KO.finditer(text or ""):
        starts = [c.end() for c in CLAUSE_START.finditer(text, 0, m.start())]
        found += tools_named_loosely(text[starts[-1] if starts else 0 : m.start()])
    for m in UNABLE_EN.finditer(text or ""):
        found += tools_named_loosely(FOR_EXAMPLE.sub("", m.group("rest")))
    for m in HARD_EN.finditer(text or ""):
        starts = [c.end() for c in CLAUSE_START.finditer(text, 0, m.start())]
        found += tools_named_loosely(text[starts[-1] if starts else 0 : m.start()])
    return list(dict.fromkeys(found))
