"""A drop the person reports is the job of winning it back.

"펜션을 하는데 올해 손님이 많이 줄었어요. AI로 뭘 할 수 있을까요?" names no job in its words: it says what fell
(guests) at what place (a pension) and asks what could be done. Matched as written, its words ("손님", "AI")
found the local-shop job or a data-analysis course; read as its goal ("펜션 손님 늘리기", "get more bookings for
a campground"), it finds the job of bringing people back to that kind of place. A request that also says a job of
its own ("매출이 떨어져서 인스타를 시작하고 싶어요") keeps it: the drop is then only why.
"""

from __future__ import annotations

import re

# what can fall, and the goal that wins it back
FALLEN_KO = (
    r"예약|손님|고객|매출|방문객|방문|주문|문의|회원|수강생|원생|관객|관람객|조회수|구독자|팔로워|판매량|판매|재방문|단골|"
    r"투숙객|객실\s*가동률|가동률"
)
RAISED_KO = {"매출": "매출 올리기", "판매": "판매 늘리기", "가동률": "가동률 올리기"}
DECLINE_KO = re.compile(
    rf"(?P<what>{FALLEN_KO})(?:이|가|은|는|도)?\s*"
    r"(?:(?:요즘|최근|요새|작년보다|예전보다|전보다|작년에\s*비해|많이|확|뚝|계속|점점|눈에\s*띄게|갑자기|절반(?:으로)?|"
    r"꽤|너무|부쩍|조금씩|몇\s*달째)\s*){0,3}"
    r"(?:줄었|줄어|줄고|떨어졌|떨어지|떨어져|감소|빠졌|빠지|끊겼|끊기|반토막|뚝\s*끊)"
)
FALLEN_EN = (
    r"bookings|reservations|customers|sales|visitors|orders|foot traffic|enquiries|inquiries|members|memberships|"
    r"students|sign-?ups|guests|walk-?ins|clients|campers|occupancy|business|revenue"
)
DECLINE_EN = re.compile(
    rf"\b(?P<what>{FALLEN_EN})(?:\s+(?:at|for|in)\s+(?:my|our|the)\s+(?P<at>[\w&-]+(?:\s+(?!(?:are|is|have|has|was|were|been)\b)[\w&-]+)?))?"
    r"\s+(?:(?:have|has|are|is|was|were|been|really|way|a lot|dramatically|slowly|"
    r"steadily|suddenly|kind of|sort of|pretty|this year|lately|recently)\s+){0,3}"
    r"(?:dropped|dropping|fallen|falling|fell|declined|declining|gone down|going down|down|slowed|slowing|slow|"
    r"dried up|drying up|slumped|tanked|halved)\b|"
    rf"\b(?:fewer|less)\s+(?P<what2>{FALLEN_EN})\b(?!\s+(?:than|and))",
    re.I,
)
# the place the person runs, said before the drop: "글램핑장 사장이에요", "펜션을 하는데", "I run a small campground"
PLACE_KO = re.compile(
    r"(?P<place>[가-힣A-Za-z]{2,12})\s*(?:사장|원장|대표|점주|주인|운영자)|"
    r"(?P<place2>[가-힣A-Za-z]{2,12}?)(?:을|를)?\s*(?:운영|하고\s*있|하는데|하고\s*있는데|해요|합니다|하는\s*사람)"
)
PLACE_EN = re.compile(
    r"\b(?:i|we)\s+(?:run|own|have|manage|operate)\s+(?:a|an|our|my|the)\s+(?:(?:small|little|family|local|tiny)\s+)?"
    r"(?P<place>(?:[\w-]+\s+)?[\w-]+?)(?=\s+(?:in|on|near|by|outside|that|with|and|for)\b|\s*[.,;!]|$)",
    re.I,
)
# words said before what fell that are when or how, not whose ("요즘 예약이", "가게가 요새")
NOT_A_PLACE = re.compile(
    r"^(?:요즘|최근|요새|올해|작년|이번|지난|갑자기|그런데|근데|그래서|계속|점점|저희|우리|제|그|이)$|"
    r"(?:이|가|은|는|을|를|에|서|고|데|도|만|랑|과|와|로|어|아|며|면|지)$"  # a particle or a verb's ending ("들어")
)
# "Our little yoga studio has fewer members": the place said as the subject that lost them
OURS_EN = re.compile(
    r"\b(?:my|our)\s+(?:(?:small|little|tiny|local|family)\s+)?(?P<place>(?:[\w&-]+\s+)?[\w&-]+?)\s+"
    r"(?:has|have|is|was|had)\b",
    re.I,
)
# a sentence that asks what could be done, with no job in it: the question, not the goal
# "뭘 해볼", "어떻게 활용할": what could be done (graph/understanding.HOW_TO asks it of AI with these words)
WHAT_TO_DO_KO = r"(?:뭘|뭐를|무엇을|뭐|어떻게|어떤\s*걸)\s*(?:좀\s*)?"
DOING_KO = r"해\s*볼|할|활용|써\s*볼|쓸|도와|도움"
ASKS_WHAT_TO_DO = re.compile(
    rf"{WHAT_TO_DO_KO}(?:{DOING_KO}|하면)|"
    r"\b(?:what|how)\s+(?:can|could|should|do)\s+(?:i|we|ai)\b|\bcan ai help\b|\bany (?:ideas|tips)\b|"
    r"\bwhere (?:do|should) (?:i|we) (?:start|begin)\b",
    re.I,
)
# the person's own job said beside the drop: the drop is then the reason, not the job
OWN_JOB = re.compile(
    r"싶|해\s*줘|만들|시작|올리고|\b(?:want|need|make|build|create|start|launch|set up|plan to|thinking of)\b", re.I
)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]


def goal_of_a_decline(text: str, language: str) -> str | None:
    """The goal a reported drop stands for ("캠핑장 예약 늘리기"), or None when the request says no drop or says a
    job of its own beside it."""
    ko = language == "ko" or bool(re.search(r"[가-힣]", text or ""))
    decline = (DECLINE_KO if ko else DECLINE_EN).search(text or "")
    if not decline:
        return None
    rest = (text[: decline.start()] + " " + text[decline.end() :]).strip()
    others = [s for s in _sentences(rest) if not ASKS_WHAT_TO_DO.search(s)]
    if any(OWN_JOB.search(s) for s in others):
        return None
    what = decline.group("what") or decline.groupdict().get("what2") or ""
    before = text[: decline.start()]
    if ko:
        place = PLACE_KO.search(before)
        word = re.sub(r"\s+", " ", what)
        goal = RAISED_KO.get(word.split()[-1], f"{word} 늘리기")
        name = place and (place.group("place") or place.group("place2"))
        # "미용실 매출이 떨어졌는데": the word said just before what fell is whose it is
        just_before = re.search(r"([가-힣A-Za-z]{2,12})\s*$", before)
        if not name and just_before and not NOT_A_PLACE.search(just_before.group(1)):
            name = just_before.group(1)
        return f"{name} {goal}" if name else goal
    place = PLACE_EN.search(before) or OURS_EN.search(before)
    name = decline.group("at") or (place and place.group("place"))
    word = what.lower()
    goal = {"sales": "grow sales", "revenue": "grow sales", "business": "get more customers",
            "occupancy": "fill more nights"}.get(word, f"get more {word}")  # fmt: skip
    return f"{goal} for a {name}" if name else goal
