"""The asks of a Korean sentence, read with Kiwi's morphemes (the Korean half of own_asks.py).

Korean says what it wants with verb endings, not with "I want to …": "꽃집 하는데 예약 받고 알림 보내고 싶어요"
is a context clause (…는데) and two asks joined by 고, ending in 싶어요. Each clause's verb, with the words it
governs, becomes a step ("예약 받기", "알림 보내기").
"""

from __future__ import annotations

import re

from graph.brains.ko_ask_shapes import (
    costs,
    expects_questions,
    inquiry_at,
    listed_for_an_inner_verb,
    means_of,
    object_of,
    only_how,
    said_again_faster,
    thing_of,
)
from graph.brains.ko_clauses import reports_work, split_clauses
from graph.brains.ko_grammar import (
    FEELINGS,
    HOW_MANY,
    INTEND_EC,
    NEED_EC,
    NOMINAL_NOUNS,
    PAIN_VERBS,
    QUOTE_EC,
    TOIL_EC,
    TOLD_EF,
    UNABLE,
    WANTS_KO,
    WISH_EC,
    a_time,
    hedge,
    intention_at,
    ki_said_as_geot,
    likeness,
    needed_thing,
    predicates,
    says_only_pain,
)
from graph.brains.ko_lists import (
    LIST_START_KO,
    join_points,
    listed_before,
    made_thing,
    stem,
    todo_items,
    with_the_verb,
    word_at,
    work_said_as_noun,
)
from graph.brains.ko_render import (
    LIGHT_VERBS,
    PREDICATE_TAGS,
    Prepare,
    Verb,
    render,
    without_the_person,
)
from graph.plan_steps import categories_asked
from knowledge.text import korean_morphemes


def _not_work(clause: list, p: int) -> bool:
    """A clause that says how or what not, not work to do: "외부 서버에 올리지 않고" (without), "계약하게 돼서"
    (it came to be: context), "코딩은 모르고" (an inability), "방법 없을까요" (asking whether there is a way)."""
    forms = [(t.form, t.tag) for t in clause]
    if len(forms) >= 2 and forms[-2] == ("고", "EC") and forms[-1] == ("나", "VX"):
        return True  # "뽑고 나서": after the work, the time the next ask happens
    for j in range(len(forms) - 1):
        # "겹치지 않게 시간표 짜기": 지 않게 says how the work is done
        negated = forms[j] == ("지", "EC") and forms[j + 1][0] in ("않", "말") and forms[j + 1][1] == "VX"
        if negated and forms[j + 2 : j + 3] != [("게", "EC")]:
            return True
        if forms[j] == ("게", "EC") and forms[j + 1] == ("되", "VV"):
            return True
    if clause[p].form in UNABLE or clause[p].form == "앞두":
        return True  # "어버이날 앞두고": when the work is, not work
    # "방법 없을까요" alone; "예약 받는 방법 있을까요" asks for 예약 받기 (the verb made a noun)
    return (
        clause[p].form in ("있", "없")
        and p > 0
        and clause[p - 1].form == "방법"
        and (p < 2 or clause[p - 2].tag != "ETM")
    )


# the forms things are sent in by ("신청서로 받기", "설문지로 받기")
FORM_NOUNS = {"양식", "폼", "주문서", "신청서", "설문", "설문지", "구글폼", "네이버폼", "서식", "접수증"}


def _has_object(clause: list, at: int) -> bool:
    """Whether a light verb has a thing done before it ("리뷰 이벤트도 하기"), not only how ("안으로 하기")."""
    if clause[at].form == "받" and any(
        t.form in FORM_NOUNS and clause[k + 1].form in ("로", "으로") for k, t in enumerate(clause[: at - 1])
    ):
        return True  # "참가 신청서로 미리 받고": what comes in by a form is the thing received
    j = at - 1
    while j >= 0 and (clause[j].tag in ("MAG", "JX") or clause[j].form == "좀"):
        j -= 1
    if j >= 0 and clause[j].form == "도움":
        return False  # "AI 도움 받아서": the means, not a thing done
    # "예약 주문을 한 곳에서 받고": the object may stand before where or how; "수업료는 달러로 받아야": or be the topic
    # "예약도 온라인으로 받고": 도 marks what is received too
    marks = ("은", "는", "도") if clause[at].form in ("받", "주") else ("은", "는")
    topic = clause[at].form != "하" and any(
        t.tag == "JX" and t.form in marks and k and clause[k - 1].tag == "NNG" for k, t in enumerate(clause[:j])
    )
    return j >= 0 and (clause[j].tag in ("NNG", "NNP", "JKO", "SL") or any(t.tag == "JKO" for t in clause[:j]) or topic)


