"""A request that names the only parts it wants (fast): "컷 편집이랑 자막만", "답글 초안만", "I just need a name and a
logo" get those stages and nothing else; "하이라이트만 뽑아서 쇼츠로 올리고" picks what is used, not the parts wanted.
Work the person has done, said in more ways. Requests here are written for these tests.
"""

from __future__ import annotations

import pytest

from graph.brains.offline_composer import compose
from graph.own_work import own_work
from graph.understanding import only_needs, understand
from knowledge.catalog import load_workflows


def _wf(workflow_id: str) -> dict:
    return next(w for w in load_workflows() if w["id"] == workflow_id)


@pytest.mark.parametrize(
    ("text", "only"),
    [
        ("촬영은 다 해놨는데 컷 편집이랑 자막만 AI로 빨리 끝내고 싶어요", "컷 편집이랑 자막"),
        ("리뷰가 밀려 있어요. AI로 답글 초안만 빠르게 쓰고 싶어요", "답글 초안"),
        ("I just need a name and a logo for my dog-walking business", "a name and a logo"),
        ("다시보기에서 하이라이트만 뽑아서 유튜브 쇼츠로 올리고 싶어요", None),  # the sentence goes on
        ("한 달에 3만 원만 쓰고 싶어요", None),  # an amount
        ("I only have my phone", None),
    ],
)
def test_the_only_parts_a_request_wants_are_read(text, only):
    assert only_needs(text) == only


def test_only_the_parts_named_are_planned():
    """A dentist who wanted only reply drafts had got the inbox and chatbot stages too; a dog-walker who needed a
    name and a logo had got the brand kit and signage."""
    text = "리뷰가 밀려 있어요. AI로 답글 초안만 빠르게 쓰고 싶어요"
    steps, _ = compose(text, "ko", understand(text, "ko"), [(_wf("customer-review-replies"), 0.8)], [])
    assert [s["stage_id"] for s in steps] == ["drafts"]
    text = "I just need a name and a logo for my dog-walking business"
    steps, _ = compose(text, "en", understand(text, "en"), [(_wf("brand-logo-identity"), 0.8)], [])
    assert all(("name" in s["text"].lower() or "logo" in s["text"].lower()) for s in steps) and len(steps) >= 2


def test_a_part_named_alone_decides_the_kind_of_its_stage():
    """'자막' of the stage 'narration and subtitles' is a subtitle editor's work, not a text-to-speech tool's."""
    text = "촬영은 다 해놨는데 컷 편집이랑 자막만 AI로 빨리 끝내고 싶어요"
    u = understand(text, "ko")
    steps, _ = compose(text, "ko", u, [(_wf("travel-vlog"), 0.8)], [])
    assert steps and all(s["category"] == "video-editing" for s in steps)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("브이로그 촬영은 다 해놨는데 편집이 어려워요", {"filming": "done"}),
        ("회의 녹음해둔 파일이 있는데 회의록으로 정리하고 싶어요", {"recording": "done"}),
        ("I have a recording of our meeting and want minutes", {"recording": "done"}),
    ],
)
def test_work_done_is_read_in_more_ways(text, expected):
    assert own_work(text) == expected


def test_a_recorded_meeting_needs_no_assistant_to_join_it():
    from graph.own_work import without_own_work

    stages = _wf("meeting-notes")["stages"]
    kept = without_own_work(stages, {"recording": "done"})
    assert any(s["category"] == "meeting" for s in stages) and not any(s["category"] == "meeting" for s in kept)
    assert any(s["category"] == "transcription" for s in kept)  # the recording is still transcribed
