"""Offline plan composition: the job's workflow, a second deliverable's stages, the request's own asks.

1. Workflows are ranked on the job (the request without its constraint phrases and self-introduction), kept
   on the person's side of a two-sided job (an employer's request never gets the job-seeker's plan).
2. The job's stages, without what the person has done or does by hand (graph/own_work.py); when the request
   lists what it needs ("I need box art, a rules PDF and a short trailer"), only the stages serving the list.
3. A request with a second deliverable ("a poster and an online sign-up form") adds the stages of the
   workflow that clause names by its own words; each item of a stated list gets the stages of its own job,
   or a step in its own words when no job has one; nothing the plan already has is added twice.
4. Optional stages stay only when the request asks for them; a kind of work the request names and no step
   covers (music in a video request) gets the stage that does it; a named tool or platform whose kind no
   step needs gets a step of its own.
5. A job no workflow covers is decomposed from the request's own asks around research, make, review and
   publish: never another job's plan.
"""

from __future__ import annotations

import re

from graph.brains.ask_kinds import WRITES
from graph.brains.ask_plan import (
    JOB_VERBS,
    asked_steps,
    asks_undone,
    is_the_job,
    leads,
    plan_from_asks,
    said_enough,
    work_asks,
)
from graph.brains.compose_parts import add_parts, made_before_sent, main_from_parts, on_sides, own_side
from graph.brains.en_leftovers import without_goals
from graph.brains.en_lists import counted_list
from graph.brains.material_steps import read_where_kept, transcribe_first
from graph.brains.means_steps import ad_step
from graph.brains.named_steps import also_on, finds_there, named_steps, without_how_it_is_done_now
from graph.brains.own_asks import VOICE_WORK, ask_sentences, ask_steps, only_asked
from graph.brains.stage_words import (
    FULL_MATCH,
    OUTLET_KINDS,
    WEAK_MATCH,
    asked_for,
    shares_words,
    stage_for,
    stage_tokens,
    word_prefixes,
)
from graph.brains.template_fit import (
    a_lone_ask_elsewhere,
    with_selling,
    without_generation_unasked,
    without_publishing_done_now,
    without_unasked_generation,
)
from graph.job_text import without_inabilities, without_material
from graph.own_work import PRE_PRODUCTION, beyond_own_work, without_own_work
from graph.plan_steps import (
    NAME_FILLER,
    broad_kind_words,
    categories_asked,
    job_name_hits,
    keyword_hits,
    kind_stage,
    names_the_job,
    step_from_stage,
    word_in,
)
from graph.request_parts import need_items, only_needs, stated_needs
from graph.workflow_ranking import PAIRED
from knowledge.catalog import catalog_by_id, without_tool_names, workflow_roles
from knowledge.text import HANGUL, without_brackets
from prompts import load_json

MAX_STEPS = 8
MAX_ADDED = 2
# reminders said as emails ("automatic reminder emails", "email reminders"): a booking system's reminders
REMINDER_EMAILS = re.compile(r"\breminder e-?mails?\b|\be-?mail reminders?\b", re.I)
LISTED_IN_FULL = 4  # asks said in so many words that a template's other stages are padding
LAST_STAGE_IDS = ("publish", "upload", "share", "launch", "distribute", "release", "post", "promote", "send")


def _serves_needs(stages: list[dict], wf: dict, request: str, needs: str) -> list[dict]:
    """The stages that serve a need the request lists, plus the job's first planning stage. Words that only name
    the job ("podcast" in a podcast request) say nothing about which of its stages are wanted."""
    job_words = stage_tokens(" ".join(wf["keywords"] + wf["keywords_ko"]))
    asked = categories_asked(needs.lower())
    want = word_prefixes(request, job_words)
    serving = [
        i
        for i, stage in enumerate(stages)
        if stage["category"] in asked or want & word_prefixes(f"{stage['en']} {stage['ko']}", job_words)
    ]
    if not serving:
        return []  # the template serves none of the listed needs: the items' own jobs make the plan (compose)
    if len(serving) < 2:
        return stages  # one stage matched by words is too little to tell the template's unwanted stages apart
    first = [0] if stages[0]["category"] in PRE_PRODUCTION else []
    return [stage for i, stage in enumerate(stages) if i in serving or i in first]


