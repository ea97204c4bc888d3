"""What is left of a Korean ask that is no work (the Korean half of own_asks.py's filtering): a deadline said before
it, only the means and a verb any work takes ("AI랑 앱으로 좀 덜기", "아이폰으로 작업하기"), which tools may be used
("무료로 되는 것만 쓰기"), or the same thing again with a light verb."""

from __future__ import annotations

import re

from graph.brains.ko_render import WORK_NOUNS_KO
from knowledge.text import korean_morphemes

DUE_KO = re.compile(r"^(?:\d*\s*월\s*)?\d+\s*일\s*(?:까지|전에|안에)\s+")
MEANS_KO = re.compile(
    # the device is a limit read as a constraint: "아이폰으로만 작업할 거예요" is no step
    # "현장에서 아이폰으로 다 처리하기": where and with what everything is done, a limit
    r"(?:ai|앱|어플|프로그램|도구|툴|자동|좀|더|잘|제대로|체계적|이번엔|이번에는|쉽게|편하게|빨리|다|전부|모두|현장에서|"
    # "더 빠르게 할 방법 있을까요?" after a sentence on the work that takes long: how it should go, not more work
    r"빠르게|효율|간단하게|간편하게|손쉽게|수월하게|훨씬|"
    r"아이폰|아이패드|"
    r"핸드폰|휴대폰|스마트폰|폰|맥북|노트북|컴퓨터|갤럭시|"
    # what is left of a limit once its amount is read ("한 달 5만원 안에서 해결하고 싶어요")
    r"안에서|안으로|안쪽으로|안쪽에서|이내로|이내에서|내에서|선에서|한도\s*내에서)"
    r"(?:이랑|랑|으로|로|와|과|도|만|적으로){0,2}",
    re.I,
)
# "무료로 되는 것만 써야돼요": which tools may be used (a constraint, read as one), not work
FREE_USE_KO = re.compile(
    r"^(?:(?:무료|공짜|유료|돈\s*안\s*드는|싼|저렴한)\S*\s+(?:(?:되는|가능한|쓸\s*수\s*있는|쓸만한)\s*)?|"
    # "유치원 되는 것 쓰기": what is left of "유치원 예산이 없어서 무료로 되는 것만 쓰려고요" once its limit is read
    r"(?:[가-힣]+\s+)?(?:되는|가능한|쓸\s*수\s*있는)\s*)(?:것|거|걸|툴|도구|앱|프로그램)\S*\s+(?:쓰기|사용하기|찾기)$"
)
# "학생 개인정보는 조심해야 해요": a care the work must take (the guide's cautions say it), not a step of its own
CAUTION_KO = re.compile(r"(?:조심|주의|유의)하기$")
# "지난번에 설명이 부족하다는 피드백을 받아서 …": what the person was told, the reason for the work that follows
TOLD_KO = re.compile(
    r"(?:다는|라는|냐는|자는)\s*(?:지적|말|얘기|이야기|평가|피드백|소리|의견|조언|항의|불만|지적사항)\S*\s+(?:받기|듣기)$"
)
# "요즘 중국인 손님도 늘어서 …": what happens by itself (손님이 늘다, 문의가 많아지다) is why the work is wanted;
# the work says it with a verb that acts (늘리기, 줄이기)
HAPPENS_KO = re.compile(r"(?:늘기|늘어나기|많아지기|줄기|줄어들기|적어지기|생기기|오르기|떨어지기|몰리기)$")
# "후기를 모아 올려서 상담 신청을 더 늘리고 싶어요": more of the job's results is what the work before it is for, a goal
# that asks no tool of its own (the Korean side of graph/brains/en_leftovers.py's GOAL_EN)
GOAL_KO = re.compile(
    r"^(?:\S+\s+)?(?:문의|매출|손님|고객|예약|주문|수강생|회원|방문객|방문자|단골|판매량|신청|신청자)(?:을|를|이|가|도)?\s*"
    r"(?:좀\s*|더\s*|조금\s*|많이\s*)*늘리기$"
)
# "주말 저녁엔 줄이 길어서 원격 웨이팅 받기": how things are (a subject and a describing verb, then -아서) is why
# the work is wanted; the ask is what follows it
REASON_KO = re.compile(
    r"^(?:\S+\s+){0,3}?\S+(?:이|가)\s+(?:\S+\s+)?\S+(?:아서|어서|워서|해서|러서|려서)\s+(?=\S+.*기$)"
)
GENERIC_KO = {
    "하기",
    "덜기",
    "줄이기",
    "해결하기",
    "관리하기",
    "정리하기",
    "해보기",
    "바꾸기",
    "개선하기",
    "작업하기",
    "맞추기",
    "끝내기",
    "처리하기",
}