def _done(clause: list, at: int) -> bool:
    """A clause about work already done ("콘티랑 인물 작화는 다 해놨고"): its verb is in the past tense."""
    rest = clause[at + 1 :]
    return any(t.tag == "EP" and t.form in ("었", "았", "였") for t in rest)


def _nominal(clause: list) -> list[int]:
    """Indexes of the nouns that make a verb a thing ("보내는 걸", "만드는 데만"); a thing the next one's verb
    works on is part of it ("계좌이체 들어온거 확인하는 걸": one thing, 들어온 거 is what is checked)."""
    found = [
        j
        for j in range(2, len(clause))
        if clause[j].form in NOMINAL_NOUNS
        and not hedge(clause, j + 1)
        and clause[j - 1].tag == "ETM"
        and not likeness(clause, j - 2)
        and (clause[j - 2].tag in PREDICATE_TAGS or clause[j - 2].tag == "VX" and clause[j - 3].tag in ("NNG", "EC"))
    ]
    return [
        j
        for j, k in zip(found, [*found[1:], None], strict=False)
        if k is None
        or clause[j + 1].tag not in ("NNG", "NNP", "SL", "JKO")
        or any(t.tag in ("JX", "JC", "SP", "EC") for t in clause[j + 2 : k - 2])
    ]


