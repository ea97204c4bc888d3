"""The request's other parts: each item of a stated list of needs, and each other deliverable its own words name
("a poster and an online sign-up form"), get the stages of their own job; a need no job's stage serves gets a
step in its own words; nothing the plan already has is added twice.
"""

from __future__ import annotations

import re

from graph.brains.ask_plan import asks_undone, starts_the_other
from graph.brains.own_asks import ask_sentences
from graph.brains.stage_words import (
    CLAUSE_MATCH,
    OUTLET_KINDS,
    WEAK_MATCH,
    as_stage,
    asked_for,
    repeats_a_step,
    word_prefixes,
)
from graph.own_work import PRE_PRODUCTION, without_own_work
from graph.plan_steps import categories_asked, derive_step, keyword_hits, step_from_stage
from graph.request_parts import need_items
from graph.understanding import OUTLETS
from graph.workflow_ranking import COUNTERPART, PAIRED, rank_workflows
from prompts import load_json


def clause_steps(wf: dict, part: str, language: str, request: str, words: str | None = None) -> list[dict]:
    """What a second deliverable adds: the stages of its job that the part asks for ("온라인 신청서": the form,
    not the event's other stages), at most three. `words` narrows the match ("website" of "a class website")."""
    asked = categories_asked(part.lower())
    want = word_prefixes(words or part, set())  # by short stems: "quizzes" asks for the "quiz" stage
    picked = [
        stage
        for stage in wf["stages"]
        if (not stage.get("optional") or asked_for(stage, request, wf))
        and (stage["category"] in asked or want & word_prefixes(f"{stage['en']} {stage['ko']}", set()))
    ]
    return [step_from_stage(stage, wf["id"], language) for stage in picked[:3]]


