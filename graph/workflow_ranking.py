"""How well each retrieved workflow fits the request as the understanding reads it (graph/understanding.py).

Retrieval scores a workflow by its words; a request also says who the person is (a teacher is not on the
student's side of a job), which job it names in that job's own words, and, for "turn X into Y", which job makes
Y rather than X. Both brains and every node that ranks workflows (router, planner, composer) use this one
ranking, so they agree on what the request is.
"""

from __future__ import annotations

import re

from graph.job_text import without_material
from graph.plan_steps import categories_asked, job_name_hits, stem

COUNTERPART = {
    "teacher": "student",
    "student": "teacher",
    "employer": "job-seeker",
    "job-seeker": "employer",
    "landlord": "tenant",
    "tenant": "landlord",
    "seller": "buyer",
    "buyer": "seller",
    "freelancer": "client",
    "client": "freelancer",
    "clinician": "patient",
    "patient": "clinician",
}
# how many retrieved workflows are re-ranked: the shifts below reach half a point, so the job a request's deliverable
# names may sit below the five nearest by words ("유튜브 요리 채널 썸네일": five channel jobs, then the thumbnail job)
RETRIEVED = 8
ROLE_BONUS = 0.08
LOCAL_BONUS = 0.3
NAMED_JOB_BONUS = 0.06
NAMED_PHRASE_BONUS = 0.08  # more for a Korean name of several words: retrieval misses it behind particles
DELIVERABLE_BONUS = 0.2  # the workflow the "into ..." part of a request names
MATERIAL_PENALTY = 0.3  # a workflow only the material names ("my blog posts" of "turn my blog posts into an e-book")
CONVERSION_BONUS = 0.5  # a workflow whose own name is this very conversion (made from the material)
OTHER_JOB_PENALTY = 0.1  # any other workflow, when one names the deliverable
MISSING_KIND_PENALTY = 0.1  # per kind of work the request asks for that the job has no stage of (up to two)
# a job done at one kind of place (a campground's bookings) for a request that names no such place: a nail salon's
# booking and photo wishes had found the lodging job on those words alone
OTHER_SETTING_PENALTY = 0.2
OWN_SETTING_BONUS = 0.1
COUNTERPART_PENALTY = 0.35
OTHER_ROLE_PENALTY = 0.15
# Roles that are one side of a relationship; creator, organizer and seller jobs can be anyone's.
PAIRED = {
    "teacher",
    "student",
    "parent",
    "employer",
    "job-seeker",
    "employee",
    "landlord",
    "tenant",
    "freelancer",
    "client",
    "clinician",
    "patient",
}


def _content_words(text: str) -> set[str]:
    low = text.lower()
    return {stem(w) for w in re.findall(r"[a-z]{4,}", low)} - {"from", "into", "with", "your"} | set(
        re.findall(r"[가-힣]{2,}", low)
    )


def _conversion(wf: dict, made: dict) -> int:
    """1 when a keyword of the workflow names this very conversion, -1 when its keywords say the other way
    ("podcast from newsletter" for a newsletter made from podcast episodes), else 0."""
    if _names_conversion(wf, made):
        return 1
    flipped = {"made": made["from"], "from": made["made"]}
    return -1 if _names_conversion(wf, flipped) else 0


def _names_conversion(wf: dict, made: dict) -> bool:
    """A keyword of the workflow names both what is made and what from ("podcast from newsletter" for "a podcast
    from my newsletter issues"): the job is exactly this conversion, in this direction (a newsletter made from
    podcast episodes is not it, though "newsletter podcast" names both)."""
    have_made, have_from = _content_words(made["made"]), _content_words(made["from"])
    only_made, only_from = have_made - have_from, have_from - have_made  # "여행" of 여행 기록 → 여행 에세이 is neither
    found = False
    for keyword in wf["keywords"] + wf["keywords_ko"]:
        words = _content_words(keyword)
        if not (len(words) >= 2 and words & only_made and words & only_from and words <= have_made | have_from):
            continue
        sides = _direction(keyword)
        if sides and not (_content_words(sides[0]) & only_made and _content_words(sides[1]) & only_from):
            return False  # the job goes the other way
        found = True
    return found


def _direction(keyword: str) -> tuple[str, str] | None:
    """(made, from) of a keyword that says which way: "podcast from newsletter", "blog to podcast"."""
    low = keyword.lower()
    parts = re.split(r"\s+(?:from|out of)\s+", low)
    if len(parts) == 2:
        return parts[0], parts[1]
    parts = re.split(r"\s+(?:to|into)\s+", low)
    return (parts[1], parts[0]) if len(parts) == 2 else None


def _deliverable_shift(wf: dict, made: dict | None, workflows: list[tuple[dict, float]]) -> float:
    """A "turn X into Y" request is Y's job: a bonus for the workflow Y names, a penalty for one only X names
    (graph/deliverable.py). Nothing changes when no retrieved workflow names Y."""
    way = _conversion(wf, made) if made else 0
    if way:
        return CONVERSION_BONUS if way > 0 else -MATERIAL_PENALTY  # the same conversion, the other way round
    if not made or not any(_names_made(other, made["made"]) for other, _ in workflows):
        return 0.0
    if _names_made(wf, made["made"]):
        return DELIVERABLE_BONUS
    # the job of only the material, or of only the place the work is for ("my cooking channel" of "thumbnails for
    # my cooking channel"), is not this job
    elsewhere = f"{made['from']} {made.get('for', '')}"
    return -MATERIAL_PENALTY if job_name_hits(wf, elsewhere) else -OTHER_JOB_PENALTY


