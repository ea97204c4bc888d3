"""What Korean endings and verbs say, read from Kiwi's morphemes: the words graph/brains/ko_asks.py and
graph/brains/ko_lists.py read a clause by (which ending ends it, which of its verbs is its own)."""

from __future__ import annotations

import re

from graph.brains.ko_render import LIGHT_VERBS, PREDICATE_TAGS
from knowledge.text import korean_join, korean_morphemes

# Korean clauses, read with Kiwi's morphemes: what a clause ending says
SPLIT_EC = {"고", "어서", "아서", "여서", "서", "면서", "으면서", "며", "으며"}  # "보내고 …", "만들어서 …": and then
# "세탁소 하는데 …", "꽃집인데요, …": who and where, before the asks
# "…지인들한테만 팔다가," (what was done until now) is context, like "…하는데"
CONTEXT_EC = {"는데", "은데", "ᆫ데", "데", "니까", "으니까", "는데요", "은데요", "ᆫ데요", "데요", "다가"}
NOMINAL_NOUNS = {"거", "것", "걸", "방법", "데"}  # "보내는 거", "정리하는 방법": a verb said as a thing
NEED_EC = {"어야", "아야", "여야"}  # "써야", "만들어야": what has to be done
WANTS_KO = re.compile(r"(?:싶|어야|아야|여야|해야|주세요|할래|할게|해줘|줘|드려|게요|방법|려고요|려구요|래요|라고)")
INTEND_EC = {"려고", "으려고"}  # "단톡방에 돌리려고요": what the person is about to do
INTEND_EF = {"려구요", "려고요", "으려구요", "으려고요"}  # "밴드에 올리려구요": the same, said as one ending
# "올릴 거예요", "만들 예정이에요": the thing a verb is said as, when the person says what they are going to do
INTEND_NOUNS = {"거", "것", "예정", "계획", "생각"}
# verbs whose future says what will be, not what the person will do ("많을 거예요", "될 거예요")
NOT_INTENDED = {"있", "없", "되", "같", "많", "적"}
OR_JOINS = {"나", "이나"}  # "3D나 AI로": a choice of means, not two things to make
# verbs that say what the person cannot do, not work to plan: "코딩 같은 건 전혀 모르고요" (read as a constraint)
UNABLE = {"모르", "못하"}
# what the work costs is a budget, read as a constraint: "돈 드는 건 최소로 하고 싶어요" is no step
MONEY_NOUNS = {"돈", "비용", "예산", "요금", "경비"}
COST_VERBS = {"들", "쓰", "드", "내"}
HOW_MANY = {"많", "없", "적", "있", "넘"}  # how many or whether there is ("400장이 넘고")
WISH_EC = {"으면", "면"}  # "…했으면 좋겠어요": what the person wishes for
REASON_EC = {"어서", "아서", "여서", "서"}
FEELINGS = {"헷갈리", "지치", "질리", "당황하"}  # verbs that say how the person feels, not work
TROUBLES = {"꼬이", "엉키", "밀리"}  # "매번 꼬여서": how things go wrong, a reason and no work
# "리포트 쓰는 데 시간이 너무 걸리는데": work said as costing the person time or effort is work they want help with
PAIN_VERBS = {"걸리", "힘들", "귀찮", "번거롭"}
# what may stand beside a pain verb in words that say only the pain ("너무 번거롭네요", "시간이 오래 걸려요")
PAIN_FILLER_TAGS = {"MAG", "EP", "SP", "JKS", "JX"}
PAIN_FILLER_WORDS = {*PAIN_VERBS, "시간", "손", "품"}


def says_only_pain(tokens: list, endings: tuple[str, ...]) -> bool:
    """Whether the tokens say only that something is a pain: a pain verb, with adverbs, particles, "시간" and the
    given endings and nothing else (no thing of their own)."""
    return any(t.form in PAIN_VERBS for t in tokens) and all(
        t.tag in PAIN_FILLER_TAGS or t.tag in endings or t.form in PAIN_FILLER_WORDS for t in tokens
    )


