"""A Korean ask in the person's words (the rendering half of graph/brains/ko_asks.py): the words of a clause from
its first content word to its verb, the verb said as the thing to do ("정리해야" -> "정리하기"), with the particles
and pointing words a step does not need taken out.
"""

from __future__ import annotations

import re

from knowledge.text import final_consonant, korean_verb_noun

PREDICATE_TAGS = {"VV", "VV-R", "VV-I", "XSV", "VA", "VA-R", "VA-I"}
# "보내는 걸 폰으로 하고", "그리는 것만 도움받고": the work is the verb before the light verb
LIGHT_VERBS = {"하", "되", "받", "주", "있", "없"}
DROPPED_PARTICLES = {"도", "는", "은", "만", "까지", "요", "을", "를"}  # "페이지를 만들기" -> "페이지 만들기"
# tags of a clause's opening words that refer back ("그걸로") or only join
OPENING_SKIP = {"MM", "NP", "IC", "MAJ"}
NUMBER_WORDS = {"한", "두", "세", "네", "몇"}  # "한 달에 두 번": a count, not a demonstrative to drop
# "이제 원티드에 낼 이력서 만들기": when the work is done, not what it is
WHEN_WORDS = {"이제", "지금", "요즘", "일단", "우선", "먼저", "앞으로"}


def _counted(clause: list, a: int, b: int) -> bool:
    """ "5분짜리 하이라이트 영상": a number said with its counter is part of the thing (a list's "1." is not)."""
    return clause[a].tag == "SN" and a + 1 <= b and clause[a + 1].tag in ("NNB", "NNG", "XSN", "NR")


def render(sentence: str, clause: list, a: int, b: int, verb=None) -> str:
    """clause[a..b] in the person's words, its verb said as the thing to do ("정리해야" -> "정리하기"). `verb`: the
    verb of a later conjunct ("교재랑 수료증 만들어야": 교재 만들기)."""
    while a <= b and (
        (clause[a].tag in OPENING_SKIP and clause[a].form not in NUMBER_WORDS)
        or (clause[a].tag == "MAG" and clause[a].form in WHEN_WORDS)
        # punctuation and particles go, and the means said first ("AI로 번역하기"); a Latin word the work is done
        # to stays ("PPT를 만들어야": PPT 만들기)
        or (
            clause[a].tag.startswith(("J", "S", "E"))
            and clause[a].tag not in ("SL", "SH")
            and not _counted(clause, a, b)
        )
        or (clause[a].tag in ("SL", "SH") and a + 1 <= b and clause[a + 1].tag == "JKB")
    ):
        a += 1
        while a <= b and clause[a - 1].form in ("그", "이", "저") and clause[a].tag in ("NNG", "NNB"):
            a += 1  # "그걸로": the demonstrative's noun and its particle go too
    if a > b or (verb is None and a == b and clause[b].form in LIGHT_VERBS):
        return ""
    stem = verb or clause[b]
    if (
        verb is None
        and stem.tag == "VX"
        and b >= 2
        and clause[b - 1].tag == "EC"
        and clause[b - 2].tag in PREDICATE_TAGS
    ):
        # "나눠주는 거": the verb with its helper, said as one ("나눠주기")
        head = sentence[clause[a].start : clause[b - 2].start].rstrip() if b - 2 > a else ""
        chain = [(t.form, t.tag) for t in clause[b - 2 : b + 1]]
        return f"{head} {korean_verb_noun(chain)}".strip()
    if (
        verb is None
        and stem.form == "보이"
        and b + 2 < len(clause)
        and clause[b + 1].tag == "EC"
        and clause[b + 2].form in ("주", "드리")
        and clause[b + 2].tag == "VX"
    ):
        # "사진을 먼저 보여주고", "견적을 보여드리고": showing is 보여 주다; 보이다 alone is being seen ("먼저
        # 보이기" says another thing); the step is said plainly, not to an elder
        last = b - 1
        while last >= a and clause[last].tag.startswith("J") and clause[last].form in DROPPED_PARTICLES:
            last -= 1  # "영상을" -> "영상"
        head = sentence[clause[a].start : clause[last].start + clause[last].len] if last >= a else ""
        chain = [(clause[b].form, clause[b].tag), (clause[b + 1].form, clause[b + 1].tag), ("주", "VX")]
        return f"{head} {korean_verb_noun(chain)}".strip()
    noun = ""
    if verb is None and stem.tag == "XSV" and b - 1 > a:  # "명단도 정리해야": 정리 is said with 하기, 도 goes
        noun, b = clause[b - 1].form, b - 1
        stem = clause[b + 1]
    last = b if verb is not None else b - 1  # the words before the verb
    while last >= a and (
        (clause[last].tag.startswith("J") and clause[last].form in DROPPED_PARTICLES)
        or (clause[last].tag == "NR" and clause[last].form == "하나" and last > a)
    ):
        last -= 1  # "명단도 정리하기" -> "명단 정리하기"; "신청서도 하나 만들기" -> "신청서 만들기"
    if noun:
        head = sentence[clause[a].start : clause[last].start + clause[last].len] if last >= a else ""
        # "검/NNG 수/NNG 하/XSV": a noun the analyser split in two is still written as one word
        gap = "" if last >= a and clause[last].start + clause[last].len == clause[b].start else " "
        return f"{head}{gap}{noun}{korean_verb_noun([(stem.form, stem.tag)])}".strip()
    if last < a:
        return korean_verb_noun([(stem.form, stem.tag)])
    end = clause[last].start + clause[last].len
    head = sentence[clause[a].start : end]
    # "정리/NNG 하/XSV", "도움/NNG 받/VV": written as one word, said as one word
    joined = verb is None and last == b - 1 and end == clause[b].start
    return f"{head}{'' if joined else ' '}{korean_verb_noun([(stem.form, stem.tag)])}".strip()


