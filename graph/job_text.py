"""Which of a request's words are the job: not the sentence that only says what is spent, not the opening that
says who the person is or what they run, not what the thing made is about, not what the person cannot do.

graph/understanding.py reads the whole request (constraints, role, named tools, own work); these helpers leave it
the words that name the job, which workflows are matched on.
"""

from __future__ import annotations

import re

from knowledge.catalog import tools_named_in

SPEND_WORDS = re.compile(r"광고비|예산|비용|지출|\b(?:budget|spend(?:ing)?|afford)\b", re.I)
AD_SPEND = re.compile(r"광고비|광고\s*예산|\bad (?:budget|spend)|\badvertising budget", re.I)
# "with zero ad budget", "광고비 없이": no money for ads is no ad step (it had become "Run paid ads with your budget")
NO_AD_MONEY = re.compile(
    r"\b(?:zero|no|without(?: an?| any)?|0)\s+(?:paid\s+)?(?:ads?|advertising)(?:\s+(?:budget|spend|money))?\b|"
    r"광고(?:비|\s*예산)?(?:은|는|도)?\s*(?:없이|0원|없|안\s*(?:쓰|하|써))",
    re.I,
)


SPEND_FILLER = {
    "my", "our", "the", "a", "an", "is", "are", "of", "per", "about", "around", "roughly", "up", "to", "we", "i",
    "can", "could", "have", "has", "on", "for", "month", "monthly", "week", "year", "each", "every", "only", "just", "total", "ad", "ads",
    "usd", "dollars", "한", "달", "월", "매달", "정도", "정도예요", "정도입니다", "예요", "이에요", "입니다", "이고", "에요",
    "있어요", "까지", "이하", "이내", "쯤", "가량", "총", "저희", "제", "우리",
    # "Can't go over $20 a month for all of it.": the amount taken out, the rest of the limit
    "t", "not", "more", "than", "this", "that", "it", "all",
}  # fmt: skip


TOOL_COST = re.compile(
    r"\b(?:paid|free|premium)\s+(?:apps?|tools?|software)\b|(?:유료|무료)\s*(?:앱|툴|도구|프로그램)",
    re.I,
)


def _only_spending(sentence: str) -> bool:
    """Whether a sentence says nothing but what is spent ("My budget is $30 a month."), not a job on a budget
    ("Launch a podcast on a small budget")."""
    rest = SPEND_WORDS.sub(" ", sentence.lower())
    words = re.findall(r"[a-z]+|[가-힣]+", rest)
    return all(w in SPEND_FILLER or re.fullmatch(r"[은는이가을를도]", w) for w in words)


AD_WORDS = re.compile(r"광고비|광고|\b(?:ads?|advertising|ad spend)\b", re.I)


def _ad_money_only(sentence: str) -> bool:
    """A sentence about money for ads and nothing else, before or after its amount is taken out ("광고 예산은 월
    20만원이에요" leaves "광고 이에요")."""
    if JOB_VERBS.search(sentence) or not AD_WORDS.search(sentence):
        return False
    return _only_spending(AD_WORDS.sub(" ", sentence))


def without_spend_sentences(text: str) -> str:
    """A sentence left saying only what the person spends ("한 달 광고비는 정도예요" once the amount is out) is not
    part of the job. Money for ads says the job runs ads: when nothing else in the request is a job, "ads" is the
    job; beside another job ("grow my shop's Instagram") it is a means to it (see ad_spend), not a second job."""
    sentences = re.split(r"(?<=[.!?])\s+|\n+", text)
    kept, ads = [], None
    for sentence in sentences:
        spending = SPEND_WORDS.search(sentence) and not JOB_VERBS.search(sentence) and _only_spending(sentence)
        # "our district blocks most paid apps", "유료 앱은 학교에서 막혀 있어요": why only free tools, not the job
        # (paid subscriptions or a paid plan a person sells are a job: only the tools they use count)
        spending = spending or (TOOL_COST.search(sentence) and not JOB_VERBS.search(sentence))
        if spending or _ad_money_only(sentence):
            if AD_SPEND.search(sentence) or _ad_money_only(sentence):
                ads = "광고" if re.search(r"[가-힣]", sentence) else "ads"
            continue
        kept.append(sentence)
    if ads and not JOB_VERBS.search(" ".join(kept)):
        kept.append(ads)
    return " ".join(kept)