def _clause_asks(sentence: str, clause: list) -> tuple[list[str], list[str]]:
    """(asks, things said as nouns) of one clause."""
    if any(t.form == "직접" for t in clause) and any(
        t.tag == "NP" and t.form in ("저", "제", "내", "나") for t in clause
    ):
        return [], []  # "캐릭터는 제가 직접 그릴 거고": what the person does by hand
    if a_time(clause):
        return [], []  # "수업 끝나고 …": when the work is done, not work
    nominal = _nominal(clause)
    things, a = [], 0
    for j in nominal:
        # "사진 잘 찍는 법이랑 적당한 가격 정하는 거": two works, each said as a noun
        for c in [c for c in range(a + 2, j - 2) if clause[c].form in ("랑", "이랑") and work_said_as_noun(clause, c)]:
            way = clause[c - 1].form in ("법", "방법")
            first = sentence[clause[a].start : clause[c - 1].start + clause[c - 1].len]
            things.append(f"{first} 알아보기" if way else render(sentence, clause, a, c - 3))
            a = c + 1
        # "받아쓰기 문제랑 단어 시험지 만드는 데": one ask per thing made; "매출이랑 재료비 정리하는 게": one ask,
        # the things are put in order together
        made = clause[j - 2].form in MAKING_STEMS
        things.extend(_per_thing(sentence, clause, a, j - 2) if made else [render(sentence, clause, a, j - 2)])
        a = j + 1
    # every verb up to the last thing is inside a thing ("나눠주는 거": 나누 too; "들어온거 확인하는 걸": 들어오 too)
    made = set(range(nominal[-1])) if nominal else set()
    preds = [j for j in predicates(clause) if j not in made and not likeness(clause, j)]
    # "교수님이 APA로 맞추라고 하셨어요", "책으로 남기고 싶다고 하세요": the work told or wished is the ask (the
    # telling may be past; the work is still to do)
    told = (
        len(preds) > 1
        and clause[preds[-1]].form == "하"
        and clause[preds[-1] - 1].tag == "EC"
        and clause[preds[-1] - 1].form in QUOTE_EC
    )
    preds = preds[:-1] if told else preds
    wished = bool(clause) and clause[-1].tag == "EC" and clause[-1].form in WISH_EC
    if wished and preds and (clause[preds[-1]].tag.startswith("VA") or clause[preds[-1]].form == "되") and not nominal:
        # "글씨 크고 보기 쉬웠으면 좋겠어요": how the thing should be; "정리만 되면 좋겠어요": the job again, said
        # as a state; no work of their own
        return [], things
    # "관리하라고 하셨어요": Kiwi may tag the telling 하 as an auxiliary, which is no predicate of the clause
    quoted = told or (bool(preds) and reports_work(clause[preds[-1] :]))
    if quoted:
        if clause[preds[-1]].tag.startswith("VA"):
            return [], things  # "노션이 좋다고 하더라고요": what someone said of a thing, not work
        # "교수님이 … 맞추라고 하셨어요": who said it goes, the work stays
        teller = next((j for j in range(preds[-1]) if clause[j].tag == "JKS"), None)
        if teller is not None:
            clause = clause[teller + 1 :]
            preds = [j - teller - 1 for j in preds]
            nominal = [j - teller - 1 for j in nominal if j > teller]
    needed = needed_thing(clause)
    wish_only = all(clause[j].form in ("같", "있", "좋") for j in preds)  # "… 같은 게 있으면 좋겠어요"
    # "예약을 받을 수 있는 페이지가 필요해요": the verbs describe the thing needed
    describing = all(j < needed and _describes(clause, j) for j in preds) if needed is not None else False
    if needed is not None and ((not preds and not nominal) or (preds and (wish_only or describing))):
        # "카드뉴스도 따로 필요합니다": the thing needed is to be got ready; "A랑 B, 그리고 C가 필요합니다": each one
        a, out = 0, []
        for j in join_points(clause, 0, needed):
            out.append(render(sentence, clause, a, j - 1, verb=Prepare))
            a = j + 1
        return [*out, render(sentence, clause, a, needed, verb=Prepare)], things
    if (not preds and not nominal) or (preds and not quoted and _done(clause, preds[-1])):
        return [], things
    if preds and clause[preds[-1] - 1].form in ("안", "못") and clause[preds[-1] - 1].tag == "MAG":
        return [], things  # "돈 안 들이고": how, not what ("free only" is read as a constraint)
    p = preds[-1] if preds else len(clause) - 1
    if preds and _not_work(clause, p):
        return [], things
    # "… 받는 방법도 알려주세요": telling the person is the planner's part; the work is the verb made a noun
    told_to_me = clause[p].form == "알리" and p + 2 < len(clause) and clause[p + 2].form == "주"
    tells = told_to_me and clause[-1].tag == "EF"
    # "어디 올리는 게 좋은지": the thing judged is the ask; "예약 잡는 것도 헷갈리고": so is the thing found hard
    judged = clause[p].form in ("좋", "낫", "어렵", "힘들", "귀찮", "번거롭", *FEELINGS) or _pains(clause)
    # "무료로 쓸 수 있는 걸로 알려주세요": "one that …, please" (거 + 로) is the request to the planner too
    one_that = bool(nominal) and nominal[-1] + 1 < len(clause) and clause[nominal[-1] + 1].form in ("로", "으로", "ᆯ로")
    if (tells and not nominal) or (told_to_me and one_that):
        return [], things  # "무료로 가능한 방법으로 알려주세요": the request to the planner, no work of its own
    # "주문 들어온 거 한 곳에서 정리하고": 정리 + 하 is its own verb, not the light 하 of "보내는 걸 … 하고 싶어요";
    # "…, 후기 모으는 거까지 정리하고": a list wrapped up by 정리 (까지), whose items are the asks
    wraps_up = any(t.form == "까지" and t.tag == "JX" for t in clause[:p])
    light = clause[p].form in LIGHT_VERBS and (clause[p].tag != "XSV" or wraps_up)
    # "판매글 쓰는 걸 도와주세요": the work helped with, said as a noun right before 돕, is the ask
    helps = clause[p].form == "돕" and any(t.form in ("거", "것") for t in clause[max(0, p - 2) : p])
    if (not preds or light or tells or judged or helps) and nominal:  # the verbs made nouns are the asks
        return things, things
    if clause[p].form in HOW_MANY:
        # "어르신들이 많아서", "번역가 쓸 돈은 없어서": how things are, not work ("재고 관리가 어려워서" says a
        # need, and stays); "학부모 상담 문의도 많을 것 같고요": many questions coming are questions to answer
        asked = inquiry_at(clause[: p + 1])
        if clause[p].form == "많" and asked is not None:
            end = clause[asked]
            return [f"{sentence[clause[0].start : end.start + end.len].strip()} 응대하기"], things
        return [], things
    if clause[p].form in LIGHT_VERBS and not _has_object(clause, p):
        return [], things  # "도구값은 안으로 하고 싶어요": how, not what
    # "논문 때문에 …": the reason goes, the work stays
    a = next((j + 2 for j in range(p - 1, 0, -1) if clause[j].form == "때문" and clause[j + 1].tag == "JKB"), 0)
    return _per_thing(sentence, clause, a, p), things


