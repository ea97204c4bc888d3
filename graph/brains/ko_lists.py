"""Lists in a Korean sentence: things joined by commas or 이랑 ("메뉴판이랑 전단지, 인스타 게시물을 만들고"), one
ask each, and things listed before a clause that does other work, which take the statement's last verb."""

from __future__ import annotations

import re

from graph.brains.en_verbs import verb_kinds
from graph.brains.ko_grammar import OR_JOINS, likeness, predicates
from graph.brains.ko_leftovers import work_said_with_verb
from graph.brains.ko_render import WORK_NOUNS_KO, Verb, render
from graph.plan_steps import categories_asked
from knowledge.catalog import tools_named_in

NOUNISH = {"NNG", "NNP", "SL", "SSC", "XSN", "NNB", "SN"}


def listed_before(clause: list) -> tuple[list, list]:
    """(things listed, the rest) of a clause that starts with a list of things before a comma and then does its own
    work ("모바일 초대장이랑 참석 인원 조사, 당일 연주 영상 찍어서"): the things are for the statement's last verb."""
    commas = [
        j
        for j in range(1, len(clause) - 1)
        if clause[j].tag == "SP"
        and clause[j - 1].tag in NOUNISH
        and not in_brackets(clause, j)
        and not languages(clause, j)
        and dot_joins_things(clause, j)
        # "포스터부터 신청서, 안내 문자까지 준비해야": a comma inside a from-to list is in the list
        and not any(from_to(clause, k) for k in range(j))
    ]
    for c in reversed(commas):
        if not predicates(clause[:c]) and predicates(clause[c + 1 :]) and not examples(clause, c):
            rest = clause[c + 1 :]
            if stem(rest, predicates(rest)[-1]) in MAKING_STEMS:
                break  # "모집 글, 홍보 이미지 만들고": things listed before a thing made are made too
            return clause[:c], rest
    return [], clause


# verbs that make any thing: a list before "X 만들고" is of things made, not of the statement's last verb's
MAKING_STEMS = {"만들", "준비하", "작성하", "제작하"}


def stem(clause: list, p: int) -> str:
    """The dictionary stem of a clause's verb at p, with its noun when the verb is 하 ("준비하")."""
    return (
        clause[p - 1].form + clause[p].form
        if clause[p].tag == "XSV" and p and clause[p - 1].tag == "NNG"
        else clause[p].form
    )


def with_the_verb(sentence: str, things: list, clause: list) -> list[str]:
    """One ask per thing listed ("초대장이랑 참석 인원 조사") with the verb of the clause that ends the statement
    ("준비해야" -> "초대장 준비하기")."""
    preds = predicates(clause)
    if not preds:
        return []
    verb = Verb(stem(clause, preds[-1]))
    cuts = [
        j
        for j, t in enumerate(things)
        if (t.tag == "JC" or t.tag == "JKB" and t.form in ("이랑", "랑"))
        or (t.tag == "SP" and dot_joins_things(things, j))
        or from_to(things, j)
    ]
    out, a = [], 0
    for j in [*cuts, len(things)]:
        said = render(sentence, things, a, j - 1, verb=verb) if j > a else ""
        out += [said] if said else []
        a = j + 1
    return out


def languages(clause: list, j: int) -> bool:
    """ "영어랑 일본어 자막": two languages of one thing, not two things."""
    return 0 < j < len(clause) - 1 and all(
        t.tag == "NNP" and len(t.form) >= 2 and t.form.endswith("어") for t in (clause[j - 1], clause[j + 1])
    )


def word_at(clause: list, j: int, step: int) -> str:
    """The whole word (its morphemes written without a space) next to clause[j] on one side ("카드"+"뉴스")."""
    k, parts = j + step, []
    while 0 <= k < len(clause) and clause[k].tag in NOUNISH and clause[k].tag not in ("SP", "SSC"):
        parts.append(clause[k])
        nxt = k + step
        if not 0 <= nxt < len(clause):
            break
        left, right = (clause[nxt], clause[k]) if step < 0 else (clause[k], clause[nxt])
        if left.start + left.len != right.start:  # a space ends the word
            break
        k = nxt
    parts = parts[::-1] if step < 0 else parts
    return "".join(t.form for t in parts)


