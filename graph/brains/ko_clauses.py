"""A Korean sentence split into its clauses (the clause half of graph/brains/ko_asks.py), read with Kiwi's
morphemes: "꽃집 하는데 예약 받고 알림 보내고 싶어요" is a context clause (…는데), dropped, and two clauses joined by
고; a reason that only says what happened ("구독자가 늘어서") or how things are ("너무 복잡해서") is no clause of work.
"""

from __future__ import annotations

from graph.brains.ko_grammar import (
    CONTEXT_EC,
    FEELINGS,
    INTEND_EF,
    NEED_EC,
    NOMINAL_NOUNS,
    PAIN_VERBS,
    QUOTE_EC,
    REASON_EC,
    SPLIT_EC,
    TIME_EVENTS,
    TOIL_EC,
    TOLD_EF,
    TROUBLES,
    WISH_EC,
    intention_at,
    predicates,
    says_only_pain,
)

DONE_VERBS = {"마치", "끝내", "끝나", "마무리하", "완료하"}


def split_clauses(sentence: str, toks: tuple) -> list[tuple[list, bool]]:
    """(clause, ends a statement) in order; context clauses ("세탁소 하는데") dropped."""
    clauses: list[tuple[list, bool]] = []
    cur: list = []
    skip = False
    wish_until = -1  # "…보였으면 좋겠어요": the wish's own words, skipped once the wished clause is read
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if skip:
            skip = False
            continue
        if i <= wish_until:
            continue
        polite = t.form == "요" and t.tag in ("JX", "EC")
        if not cur and (polite or (t.tag == "VCP" and nxt is not None and nxt.form == "요")):
            continue  # "피시방 하는데요, …": the polite 요 of the context clause before, no word of the next
        if t.tag == "EC" and t.form in WISH_EC and nxt is not None and (nxt.form, nxt.tag) == ("좋", "VA"):
            # "주문 목록이 한눈에 보였으면 좋겠어요": the verb before 으면 is what is wished (its 었 is a wish's, not
            # work done)
            while cur and cur[-1].tag == "EP":
                cur.pop()
            clauses.append(([*cur, t], True))
            cur = []
            # the wish ends with 좋겠어요, or with 좋겠고 when more work follows ("쉬운 앱이면 좋겠고, 썸네일이랑 …")
            wish_until = next((j for j in range(i + 2, len(toks)) if toks[j].tag in ("EF", "EC")), len(toks))
            continue
        if nxt is None:
            cur.append(t)
            break
        # "세탁소 하는데", "만들어야 하는데": a clause ending in 는데 (one ending, or 는 + 데 written as one word)
        joined_de = (
            t.tag == "ETM" and nxt.tag == "NNB" and nxt.form == "데" and sentence[nxt.start - 1 : nxt.start] != " "
        )
        because = t.tag == "EC" and t.form in ("라", "라서", "이라서") and i and toks[i - 1].tag == "VCP"  # 학기말이라
        # "…신고를 마쳐서 스마트스토어에 올리려고": work finished before the wanted work is context
        because = because or (t.tag == "EC" and t.form in ("어서", "아서") and i and toks[i - 1].form in DONE_VERBS)
        if ((t.tag == "EC" and t.form in CONTEXT_EC) or joined_de or because) and i < len(toks) - 2:
            needed = any(x.tag == "EC" and x.form in NEED_EC or x.form == "싶" for x in cur) or reports_work(cur)
            redone = _redone_after(toks, i)
            needed = needed or _costs_time(cur) or (redone and not _a_state(cur)) or _pain_after(toks, i, cur)
            if redone and _a_state(cur):  # "…조율하느라 힘든데": the toil before the state is the work
                cur, skip = [], joined_de
                continue
            # "…시험 봐주려는데, 무료로 쓸 만한 거 있을까요?": the work about to be done, asked about, is the ask
            needed = needed or (intention_at([*cur, t]) is not None and _asks_after(toks))
            clauses = [*clauses, (cur, False)] if needed else []  # wanted work stays; who and where is context
            # "주문은 카톡으로 받는데 폼으로 받고 싶어요": the wish names no thing and does the same verb a new
            # way, so the thing the context clause is about is its thing
            kept = _topic(cur) if not needed and _same_verb_after(toks, i, cur) and _no_thing_after(toks, i) else []
            cur, skip = kept, joined_de
            continue
        if t.tag == "EC" and t.form == "고" and cur and (cur[-1].form, cur[-1].tag) == ("말", "VV"):
            # "계약서도 종이 말고 온라인으로 쓰고": "종이 말고" is the way turned down; the clause goes on
            cur.pop()
            while cur and cur[-1].tag in ("NNG", "NNP", "SL"):
                cur.pop()
            continue
        if _when_said_inside(cur, t):
            # "…, 그리고 전시 끝나고도 볼 수 있는 갤러리 페이지를 만들려고요": when, said inside the clause, ends nothing
            cur.append(t)
            continue
        if t.tag == "SE" and cur and not predicates(cur):
            clauses.append((cur, False))  # "근무표 짜고 출퇴근 기록까지…": the list's last thing, trailing off
            cur = []
            continue
        if t.tag == "SP" and t.form == "," and cur and _ends_an_item(cur):
            clauses.append((cur, False))  # "면접 시간 잡는 거, …": one item of a list of things wanted
            cur = []
            continue
        if t.tag == "EC" and t.form == "고" and cur and cur[-1].tag.startswith("VA") and nxt.tag != "SP":
            cur.append(t)  # "사진 좀 밝고 깔끔하게 손보고": how the work leaves it, said before its verb
            continue
        if t.tag == "EC" and t.form in ("면서", "으면서") and _a_life(cur):
            cur = []  # "직장 다니면서 부업으로 …": how the person lives, the time around the work
            continue
        if t.tag == "EC" and t.form in REASON_EC and (_event(cur) or _a_state(cur)):
            # "요즘 해외 구독자가 조금씩 늘어서": what happened, the reason for the asks after it; but "마감 일정도 …
            # 헷갈려서 한눈에 보고 싶고요": the wish after it names no thing, so the thing the state is about is its
            # thing (the step keeps the person's words from that thing to the verb)
            cur = _topic(cur) if _a_state(cur) and _no_thing_after(toks, i) else []
            continue
        if t.tag == "EC" and t.form in ("어서", "아서") and _describes_a_thing(toks, i + 1):
            cur.append(t)  # "여행 가서 찍은 사진": the clause is inside one that describes a thing, no work of its own
            continue
        if (t.tag == "EF" or (t.tag == "EC" and t.form in (*SPLIT_EC, TOIL_EC))) and nxt.tag != "VX":
            if t.form == TOIL_EC or (t.tag == "EF" and t.form in (*TOLD_EF, *INTEND_EF)):
                cur.append(t)  # "손으로 하느라", "맞추래요": the ending says the work is toil, or was asked of them
            clauses.append((cur, t.tag == "EF"))  # "보내고 …", "걸려요ㅠ 이것만 …": the next clause
            cur = []
            continue
        cur.append(t)
    clauses.append((cur, True))
    return clauses


