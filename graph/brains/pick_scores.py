"""How much each kind of fit counts when the offline brain chooses a tool for a step (graph/brains/offline_recommender.py).

A candidate's score is its retrieval score plus these weights: the kind of tool the step needs (a general
assistant counts as a writing tool), how widely the tool is used for that work, Korean support and the local
platform for a Korean request, the person's device and named marketplace, tags that say the tool does this very
thing, and the plan around it (a tool named by the person, a tool another step already uses, one tool stretched
over unrelated steps). The weights live together so that their balance can be read, and tuned, in one place;
the hard limits that rule a tool out are in graph/brains/hard_limits.py.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.rules import FREE_PRICING
from graph.brains.base import RecommendRequest
from graph.brains.hard_limits import BY_TEXT, LANGUAGE_CATEGORIES, sends_texts
from graph.brains.purpose import (
    PLATFORM_BOUND,
    SPECIALIST_KINDS,
    does_kind,
    made_for_another_platform,
    made_for_another_setting,
    made_for_named_platform,
    made_for_this_setting,
    off_specialism,
    purpose_hits,
    purpose_keys,
    purpose_tags,
    specialism_text,
    tag_keys,
)
from graph.brains.rivals import made_for_it_elsewhere
from graph.brains.stage_words import OUTLET_KINDS
from graph.plan_steps import categories_asked, category_words
from knowledge.catalog import catalog_by_id, name_spans, tools_named_in
from knowledge.text import without_brackets
from memory_store.reflection import Preferences

CATEGORY_BONUS = 0.25  # the step's record says which kind of tool it needs
ADOPTION_WEIGHT = 0.08  # per level of catalog "adoption" (1 niche .. 3 the default of its kind)
KOREAN_BONUS = 0.04
NO_KOREAN_PENALTY = 0.35  # a Korean step that writes or speaks text, with a tool that cannot
FOREIGN_MARKET_PENALTY = 0.15
# What people fill in or look at (a form, an invitation, a poster, a shift roster, a booking or chat window): the
# person writes the Korean text, but a tool without Korean (an English-only invitation service, a roster app) gives
# guests, staff and customers English buttons and fonts without Hangul
KOREAN_READERS = {"forms-surveys", "design", "scheduling", "customer-support"}
NO_KOREAN_READERS_PENALTY = 0.15
LOW_COST_SHIFT = 0.04  # "as cheap as possible": free plans first (each way: 0.08 between free and paid, less than
# what a tool made for the step gains, so a paid mobile-invitation service still beats a general form)
FREE_PLAN_BONUS = 0.02  # near-ties go to a tool with a lasting free plan: most people try before they pay
PLATFORM_BONUS = 0.03
NAMED_PLATFORM_FIT = 0.1  # a tool made for the marketplace or channel the person named (graph/brains/purpose.py)
WORKS_WITH_NAMED = 0.06  # a tool that says it works with a tool the person named (their data is there)
HEALTH_DATA_FIT = 0.1  # a tool made for health records (HIPAA) for a clinic's patients' data
SETTING_FIT = 0.2  # a tool made for the setting the request is in (a school's notice app for a teacher), as much as
# one made for another setting loses (SPECIALIST_PENALTY)
HEALTH_RECORDS = re.compile(
    r"hipaa|medical history|patients?'? (?:forms?|records?|intake)|진료 기록|병력|환자 정보", re.I
)
# keyword tools are made for one platform's search: one made for another platform than the person named loses
OTHER_PLATFORM_PENALTY = 0.25
SPECIALIST_PENALTY = 0.2  # a checker or fiction tool for another kind of writing (graph/brains/purpose.py)
PURPOSE_MISS = 0.2  # a tool of the step's kind made for something else, when others of the kind are made for it
PURPOSE_BONUS = 0.06  # per tag of the tool that the step says in full (up to two): it does this very thing
# kinds of tool that hold the person's things (a list, a shop, a calendar, a sheet): one of them, once in the plan,
# keeps its other steps of that kind even when another tool's tags say the step more exactly
WHERE_THINGS_LIVE = frozenset({
    "email-marketing", "ecommerce", "publishing", "social-media", "website-builder", "podcast-hosting", "hosting",
    "customer-support", "scheduling", "payments", "forms-surveys", "spreadsheet", "productivity",
})  # fmt: skip
CONTINUITY_BONUS = 0.15  # a tool another step already uses, for a step of the same kind
REUSE_PENALTY = 0.12  # the same tool for a step of another kind: one tool does not do everything
NAMED_BONUS = 0.3
SIBLINGS = {
    "writing": {"llm-assistant"},
    "research": {"llm-assistant"},
    "learning": {"llm-assistant"},
    "seo": {"llm-assistant"},  # titles and tags a chat assistant drafts when no keyword tool is made for the platform
    "spreadsheet": {"productivity"},  # a lead list or tracker also lives in a notes database
    "productivity": {"spreadsheet"},
}
SIBLING_BONUS = 0.1
# A tool of a sibling kind does that kind's step only when it does the same work: a lead list lives in a notes
# database (Notion), not in a word processor (Hancom Hangul, Word)
SIBLING_NEEDS_TAG = {("spreadsheet", "productivity"): "database"}
# A general assistant writes as well as a copywriting tool does: for a writing step it is of the step's own kind
# (a niche copy tool had won website copy and listing descriptions on the kind bonus alone)
SAME_WORK = {("writing", "llm-assistant")}
# Where a local platform is what people there use (booking, selling, publishing, messaging customers), a
# Korean request gets the Korean service when it fits as well.
LOCAL_MARKET_CATEGORIES = {
    "publishing",
    "ecommerce",
    "customer-support",
    "scheduling",
    "payments",
    "seo",
}  # not forms: Google Forms is what Korean schools and shops use as much as Naver Form
HOME_MARKET_BONUS = 0.22  # outweighs two adoption levels: the local platform people there use
HOME_MARKET_SMALL = 0.06  # the same, for the kinds where global tools serve Korea as well (notes, chat, design)


VIDEO_KINDS = {"video-editing", "video-generation", "avatar-video"}
VIDEO_ONLY_TAGS = {"shorts", "short-form", "live streaming", "game streaming"}
NO_VIDEO_PENALTY = 0.2


COMMERCIAL_STEP = re.compile(r"commercial|monetiz|licen[cs]e|상업|수익|판매용|라이선스", re.I)
NON_COMMERCIAL_PENALTY = 0.3
# a person who says they code, or speaks of code, a terminal or an API: tools that need a developer setup fit them
CODES = re.compile(
    r"\b(?:code|coding|coder|developers?|dev|programm\w*|engineer\w*|python|javascript|typescript|api|github|git|"
    r"terminal|scripts?|cli|self-host\w*|open[- ]source|notebooks?|repo\w*)\b|코딩|코드|개발자|개발|프로그래밍|파이썬|깃허브|터미널",
    re.I,
)
CODE_TOOL_PENALTY = 0.15
# a professional suite (DaVinci Resolve, Premiere Pro, Audition) is what people of that craft use, and more than others need
# for a short video or a quick voice clean-up: each way, less than one adoption level
PRO_TOOL_SHIFT = 0.05
# where a simple editor does most people's work (CapCut, a phone app); Photoshop stays everyone's retouching tool, and
# the simpler photo tools near it (a face enhancer, GIMP) are no better for a shop's product shots
PRO_SUITE_KINDS = frozenset({"video-editing", "audio-editing"})
CRAFT_PROS = re.compile(
    r"\b(?:video |film |podcast )?editors?\b|videograph|filmmak|cinematograph|colou?rist|motion design|animators?\b|"
    r"post-production|photographers?\b|retouch(?:er|ers)\b|sound (?:engineer|designer)|audio engineer|mixing engineer|"
    r"편집자|영상\s*(?:제작자|감독|pd)|촬영\s*감독|사진\s*작가|포토그래퍼|사진가|리터처|사운드\s*(?:엔지니어|디자이너)|모션\s*디자이너",
    re.I,
)
TEAM_TOOL_PENALTY = 0.2  # outweighs two adoption levels: Zendesk is the default help desk, not a two-person shop's


def _never_commercial(entry: dict) -> bool:
    """A free or open tool whose own terms say non-commercial, with no paid plan that lifts it (MusicGen's
    weights are CC BY-NC; Suno's free plan is non-commercial, but its paid plans are not)."""
    terms = f"{entry.get('free_tier') or ''} {entry.get('description') or ''}".lower()
    return entry.get("pricing_model") in ("free", "open-source") and bool(re.search(r"non-?commercial|\bnc\b", terms))


def _video_only(entry: dict) -> bool:
    """A platform that only takes video (YouTube, TikTok, live streaming), by its tags."""
    return bool(VIDEO_ONLY_TAGS & {t.lower() for t in entry.get("tags") or []})


def serves(tool_id: str, category: str | None) -> bool:
    """Whether a tool does a step of this kind: its own kind, the same work (a general assistant writes), its own
    tags, or a sibling kind it really covers. A named tool that serves a step of the plan takes that step
    instead of getting a step of its own."""
    entry = catalog_by_id().get(tool_id)
    if not entry or not category:
        return False
    own = entry["category"]
    if own == category or (category, own) in SAME_WORK or does_kind(tool_id, category):
        return True
    if own in SIBLINGS.get(category, ()):
        tag = SIBLING_NEEDS_TAG.get((category, own))
        return tag is None or tag in (entry.get("tags") or [])
    return False


def fit_score(card: dict, prefs: Preferences, step: dict, request: RecommendRequest) -> float:
    entry = catalog_by_id()[card["tool_id"]]
    category = step.get("category")
    score = float(card["score"])
    if category and (entry["category"] == category or (category, entry["category"]) in SAME_WORK):
        score += CATEGORY_BONUS
    elif category and entry["category"] in SIBLINGS.get(category, ()):
        score += SIBLING_BONUS
    score += ADOPTION_WEIGHT * (int(entry.get("adoption", 2)) - 2)
    if entry["pricing_model"] in FREE_PRICING:
        score += FREE_PLAN_BONUS
    if prefs.low_cost and not prefs.free_only:
        # frugal: a lasting free plan first, a paid-only tool only where it clearly fits better
        score += LOW_COST_SHIFT if entry["pricing_model"] in FREE_PRICING else -LOW_COST_SHIFT
    language = request.language
    if language == "ko":
        if entry["supports_korean"]:
            score += KOREAN_BONUS * (2 if prefs.korean else 1)
        elif (category or entry["category"]) in LANGUAGE_CATEGORIES:
            score -= NO_KOREAN_PENALTY
        elif (category or entry["category"]) in KOREAN_READERS:
            score -= NO_KOREAN_READERS_PENALTY
        if entry.get("market") in ("us", "china", "japan", "europe"):
            score -= FOREIGN_MARKET_PENALTY
    korea = (request.understanding or {}).get("korea_context", language == "ko")
    if (
        korea
        and entry.get("market") == "korea"
        and entry["category"] in LOCAL_MARKET_CATEGORIES
        # a booking service beside a date poll the step asks for: the poll's purpose outweighs the home market
        and not made_for_it_elsewhere(card["tool_id"], entry["category"], step.get("text", ""), step.get("query", ""))
    ):
        score += HOME_MARKET_BONUS
    elif (
        korea
        and entry.get("market") == "korea"
        and purpose_hits(card["tool_id"], step.get("text", ""), step.get("query", ""))
    ):
        # a Korean service made for this step (a hiking log, a recipe app) is what people there use, a little; one
        # made for something else gets nothing (an e-signature app for a photo step)
        score += HOME_MARKET_SMALL
    elif prefs.korean and entry["supports_korean"]:
        score += KOREAN_BONUS * 2
    if prefs.platforms and set(prefs.platforms) & set(entry.get("platforms") or []):
        score += PLATFORM_BONUS
    named = (request.understanding or {}).get("named_tools") or []
    if made_for_named_platform(card["tool_id"], named):
        score += NAMED_PLATFORM_FIT
    elif works_with_named(card["tool_id"], named):
        score += WORKS_WITH_NAMED  # a dashboard builder that reads the Google Sheets the person keeps their data in
    elif entry["category"] in PLATFORM_BOUND and made_for_another_platform(card["tool_id"], named):
        score -= OTHER_PLATFORM_PENALTY
    if category == "social-media" and _video_only(entry) and card["tool_id"] not in named:
        kinds = {s.get("category") for s in request.steps or []}
        if not kinds & VIDEO_KINDS:
            score -= NO_VIDEO_PENALTY  # a plan that makes no video has nothing to post on a video-only platform
    score += PURPOSE_BONUS * min(2, purpose_hits(card["tool_id"], step.get("text", ""), step.get("query", "")))
    if COMMERCIAL_STEP.search(f"{step.get('text', '')} {step.get('query', '')}") and _never_commercial(entry):
        score -= NON_COMMERCIAL_PENALTY  # a free model whose licence forbids selling what it makes
    kind = category or entry["category"]
    if kind in SPECIALIST_KINDS and off_specialism(card["tool_id"], specialism_text(kind, step, request.task)):
        score -= SPECIALIST_PENALTY
    if made_for_another_setting(card["tool_id"], request.task):
        score -= SPECIALIST_PENALTY
    elif category == entry["category"] and made_for_this_setting(card["tool_id"], request.task):
        score += SETTING_FIT  # a school's notice app for a teacher's note to parents, over a shop's chat widget
    if (
        "professional" in (entry.get("tags") or ())
        and entry["category"] in PRO_SUITE_KINDS
        and card["tool_id"] not in named
    ):
        score += PRO_TOOL_SHIFT if CRAFT_PROS.search(request.task or "") else -PRO_TOOL_SHIFT
    small = ((request.understanding or {}).get("constraints") or {}).get("small_scale")
    if small and entry.get("team_scale") and card["tool_id"] not in named:
        score -= TEAM_TOOL_PENALTY  # a help desk or localization platform priced for a company, for one person
    if "hipaa" in {t.lower() for t in entry.get("tags") or []} and (
        (request.understanding or {}).get("role") == "clinician" or HEALTH_RECORDS.search(request.task or "")
    ):
        score += HEALTH_DATA_FIT  # patients' medical history goes into a tool built for health records
    if entry.get("needs_coding") and card["tool_id"] not in named and not CODES.search(request.task or ""):
        score -= CODE_TOOL_PENALTY  # a model to run from a terminal, for a person who never said they code
    return score


MAKER_WORDS = {"google", "microsoft", "adobe", "apple", "meta", "naver", "kakao", "amazon", "zoho", "the", "app"}


@lru_cache(maxsize=1)
def _short_names() -> dict[str, str]:
    """Per tool, the words its name is known by without its maker ("Google Sheets" -> Sheets, "Microsoft Excel" ->
    Excel); names shorter than four letters are left out."""
    out = {}
    for tool_id, entry in catalog_by_id().items():
        words = [
            w for w in re.findall(r"[A-Za-z][\w.+-]*", entry["name"].split("(")[0]) if w.lower() not in MAKER_WORDS
        ]
        if len(" ".join(words)) >= 4:
            out[tool_id] = " ".join(words)
    return out


def works_with_named(tool_id: str, named: list[str]) -> bool:
    """Whether a tool's own description (the name as written, capitalised: "connects to … Sheets", not "forms") or a
    tag says it works with a tool the person named: the data already lives there, so a tool that reads it fits."""
    entry = catalog_by_id().get(tool_id) or {}
    tags = {t.lower() for t in entry.get("tags") or []}
    for other in named:
        short = _short_names().get(other)
        if other == tool_id or not short:
            continue
        if re.search(rf"\b{re.escape(short)}\b", entry.get("description", "")) or short.lower() in tags:
            return True
    return False


def kept_for_purpose(named: set[str], in_use: dict[str, int]) -> set[str]:
    """The tools that keep their score when others are made for the step: the ones the person named, and a
    platform of the plan where their things live (the mailing list stays for "send and review"). A utility already
    in the plan is not kept: Google Photos picks the photos, Remini repairs the old ones."""
    homes = {
        t
        for t in in_use
        if (entry := catalog_by_id().get(t) or {}).get("category") in WHERE_THINGS_LIVE
        # a print-on-demand service prints and ships the shop's orders: the shop is elsewhere (Etsy, Shopify)
        and "order fulfillment" not in (entry.get("tags") or [])
    }
    # a named tool already doing a step of the plan is kept there, not on every step of its kind ("search PubMed"
    # does not make PubMed the place to organise citations)
    return {t for t in named if t not in in_use} | homes


def purpose_first(
    scored: list[tuple[float, dict]],
    step: dict,
    kept: set[str],
    extra: dict | None = None,
    unfit: set[str] | None = None,
    homes: set[str] | None = None,
) -> list[tuple[float, dict]]:
    """When some tools of the step's kind are made for what the step says (their tags), the others of that kind
    lose their popularity and home-market lead: an e-book formatting step went to Naver Blog, a popular Korean
    platform of the same kind, over the e-book tools its words named. Tools in `kept` (named by the person, or
    already in the plan) keep their score, except `homes` (kept as places where the plan's things live) on a step
    whose kind's own words another tool is made for; tools in `unfit` (made for another setting) make no purpose
    claim."""
    category, text, query = step.get("category"), step.get("text", ""), step.get("query", "")
    tags = {
        card["tool_id"]: purpose_tags(card["tool_id"], text, query)
        for _, card in scored
        if card.get("kind") == "tool" and card.get("category") == category and card["tool_id"] not in (unfit or ())
    }
    # a tag that is part of another tool's longer tag the step says in full is that phrase's word, not this tool's
    # purpose: "calendar" (Outlook's meetings) in "Plan the content calendar" is Notion's "content calendar"
    phrases = {tag for found in tags.values() for tag in found if len(tag) >= 2}
    outdone = {
        tool_id: [tag for tag in found if any(tag < phrase and not phrase <= tag_keys(tool_id) for phrase in phrases)]
        for tool_id, found in tags.items()
    }  # a tool whose own tags say every word of the phrase is not outdone by it ("booking" + "appointment"), even
    # when one of those words is too common to be a purpose alone
    hits = {
        tool_id: len(found) - len(outdone[tool_id]) + (extra or {}).get(tool_id, 0) for tool_id, found in tags.items()
    }
    if not any(hits.values()):
        return scored
    # the words that gave the step its kind ("ticket sales"), said by a tool's tags: a tool of the plan that does
    # not say them keeps no lead there (the calendar that took the audition slots sells no tickets)
    kind_said = purpose_keys(" ".join(categories_asked(text).get(category or "", [])))
    made_for_it = kind_said and any(tag & kind_said for found in tags.values() for tag in found)
    out = []
    for score, card in scored:
        tool_id = card.get("tool_id")
        if hits.get(tool_id) == 0 and (tool_id not in kept or (made_for_it and tool_id in (homes or ()))):
            score -= PURPOSE_MISS + PURPOSE_BONUS * min(2, len(outdone.get(tool_id) or []))
        out.append((score, card))
    return out


FRUGAL_REACH = 0.2  # how far behind a free tool may be and still win for a person who wants it cheap


def frugal_first(
    scored: list[tuple[float, dict]], step: dict, prefs: Preferences, language: str = "en"
) -> list[tuple[float, dict]]:
    """For a person who wants it cheap ("free if possible"), a tool with a lasting free plan that does the step as
    fully (as many purpose tags) as the paid leader, and is not far behind, leads: DocuSign had beaten Dropbox
    Sign's free plan on retrieval alone. A paid tool made for the step still beats a free one that is not."""
    if not prefs.low_cost or prefs.free_only or not scored:
        return scored
    ranked = sorted(scored, key=lambda p: -p[0])
    top_score, top = ranked[0]
    if top.get("kind") != "tool" or (catalog_by_id().get(top["tool_id"]) or {}).get("pricing_model") in FREE_PRICING:
        return scored
    text, query = step.get("text", ""), step.get("query", "")
    need = len(purpose_tags(top["tool_id"], text, query))
    for score, card in ranked[1:]:
        entry = catalog_by_id().get(card.get("tool_id") or "") or {}
        if top_score - score > FRUGAL_REACH:
            break
        if (
            entry.get("pricing_model") in FREE_PRICING
            and entry.get("category") == top.get("category")
            # not a foreign service a Korean reader cannot use (Paperless Post for a 돌잔치 invitation)
            and (language != "ko" or (entry.get("supports_korean") and entry.get("market") in ("global", "korea")))
            and len(purpose_tags(card["tool_id"], text, query)) >= max(need, 1)
        ):
            return [(top_score + 0.001 if c is card else s, c) for s, c in scored]
    return scored


def does_the_step(tool_id: str, step: dict, by_query: bool = True) -> bool:
    """A tag of the tool of two words or more names what the step does ("예약 알림" for "예약 전날 자동 알림 보내기").
    What the work is for is not what it does: "illustration generation for social posts" had let a copywriting tool
    tagged "social-posts", already in the plan, make the card news's illustrations. `by_query`: the stage's search
    phrase speaks too (off: only the step's own words)."""
    query = re.split(r"\s+for\s+", step.get("query", "") or "", maxsplit=1)[0] if by_query else ""
    return any(len(tag) >= 2 for tag in purpose_tags(tool_id, step.get("text", ""), query))


def in_use_does(tool_id: str, step: dict) -> bool:
    """A tool the plan already uses also does this step: its tags name the step's kind, or the step itself (a
    booking platform's own booking reminders). Such a tool is a candidate for the step and keeps it."""
    # the step's own words, not its stage's search phrase: "AI auto clipping long videos into shorts" had let a video
    # generator tagged "short-clips", already in the plan, find the best moments of a recorded episode
    return (
        does_kind(tool_id, step.get("category"))
        or does_the_step(tool_id, step, by_query=False)
        or _sends_its_reminders(tool_id, step)
    )


# a booking tool or sign-up sheet that sends its own reminders: "get a reminder text the day before" beside
# online booking had gone to a help desk for a two-person salon
REMINDER_TAGS = {"reminders", "booking reminders", "attendee reminders", "리마인드", "예약 알림"}
REMINDS = re.compile(r"remind|알림|리마인드|리마인더", re.I)


def _sends_its_reminders(tool_id: str, step: dict) -> bool:
    entry = catalog_by_id().get(tool_id) or {}
    tags = {t.lower() for t in entry.get("tags") or []}
    by_text = bool(BY_TEXT.search(step.get("text", "")))
    return (
        entry.get("category") in ("scheduling", "forms-surveys")  # a sign-up sheet reminds who signed up
        and bool(tags & REMINDER_TAGS)
        and bool(REMINDS.search(step.get("text", "")))
        # a calendar's own reminders reach its owner, not the customer's phone; Korean bookings text by Kakao
        and (not by_text or sends_texts(entry) or entry.get("market") == "korea")
    )


def tools_the_step_names(step: dict) -> tuple[str, ...]:
    """The tools a step's own text names as its means ("노션에 올리기"). A name in brackets is what the work is about
    unless it is of the step's kind: "a portfolio site showing my 3 projects (SQL, Tableau, Python)" is built with
    no Tableau."""
    return _named_as_means(step.get("text", ""), step.get("category"))


@lru_cache(maxsize=1024)
def _named_as_means(text: str, category: str | None) -> tuple[str, ...]:
    """tools_the_step_names(), read once per step: every candidate of the step asks it."""
    plain = without_brackets(text)
    # "…on Kakao and Naver Maps: Kakao Map": a step split per place ends with its own place's name
    own = re.search(r":\s*([^:]+)$", plain)
    its_place = tools_named_in(f" {own.group(1)} ") if own else ()
    if its_place:
        return its_place
    outside = tools_named_in(plain)
    # "nicer photos of student work for Instagram", "인스타용 사진 보정": where the work goes, not what does it
    outlets = {
        tool_id
        for a, b, tool_id in name_spans(plain)
        if re.search(r"\b(?:for|to|onto)\s+(?:my\s+|our\s+|the\s+)?$", plain[:a], re.I)
        or re.match(r"(?:용|에\s*올릴)(?:\s|$)", plain[b:])
    }
    outside = [t for t in outside if t not in outlets or (catalog_by_id().get(t) or {}).get("category") == category]
    inside = [
        t
        for t in tools_named_in(" ".join(re.findall(r"\(([^()]*)\)", text)))
        if (catalog_by_id().get(t) or {}).get("category") == category
    ]
    return tuple(dict.fromkeys([*outside, *inside]))


# kinds of work that make a thing (an outlet the person named hosts it, and a word of the thing is no sign it makes it)
MAKING_KINDS = frozenset({"video-editing", "photo-editing", "audio-editing", "design", "writing", "image-generation"})


def named_does(tool_id: str, step: dict) -> bool:
    """A tool the person named does this step of another kind: it serves the kind and its tags say the step
    (Canva's presentations for a slides step; not Meta Business Suite's post scheduling for a booking step), or a
    tag of it is a word of the step's kind that the step says (Naver Booking's "예약금" for "예약금 받기", its
    "리마인드" for "전날에 리마인드 보내기": the booking system the person uses does both)."""
    if serves(tool_id, step.get("category")) and purpose_tags(tool_id, step.get("text", ""), step.get("query", "")):
        return True
    if (catalog_by_id().get(tool_id) or {}).get("category") in OUTLET_KINDS and step.get("category") in MAKING_KINDS:
        return False  # "Turn each lesson into Shorts": where the clips go (YouTube's "shorts" tag) does not cut them
    said = f"{step.get('text', '')} {step.get('query', '')}".lower()
    kind = set(category_words().get(step.get("category") or "", []))
    tags = {t.lower() for t in (catalog_by_id().get(tool_id) or {}).get("tags") or []}
    return any(t in said for t in tags & kind)


def preference_bonus(card: dict, step: dict, named: set[str], in_use: dict[str, int]) -> float:
    """Named in the request (a step of its kind, or a step with no known kind); already used by another step
    of the plan for a step of the same kind; or reused for a step of another kind (a penalty)."""
    category = step.get("category")
    right_kind = category is not None and card.get("category") == category
    sibling = category is not None and card.get("category") in SIBLINGS.get(category, ())
    if card.get("tool_id") in tools_the_step_names(step):
        return NAMED_BONUS
    if card.get("tool_id") in named and (right_kind or sibling or category is None):
        return NAMED_BONUS
    if card.get("tool_id") in named and named_does(card["tool_id"], step):
        # a named tool that does this kind too (Canva's presentations): the person asked for it, and a step of
        # its kind took it in the plan (graph/brains/named_steps.py), so a slides tool had won the step instead
        return NAMED_BONUS + CATEGORY_BONUS
    if card.get("tool_id") in in_use:
        if right_kind:
            return CONTINUITY_BONUS
        # it does this kind of work too, or this very step: as good as a tool of the kind, and already there
        if in_use_does(card["tool_id"], step):
            # a tool of the plan that does this very step (a booking system's own reminders) is one tool less to
            # learn and connect than an automation service of the step's kind
            itself = does_the_step(card["tool_id"], step, by_query=False) or _sends_its_reminders(card["tool_id"], step)
            return CONTINUITY_BONUS + CATEGORY_BONUS + (PURPOSE_BONUS if itself else 0.0)
        return -REUSE_PENALTY
    return 0.0
