"""Offline plan composition: the job's workflow, a second deliverable's stages, the request's own asks.

1. Workflows are ranked on the job (the request without its constraint phrases), kept on the person's side
   of a two-sided job (an employer's request never gets the job-seeker's plan).
2. A request with a second deliverable ("a poster and an online sign-up form") adds the stages of the
   workflow that clause matches, without the stages the plan already has.
3. Optional stages stay only when the request asks for them; a kind of work the request names and no step
   covers (music in a video request) gets the stage that does it; a named tool or platform whose kind no
   step needs gets a step of its own.
4. A job no workflow covers is decomposed from the request's own asks around research, make, review and
   publish: never another job's plan.
"""

from __future__ import annotations

import re

from graph.own_work import PRE_PRODUCTION, without_own_work
from graph.plan_steps import GENERIC_WORDS, categories_asked, meaningful_tokens, step_from_stage, word_in
from graph.understanding import rank_workflows
from knowledge.catalog import catalog_by_id, load_workflows
from prompts import load_json

STRONG_MATCH = 0.55
WEAK_MATCH = 0.42
FULL_MATCH = 0.6  # below this the nearest job is only partly this one: keep the stages the request asks for
CLAUSE_MATCH = 0.5  # a clause's own workflow must match at least this well to add its stages
MAX_STEPS = 8
MAX_ADDED = 2
LAST_STAGE_IDS = ("publish", "upload", "share", "launch", "distribute", "release", "post", "promote", "send")


def _tokens(text: str) -> set[str]:
    return set(meaningful_tokens(text)) - GENERIC_WORDS


def _asked_for(stage: dict, request: str) -> bool:
    """Whether the request mentions what an optional stage does, in the stage's own words (a request for a
    sign-up form does not ask for the event's feedback survey, though both are forms)."""
    return bool(_tokens(f"{stage['en']} {stage['ko']}") & _tokens(request))


def _duplicate(stage: dict, steps: list[dict]) -> bool:
    words = _tokens(f"{stage['en']} {stage['query']}")
    for step in steps:
        if step.get("stage_id") and step["stage_id"] == stage.get("id"):
            return True
        if step.get("category") == stage["category"] and (words & _tokens(f"{step['text']} {step.get('query', '')}")):
            return True
    return False


NEEDS = re.compile(
    r"\b(?:i need|help (?:me )?with)\b(?P<en>[^.;]*?(?:,|\band\b)[^.;]*)"
    r"|(?P<ko>[^.?!]*?(?:,|와|과|랑|하고)[^.?!]*?)(?:이|가)?\s*(?:필요해|필요합니다|도와\s*주)",
    re.I,
)


def stated_needs(request: str) -> str | None:
    """The list of things the request says it needs ("I need pixel-art sprites, a few sound effects and a music
    loop", "대본, 자막, 썸네일이 필요해요"), or None when it names the job without listing its parts."""
    m = NEEDS.search(request or "")
    if not m:
        return None
    needs = m.group("en") or m.group("ko")
    items = [i.split() for i in re.split(r",|\band\b|\bor\b|와 |과 |랑 |하고 ", needs) if i.strip()]
    # a list of parts is a few short items; a long one, or one with its own subject ("and I want guests to
    # book"), is a sentence about the job, not a part of it
    short = all(len(i) <= 8 and i[0].lower() not in ("i", "we", "you", "they", "it") for i in items)
    return needs if len(items) >= 2 and short else None


def _prefixes(text: str, drop: set[str]) -> set[str]:
    return {t[:4] if t.isascii() else t for t in _tokens(text) if t not in drop}


def _serves_needs(stages: list[dict], wf: dict, request: str, needs: str) -> list[dict]:
    """The stages that serve a need the request lists, plus the job's first planning stage. Words that only name
    the job ("game" in a game-jam request) say nothing about which of its stages are wanted."""
    job_words = _tokens(" ".join(wf["keywords"] + wf["keywords_ko"]))
    asked = categories_asked(needs.lower())
    want = _prefixes(request, job_words)
    kept = [
        stage
        for i, stage in enumerate(stages)
        if stage["category"] in asked
        or want & _prefixes(f"{stage['en']} {stage['ko']}", job_words)
        or (i == 0 and stage["category"] in PRE_PRODUCTION)
    ]
    return kept if len(kept) >= 2 else stages


def _workflow_steps(wf: dict, language: str, request: str, work: dict[str, str]) -> list[dict]:
    stages = [stage for stage in wf["stages"] if not stage.get("optional") or _asked_for(stage, request)]
    needs = stated_needs(request)
    if needs and not keyword_hits(wf, needs):  # needs that name the job itself ("I need a website") prune nothing
        stages = _serves_needs(stages, wf, request, needs)
    return [step_from_stage(stage, wf["id"], language) for stage in without_own_work(stages, work)]