def _only_these(stages: list[dict], only: str) -> list[dict]:
    """The stages that do one of the parts the request says are all it wants ("컷 편집이랑 자막만": the edit and
    the subtitles), optional ones included; none when no stage does any of them (then nothing is pruned)."""
    kept = _said_by_words(stages, only)
    if kept:  # the kind a word asks for ("logo": design) is most of a brand job's stages: words first
        return kept
    asked = categories_asked(only.lower())
    return [s for s in stages if s["category"] in asked]


def _said_by_words(stages: list[dict], only: str) -> list[dict]:
    """The stages whose own words name one of the only-parts."""
    items = [i for i in re.split(r",|\band\b|이랑|랑|와 |과 |및", only) if i.strip()]
    kept = []
    for stage in stages:
        words = word_prefixes(f"{stage['en']} {stage['ko']}", set())
        matched = [i for i in items if word_prefixes(i, set()) & words]
        if not matched:
            continue
        # the part's own kind decides the tool: "자막" of a "narration and subtitles" stage is a subtitle editor's
        kinds = [k for i in matched for k in categories_asked(i.lower())]
        kept.append({**stage, "category": kinds[0]} if kinds and stage["category"] not in kinds else stage)
    return kept


def _names_the_whole_list(wf: dict, needs: str, request: str) -> bool:
    """Needs that name the job itself ("I need an online store") prune nothing; a job only one item of a longer list
    names ("weekly vocabulary quizzes" of quizzes, parent emails and a class website) serves that item, not all."""
    if not keyword_hits(wf, needs):
        return False
    items = need_items(request)
    return len(items) < 2 or sum(1 for item in items if keyword_hits(wf, item)) >= 2


def _workflow_steps(wf: dict, language: str, request: str, work: dict[str, str]) -> list[dict]:
    stages = [stage for stage in wf["stages"] if not stage.get("optional") or asked_for(stage, request, wf)]
    needs = stated_needs(request)
    only = only_needs(request)
    asked_only = _only_these(wf["stages"], only) if only else []
    if asked_only:
        stages = asked_only
    elif needs and not _names_the_whole_list(wf, needs, request):
        stages = _serves_needs(stages, wf, request, needs)
    # only the parts asked for: one of them the person has made leaves the other ("the song and lyrics are done, I only
    # need a lyric video": no lyric writing)
    kept = without_own_work(stages, work, keep_min=1 if asked_only else 2)
    kept = _without_unasked_site(kept, request)
    kept = _without_unasked_payments(kept, request)
    kept = without_unasked_generation(kept, wf, request)
    kept = without_publishing_done_now(kept, request)
    return [step_from_stage(stage, wf["id"], language) for stage in kept]


# a site the stages build; a request that says one, or a page, blog or store it lives on
SITE_STAGE = re.compile(r"\b(?:web\s?site|site|domain)s?\b|홈페이지|웹사이트|사이트|도메인", re.I)
SITE_WORDS = re.compile(
    r"\b(?:web\s?site|site|web\s?page|page|domain|online presence|blog|wordpress|landing|store|shop|gallery|"
    r"galleries|portfolio)s?\b|\b(?:place|somewhere|home)\s+online\b|"  # "a place online where agents can hear it"
    r"홈페이지|웹사이트|사이트|페이지|도메인|블로그|랜딩|스토어|쇼핑몰|갤러리|포트폴리오",
    re.I,
)
# people buying: a site stage where they buy ("a gallery where participants find and buy their photos") is asked
# by a request that says they buy ("fans want to … buy prints"), whether or not it says a site
BUYING = re.compile(r"\b(?:buy|buys|buying|purchas\w*|order|orders|ordering)\b|구매|주문|구입", re.I)


def _without_unasked(stages: list[dict], request: str, said: re.Pattern, of_it) -> list[dict]:
    """The stages `of_it` picks out, taken away when the request says none of `said`; two stages stay at least."""
    if not request or said.search(request):
        return stages
    kept = [s for s in stages if not of_it(s)]
    return kept if len(kept) >= 2 else stages


