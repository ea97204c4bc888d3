"""Tools a request names that are not the means of its work (a named tool is otherwise what the person uses, and
takes a step):

- ones the person cannot or will not use ("포토샵 같은 건 다룰 줄 몰라서", "I can't use Photoshop", "Excel is too
  complicated for me", "캔바 말고"): never given;
- ones that only hold what is scattered ("받은 돈이랑 경비가 카톡, 통장, 영수증 사진에 다 흩어져 있어요", "receipts
  scattered across WhatsApp and email"): where the material is, not where the work is done. KakaoTalk had become
  a customer-support step of a freelancer's tax return;
- ones the person teaches others to use ("'키오스크·카카오톡 사용법' 교육", "a workshop on using WhatsApp"): the
  subject of the class, not the class's means. A senior center's KakaoTalk lesson had got a KakaoTalk Channel
  step for customer messages;
- ones named in brackets that say what the person's line of work is ("I'm a freelance video editor (mostly
  YouTube long-form and podcasts)"): the clients' platform, where the person does not post.
"""

from __future__ import annotations

import re

from knowledge.catalog import tools_named_loosely

# Korean: the inability comes after the tool ("포토샵은 다룰 줄 몰라요", "엑셀은 너무 어려워요", "캔바 말고")
UNABLE_KO = re.compile(
    r"(?:다룰|쓸|사용할|만질)\s*줄\s*(?:몰|모르)|못\s*(?:다루|다뤄|쓰|써)|(?<=[도은는])\s*(?:잘\s*|전혀\s*|아예\s*)?못\s*(?:하|해)|(?:은|는|이|가)\s*(?:너무\s*|좀\s*)?(?:어렵|어려|복잡)"
    # "스마트스토어는 수수료가 부담돼서", "캔바는 너무 비싸요": what it costs rules it out
    r"|(?:은|는|이|가)\s*(?:(?:수수료|비용|가격|요금|구독료)(?:가|이|도)\s*)?(?:너무\s*|좀\s*)?(?:부담|비싸)"
    r"|(?:쓰기|사용하기)\s*싫|(?<=[^\s])\s*말고(?!도)"
)
# where the clause the inability speaks of starts: a comma, a sentence end, or a clause ending before it
CLAUSE_START = re.compile(r"[.?!,;\n]|(?:는데|지만|고|서)\s")
# English: the inability comes before the tool ("I can't use Photoshop", "don't know how to use Excel")
UNABLE_EN = re.compile(
    r"\b(?:can'?t|cannot|can not|couldn'?t|don'?t know how to|never learned(?: how)? to|not good with|"
    r"not comfortable with|don'?t want to|won'?t|hate|avoid|without|"
    # "a group chat that isn't Facebook", "something other than Excel", "instead of WhatsApp": the one turned down
    r"(?:that|which)\s+(?:isn'?t|is not|aren'?t|are not)|other than|instead of|anything but|except)\s+"
    r"(?:(?:use|using|work with|deal with|touch|"
    r"learn|learning|pay for|paying for)\s+)?(?P<rest>[^.,;!?]{1,40})",
    re.I,
)
# … or after it ("Excel is too complicated for me", "Photoshop is way over my head")
HARD_EN = re.compile(r"\b(?:is|are|was|seems?)\s+(?:way\s+|much\s+)?(?:too\s+(?:hard|complicated|complex|confusing|"
                     r"expensive)|over my head)", re.I)  # fmt: skip
FOR_EXAMPLE = re.compile(r"^\s*(?:tools\s+)?(?:like|such as)\s+", re.I)


def _named_before(text: str, said: re.Pattern, start: re.Pattern) -> list[str]:
    """Tools named between each match of `said` and the last `start` before it: the clause the match speaks of."""
    found: list[str] = []
    for m in said.finditer(text):
        starts = [c.end() for c in start.finditer(text, 0, m.start())]
        found += tools_named_loosely(text[starts[-1] if starts else 0 : m.start()])
    return found


