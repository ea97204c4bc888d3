"""A plan led by what the request asks for, when the nearest job's template does little of it.

"I've recorded my demo lines … I need them cleaned up and cut into a 60-second demo reel, plus a one-page site":
the nearest template (a short-video channel) named the job by one word ("reel") and planned script, B-roll and
upload; none of the three asks. Each ask becomes the stage of a near job that does it (its kind, its search phrase,
in the expert's words) or, when none does, a step in the person's words (graph/brains/own_asks.py). The template's
stages nobody asked for are not kept: they were the padding of most plans for unknown jobs.
"""

from __future__ import annotations

import re

from graph.brains.en_steps import MADE_KINDS
from graph.brains.own_asks import ask_steps
from graph.brains.stage_words import OUTLET_KINDS, stage_tokens, stage_word_counts
from graph.plan_steps import (
    COMMON_STAGE_WORD,
    NAME_FILLER,
    PERSON_WORDS,
    PLACE_KINDS,
    broad_kind_words,
    categories_asked,
    job_name_hits,
    keyword_hits,
    step_from_stage,
)
from graph.workflow_ranking import in_its_setting
from knowledge.catalog import catalog_by_id, tools_named_in, without_tool_names
from knowledge.text import HANGUL

MIN_ASKS = 2  # one ask is usually the job itself ("유튜브 쇼츠 만들기"): its template plans it


# verbs any work is said with: "track" in "track weak topics" and "track training hours" says nothing in common
COMMON_VERBS = {"track", "make", "turn", "put", "send", "share", "use", "find", "add", "create", "build", "write", "do"}
# words that order or count things: "drafting first versions of wills" and "book a first session" share no work
ORDER_WORDS = {"first", "second", "third", "last", "next", "final", "few", "several"}


def _words(text: str) -> set[str]:
    """Content words; an English participle or gerund also as its verb ("mixed" is "mix", "posting" "post")."""
    words = stage_tokens(text) - NAME_FILLER - broad_kind_words() - COMMON_VERBS - PERSON_WORDS - ORDER_WORDS
    past = {stem for w in words if w.isascii() and len(w) > 4 and w.endswith("ed") for stem in (w[:-2], w[:-1])}
    return words | past | {w[:-3] for w in words if w.isascii() and len(w) > 6 and w.endswith("ing")}


def _distinct(shared: set[str]) -> int:
    """How many different words are shared: "personalised" also read as "personalise" is one word, not three."""
    return len({w for w in shared if not any(o != w and w.startswith(o) for o in shared)})


def _step_words(step: dict) -> set[str]:
    return _words(f"{step.get('text', '')} {step.get('query', '')}")


# a picture or a clip made either way: "a decent headshot" is done by generating headshots from selfies
IMAGE_OR_VIDEO = ({"photo-editing", "image-generation"}, {"video-editing", "video-generation"})


# a message to many people sent either way: "send them reminders the night before" is a template's "Send reminders"
SENT_EITHER_WAY = {"customer-support", "email-marketing"}


# what an ask starts from is not what it makes: "turn my old lab handouts into quizzes" makes quizzes, and a
# template's "make slides and handouts" does not do it
FROM_EN = re.compile(
    r"\b(?:turn|convert|transform|change|repurpose)\s+.+?\s+into\s+(?P<made>.+)$|^(?P<before>.+?)\s+(?:from|out of|based on)\s+(?:my|our|the|his|her|their)\b",
    re.I,
)
FROM_KO = re.compile(r"(?:을|를)\s+(?P<made>[가-힣]+?)(?:으로|로)\s+(?:바꾸|변환|바꿔)")


def made_of(text: str) -> str:
    """The part of an ask that says what is made, without the material it starts from."""
    found = FROM_EN.search(text or "")
    if found:
        return found.group("made") or found.group("before")
    found = FROM_KO.search(text or "")
    if found:
        return found.group("made")
    return text or ""


