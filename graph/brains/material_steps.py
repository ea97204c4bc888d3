"""Steps that come from what the person already has: notes read down where they are kept, recordings and videos
transcribed before text is written from them (graph/own_work.py reads what the person has)."""

from __future__ import annotations

from graph.own_work import MEDIA, material_work, said_of_own_work
from graph.plan_steps import categories_asked, kind_stage, step_from_stage
from knowledge.catalog import catalog_by_id, tools_named_in

AV_KINDS = {"video-editing", "video-generation", "audio-editing", "music-generation", "avatar-video"}


def read_where_kept(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """A step that reads the person's notes says where they are kept when that tool has AI built in ("노션에 정리해
    둔 기록에서 핵심 요약하기"): the summary is made where the notes are, with no copying out."""
    held = [t for t in tools_named_in(said_of_own_work(understanding.get("job_text", ""))) if _has_ai(t)]
    if not held:
        return steps
    name = catalog_by_id()[held[0]]["name"]
    out = []
    for step in steps:
        instead = MEDIA.get(str(step.get("stage_id") or "").removeprefix("own-"), {}).get("instead")
        if instead and step.get("stage_id", "").startswith("own-"):
            step = {**step, "text": instead["ko_in" if language == "ko" else "en_in"].format(name=name)}
        out.append(step)
    return out


def _has_ai(tool_id: str) -> bool:
    tags = catalog_by_id().get(tool_id, {}).get("tags") or []
    return any(tag == "ai" or tag.startswith("ai ") for tag in tags)


def transcribe_first(steps: list[dict], understanding: dict, language: str) -> list[dict]:
    """Text made from the person's recordings or videos ("turn my podcast episodes into a newsletter") starts by
    transcribing them, when the plan has no such step: the writing steps need the words."""
    made = understanding.get("deliverable") or {}
    material = material_work(made.get("from") or "")
    kinds = {s.get("category") for s in steps}
    # a recording or video the person has, and a plan that only writes ("the hearing's recording is up on Vimeo; I need
    # a story"): the writing is made from it, as from a material named with "into"
    own = {m for m, how in (understanding.get("own_work") or {}).items() if how == "done"}
    heard = bool(own & {"recording", "filming"}) and not kinds & AV_KINDS and "photos" not in own
    if not ({"recording", "filming"} & set(material) or heard) or "photos" in material:
        return steps  # "before/after photos and clips", "아이들 사진으로": pictures say no words to transcribe
    if set(categories_asked((made.get("made") or "").lower())) & AV_KINDS:
        return steps  # "cut the video messages into one montage": a video made from videos needs no transcript
    if "transcription" in kinds:
        # a transcription step another job brought stands after the writing it feeds: it goes first
        at = next(i for i, s in enumerate(steps) if s.get("category") == "transcription")
        return [steps[at], *steps[:at], *steps[at + 1 :]]
    if not kinds & {
        "writing",
        "llm-assistant",
        "email-marketing",
        "publishing",
        "productivity",
    }:  # "a findings doc in Notion"
        return steps
    stage = kind_stage("transcription", [])
    return [step_from_stage(stage, None, language, origin="request"), *steps] if stage else steps