MAKING_STEMS = {"만들", "쓰", "짜", "그리", "찍"}  # verbs that make each of their things apart


def _per_thing(sentence: str, clause: list, a: int, p: int) -> list[str]:
    """The asks of clause[a:p] and its verb at p: one per thing joined ("교재랑 수료증 만들기"), or one for things
    that name one thing ("직무스트레스랑 이직의도 설문을 받기")."""
    out = []
    joins = join_points(clause, a, p)
    # "교재랑 수료증 만들기": one ask per thing made; "직무스트레스랑 이직의도 설문을 받기": the things name one survey
    # "보도자료까지 준비하기": the noun of a noun-verb (준비+하) is the verb, not a thing after the join
    end = p - 1 if clause[p].tag == "XSV" and clause[p - 1].tag == "NNG" else p
    nouns_after = sum(1 for t in clause[joins[-1] + 1 : end] if t.tag in ("NNG", "NNP")) if joins else 0
    # "소식지랑 인스타 홍보 게시물 만들기": a thing before the join that is a kind of work of its own is made apart
    made_apart = bool(joins) and bool(categories_asked(clause[joins[-1] - 1].form))
    # "큰 글씨 교재랑 수강생 모집 안내문 만들기": two things made, each a kind's own noun, however long the second
    last = next((k for k in range(p - 1, a - 1, -1) if clause[k].tag in ("NNG", "NNP")), p - 1)  # "영상도": 영상
    made_apart = made_apart or (
        bool(joins)
        and made_thing(word_at(clause, joins[-1], -1))  # "카드뉴스랑": the word, not Kiwi's 뉴스
        and made_thing(clause[last].form)
    )
    # "…줄일 방법이랑, 홍보용 인스타 계정 운영도": a comma after the join parts two things, however long the second
    comma_after = bool(joins) and joins[-1] + 1 < len(clause) and clause[joins[-1] + 1].form == ","
    # "A랑 B의 차이, 기간, 비용을 설명할 때 보여드릴 자료 만들기": the things listed are what an inner verb works on,
    # inside the description of the one thing made
    apart = bool(joins) and not listed_for_an_inner_verb(clause, joins[-1], p)
    # "예약 받는 거랑 입금 확인을 정리하기": an item that says its own verb is work of its own, however long the next
    own_verb = bool(joins) and work_said_as_noun(clause, joins[-1]) and clause[joins[-1] - 2].tag == "ETM"
    made_apart = made_apart or own_verb
    for j in (
        joins if apart and (nouns_after <= 2 or clause[joins[-1]].tag == "SP" or made_apart or comma_after) else []
    ):
        if clause[j - 1].tag == "ETN":  # "링크로 공유하기, …": an item that says its own work
            out.append(render(sentence, clause, a, j - 2))
        elif work_said_as_noun(clause, j) and clause[j - 2].tag == "ETM":
            out.append(render(sentence, clause, a, j - 3))  # "출석 여부 받는 거랑 간식비 걷어서": its own verb
        else:
            out.append(render(sentence, clause, a, j - 1, verb=Verb(stem(clause, p))))
        a = j + 1
    return [*out, render(sentence, clause, a, p)]