def _describes_a_thing(toks: tuple, at: int) -> bool:
    """Whether the verbs from `at` end in a form that describes a noun ("찍은 사진", "사 온 재료"), with no noun
    between: the clause before them is part of that description."""
    j = at
    while j < len(toks) and j - at < 5 and toks[j].tag in ("VV", "VA", "VX", "EC", "EP", "XSV"):
        j += 1
    return j > at and j < len(toks) and toks[j].tag == "ETM" and toks[at].tag in ("VV", "VA")


def _event(cur: list) -> bool:
    """A clause of something that happened to someone else ("구독자가 늘어서"): its subject is not the person and
    it does nothing to a thing (no object) and needs nothing done."""
    subject = any(t.tag == "JKS" and j and cur[j - 1].tag != "NP" for j, t in enumerate(cur))
    acts = any(t.tag == "JKO" or (t.tag == "EC" and t.form in NEED_EC) for t in cur)
    # "AI가 써주면 강사가 고치는 식으로, 리포트는 … 만들어서": several verbs say how the work goes, not what happened
    return subject and not acts and len(predicates(cur)) == 1


def _a_state(cur: list) -> bool:
    """A reason said as how things are ("문자로 하다 보니 너무 정신없어서", "너무 복잡해서"): its verb is an
    adjective, and a state is no work."""
    preds = predicates(cur)
    if not preds:
        return False
    last = cur[preds[-1]]
    # "…하다 보니": how things have gone, the reason for what comes after
    went = any((t.form, t.tag) == ("보", "VX") and cur[j - 1].form == "다" for j, t in enumerate(cur) if j)
    return last.tag.startswith("VA") or last.tag == "XSA" or last.form in FEELINGS | TROUBLES or went


