"""Does a tool do what a step is for? The step's own content words against the tool's curated tags.

Retrieval and the kind of tool put LANDR and a speech cleaner side by side for "Mix and master the track"; the
tags say which of them masters music. Words are compared by a short stem ("mastering" and "master", "analytics"
and "analyze") so an English step meets English tags in any form; Korean morphemes compare as they are. Verbs
every step has ("make", "write", "set up") and the words that only say "AI" or "tool" carry no purpose.
"""

from __future__ import annotations

import re
from functools import lru_cache

from graph.plan_steps import stem
from knowledge.catalog import catalog_by_id, load_categories
from knowledge.text import HANGUL, tokenize

EMPTY_WORDS = {
    "ai", "tool", "tools", "app", "make", "create", "write", "use", "set", "build", "add", "get", "do", "the",
    "and", "with", "for", "your", "you", "each", "one", "new", "free", "online", "up", "it", "of", "to", "in",
    "on", "a", "an", "or", "by", "from", "into", "만들기", "하기", "정리", "도구", "사용",
}  # fmt: skip


def _key(token: str) -> str:
    return token if HANGUL.match(token) else stem(token, keep=5, min_root=3)


def purpose_keys(text: str) -> frozenset[str]:
    return frozenset(_key(t) for t in tokenize(text) if t not in EMPTY_WORDS and (len(t) > 1 or HANGUL.match(t)))


@lru_cache(maxsize=1024)
def _tags(tool_id: str) -> tuple[frozenset[str], ...]:
    entry = catalog_by_id().get(tool_id) or {}
    return tuple(k for k in (purpose_keys(tag.replace("-", " ")) for tag in entry.get("tags") or []) if k)


@lru_cache(maxsize=1024)
def tag_keys(tool_id: str) -> frozenset[str]:
    """Every word key of the tool's tags."""
    return frozenset().union(*_tags(tool_id))


# A tag word on more than this share of the catalog ("video", "무료", "analytics") says what a kind is, not a
# purpose. A share, not a count, so that growing the catalog does not silently change which words count. At 672
# tools it is a word on 16 or more ("form" is on 16: a form builder's "forms" says no purpose of a sign-up step);
# 0.024 had put that line at 16.1 once seven tools were added, and sign-up steps had gone to generic form builders.
COMMON_TAG_SHARE = 0.0236


@lru_cache(maxsize=1)
def _common_keys() -> frozenset[str]:
    counts: dict[str, int] = {}
    for tool_id in catalog_by_id():
        for key in tag_keys(tool_id):
            counts[key] = counts.get(key, 0) + 1
    limit = COMMON_TAG_SHARE * len(catalog_by_id())
    return frozenset(k for k, n in counts.items() if n > limit)


def purpose_hits(tool_id: str, step_text: str, step_query: str = "") -> int:
    """How many of the tool's tags the step says in full ("mastering" in "mix and master the track"; "ui-design"
    needs both words, so a cover-art step is not a UI job), leaving out tags of words most tools carry."""
    return len(purpose_tags(tool_id, step_text, step_query))


def _noun_forms(keys: frozenset[str]) -> frozenset[str]:
    """Keys with the other form of a Korean -ㅁ noun: the tokenizer reads "알림" as "알리" at the end of a text and
    as "알림" inside one, so the tag "예약 알림" had not met the step "예약 전날 자동 알림 보내기"."""
    out = set(keys)
    for key in keys:
        last = ord(key[-1]) - 0xAC00 if HANGUL.match(key) else -1
        if 0 <= last < 11172:
            final = last % 28
            if final == 16:  # ends in ㅁ: the verb stem without it
                out.add(key[:-1] + chr(0xAC00 + last - 16))
            elif final == 0:
                out.add(key[:-1] + chr(0xAC00 + last + 16))
    return frozenset(out)


def purpose_tags(tool_id: str, step_text: str, step_query: str = "") -> list[frozenset[str]]:
    """The tags purpose_hits counts, as their word keys."""
    return tags_wanted(tool_id, step_keys(step_text, step_query))


# "Let customers book", "clients can reserve a slot": other people book, so the step wants a booking page (a calendar
# app keeps one's own or a team's time, and had taken a kayak outfitter's customer bookings)
BOOKED_BY_OTHERS = re.compile(
    r"\b(?:customers|clients|guests|patients|members|people|parents|students|visitors|riders|families|players|"
    r"diners|buyers)\s+(?:to\s+|can\s+|could\s+)?(?:book|reserve|schedule|pick a (?:time|slot))\b",
    re.I,
)