# a step that puts things into another language says so
TRANSLATES = re.compile(r"translat|locali[sz]|interpret|번역|통역|현지화|다국어", re.I)


def _does(step: dict, ask: dict, topic: frozenset[str] = frozenset()) -> bool:
    """A step does an ask when they share two words, one word few stages say ("전자책", "headshot"), one word and
    the kind of work, or the ask names a tool of the step's kind: a word every kind of work says is a homonym as
    often as not ("Review response times" does not ask for a Google review). `topic`: words most of the request's
    asks say ("발표" of "발표 슬라이드 만들기, 영어 발표 대본 다듬기, 발표 연습하기"), which tell no ask apart."""
    # "문진표랑 주의사항을 영어·중국어로 번역해 두기" is not done by "주의사항 안내문 쉽게 쓰기": the things are shared,
    # the work (into another language) is not
    if (
        ask.get("category") == "translation"
        and step.get("category") != "translation"
        and not TRANSLATES.search(f"{step.get('text', '')} {step.get('query', '')}")
    ):
        return False
    # "score entries on the day" and "send reminders the day before" share when, not work
    made = made_of(ask["text"])
    # "an entry form where artists upload samples": what happens in the thing made is not its work
    head = re.split(r"\s+where\s+", made, maxsplit=1)[0]
    made = head if head != made and categories_asked(head.lower()) else made
    shared = (_words(made) - topic - WHEN_WORDS) & _step_words(step)
    counts = stage_word_counts()
    # an ask whose words say no kind ("메뉴마다 짧은 설명도 AI로 쓰기": a general assistant's) is of a writing step's
    same_kind = (
        step.get("category") == ask.get("category")
        or (ask.get("category") == "llm-assistant" and step.get("category") == "writing")
        or {step.get("category"), ask.get("category")} in IMAGE_OR_VIDEO
        or {step.get("category"), ask.get("category")} == SENT_EITHER_WAY
    )
    # "collect short video messages" and "make a short invitation video" share two words many stages say, and
    # are two kinds of work: not the same step
    commonplace = all(counts.get(w, 0) >= COMMON_STAGE_WORD for w in shared)
    if (_distinct(shared) >= 2 and not (commonplace and not same_kind)) or (
        shared and same_kind and not _verb_only(shared)
    ):
        return True
    if same_kind and step.get("category") in ONE_PER_PLAN:
        return True  # "a place online where agents can hear it" is the site the plan already builds
    if same_kind and ask.get("category") not in (None, "llm-assistant") and _points_back(ask["text"]):
        # "touch up the blurry ones", "scan them": the ask's thing is said in a sentence before it, and a step of its
        # kind of work does it ("Restore and enhance old photos")
        return True
    named = {(catalog_by_id().get(t) or {}).get("category") for t in tools_named_in(ask["text"])}
    if step.get("category") in named and (shared or step.get("category") in OUTLET_KINDS):
        # "start selling my records on eBay": the step that posts on a marketplace; "네이버 지도에서 가게가 잘
        # 보이게" names a listing (seo), which a keyword-research stage of that kind does not do
        return True
    # one rare word shared does it only for an ask of no kind of its own
    # or of the step's: "report total volunteer hours" (a sheet) is not done by "collect volunteer sign-ups" (a form)
    unknown = ask.get("category") in (None, "llm-assistant")
    if unknown and not same_kind and not _a_head_shared(shared, ask["text"], step.get("text", "")):
        return False  # "면접 평가표 만들기" is not "면접 일정 잡기": 면접 says what both are about, not what they make
    # "pay by card at pickup" is not done by "write a short ready-for-pickup message": two kinds, one word
    # "test a few display options" is not done by "test the translated build": a verb shared is no work shared
    return (same_kind or unknown) and any(counts.get(w, 0) < COMMON_STAGE_WORD for w in shared - WORK_VERBS)


# words after a Korean step's head that say no work: a light verb, an adverb, the means ("AI로 좀 하기")
AFTER_THE_HEAD_KO = re.compile(r"^(?:하기|좀|같이|잘|꼭|다|더|빨리|쉽게|편하게|\S+(?:으로|로))$")