def _costs_time(cur: list) -> bool:
    """ "학습 리포트 쓰는 데 시간이 너무 걸리는데 …": work said as what costs the person time is what they want help
    with, not context; "애들 키우느라 힘든데" says no work (no verb said as a thing before the pain)."""
    preds = predicates(cur)
    if not preds or cur[preds[-1]].form not in PAIN_VERBS:
        return False
    return any(
        t.tag == "ETM" and j + 1 < preds[-1] and cur[j + 1].form in NOMINAL_NOUNS and cur[j - 1].tag in ("VV", "XSV")
        for j, t in enumerate(cur)
        if j
    )


def reports_work(cur: list) -> bool:
    """ "교수님이 참고문헌은 제대로 관리하라고 하셨는데": an instruction reported before 는데 is work to do, not
    context ("노션이 좋다고 하던데" reports what someone thinks, and says no work)."""
    return any(
        cur[j].tag == "EC" and cur[j].form in QUOTE_EC and cur[j + 1].form == "하" and cur[j - 1].tag in ("VV", "XSV")
        for j in range(1, len(cur) - 1)
    )


def _ends_an_item(cur: list) -> bool:
    """A clause that ends as a thing ("잡는 거") or an indirect question ("어디 올리는 게 좋은지"): before a comma,
    one item of a list."""
    last = cur[-1]
    made = last.form in NOMINAL_NOUNS and len(cur) > 1 and cur[-2].tag == "ETM"
    return made or (last.tag == "EC" and last.form.endswith("지"))


def _when_said_inside(cur: list, t) -> bool:
    """ "전시 끝나고도", "방학 시작되면": a thing ending or starting, with no object, said as the time of the work
    that follows in the same clause; the list before it ("작은 도록, 홍보 포스터, 그리고") goes on."""
    return (
        t.tag == "EC"
        and t.form in ("고", "면", "으면")
        and len(cur) >= 2
        and cur[-1].tag == "VV"
        and cur[-1].form in TIME_EVENTS
        and cur[-2].tag in ("NNG", "NNP", "JKS")
        and any(x.tag in ("SP", "MAJ", "JC") for x in cur)  # inside a list; alone, it is a clause of its own
    )


# "직장 다니면서", "육아하면서", "회사 일하면서": the person's life around the work, said with 면서
LIFE_VERBS = {"다니", "살", "지내"}
LIFE_NOUNS = {"일", "근무", "육아", "공부", "직장", "회사", "직장생활", "학교"}


def _a_life(cur: list) -> bool:
    """A 면서 clause that says how the person lives while they do the work, not work of its own."""
    preds = predicates(cur)
    if not preds or any(t.tag == "JKO" for t in cur):
        return False
    verb = cur[preds[-1]]
    return verb.form in LIFE_VERBS or (verb.form == "하" and preds[-1] > 0 and cur[preds[-1] - 1].form in LIFE_NOUNS)


def _asks_after(toks: tuple) -> bool:
    """A sentence that ends as a question ("… 있을까요?"): what it asks about is the work said before it."""
    ends = [t for t in toks if t.tag not in ("SF", "SP", "SE")]
    return bool(toks) and (toks[-1].form == "?" or (bool(ends) and ends[-1].form.endswith(("까요", "나요"))))