@lru_cache(maxsize=1024)
def step_keys(step_text: str, step_query: str = "") -> frozenset[str]:
    """The word keys a step says, read once for all the tools weighed against it (kept: every candidate's fit, its
    purpose hits and the home-market check ask for the same step's keys)."""
    booked = " booking page" if BOOKED_BY_OTHERS.search(step_text) else ""
    return _noun_forms(purpose_keys(f"{step_text} {_without_kind_names(step_query)}{booked}"))


def tags_wanted(tool_id: str, want: frozenset[str]) -> list[frozenset[str]]:
    """The tool's tags that a step saying `want` (step_keys) says in full."""
    common = _common_keys()
    kind = _kind_keys(tool_id)
    # a tag of two words says a purpose even when each word alone is common ("music distribution"); a one-word tag
    # that only names the tool's own outlet kind ("publishing" on a music distributor) says no purpose
    return [tag for tag in _tags(tool_id) if tag <= want and (len(tag) >= 2 or not (tag <= common or tag <= kind))]


@lru_cache(maxsize=1)
def _kind_names() -> re.Pattern:
    names = sorted((c.get("en", "") for c in load_categories().values() if c.get("en")), key=len, reverse=True)
    return re.compile("|".join(re.escape(n) for n in names), re.I)


def _without_kind_names(query: str) -> str:
    """A step's search phrase without the name of its kind that searching adds ("… AI research and answer engines"):
    the kind's name says no purpose, and Perplexity's "answer engine" tag had taken a reference-management step."""
    return _kind_names().sub(" ", query or "")


@lru_cache(maxsize=1024)
def _kind_keys(tool_id: str) -> frozenset[str]:
    """The words of the tool's kind when that kind is where work goes out: every step of it says "publish" or
    "post", so a tag of that word alone is the kind's verb, not a purpose."""
    category = (catalog_by_id().get(tool_id) or {}).get("category", "")
    if category in WHERE_IT_GOES:
        return purpose_keys(category.replace("-", " "))
    # "payments" on PayPal is its kind's own name: a donation step's "donation payments" says the kind, and
    # the tools made for donation pages are the ones made for it
    return purpose_keys(category) if "-" not in category else frozenset()


# On a tool of another kind, a tag naming a platform kind says what its output is for ("social-media" on a design
# tool: posts to design), not that the work is posted there.
WHERE_IT_GOES = frozenset({"social-media", "publishing", "ecommerce"})


def does_kind(tool_id: str, category: str | None) -> bool:
    """Whether a tool of another kind also does this kind of work by its own tags: a platform's creator studio
    carries "analytics", so the views of the videos posted there are read there, not in a website tracker."""
    if not category or category in WHERE_IT_GOES:
        return False
    words = _whole_words(category)
    # the tag as written, every word of it: "e-learning" on an avatar tool is the videos it makes, not a quiz tool
    return any(_whole_words(tag) == words for tag in (catalog_by_id().get(tool_id) or {}).get("tags") or [])


def _whole_words(text: str) -> frozenset[str]:
    return frozenset(_key(w) for w in re.split(r"[-\s]+", text.lower()) if w and w != "ai")  # "ai writing" writes