def _without_unasked_site(stages: list[dict], request: str) -> list[dict]:
    """A job's website stages when the request says no website: a clinic's office manager who wants a digital
    intake form and better handouts had got a website to build, its copy and a domain."""
    return _without_unasked(
        stages,
        request,
        SITE_WORDS,
        lambda s: (
            (s["category"] == "website-builder" or bool(SITE_STAGE.search(s.get("en") or s["text"])))
            and not (BUYING.search(s.get("en") or s["text"]) and BUYING.search(request))
        ),
    )


# money said in a request: a price, a fee, a payment, a budget amount
MONEY_WORDS = re.compile(
    r"\b(?:pay|pays|paid|paying|payment|payments|fee|fees|price|prices|pricing|deposit|deposits|charge|charges|cost|"
    r"costs|ticket|tickets|donat\w*|invoice\w*|checkout|sell|selling|sold|money|cash|card)\b|\$\s?\d|"
    # a booking taken directly is paid for directly: a guesthouse's own bookings beside a platform's
    r"\bbook\w*\b[^.]{0,40}?\bdirectly\b|\bdirect\s+bookings?\b|직접\s*예약|"
    r"결제|입금|송금|회비|참가비|수강료|예약금|가격|요금|비용|판매|팔|후원|기부|티켓|\d\s*(?:만\s*)?원",
    re.I,
)


def _without_unasked_payments(stages: list[dict], request: str) -> list[dict]:
    """A job's payment stages when the request says no money at all: a temple's free sign-ups had got a "take the
    fee by card" step, a guesthouse's photo refresh a direct-booking payment."""
    return _without_unasked(stages, request, MONEY_WORDS, lambda s: s["category"] == "payments")


def _partial_steps(near: list[dict], language: str, request: str) -> list[dict]:
    """A job that only partly matches the nearest workflow (near[0]; near: the close jobs): its stages the request's
    words ask for, inside research and review steps, rather than the whole of another job's plan; when the request
    says its own asks and those stages do few of them, the asks lead (graph/brains/ask_plan.py)."""
    wf = near[0]
    want = stage_tokens(request) - NAME_FILLER
    asked = categories_asked(request.lower())
    # a job the request does not name keeps a stage only when two of its words are the request's: one shared word
    # ("상담" of a parent-teacher conference and of a support chatbot) had kept every stage of another job
    enough = 1 if names_the_job(wf, request) else 2
    kept = [
        step_from_stage(stage, wf["id"], language)
        for stage in wf["stages"]
        if (not stage.get("optional") or asked_for(stage, request, wf))
        and (
            (stage["category"] in asked and enough == 1)  # for a job not named, the kind word may be the one shared
            or len(want & stage_tokens(f"{stage['en']} {stage['ko']}")) >= enough
        )
    ]
    kept = without_unasked_generation(kept, wf, request)  # "clips" shared: the person films them, no AI footage
    own = work_asks(request, language)
    if own and kept and leads(own, kept, only_asked(request)):  # a long request shares a word with every stage
        return plan_from_asks(own, near, language, request)
    if len(kept) >= len(wf["stages"]) - 1:
        return kept + _still_asked(own, kept)
    if len(kept) < 2 and own:
        return generic_steps(request, language)  # too little of this job: the request's own asks
    if own:  # the job's stages the request asks for, and the asks none of them does (a card to go with a subscription)
        return kept + asks_undone(own, kept)
    phrases = load_json("offline_phrases")["generic_plan"]
    lang = "ko" if language == "ko" else "en"
    # research only when the request asks for it or little else is known: an unasked research step is padding
    wants_research = "research" in asked and not any(s["category"] == "research" for s in kept)
    head = [_generic(phrases["research"], lang)] if wants_research or len(kept) < 2 else []
    middle = kept or [_generic(phrases["draft"], lang)]
    # a review step only when the request asks for one or too little else is known: otherwise it is padding
    wants_review = bool(re.search(phrases["review"]["asked"], request, re.I))
    tail = [_generic(phrases["review"], lang)] if wants_review or len(kept) < 2 else []
    return head + middle + tail