# "수강생들이 집에서 복습할 수 있게": what a thing lets people do (graph/brains/en_leftovers.without_goals drops it)
PURPOSE_VERB_KO = re.compile(r"[가-힣]+(?:할|볼|쓸|읽을|들을)\s*수\s*있(?:게|도록)")
PHONE_FILMING_KO = re.compile(r"(?:아이폰|갤럭시|휴대폰|핸드폰|스마트폰|폰)(?:으로|로)\s*(?:찍기|촬영하기|녹화하기)")


def means_only_ko(ask: str) -> bool:
    """ "AI랑 앱으로 좀 덜기": only the means and a verb any work takes; the whole job again, not a step."""
    # "휴대폰으로만 할 수 있기" (of "…휴대폰으로만 할 수 있으면 좋겠어요"): what it can be done with, a limit
    ask = re.sub(r"\s*(?:할|쓸|될)\s*수\s*있(?:기|게\s*하기)$", " 하기", ask)
    if PHONE_FILMING_KO.fullmatch(ask.strip()):
        return True  # "아이폰으로 찍을 거예요": the device it is filmed on (read as a limit), not a step of its own
    *words, verb = ask.split() or [""]
    return verb in GENERIC_KO and all(MEANS_KO.fullmatch(w) for w in words)


def said_again(ask: str, found: list[str]) -> bool:
    """ "독서교실 열기" then "독서교실 해결하기" (its "무료로만" read as a constraint): the same thing again with a verb
    any work takes, no second step."""
    *words, verb = ask.split() or [""]
    return (
        verb in ("하기", "해결하기", "해보기")
        and bool(words)
        and any(f.startswith(" ".join(words) + " ") for f in found)
    )


# "실험 계획이랑 결과 그래프, 보고서, 발표 포스터(까지) 하기": things listed before a light verb that says no work
LIGHT_LIST_KO = re.compile(r"^(?P<items>.+?)\s*(?:까지|도|까지도)?\s+(?:다\s+)?하기$")
LIST_JOIN_KO = re.compile(r"\s*[,·/]\s*|(?<=[가-힣])(?:이랑|랑)\s+")


def light_verb_list(part: str) -> list[str]:
    """Each thing of a Korean list said with a light verb ("…이랑 …, …까지 해야"), as "X 준비하기"; none when the
    part is no such list."""
    found = LIGHT_LIST_KO.match(part)
    if not found:
        return []
    items = [i.strip() for i in LIST_JOIN_KO.split(found["items"]) if i.strip()]
    if len(items) < 2 or any(len(i.split()) > 4 for i in items):
        return []
    if re.search(rf"(?:{WORK_NOUNS_KO})(?:을|를)\b", items[-1]):
        return []  # "출석이랑 회비 관리를 한 곳에서 하기": the work (관리) is said, of both things: one ask as it is
    return [_as_work(re.sub(r"(?:까지|도|은|는|을|를)$", "", i)) for i in items]


def _as_work(item: str) -> str:
    """An item of the list as a step: work said with its verb is that work; a thing is prepared."""
    return work_said_with_verb(item) or f"{item} 준비하기"


def work_said_with_verb(item: str) -> str | None:
    """ "입금 확인하고", "택배 번호 알려주는 것": an item of a Korean list said with its verb is that work (입금
    확인하기, 택배 번호 알려주기); it had been "입금 확인하고 준비하기". None for a thing ("보도자료")."""
    tokens = korean_morphemes(item)
    if len(tokens) >= 2 and tokens[-1].tag == "EC" and tokens[-1].form == "고" and tokens[-2].tag in ("VV", "XSV"):
        return item[: tokens[-1].start] + "기"
    if (
        len(tokens) >= 3
        and tokens[-1].form in ("것", "거")
        and tokens[-2].tag == "ETM"
        and tokens[-3].tag in ("VV", "VX", "XSV")
    ):
        return item[: tokens[-2].start].rstrip() + "기"
    return None