def _head_words(text: str) -> list[str]:
    """The verb and the noun before it of a Korean step, past the words that say no work after them."""
    words = text.split()
    while len(words) > 2 and AFTER_THE_HEAD_KO.match(words[-1]) and not (words[-1] == "하기" and len(words) < 3):
        words = words[:-1]
    return words[-2:]


def _a_head_shared(shared: set[str], *texts: str) -> bool:
    """Whether a word shared is the work of a Korean step (its verb, or the noun before it), in either text; an
    English text, whose head this does not find, passes."""
    heads = [_head_words(t) for t in texts if HANGUL.search(t) and len(t.split()) >= 2]
    if len(heads) < 2:
        return True
    return any(w in h for w in shared for words in heads for h in words)


# when in a day or a week the work happens ("주말 저녁엔"); "day" is also a plan's unit ("a day-by-day itinerary")
TIMES_OF_DAY = {
    "morning", "mornings", "evening", "evenings", "afternoon", "afternoons", "night", "nights", "tonight", "weekend",
    "weekends", "weekday", "weekdays", "주말", "평일", "아침", "점심", "저녁", "오전", "오후", "새벽", "밤",
}  # fmt: skip
WHEN_WORDS = TIMES_OF_DAY | {
    "day", "days", "week", "weeks", "month", "months", "year", "years", "today", "tomorrow", "hour", "hours",
    "minute", "minutes", "daily", "weekly", "monthly", "before", "after", "당일", "전날", "매일", "매주", "매달", "이번",
    "다음",
}  # fmt: skip
WORK_VERBS = {
    "collect", "send", "schedule", "post", "edit", "design", "record", "plan", "publish", "review", "check", "test",
    "draft", "write", "make", "create", "try",
}  # fmt: skip


def _verb_only(shared: set[str]) -> bool:
    """ "collect video messages" and "collect RSVPs" share only the verb: two things collected, two steps."""
    return shared <= WORK_VERBS


def asks_undone(asks: list[dict], steps: list[dict]) -> list[dict]:
    """The asks no step of the plan does (a step of the same kind may do other work: an audiobook's mastering is
    not a voice actor's demo clean-up)."""
    topic = _topic(asks)
    return [a for a in asks if not any(_does(s, a, topic) for s in steps)]


def _topic(asks: list[dict]) -> frozenset[str]:
    """Words three or more of the asks say, in most of them: what the whole request is about."""
    if len(asks) < 3:
        return frozenset()
    counts: dict[str, int] = {}
    for ask in asks:
        for word in _words(ask["text"]):
            counts[word] = counts.get(word, 0) + 1
    return frozenset(w for w, n in counts.items() if n >= 3 and n * 2 > len(asks))


def asked_steps(steps: list[dict], asks: list[dict], reword: bool = False) -> list[dict]:
    """The steps that do one of the asks: when a person lists everything they want, a template's other stages are
    padding (a trail group's sign-up, reminders, hours report and photo recap had gained a thank-you letter). With
    `reword` (the person counted the list: each ask is a step of its own), a step whose own words work on other
    things than its ask says ("Email the waitlist and early users" for a monthly email
    to a taproom list) takes the ask's words, once per ask."""
    out, worded = [], set()
    for step in steps:
        ask = next((a for a in asks if _does(step, a)), None)
        if ask is None:
            continue
        if reword and ask["text"] not in worded and not _things_of(step.get("text", "")) & _words(ask["text"]):
            step = {**step, "text": ask["text"], "query": ask.get("query") or step.get("query", "")}
            worded.add(ask["text"])
        out.append(step)
    return out


# kinds of which a plan needs one: a person's site is one site, a talk's deck one deck, whatever each ask calls it
ONE_PER_PLAN = frozenset({"website-builder", "presentation"})
POINTS_BACK = re.compile(r"^\s*\w+(?:\s+(?:up|out|over))?\s+(?:them|it|these|those|the (?:\w+\s+)?ones)\b", re.I)