def _still_asked(own: list[dict], steps: list[dict], most: int = MAX_ADDED) -> list[dict]:
    """The asks a plan that does most of them leaves out ("…, 주문 들어온 거 한 곳에서 정리하고"): a step each, up to
    `most`; a two-word fragment of a list ("with clear photos and condition notes") is an item of the ask before
    it, not one of its own; a Korean ask has its own clause and verb ("풀이도 붙이고": 풀이 붙이기), and is one."""
    return [
        a
        for a in asks_undone(own, steps)
        if (said_enough(a) and len(a["text"].split()) >= _full_ask_words(a["text"]) or _names_its_kind(a))
        and not _broadly_done(a, steps)
        and not _each_thing_done(a, steps)
    ][:most]


def _each_thing_done(ask: dict, steps: list[dict]) -> bool:
    """ "출석이랑 회비 관리를 한 곳에서 하기" beside a club plan's attendance step and dues step: each thing the ask joins
    with 이랑/랑 is the first word of some step; the plan does them all (in one place is how it is kept)."""
    found = re.match(
        r"^(?P<first>(?:[가-힣]{2,}\s)?[가-힣]{2,}?)(?:이랑|랑|과|와)\s+(?P<second>[가-힣]{2,}?)(?:을|를|은|는|도)?(?:\s|$)",
        ask.get("text", ""),
    )
    if not found:
        return False
    texts = [s.get("text", "") for s in steps]
    return all(any(thing in t for t in texts) for thing in (found["first"], found["second"]))


def _full_ask_words(text: str) -> int:
    """Words an ask needs to be a step: two for a Korean one (its own clause and verb) unless it says the whole job
    ("크몽에서 팔기"), three for an English one."""
    return 2 if HANGUL.search(text) and not JOB_VERBS.search(text.strip()) else 3


def _kind_words(ask: dict) -> list[str]:
    """The words of an ask that say its kind ("가격표" of "가격표 만들기"; none when its verb said it)."""
    return categories_asked(ask["text"].lower()).get(ask.get("category") or "", [])


def _names_its_kind(ask: dict) -> bool:
    """ "가격표 만들기", "명함 만들기": a short ask that names a thing of its kind is an ask in full."""
    return any(w not in broad_kind_words() for w in _kind_words(ask))


def _broadly_done(ask: dict, steps: list[dict]) -> bool:
    """ "매달 매출이랑 재료비 정리하기" beside a bookkeeping plan's "매출을 한곳에 모으기": an ask whose kind only a
    broad word says (정리, organize) is done by a step that shares a rare word with it, whatever the step's kind."""
    said = _kind_words(ask)
    if not said or any(w not in broad_kind_words() for w in said):
        return False
    return bool(asks_undone([ask], steps)) and not asks_undone([{**ask, "category": None}], steps)


def _says_any(stage: dict, words: list[str]) -> bool:
    text = f"{stage['en']} {stage['ko']} {stage['query']}".lower()
    return any(word_in(text, w) or word_in(text, w.rstrip("s")) for w in words)


def _order(steps: list[dict]) -> list[dict]:
    """Publishing-type stages of a composed plan, and steps on a named place where the work goes out, go last;
    otherwise the workflows' own order stays."""
    last = [
        s
        for s in steps
        if (s.get("stage_id") or "").split("-")[0] in LAST_STAGE_IDS
        # "당근에 상품 등록하기": a step on a named place where the work goes out comes after the work
        or (s.get("origin") == "named" and s.get("category") in OUTLET_KINDS and not finds_there(s))
    ]
    return made_before_sent([s for s in steps if s not in last] + last)