def tools_not_to_use(text: str) -> list[str]:
    """Catalog ids of the tools the text says the person cannot or will not use, in the order said."""
    text = text or ""
    found = _named_before(text, UNABLE_KO, CLAUSE_START)
    for m in UNABLE_EN.finditer(text):
        found += tools_named_loosely(FOR_EXAMPLE.sub("", m.group("rest")))
    found += _named_before(text, HARD_EN, CLAUSE_START)
    return list(dict.fromkeys(found))


# Korean: the holding verb comes after the places ("카톡, 통장에 다 흩어져 있어요"); English: before them
SCATTERED_KO = re.compile(r"(?:흩어져|쌓여|섞여|뒤죽박죽)\s*있")
SCATTERED_EN = re.compile(
    r"\b(?:(?:scattered|spread|split|strewn)\s+(?:across|between|over|among|around)|(?:invoices|receipts|records|"
    r"notes|files|photos|documents|expenses|bills|statements|orders)\s+(?:are|sit|live)\s+(?:all\s+|mostly\s+|still\s+)?"
    r"(?:in|on)|"
    # "it is a jumble of sticky notes and Telegram": today's tools, which the plan is to replace
    r"a\s+(?:total\s+|complete\s+|big\s+|huge\s+)?(?:mess|jumble|patchwork|tangle)\s+of|juggling)\s+(?P<rest>[^.;!?]{1,80})|"
    # "the forms keep getting buried in WhatsApp": where things get lost today is no means for the plan (up to the
    # comma: the next ask may name its own tool)
    r"\b(?:lost|buried)\s+(?:in|on)\s+(?P<lost>[^.;!?,]{1,60})",
    re.I,
)
SENTENCE_START = re.compile(r"[.?!\n]")


# a tool the person has not used yet ("인스타그램은 해 본 적 없어요", "I've never used Instagram"): no means they
# named; a step may still use it, but the guide must not say the person asked for it
NEVER_USED_KO = re.compile(r"(?:해|써|사용해|이용해|올려|만들어)\s*(?:본|봤던)\s*적(?:이|은|도)?\s*(?:한\s*번도\s*)?없")
NEVER_USED_EN = re.compile(
    r"\b(?:(?:have|has|'ve)\s+)?never\s+(?:used|tried|touched|been on|posted on)|haven'?t\s+(?:ever\s+)?"
    r"(?:used|tried|been on)|i'?m\s+(?:totally\s+|completely\s+)?new\s+to\s+(?P<rest>[^.,;!?]{1,40})",
    re.I,
)


def tools_never_used(text: str) -> list[str]:
    """Catalog ids of the tools the text says the person has never used: named, but not as their means."""
    text = text or ""
    found = _named_before(text, NEVER_USED_KO, CLAUSE_START)
    for m in NEVER_USED_EN.finditer(text):
        found += tools_named_loosely(m.group("rest") if m.group("rest") else text[m.end() : m.end() + 40])
    return list(dict.fromkeys(found))


# someone else's channel: "딜러가 카톡으로 보내준 성능점검기록부", "the dealer sent me on WhatsApp"
SENT_BY_OTHERS_KO = re.compile(
    r"(?:가|이|께서)\s+(?P<rest>\S+(?:으로|로)\s*(?:보내\s*준|보내준|보낸|보내온|보내\s*온|준))"
)
SENT_BY_OTHERS_EN = re.compile(
    r"\b(?:he|she|they|the \w+|my \w+)\s+(?:sent|texted|forwarded|shared)\s+(?:me\s+|us\s+)?(?:\w+\s+){0,4}?"
    r"(?:on|over|via|through|by)\s+(?P<rest>\w+)",
    re.I,
)