def _describes(clause: list, j: int) -> bool:
    """ "부스 모니터에 틀어둘 회사 소개 영상": a verb, with its helpers ("틀어 두"), that describes the noun after it."""
    k = j + 1
    while k < len(clause) and (clause[k].tag == "VX" or (clause[k].tag == "EC" and clause[k].form in ("어", "아"))):
        k += 1
    return k < len(clause) and clause[k].tag == "ETM"


def _toils(clause: list) -> bool:
    """ "안내문 쓰고, … 시간표 짜는 걸 매번 손으로 하느라": work said as a thing the person does by hand is wanted
    help; "애들 키우느라 바빠서" is a reason, and has no such thing."""
    return bool(clause) and clause[-1].form == TOIL_EC and clause[-1].tag == "EC" and bool(_nominal(clause))


def _pains(clause: list) -> bool:
    """ "글 쓰는것도 시간이 너무 걸려요", "정리하는 게 너무 귀찮아요": work said as a thing that costs the person time
    or effort is work they want help with."""
    preds = predicates(clause)
    return bool(preds) and bool(_nominal(clause)) and clause[preds[-1]].form in PAIN_VERBS


def _pain_only(clause: list) -> bool:
    """ "… 일일이 하니까 너무 귀찮아요": a clause that says only that the work before it is a pain (graph/brains/
    ko_clauses.py keeps that work's clause)."""
    return says_only_pain(clause, endings=("EF", "SF"))


def _refers_back(clause: list) -> bool:
    """ "이것만 좀 빨리 하고 싶어요": a light verb whose thing is said before ("이것", "그거")."""
    preds = predicates(clause)
    return (
        bool(preds)
        and clause[preds[-1]].form in LIGHT_VERBS
        and any(
            t.tag == "NP" and t.form in ("이것", "이거", "그것", "그거", "이걸", "그걸") for t in clause[: preds[-1]]
        )
    )


def ko_asks(sentence: str) -> list[str]:
    """The asks of one Korean sentence, a to-do list in it read item by item (graph/brains/ko_lists.todo_items)."""
    sentence = ki_said_as_geot(sentence)  # "피드백 쓰기가 힘들어요": "피드백 쓰는 게 힘들어요"
    listed = todo_items(sentence)
    if not listed:
        return _sentence_asks(sentence)
    before, items, after = listed
    # "…동창회를 준비해야 하는데 장소 예약, …까지": the job said before its list is what the items spell out
    spelled = LIST_START_KO.match(before) and len(items) >= 3
    said = [*([] if spelled else _sentence_asks(before.strip())), *items, *_sentence_asks(after.strip())]
    return list(dict.fromkeys(a for a in said if a))


