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
from functools import lru_cache

from graph.brains.material_steps import read_where_kept, transcribe_first
from graph.brains.means_steps import ad_step
from graph.brains.pick_scores import serves
from graph.job_text import without_inabilities
from graph.own_work import PRE_PRODUCTION, beyond_own_work, said_of_own_work, without_own_work
from graph.plan_steps import (
    GENERIC_WORDS,
    categories_asked,
    derive_step,
    job_name_hits,
    keyword_hits,
    kind_stage,
    meaningful_tokens,
    step_from_stage,
    word_in,
)
from graph.understanding import need_items, stated_needs
from graph.workflow_ranking import rank_workflows
from knowledge.catalog import catalog_by_id, load_workflows, tools_named_in
from prompts import load_json

STRONG_MATCH = 0.55
WEAK_MATCH = 0.42
FULL_MATCH = 0.6  # below this the nearest job is only partly this one: keep the stages the request asks for
CLAUSE_MATCH = 0.5  # a clause's own workflow must match at least this well to add its stages
MAX_STEPS = 8
MAX_ADDED = 2
OUTLET_KINDS = {"publishing", "ecommerce", "social-media", "podcast-hosting", "hosting", "email-marketing"}
LAST_STAGE_IDS = ("publish", "upload", "share", "launch", "distribute", "release", "post", "promote", "send")


# how often the work happens is not what the work is: "a monthly newsletter" shares "monthly" with a budget
# review stage, and that alone had added it to the plan
FREQUENCY_WORDS = {
    "daily",
    "weekly",
    "monthly",
    "yearly",
    "annual",
    "every",
    "매일",
    "매주",
    "매달",
    "매월",
    "주간",
    "월간",
}


def _singular(token: str) -> str:
    """English plurals match their singular ("bookings" is the "booking" stage); other tokens as they are."""
    if token.isascii() and len(token) > 4 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-3] + "y" if token.endswith("ies") else token[:-1]
    return token


def _tokens(text: str) -> set[str]:
    return {_singular(t) for t in meaningful_tokens(text)} - GENERIC_WORDS - FREQUENCY_WORDS


# verbs every deliverable is made with: "초대장 만들고" does not ask for the optional "초대 영상 만들기"
MAKING_WORDS = {"만들", "make", "create", "build", "제작"}


def _subject_words(wf: dict) -> set[str]:
    """Words most of a job's required stages share: what the job is about ("썸네일" in a thumbnail job), which
    a request names for the whole job, not for one optional stage."""
    required = [_tokens(f"{s['en']} {s['ko']}") for s in wf["stages"] if not s.get("optional")]
    counts: dict[str, int] = {}
    for words in required:
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    return {word for word, n in counts.items() if n >= 2 and n * 2 >= len(required)}


def _asked_for(stage: dict, request: str, wf: dict | None = None) -> bool:
    """Whether the request mentions what an optional stage does, in the stage's own words (a request for a
    sign-up form does not ask for the event's feedback survey, though both are forms). The job's subject and
    the verbs of making say nothing about one stage."""
    subject = _subject_words(wf) if wf else set()
    return bool((_tokens(f"{stage['en']} {stage['ko']}") - MAKING_WORDS - subject) & _tokens(request))


def _duplicate(stage: dict, steps: list[dict]) -> bool:
    # the stages' own words, not their search phrases ("AI assistant to ..." is in half of them)
    words = _tokens(stage["en"])
    for step in steps:
        if step.get("stage_id") and step["stage_id"] == stage.get("id"):
            return True
        if step.get("category") == stage["category"] and (words & _tokens(step["text"])):
            return True
    return False


def _prefixes(text: str, drop: set[str]) -> set[str]:
    return {t[:4] if t.isascii() else t for t in _tokens(text) if t not in drop}