def item_steps(
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
        found = clause_steps(wf, part, language, request, head)
        if not near:
            return found
        return [st for st in found if st["category"] not in OUTLET_KINDS and not repeats_a_step(as_stage(st), steps)]

    found = next(((wf, st) for wf in close if (st := making(wf))), None)
    if found is None and close and not near:
        found = (close[0], clause_steps(close[0], part, language, request))
    if found is None or not found[1]:
        return None
    wf, steps = found
    first = wf["stages"][0]
    if first["category"] in PRE_PRODUCTION and first.get("id") not in {s["stage_id"] for s in steps}:
        steps = [step_from_stage(first, wf["id"], language), *steps][:3]
    return wf, steps


def item_step(item: str, language: str) -> dict:
    """A step for a listed need that no workflow stage serves ("Google Maps listing"): the need in the request's
    words, with the kind of tool those words ask for."""
    phrase = load_json("offline_phrases")["need_item_step"]["ko" if language == "ko" else "en"]
    words = re.sub(r"^(?:an?|the|some)\s+", "", item.strip(), flags=re.I)
    if re.match(r"[A-Za-z]+ing\b", words) or re.search(r"(?:하기|확인|정리|관리)$", words):
        return {**derive_step(words[:1].upper() + words[1:], language), "origin": "request"}  # already says what to do
    return {**derive_step(phrase.format(item=words), language), "origin": "request"}


# a clause that reports what other people ask or say: "guests keep asking the same questions (…)", "손님들이 자꾸
# … 물어봐요"
OTHERS_ASK = re.compile(
    r"\b(?:keep|kept|always|often|constantly)\s+(?:asking|ask|emailing|calling|messaging)\b|\basking\s+(?:me|us)\b|"
    r"(?:자꾸|계속|맨날|매번|자주)\s*(?:\S+\s+){0,3}?(?:물어|묻|문의하|연락하)",
    re.I,
)


def add_parts(
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
    first = list(steps)  # the plan before any part is added: the kinds a part's stages may not repeat
    items = set(need_items(request))
    # things made for a place the person runs ("thumbnails and titles for my channel") belong with its jobs
    near = ranked if (understanding.get("deliverable") or {}).get("for") else []
    # whose side the plan is on: a clause of a photographer's request ("a 30% deposit") is not a tenant's job
    sides = {understanding.get("role"), ranked[0][0].get("role") if ranked else None} - {None}
    asking = ask_sentences(request, language)
    for part, matches in zip(parts, clause_matches, strict=False):
        matches = rank_workflows(matches, understanding, whole=False)
        matches = [(wf, sc) for wf, sc in matches if not sides or on_sides(wf, sides)]
        if part in items:
            # an item the person listed gets its stages unless a step already does it
            if word_prefixes(part, set()) & word_prefixes(" ".join(s["text"] for s in steps), set()):
                continue
            if not asks_undone([item_step(part, language)], steps):
                continue  # "a plot application form": the plan's sign-up form does it, no grant application
            found = item_steps(part, matches, used, language, request, near, steps)
        elif _a_step_says(part, steps) and not _kindless_ask_of_a_named_job(part, steps, matches, used):
            continue  # "automatic follow-up texts after each job" is a step in its own words: no meeting's recap
        elif OTHERS_ASK.search(part):
            continue  # "clients keep asking … (can you play our song)": what others ask about is no job of its own
        elif not _in(part, asking):
            continue  # "The crew is unpaid, money is short": a part of a sentence that asks nothing names no job to add
        elif _new_job(matches, used):
            job = matches[0][0]
            found = (job, clause_steps(job, part, language, request))
            if len(found[1]) < 2 and any(_kindless_ask_of(part, s, job) for s in steps):
                # "local work from people nearby" names the job and none of its stages: its first ones
                core = [st for st in job["stages"] if not st.get("optional")][:3]
                found = (job, [step_from_stage(st, job["id"], language) for st in core])
            found = found if keyword_hits(job, part) else None
        else:
            found = None
        if not found:
            step = item_step(part, language) if part in items else None
            if step and step["category"]:
                steps.append(step)  # a need no job's stage serves, in its own words, when they say its kind
            continue
        wf, made = found
        hits = keyword_hits(wf, part)
        if hits and _the_plans_job_says(hits, used, ranked):
            continue
        made = without_own_work(made, own, keep_min=0)
        # a second deliverable is work of another kind: a stage of a kind the plan already has repeats it (not the
        # kind of the ask its stages take the place of)
        replaced = [s for s in steps if _kindless_ask_of(part, s, wf)]  # the part said as an ask of its own
        kept = [s for s in steps if s not in replaced]
        others = {s["category"] for s in first if s not in replaced}
        new = [
            s for s in made if not repeats_a_step(as_stage(s), kept) and (part in items or s["category"] not in others)
        ]
        if new:
            # "I want local work from people nearby": the ask said in its own words, with no kind of
            # tool, gives way to the stages of the job its words name
            made_kinds = {s["category"] for s in new} | {None, "llm-assistant"}
            steps[:] = [s for s in steps if not (s in replaced and s["category"] in made_kinds)]
            steps += new
            used.append(wf["id"])


def _the_plans_job_says(hits: list[str], used: list[str], ranked: list[tuple[dict, float]]) -> bool:
    """Whether the names of the job the plan is for already say the words that name a part's job: a voice actor's
    "voice demo" is the demo-reel job's, not an audiobook's ("voice narrator"); words its description says in passing
    ("a QR code to your online shop") name no job of it."""
    main = next((wf for wf, _ in ranked if used and wf["id"] == used[0]), None)
    if not main:
        return False
    said = " ".join([main["title"], main["title_ko"], *main["keywords"], *main["keywords_ko"]]).lower()
    return all(re.search(rf"\b{re.escape(h.lower())}", said) for h in hits)


def _in(part: str, text: str) -> bool:
    """Whether a part of the request is said in this text (spacing and case aside)."""
    return " ".join(part.lower().split()) in " ".join(text.lower().split())


def _new_job(matches: list[tuple[dict, float]], used: list[str]) -> bool:
    """Whether a part's nearest job is close enough to be a job of its own and not yet in the plan."""
    return bool(matches) and matches[0][1] >= CLAUSE_MATCH and matches[0][0]["id"] not in used


def _kindless_ask_of(part: str, step: dict, job: dict | None = None) -> bool:
    """A step that is this part of the request in its own words, with no kind of tool its words say, or (given the
    job the part names) a kind one of that job's stages does: "꿀은 택배로도 팔기" is the selling job's store stage,
    which its other stages (product photos, a detail page) go with."""
    # a place the work goes out to (a shop, a channel) is a job with its own making stages; a making ask ("Reels that
    # show the shop") is that work itself, which another job's template would only pad
    kinds = {None, "llm-assistant"} | ({st["category"] for st in job["stages"]} & OUTLETS if job else set())
    return (
        step.get("origin") == "request"
        and not step.get("stage_id")
        and step.get("category") in kinds
        and _says_in_its_words(part, step)
    )


def _kindless_ask_of_a_named_job(
    part: str, steps: list[dict], matches: list[tuple[dict, float]], used: list[str]
) -> bool:
    """Whether the step saying this part is a kindless ask and the part names a job of its own not in the plan."""
    return (
        _new_job(matches, used)
        and bool(keyword_hits(matches[0][0], part))
        and any(_kindless_ask_of(part, s, matches[0][0]) for s in steps)
    )


def _a_step_says(part: str, steps: list[dict]) -> bool:
    """Whether a step of the plan says this part of the request in its own words (most of its words)."""
    return any(_says_in_its_words(part, s) for s in steps)


def _says_in_its_words(part: str, step: dict) -> bool:
    """Whether a step's text says most of the words of this part of the request (two words at least)."""
    want = word_prefixes(part, set())
    return len(want) >= 2 and len(want & word_prefixes(step["text"], set())) >= 0.8 * len(want)


def on_sides(wf: dict, sides: set[str]) -> bool:
    """Whether a job is of no side of a two-sided job, or of one of these sides."""
    return wf.get("role") not in PAIRED or wf["role"] in sides


def own_side(ranked: list[tuple[dict, float]], role: str | None) -> list[tuple[dict, float]]:
    """A person who said their side (a tutor, a landlord, a buyer) gets no job of another side, as the plan's lead or as
    the near jobs its asks take stages from: a tutor's "수학 문제 변형하기" had taken a parent's homework-help stages
    (an AI tutor, flashcards). Unchanged when no job of their side or of no side is near."""
    if role not in PAIRED and role != "buyer":
        return ranked
    # the counterpart's jobs already rank far behind (COUNTERPART_PENALTY), and one may be this side's work made
    # for them (a teacher makes the students' flashcards); a third side's job is another job, and a buyer (of a
    # building with tenants) is neither its landlord nor a tenant yet
    sides = {role, COUNTERPART.get(role)} if role in PAIRED else set()
    kept = [(wf, sc) for wf, sc in ranked if on_sides(wf, sides)]
    return kept if kept and kept[0][1] >= WEAK_MATCH else ranked


def main_from_parts(
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
    side = understanding.get("role") or ranked[0][0].get("role")
    # a close job that the sentence introducing the person's own footage or recordings names fits every part
    # ("캠핑 브이로그를 찍고 있어요 … 편집이랑 자막, 썸네일": the vlog job), where a part's own job fits that part
    # (the thumbnail job had led, and editing and subtitles trailed); "My Etsy shop sells candles" introduces
    # a shop, not work of the person's own to finish
    footage = set(understanding.get("own_work") or {}) & {"filming", "recording", "photos"}
    said = f"{understanding.get('intro') or ''} {request}" if footage else ""
    whole = [
        (wf, score)
        for wf, score in ranked[:3]
        if said and keyword_hits(wf, said) and score >= CLAUSE_MATCH and (side not in PAIRED or on_sides(wf, {side}))
    ]
    if whole:
        return [whole[0]] + [(wf, score) for wf, score in ranked if wf["id"] != whole[0][0]["id"]]
    tops = [rank_workflows(matches, understanding, whole=False)[0] for matches in clause_matches if matches]
    if any(wf["id"] == ranked[0][0]["id"] for wf, _ in tops):
        return ranked
    # a part's job of another side does not lead either: a tutor's "수학 문제" is not a parent's homework help
    named = [
        (wf, score)
        for wf, score in tops
        if score >= CLAUSE_MATCH and keyword_hits(wf, request) and (side not in PAIRED or on_sides(wf, {side}))
    ]
    if not named:
        return ranked
    lead = named[0]
    return [lead] + [(wf, score) for wf, score in ranked if wf["id"] != lead[0]["id"]]


# a step that sends or posts a thing the person said ("주민 공지를 카톡으로 보내기", "Email members the update")
SENDS_KO = re.compile(r"(?:보내|올리|공유하|게시하|발송하|알리)기$")
SENDS_EN = re.compile(r"^(?:send|post|share|email|announce|text)\b", re.I)
SENT_BY = {"customer-support", "email-marketing", "social-media", "publishing"}
MAKES = {"writing", "llm-assistant", "design"}


def made_before_sent(steps: list[dict]) -> list[dict]:
    """A thing made (the notice written) comes before the step that sends that same thing, however the person said
    them ("공지는 입주민 앱으로 내고 … 공지문은 AI로 쓰고요": written first, then sent)."""
    out = list(steps)
    for step in steps:
        made = _thing_made(step["text"]) if step.get("category") in MAKES else ""
        if not made:
            continue
        at = out.index(step)
        sending = next(
            (
                i
                for i, s in enumerate(out[:at])
                if s.get("category") in SENT_BY and _same_thing(_thing_sent(s["text"]), made)
            ),
            None,
        )
        if sending is not None:
            out.insert(sending, out.pop(at))
    return out


def _thing_sent(text: str) -> str:
    """What a sending step sends: "공지" of "주민 공지를 카톡으로 보내기", "update" of "Email members the update"."""
    if SENDS_KO.search(text):
        found = re.search(r"([가-힣A-Za-z]{2,})(?:을|를)\s", text)
        return found.group(1) if found else ""
    if SENDS_EN.match(text):
        found = re.match(r"\w+\s+(.+?)(?:\s+(?:to|on|via|by|through|in)\b.*)?$", text.strip(" ."), re.I)
        return found.group(1).split()[-1].lower() if found else ""
    return ""


def _thing_made(text: str) -> str:
    """What a making step makes: "공지문" of "공지문은 AI로 쉽게 쓰기", "update" of "Write the monthly update"."""
    found = re.search(r"([가-힣A-Za-z]{2,})(?:은|는|을|를|도)\s", text)
    if re.search(r"[가-힣]", text):
        words = text.split()
        return found.group(1) if found else (words[-2] if len(words) >= 2 else "")
    found = re.match(
        r"(?:write|draft|design|make|create)\s+(.+?)(?:\s+(?:to|for|with|about|in)\b.*)?$", text.strip(" ."), re.I
    )
    return found.group(1).split()[-1].lower() if found else ""


def _same_thing(sent: str, made: str) -> bool:
    """Korean nouns where one starts the other ("공지", "공지문"); English nouns alike but for a plural."""
    if len(sent) < 2 or len(made) < 2:
        return False
    if sent.isascii():
        return sent.rstrip("s") == made.rstrip("s")
    return starts_the_other(sent, made)