def _sentence_asks(sentence: str) -> list[str]:
    """The asks of one Korean sentence: each clause's verb with its words; the sentence's context ("꽃집 하는데")
    and work already done ("다 해놨고") are not asks; the verbs a light verb stands for are ("알림 보내는 걸 …
    하고 싶어요": 알림 보내기), and so is the thing "이것만" points back to ("메뉴판 이미지 만드는 데만 한 시간씩
    걸려요ㅠ 이것만 좀 빨리 하고 싶어요": 메뉴판 이미지 만들기)."""
    toks = korean_morphemes(sentence)
    wants = any(t.form in {"싶", "방법", "필요", TOIL_EC, *NEED_EC, *PAIN_VERBS} for t in toks) or any(
        t.tag == "EC" and t.form in WISH_EC and n.form == "좋" for t, n in zip(toks, toks[1:], strict=False)
    )  # "써야" is 쓰 + 어야
    wants = wants or expects_questions(list(toks))
    if not toks or not (wants or WANTS_KO.search(sentence) or intention_at(list(toks)) is not None):
        return []
    out: list[str] = []
    group: list[str] = []  # asks of the statement being read
    said: list[str] = []  # things said as nouns so far
    last_ask = ""  # the ask of the clause before, whose thing a verb alone works on
    carried: list = []  # things listed before a comma in a clause that is not the statement's last
    at = 0  # where in the statement's asks the things listed go
    means = None  # "테이블마다 QR 붙여서 …": a step of no kind said with 어서, the way the next ask is done
    for clause, ends in split_clauses(sentence, toks):
        tail = [t.form for t in clause if t.tag not in ("SF", "SP")][-2:]
        intends = len(tail) == 2 and tail[1] == "요" and tail[0] in INTEND_EC
        going = intention_at(clause)
        if going is not None:  # "노션에 올리고 슬랙으로 공지할 거예요": the work is the verb before the ending
            clause, intends = clause[:going], True
            # "난방비를 모으려고 해피빈에 모금함을 열 계획이에요": what it is for goes, the work stays
            purpose = [j for j, t in enumerate(clause) if t.tag == "EC" and t.form in INTEND_EC]
            clause = clause[purpose[-1] + 1 :] if purpose else clause
        wanted = (
            intends
            or any(t.form in ("싶", "방법") or (t.tag == "EC" and t.form in NEED_EC) for t in clause)
            or any(t.tag == "EF" and (WANTS_KO.search(t.form) or t.form in TOLD_EF) for t in clause)
            or any(t.tag == "EC" and t.form == "라고" for t in clause)
            # "판매글 쓰는 걸 도와주세요", "만들어 주세요": a statement that ends asking for it is a want
            or (ends and bool(clause) and clause[-1].form == "주" and clause[-1].tag == "VX")
            or _toils(clause)
            or _pains(clause)
            or (_pain_only(clause) and bool(group))
            or needed_thing(clause) is not None
            or (bool(clause) and clause[-1].tag == "EC" and clause[-1].form in WISH_EC)
            or expects_questions(clause)
        )  # "… 방법 있을까요?" asks for the way
        head, clause = listed_before(clause) if not ends else ([], clause)
        if head and not carried:
            at = len(group)
        carried += head  # "초대장이랑 참석 인원 조사, 영상 찍어서 …, 인쇄까지 준비해야": the statement's last verb's
        if _refers_back(clause) and said:
            group.append(said[-1])
        else:
            asks, things = ([], []) if _pain_only(clause) else _clause_asks(sentence, clause)
            if ends and carried:
                group[at:at] = with_the_verb(sentence, carried, clause)
                carried = []
            if len(asks) == 1 and re.fullmatch(r"\S{2,}하기", asks[0]) and last_ask and " " in last_ask:
                # "선행연구도 찾아서 정리해야": the work verb after it works on the first one's thing (선행연구
                # 정리하기); "말투 살려서 다듬고" is how, and 다듬기 says too little to be a step of its own
                asks = [f"{thing_of(last_ask)} {asks[0]}".strip()]
            if len(asks) == 1 and last_ask and said_again_faster(asks[0], last_ask):
                asks = []  # "상세페이지 쓰는 게 오래 걸려서 AI로 빨리 쓰고 싶어요": the same work, wanted faster
            elif len(asks) == 1 and last_ask in group and object_of(last_ask) and only_how(asks[0]):
                # "시간표도 문자로 맞추느라 힘든데 좀 편하게 짜고 싶어요": the thing toiled over, done the new way
                group.remove(last_ask)
                asks = [f"{object_of(last_ask)} {asks[0].split()[-1]}"]
            if means and asks:  # "QR 붙여서 주문 받기": one step, done that way
                said_by = " ".join(means[1].split()[:-1])  # "빈 사이트 보고 (빈 사이트) 예약하기": said once
                rest = asks[0][len(said_by) :].strip() if said_by and asks[0].startswith(said_by) else asks[0]
                asks = [f"{sentence[means[0] : clause[0].start].strip()} {rest}", *asks[1:]]
                (group if means[1] in group else out).remove(means[1])
            means = means_of(sentence, clause, asks)
            last_ask = asks[-1] if asks else last_ask
            group += asks
            said += things
        if ends:
            # a statement that wants nothing ("… 한 시간씩 걸려요") gives no asks, only things to point back to
            out += group if wanted else []
            group = []
        elif wanted:
            if carried and at < len(group):
                # "악보 PDF랑 음원, 연습 일정을 한곳에 모아서 공유하고 싶은데 …": a want said before the statement ends;
                # the things listed go with the work said right after them, not with a later limit ("무료로만 해야")
                listed = sentence[carried[0].start : carried[-1].start + carried[-1].len].strip(" ,")
                group[at] = f"{listed}, {group[at]}"
                carried = []
            out += group
            group = []
    # "안내 자료를 제가 만들기": who does it is the person; the step says the work
    said = [without_the_person(o) for o in [*out, *group]]
    # "…가격이 다 옛날 거라 새로 바꾸고 싶어요": how alone, whose thing was said only as a reason, is no step; but a
    # thing to make again is that thing ("메뉴판이 손글씨라 … 새로 만들고 싶고": 메뉴판 새로 만들기)
    said = [_made_again(sentence, o) if only_how(o) or _made_with_no_thing(o) else o for o in said]
    said = [o for o in said if not LOOKS_KO.search(o)]  # "좀 없어 보이기": how a thing looks, a state, no work
    # "주문은 카톡으로 받는데 폼으로 받기": the thing, then the new way (graph/brains/ko_clauses.py kept it)
    said = [TOPIC_THEN_WAY_KO.sub(r"\g<topic> \g<rest>", o) for o in said]
    said = _put_in_the_video(said)
    return list(dict.fromkeys(o for o in said if o and not costs(o) and not only_how(o)))