def ad_spend(text: str) -> bool:
    """Whether the request sets money aside for ads ("광고 예산은 월 20만원", "$300 a month for ads")."""
    if NO_AD_MONEY.search(text or ""):
        return False
    return bool(AD_SPEND.search(text or "")) or any(
        _ad_money_only(s) for s in re.split(r"(?<=[.!?])\s+|\n+", text or "")
    )


SELF_INTRO = re.compile(
    r"^\s*(?:i'?m|i am|we'?re|we are)\s+(?:an?|the|one of(?:\s+(?:the|two|three|four|\d+))?)\s+[^.!?;]{1,80}?[.!;]\s+|"
    r"^\s*(?:i|we)\s+(?:tutor|teach|coach|stream|freelance|work (?:as|at|in|for))\s+[^.!?;]{1,60}?[.!;]\s+|"
    r"^\s*[\w' -]{2,40}?\s+here[.!,]\s+|"  # "Personal trainer here."
    # "freelance dev in toronto, need to …": a note of who, then the ask without its "I"
    r"^\s*(?!i\b|we\b|my\b|our\b)[a-z][\w' -]{2,40}?,\s+(?=(?:need|want|looking|trying|have to)\b)|"
    r"^\s*(?:저는\s*)?[가-힣\s]{1,30}?(?:예요|이에요|입니다)[.!]?\s+",
    re.I,
)
# "I run a small candle store on Shopify; ...", "꽃집을 운영하고 있어요. ...": what the person runs, said before
# what they ask; the rest is the job unless it only points back at it ("I have a podcast; help me grow it")
CONTEXT_INTRO = re.compile(
    r"^\s*(?:i|we)\s+(?:run|own|have|manage|operate)\s+(?:an?|the|my|our)\s+[^.!?;]{1,60}?[.!;]\s+|"
    r"^\s*[^.!?]{2,30}?(?:을|를)\s*운영(?:하고\s*있어요|하고\s*있습니다|\s*중이에요|\s*중입니다|해요|합니다)[.!]?\s+|"
    # "국내에서 비건 선크림을 파는 작은 화장품 브랜드예요.": what the business is, not what it asks for
    r"^\s*(?![^.!?]*려)[^.!?]{2,50}?(?:브랜드|회사|가게|매장|카페|공방|학원|스튜디오|업체|쇼핑몰|스토어)(?:예요|이에요|입니다)[.!]?\s+|"
    # how long the person has done their trade: "일러스트 외주 받은 지 1년 됐어요.", "I've been tutoring for 3 years."
    r"^\s*[^.!?]{2,40}?\s지\s*(?:\d+|한|두|세|네|몇)\s*(?:년|개월|달|주)(?:\s*정도)?\s*(?:됐|되었|째)[^.!?]{0,6}[.!]\s+|"
    r"^\s*(?:i'?ve|we'?ve|i have|we have)\s+been\s+[^.!?;]{1,60}?\s+for\s+(?:about\s+)?[^.!?;]{1,20}?[.!;]\s+|"
    # what the person does now: "도자기 공방을 하면서 유튜브에 작업 브이로그를 올리고 있어요." (the ask follows)
    r"^\s*[^.!?]{2,60}?(?:을|를)\s*[가-힣]+고\s*있(?:어요|습니다)[.!]\s+(?=[^.!?]*[.!?]?\s*[^.!?]*(?:싶|해야|주세요|필요))",
    re.I,
)
HERE_MORE = re.compile(r"^[^.!?;]{1,80}?[.!;]\s+")
POINTS_BACK = re.compile(r"\b(?:it|its|them|this|that|there)\b|그것|이걸|거기", re.I)
JOB_VERBS = re.compile(r"\b(?:want|need|help|make|build|create|start|looking|trying)\b|싶|해\s*줘|도와|만들", re.I)