def _pain_after(toks: tuple, i: int, cur: list) -> bool:
    """ "재고 정리하는 것도 일일이 하니까 시간이 오래 걸려요": the clause after the 니까 says only that it is a
    pain (no thing of its own), so the work the clause before names, as a noun made of its verb, is what the person
    wants made easier."""
    if not any(t.form in ("것", "거", "게") and t.tag == "NNB" for t in cur) and not any(t.tag == "ETM" for t in cur):
        return False  # "카톡으로 하니까 너무 번거롭네요": no work named
    rest = []
    for t in toks[i + 1 :]:
        if t.tag in ("EF", "SF"):
            break
        rest.append(t)
    return says_only_pain(rest, endings=("EC",))


def _redone_after(toks: tuple, i: int) -> bool:
    """ "반찬 사진을 찍어서 보내드리는데, 휴대폰 하나로 더 빨리 하고 싶어요", "시간표도 … 맞추느라 힘든데 좀 편하게 짜고
    싶고요": the wish after the 는데 says only how (no thing of its own), so the work it wants done better is the
    work the 는데 clause said."""
    done = [t for t in toks[:i] if t.tag == "JKO" or (t.tag == "EC" and t.form == TOIL_EC)]
    if not done:
        return False  # "꽃집 하는데 좀 쉽게 하고 싶어요": who the person is, no work to do better
    span = _wish_span(toks, i)
    if span is None or any(
        toks[j].tag in ("JKO", "JKS", "JX", "ETM") or (toks[j].tag in ("NNG", "NNP") and not _by_means(toks, j))
        for j in span
    ):
        return False  # "…, 예약 관리를 하고 싶어요": a thing of its own
    return any(toks[j].tag == "MAG" or (toks[j].tag == "EC" and toks[j].form == "게") for j in span)


def _wish_span(toks: tuple, i: int) -> range | None:
    """The words between toks[i] and the wish after it (싶, or a wish ending such as 으면), or None when a statement
    or a context clause ends first."""
    for j in range(i + 1, len(toks)):
        t = toks[j]
        if t.form == "싶" or (t.tag == "EC" and t.form in WISH_EC):
            return range(i + 1, j)
        if t.tag in ("EF", "SF") or (t.tag == "EC" and t.form in CONTEXT_EC):
            return None
    return None


def _by_means(toks: tuple, j: int) -> bool:
    """ "아이폰 하나로": a noun phrase that ends in 로 is the means the work is done by."""
    k = j + 1
    while k < len(toks) and toks[k].tag in ("NNG", "NNP", "NR", "NNB", "XSN", "SN"):
        k += 1
    return k < len(toks) and toks[k].form in ("로", "으로")


def _topic(cur: list) -> list:
    """The noun phrase a state is said of, with its particle ("마감 일정도 출판사별로 헷갈려서" -> 마감 일정도)."""
    at = next(
        (j for j, t in enumerate(cur) if t.tag in ("JX", "JKO") and t.form in ("도", "을", "를", "은", "는")), None
    )
    if at is None:
        # Kiwi may read the particle into a noun ("일정도" as 일 + 정도): the nouns up to the word that ends in it
        at = next((j for j, t in enumerate(cur) if t.tag in NOUNS and t.form.endswith(("도", "을", "를"))), None)
        at = at if at is not None and all(t.tag in NOUNS for t in cur[:at]) else None
    if at is None or not at or cur[at - 1].tag not in NOUNS:
        return []
    start = at - 1
    while start and cur[start - 1].tag in NOUNS:
        start -= 1
    return cur[start : at + 1]


NOUNS = ("NNG", "NNP", "NNB")


def _same_verb_after(toks: tuple, i: int, cur: list) -> bool:
    """Whether the wish after toks[i] ends in the verb the clause before it ends in (받는데 … 받고 싶어요)."""
    preds = predicates(cur)
    span = _wish_span(toks, i)
    return bool(preds) and span is not None and any(toks[j].form == cur[preds[-1]].form for j in span)


def _no_thing_after(toks: tuple, i: int) -> bool:
    """The wish after toks[i] names no thing of its own: only how and where ("한눈에 보고 싶고요")."""
    span = _wish_span(toks, i)
    return span is not None and not any(
        toks[j].tag in ("JKO", "JKS", "ETM")
        or (toks[j].tag in ("NNG", "NNP") and not (j + 1 < len(toks) and toks[j + 1].tag == "JKB"))
        for j in span
    )