def _serves_needs(stages: list[dict], wf: dict, request: str, needs: str) -> list[dict]:
    """The stages that serve a need the request lists, plus the job's first planning stage. Words that only name
    the job ("podcast" in a podcast request) say nothing about which of its stages are wanted."""
    job_words = _tokens(" ".join(wf["keywords"] + wf["keywords_ko"]))
    asked = categories_asked(needs.lower())
    want = _prefixes(request, job_words)
    serving = [
        i
        for i, stage in enumerate(stages)
        if stage["category"] in asked or want & _prefixes(f"{stage['en']} {stage['ko']}", job_words)
    ]
    if not serving:
        return []  # the template serves none of the listed needs: the items' own jobs make the plan (compose)
    if len(serving) < 2:
        return stages  # one stage matched by words is too little to tell the template's unwanted stages apart
    first = [0] if stages[0]["category"] in PRE_PRODUCTION else []
    return [stage for i, stage in enumerate(stages) if i in serving or i in first]


def _workflow_steps(wf: dict, language: str, request: str, work: dict[str, str]) -> list[dict]:
    stages = [stage for stage in wf["stages"] if not stage.get("optional") or _asked_for(stage, request, wf)]
    needs = stated_needs(request)
    if needs and not keyword_hits(wf, needs):  # needs that name the job itself ("I need an online store") prune nothing
        stages = _serves_needs(stages, wf, request, needs)
    return [step_from_stage(stage, wf["id"], language) for stage in without_own_work(stages, work)]


def _partial_steps(wf: dict, language: str, request: str) -> list[dict]:
    """A job that only partly matches the nearest workflow: its stages the request's words ask for, inside
    research and review steps, rather than the whole of another job's plan."""
    want = _tokens(request)
    asked = categories_asked(request.lower())
    kept = [
        step_from_stage(stage, wf["id"], language)
        for stage in wf["stages"]
        if not stage.get("optional") and (stage["category"] in asked or want & _tokens(f"{stage['en']} {stage['ko']}"))
    ]
    if len(kept) >= len(wf["stages"]) - 1:
        return kept
    phrases = load_json("offline_phrases")["generic_plan"]
    lang = "ko" if language == "ko" else "en"
    # research only when the request asks for it or little else is known: an unasked research step is padding
    wants_research = "research" in asked and not any(s["category"] == "research" for s in kept)
    head = [_generic(phrases["research"], lang)] if wants_research or len(kept) < 2 else []
    middle = kept or [_generic(phrases["draft"], lang)]
    return head + middle + [_generic(phrases["review"], lang)]


def _clause_steps(wf: dict, part: str, language: str, request: str, words: str | None = None) -> list[dict]:
    """What a second deliverable adds: the stages of its job that the part asks for ("온라인 신청서": the form,
    not the event's other stages), at most three. `words` narrows the match ("website" of "a class website")."""
    asked = categories_asked(part.lower())
    want = _prefixes(words or part, set())  # by short stems: "quizzes" asks for the "quiz" stage
    picked = [
        stage
        for stage in wf["stages"]
        if (not stage.get("optional") or _asked_for(stage, request, wf))
        and (stage["category"] in asked or want & _prefixes(f"{stage['en']} {stage['ko']}", set()))
    ]
    return [step_from_stage(stage, wf["id"], language) for stage in picked[:3]]


def _item_steps(
    part: str,
    matches: list[tuple[dict, float]],
    used: list[str],
    language: str,
    request: str,
    near: list[tuple[dict, float]] = (),
    steps: list[dict] = (),
):
    """(workflow, steps) for one item of a stated list of needs. The item is named by its last word ("a class
    website" is a website, not a class), so the first close job with a stage for that word serves it; else the
    closest job's stages for any of the item's words. Written things come with the job's writing stage first
    ("parent emails": write the notice, then send it). A thing made for a place ("titles" for a YouTube channel)
    is looked for first among the jobs near the whole request, and in a stage that makes it, not one that
    uploads it: the item alone reads like any job with titles (a marketplace's bulk product titles)."""
    close = [wf for wf, score in matches[:3] if score >= CLAUSE_MATCH and wf["id"] not in used]
    near_jobs = [wf for wf, score in near if score >= WEAK_MATCH and wf["id"] not in used]
    close = near_jobs or close  # the item alone is not the context: "titles" of a channel, not a marketplace's
    head = part.split()[-1] if part.split() else part

    def making(wf: dict) -> list[dict]:
        found = _clause_steps(wf, part, language, request, head)
        if not near:
            return found
        return [st for st in found if st["category"] not in OUTLET_KINDS and not _duplicate(_as_stage(st), steps)]

    found = next(((wf, st) for wf in close if (st := making(wf))), None)
    if found is None and close and not near:
        found = (close[0], _clause_steps(close[0], part, language, request))
    if found is None or not found[1]:
        return None
    wf, steps = found
    first = wf["stages"][0]
    if first["category"] in PRE_PRODUCTION and first.get("id") not in {s["stage_id"] for s in steps}:
        steps = [step_from_stage(first, wf["id"], language), *steps][:3]
    return wf, steps