def strip_self_intro(text: str) -> str:
    """The request without an opening sentence that only says who the person is ("I'm a wedding
    photographer.", "요가 강사예요."): who they are decides their side of a job (the role), not which job it is;
    matched as the job, a person's trade outweighed what they asked for (a client-tracking request got the
    find-more-gigs plan)."""
    m = SELF_INTRO.match(text)
    if m and not JOB_VERBS.search(m.group(0)) and len(text[m.end() :].split()) >= 3:
        rest = text[m.end() :]
        # "Dog walker here, solo, I cover the east side. I want …": the rest of a "… here," sentence is more of who
        # the person is (its "cover" had matched an e-book's cover design)
        more = HERE_MORE.match(rest) if m.group(0).rstrip().endswith(",") else None
        if more and not JOB_VERBS.search(more.group(0)) and len(rest[more.end() :].split()) >= 3:
            return rest[more.end() :]
        return rest
    m = CONTEXT_INTRO.match(text)
    rest = text[m.end() :] if m else ""
    if m and not JOB_VERBS.search(m.group(0)) and len(rest.split()) >= 3 and not POINTS_BACK.search(rest):
        return rest
    return text


# "a YouTube channel about budgeting", "절약을 주제로 한 유튜브": the medium is the job, "about ..." its subject. Matched
# with the subject, a channel about personal finance got the budget-tracker plan.
MEDIUM_EN = (
    r"channel|podcast|blog|newsletter|videos?|shorts|reels|posts?|book|e-?book|course|class|workshop|quiz|"
    r"presentation|talk|series|account|page|website|zine|magazine|webinar|guide|lecture|lessons?|tutorials?|"
    r"explainers?|vlogs?|episodes?"
)
THEN_VERBS = (
    r"post|share|publish|sell|make|create|build|start|grow|run|send|upload|edit|record|write|set|get|turn|add|"
    r"promote|launch|use|help|want|need|monetize|schedule"
)
TOPIC_EN = re.compile(
    rf"\b(?:{MEDIUM_EN})(?P<about>\s+(?:about|on the topic of|covering)\s+(?P<topic>how (?:to )?[^.;,!?]+?|[^.;,!?]+?))"
    rf"(?=\s+(?:and\s+(?:then\s+)?(?:{THEN_VERBS})\b|for\b|with\b|so\b|using\b|that\b|to\s+(?:{THEN_VERBS})\b)|[.;,!?]|$)",
    re.I,
)
TOPIC_KO = re.compile(
    r"(?P<topic>[^\s.!?]+(?:\s[^\s.!?]+)?)\s*(?:에\s*(?:관한|대한)|(?:을|를)\s*주제로\s*(?:한|하는)?|관련)\s+"
    r"(?=(?:유튜브|채널|팟캐스트|블로그|뉴스레터|영상|쇼츠|릴스|책|전자책|강의|수업|퀴즈|발표|시리즈|계정|웹툰|카드뉴스))"
)


# "결혼식 축가 영상을 편집해서 유튜브에 올리고", "edit my wedding video": what a video being edited or posted is of
# is its subject, not the job (the wedding-invitation plan had answered a request to edit a wedding-song video)
VIDEO_OF_KO = re.compile(
    r"(?P<topic>(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+)\s+(?=(?:영상|동영상|브이로그)(?:을|를)\s*(?:\S+\s+)?(?:편집|자르|올리|업로드))"
)
VIDEO_OF_EN = re.compile(
    r"\b(?:edit|cut|trim|upload|post)\s+(?:my|our|the|this|these)\s+(?P<topic>(?:[\w-]+\s+){0,1}[\w-]+)\s+(?=(?:video|videos|footage|clips?)\b)",
    re.I,
)


# how little or how plainly a Korean speaker cannot do a thing: "코딩은 당연히 모릅니다", "엑셀은 하나도 몰라요"
KO_DEGREE = r"(?:(?:전혀|잘|하나도|당연히|아예|거의|별로|영|정말|진짜|완전|1도|도무지|통)\s*)?"