def dot_joins_things(clause: list, j: int) -> bool:
    """Whether a middle dot joins two things made ("포스터·카드뉴스"), not the parts of one thing's name
    ("소프라노·알토·테너·베이스 파트별 연습 음원", "파트 5·6 문법 문제"): a word on one side names a kind of work
    or a tool ("원티드·사람인에 올리고": two sites)."""
    if clause[j].form != "·":
        return True
    left = clause[j - 1].form
    if (
        j + 2 < len(clause)
        and clause[j + 1].tag in ("NNG", "NNP")
        and clause[j + 2].tag in ("NNG", "NNP", "XSN")
        and not categories_asked(left)
        and not tools_named_in(left)
    ):
        return False  # "임플란트·교정 정보성 글", "가전·가구 구매 목록": two topics of one thing, its head after them
    words = [word_at(clause, j, step) for step in (-1, 1)]
    return any(categories_asked(w) or tools_named_in(w) for w in words if w)


def in_brackets(clause: list, j: int) -> bool:
    """Whether clause[j] is inside brackets ("짧은 설명(재료, 맵기, 보관 방법)"): examples of one thing."""
    depth = 0
    for t in clause[:j]:
        depth += 1 if t.tag == "SSO" else -1 if t.tag == "SSC" else 0
    return depth > 0


def made_thing(word: str) -> bool:
    """A noun that names a thing made ("교재", "안내문", "포스터"): a kind's own noun or the noun its verb takes."""
    return bool(categories_asked(word)) or any(word == v for vs in verb_kinds().values() for v in vs if not v.isascii())


def join_points(clause: list, a: int, p: int) -> list[int]:
    """Where the things of clause[a:p] are joined ("메뉴판이랑 전단지, 게시물"); "설명(재료, 맵기)", "도록(PDF랑
    인쇄용)" and "영어, 일본어로" are one thing."""
    return [
        j
        for j in range(a, p)
        if (
            (clause[j].tag == "JC" and clause[j].form not in OR_JOINS and not languages(clause, j))
            # "사진 잘 찍는 법이랑 적당한 가격 정하는 거": 이랑 read as "with" still joins two works said as nouns
            or (clause[j].tag == "JKB" and clause[j].form in ("랑", "이랑") and work_said_as_noun(clause, j))
            or from_to(clause[:p], j)
        )
        and not in_brackets(clause, j)
        and not joined_means(clause, j, p)
        or (
            j
            and clause[j].tag == "SP"
            and not examples(clause, j)
            and clause[j - 1].tag in (*NOUNISH, "ETN")
            and not languages(clause, j)
            and not in_brackets(clause, j)
            and dot_joins_things(clause, j)
            and not joined_means(clause, j, p)  # "원티드·사람인에 올리고": two places, one piece of work
        )
    ]


def from_to(clause: list, j: int) -> bool:
    """ "포스터부터 신청서, 안내 문자까지 준비하기": from the first thing to the last, each one is work."""
    return clause[j].form == "부터" and any(t.form == "까지" for t in clause[j + 1 :])


def examples(clause: list, j: int) -> bool:
    """ "주차 안내, 택배 보관 규칙 같은 안내문": things listed before 같은 are examples of one thing, whose head
    follows; the first verb after the comma says so."""
    preds = predicates(clause[j + 1 :])
    return bool(preds) and likeness(clause, j + 1 + preds[0])


def work_said_as_noun(clause: list, j: int) -> bool:
    """ "찍는 법", "정하는 거": a verb made a noun by 것/거/법 before the particle at j."""
    return (
        j >= 2
        and clause[j - 1].tag == "NNB"
        and clause[j - 1].form in ("것", "거", "법", "방법")
        and clause[j - 2].tag == "ETM"
    )