@lru_cache(maxsize=1)
def _stage_word_counts() -> dict[str, int]:
    counts: dict[str, int] = {}
    for wf in load_workflows():
        for stage in wf["stages"]:
            for token in _tokens(f"{stage['en']} {stage['ko']} {stage['query']}"):
                counts[token] = counts.get(token, 0) + 1
    return counts


def _stage_for(category: str, request: str, prefer: list[str]) -> tuple[dict, str] | None:
    """The stage of that kind that best fits the request, from the top workflows first. Shared words count by
    how rare they are among stages: "신청서" says more about a sign-up form than "온라인" does about a quiz."""
    want = _tokens(request)
    counts = _stage_word_counts()
    best, best_key = None, None
    for wf in load_workflows():
        for stage in wf["stages"]:
            if stage["category"] != category:
                continue
            shared = want & _tokens(f"{stage['en']} {stage['ko']} {stage['query']}")
            key = (wf["id"] in prefer, round(sum(1 / counts.get(t, 1) for t in shared), 6))
            if best_key is None or key > best_key:
                best, best_key = (stage, wf["id"]), key
    return best


def _item_step(item: str, language: str) -> dict:
    """A step for a listed need that no workflow stage serves ("Google Maps listing"): the need in the request's
    words, with the kind of tool those words ask for."""
    phrase = load_json("offline_phrases")["need_item_step"]["ko" if language == "ko" else "en"]
    words = re.sub(r"^(?:an?|the|some)\s+", "", item.strip(), flags=re.I)
    if re.match(r"[A-Za-z]+ing\b", words) or re.search(r"(?:하기|확인|정리|관리)$", words):
        return {**derive_step(words[:1].upper() + words[1:], language), "origin": "request"}  # already says what to do
    return {**derive_step(phrase.format(item=words), language), "origin": "request"}


def _shares_words(stage: dict, request: str) -> bool:
    return bool(_tokens(request) & _tokens(f"{stage['en']} {stage['ko']} {stage['query']}"))


def _order(steps: list[dict]) -> list[dict]:
    """Publishing-type stages of a composed plan go last; otherwise the workflows' own order stays."""
    last = [s for s in steps if (s.get("stage_id") or "").split("-")[0] in LAST_STAGE_IDS]
    return [s for s in steps if s not in last] + last


def generic_steps(request: str, language: str) -> list[dict]:
    """Research, make (one step per kind of work the request asks for), review, share."""
    phrases = load_json("offline_phrases")["generic_plan"]
    lang = "ko" if language == "ko" else "en"
    asked = categories_asked(request.lower())
    steps = [_generic(phrases["research"], lang)] if "research" in asked or len(asked) < 2 else []
    made = 0
    for category in asked:
        found = _stage_for(category, request, [])
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