class Verb:
    """A verb said by its dictionary stem ("준비하"), standing for a morpheme: the verb a thing takes from a later
    clause ("초대장이랑 …, 인쇄까지 준비해야": 초대장 준비하기) or from a need ("카드뉴스도 필요합니다")."""

    tag = "VV"

    def __init__(self, form: str):
        self.form = form


Prepare = Verb("준비하")  # the verb an ask for a thing needed is said with ("카드뉴스 준비하기")


def without_the_person(ask: str) -> str:
    """ "안내 자료를 제가 만들기" -> "안내 자료 만들기": who does it is the person; the object's particle, left before
    the verb once the subject is gone, goes as the other asks' do."""
    out = re.sub(r"(?:^|\s)(?:제가|내가|저희가|우리가)(?=\s)", "", ask).strip()
    if out == ask:
        return ask
    found = re.search(r"(\S+?)(을|를) (\S+기)$", out)
    if found and bool(final_consonant(found.group(1)[-1])) == (found.group(2) == "을"):
        out = f"{out[: found.start()]}{found.group(1)} {found.group(3)}"
    return out


# "도와주세요" said of the work: the work is the ask, not the helping ("계정 운영도 같이 돕기" -> "계정 운영하기")
HELPED_KO = re.compile(r"(?:도|을|를|은|는)?\s*(?:(?:좀|같이|함께|꼭)\s*)*돕기$")
WORK_NOUNS_KO = (
    "운영|관리|홍보|정리|작성|준비|기획|편집|제작|디자인|번역|분석|마케팅|촬영|녹음|예약|모집|판매|등록|개설|구성|검토|"
    "교정|요약|발송|공지|설계|연습|공부|조사"
)


def helped(ask: str) -> str:
    """ "…계정 운영도 같이 돕기" -> "…계정 운영하기"; "사진 잘 찍는 법 알리기" -> "사진 잘 찍는 법 알아보기" (the person
    asked to be told the way: finding it out is the step)."""
    if re.search(r"(?:방법|법)\s*알리기$", ask):
        return re.sub(r"\s*알리기$", " 알아보기", ask)
    found = HELPED_KO.search(ask)
    if not found or found.start() == 0:
        return ask
    base = ask[: found.start()].rstrip()
    if base.endswith("방법"):
        return f"{base} 찾기"
    if re.search(rf"(?:{WORK_NOUNS_KO})$", base):
        return f"{base}하기"
    return ask