def joined_means(clause: list, j: int, p: int) -> bool:
    """ "실험 결과를 표랑 그래프로 정리해서": things joined before 로 are the means of one piece of work, not two;
    so are places joined before 에 ("당근이랑 번개장터에 팔고")."""
    at = next((k for k in range(j + 1, p) if clause[k].tag.startswith("JK")), None)
    if at is None or clause[at].tag != "JKB":
        return False
    if clause[at].form in ("로", "으로"):
        return True
    # "당근이랑 번개장터에 팔기": places joined before 에 are where one piece of work is done, when the work's verb
    # follows; "소개서랑 매장에 틀어둘 홍보 영상" names a place inside the second thing
    return clause[at].form in ("에", "에서") and all(t.tag in ("MAG", "SP") for t in clause[at + 1 : p])


# "…동창회를 준비해야 하는데 장소 예약, 회비 안내, 명단 정리, 공지까지 한 번에 끝내고 싶어요": a to-do
# list wrapped up by a verb that only says it gets done (끝내, 마치, 하), with how in between: each item is a step
TODO_LIST_KO = re.compile(
    r"(?P<items>(?:[^,.?!]{1,30},\s*){2,8}[^,.?!]{1,20}?)까지\s*"
    r"(?:(?:AI로|ai로|AI를\s*써서|한\s*번에|한꺼번에|빨리|좀|다|같이|쉽게|간단히|편하게|금방|혼자)\s*){0,4}"
    r"(?:(?:끝내|마치|마무리하|해결하|처리하|하)(?:고\s*싶|려고)|(?:끝내|마쳐|마무리해|해결해|처리해|해)야\s*(?:해|돼|합|하)|"
    # "…, 사진 앨범 공유까지 되면 좋겠는데": what would be good to get done is wanted
    r"(?:되|돼|됐|되었|할\s*수\s*있)(?:으)?(?:면|으면)\s*좋겠)"
)
# work said as a noun, besides the shared ones, that takes 하기 ("업로드하기", "섭외하기")
ACTION_NOUNS_KO = (
    WORK_NOUNS_KO
    + "|업로드|발행|게시|섭외|투표|결제|정산|답변|응대|확인|배포|인쇄|배송|포장|신청|접수|안내|홍보|상담|공유|공지"
)
# where the list starts inside a longer sentence: after the clause that says the job ("…준비해야 하는데")
LIST_START_KO = re.compile(r".*(?:는데|은데|인데|는데요|지만|해서|라서|니까)\s+")


def todo_items(sentence: str) -> tuple[str, list[str], str] | None:
    """(the words before the list, one ask per item, the words after) of a sentence with such a list, or None."""
    found = TODO_LIST_KO.search(sentence)
    if not found:
        return None
    items = found.group("items")
    lead = LIST_START_KO.match(items)
    start = found.start("items") + (lead.end() if lead else 0)
    # "기획부터 촬영, 편집, 업로드까지": from-to lists each item too
    listed = re.split(r",|(?<=[가-힣])부터\s", sentence[start : found.end("items")])
    asks = [_item_ask(i.strip()) for i in listed if i.strip()]
    return sentence[:start], [a for a in asks if a], sentence[found.end() :]


def _item_ask(item: str) -> str:
    """One item said as a step: "날짜 정하기" stays; "식단이랑 참석 조사" -> "식단·참석 조사하기" (work said as a
    noun takes 하기); "일정표" -> "일정표 만들기" (a thing made); else it is got ready."""
    said = re.sub(r"(?<=[가-힣])(?:이랑|랑)\s+", "·", item)
    last = said.split()[-1] if said.split() else ""
    if re.search(r"(?:기|하기)$", last) and len(last) >= 2:
        return said
    if re.fullmatch(rf"(?:\S*·)?(?:{ACTION_NOUNS_KO})", last):
        return f"{said}하기"
    work = work_said_with_verb(said)
    if work:
        return work  # "입금 확인하고": the work, said with its verb
    return f"{said} 만들기" if made_thing(last.split("·")[-1]) else f"{said} 준비하기"
