"""Offline routing and planning: decisions from workflow knowledge, not from canned text.

The router scores a request by how strongly it reads like a job (action words) and how well it matches
the workflow knowledge; the planner starts from the best-matching workflow's stages in the person's
language and adapts them to what the request and the feedback say (drop, add, shorten).
"""

from __future__ import annotations

import re

from graph.brains.base import PlanRequest
from graph.brains.offline_composer import compose
from graph.brains.own_asks import ask_steps
from graph.brains.stage_words import STRONG_MATCH, WEAK_MATCH
from graph.declines import goal_of_a_decline
from graph.plan_steps import _stage_index, align, closest_stage, meaningful_tokens, names_the_job
from graph.tool_questions import asks_about_a_named_tool, asks_for_the_best_tool, ends_asking_about_a_named_tool
from graph.understanding import (
    FREE_ONLY,
    NO_CODING,
    QUESTION,
    SAYS_WANT_EN,
    asks_how_to_do_a_job,
    asks_which_tool,
    detect_role,
)
from graph.workflow_ranking import COUNTERPART
from knowledge.catalog import load_workflows
from prompts import phrase

JOB_RE = re.compile(
    r"\b(make|create|build|launch|start|write|plan|produce|set ?up|design|automate|learn|study|prepare|open|"
    r"run|grow|publish|record|edit|translate|organi[sz]e|develop|sell|market|want to|i need)\b"
    r"|만들|제작|시작|준비|하고\s*싶|싶어|싶다|계획|공부|운영|개설|출판|작성|기획|배우|열고|팔고|판매|홍보|자동화|정리|번역|녹음|편집",
    re.IGNORECASE,
)

YES_NO_RE = re.compile(
    r"(?:^|[,.]\s*)(?:can|could|may|should|is|are|do|does|will|would)\s+(?:i|we|it|they|you|this|that)\b[^.?!]*\?\s*$"
    # "Can I use songs I make on Suno's free plan in my paid course? If not, …": the first of several questions
    r"|^\s*(?:can|could|may|is|are|do|does)\s+(?:i|we|it|they|this|that)\b[^.?!]*\?"
    r"|(?:써도|해도|올려도|팔아도)\s*(?:되나요|돼요|될까요)\?\s*$",
    re.IGNORECASE,
)


VAGUE_RE = re.compile(r"\b(something|anything|stuff|whatever|things?)\b|뭔가|무언가|아무거나|이것저것", re.I)
AMBIGUOUS_MARGIN = 0.05
VAGUE_MAX_TOKENS = 15


def route(
    task: str, language: str, workflows: list[tuple[dict, float]]
) -> tuple[bool, float, str | None, str | None, list[dict]]:
    """(is_complex, confidence, clarification question, assumption, choices).

    `workflows` are ranked on the job (graph.understanding.rank_workflows). Confidence: >= 0.85 proceed,
    0.70-0.85 proceed and say the reading, < 0.70 ask with 2-3 concrete readings to pick from. High when one
    workflow clearly matches; a question when two readings are close and differ in the person's side
    (a teacher's job or a student's), or when nothing matches and the request is vague.
    """
    tokens = meaningful_tokens(task)
    if (
        asks_which_tool(task)
        or asks_about_a_named_tool(task)
        or ends_asking_about_a_named_tool(task)
        or asks_for_the_best_tool(task)
    ):
        # "Substack or beehiiv for a paid newsletter?", "Does Descript work with Korean audio?": answer, plan nothing
        return False, 0.9, None, None, []
    best = workflows[0][1] if workflows else 0.0
    margin = best - (workflows[1][1] if len(workflows) > 1 else 0.0)
    is_job = bool(JOB_RE.search(task))
    # "something for my cafe instagram" is vague; "ideally something that flags weeks where damages spike" in a
    # request of five sentences is a detail of a clear one
    vague = bool(VAGUE_RE.search(task)) and len(tokens) < VAGUE_MAX_TOKENS
    is_question = bool(QUESTION.search(task)) and not re.search(rf"(?<=[가-힣])고\s*싶|{SAYS_WANT_EN}", task, re.I)
    asks = ask_steps(task, language)  # the request's own asks, read once for the three decisions below
    # a job said before a question about a tool ("교재랑 수료증 만들어야 돼요. 캔바 써도 되나요?") is a job
    is_question = is_question and not asks_how_to_do_a_job(task) and not asks and not goal_of_a_decline(task, language)
    # "If I make music with Suno on the free plan, can I use it in my monetized videos?": a yes-or-no question
    # about doing something is answered, even though its words name a job
    yes_no = is_question and bool(YES_NO_RE.search(task))
    if is_question and (yes_no or not (is_job and best >= STRONG_MATCH)):
        return False, 0.9 if len(tokens) >= 2 else 0.6, None, None, []
    named = any(names_the_job(wf, task) for wf, sc in workflows[:3] if sc >= WEAK_MATCH)
    if workflows and not vague and not named and asks:
        # the nearest jobs are not this one ("근무하는데" had offered volunteer and staff rosters to choose from): the
        # request's own asks are the plan, and no question between two jobs it is not
        return True, 0.75, None, None, []
    title = _title(workflows[0][0], language) if workflows else task
    # two sides of one job (a teacher's or a student's): a seller's help desk and a landlord's repairs are two jobs
    sides = [wf.get("role") for wf, _ in workflows[:2]]
    two_sides = (
        len(workflows) > 1
        and margin < AMBIGUOUS_MARGIN
        and None not in sides  # a role with no counterpart is no side of a job with none
        and COUNTERPART.get(sides[0]) == sides[1]
    )
    said_side = two_sides and detect_role(task) == workflows[0][0].get("role")  # "…구해보려는 엄마인데요"
    # a side to choose only between jobs the request names: one that only shares a word ("hours") is no reading
    if two_sides and best < STRONG_MATCH + 0.1 and not said_side and names_the_job(workflows[0][0], task):
        return True, 0.6, phrase("clarify_choice", language), None, choices(workflows, language)
    if best >= STRONG_MATCH and not vague and (is_job or len(tokens) >= 1):
        confident = margin >= AMBIGUOUS_MARGIN
        confidence = min(0.97, 0.85 + (best - STRONG_MATCH)) if confident else 0.8
        return True, confidence, None, None if confident else phrase("assumption", language, title=title), []
    if best >= STRONG_MATCH or (best >= WEAK_MATCH and (is_job or len(tokens) >= 3) and not vague):
        return True, 0.75 if best < STRONG_MATCH else 0.78, None, phrase("assumption", language, title=title), []
    if not vague and len(asks) >= 2:
        return True, 0.75, None, None, []  # no job fits, but the request says its asks: plan them, ask nothing
    return True, 0.5, clarifying_question(language, workflows), None, choices(workflows, language)