def generic_steps(request: str, language: str) -> list[dict]:
    """Research, make (one step per kind of work the request asks for), review, share."""
    phrases = load_json("offline_phrases")["generic_plan"]
    lang = "ko" if language == "ko" else "en"
    asked = categories_asked(request.lower())
    own = work_asks(request, language)
    if own:  # the request's own asks, each with the kind its words need (graph/brains/own_asks.py)
        research = "research" in asked and not any(s["category"] == "research" for s in own)
        return ([_generic(phrases["research"], lang)] if research else []) + with_selling(own, request, language)
    steps = [_generic(phrases["research"], lang)] if "research" in asked or len(asked) < 2 else []
    made = 0
    for category in asked:
        found = stage_for(category, request, [])
        if found and made < 3:
            steps.append(step_from_stage(found[0], None, language, origin="request"))
            made += 1
    if not made:
        steps.append(_generic(phrases["draft"], lang))
    steps.append(_generic(phrases["review"], lang))
    return steps


def _generic(entry: dict, lang: str) -> dict:
    return {
        "text": entry[lang],
        "workflow_id": None,
        "stage_id": entry["id"],
        "category": entry["category"],
        "query": entry["query"],
        "optional": False,
        "origin": "generic",
    }


def _promote(ranked: list[tuple[dict, float]], fits, window: int = 3) -> list[tuple[dict, float]]:
    """The first close job (WEAK_MATCH or better) among the next few that `fits` leads; the rest keep their order.
    The re-rankers below differ only in when the nearest job may be passed over and what the one that leads must do."""
    found = next(((wf, sc) for wf, sc in ranked[1:window] if sc >= WEAK_MATCH and fits(wf)), None)
    return [found] + [p for p in ranked if p[0] is not found[0]] if found else ranked


def _named_over_unnamed(ranked: list[tuple[dict, float]], request: str) -> list[tuple[dict, float]]:
    """When the nearest job is only partly this one (below FULL_MATCH, none of its names in the request), a close
    job the request names in its own words leads instead of a partial plan padded with research and review
    ("book online" and "SMS reminders" had got a therapist's website plan cut down to its booking stage)."""
    if not ranked or ranked[0][1] >= FULL_MATCH or keyword_hits(ranked[0][0], request):
        return ranked
    side = ranked[0][0].get("role")  # the ranking put the person's side first: a named job of the other side waits
    return _promote(ranked, lambda wf: job_name_hits(wf, request) and (not side or wf.get("role") in (side, None)))


def _doing_the_only_parts(ranked: list[tuple[dict, float]], request: str, only: str | None) -> list[tuple[dict, float]]:
    """When the request wants only some parts ("트레일러 영상만", "just canned replies") and the nearest job has no
    stage that does them, a close job that does leads: the nearest one's whole plan had been kept instead (a
    trailer request got five game-art steps and no video). `only`: the request's only-parts (only_needs)."""
    if not only or not ranked or _said_by_words(ranked[0][0]["stages"], only) or keyword_hits(ranked[0][0], request):
        return ranked  # a job the request names ("당근에 ... 제목이랑 설명만") stays, and keeps only what it says
    return _promote(ranked, lambda wf: _said_by_words(wf["stages"], only), window=5)


def _a_named_job_first(ranked: list[tuple[dict, float]], request: str) -> list[tuple[dict, float]]:
    """When the nearest job is one the request does not name, a close one it names leads ("text my regulars about
    our new opening hours": the customer-news job, not a staff roster that shares "hours")."""
    if not ranked or names_the_job(ranked[0][0], request):
        return ranked
    side = ranked[0][0].get("role")
    # a named job of the other side of a two-sided job waits (a tutor's "수학 문제" is not a parent's homework help)
    return _promote(
        ranked,
        lambda wf: names_the_job(wf, request) and (side not in PAIRED or on_sides(wf, {side})),
    )


def _no_voice_for_a_voice_worker(steps: list[dict], understanding: dict, request: str) -> list[dict]:
    """A voice actor's or narrator's plan generates no voice: their own is the work ("narration" had added an
    audiobook's cloned narrator, "voiceover" a faceless channel's AI voice), unless they name a voice tool."""
    named = {(catalog_by_id().get(t) or {}).get("category") for t in understanding.get("named_tools") or []}
    said = f"{understanding.get('intro') or ''} {request}"  # "I'm a voiceover artist" is the request's intro
    if not VOICE_WORK.search(said) or "text-to-speech" in named:
        return steps
    kept = [s for s in steps if s.get("category") != "text-to-speech"]
    return kept or steps