QUOTE_EC = {"다고", "라고", "자고"}  # "책으로 남기고 싶다고 하세요": the wish reported is the ask
# "참고문헌도 APA로 맞추래요": what the person was told to do
TOLD_EF = {"래요", "래", "라요", "랍니다", "라네요", "라는데요"}
# "시간표 짜는 걸 매번 손으로 하느라 힘들어요": the work the person toils at is what they want help with
TOIL_EC = "느라"


def predicates(clause: list) -> list[int]:
    """Indexes of the clause's own verbs: not auxiliaries ("만들어야 돼요": 되; "편하게 하고": 하 after 게), nor an
    adjective said as an adverb ("편하게")."""
    out = []
    for j, t in enumerate(clause):
        if t.tag not in PREDICATE_TAGS:
            continue
        before = clause[j - 1] if j else None
        after = clause[j + 1] if j + 1 < len(clause) else None
        if before is not None and before.tag == "EC" and before.form in {*NEED_EC, "려고"}:
            continue
        if before is not None and (before.form, before.tag) == ("게", "EC") and t.form in LIGHT_VERBS:
            continue  # "편하게 하고": the light verb after 게; "깔끔하게 손보고" is the work
        if t.tag.startswith("VA") and after is not None and after.tag == "EC" and after.form == "게":
            continue
        if describes_noun(clause, j) or hedge(clause, j):
            continue
        if t.form in TIME_EVENTS and t.tag == "VV" and after is not None and after.form in ("고", "면", "으면"):
            continue  # "전시회 끝나고 바이어들한테 보낼 메일": when, said inside the clause, is no verb of its own
        if (
            t.form in ("있", "없")
            and j >= 2
            and (before.form, before.tag) == ("수", "NNB")
            and clause[j - 2].tag == "ETM"
        ):
            continue  # "만들 수 있으면": 있 says it can be done; 만들 is the verb
        out.append(j)
    return out


def describes_noun(clause: list, j: int) -> bool:
    """ "주민센터에 공문으로 보낼 안내문은 …": a verb that describes the noun after it (보낼 안내문) is not the
    clause's verb; "보내는 거" makes the verb a thing, and stays."""
    nxt = clause[j + 1 : j + 3]
    return (
        len(nxt) == 2
        and nxt[0].tag == "ETM"
        and nxt[1].tag in ("NNG", "NNP", "SL")
        and nxt[1].form not in NOMINAL_NOUNS
        and clause[j].tag.startswith("VV")
    )


def hedge(clause: list, j: int) -> bool:
    """ "만들어야 할 것 같아요": "것 같" only softens the verb before it."""
    return (
        j < len(clause)
        and clause[j].form == "같"
        and j >= 2
        and clause[j - 1].form in ("것", "거")
        and clause[j - 2].tag == "ETM"
    )


# verbs that say a time by what ends or starts ("수업 끝나고", "방학 시작되면")
TIME_EVENTS = {"끝나", "마치", "시작되", "지나"}


def a_time(clause: list) -> bool:
    """ "수업 끝나고", "행사 마치면": a clause whose only verb is a thing ending or starting, with no object."""
    preds = predicates(clause)
    return (
        len(preds) == 1
        and clause[preds[0]].form in TIME_EVENTS
        and clause[preds[0]].tag == "VV"
        and not any(t.tag == "JKO" for t in clause)
    )


def likeness(clause: list, j: int) -> bool:
    """ "퀴즈 같은 것도 만들고 싶어요": 같은 says what kind of thing, it is no work done."""
    return clause[j].form == "같" and clause[j].tag == "VA" and j + 1 < len(clause) and clause[j + 1].tag == "ETM"