def _title(wf: dict, language: str) -> str:
    return wf["title_ko" if language == "ko" else "title"]


def choices(workflows: list[tuple[dict, float]], language: str) -> list[dict]:
    """Up to three readings to pick from; picking one continues the thread with that reading added."""
    pool = [wf for wf, _ in workflows[:3]] or list(load_workflows()[:3])
    return [{"label": _title(wf, language), "task": _title(wf, language)} for wf in pool]


def clarifying_question(language: str, workflows: list[tuple[dict, float]]) -> str:
    pool = [wf for wf, _ in workflows[:3]] or list(load_workflows()[:3])
    key = "title_ko" if language == "ko" else "title"
    return phrase("clarify", language, examples=", ".join(f'"{wf[key]}"' for wf in pool))


# --- plan adaptation -------------------------------------------------------------------------------

REMOVE_RE = re.compile(
    r"(?:without|skip|no|remove|drop|don'?t need|already have)\s+(?:the\s+|a\s+|any\s+)?([\w\s-]{2,40}?)(?:[,.;]|\band\b|$)"
    r"|([\w\uac00-\ud7a3\s]{1,20}?)\s*(?:은|는|이|가)?\s*(?:빼\s*주고|빼\s*주세요|빼고|빼\s*줘|없애|지워|삭제|없이|필요\s*없|제외|이미\s*있|생략)",
    re.IGNORECASE,
)
# what a request itself says to leave out: not the verbs of work done to content ("녹음한 파일의 잡음을 없애고",
# "remove the background", "no watermark"), which REMOVE_RE also reads in a person's edit of a plan ("썸네일 없애줘")
REQUEST_REMOVE_RE = re.compile(
    r"(?:without|skip|drop|don'?t need|already have)\s+(?:the\s+|a\s+|any\s+)?([\w\s-]{2,40}?)(?:[,.;]|\band\b|$)"
    r"|([\w\uac00-\ud7a3\s]{1,20}?)\s*(?:은|는|이|가)?\s*(?:빼\s*주고|빼\s*주세요|빼고|빼\s*줘|없이|필요\s*없|제외|이미\s*있|생략)",
    re.IGNORECASE,
)
ADD_RE = re.compile(
    r"(?:add|include|also need|plus)\s+(?:a\s+|an\s+|the\s+)?([\w\s-]{2,60}?)(?:\s+step)?(?:[,.;]|$)"
    r"|([\w\uac00-\ud7a3\s]{1,30}?)\s*(?:단계)?\s*(?:도\s*)?(?:추가|넣어|포함)",
    re.IGNORECASE,
)
SHORTER_RE = re.compile(r"shorter|simpler|fewer steps|too many steps|간단|짧게|줄여", re.IGNORECASE)


def _stage_text(stage: dict, language: str) -> str:
    return stage["ko"] if language == "ko" else stage["en"]