def _points_back(text: str) -> bool:
    """An English ask whose object is a word pointing back ("Scan them", "Touch up the blurry ones")."""
    return bool(POINTS_BACK.search(text))


def said_enough(ask: dict) -> bool:
    """An ask with two words that say what it is ("주문 들어온 거 한 곳에서 정리하기"); "Find out why" says too little."""
    return len(_words(ask["text"])) >= 2


def leads(asks: list[dict], steps: list[dict], only: bool = False) -> bool:
    """Whether the asks should lead: two or more that say what they are ("Find out why" says too little), or
    any when the person wants only those ("이것만"), and the plan does fewer than half of them."""
    # "인스타에 올리기": a platform named with its verb says what the ask is in one word
    # "Price and log each repair": one word of its own, and a kind of work its words say
    said = [
        a
        for a in asks
        if len(_words(a["text"])) >= (1 if only or a.get("category") not in (None, "llm-assistant") else 2)
        or tools_named_in(a["text"])
    ]
    undone = asks_undone(said, steps)
    if only:  # the asks are all that is wanted: a plan that leaves one out is not it
        return bool(undone)
    return len(said) >= MIN_ASKS and len(undone) * 2 > len(said)


def _best_stage(ask: dict, workflows: list[dict]) -> tuple[dict, str] | None:
    """The stage of a near job that does this ask: two shared words ("60-second" alone had made a short's script a
    voice actor's demo reel); of those, rare words and the ask's own kind weigh more."""
    want = _words(ask["text"])
    counts = stage_word_counts()
    kind = ask.get("category") if ask.get("category") != "llm-assistant" else None
    best, best_key = None, (0.0, 0)
    for rank, wf in enumerate(workflows):
        for stage in wf["stages"]:
            shared = want & _words(f"{stage['en']} {stage['ko']} {stage['query']}")
            same_kind = stage["category"] == kind
            if _distinct(shared) < 2 or (kind and not same_kind):
                # one shared word ("photo") had made "share a photo album" an old-photo restore; an ask whose words
                # say its kind ("record them in my own voice") is not a stage of another (a synthetic voice-over)
                continue
            if not same_kind and all(counts.get(w, 0) >= COMMON_STAGE_WORD for w in shared):
                continue  # "Build a 16-week plan" is not "Plan the week's dinners": two words every job says
            if _another_kind_said(stage, ask):
                continue  # "Make a short slide deck" is no "cut each deck down … for a short video"
            key = (round(sum(1 / counts.get(w, 1) for w in shared) + same_kind, 6), -rank)
            if key > best_key:
                best, best_key = (stage, wf["id"]), key
    return best


def _another_kind_said(stage: dict, ask: dict) -> bool:
    """Whether the stage names, in words of a kind neither its own nor the ask's, what its work is for, and the
    ask says no such thing: "… key slides for a short video" is a video's deck."""
    said = set(categories_asked(stage["en"].lower())) - {stage["category"], ask.get("category")}
    return bool(said) and not said & set(categories_asked(ask["text"].lower())) and stage["category"] != "llm-assistant"


WRITING = {"writing", "llm-assistant"}
EXPANDED_ASKS = 3  # a plan of this many asks has room for the stages of a job one of them names


def _same_stage(a: dict, b: dict) -> bool:
    return a.get("stage_id") == b.get("stage_id") and a.get("text") == b.get("text")


