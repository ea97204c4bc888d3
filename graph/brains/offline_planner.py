"""Offline routing and planning: decisions from workflow knowledge, not from canned text.

The router scores a request by how strongly it reads like a job (action words) and how well it matches
the workflow knowledge; the planner starts from the best-matching workflow's stages in the person's
language and adapts them to what the request and the feedback say (drop, add, shorten).
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowledge.catalog import load_workflows
from knowledge.text import tokenize
from prompts import load_json, phrase

JOB_RE = re.compile(
    r"\b(make|create|build|launch|start|write|plan|produce|set ?up|design|automate|learn|study|prepare|open|"
    r"run|grow|publish|record|edit|translate|organi[sz]e|develop|sell|market|want to|i need)\b"
    r"|만들|제작|시작|준비|하고\s*싶|싶어|싶다|계획|공부|운영|개설|출판|작성|기획|배우|열고|팔고|판매|홍보|자동화|정리|번역|녹음|편집",
    re.IGNORECASE,
)
QUESTION_RE = re.compile(
    r"^\s*(what|which|who|when|where|why|is|are|does|can|how much|how many)\b|\?\s*$"
    r"|뭐야|뭔가요|무엇|무슨|어떤 게|차이|얼마|인가요|일까|나요\??\s*$|알려\s*줘\s*$",
    re.IGNORECASE,
)
STRONG_MATCH = 0.55
WEAK_MATCH = 0.42


def meaningful_tokens(text: str) -> list[str]:
    return [t for t in tokenize(text) if len(t) > 1 or re.match(r"[\uac00-\ud7a3]", t)]


VAGUE_RE = re.compile(r"\b(something|anything|stuff|whatever|things?)\b|뭔가|무언가|아무거나|이것저것", re.I)
AMBIGUOUS_MARGIN = 0.05


def route(task: str, language: str, workflows: list[tuple[dict, float]]) -> tuple[bool, float, str | None, str | None]:
    """(is_complex, confidence, clarification question, assumption).

    Confidence follows seed 002's bands: >= 0.85 proceed, 0.70-0.85 proceed with a stated assumption,
    < 0.70 ask. It is high when one workflow clearly matches, lower when two match equally well or the
    wording is vague, and low when nothing in the workflow knowledge matches.
    """
    tokens = meaningful_tokens(task)
    best = workflows[0][1] if workflows else 0.0
    margin = best - (workflows[1][1] if len(workflows) > 1 else 0.0)
    is_job = bool(JOB_RE.search(task))
    vague = bool(VAGUE_RE.search(task))
    is_question = bool(QUESTION_RE.search(task)) and not re.search(r"하고\s*싶|want to|i need", task, re.I)
    if is_question and not (is_job and best >= STRONG_MATCH):
        return False, 0.9 if len(tokens) >= 2 else 0.6, None, None
    title = workflows[0][0]["title_ko" if language == "ko" else "title"] if workflows else task
    if best >= STRONG_MATCH and not vague and margin >= AMBIGUOUS_MARGIN and (is_job or len(tokens) >= 1):
        return True, min(0.97, 0.85 + (best - STRONG_MATCH)), None, None
    if best >= STRONG_MATCH or (best >= WEAK_MATCH and (is_job or len(tokens) >= 3) and not vague):
        return True, 0.75 if best < STRONG_MATCH else 0.78, None, phrase("assumption", language, title=title)
    return True, 0.5, clarifying_question(language, workflows), None


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
        stage = stage_hint(stage) or stage
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


def adapt(stages: list[str], instructions: str, language: str, removals_only: bool = False) -> list[str]:
    """Apply drop / add / shorten instructions found in a request or in revise feedback."""
    plan = list(stages)
    if removals_only:
        instructions = " ".join(m.group(0) for m in REMOVE_RE.finditer(instructions or ""))
    for m in REMOVE_RE.finditer(instructions or ""):
        target = (m.group(1) or m.group(2) or "").strip()
        if target:
            kept = [s for s in plan if not _overlaps(target, s)]
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


def plan(
    task: str,
    language: str,
    workflows: list[tuple[dict, float]],
    feedback: str | None,
    previous: list[str],
    remembered_feedback: list[str] | None = None,
) -> tuple[list[str], str | None]:
    """(sub-tasks, workflow id used). Remembered "skip ..." feedback is applied to fresh plans too."""
    if feedback and previous:
        return adapt(previous, feedback, language), None
    workflow_id = None
    if workflows and workflows[0][1] >= WEAK_MATCH:
        workflow_id = workflows[0][0]["id"]
        stages = [_stage_text(s, language) for s in workflows[0][0]["stages"]]
    else:
        stages = _generic(language)
    stages = adapt(stages, task, language)
    for remembered in remembered_feedback or []:
        stages = adapt(stages, remembered, language, removals_only=True)
    return stages, workflow_id


def _generic(language: str) -> list[str]:
    return list(load_json("offline_phrases")["generic_stages"][language if language == "ko" else "en"])


def stage_hint(sub_task: str) -> dict | None:
    """The workflow stage a sub-task came from (category and search query).

    An unchanged stage matches exactly; a sub-task the person wrote takes the stage it shares most content
    words with, when that is most of its own words, so "Translate subtitles into English" searches
    translation tools rather than whatever mentions subtitles.
    """
    return _stage_index().get(sub_task.strip()) or _closest_stage(sub_task)


@lru_cache(maxsize=1)
def _stage_index() -> dict[str, dict]:
    index: dict[str, dict] = {}
    for wf in load_workflows():
        for stage in wf["stages"]:
            index.setdefault(stage["en"], stage)
            index.setdefault(stage["ko"], stage)
    return index


@lru_cache(maxsize=512)
def _closest_stage(sub_task: str) -> dict | None:
    want = set(meaningful_tokens(sub_task)) - GENERIC_WORDS
    if len(want) < 2:
        return None
    best, best_overlap = None, 0
    for wf in load_workflows():
        for stage in wf["stages"]:
            words = set(meaningful_tokens(f"{stage['en']} {stage['ko']} {stage['query']}"))
            overlap = len(want & words)
            if overlap > best_overlap:
                best, best_overlap = stage, overlap
    return best if best_overlap >= max(2, (len(want) + 1) // 2) else None