GENERIC_WORDS = {"step", "steps", "stage", "stages", "part", "phase", "단계", "부분", "과정"}


def _overlaps(phrase_text: str, stage: dict | str) -> bool:
    want = set(meaningful_tokens(phrase_text)) - GENERIC_WORDS
    if not want:
        return False
    if isinstance(stage, str):  # an unchanged workflow stage brings its other wordings (ko/en, query)
        # only an unchanged one: the stage a step in the person's own words merely reads like had made "without AI
        # fabricating citations" drop "Get the PDFs organized" (a stage near it said "AI")
        found = _stage_index().get(stage.strip())
        stage = found[0] if found else stage
    texts = [stage] if isinstance(stage, str) else [stage.get("en", ""), stage.get("ko", ""), stage.get("query", "")]
    have = set()
    for t in texts:
        have.update(meaningful_tokens(t))
    return bool(want & have)


def _find_stage(phrase_text: str, language: str) -> str:
    """A stage from any workflow that matches an 'add X' request; the phrase itself when none does."""
    want = set(meaningful_tokens(phrase_text)) - GENERIC_WORDS
    best, best_overlap = None, 0
    for wf in load_workflows():
        for stage in wf["stages"]:
            overlap = len(want & set(meaningful_tokens(stage["en"] + " " + stage["ko"])))
            if overlap > best_overlap:
                best, best_overlap = stage, overlap
    if best is not None and best_overlap >= max(1, len(want) // 2):
        return _stage_text(best, language)
    text = phrase_text.strip()
    return text[:1].upper() + text[1:]


def adapt(
    stages: list[str], instructions: str, language: str, removals_only: bool = False, request: bool = False
) -> list[str]:
    """Apply drop / add / shorten instructions found in a request (`request`: read with REQUEST_REMOVE_RE) or in
    revise feedback."""
    plan = list(stages)
    removes = REQUEST_REMOVE_RE if request else REMOVE_RE
    if removals_only:
        instructions = " ".join(m.group(0) for m in removes.finditer(instructions or ""))
    for m in removes.finditer(instructions or ""):
        if request and (NO_CODING.search(m.group(0)) or FREE_ONLY.search(m.group(0))):
            continue  # "코딩 없이", "without paying": how the work is done (a constraint), no step to drop
        target = (m.group(1) or m.group(2) or "").strip()
        said = re.sub(r"(?:[,.;]|\band)$", "", m.group(0).strip()).strip().lower()
        if target:
            # "Let people preorder online so they can skip the line": a step that says the phrase is the ask that
            # said it, not a part to drop
            # "학생들이 설치 없이 …": a step that itself works without the thing ("설치 없이 브라우저에서 코딩하는 환경")
            # is how the person wants it done, not the part to drop
            last = target.split()[-1].lower()
            without = (f"{last} 없이", f"without {last}", f"no {last}")
            kept = [
                s for s in plan if not _overlaps(target, s) or said in s.lower() or any(w in s.lower() for w in without)
            ]
            if kept and len(kept) < len(plan):
                plan = kept
    remaining = REMOVE_RE.sub(" , ", instructions or "")  # a removal clause is not also an addition
    for m in ADD_RE.finditer(remaining):
        target = (m.group(1) or m.group(2) or "").strip()
        if target and len(meaningful_tokens(target)) >= 1:
            new = _find_stage(target, language)
            if not any(_overlaps(new, s) and new == s for s in plan):
                plan.insert(max(len(plan) - 1, 0), new)
    if SHORTER_RE.search(instructions or "") and len(plan) > 4:
        plan = plan[:2] + plan[-2:]
    return plan


def plan(request: PlanRequest, remembered_feedback: list[str] | None = None) -> tuple[list[dict], list[str]]:
    """(step records, ids of the workflows used). Re-planning with feedback adapts the previous plan;
    remembered "skip ..." feedback is applied to fresh plans too."""
    language = request.language
    if request.feedback and request.previous_plan:
        texts = adapt(request.previous_plan, request.feedback, language)
        return align(texts, request.previous_steps, language), []
    understanding = request.understanding or {}
    job = understanding.get("job_text") or request.task
    steps, used = compose(job, language, understanding, request.workflows, request.clause_workflows)
    # the request's own "skip ..." applies; its "plus ..." and "include ..." are parts the composer has planned
    # already ("plus reminder texts to parents" had also been added as a raw step no tool could take)
    texts = adapt([s["text"] for s in steps], request.task, language, removals_only=True, request=True)
    for remembered in remembered_feedback or []:
        texts = adapt(texts, remembered, language, removals_only=True)
    return align(texts, steps, language), used


def stage_hint(sub_task: str) -> dict | None:
    """The workflow stage a sub-task came from, or the one it reads like (see graph.plan_steps)."""
    found = _stage_index().get(sub_task.strip()) or closest_stage(sub_task)
    return found[0] if found else None