# Writing tools made for one part of the work: checking and polishing text, or fiction. They fit a step that asks
# for that part; a step that writes a listing description or an appeal needs a tool that writes it.
SPECIALISMS = {
    "checking": (
        {
            "grammar",
            "proofreading",
            "editing",
            "rewriting",
            "paraphrasing",
            "문법검사",
            "영어교정",
            "문장교정",
            "영문교정",
        },
        r"proofread|grammar|polish|edit|check|review|refine|rewrit|paraphras|improve|교정|맞춤법|다듬|검토|퇴고|첨삭|고치",
    ),
    "fiction": (
        {"fiction", "novel", "creative-writing", "소설쓰기", "웹소설"},
        # not "story" (a couple's story is not fiction), nor any 원고 (a docent's script, a speech): a long one
        r"fiction|novel|chapter|plot|character|소설|줄거리|챕터|장편|집필|연재|회차",
    ),
}
# Research tools made for one kind of source: papers and references, or Korean property and tax records. A trip's
# research needs neither (a reference manager and the property registry had been a travel step's alternatives).
RESEARCH_SPECIALISMS = {
    "academic": (
        {"reference manager", "academic", "papers", "academic search", "korean papers", "korean journals",
         "science papers", "reference library", "citation index", "journal database", "thesis search"},
        r"paper|academic|citation|reference|bibliograph|literature|thesis|dissertation|journal|scholar|scien|stud(?:y|ies)|"
        r"evidence|research question|논문|학술|인용|참고문헌|선행연구|학위|연구|문헌|근거",
    ),
    "records": (
        {"property registry", "jeonse", "real estate prices", "property listings", "tax filing"},
        r"부동산|등기|전세|월세|매물|시세|세금|세무|소득세|홈택스|계약|임대|lease|tax|property|rent|real estate|house|"
        r"(?<![가-힣])집(?!중|단|회|계|필)",  # a home, not 맛집, 집중 or 집계
    ),
}  # fmt: skip
# Translation platforms made for software strings: a step translating papers or a letter is not theirs
TRANSLATION_SPECIALISMS = {
    "software": (
        {"software", "apps", "software strings", "app localization", "game localization", "translation management"},
        r"locali|\bapps?\b|game|software|string|\bui\b|website|site|store listing|현지화|앱|게임|소프트웨어|사이트|다국어",
    ),
}
# Video editors that cut by the words spoken (Vrew, Descript): a video led by music and movement (a dance cover, two
# camera angles synced to the song) or made of photos (a reel of before-and-after shots) has no words to cut by.
# Their specialism is any video but those.
WORDLESS = (
    r"dance|choreograph|music video|multi-?cam|camera angles|sync|montage|slideshow|photos? into|from (?:the )?photos|"
    r"before[-/ ](?:and[- ])?after|춤|댄스|안무|뮤직비디오|뮤비|앵글|싱크|멀티캠|슬라이드쇼|사진으로|전후 사진"
)
VIDEO_SPECIALISMS = {"speech": ({"text-based-editing"}, rf"^(?![\s\S]*(?:{WORDLESS}))")}
# a calendar the person or a team keeps is no page where customers book: "주말 공연 예약 받기" had got Google Calendar
TAKES_BOOKINGS = (
    r"예약\s*(?:을|도|은|만)?\s*(?:\S+\s+)?(?:받|접수)|예약\s*페이지|"
    r"\b(?:take|taking|accept|accepting|get|getting|receive|receiving)\s+(?:online\s+|more\s+)?(?:bookings|reservations)\b|"
    r"\b(?:let|allow)\s+(?:[\w']+\s+){1,3}(?:book|reserve)\b|\bbooking page\b|\bpick\s+a\s+(?:time\s+)?slot\b"
)
SCHEDULING_SPECIALISMS = {
    "own calendar": (
        {"shared calendars", "team schedules", "family calendar", "shared calendar", "family organizer", "가족 일정"},
        rf"^(?![\s\S]*(?:{TAKES_BOOKINGS}))",
    ),
    # Staff rosters: a step that books lessons, clients or appointments is not a shift roster's
    "shifts": (
        {"shift scheduling", "employee scheduling", "staff scheduling", "weekly roster", "shift swap", "근무표",
         "직원 스케줄", "교대 근무"},
        r"shifts?|rosters?|staff|employees?|workers?|crew|volunteers?|rota|근무|교대|직원|알바|아르바이트|스태프|봉사자",
    ),
}  # fmt: skip
# Learning tools made for one subject: a language app (or an English speaking tutor) is no mock-interview coach
# and no soccer practice plan, a coding course no language lesson (Duolingo had taken "모의 면접으로 답변 연습")
LEARNING_SPECIALISMS = {
    "speaking": (
        {"english speaking", "pronunciation", "영어회화", "영어발음", "english tutoring", "화상영어", "speaking practice"},
        r"speak|conversation|pronunc|accent|회화|발음|말하기|스피킹",
    ),
    "language": (
        {"language learning", "어학", "영어공부", "toeic", "토익"},
        # a language named, not words or a test: a tutor's weekly word test is a flashcard or quiz tool's
        r"language|english|toeic|topik|korean|japanese|chinese|spanish|french|german|어학|영어|"
        r"토익|일본어|중국어|한국어|스페인어|프랑스어|독일어",
    ),
    "coding": (
        {"coding course", "learn to code", "coding test", "coding education", "programming course", "개발 강의"},
        r"cod(?:e|ing)|program|develop|python|javascript|algorithm|web dev|코딩|개발|프로그래밍|파이썬|알고리즘",
    ),
    "math": ({"math", "photo solver", "수학"}, r"math|algebra|geometry|calculus|equation|수학|문제\s*풀|수식"),
    "interview": ({"mock interview", "모의면접"}, r"interview|면접"),
    "flashcards": (
        {"flashcards", "spaced repetition", "study sets", "memorization", "암기", "단어장"},
        r"flash\s*cards?|memori[sz]|vocab|study|exam|test|quiz|theorem|formula|term|암기|외우|단어|시험|공부|복습",
    ),
    "quizzes": (
        {"quiz", "classroom game", "review game", "formative assessment", "퀴즈", "형성평가", "복습 게임"},
        r"quiz|test|exam|review|assess|game|trivia|퀴즈|시험|평가|복습|게임|문제",
    ),
}  # fmt: skip
# Notes and planning tools made for fiction: a novel's timeline is no wedding's day-of timeline (Aeon Timeline had
# taken a florist's order and timeline step on its "timeline" tag)
PRODUCTIVITY_SPECIALISMS = {
    "fiction": (
        {"story timeline", "plot timeline", "fictional calendars", "novel", "fiction", "소설 연표", "worldbuilding"},
        r"novel|fiction|story|stories|plot|character|world-?building|manuscript|소설|스토리|플롯|캐릭터|세계관|원고",
    ),
}  # fmt: skip
# Spreadsheet-kind tools made for money: an accounting app keeps no reviewer scores or session schedule, a household
# budget app no member list (QuickBooks had taken a review-score tracker on the fees a request mentioned)
SPREADSHEET_SPECIALISMS = {
    "accounting": (
        {"accounting", "bookkeeping", "sales bookkeeping", "invoicing", "회계", "장부"},
        r"account|bookkeep|\bbooks\b|invoic|expens|\btax|\bvat\b|payroll|receipt|revenue|\bsales\b|profit|income|"
        r"ledger|\bcash|money|\bspend|\bcosts?\b|budget|financ|\bpaid\b|payment|회계|장부|세금|부가세|매출|지출|영수증|"
        r"경비|급여|세무|정산|수입|매입|비용|예산|돈|입금",
    ),
    "personal finance": (
        {"household budget", "personal finance", "가계부"},
        r"budget|\bspend|saving|money|financ|expens|가계부|지출|예산|저축|돈|소비|자산",
    ),
    "tax": ({"tax refund", "freelancer tax", "종합소득세"}, r"\btax|세금|종합소득세|환급|세무|신고"),
}  # fmt: skip
# Payment tools made for gifts: a donation page or a fundraiser takes no club's dues, no booking's deposit and no
# shop's orders (Naver Happybean had taken a guesthouse's direct-booking payments on the local-platform bonus)
PAYMENTS_SPECIALISMS = {
    "donations": (
        {"donation page", "donation form", "donation campaign", "fundraising page", "fundraising campaign",
         "nonprofit fundraising", "online giving", "recurring donations", "charity fundraiser", "personal fundraiser",
         "medical fundraiser", "donations", "tips", "기부 페이지", "기부 폼", "모금함", "모금 캠페인", "비영리 모금",
         "온라인 기부", "정기 후원", "개인 모금"},
        r"donat|fundrais|charit|giving|nonprofit|non-profit|sponsor|\btips?\b|support (?:me|us|my|our)|crowdfund|"
        r"appeal|cause|기부|모금|후원|자선|펀딩|성금",
    ),
}  # fmt: skip
# a shared cost split among people: "split the restaurant bill between the two of us", "더치페이"
SPLITS = re.compile(r"\bsplit|\bsettle up|\bwho owes|더치페이|n분의\s*1|나눠\s*(?:서\s*)?내|각자\s*내", re.I)
SPLITTING_TAGS = {"split expenses", "bill splitting", "shared expenses", "settle up", "group expenses", "더치페이"}
# Tools a school runs for its classes (homeroom notes, school alerts): a private academy, a tutor or a shop sends
# its parents news through its own channel. They fit a request made in a school.
SCHOOL_MARKS = {"알림장", "school notices", "school communication", "school alerts", "school texting",
                "classroom community", "학교 공지", "학교 알림", "학교 소식", "학급 공지", "학급 소식",
                "school newsletter", "class newsletter", "teacher newsletter", "학교 소식지", "학급 뉴스레터",
                "daycare app", "어린이집"}  # fmt: skip