def compose(
    request: str,
    language: str,
    understanding: dict,
    ranked: list[tuple[dict, float]],
    clause_matches: list[list[tuple[dict, float]]],
) -> tuple[list[dict], list[str]]:
    """(steps, ids of the workflows used). `request` is the job text (constraints taken out)."""
    ranked = own_side(ranked, understanding.get("role"))
    ranked = _named_over_unnamed(main_from_parts(ranked, understanding, clause_matches, request), request)
    only = only_needs(request)
    ranked = _doing_the_only_parts(ranked, request, only)
    ranked = _a_named_job_first(ranked, request)
    asks_lead = False
    if not ranked or ranked[0][1] < WEAK_MATCH:
        steps, used = generic_steps(request, language), []
    elif (ranked[0][1] < FULL_MATCH and not keyword_hits(ranked[0][0], request)) or not names_the_job(
        ranked[0][0], request
    ):  # only partly this job, or a job the request's words do not name: the stages it asks for, not all
        near = [wf for wf, sc in ranked[:5] if sc >= WEAK_MATCH]
        steps = _partial_steps(near, language, request)
        used = list(dict.fromkeys(s["workflow_id"] for s in steps if s.get("workflow_id"))) or [ranked[0][0]["id"]]
    else:
        main = ranked[0][0]
        steps = _workflow_steps(main, language, request, understanding.get("own_work") or {})
        used = [main["id"]] if steps else []
        # "Sell framed copies of my paintings …": an ask that names the plan's job is the job, done by all its stages;
        # the other asks are more of it, not a plan of their own
        own = work_asks(request, language)
        if not any(stage["category"] == "ecommerce" for stage in main["stages"]):
            own = with_selling(own, request, language)  # "(2) sell PDF workbooks too": no stage of it sells
        own = [a for a in own if not is_the_job(a, main)]
        job_asks = [a for a in ask_steps(request, language) if is_the_job(a, main)]
        job_asked = bool(job_asks)
        if not job_asked and (
            leads(own, steps, bool(only) or only_asked(request)) or a_lone_ask_elsewhere(own, steps, main, request)
        ):  # the template does little of it
            steps = plan_from_asks(own, [wf for wf, sc in ranked[:5] if sc >= WEAK_MATCH], language, request)
            used = list(dict.fromkeys(s["workflow_id"] for s in steps if s.get("workflow_id")))
            asks_lead = True
        else:  # the template does most of it: an ask it does not do is still asked
            # "스마트스토어에 캠핑용품 팔아보려고 합니다": an ask that names the job the plan is for is the job itself,
            # not one item of a list of everything wanted
            said = [a for a in own if said_enough(a) or _names_its_kind(a)]
            counted = len(said) >= 2 and counted_list(request)  # "(1) … and (2) …": the whole list, item by item
            # the job named as one item of a list of three or more ("book games with other clubs, a place for our
            # notes, and reels for Instagram"): that item is the job, not all of it; its stages that do the list stay
            # (when the template does few of the others: "요리 유튜브 시작, 손만 찍고, AI 목소리로" are all that job's)
            one_of_many = job_asked and len(said) >= 2 and leads(said, steps)
            listed = len(said) >= LISTED_IN_FULL or counted or one_of_many
            if listed:  # the person listed what they want: the stages that do it, no others
                steps = asked_steps(steps, said + (job_asks if one_of_many else []), reword=counted) or steps
                if one_of_many:  # the item names the job, not AI footage for it ("posting clips": they have clips)
                    steps = without_generation_unasked(steps, request, keep_min=1)
            # the asks stand in for the stages taken out: each one left undone is a step
            steps += _still_asked(own, steps, len(said) if listed else MAX_ADDED)
    own = understanding.get("own_work") or {}
    if not only and not asks_lead:  # "답글 초안만": the parts named are the plan; the other words add nothing
        add_parts(steps, used, ranked, understanding, clause_matches, request, language)
    if (
        not asks_lead  # the asks are the plan: neither the nearest job's whole plan nor a step per kind word
        and len(steps) < 2
        and ranked
        and ranked[0][1] >= WEAK_MATCH
        and not only
        and names_the_job(ranked[0][0], request)
    ):
        # the listed needs found (almost) no stages: the nearest job's plan rather than a one-step one, unless that
        # one step is the request's own ask, which the nearest job (named only by being short) does not do
        nearest = _without_unasked_site(_workflow_steps(ranked[0][0], language, "", own), request)
        if not a_lone_ask_elsewhere(work_asks(request, language), nearest, ranked[0][0], request):
            steps = without_unasked_generation(nearest, ranked[0][0], request)
            used = [ranked[0][0]["id"]]
    added = 0
    covered_text = " ".join(s["text"].lower() for s in steps)
    # the kinds of work the sentences that ask name: "the crew is unpaid" asks for no volunteer sign-up
    unmade = without_material(beyond_own_work(ask_sentences(request, language)), understanding.get("deliverable"))
    # "a new-client form (vet info, meds, feeding, …)": what the brackets list is the thing's content, no work
    unmade = without_brackets(unmade)
    unmade = without_inabilities(unmade)  # "디자인 감각이 없어요" asks for no design step
    unmade = without_how_it_is_done_now(unmade)  # "인스타 DM으로 받다 보니 누락돼요" asks for no posting step
    unmade = without_goals(unmade)  # "I'd like more bookings" asks for no booking tool
    asked = {} if asks_lead else categories_asked((only or unmade).lower())  # "자막만": nothing beyond the parts
    for category, words in asked.items():  # "my newsletter issues" asks for no newsletter
        if added >= MAX_ADDED or any(s.get("category") == category for s in steps):
            continue
        if any(word_in(covered_text, w) for w in words):
            continue
        if category == "writing" and any(WRITES.search(s["text"].lower()) for s in steps):
            continue  # "채용공고 문구 쓰는 것부터": a step that writes it ("채용 공고 작성") is there
        if category == "email-marketing" and REMINDER_EMAILS.search(request) and "remind" in covered_text:
            continue  # "automatic reminder emails" of a booking site: the step that sends the reminders does it
        found = stage_for(category, request, used)
        if (
            found
            and found[1] not in used
            and (
                not _says_any(found[0], words)
                or not shares_words(found[0], without_tool_names(request), " ".join(words))
            )
        ):
            # another job's stage that does not say what asked for the kind is not it: "condition notes" of a
            # listing had added a contract template ("start"), "log transactions" a stage sharing no word at all;
            # nor one that shares only that word ("채용공고 문구" had added a wedding invitation's "초대 문구")
            found = None
        if found and found[1] not in used and workflow_roles().get(found[1]) in PAIRED - {understanding.get("role")}:
            found = None  # a side's job speaks for that side: "tenants' repair issues" is no order form
        if not found and all(w in broad_kind_words() for w in words):
            continue  # "notes", "정리": no step of their own without a stage that says them
        stage = found[0] if found else kind_stage(category, words)
        if stage and without_own_work([stage], own, keep_min=0):
            # made before it goes out: a step that makes something comes before the plan's publishing steps
            outlets = [i for i, s in enumerate(steps) if s.get("category") in OUTLET_KINDS]
            at = outlets[0] if outlets and category not in OUTLET_KINDS else len(steps)
            steps.insert(at, step_from_stage(stage, found[1] if found else None, language, origin="request"))
            added += 1
    # a job's stage that makes what the person has made ("Record the lecture" beside "turn each class recording into a
    # recap") goes, however it came in (an ask that names a job brings all its stages; the asks' plan adds a near
    # job's stages that share two words); an ask in the person's own words (no stage) stays
    steps = [s for s in steps if not s.get("stage_id") or without_own_work([s], own, keep_min=0)]
    steps = _no_voice_for_a_voice_worker(steps, understanding, request)
    steps = steps if only else named_steps(steps, understanding, language)
    steps = ad_step(steps, understanding, language)
    steps = read_where_kept(steps, understanding, language)
    steps = transcribe_first(steps, understanding, language)
    return also_on(_order(steps), understanding, language)[:MAX_STEPS], used
