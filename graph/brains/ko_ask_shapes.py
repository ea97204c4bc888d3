"""Shapes of one Korean ask or clause that ko_asks.py reads: how said without a thing
("좀 편하게 짜기"), the thing an ask works on, questions expected, the means a step is done by, and a cost said like
work ("툴 비용은 다 합쳐서")."""

from __future__ import annotations

import re

from graph.brains.en_verbs import verb_kinds
from graph.brains.ko_grammar import COST_VERBS, MONEY_NOUNS
from graph.brains.ko_render import PREDICATE_TAGS
from graph.plan_steps import categories_asked
from knowledge.catalog import tools_named_in
from knowledge.text import korean_morphemes

INQUIRIES = {"문의", "질문", "상담", "연락"}  # what people send that someone answers


MANNER_WORDS = {"빨리", "빠르게", "쉽게", "편하게", "금방", "좀", "더", "자동으로", "간단히", "간단하게", "새로", "다시", "한눈에"}  # fmt: skip


def inquiry_at(toks: list) -> int | None:
    """Where "상담 문의도 많을 것 같고요" says its questions (문의 before 도, then 많): the last such noun."""
    found = [
        j
        for j, (t, n) in enumerate(zip(toks, toks[1:], strict=False))
        if t.form in INQUIRIES
        and t.tag == "NNG"
        and n.tag in ("JKS", "JX")
        and any(m.form == "많" for m in toks[j + 2 :])
    ]
    return found[-1] if found else None


def expects_questions(toks: list) -> bool:
    """Many questions to come say that answering them is wanted."""
    return inquiry_at(toks) is not None


def said_again_faster(ask: str, last_ask: str) -> bool:
    """An ask of only how ("빨리", "쉽게") and the verb of the ask before it says that work again."""
    words = ask.split()
    return len(words) >= 2 and words[-1] == last_ask.split()[-1] and all(w in MANNER_WORDS for w in words[:-1])


def listed_for_an_inner_verb(clause: list, last_join: int, p: int) -> bool:
    """ "원룸이랑 투룸의 차이, 관리비, 계약 기간을 … 설명할 때 보여드릴 자료": the last thing listed is the object (을/를)
    of a verb that describes what is made (설명할), so all the things listed are what that verb works on."""
    k = next((k for k in range(last_join + 1, p) if clause[k].tag in PREDICATE_TAGS), None)
    if k is None or k + 1 >= p:
        return False
    return clause[k + 1].tag == "ETM" and any(t.tag == "JKO" for t in clause[last_join + 1 : k])


def only_how(ask: str) -> bool:
    """ "좀 편하게 짜기": only how, and a verb that works on a thing said before."""
    words = ask.split()
    return len(words) >= 2 and words[-1] != "하기" and all(w in MANNER_WORDS for w in words[:-1])


def object_of(ask: str) -> str:
    """The words of an ask up to its object ("강사 다섯 명 시간표도 매번 문자로 맞추기" -> "강사 다섯 명 시간표"),
    particle dropped; "" when it marks none."""
    words = ask.split()[:-1]
    at = next((j for j, w in enumerate(words) if re.search(r"[가-힣](?:을|를|도)$", w)), None)
    if at is None:
        return ""
    return " ".join([*words[:at], re.sub(r"(?:을|를|도)$", "", words[at])])


def thing_of(ask: str) -> str:
    """The thing an ask works on, without its verb, the means and the particles: "초벌은 AI로 돌리기" -> "초벌" (what
    "제가 검수해서" then checks), "선행연구도 찾기" -> "선행연구"."""
    words = [w for w in ask.split()[:-1] if not re.search(r"(?:으로|로)$", w)]
    if not words:
        return ""
    words[-1] = re.sub(r"(?<=[가-힣])(?:은|는|을|를|도)$", "", words[-1])
    return " ".join(words)


# the means a step can be done by: "QR 붙여서 주문 받기", "링크 보내서 신청 받기"
MEANS_NOUNS = re.compile(r"qr|큐알|링크|바코드|앱|어플|폼|설문지|카톡|문자|메일")


def means_of(sentence: str, clause: list, asks: list[str]) -> tuple[int, str] | None:
    """(where it starts, the ask) of a clause that says how the next one is done: one ask ending in 어서 that names
    no kind of work ("테이블마다 QR 붙여서 주문 받고"); "자료 조사해서 보고서 쓰기" says two works, and stays two."""
    if len(asks) != 1 or not clause:
        return None
    end = clause[-1].start + clause[-1].len
    looks = clause[-1].form == "보" and clause[-1].tag.startswith("VV") and sentence[end : end + 2] == "고 "
    if looks and len(clause) > 1:
        # "빈 사이트 보고 예약하고", "짐 사진 보고 견적서 뽑기": what is looked at is how the next work is done
        first = asks[0].split()[0]
        start = sentence.find(first, clause[0].start)
        return (start, asks[0]) if start >= 0 else None
    if not re.match(r"[가-힣]*(?:어서|아서|여서|해서|서)\s", sentence[end - 1 : end + 4]) and not re.match(
        r"(?:어서|아서|여서|서)\s", sentence[end : end + 4]
    ):
        return None
    low = asks[0].lower()
    if not (MEANS_NOUNS.search(low) or tools_named_in(f" {low} ")):
        return None  # "포토북 만들어서 보내기", "사진들도 넣어서 책으로 뽑기": a thing made, then used; two works
    if categories_asked(low) or any(v in low for vs in verb_kinds().values() for v in vs if not v.isascii()):
        return None
    first = asks[0].split()[0]
    start = sentence.find(first, clause[0].start)
    return (start, asks[0]) if start >= 0 else None


# verbs that say only that the whole is dealt with: "전부 무료로 해결하기" names no work
SETTLE_NOUNS = {"해결", "처리", "마무리"}
HOW_NOUNS = {"무료", "공짜", "저렴", "최소", "최대한", "한번", "한", "번"}


def costs(ask: str) -> bool:
    """ "돈 들기", "비용 쓰기", "툴 비용은 다 합치기": what the work costs (a budget), said like an ask; "전부 무료로
    해결하기": how all of it is done, no work of its own."""
    toks = [t for t in korean_morphemes(ask) if not t.tag.startswith(("J", "E", "S", "MAG"))]
    if len(toks) >= 2 and toks[-1].tag == "XSV" and toks[-2].form in SETTLE_NOUNS:
        return all(t.form in HOW_NOUNS for t in toks[:-2])
    return (
        len(toks) >= 2
        and toks[-2].form in MONEY_NOUNS
        and (toks[-1].form in COST_VERBS or toks[-1].form == "합치")
        and toks[-1].tag.startswith("V")
    )