SCHOOL_WORDS = re.compile(
    r"학교|담임|학급|교실|초등|중학교|고등학교|유치원|어린이집|학년|school|homeroom|classroom|pupils?|grade\s*\d|"
    r"\d+(?:st|nd|rd|th)[- ]grade|kindergarten|preschool",
    re.I,
)
GENERAL_WRITING = {"copywriting", "writing-assistant", "blog", "marketing", "카피라이팅", "글쓰기도우미"}


def off_specialism(tool_id: str, step_text: str) -> bool:
    """Whether a specialist writing tool (a checker, a fiction assistant) is asked to do another kind of writing
    than its specialism: Grammarly to write a listing description, Sudowrite to write a donation appeal; or a
    specialist research tool (papers, property records) a step about something else."""
    entry = catalog_by_id().get(tool_id) or {}
    tags = tag_set(tool_id)
    if entry.get("category") == "payments" and SPLITS.search(step_text or ""):
        # splitting a bill among people is an expense-splitting app's work, not a card terminal's
        return not tags & SPLITTING_TAGS
    by_kind = {
        "research": RESEARCH_SPECIALISMS,
        "translation": TRANSLATION_SPECIALISMS,
        "scheduling": SCHEDULING_SPECIALISMS,
        "learning": LEARNING_SPECIALISMS,
        "productivity": PRODUCTIVITY_SPECIALISMS,
        "payments": PAYMENTS_SPECIALISMS,
        "spreadsheet": SPREADSHEET_SPECIALISMS,
        "video-editing": VIDEO_SPECIALISMS,
    }.get(entry.get("category", ""))
    if by_kind:
        return any(tags & marks and not re.search(words, step_text, re.I) for marks, words in by_kind.values())
    if tags & GENERAL_WRITING:
        return False
    return any(tags & marks and not re.search(words, step_text, re.I) for marks, words in SPECIALISMS.values())