def _job_it_names(ask: dict, workflows: list[dict], request: str, language: str) -> list[dict]:
    """The steps of a near job an ask names by one of the job's own names, when the ask's words say no kind of
    their own ("짧은 그림동화를 AI로 만들기" is a picture book: its story, pictures and layout); a place to publish
    only when the request asks for one. None when no near job is named."""
    asked = categories_asked(request.lower())
    # "발표 때 할 3분 설명": a job named as the time of the work ("during the talk") is not what it makes
    text = re.sub(r"\S+\s*때(?=\s|$)|\b(?:during|at|before|after)\s+(?:the|my|our)\s+\w+", " ", ask["text"])
    for wf in workflows:
        if "keywords" not in wf or not job_name_hits(wf, text):  # a job with no names is named by none
            continue
        stages = [
            st
            for st in wf["stages"]
            if not st.get("optional") and (st["category"] not in PLACE_KINDS or st["category"] in asked)
        ]
        kinds = {st["category"] for st in stages}
        # only an ask whose own words say no other kind: "a sign-up page with a fee" is a form, not a landing page's
        # whole build; "파트별 연습 음원" is recordings made, not a song generated and mastered
        if len(stages) >= 2 and ask.get("category") in (None, *WRITING) and kinds & WRITING:
            return [step_from_stage(st, wf["id"], language, origin="request") for st in stages]
    return []


def _things_of(text: str) -> set[str]:
    """The words of a step's text past its verb: "routines" of "List the routines", "루틴" of "루틴 정리" (a
    Korean step ends in its verb)."""
    words = text.split()
    things = (words[:-1] if HANGUL.search(text) else words[1:]) if len(words) > 1 else words
    return _words(" ".join(things))


def _says_the_asks_things(stage: dict, ask: dict) -> bool:
    """Whether the things the stage's own text works on are words of the ask; its search phrase is not its text."""
    return bool(_things_of(stage["ko"] if HANGUL.search(ask["text"]) else stage["en"]) & _words(ask["text"]))


def plan_from_asks(asks: list[dict], workflows: list[dict], language: str, request: str = "") -> list[dict]:
    """One step per ask, in the asks' order: the near job's stage that does it, else the ask in its own words;
    then the nearest job's required stages that two of the request's words say (the context the asks left out:
    a channel's stats for a sponsor's media kit)."""
    steps: list[dict] = []
    for ask in asks:
        job = _job_it_names(ask, workflows, request, language) if len(asks) <= EXPANDED_ASKS else []
        if job:  # "그림동화를 AI로 만들기": the picture book's own stages (story, pictures, layout), not one step
            steps += [s for s in job if not any(_same_stage(s, t) for t in steps)]
            continue
        found = _best_stage(ask, workflows)
        step = step_from_stage(found[0], found[1], language, origin="request") if found else ask
        if found and workflows and (found[1] != workflows[0]["id"] or not _says_the_asks_things(found[0], ask)):
            # another job's stage says its own people and things ("tenants' repair issues"), and so does a stage
            # whose own words share nothing with the ask ("List the routines" for a list of each client's
            # boiler model and age): the ask keeps the person's words and takes the stage's kind and search phrase
            step["text"] = ask["text"]
        if not any(s.get("stage_id") == step.get("stage_id") and s.get("text") == step["text"] for s in steps):
            steps.append(step)
    said = _words(without_tool_names(request))  # "we sell on Booking.com … plus direct" says no bookings to take
    # a job kept for a setting the request does not name lends it no context (an old-documents job's "옮기기" had
    # come into a care worker's note-taking plan)
    context = workflows[0]["stages"] if workflows and said and in_its_setting(workflows[0], request) else []
    for stage in context:
        taken = any(s.get("stage_id") == stage.get("id") and s.get("workflow_id") == workflows[0]["id"] for s in steps)
        # "주말 저녁엔 …": when the work happens says no job's context (a bar's evening queue is no dinner planning)
        shared = (said - TIMES_OF_DAY) & _words(f"{stage['en']} {stage['ko']}")
        # two words many stages say ("short", "video") do not say this job's context
        rare = any(stage_word_counts().get(w, 0) < COMMON_STAGE_WORD for w in shared)
        if not taken and not stage.get("optional") and _distinct(shared) >= 2 and rare:
            step = step_from_stage(stage, workflows[0]["id"], language)
            # an ask of the same kind said it already: no second intake form; and a made thing's kind once ("25
            # edited aerial stills" is the photo editing, not a second "brighten property photos" step beside it)
            # nor a second sheet: "track each order (due dates, size, status)" is kept in one, not beside a bills list
            if not any(
                _one_kind(a.get("category"), step["category"])
                and (
                    _does(step, a)
                    or step["category"] in MADE_KINDS - WRITING
                    or step["category"] in KEPT_IN_ONE
                    or (step["category"] in WRITING and _a_korean_stem_shared(step, a))
                )
                for a in asks
            ):
                steps.append(step)
    return steps