def _heads(made: str) -> set[str]:
    """The head word of each thing made ("short review videos": videos; "썸네일과 제목": 썸네일, 제목)."""
    items = re.split(r",|\band\b|(?<=[가-힣])(?:와|과|랑)(?=\s)", made.lower())
    items = [re.split(r"\s(?:of|about|with|from|showing)\s", item)[0] for item in items]  # "reels of our new bread"
    return {stem(words[-1]) if words[-1].isascii() else words[-1] for item in items if (words := item.split())}


def _names_made(wf: dict, made: str) -> bool:
    """Whether the workflow's own name for its job names what is made by its head word: "short review videos"
    are videos, not the weekly review quiz job that "review" names."""
    heads = _heads(made)
    for name in job_name_hits(wf, made):
        words = name.lower().split()
        if heads & {stem(w) if w.isascii() else w for w in words} or any(h in name for h in heads if not h.isascii()):
            return True
    return False


def _missing_kinds(wf: dict, asked: set[str]) -> int:
    """How many kinds of tool the request asks for in so many words ("book and pay": booking, payments) the job
    has no stage of (a writing stage does what an assistant does, and the other way round)."""
    has = {s["category"] for s in wf["stages"]}
    if has & {"writing", "llm-assistant"}:
        has |= {"writing", "llm-assistant"}
    return len(asked - has)


def rank_workflows(
    workflows: list[tuple[dict, float]], understanding: dict, whole: bool = True
) -> list[tuple[dict, float]]:
    """Re-rank retrieved workflows by the person's side of a two-sided job, the deliverable it names, and (for
    the whole request, not one of its parts) the kinds of work it asks for."""
    role = understanding.get("role")
    job = understanding.get("job_text") or ""
    made = understanding.get("deliverable")
    asked = set(categories_asked(without_material(job, made).lower()))
    asked = asked if whole else set()
    local = bool((understanding.get("constraints") or {}).get("local_only"))
    ranked = []
    for wf, score in workflows:
        score -= MISSING_KIND_PENALTY * min(2, _missing_kinds(wf, asked))
        if not in_its_setting(wf, f"{understanding.get('intro') or ''} {job}"):
            score -= OTHER_SETTING_PENALTY
        elif wf.get("setting"):
            score += OWN_SETTING_BONUS  # the place named is this job's: it outranks the same job for any place
        names = job_name_hits(wf, job)
        if names:
            score += NAMED_JOB_BONUS  # the request uses this workflow's own name for its job ("홍보 포스터")
        if any(len(name.split()) >= 2 and not name.isascii() for name in names):
            score += NAMED_PHRASE_BONUS  # a Korean name of several words, said with its particles ("팔로워를 늘리고")
        score += _deliverable_shift(wf, made, workflows)
        if local and LOCAL_JOB.search(" ".join(wf["keywords"] + wf["keywords_ko"])):
            # "맥북 안에서만", "never leaves my laptop": a job built to work on the person's own machine fits where one
            # built on cloud tools does not, however many of its words the request shares
            score += LOCAL_BONUS
        wf_role = wf.get("role")
        if role and wf_role == role:
            score += ROLE_BONUS
        elif role and wf_role and wf_role == COUNTERPART.get(role):
            score -= COUNTERPART_PENALTY
        elif (role in PAIRED or role in ("buyer", "seller")) and wf_role in PAIRED:
            # a teacher's request is not a parent's job either; a home buyer is neither a tenant nor a landlord
            score -= OTHER_ROLE_PENALTY
        elif not role and wf_role in ("buyer", "patient", "client", "tenant"):
            # the less common side wins only when the request says so ("sign a service agreement and pay a deposit"
            # to a dog groomer is a client's booking, not a tenant's lease)
            score -= 0.05
        ranked.append((wf, round(score, 4)))
    ranked.sort(key=lambda p: -p[1])
    return _said_side_first(ranked, role)


def in_its_setting(wf: dict, text: str) -> bool:
    """Whether the request names a place of the job's setting, or the job has none (fits any place)."""
    setting = wf.get("setting")
    if not setting:
        return True
    latin = [re.escape(w) for w in setting["en"]]
    korean = "|".join(re.escape(w) for w in setting["ko"])
    # "캠핑장을", "펜션 하는데", not "캠핑장비" (camping gear): the place word ends there, or a particle follows it
    return bool(
        re.search(rf"\b(?:{'|'.join(latin)})(?:e?s)?\b", text, re.I)  # "campgrounds", not "innovation"
        or re.search(rf"(?:{korean})(?:{KO_AFTER_PLACE})?(?![가-힣])", text)
    )


KO_AFTER_PLACE = r"[은는이가을를에의도와과로만]|에서|으로|이랑|랑|하|이에요|예요|입니다|이고|인데|사장|운영"


# a job whose names say the work stays on the device (not "local shop", "private tutoring")
LOCAL_JOB = re.compile(
    r"\boffline\b|on-device|\b(?:local|private) (?:ai|llm|models?|transcription|processing)\b|로컬(?!라이)|오프라인|기기 안",
    re.I,
)
SIDE_REACH = 0.1  # how far behind a job on the person's own side may be and still lead one on another side


def _said_side_first(ranked: list[tuple[dict, float]], role: str | None) -> list[tuple[dict, float]]:
    """A person who said their side gets that side's job when it is close behind another side's: a mother looking
    for her son's tutor had been asked whether she was the tutor, the tutoring business leading by 0.016."""
    if not ranked or role not in PAIRED or ranked[0][0].get("role") in (role, None):
        return ranked
    top = ranked[0][1]
    own = next(((wf, sc) for wf, sc in ranked[1:3] if wf.get("role") == role and top - sc <= SIDE_REACH), None)
    if own is None:
        return ranked
    return [(own[0], top)] + [p for p in ranked if p[0] is not own[0]]