# Tools that teach English only: a person learning another language needs a tutor of that language (an English
# speaking app had been the Korean learner's conversation partner)
ENGLISH_ONLY_MARKS = {"english speaking", "english tutoring", "toeic", "영어회화", "영어발음", "화상영어"}
OTHER_LANGUAGES = (
    r"korean|japanese|chinese|mandarin|cantonese|spanish|french|german|italian|vietnamese|thai|portuguese|russian|"
    r"arabic|hindi|indonesian"
)
LEARNS_ANOTHER_LANGUAGE = re.compile(
    rf"\b(?:learn(?:ing)?|practi[cs](?:e|ing)|stud(?:y|ying)|speak(?:ing)?|improve|brush up(?: on)?)\s+(?:my\s+)?"
    rf"(?:{OTHER_LANGUAGES})\b|\b(?:{OTHER_LANGUAGES})\s+(?:lessons?|classes|conversation|speaking|vocabulary|grammar)\b|"
    r"(?:일본어|중국어|스페인어|프랑스어|독일어|베트남어|태국어|러시아어|이탈리아어|한국어)\s*(?:를|을)?\s*"
    r"(?:공부|회화|말하기|배우|연습|학습|독학|단어)",
    re.I,
)


@lru_cache(maxsize=2048)
def tag_set(tool_id: str) -> frozenset[str]:
    """The tool's tags as written, lower-cased: the marks the specialism and setting rules look for."""
    return frozenset(t.lower() for t in (catalog_by_id().get(tool_id) or {}).get("tags") or [])


def school_only(tool_id: str, request_text: str) -> bool:
    """Whether a tool a school runs for its classes is offered to a request made outside a school (a piano
    academy's newsletter had gone out through a homeroom app)."""
    return bool(tag_set(tool_id) & SCHOOL_MARKS) and not SCHOOL_WORDS.search(request_text)