def tools_only_holding(text: str) -> list[str]:
    """Catalog ids of the tools named only as places where the person's material lies scattered, or as the channel
    someone else sent it through (a dealer's KakaoTalk is not the buyer's customer-support desk)."""
    text = text or ""
    found = _named_before(text, SCATTERED_KO, SENTENCE_START)
    for pattern in (SENT_BY_OTHERS_KO, SENT_BY_OTHERS_EN):
        for m in pattern.finditer(text):
            if not re.match(r"(?:제|내|저희|우리)\s*$", text[max(0, m.start() - 3) : m.start()]):
                found += tools_named_loosely(m.group("rest"))
    for m in SCATTERED_EN.finditer(text):
        found += tools_named_loosely(m.group("rest") or m.group("lost"))
    return list(dict.fromkeys(found))


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.?!\n])\s+", text or "")


# "'키오스크·카카오톡 사용법' 교육": the names right before 사용법, joined by ·, 와, 랑, in a sentence about teaching
TAUGHT_KO = re.compile(
    r"(?P<rest>(?:[\w가-힣]+\s*(?:·|,|와|과|랑|이랑|및)\s*){0,3}[\w가-힣]+)\s*(?:사용법|활용법|쓰는\s*(?:법|방법)|사용\s*방법|이용법)"
)
TEACHING_KO = re.compile(r"교육|수업|강의|강좌|특강|가르치|가르쳐|알려\s*드리")
TAUGHT_EN = re.compile(
    r"\b(?:(?:teach|teaching|show|showing|explain|explaining)\s+(?:[\w'-]+\s+){0,4}?how to use|"
    r"(?:class|classes|workshop|workshops|course|lessons?|training|session)\s+(?:on|about)\s+(?:how to use|using))"
    r"\s+(?P<rest>[^.;!?]{1,50})",
    re.I,
)


def tools_taught(text: str) -> list[str]:
    """Catalog ids of the tools the person teaches others to use: what the class is about."""
    found: list[str] = []
    for sentence in _sentences(text):
        if TEACHING_KO.search(sentence):
            for m in TAUGHT_KO.finditer(sentence):
                found += tools_named_loosely(m.group("rest"))
        for m in TAUGHT_EN.finditer(sentence):
            found += tools_named_loosely(m.group("rest"))
    return list(dict.fromkeys(found))


# "I'm a freelance video editor (mostly YouTube long-form and podcasts)": an aside on who the person is
SELF_INTRO = re.compile(
    r"^\s*(?:i'?m|i am|we'?re|we are|저는|전|제가)\b|^[^.?!]{0,40}?(?:예요|이에요|입니다)\s*[.(]", re.I
)


WORKS_FOR_CLIENTS = re.compile(
    r"freelanc|프리랜서|\b(?:editor|designer|developer|writer|photographer|videographer|consultant|illustrator|"
    r"animator|translator|copywriter|agency)s?\b|편집자|디자이너|개발자|작가|번역가|대행사",
    re.I,
)


def tools_describing_the_person(text: str) -> list[str]:
    """Catalog ids of the tools named only in brackets of the sentence that says who the person is."""
    found: list[str] = []
    for sentence in _sentences(text):
        if SELF_INTRO.search(sentence):
            for m in re.finditer(r"\(([^()]{1,80})\)", sentence):
                aside = m.group(1)
                # only for a person who works for clients ("a freelance video editor"); "(I sell on Etsy)", "(on
                # Etsy)", "(스마트스토어에서 팔아요)" say where the person works, their means
                for_clients = WORKS_FOR_CLIENTS.search(sentence[: m.start()])
                if for_clients and not re.search(
                    r"\b(?:i|we|my|our|on|via|through|in)\b|에서|으로|로\s|해요|어요|아요", aside, re.I
                ):
                    found += tools_named_loosely(aside)
    outside = re.sub(r"\([^()]*\)", " ", text or "")
    return [t for t in dict.fromkeys(found) if t not in tools_named_loosely(outside)]