# "디자인 감각이 없어요", "I'm bad at design", "no video skills": what the person cannot do is why they ask, not a
# step they ask for (a slides request that said so had gained an e-book cover design step)
INABILITY = re.compile(
    r"\S+\s*(?:감각|실력|재능|경험)(?:이|은|는)?\s*(?:전혀\s*)?(?:없|부족)|\S+(?:은|는|을|를)?\s*"
    + KO_DEGREE
    + r"못\s*(?:해|하|써|그려|다뤄)|"
    r"\S+(?:은|는|에|엔)\s*(?:전혀\s*|별로\s*|영\s*)?자신(?:이|은)?\s*없|\S+(?:이|가)\s*(?:서툴|어려워|약해)|"
    r"\b(?:no|zero|without|little)\s+(?:\w+\s+)?(?:skills?|experience|sense)\b|\b(?:bad|terrible|hopeless|not good)\s+at\s+\w+|"
    r"\bcan'?t\s+(?:design|draw|code|edit|write|film)\b|\b(?:don'?t|do not|never)\s+(?:code|program|design)\b|"
    r"\bnot\s+(?:a|much of a)\s+(?:coder|programmer|developer|designer|techie)\b|\bnon-?(?:coders?|technical)\b|"
    r"\b(?:don'?t|do not|doesn'?t)\s+know\s+how\s+to\s+(?:code|program|design|draw|edit)\b|"
    # "None of us code", "코딩은 할 줄 몰라요": what nobody can do asks for no step of it
    r"\b(?:nobody|no one|none of us)\s+(?:here\s+)?(?:can\s+)?(?:codes?|programs?|designs?)\b|"
    r"\S+(?:은|는|을|를)?\s*할\s*줄\s*(?:몰|모르|모릅)|"
    r"(?:\S+\s*같은\s*)?\S+(?:은|는|을|를)?\s*" + KO_DEGREE + r"(?:몰라|모르|모릅)",
    re.I,
)


def without_inabilities(text: str) -> str:
    return INABILITY.sub(" ", text or "")


def split_topic(job_text: str) -> tuple[str, str | None]:
    """(the job without the subject of what is made, the subject): see MEDIUM_EN."""
    m = TOPIC_EN.search(job_text)
    if m:
        return f"{job_text[: m.start('about')]}{job_text[m.end('about') :]}".strip(), m.group("topic").strip()
    m = TOPIC_KO.search(job_text)
    if m:
        return f"{job_text[: m.start()]}{job_text[m.end() :]}".strip(), m.group("topic").strip()
    for pattern in (VIDEO_OF_KO, VIDEO_OF_EN):
        m = pattern.search(job_text)
        if m and not tools_named_in(f" {m.group('topic')} "):
            rest = f"{job_text[: m.start('topic')]}{job_text[m.end('topic') :]}"
            return " ".join(rest.split()), m.group("topic").strip()
    return job_text, None


def without_material(text: str, made: dict | None) -> str:
    """The text without the material of a "turn X into Y" request (graph/deliverable.py): what the person already
    has asks for no kind of work ("my newsletter issues" asks for no newsletter tool), nor does the place the work
    is for ("I run a small tutoring center and want to send parents a newsletter" asks for no tutoring tool)."""
    for context in ((made or {}).get("from") or "", (made or {}).get("for") or ""):
        text = text.replace(context, " ") if len(context) > 3 else text
    return OTHERS_SITE.sub(" ", SURVEYED.sub(" ", text))


# "a client wants their booking site checked": the kind of site someone else runs is what the work is done on ("booking"
# asks for no booking tool)
OTHERS_SITE = re.compile(
    r"\b(?:their|the client's|a client's|clients'|our client's)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:site|website|web app|app|store|shop|page|platform|checkout(?:\s+flow)?)\b",
    re.I,
)
# "900 comments from last term's course surveys": answers already gathered come from surveys that were run; no survey
# is to be made
SURVEYED = re.compile(
    r"\bfrom\s+(?:(?:the|our|my|their|this|last|these|those|all)\s+)?(?:\w+'s\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:surveys|questionnaires|polls|survey forms)\b",
    re.I,
)