def made_for_another_setting(tool_id: str, request_text: str) -> bool:
    """Whether the tool is made for a setting the request is not in: a school's homeroom app for a private academy,
    an English tutor for a person learning Korean."""
    if school_only(tool_id, request_text):
        return True
    if tag_set(tool_id) & LODGING_MARKS and not LODGING_WORDS.search(request_text):
        return True  # a lodging platform takes bookings of rooms, not of flower baskets or consultations
    if tag_set(tool_id) & DINING_MARKS and not DINING_WORDS.search(request_text):
        return True  # a restaurant's table reservations are no interview slots or rehearsal availability
    if tag_set(tool_id) & INVITATION_MARKS and not INVITATION_WORDS.search(request_text):
        return True  # a wedding-invitation service's RSVP list is no staff outing's sign-up form
    if tag_set(tool_id) & SHOP_MARKS and SCHOOL_WORDS.search(request_text) and not SHOP_WORDS.search(request_text):
        return True  # a shop's booking system (its listing on Naver) for a homeroom teacher's parent meetings
    return bool(tag_set(tool_id) & ENGLISH_ONLY_MARKS) and bool(LEARNS_ANOTHER_LANGUAGE.search(request_text))


INVITATION_MARKS = {"mobile wedding invitation", "wedding invitation", "모바일 청첩장"}
INVITATION_WORDS = re.compile(
    r"결혼|청첩|웨딩|돌잔치|잔치|초대장|초대|파티|생일|환갑|칠순|(?:wedding|invitations?|invites?|party|parties|"
    r"birthday|shower|anniversary)",
    re.I,
)
SHOP_MARKS = {"small business", "소상공인"}
SHOP_WORDS = re.compile(r"가게|매장|업체|사장|학원|shop|store|business|salon|clinic|restaurant|cafe", re.I)
DAYCARE_MARKS = {"daycare app", "어린이집", "유치원", "kindergarten"}
DAYCARE_WORDS = re.compile(r"어린이집|유치원|daycare|day care|kindergarten|preschool|nursery", re.I)


def made_for_this_setting(tool_id: str, request_text: str) -> bool:
    """Whether the tool is made for the setting the request says it is in: a school's notice app for a school
    (a daycare's app only for a daycare)."""
    tags = tag_set(tool_id)
    if tags & DAYCARE_MARKS:
        return bool(DAYCARE_WORDS.search(request_text))
    return bool(tags & SCHOOL_MARKS) and bool(SCHOOL_WORDS.search(request_text))


DINING_MARKS = {"restaurant reservations", "table reservations", "restaurant booking", "식당 예약", "테이블 예약"}
DINING_WORDS = re.compile(
    r"식당|음식점|레스토랑|맛집|카페|주점|술집|포차|이자카야|오마카세|다이닝|뷔페|브런치|메뉴|테이블|웨이팅|줄서기|"
    r"restaurant|bistro|diner|caf[eé]|\bbar\b|\bpubs?\b|brasserie|izakaya|omakase|sushi|ramen|pizzeria|brunch|"
    r"dinner|\bmenus?\b|\btables?\b|taproom|eatery|tasting",
    re.I,
)
LODGING_MARKS = {
    "accommodation",
    "hotel booking",
    "hotel extranet",
    "short-term rental",
    "숙소 예약",
    "숙소 등록",
    "숙소",
}
LODGING_WORDS = re.compile(
    r"숙소|숙박|펜션|호텔|모텔|게스트\s*하우스|캠핑장|글램핑|민박|리조트|객실|스테이|\b(?:hotel|hostel|motel|guest\s*house|"
    r"b&b|bed and breakfast|inn|lodge|campsite|campground|glamping|vacation rental|holiday let|airbnb|rooms?)\b",
    re.I,
)


@lru_cache(maxsize=1)
def _platform_words() -> dict[str, frozenset[str]]:
    """tool id -> the words tags use for that platform ("etsy", "아마존"): where work is sold, posted or published."""
    out = {}
    for tool_id, entry in catalog_by_id().items():
        if entry["category"] in WHERE_IT_GOES:
            names = [entry["name"].split()[0], *re.findall(r"\(([^)]+)\)", entry["name"])]
            out[tool_id] = frozenset(purpose_keys(" ".join(names).lower()))  # "YouTube" is one word, not you+tube
    return out


def made_for_an_unsaid_platform(tool_id: str, said: str) -> bool:
    """Whether a tool's tags tie it to a platform an English text never says: an Etsy or Amazon keyword tool for a
    plumber's map listing, where nobody named a platform at all. (A Korean plan's Naver and Kakao tools serve it
    unsaid, and their tags share words with the stores' keyword tools: Korean text is not read here.)"""
    if re.search("[가-힣]", said):
        return False
    words = purpose_keys(said.lower())
    # "etsy research", "amazon research": a platform and the work done for it; a bare "google" ties to nothing
    tags = [tag for tag in _tags(tool_id) if len(tag) >= 2 and tag & _distinct_platform_words()]
    return bool(tags) and not any(tag & _distinct_platform_words() & words for tag in tags)