VIDEO_ASK_KO = re.compile(r"(?:동)?영상|클립|쇼츠|릴스")
# "곡 제목을 글자로 넣기": words put in, with no place said
WORDS_PUT_IN_KO = re.compile(r"(?:글씨|글자|텍스트|문구)(?:로|으로)?\s+(?:\S+\s+)?(?:넣|달|붙|얹)기$")


def _put_in_the_video(asks: list[str]) -> list[str]:
    """Words put in ("곡 제목을 글자로 넣기") after an ask about a video in the same sentence ("연주 영상을 짧게
    자르고"): they go on that video (a caption), which the ask says."""
    out: list[str] = []
    for ask in asks:
        if (
            WORDS_PUT_IN_KO.search(ask)
            and not re.search(r"[가-힣]에\s", ask)
            and not VIDEO_ASK_KO.search(ask)
            and any(VIDEO_ASK_KO.search(o) for o in out)
        ):
            ask = f"영상에 {ask}"
        out.append(ask)
    return out


# the thing a reason clause is about ("메뉴판이 손글씨라", "로고가 촌스러워서"), then what makes it one
REASON_SUBJECT_KO = re.compile(
    r"(?:^|\s)(?P<thing>[가-힣A-Za-z]{2,10})(?:이|가)\s+(?:\S+\s+){0,2}?\S+(?:라서|라|아서|어서|워서|해서|돼서|여서)(?=\s)"
)
MAKES_AGAIN_KO = re.compile(r"(?:만들기|제작하기|그리기|작성하기|쓰기)$")


TOPIC_THEN_WAY_KO = re.compile(
    r"^(?P<topic>(?:[가-힣A-Za-z0-9]+\s+){0,2}?[가-힣A-Za-z0-9]+?)(?:은|는|도)\s+(?:\S+\s+){0,4}?\S+(?:는데|은데|인데)\s+"
    r"(?P<rest>.+)$"
)
# "좀 없어 보이기", "너무 촌스러워 보이기": how something looks (an -어 form before 보이다)
LOOKS_KO = re.compile(r"^(?:\S+\s+)?\S+(?:어|아|워|해|여)\s+보이기$")


def _made_with_no_thing(ask: str) -> bool:
    """A making ask that marks no object and whose words say no kind of thing ("가격 잘 보이게 새로 만들기")."""
    return (
        bool(MAKES_AGAIN_KO.search(ask))
        and not re.search(r"[가-힣](?:을|를|도|은|는)\s", ask)  # "이미지도 새로 만들기" says its thing
        and not categories_asked(ask)
        and len(ask.split()) <= 5
    )


def _made_again(sentence: str, ask: str) -> str:
    """An ask of how alone with a making verb ("새로 만들기"), with the thing the sentence's reason clause is about
    as its thing; the ask as it is when the sentence says no such thing (how alone is then dropped by the caller)."""
    found = REASON_SUBJECT_KO.search(sentence)
    if not found or not MAKES_AGAIN_KO.search(ask):
        return ask
    return f"{found['thing']} {ask}"