def _add_parts(
    steps: list[dict],
    used: list[str],
    ranked: list[tuple[dict, float]],
    understanding: dict,
    clause_matches: list[list[tuple[dict, float]]],
    request: str,
    language: str,
) -> None:
    """Add (in place) the stages a request's other parts ask for: each item of a stated list of needs, and each
    other deliverable named by its job's own words ("a poster and an online sign-up form")."""
    parts = understanding.get("clauses") or []
    own = understanding.get("own_work") or {}
    kinds = {s["category"] for s in steps}
    items = set(need_items(request))
    # things made for a place the person runs ("thumbnails and titles for my channel") belong with its jobs
    near = ranked if (understanding.get("deliverable") or {}).get("for") else []
    for part, matches in zip(parts, clause_matches, strict=False):
        matches = rank_workflows(matches, understanding, whole=False)
        if part in items:
            # an item the person listed gets its stages unless a step already does it
            if _prefixes(part, set()) & _prefixes(" ".join(s["text"] for s in steps), set()):
                continue
            found = _item_steps(part, matches, used, language, request, near, steps)
        elif matches and matches[0][1] >= CLAUSE_MATCH and matches[0][0]["id"] not in used:
            found = (matches[0][0], _clause_steps(matches[0][0], part, language, request))
            found = found if keyword_hits(found[0], part) else None
        else:
            found = None
        if not found:
            step = _item_step(part, language) if part in items else None
            if step and step["category"]:
                steps.append(step)  # a need no job's stage serves, in its own words, when they say its kind
            continue
        wf, made = found
        made = without_own_work(made, own, keep_min=0)
        # a second deliverable is work of another kind: a stage of a kind the plan already has repeats it
        new = [s for s in made if not _duplicate(_as_stage(s), steps) and (part in items or s["category"] not in kinds)]
        if new:
            steps += new
            used.append(wf["id"])


def _main_from_parts(
    ranked: list[tuple[dict, float]],
    understanding: dict,
    clause_matches: list[list[tuple[dict, float]]],
    request: str,
) -> list[tuple[dict, float]]:
    """For a request of several parts, the nearest job to the whole request leads only when it is a part's
    job or the request names it. Otherwise it is a blend of the parts' words ("a newsletter" + "class
    bookings" read as teaching a class online), and the first part whose own job the request names leads."""
    if not ranked or len(clause_matches) < 2 or keyword_hits(ranked[0][0], request):
        return ranked
    tops = [rank_workflows(matches, understanding, whole=False)[0] for matches in clause_matches if matches]
    if any(wf["id"] == ranked[0][0]["id"] for wf, _ in tops):
        return ranked
    named = [(wf, score) for wf, score in tops if score >= CLAUSE_MATCH and keyword_hits(wf, request)]
    if not named:
        return ranked
    lead = named[0]
    return [lead] + [(wf, score) for wf, score in ranked if wf["id"] != lead[0]["id"]]


def _named_over_unnamed(ranked: list[tuple[dict, float]], request: str) -> list[tuple[dict, float]]:
    """When the nearest job is only partly this one (below FULL_MATCH, none of its names in the request), a close
    job the request names in its own words leads instead of a partial plan padded with research and review
    ("book online" and "SMS reminders" had got a therapist's website plan cut down to its booking stage)."""
    if not ranked or ranked[0][1] >= FULL_MATCH or keyword_hits(ranked[0][0], request):
        return ranked
    named = next(((wf, sc) for wf, sc in ranked[1:3] if sc >= WEAK_MATCH and job_name_hits(wf, request)), None)
    return [named] + [p for p in ranked if p is not named] if named else ranked