def keyword_hits(wf: dict, request: str) -> list[str]:
    """The workflow's own names for its job that the request uses ("쇼츠", "newsletter"): it is this job."""
    low = request.lower()
    return [k for k in wf["keywords"] + wf["keywords_ko"] if len(k) >= 2 and word_in(low, k.lower())]


def _covered_by(part: str, workflow_id: str) -> bool:
    wf = next((w for w in load_workflows() if w["id"] == workflow_id), None)
    if wf is None:
        return False
    words = _tokens(
        " ".join(f"{s['en']} {s['ko']}" for s in wf["stages"]) + " " + " ".join(wf["keywords_ko"] + wf["keywords"])
    )
    return bool(_tokens(part) & words)


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


def _clause_steps(wf: dict, part: str, score: float, language: str, request: str) -> list[dict]:
    """What a second deliverable adds: the stages of its job that the part asks for ("온라인 신청서": the form,
    not the event's other stages), at most three."""
    asked = categories_asked(part.lower())
    want = _tokens(part)
    picked = [
        stage
        for stage in wf["stages"]
        if stage["category"] in asked or len(want & _tokens(f"{stage['en']} {stage['ko']}")) >= 1
    ]
    return [step_from_stage(stage, wf["id"], language) for stage in picked[:3]]


def _stage_for(category: str, request: str, prefer: list[str]) -> tuple[dict, str] | None:
    """The stage of that kind that best fits the request, from the top workflows first."""
    want = _tokens(request)
    best, best_key = None, None
    for wf in load_workflows():
        for stage in wf["stages"]:
            if stage["category"] != category:
                continue
            key = (wf["id"] in prefer, len(want & _tokens(f"{stage['en']} {stage['ko']} {stage['query']}")))
            if best_key is None or key > best_key:
                best, best_key = (stage, wf["id"]), key
    return best


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


def compose(
    request: str,
    language: str,
    understanding: dict,
    ranked: list[tuple[dict, float]],
    clause_matches: list[list[tuple[dict, float]]],
) -> tuple[list[dict], list[str]]:
    """(steps, ids of the workflows used). `request` is the job text (constraints taken out)."""
    if not ranked or ranked[0][1] < WEAK_MATCH:
        steps, used = generic_steps(request, language), []
    elif ranked[0][1] < FULL_MATCH and not keyword_hits(ranked[0][0], request):
        steps, used = _partial_steps(ranked[0][0], language, request), [ranked[0][0]["id"]]
    else:
        main = ranked[0][0]
        steps, used = _workflow_steps(main, language, request, understanding.get("own_work") or {}), [main["id"]]
    parts = understanding.get("clauses") or []
    own = understanding.get("own_work") or {}
    kinds = {s["category"] for s in steps}
    for part, matches in zip(parts, clause_matches, strict=False):
        matches = rank_workflows(matches, understanding)
        if not matches or matches[0][1] < CLAUSE_MATCH or matches[0][0]["id"] in used:
            continue
        if not keyword_hits(matches[0][0], part):
            continue
        wf = matches[0][0]
        made = without_own_work(_clause_steps(wf, part, matches[0][1], language, request), own, keep_min=0)
        # a second deliverable is work of another kind: a stage of a kind the plan already has repeats it
        new = [s for s in made if not _duplicate(_as_stage(s), steps) and s["category"] not in kinds]
        if new:
            steps += new
            used.append(wf["id"])
    added = 0
    covered_text = " ".join(s["text"].lower() for s in steps)
    for category, words in categories_asked(request.lower()).items():
        if added >= MAX_ADDED or any(s.get("category") == category for s in steps):
            continue
        if any(word_in(covered_text, w) for w in words):
            continue
        found = _stage_for(category, request, used)
        if found and without_own_work([found[0]], own, keep_min=0):
            steps.append(step_from_stage(found[0], found[1], language, origin="request"))
            added += 1
    steps = _named_steps(steps, understanding, language)
    return _order(steps)[:MAX_STEPS], used


def _as_stage(step: dict) -> dict:
    return {"id": step.get("stage_id"), "en": step["text"], "ko": step["text"], "query": step.get("query", ""), **step}


def _named_steps(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """A named tool or platform whose kind no step needs gets a step of its own ("list it on Etsy", "announce it
    on KakaoTalk": a platform named for where the work goes is a step when the plan has none of its kind)."""
    phrases = load_json("offline_phrases")["named_step"]
    lang = "ko" if language == "ko" else "en"
    for tool_id in understanding.get("named_tools") or []:
        entry = catalog_by_id().get(tool_id)
        if not entry or any(s.get("category") == entry["category"] for s in steps):
            continue
        template = phrases.get(entry["category"], phrases["_default"])[lang]
        steps.append(
            {
                "text": template.format(name=entry["name"]),
                "workflow_id": None,
                "stage_id": f"named-{tool_id}",
                "category": entry["category"],
                "query": entry["description"][:120],
                "optional": False,
                "origin": "named",
            }
        )
    return steps