def _a_korean_stem_shared(step: dict, ask: dict) -> bool:
    """Whether a Korean noun of one is the start of a noun of the other ("공지" of "공지문"): the same thing written."""
    mine = {w for w in _words(ask["text"]) if len(w) >= 2 and not w.isascii()}
    theirs = {w for w in _words(step["text"]) if len(w) >= 2 and not w.isascii()}
    return any(starts_the_other(a, b) for a in mine for b in theirs)


def starts_the_other(a: str, b: str) -> bool:
    """Two Korean nouns of one thing, one the start of the other ("공지", "공지문")."""
    return a.startswith(b) or b.startswith(a)


def _one_kind(a: str | None, b: str | None) -> bool:
    """Two kinds that do the same work here: a writing tool and an assistant both write the notice."""
    return a == b or {a, b} == WRITING


# kinds that keep a job's records in one place: an ask of one is where the records go
KEPT_IN_ONE = {"spreadsheet", "productivity"}


# the verbs a whole job is said with: "스마트스토어에 캠핑용품 팔기", "Start a podcast about …"
# "UX 디자이너로 전직하기", "미국 아마존에 진출하기": a change of career or market is the job, not a step
JOB_VERBS = re.compile(
    r"(?:팔|판매하|시작하|운영하|창업하|열|오픈하|차리|전직하|이직하|취업하|진출하|입사하)기$|^(?:sell|start|run|launch|open)\b|"
    # "독립출판으로 시집 내기": a book put out by publishing it is the publishing job itself (not "…PDF로 보내기", nor
    # a manuscript "전자책으로 내서" once it is written: that is its format)
    r"(?:출판하|출간하|펴내)기$|출판\S*\s+(?:\S+\s+)?내기$|^(?:publish|self-publish)\b|"
    # "디자이너 두 명 뽑기": the people hired are the hiring job itself
    r"(?:명|직원|개발자|디자이너|알바생?|인턴|매니저|강사|선생님)(?:을|를)?\s*(?:\S+\s+)?(?:뽑|채용하|구하)기$",
    re.I,
)


# "데이터 분석가로 전직하기": a change of career is the job whatever kind its words name
CAREER_MOVE = re.compile(
    r"(?:으로|로)\s*(?:전직|이직|취업|입사)하기$|"
    # "Move into product design", "Switch to a developer career", "Start applying": the move itself is the job
    r"^(?:move|pivot|transition|switch|break)\s+(?:careers?\s+)?(?:in)?to\b|^(?:start|begin)\s+applying\b",
    re.I,
)


def work_asks(request: str, language: str) -> list[dict]:
    """The request's own asks that are work steps: "동네 플리마켓에서 수제 캔들 팔 거예요" says the job the plan is
    for, with no kind of tool of its own, and had become a step given to a chat assistant."""
    return [
        a
        for a in ask_steps(request, language)
        if not (JOB_VERBS.search(a["text"].strip()) and a.get("category") in (None, "llm-assistant"))
        and not CAREER_MOVE.search(a["text"].strip())
    ]


def is_the_job(ask: dict, main: dict) -> bool:
    """An ask that names the plan's job with a verb a whole job is said with is the job itself, not one item of a
    list of everything wanted."""
    # "Speed up writing the inspection report": the job the plan is for, done faster, is the job
    said = JOB_VERBS.search(ask["text"].strip()) or re.match(r"speed up\b", ask["text"].strip(), re.I)
    return bool(said) and bool(keyword_hits(main, ask["text"]))