def made_for_named_platform(tool_id: str, named: list[str] | set[str]) -> bool:
    """Whether a tool's tags say it is made for a platform the person named: eRank ("etsy seo") for someone who
    sells on Etsy, not Helium 10 ("amazon research"), though both research marketplace keywords."""
    wanted = frozenset().union(*(_platform_words().get(t, frozenset()) for t in named)) if named else frozenset()
    return bool(wanted) and tool_id not in named and any(tag & wanted for tag in _tags(tool_id))


def made_for_another_platform(tool_id: str, named: list[str] | set[str]) -> bool:
    """Whether a tool's tags tie it to a platform when the person named others and not that one: ItemScout
    (smart store, coupang) or Helium 10 (amazon) for the titles and tags of a YouTube channel."""
    if not named:
        return False
    wanted = frozenset().union(*(_platform_words().get(t, frozenset()) for t in named))
    if not wanted:
        return False
    others = _distinct_platform_words() - wanted
    # a platform's own service (Google Business Profile's "google maps") is no tool made for that platform: a map
    # listing is its own work, whatever else the person posts on Instagram
    own = purpose_keys((catalog_by_id().get(tool_id) or {}).get("name", "").lower())
    tags = [tag for tag in _tags(tool_id) if not tag & others & own]
    return any(tag & others for tag in tags) and not any(tag & wanted for tag in tags)


@lru_cache(maxsize=1)
def _distinct_platform_words() -> frozenset[str]:
    """Platform words that name one platform: not the short or everyday parts of a name ("book", "cafe",
    "later", "스마트")."""
    everyday = {"book", "cafe", "digit", "later", "meta", "blogg", "distr", "draft", "스마트", "스토어", "광장"}
    words = frozenset().union(*_platform_words().values())
    return frozenset(w for w in words if w not in everyday and (len(w) >= 4 if w.isascii() else len(w) >= 2))


def platform_purpose_hits(tool_id: str, step: dict, named: list[str] | set[str]) -> int:
    """Tags of two or more words that say the step's work on a platform the person named: a step of a YouTube
    plan ("Research topics and search keywords") is "youtube keyword research" without saying YouTube. A tag that
    is only the platform's name ("wordpress") says where, not what."""
    wanted = frozenset().union(*(_platform_words().get(t, frozenset()) for t in named)) if named else frozenset()
    if not wanted:
        return 0
    want = purpose_keys(f"{step.get('text', '')} {step.get('query', '')}") | wanted
    return sum(1 for tag in _tags(tool_id) if len(tag) >= 2 and tag & wanted and tag <= want)


PLATFORM_BOUND = {"seo"}
SPECIALIST_KINDS = (
    "writing", "llm-assistant", "learning", "research", "translation", "scheduling", "payments", "productivity",
    "spreadsheet", "video-editing",
)  # fmt: skip


def made_for_other_work(card: dict, step: dict, task: str, named: set[str]) -> bool:
    """A tool made for another platform or another specialism than the step's is no alternative to offer: the
    property registry beside a restaurant channel's research, a shopping keyword tool beside YouTube titles."""
    if card.get("tool_id") in named:
        return False
    if card.get("category") in PLATFORM_BOUND and made_for_another_platform(card["tool_id"], named):
        return True
    said = f"{task} {step.get('text', '')}"
    if card.get("category") in PLATFORM_BOUND and not named and made_for_an_unsaid_platform(card["tool_id"], said):
        return True
    if made_for_another_setting(card["tool_id"], task):
        return True  # a restaurant's table bookings beside interview scheduling
    kind = card.get("category")
    return kind in SPECIALIST_KINDS and off_specialism(card["tool_id"], specialism_text(kind, step, task))


def specialism_text(kind: str | None, step: dict, task: str) -> str:
    """What a specialist tool's specialism is read against: the step, and for research, translation or video the whole
    request too (a student's essay research is academic, whatever the step says)."""
    whole = ("research", "translation", "video-editing")  # a dance cover's every video step is music-led
    return f"{step.get('text', '')} {task}" if kind in whole else step.get("text", "")