def needed_thing(clause: list) -> int | None:
    """Index of the last word of the thing a "…이/도 필요해요", "…도 있어야 해요" or "… (같은 게) 있으면 좋겠어요" clause needs (before
    its particles and adverbs), or None: "필요 없어요" and "필요한 건 …" say no thing needed here."""
    for j in range(1, len(clause) - 1):
        needs = clause[j].form == "필요" and clause[j].tag == "NNG" and clause[j + 1].tag == "XSA"
        # "자동 답변 같은 게 있으면 좋겠어요": the thing wished for is to be got ready
        wished = (
            clause[j].form == "있"
            and clause[j + 1].form in ("으면", "면")
            and (j + 2 == len(clause) or any(t.form == "좋" for t in clause[j + 2 : j + 4]))
        )
        # "소개글은 일본어로도 있어야 해요": a thing that must exist (in a form said with 로) is to be got ready too
        must = (
            clause[j].form == "있"
            and clause[j + 1].form == "어야"
            and j + 2 < len(clause)
            and clause[j + 2].form in ("하", "되")
        )
        if needs or wished or must:
            k = j - 1
            while k >= 0 and (clause[k].tag in ("MAG", "JX", "JKS") or clause[k].form == "좀"):
                k -= 1
            if wished and k >= 2 and clause[k].form in ("것", "거", "게") and clause[k - 1].tag == "ETM":
                k -= 3 if clause[k - 2].form == "같" else 2  # "… 같은 게": the thing before the likeness
                return k if k >= 0 and clause[k].tag in ("NNG", "NNP", "SL") else None
            if must and k >= 1 and clause[k].tag == "JKB" and clause[k - 1].tag in ("NNG", "NNP", "SL"):
                return k  # "일본어로": the form it must exist in is said with the thing
            if wished and (clause[k].tag == "NNB" or k < 1 or clause[k - 1].tag not in ("NNG", "NNP", "SL")):
                return None  # "그런 게 …", "시간이 좀 있으면 좋겠어요": no thing named, or a state wished for
            return k if k >= 0 and clause[k].tag in ("NNG", "NNP", "SL", "NNB") else None
    return None


def intention_at(clause: list) -> int | None:
    """Where a clause's ending that says what the person is going to do begins, or None: "보내려고 해요", "올릴
    거예요", "만들 예정이에요", "만들기로 했어요", "만들어볼까 해요" all say an ask as plainly as "하고 싶어요" does.
    The clause before it is the work ("보내", "올리")."""
    for j in range(1, len(clause) - 1):
        t, nxt, verb = clause[j], clause[j + 1], clause[j - 1]
        if verb.form in NOT_INTENDED or verb.tag not in ("VV", "XSV", "VX"):
            continue
        after = clause[j + 2] if j + 2 < len(clause) else None
        if t.tag == "EC" and t.form in (*INTEND_EC, "ᆯ까", "을까") and nxt.form == "하":
            return j
        if t.tag == "ETM" and t.form in ("ᆯ", "을") and nxt.form in INTEND_NOUNS and after and after.tag == "VCP":
            return j
        if (t.form, t.tag) == ("기", "ETN") and (nxt.form, nxt.tag) == ("로", "JKB") and after and after.form == "하":
            return j
    return None


def ki_said_as_geot(sentence: str) -> str:
    """ "피드백 쓰기가 힘들어요" -> "피드백 쓰는 게 힘들어요": work said as a -기 noun before what it costs the person
    reads as the "-는 게" the asks reader knows (the -기 form had given no ask at all)."""
    toks = korean_morphemes(sentence)
    out, shift = sentence, 0
    for i, t in enumerate(toks):
        pain = i + 1 < len(toks) and any(x.form in PAIN_VERBS | {"어렵"} for x in toks[i + 2 : i + 5])
        if not (t.tag == "ETN" and t.form == "기" and i and pain and toks[i + 1].tag in ("JKS", "JX")):
            continue
        j = i - 1
        if toks[j].tag not in ("VV", "XSV"):
            continue
        stem = [(toks[j].form, toks[j].tag)]
        if (
            toks[j].tag == "XSV"
            and j
            and toks[j - 1].tag == "NNG"
            and toks[j - 1].start + toks[j - 1].len == toks[j].start
        ):
            j -= 1
            stem.insert(0, (toks[j].form, toks[j].tag))
        start, end = toks[j].start, toks[i + 1].start + toks[i + 1].len
        said = f"{korean_join([*stem, ('는', 'ETM')])} 게"
        out = out[: start + shift] + said + out[end + shift :]
        shift += len(said) - (end - start)
    return out