def compose(
    request: str,
    language: str,
    understanding: dict,
    ranked: list[tuple[dict, float]],
    clause_matches: list[list[tuple[dict, float]]],
) -> tuple[list[dict], list[str]]:
    """(steps, ids of the workflows used). `request` is the job text (constraints taken out)."""
    ranked = _named_over_unnamed(_main_from_parts(ranked, understanding, clause_matches, request), request)
    if not ranked or ranked[0][1] < WEAK_MATCH:
        steps, used = generic_steps(request, language), []
    elif ranked[0][1] < FULL_MATCH and not keyword_hits(ranked[0][0], request):
        steps, used = _partial_steps(ranked[0][0], language, request), [ranked[0][0]["id"]]
    else:
        main = ranked[0][0]
        steps = _workflow_steps(main, language, request, understanding.get("own_work") or {})
        used = [main["id"]] if steps else []
    own = understanding.get("own_work") or {}
    _add_parts(steps, used, ranked, understanding, clause_matches, request, language)
    if len(steps) < 2 and ranked and ranked[0][1] >= WEAK_MATCH:
        # the listed needs found (almost) no stages: the nearest job's plan rather than a one-step one
        steps = _workflow_steps(ranked[0][0], language, "", own)
        used = [ranked[0][0]["id"]]
    added = 0
    covered_text = " ".join(s["text"].lower() for s in steps)
    material = (understanding.get("deliverable") or {}).get("from") or ""
    unmade = beyond_own_work(request).replace(material, " ") if len(material) > 3 else beyond_own_work(request)
    unmade = without_inabilities(unmade)  # "디자인 감각이 없어요" asks for no design step
    for category, words in categories_asked(unmade.lower()).items():  # "my newsletter issues" asks for no newsletter
        if added >= MAX_ADDED or any(s.get("category") == category for s in steps):
            continue
        if any(word_in(covered_text, w) for w in words):
            continue
        found = _stage_for(category, request, used)
        if found and found[1] not in used and not _shares_words(found[0], request):
            found = None  # another job's stage that shares no word with the request ("log transactions") is not it
        stage = found[0] if found else kind_stage(category, words)
        if stage and without_own_work([stage], own, keep_min=0):
            # made before it goes out: a step that makes something comes before the plan's publishing steps
            outlets = [i for i, s in enumerate(steps) if s.get("category") in OUTLET_KINDS]
            at = outlets[0] if outlets and category not in OUTLET_KINDS else len(steps)
            steps.insert(at, step_from_stage(stage, found[1] if found else None, language, origin="request"))
            added += 1
    steps = _named_steps(steps, understanding, language)
    steps = ad_step(steps, understanding, language)
    steps = read_where_kept(steps, understanding, language)
    steps = transcribe_first(steps, understanding, language)
    return _order(steps)[:MAX_STEPS], used


def _as_stage(step: dict) -> dict:
    return {"id": step.get("stage_id"), "en": step["text"], "ko": step["text"], "query": step.get("query", ""), **step}


SELLING_KINDS = {"ecommerce", "publishing"}
POSTING_WORDS = (
    r"\b(?:post|share|upload|publish|promote|schedule|run|grow|launch|start)|올리|게시|공유|업로드|홍보|운영|발행|시작"
)
SELLING_WORDS = r"\b(?:list|sell|publish|release)|판매|등록|출간|발행|올리"


def _named_steps(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """A named tool or platform whose kind no step needs gets a step of its own ("list it on Etsy", "announce it
    on KakaoTalk": a platform named for where the work goes is a step when the plan has none of its kind)."""
    phrases = load_json("offline_phrases")["named_step"]
    lang = "ko" if language == "ko" else "en"
    holds_material = tools_named_in(said_of_own_work(understanding.get("job_text", "")))
    for tool_id in understanding.get("named_tools") or []:
        entry = catalog_by_id().get(tool_id)
        if not entry or tool_id in holds_material or any(serves(tool_id, s.get("category")) for s in steps):
            continue  # it holds what the person made ("노션에 정리한 기록"), or a step of the plan is its work
        if "shop" in (understanding.get("own_work") or {}) and entry["category"] in ("ecommerce", "publishing"):
            continue  # the store the person runs is already there ("my Etsy shop sells ..."): no listing step
        if entry["category"] == "social-media" and not re.search(
            POSTING_WORDS, understanding.get("job_text", ""), re.I
        ):
            continue  # a platform the work is for ("a LinkedIn headshot") is not a request to post there
        template = phrases.get(entry["category"], phrases["_default"])[lang]
        # where the work is sold is one step: a named marketplace takes the plan's own selling step ("list it on
        # e-book stores" when the person said Gumroad) instead of a second listing step beside it
        selling = [
            i
            for i, s in enumerate(steps)
            if entry["category"] in SELLING_KINDS
            and s.get("category") in SELLING_KINDS
            and re.search(SELLING_WORDS, s["text"], re.I)
        ]
        at = selling[-1] if selling else len(steps)
        steps[at : at + 1 if selling else at] = [
            {
                "text": template.format(name=entry["name"]),
                "workflow_id": None,
                "stage_id": f"named-{tool_id}",
                "category": entry["category"],
                "query": entry["description"][:120],
                "optional": False,
                "origin": "named",
            }
        ]
    return steps
